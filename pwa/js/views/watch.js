// Spectator screen for a shared tablet: read-only, large type, nothing private.
// Offline, it shows the table as this screen last saw it (kept by the shared store) and
// catches up by itself when the connection returns.
import { api, gamesList, Offline } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { errorText } from "../forms.js";
import { follow } from "../live.js";
import { keepLast, lastKept } from "../store.js";
import { screenContext, screenFor } from "../games/index.js";


export async function watchView(match, root) {
  const tableId = match[1];
  const token = location.hash.slice(1);
  // Kept under the table and the first characters of the token, as the table screen keeps its own.
  const keptName = `watch.${tableId}.${token.slice(0, 8)}`;
  document.body.classList.add("big-screen");
  const games = await gamesList();
  const panel = h("div", { class: "game-panel" });
  const notice = messageBox();
  let etag = null;
  let drawn = false;
  const draw = (table) => {
    const game = games.find((g) => g.id === table.game);
    mount(panel, h("h1", {}, game ? game.title : table.game),
      screenFor(table.game).render(screenContext(table, game)));
    drawn = true;
  };
  const refresh = async () => {
    const answer = await api.table(tableId, token, etag).catch((err) => ({ error: err }));
    if (answer.error) {
      if (!(answer.error instanceof Offline)) { notice.clear(); mount(panel, h("p", {}, errorText(answer.error))); drawn = false; return; }
      const kept = drawn ? null : lastKept(keptName);
      if (kept) draw(kept);
      notice.show(drawn ? "Offline: this is the table as this screen last saw it. It updates when the connection returns."
        : "Offline: the table shows when the connection returns.", "notice");
      return;
    }
    notice.clear(); // connected again
    if (answer.status === 304) return;
    etag = answer.headers.get("ETag");
    keepLast(keptName, answer.data);
    draw(answer.data);
  };
  mount(root, h("section", { class: "card" }, notice, panel));
  await refresh();
  const stop = follow(tableId, token, refresh);
  return () => { stop(); document.body.classList.remove("big-screen"); };
}
