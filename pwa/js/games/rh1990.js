// Robin Hood (1990): the gold ledger. Steppers for the pawns, a summary before paying, coins for the gold.
// What may be entered now comes from the engine (choices.js): who a duel or an event may be entered for,
// the youngest while it may be named (V4), the settlement's seats and the pawn fixed at 0 (V2, V7), and
// who may name the starter after a tie (V6).
import { add, drawnLater, h } from "../dom.js";
import { api } from "../api.js";
import { allowedEntries, allowedValues, awaiting, legalMove, legalMoves } from "../choices.js";
import { explainError } from "../forms.js";
import { listWords, numberWords, t } from "../i18n.js";

// The castle cards are printed on the cards: the engine keeps their declared range (GET /games).
const CASTLE_CARDS = [1, 2, 3, 4, 5, "sheriff"];
// The most spaces an event's pawn move is entered with (its declared range).
const EVENT_SPACES = 60;
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
/** Where a section began (V3: a losing duellist goes back there): the oak tree, then the last gathering point. */
const sectionStart = (section) => (section > 1 ? place(section - 1, "at") : t("rh1990-oak-start"));

/** The gold as coins, one picture with the amount as its name (screen readers read "17 gold"). */
function coins(count) {
  return h("span", { class: "coins", role: "img", "aria-label": goldText(count) },
    Array.from({ length: Math.min(count, 30) }, () => h("span", { class: "coin" })),
    count > 30 ? h("span", { class: "coin-more", "aria-hidden": "true" }, t("rh1990-coins-more", { count: count - 30 })) : null);
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

/** Who a move is for: the seats the engine lets this phone enter it for (the host: anyone; a player: their own). */
function seatPicker(ctx, type, name) {
  const seats = legalMoves(ctx.table, type).map((m) => m.seat);
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
  const who = seatPicker(ctx, "duel", "duel-seat");
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
  const spaces = h("input", { type: "number", name: "event-spaces", min: 1, max: EVENT_SPACES, step: 1, value: Math.abs(moved) || 1, inputmode: "numeric" });
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
  const who = seatPicker(ctx, "event", "event-seat");
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

/** Before anything is played: the youngest starts section 1; the table names them among the seats the engine offers (V4). */
function firstPlayerChoice(ctx, move) {
  const { state } = ctx.table;
  const offered = allowedValues(move, "starting_seat");
  const seated = offered.filter((s) => ctx.table.players.some((p) => p.seat === s));
  const chosen = state.first_chosen !== false;
  const section = h("section", { class: "entry first-player", dataset: { refusalAnchor: "" } },
    h("h3", {}, t("rh1990-youngest-heading")),
    h("p", { class: "hint" }, chosen ? t("rh1990-youngest-chosen", { name: ctx.nameOf(state.starter) }) : t("rh1990-youngest-tap")));
  const buttons = seated.map((s) => h("button", { type: "button", class: chosen && state.starter === s ? "primary" : "",
    "aria-pressed": String(chosen && state.starter === s),
    onclick: () => ctx.send({ type: "first_player", starting_seat: s }, { near: section }) }, ctx.nameOf(s)));
  add(section, h("div", { class: "seat-buttons" }, buttons));
  if (seated.length < offered.length) add(section, h("p", { class: "waiting" }, t("rh1990-seats-free", { count: offered.length - seated.length })));
  return section;
}

/**
 * V6: after a tie for the fewest gold, the tied players (the table waits for them) or the host name who
 * starts. The engine offers this phone the choice for its own seat if it is tied, the host every tied
 * seat's, anyone else nothing: they see whom the table waits for.
 */
function starterChoice(ctx) {
  const { state } = ctx.table;
  const moves = legalMoves(ctx.table, "starter");
  const names = listWords(awaiting(ctx.table).map((s) => ctx.nameOf(s)), "disjunction");
  const section = h("section", { class: "entry starter-choice", dataset: { refusalAnchor: "" } });
  // A tied player chooses as themselves; a host who is not tied (perhaps seated at the table) enters the
  // choice for the tied player it names, which sends the host's token rather than their own seat's.
  const mine = moves.find((m) => m.seat === ctx.you.seat);
  const choose = (s) => {
    const actingFor = mine ?? moves.find((m) => m.seat === s) ?? moves[0];
    ctx.send({ type: "starter", starting_seat: s, ...ctx.actsFor(actingFor.seat) }, { near: section });
  };
  add(section, h("h3", {}, t("rh1990-tied-heading")),
    moves.length
      ? h("div", { class: "seat-buttons" }, allowedValues(moves[0], "starting_seat").map((s) => h("button", { type: "button", class: "primary", onclick: () => choose(s) }, t("rh1990-starts", { name: ctx.nameOf(s) }))))
      : h("p", { class: "waiting" }, t("rh1990-tied-waiting", { names, section: state.section })));
  return section;
}

/** One pawn's distance: a number pad field between − and + (no slider, no guess: it starts empty). */
function distanceStepper(ctx, seat, key, changed, { point = ctx.table.state.section, id = `distance-${ctx.table.id}-${seat}`, kept = distances, most = 200 } = {}) { // most: the settle move's range for this seat (declared: 200)
  const label = t("rh1990-short-of", { name: ctx.nameOf(seat), place: place(point, "dative") });
  const stored = kept.get(key(seat));
  const input = h("input", { id, type: "number", name: `distance-${seat}`, min: 0, max: most, step: 1,
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
    input.value = String(Math.min(most, Math.max(0, now + by)));
    set(input.value);
  };
  return h("div", { class: "pawn" }, h("label", { class: "who", for: id }, ctx.nameOf(seat)),
    h("div", { class: "stepper" },
      h("button", { type: "button", class: "step", "aria-label": t("rh1990-space-fewer", { name: ctx.nameOf(seat) }), onclick: () => step(-1) }, "−"),
      input,
      h("button", { type: "button", class: "step", "aria-label": t("rh1990-space-more", { name: ctx.nameOf(seat) }), onclick: () => step(1) }, "+")),
    out);
}

/**
 * The settlement (V2): every pawn's distance, then a summary of the pay-out to confirm. The seats and
 * their ranges are the engine's (the settle move's entries); a seat it fixes at 0 is the pawn a duel
 * put on the gathering point (V7): the first arrival, not a field to fill.
 */
function settlementForm(ctx, move) {
  const { state } = ctx.table;
  const entries = allowedEntries(move, "distances");
  const seats = Object.keys(entries).map(Number).sort((a, b) => a - b);
  const fixedAt = (s) => entries[String(s)].values?.length === 1 ? entries[String(s)].values[0] : null;
  const memo = `${ctx.table.id}:${state.section}`;
  const key = (seat) => `${memo}:${seat}`;
  const section = h("section", { class: "settle", dataset: { refusalAnchor: "" } });
  const summary = h("div", { class: "preview", "aria-live": "polite" });
  const entered = () => seats.map((s) => distances.get(key(s)));
  for (const s of seats) if (fixedAt(s) !== null) distances.set(key(s), fixedAt(s));

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
    ...seats.map((s) => (fixedAt(s) === 0
      ? h("p", { class: "distance-fixed" }, t("rh1990-arrived-first", { name: ctx.nameOf(s) }))
      : distanceStepper(ctx, s, key, stale, { most: entries[String(s)].maximum }))),
    h("button", { type: "button", class: "check-payout", onclick: check }, t("rh1990-check-payout")), summary);
  const kept = confirming.get(memo);
  if (kept && seats.every((s) => kept.values[s] === distances.get(key(s)))) showSummary();
  return section;
}

/** The duels of the section being played, each with what it did on the board (V3): who lost goes back to where the section began. */
function sectionDuels(ctx) {
  const { state } = ctx.table;
  const duels = (state.duels || []).filter((d) => d.section === state.section);
  if (!duels.length) return null;
  return h("section", { class: "section-duels" }, h("h3", {}, t("rh1990-duels-heading", { section: state.section })),
    h("ul", {}, duels.map((d) => h("li", {}, d.winner === "player"
      ? t("rh1990-duel-news-won", { name: ctx.nameOf(d.seat), gold: d.gold, onto: d.to_gathering_point ? "yes" : "no" })
      : t("rh1990-duel-news-lost", { name: ctx.nameOf(d.seat), start: sectionStart(d.section) })))));
}

function describeSettle(m, r, seatName) {
  const point = r.gathering_point ?? null;
  const where = point ? t("rh1990-log-where", { point, place: place(point) }) : t("rh1990-log-where-unknown");
  const spots = Object.entries(m.distances).map(([s, d]) => t("rh1990-log-spot", { name: seatName(Number(s)), spaces: spacesText(d) })).join(", ");
  const paid = r.paid ? t("rh1990-log-paid", { paid: Object.entries(r.paid)
    .map(([s, gold]) => t("rh1990-log-paid-one", { name: seatName(Number(s)), gold })).join(", ") }) : "";
  return t("rh1990-log-settle", { where, paid, spots }) + boxWords(r);
}

/** V8: a payout after which the players hold more than the box's coins says so (the engine's `beyond_box`). */
const boxWords = (r) => (r.beyond_box ? t("rh1990-log-beyond-box", { beyond: r.beyond_box }) : "");

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
      // V3: the loser's pawn goes back to where the section began; the winner's +5 may pass the box's coins (V8).
      return (r.winner ?? duelWinner(m)) === "player" ? t("rh1990-log-duel-won", { who, ...cards, onto }) + boxWords(r)
        : t("rh1990-log-duel-lost", { who, ...cards });
    }
    if (m.type === "settle") return describeSettle(m, r, seatName);
    // A host move: ``who`` is the host's name when the host sits at the table, else "Host".
    // A draw (the table left it to chance): nobody chose, the log's "Drawn at random by the app:" says who drew.
    if (m.at_random && (m.type === "first_player" || m.type === "starter")) {
      return t("rh1990-log-drawn-starter", { name: seatName(m.starting_seat), first: m.type === "first_player" ? "yes" : "no" });
    }
    if (m.type === "first_player") return t("rh1990-log-first-player", { who, name: seatName(m.starting_seat) });
    // The host may enter the choice for a tied player (V6): say it was the host.
    if (m.type === "starter") return t("rh1990-log-starter", { host: entry.by === "host" ? "yes" : "no", who, name: seatName(m.starting_seat) });
    if (m.type === "event") return describeEvent(who, m, r);
    return null;
  },
  render(ctx) {
    const { state, status } = ctx.table;
    const seats = state.gold.map((_, s) => s); // the ledger: every seat's gold, in seat order
    const last = state.settlements[state.settlements.length - 1];
    const parts = [];
    if (status.finished) {
      const winners = status.winners.map((s) => ctx.nameOf(s));
      parts.push(h("p", { class: "banner" }, t("rh1990-over", { names: listWords(winners), count: winners.length })));
    } else {
      const starts = state.starter === null ? "nobody" : state.first_player_open && state.first_chosen === false ? "youngest" : "named";
      parts.push(h("p", { class: "round-line" }, t("rh1990-round-line", { section: state.section, place: place(state.section),
        starts, name: state.starter === null ? "" : ctx.nameOf(state.starter), rule: state.rule === "last" ? "last" : "behind" })));
    }
    const youngest = legalMove(ctx.table, "first_player");
    if (youngest && !ctx.readOnly) parts.push(firstPlayerChoice(ctx, youngest));
    // V6: the tied players choose who starts; the table waits for them (the only seats it waits for).
    if (!status.finished && !ctx.readOnly && (legalMove(ctx.table, "starter") || awaiting(ctx.table).length)) parts.push(starterChoice(ctx));
    parts.push(h("ul", { class: "ledger" }, seats.map((s) => h("li", { class: ctx.you.seat === s ? "mine" : "", dataset: { seat: s } },
      h("span", { class: "who" }, ctx.nameOf(s)), h("span", { class: "gold" }, goldText(state.gold[s])), coins(state.gold[s]),
      last ? h("small", { class: "last-paid" }, t("rh1990-last-paid", { gold: last.paid[String(s)], place: place(last.gathering_point, "at") })) : null))));
    // V8: the engine pays in full past the box's coins, and says by how much (`beyond_box`).
    if (state.beyond_box > 0) {
      parts.push(h("p", { class: "hint beyond-box" }, t("rh1990-beyond-box", { held: state.box_gold + state.beyond_box, beyond: state.beyond_box, box: state.box_gold })));
    }
    // V7: a pawn that won its duel onto the gathering point ended the section: only the settlement is left.
    const arrived = state.arrived ?? null;
    if (!status.finished && arrived !== null) {
      parts.push(h("p", { class: "hint arrived" }, t("rh1990-arrived-hint", { name: ctx.nameOf(arrived), place: place(state.section, "at") })));
    }
    if (!status.finished) parts.push(sectionDuels(ctx));
    if (!ctx.readOnly) {
      const duel = legalMove(ctx.table, "duel");
      const event = legalMove(ctx.table, "event");
      const settle = legalMove(ctx.table, "settle");
      parts.push(...[duel && duelForm(ctx), event && eventForm(ctx), settle && settlementForm(ctx, settle)].filter(Boolean));
    }
    if (state.settlements.length) {
      // Short x labels (gathering point numbers) so the last one is not cut at the chart's edge.
      parts.push(drawnLater(() => import("../charts.js"), ({ lineChart }) => lineChart({ title: t("rh1990-chart-title"), labels: [t("rh1990-chart-start"), ...state.settlements.map((x) => String(x.gathering_point))],
        series: seats.map((s) => ({ name: ctx.nameOf(s), values: [5, ...state.settlements.map((x) => x.gold_after[s])] })) })));
    }
    return h("div", { class: "rh1990" }, parts);
  },
};
