// The new-table form's words for the score pad's options (the form itself is views/home.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it.

/** Each option's words, by option name (the form reads `linked` too: options the rules tie together). */
export function optionWords() {
  return {
    players: { label: "Players" },
    goal: { label: "Winning score", help: "Whoever reaches it wins at once. Leave it empty to play without one." },
    game_name: { label: "The game you are scoring", help: "Its name in the results and in BG Stats. Leave it empty for “Score pad”." },
    bgg_id: { label: "Its BoardGameGeek id", help: "Optional: the number in the game's BoardGameGeek address, for BG Stats." },
    // The score sheet's options.
    sheet: { label: "Score round by round", help: "A grid with a row per round; each player or team enters its points once a round." },
    rounds: { label: "Number of rounds", help: "The game ends after the last one. Leave it empty for no limit (the score sheet is then ticked by itself when you type one)." },
    lowest_wins: { label: "Lowest score wins", help: "As in golf or Hearts: the lowest total wins." },
    teams: { kind: "teams", label: "Teams", help: "Players in the same team score together: one column and one total. Leave everyone in “No team” to play alone." },
    // A round limit is a score sheet's (SP6): typing one ticks the sheet.
    linked: (v, changed) => (changed === "rounds" && v.rounds !== null && v.rounds !== undefined && !v.sheet ? { sheet: true } : null),
  };
}
