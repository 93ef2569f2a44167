// The table screen: live state, the game's own screen, the log and undo.
import { api, gameInfo, gamesList, sendMove, flush, Offline } from "../api.js";
import { h, mount, messageBox, refusalSpot } from "../dom.js";
import { explainError } from "../forms.js";
import { follow } from "../live.js";
import { queued, remember, session, keepLast, lastKept } from "../store.js";
import { screenContext, screenFor, seatName } from "../games/index.js";
import { inviteCard } from "./join.js";
import { navigate } from "../router.js";

// How many log entries one page of the log shows (the API allows up to 200).
const LOG_PAGE = 50;
// Move fields that hold a seat number: shown as the seat's name, never as a zero-based number.
const SEAT_FIELDS = /^(seat|target|sheriff|winner|winners|first_player|starting_seat|player)$/;

const humanize = (text) => String(text).replace(/_/g, " ");

/** May this phone correct this log entry? The host: any move; a player: moves they entered. */
function canCorrect(entry, ctx) {
  if (entry.kind !== "move" || entry.undone || ctx.table.you.role === "spectator") return false;
  if (entry.now && entry.now.move === null) return false; // deleted already
  if (ctx.isHost) return true;
  return entry.by === "player" && entry.seat === ctx.table.you.seat;
}

/**
 * The "Fix" and "Delete" buttons of one log line. The form they open is corrections.js,
 * loaded when one is pressed: a phone that only plays never downloads it (issue 13).
 */
function correctionTools(entry, ctx) {
  if (!canCorrect(entry, ctx)) return null;
  const open = (mode) => import("../corrections.js")
    .then((corrections) => corrections.openCorrection(entry, ctx, mode))
    .catch(() => {
      ctx.panel.hidden = false;
      mount(ctx.panel, h("p", { class: "message error", role: "alert" },
        "The correction form could not load. Check the connection and press the button again."));
    });
  // Another seat's private fields come blanked: they can be deleted, not re-entered blind.
  // A move without fields has nothing to fix, only to delete.
  const current = entry.now?.move || entry.move;
  const fieldless = !Object.keys(ctx.game.moves[current.type]?.schema?.properties || {}).length;
  const hidden = current.redacted?.length || fieldless;
  return h("div", { class: "fix-tools" },
    hidden ? null : h("button", { type: "button", class: "small", onclick: () => open("fix"), "aria-label": `Fix move ${entry.version}` }, "Fix"),
    h("button", { type: "button", class: "small", onclick: () => open("delete"), "aria-label": `Delete move ${entry.version}` }, "Delete"));
}

/** A move field's value in words: seats by name, yes/no, lists and small objects flattened. */
function valueWords(value, key, table) {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" && SEAT_FIELDS.test(key)) return seatName(table, value);
  if (Array.isArray(value)) {
    const items = value.map((v) => valueWords(v, key, table)).filter((v) => v !== null);
    return items.length ? items.join(", ") : "none";
  }
  if (typeof value === "object") {
    const parts = Object.entries(value).map(([k, v]) => [k, valueWords(v, k, table)]).filter(([, v]) => v !== null);
    return parts.length ? parts.map(([k, v]) => `${humanize(k)} ${v}`).join(", ") : "none";
  }
  return typeof value === "string" && /^[a-z0-9_]+$/.test(value) ? humanize(value) : String(value);
}

export function describeEntry(entry, table) {
  const sentence = describeMove(entry, table);
  // One phone often enters for the whole table: say so when the host's phone entered another seat's move.
  const forAnother = entry.seat !== null && entry.seat !== (table.host_seat ?? null);
  return entry.kind === "move" && entry.by === "host" && forAnother ? `${sentence} (entered by the host)` : sentence;
}

/** Who made a move or undo with the host's token: the host's name when the host sits at the table (issue 23). */
const hostName = (table) => ((table.host_seat ?? null) === null ? "Host" : seatName(table, table.host_seat));

function describeMove(entry, table) {
  const who = entry.seat === null ? hostName(table) : seatName(table, entry.seat);
  if (entry.kind === "undo") return `${who} undid move ${entry.result.undid}${laterResultsChanged(entry)}`;
  if (entry.kind === "correction") return describeCorrection(entry, who, table);
  let own = null;
  try { own = screenFor(table.game).describe?.(entry, who, (seat) => seatName(table, seat)); }
  catch { own = null; } // a corrected move comes without the result a game's sentence may read
  if (own) return own;
  // A game without its own sentences: the move's name and fields in words (no JSON, no identifiers).
  const fields = Object.entries(entry.move).filter(([k]) => k !== "type" && k !== "redacted")
    .map(([k, v]) => [k, valueWords(v, k, table)]).filter(([, v]) => v !== null)
    .map(([k, v]) => `${humanize(k)} ${v}`);
  if (entry.move.redacted) fields.push("(private)");
  return `${who}: ${humanize(entry.move.type)}${fields.length ? " · " + fields.join(", ") : ""}`;
}

/** "Host corrected move 12: Ann revealed Ale 3 → Ann revealed Ale 8", one sentence per amendment. */
function describeCorrection(entry, who, table) {
  const said = (move, seat) => describeEntry({ kind: "move", seat, move, result: {} }, table);
  const text = entry.move.amendments.map((a) => (a.move === null
    ? `${who} deleted move ${a.version} (${said(a.before, a.before_seat)})`
    : `${who} corrected move ${a.version}: ${said(a.before, a.before_seat)} → ${said(a.move, a.seat)}`)).join("; ");
  return text + laterResultsChanged(entry);
}

/** " · results changed: moves 14 and 22" (issue 19): the later moves the replay gave a new result. */
function laterResultsChanged(entry) {
  const later = (entry.result?.changes || []).filter((c) => !c.amended).map((c) => c.version);
  if (!later.length) return "";
  const list = later.length === 1 ? `move ${later[0]}` : `moves ${later.slice(0, -1).join(", ")} and ${later.at(-1)}`;
  return ` · results changed: ${list}`;
}

/** Re-render without losing what the player was typing or had opened: values and focus of named
 * fields, and the folded sections (details, known by their summary) that were open, so a live
 * update from another phone does not fold away what this one just unfolded. */
function keepTyping(container, render) {
  // A value is kept for the same field of the same form: a form that now belongs to someone else
  // (Rescuing's "Bob: today's band totals" after Alice's) starts empty, not with Alice's numbers.
  const keyOf = (el) => `${el.closest("form, fieldset, section")?.querySelector("h2, h3, h4, legend")?.textContent ?? ""}\n${el.name}`;
  const typed = new Map([...container.querySelectorAll("input[name], textarea[name]")].map((el) => [keyOf(el), el.value]));
  const focused = container.contains(document.activeElement) ? focusSelector(document.activeElement) : null;
  // Only what was open is kept open: a section the screen opens by itself (the next step) still opens.
  const opened = new Set([...container.querySelectorAll("details[open] > summary")].map((s) => s.textContent));
  render();
  for (const el of container.querySelectorAll("input[name], textarea[name]")) {
    const key = keyOf(el);
    if (typed.has(key) && typed.get(key) !== el.defaultValue) el.value = typed.get(key);
  }
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
 * Issue 23: a form whose move was stored (or queued) starts empty again, so one more tap cannot
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


/** One page of the log with the total the API counts (X-Pagination), oldest first like the API. */
async function logPage(tableId, token, page) {
  const response = await fetch(`/api/v1/tables/${tableId}/moves?page=${page}&page_size=${LOG_PAGE}`,
    { headers: { Authorization: `Bearer ${token}` }, cache: "no-store" });
  if (!response.ok) throw new Error(`The log could not be read (${response.status}).`);
  const pagination = JSON.parse(response.headers.get("X-Pagination") || "{}");
  return { entries: await response.json(), total: pagination.total ?? 0 };
}

const lastPage = (total) => Math.max(1, Math.ceil(total / LOG_PAGE));

export async function tableView(match, root) {
  const tableId = match[1];
  const seats = session(tableId);
  const readToken = seats.player || seats.host;
  if (!readToken) {
    mount(root, h("section", { class: "card" }, h("h1", {}, "You have no seat here"),
      h("p", {}, "Ask the table for its code or QR code to join.")));
    return null;
  }
  // The router has learnt the table's game before drawing (app.js): read that one game, not the list.
  const knownGame = lastKept(`game.${tableId}`);
  const games = knownGame ? [await gameInfo(knownGame)] : await gamesList();
  let table = null;
  let etag = null;
  const message = messageBox();
  message.setAttribute("role", "alert");
  const panel = h("div", { class: "game-panel" });
  const players = h("ul", { class: "players" });
  const logList = h("ol", { class: "log", tabindex: 0, "aria-label": "Log, newest move first" });
  const olderButton = h("button", { type: "button", class: "older", hidden: true, onclick: () => loadOlder() }, "Show older moves");
  const pending = h("p", { class: "pending", hidden: true });
  const title = h("h1", {}, "Table");
  const undoButton = h("button", { type: "button", onclick: () => undo(), id: "undo" }, seats.host ? "Undo last move" : "Undo my last move");
  // The invitation leads the host's screen while seats are free, and trails it after.
  const inviteTop = h("div", {});
  const invite = h("div", {});
  const view = h("div", { class: "table-view" });
  // Every refusal on this screen appears beside the control that caused it.
  const refusals = refusalSpot(view, message);
  let logOlderPage = 0; // the next older page of the log to load; 0: none left
  const shownEntries = new Map(); // version -> log entry on screen (a refused correction may name one)
  const fixPanel = h("div", { class: "fix-panel", hidden: true });
  const results = h("div", { class: "results-spot" });
  const playHeading = h("h2", { class: "visually-hidden", id: "play-heading" }, "Play");
  // Said once on arriving at a rematch ("A new game has started with the same players.").
  const notice = messageBox();
  // A move queued offline and refused once it arrived (the game had ended, another seat moved
  // first...): said at the top, where it is seen, and kept through the redraws that follow.
  const lateRefusal = messageBox();
  lateRefusal.setAttribute("role", "alert");
  const said = sessionStorage.getItem("sherwood.notice");
  if (said) { sessionStorage.removeItem("sherwood.notice"); notice.show(said, "notice"); }
  // Issue 23: the notice is news about the table as it was on arrival; it goes at the next move
  // and is never left standing over a game that has ended.
  let noticeVersion = null;
  const ageNotice = () => {
    if (notice.hidden) return;
    noticeVersion ??= table.version;
    if (table.status.finished || table.version !== noticeVersion) notice.clear();
  };

  const correctionContext = () => ({
    table, game: games.find((g) => g.id === table.game), isHost: Boolean(seats.host), panel: fixPanel,
    describe: (entry) => describeEntry(entry, table),
    entryAt: (version) => shownEntries.get(version),
    mayCorrect: (entry) => canCorrect(entry, correctionContext()),
    seatName: (seat) => seatName(table, seat),
    // Issue 23: a Fix opens the game's own controls; they are built with the screen's context.
    screen: screenFor(table.game),
    screenCtx: screenContext(table, games.find((g) => g.id === table.game), { isHost: Boolean(seats.host), readOnly: false }),
    correct: async (amendments) => {
      await api.correct(tableId, seats.host || seats.player, amendments);
      refusals.clear();
      await refresh();
    },
    preview: (amendments) => api.previewCorrection(tableId, seats.host || seats.player, amendments),
  });

  const ctxFor = () => {
    const game = games.find((g) => g.id === table.game);
    return screenContext(table, game, {
      isHost: Boolean(seats.host), readOnly: false,
      actsFor: (seat) => (seats.player && table.you.seat === seat ? {} : { seat }),
      // send(move, {near}): a refusal shows after `near` (an element), else after the control last used.
      send: (move, options = {}) => send(move, game, options),
      // warn(text, near): a check made on the phone, shown the same way as a refusal.
      warn: (text, near = null) => refusals.show(text, near),
      clearWarning: () => refusals.clear(),
      // A preset is saved with this phone's table token: it belongs to whoever saved it (issue 20).
      savePreset: (gameId, name, data) => api.savePreset(gameId, name, data, seats.host || seats.player),
    });
  };

  async function send(move, game, { near = null } = {}) {
    const control = near || refusals.lastControl;
    const hostMove = game.moves[move.type]?.who === "host" || move.seat !== undefined;
    const token = hostMove ? seats.host : seats.player || seats.host;
    try {
      const answer = await sendMove(tableId, token, move);
      refusals.clear();
      lateRefusal.clear();
      clearStoredForm(control);
      if (answer.queued) showPending();
      else await refresh();
      return answer;
    } catch (err) {
      const scope = control?.closest?.("form, fieldset, section") || panel;
      const { text, controls } = explainError(err, scope);
      refusals.show(text, control, controls);
      return null;
    }
  }

  function showPending() {
    const count = queued(tableId).length;
    pending.hidden = count === 0;
    pending.textContent = `Offline: ${count} move${count === 1 ? "" : "s"} waiting to be sent.`;
  }

  // One flush at a time: the online event, live events and the poll may all ask at once.
  let flushing = null;
  function sendQueued() {
    if (!queued(tableId).length) return Promise.resolve();
    flushing ||= (async () => {
      const refused = await flush(tableId);
      if (refused.length) lateRefusal.show(notRecorded(refused));
      showPending();
    })().finally(() => { flushing = null; });
    return flushing;
  }

  function notRecorded(refused) {
    const reasons = [...new Set(refused.map((err) => explainError(err, panel).text))].join(" ");
    const what = refused.length === 1 ? "Your move made offline was" : `${refused.length} of your moves made offline were`;
    return `${what} not recorded. ${reasons}`;
  }

  async function undo() {
    try {
      await api.undo(tableId, seats.host || seats.player);
      refusals.clear();
      await refresh();
    } catch (err) {
      refusals.show(err instanceof Offline ? "Undo needs a connection." : explainError(err).text, undoButton);
    }
  }

  async function refresh() {
    await sendQueued();
    let answer;
    try { answer = await api.table(tableId, readToken, etag); }
    catch (err) {
      if (err.status === 401 && seats.player && seatMovedAway(err)) return;
      // Expired (410), or purged since (its tokens open nothing: 401/404): a remembered table shows what this phone kept.
      if (!table && [401, 404, 410].includes(err.status) && await showExpired()) return;
      if (!(err instanceof Offline)) message.show(explainError(err).text);
      else if (!table) showKeptTable();
      return;
    }
    if (showingKept) { message.clear(); showingKept = false; } // connected again: the offline notice is over
    if (answer.status === 304) return;
    const changed = !table || table.version !== answer.data.version;
    if (await goesToRematch(answer.data, table)) return;
    table = answer.data;
    etag = answer.headers.get("ETag");
    keepLast(`table.${tableId}.${readToken.slice(0, 8)}`, table);
    if (changed) refusals.clear(); // a new version: earlier refusals no longer apply
    draw();
    await loadLatestLog().catch(() => { /* offline or gone: keep the log shown */ });
  }

  /**
   * A rematch (issue 14): the same tokens open the same seats at the new table, so this phone follows
   * by itself, once. On a first look, a phone that followed before was reopened on purpose (past
   * games) and shows the results; one that slept through the rematch follows now.
   */
  async function goesToRematch(shown, before) {
    if (!shown.rematch || before?.rematch) return false;
    if (!before && (session(shown.rematch).host || session(shown.rematch).player)) return false;
    (await import("../past.js")).followRematch(tableId, shown.rematch);
    sessionStorage.setItem("sherwood.notice", "A new game has started with the same players.");
    navigate(`/t/${shown.rematch}`);
    return true;
  }

  /**
   * Issue 23: this phone's seat was moved to another phone, so its token opens nothing here. Say
   * so and forget the seat; a phone that is also the host's goes on as the host.
   */
  function seatMovedAway(err) {
    if (!/moved to another phone/.test(err.message)) return false; // the server's sentence (api/context.py)
    remember(tableId, { player: undefined });
    if (seats.host) { sessionStorage.setItem("sherwood.notice", err.message); navigate(`/t/${tableId}`); return true; }
    awake(false);
    mount(view, h("section", { class: "card", role: "alert" }, h("h1", {}, "This seat moved to another phone"),
      h("p", {}, err.message), h("p", {}, h("a", { href: "/", "data-link": true }, "Go to the home page"))));
    return true;
  }

  async function showExpired() {
    const [past, { expiredCard }] = await Promise.all([import("../past.js"), import("./history.js")]);
    if (!past.pastGame(tableId)) return false;
    past.rememberGame(tableId, { expired: true });
    mount(view, expiredCard(tableId));
    return true;
  }

  /** Offline on the first load: draw the table as this phone last saw it; refresh() catches up. */
  let showingKept = false;
  function showKeptTable() {
    showingKept = true;
    const kept = lastKept(`table.${tableId}.${readToken.slice(0, 8)}`);
    if (kept) { table = kept; draw(); }
    message.show(kept ? "Offline: this is the table as this phone last saw it. It updates when the connection returns."
      : "Offline: the table shows when the connection returns.", "ok");
  }

  // The API pages the log oldest first; the newest moves are on its last page, found from the total.
  async function loadLatestLog() {
    let page = lastPage(table.version);
    let answer = await logPage(tableId, readToken, page);
    if (lastPage(answer.total) !== page) {
      page = lastPage(answer.total);
      answer = await logPage(tableId, readToken, page);
    }
    let entries = answer.entries;
    if (entries.length < LOG_PAGE / 2 && page > 1) { // a nearly empty last page: show the one before too
      page -= 1;
      entries = (await logPage(tableId, readToken, page)).entries.concat(entries);
    }
    logOlderPage = page - 1;
    shownEntries.clear();
    mount(logList, entries.slice().reverse().map(logItem));
    olderButton.hidden = logOlderPage < 1;
  }

  async function loadOlder() {
    try {
      const { entries } = await logPage(tableId, readToken, logOlderPage);
      logOlderPage -= 1;
      logList.append(...entries.slice().reverse().map(logItem));
      olderButton.hidden = logOlderPage < 1;
    } catch (err) {
      refusals.show(err instanceof TypeError ? "Older moves need a connection." : err.message, olderButton);
    }
  }

  function logItem(entry) {
    shownEntries.set(entry.version, entry);
    // Issue 19: `result` is the move's result as it stands now; the line first says what was entered.
    const entered = { ...entry, result: entry.entered_result ?? entry.result };
    const standing = entry.now && entry.now.move !== null
      ? { ...entry, move: entry.now.move, seat: entry.now.seat } : entry;
    const corrected = entry.now ? (entry.now.move === null
      ? ` Deleted by move ${entry.corrected_in.at(-1)}.`
      : ` Corrected by move ${entry.corrected_in.at(-1)}: ${describeMove(standing, table)}.`)
      : null;
    const resultChanged = !entry.now && entry.entered_result && !entry.undone
      ? ` Result changed by move ${entry.result_changed_in.at(-1)}: ${describeMove(standing, table)}.` : null;
    return h("li", { class: [entry.undone ? "undone" : "", entry.now || resultChanged ? "corrected" : ""].join(" ").trim() || null },
      h("span", { class: "log-n" }, `${entry.version}.`), " ",
      h("span", { class: "log-text" }, describeEntry(entered, table)),
      corrected ? h("span", { class: "log-correction" }, corrected) : null,
      resultChanged ? h("span", { class: "log-correction" }, resultChanged) : null,
      entry.undone ? h("span", { class: "visually-hidden" }, " (undone)") : null,
      table.status.finished ? null : correctionTools(entry, correctionContext()));
  }

  // Issue 14: the results lead a finished table (drawn again only for a new version), and this
  // phone's past games keep the table, its players and this phone's role. Both load with import().
  let resultsVersion = null;
  let sawPlay = false; // this screen showed the game in play: its end is news to bring into view
  async function drawResults() {
    if (!table.status.finished) { mount(results); resultsVersion = null; sawPlay = true; return; }
    if (resultsVersion === table.version) return;
    resultsVersion = table.version;
    const { resultsCard } = await import("./results.js");
    mount(results, resultsCard({ tableId, token: readToken, hostToken: seats.host, table, isHost: Boolean(seats.host) }));
    if (sawPlay) {
      // The last move is often tapped low on the page (End the game): the winner is above it.
      sawPlay = false;
      results.scrollIntoView({ block: "start" });
    }
  }
  const rememberHere = (game) => import("../past.js").then((past) => past.rememberGame(tableId, {
    game: table.game, gameName: game ? game.title : table.game, players: table.players.map((p) => p.name),
    role: seats.host && seats.player ? "Host and player" : seats.host ? "Host" : "Player",
  })).catch(() => { /* the past games are a convenience */ });

  // Issue 23: "Seat on another phone?", folded; its code (handover.js) loads when it is opened.
  const handover = h("details", { class: "handover" }, h("summary", {}, "Seat on another phone?"), h("div", {}));
  handover.addEventListener("toggle", () => { if (handover.open) fillHandover(); });
  function fillHandover() {
    import("../handover.js").then(({ handoverPanel }) => {
      mount(handover.lastElementChild, handoverPanel({ tableId, token: seats.host || seats.player, isHost: Boolean(seats.host),
        table, seatName: (seat) => seatName(table, seat) }));
    }).catch(() => mount(handover.lastElementChild, h("p", { class: "message error" }, "This needs a connection.")));
  }
  function drawHandover() {
    const mine = seats.host ? table.players.length > 0 : table.you.seat !== null;
    handover.hidden = !mine || Boolean(table.status.finished);
    if (handover.open && !handover.lastElementChild.childElementCount) fillHandover();
  }

  // Issue 23: the screen stays awake while the game is in play (wakelock.js, loaded when a table draws).
  const awake = (on) => import("../wakelock.js").then((lock) => lock.keepAwake(on)).catch(() => {});
  const awakeBox = h("input", { type: "checkbox", name: "keep-awake", checked: localStorage.getItem("sherwood.keep-awake") !== "off",
    onchange: () => import("../wakelock.js").then((lock) => lock.setEnabled(awakeBox.checked)).catch(() => {}) });
  const awakeSetting = h("label", { class: "check-label keep-awake", hidden: !("wakeLock" in navigator) }, awakeBox,
    "Keep the screen on while the game is open");

  const seatsFreeText = (free) => `${free} seat${free === 1 ? "" : "s"} free`;

  function draw() {
    const game = games.find((g) => g.id === table.game);
    title.textContent = game ? game.title : table.game;
    rememberHere(game);
    // Once the game is over the board below the results is the final table, named as such.
    playHeading.textContent = table.status.finished ? "The final table" : "Play";
    playHeading.className = table.status.finished ? "" : "visually-hidden";
    ageNotice();
    drawResults().catch(() => { message.show("The results screen could not be loaded. Check the connection and reload the page."); });
    mount(players, table.players.map((p) => h("li", { class: p.seat === table.you.seat ? "mine" : "" }, `${p.seat + 1}. ${p.name}`)),
      table.players.length < table.seats ? h("li", { class: "empty" }, seatsFreeText(table.seats - table.players.length)) : null);
    drawHandover();
    awake(!table.status.finished);
    awakeSetting.hidden = !("wakeLock" in navigator) || Boolean(table.status.finished);
    keepTyping(panel, () => mount(panel, screenFor(table.game).render(ctxFor())));
    undoButton.hidden = Boolean(table.status.finished); // nothing to take back once the game is over
    // Inviting only helps while a seat is free.
    const seatsFree = table.players.length < table.seats;
    const card = table.join_code && seatsFree && !table.status.finished ? inviteCard(table, readToken) : null;
    mount(inviteTop, seats.host ? card : null);
    mount(invite, seats.host ? null : card,
      seats.host && seats.spectator ? h("p", {}, h("a", { href: `/watch/${tableId}#${seats.spectator}`, target: "_blank", rel: "noopener" }, "Open the big-screen view")) : null);
  }

  mount(root, mount(view,
    h("section", { class: "card table-head" }, title, players, handover, awakeSetting, pending, lateRefusal, notice),
    results,
    inviteTop,
    h("section", { class: "card", id: "final-table", tabindex: -1, "aria-labelledby": "play-heading" }, playHeading, message, panel),
    h("section", { class: "card" }, h("div", { class: "log-head" }, h("h2", {}, "Log"), undoButton), logList, olderButton, fixPanel),
    invite));
  showPending();
  await refresh();
  const stopFollowing = follow(tableId, readToken, refresh);
  return () => { stopFollowing(); awake(false); };
}
