// Past games on this device: what store.js remembers of every table this phone
// created, joined or watched. Nothing is sent anywhere to draw it: the rows come from the
// phone's own storage, and opening one asks only that table's server for it. What is kept has no
// language (past.js): the game's name and how it ended are worded here, in the language on screen.
import { gameInfo } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { keptGameName as gameName, session } from "../store.js";
import { forgetGame, pastGame, pastGames } from "../past.js";
import { resultStyles, scoreWords } from "./results.js";
import { language, listWords, loadPart, t } from "../i18n.js";

// The words after the game and beyond the table, loaded with the screens that use them (pwa/locales/<language>/after.ftl).
await loadPart("after");

const DATE = { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" };
/** The date in the language the phone speaks (not the browser's), as the words around it. */
const when = (ms) => new Intl.DateTimeFormat(language(), DATE).format(new Date(ms));

/** The catalogs' key of the role kept for a table ("Host and player" -> "host-and-player"). */
const roleKey = (role) => (role || "player").toLowerCase().replace(/[\s_]+/g, "-");

/** Read the names of these games again, in the language on screen (each game's brief, kept for offline). */
function readGameNames(games) {
  const ids = [...new Set(games.map((kept) => kept.game).filter(Boolean))];
  return Promise.all(ids.map((id) => gameInfo(id).catch(() => null)));
}

/** How a kept game ended, in the language on screen (past.js keeps the winners and their score, no words). */
function outcomeWords(result) {
  if (typeof result.outcome === "string") return result.outcome; // kept by an older release, in its own words
  const winners = result.winners || [];
  if (result.cooperative) return winners.length ? t("history-outcome-together-won") : t("history-outcome-together-lost");
  if (!winners.length) return t("history-outcome-nobody");
  const args = { names: listWords(winners), count: winners.length };
  return result.score === undefined ? t("history-outcome-won", args)
    : t("history-outcome-won-score", { ...args, score: scoreWords(result.score, result.measure) });
}

/** Where a remembered table opens: its seat on this phone, or the spectator's screen. */
function addressOf(id, kept) {
  const seats = session(id);
  if (seats.host || seats.player) return `/t/${id}`;
  return kept.spectator ? `/watch/${id}#${kept.spectator}` : null;
}

/** The remembered summary of one table, as sentences. */
function summary(kept) {
  return [
    h("p", { class: "past-when" }, when(kept.at)),
    kept.players?.length ? h("p", {}, t("history-players", { names: listWords(kept.players) })) : h("p", {}, t("history-nobody")),
    h("p", {}, t("history-role", { role: roleKey(kept.role) })),
    kept.result
      // The outcome names the winners ("Cat won (12 points).").
      ? h("p", { class: "past-result" }, outcomeWords(kept.result))
      : h("p", { class: "past-result" }, t("history-not-finished")),
    // The photo itself stays on the server with the table: opening the table shows it.
    kept.photo && !kept.expired ? h("p", { class: "past-photo" }, t("history-photo")) : null,
    kept.expired ? h("p", { class: "expired" }, t("history-expired")) : null,
  ];
}

export async function historyView(_match, root) {
  await resultStyles();
  const message = messageBox();
  const list = h("ol", { class: "past-games", "aria-label": t("history-list-label") });
  const draw = () => {
    const games = pastGames();
    mount(list, games.map((kept) => pastRow(kept)));
    list.hidden = games.length === 0;
    empty.hidden = games.length > 0;
    return games;
  };
  const pastRow = (kept) => {
    const address = addressOf(kept.id, kept);
    const name = gameName(kept);
    const heading = h("h2", {}, name || t("history-a-game"));
    return h("li", { class: "card past-game", dataset: { table: kept.id } }, heading, summary(kept),
      h("div", { class: "past-actions" },
        // Two games of one series look alike: the hidden words tell them apart for a screen reader.
        address ? h("a", { href: address, "data-link": true, class: "button-link" }, name ? t("history-open-game", { game: name }) : t("history-open-table"),
          h("span", { class: "visually-hidden" }, " ", t("history-open-when", { when: when(kept.at) }))) : null,
        h("button", { type: "button", class: "forget", onclick: () => {
          forgetGame(kept.id);
          draw();
          message.show(name ? t("history-forgot-game", { game: name, when: when(kept.at) })
            : t("history-forgot", { when: when(kept.at) }), "notice");
        } }, t("history-forget"))));
  };
  const empty = h("p", {}, t("history-empty"));
  mount(root, h("section", { class: "card" }, h("h1", {}, t("history-heading")),
    h("p", { class: "hint" }, t("history-hint")),
    message, empty),
  list,
  h("p", { class: "foot" }, h("a", { href: "/people", "data-link": true }, t("history-people-link")), " · ",
    h("a", { href: "/", "data-link": true }, t("history-home"))));
  const names = (games) => games.map(gameName).join("\n");
  const shown = draw();
  const drawnNames = names(shown);
  // The names as the server words them in this language (the kept ones may be in another): drawn again if they changed.
  readGameNames(shown).then(() => {
    if (root.contains(list) && names(pastGames()) !== drawnNames) draw();
  });
}

/** A table the server let go (404/410), opened from the past games: the remembered summary, said plainly. */
export function expiredCard(tableId) {
  resultStyles();
  const kept = pastGame(tableId) || {};
  return h("section", { class: "card past-game" },
    h("h1", {}, gameName(kept) || t("history-past-game")),
    h("p", { class: "message notice", role: "status" }, t("history-expired-remembered")),
    summary({ ...kept, expired: false, photo: false }), // the photo went with the table
    h("div", { class: "past-actions" },
      h("a", { href: "/history", "data-link": true, class: "button-link" }, t("history-back"))));
}
