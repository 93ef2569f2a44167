// Past games on this device, and following a rematch. Loaded with import() when a
// table draws, so it is not in a phone's first load. Nothing here is ever sent anywhere.
//
// Per table: {game, gameName, at (ms, first seen here), players: [names], role (words),
// spectator? (the big screen's token), result?: {outcome, winners: [names]}, expired?: true}.
// Kept apart from the seats, so forgetting a game and leaving a seat are one decision each.
import { load, save, SEATS, queueKey, lastKey, forgetPeopleAt } from "./store.js";

const HISTORY = "sherwood.history";

export function rememberGame(tableId, patch) {
  const all = load(HISTORY, {});
  const before = all[tableId] || { at: Date.now() };
  all[tableId] = { ...before, ...patch };
  try { save(HISTORY, all); } catch { /* storage full: the history is a convenience */ }
}

/** The games this device remembers, newest first: [{id, game, gameName, at, players, role, result, expired}]. */
export function pastGames() {
  return Object.entries(load(HISTORY, {})).map(([id, kept]) => ({ id, ...kept })).sort((a, b) => b.at - a.at);
}

export function pastGame(tableId) {
  return load(HISTORY, {})[tableId] || null;
}

/** Forget a table on this device: its history row, its seats, its kept answers and waiting moves. */
export function forgetGame(tableId) {
  for (const key of [HISTORY, SEATS]) {
    const all = load(key, {});
    delete all[tableId];
    save(key, all);
  }
  forgetPeopleAt(tableId); // the people met only there are forgotten with it
  localStorage.removeItem(queueKey(tableId));
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(`${lastKey("table")}.${tableId}.`) || key.startsWith(`${lastKey("watch")}.${tableId}.`)
      || key === lastKey(`game.${tableId}`)) localStorage.removeItem(key);
  }
}

/**
 * A rematch: the same tokens open the same seats at the new table, so this device
 * copies what it keeps for the old table to the new one and moves there without scanning.
 */
export function followRematch(oldId, newId) {
  const all = load(SEATS, {});
  if (!all[newId]) {
    const { code: _oldCode, ...tokens } = all[oldId] || {};
    all[newId] = { ...tokens, rematchOf: oldId };
    save(SEATS, all);
  }
  const before = pastGame(oldId);
  if (before && !pastGame(newId)) {
    const { result: _result, expired: _expired, ...same } = before;
    rememberGame(newId, { ...same, at: Date.now() });
  }
}
