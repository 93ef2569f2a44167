// API errors in the words of the screen: a refusal's fields named by the labels a person sees, and its
// ruling. Every table page needs it; the forms built from the published schemas (schema-forms.js) and a
// whole form's refusal (the new-table form's) load with the pages that have them.
import { t } from "./i18n.js";

// ---- API errors in the words of the screen ----------------------------------
// The server names bad fields by path ("card_table.values.fruit", "cards.0"). A person
// sees labels, so each path is replaced by the label of the control that holds it
// (found by data-field, name, or a name ending in the path's last parts), or else by
// words built from the path, counting from 1. Each problem is said once.

export const capital = (text) => text.replace(/^./, (c) => c.toUpperCase());
const singular = (word) => (/[^s]s$/.test(word) ? word.slice(0, -1) : word);

/** webargs' nested {json: {seats: {0: {rank: [..]}}}} and the engine's flat {"a.b": [..]} as [{path, messages}]. */
export function fieldProblems(errors, path = "") {
  if (Array.isArray(errors)) return [{ path, messages: errors.filter((m) => typeof m === "string") }];
  if (!errors || typeof errors !== "object") return [];
  return Object.entries(errors).flatMap(([key, value]) => {
    const location = ["json", "query", "headers", "value"].includes(key) && value && typeof value === "object" && !Array.isArray(value);
    return fieldProblems(value, location ? path : [path, key].filter(Boolean).join("."));
  });
}

/** "seats.0.card.rank" -> "Rank (seat 1, card)"; "cards.0" -> "Card 1"; "_schema" -> "". */
export function pathWords(path) {
  const words = [];
  for (const part of path.split(".").filter((p) => p && !p.startsWith("_"))) {
    if (/^\d+$/.test(part)) words.push(`${singular(words.pop() ?? t("form-path-item"))} ${Number(part) + 1}`);
    else words.push(part.replace(/_/g, " "));
  }
  const last = words.pop();
  if (!last) return "";
  return words.length ? `${capital(last)} (${words.join(", ")})` : capital(last);
}

export function controlFor(path, scope) {
  if (!scope || !path) return null;
  const esc = (s) => CSS.escape(s);
  const exact = scope.querySelector(`[data-field="${esc(path)}"], [name="${esc(path)}"]`);
  if (exact) return exact;
  const parts = path.split(".");
  for (let n = parts.length; n >= 2; n--) {
    const suffix = parts.slice(-n).join("-");
    const found = scope.querySelector(`[name="${esc(suffix)}"], [name$="-${esc(suffix)}"]`);
    if (found) return found;
  }
  return null;
}

/** The label a person sees for a control: its <label>, else its aria-label; with its fieldset's legend. */
export function visibleLabel(control) {
  const label = (control.id && document.querySelector(`label[for="${CSS.escape(control.id)}"]`)) || control.closest("label");
  let text = "";
  if (label) {
    const copy = label.cloneNode(true);
    copy.querySelectorAll("input, select, textarea, small, button").forEach((el) => el.remove());
    text = copy.textContent.trim();
  }
  text = text || control.getAttribute("aria-label") || "";
  const legend = control.closest("fieldset")?.querySelector("legend")?.textContent.trim();
  if (legend && text && !text.toLowerCase().includes(legend.toLowerCase())) text = `${text} (${legend.toLowerCase()})`;
  return text ? capital(text) : "";
}

export function replacePath(text, path, label) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A one-word path ("players") is replaced only where it names a field ("players: ..."), not in a sentence.
  const after = path.includes(".") ? "(?=[\\s:,.;)]|$)" : "(?=:)";
  return text.replace(new RegExp(`(^|[\\s(,])${escaped}${after}`, "g"), (_m, before) => `${before}${label}`);
}

/**
 * An ApiError (or any Error) as one plain text: the message with field paths turned into
 * labels, then only the field problems the message does not already say, then the ruling.
 * ``scope`` is the part of the page holding the controls (a form, the game panel).
 * Returns {text, controls, ruling}: the controls named, so the caller can mark them invalid, and
 * the ruling ({label: "rule SP5", href: "/rulings#score-pad-SP5"}) when one refused it.
 */
export function explainError(err, scope = null) {
  const problems = fieldProblems(err.errors).sort((a, b) => b.path.length - a.path.length);
  const controls = [];
  const named = problems.map(({ path, messages }) => {
    const control = controlFor(path, scope);
    if (control) controls.push(control);
    return { path, messages, label: (control && visibleLabel(control)) || pathWords(path) };
  });
  const words = (text) => named.reduce((t, p) => replacePath(t, p.path, p.label), String(text || ""));
  let text = words(err.message).trim();
  const extra = [];
  for (const p of named) {
    if (p.label && text.includes(p.label)) continue; // the message already names this field
    for (const line of p.messages.map(words)) {
      if (text.includes(line)) continue; // the refusal's own sentence already says it ("0 Punkte hinzuzufügen ...")
      const whole = /^\p{Lu}/u.test(line) || !p.label || line.startsWith(p.label); // a sentence of its own ("Ändere ...")
      const sentence = whole ? line : t("form-field-problem", { label: p.label, problem: line });
      if (!text.includes(sentence) && !extra.includes(sentence)) extra.push(sentence);
    }
  }
  if (extra.length) text = [text, ...extra].filter(Boolean).join(" ");
  // The ruling, for a screen that links it to its entry on the rulings page (dom.js withRulingLink).
  const ruling = err.rule && err.rulingPage ? { label: t("form-rule", { rule: err.rule }), href: err.rulingPage } : null;
  return { text: withRule(text, err.rule), controls, ruling };
}

/** " (rule SP5)" after a refusal's text, unless the text names its ruling already. */
export function withRule(text, rule) {
  if (!rule) return text;
  const ruling = t("form-rule", { rule });
  return text.includes(ruling) ? text : `${text} (${ruling})`;
}

/** Just the text of explainError(), for screens that only show a sentence. */
export function errorText(err, scope = null) {
  return explainError(err, scope).text;
}
