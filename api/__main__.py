"""``python -m api``: serve the app the Procfile's way, after printing where to open it.

Prints the URL phones on the same network should open, and a QR code of it
in the terminal, then replaces itself with gunicorn (gevent workers).
"""
from __future__ import annotations

import argparse
import os
import shlex
import socket
import sys
from pathlib import Path

import qrcode

ROOT = Path(__file__).resolve().parent.parent


def lan_address() -> str:
    """This machine's first non-loopback IPv4 address, as other devices would reach it."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return "127.0.0.1"
    addresses = [info[4][0] for info in infos if not info[4][0].startswith("127.")]
    return addresses[0] if addresses else "127.0.0.1"


def procfile_command(port: int) -> list[str]:
    line = next(l for l in (ROOT / "Procfile").read_text().splitlines() if l.startswith("web:"))
    command = shlex.split(line.removeprefix("web:").replace("${PORT:-8000}", str(port)))
    # This interpreter's gunicorn, whether or not its venv is on PATH.
    return [sys.executable, "-m", *command] if command[0] == "gunicorn" else command


def main() -> None:
    parser = argparse.ArgumentParser(description="Serve Sherwood Table.")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    args = parser.parse_args()
    url = os.environ.get("SHERWOOD_PUBLIC_URL") or f"http://{lan_address()}:{args.port}"
    database = os.environ.get("SHERWOOD_DB", str(Path("data") / "sherwood.db"))
    print(f"\nSherwood Table is starting.\n  Open: {url}\n  On this computer: http://localhost:{args.port}")
    print(f"  Database: {database}\n\nScan to open it on a phone on the same network:\n")
    code = qrcode.QRCode(border=1)
    code.add_data(url)
    code.print_ascii(invert=True)
    print(flush=True)
    command = procfile_command(args.port)
    os.chdir(ROOT)
    os.execvp(command[0], command)


if __name__ == "__main__":
    main()
