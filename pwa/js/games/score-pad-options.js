// The new-table form's words for the score pad's options (the form itself is views/new-table.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it.
import { t } from "../i18n.js";

/** Each option's words, by option name (the form reads `linked` too: options the rules tie together). */
export function optionWords() {
  return {
    // Its help is the schema's description ("Number of seats."), which the server publishes in English only.
    players: { label: t("sp-option-players"), help: t("sp-option-players-help") },
    goal: { label: t("sp-option-goal"), help: t("sp-option-goal-help") },
    game_name: { label: t("sp-option-game-name"), help: t("sp-option-game-name-help") },
    bgg_id: { label: t("sp-option-bgg-id"), help: t("sp-option-bgg-id-help") },
    // The score sheet's options.
    sheet: { label: t("sp-option-sheet"), help: t("sp-option-sheet-help") },
    rounds: { label: t("sp-option-rounds"), help: t("sp-option-rounds-help") },
    lowest_wins: { label: t("sp-option-lowest-wins"), help: t("sp-option-lowest-wins-help") },
    teams: { kind: "teams", label: t("sp-option-teams"), help: t("sp-option-teams-help") },
    // A round limit is a score sheet's (SP6): typing one ticks the sheet.
    linked: (v, changed) => (changed === "rounds" && v.rounds !== null && v.rounds !== undefined && !v.sheet ? { sheet: true } : null),
  };
}
