// Tables kept on this phone, played with no server (issue 38). Once loaded, this module answers the
// page's requests for such a table itself (/api/v1/tables/local-...: it wraps the page's fetch), so the
// table's screens ask the API as they always do (api.js, the log, the voice) and get the answers the
// server would give, made by the rules engine running in the phone (engine.js, a Web Worker with
// Pyodide; the answers' shapes: pwa/py/local_table.py). Every other request goes out as before. The
// table lives in this phone's storage (localStorage), so a closed tab or a restarted phone loses
// nothing; once a server is in reach the table is uploaded (POST /api/v1/offline-tables), checked by the
// server's engine and kept there, and this phone goes on with it as an ordinary table. Loaded with
// import() (table/holder.js, views/offline.js): only such a table needs it.
import { ApiError, Offline } from "../api.js";
import { language } from "../i18n.js";
import { load, newKey, remember, save, session } from "../store.js";
import { engineCall, startEngine } from "./engine.js";
import { loadServerWords, word } from "./words.js";

/** A table kept on this phone has an id of its own kind (views/table.js tells it by this prefix). */
const LOCAL_PREFIX = "local-";
// Which of this phone's tokens stands for whom at a table kept here (the phone holds them all).
export const HOST_TOKEN = "local-host";
export const seatToken = (seat) => `local-seat-${seat}`;
const seatOfToken = (token) => (typeof token === "string" && /^local-seat-\d+$/.test(token) ? Number(token.slice(11)) : null);

const LIST = "sherwood.local"; // the ids of the tables kept here, newest first
const tableKey = (id) => `sherwood.local.${id}`;

/** The tables kept on this phone: [{id, game, players, version, finished, uploadedAs}], newest first. */
export function localTables() {
  return load(LIST, []).map((id) => load(tableKey(id), null)).filter(Boolean)
    .map((table) => ({ id: table.id, game: table.game, players: table.players, version: table.log.length,
      finished: Boolean(table.finished), uploadedAs: table.uploadedAs || null }));
}

export function localTable(id) {
  return load(tableKey(id), null);
}

function keep(table) {
  save(tableKey(table.id), table);
  const ids = load(LIST, []);
  if (!ids.includes(table.id)) save(LIST, [table.id, ...ids]);
}

/** A random id for a new table kept here: the server knows the table by it once uploaded (once). */
function newLocalId() {
  return `${LOCAL_PREFIX}${newKey()}`;
}

// The page's own fetch, for every request this module does not answer.
const serverFetch = window.fetch.bind(window);
// A request for a table kept here: its path under /api/v1.
const LOCAL_API = /^\/api\/v1(\/tables\/local-[\w-]+(?:\/.*)?)$/;

window.fetch = function fetchOrAnswerHere(input, init = {}) {
  const url = new URL(typeof input === "string" ? input : input.url, location.href);
  const path = url.origin === location.origin ? url.pathname.match(LOCAL_API)?.[1] : null;
  return path ? answerHere(path + url.search, init) : serverFetch(input, init);
};

/**
 * A request for a table kept here, answered as the server would (its status, JSON and headers), by the
 * engine in the phone. A phone whose engine cannot start (never made ready for playing offline) fails
 * as a request does with no network: the page says it is offline.
 */
async function answerHere(path, init) {
  const headers = new Headers(init.headers);
  const token = headers.get("Authorization")?.replace(/^Bearer /, "") ?? null;
  const body = typeof init.body === "string" && init.body ? JSON.parse(init.body) : null;
  // The page reads the table every 10 s (live.js's poll, for a server's table): unchanged, it costs no replay.
  const unchanged = tableTag(path, token);
  if ((init.method || "GET") === "GET" && unchanged && headers.get("If-None-Match") === unchanged) {
    return new Response(null, { status: 304, headers: { ETag: unchanged } });
  }
  let answer;
  try {
    answer = await localCall(init.method || "GET", path, { token, body });
  } catch (err) {
    if (err instanceof Offline) throw new TypeError("Failed to fetch");
    throw err;
  }
  const { status, data } = answer;
  answer.headers.set("Content-Type", status >= 400 ? "application/problem+json" : "application/json");
  return new Response(JSON.stringify(data), { status, headers: answer.headers });
}

/** Ask the engine in the phone: {status, data, headers}, its sentences worded here, in the phone's language. */
async function localCall(method, path, { token, body } = {}) {
  const url = new URL(path, location.origin);
  const tableId = url.pathname.match(/^\/tables\/([\w-]+)/)?.[1];
  const table = tableId ? localTable(tableId) : null;
  if (!table) return { status: 404, data: await worded(localProblem(404, "api-no-table")), headers: new Headers() };
  const seat = seatOfToken(token);
  const answer = await ask({
    method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: body ?? null,
    table, viewer: { seat }, now: Date.now() / 1000, picks: Array.from(crypto.getRandomValues(new Uint32Array(8)), (n) => n / 2 ** 32),
  });
  if (answer.table) keep({ ...answer.table, finished: Boolean(answer.body?.status?.finished), uploadedAs: table.uploadedAs });
  return { status: answer.status, data: await worded(answer.body),
    headers: new Headers({ ETag: tableTag(`/tables/${table.id}`, token) ?? "", ...answer.headers }) };
}

/** The ETag of a table kept here as ``token`` reads it (its version and the seat), for its own path only. */
function tableTag(path, token) {
  const tableId = path.match(/^\/tables\/([\w-]+)$/)?.[1];
  const table = tableId ? localTable(tableId) : null;
  return table ? `"${table.id}.${table.log.length}.${seatOfToken(token) ?? "host"}"` : null;
}

const localProblem = (status, id) => ({ status, detail: { id, args: {} }, message: { id, args: {} } });

async function ask(request) {
  await startEngine().catch((fault) => { throw engineMissing(fault); });
  return engineCall("api", request);
}

/** The engine could not start here (never kept for offline play, or no WebAssembly): said as Offline. */
function engineMissing(fault) {
  const err = new Offline();
  err.cause = fault;
  return err;
}

/** The sentences of an answer (a refusal's detail and fields, a preview's summary, setup steps) worded. */
async function worded(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  await loadServerWords();
  const out = { ...body };
  if (body.detail && typeof body.detail === "object") out.detail = await word(body.detail);
  if (Array.isArray(body.summary)) out.summary = (await Promise.all(body.summary.map(word))).join(" ");
  else if (body.summary && typeof body.summary === "object") out.summary = await word(body.summary);
  if (body.errors) {
    out.errors = Object.fromEntries(await Promise.all(Object.entries(body.errors)
      .map(async ([field, said]) => [field, await Promise.all(said.map(word))])));
  }
  if (body.outcome && typeof body.outcome === "object") out.outcome = await word(body.outcome);
  for (const list of ["tie_breaks", "notes"]) {
    if (Array.isArray(body[list])) out[list] = await Promise.all(body[list].map(async (item) => ({ ...item, text: await word(item.text) })));
  }
  if (Array.isArray(body.steps)) out.steps = await Promise.all(body.steps.map(async (step) => ({ ...step, text: await word(step.text) })));
  return out;
}

/** How many seats a game's options give, and the options as the game reads them (the names form). */
export async function seatsFor(game, options) {
  const answer = await ask({ method: "POST", path: "/seats", body: { game, options } });
  const data = await worded(answer.body);
  if (answer.status >= 400) throw new ApiError(answer.status, data);
  return data;
}

/**
 * A new table of ``game`` kept on this phone, one name a seat: its id. The phone holds the host role
 * and every seat; the one holding it says who they are (table/holder.js).
 */
export async function createLocalTable(game, options, names) {
  const answer = await ask({ method: "POST", path: "/tables", body: { game, options, players: names, id: newLocalId() } });
  if (answer.status >= 400) throw new ApiError(answer.status, await worded(answer.body));
  keep(answer.table);
  remember(answer.table.id, { host: HOST_TOKEN, player: seatToken(0), game, local: true });
  return answer.table.id;
}

/** Who holds the phone at a table kept here: their seat (a new holder is said by table/holder.js). */
export const holderOf = (tableId) => seatOfToken(session(tableId).player);
export function handTo(tableId, seat) {
  remember(tableId, { player: seatToken(seat) });
}

/**
 * Keep a table played here on the server, now that one answers: its whole log, checked there by the
 * server's engine. The server's table then stands in for it on this phone (the same seat held, the
 * host role and every seat's token kept, to hand to other phones). Resolves with the server's table
 * id; throws Offline while no server answers, and the server's refusal (a table changed by hand in
 * this phone's storage) as an ApiError.
 */
export async function uploadLocalTable(tableId) {
  const table = localTable(tableId);
  if (!table) throw new ApiError(404, null);
  if (table.uploadedAs) return table.uploadedAs;
  const engine = await startEngine().catch(() => "unknown");
  const { log, players, options, game, format, id } = table;
  let response;
  try {
    response = await fetch("/api/v1/offline-tables", {
      method: "POST", cache: "no-store",
      headers: { "Content-Type": "application/json", "Accept-Language": language(), "Idempotency-Key": id },
      body: JSON.stringify({ format, id, game, options, players, log, engine }),
    });
  } catch {
    throw new Offline();
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data);
  const holder = holderOf(tableId) ?? 0;
  remember(data.id, { host: data.host_token, player: data.seats[holder].token, code: data.join_code, game,
    spectator: data.spectator_token, recovery: data.recovery_code,
    seatTokens: Object.fromEntries(data.seats.map((s) => [s.seat, s.token])), fromLocal: tableId });
  keep({ ...table, uploadedAs: data.id });
  return data.id;
}
