// The entry module (index.html loads it; nothing imports it): the pages by path, so a join link
// (/join/CODE) opens straight on its page. Views move on with router.js's navigate().
import { mount, h, shownRefusal } from "./dom.js";
import { drawPagesWith, navigate } from "./router.js";
import { joinView } from "./views/join.js";
import { tableView } from "./views/table.js";
import { Offline, api } from "./api.js";
import { loadScreen, moduleFiles } from "./games/index.js";
import { session, keepLast, lastKept } from "./store.js";
import { LANGUAGES, keepChoice, language, preferredLanguage, t, useLanguage } from "./i18n.js";

/**
 * A page a phone joining by QR code never opens: its module loads when the page is first
 * opened. A module that cannot load (no connection, no service worker yet) is
 * Offline: the page waits for the connection, as any other page does.
 */
const later = (load, view) => (match, root) => load()
  .catch(() => { throw new Offline(); })
  .then((page) => page[view](match, root));

// Each view gets (the path's regex match, the root element) and may return a cleanup function.
const routes = [
  [/^\/$/, later(() => import("./views/home.js"), "homeView")],
  [/^\/new\/([\w-]+)$/, later(() => import("./views/new-table.js"), "newTableView")],
  [/^\/join\/(\w+)$/, joinView],
  [/^\/join\/?$/, joinView], // /join#CODE: the code stays in the fragment
  [/^\/t\/([\w-]+)$/, tableView],
  [/^\/watch\/([\w-]+)$/, later(() => import("./views/watch.js"), "watchView")],
  [/^\/rulings$/, later(() => import("./views/rulings.js"), "rulingsView")],
  // Past games on this phone: loaded only when opened.
  [/^\/history$/, later(() => import("./views/history.js"), "historyView")],
  // The people this phone played with, and their statistics: loaded only when opened.
  [/^\/people$/, later(() => import("./views/people.js"), "peopleView")],
  // Play without a server (issue 38): the tables kept on this phone, and a new one (/offline/new/GAME).
  [/^\/offline(?:\/new\/([\w-]+))?$/, later(() => import("./views/offline.js"), "offlineView")],
  // A seat moved to this phone.
  [/^\/claim\/?$/, later(() => import("./views/claim.js"), "claimView")],
];

let cleanup = null;
// Each render's number: a page that moves on by itself while it loads (a rematch followed) starts a
// newer render, and the older one must then stop what it started instead of taking over.
let renders = 0;

// -- the game screen a page needs, loaded before the page draws --------

/** The game of the page at `path`: from the address (/new/GAME) or what this phone knows of the table. */
async function gameOfPage(path) {
  const fresh = path.match(/^\/new\/([\w-]+)$/);
  if (fresh) return fresh[1];
  const opened = path.match(/^\/(t|watch)\/([\w-]+)$/);
  if (!opened) return null;
  const [, kind, tableId] = opened;
  const known = lastKept(`game.${tableId}`);
  if (known) return known;
  const seats = session(tableId);
  const token = kind === "watch" ? location.hash.slice(1) : seats.player || seats.host;
  if (seats.game) return seats.game;
  if (!token) return null;
  // The first time this phone opens the table: ask which game it is (once; remembered below).
  try {
    const headers = { Authorization: `Bearer ${token}`, "Accept-Language": language() };
    const response = await fetch(`/api/v1/tables/${tableId}`, { headers, cache: "no-store" });
    return response.ok ? (await response.json()).game : null;
  } catch {
    return null; // offline: the table's own screen says so
  }
}

async function loadScreenOfPage(path) {
  const game = await gameOfPage(path).catch(() => null);
  if (!game) return;
  const tableId = path.match(/^\/(?:t|watch)\/([\w-]+)$/)?.[1];
  if (tableId) keepLast(`game.${tableId}`, game);
  const screen = await loadScreen(game).catch(() => { /* the stand-in screen retries and explains */ });
  keepForOffline(moduleFiles[game]);
  for (const file of screen?.offlineFiles || []) keepForOffline(file); // what the screen loads later (a Fix's controls)
  if (moduleFiles[game]) keepForOffline(`/locales/${language()}/${game}.ftl`); // its words, which the screen needs too
}

/** Ask the service worker to keep a game's screen (or its words), so this table also opens offline later. */
function keepForOffline(file) {
  if (!file || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ keep: file })).catch(() => {});
}

async function render() {
  if (cleanup) { cleanup(); cleanup = null; }
  showNetwork(); // its words depend on the page
  const mine = ++renders;
  const root = document.getElementById("app");
  const match = routes.map(([re, view]) => [location.pathname.match(re), view]).find(([m]) => m);
  if (!match) {
    mount(root, h("section", { class: "card" }, h("h1", {}, t("app-not-found")),
      h("p", {}, t("app-not-found-detail")), h("p", {}, h("a", { href: "/", "data-link": true }, t("app-go-home")))));
    return;
  }
  try {
    await loadScreenOfPage(location.pathname);
    const stop = (await match[1](match[0], root)) || null;
    if (mine !== renders) { stop?.(); return; } // another page took over meanwhile
    cleanup = stop;
  } catch (err) {
    if (mine !== renders) return; // this page was left while it loaded
    if (err instanceof Offline) {
      // Reloaded without a connection: say so plainly and draw the page again once it is back.
      mount(root, h("section", { class: "card" }, h("h1", {}, t("app-waiting")),
        h("p", {}, t("app-waiting-detail"))));
      // The online event, or a look every 10 s (some phones never send it); leaving the page stops both.
      const retry = () => { if (cleanup) { cleanup(); cleanup = null; } render(); };
      const timer = setInterval(() => { if (navigator.onLine) retry(); }, 10000);
      window.addEventListener("online", retry);
      cleanup = () => { clearInterval(timer); window.removeEventListener("online", retry); };
      return;
    }
    mount(root, h("section", { class: "card" }, h("h1", {}, t("app-went-wrong")), h("p", {}, err.message),
      h("p", {}, h("a", { href: "/", "data-link": true }, t("app-go-home")))));
  }
}

document.addEventListener("click", (event) => {
  const link = event.target.closest("a[data-link]");
  if (!link || event.metaKey || event.ctrlKey) return;
  event.preventDefault();
  navigate(link.getAttribute("href"));
});
window.addEventListener("popstate", render);
drawPagesWith(render);

function showNetwork() {
  const badge = document.getElementById("net-status");
  badge.hidden = navigator.onLine;
  // A big screen makes no moves: it only waits for the connection.
  badge.textContent = location.pathname.startsWith("/watch/") ? t("app-offline-screen") : t("app-offline-phone");
}
window.addEventListener("online", showNetwork);
window.addEventListener("offline", showNetwork); // and each render() says it for its page

// -- the language ---------------------------------------------------------------

/** The picker at the top of every page: the languages, each in its own name, and its label in the current one. */
function drawLanguagePicker() {
  const picker = document.getElementById("language");
  document.getElementById("language-label").textContent = t("app-language");
  picker.replaceChildren(...Object.entries(LANGUAGES).map(([code, name]) => h("option", { value: code, lang: code }, name)));
  if (!(language() in LANGUAGES)) picker.append(h("option", { value: language() }, language())); // a test's pseudo-locale
  picker.value = language();
}

/**
 * The reader picked another language: the catalogs in it, then the page drawn again with what
 * was typed into it kept (a half-entered move, a name). The picker is outside the page, so the
 * focus stays on it.
 */
async function changeLanguage(lang) {
  const root = document.getElementById("app");
  // Loaded when first needed: most phones never change language.
  const { typedValues, restoreTyped } = await import("./typed.js");
  const typed = typedValues(root);
  const refusal = shownRefusal();
  keepChoice(lang);
  await useLanguage(lang).catch(() => {});
  navigator.serviceWorker?.getRegistration().then(tellWorker).catch(() => {}); // keep the new language's words
  drawLanguagePicker();
  // Views that draw later (a table draws when its version arrives) say so with "sherwood:drawn".
  const restore = () => restoreTyped(root, typed);
  document.addEventListener("sherwood:drawn", restore);
  setTimeout(() => document.removeEventListener("sherwood:drawn", restore), 5000);
  await render();
  restore();
  if (refusal) rewordRefusal(refusal);
}

/**
 * A refusal that was on the page, said again in the new language: the server words its message
 * (POST /words), and the page drawn again shows it after the same control (dom.js refusalSpot).
 */
async function rewordRefusal({ err, key }) {
  const { explainError } = await import("./forms.js");
  const again = await api.words(err.body.message).catch(() => null);
  if (!again) return; // offline: the refusal goes with the old words, as before
  // The fields' own sentences came in the old words: their places stay marked, the sentence says the rest.
  const unsaid = (value) => (Array.isArray(value) ? [] : value && typeof value === "object"
    ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, unsaid(inner)])) : value);
  const errors = unsaid(err.errors);
  const reworded = Object.assign(Object.create(Object.getPrototypeOf(err)), err, { message: again.text, errors });
  const put = () => document.dispatchEvent(new CustomEvent("sherwood:refusal",
    { detail: { ...explainError(reworded), key, err: reworded } }));
  if (!key || document.querySelector(`#app ${key}`)) put();
  else document.addEventListener("sherwood:drawn", put, { once: true });
}

document.getElementById("language").addEventListener("change", (event) => changeLanguage(event.target.value));

const started = useLanguage(preferredLanguage())
  .catch(() => { /* no catalog reachable (offline before the worker kept one): ids show until it is back */ })
  .finally(() => { drawLanguagePicker(); render(); });

// -- the service worker -----------------------------------------------------------

/**
 * Tell the service worker (installing, waiting or active) the language this page speaks: it keeps
 * that language's words for offline use, and only that language's (sw.js).
 */
function tellWorker(registration) {
  for (const worker of new Set([registration?.installing, registration?.waiting, registration?.active])) {
    worker?.postMessage({ language: language() });
  }
}

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js").then((registration) => {
    started.then(() => tellWorker(registration));
    registration.addEventListener("updatefound", () => started.then(() => tellWorker(registration))); // a new deploy installs
  }).catch(() => { /* http on a LAN address: no worker, app still works */ });
}
