"""Seat handover on the screen, in every game: the host's phone shows a one-time code and
its QR for a player whose phone died; the new phone opens the code and has the seat (its name,
its view); the old phone is told in a sentence that its seat moved. At 320 px light and 390 px
dark, with axe and the overflow check on the host's screen showing the code."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.finished_games import LiveClient, seat_phone
from tests.browser.helpers import assert_no_axe_violations, assert_no_horizontal_overflow, shot
from tests.api.test_handover import mid_game
from tests.api.test_corrections_truth import GAMES

pytestmark = pytest.mark.browser


def a_table_in_play(server: str, game_id: str):
    """The game's table with everyone seated (P0, P1...) and a few legal moves entered by the host."""
    return mid_game(LiveClient(server), game_id, moves=6)


@pytest.mark.parametrize("width, scheme", [(320, "light"), (390, "dark")])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_host_moves_a_seat_to_a_new_phone(server, phone, game_id, width, scheme):
    table = a_table_in_play(server, game_id)
    seat = len(table.tokens) - 1
    name = f"P{seat}"
    host = phone(width=width, color_scheme=scheme)
    seat_phone(host, server, table.id, host=table.created["host_token"])
    old = phone(width=width, color_scheme=scheme)
    seat_phone(old, server, table.id, player=table.tokens[seat])
    expect(old.locator(".players li.mine")).to_contain_text(name)

    host.get_by_text("Seats or the host role on another phone?").click()
    host.get_by_role("button", name=f"Move {name} to another phone").click()
    code = host.locator("#handover-code")
    expect(code).to_have_text(re.compile(r"^[A-Z0-9]{8}$"))
    expect(host.get_by_role("img", name=f"QR code that moves {name}'s seat to the phone that scans it")).to_be_visible()
    assert_no_horizontal_overflow(host)
    assert_no_axe_violations(host)
    shot(host, f"handover-{game_id}-{width}-{scheme}")

    new = phone(width=width, color_scheme=scheme)
    new.goto(f"{server}/claim#{code.inner_text()}")
    expect(new.locator(".players li.mine")).to_contain_text(name, timeout=10000)
    expect(new.get_by_text(f"This phone now has {name}'s seat.")).to_be_visible()
    assert_no_axe_violations(new)
    # The old phone hears of it and says why it no longer opens the table.
    expect(old.get_by_role("heading", name="This seat moved to another phone")).to_be_visible(timeout=10000)
    expect(old.get_by_text("ask the host to move your seat back to this phone")).to_be_visible()


def test_a_player_moves_their_own_seat_from_the_old_phone(server, phone):
    table = a_table_in_play(server, "score-pad")
    old = phone()
    seat_phone(old, server, table.id, player=table.tokens[1])
    old.get_by_text("Seat on another phone?").click()
    old.get_by_role("button", name="Move my seat to another phone").click()
    expect(old.locator("#handover-code")).to_be_visible()
    code = old.locator("#handover-code").inner_text()
    new = phone()
    new.goto(f"{server}/claim")  # typed by hand
    new.get_by_label("Code").fill(code.lower())
    new.get_by_role("button", name="Take the seat on this phone").click()
    expect(new.locator(".players li.mine")).to_contain_text("P1", timeout=10000)
    expect(old.get_by_role("heading", name="This seat moved to another phone")).to_be_visible(timeout=10000)
    # A used code moves nothing, and says so.
    again = phone()
    again.goto(f"{server}/claim#{code}")
    expect(again.get_by_role("alert")).to_contain_text("used already")
