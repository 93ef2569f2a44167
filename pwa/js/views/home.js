// Home: the games, joining by code, playing without a server, past games. The new-table form is
// views/new-table.js, loaded when a game is picked: the home page does not download it.
import { gamesList } from "../api.js";
import { h, mount } from "../dom.js";
import { navigate } from "../router.js";
import { loadPart, t } from "../i18n.js";

// The home page's words: a phone that joins by QR code never downloads them (pwa/locales/<language>/home.ftl).
await loadPart("home");

/** "1 player", "2–6 players". */
export function playerCount(game) {
  if (game.min_players === game.max_players) return t("home-players-exactly", { count: game.min_players });
  return t("home-players-range", { min: game.min_players, max: game.max_players });
}

export async function homeView(_match, root) {
  const games = await gamesList(); // the list kept from the last visit when there is no server
  const code = h("input", { id: "home-code", name: "code", autocomplete: "off", autocapitalize: "characters", maxlength: 20, placeholder: t("home-code-placeholder"), required: true });
  const joinForm = h("form", { class: "card", onsubmit: (e) => { e.preventDefault(); navigate(`/join#${code.value.replace(/[^0-9a-z]/gi, "").toUpperCase()}`); } },
    h("h2", {}, t("home-join-title")),
    h("div", { class: "field" }, h("label", { for: "home-code" }, t("home-code-label")), code),
    h("button", { class: "primary", type: "submit" }, t("home-find-table")));
  mount(root,
    h("section", { class: "intro" }, h("h1", {}, t("home-intro-title")),
      h("p", {}, t("home-intro"))),
    h("section", { class: "card" }, h("h2", {}, t("home-new-table")),
      h("ul", { class: "games" }, games.map((g) => h("li", {},
        h("a", { href: `/new/${g.id}`, "data-link": true, class: "game-link" },
          h("strong", {}, g.title), h("span", {}, playerCount(g)))))),
      h("a", { href: "/offline", "data-link": true, class: "game-link", id: "offline-link" },
        h("strong", {}, t("home-offline-link")))),
    joinForm,
    pastGamesLink(),
    h("p", { class: "foot" }, h("a", { href: "/rulings", "data-link": true }, t("home-rulings-link")),
      " · ", h("a", { href: "/api/docs" }, t("home-api-link"))));
}

/** The past games this phone remembers; their count and list load with import(). */
function pastGamesLink() {
  const count = h("span", {});
  import("../past.js").then((past) => { const n = past.pastGames().length; count.textContent = t("home-past-count", { count: n }); })
    .catch(() => {});
  return h("section", { class: "card" }, h("h2", {}, t("home-past-title")),
    h("a", { href: "/history", "data-link": true, class: "game-link", id: "past-games" }, h("strong", {}, t("home-past-link")), count),
    h("a", { href: "/people", "data-link": true, class: "game-link", id: "people-link" }, h("strong", {}, t("home-people-link")),
      h("span", {}, t("home-people-detail"))));
}
