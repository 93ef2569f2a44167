// Rescuing Robin Hood: the battlefield, the bands, and an attack flow for one hand.
// Cards are named by their number (#id), which never changes while the card is on the battlefield,
// and the screen asks only for the values the app does not know yet.
import { add, drawnLater, h } from "../dom.js";
import { listWords, numberWords, t } from "../i18n.js";

const ATTRS = ["wit", "brawn", "stealth"];
const STATS = ["wit", "brawn", "stealth", "jolliness"];
const SKILLS = ["scouting", "cookery", "prayer"];
const RANGE = { blue: [1, 6], red: [2, 9] }; // R15
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

/** R17: the players choose who starts Day 5, until its first turn does something. */
function starterPanel(ctx) {
  const { state } = ctx.table;
  const turn = state.turn;
  const begun = state.phase === "turns" && (state.turns_taken || turn.attacks.length || turn.jolliness_spent || turn.wit);
  if (state.day !== 5 || begun || ctx.readOnly) return null;
  const pick = keptSelect(ctx, "starter", t("rescuing-starts-day5"), state.bands.map((_, i) => [i, ctx.nameOf(i)]), state.first_player);
  const name = ctx.nameOf(state.first_player);
  return h("section", { class: "entry starter" }, h("p", {}, state.starter_chosen ? t("rescuing-starter-chosen", { name })
    : t("rescuing-starter-proposed", { name })),
  h("div", { class: "inline" }, pick, h("button", { type: "button", onclick: () => ctx.send({ type: "starting_band", band: Number(pick.value) }) }, t("rescuing-starts-day5"))));
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
  const root = h("section", { class: "entry", "data-refusal-anchor": true });
  if (state.day === 5) {
    // data-refusal-anchor: a refusal shows after the whole form and goes as soon as a number in it is edited.
    return h("section", { class: "entry", "data-refusal-anchor": true }, h("h3", {}, t("rescuing-day5-heading")),
      castleFields(),
      h("button", { type: "button", class: "primary", onclick: (e) => {
        ctx.send({ type: "add_castle", ...readCastle(e.target.closest("section")) });
      } }, t("rescuing-set-up-castle")),
      state.rows.length ? h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "setup_done" }) }, t("rescuing-draw-bands")) : null);
  }
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
    } }, t("rescuing-add-row")),
    state.rows.length ? h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "setup_done" }) }, t("rescuing-done-draw-bands")) : null);
  return root;
}

/** A band's totals and skill tokens (stage 2), 0 or as a move had them. */
const bandFields = (was = {}) => [h("div", { class: "numbers-row" }, STATS.map((s) => num(`band-${s}`, statLabel(s), was[s] ?? 0))),
  h("div", { class: "numbers-row" }, SKILLS.map((s) => num(`band-${s}`, statLabel(s), was[s] ?? 0, 0, 10)))];
const readBand = (root) => Object.fromEntries([...STATS, ...SKILLS].map((k) => [k, read(root, `band-${k}`)]));

function bandPanel(ctx) {
  const { state } = ctx.table;
  const seat = ctx.you.seat;
  const who = state.bands[seat ?? -1] === null && seat !== null ? seat : ctx.isHost ? state.bands.findIndex((b) => b === null) : -1;
  if (who < 0) return h("p", { class: "waiting" }, t("rescuing-waiting-bands"));
  const root = h("section", { class: "entry", "data-refusal-anchor": true }, h("h3", {}, t("rescuing-band-totals-heading", { name: ctx.nameOf(who) })), bandFields());
  add(root, h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "band", ...readBand(root), ...ctx.actsFor(who) }) }, t("rescuing-enter-band")));
  return root;
}

function witHint(state, band) {
  const wit = state.turn.wit;
  if (!wit) return null;
  const row = state.rows[wit.row];
  const next = row.cards[wit.outwitted];
  if (!next) return null;
  const left = band.wit - wit.total;
  const max = next.kind === "guard" ? (next.values.wit !== undefined ? next.values.wit : RANGE[next.colour][1]) : next.values.wit;
  const safe = max <= left;
  return h("p", { class: `hint wit-hint ${safe ? "safe" : "risky"}` }, `${t("rescuing-wit-hint", { left, max, ...cardWords(next) })} `,
    h("strong", {}, safe ? t("rescuing-wit-safe") : t("rescuing-wit-risky")));
}

/** A value input for a card, or the value the app already knows (it is not asked again). */
function valueField(card, attribute, entered = undefined) {
  const known = card.values[attribute];
  if (known !== undefined && entered === undefined) {
    return h("span", { class: "known" }, t("rescuing-value-known", { stat: statName(attribute), value: known, ...cardWords(card) }));
  }
  const [low, high] = card.kind === "guard" ? RANGE[card.colour] : [0, 30];
  const label = t("rescuing-value-of", { stat: statName(attribute), card: String(card.id) });
  return h("label", { class: "tiny" }, label,
    h("input", { type: "number", name: `value-${card.id}`, min: low, max: high, value: entered ?? "", "aria-label": label }));
}

function attackChoice(ctx) {
  const { state } = ctx.table;
  const key = `${ctx.table.id}:${state.day}:${state.turns_taken}`;
  const standing = state.rows.map((r, i) => (r.cleared ? -1 : i)).filter((i) => i >= 0);
  const choice = attackChoices.get(key) || { attribute: null, row: null, chosen: new Set() };
  attackChoices.set(key, choice);
  const free = ATTRS.filter((a) => !state.turn.attacks.includes(a));
  if (!free.includes(choice.attribute)) choice.attribute = free[0] ?? null;
  if (!standing.includes(choice.row)) choice.row = state.attackable_row ?? standing[0] ?? null;
  return choice;
}

function attackForm(ctx, extra) {
  const { state } = ctx.table;
  const choice = attackChoice(ctx);
  // A refusal shows after the attack's Attack button and goes as soon as a value in the form is edited.
  const root = h("div", { class: "attack-form", "data-refusal-anchor": true });
  const draw = () => {
    const row = state.rows[choice.row];
    const cards = row ? row.cards : [];
    const attribute = h("select", { name: "attack-attr", "aria-label": t("rescuing-attack-with"), onchange: (e) => { choice.attribute = e.target.value; draw(); } },
      ATTRS.filter((a) => !state.turn.attacks.includes(a)).map((a) => h("option", { value: a, selected: a === choice.attribute }, statName(a))));
    const rowSel = h("select", { name: "attack-row", "aria-label": t("rescuing-row"), onchange: (e) => { choice.row = Number(e.target.value); choice.chosen.clear(); draw(); } },
      state.rows.map((r, i) => (r.cleared ? null : h("option", { value: i, selected: i === choice.row }, rowLabel(state, i)))));
    let fields = [];
    if (choice.attribute === "wit" && cards.length) fields = [valueField(cards[0], "wit")];
    if (choice.attribute === "brawn") fields = tableOrder(cards).map((c) => valueField(c, "brawn"));
    if (choice.attribute === "stealth") {
      fields = tableOrder(cards).map((c) => h("div", { class: "stealth-pick" },
        h("label", {}, h("input", { type: "checkbox", name: `pick-${c.id}`, checked: choice.chosen.has(c.id), "aria-label": t("rescuing-choose-card", { card: String(c.id) }),
          onchange: (e) => { if (e.target.checked) choice.chosen.add(c.id); else choice.chosen.delete(c.id); } }), ` ${cardLabel(c)}`),
        valueField(c, "stealth")));
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

function turnPanel(ctx) {
  const { state } = ctx.table;
  const seat = state.current;
  const mine = ctx.you.seat === seat || ctx.isHost;
  const band = state.bands[seat];
  const extra = ctx.actsFor(seat);
  // A Wit attack under way is an attack made (the heading said "none yet" during it).
  const made = state.turn.attacks.map(statName);
  if (state.turn.wit && !state.turn.attacks.includes("wit")) made.push(t("rescuing-attack-under-way", { stat: statName("wit") }));
  const root = h("section", { class: "entry attack" }, h("h3", {}, t("rescuing-turn-heading", { name: ctx.nameOf(seat), count: made.length, made: made.join(", ") })));
  const rescuer = state.robin_pending;
  if (rescuer !== null && (ctx.you.seat === rescuer || ctx.isHost)) {
    add(root, h("p", {}, t("rescuing-robin-add-heading", { name: ctx.nameOf(rescuer) })), h("div", { class: "numbers-row" }, STATS.map((s) => num(`robin-${s}`, statLabel(s), 0, 0, 30))),
      h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "robin", ...Object.fromEntries(STATS.map((s) => [s, read(root, `robin-${s}`)])), ...ctx.actsFor(rescuer) }) }, t("rescuing-add-robin")));
    return root;
  }
  if (!mine) { add(root, h("p", { class: "waiting" }, t("rescuing-spend-for-them"))); }
  const wit = state.turn.wit;
  if (wit && mine) {
    const next = state.rows[wit.row].cards[wit.outwitted];
    add(root, witHint(state, band), h("div", { class: "inline" }, valueField(next, "wit"),
      h("button", { type: "button", class: "primary", onclick: () => {
        const v = typed(root, `value-${next.id}`);
        ctx.send({ type: "wit", ...(v === undefined ? {} : { value: v }), ...extra });
      } }, t("rescuing-reveal-compare"))),
      h("button", { type: "button", onclick: () => ctx.send({ type: "wit_stop", ...extra }) }, t("rescuing-wit-stop", { count: wit.outwitted })));
    return root;
  }
  if (mine) {
    // R4: two attacks a turn (three for a rescuer, R11); after them the form would only be refused.
    const limit = state.turn.extra_attack ? 3 : 2;
    add(root, state.turn.attacks.length < limit ? attackForm(ctx, extra)
      : h("p", { class: "waiting" }, t("rescuing-attacks-made", { limit })));
    const last = state.turns_taken + 1 === state.seats;
    const brawnPass = last ? 0 : Math.max(0, band.brawn), jollyPass = last ? 0 : Math.max(0, band.jolliness);
    add(root, h("div", { class: "inline" }, num("jolly-amount", t("rescuing-jolliness-to-spend"), 1, 1, 99),
      keptSelect(ctx, "jolly-attr", t("rescuing-onto"), ATTRS.map((a) => [a, statName(a)]), "wit"),
      h("button", { type: "button", onclick: () => ctx.send({ type: "spend_jolliness", amount: read(root, "jolly-amount"), attribute: root.querySelector('[name="jolly-attr"]').value, ...extra }) }, t("rescuing-spend"))),
      h("p", { class: "passes" }, last ? t("rescuing-passes-last")
        : t("rescuing-passes", { brawn: brawnPass, jolliness: jollyPass, name: ctx.nameOf((seat + 1) % state.seats) })),
      h("button", { type: "button", class: "danger", onclick: () => ctx.send({ type: "end_turn", ...extra }) }, t("rescuing-end-turn")));
  }
  return root;
}

/** A guard in a drop-down: [id, "#3, blue guard, Row 2"]. */
const guardChoice = (state, card, i) => [card.id, t("rescuing-guard-choice", { ...cardWords(card), row: rowLabel(state, i) })];

/** The guards a Prayer may touch now: every standing row's, on Day 5 only the row to attack now (R16). */
function prayable(state) {
  return state.rows.flatMap((row, i) => (row.cleared || (state.day === 5 && state.attackable_row !== i) ? []
    : row.cards.filter((c) => c.kind === "guard").map((c) => guardChoice(state, c, i))));
}

/** Scouting: tick up to 2 face-down guards of one row (R6); people tap the cards they mean. */
function scoutingPart(ctx, seat, extra) {
  const { state } = ctx.table;
  const key = `${ctx.table.id}:${state.day}:scout`;
  const ticked = new Set((picks.get(key) || "").split(",").filter(Boolean).map(Number));
  const rows = state.rows.map((row, i) => [row, i]).filter(([row]) => !row.cleared && row.cards.some((c) => c.kind === "guard" && !c.face_up));
  const part = h("fieldset", { class: "scouting" }, h("legend", {}, t("rescuing-scouting-legend")));
  if (!rows.length) return add(part, h("p", {}, t("rescuing-all-face-up"))), part;
  for (const [row, i] of rows) {
    add(part, h("p", { class: "row-name" }, rowLabel(state, i)), h("div", { class: "picks" },
      row.cards.filter((c) => c.kind === "guard" && !c.face_up).map((c) => h("label", { class: "pick" },
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

/** Prayer: the guard picked from a list, its new place counted from 1 at the row's end (R6, R16). */
function prayerPart(ctx, seat, extra) {
  const { state } = ctx.table;
  const guards = prayable(state);
  const part = h("fieldset", { class: "prayer" }, h("legend", {}, t("rescuing-prayer-legend", { day5: state.day === 5 ? "yes" : "no" })));
  if (!guards.length) return add(part, h("p", {}, t("rescuing-no-prayable"))), part;
  const guard = keptSelect(ctx, "prayer-guard", t("rescuing-guard-to-pray-for"), guards, guards[0][0]);
  const standing = state.rows.map((r, i) => [i, rowLabel(state, i)]).filter(([i]) => !state.rows[i].cleared);
  // Left as it is, the guard stays in its own row (the move's to_row is then left out).
  const toRow = keptSelect(ctx, "prayer-row", t("rescuing-to-row"), [["", t("rescuing-own-row")], ...standing], "");
  const partner = keptSelect(ctx, "prayer-partner", t("rescuing-second-prayer-from"),
    state.bands.map((_, i) => [i, i === seat ? t("rescuing-my-own") : ctx.nameOf(i)]), seat);
  add(part, h("label", { class: "field" }, t("rescuing-guard"), guard),
    h("div", { class: "inline" }, state.day === 5 ? null : h("label", { class: "field" }, t("rescuing-to-row"), toRow),
      h("label", { class: "tiny" }, t("rescuing-place-from-end"), h("input", { type: "number", name: "prayer-place", min: 1, max: 20, value: 1 }))),
    h("button", { type: "button", onclick: () => {
      const place = read(part, "prayer-place");
      if (place < 1) { ctx.warn(t("rescuing-warn-place-from-1"), part); return; }
      ctx.send({ type: "prayer_move", guard: Number(guard.value), position: place - 1, ...(state.day === 5 || toRow.value === "" ? {} : { to_row: Number(toRow.value) }), ...extra }, { near: part });
    } }, t("rescuing-prayer-move")),
    h("div", { class: "inline" }, h("label", { class: "field" }, t("rescuing-second-prayer-from"), partner), h("button", { type: "button", onclick: () => {
      ctx.send({ type: "prayer_remove", guard: Number(guard.value), ...(Number(partner.value) === seat ? {} : { partner: Number(partner.value) }), ...extra }, { near: part });
    } }, t("rescuing-prayer-remove"))));
  return part;
}

function tokensPanel(ctx) {
  const { state } = ctx.table;
  const seat = ctx.you.seat ?? (ctx.isHost ? state.current : null);
  if (seat === null || !state.bands[seat] || state.turn.wit) return null;
  const band = state.bands[seat];
  const extra = ctx.actsFor(seat);
  const openKey = `${ctx.table.id}:tokens-open`; // stays open across re-renders
  const root = h("details", { class: "tokens-panel", open: picks.get(openKey) === "open", ontoggle: (e) => picks.set(openKey, e.target.open ? "open" : "") },
    h("summary", {}, t("rescuing-spend-tokens", { name: ctx.nameOf(seat) })));
  if (band.cookery || state.mead[seat]) {
    const target = keptSelect(ctx, "token-band", t("rescuing-for-band"), state.bands.map((_, i) => [i, ctx.nameOf(i)]), state.current);
    const attr = keptSelect(ctx, "token-attr", t("rescuing-attribute"), ATTRS.map((a) => [a, statName(a)]), "wit");
    const part = h("fieldset", { class: "food" }, h("legend", {}, t("rescuing-cookery-mead")),
      h("div", { class: "inline" }, h("label", { class: "field" }, t("rescuing-for"), target), h("label", { class: "field" }, t("rescuing-attribute"), attr)),
      band.cookery ? h("button", { type: "button", onclick: () => ctx.send({ type: "cookery", band: Number(target.value), attribute: attr.value, ...extra }, { near: part }) }, t("rescuing-cookery-button")) : null,
      state.mead[seat] ? h("button", { type: "button", onclick: () => ctx.send({ type: "mead", band: Number(target.value), ...extra }, { near: part }) }, t("rescuing-mead-button")) : null);
    add(root, part);
  }
  if (band.scouting) add(root, scoutingPart(ctx, seat, extra));
  if (band.prayer) add(root, prayerPart(ctx, seat, extra));
  if (root.children.length === 1) add(root, h("p", {}, t("rescuing-no-tokens")));
  return root;
}

// ---- The log in the game's own words ----------------------------------------
// Every move type has a sentence with the players' names, rows and places counted from 1 and
// cards by their number. A corrected move comes without its result, so each sentence also
// reads from the move alone.

const yesNo = (flag) => (flag ? "yes" : "no");
const cardNumbers = (ids) => listWords(ids.map((id) => `#${id}`));

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
  const met = { who, card: String(r.card), value: r.value, total: r.guard_total };
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
  return t("rescuing-log-attack", { who, stat, target: cards ? cardNumbers(r.cards) : rowWords(m, r) ?? "",
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
  starting_band: (who, m, r, nameOf) => t("rescuing-log-starting-band", { who, name: nameOf(m.band) }),
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
  recruit: (who, m, r) => (m.take ? t("rescuing-log-recruit", { who, left: r.major_oak ?? "none" }) : t("rescuing-log-recruit-pass", { who })),
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
const rowChoices = (state, row) => {
  const rows = state.rows.map((_, i) => [i, rowLabel(state, i)]);
  if (Number.isInteger(row) && !rows.some(([i]) => i === row)) rows.push([row, t("rescuing-row-label", { kind: "row", number: row + 1 })]);
  return rows;
};
const bandChoices = (ctx) => ctx.table.state.bands.map((_, i) => [i, ctx.nameOf(i)]);
const field = (text, control) => h("label", { class: "field" }, text, control);

function fixEditor(ctx, move, entry) {
  const { state } = ctx.table;
  const editor = (read, ...nodes) => {
    const root = h("div", { class: "rescuing" }, nodes);
    return { element: root, read: () => ({ ...move, ...read(root) }) };
  };
  const select = (root, name) => root.querySelector(`[name="${name}"]`).value;
  switch (move.type) {
    case "add_row": {
      if (!Array.isArray(move.medallions)) return null;
      const medallions = [...move.medallions];
      return editor((root) => {
        const out = { medallions: [...medallions], ...readRow(root) };
        // The guards a move left out (0 by default) stay out, so a Fix saved unchanged is the same move.
        for (const colour of ["blue", "red"]) if (!(colour in (move.guards || {})) && out.guards[colour] === 0) delete out.guards[colour];
        return out;
      }, rowFields(medallions, move.guards || {}));
    }
    case "add_castle": {
      if ((move.courtyard || []).length > 2 || (move.courtyard || []).some((c) => !((c.blue || 0) + (c.red || 0)))) return null;
      return editor((root) => {
        const out = readCastle(root);
        for (const part of ["wall", "sheriff_guards"]) {
          for (const colour of ["blue", "red"]) if (move[part] && !(colour in move[part]) && out[part][colour] === 0) delete out[part][colour];
        }
        out.courtyard = out.courtyard.map((c, i) => {
          const was = (move.courtyard || [])[i] || {};
          return Object.fromEntries(Object.entries(c).filter(([colour, n]) => n || colour in was));
        });
        return out;
      }, castleFields(move));
    }
    case "band":
      return editor((root) => {
        const out = readBand(root);
        for (const t of SKILLS) if (!(t in move) && out[t] === 0) delete out[t];
        return out;
      }, bandFields(move));
    case "robin":
      return editor((root) => Object.fromEntries(STATS.map((s) => [s, read(root, `robin-${s}`)])),
        h("p", {}, t("rescuing-robin-printed")), h("div", { class: "numbers-row" }, STATS.map((s) => num(`robin-${s}`, statLabel(s), move[s] ?? 0, 0, 30))));
    case "starting_band":
      return editor((root) => ({ band: Number(select(root, "starter")) }),
        field(t("rescuing-starts-day5"), choiceSelect("starter", t("rescuing-starts-day5"), bandChoices(ctx), move.band)));
    case "spend_jolliness":
      return editor((root) => ({ amount: read(root, "jolly-amount"), attribute: select(root, "jolly-attr") }),
        h("div", { class: "inline" }, num("jolly-amount", t("rescuing-jolliness-to-spend"), move.amount, 1, 99),
          field(t("rescuing-onto"), choiceSelect("jolly-attr", t("rescuing-onto"), ATTRS.map((a) => [a, statName(a)]), move.attribute))));
    case "cookery":
      return editor((root) => ({ band: Number(select(root, "token-band")), attribute: select(root, "token-attr") }),
        h("div", { class: "inline" }, field(t("rescuing-for"), choiceSelect("token-band", t("rescuing-for-band"), bandChoices(ctx), move.band)),
          field(t("rescuing-attribute"), choiceSelect("token-attr", t("rescuing-attribute"), ATTRS.map((a) => [a, statName(a)]), move.attribute))));
    case "mead":
      return editor((root) => ({ band: Number(select(root, "token-band")) }),
        field(t("rescuing-for"), choiceSelect("token-band", t("rescuing-for-band"), bandChoices(ctx), move.band)));
    case "recruit":
      return editor((root) => ({ take: root.querySelector('[name="recruit-take"]:checked')?.value === "yes" }),
        h("fieldset", { class: "story-choice" }, h("legend", {}, t("rescuing-from-major-oak")),
          h("label", { class: "check-label" }, h("input", { type: "radio", name: "recruit-take", value: "yes", checked: move.take === true }), t("rescuing-recruit-one")),
          h("label", { class: "check-label" }, h("input", { type: "radio", name: "recruit-take", value: "no", checked: move.take !== true }), t("rescuing-pass"))));
    case "scouting": {
      if (!Array.isArray(move.guards) || move.cards !== undefined) return null; // an older phone's places: the generic form
      const boxes = guardChoices(state, move.guards).map(([id]) => [id, h("input", { type: "checkbox", name: `scout-${id}`, checked: move.guards.includes(id) })]);
      return editor(() => ({ guards: boxes.filter(([, b]) => b.checked).map(([id]) => id) }),
        h("fieldset", { class: "scouting" }, h("legend", {}, t("rescuing-scouting-revealed")),
          h("div", { class: "picks" }, boxes.map(([id, box]) => h("label", { class: "pick" }, box, ` ${spokenCard(state, id)}`)))));
    }
    case "prayer_move":
    case "prayer_remove": {
      if (!Number.isInteger(move.guard) || move.card !== undefined || move.row !== undefined) return null;
      const guard = choiceSelect("prayer-guard", t("rescuing-guard-to-pray-for"), guardChoices(state, [move.guard]), move.guard);
      if (move.type === "prayer_move") {
        const toRow = choiceSelect("prayer-row", t("rescuing-to-row"), [["", t("rescuing-own-row")], ...rowChoices(state, move.to_row)], move.to_row ?? "");
        return editor((root) => {
          const out = { guard: Number(guard.value), position: read(root, "prayer-place") - 1 };
          if (toRow.value !== "") out.to_row = Number(toRow.value);
          return out;
        }, field(t("rescuing-guard"), guard), h("div", { class: "inline" }, field(t("rescuing-to-row"), toRow),
          h("label", { class: "tiny" }, t("rescuing-place-from-end"), h("input", { type: "number", name: "prayer-place", min: 1, max: 21, value: (move.position ?? 0) + 1 }))));
      }
      const partner = choiceSelect("prayer-partner", t("rescuing-second-prayer-from"), [["", t("rescuing-my-own")], ...bandChoices(ctx)], move.partner ?? "");
      return editor(() => (partner.value === "" ? { guard: Number(guard.value) } : { guard: Number(guard.value), partner: Number(partner.value) }),
        field(t("rescuing-guard"), guard), field(t("rescuing-second-prayer-from"), partner));
    }
    case "wit": {
      if (move.card !== undefined) return null;
      const rowPick = Number.isInteger(move.row) ? choiceSelect("attack-row", t("rescuing-row"), rowChoices(state, move.row), move.row) : null;
      const value = h("input", { type: "number", name: "wit-value", min: 0, max: 30, value: move.value ?? "", "aria-label": t("rescuing-wit-of-card") });
      return editor(() => {
        const out = rowPick ? { row: Number(rowPick.value) } : {};
        if (value.value.trim() !== "") out.value = Number(value.value);
        return out;
      }, rowPick ? field(t("rescuing-row"), rowPick) : null, h("label", { class: "tiny" }, t("rescuing-wit-of-card"), value));
    }
    case "brawn":
    case "stealth": {
      const items = move.type === "brawn" ? move.revealed : move.chosen;
      if (!Array.isArray(items) || move.values !== undefined || move.cards !== undefined) return null;
      const rowPick = Number.isInteger(move.row) ? choiceSelect("attack-row", t("rescuing-row"), rowChoices(state, move.row), move.row) : null;
      const attribute = move.type;
      const parts = items.map((item) => {
        const card = cardById(state, item.id);
        const box = attribute === "stealth" ? h("input", { type: "checkbox", name: `pick-${item.id}`, checked: true, "aria-label": t("rescuing-choose-card", { card: String(item.id) }) }) : null;
        return { item, box, node: h("div", { class: "stealth-pick" }, box ? h("label", {}, box, ` ${spokenCard(state, item.id)}`) : null,
          valueField(card, attribute, item.value ?? "")) };
      });
      return editor((root) => {
        const out = rowPick ? { row: Number(rowPick.value) } : {};
        const chosen = parts.filter((p) => !p.box || p.box.checked).map(({ item }) => {
          const v = typed(root, `value-${item.id}`);
          return v === undefined ? { id: item.id } : { id: item.id, value: v };
        });
        out[attribute === "brawn" ? "revealed" : "chosen"] = chosen;
        return out;
      }, rowPick ? field(t("rescuing-row"), rowPick) : null, h("div", { class: "numbers-row" }, parts.map((p) => p.node)));
    }
    default: return null; // challenge cards, adjustments, exchanges: no control on this screen
  }
}

/** "Day 2 of days 1, 2, 3, 4, 5 · standard game", and the expert score when there is one. */
function roundLine(state) {
  const scored = state.expert && state.expert_score;
  // The calculator's rank is the rulebook's English name: "First Archery Lesson" -> rescuing-rank-first-archery-lesson.
  const rank = scored ? t(`rescuing-rank-${state.expert_score.rank.toLowerCase().replaceAll(" ", "-")}`) : "";
  return t("rescuing-round-line", { day: state.day, days: state.days.join(", "), mode: state.mode,
    expert: yesNo(scored), score: scored ? state.expert_score.score : 0, rank });
}

export const screen = {
  fixEditor,
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
      if (state.phase === "recruit") {
        const next = state.recruiting.next;
        if (ctx.you.seat === next || ctx.isHost) {
          parts.push(h("section", { class: "entry" }, h("h3", {}, t("rescuing-recruit-heading", { name: ctx.nameOf(next), left: state.major_oak })),
            h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "recruit", take: true, ...ctx.actsFor(next) }) }, t("rescuing-recruit-one")),
            h("button", { type: "button", onclick: () => ctx.send({ type: "recruit", take: false, ...ctx.actsFor(next) }) }, t("rescuing-pass"))));
        }
      }
      if (state.phase === "cleanup") parts.push(h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "end_day" }) }, t("rescuing-end-day", { day: state.day })));
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
