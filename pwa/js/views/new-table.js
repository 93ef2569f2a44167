// The new-table form (/new/GAME; and /offline/new/GAME through views/offline.js), loaded when a game is
// picked on the home page.
//
// The form shows every option a game declares in its options schema (GET /api/v1/games):
// numbers, choices, switches, lists of choices and of names sized by the player count,
// a seat order, and the goods game's card table (a map of numbers). Each game's words for its
// options (labels, help, the names of its choices) are its own, in pwa/js/games/ beside its screen
// (games/index.js loadOptionWords); an option without words still gets a control built from the
// schema alone.
import { api, gamesList } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { formErrorText, plainSchema } from "../schema-forms.js";
import { remember, rememberedPeople, sameName } from "../store.js";
import { navigate } from "../router.js";
import { loadOptionWords } from "../games/index.js";
import { listWords, loadPart, t } from "../i18n.js";
import { playerCount } from "./home.js";

// The form's words are the home page's part (pwa/locales/<language>/home.ftl).
await loadPart("home");

// ---- The options of each game, in the game's words ---------------------------------

/** The game's words for its options (a game without any: {}). */
async function optionWordsOf(game) {
  return (await loadOptionWords(game.id))(game);
}

const capital = (text) => text.replace(/^./, (c) => c.toUpperCase());
const words = (name) => capital(name.replace(/_/g, " "));
// Ids from the option's name, not a counter: the form drawn again (in another language) has the
// same ids, so what was typed goes back into the same fields (typed.js). One form per page.
const newId = (name) => `opt-${name}`;

function help(text, id) {
  return text ? h("small", { id }, text) : null;
}

/** The number of players the form is set to, within the game's limits (for sizing lists). */
function playersOf(game, typed) {
  const schema = game.options_schema.properties?.players;
  const n = Number.isInteger(typed) ? typed : schema?.default ?? game.min_players;
  return Math.min(Math.max(n, game.min_players), game.max_players);
}

// Each control below is {name, row, read(values), update?(values)}: read() gets the values
// read so far (the options before it in the schema), so a list can size itself by the players.

function numberControl(name, schema, w) {
  const id = newId(name);
  const input = h("input", {
    id, name, type: "number", inputmode: "numeric", step: 1, min: schema.minimum, max: schema.maximum,
    value: schema.default ?? "", "aria-describedby": w.help ? `${id}-help` : null,
  });
  const row = h("div", { class: "field" }, h("label", { for: id }, w.label || words(name)), input, help(w.help, `${id}-help`),
    w.zones ? zoneButtons(input, w.zones) : null);
  return {
    name, row,
    read: () => {
      if (input.value.trim() === "") return schema.nullable ? null : undefined;
      return Number(input.value);
    },
  };
}

/** Buttons that set a number field to a zone of a track ("Easy: green, 0-300"), and which zone it is in now. */
function zoneButtons(input, zones) {
  const zoneOf = (v) => zones.find((z) => v >= z.from && v <= z.to);
  const said = h("output", { for: input.id, class: "zone-now", "aria-live": "polite" });
  const buttons = zones.map((z) => h("button", { type: "button", class: `zone-pick zone-${z.colour}`, "aria-pressed": "false",
    onclick: () => { input.value = String(z.pick); input.dispatchEvent(new Event("input", { bubbles: true })); } },
  t("home-zone-pick", { zone: z.name, colour: z.colour, from: z.from, to: z.to })));
  const show = () => {
    const value = input.value.trim() === "" ? null : Number(input.value);
    const zone = value === null ? null : zoneOf(value);
    zones.forEach((z, i) => buttons[i].setAttribute("aria-pressed", String(z === zone)));
    said.textContent = zone ? t("home-zone-now", { value, colour: zone.colour, zone: zone.name.toLowerCase() }) : "";
  };
  input.addEventListener("input", show);
  input.addEventListener("change", show);
  show();
  return h("div", { class: "zones" }, h("div", { class: "zone-buttons" }, buttons), said);
}

function choiceControl(name, schema, w) {
  const id = newId(name);
  const select = h("select", { id, name, "aria-describedby": w.help ? `${id}-help` : null },
    schema.enum.map((v) => h("option", { value: JSON.stringify(v) }, w.choices?.[v] ?? capital(String(v)))));
  if (schema.default !== undefined && schema.default !== null) select.value = JSON.stringify(schema.default);
  const row = h("div", { class: "field" }, h("label", { for: id }, w.label || words(name)), select, help(w.help, `${id}-help`));
  return { name, row, read: () => JSON.parse(select.value) };
}

function switchControl(name, schema, w) {
  const id = newId(name);
  const box = h("input", { id, name, type: "checkbox", checked: schema.default === true, "aria-describedby": w.help ? `${id}-help` : null });
  const row = h("div", { class: "field check" }, h("label", { for: id, class: "check-label" }, box, w.label || words(name)), help(w.help, `${id}-help`));
  return { name, row, read: () => box.checked };
}

function textControl(name, schema, w) {
  const id = newId(name);
  const input = h("input", { id, name, type: "text", maxlength: schema.maxLength, value: schema.default ?? "", "aria-describedby": w.help ? `${id}-help` : null });
  const row = h("div", { class: "field" }, h("label", { for: id }, w.label || words(name)), input, help(w.help, `${id}-help`));
  return { name, row, read: () => (input.value === "" && schema.nullable ? null : input.value) };
}

/** A list of choices (Curse's Legends), one select per place; how many comes from w.count(values). */
function choiceListControl(name, schema, w, game) {
  const legend = h("legend", {}, w.label || words(name));
  const body = h("div", { class: "list-body" });
  const row = h("fieldset", { class: "option-group", "data-field": name }, legend, body);
  let selects = [];
  let shownFor = null;
  const kept = [];
  const update = (values) => {
    const count = w.count ? w.count({ ...values, players: playersOf(game, values.players) }) : playersOf(game, values.players);
    if (count === shownFor) return;
    selects.forEach((s, i) => { kept[i] = s.value; });
    shownFor = count;
    const rows = [...Array(count).keys()].map((i) => {
      const id = newId(`${name}-${i}`);
      const select = h("select", { id, name: `${name}-${i}`, "data-field": `${name}.${i}` },
        schema.items.enum.map((v) => h("option", { value: v }, w.choices?.[v] ?? capital(String(v)))));
      select.value = kept[i] ?? w.defaults?.[i] ?? schema.items.enum[i % schema.items.enum.length];
      return h("div", { class: "field" }, h("label", { for: id }, w.item ? w.item(i) : `${words(name)} ${i + 1}`), select);
    });
    selects = rows.map((field) => field.querySelector("select"));
    const text = count === 0 ? w.none : typeof w.help === "function" ? w.help(count) : w.help;
    mount(body, text ? h("small", {}, text) : null, rows);
  };
  update({});
  return {
    name, row, update,
    read: () => (selects.length ? selects.map((s) => s.value) : (schema.nullable ? null : [])),
  };
}

/** A list of names (Rescuing's band leaders), one field per band; all empty sends nothing. */
function nameListControl(name, schema, w, game) {
  const body = h("div", { class: "list-body" });
  const listId = newId(`${name}-names`);
  const suggestions = w.suggestions ? h("datalist", { id: listId }, w.suggestions.map((s) => h("option", { value: s }))) : null;
  const row = h("fieldset", { class: "option-group", "data-field": name }, h("legend", {}, w.label || words(name)),
    w.help ? h("small", {}, w.help) : null, body, suggestions);
  let inputs = [];
  let shownFor = null;
  const kept = [];
  const update = (values) => {
    const count = w.count ? w.count({ ...values, players: playersOf(game, values.players) }) : playersOf(game, values.players);
    if (count === shownFor) return;
    inputs.forEach((input, i) => { kept[i] = input.value; });
    shownFor = count;
    inputs = [...Array(count).keys()].map((i) => h("input", {
      id: newId(`${name}-${i}`), name: `${name}-${i}`, "data-field": `${name}.${i}`, type: "text",
      maxlength: schema.items.maxLength, list: suggestions ? listId : null, value: kept[i] ?? "", autocomplete: "off",
    }));
    mount(body, inputs.map((input, i) => h("div", { class: "field" },
      h("label", { for: input.id }, w.item ? w.item(i) : `${words(name)} ${i + 1}`), input)));
  };
  update({});
  return {
    name, row, update,
    read: () => {
      const typed = inputs.map((input) => input.value.trim());
      if (typed.every((t) => t === "")) return schema.nullable ? null : [];
      return typed;
    },
    /** Some names typed, some not: said here, in the form's words, before the server is asked. */
    check: () => {
      const typed = inputs.map((input) => input.value.trim());
      const empty = inputs.filter((_, i) => typed[i] === "");
      return w.allOrNone && empty.length && empty.length < inputs.length ? { text: w.allOrNone, controls: empty } : null;
    },
  };
}

/**
 * A seat order (Curse's `order`): the seats in a list with Up and Down buttons, starting in
 * the rulebook's order. It is sent only when changed, so a table left alone keeps C2's order.
 */
function orderControl(name, schema, w, game) {
  const list = h("ol", { class: "seat-order" });
  const row = h("fieldset", { class: "option-group", "data-field": name }, h("legend", {}, w.label || words(name)),
    w.help ? h("small", {}, w.help) : null, list);
  let order = [];
  let byDefault = [];
  const key = (items) => items.map((s) => s.id).sort().join(" ");
  const move = (index, step, focusLabel) => {
    const to = index + step;
    if (to < 0 || to >= order.length) return;
    [order[index], order[to]] = [order[to], order[index]];
    draw();
    list.querySelector(`[aria-label="${CSS.escape(focusLabel)}"]`)?.focus();
  };
  const draw = () => {
    mount(list, order.map((seat, i) => {
      const up = t("home-order-up-label", { name: seat.name });
      const down = t("home-order-down-label", { name: seat.name });
      return h("li", {},
        h("span", { class: "seat-name" }, `${i + 1}. ${seat.name}`),
        h("span", { class: "seat-moves" },
          h("button", { type: "button", class: "small", "aria-label": up, disabled: i === 0, onclick: () => move(i, -1, up) }, t("home-order-up")),
          h("button", { type: "button", class: "small", "aria-label": down, disabled: i === order.length - 1, onclick: () => move(i, 1, down) }, t("home-order-down"))));
    }));
  };
  const update = (values) => {
    const seats = w.items({ ...values, players: playersOf(game, values.players) });
    if (key(seats) === key(order)) return; // the same seats: keep the order chosen
    order = seats;
    byDefault = seats.map((s) => s.id);
    draw();
  };
  return {
    name, row, update,
    read: () => {
      const ids = order.map((s) => s.id);
      return ids.join(" ") === byDefault.join(" ") ? (schema.nullable ? null : ids) : ids;
    },
  };
}

/**
 * A map of numbers the game partly knows (the goods game's card table, G1): each section a
 * group, each known number shown filled in and locked, each missing one asked by its label
 * ("Fruit: value", in the game's words: ``w.entry(key, section)``). A section keyed by player
 * count (the sell-out limits) follows the players.
 */
function knownNumbersControl(name, schema, w, game, known) {
  const body = h("div", { class: "known-body" });
  const row = h("div", { class: "known-numbers", "data-field": name },
    h("h2", { class: "group-title" }, w.label || words(name)), w.help ? h("p", { class: "hint" }, w.help) : null, body);
  const typed = {};
  let inputs = {};
  let shownFor = null;
  const sectionNumbers = (section, players) => {
    const numbers = known?.[section] || {};
    const byPlayers = Object.keys(numbers).length && Object.keys(numbers).every((k) => /^\d+$/.test(k));
    return byPlayers ? numbers[String(players)] || {} : numbers;
  };
  const update = (values) => {
    const players = playersOf(game, values.players);
    const sections = Object.keys(schema.properties || {}).filter((s) => !w.sections?.[s]?.shown || w.sections[s].shown(values));
    const shape = `${players} ${sections.join(" ")}`;
    if (shape === shownFor) return;
    for (const [path, input] of Object.entries(inputs)) if (!input.readOnly) typed[path] = input.value;
    shownFor = shape;
    inputs = {};
    mount(body, sections.map((section) => {
      const words_ = w.sections?.[section] || {};
      const numbers = sectionNumbers(section, players);
      return h("fieldset", { class: "number-table" }, h("legend", {}, words_.label || words(section)),
        words_.note ? h("small", { class: "section-note" }, words_.note) : null,
        Object.entries(numbers).map(([key, value]) => {
          const path = `${name}.${section}.${key}`;
          const id = newId(`${name}-${section}-${key}`);
          const item = schema.properties[section].additionalProperties || {};
          const input = h("input", {
            id, type: "number", inputmode: "numeric", step: 1, min: item.minimum, max: item.maximum,
            name: `${name}-${section}-${key}`, "data-field": path, readonly: value !== null,
            value: value !== null ? value : typed[path] ?? "",
          });
          inputs[path] = input;
          return h("div", { class: "field" + (value !== null ? " locked" : "") },
            h("label", { for: id }, w.entry ? w.entry(key, section) : `${capital(key)}: ${(words_.label || section).toLowerCase()}`), input);
        }));
    }));
  };
  update({});
  return {
    name, row, update,
    /** Saved numbers (a preset) typed in for the person, who sees them before creating the table. */
    fill: (saved) => {
      for (const [path, input] of Object.entries(inputs)) {
        const [, section, key] = path.split(".");
        const value = saved?.[section]?.[key];
        if (!input.readOnly && Number.isInteger(value)) input.value = value;
      }
      for (const [section, numbers] of Object.entries(saved || {})) {
        for (const [key, value] of Object.entries(numbers || {})) typed[`${name}.${section}.${key}`] = value; // for sections shown later
      }
    },
    read: () => {
      const out = {};
      for (const [path, input] of Object.entries(inputs)) {
        if (input.readOnly || input.value.trim() === "") continue; // known numbers are the server's own
        const [, section, key] = path.split(".");
        (out[section] ||= {})[key] = Number(input.value);
      }
      return out;
    },
  };
}

/**
 * The score pad's teams: a "Player N: team" select per seat ("No team", "Team 1"...).
 * Seats in the same team score together; nobody in a team sends null (everyone plays alone).
 */
function teamsControl(name, schema, w, game) {
  const body = h("div", { class: "list-body" });
  const row = h("fieldset", { class: "option-group", "data-field": name }, h("legend", {}, w.label || words(name)),
    w.help ? h("small", {}, w.help) : null, body);
  const most = schema.maxItems || 4;
  let selects = [];
  let shownFor = null;
  const kept = [];
  const update = (values) => {
    const count = playersOf(game, values.players);
    if (count === shownFor) return;
    selects.forEach((select, i) => { kept[i] = select.value; });
    shownFor = count;
    const rows = [...Array(count).keys()].map((i) => {
      const id = newId(`${name}-${i}`);
      const select = h("select", { id, name: `${name}-${i}`, "data-field": `${name}.${i}` },
        h("option", { value: "" }, t("home-no-team")),
        [...Array(Math.min(most, Math.floor(count / 2))).keys()].map((team) => h("option", { value: String(team) }, t("home-team-number", { number: team + 1 }))));
      select.value = kept[i] ?? "";
      if (select.value !== (kept[i] ?? "")) select.value = "";
      return h("div", { class: "field" }, h("label", { for: id }, t("home-player-team", { number: i + 1 })), select);
    });
    selects = rows.map((field) => field.querySelector("select"));
    mount(body, rows);
  };
  const teams = () => {
    const byTeam = new Map();
    selects.forEach((select, seat) => { if (select.value !== "") byTeam.set(select.value, [...(byTeam.get(select.value) || []), seat]); });
    return [...byTeam.keys()].sort().map((t) => byTeam.get(t));
  };
  update({});
  return {
    name, row, update,
    read: () => (teams().length ? teams() : null),
    /** A team of one is no team (SP11): said here, in the form's words, before the server is asked. */
    check: () => {
      const alone = teams().filter((team) => team.length < 2);
      if (!alone.length) return null;
      const players = listWords(alone.map((team) => t("home-player-number", { number: team[0] + 1 })));
      return { text: t("home-team-alone", { players, count: alone.length }), controls: alone.map((team) => selects[team[0]]) };
    },
  };
}

/** The controls of a game's options schema; a single-valued choice is sent without a control. */
async function optionControls(game) {
  const all = await optionWordsOf(game);
  const controls = [];
  for (const [name, published] of Object.entries(game.options_schema.properties || {})) {
    const schema = plainSchema(published);
    // An option without words of its own is still explained by the schema's description.
    const w = { help: schema.description, ...(all[name] || {}) };
    if (schema.enum && schema.enum.length === 1) {
      // Hero's `rules`, the goods game's `ruleset`: how older tables are told apart, not a choice.
      controls.push({ name, row: null, read: () => schema.enum[0] });
    } else if (w.kind === "later") {
      // Chosen on the table screen once the players are seated: the option keeps its default here.
      controls.push({ name, row: null, read: () => schema.default });
    } else if (w.kind === "order") controls.push(orderControl(name, schema, w, game));
    else if (w.kind === "teams") controls.push(teamsControl(name, schema, w, game));
    else if (w.kind === "known-numbers") controls.push(knownNumbersControl(name, schema, w, game, await w.known()));
    else if (schema.enum) controls.push(choiceControl(name, schema, w));
    else if (schema.type === "boolean") controls.push(switchControl(name, schema, w));
    else if (schema.type === "integer") controls.push(numberControl(name, schema, w));
    else if (schema.type === "string") controls.push(textControl(name, schema, w));
    else if (schema.type === "array" && schema.items?.enum) controls.push(choiceListControl(name, schema, w, game));
    else if (schema.type === "array" && schema.items?.type === "string") controls.push(nameListControl(name, schema, w, game));
    // Anything else (Hero's card catalogue, a map of maps with names of its own) starts empty:
    // it is entered during the game, or comes from saved card numbers below.
  }
  /** The options as set now; lists sized by the players are brought up to date first. */
  const read = () => {
    const values = {};
    for (const control of controls) {
      control.update?.(values);
      const value = control.read(values);
      if (value !== undefined) values[control.name] = value;
    }
    return values;
  };
  read(); // sizes the lists (and the seat order) for the default players
  return { controls, rows: controls.map((c) => c.row).filter(Boolean), read };
}

/** Marks the controls named in a refusal and ties them to its sentence until they are edited. */
function markInvalid(controls, message) {
  const fields = controls.flatMap((c) => (c.matches("input, select, textarea") ? [c] : [...c.querySelectorAll("input, select, textarea")]));
  for (const field of fields) {
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", [field.getAttribute("aria-describedby"), message.id].filter(Boolean).join(" "));
    const clear = () => {
      field.removeAttribute("aria-invalid");
      const rest = (field.getAttribute("aria-describedby") || "").split(" ").filter((id) => id && id !== message.id);
      if (rest.length) field.setAttribute("aria-describedby", rest.join(" ")); else field.removeAttribute("aria-describedby");
      field.removeEventListener("input", clear);
    };
    field.addEventListener("input", clear);
  }
}

function clearInvalid(form) {
  form.querySelectorAll("[aria-invalid]").forEach((field) => field.removeAttribute("aria-invalid"));
}

/**
 * Save a preset under ``name``; when someone else saved one under that name (409),
 * save this copy as "name 2", "name 3"... instead of replacing theirs.
 */
async function savePresetCopy(gameId, name, data, token) {
  for (let n = 1; n <= 5; n += 1) {
    const tried = n === 1 ? name : `${name.slice(0, 37)} ${n}`;
    try { return await api.savePreset(gameId, tried, data, token); } catch (err) { if (err.status !== 409) throw err; }
  }
  return null;
}

/**
 * The people this phone played with, offered by name for the host's own seat: a tap fills the
 * name, and the seat is then that person (their person id goes along, so their games and BG Stats
 * go on together). The others are linked when they join, on the host's word (table/people.js).
 */
function rememberedOffer(input) {
  const people = rememberedPeople().slice(0, 24);
  let picked = null;
  const buttons = people.map((person) => h("button", { type: "button", class: "person-pick", "aria-pressed": "false",
    onclick: () => { input.value = person.name; picked = person; show(); } }, person.name));
  const show = () => buttons.forEach((b, i) => b.setAttribute("aria-pressed", String(people[i] === picked)));
  input.addEventListener("input", () => { if (picked && !sameName(picked.name, input.value)) { picked = null; show(); } });
  const row = people.length ? h("fieldset", { class: "option-group remembered-people" },
    h("legend", {}, t("home-people-earlier")),
    h("small", {}, t("home-people-earlier-help")),
    h("div", { class: "person-picks" }, buttons)) : null;
  /** The person the typed name is: the one tapped, or the only remembered person of that name. */
  const chosen = () => {
    if (!input.value.trim()) return null;
    if (picked && sameName(picked.name, input.value)) return picked.id;
    const named = people.filter((p) => sameName(p.name, input.value));
    return named.length === 1 ? named[0].id : null;
  };
  return { row, chosen };
}

/**
 * The form of a new table. ``local`` (views/offline.js): a table kept on this phone, played with no
 * server: its own title, no presets or host's name, and ``local.create`` instead of the server's.
 */
export async function newTableView(match, root, local = null) {
  const games = await gamesList();
  const game = games.find((g) => g.id === match[1]);
  if (!game) { mount(root, h("p", { class: "card" }, t("home-no-such-game"))); return; }
  const form = h("form", { class: "card new-table", novalidate: true });
  const options = await optionControls(game);
  const message = messageBox();
  message.id = "new-table-message";
  message.setAttribute("role", "alert");
  // A game with presets (e.g. a saved card table or catalogue) can start from one, and save one.
  const presetNames = game.preset_option && !local ? await api.presets(game.id).catch(() => []) : [];
  const preset = h("select", { id: "new-preset", name: "preset" }, h("option", { value: "" }, t("home-preset-none")),
    presetNames.map((p) => h("option", { value: p.name }, p.name)));
  // When the preset's option has fields in the form, choosing saved numbers fills them in;
  // otherwise (Hero's catalogue) the saved numbers are sent as they are.
  const presetControl = options.controls.find((c) => c.name === game.preset_option && c.row);
  const savable = Boolean(presetControl);
  if (presetControl?.fill) {
    preset.addEventListener("change", async () => {
      if (!preset.value) return;
      try { presetControl.fill(await api.preset(game.id, preset.value)); } catch (err) { refuse(formErrorText(err, form).text, [preset]); }
    });
  }
  const saveAs = h("input", { id: "new-save-as", name: "save-as", maxlength: 40, placeholder: t("home-save-as-placeholder") });
  const name = h("input", { id: "new-host-name", name: "host-name", maxlength: 40, autocomplete: "nickname", placeholder: t("home-host-name-placeholder") });
  const people = rememberedOffer(name);
  // Changing the players (or the mode, or the Legends) resizes the lists that depend on them,
  // and sets an option the rules tie to the one changed.
  const linked = (await optionWordsOf(game)).linked;
  const changed = (event) => {
    const values = options.read();
    const patch = linked?.(values, event.target.name);
    if (!patch) return;
    for (const [key, value] of Object.entries(patch)) {
      const control = form.querySelector(`[name="${key}"]`);
      if (control?.type === "checkbox") control.checked = Boolean(value);
      else if (control) control.value = control.tagName === "SELECT" ? JSON.stringify(value) : String(value);
    }
    options.read();
  };
  form.addEventListener("change", changed);
  form.addEventListener("input", (event) => { if (event.target.name === "players") changed(event); });

  const refuse = (text, controls) => {
    clearInvalid(form);
    message.show(text);
    markInvalid(controls, message);
  };
  const submit = async (event) => {
    event.preventDefault();
    message.clear();
    clearInvalid(form);
    const values = options.read();
    const problem = options.controls.map((c) => c.check?.()).find(Boolean);
    if (problem) { refuse(problem.text, problem.controls); return; }
    try {
      if (local) { await local.create(game, values); return; }
      if (preset.value && !presetControl?.fill) values[game.preset_option] = await api.preset(game.id, preset.value);
      const table = await api.createTable(game.id, values);
      if (savable && saveAs.value.trim()) {
        await savePresetCopy(game.id, saveAs.value.trim(), values[game.preset_option], table.host_token)
          .catch(() => { /* the table stands; the copy is a convenience */ });
      }
      remember(table.id, { host: table.host_token, code: table.join_code, game: game.id, spectator: table.spectator_token,
        recovery: table.recovery_code });
      if (name.value.trim()) {
        // The host token goes along: the log then says "Ann undid move 8", not "Host".
        const seat = await api.join(table.join_code, name.value, table.host_token, people.chosen());
        remember(table.id, { player: seat.token });
      }
      // Said once on arriving: the recovery code is of use only kept off this phone.
      sessionStorage.setItem("sherwood.notice", t("home-recovery-code", { code: table.recovery_code }));
      navigate(`/t/${table.id}`);
    } catch (err) {
      const { text, controls } = formErrorText(err, form);
      refuse(err.status ? text : t("home-try-again-online", { text }), controls);
    }
  };
  form.addEventListener("submit", submit);
  mount(root, mount(form,
    h("h1", {}, local ? local.title(game) : t("home-new-table-title", { game: game.title })),
    h("p", { class: "hint" }, `${playerCount(game)}.`),
    options.rows,
    presetNames.length ? h("div", { class: "field" }, h("label", { for: preset.id }, t("home-preset-label")), preset) : null,
    savable && !local ? h("div", { class: "field" }, h("label", { for: saveAs.id }, t("home-save-as-label")), saveAs) : null,
    local ? null : h("div", { class: "field" }, h("label", { for: name.id }, t("home-host-name-label")), name),
    local ? null : people.row,
    h("div", { class: "form-end" }, message, h("button", { class: "primary", type: "submit" }, t("home-create")))));
}
