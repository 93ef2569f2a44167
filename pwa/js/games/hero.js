// Robin Hood: Hero of the People: the bounty track and the referee of each round.
import { h } from "../dom.js";
import { lineChart } from "../charts.js";

const RESOURCES = ["archery", "sword", "gold", "strength", "influence"];
// The characters by id, with their names as the engine publishes them (the choose_hero move's
// `x-names`, in the rulebook's order): learnt from the game before the screen draws (useGame).
const NAMES = {};
/** Until the game's words are in: the state's characters, each by its id in words. */
function knowCharacters(state) {
  if (Object.keys(NAMES).length) return;
  for (const c of Object.keys(state.characters || {})) NAMES[c] = c.replace(/-/g, " ").replace(/\b\w/g, (l) => l.toUpperCase());
}
const KING_RICHARD = { "double-gold": "Double Gold", "lower-bounty": "Lower the Bounty", "story-sight": "See the next Story" };
const PHASES = { active: "Active hero", rob: "Rob the rich", action: "Action", story: "Story", over: "Game over" };
const SOURCE_WORDS = { ability: "Special Ability", king_richard: "King Richard card", story: "Story card" };

/** Loot needed per resource after the active hero's skills (H5). */
function needed(cost, skills) {
  return Object.fromEntries(Object.entries(cost).map(([r, n]) => [r, Math.max(0, n - (skills[r] || 0))]));
}
function affordable(state, cost) {
  if (!cost) return false;
  return Object.entries(needed(cost, state.active_skills)).every(([r, n]) => state.inventory[r] >= n);
}
/** "2 gold, 1 sword"; "" when nothing is counted. */
const countText = (counts) => Object.entries(counts || {}).filter(([, n]) => n).map(([r, n]) => `${n} ${r}`).join(", ");
const costText = (cost) => countText(cost) || "free";

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
    h("span", { class: `track-n ${i % 2 ? "below" : "above"}` }, String(i * 100)),
    h("span", { class: "cell" }, i === here ? h("span", { class: "token" }) : null)));
  return h("figure", { class: "track" },
    h("div", { class: "track-spaces", role: "img", "aria-label": `Bounty ${bounty} on the track` }, spaces),
    h("figcaption", {}, h("strong", { class: "bounty" }, `Bounty ${bounty}`),
      h("span", { class: "track-key" }, " · you win with the bounty under 500; at 1000 you lose")));
}

// ---- Number inputs -------------------------------------------------------------------------------

/** One number input per resource; read() gives {resource: n} without the zeros. */
function resourceInputs(label, prefix, max = 20, aria = (r) => `${label} ${r}`, min = 0, initial = {}) {
  const inputs = Object.fromEntries(RESOURCES.map((r) => [r, h("input", { type: "number", inputmode: "numeric", min, max, value: (initial || {})[r] || 0,
    name: `${prefix}-${r}`, "aria-label": aria(r) })]));
  const row = h("div", { class: "numbers-row" }, label ? h("span", {}, label) : null,
    RESOURCES.map((r) => h("label", { class: "tiny" }, r, inputs[r])));
  const read = () => Object.fromEntries(RESOURCES.map((r) => [r, Number(inputs[r].value || 0)]).filter(([, n]) => n));
  return { row, read };
}

/** A number input whose read() gives the value, or undefined for 0 (no effect). */
function numberInput(name, label, { min, max, step = 1 }, value = 0) {
  const input = h("input", { type: "number", inputmode: "numeric", min, max, step, value: value || 0, name, "aria-label": label });
  const row = h("label", { class: "tiny" }, label, input);
  return { row, read: () => Number(input.value || 0) || undefined };
}

/** The effects of a card the rulebook does not print (H7): inventory, hand, draws, plays, actions, bounty. */
function effectInputs(prefix, initial = {}) {
  const inventory = resourceInputs("inventory", `${prefix}-inventory`, 20, (r) => `${r} into (+) or out of (-) the inventory`, -20, initial.inventory);
  const numbers = [
    ["hand", "cards into (+) or out of (-) the hand", { min: -10, max: 10 }],
    ["draws", "more (+) or fewer (-) cards drawn this round", { min: -3, max: 10 }],
    ["plays", "more (+) or fewer (-) cards played this round", { min: -3, max: 10 }],
    ["actions", "extra actions this round", { min: 0, max: 5 }],
    ["bounty", "bounty up (+) or down (-), in steps of 100", { min: -1000, max: 1000, step: 100 }],
  ].map(([key, label, range]) => [key, numberInput(`${prefix}-${key}`, label, range, initial[key])]);
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

/** "Recruit Maid Marian": her skills and costs from the card, asked for right where she is recruited. */
/** A character card's numbers: skills, recruit and rescue cost (Robin Hood: his rescue cost only). */
function characterInputs(character, prefix = character, initial = {}) {
  const robin = character === "robin-hood"; // his skills are the rulebook's; he is never recruited (H6)
  const parts = robin ? ["rescue"] : ["skills", "recruit", "rescue"];
  const inputs = parts.map((part) => [part, resourceInputs(part, `${prefix}-${part}`, 20, undefined, 0, initial[part])]);
  return { parts, rows: inputs.map(([, i]) => i.row), read: () => Object.fromEntries(inputs.map(([part, i]) => [part, i.read()])) };
}

const numbersHint = (character) => (character === "robin-hood" ? "Enter Robin Hood's Rescue cost from his card (his skills are printed in the rulebook)."
  : `Enter ${NAMES[character]}'s numbers from the card: the skills, and what recruiting and rescuing cost. Leave 0 where the card shows none.`);

function characterNumbers(ctx, character, verb, action) {
  const name = NAMES[character];
  const inputs = characterInputs(character);
  const save = (form) => saveNumbers(ctx, { type: "card_numbers", character, ...inputs.read() }, form, action);
  return stickyDetails(`numbers-${character}`, { class: "numbers first-use" },
    h("summary", {}, `${verb} ${name}`),
    moveForm({ class: "numbers-form", "aria-label": `${name}'s card` }, save,
      h("p", {}, numbersHint(character)),
      inputs.rows,
      h("button", { type: "submit", class: "primary" }, "Save the numbers")));
}

function kingRichardNumbers(ctx, card, title, action) {
  const cost = resourceInputs("cost", `kr-${card}`);
  return stickyDetails(`numbers-${card}`, { class: "numbers first-use" },
    h("summary", {}, `King Richard: ${title}`),
    moveForm({ class: "numbers-form", "aria-label": `King Richard: ${title}` },
      (form) => saveNumbers(ctx, { type: "card_numbers", king_richard: card, cost: cost.read() }, form, action),
      h("p", {}, "Enter this card's cost from the card."), cost.row, h("button", { type: "submit", class: "primary" }, "Save the cost")));
}

// ---- Phases ----------------------------------------------------------------------------------------

/** Whose card an adjustment's effect was; ``value``: the one a Fix starts on. */
function sourceSelect(state, value = null) {
  const abilityOk = (state.active && state.active !== "robin-hood") || value === "ability";
  const hero = state.active && state.active !== "robin-hood" ? `${NAMES[state.active]}'s` : "The active hero's";
  const select = h("select", { name: "adjust-source", "aria-label": "Whose card" },
    abilityOk ? h("option", { value: "ability" }, `${hero} Special Ability`) : null,
    h("option", { value: "king_richard" }, "A King Richard card"), h("option", { value: "story" }, "A Story card"));
  if (value) select.value = value;
  return select;
}
const cardNameInput = (name, value = "") => h("input", { name, maxlength: 60, placeholder: "The card's name or what it says", "aria-label": "Card", value });

/** An adjustment (H7): the card's name and what it changed, shown in the log with that reason. */
function adjustForm(ctx) {
  const { state } = ctx.table;
  const source = stickySelect("adjust-source", sourceSelect(state));
  const card = cardNameInput("adjust-card");
  const effects = effectInputs("adjust");
  const enter = async (form) => {
    if (!card.value.trim()) { ctx.warn("Name the card whose effect this is.", form); return; }
    if (await play(ctx, { type: "adjust", source: source.value, card: card.value.trim(), ...effects.read() }, { near: form })) resetInputs("adjust-");
  };
  return stickyDetails("adjust", { class: "numbers adjust" }, h("summary", {}, "A card did something else (enter its effect)"),
    moveForm({ "aria-label": "A card's effect" }, enter, h("div", { class: "inline" }, source, card), effects.row,
      h("button", { type: "submit" }, "Enter the effect")));
}

function robForm(ctx) {
  const { draws, plays } = ctx.table.state.limits;
  const played = resourceInputs("", "rob", plays, (r) => `${r} cards played`);
  return moveForm({ class: "entry", "aria-labelledby": "rob-heading" }, (form) => play(ctx, { type: "rob", drawn: draws, played: played.read() }, { near: form }),
    h("h3", { id: "rob-heading" }, `Rob the rich: draw ${draws}, play up to ${plays} into the inventory`),
    h("p", { class: "hint" }, "Count the Loot cards you played by the resource they show."), played.row,
    h("button", { type: "submit", class: "primary" }, "Done robbing"));
}

function protectsSelect(value = null) {
  const select = h("select", { name: "build-protects", "aria-label": "The character this card protects" },
    h("option", { value: "" }, "Whom does the card protect?"),
    Object.entries(NAMES).map(([c, name]) => h("option", { value: c }, name)));
  if (value) select.value = value;
  return select;
}

/** Building a Sherwood Forest card asks, once, which character the card protects from jail (H10). */
function buildForm(ctx) {
  const { state } = ctx.table;
  const cost = { strength: 2 };
  const protects = stickySelect("build-protects", protectsSelect());
  const build = (form) => {
    if (!protects.value && state.asks_sherwood_character) {
      ctx.warn("Choose the character printed on the Sherwood Forest card: the card keeps them out of jail.", form);
      return;
    }
    play(ctx, { type: "build", ...(protects.value ? { protects: protects.value } : {}) }, { near: form });
  };
  return moveForm({ class: "build inline", "aria-label": "Build a Sherwood Forest card" }, build, protects,
    h("button", { type: "submit", class: "action", "data-action": "build", disabled: !affordable(state, cost) },
      `Build Sherwood Forest (${state.sherwood} of 5 built)`, h("small", {}, ` (${costText(needed(cost, state.active_skills))} loot)`)));
}

/** Who each Sherwood Forest card in play protects (H10), card by card in the order built. */
function sherwoodCamp(state) {
  const cards = state.sherwood_cards || [];
  if (!cards.length) return null;
  return h("ul", { class: "sherwood", "aria-label": "Sherwood Forest cards" }, cards.map((c) =>
    h("li", { class: "sherwood-card" }, `Sherwood Forest card ${c.card}: `, c.protects ? `protects ${NAMES[c.protects]}` : "character not entered")));
}

/** The first card protecting a character, as the engine counts it (H10). */
const protectingCard = (state, character) => (state.sherwood_cards || []).find((c) => c.protects === character);

const abilityNote = (value = "") => h("input", { name: "ability-note", maxlength: 200, placeholder: "What the ability did", "aria-label": "What the Special Ability did", value });

function actionMenu(ctx) {
  const { state } = ctx.table;
  const catalogue = state.catalogue;
  const button = (text, move, cost, action) => h("button", { type: "button", class: "action", "data-action": action,
    disabled: !affordable(state, cost), onclick: () => play(ctx, move) },
    text, h("small", {}, ` (${costText(needed(cost, state.active_skills))} loot)`));
  const items = [];
  for (const man of Object.keys(NAMES)) {
    const entry = catalogue.characters[man];
    const verb = { "face-down": "Recruit", jailed: "Rescue" }[state.characters[man]];
    if (!verb) continue;
    const type = verb.toLowerCase(), action = `${type}-${man}`;
    items.push(entry ? button(`${verb} ${NAMES[man]}`, { type, character: man }, entry[type], action) : characterNumbers(ctx, man, verb, action));
  }
  for (const [card, title] of Object.entries(KING_RICHARD)) {
    const cost = catalogue.king_richard[card], action = `king-richard-${card}`;
    if (state.king_richard[card] === "available") {
      items.push(cost ? button(`King Richard: ${title}`, { type: "acquire_king_richard", card }, cost, action) : kingRichardNumbers(ctx, card, title, action));
    } else if (state.king_richard[card] === "held") {
      items.push(button(`Use ${title}`, { type: "use_king_richard", card }, {}, `use-${card}`));
    }
  }
  if (state.sherwood < 5) items.push(buildForm(ctx));
  const lower = button("Lower the bounty by 100", { type: "lower_bounty" }, { influence: 3 }, "lower-bounty");
  if (state.lowered_this_round) lower.disabled = true;
  items.push(lower);
  if (state.lowered_this_round) items.push(h("p", { class: "hint" }, "The bounty was lowered with Influence this round already: once a round."));
  if (state.active && state.active !== "robin-hood") { // Robin Hood has no Special Ability (H7)
    const note = abilityNote();
    const effects = effectInputs("ability");
    const use = async (form) => {
      if (!note.value.trim()) { ctx.warn("Say what the Special Ability did.", form); return; }
      if (await play(ctx, { type: "ability", note: note.value.trim(), ...effects.read() }, { near: form })) resetInputs("ability-");
    };
    items.push(moveForm({ class: "ability", "aria-label": `${NAMES[state.active]}'s Special Ability` }, use,
      h("div", { class: "inline" }, note, h("button", { type: "submit" }, `${NAMES[state.active]}'s Special Ability`)),
      stickyDetails("ability-effects", { class: "numbers" }, h("summary", {}, "What it changed, for the app to count"), effects.row)));
  }
  if (!state.actions_taken) items.push(h("button", { type: "button", class: "danger", onclick: () => play(ctx, { type: "no_action" }) }, "No action (bounty +100)"));
  const left = state.limits.actions - state.actions_taken;
  const title = state.limits.actions > 1 ? `Action: ${left} of ${state.limits.actions} left this round` : "Action: one a round";
  return h("section", { class: "entry actions" }, h("h3", {}, title),
    h("p", { class: "hint" }, "Greyed out: the inventory cannot pay it yet. A card used for the first time asks for its numbers."), items);
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

// Pay or take the card's alternative (H11), kept through live re-renders of the same round.
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
function storyFields(ctx, initial = null) {
  const { state } = ctx.table;
  const fix = initial !== null;
  const was = initial || {};
  const card = h("input", { name: "story-card", maxlength: 60, placeholder: "The Story card's name (optional)", "aria-label": "Story card", value: was.card ?? "" });
  const costs = resourceInputs("cost", "story", 20, undefined, 0, was.cost);
  const fixRadio = (value, label) => h("label", { class: "tiny check" }, h("input", { type: "radio", name: "story-choice", value,
    checked: (was.choice === "alternative") === (value === "alternative") }), label);
  const radio = fix ? fixRadio : (value, label) => choiceRadio(value, label, state.round);
  const choice = h("fieldset", { class: "story-choice" }, h("legend", {}, "The card's cost"),
    radio("pay", "Pay it (skills first)"), radio("alternative", "Take the card's alternative"),
    h("p", { class: "hint" }, "Cannot or will not pay? Take the alternative the card prints and tick what it does below: characters jailed, the Sherwood Forest cards lost, the bounty raised or loot lost."));
  const lost = resourceInputs("lost", "story-lost", 20, (r) => `${r} cards lost`, 0, was.lost);
  const box = (name, label, checked) => (fix ? h("input", { type: "checkbox", name, "aria-label": label, checked })
    : stickyBox(name, label, state.round));
  const jail = Object.keys(NAMES).filter((c) => (fix ? true : state.characters[c] === "face-up"))
    .map((c) => [c, box(`story-jail-${c}`, `Jail ${NAMES[c]}`, (was.jailed || []).includes(c))]);
  const sherwood = box("story-sherwood", "Sherwood Forest cards lost", was.sherwood_lost === true);
  const bounty = numberInput("story-bounty", "Bounty up (+) or down (-)", { min: -1000, max: 1000, step: 100 }, was.bounty);
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
  const nodes = [card, h("p", { class: "tiny" }, "Cost:"), costs.row, choice, h("p", { class: "tiny" }, "Taken from the inventory:"), lost.row,
    jail.length ? h("div", { class: "numbers-row" }, h("span", {}, "Jailed"), jail.map(([c, b]) => h("label", { class: "tiny check" }, b, NAMES[c]))) : null,
    h("div", { class: "numbers-row" }, h("label", { class: "tiny check" }, sherwood, "Sherwood Forest cards lost"), bounty.row)];
  return { nodes, read };
}

function storyForm(ctx) {
  const { state } = ctx.table;
  const fields = storyFields(ctx);
  const form = moveForm({ class: "entry", "aria-labelledby": "story-heading" }, () => play(ctx, { type: "story", ...fields.read() }, { near: form }),
    h("h3", { id: "story-heading" }, `Story card (${state.story_left} left)`),
    h("p", {}, "Enter everything the card did: a cost paid (skills first), loot it took, characters jailed, the camp lost, the bounty moved."),
    fields.nodes,
    h("div", { class: "form-buttons" },
      h("button", { type: "submit", class: "primary" }, "Resolve the Story card"),
      h("button", { type: "button", onclick: () => play(ctx, { type: "story", outcome: "nothing" }, { near: form }) }, "Nothing to pay")));
  return form;
}

/** Saving the catalogue is not a move: its outcome gets its own quiet line, not a refusal's red box. */
function saveCatalogue(ctx) {
  const name = h("input", { name: "catalogue-name", maxlength: 40, placeholder: "e.g. Our box", "aria-label": "Catalogue name" });
  const status = h("p", { class: "quiet-status", role: "status", "aria-live": "polite" }, memory.saved);
  const save = async (form) => {
    const chosen = name.value.trim();
    if (!chosen) { ctx.warn("Give the card numbers a name to save them under.", form); return; }
    try {
      await ctx.savePreset("hero-of-the-people", chosen, ctx.table.state.catalogue);
      ctx.clearWarning();
      memory.saved = `Saved as “${chosen}”: a new table of this game can start from it.`;
      status.textContent = memory.saved;
    } catch (err) {
      memory.saved = "";
      status.textContent = "";
      ctx.warn(err.message, form);
    }
  };
  return stickyDetails("save-catalogue", { class: "numbers save-catalogue" }, h("summary", {}, "Save the card numbers for later games"),
    moveForm({ "aria-label": "Save the card numbers" }, save, h("div", { class: "inline" }, name, h("button", { type: "submit" }, "Save"))),
    status);
}

// ---- The log ---------------------------------------------------------------------------------------

const signed = (n) => (n > 0 ? `+${n}` : String(n));

/** An adjustment's effects in words (H7). */
function effectsText(effects) {
  if (!effects) return "";
  const parts = [];
  for (const [r, n] of Object.entries(effects.inventory || {})) if (n) parts.push(`${signed(n)} ${r}`);
  if (effects.hand) parts.push(`hand ${signed(effects.hand)}`);
  if (effects.draws) parts.push(`draws ${signed(effects.draws)}`);
  if (effects.plays) parts.push(`plays ${signed(effects.plays)}`);
  if (effects.actions) parts.push(`actions ${signed(effects.actions)}`);
  if (effects.bounty) parts.push(`bounty ${signed(effects.bounty)}`);
  return parts.join(", ");
}

/** A Story card's log line: the first form (one outcome) or its effects (H7, H9). A corrected
 * move comes without its result: then the line says what was entered. */
function storyText(m, r) {
  const parts = [];
  if (m.choice === "alternative") { // H11: the cost stays unpaid
    const unpaid = countText(r.unpaid || m.cost);
    parts.push(unpaid ? `did not pay ${unpaid}: took the card's alternative` : "took the card's alternative");
  } else if (r.loot && Object.keys(r.loot).length) parts.push(`paid ${costText(r.loot)}`);
  else if (m.cost && countText(m.cost) && !r.loot) parts.push(`paid ${countText(m.cost)}, skills first`);
  else if (m.cost || m.outcome === "paid") parts.push("paid with skills");
  const lost = r.loot_lost || m.lost;
  if (countText(lost)) parts.push(`lost ${countText(lost)}`);
  const jailed = r.jailed || m.jailed || (m.outcome === "jailed" && m.character ? [m.character] : []);
  if (jailed.length) parts.push(`jailed ${jailed.map((c) => NAMES[c]).join(", ")}`);
  for (const p of r.protected || []) parts.push(`${NAMES[p.character]} protected by Sherwood Forest card ${p.card}`); // H10
  if (m.sherwood_lost || m.outcome === "sherwood_lost") parts.push(`Sherwood Forest cards lost${r.lost_cards === undefined ? "" : ` (${r.lost_cards})`}`);
  const change = r.bounty_change ?? m.bounty ?? (m.outcome === "bounty_raised" ? m.amount : null);
  if (change) parts.push(`bounty ${signed(change)}`);
  if (r.pick_hero) parts.push("pick the active hero");
  // Curly quotes: a name in straight quotes before a colon reads like JSON to the log checks.
  return `Story${m.card ? ` “${m.card}”` : ""}: ${parts.join("; ") || "nothing"}`;
}

/** "Little John's numbers: skills 2 archery; recruit 2 gold; rescue none". A character goes first,
 * as in the engine: a move naming a character and a King Richard card enters the character's. */
function numbersText(m) {
  if (!m.character) return `the cost of King Richard's ${KING_RICHARD[m.king_richard] || "card"} card: ${costText(m.cost)}`;
  const name = NAMES[m.character];
  if (m.character === "robin-hood") return `${name}'s Rescue cost: ${costText(m.rescue)}`;
  const part = (label, counts) => `${label} ${countText(counts) || "none"}`;
  return `${name}'s numbers: ${part("skills", m.skills)}; ${part("recruit", m.recruit)}; ${part("rescue", m.rescue)}`;
}

/** Why an adjustment was entered: the server's reason, or (a corrected move has no result) the move's own words. */
const adjustReason = (m, r) => r.reason || `${SOURCE_WORDS[m.source] || "A card"}: ${m.card}`;

/** What was paid: known from the result; a corrected move's line has none and says nothing about it. */
const paidText = (r) => (r.loot && Object.keys(r.loot).length ? ` (paid ${costText(r.loot)})` : "");

function robText(m, r) {
  const played = countText(m.played) || "no cards";
  const hand = r.hand === undefined ? "" : `; ${r.hand} in hand${r.discarded ? `, ${r.discarded} discarded` : ""}`;
  return `Robbed the rich: drew ${m.drawn ?? 3}, played ${played}${hand}`;
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
        const inputs = characterInputs(move.character, `fix-${move.character}`, move);
        return editor(inputs.parts, inputs.read, h("div", { class: "numbers-form", role: "group", "aria-label": `${NAMES[move.character]}'s card` },
          h("p", {}, numbersHint(move.character)), inputs.rows));
      }
      if (!KING_RICHARD[move.king_richard]) return null;
      const cost = resourceInputs("cost", `fix-kr-${move.king_richard}`, 20, undefined, 0, move.cost);
      return editor(["cost"], () => ({ cost: cost.read() }), h("p", {}, `King Richard: ${KING_RICHARD[move.king_richard]}. Enter this card's cost from the card.`), cost.row);
    }
    case "rob": {
      const played = resourceInputs("", "fix-rob", 20, (r) => `${r} cards played`, 0, move.played);
      return editor(["played"], () => ({ played: played.read() }),
        h("p", { class: "hint" }, "Count the Loot cards you played by the resource they show."), played.row);
    }
    case "recruit": return pick("recruit", "Recruited", Object.fromEntries(Object.entries(NAMES).filter(([c]) => c !== "robin-hood")));
    case "rescue": return pick("rescue", "Rescued", NAMES);
    case "choose_hero": return pick("hero", "The active hero", NAMES);
    case "acquire_king_richard": return pick("king-richard", "King Richard card", KING_RICHARD, "card");
    case "use_king_richard": return pick("king-richard", "King Richard card", { "double-gold": KING_RICHARD["double-gold"], "lower-bounty": KING_RICHARD["lower-bounty"] }, "card");
    case "build": {
      const protects = protectsSelect(move.protects);
      return editor(["protects"], () => (protects.value ? { protects: protects.value } : {}), protects);
    }
    case "ability": {
      const note = abilityNote(move.note);
      const effects = effectInputs("fix-ability", move);
      return editor(["note", "inventory", "hand", "draws", "plays", "actions", "bounty"], () => ({ note: note.value.trim(), ...effects.read() }),
        note, h("p", { class: "tiny" }, "What it changed, for the app to count:"), effects.row);
    }
    case "adjust": {
      const source = sourceSelect(ctx.table.state, move.source);
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

export const screen = {
  /** The published game's words this screen uses: the characters' names. */
  useGame(game) {
    const published = game?.moves?.choose_hero?.schema?.properties?.character?.["x-names"];
    if (published) Object.assign(NAMES, published);
  },
  fixEditor,
  describe(entry, who) {
    const m = entry.move, r = entry.result || {};
    const text = {
      rob: () => robText(m, r),
      recruit: () => `Recruited ${NAMES[m.character]}${paidText(r)}`, rescue: () => `Rescued ${NAMES[m.character]}${paidText(r)}`,
      build: () => `Built a Sherwood Forest card${m.protects ? ` protecting ${NAMES[m.protects]}` : ""}${paidText(r)}`, lower_bounty: () => `Lowered the bounty by 100${paidText(r)}`,
      no_action: () => "No action: bounty +100", story: () => storyText(m, r),
      choose_hero: () => `Made ${NAMES[m.character]} the active hero`, card_numbers: () => `Entered ${numbersText(m)}`,
      acquire_king_richard: () => `Acquired King Richard: ${KING_RICHARD[m.card]}${paidText(r)}`,
      use_king_richard: () => `Used King Richard: ${KING_RICHARD[m.card]}`,
      ability: () => {
        const effects = effectsText(r.effects || m);
        return `${r.reason || "Special Ability"}: ${m.note}${effects ? ` (${effects})` : ""}`;
      },
      adjust: () => `${adjustReason(m, r)}: ${effectsText(r.effects || m) || "no change"}`,
    }[m.type];
    return text ? `${who}: ${text()}` : null;
  },
  render(ctx) {
    recall(ctx);
    const { state } = ctx.table;
    knowCharacters(state);
    const parts = [bountyTrack(state.bounty)];
    if (state.outcome === "won") parts.push(h("p", { class: "banner" }, "You win: all six Merry Men are free and the bounty is under 500!"));
    if (state.outcome === "lost") parts.push(h("p", { class: "banner lost" }, `You lose: ${state.lost_because}`));
    parts.push(h("p", { class: "round-line" }, `Round ${state.round} · ${PHASES[state.phase]} phase · ${state.story_left} Story cards left · hand ${state.hand}`));
    parts.push(h("ul", { class: "band", "aria-label": "Characters" }, Object.keys(NAMES).map((c) => {
      const guard = protectingCard(state, c); // H10: shown on the character's card
      return h("li", { class: `char ${state.characters[c]}${state.active === c ? " active" : ""}${guard ? " protected" : ""}` },
        NAMES[c], h("small", {}, state.active === c ? " active" : ` ${state.characters[c].replace("-", " ")}`),
        guard ? h("small", { class: "protected-by" }, ` · safe from jail (Sherwood Forest card ${guard.card})`) : null);
    })));
    if (!state.active && !state.outcome) {
      parts.push(h("p", { class: "no-hero" }, state.pick_hero
        ? "Your active hero is in jail: pick another face-up character."
        : "No active hero: every character is jailed or not recruited, so costs are paid with loot alone."));
    }
    parts.push(h("p", { class: "inventory" }, "Inventory: ", RESOURCES.map((r) => h("span", { class: "res" }, `${r} ${state.inventory[r]}`)),
      h("span", { class: "res" }, `Sherwood Forest ${state.sherwood} of 5`)));
    const camp = sherwoodCamp(state);
    if (camp) parts.push(camp);
    if (!ctx.readOnly && !state.outcome) {
      if (state.phase === "active") {
        const heroes = Object.keys(NAMES).filter((c) => state.characters[c] === "face-up" && c !== state.active);
        if (heroes.length) parts.push(h("div", { class: "inline heroes" }, heroes.map((c) => h("button", { type: "button", onclick: () => play(ctx, { type: "choose_hero", character: c }) }, `Make ${NAMES[c]} active`))));
        if (!state.pick_hero) parts.push(robForm(ctx));
      } else if (state.phase === "action") {
        parts.push(actionMenu(ctx));
        if (state.actions_taken) parts.push(storyForm(ctx)); // the actions left may go unused
      } else if (state.phase === "story") parts.push(storyForm(ctx));
      parts.push(adjustForm(ctx));
      parts.push(saveCatalogue(ctx));
    }
    parts.push(lineChart({ title: "Bounty by round", labels: state.bounty_by_round.map((_, i) => (i === 0 ? "start" : `R${i}`)),
      series: [{ name: "Bounty", values: state.bounty_by_round }], max: 1000,
      bands: [{ from: 0, to: 400, fill: "#3f9a5a" }, { from: 400, to: 700, fill: "#d9b42a" }, { from: 700, to: 1000, fill: "#c24a3a" }],
      marks: [{ value: 500, label: "500" }] }));
    return h("div", { class: "hero" }, parts);
  },
};
