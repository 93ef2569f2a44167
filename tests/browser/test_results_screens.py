"""The results screen of each of the five games, on a 390 px and a 320 px phone, light and dark.

Each game is played to its end through the API, as its API test plays it (finished_games.py); a seated
player's phone then opens the table. The screen must lead with the outcome sentence the API gives, mark
the winners, list every player with their score in the game's words, show the progress chart with its
numbers, the duration and the moves, and keep the final table below. The spectator's big screen shows
the same results.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser import finished_games
from tests.browser.finished_games import api_get, seat_phone
from tests.browser.helpers import assert_screen_ready

pytestmark = pytest.mark.browser

SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "results.png"


def score_words(score: int | None, measure: str | None) -> str | None:
    """How the screen says a score (results.js scoreWords), written out here to check it."""
    if score is None:
        return None
    if measure == "money":
        return f"${score}" if score >= 0 else f"−${-score}"
    if measure == "points":
        return f"{score} point{'' if abs(score) == 1 else 's'}"
    return f"{score} {measure}" if measure else str(score)


def assert_results_shown(page: Page, result: dict) -> None:
    results = page.locator(".results")
    expect(results.locator(".outcome")).to_have_text(result["outcome"], timeout=10000)
    rows = results.locator(".ranking li")
    expect(rows).to_have_count(len(result["players"]))
    by_place = sorted(result["players"], key=lambda p: (p["rank"], p["seat"]))
    winners = [p for p in result["players"] if p["winner"]]
    for row, player in zip(rows.all(), by_place):
        expect(row.locator(".rank-name")).to_contain_text(player["name"])
        words = None if result["no_points"] else score_words(player["score"], result["measure"])
        if words:
            expect(row.locator(".rank-score")).to_have_text(words)
        if player["winner"]:
            mark = "Won together" if result["cooperative"] else "Shared win" if len(winners) > 1 else "Winner"
            expect(row.locator(".win-mark")).to_have_text(mark)
        else:
            expect(row.locator(".win-mark")).to_have_count(0)
    expect(results.locator(".facts")).to_contain_text(f"{result['moves']} move")
    # The chart of how the game went, with the same numbers as a table behind "Show the numbers".
    # Every one of the five games has a course to draw (even those without points: Hero's bounty,
    # Rescuing's villagers rescued), so the chart must be there.
    points = result["progress"]["points"]
    assert len(points) > 1 and any(s for point in points for s in point["scores"]), result["progress"]
    chart = results.locator(".progress .chart")
    expect(chart.locator("svg[role=img]")).to_have_count(1)
    expect(chart.locator("svg polyline")).to_have_count(len(result["players"]))
    # Every label whole inside the chart and none over another ("Settlement 1" lost its "S", "1000" its "1").
    boxes = chart.locator("svg text").evaluate_all(
        "(texts) => { const svg = texts[0].ownerSVGElement.getBoundingClientRect();"
        " return texts.map((t) => { const b = t.getBoundingClientRect();"
        " return [t.textContent, b.left - svg.left, b.right - svg.left, b.top - svg.top, b.bottom - svg.top, svg.width]; }); }")
    for text, left, right, _, _, width in boxes:
        assert left >= -0.5 and right <= width + 0.5, f"{text!r} runs out of the chart: {left:.1f}-{right:.1f} of {width:.1f}"
    x_labels = sorted((b for b in boxes if b[3] > boxes[0][5] * 0.4), key=lambda b: b[1])  # the bottom row
    for first, second in zip(x_labels, x_labels[1:]):
        if abs(first[3] - second[3]) < 2:  # on one line
            assert first[2] <= second[1] + 0.5, f"{first[0]!r} runs into {second[0]!r}"
    results.get_by_text("Show the numbers").click()
    rows = results.locator(".numbers tbody tr")
    expect(rows).to_have_count(len(points))
    expect(rows.last.locator("th")).to_have_text(points[-1]["label"])
    # What the ranking does not say (Curse's Legends, C6) is said beside it, with its ruling.
    notes = results.locator(".result-notes li")
    expect(notes).to_have_count(len(result["notes"]))
    for note, shown in zip(result["notes"], notes.all()):
        expect(shown).to_contain_text(note["text"])
        expect(shown.get_by_role("link", name=f"Ruling {note['ruling']}")).to_have_count(1)
    if result["game"] == "curse-you-robin-hood":
        assert result["notes"], "a Curse game with Legends says their points"
        # Over: no stockpile is "heading for the Curse" any more, and the totals are final.
        expect(page.locator(".curse-warning")).to_have_count(0)
        expect(page.locator(".stockpiles .total").first).not_to_contain_text("so far")
    for tie in result["tie_breaks"]:
        link = results.get_by_role("link", name=f"Ruling {tie['ruling']}")
        expect(link).to_have_attribute("href", f"/rulings#{result['game']}-{tie['ruling']}")
    # The actions are there, and the final board stays below.
    expect(results.get_by_role("link", name="Add to BG Stats")).to_have_attribute("href", result["bg_stats_url"])
    expect(results.get_by_role("button", name="Download everything (JSON)")).to_be_visible()
    expect(page.locator("#final-table h2")).to_have_text("The final table")


@pytest.mark.parametrize("game", list(finished_games.GAMES))
def test_the_results_screen_of_a_finished_game(server, phone, game):
    table = finished_games.GAMES[game](server)
    assert table.game == game
    result = api_get(server, f"/api/v1/tables/{table.id}/result", table.tokens[0])
    assert result["players"] and result["outcome"]

    page = phone(width=390)
    seat_phone(page, server, table.id, player=table.tokens[0])
    assert_results_shown(page, result)
    # The seat this phone holds is marked in the ranking.
    expect(page.locator(".ranking li.mine .rank-name")).to_contain_text(table.names[0])
    assert_screen_ready(page)
    if game == "robin-hood-goods" and os.environ.get("SHERWOOD_README_SCREENSHOTS"):
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        page.evaluate("window.scrollTo(0, 0)")
        height = page.evaluate("Math.ceil(document.querySelector('.results').getBoundingClientRect().bottom) + 16")
        page.screenshot(path=str(SCREENSHOT), full_page=True, clip={"x": 0, "y": 0, "width": 390, "height": height})
    page.set_viewport_size({"width": 320, "height": 740})
    assert_screen_ready(page)

    # The big screen (spectator) leads with the same results.
    watch = phone(width=390)
    watch.goto(f"{server}/watch/{table.id}#{table.spectator}")
    expect(watch.locator(".results .outcome")).to_have_text(result["outcome"], timeout=10000)
    expect(watch.get_by_role("button", name=re.compile("Play again"))).to_have_count(0)  # the host's alone
    # A big screen is for looking: BG Stats and the downloads are a phone's.
    expect(watch.locator("#bg-stats")).to_have_count(0)
    expect(watch.get_by_role("button", name=re.compile("Download"))).to_have_count(0)
    watch.get_by_role("button", name="Show the final table").click()
    expect(watch.locator("#final-table")).to_be_in_viewport()
    assert watch.url.endswith(f"#{table.spectator}")  # the big screen keeps its token in the address


def test_a_lost_solo_game_says_so_without_a_winner(server, phone):
    table = finished_games.hero_lost(server)
    result = api_get(server, f"/api/v1/tables/{table.id}/result", table.tokens[0])
    assert not any(p["winner"] for p in result["players"])
    page = phone(width=320)
    seat_phone(page, server, table.id, player=table.tokens[0])
    assert_results_shown(page, result)
    expect(page.locator(".results .win-mark")).to_have_count(0)
    expect(page.locator(".results .rank")).to_have_text([""])  # no "1st" for a player alone
    assert_screen_ready(page)


CONTRAST_OF_LINES = """() => {
  const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const card = lum(rgb(getComputedStyle(document.querySelector('.results')).backgroundColor));
  return [...document.querySelectorAll('.results .chart polyline')].map((line) => {
    const l = lum(rgb(getComputedStyle(line).stroke));
    return (Math.max(l, card) + 0.05) / (Math.min(l, card) + 0.05);
  });
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_charts_lines_stand_out_from_the_card(server, phone, scheme):
    """WCAG 1.4.11 asks 3:1 of the graphics that carry meaning; a walkthrough lost a dark-green line in dark mode."""
    table = finished_games.score_pad(server, names=("Ann", "Bob", "Cy", "Di", "Ed", "Flo"), points=(1, 2, 3, 4, 5, 10))
    page = phone(width=320, color_scheme=scheme)
    seat_phone(page, server, table.id, player=table.tokens[0])
    expect(page.locator(".results .chart polyline")).to_have_count(6, timeout=10000)
    ratios = page.evaluate(CONTRAST_OF_LINES)
    assert len(ratios) == 6 and min(ratios) >= 3, ratios
