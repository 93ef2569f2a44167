// The table's log: each move as a sentence, the latest page and older ones on
// request, and the "Fix" / "Delete" tools of a line (the form itself is corrections.js).
import { h, mount } from "../dom.js";
import { screenContext, screenFor, seatName } from "../games/index.js";
import { language, listWords, t, tAttr } from "../i18n.js";

// How many log entries one page of the log shows (the API allows up to 200).
const LOG_PAGE = 50;
// Move fields that hold a seat number: shown as the seat's name, never as a zero-based number.
const SEAT_FIELDS = /^(seat|target|sheriff|winner|winners|first_player|starting_seat|player)$/;

const humanize = (text) => String(text).replace(/_/g, " ");
/** A move's field by name: the title the server publishes for it (in the reader's language), else its key in words. */
const fieldName = (key, schema) => schema?.title || humanize(key);

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
        t("log-fix-failed")));
    });
  // Another seat's private fields come blanked: they can be deleted, not re-entered blind.
  // A move without fields has nothing to fix, only to delete.
  const current = entry.now?.move || entry.move;
  const fieldless = !Object.keys(ctx.game.moves[current.type]?.schema?.properties || {}).length;
  const hidden = current.redacted?.length || fieldless;
  return h("div", { class: "fix-tools" },
    hidden ? null : h("button", { type: "button", class: "small", onclick: () => open("fix"),
      "aria-label": tAttr("log-fix", "label", { version: entry.version }) }, t("log-fix")),
    h("button", { type: "button", class: "small", onclick: () => open("delete"),
      "aria-label": tAttr("log-delete", "label", { version: entry.version }) }, t("log-delete")));
}

/** A move field's value in words: seats by name, yes/no, lists and small objects flattened. */
function valueWords(value, key, table, schema) {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? t("log-yes") : t("log-no");
  if (typeof value === "number" && SEAT_FIELDS.test(key)) return seatName(table, value);
  if (Array.isArray(value)) {
    const items = value.map((v) => valueWords(v, key, table, schema?.items)).filter((v) => v !== null);
    return items.length ? items.join(", ") : t("log-none");
  }
  if (typeof value === "object") {
    const parts = fieldsWords(value, table, schema);
    return parts.length ? parts.join(", ") : t("log-none");
  }
  return typeof value === "string" && /^[a-z0-9_]+$/.test(value) ? humanize(value) : String(value);
}

/** Each field of ``values`` with its value ("points 5"), those without a value left out; ``schema``: theirs, as published. */
function fieldsWords(values, table, schema) {
  const of = (key) => schema?.properties?.[key];
  return Object.entries(values).map(([key, value]) => [key, valueWords(value, key, table, of(key))])
    .filter(([, words]) => words !== null)
    .map(([key, words]) => t("log-field", { field: fieldName(key, of(key)), value: words }));
}

/** ``entry`` in words; ``game``: the table's game as published (its moves' names and fields). */
export function describeEntry(entry, table, game) {
  const sentence = describeMove(entry, table, game);
  // One phone often enters for the whole table: say so when the host's phone entered another seat's move.
  const forAnother = entry.seat !== null && entry.seat !== (table.host_seat ?? null);
  // A draw (POST .../draws) is said as one: the server picked it, whoever asked for it.
  if (entry.kind === "move" && entry.move?.at_random) return t("log-at-random", { sentence });
  return entry.kind === "move" && entry.by === "host" && forAnother ? t("log-entered-by-host", { sentence }) : sentence;
}

/** Who made a move or undo with the host's token: the host's name when the host sits at the table. */
const hostName = (table) => ((table.host_seat ?? null) === null ? t("log-host") : seatName(table, table.host_seat));

/** What the host did to the turn clock: "paused the clock", "set the turn limit to 1:30". */
function clockWords(change) {
  const parts = [];
  if ("paused" in change) parts.push(change.paused ? t("log-clock-paused") : t("log-clock-resumed"));
  if ("turn_limit_seconds" in change) {
    const limit = change.turn_limit_seconds;
    parts.push(limit === null ? t("log-clock-no-limit")
      : t("log-clock-limit", { time: `${Math.floor(limit / 60)}:${String(limit % 60).padStart(2, "0")}` }));
  }
  return listWords(parts);
}

function describeMove(entry, table, game) {
  const who = entry.seat === null ? hostName(table) : seatName(table, entry.seat);
  if (entry.kind === "undo") return withLaterResults(t("log-undo", { who, version: entry.result.undid }), entry);
  if (entry.kind === "correction") return describeCorrection(entry, who, table, game);
  if (entry.kind === "clock") return t("log-clock", { who, changes: clockWords(entry.move) });
  let own = null;
  try { own = screenFor(table.game).describe?.(entry, who, (seat) => seatName(table, seat), table); }
  catch { own = null; } // a corrected move comes without the result a game's sentence may read
  if (own) return own;
  // A game without its own sentences: the move's name and fields in words (no JSON, no identifiers).
  const { type, redacted, at_random: _drawn, ...values } = entry.move; // a draw is said by describeEntry
  const spec = game?.moves?.[type];
  const fields = fieldsWords(values, table, spec?.schema);
  if (redacted) fields.push(t("log-private"));
  const move = spec?.title || humanize(type);
  return fields.length ? t("log-move-fields", { who, move, fields: fields.join(", ") }) : t("log-move", { who, move });
}

/** "Host corrected move 12: Ann revealed Ale 3 → Ann revealed Ale 8", one sentence per amendment. */
function describeCorrection(entry, who, table, game) {
  const said = (move, seat) => describeEntry({ kind: "move", seat, move, result: {} }, table, game);
  const text = entry.move.amendments.map((a) => (a.move === null
    ? t("log-deleted-move", { who, version: a.version, before: said(a.before, a.before_seat) })
    : t("log-corrected-move", { who, version: a.version, before: said(a.before, a.before_seat), after: said(a.move, a.seat) })))
    .join("; ");
  return withLaterResults(text, entry);
}

/** "... · results changed: moves 14 and 22": the later moves the replay gave a new result, after ``sentence``. */
function withLaterResults(sentence, entry) {
  const later = (entry.result?.changes || []).filter((c) => !c.amended).map((c) => String(c.version));
  if (!later.length) return sentence;
  return t("log-results-changed", { sentence, count: later.length, moves: listWords(later) });
}

/** " (rules G3, G4)": the rulings a move's result applies (GET /games: each move's `rulings`, read by the
 * engine from the move's description), each a link to its entry on the rulings page. */
function rulingLinks(entry, table, game) {
  if (entry.kind !== "move") return null;
  const rules = game?.moves?.[(entry.now?.move || entry.move)?.type]?.rulings || [];
  if (!rules.length) return null;
  const links = rules.map((rule) => h("a", { href: `/rulings#${table.game}-${rule}`, "data-link": true }, rule));
  return h("span", { class: "log-rules" }, ` (${t("log-rulings", { count: rules.length })} `,
    links.flatMap((link, i) => (i ? [", ", link] : [link])), ")");
}

/** One log line: what was entered, then what a later correction or replay made of it. */
function logLine(entry, table, game, tools) {
  // `result` is the move's result as it stands now (after corrections and undos); the line first says what was entered.
  const entered = { ...entry, result: entry.entered_result ?? entry.result };
  const standing = entry.now && entry.now.move !== null
    ? { ...entry, move: entry.now.move, seat: entry.now.seat } : entry;
  const corrected = entry.now ? (entry.now.move === null
    ? t("log-deleted-by", { version: entry.corrected_in.at(-1) })
    : t("log-corrected-by", { version: entry.corrected_in.at(-1), sentence: describeMove(standing, table, game) }))
    : null;
  const resultChanged = !entry.now && entry.entered_result && !entry.undone
    ? t("log-result-changed-by", { version: entry.result_changed_in.at(-1), sentence: describeMove(standing, table, game) }) : null;
  return h("li", { class: [entry.undone ? "undone" : "", entry.now || resultChanged ? "corrected" : ""].join(" ").trim() || null },
    h("span", { class: "log-n" }, `${entry.version}.`), " ",
    h("span", { class: "log-text" }, describeEntry(entered, table, game)),
    rulingLinks(entry, table, game),
    corrected ? h("span", { class: "log-correction" }, " ", corrected) : null,
    resultChanged ? h("span", { class: "log-correction" }, " ", resultChanged) : null,
    entry.undone ? h("span", { class: "visually-hidden" }, " ", t("log-undone")) : null,
    tools);
}

/** One page of the log with the total the API counts (X-Pagination), oldest first like the API. */
async function logPage(tableId, token, page) {
  const response = await fetch(`/api/v1/tables/${tableId}/moves?page=${page}&page_size=${LOG_PAGE}`,
    { headers: { Authorization: `Bearer ${token}`, "Accept-Language": language() }, cache: "no-store" });
  if (!response.ok) throw new Error(t("log-read-failed", { status: response.status }));
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
  const list = h("ol", { class: "log", tabindex: 0, "aria-label": t("log-label") });
  const olderButton = h("button", { type: "button", class: "older", hidden: true, onclick: () => loadOlder() }, t("log-older"));
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
      describe: (entry) => describeEntry(entry, table, game),
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
    const game = games.find((g) => g.id === table.game);
    // After the game too: the API takes corrections then (a final score misentered is fixed on the
    // results screen, and the results, the CSV and BG Stats follow), so the phone offers them.
    return logLine(entry, table, game, correctionTools(entry, correctionContext()));
  }

  // The API pages the log oldest first; the newest moves are on its last page, found from the total.
  // Gives the entries shown, oldest first (the table's voice says the new ones).
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
    return entries;
  }

  async function loadOlder() {
    try {
      const { entries } = await read(olderPage);
      olderPage -= 1;
      list.append(...entries.slice().reverse().map(item));
      olderButton.hidden = olderPage < 1;
    } catch (err) {
      refusals.show(err instanceof TypeError ? t("log-older-needs-connection") : err.message, olderButton);
    }
  }

  return { list, olderButton, fixPanel, loadLatest };
}
