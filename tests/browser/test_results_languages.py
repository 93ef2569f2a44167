"""After the game in German and in French: the results screen, the big screen, the past games, the
people and the rulings on a phone whose browser speaks that language (its context's locale sets
navigator.languages and the Accept-Language every request carries).

A short score pad (Ann 7, Bob 10 to a winning score of 10) is finished through the API. Each screen
must show the phone's own words in the phone's language, the server's sentences (the outcome, the
rulings) as the server writes them in that language, and pass the layout checks at 320 and 390 px,
light and dark: nothing wider than the screen, text and targets large enough, axe clean.
"""
from __future__ import annotations

import json
import re
import urllib.request
from dataclasses import dataclass
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser import finished_games
from tests.browser.finished_games import seat_phone
from tests.browser.helpers import check_screen

pytestmark = pytest.mark.browser


@dataclass(frozen=True)
class Words:
    """What the phone's own catalogs say in one language, as these screens should show it."""

    locale: str
    game_over: str
    add_to_bg_stats: str
    show_numbers: str
    chart_title: str  # a score pad charts its points move by move
    final_table: str
    past_games: str
    forget: str
    role_player: str
    weekdays: str  # the date's short weekday, as Intl writes it in the language
    people: str
    counted_one: str
    one_game_one_win: str
    rulings: str
    rulings_intro: str
    bob_won: str  # the past games' outcome of the score pad played here


GERMAN = Words(
    locale="de-DE", game_over="Das Spiel ist vorbei", add_to_bg_stats="Zu BG Stats hinzufügen",
    show_numbers="Die Zahlen zeigen", chart_title="Punkte nach jedem Zug", final_table="Den Endstand zeigen",
    past_games="Frühere Spiele auf diesem Handy", forget="Dieses Spiel vergessen", role_player="Auf diesem Handy: Spieler.",
    weekdays=r"^(Mo|Di|Mi|Do|Fr|Sa|So)\., ", people="Leute von Spiel zu Spiel",
    counted_one="Gezählt über 1 beendeten Tisch.", one_game_one_win="1 Spiel, 1 Sieg.", rulings="Regeln",
    rulings_intro="Wo ein Regelheft schweigt oder sich widerspricht, folgt die App diesen Regeln.",
    bob_won="Bob hat gewonnen (10 Punkte).")
FRENCH = Words(
    locale="fr-FR", game_over="La partie est finie", add_to_bg_stats="Ajouter à BG Stats",
    show_numbers="Afficher les chiffres", chart_title="Points après chaque coup", final_table="Afficher la table finale",
    past_games="Parties précédentes sur ce téléphone", forget="Oublier cette partie", role_player="Sur ce téléphone\xa0: joueur.",
    weekdays=r"^(lun|mar|mer|jeu|ven|sam|dim)\. ", people="Les joueurs d'une partie à l'autre",
    counted_one="Compté sur 1 table finie.", one_game_one_win="1 partie, 1 victoire.", rulings="Règles",
    rulings_intro="Là où un livret de règles se tait ou se contredit, l'appli suit ces règles.",
    bob_won="Bob a gagné (10 points).")

SCREENS = [pytest.param(words, width, scheme, id=f"{words.locale}-{width}-{scheme}")
           for words in (GERMAN, FRENCH) for width in (320, 390) for scheme in ("light", "dark")]


def api_in(server: str, path: str, locale: str, token: str | None = None) -> Any:
    """The API's answer as a phone speaking ``locale`` gets it."""
    headers = {"Accept-Language": locale, **({"Authorization": f"Bearer {token}"} if token else {})}
    with urllib.request.urlopen(urllib.request.Request(server + path, headers=headers), timeout=10) as answer:
        return json.loads(answer.read())


def assert_results_in(page: Page, words: Words, outcome: str) -> None:
    results = page.locator(".results")
    expect(results.locator("#results-heading")).to_have_text(words.game_over, timeout=10000)
    expect(results.locator(".outcome")).to_have_text(outcome)
    expect(results.get_by_role("link", name=words.add_to_bg_stats)).to_be_visible()
    expect(results.locator(".progress .chart h3")).to_have_text(words.chart_title)
    results.get_by_text(words.show_numbers).click()
    expect(results.locator(".numbers caption")).to_have_text(words.chart_title)
    assert "Show the numbers" not in results.inner_text()


@pytest.mark.parametrize(("words", "width", "scheme"), SCREENS)
def test_the_screens_after_the_game_speak_the_phones_language(server, phone, words, width, scheme):
    table = finished_games.score_pad(server)
    result = api_in(server, f"/api/v1/tables/{table.id}/result", words.locale, table.tokens[1])
    english = api_in(server, f"/api/v1/tables/{table.id}/result", "en", table.tokens[1])
    assert result["outcome"] != english["outcome"], "the server says the outcome in the phone's language"
    page = phone(width=width, color_scheme=scheme, locale=words.locale)

    # The results, at Bob's seat (Bob won: the people view then counts his win).
    seat_phone(page, server, table.id, player=table.tokens[1])
    assert_results_in(page, words, result["outcome"])
    expect(page.locator("html")).to_have_attribute("lang", words.locale.split("-")[0])
    check_screen(page, f"results-{words.locale}-{width}-{scheme}")

    # The big screen leads with the same results, without a phone's actions.
    watch = phone(width=width, color_scheme=scheme, locale=words.locale)
    watch.goto(f"{server}/watch/{table.id}#{table.spectator}")
    expect(watch.locator(".results .outcome")).to_have_text(result["outcome"], timeout=10000)
    expect(watch.get_by_role("button", name=words.final_table)).to_be_visible()
    expect(watch.locator("#bg-stats")).to_have_count(0)
    check_screen(watch, f"watch-{words.locale}-{width}-{scheme}")

    # The past games: the phone's words, the date in the language, the outcome worded on the phone
    # from what it kept (the winners and their score, no words: past.js).
    page.goto(server + "/history")
    expect(page.get_by_role("heading", name=words.past_games, level=1)).to_be_visible()
    row = page.locator(f".past-game[data-table='{table.id}']")
    expect(row.locator(".past-result")).to_have_text(words.bob_won)
    expect(row.get_by_text(words.role_player)).to_be_visible()
    expect(row.locator(".past-when")).to_have_text(re.compile(words.weekdays))
    expect(row.get_by_role("button", name=words.forget)).to_be_visible()
    check_screen(page, f"history-{words.locale}-{width}-{scheme}")

    # The people this phone played with: counted in the language.
    page.goto(server + "/people")
    expect(page.get_by_role("heading", name=words.people, level=1)).to_be_visible()
    expect(page.get_by_role("status")).to_have_text(words.counted_one)
    bob = page.locator(".person").filter(has=page.get_by_role("heading", name="Bob", exact=True))
    expect(bob.locator(".person-total")).to_have_text(words.one_game_one_win)
    check_screen(page, f"people-{words.locale}-{width}-{scheme}")

    # The rulings: the page's words the phone's, each ruling's text the server's in that language.
    games = api_in(server, "/api/v1/games", words.locale)
    score_pad = next(game for game in games if game["id"] == "score-pad")
    page.goto(server + "/rulings")
    expect(page.get_by_role("heading", name=words.rulings, level=1)).to_be_visible()
    expect(page.locator("main, body").first).to_contain_text(words.rulings_intro)
    ruling, text = next(iter(score_pad["rulings"].items()))
    expect(page.locator(f"dt#score-pad-{ruling} + dd")).to_have_text(text)
    check_screen(page, f"rulings-{words.locale}-{width}-{scheme}")
