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
  describe(entry, who) {
    const m = entry.move;
    if (m.type === "duel") return `${who}: duel ${m.player_card} v ${m.sheriff_card}, ${entry.result.winner === "player" ? "won 5 gold" : "the Sheriff won"}`;
    if (m.type === "settle") return `Gathering point ${entry.result.gathering_point} paid out`;
    if (m.type === "starter") return `${who} chose who starts`;
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
    if (state.choosing_starter.length && !ctx.readOnly) {
      parts.push(h("section", { class: "entry" }, h("h3", {}, "Tied for the fewest gold: who starts?"),
        state.choosing_starter.map((s) => h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "starter", seat: s }) }, ctx.nameOf(s)))));
    }
    parts.push(h("ul", { class: "ledger" }, seats.map((s) => h("li", { class: ctx.you.seat === s ? "mine" : "", dataset: { seat: s } },
      h("span", { class: "who" }, ctx.nameOf(s)), h("span", { class: "gold" }, `${state.gold[s]} gold`), coins(state.gold[s]),
      last ? h("small", { class: "last-paid" }, ` last paid +${last.paid[String(s)]}`) : null))));
    if (!status.finished && !ctx.readOnly && !state.choosing_starter.length) parts.push(duelForm(ctx), settlementForm(ctx));
    if (state.settlements.length) {
      parts.push(lineChart({ title: "Gold per section", labels: ["start", ...state.settlements.map((x) => `GP ${x.gathering_point}`)],
        series: seats.map((s) => ({ name: ctx.nameOf(s), values: [5, ...state.settlements.map((x) => x.gold_after[s])] })) }));
    }
    return h("div", { class: "rh1990" }, parts);
  },
};
