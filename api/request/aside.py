"""Long CPU work run where it keeps no other request of the worker waiting.

Under gunicorn's gevent worker (the Procfile's) every request and open stream is a greenlet of one
thread: seconds of CPU in one request (a large photo written again, an uploaded evening's log entered
again) would stop them all. There such work runs in the hub's pool of native threads, the request's
greenlet waiting for it alone; the interpreter switches threads every few milliseconds, so the
worker's other greenlets keep answering meanwhile. Elsewhere (tests, a threaded server), in place.
"""
from __future__ import annotations

from typing import Any, Callable, TypeVar

T = TypeVar("T")


def gevent_threads() -> bool:
    """Whether threads are gevent's (gunicorn's gevent worker patched them): then the hub's pool is the
    way to a native thread."""
    try:
        from gevent import monkey
    except ImportError:
        return False
    return bool(monkey.is_module_patched("threading"))


def aside(work: Callable[..., T], *args: Any) -> T:
    """``work(*args)``, in a native thread of the hub's pool under gevent, else here; its exception,
    if any, raised here."""
    if gevent_threads():
        import gevent

        done: T = gevent.get_hub().threadpool.apply(work, args)
        return done
    return work(*args)
