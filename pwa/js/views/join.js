// Joining a table, and the invitation (QR code, code, link) the table screen shows.
import { api, Offline } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { errorText } from "../forms.js";
import { remember, tableForCode } from "../store.js";
import { navigate } from "../router.js";
import { t } from "../i18n.js";

const cleanCode = (text) => (text || "").replace(/[^0-9a-z]/gi, "").toUpperCase();

/** A sentence with one of its words in bold (the code, an address): the words around it stay the sentence's own. */
function withStrong(sentence, bold, attrs = {}) {
  const at = sentence.indexOf(bold);
  if (at < 0) return [sentence];
  return [sentence.slice(0, at), h("strong", attrs, bold), sentence.slice(at + bold.length)].filter((part) => part !== "");
}

/**
 * /join#CODE (what QR codes and links carry: browsers never send the fragment,
 * so no server log records the code) or /join/CODE (codes printed before).
 */
export async function joinView(match, root) {
  const code = cleanCode(match[1] || decodeURIComponent(location.hash.slice(1)));
  if (match[1]) history.replaceState({}, "", `/join#${code}`); // a reload no longer sends it
  const known = code && tableForCode(code);
  if (known) { navigate(`/t/${known}`); return; } // this phone already sits there
  const codeField = h("input", { id: "join-code-field", name: "code", autocomplete: "off", autocapitalize: "characters", maxlength: 20, placeholder: t("join-code-placeholder"), required: true });
  const name = h("input", { id: "join-name", name: "name", maxlength: 40, required: true, autocomplete: "nickname", placeholder: t("join-name-placeholder") });
  const message = messageBox();
  message.id = "join-message";
  message.setAttribute("role", "alert");
  const form = h("form", { class: "card join", novalidate: true });
  const refuse = (text, field) => {
    message.show(text);
    if (!field) return;
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", message.id);
    field.addEventListener("input", () => { field.removeAttribute("aria-invalid"); field.removeAttribute("aria-describedby"); }, { once: true });
  };
  const submit = async (event) => {
    event.preventDefault();
    message.clear();
    const typed = code || cleanCode(codeField.value);
    if (!typed) { refuse(t("join-code-needed"), codeField); codeField.focus(); return; }
    if (!name.value.trim()) { refuse(t("join-name-needed"), name); name.focus(); return; }
    try {
      const seat = await api.join(typed, name.value);
      remember(seat.table_id, { player: seat.token, code: typed, game: seat.game });
      navigate(`/t/${seat.table_id}`);
    } catch (err) {
      const [text, field] = joinRefusal(err, typed, form);
      refuse(text, field === "code" ? (code ? null : codeField) : field === "name" ? name : null);
    }
  };
  form.addEventListener("submit", submit);
  // A wrong code is said before a name is typed: a typed code once it is left, a
  // code from a QR code or link at once (then the code field comes back to type the right one).
  const nameField = h("div", { class: "field" }, h("label", { for: name.id }, t("join-name-label")), name);
  const sitDown = h("button", { class: "primary", type: "submit" }, t("join-sit-down"));
  codeField.addEventListener("change", async () => {
    const typed = cleanCode(codeField.value);
    if (!typed) return;
    const [text] = await checkCode(typed);
    if (cleanCode(codeField.value) !== typed) return; // typed on meanwhile
    if (text) refuse(text, codeField);
    else message.clear(); // the right code: an earlier "no table has the code" no longer applies
  });
  mount(root, mount(form,
    h("h1", {}, t("join-title")),
    code ? h("p", {}, withStrong(t("join-table-code", { code }), code, { class: "code" }))
      : h("div", { class: "field" }, h("label", { for: codeField.id }, t("join-code-label")), codeField),
    nameField,
    message,
    sitDown,
    code ? h("p", { class: "hint" }, `${t("join-not-this-table")} `, h("a", { href: "/join", "data-link": true }, t("join-type-another-code"))) : null));
  (code ? name : codeField).focus();
  if (!code) return;
  const [text, field] = await checkCode(code);
  if (!text) return;
  if (field === "code") { nameField.remove(); sitDown.remove(); } // no name to type for a table that is not there
  message.show(text);
  if (field === "code") form.querySelector(".hint a")?.focus();
}

/** [sentence, field] when ``code`` opens no table (or cannot be checked now), else [null, null]. */
async function checkCode(code) {
  try {
    await api.checkJoinCode(code);
    return [null, null];
  } catch (err) {
    if (err instanceof Offline) return [null, null]; // said when Sit down is pressed
    return joinRefusal(err, code, null);
  }
}

/**
 * A refused join in words, and the field it is about ("code", "name" or null):
 * a wrong or expired code, a name someone already uses, a full table, too many tries.
 */
function joinRefusal(err, code, form) {
  if (err instanceof Offline) return [t("join-offline"), null];
  if (err.status === 404) return [t("join-no-such-code", { code }), "code"];
  if (err.status === 409 && err.messageId === "api-table-full") return [t("join-table-full"), null];
  if (err.status === 409) return [err.message, "name"]; // the server names the taken name and asks for another
  if (err.status === 429) return [t("join-too-many-tries"), null];
  if (err.status === 410) return [t("join-expired"), "code"];
  return [errorText(err, form), err.errors ? "name" : null];
}

const isLoopback = (hostname) => hostname === "localhost" || hostname.endsWith(".localhost")
  || /^127\./.test(hostname) || hostname === "[::1]" || hostname === "::1";

/**
 * Said on the invitation when this page is open on a loopback address
 * (http://localhost:8000) while phones join elsewhere: the address bar then
 * shows an address no phone can open.
 */
function addressNotice(table) {
  if (!isLoopback(location.hostname)) return null;
  const target = new URL(table.join_url, location.href);
  if (isLoopback(target.hostname)) return null; // the server listens on loopback only: nothing better to offer
  return h("p", { class: "message notice", id: "address-notice" },
    `${t("join-address-only-here", { address: location.host })} `,
    withStrong(t("join-address-for-phones", { address: target.origin }), target.origin));
}

// One QR image per table and page: the table screen redraws the invitation on every change.
const qrImages = new Map();

function qrImage(tableId, token) {
  if (!qrImages.has(tableId)) {
    qrImages.set(tableId, api.qrImageUrl(tableId, token).catch((err) => { qrImages.delete(tableId); throw err; }));
  }
  return qrImages.get(tableId);
}

/**
 * Run ``load`` once ``element`` comes near the screen, as a lazy image loads: a player's invitation
 * sits at the foot of the table's page, and a phone that just joined need not fetch its QR code
 * (3 KB) before anyone scrolls to it. At once where the browser cannot tell.
 */
function whenInView(element, load) {
  if (!("IntersectionObserver" in window)) { load(); return; }
  const watch = new IntersectionObserver((seen) => {
    if (!seen.some((entry) => entry.isIntersecting)) return;
    watch.disconnect();
    load();
  }, { rootMargin: "200px" });
  watch.observe(element);
}

/** The invitation: QR code, the code in large type, a copy-link button. For the host and seated players. */
export function inviteCard(table, token) {
  const link = table.join_url;
  const copied = messageBox();
  const copy = async () => {
    try { await navigator.clipboard.writeText(link); copied.show(t("join-link-copied"), "ok"); }
    catch { copied.show(link, "ok"); }
  };
  const img = h("img", { class: "qr", alt: t("join-qr-alt", { code: table.join_code }), width: 280, height: 280 });
  whenInView(img, () => qrImage(table.id, token).then((url) => { img.src = url; }).catch(() => { img.alt = t("join-qr-failed"); }));
  return h("section", { class: "card invite" },
    h("h2", {}, t("join-invite-title")),
    addressNotice(table),
    img,
    h("p", { class: "code-line" }, withStrong(t("join-code-line", { code: table.join_code }), table.join_code, { class: "code", id: "join-code" })),
    h("button", { type: "button", onclick: copy }, t("join-copy-link")), copied);
}
