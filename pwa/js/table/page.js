// Drawing the table page: the game's own screen and how it sends moves, the players,
// the results, the invitation, the handover and the wake lock, each a part that owns its
// elements and draws itself from a table answer. The session (table/session.js) draws nothing.
import { h, mount, messageBox } from "../dom.js";
import { explainError } from "../forms.js";
// choices.js is read by the game screens too: imported here, it stays in the one core chunk they share.
import { mayEnter } from "../choices.js";
import { t } from "../i18n.js";
import { screenContext, screenFor, seatName } from "../games/index.js";
import { inviteCard } from "../views/join.js";

/** Re-render without losing what the player was typing or had opened: values and focus of named
 * fields, and the folded sections (details, known by their summary) that were open, so a live
 * update from another phone does not fold away what this one just unfolded. */
export function keepTyping(container, render, onLost = () => {}) {
  // A value is kept for the same field of the same form: a form that now belongs to someone else
  // (Rescuing's "Bob: today's band totals" after Alice's) starts empty, not with Alice's numbers.
  const keyOf = (el) => `${el.closest("form, fieldset, section")?.querySelector("h2, h3, h4, legend")?.textContent ?? ""}\n${el.name}`;
  const typed = new Map([...container.querySelectorAll("input[name], textarea[name]")].map((el) => [keyOf(el), el.value]));
  // A field typed into that the redraw takes away (a score cell another phone entered first) is not
  // dropped silently: the screen says so in the sentence the field carries (data-lost).
  const lost = new Map([...container.querySelectorAll("input[name][data-lost]")]
    .filter((el) => el.value !== el.defaultValue).map((el) => [keyOf(el), el.dataset.lost]));
  const focused = container.contains(document.activeElement) ? focusSelector(document.activeElement) : null;
  // Only what was open is kept open: a section the screen opens by itself (the next step) still opens.
  const opened = new Set([...container.querySelectorAll("details[open] > summary")].map((s) => s.textContent));
  render();
  for (const el of container.querySelectorAll("input[name], textarea[name]")) {
    const key = keyOf(el);
    lost.delete(key);
    if (typed.has(key) && typed.get(key) !== el.defaultValue) el.value = typed.get(key);
  }
  for (const sentence of lost.values()) onLost(sentence);
  for (const summary of container.querySelectorAll("details > summary")) {
    if (opened.has(summary.textContent)) summary.parentElement.open = true;
  }
  if (focused) caretAtEnd(container.querySelector(focused));
}

/** How to find the focused control again after a re-render: a field by its name, an action button
 * by its data-action (the finger put on "Recruit Little John" stays there through a live update). */
function focusSelector(el) {
  if (el.name) return `[name="${CSS.escape(el.name)}"]`;
  if (el.dataset?.action) return `[data-action="${CSS.escape(el.dataset.action)}"]`;
  return null;
}

/**
 * A form whose move was stored (or queued) starts empty again, so one more tap cannot
 * enter the same event twice. keepTyping() restores only values that differ from a field's
 * default, so putting every field of the form back to its default is enough. The form is
 * ``near`` (the block the screen named), else the tapped control's form, fieldset or refusal
 * anchor; a control in no such block clears only its own row.
 */
function clearStoredForm(control) {
  if (!control?.isConnected) return;
  const tapped = control.matches?.("button, input, select, textarea, summary, a, [role=button]");
  const form = tapped ? control.closest("form, fieldset, [data-refusal-anchor]") || control.parentElement : control;
  for (const el of form?.querySelectorAll("input, textarea") || []) {
    if (el.type === "checkbox" || el.type === "radio") el.checked = el.defaultChecked;
    else el.value = el.defaultValue;
  }
}

/** Focus a field with the caret after its text, so typing goes on where it was (a fresh
 * field's caret would sit at the start: "9" typed into "0" would give "90"). */
function caretAtEnd(el) {
  if (!el) return;
  el.focus();
  if (!("setSelectionRange" in el)) return;
  const end = el.value.length;
  if (el.type === "number") { // number inputs refuse selections: set it as text, then switch back
    el.type = "text";
    el.setSelectionRange(end, end);
    el.type = "number";
  } else {
    el.setSelectionRange(end, end);
  }
}

/**
 * The game's own screen (games/index.js's screenFor) in a panel, and the context it plays
 * through: moves go through `session`, and every refusal or check shows through `refusals`
 * beside the control that caused it. `lateRefusal` (an offline move refused on arrival) goes
 * once a move is stored.
 */
export function gameScreen({ session, seats, refusals, lateRefusal }) {
  const panel = h("div", { class: "game-panel" });

  async function send(move, game, { near = null } = {}) {
    const control = near || refusals.lastControl;
    const asHost = game.moves[move.type]?.who === "host" || move.seat !== undefined;
    const onStored = () => { refusals.clear(); lateRefusal.clear(); clearStoredForm(control); };
    try {
      return await session.send(move, { asHost, onStored });
    } catch (err) {
      const scope = control?.closest?.("form, fieldset, section") || panel;
      const { text, controls, ruling } = explainError(err, scope);
      refusals.show(text, control, controls, err, ruling); // err: worded again if the reader changes language
      return null;
    }
  }

  const contextFor = (table, game) => screenContext(table, game, {
    isHost: Boolean(seats.host), readOnly: false,
    actsFor: (seat) => (seats.player && session.table.you.seat === seat ? {} : { seat }),
    // send(move, {near}): a refusal shows after `near` (an element), else after the control last used.
    send: (move, options = {}) => send(move, game, options),
    // warn(text, near): a check made on the phone, shown the same way as a refusal.
    warn: (text, near = null) => refusals.show(text, near),
    clearWarning: () => refusals.clear(),
    savePreset: (gameId, name, data) => session.savePreset(gameId, name, data),
  });

  return {
    panel,
    draw: (table, game) => keepTyping(panel, () => mount(panel, screenFor(table.game).render(contextFor(table, game))),
      (sentence) => refusals.show(sentence, panel)),
  };
}

/** "Your move made offline was not recorded. <why>": the refusals of moves queued offline. */
export function notRecorded(refused, scope) {
  const reasons = [...new Set(refused.map((err) => explainError(err, scope).text))].join(" ");
  return t("table-not-recorded", { count: refused.length, reasons });
}

/** "Offline: 2 moves waiting to be sent.", hidden while nothing waits. */
export function pendingLine() {
  const element = h("p", { class: "pending", hidden: true });
  const show = (count) => {
    element.hidden = count === 0;
    element.textContent = t("table-pending", { count });
  };
  return { element, show };
}

/**
 * Said once on arriving at a table (a rematch: "A new game has started with the same players.").
 * It is news about the table as it was on arrival; it goes at the next move and is
 * never left standing over a game that has ended.
 */
export function arrivalNotice(said) {
  const box = messageBox();
  if (said) box.show(said, "notice");
  let arrivedAt = null;
  const age = (table) => {
    if (box.hidden) return;
    arrivedAt ??= table.version;
    if (table.status.finished || table.version !== arrivedAt) box.clear();
  };
  return { box, age };
}

/** The seats in order, this phone's marked, and how many are still free. */
export function drawPlayers(list, table) {
  mount(list, table.players.map((p) => h("li", { class: p.seat === table.you.seat ? "mine" : "" }, `${p.seat + 1}. ${p.name}`)),
    table.players.length < table.seats ? h("li", { class: "empty" }, t("table-seats-free", { count: table.seats - table.players.length })) : null);
}

/**
 * The invitation (join code and QR code) only helps while a seat is free. It leads the host's
 * screen (`top`) and trails a player's (`bottom`), where the host also finds the big-screen link.
 */
export function drawInvitation({ top, bottom }, table, { tableId, seats, readToken }) {
  const seatsFree = table.players.length < table.seats;
  const card = table.join_code && seatsFree && !table.status.finished ? inviteCard(table, readToken) : null;
  mount(top, seats.host ? card : null);
  mount(bottom, seats.host ? null : card,
    seats.host && seats.spectator ? h("p", {}, h("a", { href: `/watch/${tableId}#${seats.spectator}`, target: "_blank", rel: "noopener" }, t("table-big-screen-link"))) : null);
}

/**
 * The results lead a finished table (drawn again only for a new version); results.js
 * loads with import(), so a phone that only plays does not download it before the end.
 */
export function resultsSpot({ tableId, seats, readToken }) {
  const element = h("div", { class: "results-spot" });
  let shownVersion = null;
  let sawPlay = false; // this screen showed the game in play: its end is news to bring into view
  async function draw(table) {
    if (!table.status.finished) { mount(element); shownVersion = null; sawPlay = true; return; }
    if (shownVersion === table.version) return;
    shownVersion = table.version;
    const { resultsCard } = await import("../views/results.js");
    mount(element, resultsCard({ tableId, token: readToken, hostToken: seats.host, table, isHost: Boolean(seats.host) }));
    if (sawPlay) {
      // The last move is often tapped low on the page (End the game): the winner is above it.
      sawPlay = false;
      element.scrollIntoView({ block: "start" });
    }
  }
  return { element, draw };
}

/** "Seat on another phone?", folded; its code (handover.js) loads when it is opened. */
export function handoverSpot({ session, seats }) {
  const element = h("details", { class: "handover" },
    h("summary", {}, seats.host ? t("handover-summary-host") : t("handover-summary")), h("div", {}));
  const body = element.lastElementChild;
  const fill = () => import("../handover.js").then(({ handoverPanel }) => {
    const { table } = session;
    mount(body, handoverPanel({ tableId: session.tableId, token: session.actingToken, isHost: Boolean(seats.host),
      table, seatName: (seat) => seatName(table, seat) }));
  }).catch(() => mount(body, h("p", { class: "message error" }, t("handover-needs-connection"))));
  element.addEventListener("toggle", () => { if (element.open) fill(); });
  // A player hands over their seat while the game is on; the host's phone always has its
  // host role to hand over (corrections, the results and a rematch come after the game too).
  const draw = (table) => {
    element.hidden = seats.host ? false : table.you.seat === null || Boolean(table.status.finished);
    if (element.open && !body.childElementCount) fill();
  };
  return { element, draw };
}

/**
 * "What can I do now?", folded: the engine's list of what this phone may enter, in words with the
 * ruling behind each option (table/can-do.js, loaded when it is first opened). While it is open it
 * follows every new table answer, so it never says what the table no longer allows.
 */
export function canDoSpot({ session }) {
  const element = h("details", { class: "can-do" }, h("summary", {}, t("can-do-summary")), h("div", { "aria-live": "polite" }));
  const body = element.lastElementChild;
  let game = null;
  let asked = 0; // only the latest answer is drawn: an earlier one may arrive after it
  const fill = () => {
    const ask = ++asked;
    return import("./can-do.js")
      .then(({ canDoBody }) => canDoBody(session.table, game))
      .then((parts) => { if (ask === asked) mount(body, parts); })
      .catch(() => mount(body, h("p", { class: "message error" }, t("can-do-needs-connection"))));
  };
  element.addEventListener("toggle", () => { if (element.open) fill(); });
  const draw = (table, tableGame) => {
    game = tableGame;
    element.hidden = Boolean(table.status.finished);
    if (element.open) fill();
  };
  return { element, draw };
}

/**
 * Draws (table/draws.js, loaded when first needed): a "Draw at random" button for each move the
 * engine lets this phone leave to chance now (its type `drawable` in GET /games), and each draw that
 * lands while the page is open, shown the same on every phone. Draws already in the log on arrival
 * are not shown again.
 */
export function drawSpot({ session, refusals }) {
  const offers = h("div", { class: "draw-offers" });
  const show = h("div", { class: "draw-landing" });
  const element = h("div", { class: "draw-spot" }, offers, show);
  const load = () => import("./draws.js");
  let seenVersion = null;
  const draw = (table, game) => {
    const offered = mayEnter(table) && table.choices.moves.some((m) => game?.moves?.[m.type]?.drawable?.length);
    if (!offered) { mount(offers); return; }
    load().then((draws) => mount(offers, draws.drawButtons(table, game, { tableId: session.tableId, token: session.readToken,
      refresh: () => session.refresh(), refused: (text, near) => refusals.show(text, near) })))
      .catch(() => mount(offers));
  };
  const news = (table, game, entries) => {
    if (seenVersion === null || table.version < seenVersion) { seenVersion = table.version; return; }
    const drawn = entries.filter((e) => e.version > seenVersion && e.kind === "move" && e.move?.at_random);
    seenVersion = table.version;
    if (drawn.length) load().then((draws) => draws.showDraw(show, drawn.at(-1), table, game)).catch(() => {});
    else if (entries.some((e) => e.version === table.version)) mount(show); // the game went on: the draw was seen
  };
  return { element, draw, news };
}

/**
 * "Set up the table": the game's setup for this table's options, step by step with a check box each
 * (table/setup.js, loaded when the section is shown). Open until the table's first move, folded
 * after (still there to look back at); hidden once the game is over, and for a game with nothing
 * to set up. The phones and the big screen share it: ``token`` is any token of the table.
 */
export function setupSpot({ tableId, token }) {
  const element = h("details", { class: "setup-steps" }, h("summary", {}, t("setup-summary")), h("div", {}));
  const body = element.lastElementChild;
  let started = null; // whether the table had a first move when last drawn
  let filled = null; // the loading or loaded body
  let version = 0; // the table's version when last drawn
  let filledAt = null; // ... and when the body was asked for: a move before the first turn may change the
  // setup (Curse You's Legends drawn again), so a body older than the table is asked for again when opened
  const fill = () => {
    if (filledAt !== version) filled = null;
    filledAt = version;
    filled ||= import("./setup.js")
      .then(({ setupBody }) => setupBody(tableId, token))
      .then((parts) => { if (parts === null) element.hidden = true; else mount(body, parts); })
      .catch(() => { filled = null; mount(body, h("p", { class: "message error" }, t("setup-needs-connection"))); });
    return filled;
  };
  element.addEventListener("toggle", () => { if (element.open) fill(); });
  const draw = (table) => {
    version = table.version;
    const nowStarted = table.version > 0;
    if (nowStarted !== started) element.open = !nowStarted; // the first move folds it; an undo back to none opens it
    started = nowStarted;
    if (table.status.finished) element.hidden = true;
    else if (element.open && filledAt !== null && filledAt !== version) fill(); // open: follow the table
  };
  return { element, draw };
}

/** The screen stays awake while the game is in play (wakelock.js, loaded when a table draws). */
export function wakeLock() {
  const awake = (on) => import("../wakelock.js").then((lock) => lock.keepAwake(on)).catch(() => {});
  const box = h("input", { type: "checkbox", name: "keep-awake", checked: localStorage.getItem("sherwood.keep-awake") !== "off",
    onchange: () => import("../wakelock.js").then((lock) => lock.setEnabled(box.checked)).catch(() => {}) });
  const setting = h("label", { class: "check-label keep-awake", hidden: !("wakeLock" in navigator) }, box,
    t("wake-setting"));
  const draw = (table) => {
    awake(!table.status.finished);
    setting.hidden = !("wakeLock" in navigator) || Boolean(table.status.finished);
  };
  return { setting, draw, release: () => awake(false) };
}
