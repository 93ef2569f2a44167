"""The rough edges a new group met, in the games' screens: goods' big screen shows the money large and the turn
(who is Sheriff, the declarations), its "settled" not confused with a deal; Hero's starting bounty
offers the rulebook's easy, normal and hard zones."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import check_screen
from tests.browser.test_goods_table_ready import CARD_TABLE, api

pytestmark = pytest.mark.browser


def goods_turn_declared(server):
    """A 3-player goods table (Amy the Sheriff) where Carlos declared 4 potatoes and Luish 2 fruits;
    the table, and a function making a seat's move."""
    table = api(server, "/api/v1/tables", {"game": "robin-hood-goods",
                                          "options": {"players": 3, "mode": "advanced", "card_table": CARD_TABLE}})
    tokens = [api(server, "/api/v1/join", {"code": table["join_code"], "name": n})["token"] for n in ("Amy", "Carlos", "Luish")]

    def move(seat, **body):
        return api(server, f"/api/v1/tables/{table['id']}/moves", body, tokens[seat])

    move(1, type="declare", good="potato", count=4)
    move(2, type="declare", good="fruit", count=2)
    return table, move


@pytest.mark.parametrize("width,scheme", [(1024, "light"), (1024, "dark")])
def test_the_goods_big_screen_shows_the_money_large_and_the_turn(server, phone, width, scheme):
    table, move = goods_turn_declared(server)
    screen = phone(width=width, height=768, color_scheme=scheme)
    screen.goto(f"{server}/watch/{table['id']}#{table['spectator_token']}")
    turn = screen.locator(".turn-now")
    expect(turn).to_contain_text("Amy is the Sheriff")
    expect(turn).to_contain_text("Carlos declares 4 potatoes")
    expect(turn).to_contain_text("Luish declares 2 fruits")
    money = screen.locator('.ledger li[data-seat="1"] .gold')
    name = screen.locator('.ledger li[data-seat="1"] .who')
    size = lambda loc: float(loc.evaluate("(el) => parseFloat(getComputedStyle(el).fontSize)"))  # noqa: E731
    assert size(money) >= 1.8 * size(name), "the money reads from across the room"
    gap = money.bounding_box()["x"] - (name.bounding_box()["x"] + name.bounding_box()["width"])
    assert gap < 200, f"the money sits beside the name, not at the far right ({gap} px away)"
    check_screen(screen, f"goods-big-screen-turn-{scheme}")


def test_goods_says_a_bag_is_settled_not_dealt(server, phone):
    table, move = goods_turn_declared(server)
    move(0, type="deal", target=1, amount=2)
    page = phone(width=320)
    page.goto(server + "/")
    seats = {table["id"]: {"host": table["host_token"], "code": table["join_code"], "game": "robin-hood-goods"}}
    page.evaluate("(seats) => localStorage.setItem('sherwood.seats', JSON.stringify(seats))", seats)
    page.goto(f"{server}/t/{table['id']}")
    bag = page.locator('.declaration[data-seat="1"]')
    expect(bag).to_contain_text("the Sheriff has settled this bag")
    expect(page.locator(".declaration")).not_to_contain_text(["dealt with"])


@pytest.mark.parametrize("width,scheme", [(320, "light"), (390, "dark")])
def test_heros_starting_bounty_offers_the_rulebooks_zones(server, phone, width, scheme):
    page = phone(width=width, color_scheme=scheme)
    page.goto(server + "/")
    page.get_by_role("link", name=re.compile("Hero of the People")).click()
    bounty = page.get_by_label("Bounty", exact=True)
    page.get_by_role("button", name=re.compile("^Hard: red")).click()
    expect(bounty).to_have_value("800")
    expect(page.get_by_role("button", name=re.compile("^Hard: red"))).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".zone-now")).to_have_text("800 is on the red part of the track: hard.")
    bounty.fill("300")
    expect(page.get_by_role("button", name=re.compile("^Easy: green 0"))).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".zone-now")).to_contain_text("green")
    check_screen(page, f"hero-bounty-zones-{width}-{scheme}")
    page.get_by_role("button", name=re.compile("^Normal: yellow")).click()
    page.get_by_label("Your name (to take a seat yourself)").fill("Robin")
    page.get_by_role("button", name="Create the table").click()
    expect(page.locator(".round-line")).to_contain_text("Round 1")
    table_id = page.url.rstrip("/").split("/t/")[1]
    host = page.evaluate("JSON.parse(localStorage.getItem('sherwood.seats'))")[table_id]["host"]
    from tests.browser.finished_games import api_get
    assert api_get(server, f"/api/v1/tables/{table_id}", host)["options"]["bounty"] == 500


def curse_until_round_two(server):
    """tests/browser/finished_games.curse's game, stopped where round 2's Market is to be dealt."""
    import random

    from tests.browser.finished_games import LiveClient
    from tests.helpers import make_table

    client = LiveClient(server)
    table = make_table(client, "curse-you-robin-hood", players=3)
    for name in ("Ann", "Bob", "Cat"):
        assert table.join(name).status_code == 201
    rng = random.Random(5)
    deck = []
    while True:
        state = table.get(table.host).json["state"]
        if state["phase"] == "market" and state["round"] == 2:
            return table
        if state["phase"] == "market":
            deck = [{"good": g, "rank": r} for g in ("ale", "bread", "cloth", "gems", "meat") for r in range(1, 11)]
            rng.shuffle(deck)
            answer = table.move(table.host, type="market", cards=[deck.pop() for _ in range(3)])
        elif state["phase"] == "reveal":
            label = next(label for label in state["order"] if label not in state["chosen"])  # who, not what: C10
            answer = (table.move(table.seat(int(label[1:])), type="reveal", card=deck.pop()) if label.startswith("p")
                      else table.move(table.host, type="legend", legend=label, shown=deck.pop()))
        elif state["phase"] == "take":
            answer = table.move(table.seat(int(state["to_take"][0][1:])), type="take", card=rng.choice(state["market"]))
        else:
            answer = table.move(table.host, type="archery", winners=state["archery_between"][:1])
        assert answer.status_code == 201, answer.json


@pytest.mark.parametrize("width,scheme", [(320, "light"), (390, "dark")])
def test_curses_last_trades_fold_away_under_the_next_rounds_deal(server, phone, width, scheme):
    from tests.browser.finished_games import seat_phone

    table = curse_until_round_two(server)
    page = phone(width=width, color_scheme=scheme)
    seat_phone(page, server, table.id, host=table.created["host_token"])
    expect(page.get_by_role("heading", name="Round 2: deal the Market")).to_be_visible()
    folded = page.locator("details.trades-before")
    expect(folded.locator("summary")).to_have_text("Round 1: the last turn's trades")
    expect(page.locator(".trades")).to_be_hidden()
    check_screen(page, f"curse-round-2-deal-{width}-{scheme}")
    folded.locator("summary").click()
    expect(page.locator(".trades")).to_be_visible()
