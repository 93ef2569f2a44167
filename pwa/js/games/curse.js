// Curse You, Robin Hood!: enter each turn with a few taps, see who trades with whom and what the Curse took.
// What may be entered comes from the engine (choices.js): the card pickers offer exactly the cards the
// rules allow now, a Legend's returned cards included, and a player's card stays secret until all are in (C10).
import { h, svg } from "../dom.js";
import { listWords, t } from "../i18n.js";
import { allowedValues, awaiting, itemCount, legalMove, legalMoves, requires } from "../choices.js";

const GOODS = ["ale", "bread", "cloth", "gems", "meat"];
const isLegend = (seatLabel) => !/^p\d+$/.test(seatLabel); // players are p0, p1...; every other seat a Legend
const key = (card) => `${card.good}-${card.rank}`;
const cardText = (card) => t("curse-card", { good: t(`curse-good-${card.good}`), rank: card.rank });

// Every seat is a label in the state: "p0", "p1"... for players, the Legend's id for a Legend.
const seatOf = (seatLabel) => Number(seatLabel.slice(1));

/**
 * A Legend's proper name in the slot ``form`` of the sentence, as the server's catalog has them: "start"
 * opens a sentence ("The Sheriff"), "name" is mid-sentence, "owner" says whose cards (German "des Sheriffs").
 */
const legendWords = (legend, form = "name") => t("curse-legend", { legend, form });

/** A seat's name: the player's, or the Legend's proper name in the slot ``form`` (see legendWords). */
function label(ctx, seatLabel, form = "name") {
  return isLegend(seatLabel) ? legendWords(seatLabel, form) : ctx.nameOf(seatOf(seatLabel));
}

// C1: the targets on a card of each rank, as the engine publishes them with the game.
let targetsByRank = [];
const targets = (rank) => targetsByRank[rank - 1] ?? 0;

function cardChip(card) {
  return h("span", { class: `card-chip good-${card.good}`, title: t("curse-card-targets", { count: targets(card.rank) }) },
    cardText(card), h("span", { class: "targets" }, "◎".repeat(targets(card.rank))));
}

// Half-made picks, and whether "enter for others" is open, survive the re-render
// that every change at the table causes.
const picks = new Map();
let othersOpen = false;

/**
 * Good buttons and rank buttons for one card. ``allowed``: the cards the engine allows here now (a
 * legal move's domain); every other button is disabled, and a single allowed card (a Legend's card
 * back from under its stack) is picked already. null: any card (a Fix, which the server judges).
 * ``initial``: the card a Fix opens it on; such a picker is not kept between re-renders.
 */
function cardPicker(ctx, name, allowed, initial = null) {
  const { state } = ctx.table;
  const memo = initial ? null : `${ctx.table.id}:${state.round}:${state.turn}:${name}`;
  const permitted = allowed ? new Set(allowed.map(key)) : null;
  const may = (good, rank) => !permitted || permitted.has(`${good}-${rank}`);
  const only = allowed?.length === 1 ? allowed[0] : null;
  let { good = null, rank = null } = (memo ? picks.get(memo) : initial) || only || {};
  const goodButtons = GOODS.map((g) => h("button", { type: "button", class: `pick good-${g}`, "aria-pressed": "false",
    disabled: !Array.from({ length: 10 }, (_, i) => may(g, i + 1)).some(Boolean),
    onclick: () => { good = g; changed(); } }, t(`curse-pick-${g}`)));
  const rankButtons = Array.from({ length: 10 }, (_, i) => h("button", { type: "button", class: "pick rank",
    "aria-pressed": "false", onclick: () => { rank = i + 1; changed(); } }, String(i + 1)));
  const shown = h("output", { class: "picked" }, "—");
  // A new pick is the person fixing what was refused: an earlier refusal no longer applies.
  const changed = () => { ctx.clearWarning(); refresh(); };
  function refresh() {
    if (good && rank && !may(good, rank)) rank = null;
    goodButtons.forEach((b, i) => b.setAttribute("aria-pressed", String(GOODS[i] === good)));
    rankButtons.forEach((b, i) => {
      b.setAttribute("aria-pressed", String(i + 1 === rank));
      b.disabled = good ? !may(good, i + 1) : !GOODS.some((g) => may(g, i + 1));
    });
    if (memo) picks.set(memo, { good, rank });
    shown.textContent = good && rank ? cardText({ good, rank }) : good ? t("curse-picked-good", { good: t(`curse-pick-${good}`) }) : "—";
  }
  const element = h("fieldset", { class: "picker", dataset: { picker: name } },
    h("legend", {}, name, " ", shown), h("div", { class: "goods" }, goodButtons), h("div", { class: "ranks" }, rankButtons));
  refresh();
  const value = () => {
    if (good && rank) return { good, rank };
    ctx.warn(t("curse-picker-incomplete", { picker: name }), element);
    return null;
  };
  return { element, value, picked: () => (good && rank ? { good, rank } : null) };
}

const isCard = (card) => Boolean(card) && GOODS.includes(card.good) && Number.isInteger(card.rank) && card.rank >= 1 && card.rank <= 10;

/** A Fix opens the card pickers the move was entered with, on the move's cards. */
function fixEditor(ctx, move, entry) {
  const picker = (name, card) => cardPicker(ctx, name, null, card);
  // A card left unpicked is sent as it was (a picker always starts complete): the server judges the rest.
  const card = (p, was) => p.picked() || was;
  if (move.type === "market" && Array.isArray(move.cards) && move.cards.every(isCard)) {
    const pickers = move.cards.map((c, i) => picker(t("curse-market-card", { number: i + 1 }), c));
    return { element: h("div", { class: "curse" }, pickers.map((p) => p.element)),
      read: () => ({ ...move, cards: pickers.map((p, i) => card(p, move.cards[i])) }) };
  }
  if ((move.type === "reveal" || move.type === "take") && isCard(move.card)) {
    const unseated = entry.seat === null || entry.seat === undefined;
    const revealed = unseated ? t("curse-the-card") : t("curse-card-of", { name: ctx.nameOf(entry.seat) });
    const p = picker(move.type === "reveal" ? revealed : t("curse-card-taken"), move.card);
    return { element: h("div", { class: "curse" }, p.element), read: () => ({ ...move, card: card(p, move.card) }) };
  }
  if (move.type === "legend" && typeof move.legend === "string" && isLegend(move.legend) && isCard(move.shown) && (move.second === undefined || isCard(move.second))) {
    const shown = picker(t("curse-legend-shown", { legend: legendWords(move.legend, "start") }), move.shown);
    const second = move.second ? picker(t("curse-legend-second", { legend: legendWords(move.legend, "start") }), move.second) : null;
    return { element: h("div", { class: "curse" }, shown.element, second?.element),
      read: () => ({ ...move, shown: card(shown, move.shown), ...(second ? { second: card(second, move.second) } : {}) }) };
  }
  if (move.type === "archery" && Array.isArray(move.winners) && move.winners.every((w) => typeof w === "string")) {
    // The tied players' buttons: here a tick for each player who won the card archery (C8).
    const seats = ctx.table.players.map((p) => `p${p.seat}`);
    for (const w of move.winners) if (!seats.includes(w)) seats.push(w);
    const boxes = seats.map((l) => [l, h("input", { type: "checkbox", name: `archery-${l}`, checked: move.winners.includes(l) })]);
    return { element: h("fieldset", { class: "curse picker" }, h("legend", {}, t("curse-fix-archery")),
      boxes.map(([l, box]) => h("label", { class: "check-label" }, box, label(ctx, l, "start")))),
    read: () => {
      const ticked = boxes.filter(([, box]) => box.checked).map(([l]) => l);
      return { ...move, winners: [...move.winners.filter((w) => ticked.includes(w)), ...ticked.filter((l) => !move.winners.includes(l))] };
    } };
  }
  return null;
}

/** The Market's cards at a round's start, each picker offering the cards nobody has seen (C1, C2). */
function dealPanel(ctx, deal) {
  const { state } = ctx.table;
  const cards = allowedValues(deal, "cards");
  const count = itemCount(deal, "cards").min;
  const pickers = Array.from({ length: count }, (_, i) => cardPicker(ctx, t("curse-market-card", { number: i + 1 }), cards));
  const panel = h("section", { class: "entry", dataset: { refusalAnchor: "" } }, h("h3", {}, t("curse-deal-heading", { round: state.round })),
    pickers.map((p) => p.element),
    h("button", { type: "button", class: "primary", onclick: () => {
      const picked = [];
      for (const p of pickers) { const card = p.value(); if (!card) return; picked.push(card); }
      ctx.send({ type: "market", cards: picked }, { near: panel });
    } }, t("curse-deal")));
  return panel;
}

/** A player's card: this phone's own seat, or another's the host enters (C10: nobody else sees it yet). */
function revealEntry(ctx, reveal) {
  const mine = reveal.seat === ctx.you.seat;
  const name = ctx.nameOf(reveal.seat);
  const picker = cardPicker(ctx, mine ? t("curse-your-card") : t("curse-card-of", { name }), allowedValues(reveal, "card"));
  const entry = h("div", { class: "reveal-entry", dataset: mine ? { own: "1", refusalAnchor: "" } : { refusalAnchor: "" } }, picker.element,
    h("button", { type: "button", class: "primary", onclick: () => {
      const card = picker.value();
      if (card) ctx.send({ type: "reveal", card, ...ctx.actsFor(reveal.seat) }, { near: entry });
    } }, mine ? t("curse-reveal-mine") : t("curse-reveal-for", { name })));
  return entry;
}

/** A Legend's cards as the table turns them over (C3): its shown card, and a bluffer's second one. */
function legendEntry(ctx, legendMove) {
  const [legend] = allowedValues(legendMove, "legend");
  const shown = cardPicker(ctx, t("curse-legend-shown", { legend: legendWords(legend, "start") }), allowedValues(legendMove, "shown"));
  const second = requires(legendMove, "second")
    ? cardPicker(ctx, t("curse-legend-second", { legend: legendWords(legend, "start") }), allowedValues(legendMove, "second")) : null;
  const entry = h("div", { class: "legend-entry", dataset: { refusalAnchor: "" } }, shown.element, second?.element,
    h("button", { type: "button", class: "primary", onclick: () => {
      const move = { type: "legend", legend, shown: shown.value() };
      if (!move.shown) return;
      if (second) { move.second = second.value(); if (!move.second) return; }
      ctx.send(move, { near: entry });
    } }, t("curse-enter-legend", { legend: legendWords(legend, "owner") })));
  return entry;
}

/** The turn's reveals: who the table waits for, who has chosen (not what: C10), and this phone's pickers. */
function revealPanel(ctx) {
  const { state } = ctx.table;
  const chosen = state.chosen || [];
  const waiting = state.order.filter((l) => !chosen.includes(l)).map((l) => label(ctx, l));
  const secret = chosen.filter((l) => !isLegend(l) && !state.played[l]).map((l) => label(ctx, l));
  const parts = [...legalMoves(ctx.table, "reveal").map((m) => revealEntry(ctx, m)),
    ...legalMoves(ctx.table, "legend").map((m) => legendEntry(ctx, m))];
  // Your own card first; entering for others (Legends, or as host) folds away.
  const [own, others] = [parts.filter((p) => p.dataset.own), parts.filter((p) => !p.dataset.own)];
  return h("section", { class: "entry" }, h("h3", {}, t("curse-turn-heading", { turn: state.turn, turns: state.turns_per_round })),
    h("p", { class: "waiting", role: "status" }, t("curse-waiting-list", { names: listWords(waiting) })),
    secret.length ? h("p", { class: "chosen" }, t("curse-has-chosen", { names: listWords(secret), count: secret.length })) : null,
    own,
    others.length ? h("details", { class: "others", open: othersOpen || own.length === 0,
      ontoggle: (e) => { othersOpen = e.target.open; } },
      h("summary", {}, t("curse-enter-others")), others) : null);
}

/** A Market trade (C4): the trader taps the card they took; everyone else sees whose trade it is. */
function takePanel(ctx) {
  const { state } = ctx.table;
  const take = legalMove(ctx.table, "take");
  const name = awaiting(ctx.table).map((seat) => ctx.nameOf(seat)).join(", ");
  const yours = take && take.seat === ctx.you.seat;
  const offered = take ? allowedValues(take, "card") : [];
  const trade = h("section", { class: "entry", dataset: { refusalAnchor: "" } }, h("h3", {}, t("curse-trades-heading", { name })),
    h("p", {}, !take ? t("curse-waiting-for", { name }) : yours ? t("curse-tap-you-take") : t("curse-tap-takes", { name })),
    h("div", { class: "market-pick" }, state.market.map((card) => h("button", { type: "button", class: "card-button",
      disabled: !offered.some((c) => key(c) === key(card)), "aria-label": t("curse-take-card", { card: cardText(card) }),
      onclick: () => ctx.send({ type: "take", card, ...ctx.actsFor(take.seat) }, { near: trade }) }, cardChip(card)))));
  return trade;
}

/** Card archery (C7): the host records who of the tied players won, or a shared win. */
function archeryPanel(ctx, archery) {
  const tied = allowedValues(archery, "winners");
  const panel = h("section", { class: "entry", dataset: { refusalAnchor: "" } }, h("h3", {}, t("curse-archery-heading")),
    h("div", { class: "seat-buttons" },
      tied.map((winner) => h("button", { type: "button", class: "primary",
        onclick: () => ctx.send({ type: "archery", winners: [winner] }, { near: panel }) }, label(ctx, winner))),
      h("button", { type: "button", onclick: () => ctx.send({ type: "archery", winners: tied }, { near: panel }) }, t("curse-shared-win"))));
  return panel;
}

/**
 * The Legends at the table (C2), while they may still change (before the first Market): a drop-down
 * per Legend seat offering the Legends the engine lists for that seat, and "Play with these". The
 * draw button beside it is the table page's.
 */
function legendsPanel(ctx, move) {
  const { state } = ctx.table;
  const choices = allowedValues(move, "legends") || [];
  const selects = state.legends.map((current, slot) => {
    const ids = [...new Set(choices.map((c) => c[slot]))];
    return h("select", { name: `legend-${slot}`, "aria-label": t("curse-legend-seat", { number: slot + 1 }) },
      ids.map((id) => h("option", { value: id, selected: id === current }, legendWords(id))));
  });
  const panel = h("section", { class: "entry legends-choice", dataset: { refusalAnchor: "" } }, h("h3", {}, t("curse-legends-heading")),
    h("p", { class: "hint" }, t("curse-legends-now", { legends: listWords(state.legends.map((l) => legendWords(l))), count: state.legends.length })),
    h("div", { class: "inline" }, selects,
      h("button", { type: "button", onclick: () => ctx.send({ type: "legends", legends: selects.map((sel) => sel.value) }, { near: panel }) },
        t("curse-legends-play"))));
  return panel;
}

function entryPanel(ctx) {
  const { state, status } = ctx.table;
  if (status.finished) return null;
  const deal = legalMove(ctx.table, "market");
  const legends = legalMove(ctx.table, "legends");
  if (deal && legends) return [legendsPanel(ctx, legends), dealPanel(ctx, deal)];
  if (deal) return dealPanel(ctx, deal);
  if (state.phase === "reveal") return revealPanel(ctx);
  if (state.phase === "take") return takePanel(ctx);
  const archery = legalMove(ctx.table, "archery");
  return archery ? archeryPanel(ctx, archery) : null;
}

/** A name on at most two lines of at most 8 letters each, so it fits its circle whole ("Friar" / "Tuck");
 * a longer name is cut with "…" (the list under the diagram gives every name in full). */
function nameLines(name) {
  const cut = (word) => (word.length > 8 ? `${word.slice(0, 7)}…` : word);
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return [cut(name)];
  return [cut(words[0]), cut(words.slice(1).join(" "))];
}

/** Once a new round's Market is to be dealt, the last round's trades are history: folded and named so. */
function lastTrades(ctx) {
  const { state } = ctx.table;
  const diagram = tradeDiagram(ctx);
  if (!diagram || state.market.length) return diagram;
  return h("details", { class: "trades-before" }, h("summary", {}, t("curse-last-trades", { round: state.round - 1 })), diagram);
}

/** Seats around a circle, an arrow for each card passed (C4). */
function tradeDiagram(ctx) {
  const trades = ctx.table.state.last_trades;
  if (!trades) return null;
  const order = ctx.table.state.order;
  const between = (transfer) => ({ from: label(ctx, transfer.from, "start"), to: label(ctx, transfer.to) });
  // Drawn 320 units wide and shown at most 320 px (about 270 on a 320 px phone): 16-unit names stay over 13 px.
  const size = 320, centre = size / 2, radius = 112;
  const at = (i) => {
    const angle = (2 * Math.PI * i) / order.length - Math.PI / 2;
    return [centre + radius * Math.cos(angle), centre + radius * Math.sin(angle)];
  };
  const pos = Object.fromEntries(order.map((l, i) => [l, at(i)]));
  const arrows = trades.transfers.map((transfer) => {
    const [x1, y1] = pos[transfer.from];
    const [x2, y2] = pos[transfer.to];
    // From circle edge to circle edge (radius 40, plus room for the arrowhead), moved 5 units to the
    // arrow's left so the two arrows of a swap run side by side instead of on top of each other.
    const length = Math.hypot(x2 - x1, y2 - y1) || 1;
    const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
    const [nx, ny] = [-uy * 5, ux * 5];
    return svg("line", { x1: x1 + ux * 42 + nx, y1: y1 + uy * 42 + ny, x2: x2 - ux * 46 + nx, y2: y2 - uy * 46 + ny,
      stroke: transfer.step === "match" ? "#2f7d4a" : "#b7791f", "stroke-width": 3, "marker-end": "url(#arrowhead)",
      class: `arrow ${transfer.step}` }, svg("title", {}, t("curse-transfer", { ...between(transfer), card: cardText(transfer.card) })));
  });
  const marketLines = trades.market.map((l) => svg("line", { x1: pos[l][0], y1: pos[l][1], x2: centre, y2: centre,
    stroke: "#3f6fb5", "stroke-width": 2, "stroke-dasharray": "5 4", class: "arrow market" }));
  const seats = order.map((l) => {
    const lines = nameLines(label(ctx, l, "start"));
    return svg("g", {}, svg("circle", { cx: pos[l][0], cy: pos[l][1], r: 40, fill: "#1f5f3a" }),
      svg("text", { x: pos[l][0], y: pos[l][1] + 5 - (lines.length - 1) * 8.5, "text-anchor": "middle", fill: "#fff", "font-size": 16, "font-weight": 700 },
        lines.map((line, i) => svg("tspan", { x: pos[l][0], dy: i ? 17 : 0 }, line))));
  });
  return h("figure", { class: "trades" },
    svg("svg", { viewBox: `0 0 ${size} ${size}`, role: "img", "aria-label": t("curse-trades-label") },
      svg("defs", {}, svg("marker", { id: "arrowhead", viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: "auto" },
        svg("path", { d: "M0,0 L10,5 L0,10 z", fill: "#555" }))),
      svg("text", { x: centre, y: centre + 5, "text-anchor": "middle", "font-size": 16, "font-weight": 700, fill: "#3f6fb5" }, t("curse-market")),
      marketLines, arrows, seats),
    h("figcaption", {}, h("ul", { class: "trade-list" },
      trades.transfers.map((transfer) => h("li", {}, t("curse-transfer-between", between(transfer)), " ", cardChip(transfer.card),
        " ", transfer.step === "match" ? t("curse-swap-match") : t("curse-swap-high-low"))),
      trades.market.map((l) => h("li", {}, t("curse-trades-market", { seat: label(ctx, l, "start") }))),
      trades.keeps.map((l) => h("li", {}, t("curse-keeps", { seat: label(ctx, l, "start") }))))));
}

/** One seat's stockpile by good, each good's targets beside it; ``warn``: the goods heading for the Curse. */
function pileBlock(ctx, l, pile, heading, { targetsOf = null, warn = [], css = "stockpile" } = {}) {
  const sorted = [...pile].sort((a, b) => a.good.localeCompare(b.good) || a.rank - b.rank);
  const goods = GOODS.filter((g) => sorted.some((c) => c.good === g));
  const counted = (g) => targetsOf?.[g] ?? sorted.filter((c) => c.good === g).reduce((n, c) => n + targets(c.rank), 0);
  return h("div", { class: `${css}${ctx.you.seat !== null && l === `p${ctx.you.seat}` ? " mine" : ""}`, dataset: { seat: l } },
    heading,
    goods.length ? goods.map((g) => {
      const cursed = warn.includes(g);
      return h("div", { class: `good-row${cursed ? " cursed" : ""}` },
        sorted.filter((c) => c.good === g).map(cardChip),
        h("span", { class: "good-targets" }, `${counted(g)} ◎`),
        cursed ? h("strong", { class: "curse-warning" }, ` ${t("curse-heading-for-curse")}`) : null);
    }) : h("p", { class: "empty" }, t("curse-empty")));
}

const seatHeading = (ctx, l, total) => h("h4", {}, label(ctx, l, "start"),
  isLegend(l) ? h("small", {}, ` ${t("curse-legend-mark")}`) : null, h("span", { class: "total" }, ` ${total}`));

/** The stockpiles: during a round as they grow, the goods heading for the Curse marked (the engine's own
 * reckoning); once the game is over, as the last Curse left them, beside the points they scored (C5, C6). */
function stockpiles(ctx) {
  const { state } = ctx.table;
  const last = state.round_results.at(-1);
  if (ctx.table.status.finished && last?.stockpiles_after) {
    return h("section", { class: "stockpiles" }, h("h3", {}, t("curse-final-stockpiles")),
      state.order.map((l) => pileBlock(ctx, l, last.stockpiles_after[l] || [],
        seatHeading(ctx, l, t("curse-points", { points: state.totals[l] })))));
  }
  // Points are counted at each round's end (C6): during a round a total is what earlier rounds gave.
  return h("section", { class: "stockpiles" }, h("h3", {}, t("curse-stockpiles")),
    h("p", { class: "hint" }, t("curse-stockpiles-hint")),
    state.order.map((l) => pileBlock(ctx, l, state.stockpiles[l], seatHeading(ctx, l, t("curse-points-so-far", { points: state.totals[l] })),
      { targetsOf: state.targets[l], warn: GOODS.filter((g) => (state.heading_for_curse[g] || []).includes(l)) })));
}

/** "Ann and Bob discard Ale and Gems; Cat discards Meat": a round's Curse (C5), goods grouped by who discards them. */
function curseWords(cursed, nameOf) {
  const byWho = new Map();
  for (const g of GOODS) {
    const who = cursed[g] || [];
    if (!who.length) continue;
    const id = who.join(",");
    if (!byWho.has(id)) byWho.set(id, { who, goods: [] });
    byWho.get(id).goods.push(g);
  }
  if (!byWho.size) return t("curse-no-curse");
  return [...byWho.values()].map(({ who, goods }) => t("curse-discards", { names: listWords(who.map(nameOf)), count: who.length,
    goods: listWords(goods.map((g) => t(`curse-good-${g}`))) })).join("; ");
}

/** Each round's Curse once it is scored, newest first (earlier rounds folded): what it took from whom, the
 * stockpiles it left and the points they scored (C5, C6). */
function curseRounds(ctx) {
  const { state } = ctx.table;
  if (!state.round_results.length) return null;
  const nameOf = (l) => label(ctx, l);
  const scores = (r) => h("p", { class: "round-scores" }, state.order.map((l) => t("curse-log-score", { name: label(ctx, l), points: r.scores[l] })).join(" · "));
  // The piles the Curse left, with their points; the last round's are the stockpiles below once the game is over.
  const round = (r, piles = true) => [h("p", { class: "cursed" }, curseWords(r.cursed || {}, nameOf)),
    piles && r.stockpiles_after ? state.order.map((l) => pileBlock(ctx, l, r.stockpiles_after[l] || [],
      seatHeading(ctx, l, t("curse-round-score", { points: r.scores[l] })), { css: "curse-pile" })) : scores(r)];
  const [latest, ...earlier] = [...state.round_results].reverse();
  return h("section", { class: "curse-rounds" },
    h("h3", {}, t("curse-the-curse", { round: latest.round })), round(latest, !ctx.table.status.finished),
    earlier.map((r) => h("details", { class: "curse-before" }, h("summary", {}, t("curse-the-curse", { round: r.round })), round(r))));
}

function scoreChart(ctx) {
  const { state } = ctx.table;
  if (!state.round_results.length) return null;
  const people = state.order.filter((l) => !isLegend(l));
  const max = Math.max(1, ...state.round_results.flatMap((r) => people.map((l) => r.scores[l])));
  // 320 units shown at most 320 px wide (about 270 on a 320 px phone): 15-unit labels stay over 12 px.
  const width = 320, height = 170, band = width / state.round_results.length, bar = band / (people.length + 1);
  const palette = ["#1f5f3a", "#b7791f", "#3f6fb5", "#b53f3f", "#8a3fb5", "#555"];
  const bars = state.round_results.flatMap((r, i) => people.map((l, j) => {
    const value = r.scores[l];
    const barHeight = (value / max) * (height - 26);
    return svg("rect", { x: i * band + (j + 0.5) * bar, y: height - 20 - barHeight, width: bar * 0.9, height: barHeight,
      fill: palette[j % palette.length] }, svg("title", {}, t("curse-chart-bar", { round: r.round, name: label(ctx, l), score: value })));
  }));
  const axis = state.round_results.map((r, i) => svg("text", { x: i * band + band / 2, y: height - 3, "text-anchor": "middle",
    "font-size": 15, fill: "currentColor" }, state.round_results.length > 4 ? String(r.round) : t("curse-chart-round", { round: r.round })));
  return h("figure", { class: "chart" }, h("h3", {}, t("curse-chart-title")),
    svg("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": t("curse-chart-label") }, bars, axis),
    h("figcaption", {}, people.map((l, j) => h("span", { class: `key key-${j}` }, t("curse-chart-key", { name: label(ctx, l), total: state.totals[l] })))));
}

/** A move's sentence with what its last card led to: the same card entered twice (C10), a round's Curse and scores. */
function outcome(entry, sentence, seatName) {
  const result = entry.result || {};
  const nameOf = (l) => (isLegend(l) ? legendWords(l) : seatName(seatOf(l)));
  let said = sentence;
  if (result.clash) {
    said = t("curse-log-clash", { sentence: said, clashes: result.clash.map((c) => t("curse-clash-item",
      { card: cardText(c.card), names: listWords(c.seats.map(nameOf)) })).join("; ") });
  }
  if (result.round_end) {
    const scores = Object.entries(result.round_end.scores).map(([l, points]) => t("curse-log-score", { name: nameOf(l), points }));
    said = t("curse-log-round", { sentence: said, round: result.round_end.round, curse: curseWords(result.round_end.cursed || {}, nameOf),
      scores: scores.join(", ") });
  }
  return said;
}

export const screen = {
  fixEditor,
  describe(entry, who, seatName) {
    const m = entry.move;
    if (m.type === "market") return t("curse-log-market", { who, cards: m.cards.map(cardText).join(", ") });
    if (m.type === "legends") {
      const legends = listWords(m.legends.map((l) => legendWords(l)));
      // A draw is the server's: the log's "Drawn at random by the app:" says so, without the asker's name.
      return m.at_random ? t("curse-log-legends-drawn", { legends, count: m.legends.length })
        : t("curse-log-legends", { who, legends, count: m.legends.length });
    }
    // A card no other seat may see yet (C10) comes blanked: only that the player chose.
    if (m.type === "reveal") return outcome(entry, isCard(m.card) ? t("curse-log-reveal", { who, card: cardText(m.card) }) : t("curse-log-chosen", { who }), seatName);
    if (m.type === "take" && entry.by === "host") return outcome(entry, t("curse-log-host-took", { who, card: cardText(m.card) }), seatName);
    if (m.type === "legend") {
      const shown = t("curse-log-legend", { legend: legendWords(m.legend, "start"), card: cardText(m.shown),
        then: m.second ? t("curse-log-then", { card: cardText(m.second) }) : "",
        plays: entry.result?.played ? t("curse-log-plays", { card: cardText(entry.result.played) }) : "" });
      // The log (table/log.js) calls a host who has no seat "Host" (log-host): no one to name then.
      return outcome(entry, who === t("log-host") ? shown : t("curse-log-entered", { who, sentence: shown }), seatName);
    }
    if (m.type === "take") return outcome(entry, t("curse-log-take", { who, card: cardText(m.card) }), seatName);
    if (m.type === "archery") {
      // Labels; an older log holds seat numbers.
      const names = m.winners.map((w) => seatName(typeof w === "number" ? w : seatOf(w)));
      return t("curse-log-archery", { who, names: listWords(names), count: names.length });
    }
    return null;
  },
  render(ctx) {
    const { state, status } = ctx.table;
    targetsByRank = ctx.game?.setup_tables?.targets_by_rank || targetsByRank;
    const winners = status.winners.map((s) => label(ctx, `p${s}`));
    // C9: a solo player who does not beat every Legend loses to them; nobody at the table won.
    const over = state.legends_won ? t("curse-over-legends")
      : t("curse-over", { names: listWords(winners), count: winners.length });
    return h("div", { class: "curse" },
      status.finished ? h("p", { class: "banner" }, over) : null,
      h("p", { class: "round-line" }, t("curse-round-line", { round: state.round, rounds: state.rounds, turn: state.turn, turns: state.turns_per_round })),
      entryPanel(ctx),
      h("section", { class: "market" }, h("h3", {}, t("curse-market")),
        state.market.length ? state.market.map(cardChip) : h("p", { class: "empty" }, t("curse-not-dealt"))),
      lastTrades(ctx),
      curseRounds(ctx),
      stockpiles(ctx),
      scoreChart(ctx));
  },
};
