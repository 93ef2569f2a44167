"""gunicorn settings for Sherwood Table (the Procfile passes ``--config gunicorn.conf.py``; its flags win).

Hardening for a public server. Slow clients are bounded at each
stage of a request:

* the headers: gunicorn's keep-alive timeout (``keepalive``) is a deadline for
  reading a whole request head under the gevent worker, the first one included;
* the body: the app's BodyDeadline (api/request/limits.py) answers 408 and closes a
  connection whose body is not in within SHERWOOD_BODY_TIMEOUT seconds.

Until they are closed, slow connections each hold one greenlet and one file
descriptor, so a worker may hold many: ``worker_connections`` is raised with
the process's open-file limit, so thousands of them leave room for fresh
requests. This file imports nothing from the app: gunicorn reads it in the
master process, before the workers patch sockets for gevent. A worker that
stops closes the app's database connections (``worker_exit``).

The access log (off unless ``--access-logfile`` is given) never writes a join
code or a stream ticket, whatever ``--access-logformat`` asks for: an old
``/join/CODE`` link is written ``/join/[code]``, and the
Authorization and Cookie headers are never written.
"""
from __future__ import annotations

import re
import resource
import sys
from typing import Any

from gunicorn.glogging import Logger

MAX_CONNECTIONS = 10_000  # per worker; a connection costs a greenlet (a few KB) and a descriptor
RESERVED_FILES = 200  # SQLite files and connections, the listening socket, logs


def raise_open_file_limit(wanted: int) -> int:
    """Raise this process's soft limit on open files towards ``wanted`` (workers inherit it)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if target > soft:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass  # keep the old limit; worker_connections follows it
    return soft


worker_class = "gevent"
keepalive = 2  # seconds: also the deadline for a request's headers (never 0: then there is none)
worker_connections = max(100, min(MAX_CONNECTIONS, raise_open_file_limit(MAX_CONNECTIONS + RESERVED_FILES) - RESERVED_FILES))


def worker_exit(server: Any, worker: Any) -> None:
    """Close the app's database connections as the worker stops (the app is already loaded here)."""
    wsgi = sys.modules.get("api.wsgi")
    if wsgi is not None:
        sys.modules["api"].close_app(wsgi.app)


# A join code after /join/ or /join# (an old link, or the redirect's Location), a stream ticket in a query.
SECRET_IN_URL = re.compile(r"(/join[/#]|(?:^|[?&])ticket=)[^\s?&#/\"]+")
SECRET_HEADERS = ("{authorization}i", "{cookie}i", "{proxy-authorization}i")


def redacted(value: str) -> str:
    return SECRET_IN_URL.sub(lambda found: found[1] + ("[code]" if "join" in found[1] else "[ticket]"), value)


class RedactingLogger(Logger):
    """gunicorn's logger, with join codes, stream tickets and credentials left out of the access log."""

    def atoms(self, resp: Any, req: Any, environ: Any, request_time: Any) -> dict[str, Any]:
        atoms = super().atoms(resp, req, environ, request_time)
        for key, value in atoms.items():
            if key in SECRET_HEADERS:
                atoms[key] = "-"
            elif isinstance(value, str):
                atoms[key] = redacted(value)
        return atoms


logger_class = RedactingLogger
