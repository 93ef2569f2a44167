"""The turn clock in the browser: "Cat's turn · 0:04" on the host's 320 px phone, a player's 390 px
phone in dark mode and the big screen; the same after a reload and after a correction that gives the
turn back; the host pauses it (every screen says so and the count stops) and sets a turn limit, past
which the line says so and the phone vibrates once (the phone's own clock run on by Playwright); the
results say each player's time and each week's. Each screen is checked in light and dark with axe.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser import finished_games
from tests.browser.finished_games import LiveClient, seat_phone
from tests.browser.helpers import assert_screen_ready, post, shot
from tests.games.goods.test_rules import card_table

pytestmark = pytest.mark.browser

TIME = re.compile(r"(\d+):(\d\d)")
# Every call of navigator.vibrate, kept where the test can read it (a headless browser has no motor).
RECORD_VIBRATIONS = """
  window.__vibrations = [];
  Object.defineProperty(Navigator.prototype, "vibrate", { configurable: true,
    value: (pattern) => { window.__vibrations.push(pattern); return true; } });
"""


def seconds_shown(page: Page) -> int:
    minutes, seconds = TIME.search(page.locator(".turn-clock .turn-time").inner_text()).groups()
    return int(minutes) * 60 + int(seconds)


def goods_table(server: str) -> tuple[LiveClient, dict, list[str]]:
    live = LiveClient(server)
    created = live.post("/api/v1/tables", json={"game": "robin-hood-goods", "options": {
        "players": 3, "mode": "advanced", "card_table": card_table(3)}}).json
    tokens = [live.post("/api/v1/join", json={"code": created["join_code"], "name": name}).json["token"]
              for name in ("Ann", "Bob", "Cat")]
    return live, created, tokens


def declare(server: str, table_id: str, token: str) -> None:
    post(server, f"/api/v1/tables/{table_id}/moves", token, {"type": "declare", "good": "potato", "count": 1})


def test_the_turn_clock_on_two_phones_and_the_big_screen(server, phone):
    live, created, tokens = goods_table(server)
    table_id, host = created["id"], created["host_token"]
    ann = phone(width=320)
    seat_phone(ann, server, table_id, host=host, player=tokens[0])
    bob = phone(width=390, color_scheme="dark")
    bob.add_init_script(RECORD_VIBRATIONS)
    bob.clock.install()  # the phone's time flows as ever, and the test may run it on
    seat_phone(bob, server, table_id, player=tokens[1])
    screen = phone(width=390)
    screen.goto(f"{server}/watch/{table_id}#{created['spectator_token']}")

    # Before the first move: whose turn, and no count yet; the host's phone has the controls.
    for page in (ann, bob, screen):
        expect(page.locator(".turn-clock")).to_contain_text("Bob's turn · the clock starts with the first move", timeout=10000)
    expect(bob.get_by_role("button", name="Pause the clock")).to_have_count(0)
    expect(screen.get_by_role("button", name="Pause the clock")).to_have_count(0)

    declare(server, table_id, tokens[1])
    for page in (ann, bob, screen):
        expect(page.locator(".turn-clock")).to_contain_text(re.compile(r"Cat's turn · \d+:\d\d \(Week 1\)"), timeout=10000)
    ann.wait_for_timeout(1500)
    before_reload = seconds_shown(ann)
    assert before_reload >= 1  # it runs on each second

    bob.reload()
    expect(bob.locator(".turn-clock")).to_contain_text("Cat's turn", timeout=10000)
    assert seconds_shown(bob) >= before_reload  # counted from Bob's move, not from the reload

    # Cat declares, then the host deletes her declaration: her turn again, counted from Bob's move.
    declare(server, table_id, tokens[2])
    expect(ann.locator(".turn-clock")).to_contain_text("Ann's turn", timeout=10000)
    deleted = live.post(f"/api/v1/tables/{table_id}/corrections", json={"amendments": [{"version": 2, "delete": True}]},
                        headers={"Authorization": f"Bearer {host}"})
    assert deleted.status_code == 201, deleted.json
    for page in (ann, bob, screen):
        expect(page.locator(".turn-clock")).to_contain_text("Cat's turn", timeout=10000)
    assert seconds_shown(ann) >= before_reload
    shot(ann, "turn-clock-320")
    shot(bob, "turn-clock-390-dark")
    for page in (ann, bob, screen):
        assert_screen_ready(page)

    # The host's break: every screen says paused, and the count stands still.
    ann.get_by_role("button", name="Pause the clock").click()
    for page in (ann, bob, screen):
        expect(page.locator(".turn-clock")).to_contain_text("paused", timeout=10000)
    held = seconds_shown(screen)
    screen.wait_for_timeout(2000)
    assert seconds_shown(screen) == held
    assert_screen_ready(ann)
    ann.get_by_role("button", name="Resume the clock").click()
    expect(bob.locator(".turn-clock")).not_to_contain_text("paused", timeout=10000)

    # A turn limit: past it the line says so (and a border), Bob's phone vibrates once; moves go on.
    ann.get_by_label("Turn limit").select_option(label="1 minute")
    expect(ann.get_by_label("Turn limit")).to_have_value("60", timeout=10000)
    expect(bob.locator(".turn-clock")).not_to_have_class(re.compile("over-limit"))
    bob.wait_for_timeout(1500)  # the new answer (with the limit) is on Bob's phone
    bob.clock.run_for(70_000)
    expect(bob.locator(".turn-clock")).to_contain_text("over the turn limit")
    expect(bob.locator(".turn-clock")).to_have_class(re.compile("over-limit"))
    bob.clock.run_for(3000)
    assert bob.evaluate("window.__vibrations.length") == 1
    shot(bob, "turn-clock-over-limit-390-dark")
    assert_screen_ready(bob)
    declare(server, table_id, tokens[2])  # late, and taken
    expect(ann.locator(".turn-clock")).to_contain_text("Ann's turn", timeout=10000)
    lines = ann.locator(".log li").all_inner_texts()
    assert any("paused the clock" in line for line in lines) and any("set the turn limit to 1:00" in line for line in lines)


@pytest.mark.parametrize("width", [320, 390])
def test_the_results_say_each_players_time_and_each_rounds(server, phone, width):
    finished = finished_games.hero(server)
    page = phone(width=width, color_scheme="dark" if width == 320 else "light")
    seat_phone(page, server, finished.id, player=finished.tokens[0])
    expect(page.get_by_role("heading", name="Time at the table")).to_be_visible(timeout=10000)
    expect(page.locator(".time-players li")).to_have_count(1)
    expect(page.locator(".time-players li")).to_contain_text(re.compile(r"^Robin: \d+:\d\d in \d+ turns?"))
    expect(page.locator(".time-periods li").first).to_contain_text(re.compile(r"^Round 1: \d+:\d\d"))
    assert page.locator(".turn-clock").is_hidden()  # over: no clock
    shot(page, f"turn-clock-results-{width}")
    assert_screen_ready(page)
