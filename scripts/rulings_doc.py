"""Writes docs/rulings.md and the English rulings catalog from the engine: every ruling id each
game cites, and the decisions taken where the rules are silent.

    python scripts/rulings_doc.py          # rewrite docs/rulings.md and locales/en/rulings.ftl
    python scripts/rulings_doc.py --check  # exit 1 if either is stale

The engine's English (each game's RULINGS and decisions) is the source; the German and French
catalogs beside locales/en/rulings.ftl are translated from it (tests/i18n/test_rulings_catalogs.py
keeps their ids the same).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from api.words.i18n import render as words_in  # noqa: E402
from engine.messages import msg  # noqa: E402
from engine.game import decision_id, ruling_id  # noqa: E402
from scripts.generated import write_or_check  # noqa: E402

DOC = ROOT / "docs" / "rulings.md"
CATALOG = ROOT / "locales" / "en" / "rulings.ftl"
CATALOG_HEADER = """\
# The rulings and decisions of every game, in English: generated from the engine (each game's
# RULINGS and decisions) by `python scripts/rulings_doc.py`. Do not edit it here: edit the engine
# and run the script, then bring locales/de/rulings.ftl and locales/fr/rulings.ftl up to date.

"""
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
engine disagree. The running app shows the same list at `/rulings`, in the
reader's language: the same script writes the English catalog
(`locales/en/rulings.ftl`), which the German and French ones translate.

"""


def render() -> str:
    parts = [HEADER]
    for game in engine.all_games():
        parts.append(f"## {game.title} (`{game.id}`)\n\n")
        parts.extend(f"- **{rule_id}** {text}\n" for rule_id, text in game.rulings.items())
        parts.append("\nBy phase of play (the rulings page's sections): " + "; ".join(
            f"{words_in(msg(f'phase-{phase}'), 'en').lower()}: {', '.join(rules)}"
            for phase, rules in game.rulings_by_phase()) + ".\n")
        if game.decisions:
            parts.append("\nDecisions where both the rulebook and RULINGS.md are silent:\n\n")
            parts.extend(f"- {text}\n" for text in game.decisions)
        parts.append("\n")
    return "".join(parts).rstrip() + "\n"


def fluent_text(text: str) -> str:
    """A sentence as a one-line Fluent value: braces are Fluent's placeables, so they are quoted."""
    return "".join('{"' + char + '"}' if char in "{}" else char for char in text)


def render_catalog() -> str:
    parts = [CATALOG_HEADER]
    for game in engine.all_games():
        parts.append(f"## {game.title}\n\n")
        parts.extend(f"{ruling_id(game.id, rule)} = {fluent_text(text)}\n" for rule, text in game.rulings.items())
        parts.extend(f"{decision_id(game.id, index)} = {fluent_text(text)}\n" for index, text in enumerate(game.decisions))
        parts.append("\n")
    return "".join(parts).rstrip() + "\n"


def main() -> int:
    command = "python scripts/rulings_doc.py"
    return max(write_or_check(DOC, render(), command), write_or_check(CATALOG, render_catalog(), command))


if __name__ == "__main__":
    sys.exit(main())
