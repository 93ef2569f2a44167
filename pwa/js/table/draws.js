// Draws: where the rules leave a choice to the table (who starts), this phone may ask the server to
// draw it (POST .../draws: the server picks, no phone does), and every phone shows each draw as it
// lands, the same on all of them: the names turn over for a moment, then stop on the one drawn.
// What may be drawn is the engine's to say: a legal move (table.choices) whose type GET /games lists
// as `drawable`. Loaded only when a table offers a draw or one arrives.
import { api, Offline } from "../api.js";
import { h, mount } from "../dom.js";
import { t } from "../i18n.js";
import { explainError } from "../forms.js";
import { seatName } from "../games/index.js";
import { describeEntry } from "./log.js";

const TURNS = 12; // how many names turn over before the draw stops
const TURN_MS = 90;

/** The legal moves this phone may leave to chance now: one button each. */
function drawableMoves(table, game) {
  const seen = new Set();
  return (table.choices?.moves || []).filter((move) => {
    const drawable = game.moves[move.type]?.drawable || [];
    const offered = drawable.length && drawable.every((name) => move.fields?.[name]?.values?.length) && !seen.has(move.type);
    seen.add(move.type);
    return offered;
  });
}

/** The buttons: "Draw at random" beside each drawable move's description. */
export function drawButtons(table, game, { tableId, token, refresh, refused }) {
  return drawableMoves(table, game).map((move) => {
    const button = h("button", { type: "button", class: "draw-button", "data-draw": move.type }, t("draw-button"));
    button.onclick = async () => {
      button.disabled = true;
      try {
        await api.draw(tableId, token, move.type);
        await refresh();
      } catch (err) {
        refused(err instanceof Offline ? t("draw-needs-connection") : explainError(err).text, button);
      } finally {
        button.disabled = false;
      }
    };
    return h("div", { class: "draw-offer" }, h("p", {}, game.moves[move.type].description), button);
  });
}

/** Show a draw landing: the seats' names turn over, then the log's sentence for the draw, announced. */
export function showDraw(spot, entry, table, game) {
  const names = table.players.length ? table.players.map((p) => p.name) : [seatName(table, 0)];
  const result = describeEntry(entry, table, game); // "Drawn at random by the app: ..." as the log says it
  const line = h("p", { class: "draw-names", "aria-hidden": "true" });
  const said = h("p", { class: "draw-said", role: "status" });
  mount(spot, h("div", { class: "draw-show" }, h("p", { class: "draw-title" }, t("draw-drawing")), line, said));
  const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  let turn = 0;
  const land = () => { line.textContent = ""; said.textContent = result; };
  if (still) { land(); return; }
  const timer = setInterval(() => {
    line.textContent = names[turn % names.length];
    turn += 1;
    if (turn >= TURNS) { clearInterval(timer); land(); }
  }, TURN_MS);
}
