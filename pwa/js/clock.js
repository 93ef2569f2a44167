// The turn clock: "Ann's turn · 1:23", on the table page and the big screen, run on each second
// from the table's answer (table.clock: the server's times; the phone's own clock may be off, so
// it runs from server_now, see api.js). Over the host's per-turn limit it says so and, where the
// phone can, vibrates once: a signal, never a refusal. The host pauses it for a break at the table
// and sets the limit (POST .../clock); a paused clock does not count, and moves go on regardless.
import { api } from "./api.js";
import { h, mount } from "./dom.js";
import { listWords, t } from "./i18n.js";

// The host's choices of a turn limit, in seconds (null: none).
const LIMITS = [null, 30, 60, 120, 180, 300, 600];

/** "No turn limit", "30 seconds", "2 minutes". */
function limitWords(seconds) {
  if (seconds === null) return t("clock-limit-none");
  return seconds < 60 ? t("clock-limit-seconds", { count: seconds }) : t("clock-limit-minutes", { count: seconds / 60 });
}

/**
 * The part of the game the turn is in: "Round 3", "Week 2". The server gives {unit, number};
 * a server of before that gave the words themselves, shown as they are.
 */
function periodWords(period) {
  if (!period || typeof period === "string") return period;
  return t("clock-period", { unit: period.unit, number: period.number });
}

/** "0:07", "1:23", "1:02:03". */
export function clockText(seconds) {
  const whole = Math.max(0, Math.floor(seconds));
  const [hours, minutes, secs] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  const two = (n) => String(n).padStart(2, "0");
  return hours ? `${hours}:${two(minutes)}:${two(secs)}` : `${minutes}:${two(secs)}`;
}

/** The turn's seconds so far at the phone's time `nowMs`, pauses left out (as api/table/clock.py counts them). */
export function turnSeconds(clock, nowMs = Date.now()) {
  if (clock.since === null) return 0;
  const skew = clock.server_now - (clock.received_at ?? clock.server_now);
  const now = nowMs / 1000 + skew; // the server's time now, as near as this phone can say
  const pausedNow = clock.paused_since !== null ? Math.max(0, now - Math.max(clock.paused_since, clock.since)) : 0;
  return Math.max(0, now - clock.since - clock.paused_before_seconds - pausedNow);
}

/** "Ann's turn", "Ann and Bob to play", or the period alone while it is nobody's turn in particular. */
export function whoseTurn(clock, nameOf) {
  const names = clock.seats.map(nameOf);
  if (names.length === 1) return t("clock-turn-one", { name: names[0] });
  if (names.length > 1) return t("clock-turn-many", { names: listWords(names) });
  return periodWords(clock.period);
}

/**
 * The clock line and, for the host, its controls. `nameOf(seat)` names a seat; `host`:
 * {tableId, token, refresh} lets this phone pause, resume and set the limit. draw(table) redraws.
 */
export function turnClock({ nameOf, host = null }) {
  const line = h("p", { class: "turn-clock", hidden: true });
  const controls = h("div", { class: "clock-controls", hidden: true });
  const element = h("div", { class: "turn-clock-spot" }, line, controls);
  let clock = null;
  let ticking = null;
  let signalled = null; // the turn whose limit this phone already signalled

  const tick = () => {
    if (!clock) return;
    const seconds = turnSeconds(clock);
    const over = clock.turn_limit_seconds !== null && clock.since !== null && seconds > clock.turn_limit_seconds;
    const time = clock.since === null ? t("clock-not-started") : clockText(seconds);
    const period = clock.seats.length ? periodWords(clock.period) : null;
    mount(line, h("span", { class: "turn-who" }, whoseTurn(clock, nameOf)), " · ",
      h("span", { class: "turn-time" }, time),
      clock.paused ? h("span", { class: "turn-flag" }, " · ", t("clock-paused")) : null,
      over ? h("span", { class: "turn-flag" }, " · ", t("clock-over-limit")) : null,
      period ? h("span", { class: "turn-period" }, ` (${period})`) : null);
    line.classList.toggle("over-limit", over);
    line.classList.toggle("paused", clock.paused);
    const turnKey = `${clock.since}/${clock.seats.join(",")}`;
    if (over && !clock.paused && signalled !== turnKey) {
      signalled = turnKey;
      try { navigator.vibrate?.(200); } catch { /* a gentle signal only: nothing may come of it */ }
    }
  };

  const send = async (body, button) => {
    button.disabled = true;
    try {
      await api.setClock(host.tableId, host.token, body);
      await host.refresh();
    } catch (err) {
      host.refused?.(err, button);
    } finally {
      button.disabled = false;
    }
  };

  let controlsFor = null; // the settings the controls show: a live update that changes neither keeps them (an open list stays open)
  const drawControls = () => {
    if (!host || !clock) { controls.hidden = true; controlsFor = null; return; }
    controls.hidden = false;
    const settings = `${clock.paused}/${clock.turn_limit_seconds}`;
    if (settings === controlsFor) return;
    controlsFor = settings;
    const pause = h("button", { type: "button", id: "clock-pause" },
      clock.paused ? t("clock-resume") : t("clock-pause"));
    pause.onclick = () => send({ paused: !clock.paused }, pause);
    const limit = h("select", { id: "clock-limit", name: "turn-limit" },
      LIMITS.map((seconds) => h("option", { value: seconds ?? "", selected: seconds === clock.turn_limit_seconds }, limitWords(seconds))));
    limit.onchange = () => send({ turn_limit_seconds: limit.value ? Number(limit.value) : null }, limit);
    mount(controls, pause, h("label", { for: "clock-limit" }, t("clock-limit-label")), limit);
  };

  const draw = (table) => {
    clock = table.clock || null;
    line.hidden = !clock;
    clearInterval(ticking);
    ticking = null;
    if (clock) {
      tick();
      if (!clock.paused && clock.since !== null) ticking = setInterval(tick, 1000);
    }
    drawControls();
  };
  return { element, draw, stop: () => clearInterval(ticking) };
}
