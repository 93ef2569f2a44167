// The HTTP API, with plain-sentence errors and an offline queue for moves.
import { keepLast, lastKept, newKey, queued, setQueue } from "./store.js";
import { language, t } from "./i18n.js";

/** This phone's time zone as the API takes it: minutes east of UTC. */
export const utcOffset = () => -new Date().getTimezoneOffset();

export class ApiError extends Error {
  constructor(status, body) {
    super(body?.detail || t("api-answered", { status })); // RFC 9457 problem details, in the request's language
    this.status = status;
    this.rule = body?.rule || null;
    this.errors = body?.errors || null;
    this.broken = body?.broken || null; // a correction refused: the later move it would break
    this.messageId = body?.message?.id || null; // the sentence's catalog id: the same in every language
    this.rulingPage = body?.ruling_url || null; // the ruling's entry on this app's rulings page: "/rulings#score-pad-SP2"
    this.body = body || null; // the problem as the server sent it: its message words the refusal again (api.words)
  }
}

export class Offline extends Error {
  constructor() { super(t("api-offline")); }
}

async function call(method, path, { token, body, raw, headers = {} } = {}) {
  // The server words its sentences (refusals, outcomes) in the language this phone reads.
  const init = { method, headers: { "Accept-Language": language(), ...headers }, cache: "no-store" };
  if (token) init.headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  if (raw !== undefined) { // a file's bytes (the photo of the table), sent with its own type
    init.headers["Content-Type"] = raw.type;
    init.body = raw;
  }
  let response;
  try {
    response = await fetch(`/api/v1${path}`, init);
  } catch {
    throw new Offline();
  }
  if (response.status === 304) return { status: 304, headers: response.headers };
  const data = response.status !== 204 && response.headers.get("Content-Type")?.includes("json") ? await response.json() : null;
  if (!response.ok) throw new ApiError(response.status, data);
  return { status: response.status, data, headers: response.headers };
}

export const api = {
  games: () => call("GET", "/games").then((r) => r.data),
  gameBriefs: () => call("GET", "/games/briefs").then((r) => r.data),
  game: (id) => call("GET", `/games/${id}`).then((r) => r.data),
  gameBrief: (id) => call("GET", `/games/${id}/brief`).then((r) => r.data),
  createTable: (game, options) => call("POST", "/tables", { body: { game, options } }).then((r) => r.data),
  // hostToken: the host's own phone taking a seat (the table then knows which seat is the host's).
  // personId: a remembered person the host's phone seats (the host token must go along).
  join: (code, name, hostToken, personId) => call("POST", "/join",
    { token: hostToken, body: personId ? { code, name, person_id: personId } : { code, name } }).then((r) => r.data),
  // Whether a code opens a live table (204, or 404), asked before a name is typed.
  checkJoinCode: (code) => call("POST", "/join/check", { body: { code } }),
  // The turn clock runs on from the server's time: when this phone received it is kept with it (clock.js).
  table: (id, token, etag) => call("GET", `/tables/${id}`, { token, headers: etag ? { "If-None-Match": etag } : {} })
    .then((r) => { if (r.data?.clock) r.data.clock.received_at = Date.now() / 1000; return r; }),
  // The host pauses or runs the turn clock, or sets its per-turn limit.
  setClock: (id, token, body) => call("POST", `/tables/${id}/clock`, { token, body, headers: { "Idempotency-Key": newKey() } })
    .then((r) => r.data),
  // How to set the game up for the table's options, worded by the server in this phone's language.
  tableSetup: (id, token) => call("GET", `/tables/${id}/setup`, { token }).then((r) => r.data),
  log: (id, token, page = 1) => call("GET", `/tables/${id}/moves?page=${page}&page_size=200`, { token }).then((r) => r.data),
  cardTable: () => call("GET", "/robin-hood-goods/card-table").then((r) => r.data),
  calculate: (path, body) => call("POST", path, { body }).then((r) => r.data),
  presets: (game) => call("GET", `/games/${game}/presets`).then((r) => r.data),
  preset: (game, name) => call("GET", `/games/${game}/presets/${encodeURIComponent(name)}`).then((r) => r.data.data),
  // Saving needs a token of a table of that game (the host's, just after creating it); a name
  // someone else saved answers 409.
  savePreset: (game, name, data, token) => call("PUT", `/games/${game}/presets/${encodeURIComponent(name)}`, { token, body: { data } }),
  correct: (id, token, amendments) => call("POST", `/tables/${id}/corrections`,
    { token, body: { amendments }, headers: { "Idempotency-Key": newKey() } }).then((r) => r.data),
  // What a correction would change later, nothing stored.
  previewCorrection: (id, token, amendments) => call("POST", `/tables/${id}/corrections/preview`,
    { token, body: { amendments } }).then((r) => r.data),
  // A seat to another phone (a player's own: seat left out), and taking one over.
  handover: (id, token, seat) => call("POST", `/tables/${id}/handovers`, { token, body: seat === undefined ? {} : { seat } })
    .then((r) => r.data),
  // The host role to another phone (the host's token), and a phone that took it over sitting at its seat.
  hostHandover: (id, token) => call("POST", `/tables/${id}/handovers`, { token, body: { host: true } }).then((r) => r.data),
  hostSeat: (id, token, seatToken) => call("POST", `/tables/${id}/host/seat`, { token, body: { token: seatToken } })
    .then((r) => r.data),
  // A refusal's message (its id and placeables) worded in this phone's language now.
  words: (message) => call("POST", "/words", { body: { message } }).then((r) => r.data),
  // A seat's or the host role's handover code, or the table's recovery code.
  claim: (code) => call("POST", "/handovers/claim", { body: { code } }).then((r) => r.data),
  // A draw: the server picks the move's drawable fields at random (POST .../draws); the key makes a retry the same draw.
  draw: (id, token, type) => call("POST", `/tables/${id}/draws`, { token, body: { type }, headers: { "Idempotency-Key": newKey() } })
    .then((r) => r.data),
  undo: (id, token, expected) => call("POST", `/tables/${id}/undo`,
    { token, body: expected === undefined ? {} : { expected_version: expected }, headers: { "Idempotency-Key": newKey() } })
    .then((r) => r.data),
  // What an undo would take back and change (undoing a correction changes later results), nothing stored.
  previewUndo: (id, token) => call("POST", `/tables/${id}/undo/preview`, { token, body: {} }).then((r) => r.data),
  // After the game: the result (with the BoardGameGeek id for BG Stats), its series, a rematch.
  // The phone's own offset: BG Stats gets the play's date in the table's local time.
  result: (id, token, bggId) => call("GET", `/tables/${id}/result?utc_offset=${utcOffset()}${bggId ? `&bgg_id=${bggId}` : ""}`,
    { token }).then((r) => r.data),
  series: (id, token) => call("GET", `/tables/${id}/series`, { token }).then((r) => r.data),
  rematch: (id, token) => call("POST", `/tables/${id}/rematch`, { token, body: {} }).then((r) => r.data),
  // The photo of the table (after the game): a Blob sent as it is, read back as a Blob (null: none yet).
  putPhoto: (id, token, blob) => call("PUT", `/tables/${id}/photo`, { token, raw: blob }).then((r) => r.data),
  deletePhoto: (id, token) => call("DELETE", `/tables/${id}/photo`, { token }),
  photo: photoBlob,
  // The same people from game to game: the host says who sits at a seat (null: a new person),
  // and each person's statistics over the tables this phone holds tokens for ([{id, token}]).
  linkSeatPerson: (id, token, seat, personId) => call("POST", `/tables/${id}/seats/${seat}/person`,
    { token, body: { person_id: personId } }).then((r) => r.data),
  peopleStats: (tables) => call("POST", "/people/stats", { body: { tables } }).then((r) => r.data),
  streamTicket: (id, token) => call("POST", `/tables/${id}/events/tickets`, { token }).then((r) => r.data.ticket),
  qrImageUrl,
};

/** The table's photo as a Blob, or null when it has none (404). It needs a token, so no <img src> can fetch it. */
async function photoBlob(id, token) {
  let response;
  try {
    response = await fetch(`/api/v1/tables/${id}/photo`, { headers: { Authorization: `Bearer ${token}`, "Accept-Language": language() }, cache: "no-store" });
  } catch {
    throw new Offline();
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  return response.blob();
}

/**
 * The join QR code as a blob: URL. It needs the seat's token (the code is not
 * the big screen's to show), so an <img src> cannot fetch it by itself.
 */
async function qrImageUrl(id, token) {
  let response;
  try {
    response = await fetch(`/api/v1/tables/${id}/qr.svg`, { headers: { Authorization: `Bearer ${token}`, "Accept-Language": language() }, cache: "no-store" });
  } catch {
    throw new Offline();
  }
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  return URL.createObjectURL(await response.blob());
}

/**
 * Send a move. When the network is down the move is queued on the device with
 * its idempotency key and sent by flush() later; a resend can never double it.
 */
export async function sendMove(tableId, token, move) {
  const item = { key: newKey(), token, move };
  if (queued(tableId).length) {
    setQueue(tableId, [...queued(tableId), item]); // keep the order of moves
    return { queued: true };
  }
  try {
    return (await post(tableId, item)).data;
  } catch (err) {
    if (!(err instanceof Offline)) throw err;
    setQueue(tableId, [...queued(tableId), item]);
    return { queued: true };
  }
}

function post(tableId, item) {
  return call("POST", `/tables/${tableId}/moves`, {
    token: item.token, body: item.move, headers: { "Idempotency-Key": item.key },
  });
}

/** Send queued moves in order; returns the refusals met on the way. */
export async function flush(tableId) {
  const refusals = [];
  let items = queued(tableId);
  while (items.length) {
    try {
      await post(tableId, items[0]);
    } catch (err) {
      if (err instanceof Offline) break;
      refusals.push(err); // refused now that it arrived: report it and move on
    }
    items = items.slice(1);
    setQueue(tableId, items);
  }
  return refusals;
}

/**
 * The games without their rulings (titles, player ranges, options, moves, presets: GET /games/briefs,
 * half of GET /games); the one kept from the last visit when offline, so a reload
 * without a connection still draws, and a table can be played without a server in any game.
 */
export const gamesList = () => keptIfOffline("games", api.gameBriefs);

/**
 * One game in brief (its title, options and moves, as gamesList gives them, without the rulings):
 * a table's page reads this, not the whole list (3 KB for the largest game in German, against 15 KB).
 * Offline, the one kept from the last visit, or the game in a kept list.
 */
export const gameInfo = (id) => keptIfOffline(`game-info.${id}`, () => api.gameBrief(id),
  () => (lastKept("games") || []).find((g) => g.id === id));

/** ``read()``'s answer, kept under ``name``; offline, the one kept last time (or ``otherwise()``'s). */
async function keptIfOffline(name, read, otherwise = () => null) {
  try {
    const answer = await read();
    keepLast(name, answer);
    return answer;
  } catch (err) {
    const kept = lastKept(name) || otherwise();
    if (err instanceof Offline && kept) return kept;
    throw err;
  }
}
