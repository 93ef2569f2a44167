// Rescuing Robin Hood's Fix form: each logged move opens the controls it was entered with, pre-filled
// (corrections.js asks the screen's loadFixEditor when a Fix is opened, so a joining phone never reads this).
import { h } from "../dom.js";
import { t } from "../i18n.js";

// rescuing.js hands over the parts of its screen this form shares when it loads this module (fixEditorWith),
// so the two do not import each other (tests/house/test_imports.py).
let ATTRS, SKILLS, STATS, bandFields, cardById, castleFields, choiceSelect, guardChoices, num, read, readBand, readCastle, readRow, rowFields, rowLabel, spokenCard, statLabel, statName, typed, valueField, field;

/** The Fix form's editor, built with rescuing.js's parts: rescuing.js's screen.loadFixEditor calls it. */
export function fixEditorWith(parts) {
  ({ ATTRS, SKILLS, STATS, bandFields, cardById, castleFields, choiceSelect, guardChoices, num, read, readBand, readCastle, readRow, rowFields, rowLabel, spokenCard, statLabel, statName, typed, valueField, field } = parts);
  return fixEditor;
}

const rowChoices = (state, row) => {
  const rows = state.rows.map((_, i) => [i, rowLabel(state, i)]);
  if (Number.isInteger(row) && !rows.some(([i]) => i === row)) rows.push([row, t("rescuing-row-label", { kind: "row", number: row + 1 })]);
  return rows;
};
const bandChoices = (ctx) => ctx.table.state.bands.map((_, i) => [i, ctx.nameOf(i)]);

function fixEditor(ctx, move, entry) {
  const { state } = ctx.table;
  const editor = (read, ...nodes) => {
    const root = h("div", { class: "rescuing" }, nodes);
    return { element: root, read: () => ({ ...move, ...read(root) }) };
  };
  const select = (root, name) => root.querySelector(`[name="${name}"]`).value;
  switch (move.type) {
    case "add_row": {
      if (!Array.isArray(move.medallions)) return null;
      const medallions = [...move.medallions];
      return editor((root) => {
        const out = { medallions: [...medallions], ...readRow(root) };
        // The guards a move left out (0 by default) stay out, so a Fix saved unchanged is the same move.
        for (const colour of ["blue", "red"]) if (!(colour in (move.guards || {})) && out.guards[colour] === 0) delete out.guards[colour];
        return out;
      }, rowFields(medallions, move.guards || {}));
    }
    case "add_castle": {
      if ((move.courtyard || []).length > 2 || (move.courtyard || []).some((c) => !((c.blue || 0) + (c.red || 0)))) return null;
      return editor((root) => {
        const out = readCastle(root);
        for (const part of ["wall", "sheriff_guards"]) {
          for (const colour of ["blue", "red"]) if (move[part] && !(colour in move[part]) && out[part][colour] === 0) delete out[part][colour];
        }
        out.courtyard = out.courtyard.map((c, i) => {
          const was = (move.courtyard || [])[i] || {};
          return Object.fromEntries(Object.entries(c).filter(([colour, n]) => n || colour in was));
        });
        return out;
      }, castleFields(move));
    }
    case "band":
      return editor((root) => {
        const out = readBand(root);
        for (const t of SKILLS) if (!(t in move) && out[t] === 0) delete out[t];
        return out;
      }, bandFields(move));
    case "robin":
      return editor((root) => Object.fromEntries(STATS.map((s) => [s, read(root, `robin-${s}`)])),
        h("p", {}, t("rescuing-robin-printed")), h("div", { class: "numbers-row" }, STATS.map((s) => num(`robin-${s}`, statLabel(s), move[s] ?? 0, 0, 30))));
    case "starting_band": {
      const label = t("rescuing-starts-day", { day: entry.result?.day ?? 5 }); // logged before the first day's: Day 5's
      return editor((root) => ({ band: Number(select(root, "starter")) }),
        field(label, choiceSelect("starter", label, bandChoices(ctx), move.band)));
    }
    case "spend_jolliness":
      return editor((root) => ({ amount: read(root, "jolly-amount"), attribute: select(root, "jolly-attr") }),
        h("div", { class: "inline" }, num("jolly-amount", t("rescuing-jolliness-to-spend"), move.amount, 1, 99),
          field(t("rescuing-onto"), choiceSelect("jolly-attr", t("rescuing-onto"), ATTRS.map((a) => [a, statName(a)]), move.attribute))));
    case "cookery":
      return editor((root) => ({ band: Number(select(root, "token-band")), attribute: select(root, "token-attr") }),
        h("div", { class: "inline" }, field(t("rescuing-for"), choiceSelect("token-band", t("rescuing-for-band"), bandChoices(ctx), move.band)),
          field(t("rescuing-attribute"), choiceSelect("token-attr", t("rescuing-attribute"), ATTRS.map((a) => [a, statName(a)]), move.attribute))));
    case "mead":
      return editor((root) => ({ band: Number(select(root, "token-band")) }),
        field(t("rescuing-for"), choiceSelect("token-band", t("rescuing-for-band"), bandChoices(ctx), move.band)));
    case "recruit":
      return editor((root) => ({ take: root.querySelector('[name="recruit-take"]:checked')?.value === "yes" }),
        h("fieldset", { class: "story-choice" }, h("legend", {}, t("rescuing-from-major-oak")),
          h("label", { class: "check-label" }, h("input", { type: "radio", name: "recruit-take", value: "yes", checked: move.take === true }), t("rescuing-recruit-one")),
          h("label", { class: "check-label" }, h("input", { type: "radio", name: "recruit-take", value: "no", checked: move.take !== true }), t("rescuing-pass"))));
    case "scouting": {
      if (!Array.isArray(move.guards) || move.cards !== undefined) return null; // an older phone's places: the generic form
      const boxes = guardChoices(state, move.guards).map(([id]) => [id, h("input", { type: "checkbox", name: `scout-${id}`, checked: move.guards.includes(id) })]);
      return editor(() => ({ guards: boxes.filter(([, b]) => b.checked).map(([id]) => id) }),
        h("fieldset", { class: "scouting" }, h("legend", {}, t("rescuing-scouting-revealed")),
          h("div", { class: "picks" }, boxes.map(([id, box]) => h("label", { class: "pick" }, box, ` ${spokenCard(state, id)}`)))));
    }
    case "prayer_move":
    case "prayer_remove": {
      if (!Number.isInteger(move.guard) || move.card !== undefined || move.row !== undefined) return null;
      const guard = choiceSelect("prayer-guard", t("rescuing-guard-to-pray-for"), guardChoices(state, [move.guard]), move.guard);
      if (move.type === "prayer_move") {
        const toRow = choiceSelect("prayer-row", t("rescuing-to-row"), [["", t("rescuing-own-row")], ...rowChoices(state, move.to_row)], move.to_row ?? "");
        return editor((root) => {
          const out = { guard: Number(guard.value), position: read(root, "prayer-place") - 1 };
          if (toRow.value !== "") out.to_row = Number(toRow.value);
          return out;
        }, field(t("rescuing-guard"), guard), h("div", { class: "inline" }, field(t("rescuing-to-row"), toRow),
          h("label", { class: "tiny" }, t("rescuing-place-from-end"), h("input", { type: "number", name: "prayer-place", min: 1, max: 21, value: (move.position ?? 0) + 1 }))));
      }
      const partner = choiceSelect("prayer-partner", t("rescuing-second-prayer-from"), [["", t("rescuing-my-own")], ...bandChoices(ctx)], move.partner ?? "");
      return editor(() => (partner.value === "" ? { guard: Number(guard.value) } : { guard: Number(guard.value), partner: Number(partner.value) }),
        field(t("rescuing-guard"), guard), field(t("rescuing-second-prayer-from"), partner));
    }
    case "wit": {
      if (move.card !== undefined) return null;
      const rowPick = Number.isInteger(move.row) ? choiceSelect("attack-row", t("rescuing-row"), rowChoices(state, move.row), move.row) : null;
      const value = h("input", { type: "number", name: "wit-value", min: 0, max: 30, value: move.value ?? "", "aria-label": t("rescuing-wit-of-card") });
      return editor(() => {
        const out = rowPick ? { row: Number(rowPick.value) } : {};
        if (value.value.trim() !== "") out.value = Number(value.value);
        return out;
      }, rowPick ? field(t("rescuing-row"), rowPick) : null, h("label", { class: "tiny" }, t("rescuing-wit-of-card"), value));
    }
    case "brawn":
    case "stealth": {
      if (Array.isArray(move.values)) return fromTheEndEditor(state, move, editor);
      const items = move.type === "brawn" ? move.revealed : move.chosen;
      if (!Array.isArray(items) || move.cards !== undefined) return null;
      const rowPick = Number.isInteger(move.row) ? choiceSelect("attack-row", t("rescuing-row"), rowChoices(state, move.row), move.row) : null;
      const attribute = move.type;
      const parts = items.map((item) => {
        const card = cardById(state, item.id);
        const box = attribute === "stealth" ? h("input", { type: "checkbox", name: `pick-${item.id}`, checked: true, "aria-label": t("rescuing-choose-card", { card: String(item.id) }) }) : null;
        return { item, box, node: h("div", { class: "stealth-pick" }, box ? h("label", {}, box, ` ${spokenCard(state, item.id)}`) : null,
          valueField(card, attribute, item.value ?? "")) };
      });
      return editor((root) => {
        const out = rowPick ? { row: Number(rowPick.value) } : {};
        const chosen = parts.filter((p) => !p.box || p.box.checked).map(({ item }) => {
          const v = typed(root, `value-${item.id}`);
          return v === undefined ? { id: item.id } : { id: item.id, value: v };
        });
        out[attribute === "brawn" ? "revealed" : "chosen"] = chosen;
        return out;
      }, rowPick ? field(t("rescuing-row"), rowPick) : null, h("div", { class: "numbers-row" }, parts.map((p) => p.node)));
    }
    default: return null; // challenge cards, adjustments, exchanges: no control on this screen
  }
}

/**
 * An older phone's attack, logged by places from the end of the row and their values (a Brawn's
 * every card, a Stealth's chosen ones): the Fix form keeps that shape, in the reader's words.
 */
function fromTheEndEditor(state, move, editor) {
  const attribute = move.type;
  const rowPick = choiceSelect("attack-row", t("rescuing-row"), rowChoices(state, move.row), move.row);
  const places = attribute === "stealth" ? move.cards || [] : move.values.map((_, i) => i);
  const fields = move.values.map((value, i) => h("div", { class: "stealth-pick" },
    attribute === "stealth" ? num(`place-${i}`, t("rescuing-place-from-end"), (places[i] ?? i) + 1, 1, 20) : null,
    num(`value-${i}`, t("rescuing-value-from-end", { stat: statName(attribute), number: (places[i] ?? i) + 1 }), value, 0, 30)));
  return editor((root) => {
    const out = { row: Number(rowPick.value), values: move.values.map((_, i) => read(root, `value-${i}`)) };
    if (attribute === "stealth") out.cards = move.values.map((_, i) => read(root, `place-${i}`) - 1);
    return out;
  }, field(t("rescuing-row"), rowPick), h("div", { class: "numbers-row" }, fields));
}
