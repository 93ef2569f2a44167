// The people this phone played with, from game to game: each person's games, wins, averages and
// bests per game, across the five games and the score pad. The phone sends the server only the
// tables it holds tokens for (POST /people/stats); the server counts the finished ones and names
// the rest as skipped, so nothing of another host's tables is ever read here.
import { api, Offline } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { explainError } from "../forms.js";
import { load, sameName, SEATS } from "../store.js";
import { resultStyles } from "./results.js";

const MOST_TABLES = 100; // what one request counts (the API's limit): the newest ones

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const number = (n) => (Number.isInteger(n) ? String(n) : n.toLocaleString(undefined, { maximumFractionDigits: 1 }));

/** The tables this phone holds a token for, newest first (as the past games saw them). */
async function heldTables() {
  const { pastGame } = await import("../past.js");
  return Object.entries(load(SEATS, {}))
    .map(([id, seats]) => ({ id, token: seats.host || seats.player, at: pastGame(id)?.at ?? 0 }))
    .filter((t) => t.token)
    .sort((a, b) => b.at - a.at)
    .slice(0, MOST_TABLES)
    .map(({ id, token }) => ({ id, token }));
}

/** "Robin Hood Goods: 1 game, 1 win, average 42, best 42." */
function gameLine(line) {
  const scores = line.average_score === null ? "" : `, average ${number(line.average_score)}, best ${number(line.best_score)}`;
  return h("li", {}, h("strong", {}, line.game_name), `: ${plural(line.played, "game")}, ${plural(line.wins, "win")}${scores}.`);
}

/** ``namesakes``: how many people here have this person's name (the host said they are not the same). */
function personCard(person, namesakes) {
  const heading = `person-${person.person_id}`;
  return h("li", { class: "card person", dataset: { person: person.person_id }, "aria-labelledby": heading },
    h("h2", { id: heading }, person.name),
    namesakes > 1 ? h("p", { class: "hint person-namesake" }, `One of ${namesakes} people called ${person.name}: the host said they are not the same.`) : null,
    h("p", { class: "person-total" }, `${plural(person.games, "game")}, ${plural(person.wins, "win")}.`),
    h("ul", { class: "person-games" }, person.by_game.map(gameLine)));
}

export async function peopleView(_match, root) {
  await resultStyles();
  const message = messageBox();
  const status = h("p", { class: "hint", role: "status" }, "Counting…");
  const list = h("ol", { class: "people", "aria-label": "People, by name", hidden: true });
  mount(root, h("section", { class: "card" }, h("h1", {}, "People from game to game"),
    h("p", { class: "hint" }, "Everyone this phone played with, counted over the finished tables it still holds. Only those tables are asked about: nothing of anyone else's tables is read."),
    status, message),
  list,
  h("p", { class: "foot" }, h("a", { href: "/history", "data-link": true }, "Past games on this phone"), " · ",
    h("a", { href: "/", "data-link": true }, "Back to the home page")));
  const tables = await heldTables();
  if (!tables.length) {
    status.textContent = "No games yet. Once a game you played or hosted on this phone is finished, its people appear here.";
    return;
  }
  try {
    const answer = await api.peopleStats(tables);
    const named = (person) => answer.people.filter((p) => sameName(p.name, person.name)).length;
    mount(list, answer.people.map((person) => personCard(person, named(person))));
    list.hidden = answer.people.length === 0;
    const counted = `Counted over ${plural(answer.counted.length, "finished table")}.`;
    const skipped = answer.skipped.length
      ? ` ${plural(answer.skipped.length, "table was", "tables were")} left out: not finished yet, expired, or no longer open to this phone.`
      : "";
    status.textContent = answer.people.length ? counted + skipped
      : `No finished games yet: the people appear here once a game is over.${skipped}`;
  } catch (err) {
    status.textContent = "";
    message.show(err instanceof Offline ? "This phone is offline: the people show once the connection is back." : explainError(err).text);
  }
}
