// Robin Hood (1990): the gold ledger. Sliders for the pawns, coins for the gold.
import { h } from "../dom.js";
import { lineChart } from "../charts.js";
import { api } from "../api.js";

const POINTS = ["", "the inn", "the clearing", "the farm", "the fisherman's hut"];
const CASTLE_CARDS = [1, 2, 3, 4, 5, "sheriff"];
const distances = new Map(); // slider positions survive re-renders

function coins(count) {
  return h("span", { class: "coins", "aria-label": `${count} gold` },
    Array.from({ length: Math.min(count, 30) }, () => h("span", { class: "coin" })), count > 30 ? ` +${count - 30}` : null);
}

function duelForm(ctx) {
  const { state } = ctx.table;
  const seat = ctx.you.seat ?? 0;
  const mineOrAny = ctx.isHost ? [...Array(state.seats).keys()] : [seat];
  const who = h("select", { name: "duel-seat", "aria-label": "Who duelled" }, mineOrAny.map((s) => h("option", { value: s }, ctx.nameOf(s))));
  const select = (label) => h("select", { name: label, "aria-label": label }, CASTLE_CARDS.map((c) => h("option", { value: c }, c === "sheriff" ? "Sheriff" : `${c} arrow${c > 1 ? "s" : ""}`)));
  const player = select("Your castle card"), sheriff = select("Sheriff's castle card");
  sheriff.value = "2";
  const parse = (v) => (v === "sheriff" ? v : Number(v));
  return h("details", { class: "duel" }, h("summary", {}, "Archery duel"),
    mineOrAny.length > 1 ? h("label", {}, "Player", who) : null,
    h("label", {}, "Player's castle card", player), h("label", {}, "Sheriff's castle card", sheriff),
    h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "duel", player_card: parse(player.value),
      sheriff_card: parse(sheriff.value), ...ctx.actsFor(Number(who.value)) }) }, "Settle the duel"));
}

function seatPicker(ctx, name) {
  const { state } = ctx.table;
  const seats = ctx.isHost ? [...Array(state.seats).keys()] : [ctx.you.seat ?? 0];
  const select = h("select", { name, "aria-label": "Who drew it" }, seats.map((s) => h("option", { value: s }, ctx.nameOf(s))));
  return { seats, select, element: seats.length > 1 ? h("label", {}, "Player", select) : null };
}

/** An event card (V5): the rulebook does not print them, so the player enters what it did. */
function eventForm(ctx) {
  const who = seatPicker(ctx, "event-seat");
  const text = h("input", { type: "text", name: "event-text", maxlength: 200, required: true,
    placeholder: "What the card says, or a note" });
  const gold = h("input", { type: "number", name: "event-gold", min: -100, max: 100, step: 1, value: 0 });
  const pawn = h("select", { name: "event-pawn" },
    h("option", { value: "none" }, "did not move"), h("option", { value: "forward" }, "moved forward"),
    h("option", { value: "back" }, "moved back"), h("option", { value: "start" }, "went back to the section's start"));
  const spaces = h("input", { type: "number", name: "event-spaces", min: 1, max: 60, step: 1, value: 1 });
  const send = () => {
    const amount = Number(gold.value);
    if (!text.value.trim()) { ctx.warn("Write the card's text or a note first."); return; }
    if (!Number.isInteger(amount)) { ctx.warn("The gold is a whole number: negative when the card took gold."); return; }
    const steps = Number(spaces.value);
    ctx.send({ type: "event", text: text.value.trim(), gold: amount,
      pawn_spaces: pawn.value === "forward" ? steps : pawn.value === "back" ? -steps : 0,
      pawn_to_section_start: pawn.value === "start", ...ctx.actsFor(Number(who.select.value)) });
  };
  return h("details", { class: "event" }, h("summary", {}, "Event card"), who.element,
    h("label", {}, "Card text or note", text),
    h("label", {}, "Gold (+ gained, − lost)", gold),
    h("label", {}, "Pawn", pawn), h("label", {}, "Spaces", spaces),
    h("button", { type: "button", class: "primary", onclick: send }, "Enter the event"));
}

/** V6: after a tie for the fewest gold, a tied player or the host names who starts. */
function starterChoice(ctx) {
  const { state } = ctx.table;
  const tied = state.choosing_starter;
  const names = tied.map((s) => ctx.nameOf(s)).join(" or ");
  const isTied = tied.includes(ctx.you.seat);
  // A tied player chooses as themselves; a host who is not tied (perhaps seated at the table) enters the
  // choice for the tied player it names, which sends the host's token rather than their own seat's.
  const choose = (s) => ctx.send({ type: "starter", starting_seat: s, ...(isTied ? {} : { seat: s }) });
  return h("section", { class: "entry starter-choice" }, h("h3", {}, "Tied for the fewest gold: who starts?"),
    isTied || ctx.isHost
      ? tied.map((s) => h("button", { type: "button", class: "primary", onclick: () => choose(s) }, `${ctx.nameOf(s)} starts`))
      : h("p", { class: "waiting" }, `Waiting for ${names} (or the host) to choose who starts section ${state.section}.`));
}

function settlementForm(ctx) {
  const { state } = ctx.table;
  const key = (seat) => `${ctx.table.id}:${state.section}:${seat}`;
  const preview = h("div", { class: "preview", "aria-live": "polite" });
  const rows = [...Array(state.seats).keys()].map((seat) => {
    const value = distances.get(key(seat)) ?? (seat === 0 ? 0 : seat * 3);
    const out = h("output", {}, value === 0 ? "arrived" : `${value} spaces short`);
    const slider = h("input", { type: "range", min: 0, max: 40, step: 1, value, name: `distance-${seat}`,
      "aria-label": `${ctx.nameOf(seat)}: spaces short of ${POINTS[state.section]}`,
      oninput: () => { distances.set(key(seat), Number(slider.value)); out.textContent = slider.value === "0" ? "arrived" : `${slider.value} spaces short`; update(); } });
    distances.set(key(seat), value);
    return h("div", { class: "pawn" }, h("span", { class: "who" }, ctx.nameOf(seat)), slider, out);
  });
  const current = () => Object.fromEntries([...Array(state.seats).keys()].map((s) => [String(s), distances.get(key(s))]));
  let timer = null;
  function update() {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      // The same engine code as the table, through the stateless calculator.
      let body;
      try {
        body = await api.calculate("/robin-hood-1990/settlement", { gathering_point: state.section, distances: current(), rule: state.rule });
      } catch (err) {
        preview.replaceChildren(h("p", { class: "message error" }, err.message));
        return;
      }
      preview.replaceChildren(h("ul", { class: "paid" }, Object.entries(body.gold).map(([s, g]) =>
        h("li", {}, `${ctx.nameOf(Number(s))} +${g} `, coins(g)))));
    }, 150);
  }
  update();
  return h("section", { class: "settle" }, h("h3", {}, `Gathering point ${state.section}: ${POINTS[state.section]}`),
    h("p", { class: "hint" }, "Slide each pawn to its distance short of the gathering point; the arrival at 0."), rows, preview,
    h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "settle", distances: current() }) }, "Pay out"));
}

export const rh1990Game = {
  describe(entry, who, seatName) {
    const m = entry.move;
    if (m.type === "duel") return `${who}: duel ${m.player_card} v ${m.sheriff_card}, ${entry.result.winner === "player" ? "won 5 gold" : "the Sheriff won"}`;
    if (m.type === "settle") return `Gathering point ${entry.result.gathering_point} paid out`;
    // The host may enter the choice for a tied player (V6): say it was the host.
    if (m.type === "starter") return `${entry.by === "host" ? "Host" : who} chose who starts: ${seatName(m.starting_seat)}`;
    if (m.type === "event") {
      const r = entry.result;
      const gold = r.changed > 0 ? `+${r.changed} gold` : r.changed < 0 ? `${r.changed} gold` : "no gold";
      const pawn = m.pawn_to_section_start ? ", pawn back to the section's start"
        : m.pawn_spaces ? `, pawn ${m.pawn_spaces > 0 ? "forward" : "back"} ${Math.abs(m.pawn_spaces)}` : "";
      return `${who}: event “${m.text}”: ${gold}${pawn}${r.clamped ? ` (only ${-r.changed} of ${-r.asked} could be taken: gold never goes below 0)` : ""}`;
    }
    return null;
  },
  render(ctx) {
    const { state, status } = ctx.table;
    const seats = [...Array(state.seats).keys()];
    const last = state.settlements[state.settlements.length - 1];
    const parts = [];
    if (status.finished) parts.push(h("p", { class: "banner" }, `Game over: ${status.winners.map((s) => ctx.nameOf(s)).join(" and ")} won.`));
    else parts.push(h("p", { class: "round-line" }, `Section ${state.section} of 4 · towards ${POINTS[state.section]} · `,
      state.starter !== null ? `${ctx.nameOf(state.starter)} starts` : "who starts?", ` · rule: ${state.rule === "last" ? "distance to the last" : "distance to the player behind"}`));
    if (state.choosing_starter.length && !ctx.readOnly) parts.push(starterChoice(ctx));
    parts.push(h("ul", { class: "ledger" }, seats.map((s) => h("li", { class: ctx.you.seat === s ? "mine" : "", dataset: { seat: s } },
      h("span", { class: "who" }, ctx.nameOf(s)), h("span", { class: "gold" }, `${state.gold[s]} gold`), coins(state.gold[s]),
      last ? h("small", { class: "last-paid" }, ` last paid +${last.paid[String(s)]}`) : null))));
    // V6: nothing else is accepted until the tied players have chosen who starts.
    if (!status.finished && !ctx.readOnly && !state.choosing_starter.length) parts.push(duelForm(ctx), eventForm(ctx), settlementForm(ctx));
    if (state.settlements.length) {
      parts.push(lineChart({ title: "Gold per section", labels: ["start", ...state.settlements.map((x) => `GP ${x.gathering_point}`)],
        series: seats.map((s) => ({ name: ctx.nameOf(s), values: [5, ...state.settlements.map((x) => x.gold_after[s])] })) }));
    }
    return h("div", { class: "rh1990" }, parts);
  },
};
