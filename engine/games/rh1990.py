"""Robin Hood (Ravensburger 1990): the gold ledger.

The board, pawns and castle cards stay physical. The app keeps every
player's gold (V1), settles archery duels (V3) and each gathering point from
the distances the players enter (V2), says who starts the next section (V4,
asking on a tie) and names the winner after the fourth gathering point.

>>> settlement(1, {"Ann": 0, "Bob": 3, "Cat": 7})
{'Ann': 12, 'Bob': 4, 'Cat': 0}
>>> settlement(1, {"Ann": 0, "Bob": 3, "Cat": 7}, rule="behind")
{'Ann': 8, 'Bob': 4, 'Cat': 0}
"""
from __future__ import annotations

from typing import Any, Mapping

from ..errors import RuleError
from ..fields import Choice, Int, MapOf, Str
from ..game import Game, Move, MoveSpec, Result, State, seats_with_most
from ..registry import register

START_GOLD = 5
FIRST_ARRIVAL_BONUS = {1: 5, 2: 10, 3: 15, 4: 20}
DUEL_REWARD = 5
CASTLE_CARDS = (1, 2, 3, 4, 5, "sheriff")
RULES = ("last", "behind")

RULINGS = {
    "V1": "Each player starts with 5 gold; 2-6 players, a sheriff pawn.",
    "V2": "Settlement when a pawn reaches a gathering point exactly. Default ('last'): each player gets as many"
          " gold as spaces separate them from the last player; the first arrival also gets 5, 10, 15, 20 at"
          " gathering points 1-4; the last gets nothing. House rule ('behind'): the distance to the player"
          " directly behind. Distances are spaces short of the gathering point (the arrival at 0); no two pawns"
          " share a space, except pawns sent back to the section's start, which all stand at the largest distance.",
    "V3": "Archery duel: two different castle cards (1-5 arrows, or the Sheriff). If either is the Sheriff, the"
          " Sheriff wins; otherwise more arrows wins. The winning player gets 5 gold and the sheriff pawn returns"
          " to its start space; a losing player goes back to the section's starting point.",
    "V4": "The player with the fewest gold starts the next section; on a tie the tied players choose among"
          " themselves (the app asks). After the 4th gathering point the most gold wins; equal gold shares the win.",
}


def settlement(gathering_point: int, distances: Mapping[str, int], rule: str = "last") -> dict[str, int]:
    """Gold each player gets at a gathering point (V2).

    ``distances``: spaces short of the gathering point, the arrival at 0.
    """
    if not 1 <= gathering_point <= 4:
        raise RuleError(f"Gathering point {gathering_point} does not exist (1-4).", rule="V2", field="gathering_point")
    if rule not in RULES:
        raise RuleError(f"Unknown settlement rule {rule!r} (last or behind).", rule="V2", field="rule")
    if list(distances.values()).count(0) != 1:
        raise RuleError("Exactly one pawn reached the gathering point: give it distance 0.", rule="V2",
                        field="distances")
    farthest = max(distances.values())
    by_space: dict[int, str] = {}
    for name, distance in distances.items():
        if distance < 0:
            raise RuleError(f"{name}'s distance {distance} is negative.", rule="V2", field=f"distances.{name}")
        if distance in by_space and distance != farthest:
            raise RuleError(f"{by_space[distance]} and {name} cannot share space {distance}: only pawns sent back to"
                            " the section's start share a space.", rule="V2", field=f"distances.{name}")
        by_space.setdefault(distance, name)
    spaces = sorted(set(distances.values()))
    gold = {}
    for name, distance in distances.items():
        if rule == "last":
            earned = farthest - distance
        else:
            behind = [s for s in spaces if s > distance]
            earned = behind[0] - distance if behind else 0
        gold[name] = earned + (FIRST_ARRIVAL_BONUS[gathering_point] if distance == 0 else 0)
    return gold


def duel(player_card: int | str, sheriff_card: int | str) -> dict[str, Any]:
    """Who wins an archery duel, and the gold the player wins (V3).

    >>> duel(4, 2)
    {'winner': 'player', 'gold': 5}
    >>> duel(5, "sheriff")
    {'winner': 'sheriff', 'gold': 0}
    """
    for field, card in (("player_card", player_card), ("sheriff_card", sheriff_card)):
        if card not in CASTLE_CARDS or isinstance(card, bool):
            raise RuleError(f"{card!r} is not a castle card (1-5 or 'sheriff').", rule="V3", field=field)
    if player_card == sheriff_card:
        raise RuleError("The two castle cards of a duel are different cards.", rule="V3", field="sheriff_card")
    player_wins = "sheriff" not in (player_card, sheriff_card) and player_card > sheriff_card
    return {"winner": "player", "gold": DUEL_REWARD} if player_wins else {"winner": "sheriff", "gold": 0}


CASTLE_CARD = Choice(choices=CASTLE_CARDS)


class RobinHood1990(Game):
    id = "robin-hood-1990"
    title = "Robin Hood (1990)"
    min_players = 2
    max_players = 6
    rulings = RULINGS
    decisions = (
        "The first-arrival bonus is paid under both settlement rules; 'behind' changes only the distance paid.",
        "The first section's starting player (the youngest, says the rulebook) is an option, seat 0 by default.",
        "A duel is entered by the player who fought it (or by the host for them); the pawn moves stay on the board.",
    )
    options = {
        "players": Int(minimum=2, maximum=6, default=4, description="Number of players."),
        "rule": Choice(choices=RULES, default="last", description="Settlement: 'last' (rulebook) or 'behind' (V2)."),
        "first_player": Int(minimum=0, maximum=5, default=0, description="Seat of the youngest player, who starts."),
    }
    moves = {
        "duel": MoveSpec(
            "An archery duel with the sheriff pawn: your castle card, then the sheriff's (V3).",
            {"player_card": CASTLE_CARD, "sheriff_card": CASTLE_CARD},
        ),
        "settle": MoveSpec(
            "A pawn reached the gathering point: every player's distance short of it, by seat (V2).",
            {"distances": MapOf(key=Str(min_length=1, max_length=1, description="A seat number"),
                                value=Int(minimum=0, maximum=200), max_items=6)},
            who="any",
        ),
        "starter": MoveSpec("The tied poorest players chose who starts the next section (V4).",
                            {"starting_seat": Int(minimum=0, maximum=5)}, who="any"),
    }

    def check_options(self, options: Mapping[str, Any]) -> None:
        if options["first_player"] >= options["players"]:
            raise RuleError(f"Seat {options['first_player']} is not at a {options['players']}-player table.",
                            field="first_player")

    def setup(self, options: Mapping[str, Any]) -> State:
        players = options["players"]
        return {
            "seats": players,
            "rule": options["rule"],
            "gold": [START_GOLD] * players,  # V1
            "section": 1,
            "starter": options["first_player"],
            "choosing_starter": [],
            "settlements": [],
            "duels": [],
            "finished": False,
            "winners": [],
        }

    def apply(self, state: State, move: Move, seat: int | None) -> tuple[State, Result]:
        if state["finished"]:
            raise RuleError("The game is over: the fisherman's hut was reached.", rule="V4")
        if move["type"] == "starter":
            return self._starter(state, move["starting_seat"])
        if state["choosing_starter"]:
            raise RuleError("First the tied players choose who starts this section.", rule="V4")
        if move["type"] == "duel":
            return self._duel(state, move, seat)
        return self._settle(state, move["distances"])

    def _duel(self, state: State, move: Move, seat: int | None) -> tuple[State, Result]:
        outcome = duel(move["player_card"], move["sheriff_card"])
        assert seat is not None
        state["gold"][seat] += outcome["gold"]
        state["duels"].append({"section": state["section"], "seat": seat, **outcome})
        then = ("the sheriff pawn returns to its start space" if outcome["winner"] == "player"
                else "your pawn goes back to the section's starting point")
        return state, {"seat": seat, **outcome, "then": then}

    def _settle(self, state: State, raw: Mapping[str, int]) -> tuple[State, Result]:
        expected = {str(s) for s in range(state["seats"])}
        if set(raw) != expected:
            raise RuleError(f"Give a distance for every seat ({', '.join(sorted(expected))}).", rule="V2",
                            field="distances")
        point = state["section"]
        paid = settlement(point, raw, state["rule"])
        for name, gold in paid.items():
            state["gold"][int(name)] += gold
        state["settlements"].append({"gathering_point": point, "distances": dict(raw), "paid": paid,
                                     "gold_after": list(state["gold"])})
        result: Result = {"gathering_point": point, "paid": paid}
        if point == 4:
            state.update(finished=True, winners=seats_with_most(state["gold"]))
            result["winners"] = state["winners"]
            return state, result
        state["section"] = point + 1
        poorest = min(state["gold"])
        tied = [s for s, g in enumerate(state["gold"]) if g == poorest]
        if len(tied) == 1:
            state["starter"] = tied[0]
        else:
            state["starter"], state["choosing_starter"] = None, tied
        result["starter"] = state["starter"]
        result["choosing_starter"] = state["choosing_starter"]
        return state, result

    def _starter(self, state: State, seat: int) -> tuple[State, Result]:
        if not state["choosing_starter"]:
            raise RuleError("Nobody is choosing a starting player now: the poorest player starts.", rule="V4")
        if seat not in state["choosing_starter"]:
            raise RuleError("Only one of the tied poorest players can start the section.", rule="V4", field="starting_seat")
        state["starter"], state["choosing_starter"] = seat, []
        return state, {"starter": seat}

    def status(self, state: State) -> dict[str, Any]:
        return {"finished": state["finished"], "winners": list(state["winners"])}


register(RobinHood1990())
