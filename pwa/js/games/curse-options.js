// The new-table form's words for Curse You, Robin Hood!'s options (the form itself is views/new-table.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it.
import { t } from "../i18n.js";

// The Legends (the legends option's choices), how many play with how many players and who the
// rulebook seats first (C2: `setup_tables`): read from the game as the engine publishes it. Their
// names are the catalog's, in the reader's language (the published `x-names` are English).

/** The seats clockwise as engine/games/curse.py's default_order() sets them; the server checks again. */
function curseSeats(values, names) {
  const people = [...Array(values.players).keys()].map((i) => ({ id: `p${i}`, name: t("curse-option-player", { number: i + 1 }) }));
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
  const legends = item.enum || Object.keys(item["x-names"] || {});
  const names = Object.fromEntries(legends.map((legend) => [legend, t("curse-legend", { legend, form: "start" })]));
  const tables = game.setup_tables || {};
  const forPlayers = tables.legends_for_players || {};
  return {
    players: { label: t("curse-option-players"), help: t("curse-option-players-help") },
    legends: {
      label: t("curse-option-legends"), item: (i) => t("curse-option-legend", { number: i + 1 }), choices: names,
      count: (v) => forPlayers[v.players] ?? 0, defaults: tables.default_legends || [],
      help: (count) => t("curse-option-legends-help", { count }),
      none: t("curse-option-no-legend"),
    },
    order: {
      kind: "order", label: t("curse-option-order"), items: (values) => curseSeats(values, names),
      help: t("curse-option-order-help"),
    },
  };
}
