// Past games on this device, and following a rematch. Loaded with import() by the pages that show
// or follow them, so it is not in a phone's first load (a table keeps its game with store.js's
// rememberGame, re-exported here). Nothing here is ever sent anywhere.
//
// Per table: {game (its id), at (ms, first seen here), players: [names], role ("Host", "Player",
// "Host and player", "Spectator": a key, never shown as it is), spectator? (the big screen's token),
// result?: {winners: [names], cooperative, score?, measure?}, photo?, expired?: true}.
// Nothing kept is in a language: the past games word the game's name and the outcome as they are
// drawn, in the language the phone speaks then (views/history.js). Entries kept by an older
// release carry words (gameName, result.outcome): they are shown as they were kept.
// Kept apart from the seats, so forgetting a game and leaving a seat are one decision each.
import { load, save, SEATS, HISTORY, queueKey, lastKey, forgetPeopleAt, rememberGame } from "./store.js";

export { rememberGame };

/**
 * How a finished game ended, as the past games keep it: the results' data, no words. ``score`` is
 * the winners' score when they share one and the game counts points (its ``measure``).
 */
export function keptResult(result) {
  const winners = result.players.filter((p) => p.winner);
  const scores = new Set(winners.map((p) => p.score));
  const counted = !result.no_points && winners.length > 0 && scores.size === 1;
  return {
    winners: winners.map((p) => p.name), cooperative: Boolean(result.cooperative),
    ...(counted ? { score: winners[0].score, measure: result.measure } : {}),
  };
}

/** The games this device remembers, newest first: [{id, game, at, players, role, result, expired}]. */
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
