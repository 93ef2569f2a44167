// Moving a seat to another phone: a dead battery, cleared browser data, a borrowed phone.
//
// The host's phone can hand any taken seat to a new phone, and a player's phone its own seat: it
// asks the server for a one-time code (POST /tables/{id}/handovers) and shows it with its QR code.
// The new phone opens /claim#CODE (views/claim.js) and gets the seat, its name and its private
// information; the old phone's token stops working at once. Loaded by table/page.js only when
// someone opens "Seat on another phone?": a phone that only plays never downloads it.
import { api, Offline } from "./api.js";
import { h, mount } from "./dom.js";
import { errorText } from "./forms.js";

/**
 * The contents of the folded "Seat on another phone?" section.
 * ctx: {tableId, token, isHost, table, seatName(seat)}
 */
export function handoverPanel(ctx) {
  const out = h("div", { class: "handover-body" });
  const shown = h("div", { class: "handover-code", "aria-live": "polite" });
  const seats = ctx.isHost ? ctx.table.players : ctx.table.players.filter((p) => p.seat === ctx.table.you.seat);
  const explain = ctx.isHost
    ? "A player whose phone died, or who changed phones, takes their seat back on the new phone: it keeps its name, its moves and what only that seat sees. The old phone stops working for this table at once."
    : "To play on another phone: show it this code. Your seat, its moves and what only you see move with it; this phone stops working for this table at once.";
  mount(out, h("p", {}, explain),
    h("div", { class: "handover-seats" }, seats.map((p) => h("button", {
      type: "button", class: "small",
      onclick: (event) => offer(ctx, p.seat, shown, event.currentTarget),
    }, ctx.isHost ? `Move ${p.name} to another phone` : "Move my seat to another phone"))),
    shown);
  return out;
}

async function offer(ctx, seat, shown, button) {
  button.disabled = true;
  try {
    const given = await api.handover(ctx.tableId, ctx.token, ctx.isHost ? seat : undefined);
    const picture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(given.qr_svg)}`;
    mount(shown,
      h("h3", {}, `${given.name}'s seat, on the new phone`),
      h("img", { class: "qr", src: picture, alt: `QR code that moves ${given.name}'s seat to the phone that scans it`, width: 200, height: 200 }),
      h("p", {}, "Scan it with the new phone's camera, or open ", h("strong", { class: "code" }, given.claim_url.replace(/#.*$/, "")),
        " on it and type the code ", h("strong", { class: "code", id: "handover-code" }, given.code), "."),
      h("p", { class: "hint" }, `It works once, for ${Math.round(given.expires_in / 60)} minutes.`));
  } catch (err) {
    mount(shown, h("p", { class: "message error", role: "alert" },
      err instanceof Offline ? "Moving a seat needs a connection." : errorText(err)));
  } finally {
    button.disabled = false;
  }
}
