"""The interface every game implements, and the pure helpers around it.

A game is an object with metadata (id, title, player range, rulings), a
declaration of its options and moves (see :mod:`engine.fields`), and four
pure functions over plain JSON-able data:

* ``setup(options) -> state``
* ``move_<type>(state, move, seat) -> result``, one method per declared move:
  raise :class:`RuleError` to refuse; may mutate ``state`` freely, since
  :func:`play` hands it a copy. :meth:`Game.apply` is the one preamble every
  move goes through: it upgrades an old snapshot (:meth:`Game.upgrade`),
  refuses a move once the game is over (:attr:`Game.over_rule`), checks the
  seat against :attr:`MoveSpec.who`, then calls the move's method.
* ``view(state, seat) -> dict``: what one seat may see (``seat=None`` is the
  host's or a spectator's view: no private information at all).
* ``status(state) -> {"finished": bool, "winners": [seat, ...]}``.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from typing import Any, Callable, ClassVar, Collection, Iterable, Literal, Mapping, Sequence

from .choices import LegalMove
from .errors import RuleError
from .messages import Message, Text, msg
from .periods import Period
from .standing import Point, Standing, winners_sentence
from .fields import Choice, Field, merged_object_schema, object_schema, validate
from .words import Names, ResultSentence

State = dict[str, Any]
Move = dict[str, Any]
Result = dict[str, Any]

# Who may submit a move type:
#   "seat": a seat acts for itself (the host may act for any seat);
#   "host": only the table's host;
#   "any":  any seat or the host, acting as themselves.
Who = Literal["seat", "host", "any"]


# Body fields the platform reads itself (the move's type, which seat acts,
# the version the phone saw). A game's move may not declare one: the API would
# take it out of the body before the game saw it (1990's `starter`).
PLATFORM_MOVE_FIELDS = frozenset({"type", "seat", "expected_version", "at_random"})
# The mark of a move whose values the server drew at random (POST .../draws): kept in the move, so the
# log, every phone and every replay say it was a draw; only a move whose spec is ``drawable`` has it.
DRAWN = "at_random"
# Log entries of the platform's own (engine.log): no game move may be called so.
PLATFORM_MOVE_TYPES = frozenset({"undo", "correction", "clock"})
DRAWN_SCHEMA = {"type": "boolean", "const": True,
                "description": "The server drew this move's values at random (POST …/draws); never sent."}


@dataclass(frozen=True)
class MoveSpec:
    description: str
    fields: Mapping[str, Field] = field(default_factory=dict)
    who: Who = "seat"
    # Move fields and result keys only the seat acted for may read back in the log.
    private: tuple[str, ...] = ()
    # Move fields and result keys only the seat acted for may read while the move is sealed
    # (Game.is_sealed: a choice the table makes at once, until the last one is in; Curse You's C10).
    sealed: tuple[str, ...] = ()
    # Fields a table may leave to chance instead (who starts, where a rulebook names a table fact or
    # leaves it open): the server draws each from the values the move's legal move allows now
    # (engine/readers.py draw_values) and marks the move ``at_random``.
    drawable: tuple[str, ...] = ()
    # The move's result as apply() returns it, every key declared (what a tool reads back in the log and
    # from POST /moves; tests/games/test_declared_shapes.py fails on a key the game returns and does not
    # name here). A key only some results have is declared ``required=False``.
    result: Mapping[str, Field] = field(default_factory=dict)

    @property
    def hidden(self) -> frozenset[str]:
        """The fields and result keys the log may show another seat as null (private, or sealed for now)."""
        return frozenset(self.private + self.sealed)

    def result_fields(self) -> dict[str, Field]:
        """The result's keys as the log shows them to any reader: a hidden one may be null."""
        return {name: replace(fld, nullable=True) if name in self.hidden else fld for name, fld in self.result.items()}

    def result_schema(self) -> dict[str, Any]:
        """The result's JSON Schema (closed), as any reader may read it back."""
        return object_schema(self.result_fields())

    def logged_schema(self, move_type: str) -> dict[str, Any]:
        """The move as the log keeps and shows it (closed): its type and fields, a hidden field null to another
        seat (``redacted`` names them), a drawn move marked ``at_random``. A field with a default is not
        required: a move stored before the field existed lacks it."""
        schema = object_schema({name: replace(fld, nullable=True) if name in self.hidden else fld
                                for name, fld in self.fields.items()})
        # No `default`: what the log shows was stored with it filled in (and a generator reads a default of {}
        # beside null as a contradiction).
        schema["properties"] = {"type": {"type": "string", "const": move_type},
                                **{name: {k: v for k, v in prop.items() if k != "default"}
                                   for name, prop in schema["properties"].items()}}
        schema["required"] = ["type", *schema.get("required", [])]
        if self.hidden:
            schema["properties"]["redacted"] = {
                "type": "array", "items": {"type": "string", "enum": sorted(self.hidden)}, "uniqueItems": True,
                "description": "The fields another seat's move shows this reader as null (private, or sealed for now)"}
        if self.drawable:
            schema["properties"][DRAWN] = dict(DRAWN_SCHEMA)
        return schema

    def describe(self) -> dict[str, Any]:
        schema = object_schema(self.fields)
        if self.drawable:  # the mark a drawn move carries back in the log
            schema["properties"][DRAWN] = dict(DRAWN_SCHEMA)
        return {
            "description": self.description,
            "who": self.who,
            "private": list(self.private),
            "sealed": list(self.sealed),
            "drawable": list(self.drawable),
            "schema": schema,
        }


@dataclass(frozen=True)
class Turn:
    """Whose turn it is, as a game's state says it (the engine keeps no clock: api/table/clock.py times it).

    ``seats``: the seats the table waits for now. One seat: that seat's turn. Several: a phase they
    play at once (Curse You's reveals, the week's goods), no single turn. None: nobody in
    particular (the Market, the battlefield, what the board did: anyone or the host enters it).
    ``period``: the part of the play, as the game counts it (round 2, day 3, week 1): data, which
    the API words in each reader's language.
    """

    seats: tuple[int, ...]
    period: Period

    @property
    def seat(self) -> int | None:
        """The one seat whose turn it is; None in a simultaneous phase or nobody's."""
        return self.seats[0] if len(self.seats) == 1 else None


@dataclass(frozen=True)
class Calculator:
    """A stateless calculator a game offers beside its tables.

    The API mounts each one at ``/api/v1/<game id>/<name>``: ``fields`` are
    the JSON body (validated exactly like a move's), ``result`` describes the
    answer for the spec, and ``compute`` is the pure function that turns the
    validated body into the answer, raising :class:`RuleError` (422) for what
    no real game can reach. A calculator without fields is a ``GET``.
    """

    summary: str
    compute: Callable[[dict[str, Any]], dict[str, Any]]
    result: Field
    fields: Mapping[str, Field] = field(default_factory=dict)
    description: str = ""

    @property
    def method(self) -> str:
        return "POST" if self.fields else "GET"

    def run(self, body: Any) -> dict[str, Any]:
        """Validate ``body`` and compute the answer (RuleError on bad input)."""
        return self.compute(validate(self.fields, body if self.fields else {}, what="input"))


# The phases of play a ruling belongs to, in the order a game meets them (Game.ruling_phases).
# "entering" holds what the app itself asks of the table: typing errors it refuses, what it does
# not track, what its calculators accept.
PHASES = ("setup", "turn", "round-end", "scoring", "variants", "entering")


class Game:
    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    # Ruling id -> one sentence; the ids are the ones errors carry.
    rulings: ClassVar[Mapping[str, str]] = {}
    # Decisions taken where the rulebook and RULINGS.md are both silent (docs/rulings.md).
    decisions: ClassVar[tuple[str, ...]] = ()
    # Where a player meets each ruling: one of PHASES -> the ruling ids met then, so a rules page
    # can show "while setting up", "during a turn"... (every ruling in one phase: a test checks).
    ruling_phases: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    options: ClassVar[Mapping[str, Field]] = {}
    # Values an option of a table made by an older release may hold, beyond those a new table may choose
    # (Hero's ``rules``: H1-H5, H1-H9): what a table's answer may carry (``stored_options_schema``).
    stored_option_values: ClassVar[Mapping[str, tuple[Any, ...]]] = {}
    moves: ClassVar[Mapping[str, MoveSpec]] = {}
    # Stateless calculators, by the last part of their path (see Calculator).
    calculators: ClassVar[Mapping[str, Calculator]] = {}
    # Data a host may save under a name and reuse in later tables (a card
    # catalogue, a completed player-aid card); None when the game has none.
    preset_schema: ClassVar[Field | None] = None
    preset_option: ClassVar[str | None] = None  # the table option a preset fills
    # The shape of ``view(state, seat)``, for the published API contract: declared by a
    # game whose state is stable enough for other tools to build on; None leaves it an object.
    view_schema: ClassVar[Field | None] = None
    # The rulebook's tables a screen needs to offer the options in the game's own terms (Curse: how many
    # Legends play with how many players, and the learners' first pick), published with the game so no
    # screen keeps a copy of them.
    setup_tables: ClassVar[Mapping[str, Any]] = {}
    # Each move type's result as a short sentence with the players' names (exports):
    # declared per game, read through result_sentence().
    result_sentences: ClassVar[Mapping[str, ResultSentence]] = {}

    def stored_options_schema(self) -> dict[str, Any]:
        """The options as a table keeps them: a new table's (``options``), and the values older tables keep."""
        kept = {name: replace(fld, choices=(*fld.choices, *self.stored_option_values[name]))
                for name, fld in self.options.items() if isinstance(fld, Choice) and name in self.stored_option_values}
        return object_schema({**self.options, **kept})

    def results_schema(self) -> dict[str, Any]:
        """Every move type's result in one closed schema (each key optional, its description naming the
        move types that have it): what the log and POST /moves answer a tool with."""
        return merged_object_schema({move_type: spec.result_fields() for move_type, spec in self.moves.items()})

    def result_sentence(self, move: Move, result: Result, names: Names) -> Text | None:
        """What came of ``move``, in one short sentence: 'Ann +5: 17 in all'. None when the game
        says nothing for this move type or the result is empty (readers then show its fields).

        A field another seat may not read comes blanked (None) and is said as (private). A result
        stored by an older version of the app may lack a key a sentence needs: then None too, so an
        export of an old table still reads rather than fails.

        >>> pad = __import__("engine").get("score-pad")
        >>> said = pad.result_sentence({"type": "add", "points": 5}, {"seat": 1, "points": 5, "score": 17}, ["Ann", "Bob"])
        >>> said.id, said.args["name"], said.args["points"].args, said.args["score"]
        ('sp-result-add', 'Bob', {'sign': 'plus', 'value': 5}, 17)
        """
        said = self.result_sentences.get(move.get("type", ""))
        if said is None or not result:
            return None
        try:
            return said(move, result, names)
        except (KeyError, TypeError, AttributeError, IndexError):  # an older result's shape
            return None

    def ruling_words(self, rule: str) -> Message:
        """A ruling's sentence in the reader's language (the catalog's ``ruling-<game>-<id>``,
        locales/<language>/rulings.ftl; :attr:`rulings` holds the English it is generated from).

        >>> __import__("engine").get("score-pad").ruling_words("SP1")
        Message(id='ruling-score-pad-sp1', args={})
        """
        return msg(ruling_id(self.id, rule))

    def move_rulings(self, move_type: str) -> tuple[str, ...]:
        """The rulings a move type applies, as its description cites them (each move's description names
        its rulings, "(R2)"; this reads them from there, so they are written once): the log links each
        move's result to them.

        >>> __import__("engine").get("robin-hood-goods").move_rulings("inspect")
        ('G3', 'G4', 'G6')
        >>> __import__("engine").get("score-pad").move_rulings("note")
        ()
        """
        cited = re.findall(r"\b([A-Z]{1,2}\d{1,2})\b", self.moves[move_type].description)
        return tuple(dict.fromkeys(rule for rule in cited if rule in self.rulings))

    def rulings_by_phase(self) -> list[tuple[str, tuple[str, ...]]]:
        """The rulings grouped by the phase a player meets them in, in :data:`PHASES`' order,
        phases without a ruling left out.

        >>> [phase for phase, _ in __import__("engine").get("curse-you-robin-hood").rulings_by_phase()]
        ['setup', 'turn', 'round-end', 'scoring', 'variants', 'entering']
        >>> dict(__import__("engine").get("score-pad").rulings_by_phase())["setup"]
        ('SP11', 'SP12')
        """
        return [(phase, self.ruling_phases[phase]) for phase in PHASES if self.ruling_phases.get(phase)]

    def decision_words(self, index: int) -> Message:
        """The sentence of :attr:`decisions`' ``index``-th (from 0) in the reader's language."""
        return msg(decision_id(self.id, index))

    def title_words(self) -> Message:
        """The game's name in the reader's language (the catalog's ``game-<id>``)."""
        return msg(f"game-{self.id}")

    def move_words(self, move_type: str) -> Message:
        """A move type as people say it ("Amy's declaration", not "Amy's declare"): what refusals and
        the log call a move, the catalog's ``move-<game>-<type>`` in the reader's language.

        >>> pad = __import__("engine").get("score-pad")
        >>> pad.move_words("finish")
        Message(id='move-score-pad-finish', args={})
        """
        return msg(f"move-{self.id}-{move_type.replace('_', '-')}")

    def may_quote(self, move_type: str) -> bool:
        """Whether a sentence refusing a seat's ``move_type`` may be read by anyone at the table.

        Not when the move has private fields (goods' week goods and Apprehension, the score pad's
        note) or sealed ones (Curse You's reveal, C10): its sentence may quote what only that seat may
        read ("1 entered", the card). Every other refusal is about what the whole table saw (a
        declaration, the money, the cards on it).

        >>> pad = __import__("engine").get("score-pad")
        >>> pad.may_quote("add"), pad.may_quote("note")
        (True, False)
        """
        spec = self.moves.get(move_type)
        return not (spec is not None and (spec.private or spec.sealed))

    def play_title(self, options: Mapping[str, Any]) -> Text:
        """The game's name for a play at a table with ``options`` (results, BG Stats): its title in
        the reader's language; the score pad says which real game it scored, as the host typed it.

        >>> __import__("engine").get("rescuing-robin-hood").play_title({})
        Message(id='game-rescuing-robin-hood', args={})
        """
        return self.title_words()

    def play_bgg_id(self, options: Mapping[str, Any]) -> int | None:
        """The BoardGameGeek id a table's options name for its play (None: none given)."""
        return None

    def check_preset(self, data: Mapping[str, Any]) -> None:
        """Rule checks on a validated preset; raise RuleError."""

    def seats(self, options: Mapping[str, Any]) -> int:
        """How many seats a table with these (validated) options has."""
        return int(options["players"])

    def check_options(self, options: Mapping[str, Any]) -> None:
        """Cross-field checks on validated options; raise RuleError."""

    def setup(self, options: Mapping[str, Any]) -> State:
        raise NotImplementedError

    # -- the preamble of every move --------------------------------
    # The ruling that refuses every move once status() says the game is over (SP1, C7, G11...).
    over_rule: ClassVar[str | None] = None

    def upgrade(self, state: State) -> State:
        """Bring a state stored by an older release up to date before a move (in place); returns it.

        The default has nothing to do. A game whose older states lack something
        fills it in here, the one place, so its move methods read every state alike.
        """
        return state

    def over_sentence(self, state: State) -> Text:
        """The sentence refusing a move once the game is over (with :attr:`over_rule`)."""
        return msg("game-over")

    def seat_missing(self, move_type: str) -> Text:
        """The sentence refusing a seat's move that names no seat (``MoveSpec.who == "seat"``).

        The API names the seat of every seat move itself; the engine refuses rather than guess.
        """
        return msg("seat-not-named")

    def apply(self, state: State, move: Move, seat: int | None) -> tuple[State, Result]:
        """Apply a validated move to ``state`` (which it may change): the preamble, then ``move_<type>``.

        A game writes its moves as ``move_<type>(state, move, seat) -> result``
        methods; :func:`engine.register` refuses a declared move without one.
        ``seat`` is an int for a seat's move, and int or None for "any" and "host" moves.

        >>> pad = __import__("engine").get("score-pad")
        >>> pad.apply(pad.setup({"players": 2, "goal": None}), {"type": "note", "text": "x"}, None)
        Traceback (most recent call last):
        ...
        engine.errors.RuleError: seat-not-named
        """
        state = self.upgrade(state)
        if self.status(state)["finished"]:
            raise RuleError(self.over_sentence(state), rule=self.over_rule)
        move_type = move["type"]
        if self.moves[move_type].who == "seat" and seat is None:
            if self.max_players > 1:
                raise RuleError(self.seat_missing(move_type), field="seat")
            seat = 0  # a one-seat game's seat moves are that seat's
        result: Result = getattr(self, move_method(move_type))(state, move, seat)
        return state, result

    def result_today(self, move_type: str, result: Result) -> Result:
        """A result an older release stored, as this release gives it (a field it kept as an English
        sentence is a message now), so that the same move replayed is seen to give the same result
        (api/table/replay.py). The log still serves what was stored. The default: the result as it is."""
        return result

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return state

    def status(self, state: State) -> dict[str, Any]:
        return {"finished": False, "winners": []}

    # -- the end of a game ---------------------------------------
    # The unit on the x axis of the results chart (engine.periods.UNITS: "day", "round", "week"...),
    # which the API words in the reader's language.
    progress_unit: ClassVar[str] = "move"
    # What the chart's numbers count when it is not the score (Hero's bounty); None: the score.
    progress_measure: ClassVar[str | None] = None
    # A game charted move by move (the score pad) numbers its points as the log does:
    # progress_point then gets the log number of the next move, less one, instead of the count of
    # standing moves, so "Move 8" on the chart is move 8 of the log even after undos.
    progress_by_log_number: ClassVar[bool] = False

    def chart_unit(self, options: Mapping[str, Any]) -> str:
        """The unit on the x axis of the results chart for a table with ``options`` (a key of
        engine.periods.UNITS): :attr:`progress_unit` (the score pad's sheet charts by round)."""
        return self.progress_unit

    def final_standing(self, state: State, names: Sequence[str]) -> Standing:
        """How a finished game stands: the outcome sentence, each seat's score, rank and win,
        and the tie-breaks applied. ``names`` are the seated players' names, by seat.

        The default knows only the winners of :meth:`status` (no points).
        """
        winners = self.status(state)["winners"]
        return Standing.ranked(winners_sentence(winners, names, None, None), scores=[None] * state_seats(state),
                               winners=winners, measure=None)

    def progress_point(self, state: State, moves: int) -> Point | None:
        """For the results chart, after ``moves`` standing moves: (the period the next move falls
        in, ``Period("day", 2)``, and each seat's score now), or None when there is nothing
        to chart (see engine.standing.progress)."""
        return None

    def start_seat(self, state: State) -> int | None:
        """The seat that will start the game while it has not begun (BG Stats' start player),
        else None. The results keep the last seat named before the first move that begins it."""
        return None

    # Whether the seat of the first move is the start player when the game names none (start_seat):
    # true where the first move is the start (Curse You); false where anyone enters in any order (the
    # score pad), so that whoever typed first is not said to have gone first.
    first_move_starts = True

    def turn(self, state: State) -> Turn | None:
        """Whose turn it is in ``state`` and the period it falls in; None for a game without turns
        (the score pad: anyone scores at any time) and once the game is over. The platform times
        each turn from the log's times (api/table/clock.py); the default: no turns."""
        return None

    def legal_moves(self, state: State) -> Iterable[LegalMove]:
        """Every move the table may take now, for every seat (engine/choices.py): what each screen
        offers, what "What can I do now?" says, and what a tool may send. The platform keeps of them
        what one reader may send (engine.choices_for) and asks only while the game is not over.

        The default offers every declared move to every seat that may make it, each field as declared:
        a game that says nothing more leaves its screens to offer everything and the moves to refuse.
        Each of the six games says exactly what its state allows.
        """
        for move_type, spec in self.moves.items():
            if spec.who == "seat":
                yield from (LegalMove(move_type, seat) for seat in range(state_seats(state)))
            else:
                yield LegalMove(move_type)

    def setup_options(self, options: Mapping[str, Any], state: State) -> Mapping[str, Any]:
        """The options :meth:`setup_steps` reads for a table now: its stored options, with what a move
        before the first turn changed in them (Curse You's Legends, drawn or chosen again). The
        default: the stored options."""
        return options

    def setup_steps(self, options: Mapping[str, Any]) -> list[Message]:
        """What the table does with the box before the first move, for exactly these options: the
        rulebook's setup in the project's own words, one message a step, each citing the rulebook's
        step (and the ruling, where one decides it), its numbers computed from the options. Every
        phone and the big screen show it as a check list until the first move (GET
        /tables/{id}/setup). ``options`` are a table's stored options: a table made before an option
        existed lacks it, so a game reads each with its default. The default: no steps (the score
        pad has no box to set up)."""
        return []

    def seals(self, state: State) -> bool:
        """Whether any move is sealed in ``state`` (then :meth:`is_sealed` says which): the platform
        reads the log for the sealed moves only then. The default: never."""
        return False

    def is_sealed(self, state: State, move: Move, result: Result) -> bool:
        """Whether a standing move is still sealed in ``state``: a choice the table makes at once
        whose fields :attr:`MoveSpec.sealed` only its own seat may read until the last choice is in
        (Curse You's reveals, C10). ``result`` is the move's result as it stands now. The default:
        nothing is ever sealed."""
        return False

    def snapshot_outdated(self, state: State) -> bool:
        """True for a state stored by an older release that a replay of its log must rebuild.

        A game that gives its pieces identities at replay time (Rescuing's card
        ids) says so here, so that a stored table and its log agree again.
        """
        return False

    def describe(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "options_schema": object_schema(self.options),
            "moves": {name: {**spec.describe(), "rulings": list(self.move_rulings(name))} for name, spec in self.moves.items()},
            "rulings": dict(self.rulings),
            "decisions": list(self.decisions),
            "preset_schema": self.preset_schema.schema() if self.preset_schema else None,
            "preset_option": self.preset_option,
            "setup_tables": dict(self.setup_tables),
        }


def ruling_id(game_id: str, rule: str) -> str:
    """The catalog id of a game's ruling: ``ruling_id("robin-hood-goods", "G12")`` is
    'ruling-robin-hood-goods-g12' (scripts/rulings_doc.py writes the English catalog from the engine)."""
    return f"ruling-{game_id}-{rule.lower()}"


def decision_id(game_id: str, index: int) -> str:
    """The catalog id of a game's decision, numbered from 1 as docs/rulings.md lists them."""
    return f"decision-{game_id}-{index + 1}"


def move_method(move_type: str) -> str:
    """The name of the method that plays a move type: ``move_<type>``.

    >>> move_method("end_turn")
    'move_end_turn'
    """
    return f"move_{move_type}"


def seats_with_most(amounts: Sequence[int]) -> list[int]:
    """The seats sharing the highest amount (several: a shared win).

    >>> seats_with_most([30, 52, 52])
    [1, 2]
    """
    best = max(amounts)
    return [seat for seat, amount in enumerate(amounts) if amount == best]


def copy_state(state: State) -> State:
    """A deep copy that also proves the state is plain JSON data."""
    copied: State = json.loads(json.dumps(state))
    return copied


def validate_options(game: Game, options: Any) -> dict[str, Any]:
    clean = validate(game.options, options if options is not None else {}, what="options")
    game.check_options(clean)
    return clean


def validate_preset(game: Game, data: Any) -> dict[str, Any]:
    """Check data a host wants to save for reuse (see Game.preset_schema)."""
    if game.preset_schema is None:
        raise RuleError(msg("preset-none", game=game.title_words()))
    errors: dict[str, list[Text]] = {}
    clean: dict[str, Any] = game.preset_schema.check(data, "data", errors)
    if errors:
        raise RuleError(next(iter(errors.values()))[0], errors=errors)
    game.check_preset(clean)
    return clean


def validate_move(game: Game, move: Any) -> Move:
    """Check a move's type and fields (not yet its legality)."""
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise RuleError(msg("move-no-type"), field="type")
    spec = game.moves.get(move["type"])
    if spec is None:
        known = ", ".join(sorted(game.moves))  # the moves' names, the same in every language
        raise RuleError(msg("move-unknown", type=repr(move["type"]), game=game.title_words(), known=known), field="type")
    fields = {k: v for k, v in move.items() if k not in ("type", DRAWN)}
    checked = {"type": move["type"], **validate(spec.fields, fields, what="move")}
    if DRAWN in move:
        if move[DRAWN] is not True or not spec.drawable:
            raise RuleError(msg("move-not-drawable", type=move["type"]), field=DRAWN)
        checked[DRAWN] = True
    return checked


def play(game: Game, state: State, move: Move, seat: int | None) -> tuple[State, Result]:
    """Validate and apply one move to a copy of ``state``; the input is untouched."""
    return apply_valid(game, copy_state(state), validate_move(game, move), seat)


def apply_valid(game: Game, state: State, move: Move, seat: int | None) -> tuple[State, Result]:
    """Apply a move that passed :func:`validate_move`, consuming ``state``.

    For callers that own a fresh state (the API decodes one from the store for
    every move), so that no second copy is made.
    """
    if seat is not None and not 0 <= seat < state_seats(state):
        raise RuleError(msg("seat-missing", seat=seat + 1) if seat >= 0 else msg("seat-none"), field="seat")
    return game.apply(state, move, seat)


def state_seats(state: State) -> int:
    return int(state["seats"])


def redact(game: Game, move: Move, result: Result, viewer: int | None, actor: int | None,
           sealed: Collection[int] = (), version: int | None = None) -> tuple[Move, Result]:
    """A log entry as ``viewer`` may read it: another seat's private fields blanked, and the sealed
    fields of a move still sealed (``sealed``: the versions :func:`sealed_versions` names; ``version``:
    the entry's own, for a move).

    >>> pad = __import__("engine").get("score-pad")
    >>> redact(pad, {"type": "note", "text": "bluff!"}, {"seat": 1}, viewer=0, actor=1)
    ({'type': 'note', 'text': None, 'redacted': ['text']}, {'seat': 1})
    """
    if move.get("type") == "correction":
        return ({**move, "amendments": [redact_amendment(game, a, viewer, sealed) for a in move["amendments"]]},
                redact_changes(game, result, viewer, sealed))
    if move.get("type") == "undo":
        return move, redact_changes(game, result, viewer, sealed)
    spec = game.moves.get(move.get("type", ""))
    hidden = () if spec is None else spec.private + (spec.sealed if version in sealed else ())
    if not hidden or (viewer is not None and viewer == actor):
        return move, result
    hidden_move = {name: None for name in hidden if name in move}
    hidden_result = {name: None for name in hidden if name in result}
    return (
        {**move, **hidden_move, "redacted": sorted(hidden_move)},
        {**result, **hidden_result},
    )


def redact_changes(game: Game, result: Result, viewer: int | None, sealed: Collection[int] = ()) -> Result:
    """A correction's or an undo's result as ``viewer`` may read it: the later results it changed
    (``changes``, see engine.log.results_now), each blanked like its own move's result."""
    if not result.get("changes"):
        return result
    return {**result, "changes": [redact_change(game, change, viewer, sealed) for change in result["changes"]]}


def redact_change(game: Game, change: Mapping[str, Any], viewer: int | None,
                  sealed: Collection[int] = ()) -> dict[str, Any]:
    """One changed result (``{version, seat, type, before, after}``) as ``viewer`` may read it."""
    move = {"type": change["type"]}
    version = change.get("version")
    return {**change,
            "before": redact(game, move, change["before"] or {}, viewer, change["seat"], sealed, version)[1],
            "after": redact(game, move, change["after"] or {}, viewer, change["seat"], sealed, version)[1]}


def redact_amendment(game: Game, amendment: Mapping[str, Any], viewer: int | None,
                     sealed: Collection[int] = ()) -> dict[str, Any]:
    """One amendment of a correction, its moves (before and after) as ``viewer`` may read them."""
    out = dict(amendment)
    version = amendment.get("version")
    for name, seat in (("move", amendment.get("seat")), ("before", amendment.get("before_seat"))):
        if amendment.get(name) is not None:
            out[name] = redact(game, amendment[name], {}, viewer, seat, sealed, version)[0]
    return out


def sealed_versions(game: Game, state: State, standing: Iterable[tuple[int, Move, Result]]) -> frozenset[int]:
    """The versions of the standing moves still sealed in ``state`` (:meth:`Game.is_sealed`), given
    each standing move as (version, move, its result now). Only a game that seals anything looks."""
    if not any(spec.sealed for spec in game.moves.values()):
        return frozenset()
    return frozenset(version for version, move, result in standing if game.is_sealed(state, move, result))
