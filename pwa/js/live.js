// Live updates: Server-Sent Events say "version n"; the page then GETs the
// table with If-None-Match. A slow poll backs it up where events are blocked.
export function follow(tableId, token, onChange) {
  const url = `/api/v1/tables/${tableId}/events?token=${encodeURIComponent(token)}`;
  const source = new EventSource(url);
  source.onmessage = () => onChange();
  const poll = setInterval(onChange, 10000);
  const online = () => onChange();
  window.addEventListener("online", online);
  document.addEventListener("visibilitychange", online);
  return () => {
    source.close();
    clearInterval(poll);
    window.removeEventListener("online", online);
    document.removeEventListener("visibilitychange", online);
  };
}
