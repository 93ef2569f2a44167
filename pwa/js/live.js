// Live updates: Server-Sent Events say "version n"; the page then GETs the
// table with If-None-Match. A slow poll backs it up where events are blocked.
//
// The stream's URL carries a short-lived ticket, never the seat's token: URLs
// end up in access and proxy logs, and EventSource cannot send headers. The
// ticket is fetched with the Authorization header. EventSource's own
// reconnection may use it again (a few times, for an hour), but this page
// reads the table on every event anyway, so on any error it simply closes the
// stream and opens a new one with a new ticket, backing off while offline.
import { api } from "./api.js";

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30000;

export function follow(tableId, token, onChange) {
  let source = null;
  let timer = null;
  let stopped = false;
  let delay = FIRST_RETRY_MS;

  const open = async () => {
    timer = null;
    let ticket;
    try { ticket = await api.streamTicket(tableId, token); }
    catch { reconnectLater(); return; } // offline, or the table is gone: the poll carries on
    if (stopped) return;
    source = new EventSource(`/api/v1/tables/${tableId}/events?ticket=${encodeURIComponent(ticket)}`);
    source.onopen = () => { delay = FIRST_RETRY_MS; };
    source.onmessage = () => onChange();
    source.onerror = () => { source.close(); source = null; reconnectLater(); };
  };
  const reconnectLater = () => {
    if (stopped || timer) return;
    timer = setTimeout(open, delay);
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  };

  open();
  const poll = setInterval(onChange, 10000);
  const online = () => {
    onChange();
    if (!source && timer) { clearTimeout(timer); timer = null; delay = FIRST_RETRY_MS; open(); }
  };
  window.addEventListener("online", online);
  document.addEventListener("visibilitychange", online);
  return () => {
    stopped = true;
    if (source) source.close();
    clearTimeout(timer);
    clearInterval(poll);
    window.removeEventListener("online", online);
    document.removeEventListener("visibilitychange", online);
  };
}


/**
 * `read` (an async function) one at a time. Two reads of a table in flight may answer out of order,
 * and the older table would be drawn over the newer until the next poll; so a read asked for while
 * one runs is one more read after it, however many asked (a burst of moves costs two reads, not one
 * each). Every caller's promise settles once the reads it waited for are done.
 */
export function oneAtATime(read) {
  let running = null;
  let again = false;
  return function run() {
    if (running) { again = true; return running; }
    running = (async () => {
      // Cleared in the same step as the last look at `again`: a later ask starts a new read.
      try { do { again = false; await read(); } while (again); } finally { running = null; }
    })();
    return running;
  };
}
