// After the game: the results screen, series stats, BG Stats, the log's download
// and the rematch. Loaded with import() only when a table is finished, so a phone that joins
// a table does not download it first.
import { api, Offline, utcOffset } from "../api.js";
import { h, mount, messageBox, refusalSpot } from "../dom.js";
import { errorText } from "../forms.js";
import { lineChart } from "../charts.js";
import { followRematch, keptResult, rememberGame } from "../past.js";
import { navigate } from "../router.js";
import { photoSection } from "./photo.js";
import { clockText } from "../clock.js";
import { language, listWords, loadPart, numberWords, t } from "../i18n.js";

// The words after the game and beyond the table, loaded with the screens that use them (pwa/locales/<language>/after.ftl).
await loadPart("after");

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

/** "1st", "2nd" / "1.", "2." / "1er", "2e": a place in the ranking. */
export const ordinal = (place) => t("results-place", { place });

/** "1 h 12 min", "12 min", "less than a minute", from the result's rounded minutes (the ones BG Stats gets). */
export function duration(minutes) {
  if (minutes < 1) return t("results-duration-under-a-minute");
  const hours = Math.floor(minutes / 60);
  if (!hours) return t("results-duration-minutes", { minutes });
  return minutes % 60 ? t("results-duration-hours-minutes", { hours, minutes: minutes % 60 }) : t("results-duration-hours", { hours });
}

/** The catalogs' key of a measure the server names ("villagers rescued" -> "villagers-rescued"). */
const measureKey = (measure) => (measure ? measure.replace(/ /g, "-") : "score");

/** A score in the game's words: "32 gold", "$41", "1 point". */
export function scoreWords(score, measure) {
  if (score === null || score === undefined) return null;
  if (!measure) return numberWords(score);
  if (measure === "money" && score < 0) return t("results-money-below-zero", { amount: -score });
  return t("results-score", { score, measure: measureKey(measure), word: measure });
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
    h("h2", { id: "results-heading" }, t("results-over")),
    h("p", { role: "status" }, t("results-loading")));
  const fill = () => fillResults(card, ctx).catch((err) => {
    mount(card, h("h2", { id: "results-heading" }, t("results-over")),
      h("p", { class: "message error", role: "alert" }, err instanceof Offline
        ? t("results-need-connection") : errorText(err)));
    if (err instanceof Offline) window.addEventListener("online", fill, { once: true });
  });
  fill();
  return card;
}

async function fillResults(card, ctx) {
  const game = ctx.table.game;
  const [result] = await Promise.all([api.result(ctx.tableId, ctx.token, keptBggId(game) || undefined), resultStyles()]);
  // The past games keep how it ended as data, worded when they are drawn (past.js).
  rememberGame(ctx.tableId, { result: keptResult(result) });
  const series = result.series?.tables?.length > 1 ? await api.series(ctx.tableId, ctx.token).catch(() => null) : null;
  const message = messageBox();
  const refusals = refusalSpot(card, message);
  mount(card,
    h("h2", { id: "results-heading" }, t("results-over")),
    h("p", { class: "outcome" }, result.outcome),
    ranking(result, ctx.table.you?.seat),
    tieBreaks(result),
    notes(result),
    h("p", { class: "facts" }, t("results-facts", { duration: duration(result.duration_minutes), moves: result.moves })),
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
  const clock = result.timings;
  if (!clock) return null;
  const nameOf = (seat) => result.players.find((p) => p.seat === seat)?.name ?? t("seat-number", { number: seat + 1 });
  const players = clock.players.filter((p) => p.turns > 0);
  const facts = [
    clock.shared_seconds ? t("results-time-shared", { time: clockText(clock.shared_seconds) }) : null,
    clock.paused_seconds ? t("results-time-paused", { time: clockText(clock.paused_seconds) }) : null,
  ].filter(Boolean);
  const playerLine = (p) => {
    const said = { name: nameOf(p.seat), time: clockText(p.seconds), turns: p.turns };
    return p.over_limit ? t("results-time-player-over", { ...said, over: p.over_limit }) : t("results-time-player", said);
  };
  return h("section", { class: "timings", "aria-labelledby": "timings-heading" },
    h("h3", { id: "timings-heading" }, t("results-time-heading")),
    players.length ? h("ul", { class: "time-players" }, players.map((p) => h("li", { dataset: { seat: p.seat } }, playerLine(p)))) : null,
    clock.periods.length ? h("ul", { class: "time-periods" }, clock.periods.map((p) => h("li", {},
      t("results-time-period", { period: p.period, time: clockText(p.seconds) })))) : null,
    facts.length ? h("p", { class: "time-facts" }, facts.join(" ")) : null);
}

function ranking(result, mySeat) {
  const shared = result.players.filter((p) => p.winner).length > 1;
  const rows = [...result.players].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return h("ol", { class: "ranking", "aria-label": t("results-ranking-label") }, rows.map((p) => {
    const score = result.no_points ? null : scoreWords(p.score, result.measure);
    const mark = p.winner ? (result.cooperative ? t("results-won-together") : shared ? t("results-shared-win") : t("results-winner")) : null;
    return h("li", { class: ["rank-row", p.winner ? "winner" : "", p.seat === mySeat ? "mine" : ""].join(" ").trim(), dataset: { seat: p.seat } },
      // No place in a cooperative or a solo game: the outcome sentence says how it went.
      h("span", { class: "rank" }, result.cooperative || rows.length === 1 ? "" : ordinal(p.rank)),
      h("span", { class: "rank-name" }, p.name, p.start_player && rows.length > 1 ? h("small", {}, " · ", t("results-went-first")) : null),
      score ? h("span", { class: "rank-score" }, score) : null,
      mark ? h("strong", { class: "win-mark" }, mark) : null);
  }));
}

function tieBreaks(result) {
  if (!result.tie_breaks?.length) return null;
  return h("section", { class: "tie-breaks" }, h("h3", {}, t("results-tie-heading")),
    h("ul", {}, result.tie_breaks.map((tie) => h("li", {}, `${tie.text} `, rulingLink(result.game, tie.ruling)))));
}

/** The link to the ruling the server cites, on the rulings page. */
function rulingLink(game, ruling) {
  return h("a", { href: `/rulings#${game}-${ruling}`, "data-link": true }, t("results-ruling", { ruling: String(ruling) }));
}

/** What the ranking alone does not say (Curse's Legends), each with its ruling. */
function notes(result) {
  if (!result.notes?.length) return null;
  return h("ul", { class: "result-notes" }, result.notes.map((n) => h("li", {}, `${n.text} `, rulingLink(result.game, n.ruling))));
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
  const title = chartTitle(measure, result.progress);
  // Money reads "$41" in the table too; other measures are plain numbers under the title's word.
  const words = measure === "money" ? (v) => scoreWords(v, "money") : (v) => numberWords(v);
  return h("div", { class: "progress" },
    lineChart({ title, series, labels: points.map((p) => p.label), min: Math.min(0, ...all), max: Math.max(1, ...all) }),
    numbersTable(title, result.progress.unit, points.map((p) => p.label), series, words));
}

/**
 * "Points after each round", "Villagers rescued after each day": one message, as the languages
 * agree "each" with the unit. The unit's key comes with the result (`unit_key`); an older server
 * sends only its English word, whose lower case is the key. A unit the catalogs do not know is
 * said with the server's word.
 */
function chartTitle(measure, progress) {
  const unit = progress.unit_key || progress.unit.toLowerCase();
  return t("results-chart-title", { measure: measureKey(measure), unit, unitWord: progress.unit });
}

function numbersTable(caption, firstColumn, labels, series, words) {
  return h("details", { class: "numbers" }, h("summary", {}, t("results-numbers-show")),
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
  const finished = series.tables.filter((table) => table.finished_at);
  if (finished.length < 2) return null; // a rematch not yet played: nothing to compare
  const names = series.players.map((p) => p.name);
  const said = (v) => scoreWords(Math.round(v * 10) / 10, measure);
  const known = (v) => v !== null && v !== undefined;
  const line = (p) => (known(p.average_score) && known(p.best_score)
    ? t("results-series-line-scored", { played: p.played, wins: p.wins, average: said(p.average_score), best: said(p.best_score) })
    : t("results-series-line", { played: p.played, wins: p.wins }));
  const scored = finished.some((table) => Object.values(table.scores || {}).some((v) => v !== null));
  const chartSeries = names.map((name) => {
    let last = 0;
    return { name, values: finished.map((table) => (last = table.scores?.[name] ?? last)) };
  });
  const winners = (table, i) => (table.winners.length
    ? t("results-series-won", { number: i + 1, names: listWords(table.winners) })
    : t("results-series-nobody-won", { number: i + 1 }));
  return h("section", { class: "series", "aria-labelledby": "series-heading" },
    h("h3", { id: "series-heading" }, t("results-series-heading", { count: finished.length, game: series.game_name })),
    h("ul", { class: "series-players" }, series.players.map((p) => h("li", { dataset: { name: p.name } },
      h("strong", {}, p.name), line(p)))),
    h("p", { class: "series-winners" }, finished.map(winners).join(" ")),
    scored ? lineChart({ title: t("results-series-chart"), series: chartSeries,
      labels: finished.map((_, i) => t("results-series-game", { number: i + 1 })),
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
    previous ? h("a", { href: tableAddress(previous, ctx), onclick: go(previous) }, t("results-previous-game")) : null,
    previous && next ? " · " : null,
    next ? h("a", { href: tableAddress(next, ctx), onclick: go(next) }, t("results-next-game")) : null);
}

function actions(result, ctx, refusals) {
  // A big screen is for looking: keeping the game (BG Stats, downloads) is done on a phone.
  if (ctx.bigScreen) return h("div", { class: "after-actions" }, finalTableButton());
  const bgStats = h("a", { class: "button-link", href: result.bg_stats_url, target: "_blank", rel: "noopener", id: "bg-stats" }, t("results-bg-stats"));
  const bgg = bggForm(result, ctx, bgStats, refusals);
  const downloads = h("div", { class: "downloads", "data-refusal-anchor": true },
    h("button", { type: "button", onclick: (e) => download(ctx, "results.csv", e.currentTarget, refusals) }, t("results-download-results")),
    h("button", { type: "button", onclick: (e) => download(ctx, "log.csv", e.currentTarget, refusals) }, t("results-download-log")),
    h("button", { type: "button", onclick: (e) => download(ctx, "export", e.currentTarget, refusals) }, t("results-download-all")));
  const playAgain = ctx.hostToken
    ? h("button", { type: "button", class: "primary big", id: "play-again", onclick: (e) => rematch(ctx, e.currentTarget, refusals) },
      result.series?.next ? t("results-open-new-game") : t("results-play-again"))
    : null;
  return h("div", { class: "after-actions" },
    h("h3", {}, t("results-keep-heading")),
    h("p", { class: "hint" }, t("results-keep-hint")),
    bgStats, bgg, downloads,
    finalTableButton(),
    playAgain);
}

// A button, not a #link: the big screen's address fragment is its token, and a new fragment would redraw the page.
const finalTableButton = () => h("button", { type: "button", class: "final-link", onclick: showFinalTable }, t("results-final-table"));

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
    h("div", { class: "field" }, h("label", { for: id }, t("results-bgg-label")), field,
      h("small", { id: `${id}-help` }, t("results-bgg-help"))),
    h("button", { type: "submit" }, t("results-bgg-use")), saved);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const typed = field.value.trim();
    if (typed && !/^[1-9]\d*$/.test(typed)) {
      refusals.show(t("results-bgg-whole-number"), form, [field]);
      return;
    }
    try {
      const fresh = await api.result(ctx.tableId, ctx.token, typed || undefined);
      if (typed) localStorage.setItem(BGG_KEY(result.game), typed); else localStorage.removeItem(BGG_KEY(result.game));
      link.href = fresh.bg_stats_url;
      refusals.clear();
      saved.textContent = typed ? t("results-bgg-saved") : t("results-bgg-cleared");
    } catch (err) {
      refusals.show(err instanceof Offline ? t("results-bgg-offline") : errorText(err, form), form, [field]);
    }
  });
  return h("details", { class: "bgg-more", open: Boolean(keptBggId(result.game)) },
    h("summary", {}, t("results-bgg-summary")), form);
}

/**
 * An export (`export`: the whole table as JSON; `log.csv`; `results.csv`) needs the seat's token,
 * so it is fetched here and saved through a blob link. The results carry this phone's local time,
 * and the log CSV the language picked on this phone (a plain link would carry the browser's own).
 */
async function download(ctx, what, button, refusals) {
  let response;
  // A person downloads the log laid out for people (headers and values in words); scripts read the default.
  const query = { "results.csv": `?utc_offset=${utcOffset()}`, "log.csv": "?layout=people" }[what] || "";
  try {
    response = await fetch(`/api/v1/tables/${ctx.tableId}/${what}${query}`,
      { headers: { Authorization: `Bearer ${ctx.token}`, "Accept-Language": language() }, cache: "no-store" });
  } catch {
    refusals.show(t("results-download-offline"), button);
    return;
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    refusals.show(body?.detail || t("results-download-failed"), button);
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
    sessionStorage.setItem("sherwood.notice", t("results-new-game-started"));
    navigate(`/t/${fresh.table_id}`);
  } catch (err) {
    button.disabled = false;
    refusals.show(err instanceof Offline ? t("results-rematch-offline") : errorText(err), button);
  }
}
