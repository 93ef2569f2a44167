// The parts of a table page for a table kept on this phone, played with no server (issue 38), loaded
// with import() by views/table.js for such a table only: who holds the phone ("I am Carlos"), the
// cover that hides the table while the phone changes hands, the end of the game until a server keeps
// it, and the upload once one is in reach.
//
// One phone, many seats: the table shows the seat of the one holding it (their week goods, their hand),
// so the phone asks who holds it before it shows anything (after a reload too), and hides the table
// again when it is handed on. The host role goes with the phone: whoever holds it may enter the host's
// moves, undo and correct; another seat's private move only that seat enters (the engine says so).
import { h, mount, messageBox } from "../dom.js";
import { explainError } from "../forms.js";
import { loadPart, t } from "../i18n.js";
import { navigate } from "../router.js";
import { api, Offline } from "../api.js";
import { HOST_TOKEN, handTo, holderOf, localTable, uploadLocalTable } from "../offline/local-server.js";

// The seat this tab was told holds the phone ("I am Carlos"): asked again after a reload.
const confirmedKey = (tableId) => `sherwood.holding.${tableId}`;

/**
 * The parts views/table.js gives a table kept on this phone, or false when the phone must first say who
 * holds it (the cover is drawn in ``root`` then): the holder bar, the end of the game, a part for those
 * it does without (handing a seat to another phone, linking remembered people: the server's, once it
 * keeps the table), how to start (the rules engine starts in the phone first) and stop.
 */
export async function keptTable(tableId, root) {
  await loadPart("offline");
  if (!holderConfirmed(tableId)) { mount(root, coverCard(tableId)); return false; }
  const bar = holderBar(tableId, root);
  let stopUploading = () => {};
  return {
    element: bar.element,
    results: localResults(tableId, HOST_TOKEN),
    none: { element: null, draw() {} },
    async start(session) {
      bar.status.show(t("holder-starting"), "ok"); // some seconds: bench/README.md
      await session.start();
      bar.status.clear();
      stopUploading = uploadOnReconnect(tableId, bar.status);
      uploadWhenOnline(tableId, bar.status);
    },
    stop: () => stopUploading(),
  };
}

/** Whether the one holding the phone has said who they are, in this tab, for the seat it shows. */
export function holderConfirmed(tableId) {
  return sessionStorage.getItem(confirmedKey(tableId)) === String(holderOf(tableId));
}

/**
 * The cover: the table hidden, one button a player ("I am Ann"). The table then opens at that seat.
 * ``handedTo``: the seat the phone is being handed to (only that button), or null (any player).
 */
export function coverCard(tableId, handedTo = null) {
  const table = localTable(tableId);
  const players = table.players.map((name, seat) => ({ name, seat }))
    .filter((player) => handedTo === null || player.seat === handedTo);
  return h("section", { class: "card holder-cover", id: "holder-cover" },
    h("h1", {}, handedTo === null ? t("holder-who") : t("holder-hand-to", { name: table.players[handedTo] })),
    h("p", {}, t("holder-private")),
    h("div", { class: "holder-buttons" }, players.map((player) => h("button", {
      type: "button", class: "primary", "data-seat": player.seat,
      onclick: () => { iHold(tableId, player.seat); },
    }, t("holder-i-am", { name: player.name })))),
    handedTo === null ? null : h("p", {}, h("button", { type: "button", onclick: () => navigate(`/t/${tableId}`) },
      t("holder-not-handed"))));
}

function iHold(tableId, seat) {
  handTo(tableId, seat);
  sessionStorage.setItem(confirmedKey(tableId), String(seat));
  navigate(`/t/${tableId}`);
}

/**
 * "On this phone: Ann" and "Hand the phone to…", at the head of the table; and the line that says the
 * table is kept on this phone, and on the server once one answers (it is uploaded then by itself).
 */
export function holderBar(tableId, root) {
  const table = localTable(tableId);
  const holder = holderOf(tableId);
  const status = messageBox();
  status.id = "holder-status";
  const next = h("select", { id: "holder-next", "aria-label": t("holder-next-label") },
    table.players.map((name, seat) => (seat === holder ? null : h("option", { value: seat }, name))));
  const hand = h("button", { type: "button", id: "holder-hand", onclick: () => {
    sessionStorage.removeItem(confirmedKey(tableId)); // hidden until the next one says who they are
    mount(root, coverCard(tableId, Number(next.value)));
  } }, t("holder-hand"));
  const element = h("section", { class: "card holder-bar", id: "holder-bar" },
    h("p", {}, t("holder-on-phone", { name: table.players[holder] ?? "" })),
    table.players.length > 1 ? h("div", { class: "holder-hand" }, next, hand) : null,
    h("p", { class: "hint" }, t("holder-kept-here")),
    status);
  return { element, status };
}

/**
 * Keep the table on the server now, if one answers: the page then opens the server's table (the same
 * seat, the host role and every seat's token kept on this phone). Says why when the server refuses it.
 */
export async function uploadWhenOnline(tableId, status) {
  const uploaded = localTable(tableId)?.uploadedAs;
  if (uploaded) { navigate(`/t/${uploaded}`); return; }
  if (!navigator.onLine) return;
  try {
    const serverId = await uploadLocalTable(tableId);
    sessionStorage.setItem("sherwood.notice", t("holder-uploaded"));
    navigate(`/t/${serverId}`);
  } catch (err) {
    if (err instanceof Offline) return; // no server yet: the next time the phone is online
    status.show(t("holder-upload-refused", { why: explainError(err).text }));
  }
}

/** Upload as soon as the phone is online again, while the page is open; returns the stop. */
export function uploadOnReconnect(tableId, status) {
  const online = () => { uploadWhenOnline(tableId, status); };
  window.addEventListener("online", online);
  return () => window.removeEventListener("online", online);
}

/**
 * The end of a game played with no server: the outcome, the places and scores and the tie-breaks, from the
 * engine in the phone (GET .../result answered here: pwa/py/local_table.py), and where the rest of the
 * results are (charts, BG Stats, the exports): on the server, once the table is kept there.
 */
export function localResults(tableId, token) {
  const element = h("div", { class: "results-spot" });
  let shown = null;
  return {
    element,
    async draw(table) { // a promise, as the server's results spot gives (views/table.js waits on neither)
      if (!table.status.finished) { mount(element); shown = null; return; }
      if (shown === table.version) return;
      shown = table.version;
      const result = await api.result(tableId, token);
      const ruled = (item) => h("li", {}, item.text, " ", h("a", { href: `/rulings#${table.game}-${item.ruling}`, "data-link": true },
        t("form-rule", { rule: item.ruling })));
      mount(element, h("section", { class: "card", id: "local-results" },
        h("h2", {}, t("holder-game-over")),
        h("p", { class: "outcome" }, result.outcome),
        h("ol", { class: "local-places" }, [...result.players].sort((a, b) => a.rank - b.rank).map((player) => h("li", {},
          t("holder-place", { place: player.rank, name: player.team ?? player.name, score: player.score ?? "none" })))),
        [...result.tie_breaks, ...result.notes].length ? h("ul", {}, [...result.tie_breaks, ...result.notes].map(ruled)) : null,
        h("p", { class: "hint" }, t("holder-results-later"))));
    },
  };
}
