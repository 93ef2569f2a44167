// "Set up the table": the game's setup for this table's exact options, step by step with a check box
// each. The steps and their words are the server's (GET /tables/{id}/setup, from the engine's
// Game.setup_steps, in this phone's language); this module only lists them. Loaded when the section
// is shown, so a phone that joins a table already in play does not download it.
//
// The check marks are this device's own: localStorage keeps, per table, the ids of the steps ticked
// here (the ids are the same in every language, so a change of language keeps them). Nobody else's
// screen changes when one phone ticks a step: each person ticks what they did themselves.
import { api } from "../api.js";
import { h } from "../dom.js";
import { t } from "../i18n.js"; // its words are in the shared part ("app"): a fresh table loads no other

const keptUnder = (tableId) => `sherwood.setup.${tableId}`;

function tickedHere(tableId) {
  try {
    return new Set(JSON.parse(localStorage.getItem(keptUnder(tableId))) || []);
  } catch {
    return new Set(); // storage blocked or unreadable: start with nothing ticked
  }
}

function keepTicked(tableId, ids) {
  try { localStorage.setItem(keptUnder(tableId), JSON.stringify([...ids])); } catch { /* storage blocked: ticks last this visit */ }
}

/** The section's body: the steps as a numbered list of check boxes and how many are ticked; null
 * for a game with nothing to set up (the caller hides the section). */
export async function setupBody(tableId, token) {
  const { steps } = await api.tableSetup(tableId, token);
  if (!steps.length) return null;
  const ticked = tickedHere(tableId);
  const progress = h("p", { class: "setup-progress", "aria-live": "polite" });
  const sayProgress = () => {
    const done = steps.filter((step) => ticked.has(step.id)).length;
    progress.textContent = done === steps.length ? t("setup-all-done") : t("setup-progress", { done, count: steps.length });
  };
  const items = steps.map((step, index) => {
    const id = `setup-step-${index}`;
    const box = h("input", { type: "checkbox", id, checked: ticked.has(step.id) });
    box.addEventListener("change", () => {
      if (box.checked) ticked.add(step.id); else ticked.delete(step.id);
      keepTicked(tableId, ticked);
      sayProgress();
    });
    return h("li", { "data-step": step.id }, box, h("label", { for: id }, step.text));
  });
  sayProgress();
  return [h("p", { class: "setup-intro" }, t("setup-intro")), h("ol", { class: "setup-list" }, items), progress];
}
