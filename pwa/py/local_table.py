"""The table's API on a phone with no server (issue 38): the server's answers, made by the engine in the phone.

The installed app runs this module with ``engine/`` in a Web Worker (Pyodide; pwa/js/offline/). The
table's screens ask the API as they always do (pwa/js/api.js); for a table kept on this phone the
request comes here instead of going out, and gets the answer the server would give, in the same
shape: the table as a seat sees it, a move's answer, the log, undo and corrections with their
previews, a draw, the setup. The rules are the engine's alone (engine/offline.py: the same module the
server runs over the table when it is uploaded); this module only shapes answers, as api/table/ does.

Words: where the server answers a sentence, this answers its message (an id and its placeables) and
the page words it with the server's own catalogs (pwa/js/offline/words.js), in the reader's language.

A request is JSON: ``{"method", "path", "query", "body", "table", "viewer": {"role", "seat"}, "now",
"picks"}`` (``picks``: random numbers in [0, 1) from the phone, a draw's dice); the answer ``{"status",
"body", "table"}`` (``table``: the table to keep, when the request changed it).
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable, Mapping, Sequence

import engine
from engine import offline
from engine.game import redact_change
from engine.messages import Message, msg

Request = Mapping[str, Any]
Answer = dict[str, Any]
# A table kept on the phone is idle for as long as the phone keeps it.
KEPT_FOR_SECONDS = 365 * 24 * 3600.0
LOG_PAGE_SIZE_MAX = 200


def handle_json(text: str) -> str:
    """The worker's entry: one request as JSON text, its answer as JSON text."""
    return json.dumps(handle(json.loads(text)), separators=(",", ":"))


def handle(request: Request) -> Answer:
    path = request.get("path", "")
    method = request.get("method", "GET")
    if path == "/seats" and method == "POST":  # how many seats the options give (the names form asks)
        return seats_for(request.get("body") or {})
    if path == "/tables" and method == "POST":
        return new_table(request)
    match = re.fullmatch(r"/tables/[\w-]+(/.*)?", path)
    table = request.get("table")
    if match is None or not isinstance(table, dict):
        return problem(404, msg("api-no-table"))
    game = engine.get(table["game"])
    if game is None:
        return problem(410, msg("api-game-gone", game=repr(table["game"])))
    route = ROUTES.get((method, match.group(1) or ""))
    if route is None:
        return problem(409, msg("offline-needs-server"))
    try:
        return route(game, table, request)
    except Answered as early:
        return early.answer
    except engine.BrokenMove as err:
        return broken(game, table, request, err)
    except engine.RuleError as err:
        return refusal(err)


# -- the table and its log ---------------------------------------------------------------------------

def table_answer(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    viewer = viewer_of(request)
    seat = viewer["seat"]
    now = float(request.get("now") or 0)
    seen = offline.seen_by(game, table, seat, now)
    players = players_of(table)
    me = next((p for p in players if p["seat"] == seat), None)
    return ok(200, {
        "id": table["id"], "game": game.id, "version": len(table["log"]), "seats": len(table["players"]),
        "players": players, "state": seen["state"], "status": seen["status"],
        "you": {"role": viewer["role"], "seat": seat, "player_id": me["id"] if me else None,
                "name": me["name"] if me else None},
        "options": table["options"], "join_code": None, "join_url": None,
        "expires_at": now + KEPT_FOR_SECONDS, "rematch": None,
        # The phone holds the host role for the one who holds it: the log names them, not "the host".
        "host_seat": seat, "clock": seen["clock"], "choices": seen["choices"], "may_undo": seen["may_undo"],
    })


def log_answer(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    query = request.get("query") or {}
    page = max(1, int(query.get("page", 1)))
    size = min(LOG_PAGE_SIZE_MAX, max(1, int(query.get("page_size", 20))))
    since = int(query.get("since", 0))
    entries = offline.log_as_seen(game, table, viewer_of(request)["seat"])
    entries = [e for e in entries if e["version"] > since]
    answer = ok(200, entries[(page - 1) * size:page * size])
    # As the server says it (flask-smorest's X-Pagination): the log reads its total from it.
    pages = max(1, -(-len(entries) // size))
    answer["headers"] = {"X-Pagination": json.dumps({"total": len(entries), "total_pages": pages, "first_page": 1,
                                                     "last_page": pages, "page": page})}
    return answer


def result_answer(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    """How the finished game stands, from the engine (Game.final_standing), as the server's result gives
    it: the outcome, each seat's score, place (Standing.place), win and team, the tie-breaks and notes with
    their rulings (sentences as messages, worded by the page), and the play's moves and times. What only
    the server has (charts and timings in words, BG Stats, the series) comes once it keeps the table."""
    state = offline.state_of(game, table)
    if not game.status(state)["finished"]:
        return problem(409, msg("api-not-over"))
    names = table["players"]
    standing = game.final_standing(state, names)
    standing_moves = engine.effective_moves(table["log"])
    moves = [e for e in table["log"] if e["kind"] == "move"]
    started = moves[0]["created_at"] if moves else 0.0
    ended = max((e["created_at"] for e in moves), default=started)
    return ok(200, {
        "game": game.id, "outcome": words_of(standing.outcome), "measure": standing.measure,
        "high_wins": standing.high_wins, "cooperative": standing.cooperative, "no_points": standing.no_points,
        "players": [{"seat": seat, "name": names[seat], "score": player.score, "rank": standing.place(player),
                     "winner": player.winner, "team": standing.team_of(seat, names)}
                    for seat, player in enumerate(standing.players)],
        "tie_breaks": [{"ruling": t.ruling, "text": words_of(t.text)} for t in standing.tie_breaks],
        "notes": [{"ruling": n.ruling, "text": words_of(n.text)} for n in standing.notes],
        "moves": len(standing_moves), "started_at": started, "finished_at": ended,
        "duration_seconds": max(0, int(round(ended - started))),
    })


def setup_answer(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    state = offline.state_of(game, table)
    steps = game.setup_steps(game.setup_options(table["options"], state))
    return ok(200, {"game": game.id, "steps": [{"id": step.id, "text": step.to_json()} for step in steps],
                    "started": bool(table["log"])})


# -- changes: a move, a draw, an undo, a correction ------------------------------------------------------

def move_answer(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    body = dict(request.get("body") or {})
    if engine.DRAWN in body:  # only the dice draw: a typed move may not claim it was drawn
        return problem(422, msg("api-drawn-by-server"))
    return entered(game, table, request, body)


def draw_answer(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    """A draw (POST .../draws): each drawable field one of the values the engine allows now, picked with
    the phone's random numbers (the server's dice when there is a server)."""
    move_type = str((request.get("body") or {}).get("type"))
    spec = game.moves.get(move_type)
    if spec is None or not spec.drawable:
        return problem(422, msg("move-not-drawable", type=move_type))
    viewer = viewer_of(request)
    state = offline.state_of(game, table)
    choices = engine.choices_for(game, state, seat=viewer["seat"], host=True, seated=range(len(table["players"])))
    drawable = engine.draw_values(game, choices, move_type)
    if drawable is None:
        return problem(409, msg("api-draw-not-now", type=move_type))
    legal, values = drawable
    picks = iter(request.get("picks") or [])
    picked = {name: pick(list(allowed), next(picks, 0.0)) for name, allowed in values.items()}
    return entered(game, table, request, {"type": move_type, **picked, engine.DRAWN: True, "seat": legal.seat})


def entered(game: engine.Game, table: dict[str, Any], request: Request, body: dict[str, Any]) -> Answer:
    viewer = viewer_of(request)
    check_expected(body.pop("expected_version", None), table)
    asked_seat = body.pop("seat", None)
    spec = game.moves.get(str(body.get("type")))
    # The one holding the phone enters their own seat's moves and the host's; another seat's move only
    # when the move has nothing private (as the server lets the host enter it for them).
    seat = viewer["seat"] if asked_seat is None else asked_seat
    if spec is not None and spec.who == "host":
        seat = None
    elif spec is not None and spec.private and seat != viewer["seat"]:
        return problem(403, msg("api-private-own-seat", seat=(seat or 0) + 1))
    entry = offline.play(game, table, body, seat, now=float(request.get("now") or 0))
    return changed(game, table, request, entry, 201)


def undo_answer(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    check_expected((request.get("body") or {}).get("expected_version"), table)
    entry = offline.undo(game, table, now=float(request.get("now") or 0))
    return changed(game, table, request, entry, 201)


def correction_answer(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    body = request.get("body") or {}
    check_expected(body.get("expected_version"), table)
    entry = offline.correct(game, table, body.get("amendments") or [], now=float(request.get("now") or 0))
    return changed(game, table, request, entry, 201)


def clock_answer(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    """The host (whoever holds the phone) pauses or runs the turn clock, or sets its limit."""
    body = dict(request.get("body") or {})
    check_expected(body.pop("expected_version", None), table)
    try:
        entry = offline.set_clock(game, table, body, now=float(request.get("now") or 0))
    except offline.ClockRefused as refused:
        return problem(409, refused.message) if isinstance(refused.message, Message) else refusal(refused)
    return changed(game, table, request, entry, 201)


def changed(game: engine.Game, table: dict[str, Any], request: Request, entry: Mapping[str, Any], status: int) -> Answer:
    """A change's answer (the new version, the state as the holder sees it, the entry's result, the
    status), and the table to keep."""
    seat = viewer_of(request)["seat"]
    state = offline.state_of(game, table)
    result = entry["result"]
    if entry["kind"] != "move":  # a correction's or undo's changed results: other seats' private fields blanked
        result = engine.redact(game, entry["move"], result, seat, entry["seat"])[1]
    answer = ok(status, {"game": game.id, "version": entry["version"], "state": game.view(state, seat),
                         "result": result, "status": game.status(state)})
    answer["table"] = table
    return answer


# -- previews: what an undo or a correction would change, nothing kept -------------------------------------

def undo_preview(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    planned = offline.planned_undo(game, table)
    seat = viewer_of(request)["seat"]
    last = next(e for e in table["log"] if e["version"] == planned["undoes"])
    changes = shown_changes(game, table, planned, seat)
    undoes = {"version": last["version"], "kind": last["kind"], "type": last["move"]["type"], "seat": last["seat"]}
    if last["kind"] == "correction":
        taken = msg("preview-undo-correction", version=last["version"])
    else:
        taken = msg("preview-undo-move", move=describe_move(game, last["version"], last["seat"], last["move"]["type"],
                                                            table["players"]))
    more = msg("preview-undo-changes-offline", count=len(changes)) if changes else msg("preview-undo-nothing-else")
    return ok(200, {"game": game.id, "version": len(table["log"]), "undoes": undoes, "changes": changes,
                    "summary": [taken.to_json(), more.to_json()]})  # two sentences, worded and joined by the page


def correction_preview(game: engine.Game, table: dict[str, Any], request: Request) -> Answer:
    body = request.get("body") or {}
    planned = offline.planned_correction(game, table, body.get("amendments") or [])
    shown = shown_changes(game, table, planned, viewer_of(request)["seat"])
    own = [c for c in shown if c["amended"]]
    later = [c for c in shown if not c["amended"]]
    summary = msg("preview-nothing-later") if not later else msg("preview-later-offline", count=len(later))
    return ok(200, {"game": game.id, "version": len(table["log"]), "corrected": planned["result"]["corrected"],
                    "changes": later, "own_changes": own, "summary": summary.to_json()})


def shown_changes(game: engine.Game, table: Mapping[str, Any], planned: Mapping[str, Any],
                  seat: int | None) -> list[dict[str, Any]]:
    """The results a planned change changes, as ``seat`` may read them, each with its move as it stands then."""
    moves = {m["version"]: m for m in engine.effective_moves([*table["log"], planned])}
    return [{**change, "move": engine.redact(game, moves[change["version"]]["move"], {}, seat, change["seat"])[0],
             "text": ""}
            for change in (redact_change(game, c, seat) for c in planned["result"].get("changes", []))]


# -- small parts ------------------------------------------------------------------------------------

def new_table(request: Request) -> Answer:
    body = request.get("body") or {}
    game = engine.get(str(body.get("game")))
    if game is None:
        return problem(422, msg("api-no-game", game=repr(body.get("game"))))
    try:
        table = offline.new_table(game, body.get("options") or {}, body.get("players") or [], str(body.get("id")))
    except engine.RuleError as err:
        return refusal(err)
    answer = ok(201, {"id": table["id"], "game": game.id, "version": 0})
    answer["table"] = table
    return answer


def seats_for(body: Mapping[str, Any]) -> Answer:
    game = engine.get(str(body.get("game")))
    if game is None:
        return problem(422, msg("api-no-game", game=repr(body.get("game"))))
    try:
        options = engine.validate_options(game, body.get("options") or {})
    except engine.RuleError as err:
        return refusal(err)
    return ok(200, {"seats": game.seats(options), "options": options})


def players_of(table: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [{"id": f"{table['id']}-{seat}", "seat": seat, "name": name, "person_id": "",
             "person_confirmed": False} for seat, name in enumerate(table["players"])]


def viewer_of(request: Request) -> dict[str, Any]:
    viewer = request.get("viewer") or {}
    seat = viewer.get("seat")
    return {"role": "player" if isinstance(seat, int) else "host", "seat": seat if isinstance(seat, int) else None}


class Answered(Exception):
    """An answer given before the engine is asked (a stale expected version): 409, as the server's."""

    def __init__(self, answer: Answer) -> None:
        super().__init__(answer["status"])
        self.answer = answer


def check_expected(expected: Any, table: Mapping[str, Any]) -> None:
    if expected is not None and expected != len(table["log"]):
        raise Answered(problem(409, msg("api-version-moved", version=len(table["log"]), expected=expected)))


def pick(values: Sequence[Any], random: float) -> Any:
    return values[min(len(values) - 1, int(float(random) * len(values)))]


def describe_move(game: engine.Game, version: int, seat: int | None, move_type: str, names: Sequence[str]) -> Message:
    """'move 14 (Bob's revealed card)', as the server says it (api/table/replay.py describe_move)."""
    what = game.move_words(move_type)
    if seat is None:
        return msg("move-of-host", version=version, what=what)
    return msg("move-of-player", version=version, name=names[seat] if seat < len(names) else str(seat + 1), what=what)


def broken(game: engine.Game, table: Mapping[str, Any], request: Request, err: engine.BrokenMove) -> Answer:
    """A change that would make a later move illegal: 422 naming it, as the server says it."""
    move_type = err.move.get("type", "move")
    where = describe_move(game, err.version, err.seat, move_type, table["players"])
    what = "undo" if request.get("path", "").endswith("/undo") or "/undo/" in request.get("path", "") else "correction"
    seat = viewer_of(request)["seat"]
    if game.may_quote(move_type) or err.seat is None or err.seat == seat:
        message = msg("change-breaks-move", change=what, move=where, why=err.message)
    else:  # another seat's secret: the move and who can put it right, not the sentence that would tell it
        message = msg("change-breaks-private-move", change=what, move=where, ruled="no", rule="", ruling="",
                      owner=table["players"][err.seat], version=err.version)
    body = problem_body(422, message)
    body["broken"] = {"version": err.version, "seat": err.seat, "type": move_type}
    if err.rule:
        body["rule"] = err.rule
    return {"status": 422, "body": body}


def refusal(err: engine.RuleError) -> Answer:
    body = problem_body(422, err.message)
    if err.rule:
        body["rule"] = err.rule
    if err.errors:
        body["errors"] = {path: [words_of(m) for m in said] for path, said in err.errors.items()}
    return {"status": 422, "body": body}


def problem(status: int, message: Message) -> Answer:
    return {"status": status, "body": problem_body(status, message)}


def problem_body(status: int, message: Message | str) -> dict[str, Any]:
    """RFC 9457 problem details as the server sends them; ``detail`` is the message, worded by the page."""
    said = words_of(message)
    return {"type": f"urn:sherwood-table:problem:{said['id'] if isinstance(said, dict) else 'rule'}",
            "status": status, "detail": said, "message": said}


def words_of(message: Message | str) -> Any:
    return message.to_json() if isinstance(message, Message) else message


def ok(status: int, body: Any) -> Answer:
    return {"status": status, "body": body}


Route = Callable[[engine.Game, dict[str, Any], Request], Answer]
ROUTES: dict[tuple[str, str], Route] = {
    ("GET", ""): table_answer,
    ("GET", "/moves"): log_answer,
    ("GET", "/setup"): setup_answer,
    ("GET", "/result"): result_answer,
    ("POST", "/moves"): move_answer,
    ("POST", "/draws"): draw_answer,
    ("POST", "/undo"): undo_answer,
    ("POST", "/undo/preview"): undo_preview,
    ("POST", "/corrections"): correction_answer,
    ("POST", "/corrections/preview"): correction_preview,
    ("POST", "/clock"): clock_answer,
}
