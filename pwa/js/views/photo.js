// A photo of the table on the results screen: taken with the camera or picked, made smaller
// here (at most 1600 px on its long side, a JPEG of at most about 200 KB), sent with the seat's
// token and shown to everyone at the table. Loaded with views/results.js, after the game only.
import { api, ApiError, Offline } from "../api.js";
import { h, mount } from "../dom.js";
import { errorText } from "../forms.js";
import { rememberGame } from "../past.js";
import { loadPart, t } from "../i18n.js";

// The words after the game and beyond the table, loaded with the screens that use them (pwa/locales/<language>/after.ftl).
await loadPart("after");

export const TARGET_BYTES = 200 * 1024; // the server keeps up to 256 KB: room for an encoder's overshoot
const LONGEST_SIDE = 1600;
const SMALLEST_SIDE = 320; // below this the photo stops being worth keeping: sent as it is then
const QUALITIES = [0.85, 0.7, 0.55, 0.4];

class NotAPhoto extends Error {}

/** ``file`` drawn into a canvas and encoded as a JPEG of at most TARGET_BYTES: lower quality first, then fewer pixels. */
export async function scaledPhoto(file) {
  let bitmap;
  try {
    bitmap = await createImageBitmap(file); // reads the content, whatever the file is called
  } catch {
    throw new NotAPhoto();
  }
  const longest = Math.max(bitmap.width, bitmap.height);
  let side = Math.min(LONGEST_SIDE, longest);
  let blob = null;
  try {
    for (;;) {
      const scale = side / longest;
      const canvas = h("canvas", { width: Math.max(1, Math.round(bitmap.width * scale)), height: Math.max(1, Math.round(bitmap.height * scale)) });
      const drawing = canvas.getContext("2d");
      drawing.fillStyle = "#fff"; // a transparent PNG would turn black in a JPEG
      drawing.fillRect(0, 0, canvas.width, canvas.height);
      drawing.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
        if (blob && blob.size <= TARGET_BYTES) return blob;
      }
      if (side <= SMALLEST_SIDE) return blob; // the server says if it is still too large
      side = Math.max(SMALLEST_SIDE, Math.round(side * 0.75));
    }
  } finally {
    bitmap.close();
  }
}

/** Why a photo was not kept, in plain words. */
function refusalText(err) {
  if (err instanceof NotAPhoto) return t("photo-not-readable");
  if (err instanceof Offline) return t("photo-offline");
  if (err instanceof ApiError && err.status === 413) return t("photo-too-large");
  if (err instanceof ApiError && err.status === 415) return t("photo-not-a-photo", { detail: err.message });
  return errorText(err);
}

/**
 * The photo section of the results card. ctx: {tableId, token, hostToken?, bigScreen?}. The big screen shows
 * the photo when there is one and nothing otherwise: adding one is done on a phone.
 */
export function photoSection(ctx) {
  const frame = h("div", { class: "photo-frame" });
  const status = h("p", { class: "hint photo-status", role: "status" });
  // An error box only while it says something (as dom.js messageBox): an empty one is no refusal.
  const refusal = h("p", { class: "message photo-refusal", id: "photo-refusal", role: "alert", hidden: true });
  const input = h("input", { type: "file", accept: "image/*", capture: "environment", id: "photo-input", hidden: true });
  const add = h("button", { type: "button", id: "photo-add", "aria-describedby": "photo-refusal", onclick: () => input.click() },
    t("photo-add"));
  const remove = h("button", { type: "button", id: "photo-remove", hidden: true, onclick: () => removePhoto() }, t("photo-remove"));
  const controls = ctx.bigScreen ? null : h("div", { class: "photo-controls" }, add, remove, input);
  const section = h("section", { class: "table-photo", "aria-labelledby": "photo-heading", hidden: Boolean(ctx.bigScreen) },
    h("h3", { id: "photo-heading" }, t("photo-heading")), frame, controls, refusal, status);
  let shownUrl = null;

  const hideRefusal = () => { refusal.hidden = true; refusal.textContent = ""; refusal.classList.remove("error"); };
  const refuse = (text) => {
    refusal.textContent = text;
    refusal.classList.add("error");
    refusal.hidden = false;
    status.textContent = "";
    refusal.scrollIntoView?.({ block: "nearest" }); // beside the button just used, below a tall photo
  };
  const show = (blob) => {
    if (shownUrl) URL.revokeObjectURL(shownUrl);
    shownUrl = blob ? URL.createObjectURL(blob) : null;
    mount(frame, blob ? h("img", { src: shownUrl, alt: t("photo-alt"), class: "table-photo-img" }) : null);
    add.textContent = blob ? t("photo-replace") : t("photo-add");
    remove.hidden = !blob;
    if (ctx.bigScreen) section.hidden = !blob;
    rememberGame(ctx.tableId, { photo: Boolean(blob) });
  };

  input.addEventListener("change", async () => {
    const file = input.files?.[0];
    input.value = ""; // the same file may be picked again
    if (!file) return;
    hideRefusal();
    add.disabled = true;
    try {
      status.textContent = t("photo-shrinking");
      const blob = await scaledPhoto(file);
      status.textContent = t("photo-sending", { kilobytes: Math.max(1, Math.round(blob.size / 1024)) });
      await api.putPhoto(ctx.tableId, ctx.token, blob);
      show(blob);
      status.textContent = t("photo-added");
    } catch (err) {
      refuse(refusalText(err));
    } finally {
      add.disabled = false;
    }
  });

  async function removePhoto() {
    hideRefusal();
    try {
      await api.deletePhoto(ctx.tableId, ctx.hostToken || ctx.token); // the host removes anyone's
      show(null);
      status.textContent = t("photo-removed");
    } catch (err) {
      refuse(err instanceof ApiError && err.status === 404 ? t("photo-none-to-remove") : refusalText(err));
    }
  }

  api.photo(ctx.tableId, ctx.token).then(show).catch((err) => {
    if (!ctx.bigScreen) status.textContent = err instanceof Offline ? t("photo-shows-when-online") : errorText(err);
  });
  return section;
}
