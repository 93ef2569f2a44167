// Game screens by game id. A game without its own screen gets the generic one,
// built from the move schemas the engine publishes.
//
// Each game's screen is its own module, loaded only when a table of that game
// opens (a phone downloads the one game it plays, not all seven).
// The router loads it before drawing a table (app.js); screenFor stays
// synchronous for the views, with a stand-in that draws the screen as soon as
// its module arrives if a view asks first.
import { h } from "../dom.js";
import { genericGame } from "./generic.js";

const modules = {
  "score-pad": () => import("./score-pad.js").then((m) => m.scorePad),
  "curse-you-robin-hood": () => import("./curse.js").then((m) => m.curseGame),
  "robin-hood-1990": () => import("./rh1990.js").then((m) => m.rh1990Game),
  "hero-of-the-people": () => import("./hero.js").then((m) => m.heroGame),
  "robin-hood-goods": () => import("./goods.js").then((m) => m.goodsGame),
  "rescuing-robin-hood": () => import("./rescuing.js").then((m) => m.rescuingGame),
};

/** The module file of a game's own screen (the service worker keeps it for offline use). */
export const moduleFiles = {
  "score-pad": "/js/games/score-pad.js",
  "curse-you-robin-hood": "/js/games/curse.js",
  "robin-hood-1990": "/js/games/rh1990.js",
  "hero-of-the-people": "/js/games/hero.js",
  "robin-hood-goods": "/js/games/goods.js",
  "rescuing-robin-hood": "/js/games/rescuing.js",
};

const screens = {};
const loading = {};

/** Load a game's screen (once); resolves to it. Unknown games get the generic screen. */
export function loadScreen(gameId) {
  if (screens[gameId] || !modules[gameId]) return Promise.resolve(screenFor(gameId));
  loading[gameId] ||= modules[gameId]().then((screen) => { screens[gameId] = screen; return screen; })
    .finally(() => { delete loading[gameId]; });
  return loading[gameId];
}

export function screenFor(gameId) {
  if (screens[gameId]) return screens[gameId];
  return modules[gameId] ? standIn(gameId) : genericGame;
}

/** Until a game's module is in: a screen that shows a short wait, then the real one in its place. */
function standIn(gameId) {
  return {
    render(ctx) {
      const spot = h("p", { class: "screen-loading", role: "status" }, "Loading the game screen...");
      loadScreen(gameId)
        .then((screen) => spot.replaceWith(screen.render(ctx)))
        .catch(() => { spot.textContent = "The game screen could not be loaded. Check the connection and reload the page."; });
      return spot;
    },
    async optionsForm(form) {
      const screen = await loadScreen(gameId);
      return screen.optionsForm ? screen.optionsForm(form) : null;
    },
  };
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
    savePreset: () => Promise.reject(new Error("This screen only watches.")),
    nameOf: (seat) => seatName(table, seat),
    ...overrides,
  };
}
