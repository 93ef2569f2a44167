"""Where phones reach this server: the base of join links, spectator links and QR codes.

Never the request's Host header: anyone can send
``Host: evil.example`` and would get a QR code pointing elsewhere. The base is
the configured public URL (SHERWOOD_PUBLIC_URL) or else an address the server
itself listens on:

* the local address the connection arrived at, when it is not loopback (it
  accepted the connection, so it listens there);
* otherwise, when the server listens on every interface (0.0.0.0 or ::), the
  machine's LAN address: the interface that routes outward, found the way
  other local servers find it (a UDP socket "connected" to a public address,
  no packet sent, then getsockname), falling back to loopback;
* otherwise the one address it is bound to.
"""
from __future__ import annotations

import ipaddress
import os
import socket
import time
from typing import Any, Mapping

from flask import current_app, request

# Any public address will do: connecting a UDP socket sends nothing, it only
# asks the kernel which interface would carry a packet there.
OUTWARD_PROBE = ("192.0.2.123", 9)  # TEST-NET-1 (RFC 5737): never a real peer
OUTWARD_PROBE_V6 = ("2001:db8::1", 9)  # documentation prefix (RFC 3849)
LOOPBACK = "127.0.0.1"
WILDCARDS = {"0.0.0.0", "::", ""}
CACHE_SECONDS = 30.0  # a laptop may change networks; the probe is cheap but not free

_cache: dict[str, tuple[float, str]] = {}


def outward_address(family: int = socket.AF_INET) -> str:
    """This machine's address on the interface that routes outward, or loopback if none does."""
    probe, fallback = (OUTWARD_PROBE, LOOPBACK) if family == socket.AF_INET else (OUTWARD_PROBE_V6, "::1")
    try:
        with socket.socket(family, socket.SOCK_DGRAM) as udp:
            udp.connect(probe)
            address = udp.getsockname()[0]
    except OSError:  # no route out: only this computer can reach us
        return fallback
    return fallback if is_loopback(address) or address in WILDCARDS else address


def lan_address() -> str:
    """outward_address(), cached for a few seconds (it runs on every table created)."""
    now = time.monotonic()
    cached = _cache.get("lan")
    if cached and now - cached[0] < CACHE_SECONDS:
        return cached[1]
    address = outward_address()
    _cache["lan"] = (now, address)
    return address


def ip_literal(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        address = ipaddress.ip_address(host.strip("[]").split("%")[0])
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped:
        return address.ipv4_mapped
    return address


def is_loopback(host: str) -> bool:
    """127.0.0.0/8, ::1, or the name localhost (a name this machine never lends to phones)."""
    if host.lower().rstrip(".") in ("localhost", "localhost.localdomain") or host.lower().endswith(".localhost"):
        return True
    address = ip_literal(host)
    return bool(address and address.is_loopback)


def http_base(host: str, port: int) -> str:
    address = ip_literal(host)
    shown = f"[{address}]" if isinstance(address, ipaddress.IPv6Address) else str(address or host)
    return f"http://{shown}" if port == 80 else f"http://{shown}:{port}"


def default_port() -> int:
    port = os.environ.get("PORT", "")
    return int(port) if port.isdigit() else 8000


def connection_address(environ: Mapping[str, Any]) -> tuple[str, int] | None:
    """The local (address, port) the client's connection arrived at, when the server says.

    gunicorn puts the connection in ``gunicorn.socket``; other servers may not.
    """
    sock = environ.get("gunicorn.socket")
    try:
        name = sock.getsockname() if sock is not None else None
    except OSError:
        return None
    if not isinstance(name, tuple) or len(name) < 2:  # a unix socket's name is a path
        return None
    address = ip_literal(str(name[0]))
    return (str(address), int(name[1])) if address else None


def listener_address(environ: Mapping[str, Any]) -> tuple[str, int] | None:
    """The address the server is bound to, from SERVER_NAME/SERVER_PORT.

    gunicorn and werkzeug fill those from the listening socket. Only an IP
    literal is believed: behind a unix socket gunicorn copies them from the
    Host header instead, and a name could be anything.
    """
    host, port = str(environ.get("SERVER_NAME", "")), str(environ.get("SERVER_PORT", ""))
    if host in WILDCARDS and port.isdigit():
        return (host, int(port))
    address = ip_literal(host)
    if address is None or not port.isdigit():
        return None
    return (str(address), int(port))


def listening_base_url(environ: Mapping[str, Any]) -> str:
    """http://address:port of this server, chosen as the module docstring says (no Host header)."""
    arrived = connection_address(environ)
    if arrived and not is_loopback(arrived[0]) and arrived[0] not in WILDCARDS:
        return http_base(*arrived)
    bound = listener_address(environ)
    port = arrived[1] if arrived else bound[1] if bound else default_port()
    if bound is None or bound[0] in WILDCARDS:
        # Every interface (or we cannot tell): the one phones on the LAN reach.
        return http_base(lan_address(), port)
    return http_base(bound[0], port)


def base_url() -> str:
    """Base of join and spectator links: the public URL, else an address we listen on (never Host)."""
    configured = current_app.config.get("PUBLIC_URL")
    return (configured or listening_base_url(request.environ)).rstrip("/")
