"""A throwaway PostgreSQL server for the tests (and the benchmark): initdb and postgres in a temp dir.

No running service is assumed. The server runs as an unprivileged user
(PostgreSQL refuses root): ``postgres`` when Debian's package made it, else
one created here. Its data and its unix socket live in the temp dir, which
is removed when it stops. scripts/test installs Debian's ``postgresql`` when
the binaries are missing; elsewhere the tests that need it are skipped (in
CI, where ``CI`` is set, they fail instead).
"""
from __future__ import annotations

import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PORTS = range(55430, 55450)  # this project's share of the machine's ports
SERVICE_USER = "postgres"


def binaries() -> Path | None:
    """The newest installed PostgreSQL's bin directory (Debian keeps one per major version).

    SHERWOOD_POSTGRES_BIN names another one (a PostgreSQL built elsewhere); pointed at a
    folder without initdb, the tests run as on a machine without PostgreSQL.
    """
    chosen = os.environ.get("SHERWOOD_POSTGRES_BIN")
    if chosen:
        return Path(chosen) if (Path(chosen) / "initdb").exists() else None
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parent.parent.name))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def free_port(ports: range = PORTS) -> int:
    for port in ports:
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"No free port in {ports.start}-{ports.stop - 1} for PostgreSQL.")


def as_service_user() -> dict[str, Any]:
    """subprocess arguments that run PostgreSQL unprivileged (none when we are not root).

    The process switches user itself (no runuser in between), so our signals reach postgres.
    """
    if os.geteuid() != 0:
        return {}
    try:
        entry = pwd.getpwnam(SERVICE_USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--no-create-home", SERVICE_USER], check=True)
        entry = pwd.getpwnam(SERVICE_USER)
    return {"user": entry.pw_uid, "group": entry.pw_gid, "extra_groups": []}


@dataclass
class PostgresServer:
    """``start()`` it, use ``url(name)``, ``stop()`` it. ``durable=False`` (tests) turns fsync off."""

    durable: bool = False
    port: int = 0
    folder: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="sherwood-pg-")))
    _process: subprocess.Popen | None = None

    def start(self) -> "PostgresServer":
        bin_dir = binaries()
        if bin_dir is None:
            raise FileNotFoundError("PostgreSQL's initdb is not installed (Debian: apt-get install postgresql).")
        unprivileged = as_service_user()
        if unprivileged:
            os.chown(self.folder, unprivileged["user"], unprivileged["group"])
        data = self.folder / "data"
        subprocess.run([str(bin_dir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust",
                        "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **unprivileged)
        self.port = self.port or free_port()
        self._launch()
        return self

    def _launch(self) -> None:
        bin_dir, unprivileged = binaries(), as_service_user()
        settings = {"listen_addresses": "127.0.0.1", "port": str(self.port),
                    "unix_socket_directories": str(self.folder), "max_connections": "200"}
        if not self.durable:
            settings.update(fsync="off", synchronous_commit="off", full_page_writes="off")
        args = [arg for key, value in settings.items() for arg in ("-c", f"{key}={value}")]
        with open(self.folder / "server.log", "ab") as log:
            self._process = subprocess.Popen([str(bin_dir / "postgres"), "-D", str(self.folder / "data"), *args],
                                             stdout=subprocess.DEVNULL, stderr=log, **unprivileged)
        self._wait_until_ready()

    def halt(self) -> None:
        """Stop the server as an outage would (fast shutdown: sessions cut), keeping its data."""
        assert self._process is not None
        self._process.send_signal(signal.SIGINT)
        self._process.wait(30)
        self._process = None

    def resume(self) -> None:
        """Start a halted server again, on the same port with the same data."""
        assert self._process is None
        self._launch()

    def _wait_until_ready(self) -> None:
        import psycopg

        deadline = time.monotonic() + 30
        while True:
            try:
                psycopg.connect(self.url("postgres"), connect_timeout=2).close()
                return
            except psycopg.OperationalError:
                if self._process and self._process.poll() is not None or time.monotonic() > deadline:
                    log = (self.folder / "server.log").read_text(errors="replace")
                    raise RuntimeError(f"PostgreSQL did not start:\n{log}") from None
                time.sleep(0.1)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def admin(self, sql: str) -> None:
        """Run one statement outside a transaction (CREATE/DROP DATABASE) on the maintenance database."""
        import psycopg

        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            conn.execute(sql)

    def stop(self) -> None:
        if self._process is not None:
            # SIGINT: "fast" shutdown, which ends open sessions (SIGTERM would wait for them).
            self._process.send_signal(signal.SIGINT)
            try:
                self._process.wait(10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait(5)
            self._process = None
        shutil.rmtree(self.folder, ignore_errors=True)
