// /claim#CODE: this phone takes over a seat another phone handed over. The code rides
// in the fragment, which browsers never send, so no server log keeps it.
import { api, Offline } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { errorText } from "../forms.js";
import { remember, session } from "../store.js";
import { navigate } from "../router.js";
import { loadPart, t } from "../i18n.js";

// The home page's words: a phone that joins by QR code never downloads them (pwa/locales/<language>/home.ftl).
await loadPart("home");

const cleanCode = (text) => (text || "").replace(/[^0-9a-z]/gi, "").toUpperCase();

/**
 * This phone took the host role over. A phone that already sits at the table says so, so that
 * the host sits there (the log names them, their seat's screen shows the host's controls).
 */
async function becomeHost(claimed) {
  remember(claimed.table_id, { host: claimed.token, game: claimed.game, recovery: claimed.recovery_code });
  const seatToken = session(claimed.table_id).player;
  if (seatToken) await api.hostSeat(claimed.table_id, claimed.token, seatToken).catch(() => { /* the host role stands; only the log's name waits */ });
  sessionStorage.setItem("sherwood.notice", t("claim-done-host", { code: claimed.recovery_code }));
}

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
      const claimed = await api.claim(code);
      if (claimed.role === "host") await becomeHost(claimed);
      else {
        remember(claimed.table_id, { player: claimed.token, game: claimed.game });
        sessionStorage.setItem("sherwood.notice", t("claim-done", { name: claimed.name }));
      }
      navigate(`/t/${claimed.table_id}`);
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
