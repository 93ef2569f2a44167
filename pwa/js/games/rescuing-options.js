// The new-table form's words for Rescuing Robin Hood's options (the form itself is views/new-table.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it.
import { t } from "../i18n.js";

// Band leaders the rulebook names; any other leader can be typed. The names stay the rulebook's English:
// the app applies Lady Christabel's and Much the Miller's Son's powers by these names.
const RESCUING_LEADERS = ["Lady Christabel", "Much the Miller's Son", "Little John", "Friar Tuck", "Maid Marian"];

/** Each option's words, by option name (the form reads `linked` too: options the rules tie together). */
export function optionWords() {
  return {
    players: { label: t("rescuing-option-players"), help: t("rescuing-option-players-help") },
    mode: {
      label: t("rescuing-option-mode"),
      choices: {
        standard: t("rescuing-option-mode-standard"), accelerated: t("rescuing-option-mode-accelerated"),
        "solo-single": t("rescuing-option-mode-solo-single"), "solo-multi": t("rescuing-option-mode-solo-multi"),
      },
    },
    expert: { label: t("rescuing-option-expert"), help: t("rescuing-option-expert-help") },
    leaders: {
      label: t("rescuing-option-leaders"), item: (i) => t("rescuing-option-leader", { number: i + 1 }), count: (v) => v.players,
      suggestions: RESCUING_LEADERS, help: t("rescuing-option-leaders-help"), allOrNone: t("rescuing-option-leaders-all-or-none"),
    },
    // One band is single-band solo and single-band solo is one band (R13): choosing either sets the other.
    linked: (v, changed) => {
      if (changed === "mode" && v.mode === "solo-single") return { players: 1 };
      if (changed === "players" && v.players === 1) return { mode: "solo-single" };
      if (changed === "players" && v.players > 1 && v.mode === "solo-single") return { mode: "standard" };
      return null;
    },
  };
}
