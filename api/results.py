"""After the game (issue 14): a finished table's result, its series' stats, its export and
the play as BG Stats takes it. The engine says how a game stands
(``Game.final_standing``); this module adds the table's names, times and links.
"""
from __future__ import annotations

import csv
import io
import json
import re
import time
import urllib.parse
from typing import Any, Iterable, Sequence

import engine
from engine.standing import progress

from .store import SqlStore

BG_STATS_CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html"
SOURCE_NAME = "Sherwood Table"
LOCATION = "Sherwood Table"


def seat_names(store: SqlStore, table_id: str, seats: int) -> list[str]:
    """The name at each seat ("Player 3" for a seat nobody took)."""
    by_seat = {p["seat"]: p["name"] for p in store.players(table_id)}
    return [by_seat.get(seat, f"Player {seat + 1}") for seat in range(seats)]


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
    """When play began: the first entry of the log (issue 19). A table that waited for its people,
    or a rematch created long before its first move, does not count that wait as play."""
    return float(entries[0]["created_at"]) if entries else float(table["created_at"])


def duration_minutes(seconds: int) -> int:
    """The play's length in whole minutes, rounded to the nearest (half up): the one number the
    results screen, the exports and BG Stats all say.

    >>> duration_minutes(29), duration_minutes(30), duration_minutes(150), duration_minutes(1860)
    (0, 1, 3, 31)
    """
    return (seconds + 30) // 60


def table_result(store: SqlStore, game: engine.Game, table: dict[str, Any], bgg_id: int | None = None,
                 *, with_progress: bool = True) -> dict[str, Any] | None:
    """The result of a finished table, as GET /tables/{id}/result gives it; None before the end."""
    if not is_finished(game, table):
        return None
    state = table["state"]
    seats = int(state["seats"])
    names = seat_names(store, table["id"], seats)
    entries = store.log(table["id"])
    moves = engine.effective_moves(entries)
    standing = game.final_standing(state, names)
    ended = finished_at(table, entries, moves)
    started = started_at(table, entries)
    seconds = max(0, int(round(ended - started)))
    chart, start = replayed(game, table["options"], entries) if with_progress else ([], None)
    series = store.series(table["series_id"])
    result: dict[str, Any] = {
        "table_id": table["id"],
        "game": game.id,
        "game_name": game.title,
        "options": table["options"],
        "started_at": started,
        "finished_at": ended,
        "duration_seconds": seconds,
        "duration_minutes": duration_minutes(seconds),
        "moves": len(moves),
        "cooperative": standing.cooperative,
        "high_wins": standing.high_wins,
        "no_points": standing.no_points,
        "measure": standing.measure,
        "outcome": standing.outcome,
        "players": [
            {"seat": seat, "name": names[seat], "score": player.score, "rank": player.rank,
             "winner": player.winner, "start_player": seat == start}
            for seat, player in enumerate(standing.players)
        ],
        "tie_breaks": [{"ruling": t.ruling, "text": t.text} for t in standing.tie_breaks],
        "notes": [{"ruling": n.ruling, "text": n.text} for n in standing.notes],
        "progress": {
            "unit": game.progress_unit,
            "measure": game.progress_measure or standing.measure,
            "points": chart,
        },
        "series": {
            "id": table["series_id"],
            "tables": [t["id"] for t in series],
            "previous": table["previous_table_id"],
            "next": table["rematch_table_id"],
        },
    }
    payload = bg_stats_payload(result, bgg_id)
    result["bg_stats"] = payload
    result["bg_stats_url"] = bg_stats_url(payload)
    return result


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

    return progress(game.progress_point, watched()), start[0]


def bg_stats_payload(result: dict[str, Any], bgg_id: int | None = None) -> dict[str, Any]:
    """The play as BG Stats documents it for a play pushed from another app (createPlay.html)."""
    game: dict[str, Any] = {
        "name": result["game_name"],
        "sourceGameId": result["game"],
        "highestWins": result["high_wins"],
        "noPoints": result["no_points"],
    }
    if bgg_id is not None:
        game["bggId"] = bgg_id
    players = []
    for player in result["players"]:
        entry: dict[str, Any] = {
            "name": player["name"],
            # The same person keeps the same seat through a series: series id + seat is stable.
            "sourcePlayerId": f"{result['series']['id']}-{player['seat']}",
            "rank": player["rank"],
            "winner": player["winner"],
            "startPlayer": player["start_player"],
        }
        if player["score"] is not None and not result["no_points"]:
            entry["score"] = player["score"]
        players.append(entry)
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": result["table_id"],
        "playDate": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(result["finished_at"])),
        "durationMin": result["duration_minutes"],  # what the results screen says
        "location": LOCATION,
        "game": game,
        "players": players,
    }


def bg_stats_url(payload: dict[str, Any]) -> str:
    data = json.dumps(payload, separators=(",", ":"), ensure_ascii=False)
    return f"{BG_STATS_CREATE_PLAY}?data={urllib.parse.quote(data, safe='')}"


def series_stats(store: SqlStore, game: engine.Game, table: dict[str, Any]) -> dict[str, Any]:
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
        "game_name": game.title,
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


# The CSV is for people with a spreadsheet: seats counted from 1 as the screens count them, and the
# move and its result in words ("points: 5"), not JSON. The JSON export keeps the log exactly.
CSV_COLUMNS = ("version", "time", "seat", "player", "by", "kind", "action", "details", "result", "undone", "corrected")
PRIVATE = "(private)"


def in_words(value: Any, names: Sequence[str] = ()) -> str:
    """A field's value as a spreadsheet cell: 'chicken 4, silk 3', 'yes', 'none'; a seat's label
    ('p0', as some games keep seats) is the player's name.

    >>> in_words({"chicken": 4, "silk": 3}), in_words([{"good": "ale", "rank": 1}, "friar-tuck"]), in_words(None)
    ('chicken 4, silk 3', 'ale 1, friar tuck', 'none')
    >>> in_words(["p1", "p0"], ["Ann", "Bob"])
    'Bob, Ann'
    """
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{humanized(key)} {in_words(item, names)}" for key, item in value.items())
    if isinstance(value, list):
        return ", ".join(" ".join(in_words(v, names) for v in item.values()) if isinstance(item, dict)
                         else in_words(item, names) for item in value)
    if isinstance(value, str):
        seat = re.fullmatch(r"p(\d+)", value)
        if seat and int(seat.group(1)) < len(names):
            return names[int(seat.group(1))]
        return humanized(value)
    return str(value)


def humanized(word: str) -> str:
    """An identifier in words ('week_goods' -> 'week goods', 'friar-tuck' -> 'friar tuck'); other text as it is."""
    return re.sub(r"[_-]", " ", word) if re.fullmatch(r"[a-z0-9]+(?:[_-][a-z0-9]+)*", word) else word


def fields_in_words(fields: dict[str, Any], names: Sequence[str], private: Iterable[str] = (),
                    blanked: bool = False) -> str:
    """'points: 5; approved: (private)': each field but the type, a private one blanked. ``blanked``:
    the entry was blanked for this reader, so an empty field of its result is private too."""
    hidden = set(private)
    return "; ".join(
        f"{humanized(key)}: {PRIVATE if key in hidden or (blanked and value is None) else in_words(value, names)}"
        for key, value in fields.items() if key not in ("type", "redacted"))


def iso_utc(seconds: float) -> str:
    """'2027-01-15T08:00:00Z'."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def log_csv(entries: Iterable[dict[str, Any]], names: list[str]) -> str:
    """The log as CSV: a header, then one row per entry (as the log endpoint gives them, so
    already blanked for the viewer)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for entry in entries:
        seat = entry["seat"]
        player = names[seat] if seat is not None and 0 <= seat < len(names) else ""
        private = entry["move"].get("redacted") or ()
        writer.writerow([
            entry["version"], iso_utc(entry["time"]), "" if seat is None else seat + 1, player, entry["by"],
            entry["kind"], humanized(entry["move"].get("type", "")), fields_in_words(entry["move"], names, private),
            fields_in_words(entry["result"] or {}, names, blanked=bool(private)),
            "yes" if entry["undone"] else "no", "yes" if entry["corrected_in"] else "no",
        ])
    return out.getvalue()
