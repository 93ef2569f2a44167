// How the app reads each rulebook: every ruling id the engine cites in its refusals.
// Each ruling has an anchor (#GAME-ID, e.g. #robin-hood-goods-G10): the results screen links its tie-breaks there.
import { api } from "../api.js";
import { h, mount } from "../dom.js";
import { loadPart, t } from "../i18n.js";

// The words after the game and beyond the table, loaded with the screens that use them (pwa/locales/<language>/after.ftl).
await loadPart("after");

export async function rulingsView(_match, root) {
  const games = await api.games();
  mount(root, h("section", { class: "card" }, h("h1", {}, t("rulings-heading")),
    h("p", {}, t("rulings-intro")),
    games.map((g) => h("section", { id: g.id }, h("h2", {}, g.title),
      h("dl", { class: "rulings" }, Object.entries(g.rulings).map(([id, text]) => [h("dt", { id: `${g.id}-${id}` }, id), h("dd", {}, text)]))))));
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}
