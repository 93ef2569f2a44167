"""The language picked on the phone, not the browser's, in what the phone downloads, keeps and counts.

- The log CSV a phone downloads is in the picked language, though the browser's own Accept-Language
  says another (the download goes through fetch with the phone's header, not a plain link).
- The past games keep no words: their game's name and how it ended follow a change of language,
  and an entry kept with words by an older release still shows them.
- Scores are written as the language writes numbers: a German score pad shows 1000 as "1.000".
"""
from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest
from api.words.i18n import of_name
from fluent.runtime import FluentBundle, FluentResource
from playwright.sync_api import Page, expect

from tests.browser import finished_games
from tests.browser.finished_games import LiveClient, seat_phone
from tests.browser.helpers import post
from tests.paths import ROOT

pytestmark = pytest.mark.browser


def phone_words(language: str, part: str, message_id: str, **args: Any) -> str:
    """A message of the phone's catalog (pwa/locales/<language>/<part>.ftl) as the phone says it."""
    bundle = FluentBundle([language], use_isolating=False, functions={"OF": of_name})  # as pwa/js/i18n.js
    bundle.add_resource(FluentResource((ROOT / "pwa" / "locales" / language / f"{part}.ftl").read_text(encoding="utf-8")))
    said, errors = bundle.format_pattern(bundle.get_message(message_id).value, args)
    assert not errors, errors
    return said


def api_in(server: str, path: str, language: str, token: str | None = None) -> tuple[str, str]:
    """The API's answer as text to a request in ``language``, and its Content-Language."""
    headers = {"Accept-Language": language, **({"Authorization": f"Bearer {token}"} if token else {})}
    with urllib.request.urlopen(urllib.request.Request(server + path, headers=headers), timeout=10) as answer:
        return answer.read().decode("utf-8"), answer.headers.get("Content-Language", "")


def pick(page: Page, language: str) -> None:
    """Choose ``language`` in the picker at the top of the page; the words change at once."""
    page.locator("#language").select_option(language)
    expect(page.locator("html")).to_have_attribute("lang", language)


def test_the_log_csv_downloaded_is_in_the_picked_language_not_the_browsers(server, phone, tmp_path):
    table = finished_games.score_pad(server)
    page = phone(locale="en-US")  # the browser asks for English on every plain request
    page.goto(server + "/")
    pick(page, "de")
    seat_phone(page, server, table.id, player=table.tokens[0])
    button = page.get_by_role("button", name=phone_words("de", "after", "results-download-log"))
    expect(button).to_be_visible(timeout=10000)
    with page.expect_download() as caught:
        button.click()
    saved = tmp_path / caught.value.suggested_filename
    caught.value.save_as(saved)
    # The phone downloads the log laid out for people (headers and values in words).
    german, language = api_in(server, f"/api/v1/tables/{table.id}/log.csv?layout=people", "de", table.tokens[0])
    english, _ = api_in(server, f"/api/v1/tables/{table.id}/log.csv?layout=people", "en", table.tokens[0])
    assert language == "de" and german != english, "the server words the log CSV in the request's language"
    assert saved.read_bytes().decode("utf-8-sig") == german.removeprefix("\ufeff")


def kept_history(page: Page) -> dict[str, Any]:
    return page.evaluate("JSON.parse(localStorage.getItem('sherwood.history'))")


def test_the_past_games_follow_a_change_of_language(server, phone):
    table = finished_games.score_pad(server)  # Ann 7, Bob 10: Bob wins, at 10 points
    page = phone(locale="en-US")
    seat_phone(page, server, table.id, player=table.tokens[1])
    expect(page.locator(".results .outcome")).not_to_be_empty(timeout=10000)
    kept = kept_history(page)[table.id]
    # What the phone keeps has no language: the game by its id, the outcome as data.
    assert kept["game"] == "score-pad" and "gameName" not in kept
    assert kept["result"] == {"winners": ["Bob"], "cooperative": False, "score": 10, "measure": "points"}

    # An entry an older release kept, with words: shown as it was kept, in any language.
    page.evaluate("""() => {
        const past = JSON.parse(localStorage.getItem('sherwood.history'));
        past['an-older-table'] = {game: 'score-pad', gameName: 'Score pad', at: Date.now() - 86400000,
                                  players: ['Cat', 'Dan'], role: 'Host',
                                  result: {outcome: 'Cat wins with 12 points.', winners: ['Cat']}};
        localStorage.setItem('sherwood.history', JSON.stringify(past));
    }""")
    page.goto(server + "/history")
    row = page.locator(f".past-game[data-table='{table.id}']")
    older = page.locator(".past-game[data-table='an-older-table']")
    english_title = json.loads(api_in(server, "/api/v1/games/score-pad/brief", "en")[0])["title"]
    expect(row.locator("h2")).to_have_text(english_title)
    expect(row.locator(".past-result")).to_have_text("Bob won (10 points).")
    expect(older.locator(".past-result")).to_have_text("Cat wins with 12 points.")

    for language in ("de", "fr"):
        pick(page, language)
        title = json.loads(api_in(server, "/api/v1/games/score-pad/brief", language)[0])["title"]
        assert title != english_title
        score = phone_words(language, "after", "results-score", score=10, measure="points", word="points")
        outcome = phone_words(language, "after", "history-outcome-won-score", names="Bob", count=1, score=score)
        assert outcome != "Bob won (10 points)."
        expect(row.locator(".past-result")).to_have_text(outcome)
        expect(row.locator("h2")).to_have_text(title)
        expect(older.locator("h2")).to_have_text(title)  # the game's id names it now, the kept words aside
        expect(older.locator(".past-result")).to_have_text("Cat wins with 12 points.")
    assert "gameName" not in kept_history(page)[table.id]


def test_a_german_score_pad_writes_a_thousand_as_the_language_does(server, phone):
    # The scoreboard: Bob's 1000 ends the game (a goal of 10) and shows as German writes it.
    table = finished_games.score_pad(server, points=(5, 1000))
    page = phone(locale="de-DE")
    seat_phone(page, server, table.id, player=table.tokens[1])
    bob = page.locator(".score-row").filter(has_text="Bob")
    expect(bob.locator(".score")).to_have_text("1.000", timeout=10000)
    expect(page.locator(".results .rank-row.winner .rank-score")).to_have_text("1.000 Punkte")

    # The score sheet: a round's cell and the total, in French too (a narrow no-break space).
    live = LiveClient(server)
    created = live.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 2, "sheet": True}}).json
    for name in ("Ann", "Bob"):
        live.post("/api/v1/join", json={"code": created["join_code"], "name": name})
    post(server, f"/api/v1/tables/{created['id']}/moves", created["host_token"],
         {"type": "score", "round": 1, "points": 1000, "seat": 0})
    for locale, thousand in (("de-DE", "1.000"), ("fr-FR", "1\u202f000"), ("en-US", "1,000")):
        sheet = phone(locale=locale)
        seat_phone(sheet, server, created["id"], host=created["host_token"])
        expect(sheet.locator(".sheet tbody tr").first.locator("td").first).to_have_text(thousand, timeout=10000)
        expect(sheet.locator(".sheet tfoot td").first).to_have_text(thousand)
