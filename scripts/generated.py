"""Shared by the scripts that write generated files (openapi.yaml, docs/rulings.md)."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def write_or_check(path: Path, text: str, command: str) -> int:
    """Write ``text`` to ``path``, or with --check report whether it is stale; an exit code."""
    if "--check" in sys.argv:
        if not path.exists() or path.read_text() != text:
            print(f"{path.relative_to(ROOT)} is stale: run {command}")
            return 1
        return 0
    path.write_text(text)
    print(f"wrote {path.relative_to(ROOT)}")
    return 0
