// Moving between pages without a reload: views call navigate(); app.js (the entry module, which
// nothing imports) says how a page is drawn. This module imports no view, so any view can be
// imported alone (a test, another entry page) without starting the app.

let draw = () => {};

/** app.js: how to draw the page at the current address (called on navigate() and on Back). */
export function drawPagesWith(render) {
  draw = render;
}

/** Go to `path` in this tab and draw its page. */
export function navigate(path) {
  history.pushState({}, "", path);
  draw();
}
