"""The table as a seat sees it: its answer (table_payload), its ETag, its join link.

Shared by the table resources (api/resources/tables.py), the results (api/resources/results.py)
and the move's home (api/table/moves.py); it imports no resource module.
"""
from __future__ import annotations

from typing import Any


import engine

from engine.messages import Message, msg

from . import clock
from ..web.errors import abort
from ..web.addresses import base_url
from ..web.links import table_location
from ..request.context import services
from ..store.people_ids import name_digest, person_id
from ..store import Access


def game_of(game_id: str) -> engine.Game:
    game = engine.get(game_id)
    if game is None:  # a table of a game this server no longer ships
        abort(410, message=msg("api-game-gone", game=repr(game_id)))
    return game


def game_asked(game_id: str) -> engine.Game:
    """The game a new table asks for (createTable, uploadOfflineTable), or the 422 that lists the games."""
    game = engine.get(game_id)
    if game is None:
        known = ", ".join(g.id for g in engine.all_games())
        abort(422, message=msg("api-no-game", game=repr(game_id)), errors={"game": [msg("api-known-games", known=known)]})
    return game


def created_table(created: dict[str, Any], game: engine.Game, **more: Any) -> tuple[dict[str, Any], int, dict[str, str]]:
    """A new table's answer (the store's record with its links), 201 and its Location: what creating a
    table and uploading one played without a server both answer."""
    answer = {**created, "game": game.id, "join_url": join_url(created["join_code"]),
              "spectator_url": f"{base_url()}/watch/{created['id']}#{created['spectator_token']}", **more}
    return answer, 201, {"Location": table_location(created["id"])}


def viewer_seat(access: Access) -> int | None:
    return access.seat if access.role == "player" else None


TABLE_CACHE_CONTROL = "no-cache, private"


def etag_for(access: Access) -> str:
    # The answer depends on the version, on who sits down, and on who asks.
    # A rematch changes the answer without a move: it is in the tag too.
    rematch = f".r{access.rematch}" if access.rematch else ""
    # A seat linked to a remembered person changes the answer without a move too.
    people = f".p{access.people_links}" if access.people_links else ""
    return f'"{access.table_id}.{access.version}.{access.seated}{rematch}{people}.{access.etag_viewer}"'


def join_url(code: str) -> str:
    # The code rides in the fragment, which browsers never send: no access log or
    # proxy records it. /join/CODE still works for links already printed.
    return f"{base_url()}/join#{code}"


def live_join_code(table_id: str) -> str:
    code = services().store.live_join_code(table_id, services().clock())
    if code is None:
        abort(404, message=msg("api-no-table"))
    return code


def seated_people(table_id: str) -> list[dict[str, Any]]:
    """The players with the person each is: the one the host linked or named (``person_confirmed``),
    else the person of the name, as BG Stats and the people stats count them."""
    store = services().store
    linked, key = store.people(table_id), store.person_key()
    return [{**player, "person_id": linked.get(player["seat"]) or person_id(player["name"], key),
             "person_confirmed": player["seat"] in linked} for player in store.players(table_id)]


def person_sent(name: str, sent: str) -> str:
    """The person a phone names for a seat of ``name``: as sent, but an id of that name as ids were
    before they were keyed (a phone remembers it from an older table) is the name's id now."""
    return person_id(name, services().store.person_key()) if sent == name_digest(name) else sent


def table_payload(access: Access) -> dict[str, Any]:
    svc = services()
    table = svc.store.table(access.table_id)
    assert table is not None
    game = game_of(table["game"])
    players = seated_people(access.table_id)
    seat = viewer_seat(access)
    me = next((p for p in players if p["seat"] == seat), None)
    shows_code = access.role != "spectator"
    host_seat = svc.store.host_seat(access.table_id)
    return {
        "id": table["id"],
        "game": table["game"],
        "version": table["version"],
        "seats": game.seats(table["options"]),
        "players": players,
        "state": game.view(table["state"], seat),
        "status": game.status(table["state"]),
        "you": {
            "role": access.role, "seat": seat,
            "player_id": me["id"] if me else None, "name": me["name"] if me else None,
        },
        "options": table["options"],
        "join_code": table["join_code"] if shows_code else None,
        "join_url": join_url(table["join_code"]) if shows_code else None,
        "expires_at": table["expires_at"],
        "rematch": table["rematch_table_id"],
        "host_seat": host_seat,
        "clock": clock.table_clock(svc.store, game, table, svc.clock()),
        "choices": reader_choices(game, table["state"], access, host_seat, players),
        "may_undo": may_undo(access, host_seat),
    }


def may_undo(access: Access, host_seat: int | None) -> bool:
    """Whether the reader's undo would be taken now (the button is offered only then). The seat the
    host's phone sits in answers as the host, as its choices do (reader_choices): that phone undoes
    with its host token."""
    if access.role == "spectator":
        return False
    store = services().store
    with store.db() as db:
        last = store.latest_standing(db, access.table_id)
    if access.role == "player" and access.seat is not None and access.seat == host_seat:
        return last is not None
    return undo_refusal(access, last) is None


def reader_choices(game: engine.Game, state: dict[str, Any], access: Access, host_seat: int | None,
                   players: list[dict[str, Any]]) -> dict[str, Any]:
    """What the reader may enter now, as the engine says (engine/choices.py): a player for their seat,
    and the host's phone (its host token, or the seat it sits in with it) for the host too."""
    seat = viewer_seat(access)
    host = access.role == "host" or (seat is not None and seat == host_seat)
    seated = [player["seat"] for player in players]
    return engine.choices_for(game, state, seat=seat, host=host, seated=seated).as_json()


def undo_refusal(access: Access, last: dict[str, Any] | None) -> tuple[int, Message] | None:
    """Why ``access`` may not undo now (its HTTP status and sentence), or None when it may: the host
    takes back the latest standing entry, a player only their own; a spectator nothing. The table's
    answer says ``may_undo`` from the same rule, so the phone offers the button only to those it serves."""
    if access.role == "spectator":
        return 403, msg("api-spectator-cannot", what="undo")
    if last is None:
        return 409, msg("api-nothing-to-undo")
    if access.role == "player" and (last["role"] != "player" or last["seat"] != access.seat):
        return 403, msg("api-undo-own-latest")
    return None
