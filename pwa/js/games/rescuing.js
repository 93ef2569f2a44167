// Rescuing Robin Hood: the battlefield, the bands, and an attack flow for one hand.
import { h } from "../dom.js";
import { lineChart } from "../charts.js";

const ATTRS = ["wit", "brawn", "stealth"];
const STATS = ["wit", "brawn", "stealth", "jolliness"];
const TOKENS = ["scouting", "cookery", "prayer", "mead"];
const RANGE = { blue: [1, 6], red: [2, 9] }; // R15
const STAGE_RULES = {
  setup: "Stage 1: deal each row of the scenario card: a villager per medallion, its guards face-down, the end guard face-up (R7). Accelerated: 2 villagers a medallion (R14).",
  bands: "Stage 2: draw 4 villagers; total your band's Wit, Brawn, Stealth and Jolliness with your leader's, and take its skill tokens.",
  turns: "Stage 3: up to 2 attacks with different attributes (R4). Plan first: Jolliness on your own turn, tokens on any turn (R6). Ties go to the band (R1).",
  recruit: "Stage 4: in turn order, take a villager from the Major Oak or pass (R8).",
  cleanup: "Stage 5: unrescued villagers are imprisoned, the rest go to Sherwood Forest, Cookery becomes Mead; days 2 and 4 cut the bands to 8 and 4 (R8).",
  over: "The game is over.",
};
const pendingMedallions = new Map();
const num = (name, label, value = 0, min = -20, max = 99) => h("label", { class: "tiny" }, label,
  h("input", { type: "number", name, min, max, value, "aria-label": label }));
const read = (root, name) => Number(root.querySelector(`[name="${name}"]`).value || 0);

function cardView(card, index) {
  if (card.kind !== "guard") return h("span", { class: `rcard ${card.kind}`, title: `card ${index}` }, card.kind === "castle" ? "🏰" : "Sheriff",
    h("small", {}, ` W${card.values.wit} B${card.values.brawn} S${card.values.stealth}`));
  const known = ATTRS.filter((a) => card.values[a] !== undefined).map((a) => `${a[0].toUpperCase()}${card.values[a]}`).join(" ");
  return h("span", { class: `rcard ${card.colour}${card.face_up ? " up" : " down"}`, title: `card ${index}` },
    card.face_up ? (known || "up") : "▮");
}

function battlefield(ctx) {
  const { state } = ctx.table;
  return h("section", { class: "battlefield" }, h("h3", {}, `Day ${state.day} battlefield`),
    state.rows.map((row, i) => h("div", { class: `brow ${row.kind}${row.cleared ? " cleared" : ""}`, dataset: { row: i } },
      h("span", { class: "rlabel" }, row.kind === "row" ? `Row ${i}` : row.kind === "wall" ? "Wall" : row.kind === "courtyard" ? `Courtyard ${i}` : "Sheriff"),
      h("span", { class: "villagers" }, (row.medallions || []).map((m) => h("span", { class: `medallion ${m}`, title: m }, "●"))),
      h("span", { class: "cards" }, row.cleared ? "cleared" : row.cards.map(cardView)))),
    h("p", { class: "counts" }, `Major Oak ${state.major_oak} · Sherwood Forest ${state.sherwood} · imprisoned ${state.imprisoned}`,
      state.robin_rescued ? " · Robin rescued!" : ""));
}

function trackers(ctx) {
  const { state } = ctx.table;
  return h("ul", { class: "ledger trackers" }, state.bands.map((band, seat) => h("li", { class: `${ctx.you.seat === seat ? "mine" : ""}${state.current === seat ? " current" : ""}`, dataset: { seat } },
    h("span", { class: "who" }, ctx.nameOf(seat), state.leaders[seat] ? h("small", {}, ` (${state.leaders[seat]})`) : null,
      state.current === seat ? " ▶ turn" : ""),
    band ? h("span", { class: "stats" }, STATS.map((s) => h("span", { class: `stat ${s}` }, `${s.slice(0, 3)} ${band[s]}`)),
      h("span", { class: "tokens" }, TOKENS.map((t) => (band[t] ? ` ${t} ×${band[t]}` : "")).join(""))) : h("small", {}, "band not drawn"))));
}

function setupPanel(ctx) {
  const { state } = ctx.table;
  const root = h("section", { class: "entry" });
  if (state.day === 5) {
    return h("section", { class: "entry" }, h("h3", {}, "Day 5: storm the Castle"),
      h("div", { class: "numbers-row" }, h("span", {}, "Wall guards"), num("wall-blue", "blue", 0, 0, 12), num("wall-red", "red", 0, 0, 12)),
      h("div", { class: "numbers-row" }, h("span", {}, "Castle"), ATTRS.map((a) => num(`castle-${a}`, a, 0, 0, 30))),
      h("div", { class: "numbers-row" }, h("span", {}, "Courtyard rows"), [1, 2].map((n) => [num(`cy${n}-blue`, `row ${n} blue`, n === 1 ? 1 : 0, 0, 12), num(`cy${n}-red`, `row ${n} red`, 0, 0, 12)])),
      h("div", { class: "numbers-row" }, h("span", {}, "Sheriff's row"), num("sh-blue", "blue", 0, 0, 12), num("sh-red", "red", 1, 0, 12), ATTRS.map((a) => num(`sheriff-${a}`, `Sheriff ${a}`, 0, 0, 30))),
      h("button", { type: "button", class: "primary", onclick: (e) => {
        const f = e.target.closest("section");
        const courtyard = [1, 2].map((n) => ({ blue: read(f, `cy${n}-blue`), red: read(f, `cy${n}-red`) })).filter((c) => c.blue + c.red);
        ctx.send({ type: "add_castle", wall: { blue: read(f, "wall-blue"), red: read(f, "wall-red") },
          castle: Object.fromEntries(ATTRS.map((a) => [a, read(f, `castle-${a}`)])), courtyard,
          sheriff_guards: { blue: read(f, "sh-blue"), red: read(f, "sh-red") }, sheriff: Object.fromEntries(ATTRS.map((a) => [a, read(f, `sheriff-${a}`)])) });
      } }, "Set up the Castle"),
      state.rows.length ? h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "setup_done" }) }, "Draw the bands") : null);
  }
  // The row being entered survives the re-renders other players' moves cause.
  const memo = `${ctx.table.id}:${state.day}:${state.rows.length}`;
  const medallions = pendingMedallions.get(memo) || [];
  pendingMedallions.set(memo, medallions);
  const shown = h("output", { class: "picked" }, medallions.join(", ") || "no villagers yet");
  const pick = (m) => { medallions.push(m); shown.textContent = medallions.join(", "); };
  root.append(h("h3", {}, `Day ${state.day}: rows from the scenario card`),
    h("div", { class: "inline" }, ["bronze", "silver", "gold"].map((m) => h("button", { type: "button", class: `chip medallion-btn ${m}`, onclick: () => pick(m) }, `+ ${m}`)), shown),
    h("div", { class: "numbers-row" }, num("row-blue", "blue guards", 0, 0, 12), num("row-red", "red guards", 0, 0, 12)),
    h("button", { type: "button", onclick: () => {
      if (!medallions.length) { ctx.warn("Add the row's medallions first."); return; }
      ctx.send({ type: "add_row", medallions, guards: { blue: read(root, "row-blue"), red: read(root, "row-red") } });
    } }, "Add the row"),
    state.rows.length ? h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "setup_done" }) }, "Done: draw the bands") : null);
  return root;
}

function bandPanel(ctx) {
  const { state } = ctx.table;
  const seat = ctx.you.seat;
  const who = state.bands[seat ?? -1] === null && seat !== null ? seat : ctx.isHost ? state.bands.findIndex((b) => b === null) : -1;
  if (who < 0) return h("p", { class: "waiting" }, "Waiting for the other bands.");
  const root = h("section", { class: "entry" }, h("h3", {}, `${ctx.nameOf(who)}: today's band totals`),
    h("div", { class: "numbers-row" }, STATS.map((s) => num(`band-${s}`, s))),
    h("div", { class: "numbers-row" }, ["scouting", "cookery", "prayer"].map((t) => num(`band-${t}`, t, 0, 0, 10))));
  root.append(h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "band",
    ...Object.fromEntries([...STATS, "scouting", "cookery", "prayer"].map((k) => [k, read(root, `band-${k}`)])), ...ctx.actsFor(who) }) }, "Enter the band"));
  return root;
}

function witHint(state, band) {
  const wit = state.turn.wit;
  if (!wit) return null;
  const row = state.rows[wit.row];
  const next = row.cards[wit.outwitted];
  if (!next) return null;
  const left = band.wit - wit.total;
  const max = next.kind === "guard" ? (next.face_up && next.values.wit !== undefined ? next.values.wit : RANGE[next.colour][1]) : next.values.wit;
  const safe = max <= left;
  return h("p", { class: `hint wit-hint ${safe ? "safe" : "risky"}` }, `Wit left ${left}. Next card: ${next.kind === "guard" ? `${next.colour} guard, at most ${max}` : `the ${next.kind}, ${max}`}: `,
    h("strong", {}, safe ? "it cannot beat you." : "it could beat you."));
}

function turnPanel(ctx) {
  const { state } = ctx.table;
  const seat = state.current;
  const mine = ctx.you.seat === seat || ctx.isHost;
  const band = state.bands[seat];
  const extra = ctx.actsFor(seat);
  const root = h("section", { class: "entry attack" }, h("h3", {}, `${ctx.nameOf(seat)}'s turn · attacks used: ${state.turn.attacks.join(", ") || "none"}`));
  if (state.robin_pending === seat && mine) {
    root.append(h("p", {}, "Robin Hood is rescued! Add his printed attributes:"), h("div", { class: "numbers-row" }, STATS.map((s) => num(`robin-${s}`, s, 0, 0, 30))),
      h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "robin", ...Object.fromEntries(STATS.map((s) => [s, read(root, `robin-${s}`)])), ...extra }) }, "Add Robin"));
    return root;
  }
  if (!mine) { root.append(h("p", { class: "waiting" }, "You can still spend your tokens for them below.")); }
  const wit = state.turn.wit;
  if (wit && mine) {
    const card = wit.outwitted;
    root.append(witHint(state, band), h("div", { class: "inline" }, num("wit-value", `Wit of card ${card}`, 0, 0, 30),
      h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "wit", row: wit.row, card, value: read(root, "wit-value"), ...extra }) }, "Reveal and compare")),
      h("button", { type: "button", onclick: () => ctx.send({ type: "wit_stop", ...extra }) }, `Stop: defeat ${wit.outwitted} guard(s)`));
    return root;
  }
  if (mine) {
    const attribute = h("select", { name: "attack-attr", "aria-label": "Attack with" }, ATTRS.filter((a) => !state.turn.attacks.includes(a)).map((a) => h("option", { value: a }, a)));
    const rowSel = h("select", { name: "attack-row", "aria-label": "Row" }, state.rows.map((r, i) => (r.cleared ? null : h("option", { value: i }, r.kind === "row" ? `Row ${i}` : `${r.kind} (row ${i})`))));
    const values = h("input", { name: "attack-values", placeholder: "values, end first: 3 5 2", "aria-label": "Card values" });
    const cards = h("input", { name: "attack-cards", placeholder: "Stealth: card numbers, e.g. 0 2", "aria-label": "Cards chosen" });
    const list = (input) => input.value.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    root.append(h("div", { class: "inline" }, attribute, rowSel), values, cards,
      h("button", { type: "button", class: "primary", onclick: () => {
        const row = Number(rowSel.value), a = attribute.value;
        if (a === "wit") ctx.send({ type: "wit", row, card: 0, value: list(values)[0] ?? 0, ...extra });
        else if (a === "brawn") ctx.send({ type: "brawn", row, values: list(values), ...extra });
        else ctx.send({ type: "stealth", row, cards: list(cards), values: list(values), ...extra });
      } }, "Attack"),
      h("p", { class: "hint" }, "Wit: enter the end card's Wit, then one card at a time. Brawn: every card's Brawn. Stealth: the chosen cards and their Stealth."));
    const last = state.turns_taken + 1 === state.seats;
    const brawnPass = last ? 0 : Math.max(0, band.brawn), jollyPass = last ? 0 : Math.max(0, band.jolliness);
    root.append(h("div", { class: "inline" }, num("jolly-amount", "Jolliness to spend", 1, 1, 99),
      h("select", { name: "jolly-attr", "aria-label": "onto" }, ATTRS.map((a) => h("option", { value: a }, a))),
      h("button", { type: "button", onclick: () => ctx.send({ type: "spend_jolliness", amount: read(root, "jolly-amount"), attribute: root.querySelector('[name="jolly-attr"]').value, ...extra }) }, "Spend")),
      h("p", { class: "passes" }, last ? "Last turn of the day: nothing passes on (R5)." : `Ending now passes ${brawnPass} Brawn and ${jollyPass} Jolliness to ${ctx.nameOf((seat + 1) % state.seats)} (R5).`),
      h("button", { type: "button", class: "danger", onclick: () => ctx.send({ type: "end_turn", ...extra }) }, "End the turn"));
  }
  return root;
}

function tokensPanel(ctx) {
  const { state } = ctx.table;
  const seat = ctx.you.seat;
  if (seat === null || !state.bands[seat] || state.turn.wit) return null;
  const band = state.bands[seat];
  const target = h("select", { name: "token-band", "aria-label": "For band" }, state.bands.map((b, i) => h("option", { value: i, selected: i === state.current }, ctx.nameOf(i))));
  const attr = h("select", { name: "token-attr", "aria-label": "Attribute" }, ATTRS.map((a) => h("option", { value: a }, a)));
  return h("details", { class: "tokens-panel" }, h("summary", {}, "Spend your tokens (any turn)"), h("div", { class: "inline" }, target, attr),
    band.cookery ? h("button", { type: "button", onclick: () => ctx.send({ type: "cookery", band: Number(target.value), attribute: attr.value }) }, "Cookery +2") : null,
    band.mead ? h("button", { type: "button", onclick: () => ctx.send({ type: "mead", band: Number(target.value) }) }, "Mead +1 Jolliness") : null);
}

export const rescuingGame = {
  emptySeat: (n) => `Band ${n}`,
  describe(entry, who) {
    const m = entry.move, r = entry.result;
    if (["wit", "brawn", "stealth"].includes(m.type)) {
      const outcome = r.success === false ? "failed" : r.stopped || r.defeated ? `defeated ${r.defeated}` : "so far so good";
      return `${who}: ${m.type} attack on row ${m.row}, total ${r.guard_total} · ${outcome}${r.rescued ? `, ${r.rescued} rescued` : ""}${r.castle_bonus !== undefined ? `, Castle bonus ${r.castle_bonus}` : ""}`;
    }
    if (m.type === "end_turn") return `${who} ended the turn, passing ${r.brawn_passed} Brawn and ${r.jolliness_passed} Jolliness`;
    if (m.type === "end_day") return `Day ${r.day} ended: ${r.imprisoned} imprisoned`;
    return null;
  },
  render(ctx) {
    const { state } = ctx.table;
    const parts = [];
    if (state.outcome === "won") parts.push(h("p", { class: "banner" }, state.sheriff_defeated ? "Robin is free and the Sheriff defeated!" : "Robin Hood is rescued: you win!"));
    if (state.outcome === "lost") parts.push(h("p", { class: "banner lost" }, "Robin was not rescued: the game is lost."));
    parts.push(h("p", { class: "round-line" }, `Day ${state.day} (${state.days.join(", ")}) · ${state.mode}${state.expert && state.expert_score ? ` · expert score ${state.expert_score.score} (${state.expert_score.rank})` : ""}`),
      h("details", { class: "rules" }, h("summary", {}, "Rules for this stage"), h("p", {}, STAGE_RULES[state.phase === "turns" ? "turns" : state.phase])));
    if (!ctx.readOnly && state.phase !== "over") {
      if (state.phase === "setup") parts.push(setupPanel(ctx));
      if (state.phase === "bands") parts.push(bandPanel(ctx));
      if (state.phase === "turns") parts.push(turnPanel(ctx), tokensPanel(ctx));
      if (state.phase === "recruit") {
        const next = state.recruiting.next;
        if (ctx.you.seat === next || ctx.isHost) parts.push(h("section", { class: "entry" }, h("h3", {}, `${ctx.nameOf(next)}: recruit from the Major Oak (${state.major_oak} left)?`),
          h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "recruit", take: true, ...ctx.actsFor(next) }) }, "Recruit one"),
          h("button", { type: "button", onclick: () => ctx.send({ type: "recruit", take: false, ...ctx.actsFor(next) }) }, "Pass")));
      }
      if (state.phase === "cleanup") parts.push(h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "end_day" }) }, `End day ${state.day}`));
    }
    parts.push(battlefield(ctx), trackers(ctx));
    if (state.by_day.length) {
      parts.push(lineChart({ title: "Villagers by day", labels: state.by_day.map((d) => `day ${d.day}`),
        series: [{ name: "rescued", values: state.by_day.map((d) => d.rescued) }, { name: "imprisoned", values: state.by_day.map((d) => d.imprisoned) }] }));
    }
    return h("div", { class: "rescuing" }, parts);
  },
};
