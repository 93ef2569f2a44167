// Moving a seat to another phone: a dead battery, cleared browser data, a borrowed phone.
//
// The host's phone can hand any taken seat to a new phone, and a player's phone its own seat: it
// asks the server for a one-time code (POST /tables/{id}/handovers) and shows it with its QR code.
// The new phone opens /claim#CODE (views/claim.js) and gets the seat, its name and its private
// information; the old phone's token stops working at once. The host's phone moves the host role
// the same way, and shows the table's recovery code: kept off this phone, it runs the table again
// from any phone once this one died (docs/decisions.md "A table survives its host's phone").
// Loaded by table/page.js only when someone opens "Seat on another phone?": a phone that only
// plays never downloads it.
import { api, Offline } from "./api.js";
import { h, mount } from "./dom.js";
import { errorText } from "./forms.js";
import { t } from "./i18n.js";
import { session } from "./store.js";

// A private-use character: never in a sentence, so it only marks where an element goes.
const MARK = "\uE000";
const marked = (name) => `${MARK}${name}${MARK}`;

/** A sentence whose marked() placeables become elements (the address and the code in bold), wherever the language puts them. */
function withElements(sentence, elements) {
  return sentence.split(MARK).map((piece, index) => (index % 2 ? elements[piece] : piece));
}

/**
 * The contents of the folded "Seat on another phone?" section.
 * ctx: {tableId, token, isHost, table, seatName(seat)}
 */
export function handoverPanel(ctx) {
  const out = h("div", { class: "handover-body" });
  const shown = h("div", { class: "handover-code", "aria-live": "polite" });
  const seats = ctx.isHost ? ctx.table.players : ctx.table.players.filter((p) => p.seat === ctx.table.you.seat);
  const explain = ctx.isHost ? t("handover-explain-host") : t("handover-explain-player");
  const seatButtons = seats.map((p) => h("button", {
    type: "button", class: "small",
    onclick: (event) => offer(ctx, () => api.handover(ctx.tableId, ctx.token, ctx.isHost ? p.seat : undefined), shown, event.currentTarget),
  }, ctx.isHost ? t("handover-move-seat", { name: p.name }) : t("handover-move-mine")));
  mount(out, seats.length ? h("p", {}, explain) : null,
    h("div", { class: "handover-seats" }, seatButtons),
    ctx.isHost ? hostRole(ctx, shown) : null,
    shown);
  return out;
}

/** The host role: a button that moves it, and the recovery code this phone was given, if any. */
function hostRole(ctx, shown) {
  const recovery = session(ctx.tableId).recovery;
  return h("div", { class: "handover-host" },
    h("h3", {}, t("handover-host-heading")),
    h("p", {}, t("handover-host-explain")),
    h("button", { type: "button", class: "small", id: "move-host-role",
      onclick: (event) => offer(ctx, () => api.hostHandover(ctx.tableId, ctx.token), shown, event.currentTarget),
    }, t("handover-move-host")),
    recovery
      ? h("p", {}, withElements(t("handover-recovery-code", { code: marked("code") }), {
        code: h("strong", { class: "code", id: "recovery-code" }, recovery),
      }))
      : h("p", { class: "hint" }, t("handover-recovery-unknown")));
}

async function offer(ctx, ask, shown, button) {
  button.disabled = true;
  try {
    const given = await ask();
    const picture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(given.qr_svg)}`;
    const host = given.role === "host";
    mount(shown,
      h("h3", {}, host ? t("handover-host-on-new-phone") : t("handover-heading", { name: given.name })),
      h("img", { class: "qr", src: picture, alt: host ? t("handover-host-qr") : t("handover-qr", { name: given.name }),
        width: 200, height: 200 }),
      h("p", {}, withElements(t("handover-how", { address: marked("address"), code: marked("code") }), {
        address: h("strong", { class: "code" }, given.claim_url.replace(/#.*$/, "")),
        code: h("strong", { class: "code", id: "handover-code" }, given.code),
      })),
      h("p", { class: "hint" }, t("handover-works-once", { minutes: Math.round(given.expires_in / 60) })));
  } catch (err) {
    mount(shown, h("p", { class: "message error", role: "alert" },
      err instanceof Offline ? t("handover-move-needs-connection") : errorText(err)));
  } finally {
    button.disabled = false;
  }
}
