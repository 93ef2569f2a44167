// Hearing the table: whose turn it is, each move as the log says it, refusals and the end of the game.
// Everything goes to a live region screen readers announce as it changes; with "Read the table aloud"
// on (a setting kept on this phone), the same words are spoken by the browser's own speech synthesis
// in the reader's language: nothing leaves the device. The words are the ones the screen already
// shows (the log's sentences, the clock's line), so the voice says nothing the table does not.
import { h } from "../dom.js";
import { language, listWords, t } from "../i18n.js";
import { whoseTurn } from "../clock.js";
import { describeEntry } from "./log.js";
import { seatName } from "../games/index.js";

const SETTING = "sherwood.read-aloud";
// The voices the phone is asked for, by the app's language (British English, as the app writes).
const VOICE_LANGUAGES = { en: "en-GB", de: "de-DE", fr: "fr-FR" };
// Entries read per page when a screen without a log (the big screen) asks for the newest moves.
const NEWEST_PAGE = 20;

const canSpeak = () => "speechSynthesis" in window && "SpeechSynthesisUtterance" in window;

/** Speak ``texts`` one after the other, in the reader's language. */
function speak(texts) {
  for (const text of texts) {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = VOICE_LANGUAGES[language()] || language();
    window.speechSynthesis.speak(utterance);
  }
}

/** The turn in words, as the clock's line says it, or null for a game without turns (the score pad). */
function turnWords(table) {
  const clock = table.clock;
  if (!clock || table.status.finished) return null;
  return whoseTurn(clock, (seat) => seatName(table, seat)) || null;
}

/** "The game is over. Ann won." (shared wins listed; none named when nobody won, as a solo game the Legends took). */
function endWords(table) {
  const names = table.status.winners.map((seat) => seatName(table, seat));
  return names.length ? t("voice-game-over-won", { names: listWords(names), count: names.length }) : t("voice-game-over");
}

/**
 * The table's voice: ``live`` (a visually hidden live region) and ``setting`` (the check box) go on
 * the screen; ``tell(table, game, entries)`` after each table answer with the newest log entries
 * (oldest first); ``refused(text)`` for a refusal shown on this phone.
 */
export function tableVoice() {
  const live = h("p", { class: "visually-hidden", role: "status", "aria-live": "polite" });
  const box = h("input", { type: "checkbox", name: "read-aloud", checked: localStorage.getItem(SETTING) === "on" });
  const setting = h("label", { class: "check-label read-aloud", hidden: !canSpeak() }, box, t("voice-setting"));
  let heard = null; // {version, turn, finished} of the table last told
  let last = null;

  const say = (texts) => {
    const said = texts.filter(Boolean);
    if (!said.length) return;
    live.textContent = said.join(" ");
    if (box.checked && canSpeak()) speak(said);
  };

  box.addEventListener("change", () => {
    localStorage.setItem(SETTING, box.checked ? "on" : "off");
    if (!canSpeak()) return;
    window.speechSynthesis.cancel();
    // Turned on: say where the table stands, so the first words are not only the next move's.
    if (box.checked && last) speak([last.table.status.finished ? endWords(last.table) : turnWords(last.table)].filter(Boolean));
  });

  function tell(table, game, entries) {
    last = { table };
    const turn = turnWords(table);
    if (heard === null || table.version < heard.version) { // arriving, or a reload of an older copy: nothing is news
      heard = { version: table.version, turn, finished: table.status.finished };
      return;
    }
    const news = entries.filter((entry) => entry.version > heard.version).map((entry) => describeEntry(entry, table, game));
    const ended = table.status.finished && !heard.finished;
    say([...news, ended ? endWords(table) : turn !== heard.turn ? turn : null]);
    heard = { version: Math.max(heard.version, table.version), turn, finished: table.status.finished };
  }

  return { live, setting, tell, refused: (text) => say([text]) };
}

/** The newest log entries of a table, oldest first: for a screen that shows no log (the big screen). */
export async function newestEntries(tableId, token, version) {
  const read = async (page) => {
    const response = await fetch(`/api/v1/tables/${tableId}/moves?page=${page}&page_size=${NEWEST_PAGE}`,
      { headers: { Authorization: `Bearer ${token}`, "Accept-Language": language() }, cache: "no-store" });
    return response.ok ? response.json() : [];
  };
  const page = Math.max(1, Math.ceil(version / NEWEST_PAGE));
  const entries = await read(page);
  return page > 1 && entries.length < 3 ? (await read(page - 1)).concat(entries) : entries;
}
