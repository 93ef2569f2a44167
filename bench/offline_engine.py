"""What the offline engine costs a phone (issue 38): its download, and its start in headless Chromium.

    BENCH_PORTS=8810-8819 .venv/bin/python bench/offline_engine.py [--runs 3]

Starts the app with the Procfile's gunicorn command on loopback (its modules bundled, as deployed).

* Download: every file a first start reads (the worker's two modules, /offline/engine.json, Pyodide's
  five files, the engine's zip) and the server's three catalogs in one language, as the server sends
  them to a browser that accepts gzip: body bytes, headers left out.
* Start: in a page of the app (its 404 page, with the service worker blocked so the browser's own HTTP
  cache is what a second start reuses), the time from import() of /js/offline/engine.js until the
  engine answers its first call (``games``). A first start in a new browser profile (nothing
  cached), then a second in a new page of the same profile (Pyodide's files cached for a year, the
  engine revalidated: a 304, and Chromium's cache of compiled WebAssembly). Each run is a new
  profile; min/median/max of the runs. The bytes Chromium received during the first start are
  counted too (headers included).

Loopback has no latency and no bandwidth limit: the start times are the CPU's (download, compile,
Python's start), a phone's network comes on top of them.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from run import free_port, gunicorn, request, stop  # noqa: E402  (bench/ is a folder of scripts)

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]
START = """async () => {
  const began = performance.now();
  const { engineCall } = await import("/js/offline/engine.js");
  await engineCall("games");
  return performance.now() - began;
}"""
MODULES = ["/js/offline/engine.js", "/js/offline/engine-worker.js"]


def download(port: int, language: str = "en") -> dict[str, int]:
    """Each file of a first start and the catalogs, by path: its body's bytes as sent with gzip accepted."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    _, body, _ = request(conn, "GET", "/offline/engine.json")
    manifest = json.loads(body)
    if manifest["pyodide"] is None:
        raise SystemExit("the app has no Pyodide: run scripts/vendor-pyodide")
    paths = [*MODULES, "/offline/engine.json", *(manifest["pyodide"]["url"] + name for name in manifest["pyodide"]["files"]),
             "/offline/engine.zip", *(f"/offline/locales/{language}/{part}.ftl" for part in manifest["catalogs"])]
    sizes = {}
    for path in paths:
        status, body, _ = request(conn, "GET", path, headers={"Accept-Encoding": "gzip"})
        if status != 200:
            raise RuntimeError(f"{path}: {status}")
        sizes[path] = len(body)
    return sizes


def starts(base: str, runs: int) -> dict[str, list[float]]:
    """Seconds to a first and a second start, and the bytes received during the first, per run."""
    from playwright.sync_api import sync_playwright

    found: dict[str, list[float]] = {"first_s": [], "second_s": [], "first_received_bytes": []}
    with sync_playwright() as playwright:
        for _ in range(runs):
            with tempfile.TemporaryDirectory(prefix="offline-engine-profile-") as profile:
                # A profile on disk, as a phone's browser has: an incognito context keeps no compiled
                # WebAssembly between pages, and a second start would compile it all again.
                context = playwright.chromium.launch_persistent_context(
                    profile, executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True, service_workers="block")
                received: list[int] = []
                context.on("requestfinished", lambda r: received.append(_bytes_of(r)))
                for key in ("first_s", "second_s"):
                    page = context.new_page()
                    page.goto(f"{base}/no-page-here")
                    received.clear()
                    found[key].append(page.evaluate(START) / 1000)
                    page.wait_for_timeout(1000)  # the last requestfinished events; the code cache written
                    if key == "first_s":
                        found["first_received_bytes"].append(sum(received))
                    page.close()
                context.close()
    return found


def _bytes_of(request: object) -> int:
    try:
        sizes = request.sizes()  # type: ignore[attr-defined]
    except Exception:
        return 0
    return int(sizes["responseHeadersSize"] + sizes["responseBodySize"])


def spread(values: list[float]) -> str:
    return f"{min(values):.2f} / {statistics.median(values):.2f} / {max(values):.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    port = free_port()
    folder = Path(tempfile.mkdtemp(prefix="offline-engine-"))
    server = gunicorn("api.wsgi:app", port, {"SHERWOOD_DB": str(folder / "bench.db")})
    try:
        sizes = download(port)
        timings = starts(f"http://127.0.0.1:{port}", args.runs)
    finally:
        stop([server], folder)
    print("Download as sent (gzip accepted), bytes:")
    for path, size in sizes.items():
        print(f"  {size:>10,}  {path}")
    words = sum(size for path, size in sizes.items() if path.startswith("/offline/locales/"))
    print(f"  {sum(sizes.values()) - words:>10,}  a first start (engine, Pyodide, modules)")
    print(f"  {words:>10,}  the server's words in one language")
    received = timings["first_received_bytes"]
    print(f"Received by Chromium in a first start (headers included): {statistics.median(received):,.0f} bytes")
    print(f"Start to the first answer, s (min / median / max of {args.runs}, {os.cpu_count()} cores):")
    print(f"  first (nothing cached): {spread(timings['first_s'])}")
    print(f"  second (files cached):  {spread(timings['second_s'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
