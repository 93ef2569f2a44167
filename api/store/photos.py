"""A photo of the table after the game: what counts as an image, how large it may be, and what
the server keeps of it.

The phone scales its photo down to about 200 KB before sending it (pwa/js/views/photo.js);
the server takes at most PHOTO_MAX_BYTES (262,144 bytes, 256 KiB: room for a phone whose
encoder overshoots, not for an original from the camera). Whether a body is an image is read
from its first bytes, never from a file name or the declared type alone: the declared type
must be the one the bytes are (docs/decisions.md, "A photo of the table").

What is kept is never the bytes sent: :func:`rewritten` decodes the image with Pillow and writes
it again, in the same format, from its pixels alone. So a photo carries no metadata (EXIF and its
GPS position, XMP, ICC profiles, text chunks, comments: every phone's camera writes some) and
nothing after the image (a JPEG followed by HTML or an SVG script), and only the first frame of an
animation. Its size in pixels is read from the header and checked before anything is decoded: a
few hundred bytes may declare 50,000 x 50,000 pixels (7.5 GB once decoded).
"""
from __future__ import annotations

import base64
import io
import re
import warnings
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageOps

from engine.messages import Message, msg

from .sql import AnyStore


PHOTO_MAX_BYTES = 256 * 1024  # 262,144 bytes: that many are taken, one more is 413
# The pixels a photo may have, read from its header before it is decoded (the app sends at most
# 1600 on the longer side; a phone camera's own 12 MP photo still passes): about 36 MB decoded.
PHOTO_MAX_PIXELS = 12_000_000
PHOTO_MAX_SIDE = 8192
PILLOW_FORMATS = {"image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WEBP"}
# JPEG and WebP: 85, and 50 only when 85 came out larger than what was sent. Two encodings at most:
# a large WebP took over a second each, all that time the worker's other requests waiting.
QUALITIES = (85, 50)
# The only path whose body is not JSON (api/request/limits.py lets it through, with its own size limit).
PHOTO_PATH = re.compile(r"/api/v1/tables/[^/]+/photo")  # the whole path (fullmatch)
PHOTO_TYPES = ("image/jpeg", "image/png", "image/webp")
# A file sent by a generated client (openapi-python-client's File, curl --data-binary without a type):
# what image it is is read from its first bytes alone.
ANY_IMAGE = "application/octet-stream"


def photo_upload(method: str, path: str) -> bool:
    """Whether a request sends a photo's bytes (PUT .../photo)."""
    return method == "PUT" and PHOTO_PATH.fullmatch(path) is not None


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
    >>> refusal("application/octet-stream", b"\\x89PNG\\r\\n\\x1a\\n"+bytes(8)), refusal("application/octet-stream", b"GIF89a").id
    (None, 'api-photo-not-image')
    """
    if declared not in PHOTO_TYPES and declared != ANY_IMAGE:
        return msg("api-photo-type", declared=declared or "none")
    actual = image_type(data)
    if actual is None:
        return msg("api-photo-not-image")
    if declared != ANY_IMAGE and actual != declared:
        return msg("api-photo-type-mismatch", declared=declared, actual=actual)
    return None


@dataclass
class PhotoRefused(Exception):
    """Why an image sent as a photo is not kept: the answer's status and sentence."""

    status: int
    message: Message


def rewritten(data: bytes, content_type: str) -> bytes:
    """The photo as the server keeps it: ``data`` (checked by :func:`refusal` to be ``content_type``)
    decoded and written again in that format, its pixels only; raises PhotoRefused (413: too many
    pixels or too large even written again; 415: not an image Pillow can read)."""
    kind = PILLOW_FORMATS[content_type]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=[kind]) as image:  # reads the header only
                check_pixels(*image.size)
                image.seek(0)  # an animation: its first frame
                image.load()
                upright = ImageOps.exif_transpose(image)  # the camera's orientation, before EXIF goes
                pixels = upright.convert(output_mode(upright, kind))
    except PhotoRefused:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise PhotoRefused(413, too_many_pixels()) from None
    except Exception:  # noqa: BLE001 - truncated, corrupt, or not what its first bytes said
        raise PhotoRefused(415, msg("api-photo-not-image")) from None
    return written(pixels, kind, len(data))


def check_pixels(width: int, height: int) -> None:
    if width * height > PHOTO_MAX_PIXELS or max(width, height) > PHOTO_MAX_SIDE:
        raise PhotoRefused(413, too_many_pixels())


def too_many_pixels() -> Message:
    return msg("api-photo-too-many-pixels", megapixels=PHOTO_MAX_PIXELS // 1_000_000, side=PHOTO_MAX_SIDE)


def output_mode(image: Image.Image, kind: str) -> str:
    """RGB, or RGBA where the format keeps transparency and the image has some."""
    transparent = "A" in image.getbands() or "transparency" in image.info
    return "RGBA" if transparent and kind != "JPEG" else "RGB"


def written(pixels: Image.Image, kind: str, sent: int) -> bytes:
    """``pixels`` (a new image: no ``info``, so no metadata) in ``kind``: JPEG and WebP at the first of
    QUALITIES that is no larger than the ``sent`` bytes (a phone that squeezed its photo under 200 KB
    keeps it there), else the last; never more than PHOTO_MAX_BYTES."""
    pixels.info = {}
    encoded = b""
    for quality in QUALITIES if kind != "PNG" else (None,):
        out = io.BytesIO()
        options: dict[str, Any] = {"compress_level": 9} if quality is None else {"quality": quality}
        pixels.save(out, format=kind, **options)
        encoded = out.getvalue()
        if len(encoded) <= min(sent, PHOTO_MAX_BYTES):
            return encoded
    if len(encoded) <= PHOTO_MAX_BYTES:
        return encoded
    raise PhotoRefused(413, msg("api-photo-too-large", kilobytes=PHOTO_MAX_BYTES // 1024))


def exported_photo(store: AnyStore, table_id: str) -> dict[str, Any] | None:
    """The table's photo as the JSON export carries it: its record and its bytes in base64."""
    photo = store.photo(table_id)
    if photo is None:
        return None
    data = photo.pop("data")
    return {**photo, "bytes": len(data), "data_base64": base64.b64encode(data).decode("ascii")}
