"""The log's Fix form round-trips every kind of move of every game.

Each game's table gets a dozen or more accepted moves of many kinds (generated
from the published move schemas, as in tests/api/test_no_server_errors.py). On the
host's phone every move's Fix form is opened and saved unchanged: the form must
send back exactly the move it was filled from, so the server must accept it.
A form that drops a field, adds one, or shifts a number fails here with the
move and the refusal.
"""
from __future__ import annotations

import random
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.helpers import server_json as call
from tests.browser.helpers import save_correction
from tests.api.test_no_server_errors import OPTIONS, MoveGenerator

pytestmark = pytest.mark.browser
WANTED_MOVES = 14
MAX_ATTEMPTS = 3000


def played_table(server: str, game_id: str) -> tuple[str, str, list[dict[str, Any]]]:
    """A table with WANTED_MOVES accepted random moves; (id, host token, the moves)."""
    status, game = call(server, "GET", f"/api/v1/games/{game_id}")
    status, created = call(server, "POST", "/api/v1/tables", {"game": game_id, "options": OPTIONS[game_id]})
    assert status == 201, created
    host = created["host_token"]
    status, table = call(server, "GET", f"/api/v1/tables/{created['id']}", token=host)
    for n in range(table["seats"]):
        assert call(server, "POST", "/api/v1/join", {"code": created["join_code"], "name": f"Player {n + 1}"})[0] == 201
    rnd = random.Random(f"fix/{game_id}")
    generate = MoveGenerator(game, table["seats"], rnd)
    accepted: list[dict[str, Any]] = []
    for _ in range(MAX_ATTEMPTS):
        move = generate.move()
        if move["type"] == "finish":  # the score pad's end: nothing could follow it
            continue
        if game["moves"][move["type"]]["who"] != "host":
            move["seat"] = rnd.randrange(table["seats"])
        if call(server, "POST", f"/api/v1/tables/{created['id']}/moves", move, host)[0] == 201:
            accepted.append(move)
            if len(accepted) == WANTED_MOVES:
                break
    return created["id"], host, accepted


@pytest.mark.parametrize("game_id", sorted(OPTIONS))
def test_every_move_saved_unchanged_from_its_fix_form_is_accepted(server, phone, game_id):
    table_id, host, moves = played_table(server, game_id)
    assert len(moves) >= 5, f"only {len(moves)} moves of {game_id} were accepted"
    page = phone(width=390)
    page.goto(server + "/")
    page.evaluate("([id, token]) => localStorage.setItem('sherwood.seats', JSON.stringify({[id]: {host: token}}))",
                  [table_id, host])
    page.goto(f"{server}/t/{table_id}")
    expect(page.locator(".log li").first).to_be_visible()
    buttons = page.get_by_role("button", name="Fix move ", exact=False)
    count = buttons.count()
    fixed = 0
    for index in range(count):
        button = page.get_by_role("button", name="Fix move ", exact=False).nth(index)
        label = button.get_attribute("aria-label")
        button.click()
        form = page.locator(".fix-panel form.fix-form")
        expect(form).to_be_visible()
        save_correction(form)
        try:
            expect(form).to_have_count(0, timeout=5000)
        except AssertionError:
            invalid = page.evaluate("""() => [...document.querySelectorAll('.fix-form :invalid')]
                .map((el) => `${el.name}=${el.value} (${el.validationMessage})`)""")
            alert = form.get_by_role("alert")
            said = alert.text_content() if alert.count() and alert.is_visible() else "no refusal shown"
            raise AssertionError(f"{game_id} {label}: {said}; fields the browser refuses: {invalid}") from None
        fixed += 1
    # Each game's own controls fill the form; saved unchanged, the move stored is the one fixed.
    status, log = call(server, "GET", f"/api/v1/tables/{table_id}/moves?page_size=200", token=host)
    amendments = [a for entry in log if entry["kind"] == "correction" for a in entry["move"]["amendments"]]
    assert len(amendments) == fixed, f"{game_id}: {fixed} fixes saved, {len(amendments)} in the log"
    changed = [(a["version"], a["before"], a["move"]) for a in amendments if a["move"] != a["before"]]
    assert not changed, f"{game_id}: a Fix saved unchanged changed the move: {changed[:3]}"
    types = {m["type"] for m in moves}
    print(game_id, "fixed", fixed, "of kinds", sorted(types))
    assert fixed >= 3, f"{game_id}: only {fixed} Fix buttons for moves of kinds {sorted(types)}"
