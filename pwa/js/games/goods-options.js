// The new-table form's words for Robin Hood (goods and the Sheriff)'s options (the form itself is views/home.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it.

import { api } from "../api.js";

/** Each option's words, by option name (the form reads `linked` too: options the rules tie together). */
export function optionWords() {
  return {
    players: { label: "Players" },
    mode: { label: "Game", choices: { family: "Family", advanced: "Advanced" }, help: "Advanced adds storing and the sell-out." },
    // Names are known only once people sit: the table screen asks who starts as Sheriff, by name (G8).
    first_sheriff: { kind: "later" },
    card_table: {
      kind: "known-numbers", label: "The player-aid card", known: () => api.cardTable(),
      help: "The rulebook prints only some numbers of the player-aid card: those are filled in and locked. Type the others from your card.",
      sections: {
        values: { label: "Value" }, penalties: { label: "Penalty" }, rewards: { label: "Reward" },
        limits: { label: "Sell-out limit", shown: (v) => v.mode !== "family", note: "Advanced game only; for this number of players." },
      },
    },
  };
}
