"""Robin Hood: Hero of the People (solo): the bounty track and the referee.

The player plays with the real cards; the app tracks the bounty, the
characters, the loot in the inventory, the Sherwood Forest camp, King
Richard's cards and the Story deck, checks every action's cost (H4, H5) and
detects the win and the loss at once (H2). Rulings H1-H11 are in
``docs/rulings.md`` (generated from the rulings each game declares). Each Sherwood Forest card protects the character
entered when it was built (H10); a Story cost may be paid or its printed
alternative taken (H11).

Character and King Richard numbers are printed on cards the rulebook does not
list: the player enters them once into a catalogue (H5), which can be saved as
a preset and reused by later games. Effects the rulebook does not print (Special
Abilities, King Richard cards, Story cards) are entered as adjustments with the
card's name (H7).

Tables made before rulings H6-H9 have no ``rules`` option: they keep the few
readings of H1-H5 that H6-H9 changed, so that their stored logs replay exactly
as they were played (see ``RULES_BEFORE_H6``). Tables made with H6-H9 build a
Sherwood Forest card without naming its character (``RULES_BEFORE_H10``).

>>> loot_needed({"archery": 5, "sword": 2}, ROBIN_SKILLS)
{'archery': 2, 'sword': 0}
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from ..choices import Domain, LegalMove, between, one_of
from ..errors import RuleError
from ..fields import Bool, Choice, Field, Int, ListOf, MapOf, Object, Str, public_view
from ..periods import Period
from ..game import Calculator, Game, Move, MoveSpec, Result, State, Turn
from ..messages import Message, Text, msg
from ..registry import register
from ..standing import Point, Standing
from ..words import signed, who

RESOURCES = ("archery", "sword", "gold", "strength", "influence")
MERRY_MEN = ("maid-marian", "little-john", "will-scarlett", "friar-tuck", "alan-a-dale", "much-the-miller")
CHARACTERS = ("robin-hood", *MERRY_MEN)
NAMES = {
    "robin-hood": "Robin Hood", "maid-marian": "Maid Marian", "little-john": "Little John",
    "will-scarlett": "Will Scarlett", "friar-tuck": "Friar Tuck", "alan-a-dale": "Alan A Dale",
    "much-the-miller": "Much the Miller",
}
KING_RICHARD = ("double-gold", "lower-bounty", "story-sight")
KING_RICHARD_NAMES = {"double-gold": "double the price of Gold cards (one use)",
                      "lower-bounty": "lower the Bounty by 200 (one use)",
                      "story-sight": "see the next Story card (lasting)"}
ROBIN_SKILLS = {"archery": 3, "sword": 2}  # H5
STORY_CARDS = 20  # H2: 11 - 2 Story 1 cards on 12 - 1 Story 2 cards
STORY_1_CARDS, STORY_1_REMOVED = 11, 2  # Set-Up step 2
STORY_2_CARDS, STORY_2_REMOVED = 12, 1  # Set-Up step 1
LOOT_CARDS = 50
HAND_LIMIT = 5
LOOT_PER_ROUND = 3  # drawn, and at most played, each round (H3)
SHERWOOD_CARDS = 5
SHERWOOD_COST = {"strength": 2}
LOWER_BOUNTY_COST = {"influence": 3}
WIN_BELOW, LOSE_AT = 500, 1000
BOUNTY_STEP = 100  # H8

RULES_NOW = "H1-H11"
# A table created with rulings H1-H9 built Sherwood Forest cards without naming the character each protects:
# it may still do so (the card then protects no one the app knows of, H10).
RULES_BEFORE_H10 = "H1-H9"
# A table created before H6-H9 stored options without "rules". Its log may hold
# moves H6-H9 now refuse (a Story raising the bounty by 150, a "paid" Story
# with no cost, a Special Ability while Robin Hood was active) and jails that
# handed the active hero over by themselves: it keeps those readings.
RULES_BEFORE_H6 = "H1-H5"

RULINGS = {
    "H1": "The starting bounty is the number on the track space the player chose: a multiple of 100 from 0 to 900."
          " The bounty never goes below 0.",
    "H2": "Win at once when all six Merry Men are face-up (recruited and not jailed) and the bounty is under 500."
          " Lose at once when the bounty reaches 1000, or when the last Story card is resolved without a win."
          " Story deck: 11 - 2 Story 1 cards on top of 12 - 1 Story 2 cards = 20 cards.",
    "H3": "A round is: active hero phase, rob the rich (draw 3, play up to 3 into the inventory, hand limit 5"
          " afterwards), action phase, story phase.",
    "H4": "Exactly one action a round (recruit, rescue, acquire or use a King Richard card, build a Sherwood Forest"
          " card, lower the bounty), or none and the bounty rises by 100. Lowering the bounty costs 3 Influence and"
          " lowers it by 100, once a round. A Sherwood Forest card costs 2 Strength; completing all five lowers the"
          " bounty by 200 each time the fifth is placed.",
    "H5": "A cost is paid with the active hero's skills first: loot cards needed of a resource = max(0, cost -"
          " skill). Robin Hood has 3 Archery and 2 Sword. Other characters' skills and costs are entered once (a"
          " reusable card catalogue).",
    "H6": "A Story card may jail any face-up character, Robin Hood included; a jailed character is rescued with the"
          " Rescue cost from its card (the catalogue holds Robin Hood's too). If the active hero is jailed, the"
          " player picks another face-up character at once; with none face-up there is no active hero: skills"
          " count 0 and every cost is paid with loot alone, until a character is face-up again.",
    "H7": "Robin Hood has no Special Ability, so an ability is refused while he is the active hero. Effects the"
          " rulebook does not print (Special Abilities, King Richard cards, Story cards) are entered as an"
          " adjustment with the card's name and its effect on the inventory, the hand, the draws and plays this"
          " round, the actions this round or the bounty, shown in the log with that reason. A Story card may have"
          " several effects.",
    "H8": "The bounty moves on the track in steps of 100: every raise or fall is a multiple of 100.",
    "H9": "A paid Story card needs a cost of at least one resource; a Story card that takes inventory away without"
          " the skill discount is entered as a loss of those cards, not as a payment.",
    "H10": "Each Sherwood Forest card protects one character from being jailed by a Story card; the rulebook does"
           " not print which, so the card's character is entered when the card is acquired. A Story card that would"
           " jail a protected character does not jail them (the log says which card protected whom); a discarded"
           " Sherwood Forest card protects no one.",
    "H11": "A Story cost that cannot (or will not) be paid: the card's printed alternative applies, as the rulebook"
           " spells out for \"Sherwood Forest Is Invaded\" (discard every Sherwood Forest card). The app offers"
           " \"pay\" or \"take the card's alternative\" and records the alternative as the card states it (the bounty"
           " raised, a character jailed, cards discarded); H5 still refuses a payment with cards or skills that are"
           " not there.",
}


def amounts(description: str = "", **options: Any) -> MapOf:
    """Resource -> count, e.g. {"archery": 5, "sword": 2}; resource names are checked by the rules (H5)."""
    return MapOf(key=Str(min_length=1, max_length=12), value=Int(minimum=0, maximum=20), max_items=5,
                 description=description, **options)


def signed_amounts(description: str = "", **options: Any) -> MapOf:
    """Resource -> change, e.g. {"gold": 2, "sword": -1} (H7 adjustments)."""
    return MapOf(key=Str(min_length=1, max_length=12), value=Int(minimum=-20, maximum=20), max_items=5,
                 description=description, **options)


CHARACTER_ENTRY = Object(fields={"skills": amounts(), "recruit": amounts(), "rescue": amounts()})
CATALOGUE = Object(fields={
    "characters": MapOf(key=Str(min_length=1, max_length=20), value=CHARACTER_ENTRY, max_items=7, default={}),
    "king_richard": MapOf(key=Str(min_length=1, max_length=20), value=amounts(), max_items=3, default={}),
})

# What a card the rulebook does not print did this round (H7): the fields of an
# adjustment, also accepted on a Special Ability used as the round's action.
EFFECTS = {
    "inventory": signed_amounts("Loot cards put into (+) or taken from (-) the inventory, by resource",
                                required=False),
    "hand": Int(minimum=-10, maximum=10, required=False, description="Cards added to (+) or taken from (-) the hand"),
    "draws": Int(minimum=-LOOT_PER_ROUND, maximum=10, required=False,
                 description="Loot cards drawn this round beyond (+) or short of (-) the usual 3"),
    "plays": Int(minimum=-LOOT_PER_ROUND, maximum=10, required=False,
                 description="Loot cards that may be played into the inventory this round beyond (+) or short of (-)"
                             " the usual 3"),
    "actions": Int(minimum=0, maximum=5, required=False, description="Actions this round beyond the usual one"),
    "bounty": Int(minimum=-LOSE_AT, maximum=LOSE_AT, required=False,
                  description="The bounty raised (+) or lowered (-): a multiple of 100 (H8)"),
}
SOURCES = ("ability", "king_richard", "story")


def loot_needed(cost: Mapping[str, int], skills: Mapping[str, int]) -> dict[str, int]:
    """Loot cards needed per resource once the active hero's skills are used (H5)."""
    for resource in list(cost) + list(skills):
        check_resource(resource, resource)
    return {resource: max(0, n - skills.get(resource, 0)) for resource, n in cost.items()}


def check_resource(resource: str, field: str) -> None:
    if resource not in RESOURCES:
        raise RuleError(msg("hero-not-a-resource", resource=resource), rule="H5", field=field)


# -- the game's words, as catalog messages (locales/*/server.ftl, "Robin Hood: Hero of the People") ---

def character_words(character: str) -> Message:
    """A character's name in the reader's language (the phone's x-names stay NAMES)."""
    return msg("hero-character", character=character)


def resource_words(resource: str) -> Message:
    return msg("hero-resource", resource=resource)


def loot_words(resource: str, n: int, sign: str = "") -> Message:
    """'2 gold': a count of one resource; '+2 gold' or '-1 sword' with ``sign`` "+" or "-" (a change, H7)."""
    return msg("hero-loot", sign=sign, count=n, resource=resource)


def track(bounty: int) -> str:
    """A bounty as the space of the track it is on, quoted digit for digit ('1000', never '1,000' or '1.000'):
    the board prints the spaces so (H1, H8)."""
    return str(bounty)


def joined(items: Sequence[Text], separator: str) -> Text:
    """Items joined by commas ("comma") or semicolons ("semicolon") in the reader's language, as the log
    has always listed them ('2 gold, 1 sword'); a list placeable would say 'and' before the last one.

    >>> joined(["a", "b", "c"], "comma")
    Message(id='hero-joined', args={'separator': 'comma', 'first': 'a', 'rest': Message(id='hero-joined', args={'separator': 'comma', 'first': 'b', 'rest': 'c'})})
    """
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return msg("hero-joined", separator=separator, first=items[0], rest=joined(items[1:], separator))


def count_text(counts: Mapping[str, int]) -> Text:
    """Counts as players read them, comma-separated ('2 gold, 1 sword')."""
    return joined([loot_words(resource, n) for resource, n in counts.items()], "comma")


def counts_text(counts: Mapping[str, int] | None) -> Message:
    """'2 gold and 1 sword' (zeros left out, a list in the reader's language); 'nothing' for none."""
    listed: list[Text] = [loot_words(resource, n) for resource, n in (counts or {}).items() if n]
    return msg("hero-counts", items=listed, count=len(listed))


def payment(body: Mapping[str, Any]) -> dict[str, Any]:
    """The payment calculator: loot needed once the skills are used (H5)."""
    for part in ("cost", "skills"):
        for resource in body[part]:
            check_resource(resource, f"{part}.{resource}")
    return {"loot_needed": loot_needed(body["cost"], body["skills"])}


def payment_counts(description: str) -> MapOf:
    # The same shape the hand-written calculator had: up to 5 resources, 0-50 each.
    return MapOf(key=Str(min_length=1, max_length=12), value=Int(minimum=0, maximum=50), max_items=5,
                 description=description)


# -- the card catalogue (H5, H6) ----------------------------------------------------

def check_catalogue(catalogue: Mapping[str, Any]) -> None:
    for name, entry in catalogue.get("characters", {}).items():
        if name not in CHARACTERS:
            raise RuleError(msg("hero-not-a-character", name=name), rule="H5", field=f"catalogue.characters.{name}")
        for part in ("skills", "recruit", "rescue"):
            for resource in entry[part]:
                check_resource(resource, f"catalogue.characters.{name}.{part}")
        if name == "robin-hood":
            check_robin_entry(entry.get("skills"), entry.get("recruit"))
    for name, cost in catalogue.get("king_richard", {}).items():
        if name not in KING_RICHARD:
            raise RuleError(msg("hero-not-a-king-richard-card", name=name), rule="H5",
                            field=f"catalogue.king_richard.{name}")
        loot_needed(cost, {})


def without_zeros(counts: Mapping[str, int] | None) -> dict[str, int]:
    return {resource: n for resource, n in (counts or {}).items() if n}


def check_robin_entry(skills: Mapping[str, int] | None, recruit: Mapping[str, int] | None) -> None:
    """Robin Hood's card is entered like the others for its Rescue cost (H6), but his skills are the
    rulebook's (H5) and he is never recruited: he starts face-up."""
    if without_zeros(skills) not in ({}, ROBIN_SKILLS):
        raise RuleError(msg("hero-robin-skills"), rule="H5", field="skills")
    if without_zeros(recruit):
        raise RuleError(msg("hero-robin-never-recruited"), rule="H6", field="recruit")


def catalogue_entry(character: str, skills: Mapping[str, int], recruit: Mapping[str, int],
                    rescue: Mapping[str, int]) -> dict[str, dict[str, int]]:
    if character == "robin-hood":
        check_robin_entry(skills, recruit)
        return {"skills": dict(ROBIN_SKILLS), "recruit": {}, "rescue": dict(rescue)}
    return {"skills": dict(skills), "recruit": dict(recruit), "rescue": dict(rescue)}


# -- the state ----------------------------------------------------------------------

def upgrade(state: State) -> State:
    """Fill in what a snapshot stored before H6-H9 lacks (in place); returns it."""
    state.setdefault("rules", RULES_BEFORE_H6)
    state.setdefault("actions_taken", 1 if state["phase"] == "story" else 0)
    state.setdefault("lowered_this_round", False)
    state.setdefault("extra", {"draws": 0, "plays": 0, "actions": 0})
    state.pop("acted", None)  # never read; replaced by actions_taken
    return state


def before_h6(state: State) -> bool:
    return bool(state["rules"] == RULES_BEFORE_H6)


def skills_of(state: State, character: str | None) -> dict[str, int]:
    """The active hero's skills; none without an active hero (H6)."""
    if character is None:
        return {}
    if character == "robin-hood":
        return dict(ROBIN_SKILLS)
    return dict(numbers(state, character)["skills"])


def numbers(state: State, character: str) -> dict[str, Any]:
    entry: dict[str, Any] | None = state["catalogue"]["characters"].get(character)
    if entry is None:
        what = "rescue" if character == "robin-hood" else "all"  # Robin Hood's card has only his Rescue cost (H6)
        raise RuleError(msg("hero-numbers-first", character=character_words(character), what=what), rule="H5",
                        field="character")
    return entry


# Why a game was lost (H2), as older snapshots store it: an English sentence. The state now keeps
# the message `hero-lost-because` (why: "bounty" or "story"), and the outcome selects on the same key.
LOST_BY_BOUNTY = "The bounty reached 1000: Robin Hood is turned in."
LOST_BY_STORY = "The last Story card was resolved without a win."
LOST_KEYS = {LOST_BY_BOUNTY: "bounty", LOST_BY_STORY: "story"}


def lost_by(why: str) -> dict[str, Any]:
    """``lost_because`` as the state stores it: the message for "bounty" or "story" (H2)."""
    return msg("hero-lost-because", why=why).to_json()


def lost_because(state: State) -> str:
    """Why a lost game was lost (H2), as the catalog selects on it: "bounty", "story" or "sheriff" (none stored)."""
    stored = state.get("lost_because")
    if not stored:
        return "sheriff"
    if isinstance(stored, dict):
        return str(stored["args"]["why"])
    return LOST_KEYS.get(stored) or ("bounty" if state["bounty"] >= LOSE_AT else "story")


def face_up(state: State) -> list[str]:
    return [c for c in CHARACTERS if state["characters"][c] == "face-up"]


def hero_to_pick(state: State) -> bool:
    """The active hero was jailed and other characters are face-up: the player picks one (H6)."""
    return state["active"] is None and bool(face_up(state))


def hero_words(state: State) -> Message:
    if state["active"] is None:
        return msg("hero-loot-alone")
    return msg("hero-after-skills", character=character_words(state["active"]))


def spend(state: State, cost: Mapping[str, int], what: Message) -> dict[str, int]:
    """Pay ``cost`` with the active hero's skills, then loot from the inventory (H5; no hero: loot alone, H6).
    ``what`` is paid for, as a catalog message ('Recruiting Little John')."""
    needed = loot_needed(cost, skills_of(state, state["active"]))
    short = {r: n - state["inventory"][r] for r, n in needed.items() if n > state["inventory"][r]}
    if short:
        raise RuleError(msg("hero-needs-loot", what=what, short=count_text(short), hero=hero_words(state)),
                        rule="H5")
    for resource, n in needed.items():
        state["inventory"][resource] -= n
    return {r: n for r, n in needed.items() if n}


def round_limit(state: State, what: str) -> int:
    """Loot cards drawn or played this round: 3, changed by adjustments (H3, H7)."""
    return max(0, LOOT_PER_ROUND + int(state["extra"][what]))


def actions_allowed(state: State) -> int:
    return 1 + int(state["extra"]["actions"])


def sherwood_protects(state: State) -> list[str | None]:
    """The character each Sherwood Forest card in play protects, in the order built (H10); None for a card built
    at a table that did not ask. Kept only once a card names one, so older logs replay to the states they made."""
    named = list(state.get("sherwood_protects") or [])
    return named + [None] * (state["sherwood"] - len(named))


def protecting_card(state: State, character: str) -> int | None:
    """H10: the number (1-5, in the order built) of the first Sherwood Forest card protecting ``character``."""
    for number, protected in enumerate(sherwood_protects(state), start=1):
        if protected == character:
            return number
    return None


def asks_sherwood_character(state: State) -> bool:
    """H10 applies in full at tables made with it: a Sherwood Forest card is built with its character."""
    return state["rules"] not in (RULES_BEFORE_H6, RULES_BEFORE_H10)


def known_cost(state: State, character: str, part: str) -> dict[str, int] | None:
    """A character's recruit or rescue cost from the catalogue; None while its numbers are not entered (H5)."""
    entry = state["catalogue"]["characters"].get(character)
    return None if entry is None else dict(entry[part])


def can_pay(state: State, cost: Mapping[str, int] | None) -> bool:
    """H5: the inventory holds the loot a known cost needs once the active hero's skills are used (H6: none
    without an active hero)."""
    if cost is None:
        return False
    needed = loot_needed(cost, skills_of(state, state["active"]))
    return all(state["inventory"][resource] >= n for resource, n in needed.items())


def anything_to_pay(state: State) -> bool:
    """H9: a Story cost of at least one resource can be paid: a skill or a card in the inventory covers one."""
    skills = skills_of(state, state["active"])
    return any(skills.get(resource, 0) + state["inventory"][resource] > 0 for resource in RESOURCES)


def able_to_use_ability(state: State) -> bool:
    """H7: Robin Hood has no Special Ability; H6: without an active hero there is none to use."""
    return state["active"] is not None and state["active"] != "robin-hood"


def hand_change(state: State) -> Domain:
    """H7: an effect takes from the hand at most the cards it holds (and at most 10, as declared)."""
    return between(-min(state["hand"], 10), 10)


def effects_closed(state: State) -> tuple[str, ...]:
    """The adjustments a phase no longer takes (H3): draws and plays once robbed, extra actions at the Story."""
    closed: tuple[str, ...] = () if state["phase"] == "active" else ("draws", "plays")
    return closed + (() if state["phase"] in ("active", "action") else ("actions",))


# -- results in words (the log's exports) ------------------------------------------------

def paid_text(result: Result) -> Message:
    """' for 2 gold and 1 sword' (the loot an action took, H5); ' (no loot spent)' when skills paid."""
    if any(result["loot"].values()):
        return msg("hero-paid-for", loot=counts_text(result["loot"]))
    return msg("hero-no-loot-spent")


def effects_text(effects: Mapping[str, Any] | None) -> Text:
    """'+2 gold, hand -1, draws +1' (H7); 'no change'."""
    effects = effects or {}
    parts: list[Text] = [loot_words(resource, abs(n), "+" if n > 0 else "-")
                         for resource, n in (effects.get("inventory") or {}).items() if n]
    parts += [msg("hero-effect", effect=key, change=signed(effects[key]))
              for key in ("hand", "draws", "plays", "actions", "bounty") if effects.get(key)]
    return joined(parts, "comma") if parts else msg("hero-no-change")


def bounty_text(result: Result) -> Message:
    return msg("hero-bounty-now", bounty=track(result["bounty"]))


def newly_active(result: Result) -> Text:
    """'; Maid Marian is the active hero' when the action or card made one (H6)."""
    return msg("hero-newly-active", character=character_words(result["active"])) if result.get("active") else ""


def build_text(move: Move, result: Result) -> Message:
    """'Sherwood Forest card 3 built for 2 gold, protecting Maid Marian; the camp is complete' (H4, H10)."""
    protects = msg("hero-protecting", character=character_words(result["protects"])) if result.get("protects") else ""
    done = msg("hero-camp-complete") if result.get("camp_complete") else ""
    return msg("hero-result-build", paid=paid_text(result), protecting=protects, complete=done,
               track=bounty_text(result))


def king_richard_words(card: str) -> Message:
    return msg("hero-king-richard-card", card=card)


def card_numbers_text(move: Move, result: Result) -> Message:
    """'Maid Marian: skills 2 gold; recruit 3 sword; rescue 2 gold' (H5), or a King Richard card's cost."""
    if "king_richard" in result:
        return msg("hero-result-king-richard-cost", card=king_richard_words(result["king_richard"]),
                   counts=counts_text(result["cost"]))
    parts = [msg("hero-numbers-part", part=part, counts=counts_text(result[part]))
             for part in ("skills", "recruit", "rescue") if part in result]
    return msg("hero-result-numbers", character=character_words(result["character"]), parts=joined(parts, "semicolon"))


def reason_character(reason: str) -> str | None:
    """The character whose Special Ability a reason stored as English names ("Maid Marian's Special
    Ability: ..."), as older releases stored it; the words are built from it."""
    return next((character for character, name in NAMES.items() if reason.startswith(f"{name}'s ")), None)


def hero_ability_words(character: str) -> Message:
    return msg("hero-reason-hero-ability", character=character_words(character))


def ability_words(result: Result) -> Message:
    """'Maid Marian's Special Ability'; 'Special Ability' when no active hero was named (H1-H5 tables)."""
    reason = result.get("reason", "")
    if isinstance(reason, dict):
        return Message.from_json(reason)
    character = reason_character(reason)
    return msg("hero-reason-ability") if character is None else hero_ability_words(character)


def card_reason(source: str, card: str, ability: Message) -> Message:
    """Whose card an adjustment was (H7): 'Maid Marian's Special Ability: ...', 'King Richard card: ...'."""
    if source == "ability":
        whose = ability
    else:
        whose = msg("hero-reason-king-richard") if source == "king_richard" else msg("hero-reason-story")
    return msg("hero-reason-card", whose=whose, card=card)


def adjust_reason(move: Move, result: Result) -> Message:
    """An adjustment's reason, as stored (a message), or built from the move for an older result."""
    if isinstance(result.get("reason"), dict):
        return Message.from_json(result["reason"])
    return card_reason(move["source"], move["card"], ability_words(result))


def reason_today(move_type: str, reason: str) -> Message:
    """A reason stored as an English sentence by an older release, as the message stored now."""
    if move_type == "ability":
        return ability_words({"reason": reason})
    for source, prefix in (("king_richard", "King Richard card: "), ("story", "Story card: ")):
        if reason.startswith(prefix):
            return card_reason(source, reason[len(prefix):], msg("hero-reason-ability"))
    character = reason_character(reason)
    ability = msg("hero-reason-ability") if character is None else hero_ability_words(character)
    card = reason.split(": ", 1)[1] if ": " in reason else reason
    return card_reason("ability", card, ability)


def story_parts(result: Result) -> list[Text]:
    """What a Story card did, part by part (H7-H11)."""
    outcome = msg("hero-story-outcome", outcome=result["outcome"])
    parts: list[Text] = [msg("hero-story-named", card=result["card"], outcome=outcome) if result.get("card")
                         else msg("hero-story-unnamed", outcome=outcome)]
    if result.get("alternative"):
        parts.append(msg("hero-story-unpaid", counts=counts_text(result["unpaid"])) if result.get("unpaid")
                     else msg("hero-story-alternative"))
    if result.get("loot"):
        parts.append(msg("hero-story-paid", counts=counts_text(result["loot"])))
    if result.get("loot_lost"):
        parts.append(msg("hero-story-lost", counts=counts_text(result["loot_lost"])))
    parts += [msg("hero-story-protected", character=character_words(p["character"]), card=p["card"])
              for p in result.get("protected", ())]
    if result.get("jailed"):
        parts.append(msg("hero-story-jailed", characters=[character_words(c) for c in result["jailed"]],
                         count=len(result["jailed"])))
    if result.get("lost_cards"):
        parts.append(msg("hero-story-discarded", count=result["lost_cards"]))
    if result.get("pick_hero"):
        parts.append(msg("hero-story-pick-hero"))
    return parts


def story_text(move: Move, result: Result) -> Message:
    """What a Story card did (H7-H11): paid or its alternative, loot lost, jailed, the bounty, cards left."""
    return msg("hero-result-story", parts=joined(story_parts(result), "semicolon"), active=newly_active(result),
               track=bounty_text(result), left=result["story_left"])


RESULT_SENTENCES: dict[str, Any] = {
    "card_numbers": lambda move, result, names: card_numbers_text(move, result),
    "choose_hero": lambda move, result, names: msg("hero-result-active", character=character_words(result["active"])),
    "rob": lambda move, result, names: msg("hero-result-rob", drawn=result["drawn"],
                                           played=counts_text(result["played"]), hand=result["hand"],
                                           discarded=result["discarded"]),
    "recruit": lambda move, result, names: msg("hero-result-recruit", character=character_words(move["character"]),
                                               paid=paid_text(result), active=newly_active(result),
                                               track=bounty_text(result)),
    "rescue": lambda move, result, names: msg("hero-result-rescue", character=character_words(move["character"]),
                                              paid=paid_text(result), active=newly_active(result),
                                              track=bounty_text(result)),
    "acquire_king_richard": lambda move, result, names: msg("hero-result-king-richard-acquired",
                                                            card=king_richard_words(move["card"]),
                                                            paid=paid_text(result)),
    "use_king_richard": lambda move, result, names: msg("hero-result-king-richard-used",
                                                        card=king_richard_words(move["card"]),
                                                        track=bounty_text(result)),
    "build": lambda move, result, names: build_text(move, result),
    "lower_bounty": lambda move, result, names: msg("hero-result-lower-bounty", bounty=track(result["bounty"]),
                                                    paid=paid_text(result)),
    "ability": lambda move, result, names: msg("hero-result-ability", reason=ability_words(result), note=result["note"],
                                               effects=effects_text(result.get("effects")),
                                               track=bounty_text(result)),
    "no_action": lambda move, result, names: msg("hero-result-no-action", bounty=track(result["bounty"])),
    "adjust": lambda move, result, names: msg("hero-result-adjust", reason=adjust_reason(move, result),
                                              effects=effects_text(result["effects"]), track=bounty_text(result)),
    "story": lambda move, result, names: story_text(move, result),
}


# -- what a tool reads back: the state as the player sees it (VIEW) and each move's result (issue 36) ----

CHARACTER = Choice(choices=CHARACTERS, names=NAMES)
RESOURCE = Choice(choices=RESOURCES, description="A resource (H5)")
# The bounty never goes below 0 (H1); the game is lost once it reaches 1000 (H2), and the raise that gets it
# there may take it past (up to +1000, and a table made before H6-H9 may raise by any amount, H8).
BOUNTY = Int(minimum=0, maximum=2 * LOSE_AT - 1, description="The bounty on the track (H1, H2, H8)")
BOUNTY_AFTER = Int(minimum=0, maximum=2 * LOSE_AT - 1,
                   description="The bounty after the move: at 1000 or more the game is lost (H2)")


def counts(description: str = "", minimum: int = 0, maximum: int | None = 20, **options: Any) -> MapOf:
    """Resource -> count as the game stores and answers it: only the five resources (H5)."""
    return MapOf(key=RESOURCE, value=Int(minimum=minimum, maximum=maximum), max_items=len(RESOURCES),
                 description=description, **options)


def message(ids: Sequence[str], args: Mapping[str, Field], description: str = "", **options: Any) -> Object:
    """A catalog message as the game stores it (engine.messages.Message.to_json): its id and placeables."""
    return Object(fields={"id": Choice(choices=tuple(ids), description="The message's id in the catalog"
                                                                        " (locales/*/server.ftl)"),
                          "args": Object(fields=dict(args), description="The message's placeables")},
                  description=description, **options)


CHARACTER_WORDS = message(("hero-character",), {"character": replace(CHARACTER, description="The character")},
                          "A character's name, in the reader's language")
HERO_ABILITY_WORDS = message(("hero-reason-hero-ability",), {"character": CHARACTER_WORDS},
                             "'<character>'s Special Ability' (H7)")
# Loot taken from the inventory to pay (H5): only the resources the skills did not cover, so never 0.
LOOT_SPENT = counts("Loot cards taken from the inventory to pay, by resource, once the active hero's skills were"
                    " used (H5; none without an active hero, H6); empty when the skills paid it all", minimum=1)
# The effects an adjustment or an ability changed something with (H7): only those not 0.
EFFECTS_DONE = Object(fields={**EFFECTS, "inventory": MapOf(
    key=RESOURCE, value=Int(minimum=-20, maximum=20), max_items=len(RESOURCES), required=False,
    description="Loot cards put into (+) or taken from (-) the inventory, by resource (H7)")},
    description="What the card changed (H7): only the effects that changed something")
CARD_NUMBER = Int(minimum=1, maximum=SHERWOOD_CARDS, description="A Sherwood Forest card's number, 1-5 in the order"
                                                                 " built (H10)")


def action_result(kind: str, **extra: Any) -> dict[str, Any]:
    """The result every action of the action phase has (H4), and ``extra``, this action's own keys."""
    return {"action": Choice(choices=(kind,), description="The action taken (H4)"), **extra, "bounty": BOUNTY_AFTER}


# What view() gives the player (and a spectator: the same), every key declared.
VIEW = public_view({
    "seats": Int(minimum=1, maximum=1, description="A solo game: one seat."),
    "rules": Choice(choices=(RULES_NOW, RULES_BEFORE_H10, RULES_BEFORE_H6),
                    description="The rulings this table plays by: H1-H11; a table made before H10 keeps H1-H9,"
                                " one made before H6 keeps H1-H5."),
    "bounty": BOUNTY,
    "bounty_by_round": ListOf(item=BOUNTY, max_items=STORY_CARDS + 1,
                              description="The bounty at the start and after each round (H2)."),
    "catalogue": Object(fields={
        "characters": MapOf(key=CHARACTER, max_items=len(CHARACTERS), value=Object(fields={
            "skills": counts("Its skills (Robin Hood: 3 Archery and 2 Sword, H5)"),
            "recruit": counts("Its Recruit cost (Robin Hood: none, he starts face-up, H6)"),
            "rescue": counts("Its Rescue cost (H6)")}), description="Each character's numbers entered (H5, H6)"),
        "king_richard": MapOf(key=Choice(choices=KING_RICHARD, names=KING_RICHARD_NAMES), value=counts(),
                              max_items=len(KING_RICHARD), description="Each King Richard card's cost entered (H5)"),
    }, description="The card numbers entered so far (H5): may be incomplete."),
    "characters": MapOf(key=Choice(choices=tuple(NAMES), names=NAMES), value=Choice(choices=("face-down", "face-up", "jailed")),
                        max_items=7, description="Each character's card (H4, H6)."),
    "recruited": ListOf(item=Choice(choices=MERRY_MEN, names=NAMES), max_items=len(MERRY_MEN),
                        description="The Merry Men recruited so far, jailed or not (each is recruited once, H4)."),
    "active": Choice(choices=tuple(NAMES), names=NAMES, nullable=True, description="The active hero, or null (H6)."),
    "round": Int(minimum=1, maximum=STORY_CARDS + 1, description="The round being played (H3)."),
    "phase": Choice(choices=("active", "rob", "action", "story", "over"),
                    description="The phase of the round (H3): active hero, rob the rich, action, Story; over once"
                                " the game is won or lost (H2)."),
    "hand": Int(minimum=0, description="Cards in hand."),
    "inventory": MapOf(key=Choice(choices=RESOURCES), value=Int(minimum=0), max_items=5, description="Loot by resource (H5)."),
    "sherwood": Int(minimum=0, maximum=SHERWOOD_CARDS, description="Sherwood Forest cards built (H4)."),
    "sherwood_protects": ListOf(item=Choice(choices=CHARACTERS, names=NAMES, nullable=True), max_items=SHERWOOD_CARDS,
                                description="The character each Sherwood Forest card protects, in the order built"
                                            " (null: built without one); kept once a card names one (H10)."),
    "king_richard": MapOf(key=Choice(choices=KING_RICHARD, names=KING_RICHARD_NAMES),
                          value=Choice(choices=("available", "held", "active")), max_items=len(KING_RICHARD),
                          description="Each King Richard card: available, held (one use) or active (lasting) (H4)."),
    "story_left": Int(minimum=0, maximum=STORY_CARDS, description="Story cards left in the deck (H2)."),
    "actions_taken": Int(minimum=0, description="Actions taken this round (H4)."),
    "lowered_this_round": Bool(description="The bounty was lowered for 3 Influence this round: once a round (H4)."),
    "extra": Object(fields={
        "draws": Int(description="Loot cards drawn beyond (+) or short of (-) the usual 3 (H7)"),
        "plays": Int(description="Loot cards that may be played beyond (+) or short of (-) the usual 3 (H7)"),
        "actions": Int(minimum=0, description="Actions beyond the usual one (H7)"),
    }, description="This round's adjustments to the draws, plays and actions (H7)."),
    "outcome": Choice(choices=("won", "lost"), nullable=True, description="null while the game goes on."),
    "lost_because": message(("hero-lost-because",), {"why": Choice(choices=("bounty", "story"), description=(
        "bounty: it reached 1000; story: the last Story card was resolved without a win"))}, nullable=True,
        description="Why the game was lost (H2), as a message; null unless lost."),
    "active_skills": counts("The active hero's skills, by resource; empty without an active hero or before its"
                            " numbers are entered (H5, H6)."),
    "pick_hero": Bool(description="The active hero was jailed and several characters are face-up: the player picks"
                                  " one before anything else (H6)."),
    "limits": Object(fields={
        "draws": Int(minimum=0, description="Loot cards that may be drawn (H3, H7)"),
        "plays": Int(minimum=0, description="Loot cards that may be played into the inventory (H3, H7)"),
        "actions": Int(minimum=1, description="Actions allowed (H4, H7)"),
    }, description="This round's limits: 3 draws, 3 plays and one action, changed by adjustments (H3, H4, H7)."),
    "sherwood_cards": ListOf(item=Object(fields={
        "card": CARD_NUMBER,
        "protects": Choice(choices=CHARACTERS, names=NAMES, nullable=True,
                           description="The character it protects from jail; null: built without one (H10)"),
    }), max_items=SHERWOOD_CARDS, description="Each Sherwood Forest card in play and whom it protects (H10)."),
    "asks_sherwood_character": Bool(description="A Sherwood Forest card is built naming its character: false at"
                                                " tables made before H10 (H10)."),
})


class HeroOfThePeople(Game):
    id = "hero-of-the-people"
    title = "Robin Hood: Hero of the People"
    view_schema = VIEW
    result_sentences = RESULT_SENTENCES
    min_players = 1
    max_players = 1
    rulings = RULINGS
    ruling_phases = {
        "setup": ("H1",), "turn": ("H3", "H4", "H5", "H8", "H6", "H9", "H10", "H11"),
        "scoring": ("H2",), "entering": ("H7",)}
    decisions = (
        "The loot in the inventory is tracked by resource: the player enters which resources the cards played"
        " into it show; an action or a Story payment takes exactly the loot H5 says is needed.",
        "A Special Ability used in the action phase is logged as the round's action with a note and, optionally,"
        " its effect (H7); an ability used in another phase is an adjustment naming the ability.",
        "When a jail leaves exactly one character face-up, that one becomes the active hero (there is nothing to"
        " pick); with several, no move but choosing the active hero is taken until the player picks (H6).",
        "With no active hero, the first character to come face-up again (recruited or rescued) becomes the active"
        " hero at once, so its skills count from that moment (H6).",
        "A Story card's effects are applied in this order: the payment (with the active hero's skills), the loot"
        " lost, the jail, the Sherwood Forest cards lost, the bounty (H7, H9).",
        "Extra actions from an adjustment may be left unused: the Story card can be resolved once at least one"
        " action was taken; 'no action' (bounty +100) is only for a round with no action at all (H4).",
        "Adjustments to the draws and plays of a round are taken only before robbing, and extra actions only"
        " before the Story card (H3).",
        "King Richard's 'double the price of Gold' card is tracked as held, used and returned; its effect is"
        " entered by the player as an adjustment (H7), since the rulebook does not say what it changes.",
        "The bounty track is drawn with green 0-300, yellow 400-600 and red 700-900 start zones: a drawing choice,"
        " since the rulebook names the colours but not their spaces.",
        "Tables created before rulings H6-H9 keep their rules (H1-H5) so their logs replay: they accept a Story"
        " raise that is not a multiple of 100, a paid Story with no cost and an ability while Robin Hood is"
        " active, and a jail of the active hero hands over to the first face-up character.",
        "Sherwood Forest cards are numbered 1-5 in the order built; a card's character may be any of the seven,"
        " Robin Hood included, and two cards may name the same one (the rulebook does not print the cards), the"
        " first of them being said to protect (H10).",
        "A Story card that jails a protected character together with discarding the Sherwood Forest cards jails"
        " first: the protection holds for that card, as the order of a Story card's effects says (H10).",
        "Tables created with rulings H1-H9 may build a Sherwood Forest card without naming its character; such a"
        " card protects no one the app knows of (H10).",
        "Taking a Story card's alternative (H11) is the `choice` \"alternative\" with the card's effects: its cost"
        " may be entered too, for the log, and is not paid. Effects the card has either way (a bounty raised"
        " whatever is chosen) are entered with it. Without `choice` a Story card's effects are applied as"
        " entered, as before.",
    )
    options = {
        "bounty": Int(minimum=0, maximum=900, default=300, description="Starting bounty: the track space chosen (H1)."),
        "catalogue": Object(fields=CATALOGUE.fields, default={"characters": {}, "king_richard": {}},
                            description="Skills and costs of the cards entered so far (H5); may be incomplete."),
        "rules": Choice(choices=(RULES_NOW,), default=RULES_NOW,
                        description="The rulings this table follows (tables made before H6-H9 keep H1-H5, tables"
                                    " made before H10-H11 keep H1-H9)."),
    }
    stored_option_values = {"rules": (RULES_BEFORE_H10, RULES_BEFORE_H6)}
    preset_schema = CATALOGUE  # a saved card catalogue, reused by later games
    preset_option = "catalogue"

    def check_preset(self, data: Mapping[str, Any]) -> None:
        check_catalogue(data)

    calculators = {
        "payment": Calculator(
            summary="Loot cards needed per resource once the active hero's skills are used (H5)",
            compute=payment,
            fields={"cost": payment_counts("The cost, by resource"),
                    "skills": payment_counts("The active hero's skills, by resource")},
            result=Object(fields={"loot_needed": MapOf(key=Str(min_length=1, max_length=12), value=Int(minimum=0),
                                                       description="Loot cards needed, by resource of the cost")}),
            description="Skills are a discount: loot needed = max(0, cost - skill) for each resource of the cost.",
        ),
    }

    moves = {
        "card_numbers": MoveSpec(
            "Enter a card's numbers when first needed: a character's skills, recruit and rescue costs (Robin"
            " Hood: only his Rescue cost, H6), or a King Richard card's cost (H5).",
            {"character": Choice(choices=CHARACTERS, names=NAMES, required=False), "skills": amounts("Skills", required=False),
             "recruit": amounts("Recruit cost", required=False), "rescue": amounts("Rescue cost", required=False),
             "king_richard": Choice(choices=KING_RICHARD, required=False),
             "cost": amounts("King Richard card cost", required=False)},
            result={
                "character": replace(CHARACTER, required=False, description="The character whose numbers were"
                                                                            " entered (H5, H6)"),
                "skills": counts("Its skills (Robin Hood: always 3 Archery and 2 Sword, H5)", required=False),
                "recruit": counts("Its Recruit cost (Robin Hood: none, H6)", required=False),
                "rescue": counts("Its Rescue cost (H6)", required=False),
                "king_richard": Choice(choices=KING_RICHARD, names=KING_RICHARD_NAMES, required=False,
                                       description="The King Richard card whose cost was entered (H5)"),
                "cost": counts("That King Richard card's cost (H5)", required=False),
            },
        ),
        "choose_hero": MoveSpec("Active hero phase: make a face-up character the active hero (H3, H6).",
                                {"character": Choice(choices=CHARACTERS, names=NAMES)},
                                result={"active": replace(CHARACTER, description="The new active hero (H3, H6)")}),
        "rob": MoveSpec(
            "Rob the rich: cards drawn (3) and the loot played into the inventory by resource (up to 3, H3; more"
            " or fewer after an adjustment, H7).",
            {"drawn": Int(minimum=0, maximum=LOOT_PER_ROUND + 10, default=LOOT_PER_ROUND),
             "played": amounts("Loot played into the inventory, by resource")},
            result={
                "drawn": Int(minimum=0, maximum=LOOT_PER_ROUND + 10, description="Loot cards drawn (H3, H7)"),
                "played": counts("Loot played into the inventory, by resource (H3)"),
                "hand": Int(minimum=0, maximum=HAND_LIMIT, description="Cards in hand afterwards (hand limit 5, H3)"),
                "discarded": Int(minimum=0, description="Cards discarded down to the hand limit of 5 (H3)"),
            },
        ),
        "recruit": MoveSpec("Action: recruit a Merry Man (H4).", {"character": Choice(choices=MERRY_MEN, names=NAMES)},
                            result=action_result("recruit", loot=LOOT_SPENT, active=Choice(
                                choices=MERRY_MEN, names=NAMES, required=False,
                                description="The recruited Merry Man, now the active hero as there was none (H6)"))),
        "rescue": MoveSpec("Action: rescue a jailed character, Robin Hood included (H4, H6).",
                           {"character": Choice(choices=CHARACTERS, names=NAMES)},
                           result=action_result("rescue", loot=LOOT_SPENT, active=replace(
                               CHARACTER, required=False,
                               description="The rescued character, now the active hero as there was none (H6)"))),
        "acquire_king_richard": MoveSpec("Action: acquire a King Richard card (H4).",
                                         {"card": Choice(choices=KING_RICHARD)},
                                         result=action_result("acquire_king_richard", loot=LOOT_SPENT)),
        "use_king_richard": MoveSpec("Action: use a held King Richard card (H4).",
                                     {"card": Choice(choices=("double-gold", "lower-bounty"))},
                                     result=action_result("use_king_richard")),
        "build": MoveSpec("Action: build a Sherwood Forest card for 2 Strength (H4), naming the character it"
                          " protects from jail (H10).",
                          {"protects": Choice(choices=CHARACTERS, names=NAMES, required=False,
                                              description="The character printed on the card (H10); tables made"
                                                          " before H10 may leave it out")},
                          result=action_result(
                              "build", loot=LOOT_SPENT,
                              protects=replace(CHARACTER, required=False,
                                               description="The character the card protects from jail (H10); absent"
                                                           " for a card built without one"),
                              card=replace(CARD_NUMBER, required=False,
                                           description="The card's number, 1-5 in the order built; with protects"
                                                       " (H10)"),
                              camp_complete=Bool(required=False, description="true when this card completed the"
                                                                             " camp: the bounty fell by 200 (H4)"))),
        "lower_bounty": MoveSpec("Action: lower the bounty by 100 for 3 Influence, once a round (H4).",
                                 result=action_result("lower_bounty", loot=LOOT_SPENT)),
        "ability": MoveSpec("Action: the active hero's Special Ability, with a note of what it did and, if the app"
                            " should count it, its effect (H7; Robin Hood has none).",
                            {"note": Str(min_length=1, max_length=200), **EFFECTS},
                            result=action_result(
                                "ability", note=Str(min_length=1, max_length=200, description="What the ability did,"
                                                                                              " as entered (H7)"),
                                reason=replace(HERO_ABILITY_WORDS, required=False,
                                               description="Whose Special Ability it was (H7); absent with no active"
                                                           " hero (a table made before H6-H9)"),
                                effects=replace(EFFECTS_DONE, required=False,
                                                description="What the ability changed (H7); absent when nothing"))),
        "no_action": MoveSpec("No action this round: the bounty rises by 100 (H4).",
                              result=action_result("no_action")),
        "adjust": MoveSpec(
            "A card's effect the rulebook does not print: a Special Ability, a King Richard card or a Story card,"
            " by name, and what it changed (H7). Shown in the log with that reason.",
            {"source": Choice(choices=SOURCES, description="Whose card: the active hero's Special Ability, a King"
                                                           " Richard card or a Story card"),
             "card": Str(min_length=1, max_length=60, description="The card's name or what it says"), **EFFECTS},
            result={
                "reason": message(("hero-reason-card",), {
                    "whose": message(("hero-reason-hero-ability", "hero-reason-ability", "hero-reason-king-richard",
                                      "hero-reason-story"),
                                     {"character": replace(CHARACTER_WORDS, required=False, description=(
                                         "The active hero (with hero-reason-hero-ability)"))},
                                     "Whose card: the active hero's Special Ability, a King Richard card or a Story"
                                     " card (H7)"),
                    "card": Str(min_length=1, max_length=60, description="The card's name, as entered")},
                    "The card the adjustment was for, as the log words it (H7)"),
                "effects": replace(EFFECTS_DONE, description="What the card changed (H7): at least one effect"),
                "bounty": BOUNTY_AFTER,
            },
        ),
        "story": MoveSpec(
            "Story phase: the card resolved. Either its effects (cost paid, loot lost, characters jailed, the"
            " Sherwood Forest cards lost, the bounty moved; any of them together, none for 'nothing', H7, H9) or,"
            " as first written, one outcome with its cost, character or amount.",
            {"card": Str(min_length=1, max_length=60, required=False, description="The Story card's name"),
             "cost": amounts("The cost paid, with the active hero's skills first (H5, H9)", required=False),
             "lost": amounts("Loot cards the card takes from the inventory, without the skill discount (H9)",
                             required=False),
             "jailed": ListOf(item=Choice(choices=CHARACTERS, names=NAMES), max_items=len(CHARACTERS), required=False,
                              description="Characters the card jails (H6)"),
             "sherwood_lost": Bool(required=False, description="The Sherwood Forest cards are lost"),
             "choice": Choice(choices=("pay", "alternative"), required=False,
                              description="Pay the card's cost (skills first, H5) or take its printed alternative"
                                          " instead (H11): the effects entered, the cost not paid"),
             "bounty": Int(minimum=-LOSE_AT, maximum=LOSE_AT, required=False,
                           description="The bounty raised (+) or lowered (-): a multiple of 100 (H8)"),
             "outcome": Choice(choices=("paid", "jailed", "sherwood_lost", "bounty_raised", "nothing"), required=False,
                               description="One outcome (the first form of this move)"),
             "character": Choice(choices=CHARACTERS, names=NAMES, required=False, description="With outcome jailed"),
             "amount": Int(minimum=100, maximum=1000, required=False, description="With outcome bounty_raised")},
            result={
                "outcome": Choice(choices=("paid", "loot_lost", "jailed", "sherwood_lost", "bounty_raised",
                                           "bounty_lowered", "several", "nothing", "alternative"),
                                  description="What the card did in one word: the outcome entered, or the one effect"
                                              " entered, several, or alternative (H7, H11)"),
                "card": Str(min_length=1, max_length=60, required=False, description="The Story card's name"),
                "alternative": Bool(required=False, description="true: the card's alternative was taken instead of"
                                                                " paying (H11)"),
                "unpaid": counts("The cost left unpaid for the alternative, as entered (H11)", minimum=1,
                                 required=False),
                "loot": replace(LOOT_SPENT, required=False, description="Loot cards paid, by resource, once the active"
                                                                        " hero's skills were used (H5, H9)"),
                "loot_lost": counts("Loot cards the card took from the inventory without the skill discount (H9)",
                                    minimum=1, required=False),
                "protected": ListOf(item=Object(fields={
                    "character": replace(CHARACTER, description="The character kept out of jail"),
                    "card": replace(CARD_NUMBER, description="The Sherwood Forest card protecting them (H10)")}),
                    max_items=len(CHARACTERS), required=False,
                    description="Characters a Sherwood Forest card kept out of jail (H10)"),
                "jailed": ListOf(item=CHARACTER, max_items=len(CHARACTERS), required=False,
                                 description="Characters jailed (H6); with a jail entered, even if all were protected"),
                "pick_hero": Bool(required=False, description="The active hero was jailed and several characters are"
                                                              " face-up: the player picks one next (H6)"),
                "active": replace(CHARACTER, nullable=True, required=False,
                                  description="The active hero after the active one was jailed: the one face-up"
                                              " character left, or null (none, or the player picks, H6)"),
                "lost_cards": Int(minimum=0, maximum=SHERWOOD_CARDS, required=False,
                                  description="Sherwood Forest cards discarded (H10, H11)"),
                "bounty_change": Int(minimum=-LOSE_AT, maximum=LOSE_AT, required=False,
                                     description="The bounty raised (+) or lowered (-) by the card (H8)"),
                "bounty": BOUNTY_AFTER,
                "story_left": Int(minimum=0, maximum=STORY_CARDS - 1, description="Story cards left in the deck (H2)"),
            },
        ),
    }

    def check_options(self, options: Mapping[str, Any]) -> None:
        if options["bounty"] % BOUNTY_STEP:
            raise RuleError(msg("hero-starting-bounty", bounty=track(options["bounty"])), rule="H1", field="bounty")
        check_catalogue(options["catalogue"])

    def seats(self, options: Mapping[str, Any]) -> int:
        return 1

    def setup(self, options: Mapping[str, Any]) -> State:
        characters = {name: catalogue_entry(name, entry["skills"], entry["recruit"], entry["rescue"])
                      for name, entry in options["catalogue"].get("characters", {}).items()}
        return {
            "seats": 1,
            "rules": options.get("rules", RULES_BEFORE_H6),  # stored options of older tables have none
            "bounty": options["bounty"],
            "bounty_by_round": [options["bounty"]],
            "catalogue": {"characters": characters,
                          "king_richard": dict(options["catalogue"].get("king_richard", {}))},
            "characters": {"robin-hood": "face-up", **{m: "face-down" for m in MERRY_MEN}},
            "recruited": [],
            "active": "robin-hood",  # None when no character is face-up, or while the player picks (H6)
            "round": 1,
            "phase": "active",
            "hand": 3,  # the three cards of the set-up hand
            "inventory": {r: 0 for r in RESOURCES},
            "sherwood": 0,
            "king_richard": {card: "available" for card in KING_RICHARD},
            "story_left": STORY_CARDS,
            "actions_taken": 0,
            "lowered_this_round": False,
            "extra": {"draws": 0, "plays": 0, "actions": 0},  # this round's adjustments (H7)
            "outcome": None,  # "won" | "lost"
            "lost_because": None,
        }

    def upgrade(self, state: State) -> State:
        return upgrade(state)  # a snapshot stored before H6-H9

    # -- what may be entered now (engine/choices.py): each move of the round's phase, its values limited
    # to what the rules accept in this state; a card's printed numbers keep their declared range

    def legal_moves(self, state: State) -> list[LegalMove]:
        """The moves of the phase the round is in (H3): choosing the active hero and robbing, the actions the
        inventory can pay (H4, H5), the Story card; a card's numbers when an action needs them first (H5), and an
        adjustment at any time (H7). None once the game is over (H2)."""
        state = upgrade(dict(state))
        if state["outcome"] is not None:
            return []
        moves = [*self._legal_numbers(state), self._legal_adjust(state)]
        phase = state["phase"]
        if phase in ("active", "rob"):
            moves += self._legal_hero_and_rob(state)
        if phase == "action":
            moves += self._legal_actions(state)
        if phase == "story" or (phase == "action" and state["actions_taken"]):  # extra actions may go unused
            moves.append(self._legal_story(state))
        return moves

    @staticmethod
    def _legal_numbers(state: State) -> list[LegalMove]:
        """H5: a card's numbers may be entered (again) at any time; those an action needs now each get a move of
        their own, so the screen asks for them where the action is: to recruit (H5) or to rescue (H6)."""
        anything = LegalMove("card_numbers", 0, {"character": one_of(CHARACTERS), "king_richard": one_of(KING_RICHARD)},
                             require=("skills", "recruit", "rescue"), rule="H5")
        if state["phase"] != "action" or state["actions_taken"] >= actions_allowed(state):
            return [anything]
        known, needed = state["catalogue"]["characters"], []
        for character in CHARACTERS:
            status = state["characters"][character]
            if character in known or status == "face-up" or (status == "face-down" and character in state["recruited"]):
                continue
            robin = character == "robin-hood"
            needed.append(LegalMove("card_numbers", 0, {"character": one_of([character])},
                                    omit=("king_richard", "cost", *(("skills", "recruit") if robin else ())),
                                    require=("rescue",) if robin else ("skills", "recruit", "rescue"),
                                    rule="H6" if status == "jailed" else "H5"))
        for card in KING_RICHARD:
            if state["king_richard"][card] == "available" and card not in state["catalogue"]["king_richard"]:
                needed.append(LegalMove("card_numbers", 0, {"king_richard": one_of([card])},
                                        omit=("character", "skills", "recruit", "rescue"), require=("cost",), rule="H5"))
        return [anything, *needed]

    @staticmethod
    def _legal_adjust(state: State) -> LegalMove:
        """H7: any card's effect, at any time; a Special Ability's only while a hero other than Robin Hood is
        active; the draws and plays only before robbing, extra actions only before the Story card (H3)."""
        sources = [s for s in SOURCES if s != "ability" or able_to_use_ability(state)]
        return LegalMove("adjust", 0, {"source": one_of(sources), "hand": hand_change(state)},
                         omit=effects_closed(state), rule="H7")

    @staticmethod
    def _legal_hero_and_rob(state: State) -> list[LegalMove]:
        """H3, H6: any face-up character may be made the active hero; robbing waits while a jailed hero is
        not yet replaced."""
        moves = []
        if face_up(state):
            moves.append(LegalMove("choose_hero", 0, {"character": one_of(face_up(state))},
                                   rule="H6" if hero_to_pick(state) else "H3"))
        if not hero_to_pick(state):
            extra = bool(state["extra"]["draws"] or state["extra"]["plays"])
            moves.append(LegalMove("rob", 0, {"drawn": between(0, round_limit(state, "draws"))},
                                   rule="H7" if extra else "H3"))
        return moves

    def _legal_actions(self, state: State) -> list[LegalMove]:
        """H4: the actions the inventory can pay now (skills first, H5; no active hero, loot alone, H6)."""
        if state["actions_taken"] >= actions_allowed(state):
            return []
        moves = []
        recruitable = [m for m in MERRY_MEN if state["characters"][m] == "face-down" and m not in state["recruited"]
                       and can_pay(state, known_cost(state, m, "recruit"))]
        if recruitable:
            moves.append(LegalMove("recruit", 0, {"character": one_of(recruitable)}, rule="H4"))
        rescuable = [c for c in CHARACTERS if state["characters"][c] == "jailed"
                     and can_pay(state, known_cost(state, c, "rescue"))]
        if rescuable:
            moves.append(LegalMove("rescue", 0, {"character": one_of(rescuable)}, rule="H6"))
        acquirable = [card for card in KING_RICHARD if state["king_richard"][card] == "available"
                      and can_pay(state, state["catalogue"]["king_richard"].get(card))]
        if acquirable:
            moves.append(LegalMove("acquire_king_richard", 0, {"card": one_of(acquirable)}, rule="H4"))
        held = [card for card in ("double-gold", "lower-bounty") if state["king_richard"][card] == "held"]
        if held:
            moves.append(LegalMove("use_king_richard", 0, {"card": one_of(held)}, rule="H4"))
        if state["sherwood"] < SHERWOOD_CARDS and can_pay(state, SHERWOOD_COST):
            asks = asks_sherwood_character(state)
            moves.append(LegalMove("build", 0, {"protects": one_of(CHARACTERS)}, require=("protects",) if asks else (),
                                   rule="H10" if asks else "H4"))
        if not state["lowered_this_round"] and can_pay(state, LOWER_BOUNTY_COST):
            moves.append(LegalMove("lower_bounty", 0, rule="H4"))
        if before_h6(state) or able_to_use_ability(state):
            moves.append(LegalMove("ability", 0, {"hand": hand_change(state)}, omit=("draws", "plays"),
                                   rule="H7"))
        if not state["actions_taken"]:
            moves.append(LegalMove("no_action", 0, rule="H4"))
        return moves

    @staticmethod
    def _legal_story(state: State) -> LegalMove:
        """The Story card (H7, H9, H11): it may jail the characters face-up (H6) and be paid when a skill or a
        card can pay anything (H5), or its alternative taken; entered by its effects (the first form, one
        ``outcome``, stays accepted for older tools)."""
        free = face_up(state)
        fields: dict[str, Domain] = {"choice": one_of(("pay", "alternative") if anything_to_pay(state) else ("alternative",)),
                                     "sherwood_lost": one_of((False, True))}
        omit = ["outcome", "character", "amount"]
        if free:
            fields["jailed"] = Domain(items=one_of(free), min_items=0, max_items=len(free))
        else:
            omit.append("jailed")
        return LegalMove("story", 0, fields, omit=tuple(omit), rule="H11")

    # -- moves: Game.apply has refused a finished game (H2); the one seat's moves are all its own

    over_rule = "H2"

    def over_sentence(self, state: State) -> Text:
        return msg("hero-over", outcome=state["outcome"])

    @staticmethod
    def _phase(state: State, *allowed: str, doing: str) -> None:
        """H3: ``doing`` is what the move does, a key the catalog words: story, choose-hero, rob or action."""
        if state["phase"] not in allowed:
            raise RuleError(msg("hero-wrong-phase", doing=doing, phase=msg("hero-phase", phase=state["phase"])),
                            rule="H3")

    def move_card_numbers(self, state: State, move: Move, seat: int) -> Result:
        character = move.get("character")
        if character:
            robin = character == "robin-hood"
            parts = {}
            for part in ("skills", "recruit", "rescue"):
                value = move.get(part)
                if value is None and not (robin and part != "rescue"):
                    raise RuleError(msg("hero-enter-part", character=character_words(character), part=part),
                                    rule="H5", field=part)
                parts[part] = self._amounts(value or {}, part)
            entry = catalogue_entry(character, parts["skills"], parts["recruit"], parts["rescue"])
            state["catalogue"]["characters"][character] = entry
            return {"character": character, **entry}
        if move.get("king_richard"):
            cost = self._amounts(move.get("cost") or {}, "cost")
            state["catalogue"]["king_richard"][move["king_richard"]] = cost
            return {"king_richard": move["king_richard"], "cost": cost}
        raise RuleError(msg("hero-name-character-or-card"), rule="H5", field="character")

    @staticmethod
    def _amounts(value: Mapping[str, Any], field: str) -> dict[str, int]:
        clean = {}
        for resource, n in value.items():
            check_resource(resource, f"{field}.{resource}")
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 20:
                raise RuleError(msg("hero-count-range", resource=resource_words(resource)), rule="H5",
                                field=f"{field}.{resource}")
            clean[resource] = n
        return clean

    def move_choose_hero(self, state: State, move: Move, seat: int) -> Result:
        character = move["character"]
        self._phase(state, "active", doing="choose-hero")
        if state["characters"][character] != "face-up":
            raise RuleError(msg("hero-not-face-up-to-lead", character=character_words(character)), rule="H3",
                            field="character")
        state["active"] = character
        return {"active": character}

    def move_rob(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "active", "rob", doing="rob")
        if hero_to_pick(state):
            free = joined([character_words(c) for c in face_up(state)], "comma")
            raise RuleError(msg("hero-pick-hero-first", characters=free), rule="H6", field="character")
        draws, plays = round_limit(state, "draws"), round_limit(state, "plays")
        if move["drawn"] > draws:
            raise RuleError(msg("hero-draw-limit", draws=draws, drawn=move["drawn"]),
                            rule="H7" if state["extra"]["draws"] else "H3", field="drawn")
        played = self._amounts(move["played"], "played")
        count = sum(played.values())
        if count > plays:
            raise RuleError(msg("hero-play-limit", plays=plays, count=count),
                            rule="H7" if state["extra"]["plays"] else "H3", field="played")
        in_hand = state["hand"] + move["drawn"]
        if count > in_hand:
            raise RuleError(msg("hero-hand-short", held=in_hand, count=count), rule="H3", field="played")
        for resource, n in played.items():
            state["inventory"][resource] += n
        hand = in_hand - count
        discarded = max(0, hand - HAND_LIMIT)
        state["hand"] = hand - discarded
        state["phase"] = "action"
        return {"drawn": move["drawn"], "played": played, "hand": state["hand"], "discarded": discarded}

    def _action(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "action", doing="action")
        kind = move["type"]
        result: Result = {"action": kind}
        if kind == "recruit":
            character = move["character"]
            if state["characters"][character] != "face-down" or character in state["recruited"]:
                raise RuleError(msg("hero-already-recruited", character=character_words(character)), rule="H4",
                                field="character")
            result["loot"] = spend(state, numbers(state, character)["recruit"],
                                   msg("hero-paying", cost="recruit", character=character_words(character)))
            self._comes_face_up(state, character, result)
            state["recruited"].append(character)
        elif kind == "rescue":
            character = move["character"]
            if state["characters"][character] != "jailed":
                raise RuleError(msg("hero-not-in-jail", character=character_words(character)), rule="H6",
                                field="character")
            result["loot"] = spend(state, numbers(state, character)["rescue"],
                                   msg("hero-paying", cost="rescue", character=character_words(character)))
            self._comes_face_up(state, character, result)
        elif kind == "acquire_king_richard":
            card = move["card"]
            if state["king_richard"][card] != "available":
                raise RuleError(msg("hero-king-richard-not-available"), rule="H4", field="card")
            cost = state["catalogue"]["king_richard"].get(card)
            if cost is None:
                raise RuleError(msg("hero-king-richard-cost-first"), rule="H5", field="card")
            result["loot"] = spend(state, cost, msg("hero-paying", cost="king-richard", character=""))
            state["king_richard"][card] = "active" if card == "story-sight" else "held"
        elif kind == "use_king_richard":
            card = move["card"]
            if state["king_richard"][card] != "held":
                raise RuleError(msg("hero-king-richard-not-held"), rule="H4", field="card")
            state["king_richard"][card] = "available"  # used: returned face-down to the area
            if card == "lower-bounty":
                self._move_bounty(state, -200)
        elif kind == "build":
            if state["sherwood"] >= SHERWOOD_CARDS:
                raise RuleError(msg("hero-camp-built"), rule="H4")
            protects = move.get("protects")
            if protects is None and asks_sherwood_character(state):
                raise RuleError(msg("hero-name-protected"), rule="H10", field="protects")
            result["loot"] = spend(state, SHERWOOD_COST, msg("hero-paying", cost="sherwood", character=""))
            if protects is not None or "sherwood_protects" in state:
                state["sherwood_protects"] = sherwood_protects(state) + [protects]
            state["sherwood"] += 1
            if protects is not None:
                result.update(protects=protects, card=state["sherwood"])
            if state["sherwood"] == SHERWOOD_CARDS:
                self._move_bounty(state, -200)
                result["camp_complete"] = True
        elif kind == "lower_bounty":
            if state["lowered_this_round"]:
                raise RuleError(msg("hero-lower-once"), rule="H4")
            result["loot"] = spend(state, LOWER_BOUNTY_COST, msg("hero-paying", cost="lower-bounty", character=""))
            self._move_bounty(state, -BOUNTY_STEP)
            state["lowered_this_round"] = True
        elif kind == "ability":
            self._ability(state, move, result)
        elif kind == "no_action":
            if state["actions_taken"]:
                raise RuleError(msg("hero-no-action-after-action"), rule="H4")
            self._move_bounty(state, +BOUNTY_STEP)
        state["actions_taken"] += 1
        if kind == "no_action" or state["actions_taken"] >= actions_allowed(state):
            state["phase"] = "story"
        result["bounty"] = state["bounty"]
        self._check_end(state)
        return result

    # Every action of the action phase (H4) is played by _action: they share the phase, the count and the end.
    move_recruit = move_rescue = move_acquire_king_richard = move_use_king_richard = _action
    move_build = move_lower_bounty = move_ability = move_no_action = _action

    def _ability(self, state: State, move: Move, result: Result) -> None:
        if not before_h6(state):  # a table made before H7 logged these as they came
            self._check_ability_user(state)
        result["note"] = move["note"]
        if state["active"] is not None:  # a message (older logs hold it as an English sentence)
            result["reason"] = hero_ability_words(state["active"]).to_json()
        effects = self._effects(state, move, required=False, card=None)
        if effects:
            result["effects"] = effects

    @staticmethod
    def _check_ability_user(state: State) -> None:
        if state["active"] is None:
            raise RuleError(msg("hero-no-hero-no-ability"), rule="H6")
        if state["active"] == "robin-hood":
            raise RuleError(msg("hero-robin-no-ability"), rule="H7")

    @staticmethod
    def _comes_face_up(state: State, character: str, result: Result) -> None:
        state["characters"][character] = "face-up"
        if state["active"] is None:  # H6: no active hero until a character is face-up again
            state["active"] = character
            result["active"] = character

    def move_adjust(self, state: State, move: Move, seat: int) -> Result:
        source, card = move["source"], move["card"]
        if source == "ability":
            self._check_ability_user(state)
        ability = hero_ability_words(state["active"]) if source == "ability" else msg("hero-reason-ability")
        reason = card_reason(source, card, ability).to_json()
        effects = self._effects(state, move, required=True, card=card)
        result: Result = {"reason": reason, "effects": effects, "bounty": state["bounty"]}
        self._check_end(state)
        return result

    def _effects(self, state: State, move: Move, *, required: bool, card: str | None) -> dict[str, Any]:
        """Check, then apply, an adjustment's effects (H7); returns the ones that change something.
        ``card`` is the adjusting card's name; None for a Special Ability used as the round's action."""
        # The refusals name the card ("“Ambush” takes ...") or say "This Special Ability".
        what = {"what": "ability" if card is None else "card", "card": card or ""}
        for resource in move.get("inventory") or {}:
            check_resource(resource, f"inventory.{resource}")
        inventory = {r: n for r, n in (move.get("inventory") or {}).items() if n}
        effects: dict[str, Any] = {"inventory": inventory} if inventory else {}
        effects.update({name: move[name] for name in ("hand", "draws", "plays", "actions", "bounty")
                        if move.get(name)})
        if not effects:
            if required:
                raise RuleError(msg("hero-enter-effects", **what), rule="H7", field="card")
            return {}
        for resource, n in inventory.items():
            if state["inventory"][resource] + n < 0:
                raise RuleError(msg("hero-takes-loot", **what, taken=loot_words(resource, -n),
                                    held=state["inventory"][resource]), rule="H7", field=f"inventory.{resource}")
        if state["hand"] + effects.get("hand", 0) < 0:
            raise RuleError(msg("hero-takes-hand", **what, count=-effects["hand"], held=state["hand"]), rule="H7",
                            field="hand")
        for name in ("draws", "plays"):
            if name in effects and state["phase"] != "active":
                raise RuleError(msg("hero-draws-over", **what, effect=name), rule="H3", field=name)
        if "actions" in effects and state["phase"] not in ("active", "action"):
            raise RuleError(msg("hero-actions-over", **what), rule="H3", field="actions")
        if effects.get("bounty", 0) % BOUNTY_STEP:
            raise RuleError(msg("hero-bounty-steps", amount=abs(effects["bounty"])), rule="H8", field="bounty")
        for resource, n in inventory.items():
            state["inventory"][resource] += n
        state["hand"] += effects.get("hand", 0)
        for name in ("draws", "plays", "actions"):
            state["extra"][name] += effects.get(name, 0)
        self._move_bounty(state, effects.get("bounty", 0))
        return effects

    # -- the Story card

    def move_story(self, state: State, move: Move, seat: int) -> Result:
        if not (state["phase"] == "action" and state["actions_taken"]):  # extra actions may go unused
            self._phase(state, "story", doing="story")
        alternative = self._check_choice(move)
        unpaid = without_zeros(self._amounts(move.get("cost") or {}, "cost")) if alternative else {}
        effects = self._story_effects(state, {**move, "cost": None} if alternative else move)
        if alternative and not effects:
            raise RuleError(msg("hero-enter-alternative"), rule="H11", field="choice")
        if move.get("choice") == "pay" and "cost" not in effects:
            raise RuleError(msg("hero-pay-needs-cost"), rule="H9", field="cost")
        outcome = "alternative" if alternative else move.get("outcome") or self._outcome_of(effects)
        result: Result = {"outcome": outcome}
        if move.get("card"):
            result["card"] = move["card"]
        if alternative:  # H11: the cost stays unpaid; the card's alternative applies instead
            result["alternative"] = True
            if unpaid:
                result["unpaid"] = unpaid
        if "cost" in effects:
            result["loot"] = self._pay_story(state, self._amounts(effects["cost"], "cost"))
        if effects.get("lost"):
            result["loot_lost"] = self._lose_loot(state, effects["lost"])
        if effects.get("jailed"):
            self._jail(state, effects["jailed"], result)
        if effects.get("sherwood_lost"):
            result["lost_cards"] = state["sherwood"]
            state["sherwood"] = 0
            if "sherwood_protects" in state:  # H10: a discarded card protects no one
                state["sherwood_protects"] = []
        if effects.get("bounty"):
            result["bounty_change"] = effects["bounty"]
            self._move_bounty(state, effects["bounty"])
        self._next_round(state)
        self._check_end(state, story_resolved=True)
        result.update(bounty=state["bounty"], story_left=state["story_left"])
        return result

    @staticmethod
    def _check_choice(move: Move) -> bool:
        """H11: pay the cost or take the card's alternative; True for the alternative."""
        choice = move.get("choice")
        if choice is not None and move.get("outcome") is not None:
            raise RuleError(msg("hero-choice-with-outcome"), rule="H11", field="choice")
        return choice == "alternative"

    @staticmethod
    def _pay_story(state: State, cost: Mapping[str, int]) -> dict[str, int]:
        """H5 refuses a payment the inventory cannot make; H11 says what the player can do instead."""
        try:
            return spend(state, cost, msg("hero-paying", cost="story", character=""))
        except RuleError as short:
            raise RuleError(msg("hero-story-cannot-pay", short=short.message), rule=short.rule, field="cost") from short

    def _story_effects(self, state: State, move: Move) -> dict[str, Any]:
        """The Story move as effects, from either of its forms; checks H6, H8, H9."""
        outcome = move.get("outcome")
        if outcome is None:
            for old in ("character", "amount"):
                if move.get(old) is not None:
                    raise RuleError(msg("hero-old-field-needs-outcome"), rule="H7", field=old)
            # An empty or zero entry is no effect, except a cost: "paid" with no cost is refused below (H9).
            effects = {name: move[name] for name in ("cost", "jailed", "sherwood_lost", "bounty")
                       if move.get(name) not in (None, False, [], 0)}
            if without_zeros(self._amounts(move.get("lost") or {}, "lost")):
                effects["lost"] = move["lost"]
        else:
            for new in ("lost", "jailed", "sherwood_lost", "bounty"):
                if move.get(new) not in (None, False, [], {}):
                    raise RuleError(msg("hero-outcome-or-effects"), rule="H7", field=new)
            effects = self._outcome_effects(move, outcome)
        if "cost" in effects and not without_zeros(self._amounts(effects["cost"], "cost")):
            if before_h6(state):  # H1-H5 took an empty payment as "nothing"
                del effects["cost"]
            else:
                raise RuleError(msg("hero-paid-needs-cost"), rule="H9", field="cost")
        if effects.get("bounty", 0) % BOUNTY_STEP and not before_h6(state):
            raise RuleError(msg("hero-bounty-steps", amount=abs(effects["bounty"])), rule="H8",
                            field="bounty" if outcome is None else "amount")
        return effects

    @staticmethod
    def _outcome_effects(move: Move, outcome: str) -> dict[str, Any]:
        if outcome == "paid":
            return {"cost": move.get("cost") or {}}
        if outcome == "jailed":
            if move.get("character") is None:
                raise RuleError(msg("hero-name-jailed"), rule="H6", field="character")
            return {"jailed": [move["character"]]}
        if outcome == "sherwood_lost":
            return {"sherwood_lost": True}
        if outcome == "bounty_raised":
            if move.get("amount") is None:
                raise RuleError(msg("hero-say-rise"), rule="H8", field="amount")
            return {"bounty": move["amount"]}
        return {}

    @staticmethod
    def _outcome_of(effects: Mapping[str, Any]) -> str:
        """A one-word summary of a Story card entered by its effects (the log's first form)."""
        if not effects:
            return "nothing"
        if len(effects) > 1:
            return "several"
        return {"cost": "paid", "lost": "loot_lost", "jailed": "jailed", "sherwood_lost": "sherwood_lost",
                "bounty": "bounty_raised" if effects.get("bounty", 0) > 0 else "bounty_lowered"}[next(iter(effects))]

    def _lose_loot(self, state: State, lost: Mapping[str, Any]) -> dict[str, int]:
        """H9: cards taken away without the skill discount."""
        lost = without_zeros(self._amounts(lost, "lost"))
        for resource, n in lost.items():
            if n > state["inventory"][resource]:
                raise RuleError(msg("hero-cannot-lose", held=loot_words(resource, state["inventory"][resource]),
                                    count=n), rule="H9", field=f"lost.{resource}")
        for resource, n in lost.items():
            state["inventory"][resource] -= n
        return lost

    @staticmethod
    def _jail(state: State, jailed: list[str], result: Result) -> None:
        if len(set(jailed)) < len(jailed):
            raise RuleError(msg("hero-jail-once"), rule="H6", field="jailed")
        for character in jailed:
            if state["characters"][character] != "face-up":
                raise RuleError(msg("hero-not-face-up-to-jail", character=character_words(character)), rule="H6",
                                field="jailed")
        cards = {character: protecting_card(state, character) for character in jailed}
        protected = [{"character": c, "card": n} for c, n in cards.items() if n is not None]
        if protected:  # H10: the Sherwood Forest card keeps its character out of jail
            result["protected"] = protected
            jailed = [c for c in jailed if cards[c] is None]
        for character in jailed:
            state["characters"][character] = "jailed"
        result["jailed"] = list(jailed)
        if state["active"] not in jailed:
            return
        free = face_up(state)
        if before_h6(state):
            state["active"] = free[0] if free else None  # H1-H5: handed over by itself
        else:  # H6: the player picks among several; one is no choice; none leaves no active hero
            state["active"] = free[0] if len(free) == 1 else None
            result["pick_hero"] = len(free) > 1
        result["active"] = state["active"]

    @staticmethod
    def _next_round(state: State) -> None:
        state["story_left"] -= 1
        state["round"] += 1
        state["phase"] = "active"
        state["actions_taken"] = 0
        state["lowered_this_round"] = False
        state["extra"] = {"draws": 0, "plays": 0, "actions": 0}
        state["bounty_by_round"].append(state["bounty"])

    @staticmethod
    def _move_bounty(state: State, change: int) -> None:
        state["bounty"] = max(0, state["bounty"] + change)  # H1: never below 0

    @staticmethod
    def _check_end(state: State, story_resolved: bool = False) -> None:
        """H2, checked after every change."""
        free_men = all(state["characters"][m] == "face-up" for m in MERRY_MEN)
        if state["bounty"] >= LOSE_AT:
            state["outcome"], state["lost_because"] = "lost", lost_by("bounty")
        elif free_men and state["bounty"] < WIN_BELOW:
            state["outcome"] = "won"
        elif story_resolved and state["story_left"] == 0:
            state["outcome"], state["lost_because"] = "lost", lost_by("story")
        if state["outcome"]:
            state["phase"] = "over"

    def result_today(self, move_type: str, result: Result) -> Result:
        """An ability's or adjustment's ``reason``, stored as an English sentence before it was a
        message, as the message."""
        if move_type in ("ability", "adjust") and isinstance(result.get("reason"), str):
            return {**result, "reason": reason_today(move_type, result["reason"]).to_json()}
        return result

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        out = upgrade({**state, "extra": dict(state.get("extra") or {"draws": 0, "plays": 0, "actions": 0})})
        if isinstance(out.get("lost_because"), str):  # a table lost before it was a message: read as one (typed)
            out["lost_because"] = lost_by(lost_because(out))
        active = out["active"]
        known = active == "robin-hood" or active in out["catalogue"]["characters"]
        out["active_skills"] = skills_of(out, active) if known else {}
        out["pick_hero"] = hero_to_pick(out)
        out["limits"] = {"draws": round_limit(out, "draws"), "plays": round_limit(out, "plays"),
                         "actions": actions_allowed(out)}
        # H10: each card in play and whom it protects (None: built at a table that did not ask).
        out["sherwood_cards"] = [{"card": n, "protects": c} for n, c in enumerate(sherwood_protects(out), start=1)]
        out["asks_sherwood_character"] = asks_sherwood_character(out)
        return out

    def status(self, state: State) -> dict[str, Any]:
        return {"finished": state["outcome"] is not None, "winners": [0] if state["outcome"] == "won" else []}

    # -- the end
    progress_unit = "round"
    progress_measure = "bounty"

    def final_standing(self, state: State, names: Sequence[str]) -> Standing:
        """H2: won with all six Merry Men face-up and the bounty under 500; lost at 1000 or after the last
        Story card. A solo game without points: the player wins or loses."""
        player, won = who(0, names), state["outcome"] == "won"
        outcome = msg("hero-outcome-won" if won else "hero-outcome-lost", player=player, round=state["round"],
                      bounty=track(state["bounty"]), why=lost_because(state))
        return Standing.all_or_none(outcome, seats=1, won=won)

    def turn(self, state: State) -> Turn | None:
        """Solo: every turn is the one player's, round by round (H3)."""
        if state.get("outcome") is not None:
            return None
        return Turn((0,), Period("round", state["round"]))

    def progress_point(self, state: State, moves: int) -> Point | None:
        return Period("round", state["round"]), [state["bounty"]]

    def start_seat(self, state: State) -> int | None:
        return 0  # solo

    # -- setting up the table (issue 37): the rulebook's "Set-Up", steps 1 to 8, for these options
    # (the only one that changes it: the starting bounty, H1).

    def setup_steps(self, options: Mapping[str, Any]) -> list[Message]:
        return [
            msg("setup-hero-piles"),
            msg("setup-hero-story-2", step=1, removed=STORY_2_REMOVED, left=STORY_2_CARDS - STORY_2_REMOVED),
            msg("setup-hero-story-1", step=2, removed=STORY_1_REMOVED, left=STORY_1_CARDS - STORY_1_REMOVED,
                deck=STORY_CARDS),  # H2
            msg("setup-hero-loot", step=3, cards=LOOT_CARDS),
            msg("setup-hero-characters", step=4, face_down=len(MERRY_MEN)),
            msg("setup-hero-robin", step=5),
            msg("setup-hero-king-richard", step=6, cards=len(KING_RICHARD), forest=SHERWOOD_CARDS),
            msg("setup-hero-bounty", step=7, bounty=int(options.get("bounty", 300))),  # H1
            msg("setup-hero-hand", step=8, cards=LOOT_PER_ROUND),
        ]


register(HeroOfThePeople())
