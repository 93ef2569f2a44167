// "What can I do now?": what this phone may enter now, in words, with the ruling behind each option.
// It only says what the engine decided (the table answer's `choices`, engine/choices.py): the
// moves this reader may send and the seats the table waits for. Loaded when the section is opened,
// so a phone that only plays does not download it.
import { api } from "../api.js";
import { h } from "../dom.js";
import { language, listWords, loadPart, t } from "../i18n.js";
import { seatName } from "../games/index.js";

await loadPart("after");

const rulingsRead = new Map(); // "<game id> <language>" -> {ruling id: sentence}

/** A game's rulings in the phone's language, read once (GET /games/{id}); {} when it cannot be read. */
async function rulingsOf(gameId) {
  const key = `${gameId} ${language()}`;
  if (!rulingsRead.has(key)) {
    rulingsRead.set(key, await api.game(gameId).then((game) => game.rulings).catch(() => null));
  }
  return rulingsRead.get(key) || {};
}

/** The legal moves grouped by whom they are entered for: this phone's own seat first, then each
 * other seat, then the moves nobody in particular enters (the host's, anyone's). One line per move
 * type and seat: the engine lists a move once per seat it may be entered for. */
function bySeat(table) {
  const groups = new Map();
  for (const move of table.choices?.moves || []) {
    const key = move.seat ?? "table";
    if (!groups.has(key)) groups.set(key, new Map());
    groups.get(key).set(move.type, move);
  }
  const order = (key) => (key === table.you.seat ? -2 : key === "table" ? Number.MAX_SAFE_INTEGER : key);
  return [...groups.entries()].sort(([a], [b]) => order(a) - order(b));
}

function groupHeading(table, key) {
  if (key === "table") return t("can-do-for-table");
  if (key === table.you.seat) return t("can-do-for-you");
  return t("can-do-for-seat", { name: seatName(table, key) });
}

/** One option: the move's own description (the engine's, in the reader's language) and its ruling, linked. */
function option(table, game, move, rulings) {
  const description = game.moves[move.type]?.description || move.type;
  const ruling = move.rule ? h("p", { class: "can-do-rule" },
    h("a", { href: `/rulings#${table.game}-${move.rule}`, "data-link": true }, t("can-do-rule", { rule: move.rule })),
    rulings[move.rule] ? `: ${rulings[move.rule]}` : "") : null;
  return h("li", { "data-move": move.type }, h("p", {}, description), ruling);
}

/** The section's body for a table answer: who the table waits for, then every option in words. */
export async function canDoBody(table, game) {
  const rulings = await rulingsOf(table.game);
  // table.choices read directly, not through choices.js: that module stays inside the game screens' chunks.
  const waiting = (table.choices?.awaiting || []).map((seat) => seatName(table, seat));
  const groups = bySeat(table);
  return [
    table.status.finished ? h("p", {}, t("can-do-finished"))
      : waiting.length ? h("p", { class: "can-do-waiting" }, t("can-do-waiting", { names: listWords(waiting) }))
        : null,
    !table.status.finished && groups.length === 0 ? h("p", {}, t("can-do-nothing")) : null,
    groups.map(([key, moves]) => h("section", { class: "can-do-group" }, h("h3", {}, groupHeading(table, key)),
      h("ul", {}, [...moves.values()].map((move) => option(table, game, move, rulings))))),
  ];
}
