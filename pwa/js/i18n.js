// The phone's own words, in the reader's language, from Project Fluent catalogs
// (pwa/locales/<language>/<part>.ftl) read by @fluent/bundle, the same format the
// server's catalogs use (docs/languages.md).
//
// Only the catalogs in use are downloaded: "app" (the shell's, the join page's and the table's
// words) when the page starts; "home", "fix" and "after" with the modules that use them (each
// loads its part before it draws: `await loadPart("home")`); a game's own part
// ("rescuing-robin-hood", "score-pad", ...) with its screen.
// Every request to the API says the same language (api.js), so the server's sentences
// (refusals, outcomes) match the phone's.
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle.js";

/** The languages a reader can pick, each named in itself. A fourth is one catalog per side: docs/languages.md. */
export const LANGUAGES = { en: "English", de: "Deutsch", fr: "Français" };
const FALLBACK = "en";
const CHOSEN = "sherwood.language";

let current = FALLBACK;
let bundle = new FluentBundle(FALLBACK, { useIsolating: false });
const parts = new Set(); // the catalogs loaded in the current language
const missing = new Set(); // ids asked for and not found: said once each on the console

/** The language the phone speaks now ('de'). */
export const language = () => current;

/**
 * The language to start in: the one picked on this phone, else the first of the browser's
 * languages we have ('de-CH' gives 'de'), else English.
 */
export function preferredLanguage() {
  const picked = readChoice();
  if (picked) return picked;
  for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language || ""]) {
    const base = tag.toLowerCase().split("-")[0];
    if (base in LANGUAGES) return base;
  }
  return FALLBACK;
}

function readChoice() {
  try { return localStorage.getItem(CHOSEN); } catch { return null; }
}

/** Remember the reader's pick on this phone (a reload and every later visit start in it). */
export function keepChoice(lang) {
  try { localStorage.setItem(CHOSEN, lang); } catch { /* private mode: this visit only */ }
}

async function catalog(lang, part) {
  const response = await fetch(`/locales/${encodeURIComponent(lang)}/${part}.ftl`);
  if (!response.ok) throw new Error(`No ${part} catalog for ${lang}`);
  return response.text();
}

/**
 * A whole amount of money the way the language writes it ('$12', '12 $'), never with cents: the
 * narrow symbol, "$" in every language (French's own symbol, "$US", says more than the games do),
 * as the server's MONEY() writes it (api/words/i18n.py money_in).
 */
const money = (lang) => ([amount]) => new Intl.NumberFormat(lang, {
  style: "currency", currency: "USD", currencyDisplay: "narrowSymbol", maximumFractionDigits: 0, minimumFractionDigits: 0,
}).format(Number(amount?.valueOf?.() ?? amount));

/**
 * French "de" before a name: "d'Anna", "d'Hélène", "de Bob" (the catalog writes { OF($name) }, as
 * api/words/i18n.py's of_name does on the server). A name that starts with a vowel or a (silent) h elides.
 */
export const ofName = ([name]) => {
  const said = String(name?.valueOf?.() ?? name ?? "");
  return /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/iu.test(said) ? `d'${said}` : `de ${said}`;
};

export function newBundle(lang, texts) {
  // No Unicode isolation marks around placeables: names are plain text in textContent,
  // where the marks would only get in the way of copying and of screen readers' words.
  const next = new FluentBundle(lang, { useIsolating: false, functions: { MONEY: money(lang), OF: ofName } });
  for (const text of texts) {
    const errors = next.addResource(new FluentResource(text));
    errors.forEach((err) => console.warn(`catalog ${lang}: ${err}`));
  }
  return next;
}

/**
 * Switch to ``lang``: every catalog loaded so far, again in that language. A language we have
 * no catalog for (or no connection to fetch it) leaves the phone in the language it was in,
 * or English at the start. Sets ``lang`` on the document for screen readers.
 */
export async function useLanguage(lang, wanted = ["app"]) {
  const needed = [...new Set([...parts, ...wanted])];
  let texts;
  try {
    texts = await Promise.all(needed.map((part) => catalog(lang, part)));
  } catch (err) {
    if (parts.size) return current; // switching while offline: stay in the language on screen
    if (lang === FALLBACK) throw err;
    return useLanguage(FALLBACK, wanted);
  }
  bundle = newBundle(lang, texts);
  current = lang;
  parts.clear();
  needed.forEach((part) => parts.add(part));
  missing.clear();
  document.documentElement.lang = lang;
  return lang;
}

/** Load one more part of the catalog (a game's words) in the current language, once. */
export async function loadPart(part) {
  if (parts.has(part)) return;
  const text = await catalog(current, part);
  if (parts.has(part)) return; // another caller loaded it meanwhile
  const errors = bundle.addResource(new FluentResource(text));
  errors.forEach((err) => console.warn(`catalog ${current}/${part}: ${err}`));
  parts.add(part);
}

/**
 * The message ``id`` in the current language, its placeables filled from ``args``:
 * t("log-entered-by-host", { sentence }) -> "Ann scores 5 (entered by the host)".
 * Numbers are formatted by the language (1,500 / 1.500 / 1 500) and choose the plural.
 * An id no catalog has is given back as it is (and said on the console), never a blank.
 */
export function t(id, args = undefined) {
  const message = bundle.getMessage(id);
  if (!message?.value) return notFound(id);
  return bundle.formatPattern(message.value, args, []);
}

/** An attribute of message ``id`` (``.label``, ``.placeholder``...), as t() gives a value. */
export function tAttr(id, attribute, args = undefined) {
  const pattern = bundle.getMessage(id)?.attributes?.[attribute];
  if (!pattern) return notFound(`${id}.${attribute}`);
  return bundle.formatPattern(pattern, args, []);
}

function notFound(id) {
  if (!missing.has(id)) {
    missing.add(id);
    console.warn(`missing message: ${id} (${current})`);
  }
  return id;
}

/** A list in the reader's language: ["Ann", "Bob", "Cy"] -> "Ann, Bob and Cy" / "Ann, Bob und Cy". */
export function listWords(items, type = "conjunction") {
  // British English lists, as the server writes them (no serial comma).
  const locale = current === "en" ? "en-GB" : current;
  try { return new Intl.ListFormat(locale, { style: "long", type }).format(items.map(String)); } catch { return items.join(", "); }
}

/** A number in the reader's language (1,500 / 1.500 / 1 500). */
export function numberWords(value, options = {}) {
  try { return new Intl.NumberFormat(current, options).format(value); } catch { return String(value); }
}
