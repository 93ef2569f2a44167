// The new-table form's words for Curse You, Robin Hood!'s options (the form itself is views/home.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it.

// The Legends' names (the legends option's `x-names`), how many play with how many players and who
// the rulebook seats first (C2: `setup_tables`): read from the game as the engine publishes it.
const capital = (text) => text.replace(/^./, (c) => c.toUpperCase());

/** The seats clockwise as engine/games/curse.py's default_order() sets them; the server checks again. */
function curseSeats(values, names) {
  const people = [...Array(values.players).keys()].map((i) => ({ id: `p${i}`, name: `Player ${i + 1}` }));
  const legends = (values.legends || []).map((id) => ({ id, name: names[id] || id }));
  // 1 player: the player then the Legends; 2: player, Legend, player, Legend; more: the first
  // dealer, the Legend on the dealer's left, then the other players.
  if (values.players === 1) return [...people, ...legends];
  if (values.players === 2 && legends.length === 2) return [people[0], legends[0], people[1], legends[1]];
  return [people[0], ...legends, ...people.slice(1)];
}

/** Each option's words, by option name (the form reads `linked` too: options the rules tie together). */
export function optionWords(game) {
  const published = game.options_schema.properties?.legends;
  const item = published?.items || published?.anyOf?.find((s) => s.type === "array")?.items || {};
  const names = Object.fromEntries(Object.entries(item["x-names"] || {}).map(([id, name]) => [id, capital(name)]));
  const tables = game.setup_tables || {};
  const forPlayers = tables.legends_for_players || {};
  return {
    players: { label: "Players", help: "Not counting the Legends, who play from their own stacks." },
    legends: {
      label: "Legends", item: (i) => `Legend ${i + 1}`, choices: names,
      count: (v) => forPlayers[v.players] ?? 0, defaults: tables.default_legends || [],
      help: (n) => `With this many players ${n === 1 ? "one Legend plays" : `${n} Legends play`}. Each Legend can sit at the table once.`,
      none: "With 6 players no Legend plays.",
    },
    order: {
      kind: "order", label: "Seat order", items: (values) => curseSeats(values, names),
      help: "Clockwise round the table; the first seat deals the first round. The rulebook's order is already set.",
    },
  };
}
