"""Curse You, Robin Hood! in the browser: a tie on points and targets settled by card archery (C7).

The two rounds are entered through the HTTP API (64 cards); the host's screen then records the
card-archery winner, by seat label, and shows the winner's name.
"""
import json
import urllib.request

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_table, shot

pytestmark = pytest.mark.browser


def post(server, path, body, token=None):
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
    request = urllib.request.Request(server + path, data=json.dumps(body).encode(), headers=headers, method="POST")
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.load(answer)


def c(good, rank):
    return {"good": good, "rank": rank}


def test_c7_the_host_records_the_card_archery_winner(server, phone):
    host = phone()
    code = create_table(host, server, "Curse You", players=2)
    seats = host.evaluate("JSON.parse(localStorage.getItem('sherwood.seats'))")
    table_id, host_token = next((tid, s["host"]) for tid, s in seats.items() if s.get("code") == code)
    ann = post(server, "/api/v1/join", {"code": code, "name": "Ann"})["token"]
    bob = post(server, "/api/v1/join", {"code": code, "name": "Bob"})["token"]
    moves = f"/api/v1/tables/{table_id}/moves"
    # Every seat shows the same rank each turn: all match, every stockpile is cursed empty, 50 points each
    # round, so Ann and Bob tie on points and on targets (see test_curse_api for the arithmetic).
    for _ in range(2):
        post(server, moves, {"type": "market", "cards": [c("meat", r) for r in range(1, 7)]}, host_token)
        for rank in range(2, 10):
            post(server, moves, {"type": "reveal", "card": c("ale", rank)}, ann)
            post(server, moves, {"type": "legend", "legend": "friar-tuck", "shown": c("cloth", rank)}, ann)
            post(server, moves, {"type": "reveal", "card": c("bread", rank)}, bob)
            post(server, moves, {"type": "legend", "legend": "the-sheriff", "shown": c("gems", rank)}, bob)

    archery = host.locator("section.entry", has_text="Still tied: who won the card archery?")
    expect(archery).to_be_visible()
    expect(host.locator('.stockpile[data-seat="the-sheriff"] h4')).to_contain_text("The Sheriff")
    archery.get_by_role("button", name="Bob", exact=True).click()
    expect(host.locator(".banner")).to_have_text("Game over: Bob won.")
    expect(host.locator(".log")).to_contain_text("recorded the card-archery result: Bob won")
    shot(host, "curse-archery")
