// The new-table form's words for Rescuing Robin Hood's options (the form itself is views/home.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it.

// Band leaders the rulebook names; any other leader can be typed.
const RESCUING_LEADERS = ["Lady Christabel", "Much the Miller's Son", "Little John", "Friar Tuck", "Maid Marian"];

/** Each option's words, by option name (the form reads `linked` too: options the rules tie together). */
export function optionWords() {
  return {
    players: { label: "Players", help: "One band each; single-band solo plays 1." },
    mode: {
      label: "Game",
      choices: {
        standard: "Standard: five days", accelerated: "Accelerated: days 2, 4 and 5",
        "solo-single": "Solo with one band", "solo-multi": "Solo with several bands",
      },
    },
    expert: { label: "Expert mode", help: "Challenge cards and the final score." },
    leaders: {
      label: "Band leaders", item: (i) => `Band ${i + 1}: leader`, count: (v) => v.players, suggestions: RESCUING_LEADERS,
      help: "The Merry Band Leader each band keeps. The app applies Lady Christabel's +1 and Much the Miller's Son's"
        + " exchange by itself. Leave them all empty to enter leaders' powers by hand.",
      allOrNone: "Name a leader for every band, or leave them all empty.",
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
