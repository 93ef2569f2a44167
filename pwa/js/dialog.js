// An in-page question with two answers (the end of a game asked with the browser's
// confirm() looked like a website's alarm and read badly on phones). A modal <dialog>: the
// browser keeps focus inside it, Escape answers "no", and screen readers announce its title.
import { h } from "./dom.js";
import { t } from "./i18n.js";

/**
 * Ask ``question`` (with ``detail`` below it); resolves to true for ``yes``, false for ``no``,
 * Escape or the backdrop. Focus starts on ``no`` (the safe answer) and returns to where it was.
 */
export function askToConfirm({ question, detail = "", yes, no = t("dialog-not-yet"), danger = false }) {
  return new Promise((resolve) => {
    const before = document.activeElement;
    const title = h("h2", { id: `ask-${Date.now()}` }, question);
    const noButton = h("button", { type: "button", value: "no" }, no);
    const yesButton = h("button", { type: "button", class: danger ? "danger" : "primary", value: "yes" }, yes);
    const dialog = h("dialog", { class: "ask", "aria-labelledby": title.id },
      title, detail ? h("p", {}, detail) : null, h("div", { class: "ask-buttons" }, noButton, yesButton));
    const answer = (value) => { dialog.close(value); };
    noButton.addEventListener("click", () => answer("no"));
    yesButton.addEventListener("click", () => answer("yes"));
    dialog.addEventListener("click", (e) => { if (e.target === dialog) answer("no"); }); // the backdrop
    dialog.addEventListener("close", () => {
      dialog.remove();
      before?.focus?.();
      resolve(dialog.returnValue === "yes");
    });
    document.body.append(dialog);
    dialog.showModal();
    noButton.focus();
  });
}
