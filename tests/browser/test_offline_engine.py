"""The rules engine run by Pyodide in a phone's browser plays as the server's does (issue 38, point 4's
first half): every recorded whole game of all six games (tests/recorded_games.py) is played through the
browser engine (pwa/js/offline/, engine/offline_calls.py) and through engine.offline here, and every
entry (its kind, seat, move, result, version, time) and every seat's final view, status and choices
must be equal; so must a refusal's ruling and sentence, and an undo's and a correction's entries and
previews. The page is one of the app's own (its 404 page: the app's origin and Content-Security-Policy,
no app running), served as the Procfile serves it (its modules bundled). Pyodide starts once for the
module; a second page, offline, starts it again from what the service worker kept.
"""
from __future__ import annotations

import hashlib
import json
import urllib.request
from typing import Any, Iterator

import pytest

import engine
from api.resources.offline_files import pyodide_version
from engine import offline
from engine.messages import Message, text_to_json
from tests.recorded_games import RecordedGame, recorded_games

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(pyodide_version() is None,
                       reason="pwa/vendor/pyodide/ is missing: run scripts/vendor-pyodide (npm; scripts/test does it)"),
]

START_SECONDS = 90  # a first start downloads some 6 MB and compiles 9.6 MB of WebAssembly

# Calls the engine; a refusal comes back as data, a fault (no Pyodide, a failed start) as {fault}.
CALL = """async ([name, args, seconds]) => {
  const { engineCall } = await import("/js/offline/engine.js");
  const late = new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${seconds} s`)), seconds * 1000));
  try {
    return { ok: true, value: await Promise.race([engineCall(name, ...args), late]) };
  } catch (e) {
    if (e.name !== "EngineRefusal") return { fault: String(e.message || e) };
    return { ok: false, error: { message: e.said, rule: e.rule, errors: e.errors, kind: e.kind } };
  }
}"""


def as_json(value: Any) -> Any:
    """``value`` as it comes through JSON (a Message as its ``{id, args}``), to compare with the browser's."""
    return json.loads(json.dumps(value, default=lambda v: v.to_json() if isinstance(v, Message) else v))


def refusal(err: engine.RuleError) -> dict[str, Any]:
    return {"message": text_to_json(err.message), "rule": err.rule,
            "errors": {path: [text_to_json(t) for t in texts] for path, texts in err.errors.items()},
            "kind": type(err).__name__}


class BrowserEngine:
    """The engine in a page of the app: ``call(name, *args)`` answers its value, or raises for a fault."""

    def __init__(self, page: Any) -> None:
        self.page = page

    def answer(self, name: str, *args: Any, seconds: float = 60) -> dict[str, Any]:
        said = self.page.evaluate(CALL, [name, list(args), seconds])
        assert "fault" not in said, f"{name}: {said['fault']}"
        return said  # type: ignore[no-any-return]

    def call(self, name: str, *args: Any) -> Any:
        said = self.answer(name, *args)
        assert said["ok"], f"{name} was refused: {said['error']}"
        return said["value"]


@pytest.fixture(scope="module")
def browser_engine(browser: Any, server: str) -> Iterator[BrowserEngine]:
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.goto(f"{server}/no-page-here")  # the app's 404 page, under the app's policy
        started = BrowserEngine(page)
        started.answer("games", seconds=START_SECONDS)  # Pyodide's start, once for the module
        yield started
    finally:
        context.close()


def seats_of(game: engine.Game, options: Any) -> int:
    return game.seats(engine.validate_options(game, options))


def views_here(game: engine.Game, table: offline.Table) -> list[dict[str, Any]]:
    """Every seat's view of ``table`` now, as the browser engine's ``view`` gives it, from engine.offline."""
    seats = seats_of(game, table["options"])
    views = []
    for seat in range(seats):
        state = offline.state_of(game, table)
        views.append({"state": game.view(state, seat), "status": game.status(state),
                      "choices": engine.choices_for(game, state, seat=seat, host=True, seated=range(seats)).as_json()})
    return views


def played_here(recorded: RecordedGame) -> dict[str, Any]:
    """The recorded game played through engine.offline in this process, the n-th move at time n."""
    game = recorded.game
    names = [f"Seat {number}" for number in range(1, seats_of(game, recorded.options) + 1)]
    table = offline.new_table(game, recorded.options, names, "run")
    entries = [offline.play(game, table, move, seat, float(number))
               for number, (seat, move) in enumerate(recorded.moves, 1)]
    return as_json({"entries": entries, "views": views_here(game, table)})


GAMES = recorded_games()


@pytest.mark.parametrize("recorded", GAMES, ids=[f"{number}-{g.game.id}" for number, g in enumerate(GAMES, 1)])
def test_a_recorded_game_plays_the_same_in_the_browser_engine(browser_engine, recorded):
    there = browser_engine.call("run", recorded.game.id, dict(recorded.options), [list(m) for m in recorded.moves])
    here = played_here(recorded)
    assert len(there["entries"]) == len(here["entries"]) == len(recorded.moves)
    for number, (theirs, mine) in enumerate(zip(there["entries"], here["entries"]), 1):
        assert theirs == mine, f"entry {number} ({mine['move']['type']})"
    for seat, (theirs, mine) in enumerate(zip(there["views"], here["views"])):
        assert theirs == mine, f"seat {seat}'s final view"
    assert len(there["views"]) == len(here["views"])


def test_a_score_pad_refusal_is_the_same_ruling_and_sentence(browser_engine):
    pad = engine.get("score-pad")
    table = offline.new_table(pad, {"players": 2}, ["Ann", "Bob"], "t1")
    there = browser_engine.answer("play", table, {"type": "add", "points": 0}, 0, 1.0)
    with pytest.raises(engine.RuleError) as here:
        offline.play(pad, table, {"type": "add", "points": 0}, 0, 1.0)
    assert there["ok"] is False and there["error"] == refusal(here.value)
    assert there["error"]["rule"] == "SP2" and there["error"]["message"]["id"] == "sp-add-zero"


def test_a_curse_refusal_is_the_same_ruling_and_sentence(browser_engine):
    recorded = next(g for g in GAMES if g.game.id == "curse-you-robin-hood")
    (seat, first), game = recorded.moves[0], recorded.game
    there = browser_engine.answer("run", game.id, dict(recorded.options), [[seat, first], [seat, first]])
    table = offline.new_table(game, recorded.options, ["Ann"] * seats_of(game, recorded.options), "t2")
    offline.play(game, table, first, seat, 1.0)
    with pytest.raises(engine.RuleError) as here:
        offline.play(game, table, first, seat, 2.0)  # the market twice: not now
    assert there["ok"] is False and there["error"] == refusal(here.value)
    assert there["error"]["rule"] == "C4" and there["error"]["message"]["id"] == "curse-not-now"


def test_an_undo_and_a_correction_and_their_previews_are_the_same(browser_engine):
    pad = engine.get("score-pad")
    here = offline.new_table(pad, {"players": 2}, ["Ann", "Bob"], "t3")
    there = browser_engine.call("new_table", "score-pad", {"players": 2}, ["Ann", "Bob"], "t3")
    assert there == as_json(here)
    for seat, points, now in [(0, 3, 10.0), (1, 4, 11.0), (0, 2, 12.0)]:
        there = browser_engine.call("play", there, {"type": "add", "points": points}, seat, now)["table"]
        offline.play(pad, here, {"type": "add", "points": points}, seat, now)
    amendments = [{"version": 1, "move": {"type": "add", "points": 5}}]
    assert browser_engine.call("preview_correction", there, amendments) == as_json(
        offline.planned_correction(pad, here, amendments))
    corrected = browser_engine.call("correct", there, amendments, 13.0)
    assert corrected["entry"] == as_json(offline.correct(pad, here, amendments, 13.0))
    there = corrected["table"]
    assert browser_engine.call("preview_undo", there) == as_json(offline.planned_undo(pad, here))
    undone = browser_engine.call("undo", there, 14.0)
    assert undone["entry"] == as_json(offline.undo(pad, here, 14.0))
    assert undone["table"] == as_json(here)
    assert browser_engine.call("view", undone["table"], None) == as_json({
        "state": pad.view(offline.state_of(pad, here), None), "status": pad.status(offline.state_of(pad, here)),
        "choices": engine.choices_for(pad, offline.state_of(pad, here), seat=None, host=True, seated=[0, 1]).as_json()})
    offline.checked(pad, undone["table"])  # the server takes the phone's table as it stands
    gone = [{"version": 9, "move": {"type": "add", "points": 1}}]
    refused = browser_engine.answer("correct", undone["table"], gone, 15.0)
    with pytest.raises(engine.RuleError) as why:
        offline.correct(pad, here, gone, 15.0)
    assert refused["error"] == refusal(why.value) and refused["error"]["message"]["id"] == "api-no-move-to-correct"


def test_the_engines_version_is_the_sha256_of_the_zip_the_server_sends(browser_engine, server):
    with urllib.request.urlopen(f"{server}/offline/engine.zip", timeout=10) as answer:
        zipped = answer.read()
    assert browser_engine.call("version") == hashlib.sha256(zipped).hexdigest()
    assert sorted(browser_engine.call("games")) == sorted(game.id for game in engine.all_games())


def test_a_pyodide_that_does_not_load_fails_the_start_rather_than_hanging(browser, server):
    """Pyodide 314 only logs a failed WebAssembly download; the worker turns it into a refusal to start."""
    context = browser.new_context(service_workers="block")
    try:
        context.route("**/pyodide.asm.wasm", lambda route: route.abort())
        page = context.new_page()
        page.goto(f"{server}/no-page-here")
        said = page.evaluate(CALL, ["games", [], START_SECONDS])
        assert "WebAssembly did not load" in said.get("fault", ""), said
    finally:
        context.close()


KEPT = """async () => {
  const cache = await caches.open("sherwood-offline");
  return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
}"""
KEEP = """async (language) => {
  const { keepEngineOffline } = await import("/js/offline/engine.js");
  return keepEngineOffline(language);
}"""


def test_kept_by_the_service_worker_the_engine_starts_with_no_network(browser, server):
    """The page asks the worker to keep the engine ({keepOffline}); offline, a new page starts it."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{server}/")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20000)
        assert page.evaluate(KEPT) == []  # nothing of it before the page asks
        version = page.evaluate(KEEP, "de")
        with urllib.request.urlopen(f"{server}/offline/engine.json", timeout=10) as answer:
            manifest = json.loads(answer.read())
        assert version == manifest["version"]
        pyodide = [manifest["pyodide"]["url"] + name for name in manifest["pyodide"]["files"]]
        words = [f"/offline/locales/de/{part}.ftl" for part in manifest["catalogs"]]
        assert page.evaluate(KEPT) == sorted(["/offline/engine.json", "/offline/engine.zip", "/js/offline/engine.js",
                                              "/js/offline/engine-worker.js", "/js/offline/local-server.js",
                                              "/js/offline/words.js", *pyodide, *words])
        context.set_offline(True)
        offline_page = context.new_page()
        offline_page.goto(f"{server}/")  # the shell, from the worker's cache
        there = BrowserEngine(offline_page)
        assert there.answer("version", seconds=START_SECONDS)["value"] == manifest["version"]
        table = there.call("new_table", "score-pad", {"players": 2}, ["Ann", "Bob"], "t4")
        assert there.call("play", table, {"type": "add", "points": 3}, 1, 1.0)["entry"]["result"]["score"] == 3
        assert "sp-add-zero" in offline_page.evaluate("async () => (await fetch('/offline/locales/de/server.ftl')).text()")
    finally:
        context.set_offline(False)
        context.close()
