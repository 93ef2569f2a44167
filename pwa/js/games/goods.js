// Robin Hood (goods and the Sheriff): money, tokens, private goods, the Sheriff's pad.
import { add, h } from "../dom.js";
import { api } from "../api.js";
import { lineChart } from "../charts.js";

const GOODS = ["potato", "fruit", "chicken", "silk", "mead", "jewelry"];
const LAWFUL = ["potato", "fruit", "chicken"];
const plural = (good, n) => (n === 1 ? good : good === "potato" ? "potatoes" : good === "jewelry" ? "jewelries" : `${good}s`);
/** "1 potato, 1 chicken and 2 silks"; "nothing" when empty. */
const goodsText = (counts) => {
  const parts = Object.entries(counts || {}).filter(([, n]) => n).sort(([a], [b]) => GOODS.indexOf(a) - GOODS.indexOf(b))
    .map(([g, n]) => `${n} ${plural(g, n)}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0] || "nothing";
};
const cardsText = (n) => `${n} card${n === 1 ? "" : "s"}`;
const total = (counts) => Object.values(counts || {}).reduce((a, b) => a + b, 0);
/** "Amy", "Amy and Carlos", "Amy, Carlos and Luish". */
const namesText = (names) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0] || "");
const pads = new Map(); // half-entered bags survive re-renders

/** A number field with − and + beside it: tap rather than type (typing still works). */
function stepper(input, what) {
  const step = (d) => {
    const min = Number(input.min || 0), max = Number(input.max || 99);
    input.value = String(Math.min(max, Math.max(min, Number(input.value || 0) + d)));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
  return h("span", { class: "stepper" },
    h("button", { type: "button", "aria-label": `one less ${what}`, onclick: () => step(-1) }, "−"), input,
    h("button", { type: "button", "aria-label": `one more ${what}`, onclick: () => step(1) }, "+"));
}

/** The bag's − and + per good, counting into ``entered`` ({good: n}); ``count``: the declared
 * number to reach (null: just the total, as a Fix shows it). */
function bagCounter(entered, count, changed) {
  const tally = () => (count === null ? cardsText(total(entered)) : `${total(entered)} of ${count}`);
  const shown = h("output", {}, tally());
  const rows = GOODS.map((good) => {
    const n = h("span", { class: "pad-count" }, String(entered[good] || 0));
    const change = (d) => {
      entered[good] = Math.max(0, (entered[good] || 0) + d);
      n.textContent = entered[good];
      shown.textContent = tally();
      changed();
    };
    return h("div", { class: "pad-row" }, h("span", { class: `good-name good-${good}` }, good),
      h("button", { type: "button", "aria-label": `one less ${good}`, onclick: () => change(-1) }, "−"), n,
      h("button", { type: "button", "aria-label": `one more ${good}`, onclick: () => change(1) }, "+"));
  });
  return h("div", { class: "bag-pad" }, h("p", {}, "Cards in the bag: ", shown), rows);
}

function bagPad(ctx, key, count, onDone, label) {
  const entered = pads.get(key) || {};
  const pad = bagCounter(entered, count, () => {
    pads.set(key, entered);
    ctx.clearWarning(); // the count changed: an old "does not add up" no longer applies
  });
  add(pad, h("button", { type: "button", class: "primary", onclick: () => {
    if (total(entered) !== count) {
      ctx.warn(`The bag was declared with ${cardsText(count)}; ${total(entered)} entered. Tap + and − until they match. (rule G3)`, pad);
      return;
    }
    onDone(Object.fromEntries(Object.entries(entered).filter(([, n]) => n)), pad);
  } }, label));
  return pad;
}

const dealAmount = (id, name, value = "") => h("input", { id, type: "number", inputmode: "numeric", min: 1, max: 1000, name, value });
const dealWords = (payer, payee) => `Deal: ${payer} pays ${payee} $`;

function dealRow(ctx, target, deputy, extra) {
  const { state } = ctx.table;
  const id = `deal-${ctx.table.id}-${target}`;
  const payee = ctx.you.seat === state.sheriff ? "you" : ctx.nameOf(state.sheriff);
  const amount = dealAmount(id, `deal-${target}`);
  const row = h("div", { class: "deal-row", dataset: { refusalAnchor: "" } },
    h("label", { for: id }, dealWords(ctx.nameOf(target), payee)), amount,
    h("button", { type: "button", onclick: () => {
      const dollars = Number(amount.value), money = state.money[target];
      if (!(dollars >= 1)) { ctx.warn(`Enter the dollars ${ctx.nameOf(target)} pays for the deal.`, row); return; }
      if (dollars > money) { ctx.warn(`${ctx.nameOf(target)} has only $${money}: a deal is paid in full, so it can be at most $${money}. (rule G4)`, row); return; }
      ctx.send({ type: "deal", target, amount: Number(amount.value), deputy, ...extra }, { near: row });
    } }, "Take the deal"));
  return row;
}

function sheriffPanel(ctx) {
  const { state } = ctx.table;
  const sheriff = state.sheriff;
  const acting = ctx.you.seat === sheriff || ctx.isHost;
  const extra = ctx.you.seat === sheriff ? {} : { seat: sheriff };
  const deputy = state.regular_done;
  // After the regular inspection only a Deputy token allows another (G6); Apprehension stays possible.
  const canInspect = !deputy || state.deputy_tokens[sheriff] > 0;
  const heading = ctx.you.seat === sheriff ? "You are the Sheriff: inspect, deal, apprehend or let them pass"
    : ctx.isHost ? `${ctx.nameOf(sheriff)} is the Sheriff: enter what they do` : `${ctx.nameOf(sheriff)} is the Sheriff and is deciding`;
  const section = h("section", { class: "entry" }, h("h3", {}, heading),
    Object.entries(state.declarations).map(([seat, d]) => {
      const target = Number(seat);
      const done = state.inspected.includes(target);
      const key = `${ctx.table.id}:${state.week}:${state.turn}:${target}`;
      return h("div", { class: `declaration${done ? " done" : ""}`, dataset: { seat: target } },
        h("p", {}, h("strong", {}, ctx.nameOf(target)), ` declares ${d.count} ${plural(d.good, d.count)}`, done ? " · the Sheriff has settled this bag" : ""),
        acting && !done ? [
          canInspect ? h("details", { class: "inspect" }, h("summary", {}, deputy ? "Inspect (Deputy token)" : "Inspect"),
            bagPad(ctx, key, d.count, (cards, pad) => ctx.send({ type: "inspect", target, cards, deputy, ...extra }, { near: pad }), "Open the bag")) : null,
          canInspect ? dealRow(ctx, target, deputy, extra) : null,
          state.apprehension_token[sheriff] ? h("details", { class: "inspect" }, h("summary", {}, "Apprehend (once a game)"),
            bagPad(ctx, `${key}:a`, d.count, (cards, pad) => ctx.send({ type: "apprehend", target, cards, ...extra }, { near: pad }), "Take the bag")) : null,
        ] : null);
    }));
  if (acting) {
    // After a bag was opened, dealt for or apprehended the turn ends with end_turn; before, every bag passes.
    const ends = state.inspected.length > 0;
    add(section, h("p", { class: "hint" }, ends ? "The bags not opened pass unopened when the turn ends." : "Letting everyone pass opens no bag: every bag is approved unseen."),
      h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: ends ? "end_turn" : "let_pass", ...extra }, { near: section }) },
        ends ? "End the turn" : "Let everyone pass"));
  }
  return section;
}

function receipts(ctx) {
  const { state } = ctx.table;
  if (!state.receipts.length) return null;
  const sheriff = ctx.nameOf(state.sheriff);
  return h("section", { class: "receipts" }, h("h3", {}, "This turn's money"), h("ul", {}, state.receipts.map((r) => {
    const who = ctx.nameOf(r.target);
    if (r.kind === "deal") return h("li", {}, `${who} paid ${sheriff} $${r.amount} (deal: the bag is approved unseen)`);
    if (r.kind === "apprehension") return h("li", {}, `${sheriff} apprehended ${who}'s bag (no money moves)`);
    if (r.honest) return h("li", { class: "receipt" }, `${who} was honest: the bank pays ${who} $${r.indemnity}; approved ${goodsText(r.approved)}`);
    return h("li", { class: "receipt" }, `${who} pays $${r.penalty}`, r.written_off ? ` (paid $${r.paid}, $${r.written_off} written off)` : "",
      ` to the bank; the Sheriff gets $${r.reward}; approved ${goodsText(r.approved)}; discarded ${goodsText(r.discarded)}`);
  })));
}

const goodSelect = (id, value = null) => {
  const select = h("select", { id, name: "declare-good" }, LAWFUL.map((g) => h("option", { value: g }, g)));
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
  const { state } = ctx.table;
  const order = [1, 2, 3, 4].slice(0, state.seats - 1).map((i) => (state.sheriff + i) % state.seats);
  const next = order.find((s) => !(String(s) in state.declarations));
  const me = ctx.you.seat;
  const section = h("section", { class: "entry" }, h("h3", {}, `Declarations (${ctx.nameOf(state.sheriff)} is Sheriff)`),
    h("ul", {}, Object.entries(state.declarations).map(([s, d]) => h("li", {}, `${ctx.nameOf(Number(s))}: ${d.count} ${plural(d.good, d.count)}`))));
  if (!Object.keys(state.declarations).length && me !== null && me !== state.sheriff && state.robin_hood_token[me] && state.robin_hood_used_by === null) {
    const robin = h("div", { class: "robin", dataset: { refusalAnchor: "" } },
      h("p", {}, "Your Robin Hood token (once a game, before anyone declares): how many cards do you swap?"),
      countChips({ label: (n) => `Swap ${cardsText(n)}`, pick: (n) => ctx.send({ type: "robin_hood", cards: n }, { near: robin }) }));
    add(section, robin);
  }
  if (next !== undefined && (me === next || ctx.isHost)) {
    const id = `declare-good-${ctx.table.id}`;
    const good = goodSelect(id);
    const extra = me === next ? {} : { seat: next };
    const left = state.chariots_left.filter((n, i, all) => all.indexOf(n) === i);
    const block = h("div", { class: "declare", dataset: { refusalAnchor: "" } },
      h("p", {}, me === next ? "Your declaration:" : `${ctx.nameOf(next)} declares:`),
      h("div", { class: "field" }, h("label", { for: id }, "Good declared"), good),
      h("p", { class: "hint" }, `How many cards? 1 is always allowed; 2 to 5 need a chariot token not yet taken this turn (left: ${left.join(", ") || "none"}).`),
      countChips({ disabled: (n) => n > 1 && !state.chariots_left.includes(n),
        pick: (n) => ctx.send({ type: "declare", good: good.value, count: n, ...extra }, { near: block }) }));
    add(section, block);
  } else if (next !== undefined) add(section, h("p", { class: "waiting" }, `Waiting for ${ctx.nameOf(next)} to declare.`));
  return section;
}

/** What happens at the end of this week, for the sentence that says when the money comes. */
function afterTheWeek(state) {
  if (state.week < 3) return `week ${state.week + 1} starts`;
  return state.mode === "advanced" ? "the final sell-out follows" : "the game ends";
}

function weekEndPanel(ctx) {
  const { state } = ctx.table;
  const me = ctx.you.seat;
  const seats = [...Array(state.seats).keys()];
  const waiting = seats.filter((s) => !state.week_goods_entered[s]).map((s) => ctx.nameOf(s));
  const section = h("section", { class: "entry" }, h("h3", {}, `End of week ${state.week}: the sale`),
    h("p", {}, `Each player enters, privately, the approved cards they hold${state.mode === "advanced" ? " and which of them (up to 3) they store for the final sell-out" : ""};`,
      ` the rest sell at their value. Nothing is paid until everyone has entered: then every sale is paid at once and ${afterTheWeek(state)}.`),
    h("p", {}, "Entered: ", seats.map((s) => `${ctx.nameOf(s)} ${state.week_goods_entered[s] ? "✓" : "(not yet)"}`).join(" · ")));
  if (me === null) return section;
  const mine = state.my_week_goods;
  if (mine) {
    add(section, h("p", { class: "private" }, `Only you see this: you sell ${goodsText(mine.sold)} for $${mine.earned}`,
      state.mode === "advanced" ? ` and store ${goodsText(mine.stored)}` : "",
      `. The $${mine.earned} is paid when everyone has entered${waiting.length ? ` (waiting for ${namesText(waiting)})` : ""}.`));
    return section;
  }
  add(section, weekGoodsForm(ctx));
  return section;
}

/** One good's stepper of the week's goods (approved or stored), its input kept in ``inputs``. */
function weekRow(good, inputs, kind, min, max, value) {
  inputs[good] = h("input", { type: "number", inputmode: "numeric", min, max, value, name: `${kind}-${good}`, "aria-label": `${kind} ${good}` });
  return h("div", { class: "week-row" }, h("span", { class: `good-name good-${good}` }, good), stepper(inputs[good], `${good} ${kind}`));
}

/** {good: n} from the week's inputs, without the zeros. */
const readCounts = (inputs) => Object.fromEntries(Object.entries(inputs).map(([g, i]) => [g, Number(i.value || 0)]).filter(([, n]) => n > 0));

function weekGoodsForm(ctx) {
  const { state } = ctx.table;
  const me = ctx.you.seat;
  const advanced = state.mode === "advanced";
  const values = state.card_table.values;
  const seen = state.my_seen_approved || {};
  // G12: the app knows how many cards you hold (seen ones + the bags that passed unopened or were dealt for).
  const unseen = state.ruleset >= 2 && state.unseen_cards ? state.unseen_cards[me] : null; // older tables: unchecked
  const known = unseen === null ? null : total(seen) + unseen;
  const held = {}, stored = {}, storeRows = {};
  const read = readCounts;
  const row = weekRow;
  const tally = h("output", { class: "week-tally" });
  const sale = h("p", { class: "sale" });
  const update = () => {
    const approved = read(held), kept = advanced ? read(stored) : {};
    if (known !== null) tally.textContent = `${total(approved)} of ${known} entered.`;
    const sold = Object.fromEntries(Object.entries(approved).map(([g, n]) => [g, n - Math.min(n, kept[g] || 0)]).filter(([, n]) => n));
    const money = Object.entries(sold).reduce((a, [g, n]) => a + n * values[g], 0);
    sale.textContent = `You sell ${goodsText(sold)} for $${money}${advanced ? ` and store ${goodsText(kept)}` : ""}; paid when everyone has entered.`;
    // Only cards you hold can be stored: a good you hold none of has no store row.
    for (const good of GOODS) if (storeRows[good]) storeRows[good].hidden = !(Number(held[good].value) > 0 || Number(stored[good].value) > 0);
  };
  const heldRows = GOODS.map((good) => row(good, held, "approved", seen[good] || 0, 30, seen[good] || 0));
  const form = h("form", { class: "week-goods", onsubmit: (event) => {
    event.preventDefault();
    ctx.send({ type: "week_goods", approved: read(held), ...(advanced ? { stored: read(stored) } : {}) }, { near: form });
  }, oninput: update },
  h("p", { class: "hint" }, "Only you see this. Pre-filled with what the app saw approved for you."),
  known === null ? null : h("p", { class: "hint" }, `The app counts ${known} approved card${known === 1 ? "" : "s"} for you: `,
    `${known - unseen} seen (${goodsText(seen)}) and ${unseen} in bags that passed unopened or were dealt for. Enter what those bags held (rule G12). `, tally),
  h("fieldset", { class: "week-part" }, h("legend", {}, "Approved cards you hold"), heldRows),
  advanced ? h("fieldset", { class: "week-part" }, h("legend", {}, "Store for the final sell-out (up to 3 this week)"),
    GOODS.map((good) => { storeRows[good] = row(good, stored, "stored", 0, 3, 0); return storeRows[good]; })) : null,
  sale,
  h("button", { type: "submit", class: "primary" }, "Sell the rest"));
  update();
  setTimeout(update); // the table screen puts back what was typed after a redraw: count that, not the defaults
  return form;
}

function sheriffChoice(ctx) {
  const { state } = ctx.table;
  const me = ctx.you.seat;
  const chooser = state.choosing_sheriff;
  if (me !== chooser && !ctx.isHost) {
    return h("section", { class: "entry" }, h("p", { class: "waiting" }, `${ctx.nameOf(chooser)} has the least money and chooses next week's first Sheriff.`));
  }
  const section = h("section", { class: "entry" },
    h("h3", {}, me === chooser ? "You have the least money: who is next week's first Sheriff?" : `${ctx.nameOf(chooser)} has the least money and chooses next week's first Sheriff`));
  add(section, h("div", { class: "choices" }, [...Array(state.seats).keys()].map((s) => h("button", { type: "button", class: "primary",
    onclick: () => ctx.send({ type: "choose_sheriff", sheriff: s, ...(me === chooser ? {} : { seat: chooser }) }, { near: section }) }, ctx.nameOf(s)))));
  return section;
}

/** A chip per player, the Sheriff's pressed: tapping one names the Sheriff. */
function sheriffChips(ctx, seats, sheriff, pick) {
  const chips = [...Array(seats).keys()].map((s) => h("button", { type: "button", class: "chip",
    "aria-pressed": String(s === sheriff), onclick: () => pick(s, chips) }, ctx.nameOf(s)));
  return h("div", { class: "choices" }, chips);
}

/** Before the first move, anyone at the table names the first Sheriff (the option is a seat number). */
function firstSheriffPanel(ctx) {
  const { state } = ctx.table;
  if (!state.first_sheriff_open || (ctx.you.seat === null && !ctx.isHost)) return null;
  const section = h("section", { class: "entry first-sheriff" }, h("h3", {}, "Who starts as Sheriff?"),
    h("p", { class: "hint" }, `The rulebook gives the Sheriff token to the player who tells the most honest fact they have been through. ${ctx.nameOf(state.sheriff)} is Sheriff now; tap another name to change it before anyone declares.`));
  add(section, sheriffChips(ctx, state.seats, state.sheriff, (s) => ctx.send({ type: "first_sheriff", sheriff: s }, { near: section })));
  return section;
}

function sellOutTable(ctx) {
  const { state } = ctx.table;
  if (!state.sell_out) return null;
  const limits = state.card_table.limits;
  return h("section", { class: "sell-out" }, h("h3", {}, "The final sell-out (rule G10)"),
    GOODS.filter((g) => Object.values(state.sell_out).some((r) => r.by_good[g])).map((good) => {
      const rows = Object.entries(state.sell_out).filter(([, r]) => r.by_good[good]);
      const stock = rows.reduce((a, [, r]) => a + r.by_good[good].stored, 0);
      return h("div", { class: "sell-good" }, h("h4", {}, `${good}: ${stock} stored, limit ${limits[good]}`,
        stock > limits[good] ? " (over the limit: most stored sell first, equal counts split)" : " (within the limit: all sell at double)"),
        h("ul", {}, rows.map(([seat, r]) => h("li", {}, `${ctx.nameOf(Number(seat))}: stored ${r.by_good[good].stored}, sold ${r.by_good[good].sold}, $${r.by_good[good].money}`))));
    }));
}

/** The private line: what the app saw approved for you this week, and what you stored. */
function privateLine(ctx) {
  const { state } = ctx.table;
  const me = ctx.you.seat;
  const seen = state.my_seen_approved || {};
  const unseen = state.unseen_cards ? state.unseen_cards[me] : 0;
  const parts = [total(seen) ? `approved this week ${goodsText(seen)}` : "no card seen approved for you this week"];
  if (unseen) parts.push(`and ${cardsText(unseen)} in bags that passed unopened or were dealt for`);
  const storedText = state.mode === "advanced" ? ` Stored for the final sell-out: ${total(state.my_stored) ? goodsText(state.my_stored) : "nothing yet"}.` : "";
  return h("p", { class: "private" }, `Only you see this: ${parts.join(", ")}.${storedText}`);
}

/** The tokens a player still has, in words. */
function tokensText(state, s) {
  const left = [state.robin_hood_token[s] ? "Robin Hood" : null, state.apprehension_token[s] ? "Apprehension" : null,
    state.seats > 3 && state.deputy_tokens[s] ? `${state.deputy_tokens[s]} Deputy` : null].filter(Boolean);
  return `Tokens left: ${left.length ? left.join(", ") : "none"} · ${cardsText(state.stored_counts[s])} stored`;
}

/** A log line for the week's goods: the owner reads what they sold and stored, everyone else that it was entered. */
function describeWeekGoods(m, r, who) {
  const paid = r.week_over ? `; everyone has entered, so week ${r.week}'s sales are paid` : r.week_over === false ? "; the money is paid when everyone has entered" : "";
  if (m.approved === null || m.approved === undefined) return `${who} entered the week's goods (only ${who} sees them)${paid}`;
  const stored = m.stored || {};
  const sold = r.sold || Object.fromEntries(Object.entries(m.approved).map(([g, n]) => [g, n - Math.min(n, stored[g] || 0)]).filter(([, n]) => n));
  const money = typeof r.earned === "number" ? ` for $${r.earned}` : "";
  const kept = total(stored) ? `, storing ${goodsText(stored)}` : "";
  return `${who} entered the week's goods: selling ${goodsText(sold)}${money}${kept}${paid}`;
}

function describeInspection(m, r, who, seatName) {
  const whose = seatName(m.target);
  const head = `${who} inspected ${whose}${m.deputy ? " with a Deputy token" : ""}`;
  if (r.honest === true) return `${head}: honest, the bank paid ${whose} $${r.indemnity}; ${goodsText(r.approved)} approved`;
  if (r.honest === false) {
    const short = r.written_off ? ` (${whose} paid only $${r.paid}, $${r.written_off} written off)` : "";
    return `${head}: penalty $${r.penalty}, reward $${r.reward}${short}; the bag held ${goodsText(m.cards)}`;
  }
  return `${head}: the bag held ${goodsText(m.cards)}`; // a corrected move comes without its result
}

function describeApprehension(m, r, who, seatName) {
  const whose = seatName(m.target);
  if (m.cards === null || m.cards === undefined) return `${who} apprehended ${whose}'s bag (what it held only ${who} sees)`;
  if (r.took || r.returned) {
    return `${who} apprehended ${whose}'s bag: ${goodsText(r.returned)} back to ${whose}, ${goodsText(r.took)} kept by ${who}`;
  }
  return `${who} apprehended ${whose}'s bag: it held ${goodsText(m.cards)}`;
}

const PHASE_WORDS = {
  declare: "the players fill their bags and declare", sheriff: "the Sheriff inspects",
  week_end: "the week's goods are entered", choose_sheriff: "next week's first Sheriff is chosen",
};

/** The big screen: who is Sheriff, what the turn is waiting for, and each bag's declaration. */
function turnNow(ctx) {
  const { state } = ctx.table;
  const declared = Object.entries(state.declarations || {});
  return h("section", { class: "turn-now" },
    h("h3", {}, state.sheriff === null || state.sheriff === undefined ? "This turn" : `${ctx.nameOf(state.sheriff)} is the Sheriff`),
    PHASE_WORDS[state.phase] ? h("p", {}, `Now ${PHASE_WORDS[state.phase]}.`) : null,
    declared.length ? h("ul", { class: "declared" }, declared.map(([seat, d]) => h("li", {},
      h("strong", {}, ctx.nameOf(Number(seat))), ` declares ${d.count} ${plural(d.good, d.count)}`,
      (state.inspected || []).includes(Number(seat)) ? " · settled" : ""))) : null);
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
      attrs: { role: "group", "aria-label": "How many cards?" } });
    return { element: h("div", { class: "goods declare" }, h("div", { class: "field" }, h("label", { for: good.id }, "Good declared"), good),
      h("p", { class: "hint" }, "How many cards?"), chips),
    read: () => ({ ...move, good: good.value, count }) };
  }
  if (move.type === "robin_hood") {
    let cards = move.cards;
    const chips = countChips({ pressed: cards, label: (n) => `Swap ${cardsText(n)}`, pick: (n, all) => { cards = n; choose(all, n - 1); },
      attrs: { role: "group", "aria-label": "How many cards were swapped?" } });
    return { element: h("div", { class: "goods robin" }, h("p", {}, "The Robin Hood token: how many cards were swapped?"), chips),
      read: () => ({ ...move, cards }) };
  }
  if ((move.type === "inspect" || move.type === "apprehend") && onlyGoods(move.cards)) {
    const entered = { ...move.cards };
    const target = targetSelect(ctx, id("target"), move.target);
    // A tap on − or + is a change to preview again (corrections.js listens for input and change).
    const pad = bagCounter(entered, null, () => pad.dispatchEvent(new Event("change", { bubbles: true })));
    return { element: h("div", { class: "goods" }, h("div", { class: "field" }, h("label", { for: target.id }, "Whose bag"), target), pad),
      read: () => ({ ...move, target: Number(target.value), cards: countsLike(move.cards, entered) }) };
  }
  if (move.type === "deal") {
    const target = targetSelect(ctx, id("target"), move.target);
    const amount = dealAmount(id("amount"), "deal-amount", move.amount);
    const words = h("label", { for: amount.id }, dealWords(ctx.nameOf(move.target), ctx.nameOf(sheriff)));
    target.addEventListener("change", () => { words.textContent = dealWords(ctx.nameOf(Number(target.value)), ctx.nameOf(sheriff)); });
    return { element: h("div", { class: "goods" }, h("div", { class: "field" }, h("label", { for: target.id }, "Whose bag"), target),
      h("div", { class: "deal-row" }, words, amount)),
    read: () => ({ ...move, target: Number(target.value), amount: amount.value === "" ? null : Number(amount.value) }) };
  }
  if (move.type === "week_goods" && onlyGoods(move.approved) && (move.stored === undefined || onlyGoods(move.stored))) {
    const held = {}, stored = {};
    const keep = move.stored !== undefined || ctx.table.state.mode === "advanced";
    return { element: h("div", { class: "goods week-goods" },
      h("fieldset", { class: "week-part" }, h("legend", {}, "Approved cards you hold"),
        GOODS.map((good) => weekRow(good, held, "approved", 0, 30, move.approved[good] || 0))),
      keep ? h("fieldset", { class: "week-part" }, h("legend", {}, "Store for the final sell-out (up to 3 this week)"),
        GOODS.map((good) => weekRow(good, stored, "stored", 0, 3, (move.stored || {})[good] || 0))) : null),
    read: () => {
      const out = { ...move, approved: countsLike(move.approved, readCounts(held)) };
      if (keep) out.stored = countsLike(move.stored, readCounts(stored));
      if (move.stored === undefined && keep && !total(out.stored)) delete out.stored;
      return out;
    } };
  }
  if (move.type === "choose_sheriff" || move.type === "first_sheriff") {
    let chosen = move.sheriff;
    const chips = sheriffChips(ctx, Math.max(ctx.table.state.seats, move.sheriff + 1), chosen, (s, all) => { chosen = s; choose(all, s); });
    chips.setAttribute("role", "group");
    chips.setAttribute("aria-label", move.type === "first_sheriff" ? "The first Sheriff" : "Next week's first Sheriff");
    return { element: h("div", { class: "goods" }, h("p", {}, move.type === "first_sheriff" ? "Who starts as Sheriff?" : "Who is next week's first Sheriff?"), chips),
      read: () => ({ ...move, sheriff: chosen }) };
  }
  return null;
}

export const screen = {
  fixEditor,
  /** Every move of this game as a sentence with the players' names (no field names, no seat numbers). */
  describe(entry, who, seatName) {
    const m = entry.move, r = entry.result || {};
    switch (m.type) {
      case "robin_hood": return `${who} used the Robin Hood token and swapped ${cardsText(m.cards)}`;
      case "declare": return `${who} declared ${m.count} ${plural(m.good, m.count)}`;
      case "inspect": return describeInspection(m, r, who, seatName);
      case "deal": return `${who} took a $${m.amount} deal from ${seatName(m.target)}${m.deputy ? " (Deputy token)" : ""}: the bag is approved unseen`;
      case "apprehend": return describeApprehension(m, r, who, seatName);
      case "let_pass": return `${who} let every bag pass`;
      case "end_turn": return `${who} ended the turn; the bags not opened passed`;
      case "pass_all": return `${who} ended the turn`;
      case "week_goods": return describeWeekGoods(m, r, who);
      case "choose_sheriff": return `${who} chose ${seatName(m.sheriff)} as next week's first Sheriff`;
      case "first_sheriff": return `${who} chose ${seatName(m.sheriff)} as the first Sheriff`;
      default: return null;
    }
  },
  render(ctx) {
    const { state, status } = ctx.table;
    const me = ctx.you.seat;
    const parts = [];
    if (status.finished) parts.push(h("p", { class: "banner" }, `Game over: ${namesText(status.winners.map((s) => ctx.nameOf(s)))} won.`));
    else parts.push(h("p", { class: "round-line" }, `Week ${state.week} of 3 · turn ${state.turn} of ${state.turns_per_week} · ${state.mode} game`));
    parts.push(h("ul", { class: "ledger" }, [...Array(state.seats).keys()].map((s) => h("li", { class: me === s ? "mine" : "", dataset: { seat: s } },
      h("span", { class: "who" }, ctx.nameOf(s), s === state.sheriff ? " ★ Sheriff" : ""), h("span", { class: "gold" }, `$${state.money[s]}`),
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
      parts.push(lineChart({ title: "Money by week", labels: state.money_by_week.map((_, i) => (i === 0 ? "start" : i <= 3 ? `week ${i}` : "sell-out")),
        series: [...Array(state.seats).keys()].map((s) => ({ name: ctx.nameOf(s), values: state.money_by_week.map((w) => w[s]) })) }));
    }
    return h("div", { class: "goods" }, parts);
  },
};
