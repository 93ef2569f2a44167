"""The QR code scripts/serve prints: dark modules on a light quiet zone, read by zbarimg."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from api.__main__ import DARK_BG, DARK_FG, LIGHT_BG, LIGHT_FG, QUIET_ZONE, terminal_qr

CELL = re.compile(r"((?:\x1b\[\d+m)+)\u2580")
SCALE = 8  # pixels per module, so the image is well above zbar's smallest


def modules_as_printed(text: str) -> list[list[bool]]:
    """The printed code read back as a terminal shows it: True where a module is dark."""
    rows: list[list[bool]] = []
    for line in text.splitlines():
        top, bottom = [], []
        for colours in CELL.findall(line):
            assert (LIGHT_FG in colours) != (DARK_FG in colours) and (LIGHT_BG in colours) != (DARK_BG in colours), \
                f"every character sets its own colours: {colours!r}"
            top.append(DARK_FG in colours)
            bottom.append(DARK_BG in colours)
        rows += [top, bottom]
    return rows


def as_pgm(modules: list[list[bool]]) -> bytes:
    """A greyscale image of the modules (black on white), SCALE pixels a module."""
    height, width = len(modules) * SCALE, len(modules[0]) * SCALE
    pixels = bytearray()
    for row in modules:
        line = b"".join((b"\x00" if dark else b"\xff") * SCALE for dark in row)
        pixels += line * SCALE
    return b"P5\n%d %d\n255\n" % (width, height) + bytes(pixels)


def test_the_printed_code_has_a_light_quiet_zone_around_dark_modules() -> None:
    modules = modules_as_printed(terminal_qr("http://192.168.1.20:8000"))
    assert len({len(row) for row in modules}) == 1
    for row in modules[:QUIET_ZONE] + modules[-QUIET_ZONE:]:
        assert not any(row), "the top and bottom margins are light"
    for row in modules:
        assert not any(row[:QUIET_ZONE] + row[-QUIET_ZONE:]), "the left and right margins are light"
    # The finder pattern's top-left corner is dark, just inside the quiet zone.
    assert modules[QUIET_ZONE][QUIET_ZONE]


@pytest.mark.skipif(shutil.which("zbarimg") is None, reason="zbarimg is missing: scripts/test installs zbar-tools")
def test_zbarimg_reads_the_url_from_the_printed_code(tmp_path: Path) -> None:
    url = "http://192.168.1.20:8000"
    image = tmp_path / "qr.pgm"
    image.write_bytes(as_pgm(modules_as_printed(terminal_qr(url))))
    read = subprocess.run(["zbarimg", "--quiet", "--raw", str(image)], capture_output=True, text=True, timeout=30)
    assert read.returncode == 0, read.stderr
    assert read.stdout.strip() == url
