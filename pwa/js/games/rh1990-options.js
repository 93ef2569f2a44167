// The new-table form's words for Robin Hood (1990)'s options (the form itself is views/new-table.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it.
import { t } from "../i18n.js";

/** Each option's words, by option name (the form reads `linked` too: options the rules tie together). */
export function optionWords() {
  return {
    players: { label: t("rh1990-option-players") },
    rule: {
      label: t("rh1990-option-rule"), choices: { last: t("rh1990-option-rule-last"), behind: t("rh1990-option-rule-behind") },
      help: t("rh1990-option-rule-help"),
    },
    // Names are known only once people sit: the table screen asks "Who is the youngest?" by name (V4).
    first_player: { kind: "later" },
  };
}
