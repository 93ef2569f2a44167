"""Real tables of all six games for schemathesis to play at: the pytest run (test_schemathesis.py) and the
10-minute CLI run (``SCHEMATHESIS_HOOKS=tests.api.schemathesis_tables st run ...``, docs/api.md) share them.

A generated request with random ids and tokens only ever meets 401 and 404: most requests get a real
table's id and one of its tokens instead, so that they reach the engine of every game. The tables are
made through the API itself (``post``: the test client's or plain HTTP), as a client would.
"""
from __future__ import annotations

import itertools
import json
import os
import re
import urllib.request
from dataclasses import dataclass, field
from typing import Any, Callable

import schemathesis

from api.request.idempotency import valid_idempotency_key
from api.web.paths import TABLE_ID_PATTERN

Post = Callable[[str, dict[str, Any], dict[str, str]], dict[str, Any]]

def table_options() -> dict[str, dict[str, Any]]:
    """Options each game's table is made with (the goods' card table as its rule tests make it)."""
    from tests.games.goods.test_rules import card_table

    return {
        "score-pad": {"players": 4},
        "curse-you-robin-hood": {"players": 3},
        "robin-hood-goods": {"players": 3, "card_table": card_table(3)},
        "hero-of-the-people": {},
        "rescuing-robin-hood": {"players": 2},
        "robin-hood-1990": {"players": 3},
    }


TABLE_ID = re.compile(TABLE_ID_PATTERN)
# Paths that only answer after the game is over: they get the finished score pad.
AFTER_THE_GAME = ("/result", "/rematch", "/series", "/export", "/photo")


@dataclass
class SeatedTable:
    game: str
    table_id: str
    tokens: list[str]  # the host's, a player's, the spectators'


@dataclass
class Tables:
    playing: list[SeatedTable]
    finished: SeatedTable
    turns: itertools.count = field(default_factory=itertools.count)
    chosen: SeatedTable | None = None

    def token_for(self, case: Any) -> str:
        """The auth provider's ``get``: a token of the next table in turn (the finished score pad for
        the paths that answer after the game), which ``seat`` then gives the case with its id."""
        turn = next(self.turns)
        after_the_game = case.path.endswith(AFTER_THE_GAME)
        self.chosen = self.finished if after_the_game else self.playing[turn % len(self.playing)]
        # Every 5th keeps its generated table id (most likely no table: 404), so refusals are tested too;
        # so does an id not of the declared shape, which a negative case is about.
        generated = (case.path_parameters or {}).get("table_id")
        if isinstance(generated, str) and TABLE_ID.fullmatch(generated) and turn % 5:
            case.path_parameters["table_id"] = self.chosen.table_id
        # Each table in turn, and at each table each role in turn (the host's, a player's, a spectator's):
        # the host's token reaches what only a host may do (corrections, the clock) at every game.
        return self.chosen.tokens[(turn // len(self.playing)) % len(self.chosen.tokens)]

    def prepare(self, case: Any) -> None:
        """Before the call: plain bodies (schemathesis' WSGI transport does not decode gzip;
        tests/pwa/test_perf.py tests it), and a stream ticket's place taken by a token now and then."""
        case.headers = {**(case.headers or {}), "Accept-Encoding": "identity"}
        key = case.headers.get("Idempotency-Key")
        if isinstance(key, str) and valid_idempotency_key(key):
            # A client makes a new key for each new request; generated keys ("0") repeat, and a key
            # reused for another request is refused (422), rightly. A valid key stays valid.
            case.headers["Idempotency-Key"] = f"{key[:80]}-{next(self.turns)}"
        table = self.chosen or self.playing[0]
        if case.query and "token" in case.query and next(self.turns) % 3:
            case.query["token"] = table.tokens[0]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def seat(post: Post, game: str, options: dict[str, Any]) -> SeatedTable:
    table = post("/api/v1/tables", {"game": game, "options": options}, {})
    player = post("/api/v1/join", {"code": table["join_code"], "name": "Ann"}, {})
    return SeatedTable(game, table["id"], [table["host_token"], player["token"], table["spectator_token"]])


def finished_score_pad(post: Post) -> SeatedTable:
    table = seat(post, "score-pad", {"players": 2})
    post(f"/api/v1/tables/{table.table_id}/moves", {"type": "add", "points": 3, "seat": 0}, bearer(table.tokens[0]))
    post(f"/api/v1/tables/{table.table_id}/moves", {"type": "finish"}, bearer(table.tokens[0]))
    return table


def seat_all_games(post: Post) -> Tables:
    playing = [seat(post, game, options) for game, options in table_options().items()]
    pad = playing[0]  # moves to correct and undo (a correction of a table with none is refused before its body is read)
    for points in (3, 4):
        post(f"/api/v1/tables/{pad.table_id}/moves", {"type": "add", "points": points, "seat": 0}, bearer(pad.tokens[0]))
    return Tables(playing, finished_score_pad(post))


def http_post(base_url: str) -> Post:
    """``post`` over HTTP, for the CLI run against a server."""
    def post(path: str, body: dict[str, Any], headers: dict[str, str]) -> dict[str, Any]:
        request = urllib.request.Request(base_url + path, data=json.dumps(body).encode(), method="POST",
                                         headers={"Content-Type": "application/json", **headers})
        with urllib.request.urlopen(request) as answer:
            return json.loads(answer.read())
    return post


# -- the CLI's hook: loaded by SCHEMATHESIS_HOOKS=tests.api.schemathesis_tables ------------------------

if os.environ.get("SCHEMATHESIS_HOOKS") == __name__:
    CLI_TABLES = seat_all_games(http_post(os.environ.get("SHERWOOD_SCHEMATHESIS_URL", "http://127.0.0.1:8732")))

    @schemathesis.auth(refresh_interval=None)
    class SixGamesTokens:
        """A real table's token for every request: schemathesis treats it as the caller's credentials
        (ignored_auth probes without it and with a made-up one)."""

        def get(self, case: Any, context: Any) -> str:
            return CLI_TABLES.token_for(case)

        def set(self, case: Any, token: str, context: Any) -> None:
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}

    @schemathesis.hook
    def before_call(context: Any, case: Any, kwargs: Any) -> None:
        CLI_TABLES.prepare(case)
