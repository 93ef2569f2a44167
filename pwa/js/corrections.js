// Fix or delete an earlier move from the log (POST /tables/{id}/corrections).
//
// Every log line a person may correct (the host: all moves; a player: the
// moves they entered) gets "Fix" and "Delete" (drawn by table/log.js, which
// loads this file when one is pressed). Fix opens the move's fields,
// pre-filled with the move as it stands now: the game screen's own controls
// where it has them (its fixEditor), else fields built from the
// move's published schema, so every move of every game can be fixed. When
// the server refuses because a later move would become illegal, the refusal
// names that move and offers to fix or delete it in the same correction (a
// batch), so nobody has to undo their way back.
import { h, mount } from "./dom.js";
import { explainError } from "./forms.js";
import { plainSchema } from "./schema-forms.js";
import { loadPart, t } from "./i18n.js";

// The correction form's words, loaded with it (pwa/locales/<language>/fix.ftl).
await loadPart("fix");

// A field's or a choice's name, from the schema (data, not a sentence): "first_player" -> "First player".
const words = (name) => String(name).replace(/[_-]/g, " ").replace(/^./, (c) => c.toUpperCase());
/** A field's label: the title the server publishes for it (in the reader's language), else its name in words. */
const labelOf = (key, schema) => schema?.title || words(key);
// Number fields that name a seat: offered as the players' names, never as a zero-based number.
const SEAT_FIELD = /^(seat|band|partner|player|target|winner|starting_seat|first_player|sheriff)$/;
// Number fields that count from 0 in the API (rows, places in a row): shown counting from 1.
const FROM_ZERO_FIELD = /^(row|to_row|position)$/;

/**
 * An editor for one value of a JSON Schema, pre-filled with `value`; read() gives the JSON back
 * (undefined: leave the field out). opts: {key (the field's own name), optional, players: [{seat, name}]}.
 */
export function valueEditor(published, value, name, labelText = words(name), opts = {}) {
  const schema = plainSchema(published);
  const id = `fix-${name}-${Math.random().toString(36).slice(2, 8)}`;
  const key = opts.key ?? "";
  // An optional field the move did not have can stay out: a "none" choice, selected.
  const canBeEmpty = (opts.optional && value === undefined) || schema.nullable;
  const empty = () => (schema.nullable ? null : undefined);
  const choices = schema.enum ? schema.enum.map((v) => [JSON.stringify(v), words(v)])
    : (schema.type === "integer" && SEAT_FIELD.test(key) && opts.players?.length)
      ? opts.players.map((p) => [JSON.stringify(p.seat), p.name]) : null;
  if (choices) {
    const select = h("select", { id, name },
      canBeEmpty ? h("option", { value: "" }, t("fix-none")) : null,
      choices.map(([v, text]) => h("option", { value: v }, text)));
    select.value = value === undefined || value === null ? (canBeEmpty ? "" : choices[0][0]) : JSON.stringify(value);
    return field(id, labelText, select, () => (select.value === "" ? empty() : JSON.parse(select.value)), schema.description);
  }
  if (schema.type === "boolean") {
    const box = h("input", { id, name, type: "checkbox", checked: value === true });
    return field(id, labelText, box, () => (opts.optional && value === undefined && !box.checked ? undefined : box.checked),
      schema.description);
  }
  if (schema.type === "integer" || schema.type === "number") {
    const shift = FROM_ZERO_FIELD.test(key) ? 1 : 0; // people count from 1
    const input = h("input", { id, name, type: "number", inputmode: "numeric", step: schema.type === "integer" ? 1 : "any",
      min: schema.minimum === undefined ? undefined : schema.minimum + shift,
      max: schema.maximum === undefined ? undefined : schema.maximum + shift,
      value: typeof value === "number" ? value + shift : "" });
    return field(id, labelText, input, () => (input.value === "" ? empty() : Number(input.value) - shift), schema.description);
  }
  if (schema.type === "string") {
    const input = h("input", { id, name, type: "text", maxlength: schema.maxLength, value: value ?? "" });
    return field(id, labelText, input, () => (input.value === "" && canBeEmpty ? empty() : input.value), schema.description);
  }
  // An optional list or object the move did not have stays out unless something in it was changed
  // (its required parts start on a first choice, so "empty" means "as the form drew it").
  const leaveOut = (read) => {
    if (!(opts.optional || schema.nullable) || (value !== undefined && value !== null)) return read;
    const drawn = JSON.stringify(read());
    return () => {
      const out = read();
      return JSON.stringify(out) === drawn ? (value === null ? null : undefined) : out;
    };
  };
  if (schema.type === "array") {
    const editor = listEditor(schema, Array.isArray(value) ? value : [], name, labelText, opts);
    return { node: editor.node, read: leaveOut(editor.read) };
  }
  if (schema.type === "object") {
    const editor = schema.properties ? objectEditor(schema, value || {}, name, labelText, opts)
      : mapEditor(schema, value || {}, name, labelText, opts);
    return { node: editor.node, read: leaveOut(editor.read) };
  }
  // A shape this editor does not know: keep the value as it was.
  return { node: null, read: () => value };
}

function field(id, labelText, input, read, hint) {
  return { node: h("div", { class: "field" }, h("label", { for: id }, labelText), input, hint ? h("small", {}, hint) : null), read };
}

function objectEditor(schema, value, name, labelText, opts = {}) {
  const required = new Set(schema.required || []);
  const parts = Object.entries(schema.properties).map(([key, sub]) => [key,
    valueEditor(sub, value[key], `${name}-${key}`, labelOf(key, sub), { key, optional: !required.has(key), players: opts.players })]);
  const read = () => {
    const out = {};
    for (const [key, editor] of parts) {
      const v = editor.read();
      if (v !== undefined) out[key] = v;
    }
    return out;
  };
  return { node: h("fieldset", { class: "fix-group" }, h("legend", {}, labelText), parts.map(([, e]) => e.node)), read };
}

function listEditor(schema, items, name, labelText, opts = {}) {
  const rows = h("div", { class: "fix-rows" });
  const editors = [];
  const add = (item) => {
    const editor = valueEditor(schema.items || {}, item, `${name}-${editors.length}`, t("fix-item", { field: labelText, number: editors.length + 1 }),
      { key: opts.key, players: opts.players });
    const row = h("div", { class: "fix-row" }, editor.node,
      h("button", { type: "button", class: "small", onclick: () => { editors.splice(editors.indexOf(editor), 1); row.remove(); } }, t("fix-remove")));
    editors.push(editor);
    rows.append(row);
  };
  items.forEach(add);
  const node = h("fieldset", { class: "fix-group" }, h("legend", {}, labelText), rows,
    h("button", { type: "button", class: "small", onclick: () => add(undefined) }, t("fix-add-one")));
  return { node, read: () => editors.map((e) => e.read()) };
}

function mapEditor(schema, entries, name, labelText, opts = {}) {
  const rows = h("div", { class: "fix-rows" });
  const pairs = [];
  const keys = plainSchema(schema.propertyNames);
  // Keys that are seats ("A seat number") are offered as the players' names; listed keys as a choice.
  const keyChoices = keys.enum ? keys.enum.map((k) => [String(k), words(k)])
    : (/\bseat\b/i.test(keys.description || "") && opts.players?.length)
      ? opts.players.map((p) => [String(p.seat), p.name]) : null;
  const add = (key, item) => {
    const keyId = `fix-${name}-key-${pairs.length}-${Math.random().toString(36).slice(2, 6)}`;
    const keyInput = keyChoices
      ? h("select", { id: keyId }, keyChoices.map(([v, text]) => h("option", { value: v }, text)))
      : h("input", { id: keyId, type: "text", value: key ?? "", maxlength: 40 });
    if (keyChoices && key !== undefined && key !== "") keyInput.value = String(key);
    const editor = valueEditor(schema.additionalProperties || {}, item, `${name}-v${pairs.length}`, t("fix-value"),
      { players: opts.players });
    const pair = { keyInput, editor };
    const row = h("div", { class: "fix-row" }, h("div", { class: "field" }, h("label", { for: keyId }, keyChoices ? t("fix-who") : t("fix-for")), keyInput),
      editor.node,
      h("button", { type: "button", class: "small", onclick: () => { pairs.splice(pairs.indexOf(pair), 1); row.remove(); } }, t("fix-remove")));
    pairs.push(pair);
    rows.append(row);
  };
  Object.entries(entries).forEach(([k, v]) => add(k, v));
  const node = h("fieldset", { class: "fix-group" }, h("legend", {}, labelText), rows,
    h("button", { type: "button", class: "small", onclick: () => add("", undefined) }, t("fix-add-one")));
  return { node, read: () => Object.fromEntries(pairs.filter((p) => p.keyInput.value.trim()).map((p) => [p.keyInput.value.trim(), p.editor.read()])) };
}

/**
 * Open the correction form of one log line in ctx.panel (below the log, not inside its
 * scrolling box), one at a time. The Fix and Delete buttons that call this are drawn by
 * table/log.js, which loads this file only when one is pressed.
 *
 * mode: "fix" or "delete".
 * ctx: {table, game, isHost, panel, describe(entry) -> text, entryAt(version) -> entry|undefined,
 *       mayCorrect(entry) -> whether this phone may correct it, correct(amendments) -> Promise
 *       (rejects with the API's error), preview(amendments) -> Promise of what it changes later
 *       (POST .../corrections/preview), seatName(seat), screen (the game's screen: its fixEditor, or
 *       loadFixEditor to load it),
 *       screenCtx (a screen context for that editor: nameOf, table...)}
 */
export async function openCorrection(entry, ctx, mode) {
  await loadFixEditor(ctx.screen);
  const panel = ctx.panel;
  const close = () => { panel.hidden = true; panel.replaceChildren(); };
  panel.hidden = false;
  mount(panel, correctionForm(ctx, [partFor(ctx, entry, mode)], close));
  panel.scrollIntoView({ block: "nearest" });
  panel.querySelector("select, input, button")?.focus();
}

/**
 * One correction, possibly of several moves: a part per move, one message, one button.
 * "Preview" asks the server what the correction would change, in the fixed moves and later (a
 * dry run, nothing stored, no other phone told), and shows it in words; the button then says
 * "Save the correction" (or "Delete move N") and saves it. Any change to the form after that
 * asks again.
 */
function correctionForm(ctx, parts, close) {
  const message = h("p", { class: "message error", role: "alert", hidden: true });
  const more = h("div", { class: "fix-more" });
  const consequences = h("div", { class: "fix-preview", role: "status", "aria-live": "polite", hidden: true });
  const deleting = parts.every((p) => p.mode === "delete");
  // One "Preview" step, then one "Save" (or "Delete") step: the first press never stores anything.
  const firstLabel = t("fix-preview");
  const saveLabel = deleting ? (parts.length > 1 ? t("fix-delete-these") : t("fix-delete-move", { version: parts[0].entry.version }))
    : t("fix-save");
  const submit = h("button", { type: "submit", class: deleting ? "danger" : "primary" }, firstLabel);
  let previewed = null; // the amendments the shown preview is of (JSON), null: not previewed yet
  // novalidate: the server judges the values (a game's own control may have a narrower range than the rules).
  const form = h("form", { class: "fix-form", novalidate: true },
    parts.map((part) => part.node), message, more, consequences,
    h("div", { class: "fix-actions" }, submit, h("button", { type: "button", onclick: close }, t("fix-cancel"))));
  const forget = () => {
    if (previewed === null) return;
    previewed = null;
    consequences.hidden = true;
    mount(consequences);
    submit.textContent = firstLabel;
  };
  form.addEventListener("input", forget);
  form.addEventListener("change", forget);
  // A game's own controls are often buttons (a card picker, a count chip): a tap changes the move too.
  form.addEventListener("click", (event) => { if (event.target.closest?.(".fix-editor button")) forget(); });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    message.hidden = true;
    mount(more);
    const amendments = parts.map((part) => part.amendment());
    try {
      if (previewed !== JSON.stringify(amendments)) {
        const preview = await ctx.preview(amendments);
        previewed = JSON.stringify(amendments);
        mount(consequences, ownWords(ctx, preview, parts, amendments), previewWords(ctx, preview));
        consequences.hidden = false;
        submit.textContent = saveLabel;
        return;
      }
      await ctx.correct(amendments);
      close();
    } catch (err) {
      forget();
      message.textContent = explainError(err, form).text;
      message.hidden = false;
      const broken = err.broken && ctx.entryAt(err.broken.version);
      if (!broken || parts.some((p) => p.entry.version === broken.version) || !ctx.mayCorrect(broken)) return;
      // The parts already built move into the bigger form with what was typed in them.
      const extend = (mode) => form.replaceWith(correctionForm(ctx, [...parts, partFor(ctx, broken, mode)], close));
      mount(more, h("button", { type: "button", onclick: () => extend("fix") }, t("fix-fix-too", { version: broken.version })),
        h("button", { type: "button", onclick: () => extend("delete") }, t("fix-delete-too", { version: broken.version })));
    }
  });
  return form;
}

/**
 * "Move 5 itself: now Ann +8 (was: Ann +7)": each fixed move as it will stand, with its own new
 * result where the server says it changes (preview.own_changes), beside the move as it stands now.
 */
function ownWords(ctx, preview, parts, amendments) {
  const lines = parts.map((part, index) => {
    if (part.mode !== "fix") return null;
    const asked = amendments[index];
    const own = preview.own_changes?.find((change) => change.version === part.entry.version);
    const result = part.entry.now?.result ?? part.entry.result;
    const was = ctx.describe({ kind: "move", seat: part.currentSeat, move: part.current, result: own ? own.before : result });
    const now = ctx.describe({ kind: "move", seat: asked.seat ?? own?.seat ?? part.currentSeat, move: own?.move ?? asked.move,
      result: own ? own.after : result });
    return h("li", {}, t("fix-preview-own", { version: part.entry.version, now, was }));
  }).filter(Boolean);
  return lines.length ? h("ul", { class: "fix-own" }, lines) : null;
}

/** "This changes move 14: ... now: ... (was: ...)", each later move in the game's own words. */
function previewWords(ctx, preview) {
  if (!preview.changes.length) return h("p", {}, t("fix-preview-none"));
  const said = (change, result) => ctx.describe({ kind: "move", seat: change.seat, move: change.move, result });
  return [
    h("p", {}, t("fix-preview-count", { count: preview.changes.length })),
    h("ul", {}, preview.changes.map((change) => h("li", {},
      t("fix-preview-change", { version: change.version, now: said(change, change.after), was: said(change, change.before) })))),
  ];
}

function partFor(ctx, entry, mode) {
  const current = entry.now ? entry.now.move : entry.move;
  const currentSeat = entry.now ? entry.now.seat : entry.seat;
  const heading = h("h3", {}, t("fix-part-heading", { version: entry.version, sentence: ctx.describe(entry) }));
  if (mode === "delete") {
    return { entry, mode, node: h("div", { class: "fix-part" }, heading, h("p", {}, t("fix-delete-explained"))),
      amendment: () => ({ version: entry.version, delete: true }) };
  }
  const spec = ctx.game.moves[current.type];
  const { type, redacted, ...values } = current;
  // The game's own controls (card pickers, steppers, tick boxes), pre-filled; the
  // editor built from the schema only for a move its screen has no control for.
  const fields = ownEditor(ctx, current, { ...entry, seat: currentSeat })
    || valueEditor({ ...spec.schema, type: "object" }, values, `m${entry.version}`, t("fix-details"), { players: ctx.table.players });
  // Whose move it was matters only for a seat's own move, and only with more than one player.
  let seatPick = null;
  if (ctx.isHost && spec.who === "seat" && currentSeat !== null && ctx.table.players.length > 1) {
    const id = `fix-seat-${entry.version}`;
    seatPick = h("select", { id }, ctx.table.players.map((p) => h("option", { value: p.seat }, ctx.seatName(p.seat))));
    seatPick.value = String(currentSeat);
  }
  return {
    entry, mode, current, currentSeat,
    node: h("div", { class: "fix-part" }, heading,
      seatPick ? h("div", { class: "field" }, h("label", { for: seatPick.id }, fields.seatWord || ctx.screen?.seatWord || t("fix-player")), seatPick) : null, fields.node),
    amendment: () => {
      const amendment = { version: entry.version, move: { type, ...fields.read() } };
      if (seatPick) amendment.seat = Number(seatPick.value);
      return amendment;
    },
  };
}

/**
 * A screen may keep its Fix controls in a module of their own, loaded the first time a Fix opens
 * (``loadFixEditor()`` -> a module exporting fixEditor): a phone that only plays never reads them.
 */
async function loadFixEditor(screen) {
  if (screen && !screen.fixEditor && screen.loadFixEditor) screen.fixEditor = (await screen.loadFixEditor()).fixEditor;
}

/** The game screen's fixEditor(ctx, move, entry) -> {element, read() -> the move's fields, seatWord?} or null. */
function ownEditor(ctx, move, entry) {
  if (!ctx.screen?.fixEditor || !ctx.screenCtx) return null;
  let editor = null;
  try { editor = ctx.screen.fixEditor(ctx.screenCtx, move, entry); }
  catch (err) { console.error(err); return null; } // a screen's editor that fails leaves the move fixable
  if (!editor) return null;
  return { node: h("div", { class: "fix-editor" }, editor.element), seatWord: editor.seatWord,
    read: () => { const { type: _type, redacted: _redacted, ...out } = editor.read(); return out; } };
}
