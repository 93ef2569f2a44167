"""The same people from game to game, in the browser: the host's phone remembers the people of a
finished goods table, offers them in the new-table form of a score pad (the host taps their own
name), asks about a player who joins under a remembered name ("Amy joined — is this the Amy from
your earlier games?"), links her on the host's word and keeps a Carlos the host says is someone
else apart; the people view then shows Amy's statistics in both games.

Two phones at 320 and 390 px, light and dark; every screen is checked (overflow, sizes, axe).
"""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser import finished_games
from tests.browser.finished_games import LiveClient, seat_phone
from tests.browser.helpers import check_screen, join

pytestmark = pytest.mark.browser

GOODS = "Robin Hood (goods and the Sheriff)"


def held_token(page: Page, table_id: str, role: str = "player") -> str:
    return page.evaluate("([id, role]) => JSON.parse(localStorage.getItem('sherwood.seats'))[id][role]", [table_id, role])


def table_id_of(page: Page) -> str:
    return re.search(r"/t/([\w-]+)$", page.url).group(1)


def open_people(page: Page) -> None:
    page.goto(page.url.split("/", 3)[0] + "//" + page.url.split("/", 3)[2] + "/")
    page.get_by_role("link", name=re.compile("People from game to game")).click()
    expect(page.get_by_role("heading", name="People from game to game", level=1)).to_be_visible()
    expect(page.get_by_role("status")).not_to_have_text("Counting…")


def person_cards(page: Page, name: str):
    return page.locator(".person").filter(has=page.get_by_role("heading", name=name, exact=True))


def test_a_person_linked_at_join_across_a_goods_table_and_a_score_pad(server, phone):
    host = phone(width=320)  # light
    host.goto(server + "/")
    open_people(host)
    expect(host.get_by_role("status")).to_contain_text("No games yet")  # the empty state
    check_screen(host, "people-320-light-empty")

    # A finished goods table this phone hosted: it now remembers Amy, Carlos and Luish.
    goods = finished_games.goods(server)
    seat_phone(host, server, goods.id, host=goods.host)
    expect(host.locator(".results .outcome")).to_be_visible(timeout=10000)
    expect(host.locator(".people-ask")).to_have_count(0)  # nobody to ask about: no earlier games

    # A score pad: the form offers the remembered people; the host taps their own name.
    host.goto(server + "/")
    host.get_by_role("link", name=re.compile("Score pad")).click()
    host.get_by_label("Players", exact=True).fill("3")
    host.get_by_label("Players", exact=True).dispatch_event("input")
    offer = host.get_by_role("group", name="People from your earlier games")
    expect(offer.get_by_role("button")).to_have_text(["Amy", "Carlos", "Luish"])
    offer.get_by_role("button", name="Luish").click()
    expect(host.get_by_label("Your name (to take a seat yourself)")).to_have_value("Luish")
    expect(offer.get_by_role("button", name="Luish")).to_have_attribute("aria-pressed", "true")
    check_screen(host, "people-320-light-new-table")
    host.get_by_role("button", name="Create the table").click()
    expect(host.locator("#join-code")).to_have_text(re.compile(r"^[A-Z0-9]{6}$"))
    code = host.locator("#join-code").inner_text()
    pad_id = table_id_of(host)

    amy = phone(width=390, color_scheme="dark")
    join(amy, server, code, "Amy")
    carlos = LiveClient(server).post("/api/v1/join", json={"code": code, "name": "Carlos"}).json["token"]

    # The host's phone asks about both; Luish, seated as the remembered Luish, is not asked about.
    ask = host.locator(".people-ask")
    expect(ask.get_by_text("Amy joined — is this the Amy from your earlier games?")).to_be_visible(timeout=10000)
    expect(ask.get_by_text("Carlos joined — is this the Carlos from your earlier games?")).to_be_visible()
    expect(ask.locator(".person-prompt")).to_have_count(2)
    check_screen(host, "people-320-light-asked")
    host.emulate_media(color_scheme="dark")
    check_screen(host, "people-320-dark-asked")
    host.emulate_media(color_scheme="light")
    ask.locator(".person-prompt", has_text="Amy joined").get_by_role("button", name="Link").click()
    expect(ask.locator(".person-prompt")).to_have_count(1)
    ask.locator(".person-prompt", has_text="Carlos joined").get_by_role("button", name="Not the same").click()
    expect(host.locator(".people-ask")).to_have_count(0)
    host.reload()  # the answers are the server's: nothing is asked again
    expect(host.locator(".players")).to_contain_text("Carlos")
    expect(host.locator(".people-ask")).to_have_count(0)
    # The phone that joined is never asked anything.
    expect(amy.locator(".people-ask")).to_have_count(0)

    pad_players = finished_games.api_get(server, f"/api/v1/tables/{pad_id}", held_token(host, pad_id, "host"))["players"]
    goods_players = finished_games.api_get(server, f"/api/v1/tables/{goods.id}", goods.host)["players"]
    goods_ids = {p["name"]: p["person_id"] for p in goods_players}
    by_name = {p["name"]: p for p in pad_players}
    assert all(p["person_confirmed"] for p in pad_players)
    assert by_name["Amy"]["person_id"] == goods_ids["Amy"] and by_name["Luish"]["person_id"] == goods_ids["Luish"]
    assert by_name["Carlos"]["person_id"] != goods_ids["Carlos"]  # someone else called Carlos

    # The score pad played to its end: Amy 9, Luish 4, Carlos 6.
    live = LiveClient(server)
    moves = f"/api/v1/tables/{pad_id}/moves"
    for token, points in ((held_token(host, pad_id), 4), (held_token(amy, pad_id), 9), (carlos, 6)):
        assert live.post(moves, json={"type": "add", "points": points}, headers={"Authorization": f"Bearer {token}"}).status_code == 201
    assert live.post(moves, json={"type": "finish"},
                     headers={"Authorization": f"Bearer {held_token(host, pad_id, 'host')}"}).status_code == 201
    result = finished_games.api_get(server, f"/api/v1/tables/{pad_id}/result", held_token(host, pad_id, "host"))
    assert {p["name"]: p["sourcePlayerId"] for p in result["bg_stats"]["players"]}["Amy"] == goods_ids["Amy"]

    # The people view: Amy in both games, two people called Carlos, one game each.
    open_people(host)
    expect(host.get_by_role("status")).to_have_text("Counted over 2 finished tables.")
    amy_card = person_cards(host, "Amy")
    expect(amy_card).to_have_count(1)
    expect(amy_card.locator(".person-total")).to_have_text(re.compile(r"^2 games, [12] wins?\.$"))
    expect(amy_card.locator(".person-games li")).to_have_count(2)
    expect(amy_card.locator(".person-games li", has_text="Score pad")).to_have_text("Score pad: 1 game, 1 win, average 9, best 9.")
    expect(amy_card.locator(".person-games li", has_text=GOODS)).to_contain_text(re.compile(r": 1 game, [01] wins?, average \d+, best \d+\."))
    expect(person_cards(host, "Carlos")).to_have_count(2)
    expect(person_cards(host, "Carlos").locator(".person-namesake")).to_have_text(
        ["One of 2 people called Carlos: the host said they are not the same."] * 2)
    expect(person_cards(host, "Luish").locator(".person-total")).to_contain_text("2 games")
    check_screen(host, "people-320-light")
    host.emulate_media(color_scheme="dark")
    check_screen(host, "people-320-dark")

    # Amy's phone holds the score pad only: its people are that table's, nothing of the goods table.
    open_people(amy)
    expect(amy.get_by_role("status")).to_have_text("Counted over 1 finished table.")
    expect(person_cards(amy, "Amy").locator(".person-total")).to_have_text("1 game, 1 win.")
    expect(amy.locator(".person")).to_have_count(3)
    assert GOODS not in amy.locator(".people").inner_text()
    check_screen(amy, "people-390-dark")
    amy.emulate_media(color_scheme="light")
    check_screen(amy, "people-390-light")


def test_the_people_view_names_the_tables_left_out_and_the_offer_at_390(server, phone):
    pad = finished_games.score_pad(server, names=("Ann", "Bob"), points=(7, 10))
    playing = LiveClient(server)
    created = playing.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 2}}).json
    ann = phone(width=390, color_scheme="dark")
    seat_phone(ann, server, pad.id, player=pad.tokens[0])
    expect(ann.locator(".results .outcome")).to_be_visible(timeout=10000)
    ann.evaluate("""([id, token]) => {
        const all = JSON.parse(localStorage.getItem('sherwood.seats') || '{}');
        all[id] = {host: token};
        localStorage.setItem('sherwood.seats', JSON.stringify(all));
    }""", [created["id"], created["host_token"]])
    open_people(ann)
    expect(ann.get_by_role("status")).to_have_text(
        "Counted over 1 finished table. 1 table was left out: not finished yet, expired, or no longer open to this phone.")
    expect(ann.locator(".person h2")).to_have_text(["Ann", "Bob"])
    expect(person_cards(ann, "Bob").locator(".person-games li")).to_have_text("Score pad: 1 game, 1 win, average 10, best 10.")
    check_screen(ann, "people-390-dark-skipped")
    # Ann's phone (a player there) offers Ann and Bob when it creates a table of its own.
    ann.goto(server + "/new/score-pad")
    offer = ann.get_by_role("group", name="People from your earlier games")
    expect(offer.get_by_role("button")).to_have_text(["Ann", "Bob"])
    ann.emulate_media(color_scheme="light")
    check_screen(ann, "people-390-light-new-table")
    kept = json.loads(ann.evaluate("localStorage.getItem('sherwood.people')"))
    assert set(kept) == {pad.id}  # only the table it sat at (the unjoined one has nobody yet)


def test_a_rematch_does_not_ask_about_the_same_people(server, phone):
    pad = finished_games.score_pad(server, names=("Ann", "Bob"), points=(7, 10))
    host = phone(width=320, color_scheme="dark")
    seat_phone(host, server, pad.id, host=pad.host)
    expect(host.locator(".results .outcome")).to_be_visible(timeout=10000)
    host.get_by_role("button", name="Play again with the same players").click()
    expect(host).to_have_url(re.compile(r"/t/(?!" + pad.id + r")[\w-]+$"))
    expect(host.locator(".players")).to_contain_text("Bob")
    expect(host.locator(".people-ask")).to_have_count(0)  # Ann and Bob are who they were a game ago
    # A new table of the host's, where Ann joins again: that one is asked about.
    created = LiveClient(server).post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 2}}).json
    seat_phone(host, server, created["id"], host=created["host_token"])
    LiveClient(server).post("/api/v1/join", json={"code": created["join_code"], "name": "ann"})
    expect(host.get_by_text("ann joined — is this the Ann from your earlier games?")).to_be_visible(timeout=10000)
    check_screen(host, "people-320-dark-asked-once")
