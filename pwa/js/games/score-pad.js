// Score pad screen: a big scoreboard, quick add buttons, a private note.
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

export const screen = {
  emptySeat: (n) => `Seat ${n} (empty)`,
  describe(entry, who, seatName) {
    const { move, result } = entry;
    if (move.type === "add") {
      const score = result?.score !== undefined ? ` (score ${result.score})` : "";
      return move.points > 0 ? `${who} added ${points(move.points)}${score}` : `${who} took off ${points(move.points)}${score}`;
    }
    if (move.type === "note") return `${who} saved a private note`;
    if (move.type === "finish") {
      const winners = (result?.winners || []).map(seatName).join(" and ");
      return `${who} ended the game${winners ? `: ${winners} won` : ""}`;
    }
    return null;
  },
  /** Issue 23: a Fix of an add or a note opens the same field, pre-filled. */
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
    const rows = state.scores.map((score, seat) => {
      const mine = ctx.you.seat === seat;
      const canAdd = !ctx.readOnly && !status.finished && (mine || ctx.isHost);
      return h("li", { class: `score-row${mine ? " mine" : ""}${status.winners.includes(seat) ? " winner" : ""}`, dataset: { seat } },
        h("span", { class: "who" }, ctx.nameOf(seat), mine ? h("em", {}, " (you)") : null),
        h("span", { class: "score", "aria-label": `${ctx.nameOf(seat)} score` }, String(score)),
        canAdd ? addControls(ctx, seat) : null);
    });
    const parts = [h("ol", { class: "scoreboard" }, rows)];
    if (state.goal) parts.unshift(h("p", { class: "goal" }, `First to ${state.goal} wins.`));
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
      // Issue 23: asked in the page (dialog.js), not with the browser's confirm().
      const end = h("button", { type: "button", class: "danger", onclick: async () => {
        const { askToConfirm } = await import("../dialog.js");
        if (await askToConfirm({ question: "End the game now?", detail: "The highest score wins. No more points can be added.",
          yes: "End the game", no: "Keep playing", danger: true })) ctx.send({ type: "finish" }, { near: end });
      } }, "End the game");
      parts.push(end);
    }
    return h("div", { class: "score-pad" }, parts);
  },
};
