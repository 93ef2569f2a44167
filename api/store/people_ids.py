"""People's ids as the store keeps them: the same person at every table of this installation.

A person's id is keyed by this installation's secret (``store.person_key()``); the schema's data
migration (api/store/migrations.py, step 10) gives the seats linked before ids were keyed the keyed
id of their name, so the store needs these as much as the results and the tables do."""
from __future__ import annotations

import hashlib
import hmac
import unicodedata


def name_key(name: str) -> str:
    """A name as the table compares it: NFC, case and surrounding spaces ignored (a group's Ann is
    always Ann)."""
    return unicodedata.normalize("NFC", name).strip().casefold()


def person_id(name: str, key: bytes) -> str:
    """The id of the person of a name, the same at every table of this installation (BG Stats keeps
    its match of our player to its own across series): an HMAC-SHA256 of the name under ``key``,
    this installation's secret (``store.person_key()``), so the id of "Ann" says nothing on another
    server and cannot be reversed with a list of names without the key.

    >>> person_id("Zoë", b"k") == person_id(" zoe\u0308 ", b"k"), person_id("Ann", b"k") == person_id("Bob", b"k")
    (True, False)
    >>> person_id("Ann", b"k") == person_id("Ann", b"another installation")
    False
    """
    return "p-" + hmac.new(key, name_key(name).encode(), hashlib.sha256).hexdigest()[:16]


def name_digest(name: str) -> str:
    """An unkeyed digest of a name: what person ids were before they were keyed (api/people.py
    recognises those a phone still remembers), and the id of a typed game name without letters."""
    return "p-" + hashlib.sha256(name_key(name).encode()).hexdigest()[:16]
