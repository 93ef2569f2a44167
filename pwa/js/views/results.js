// After the game: the results screen, series stats, BG Stats, the log's download
// and the rematch. Loaded with import() only when a table is finished, so a phone that joins
// a table does not download it first.
import { api, Offline, utcOffset } from "../api.js";
import { h, mount, messageBox, refusalSpot } from "../dom.js";
import { errorText } from "../forms.js";
import { lineChart } from "../charts.js";
import { followRematch, rememberGame } from "../past.js";
import { navigate } from "../router.js";
import { photoSection } from "./photo.js";
import { clockText } from "../clock.js";

/** results.css, added to the page once; resolves when it applies (or failed: the screen still reads). */
let styles = null;
export function resultStyles() {
  styles ||= new Promise((resolve) => {
    const link = h("link", { rel: "stylesheet", href: "/results.css" });
    link.addEventListener("load", resolve);
    link.addEventListener("error", resolve);
    document.head.append(link);
  });
  return styles;
}

const ORDINALS = ["1st", "2nd", "3rd"];
export const ordinal = (n) => ORDINALS[n - 1] || `${n}th`;

/** "1 h 12 min", "12 min", "less than a minute", from the result's rounded minutes (the ones BG Stats gets). */
export function duration(minutes) {
  if (minutes < 1) return "less than a minute";
  const hours = Math.floor(minutes / 60);
  if (!hours) return `${minutes} min`;
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** A score in the game's words: "32 gold", "$41", "1 point". */
export function scoreWords(score, measure) {
  if (score === null || score === undefined) return null;
  if (!measure) return String(score);
  if (measure === "money") return score < 0 ? `−$${-score}` : `$${score}`;
  if (measure === "points") return `${score} point${Math.abs(score) === 1 ? "" : "s"}`;
  return `${score} ${measure}`;
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cat". */
export function namesList(names) {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const BGG_KEY = (game) => `sherwood.bgg.${game}`;
const keptBggId = (game) => localStorage.getItem(BGG_KEY(game)) || "";

/** Where to open a table of the series at: the spectator's screen keeps its token in the address. */
function tableAddress(tableId, { spectatorToken }) {
  return spectatorToken ? `/watch/${tableId}#${spectatorToken}` : `/t/${tableId}`;
}

/**
 * The results card for a finished table. ctx: {tableId, token (to read with), hostToken?, table, isHost,
 * spectatorToken? (the big screen)}.
 * Returns the card at once; it fills in when the result arrives.
 */
export function resultsCard(ctx) {
  const card = h("section", { class: "card results", "aria-labelledby": "results-heading" },
    h("h2", { id: "results-heading" }, "The game is over"),
    h("p", { role: "status" }, "Loading the results..."));
  const fill = () => fillResults(card, ctx).catch((err) => {
    mount(card, h("h2", { id: "results-heading" }, "The game is over"),
      h("p", { class: "message error", role: "alert" }, err instanceof Offline
        ? "The results need a connection: they show when it returns." : errorText(err)));
    if (err instanceof Offline) window.addEventListener("online", fill, { once: true });
  });
  fill();
  return card;
}

async function fillResults(card, ctx) {
  const game = ctx.table.game;
  const [result] = await Promise.all([api.result(ctx.tableId, ctx.token, keptBggId(game) || undefined), resultStyles()]);
  const winners = result.players.filter((p) => p.winner).map((p) => p.name);
  rememberGame(ctx.tableId, { result: { outcome: result.outcome, winners } });
  const series = result.series?.tables?.length > 1 ? await api.series(ctx.tableId, ctx.token).catch(() => null) : null;
  const message = messageBox();
  const refusals = refusalSpot(card, message);
  mount(card,
    h("h2", { id: "results-heading" }, "The game is over"),
    h("p", { class: "outcome" }, result.outcome),
    ranking(result, ctx.table.you?.seat),
    tieBreaks(result),
    notes(result),
    h("p", { class: "facts" }, `Played in ${duration(result.duration_minutes)}, ${result.moves} move${result.moves === 1 ? "" : "s"}.`),
    timings(result),
    progressChart(result),
    photoSection(ctx),
    series ? seriesStats(series, result.measure) : null,
    seriesLinks(result, ctx),
    message,
    actions(result, ctx, refusals));
}

/**
 * The turn clock's account: each player's own turns, each round (day, week...) as the game names
 * it, the time played together or nobody's turn, and the breaks; sentences, which fit a 320 px phone.
 */
function timings(result) {
  const t = result.timings;
  if (!t) return null;
  const nameOf = (seat) => result.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const players = t.players.filter((p) => p.turns > 0);
  const facts = [
    t.shared_seconds ? `Played together or nobody's turn: ${clockText(t.shared_seconds)}.` : null,
    t.paused_seconds ? `Breaks (clock paused): ${clockText(t.paused_seconds)}.` : null,
  ].filter(Boolean);
  return h("section", { class: "timings", "aria-labelledby": "timings-heading" },
    h("h3", { id: "timings-heading" }, "Time at the table"),
    players.length ? h("ul", { class: "time-players" }, players.map((p) => h("li", { dataset: { seat: p.seat } },
      `${nameOf(p.seat)}: ${clockText(p.seconds)} in ${plural(p.turns, "turn")}`,
      p.over_limit ? `, ${p.over_limit} over the limit` : ""))) : null,
    t.periods.length ? h("ul", { class: "time-periods" }, t.periods.map((p) => h("li", {}, `${p.period}: ${clockText(p.seconds)}`))) : null,
    facts.length ? h("p", { class: "time-facts" }, facts.join(" ")) : null);
}

function ranking(result, mySeat) {
  const shared = result.players.filter((p) => p.winner).length > 1;
  const rows = [...result.players].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return h("ol", { class: "ranking", "aria-label": "Players by final place" }, rows.map((p) => {
    const score = result.no_points ? null : scoreWords(p.score, result.measure);
    const mark = p.winner ? (result.cooperative ? "Won together" : shared ? "Shared win" : "Winner") : null;
    return h("li", { class: ["rank-row", p.winner ? "winner" : "", p.seat === mySeat ? "mine" : ""].join(" ").trim(), dataset: { seat: p.seat } },
      // No place in a cooperative or a solo game: the outcome sentence says how it went.
      h("span", { class: "rank" }, result.cooperative || rows.length === 1 ? "" : ordinal(p.rank)),
      h("span", { class: "rank-name" }, p.name, p.start_player && rows.length > 1 ? h("small", {}, " · went first") : null),
      score ? h("span", { class: "rank-score" }, score) : null,
      mark ? h("strong", { class: "win-mark" }, mark) : null);
  }));
}

function tieBreaks(result) {
  if (!result.tie_breaks?.length) return null;
  return h("section", { class: "tie-breaks" }, h("h3", {}, "How the tie was broken"),
    h("ul", {}, result.tie_breaks.map((t) => h("li", {}, `${t.text} `,
      h("a", { href: `/rulings#${result.game}-${t.ruling}`, "data-link": true }, `Ruling ${t.ruling}`)))));
}

/** What the ranking alone does not say (Curse's Legends), each with its ruling. */
function notes(result) {
  if (!result.notes?.length) return null;
  return h("ul", { class: "result-notes" }, result.notes.map((n) => h("li", {}, `${n.text} `,
    h("a", { href: `/rulings#${result.game}-${n.ruling}`, "data-link": true }, `Ruling ${n.ruling}`))));
}

/**
 * How the game went, after each day, round, week or settlement: a line chart and the same numbers
 * as a table. What it follows is the progress's own measure (the bounty in Hero, villagers rescued
 * in Rescuing), which a game without points still has.
 */
function progressChart(result) {
  const points = result.progress?.points || [];
  if (points.length < 2) return null;
  const measure = result.progress.measure || result.measure;
  const names = result.players.slice().sort((a, b) => a.seat - b.seat).map((p) => p.name);
  // A score not known at a point (null) carries the last known one, so each line stays whole.
  const series = names.map((name, i) => {
    let last = 0;
    return { name, values: points.map((point) => (last = point.scores[i] ?? last)) };
  });
  const all = series.flatMap((s) => s.values);
  if (!all.some((v) => v !== 0)) return null;
  const what = measure ? measure.replace(/^./, (c) => c.toUpperCase()) : "Score";
  const title = `${what} after each ${result.progress.unit.toLowerCase()}`;
  // Money reads "$41" in the table too; other measures are plain numbers under the title's word.
  const words = measure === "money" ? (v) => scoreWords(v, "money") : (v) => String(v);
  return h("div", { class: "progress" },
    lineChart({ title, series, labels: points.map((p) => p.label), min: Math.min(0, ...all), max: Math.max(1, ...all) }),
    numbersTable(title, result.progress.unit, points.map((p) => p.label), series, words));
}

function numbersTable(caption, firstColumn, labels, series, words) {
  return h("details", { class: "numbers" }, h("summary", {}, "Show the numbers"),
    h("div", { class: "table-scroll", tabindex: 0, role: "region", "aria-label": caption },
      h("table", {}, h("caption", {}, caption),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, firstColumn), series.map((s) => h("th", { scope: "col" }, s.name)))),
        h("tbody", {}, labels.map((label, i) => h("tr", {}, h("th", { scope: "row" }, label),
          series.map((s) => h("td", {}, words(s.values[i]) ?? "–"))))))));
}

/**
 * Per player name across the series: played, wins, average and best score, one sentence each (a
 * five-column table does not fit a 320 px phone), who won each game, and the scores game by game.
 */
export function seriesStats(series, measure = null) {
  const finished = series.tables.filter((t) => t.finished_at);
  if (finished.length < 2) return null; // a rematch not yet played: nothing to compare
  const names = series.players.map((p) => p.name);
  const said = (v) => scoreWords(Math.round(v * 10) / 10, measure);
  const line = (p) => [`played ${p.played}`, `won ${p.wins}`,
    p.average_score === null || p.average_score === undefined ? null : `average ${said(p.average_score)}`,
    p.best_score === null || p.best_score === undefined ? null : `best ${said(p.best_score)}`].filter(Boolean).join(", ");
  const scored = finished.some((t) => Object.values(t.scores || {}).some((v) => v !== null));
  const chartSeries = names.map((name) => {
    let last = 0;
    return { name, values: finished.map((t) => (last = t.scores?.[name] ?? last)) };
  });
  return h("section", { class: "series", "aria-labelledby": "series-heading" },
    h("h3", { id: "series-heading" }, `This series: ${finished.length} games of ${series.game_name}`),
    h("ul", { class: "series-players" }, series.players.map((p) => h("li", { dataset: { name: p.name } },
      h("strong", {}, p.name), `: ${line(p)}.`))),
    h("p", { class: "series-winners" }, finished.map((t, i) => `Game ${i + 1}: ${t.winners.length ? `${namesList(t.winners)} won` : "nobody won"}.`).join(" ")),
    scored ? lineChart({ title: "Score in each game of the series", series: chartSeries, labels: finished.map((_, i) => `Game ${i + 1}`),
      min: Math.min(0, ...chartSeries.flatMap((s) => s.values)) }) : null);
}

/** Links to the games before and after this one; the same tokens open them (a rematch keeps them). */
function seriesLinks(result, ctx) {
  const { previous, next } = result.series || {};
  if (!previous && !next) return null;
  const go = (tableId) => (event) => {
    event.preventDefault();
    followRematch(ctx.tableId, tableId);
    navigate(tableAddress(tableId, ctx));
  };
  return h("p", { class: "series-links" },
    previous ? h("a", { href: tableAddress(previous, ctx), onclick: go(previous) }, "Open the previous game of the series") : null,
    previous && next ? " · " : null,
    next ? h("a", { href: tableAddress(next, ctx), onclick: go(next) }, "Open the next game of the series") : null);
}

function actions(result, ctx, refusals) {
  // A big screen is for looking: keeping the game (BG Stats, downloads) is done on a phone.
  if (ctx.bigScreen) return h("div", { class: "after-actions" }, finalTableButton());
  const bgStats = h("a", { class: "button-link", href: result.bg_stats_url, target: "_blank", rel: "noopener", id: "bg-stats" }, "Add to BG Stats");
  const bgg = bggForm(result, ctx, bgStats, refusals);
  const downloads = h("div", { class: "downloads", "data-refusal-anchor": true },
    h("button", { type: "button", onclick: (e) => download(ctx, "results.csv", e.currentTarget, refusals) }, "Download the results (CSV)"),
    h("button", { type: "button", onclick: (e) => download(ctx, "log.csv", e.currentTarget, refusals) }, "Download the log (CSV)"),
    h("button", { type: "button", onclick: (e) => download(ctx, "export", e.currentTarget, refusals) }, "Download everything (JSON)"));
  const playAgain = ctx.hostToken
    ? h("button", { type: "button", class: "primary big", id: "play-again", onclick: (e) => rematch(ctx, e.currentTarget, refusals) },
      result.series?.next ? "Open the new game" : "Play again with the same players")
    : null;
  return h("div", { class: "after-actions" },
    h("h3", {}, "Keep this game"),
    h("p", { class: "hint" }, "BG Stats opens with this play filled in: the game, the date, how long it took, everyone's score and who won."),
    bgStats, bgg, downloads,
    finalTableButton(),
    playAgain);
}

// A button, not a #link: the big screen's address fragment is its token, and a new fragment would redraw the page.
const finalTableButton = () => h("button", { type: "button", class: "final-link", onclick: showFinalTable }, "Show the final table");

function showFinalTable() {
  const board = document.getElementById("final-table");
  board?.scrollIntoView({ block: "start" });
  board?.focus({ preventScroll: true });
}

/** The BoardGameGeek id (the rulebooks do not print it): remembered per game on this phone, sent to BG Stats. */
function bggForm(result, ctx, link, refusals) {
  const id = `bgg-${result.game}`;
  const field = h("input", { id, name: "bgg-id", type: "number", inputmode: "numeric", min: 1, step: 1, value: keptBggId(result.game),
    "aria-describedby": `${id}-help` });
  const saved = h("p", { class: "hint", role: "status" });
  // Folded away until used: most plays go to BG Stats without it (BG Stats matches the name).
  const form = h("form", { class: "bgg", novalidate: true },
    h("div", { class: "field" }, h("label", { for: id }, "BoardGameGeek id (optional)"), field,
      h("small", { id: `${id}-help` }, "The number in the game's address on boardgamegeek.com. BG Stats then links the play to the game; this phone remembers it for this game.")),
    h("button", { type: "submit" }, "Use this id"), saved);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const typed = field.value.trim();
    if (typed && !/^[1-9]\d*$/.test(typed)) {
      refusals.show("The BoardGameGeek id is a whole number, like 12345.", form, [field]);
      return;
    }
    try {
      const fresh = await api.result(ctx.tableId, ctx.token, typed || undefined);
      if (typed) localStorage.setItem(BGG_KEY(result.game), typed); else localStorage.removeItem(BGG_KEY(result.game));
      link.href = fresh.bg_stats_url;
      refusals.clear();
      saved.textContent = typed ? "Saved: the BG Stats link now names the game on BoardGameGeek."
        : "Cleared: the BG Stats link goes without the BoardGameGeek id.";
    } catch (err) {
      refusals.show(err instanceof Offline ? "Saving the id needs a connection." : errorText(err, form), form, [field]);
    }
  });
  return h("details", { class: "bgg-more", open: Boolean(keptBggId(result.game)) },
    h("summary", {}, "Link the play to BoardGameGeek"), form);
}

/**
 * An export (`export`: the whole table as JSON; `log.csv`; `results.csv`) needs the seat's token,
 * so it is fetched here and saved through a blob link. The results carry this phone's local time.
 */
async function download(ctx, what, button, refusals) {
  let response;
  const query = what === "results.csv" ? `?utc_offset=${utcOffset()}` : "";
  try {
    response = await fetch(`/api/v1/tables/${ctx.tableId}/${what}${query}`,
      { headers: { Authorization: `Bearer ${ctx.token}` }, cache: "no-store" });
  } catch {
    refusals.show("Downloading the log needs a connection.", button);
    return;
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    refusals.show(body?.detail || "The download did not work. Try again.", button);
    return;
  }
  const named = /filename="?([^";]+)"?/.exec(response.headers.get("Content-Disposition") || "");
  const url = URL.createObjectURL(await response.blob());
  const link = h("a", { href: url, download: named ? named[1] : `sherwood-${ctx.tableId}-${what}`, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
  refusals.clear();
}

async function rematch(ctx, button, refusals) {
  button.disabled = true;
  try {
    const fresh = await api.rematch(ctx.tableId, ctx.hostToken); // the host's to start, even at a host's own seat
    followRematch(ctx.tableId, fresh.table_id);
    sessionStorage.setItem("sherwood.notice", "A new game has started with the same players.");
    navigate(`/t/${fresh.table_id}`);
  } catch (err) {
    button.disabled = false;
    refusals.show(err instanceof Offline ? "Starting a new game needs a connection." : errorText(err), button);
  }
}
