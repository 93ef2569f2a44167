"""Writes locales/en/games.ftl from the engine: each game's option and move descriptions and its
characters' names, the English the other languages translate (api/words/descriptions.py).

    python scripts/games_catalog.py          # rewrite locales/en/games.ftl
    python scripts/games_catalog.py --check  # exit 1 if it is stale
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from api.words.descriptions import texts  # noqa: E402
from api.words.i18n import GAMES_CATALOG, catalog_path  # noqa: E402
from scripts.generated import write_or_check  # noqa: E402

HEADER = """\
# The games' descriptions (GET /games): each option's and move's description and the characters'
# names, in English. Generated from the engine by `python scripts/games_catalog.py`: do not edit
# it here, edit the game's module. The other languages translate these ids (docs/languages.md).
"""


def literal(line: str) -> str:
    """A line of text as Fluent reads it literally: braces as string placeables."""
    return "".join({"{": '{ "{" }', "}": '{ "}" }'}.get(ch, ch) for ch in line)


def message(message_id: str, text: str) -> str:
    """One Fluent message, on one line (the engine's descriptions are single sentences)."""
    assert "\n" not in text.strip(), f"{message_id}: a description of one line, please"
    return f"{message_id} = {literal(text.strip())}\n"


def render() -> str:
    parts = [HEADER]
    seen: set[str] = set()
    names: dict[str, str] = {}
    for game in engine.all_games():
        parts.append(f"\n## {game.title}\n\n")
        for message_id, text in texts(game):
            if message_id.startswith("name-"):
                names.setdefault(message_id, text)
                continue
            assert message_id not in seen, f"two descriptions would share the id {message_id}"
            seen.add(message_id)
            parts.append(message(message_id, text))
    parts.append("\n## The characters' names (the choices' x-names), shared by the games\n\n")
    parts.extend(message(message_id, text) for message_id, text in sorted(names.items()))
    return "".join(parts)


if __name__ == "__main__":
    sys.exit(write_or_check(catalog_path("en", GAMES_CATALOG), render(), "python scripts/games_catalog.py"))
