// Tiny DOM helpers. Text always goes in through textContent, never innerHTML:
// player names and notes are untrusted.

/**
 * h("button", {class: "big", onclick: fn}, "Add") builds an element.
 * Attributes starting with "on" become listeners; children may be strings,
 * nodes, arrays, null or false (skipped).
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function mount(target, ...children) {
  target.replaceChildren();
  append(target, children);
  return target;
}

/** A live region that shows one message where the player is looking. */
export function messageBox() {
  const box = h("p", { class: "message", role: "status", "aria-live": "polite", hidden: true });
  box.show = (text, kind = "error") => {
    box.textContent = text;
    box.className = `message ${kind}`;
    box.hidden = false;
  };
  box.clear = () => { box.hidden = true; box.textContent = ""; };
  return box;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** Like h(), for SVG elements (charts, arrows). Presentation attributes only: the CSP forbids style="". */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== null && value !== undefined && value !== false) el.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}
