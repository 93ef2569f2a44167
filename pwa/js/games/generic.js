// Fallback screen: the state as a readable list and one form per move type.
import { h } from "../dom.js";
import { schemaFields } from "../schema-forms.js";

const words = (id) => id.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

export const genericGame = {
  render(ctx) {
    const forms = ctx.readOnly ? [] : Object.entries(ctx.game.moves)
      .filter(([, spec]) => spec.who !== "host" || ctx.isHost)
      .map(([type, spec]) => {
        const fields = schemaFields(spec.schema);
        return h("form", { class: "move-form", onsubmit: (e) => { e.preventDefault(); ctx.send({ type, ...fields.read() }); } },
          h("h3", {}, words(type)), spec.description ? h("p", {}, spec.description) : null, fields.rows,
          h("button", { type: "submit", class: "primary" }, words(type)));
      });
    return h("div", {}, h("pre", { class: "state" }, JSON.stringify(ctx.table.state, null, 2)), forms);
  },
};
