"""Live updates between the processes that serve one SQLite file on one machine: a commit is told
to the others at once, in a datagram, instead of waiting for their next poll.

gunicorn's workers (and several instances on one host) share the database file, and a phone's
stream is held by whichever worker took it: a move answered by another worker reached it only
at that worker's next ``PRAGMA data_version`` poll (every ``NOTIFY_POLL_SECONDS``, 0.1 s), which
set the p99 from a move's answer to its phones near 120 ms with 10,000 phones listening (half
of them on the other worker: bench/README.md, "Live updates across workers").

Each process binds a UNIX datagram socket in one folder named after the database file, in the
system's temporary folder and only its user's (0700). After a commit, ``tell`` sends the table's
id to every other socket there; their watchers (api/live/notify.py ``Notifier``) then read that
table's mark from the database at once, as for a commit of their own. A datagram is only a hint:
the mark is always read from the database, so a lost, late, repeated or forged one changes
nothing a phone sees, and the poll still catches every commit. A folder that is not ours or that
others may write in is not used (the poll alone, as before). A process's socket goes when it stops
listening or exits; one a killed process left goes when another starts listening or commits.
"""
from __future__ import annotations

import atexit
import hashlib
import logging
import os
import re
import secrets
import socket
import stat
import tempfile
import time
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)

FOLDER_PREFIX = "sherwood-live-"
SOCKET_SUFFIX = ".sock"
TABLE_ID = re.compile(rb"[A-Za-z0-9_-]{1,64}")  # a table id is 12 of these; anything else is not one
LONGEST_DATAGRAM = 65  # read one byte more than an id may have, so a longer one is seen whole and refused
PEERS_FRESH_SECONDS = 1.0  # a new worker hears of others' commits within a second (the poll meanwhile)
LISTEN_TIMEOUT_SECONDS = 1.0  # how soon a closed notifier's listener notices


class Siblings:
    """The other processes of one SQLite database file on this machine, told of each commit."""

    def __init__(self, database_path: str, root: str | None = None) -> None:
        digest = hashlib.sha256(os.path.realpath(database_path).encode()).hexdigest()[:16]
        self.folder = Path(root or tempfile.gettempdir()) / f"{FOLDER_PREFIX}{digest}"
        self._own: Path | None = None  # this process's socket, once it listens
        self._out: socket.socket | None = None
        self._peers: list[Path] = []
        self._peers_read = float("-inf")

    @classmethod
    def of(cls, database_path: str) -> Siblings | None:
        """The siblings of a database file; none for an in-memory database, which no other process opens."""
        return None if database_path == ":memory:" else cls(database_path)

    def usable(self) -> bool:
        """The folder, made if missing, if it is ours alone (``ours``)."""
        try:
            self.folder.mkdir(mode=0o700, exist_ok=True)
        except OSError:
            return False
        return self.ours()

    def ours(self) -> bool:
        """Whether the folder is this user's and nobody else may write in it (or read who is in it)."""
        try:
            found = os.lstat(self.folder)
        except OSError:
            return False
        return stat.S_ISDIR(found.st_mode) and found.st_uid == os.getuid() and not found.st_mode & 0o077

    def tell(self, table_id: str) -> None:
        """After this process committed a change to ``table_id``: tell the others, never waiting."""
        now = time.monotonic()
        if now - self._peers_read > PEERS_FRESH_SECONDS:
            self._peers, self._peers_read = self._find_peers(), now
        self._send(table_id.encode())

    def _send(self, datagram: bytes) -> None:
        if not self._peers:
            return
        if self._out is None:
            self._out = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
            self._out.setblocking(False)
        for peer in list(self._peers):
            try:
                self._out.sendto(datagram, str(peer))
            except ConnectionRefusedError:  # nobody bound to it: a process that was killed
                self._forget(peer, stale=True)
            except FileNotFoundError:  # a process that ended cleanly
                self._forget(peer, stale=False)
            except OSError:  # its queue is full (it is busy): its poll sees the commit
                pass

    def listen(self, heard: Callable[[str], None], closing: Callable[[], bool]) -> None:
        """Call ``heard`` with each table id another process tells, until ``closing()``. Runs in the
        watcher's own thread (a greenlet under gevent, whose socket waits without blocking the worker)."""
        if not self.usable():
            log.warning("Live updates: %s is not this user's alone; other workers' moves reach phones "
                        "at the next poll.", self.folder)
            return
        own = self.folder / f"{os.getpid()}-{secrets.token_hex(4)}{SOCKET_SUFFIX}"
        inbox = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        try:
            inbox.bind(str(own))
            self._own = own
            atexit.register(self._leave, own)  # a process that exits leaves its socket behind otherwise
            # Sockets left by killed processes go now: an empty datagram, which no listener takes for an id.
            self._peers, self._peers_read = self._find_peers(), time.monotonic()
            self._send(b"")
            inbox.settimeout(LISTEN_TIMEOUT_SECONDS)
            while not closing():
                try:
                    datagram = inbox.recv(LONGEST_DATAGRAM)
                except TimeoutError:
                    continue
                if TABLE_ID.fullmatch(datagram):
                    heard(datagram.decode("ascii"))
        finally:
            inbox.close()
            self._own = None
            atexit.unregister(self._leave)
            self._leave(own)

    def _leave(self, own: Path) -> None:
        own.unlink(missing_ok=True)
        try:
            self.folder.rmdir()  # the last one out leaves no empty folder behind
        except OSError:
            pass

    def _find_peers(self) -> list[Path]:
        if not self.ours():  # none yet (nobody listens), or one another user could fill
            return []
        try:
            return [path for path in self.folder.iterdir() if path.suffix == SOCKET_SUFFIX and path != self._own]
        except OSError:
            return []

    def _forget(self, peer: Path, stale: bool) -> None:
        if peer in self._peers:
            self._peers.remove(peer)
        if stale:
            peer.unlink(missing_ok=True)
