// The server's sentences, worded on the phone (issue 38): a table played with no server gets its
// refusals, previews and setup steps from the engine in the phone as messages (an id and its
// placeables, as the server's answers carry them), and this words them with the server's own
// catalogs (locales/<language>/{server,games,rulings}.ftl, served under /offline/locales/ and kept by
// the service worker for offline play), in the language the phone speaks, as the server would.
// Loaded with import() by the offline table only.
import { language, listWords, newBundle } from "../i18n.js";

const PARTS = ["server", "games", "rulings"];
let loaded = null; // {lang, bundle}

async function bundleFor(lang) {
  if (loaded?.lang === lang) return loaded.bundle;
  const texts = await Promise.all(PARTS.map(async (part) => {
    const answer = await fetch(`/offline/locales/${encodeURIComponent(lang)}/${part}.ftl`);
    if (!answer.ok) throw new Error(`No ${part} words for ${lang}`);
    return answer.text();
  }));
  loaded = { lang, bundle: newBundle(lang, texts) };
  return loaded.bundle;
}

/** Load the words of the language on screen (before wording anything). */
export const loadServerWords = () => bundleFor(language());

/**
 * A message ({id, args}) in the language on screen, as the server renders it (api/words/i18n.py
 * render): a placeable that is a message is worded first, a list is "A, B and C"; a plain sentence is
 * given as it is; an id no catalog holds is given as its id.
 */
export async function word(message) {
  const bundle = await bundleFor(language());
  return wordWith(bundle, message);
}

function wordWith(bundle, message) {
  if (message === null || message === undefined) return "";
  if (typeof message !== "object") return String(message);
  const pattern = bundle.getMessage(message.id)?.value;
  if (!pattern) return message.id;
  const args = Object.fromEntries(Object.entries(message.args || {}).map(([name, value]) => [name, argWith(bundle, value)]));
  return bundle.formatPattern(pattern, args, []);
}

function argWith(bundle, value) {
  if (Array.isArray(value)) return value.length ? listWords(value.map((item) => String(argWith(bundle, item)))) : "";
  if (value && typeof value === "object") return wordWith(bundle, value);
  return value ?? "";
}
