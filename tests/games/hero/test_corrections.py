"""Corrections in Robin Hood: Hero of the People, through the HTTP API with the game's real moves.

Hero is a solo game: the table has one seat, and its moves have no private fields, so there is
nothing to blank in a correction. "The player" here is that one seat (Rosa, with her own token);
"another" is the host, who did not sit down and enters moves for the seat (the Story card below),
which the player did not enter and so may not correct (403).

The moves every test starts from (versions as the log numbers them):
  1. Rosa robs the rich: 2 gold and 1 influence into the inventory.
  2. Rosa recruits Maid Marian for her recruit cost, 2 gold.
  3. The host enters the Story card for Rosa's seat: the bounty rises by 100.
  4. Rosa robs the rich again (round 2): 3 sword.
"""
from __future__ import annotations

from typing import Any

import pytest

import engine
from tests.helpers import Table, correct, make_table, stored_state
from tests.games.hero.test_jail_effects_and_payments import CATALOGUE

GAME = engine.get("hero-of-the-people")
ROB_1 = {"type": "rob", "drawn": 3, "played": {"gold": 2, "influence": 1}}
RECRUIT = {"type": "recruit", "character": "maid-marian"}
STORY = {"type": "story", "card": "Sheriff's spies", "bounty": 100}
ROB_2 = {"type": "rob", "drawn": 3, "played": {"sword": 3}}


def replay_of(moves: list[tuple[dict[str, Any], int]]) -> dict[str, Any]:
    """The game played from its start with these moves, straight through the engine (no log, no corrections)."""
    state = GAME.setup(engine.validate_options(GAME, {"bounty": 300, "catalogue": CATALOGUE}))
    for move, seat in moves:
        state, _ = engine.play(GAME, state, move, seat)
    return state


@pytest.fixture
def hero(client) -> Table:
    """A Hero table after the four moves of the module docstring."""
    table = make_table(client, "hero-of-the-people", bounty=300, catalogue=CATALOGUE)
    assert table.join("Rosa").status_code == 201
    for headers, move in ((table.seat(0), ROB_1), (table.seat(0), RECRUIT), (table.host, {**STORY, "seat": 0}),
                          (table.seat(0), ROB_2)):
        answer = table.move(headers, **move)
        assert answer.status_code == 201, answer.json
    assert table.get(table.host).json["version"] == 4
    return table


def test_a_correction_that_replays_cleanly_equals_a_replay_of_the_standing_log(hero, app):
    # The first robbing showed a strength card, not an influence card.
    fixed = {"type": "rob", "drawn": 3, "played": {"gold": 2, "strength": 1}}
    answer = correct(hero, hero.host, {"version": 1, "move": fixed})
    assert answer.status_code == 201, answer.json
    assert answer.json["version"] == 5
    assert answer.json["result"]["corrected"] == [{"version": 1, "type": "rob", "seat": 0, "deleted": False}]
    state = hero.get(hero.host).json["state"]
    assert state["inventory"] == {"archery": 0, "sword": 3, "gold": 0, "strength": 1, "influence": 0}
    assert state["bounty"] == 400 and state["characters"]["maid-marian"] == "face-up"
    standing = [(fixed, 0), (RECRUIT, 0), (STORY, 0), (ROB_2, 0)]
    assert stored_state(app, hero) == replay_of(standing)
    log = hero.log(hero.host).json
    assert log[0]["move"] == ROB_1 and log[0]["corrected_in"] == [5]  # the original stays readable
    assert log[0]["now"] == {"move": fixed, "seat": 0}


def test_a_correction_that_breaks_a_later_move_is_refused_with_the_games_ruling_and_stores_nothing(hero, app):
    before_log, before_state = hero.log(hero.host).json, stored_state(app, hero)
    # One gold fewer at move 1 leaves Maid Marian's recruit cost (2 gold) unpaid at move 2 (H5).
    answer = correct(hero, hero.host, {"version": 1, "move": {"type": "rob", "drawn": 3, "played": {"gold": 1}}})
    assert answer.status_code == 422
    assert answer.json["broken"] == {"version": 2, "seat": 0, "type": "recruit"}
    assert answer.json["rule"] == "H5"
    assert "move 2 (Rosa's recruitment)" in answer.json["detail"]
    assert "Recruiting Maid Marian needs 1 gold more loot in your inventory" in answer.json["detail"]
    assert hero.get(hero.host).json["version"] == 4
    assert hero.log(hero.host).json == before_log and stored_state(app, hero) == before_state


def test_a_correction_that_breaks_the_round_order_names_the_move_with_h3(hero):
    # Taking out the Story card leaves round 2's robbing in round 1's Story phase (H3).
    answer = correct(hero, hero.host, {"version": 3, "delete": True})
    assert answer.status_code == 422 and answer.json["rule"] == "H3"
    assert answer.json["broken"] == {"version": 4, "seat": 0, "type": "rob"}
    assert hero.get(hero.host).json["version"] == 4


def test_the_player_corrects_their_own_recruit_after_the_host_entered_the_story_card(hero, app):
    # Rosa recruited Friar Tuck (1 gold and 1 influence), not Maid Marian; the host's Story card came after.
    friar = {"type": "recruit", "character": "friar-tuck"}
    answer = correct(hero, hero.seat(0), {"version": 2, "move": friar})
    assert answer.status_code == 201, answer.json
    state = hero.get(hero.seat(0)).json["state"]
    assert state["characters"]["friar-tuck"] == "face-up" and state["characters"]["maid-marian"] == "face-down"
    assert state["inventory"]["gold"] == 1 and state["inventory"]["influence"] == 0
    assert state["bounty"] == 400 and state["round"] == 2  # the host's Story card still stands
    entry = hero.log(hero.host).json[-1]
    assert entry["kind"] == "correction" and entry["by"] == "player" and entry["seat"] == 0
    assert stored_state(app, hero) == replay_of([(ROB_1, 0), (friar, 0), (STORY, 0), (ROB_2, 0)])


def test_the_player_may_not_correct_the_story_card_the_host_entered_for_their_seat(hero):
    before = hero.log(hero.host).json
    answer = correct(hero, hero.seat(0), {"version": 3, "move": {**STORY, "bounty": 200}})
    assert answer.status_code == 403 and "ask the host" in answer.json["detail"]
    assert correct(hero, hero.seat(0), {"version": 3, "delete": True}).status_code == 403
    assert hero.get(hero.host).json["version"] == 4 and hero.log(hero.host).json == before
    # The host may: the bounty the Story card raised is 200 after all.
    answer = correct(hero, hero.host, {"version": 3, "move": {**STORY, "bounty": 200}})
    assert answer.status_code == 201 and hero.get(hero.host).json["state"]["bounty"] == 500


def test_undo_takes_back_a_correction_and_restores_what_was_there(hero, app):
    before = stored_state(app, hero)
    fixed = {"type": "rob", "drawn": 3, "played": {"gold": 2, "strength": 1}}
    assert correct(hero, hero.seat(0), {"version": 1, "move": fixed}).status_code == 201
    assert stored_state(app, hero)["inventory"]["strength"] == 1
    undo = hero.undo(hero.seat(0))  # the correction is Rosa's own latest entry
    assert undo.status_code == 201 and undo.json["result"]["undid"] == 5
    assert stored_state(app, hero) == before
    log = hero.log(hero.host).json
    assert log[0]["corrected_in"] == [] and log[0]["now"] is None
    assert stored_state(app, hero) == replay_of([(ROB_1, 0), (RECRUIT, 0), (STORY, 0), (ROB_2, 0)])
