"""Marshmallow schemas of the HTTP contract (game-specific shapes live in the engine)."""
from __future__ import annotations

import re
import unicodedata
from typing import Any, Callable

import marshmallow as ma
from marshmallow import fields, validate

from engine.messages import msg
from engine.game import PHASES
from engine.periods import UNITS as PERIOD_UNITS

from .paths import TABLE_ID_PATTERN


# Versions are stored as 64-bit integers (SQLite INTEGER, PostgreSQL BIGINT); a
# bigger number in a request is refused as a 422 instead of overflowing in the
# store. No table comes near it: that is two billion moves.
MAX_VERSION = 2**31 - 1


def version_range(minimum: int) -> validate.Range:
    return validate.Range(min=minimum, max=MAX_VERSION)


class WholeNumber(fields.Integer):
    """A JSON integer as JSON Schema's `integer` reads it: any number without a fraction, so 26.0 is 26
    (JSON has one kind of number; a client's float of 26 is not an error). A string or a boolean is no
    number, as with ``strict=True``."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)

    def _validated(self, value: Any) -> int:
        if isinstance(value, float) and value.is_integer():
            return int(value)
        return super()._validated(value)


class JsonBoolean(fields.Boolean):
    """JSON's true or false, and nothing else: marshmallow's Boolean takes 0, 1, "yes" (and 0 == False in
    Python, so even ``falsy={False}`` takes 0), where the spec says `type: boolean`."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


UNIX_TIME = "Unix time: seconds since 1970-01-01T00:00:00Z (UTC), with a fraction"


def moment(what: str, **options: Any) -> fields.Float:
    """A moment as every JSON answer gives it (issue 36: declared, not guessed): Unix time in seconds."""
    return fields.Float(metadata={"description": f"{what}. {UNIX_TIME}"}, **options)


class StrictSchema(ma.Schema):
    class Meta:
        unknown = ma.RAISE


def trimmed(value: str) -> str:
    return " ".join(value.split())


class GameBriefSchema(ma.Schema):
    """A game in brief: what a table's screen reads (its words, options and moves), not its rulings."""

    id = fields.String(required=True)
    title = fields.String(required=True)
    min_players = fields.Integer(required=True)
    max_players = fields.Integer(required=True)
    options_schema = fields.Dict(required=True, metadata={"description": "JSON Schema of the table options"})
    moves = fields.Dict(
        required=True, metadata={"description": "Move type -> {description, who, private, sealed, drawable, rulings (the ruling ids its description cites, which its result applies), schema}"}
    )


class RulingPhaseSchema(ma.Schema):
    """A phase of play and the rulings a player meets in it (a rules page's section)."""

    phase = fields.String(required=True, validate=validate.OneOf(PHASES), metadata={"description": "The phase's id"})
    title = fields.String(required=True, metadata={"description": "The phase's name in the request's language"})
    rulings = fields.List(fields.String(), required=True, metadata={"description": "Its ruling ids, in reading order"})


class GameChoiceSchema(GameBriefSchema):
    """A game as the phone's home page and new-table form read it (GET /games/briefs): its brief and
    what a new table's form offers (presets, the rulebook's setup tables), not its rulings."""

    preset_schema = fields.Dict(
        allow_none=True, required=True,
        metadata={"description": "JSON Schema of data that can be saved as a named preset, or null"},
    )
    preset_option = fields.String(allow_none=True, required=True, metadata={"description": "The option a preset fills"})
    setup_tables = fields.Dict(
        required=True, metadata={"description": "The rulebook's tables a screen offers the options by (Curse: "
                                               "`legends_for_players`, `default_legends`); {} for most games"})


class GameSummarySchema(GameChoiceSchema):
    """A game as the list gives it: what the app's screens use (a lighter list).

    The decisions taken where the rules are silent are read on the rulings page
    of the docs and in GET /games/{id}, not on every screen that lists the games.
    """

    rulings = fields.Dict(required=True, metadata={
        "description": "Ruling id -> the ruling, in a sentence in the request's language"})
    rulings_url = fields.String(required=True)
    ruling_phases = fields.List(fields.Nested(RulingPhaseSchema), required=True, metadata={
        "description": "The rulings grouped by the phase of play a player meets them in, in the order a game "
                       "meets the phases; every ruling in one phase"})


class GameSchema(GameSummarySchema):
    """One game, whole: the list's fields and the decisions."""

    decisions = fields.List(
        fields.String(), required=True, metadata={
            "description": "Choices made where the rules are silent, in the request's language"}
    )


class PresetNameSchema(ma.Schema):
    name = fields.String(required=True)
    updated_at = moment("When the table last changed", required=True)


class PresetSchema(StrictSchema):
    data = fields.Dict(required=True, metadata={"description": "Checked by the game (see preset_schema)"})


class TableCreateSchema(StrictSchema):
    game = fields.String(required=True, validate=validate.Length(min=1, max=60))
    options = fields.Dict(load_default=dict, metadata={"description": "Checked by the game (see GET /games)"})


class TableCreatedSchema(ma.Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    join_code = fields.String(required=True)
    join_url = fields.String(required=True)
    host_token = fields.String(required=True)
    spectator_token = fields.String(required=True)
    spectator_url = fields.String(required=True)
    version = fields.Integer(required=True)
    recovery_code = fields.String(required=True, metadata={
        "description": "Runs the table again from another phone if the host's phone dies (POST /handovers/claim):"
                       " 12 characters, good once, as long as the table lives. Shown only here; keep it off the"
                       " host's phone"})


PERSON_ID_PATTERN = r"^p-[0-9a-f]{16}$"
PERSON_ID_DOC = ("A person: the same id at every table where the host linked a seat to them, or where they sat"
                 " under the same name unlinked (BG Stats' sourcePlayerId); opaque, p- and 16 lowercase hex digits"
                 " (an unlinked name's is keyed by this server's own secret: another server says another id)")


class WholeMatch(validate.Regexp):
    """validate.Regexp over the whole value: Python's ``$`` (re.match) also matches before a trailing
    newline, so ``p-0123456789abcdef\n`` passed as a person id and became a second person. The
    pattern (with ``^`` and ``$``) is the spec's as it is: in JSON Schema's regular expressions ``$``
    ends the value."""

    def __call__(self, value: Any) -> Any:
        pattern = re.compile(str(self.regex.pattern))
        if not isinstance(value, str) or pattern.fullmatch(value) is None:
            raise ma.ValidationError(self._format_error(value))
        return value


def person_id_field(description: str, **extra: Any) -> fields.String:
    """A person id sent by a phone: only the shape is checked (an id holds nothing to look up)."""
    return fields.String(validate=WholeMatch(PERSON_ID_PATTERN, error="Not a person id (p- and 16 hex digits)."),
                         metadata={"description": description}, **extra)


# -- a player's name: what POST /join refuses (api/resources/join.py clean_name), as a pattern --------

# Control, format and private-use characters are refused in a name (a right-to-left override or a
# zero-width space could make two names look alike); surrogates too, though no UTF-8 text holds one.
# Unassigned code points are not: one may be an emoji of a newer Unicode than this server knows.
REFUSED_IN_NAMES = frozenset({"Cc", "Cf", "Co", "Cs"})


def character_ranges(wanted: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The code points (surrogates left out: no pattern engine takes them) for which ``wanted`` holds,
    as inclusive ranges."""
    ranges: list[tuple[int, int]] = []
    for point in (*range(0xD800), *range(0xE000, 0x110000)):
        if wanted(chr(point)):
            if ranges and ranges[-1][1] == point - 1:
                ranges[-1] = (ranges[-1][0], point)
            else:
                ranges.append((point, point))
    return ranges


def class_contents(ranges: list[tuple[int, int]]) -> str:
    """A regex character class's contents for the characters of the Basic Multilingual Plane in
    ``ranges``, escaped as \\uXXXX, which ECMA-262 (JSON Schema's regular expressions: ajv, Spectral,
    a browser), Python's re and Rust's regex all read alike. A character beyond it has no escape they
    share (\\U0001F600 is Python's and Rust's; JavaScript reads "U0001F600"), so those are left out.

    >>> print(class_contents([(0, 31), (0x2060, 0x2060), (0xE0001, 0xE0001), (0xFFF9, 0x1000A)]))
    \\u0000-\\u001f\\u2060\\ufff9-\\uffff
    """
    def escaped(point: int) -> str:
        return f"\\u{point:04x}"
    in_plane = [(low, min(high, 0xFFFF)) for low, high in ranges if low <= 0xFFFF]
    return "".join(escaped(low) if low == high else f"{escaped(low)}-{escaped(high)}" for low, high in in_plane)


def name_classes() -> tuple[str, str]:
    """The character classes of a name's pattern, from this Python's Unicode database: the refused
    characters, and the whitespace besides them (str.split's, which ``trimmed`` removes). Too slow for
    every start (a pass over all of Unicode): NAME_REFUSED and NAME_SPACE hold them, and
    tests/api/test_join.py checks they are still what this computes."""
    refused = class_contents(character_ranges(lambda ch: unicodedata.category(ch) in REFUSED_IN_NAMES))
    space = class_contents(character_ranges(
        lambda ch: ch.isspace() and unicodedata.category(ch) not in REFUSED_IN_NAMES))
    return refused, space


NAME_REFUSED = (r"\u0000-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f"
                r"\u202a-\u202e\u2060-\u2064\u2066-\u206f\ue000-\uf8ff\ufeff\ufff9-\ufffb")
NAME_SPACE = r"\u0020\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000"
# A name holds no refused character and something besides whitespace. The server also takes a zero-width
# joiner inside an emoji sequence (a family emoji), which a pattern cannot tell from one between letters
# (it would need Unicode's symbol categories): the pattern leaves it out, a reader errs on the safe side.
# Beyond the Basic Multilingual Plane the server refuses a few more (tags, some format characters, the
# private-use planes 15 and 16), which no escape every reader shares can name: the description says them.
NAME_PATTERN = f"^[^{NAME_REFUSED}]*[^{NAME_REFUSED}{NAME_SPACE}][^{NAME_REFUSED}]*$"


class JoinSchema(StrictSchema):
    code = fields.String(required=True, validate=validate.Length(min=1, max=20))
    # Checked by clean_name (its own refusals and messages); the pattern says the same to the spec's readers.
    name = fields.String(required=True, validate=validate.Length(min=1, max=40), metadata={
        "pattern": NAME_PATTERN,
        "description": "1-40 characters, not all whitespace; no control, format (but a zero-width joiner inside"
                       " an emoji sequence) or private-use character, beyond the Basic Multilingual Plane too (tags"
                       " U+E0001-E007F, planes 15-16: the pattern names those of the BMP). Spaces are trimmed and runs"
                       " of them kept as one"})
    person_id = person_id_field("The host's phone only (with its host token): the remembered person taking"
                                " the seat. " + PERSON_ID_DOC, load_default=None, allow_none=True)


# A table played without a server (POST /offline-tables, issue 38): the layout engine/offline.py keeps.
# A long evening is a few hundred (Rescuing's longest recorded game: 450); the body's own limit is MAX_OFFLINE_TABLE_BYTES.
MAX_OFFLINE_ENTRIES = 2000
OFFLINE_ID_PATTERN = r"^[A-Za-z0-9_-]{16,64}$"


class OfflineEntrySchema(StrictSchema):
    """One log entry as the phone kept it: what the server's log keeps (GET .../moves reads it back)."""

    version = WholeNumber(required=True, validate=validate.Range(min=1, max=MAX_OFFLINE_ENTRIES),
                          metadata={"description": "1, 2, 3... in order"})
    kind = fields.String(required=True, validate=validate.OneOf(["move", "undo", "correction", "clock"]))
    seat = WholeNumber(required=True, allow_none=True, validate=validate.Range(min=0, max=99), metadata={
        "description": "The seat a move is for; null: the host's own move, an undo, a correction, a clock setting"})
    role = fields.String(required=True, validate=validate.OneOf(["host", "player"]),
                         metadata={"description": "player: a seat's move; host: the rest"})
    move = fields.Dict(required=True, metadata={"description": "The move as entered (for an undo {type: undo}; for a"
                                                               " correction {type: correction, amendments}; for the"
                                                               " turn clock {type: clock, paused, turn_limit_seconds})"})
    result = fields.Dict(required=True, allow_none=True, metadata={"description": "What the phone's engine answered"})
    undoes = WholeNumber(required=True, allow_none=True, validate=validate.Range(min=1, max=MAX_OFFLINE_ENTRIES))
    created_at = fields.Float(required=True, allow_nan=False, validate=validate.Range(min=0),
                              metadata={"description": "When it was entered, as the phone's clock said (Unix time)",
                                        "format": "unix-time"})


class OfflineTableSchema(StrictSchema):
    """A table played without a server, as the phone kept it (engine/offline.py)."""

    format = WholeNumber(required=True, validate=validate.OneOf([1]), metadata={"description": "The layout: 1"})
    id = fields.String(required=True, validate=validate.Regexp(OFFLINE_ID_PATTERN), metadata={
        "pattern": OFFLINE_ID_PATTERN,
        "description": "The phone's own id of the table (random): the same table uploaded again is refused"})
    game = fields.String(required=True, validate=validate.Length(min=1, max=60))
    engine = fields.String(required=True, validate=validate.Length(min=1, max=80), metadata={
        "description": "The version of the rules engine the phone ran (GET /offline/engine.json's version)"})
    options = fields.Dict(required=True, metadata={"description": "Checked by the game (see GET /games)"})
    players = fields.List(fields.String(validate=validate.Length(min=1, max=40), metadata={"pattern": NAME_PATTERN}),
                          required=True, validate=validate.Length(min=1, max=20),
                          metadata={"description": "One name a seat, in seat order (as POST /join takes a name)"})
    log = fields.List(fields.Nested(OfflineEntrySchema), required=True,
                      validate=validate.Length(max=MAX_OFFLINE_ENTRIES))


class UploadedSeatSchema(ma.Schema):
    seat = WholeNumber(required=True)
    name = fields.String(required=True)
    player_id = fields.String(required=True)
    token = fields.String(required=True, metadata={"description": "The seat's token (the uploading phone holds every"
                                                                   " seat's; it hands one to another phone as at any table)"})


class OfflineTableUploadedSchema(TableCreatedSchema):
    seats = fields.List(fields.Nested(UploadedSeatSchema), required=True)
    engine = fields.String(required=True, metadata={"description": "The version of the rules engine this server runs"})
    same_engine = fields.Boolean(required=True, metadata={
        "description": "Whether the phone ran this engine; when not, its table was entered again by this one all the same"})


class SeatPersonInSchema(StrictSchema):
    person_id = person_id_field("The remembered person this seat is; null: a new person, not the one of the"
                                " same name", required=True, allow_none=True)


class SeatPersonSchema(ma.Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    person_id = fields.String(required=True, metadata={"description": PERSON_ID_DOC})
    person_confirmed = fields.Boolean(required=True)


class JoinCodeSchema(StrictSchema):
    code = fields.String(required=True, validate=validate.Length(min=1, max=20))


class JoinedSchema(ma.Schema):
    table_id = fields.String(required=True)
    player_id = fields.String(required=True)
    token = fields.String(required=True)
    seat = WholeNumber(required=True)
    game = fields.String(required=True, metadata={"description": "The table's game id (see GET /games)"})
    name = fields.String(metadata={"description": "The seat's name (a handover: the name the seat keeps)"})


class HandoverInSchema(StrictSchema):
    seat = WholeNumber(validate=validate.Range(min=0, max=99), metadata={
        "description": "The seat that moves (the host names one; a player may leave it out: their own)"})
    host = JsonBoolean(load_default=False, metadata={
        "description": "true: the host role moves, not a seat (the host's token only; leave seat out)"})


class HandoverSchema(ma.Schema):
    code = fields.String(required=True, metadata={"description": "One-time code, 8 characters, for 10 minutes"})
    role = fields.String(required=True, validate=validate.OneOf(["player", "host"]), metadata={
        "description": "What moves: a seat (player) or the host role (host)"})
    seat = WholeNumber(required=True, allow_none=True, metadata={"description": "null: the host role"})
    name = fields.String(required=True, allow_none=True, metadata={"description": "The seat's name; null: the host role"})
    expires_in = fields.Integer(required=True, metadata={"description": "Seconds the code stays good"})
    claim_url = fields.String(required=True, metadata={"description": "BASE/claim#CODE: what the QR code carries"})
    qr_svg = fields.String(required=True, metadata={"description": "The QR code of claim_url, as an SVG document"})


class HandoverClaimSchema(StrictSchema):
    code = fields.String(required=True, validate=validate.Length(min=1, max=20), metadata={
        "description": "A handover code (a seat's or the host role's), or the table's recovery code"})


class ClaimedSchema(ma.Schema):
    table_id = fields.String(required=True)
    role = fields.String(required=True, validate=validate.OneOf(["player", "host"]), metadata={
        "description": "player: the token is the seat's; host: the token is the host's (the old host token"
                       " stopped working)"})
    token = fields.String(required=True)
    game = fields.String(required=True, metadata={"description": "The table's game id (see GET /games)"})
    seat = WholeNumber(required=True, allow_none=True, metadata={"description": "null: the host role"})
    player_id = fields.String(required=True, allow_none=True, metadata={"description": "null: the host role"})
    name = fields.String(required=True, allow_none=True, metadata={
        "description": "The seat's name, which the seat keeps; null: the host role"})
    recovery_code = fields.String(required=True, allow_none=True, metadata={
        "description": "The host role: the table's new recovery code (every older one stopped working); a seat: null"})


class HostSeatInSchema(StrictSchema):
    token = fields.String(required=True, validate=validate.Length(min=1, max=200), metadata={
        "description": "This phone's token for its seat at the table (POST /join or a claimed seat)"})


class HostSeatSchema(ma.Schema):
    host_seat = WholeNumber(required=True, metadata={"description": "The seat the host now sits in"})


class PlayerSchema(ma.Schema):
    id = fields.String(required=True)
    seat = WholeNumber(required=True)
    name = fields.String(required=True)
    person_id = fields.String(required=True, metadata={"description": PERSON_ID_DOC})
    person_confirmed = fields.Boolean(required=True, metadata={
        "description": "The host linked this seat to a person (or said it is a new one), or named the person at"
                       " joining; false: the person of the name, until the host says"})


class YouSchema(ma.Schema):
    role = fields.String(required=True, validate=validate.OneOf(["host", "player", "spectator"]))
    seat = WholeNumber(allow_none=True)
    player_id = fields.String(allow_none=True)
    name = fields.String(allow_none=True)


class StatusSchema(ma.Schema):
    finished = fields.Boolean(required=True)
    winners = fields.List(fields.Integer(), required=True)



def period_unit_field(description: str) -> fields.String:
    return fields.String(required=True, validate=validate.OneOf(PERIOD_UNITS), metadata={"description": description})


class PeriodSchema(ma.Schema):
    """A part of the play as data, the same in every language: the reader's screen words it."""

    unit = period_unit_field("What the game counts its play in: round, day, week, section, settlement or move")
    number = fields.Integer(required=True, metadata={"description": "Which one, from 1"})


class ClockSchema(ma.Schema):
    """The turn clock of a game with turns while it is played (null: no turns, or the game is over)."""

    seats = fields.List(fields.Integer(), required=True, metadata={
        "description": "The seats the table waits for: one is that seat's turn; several play a phase at once;"
                       " none: nobody in particular (the host or anyone enters what the table did)"})
    seat = WholeNumber(allow_none=True, required=True, metadata={
        "description": "The one seat whose turn it is, or null (several at once, or nobody's)"})
    period = fields.Nested(PeriodSchema, required=True, metadata={
        "description": "The round, day, week or section the turn falls in, as data ({unit, number}): the table's"
                       " answer has no language"})
    since = moment("When the turn began (the move that made it); null before the first move: the clock starts"
                   " with it", allow_none=True, required=True)
    elapsed_seconds = fields.Float(required=True, metadata={"description": "The turn so far at server_now, pauses left out"})
    paused_before_seconds = fields.Float(required=True, metadata={
        "description": "Seconds of this turn spent in pauses that are over (a running pause: from paused_since)"})
    paused = fields.Boolean(required=True, metadata={"description": "The host paused the clock (a break at the table)"})
    paused_since = moment("When the host paused the clock; null while it runs", allow_none=True, required=True)
    turn_limit_seconds = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The host's per-turn limit: a signal only, never a refusal (null: none)"})
    over_limit = fields.Boolean(required=True, metadata={"description": "The turn ran past the limit at server_now"})
    server_now = moment("The server's time when it answered: run the clock on from it, not from the phone's own time",
                        required=True)


class AsIs(fields.Nested):
    """Documented as the nested schema (a named component in the spec), written out as it is.

    The log's moves carry each game's own fields and BG Stats' play may gain fields: a plain
    Nested would drop every field its schema does not list when the answer is dumped.
    """

    # Field names the value ``value``, Nested ``nested_obj``: marshmallow passes it by position.
    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        return value


class DomainSchema(ma.Schema):
    """The values a field may take now (engine/choices.py Domain): one of ``values``; an integer from
    ``minimum`` to ``maximum``; a list of ``min_items`` to ``max_items`` items, each allowed by
    ``items``; or an object with exactly the keys of ``entries``, each value allowed by its own
    domain; or an object of ``counts`` (a key left out counts 0) adding up to ``min_total`` ..
    ``max_total``, each at most the same key's count in the field ``counts_within``. No key: the
    field's declared range (GET /games)."""

    values = fields.List(fields.Raw(), metadata={"description": "The field is one of these"})
    minimum = fields.Integer(metadata={"description": "The least integer allowed now"})
    maximum = fields.Integer(metadata={"description": "The greatest integer allowed now"})
    items = fields.Nested(lambda: DomainSchema(), metadata={"description": "A list field: what each item may be"})
    min_items = fields.Integer(metadata={"description": "A list field: the fewest items"})
    max_items = fields.Integer(metadata={"description": "A list field: the most items"})
    entries = fields.Dict(keys=fields.String(), values=fields.Nested(lambda: DomainSchema()), metadata={
        "description": "An object field: exactly these keys, each value allowed by its domain (a seat's distance)"})
    counts = fields.Dict(keys=fields.String(), values=fields.Nested(lambda: DomainSchema()), metadata={
        "description": "An object of counts (the goods a week holds): any of these keys, each count allowed by its"
                       " domain; a key left out counts 0"})
    min_total = fields.Integer(metadata={"description": "An object of counts: the least they may add up to"})
    max_total = fields.Integer(metadata={"description": "An object of counts: the most they may add up to"})
    counts_within = fields.String(metadata={
        "description": "An object of counts: each count at most the same key's count in this field of the move"
                       " (the goods stored are among those held)"})


class LegalMoveSchema(ma.Schema):
    """A move the caller may send now, as the rules say (GET /games declares its fields)."""

    type = fields.String(required=True, metadata={"description": "The move's type"})
    seat = WholeNumber(allow_none=True, required=True, metadata={
        "description": "The seat it is entered for (send it as `seat` when it is not your own); null: nobody's"
                       " in particular (anyone's or the host's move)"})
    fields_ = fields.Dict(keys=fields.String(), values=fields.Nested(DomainSchema), required=True, data_key="fields", attribute="fields",
                          metadata={"description": "The fields whose values the state limits now, each with what it"
                                                   " may be; a field not named keeps its declared range"})
    omit = fields.List(fields.String(), required=True, metadata={"description": "Optional fields to leave out now"})
    require = fields.List(fields.String(), required=True, metadata={"description": "Optional fields to send now"})
    rule = fields.String(allow_none=True, required=True, metadata={
        "description": "The ruling that offers or limits it (docs/rulings.md), or null"})


class ChoicesSchema(ma.Schema):
    """What the caller may enter now, decided by the rules engine: whose input the table awaits and the
    moves the caller may send, each with the values its fields may take. Every screen builds its
    pickers and buttons from it; a tool may too."""

    awaiting = fields.List(fields.Integer(), required=True, metadata={
        "description": "The seats the table waits for (as the clock's `seats`)"})
    moves = fields.List(fields.Nested(LegalMoveSchema), required=True, metadata={
        "description": "The moves the caller may send now (none for a spectator and once the game is over)"})


class TableSchema(ma.Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    version = fields.Integer(required=True)
    seats = fields.Integer(required=True)
    players = fields.List(fields.Nested(PlayerSchema), required=True)
    state = fields.Dict(required=True, metadata={"description": "What this seat may see"})
    status = fields.Nested(StatusSchema, required=True)
    you = fields.Nested(YouSchema, required=True)
    options = fields.Dict(required=True)
    join_code = fields.String(allow_none=True, metadata={"description": "Hidden from spectators"})
    join_url = fields.String(allow_none=True)
    expires_at = moment("When the table expires if idle", required=True)
    rematch = fields.String(allow_none=True, required=True, metadata={
        "description": "The id of this table's rematch once the host started one (the same tokens open it)"})
    host_seat = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The seat the host's phone sits in (it joined with the host token, or said so after taking"
                       " the host role over), so the log names the host"})
    may_undo = fields.Boolean(required=True, metadata={
        "description": "Whether POST .../undo would be taken now: the host's while anything stands to take back"
                       " (the seat the host sits in too: that phone undoes with the host token), a player's while"
                       " the latest standing entry is their own; a spectator's never"})
    clock = fields.Nested(ClockSchema, allow_none=True, required=True, metadata={
        "description": "Whose turn it is and for how long; null for a game without turns and once it is over"})
    # Written out as the engine gives it: a domain's `values` and `items` would read as dict methods.
    choices = AsIs(ChoicesSchema, required=True, metadata={
        "description": "What the caller may enter now, as the rules engine decides"})


class ClockInSchema(StrictSchema):
    paused = JsonBoolean(metadata={"description": "true pauses the clock, false runs it again"})
    turn_limit_seconds = WholeNumber(allow_none=True, validate=validate.Range(min=10, max=24 * 3600),
                                        metadata={"description": "A per-turn limit in seconds (null: none)"})
    expected_version = WholeNumber(validate=version_range(0))

    @ma.validates_schema
    def says_something(self, data: dict[str, Any], **_: object) -> None:
        if "paused" not in data and "turn_limit_seconds" not in data:
            raise ma.ValidationError([msg("api-clock-give")], "paused")


class MoveInSchema(ma.Schema):
    """A move: ``type`` plus the game's own fields (see GET /games)."""

    class Meta:
        unknown = ma.INCLUDE

    type = fields.String(required=True, validate=validate.Length(min=1, max=60))
    seat = WholeNumber(
        validate=validate.Range(min=0, max=99),
        metadata={"description": "Seat acted for; defaults to the caller's. Only the host may act for others."},
    )
    expected_version = WholeNumber(
        validate=version_range(0), metadata={"description": "Refuse with 409 unless the table is at this version"}
    )


class DrawInSchema(StrictSchema):
    """A draw: which move to leave to chance now (one whose `drawable` fields GET /games lists)."""

    type = fields.String(required=True, validate=validate.Length(min=1, max=40), metadata={
        "description": "The move type to draw, e.g. 1990's `first_player`: the server picks each drawable field"})
    expected_version = WholeNumber(validate=version_range(0))


class UndoInSchema(StrictSchema):
    expected_version = WholeNumber(validate=version_range(0))


class MoveOutSchema(ma.Schema):
    game = fields.String(required=True, metadata={"description": "The table's game (its answer's shape: GameMoveOut)"})
    version = fields.Integer(required=True)
    state = fields.Dict(required=True)
    result = fields.Dict(required=True)
    status = fields.Nested(StatusSchema, required=True)


class CorrectedMoveSchema(ma.Schema):
    move = fields.Dict(allow_none=True, required=True)
    seat = WholeNumber(allow_none=True, required=True)


class LoggedMoveSchema(ma.Schema):
    """A move as the log keeps it: the body sent to /moves (one of the game's `<Game>Move`s, without
    `seat` and `expected_version`), an undo's `{type: "undo"}`, or a correction's amendments."""

    class Meta:
        unknown = ma.INCLUDE  # the game's own fields (see the game's <Game>Move components)

    type = fields.String(required=True, metadata={"description": "The move's type, or undo / correction"})
    redacted = fields.List(fields.String(), metadata={
        "description": "Private fields of another seat's move, shown as null to this reader"})
    amendments = fields.List(fields.Dict(), metadata={
        "description": "A correction's changes: {version, before, before_seat, move (null: deleted), seat}"})


class LogEntrySchema(ma.Schema):
    game = fields.String(required=True, metadata={"description": "The table's game (the entry's shape: GameLogEntry)"})
    version = fields.Integer(required=True)
    kind = fields.String(required=True, validate=validate.OneOf(["move", "undo", "correction", "clock"]))
    seat = WholeNumber(allow_none=True)
    by = fields.String(required=True, metadata={"description": "host or player"})
    time = moment("When the entry was stored", required=True)
    move = AsIs(LoggedMoveSchema, required=True)
    result = fields.Dict(required=True, allow_none=True, metadata={
        "description": "The result as the move stands now: after a correction or undo that replayed it, the replay's"
                       " (for a corrected move, the corrected move's); null for a move a standing correction deleted"
                       " (what it had is `entered_result`). A correction's or undo's own result lists in `changes`"
                       " the later results it changed"})
    entered_result = fields.Dict(allow_none=True, required=True, metadata={
        "description": "The result the move had when it was entered, when that is no longer its result (else null)"})
    result_changed_in = fields.List(fields.Integer(), required=True, metadata={
        "description": "Versions of the corrections and undos whose replay changed this move's result, oldest first"})
    undone = fields.Boolean(required=True)
    undoes = fields.Integer(allow_none=True)
    corrected_in = fields.List(fields.Integer(), required=True, metadata={
        "description": "Versions of the standing corrections that changed this move (the entry shows the original)"})
    now = fields.Nested(CorrectedMoveSchema, allow_none=True, required=True, metadata={
        "description": "When corrected: the move as it stands now (move null: deleted)"})


# The log's own paging parameters: flask-smorest's pagination reads and checks them.
PAGING_PARAMETERS = ("page", "page_size")


class LogQuerySchema(StrictSchema):
    """GET .../moves: a parameter it does not know is refused (``?after_version=`` once did nothing, silently)."""

    since = fields.Integer(strict=False, load_default=0, validate=validate.Range(min=0, max=MAX_VERSION), metadata={
        "description": "Only the entries after this version (a live-update event's `version`, or its id): what a"
                       " client missed. 422 past the table's version. Default 0: the whole log"})

    @ma.pre_load
    def leave_paging_to_the_pagination(self, data: Any, **_: Any) -> dict[str, Any]:
        return {name: value for name, value in data.items() if name not in PAGING_PARAMETERS}


class StreamTicketSchema(ma.Schema):
    ticket = fields.String(required=True, metadata={
        "description": "Opens the stream (GET .../events?ticket=), and opens it again when EventSource reconnects by"
                       " itself: until it is spent (`uses`), ends (`lasts`), or the seat's token is handed over"})
    expires_in = fields.Float(required=True, metadata={"description": "Seconds the ticket stays valid if unused"})
    uses = fields.Integer(required=True, metadata={"description": "Streams the ticket opens at most (reconnections"
                                                                   " included)"})
    lasts = fields.Float(required=True, metadata={
        "description": "Seconds after which it opens nothing more, however used: ask for a new one then"})


class TableEventSchema(ma.Schema):
    """The JSON of one live-update event (the `data` of a Server-Sent Event; its `id` is `version`)."""

    version = fields.Integer(required=True, metadata={
        "description": "The table's version this event brings the client to (the event's id: send it back as"
                       " Last-Event-ID); for an entry, the entry's version"})
    seated = fields.Integer(required=True, metadata={"description": "Seats taken"})
    kind = fields.String(required=True, validate=validate.OneOf(
        ["sync", "move", "undo", "correction", "clock", "seats", "rematch", "gap"]), metadata={
        "description": "What changed. sync: the table as it stands (a stream's first event when it has nothing to"
                       " catch up on); move, undo, correction, clock: a new log entry (`entry`); seats: somebody sat"
                       " down; rematch: the host started one (`rematch`); gap: more entries were missed than a stream"
                       " sends again, read GET .../moves?since=`since`"})
    entry = fields.Nested(LogEntrySchema, metadata={
        "description": "The new log entry, as GET .../moves shows it to this reader (move, undo, correction, clock)"})
    since = fields.Integer(metadata={"description": "gap: the version the client had; read the log after it"})
    rematch = fields.String(metadata={"description": "The rematch's table id, once there is one"})


class MoveBody(fields.Dict):
    """A correction's move: a move's body as /moves takes it, without seat and expected_version; the spec
    documents it as `AmendedMove` (api/web/contract.py)."""


class AmendmentSchema(StrictSchema):
    version = WholeNumber(required=True, validate=version_range(1),
                             metadata={"description": "The move to correct, by the version it was entered at"})
    move = MoveBody(metadata={"description": "The corrected move, as it would be sent to /moves (type and fields),"
                                             " without seat (give the amendment's) or expected_version"})
    delete = JsonBoolean(load_default=False, metadata={"description": "Delete the move instead of replacing it"})
    seat = WholeNumber(allow_none=True, validate=validate.Range(min=0, max=99), metadata={
        "description": "The host only: the seat the corrected move is for (default: the original's)"})

    @ma.validates_schema
    def one_change(self, data: dict[str, Any], **_: object) -> None:
        if data.get("delete") == ("move" in data):
            raise ma.ValidationError([msg("api-correction-give")], "move")


class CorrectionInSchema(StrictSchema):
    amendments = fields.List(fields.Nested(AmendmentSchema), required=True, validate=validate.Length(min=1, max=20))
    expected_version = WholeNumber(validate=version_range(0))


class ResultChangeSchema(ma.Schema):
    version = fields.Integer(required=True, metadata={"description": "The later move whose result changes"})
    seat = WholeNumber(allow_none=True, required=True)
    type = fields.String(required=True)
    move = fields.Dict(required=True, metadata={"description": "That move (another seat's private fields blanked)"})
    before = fields.Dict(required=True, metadata={"description": "Its result now"})
    after = fields.Dict(required=True, metadata={"description": "Its result once the correction is saved"})
    amended = fields.Boolean(required=True, metadata={
        "description": "true: the corrected move itself (in own_changes); false: a later move (in changes)"})
    text = fields.String(required=True, metadata={"description": "The change in words"})


class CorrectedSummarySchema(ma.Schema):
    version = fields.Integer(required=True)
    type = fields.String(required=True)
    seat = WholeNumber(allow_none=True, required=True)
    deleted = fields.Boolean(required=True)


class CorrectionPreviewSchema(ma.Schema):
    game = fields.String(required=True, metadata={"description": "The table's game (the preview's shape: GameCorrectionPreview)"})
    version = fields.Integer(required=True, metadata={"description": "The table's version the preview was made at"})
    corrected = fields.List(fields.Nested(CorrectedSummarySchema), required=True)
    changes = fields.List(fields.Nested(ResultChangeSchema), required=True, metadata={
        "description": "Every later move whose result the correction changes, oldest first (empty: none)"})
    own_changes = fields.List(fields.Nested(ResultChangeSchema), required=True, metadata={
        "description": "The corrected moves whose own result changes (a payout +7 becoming +8): version, the"
                       " corrected move, its result now (before) and once saved (after); empty: none changes"})
    summary = fields.String(required=True, metadata={
        "description": "What the correction changes in the corrected moves and later, in words"})


class UndoneEntrySchema(ma.Schema):
    version = fields.Integer(required=True, metadata={"description": "The log entry an undo would take back"})
    kind = fields.String(required=True, validate=validate.OneOf(["move", "correction"]))
    type = fields.String(required=True, metadata={"description": "The move's type; `correction` for a correction"})
    seat = WholeNumber(allow_none=True, required=True)


class UndoPreviewSchema(ma.Schema):
    game = fields.String(required=True, metadata={"description": "The table's game (the preview's shape: GameUndoPreview)"})
    version = fields.Integer(required=True, metadata={"description": "The table's version the preview was made at"})
    undoes = fields.Nested(UndoneEntrySchema, required=True)
    changes = fields.List(fields.Nested(ResultChangeSchema), required=True, metadata={
        "description": "Every move whose result the undo would change, oldest first (undoing a correction: the"
                       " results the moves had without it; empty: none)"})
    summary = fields.String(required=True, metadata={"description": "What the undo takes back and changes, in words"})


# -- after the game ---------------------------------------------------


class ResultQuerySchema(StrictSchema):
    bgg_id = fields.Integer(strict=False, validate=validate.Range(min=1, max=10_000_000), metadata={
        "description": "The game's BoardGameGeek id, added to the BG Stats play (the rulebooks do not print it)"})
    utc_offset = fields.Integer(strict=False, load_default=0, validate=validate.Range(min=-14 * 60, max=14 * 60), metadata={
        "description": "The table's local time, in minutes east of UTC (JavaScript: -new Date().getTimezoneOffset()):"
                       " the BG Stats play's date and the results CSV's are in it. Default 0 (UTC)"})


class ResultPlayerSchema(ma.Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True, metadata={"description": "'Player 3' for a seat nobody took"})
    seated = fields.Boolean(required=True, metadata={"description": "Somebody took this seat (BG Stats gets only those)"})
    score = fields.Integer(allow_none=True, required=True, metadata={"description": "null when the game has no points"})
    rank = fields.Integer(required=True, metadata={
        "description": "1 = best; tied seats share a rank; a team's players its place among the sides (SP10); first"
                       " place is a winner's (a solo player who lost to the game is 2nd)"})
    winner = fields.Boolean(required=True)
    start_player = fields.Boolean(required=True, metadata={
        "description": "This seat started; false for every seat when nobody is known to have (see start_known)"})
    team = fields.String(allow_none=True, metadata={
        "description": "The team the seat played in, named by its players ('Ann & Cy'); null for none"})


class TieBreakSchema(ma.Schema):
    ruling = fields.String(required=True, metadata={"description": "The ruling id that breaks the tie"})
    text = fields.String(required=True, metadata={"description": "How the tie was broken, in a sentence"})


class ProgressPointSchema(ma.Schema):
    label = fields.String(required=True, metadata={
        "description": "The period in the request's language: 'Day 1', 'Runde 2', 'Semaine 3'..."})
    unit = period_unit_field("The period's unit (the same in every language)")
    number = fields.Integer(required=True, metadata={"description": "The period's number, from 1"})
    scores = fields.List(fields.Integer(allow_none=True), required=True, metadata={
        "description": "Each seat's score at the end of that day/round/week, in seat order"})


class ProgressSchema(ma.Schema):
    unit = fields.String(required=True, metadata={
        "description": "The chart's x axis in the request's language: Day, Round, Week, Settlement or Move"})
    unit_key = period_unit_field("The same unit as a key, the same in every language (for a screen that words it)")
    measure = fields.String(allow_none=True, required=True, metadata={
        "description": "What the points count: the result's measure, or e.g. 'bounty' or 'villagers rescued'"})
    points = fields.List(fields.Nested(ProgressPointSchema), required=True)


class SeriesLinksSchema(ma.Schema):
    id = fields.String(required=True, metadata={"description": "The series: the id of its first table"})
    tables = fields.List(fields.String(), required=True, metadata={"description": "Its tables' ids, oldest first"})
    previous = fields.String(allow_none=True, required=True, metadata={"description": "The table this is a rematch of"})
    next = fields.String(allow_none=True, required=True, metadata={"description": "This table's rematch"})


class BgStatsGameSchema(ma.Schema):
    name = fields.String(required=True)
    sourceGameId = fields.String(required=True)
    highestWins = fields.Boolean(required=True)
    noPoints = fields.Boolean(required=True)
    bggId = fields.Integer(metadata={"description": "BoardGameGeek id, when the caller gave one"})


class BgStatsPlayerSchema(ma.Schema):
    name = fields.String(required=True)
    sourcePlayerId = fields.String(required=True)
    rank = fields.Integer(required=True)
    winner = fields.Boolean(required=True)
    startPlayer = fields.Boolean(metadata={"description": "Left out when nobody is known to have started (a score pad)"})
    team = fields.String(metadata={"description": "The player's team, named by its players; left out for a player in none"})
    score = fields.Integer(metadata={"description": "Left out when the game has no points"})


class BgStatsPlaySchema(ma.Schema):
    """The play as BG Stats' createPlay takes it (field names are BG Stats'; every one this server sends is here)."""

    sourceName = fields.String(required=True)
    sourcePlayId = fields.String(required=True)
    playDate = fields.String(required=True, metadata={"description": "YYYY-MM-DD HH:MM:SS"})
    durationMin = fields.Integer(required=True)
    location = fields.String(metadata={"description": "Where it was played"})
    comments = fields.String(metadata={"description": "The outcome, in a sentence"})
    game = fields.Nested(BgStatsGameSchema, required=True)
    players = fields.List(fields.Nested(BgStatsPlayerSchema), required=True)


class PlayerTimeSchema(ma.Schema):
    seat = fields.Integer(required=True)
    seconds = fields.Integer(required=True, metadata={"description": "The player's own turns, pauses left out"})
    turns = fields.Integer(required=True)
    over_limit = fields.Integer(required=True, metadata={"description": "Turns that ran past the per-turn limit"})


class PeriodTimeSchema(ma.Schema):
    period = fields.String(required=True, metadata={
        "description": "Round, day, week or section, in the request's language ('Week 1', 'Woche 1')"})
    unit = period_unit_field("The period's unit (the same in every language)")
    number = fields.Integer(required=True, metadata={"description": "The period's number, from 1"})
    seconds = fields.Integer(required=True)


class TimingsSchema(ma.Schema):
    """Time per player and per period, from the log's times as the log stands (after undos and corrections)."""

    players = fields.List(fields.Nested(PlayerTimeSchema), required=True, metadata={"description": "By seat"})
    periods = fields.List(fields.Nested(PeriodTimeSchema), required=True, metadata={"description": "In play order"})
    shared_seconds = fields.Integer(required=True, metadata={
        "description": "Time of phases several played at once, or nobody's turn (in the periods, not the players)"})
    paused_seconds = fields.Integer(required=True, metadata={"description": "The host's pauses during the play"})
    turn_limit_seconds = fields.Integer(allow_none=True, required=True)


class ResultSchema(ma.Schema):
    table_id = fields.String(required=True)
    game = fields.String(required=True)
    game_name = fields.String(required=True, metadata={
        "description": "The game's name; for a score pad, the real game it scored when the host named one"})
    options = fields.Dict(required=True)
    utc_offset = fields.Integer(required=True, metadata={"description": "The utc_offset asked with (minutes east of UTC)"})
    started_at = moment("When play began: the log's first entry (the table's creation when it has none)", required=True)
    finished_at = moment("When the move that ended the game was entered", required=True)
    duration_seconds = fields.Integer(required=True, metadata={"description": "From started_at to finished_at"})
    duration_minutes = fields.Integer(required=True, metadata={
        "description": "duration_seconds in whole minutes, rounded (BG Stats' durationMin says the same)"})
    moves = fields.Integer(required=True, metadata={"description": "Moves that stand (not undone)"})
    timings = fields.Nested(TimingsSchema, allow_none=True, required=True, metadata={
        "description": "Time per player and per period (the turn clock); null for a game without turns"})
    cooperative = fields.Boolean(required=True)
    start_known = fields.Boolean(metadata={
        "description": "Whether the game knows who started (a score pad does not: anyone scores in any order)"})
    high_wins = fields.Boolean(required=True)
    no_points = fields.Boolean(required=True)
    measure = fields.String(allow_none=True, required=True, metadata={
        "description": "What a score counts (gold, money, points...); null when there are no points"})
    outcome = fields.String(required=True, metadata={"description": "The outcome in one sentence"})
    players = fields.List(fields.Nested(ResultPlayerSchema), required=True)
    tie_breaks = fields.List(fields.Nested(TieBreakSchema), required=True)
    notes = fields.List(fields.Nested(TieBreakSchema), required=True, metadata={
        "description": "What the ranking alone does not say, with its ruling (Curse: the Legends' points, C6)"})
    progress = fields.Nested(ProgressSchema, required=True)
    series = fields.Nested(SeriesLinksSchema, required=True)
    bg_stats = AsIs(BgStatsPlaySchema, required=True, metadata={
        "description": "The play as BG Stats' createPlay takes it"})
    bg_stats_url = fields.String(required=True, metadata={"description": "Opens BG Stats with the play filled in"})


class LogCsvQuerySchema(StrictSchema):
    layout = fields.String(load_default="data", validate=validate.OneOf(["data", "people"]), metadata={
        "description": "data (the default): the same header and codes in every language, seats from 0, the move's"
                       " type and each of its fields in columns of their own, words only in the sentence columns;"
                       " people: the layout before it, for a person's spreadsheet: headers and every value in the"
                       " reader's language, seats from 1"})


class ExportQuerySchema(StrictSchema):
    format = fields.String(load_default="json", validate=validate.OneOf(["json", "csv"]), metadata={
        "description": "json (the default); csv redirects to .../log.csv, for links made before it"})


class PhotoSenderSchema(ma.Schema):
    role = fields.String(required=True, validate=validate.OneOf(["host", "player"]))
    seat = fields.Integer(allow_none=True, required=True, metadata={"description": "The player's seat (from 0); null for the host"})


class PhotoSchema(ma.Schema):
    """What is kept of a table's photo (PUT .../photo answers it; GET .../photo gives the bytes)."""

    content_type = fields.String(required=True, validate=validate.OneOf(["image/jpeg", "image/png", "image/webp"]))
    bytes = fields.Integer(required=True, metadata={"description": "The photo's size in bytes"})
    etag = fields.String(required=True, metadata={"description": "The sha256 of its bytes, in hex (GET's ETag, quoted)"})
    created_at = moment("When it was sent", required=True)
    uploaded_by = fields.Nested(PhotoSenderSchema, required=True)


class ExportPhotoSchema(PhotoSchema):
    data_base64 = fields.String(required=True, metadata={"description": "The photo's bytes, base64 (RFC 4648)"})


class ExportSchema(ma.Schema):
    game = fields.String(required=True, metadata={"description": "The table's game (the export's shape: GameExport)"})
    table = fields.Nested(TableSchema, required=True)
    result = fields.Nested(ResultSchema, allow_none=True, required=True, metadata={"description": "null before the end"})
    log = fields.List(fields.Nested(LogEntrySchema), required=True, metadata={"description": "Every entry, oldest first"})
    photo = fields.Nested(ExportPhotoSchema, allow_none=True, required=True,
                          metadata={"description": "The photo of the table; null without one"})


class RematchSchema(ma.Schema):
    table_id = fields.String(required=True, metadata={"description": "The new table (the same tokens open it)"})
    series_id = fields.String(required=True)


class SeriesTableSchema(ma.Schema):
    table_id = fields.String(required=True)
    created_at = moment("When the table was created", required=True)
    finished_at = moment("When it ended; null while it is played", allow_none=True, required=True)
    winners = fields.List(fields.String(), required=True, metadata={"description": "The winners' names"})
    scores = fields.Dict(keys=fields.String(), values=fields.Integer(allow_none=True), required=True)


class SeriesPlayerSchema(ma.Schema):
    name = fields.String(required=True)
    played = fields.Integer(required=True)
    wins = fields.Integer(required=True)
    average_score = fields.Float(allow_none=True, required=True)
    best_score = fields.Integer(allow_none=True, required=True)


class SeriesSchema(ma.Schema):
    series_id = fields.String(required=True)
    game = fields.String(required=True)
    game_name = fields.String(required=True)
    tables = fields.List(fields.Nested(SeriesTableSchema), required=True)
    players = fields.List(fields.Nested(SeriesPlayerSchema), required=True, metadata={
        "description": "Across the finished tables, by player name"})


class PeopleTableSchema(StrictSchema):
    # The whole id, as a path's (api/web/paths.py): "abc\n" is no table id.
    id = fields.String(required=True, validate=[validate.Length(min=1, max=64), WholeMatch(f"^{TABLE_ID_PATTERN}$")])
    token = fields.String(required=True, validate=validate.Length(min=1, max=200), metadata={
        "description": "A token of that table this phone holds (host, player or spectator)"})


class PeopleStatsInSchema(StrictSchema):
    tables = fields.List(fields.Nested(PeopleTableSchema), required=True, validate=validate.Length(min=1, max=100))


class PersonGameSchema(ma.Schema):
    game = fields.String(required=True, metadata={"description": "The game id"})
    game_name = fields.String(required=True, metadata={"description": "The game as played (a score pad: the game it scored)"})
    played = fields.Integer(required=True)
    wins = fields.Integer(required=True)
    average_score = fields.Float(allow_none=True, required=True)
    best_score = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The highest score, or the lowest where the lowest wins"})


class PersonSchema(ma.Schema):
    person_id = fields.String(required=True, metadata={
        "description": "The seat's person: a linked one, else the same for the same name at every table"
                       " (BG Stats' sourcePlayerId)"})
    name = fields.String(required=True)
    games = fields.Integer(required=True)
    wins = fields.Integer(required=True)
    by_game = fields.List(fields.Nested(PersonGameSchema), required=True)


class PeopleStatsSchema(ma.Schema):
    people = fields.List(fields.Nested(PersonSchema), required=True)
    counted = fields.List(fields.String(), required=True, metadata={"description": "The tables counted"})
    skipped = fields.List(fields.String(), required=True, metadata={
        "description": "The tables left out: the token does not open them, or they expired or are not finished"})


class WordsInSchema(StrictSchema):
    message = fields.Dict(required=True, metadata={
        "description": "A message as a refusal carries it: {id, args} (args: its placeables, a nested message as"
                       " {id, args})"})


class WordsSchema(ma.Schema):
    text = fields.String(required=True, metadata={"description": "The message in the request's language"})

class SetupStepSchema(ma.Schema):
    """One step of setting up the table: what to do with the box, in the request's language."""

    id = fields.String(required=True, metadata={
        "description": "The step's message id (locales/*/server.ftl), the same in every language: a screen keeps"
                       " its check mark under it"})
    text = fields.String(required=True, metadata={
        "description": "The step in the request's language, citing the rulebook's step and any ruling"})


class TableSetupSchema(ma.Schema):
    """The setup of a table's game for exactly the table's options (engine Game.setup_steps)."""

    game = fields.String(required=True)
    steps = fields.List(fields.Nested(SetupStepSchema), required=True, metadata={
        "description": "In the order to do them; empty for a game with nothing to set up (the score pad)"})
    started = fields.Boolean(required=True, metadata={
        "description": "Whether the table's log has a first move: screens show the steps open until then,"
                       " folded after"})


class HealthSchema(ma.Schema):
    """GET /api/v1/health: the server and its database answer."""

    status = fields.String(required=True, validate=validate.OneOf(["ok"]))
    database = fields.String(required=True, validate=validate.OneOf(["sqlite", "postgresql"]),
                             metadata={"description": "The database this instance keeps its tables in"})
    schema_version = fields.Integer(required=True, metadata={
        "description": "The database schema's version (its migrations' last step), the one this server expects"})
