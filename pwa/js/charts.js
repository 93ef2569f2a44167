// Small SVG line charts (no library; the CSP allows no inline styles, so only attributes).
import { h, svg } from "./dom.js";
import { loadPart, numberWords, t } from "./i18n.js";

// The words after the game and beyond the table, loaded with the screens that use them (pwa/locales/<language>/after.ftl).
await loadPart("after");

export const PALETTE = ["#1f5f3a", "#b7791f", "#3f6fb5", "#b53f3f", "#8a3fb5", "#555555"];

/**
 * series: [{name, values: [number...]}], labels: x-axis labels.
 * bands: optional [{from, to, fill}] drawn behind (e.g. bounty zones), marks: [{value, label}].
 */
export function lineChart({ title, series, labels, min = 0, max, bands = [], marks = [] }) {
  const width = 320, height = 170, bottom = 22, top = 8;
  const top_ = max ?? Math.max(1, ...series.flatMap((s) => s.values));
  // The axis's numbers as the language writes them (1,000 / 1.000 / 1 000), with room on the left for
  // the wider one ("1000" was cut to ".000"): about 8 units a character.
  const [topWords, minWords] = [numberWords(top_), numberWords(min)];
  const left = Math.max(34, Math.max(topWords.length, minWords.length) * 8 + 8);
  const x = (i) => left + (labels.length > 1 ? (i * (width - left - 8)) / (labels.length - 1) : (width - left) / 2);
  // Text stays at least 12 CSS px on a 320 px phone (the chart is drawn 320 wide and shrinks to
  // about 270): 14 units, and at most 8 x labels so they do not run into each other.
  const anchor = (i) => (labels.length < 2 ? "middle" : i === 0 ? "start" : i === labels.length - 1 ? "end" : "middle");
  const labelStep = xLabelStep(labels, x, anchor);
  const y = (v) => top + (height - top - bottom) * (1 - (v - min) / (top_ - min || 1));
  return h("figure", { class: "chart" }, h("h3", {}, title),
    svg("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": title },
      bands.map((b) => svg("rect", { x: left, width: width - left - 8, y: y(Math.min(b.to, top_)), height: y(b.from) - y(Math.min(b.to, top_)), fill: b.fill, opacity: 0.25 })),
      marks.map((m) => [svg("line", { x1: left, x2: width - 8, y1: y(m.value), y2: y(m.value), stroke: "#888", "stroke-dasharray": "4 3" }),
        svg("text", { x: left + 2, y: y(m.value) - 2, "font-size": 14, fill: "currentColor" }, m.label)]),
      svg("line", { x1: left, x2: left, y1: top, y2: height - bottom, stroke: "#999" }),
      svg("text", { x: left - 4, y: y(top_) + 4, "text-anchor": "end", "font-size": 14, fill: "currentColor" }, topWords),
      svg("text", { x: left - 4, y: y(min) + 3, "text-anchor": "end", "font-size": 14, fill: "currentColor" }, minWords),
      labels.map((l, i) => i % labelStep !== 0 ? null : svg("text", { x: x(i), y: height - 6, "font-size": 14, fill: "currentColor",
        // The first label starts at its point and the last ends at its point, so neither is cut off
        // at the chart's edges ("Settlement 1" lost its "S").
        "text-anchor": anchor(i) }, l)),
      series.map((s, k) => [
        // The attributes draw the light theme; app.css recolours line-K in dark mode (CSS wins over attributes).
        svg("polyline", { class: `line-${k % PALETTE.length}`, points: s.values.map((v, i) => `${x(i)},${y(v)}`).join(" "), fill: "none",
          stroke: PALETTE[k % PALETTE.length], "stroke-width": 2.5 }),
        s.values.map((v, i) => svg("circle", { class: `line-${k % PALETTE.length}`, cx: x(i), cy: y(v), r: 3, fill: PALETTE[k % PALETTE.length] },
          svg("title", {}, t("chart-point", { name: s.name, label: labels[i], value: v })))),
      ])),
    series.length > 1 ? h("figcaption", {}, series.map((s, k) => h("span", { class: `key key-${k}` }, `■\u00a0${s.name} `))) : null);
}

// About how wide a 14-unit label is: 8.5 units a character covers system fonts' capitals and digits.
const LABEL_CHAR = 8.5;
const LABEL_GAP = 6;

/**
 * Show every n-th x label, the smallest n at which no two shown labels overlap. Each label's extent follows its
 * anchor: the first label runs right from its point and the last left from its point, so they
 * need more room than the ones centred between.
 */
function xLabelStep(labels, x, anchor) {
  const extent = (i) => {
    const w = String(labels[i]).length * LABEL_CHAR;
    const a = anchor(i);
    return a === "start" ? [x(i), x(i) + w] : a === "end" ? [x(i) - w, x(i)] : [x(i) - w / 2, x(i) + w / 2];
  };
  for (let step = 1; step < labels.length; step++) {
    const shown = labels.map((_, i) => i).filter((i) => i % step === 0);
    if (shown.length > 8) continue;
    if (shown.every((i, k) => k === 0 || extent(shown[k - 1])[1] + LABEL_GAP <= extent(i)[0])) return step;
  }
  return Math.max(1, labels.length);
}
