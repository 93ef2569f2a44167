// What a reader has typed into a page, kept across a redraw of it (a change of language draws
// every screen again: a half-entered move or a name must not be lost with the old words).

const CONTROLS = "input, select, textarea";
const SKIPPED = new Set(["hidden", "button", "submit", "reset", "file", "image"]);

/**
 * Each control's key: its id, else its name (and a radio's value), else its place among the
 * page's unnamed controls of its kind. The same screen drawn again gives the same keys.
 */
function keyed(root) {
  const seen = {};
  const keys = [];
  for (const control of root.querySelectorAll(CONTROLS)) {
    if (SKIPPED.has(control.type)) continue;
    let key = control.id ? `#${control.id}` : control.name ? `@${control.form?.id || ""}/${control.name}` : `${control.tagName}:${control.type}`;
    if (control.type === "radio" || control.type === "checkbox") key += `=${control.value}`;
    seen[key] = (seen[key] || 0) + 1;
    keys.push([`${key}#${seen[key]}`, control]);
  }
  return keys;
}

/** The page's typed values and ticks, by key: only controls a reader changed from their default. */
export function typedValues(root) {
  const values = new Map();
  for (const [key, control] of keyed(root)) {
    if (control.type === "radio" || control.type === "checkbox") {
      if (control.checked !== control.defaultChecked) values.set(key, control.checked);
    } else if (control.tagName === "SELECT") {
      const chosen = [...control.options].find((option) => option.selected);
      if (chosen && !chosen.defaultSelected) values.set(key, control.value);
    } else if (control.value !== control.defaultValue) {
      values.set(key, control.value);
    }
  }
  return values;
}

/**
 * Put back what typedValues() kept, into the controls the redrawn page has under the same keys.
 * Each value goes back once: a later redraw must not undo what the reader typed since.
 */
export function restoreTyped(root, values) {
  for (const [key, control] of keyed(root)) {
    if (!values.has(key)) continue;
    const value = values.get(key);
    values.delete(key);
    if (control.type === "radio" || control.type === "checkbox") {
      if (control.checked === value) continue;
      control.checked = value;
    } else {
      if (control.value === value) continue;
      control.value = value;
      if (control.value !== value) continue; // a choice the redrawn page no longer offers
    }
    // The page's own reactions to the value (a total, a preview) follow, as if it had been typed.
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
