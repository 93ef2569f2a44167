"""Draws the PWA icons (pwa/icons/icon-192.png, icon-512.png) with pypng.

Run once after changing the design: python scripts/make_icons.py
"""
import math
from pathlib import Path

import png

GREEN, CREAM, GOLD = (31, 95, 58), (246, 243, 234), (224, 168, 74)


def pixel(x: int, y: int, size: int) -> tuple[int, int, int]:
    c = size / 2
    dx, dy = x - c + 0.5, y - c + 0.5
    colour = GREEN if math.hypot(dx, dy) < size * 0.46 else CREAM
    across = abs(dx + dy) / math.sqrt(2)  # distance from the arrow's line
    along = (dx - dy) / math.sqrt(2)  # position along it
    if across < size * 0.03 and abs(along) < size * 0.28:
        colour = CREAM  # shaft
    if size * 0.14 < along < size * 0.30 and across < (size * 0.30 - along) * 0.9:
        colour = GOLD  # head
    if -size * 0.3 < along < -size * 0.16 and across < size * 0.09 and int(along * 10 / size) % 2 == 0:
        colour = GOLD  # fletching
    return colour


def draw(size: int, path: Path) -> None:
    rows = [[v for x in range(size) for v in pixel(x, y, size)] for y in range(size)]
    with path.open("wb") as out:
        png.Writer(size, size, greyscale=False).write(out, rows)


if __name__ == "__main__":
    icons = Path(__file__).resolve().parent.parent / "pwa" / "icons"
    for size in (192, 512):
        draw(size, icons / f"icon-{size}.png")
