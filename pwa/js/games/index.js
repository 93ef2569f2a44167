// Game screens by game id. A game without its own screen gets the generic one,
// built from the move schemas the engine publishes.
//
// Each game's screen is its own module, loaded only when a table of that game
// opens (a phone downloads the one game it plays, not all seven).
// The router loads it before drawing a table (app.js); screenFor stays
// synchronous for the views, with a stand-in that draws the screen as soon as
// its module arrives if a view asks first.
import { h } from "../dom.js";
import { loadPart, t } from "../i18n.js";

// Each game's own screen, by game id: the module's file (the service worker keeps it for offline
// use), its loader (import() with the literal path; the module exports `screen`) and the loader of
// its new-table form's words (`optionWords(game)`, loaded only when that form opens).
// A game not listed here gets the generic screen, built from the move schemas it publishes.
const SCREENS = {
  "score-pad": ["/js/games/score-pad.js", () => import("./score-pad.js"), () => import("./score-pad-options.js")],
  "curse-you-robin-hood": ["/js/games/curse.js", () => import("./curse.js"), () => import("./curse-options.js")],
  "robin-hood-1990": ["/js/games/rh1990.js", () => import("./rh1990.js"), () => import("./rh1990-options.js")],
  "hero-of-the-people": ["/js/games/hero.js", () => import("./hero.js"), () => import("./hero-options.js")],
  "robin-hood-goods": ["/js/games/goods.js", () => import("./goods.js"), () => import("./goods-options.js")],
  "rescuing-robin-hood": ["/js/games/rescuing.js", () => import("./rescuing.js"), () => import("./rescuing-options.js")],
};

/** A game's words for its new-table form: (published game) -> {option: words}; none for a game without. */
export async function loadOptionWords(gameId) {
  const load = SCREENS[gameId]?.[2];
  if (!load) return () => ({});
  const [words] = await Promise.all([load(), loadPart(gameId)]);
  return words.optionWords;
}

// Games that use the generic screen on purpose (a test holds every registered game to one of the two lists).
export const GENERIC_ON_PURPOSE = [];

/** The module file of a game's own screen, by game id. */
export const moduleFiles = Object.fromEntries(Object.entries(SCREENS).map(([id, [file]]) => [id, file]));

const screens = {};
const loading = {};

// The generic screen, for a game without its own: loaded only for such a game (none today).
const genericScreen = () => import("./generic.js").then(({ genericGame }) => ({ screen: genericGame }));

/**
 * Load a game's screen and its words (pwa/locales/<language>/<game id>.ftl), once; resolves to
 * the screen. Unknown games get the generic screen.
 */
export function loadScreen(gameId) {
  if (screens[gameId]) return Promise.resolve(screens[gameId]);
  const parts = SCREENS[gameId] ? [SCREENS[gameId][1](), loadPart(gameId)] : [genericScreen()];
  loading[gameId] ||= Promise.all(parts)
    .then(([{ screen }]) => { screens[gameId] = screen; return screen; })
    .finally(() => { delete loading[gameId]; });
  return loading[gameId];
}

export function screenFor(gameId) {
  return screens[gameId] || standIn(gameId);
}

/** Until a game's module is in: a screen that shows a short wait, then the real one in its place. */
function standIn(gameId) {
  return {
    render(ctx) {
      const spot = h("p", { class: "screen-loading", role: "status" }, t("game-screen-loading"));
      loadScreen(gameId)
        .then((screen) => spot.replaceWith(screen.render(ctx)))
        .catch(() => { spot.textContent = t("game-screen-failed"); });
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
  const empty = screenFor(table.game).emptySeat || ((number) => t("seat-number", { number }));
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
  if (game) screenFor(table.game).useGame?.(game); // the game's published words (names of its choices)
  return {
    table, game, you: table.you, isHost: false, readOnly: true,
    send: () => {}, warn: () => {}, clearWarning: () => {}, actsFor: () => ({}),
    savePreset: () => Promise.reject(new Error(t("screen-only-watches"))),
    nameOf: (seat) => seatName(table, seat),
    ...overrides,
  };
}
