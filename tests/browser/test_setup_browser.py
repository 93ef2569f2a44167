"""Set up the table (issue 37, point 1): once a table is made, every phone and the big screen show the
game's setup for exactly its options, step by step with a check box each, in the reader's language;
open until the first move, folded after. The ticks are each device's own (localStorage, per table).
Phones at 320 and 390 px, light and dark, in English, German and French."""
from __future__ import annotations

import json
import re
import urllib.request

import pytest
from playwright.sync_api import expect

from engine.games.curse import DEALS, GOODS
from tests.browser.helpers import create_table, assert_screen_ready, host_of, post

pytestmark = pytest.mark.browser


def test_every_phone_shows_the_setup_for_the_tables_options_until_the_first_move(server, phone):
    """Curse You with two players (C2): Ann hosts in English at 320 px, light; Bob joins in German at
    390 px, dark. Both read the deal for two players and the seating with the Legends between them."""
    ann = phone(width=320, color_scheme="light")
    code = create_table(ann, server, "Curse You", "Ann", players=2)

    setup = ann.locator("details.setup-steps")
    expect(setup).to_have_attribute("open", "")
    expect(setup.locator("summary")).to_have_text("Set up the table")
    # "2 Players: 9 cards to each hand. 8 cards to each Legend. 6 cards to the Market."
    expect(setup.locator("li[data-step='setup-curse-deal']")).to_contain_text(
        "Deal 9 to each player’s hand, kept secret, 8 face down beside each Legend as its stack, and 6 face up")
    expect(setup.locator("li[data-step='setup-curse-seats']")).to_have_text(
        "Sit clockwise in this order: seat 1, Friar Tuck, seat 2 and the Sheriff. (Set Up a Game; C2)")
    count = setup.locator("li").count()
    expect(setup.locator(".setup-progress")).to_have_text(f"0 of {count} steps done.")
    assert_screen_ready(ann)

    bob = phone(width=390, color_scheme="dark", locale="de-DE")
    bob.goto(f"{server}/join#{code}")
    bob.get_by_placeholder(re.compile("Name")).fill("Bob")
    bob.get_by_role("button", name="Hinsetzen").click()
    expect(bob.locator(".players")).to_contain_text("Bob")
    his = bob.locator("details.setup-steps")
    expect(his.locator("summary")).to_have_text("Tisch aufbauen")
    expect(his.locator("li[data-step='setup-curse-seats']")).to_have_text(
        "Setzt euch im Uhrzeigersinn in dieser Reihenfolge: Sitzplatz 1, Bruder Tuck, Sitzplatz 2 und der Sheriff."
        " (Spiel vorbereiten; C2)")
    expect(his.locator("li")).to_have_count(count)

    # Bob ticks two steps: his phone keeps them through a reload, Ann's phone is not changed.
    his.get_by_label(re.compile("^Setzt euch")).check()
    his.locator("li[data-step='setup-curse-deal'] input").check()
    expect(his.locator(".setup-progress")).to_have_text(f"2 von {count} Schritten erledigt.")
    bob.reload()
    expect(bob.locator("details.setup-steps li[data-step='setup-curse-deal'] input")).to_be_checked()
    expect(bob.locator("details.setup-steps .setup-progress")).to_have_text(f"2 von {count} Schritten erledigt.")
    expect(setup.locator("li[data-step='setup-curse-deal'] input")).not_to_be_checked()
    assert_screen_ready(bob)

    # The first move (the Market, from the API: this test is about the setup) folds it on both phones;
    # it stays there to look back at, with Bob's ticks.
    table_id, host_token = host_of(ann)
    market = [{"good": good, "rank": rank} for good in GOODS for rank in range(1, 11)][:DEALS[2][2]]
    post(server, f"/api/v1/tables/{table_id}/moves", host_token, {"type": "market", "cards": market})
    expect(bob.locator("details.setup-steps")).not_to_have_attribute("open", "")
    expect(setup).not_to_have_attribute("open", "")
    expect(bob.locator("details.setup-steps summary")).to_be_visible()
    bob.locator("details.setup-steps summary").click()
    expect(bob.locator("details.setup-steps li[data-step='setup-curse-deal'] input")).to_be_checked()


def test_the_big_screen_shows_the_setup_in_french(server, phone):
    """Rescuing Robin Hood, 3 bands in accelerated mode (R14) with expert scoring (R12), watched on a big
    screen in French: 320 px dark, then 390 px light."""
    request = urllib.request.Request(server + "/api/v1/tables", method="POST", headers={"Content-Type": "application/json"},
                                     data=json.dumps({"game": "rescuing-robin-hood",
                                                      "options": {"players": 3, "mode": "accelerated", "expert": True}}).encode())
    with urllib.request.urlopen(request, timeout=10) as answer:
        created = json.loads(answer.read())
    screen = phone(width=320, color_scheme="dark", locale="fr-FR")
    screen.goto(created["spectator_url"].replace(created["spectator_url"].split("/watch/")[0], server))
    setup = screen.locator("details.setup-steps")
    expect(setup).to_have_attribute("open", "")
    expect(setup.locator("summary")).to_have_text("Mettre la table en place")
    # "Deal 8 to each player to create their starting Band of Villagers"
    expect(setup.locator("li[data-step='setup-rescuing-starting-villagers']")).to_contain_text(
        "distribuez-en 8 à chacune des 3 bandes (24 cartes)")
    # R14: "deal 2 Villagers for each symbol on the Scenario Setup card"; Days 2, 4 and 5 only.
    expect(setup.locator("li[data-step='setup-rescuing-accelerated']")).to_contain_text("les jours 2, 4 et 5")
    expect(setup.locator("li[data-step='setup-rescuing-first-day']")).to_contain_text("du jour 2")
    # R12: "You start with 50 points"
    expect(setup.locator("li[data-step='setup-rescuing-expert']")).to_contain_text("Le score part de 50.")
    assert_screen_ready(screen)
    screen.set_viewport_size({"width": 390, "height": 844})
    assert_screen_ready(screen)
