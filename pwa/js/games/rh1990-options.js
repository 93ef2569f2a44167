// The new-table form's words for Robin Hood (1990)'s options (the form itself is views/home.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it.

/** Each option's words, by option name (the form reads `linked` too: options the rules tie together). */
export function optionWords() {
  return {
    players: { label: "Players" },
    rule: {
      label: "Settlement", choices: { last: "The rulebook's", behind: "House rule V2" },
      help: "When a pawn reaches a gathering point, the rulebook pays each player the spaces between them and the last"
        + " player; house rule V2 pays the spaces to the player directly behind.",
    },
    // Names are known only once people sit: the table screen asks "Who is the youngest?" by name (V4).
    first_player: { kind: "later" },
  };
}
