"""After the game: a finished table's result, its series' stats, its export and
the play as BG Stats takes it. The engine says how a game stands
(``Game.final_standing``); this module adds the table's names, times and links.
"""
from __future__ import annotations

import json
import re
import time
import unicodedata
import urllib.parse
from typing import Any, Iterable, Sequence

import engine
from engine import words
from engine.log import CLOCK_KIND
from engine.periods import unit_words
from engine.standing import progress

from . import clock
from engine.messages import Message, Text, msg

from ..words.i18n import say
from .spreadsheet import csv_text
from ..store import AnyStore
from ..store.people_ids import name_digest, person_id

BG_STATS_CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html"
SOURCE_NAME = "Sherwood Table"
LOCATION = "Sherwood Table"


def seat_names(store: AnyStore, table_id: str, seats: int) -> list[str]:
    """The name at each seat ("Player 3" for a seat nobody took)."""
    by_seat = {p["seat"]: p["name"] for p in store.players(table_id)}
    return [by_seat.get(seat, f"Player {seat + 1}") for seat in range(seats)]


def first_mover(game: engine.Game, moves: list[dict[str, Any]]) -> int | None:
    """The seat of the first standing move made for a seat: who started, in a game that does
    not name a start player itself (Curse You). A move the rules leave to a draw (Curse You's
    Legends) is a choice of the whole table, not a turn: whoever entered it did not start."""
    return next((m["seat"] for m in moves if m.get("seat") is not None and not game.moves[m["move"]["type"]].drawable),
                None)


def is_finished(game: engine.Game, table: dict[str, Any]) -> bool:
    return bool(game.status(table["state"])["finished"])


def finished_at(table: dict[str, Any], entries: list[dict[str, Any]], standing: list[dict[str, Any]]) -> float:
    """When the move that ended the game was entered: the last of the ``standing`` moves (a
    corrected move keeps the time it was first entered at)."""
    if not standing:
        return float(table["created_at"])
    last = standing[-1]["version"]
    return float(next(e["created_at"] for e in entries if e["version"] == last))


def started_at(table: dict[str, Any], entries: list[dict[str, Any]]) -> float:
    """When play began: the first entry of the log. A table that waited for its people,
    or a rematch created long before its first move, does not count that wait as play."""
    played = [e for e in entries if e["kind"] != CLOCK_KIND]  # a clock setting before the first move is no play
    return float(played[0]["created_at"]) if played else float(table["created_at"])


def duration_minutes(seconds: int) -> int:
    """The play's length in whole minutes, rounded to the nearest (half up): the one number the
    results screen, the exports and BG Stats all say.

    >>> duration_minutes(29), duration_minutes(30), duration_minutes(150), duration_minutes(1860)
    (0, 1, 3, 31)
    """
    return (seconds + 30) // 60


def table_result(store: AnyStore, game: engine.Game, table: dict[str, Any], bgg_id: int | None = None,
                 *, with_progress: bool = True, utc_offset: int = 0) -> dict[str, Any] | None:
    """The result of a finished table, as GET /tables/{id}/result gives it; None before the end."""
    if not is_finished(game, table):
        return None
    state = table["state"]
    seats = int(state["seats"])
    seated = {p["seat"] for p in store.players(table["id"])}
    names = seat_names(store, table["id"], seats)
    people = store.people(table["id"])
    key = store.person_key()
    entries = store.log(table["id"])
    moves = engine.effective_moves(entries)
    standing = game.final_standing(state, names)
    ended = finished_at(table, entries, moves)
    started = started_at(table, entries)
    seconds = max(0, int(round(ended - started)))
    chart, start = replayed(game, table["options"], entries) if with_progress else ([], None)
    if start is None and game.first_move_starts:
        start = first_mover(game, moves)
    series = store.series(table["series_id"])
    title = game.play_title(table["options"])
    result: dict[str, Any] = {
        "table_id": table["id"],
        "game": game.id,
        "game_name": say(title),
        "options": table["options"],
        "utc_offset": utc_offset,
        "started_at": started,
        "finished_at": ended,
        "duration_seconds": seconds,
        "duration_minutes": duration_minutes(seconds),
        "moves": len(moves),
        "timings": clock.timings(game, table["options"], entries, seats, ended) if with_progress else None,
        "cooperative": standing.cooperative,
        "high_wins": standing.high_wins,
        "no_points": standing.no_points,
        "measure": standing.measure,
        "outcome": say(standing.outcome),
        "players": [
            {"seat": seat, "name": names[seat], "seated": seat in seated, "score": player.score,
             "rank": standing.place(player), "winner": player.winner, "start_player": seat == start,
             "team": standing.team_of(seat, names),
             "person_id": people.get(seat) or person_id(names[seat], key)}
            for seat, player in enumerate(standing.players)
        ],
        "start_known": start is not None,
        "tie_breaks": [{"ruling": t.ruling, "text": say(t.text)} for t in standing.tie_breaks],
        "notes": [{"ruling": n.ruling, "text": say(n.text)} for n in standing.notes],
        "progress": {
            "unit": say(unit_words(game.chart_unit(table["options"]))),
            "unit_key": game.chart_unit(table["options"]),
            "measure": game.progress_measure or standing.measure,
            "points": [chart_point(point) for point in chart],
        },
        "series": {
            "id": table["series_id"],
            "tables": [t["id"] for t in series],
            "previous": table["previous_table_id"],
            "next": table["rematch_table_id"],
        },
    }
    payload = bg_stats_payload(result, title, bgg_id if bgg_id is not None else game.play_bgg_id(table["options"]))
    result["bg_stats"] = payload
    result["bg_stats_url"] = bg_stats_url(payload)
    return result


def chart_point(point: dict[str, Any]) -> dict[str, Any]:
    """A point of the results chart as the answer gives it: its period worded in the request's
    language ("Runde 2", the label), with the period's unit and number as data."""
    period: engine.Period = point["period"]
    return {"label": say(period.words()), **period.to_json(), "scores": point["scores"]}


def replayed(game: engine.Game, options: dict[str, Any], entries: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], int | None]:
    """One replay of the standing moves: the chart's points and the start player (the last
    seat ``start_seat`` named before the game began)."""
    start: list[int | None] = [None]

    def watched() -> Iterable[dict[str, Any]]:
        for state in engine.replay_states(game, options, entries):
            seat = game.start_seat(state)
            if seat is not None:
                start[0] = seat
            yield state

    sample = game.progress_point
    if game.progress_by_log_number:  # the chart's "Move 8" is move 8 of the log
        versions = [m["version"] for m in engine.effective_moves(entries)]
        sample = lambda state, moves: game.progress_point(state, versions[moves] - 1 if moves < len(versions) else moves)  # noqa: E731
    return progress(sample, watched()), start[0]


def bg_stats_payload(result: dict[str, Any], title: Text, bgg_id: int | None = None) -> dict[str, Any]:
    """The play as BG Stats documents it for a play pushed from another app (createPlay.html).

    Only the seats somebody took (a score pad's spare seats are not players); each player's id is
    the seat's person: a remembered person the host linked, else the same at every table for the
    same name (person_id, keyed by this installation); the date is the table's local time
    (``utc_offset``, minutes east of UTC, as the phone says); the outcome goes in the comments.
    ``title`` is the game's :meth:`~engine.Game.play_title`: a name the host typed gives the play a
    game id of its own.
    """
    game: dict[str, Any] = {
        "name": result["game_name"],
        "sourceGameId": source_game_id(result, title),
        "highestWins": result["high_wins"],
        "noPoints": result["no_points"],
    }
    if bgg_id is not None:
        game["bggId"] = bgg_id
    players = []
    for player in result["players"]:
        if not player.get("seated", True):
            continue
        entry: dict[str, Any] = {
            "name": player["name"],
            "sourcePlayerId": player["person_id"],
            "rank": player["rank"],
            "winner": player["winner"],
        }
        if result.get("start_known", True):  # no invented start player: left out when nobody is known to have started
            entry["startPlayer"] = player["start_player"]
        if player.get("team"):
            entry["team"] = player["team"]
        if player["score"] is not None and not result["no_points"]:
            entry["score"] = player["score"]
        players.append(entry)
    local = result["finished_at"] + 60 * result.get("utc_offset", 0)
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": result["table_id"],
        "playDate": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(local)),
        "durationMin": result["duration_minutes"],  # what the results screen says
        "location": LOCATION,
        "comments": result["outcome"],
        "game": game,
        "players": players,
    }


def source_game_id(result: dict[str, Any], title: Text) -> str:
    """The game's id for BG Stats: the game's own, or for a score pad named after the real game
    ("Carcassonne") one per name, so that BG Stats files each real game's plays apart."""
    if isinstance(title, str):  # a name the host typed, never a title in the reader's language
        slug = re.sub(r"[^a-z0-9]+", "-", unicodedata.normalize("NFKD", title).casefold()).strip("-")
        return f"{result['game']}:{slug or name_digest(title)}"
    return str(result["game"])


def bg_stats_url(payload: dict[str, Any]) -> str:
    data = json.dumps(payload, separators=(",", ":"), ensure_ascii=False)
    return f"{BG_STATS_CREATE_PLAY}?data={urllib.parse.quote(data, safe='')}"


def series_stats(store: AnyStore, game: engine.Game, table: dict[str, Any]) -> dict[str, Any]:
    """Every table of the table's series, and per player name: played, wins, average and best
    score over the finished ones."""
    rows = []
    totals: dict[str, dict[str, Any]] = {}
    high_wins = True
    for member in store.series(table["series_id"]):
        member_game = engine.get(member["game"]) or game
        result = table_result(store, member_game, member, with_progress=False)
        if result is None:
            rows.append({"table_id": member["id"], "created_at": member["created_at"], "finished_at": None,
                         "winners": [], "scores": {}})
            continue
        high_wins = result["high_wins"]
        rows.append({
            "table_id": member["id"], "created_at": member["created_at"], "finished_at": result["finished_at"],
            "winners": [p["name"] for p in result["players"] if p["winner"]],
            "scores": {p["name"]: p["score"] for p in result["players"]},
        })
        for player in result["players"]:
            mine = totals.setdefault(player["name"], {"played": 0, "wins": 0, "scores": []})
            mine["played"] += 1
            mine["wins"] += int(player["winner"])
            if player["score"] is not None:
                mine["scores"].append(player["score"])
    return {
        "series_id": table["series_id"],
        "game": game.id,
        "game_name": say(game.play_title(table["options"])),  # a score pad's: the game it scored ("Hearts")
        "tables": rows,
        "players": [player_line(name, mine, high_wins) for name, mine in totals.items()],
    }


def player_line(name: str, mine: dict[str, Any], high_wins: bool) -> dict[str, Any]:
    scores = mine["scores"]
    best = (max(scores) if high_wins else min(scores)) if scores else None
    return {
        "name": name, "played": mine["played"], "wins": mine["wins"],
        "average_score": round(sum(scores) / len(scores), 2) if scores else None,
        "best_score": best,
    }


# The CSVs are read by scripts and score apps as much as by people (issue 36). Their header and codes
# are the same in every language: seats counted from 0 as in the JSON, times ISO 8601 with their
# offset, a move's type and each of its fields in columns of their own (MOVE_FIELD_PREFIX + the field's
# name: numbers as numbers, true/false, lists and objects as JSON), "" for a value the reader may not
# see (its field named in ``redacted``). Words, in the reader's language, only in the sentence columns
# (SENTENCE_COLUMNS): players by name, cards as "Ale 3", "(private)". The JSON export keeps the log exactly.
LOG_CSV_COLUMNS = ("version", "time", "kind", "seat", "player", "entered_by", "move_type", "move_name", "details",
                   "result", "entered_as", "result_when_entered", "undone", "corrected_by", "result_changed_by",
                   "redacted")
SENTENCE_COLUMNS = ("move_name", "details", "result", "entered_as", "result_when_entered")
MOVE_FIELD_PREFIX = "move."
# log.csv?layout=people: the log as it was written before (and still is, for a person's spreadsheet):
# headers and every value in the reader's language (csv-column-*), seats counted from 1 as the screens do.
PEOPLE_CSV_COLUMNS = ("version", "time", "seat", "player", "entered-by", "kind", "move", "details", "result",
                      "entered-as", "result-when-entered", "undone", "corrected-by", "result-changed-by")
# The results CSV is what score apps import by column. The columns before issue 36 keep their names and
# place; seat (from 0), person_id and game_id follow them.
RESULTS_CSV_COLUMNS = ("date", "game", "player", "score", "rank", "winner", "start player", "duration (min)",
                       "table", "team", "seat", "person_id", "game_id")
def private_words() -> str:
    return say(words.HIDDEN)
# Fields people type themselves: said as typed ("p1" on an event card is not a seat label).
FREE_TEXT_KEYS = frozenset({"text", "note", "game_name"})
# Fields and result keys whose numbers are seats: said as the player's name.
SEAT_KEYS = re.compile(r"(seat|seats|target|sheriff|winner|winners|first_player|starting_seat|player|band|partner"
                       r"|rescuer|payer|chooser|starter|next|passed|inspected|tied|choosing_starter|arrived)")


def in_words(value: Any, names: Sequence[str] = (), key: str = "") -> str:
    """A field's value as a spreadsheet cell: 'chicken 4, silk 3', 'Ale 1', 'yes', 'none'. Seats are
    players' names: a seat's number under a seat's key, a seat label ('p0', as some games keep
    seats) and a map keyed by seat.

    >>> in_words({"chicken": 4, "silk": 3}), in_words([{"good": "ale", "rank": 1}, "friar-tuck"]), in_words(None)
    ('chicken 4, silk 3', 'Ale 1, friar tuck', 'none')
    >>> in_words(["p1", "p0"], ["Ann", "Bob"]), in_words(1, ["Ann", "Bob"], key="target")
    ('Bob, Ann', 'Bob')
    >>> in_words({"0": 0, "1": 3}, ["Ann", "Bob"])
    'Ann 0, Bob 3'
    >>> in_words({"id": "rh1990-then", "args": {"then": "returns", "point": 1}})
    'the sheriff pawn returns to its start space'
    """
    if value is None:
        return say(msg("word-none"))
    if isinstance(value, bool):
        return yes_no(value)
    if isinstance(value, int) and SEAT_KEYS.fullmatch(key) and 0 <= value < len(names):
        return names[value]
    if isinstance(value, dict) and set(value) == {"id", "args"}:  # a sentence stored as a message
        return say(Message.from_json(value))
    if isinstance(value, dict):
        if set(value) == {"good", "rank"}:  # a card
            return f"{humanized(str(value['good'])).capitalize()} {value['rank']}"
        return ", ".join(f"{seat_or_word(k, names)} {in_words(item, names, k)}" for k, item in value.items()) \
            or say(msg("word-none"))
    if isinstance(value, list):
        items = [in_words(item, names, key) for item in value]
        return (" / " if any(isinstance(item, dict) and set(item) != {"good", "rank"} for item in value)
                else ", ").join(items) if items else say(msg("word-none"))
    if isinstance(value, str) and key in FREE_TEXT_KEYS:
        return value
    if isinstance(value, str):
        seat = re.fullmatch(r"p(\d+)", value)
        if seat and int(seat.group(1)) < len(names):
            return names[int(seat.group(1))]
        return humanized(value)
    return str(value)


def seat_or_word(key: str, names: Sequence[str]) -> str:
    """A map's key: a seat number or label is the player's name, anything else in words."""
    if key.isdigit() and int(key) < len(names):
        return names[int(key)]
    return in_words(key, names)


def humanized(word: str) -> str:
    """An identifier in words ('week_goods' -> 'week goods', 'friar-tuck' -> 'friar tuck'); other text as it is."""
    return re.sub(r"[_-]", " ", word) if re.fullmatch(r"[a-z0-9]+(?:[_-][a-z0-9]+)*", word) else word


def fields_in_words(fields: dict[str, Any], names: Sequence[str], private: Iterable[str] = (),
                    blanked: bool = False) -> str:
    """'points: 5; approved: (private)': each field but the type, a private one blanked. ``blanked``:
    the entry was blanked for this reader, so an empty field of its result is private too."""
    hidden = set(private)
    return "; ".join(
        f"{humanized(key)}: {private_words() if key in hidden or (blanked and value is None) else in_words(value, names, key)}"
        for key, value in fields.items() if key not in ("type", "redacted"))


def iso_utc(seconds: float) -> str:
    """'2027-01-15T08:00:00Z'."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def local_iso(seconds: float, utc_offset: int) -> str:
    """The table's local time in ISO 8601 with its offset, ``utc_offset`` minutes east of UTC.

    >>> local_iso(1800000000, 60), local_iso(1800000000, -330), local_iso(1800000000, 0)
    ('2027-01-15T09:00:00+01:00', '2027-01-15T02:30:00-05:30', '2027-01-15T08:00:00+00:00')
    """
    hours, minutes = divmod(abs(utc_offset), 60)
    sign = "-" if utc_offset < 0 else "+"
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds + 60 * utc_offset)) + f"{sign}{hours:02d}:{minutes:02d}"


def move_in_words(move: dict[str, Any] | None, names: Sequence[str]) -> str:
    """A move's fields in words, its private ones as (private); '(deleted)' for a deleted move."""
    if move is None:
        return say(msg("word-deleted"))
    return fields_in_words(move, names, move.get("redacted") or ())


def versions_in_words(versions: Sequence[int]) -> str:
    """'14', '14 and 22', '3, 9 and 14' (joined in the reader's language)."""
    return say(msg("word-list", items=[str(v) for v in versions])) if versions else ""


def yes_no(value: bool) -> str:
    return say(msg("word-yes" if value else "word-no"))


def later_results_changed(entry: dict[str, Any]) -> str:
    """A correction's or undo's own result in words: the later moves whose result it changed."""
    later = [c["version"] for c in (entry["result"] or {}).get("changes") or () if not c.get("amended")]
    if not later:
        return ""
    return say(msg("csv-results-changed", count=len(later), versions=[str(v) for v in later]))


def clock_in_words(change: dict[str, Any]) -> str:
    """What the host did to the turn clock, in words.

    >>> clock_in_words({"type": "clock", "paused": True}), clock_in_words({"type": "clock", "turn_limit_seconds": 90})
    ('paused the clock', 'turn limit 1:30')
    >>> clock_in_words({"type": "clock", "paused": False, "turn_limit_seconds": None})
    'resumed the clock; no turn limit'
    """
    parts = []
    if "paused" in change:
        parts.append(say(msg("csv-clock-paused", paused="yes" if change["paused"] else "no")))
    if "turn_limit_seconds" in change:
        limit = change["turn_limit_seconds"]
        parts.append(say(msg("csv-clock-no-limit")) if limit is None
                     else say(msg("csv-clock-limit", time=f"{limit // 60}:{limit % 60:02d}")))
    return "; ".join(parts)


def change_entry_in_words(game: engine.Game, entry: dict[str, Any], names: Sequence[str]) -> str:
    """What an undo or a correction did, in words: 'took back move 8'; 'move 3: points: 5 -> points: 2'."""
    if entry["kind"] == "undo":
        return say(msg("csv-took-back", version=entry["result"].get("undid")))
    parts = []
    for amendment in entry["move"]["amendments"]:
        what = say(game.move_words((amendment.get("move") or amendment["before"])["type"]))
        before = move_in_words(amendment["before"], names)
        if amendment["move"] is None:
            parts.append(say(msg("csv-move-deleted", version=amendment["version"], what=what, before=before)))
        elif amendment.get("before_seat") != amendment.get("seat"):  # moved to another seat: say whose
            parts.append(say(msg("csv-move-corrected-seat", version=amendment["version"], what=what, before=before,
                                 after=move_in_words(amendment["move"], names),
                                 **{"from": seat_words(amendment.get("before_seat"), names),
                                    "to": seat_words(amendment.get("seat"), names)})))
        else:
            parts.append(say(msg("csv-move-corrected", version=amendment["version"], what=what, before=before,
                                 after=move_in_words(amendment["move"], names))))
    return "; ".join(parts)


def seat_words(seat: int | None, names: Sequence[str]) -> str:
    """Whom a move is for: the seat's player, or the host (a seat of None)."""
    return say(msg("the-host")) if seat is None else say(words.who(seat, names))


def result_in_words(game: engine.Game, move: dict[str, Any], result: dict[str, Any] | None, names: Sequence[str],
                    blanked: bool) -> str:
    """A move's result as the game says it ('Bob +5: 17 in all'), else its fields in words."""
    said = game.result_sentence(move, result or {}, names)
    return say(said) if said else fields_in_words(result or {}, names, blanked=blanked)


def log_csv(game: engine.Game, entries: Iterable[dict[str, Any]], names: list[str], layout: str = "data") -> str:
    """The log as CSV: a header, then one row per entry (as the log endpoint gives them, so
    already blanked for the viewer). A move reads as it stands now (a corrected one with what
    was entered in its own column; its result the standing one, with the first beside it).
    ``layout`` "data" (LOG_CSV_COLUMNS and a column per move field) or "people" (PEOPLE_CSV_COLUMNS).
    Written by api/table/spreadsheet.py, which keeps every cell from being read as a formula."""
    if layout == "people":
        header = [say(msg(f"csv-column-{column}")) for column in PEOPLE_CSV_COLUMNS]
        return csv_text(header, (people_row(game, entry, names) for entry in entries))
    fields = move_field_columns(game)
    return csv_text([*LOG_CSV_COLUMNS, *(MOVE_FIELD_PREFIX + name for name in fields)],
                    (data_row(game, entry, names, fields) for entry in entries))


def move_field_columns(game: engine.Game) -> list[str]:
    """Every field the game's moves declare, each once, in the order the game declares them: a column each."""
    return list(dict.fromkeys(name for spec in game.moves.values() for name in spec.fields))


def standing_move(entry: dict[str, Any]) -> tuple[dict[str, Any] | None, int | None]:
    """The move an entry stands for now (None once deleted) and its seat: a corrected move's correction."""
    now = entry.get("now")
    standing = now["move"] if now else entry["move"]
    seat = now["seat"] if now and now["move"] is not None else entry["seat"]
    return standing, seat


def sentence_cells(game: engine.Game, entry: dict[str, Any], names: list[str]) -> dict[str, str]:
    """An entry's SENTENCE_COLUMNS, in the reader's language."""
    now = entry.get("now")
    standing, _seat = standing_move(entry)
    if entry["kind"] == "move":
        blanked = bool((standing or entry["move"]).get("redacted"))
        details = move_in_words(standing, names)
        # A deleted move has no result now: its details say "(deleted)", what it had is the entered result.
        result = "" if entry["result"] is None else result_in_words(game, standing or entry["move"], entry["result"],
                                                                    names, blanked)
        kind_words = say(game.move_words(entry["move"]["type"]))
    elif entry["kind"] == CLOCK_KIND:
        details, result, kind_words = clock_in_words(entry["move"]), "", say(msg("csv-kind-clock"))
    else:
        details = change_entry_in_words(game, entry, names)
        result = later_results_changed(entry)
        kind_words = say(msg("csv-kind-undo" if entry["kind"] == "undo" else "csv-kind-correction"))
    entered_result = entry.get("entered_result")
    return {
        "move_name": kind_words, "details": details, "result": result,
        "entered_as": move_in_words(entry["move"], names) if now else "",
        "result_when_entered": result_in_words(game, entry["move"], entered_result, names,
                                               bool(entry["move"].get("redacted")))
        if entered_result is not None else "",
    }


def data_cell(value: Any) -> Any:
    """A field's value as log.csv's data layout writes it: a number as it is, true/false, "" for none,
    a list or an object as compact JSON.

    >>> [data_cell(v) for v in (3, "Ale", True, None, [1, 2], {"ale": 1})]
    [3, 'Ale', 'true', '', '[1,2]', '{"ale":1}']
    """
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float, str)):
        return value
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def versions_listed(versions: Sequence[int]) -> str:
    """'14', '14 22': the versions of the entries that did something to this one, space-separated."""
    return " ".join(str(v) for v in versions)


def data_row(game: engine.Game, entry: dict[str, Any], names: list[str], fields: Sequence[str]) -> list[Any]:
    """One log entry as a row of log.csv's data layout (LOG_CSV_COLUMNS, then the move's fields)."""
    standing, seat = standing_move(entry)
    is_move = entry["kind"] == "move"
    move = standing if is_move and standing is not None else {}
    words_of = sentence_cells(game, entry, names)
    codes = {
        "version": entry["version"], "time": iso_utc(entry["time"]), "kind": entry["kind"],
        "seat": "" if seat is None else seat,
        "player": names[seat] if seat is not None and 0 <= seat < len(names) else "",
        "entered_by": entry["by"], "move_type": entry["move"]["type"] if is_move else "",
        "undone": data_cell(bool(entry["undone"])), "corrected_by": versions_listed(entry.get("corrected_in") or []),
        "result_changed_by": versions_listed(entry.get("result_changed_in") or [])
        if entry.get("entered_result") is not None else "",
        "redacted": " ".join(move.get("redacted") or ()),
    }
    return [*(words_of[c] if c in SENTENCE_COLUMNS else codes[c] for c in LOG_CSV_COLUMNS),
            *(data_cell(move.get(name)) for name in fields)]


def people_row(game: engine.Game, entry: dict[str, Any], names: list[str]) -> list[Any]:
    """One log entry as a row of log.csv's people layout (PEOPLE_CSV_COLUMNS)."""
    _standing, seat = standing_move(entry)
    player = names[seat] if seat is not None and 0 <= seat < len(names) else ""
    cells = sentence_cells(game, entry, names)
    return [
        entry["version"], iso_utc(entry["time"]), "" if seat is None else seat + 1, player,
        say(msg("csv-by", by=entry["by"])), say(msg(f"csv-kind-{entry['kind']}")), cells["move_name"],
        cells["details"], cells["result"], cells["entered_as"], cells["result_when_entered"],
        yes_no(entry["undone"]), versions_in_words(entry.get("corrected_in") or []),
        versions_in_words(entry.get("result_changed_in") or []) if entry.get("entered_result") is not None else "",
    ]


def results_csv(result: dict[str, Any]) -> str:
    """A finished table's result as CSV, one row per player who sat at it: what spreadsheets and
    score apps import (date in the table's local time, ISO 8601 with its offset; duration in whole
    minutes; seat from 0 as in the JSON). A score stays a number (api/table/spreadsheet.py)."""
    date = local_iso(result["finished_at"], result.get("utc_offset", 0))
    rows = ([date, result["game_name"], player["name"], "" if player["score"] is None else player["score"],
             player["rank"], "yes" if player["winner"] else "no", start_words(player, result),
             result["duration_minutes"], result["table_id"], player.get("team") or "",
             player["seat"], player["person_id"], result["game"]]
            for player in sorted(result["players"], key=lambda p: (p["rank"], p["seat"])) if player["seated"])
    return csv_text(RESULTS_CSV_COLUMNS, rows)


def standing_of(store: AnyStore, game: engine.Game, table: dict[str, Any]) -> dict[str, Any]:
    """What the people stats read of a finished table: its game, as played, and each seat's name,
    person, score, rank and win, from the snapshot and the seats alone. Never its log: a table of
    20,000 entries costs what one of 20 does (table_result reads the log, for times and the chart)."""
    seats = int(table["state"]["seats"])
    names = seat_names(store, table["id"], seats)
    seated = {p["seat"] for p in store.players(table["id"])}
    people, key = store.people(table["id"]), store.person_key()
    standing = game.final_standing(table["state"], names)
    return {
        "game": game.id, "game_name": say(game.play_title(table["options"])), "high_wins": standing.high_wins,
        "players": [{"seat": seat, "name": names[seat], "seated": seat in seated, "score": player.score,
                     "rank": standing.place(player), "winner": player.winner,
                     "person_id": people.get(seat) or person_id(names[seat], key)}
                    for seat, player in enumerate(standing.players)],
    }


def start_words(player: dict[str, Any], result: dict[str, Any]) -> str:
    """The start player column: yes or no; empty where nobody is known to have started (a score pad)."""
    if not result.get("start_known", True):
        return ""
    return "yes" if player["start_player"] else "no"


def people_stats(store: AnyStore, finished: Iterable[tuple[engine.Game, dict[str, Any]]]) -> list[dict[str, Any]]:
    """Per person, over finished tables of any games: the games played and won, and per game (a score
    pad's by the game it scored) games, wins, average and best. A person is the seat's person: a
    remembered person the host linked or named, else the name as the table wrote it, the same person
    wherever the name is the same (``person_id``); BG Stats gets the same id. Only seated players count."""
    people: dict[str, dict[str, Any]] = {}
    for game, table in finished:
        result = standing_of(store, game, table)
        for player in result["players"]:
            if not player["seated"]:
                continue
            person = people.setdefault(player["person_id"], {"name": player["name"], "games": 0, "wins": 0,
                                                             "by_game": {}})
            person["games"] += 1
            person["wins"] += int(player["winner"])
            mine = person["by_game"].setdefault(result["game_name"], {"game": result["game"], "played": 0, "wins": 0,
                                                                      "scores": [], "high_wins": result["high_wins"]})
            mine["played"] += 1
            mine["wins"] += int(player["winner"])
            if player["score"] is not None:
                mine["scores"].append(player["score"])
    return [{"person_id": key, "name": person["name"], "games": person["games"], "wins": person["wins"],
             "by_game": [{"game": mine["game"], "game_name": game_name,
                          **{k: v for k, v in player_line(person["name"], mine, mine["high_wins"]).items() if k != "name"}}
                         for game_name, mine in sorted(person["by_game"].items())]}
            for key, person in sorted(people.items(), key=lambda item: item[1]["name"].casefold())]
