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
// The offline engine (docs/architecture.md), some 6 MB: kept only once the page asks ({keepOffline}),
// in a cache that deploys leave alone. Pyodide's path names its version, so its kept files serve as
// they are; the engine and its words change with a deploy: revalidated by their ETag while online.
const OFFLINE_CACHE = "sherwood-offline";
const OFFLINE_MANIFEST = "/offline/engine.json";
const OFFLINE_FILES = ["/offline/engine.zip", "/js/offline/engine.js", "/js/offline/engine-worker.js",
  "/js/offline/local-server.js", "/js/offline/words.js"];
const isPyodide = (path) => path.startsWith("/vendor/pyodide/");
// The engine's files, not the pages about playing offline (/offline, /offline/new/GAME: the shell's).
const isOfflineEngine = (path) => path.startsWith("/offline/engine.") || path.startsWith("/offline/locales/")
  || path.startsWith("/js/offline/");

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

/** ``path`` from the network, asked with the kept copy's ETag (kept anew if changed); the kept copy on a 304 or offline. */
async function revalidated(cache, path) {
  const kept = await cache.match(path);
  const tag = kept?.headers.get("ETag");
  try {
    const answer = await fetch(path, { cache: "no-store", headers: tag ? { "If-None-Match": tag } : {} });
    if (answer.status === 304 && kept) return kept;
    if (answer.ok) await cache.put(path, answer.clone());
    return answer.ok || !kept ? answer : kept;
  } catch (offline) {
    if (kept) return kept;
    throw offline;
  }
}

/** Keep what /offline/engine.json names and the server's words in ``lang``; then drop another Pyodide's files. */
async function keepOffline(lang) {
  const cache = await caches.open(OFFLINE_CACHE);
  const manifest = await (await revalidated(cache, OFFLINE_MANIFEST)).json();
  if (!manifest.pyodide) return null;
  const pyodide = manifest.pyodide.files.map((name) => manifest.pyodide.url + name);
  const words = isLanguage(lang) ? manifest.catalogs.map((part) => `/offline/locales/${lang}/${part}.ftl`) : [];
  const fresh = (path) => revalidated(cache, path).then((answer) => {
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  });
  await Promise.all([
    ...pyodide.map((path) => cache.match(path).then((hit) => hit || cache.add(path))),
    ...[...OFFLINE_FILES, ...words].map(fresh),
  ]);
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (isPyodide(path) && !pyodide.includes(path)) await cache.delete(request);
  }
  return manifest.version;
}

function keep(path) {
  return caches.open(CACHE).then((cache) => cache.match(path).then((hit) => hit || cache.add(path)));
}

self.addEventListener("message", (event) => {
  const path = event.data && event.data.keep;
  if (typeof path === "string" && keptOnUse(path)) event.waitUntil(keep(path).catch(() => {}));
  const lang = event.data && event.data.language;
  if (event.data && event.data.keepOffline) {
    const reply = (version) => event.ports[0]?.postMessage({ keptOffline: version });
    event.waitUntil(keepOffline(lang).then(reply, () => reply(null)));
    return;
  }
  if (isLanguage(lang)) {
    said(lang);
    event.waitUntil(caches.open(CACHE).then((cache) => keepWords(cache, lang)));
  }
});

/** Pyodide's kept file, or the engine's revalidated; the network's if none was kept. */
async function offlineEngineFile(request, path) {
  const cache = await caches.open(OFFLINE_CACHE);
  if (!(await cache.match(path))) return fetch(request);
  return isPyodide(path) ? cache.match(path) : revalidated(cache, path);
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/")) return; // network only, never cached
  if (isPyodide(url.pathname) || isOfflineEngine(url.pathname)) {
    event.respondWith(offlineEngineFile(event.request, url.pathname));
    return;
  }
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
