// What this device remembers: the tokens of the tables it sits at (so a
// reload or a dropped phone rejoins the same seat), moves waiting to be sent, and the
// people it played with (their names and person ids, per table; never sent anywhere but
// back to the table's own server, when the host seats or links one of them).
// past.js builds on it for the past games and rematches, loaded only when needed.
export const SEATS = "sherwood.seats";

export function load(key, fallback) {
  try { return JSON.parse(localStorage.getItem(key)) ?? fallback; } catch { return fallback; }
}

export function save(key, value) {
  localStorage.setItem(key, JSON.stringify(value));
}

/** {host?: token, player?: token, code?: string, game?: string} for a table. */
export function session(tableId) {
  return load(SEATS, {})[tableId] || {};
}

export function remember(tableId, patch) {
  const all = load(SEATS, {});
  all[tableId] = { ...(all[tableId] || {}), ...patch };
  save(SEATS, all);
}

export function tableForCode(code) {
  const all = load(SEATS, {});
  return Object.keys(all).find((id) => all[id].code === code && all[id].player);
}

export const queueKey = (tableId) => `sherwood.queue.${tableId}`;

export function queued(tableId) {
  return load(queueKey(tableId), []);
}

export function setQueue(tableId, items) {
  save(queueKey(tableId), items);
}

/** A random idempotency key; crypto.randomUUID needs a secure context, this does not. */
export function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// This phone's past games (past.js reads and forgets them): what a table keeps of itself as it draws.
export const HISTORY = "sherwood.history";

/** Keep ``patch`` in this phone's past game of ``tableId`` (first seen now if it is new). */
export function rememberGame(tableId, patch) {
  const all = load(HISTORY, {});
  const before = all[tableId] || { at: Date.now() };
  all[tableId] = { ...before, ...patch };
  try { save(HISTORY, all); } catch { /* storage full: the history is a convenience */ }
}

// The last answers a page was drawn from, so a reload without a connection can
// still show the table (and queue moves) until the connection returns.
export const lastKey = (name) => `sherwood.last.${name}`;

export function keepLast(name, value) {
  try { save(lastKey(name), value); } catch { /* storage full: reloading offline just shows less */ }
}

export function lastKept(name) {
  return load(lastKey(name), null);
}

/** A game's name as this phone last read it from the server (its brief, or the games list), or null. */
function keptGameTitle(id) {
  return lastKept(`game-info.${id}`)?.title ?? (lastKept("games") || []).find((g) => g.id === id)?.title ?? null;
}

/**
 * The name of the game a kept record (a past game, the people at a table) was played at: the name
 * the host typed for a score pad, else the game's title as the server last said it (in the language
 * on screen), else the words an older release kept (gameName), else null.
 */
export function keptGameName(kept) {
  return kept.typedName || (kept.game && keptGameTitle(kept.game)) || kept.gameName || null;
}

// ---- The people this device played with, as host or player ------------------------------

export const PEOPLE = "sherwood.people";

/** The same name, as the server compares names: NFC, surrounding spaces and case aside. */
export const sameName = (a, b) => nameKey(a) === nameKey(b);
const nameKey = (name) => (name || "").normalize("NFC").trim().toLowerCase();

/**
 * The people seated at a table, as its last answer said: [{seat, name, person_id, person_confirmed}].
 * Kept per table, so a seat the host later says is someone else replaces what was kept of it.
 * The game is kept by its id (its name is worded when shown, in the language then), and a score
 * pad's by the name the host typed ("Carcassonne"), the same in every language.
 */
export function rememberPeopleAt(tableId, players, game, typedName) {
  const all = load(PEOPLE, {});
  const before = all[tableId];
  const people = players.map(({ seat, name, person_id: id }) => ({ seat, name, id }));
  if (before?.game && JSON.stringify(before.people) === JSON.stringify(people)) return;
  all[tableId] = { at: before?.at ?? Date.now(), game, ...(typedName ? { typedName } : {}), people };
  try { save(PEOPLE, all); } catch { /* storage full: remembering people is a convenience */ }
}

/**
 * Everyone this device played with, one row per person, the latest name first seen:
 * [{id, name, at (ms, last table), gameName (of that table, in the language on screen), tables}], by name. ``except``: a table
 * left out (the one being decided: its own seats are not "earlier games").
 */
export function rememberedPeople({ except } = {}) {
  const byId = new Map();
  for (const [tableId, kept] of Object.entries(load(PEOPLE, {}))) {
    if (tableId === except) continue;
    for (const person of kept.people || []) {
      const known = byId.get(person.id);
      const gameName = keptGameName(kept);
      if (!known) byId.set(person.id, { id: person.id, name: person.name, at: kept.at, gameName, tables: 1 });
      else {
        known.tables += 1;
        if (kept.at > known.at) Object.assign(known, { name: person.name, at: kept.at, gameName });
      }
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function forgetPeopleAt(tableId) {
  const all = load(PEOPLE, {});
  delete all[tableId];
  save(PEOPLE, all);
}
