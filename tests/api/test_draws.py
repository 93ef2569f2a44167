"""Draws (issue 37, point 2): where the rules leave a choice to the table (who starts), the server
draws it, not a phone: POST /tables/{id}/draws picks each of a move's drawable fields from the values
the engine allows the reader now, stores the move marked `at_random`, and every reader sees the same
draw in the table and the log; an undo or a correction treats it as any move. The mechanism is the
platform's: tried here on a toy game whose only rule is "a seat of the table starts", so that a game's
own rules do not hide it (each game's drawable moves have their own tests)."""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

import pytest

from api import create_app
from engine.choices import LegalMove, one_of
from engine.fields import Int
from engine.game import Game, Move, MoveSpec, Result, State
from engine.registry import _GAMES, register
from tests.conftest import APP_SETTINGS
from tests.helpers import bearer, correct, make_table


class Toss(Game):
    """Who starts is drawn or named; then each seat marks once."""

    id = "toss"
    title = "Toss"
    min_players = 2
    max_players = 4
    rulings = {"T1": "Any seat of the table may start; the table names it or leaves it to chance."}
    options = {"players": Int(minimum=2, maximum=4, default=3, description="Number of seats.")}
    moves = {
        "first": MoveSpec("Who starts (T1).", {"starting_seat": Int(minimum=0, maximum=3, description="The seat.")},
                          who="any", drawable=("starting_seat",)),
        "mark": MoveSpec("Mark once (T1).", {}),
    }

    def setup(self, options: Mapping[str, Any]) -> State:
        return {"seats": options["players"], "first": None, "marks": 0}

    def legal_moves(self, state: State) -> list[LegalMove]:
        if state["first"] is None:
            return [LegalMove("first", fields={"starting_seat": one_of(range(state["seats"]))}, rule="T1")]
        return [LegalMove("mark", seat=seat, rule="T1") for seat in range(state["seats"])]

    def move_first(self, state: State, move: Move, seat: int | None) -> Result:
        state["first"] = move["starting_seat"]
        return {"starting_seat": move["starting_seat"]}

    def move_mark(self, state: State, move: Move, seat: int | None) -> Result:
        state["marks"] += 1
        return {"seat": seat}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return dict(state)

    def status(self, state: State) -> dict[str, Any]:
        return {"finished": False, "winners": []}


@pytest.fixture
def toss(tmp_path: Any) -> Any:
    register(Toss())
    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "toss.db")})
    try:
        table = make_table(app.test_client(), "toss", players=3)
        for name in ("Ann", "Bob", "Cy"):
            table.join(name)
        yield table
    finally:
        _GAMES.pop("toss")


def draw(table: Any, headers: dict[str, str], **body: Any) -> Any:
    return table.client.post(f"/api/v1/tables/{table.id}/draws", json={"type": "first", **body}, headers=headers)


def test_a_draw_is_the_servers_one_value_the_rules_allow_and_every_reader_sees_it(toss):
    answer = draw(toss, toss.seat(1))
    assert answer.status_code == 201, answer.json
    drawn = answer.json["result"]["starting_seat"]
    assert drawn in (0, 1, 2)  # a seat of this three-seat table, never the declared maximum 3
    for reader in (toss.host, toss.seat(0), toss.seat(2), bearer(toss.created["spectator_url"].split("#")[1])):
        assert toss.get(reader).json["state"]["first"] == drawn
        entry = toss.log(reader).json[-1]
        assert entry["move"] == {"type": "first", "starting_seat": drawn, "at_random": True}
        assert entry["by"] == "player" and entry["seat"] == 1
    assert draw(toss, toss.host).status_code == 409  # drawn already: the rules offer no second draw


def test_the_draw_picks_among_every_allowed_value(tmp_path):
    """Many tables, one draw each: every seat comes up (a draw that always gave seat 0 would fail)."""
    register(Toss())
    try:
        client = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "many.db")}).test_client()
        seen: Counter[int] = Counter()
        for _ in range(60):
            table = make_table(client, "toss", players=3)
            seen[draw(table, table.host).json["result"]["starting_seat"]] += 1
        assert set(seen) == {0, 1, 2}, seen
    finally:
        _GAMES.pop("toss")


def test_a_phone_cannot_claim_a_draw_it_made_itself(toss):
    forged = toss.move(toss.seat(0), type="first", starting_seat=0, at_random=True)
    assert forged.status_code == 422 and "at_random" in forged.json["errors"]
    named = toss.move(toss.seat(0), type="first", starting_seat=2)  # naming who starts stays open to all
    assert named.status_code == 201 and toss.log(toss.host).json[-1]["move"] == {"type": "first", "starting_seat": 2}
    hand_made = correct(toss, toss.host, {"version": 1, "move": {"type": "first", "starting_seat": 1, "at_random": True}})
    assert hand_made.status_code == 422
    assert toss.get(toss.host).json["version"] == 1


def test_undo_and_correction_treat_a_draw_as_any_move(toss):
    drawn = draw(toss, toss.host).json["result"]["starting_seat"]
    assert toss.undo(toss.host).status_code == 201
    assert toss.get(toss.host).json["state"]["first"] is None
    assert draw(toss, toss.seat(2)).status_code == 201  # drawn again after the undo
    version = toss.get(toss.host).json["version"]
    other = (drawn + 1) % 3
    fixed = correct(toss, toss.host, {"version": version, "move": {"type": "first", "starting_seat": other}})
    assert fixed.status_code == 201, fixed.json
    assert toss.get(toss.host).json["state"]["first"] == other  # the table named another: no longer a draw
    assert toss.log(toss.host).json[version - 1]["now"]["move"] == {"type": "first", "starting_seat": other}


def test_a_retried_draw_gets_the_first_draw_not_a_second(toss):
    key = {"Idempotency-Key": "draw-once-1", **toss.seat(0)}
    first = draw(toss, key)
    again = draw(toss, key)
    assert first.status_code == 201 and again.status_code == 201
    assert again.json["result"] == first.json["result"] and toss.get(toss.host).json["version"] == 1


@pytest.mark.parametrize(("body", "status"), [
    ({"type": "mark"}, 422),            # not a move the table may leave to chance
    ({"type": "nonsense"}, 422),
    ({"type": ""}, 422),
    ({"type": "first", "starting_seat": 1}, 422),  # the server picks: no value may be sent
    ({"type": "first", "expected_version": 7}, 409),
    ({"type": 3}, 422),
    ({}, 422),
])
def test_bad_draws_are_refused_and_store_nothing(toss, body, status):
    answer = toss.client.post(f"/api/v1/tables/{toss.id}/draws", json=body, headers=toss.seat(0))
    assert answer.status_code == status, answer.json
    assert toss.get(toss.host).json["version"] == 0


def test_a_draw_needs_a_seat_or_the_host_of_this_table(toss):
    spectator = bearer(toss.created["spectator_url"].split("#")[1])
    assert draw(toss, spectator).status_code == 403
    assert draw(toss, {}).status_code == 401
    assert draw(toss, bearer("not-a-token")).status_code in (401, 403)
    assert toss.client.post("/api/v1/tables/nope/draws", json={"type": "first"}, headers=toss.host).status_code in (403, 404)
    assert toss.get(toss.host).json["version"] == 0
