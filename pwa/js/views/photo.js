// A photo of the table on the results screen: taken with the camera or picked, made smaller
// here (at most 1600 px on its long side, a JPEG of at most about 200 KB), sent with the seat's
// token and shown to everyone at the table. Loaded with views/results.js, after the game only.
import { api, ApiError, Offline } from "../api.js";
import { h, mount } from "../dom.js";
import { errorText } from "../forms.js";
import { rememberGame } from "../past.js";

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

const kilobytes = (bytes) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Why a photo was not kept, in plain words. */
function refusalText(err) {
  if (err instanceof NotAPhoto) return "That file is not a photo this phone can read. Pick a picture (JPEG, PNG or WebP), or take one with the camera.";
  if (err instanceof Offline) return "Sending the photo needs a connection. Try again when it is back.";
  if (err instanceof ApiError && err.status === 413) return "That photo is too large, even made smaller (the limit is 256 KB). Try another one.";
  if (err instanceof ApiError && err.status === 415) return `That file is not a photo. ${err.message}`;
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
    "Add a photo of the table");
  const remove = h("button", { type: "button", id: "photo-remove", hidden: true, onclick: () => removePhoto() }, "Remove the photo");
  const controls = ctx.bigScreen ? null : h("div", { class: "photo-controls" }, add, remove, input);
  const section = h("section", { class: "table-photo", "aria-labelledby": "photo-heading", hidden: Boolean(ctx.bigScreen) },
    h("h3", { id: "photo-heading" }, "Photo of the table"), frame, controls, refusal, status);
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
    mount(frame, blob ? h("img", { src: shownUrl, alt: "Photo of the table", class: "table-photo-img" }) : null);
    add.textContent = blob ? "Replace the photo" : "Add a photo of the table";
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
      status.textContent = "Making the photo smaller...";
      const blob = await scaledPhoto(file);
      status.textContent = `Sending the photo (${kilobytes(blob.size)})...`;
      await api.putPhoto(ctx.tableId, ctx.token, blob);
      show(blob);
      status.textContent = "Photo added: everyone at the table sees it on their results.";
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
      status.textContent = "Photo removed.";
    } catch (err) {
      refuse(err instanceof ApiError && err.status === 404 ? "There is no photo to remove any more." : refusalText(err));
    }
  }

  api.photo(ctx.tableId, ctx.token).then(show).catch((err) => {
    if (!ctx.bigScreen) status.textContent = err instanceof Offline ? "The photo shows when the connection is back." : errorText(err);
  });
  return section;
}
