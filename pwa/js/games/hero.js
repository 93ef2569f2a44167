// Robin Hood: Hero of the People: the bounty track and the referee of each round.
import { h, svg } from "../dom.js";
import { lineChart } from "../charts.js";
import { api } from "../api.js";

const RESOURCES = ["archery", "sword", "gold", "strength", "influence"];
const NAMES = { "robin-hood": "Robin Hood", "maid-marian": "Maid Marian", "little-john": "Little John", "will-scarlett": "Will Scarlett",
  "friar-tuck": "Friar Tuck", "alan-a-dale": "Alan A Dale", "much-the-miller": "Much the Miller" };
const KING_RICHARD = { "double-gold": "Double Gold", "lower-bounty": "Lower the Bounty", "story-sight": "See the next Story" };
const PHASES = { active: "Active hero", rob: "Rob the rich", action: "Action", story: "Story", over: "Game over" };

/** Loot needed per resource after the active hero's skills (H5). */
function needed(cost, skills) {
  return Object.fromEntries(Object.entries(cost).map(([r, n]) => [r, Math.max(0, n - (skills[r] || 0))]));
}
function affordable(state, cost) {
  if (!cost) return false;
  return Object.entries(needed(cost, state.active_skills)).every(([r, n]) => state.inventory[r] >= n);
}
const costText = (cost) => Object.entries(cost).filter(([, n]) => n).map(([r, n]) => `${n} ${r}`).join(", ") || "free";

/** The bounty track as the board shows it: spaces of 100, zones, the 500 and 1000 marks. */
function bountyTrack(bounty) {
  const width = 330, step = 30, left = 10;
  const zones = [[0, 3, "#3f9a5a", "green"], [4, 6, "#d9b42a", "yellow"], [7, 9, "#c24a3a", "red"]];
  return h("figure", { class: "track" },
    svg("svg", { viewBox: `0 0 ${width} 70`, role: "img", "aria-label": `Bounty ${bounty} on the track` },
      zones.map(([a, b, fill]) => svg("rect", { x: left + a * step, y: 18, width: (b - a + 1) * step, height: 26, fill, opacity: 0.8 })),
      svg("rect", { x: left + 10 * step, y: 18, width: step, height: 26, fill: "#222" }),
      Array.from({ length: 11 }, (_, i) => svg("text", { x: left + i * step + step / 2, y: 14, "text-anchor": "middle", "font-size": 9, fill: "#555" }, String(i * 100))),
      svg("line", { x1: left + 5 * step, x2: left + 5 * step, y1: 14, y2: 50, stroke: "#000", "stroke-width": 2 }),
      svg("text", { x: left + 5 * step, y: 62, "text-anchor": "middle", "font-size": 9 }, "win below 500"),
      svg("text", { x: left + 10.5 * step, y: 62, "text-anchor": "middle", "font-size": 9 }, "1000: lost"),
      svg("circle", { cx: left + Math.min(bounty, 1000) / 100 * step + step / 2, cy: 31, r: 10, fill: "#fff", stroke: "#000", "stroke-width": 2, class: "bounty-token" })),
    h("figcaption", {}, h("strong", { class: "bounty" }, `Bounty ${bounty}`)));
}

/** One number input per resource; read() gives {resource: n} without the zeros. */
function resourceInputs(label, prefix, max = 20, aria = (r) => `${label} ${r}`, min = 0) {
  const inputs = Object.fromEntries(RESOURCES.map((r) => [r, h("input", { type: "number", min, max, value: 0,
    name: `${prefix}-${r}`, "aria-label": aria(r) })]));
  const row = h("div", { class: "numbers-row" }, label ? h("span", {}, label) : null,
    RESOURCES.map((r) => h("label", { class: "tiny" }, r, inputs[r])));
  const read = () => Object.fromEntries(RESOURCES.map((r) => [r, Number(inputs[r].value || 0)]).filter(([, n]) => n));
  return { row, read };
}

function numbersForm(ctx, character) {
  if (character === "robin-hood") { // his skills are the rulebook's; he is never recruited (H6)
    const rescue = resourceInputs("rescue", "robin-hood-rescue");
    return h("details", { class: "numbers" }, h("summary", {}, "Enter Robin Hood's Rescue cost from his card"), rescue.row,
      h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "card_numbers", character, rescue: rescue.read() }) },
        "Save the numbers"));
  }
  const [skills, recruit, rescue] = ["skills", "recruit", "rescue"].map((part) => resourceInputs(part, `${character}-${part}`));
  return h("details", { class: "numbers" }, h("summary", {}, `Enter ${NAMES[character]}'s numbers from the card`),
    skills.row, recruit.row, rescue.row,
    h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "card_numbers", character,
      skills: skills.read(), recruit: recruit.read(), rescue: rescue.read() }) }, "Save the numbers"));
}

/** A number input whose read() gives the value, or undefined for 0 (no effect). */
function numberInput(name, label, { min, max, step = 1 }) {
  const input = h("input", { type: "number", min, max, step, value: 0, name, "aria-label": label });
  const row = h("label", { class: "tiny" }, label, input);
  return { row, read: () => Number(input.value || 0) || undefined };
}

/** The effects of a card the rulebook does not print (H7): inventory, hand, draws, plays, actions, bounty. */
function effectInputs(prefix) {
  const inventory = resourceInputs("inventory", `${prefix}-inventory`, 20, (r) => `${r} into (+) or out of (-) the inventory`, -20);
  const numbers = [
    ["hand", "cards into (+) or out of (-) the hand", { min: -10, max: 10 }],
    ["draws", "more (+) or fewer (-) cards drawn this round", { min: -3, max: 10 }],
    ["plays", "more (+) or fewer (-) cards played this round", { min: -3, max: 10 }],
    ["actions", "extra actions this round", { min: 0, max: 5 }],
    ["bounty", "bounty up (+) or down (-), in steps of 100", { min: -1000, max: 1000, step: 100 }],
  ].map(([key, label, range]) => [key, numberInput(`${prefix}-${key}`, label, range)]);
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

/** An adjustment (H7): the card's name and what it changed, shown in the log with that reason. */
function adjustForm(ctx) {
  const { state } = ctx.table;
  const abilityOk = state.active && state.active !== "robin-hood";
  const source = h("select", { name: "adjust-source", "aria-label": "Whose card" },
    abilityOk ? h("option", { value: "ability" }, `${NAMES[state.active]}'s Special Ability`) : null,
    h("option", { value: "king_richard" }, "A King Richard card"), h("option", { value: "story" }, "A Story card"));
  const card = h("input", { name: "adjust-card", maxlength: 60, placeholder: "The card's name or what it says", "aria-label": "Card" });
  const effects = effectInputs("adjust");
  return h("details", { class: "numbers adjust" }, h("summary", {}, "A card did something else (enter its effect)"),
    h("div", { class: "inline" }, source, card), effects.row,
    h("button", { type: "button", onclick: () => {
      if (!card.value.trim()) { ctx.warn("Name the card whose effect this is."); return; }
      ctx.send({ type: "adjust", source: source.value, card: card.value.trim(), ...effects.read() });
    } }, "Enter the effect"));
}

function kingRichardCostForm(ctx, card, title) {
  const cost = resourceInputs("cost", `kr-${card}`);
  return h("details", { class: "numbers" }, h("summary", {}, `King Richard: ${title} (enter its cost)`), cost.row,
    h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "card_numbers", king_richard: card, cost: cost.read() }) },
      "Save the cost"));
}

function robForm(ctx) {
  const { draws, plays } = ctx.table.state.limits;
  const played = resourceInputs("", "rob", plays, (r) => `${r} cards played`);
  return h("section", { class: "entry" }, h("h3", {}, `Rob the rich: draw ${draws}, play up to ${plays} into the inventory`), played.row,
    h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "rob", drawn: draws, played: played.read() }) }, "Done robbing"));
}

function actionMenu(ctx) {
  const { state } = ctx.table;
  const catalogue = state.catalogue;
  const button = (text, move, cost, known = true) => h("button", { type: "button", class: "action",
    disabled: known && !affordable(state, cost), title: known ? `Costs ${costText(cost)}` : "Enter the numbers first",
    onclick: () => ctx.send(move) }, text, h("small", {}, known ? ` (${costText(needed(cost, state.active_skills))} loot)` : ""));
  const items = [];
  for (const man of Object.keys(NAMES)) {
    const entry = catalogue.characters[man];
    if (state.characters[man] === "face-down") {
      items.push(entry ? button(`Recruit ${NAMES[man]}`, { type: "recruit", character: man }, entry.recruit) : numbersForm(ctx, man));
    } else if (state.characters[man] === "jailed") {
      items.push(entry ? button(`Rescue ${NAMES[man]}`, { type: "rescue", character: man }, entry.rescue) : numbersForm(ctx, man));
    }
  }
  for (const [card, title] of Object.entries(KING_RICHARD)) {
    const cost = catalogue.king_richard[card];
    if (state.king_richard[card] === "available") {
      items.push(cost ? button(`King Richard: ${title}`, { type: "acquire_king_richard", card }, cost)
        : kingRichardCostForm(ctx, card, title));
    } else if (state.king_richard[card] === "held") {
      items.push(button(`Use ${title}`, { type: "use_king_richard", card }, {}));
    }
  }
  if (state.sherwood < 5) items.push(button(`Build Sherwood Forest (${state.sherwood}/5)`, { type: "build" }, { strength: 2 }));
  const lower = button("Lower the bounty by 100", { type: "lower_bounty" }, { influence: 3 });
  if (state.lowered_this_round) { lower.disabled = true; lower.title = "Once a round"; }
  items.push(lower);
  if (state.active && state.active !== "robin-hood") { // Robin Hood has no Special Ability (H7)
    const note = h("input", { name: "ability-note", maxlength: 200, placeholder: "What the ability did" });
    const effects = effectInputs("ability");
    items.push(h("div", {}, h("div", { class: "inline" }, note, h("button", { type: "button", onclick: () => {
      if (note.value.trim()) ctx.send({ type: "ability", note: note.value.trim(), ...effects.read() }); else ctx.warn("Say what the Special Ability did.");
    } }, `${NAMES[state.active]}'s Special Ability`)),
    h("details", { class: "numbers" }, h("summary", {}, "What it changed, for the app to count"), effects.row)));
  }
  if (!state.actions_taken) items.push(h("button", { type: "button", class: "danger", onclick: () => ctx.send({ type: "no_action" }) }, "No action (bounty +100)"));
  const left = state.limits.actions - state.actions_taken;
  const title = state.limits.actions > 1 ? `Action: ${left} of ${state.limits.actions} left this round` : "Action: one a round";
  return h("section", { class: "entry actions" }, h("h3", {}, title), items);
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

function storyForm(ctx) {
  const { state } = ctx.table;
  const card = h("input", { name: "story-card", maxlength: 60, placeholder: "The Story card's name (optional)", "aria-label": "Story card" });
  const costs = resourceInputs("cost", "story");
  const lost = resourceInputs("lost", "story-lost", 20, (r) => `${r} cards lost`);
  const jail = Object.keys(NAMES).filter((c) => state.characters[c] === "face-up")
    .map((c) => [c, stickyBox(`story-jail-${c}`, `Jail ${NAMES[c]}`, state.round)]);
  const sherwood = stickyBox("story-sherwood", "Sherwood Forest cards lost", state.round);
  const bounty = numberInput("story-bounty", "Bounty up (+) or down (-)", { min: -1000, max: 1000, step: 100 });
  const resolve = () => {
    const move = { type: "story" };
    if (card.value.trim()) move.card = card.value.trim();
    if (Object.keys(costs.read()).length) move.cost = costs.read(); // paid: at least one resource (H9)
    if (Object.keys(lost.read()).length) move.lost = lost.read(); // taken away without the skill discount (H9)
    const jailed = jail.filter(([, box]) => box.checked).map(([c]) => c);
    if (jailed.length) move.jailed = jailed;
    if (sherwood.checked) move.sherwood_lost = true;
    if (bounty.read() !== undefined) move.bounty = bounty.read();
    ctx.send(move);
  };
  return h("section", { class: "entry" }, h("h3", {}, `Story card (${state.story_left} left)`),
    h("p", {}, "Enter everything the card did: a cost paid (skills first), loot it took, characters jailed, the camp lost, the bounty moved."),
    card, h("p", { class: "tiny" }, "Paid:"), costs.row, h("p", { class: "tiny" }, "Taken from the inventory:"), lost.row,
    jail.length ? h("div", { class: "numbers-row" }, h("span", {}, "Jailed"), jail.map(([c, box]) => h("label", { class: "tiny" }, box, NAMES[c]))) : null,
    h("div", { class: "numbers-row" }, h("label", { class: "tiny" }, sherwood, "Sherwood Forest cards lost"), bounty.row),
    h("button", { type: "button", class: "primary", onclick: resolve }, "Resolve the Story card"),
    h("button", { type: "button", onclick: () => ctx.send({ type: "story", outcome: "nothing" }) }, "Nothing to pay"));
}

function saveCatalogue(ctx) {
  const name = h("input", { name: "catalogue-name", maxlength: 40, placeholder: "e.g. Our box", "aria-label": "Catalogue name" });
  return h("details", { class: "save-catalogue" }, h("summary", {}, "Save the card numbers for later games"),
    h("div", { class: "inline" }, name, h("button", { type: "button", onclick: async () => {
      try { await api.savePreset("hero-of-the-people", name.value.trim(), ctx.table.state.catalogue); ctx.warn(`Saved as "${name.value.trim()}".`); }
      catch (err) { ctx.warn(err.message); }
    } }, "Save")));
}

const signed = (n) => (n > 0 ? `+${n}` : String(n));

/** An adjustment's effects in words (H7). */
function effectsText(effects) {
  if (!effects) return "";
  const parts = [];
  for (const [r, n] of Object.entries(effects.inventory || {})) parts.push(`${signed(n)} ${r}`);
  if (effects.hand) parts.push(`hand ${signed(effects.hand)}`);
  if (effects.draws) parts.push(`draws ${signed(effects.draws)}`);
  if (effects.plays) parts.push(`plays ${signed(effects.plays)}`);
  if (effects.actions) parts.push(`actions ${signed(effects.actions)}`);
  if (effects.bounty) parts.push(`bounty ${signed(effects.bounty)}`);
  return parts.join(", ");
}

/** A Story card's log line: the first form (one outcome) or its effects (H7, H9). */
function storyText(m, r) {
  const parts = [];
  if (r.loot && Object.keys(r.loot).length) parts.push(`paid ${costText(r.loot)}`);
  else if (m.cost || m.outcome === "paid") parts.push("paid with skills");
  if (r.loot_lost) parts.push(`lost ${costText(r.loot_lost)}`);
  const jailed = r.jailed || (m.outcome === "jailed" && m.character ? [m.character] : []);
  if (jailed.length) parts.push(`jailed ${jailed.map((c) => NAMES[c]).join(", ")}`);
  if (m.sherwood_lost || m.outcome === "sherwood_lost") parts.push(`Sherwood Forest cards lost (${r.lost_cards ?? 0})`);
  const change = r.bounty_change ?? (m.outcome === "bounty_raised" ? m.amount : null);
  if (change) parts.push(`bounty ${signed(change)}`);
  if (r.pick_hero) parts.push("pick the active hero");
  return `Story${m.card ? ` "${m.card}"` : ""}: ${parts.join("; ") || "nothing"}`;
}

export const heroGame = {
  describe(entry, who) {
    const m = entry.move, r = entry.result;
    const loot = r.loot && Object.keys(r.loot).length ? ` (paid ${costText(r.loot)})` : "";
    const text = {
      rob: () => `Robbed the rich: played ${costText(m.played)}; hand ${r.hand}${r.discarded ? `, discarded ${r.discarded}` : ""}`,
      recruit: () => `Recruited ${NAMES[m.character]}${loot}`, rescue: () => `Rescued ${NAMES[m.character]}${loot}`,
      build: () => `Built Sherwood Forest${loot}`, lower_bounty: () => `Lowered the bounty${loot}`,
      no_action: () => "No action: bounty +100", story: () => storyText(m, r),
      choose_hero: () => `Active hero: ${NAMES[m.character]}`, card_numbers: () => "Entered card numbers",
      acquire_king_richard: () => `Acquired King Richard: ${KING_RICHARD[m.card]}${loot}`,
      use_king_richard: () => `Used King Richard: ${KING_RICHARD[m.card]}`,
      ability: () => `${r.reason || "Special Ability"}: ${m.note}${r.effects ? ` (${effectsText(r.effects)})` : ""}`,
      adjust: () => `${r.reason}: ${effectsText(r.effects)}`,
    }[m.type];
    return text ? text() : null;
  },
  render(ctx) {
    const { state } = ctx.table;
    const parts = [bountyTrack(state.bounty)];
    if (state.outcome === "won") parts.push(h("p", { class: "banner" }, "You win: all six Merry Men are free and the bounty is under 500!"));
    if (state.outcome === "lost") parts.push(h("p", { class: "banner lost" }, `You lose: ${state.lost_because}`));
    parts.push(h("p", { class: "round-line" }, `Round ${state.round} · ${PHASES[state.phase]} phase · ${state.story_left} Story cards left · hand ${state.hand}`));
    parts.push(h("ul", { class: "band" }, Object.keys(NAMES).map((c) => h("li", { class: `char ${state.characters[c]}${state.active === c ? " active" : ""}` },
      NAMES[c], h("small", {}, state.active === c ? " active" : ` ${state.characters[c].replace("-", " ")}`)))));
    if (!state.active && !state.outcome) {
      parts.push(h("p", { class: "no-hero" }, state.pick_hero
        ? "Your active hero is in jail: pick another face-up character."
        : "No active hero: every character is jailed or not recruited, so costs are paid with loot alone."));
    }
    parts.push(h("p", { class: "inventory" }, "Inventory: ", RESOURCES.map((r) => h("span", { class: "res" }, `${r} ${state.inventory[r]}`)),
      ` · Sherwood ${state.sherwood}/5`));
    if (!ctx.readOnly && !state.outcome) {
      if (state.phase === "active") {
        const heroes = Object.keys(NAMES).filter((c) => state.characters[c] === "face-up" && c !== state.active);
        if (heroes.length) parts.push(h("div", { class: "inline" }, heroes.map((c) => h("button", { type: "button", onclick: () => ctx.send({ type: "choose_hero", character: c }) }, `Make ${NAMES[c]} active`))));
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
