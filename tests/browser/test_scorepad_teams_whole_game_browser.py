"""A score sheet with teams played to its end on four phones alone: no move is sent by the API.

Hearts, highest total wins, three rounds, Ann and Cy against Bob and Di. Every cell is typed on a phone: each
phone offers only its own side's next round (the engine's legal moves, SP5, SP6), the host's every side's.
The results say what SP10 says: two sides, so the losing team is 2nd (not 3rd) on the results, in BG Stats and
in results.csv; BG Stats gets each player's team and no start player (whoever typed first did not go first);
the table is titled by the game it scored. Phones at 320 and 390 px, light and dark.
"""
from __future__ import annotations

import csv
import io
import json
import re
import urllib.parse

import pytest
from playwright.sync_api import Page, expect

from tests.browser.finished_games import LiveClient
from tests.browser.helpers import assert_screen_ready, host_of, join, shot
from tests.browser.test_scorepad_sheet_browser import hearts_sheet_form

pytestmark = pytest.mark.browser

ANN_AND_CY, BOB_AND_DI = "Ann and Cy", "Bob and Di"
# (phone's player, round, side, points): each cell typed by a player of the side (or the host, Ann).
CELLS = (("Bob", 1, BOB_AND_DI, 12), ("Cy", 1, ANN_AND_CY, 8), ("Di", 2, BOB_AND_DI, 5), ("Ann", 2, ANN_AND_CY, 9),
         ("Ann", 3, BOB_AND_DI, 4), ("Cy", 3, ANN_AND_CY, 10))  # Ann's team 27, Bob's 21: Ann and Cy win


def new_teams_sheet(page: Page, server: str) -> str:
    hearts_sheet_form(page, server)
    for seat, team in ((1, "Team 1"), (2, "Team 2"), (3, "Team 1"), (4, "Team 2")):
        page.get_by_label(f"Player {seat}: team").select_option(label=team)
    page.get_by_label("Your name (to take a seat yourself)").fill("Ann")
    page.get_by_role("button", name="Create the table").click()
    expect(page.locator("#join-code")).to_have_text(re.compile(r"^[A-Z0-9]{6}$"))
    return page.locator("#join-code").inner_text()


def cell_field(page: Page, round_: int, side: str):
    return page.get_by_label(f"Round {round_}: points for {side}")


def test_a_teams_score_sheet_to_its_end_on_phones_alone(server, phone):
    ann = phone(width=320)
    code = new_teams_sheet(ann, server)
    phones = {"Ann": ann, "Bob": phone(width=390, color_scheme="dark"), "Cy": phone(width=320, color_scheme="dark"),
              "Di": phone(width=390)}
    for name in ("Bob", "Cy", "Di"):
        join(phones[name], server, code, name)
    table_id, host = host_of(ann)
    for page in phones.values():
        expect(page.locator("h1")).to_have_text("Hearts")  # titled by the game it scores, not "Score pad"

    # The engine's choices: a player is offered only its side's next round; the host every side's.
    expect(cell_field(phones["Bob"], 1, BOB_AND_DI)).to_be_visible(timeout=10000)
    expect(cell_field(phones["Bob"], 1, ANN_AND_CY)).to_have_count(0)
    expect(cell_field(phones["Bob"], 2, BOB_AND_DI)).to_have_count(0)
    expect(cell_field(ann, 1, BOB_AND_DI)).to_be_visible()
    assert_screen_ready(phones["Cy"])

    for number, (who, round_, side, points) in enumerate(CELLS, start=1):
        page = phones[who]
        cell_field(page, round_, side).fill(str(points))
        page.get_by_role("button", name=f"Enter round {round_} for {side}").click()
        # Every phone sees the cell, and the side's next round is what the others of its side are offered.
        column = 0 if side == ANN_AND_CY else 1
        for other in phones.values():
            expect(other.locator(".sheet tbody tr").nth(round_ - 1).locator("td").nth(column)).to_have_text(
                str(points), timeout=10000)
        if number == 2:
            expect(cell_field(phones["Di"], 2, BOB_AND_DI)).to_be_visible()  # Bob entered round 1 for both
            expect(cell_field(phones["Di"], 1, BOB_AND_DI)).to_have_count(0)
            assert_screen_ready(phones["Di"])

    for name, page in phones.items():
        expect(page.locator(".results .outcome")).to_contain_text("Ann and Cy win together with 27 points.",
                                                                  timeout=10000)
        places = dict(zip(page.locator(".ranking .rank-name").all_inner_texts(),
                          page.locator(".ranking .rank").all_inner_texts()))
        # SP10: two sides, so Bob and Di are 2nd, not 3rd; nobody "went first" on a score pad.
        assert {n.strip(): p for n, p in places.items()} == {"Ann": "1st", "Cy": "1st", "Bob": "2nd", "Di": "2nd"}, places
        expect(page.locator(".ranking")).not_to_contain_text("went first")
    for page in (ann, phones["Bob"]):
        shot(page, f"scorepad-teams-end-{page.viewport_size['width']}")
        assert_screen_ready(page)

    href = phones["Bob"].get_by_role("link", name="Add to BG Stats").get_attribute("href")
    play = json.loads(urllib.parse.parse_qs(urllib.parse.urlparse(href).query)["data"][0])
    assert play["game"]["name"] == "Hearts"
    assert {p["name"]: (p["score"], p["rank"], p["winner"], p["team"]) for p in play["players"]} == {
        "Ann": (27, 1, True, "Ann & Cy"), "Cy": (27, 1, True, "Ann & Cy"),
        "Bob": (21, 2, False, "Bob & Di"), "Di": (21, 2, False, "Bob & Di")}
    assert not any("startPlayer" in p for p in play["players"])
    csv_text = LiveClient(server).get(f"/api/v1/tables/{table_id}/results.csv",
                                      headers={"Authorization": f"Bearer {host}"}).data.decode()
    rows = {row["player"]: row for row in csv.DictReader(io.StringIO(csv_text))}
    assert {name: (row["rank"], row["team"], row["start player"]) for name, row in rows.items()} == {
        "Ann": ("1", "Ann & Cy", ""), "Cy": ("1", "Ann & Cy", ""), "Bob": ("2", "Bob & Di", ""),
        "Di": ("2", "Bob & Di", "")}
