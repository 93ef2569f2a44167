// Spectator screen for a shared tablet: read-only, large type, nothing private.
import { api } from "../api.js";
import { h, mount } from "../dom.js";
import { follow } from "../live.js";
import { screenContext, screenFor } from "../games/index.js";

export async function watchView(match, root) {
  const tableId = match[1];
  const token = location.hash.slice(1);
  document.body.classList.add("big-screen");
  const games = await api.games();
  const panel = h("div", { class: "game-panel" });
  let etag = null;
  const refresh = async () => {
    const answer = await api.table(tableId, token, etag).catch((err) => ({ error: err }));
    if (answer.error) { mount(panel, h("p", {}, answer.error.message)); return; }
    if (answer.status === 304) return;
    etag = answer.headers.get("ETag");
    const table = answer.data;
    const game = games.find((g) => g.id === table.game);
    mount(panel, h("h1", {}, game ? game.title : table.game),
      screenFor(table.game).render(screenContext(table, game)));
  };
  mount(root, h("section", { class: "card" }, panel));
  await refresh();
  const stop = follow(tableId, token, refresh);
  return () => { stop(); document.body.classList.remove("big-screen"); };
}
