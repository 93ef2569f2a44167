// Forms generated from the JSON Schema the engine publishes (GET /games), so
// every game's options and moves can be entered even before it has its own screen.
import { h } from "./dom.js";

function label(name) {
  return name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

function inputFor(name, schema) {
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
      placeholder: schema.nullable ? "none" : "",
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
