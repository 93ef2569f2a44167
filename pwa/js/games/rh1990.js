// Robin Hood (1990): the gold ledger. Steppers for the pawns, a summary before paying, coins for the gold.
import { add, drawnLater, h } from "../dom.js";
import { api } from "../api.js";
import { explainError } from "../forms.js";
import { listWords, numberWords, t } from "../i18n.js";

const CASTLE_CARDS = [1, 2, 3, 4, 5, "sheriff"];
// The longest a section of the route runs, so a stepper cannot run away (the engine allows up to 200).
const MOST_SPACES = 60;
// Distances typed so far and the pay-out waiting for confirmation survive the re-render every
// change at the table causes; keyed by table and section, so a new section starts empty.
const distances = new Map();
const confirming = new Map();

const castleCardText = (card) => t("rh1990-castle-card", card === "sheriff" ? { card } : { card: "arrows", arrows: card });
const spacesText = (spaces) => t("rh1990-spaces", { spaces });
const goldText = (count) => t("rh1990-gold", { count });
/**
 * Gathering point 1-4 by name ("the inn"; 0: the gathering point) in the slot ``form`` of the sentence:
 * "name" (as a name), "dative" (German "vor dem Gasthaus"), "at" (German "am Gasthaus", French "à l'auberge").
 */
const place = (point, form = "name") => t("rh1990-place", { point: point || 0, form });
const seatsOf = (state) => [...Array(state.seats).keys()];

/** The gold as coins, one picture with the amount as its name (screen readers read "17 gold"). */
function coins(count) {
  return h("span", { class: "coins", role: "img", "aria-label": goldText(count) },
    Array.from({ length: Math.min(count, 30) }, () => h("span", { class: "coin" })),
    count > 30 ? h("span", { class: "coin-more", "aria-hidden": "true" }, `+${count - 30}`) : null);
}

/** V3 from the two castle cards, for log lines read without the move's result (corrections). */
function duelWinner(move) {
  return "sheriff" !== move.player_card && "sheriff" !== move.sheriff_card && move.player_card > move.sheriff_card
    ? "player" : "sheriff";
}

/** A select of castle cards that starts on "Pick a card" (no guess), read as 1-5 or "sheriff". */
function castleCardSelect(name, labelText, initial = null) {
  const select = h("select", { name },
    h("option", { value: "" }, t("rh1990-pick-card")),
    CASTLE_CARDS.map((c) => h("option", { value: c }, c === "sheriff" ? t("rh1990-sheriff-option") : castleCardText(c))));
  if (initial !== null) select.value = String(initial);
  return { select, element: h("label", {}, labelText, select),
    value: () => (select.value === "" ? null : select.value === "sheriff" ? "sheriff" : Number(select.value)) };
}

/** Who a move is for: the host picks a player by name; a player enters their own. */
function seatPicker(ctx, name) {
  const { state } = ctx.table;
  const seats = ctx.isHost ? seatsOf(state) : [ctx.you.seat ?? 0];
  const select = h("select", { name }, seats.map((s) => h("option", { value: s }, ctx.nameOf(s))));
  return { select, element: seats.length > 1 ? h("label", {}, t("rh1990-player"), select) : null };
}

/** The duel's castle cards and V7's box, empty or as a move had them; move() gives the duel's fields. */
function duelFields(initial = {}) {
  const player = castleCardSelect("duel-player-card", t("rh1990-player-card"), initial.player_card ?? null);
  const sheriff = castleCardSelect("duel-sheriff-card", t("rh1990-sheriff-card"), initial.sheriff_card ?? null);
  // V7: won on the sheriff's starting space, the pawn may go straight onto the gathering point.
  const onto = h("input", { type: "checkbox", name: "duel-to-gathering-point", checked: initial.to_gathering_point === true });
  const ontoLabel = h("label", { class: "check-label" }, onto, t("rh1990-duel-onto-point"));
  return { player, sheriff, onto, elements: [player.element, sheriff.element, ontoLabel] };
}

function duelForm(ctx) {
  const who = seatPicker(ctx, "duel-seat");
  const { player, sheriff, onto, elements } = duelFields();
  const form = h("div", { class: "duel-form", dataset: { refusalAnchor: "" } });
  const send = () => {
    if (player.value() === null || sheriff.value() === null) {
      ctx.warn(t("rh1990-duel-cards-first"), form);
      return;
    }
    ctx.send({ type: "duel", player_card: player.value(), sheriff_card: sheriff.value(),
      ...(onto.checked ? { to_gathering_point: true } : {}), ...ctx.actsFor(Number(who.select.value)) }, { near: form });
  };
  add(form, ...[who.element, ...elements,
    h("button", { type: "button", class: "primary", onclick: send }, t("rh1990-duel-send"))].filter(Boolean));
  return h("details", { class: "duel" }, h("summary", {}, t("rh1990-duel")), form);
}

/** An event card (V5): the rulebook does not print them, so the player enters what it did. */
/** The event card's fields, empty or as a move had them; fields() gives the event's move fields. */
function eventFields(initial = {}) {
  const text = h("input", { type: "text", name: "event-text", maxlength: 200, required: true,
    placeholder: t("rh1990-event-text-placeholder"), value: initial.text ?? "" });
  const gold = h("input", { type: "number", name: "event-gold", min: -100, max: 100, step: 1, value: initial.gold ?? 0, inputmode: "numeric" });
  const pawn = h("select", { name: "event-pawn" },
    h("option", { value: "none" }, t("rh1990-pawn-stayed")), h("option", { value: "forward" }, t("rh1990-pawn-forward")),
    h("option", { value: "back" }, t("rh1990-pawn-back")), h("option", { value: "start" }, t("rh1990-pawn-to-start")));
  const moved = initial.pawn_spaces || 0;
  pawn.value = initial.pawn_to_section_start ? "start" : moved > 0 ? "forward" : moved < 0 ? "back" : "none";
  const spaces = h("input", { type: "number", name: "event-spaces", min: 1, max: MOST_SPACES, step: 1, value: Math.abs(moved) || 1, inputmode: "numeric" });
  const fields = () => {
    const steps = Number(spaces.value);
    return { text: text.value.trim(), gold: Number(gold.value),
      pawn_spaces: pawn.value === "forward" ? steps : pawn.value === "back" ? -steps : 0, pawn_to_section_start: pawn.value === "start" };
  };
  return { text, gold, fields,
    elements: [h("label", {}, t("rh1990-event-text"), text), h("label", {}, t("rh1990-event-gold"), gold),
      h("label", {}, t("rh1990-event-pawn"), pawn), h("label", {}, t("rh1990-event-spaces"), spaces)] };
}

function eventForm(ctx) {
  const who = seatPicker(ctx, "event-seat");
  const { text, gold, fields, elements } = eventFields();
  const form = h("div", { class: "event-form", dataset: { refusalAnchor: "" } });
  const send = () => {
    const amount = Number(gold.value);
    if (!text.value.trim()) { ctx.warn(t("rh1990-event-text-first"), form); return; }
    if (gold.value === "" || !Number.isInteger(amount)) { ctx.warn(t("rh1990-event-gold-whole"), form); return; }
    ctx.send({ type: "event", ...fields(), ...ctx.actsFor(Number(who.select.value)) }, { near: form });
  };
  add(form, ...[who.element, ...elements,
    h("button", { type: "button", class: "primary", onclick: send }, t("rh1990-event-send"))].filter(Boolean));
  return h("details", { class: "event" }, h("summary", {}, t("rh1990-event")), form);
}

/** Before anything is played: the youngest starts section 1; the table names them (V4). */
function firstPlayerChoice(ctx) {
  const { state } = ctx.table;
  const seated = ctx.table.players.map((p) => p.seat).sort((a, b) => a - b);
  const chosen = state.first_chosen !== false;
  const section = h("section", { class: "entry first-player", dataset: { refusalAnchor: "" } },
    h("h3", {}, t("rh1990-youngest-heading")),
    h("p", { class: "hint" }, chosen ? t("rh1990-youngest-chosen", { name: ctx.nameOf(state.starter) }) : t("rh1990-youngest-tap")));
  const buttons = seated.map((s) => h("button", { type: "button", class: chosen && state.starter === s ? "primary" : "",
    "aria-pressed": String(chosen && state.starter === s),
    onclick: () => ctx.send({ type: "first_player", starting_seat: s }, { near: section }) }, ctx.nameOf(s)));
  add(section, h("div", { class: "seat-buttons" }, buttons));
  if (seated.length < state.seats) add(section, h("p", { class: "waiting" }, t("rh1990-seats-free", { count: state.seats - seated.length })));
  return section;
}

/** V6: after a tie for the fewest gold, a tied player or the host names who starts. */
function starterChoice(ctx) {
  const { state } = ctx.table;
  const tied = state.choosing_starter;
  const names = listWords(tied.map((s) => ctx.nameOf(s)), "disjunction");
  const isTied = tied.includes(ctx.you.seat);
  const section = h("section", { class: "entry starter-choice", dataset: { refusalAnchor: "" } });
  // A tied player chooses as themselves; a host who is not tied (perhaps seated at the table) enters the
  // choice for the tied player it names, which sends the host's token rather than their own seat's.
  const choose = (s) => ctx.send({ type: "starter", starting_seat: s, ...(isTied ? {} : { seat: s }) }, { near: section });
  add(section, h("h3", {}, t("rh1990-tied-heading")),
    isTied || ctx.isHost
      ? h("div", { class: "seat-buttons" }, tied.map((s) => h("button", { type: "button", class: "primary", onclick: () => choose(s) }, t("rh1990-starts", { name: ctx.nameOf(s) }))))
      : h("p", { class: "waiting" }, t("rh1990-tied-waiting", { names, section: state.section })));
  return section;
}

/** One pawn's distance: a number pad field between − and + (no slider, no guess: it starts empty). */
function distanceStepper(ctx, seat, key, changed, { point = ctx.table.state.section, id = `distance-${ctx.table.id}-${seat}`, kept = distances } = {}) {
  const label = t("rh1990-short-of", { name: ctx.nameOf(seat), place: place(point, "dative") });
  const stored = kept.get(key(seat));
  const input = h("input", { id, type: "number", name: `distance-${seat}`, min: 0, max: MOST_SPACES, step: 1,
    inputmode: "numeric", placeholder: "?", value: stored ?? "", "aria-label": label });
  const out = h("output", { for: id, class: "distance-words" }, stored === undefined ? t("rh1990-not-entered") : spacesText(stored));
  const set = (raw) => {
    const value = raw === "" ? undefined : Number(raw);
    if (value === undefined) kept.delete(key(seat)); else kept.set(key(seat), value);
    out.textContent = value === undefined ? t("rh1990-not-entered") : Number.isInteger(value) && value >= 0 ? spacesText(value) : t("rh1990-whole-number");
    changed();
  };
  input.addEventListener("input", () => set(input.value));
  const step = (by) => {
    const now = input.value === "" ? (by > 0 ? -1 : 1) : Number(input.value); // from empty: + gives 0, − gives 0
    input.value = String(Math.min(MOST_SPACES, Math.max(0, now + by)));
    set(input.value);
  };
  return h("div", { class: "pawn" }, h("label", { class: "who", for: id }, ctx.nameOf(seat)),
    h("div", { class: "stepper" },
      h("button", { type: "button", class: "step", "aria-label": t("rh1990-space-fewer", { name: ctx.nameOf(seat) }), onclick: () => step(-1) }, "−"),
      input,
      h("button", { type: "button", class: "step", "aria-label": t("rh1990-space-more", { name: ctx.nameOf(seat) }), onclick: () => step(1) }, "+")),
    out);
}

/** The settlement (V2): every pawn's distance, then a summary of the pay-out to confirm. */
function settlementForm(ctx) {
  const { state } = ctx.table;
  const seats = seatsOf(state);
  const memo = `${ctx.table.id}:${state.section}`;
  const key = (seat) => `${memo}:${seat}`;
  const section = h("section", { class: "settle", dataset: { refusalAnchor: "" } });
  const summary = h("div", { class: "preview", "aria-live": "polite" });
  const entered = () => seats.map((s) => distances.get(key(s)));
  // V7: the duel's winner stands on the gathering point: the first arrival, at 0, not a field to fill.
  const arrived = state.arrived ?? null;
  if (arrived !== null) distances.set(key(arrived), 0);

  // The calculator names players by its keys: the players' names, so its sentences read "Ann and Bob".
  const names = seats.map((s) => ctx.nameOf(s));
  const byName = new Set(names).size === names.length;
  const calculatorKey = (s) => (byName ? names[s] : t("rh1990-player-number", { number: s + 1 }));

  function stale() { // a distance changed: the summary no longer says what will be paid
    if (confirming.has(memo)) { confirming.delete(memo); summary.replaceChildren(); }
    ctx.clearWarning();
  }

  async function check() {
    const values = entered();
    const missing = seats.filter((s) => values[s] === undefined).map((s) => ctx.nameOf(s));
    if (missing.length) { ctx.warn(t("rh1990-distances-missing", { names: listWords(missing), count: missing.length }), section); return; }
    const bad = seats.filter((s) => !Number.isInteger(values[s]) || values[s] < 0).map((s) => ctx.nameOf(s));
    if (bad.length) { ctx.warn(t("rh1990-distances-whole", { names: listWords(bad) }), section); return; }
    let body;
    try {
      // The same engine code as the table, through the stateless calculator.
      body = await api.calculate("/robin-hood-1990/settlement", { gathering_point: state.section, rule: state.rule,
        distances: Object.fromEntries(seats.map((s) => [calculatorKey(s), values[s]])) });
    } catch (err) {
      ctx.warn(explainError(err).text, section);
      return;
    }
    confirming.set(memo, { values, gold: seats.map((s) => body.gold[calculatorKey(s)]) });
    showSummary(true);
  }

  /** The pay-out to confirm; ``focus``: move to "Pay out" (only when the person asked for it, not on a re-render). */
  function showSummary(focus = false) {
    const { values, gold } = confirming.get(memo);
    summary.replaceChildren(h("div", { class: "payout-summary" },
      h("h4", {}, t("rh1990-pay-out-at", { place: place(state.section, "at") })),
      h("ul", { class: "paid" }, seats.map((s) => h("li", {}, t("rh1990-payout-line", { name: ctx.nameOf(s), gold: gold[s], spaces: spacesText(values[s]) })))),
      h("div", { class: "seat-buttons" },
        h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "settle",
          distances: Object.fromEntries(seats.map((s) => [String(s), values[s]])) }, { near: section }) }, t("rh1990-pay-out")),
        h("button", { type: "button", onclick: () => { stale(); section.querySelector("input")?.focus(); } }, t("rh1990-change-distances")))));
    if (focus) summary.querySelector("button.primary")?.focus();
  }

  add(section, h("h3", {}, t("rh1990-settle-heading", { point: state.section, place: place(state.section) })),
    h("p", { class: "hint" }, t("rh1990-settle-hint")),
    ...seats.map((s) => (s === arrived
      ? h("p", { class: "distance-fixed" }, t("rh1990-arrived-first", { name: ctx.nameOf(s) }))
      : distanceStepper(ctx, s, key, stale))),
    h("button", { type: "button", class: "check-payout", onclick: check }, t("rh1990-check-payout")), summary);
  const kept = confirming.get(memo);
  if (kept && seats.every((s) => kept.values[s] === distances.get(key(s)))) showSummary();
  return section;
}

function describeSettle(m, r, seatName) {
  const point = r.gathering_point ?? null;
  const where = point ? t("rh1990-log-where", { point, place: place(point) }) : t("rh1990-log-where-unknown");
  const spots = Object.entries(m.distances).map(([s, d]) => t("rh1990-log-spot", { name: seatName(Number(s)), spaces: spacesText(d) })).join(", ");
  const paid = r.paid ? t("rh1990-log-paid", { paid: Object.entries(r.paid)
    .map(([s, gold]) => t("rh1990-log-paid-one", { name: seatName(Number(s)), gold })).join(", ") }) : "";
  return t("rh1990-log-settle", { where, paid, spots });
}

function describeEvent(who, m, r) {
  const changed = r.changed ?? m.gold;
  const gold = changed ? t("rh1990-log-event-gold", { signed: numberWords(changed, { signDisplay: "exceptZero" }), amount: Math.abs(changed) })
    : t("rh1990-log-event-no-gold");
  const pawn = m.pawn_to_section_start ? t("rh1990-log-pawn-to-start")
    : m.pawn_spaces ? t("rh1990-log-pawn-moved", { direction: m.pawn_spaces > 0 ? "forward" : "back", spaces: Math.abs(m.pawn_spaces) }) : "";
  const clamped = r.clamped ? t("rh1990-log-clamped", { taken: -r.changed, asked: -r.asked }) : "";
  return t("rh1990-log-event", { who, text: m.text, gold, pawn, clamped });
}

/** A Fix opens the duel's card choices, the event's fields, the settlement's steppers, pre-filled. */
function fixEditor(ctx, move, entry) {
  const { type, ...was } = move;
  if (type === "duel") {
    const { player, sheriff, onto, elements } = duelFields(move);
    return { element: h("div", { class: "rh1990 duel-form" }, elements),
      read: () => {
        const out = { ...move, player_card: player.value(), sheriff_card: sheriff.value() };
        if (onto.checked || "to_gathering_point" in was) out.to_gathering_point = onto.checked;
        return out;
      } };
  }
  if (type === "event") {
    const { fields, elements } = eventFields(move);
    return { element: h("div", { class: "rh1990 event-form" }, elements),
      read: () => {
        const out = { ...move, ...fields() };
        // The defaults (no pawn move) stay out when the move left them out.
        if (!("pawn_spaces" in was) && out.pawn_spaces === 0) delete out.pawn_spaces;
        if (!("pawn_to_section_start" in was) && !out.pawn_to_section_start) delete out.pawn_to_section_start;
        return out;
      } };
  }
  if (type === "settle" && move.distances && typeof move.distances === "object") {
    const seats = Object.keys(move.distances);
    if (!seats.every((s) => /^\d$/.test(s))) return null;
    const kept = new Map(seats.map((s) => [Number(s), move.distances[s]]));
    const point = entry.result?.gathering_point ?? null;
    const steppers = seats.map((s) => distanceStepper(ctx, Number(s), (seat) => seat, () => {},
      { point, id: `fix-distance-${entry.version}-${s}`, kept }));
    return { element: h("div", { class: "rh1990 settle" }, steppers),
      read: () => ({ ...move, distances: Object.fromEntries(seats.map((s) => [s, kept.has(Number(s)) ? kept.get(Number(s)) : null])) }) };
  }
  if ((type === "first_player" || type === "starter") && Number.isInteger(move.starting_seat)) {
    const id = `fix-starter-${entry.version}`;
    const select = h("select", { id, name: "starting-seat" }, ctx.table.players.map((p) => h("option", { value: p.seat }, ctx.nameOf(p.seat))));
    if (![...select.options].some((o) => o.value === String(move.starting_seat))) add(select, h("option", { value: move.starting_seat }, ctx.nameOf(move.starting_seat)));
    select.value = String(move.starting_seat);
    return { element: h("div", { class: "field" }, h("label", { for: id }, type === "first_player" ? t("rh1990-fix-youngest") : t("rh1990-fix-starter")), select),
      read: () => ({ ...move, starting_seat: Number(select.value) }) };
  }
  return null;
}

export const screen = {
  fixEditor,
  // Log sentences; a corrected move comes with an empty result, so each reads the move itself first.
  describe(entry, who, seatName) {
    const m = entry.move;
    const r = entry.result || {};
    if (m.type === "duel") {
      const cards = { player: castleCardText(m.player_card), sheriff: castleCardText(m.sheriff_card) };
      const onto = m.to_gathering_point ? "yes" : "no"; // V7
      return (r.winner ?? duelWinner(m)) === "player" ? t("rh1990-log-duel-won", { who, ...cards, onto })
        : t("rh1990-log-duel-lost", { who, ...cards });
    }
    if (m.type === "settle") return describeSettle(m, r, seatName);
    // A host move: ``who`` is the host's name when the host sits at the table, else "Host".
    if (m.type === "first_player") return t("rh1990-log-first-player", { who, name: seatName(m.starting_seat) });
    // The host may enter the choice for a tied player (V6): say it was the host.
    if (m.type === "starter") return t("rh1990-log-starter", { host: entry.by === "host" ? "yes" : "no", who, name: seatName(m.starting_seat) });
    if (m.type === "event") return describeEvent(who, m, r);
    return null;
  },
  render(ctx) {
    const { state, status } = ctx.table;
    const seats = seatsOf(state);
    const last = state.settlements[state.settlements.length - 1];
    const firstOpen = !status.finished && state.section === 1 && !state.settlements.length && !state.duels.length && !(state.events || []).length;
    const parts = [];
    if (status.finished) {
      const winners = status.winners.map((s) => ctx.nameOf(s));
      parts.push(h("p", { class: "banner" }, t("rh1990-over", { names: listWords(winners), count: winners.length })));
    } else {
      const starts = state.starter === null ? "nobody" : firstOpen && state.first_chosen === false ? "youngest" : "named";
      parts.push(h("p", { class: "round-line" }, t("rh1990-round-line", { section: state.section, place: place(state.section),
        starts, name: state.starter === null ? "" : ctx.nameOf(state.starter), rule: state.rule === "last" ? "last" : "behind" })));
    }
    if (firstOpen && !ctx.readOnly) parts.push(firstPlayerChoice(ctx));
    if (state.choosing_starter.length && !ctx.readOnly) parts.push(starterChoice(ctx));
    parts.push(h("ul", { class: "ledger" }, seats.map((s) => h("li", { class: ctx.you.seat === s ? "mine" : "", dataset: { seat: s } },
      h("span", { class: "who" }, ctx.nameOf(s)), h("span", { class: "gold" }, goldText(state.gold[s])), coins(state.gold[s]),
      last ? h("small", { class: "last-paid" }, t("rh1990-last-paid", { gold: last.paid[String(s)] })) : null))));
    // V6: nothing else is accepted until the tied players have chosen who starts.
    // V7: a pawn that won its duel onto the gathering point ended the section: only the settlement is left.
    const arrived = state.arrived ?? null;
    if (!status.finished && arrived !== null) {
      parts.push(h("p", { class: "hint arrived" }, t("rh1990-arrived-hint", { name: ctx.nameOf(arrived), place: place(state.section, "at") })));
    }
    if (!status.finished && !ctx.readOnly && !state.choosing_starter.length) {
      parts.push(...(arrived === null ? [duelForm(ctx), eventForm(ctx)] : []), settlementForm(ctx));
    }
    if (state.settlements.length) {
      // Short x labels (gathering point numbers) so the last one is not cut at the chart's edge.
      parts.push(drawnLater(() => import("../charts.js"), ({ lineChart }) => lineChart({ title: t("rh1990-chart-title"), labels: [t("rh1990-chart-start"), ...state.settlements.map((x) => String(x.gathering_point))],
        series: seats.map((s) => ({ name: ctx.nameOf(s), values: [5, ...state.settlements.map((x) => x.gold_after[s])] })) })));
    }
    return h("div", { class: "rh1990" }, parts);
  },
};
