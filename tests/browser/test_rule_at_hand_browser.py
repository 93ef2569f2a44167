"""A rule at hand (issue 37, point 3): "What can I do now?" says in words what the engine lets this
phone enter, with the ruling behind each option, and follows the table; the rulings page groups each
game's rulings by the phase of play, filters by game and searches, in the reader's language.
Phones at 320 and 390 px, light and dark, in English, German and French."""
from __future__ import annotations

import json
import re
import urllib.request

import pytest
from playwright.sync_api import expect

from engine.games.curse import DEALS, GOODS
from tests.browser.finished_games import api_get
from tests.browser.helpers import create_table, assert_screen_ready, host_of, join, post

pytestmark = pytest.mark.browser


def curse_table_for_two(server, phone):
    """Ann hosts a two-player Curse You table (English, 320 px, light); Bob joins in German (390 px, dark)."""
    ann = phone(width=320, color_scheme="light")
    code = create_table(ann, server, "Curse You", "Ann", players=2)
    bob = phone(width=390, color_scheme="dark", locale="de-DE")
    bob.goto(server + "/")  # the join screen's words are German from here on
    join_in_german(bob, server, code, "Bob")
    return ann, bob


def join_in_german(page, server, code, name):
    page.goto(f"{server}/join#{code}")
    page.get_by_placeholder(re.compile("Name")).fill(name)
    page.get_by_role("button", name="Hinsetzen").click()
    expect(page.locator(".players")).to_contain_text(name)


def test_what_can_i_do_now_says_the_engines_choices_with_their_rulings_and_follows_the_table(server, phone):
    ann, bob = curse_table_for_two(server, phone)
    table_id, host_token = host_of(ann)

    # Before the Market is dealt the table as a whole enters it, and may still change its Legends (C2):
    # said so on both phones.
    bob.get_by_text("Was kann ich jetzt tun?").click()
    can_do = bob.locator("details.can-do")
    expect(can_do.locator("h3")).to_have_text(["Für den Tisch"])
    expect(can_do.locator("li[data-move]")).to_have_count(2)
    expect(can_do.locator("li[data-move='market']")).to_contain_text("Regel C2: Legenden und Kartenzahl")
    expect(can_do.locator("li[data-move='legends']")).to_contain_text("Regel C2")
    ann.get_by_text("What can I do now?").click()
    expect(ann.locator("details.can-do li[data-move='market']")).to_contain_text("Rule C2: Legends and deal sizes")
    assert_screen_ready(ann)

    # The Market goes in (from the API: this test is about the list, not the picker): the list
    # follows while open, and now each player reveals their own card (C10).
    market_size = DEALS[2][2]
    market = [{"good": good, "rank": rank} for good in GOODS for rank in range(1, 11)][:market_size]
    post(server, f"/api/v1/tables/{table_id}/moves", host_token, {"type": "market", "cards": market})
    expect(can_do.locator("li[data-move='reveal']")).to_contain_text("Regel C10")
    expect(can_do.locator(".can-do-waiting")).to_have_text("Der Tisch wartet auf Ann und Bob.")
    expect(can_do.locator("h3").first).to_have_text("Du kannst eintragen")
    # Exactly what the engine lets Bob's phone send: nothing more, nothing less.
    choices = api_get(server, f"/api/v1/tables/{table_id}", bob_token(bob, table_id))["choices"]
    offered = can_do.locator("li[data-move]").evaluate_all("(items) => items.map((li) => li.dataset.move)")
    assert sorted(set(offered)) == sorted({move["type"] for move in choices["moves"]})
    assert_screen_ready(bob)
    expect(can_do.locator("li[data-move='reveal']").get_by_role("link", name="Regel C10")).to_have_attribute(
        "href", "/rulings#curse-you-robin-hood-C10")

    # Every move's line in the log links the rulings its result applies (C10 for a reveal), in German.
    post(server, f"/api/v1/tables/{table_id}/moves", bob_token(bob, table_id), {"type": "reveal",
                                                                                "card": {"good": "meat", "rank": 10}})
    line = bob.locator(".log li").first
    expect(line.locator(".log-rules")).to_have_text("(Regel C10)")
    expect(line.get_by_role("link", name="C10")).to_have_attribute("href", "/rulings#curse-you-robin-hood-C10")

    # The ruling's link opens it on the rulings page, grouped under its phase, in German.
    line.get_by_role("link", name="C10").click()
    expect(bob.locator("#curse-you-robin-hood-C10")).to_be_in_viewport()
    phase = bob.locator(".rulings-phase", has=bob.locator("#curse-you-robin-hood-C10"))
    expect(phase.locator("h3")).to_have_text("Während eines Zugs")


def bob_token(page, table_id):
    return page.evaluate("JSON.parse(localStorage.getItem('sherwood.seats'))")[table_id]["player"]


def test_the_rulings_page_groups_by_phase_picks_a_game_and_searches_in_the_readers_language(server, phone):
    page = phone(width=320, color_scheme="dark", locale="fr-FR")
    page.goto(server + "/rulings#curse-you-robin-hood")  # a game's own rules page
    expect(page.get_by_label("Jeu")).to_have_value("curse-you-robin-hood")
    expect(page.locator(".rulings-game:visible")).to_have_count(1)
    expect(page.locator(".rulings-game:visible .rulings-phase h3")).to_have_text(
        ["Mise en place", "Pendant un tour", "À la fin d’une manche", "Décompte et victoire",
         "Variantes et jeu en solo", "Saisir dans l’application"])
    expect(page.locator(".rulings-game:visible .ruling")).to_have_count(10)
    assert_screen_ready(page)

    # Accents and case are ignored, every word must be there, and the count is said.
    search = page.get_by_label("Chercher dans les règles")
    search.fill("LEGENDE bluff")
    shown = page.locator(".ruling:visible dt")
    expect(shown).not_to_have_count(0)
    count = shown.count()
    expect(page.locator(".rulings-found")).to_have_text(
        "Une règle correspond." if count == 1 else f"{count} règles correspondent.")
    for text in page.locator(".ruling:visible dd").all_inner_texts():
        folded = text.lower().replace("é", "e")
        assert "legende" in folded and "bluff" in folded
    search.fill("zzzz")
    expect(page.locator(".rulings-found")).to_have_text("Aucune règle ne correspond.")
    expect(page.locator(".rulings-game:visible")).to_have_count(0)

    # Every game again: the search now runs over all of them.
    search.fill("")
    page.get_by_label("Jeu").select_option("")
    expect(page.locator(".rulings-game:visible")).to_have_count(6)
    with urllib.request.urlopen(server + "/api/v1/games", timeout=10) as answer:
        every = sum(len(game["rulings"]) for game in json.loads(answer.read()))
    expect(page.locator(".ruling:visible")).to_have_count(every)
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(color_scheme="light")
    assert_screen_ready(page)
