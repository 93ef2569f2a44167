"""The home page, the new-table form, joining and the score pad in the reader's language.

A phone whose browser speaks German or French (320 and 390 px, light and dark) opens the home page
and the new-table form in that language, creates a score sheet table, a second phone sits down, the
host enters a round, and a round the other player entered at the same moment is refused by the
server in the reader's language; the log says the round in it too. The language picker changes the
words at once and keeps what was typed; the browser's language is followed when nothing was picked.

The expected words are read from the catalogs themselves (the phone's pwa/locales and the server's
locales), so a reworded message does not break the test; each is checked not to be the English one.
"""
from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import pytest
from api.words.i18n import of_name
from fluent.runtime import FluentBundle, FluentResource
from playwright.sync_api import Page, Route, expect

from tests.browser.helpers import assert_refusal_visible_and_announced, check_screen, post
from tests.paths import ROOT

pytestmark = pytest.mark.browser

BROWSER_LOCALE = {"de": "de-DE", "fr": "fr-FR"}
SCORE_PAD_LINK = re.compile("Score pad|Punkteblock|Bloc de score")


@cache
def catalog(language: str, path: str) -> FluentBundle:
    bundle = FluentBundle([language], use_isolating=False, functions={"OF": of_name})  # as pwa/js/i18n.js
    bundle.add_resource(FluentResource((ROOT / path).read_text(encoding="utf-8")))
    return bundle


def words(language: str, part: str, message_id: str, **args: Any) -> str:
    """A message of the phone's catalog part ("app", "score-pad") as the phone says it."""
    bundle = catalog(language, f"pwa/locales/{language}/{part}.ftl")
    said, errors = bundle.format_pattern(bundle.get_message(message_id).value, args)
    assert not errors, (language, message_id, errors)
    return said


def local_words(language: str, part: str, message_id: str, **args: Any) -> str:
    """words() in ``language``, checked not to be the English words (the point of these tests)."""
    said = words(language, part, message_id, **args)
    assert said != words("en", part, message_id, **args), f"{language}/{message_id} is the English text"
    return said


def server_words(language: str, message_id: str, **args: Any) -> str:
    """A sentence of the server's catalog (locales/<language>/server.ftl)."""
    bundle = catalog(language, f"locales/{language}/server.ftl")
    said, errors = bundle.format_pattern(bundle.get_message(message_id).value, args)
    assert not errors, (language, message_id, errors)
    return said


def seats_kept(page: Page) -> dict[str, Any]:
    return page.evaluate("JSON.parse(localStorage.getItem('sherwood.seats'))")


def round_entered(language: str, who: str, points: int, total: int) -> str:
    """The log's line for a first-round score of one player."""
    return local_words(language, "score-pad", "sp-log-entered", who=who, points=points, round=1, forTeam="no", team="",
                       withTotal="yes", total=total, over="no", winners="", count=0)


def open_home_and_form(page: Page, server: str, language: str) -> None:
    """The home page and the score pad's new-table form, each in the phone's language and checked."""
    page.goto(server + "/")
    expect(page.get_by_role("heading", level=1)).to_have_text(local_words(language, "home", "home-intro-title"))
    expect(page.get_by_role("heading", name=local_words(language, "home", "home-join-title"))).to_be_visible()
    expect(page.get_by_role("button", name=local_words(language, "home", "home-find-table"))).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", language)
    check_screen(page)
    page.get_by_role("link", name=SCORE_PAD_LINK).click()
    expect(page.get_by_role("button", name=local_words(language, "home", "home-create"))).to_be_visible()


def fill_sheet_form(page: Page, language: str, host: str) -> None:
    """Two players, three rounds (which ticks the score sheet), the host seated: in the form's own words."""
    players = page.get_by_label(local_words(language, "score-pad", "sp-option-players"), exact=True)
    players.fill("2")
    players.dispatch_event("input")
    rounds = page.get_by_label(local_words(language, "score-pad", "sp-option-rounds"), exact=True)
    rounds.fill("3")
    rounds.dispatch_event("change")
    expect(page.get_by_label(local_words(language, "score-pad", "sp-option-sheet"), exact=True)).to_be_checked()
    expect(page.get_by_label(local_words(language, "home", "home-player-team", number=2))).to_be_visible()
    page.get_by_label(local_words(language, "home", "home-host-name-label")).fill(host)


def sit_down(page: Page, server: str, code: str, language: str, name: str) -> None:
    page.goto(f"{server}/join/{code}")
    expect(page.get_by_role("heading", level=1)).to_have_text(local_words(language, "app", "join-title"))
    page.get_by_placeholder(local_words(language, "app", "join-name-placeholder")).fill(name)
    check_screen(page)
    page.get_by_role("button", name=local_words(language, "app", "join-sit-down")).click()
    expect(page.locator(".players")).to_contain_text(name)


def enter_round(page: Page, language: str, who: str, points: int) -> None:
    page.get_by_label(local_words(language, "score-pad", "sp-cell-label", round=1, who=who)).fill(str(points))
    page.get_by_role("button", name=local_words(language, "score-pad", "sp-cell-enter-label", round=1, who=who)).click()


def hold_still(page: Page, table_id: str) -> None:
    """The phone hears of no change to the table (as on a slow network): each look at it answers "unchanged"."""
    def unchanged(route: Route) -> None:
        if route.request.method == "GET":
            route.fulfill(status=304)
        else:
            route.continue_()
    page.route(f"**/api/v1/tables/{table_id}", unchanged)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [320, 390])
@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_score_sheet_played_in_the_readers_language(server, phone, language, width, scheme):
    ann = phone(width=width, color_scheme=scheme, locale=BROWSER_LOCALE[language])
    open_home_and_form(ann, server, language)
    fill_sheet_form(ann, language, "Ann")
    check_screen(ann)
    ann.get_by_role("button", name=local_words(language, "home", "home-create")).click()
    expect(ann.locator("#join-code")).to_have_text(re.compile(r"^[A-Z0-9]{6}$"))
    expect(ann.get_by_role("heading", name=local_words(language, "app", "join-invite-title"))).to_be_visible()
    code = ann.locator("#join-code").inner_text()
    table_id = ann.url.rstrip("/").split("/t/")[1]

    bob = phone(width=width, color_scheme=scheme, locale=BROWSER_LOCALE[language])
    sit_down(bob, server, code, language, "Bob")
    bob_token = seats_kept(bob)[table_id]["player"]
    expect(ann.locator(".players")).to_contain_text("Bob", timeout=10000)

    enter_round(ann, language, "Ann", 5)
    expect(ann.locator(".log")).to_contain_text(round_entered(language, "Ann", 5, 5), timeout=10000)

    # Bob enters his round 1 on his phone while the host's has not heard of it yet and enters it for him:
    # the server refuses the host's (SP5), in the host's language.
    hold_still(ann, table_id)
    post(server, f"/api/v1/tables/{table_id}/moves", bob_token, {"type": "score", "round": 1, "points": 7})
    enter_round(ann, language, "Bob", 9)
    refused = server_words(language, "sp-round-entered", side=server_words(language, "player-number", number=2), round=1)
    assert refused != server_words("en", "sp-round-entered", side=server_words("en", "player-number", number=2), round=1)
    refusal = assert_refusal_visible_and_announced(ann, refused)
    expect(refusal).to_contain_text(local_words(language, "app", "form-rule", rule="SP5"))
    expect(ann.locator("html")).to_have_attribute("lang", language)
    check_screen(ann)

    # Once the host's phone hears again (the next look, at most 10 s later), the log says Bob's round.
    ann.unroute(f"**/api/v1/tables/{table_id}")
    expect(ann.get_by_label(local_words(language, "score-pad", "sp-sheet-total-of", who="Bob"))).to_have_text("7", timeout=15000)
    expect(ann.locator(".log")).to_contain_text(round_entered(language, "Bob", 7, 7), timeout=15000)
    check_screen(ann)


def test_the_picker_changes_the_words_at_once_keeps_what_was_typed_and_is_remembered(server, phone):
    page = phone(width=390)
    page.goto(server + "/new/score-pad")
    page.get_by_label(words("en", "score-pad", "sp-option-game-name")).fill("Hearts")
    page.get_by_label(words("en", "home", "home-host-name-label")).fill("Ann")
    page.evaluate("window.sameDocument = true")  # gone if the page reloaded

    page.locator("#language").select_option(label="Deutsch")

    expect(page.get_by_role("button", name=local_words("de", "home", "home-create"))).to_be_visible()
    expect(page.get_by_label(local_words("de", "score-pad", "sp-option-game-name"))).to_have_value("Hearts")
    expect(page.get_by_label(local_words("de", "home", "home-host-name-label"))).to_have_value("Ann")
    expect(page.get_by_role("button", name=words("en", "home", "home-create"))).to_have_count(0)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.evaluate("window.sameDocument === true"), "the page reloaded to change the language"
    expect(page.locator("#language")).to_have_value("de")

    page.reload()
    expect(page.get_by_role("button", name=local_words("de", "home", "home-create"))).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator("#language")).to_have_value("de")


@pytest.mark.parametrize(("browser_locale", "language"), [("fr-CH", "fr"), ("pt-BR", "en")])
def test_the_browsers_language_is_followed_when_we_have_it_and_english_otherwise(server, phone, browser_locale, language):
    page = phone(width=390, locale=browser_locale)
    page.goto(server + "/")
    expect(page.get_by_role("heading", level=1)).to_have_text(words(language, "home", "home-intro-title"))
    expect(page.get_by_role("button", name=words(language, "home", "home-find-table"))).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == language
    expect(page.locator("#language")).to_have_value(language)
    assert json.loads(page.evaluate("JSON.stringify(navigator.languages)"))[0] == browser_locale
