// Robin Hood: Hero of the People: the bounty track and the referee of each round.
// What may be entered comes from the engine (choices.js): the moves of the round's phase, the actions the
// inventory can pay after the active hero's skills (H4, H5), the characters each may name (H6), a card's
// numbers where an action first needs them (H5); this screen decides none of it itself.
import { allowedRange, allowedValues, legalMove, legalMoves, omits, requires } from "../choices.js";
import { drawnLater, h } from "../dom.js";
import { numberWords, t } from "../i18n.js";

const RESOURCES = ["archery", "sword", "gold", "strength", "influence"];
// The characters by id, in the rulebook's order as the engine publishes them (the choose_hero move's
// `x-names`), each named from this phone's catalog: the published names are the engine's English
// ones, and the server's sentences name the characters in the reader's language ("Petit Jean").
const NAMES = {};
const characterName = (character) => t("hero-character", { character });
function nameCharacters(characters) {
  for (const c of characters) NAMES[c] = characterName(c);
}
/** Until the game's words are in: the state's characters. */
function knowCharacters(state) {
  if (!Object.keys(NAMES).length) nameCharacters(Object.keys(state.characters || {}));
}
const KING_RICHARD = ["double-gold", "lower-bounty", "story-sight"];
/** A King Richard card's title as the screen names it ("Double Gold"). */
const kingRichardTitle = (card) => t("hero-kr-title", { card });
const kingRichardTitles = (cards) => Object.fromEntries(cards.map((card) => [card, kingRichardTitle(card)]));
const resourceWord = (resource) => t("hero-resource", { resource });

/** "2 gold, 1 sword"; "" when nothing is counted. */
const countText = (counts) => Object.entries(counts || {}).filter(([, n]) => n)
  .map(([resource, count]) => t("hero-count", { sign: "", count, resource })).join(", ");
const costText = (cost) => countText(cost) || t("hero-free");

// ---- What this phone remembers between live re-renders of the same table ----------------------
// The table screen redraws the game panel on every change (this phone's moves and everyone
// else's) and keeps only what was typed into inputs. Which disclosures are open, what a select
// shows and the "saved" note are kept here, so a move from another phone does not undo them.
const memory = { table: null, open: new Set(), chosen: new Map(), saved: "" };
function recall(ctx) {
  if (memory.table === ctx.table.id) return;
  Object.assign(memory, { table: ctx.table.id, saved: "" });
  memory.open.clear();
  memory.chosen.clear();
}

/** A <details> whose open state survives re-renders. */
function stickyDetails(key, attrs, ...children) {
  const details = h("details", { ...attrs, open: memory.open.has(key) }, ...children);
  details.addEventListener("toggle", () => (details.open ? memory.open.add(key) : memory.open.delete(key)));
  return details;
}

/** A <select> whose choice survives re-renders. */
function stickySelect(key, select) {
  if (memory.chosen.has(key) && [...select.options].some((o) => o.value === memory.chosen.get(key))) select.value = memory.chosen.get(key);
  select.addEventListener("change", () => memory.chosen.set(key, select.value));
  return select;
}

/** Every move of this screen is the one seat's: a host without a seat enters it for that seat. */
const play = (ctx, move, options) => ctx.send({ ...move, ...ctx.actsFor(0) }, options);

/** Empties the named inputs of a form that was just entered (the re-render keeps what was typed). */
function resetInputs(prefix) {
  for (const input of document.querySelectorAll(`.hero input[name^="${prefix}"]`)) input.value = input.defaultValue;
}

// ---- The bounty track ---------------------------------------------------------------------------

const ZONES = ["green", "green", "green", "green", "yellow", "yellow", "yellow", "red", "red", "red", "lost"];

/** The bounty track as the board shows it: 11 spaces of 100 in their zones, the 500 and 1000 marks.
 * Drawn in HTML so its numbers keep the page's text size: every other number sits above the
 * track and the rest below, so "1000" has room even on a 320 px phone. */
function bountyTrack(bounty) {
  const here = Math.min(bounty, 1000) / 100;
  const spaces = ZONES.map((zone, i) => h("div", { class: `space zone-${zone}${i === 5 ? " mark" : ""}${i === here ? " here" : ""}` },
    h("span", { class: `track-n ${i % 2 ? "below" : "above"}` }, numberWords(i * 100)),
    h("span", { class: "cell" }, i === here ? h("span", { class: "token" }) : null)));
  return h("figure", { class: "track" },
    h("div", { class: "track-spaces", role: "img", "aria-label": t("hero-track-label", { bounty }) }, spaces),
    h("figcaption", {}, h("strong", { class: "bounty" }, t("hero-track-bounty", { bounty })),
      h("span", { class: "track-key" }, t("hero-track-key"))));
}

// ---- Number inputs -------------------------------------------------------------------------------

/** One number input per resource; read() gives {resource: n} without the zeros. ``label``: the row's
 * words, already in the reader's language; each input is named by it and its resource unless ``aria`` says otherwise. */
function resourceInputs(label, prefix, max = 20, aria = (r) => t("hero-labelled-resource", { label, resource: resourceWord(r) }), min = 0, initial = {}) {
  const inputs = Object.fromEntries(RESOURCES.map((r) => [r, h("input", { type: "number", inputmode: "numeric", min, max, value: (initial || {})[r] || 0,
    name: `${prefix}-${r}`, "aria-label": aria(r) })]));
  const row = h("div", { class: "numbers-row" }, label ? h("span", {}, label) : null,
    RESOURCES.map((r) => h("label", { class: "tiny" }, t("hero-resource-label", { resource: r }), inputs[r])));
  const read = () => Object.fromEntries(RESOURCES.map((r) => [r, Number(inputs[r].value || 0)]).filter(([, n]) => n));
  return { row, read };
}

/** A number input whose read() gives the value, or undefined for 0 (no effect). */
function numberInput(name, label, { min, max, step = 1 }, value = 0) {
  const input = h("input", { type: "number", inputmode: "numeric", min, max, step, value: value || 0, name, "aria-label": label });
  const row = h("label", { class: "tiny" }, label, input);
  return { row, read: () => Number(input.value || 0) || undefined };
}

/** The effects of a card the rulebook does not print (H7): inventory, hand, draws, plays, actions, bounty.
 * ``legal``: the legal move they are entered on (the effects its phase no longer takes are left out, H3);
 * none for a Fix, which shows them all. */
function effectInputs(prefix, initial = {}, legal = null) {
  const inventory = resourceInputs(t("hero-part", { part: "inventory" }), `${prefix}-inventory`, 20,
    (r) => t("hero-effect-inventory", { resource: resourceWord(r) }), -20, initial.inventory);
  const hand = allowedRange(legal, "hand") || { minimum: -10, maximum: 10 };
  const numbers = [
    ["hand", { min: hand.minimum, max: hand.maximum }],
    ["draws", { min: -3, max: 10 }],
    ["plays", { min: -3, max: 10 }],
    ["actions", { min: 0, max: 5 }],
    ["bounty", { min: -1000, max: 1000, step: 100 }],
  ].filter(([key]) => !omits(legal, key))
    .map(([key, range]) => [key, numberInput(`${prefix}-${key}`, t("hero-effect-field", { effect: key }), range, initial[key])]);
  const row = h("div", {}, inventory.row, h("div", { class: "numbers-row" }, numbers.map(([, n]) => n.row)));
  const read = () => {
    const out = {};
    const inv = inventory.read();
    if (Object.keys(inv).length) out.inventory = inv;
    for (const [key, n] of numbers) if (n.read() !== undefined) out[key] = n.read();
    return out;
  };
  return { row, read };
}

/** A <form> that sends on submit (the button or Enter in a field), never reloading the page. */
function moveForm(attrs, onsubmit, ...children) {
  // novalidate: the rules judge the numbers (a bounty of 150 gets ruling H8), not the browser's bubble.
  const form = h("form", { ...attrs, novalidate: true }, ...children);
  form.addEventListener("submit", (event) => { event.preventDefault(); onsubmit(form); });
  return form;
}

// ---- A card's numbers, asked for when the card is first used (H5) ----------------------------------

/** After the numbers are saved the menu shows the card's own action there: put the finger on it. */
async function saveNumbers(ctx, move, form, action) {
  const answer = await play(ctx, move, { near: form });
  if (answer) document.querySelector(`.hero [data-action="${action}"]`)?.focus();
}

/** A character card's numbers: skills, recruit and rescue cost; ``parts``: those its card_numbers move takes
 * (Robin Hood's: his rescue cost only, H6). */
function characterInputs(character, prefix = character, initial = {}, parts = ["skills", "recruit", "rescue"]) {
  const inputs = parts.map((part) => [part, resourceInputs(t("hero-part", { part }), `${prefix}-${part}`, 20, undefined, 0, initial[part])]);
  return { parts, rows: inputs.map(([, i]) => i.row), read: () => Object.fromEntries(inputs.map(([part, i]) => [part, i.read()])) };
}

const numbersHint = (character) => (character === "robin-hood" ? t("hero-numbers-hint-robin")
  : t("hero-numbers-hint", { name: NAMES[character] }));

/** "Recruit Little John" / "Rescue Little John": ``verb`` is the move's type. */
const actOn = (verb, character) => t("hero-act-on", { verb, name: NAMES[character] });

/** The numbers a card_numbers legal move asks for, where the action that needs them is: ``verb`` is that action. */
function characterNumbers(ctx, legal, character, verb, action) {
  const inputs = characterInputs(character, character, {}, ["skills", "recruit", "rescue"].filter((part) => !omits(legal, part)));
  const save = (form) => saveNumbers(ctx, { type: "card_numbers", character, ...inputs.read() }, form, action);
  return stickyDetails(`numbers-${character}`, { class: "numbers first-use" },
    h("summary", {}, actOn(verb, character)),
    moveForm({ class: "numbers-form", "aria-label": t("hero-character-card", { name: NAMES[character] }) }, save,
      h("p", {}, numbersHint(character)),
      inputs.rows,
      h("button", { type: "submit", class: "primary" }, t("hero-save-numbers"))));
}

function kingRichardNumbers(ctx, card, action) {
  const cost = resourceInputs(t("hero-part", { part: "cost" }), `kr-${card}`);
  const title = t("hero-king-richard", { title: kingRichardTitle(card) });
  return stickyDetails(`numbers-${card}`, { class: "numbers first-use" },
    h("summary", {}, title),
    moveForm({ class: "numbers-form", "aria-label": title },
      (form) => saveNumbers(ctx, { type: "card_numbers", king_richard: card, cost: cost.read() }, form, action),
      h("p", {}, t("hero-kr-cost-hint")), cost.row, h("button", { type: "submit", class: "primary" }, t("hero-save-cost"))));
}

// ---- Phases ----------------------------------------------------------------------------------------

/** Whose card an adjustment's effect was: ``sources`` those the adjust move allows now (a Special Ability only
 * while a hero other than Robin Hood leads, H7); ``value``: the one a Fix starts on. */
function sourceSelect(state, sources, value = null) {
  const offered = sources.includes(value) || !value ? sources : [value, ...sources];
  const ability = NAMES[state.active] && offered.includes("ability") ? t("hero-hero-ability", { name: NAMES[state.active] }) : t("hero-active-hero-ability");
  const words = { ability, king_richard: t("hero-source-king-richard"), story: t("hero-source-story") };
  const select = h("select", { name: "adjust-source", "aria-label": t("hero-whose-card") },
    offered.map((source) => h("option", { value: source }, words[source])));
  if (value) select.value = value;
  return select;
}
const SOURCES = ["ability", "king_richard", "story"];
const cardNameInput = (name, value = "") => h("input", { name, maxlength: 60, placeholder: t("hero-card-name-placeholder"), "aria-label": t("hero-card-name"), value });

/** An adjustment (H7): the card's name and what it changed, shown in the log with that reason. */
function adjustForm(ctx, legal) {
  const { state } = ctx.table;
  const source = stickySelect("adjust-source", sourceSelect(state, allowedValues(legal, "source") || SOURCES));
  const card = cardNameInput("adjust-card");
  const effects = effectInputs("adjust", {}, legal);
  const enter = async (form) => {
    if (!card.value.trim()) { ctx.warn(t("hero-warn-name-card"), form); return; }
    if (await play(ctx, { type: "adjust", source: source.value, card: card.value.trim(), ...effects.read() }, { near: form })) resetInputs("adjust-");
  };
  return stickyDetails("adjust", { class: "numbers adjust" }, h("summary", {}, t("hero-adjust-summary")),
    moveForm({ "aria-label": t("hero-adjust-form") }, enter, h("div", { class: "inline" }, source, card), effects.row,
      h("button", { type: "submit" }, t("hero-adjust-enter"))));
}

const playedLabel = (r) => t("hero-cards-played", { resource: resourceWord(r) });

function robForm(ctx, legal) {
  const draws = allowedRange(legal, "drawn")?.maximum ?? ctx.table.state.limits.draws;
  const { plays } = ctx.table.state.limits;
  const played = resourceInputs("", "rob", plays, playedLabel);
  return moveForm({ class: "entry", "aria-labelledby": "rob-heading" }, (form) => play(ctx, { type: "rob", drawn: draws, played: played.read() }, { near: form }),
    h("h3", { id: "rob-heading" }, t("hero-rob-heading", { draws, plays })),
    h("p", { class: "hint" }, t("hero-rob-hint")), played.row,
    h("button", { type: "submit", class: "primary" }, t("hero-rob-done")));
}

function protectsSelect(value = null, characters = Object.keys(NAMES)) {
  const select = h("select", { name: "build-protects", "aria-label": t("hero-protects-label") },
    h("option", { value: "" }, t("hero-protects-ask")),
    characters.map((c) => h("option", { value: c }, NAMES[c])));
  if (value) select.value = value;
  return select;
}

/** Building a Sherwood Forest card asks, once, which character the card protects from jail (H10). */
function buildForm(ctx, legal) {
  const { state } = ctx.table;
  const protects = stickySelect("build-protects", protectsSelect(null, allowedValues(legal, "protects") || Object.keys(NAMES)));
  const build = (form) => {
    if (!protects.value && requires(legal, "protects")) {
      ctx.warn(t("hero-warn-protects"), form);
      return;
    }
    play(ctx, { type: "build", ...(protects.value ? { protects: protects.value } : {}) }, { near: form });
  };
  return moveForm({ class: "build inline", "aria-label": t("hero-build-form") }, build, protects,
    h("button", { type: "submit", class: "action", "data-action": "build" }, t("hero-build", { built: state.sherwood })));
}

/** " (costs 2 gold)": the cost printed on a card, as entered (H5: the active hero's skills pay first). */
const cardCost = (cost) => (cost ? t("hero-card-cost", { cost: costText(cost) }) : "");

/** Who each Sherwood Forest card in play protects (H10), card by card in the order built. */
function sherwoodCamp(state) {
  const cards = state.sherwood_cards || [];
  if (!cards.length) return null;
  return h("ul", { class: "sherwood", "aria-label": t("hero-camp-label") }, cards.map((c) =>
    h("li", { class: "sherwood-card" }, c.protects ? t("hero-camp-card-protects", { card: c.card, name: NAMES[c.protects] })
      : t("hero-camp-card-unknown", { card: c.card }))));
}

/** The first card protecting a character, as the engine counts it (H10). */
const protectingCard = (state, character) => (state.sherwood_cards || []).find((c) => c.protects === character);

const abilityNote = (value = "") => h("input", { name: "ability-note", maxlength: 200, placeholder: t("hero-ability-placeholder"), "aria-label": t("hero-ability-label"), value });

/** The card_numbers moves an action waits for (H5): one card each, a character's or a King Richard card's. */
function numbersNeeded(table, field) {
  return legalMoves(table, "card_numbers").filter((m) => omits(m, field === "character" ? "king_richard" : "character")
    && allowedValues(m, field)?.length === 1).map((m) => [allowedValues(m, field)[0], m]);
}

/** The actions the engine offers now (H4): each one the inventory can pay, a card whose numbers are not yet
 * known still its action (tapping it asks for them), the Special Ability and no action. */
function actionMenu(ctx) {
  const { table } = ctx, { state } = table;
  const catalogue = state.catalogue;
  const button = (text, move, cost, action) => h("button", { type: "button", class: "action", "data-action": action,
    onclick: () => play(ctx, move) }, text, h("small", {}, cardCost(cost)));
  const items = [];
  for (const type of ["recruit", "rescue"]) {
    for (const man of allowedValues(legalMove(table, type), "character") || []) {
      items.push(button(actOn(type, man), { type, character: man }, catalogue.characters[man]?.[type], `${type}-${man}`));
    }
  }
  for (const [man, legal] of numbersNeeded(table, "character")) {
    const type = legal.rule === "H6" ? "rescue" : "recruit"; // the engine asks for them to rescue (H6) or recruit (H5)
    items.push(characterNumbers(ctx, legal, man, type, `${type}-${man}`));
  }
  for (const card of allowedValues(legalMove(table, "acquire_king_richard"), "card") || []) {
    items.push(button(t("hero-king-richard", { title: kingRichardTitle(card) }), { type: "acquire_king_richard", card },
      catalogue.king_richard[card], `king-richard-${card}`));
  }
  for (const [card] of numbersNeeded(table, "king_richard")) items.push(kingRichardNumbers(ctx, card, `king-richard-${card}`));
  for (const card of allowedValues(legalMove(table, "use_king_richard"), "card") || []) {
    items.push(button(t("hero-kr-use", { title: kingRichardTitle(card) }), { type: "use_king_richard", card }, null, `use-${card}`));
  }
  const build = legalMove(table, "build");
  if (build) items.push(buildForm(ctx, build));
  if (legalMove(table, "lower_bounty")) items.push(button(t("hero-lower-bounty"), { type: "lower_bounty" }, null, "lower-bounty"));
  const ability = legalMove(table, "ability");
  if (ability) items.push(abilityForm(ctx, ability));
  if (legalMove(table, "no_action")) items.push(h("button", { type: "button", class: "danger", onclick: () => play(ctx, { type: "no_action" }) }, t("hero-no-action")));
  const left = state.limits.actions - state.actions_taken;
  const title = state.limits.actions > 1 ? t("hero-actions-left", { left, actions: state.limits.actions }) : t("hero-action-one");
  return h("section", { class: "entry actions" }, h("h3", {}, title),
    h("p", { class: "hint" }, t("hero-actions-hint")), items);
}

/** The active hero's Special Ability as the round's action (H7), with what it changed this phase may take. */
function abilityForm(ctx, legal) {
  const { state } = ctx.table;
  const note = abilityNote();
  const effects = effectInputs("ability", {}, legal);
  const use = async (form) => {
    if (!note.value.trim()) { ctx.warn(t("hero-warn-ability-note"), form); return; }
    if (await play(ctx, { type: "ability", note: note.value.trim(), ...effects.read() }, { near: form })) resetInputs("ability-");
  };
  const words = NAMES[state.active] ? t("hero-hero-ability", { name: NAMES[state.active] }) : t("hero-special-ability");
  return moveForm({ class: "ability", "aria-label": words }, use,
    h("div", { class: "inline" }, note, h("button", { type: "submit" }, words)),
    stickyDetails("ability-effects", { class: "numbers" }, h("summary", {}, t("hero-ability-effects")), effects.row));
}

// Ticked boxes of the Story form, kept through live re-renders of the same round (the table
// view keeps what was typed into inputs, not whether a box is ticked).
const ticked = { round: null, names: new Set() };
function stickyBox(name, label, round) {
  if (ticked.round !== round) { ticked.round = round; ticked.names.clear(); }
  const box = h("input", { type: "checkbox", name, "aria-label": label, checked: ticked.names.has(name),
    onchange: () => (box.checked ? ticked.names.add(name) : ticked.names.delete(name)) });
  return box;
}

// Pay or take the card's alternative (H11), kept through live re-renders of the same round. "pay" stands
// also for "nothing chosen": no cost entered, no choice sent; when nothing can pay (H5) it is not offered.
const settled = { round: null, choice: "pay" };
function choiceRadio(value, label, round) {
  if (settled.round !== round) Object.assign(settled, { round, choice: "pay" });
  const radio = h("input", { type: "radio", name: "story-choice", value, checked: settled.choice === value,
    onchange: () => { if (radio.checked) settled.choice = value; } });
  return h("label", { class: "tiny check" }, radio, label);
}

/**
 * The Story card's fields (H7, H9, H11); read() gives the move's fields. ``initial``: the move a Fix
 * opens them on: then nothing is kept between redraws, and every character may be ticked.
 */
function storyFields(ctx, initial = null, legal = null) {
  const { state } = ctx.table;
  const fix = initial !== null;
  const choices = fix ? ["pay", "alternative"] : allowedValues(legal, "choice") || ["pay", "alternative"];
  const was = initial || {};
  const card = h("input", { name: "story-card", maxlength: 60, placeholder: t("hero-story-card-placeholder"), "aria-label": t("hero-story-card"), value: was.card ?? "" });
  const costs = resourceInputs(t("hero-part", { part: "cost" }), "story", 20, undefined, 0, was.cost);
  const fixRadio = (value, label) => h("label", { class: "tiny check" }, h("input", { type: "radio", name: "story-choice", value,
    checked: (was.choice === "alternative") === (value === "alternative") }), label);
  const radio = fix ? fixRadio : (value, label) => choiceRadio(value, label, state.round);
  const choice = h("fieldset", { class: "story-choice" }, h("legend", {}, t("hero-story-cost-legend")),
    choices.includes("pay") ? radio("pay", t("hero-story-pay")) : h("p", { class: "hint" }, t("hero-story-nothing-pays")),
    radio("alternative", t("hero-story-take-alternative")),
    h("p", { class: "hint" }, t("hero-story-alternative-hint")));
  const lost = resourceInputs(t("hero-part", { part: "lost" }), "story-lost", 20, (r) => t("hero-cards-lost", { resource: resourceWord(r) }), 0, was.lost);
  const box = (name, label, checked) => (fix ? h("input", { type: "checkbox", name, "aria-label": label, checked })
    : stickyBox(name, label, state.round));
  const jailable = fix ? Object.keys(NAMES) : allowedValues(legal, "jailed") || []; // face-up characters only (H6)
  const jail = jailable
    .map((c) => [c, box(`story-jail-${c}`, t("hero-story-jail", { name: NAMES[c] }), (was.jailed || []).includes(c))]);
  const sherwood = box("story-sherwood", t("hero-story-sherwood-lost"), was.sherwood_lost === true);
  const bounty = numberInput("story-bounty", t("hero-story-bounty"), { min: -1000, max: 1000, step: 100 }, was.bounty);
  const read = () => {
    const move = {};
    if (card.value.trim()) move.card = card.value.trim();
    if (Object.keys(costs.read()).length) move.cost = costs.read(); // paid: at least one resource (H9)
    // In the game, read from memory, not from the radios: a live redraw puts typed values back by name, radios included.
    const alternative = fix ? choice.querySelector("input:checked")?.value === "alternative" : settled.choice === "alternative";
    if (alternative) move.choice = "alternative"; // H11: the cost is not paid; the effects ticked are the alternative
    else if (move.cost) move.choice = "pay";
    if (Object.keys(lost.read()).length) move.lost = lost.read(); // taken away without the skill discount (H9)
    const jailed = jail.filter(([, b]) => b.checked).map(([c]) => c);
    if (jailed.length) move.jailed = jailed;
    if (sherwood.checked) move.sherwood_lost = true;
    if (bounty.read() !== undefined) move.bounty = bounty.read();
    return move;
  };
  const nodes = [card, h("p", { class: "tiny" }, t("hero-story-cost")), costs.row, choice, h("p", { class: "tiny" }, t("hero-story-taken")), lost.row,
    jail.length ? h("div", { class: "numbers-row" }, h("span", {}, t("hero-story-jailed")), jail.map(([c, b]) => h("label", { class: "tiny check" }, b, NAMES[c]))) : null,
    h("div", { class: "numbers-row" }, h("label", { class: "tiny check" }, sherwood, t("hero-story-sherwood-lost")), bounty.row)];
  return { nodes, read };
}

function storyForm(ctx, legal) {
  const { state } = ctx.table;
  const fields = storyFields(ctx, null, legal);
  const form = moveForm({ class: "entry", "aria-labelledby": "story-heading" }, () => play(ctx, { type: "story", ...fields.read() }, { near: form }),
    h("h3", { id: "story-heading" }, t("hero-story-heading", { left: state.story_left })),
    h("p", {}, t("hero-story-hint")),
    fields.nodes,
    h("div", { class: "form-buttons" },
      h("button", { type: "submit", class: "primary" }, t("hero-story-resolve")),
      h("button", { type: "button", onclick: () => play(ctx, { type: "story" }, { near: form }) }, t("hero-story-nothing"))));
  return form;
}

/** Saving the catalogue is not a move: its outcome gets its own quiet line, not a refusal's red box. */
function saveCatalogue(ctx) {
  const name = h("input", { name: "catalogue-name", maxlength: 40, placeholder: t("hero-catalogue-placeholder"), "aria-label": t("hero-catalogue-name") });
  const savedText = () => (memory.saved ? t("hero-catalogue-saved", { name: memory.saved }) : "");
  const status = h("p", { class: "quiet-status", role: "status", "aria-live": "polite" }, savedText());
  const save = async (form) => {
    const chosen = name.value.trim();
    if (!chosen) { ctx.warn(t("hero-warn-catalogue-name"), form); return; }
    try {
      await ctx.savePreset("hero-of-the-people", chosen, ctx.table.state.catalogue);
      ctx.clearWarning();
      memory.saved = chosen; // the name: the sentence is said in the language on screen at each redraw
      status.textContent = savedText();
    } catch (err) {
      memory.saved = "";
      status.textContent = "";
      ctx.warn(err.message, form);
    }
  };
  return stickyDetails("save-catalogue", { class: "numbers save-catalogue" }, h("summary", {}, t("hero-catalogue-summary")),
    moveForm({ "aria-label": t("hero-catalogue-form") }, save, h("div", { class: "inline" }, name, h("button", { type: "submit" }, t("hero-catalogue-save")))),
    status);
}

// ---- The log ---------------------------------------------------------------------------------------

/** A change with its sign, as the language writes numbers: "+100", "-1,000" / "-1.000". */
const signed = (n) => numberWords(n, { signDisplay: "exceptZero" });

/** An adjustment's effects in words (H7). */
function effectsText(effects) {
  if (!effects) return "";
  const parts = [];
  for (const [resource, count] of Object.entries(effects.inventory || {})) {
    if (count) parts.push(t("hero-count", { sign: count > 0 ? "+" : "", count, resource }));
  }
  for (const effect of ["hand", "draws", "plays", "actions", "bounty"]) {
    if (effects[effect]) parts.push(t("hero-effect", { effect, change: signed(effects[effect]) }));
  }
  return parts.join(", ");
}

/** A Story card's log line: the first form (one outcome) or its effects (H7, H9). A corrected
 * move comes without its result: then the line says what was entered. */
function storyText(m, r) {
  const parts = [];
  if (m.choice === "alternative") { // H11: the cost stays unpaid
    const unpaid = countText(r.unpaid || m.cost);
    parts.push(unpaid ? t("hero-log-unpaid-alternative", { counts: unpaid }) : t("hero-log-alternative"));
  } else if (r.loot && Object.keys(r.loot).length) parts.push(t("hero-log-paid", { counts: costText(r.loot) }));
  else if (m.cost && countText(m.cost) && !r.loot) parts.push(t("hero-log-paid-skills-first", { counts: countText(m.cost) }));
  else if (m.cost || m.outcome === "paid") parts.push(t("hero-log-paid-with-skills"));
  const lost = r.loot_lost || m.lost;
  if (countText(lost)) parts.push(t("hero-log-lost", { counts: countText(lost) }));
  const jailed = r.jailed || m.jailed || (m.outcome === "jailed" && m.character ? [m.character] : []);
  if (jailed.length) parts.push(t("hero-log-jailed", { names: jailed.map((c) => NAMES[c]).join(", "), count: jailed.length }));
  for (const p of r.protected || []) parts.push(t("hero-log-protected", { name: NAMES[p.character], card: p.card })); // H10
  if (m.sherwood_lost || m.outcome === "sherwood_lost") {
    parts.push(r.lost_cards === undefined ? t("hero-log-sherwood-lost") : t("hero-log-sherwood-lost-count", { count: r.lost_cards }));
  }
  const change = r.bounty_change ?? m.bounty ?? (m.outcome === "bounty_raised" ? m.amount : null);
  if (change) parts.push(t("hero-effect", { effect: "bounty", change: signed(change) }));
  if (r.pick_hero) parts.push(t("hero-log-pick-hero"));
  const said = parts.join(t("hero-semicolon")) || t("hero-log-nothing");
  // Curly quotes (in every language): a name in straight quotes before a colon reads like JSON to the log checks.
  return m.card ? t("hero-log-story-named", { card: m.card, parts: said }) : t("hero-log-story", { parts: said });
}

/** "Entered Little John's numbers: skills 2 archery; recruit 2 gold; rescue none". A character goes first,
 * as in the engine: a move naming a character and a King Richard card enters the character's. */
function enteredText(m) {
  if (!m.character) return t("hero-log-entered-kr-cost", { title: kingRichardTitle(m.king_richard), cost: costText(m.cost) });
  const name = NAMES[m.character];
  if (m.character === "robin-hood") return t("hero-log-entered-robin", { name, cost: costText(m.rescue) });
  const part = (counts) => countText(counts) || t("hero-none");
  return t("hero-log-entered-numbers", { name, skills: part(m.skills), recruit: part(m.recruit), rescue: part(m.rescue) });
}

/**
 * The character a stored Special Ability reason names, for the words built from it in the reader's
 * language. The engine stores a message ({id, args}: a character's somewhere in its placeables);
 * older results hold an English sentence ("Maid Marian's Special Ability").
 */
function reasonCharacter(reason = "") {
  if (reason && typeof reason === "object") return characterIn(reason);
  return Object.keys(NAMES).find((c) => reason.toLowerCase().startsWith(`${c.replace(/-/g, " ")}'s `));
}

/** The character key a stored message names, looking through its nested messages. */
function characterIn(message) {
  const args = message?.args || {};
  if (typeof args.character === "string") return args.character in NAMES ? args.character : undefined;
  for (const value of Object.values(args)) {
    const found = value && typeof value === "object" ? characterIn(value) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** "Maid Marian's Special Ability"; "Special Ability" when the result names no hero. */
function abilityReason(r) {
  const hero = reasonCharacter(r.reason);
  return hero ? t("hero-hero-ability", { name: NAMES[hero] }) : t("hero-special-ability");
}

/** Whose card an adjustment was: the move's source (a corrected move has no result), with the hero
 * the stored reason names for a Special Ability. */
function adjustReason(m, r) {
  const hero = m.source === "ability" ? reasonCharacter(r.reason) : null;
  return hero ? t("hero-log-reason-hero", { name: NAMES[hero], card: m.card }) : t("hero-log-reason", { source: m.source, card: m.card });
}

/** What was paid: known from the result; a corrected move's line has none and says nothing about it. */
const paidText = (r) => (r.loot && Object.keys(r.loot).length ? t("hero-log-paid-for", { cost: costText(r.loot) }) : "");

function robText(m, r) {
  const played = countText(m.played) || t("hero-log-no-cards");
  let hand = "";
  if (r.hand !== undefined) hand = r.discarded ? t("hero-log-hand-discarded", { hand: r.hand, discarded: r.discarded }) : t("hero-log-hand", { hand: r.hand });
  return t("hero-log-rob", { drawn: m.drawn ?? 3, played, hand });
}

// ---- Fixing a move from the log: the same controls, pre-filled ----------------------

const COUNT_FIELDS = ["skills", "recruit", "rescue", "cost", "played", "inventory", "lost"];
const onlyResources = (move) => COUNT_FIELDS.every((k) => move[k] === undefined
  || (move[k] && typeof move[k] === "object" && Object.keys(move[k]).every((r) => RESOURCES.includes(r))));
const emptyLike = (v) => v === 0 || v === false || v === "" || (Array.isArray(v) && !v.length)
  || (v && typeof v === "object" && Object.values(v).every((n) => n === 0));

/** What a Fix reads, shaped like the move it opened: a resource it listed at 0 stays listed, a part it
 * had empty stays (a Fix saved unchanged sends the same move); every other field the move had is kept. */
function likeTheMove(move, out, owned) {
  const result = { ...Object.fromEntries(Object.entries(move).filter(([k]) => !owned.includes(k))), ...out };
  for (const key of COUNT_FIELDS) {
    if (!owned.includes(key) || !(key in move) || !move[key]) continue;
    const counts = { ...(result[key] || {}) };
    for (const [r, n] of Object.entries(move[key])) if (n === 0 && !(r in counts)) counts[r] = 0;
    result[key] = counts;
  }
  for (const key of owned) if (!(key in result) && key in move && emptyLike(move[key])) result[key] = move[key];
  if (owned.includes("choice") && move.choice === "pay" && !("choice" in result)) result.choice = "pay"; // said, with nothing to pay
  return result;
}

/** A select of names (characters, King Richard cards), on ``value``. */
function namedSelect(id, names, value) {
  const select = h("select", { id }, Object.entries(names).map(([key, name]) => h("option", { value: key }, name)));
  select.value = value;
  return select;
}

function fixEditor(ctx, move, entry) {
  if (!onlyResources(move)) return null;
  const id = (what) => `fix-${what}-${entry.version}`;
  const editor = (owned, read, ...nodes) => ({ element: h("div", { class: "hero" }, nodes), read: () => likeTheMove(move, read(), owned) });
  const pick = (what, label, names, key = "character") => {
    if (!(move[key] in names)) return null;
    const select = namedSelect(id(what), names, move[key]);
    return editor([key], () => ({ [key]: select.value }), h("div", { class: "field" }, h("label", { for: select.id }, label), select));
  };
  switch (move.type) {
    case "card_numbers": {
      if (move.character) {
        if (!NAMES[move.character]) return null;
        // The parts the move entered (Robin Hood's card: his Rescue cost only, H6), as it stands.
        const inputs = characterInputs(move.character, `fix-${move.character}`, move, ["skills", "recruit", "rescue"].filter((part) => part in move));
        return editor(inputs.parts, inputs.read, h("div", { class: "numbers-form", role: "group", "aria-label": t("hero-character-card", { name: NAMES[move.character] }) },
          h("p", {}, numbersHint(move.character)), inputs.rows));
      }
      if (!KING_RICHARD.includes(move.king_richard)) return null;
      const cost = resourceInputs(t("hero-part", { part: "cost" }), `fix-kr-${move.king_richard}`, 20, undefined, 0, move.cost);
      return editor(["cost"], () => ({ cost: cost.read() }), h("p", {}, t("hero-fix-kr-cost", { title: kingRichardTitle(move.king_richard) })), cost.row);
    }
    case "rob": {
      const played = resourceInputs("", "fix-rob", 20, playedLabel, 0, move.played);
      return editor(["played"], () => ({ played: played.read() }),
        h("p", { class: "hint" }, t("hero-rob-hint")), played.row);
    }
    case "recruit": return pick("recruit", t("hero-fix-recruited"), Object.fromEntries(Object.entries(NAMES).filter(([c]) => c !== "robin-hood")));
    case "rescue": return pick("rescue", t("hero-fix-rescued"), NAMES);
    case "choose_hero": return pick("hero", t("hero-fix-active-hero"), NAMES);
    case "acquire_king_richard": return pick("king-richard", t("hero-fix-kr-card"), kingRichardTitles(KING_RICHARD), "card");
    case "use_king_richard": return pick("king-richard", t("hero-fix-kr-card"), kingRichardTitles(["double-gold", "lower-bounty"]), "card");
    case "build": {
      const protects = protectsSelect(move.protects);
      return editor(["protects"], () => (protects.value ? { protects: protects.value } : {}), protects);
    }
    case "ability": {
      const note = abilityNote(move.note);
      const effects = effectInputs("fix-ability", move);
      return editor(["note", "inventory", "hand", "draws", "plays", "actions", "bounty"], () => ({ note: note.value.trim(), ...effects.read() }),
        note, h("p", { class: "tiny" }, t("hero-fix-ability-effects")), effects.row);
    }
    case "adjust": {
      const source = sourceSelect(ctx.table.state, SOURCES, move.source);
      const card = cardNameInput("adjust-card", move.card ?? "");
      const effects = effectInputs("fix-adjust", move);
      return editor(["source", "card", "inventory", "hand", "draws", "plays", "actions", "bounty"],
        () => ({ source: source.value, card: card.value.trim(), ...effects.read() }), h("div", { class: "inline" }, source, card), effects.row);
    }
    case "story": {
      // "Nothing to pay" opens the Story form empty; the older one-outcome forms, the generic one.
      const nothing = move.outcome === "nothing" && Object.keys(move).length === 2;
      if (!nothing && (move.outcome !== undefined || move.character !== undefined || move.amount !== undefined)) return null;
      const fields = storyFields(ctx, nothing ? {} : move);
      const read = () => { const out = fields.read(); return nothing && !Object.keys(out).length ? { outcome: "nothing" } : out; };
      return editor(["card", "cost", "choice", "lost", "jailed", "sherwood_lost", "bounty", ...(nothing ? ["outcome"] : [])], read, fields.nodes);
    }
    default: return null;
  }
}

/** Why the game was lost (H2), as the catalog selects on it. The state stores the message
 * hero-lost-because {why}; an older snapshot an English sentence, where the bounty tells which one
 * (reaching 1000 ends the game at once). */
function lostWhy(state) {
  if (!state.lost_because) return "sheriff";
  if (typeof state.lost_because === "object") return state.lost_because.args?.why || "story";
  return state.bounty >= 1000 ? "bounty" : "story";
}

export const screen = {
  /** The published game's words this screen uses: the characters and their order. */
  useGame(game) {
    const published = game?.moves?.choose_hero?.schema?.properties?.character?.["x-names"];
    if (published) nameCharacters(Object.keys(published)); // in the language on screen now: a switch redraws with them
  },
  fixEditor,
  describe(entry, who) {
    const m = entry.move, r = entry.result || {};
    const paid = () => paidText(r);
    const text = {
      rob: () => robText(m, r),
      recruit: () => t("hero-log-recruited", { name: NAMES[m.character], paid: paid() }),
      rescue: () => t("hero-log-rescued", { name: NAMES[m.character], paid: paid() }),
      build: () => (m.protects ? t("hero-log-built-protecting", { name: NAMES[m.protects], paid: paid() }) : t("hero-log-built", { paid: paid() })),
      lower_bounty: () => t("hero-log-lowered", { paid: paid() }),
      no_action: () => t("hero-log-no-action"), story: () => storyText(m, r),
      choose_hero: () => t("hero-log-chose-hero", { name: NAMES[m.character] }), card_numbers: () => enteredText(m),
      acquire_king_richard: () => t("hero-log-kr-acquired", { title: kingRichardTitle(m.card), paid: paid() }),
      use_king_richard: () => t("hero-log-kr-used", { title: kingRichardTitle(m.card) }),
      ability: () => {
        const effects = effectsText(r.effects || m);
        const words = { reason: abilityReason(r), note: m.note };
        return effects ? t("hero-log-ability-effects", { ...words, effects }) : t("hero-log-ability", words);
      },
      adjust: () => t("hero-log-adjust", { reason: adjustReason(m, r), effects: effectsText(r.effects || m) || t("hero-no-change") }),
    }[m.type];
    return text ? t("hero-log-line", { who, text: text() }) : null;
  },
  render(ctx) {
    recall(ctx);
    const { state } = ctx.table;
    knowCharacters(state);
    const parts = [bountyTrack(state.bounty)];
    if (state.outcome === "won") parts.push(h("p", { class: "banner" }, t("hero-won")));
    if (state.outcome === "lost") parts.push(h("p", { class: "banner lost" }, t("hero-lost", { why: lostWhy(state) })));
    parts.push(h("p", { class: "round-line" }, t("hero-round-line", { round: state.round, phase: state.phase, left: state.story_left, hand: state.hand })));
    parts.push(h("ul", { class: "band", "aria-label": t("hero-characters") }, Object.keys(NAMES).map((c) => {
      const guard = protectingCard(state, c); // H10: shown on the character's card
      return h("li", { class: `char ${state.characters[c]}${state.active === c ? " active" : ""}${guard ? " protected" : ""}` },
        NAMES[c], h("small", {}, t("hero-status", { status: state.active === c ? "active" : state.characters[c] })),
        guard ? h("small", { class: "protected-by" }, t("hero-safe-from-jail", { card: guard.card })) : null);
    })));
    if (!state.active && !state.outcome) {
      parts.push(h("p", { class: "no-hero" }, state.pick_hero ? t("hero-pick-another") : t("hero-no-active-hero")));
    }
    parts.push(h("p", { class: "inventory" }, t("hero-inventory"),
      RESOURCES.map((r) => h("span", { class: "res" }, t("hero-inventory-count", { resource: resourceWord(r), count: state.inventory[r] }))),
      h("span", { class: "res" }, t("hero-inventory-sherwood", { built: state.sherwood }))));
    const camp = sherwoodCamp(state);
    if (camp) parts.push(camp);
    if (!ctx.readOnly && !state.outcome) {
      const table = ctx.table;
      const heroes = (allowedValues(legalMove(table, "choose_hero"), "character") || []).filter((c) => c !== state.active);
      if (heroes.length) parts.push(h("div", { class: "inline heroes" }, heroes.map((c) => h("button", { type: "button", onclick: () => play(ctx, { type: "choose_hero", character: c }) }, t("hero-make-active", { name: NAMES[c] })))));
      const rob = legalMove(table, "rob");
      if (rob) parts.push(robForm(ctx, rob));
      if (["recruit", "rescue", "build", "lower_bounty", "ability", "no_action", "acquire_king_richard", "use_king_richard"]
        .some((type) => legalMove(table, type)) || numbersNeeded(table, "character").length || numbersNeeded(table, "king_richard").length) {
        parts.push(actionMenu(ctx));
      }
      const story = legalMove(table, "story");
      if (story) parts.push(storyForm(ctx, story)); // after an action; the actions left may go unused
      const adjust = legalMove(table, "adjust");
      if (adjust) parts.push(adjustForm(ctx, adjust));
      parts.push(saveCatalogue(ctx));
    }
    parts.push(drawnLater(() => import("../charts.js"), ({ lineChart }) => lineChart({ title: t("hero-chart-title"), labels: state.bounty_by_round.map((_, i) => (i === 0 ? t("hero-chart-start") : t("hero-chart-round", { round: i }))),
      series: [{ name: t("hero-chart-series"), values: state.bounty_by_round }], max: 1000,
      bands: [{ from: 0, to: 400, fill: "#3f9a5a" }, { from: 400, to: 700, fill: "#d9b42a" }, { from: 700, to: 1000, fill: "#c24a3a" }],
      marks: [{ value: 500, label: "500" }] })));
    return h("div", { class: "hero" }, parts);
  },
};
