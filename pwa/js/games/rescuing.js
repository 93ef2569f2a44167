// Rescuing Robin Hood: the battlefield, the bands, and an attack flow for one hand.
// Cards are named by their number (#id), which never changes while the card is on the battlefield,
// and the screen asks only for the values the app does not know yet.
import { add, drawnLater, h } from "../dom.js";
import { listWords, numberWords, t } from "../i18n.js";
import { allowedRange, allowedValues, allows, legalMove, legalMoves } from "../choices.js";

const ATTRS = ["wit", "brawn", "stealth"];
const STATS = ["wit", "brawn", "stealth", "jolliness"];
const SKILLS = ["scouting", "cookery", "prayer"];
// The words of the game (attributes, tokens, medallions, colours) in the reader's language.
const statName = (stat) => t("rescuing-stat", { stat }); // "Wit", as totals and sentences name it
const statLabel = (stat) => t("rescuing-stat-label", { stat }); // "wit", a number field's label
const statValue = (stat, value) => t("rescuing-stat-value", { name: statName(stat), value });
const tokenCount = (token, count) => t("rescuing-token-count", { name: statName(token), count });
const medallionName = (medallion) => t("rescuing-medallion", { medallion });
const colourName = (colour) => t("rescuing-colour", { colour });
const bandNumber = (number) => t("rescuing-band-number", { number });
const pendingMedallions = new Map();
// What a player has picked in the attack flow, kept across the re-renders other players' moves cause.
const attackChoices = new Map();
// Choices in drop-downs, kept across re-renders (typed inputs are kept by the table view itself).
const picks = new Map();
function keptSelect(ctx, name, label, options, fallback) {
  const key = `${ctx.table.id}:${name}`;
  const values = options.map(([value]) => String(value));
  const current = values.includes(picks.get(key)) ? picks.get(key) : String(fallback);
  const select = choiceSelect(name, label, options, current);
  select.addEventListener("change", (e) => picks.set(key, e.target.value));
  return select;
}
/** A drop-down of [value, text] on ``current`` (a Fix's is not kept: it opens on the move). */
const choiceSelect = (name, label, options, current) => h("select", { name, "aria-label": label },
  options.map(([value, text]) => h("option", { value, selected: String(value) === String(current) }, text)));
const num = (name, label, value = 0, min = -20, max = 99) => h("label", { class: "tiny" }, label,
  h("input", { type: "number", name, min, max, value, "aria-label": label }));
const read = (root, name) => Number(root.querySelector(`[name="${name}"]`).value || 0);
const typed = (root, name) => {
  const input = root.querySelector(`[name="${name}"]`);
  return input && input.value.trim() !== "" ? Number(input.value) : undefined;
};
function rowLabel(state, i) {
  const row = state.rows[i];
  const kind = ["wall", "sheriff", "courtyard"].includes(row?.kind) ? row.kind : "row";
  const number = kind === "courtyard" ? state.rows.slice(0, i + 1).filter((r) => r.kind === "courtyard").length : i + 1;
  return t("rescuing-row-label", { kind, number });
}

// A card's number is passed as a string: it names the card, and is never written "1,000".
const cardWords = (card) => ({ kind: card.kind, colour: card.colour ?? "blue", card: String(card.id) });
const cardLabel = (card) => t("rescuing-card-label", cardWords(card));

/** A card as a person reads it aloud: "Blue guard #3, face down" or "Red guard #4, Wit 6". */
function cardSpoken(card) {
  const values = ATTRS.filter((a) => card.values[a] !== undefined).map((a) => statValue(a, card.values[a])).join(", ");
  const face = card.kind !== "guard" || (card.face_up && values) ? "known" : card.face_up ? "up" : "down";
  return t("rescuing-card-spoken", { ...cardWords(card), face, values });
}

/** A card's known values in short: "W4 B5 S6". */
const shortValues = (card) => ATTRS.filter((a) => card.values[a] !== undefined)
  .map((a) => t("rescuing-stat-short", { stat: a, value: card.values[a] })).join(" ");

function cardView(card) {
  const spoken = { role: "img", "aria-label": cardSpoken(card), title: cardSpoken(card), dataset: { id: card.id } };
  if (card.kind !== "guard") return h("span", { class: `rcard ${card.kind}`, ...spoken }, card.kind === "castle" ? "🏰" : t("rescuing-sheriff-card"),
    h("small", {}, ` ${shortValues(card)}`));
  return h("span", { class: `rcard ${card.colour}${card.face_up ? " up" : " down"}`, ...spoken },
    card.face_up ? (shortValues(card) || "?") : "▮", h("small", {}, ` #${card.id}`));
}

/** A captured villager's medallion: its colour, and its initial (B, S, G) so colour is not all that tells them apart. */
function medallionView(medallion) {
  const spoken = t("rescuing-medallion-villager", { medallion });
  return h("span", { class: `medallion ${medallion}`, role: "img", "aria-label": spoken, title: spoken }, t("rescuing-medallion-initial", { medallion }));
}

/** Cards as they lie on the table: the engine lists a row from the end attacked first,
 * the rulebook deals guards to the right of the villagers, so the end guard is drawn at the far right. */
const tableOrder = (cards) => cards.slice().reverse();

function battlefield(ctx) {
  const { state } = ctx.table;
  return h("section", { class: "battlefield" }, h("h3", {}, t("rescuing-battlefield", { day: state.day })),
    h("p", { class: "hint" }, t("rescuing-battlefield-hint")),
    state.rows.map((row, i) => h("div", { class: `brow ${row.kind}${row.cleared ? " cleared" : ""}${state.attackable_row === i ? " now" : ""}`, dataset: { row: i } },
      h("span", { class: "rlabel" }, rowLabel(state, i), state.attackable_row === i ? ` ${t("rescuing-row-now")}` : ""),
      h("span", { class: "villagers" }, (row.medallions || []).map(medallionView)),
      h("span", { class: "cards" }, row.cleared ? t("rescuing-row-cleared") : tableOrder(row.cards).map(cardView)))),
    h("p", { class: "counts" }, t("rescuing-counts", { oak: state.major_oak, sherwood: state.sherwood, imprisoned: state.imprisoned,
      robin: state.robin_rescued ? "yes" : "no" })));
}

function trackers(ctx) {
  const { state } = ctx.table;
  return h("ul", { class: "ledger trackers" }, state.bands.map((band, seat) => h("li", { class: `${ctx.you.seat === seat ? "mine" : ""}${state.current === seat ? " current" : ""}`, dataset: { seat } },
    h("span", { class: "who" }, ctx.nameOf(seat), state.leaders[seat] ? h("small", {}, ` (${state.leaders[seat]})`) : null,
      state.current === seat ? ` ${t("rescuing-turn-marker")}` : ""),
    band ? h("span", { class: "stats" }, STATS.map((s) => h("span", { class: `stat ${s}` }, statValue(s, band[s]))),
      h("span", { class: "tokens" }, SKILLS.filter((s) => band[s]).map((s) => tokenCount(s, band[s])).join(" · "))) : h("span", { class: "not-drawn" }, t("rescuing-band-not-drawn")),
    // Mead has one place, the table's `mead`, kept from day to day (R6).
    state.mead[seat] ? h("span", { class: "tokens mead" }, tokenCount("mead", state.mead[seat])) : null)));
}

/** R17: the players choose who starts Day 5, while the engine offers the choice (until its first turn does something). */
function starterPanel(ctx) {
  const { state } = ctx.table;
  const legal = legalMove(ctx.table, "starting_band");
  if (!legal || ctx.readOnly) return null;
  const bands = allowedValues(legal, "band") || [];
  const { day } = state;
  const pick = keptSelect(ctx, "starter", t("rescuing-starts-day", { day }), bands.map((i) => [i, ctx.nameOf(i)]), state.first_player);
  const name = ctx.nameOf(state.first_player);
  // Day 5 proposes the clockwise rotation (R8, R17); the first day, the rulebook's Starting Player question.
  const proposed = day === 5 ? t("rescuing-starter-proposed", { name, day }) : t("rescuing-starter-proposed-first", { name, day });
  return h("section", { class: "entry starter" }, h("p", {}, state.starter_chosen ? t("rescuing-starter-chosen", { name, day }) : proposed),
  h("div", { class: "inline" }, pick, h("button", { type: "button", onclick: () => ctx.send({ type: "starting_band", band: Number(pick.value) }) }, t("rescuing-starts-day", { day }))));
}

/** A row of the scenario card: its villagers' medallions (tapped in order) and its guards. */
function rowFields(medallions, guards = {}) {
  const picked = () => medallions.map(medallionName).join(", ") || t("rescuing-no-villagers-yet");
  const shown = h("output", { class: "picked" }, picked());
  const changed = () => { shown.textContent = picked(); shown.dispatchEvent(new Event("change", { bubbles: true })); };
  const guardsField = (colour) => num(`row-${colour}`, t("rescuing-guards-of-colour", { colour }), guards[colour] ?? 0, 0, 12);
  return [h("div", { class: "inline" }, ["bronze", "silver", "gold"].map((m) => h("button", { type: "button", class: `chip medallion-btn ${m}`,
    onclick: () => { medallions.push(m); changed(); } }, `+ ${medallionName(m)}`)),
  h("button", { type: "button", class: "chip", onclick: () => { medallions.pop(); changed(); } }, t("rescuing-take-last-off")), shown),
  h("div", { class: "numbers-row" }, guardsField("blue"), guardsField("red"))];
}
const readRow = (root) => ({ guards: { blue: read(root, "row-blue"), red: read(root, "row-red") } });

/** Day 5's Castle (R9): the Wall's guards, the Castle's values, the Courtyard rows, the Sheriff's row. */
function castleFields(was = {}) {
  const cy = (n, colour) => ((was.courtyard || [])[n - 1] || {})[colour] ?? (was.courtyard ? 0 : n === 1 && colour === "blue" ? 1 : 0);
  const sheriffRed = was.sheriff_guards ? was.sheriff_guards.red ?? 0 : 1;
  const courtyardField = (n, colour) => num(`cy${n}-${colour}`, t("rescuing-courtyard-row-colour", { number: n, colour }), cy(n, colour), 0, 12);
  return [h("div", { class: "numbers-row" }, h("span", {}, t("rescuing-wall-guards")), num("wall-blue", colourName("blue"), was.wall?.blue ?? 0, 0, 12),
    num("wall-red", colourName("red"), was.wall?.red ?? 0, 0, 12)),
    h("div", { class: "numbers-row" }, h("span", {}, t("rescuing-castle")), ATTRS.map((a) => num(`castle-${a}`, statLabel(a), was.castle?.[a] ?? 0, 0, 30))),
    h("div", { class: "numbers-row" }, h("span", {}, t("rescuing-courtyard-rows")), [1, 2].map((n) => [courtyardField(n, "blue"), courtyardField(n, "red")])),
    h("div", { class: "numbers-row" }, h("span", {}, t("rescuing-row-label", { kind: "sheriff", number: 0 })), num("sh-blue", colourName("blue"), was.sheriff_guards?.blue ?? 0, 0, 12),
      num("sh-red", colourName("red"), sheriffRed, 0, 12),
      ATTRS.map((a) => num(`sheriff-${a}`, t("rescuing-sheriff-stat", { stat: statLabel(a) }), was.sheriff?.[a] ?? 0, 0, 30)))];
}
function readCastle(f) {
  const courtyard = [1, 2].map((n) => ({ blue: read(f, `cy${n}-blue`), red: read(f, `cy${n}-red`) })).filter((c) => c.blue + c.red);
  return { wall: { blue: read(f, "wall-blue"), red: read(f, "wall-red") },
    castle: Object.fromEntries(ATTRS.map((a) => [a, read(f, `castle-${a}`)])), courtyard,
    sheriff_guards: { blue: read(f, "sh-blue"), red: read(f, "sh-red") }, sheriff: Object.fromEntries(ATTRS.map((a) => [a, read(f, `sheriff-${a}`)])) };
}

function setupPanel(ctx) {
  const { state } = ctx.table;
  const done = legalMove(ctx.table, "setup_done")
    ? h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "setup_done" }) }, state.day === 5 ? t("rescuing-draw-bands") : t("rescuing-done-draw-bands")) : null;
  if (legalMove(ctx.table, "add_castle") || (state.day === 5 && done)) {
    // data-refusal-anchor: a refusal shows after the whole form and goes as soon as a number in it is edited.
    return h("section", { class: "entry", "data-refusal-anchor": true }, h("h3", {}, t("rescuing-day5-heading")),
      legalMove(ctx.table, "add_castle") ? [castleFields(), h("button", { type: "button", class: "primary", onclick: (e) => {
        ctx.send({ type: "add_castle", ...readCastle(e.target.closest("section")) });
      } }, t("rescuing-set-up-castle"))] : null, done);
  }
  const root = h("section", { class: "entry", "data-refusal-anchor": true });
  if (!legalMove(ctx.table, "add_row")) return done ? add(root, done) : null;
  // The row being entered survives the re-renders other players' moves cause.
  const memo = `${ctx.table.id}:${state.day}:${state.rows.length}`;
  const medallions = pendingMedallions.get(memo) || [];
  pendingMedallions.set(memo, medallions);
  add(root, h("h3", {}, t("rescuing-rows-heading", { day: state.day })),
    rowFields(medallions),
    h("button", { type: "button", onclick: async () => {
      if (!medallions.length) { ctx.warn(t("rescuing-warn-medallions-first")); return; }
      // Once stored the row's medallions are forgotten: an undo later does not bring them back half-entered.
      if (await ctx.send({ type: "add_row", medallions: [...medallions], ...readRow(root) })) pendingMedallions.delete(memo);
    } }, t("rescuing-add-row")), done);
  return root;
}

/** A band's totals and skill tokens (stage 2), 0 or as a move had them. */
const bandFields = (was = {}) => [h("div", { class: "numbers-row" }, STATS.map((s) => num(`band-${s}`, statLabel(s), was[s] ?? 0))),
  h("div", { class: "numbers-row" }, SKILLS.map((s) => num(`band-${s}`, statLabel(s), was[s] ?? 0, 0, 10)))];
const readBand = (root) => Object.fromEntries([...STATS, ...SKILLS].map((k) => [k, read(root, `band-${k}`)]));

/** The band this phone enters next: its own seat's, or for the host the first one still to draw (R8). */
function bandPanel(ctx) {
  const legal = legalMove(ctx.table, "band", { seat: ctx.you.seat ?? undefined }) || (ctx.isHost ? legalMove(ctx.table, "band") : null);
  if (!legal) return h("p", { class: "waiting" }, t("rescuing-waiting-bands"));
  const who = legal.seat;
  const root = h("section", { class: "entry", "data-refusal-anchor": true }, h("h3", {}, t("rescuing-band-totals-heading", { name: ctx.nameOf(who) })), bandFields());
  add(root, h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "band", ...readBand(root), ...ctx.actsFor(who) }) }, t("rescuing-enter-band")));
  return root;
}

/** The highest value a card may show for ``attribute``: the one the app knows, else its colour's highest (the engine's guard_range, R15). */
const highest = (state, card, attribute) => card.values[attribute] ?? state.guard_range?.[card.colour]?.[1] ?? 30;

function witHint(state, band) {
  const wit = state.turn.wit;
  if (!wit) return null;
  const next = state.rows[wit.row].cards[wit.outwitted];
  if (!next) return null;
  const left = band.wit - wit.total;
  const max = highest(state, next, "wit");
  const safe = max <= left;
  return h("p", { class: `hint wit-hint ${safe ? "safe" : "risky"}` }, `${t("rescuing-wit-hint", { left, max, ...cardWords(next) })} `,
    h("strong", {}, safe ? t("rescuing-wit-safe") : t("rescuing-wit-risky")));
}

/** A value input for a card, or the value the app already knows (it is not asked again). Its bounds: the
 * legal move's ``range`` when it gives one, else the card colour's (the engine's guard_range, R15). */
function valueField(card, attribute, entered = undefined, state = null, range = null) {
  const known = card.values[attribute];
  if (known !== undefined && entered === undefined) {
    return h("span", { class: "known" }, t("rescuing-value-known", { stat: statName(attribute), value: known, ...cardWords(card) }));
  }
  const colour = state?.guard_range?.[card.colour];
  const [low, high] = range ? [range.minimum, range.maximum] : colour && card.kind === "guard" ? colour : [0, 30];
  const label = t("rescuing-value-of", { stat: statName(attribute), card: String(card.id) });
  return h("label", { class: "tiny" }, label,
    h("input", { type: "number", name: `value-${card.id}`, min: low, max: high, value: entered ?? "", "aria-label": label }));
}

/** The attacks the engine offers now (R4, R9, R11): {attribute: [row, ...]}, in the order it lists them. */
function attacksOffered(ctx, seat) {
  const offered = {};
  for (const attribute of ATTRS) {
    const rows = legalMoves(ctx.table, attribute, { seat }).flatMap((m) => allowedValues(m, "row") || []);
    if (rows.length) offered[attribute] = rows;
  }
  return offered;
}

function attackChoice(ctx, offered) {
  const { state } = ctx.table;
  const key = `${ctx.table.id}:${state.day}:${state.turns_taken}`;
  const choice = attackChoices.get(key) || { attribute: null, row: null, chosen: new Set() };
  attackChoices.set(key, choice);
  const free = Object.keys(offered);
  if (!free.includes(choice.attribute)) choice.attribute = free[0] ?? null;
  const rows = offered[choice.attribute] || [];
  if (!rows.includes(choice.row)) choice.row = rows[0] ?? null;
  return choice;
}

function attackForm(ctx, seat, offered, extra) {
  const { state } = ctx.table;
  const choice = attackChoice(ctx, offered);
  // A refusal shows after the attack's Attack button and goes as soon as a value in the form is edited.
  const root = h("div", { class: "attack-form", "data-refusal-anchor": true });
  const draw = () => {
    const row = state.rows[choice.row];
    const cards = row ? row.cards : [];
    const attribute = h("select", { name: "attack-attr", "aria-label": t("rescuing-attack-with"), onchange: (e) => { choice.attribute = e.target.value; attackChoice(ctx, offered); draw(); } },
      Object.keys(offered).map((a) => h("option", { value: a, selected: a === choice.attribute }, statName(a))));
    // Only the rows this attribute may attack now (R9: on Day 5 the one row in order).
    const rowSel = h("select", { name: "attack-row", "aria-label": t("rescuing-row"), onchange: (e) => { choice.row = Number(e.target.value); choice.chosen.clear(); draw(); } },
      (offered[choice.attribute] || []).map((i) => h("option", { value: i, selected: i === choice.row }, rowLabel(state, i))));
    const wit = legalMoves(ctx.table, "wit", { seat }).find((m) => allows(m, "row", choice.row));
    let fields = [];
    if (choice.attribute === "wit" && cards.length) fields = [valueField(cards[0], "wit", undefined, state, allowedRange(wit, "value"))];
    if (choice.attribute === "brawn") fields = tableOrder(cards).map((c) => valueField(c, "brawn", undefined, state));
    if (choice.attribute === "stealth") {
      fields = tableOrder(cards).map((c) => h("div", { class: "stealth-pick" },
        h("label", {}, h("input", { type: "checkbox", name: `pick-${c.id}`, checked: choice.chosen.has(c.id), "aria-label": t("rescuing-choose-card", { card: String(c.id) }),
          onchange: (e) => { if (e.target.checked) choice.chosen.add(c.id); else choice.chosen.delete(c.id); } }), ` ${cardLabel(c)}`),
        valueField(c, "stealth", undefined, state)));
    }
    const attack = () => {
      const a = choice.attribute, r = choice.row;
      const withValue = (c) => { const v = typed(root, `value-${c.id}`); return v === undefined ? { id: c.id } : { id: c.id, value: v }; };
      if (a === "wit") {
        const v = cards.length ? typed(root, `value-${cards[0].id}`) : undefined;
        ctx.send({ type: "wit", row: r, ...(v === undefined ? {} : { value: v }), ...extra });
      } else if (a === "brawn") {
        ctx.send({ type: "brawn", row: r, revealed: cards.map(withValue).filter((x) => x.value !== undefined), ...extra });
      } else {
        const chosen = cards.filter((c) => choice.chosen.has(c.id)).map(withValue);
        if (!chosen.length) { ctx.warn(t("rescuing-warn-choose-stealth")); return; }
        ctx.send({ type: "stealth", chosen, ...extra });
      }
    };
    root.replaceChildren(h("div", { class: "inline" }, attribute, rowSel), h("div", { class: "numbers-row" }, fields),
      // Only the chosen attribute's way of attacking is said.
      h("p", { class: "hint" }, t("rescuing-attack-hint", { attribute: choice.attribute })),
      h("button", { type: "button", class: "primary", onclick: attack }, t("rescuing-attack")));
  };
  if (choice.attribute !== null && choice.row !== null) draw();
  return root;
}

/** R11: the rescuer adds Robin Hood's printed attributes, when the engine asks this phone for them. */
function robinPart(ctx, root) {
  const robin = legalMove(ctx.table, "robin", { seat: ctx.you.seat ?? undefined }) || (ctx.isHost ? legalMove(ctx.table, "robin") : null);
  if (!robin) return false;
  add(root, h("p", {}, t("rescuing-robin-add-heading", { name: ctx.nameOf(robin.seat) })), h("div", { class: "numbers-row" }, STATS.map((s) => num(`robin-${s}`, statLabel(s), 0, 0, 30))),
    h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "robin", ...Object.fromEntries(STATS.map((s) => [s, read(root, `robin-${s}`)])), ...ctx.actsFor(robin.seat) }) }, t("rescuing-add-robin")));
  return true;
}

function turnPanel(ctx) {
  const { state } = ctx.table;
  const seat = state.current;
  const band = state.bands[seat];
  const extra = ctx.actsFor(seat);
  // A Wit attack under way is an attack made (the heading said "none yet" during it).
  const made = state.turn.attacks.map(statName);
  if (state.turn.wit) made.push(t("rescuing-attack-under-way", { stat: statName("wit") }));
  const root = h("section", { class: "entry attack" }, h("h3", {}, t("rescuing-turn-heading", { name: ctx.nameOf(seat), count: made.length, made: made.join(", ") })));
  if (robinPart(ctx, root)) return root;
  const endTurn = legalMove(ctx.table, "end_turn", { seat });
  const wit = state.turn.wit && legalMove(ctx.table, "wit", { seat });
  if (!endTurn && !wit) { add(root, h("p", { class: "waiting" }, t("rescuing-spend-for-them"))); return root; }
  if (wit) {
    const next = state.rows[state.turn.wit.row].cards[state.turn.wit.outwitted];
    const stop = legalMove(ctx.table, "wit_stop", { seat });
    add(root, witHint(state, band), h("div", { class: "inline" }, valueField(next, "wit", undefined, state, allowedRange(wit, "value")),
      h("button", { type: "button", class: "primary", onclick: () => {
        const v = typed(root, `value-${next.id}`);
        ctx.send({ type: "wit", ...(v === undefined ? {} : { value: v }), ...extra });
      } }, t("rescuing-reveal-compare"))),
    stop ? h("button", { type: "button", onclick: () => ctx.send({ type: "wit_stop", ...extra }) }, t("rescuing-wit-stop", { count: state.turn.wit.outwitted })) : null);
    return root;
  }
  const offered = attacksOffered(ctx, seat);
  // Nothing offered: the turn's attacks are made (R4, R11), or no row is left to attack.
  const none = state.turn.attacks.length >= 2 ? t("rescuing-attacks-made", { limit: state.turn.attacks.length }) : t("rescuing-nothing-to-attack");
  add(root, Object.keys(offered).length ? attackForm(ctx, seat, offered, extra) : h("p", { class: "waiting" }, none));
  const jolly = legalMove(ctx.table, "spend_jolliness", { seat });
  if (jolly) {
    const most = allowedRange(jolly, "amount");
    add(root, h("div", { class: "inline" }, num("jolly-amount", t("rescuing-jolliness-to-spend"), 1, most.minimum, most.maximum),
      keptSelect(ctx, "jolly-attr", t("rescuing-onto"), (allowedValues(jolly, "attribute") || []).map((a) => [a, statName(a)]), "wit"),
      h("button", { type: "button", onclick: () => ctx.send({ type: "spend_jolliness", amount: read(root, "jolly-amount"), attribute: root.querySelector('[name="jolly-attr"]').value, ...extra }) }, t("rescuing-spend"))));
  }
  // What ending now passes on, as the engine works it out (R5): nothing on the day's last turn.
  const passing = state.passes_on;
  add(root, passing ? h("p", { class: "passes" }, passing.to === null ? t("rescuing-passes-last")
    : t("rescuing-passes", { brawn: passing.brawn_passed, jolliness: passing.jolliness_passed, name: ctx.nameOf(passing.to) })) : null,
  h("button", { type: "button", class: "danger", onclick: () => ctx.send({ type: "end_turn", ...extra }) }, t("rescuing-end-turn")));
  return root;
}

/** A guard in a drop-down: [id, "#3, blue guard, Row 2"]. */
const guardChoice = (state, card, i) => [card.id, t("rescuing-guard-choice", { ...cardWords(card), row: rowLabel(state, i) })];
/** Where a card is now: [card, row index], or null. */
function findCard(state, id) {
  for (const [i, row] of state.rows.entries()) for (const card of row.cards) if (card.id === id) return [card, i];
  return null;
}
/** The guards a legal move allows for ``field`` (R6, R16), as drop-down choices. */
const offeredGuards = (state, move, field) => (allowedValues(move, field) || []).map((id) => findCard(state, id)).filter(Boolean)
  .map(([card, i]) => guardChoice(state, card, i));

/** Scouting: tick up to 2 face-down guards of one row (R6); the engine offers each row's guards. */
function scoutingPart(ctx, seat, extra) {
  const { state } = ctx.table;
  const key = `${ctx.table.id}:${state.day}:scout`;
  const ticked = new Set((picks.get(key) || "").split(",").filter(Boolean).map(Number));
  const offered = legalMoves(ctx.table, "scouting", { seat });
  const part = h("fieldset", { class: "scouting" }, h("legend", {}, t("rescuing-scouting-legend")));
  if (!offered.length) return add(part, h("p", {}, t("rescuing-all-face-up"))), part;
  for (const move of offered) {
    const cards = (allowedValues(move, "guards") || []).map((id) => findCard(state, id)).filter(Boolean);
    if (!cards.length) continue;
    add(part, h("p", { class: "row-name" }, rowLabel(state, cards[0][1])), h("div", { class: "picks" },
      cards.map(([c]) => h("label", { class: "pick" },
        h("input", { type: "checkbox", name: `scout-${c.id}`, checked: ticked.has(c.id), onchange: (e) => {
          if (e.target.checked) ticked.add(c.id); else ticked.delete(c.id);
          picks.set(key, [...ticked].join(","));
        } }), ` ${t("rescuing-card-short", cardWords(c))}`))));
  }
  add(part, h("button", { type: "button", onclick: () => {
    const guards = [...part.querySelectorAll("input[type=checkbox]:checked")].map((el) => Number(el.name.slice(6)));
    if (!guards.length) { ctx.warn(t("rescuing-warn-tick-guards"), part); return; }
    picks.delete(key);
    ctx.send({ type: "scouting", guards, ...extra }, { near: part });
  } }, t("rescuing-scouting-reveal")));
  return part;
}

/** Prayer: the guard picked from those the engine offers, its new place counted from 1 at the row's end (R6, R16). */
function prayerPart(ctx, seat, extra) {
  const { state } = ctx.table;
  const moving = legalMove(ctx.table, "prayer_move", { seat });
  const removing = legalMove(ctx.table, "prayer_remove", { seat });
  const guards = moving ? offeredGuards(state, moving, "guard") : [];
  const part = h("fieldset", { class: "prayer" }, h("legend", {}, t("rescuing-prayer-legend", { day5: state.day === 5 ? "yes" : "no" })));
  if (!guards.length) return add(part, h("p", {}, t("rescuing-no-prayable"))), part;
  const guard = keptSelect(ctx, "prayer-guard", t("rescuing-guard-to-pray-for"), guards, guards[0][0]);
  const rows = (allowedValues(moving, "to_row") || []).map((i) => [i, rowLabel(state, i)]);
  // Left as it is, the guard stays in its own row (the move's to_row is then left out); on Day 5 it always does (R16).
  const toRow = rows.length > 1 ? keptSelect(ctx, "prayer-row", t("rescuing-to-row"), [["", t("rescuing-own-row")], ...rows], "") : null;
  const partners = removing ? allowedValues(removing, "partner") || [] : [];
  const partner = partners.length ? keptSelect(ctx, "prayer-partner", t("rescuing-second-prayer-from"),
    partners.map((i) => [i, i === seat ? t("rescuing-my-own") : ctx.nameOf(i)]), partners[0]) : null;
  add(part, h("label", { class: "field" }, t("rescuing-guard"), guard),
    h("div", { class: "inline" }, toRow ? h("label", { class: "field" }, t("rescuing-to-row"), toRow) : null,
      h("label", { class: "tiny" }, t("rescuing-place-from-end"), h("input", { type: "number", name: "prayer-place", min: 1, max: 20, value: 1 }))),
    h("button", { type: "button", onclick: () => {
      const place = read(part, "prayer-place");
      if (place < 1) { ctx.warn(t("rescuing-warn-place-from-1"), part); return; }
      ctx.send({ type: "prayer_move", guard: Number(guard.value), position: place - 1, ...(!toRow || toRow.value === "" ? {} : { to_row: Number(toRow.value) }), ...extra }, { near: part });
    } }, t("rescuing-prayer-move")),
    partner ? h("div", { class: "inline" }, h("label", { class: "field" }, t("rescuing-second-prayer-from"), partner), h("button", { type: "button", onclick: () => {
      ctx.send({ type: "prayer_remove", guard: Number(guard.value), ...(Number(partner.value) === seat ? {} : { partner: Number(partner.value) }), ...extra }, { near: part });
    } }, t("rescuing-prayer-remove"))) : null);
  return part;
}

/** Cookery, Mead, Scouting and Prayer: each while the engine offers it to this seat (R6). */
function tokensPanel(ctx) {
  const { state } = ctx.table;
  const seat = ctx.you.seat ?? (ctx.isHost ? state.current : null);
  if (seat === null || !state.bands[seat] || state.turn.wit) return null;
  const extra = ctx.actsFor(seat);
  const cookery = legalMove(ctx.table, "cookery", { seat });
  const mead = legalMove(ctx.table, "mead", { seat });
  const praying = legalMove(ctx.table, "prayer_move", { seat }) || legalMove(ctx.table, "prayer_remove", { seat });
  const openKey = `${ctx.table.id}:tokens-open`; // stays open across re-renders
  const root = h("details", { class: "tokens-panel", open: picks.get(openKey) === "open", ontoggle: (e) => picks.set(openKey, e.target.open ? "open" : "") },
    h("summary", {}, t("rescuing-spend-tokens", { name: ctx.nameOf(seat) })));
  if (cookery || mead) {
    const bands = allowedValues(cookery || mead, "band") || [];
    const target = keptSelect(ctx, "token-band", t("rescuing-for-band"), bands.map((i) => [i, ctx.nameOf(i)]), state.current);
    const attr = cookery ? keptSelect(ctx, "token-attr", t("rescuing-attribute"), (allowedValues(cookery, "attribute") || []).map((a) => [a, statName(a)]), "wit") : null;
    const part = h("fieldset", { class: "food" }, h("legend", {}, t("rescuing-cookery-mead")),
      h("div", { class: "inline" }, h("label", { class: "field" }, t("rescuing-for"), target), attr ? h("label", { class: "field" }, t("rescuing-attribute"), attr) : null),
      cookery ? h("button", { type: "button", onclick: () => ctx.send({ type: "cookery", band: Number(target.value), attribute: attr.value, ...extra }, { near: part }) }, t("rescuing-cookery-button")) : null,
      mead ? h("button", { type: "button", onclick: () => ctx.send({ type: "mead", band: Number(target.value), ...extra }, { near: part }) }, t("rescuing-mead-button")) : null);
    add(root, part);
  }
  if (legalMoves(ctx.table, "scouting", { seat }).length) add(root, scoutingPart(ctx, seat, extra));
  if (praying) add(root, prayerPart(ctx, seat, extra));
  if (root.children.length === 1) add(root, h("p", {}, t("rescuing-no-tokens")));
  return root;
}

// ---- The log in the game's own words ----------------------------------------
// Every move type has a sentence with the players' names, rows and places counted from 1 and
// cards by their number. A corrected move comes without its result, so each sentence also
// reads from the move alone.

const yesNo = (flag) => (flag ? "yes" : "no");
const cardNumbers = (ids) => listWords(ids.map((id) => `#${id}`));
/** A card an attack met: the Castle and the Sheriff by name (the result's castle_card, sheriff_card), a guard by number.
 * ``place``: "start" begins the sentence, "dat" follows a German preposition taking the dative. */
const cardRef = (id, r, place = "other") => t("rescuing-log-card-ref", { card: String(id), place,
  kind: r.castle_card === id ? "castle" : r.sheriff_card === id ? "sheriff" : "guard" });
const cardRefs = (ids, r) => listWords(ids.map((id) => cardRef(id, r)));

/** "1 blue and 2 red guards" from {blue, red}. */
function guardWords(counts = {}) {
  const parts = ["blue", "red"].filter((c) => counts[c]).map((colour) => t("rescuing-log-guards-of-colour", { count: counts[colour], colour }));
  return t("rescuing-log-guards", { total: (counts.blue || 0) + (counts.red || 0), parts: listWords(parts) });
}

/** A row an older result names (``row_name``, the engine's English words before ``target_row``: "the Wall",
 * "Courtyard row 1", "row 2"). */
function rowFromName(name) {
  if (name === "the Wall") return { kind: "wall", number: 0 };
  if (name === "the Sheriff's row") return { kind: "sheriff", number: 0 };
  const words = name.split(" ");
  return { kind: words[0] === "Courtyard" ? "courtyard" : "row", number: Number(words.at(-1)) || 0 };
}

/** The row an attack or a Prayer was on, as the engine named it, else counted from 1; null when neither says.
 * ``form`` "of" gives "of row 2" (the row a card lies in). */
function rowWords(m, r, form = "bare") {
  const counted = (index) => ({ kind: "row", number: index + 1 });
  const row = r.target_row ? r.target_row : r.row_name ? rowFromName(r.row_name)
    : typeof r.row === "number" ? counted(r.row) : typeof m.row === "number" ? counted(m.row) : null;
  return row && t("rescuing-log-row", { form, ...row });
}

const statWords = (values, keys) => keys.filter((k) => values[k] !== undefined).map((k) => statValue(k, values[k])).join(", ");

/** What an attack freed on the way: villagers, the Castle bonus, Robin, the Sheriff (", 2 villagers rescued"). */
const spoils = (r) => t("rescuing-log-spoils", { rescued: r.rescued || 0, bonus: r.castle_bonus ?? "none",
  robin: yesNo(r.robin_rescued), sheriff: yesNo(r.sheriff_defeated) });

function witSentence(who, m, r) {
  if (r.card === undefined) { // a corrected move: only what was entered
    const row = rowWords(m, r);
    const value = m.value ?? "none";
    return row ? t("rescuing-log-wit-on-row", { who, row, value }) : t("rescuing-log-wit-goes-on", { who, value });
  }
  // German says "bei der Burg", "an der Burg vorbei": each Wit sentence names the card in the dative.
  const met = { who, card: cardRef(r.card, r, "dat"), value: r.value, total: r.guard_total };
  if (r.success === false) return t("rescuing-log-wit-failed", met);
  if (r.stopped) return t("rescuing-log-wit-last-card", { ...met, defeated: r.defeated, spoils: spoils(r) });
  return t("rescuing-log-wit-past", { ...met, left: r.remaining });
}

function compareSentence(who, m, r) {
  const stat = statName(m.type);
  if (r.success === undefined) { // a corrected move
    const target = m.chosen ? cardNumbers(m.chosen.map((c) => c.id)) : rowWords(m, r) ?? "none";
    const values = (m.chosen || m.revealed || []).filter((c) => c.value !== undefined)
      .map((c) => t("rescuing-log-card-value", { card: String(c.id), value: c.value }));
    return t("rescuing-log-attack-entered", { who, stat, target, values: values.length ? values.join(", ") : "none" });
  }
  const cards = m.type === "stealth" && r.cards;
  return t("rescuing-log-attack", { who, stat, attribute: m.type, target: cards ? cardRefs(r.cards, r) : rowWords(m, r) ?? "",
    row: cards && (r.target_row || r.row_name) ? rowWords(m, r, "of") : "none", total: r.guard_total, success: yesNo(r.success),
    defeated: r.defeated ?? 0, spoils: spoils(r) });
}

const guardNumber = (id) => (id !== undefined ? String(id) : "none");

const SENTENCES = {
  add_row: (who, m, r) => t("rescuing-log-add-row", { who, row: r.row !== undefined ? r.row + 1 : 0,
    medallions: listWords((m.medallions || []).map(medallionName)), count: (m.medallions || []).length, guards: guardWords(m.guards) }),
  add_castle: (who, m) => t("rescuing-log-add-castle", { who, wall: guardWords(m.wall), courtyard: (m.courtyard || []).length,
    sheriff: guardWords(m.sheriff_guards) }),
  setup_done: (who) => t("rescuing-log-setup-done", { who }),
  // A drawn band is the server's, not the choice of whoever asked for the draw.
  starting_band: (who, m, r, nameOf) => {
    const said = { who, name: nameOf(m.band), day: r.day ?? 5 }; // a result logged before the first day's choice: Day 5's
    return m.at_random ? t("rescuing-log-starting-band-drawn", said) : t("rescuing-log-starting-band", said);
  },
  band: (who, m) => {
    const tokens = SKILLS.filter((s) => m[s]).map((s) => tokenCount(s, m[s]));
    return t("rescuing-log-band", { who, stats: statWords(m, STATS), skilled: yesNo(tokens.length), tokens: tokens.join(", ") });
  },
  spend_jolliness: (who, m) => t("rescuing-log-spend-jolliness", { who, amount: m.amount, stat: statName(m.attribute) }),
  // Without its result (a corrected move) the gain is not known: Lady Christabel adds 1 to it.
  cookery: (who, m, r, nameOf) => {
    const said = { who, name: nameOf(m.band), gain: r.gain, stat: statName(m.attribute) };
    return r.gain ? t("rescuing-log-cookery", said) : t("rescuing-log-cookery-unknown", said);
  },
  mead: (who, m, r, nameOf) => (r.gain ? t("rescuing-log-mead", { who, name: nameOf(m.band), gain: r.gain })
    : t("rescuing-log-mead-unknown", { who, name: nameOf(m.band) })),
  scouting: (who, m, r) => {
    const ids = r.revealed || m.guards;
    return ids ? t("rescuing-log-scouting", { who, cards: cardNumbers(ids) })
      : t("rescuing-log-scouting-row", { who, count: (m.cards || []).length, row: rowWords(m, {}, "of") ?? "" });
  },
  prayer_move: (who, m, r) => {
    const toRow = r.to_row ?? m.to_row;
    return t("rescuing-log-prayer-move", { who, guard: guardNumber(r.guard ?? m.guard), place: (r.position ?? m.position) + 1,
      row: toRow !== undefined ? toRow + 1 : 0, spoils: spoils(r) });
  },
  prayer_remove: (who, m, r, nameOf) => {
    const said = { who, guard: guardNumber(r.removed ?? m.guard), spoils: spoils(r) };
    return m.partner !== undefined && m.partner !== null ? t("rescuing-log-prayer-remove-pair", { ...said, partner: nameOf(m.partner) })
      : t("rescuing-log-prayer-remove", said);
  },
  wit: witSentence,
  wit_stop: (who, m, r) => (r.defeated !== undefined ? t("rescuing-log-wit-stop", { who, defeated: r.defeated, spoils: spoils(r) })
    : t("rescuing-log-wit-stop-plain", { who })),
  brawn: compareSentence,
  stealth: compareSentence,
  robin: (who, m) => t("rescuing-log-robin", { who, stats: statWords(m, STATS) }),
  // Nothing passed on (the day's last turn, or nothing left): only that the turn ended.
  end_turn: (who, m, r) => (r.brawn_passed === undefined || !(r.brawn_passed || r.jolliness_passed) ? t("rescuing-log-end-turn", { who })
    : t("rescuing-log-end-turn-passing", { who, brawn: r.brawn_passed, jolliness: r.jolliness_passed })),
  recruit: (who, m, r) => (r.recruiting_over ? t("rescuing-log-recruit-over", { who }) : m.take ? t("rescuing-log-recruit", { who, left: r.major_oak ?? "none" }) : t("rescuing-log-recruit-pass", { who })),
  end_day: (who, m, r) => (r.day === undefined ? t("rescuing-log-end-day-plain", { who })
    : t("rescuing-log-end-day", { day: r.day, imprisoned: r.imprisoned, sherwood: r.to_sherwood || 0, retired: r.retired || 0 })),
  challenge: (who, m) => t("rescuing-log-challenge", { who, blind: yesNo(m.blind), points: m.points }),
  // The amount as a string, its sign written: "+1", "-2".
  adjust: (who, m, r, nameOf) => t("rescuing-log-adjust", { who, amount: numberWords(m.amount, { signDisplay: "exceptZero" }), stat: statName(m.what),
    name: nameOf(m.band), reason: m.reason }),
  exchange: (who, m, r, nameOf) => t("rescuing-log-exchange", { who, name: nameOf(m.band) }),
};

// ---- Fixing a move from the log: the same controls, pre-filled ----------------------

/** A card on the battlefield by its number, or a stand-in for one no longer there (defeated since). */
function cardById(state, id) {
  for (const row of state.rows) for (const card of row.cards) if (card.id === id) return card;
  return { id, kind: "guard-gone", values: {} };
}
const spokenCard = (state, id) => { const card = cardById(state, id); return card.kind === "guard-gone" ? `#${id}` : t("rescuing-card-short", cardWords(card)); };
/** Every guard on the battlefield now, and the ones the move names that are gone since: [id, words]. */
function guardChoices(state, named = []) {
  const here = state.rows.flatMap((row, i) => row.cards.filter((c) => c.kind === "guard").map((c) => guardChoice(state, c, i)));
  for (const id of named) if (!here.some(([g]) => g === id)) here.push([id, `#${id}`]);
  return here;
}
const field = (text, control) => h("label", { class: "field" }, text, control);

/** "Day 2 of days 1, 2, 3, 4, 5 · standard game", and the expert score when there is one. */
function roundLine(state) {
  const scored = state.expert && state.expert_score;
  // The calculator's rank is the rulebook's English name: "First Archery Lesson" -> rescuing-rank-first-archery-lesson.
  const rank = scored ? t(`rescuing-rank-${state.expert_score.rank.toLowerCase().replaceAll(" ", "-")}`) : "";
  return t("rescuing-round-line", { day: state.day, days: state.days.join(", "), mode: state.mode,
    expert: yesNo(scored), score: scored ? state.expert_score.score : 0, rank });
}

export const screen = {
  // The Fix form's controls load when a Fix is opened (corrections.js): a joining phone does not read them.
  loadFixEditor: () => import("./rescuing-fix.js").then(({ fixEditorWith }) => ({ fixEditor: fixEditorWith(FOR_FIX) })),
  offlineFiles: ["/js/games/rescuing-fix.js"], // kept by the service worker with the screen (app.js)
  get seatWord() { return t("rescuing-seat-word"); }, // whose move it was, in a Fix form
  emptySeat: bandNumber,
  describe(entry, who, nameOf = (seat) => bandNumber(seat + 1)) {
    const sentence = SENTENCES[entry.move.type];
    return sentence ? sentence(who, entry.move, entry.result || {}, nameOf) : null;
  },
  render(ctx) {
    const { state } = ctx.table;
    const parts = [];
    if (state.outcome === "won") parts.push(h("p", { class: "banner" }, state.sheriff_defeated ? t("rescuing-won-sheriff") : t("rescuing-won")));
    if (state.outcome === "lost") parts.push(h("p", { class: "banner lost" }, t("rescuing-lost")));
    parts.push(h("p", { class: "round-line" }, roundLine(state)),
      h("details", { class: "rules" }, h("summary", {}, t("rescuing-rules-summary")), h("p", {}, t(`rescuing-stage-${state.phase}`)),
        state.day === 5 ? h("p", {}, t("rescuing-day5-rules")) : null));
    // The battlefield first: the controls below name its cards by number, as people point at them.
    parts.push(battlefield(ctx));
    if (!ctx.readOnly && state.phase !== "over") {
      parts.push(starterPanel(ctx));
      if (state.phase === "setup") parts.push(setupPanel(ctx));
      if (state.phase === "bands") parts.push(bandPanel(ctx));
      if (state.phase === "turns") parts.push(turnPanel(ctx), tokensPanel(ctx));
      // Recruiting goes to whoever the engine says is next (R8), with the choices it allows.
      const recruit = legalMove(ctx.table, "recruit");
      if (recruit) {
        const next = recruit.seat;
        const takes = allowedValues(recruit, "take") || [true, false];
        parts.push(h("section", { class: "entry" }, h("h3", {}, t("rescuing-recruit-heading", { name: ctx.nameOf(next), left: state.major_oak })),
          takes.includes(true) ? h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "recruit", take: true, ...ctx.actsFor(next) }) }, t("rescuing-recruit-one")) : null,
          takes.includes(false) ? h("button", { type: "button", onclick: () => ctx.send({ type: "recruit", take: false, ...ctx.actsFor(next) }) }, t("rescuing-pass")) : null));
      }
      if (legalMove(ctx.table, "end_day")) parts.push(h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "end_day" }) }, t("rescuing-end-day", { day: state.day })));
    }
    parts.push(trackers(ctx));
    if (state.by_day.length) {
      // Running totals, so a day with fewer prisoners does not read as prisoners freed.
      const soFar = (key) => { let sum = 0; return state.by_day.map((d) => (sum += d[key])); };
      parts.push(drawnLater(() => import("../charts.js"), ({ lineChart }) => lineChart({ title: t("rescuing-chart-title"), labels: state.by_day.map((d) => t("rescuing-chart-day", { day: d.day })),
        series: [{ name: t("rescuing-chart-rescued"), values: soFar("rescued") }, { name: t("rescuing-chart-imprisoned"), values: soFar("imprisoned") }] })));
    }
    return h("div", { class: "rescuing" }, parts);
  },
};

// What the Fix form (rescuing-fix.js) shares with the screen, handed over when it loads.
const FOR_FIX = {
  ATTRS, SKILLS, STATS, bandFields, cardById, castleFields, choiceSelect, field, guardChoices, num, read, readBand, readCastle, readRow, rowFields, rowLabel, spokenCard, statLabel, statName, typed, valueField,
};
