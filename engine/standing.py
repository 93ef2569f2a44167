"""How a finished game stands: winners, scores, ranks and the tie-breaks applied.

Each game describes its end with :meth:`engine.Game.final_standing` (a
:class:`Standing`) and how it went with :meth:`engine.Game.progress_point`
(sampled by :func:`progress` while its moves are replayed). Pure: the caller
passes the seated players' names, so the outcome sentence can use them.

>>> standing = Standing.ranked(winners_sentence([0], ["Ann"], 5, "points"), scores=[5, 3, 3], winners=[0], measure="points")
>>> [(p.score, p.rank, p.winner) for p in standing.players]
[(5, 1, True), (3, 2, False), (3, 2, False)]
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterable, Sequence

from .messages import Message, Text, msg
from .periods import Period
from .words import amount_words, whom

Scores = list[int | None]


@dataclass(frozen=True)
class TieBreak:
    ruling: str  # the ruling id that breaks it ("G10")
    text: Text  # how, in a plain sentence with the players' names


@dataclass(frozen=True)
class SeatStanding:
    score: int | None
    rank: int  # 1 = best; seats that tie share a rank
    winner: bool


@dataclass(frozen=True)
class Standing:
    outcome: Text  # one plain sentence: "Ann wins with 32 gold."
    players: list[SeatStanding]  # one per seat, in seat order
    measure: str | None = None  # what a score counts ("gold"); None when the game has no points
    high_wins: bool = True
    cooperative: bool = False
    tie_breaks: list[TieBreak] = field(default_factory=list)
    # Sentences with their ruling that the ranking alone does not say, such as who played
    # but is not ranked (Curse's Legends, C6). The same shape as a tie-break.
    notes: list[TieBreak] = field(default_factory=list)
    # Seats that played as one side (the score pad's teams, SP10), each team's seats in order.
    teams: list[list[int]] = field(default_factory=list)

    @property
    def no_points(self) -> bool:
        return self.measure is None

    @property
    def winners(self) -> list[int]:
        return [seat for seat, player in enumerate(self.players) if player.winner]

    def place(self, player: SeatStanding) -> int:
        """A seat's place as the results, BG Stats and results.csv give it: its rank, except that first
        place is a winner's. A game nobody at the table won was won by the game's own side (a solo Curse
        You player who lost to the Legends, C9; a band that did not rescue Robin Hood): every seat is
        placed behind it, the best 2nd.

        >>> lost = Standing.ranked("", scores=[40], winners=[], measure="points")
        >>> lost.place(lost.players[0])
        2
        """
        return player.rank if self.winners else player.rank + 1

    def team_of(self, seat: int, names: Sequence[str]) -> str | None:
        """The team a seat played in, named by its players ("Ann & Cy": BG Stats groups a play's players
        by the same team name); None for a seat in no team.

        >>> Standing("", [], teams=[[0, 2]]).team_of(2, ["Ann", "Bob", "Cy"])
        'Ann & Cy'
        """
        team = next((team for team in self.teams if seat in team), None)
        return " & ".join(names[member] for member in team) if team else None

    def as_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["no_points"] = self.no_points
        return out

    @classmethod
    def ranked(cls, outcome: Text, *, scores: Sequence[int | None], winners: Iterable[int],
               measure: str | None, high_wins: bool = True, order: Sequence[Any] | None = None,
               tie_breaks: Sequence[TieBreak] = (), cooperative: bool = False,
               notes: Sequence[TieBreak] = ()) -> Standing:
        """Ranks from ``order`` (one sort key per seat, better first when high_wins; the scores
        by default), the winners always first and sharing rank 1 (see :func:`ranks`)."""
        keys = list(order if order is not None else scores)
        won = set(winners)
        return cls(
            outcome=outcome,
            players=[SeatStanding(score, rank, seat in won)
                     for seat, (score, rank) in enumerate(zip(scores, ranks(keys, won, high_wins)))],
            measure=measure, high_wins=high_wins, cooperative=cooperative, tie_breaks=list(tie_breaks),
            notes=list(notes),
        )

    @classmethod
    def all_or_none(cls, outcome: Text, *, seats: int, won: bool, scores: Sequence[int | None] | None = None,
                    measure: str | None = None) -> Standing:
        """A cooperative or solo game: every seat wins, or none does; every seat ranks 1."""
        scores = list(scores) if scores is not None else [None] * seats
        return cls(outcome=outcome, players=[SeatStanding(scores[s], 1, won) for s in range(seats)],
                   measure=measure, cooperative=seats > 1)


def ranks(keys: Sequence[Any], winners: set[int], high_wins: bool = True) -> list[int]:
    """Competition ranks (1, 2, 2, 4): winners share 1; the others follow by ``keys``.

    A key of None (no score) ranks last.

    >>> ranks([10, 30, 30, 5], {1, 2})
    [3, 1, 1, 4]
    >>> ranks([10, 30, 30, 5], {1})
    [3, 1, 2, 4]
    >>> ranks([4, 9, 4], set(), high_wins=False)
    [1, 3, 1]
    """
    def better(a: Any, b: Any) -> bool:
        if a is None:
            return False
        if b is None:
            return True
        return bool(a > b if high_wins else a < b)

    out = []
    for seat, key in enumerate(keys):
        if seat in winners:
            out.append(1)
            continue
        ahead = len(winners) + sum(1 for other, k in enumerate(keys) if other not in winners and better(k, key))
        out.append(ahead + 1)
    return out





def winners_sentence(winners: Sequence[int], names: Sequence[str], score: int | None, measure: str | None) -> Message:
    """'Ann wins with 32 gold.' / 'Ann and Bob share the win with 30 points each.' / 'Nobody wins.'

    >>> winners_sentence([0, 1], ["Ann", "Bob"], 30, "points").id
    'outcome-share-with'
    """
    if not winners:
        return msg("outcome-nobody")
    who = whom(winners, names)
    if score is None or measure is None:
        return msg("outcome-wins" if len(winners) == 1 else "outcome-share", names=who, count=len(winners))
    return msg("outcome-wins-with" if len(winners) == 1 else "outcome-share-with", names=who, count=len(winners),
               amount=amount_words(score, measure))


def most_wins(rule: str, amounts: Sequence[int], winners: Sequence[int], names: Sequence[str],
              measure: str) -> Standing:
    """The standing of a game the largest amount wins, equal amounts sharing the win (G11, V4).

    >>> most_wins("V4", [30, 30, 12], [0, 1], ["Ann", "Bob", "Cy"], "gold").tie_breaks[0].text.id
    'tie-equal-amount'
    """
    best = amounts[winners[0]]
    ties = [TieBreak(rule, msg("tie-equal-amount", names=whom(winners, names), amount=amount_words(best, measure),
                               measure=measure))
            ] if len(winners) > 1 else []
    return Standing.ranked(winners_sentence(winners, names, best, measure), scores=list(amounts),
                           winners=list(winners), measure=measure, tie_breaks=ties)


Point = tuple[Period, Scores]


def progress(sample: Callable[[dict[str, Any], int], Point | None],
             states: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The scores at the end of each round (day, week...), for the results chart.

    ``states`` follow each other move by move from the setup. ``sample(state,
    moves)`` gives (the period the next move falls in, the scores
    now), or None. Each move is put in the period its state before says, with
    the scores after it, so the move that closes a period counts in it; the
    chart keeps the last point of each period.

    >>> fake = [{"r": 1, "s": [0]}, {"r": 1, "s": [2]}, {"r": 2, "s": [5]}, {"r": 2, "s": [6]}]
    >>> progress(lambda st, moves: (Period("round", st["r"]), st["s"]), fake)
    [{'period': Period(unit='round', number=1), 'scores': [5]}, {'period': Period(unit='round', number=2), 'scores': [6]}]
    """
    points: list[dict[str, Any]] = []
    before: Point | None = None
    for moves, state in enumerate(states):
        now = sample(state, moves)
        if moves and before is not None and now is not None:
            period, scores = before[0], list(now[1])
            if points and points[-1]["period"] == period:
                points[-1]["scores"] = scores
            else:
                points.append({"period": period, "scores": scores})
        before = now
    return points
