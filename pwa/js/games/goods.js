// Robin Hood (goods and the Sheriff): money, tokens, private goods, the Sheriff's pad.
// Every word is in pwa/locales/<language>/robin-hood-goods.ftl; the server sends its refusals in the reader's language already.
// What may be entered comes from the engine (choices.js): the counts a declaration may take (G2), the bags
// still open to the Sheriff (G4, G6, G15), a deal's most, whether cards may be stored (G9), who chooses.
import { add, drawnLater, h } from "../dom.js";
import { api } from "../api.js";
import { listWords, t } from "../i18n.js";
import { allowedCounts, allowedRange, allowedValues, awaiting, legalMove, legalMoves, omits } from "../choices.js";

const GOODS = ["potato", "fruit", "chicken", "silk", "mead", "jewelry"];
const LAWFUL = ["potato", "fruit", "chicken"];
/** A good's name in the reader's language ("potato", "Kartoffel"). */
const goodName = (good) => t("goods-good", { good });
/** "2 fruits", "1 potato": the count with the good's name agreeing. */
const countOf = (good, count) => t("goods-count", { good, count });
/** "1 potato, 1 chicken and 2 silks"; "nothing" when empty. */
const goodsText = (counts) => {
  const parts = Object.entries(counts || {}).filter(([, n]) => n).sort(([a], [b]) => GOODS.indexOf(a) - GOODS.indexOf(b))
    .map(([g, n]) => countOf(g, n));
  return parts.length ? listWords(parts) : t("goods-nothing");
};
const cardsText = (count) => t("goods-cards", { count });
const moneyText = (amount) => t("goods-money", { amount });
const total = (counts) => Object.values(counts || {}).reduce((a, b) => a + b, 0);
/** "Amy", "Amy and Carlos", "Amy, Carlos and Luish". */
const namesText = (names) => listWords(names);
const yes = (flag) => (flag ? "yes" : "no");
/**
 * A sentence with one player's name in bold wherever the language puts it: ``say(name)`` words
 * the sentence; it is said with a mark in place of the name, and the mark becomes a <strong>.
 */
function withNameInBold(say, name) {
  const mark = "\uE000";
  const [before, after = ""] = say(mark).split(mark);
  return [before, h("strong", {}, name), after];
}
const pads = new Map(); // half-entered bags survive re-renders

/** A number field with − and + beside it: tap rather than type (typing still works); ``what``: the buttons' {less, more} names. */
function stepper(input, what) {
  const step = (d) => {
    const min = Number(input.min || 0), max = Number(input.max || 99);
    input.value = String(Math.min(max, Math.max(min, Number(input.value || 0) + d)));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
  return h("span", { class: "stepper" },
    h("button", { type: "button", "aria-label": what.less, onclick: () => step(-1) }, "−"), input,
    h("button", { type: "button", "aria-label": what.more, onclick: () => step(1) }, "+"));
}

/** The bag's − and + per good, counting into ``entered`` ({good: n}); ``count``: the declared
 * number to reach (null: just the total, as a Fix shows it). */
function bagCounter(entered, count, changed) {
  const tally = () => (count === null ? cardsText(total(entered)) : t("goods-bag-tally", { entered: total(entered), count }));
  const shown = h("output", {}, tally());
  const rows = GOODS.map((good) => {
    const n = h("span", { class: "pad-count" }, String(entered[good] || 0));
    const change = (d) => {
      entered[good] = Math.max(0, (entered[good] || 0) + d);
      n.textContent = entered[good];
      shown.textContent = tally();
      changed();
    };
    const name = goodName(good);
    return h("div", { class: "pad-row" }, h("span", { class: `good-name good-${good}` }, name),
      h("button", { type: "button", "aria-label": t("goods-pad-less", { good: name }), onclick: () => change(-1) }, "−"), n,
      h("button", { type: "button", "aria-label": t("goods-pad-more", { good: name }), onclick: () => change(1) }, "+"));
  });
  return h("div", { class: "bag-pad" }, h("p", {}, t("goods-bag-cards"), " ", shown), rows);
}

function bagPad(ctx, key, count, onDone, label) {
  const entered = pads.get(key) || {};
  const pad = bagCounter(entered, count, () => {
    pads.set(key, entered);
    ctx.clearWarning(); // the count changed: an old "does not add up" no longer applies
  });
  add(pad, h("button", { type: "button", class: "primary", onclick: () => {
    if (total(entered) !== count) {
      ctx.warn(t("goods-bag-mismatch", { cards: cardsText(count), entered: total(entered) }), pad);
      return;
    }
    onDone(Object.fromEntries(Object.entries(entered).filter(([, n]) => n)), pad);
  } }, label));
  return pad;
}

const dealAmount = (id, name, value = "", max = 1000) => h("input", { id, type: "number", inputmode: "numeric", min: 1, max, name, value });
/** The deal field's label; ``payee`` null: the Sheriff reading it. */
const dealWords = (payer, payee) => (payee === null ? t("goods-deal-label-to-you", { payer }) : t("goods-deal-label", { payer, payee }));

/** A deal for one bag: ``deal`` is its legal move, whose amount the engine limits to what the owner has (G4). */
function dealRow(ctx, target, deal, extra) {
  const { state } = ctx.table;
  const id = `deal-${ctx.table.id}-${target}`;
  const payee = ctx.you.seat === state.sheriff ? null : ctx.nameOf(state.sheriff);
  const most = allowedRange(deal, "amount")?.maximum ?? 1000;
  const [deputy = false] = allowedValues(deal, "deputy") || [];
  const amount = dealAmount(id, `deal-${target}`, "", most);
  const row = h("div", { class: "deal-row", dataset: { refusalAnchor: "" } },
    h("label", { for: id }, dealWords(ctx.nameOf(target), payee)), amount,
    h("button", { type: "button", onclick: () => {
      const dollars = Number(amount.value);
      if (!(dollars >= 1)) { ctx.warn(t("goods-deal-enter", { name: ctx.nameOf(target) }), row); return; }
      if (dollars > most) { ctx.warn(t("goods-deal-too-much", { name: ctx.nameOf(target), money: most }), row); return; }
      ctx.send({ type: "deal", target, amount: dollars, deputy, ...extra }, { near: row });
    } }, t("goods-deal-take")));
  return row;
}

/** The bags settled this turn (opened, dealt for or apprehended): each left a receipt. */
const settledBags = (state) => new Set((state.receipts || []).map((r) => r.target));
/** Whether a legal move offers ``target`` for its target field. */
const offersBag = (move, target) => Boolean(move && (allowedValues(move, "target") || []).includes(target));

function sheriffPanel(ctx) {
  const { table } = ctx;
  const { state } = table;
  const sheriff = state.sheriff;
  // The engine offers the Sheriff's moves to the Sheriff's phone, and to the host's for the Sheriff.
  const ending = legalMove(table, "let_pass") || legalMove(table, "end_turn");
  const acting = Boolean(ending);
  const extra = acting && ctx.you.seat !== ending.seat ? { seat: ending.seat } : {};
  const inspect = legalMove(table, "inspect"), apprehend = legalMove(table, "apprehend");
  const deals = legalMoves(table, "deal");
  const [deputy = false] = allowedValues(inspect, "deputy") || [];
  const settled = settledBags(state);
  const heading = ctx.you.seat === sheriff ? t("goods-sheriff-you")
    : acting ? t("goods-sheriff-host", { name: ctx.nameOf(sheriff) }) : t("goods-sheriff-deciding", { name: ctx.nameOf(sheriff) });
  const section = h("section", { class: "entry" }, h("h3", {}, heading),
    Object.entries(state.declarations).map(([seat, d]) => {
      const target = Number(seat);
      const done = settled.has(target);
      const key = `${ctx.table.id}:${state.week}:${state.turn}:${target}`;
      const deal = deals.find((m) => offersBag(m, target));
      return h("div", { class: `declaration${done ? " done" : ""}`, dataset: { seat: target } },
        h("p", {}, withNameInBold((name) => t("goods-bag-declares", { name, goods: countOf(d.good, d.count), settled: yes(done) }), ctx.nameOf(target))),
        offersBag(inspect, target) ? h("details", { class: "inspect" }, h("summary", {}, deputy ? t("goods-inspect-deputy") : t("goods-inspect")),
          bagPad(ctx, key, d.count, (cards, pad) => ctx.send({ type: "inspect", target, cards, deputy, ...extra }, { near: pad }), t("goods-open-bag"))) : null,
        deal ? dealRow(ctx, target, deal, extra) : null,
        offersBag(apprehend, target) ? h("details", { class: "inspect" }, h("summary", {}, t("goods-apprehend")),
          bagPad(ctx, `${key}:a`, d.count, (cards, pad) => ctx.send({ type: "apprehend", target, cards, ...extra }, { near: pad }), t("goods-take-bag"))) : null);
    }));
  if (acting) {
    // After a bag was opened, dealt for or apprehended the turn ends with end_turn; before, every bag passes.
    const ends = ending.type === "end_turn";
    add(section, h("p", { class: "hint" }, ends ? t("goods-unopened-pass") : t("goods-let-pass-hint")),
      h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: ending.type, ...extra }, { near: section }) },
        ends ? t("goods-end-turn") : t("goods-let-pass")));
  }
  return section;
}

function receipts(ctx) {
  const { state } = ctx.table;
  if (!state.receipts.length) return null;
  const sheriff = ctx.nameOf(state.sheriff);
  return h("section", { class: "receipts" }, h("h3", {}, t("goods-turn-money")), h("ul", {}, state.receipts.map((r) => {
    const name = ctx.nameOf(r.target);
    if (r.kind === "deal") return h("li", {}, t("goods-receipt-deal", { name, sheriff, amount: r.amount }));
    if (r.kind === "apprehension") return h("li", {}, t("goods-receipt-apprehension", { name, sheriff }));
    if (r.honest) return h("li", { class: "receipt" }, t("goods-receipt-honest", { name, indemnity: r.indemnity, approved: goodsText(r.approved) }));
    return h("li", { class: "receipt" }, t("goods-receipt-penalty", {
      name, penalty: r.penalty, short: yes(r.written_off), paid: r.paid ?? 0, writtenOff: r.written_off ?? 0,
      reward: r.reward, approved: goodsText(r.approved), discarded: goodsText(r.discarded) }));
  })));
}

const goodSelect = (id, value = null, goods = LAWFUL) => {
  const select = h("select", { id, name: "declare-good" }, goods.map((g) => h("option", { value: g }, goodName(g))));
  if (value) select.value = value;
  return select;
};

/** The 1-5 chips of a declaration or of the Robin Hood token; ``pressed``: the one a Fix starts on. */
function countChips({ pick, label = () => null, disabled = () => false, pressed = null, attrs = {} }) {
  const chips = [1, 2, 3, 4, 5].map((n) => h("button", { type: "button", class: "chip", "aria-label": label(n), disabled: disabled(n),
    "aria-pressed": pressed === null ? null : String(n === pressed), onclick: () => pick(n, chips) }, String(n)));
  return h("div", { class: "counts", ...attrs }, chips);
}

function declarePanel(ctx) {
  const { table } = ctx;
  const { state } = table;
  const me = ctx.you.seat;
  const section = h("section", { class: "entry" }, h("h3", {}, t("goods-declarations", { sheriff: ctx.nameOf(state.sheriff) })),
    h("ul", {}, Object.entries(state.declarations).map(([s, d]) => h("li", {},
      t("goods-declaration-item", { name: ctx.nameOf(Number(s)), goods: countOf(d.good, d.count) })))));
  if (me !== null && legalMove(table, "robin_hood", { seat: me })) { // G7: before declarations, one player a turn
    const robin = h("div", { class: "robin", dataset: { refusalAnchor: "" } },
      h("p", {}, t("goods-robin-ask")),
      countChips({ label: (n) => t("goods-swap", { cards: cardsText(n) }), pick: (n) => ctx.send({ type: "robin_hood", cards: n }, { near: robin }) }));
    add(section, robin);
  }
  const declare = legalMove(table, "declare");
  if (declare) {
    const next = declare.seat;
    const id = `declare-good-${ctx.table.id}`;
    const good = goodSelect(id, null, allowedValues(declare, "good") || LAWFUL);
    const extra = me === next ? {} : { seat: next };
    const counts = allowedValues(declare, "count") || [1];
    const left = counts.filter((n) => n > 1); // G2: the chariot tokens still free this turn
    const block = h("div", { class: "declare", dataset: { refusalAnchor: "" } },
      h("p", {}, me === next ? t("goods-your-declaration") : t("goods-declares-for", { name: ctx.nameOf(next) })),
      h("div", { class: "field" }, h("label", { for: id }, t("goods-good-declared")), good),
      h("p", { class: "hint" }, t("goods-count-hint", { left: left.join(", ") || t("goods-chariots-none") })),
      countChips({ disabled: (n) => !counts.includes(n),
        pick: (n) => ctx.send({ type: "declare", good: good.value, count: n, ...extra }, { near: block }) }));
    add(section, block);
  } else if (awaiting(table).length) add(section, h("p", { class: "waiting" }, t("goods-waiting-declare", { name: ctx.nameOf(awaiting(table)[0]) })));
  return section;
}

/** What happens at the end of this week, for the sentence that says when the money comes. */
function afterTheWeek(state) {
  if (state.week < 3) return "next-week";
  return state.mode === "advanced" ? "sell-out" : "end";
}

function weekEndPanel(ctx) {
  const { state } = ctx.table;
  const me = ctx.you.seat;
  const seats = [...Array(state.seats).keys()];
  const waiting = awaiting(ctx.table).map((s) => ctx.nameOf(s));
  const section = h("section", { class: "entry" }, h("h3", {}, t("goods-week-end", { week: state.week })),
    h("p", {}, t("goods-week-end-how", { mode: state.mode, after: afterTheWeek(state), next: state.week + 1 })),
    h("p", {}, t("goods-entered", { players: seats.map((s) => (state.week_goods_entered[s]
      ? t("goods-entered-yes", { name: ctx.nameOf(s) }) : t("goods-entered-not-yet", { name: ctx.nameOf(s) }))).join(" · ") })));
  if (me === null) return section;
  const mine = state.my_week_goods;
  if (mine) {
    add(section, h("p", { class: "private" }, t("goods-my-week", {
      sold: goodsText(mine.sold), earned: mine.earned, mode: state.mode, stored: goodsText(mine.stored),
      waiting: waiting.length ? "some" : "none", names: namesText(waiting) })));
    return section;
  }
  const move = legalMove(ctx.table, "week_goods", { seat: me });
  if (move) add(section, weekGoodsForm(ctx, move));
  return section;
}

/** One good's stepper of the week's goods (``kind``: approved or stored), its input kept in ``inputs``. */
function weekRow(good, inputs, kind, min, max, value) {
  const name = goodName(good);
  inputs[good] = h("input", { type: "number", inputmode: "numeric", min, max, value, name: `${kind}-${good}`,
    "aria-label": t("goods-week-field", { kind, good: name }) });
  return h("div", { class: "week-row" }, h("span", { class: `good-name good-${good}` }, name),
    stepper(inputs[good], { less: t("goods-week-less", { kind, good: name }), more: t("goods-week-more", { kind, good: name }) }));
}

/** {good: n} from the week's inputs, without the zeros. */
const readCounts = (inputs) => Object.fromEntries(Object.entries(inputs).map(([g, i]) => [g, Number(i.value || 0)]).filter(([, n]) => n > 0));

/**
 * The week's goods of one's own seat, as its legal move allows them: each good from the cards the app
 * saw approved for you to the deck's, every card it knows of in all (G12, G14; an older table's week
 * is not checked: no counts), up to three stored among those held (G9; the family game leaves
 * storing out).
 */
function weekGoodsForm(ctx, move) {
  const { state } = ctx.table;
  const advanced = !omits(move, "stored");
  const values = state.card_table.values;
  const holds = allowedCounts(move, "approved");
  const keeps = allowedCounts(move, "stored");
  const seen = holds ? Object.fromEntries(GOODS.map((g) => [g, holds.counts[g].minimum]).filter(([, n]) => n > 0)) : {};
  const known = holds ? holds.max_total : null;
  const unseen = holds ? known - total(seen) : null;
  const held = {}, stored = {}, storeRows = {};
  const read = readCounts;
  const row = weekRow;
  const tally = h("output", { class: "week-tally" });
  const sale = h("p", { class: "sale" });
  const update = () => {
    const approved = read(held), kept = advanced ? read(stored) : {};
    if (known !== null) tally.textContent = t("goods-week-tally", { entered: total(approved), known });
    const sold = Object.fromEntries(Object.entries(approved).map(([g, n]) => [g, n - Math.min(n, kept[g] || 0)]).filter(([, n]) => n));
    const money = Object.entries(sold).reduce((a, [g, n]) => a + n * values[g], 0);
    sale.textContent = t("goods-week-sale", { sold: goodsText(sold), money, mode: state.mode, stored: goodsText(kept) });
    // The stored counts are bounded by the held ones (the domain's counts_within): a good you hold none of has no store row.
    const within = keeps?.counts_within === "approved" ? held : null;
    for (const good of GOODS) if (storeRows[good] && within) storeRows[good].hidden = !(Number(within[good].value) > 0 || Number(stored[good].value) > 0);
  };
  const heldRows = GOODS.map((good) => row(good, held, "approved", holds?.counts[good].minimum ?? 0, holds?.counts[good].maximum ?? 30, seen[good] || 0));
  const form = h("form", { class: "week-goods", onsubmit: (event) => {
    event.preventDefault();
    ctx.send({ type: "week_goods", approved: read(held), ...(advanced ? { stored: read(stored) } : {}) }, { near: form });
  }, oninput: update },
  h("p", { class: "hint" }, t("goods-week-private-hint")),
  known === null ? null : h("p", { class: "hint" },
    t("goods-week-known", { known, seenCount: known - unseen, seen: goodsText(seen), unseen }), " ", tally),
  h("fieldset", { class: "week-part" }, h("legend", {}, t("goods-week-held")), heldRows),
  advanced ? h("fieldset", { class: "week-part" }, h("legend", {}, t("goods-week-store")),
    GOODS.map((good) => { storeRows[good] = row(good, stored, "stored", 0, keeps?.counts[good].maximum ?? 0, 0); return storeRows[good]; })) : null,
  sale,
  h("button", { type: "submit", class: "primary" }, t("goods-sell-rest")));
  update();
  setTimeout(update); // the table screen puts back what was typed after a redraw: count that, not the defaults
  return form;
}

function sheriffChoice(ctx) {
  const { table } = ctx;
  const me = ctx.you.seat;
  const move = legalMove(table, "choose_sheriff"); // G8: the poorest player's, or the host's for them
  const chooser = move ? move.seat : awaiting(table)[0];
  if (!move) {
    return h("section", { class: "entry" }, h("p", { class: "waiting" }, t("goods-poorest-waiting", { name: ctx.nameOf(chooser) })));
  }
  const section = h("section", { class: "entry" },
    h("h3", {}, me === chooser ? t("goods-poorest-heading-you") : t("goods-poorest-heading", { name: ctx.nameOf(chooser) })));
  add(section, h("div", { class: "choices" }, (allowedValues(move, "sheriff") || []).map((s) => h("button", { type: "button", class: "primary",
    onclick: () => ctx.send({ type: "choose_sheriff", sheriff: s, ...(me === chooser ? {} : { seat: chooser }) }, { near: section }) }, ctx.nameOf(s)))));
  return section;
}

/** A chip per player, the Sheriff's pressed: tapping one names the Sheriff. */
function sheriffChips(ctx, seats, sheriff, pick) {
  const chips = seats.map((s) => h("button", { type: "button", class: "chip",
    "aria-pressed": String(s === sheriff), onclick: () => pick(s, chips) }, ctx.nameOf(s)));
  return h("div", { class: "choices" }, chips);
}

/** Before the first move, anyone at the table names the first Sheriff (the option is a seat number). */
function firstSheriffPanel(ctx) {
  const { state } = ctx.table;
  const move = legalMove(ctx.table, "first_sheriff"); // G8: only before the first move of the game
  if (!move) return null;
  const section = h("section", { class: "entry first-sheriff" }, h("h3", {}, t("goods-who-starts")),
    h("p", { class: "hint" }, t("goods-first-sheriff-hint", { name: ctx.nameOf(state.sheriff) })));
  add(section, sheriffChips(ctx, allowedValues(move, "sheriff") || [], state.sheriff, (s) => ctx.send({ type: "first_sheriff", sheriff: s }, { near: section })));
  return section;
}

function sellOutTable(ctx) {
  const { state } = ctx.table;
  if (!state.sell_out) return null;
  const limits = state.card_table.limits;
  return h("section", { class: "sell-out" }, h("h3", {}, t("goods-sell-out")),
    GOODS.filter((g) => Object.values(state.sell_out).some((r) => r.by_good[g])).map((good) => {
      const rows = Object.entries(state.sell_out).filter(([, r]) => r.by_good[good]);
      const stock = rows.reduce((a, [, r]) => a + r.by_good[good].stored, 0);
      return h("div", { class: "sell-good" },
        h("h4", {}, t("goods-sell-out-good", { good: goodName(good), stock, limit: limits[good], over: yes(stock > limits[good]) })),
        h("ul", {}, rows.map(([seat, r]) => h("li", {}, sellOutRow(ctx, good, rows, Number(seat), r.by_good[good])))));
    }));
}

/** One player's sale of a good (G10). The group that does not fit the limit sells what it leaves and splits
 * the money: nobody sells 1.667 chickens, the group sells 5 and each gets an equal share, rounded down. */
function sellOutRow(ctx, good, rows, seat, sale) {
  const name = ctx.nameOf(seat);
  if (Number.isInteger(sale.sold)) return t("goods-sell-out-row", { name, stored: sale.stored, sold: sale.sold, money: sale.money });
  const group = rows.filter(([, r]) => r.by_good[good].stored === sale.stored).map(([other]) => Number(other));
  const others = listWords(group.filter((other) => other !== seat).map((other) => ctx.nameOf(other)));
  const shared = countOf(good, Math.round(sale.sold * group.length));
  return t("goods-sell-out-row-shared", { name, others, stored: sale.stored, shared, money: sale.money });
}

/** The private line: what the app saw approved for you this week, and what you stored. */
function privateLine(ctx) {
  const { state } = ctx.table;
  const me = ctx.you.seat;
  const seen = state.my_seen_approved || {};
  const unseen = (state.unseen_cards ? state.unseen_cards[me] : 0) || 0;
  const line = t("goods-private-line", { anySeen: yes(total(seen)), seen: goodsText(seen), unseen });
  if (state.mode !== "advanced") return h("p", { class: "private" }, line);
  const stored = t("goods-private-stored", { stored: total(state.my_stored) ? goodsText(state.my_stored) : t("goods-nothing-yet") });
  return h("p", { class: "private" }, `${line} ${stored}`);
}

/** The tokens a player still has, in words. */
function tokensText(state, s) {
  const left = [state.robin_hood_token[s] ? t("goods-token-robin-hood") : null, state.apprehension_token[s] ? t("goods-token-apprehension") : null,
    state.seats > 3 && state.deputy_tokens[s] ? t("goods-token-deputy", { count: state.deputy_tokens[s] }) : null].filter(Boolean);
  // Only the advanced game stores cards (G9): the family game says nothing of storing.
  return t("goods-tokens", { tokens: left.length ? left.join(", ") : t("goods-tokens-none"),
    storing: state.mode === "advanced" ? "yes" : "no", stored: cardsText(state.stored_counts[s]) });
}

/** A log line for the week's goods: the owner reads what they sold and stored, everyone else that it was entered. */
function describeWeekGoods(m, r, who) {
  // A corrected move comes without its result: then nothing is said about the money.
  const paid = { paid: r.week_over ? "yes" : r.week_over === false ? "no" : "unknown", week: r.week ?? 0 };
  if (m.approved === null || m.approved === undefined) return t("goods-log-week-private", { name: who, ...paid });
  const stored = m.stored || {};
  const sold = r.sold || Object.fromEntries(Object.entries(m.approved).map(([g, n]) => [g, n - Math.min(n, stored[g] || 0)]).filter(([, n]) => n));
  return t("goods-log-week", { name: who, sold: goodsText(sold), priced: yes(typeof r.earned === "number"), earned: r.earned ?? 0,
    storing: yes(total(stored)), stored: goodsText(stored), ...paid });
}

function describeInspection(m, r, who, seatName) {
  const said = { name: who, target: seatName(m.target), deputy: yes(m.deputy) };
  if (r.honest === true) return t("goods-log-inspect-honest", { ...said, indemnity: r.indemnity, approved: goodsText(r.approved) });
  if (r.honest === false) {
    return t("goods-log-inspect-caught", { ...said, penalty: r.penalty, reward: r.reward, short: yes(r.written_off),
      paid: r.paid ?? 0, writtenOff: r.written_off ?? 0, cards: goodsText(m.cards) });
  }
  return t("goods-log-inspect", { ...said, cards: goodsText(m.cards) }); // a corrected move comes without its result
}

/** An apprehension in the log: the Sheriff reads what the bag held; its owner, that it was theirs (they know
 * what they packed: "visible only to the Sheriff" would not be true for them); everyone else, that it happened. */
function describeApprehension(m, r, who, seatName, reader) {
  const said = { name: who, target: seatName(m.target) };
  if (m.cards === null || m.cards === undefined) {
    return reader === m.target ? t("goods-log-apprehend-yours", said) : t("goods-log-apprehend-private", said);
  }
  if (r.took || r.returned) return t("goods-log-apprehend-split", { ...said, returned: goodsText(r.returned), took: goodsText(r.took) });
  return t("goods-log-apprehend", { ...said, cards: goodsText(m.cards) });
}

/** The phases the big screen says a sentence for ("Now the Sheriff inspects."). */
const PHASES_SAID = new Set(["declare", "sheriff", "week_end", "choose_sheriff"]);

/** The big screen: who is Sheriff, what the turn is waiting for, and each bag's declaration. */
function turnNow(ctx) {
  const { state } = ctx.table;
  const declared = Object.entries(state.declarations || {});
  return h("section", { class: "turn-now" },
    h("h3", {}, state.sheriff === null || state.sheriff === undefined ? t("goods-this-turn") : t("goods-is-sheriff", { name: ctx.nameOf(state.sheriff) })),
    PHASES_SAID.has(state.phase) ? h("p", {}, t(`goods-now-${state.phase.replaceAll("_", "-")}`)) : null,
    declared.length ? h("ul", { class: "declared" }, declared.map(([seat, d]) => h("li", {},
      withNameInBold((name) => t("goods-declares-now", { name, goods: countOf(d.good, d.count), settled: yes(settledBags(state).has(Number(seat))) }),
        ctx.nameOf(Number(seat)))))) : null);
}

// ---- Fixing a move from the log: the same controls, pre-filled -----------------------

/** Chips where one is chosen: a tap presses it (and no other) instead of sending. */
const choose = (chips, chosen) => chips.forEach((chip, i) => chip.setAttribute("aria-pressed", String(i === chosen)));

/** Counts as a move had them: goods it listed at 0 stay listed, so a Fix saved unchanged is the same move. */
function countsLike(was, counts) {
  const out = {};
  for (const good of GOODS) if ((counts[good] || 0) > 0 || (was && good in was)) out[good] = counts[good] || 0;
  return out;
}
const onlyGoods = (counts) => counts && typeof counts === "object" && Object.keys(counts).every((g) => GOODS.includes(g));

/** Whose bag: the players by name. */
function targetSelect(ctx, id, target) {
  const seats = ctx.table.players.map((p) => p.seat);
  if (!seats.includes(target)) seats.push(target);
  const select = h("select", { id, name: "target" }, seats.map((s) => h("option", { value: s }, ctx.nameOf(s))));
  select.value = String(target);
  return select;
}

function fixEditor(ctx, move, entry) {
  const id = (what) => `fix-${what}-${entry.version}`;
  const sheriff = entry.seat ?? ctx.table.state.sheriff;
  if (move.type === "declare" && LAWFUL.includes(move.good)) {
    let count = move.count;
    const good = goodSelect(id("good"), move.good);
    const chips = countChips({ pressed: count, pick: (n, all) => { count = n; choose(all, n - 1); },
      attrs: { role: "group", "aria-label": t("goods-how-many") } });
    return { element: h("div", { class: "goods declare" }, h("div", { class: "field" }, h("label", { for: good.id }, t("goods-good-declared")), good),
      h("p", { class: "hint" }, t("goods-how-many")), chips),
    read: () => ({ ...move, good: good.value, count }) };
  }
  if (move.type === "robin_hood") {
    let cards = move.cards;
    const chips = countChips({ pressed: cards, label: (n) => t("goods-swap", { cards: cardsText(n) }), pick: (n, all) => { cards = n; choose(all, n - 1); },
      attrs: { role: "group", "aria-label": t("goods-how-many-swapped") } });
    return { element: h("div", { class: "goods robin" }, h("p", {}, t("goods-robin-fix")), chips),
      read: () => ({ ...move, cards }) };
  }
  if ((move.type === "inspect" || move.type === "apprehend") && onlyGoods(move.cards)) {
    const entered = { ...move.cards };
    const target = targetSelect(ctx, id("target"), move.target);
    // A tap on − or + is a change to preview again (corrections.js listens for input and change).
    const pad = bagCounter(entered, null, () => pad.dispatchEvent(new Event("change", { bubbles: true })));
    return { element: h("div", { class: "goods" }, h("div", { class: "field" }, h("label", { for: target.id }, t("goods-whose-bag")), target), pad),
      read: () => ({ ...move, target: Number(target.value), cards: countsLike(move.cards, entered) }) };
  }
  if (move.type === "deal") {
    const target = targetSelect(ctx, id("target"), move.target);
    const amount = dealAmount(id("amount"), "deal-amount", move.amount);
    const words = h("label", { for: amount.id }, dealWords(ctx.nameOf(move.target), ctx.nameOf(sheriff)));
    target.addEventListener("change", () => { words.textContent = dealWords(ctx.nameOf(Number(target.value)), ctx.nameOf(sheriff)); });
    return { element: h("div", { class: "goods" }, h("div", { class: "field" }, h("label", { for: target.id }, t("goods-whose-bag")), target),
      h("div", { class: "deal-row" }, words, amount)),
    read: () => ({ ...move, target: Number(target.value), amount: amount.value === "" ? null : Number(amount.value) }) };
  }
  if (move.type === "week_goods" && onlyGoods(move.approved) && (move.stored === undefined || onlyGoods(move.stored))) {
    const held = {}, stored = {};
    const keep = move.stored !== undefined || ctx.table.state.mode === "advanced";
    // A past week has no legal move: each count keeps the range GET /games declares for it.
    const most = (name) => ctx.game.moves.week_goods.schema.properties[name].additionalProperties.maximum;
    return { element: h("div", { class: "goods week-goods" },
      h("fieldset", { class: "week-part" }, h("legend", {}, t("goods-week-held")),
        GOODS.map((good) => weekRow(good, held, "approved", 0, most("approved"), move.approved[good] || 0))),
      keep ? h("fieldset", { class: "week-part" }, h("legend", {}, t("goods-week-store")),
        GOODS.map((good) => weekRow(good, stored, "stored", 0, most("stored"), (move.stored || {})[good] || 0))) : null),
    read: () => {
      const out = { ...move, approved: countsLike(move.approved, readCounts(held)) };
      if (keep) out.stored = countsLike(move.stored, readCounts(stored));
      if (move.stored === undefined && keep && !total(out.stored)) delete out.stored;
      return out;
    } };
  }
  if (move.type === "choose_sheriff" || move.type === "first_sheriff") {
    let chosen = move.sheriff;
    const chips = sheriffChips(ctx, [...Array(Math.max(ctx.table.state.seats, move.sheriff + 1)).keys()], chosen, (s, all) => { chosen = s; choose(all, s); });
    chips.setAttribute("role", "group");
    const first = move.type === "first_sheriff";
    chips.setAttribute("aria-label", first ? t("goods-first-sheriff") : t("goods-next-first-sheriff"));
    return { element: h("div", { class: "goods" }, h("p", {}, first ? t("goods-who-starts") : t("goods-who-next")), chips),
      read: () => ({ ...move, sheriff: chosen }) };
  }
  return null;
}

export const screen = {
  fixEditor,
  /** Every move of this game as a sentence with the players' names (no field names, no seat numbers). */
  describe(entry, name, seatName, table) {
    const m = entry.move, r = entry.result || {};
    switch (m.type) {
      case "robin_hood": return t("goods-log-robin-hood", { name, cards: cardsText(m.cards) });
      case "declare": return t("goods-log-declare", { name, goods: countOf(m.good, m.count) });
      case "inspect": return describeInspection(m, r, name, seatName);
      case "deal": return t("goods-log-deal", { name, amount: m.amount, target: seatName(m.target), deputy: yes(m.deputy) });
      case "apprehend": return describeApprehension(m, r, name, seatName, table?.you?.seat ?? null);
      case "let_pass": return t("goods-log-let-pass", { name });
      case "end_turn": return t("goods-log-end-turn", { name });
      case "pass_all": return t("goods-log-pass-all", { name });
      case "week_goods": return describeWeekGoods(m, r, name);
      case "choose_sheriff": return t("goods-log-choose-sheriff", { name, sheriff: seatName(m.sheriff) });
      case "first_sheriff": return t("goods-log-first-sheriff", { name, sheriff: seatName(m.sheriff) });
      default: return null;
    }
  },
  render(ctx) {
    const { state, status } = ctx.table;
    const me = ctx.you.seat;
    const parts = [];
    if (status.finished) parts.push(h("p", { class: "banner" }, t("goods-game-over", { names: namesText(status.winners.map((s) => ctx.nameOf(s))) })));
    else parts.push(h("p", { class: "round-line" }, t("goods-round-line", { week: state.week, turn: state.turn, turns: state.turns_per_week, mode: state.mode })));
    parts.push(h("ul", { class: "ledger" }, [...Array(state.seats).keys()].map((s) => h("li", { class: me === s ? "mine" : "", dataset: { seat: s } },
      h("span", { class: "who" }, ctx.nameOf(s), s === state.sheriff ? ` ${t("goods-sheriff-star")}` : ""), h("span", { class: "gold" }, moneyText(state.money[s])),
      h("small", { class: "tokens" }, tokensText(state, s))))));
    if (me !== null) parts.push(privateLine(ctx));
    if (!status.finished && ctx.readOnly) parts.push(turnNow(ctx));
    if (!status.finished && !ctx.readOnly) {
      parts.push(firstSheriffPanel(ctx));
      if (state.phase === "declare") parts.push(declarePanel(ctx));
      if (state.phase === "sheriff") parts.push(sheriffPanel(ctx));
      if (state.phase === "week_end") parts.push(weekEndPanel(ctx));
      if (state.phase === "choose_sheriff") parts.push(sheriffChoice(ctx));
    }
    parts.push(receipts(ctx), sellOutTable(ctx));
    if (state.money_by_week.length > 1) {
      parts.push(drawnLater(() => import("../charts.js"), ({ lineChart }) => lineChart({ title: t("goods-money-by-week"),
        labels: state.money_by_week.map((_, i) => (i === 0 ? t("goods-chart-start") : i <= 3 ? t("goods-chart-week", { week: i }) : t("goods-chart-sell-out"))),
        series: [...Array(state.seats).keys()].map((s) => ({ name: ctx.nameOf(s), values: state.money_by_week.map((w) => w[s]) })) })));
    }
    return h("div", { class: "goods" }, parts);
  },
};
