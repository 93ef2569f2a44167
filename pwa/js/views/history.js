// Past games on this device: what store.js remembers of every table this phone
// created, joined or watched. Nothing is sent anywhere to draw it: the rows come from the
// phone's own storage, and opening one asks only that table's server for it.
import { h, mount, messageBox } from "../dom.js";
import { session } from "../store.js";
import { forgetGame, pastGame, pastGames } from "../past.js";
import { namesList, resultStyles } from "./results.js";

const DATE = { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" };
const when = (ms) => new Date(ms).toLocaleString(undefined, DATE);

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
    kept.players?.length ? h("p", {}, `Players: ${namesList(kept.players)}.`) : h("p", {}, "Nobody had sat down yet."),
    h("p", {}, `On this phone: ${(kept.role || "Player").toLowerCase()}.`),
    kept.result
      // The outcome sentence names the winners already ("Cat wins with 12 points.").
      ? h("p", { class: "past-result" }, kept.result.outcome)
      : h("p", { class: "past-result" }, "Not finished when this phone last saw it."),
    // The photo itself stays on the server with the table: opening the table shows it.
    kept.photo && !kept.expired ? h("p", { class: "past-photo" }, "A photo of the table was taken: open the table to see it.") : null,
    kept.expired ? h("p", { class: "expired" }, "This table has expired: the server no longer keeps it.") : null,
  ];
}

export async function historyView(_match, root) {
  await resultStyles();
  const message = messageBox();
  const list = h("ol", { class: "past-games", "aria-label": "Past games, newest first" });
  const draw = () => {
    const games = pastGames();
    mount(list, games.map((kept) => pastRow(kept)));
    list.hidden = games.length === 0;
    empty.hidden = games.length > 0;
  };
  const pastRow = (kept) => {
    const address = addressOf(kept.id, kept);
    const heading = h("h2", {}, kept.gameName || "A game");
    return h("li", { class: "card past-game", dataset: { table: kept.id } }, heading, summary(kept),
      h("div", { class: "past-actions" },
        // Two games of one series look alike: the hidden words tell them apart for a screen reader.
        address ? h("a", { href: address, "data-link": true, class: "button-link" }, `Open ${kept.gameName || "the table"}`,
          h("span", { class: "visually-hidden" }, ` of ${when(kept.at)}`)) : null,
        h("button", { type: "button", class: "forget", onclick: () => {
          forgetGame(kept.id);
          draw();
          message.show(`This phone forgot the ${kept.gameName || "game"} of ${when(kept.at)}.`, "notice");
        } }, "Forget this game")));
  };
  const empty = h("p", {}, "No games yet. Tables you create, join or watch on this phone appear here.");
  mount(root, h("section", { class: "card" }, h("h1", {}, "Past games on this phone"),
    h("p", { class: "hint" }, "This list stays on this phone: nothing of it is sent anywhere. A finished table opens read-only with its results; a table the server no longer keeps shows what this phone remembers."),
    message, empty),
  list,
  h("p", { class: "foot" }, h("a", { href: "/people", "data-link": true }, "People from game to game"), " · ",
    h("a", { href: "/", "data-link": true }, "Back to the home page")));
  draw();
}

/** A table the server let go (404/410), opened from the past games: the remembered summary, said plainly. */
export function expiredCard(tableId) {
  resultStyles();
  const kept = pastGame(tableId) || {};
  return h("section", { class: "card past-game" },
    h("h1", {}, kept.gameName || "A past game"),
    h("p", { class: "message notice", role: "status" }, "This table has expired: the server no longer keeps it. Here is what this phone remembers of it."),
    summary({ ...kept, expired: false, photo: false }), // the photo went with the table
    h("div", { class: "past-actions" },
      h("a", { href: "/history", "data-link": true, class: "button-link" }, "Back to past games")));
}
