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

/** el.append(...children), skipping null, undefined and false (Element.append would write "null"). */
export function add(el, ...children) {
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

/**
 * A placeholder that becomes ``draw(module)`` once ``load()`` has the module: for a part of a
 * screen most phones never see at first (a chart before the first day is played), so that a phone
 * joining a table does not download it up front. Gone without a trace if it cannot load.
 */
export function drawnLater(load, draw) {
  const spot = h("div", { class: "drawn-later" });
  load().then((module) => spot.replaceWith(draw(module))).catch(() => spot.remove());
  return spot;
}

/** A live region that shows one message where the player is looking. */
export function messageBox() {
  const box = h("p", { class: "message", role: "status", "aria-live": "polite", hidden: true });
  box.show = (text, kind = "error", ruling = null) => {
    box.replaceChildren();
    append(box, [withRulingLink(text, ruling)]);
    box.className = `message ${kind}`;
    box.hidden = false;
    box.scrollIntoView?.({ block: "nearest" });
  };
  box.clear = () => { box.hidden = true; box.textContent = ""; };
  return box;
}

/**
 * A refusal's text with its ruling ("... (rule SP5)") as a link to the ruling's entry on the rulings
 * page, so the rule is one tap away; the text alone when there is no ruling or it is not named.
 */
export function withRulingLink(text, ruling) {
  const at = ruling ? text.lastIndexOf(ruling.label) : -1;
  if (at < 0) return text;
  return [text.slice(0, at), h("a", { href: ruling.href, "data-link": true }, ruling.label), text.slice(at + ruling.label.length)];
}

const CONTROLS = "button, a[href], input, select, textarea, summary, [role=button]";

/**
 * Refusals shown beside the control that caused them (part 1).
 *
 * ``scope`` is the part of the page whose controls send moves. The last control
 * tapped or form submitted inside it is remembered, so ``show(text)`` can put the
 * refusal right after that control's form or row (or after ``near`` when given),
 * scroll it into view and announce it (role=alert). Only one refusal stands at a
 * time; it goes when ``clear()`` is called (the next successful move, a new table
 * version) or when the person edits the controls next to it. ``fallback`` (a
 * messageBox) takes a refusal whose control has gone from the page.
 */
// The refusal on screen, when the server said it: its error (the message id and placeables the
// server sent, err.body.message) and the control it follows, so a change of language words it
// again (app.js) instead of losing it with the old page.
let shown = null;

/** The refusal on screen with what words it again: {err, key} (key: a selector of its control, or null), or null. */
export function shownRefusal() {
  return shown && shown.box.isConnected && !shown.box.hidden ? { err: shown.err, key: shown.key } : null;
}

/** A selector that finds the same control on the page drawn again: its id, else its name. */
const controlKey = (control) => (control?.id ? `#${CSS.escape(control.id)}`
  : control?.name ? `[name="${CSS.escape(control.name)}"]` : null);

export function refusalSpot(scope, fallback) {
  let lastControl = null;
  let current = null;
  // The page drawn again in another language: the refusal that was on it, in the new words.
  document.addEventListener("sherwood:refusal", (event) => {
    if (!scope.isConnected) return;
    const { text, key, err, ruling } = event.detail;
    const control = key ? scope.querySelector(key) : null;
    show(text, control, [], err, ruling);
  });
  const remember = (event) => {
    const control = event.type === "submit" ? (event.submitter || event.target) : event.target.closest?.(CONTROLS);
    if (control) lastControl = control;
  };
  scope.addEventListener("click", remember, true);
  scope.addEventListener("submit", remember, true);
  scope.addEventListener("keydown", (e) => { if (e.key === "Enter") remember(e); }, true);

  function clear() {
    if (current) {
      current.box.remove();
      for (const el of [current.anchor, ...current.invalid]) {
        el.removeEventListener("input", clear);
        el.removeEventListener("change", clear);
      }
      current.invalid.forEach((el) => el.removeAttribute("aria-invalid"));
      current = null;
    }
    fallback?.clear();
  }

  /** The block to put the refusal after: the control's form or fieldset, else the row it sits in. */
  function anchorFor(control) {
    let anchor = control.closest("form, fieldset, [data-refusal-anchor]") || control;
    if (!scope.contains(anchor) && anchor !== control) anchor = control;
    // Inside a row of buttons the note would squeeze in beside them: go up to the row's block.
    while (anchor.parentElement && anchor.parentElement !== scope && scope.contains(anchor.parentElement)
      && /flex/.test(getComputedStyle(anchor.parentElement).display)) anchor = anchor.parentElement;
    return anchor;
  }

  /**
   * Show ``text`` after ``near`` (an element) or the control last used; ``invalid``: controls to mark;
   * ``err``: the server's refusal it words, kept so that a change of language words it again;
   * ``ruling`` (explainError's): its "rule SP5" in the text becomes a link to the ruling.
   */
  function show(text, near = null, invalid = [], err = null, ruling = null) {
    clear();
    const control = near || lastControl;
    const reworded = (box) => {
      if (err?.body?.message) shown = { err, key: controlKey(control), box };
    };
    if (!control || !control.isConnected) {
      fallback?.show(text, "error", ruling);
      if (fallback instanceof Element) reworded(fallback);
      return;
    }
    const anchor = anchorFor(control);
    const box = h("p", { class: "message error refusal", role: "alert" }, withRulingLink(text, ruling));
    anchor.after(box);
    invalid.forEach((el) => el.setAttribute("aria-invalid", "true"));
    // Editing what was refused means the person is fixing it: the old sentence no longer applies.
    for (const el of [anchor, ...invalid]) {
      el.addEventListener("input", clear);
      el.addEventListener("change", clear);
    }
    current = { box, anchor, invalid };
    reworded(box);
    box.scrollIntoView({ block: "nearest" });
  }

  return { show, clear, get lastControl() { return lastControl; } };
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
