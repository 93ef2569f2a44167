// Robin Hood: Hero of the People: the bounty track and the referee of each round.
import { h, svg } from "../dom.js";
import { lineChart } from "../charts.js";
import { api } from "../api.js";

const RESOURCES = ["archery", "sword", "gold", "strength", "influence"];
const MERRY_MEN = ["maid-marian", "little-john", "will-scarlett", "friar-tuck", "alan-a-dale", "much-the-miller"];
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
function resourceInputs(label, prefix, max = 20, aria = (r) => `${label} ${r}`) {
  const inputs = Object.fromEntries(RESOURCES.map((r) => [r, h("input", { type: "number", min: 0, max, value: 0,
    name: `${prefix}-${r}`, "aria-label": aria(r) })]));
  const row = h("div", { class: "numbers-row" }, label ? h("span", {}, label) : null,
    RESOURCES.map((r) => h("label", { class: "tiny" }, r, inputs[r])));
  const read = () => Object.fromEntries(RESOURCES.map((r) => [r, Number(inputs[r].value || 0)]).filter(([, n]) => n));
  return { row, read };
}

function numbersForm(ctx, character) {
  const [skills, recruit, rescue] = ["skills", "recruit", "rescue"].map((part) => resourceInputs(part, `${character}-${part}`));
  return h("details", { class: "numbers" }, h("summary", {}, `Enter ${NAMES[character]}'s numbers from the card`),
    skills.row, recruit.row, rescue.row,
    h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "card_numbers", character,
      skills: skills.read(), recruit: recruit.read(), rescue: rescue.read() }) }, "Save the numbers"));
}

function kingRichardCostForm(ctx, card, title) {
  const cost = resourceInputs("cost", `kr-${card}`);
  return h("details", { class: "numbers" }, h("summary", {}, `King Richard: ${title} (enter its cost)`), cost.row,
    h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "card_numbers", king_richard: card, cost: cost.read() }) },
      "Save the cost"));
}

function robForm(ctx) {
  const played = resourceInputs("", "rob", 3, (r) => `${r} cards played`);
  return h("section", { class: "entry" }, h("h3", {}, "Rob the rich: draw 3, play up to 3 into the inventory"), played.row,
    h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "rob", played: played.read() }) }, "Done robbing"));
}

function actionMenu(ctx) {
  const { state } = ctx.table;
  const catalogue = state.catalogue;
  const button = (text, move, cost, known = true) => h("button", { type: "button", class: "action",
    disabled: known && !affordable(state, cost), title: known ? `Costs ${costText(cost)}` : "Enter the numbers first",
    onclick: () => ctx.send(move) }, text, h("small", {}, known ? ` (${costText(needed(cost, state.active_skills))} loot)` : ""));
  const items = [];
  for (const man of MERRY_MEN) {
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
  items.push(button("Lower the bounty by 100", { type: "lower_bounty" }, { influence: 3 }));
  const note = h("input", { name: "ability-note", maxlength: 200, placeholder: "What the ability did" });
  items.push(h("div", { class: "inline" }, note, h("button", { type: "button", onclick: () => {
    if (note.value.trim()) ctx.send({ type: "ability", note: note.value.trim() }); else ctx.warn("Say what the Special Ability did.");
  } }, "Special Ability")));
  items.push(h("button", { type: "button", class: "danger", onclick: () => ctx.send({ type: "no_action" }) }, "No action (bounty +100)"));
  return h("section", { class: "entry actions" }, h("h3", {}, "Action: one a round"), items);
}

function storyForm(ctx) {
  const { state } = ctx.table;
  const costs = resourceInputs("cost", "story");
  const who = h("select", { name: "story-character", "aria-label": "Character jailed" },
    Object.keys(NAMES).filter((c) => state.characters[c] === "face-up").map((c) => h("option", { value: c }, NAMES[c])));
  const amount = h("input", { type: "number", min: 100, max: 1000, step: 100, value: 100, name: "story-amount", "aria-label": "Bounty raised by" });
  return h("section", { class: "entry" }, h("h3", {}, `Story card (${state.story_left} left)`), costs.row,
    h("button", { type: "button", class: "primary", onclick: () => ctx.send({ type: "story", outcome: "paid", cost: costs.read() }) }, "Paid the cost"),
    h("div", { class: "inline" }, who, h("button", { type: "button", onclick: () => ctx.send({ type: "story", outcome: "jailed", character: who.value }) }, "Jailed")),
    h("button", { type: "button", onclick: () => ctx.send({ type: "story", outcome: "sherwood_lost" }) }, "Lost the Sherwood Forest cards"),
    h("div", { class: "inline" }, amount, h("button", { type: "button", onclick: () => ctx.send({ type: "story", outcome: "bounty_raised", amount: Number(amount.value) }) }, "Bounty raised")),
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

export const heroGame = {
  describe(entry, who) {
    const m = entry.move, r = entry.result;
    const loot = r.loot && Object.keys(r.loot).length ? ` (paid ${costText(r.loot)})` : "";
    const text = {
      rob: () => `Robbed the rich: played ${costText(m.played)}; hand ${r.hand}${r.discarded ? `, discarded ${r.discarded}` : ""}`,
      recruit: () => `Recruited ${NAMES[m.character]}${loot}`, rescue: () => `Rescued ${NAMES[m.character]}${loot}`,
      build: () => `Built Sherwood Forest${loot}`, lower_bounty: () => `Lowered the bounty${loot}`,
      no_action: () => "No action: bounty +100", story: () => `Story: ${m.outcome.replace("_", " ")}${loot}`,
      choose_hero: () => `Active hero: ${NAMES[m.character]}`, card_numbers: () => "Entered card numbers",
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
    parts.push(h("p", { class: "inventory" }, "Inventory: ", RESOURCES.map((r) => h("span", { class: "res" }, `${r} ${state.inventory[r]}`)),
      ` · Sherwood ${state.sherwood}/5`));
    if (!ctx.readOnly && !state.outcome) {
      if (state.phase === "active") {
        const heroes = Object.keys(NAMES).filter((c) => state.characters[c] === "face-up" && c !== state.active);
        if (heroes.length) parts.push(h("div", { class: "inline" }, heroes.map((c) => h("button", { type: "button", onclick: () => ctx.send({ type: "choose_hero", character: c }) }, `Make ${NAMES[c]} active`))));
        parts.push(robForm(ctx));
      } else if (state.phase === "action") parts.push(actionMenu(ctx));
      else if (state.phase === "story") parts.push(storyForm(ctx));
      parts.push(saveCatalogue(ctx));
    }
    parts.push(lineChart({ title: "Bounty by round", labels: state.bounty_by_round.map((_, i) => (i === 0 ? "start" : `R${i}`)),
      series: [{ name: "Bounty", values: state.bounty_by_round }], max: 1000,
      bands: [{ from: 0, to: 400, fill: "#3f9a5a" }, { from: 400, to: 700, fill: "#d9b42a" }, { from: 700, to: 1000, fill: "#c24a3a" }],
      marks: [{ value: 500, label: "500" }] }));
    return h("div", { class: "hero" }, parts);
  },
};
