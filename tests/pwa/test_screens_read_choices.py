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
    "hero.js": {
        r"Math\.max\(0,\s*n\s*-|\baffordable\b|active_skills": "what the inventory can pay after the active hero's skills"
                                                           " (H4, H5): the actions offered",
        r"state\.recruited\b|\"face-down\"\s*:|\bjailed:\s*\"rescue\"": "who may be recruited or rescued (H4, H6): the"
                                                                     " recruit and rescue domains",
        r"state\.characters\[[^\]]+\]\s*[!=]==": "who may be made active or jailed (H3, H6): the choose_hero and story domains",
        r"state\.king_richard\b": "which King Richard cards may be acquired or used (H4): their moves' domains",
        r"state\.lowered_this_round\b|state\.sherwood\s*[<>]": "lowering once a round, the camp's five cards (H4): the"
                                                                 " lower_bounty and build moves",
        r"if\s*\(!?state\.actions_taken\)": "whether no action or the Story card may come (H3, H4): their moves",
        r"state\.asks_sherwood_character\b": "whether a Sherwood Forest card names its character (H10): `require`",
        r"state\.phase\s*===": "what the round's phase takes (H3): the legal moves themselves",
        r"state\.active\s*!==\s*\"robin-hood\"": "Robin Hood's missing Special Ability (H7): the ability move and the"
                                                  " adjust sources",
    },
    "rh1990.js": {
        r"state\.choosing_starter\b": "who may name the starter after a tie (V6): the starter moves' seats and `awaiting`",
        r"\bisHost\b": "whom a duel, an event or the starter's choice may be entered for (V3, V5, V6): the moves' seats",
        r"\.duels\.length|\.events\b[^;]*\.length|\bfirstOpen\b":
            "whether the youngest may still be named (V4): the first_player move and the view's first_player_open",
        r"state\.seats\b": "which seats a settlement needs (V2): the settle move's entries",
        r"state\.arrived\b[^;]*distances|distances[^;]*state\.arrived\b":
            "the pawn a duel put on the gathering point, at 0 (V7): the entry the settle move fixes",
        r"\bMOST_SPACES\b|\b380\b": "how far short a pawn may stand (V2) or what the box holds (V8): the engine's",
    },
    "goods.js": {
        r"state\.chariots_left\b": "which counts may be declared (G2): the declare move's count domain",
        r"state\.sheriff\s*\+": "whose declaration is next, clockwise from the Sheriff (G2): the declare move's seat",
        r"state\.robin_hood_used_by\b": "who may use the Robin Hood token now (G7): the robin_hood moves",
        r"state\.regular_done\b|deputy_tokens\[\s*sheriff": "a regular or a Deputy inspection (G6, G15): the deputy domain",
        r"state\.inspected\b": "which bags are still open to the Sheriff (G4, G15): the target domains",
        r"apprehension_token\[\s*sheriff": "whether the Sheriff may still apprehend (G6): the apprehend move",
        r"state\.money\[\s*target": "how much a deal may be (G4): the deal move's amount domain",
        r"state\.choosing_sheriff\b": "who names the next Sheriff (G8): the choose_sheriff move's seat",
        r"state\.first_sheriff_open\b": "whether the first Sheriff may still be named (G8): the first_sheriff move",
        r"advanced\s*=\s*state\.mode": "whether cards may be stored (G9): the week_goods move's omit",
        r"state\.ruleset\b|total\(seen\)\s*\+\s*unseen": "whether the week is checked and how many cards it holds (G12):"
                                                         " the week_goods move's approved counts",
        r'"stored",\s*0,\s*3\b|"approved",\s*seen\[': "how many of a good a week holds or stores (G9, G14): the counts",
    },
    "score-pad.js": {
        r"row\[index\]\s*!==\s*null": "which round a side enters next (SP5, SP6): the score move's round domain",
        r"ctx\.isHost\b": "who may add, enter a cell or end the game (SP4, SP5): the moves this phone may send",
        r"!status\.finished\s*&&\s*\(": "that a finished game takes no move (SP1): no choices once it is over",
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
