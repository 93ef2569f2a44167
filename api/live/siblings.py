"""Live updates between the processes that serve one SQLite file on one machine: a commit is told
to the others at once, in a datagram, instead of waiting for their next poll.

gunicorn's workers (and several instances on one host) share the database file, and a phone's
stream is held by whichever worker took it: a move answered by another worker reached it only
at that worker's next ``PRAGMA data_version`` poll (every ``NOTIFY_POLL_SECONDS``, 0.1 s), which
set the p99 from a move's answer to its phones near 120 ms with 10,000 phones listening (half
of them on the other worker: bench/README.md, "Live updates across workers").

Each process binds a UNIX datagram socket in one folder named after the user and the database
file, in the user's runtime folder (``$XDG_RUNTIME_DIR``) or else the system's temporary one, made
0700. After a commit, ``tell`` sends the table's id to every other socket there; their watchers
(api/live/notify.py ``Notifier``) then read that table's mark from the database at once, as for a
commit of their own. A datagram is only a hint: the mark is always read from the database, so a
lost, late, repeated or forged one changes nothing a phone sees, and the poll still catches every
commit. A folder that is not the user's alone is not used (the poll alone, as before, with a
warning). A process's socket goes when it stops listening or exits; one a killed process left goes
when another starts listening or commits; one removed under a listener (a cleaner of old files in
/tmp) is bound again. The folder itself stays: removing it when empty raced with a worker starting.
"""
from __future__ import annotations

import atexit
import hashlib
import logging
import os
import re
import socket
import stat
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)

FOLDER_PREFIX = "sherwood-live-"
SOCKET_SUFFIX = ".sock"
TABLE_ID = re.compile(rb"[A-Za-z0-9_-]{1,64}")  # a table id is 12 of these; anything else is not one
LONGEST_DATAGRAM = 65  # read one byte more than an id may have, so a longer one is seen whole and refused
LONGEST_SOCKET_PATH = 107  # AF_UNIX's sun_path holds 108 bytes with the closing NUL
PEERS_FRESH_SECONDS = 1.0  # a new worker hears of others' commits within a second (the poll meanwhile)
LISTEN_TIMEOUT_SECONDS = 1.0  # how soon a closed notifier's listener notices, or a removed socket is bound again


def runtime_folder() -> str:
    """The user's own runtime folder when it has one (0700, emptied at logout), else the temporary folder."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    return runtime if runtime and os.path.isdir(runtime) else tempfile.gettempdir()


class Siblings:
    """The other processes of one SQLite database file on this machine, told of each commit."""

    def __init__(self, database_path: str, root: str | None = None) -> None:
        digest = hashlib.sha256(os.path.realpath(database_path).encode()).hexdigest()[:16]
        self.folder = Path(root or runtime_folder()) / f"{FOLDER_PREFIX}{os.getuid()}-{digest}"
        self._own: Path | None = None  # this process's socket, while it listens
        self._lock = threading.Lock()  # the outgoing socket and the list of peers
        self._out: socket.socket | None = None
        self._peers: list[Path] = []
        self._peers_read = float("-inf")
        self._warned: set[str] = set()

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
        with self._lock:
            if time.monotonic() - self._peers_read > PEERS_FRESH_SECONDS:
                self._look_for_peers()
            self._send(table_id.encode())

    def close(self) -> None:
        with self._lock:
            if self._out is not None:
                self._out.close()
                self._out = None

    def listen(self, heard: Callable[[str], None], closing: Callable[[], bool]) -> None:
        """Call ``heard`` with each table id another process tells, until ``closing()``. Runs in the
        watcher's own thread (a greenlet under gevent, whose socket waits without blocking the worker).
        Whatever goes wrong is said and tried again a second later: meanwhile the poll carries on."""
        if len(os.fsencode(self._socket_path())) > LONGEST_SOCKET_PATH:
            self._warn("path", "%s is too long a folder for UNIX sockets: other workers' moves reach phones at "
                               "the next poll", self.folder)
            return
        while not closing():
            if not self.usable():
                self._warn("folder", "%s is not this user's alone: other workers' moves reach phones at the "
                                     "next poll", self.folder)
                return
            try:
                self._listen_once(heard, closing)
            except Exception as err:  # noqa: BLE001 - said, then tried again; the poll covers the gap
                self._warn(type(err).__name__, "other workers' moves reach phones at the next poll for a "
                                               "second: %s", err)
                time.sleep(LISTEN_TIMEOUT_SECONDS)

    def _listen_once(self, heard: Callable[[str], None], closing: Callable[[], bool]) -> None:
        """Bind a socket of this process's and read from it until closing, or until it is removed."""
        own = self._socket_path()
        inbox = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        try:
            inbox.bind(str(own))
            bound = os.stat(own).st_ino
            self._own = own
            atexit.register(self._leave, own)  # a process that exits leaves its socket behind otherwise
            with self._lock:  # sockets left by killed processes go: an empty datagram, taken for no id
                self._look_for_peers()
                self._send(b"")
            inbox.settimeout(LISTEN_TIMEOUT_SECONDS)
            while not closing():
                try:
                    datagram = inbox.recv(LONGEST_DATAGRAM)
                except TimeoutError:
                    if not self._still_there(own, bound):
                        return  # removed under us: bound again by listen()
                    continue
                if TABLE_ID.fullmatch(datagram):
                    heard(datagram.decode("ascii"))
        finally:
            inbox.close()
            if self._own == own:
                self._own = None
                atexit.unregister(self._leave)
                self._leave(own)

    def _socket_path(self) -> Path:
        """This process's socket, named after the process and this object: unique among live listeners,
        and drawing nothing from ``secrets`` (scripts/record_examples.py seeds that, and a draw from this
        thread would shift its ids)."""
        return self.folder / f"{os.getpid()}-{id(self) & 0xFFFFFFFF:08x}{SOCKET_SUFFIX}"

    @staticmethod
    def _still_there(own: Path, bound: int) -> bool:
        try:
            return os.stat(own).st_ino == bound
        except OSError:
            return False

    @staticmethod
    def _leave(own: Path) -> None:
        own.unlink(missing_ok=True)

    def _send(self, datagram: bytes) -> None:
        """With the lock held: ``datagram`` to every peer, dropping those that are gone."""
        if not self._peers:
            return
        if self._out is None:
            self._out = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
            self._out.setblocking(False)
        for peer in list(self._peers):
            try:
                self._out.sendto(datagram, str(peer))
            except BlockingIOError:  # its queue is full (it is busy): its poll sees the commit
                pass
            except ConnectionRefusedError:  # nobody bound to it: a process that was killed
                self._forget(peer, stale=True)
            except FileNotFoundError:  # a process that ended cleanly
                self._forget(peer, stale=False)
            except OSError as err:
                self._warn(f"send {err.errno}", "a commit not told to %s (its poll will see it): %s", peer, err)

    def _look_for_peers(self) -> None:
        """With the lock held: the other sockets in the folder, if it is ours alone (none yet: nobody
        listens; or one another user could fill)."""
        self._peers, self._peers_read = [], time.monotonic()
        if self.ours():
            try:
                self._peers = [path for path in self.folder.iterdir()
                               if path.suffix == SOCKET_SUFFIX and path != self._own]
            except OSError:
                pass

    def _forget(self, peer: Path, stale: bool) -> None:
        if peer in self._peers:
            self._peers.remove(peer)
        if stale:
            peer.unlink(missing_ok=True)

    def _warn(self, kind: str, message: str, *args: object) -> None:
        """Said once a process for each kind of trouble: a log line a second would drown the rest."""
        if kind not in self._warned:
            self._warned.add(kind)
            log.warning("Live updates: " + message, *args)
