"""Robin Hood (1990)'s legal moves (engine/choices.py): what the screen offers is exactly what the rules accept.

Before the first duel, event or settlement the table names the youngest (V4); a duel (V3) or an event (V5)
for any seat and the settlement (V2) while the section goes on; after a duel won onto the gathering point
only the settlement, that pawn at 0 (V7); after a tie for the fewest gold only the tied players' choice
(V6). The castle cards and what an event card says are printed on the cards: they keep their declared
ranges, and the test fills them with plausible values. A table that enters only what is offered plays
every game to its end, with 2 to 6 players.
"""
from __future__ import annotations

import random
from typing import Any, Mapping

import pytest

import engine
from engine import LegalMove
from engine.readers import choices_for
from engine.games.rh1990 import CASTLE_CARDS, MOST_SPACES_SHORT, duel
from tests.legal_moves import Checker, play_legal

GAME = engine.get("robin-hood-1990")


def new(players: int = 3) -> dict[str, Any]:
    return GAME.setup(engine.validate_options(GAME, {"players": players}))


def distances(state: Mapping[str, Any], legal: LegalMove, rng: random.Random) -> dict[str, int]:
    """A settlement the rules accept (V2): one pawn at 0 (the one the domain fixes at 0, V7, if any), the
    others on distinct spaces, and now and then two sent back to the section's start at the farthest."""
    entries = legal.fields["distances"].entries
    assert entries is not None
    seats = list(entries)
    fixed = [seat for seat, domain in entries.items() if domain.values == (0,)]
    arrival = fixed[0] if fixed else rng.choice(seats)
    others = [seat for seat in seats if seat != arrival]
    spaces = rng.sample(range(1, 40), len(others))
    if len(others) >= 2 and rng.random() < 0.3:  # two pawns sent back share the farthest space
        spaces[-1] = spaces[-2] = max(spaces)
    return {arrival: 0, **dict(zip(others, spaces))}


def fill(state: Mapping[str, Any], legal: LegalMove, name: str, move: dict[str, Any], rng: random.Random) -> Any:
    """What the cards say: two different castle cards, an event's text and gold; the distances (above)."""
    if name == "distances":
        return distances(state, legal, rng)
    if name == "player_card":
        return rng.choice(CASTLE_CARDS)
    if name == "sheriff_card":
        return rng.choice([card for card in CASTLE_CARDS if card != move.get("player_card")])
    if name == "text":
        return "A storm in Sherwood"
    if name == "gold":
        return rng.randint(-20, 20)
    if name == "pawn_spaces":
        return rng.choice([0, 0, 2, -3])
    if name == "pawn_to_section_start":  # not with a number of spaces too (V5)
        return move.get("pawn_spaces") == 0 and rng.random() < 0.2
    if name == "to_gathering_point":  # now and then a duel won on the sheriff's starting space (V7)
        return duel(move["player_card"], move["sheriff_card"])["winner"] == "player" and rng.random() < 0.2
    raise AssertionError(f"no fill for {legal.type}.{name}")


def tied(players: int) -> dict[str, Any]:
    """After gathering point 1, the last two pawns tied on the fewest gold: they choose who starts (V6)."""
    settle = {"type": "settle", "distances": {str(seat): seat for seat in range(players)}}
    paid = engine.play(GAME, new(players), settle, None)[1]["paid"]
    # The last pawn gets nothing: an event first gives it what the one before it will get.
    even = {"type": "event", "text": "A purse found", "gold": paid[str(players - 2)]}
    state, _ = engine.play(GAME, new(players), even, players - 1)
    state, result = engine.play(GAME, state, settle, None)
    assert result["choosing_starter"] == [players - 2, players - 1]
    return state


def arrived(players: int) -> dict[str, Any]:
    """The last seat won a duel on the sheriff's starting space and took the move onto the point (V7)."""
    duel_won = {"type": "duel", "player_card": 5, "sheriff_card": 2, "to_gathering_point": True}
    return engine.play(GAME, new(players), duel_won, players - 1)[0]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_v2_v4_v6_a_table_entering_only_legal_moves_plays_every_game_to_its_end(players):
    for seed in range(4):
        played = play_legal(GAME, {"players": players}, seed, fill=fill)
        assert played.finished, f"seed {seed}"
        assert len(played.states[-1]["settlements"]) == 4


@pytest.mark.parametrize("players", [2, 4, 6])
def test_v2_to_v7_every_value_offered_is_accepted_and_every_value_left_out_is_refused(players):
    checker = Checker(GAME, fill)
    rng = random.Random(players)
    kinds: set[str] = set()
    states = [state for seed in range(3) for state in play_legal(GAME, {"players": players}, seed, fill=fill).states]
    for state in [*states, tied(players), arrived(players)]:  # random play seldom ties or wins onto a point
        kinds.update(move.type for move in GAME.legal_moves(state))
        checker.check_state(state, rng, per_field=8)
    assert not checker.failures, "\n".join(checker.failures[:10])
    assert checker.checked > 200
    assert kinds == {"duel", "event", "settle", "first_player", "starter"}


def test_v6_tied_players_and_only_they_choose_the_starter_and_nothing_else_is_offered():
    state = new(4)
    state, result = engine.play(GAME, state, {"type": "settle", "distances": {"0": 0, "1": 2, "2": 5, "3": 5}}, None)
    assert result["choosing_starter"] == [2, 3]  # 15, 8, 5 and 5 gold: seats 2 and 3 tie on the fewest
    legal = list(GAME.legal_moves(state))
    assert [(m.type, m.seat, m.fields["starting_seat"].values, m.rule) for m in legal] == \
        [("starter", 2, (2, 3), "V6"), ("starter", 3, (2, 3), "V6")]
    # A tied player sees their own choice; a player not tied none; the host both tied seats'.
    assert [m.seat for m in choices_for(GAME, state, seat=2, host=False, seated=range(4)).moves] == [2]
    assert choices_for(GAME, state, seat=0, host=False, seated=range(4)).moves == ()
    assert [m.seat for m in choices_for(GAME, state, seat=0, host=True, seated=range(4)).moves] == [2, 3]
    with pytest.raises(engine.RuleError) as refused:  # what the non-tied player is not offered is refused
        engine.play(GAME, state, {"type": "starter", "starting_seat": 2}, 0)
    assert refused.value.rule == "V6"


def test_v7_after_a_duel_won_onto_the_gathering_point_only_the_settlement_is_offered_with_that_pawn_at_0():
    state, _ = engine.play(GAME, new(3), {"type": "duel", "player_card": 4, "sheriff_card": 1,
                                          "to_gathering_point": True}, 1)
    [settle] = GAME.legal_moves(state)
    assert (settle.type, settle.rule) == ("settle", "V7")
    entries = settle.fields["distances"].entries
    assert entries is not None and set(entries) == {"0", "1", "2"}
    assert entries["1"].values == (0,) and (entries["0"].minimum, entries["0"].maximum) == (0, MOST_SPACES_SHORT)


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_v2_each_distance_the_settlement_offers_is_accepted_with_the_others_placed_to_suit(seat):
    """Every value of one seat's range, 0 to the most, with the other pawns on other spaces (V2)."""
    state = new(3)
    [settle] = [m for m in GAME.legal_moves(state) if m.type == "settle"]
    entries = settle.fields["distances"].entries
    assert entries is not None
    low, high = entries[str(seat)].minimum, entries[str(seat)].maximum
    assert (low, high) == (0, MOST_SPACES_SHORT)
    others = [str(s) for s in range(3) if s != seat]
    for value in range(low, high + 1):
        rest = [1, 2] if value == 0 else [0, value + 1 if value < high else value - 1]
        move = {"type": "settle", "distances": {str(seat): value, **dict(zip(others, rest))}}
        engine.play(GAME, state, move, None)


def test_v4_the_youngest_is_offered_among_the_tables_seats_until_the_first_duel_event_or_settlement():
    state = new(5)
    [first] = [m for m in GAME.legal_moves(state) if m.type == "first_player"]
    assert first.fields["starting_seat"].values == (0, 1, 2, 3, 4) and first.rule == "V4"
    state, _ = engine.play(GAME, state, {"type": "event", "text": "Fog", "gold": 0}, 3)
    assert "first_player" not in {m.type for m in GAME.legal_moves(state)}


def test_v4_a_finished_game_offers_nothing():
    state = new(2)
    for _ in range(4):
        state, _ = engine.play(GAME, state, {"type": "settle", "distances": {"0": 0, "1": 3}}, None)
    assert state["finished"] and list(GAME.legal_moves(state)) == []
