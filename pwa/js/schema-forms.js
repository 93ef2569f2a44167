// Forms generated from the JSON Schema the engine publishes (GET /games), so every game's options and
// moves can be entered even before it has its own screen (games/generic.js, a Fix's editor in
// corrections.js, the new-table form), and a whole form's refusal in the labels it shows. Loaded with the
// pages that have such a form: a phone joining a table does not download it (forms.js, which words a
// refusal on every table page, does not import it).
import { h } from "./dom.js";
import { listWords, t } from "./i18n.js";
import { capital, controlFor, explainError, fieldProblems, pathWords, replacePath, visibleLabel, withRule } from "./forms.js";

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
