"""Rescuing Robin Hood: what the log and the trackers say is what the rules say, no more (issue 34).

A failed Brawn or Stealth attack is spent, not "now 0" (only Wit is zeroed by the rulebook, R2; R3, R5);
the Castle and the Sheriff are named, not numbered "#0"; a band's tracker no longer shows the Brawn and
Jolliness it passed on (R5); a pass once recruiting is over stands as nothing (R8)."""
from __future__ import annotations

import pytest

import engine
from tests.games.rescuing.test_rules import BAND, at_turns, day5, play
from tests.helpers import english

GAME = engine.get("rescuing-robin-hood")
NAMES = ["Ann", "Bob"]


def sentence(move, result):
    return english(GAME.result_sentences[move["type"]](move, result, NAMES))


@pytest.mark.parametrize("attribute, said", [("brawn", "failed: the Brawn is spent, none passes on"),
                                             ("stealth", "failed: the Stealth is spent for this turn")])
def test_r3_r5_a_failed_brawn_or_stealth_attack_is_said_spent_not_zeroed(attribute, said):
    state = at_turns(rows=({"blue": 2},))
    move = {"type": "brawn", "row": 0, "values": [6, 6]} if attribute == "brawn" else \
        {"type": "stealth", "row": 0, "cards": [0, 1], "values": [6, 6]}
    state, result = play(state, move, 0)
    assert not result["success"]
    words = sentence(move, result)
    assert words.endswith(said) and "is now 0" not in words


def test_r2_only_a_failed_wit_attack_says_wit_is_now_0():
    state = at_turns()
    move = {"type": "wit", "row": 0, "value": 6}
    state, result = play(state, {**move}, 0)
    state, result = play(state, {"type": "wit", "value": 6}, 0)
    state, result = play(state, {"type": "wit", "value": 6}, 0)
    assert not result["success"] and sentence({"type": "wit"}, result).endswith("Wit is now 0")


def test_r9_r10_the_castle_and_the_sheriff_are_named_in_the_log_not_numbered():
    state = day5()
    castle_id = state["rows"][0]["cards"][0]["id"]
    assert castle_id == 0 and state["rows"][0]["cards"][0]["kind"] == "castle"
    move = {"type": "brawn", "row": 0, "values": [6, 2]}
    state, result = play(state, move, 0)
    words = sentence(move, result)
    assert words.startswith("Brawn attack on the Castle and #1 of the Wall"), words
    assert "#0" not in words
    state = day5(storm=True)
    row = len(state["rows"]) - 1
    cards = state["rows"][row]["cards"]
    move = {"type": "stealth", "chosen": [{"id": c["id"], "value": 2} if c["kind"] == "guard" else {"id": c["id"]}
                                          for c in cards]}
    state, result = play(state, move, 1)
    assert "the Sheriff" in sentence(move, result) and f"#{cards[-1]['id']}" not in sentence(move, result)


def test_r2_a_wit_attack_failing_at_the_castle_names_it():
    state = day5()
    state["rows"][0]["cards"][0]["values"]["wit"] = 30  # a Castle no band outwits
    state, result = play(state, {"type": "wit", "row": 0}, 0)
    assert not result["success"]
    assert sentence({"type": "wit"}, result).startswith("Wit attack failed at the Castle (Wit 30)")


def test_r5_a_band_that_ended_its_turn_no_longer_holds_the_brawn_and_jolliness_it_passed_on():
    state = at_turns(bands=[{**BAND, "brawn": 6, "jolliness": 2}, {**BAND, "brawn": 1, "jolliness": 0}])
    state, result = play(state, {"type": "end_turn"}, 0)
    assert result["brawn_passed"] == 6 and result["jolliness_passed"] == 2
    assert (state["bands"][0]["brawn"], state["bands"][0]["jolliness"]) == (0, 0)
    assert (state["bands"][1]["brawn"], state["bands"][1]["jolliness"]) == (7, 2)
    state, result = play(state, {"type": "end_turn"}, 1)  # the day's last: passes nothing, back to zero (R5)
    assert result["brawn_passed"] == 0 and (state["bands"][1]["brawn"], state["bands"][1]["jolliness"]) == (0, 0)


def test_r13_the_solo_band_still_carries_its_brawn_and_jolliness_to_the_next_day():
    state = at_turns(state=GAME.setup(engine.validate_options(GAME, {"players": 1, "mode": "solo-single"})),
                     bands=[{**BAND, "brawn": 5, "jolliness": 3}])
    state, result = play(state, {"type": "end_turn"}, 0)
    assert result["carried_to_next_day"] == {"brawn": 5, "jolliness": 3}


def test_r8_a_pass_once_recruiting_is_over_stands_as_nothing_and_a_take_is_still_refused():
    state = at_turns(rows=({"blue": 1},))
    state["rows"][0]["villagers"] = 1
    state, _ = play(state, {"type": "brawn", "row": 0, "values": [1]}, 0)
    for seat in (0, 1):
        state, _ = play(state, {"type": "end_turn"}, seat)
    state, _ = play(state, {"type": "recruit", "take": True}, 0)
    assert state["phase"] == "cleanup"
    before = engine.copy_state(state)
    state, result = play(state, {"type": "recruit", "take": False}, 1)
    assert state == before and result["recruiting_over"]
    assert sentence({"type": "recruit", "take": False}, result) == \
        "Bob's band passed, but recruiting was already over: nothing changes"
    with pytest.raises(engine.RuleError) as refused:
        play(state, {"type": "recruit", "take": True}, 1)
    assert refused.value.rule == "R8"
    assert not [m for m in GAME.legal_moves(state) if m.type == "recruit"]  # nothing offered, though


def test_r5_the_view_says_what_ending_the_turn_now_passes_on_and_nothing_on_the_days_last_turn():
    state = at_turns(bands=[{**BAND, "brawn": 6, "jolliness": 2}, {**BAND, "brawn": -1, "jolliness": 0}])
    assert GAME.view(state, 0)["passes_on"] == {"brawn_passed": 6, "jolliness_passed": 2, "to": 1}
    state, _ = play(state, {"type": "spend_jolliness", "attribute": "wit", "amount": 1}, 0)
    assert GAME.view(state, 0)["passes_on"] == {"brawn_passed": 6, "jolliness_passed": 1, "to": 1}
    state, _ = play(state, {"type": "end_turn"}, 0)
    assert GAME.view(state, 1)["passes_on"] == {"brawn_passed": 0, "jolliness_passed": 0, "to": None}


def test_r5_a_turn_ends_after_jolliness_spent_and_an_adjustment_below_zero():
    """A leader's power entered by hand after spending used to make the end of the turn refuse itself (R4)."""
    state = at_turns()
    state, _ = play(state, {"type": "spend_jolliness", "attribute": "wit", "amount": 1}, 0)
    state, _ = play(state, {"type": "adjust", "band": 0, "what": "jolliness", "amount": -5, "reason": "a leader"}, 0)
    assert "end_turn" in [m.type for m in GAME.legal_moves(state)]
    state, result = play(state, {"type": "end_turn"}, 0)
    assert result["jolliness_passed"] == 0 and result["brawn_passed"] == 6
