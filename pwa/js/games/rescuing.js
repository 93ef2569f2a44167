// Rescuing Robin Hood: the battlefield, the bands, and an attack flow for one hand.
// Cards are named by their number (#id), which never changes while the card is on the battlefield,
// and the screen asks only for the values the app does not know yet.
import { add, h } from "../dom.js";
import { lineChart } from "../charts.js";

const ATTRS = ["wit", "brawn", "stealth"];
const STATS = ["wit", "brawn", "stealth", "jolliness"];
const SKILLS = ["scouting", "cookery", "prayer"];
const RANGE = { blue: [1, 6], red: [2, 9] }; // R15
const STAGE_RULES = {
  setup: "Stage 1: deal each row of the scenario card: a villager per medallion, its guards face-down, the end guard face-up (R7). Accelerated: 2 villagers a medallion (R14).",
  bands: "Stage 2: draw 4 villagers; total your band's Wit, Brawn, Stealth and Jolliness with your leader's, and take its skill tokens.",
  turns: "Stage 3: up to 2 attacks with different attributes (R4). Plan first: Jolliness on your own turn, tokens on any turn (R6). Ties go to the band (R1).",
  recruit: "Stage 4: in turn order, take a villager from the Major Oak or pass (R8).",
  cleanup: "Stage 5: unrescued villagers are imprisoned, the rest go to Sherwood Forest, Cookery becomes Mead; days 2 and 4 cut the bands to 8 and 4 (R8).",
  over: "The game is over.",
};
const DAY5_RULES = "Day 5: the Wall (with the Castle), then each Courtyard row, then the Sheriff's row, strictly in order (R9). A Prayer touches only the row that may be attacked now, and a moved guard stays in its row (R16).";
const MODE_WORDS = { standard: "standard game", accelerated: "accelerated game", "solo-single": "single-band solo", "solo-multi": "solo with several bands" };
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
const cap = (word) => word[0].toUpperCase() + word.slice(1);

function rowLabel(state, i) {
  const row = state.rows[i];
  if (!row) return `Row ${i + 1}`;
  if (row.kind === "wall") return "Wall";
  if (row.kind === "sheriff") return "Sheriff's row";
  if (row.kind === "courtyard") return `Courtyard ${state.rows.slice(0, i + 1).filter((r) => r.kind === "courtyard").length}`;
  return `Row ${i + 1}`;
}

const cardLabel = (card) => (card.kind === "guard" ? `${card.colour} guard #${card.id}` : card.kind === "castle" ? "the Castle" : "the Sheriff");

/** A card as a person reads it aloud: "blue guard #3, face down" or "red guard #4, Wit 6". */
function cardSpoken(card) {
  const known = ATTRS.filter((a) => card.values[a] !== undefined).map((a) => `${cap(a)} ${card.values[a]}`).join(", ");
  if (card.kind !== "guard") return `${cap(cardLabel(card))}: ${known}`;
  return `${cap(cardLabel(card))}, ${card.face_up ? (known || "face up") : "face down"}`;
}

function cardView(card) {
  const spoken = { role: "img", "aria-label": cardSpoken(card), title: cardSpoken(card), dataset: { id: card.id } };
  if (card.kind !== "guard") return h("span", { class: `rcard ${card.kind}`, ...spoken }, card.kind === "castle" ? "🏰" : "Sheriff",
    h("small", {}, ` W${card.values.wit} B${card.values.brawn} S${card.values.stealth}`));
  const known = ATTRS.filter((a) => card.values[a] !== undefined).map((a) => `${a[0].toUpperCase()}${card.values[a]}`).join(" ");
  return h("span", { class: `rcard ${card.colour}${card.face_up ? " up" : " down"}`, ...spoken },
    card.face_up ? (known || "?") : "▮", h("small", {}, ` #${card.id}`));
}

/** A captured villager's medallion: its colour, and its initial (B, S, G) so colour is not all that tells them apart. */
const medallionView = (m) => h("span", { class: `medallion ${m}`, role: "img", "aria-label": `${m} medallion villager`, title: `${m} medallion villager` }, m[0].toUpperCase());

/** Cards as they lie on the table: the engine lists a row from the end attacked first,
 * the rulebook deals guards to the right of the villagers, so the end guard is drawn at the far right. */
const tableOrder = (cards) => cards.slice().reverse();

function battlefield(ctx) {
  const { state } = ctx.table;
  return h("section", { class: "battlefield" }, h("h3", {}, `Day ${state.day} battlefield`),
    h("p", { class: "hint" }, "As on the table: captured villagers on the left, their guards to the right, the end guard (attacked first) at the far right."),
    state.rows.map((row, i) => h("div", { class: `brow ${row.kind}${row.cleared ? " cleared" : ""}${state.attackable_row === i ? " now" : ""}`, dataset: { row: i } },
      h("span", { class: "rlabel" }, rowLabel(state, i), state.attackable_row === i ? " ◀ now" : ""),
      h("span", { class: "villagers" }, (row.medallions || []).map(medallionView)),
      h("span", { class: "cards" }, row.cleared ? "cleared" : tableOrder(row.cards).map(cardView)))),
    h("p", { class: "counts" }, `Major Oak ${state.major_oak} · Sherwood Forest ${state.sherwood} · imprisoned ${state.imprisoned}`,
      state.robin_rescued ? " · Robin rescued!" : ""));
}

function trackers(ctx) {
  const { state } = ctx.table;
  return h("ul", { class: "ledger trackers" }, state.bands.map((band, seat) => h("li", { class: `${ctx.you.seat === seat ? "mine" : ""}${state.current === seat ? " current" : ""}`, dataset: { seat } },
    h("span", { class: "who" }, ctx.nameOf(seat), state.leaders[seat] ? h("small", {}, ` (${state.leaders[seat]})`) : null,
      state.current === seat ? " ▶ turn" : ""),
    band ? h("span", { class: "stats" }, STATS.map((s) => h("span", { class: `stat ${s}` }, `${cap(s)} ${band[s]}`)),
      h("span", { class: "tokens" }, SKILLS.filter((t) => band[t]).map((t) => `${cap(t)} ×${band[t]}`).join(" · "))) : h("span", { class: "not-drawn" }, "Band not drawn yet"),
    // Mead has one place, the table's `mead`, kept from day to day (R6).
    state.mead[seat] ? h("span", { class: "tokens mead" }, `Mead ×${state.mead[seat]}`) : null)));
}

/** R17: the players choose who starts Day 5, until its first turn does something. */
function starterPanel(ctx) {
  const { state } = ctx.table;
  const turn = state.turn;
  const begun = state.phase === "turns" && (state.turns_taken || turn.attacks.length || turn.jolliness_spent || turn.wit);
  if (state.day !== 5 || begun || ctx.readOnly) return null;
  const pick = keptSelect(ctx, "starter", "Starts Day 5", state.bands.map((_, i) => [i, ctx.nameOf(i)]), state.first_player);
  return h("section", { class: "entry starter" }, h("p", {}, state.starter_chosen ? `${ctx.nameOf(state.first_player)} starts Day 5 (chosen).`
    : `Proposed: ${ctx.nameOf(state.first_player)} starts Day 5 (clockwise, R8). The players choose (R17):`),
  h("div", { class: "inline" }, pick, h("button", { type: "button", onclick: () => ctx.send({ type: "starting_band", band: Number(pick.value) }) }, "Starts Day 5")));
}

/** A row of the scenario card: its villagers' medallions (tapped in order) and its guards. */
function rowFields(medallions, guards = {}) {
  const shown = h("output", { class: "picked" }, medallions.join(", ") || "no villagers yet");
  const changed = () => { shown.textContent = medallions.join(", ") || "no villagers yet"; shown.dispatchEvent(new Event("change", { bubbles: true })); };
  return [h("div", { class: "inline" }, ["bronze", "silver", "gold"].map((m) => h("button", { type: "button", class: `chip medallion-btn ${m}`,
    onclick: () => { medallions.push(m); changed(); } }, `+ ${m}`)),
  h("button", { type: "button", class: "chip", onclick: () => { medallions.pop(); changed(); } }, "Take the last one off"), shown),
  h("div", { class: "numbers-row" }, num("row-blue", "blue guards", guards.blue ?? 0, 0, 12), num("row-red", "red guards", guards.red ?? 0, 0, 12))];
}
const readRow = (root) => ({ guards: { blue: read(root, "row-blue"), red: read(root, "row-red") } });

/** Day 5's Castle (R9): the Wall's guards, the Castle's values, the Courtyard rows, the Sheriff's row. */
function castleFields(was = {}) {
  const cy = (n, colour) => ((was.courtyard || [])[n - 1] || {})[colour] ?? (was.courtyard ? 0 : n === 1 && colour === "blue" ? 1 : 0);
  const sheriffRed = was.sheriff_guards ? was.sheriff_guards.red ?? 0 : 1;
  return [h("div", { class: "numbers-row" }, h("span", {}, "Wall guards"), num("wall-blue", "blue", was.wall?.blue ?? 0, 0, 12), num("wall-red", "red", was.wall?.red ?? 0, 0, 12)),
    h("div", { class: "numbers-row" }, h("span", {}, "Castle"), ATTRS.map((a) => num(`castle-${a}`, a, was.castle?.[a] ?? 0, 0, 30))),
    h("div", { class: "numbers-row" }, h("span", {}, "Courtyard rows"), [1, 2].map((n) => [num(`cy${n}-blue`, `row ${n} blue`, cy(n, "blue"), 0, 12), num(`cy${n}-red`, `row ${n} red`, cy(n, "red"), 0, 12)])),
    h("div", { class: "numbers-row" }, h("span", {}, "Sheriff's row"), num("sh-blue", "blue", was.sheriff_guards?.blue ?? 0, 0, 12), num("sh-red", "red", sheriffRed, 0, 12),
      ATTRS.map((a) => num(`sheriff-${a}`, `Sheriff ${a}`, was.sheriff?.[a] ?? 0, 0, 30)))];
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
    return h("section", { class: "entry", "data-refusal-anchor": true }, h("h3", {}, "Day 5: storm the Castle"),
      castleFields(),
      h("button", { type: "button", class: "primary", onclick: (e) => {
        ctx.send({ type: "add_castle", ...readCastle(e.target.closest("section")) });
      } }, "Set up the Castle"),
      state.rows.length ? h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "setup_done" }) }, "Draw the bands") : null);
  }
  // The row being entered survives the re-renders other players' moves cause.
  const memo = `${ctx.table.id}:${state.day}:${state.rows.length}`;
  const medallions = pendingMedallions.get(memo) || [];
  pendingMedallions.set(memo, medallions);
  add(root, h("h3", {}, `Day ${state.day}: rows from the scenario card`),
    rowFields(medallions),
    h("button", { type: "button", onclick: async () => {
      if (!medallions.length) { ctx.warn("Add the row's medallions first."); return; }
      // Once stored the row's medallions are forgotten: an undo later does not bring them back half-entered.
      if (await ctx.send({ type: "add_row", medallions: [...medallions], ...readRow(root) })) pendingMedallions.delete(memo);
    } }, "Add the row"),
    state.rows.length ? h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "setup_done" }) }, "Done: draw the bands") : null);
  return root;
}

/** A band's totals and skill tokens (stage 2), 0 or as a move had them. */
const bandFields = (was = {}) => [h("div", { class: "numbers-row" }, STATS.map((s) => num(`band-${s}`, s, was[s] ?? 0))),
  h("div", { class: "numbers-row" }, SKILLS.map((t) => num(`band-${t}`, t, was[t] ?? 0, 0, 10)))];
const readBand = (root) => Object.fromEntries([...STATS, ...SKILLS].map((k) => [k, read(root, `band-${k}`)]));

function bandPanel(ctx) {
  const { state } = ctx.table;
  const seat = ctx.you.seat;
  const who = state.bands[seat ?? -1] === null && seat !== null ? seat : ctx.isHost ? state.bands.findIndex((b) => b === null) : -1;
  if (who < 0) return h("p", { class: "waiting" }, "Waiting for the other bands.");
  const root = h("section", { class: "entry", "data-refusal-anchor": true }, h("h3", {}, `${ctx.nameOf(who)}: today's band totals`), bandFields());
  add(root, h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "band", ...readBand(root), ...ctx.actsFor(who) }) }, "Enter the band"));
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
  return h("p", { class: `hint wit-hint ${safe ? "safe" : "risky"}` }, `Wit left ${left}. Next card: ${next.kind === "guard" ? `${next.colour} guard, at most ${max}` : `the ${next.kind}, ${max}`}: `,
    h("strong", {}, safe ? "it cannot beat you." : "it could beat you."));
}

/** A value input for a card, or the value the app already knows (it is not asked again). */
function valueField(card, attribute, entered = undefined) {
  const known = card.values[attribute];
  if (known !== undefined && entered === undefined) return h("span", { class: "known" }, `${cap(attribute)} of ${cardLabel(card)}: ${known}`);
  const [low, high] = card.kind === "guard" ? RANGE[card.colour] : [0, 30];
  return h("label", { class: "tiny" }, `${cap(attribute)} of #${card.id}`,
    h("input", { type: "number", name: `value-${card.id}`, min: low, max: high, value: entered ?? "", "aria-label": `${cap(attribute)} of #${card.id}` }));
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

// Only the chosen attribute's way of attacking is said.
const ATTACK_HINTS = {
  wit: "Wit: the end card (far right), then one card at a time.",
  brawn: "Brawn: the whole row, every card revealed.",
  stealth: "Stealth: tick the cards you choose, in any place of the row.",
};

function attackForm(ctx, extra) {
  const { state } = ctx.table;
  const choice = attackChoice(ctx);
  // A refusal shows after the attack's Attack button and goes as soon as a value in the form is edited.
  const root = h("div", { class: "attack-form", "data-refusal-anchor": true });
  const draw = () => {
    const row = state.rows[choice.row];
    const cards = row ? row.cards : [];
    const attribute = h("select", { name: "attack-attr", "aria-label": "Attack with", onchange: (e) => { choice.attribute = e.target.value; draw(); } },
      ATTRS.filter((a) => !state.turn.attacks.includes(a)).map((a) => h("option", { value: a, selected: a === choice.attribute }, cap(a))));
    const rowSel = h("select", { name: "attack-row", "aria-label": "Row", onchange: (e) => { choice.row = Number(e.target.value); choice.chosen.clear(); draw(); } },
      state.rows.map((r, i) => (r.cleared ? null : h("option", { value: i, selected: i === choice.row }, rowLabel(state, i)))));
    let fields = [];
    if (choice.attribute === "wit" && cards.length) fields = [valueField(cards[0], "wit")];
    if (choice.attribute === "brawn") fields = tableOrder(cards).map((c) => valueField(c, "brawn"));
    if (choice.attribute === "stealth") {
      fields = tableOrder(cards).map((c) => h("div", { class: "stealth-pick" },
        h("label", {}, h("input", { type: "checkbox", name: `pick-${c.id}`, checked: choice.chosen.has(c.id), "aria-label": `Choose #${c.id}`,
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
        if (!chosen.length) { ctx.warn("Choose the cards to attack by Stealth."); return; }
        ctx.send({ type: "stealth", chosen, ...extra });
      }
    };
    root.replaceChildren(h("div", { class: "inline" }, attribute, rowSel), h("div", { class: "numbers-row" }, fields),
      h("p", { class: "hint" }, `${ATTACK_HINTS[choice.attribute]} Enter only the values shown empty: the app keeps the ones it has seen.`),
      h("button", { type: "button", class: "primary", onclick: attack }, "Attack"));
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
  const made = state.turn.attacks.map(cap);
  if (state.turn.wit && !state.turn.attacks.includes("wit")) made.push("Wit (under way)");
  const root = h("section", { class: "entry attack" }, h("h3", {}, `${ctx.nameOf(seat)}'s turn · attacks made: ${made.join(", ") || "none yet"}`));
  const rescuer = state.robin_pending;
  if (rescuer !== null && (ctx.you.seat === rescuer || ctx.isHost)) {
    add(root, h("p", {}, `Robin Hood is rescued! Add his printed attributes to ${ctx.nameOf(rescuer)}'s band:`), h("div", { class: "numbers-row" }, STATS.map((s) => num(`robin-${s}`, s, 0, 0, 30))),
      h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "robin", ...Object.fromEntries(STATS.map((s) => [s, read(root, `robin-${s}`)])), ...ctx.actsFor(rescuer) }) }, "Add Robin"));
    return root;
  }
  if (!mine) { add(root, h("p", { class: "waiting" }, "You can still spend your tokens for them below.")); }
  const wit = state.turn.wit;
  if (wit && mine) {
    const next = state.rows[wit.row].cards[wit.outwitted];
    add(root, witHint(state, band), h("div", { class: "inline" }, valueField(next, "wit"),
      h("button", { type: "button", class: "primary", onclick: () => {
        const v = typed(root, `value-${next.id}`);
        ctx.send({ type: "wit", ...(v === undefined ? {} : { value: v }), ...extra });
      } }, "Reveal and compare")),
      h("button", { type: "button", onclick: () => ctx.send({ type: "wit_stop", ...extra }) }, `Stop: defeat ${plural(wit.outwitted, "card")}`));
    return root;
  }
  if (mine) {
    // R4: two attacks a turn (three for a rescuer, R11); after them the form would only be refused.
    const limit = state.turn.extra_attack ? 3 : 2;
    add(root, state.turn.attacks.length < limit ? attackForm(ctx, extra)
      : h("p", { class: "waiting" }, `${limit === 2 ? "Both attacks" : "All 3 attacks"} of this turn are made: spend tokens below if you like, then end the turn.`));
    const last = state.turns_taken + 1 === state.seats;
    const brawnPass = last ? 0 : Math.max(0, band.brawn), jollyPass = last ? 0 : Math.max(0, band.jolliness);
    add(root, h("div", { class: "inline" }, num("jolly-amount", "Jolliness to spend", 1, 1, 99),
      keptSelect(ctx, "jolly-attr", "Onto", ATTRS.map((a) => [a, cap(a)]), "wit"),
      h("button", { type: "button", onclick: () => ctx.send({ type: "spend_jolliness", amount: read(root, "jolly-amount"), attribute: root.querySelector('[name="jolly-attr"]').value, ...extra }) }, "Spend")),
      h("p", { class: "passes" }, last ? "Last turn of the day: nothing passes on (R5)." : `Ending now passes ${brawnPass} Brawn and ${jollyPass} Jolliness to ${ctx.nameOf((seat + 1) % state.seats)} (R5).`),
      h("button", { type: "button", class: "danger", onclick: () => ctx.send({ type: "end_turn", ...extra }) }, "End the turn"));
  }
  return root;
}

/** The guards a Prayer may touch now: every standing row's, on Day 5 only the row to attack now (R16). */
function prayable(state) {
  return state.rows.flatMap((row, i) => (row.cleared || (state.day === 5 && state.attackable_row !== i) ? []
    : row.cards.filter((c) => c.kind === "guard").map((c) => [c.id, `#${c.id}, ${c.colour} guard, ${rowLabel(state, i)}`])));
}

/** Scouting: tick up to 2 face-down guards of one row (R6); people tap the cards they mean. */
function scoutingPart(ctx, seat, extra) {
  const { state } = ctx.table;
  const key = `${ctx.table.id}:${state.day}:scout`;
  const ticked = new Set((picks.get(key) || "").split(",").filter(Boolean).map(Number));
  const rows = state.rows.map((row, i) => [row, i]).filter(([row]) => !row.cleared && row.cards.some((c) => c.kind === "guard" && !c.face_up));
  const part = h("fieldset", { class: "scouting" }, h("legend", {}, "Scouting: reveal up to 2 face-down guards of one row"));
  if (!rows.length) return add(part, h("p", {}, "Every guard is face up.")), part;
  for (const [row, i] of rows) {
    add(part, h("p", { class: "row-name" }, rowLabel(state, i)), h("div", { class: "picks" },
      row.cards.filter((c) => c.kind === "guard" && !c.face_up).map((c) => h("label", { class: "pick" },
        h("input", { type: "checkbox", name: `scout-${c.id}`, checked: ticked.has(c.id), onchange: (e) => {
          if (e.target.checked) ticked.add(c.id); else ticked.delete(c.id);
          picks.set(key, [...ticked].join(","));
        } }), ` #${c.id} ${c.colour}`))));
  }
  add(part, h("button", { type: "button", onclick: () => {
    const guards = [...part.querySelectorAll("input[type=checkbox]:checked")].map((el) => Number(el.name.slice(6)));
    if (!guards.length) { ctx.warn("Tick the guards to reveal.", part); return; }
    picks.delete(key);
    ctx.send({ type: "scouting", guards, ...extra }, { near: part });
  } }, "Scouting: reveal"));
  return part;
}

/** Prayer: the guard picked from a list, its new place counted from 1 at the row's end (R6, R16). */
function prayerPart(ctx, seat, extra) {
  const { state } = ctx.table;
  const guards = prayable(state);
  const part = h("fieldset", { class: "prayer" }, h("legend", {}, state.day === 5 ? "Prayer: a guard of the row to attack now" : "Prayer: move or remove a guard"));
  if (!guards.length) return add(part, h("p", {}, "No guard a Prayer can touch now.")), part;
  const guard = keptSelect(ctx, "prayer-guard", "Guard to pray for", guards, guards[0][0]);
  const standing = state.rows.map((r, i) => [i, rowLabel(state, i)]).filter(([i]) => !state.rows[i].cleared);
  // Left as it is, the guard stays in its own row (the move's to_row is then left out).
  const toRow = keptSelect(ctx, "prayer-row", "To row", [["", "Its own row"], ...standing], "");
  const partner = keptSelect(ctx, "prayer-partner", "Second Prayer from", state.bands.map((_, i) => [i, i === seat ? "my own" : ctx.nameOf(i)]), seat);
  add(part, h("label", { class: "field" }, "Guard", guard),
    h("div", { class: "inline" }, state.day === 5 ? null : h("label", { class: "field" }, "To row", toRow),
      h("label", { class: "tiny" }, "Place from the end", h("input", { type: "number", name: "prayer-place", min: 1, max: 20, value: 1 }))),
    h("button", { type: "button", onclick: () => {
      const place = read(part, "prayer-place");
      if (place < 1) { ctx.warn("Count the place from 1, the card at the row's end.", part); return; }
      ctx.send({ type: "prayer_move", guard: Number(guard.value), position: place - 1, ...(state.day === 5 || toRow.value === "" ? {} : { to_row: Number(toRow.value) }), ...extra }, { near: part });
    } }, "Prayer: move"),
    h("div", { class: "inline" }, h("label", { class: "field" }, "Second Prayer from", partner), h("button", { type: "button", onclick: () => {
      ctx.send({ type: "prayer_remove", guard: Number(guard.value), ...(Number(partner.value) === seat ? {} : { partner: Number(partner.value) }), ...extra }, { near: part });
    } }, "Prayer ×2: remove")));
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
    h("summary", {}, `Spend ${ctx.nameOf(seat)}'s tokens (any turn)`));
  if (band.cookery || state.mead[seat]) {
    const target = keptSelect(ctx, "token-band", "For band", state.bands.map((_, i) => [i, ctx.nameOf(i)]), state.current);
    const attr = keptSelect(ctx, "token-attr", "Attribute", ATTRS.map((a) => [a, cap(a)]), "wit");
    const part = h("fieldset", { class: "food" }, h("legend", {}, "Cookery and Mead"),
      h("div", { class: "inline" }, h("label", { class: "field" }, "For", target), h("label", { class: "field" }, "Attribute", attr)),
      band.cookery ? h("button", { type: "button", onclick: () => ctx.send({ type: "cookery", band: Number(target.value), attribute: attr.value, ...extra }, { near: part }) }, "Cookery +2") : null,
      state.mead[seat] ? h("button", { type: "button", onclick: () => ctx.send({ type: "mead", band: Number(target.value), ...extra }, { near: part }) }, "Mead +1 Jolliness") : null);
    add(root, part);
  }
  if (band.scouting) add(root, scoutingPart(ctx, seat, extra));
  if (band.prayer) add(root, prayerPart(ctx, seat, extra));
  if (root.children.length === 1) add(root, h("p", {}, "No Cookery, Mead, Scouting or Prayer tokens left."));
  return root;
}

// ---- The log in the game's own words ----------------------------------------
// Every move type has a sentence with the players' names, rows and places counted from 1 and
// cards by their number. A corrected move comes without its result, so each sentence also
// reads from the move alone.

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const listWords = (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);
const cardNumbers = (ids) => listWords(ids.map((id) => `#${id}`));

/** "1 blue and 2 red guards" from {blue, red}. */
function guardWords(counts = {}) {
  const parts = ["blue", "red"].filter((c) => counts[c]).map((c) => `${counts[c]} ${c}`);
  const total = (counts.blue || 0) + (counts.red || 0);
  return total ? `${listWords(parts)} ${total === 1 ? "guard" : "guards"}` : "no guards";
}

/** The row an attack or a Prayer was on, as the engine named it, else counted from 1. */
function rowWords(m, r) {
  if (r.row_name) return r.row_name;
  if (typeof r.row === "number") return `row ${r.row + 1}`;
  return typeof m.row === "number" ? `row ${m.row + 1}` : null;
}

const statWords = (values, keys) => keys.filter((k) => values[k] !== undefined).map((k) => `${cap(k)} ${values[k]}`).join(", ");

/** What an attack freed on the way: villagers, the Castle bonus, Robin, the Sheriff. */
function spoils(r) {
  const out = [];
  if (r.rescued) out.push(`${plural(r.rescued, "villager")} rescued`);
  if (r.castle_bonus !== undefined) out.push(`Castle bonus ${r.castle_bonus} Jolliness`);
  if (r.robin_rescued) out.push("Robin Hood rescued!");
  if (r.sheriff_defeated) out.push("the Sheriff defeated!");
  return out.length ? `, ${out.join(", ")}` : "";
}

function witSentence(who, m, r) {
  if (r.card === undefined) { // a corrected move: only what was entered
    const where = rowWords(m, r);
    const value = m.value !== undefined ? `: ${where ? "the end card's" : "the next card's"} Wit ${m.value}` : "";
    return where ? `${who}'s Wit attack on ${where}${value}` : `${who}'s Wit attack goes on${value}`;
  }
  const met = `#${r.card} (Wit ${r.value})`;
  if (r.success === false) return `${who}'s Wit attack failed at ${met}: the guards total ${r.guard_total}, more than the Wit. Wit is now 0`;
  if (r.stopped) return `${who}'s Wit got past ${met}, the last card of the row: ${plural(r.defeated, "card")} defeated${spoils(r)}`;
  return `${who}'s Wit got past ${met}: total ${r.guard_total}, Wit left ${r.remaining}`;
}

function compareSentence(who, m, r) {
  const attribute = cap(m.type);
  if (r.success === undefined) { // a corrected move
    const named = m.chosen ? ` on ${cardNumbers(m.chosen.map((c) => c.id))}` : rowWords(m, r) ? ` on ${rowWords(m, r)}` : "";
    const values = (m.chosen || m.revealed || []).filter((c) => c.value !== undefined).map((c) => `#${c.id} is ${c.value}`);
    return `${who}'s ${attribute} attack${named}${values.length ? `, ${attribute} entered: ${values.join(", ")}` : ""}`;
  }
  const target = m.type === "stealth" && r.cards ? `${cardNumbers(r.cards)}${r.row_name ? ` of ${r.row_name}` : ""}` : rowWords(m, r);
  const outcome = r.success ? `${plural(r.defeated, "card")} defeated${spoils(r)}` : `failed, ${attribute} is now 0`;
  return `${who}'s ${attribute} attack on ${target}: the guards total ${r.guard_total} · ${outcome}`;
}

const SENTENCES = {
  add_row: (who, m, r) => `${who} laid out ${r.row !== undefined ? `row ${r.row + 1}` : "a row"}: ${listWords((m.medallions || []).map(String))} ${(m.medallions || []).length === 1 ? "medallion" : "medallions"}, ${guardWords(m.guards)}`,
  add_castle: (who, m) => `${who} set up Day 5: the Wall with the Castle and ${guardWords(m.wall)}, ${plural((m.courtyard || []).length, "Courtyard row")}, the Sheriff's row with ${guardWords(m.sheriff_guards)}`,
  setup_done: (who) => `${who}: the battlefield is set, the bands are drawn next`,
  starting_band: (who, m, r, nameOf) => `${who}: ${nameOf(m.band)} starts Day 5`,
  band: (who, m) => `${who}'s band today: ${statWords(m, STATS)}${SKILLS.some((t) => m[t]) ? `; ${SKILLS.filter((t) => m[t]).map((t) => `${cap(t)} ×${m[t]}`).join(", ")}` : ""}`,
  spend_jolliness: (who, m) => `${who} spent ${m.amount} Jolliness on ${cap(m.attribute)}`,
  // Without its result (a corrected move) the gain is not known: Lady Christabel adds 1 to it.
  cookery: (who, m, r, nameOf) => (r.gain ? `${who}'s Cookery gave ${nameOf(m.band)} +${r.gain} ${cap(m.attribute)}`
    : `${who}'s Cookery went to ${nameOf(m.band)}'s ${cap(m.attribute)}`),
  mead: (who, m, r, nameOf) => (r.gain ? `${who}'s Mead gave ${nameOf(m.band)} +${r.gain} Jolliness` : `${who}'s Mead went to ${nameOf(m.band)}`),
  scouting: (who, m, r) => `${who} scouted ${r.revealed ? cardNumbers(r.revealed) : m.guards ? cardNumbers(m.guards) : `${plural((m.cards || []).length, "guard")} of ${rowWords(m, {})}`}`,
  prayer_move: (who, m, r) => {
    const guard = r.guard ?? m.guard;
    const place = r.position ?? m.position;
    const row = r.to_row !== undefined ? ` of row ${r.to_row + 1}` : m.to_row !== undefined ? ` of row ${m.to_row + 1}` : "";
    return `${who}'s Prayer moved ${guard !== undefined ? `#${guard}` : "a guard"} to place ${place + 1} from the end${row}${spoils(r)}`;
  },
  prayer_remove: (who, m, r, nameOf) => {
    const guard = r.removed ?? m.guard;
    const by = m.partner !== undefined && m.partner !== null ? `${who} and ${nameOf(m.partner)} prayed` : `${who} prayed twice`;
    return `${by}: ${guard !== undefined ? `#${guard}` : "a guard"} removed${spoils(r)}`;
  },
  wit: witSentence,
  wit_stop: (who, m, r) => (r.defeated !== undefined ? `${who} stopped the Wit attack: ${plural(r.defeated, "card")} defeated${spoils(r)}` : `${who} stopped the Wit attack`),
  brawn: compareSentence,
  stealth: compareSentence,
  robin: (who, m) => `${who} added Robin Hood's attributes: ${statWords(m, STATS)}`,
  end_turn: (who, m, r) => (r.brawn_passed === undefined ? `${who} ended the turn`
    : `${who} ended the turn, passing ${r.brawn_passed} Brawn and ${r.jolliness_passed} Jolliness on`),
  recruit: (who, m, r) => (m.take ? `${who} recruited a villager from the Major Oak${r.major_oak !== undefined ? ` (${r.major_oak} left)` : ""}` : `${who} passed on recruiting`),
  end_day: (who, m, r) => (r.day === undefined ? `${who} ended the day`
    : `Day ${r.day} ended: ${plural(r.imprisoned, "villager")} imprisoned${r.to_sherwood ? `, ${r.to_sherwood} to Sherwood Forest` : ""}${r.retired ? `, ${r.retired} retired from the bands` : ""}`),
  challenge: (who, m) => `${who}: a challenge card accepted ${m.blind ? "blind" : "seen"}, ${plural(m.points, "point")}`,
  adjust: (who, m, r, nameOf) => `${who}: ${m.amount > 0 ? "+" : ""}${m.amount} ${cap(m.what)} for ${nameOf(m.band)} (${m.reason})`,
  exchange: (who, m, r, nameOf) => `${who} exchanged a card with ${nameOf(m.band)}`,
};

// ---- Fixing a move from the log: the same controls, pre-filled ----------------------

/** A card on the battlefield by its number, or a stand-in for one no longer there (defeated since). */
function cardById(state, id) {
  for (const row of state.rows) for (const card of row.cards) if (card.id === id) return card;
  return { id, kind: "guard-gone", values: {} };
}
const spokenCard = (state, id) => { const card = cardById(state, id); return card.kind === "guard-gone" ? `#${id}` : `#${id} ${card.colour || cardLabel(card)}`; };
/** Every guard on the battlefield now, and the ones the move names that are gone since: [id, words]. */
function guardChoices(state, named = []) {
  const here = state.rows.flatMap((row, i) => row.cards.filter((c) => c.kind === "guard").map((c) => [c.id, `#${c.id}, ${c.colour} guard, ${rowLabel(state, i)}`]));
  for (const id of named) if (!here.some(([g]) => g === id)) here.push([id, `#${id}`]);
  return here;
}
const rowChoices = (state, row) => {
  const rows = state.rows.map((_, i) => [i, rowLabel(state, i)]);
  if (Number.isInteger(row) && !rows.some(([i]) => i === row)) rows.push([row, `Row ${row + 1}`]);
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
        h("p", {}, "Robin Hood's printed attributes:"), h("div", { class: "numbers-row" }, STATS.map((s) => num(`robin-${s}`, s, move[s] ?? 0, 0, 30))));
    case "starting_band":
      return editor((root) => ({ band: Number(select(root, "starter")) }), field("Starts Day 5", choiceSelect("starter", "Starts Day 5", bandChoices(ctx), move.band)));
    case "spend_jolliness":
      return editor((root) => ({ amount: read(root, "jolly-amount"), attribute: select(root, "jolly-attr") }),
        h("div", { class: "inline" }, num("jolly-amount", "Jolliness to spend", move.amount, 1, 99),
          field("Onto", choiceSelect("jolly-attr", "Onto", ATTRS.map((a) => [a, cap(a)]), move.attribute))));
    case "cookery":
      return editor((root) => ({ band: Number(select(root, "token-band")), attribute: select(root, "token-attr") }),
        h("div", { class: "inline" }, field("For", choiceSelect("token-band", "For band", bandChoices(ctx), move.band)),
          field("Attribute", choiceSelect("token-attr", "Attribute", ATTRS.map((a) => [a, cap(a)]), move.attribute))));
    case "mead":
      return editor((root) => ({ band: Number(select(root, "token-band")) }), field("For", choiceSelect("token-band", "For band", bandChoices(ctx), move.band)));
    case "recruit":
      return editor((root) => ({ take: root.querySelector('[name="recruit-take"]:checked')?.value === "yes" }),
        h("fieldset", { class: "story-choice" }, h("legend", {}, "From the Major Oak"),
          h("label", { class: "check-label" }, h("input", { type: "radio", name: "recruit-take", value: "yes", checked: move.take === true }), "Recruit one"),
          h("label", { class: "check-label" }, h("input", { type: "radio", name: "recruit-take", value: "no", checked: move.take !== true }), "Pass")));
    case "scouting": {
      if (!Array.isArray(move.guards) || move.cards !== undefined) return null; // an older phone's places: the generic form
      const boxes = guardChoices(state, move.guards).map(([id]) => [id, h("input", { type: "checkbox", name: `scout-${id}`, checked: move.guards.includes(id) })]);
      return editor(() => ({ guards: boxes.filter(([, b]) => b.checked).map(([id]) => id) }),
        h("fieldset", { class: "scouting" }, h("legend", {}, "Scouting: the guards revealed"),
          h("div", { class: "picks" }, boxes.map(([id, box]) => h("label", { class: "pick" }, box, ` ${spokenCard(state, id)}`)))));
    }
    case "prayer_move":
    case "prayer_remove": {
      if (!Number.isInteger(move.guard) || move.card !== undefined || move.row !== undefined) return null;
      const guard = choiceSelect("prayer-guard", "Guard to pray for", guardChoices(state, [move.guard]), move.guard);
      if (move.type === "prayer_move") {
        const toRow = choiceSelect("prayer-row", "To row", [["", "Its own row"], ...rowChoices(state, move.to_row)], move.to_row ?? "");
        return editor((root) => {
          const out = { guard: Number(guard.value), position: read(root, "prayer-place") - 1 };
          if (toRow.value !== "") out.to_row = Number(toRow.value);
          return out;
        }, field("Guard", guard), h("div", { class: "inline" }, field("To row", toRow),
          h("label", { class: "tiny" }, "Place from the end", h("input", { type: "number", name: "prayer-place", min: 1, max: 21, value: (move.position ?? 0) + 1 }))));
      }
      const partner = choiceSelect("prayer-partner", "Second Prayer from", [["", "my own"], ...bandChoices(ctx)], move.partner ?? "");
      return editor(() => (partner.value === "" ? { guard: Number(guard.value) } : { guard: Number(guard.value), partner: Number(partner.value) }),
        field("Guard", guard), field("Second Prayer from", partner));
    }
    case "wit": {
      if (move.card !== undefined) return null;
      const rowPick = Number.isInteger(move.row) ? choiceSelect("attack-row", "Row", rowChoices(state, move.row), move.row) : null;
      const value = h("input", { type: "number", name: "wit-value", min: 0, max: 30, value: move.value ?? "", "aria-label": "Wit of the card" });
      return editor(() => {
        const out = rowPick ? { row: Number(rowPick.value) } : {};
        if (value.value.trim() !== "") out.value = Number(value.value);
        return out;
      }, rowPick ? field("Row", rowPick) : null, h("label", { class: "tiny" }, "Wit of the card", value));
    }
    case "brawn":
    case "stealth": {
      const items = move.type === "brawn" ? move.revealed : move.chosen;
      if (!Array.isArray(items) || move.values !== undefined || move.cards !== undefined) return null;
      const rowPick = Number.isInteger(move.row) ? choiceSelect("attack-row", "Row", rowChoices(state, move.row), move.row) : null;
      const attribute = move.type;
      const parts = items.map((item) => {
        const card = cardById(state, item.id);
        const box = attribute === "stealth" ? h("input", { type: "checkbox", name: `pick-${item.id}`, checked: true, "aria-label": `Choose #${item.id}` }) : null;
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
      }, rowPick ? field("Row", rowPick) : null, h("div", { class: "numbers-row" }, parts.map((p) => p.node)));
    }
    default: return null; // challenge cards, adjustments, exchanges: no control on this screen
  }
}

export const screen = {
  fixEditor,
  seatWord: "Band", // whose move it was, in a Fix form
  emptySeat: (n) => `Band ${n}`,
  describe(entry, who, nameOf = (seat) => `Band ${seat + 1}`) {
    const sentence = SENTENCES[entry.move.type];
    return sentence ? sentence(who, entry.move, entry.result || {}, nameOf) : null;
  },
  render(ctx) {
    const { state } = ctx.table;
    const parts = [];
    if (state.outcome === "won") parts.push(h("p", { class: "banner" }, state.sheriff_defeated ? "Robin is free and the Sheriff defeated!" : "Robin Hood is rescued: you win!"));
    if (state.outcome === "lost") parts.push(h("p", { class: "banner lost" }, "Robin was not rescued: the game is lost."));
    parts.push(h("p", { class: "round-line" }, `Day ${state.day} of days ${state.days.join(", ")} · ${MODE_WORDS[state.mode] || state.mode}${state.expert && state.expert_score ? ` · expert score ${state.expert_score.score} (${state.expert_score.rank})` : ""}`),
      h("details", { class: "rules" }, h("summary", {}, "Rules for this stage"), h("p", {}, STAGE_RULES[state.phase]), state.day === 5 ? h("p", {}, DAY5_RULES) : null));
    // The battlefield first: the controls below name its cards by number, as people point at them.
    parts.push(battlefield(ctx));
    if (!ctx.readOnly && state.phase !== "over") {
      parts.push(starterPanel(ctx));
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
    parts.push(trackers(ctx));
    if (state.by_day.length) {
      // Running totals, so a day with fewer prisoners does not read as prisoners freed.
      const soFar = (key) => { let sum = 0; return state.by_day.map((d) => (sum += d[key])); };
      parts.push(lineChart({ title: "Villagers so far: rescued, and in Nottingham Prison", labels: state.by_day.map((d) => `day ${d.day}`),
        series: [{ name: "rescued so far", values: soFar("rescued") }, { name: "in Nottingham Prison", values: soFar("imprisoned") }] }));
    }
    return h("div", { class: "rescuing" }, parts);
  },
};
