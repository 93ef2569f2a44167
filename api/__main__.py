"""``python -m api``: serve the app the Procfile's way, after printing where to open it.

``python -m api copy-to-postgres SQLITE_PATH POSTGRES_URL`` instead copies a
SQLite installation into PostgreSQL (api/operator/copy.py); ``python -m api backup PATH`` and
``python -m api restore PATH [--force]`` back the SQLite database up and put it back
(api/operator/backup.py).

Prints the URL phones on the same network should open, and a QR code of it
in the terminal, then replaces itself with gunicorn (gevent workers).
"""
from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path
from urllib.parse import urlsplit

import qrcode

from .web.addresses import http_base, is_loopback, outward_address
from .store import is_postgres_url

ROOT = Path(__file__).resolve().parent.parent


def opening_url(port: int) -> str:
    """What phones should open: the public URL if one is set, else this machine's LAN address.

    Not the hostname's address: on many machines it resolves to loopback,
    which phones cannot reach. The same address goes into join
    links and QR codes (api/web/addresses.py).
    """
    return os.environ.get("SHERWOOD_PUBLIC_URL") or http_base(outward_address(), port)


# ANSI colours: bright white and black, set on every character, so the code reads the same in a
# light or a dark terminal (qrcode's print_ascii(invert=True) read only when inverted).
LIGHT_FG, LIGHT_BG, DARK_FG, DARK_BG, RESET = "\x1b[97m", "\x1b[107m", "\x1b[30m", "\x1b[40m", "\x1b[0m"
QUIET_ZONE = 4  # modules of light margin on each side, as the QR standard asks


def terminal_qr(text: str) -> str:
    """``text`` as a QR code for a terminal: dark modules on a light quiet zone, two module rows
    per line of text (an upper half block coloured for the top module over the bottom one)."""
    code = qrcode.QRCode(border=QUIET_ZONE)
    code.add_data(text)
    modules = code.get_matrix()  # True: dark; the quiet zone included
    if len(modules) % 2:
        modules.append([False] * len(modules[0]))
    lines = []
    for top, bottom in zip(modules[0::2], modules[1::2]):
        cells = "".join(f"{DARK_FG if t else LIGHT_FG}{DARK_BG if b else LIGHT_BG}\u2580" for t, b in zip(top, bottom))
        lines.append(cells + RESET)
    return "\n".join(lines)


def procfile_command(port: int) -> list[str]:
    line = next(l for l in (ROOT / "Procfile").read_text().splitlines() if l.startswith("web:"))
    command = shlex.split(line.removeprefix("web:").replace("${PORT:-8000}", str(port)))
    # This interpreter's gunicorn, whether or not its venv is on PATH.
    return [sys.executable, "-m", *command] if command[0] == "gunicorn" else command


def main() -> None:
    if sys.argv[1:2] == ["copy-to-postgres"]:
        from .operator.copy import main as copy_main

        raise SystemExit(copy_main(sys.argv[2:]))
    if sys.argv[1:2] in (["backup"], ["restore"]):
        from .operator.backup import main as backup_main

        raise SystemExit(backup_main(sys.argv[1:]))
    parser = argparse.ArgumentParser(description="Serve Sherwood Table.")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    args = parser.parse_args()
    url = opening_url(args.port)
    database = os.environ.get("SHERWOOD_DB", str(Path("data") / "sherwood.db"))
    if is_postgres_url(os.environ.get("DATABASE_URL")):
        database = "PostgreSQL (DATABASE_URL)"  # never print the URL: it may hold a password
    print(f"\nSherwood Table is starting.\n  Open: {url}\n  On this computer: http://localhost:{args.port}")
    if is_loopback(urlsplit(url).hostname or ""):
        print("  This machine has no network route: phones cannot reach it (set SHERWOOD_PUBLIC_URL if they can).")
    print(f"  Database: {database}\n\nScan to open it on a phone on the same network:\n")
    print(terminal_qr(url))
    print(flush=True)
    command = procfile_command(args.port)
    os.chdir(ROOT)
    os.execvp(command[0], command)


if __name__ == "__main__":
    main()
