"""Score pad: the built-in game that exercises the whole platform.

Any group can use it as a plain score sheet: each seat adds points to its own
score (the host may add for anyone), keeps one private note, and the host
ends the game. Its rules have ids like the rulebook games' rulings (SP1..SP11)
so refusals look the same everywhere.

It can be a real score sheet, each part an option that a table without
it does not see (so an older table plays and replays exactly as before):

* ``sheet``: a grid, a row per round and a column per side; a side's cell of a
  round is entered once with a ``score`` move (SP5, SP6);
* ``rounds``: a round limit that ends the game (SP7); ``goal`` ends it at the end
  of the round in which a side reaches it (SP8);
* ``lowest_wins``: the lowest total wins (SP9);
* ``teams``: seats that score together, one column and one total (SP10).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from ..choices import LegalMove, one_of
from ..errors import RuleError
from ..fields import Bool, Int, ListOf, Object, Str
from ..periods import Period
from ..game import Game, Move, MoveSpec, Result, State
from ..registry import register
from ..messages import Message, Text, msg
from ..standing import Point, Standing, TieBreak, ranks
from ..words import Names, amount_words, signed, who, whom

RULINGS = {
    "SP1": "A finished game takes no more moves.",
    "SP2": "Points are whole numbers from -1000 to 1000; adding 0 changes nothing and is refused.",
    "SP3": "When a goal is set, the first seat to reach it wins and the game ends at once.",
    "SP4": "When the host ends the game, the highest score wins; equal highest scores share the win.",
    "SP5": "On a score sheet each side (a player, or a team) has one cell a round, entered once by one of its"
           " players or the host; a cell already entered is changed by a correction, not entered again.",
    "SP6": "A side enters its rounds in order, and none past the round limit; on a score sheet points go in a"
           " round's cell (score), not added outside it (add), and without a sheet there are no cells.",
    "SP7": "With a round limit, the game ends when every side has entered the last round.",
    "SP8": "On a score sheet with a goal, the game ends at the end of the round in which a side's total reaches it.",
    "SP9": "With lowest-wins, the lowest total wins, equal lowest totals sharing the win; a goal still ends the"
           " game when a total reaches it.",
    "SP10": "A team scores together: one column and one total, which each of its players has; its players share"
            " its rank and its win.",
    "SP11": "A team has two players or more, a player is in one team at most, and at least two sides play.",
    "SP12": "Who goes first is the table's to say, or to leave to a draw by the server, until the first points are"
            " on the pad; the pad then names that player as the one who started.",
}

# What the moves' results say (MoveSpec.result): the seat acted for, a team's seats, the winners once over.
SEAT = Int(minimum=0, maximum=7, description="The seat acted for.")
TEAM_SEATS = ListOf(item=Int(minimum=0, maximum=7), max_items=8, required=False,
                    description="The team's seats, when the seat plays in a team (SP10).")
WINNERS = ListOf(item=Int(minimum=0, maximum=7), max_items=8, required=False,
                 description="The winning seats, when this move ended the game (SP3, SP4).")

Sides = list[list[int]]


def points_entered(state: State) -> bool:
    """Whether any points are on the pad yet (SP12: who goes first is said before). A plain pad knows
    its scores only: points that added up to nothing again read as none."""
    if state.get("sheet"):
        return any(cell is not None for row in state["rows"] for cell in row)
    return any(state["scores"])


class ScorePad(Game):
    id = "score-pad"
    title = "Score pad"
    min_players = 1
    max_players = 8
    rulings = RULINGS
    ruling_phases = {
        "setup": ("SP11", "SP12"), "entering": ("SP2", "SP5", "SP6", "SP1"),
        "scoring": ("SP10", "SP3", "SP8", "SP7", "SP4", "SP9")}
    first_move_starts = False  # anyone scores in any order: whoever typed first did not go first
    decisions = (
        "A player adds points to their own seat only; the host may add to any seat (for someone without a phone).",
        "The private note is one per seat and replaced on each save; the log shows others that a note was saved, not its text.",
        "A score sheet's cell may hold 0 (a round without points is a round played); only `add` refuses 0 (SP2).",
        "A side may enter a round before the others have finished the one before: rounds are in order within a"
        " column only (SP6), so nobody waits for the slowest phone.",
        "Without a sheet, a goal still ends the game at once (SP3), lowest-wins or not: there are no rounds to finish.",
        "A team's players each get the team's total in the results and BG Stats, with its win and its place among"
        " the sides (two sides: 1st and 2nd, whatever their sizes), and BG Stats and results.csv name their team (SP10).",
        "Anyone scores in any order, so the pad names no start player unless the table names one or draws one"
        " (SP12): whoever typed first did not go first, and without it BG Stats gets no startPlayer.",
    )
    options = {
        "players": Int(minimum=1, maximum=8, default=4, description="Number of seats."),
        "goal": Int(
            minimum=1, maximum=100_000, default=None, nullable=True,
            description="Score that ends the game (SP3, SP8); null for none.",
        ),
        # The game the pad scores, for the results and BG Stats: BG Stats files plays by game.
        "game_name": Str(max_length=80, default=None, nullable=True,
                         description="The real game being scored (for the results and BG Stats); null: 'Score pad'."),
        "bgg_id": Int(minimum=1, maximum=10_000_000, default=None, nullable=True,
                      description="That game's BoardGameGeek id, for BG Stats; null for none."),
        # The score sheet. Each default keeps the pad as it was, so older tables replay alike.
        "sheet": Bool(default=False, description="Score round by round on a grid, one cell per side a round (SP5)."),
        "rounds": Int(minimum=1, maximum=100, default=None, nullable=True,
                      description="On a sheet, the number of rounds; the last one ends the game (SP7). Null: no limit."),
        "lowest_wins": Bool(default=False, description="The lowest total wins (SP9)."),
        "teams": ListOf(item=ListOf(item=Int(minimum=0, maximum=7), min_items=2, max_items=8), max_items=4,
                        default=None, nullable=True,
                        description="Seats that score together, each team a list of seats (SP10, SP11); null: none."),
    }

    def play_title(self, options: Mapping[str, Any]) -> Text:
        """The real game the pad scored, as the host typed it, else the score pad's title.

        >>> pad = ScorePad()
        >>> pad.play_title({"game_name": " Carcassonne "}), pad.play_title({"game_name": None})
        ('Carcassonne', Message(id='game-score-pad', args={}))
        """
        return (options.get("game_name") or "").strip() or self.title_words()

    def play_bgg_id(self, options: Mapping[str, Any]) -> int | None:
        return options.get("bgg_id")

    def check_options(self, options: Mapping[str, Any]) -> None:
        if options["rounds"] is not None and not options["sheet"]:
            raise RuleError(msg("sp-rounds-need-sheet"), rule="SP6", field="rounds")
        if options["teams"] is not None:
            sides_of(options["players"], options["teams"])  # SP11

    moves = {
        "add": MoveSpec(
            "Add points to a seat's score (negative points subtract).",
            {"points": Int(minimum=-1000, maximum=1000, description="Points to add (SP2).")},
            result={"seat": SEAT, "points": Int(description="The points added."),
                    "score": Int(description="The seat's score now (a team's: the team's total)."),
                    "seats": TEAM_SEATS, "winners": WINNERS},
        ),
        "score": MoveSpec(
            "On a score sheet, enter a side's points for one round (SP5, SP6).",
            {"round": Int(minimum=1, maximum=100, description="The round, from 1."),
             "points": Int(minimum=-1000, maximum=1000, description="The side's points this round (0 allowed).")},
            result={"seat": SEAT, "seats": replace(TEAM_SEATS, required=True, description="The side's seats."),
                    "round": Int(minimum=1, description="The round entered."),
                    "points": Int(description="The side's points that round."),
                    "total": Int(description="The side's total now."), "winners": WINNERS},
        ),
        "note": MoveSpec(
            "Keep a private note; only your own seat can read it.",
            {"text": Str(max_length=280, description="The note.")},
            private=("text",),
            result={"seat": SEAT},
        ),
        "finish": MoveSpec("End the game; the best score wins (SP4, SP9).", who="host",
                           result={"winners": replace(WINNERS, required=True)}),
        # A table that does not know who should start leaves it to chance (issue 37): the server draws.
        "starter": MoveSpec("Who goes first, named or drawn before the first points are on the pad (SP12).",
                            {"starting_seat": Int(minimum=0, maximum=7, description="The seat that goes first.")},
                            who="any", drawable=("starting_seat",),
                            result={"seat": replace(SEAT, description="The seat that goes first (SP12).")}),
    }

    # Results in words, for the log's exports: "Bob +5: 17 in all".
    result_sentences = {
        "add": lambda move, result, names: msg("sp-result-add", name=who(result["seat"], names),
                                               team=team_words(result, names), points=signed(result["points"]),
                                               score=result["score"]),
        "score": lambda move, result, names: msg("sp-result-score", name=who(result["seat"], names),
                                                 team=team_words(result, names), round=result["round"],
                                                 points=signed(result["points"]), total=result["total"],
                                                 end=end_words(result, names)),
        "note": lambda move, result, names: msg("sp-result-note", name=who(result["seat"], names)),
        "finish": lambda move, result, names: game_over(result["winners"], names),
        "starter": lambda move, result, names: msg("sp-result-starter", name=who(result["seat"], names)),
    }

    # What view() gives a seat (typed state): the scores in seat order and one's own note.
    # keys are not required: a table stored before it lacks them until its next move.
    view_schema = Object(fields={
        "seats": Int(minimum=1, maximum=8, description="Number of seats."),
        "goal": Int(minimum=1, nullable=True, description="The score that ends the game (SP3, SP8), or null."),
        "scores": ListOf(item=Int(), max_items=8,
                         description="Each seat's score, in seat order (a team's players: the team's total)."),
        "finished": Bool(description="Whether the game is over."),
        "winners": ListOf(item=Int(minimum=0), max_items=8, description="The winning seats, once finished."),
        "my_note": Str(max_length=280, nullable=True, description="The caller's own note; null for the host and spectators."),
        "sheet": Bool(required=False, description="Whether points go round by round in a grid (SP5)."),
        "rounds": Int(required=False, minimum=1, nullable=True, description="The round limit (SP7), or null."),
        "lowest_wins": Bool(required=False, description="Whether the lowest total wins (SP9)."),
        "sides": ListOf(required=False, item=ListOf(item=Int(minimum=0), max_items=8), max_items=8,
                        description="The sides (the grid's columns), each its seats: a team, or one seat (SP10)."),
        "totals": ListOf(required=False, item=Int(), max_items=8, description="Each side's total, in the order of `sides`."),
        "rows": ListOf(required=False, item=ListOf(item=Int(nullable=True), max_items=8), max_items=100,
                       description="The sheet's rounds, each a cell per side (null: not entered yet); empty without a sheet."),
        "round": Int(required=False, minimum=1, nullable=True,
                     description="On a sheet, the first round some side has still to enter; null without a sheet."),
        "starter": Int(required=False, minimum=0, maximum=7,
                       description="The seat the table named or drew to go first (SP12); absent: none named."),
    })

    def setup(self, options: Mapping[str, Any]) -> State:
        seats = self.seats(options)
        state: State = {
            "seats": seats,
            "goal": options["goal"],
            "scores": [0] * seats,
            "notes": [""] * seats,
            "finished": False,
            "winners": [],
        }
        # keys only for a table that uses its options (stored options of older releases
        # lack them: .get). A plain pad's state, view, results and idempotent answers stay exactly
        # what they were, snapshot or replay alike, so no upgrade is needed; see sides()/totals().
        if not any(options.get(name) for name in SHEET_OPTIONS):
            return state
        sides = sides_of(seats, options.get("teams"))
        sheet = bool(options.get("sheet"))
        return {**state, "sheet": sheet, "rounds": options.get("rounds"),
                "lowest_wins": bool(options.get("lowest_wins")), "sides": sides, "totals": [0] * len(sides),
                "rows": [], "round": 1 if sheet else None}

    # -- moves: Game.apply has refused a finished game (SP1) and a seat move without a seat

    over_rule = "SP1"

    def over_sentence(self, state: State) -> Text:
        return msg("sp-over")

    def move_add(self, state: State, move: Move, seat: int) -> Result:
        if state.get("sheet"):
            raise RuleError(msg("sp-add-on-sheet"), rule="SP6", field="type")
        points = move["points"]
        if points == 0:
            raise RuleError(msg("sp-add-zero"), rule="SP2", field="points")
        side = side_of(state, seat)
        score = self.add_to_side(state, side, points)
        if state["goal"] is not None and score >= state["goal"]:  # SP3: at once, there are no rounds to finish
            state["finished"], state["winners"] = True, self.best_seats(state)
        result: Result = {"seat": seat, "points": points, "score": score}
        if len(sides(state)[side]) > 1:  # only a team's result says its seats: older results stay as they were
            result["seats"] = list(sides(state)[side])
        return result

    def move_score(self, state: State, move: Move, seat: int) -> Result:
        if not state.get("sheet"):
            raise RuleError(msg("sp-score-no-sheet"), rule="SP6", field="type")
        side, wanted = side_of(state, seat), move["round"]
        entered = sum(1 for row in state["rows"] if row[side] is not None)
        who = side_words(state, side)
        if wanted <= entered:  # SP5
            raise RuleError(msg("sp-round-entered", side=who, round=wanted), rule="SP5", field="round")
        if state["rounds"] is not None and wanted > state["rounds"]:  # SP6
            raise RuleError(msg("sp-rounds-limit", rounds=state["rounds"]), rule="SP6", field="round")
        if wanted > entered + 1:  # SP6
            raise RuleError(msg("sp-round-first", round=entered + 1, side=who), rule="SP6", field="round")
        while len(state["rows"]) < wanted:
            state["rows"].append([None] * len(state["sides"]))
        state["rows"][wanted - 1][side] = move["points"]
        total = self.add_to_side(state, side, move["points"])
        state["round"] = next_round(state["rows"])
        result: Result = {"seat": seat, "seats": list(state["sides"][side]), "round": wanted,
                          "points": move["points"], "total": total}
        if self.sheet_over(state):
            state["finished"], state["winners"] = True, self.best_seats(state)
            result["winners"] = list(state["winners"])
        return result

    def move_starter(self, state: State, move: Move, seat: int | None) -> Result:
        if points_entered(state):
            raise RuleError(msg("sp-starter-late"), rule="SP12", field="starting_seat")
        if move["starting_seat"] >= state["seats"]:
            raise RuleError(msg("sp-no-such-seat", seats=state["seats"]), rule="SP12", field="starting_seat")
        # Only a table that names a start player gets the key: a plain pad's state stays what it was.
        state["starter"] = move["starting_seat"]
        return {"seat": move["starting_seat"]}

    def start_seat(self, state: State) -> int | None:
        """The seat the table named or drew to go first (SP12), else None: the pad names nobody."""
        starter: int | None = state.get("starter")
        return starter

    def legal_moves(self, state: State) -> list[LegalMove]:
        """Each seat adds to its side without a sheet (SP2), or enters its side's next round on a sheet,
        none past the round limit (SP5, SP6); each keeps a note; the host ends the game (SP4, SP9).
        Points are what the real game scored: they keep their declared range."""
        if state["finished"]:
            return []
        seats = range(state["seats"])
        if state.get("sheet"):
            moves = [LegalMove("score", seat, {"round": one_of([number])}, rule="SP6")
                     for seat in seats if (number := self.next_round_of(state, side_of(state, seat))) is not None]
        else:
            moves = [LegalMove("add", seat, rule="SP2") for seat in seats]
        moves += [LegalMove("note", seat) for seat in seats]
        if not points_entered(state):
            moves.append(LegalMove("starter", None, {"starting_seat": one_of(seats)}, rule="SP12"))
        return [*moves, LegalMove("finish", rule="SP9" if state.get("lowest_wins") else "SP4")]

    @staticmethod
    def next_round_of(state: State, side: int) -> int | None:
        """The round a side enters next on a sheet, or None once it has entered the last (SP6, SP7)."""
        number = sum(1 for row in state["rows"] if row[side] is not None) + 1
        return None if state["rounds"] is not None and number > state["rounds"] else number

    def sheet_over(self, state: State) -> bool:
        """Whether the rounds entered end the game: the last round (SP7), or a whole round after which a
        total reached the goal (SP8). Only a round every side has entered ends it."""
        whole = state["round"] - 1
        if whole < 1:
            return False
        if state["rounds"] is not None and whole >= state["rounds"]:  # SP7
            return True
        if state["goal"] is None:
            return False
        totals_then = [sum(row[side] for row in state["rows"][:whole]) for side in range(len(state["sides"]))]
        return any(total >= state["goal"] for total in totals_then)  # SP8

    def add_to_side(self, state: State, side: int, points: int) -> int:
        """Add ``points`` to a side's total and to each of its seats' scores (SP10); the new total."""
        if "totals" in state:  # a plain pad's totals are its scores: added to once, below
            state["totals"][side] += points
        for member in sides(state)[side]:
            state["scores"][member] += points
        return int(totals(state)[side])

    def best_seats(self, state: State) -> list[int]:
        """The seats of the sides with the best total: the highest (SP4), or the lowest (SP9)."""
        amounts = totals(state)
        best = min(amounts) if state.get("lowest_wins") else max(amounts)
        return sorted(seat for side, total in enumerate(amounts) if total == best for seat in sides(state)[side])

    def move_note(self, state: State, move: Move, seat: int) -> Result:
        state["notes"][seat] = move["text"]
        return {"seat": seat}

    def move_finish(self, state: State, move: Move, seat: int | None) -> Result:
        winners = self.best_seats(state)  # SP4, SP9
        state["finished"], state["winners"] = True, winners
        return {"winners": winners}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        # A plain pad's state has none of keys: it answers exactly as before.
        visible = {k: v for k, v in state.items() if k != "notes"}
        visible["my_note"] = state["notes"][seat] if seat is not None else None
        return visible

    def status(self, state: State) -> dict[str, Any]:
        return {"finished": state["finished"], "winners": list(state["winners"])}

    def final_standing(self, state: State, names: Sequence[str]) -> Standing:
        winners = list(state["winners"])
        best = state["scores"][winners[0]] if winners else None
        lowest = bool(state.get("lowest_wins"))
        winning_sides = [side for side in sides(state) if side[0] in winners]
        reached = state["goal"] is not None and not lowest and len(winning_sides) == 1 and best is not None \
            and best >= state["goal"]
        outcome = outcome_sentence(winning_sides, names, best, lowest, state["goal"] if reached else None)
        ties = []
        if len(winning_sides) > 1 and best is not None:
            ties = [TieBreak("SP9" if lowest else "SP4",
                             msg("sp-tie", sides=side_lists(winning_sides, names), amount=amount_words(best, "points"),
                                 lowest="yes" if lowest else "no"))]
        notes = [TieBreak("SP10", msg("sp-team-note", names=whom(side, names),
                                      won="yes" if side[0] in winners else "no"))
                 for side in sides(state) if len(side) > 1]
        standing = Standing.ranked(outcome, scores=list(state["scores"]), winners=winners, measure="points",
                                   high_wins=not lowest, tie_breaks=ties, notes=notes)
        teams = [list(side) for side in sides(state) if len(side) > 1]
        if not teams:
            return standing
        places = side_places(state, winners, lowest)
        return replace(standing, teams=teams,
                       players=[replace(player, rank=places[seat]) for seat, player in enumerate(standing.players)])

    progress_by_log_number = True

    def chart_unit(self, options: Mapping[str, Any]) -> str:
        return "round" if options.get("sheet") else self.progress_unit

    def progress_point(self, state: State, moves: int) -> Point | None:
        if state.get("sheet"):  # a sheet's chart has a point per round
            return Period("round", state["round"]), list(state["scores"])
        # A score pad without a sheet has no rounds: each move is a point of its own, named by its number in the log.
        return Period("move", moves + 1), list(state["scores"])


def side_places(state: State, winners: Sequence[int], lowest: bool) -> list[int]:
    """Each seat's place among the sides (SP10): a team is one side, so two sides rank 1st and 2nd
    whatever their sizes; a team's players share its place.

    >>> state = {"seats": 4, "sides": [[0, 1], [2, 3]], "totals": [9, 12]}
    >>> side_places(state, [2, 3], lowest=False)
    [2, 2, 1, 1]
    """
    table_sides = sides(state)
    won = {index for index, side in enumerate(table_sides) if side[0] in winners}
    by_side = ranks(totals(state), won, high_wins=not lowest)
    return [by_side[side_of(state, seat)] for seat in range(state["seats"])]


def sides_of(seats: int, teams: Sequence[Sequence[int]] | None) -> Sides:
    """The sides of a table (the grid's columns): each team, and each seat in no team, ordered by
    their first seat (SP10); teams checked (SP11).

    >>> sides_of(4, [[3, 1]])
    [[0], [1, 3], [2]]
    >>> sides_of(3, [[0, 1, 2]])
    Traceback (most recent call last):
    ...
    engine.errors.RuleError: [SP11] sp-one-side
    """
    seen: set[int] = set()
    for team in teams or ():
        for seat in team:
            if seat >= seats:
                raise RuleError(msg("seat-missing", seat=seat + 1), rule="SP11", field="teams")
            if seat in seen:
                raise RuleError(msg("sp-team-twice", number=seat + 1), rule="SP11", field="teams")
            seen.add(seat)
        if len(team) < 2:
            raise RuleError(msg("sp-team-too-small"), rule="SP11", field="teams")
    sides = [sorted(team) for team in teams or ()] + [[seat] for seat in range(seats) if seat not in seen]
    if teams and len(sides) < 2:
        raise RuleError(msg("sp-one-side"), rule="SP11", field="teams")
    return sorted(sides, key=lambda side: side[0])


# The options: a table that sets none of them keeps the pad's state as it was.
SHEET_OPTIONS = ("sheet", "rounds", "lowest_wins", "teams")


def sides(state: State) -> Sides:
    """A table's sides (the grid's columns); a plain pad's: one seat each."""
    found: Sides = state.get("sides") or [[seat] for seat in range(state["seats"])]
    return found


def totals(state: State) -> list[int]:
    """Each side's total; a plain pad's sides are its seats, so its totals are its scores (the list itself)."""
    found: list[int] = state["totals"] if "totals" in state else state["scores"]
    return found


def side_of(state: State, seat: int) -> int:
    """The index of the side ``seat`` plays in."""
    return next(index for index, side in enumerate(sides(state)) if seat in side)


def next_round(rows: Sequence[Sequence[int | None]]) -> int:
    """The first round some side has still to enter (one past the last when every row is whole).

    >>> next_round([[1, 2], [3, None]]), next_round([[1, 2]]), next_round([])
    (2, 2, 1)
    """
    return next((number for number, row in enumerate(rows, start=1) if None in row), len(rows) + 1)


def side_words(state: State, side: int) -> Message:
    """'Player 2', or 'the team of players 1 and 3' (by seat: a refusal does not know the names)."""
    seats = sides(state)[side]
    if len(seats) == 1:
        return msg("player-number", number=seats[0] + 1)
    return msg("sp-team-of", numbers=[seat + 1 for seat in seats], count=len(seats))


def team_words(result: Mapping[str, Any], names: Names) -> Text:
    """' (team Ann and Bob)' after a team player's name in a result sentence; '' for a player alone."""
    seats = result.get("seats") or []
    return msg("sp-team-suffix", names=whom(seats, names)) if len(seats) > 1 else ""


def game_over(winners: Sequence[int], names: Names) -> Message:
    """'Game over: Ann and Bob won' ('Game over: nobody won')."""
    return msg("sp-game-over", names=whom(winners, names), count=len(winners))


def end_words(result: Mapping[str, Any], names: Names) -> Text:
    """'. Game over: Ann and Bob won' when the cell ended the game (SP7, SP8); '' otherwise."""
    return msg("sp-score-ended", over=game_over(result["winners"], names)) if "winners" in result else ""


def side_lists(sides: Sequence[Sequence[int]], names: Names) -> list[Text]:
    """The sides as one list placeable: 'Ann and Cy', or with teams 'Ann and Bob and Cy' (a team's names
    grouped first, in the reader's language)."""
    return [who(side[0], names) if len(side) == 1 else msg("sp-team-names", names=whom(side, names))
            for side in sides]


def outcome_sentence(winning_sides: Sequence[Sequence[int]], names: Names, best: int | None,
                     lowest: bool, goal: int | None = None) -> Message:
    """'Ann wins with 7 points.', 'Ann and Bob win together with 12 points.', ties sharing the win;
    '..., reaching the goal of 50.' when a goal was reached (SP3, SP8); '... (lowest wins).' when the
    lowest total won (SP9).

    >>> outcome_sentence([[0]], ["Ann"], 7, False, 5).args["ending"]
    'goal'
    """
    if not winning_sides or best is None:
        return msg("outcome-nobody")
    if len(winning_sides) == 1 and len(winning_sides[0]) > 1:
        kind, who_won = "team", whom(winning_sides[0], names)
    elif any(len(side) > 1 for side in winning_sides):
        kind, who_won = "sides", side_lists(winning_sides, names)
    else:
        kind, who_won = ("one" if len(winning_sides) == 1 else "shared"), whom([s[0] for s in winning_sides], names)
    ending = "lowest" if lowest else "goal" if goal is not None else "none"
    return msg("sp-outcome", kind=kind, names=who_won, amount=amount_words(best, "points"), ending=ending,
               goal=goal if goal is not None else 0)


register(ScorePad())
