// What this device remembers: the tokens of the tables it sits at (so a
// reload or a dropped phone rejoins the same seat) and moves waiting to be sent.
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

// The last answers a page was drawn from, so a reload without a connection can
// still show the table (and queue moves) until the connection returns.
export const lastKey = (name) => `sherwood.last.${name}`;

export function keepLast(name, value) {
  try { save(lastKey(name), value); } catch { /* storage full: reloading offline just shows less */ }
}

export function lastKept(name) {
  return load(lastKey(name), null);
}
