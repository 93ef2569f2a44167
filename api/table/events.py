"""What a live-update stream says (issue 36): each event names the version it brings as its SSE ``id`` and
says what changed, with the new log entry as GET .../moves shows it to the reader, so a client need not
read the whole table for a move; a client reconnecting with ``Last-Event-ID`` first hears what it missed.

Kinds of event (``TableEventSchema`` in api/web/schemas.py documents them):

* ``sync``: the table as it stands (the first event of a stream that has nothing to catch up on);
* ``move``, ``undo``, ``correction``, ``clock``: one new log entry, in ``entry``;
* ``seats``: somebody sat down (``seated`` grew), ``rematch``: the host started a rematch;
* ``gap``: more entries were missed than a stream sends again: read GET .../moves?since=``since``.
"""
from __future__ import annotations

import json
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from flask import Flask

from ..live.notify import Mark
from ..store import Access
from ..web.schemas import LogEntrySchema
from .moves import log_as_seen
from .tables import viewer_seat

# A Last-Event-ID this server sent: the version ("12"), or an id of the streams before issue 36 ("12.3" or
# "12.3.<rematch id>", version first). ASCII digits only (\d would take "١"), fifteen at most: any real version
# fits, and no huge number is parsed.
EVENT_ID = re.compile(r"([0-9]{1,15})(?:\.[0-9]{1,15}(?:\.[A-Za-z0-9_-]{1,64})?)?")
LOG_ENTRY = LogEntrySchema()


def parse_event_id(value: str) -> int | None:
    """The version a Last-Event-ID names, or None when it is none this server sent."""
    matched = EVENT_ID.fullmatch(value.strip())
    return int(matched[1]) if matched else None


class SeenEntries:
    """Log entries as each seat reads them, kept for the next listener of the same table: a move heard by
    fifty phones costs one read per seat, not fifty. The listeners of a table wake together, so the first
    to miss reads while the others of its seat wait for it (a lock per table and seat, from a fixed pool),
    then find the entries kept. An entry is kept as it was when first read (a later correction or undo is
    an event of its own). Bounded: the least recently used go first."""

    READ_LOCKS = 64

    def __init__(self, size: int = 4096) -> None:
        self._size = size
        self._entries: OrderedDict[tuple[str, int, int | None], dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()
        self._read_locks = [threading.Lock() for _ in range(self.READ_LOCKS)]

    def between(self, access: Access, after: int, upto: int, read: Callable[[int, int], list[dict[str, Any]]]
                ) -> list[dict[str, Any]]:
        """Entries after+1 .. upto as ``access`` reads them; ``read(offset, limit)`` reads them when not kept."""
        seat = viewer_seat(access)
        keys = [(access.table_id, version, seat) for version in range(after + 1, upto + 1)]
        kept = self._kept(keys)
        if kept is not None:
            return kept
        with self._read_locks[hash((access.table_id, seat)) % self.READ_LOCKS]:
            kept = self._kept(keys)  # read by another listener while this one waited
            if kept is not None:
                return kept
            fresh = read(after, upto - after)
            self._keep(access.table_id, seat, fresh)
        return fresh

    def _kept(self, keys: list[tuple[str, int, int | None]]) -> list[dict[str, Any]] | None:
        with self._lock:
            kept = [self._entries.get(key) for key in keys]
            for key in keys:
                if key in self._entries:
                    self._entries.move_to_end(key)
        return None if any(entry is None for entry in kept) else [entry for entry in kept if entry is not None]

    def _keep(self, table_id: str, seat: int | None, entries: list[dict[str, Any]]) -> None:
        with self._lock:
            for entry in entries:
                self._entries[(table_id, entry["version"], seat)] = entry
                self._entries.move_to_end((table_id, entry["version"], seat))
            while len(self._entries) > self._size:
                self._entries.popitem(last=False)


@dataclass
class Told:
    """What a stream has told its client so far: the version it has every entry up to, the seats and rematch."""

    version: int | None  # None: nothing yet (a new stream without Last-Event-ID)
    seated: int | None = None
    rematch: str | None = None


class ChangeEvents:
    """The events of one stream, from the table's marks (api/live/notify.py) and its log."""

    def __init__(self, app: Flask, access: Access, told: Told, catch_up_entries: int) -> None:
        self._app = app
        self._access = access
        self._told = told
        self._catch_up_entries = catch_up_entries

    def after(self, mark: Mark) -> Iterator[str]:
        """The events that take the client from what it was told to ``mark`` (none when nothing it hears changed)."""
        version, seated, rematch = mark[:3]
        told = self._told
        entries_missed = version - told.version if told.version is not None else 0
        if told.version is None or (told.seated is None and entries_missed <= 0):
            yield event_text(version, {"kind": "sync"}, mark)
        elif entries_missed > self._catch_up_entries:
            yield event_text(version, {"kind": "gap", "since": told.version}, mark)
        else:
            if entries_missed > 0:
                for entry in self._entries(told.version, version):
                    yield event_text(entry["version"], {"kind": entry["kind"], "entry": entry}, mark)
            # A rematch or a join that came in the same wake as moves is still an event of its own (a
            # tool following the kinds would miss the join). A reconnection (told.seated None) was
            # told neither before: its entries carry them.
            if told.seated is not None:
                if rematch != told.rematch:
                    yield event_text(version, {"kind": "rematch"}, mark)
                if seated != told.seated:
                    yield event_text(version, {"kind": "seats"}, mark)
        told.version = max(version, told.version or 0)
        told.seated, told.rematch = seated, rematch

    def _entries(self, after: int, upto: int) -> list[dict[str, Any]]:
        """The entries after+1 .. upto as the stream's reader sees them, in the log's JSON. The stream runs
        outside any request (api/resources/tables.py Events), so the reads take an app context of their own."""
        with self._app.app_context():
            seen = seen_entries(self._app)
            return seen.between(self._access, after, upto,
                                lambda offset, limit: [LOG_ENTRY.dump(e) for e in log_as_seen(self._access, offset, limit)])


def seen_entries(app: Flask) -> SeenEntries:
    """The app's one SeenEntries, made by the first stream that reads the log (not on every read: each
    holds a pool of locks)."""
    seen: SeenEntries | None = app.extensions.get(SEEN_ENTRIES)
    if seen is None:
        seen = app.extensions.setdefault(SEEN_ENTRIES, SeenEntries())
    return seen


SEEN_ENTRIES = "sherwood_seen_entries"


def event_text(version: int, change: dict[str, Any], mark: Mark) -> str:
    """One Server-Sent Event: its id is the version it brings (EventSource sends it back as Last-Event-ID)."""
    _, seated, rematch = mark[:3]
    data: dict[str, Any] = {"version": version, "seated": seated, **change}
    if rematch:
        data["rematch"] = rematch
    return f"id: {version}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"
