"""The game screens say only what the engine decided: what each seat may enter now comes from the table's
`choices` (engine/choices.py, read through pwa/js/choices.js), never from a rule written a second time.

A screen that re-derives a rule reads the parts of the state the engine decides from (Curse You's picker
once greyed out every card in `state.seen`, and forgot a bluffing Legend's returned cards: C1, C10). Each
game lists here those parts of its state and the rule constants a screen would need to decide by itself;
the screen must not read them. What a screen shows (the stockpiles, the money, the log) it still reads
from the state: showing is not deciding.
"""
from __future__ import annotations

import re

import pytest

from tests.paths import ROOT

GAMES = ROOT / "pwa" / "js" / "games"

# Per screen: what it may not read, each with the rule it would be writing again.
DECIDED_BY_THE_ENGINE: dict[str, dict[str, str]] = {
    "curse.js": {
        r"state\.seen\b": "which cards may be entered (C1, C10): the legal moves' card domains",
        r"state\.stack\b": "whether a Legend shows a second card, and which (C3): `require` and the domains",
        r"state\.returned\b": "a Legend's returned cards (C1, C3): its picker's domain",
        r"state\.to_take\b": "whose Market trade is next (C4): `awaiting` and the take move's seat",
        r"state\.archery_between\b": "who shoots the card archery (C7): the archery move's domain",
        r"\bHONEST\b|friar-tuck|the-sheriff": "which Legends bluff (C3): the legend move's `require`",
        r"\btargets\s*=\s*\(rank\)\s*=>\s*\(": "the targets on a card (C1): the game's setup_tables",
    },
    "rescuing.js": {
        r"turn\.attacks\.(includes|filter|indexOf)": "which attributes may still attack this turn (R4): the attack moves offered",
        r"extra_attack|\blimit\s*=\s*\S+\s*\?\s*3": "the rescuer's third attack (R11): the attack moves offered",
        r"attackable_row\s*!==|standing\s*=": "the rows an attack or a Prayer may target (R9, R16): the row domains",
        r"\bRANGE\b|\[1,\s*6\]|\[2,\s*9\]": "the values a guard may show (R15): the value domains and the view's guard_range",
        r"\bband\.(cookery|scouting|prayer)\b": "who holds a token to spend (R6): the token moves offered",
        r"state\.recruiting\b": "who recruits next (R8): the recruit move's seat",
        r"state\.robin_pending\b": "who adds Robin Hood's attributes (R11): the robin move's seat",
        r"turn\.jolliness_spent|turns_taken\s*\|\|": "whether Day 5's starting band may still change (R17): the starting_band move",
        r"b(and)?\s*===\s*null\)": "whose band is still to be drawn (R8): the band moves' seats",
        r"turns_taken\s*\+\s*1|Math\.max\(0,\s*band\.": "what a turn passes on, nothing on the day's last (R5): the view's passes_on",
        r"to-spend\"\),\s*1,\s*1,\s*99\)": "how much Jolliness may be spent (R4): the amount's range",
    },
}


@pytest.mark.parametrize("screen", sorted(DECIDED_BY_THE_ENGINE))
def test_a_game_screen_builds_what_it_offers_from_the_engines_choices(screen):
    source = (GAMES / screen).read_text()
    assert re.search(r'from "\.\./choices\.js"', source), f"{screen} does not read the engine's choices"
    for pattern, rule in DECIDED_BY_THE_ENGINE[screen].items():
        found = re.search(pattern, source)
        assert found is None, f"{screen} reads {found.group(0)!r}, deciding for itself {rule}"


def test_the_choices_module_keeps_no_rule_of_any_game():
    """pwa/js/choices.js reads the engine's answer for every game: it names no game, move or field."""
    source = (ROOT / "pwa" / "js" / "choices.js").read_text()
    code = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith("//"))
    for word in ("curse", "rescuing", "goods", "hero", "1990", "score", "legend", "reveal", "sheriff"):
        assert word not in code.lower(), word
