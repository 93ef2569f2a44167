"""Curse You, Robin Hood! solo in the browser: a tie with the Legends is not a win (C9); the table's banner and the
results say the Legends won, and the player's score stands."""
import pytest
from playwright.sync_api import expect

from tests.browser.finished_games import LiveClient, api_get, seat_phone
from tests.browser.helpers import assert_screen_ready, shot
from tests.games.curse.test_bluffs_and_solo_games import play_solo_table

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("player_wins, banner", [
    (False, "Game over: the Legends won. A solo player needs more points than each Legend (rule C9)."),
    (True, "Game over: Ann won."),
])
def test_c9_the_solo_game_says_who_won(server, phone, player_wins, banner):
    client = LiveClient(server)
    play_solo_table(client, player_wins)
    table = client.finished()
    result = api_get(server, f"/api/v1/tables/{table.id}/result", table.tokens[0])
    page = phone()
    seat_phone(page, server, table.id, player=table.tokens[0])
    expect(page.locator(".curse .banner")).to_have_text(banner)
    results = page.locator(".results")
    expect(results.locator(".outcome")).to_have_text(result["outcome"], timeout=10000)
    expect(results.locator(".ranking li .rank-score")).to_have_text("50 points")
    expect(results.locator(".win-mark")).to_have_count(1 if player_wins else 0)
    expect(results).to_contain_text("needed more points than each Legend" if not player_wins else "beat each Legend")
    assert_screen_ready(page)
    shot(page, f"curse-solo-{'won' if player_wins else 'lost'}")
