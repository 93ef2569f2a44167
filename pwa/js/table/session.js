// The table's session on this phone: the table as the API last answered and its ETag,
// reading it again, sending moves, the offline queue and its flushing, undo and corrections, live
// updates, and where the table went (a rematch, this seat to another phone, expired). It draws
// nothing: views/table.js passes hooks that draw what happened.
import { api, sendMove, flush, Offline } from "../api.js";
import { follow, oneAtATime } from "../live.js";
import { queued, remember, rememberGame, session as seatsAt, keepLast, lastKept } from "../store.js";
import { navigate } from "../router.js";
import { t } from "../i18n.js";

// A sentence the next page of this tab says once on arriving (views/table.js shows it).
const ARRIVAL_NOTICE = "sherwood.notice";

/**
 * Open the session of table `tableId` for this phone's `seats` (store.js's tokens). The hooks:
 *  - onTable(table, { changed }): a new answer (changed: a new version, or the first); awaited.
 *  - onKeptTable(kept): offline on the first load; `kept` is the table as this phone last saw it, or null.
 *  - onBackOnline(): the first answer after onKeptTable.
 *  - onReadFailed(err): the table could not be read, for a reason other than being offline.
 *  - onPending(count): how many moves wait in the offline queue.
 *  - onRefusedLater(refused): queued moves the server refused once they arrived (their errors).
 *  - onSeatMovedAway(text): this seat moved to another phone and this phone is not the host's.
 *  - onExpired(): the table is gone and this phone remembers it as a past game; awaited.
 */
export function openSession(tableId, seats, hooks) {
  // Reading uses the player's token where there is one, so the table shows that seat's cards.
  const readToken = seats.player || seats.host;
  // Undo, corrections and presets go with the host's token where there is one: it may do more.
  const actingToken = seats.host || seats.player;
  const keptKey = `table.${tableId}.${readToken.slice(0, 8)}`;
  let table = null;
  let etag = null;
  let showingKept = false;
  let flushing = null;
  let stopFollowing = () => {};

  const showPending = () => hooks.onPending(queued(tableId).length);

  // One flush at a time: the online event, live events and the poll may all ask at once.
  function sendQueued() {
    if (!queued(tableId).length) return Promise.resolve();
    flushing ||= (async () => {
      const refused = await flush(tableId);
      if (refused.length) hooks.onRefusedLater(refused);
      showPending();
    })().finally(() => { flushing = null; });
    return flushing;
  }

  // A live event per move, the poll and a sent move may all ask for the table at once: one read at a time.
  const refresh = oneAtATime(readTable);

  async function readTable() {
    await sendQueued();
    let answer;
    try { answer = await api.table(tableId, readToken, etag); }
    catch (err) { await readFailed(err); return; }
    if (showingKept) { showingKept = false; hooks.onBackOnline(); } // connected again: the offline notice is over
    if (answer.status === 304) return;
    const changed = !table || table.version !== answer.data.version;
    if (await goesToRematch(answer.data, table)) return;
    if (await hostRoleGone(answer.data)) return;
    table = answer.data;
    etag = answer.headers.get("ETag");
    keepLast(keptKey, table);
    await hooks.onTable(table, { changed });
  }

  async function readFailed(err) {
    if (err.status === 401 && seats.player && seatMovedAway(err)) return;
    if (err.status === 401 && seats.host && hostMovedAway(err)) return;
    // Expired (410), or purged since (its tokens open nothing: 401/404): a remembered table shows what this phone kept.
    if (!table && [401, 404, 410].includes(err.status) && await expiredHere()) return;
    if (!(err instanceof Offline)) hooks.onReadFailed(err);
    else if (!table) showKeptTable();
  }

  /**
   * A rematch: the same tokens open the same seats at the new table, so this phone follows
   * by itself, once. On a first look, a phone that followed before was reopened on purpose (past
   * games) and shows the results; one that slept through the rematch follows now.
   */
  async function goesToRematch(shown, before) {
    if (!shown.rematch || before?.rematch) return false;
    if (!before && (seatsAt(shown.rematch).host || seatsAt(shown.rematch).player)) return false;
    (await import("../past.js")).followRematch(tableId, shown.rematch);
    sessionStorage.setItem(ARRIVAL_NOTICE, t("table-rematch-started"));
    navigate(`/t/${shown.rematch}`);
    return true;
  }

  /**
   * This phone's seat was moved to another phone, so its token opens nothing here.
   * Forget the seat; a phone that is also the host's goes on as the host, saying why.
   */
  function seatMovedAway(err) {
    if (err.messageId !== "api-seat-moved-away") return false; // the server's sentence (api/request/context.py), in any language
    remember(tableId, { player: undefined });
    if (seats.host) { sessionStorage.setItem(ARRIVAL_NOTICE, err.message); navigate(`/t/${tableId}`); return true; }
    hooks.onSeatMovedAway(err.message);
    return true;
  }

  /**
   * The host role moved to another phone (a handover, or the recovery code), so this phone's host
   * token opens nothing here. Forget it; a phone that also sits here goes on as that seat, saying why.
   */
  function hostMovedAway(err) {
    if (err.messageId !== "api-host-moved-away") return false; // api/request/context.py's sentence, in any language
    remember(tableId, { host: undefined, recovery: undefined });
    if (seats.player) { sessionStorage.setItem(ARRIVAL_NOTICE, err.message); navigate(`/t/${tableId}`); return true; }
    hooks.onSeatMovedAway(err.message);
    return true;
  }

  /**
   * A phone that sits here and also runs the table reads with its seat's token, so the only sign
   * that the host role moved to another phone is the answer's `host_seat` no longer being this
   * seat. It asks once with the host token; the server's refusal says why (hostMovedAway).
   */
  let hostSeatChecked;
  async function hostRoleGone(shown) {
    if (!seats.host || !seats.player || shown.host_seat === shown.you.seat) return false;
    if (hostSeatChecked === shown.host_seat) return false;
    hostSeatChecked = shown.host_seat;
    try { await api.table(tableId, seats.host); return false; }
    catch (err) { return err.status === 401 && hostMovedAway(err); }
  }

  /** A table that is gone shows as expired when this phone kept it among its past games. */
  async function expiredHere() {
    const past = await import("../past.js");
    if (!past.pastGame(tableId)) return false;
    past.rememberGame(tableId, { expired: true });
    await hooks.onExpired();
    return true;
  }

  /** Offline on the first load: the table as this phone last saw it; refresh() catches up. */
  function showKeptTable() {
    showingKept = true;
    const kept = lastKept(keptKey);
    if (kept) table = kept;
    hooks.onKeptTable(kept);
  }

  /**
   * Send a move with the host's token (`asHost`) or the seat's. `onStored` runs once the server
   * stored it (or it was queued offline) and before the table is read again, so what it clears
   * is not kept by the redraw. Throws what sendMove() throws.
   */
  async function send(move, { asHost = false, onStored = () => {} } = {}) {
    const answer = await noticingHostMoved(sendMove(tableId, asHost ? seats.host : readToken, move));
    onStored(answer);
    if (answer.queued) showPending();
    else await refresh();
    return answer;
  }

  /**
   * A phone that also sits here reads with its seat's token, so it learns that its host role
   * moved away only when it acts as the host: it then forgets the role (hostMovedAway), and the
   * refusal still reaches the caller, whose screen says why.
   */
  async function noticingHostMoved(acting) {
    try { return await acting; }
    catch (err) {
      if (err.status === 401 && seats.host && err.messageId === "api-host-moved-away") {
        remember(tableId, { host: undefined, recovery: undefined });
      }
      throw err;
    }
  }

  /** Take back the last move (the host's, or this seat's); `onStored` as for send(); `expected`: the version previewed. */
  async function undo({ onStored = () => {}, expected } = {}) {
    await noticingHostMoved(api.undo(tableId, actingToken, expected));
    onStored();
    await refresh();
  }

  /** Correct or delete earlier moves; `onStored` as for send(). */
  async function correct(amendments, { onStored = () => {} } = {}) {
    await noticingHostMoved(api.correct(tableId, actingToken, amendments));
    onStored();
    await refresh();
  }

  return {
    tableId,
    readToken,
    actingToken,
    get table() { return table; },
    send,
    undo,
    correct,
    preview: (amendments) => api.previewCorrection(tableId, actingToken, amendments),
    previewUndo: () => noticingHostMoved(api.previewUndo(tableId, actingToken)),
    // A preset is saved with this phone's table token: it belongs to whoever saved it.
    savePreset: (gameId, name, data) => api.savePreset(gameId, name, data, actingToken),
    refresh,
    /** Say what waits offline, draw the table, then follow live updates (live.js). */
    async start() {
      showPending();
      await refresh();
      stopFollowing = follow(tableId, readToken, refresh);
    },
    close: () => stopFollowing(),
  };
}

/** The sentence a page said it would show on arriving here, read once (then forgotten). */
export function takeArrivalNotice() {
  const said = sessionStorage.getItem(ARRIVAL_NOTICE);
  if (said) sessionStorage.removeItem(ARRIVAL_NOTICE);
  return said;
}

/**
 * This phone's past games keep the table, its players and this phone's role (store.js: past.js,
 * which shows them, is not loaded for it). A convenience: nothing is said when it fails.
 */
export function rememberAsPastGame(tableId, seats, table) {
  rememberGame(tableId, {
    game: table.game, players: table.players.map((p) => p.name), // the game's name is worded when drawn
    role: seats.host && seats.player ? "Host and player" : seats.host ? "Host" : "Player",
  });
}
