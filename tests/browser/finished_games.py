"""Whole games played to their end through the live server's API, for the results screens.

The API tests already play each game to its end through Flask's test client. ``LiveClient`` answers
the same calls (``get``/``post``/``put`` with ``json=``, ``headers=``, ``query_string=``) over HTTP
against the browser tests' server, so those games are played here as they are written there (their
own assertions still check every step), and it remembers the tables created and the seats taken,
so a phone can then open the finished table.
"""
from __future__ import annotations

import json
import random
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page

import tests.games.goods.test_api as goods_tests
import tests.games.hero.test_rules as hero_tests
import tests.games.rescuing.test_table as rescuing_tests
import tests.games.rh1990.test_rules as rh1990_tests
from tests.helpers import make_table


class LiveResponse:
    """What the tests read of a Flask test response: the status, the JSON body, the headers."""

    def __init__(self, status: int, body: bytes, headers: Any) -> None:
        self.status_code = status
        self.data = body
        self.headers = headers
        try:
            self.json = json.loads(body) if body else None
        except ValueError:
            self.json = None


@dataclass
class Seat:
    table_id: str
    name: str
    token: str


@dataclass
class LiveClient:
    """Flask's test client's calls, made over HTTP to ``server``; records tables made and seats taken."""

    server: str
    tables: list[dict[str, Any]] = field(default_factory=list)
    seats: list[Seat] = field(default_factory=list)

    def open(self, method: str, path: str, json_body: Any = None, headers: dict[str, str] | None = None,
             query_string: dict[str, Any] | None = None) -> LiveResponse:
        url = self.server + path + (f"?{urllib.parse.urlencode(query_string)}" if query_string else "")
        data = None if json_body is None else json.dumps(json_body).encode()
        sent = {**(headers or {}), **({"Content-Type": "application/json"} if data is not None else {})}
        request = urllib.request.Request(url, data=data, method=method, headers=sent)
        try:
            with urllib.request.urlopen(request, timeout=10) as answer:
                response = LiveResponse(answer.status, answer.read(), answer.headers)
        except urllib.error.HTTPError as refused:
            response = LiveResponse(refused.code, refused.read(), refused.headers)
        self.remember(method, path, json_body, response)
        return response

    def remember(self, method: str, path: str, body: Any, response: LiveResponse) -> None:
        if method != "POST" or response.status_code != 201:
            return
        if path == "/api/v1/tables":
            self.tables.append(response.json)
        elif path == "/api/v1/join":
            self.seats.append(Seat(response.json["table_id"], body["name"], response.json["token"]))

    def get(self, path: str, headers: dict[str, str] | None = None, query_string: dict[str, Any] | None = None) -> LiveResponse:
        return self.open("GET", path, headers=headers, query_string=query_string)

    def post(self, path: str, json: Any = None, headers: dict[str, str] | None = None) -> LiveResponse:
        return self.open("POST", path, json, headers)

    def put(self, path: str, json: Any = None, headers: dict[str, str] | None = None) -> LiveResponse:
        return self.open("PUT", path, json, headers)

    def finished(self) -> "Finished":
        """The last table this client made, with its seats in the order they were taken."""
        created = self.tables[-1]
        seats = [s for s in self.seats if s.table_id == created["id"]]
        return Finished(created["id"], created["game"], created["host_token"],
                        created["spectator_token"], [s.name for s in seats], [s.token for s in seats])


@dataclass
class Finished:
    """A table played to its end: its id, tokens, and the players' names in seat order."""

    id: str
    game: str
    host: str
    spectator: str
    names: list[str]
    tokens: list[str]


def api_get(server: str, path: str, token: str) -> Any:
    request = urllib.request.Request(server + path, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        body = answer.read()
        return json.loads(body) if answer.headers.get_content_type() == "application/json" else body.decode()


# ---- the five games, each as its API test plays it -------------------------------------------------

def rescuing(server: str) -> Finished:
    """Two bands, five days, Robin rescued and the Sheriff defeated (tests/games/rescuing/test_table.py)."""
    client = LiveClient(server)
    rescuing_tests.play_two_band_game_won_on_day_5(client)
    return client.finished()


def hero(server: str) -> Finished:
    """Robin recruits every Merry Man and wins (tests/games/hero/test_rules.py)."""
    client = LiveClient(server)
    hero_tests.test_a_whole_game_to_a_win(client)
    return client.finished()


def rh1990(server: str) -> Finished:
    """Three players, four settlements, the rulebook's payouts (tests/games/rh1990/test_rules.py)."""
    client = LiveClient(server)
    rh1990_tests.test_a_whole_game_through_four_settlements(client, "last")
    return client.finished()


def goods(server: str) -> Finished:
    """Three players, three weeks of the advanced game and the sell-out (tests/games/goods/test_api.py)."""
    client = LiveClient(server)
    goods_tests.test_a_whole_three_player_advanced_game_with_private_goods(client)
    return client.finished()


def curse(server: str, seed: int = 5) -> Finished:
    """Three players and one Legend, three rounds dealt from a shuffled deck: tests/games/curse/test_table.py's
    whole game, without its look into the server's store (a live server's store is not ours to open)."""
    client = LiveClient(server)
    table = make_table(client, "curse-you-robin-hood", players=3)
    for name in ("Ann", "Bob", "Cat"):
        assert table.join(name).status_code == 201
    rng = random.Random(seed)
    deck: list[dict[str, Any]] = []
    goods_names = ("ale", "bread", "cloth", "gems", "meat")
    while True:
        now = table.get(table.host).json
        if now["status"]["finished"]:
            break
        state = now["state"]
        if state["phase"] == "market":
            deck = [{"good": g, "rank": r} for g in goods_names for r in range(1, 11)]
            rng.shuffle(deck)
            answer = table.move(table.host, type="market", cards=[deck.pop() for _ in range(3)])
        elif state["phase"] == "reveal":
            label = next(label for label in state["order"] if label not in state["chosen"])  # who, not what: C10
            if label.startswith("p"):
                answer = table.move(table.seat(int(label[1:])), type="reveal", card=deck.pop())
            else:
                answer = table.move(table.host, type="legend", legend=label, shown=deck.pop())
        elif state["phase"] == "take":
            answer = table.move(table.seat(int(state["to_take"][0][1:])), type="take", card=rng.choice(state["market"]))
        else:
            answer = table.move(table.host, type="archery", winners=state["archery_between"][:1])
        assert answer.status_code == 201, answer.json
    return client.finished()


def score_pad(server: str, names: tuple[str, ...] = ("Ann", "Bob"), points: tuple[int, ...] = (7, 10)) -> Finished:
    """A score pad to 10: each player adds their points in one go; reaching 10 ends it (SP3)."""
    client = LiveClient(server)
    table = make_table(client, "score-pad", players=len(names), goal=10)
    for name in names:
        assert table.join(name).status_code == 201
    for seat, score in enumerate(points):
        assert table.move(table.seat(seat), type="add", points=score).status_code == 201
    assert table.get(table.host).json["status"]["finished"]
    return client.finished()


GAMES = {
    "rescuing-robin-hood": rescuing,
    "curse-you-robin-hood": curse,
    "hero-of-the-people": hero,
    "robin-hood-1990": rh1990,
    "robin-hood-goods": goods,
}


# ---- a phone at a finished table -------------------------------------------------------------------

def seat_phone(page: Page, server: str, table_id: str, **tokens: str) -> None:
    """Give the phone the seat's tokens (as joining would keep them), then open the table."""
    page.goto(server + "/")
    page.evaluate("""([id, tokens]) => {
        const all = JSON.parse(localStorage.getItem('sherwood.seats') || '{}');
        all[id] = {...(all[id] || {}), ...tokens};
        localStorage.setItem('sherwood.seats', JSON.stringify(all));
    }""", [table_id, tokens])
    page.goto(f"{server}/t/{table_id}")


def hero_lost(server: str) -> Finished:
    """Robin caught: the bounty reaches 1000 in round 3 (tests/games/hero/test_rules.py)."""
    client = LiveClient(server)
    hero_tests.test_a_whole_game_lost_to_the_bounty(client)
    return client.finished()
