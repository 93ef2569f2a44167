// The table screen: live state, the game's own screen, the log and undo.
import { api, sendMove, flush, Offline } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { follow } from "../live.js";
import { queued, session } from "../store.js";
import { screenContext, screenFor, seatName } from "../games/index.js";
import { inviteCard } from "./join.js";

function describeEntry(entry, table) {
  const who = entry.seat === null ? "Host" : seatName(table, entry.seat);
  if (entry.kind === "undo") return `${who} undid move ${entry.result.undid}`;
  const own = screenFor(table.game).describe?.(entry, who, (seat) => seatName(table, seat));
  if (own) return own;
  const fields = Object.entries(entry.move).filter(([k, v]) => k !== "type" && k !== "redacted" && v !== null)
    .map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : v}`);
  if (entry.move.redacted) fields.push("(private)");
  return `${who}: ${entry.move.type}${fields.length ? " · " + fields.join(", ") : ""}`;
}

/** Re-render without losing what the player was typing: values and focus of named fields. */
function keepTyping(container, render) {
  const typed = new Map([...container.querySelectorAll("input[name], textarea[name]")].map((el) => [el.name, el.value]));
  const focused = document.activeElement?.name && container.contains(document.activeElement) ? document.activeElement.name : null;
  render();
  for (const el of container.querySelectorAll("input[name], textarea[name]")) {
    if (typed.has(el.name) && typed.get(el.name) !== el.defaultValue) el.value = typed.get(el.name);
  }
  if (focused) caretAtEnd(container.querySelector(`[name="${focused}"]`));
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

export async function tableView(match, root) {
  const tableId = match[1];
  const seats = session(tableId);
  const readToken = seats.player || seats.host;
  if (!readToken) {
    mount(root, h("section", { class: "card" }, h("h1", {}, "You have no seat here"),
      h("p", {}, "Ask the table for its code or QR code to join.")));
    return null;
  }
  const games = await api.games();
  let table = null;
  let etag = null;
  const message = messageBox();
  const panel = h("div", { class: "game-panel" });
  const players = h("ul", { class: "players" });
  const logList = h("ol", { class: "log", reversed: true });
  const pending = h("p", { class: "pending", hidden: true });
  const title = h("h1", {});
  // The invitation leads the host's screen while seats are free, and trails it after.
  const inviteTop = h("div", {});
  const invite = h("div", {});

  const ctxFor = () => {
    const game = games.find((g) => g.id === table.game);
    return screenContext(table, game, {
      isHost: Boolean(seats.host), readOnly: false,
      actsFor: (seat) => (seats.player && table.you.seat === seat ? {} : { seat }),
      send: (move) => send(move, game),
      warn: (text) => message.show(text),
    });
  };

  async function send(move, game) {
    message.clear();
    const hostMove = game.moves[move.type]?.who === "host" || move.seat !== undefined;
    const token = hostMove ? seats.host : seats.player || seats.host;
    try {
      const answer = await sendMove(tableId, token, move);
      if (answer.queued) showPending();
      else await refresh();
    } catch (err) {
      message.show(err.rule ? `${err.message} (rule ${err.rule})` : err.message);
    }
  }

  function showPending() {
    const count = queued(tableId).length;
    pending.hidden = count === 0;
    pending.textContent = `Offline: ${count} move${count === 1 ? "" : "s"} waiting to be sent.`;
  }

  async function sendQueued() {
    if (!queued(tableId).length) return;
    const refusals = await flush(tableId);
    if (refusals.length) message.show(refusals.map((r) => r.message).join(" "));
    showPending();
  }

  async function undo() {
    message.clear();
    try { await api.undo(tableId, seats.host || seats.player); await refresh(); }
    catch (err) { message.show(err instanceof Offline ? "Undo needs a connection." : err.message); }
  }

  async function refresh() {
    await sendQueued();
    let answer;
    try { answer = await api.table(tableId, readToken, etag); }
    catch (err) {
      if (!(err instanceof Offline)) message.show(err.message);
      return;
    }
    if (answer.status === 304) return;
    table = answer.data;
    etag = answer.headers.get("ETag");
    draw();
    const log = await api.log(tableId, readToken).catch(() => []);
    mount(logList, log.slice().reverse().map((e) => h("li", { class: e.undone ? "undone" : "" }, describeEntry(e, table))));
  }

  function draw() {
    const game = games.find((g) => g.id === table.game);
    title.textContent = game ? game.title : table.game;
    mount(players, table.players.map((p) => h("li", { class: p.seat === table.you.seat ? "mine" : "" }, `${p.seat + 1}. ${p.name}`)),
      table.players.length < table.seats ? h("li", { class: "empty" }, `${table.seats - table.players.length} seat(s) free`) : null);
    keepTyping(panel, () => mount(panel, screenFor(table.game).render(ctxFor())));
    // Inviting only helps while a seat is free.
    const seatsFree = table.players.length < table.seats;
    const card = table.join_code && seatsFree && !table.status.finished ? inviteCard(table, readToken) : null;
    mount(inviteTop, seats.host ? card : null);
    mount(invite, seats.host ? null : card,
      seats.host && seats.spectator ? h("p", {}, h("a", { href: `/watch/${tableId}#${seats.spectator}`, target: "_blank", rel: "noopener" }, "Open the big-screen view")) : null);
  }

  mount(root,
    h("section", { class: "card table-head" }, title, players, pending),
    inviteTop,
    h("section", { class: "card" }, message, panel),
    h("section", { class: "card" }, h("div", { class: "log-head" }, h("h2", {}, "Log"),
      h("button", { type: "button", onclick: undo, id: "undo" }, seats.host ? "Undo last move" : "Undo my last move")), logList),
    invite);
  showPending();
  await refresh();
  return follow(tableId, readToken, refresh);
}
