"""Records an example of every API operation from a real game, into api/web/examples.json.

    python scripts/record_examples.py          # record again and rewrite api/web/examples.json
    python scripts/record_examples.py --check  # exit 1 if api/web/examples.json is stale

The app is driven through its test client as a table would drive it: a score pad of Catan played to
its end (joins, moves, a refusal, an undo, a correction and its preview, the result, the rematch,
the series, the exports, the photo, the handover), a solo Curse You table part-way, and every
game's calculators. What a request sent and what the app answered is kept for each operationId;
api/web/examples.py puts it into the spec (openapi.yaml).

The answers must come out the same on every run, so the clock is one the script moves, the
server's random draws come from a seeded generator, and every token, code and id is replaced by
an example value that no one could take for a real secret ("host-token-example").
"""
from __future__ import annotations

import base64
import hashlib
import io
import json
import random
import secrets
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flask import Flask  # noqa: E402
from flask.testing import FlaskClient  # noqa: E402
from PIL import Image  # noqa: E402

from api import close_app, create_app  # noqa: E402
from api.web.examples import EXAMPLES_FILE  # noqa: E402
from scripts.generated import write_or_check  # noqa: E402

# 2026-05-01 18:00:00 UTC: a Friday evening's game night.
GAME_NIGHT = 1777658400.0
SEED = 36  # issue 36, which asked for the examples

# What an example says instead of each kind of secret or random value the answers hold; the
# table ids keep the shape of a real one (12 URL-safe characters), which the paths require.
TABLE_IDS = ["tBl3xAmPle12", "tBl3xAmPle13", "tBl3xAmPle14", "tBl3xAmPle15", "tBl3xAmPle16"]

# The longest text an example of a text answer (CSV, SVG, the event stream) keeps.
TEXT_EXAMPLE_LIMIT = 4000


class ExampleClock:
    """The app's CLOCK: it moves only when the script says time went by, so every time is the same on every run."""

    def __init__(self, start: float) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class Recorder:
    """Sends requests through the test client and keeps the first 2xx of each operation."""

    client: FlaskClient
    clock: ExampleClock
    examples: dict[str, dict[str, Any]] = field(default_factory=dict)
    replacements: dict[str, str] = field(default_factory=dict)

    def call(self, operation: str, method: str, path: str, *, body: Any = None, token: str | None = None,
             query: dict[str, Any] | None = None, parameters: dict[str, Any] | None = None,
             data: bytes | None = None, content_type: str | None = None, record: bool = True) -> Any:
        """One request; its answer must be a 2xx unless the operation is recorded elsewhere. ``parameters``
        are the path's named values (``table_id``) as the spec names them."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.clock.advance(20)  # a move every twenty seconds or so
        response = self.client.open(path, method=method, json=body, headers=headers, query_string=query,
                                    data=data, content_type=content_type)
        if record and not 200 <= response.status_code < 300:
            raise RuntimeError(f"{operation}: {method} {path} answered {response.status_code}: {response.data!r}")
        if record and operation not in self.examples:
            self.examples[operation] = example_of(response, body, {**(parameters or {}), **(query or {})})
        return response

    def refuse(self, operation: str, method: str, path: str, status: int, **request: Any) -> None:
        """A request the app must refuse with ``status``: the refusal is the operation's second example."""
        response = self.call(operation, method, path, record=False, **request)
        if response.status_code != status:
            raise RuntimeError(f"{operation}: {method} {path} answered {response.status_code}, not {status}")
        self.examples[operation]["refusal"] = example_of(response, request.get("body"), {})

    def secret(self, real: str, example: str) -> str:
        """Remember that ``real`` is written ``example`` in the examples; returns ``real``."""
        self.replacements.setdefault(real, example)
        return real


def example_of(response: Any, body: Any, parameters: dict[str, Any]) -> dict[str, Any]:
    """What the examples file keeps of one exchange: parameters, JSON body, status and answer."""
    kept: dict[str, Any] = {"status": str(response.status_code)}
    if parameters:
        kept["parameters"] = parameters
    if body is not None:
        kept["request"] = body
    content_type = response.mimetype
    if response.status_code != 204 and content_type:
        kept["content_type"] = content_type
        if content_type.endswith("json"):
            kept["response"] = response.get_json()
        elif content_type.startswith("text/") or content_type.endswith("+xml"):
            text = response.get_data(as_text=True)
            if len(text) <= TEXT_EXAMPLE_LIMIT:
                kept["response"] = text
        # An image's bytes are no example anyone reads: the operation keeps its parameters only.
    return kept


# -- what the server draws at random, drawn from a seed ---------------------------------------------

def seeded_secrets(seed: int) -> None:
    """Make the ``secrets`` module (tokens, ids, codes) and the dice draw from one seeded generator.

    Only in this script's process: the examples must be the same on every run, and the ids the
    script does not replace (a person's id, the key a person id is made with) would change."""
    generator = random.Random(seed)

    def token_bytes(count: int | None = None) -> bytes:
        return bytes(generator.randrange(256) for _ in range(count or 32))

    def token_hex(count: int | None = None) -> str:
        return token_bytes(count).hex()

    def token_urlsafe(count: int | None = None) -> str:
        return base64.urlsafe_b64encode(token_bytes(count)).rstrip(b"=").decode()

    secrets.token_bytes = token_bytes  # type: ignore[assignment]
    secrets.token_hex = token_hex  # type: ignore[assignment]
    secrets.token_urlsafe = token_urlsafe  # type: ignore[assignment]
    secrets.choice = generator.choice
    from api.table import moves

    moves.DICE = random.Random(seed)  # type: ignore[assignment]


def photo_png() -> bytes:
    """A small photo of the table (a brown square: the table top)."""
    out = io.BytesIO()
    Image.new("RGB", (8, 6), (120, 60, 30)).save(out, format="PNG")
    return out.getvalue()


# -- the games ----------------------------------------------------------------------------------------

@dataclass
class SeatedTable:
    id: str
    host: str
    spectator: str
    join_code: str
    players: list[str] = field(default_factory=list)


def create_table(rec: Recorder, game: str, options: dict[str, Any], number: int) -> SeatedTable:
    created = rec.call("createTable", "POST", "/api/v1/tables", body={"game": game, "options": options}).get_json()
    suffix = f"-{number}" if number else ""  # the first table's values read best: they are the most shown
    table = SeatedTable(rec.secret(created["id"], TABLE_IDS[number]),
                        rec.secret(created["host_token"], f"host-token-example{suffix}"),
                        rec.secret(created["spectator_token"], f"spectator-token-example{suffix}"),
                        rec.secret(created["join_code"], f"JOIN-EXAMPLE{suffix}"))
    rec.secret(created["recovery_code"], f"RECOVERY-EXAMPLE{suffix}")
    return table


def join(rec: Recorder, table: SeatedTable, name: str, number: int) -> str:
    joined = rec.call("joinTable", "POST", "/api/v1/join", body={"code": table.join_code, "name": name}).get_json()
    token = rec.secret(joined["token"], f"player-token-example-{name.lower()}" + (f"-{number}" if number else ""))
    table.players.append(token)
    return token


def move(rec: Recorder, table: SeatedTable, token: str, **body: Any) -> Any:
    return rec.call("postMove", "POST", f"/api/v1/tables/{table.id}/moves", body=body, token=token,
                    parameters={"table_id": table.id})


def table_path(table: SeatedTable, tail: str = "") -> tuple[str, dict[str, str]]:
    return f"/api/v1/tables/{table.id}{tail}", {"table_id": table.id}


def play_score_pad(rec: Recorder) -> SeatedTable:
    """A three-player score pad of Catan from the first join to the rematch."""
    pad = create_table(rec, "score-pad", {"players": 3, "game_name": "Catan"}, 0)
    path, ids = table_path(pad, "/setup")
    rec.call("getTableSetup", "GET", path, token=pad.host, parameters=ids)
    rec.call("checkJoinCode", "POST", "/api/v1/join/check", body={"code": pad.join_code})
    ann, bob, cy = (join(rec, pad, name, 0) for name in ("Ann", "Bob", "Cy"))
    for operation, tail in (("getJoinQrSvg", "/qr.svg"), ("getJoinQrPng", "/qr.png")):
        path, ids = table_path(pad, tail)
        rec.call(operation, "GET", path, token=pad.host, parameters=ids)
    path, ids = table_path(pad, "/draws")
    rec.call("drawMove", "POST", path, body={"type": "starter"}, token=pad.host, parameters=ids)
    for token, points in ((ann, 3), (bob, 5), (cy, 4), (ann, 2)):
        move(rec, pad, token, type="add", points=points)
    path, ids = table_path(pad, "/moves")  # the spectators' screen cannot score
    rec.refuse("postMove", "POST", path, 403, body={"type": "add", "points": 3}, token=pad.spectator)
    move(rec, pad, bob, type="add", points=6)
    path, ids = table_path(pad, "/undo/preview")
    rec.call("previewUndo", "POST", path, body={}, token=bob, parameters=ids)
    path, ids = table_path(pad, "/undo")
    rec.call("undoMove", "POST", path, body={}, token=bob, parameters=ids)
    correction = {"amendments": [{"version": 4, "move": {"type": "add", "points": 5}}]}
    path, ids = table_path(pad, "/corrections/preview")
    rec.call("previewCorrection", "POST", path, body=correction, token=pad.host, parameters=ids)
    path, ids = table_path(pad, "/corrections")
    rec.call("correctMoves", "POST", path, body=correction, token=pad.host, parameters=ids)
    for token, points in ((bob, 4), (cy, 7)):
        move(rec, pad, token, type="add", points=points)
    path, ids = table_path(pad)
    rec.call("getTable", "GET", path, token=ann, parameters=ids)
    path, ids = table_path(pad, "/moves")
    rec.call("getLog", "GET", path, token=ann, query={"page": 1, "page_size": 5}, parameters=ids)
    move(rec, pad, pad.host, type="finish")
    after_the_game(rec, pad)
    return pad


def after_the_game(rec: Recorder, pad: SeatedTable) -> None:
    """What a table does once its game is over: the result, its exports, the photo, a handover, the rematch."""
    ann, bob = pad.players[0], pad.players[1]
    for operation, tail, query in (("getResult", "/result", {"utc_offset": 120}),
                                   ("exportTable", "/export", {"format": "json"}),
                                   ("exportLogCsv", "/log.csv", {"layout": "data"}),
                                   ("exportResultsCsv", "/results.csv", {"utc_offset": 120})):
        path, ids = table_path(pad, tail)
        rec.call(operation, "GET", path, token=pad.host, query=query, parameters=ids)
    path, ids = table_path(pad, "/photo")
    kept = rec.call("putTablePhoto", "PUT", path, data=photo_png(), content_type="image/png", token=pad.host,
                    parameters=ids).get_json()
    # The server writes the photo again with Pillow, whose bytes follow its (and zlib's) version: the
    # example names the size and tag of the photo sent, so the file stays the same on every machine.
    rec.secret(kept["etag"], hashlib.sha256(photo_png()).hexdigest())
    rec.examples["putTablePhoto"]["response"]["bytes"] = len(photo_png())
    rec.call("getTablePhoto", "GET", path, token=ann, parameters=ids)
    rec.call("deleteTablePhoto", "DELETE", path, token=pad.host, parameters=ids)
    path, ids = table_path(pad, "/events/tickets")
    ticket = rec.call("createStreamTicket", "POST", path, token=ann, parameters=ids).get_json()["ticket"]
    rec.secret(ticket, "stream-ticket-example")
    record_events(rec, pad, ticket)
    path, ids = table_path(pad, "/seats/1/person")
    rec.call("linkSeatPerson", "POST", path, body={"person_id": None}, token=pad.host,
             parameters={**ids, "seat": 1})
    path, ids = table_path(pad, "/handovers")
    offer = rec.call("createHandover", "POST", path, body={"seat": 1}, token=bob, parameters=ids).get_json()
    rec.secret(offer["code"], "HANDOVER-EXAMPLE")
    claimed = rec.call("claimHandover", "POST", "/api/v1/handovers/claim", body={"code": offer["code"]}).get_json()
    bob = pad.players[1] = rec.secret(claimed["token"], "player-token-example-bob-new-phone")
    path, ids = table_path(pad, "/host/seat")
    rec.call("setHostSeat", "POST", path, body={"token": ann}, token=pad.host, parameters=ids)
    path, ids = table_path(pad, "/rematch")
    rematch = rec.call("createRematch", "POST", path, token=pad.host, parameters=ids).get_json()
    rec.secret(rematch["table_id"], TABLE_IDS[2])
    path, ids = table_path(pad, "/series")
    rec.call("getSeries", "GET", path, token=pad.host, parameters=ids)
    tables = [{"id": pad.id, "token": pad.host}]
    rec.call("getPeopleStats", "POST", "/api/v1/people/stats", body={"tables": tables})


def record_events(rec: Recorder, pad: SeatedTable, ticket: str) -> None:
    """The live-update stream's first event, then the stream is closed (it would run for minutes)."""
    path, ids = table_path(pad, "/events")
    response = rec.client.get(path, query_string={"ticket": ticket}, buffered=False)
    chunks = response.iter_encoded()
    text = "".join(next(chunks).decode() for _ in range(2))  # the retry line, then the table's mark
    response.close()
    rec.examples["getEvents"] = {"status": "200", "parameters": {**ids, "ticket": ticket},
                                 "content_type": "text/event-stream", "response": stream_start(text)}


def stream_start(text: str) -> str:
    """The stream's start as it is sent (the spec declares the stream as text): "retry: 1000", then the
    first event's id and data lines, without comment lines (keep-alives)."""
    kept = [line for line in text.splitlines(keepends=True) if not line.startswith(":")]
    return "".join(kept)


def play_curse_you(rec: Recorder) -> None:
    """A solo Curse You, Robin Hood! table: the market and the first turn of three Legends."""
    curse = create_table(rec, "curse-you-robin-hood", {"players": 1}, 1)
    ann = join(rec, curse, "Ann", 1)
    market = [{"good": good, "rank": rank} for rank in (1, 10) for good in ("ale", "bread", "cloth")]
    for token, body in ((curse.host, {"type": "market", "cards": market}),
                        (ann, {"type": "reveal", "card": {"good": "ale", "rank": 2}}),
                        (curse.host, {"type": "legend", "legend": "friar-tuck",
                                      "shown": {"good": "bread", "rank": 2}})):
        rec.call("postMove", "POST", f"/api/v1/tables/{curse.id}/moves", body=body, token=token, record=False)
    path, ids = table_path(curse, "/clock")  # a score pad has no turns to time
    rec.call("setClock", "POST", path, body={"turn_limit_seconds": 90}, token=curse.host, parameters=ids)


def play_without_a_server(rec: Recorder) -> None:
    """A score pad played on one phone with no server (engine/offline.py, as the phone runs it), then
    uploaded; and the same table with a score changed by hand, refused."""
    import copy

    import engine
    from engine import offline

    pad = engine.get("score-pad")
    assert pad is not None
    table = offline.new_table(pad, {"players": 2, "goal": 10}, ["Ann", "Bob"], "offline-table-example-0001")
    for seconds, (seat, points) in enumerate([(0, 4), (1, 6), (0, 7)]):
        offline.play(pad, table, {"type": "add", "points": points}, seat, now=GAME_NIGHT - 3600 + 60 * seconds)
    body = {**table, "engine": "engine-version-example"}
    tampered = copy.deepcopy(body)
    tampered["id"] = "offline-table-example-0002"
    tampered["log"][1]["result"]["score"] = 16
    kept = rec.call("uploadOfflineTable", "POST", "/api/v1/offline-tables", body=body).get_json()
    rec.secret(kept["id"], TABLE_IDS[4])
    for name, value in (("host_token", "host-token-example-4"), ("spectator_token", "spectator-token-example-4"),
                        ("join_code", "JOIN-EXAMPLE-4"), ("recovery_code", "RECOVERY-EXAMPLE-4"),
                        ("engine", "engine-version-example")):
        rec.secret(kept[name], value)
    for seat in kept["seats"]:
        rec.secret(seat["token"], f"player-token-example-{seat['name'].lower()}-4")
        rec.secret(seat["player_id"], f"player-id-example-{seat['name'].lower()}-4")
    rec.refuse("uploadOfflineTable", "POST", "/api/v1/offline-tables", 422, body=tampered)


def visit_the_catalogue(rec: Recorder) -> None:
    """What a phone reads before any table: the games, one game, its brief, its presets."""
    rec.call("getHealth", "GET", "/api/v1/health")
    rec.call("listGames", "GET", "/api/v1/games")
    hero = {"game_id": "hero-of-the-people"}
    rec.call("getGame", "GET", "/api/v1/games/score-pad", parameters={"game_id": "score-pad"})
    rec.call("getGameBrief", "GET", "/api/v1/games/score-pad/brief", parameters={"game_id": "score-pad"})
    rec.call("listGameBriefs", "GET", "/api/v1/games/briefs")
    hero_table = create_table(rec, "hero-of-the-people", {"bounty": 300}, 3)
    preset = {"data": HERO_CATALOGUE}
    rec.call("savePreset", "PUT", "/api/v1/games/hero-of-the-people/presets/friday", body=preset,
             token=hero_table.host, parameters={**hero, "name": "friday"})
    rec.call("listPresets", "GET", "/api/v1/games/hero-of-the-people/presets", parameters=hero)
    rec.call("getPreset", "GET", "/api/v1/games/hero-of-the-people/presets/friday",
             parameters={**hero, "name": "friday"})
    message = {"id": "api-not-over", "args": {}}
    rec.call("wordMessage", "POST", "/api/v1/words", body={"message": message})


# The cards of Hero of the People a host copied from the box (the rulebook does not print them).
HERO_CATALOGUE = {"characters": {"little-john": {"skills": {"strength": 2}, "recruit": {"gold": 3},
                                                 "rescue": {"sword": 2}}},
                  "king_richard": {"double-gold": {"gold": 2}}}


CALCULATIONS: list[tuple[str, str, dict[str, Any] | None]] = [
    ("curseTrades", "/api/v1/curse-you-robin-hood/trades", {"seats": [
        {"name": "Ann", "card": {"good": "ale", "rank": 4}},
        {"name": "Friar Tuck", "card": {"good": "gems", "rank": 7}, "legend": True},
        {"name": "Bob", "card": {"good": "meat", "rank": 2}}]}),
    ("curseLegendPlay", "/api/v1/curse-you-robin-hood/legend-play",
     {"legend": "little-john", "shown": {"good": "gems", "rank": 3}, "second": {"good": "gems", "rank": 6}}),
    ("curseScore", "/api/v1/curse-you-robin-hood/score", {"stockpiles": {
        "Ann": [{"good": "ale", "rank": 4}, {"good": "ale", "rank": 5}],
        "Bob": [{"good": "gems", "rank": 9}, {"good": "bread", "rank": 1}]}}),
    ("goodsCardTable", "/api/v1/robin-hood-goods/card-table", None),
    ("goodsSellOut", "/api/v1/robin-hood-goods/sell-out", {"players": 3, "stock": {
        "Ann": {"jewelry": 3, "potato": 2}, "Bob": {"jewelry": 1}, "Cy": {"potato": 4}},
        "values": {"jewelry": 9}, "limits": {"jewelry": 4}}),  # the numbers the rulebook leaves to the card
    ("heroPayment", "/api/v1/hero-of-the-people/payment", {"cost": {"gold": 3, "sword": 1}, "skills": {"gold": 1}}),
    ("rescuingAttack", "/api/v1/rescuing-robin-hood/attack", {"attribute": "brawn", "value": 9, "guards": [3, 4]}),
    ("rescuingCarryOver", "/api/v1/rescuing-robin-hood/carry-over", {
        "brawn": 9, "jolliness": 4, "jolliness_spent": 1, "brawn_attack": {"success": True, "row_total": 7},
        "last_player": False}),
    ("rescuingExpertScore", "/api/v1/rescuing-robin-hood/expert-score", {
        "challenges": [{"points": 3, "blind": False, "day": 1}, {"points": 5, "blind": True, "day": 2}],
        "robin_rescued": True, "sheriff_defeated": False, "villagers_imprisoned": 2}),
    ("robinHood1990Settlement", "/api/v1/robin-hood-1990/settlement",
     {"gathering_point": 2, "distances": {"Ann": 0, "Bob": 3, "Cy": 5}}),
    ("robinHood1990Duel", "/api/v1/robin-hood-1990/duel", {"player_card": 4, "sheriff_card": 2}),
]


def use_the_calculators(rec: Recorder) -> None:
    for operation, path, body in CALCULATIONS:
        rec.call(operation, "POST" if body is not None else "GET", path, body=body)


# -- writing them down ---------------------------------------------------------------------------------

# A QR code's SVG is kilobytes of path no reader of the spec decodes (and it pictures the real code,
# not the example's): the examples show this in its place.
QR_SVG_STUB = ('<svg xmlns="http://www.w3.org/2000/svg" width="33mm" height="33mm" viewBox="0 0 33 33">'
               '<!-- the QR code of claim_url --></svg>')


def shortened(examples: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The examples a reader can take in: GET /games and GET /games/briefs list one game of all of
    them (all six are 70 kB of the spec), and a handover's QR code is a stub."""
    for listing in ("listGames", "listGameBriefs"):
        games = examples[listing]
        games["response"] = [game for game in games["response"] if game["id"] == "score-pad"]
    handover = examples["createHandover"]["response"]
    handover["qr_svg"] = QR_SVG_STUB
    return examples


def replaced(text: str, replacements: dict[str, str]) -> str:
    """``text`` with every real value written as its example (longest first: a token may hold a code)."""
    for real in sorted(replacements, key=len, reverse=True):
        text = text.replace(real, replacements[real])
    return text


def record(scenes: list[Callable[[Recorder], Any]]) -> str:
    """Play the scenes on a fresh app and return the examples file's text."""
    seeded_secrets(SEED)
    clock = ExampleClock(GAME_NIGHT)
    with tempfile.TemporaryDirectory() as tmp:
        app: Flask = create_app({"DATABASE": str(Path(tmp) / "examples.db"), "CLOCK": clock,
                                 "PURGE_INTERVAL_SECONDS": 0, "PUBLIC_URL": "https://sherwood.example",
                                 "EVENTS_MAX_SECONDS": 1.0})
        try:
            rec = Recorder(app.test_client(), clock)
            for scene in scenes:
                scene(rec)
        finally:
            close_app(app)
    text = json.dumps(shortened(rec.examples), indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    return replaced(text, rec.replacements)


SCENES: list[Callable[[Recorder], Any]] = [play_score_pad, play_curse_you, play_without_a_server, visit_the_catalogue,
                                           use_the_calculators]


def main() -> int:
    return write_or_check(EXAMPLES_FILE, record(SCENES), "python scripts/record_examples.py")


if __name__ == "__main__":
    sys.exit(main())
