// Robin Hood (goods and the Sheriff): money, tokens, private goods, the Sheriff's pad.
import { h } from "../dom.js";
import { api } from "../api.js";
import { lineChart } from "../charts.js";

const GOODS = ["potato", "fruit", "chicken", "silk", "mead", "jewelry"];
const LAWFUL = ["potato", "fruit", "chicken"];
const SECTIONS = { values: GOODS, penalties: GOODS, rewards: ["silk", "mead", "jewelry"], limits: GOODS };
const plural = (good, n) => (n === 1 ? good : good === "potato" ? "potatoes" : good === "jewelry" ? "jewelries" : `${good}s`);
const goodsText = (counts) => Object.entries(counts || {}).filter(([, n]) => n).map(([g, n]) => `${n} ${plural(g, n)}`).join(", ") || "nothing";
const pads = new Map(); // half-entered bags survive re-renders

/** The card-table part of the new-table form: known numbers shown, unknown ones asked for (G1). */
async function optionsForm(form) {
  const known = await api.cardTable();
  const inputs = {};
  const playersField = () => Number(form.querySelector('[name="players"]')?.value || 4);
  const sections = Object.entries(SECTIONS).map(([section, goods]) => h("fieldset", { class: "card-table" },
    h("legend", {}, section === "limits" ? "Sell-out limits (advanced)" : section),
    goods.map((good) => {
      const input = h("input", { type: "number", min: 0, max: 100, name: `ct-${section}-${good}`, "aria-label": `${section} ${good}` });
      inputs[`${section}.${good}`] = input;
      return h("label", { class: "tiny" }, good, input);
    })));
  function fill() {
    for (const [section, goods] of Object.entries(SECTIONS)) {
      const source = section === "limits" ? known.limits[String(playersField())] : known[section];
      for (const good of goods) {
        const input = inputs[`${section}.${good}`];
        const value = source[good];
        input.readOnly = value !== null;
        input.placeholder = value === null ? "from the card" : "";
        if (value !== null) input.value = value; else if (input.readOnly === false && input.dataset.known) input.value = "";
        input.dataset.known = value !== null ? "1" : "";
      }
    }
  }
  form.addEventListener("change", (e) => { if (e.target.name === "players") fill(); });
  setTimeout(fill);
  // `ruleset` is set by the app, not chosen: its one value is sent as it is, out of sight. The generic rows
  // are mounted after this part of the form is built, so wait for the row to appear.
  const hideRuleset = () => {
    const row = form.querySelector('[name="ruleset"]')?.closest(".field");
    if (row) row.style.display = "none"; // .field's display: grid would override [hidden]
    return Boolean(row);
  };
  if (!hideRuleset()) {
    const watcher = new MutationObserver(() => { if (hideRuleset()) watcher.disconnect(); });
    watcher.observe(form, { childList: true, subtree: true });
  }
  const saveAs = h("input", { name: "card-table-name", maxlength: 40, placeholder: "e.g. Our player-aid card" });
  return {
    rows: [h("p", { class: "hint" }, "The rulebook prints only some numbers of the player-aid card: fill in the rest from your card."),
      sections, h("label", {}, "Save this card table as (optional)", saveAs)],
    read(options) {
      const table = {};
      for (const [section, goods] of Object.entries(SECTIONS)) {
        table[section] = {};
        for (const good of goods) {
          const input = inputs[`${section}.${good}`];
          if (!input.readOnly && input.value !== "") table[section][good] = Number(input.value);
        }
      }
      options.card_table = options.card_table || table;
      return options;
    },
    async afterCreate(options) {
      if (saveAs.value.trim()) await api.savePreset("robin-hood-goods", saveAs.value.trim(), options.card_table);
    },
  };
}

function bagPad(ctx, key, count, onDone, label) {
  const entered = pads.get(key) || {};
  const total = () => Object.values(entered).reduce((a, b) => a + b, 0);
  const shown = h("output", {}, `${total()} of ${count}`);
  const rows = GOODS.map((good) => {
    const n = h("span", { class: "pad-count" }, String(entered[good] || 0));
    const change = (d) => { entered[good] = Math.max(0, (entered[good] || 0) + d); n.textContent = entered[good]; shown.textContent = `${total()} of ${count}`; pads.set(key, entered); };
    return h("div", { class: "pad-row" }, h("span", { class: `good-name good-${good}` }, good),
      h("button", { type: "button", "aria-label": `one less ${good}`, onclick: () => change(-1) }, "−"), n,
      h("button", { type: "button", "aria-label": `one more ${good}`, onclick: () => change(1) }, "+"));
  });
  return h("div", { class: "bag-pad" }, h("p", {}, "Cards in the bag: ", shown), rows,
    h("button", { type: "button", class: "primary", onclick: () => {
      if (total() !== count) { ctx.warn(`The bag holds ${count} card(s); ${total()} entered (G3).`); return; }
      onDone(Object.fromEntries(Object.entries(entered).filter(([, n]) => n)));
    } }, label));
}

function sheriffPanel(ctx) {
  const { state } = ctx.table;
  const sheriff = state.sheriff;
  const acting = ctx.you.seat === sheriff || ctx.isHost;
  const extra = ctx.you.seat === sheriff ? {} : { seat: sheriff };
  const deputy = state.regular_done;
  // After the regular inspection only a Deputy token allows another (G6); Apprehension stays possible.
  const canInspect = !deputy || state.deputy_tokens[sheriff] > 0;
  return h("section", { class: "entry" }, h("h3", {}, acting ? "You are the Sheriff: inspect, deal, apprehend or let them pass" : `${ctx.nameOf(sheriff)} is deciding`),
    Object.entries(state.declarations).map(([seat, d]) => {
      const target = Number(seat);
      const done = state.inspected.includes(target);
      const key = `${ctx.table.id}:${state.week}:${state.turn}:${target}`;
      const amount = h("input", { type: "number", min: 1, max: 1000, name: `deal-${target}`, "aria-label": `Deal amount for ${ctx.nameOf(target)}` });
      return h("div", { class: `declaration${done ? " done" : ""}`, dataset: { seat: target } },
        h("p", {}, h("strong", {}, ctx.nameOf(target)), ` declares ${d.count} ${plural(d.good, d.count)}`, done ? " · dealt with" : ""),
        acting && !done ? [
          canInspect ? h("details", { class: "inspect" }, h("summary", {}, deputy ? "Inspect (Deputy token)" : "Inspect"),
            bagPad(ctx, key, d.count, (cards) => ctx.send({ type: "inspect", target, cards, deputy, ...extra }), "Open the bag")) : null,
          canInspect ? h("div", { class: "inline" }, amount, h("button", { type: "button", onclick: () => ctx.send({ type: "deal", target, amount: Number(amount.value), deputy, ...extra }) }, "Deal")) : null,
          state.apprehension_token[sheriff] ? h("details", { class: "inspect" }, h("summary", {}, "Apprehend (one per game)"),
            bagPad(ctx, `${key}:a`, d.count, (cards) => ctx.send({ type: "apprehend", target, cards, ...extra }), "Take the bag")) : null,
        ] : null);
    }),
    // After a bag was opened, dealt for or apprehended the turn ends with end_turn; before, every bag passes.
    acting ? h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: state.inspected.length ? "end_turn" : "let_pass", ...extra }) },
      state.inspected.length ? "End the turn" : "Let everyone pass") : null);
}

function receipts(ctx) {
  const { state } = ctx.table;
  if (!state.receipts.length) return null;
  return h("section", { class: "receipts" }, h("h3", {}, "This turn's money"), h("ul", {}, state.receipts.map((r) => {
    const who = ctx.nameOf(r.target);
    if (r.kind === "deal") return h("li", {}, `${who} paid the Sheriff $${r.amount} (deal: bag approved unseen)`);
    if (r.kind === "apprehension") return h("li", {}, `${who}'s bag was apprehended (no money moves)`);
    if (r.honest) return h("li", { class: "receipt" }, `${who} was honest: the bank pays $${r.indemnity}; approved ${goodsText(r.approved)}`);
    return h("li", { class: "receipt" }, `${who} pays $${r.penalty}`, r.written_off ? ` (paid $${r.paid}, $${r.written_off} written off)` : "",
      `; the Sheriff gets $${r.reward}; approved ${goodsText(r.approved)}; discarded ${goodsText(r.discarded)}`);
  })));
}

function declarePanel(ctx) {
  const { state } = ctx.table;
  const order = [1, 2, 3, 4].slice(0, state.seats - 1).map((i) => (state.sheriff + i) % state.seats);
  const next = order.find((s) => !(String(s) in state.declarations));
  const me = ctx.you.seat;
  const parts = [h("h3", {}, `Declarations (${ctx.nameOf(state.sheriff)} is Sheriff)`),
    h("ul", {}, Object.entries(state.declarations).map(([s, d]) => h("li", {}, `${ctx.nameOf(Number(s))}: ${d.count} ${plural(d.good, d.count)}`)))];
  if (!Object.keys(state.declarations).length && me !== null && me !== state.sheriff && state.robin_hood_token[me] && state.robin_hood_used_by === null) {
    const cards = h("input", { type: "number", min: 1, max: 5, value: 1, name: "rh-cards", "aria-label": "Cards swapped" });
    parts.push(h("div", { class: "inline" }, cards, h("button", { type: "button", onclick: () => ctx.send({ type: "robin_hood", cards: Number(cards.value) }) }, "Use my Robin Hood token")));
  }
  if (next !== undefined && (me === next || ctx.isHost)) {
    const good = h("select", { name: "declare-good", "aria-label": "Good declared" }, LAWFUL.map((g) => h("option", { value: g }, g)));
    const extra = me === next ? {} : { seat: next };
    parts.push(h("div", { class: "declare" }, h("p", {}, me === next ? "Your declaration:" : `${ctx.nameOf(next)} declares:`), good,
      h("div", { class: "counts" }, [1, 2, 3, 4, 5].map((n) => h("button", { type: "button", class: "chip",
        disabled: n > 1 && !state.chariots_left.includes(n), title: n > 1 ? "needs a chariot token" : "always allowed",
        onclick: () => ctx.send({ type: "declare", good: good.value, count: n, ...extra }) }, String(n))))));
  } else if (next !== undefined) parts.push(h("p", { class: "waiting" }, `Waiting for ${ctx.nameOf(next)} to declare.`));
  return h("section", { class: "entry" }, parts);
}

function weekEndPanel(ctx) {
  const { state } = ctx.table;
  const me = ctx.you.seat;
  const parts = [h("h3", {}, `End of week ${state.week}: the sale`),
    h("p", {}, "Entered: ", state.week_goods_entered.map((done, s) => `${ctx.nameOf(s)} ${done ? "✓" : "…"}`).join(" · "))];
  if (me !== null && !state.week_goods_entered[me]) {
    const approved = {}, stored = {};
    const seen = state.my_seen_approved || {};
    // G12: the app knows how many cards you hold (seen ones + the bags that passed unopened or were dealt for).
    const unseen = state.ruleset >= 2 && state.unseen_cards ? state.unseen_cards[me] : null; // older tables: unchecked
    const known = unseen === null ? null : Object.values(seen).reduce((a, b) => a + b, 0) + unseen;
    const read = (inputs) => Object.fromEntries(Object.entries(inputs).map(([g, i]) => [g, Number(i.value || 0)]).filter(([, n]) => n));
    const tally = h("output", { class: "week-tally" });
    const recount = () => {
      if (known === null) return;
      const entered = Object.values(read(approved)).reduce((a, b) => a + b, 0);
      tally.textContent = `${entered} of ${known} entered.`;
    };
    const row = (good) => {
      approved[good] = h("input", { type: "number", min: seen[good] || 0, max: 30, value: seen[good] || 0, name: `approved-${good}`, "aria-label": `approved ${good}`, oninput: recount });
      stored[good] = h("input", { type: "number", min: 0, max: 3, value: 0, name: `stored-${good}`, "aria-label": `stored ${good}` });
      return h("div", { class: "pad-row" }, h("span", { class: `good-name good-${good}` }, good), approved[good], state.mode === "advanced" ? stored[good] : null);
    };
    const rows = GOODS.map(row);
    recount();
    parts.push(h("p", { class: "hint" }, "Only you see this. Pre-filled with what the app saw approved for you."),
      known === null ? null : h("p", { class: "hint" }, `The app counts ${known} approved card${known === 1 ? "" : "s"} for you: `,
        `${known - unseen} seen (${goodsText(seen)}) and ${unseen} in bags that passed unopened or were dealt for. Enter what those bags held (G12). `, tally),
      h("div", { class: "pad-head" }, h("span", {}, "good"), h("span", {}, "approved"), state.mode === "advanced" ? h("span", {}, "store (max 3)") : null),
      rows,
      h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "week_goods", approved: read(approved),
        ...(state.mode === "advanced" ? { stored: read(stored) } : {}) }) }, "Sell the rest"));
  }
  return h("section", { class: "entry" }, parts);
}

function sellOutTable(ctx) {
  const { state } = ctx.table;
  if (!state.sell_out) return null;
  const limits = state.card_table.limits;
  return h("section", { class: "sell-out" }, h("h3", {}, "The final sell-out (G10)"),
    GOODS.filter((g) => Object.values(state.sell_out).some((r) => r.by_good[g])).map((good) => {
      const rows = Object.entries(state.sell_out).filter(([, r]) => r.by_good[good]);
      const total = rows.reduce((a, [, r]) => a + r.by_good[good].stored, 0);
      return h("div", { class: "sell-good" }, h("h4", {}, `${good}: ${total} stored, limit ${limits[good]}`,
        total > limits[good] ? " (over the limit: most stored sell first, equal counts split)" : " (within the limit: all sell at double)"),
        h("ul", {}, rows.map(([seat, r]) => h("li", {}, `${ctx.nameOf(Number(seat))}: stored ${r.by_good[good].stored}, sold ${r.by_good[good].sold}, $${r.by_good[good].money}`))));
    }));
}

export const goodsGame = {
  optionsForm,
  describe(entry, who, seatName) {
    const m = entry.move, r = entry.result;
    if (m.type === "declare") return `${who} declared ${m.count} ${plural(m.good, m.count)}`;
    if (m.type === "inspect") return `${who} inspected ${seatName(m.target)}: ${r.honest ? `honest, +$${r.indemnity}` : `penalty $${r.penalty}, reward $${r.reward}`}`;
    if (m.type === "deal") return `${who} took a $${m.amount} deal`;
    if (m.type === "apprehend") return `${who} apprehended ${seatName(m.target)}`;
    if (m.type === "let_pass") return `${who} let every bag pass`;
    if (m.type === "end_turn" || m.type === "pass_all") return `${who} ended the turn`;
    if (m.type === "week_goods") return `${who} sold the week's goods${r.earned !== undefined ? ` for $${r.earned}` : ""}`;
    return null;
  },
  render(ctx) {
    const { state, status } = ctx.table;
    const me = ctx.you.seat;
    const parts = [];
    if (status.finished) parts.push(h("p", { class: "banner" }, `Game over: ${status.winners.map((s) => ctx.nameOf(s)).join(" and ")} won.`));
    else parts.push(h("p", { class: "round-line" }, `Week ${state.week} of 3 · turn ${state.turn} of ${state.turns_per_week} · ${state.mode} game`));
    parts.push(h("ul", { class: "ledger" }, [...Array(state.seats).keys()].map((s) => h("li", { class: me === s ? "mine" : "", dataset: { seat: s } },
      h("span", { class: "who" }, ctx.nameOf(s), s === state.sheriff ? " ★ Sheriff" : ""), h("span", { class: "gold" }, `$${state.money[s]}`),
      h("small", { class: "tokens" }, `Robin Hood ${state.robin_hood_token[s] ? "✓" : "used"} · Apprehension ${state.apprehension_token[s] ? "✓" : "used"}`,
        state.seats > 3 ? ` · Deputy ×${state.deputy_tokens[s]}` : "", ` · stored ${state.stored_counts[s]} card(s)`)))));
    const unseenMine = me !== null && state.unseen_cards ? state.unseen_cards[me] : 0;
    if (me !== null) parts.push(h("p", { class: "private" }, "Your goods (only you see them): approved this week ", goodsText(state.my_seen_approved),
      unseenMine ? `, and ${unseenMine} card${unseenMine === 1 ? "" : "s"} in bags that passed unopened` : "",
      state.mode === "advanced" ? ` · stored ${goodsText(state.my_stored)}` : ""));
    if (!status.finished && !ctx.readOnly) {
      if (state.phase === "declare") parts.push(declarePanel(ctx));
      if (state.phase === "sheriff") parts.push(sheriffPanel(ctx));
      if (state.phase === "week_end") parts.push(weekEndPanel(ctx));
      if (state.phase === "choose_sheriff" && (me === state.choosing_sheriff || ctx.isHost)) {
        parts.push(h("section", { class: "entry" }, h("h3", {}, "You are the poorest: who is the first Sheriff of next week?"),
          [...Array(state.seats).keys()].map((s) => h("button", { type: "button", class: "primary",
            onclick: () => ctx.send({ type: "choose_sheriff", sheriff: s, ...(me === state.choosing_sheriff ? {} : { seat: state.choosing_sheriff }) }) }, ctx.nameOf(s)))));
      }
    }
    parts.push(receipts(ctx), sellOutTable(ctx));
    if (state.money_by_week.length > 1) {
      parts.push(lineChart({ title: "Money by week", labels: state.money_by_week.map((_, i) => (i === 0 ? "start" : i <= 3 ? `week ${i}` : "sell-out")),
        series: [...Array(state.seats).keys()].map((s) => ({ name: ctx.nameOf(s), values: state.money_by_week.map((w) => w[s]) })) }));
    }
    return h("div", { class: "goods" }, parts);
  },
};
