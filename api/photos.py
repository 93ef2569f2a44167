"""A photo of the table after the game: what counts as an image, and how large it may be.

The phone scales its photo down to about 200 KB before sending it (pwa/js/views/results.js);
the server keeps at most PHOTO_MAX_BYTES (a quarter of a megabyte: room for a phone whose
encoder overshoots, not for an original from the camera). Whether a body is an image is read
from its first bytes, never from a file name or the declared type alone: the declared type
must be the one the bytes are (docs/decisions.md, "A photo of the table").
"""
from __future__ import annotations

import base64

import re
from typing import TYPE_CHECKING, Any

from engine.messages import Message, msg

if TYPE_CHECKING:  # the store imports api.limits, which imports this module
    from .store import AnyStore


PHOTO_MAX_BYTES = 256 * 1024
# The only path whose body is not JSON (api/limits.py lets it through, with its own size limit).
PHOTO_PATH = re.compile(r"^/api/v1/tables/[^/]+/photo$")
PHOTO_TYPES = ("image/jpeg", "image/png", "image/webp")


def photo_upload(method: str, path: str) -> bool:
    """Whether a request sends a photo's bytes (PUT .../photo)."""
    return method == "PUT" and PHOTO_PATH.match(path) is not None


def image_type(data: bytes) -> str | None:
    """The image type ``data`` is by its magic bytes (JPEG, PNG or WebP), or None."""
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if len(data) >= 12 and data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return None


def refusal(declared: str | None, data: bytes) -> Message | None:
    """Why ``data`` sent as ``declared`` is not a photo we keep (the 415's sentence), or None.

    >>> refusal("image/gif", b"GIF89a")
    Message(id='api-photo-type', args={'declared': 'image/gif'})
    >>> refusal("image/png", b"\\xff\\xd8\\xff").id, refusal("image/png", b"\\x89PNG\\r\\n\\x1a\\n"+bytes(8))
    ('api-photo-type-mismatch', None)
    """
    if declared not in PHOTO_TYPES:
        return msg("api-photo-type", declared=declared or "none")
    actual = image_type(data)
    if actual is None:
        return msg("api-photo-not-image")
    if actual != declared:
        return msg("api-photo-type-mismatch", declared=declared, actual=actual)
    return None


def exported_photo(store: AnyStore, table_id: str) -> dict[str, Any] | None:
    """The table's photo as the JSON export carries it: its record and its bytes in base64."""
    photo = store.photo(table_id)
    if photo is None:
        return None
    data = photo.pop("data")
    return {**photo, "bytes": len(data), "data_base64": base64.b64encode(data).decode("ascii")}
