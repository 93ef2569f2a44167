// Forms generated from the JSON Schema the engine publishes (GET /games), so
// every game's options and moves can be entered even before it has its own screen.
import { h } from "./dom.js";
import { listWords, t } from "./i18n.js";

/**
 * A published schema in the shape the forms read (as engine.fields.plain_schema): standard JSON Schema says "may be null" as
 * `type: [t, "null"]` (and a null in `enum`); the forms read `type: t`, `nullable: true` and the
 * enum's real choices. Applied to the schema and its `items`.
 */
export function plainSchema(schema) {
  if (!schema || typeof schema !== "object") return schema || {};
  const out = { ...schema };
  // Choices of several types are published as one typed enum per type (`anyOf`): merged back.
  if (Array.isArray(out.anyOf) && out.anyOf.every((b) => b.enum || b.type === "null")) {
    out.enum = out.anyOf.flatMap((b) => b.enum || []);
    out.type = out.anyOf.flatMap((b) => (Array.isArray(b.type) ? b.type : [b.type]));
    if (out.anyOf.some((b) => b.type === "null")) out.enum.push(null);
    delete out.anyOf;
  }
  if (Array.isArray(out.type)) {
    if (out.type.includes("null")) out.nullable = true;
    const kinds = out.type.filter((t) => t !== "null");
    out.type = kinds.length === 1 ? kinds[0] : kinds;
  }
  if (Array.isArray(out.enum) && out.enum.includes(null)) {
    out.nullable = true;
    out.enum = out.enum.filter((v) => v !== null);
  }
  if (out.items) out.items = plainSchema(out.items);
  return out;
}

function label(name) {
  return name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

function inputFor(name, published) {
  const schema = plainSchema(published);
  const id = `f-${name}-${Math.random().toString(36).slice(2, 7)}`;
  let input;
  if (schema.enum) {
    input = h("select", { id, name }, schema.enum.map((v) => h("option", { value: JSON.stringify(v) }, String(v))));
    if (schema.default !== undefined) input.value = JSON.stringify(schema.default);
  } else if (schema.type === "boolean") {
    input = h("input", { id, name, type: "checkbox", checked: schema.default === true });
  } else if (schema.type === "integer") {
    input = h("input", {
      id, name, type: "number", inputmode: "numeric", step: 1,
      min: schema.minimum, max: schema.maximum, value: schema.default ?? "",
      placeholder: schema.nullable ? t("form-none-placeholder") : "",
    });
  } else {
    input = h("input", { id, name, type: "text", maxlength: schema.maxLength, value: schema.default ?? "" });
  }
  const read = () => {
    if (schema.enum) return JSON.parse(input.value);
    if (schema.type === "boolean") return input.checked;
    if (schema.type === "integer") {
      if (input.value === "") return schema.nullable ? null : undefined;
      return Number(input.value);
    }
    return input.value;
  };
  const row = h("div", { class: "field" }, h("label", { for: id }, label(name)), input,
    schema.description ? h("small", {}, schema.description) : null);
  return { row, read, name };
}

/** Builds the inputs of an object schema; read() returns the object (unset fields left out). */
export function schemaFields(schema, skip = []) {
  const supported = (s) => s.enum || ["integer", "string", "boolean"].includes(s.type);
  const fields = Object.entries(schema.properties || {})
    .filter(([name, s]) => !skip.includes(name) && supported(s))
    .map(([name, s]) => inputFor(name, s));
  const read = () => {
    const out = {};
    for (const f of fields) {
      const value = f.read();
      if (value !== undefined) out[f.name] = value;
    }
    return out;
  };
  return { rows: fields.map((f) => f.row), read };
}

// ---- API errors in the words of the screen ----------------------------------
// The server names bad fields by path ("card_table.values.fruit", "cards.0"). A person
// sees labels, so each path is replaced by the label of the control that holds it
// (found by data-field, name, or a name ending in the path's last parts), or else by
// words built from the path, counting from 1. Each problem is said once.

const capital = (text) => text.replace(/^./, (c) => c.toUpperCase());
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

function controlFor(path, scope) {
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

function replacePath(text, path, label) {
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
function withRule(text, rule) {
  if (!rule) return text;
  const ruling = t("form-rule", { rule });
  return text.includes(ruling) ? text : `${text} (${ruling})`;
}

/** Just the text of explainError(), for screens that only show a sentence. */
export function errorText(err, scope = null) {
  return explainError(err, scope).text;
}

// ---- A refused form (the new-table form) --------------------------------------------

const quoted = (label) => (label.includes(":") ? t("form-quoted", { label }) : label);

/** "card_table.values.mead: read it ..." -> "read it ..." (the label is said before it). */
function withoutPath(message, path) {
  return path && message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
}

/**
 * A refusal of a whole form as one short text naming each bad field once, by the label the
 * person sees: fields with the same problem are listed together before it ("“Mead: value” and
 * “Jewelry: value”: read it from the player-aid card ..."), then the ruling. When a problem names
 * no field of the form, the server's own sentence leads. Returns {text, controls} like explainError.
 */
export function formErrorText(err, form) {
  const problems = fieldProblems(err.errors);
  if (!problems.length) return explainError(err, form);
  const controls = [];
  const named = problems.map(({ path, messages }) => {
    const control = controlFor(path, form);
    if (control) controls.push(control);
    return { path, messages, label: (control && visibleLabel(control)) || pathWords(path) };
  });
  const inWords = (text) => named.reduce((t, p) => (p.path ? replacePath(t, p.path, p.label) : t), String(text || ""));
  const groups = new Map(); // the problem's sentence -> the labels it applies to
  for (const { path, messages, label } of named) {
    for (const message of messages.length ? messages : [err.message]) {
      const said = capital(inWords(withoutPath(message, path)).trim());
      if (!groups.has(said)) groups.set(said, []);
      if (label && !groups.get(said).includes(label)) groups.get(said).push(label);
    }
  }
  const parts = [...groups].map(([said, labels]) => {
    const unsaid = labels.filter((l) => !said.includes(l));
    return unsaid.length ? t("form-field-problem", { label: listWords(unsaid.map(quoted)), problem: said }) : said;
  });
  // A sentence of the server's own that no field problem repeats (and names no field twice) leads.
  const lead = inWords(err.message).trim();
  const everyFieldNamed = named.every((p) => p.label && (controlFor(p.path, form) || !p.path));
  if (lead && !everyFieldNamed && !parts.some((p) => p.includes(lead))) parts.unshift(lead);
  return { text: withRule(parts.join(" "), err.rule), controls };
}
