"""Limits on live-update streams open at once: per token, per table and per client address.

An open stream holds a greenlet and a connection of its worker for up to EVENTS_MAX_SECONDS; one
token once opened 20,000 of them and a fresh request waited 14.6 s. Each stream is a row of the
store's ``streams`` (so the limits hold across workers and instances, on SQLite and PostgreSQL
alike), written when it opens and deleted when it closes. A worker killed without closing its
streams leaves rows behind: each row is leased, the worker holding it renews its leases every
LEASE_SECONDS / 3, and a row whose lease ran out no longer counts (the purge deletes it).

A stream beyond a limit is refused with 429 and ``Retry-After``: the seconds until the oldest
stream of that limit ends by itself (EVENTS_MAX_SECONDS after it opened), so a place is sure to be
free by then. The phone's page then carries on with its slow poll and tries again (pwa/js/live.js).
"""
from __future__ import annotations

import logging
import math
import secrets
import threading
from typing import Callable, NoReturn

from engine.messages import msg

from ..web.errors import abort
from ..store import Access, AnyStore, StreamCounts, StreamLimits

log = logging.getLogger(__name__)

# How long a stream's row counts without its worker renewing it: a worker killed (kill -9, a
# crash) frees its streams' places within this. Renewed three times a lease: one write a worker.
LEASE_SECONDS = 60.0


class StreamLeases:
    """This worker's open streams: counted in the store against the limits, renewed while open."""

    def __init__(self, store: AnyStore, clock: Callable[[], float], limits: StreamLimits,
                 lease_seconds: float = LEASE_SECONDS) -> None:
        self._store = store
        self._clock = clock
        self.limits = limits
        self.lease_seconds = lease_seconds
        self.holder = secrets.token_hex(8)  # this worker, in the rows it holds
        self._open: set[str] = set()
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._closed = False

    def open(self, access: Access, client: str, max_seconds: float) -> str:
        """Count a stream opening for ``access`` from ``client`` and return its id, or answer 429 with
        Retry-After. A stream over a limit is refused by a read first: a client hammering costs no
        write (on SQLite every write takes the file's one lock)."""
        now = self._clock()
        counts = self._store.stream_counts(access, client, now)
        if counts.refused_by(self.limits) is None:
            stream_id = secrets.token_urlsafe(12)
            refused = self._store.open_stream(stream_id, access, client, self.holder, now, self.lease_seconds,
                                              self.limits)
            if refused is None:
                with self._lock:
                    self._open.add(stream_id)
                self._ensure_renewer()
                return stream_id
            counts = refused
        self.refuse(counts, now, max_seconds)

    def refuse(self, counts: StreamCounts, now: float, max_seconds: float) -> NoReturn:
        """429: which limit, and in how many seconds a place is sure to be free."""
        which = counts.refused_by(self.limits) or "address"
        limit = {"token": self.limits.per_token, "table": self.limits.per_table,
                 "address": self.limits.per_address}[which]
        oldest = {"token": counts.token, "table": counts.table, "address": counts.address}[which][1]
        wait = max(1, math.ceil((oldest if oldest is not None else now) + max_seconds - now))
        abort(429, message=msg("api-streams-limited", which=which, limit=limit, seconds=wait),
              headers={"Retry-After": str(wait)})

    def close(self, stream_id: str) -> None:
        """The stream ended (its client left, its time ran out, its token was retired)."""
        with self._lock:
            self._open.discard(stream_id)
        try:
            self._store.close_stream(stream_id)
        except Exception as err:  # noqa: BLE001 - the database away: the lease runs out instead
            log.warning("A closed stream's row stays until its lease runs out: %s", err)

    def open_here(self) -> int:
        with self._lock:
            return len(self._open)

    def stop(self) -> None:
        self._closed = True
        self._wake.set()

    def stopped(self) -> bool:
        """Whether stop() was called (another thread may call it while the renewer runs)."""
        return self._closed

    def _ensure_renewer(self) -> None:
        if self._thread is None:
            with self._lock:
                if self._thread is None:
                    self._thread = threading.Thread(target=self._renew, name="stream-leases", daemon=True)
                    self._thread.start()

    def _renew(self) -> None:
        """Every third of a lease, while this worker holds streams: one statement renews them all."""
        while not self.stopped():
            self._wake.wait(self.lease_seconds / 3)
            if self.stopped():
                return
            if self.open_here():
                try:
                    self._store.renew_streams(self.holder, self._clock() + self.lease_seconds)
                except Exception as err:  # noqa: BLE001 - try again at the next turn
                    log.warning("Could not renew the leases of this worker's streams: %s", err)
