"""Score pad: the built-in game that exercises the whole platform.

Any group can use it as a plain score sheet: each seat adds points to its own
score (the host may add for anyone), keeps one private note, and the host
ends the game. Its rules have ids like the rulebook games' rulings (SP1..SP4)
so refusals look the same everywhere.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..errors import RuleError
from ..fields import Bool, Int, ListOf, Object, Str
from ..game import Game, Move, MoveSpec, Result, State, seats_with_most
from ..registry import register
from ..standing import Point, Standing, TieBreak, amount, name_of, names_of, winners_sentence
from ..words import signed

RULINGS = {
    "SP1": "A finished game takes no more moves.",
    "SP2": "Points are whole numbers from -1000 to 1000; adding 0 changes nothing and is refused.",
    "SP3": "When a goal is set, the first seat to reach it wins and the game ends at once.",
    "SP4": "When the host ends the game, the highest score wins; equal highest scores share the win.",
}


class ScorePad(Game):
    id = "score-pad"
    title = "Score pad"
    move_labels = {
        "add": "points",
        "note": "private note",
        "finish": "end of the game",
    }
    min_players = 1
    max_players = 8
    rulings = RULINGS
    decisions = (
        "A player adds points to their own seat only; the host may add to any seat (for someone without a phone).",
        "The private note is one per seat and replaced on each save; the log shows others that a note was saved, not its text.",
    )
    options = {
        "players": Int(minimum=1, maximum=8, default=4, description="Number of seats."),
        "goal": Int(
            minimum=1, maximum=100_000, default=None, nullable=True,
            description="Score that wins at once (SP3); null for none.",
        ),
        # The game the pad scores, for the results and BG Stats (issue 22): BG Stats files plays by game.
        "game_name": Str(max_length=80, default=None, nullable=True,
                         description="The real game being scored (for the results and BG Stats); null: 'Score pad'."),
        "bgg_id": Int(minimum=1, maximum=10_000_000, default=None, nullable=True,
                      description="That game's BoardGameGeek id, for BG Stats; null for none."),
    }

    def play_title(self, options: Mapping[str, Any]) -> str:
        name = (options.get("game_name") or "").strip()
        return name or self.title

    def play_bgg_id(self, options: Mapping[str, Any]) -> int | None:
        return options.get("bgg_id")
    moves = {
        "add": MoveSpec(
            "Add points to a seat's score (negative points subtract).",
            {"points": Int(minimum=-1000, maximum=1000, description="Points to add (SP2).")},
        ),
        "note": MoveSpec(
            "Keep a private note; only your own seat can read it.",
            {"text": Str(max_length=280, description="The note.")},
            private=("text",),
        ),
        "finish": MoveSpec("End the game; the highest score wins (SP4).", who="host"),
    }

    # Results in words, for the log's exports: "Bob +5: 17 in all".
    result_sentences = {
        "add": lambda move, result, names: f"{name_of(result['seat'], names)} {signed(result['points'])}:"
                                           f" {result['score']} in all",
        "note": lambda move, result, names: f"{name_of(result['seat'], names)} saved a private note",
        "finish": lambda move, result, names: f"Game over: {names_of(result['winners'], names) or 'nobody'} won",
    }

    # What view() gives a seat (issue 22's typed state): the scores in seat order and one's own note.
    view_schema = Object(fields={
        "seats": Int(minimum=1, maximum=8, description="Number of seats."),
        "goal": Int(minimum=1, nullable=True, description="The score that wins at once (SP3), or null."),
        "scores": ListOf(item=Int(), max_items=8, description="Each seat's score, in seat order."),
        "finished": Bool(description="Whether the game is over."),
        "winners": ListOf(item=Int(minimum=0), max_items=8, description="The winning seats, once finished."),
        "my_note": Str(max_length=280, nullable=True, description="The caller's own note; null for the host and spectators."),
    })

    def setup(self, options: Mapping[str, Any]) -> State:
        seats = self.seats(options)
        return {
            "seats": seats,
            "goal": options["goal"],
            "scores": [0] * seats,
            "notes": [""] * seats,
            "finished": False,
            "winners": [],
        }

    # -- moves: Game.apply has refused a finished game (SP1) and a seat move without a seat

    over_rule = "SP1"

    def over_sentence(self, state: State) -> str:
        return "The game is over: it takes no more moves."

    def move_add(self, state: State, move: Move, seat: int) -> Result:
        points = move["points"]
        if points == 0:
            raise RuleError("Adding 0 points changes nothing.", rule="SP2", field="points")
        state["scores"][seat] += points
        score = state["scores"][seat]
        if state["goal"] is not None and score >= state["goal"]:  # SP3
            state["finished"], state["winners"] = True, [seat]
        return {"seat": seat, "points": points, "score": score}

    def move_note(self, state: State, move: Move, seat: int) -> Result:
        state["notes"][seat] = move["text"]
        return {"seat": seat}

    def move_finish(self, state: State, move: Move, seat: int | None) -> Result:
        winners = seats_with_most(state["scores"])  # SP4
        state["finished"], state["winners"] = True, winners
        return {"winners": winners}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        visible = {k: v for k, v in state.items() if k != "notes"}
        visible["my_note"] = state["notes"][seat] if seat is not None else None
        return visible

    def status(self, state: State) -> dict[str, Any]:
        return {"finished": state["finished"], "winners": list(state["winners"])}

    def final_standing(self, state: State, names: Sequence[str]) -> Standing:
        winners = list(state["winners"])
        best = state["scores"][winners[0]] if winners else None
        outcome = winners_sentence(winners, names, best, "points")
        if state["goal"] is not None and len(winners) == 1 and best is not None and best >= state["goal"]:
            outcome = outcome[:-1] + f", reaching the goal of {state['goal']}."
        ties = [TieBreak("SP4", f"{names_of(winners, names)} have {amount(best, 'points')} each: equal highest"
                                f" scores share the win.")] if len(winners) > 1 and best is not None else []
        return Standing.ranked(outcome, scores=list(state["scores"]), winners=winners, measure="points",
                               tie_breaks=ties)

    progress_by_log_number = True

    def progress_point(self, state: State, moves: int) -> Point | None:
        # A score pad has no rounds: each move is a point of its own, named by its number in the log.
        return f"Move {moves + 1}", list(state["scores"])


register(ScorePad())
