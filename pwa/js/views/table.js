// The table screen. The table's session (table/session.js: the table, its ETag,
// refresh, send, the offline queue, live updates) draws nothing; this view gives it hooks that
// draw with the page's parts (table/page.js) and the log (table/log.js), and lays them out.
// corrections.js, results.js, handover.js, wakelock.js and past.js load with import() when needed.
import { gameInfo, gamesList, Offline } from "../api.js";
import { h, mount, messageBox, refusalSpot } from "../dom.js";
import { explainError } from "../forms.js";
import { t } from "../i18n.js";
import { session as seatsAt, lastKept, rememberPeopleAt } from "../store.js";
import { openSession, takeArrivalNotice, rememberAsPastGame } from "../table/session.js";
import { logPanel } from "../table/log.js";
import { turnClock } from "../clock.js";
import { seatName } from "../games/index.js";
import { tableVoice } from "../table/voice.js";
import {
  arrivalNotice, canDoSpot, drawInvitation, drawSpot, drawPlayers, gameScreen, handoverSpot, notRecorded, pendingLine, resultsSpot,
  setupSpot, wakeLock,
} from "../table/page.js";

export async function tableView(match, root) {
  const tableId = match[1];
  const seats = seatsAt(tableId);
  const readToken = seats.player || seats.host;
  if (!readToken) {
    mount(root, h("section", { class: "card" }, h("h1", {}, t("table-no-seat")),
      h("p", {}, t("table-no-seat-detail"))));
    return null;
  }
  // A table kept on this phone, played with no server (table/holder.js): first, who holds the phone.
  // Its requests are answered in the phone from then on (offline/local-server.js, which holder.js loads).
  const kept = tableId.startsWith("local-") ? await (await import("../table/holder.js")).keptTable(tableId, root) : null;
  if (kept === false) return null;
  const games = await gamesOf(tableId);
  const gameOf = (table) => games.find((g) => g.id === table.game);
  const isHost = Boolean(seats.host);

  const view = h("div", { class: "table-view" });
  const message = messageBox();
  message.setAttribute("role", "alert");
  // The turn, each move, each refusal and the end, announced (and read aloud when the phone is asked to).
  const voice = tableVoice();
  // Every refusal on this screen appears beside the control that caused it, and is heard.
  const refusals = heard(refusalSpot(view, message), voice);
  // A move queued offline and refused once it arrived (the game had ended, another seat moved
  // first...): said at the top, where it is seen, and kept through the redraws that follow.
  const lateRefusal = messageBox();
  lateRefusal.setAttribute("role", "alert");
  const notice = arrivalNotice(takeArrivalNotice());
  const pending = pendingLine();
  const title = h("h1", {}, t("table-title"));
  const players = h("ul", { class: "players" });
  const playHeading = h("h2", { class: "visually-hidden", id: "play-heading" }, t("table-play"));
  // The invitation leads the host's screen while seats are free, and trails it after.
  const invitation = { top: h("div", {}), bottom: h("div", {}) };
  const undoButton = h("button", { type: "button", onclick: () => undo(), id: "undo" }, seats.host ? t("table-undo-last") : t("table-undo-mine"));

  // The session and the parts below need each other; its hooks run from session.start() on, once all exist.
  const session = openSession(tableId, seats, {
    onTable: async (table, { changed }) => {
      if (changed) refusals.clear(); // a new version: earlier refusals no longer apply
      draw(table);
      const entries = await log.loadLatest().catch(() => null); // offline or gone: keep the log shown
      if (entries) {
        voice.tell(table, gameOf(table), entries);
        draws.news(table, gameOf(table), entries);
      }
    },
    onKeptTable: (kept) => {
      if (kept) draw(kept);
      message.show(kept ? t("table-offline-kept") : t("table-offline-nothing-kept"), "ok");
    },
    onBackOnline: () => message.clear(),
    onReadFailed: (err) => message.show(explainError(err).text),
    onPending: pending.show,
    onRefusedLater: (refused) => lateRefusal.show(notRecorded(refused, screen.panel)),
    onSeatMovedAway: (text) => {
      awake.release();
      mount(view, h("section", { class: "card", role: "alert" }, h("h1", {}, t("table-seat-moved")),
        h("p", {}, text), h("p", {}, h("a", { href: "/", "data-link": true }, t("app-go-home")))));
    },
    onExpired: async () => mount(view, (await import("./history.js")).expiredCard(tableId)),
  });
  const screen = gameScreen({ session, seats, refusals, lateRefusal });
  const log = logPanel({ session, games, isHost, refusals });
  const results = kept?.results || resultsSpot({ tableId, seats, readToken });
  const handover = kept?.none || handoverSpot({ session, seats });
  const canDo = canDoSpot({ session });
  const draws = drawSpot({ session, refusals });
  const setup = setupSpot({ tableId, token: readToken });
  const people = kept?.none || hostsOwn(seats, () => import("../table/people.js")
    .then(({ personPrompts }) => personPrompts({ tableId, seats, session })));
  const awake = wakeLock();
  const clock = turnClock({
    nameOf: (seat) => seatName(session.table, seat),
    host: isHost ? { tableId, token: seats.host, refresh: () => session.refresh(),
      refused: (err, near) => refusals.show(err instanceof Offline ? t("clock-needs-connection") : explainError(err).text, near) } : null,
  });

  /**
   * Undo. Taking back the latest plain move happens at once (a mistap is undone in one tap); when
   * the undo would change more (a correction taken back, later results changing), the server's
   * preview says what in words and the undo waits for a yes, at the version previewed.
   */
  async function undo() {
    try {
      const preview = await session.previewUndo();
      if (preview.undoes.kind === "correction" || preview.changes.length) {
        const { askToConfirm } = await import("../dialog.js");
        const yes = await askToConfirm({ question: t("table-undo-question"), detail: preview.summary,
          yes: t("table-undo-yes"), no: t("table-undo-keep"), danger: true });
        if (!yes) return;
      }
      await session.undo({ onStored: () => refusals.clear(), expected: preview.version });
    } catch (err) {
      refusals.show(err instanceof Offline ? t("table-undo-needs-connection") : explainError(err).text, undoButton, [], err);
    }
  }

  function draw(table) {
    const game = gameOf(table);
    // A score pad is titled by the game it scored ("Hearts"), as its results and BG Stats name it.
    title.textContent = table.options?.game_name?.trim() || (game ? game.title : table.game);
    rememberAsPastGame(tableId, seats, table);
    people.draw(table); // asked before this table's people join what the phone remembers
    // A score pad is remembered by the game it scored ("Carcassonne"), as the people view counts it.
    rememberPeopleAt(tableId, table.players, table.game, table.options?.game_name);
    // Once the game is over the board below the results is the final table, named as such.
    playHeading.textContent = table.status.finished ? t("table-final") : t("table-play");
    playHeading.className = table.status.finished ? "" : "visually-hidden";
    notice.age(table);
    results.draw(table).catch(() => { message.show(t("table-results-failed")); });
    drawPlayers(players, table);
    clock.draw(table);
    handover.draw(table);
    awake.draw(table);
    screen.draw(table, game);
    canDo.draw(table, game);
    draws.draw(table, game);
    setup.draw(table);
    // Offered only when the server would take it (table.may_undo: the host's while anything stands, a
    // player's while the latest entry is their own), after the game too, as corrections are.
    undoButton.hidden = !table.may_undo;
    drawInvitation(invitation, table, { tableId, seats, readToken });
    document.dispatchEvent(new Event("sherwood:drawn")); // app.js puts back what was typed before a change of language
  }

  mount(root, mount(view,
    kept?.element,
    h("section", { class: "card table-head" }, title, players, clock.element, voice.live, handover.element, awake.setting, voice.setting, pending.element, lateRefusal, notice.box),
    people.element,
    results.element,
    invitation.top,
    h("section", { class: "card", id: "final-table", tabindex: -1, "aria-labelledby": "play-heading" }, playHeading, setup.element, canDo.element, draws.element, message, screen.panel),
    h("section", { class: "card" }, h("div", { class: "log-head" }, h("h2", {}, t("table-log")), undoButton), log.list, log.olderButton, log.fixPanel),
    invitation.bottom));
  await (kept ? kept.start(session) : session.start());
  return () => { session.close(); awake.release(); clock.stop(); kept?.stop(); };
}

/** The refusals of ``spot`` (dom.js refusalSpot), each also said by the table's voice. */
function heard(spot, voice) {
  return { ...spot, show: (text, ...rest) => { voice.refused(text); spot.show(text, ...rest); },
    get lastControl() { return spot.lastControl; } };
}

/**
 * A part of the screen only the host's phone has (the questions about remembered people), loaded on
 * that phone alone: a player's phone joining by QR code does not download it. Until it is in, an
 * empty spot that draws it with the last table as soon as it arrives.
 */
function hostsOwn(seats, load) {
  const element = h("div");
  let part = null;
  let last = null;
  if (seats.host) {
    load().then((loaded) => { part = loaded; mount(element, loaded.element); if (last) loaded.draw(last); })
      .catch(() => { /* offline before the worker kept it: the host is asked on the next visit */ });
  }
  return { element, draw(table) { last = table; part?.draw(table); } };
}

/** The router has learnt the table's game before drawing (app.js): read that one game, not the list. */
async function gamesOf(tableId) {
  const knownGame = lastKept(`game.${tableId}`);
  return knownGame ? [await gameInfo(knownGame)] : gamesList();
}
