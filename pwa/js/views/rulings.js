// How the app reads each rulebook: every ruling id the engine cites in its refusals.
// Each ruling has an anchor (#GAME-ID, e.g. #robin-hood-goods-G10): the results screen links its tie-breaks there.
import { api } from "../api.js";
import { h, mount } from "../dom.js";

export async function rulingsView(_match, root) {
  const games = await api.games();
  mount(root, h("section", { class: "card" }, h("h1", {}, "Rulings"),
    h("p", {}, "Where a rulebook is silent or contradicts itself, the app follows these. Refusals name the ruling."),
    games.map((g) => h("section", { id: g.id }, h("h2", {}, g.title),
      h("dl", { class: "rulings" }, Object.entries(g.rulings).map(([id, text]) => [h("dt", { id: `${g.id}-${id}` }, id), h("dd", {}, text)]))))));
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}
