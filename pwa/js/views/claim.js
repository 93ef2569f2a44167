// /claim#CODE: this phone takes over a seat another phone handed over. The code rides
// in the fragment, which browsers never send, so no server log keeps it.
import { api, Offline } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { errorText } from "../forms.js";
import { remember } from "../store.js";
import { navigate } from "../router.js";
import { loadPart, t } from "../i18n.js";

// The home page's words: a phone that joins by QR code never downloads them (pwa/locales/<language>/home.ftl).
await loadPart("home");

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
    if (!code) { message.show(t("claim-code-needed")); field.focus(); return; }
    try {
      const seat = await api.claim(code);
      remember(seat.table_id, { player: seat.token, game: seat.game });
      sessionStorage.setItem("sherwood.notice", t("claim-done", { name: seat.name }));
      navigate(`/t/${seat.table_id}`);
    } catch (err) {
      message.show(err instanceof Offline ? t("claim-offline") : err.status === 429 ? t("claim-too-many-tries") : errorText(err));
    }
  });
  mount(root, mount(form,
    h("h1", {}, t("claim-title")),
    h("p", {}, t("claim-intro")),
    h("div", { class: "field" }, h("label", { for: field.id }, t("claim-code-label")), field),
    message,
    h("button", { class: "primary", type: "submit" }, t("claim-take-seat"))));
  if (fromLink) form.requestSubmit();
  else field.focus();
}
