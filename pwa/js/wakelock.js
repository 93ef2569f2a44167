// Phones lying on the table locked between turns. While a game in play is on screen
// the screen is kept awake (the Screen Wake Lock API); the lock goes on the results screen,
// when the page is hidden (the browser drops it then anyway) and when the table is left, and
// comes back when the page is shown again. A setting on the table screen turns it off.
// Loaded with import() by the table screen: a phone that never opens a table never loads it.

const SETTING = "sherwood.keep-awake";

let wanted = false; // a game in play is on screen
let lock = null; // the WakeLockSentinel held
let asking = null; // a request under way

export const supported = () => "wakeLock" in navigator;
/** The setting, on unless turned off on this phone. */
export const enabled = () => localStorage.getItem(SETTING) !== "off";

export function setEnabled(on) {
  localStorage.setItem(SETTING, on ? "on" : "off");
  update();
}

/** ``on``: a game in play is on screen (keep it awake); false: the results, or the table was left. */
export function keepAwake(on) {
  wanted = on;
  update();
}

const shouldHold = () => wanted && enabled() && supported() && document.visibilityState === "visible";

function update() {
  if (!shouldHold()) { release(); return; }
  if (lock || asking) return;
  asking = navigator.wakeLock.request("screen")
    .then((sentinel) => {
      lock = sentinel;
      sentinel.addEventListener?.("release", () => { if (lock === sentinel) lock = null; });
      if (!shouldHold()) release(); // the game ended or the page was hidden meanwhile
    })
    .catch(() => { /* refused (battery saver, no user gesture yet): the screen simply may lock */ })
    .finally(() => { asking = null; });
}

function release() {
  const held = lock;
  lock = null;
  held?.release().catch(() => {});
}

document.addEventListener("visibilitychange", update);
