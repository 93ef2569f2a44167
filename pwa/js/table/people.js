// The host's phone asks about a player who joined under the name of someone it remembers
// from earlier games (store.js rememberedPeople): "Ann joined — is this the Ann from your
// earlier games?" Link says the seat is that person (their games go on together, and BG Stats
// keeps its match); Not the same makes the seat a new person. The answer is the server's
// (POST /tables/{id}/seats/{seat}/person, the host's alone), so it survives a reload.
import { api, Offline } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { explainError } from "../forms.js";
import { language, t } from "../i18n.js";
import { load, PEOPLE, rememberedPeople, sameName } from "../store.js";

const DATE = { day: "numeric", month: "short", year: "numeric" };

/** The remembered people a seat may be: the same name, from this phone's other tables. */
function candidatesFor(player, tableId) {
  return rememberedPeople({ except: tableId }).filter((person) => sameName(person.name, player.name));
}

/** A rematch seats the same people: a seat that is who it was at the table before is not asked about. */
function sameAsBefore(player, previousTable) {
  const before = previousTable ? load(PEOPLE, {})[previousTable]?.people || [] : [];
  return before.some((p) => p.seat === player.seat && p.id === player.person_id);
}

/** The browser's own variant of the language the phone speaks ('en-GB' for English), else the language. */
function dateLocale() {
  return (navigator.languages || []).find((tag) => tag.toLowerCase().split("-")[0] === language()) || language();
}

/** Which earlier games, for telling two remembered people of one name apart. */
function earlier(person) {
  const date = new Date(person.at).toLocaleDateString(dateLocale(), DATE);
  return person.gameName ? t("table-person-earlier", { name: person.name, game: person.gameName, date })
    : t("table-person-earlier-unnamed", { name: person.name, date });
}

export function personPrompts({ tableId, seats, session }) {
  const element = h("div", { class: "person-prompts" });
  const message = messageBox();
  message.setAttribute("role", "alert");
  const busy = new Set(); // seats being answered: a redraw meanwhile does not ask again

  async function answer(player, personId, button) {
    busy.add(player.seat);
    button.disabled = true;
    try {
      await api.linkSeatPerson(tableId, seats.host, player.seat, personId);
      message.clear();
      await session.refresh();
    } catch (err) {
      button.disabled = false;
      message.show(err instanceof Offline ? t("table-person-needs-connection") : explainError(err).text);
    } finally {
      busy.delete(player.seat);
    }
  }

  function prompt(player, candidates) {
    const question = h("p", { id: `person-question-${player.seat}` },
      t("table-person-question", { name: player.name, known: candidates[0].name }));
    const described = { "aria-describedby": question.id };
    const links = candidates.map((person) => {
      const button = h("button", { type: "button", class: "primary", ...described,
        onclick: () => answer(player, person.id, button) },
      candidates.length > 1 ? t("table-person-link-which", { earlier: earlier(person) }) : t("table-person-link"));
      return button;
    });
    const apart = h("button", { type: "button", ...described, onclick: () => answer(player, null, apart) }, t("table-person-not-same"));
    return h("li", { class: "person-prompt", dataset: { seat: player.seat } }, question,
      h("div", { class: "person-actions" }, links, apart));
  }

  function draw(table) {
    if (!seats.host) { mount(element); return; }
    const asks = table.players
      .filter((p) => !p.person_confirmed && !busy.has(p.seat) && !sameAsBefore(p, seats.rematchOf))
      .map((p) => [p, candidatesFor(p, tableId)])
      .filter(([, candidates]) => candidates.length);
    mount(element, asks.length
      ? h("section", { class: "card people-ask", "aria-labelledby": "people-ask-heading" },
        h("h2", { id: "people-ask-heading" }, t("table-people-heading")),
        h("ul", { class: "person-list" }, asks.map(([p, candidates]) => prompt(p, candidates))), message)
      : null);
  }
  return { element, draw };
}
