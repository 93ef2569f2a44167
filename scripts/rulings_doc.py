"""Writes docs/rulings.md from the engine: every ruling id each game cites.

    python scripts/rulings_doc.py          # rewrite docs/rulings.md
    python scripts/rulings_doc.py --check  # exit 1 if it is stale
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from scripts.generated import write_or_check  # noqa: E402

DOC = ROOT / "docs" / "rulings.md"
HEADER = """\
# Rulings the app applies

The source of truth for what the app rules, inside this repository: every
ruling the engine applies, by id, with its sentence. The five rulebooks leave
things open or contradict themselves; each ruling below settles one (the
rulebook games' ids, C1, G14, H10..., are the ones the rules team gave them).
Each game's module (`engine/games/`) declares them and cites them by id where
it applies them, every refusal the API sends carries the id in `rule`, and a
test cites each (`tests/engine/test_rulings_cited.py`). Generated from the
engine by `python scripts/rulings_doc.py`; a test fails when this file and the
engine disagree. The running app shows the same list at `/rulings`.

"""


def render() -> str:
    parts = [HEADER]
    for game in engine.all_games():
        parts.append(f"## {game.title} (`{game.id}`)\n\n")
        parts.extend(f"- **{rule_id}** {text}\n" for rule_id, text in game.rulings.items())
        if game.decisions:
            parts.append("\nDecisions where both the rulebook and RULINGS.md are silent:\n\n")
            parts.extend(f"- {text}\n" for text in game.decisions)
        parts.append("\n")
    return "".join(parts).rstrip() + "\n"


def main() -> int:
    return write_or_check(DOC, render(), "python scripts/rulings_doc.py")


if __name__ == "__main__":
    sys.exit(main())
