"""Retries that change nothing: the Idempotency-Key of every request that writes or creates (issue 36).

A phone on a bad network sends again what it may have sent; the server answers a retried key with the
first answer and stores nothing new (draft-ietf-httpapi-idempotency-key-header). A key first used for
another request (method, path or body: its fingerprint) is refused with 422, never answered for it.

* A write to a table's log (a move, a draw, an undo, the clock, a correction) keeps its key beside the
  log entry, in the same transaction (api/table/moves.py ``prior_answer``, the store's
  ``idempotency_versions``): its answer is rebuilt from the log.
* A request that creates something else (a table, a seat, a handover code, a stream ticket, a
  rematch) keeps its answer here (``answered_once``): the key is reserved before the creation, so a
  retry that arrives while the first is still being answered hears 409 with Retry-After instead of
  making a second table, and the answer is kept once it is made. A reservation whose request died
  (a worker killed) is taken over after ``STALE_SECONDS``. The answer holds the new tokens, and the
  store keeps tokens only as digests: it is kept encrypted under the key itself (SHAKE-256 of the
  key as a keystream), which the store never holds, only its digest.
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from functools import wraps
from typing import Any, Callable

from flask import Response, g, request

from engine.messages import msg

from ..store import hash_token
from ..store.sql import CREATION_KEEP_SECONDS, Creation
from ..web.errors import abort
from ..web.http import IDEMPOTENT_CREATIONS, REPLAYED_HEADER
from .context import bearer_token, services

STALE_SECONDS = 60.0  # a reservation this old with no answer was left by a request that died
KEEP_SECONDS = CREATION_KEEP_SECONDS  # how long a retry gets the first answer; purged after (store.purge_expired)


# The key's shape, as the spec declares it (api/web/http.py IDEMPOTENCY_HEADER): 1-100 visible ASCII
# characters, spaces inside (HTTP drops those around a header's value, RFC 9110 5.5).
KEY_MAX_LENGTH = 100
KEY_PATTERN = r"^[!-~](?:[ -~]*[!-~])?$"
KEY_SHAPE = re.compile(KEY_PATTERN)


def valid_idempotency_key(key: str) -> bool:
    """
    >>> valid_idempotency_key("retry-1 of 3"), valid_idempotency_key(" padded"), valid_idempotency_key("é")
    (True, False, False)
    """
    return len(key) <= KEY_MAX_LENGTH and KEY_SHAPE.fullmatch(key) is not None


@dataclass(frozen=True)
class IdempotencyKey:
    """An Idempotency-Key and the fingerprint of the request that carried it."""

    key: str
    fingerprint: bytes


CANONICAL_JSON = json.JSONEncoder(sort_keys=True, separators=(",", ":"))  # made once: json.dumps makes one a call


def request_fingerprint(method: str, path: str, body: bytes) -> bytes:
    """16 bytes of a SHA-256 of the method, the path and the body (a JSON body in one canonical
    spelling, so a client that re-serialises the same move is still retrying it)."""
    try:
        return json_fingerprint(method, path, json.loads(body))
    except ValueError:  # not JSON (UnicodeDecodeError included): the bytes as sent
        return fingerprint_of(method, path, body)


def json_fingerprint(method: str, path: str, data: Any) -> bytes:
    """request_fingerprint of a JSON body already parsed (api/resources/hot.py has parsed it)."""
    return fingerprint_of(method, path, CANONICAL_JSON.encode(data).encode())


def fingerprint_of(method: str, path: str, canonical: bytes) -> bytes:
    return hashlib.sha256(b"\0".join((method.encode(), path.encode(), canonical))).digest()[:16]


def idempotency_key() -> IdempotencyKey | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not valid_idempotency_key(key):
        abort(400, message=msg("api-key-shape"))
    return IdempotencyKey(key, request_fingerprint(request.method, request.path, request.get_data(cache=True)))


def creation_key_hash(operation: str, key: str) -> str:
    """Where a creating request's key is kept: a digest of the operation, the caller's token (none for
    a table's creation or a join) and the key, so one caller's key never answers another's request."""
    token = bearer_token()
    caller = hash_token(token) if token else ""
    return hashlib.sha256("\0".join((operation, caller, key)).encode()).hexdigest()


def sealed(answer: bytes, key: str, key_hash: str) -> bytes:
    """``answer`` XOR a SHAKE-256 keystream of the key (and where it is kept): what the store keeps, and
    what opens it again (the same operation twice). Without the key, which the store never holds, the
    tokens in an answer cannot be read from the database."""
    stream = hashlib.shake_256(b"sherwood-answer\0" + key.encode() + b"\0" + key_hash.encode()).digest(len(answer))
    return bytes(a ^ b for a, b in zip(answer, stream))


def answered_once(operation: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A creating view (put above every flask-smorest decorator, so it sees the answer as sent) that
    honours an Idempotency-Key: the first answer to a key is kept, and given again to every retry."""
    IDEMPOTENT_CREATIONS.add(operation)  # the spec documents its key (document_idempotent_creations)

    def decorate(view: Callable[..., Any]) -> Callable[..., Any]:
        @wraps(view)
        def answer(*args: Any, **kwargs: Any) -> Any:
            key = idempotency_key()
            if key is None:
                return view(*args, **kwargs)
            store, now = services().store, services().clock()
            key_hash = creation_key_hash(operation, key.key)
            found = store.reserve_creation(key_hash, key.fingerprint, now, STALE_SECONDS, KEEP_SECONDS)
            if found.state != "new":
                return replayed(found, key, key_hash)
            try:
                response = view(*args, **kwargs)
            except BaseException:
                store.forget_creation(key_hash)  # refused or failed: nothing was created, a retry may try again
                raise
            if not 200 <= response.status_code < 300:
                store.forget_creation(key_hash)
                return response
            store.keep_creation(key_hash, response.status_code, sealed(response.get_data(), key.key, key_hash),
                                response.headers.get("Location"))
            return response
        return answer
    return decorate


def replayed(found: Creation, key: IdempotencyKey, key_hash: str) -> Response:
    """The first answer to a retried key; 422 for a key first used for another request; 409 while the
    first request is still being answered."""
    if found.fingerprint != key.fingerprint:
        abort(422, message=msg("api-key-reused", key=repr(key.key)),
              errors={"Idempotency-Key": [msg("api-key-first-answered", key=repr(key.key))]})
    if found.state == "in_progress":
        abort(409, message=msg("api-key-in-progress"), headers={"Retry-After": "1"})
    g.idempotent_replayed = True
    headers = {REPLAYED_HEADER: "true", **({"Location": found.location} if found.location else {})}
    return Response(sealed(found.answer, key.key, key_hash), status=found.status, mimetype="application/json",
                    headers=headers)
