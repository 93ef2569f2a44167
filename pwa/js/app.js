// Router: path-based, so a join link (/join/CODE) opens straight on its page.
import { mount, h } from "./dom.js";
import { homeView, newTableView } from "./views/home.js";
import { joinView } from "./views/join.js";
import { tableView } from "./views/table.js";
import { watchView } from "./views/watch.js";
import { rulingsView } from "./views/rulings.js";
import { Offline } from "./api.js";

// Each view gets (the path's regex match, the root element) and may return a cleanup function.
const routes = [
  [/^\/$/, homeView],
  [/^\/new\/([\w-]+)$/, newTableView],
  [/^\/join\/(\w+)$/, joinView],
  [/^\/join\/?$/, joinView], // /join#CODE: the code stays in the fragment
  [/^\/t\/([\w-]+)$/, tableView],
  [/^\/watch\/([\w-]+)$/, watchView],
  [/^\/rulings$/, rulingsView],
];

let cleanup = null;

export function navigate(path) {
  history.pushState({}, "", path);
  render();
}

async function render() {
  if (cleanup) { cleanup(); cleanup = null; }
  const root = document.getElementById("app");
  const match = routes.map(([re, view]) => [location.pathname.match(re), view]).find(([m]) => m);
  if (!match) {
    mount(root, h("section", { class: "card" }, h("h1", {}, "Page not found"),
      h("p", {}, "There is nothing at this address."), h("p", {}, h("a", { href: "/", "data-link": true }, "Go to the home page"))));
    return;
  }
  try {
    cleanup = (await match[1](match[0], root)) || null;
  } catch (err) {
    if (err instanceof Offline) {
      // Reloaded without a connection: say so plainly and draw the page again once it is back.
      mount(root, h("section", { class: "card" }, h("h1", {}, "Waiting for the connection"),
        h("p", {}, "This phone is offline. The page loads by itself when the connection returns.")));
      // The online event, or a look every 10 s (some phones never send it); leaving the page stops both.
      const retry = () => { if (cleanup) { cleanup(); cleanup = null; } render(); };
      const timer = setInterval(() => { if (navigator.onLine) retry(); }, 10000);
      window.addEventListener("online", retry);
      cleanup = () => { clearInterval(timer); window.removeEventListener("online", retry); };
      return;
    }
    mount(root, h("section", { class: "card" }, h("h1", {}, "Something went wrong"), h("p", {}, err.message),
      h("p", {}, h("a", { href: "/", "data-link": true }, "Go to the home page"))));
  }
}

document.addEventListener("click", (event) => {
  const link = event.target.closest("a[data-link]");
  if (!link || event.metaKey || event.ctrlKey) return;
  event.preventDefault();
  navigate(link.getAttribute("href"));
});
window.addEventListener("popstate", render);

function showNetwork() {
  const badge = document.getElementById("net-status");
  badge.hidden = navigator.onLine;
  badge.textContent = "Offline: moves wait on this phone";
}
window.addEventListener("online", showNetwork);
window.addEventListener("offline", showNetwork);
showNetwork();

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js").catch(() => { /* http on a LAN address: no worker, app still works */ });
}

render();
