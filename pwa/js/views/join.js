import { api } from "../api.js";
import { h, mount, messageBox } from "../dom.js";
import { remember, tableForCode } from "../store.js";
import { navigate } from "../app.js";

export async function joinView(match, root) {
  const code = match[1].toUpperCase();
  const known = tableForCode(code);
  if (known) { navigate(`/t/${known}`); return; } // this phone already sits there
  const name = h("input", { name: "name", maxlength: 40, required: true, autocomplete: "nickname", placeholder: "Your name" });
  const message = messageBox();
  const submit = async (event) => {
    event.preventDefault();
    message.clear();
    try {
      const seat = await api.join(code, name.value);
      remember(seat.table_id, { player: seat.token, code });
      navigate(`/t/${seat.table_id}`);
    } catch (err) {
      message.show(err.message);
    }
  };
  mount(root, h("form", { class: "card", onsubmit: submit },
    h("h1", {}, "Take a seat"),
    h("p", {}, "Table ", h("strong", { class: "code" }, code)),
    h("div", { class: "field" }, h("label", {}, "Name", name)),
    message,
    h("button", { class: "primary", type: "submit" }, "Sit down")));
  name.focus();
}
