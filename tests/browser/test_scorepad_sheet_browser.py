"""The score sheet in the browser: a score sheet with rounds, lowest-wins and teams played to the end
on two phones, a 320 px one in light and a 390 px one in dark (each screen also checked in the other
scheme), with axe, the overflow check and the size check; the BG Stats link says lowest wins.

Ann (the host, 320 px) and Cy are a team, Bob (390 px, dark) and Di the other; three rounds, lowest
total wins. Ann 10, Bob 16 | Cy 9, the host 0 for Bob's team | Bob 7, Ann 6: Ann's team 25, Bob's 23.
"""
from __future__ import annotations

import json
import re
import urllib.parse

import pytest
from playwright.sync_api import Page, expect

from tests.browser.finished_games import LiveClient
from tests.browser.helpers import assert_log_readable, assert_screen_ready, host_of, join, post, shot

pytestmark = pytest.mark.browser


def hearts_sheet_form(page: Page, server: str) -> None:
    """The new-table form for four at Hearts, three rounds, filled as a person does."""
    page.goto(server + "/")
    page.get_by_role("link", name=re.compile("Score pad")).click()
    page.get_by_label("Players", exact=True).fill("4")
    page.get_by_label("Players", exact=True).dispatch_event("input")
    page.get_by_label("The game you are scoring").fill("Hearts")
    rounds = page.get_by_label("Number of rounds")
    rounds.fill("3")
    rounds.dispatch_event("change")


def new_sheet_table(page: Page, server: str) -> str:
    """The new-table form filled as a person does: typing a number of rounds ticks the sheet."""
    hearts_sheet_form(page, server)
    expect(page.get_by_label("Score round by round")).to_be_checked()
    page.get_by_label("Lowest score wins").check()
    for seat, team in ((1, "Team 1"), (2, "Team 2"), (3, "Team 1"), (4, "Team 2")):
        page.get_by_label(f"Player {seat}: team").select_option(label=team)
    page.get_by_label("Your name (to take a seat yourself)").fill("Ann")
    assert_screen_ready(page)
    page.get_by_role("button", name="Create the table").click()
    expect(page.locator("#join-code")).to_have_text(re.compile(r"^[A-Z0-9]{6}$"))
    return page.locator("#join-code").inner_text()


def enter(page: Page, round_: int, side: str, points: int) -> None:
    page.get_by_label(f"Round {round_}: points for {side}").fill(str(points))
    page.get_by_role("button", name=f"Enter round {round_} for {side}").click()


def column(page: Page, round_: int) -> list[str]:
    """The cells of one round, by side (Ann and Cy, Bob and Di)."""
    return [c.strip() for c in page.locator(".sheet tbody tr").nth(round_ - 1).locator("td").all_inner_texts()]


def test_a_teams_sheet_with_lowest_wins_played_to_the_end_on_two_phones(server, phone):
    ann = phone(width=320)
    code = new_sheet_table(ann, server)
    bob = phone(width=390, color_scheme="dark")
    join(bob, server, code, "Bob")
    live = LiveClient(server)
    cy = live.post("/api/v1/join", json={"code": code, "name": "Cy"}).json["token"]
    live.post("/api/v1/join", json={"code": code, "name": "Di"})
    table_id, host = host_of(ann)

    expect(ann.locator(".sheet thead th")).to_have_text(["Round", re.compile("^Ann and Cy"), "Bob and Di"])
    expect(ann.locator("p.goal")).to_have_text("3 rounds. Lowest total wins.")
    expect(bob.locator(".sheet tbody tr")).to_have_count(3)  # every round of the limit
    # Bob's phone offers only his team's cell; the host's offers every side's.
    expect(bob.get_by_label("Round 1: points for Ann and Cy")).to_have_count(0)
    expect(ann.get_by_label("Round 1: points for Bob and Di")).to_be_visible()

    enter(ann, 1, "Ann and Cy", 10)
    expect(bob.locator(".sheet tbody tr").first).to_contain_text("10", timeout=10000)
    enter(bob, 1, "Bob and Di", 16)
    expect(ann.locator(".sheet tr.current th")).to_contain_text("2", timeout=10000)
    assert column(ann, 1)[:2] == ["10", "16"]
    expect(ann.locator(".sheet tfoot")).to_contain_text("10")
    # Cy entered round 1's cell for her team already (Ann did): refused with SP5, nothing changes.
    refused = live.post(f"/api/v1/tables/{table_id}/moves", json={"type": "score", "round": 1, "points": 4},
                        headers={"Authorization": f"Bearer {cy}"})
    assert refused.status_code == 422 and refused.json["rule"] == "SP5"
    for name, page in (("ann-320", ann), ("bob-390-dark", bob)):
        shot(page, f"scorepad-sheet-{name}")
        assert_screen_ready(page)

    post(server, f"/api/v1/tables/{table_id}/moves", cy, {"type": "score", "round": 2, "points": 9})
    expect(ann.locator(".sheet tbody tr").nth(1)).to_contain_text("9", timeout=10000)
    enter(ann, 2, "Bob and Di", 0)  # the host, for Bob's team
    expect(bob.locator(".sheet tr.current th")).to_contain_text("3", timeout=10000)
    enter(bob, 3, "Bob and Di", 7)
    expect(ann.locator(".sheet tbody tr").nth(2)).to_contain_text("7", timeout=10000)
    enter(ann, 3, "Ann and Cy", 6)

    for page in (ann, bob):
        expect(page.locator(".results .outcome")).to_contain_text(
            "Bob and Di win together with 23 points (lowest wins).", timeout=10000)
        shot(page, f"scorepad-sheet-end-{page.viewport_size['width']}")
        assert_screen_ready(page)
    lines = assert_log_readable(bob)
    assert any("Ann entered 6 for round 3 for Ann and Cy (total 25)" in line for line in lines), lines
    href = bob.get_by_role("link", name="Add to BG Stats").get_attribute("href")
    data = json.loads(urllib.parse.parse_qs(urllib.parse.urlparse(href).query)["data"][0])
    assert data["game"]["name"] == "Hearts" and data["game"]["highestWins"] is False
    assert {p["name"]: (p["score"], p["rank"], p["winner"]) for p in data["players"]} == {  # SP10: 2nd of two sides
        "Ann": (25, 2, False), "Bob": (23, 1, True), "Cy": (25, 2, False), "Di": (23, 1, True)}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_six_columns_scroll_inside_the_grid_at_320_px(server, phone, scheme):
    """The host's phone with six players' columns, each with its entry cell: the grid scrolls sideways in
    its own box (a keyboard can reach it), the page does not; a goal is said in the header."""
    live = LiveClient(server)
    created = live.post("/api/v1/tables", json={"game": "score-pad", "options": {
        "players": 6, "sheet": True, "goal": 100, "lowest_wins": True}}).json
    for name in ("Ann", "Bob", "Cy", "Di", "Ed", "Flo"):
        live.post("/api/v1/join", json={"code": created["join_code"], "name": name})
    post(server, f"/api/v1/tables/{created['id']}/moves", created["host_token"],
         {"type": "score", "round": 1, "points": -5, "seat": 5})
    page = phone(width=320, color_scheme=scheme)
    page.goto(server + "/")
    page.evaluate("""([id, host]) => localStorage.setItem('sherwood.seats', JSON.stringify({[id]: {host}}))""",
                  [created["id"], created["host_token"]])
    page.goto(f"{server}/t/{created['id']}")
    expect(page.locator(".sheet thead th")).to_have_count(7, timeout=10000)
    expect(page.locator("p.goal")).to_have_text("Lowest total wins. A total of 100 ends the game at the end of its round.")
    grid = page.get_by_role("region", name="Score sheet")
    assert grid.evaluate("(el) => el.scrollWidth > el.clientWidth && el.tabIndex === 0")
    expect(page.locator(".sheet tbody tr").first.locator("td").last).to_have_text("-5")
    expect(page.get_by_label("Round 2: points for Flo")).to_be_visible()  # Flo may run ahead (SP6)
    shot(page, f"scorepad-sheet-six-{scheme}")
    assert_screen_ready(page)


def test_a_team_of_one_is_said_on_the_form(server, phone):
    page = phone(width=320)
    page.goto(server + "/")
    page.get_by_role("link", name=re.compile("Score pad")).click()
    page.get_by_label("Player 2: team").select_option(label="Team 1")
    page.get_by_role("button", name="Create the table").click()
    alert = page.locator("#new-table-message")
    expect(alert).to_contain_text("A team has two players or more")
    expect(page.get_by_label("Player 2: team")).to_have_attribute("aria-invalid", "true")
    assert_screen_ready(page)
