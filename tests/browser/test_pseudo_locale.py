"""The pseudo-locale run: every screen of every game read in en-XA, English accented and a third
longer (api/words/pseudo.py), the phone's catalogs and the server's alike. A plain ASCII word left on a
screen did not come through a catalog: a sentence written in the code, or an id no catalog has.

The screens: the home page, each game's new-table form, the join page, each game's table as it
starts (the first moves' forms) and once it is finished (its results, its log with every kind of
move, a log line's Fix form), the big screen, the past games, the people and the rulings.
"""
from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import Page

from api.words.pseudo import PLAIN_WORD, PSEUDO
from tests.browser import finished_games
from tests.browser.finished_games import Finished, LiveClient, seat_phone
from tests.helpers import make_table

pytestmark = pytest.mark.browser

GAMES = ["score-pad", *finished_games.GAMES]
# Words that are the same in every language: the product's name, and the languages' own names in the picker.
# And the words that join a list: the browser's own (Intl.ListFormat, CLDR's data for the reader's
# language, "und" and "et" in German and French), which has no data of its own for en-XA and so
# joins its lists in English.
SAME_EVERYWHERE = {"Sherwood", "Table", "English", "Deutsch", "Français", "and", "or"}
# Every piece of text a reader meets: text shown (a visually hidden one too, screen readers read it),
# the words in attributes, each choice of a list, the page's title. Closed details are opened first.
TEXTS_ON_SCREEN = """() => {
  document.querySelectorAll("details").forEach((d) => { d.open = true; });
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const element = walker.currentNode.parentElement;
    if (!element || element.closest("script, style, noscript, [hidden], option")) continue;
    if (!element.getClientRects().length) continue;
    texts.push(walker.currentNode.textContent);
  }
  for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], [alt], option")) {
    if (element.closest("[hidden]")) continue;
    for (const name of ["aria-label", "placeholder", "title", "alt"]) texts.push(element.getAttribute(name) || "");
    if (element.tagName === "OPTION") texts.push(element.textContent);
  }
  return texts;
}"""
URL = re.compile(r"https?://\S+|/(?:t|join|watch)/\S+")


def english_words(page: Page, allowed: set[str]) -> dict[str, str]:
    """The plain ASCII words on screen that are not data (names, codes), each with where it was met."""
    found: dict[str, str] = {}
    for text in page.evaluate(TEXTS_ON_SCREEN):
        for word in PLAIN_WORD.findall(URL.sub(" ", text)):
            if word not in allowed and word not in SAME_EVERYWHERE:
                found.setdefault(word, text.strip()[:100])
    return found


def data_words(*names: str) -> set[str]:
    """Player names, a join code, a table id: what the players typed or the server made up."""
    return {word for name in names for word in re.findall(r"[A-Za-z]+", name)}


def preset_names(server: str, game: str) -> list[str]:
    with urllib.request.urlopen(f"{server}/api/v1/games/{game}/presets", timeout=10) as answer:
        return [preset["name"] for preset in json.loads(answer.read())]


def pseudo_phone(phone: Any, server: str) -> Page:
    page = phone(width=390)
    missing: list[str] = []
    page.on("console", lambda message: missing.append(message.text) if "missing message" in message.text else None)
    page.goto(server + "/")
    page.evaluate(f"localStorage.setItem('sherwood.language', '{PSEUDO}')")
    page.missing = missing  # type: ignore[attr-defined]
    return page


def assert_all_words_from_catalogs(page: Page, where: str, allowed: set[str] = frozenset()) -> None:
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)  # the last draw after the live stream's first answer
    assert page.evaluate("document.documentElement.lang") == PSEUDO, where
    found = english_words(page, set(allowed))
    assert not found, f"{where}: English words on screen, each with the text it was in: {found}"
    assert page.missing == [], f"{where}: ids no catalog has"  # type: ignore[attr-defined]


def test_the_shell_and_every_new_table_form(server, phone):
    page = pseudo_phone(phone, server)
    page.goto(server + "/")
    assert_all_words_from_catalogs(page, "home")
    for game in GAMES:
        page.goto(f"{server}/new/{game}")
        page.locator("form").first.wait_for()
        # The presets saved on this server (other tests' card catalogues, "Rosa's box") are data too.
        assert_all_words_from_catalogs(page, f"new {game} table", data_words(*preset_names(server, game)))
    # (The server's own 404 page follows the browser's Accept-Language, not the app's pick: tests/api.)
    for path in ("/rulings", "/history", "/people"):
        page.goto(server + path)
        assert_all_words_from_catalogs(page, path)


# Each game's table as it starts: its options for a new table, and how many seats to fill.
# The goods' card table is the player-aid numbers the rulebook leaves out (invented for the test).
STARTS = {
    "score-pad": ({"players": 2}, 2),
    "curse-you-robin-hood": ({"players": 3}, 3),
    "robin-hood-1990": ({"players": 3}, 3),
    "robin-hood-goods": ({"players": 3, "mode": "advanced", "card_table": {
        "values": {"fruit": 3, "mead": 8, "jewelry": 9}, "penalties": {"mead": 6, "jewelry": 7},
        "rewards": {"mead": 4, "jewelry": 5}, "limits": {"fruit": 4, "chicken": 4, "mead": 2, "jewelry": 1}}}, 3),
    "hero-of-the-people": ({}, 1),
    "rescuing-robin-hood": ({"players": 2}, 2),
}


@pytest.mark.parametrize("game", GAMES)
def test_a_table_as_it_starts_and_its_join_page(server, phone, game):
    options, seats = STARTS[game]
    table = make_table(LiveClient(server), game, **options)
    code = table.created["join_code"]
    names = ["Åsa", "Éva", "Ïda"][:seats]
    for name in names[:-1]:  # the last seat stays free: its join page is read below
        assert table.join(name).status_code == 201
    joining = pseudo_phone(phone, server)
    joining.goto(f"{server}/join#{code}")
    joining.locator("input[name=name]").wait_for()
    assert_all_words_from_catalogs(joining, f"{game}: the join page", data_words(code))
    host = pseudo_phone(phone, server)
    seat_phone(host, server, table.id, host=table.created["host_token"], code=code, game=game)
    assert_all_words_from_catalogs(host, f"{game}: the table as it starts", data_words(code, table.id, *names))


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_table_its_log_fix_form_and_big_screen(server, phone, game):
    finished: Finished = finished_games.score_pad(server) if game == "score-pad" else finished_games.GAMES[game](server)
    allowed = data_words(finished.id, *finished.names)
    host = pseudo_phone(phone, server)
    seat_phone(host, server, finished.id, host=finished.host, player=finished.tokens[0], game=game)
    host.locator(".log li").first.wait_for()
    assert_all_words_from_catalogs(host, f"{game}: the finished table, its results and log", allowed)
    fix = host.locator(".log li button", has_text=re.compile(r"\S")).first
    if fix.count():
        fix.click()
        host.wait_for_timeout(500)
        assert_all_words_from_catalogs(host, f"{game}: a log line's correction form", allowed)
    screen = pseudo_phone(phone, server)
    screen.goto(f"{server}/watch/{finished.id}#{finished.spectator}")
    assert_all_words_from_catalogs(screen, f"{game}: the big screen", allowed)
