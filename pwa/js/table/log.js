// The table's log: each move as a sentence, the latest page and older ones on
// request, and the "Fix" / "Delete" tools of a line (the form itself is corrections.js).
import { h, mount } from "../dom.js";
import { screenContext, screenFor, seatName } from "../games/index.js";

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
 * loaded when one is pressed: a phone that only plays never downloads it.
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

/** Who made a move or undo with the host's token: the host's name when the host sits at the table. */
const hostName = (table) => ((table.host_seat ?? null) === null ? "Host" : seatName(table, table.host_seat));

/** What the host did to the turn clock: "paused the clock", "set the turn limit to 1:30". */
function clockWords(change) {
  const parts = [];
  if ("paused" in change) parts.push(change.paused ? "paused the clock" : "resumed the clock");
  if ("turn_limit_seconds" in change) {
    const limit = change.turn_limit_seconds;
    parts.push(limit === null ? "removed the turn limit" : `set the turn limit to ${Math.floor(limit / 60)}:${String(limit % 60).padStart(2, "0")}`);
  }
  return parts.join(" and ");
}

function describeMove(entry, table) {
  const who = entry.seat === null ? hostName(table) : seatName(table, entry.seat);
  if (entry.kind === "undo") return `${who} undid move ${entry.result.undid}${laterResultsChanged(entry)}`;
  if (entry.kind === "correction") return describeCorrection(entry, who, table);
  if (entry.kind === "clock") return `${who} ${clockWords(entry.move)}`;
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

/** " · results changed: moves 14 and 22": the later moves the replay gave a new result. */
function laterResultsChanged(entry) {
  const later = (entry.result?.changes || []).filter((c) => !c.amended).map((c) => c.version);
  if (!later.length) return "";
  const list = later.length === 1 ? `move ${later[0]}` : `moves ${later.slice(0, -1).join(", ")} and ${later.at(-1)}`;
  return ` · results changed: ${list}`;
}

/** One log line: what was entered, then what a later correction or replay made of it. */
function logLine(entry, table, tools) {
  // `result` is the move's result as it stands now (after corrections and undos); the line first says what was entered.
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
    tools);
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

/**
 * The log of the table `session` (table/session.js) follows: its list, the "Show older moves"
 * button and the panel where a correction form opens. `games` are the games this page knows;
 * a refusal (older moves offline, a correction refused) shows through `refusals` (dom.js).
 */
export function logPanel({ session, games, isHost, refusals }) {
  const list = h("ol", { class: "log", tabindex: 0, "aria-label": "Log, newest move first" });
  const olderButton = h("button", { type: "button", class: "older", hidden: true, onclick: () => loadOlder() }, "Show older moves");
  const fixPanel = h("div", { class: "fix-panel", hidden: true });
  let olderPage = 0; // the next older page of the log to load; 0: none left
  const shownEntries = new Map(); // version -> log entry on screen (a refused correction may name one)
  const read = (page) => logPage(session.tableId, session.readToken, page);

  // What corrections.js works with: the table as it stands, the game's own controls, and the session.
  const correctionContext = () => {
    const { table } = session;
    const game = games.find((g) => g.id === table.game);
    return {
      table, game, isHost, panel: fixPanel,
      describe: (entry) => describeEntry(entry, table),
      entryAt: (version) => shownEntries.get(version),
      mayCorrect: (entry) => canCorrect(entry, correctionContext()),
      seatName: (seat) => seatName(table, seat),
      screen: screenFor(table.game),
      screenCtx: screenContext(table, game, { isHost, readOnly: false }),
      correct: (amendments) => session.correct(amendments, { onStored: () => refusals.clear() }),
      preview: (amendments) => session.preview(amendments),
    };
  };

  function item(entry) {
    shownEntries.set(entry.version, entry);
    const { table } = session;
    return logLine(entry, table, table.status.finished ? null : correctionTools(entry, correctionContext()));
  }

  // The API pages the log oldest first; the newest moves are on its last page, found from the total.
  async function loadLatest() {
    let page = lastPage(session.table.version);
    let answer = await read(page);
    if (lastPage(answer.total) !== page) {
      page = lastPage(answer.total);
      answer = await read(page);
    }
    let entries = answer.entries;
    if (entries.length < LOG_PAGE / 2 && page > 1) { // a nearly empty last page: show the one before too
      page -= 1;
      entries = (await read(page)).entries.concat(entries);
    }
    olderPage = page - 1;
    shownEntries.clear();
    mount(list, entries.slice().reverse().map(item));
    olderButton.hidden = olderPage < 1;
  }

  async function loadOlder() {
    try {
      const { entries } = await read(olderPage);
      olderPage -= 1;
      list.append(...entries.slice().reverse().map(item));
      olderButton.hidden = olderPage < 1;
    } catch (err) {
      refusals.show(err instanceof TypeError ? "Older moves need a connection." : err.message, olderButton);
    }
  }

  return { list, olderButton, fixPanel, loadLatest };
}
