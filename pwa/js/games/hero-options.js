// The new-table form's words for Hero of the People's options (the form itself is views/new-table.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it.
import { t } from "../i18n.js";

/** Each option's words, by option name (the form reads `linked` too: options the rules tie together). */
export function optionWords() {
  return {
    // The rulebook sets the difficulty by the tracker's colour: green easy, yellow normal, red hard
    // (the spaces of each colour are the app's drawing choice, see the game's decisions).
    bounty: { label: t("hero-option-bounty"), help: t("hero-option-bounty-help"),
      zones: [{ name: t("hero-option-easy"), colour: "green", from: 0, to: 300, pick: 200 },
        { name: t("hero-option-normal"), colour: "yellow", from: 400, to: 600, pick: 500 },
        { name: t("hero-option-hard"), colour: "red", from: 700, to: 900, pick: 800 }] },
  };
}
