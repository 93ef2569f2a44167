"""gunicorn's responses with the headers and a one-piece body in one ``send()``.

gunicorn writes a response's headers and its body in two system calls. py-spy on the workers
under wrk had ``send()`` at 15% of a worker's busy time for moves, each call paying the
kernel's loopback TCP work and a wake-up of the client. :func:`install` makes gunicorn's
HTTP/1 responses send the headers together with the first piece of the body when the body
is one piece (every JSON answer: moves, tables, logs); chunked answers (the event stream),
files and bodiless answers (a 304) keep gunicorn's own path.

api/wsgi.py installs it, so it applies to this app's workers only: bench/reference_app.py,
the bare Flask app the benchmarks compare with, is served by gunicorn as it comes.
"""
from __future__ import annotations

from typing import Any


def install() -> bool:
    """Make gunicorn build its HTTP/1 responses with :class:`OneSendResponse`; False without gunicorn."""
    try:
        import gunicorn.http.wsgi as gunicorn_wsgi  # type: ignore[import-untyped]
        from gunicorn import util
    except ImportError:  # served by something else (tests, another server)
        return False
    base: Any = gunicorn_wsgi.Response
    if getattr(base, "one_send", False):
        return True

    class OneSendResponse(base):
        one_send = True

        def write(self, arg: bytes) -> None:
            me: Any = self  # gunicorn is untyped
            if (me.headers_sent or me.chunked or me._omits_body or type(arg) is not bytes or not arg
                    or (me.response_length is not None and len(arg) > me.response_length)):
                super().write(arg)
                return
            head = me.default_headers()  # what send_headers() would send, then the body
            head.extend(["%s: %s\r\n" % (k, v) for k, v in me.headers])
            me.headers_sent = True
            me.sent += len(arg)
            util.write(me.sock, util.to_bytestring("%s\r\n" % "".join(head), "latin-1") + arg)

    gunicorn_wsgi.Response = OneSendResponse  # wsgi.create() builds every HTTP/1 response from this name
    return True
