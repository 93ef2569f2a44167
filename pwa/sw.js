// Service worker: pre-caches the app shell under a versioned cache name and
// never caches API answers (they are live data, and some are private).
// A game's own screen (/js/games/NAME.js) is not pre-cached: it is kept once a
// table of that game is opened (the page asks, or it is fetched through here),
// so a phone stores the games it plays and a table it opened works offline.
const CACHE = "sherwood-shell-__SHELL_VERSION__";
const SHELL = ["__SHELL_FILES__"];

// A game's screen, or its words in one language (/locales/LANG/GAME.ftl).
const isGameScreen = (path) => (path.startsWith("/js/games/") || path.startsWith("/locales/")) && !SHELL.includes(path);

/** A new deploy: fetch again the game screens the last version kept, so opened tables stay usable offline. */
async function carryOverGameScreens(cache) {
  for (const name of await caches.keys()) {
    if (!name.startsWith("sherwood-shell-") || name === CACHE) continue;
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const path = new URL(request.url).pathname;
      if (isGameScreen(path)) await cache.add(path).catch(() => {});
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll(SHELL).then(() => carryOverGameScreens(cache)))
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
  if (typeof path === "string" && isGameScreen(path)) event.waitUntil(keep(path).catch(() => {}));
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
    if (response.ok && isGameScreen(url.pathname)) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(event.request, copy));
    }
    return response;
  })));
});
