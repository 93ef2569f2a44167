// "Play without a server" (issue 38): the tables kept on this phone, a new one, and getting the phone
// ready while a server is in reach (the rules engine, Pyodide, every game's screen and the words kept
// by the service worker). Loaded with import() when opened: a phone joining by QR code never needs it.
import { gamesList } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { language, loadPart, t } from "../i18n.js";
import { navigate } from "../router.js";
import { loadOptionWords, moduleFiles } from "../games/index.js";

export async function offlineView(match, root) {
  if (match[1]) return newLocalTableView(match, root);
  await loadPart("offline");
  const games = await gamesList();
  const [{ localTables }, { playerCount }] = await Promise.all([import("../offline/local-server.js"), import("./home.js")]);
  const kept = localTables();
  const ready = messageBox();
  ready.id = "offline-ready";
  const getReady = h("button", { type: "button", id: "offline-get-ready", onclick: () => prepare(games, ready, getReady) },
    t("offline-get-ready"));
  mount(root,
    h("section", { class: "card" }, h("h1", {}, t("offline-title")), h("p", {}, t("offline-intro")),
      h("p", { class: "hint" }, t("offline-ready-hint")), getReady, ready),
    kept.length ? h("section", { class: "card" }, h("h2", {}, t("offline-kept-title")),
      h("ul", { class: "games", id: "offline-tables" }, kept.map((table) => h("li", {},
        h("a", { href: `/t/${table.uploadedAs || table.id}`, "data-link": true, class: "game-link" },
          h("strong", {}, games.find((g) => g.id === table.game)?.title ?? table.game),
          h("span", {}, t("offline-kept-line", { names: table.players.join(", "), moves: table.version,
            state: table.uploadedAs ? "uploaded" : table.finished ? "finished" : "playing" }))))))) : null,
    h("section", { class: "card" }, h("h2", {}, t("offline-new-title")),
      h("ul", { class: "games" }, games.map((g) => h("li", {},
        h("a", { href: `/offline/new/${g.id}`, "data-link": true, class: "game-link" },
          h("strong", {}, g.title), h("span", {}, playerCount(g))))))));
  return null;
}

/**
 * Keep what a table needs with no server: the engine and Pyodide (the service worker fetches them,
 * engine.js keepEngineOffline), and every game's screen, new-table form and words in this language.
 */
async function prepare(games, ready, button) {
  button.disabled = true;
  ready.show(t("offline-getting-ready"), "ok");
  try {
    const { keepEngineOffline, startEngine } = await import("../offline/engine.js");
    for (const game of games) {
      await loadOptionWords(game.id).catch(() => {}); // the form's module and words, fetched now: kept by the worker
      keepFile(moduleFiles[game.id]);
      keepFile(moduleFiles[game.id]?.replace(/\.js$/, "-options.js"));
      keepFile(`/locales/${language()}/${game.id}.ftl`);
    }
    keepFile(`/locales/${language()}/offline.ftl`);
    const version = await keepEngineOffline(language());
    await startEngine(); // and it runs here
    ready.show(version ? t("offline-ready") : t("offline-ready-not-kept"), version ? "ok" : "error");
  } catch (err) {
    ready.show(t("offline-not-ready", { why: err.message }));
  } finally {
    button.disabled = false;
  }
}

function keepFile(file) {
  if (!file || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ keep: file })).catch(() => {});
}

/** A new table kept on this phone (/offline/new/GAME): the new-table form, then the names (namesForm). */
async function newLocalTableView(match, root) {
  await loadPart("offline");
  const [{ newTableView }, { seatsFor, createLocalTable }] = await Promise.all([
    import("./new-table.js"), import("../offline/local-server.js")]);
  // The engine says how many seats the options give; then one name a seat, and the table opens
  // asking who holds the phone.
  const create = async (game, values) => {
    const { seats, options } = await seatsFor(game.id, values);
    mount(root, namesForm(seats, async (names) => navigate(`/t/${await createLocalTable(game.id, options, names)}`)));
  };
  return newTableView(match, root, { create, title: (game) => t("offline-new-table-title", { game: game.title }) });
}

/** The names of the players, one a seat, once the options say how many seats (the new table's second step). */
export function namesForm(seats, onNames) {
  const inputs = Array.from({ length: seats }, (_, seat) => h("input", {
    id: `offline-name-${seat}`, name: `name-${seat}`, maxlength: 40, required: true, autocomplete: "off",
    value: t("offline-player-n", { number: seat + 1 }) }));
  const message = messageBox();
  message.setAttribute("role", "alert");
  const form = h("form", { class: "card", id: "offline-names", novalidate: true, onsubmit: (event) => {
    event.preventDefault();
    const names = inputs.map((input) => input.value.trim());
    const twice = names.find((name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) !== index);
    if (names.some((name) => !name)) { message.show(t("offline-name-needed")); return; }
    if (twice) { message.show(t("offline-name-twice", { name: twice })); return; }
    onNames(names).catch((err) => message.show(err.message));
  } },
  h("h2", {}, t("offline-names-title")),
  inputs.map((input, seat) => h("div", { class: "field" },
    h("label", { for: input.id }, t("offline-seat-label", { number: seat + 1 })), input)),
  h("div", { class: "form-end" }, message, h("button", { class: "primary", type: "submit", id: "offline-start" }, t("offline-start"))));
  return form;
}
