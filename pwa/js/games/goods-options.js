// The new-table form's words for Robin Hood (goods and the Sheriff)'s options (the form itself is views/new-table.js): each
// option's label, help and the names of its choices, in the game's own terms. Loaded with import()
// when that form opens, so a phone that joins a table never downloads it. The words are in
// pwa/locales/<language>/robin-hood-goods.ftl, loaded with this module (games/index.js).

import { api } from "../api.js";
import { t } from "../i18n.js";

/** Each option's words, by option name (the form reads `linked` too: options the rules tie together). */
export function optionWords() {
  return {
    players: { label: t("goods-option-players") },
    mode: { label: t("goods-option-mode"), choices: { family: t("goods-mode-family"), advanced: t("goods-mode-advanced") }, help: t("goods-mode-help") },
    // Names are known only once people sit: the table screen asks who starts as Sheriff, by name (G8).
    first_sheriff: { kind: "later" },
    card_table: {
      kind: "known-numbers", label: t("goods-option-card-table"), known: () => api.cardTable(),
      help: t("goods-card-table-help"),
      entry: (good, section) => t("goods-card-number", { good, section }),
      sections: {
        values: { label: t("goods-section-values") }, penalties: { label: t("goods-section-penalties") }, rewards: { label: t("goods-section-rewards") },
        limits: { label: t("goods-section-limits"), shown: (v) => v.mode !== "family", note: t("goods-limits-note") },
      },
    },
  };
}
