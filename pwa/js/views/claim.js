// /claim#CODE: this phone takes over a seat another phone handed over. The code rides
// in the fragment, which browsers never send, so no server log keeps it.
import { api, Offline } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { errorText } from "../forms.js";
import { remember } from "../store.js";
import { navigate } from "../router.js";

const cleanCode = (text) => (text || "").replace(/[^0-9a-z]/gi, "").toUpperCase();

export async function claimView(match, root) {
  const fromLink = cleanCode(decodeURIComponent(location.hash.slice(1)));
  const field = h("input", { id: "claim-code", name: "code", autocomplete: "off", autocapitalize: "characters", maxlength: 20, required: true, value: fromLink });
  const message = messageBox();
  message.setAttribute("role", "alert");
  const form = h("form", { class: "card join", novalidate: true });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    message.clear();
    const code = cleanCode(field.value);
    if (!code) { message.show("Type the code the other phone shows: 8 letters and digits."); field.focus(); return; }
    try {
      const seat = await api.claim(code);
      remember(seat.table_id, { player: seat.token, game: seat.game });
      sessionStorage.setItem("sherwood.notice", `This phone now has ${seat.name}'s seat.`);
      navigate(`/t/${seat.table_id}`);
    } catch (err) {
      message.show(err instanceof Offline ? "This phone is offline: take the seat once the connection is back."
        : err.status === 429 ? "Too many tries from this network: wait a minute, then try again." : errorText(err));
    }
  });
  mount(root, mount(form,
    h("h1", {}, "Take over a seat"),
    h("p", {}, "The host's phone (or your old phone) shows a code that moves a seat to this phone."),
    h("div", { class: "field" }, h("label", { for: field.id }, "Code"), field),
    message,
    h("button", { class: "primary", type: "submit" }, "Take the seat on this phone")));
  if (fromLink) form.requestSubmit();
  else field.focus();
}
