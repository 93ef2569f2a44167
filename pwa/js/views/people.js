// The people this phone played with, from game to game: each person's games, wins, averages and
// bests per game, across the five games and the score pad. The phone sends the server only the
// tables it holds tokens for (POST /people/stats); the server counts the finished ones and names
// the rest as skipped, so nothing of another host's tables is ever read here.
import { api, Offline } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { explainError } from "../forms.js";
import { load, sameName, SEATS } from "../store.js";
import { resultStyles } from "./results.js";
import { loadPart, numberWords, t } from "../i18n.js";

// The words after the game and beyond the table, loaded with the screens that use them (pwa/locales/<language>/after.ftl).
await loadPart("after");

const MOST_TABLES = 100; // what one request counts (the API's limit): the newest ones

const number = (n) => numberWords(n, { maximumFractionDigits: 1 });

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
  const counts = { games: line.played, wins: line.wins };
  return h("li", {}, h("strong", {}, line.game_name), line.average_score === null
    ? t("people-game-line", counts)
    : t("people-game-line-scored", { ...counts, average: number(line.average_score), best: number(line.best_score) }));
}

/** ``namesakes``: how many people here have this person's name (the host said they are not the same). */
function personCard(person, namesakes) {
  const heading = `person-${person.person_id}`;
  return h("li", { class: "card person", dataset: { person: person.person_id }, "aria-labelledby": heading },
    h("h2", { id: heading }, person.name),
    namesakes > 1 ? h("p", { class: "hint person-namesake" }, t("people-namesake", { count: namesakes, name: person.name })) : null,
    h("p", { class: "person-total" }, t("people-total", { games: person.games, wins: person.wins })),
    h("ul", { class: "person-games" }, person.by_game.map(gameLine)));
}

export async function peopleView(_match, root) {
  await resultStyles();
  const message = messageBox();
  const status = h("p", { class: "hint", role: "status" }, t("people-counting"));
  const list = h("ol", { class: "people", "aria-label": t("people-list-label"), hidden: true });
  mount(root, h("section", { class: "card" }, h("h1", {}, t("people-heading")),
    h("p", { class: "hint" }, t("people-hint")),
    status, message),
  list,
  h("p", { class: "foot" }, h("a", { href: "/history", "data-link": true }, t("people-history-link")), " · ",
    h("a", { href: "/", "data-link": true }, t("people-home"))));
  const tables = await heldTables();
  if (!tables.length) {
    status.textContent = t("people-no-tables");
    return;
  }
  try {
    const answer = await api.peopleStats(tables);
    const named = (person) => answer.people.filter((p) => sameName(p.name, person.name)).length;
    mount(list, answer.people.map((person) => personCard(person, named(person))));
    list.hidden = answer.people.length === 0;
    const first = answer.people.length ? t("people-counted", { count: answer.counted.length }) : t("people-none-finished");
    const skipped = answer.skipped.length ? t("people-skipped", { count: answer.skipped.length }) : null;
    status.textContent = [first, skipped].filter(Boolean).join(" ");
  } catch (err) {
    status.textContent = "";
    message.show(err instanceof Offline ? t("people-offline") : explainError(err).text);
  }
}
