// Score pad screen: a big scoreboard, quick add buttons, a private note; with the sheet option
// a score sheet instead: a row per round, a column per player or team, totals.
import { h } from "../dom.js";

/** The points field (SP2): the add row's, and the one a Fix of an add opens pre-filled. */
function pointsInput(attrs) {
  return h("input", { type: "number", inputmode: "numeric", step: 1, min: -1000, max: 1000, class: "points-input", ...attrs });
}

/** The private note's box, empty or holding ``text``. */
function noteBox(text, attrs = {}) {
  const note = h("textarea", { maxlength: 280, rows: 2, name: "note", ...attrs });
  note.value = text || "";
  return note;
}

function addControls(ctx, seat) {
  const amount = pointsInput({ "aria-label": `Points for ${ctx.nameOf(seat)}`, name: `points-${seat}` });
  const add = (points) => ctx.send({ type: "add", points, ...(ctx.actsFor(seat)) });
  return h("div", { class: "add-row" },
    [1, 5, 10, -1].map((p) => h("button", { type: "button", class: "chip", onclick: () => add(p) }, p > 0 ? `+${p}` : `${p}`)),
    h("form", { class: "inline", onsubmit: (e) => { e.preventDefault(); add(Number(amount.value)); amount.value = ""; } },
      amount, h("button", { type: "submit", class: "primary" }, "Add")));
}

const points = (n) => `${Math.abs(n)} point${Math.abs(n) === 1 ? "" : "s"}`;

// ---- The score sheet: its own functions, so the rest of the screen stays as it was. ----

/** The sides of a table (a team, or one seat), as the state gives them; older tables: one seat each. */
const sidesOf = (state) => state.sides || state.scores.map((_, seat) => [seat]);
const sideName = (ctx, side) => side.map((seat) => ctx.nameOf(seat)).join(side.length > 2 ? ", " : " and ")
  .replace(/, ([^,]*)$/, " and $1");
const mayEnterFor = (ctx, side) => !ctx.readOnly && !ctx.table.status.finished
  && (ctx.isHost || side.includes(ctx.you.seat));

/** The rules the table plays by, in one line: "3 rounds. Lowest total wins. A total of 100 ends the game." */
function rulesLine(state) {
  const said = [];
  if (state.sheet && state.rounds) said.push(`${state.rounds} round${state.rounds === 1 ? "" : "s"}.`);
  if (state.lowest_wins) said.push("Lowest total wins.");
  if (state.goal && state.sheet) said.push(`A total of ${state.goal} ends the game at the end of its round.`);
  else if (state.goal && state.lowest_wins) said.push(`A score of ${state.goal} ends the game.`);
  else if (state.goal) said.push(`First to ${state.goal} wins.`);
  return said.length ? h("p", { class: "goal" }, said.join(" ")) : null;
}

/** How many rows the sheet shows: every round of a limit; else those entered and the next one. */
function roundsShown(state, sides) {
  if (state.rounds) return state.rounds;
  const next = Math.max(...sides.map((_, i) => state.rows.filter((row) => row[i] !== null).length + 1));
  return state.finished ? state.rows.length : Math.max(state.rows.length, next);
}

/** One side's cell of a round: its points, an input where the viewer may enter it now, or empty. */
function sheetCell(ctx, state, sides, index, round) {
  const side = sides[index];
  const value = state.rows[round - 1]?.[index];
  if (value !== undefined && value !== null) return h("td", {}, String(value));
  const entered = state.rows.filter((row) => row[index] !== null).length;
  if (round !== entered + 1 || !mayEnterFor(ctx, side)) return h("td", { class: "empty" }, h("span", { class: "visually-hidden" }, "not entered"));
  const who = sideName(ctx, side);
  const input = h("input", { type: "number", inputmode: "numeric", step: 1, min: -1000, max: 1000, required: true,
    "aria-label": `Round ${round}: points for ${who}`, class: "points-input", name: `sheet-${round}-${index}` });
  const form = h("form", { class: "cell-form", onsubmit: (e) => {
    e.preventDefault();
    if (input.value.trim() === "") { ctx.warn(`Type the points for ${who} first (0 for none).`, form); return; }
    // The seat sent is the side's first (the host) or the player's own: a team's cell is one (SP5).
    const seat = side.includes(ctx.you.seat) ? ctx.you.seat : side[0];
    ctx.send({ type: "score", round, points: Number(input.value), ...ctx.actsFor(seat) }, { near: form });
  } }, input, h("button", { type: "submit", class: "primary small", "aria-label": `Enter round ${round} for ${who}` }, "Enter"));
  return h("td", { class: "entry" }, form);
}

/** The grid: a row per round (the current one marked), a column per side, the totals at the foot. */
function scoreSheet(ctx) {
  const { state, status } = ctx.table;
  const sides = sidesOf(state);
  const mine = (side) => side.includes(ctx.you.seat);
  const won = (side) => status.finished && status.winners.includes(side[0]);
  const head = h("tr", {}, h("th", { scope: "col" }, "Round"), sides.map((side) => h("th", {
    scope: "col", class: `${mine(side) ? "mine" : ""}${won(side) ? " winner" : ""}`.trim() || null,
  }, sideName(ctx, side), mine(side) ? h("em", {}, " (you)") : null)));
  const rows = [];
  for (let round = 1; round <= roundsShown(state, sides); round += 1) {
    const current = !status.finished && round === state.round;
    rows.push(h("tr", { class: current ? "current" : null, "aria-current": current ? "true" : null },
      h("th", { scope: "row" }, String(round), current ? h("span", { class: "visually-hidden" }, " (current round)") : null),
      sides.map((_, index) => sheetCell(ctx, state, sides, index, round))));
  }
  const totals = h("tr", { class: "totals" }, h("th", { scope: "row" }, "Total"),
    sides.map((side, index) => h("td", { class: won(side) ? "winner" : null, "aria-label": `${sideName(ctx, side)} total` },
      String(state.totals[index]), won(side) ? h("span", { class: "visually-hidden" }, " (won)") : null)));
  const caption = `Score sheet: a row per round, a column per ${sides.some((s) => s.length > 1) ? "team or player" : "player"}`;
  // The grid scrolls sideways inside its own box on a narrow phone, never the page; focusable so a
  // keyboard can scroll it too.
  return h("div", { class: "sheet-scroll", role: "region", "aria-label": "Score sheet", tabindex: 0 },
    h("table", { class: "sheet" }, h("caption", { class: "visually-hidden" }, caption),
      h("thead", {}, head), h("tbody", {}, rows), h("tfoot", {}, totals)));
}

/** A round score in the log: "Ann entered 5 for round 2 (total 17)", naming the team when there is one. */
function describeScore(move, result, who, seatName) {
  const team = result?.seats?.length > 1 ? ` for ${result.seats.map(seatName).join(" and ")}` : "";
  const total = result?.total !== undefined ? ` (total ${result.total})` : "";
  const end = result?.winners ? `; game over: ${result.winners.map(seatName).join(" and ")} won` : "";
  return `${who} entered ${move.points} for round ${move.round}${team}${total}${end}`;
}

export const screen = {
  emptySeat: (n) => `Seat ${n} (empty)`,
  describe(entry, who, seatName) {
    const { move, result } = entry;
    if (move.type === "add") {
      const score = result?.score !== undefined ? ` (score ${result.score})` : "";
      return move.points > 0 ? `${who} added ${points(move.points)}${score}` : `${who} took off ${points(move.points)}${score}`;
    }
    if (move.type === "score") return describeScore(move, result, who, seatName);
    if (move.type === "note") return `${who} saved a private note`;
    if (move.type === "finish") {
      const winners = (result?.winners || []).map(seatName).join(" and ");
      return `${who} ended the game${winners ? `: ${winners} won` : ""}`;
    }
    return null;
  },
  /** A Fix of an add or a note opens the same field, pre-filled. */
  fixEditor(ctx, move, entry) {
    const id = `fix-${move.type}-${entry.version}`;
    if (move.type === "add") {
      const input = pointsInput({ id, name: "points", value: move.points });
      return { element: h("div", { class: "field" }, h("label", { for: id }, "Points"), input),
        read: () => ({ ...move, points: input.value === "" ? null : Number(input.value) }) };
    }
    if (move.type === "note" && typeof move.text === "string") {
      const note = noteBox(move.text, { id });
      return { element: h("div", { class: "field" }, h("label", { for: id }, "Private note (only you see it)"), note),
        read: () => ({ ...move, text: note.value }) };
    }
    return null;
  },
  render(ctx) {
    const { state, status } = ctx.table;
    const rows = state.sheet ? [] : state.scores.map((score, seat) => {
      const mine = ctx.you.seat === seat;
      const canAdd = !ctx.readOnly && !status.finished && (mine || ctx.isHost);
      return h("li", { class: `score-row${mine ? " mine" : ""}${status.winners.includes(seat) ? " winner" : ""}`, dataset: { seat } },
        h("span", { class: "who" }, ctx.nameOf(seat), mine ? h("em", {}, " (you)") : null),
        h("span", { class: "score", "aria-label": `${ctx.nameOf(seat)} score` }, String(score)),
        canAdd ? addControls(ctx, seat) : null);
    });
    const parts = [state.sheet ? scoreSheet(ctx) : h("ol", { class: "scoreboard" }, rows)];
    const rules = rulesLine(state);
    if (rules) parts.unshift(rules);
    if (status.finished) {
      parts.unshift(h("p", { class: "banner" }, "Game over: ", status.winners.map((s) => ctx.nameOf(s)).join(" and "), " won."));
    }
    // Saving a note is a move, and a finished game takes none (SP1): no button that can only be refused.
    if (!ctx.readOnly && !status.finished && ctx.you.seat !== null && ctx.you.seat !== undefined) {
      const note = noteBox(state.my_note);
      parts.push(h("form", { class: "note", onsubmit: (e) => { e.preventDefault(); ctx.send({ type: "note", text: note.value }); } },
        h("label", {}, "Private note (only you see it)", note), h("button", { type: "submit" }, "Save note")));
    }
    if (!ctx.readOnly && status.finished && state.my_note) {
      parts.push(h("p", { class: "note" }, h("strong", {}, "Your private note: "), state.my_note));
    }
    if (ctx.isHost && !ctx.readOnly && !status.finished) {
      // Asked in the page (dialog.js), not with the browser's confirm().
      const end = h("button", { type: "button", class: "danger", onclick: async () => {
        const { askToConfirm } = await import("../dialog.js");
        const best = state.lowest_wins ? "lowest" : "highest";
        if (await askToConfirm({ question: "End the game now?", detail: `The ${best} score wins. No more points can be added.`,
          yes: "End the game", no: "Keep playing", danger: true })) ctx.send({ type: "finish" }, { near: end });
      } }, "End the game");
      parts.push(end);
    }
    return h("div", { class: "score-pad" }, parts);
  },
};
