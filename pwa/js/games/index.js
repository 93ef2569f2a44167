// Game screens by game id. A game without its own screen gets the generic one,
// built from the move schemas the engine publishes.
import { scorePad } from "./score-pad.js";
import { curseGame } from "./curse.js";
import { rh1990Game } from "./rh1990.js";
import { heroGame } from "./hero.js";
import { goodsGame } from "./goods.js";
import { rescuingGame } from "./rescuing.js";
import { genericGame } from "./generic.js";

const screens = {
  "score-pad": scorePad,
  "curse-you-robin-hood": curseGame,
  "robin-hood-1990": rh1990Game,
  "hero-of-the-people": heroGame,
  "robin-hood-goods": goodsGame,
  "rescuing-robin-hood": rescuingGame,
};

export function screenFor(gameId) {
  return screens[gameId] || genericGame;
}

/** A seat's player name, or what an empty seat is called in this game. */
export function seatName(table, seat) {
  const empty = screenFor(table.game).emptySeat || ((n) => `Seat ${n}`);
  return table.players.find((p) => p.seat === seat)?.name || empty(seat + 1);
}

/**
 * What a game screen gets to render with. The defaults are a read-only
 * screen (the spectator's); the table screen overrides what a seat can do.
 *
 * Refusals (one mechanism for every game, see refusalSpot in dom.js):
 * - ctx.send(move) shows a refused move's sentence right after the form or row of the
 *   control the person used last, scrolled into view and announced (role=alert);
 *   ctx.send(move, { near: element }) puts it after that element instead (a form, a fieldset).
 *   Field paths in the answer become the labels of the controls in that form.
 * - ctx.warn(text, near?) shows a check the screen makes itself the same way.
 * - Either goes at the next successful move, a new table version, or an edit next to it;
 *   ctx.clearWarning() takes it away sooner.
 */
export function screenContext(table, game, overrides = {}) {
  return {
    table, game, you: table.you, isHost: false, readOnly: true,
    send: () => {}, warn: () => {}, clearWarning: () => {}, actsFor: () => ({}),
    nameOf: (seat) => seatName(table, seat),
    ...overrides,
  };
}
