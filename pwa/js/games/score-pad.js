// Score pad screen: a big scoreboard, quick add buttons, a private note; with the sheet option
// a score sheet instead: a row per round, a column per player or team, totals.
// What may be entered comes from the engine (choices.js): the cells a side may fill now (SP5, SP6), whose
// points may be added, the note, the host's end of the game (SP4, SP9).
import { h } from "../dom.js";
import { listWords, numberWords, t } from "../i18n.js";
import { allowedValues, allows, legalMove, legalMoves } from "../choices.js";

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
  const amount = pointsInput({ "aria-label": t("sp-points-for", { name: ctx.nameOf(seat) }), name: `points-${seat}` });
  const add = (points) => ctx.send({ type: "add", points, ...(ctx.actsFor(seat)) });
  return h("div", { class: "add-row" },
    [1, 5, 10, -1].map((p) => h("button", { type: "button", class: "chip", onclick: () => add(p) }, p > 0 ? `+${p}` : `${p}`)),
    h("form", { class: "inline", onsubmit: (e) => { e.preventDefault(); add(Number(amount.value)); amount.value = ""; } },
      amount, h("button", { type: "submit", class: "primary" }, t("sp-add"))));
}

// ---- The score sheet: its own functions, so the rest of the screen stays as it was. ----

/** The sides of a table (a team, or one seat), as the state gives them; older tables: one seat each. */
const sidesOf = (state) => state.sides || state.scores.map((_, seat) => [seat]);
const sideName = (ctx, side) => listWords(side.map((seat) => ctx.nameOf(seat)));
/** The legal move that enters ``round`` for ``side`` from this phone, one's own seat's first; null: none now. */
function cellMove(ctx, side, round) {
  if (ctx.readOnly) return null;
  const moves = legalMoves(ctx.table, "score").filter((m) => side.includes(m.seat) && allows(m, "round", round));
  return moves.find((m) => m.seat === ctx.you.seat) || moves[0] || null;
}

/** The rules the table plays by, in one line: "3 rounds. Lowest total wins. A total of 100 ends the game." */
function rulesLine(state) {
  const said = [];
  if (state.sheet && state.rounds) said.push(t("sp-rules-rounds", { count: state.rounds }));
  if (state.lowest_wins) said.push(t("sp-rules-lowest-wins"));
  if (state.goal && state.sheet) said.push(t("sp-rules-goal-sheet", { goal: state.goal }));
  else if (state.goal && state.lowest_wins) said.push(t("sp-rules-goal-lowest", { goal: state.goal }));
  else if (state.goal) said.push(t("sp-rules-goal", { goal: state.goal }));
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
  if (value !== undefined && value !== null) return h("td", {}, numberWords(value)); // 1,000 / 1.000 / 1 000
  const move = cellMove(ctx, side, round);
  if (!move) return h("td", { class: "empty" }, h("span", { class: "visually-hidden" }, t("sp-not-entered")));
  const who = sideName(ctx, side);
  const input = h("input", { type: "number", inputmode: "numeric", step: 1, min: -1000, max: 1000, required: true,
    "aria-label": t("sp-cell-label", { round, who }), class: "points-input", name: `sheet-${round}-${index}`,
    // Said if a live update takes this cell away while something is typed in it (table/page.js keepTyping).
    "data-lost": t("sp-cell-typed-lost", { round, who }) });
  const form = h("form", { class: "cell-form", onsubmit: (e) => {
    e.preventDefault();
    if (input.value.trim() === "") { ctx.warn(t("sp-cell-empty", { who }), form); return; }
    // The seat sent is the player's own, or for the host the side's first: a team's cell is one (SP5).
    ctx.send({ type: "score", round, points: Number(input.value), ...ctx.actsFor(move.seat) }, { near: form });
  } }, input, h("button", { type: "submit", class: "primary small", "aria-label": t("sp-cell-enter-label", { round, who }) }, t("sp-cell-enter")));
  return h("td", { class: "entry" }, form);
}

/** The grid: a row per round (the current one marked), a column per side, the totals at the foot. */
function scoreSheet(ctx) {
  const { state, status } = ctx.table;
  const sides = sidesOf(state);
  const mine = (side) => side.includes(ctx.you.seat);
  const won = (side) => status.finished && status.winners.includes(side[0]);
  const head = h("tr", {}, h("th", { scope: "col" }, t("sp-sheet-round")), sides.map((side) => h("th", {
    scope: "col", class: `${mine(side) ? "mine" : ""}${won(side) ? " winner" : ""}`.trim() || null,
  }, sideName(ctx, side), mine(side) ? h("em", {}, ` ${t("sp-you")}`) : null)));
  const rows = [];
  for (let round = 1; round <= roundsShown(state, sides); round += 1) {
    const current = !status.finished && round === state.round;
    rows.push(h("tr", { class: current ? "current" : null, "aria-current": current ? "true" : null },
      h("th", { scope: "row" }, numberWords(round), current ? h("span", { class: "visually-hidden" }, ` ${t("sp-sheet-current-round")}`) : null),
      sides.map((_, index) => sheetCell(ctx, state, sides, index, round))));
  }
  const totals = h("tr", { class: "totals" }, h("th", { scope: "row" }, t("sp-sheet-total")),
    sides.map((side, index) => h("td", { class: won(side) ? "winner" : null, "aria-label": t("sp-sheet-total-of", { who: sideName(ctx, side) }) },
      numberWords(state.totals[index]), won(side) ? h("span", { class: "visually-hidden" }, ` ${t("sp-sheet-won")}`) : null)));
  const caption = t("sp-sheet-caption", { columns: sides.some((s) => s.length > 1) ? "teams" : "players" });
  // The grid scrolls sideways inside its own box on a narrow phone, never the page; focusable so a
  // keyboard can scroll it too.
  return h("div", { class: "sheet-scroll", role: "region", "aria-label": t("sp-sheet-label"), tabindex: 0 },
    h("table", { class: "sheet" }, h("caption", { class: "visually-hidden" }, caption),
      h("thead", {}, head), h("tbody", {}, rows), h("tfoot", {}, totals)));
}

/** A round score in the log: "Ann entered 5 for round 2 (total 17)", naming the team when there is one. */
function describeScore(move, result, who, seatName) {
  const team = result?.seats?.length > 1 ? listWords(result.seats.map(seatName)) : "";
  const winners = result?.winners || [];
  return t("sp-log-entered", {
    who, points: move.points, round: move.round,
    forTeam: team ? "yes" : "no", team,
    withTotal: result?.total !== undefined ? "yes" : "no", total: result?.total ?? "",
    over: result?.winners ? "yes" : "no", winners: listWords(winners.map(seatName)), count: winners.length,
  });
}

/** Points added or taken off in the log: "Ann added 5 points (score 12)", "Bob took off 1 point". */
function describeAdd(move, result, who) {
  const args = { who, count: Math.abs(move.points), score: result?.score ?? "", withScore: result?.score !== undefined ? "yes" : "no" };
  return move.points > 0 ? t("sp-log-added", args) : t("sp-log-took-off", args);
}

/**
 * Who goes first (SP12): a seat button each, among the seats the engine offers while no points are on
 * the pad; once named, a line says who started. The "Draw at random" beside it is the table page's.
 */
function starterChoice(ctx) {
  const { state } = ctx.table;
  const move = ctx.readOnly ? null : legalMove(ctx.table, "starter");
  const named = Number.isInteger(state.starter) ? t("sp-starter-named", { name: ctx.nameOf(state.starter) }) : null;
  if (!move) return named ? h("p", { class: "starter-line" }, named) : null;
  const section = h("section", { class: "entry starter", dataset: { refusalAnchor: "" } }, h("h3", {}, t("sp-starter-heading")),
    h("p", { class: "hint" }, named || t("sp-starter-hint")));
  section.append(h("div", { class: "seat-buttons" }, (allowedValues(move, "starting_seat") || []).map((seat) => h("button", {
    type: "button", class: state.starter === seat ? "primary" : "", "aria-pressed": String(state.starter === seat),
    onclick: () => ctx.send({ type: "starter", starting_seat: seat }, { near: section }) }, ctx.nameOf(seat)))));
  return section;
}

export const screen = {
  emptySeat: (number) => t("sp-empty-seat", { number }),
  describe(entry, who, seatName) {
    const { move, result } = entry;
    if (move.type === "add") return describeAdd(move, result, who);
    if (move.type === "score") return describeScore(move, result, who, seatName);
    if (move.type === "note") return t("sp-log-note", { who });
    // A draw is the server's: the log's "Drawn at random by the app:" says so, without the asker's name.
    if (move.type === "starter") return move.at_random ? t("sp-log-starter-drawn", { name: seatName(move.starting_seat) })
      : t("sp-log-starter", { who, name: seatName(move.starting_seat) });
    if (move.type === "finish") {
      const winners = result?.winners || [];
      return t("sp-log-finished", { who, winners: listWords(winners.map(seatName)), count: winners.length });
    }
    return null;
  },
  /** A Fix of an add or a note opens the same field, pre-filled. */
  fixEditor(ctx, move, entry) {
    const id = `fix-${move.type}-${entry.version}`;
    if (move.type === "add") {
      const input = pointsInput({ id, name: "points", value: move.points });
      return { element: h("div", { class: "field" }, h("label", { for: id }, t("sp-fix-points")), input),
        read: () => ({ ...move, points: input.value === "" ? null : Number(input.value) }) };
    }
    if (move.type === "starter" && Number.isInteger(move.starting_seat)) {
      const seats = [...Array(ctx.table.state.seats).keys()];
      const select = h("select", { id, name: "starting_seat" }, seats.map((seat) => h("option", { value: seat, selected: seat === move.starting_seat }, ctx.nameOf(seat))));
      return { element: h("div", { class: "field" }, h("label", { for: id }, t("sp-starter-heading")), select),
        read: () => ({ ...move, starting_seat: Number(select.value) }) };
    }
    if (move.type === "note" && typeof move.text === "string") {
      const note = noteBox(move.text, { id });
      return { element: h("div", { class: "field" }, h("label", { for: id }, t("sp-note-label")), note),
        read: () => ({ ...move, text: note.value }) };
    }
    return null;
  },
  render(ctx) {
    const { state, status } = ctx.table;
    const rows = state.sheet ? [] : state.scores.map((score, seat) => {
      const mine = ctx.you.seat === seat;
      const canAdd = !ctx.readOnly && Boolean(legalMove(ctx.table, "add", { seat }));
      return h("li", { class: `score-row${mine ? " mine" : ""}${status.winners.includes(seat) ? " winner" : ""}`, dataset: { seat } },
        h("span", { class: "who" }, ctx.nameOf(seat), mine ? h("em", {}, ` ${t("sp-you")}`) : null),
        h("span", { class: "score", "aria-label": t("sp-score-of", { name: ctx.nameOf(seat) }) }, numberWords(score)),
        canAdd ? addControls(ctx, seat) : null);
    });
    const parts = [state.sheet ? scoreSheet(ctx) : h("ol", { class: "scoreboard" }, rows)];
    const rules = rulesLine(state);
    const starter = starterChoice(ctx);
    if (starter) parts.unshift(starter);
    if (rules) parts.unshift(rules);
    if (status.finished) {
      const winners = status.winners.map((s) => ctx.nameOf(s));
      parts.unshift(h("p", { class: "banner" }, t("sp-game-over", { winners: listWords(winners), count: winners.length })));
    }
    // Saving a note is a move, and a finished game takes none (SP1): no button that can only be refused.
    if (!ctx.readOnly && ctx.you.seat !== null && ctx.you.seat !== undefined && legalMove(ctx.table, "note", { seat: ctx.you.seat })) {
      const note = noteBox(state.my_note);
      parts.push(h("form", { class: "note", onsubmit: (e) => { e.preventDefault(); ctx.send({ type: "note", text: note.value }); } },
        h("label", {}, t("sp-note-label"), note), h("button", { type: "submit" }, t("sp-note-save"))));
    }
    if (!ctx.readOnly && status.finished && state.my_note) {
      parts.push(h("p", { class: "note" }, h("strong", {}, t("sp-your-note")), " ", state.my_note));
    }
    if (!ctx.readOnly && legalMove(ctx.table, "finish")) {
      // Asked in the page (dialog.js), not with the browser's confirm().
      const end = h("button", { type: "button", class: "danger", onclick: async () => {
        const { askToConfirm } = await import("../dialog.js");
        if (await askToConfirm({ question: t("sp-end-question"), detail: t("sp-end-detail", { lowest: state.lowest_wins ? "yes" : "no" }),
          yes: t("sp-end"), no: t("sp-end-keep-playing"), danger: true })) ctx.send({ type: "finish" }, { near: end });
      } }, t("sp-end"));
      parts.push(end);
    }
    return h("div", { class: "score-pad" }, parts);
  },
};
