"""The Legends left to chance or chosen again (issue 37, point 2; C2 and Curse You's decision 9): the
rulebook lets the group "decide as a group who to play with"; until the first Market is entered any seat
or the host may change them, or have the server draw them among every choice C2 allows, and the new
Legends sit where the ones they replace sat."""
from __future__ import annotations

from collections import Counter

import pytest

import engine
from api.table.results import first_mover
from engine.games.curse import LEGEND_NAMES
from tests.helpers import make_table

GAME = engine.get("curse-you-robin-hood")


def new(players: int, **options):
    return GAME.setup(engine.validate_options(GAME, {"players": players, **options}))


def offered(state):
    return [m for m in GAME.legal_moves(state) if m.type == "legends"]


@pytest.mark.parametrize("players, choices", [(1, 7 * 6 * 5), (2, 7 * 6), (3, 7), (5, 7), (6, 0)])
def test_c2_every_ordered_choice_of_as_many_legends_as_the_player_count_asks_is_offered(players, choices):
    moves = offered(new(players))
    if not choices:  # six players: no Legend at the table, nothing to choose
        assert moves == []
        return
    [move] = moves
    values = move.fields["legends"].values
    assert move.seat is None and move.rule == "C2" and len(values) == choices
    assert all(len(set(v)) == len(v) == len(values[0]) for v in values)


def test_c2_new_legends_sit_where_the_ones_they_replace_sat():
    state = new(2)
    assert state["order"] == ["p0", "friar-tuck", "p1", "the-sheriff"]
    state, result = engine.play(GAME, state, {"type": "legends", "legends": ["maid-marian", "robin-hood"]}, 1)
    assert result == {"legends": ["maid-marian", "robin-hood"], "order": ["p0", "maid-marian", "p1", "robin-hood"]}
    assert state["legends"] == ["maid-marian", "robin-hood"]
    assert set(state["stockpiles"]) == set(state["totals"]) == {"p0", "p1", "maid-marian", "robin-hood"}
    assert state["stack"] == {"maid-marian": 8, "robin-hood": 8} and state["returned"] == {"maid-marian": [], "robin-hood": []}
    steps = GAME.setup_steps(GAME.setup_options({"players": 2}, state))
    assert steps[0].args["legends"][0].args["legend"] == "maid-marian"  # the setup shown follows the new Legends


def test_c2_a_wrong_count_a_legend_twice_and_a_change_after_the_first_market_are_refused():
    state = new(1)
    for legends, said in ((["robin-hood"], "curse-legend-count"), (["robin-hood", "robin-hood", "the-prince"], "curse-legend-twice")):
        with pytest.raises(engine.RuleError) as refused:
            engine.play(GAME, state, {"type": "legends", "legends": legends}, None)
        assert refused.value.rule == "C2" and refused.value.message.id == said
    market = {"type": "market", "cards": [{"good": "ale", "rank": r} for r in range(1, 7)]}
    state, _ = engine.play(GAME, state, market, None)
    assert offered(state) == []
    with pytest.raises(engine.RuleError) as refused:
        engine.play(GAME, state, {"type": "legends", "legends": ["robin-hood", "the-prince", "maid-marian"]}, None)
    assert refused.value.rule == "C2" and refused.value.message.id == "curse-legends-late"


def test_c2_the_server_draws_the_legends_any_seat_may_ask_and_the_draw_names_no_start_player(client):
    drawn = Counter()
    for _ in range(20):
        table = make_table(client, "curse-you-robin-hood", players=3)
        answer = client.post(f"/api/v1/tables/{table.id}/draws", json={"type": "legends"}, headers=table.host)
        assert answer.status_code == 201, answer.json
        state = table.get(table.host).json["state"]
        [legend] = state["legends"]
        drawn[legend] += 1
        assert state["order"] == ["p0", legend, "p1", "p2"]
        assert table.log(table.host).json[-1]["move"] == {"type": "legends", "legends": [legend], "at_random": True}
    assert len(drawn) > 2 and set(drawn) <= set(GAME.moves["legends"].fields["legends"].item.choices), drawn
    # A player asks for the draw, then plays: the draw is a table's choice, not the first turn (decision 9).
    table = make_table(client, "curse-you-robin-hood", players=1)
    table.join("Ann")
    assert client.post(f"/api/v1/tables/{table.id}/draws", json={"type": "legends"}, headers=table.seat(0)).status_code == 201
    legends = table.get(table.host).json["state"]["legends"]
    assert len(legends) == 3 and len(set(legends)) == 3
    setup = client.get(f"/api/v1/tables/{table.id}/setup", headers=table.seat(0)).json
    assert all(LEGEND_NAMES[legend].lower() in setup["steps"][0]["text"].lower() for legend in legends), setup["steps"][0]
    cards = [{"good": "ale", "rank": r} for r in range(1, 7)]
    assert table.move(table.host, type="market", cards=cards).status_code == 201
    assert client.post(f"/api/v1/tables/{table.id}/draws", json={"type": "legends"}, headers=table.seat(0)).status_code == 409


def test_c2_whoever_entered_the_legends_did_not_start_the_game():
    moves = [{"version": 1, "seat": 2, "move": {"type": "legends", "legends": ["robin-hood"], "at_random": True}},
             {"version": 2, "seat": None, "move": {"type": "market", "cards": []}},
             {"version": 3, "seat": 1, "move": {"type": "reveal", "card": {"good": "ale", "rank": 3}}}]
    assert first_mover(GAME, moves) == 1
