"""The score pad's legal moves (engine/choices.py): what its screen offers is exactly what the rules accept.

Without a sheet each seat adds points to its side (SP2); on a sheet each seat enters its side's next round
only, none past the round limit (SP5, SP6, SP10); everyone keeps a note; the host ends the game (SP4, SP9).
A table that enters only what is offered plays every kind of pad to its end.
"""
from __future__ import annotations

import random
from typing import Any, Mapping

import pytest

import engine
from engine import LegalMove
from tests.legal_moves import Checker, play_legal

PAD = engine.get("score-pad")

PADS = {
    "plain": {"players": 3},
    "goal": {"players": 2, "goal": 40},
    "sheet": {"players": 4, "sheet": True, "rounds": 5},
    "sheet-goal": {"players": 3, "sheet": True, "goal": 60},
    "lowest-wins": {"players": 3, "sheet": True, "rounds": 4, "lowest_wins": True},
    "teams": {"players": 4, "sheet": True, "rounds": 3, "teams": [[0, 2], [1, 3]]},
    "teams-and-one": {"players": 5, "sheet": True, "rounds": 3, "teams": [[0, 1], [2, 4]]},
    "plain-teams": {"players": 4, "goal": 50, "teams": [[1, 2]]},
}


def fill(state: Mapping[str, Any], legal: LegalMove, name: str, move: dict[str, Any], rng: random.Random) -> Any:
    """What the real game scored: a round's points (0 too on a sheet), or points to add (never 0, SP2)."""
    if name == "points":
        points = rng.randint(-5, 25)
        return 1 if legal.type == "add" and points == 0 else points
    if name == "text":
        return rng.choice(["", "owes Bob a drink", "Hearts: 3 left"])
    raise AssertionError(f"no fill for {legal.type}.{name}")


@pytest.mark.parametrize("pad", sorted(PADS))
def test_sp5_sp6_sp7_sp8_a_table_entering_only_legal_moves_plays_every_pad_to_its_end(pad):
    for seed in range(4):
        played = play_legal(PAD, PADS[pad], seed, fill)
        assert played.finished, f"seed {seed}"


@pytest.mark.parametrize("pad", sorted(PADS))
def test_sp2_sp5_sp6_every_value_offered_is_accepted_and_every_value_left_out_is_refused(pad):
    checker = Checker(PAD, fill)
    rng = random.Random(pad)
    for seed in range(3):
        for state in play_legal(PAD, PADS[pad], seed, fill).states:
            checker.check_state(state, rng, per_field=10)
    assert not checker.failures, "\n".join(checker.failures[:10])
    assert checker.checked > 20


def state_after(options: Mapping[str, Any], *moves: tuple[int, dict[str, Any]]) -> dict[str, Any]:
    state = PAD.setup(engine.validate_options(PAD, dict(options)))
    for seat, move in moves:
        state, _ = engine.play(PAD, state, move, seat)
    return state


def test_sp6_sp10_a_team_is_offered_its_next_round_and_none_past_the_limit():
    teams = PADS["teams"]
    state = state_after(teams, (0, {"type": "score", "round": 1, "points": 5}))
    rounds = {m.seat: m.fields["round"].values for m in PAD.legal_moves(state) if m.type == "score"}
    assert rounds == {0: (2,), 2: (2,), 1: (1,), 3: (1,)}  # seat 2 plays in seat 0's team
    assert not [m for m in PAD.legal_moves(state) if m.type == "add"]
    state = state_after(teams, *[(0, {"type": "score", "round": r, "points": 1}) for r in (1, 2, 3)])
    assert {m.seat for m in PAD.legal_moves(state) if m.type == "score"} == {1, 3}  # the team is done
    with pytest.raises(engine.RuleError) as refused:
        engine.play(PAD, state, {"type": "score", "round": 4, "points": 1}, 2)
    assert refused.value.rule == "SP6"


def test_sp2_sp4_sp9_a_plain_pad_offers_adding_and_the_host_the_end():
    moves = PAD.legal_moves(state_after(PADS["plain"]))
    assert sorted({(m.type, m.seat) for m in moves if m.type != "note"}) == [
        ("add", 0), ("add", 1), ("add", 2), ("finish", None), ("starter", None)]  # no points yet: who starts (SP12)
    [finish] = [m for m in PAD.legal_moves(state_after(PADS["lowest-wins"])) if m.type == "finish"]
    assert finish.rule == "SP9"
    assert PAD.legal_moves(state_after(PADS["goal"], (0, {"type": "add", "points": 45}))) == []
