"""Seat handover: a seat moves to another phone (a dead battery, cleared browser data,
a borrowed phone) with a one-time code the host's screen shows, or the seat's own old phone.
The host role moves the same way (a host handover code from the host's phone), or, when the
host's phone died, with the table's recovery code (docs/decisions.md "A table survives its
host's phone").

The new phone gets a fresh token; the old one stops working at once, and its next request is
told why in a sentence (``api.context.require_access``). The seat's private information is the
seat's, not the phone's: it follows the new token, and nobody else learns anything.
"""
from __future__ import annotations

from typing import Any

import qrcode.image.svg
from flask.views import MethodView
from flask_smorest import Blueprint

from engine.messages import msg

from ..web.addresses import base_url
from ..request.context import bearer_token, require_access, services
from ..request.idempotency import answered_once
from ..web.errors import ErrorSchema, abort
from ..request.limits import rate_limit
from ..web.links import LOCATION_HEADER_DOC, table_location
from ..web.schemas import (
    ClaimedSchema, HandoverClaimSchema, HandoverInSchema, HandoverSchema, HostSeatInSchema, HostSeatSchema,
)
from ..store import TableExpired, normalise_join_code
from ..web.http import BEARER
from ..table.qr import qr_code

blp = Blueprint("seats", __name__, url_prefix="/api/v1", description="Moving a seat to another phone")

HANDOVER_SECONDS = 10 * 60


def claim_url(code: str) -> str:
    # In the fragment, like the join code: browsers never send it, so no access log keeps it.
    return f"{base_url()}/claim#{code}"


@blp.route("/tables/<table_id:table_id>/handovers")
class Handovers(MethodView):
    @answered_once("createHandover")
    @blp.doc(operationId="createHandover", security=BEARER)
    @blp.arguments(HandoverInSchema(), required=False)  # every field optional: a player's own seat needs no body
    @blp.response(200, HandoverSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="A spectator, or a player asking for another seat")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    @blp.alt_response(422, schema=ErrorSchema, description="Nobody sits at that seat")
    def post(self, data: dict[str, Any], table_id: str) -> dict[str, Any]:
        """A one-time code (and its QR) that moves a seat to another phone (200: nothing to read back)

        The host may hand over any taken seat; a player only their own (from
        the old phone, before it goes). The code works once, for 10 minutes;
        asking again replaces it. Claimed (POST /handovers/claim), it gives
        the new phone the seat and retires the seat's old token at once.
        """
        access = require_access(table_id)
        if access.role == "spectator":
            abort(403, message=msg("api-big-screen-no-handover"))
        if data["host"]:
            return offer_host_role(access.role, table_id, data.get("seat"))
        seat = data.get("seat")
        if access.role == "player":
            if seat is not None and seat != access.seat:
                abort(403, message=msg("api-handover-own-seat"))
            seat = access.seat  # a player's access always has its seat
        if seat is None:
            abort(422, message=msg("api-handover-which-seat"), errors={"seat": [msg("api-host-names-seat")]})
        svc = services()
        player = next((p for p in svc.store.players(table_id) if p["seat"] == seat), None)
        if player is None:
            abort(422, message=msg("api-handover-seat-empty", seat=seat + 1), errors={"seat": [msg("api-not-taken")]})
        code = svc.store.offer_handover(table_id, seat, svc.clock(), HANDOVER_SECONDS)
        url = claim_url(code)
        return offered(code, "player", seat, player["name"])


def offer_host_role(role: str, table_id: str, seat: int | None) -> dict[str, Any]:
    """A one-time code that moves the host role to another phone: the host's token only."""
    if role != "host":
        abort(403, message=msg("api-handover-host-role-host-only"))
    if seat is not None:
        abort(422, message=msg("api-handover-host-no-seat"), errors={"seat": [msg("api-handover-host-no-seat")]})
    svc = services()
    return offered(svc.store.offer_host_handover(table_id, svc.clock(), HANDOVER_SECONDS), "host", None, None)


def offered(code: str, role: str, seat: int | None, name: str | None) -> dict[str, Any]:
    url = claim_url(code)
    return {"code": code, "role": role, "seat": seat, "name": name, "expires_in": HANDOVER_SECONDS,
            "claim_url": url, "qr_svg": qr_code(url, qrcode.image.svg.SvgPathImage).decode()}


@blp.route("/handovers/claim")
class HandoverClaim(MethodView):
    @answered_once("claimHandover")
    @blp.doc(operationId="claimHandover", security=[])
    @blp.arguments(HandoverClaimSchema())
    @blp.response(201, ClaimedSchema, headers={"Location": {**LOCATION_HEADER_DOC, "description": "The table"}})
    @blp.alt_response(404, schema=ErrorSchema, description="No live handover has that code")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired since the code was made")
    @blp.alt_response(429, schema=ErrorSchema, description="Too many attempts from this client")
    def post(self, data: dict[str, Any]) -> Any:
        """Take over a seat, or the host role, on this phone with a handover or recovery code

        Keep the returned token: it is the seat's (or the host's) key from now
        on. The old token stops working at once, its open event streams too. The
        host role (a host handover code, or the table's recovery code) also gets a
        new recovery code: every older one stops working. Tried under the same
        rate limit as joining, so that codes cannot be guessed.
        """
        rate_limit("join")  # the join codes' limit: a handover code is guessed no faster than a join code
        svc = services()
        try:
            claimed = svc.store.claim_handover(normalise_join_code(data["code"]), svc.clock())
        except TableExpired:  # a code made before the table expired: gone with it, like every other call
            abort(410, message=msg("api-table-expired"))
        if claimed is None:
            abort(404, message=msg("api-handover-code-gone"))
        svc.notifier.changed(claimed["table_id"])  # the old phone hears it, and is told why on its next read
        answer = {key: claimed[key] for key in ("table_id", "role", "player_id", "token", "seat", "game", "name",
                                                "recovery_code")}
        return answer, 201, {"Location": table_location(claimed["table_id"])}


@blp.route("/tables/<table_id:table_id>/host/seat")
class HostSeat(MethodView):
    @blp.doc(operationId="setHostSeat", security=BEARER)
    @blp.arguments(HostSeatInSchema())
    @blp.response(200, HostSeatSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="No or bad token")
    @blp.alt_response(403, schema=ErrorSchema, description="Not the host's token")
    @blp.alt_response(410, schema=ErrorSchema, description="The table has expired")
    @blp.alt_response(422, schema=ErrorSchema, description="The token in the body opens no seat at this table")
    def post(self, data: dict[str, Any], table_id: str) -> dict[str, Any]:
        """The host's phone also sits at a seat (after taking the host role over)

        A phone that took the host role over and already sits at the table
        sends its seat's token: the host then sits there (host_seat), as when
        the host's own phone joins. It proves the phone holds both tokens.
        """
        access = require_access(table_id)
        if access.role != "host":
            abort(403, message=msg("api-host-seat-host-only"))
        seat = services().store.host_sits_at(table_id, bearer_token() or "", data["token"])
        if seat is None:
            abort(422, message=msg("api-host-seat-no-seat"), errors={"token": [msg("api-host-seat-no-seat")]})
        return {"host_seat": seat}
