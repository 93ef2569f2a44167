// Service worker: pre-caches the app shell under a versioned cache name and
// never caches API answers (they are live data, and some are private).
// A game's own screen (/js/games/NAME.js) is not pre-cached: it is kept once a
// table of that game is opened (the page asks, or it is fetched through here),
// so a phone stores the games it plays and a table it opened works offline.
// The phone's words (/locales/LANG/PART.ftl) are kept in the language the page speaks only: the
// page says it ({language}), and the worker keeps that language's shared parts; a game's part is
// kept like its screen. A change of language while online keeps the new one's words too; offline,
// a language never spoken online on this phone is not there (the page stays in the one it had).
const CACHE = "sherwood-shell-__SHELL_VERSION__";
const SHELL = ["__SHELL_FILES__"];
// The parts of the catalog every screen may need (app, home, fix, after), kept in the page's language.
const SHARED_PARTS = ["__SHARED_PARTS__"];
// How long a first install waits for the page to say its language before it finishes without words.
const LANGUAGE_WAIT_MS = 5000;

// Kept once used, not pre-cached: a game's screen, or words in one language (/locales/LANG/PART.ftl).
const keptOnUse = (path) => (path.startsWith("/js/games/") || path.startsWith("/locales/")) && !SHELL.includes(path);
const isLanguage = (lang) => typeof lang === "string" && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang);
const wordsOf = (lang) => SHARED_PARTS.map((part) => `/locales/${lang}/${part}.ftl`);
const isSharedWords = (path) => path.startsWith("/locales/") && SHARED_PARTS.some((part) => path.endsWith(`/${part}.ftl`));

// The language the page said (a message may come while this worker installs).
let said;
const languageSaid = new Promise((resolve) => { said = resolve; });

/**
 * A new deploy: fetch again the game screens and their words the last version kept, so opened
 * tables stay usable offline. The shared words come again in the language the page says (an older
 * version kept every language's).
 */
async function carryOver(cache) {
  for (const name of await caches.keys()) {
    if (!name.startsWith("sherwood-shell-") || name === CACHE) continue;
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const path = new URL(request.url).pathname;
      if (keptOnUse(path) && !isSharedWords(path)) await cache.add(path).catch(() => {});
    }
  }
}

/** Keep the shared words of ``lang`` (those not kept yet), so the app opens offline in it. */
function keepWords(cache, lang) {
  return Promise.all(wordsOf(lang).map((path) => cache.match(path).then((hit) => hit || cache.add(path)).catch(() => {})));
}

/** The words of the language the page says as this worker installs (app.js), waited for a little. */
async function keepSaidWords(cache) {
  const lang = await Promise.race([languageSaid, new Promise((resolve) => { setTimeout(resolve, LANGUAGE_WAIT_MS, null); })]);
  if (lang) await keepWords(cache, lang);
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(SHELL).then(() => carryOver(cache)).then(() => keepSaidWords(cache)))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("sherwood-shell-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

function keep(path) {
  return caches.open(CACHE).then((cache) => cache.match(path).then((hit) => hit || cache.add(path)));
}

self.addEventListener("message", (event) => {
  const path = event.data && event.data.keep;
  if (typeof path === "string" && keptOnUse(path)) event.waitUntil(keep(path).catch(() => {}));
  const lang = event.data && event.data.language;
  if (isLanguage(lang)) {
    said(lang);
    event.waitUntil(caches.open(CACHE).then((cache) => keepWords(cache, lang)));
  }
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/")) return; // network only, never cached
  if (event.request.mode === "navigate") {
    // Network first so a deploy shows at once; the cached shell when offline.
    event.respondWith(fetch(event.request).catch(() => caches.match("/")));
    return;
  }
  event.respondWith(caches.match(event.request).then((hit) => hit || fetch(event.request).then((response) => {
    if (response.ok && keptOnUse(url.pathname)) { // a game's screen, or words in the language just picked
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(event.request, copy));
    }
    return response;
  })));
});
