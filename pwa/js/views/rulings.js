// How the app reads each rulebook: every ruling id the engine cites in its refusals, per game,
// grouped by the phase of play a player meets it in (the engine's Game.ruling_phases), searchable.
// Each ruling has an anchor (#GAME-ID, e.g. #robin-hood-goods-G10): refusals, "What can I do now?"
// and the results' tie-breaks link there. /rulings#GAME (a game's id) opens that game's rulings alone.
import { api } from "../api.js";
import { h, mount } from "../dom.js";
import { loadPart, t } from "../i18n.js";

// The words after the game and beyond the table, loaded with the screens that use them (pwa/locales/<language>/after.ftl).
await loadPart("after");

/** Text as a search compares it: lower case, without accents ("Règle" finds "regle"). */
const folded = (text) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/** One game's rulings, a section per phase, each ruling a <dt>/<dd> pair its search text is kept on. */
function gameSection(game) {
  return h("section", { id: game.id, class: "rulings-game", "data-game": game.id }, h("h2", {}, game.title),
    game.ruling_phases.map((phase) => h("section", { class: "rulings-phase", "data-phase": phase.phase },
      h("h3", {}, phase.title),
      h("dl", { class: "rulings" }, phase.rulings.map((id) => h("div", {
        class: "ruling", "data-search": folded(`${id} ${game.rulings[id]}`),
      }, h("dt", { id: `${game.id}-${id}` }, id), h("dd", {}, game.rulings[id])))))));
}

/** Show the rulings of the chosen game that contain every word searched for; hide empty phases and games. */
function filter(root, gameId, query, found) {
  const words = folded(query).split(/\s+/).filter(Boolean);
  let count = 0;
  for (const section of root.querySelectorAll(".rulings-game")) {
    let inGame = 0;
    for (const phase of section.querySelectorAll(".rulings-phase")) {
      let inPhase = 0;
      for (const ruling of phase.querySelectorAll(".ruling")) {
        const shown = words.every((word) => ruling.dataset.search.includes(word));
        ruling.hidden = !shown;
        inPhase += shown ? 1 : 0;
      }
      phase.hidden = inPhase === 0;
      inGame += inPhase;
    }
    section.hidden = (gameId && section.dataset.game !== gameId) || inGame === 0;
    count += section.hidden ? 0 : inGame;
  }
  found.textContent = words.length ? t("rulings-found", { count }) : "";
}

export async function rulingsView(_match, root) {
  const games = await api.games();
  const anchor = decodeURIComponent(location.hash.slice(1));
  const chosenGame = games.find((g) => g.id === anchor)?.id || "";
  const search = h("input", { type: "search", name: "rulings-search", id: "rulings-search", autocomplete: "off" });
  const gamePicker = h("select", { name: "rulings-game", id: "rulings-game" },
    h("option", { value: "" }, t("rulings-every-game")),
    games.map((g) => h("option", { value: g.id, selected: g.id === chosenGame }, g.title)));
  const found = h("p", { class: "rulings-found", role: "status" });
  const sections = h("div", {}, games.map(gameSection));
  const apply = () => filter(sections, gamePicker.value, search.value, found);
  search.addEventListener("input", apply);
  gamePicker.addEventListener("change", apply);
  mount(root, h("section", { class: "card" }, h("h1", {}, t("rulings-heading")),
    h("p", {}, t("rulings-intro")),
    h("div", { class: "rulings-tools" },
      h("label", { for: "rulings-game" }, t("rulings-game")), gamePicker,
      h("label", { for: "rulings-search" }, t("rulings-search")), search),
    found, sections));
  apply();
  if (anchor && !chosenGame) document.getElementById(anchor)?.scrollIntoView();
}
