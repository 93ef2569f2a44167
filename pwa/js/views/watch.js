// Spectator screen for a shared tablet: read-only, large type, nothing private.
// Offline, it shows the table as this screen last saw it (kept by the shared store) and
// catches up by itself when the connection returns.
import { api, gamesList, Offline } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { errorText } from "../forms.js";
import { follow, oneAtATime } from "../live.js";
import { keepLast, lastKept } from "../store.js";
import { navigate } from "../router.js";
import { screenContext, screenFor, seatName } from "../games/index.js";
import { turnClock } from "../clock.js";
import { newestEntries, tableVoice } from "../table/voice.js";
import { loadPart, t } from "../i18n.js";
import { drawSpot, setupSpot } from "../table/page.js";

// The words after the game and beyond the table, loaded with the screens that use them (pwa/locales/<language>/after.ftl).
await loadPart("after");


export async function watchView(match, root) {
  const tableId = match[1];
  const token = location.hash.slice(1);
  // Kept under the table and the first characters of the token, as the table screen keeps its own.
  const keptName = `watch.${tableId}.${token.slice(0, 8)}`;
  document.body.classList.add("big-screen");
  const games = await gamesList();
  const panel = h("div", { class: "game-panel", id: "final-table", tabindex: -1 });
  const results = h("div", { class: "results-spot" });
  const notice = messageBox();
  const setup = setupSpot({ tableId, token }); // the steps to set the table up, until the first move
  let etag = null;
  let drawn = false;
  let shown = null; // the table as last drawn
  let resultsVersion = null;
  let drawnTable = null; // the table the clock names seats from
  const clock = turnClock({ nameOf: (seat) => seatName(drawnTable, seat) });
  // The big screen is heard too: its own check box, its own live region (table/voice.js).
  const voice = tableVoice();
  // A draw lands on the big screen as on every phone (table/draws.js); a spectator is offered none.
  const draws = drawSpot({ session: null, refusals: null });
  const hear = (table) => newestEntries(tableId, token, table.version)
    .then((entries) => {
      const game = games.find((g) => g.id === table.game);
      voice.tell(table, game, entries);
      draws.news(table, game, entries);
    })
    .catch(() => { /* offline: said when the next answer comes */ });
  const draw = (table) => {
    const game = games.find((g) => g.id === table.game);
    drawnTable = table;
    clock.draw(table);
    setup.draw(table);
    mount(panel, h("h1", {}, game ? game.title : table.game), clock.element,
      screenFor(table.game).render(screenContext(table, game)));
    drawn = true;
    // The past games keep the big screen too; a host opening it on their own phone stays "Host" there
    // (the role is kept as a word the past games turn into the reader's language).
    import("../past.js").then((past) => past.rememberGame(tableId, { game: table.game,
      players: table.players.map((p) => p.name), spectator: token, role: past.pastGame(tableId)?.role || "Spectator" }))
      .catch(() => {});
    drawResults(table).catch(() => notice.show(t("watch-results-failed"), "notice"));
  };
  // The results lead the big screen too once the game is over.
  const drawResults = async (table) => {
    if (!table.status.finished) { mount(results); resultsVersion = null; return; }
    if (resultsVersion === table.version) return;
    resultsVersion = table.version;
    const { resultsCard } = await import("./results.js");
    mount(results, resultsCard({ tableId, token, table, isHost: false, spectatorToken: token, bigScreen: true }));
  };
  // A rematch: the spectator's token opens the new table too, so the big screen follows by itself,
  // also when it was closed or reloaded after the rematch began: a screen on a wall has nobody to
  // tap a link, and always shows the latest game of its series (past games stay on the phones).
  const followsRematch = (table) => {
    if (!table.rematch || shown?.rematch) return false;
    sessionStorage.setItem("sherwood.notice", t("results-new-game-started"));
    navigate(`/watch/${table.rematch}#${token}`);
    return true;
  };
  const refresh = oneAtATime(async () => {
    const answer = await api.table(tableId, token, etag).catch((err) => ({ error: err }));
    if (answer.error) {
      if (!(answer.error instanceof Offline)) {
        // Expired or gone: say so, and leave a way on (a big screen has no other link to follow).
        notice.clear();
        mount(panel, h("p", {}, errorText(answer.error)), h("p", {}, h("a", { href: "/", "data-link": true, class: "button-link" }, t("app-go-home"))));
        drawn = false;
        return;
      }
      const kept = drawn ? null : lastKept(keptName);
      if (kept) draw(kept);
      notice.show(drawn ? t("watch-offline-kept") : t("watch-offline-waiting"), "notice");
      return;
    }
    notice.clear(); // connected again
    if (answer.status === 304) return;
    if (followsRematch(answer.data)) return;
    shown = answer.data;
    etag = answer.headers.get("ETag");
    keepLast(keptName, answer.data);
    draw(answer.data);
    hear(answer.data);
  });
  // Said once on arriving at a rematch; apart from the offline notice, which each answer clears.
  const arrived = messageBox();
  const said = sessionStorage.getItem("sherwood.notice");
  if (said) { sessionStorage.removeItem("sherwood.notice"); arrived.show(said, "notice"); }
  mount(root, results, h("section", { class: "card" }, arrived, notice, setup.element, draws.element, panel, voice.live, voice.setting));
  await refresh();
  const stop = follow(tableId, token, refresh);
  return () => { stop(); clock.stop(); document.body.classList.remove("big-screen"); };
}
