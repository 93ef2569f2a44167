"""A photo of the table, after the game: PUT the image's bytes, GET them back, DELETE them.

Kept with the table, so it lives and goes as the table does (its expiry, the purge) and
only the table's tokens open it. The big screen's spectator token may look at it, as it
looks at the result, but only the host and the players send or remove one
(docs/decisions.md, "A photo of the table").
"""
from __future__ import annotations

from typing import Any

from flask import Response, current_app, request
from flask.views import MethodView
from flask_smorest import Blueprint
from werkzeug.exceptions import RequestEntityTooLarge

from engine.messages import msg

from ..request.aside import aside
from ..request.context import require_access, services
from ..web.errors import ErrorSchema, abort
from ..web.http import BEARER, IF_NONE_MATCH_HEADER
from ..request.limits import rate_limit, read_up_to
from ..web.links import ETAG_HEADER_DOC, etag_matches
from ..store.photos import ANY_IMAGE, PHOTO_TYPES, PhotoRefused, image_type, refusal, rewritten
from ..web.schemas import PhotoSchema
from ..store import Access, NotFinished, NotYours

blp = Blueprint("photos", __name__, url_prefix="/api/v1/tables", description="A photo of the table, after the game")

BINARY = {"type": "string", "format": "binary"}
IMAGE_CONTENT = {kind: {"schema": BINARY} for kind in PHOTO_TYPES}
PHOTO_UPLOAD_CONTENT = {**IMAGE_CONTENT, ANY_IMAGE: {"schema": BINARY}}  # what a generated client's File sends
PHOTO_CACHE_CONTROL = "private, no-cache"  # the table's people only; asked again after a replacement
PHOTO_CSP = "default-src 'none'; sandbox"  # opened as a document, it runs and loads nothing
AUTH_ERRORS = ((401, "No or bad token"), (403, "Token of another table"), (410, "The table has expired"))


def documented_errors(*extra: tuple[int, str]) -> Any:
    def decorate(view: Any) -> Any:
        for code, description in {**dict(AUTH_ERRORS), **dict(extra)}.items():  # extra says more of a 403
            view = blp.alt_response(code, schema=ErrorSchema, description=description)(view)
        return view
    return decorate


def quoted(etag: str) -> str:
    return f'"{etag}"'


def may_send_photos(access: Access) -> bool:
    return access.role in ("host", "player")


@blp.route("/<table_id:table_id>/photo")
class Photo(MethodView):
    @blp.doc(operationId="putTablePhoto", security=BEARER, requestBody={
        "required": True, "content": PHOTO_UPLOAD_CONTENT,
        "description": "The image's bytes (at most 262,144 bytes: 256 KiB), with its type as Content-Type, or as application/octet-stream: its first bytes then say what it is",
    })
    @blp.response(200, PhotoSchema, headers={"ETag": ETAG_HEADER_DOC})
    @documented_errors((403, "Another table's token, the spectator's, or a player replacing a photo another sent"),
                       (409, "The game is not over yet"),
                       (413, "More than 262,144 bytes (256 KiB), or more than 12 million pixels (8192 on a side)"),
                       (415, "Not a JPEG, PNG or WebP image, or not the type its Content-Type says"),
                       (429, "Too many photos sent from this client"))
    def put(self, table_id: str) -> Any:
        """Keep a photo of the table (after the game), replacing any before

        The host's or a player's token; a photo another player sent is replaced by
        its sender or the host only. The body is the image itself, as image/jpeg,
        image/png or image/webp; what it is is read from its first bytes, and must
        be what Content-Type says (415 otherwise). Sent as application/octet-stream
        (a generated client's file), its first bytes alone say what it is. At most 262,144 bytes (256 KiB)
        and 12 million pixels (413): the app scales its photos to about 200 KB.
        The server keeps the image decoded and written again, its pixels only:
        no EXIF (no GPS position), XMP, ICC profile, text or trailing bytes.
        Rate-limited per client (429 with Retry-After): each photo costs the
        server a decoding and an encoding.
        """
        access = require_access(table_id)
        if not may_send_photos(access):
            abort(403, message=msg("api-photo-who-adds"))
        rate_limit("photos")  # counted before the work: a refused photo was decoded too
        limit = int(current_app.config["MAX_PHOTO_BYTES"])
        if (request.content_length or 0) > limit:
            abort(413, message=msg("api-photo-too-large", kilobytes=limit // 1024))
        request.max_content_length = limit  # this body's limit, not MAX_CONTENT_LENGTH's 64 KiB
        # Exactly its Content-Length when it has one: asking werkzeug's stream for a byte past a body
        # of exactly the limit raised its own 413 (262,144 bytes were refused under gunicorn). A
        # body without Content-Length stops one byte past the limit.
        try:
            data = read_up_to(request.stream, min(limit + 1, request.content_length or limit + 1))
        except RequestEntityTooLarge:
            data = b"\0" * (limit + 1)
        if len(data) > limit:
            abort(413, message=msg("api-photo-too-large", kilobytes=limit // 1024))
        reason = refusal(request.mimetype or None, data)
        if reason:
            abort(415, message=reason)
        content_type = image_type(data) or request.mimetype  # what Content-Type said, or what the bytes are
        try:
            # Its pixels only: no metadata, nothing after it (api/store/photos.py). Seconds of Pillow's work
            # on a large WebP, so in a native thread under the gevent worker: its other requests answer
            # meanwhile (Pillow lets go of the GIL while it decodes).
            kept_bytes = aside(rewritten, data, content_type)
            kept = services().store.save_photo(access, content_type, kept_bytes, services().clock())
        except PhotoRefused as refused:
            abort(refused.status, message=refused.message)
        except NotFinished:
            abort(409, message=msg("api-photo-not-over"))
        except NotYours:
            abort(403, message=msg("api-photo-who-replaces"))
        return kept, 200, {"ETag": quoted(kept["etag"])}

    @blp.doc(operationId="getTablePhoto", security=BEARER, parameters=[IF_NONE_MATCH_HEADER], responses={
        "200": {"description": "The photo's bytes, with the type it was sent as", "content": IMAGE_CONTENT,
                "headers": {"ETag": ETAG_HEADER_DOC, "Cache-Control": {"schema": {"type": "string"}}}},
    })
    @blp.alt_response(304, description="Not modified since the ETag sent", headers={"ETag": ETAG_HEADER_DOC})
    @documented_errors((404, "The table has no photo"))
    def get(self, table_id: str) -> Response:
        """The photo of the table

        Any token of the table (the big screen's too). Send its ETag in
        If-None-Match: 304 while it is the same photo. Served as an attachment
        (Content-Disposition) under a Content-Security-Policy that runs nothing.
        """
        require_access(table_id)
        photo = services().store.photo(table_id)
        if photo is None:
            abort(404, message=msg("api-no-photo"))
        headers = {"ETag": quoted(photo["etag"]), "Cache-Control": PHOTO_CACHE_CONTROL}
        if etag_matches(headers["ETag"], request.headers.get("If-None-Match", "")):
            return Response(status=304, headers=headers)
        return Response(photo["data"], mimetype=photo["content_type"], headers={
            **headers, **served_image_headers(table_id, photo["content_type"])})

    @blp.doc(operationId="deleteTablePhoto", security=BEARER)
    @blp.response(204, description="The photo is gone")
    @documented_errors((403, "Another table's token, or neither the host nor who sent the photo"),
                       (404, "The table has no photo"))
    def delete(self, table_id: str) -> Response:
        """Remove the photo of the table

        The host's token, or the token of whoever sent it.
        """
        access = require_access(table_id)
        try:
            removed = services().store.delete_photo(access)
        except NotYours:
            abort(403, message=msg("api-photo-who-removes"))
        if not removed:
            abort(404, message=msg("api-no-photo"))
        return Response(status=204)


def served_image_headers(table_id: str, content_type: str) -> dict[str, str]:
    """What a browser needs to treat the bytes as an image to download, never a page: an attachment
    with its name, no sniffing (X-Content-Type-Options, on every answer), and a policy under which
    nothing in it could run or load anything were it opened as a document."""
    extension = {"image/jpeg": "jpg", "image/png": "png", "image/webp": "webp"}[content_type]
    return {"Content-Disposition": f'attachment; filename="sherwood-{table_id}-photo.{extension}"',
            "Content-Security-Policy": PHOTO_CSP}
