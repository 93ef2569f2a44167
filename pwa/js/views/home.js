import { api } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { schemaFields } from "../forms.js";
import { remember } from "../store.js";
import { screenFor } from "../games/index.js";
import { navigate } from "../app.js";

export async function homeView(_match, root) {
  const games = await api.games();
  const code = h("input", { name: "code", autocomplete: "off", autocapitalize: "characters", maxlength: 20, placeholder: "e.g. K7QF4M", required: true });
  const joinForm = h("form", { class: "card", onsubmit: (e) => { e.preventDefault(); navigate(`/join#${code.value.replace(/[^0-9a-z]/gi, "").toUpperCase()}`); } },
    h("h2", {}, "Join a table"),
    h("div", { class: "field" }, h("label", {}, "Code", code)),
    h("button", { class: "primary", type: "submit" }, "Find the table"));
  mount(root,
    h("section", { class: "intro" }, h("h1", {}, "Play with your cards, let the app keep the rules."),
      h("p", {}, "Create a table, let everyone scan the code, and enter what the cards show.")),
    h("section", { class: "card" }, h("h2", {}, "New table"),
      h("ul", { class: "games" }, games.map((g) => h("li", {},
        h("a", { href: `/new/${g.id}`, "data-link": true, class: "game-link" },
          h("strong", {}, g.title), h("span", {}, `${g.min_players}–${g.max_players} players`)))))),
    joinForm,
    h("p", { class: "foot" }, h("a", { href: "/rulings", "data-link": true }, "Rulings: how the app reads the rulebooks"),
      " · ", h("a", { href: "/api/docs" }, "API")));
}

export async function newTableView(match, root) {
  const games = await api.games();
  const game = games.find((g) => g.id === match[1]);
  if (!game) { mount(root, h("p", { class: "card" }, "There is no such game.")); return; }
  const form = h("form", { class: "card" });
  const fields = schemaFields(game.options_schema);
  // A game may add its own part of the form (e.g. the goods game's card table).
  const extra = screenFor(game.id).optionsForm ? await screenFor(game.id).optionsForm(form) : null;
  const message = messageBox();
  // A game with presets (e.g. a saved card catalogue) can start from one.
  const presetNames = game.preset_option ? await api.presets(game.id).catch(() => []) : [];
  const preset = h("select", { name: "preset" }, h("option", { value: "" }, "None: enter numbers as they come up"),
    presetNames.map((p) => h("option", { value: p.name }, p.name)));
  const name = h("input", { name: "host-name", maxlength: 40, placeholder: "Leave empty to only host" });
  const submit = async (event) => {
    event.preventDefault();
    message.clear();
    try {
      const options = fields.read();
      if (preset.value) options[game.preset_option] = await api.preset(game.id, preset.value);
      if (extra) extra.read(options);
      const table = await api.createTable(game.id, options);
      if (extra?.afterCreate) await extra.afterCreate(options).catch(() => {});
      remember(table.id, { host: table.host_token, code: table.join_code, game: game.id, spectator: table.spectator_token });
      if (name.value.trim()) {
        const seat = await api.join(table.join_code, name.value);
        remember(table.id, { player: seat.token });
      }
      navigate(`/t/${table.id}`);
    } catch (err) {
      message.show(err.errors ? `${err.message} ${Object.values(err.errors).flat().join(" ")}` : err.message);
    }
  };
  form.addEventListener("submit", submit);
  mount(root, mount(form,
    h("h1", {}, `New ${game.title} table`),
    fields.rows,
    extra ? extra.rows : null,
    presetNames.length ? h("div", { class: "field" }, h("label", {}, "Start from saved card numbers", preset)) : null,
    h("div", { class: "field" }, h("label", {}, "Your name (to take a seat yourself)", name)),
    message,
    h("button", { class: "primary", type: "submit" }, "Create the table")));
}
