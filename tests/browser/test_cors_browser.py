"""A browser tool on another origin calls the API (CORS), in headless Chromium.

The tool's page is served by a server of its own on another port, so Chromium
enforces CORS for real: preflights for the Authorization, Idempotency-Key and
If-None-Match headers, and only the exposed headers readable by the script.
"""
from __future__ import annotations

import http.server
import threading
from typing import Iterator

import pytest

pytestmark = pytest.mark.browser

TOOL_PAGE = b"<!doctype html><title>A score tool</title><h1>A tool on another origin</h1>"

# Runs in the tool's page: a short game through the API, reading what CORS lets it read.
PLAY = """async (api) => {
  const json = { "Content-Type": "application/json" };
  const call = async (path, options = {}) => {
    const answer = await fetch(api + path, options);
    const body = answer.status === 304 ? null : await answer.json();
    return { status: answer.status, body, etag: answer.headers.get("ETag"), link: answer.headers.get("Link"),
             location: answer.headers.get("Location"), pagination: answer.headers.get("X-Pagination") };
  };
  const table = await call("/api/v1/tables", { method: "POST", headers: json,
    body: JSON.stringify({ game: "score-pad", options: { players: 2 } }) });
  const joined = await call("/api/v1/join", { method: "POST", headers: json,
    body: JSON.stringify({ code: table.body.join_code, name: "Ann" }) });
  const ann = { ...json, Authorization: `Bearer ${joined.body.token}` };
  const host = { Authorization: `Bearer ${table.body.host_token}` };
  const moves = [];
  for (const points of [3, 4, 5]) {
    moves.push(await call(`/api/v1/tables/${table.body.id}/moves`, { method: "POST",
      headers: { ...ann, "Idempotency-Key": `tool-${points}` }, body: JSON.stringify({ type: "add", points }) }));
  }
  const read = await call(`/api/v1/tables/${table.body.id}`, { headers: host });
  const again = await call(`/api/v1/tables/${table.body.id}`, { headers: { ...host, "If-None-Match": read.etag } });
  const page = await call(`/api/v1/tables/${table.body.id}/moves?page_size=2`, { headers: host });
  return { origin: location.origin, table, joined, moves, read, again, page };
}"""


class ToolPage(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(TOOL_PAGE)))
        self.end_headers()
        self.wfile.write(TOOL_PAGE)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def tool_origin() -> Iterator[str]:
    """A second origin: the tool's own little server, on a port of its own."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), ToolPage)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_a_tool_on_another_origin_plays_through_the_api(server, phone, tool_origin):
    page = phone()
    blocked = []  # Chromium says "... has been blocked by CORS policy" on the console (and fetch throws)
    page.on("console", lambda message: blocked.append(message.text) if message.type == "error" else None)
    page.goto(tool_origin + "/")
    played = page.evaluate(PLAY, server)
    assert played["origin"] == tool_origin and tool_origin != server
    assert blocked == []
    assert (played["table"]["status"], played["joined"]["status"]) == (201, 201)
    assert played["table"]["location"] == f"/api/v1/tables/{played['table']['body']['id']}"
    assert [m["status"] for m in played["moves"]] == [201, 201, 201]
    assert played["moves"][-1]["location"].endswith("/moves?page=3&page_size=1")  # the third entry
    assert played["read"]["body"]["state"]["scores"] == [12, 0]
    assert played["read"]["etag"]  # exposed to the script
    assert (played["again"]["status"], played["again"]["etag"]) == (304, played["read"]["etag"])
    assert 'rel="next"' in played["page"]["link"] and played["page"]["pagination"]
