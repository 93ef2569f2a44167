"""Rescuing Robin Hood: the five-day companion (cooperative).

Players keep playing with the real cards. The app tracks the battlefield and
every band, checks each move against the rules and computes what people get
wrong: attack results (R1-R3), what passes to the next player (R5), the Castle
bonus (R10) and the expert score (R12). Rulings R1-R18 are in
``docs/rulings.md`` (generated from the rulings each game declares).

Every card on the battlefield has an ``id`` that never changes while it is
there, and moves name cards by it (``guard``, ``guards``, ``chosen``,
``revealed``), as people point at the card in front of them; the app fills in
what it already knows (a Wit attack's next card, the values seen before). The
shapes written before ids existed (positions counted from the row's end,
``card`` on ``wit``, parallel ``cards`` and ``values`` on ``stealth``) are
still accepted, so stored logs replay to the same state.

The rulebook's worked examples:

>>> attack("wit", 14, [4, 6, 5])  # Maid Marian pushes her luck and fails
{'success': False, 'defeated': 0, 'guard_total': 15, 'remaining': 0}
>>> attack("brawn", 11, [2, 1, 3, 2])  # her Brawn attack: 8 against 11
{'success': True, 'defeated': 4, 'guard_total': 8, 'remaining': 3}
>>> attack("stealth", 8, [3, 2, 3])  # Little John: ties go to the Merry Band
{'success': True, 'defeated': 3, 'guard_total': 8, 'remaining': 0}
>>> castle_bonus(23)
7
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from ..choices import Domain, LegalMove, between, one_of
from ..errors import RuleError
from ..fields import Bool, Choice, Int, ListOf, Object, Str, public_view
from ..periods import Period
from ..game import Calculator, Game, Move, MoveSpec, Result, State, Turn, copy_state
from ..registry import register
from ..messages import Message, Text, msg
from ..standing import Point, Standing
from ..words import amount_words, who


ATTRIBUTES = ("wit", "brawn", "stealth")
GUARD_RANGE = {"blue": (1, 6), "red": (2, 9)}  # R15
MEDALLIONS = ("bronze", "silver", "gold")
RANKS = [(0, "Babe in the Woods"), (50, "First Archery Lesson"), (90, "Apprentice Cook"), (120, "Outlaw"),
         (140, "Expert Marksman"), (155, "Golden Arrow Award"), (164, "Robin Hood"), (172, "Savior of Sherwood")]

RULINGS = {
    "R1": "Ties always go to the Merry Band: an attack succeeds when the guards' total is at most the attribute.",
    "R2": "Wit starts at the face-up guard at the end of the row and goes along it in order; after each success"
          " the attacker stops (outwitted guards discarded) or continues. On failure the outwitted guards go back"
          " face-up in order and Wit becomes 0.",
    "R3": "Brawn reveals the whole row and compares its total. Stealth compares the total of any chosen guards of"
          " one row, face-up or face-down.",
    "R4": "At most 2 attacks a turn, each with a different attribute (exception: R11). Jolliness is spent only on"
          " your own turn, +1 to Wit, Brawn or Stealth per point.",
    "R5": "Carry-over to the next player: unspent Jolliness; all Brawn if no Brawn attack, the Brawn left after a"
          " successful one, 0 after a failed one. Nothing negative is passed; the last player of the day passes"
          " nothing (solo: R13).",
    "R6": "Cookery +2 Wit, Brawn or Stealth to any band; Scouting reveals up to 2 guards of one row; Prayer x1"
          " moves a guard; Prayer x2 (from one or two players) removes a guard. Tokens are spent in any planning"
          " phase on any turn. At day's end Scouting and Prayer are lost and Cookery becomes Mead (+1 Jolliness"
          " to any player, never expires). Nothing but Wit, Brawn or Stealth removes the Castle or the Sheriff.",
    "R7": "Whenever a row's end guard is face-down it is flipped face-up. A row with no guards left frees its"
          " villagers at once (to the Major Oak).",
    "R8": "End of day: unrescued villagers are imprisoned, guards discarded, rescued but unrecruited villagers go"
          " to Sherwood Forest, the first player passes clockwise. End of day 2: bands cut to 8; day 4: to 4."
          " Cut villagers retire to Sherwood Forest.",
    "R9": "Day 5 rows fall strictly in order: the Wall (with the Castle), each Courtyard row, then the Sheriff's"
          " row. The Sheriff falls last in his row: Stealth may include him only with every guard left.",
    "R10": "Whoever defeats the Castle gains Jolliness = floor(villagers in Sherwood Forest / 3).",
    "R11": "Robin is rescued the moment the last Courtyard guard falls: the game is won. The rescuer adds Robin's"
           " attributes and gains one extra attack with an attribute not yet used this turn. The Sheriff is optional.",
    "R12": "Expert score = 50 + challenge points + 2 per blind challenge + 2 per Day 5 challenge + 30 Robin rescued"
           " + 40 Sheriff defeated - 5 per villager imprisoned on Days 1-4. Ranks from the rulebook's table.",
    "R13": "Single-band solo: a 2-player setup; Brawn and Jolliness carry from day to day and reset at the end of"
           " day 4; the battlefield of days 1 and 3 stays for days 2 and 4; rescued villagers join the deck only at"
           " the end of days 2 and 4; on Day 5 every skill and attribute total is doubled.",
    "R14": "Accelerated mode: days 1 and 3 are skipped (days 2, 4, 5) and every medallion deals 2 villagers.",
    "R15": "Guard decks: blue values 1-6, red 2-9 (same spread for Wit, Brawn, Stealth); a value outside its"
           " colour's range is a typing error and is rejected.",
    "R16": "On Day 5 a Prayer moves or removes only guards of the row that may be attacked now (R9 order), and a"
           " moved guard stays in that row: Robin is rescued only when the Courtyard's last guard falls after the"
           " Wall (two Prayers removing it count as its fall). Days 1-4 are unchanged (R6); a row emptied by"
           " Prayer frees its villagers (R7).",
    "R17": "The players choose who starts Day 5: any seat or the host enters it before the first Day-5 turn;"
           " until then the clockwise rotation of R8 is proposed.",
    "R18": "A calculator refuses what no real game can reach: a successful Brawn attack on a row totalling more"
           " than the Brawn, more than 2 challenges on one day (R12), the Sheriff defeated without Robin rescued"
           " (R9, R11).",
}


# -- the calculators ------------------------------------------------------------------

def attack(attribute: str, value: int, guards: Sequence[int]) -> dict[str, Any]:
    """One attack against guard values (R1-R3). Wit: the values met in order from the end of the row,
    going on until it fails or the list ends; Brawn: the whole row; Stealth: the chosen guards."""
    if attribute not in ATTRIBUTES:
        raise RuleError(msg("rescuing-not-attribute", attribute=repr(attribute)), rule="R3", field="attribute")
    if not guards:
        raise RuleError(msg("rescuing-attack-no-guard"), rule="R3", field="guards")
    for i, guard in enumerate(guards):
        if guard < 0:
            raise RuleError(msg("rescuing-guard-negative", value=guard), rule="R15", field=f"guards.{i}")
    if attribute == "wit":
        total = 0
        for guard in guards:
            total += guard
            if total > value:  # R2: the charade is seen through
                return {"success": False, "defeated": 0, "guard_total": total, "remaining": 0}
        return {"success": True, "defeated": len(guards), "guard_total": total, "remaining": value - total}
    total = sum(guards)
    if total <= value:  # R1: ties go to the Merry Band
        return {"success": True, "defeated": len(guards), "guard_total": total, "remaining": value - total}
    return {"success": False, "defeated": 0, "guard_total": total, "remaining": 0}


def carry_over(brawn: int, jolliness: int, jolliness_spent: int, brawn_attack: Mapping[str, Any] | None,
               last_player: bool) -> dict[str, int]:
    """What passes to the next player at the end of a turn (R5).

    >>> carry_over(11, 2, 2, {"success": True, "row_total": 8}, last_player=False)
    {'brawn_passed': 3, 'jolliness_passed': 0}
    """
    if jolliness_spent < 0:
        raise RuleError(msg("rescuing-spent-negative"), rule="R5", field="jolliness_spent")
    if jolliness_spent > max(jolliness, 0):
        raise RuleError(msg("rescuing-spent-more", spent=jolliness_spent, owned=max(jolliness, 0)), rule="R4",
                        field="jolliness_spent")
    if brawn_attack is not None and brawn_attack["success"] and brawn_attack["row_total"] > brawn:
        # R18 (R1): a row totalling more than the Brawn beats the attack; no table can reach this.
        raise RuleError(msg("rescuing-brawn-impossible", total=brawn_attack["row_total"], brawn=brawn), rule="R18", field="brawn_attack.row_total")
    if last_player:
        return {"brawn_passed": 0, "jolliness_passed": 0}
    if brawn_attack is None:
        brawn_left = brawn
    elif brawn_attack["success"]:
        brawn_left = brawn - brawn_attack["row_total"]
    else:
        brawn_left = 0
    return {"brawn_passed": max(0, brawn_left), "jolliness_passed": max(0, jolliness - jolliness_spent)}


def rank(score: int) -> str:
    return next(name for floor, name in reversed(RANKS) if score >= floor) if score >= 0 else RANKS[0][1]


def rank_words(score: int) -> Message:
    """The rank's name in the reader's language (the calculator's ``rank`` stays the rulebook's English)."""
    return msg(f"rescuing-rank-{rank(score).lower().replace(' ', '-')}")


def expert_score(challenges: Sequence[Mapping[str, Any]], robin_rescued: bool, sheriff_defeated: bool,
                 villagers_imprisoned: int) -> dict[str, Any]:
    """R12.

    >>> expert_score([{"points": 10, "blind": True, "day": 5}], True, False, 2)
    {'score': 84, 'rank': 'First Archery Lesson'}
    """
    if villagers_imprisoned < 0:
        raise RuleError(msg("rescuing-imprisoned-negative"), rule="R12", field="villagers_imprisoned")
    score = 50 + 30 * robin_rescued + 40 * sheriff_defeated - 5 * villagers_imprisoned
    for c in challenges:
        score += c["points"] + 2 * bool(c["blind"]) + 2 * (c["day"] == 5)
    return {"score": score, "rank": rank(score)}


def check_reachable_game(challenges: Sequence[Mapping[str, Any]], robin_rescued: bool, sheriff_defeated: bool) -> None:
    """R18: refuse an expert-score input no real game can reach (the table itself never produces one)."""
    for day in sorted({c["day"] for c in challenges}):
        accepted = sum(1 for c in challenges if c["day"] == day)
        if accepted > 2:
            raise RuleError(msg("rescuing-challenges-day", count=accepted, day=day), rule="R18", field="challenges")
    if sheriff_defeated and not robin_rescued:
        raise RuleError(msg("rescuing-sheriff-before-robin"), rule="R18", field="sheriff_defeated")


def castle_bonus(sherwood: int) -> int:
    """R10: one Jolliness for every 3 villagers in Sherwood Forest, rounded down."""
    return sherwood // 3


def _compute_attack(body: dict[str, Any]) -> dict[str, Any]:
    return attack(body["attribute"], body["value"], body["guards"])


def _compute_carry_over(body: dict[str, Any]) -> dict[str, Any]:
    return carry_over(body["brawn"], body["jolliness"], body["jolliness_spent"], body["brawn_attack"],
                      body["last_player"])


def _compute_expert_score(body: dict[str, Any]) -> dict[str, Any]:
    check_reachable_game(body["challenges"], body["robin_rescued"], body["sheriff_defeated"])
    return expert_score(body["challenges"], body["robin_rescued"], body["sheriff_defeated"],
                        body["villagers_imprisoned"])


CALCULATORS = {
    "attack": Calculator(
        summary="One attack's result: success, guards defeated, the total compared last, the attribute left (R1-R3)",
        compute=_compute_attack,
        result=Object(fields={"success": Bool(), "defeated": Int(), "guard_total": Int(), "remaining": Int()}),
        fields={
            "attribute": Choice(choices=ATTRIBUTES),
            "value": Int(minimum=-99, maximum=199, description="The attribute's total; may be negative (FAQ)"),
            "guards": ListOf(item=Int(minimum=0, maximum=30), min_items=1, max_items=20,
                             description="Wit: in order from the row's end; Brawn: the row; Stealth: the chosen"),
        },
        description="Ties go to the Merry Band (R1); Wit goes card by card until it fails (R2)."),
    "carry-over": Calculator(
        summary="What passes to the next player at the end of a turn (R5)",
        compute=_compute_carry_over,
        result=Object(fields={"brawn_passed": Int(), "jolliness_passed": Int()}),
        fields={
            "brawn": Int(minimum=-99, maximum=199),
            "jolliness": Int(minimum=-99, maximum=199),
            "jolliness_spent": Int(minimum=0, maximum=199),
            "brawn_attack": Object(fields={"success": Bool(), "row_total": Int(minimum=0, maximum=300)},
                                   nullable=True, description="The turn's Brawn attack, or null if none"),
            "last_player": Bool(),
        },
        description="A successful Brawn attack on a row totalling more than the Brawn is refused (R18)."),
    "expert-score": Calculator(
        summary="The expert score and rank (R12)",
        compute=_compute_expert_score,
        result=Object(fields={"score": Int(), "rank": Str()}),
        fields={
            "challenges": ListOf(item=Object(fields={"points": Int(minimum=0, maximum=50), "blind": Bool(),
                                                     "day": Int(minimum=1, maximum=5)}), max_items=10),
            "robin_rescued": Bool(),
            "sheriff_defeated": Bool(),
            "villagers_imprisoned": Int(minimum=0, maximum=200),
        },
        description="More than 2 challenges on one day, or the Sheriff defeated without Robin rescued, is refused"
                    " (R18)."),
}


# -- the table ------------------------------------------------------------------------

MODES = ("standard", "accelerated", "solo-single", "solo-multi")
# The box, for setting up (rulebook "Components" and "Initial Setup"; R15 for the guards).
GUARDS_PER_COLOUR = 44
STARTING_VILLAGERS = 8  # dealt to each band
TRACKER_CUBES = 8  # 2 of each attribute's colour
CHALLENGE_CARDS = 15
EXPERT_START = 50  # R12
SOLO_SETUP_PLAYERS = 2  # R13
SKILLS = ("scouting", "cookery", "prayer")
STATS = (*ATTRIBUTES, "jolliness")
ROW = Int(minimum=0, maximum=19, description="Row number, top row 0")
CARD_ID = Int(minimum=0, maximum=99999, description="A card's id (rows[].cards[].id): it never changes while the"
                                                    " card is on the battlefield")
POSITION = Int(minimum=0, maximum=20, description="Older phones: a card's position in its row, 0 at the end attacked"
                                                  " first (renumbered after every removal); prefer the card's id")
PLACE = Int(minimum=0, maximum=20, description="Where the guard goes in its row: 0 at the end attacked first")
CARD_VALUE = Int(minimum=0, maximum=30)
CARD_VALUES = Object(fields={a: Int(minimum=0, maximum=30) for a in ATTRIBUTES})
GUARD_COUNTS = Object(fields={"blue": Int(minimum=0, maximum=12, default=0), "red": Int(minimum=0, maximum=12, default=0)})
VALUES = ListOf(item=CARD_VALUE, min_items=1, max_items=20, required=False)
CARD_CONTENT = Object(fields={**{s: Int(minimum=-9, maximum=20, default=0) for s in STATS},
                              **{t: Int(minimum=0, maximum=3, default=0) for t in SKILLS}})
REVEALED = ListOf(item=Object(fields={"id": CARD_ID, "value": CARD_VALUE}), max_items=24, required=False,
                  description="The values the app does not know yet, by card id")
CHOSEN = ListOf(item=Object(fields={"id": CARD_ID, "value": Int(minimum=0, maximum=30, required=False)}),
                min_items=1, max_items=24, required=False,
                description="The chosen cards by id, with the value of each one the app does not know yet")


def new_card(state: State, kind: str, colour: str | None, values: Mapping[str, int] | None = None) -> dict[str, Any]:
    """A card with the next id of the day's battlefield; guards face-down with unknown values."""
    card_id = state["next_id"]
    state["next_id"] += 1
    return {"id": card_id, "kind": kind, "colour": colour, "face_up": values is not None,
            "values": dict(values or {})}


def card_name(card: Mapping[str, Any]) -> Message:
    """How the screen names a card: the blue guard #4, the Castle, the Sheriff."""
    return msg("rescuing-card", kind=card["kind"], colour=card["colour"] or "none", card=str(card["id"]))


def card_number(card_id: int) -> str:
    """A card's number as the screen writes it after '#' (a string: no thousands separator)."""
    return str(card_id)


def target_row(state: State, index: int) -> dict[str, Any]:
    """The row an attack was on as results store it: its kind and the number people give it (no
    words, so that the log reads in every language). The Wall and the Sheriff's row have no number
    (0), as an older result's ``row_name`` did not say one.

    >>> rows = {"rows": [{"kind": "wall"}, {"kind": "courtyard"}, {"kind": "courtyard"}]}
    >>> target_row(rows, 2), target_row(rows, 0)
    ({'kind': 'courtyard', 'number': 2}, {'kind': 'wall', 'number': 0})
    """
    kind, number = row_kind(state, index)
    return {"kind": kind, "number": number if kind in ("row", "courtyard") else 0}


def row_kind(state: State, index: int) -> tuple[str, int]:
    """A row's kind (row, wall, courtyard, sheriff) and the number people give it."""
    rows = state["rows"]
    if not 0 <= index < len(rows):
        return "row", index + 1
    kind = rows[index]["kind"]
    if kind == "courtyard":
        return kind, sum(1 for r in rows[:index + 1] if r["kind"] == "courtyard")
    return kind, index + 1


# Where a row's name stands in a sentence, so each language can give it the article, case and
# preposition it needs there: "start" begins a sentence, "bare" is a subject or object mid-sentence,
# "in", "not-in", "along" and "of" carry their preposition ("in the Wall", "along row 2").
def row_words(state: State, index: int, form: str = "bare") -> Message:
    kind, number = row_kind(state, index)
    return msg("rescuing-row", kind=kind, number=number, form=form)


def row_from_name(name: str) -> dict[str, Any]:
    """A row as results stored it before ``target_row`` (``row_name``: the engine's English words),
    as ``target_row`` gives it: older logs read in every language too.

    >>> row_from_name("Courtyard row 1"), row_from_name("the Wall")
    ({'kind': 'courtyard', 'number': 1}, {'kind': 'wall', 'number': 0})
    """
    if name == "the Wall":
        return {"kind": "wall", "number": 0}
    if name == "the Sheriff's row":
        return {"kind": "sheriff", "number": 0}
    words = name.split()
    return {"kind": "courtyard" if words[0] == "Courtyard" else "row",
            "number": int(words[-1]) if words[-1].isdigit() else 0}


def attacked_row_words(result: Result, form: str = "bare") -> Message:
    """The row a stored attack result names (``target_row``, or an older result's ``row_name``) in the
    reader's language."""
    row = result.get("target_row") or row_from_name(result["row_name"])
    return msg("rescuing-row", kind=row["kind"], number=row["number"], form=form)


def stat_words(stat: str) -> Message:
    """An attribute, Jolliness, a skill token or Mead: 'Wit', 'Kraft', 'Prière'."""
    return msg("rescuing-stat", stat=stat)


def check_value(card: Mapping[str, Any], attribute: str, value: int, path: str) -> None:
    """R15: a guard's value within its colour's range; a known value must be entered the same."""
    if card["kind"] == "guard":
        low, high = GUARD_RANGE[card["colour"]]
        if not low <= value <= high:
            raise RuleError(msg("rescuing-guard-range", colour=card["colour"], stat=stat_words(attribute), low=low,
                                high=high, value=value), rule="R15", field=path)
    known = card["values"].get(attribute)
    if known is not None and known != value:
        raise RuleError(msg("rescuing-value-differs", stat=stat_words(attribute), card=card_name(card), known=known,
                            value=value), rule="R15", field=path)


def value_of(card: Mapping[str, Any], attribute: str, entered: int | None, path: str) -> int:
    """The value entered for a card (checked, R15), or the one the app already knows."""
    if entered is not None:
        check_value(card, attribute, entered, path)
        return entered
    known = card["values"].get(attribute)
    if known is None:
        raise RuleError(msg("rescuing-value-unknown", stat=stat_words(attribute), card=card_name(card)), field=path)
    return int(known)


def needs_upgrade(state: State) -> bool:
    return "next_id" not in state or any(band is not None and "mead" in band for band in state["bands"])


def upgrade(state: State) -> None:
    """Bring a snapshot stored before card ids up to date, in place.

    Its cards get ids in row order; each band's Mead moves to the top-level ``mead``, its one place now.
    """
    if "next_id" not in state:
        state["next_id"] = 0
        for row in state["rows"]:
            for card in row["cards"]:
                card["id"] = state["next_id"]
                state["next_id"] += 1
    for seat, band in enumerate(state["bands"]):
        if band is not None and "mead" in band:
            state["mead"][seat] = band.pop("mead")
    state.setdefault("starter_chosen", False)


# -- results in words (the log's exports) ------------------------------------------------

def card_numbers(ids: Sequence[int], result: Result | None = None) -> list[Text]:
    """'#6', '#6 and #7': cards as the screen numbers them (a list, joined in the reader's language);
    the Castle and the Sheriff by their names (the result says which they are)."""
    return [card_ref(card_id, result or {}) for card_id in ids]


def card_ref(card_id: int, result: Result, case: str = "other") -> Message:
    """A card an attack met: 'the Castle', 'the Sheriff' (``castle_card``, ``sheriff_card``), else '#6'.
    ``case``: "start" begins a sentence, "dat" after a German preposition taking the dative."""
    kind = "castle" if result.get("castle_card") == card_id else "sheriff" if result.get("sheriff_card") == card_id \
        else "guard"
    return msg("rescuing-card-ref", kind=kind, card=card_number(card_id), case=case)


def named_cards(cards: Sequence[Mapping[str, Any]]) -> Result:
    """The Castle and the Sheriff among the cards an attack met, by id, so its sentence names them."""
    return {f"{card['kind']}_card": card["id"] for card in cards if card["kind"] in ("castle", "sheriff")}


def band_name(result: Result, names: Sequence[str], key: str = "band") -> Text:
    """The player whose band a result is about; each sentence says "Ann's band" in its language."""
    return who(result[key], names)


def yes_no(flag: Any) -> str:
    return "yes" if flag else "no"


def spoils_text(result: Result) -> Message:
    """What defeating cards won (R7, R10, R11): ', 1 villager rescued, the Castle bonus +3 Jolliness'."""
    return msg("rescuing-spoils", rescued=result.get("rescued") or 0, bonus=result.get("castle_bonus") or 0,
               sheriff=yes_no(result.get("sheriff_defeated")), robin=yes_no(result.get("robin_rescued")))


def attack_text(move: Move, result: Result, names: Sequence[str]) -> Message:
    """'Brawn attack on #6 and #7 of Courtyard row 1: the guards total 5 · 2 cards defeated, 1 villager rescued'."""
    cards = result.get("cards") or []
    row = attacked_row_words(result, "of" if cards else "bare")
    return msg("rescuing-result-attack", stat=stat_words(move["type"]), attribute=move["type"],
               cards=card_numbers(cards, result) or "",
               where="cards" if cards else "row", row=row, total=result["guard_total"],
               success=yes_no(result["success"]), defeated=result.get("defeated", 0), spoils=spoils_text(result))


def wit_text(move: Move, result: Result, names: Sequence[str]) -> Message:
    """One card of a Wit attack (R2): outwitted and on, the attack's end, or its failure."""
    said = {"card": card_ref(result["card"], result, "start"), "value": result["value"], "total": result["guard_total"]}
    if not result["success"]:
        return msg("rescuing-result-wit-failed", **{**said, "card": card_ref(result["card"], result, "dat")})
    if result.get("stopped"):
        return msg("rescuing-result-wit-stopped", **said, defeated=result["defeated"], spoils=spoils_text(result))
    return msg("rescuing-result-wit-on", **said, left=result["remaining"])


def stats_text(values: Mapping[str, Any], skills: bool = False) -> Message:
    """'Wit 5, Brawn 3, Stealth 2, Jolliness 4' (and the skill tokens for a band's totals)."""
    keys = (*STATS, *SKILLS) if skills else STATS
    return msg("rescuing-stats-skills" if skills else "rescuing-stats", **{key: values[key] for key in keys})


def changed_stat(result: Result, names: Sequence[str], gain: bool = True) -> Message:
    """'Bob's band: Wit +2, now 9' (Cookery, Mead, R6)."""
    stat = next(key for key in (*STATS, *SKILLS, "mead") if key in result)
    shown = gain and "gain" in result
    return msg("rescuing-changed", name=band_name(result, names), stat=stat_words(stat), value=result[stat],
               gain=result.get("gain", 0) if shown else 0, shown=yes_no(shown))


def end_day_text(move: Move, result: Result, names: Sequence[str]) -> Message:
    """'Day 1 ended: 4 villagers imprisoned, 2 to Sherwood Forest, 1 retired from the bands' (R8, R9)."""
    return msg("rescuing-result-end-day", day=result["day"], imprisoned=result["imprisoned"],
               sherwood=result.get("to_sherwood") or 0, retired=result.get("retired") or 0)


def recruit_text(move: Move, result: Result, names: Sequence[str]) -> Message:
    if result.get("recruiting_over"):
        return msg("rescuing-result-recruit-over", name=band_name(result, names))
    if result["took"]:
        return msg("rescuing-result-recruited", name=band_name(result, names), left=result["major_oak"])
    return msg("rescuing-result-recruit-passed", name=band_name(result, names))


RESULT_SENTENCES: dict[str, Any] = {
    "add_row": lambda move, result, names: msg("rescuing-result-add-row", row=result["row"] + 1,
                                               villagers=result["villagers"]),
    "add_castle": lambda move, result, names: msg("rescuing-result-add-castle", rows=result["rows"]),
    "setup_done": lambda move, result, names: msg("rescuing-result-setup-done", day=result["day"]),
    # A result logged before the first day could be chosen is Day 5's.
    "starting_band": lambda move, result, names: msg("rescuing-result-starting-band", name=band_name(result, names),
                                                     day=result.get("day", 5)),
    "band": lambda move, result, names: msg("rescuing-result-band", name=band_name(result, names),
                                            stats=stats_text(result, skills=True)),
    "spend_jolliness": lambda move, result, names: msg("rescuing-result-spend", changed=changed_stat(result, names),
                                                       jolliness=result["jolliness"]),
    "cookery": lambda move, result, names: changed_stat(result, names),
    "mead": lambda move, result, names: msg("rescuing-result-mead", changed=changed_stat(result, names),
                                            left=result["mead_left"]),
    "scouting": lambda move, result, names: msg("rescuing-result-scouting", cards=card_numbers(result["revealed"]),
                                                row=result["row"] + 1),
    "prayer_move": lambda move, result, names: msg("rescuing-result-prayer-move",
                                                   guard=f"#{card_number(result['guard'])}",
                                                   place=result["position"] + 1, row=result["to_row"] + 1,
                                                   spoils=spoils_text(result)),
    "prayer_remove": lambda move, result, names: msg("rescuing-result-prayer-remove",
                                                     guard=f"#{card_number(result['removed'])}",
                                                     row=result["row"] + 1, spoils=spoils_text(result)),
    "wit": wit_text,
    "wit_stop": lambda move, result, names: msg("rescuing-result-wit-stop", defeated=result["defeated"],
                                                spoils=spoils_text(result)),
    "brawn": attack_text,
    "stealth": attack_text,
    "robin": lambda move, result, names: msg("rescuing-result-robin", name=band_name(result, names),
                                             stats=stats_text(result), extra=yes_no(result.get("extra_attack"))),
    # Nothing passed (the day's last turn, or nothing left): the sentence says only that the turn ended.
    "end_turn": lambda move, result, names: msg("rescuing-result-end-turn", name=band_name(result, names),
                                                brawn=result["brawn_passed"], jolliness=result["jolliness_passed"],
                                                passed=yes_no(result["brawn_passed"] or result["jolliness_passed"])),
    "recruit": recruit_text,
    "end_day": end_day_text,
    "challenge": lambda move, result, names: msg("rescuing-result-challenge", blind=yes_no(move["blind"]),
                                                 points=move["points"], count=result["challenges"]),
    "adjust": lambda move, result, names: msg("rescuing-result-adjust", reason=result["reason"],
                                              changed=changed_stat(result, names, gain=False)),
    "exchange": lambda move, result, names: msg("rescuing-result-exchange", name=band_name(result, names),
                                                other=who(result["with"], names)),
}


# -- what may be entered now: the parts of the state the legal moves read --------------

# A row's guards as the scenario card gives them: at least one (R7: a row without guards is no row).
GUARDED = tuple({"blue": blue, "red": red} for blue in range(13) for red in range(13) if blue + red)


def day_begun(state: State) -> bool:
    """R17: the day's first turn has done something (an attack, Jolliness spent, or its end)."""
    turn = state["turn"]
    return state["phase"] == "turns" and bool(state["turns_taken"] or turn["attacks"] or turn["jolliness_spent"]
                                              or turn["wit"] is not None)


def starter_chosen_today(state: State) -> bool:
    """Whether the players choose who starts today: the game's first day (the rulebook's Starting Player,
    who most recently walked in a park or forest) and Day 5 (R17); the other days pass clockwise (R8)."""
    first_day = not state["by_day"] and state["day"] == state["days"][0]
    return bool(first_day or state["day"] == 5)


def attackable_rows(state: State) -> list[int]:
    """The rows an attack may target now: every standing row; on Day 5 only the first standing one (R9)."""
    standing = [i for i, row in enumerate(state["rows"]) if not row["cleared"]]
    return standing[:1] if state["day"] == 5 else standing


def value_domain(card: Mapping[str, Any], attribute: str) -> tuple[Domain, bool]:
    """The value a card may be entered with for ``attribute``, and whether the app still needs it: the
    one it knows (the Castle's, the Sheriff's, one seen before), else its colour's range (R15)."""
    known = card["values"].get(attribute)
    if known is not None:
        return one_of([known]), False
    low, high = GUARD_RANGE[card["colour"]]
    return between(low, high), True


def prayable_guards(state: State) -> list[int]:
    """The guards a Prayer may move or remove now (R6): any row's; on Day 5 only the row to attack now (R16)."""
    return [card["id"] for i in attackable_rows(state) for card in state["rows"][i]["cards"] if card["kind"] == "guard"] \
        if state["day"] == 5 else \
        [card["id"] for row in state["rows"] if not row["cleared"] for card in row["cards"] if card["kind"] == "guard"]


def passes_on(state: State) -> dict[str, Any] | None:
    """What the current band would pass on if its turn ended now (R5): ``to`` the next band, or None on the
    day's last turn, which passes nothing. None outside a band's turn."""
    if state["phase"] != "turns" or state["current"] is None or state["bands"][state["current"]] is None:
        return None
    band = state["bands"][state["current"]]
    if state["turns_taken"] + 1 == state["seats"]:
        return {"brawn_passed": 0, "jolliness_passed": 0, "to": None}
    # carry_over's sum without its checks: the band holds what its attacks and spending left, never less than 0 passes.
    return {"brawn_passed": max(0, band["brawn"]), "jolliness_passed": max(0, band["jolliness"]),
            "to": (state["current"] + 1) % state["seats"]}


def scoutable_guards(state: State) -> list[list[int]]:
    """R6: per standing row, its face-down guards (Scouting reveals up to 2 of one row)."""
    rows = [[c["id"] for c in row["cards"] if c["kind"] == "guard" and not c["face_up"]]
            for row in state["rows"] if not row["cleared"]]
    return [ids for ids in rows if ids]


# -- the shapes the table stores and answers (issue 36: a tool reads none of it untyped) -------

PHASES = ("setup", "bands", "turns", "recruit", "cleanup", "over")
ROW_KINDS = ("row", "wall", "courtyard", "sheriff")
CARD_KINDS = ("guard", "castle", "sheriff")
RANK_NAMES = tuple(name for _, name in RANKS)
ROW_INDEX = Int(minimum=0, description="A row of the battlefield, by its index (rows[]; top row 0)")
# A band's tracker: its attributes and Jolliness (a leader's adjustment or R5's reset may leave them below 0) and
# its skill tokens (R6).
BAND_STATS = {
    "wit": Int(description="The band's Wit now"),
    "brawn": Int(description="The band's Brawn now"),
    "stealth": Int(description="The band's Stealth now"),
    "jolliness": Int(description="The band's Jolliness now (R4)"),
}
BAND_TOKENS = {
    "scouting": Int(description="Scouting tokens the band holds (R6)"),
    "cookery": Int(description="Cookery tokens the band holds (R6)"),
    "prayer": Int(description="Prayer tokens the band holds (R6)"),
}
BAND = Object(fields={**BAND_STATS, **BAND_TOKENS}, nullable=True,
              description="A band's tracker today, or null before its band is entered (R8)")
CARD = Object(fields={
    "id": CARD_ID,
    "kind": Choice(choices=CARD_KINDS, description="A guard, the Castle (R10) or the Sheriff (R9)"),
    "colour": Choice(choices=tuple(GUARD_RANGE), nullable=True, description="A guard's colour (R15); null for the"
                                                                             " Castle and the Sheriff"),
    "face_up": Bool(description="Whether the card lies face-up (R7)"),
    "values": Object(fields={a: Int(minimum=0, maximum=30, required=False, description=f"Its {a.capitalize()}")
                             for a in ATTRIBUTES},
                     description="The values the app has seen, by attribute; one not seen yet is absent (R15)"),
}, description="A card of the battlefield")
ROW_STATE = Object(fields={
    "kind": Choice(choices=ROW_KINDS, description="A scenario row (days 1-4), or on Day 5 the Wall, a Courtyard row"
                                                  " or the Sheriff's row (R9)"),
    "villagers": Int(minimum=0, description="The villagers the row holds, freed when it falls (R7, R14)"),
    "medallions": ListOf(item=Choice(choices=MEDALLIONS), max_items=8,
                         description="The row's medallions, one entry per villager dealt (R14: two each)"),
    "cards": ListOf(item=CARD, description="The row's cards, from its end (the card a Wit attack meets first, R2)"),
    "cleared": Bool(description="Whether the row has fallen (R7)"),
}, description="One row of the battlefield")
TARGET_ROW = Object(fields={
    "kind": Choice(choices=ROW_KINDS, description="The row's kind"),
    "number": Int(minimum=0, description="The number people give it (a row, a Courtyard row); 0 for the Wall and"
                                         " the Sheriff's row"),
}, description="The row attacked, as people name it")
BRAWN_ATTACK = Object(fields={"success": Bool(description="Whether it succeeded"),
                              "row_total": Int(minimum=0, description="The row's Brawn total")},
                      nullable=True, description="This turn's Brawn attack, or null if none yet (R5)")
WIT_UNDER_WAY = Object(fields={
    "row": ROW_INDEX,
    "outwitted": Int(minimum=0, description="Guards outwitted so far, from the row's end"),
    "total": Int(minimum=0, description="The Wit total of the guards met so far"),
}, nullable=True, description="A Wit attack under way (R2), or null")
PASSED = {"brawn_passed": Int(minimum=0, description="Brawn passed to the next band (R5)"),
          "jolliness_passed": Int(minimum=0, description="Jolliness passed to the next band (R5)")}
CARRIED = Object(fields={"brawn": Int(minimum=0, description="Brawn carried to the next day (R13)"),
                         "jolliness": Int(minimum=0, description="Jolliness carried to the next day (R13)")},
                 description="Single-band solo: what the band carries into the next day; 0 after day 4 (R13)")
CHALLENGE = Object(fields={"points": Int(minimum=0, maximum=50, description="The card's points"),
                           "blind": Bool(description="Accepted blind"),
                           "day": Int(minimum=1, maximum=5, description="The day it was accepted")},
                   description="A challenge card accepted (R12)")


# What view() gives a seat (and a spectator: the same), every key declared.
VIEW = public_view({
    "seats": Int(minimum=1, maximum=5, description="Number of bands."),
    "mode": Choice(choices=MODES, description="How the days run (R13, R14)."),
    "expert": Bool(description="Expert mode: challenge cards and the expert score (R12)."),
    "leaders": ListOf(item=Str(min_length=1, max_length=40, nullable=True), max_items=5,
                      description="Each band's leader, by seat (null when not entered); Lady Christabel and Much the"
                                  " Miller's Son have built-in powers."),
    "days": ListOf(item=Int(minimum=1, maximum=5), max_items=5, description="The days this game plays (R14)."),
    "day": Int(minimum=1, maximum=5, description="The day being played."),
    "phase": Choice(choices=PHASES, description="Where the day is: setup (the battlefield), bands (each draws its"
                                                " band), turns, recruit, cleanup (end of day, R8), or over."),
    "rows": ListOf(item=ROW_STATE, description="Today's battlefield, top row first."),
    "next_id": Int(minimum=0, description="The id the next card laid out gets."),
    "first_player": Int(minimum=0, maximum=4, description="The band that starts the day (R8, R17)."),
    "starter_chosen": Bool(description="Whether the players chose who starts the day (R17)."),
    "current": Int(minimum=0, maximum=4, nullable=True, description="The band whose turn it is, or null."),
    "turns_taken": Int(minimum=0, maximum=5, description="Turns ended today."),
    "bands": ListOf(item=BAND, max_items=5, description="Each band's tracker today, by seat (R8)."),
    "mead": ListOf(item=Int(), max_items=5, description="Mead tokens each band holds, by seat; kept from day to day"
                                                       " (R6)."),
    "decks": ListOf(item=Int(minimum=0), max_items=5, description="Villagers in each band's deck, by seat: 8 plus"
                                                                  " recruits, cut at the end of days 2 and 4 (R8)."),
    "turn": Object(fields={
        "attacks": ListOf(item=Choice(choices=ATTRIBUTES), max_items=3,
                          description="The attributes attacked with this turn (R4, R11)"),
        "extra_attack": Bool(description="Whether the band has R11's extra attack this turn"),
        "jolliness_spent": Int(minimum=0, description="Jolliness spent this turn (R4, R5)"),
        "brawn_attack": BRAWN_ATTACK,
        "wit": WIT_UNDER_WAY,
    }, description="The current turn so far."),
    "major_oak": Int(minimum=0, description="Villagers waiting at the Major Oak (R7, R8)."),
    "sherwood": Int(minimum=0, description="Villagers in Sherwood Forest (R8, R10)."),
    "imprisoned": Int(minimum=0, description="Villagers in Nottingham Prison (R8, R12)."),
    "waiting_recruits": Int(minimum=0, description="Single-band solo: rescued villagers waiting to join the deck at"
                                                   " the end of day 2 or 4 (R13)."),
    "recruiting": Object(fields={
        "next": Int(minimum=0, maximum=4, description="The band that recruits or passes next"),
        "passes": Int(minimum=0, maximum=5, description="Passes in a row so far"),
    }, description="Recruiting at the end of the day, in turn order (R8)."),
    "solo_carry": CARRIED,
    "castle_defeated": Bool(description="Whether the Castle has fallen (R10)."),
    "robin_rescued": Bool(description="Whether Robin Hood is free (R11)."),
    "robin_pending": Int(minimum=0, maximum=4, nullable=True,
                         description="The rescuer who has still to add Robin's attributes, or null (R11)."),
    "sheriff_defeated": Bool(description="Whether the Sheriff is defeated (R9, R12)."),
    "outcome": Choice(choices=("won", "lost"), nullable=True, description="null while the game goes on."),
    "challenges": ListOf(item=CHALLENGE, max_items=10, description="Challenge cards accepted, at most 2 a day (R12)."),
    "by_day": ListOf(item=Object(fields={"day": Int(minimum=1, maximum=5, description="The day"),
                                         "rescued": Int(minimum=0, description="Villagers rescued that day"),
                                         "imprisoned": Int(minimum=0, description="Villagers imprisoned that day")}),
                     max_items=5, description="Each day's villagers rescued and imprisoned (R8)."),
    "rescued_today": Int(minimum=0, description="Villagers rescued so far today (R7)."),
    "attackable_row": Int(minimum=0, nullable=True, description="Day 5: the one row attacks and Prayer may touch now"
                                                                " (R9, R16); null on other days or once every row"
                                                                " has fallen."),
    "passes_on": Object(fields={**PASSED, "to": Int(minimum=0, maximum=4, nullable=True, description="The next band")},
                        nullable=True, description="What the current band passes on if its turn ends now (R5); `to`"
                                                   " is null on the day's last turn, which passes nothing."),
    "guard_range": Object(fields={colour: ListOf(item=Int(minimum=1, maximum=9), min_items=2, max_items=2,
                                                 description=f"A {colour} guard's least and greatest value")
                                  for colour in GUARD_RANGE},
                          description="The least and greatest value a guard of each colour may show (R15)."),
    "expert_score": Object(fields={"score": Int(description="The expert score so far"),
                                   "rank": Choice(choices=RANK_NAMES, description="Its rank, in the rulebook's words")},
                           description="Expert mode only: the expert score and rank so far (R12)."),
})


# What each move answers (MoveSpec.result): the keys its move_<type> returns, in every branch.
RESULT_BAND = Int(minimum=0, maximum=4, description="The band the result is about, by seat (0 is band 1)")
# What a card leaving the battlefield may bring (R7, R11): _after_cards_change.
CARDS_FALL = {
    "rescued": Int(minimum=0, required=False, description="Villagers freed to the Major Oak by rows that fell (R7);"
                                                          " absent when none fell"),
    "robin_rescued": Bool(required=False, description="Present (true) when this rescued Robin Hood: the game is won"
                                                      " (R11, R16)"),
}
# What defeating cards brings (R7, R10, R11): _defeat.
DEFEAT = {
    "defeated": Int(minimum=0, description="Cards defeated and discarded"),
    "castle_bonus": Int(minimum=0, required=False, description="Present when the Castle fell: the Jolliness its"
                                                               " defeater gained (R10)"),
    "sheriff_defeated": Bool(required=False, description="Present (true) when the Sheriff fell: the game ends (R9)"),
    **CARDS_FALL,
}
# The Castle and the Sheriff among the cards an attack met, by id, so its sentence names them.
NAMED_CARDS = {
    "castle_card": replace(CARD_ID, required=False, description="Present when the attack met the Castle: its id"),
    "sheriff_card": replace(CARD_ID, required=False, description="Present when the attack met the Sheriff: its id"),
}
ATTACK_OUTCOME = {
    "success": Bool(description="Whether the attack succeeded (R1)"),
    "guard_total": Int(minimum=0, description="The guards' total compared with the attribute"),
    "remaining": Int(minimum=0, description="The attribute left after the attack; 0 after a failure"),
}
COMPARED = {  # Brawn and Stealth (R3)
    "target_row": TARGET_ROW,
    "cards": ListOf(item=CARD_ID, min_items=1, description="The cards attacked, by id"),
    **ATTACK_OUTCOME,
    **DEFEAT,
    "defeated": Int(minimum=0, description="Cards defeated and discarded; 0 after a failure"),
    **NAMED_CARDS,
}
WIT_RESULT = {
    "card": replace(CARD_ID, description="The card met, by id"),
    "value": Int(minimum=0, maximum=30, description="Its Wit"),
    **ATTACK_OUTCOME,
    "outwitted": Int(minimum=1, required=False, description="After a success: guards outwitted so far"),
    "stopped": Bool(required=False, description="Present (true) when the row's last card was outwitted: the attack"
                                                " ends there (R2)"),
    **{name: replace(fld, required=False) for name, fld in DEFEAT.items()},
    "defeated": Int(minimum=0, required=False, description="After a failure: 0; when the attack stopped at the row's"
                                                           " end: cards defeated (R2)"),
    **NAMED_CARDS,
}
STAT_NOW = {stat: replace(fld, required=False, description=f"{fld.description}, when it changed")
            for stat, fld in BAND_STATS.items()}
TOKENS_NOW = {token: replace(fld, required=False, description=f"{fld.description}, when it changed")
              for token, fld in BAND_TOKENS.items()}
MEAD_NOW = Int(description="Mead tokens the band holds now (R6)")
DAY = Int(minimum=1, maximum=5, description="The day")


class RescuingRobinHood(Game):
    id = "rescuing-robin-hood"
    title = "Rescuing Robin Hood"
    view_schema = VIEW
    result_sentences = RESULT_SENTENCES
    min_players = 1
    max_players = 5
    rulings = RULINGS
    ruling_phases = {
        "turn": ("R1", "R2", "R3", "R4", "R6", "R7", "R5"), "round-end": ("R8", "R17", "R9", "R16", "R10", "R11"),
        "scoring": ("R12",), "variants": ("R13", "R14"), "entering": ("R15", "R18")}
    calculators = CALCULATORS

    def snapshot_outdated(self, state: State) -> bool:
        # Ids given to an old snapshot by position would differ from the lay-out order a replay gives.
        return needs_upgrade(state)
    decisions = (
        "Rows are entered from the scenario card; each row's cards are listed from its end (the card a Wit attack"
        " meets first). The Castle stands at the end of the Wall; the Sheriff at the far end of his row, red guards"
        " next to him (R9).",
        "Every card gets a number (#id) when it is laid out; moves name cards by it and it never changes while the"
        " card is on the battlefield. Numbers start again from 0 with each day's new battlefield.",
        "A guard's value is entered when an attack needs it, for the attribute used, checked against its colour's"
        " range (R15) and kept; a value the app knows (the Castle's, the Sheriff's, one seen before) is not asked"
        " again.",
        "A failed Brawn or Stealth attack is spent: the tracker shows that attribute at 0, since each attribute attacks"
        " once a turn (R4) and a failed Brawn attack passes no Brawn on (R5); only Wit is zeroed by the rulebook"
        " itself (R2), and the log says no more than that.",
        "Band leaders: Lady Christabel's +1 on Cookery and Mead and Much the Miller's Son's card exchange are built"
        " in; any other printed power is entered as a manual adjustment with a reason, shown in the log.",
        "Recruiting takes one villager from the Major Oak per move, in turn order from the first player, until none"
        " are left or everyone has passed in a row; single-band solo keeps them until the end of days 2 and 4 (R13).",
        "Bands are cut (R8) by the app's count of each deck: 8 starting villagers plus recruits; the surplus retires"
        " to Sherwood Forest.",
        "Day 5 is lost when its last turn ends without Robin rescued; after a rescue the table may go on for the"
        " Sheriff until the last turn ends or he falls.",
        "A Prayer cannot put a guard behind the Sheriff: a guard moved past him stands just before him (R9).",
        "When two Prayers rescue Robin on another band's turn (R16), the band that prayed adds Robin's attributes;"
        " the extra attack of R11 belongs to a rescuer on their own turn.",
        "Day 5's starting player can be chosen until its first turn does something: an attack, Jolliness spent,"
        " or its end (R17). So can the game's first day's, the rulebook's Starting Player (who most recently walked"
        " in a park or forest), entered or drawn at random by the server; until then band 1 starts it.",
        "A pass entered once recruiting is over stands as nothing and the log says so: a correction that frees"
        " fewer villagers, or a take that empties the Major Oak sooner, keeps the passes after it; a take is still"
        " refused, there being no villager left to take (R8).",
        "The screens offer only what the engine accepts now: a rescuer enters Robin Hood's attributes before"
        " attacking on or ending the turn (R11), and Scouting is offered on face-down guards only.",
    )
    options = {
        "players": Int(minimum=1, maximum=5, default=2, description="Bands at the table (1 for single-band solo)."),
        "mode": Choice(choices=MODES, default="standard"),
        "expert": Bool(default=False, description="Expert mode: challenge cards and the final score (R12)."),
        "leaders": ListOf(item=Str(min_length=1, max_length=40), max_items=5, default=None, nullable=True,
                          description="Band leader per band, e.g. Lady Christabel."),
    }
    moves = {
        "add_row": MoveSpec("Setup: a row of the scenario card: its medallions and guards.",
                            {"medallions": ListOf(item=Choice(choices=MEDALLIONS), min_items=1, max_items=4),
                             "guards": GUARD_COUNTS}, who="any",
                            result={"row": replace(ROW_INDEX, description="The new row's index"),
                                    "villagers": Int(minimum=1, maximum=8, description="Villagers it holds: one per"
                                                     " medallion, two in accelerated mode (R14)")}),
        "add_castle": MoveSpec("Day 5 setup: the Wall with the Castle, the Courtyard rows, the Sheriff's row (R9).",
                               {"wall": GUARD_COUNTS, "castle": CARD_VALUES,
                                "courtyard": ListOf(item=GUARD_COUNTS, min_items=1, max_items=4),
                                "sheriff_guards": GUARD_COUNTS, "sheriff": CARD_VALUES}, who="any",
                               result={"rows": Int(minimum=3, maximum=6, description="Rows laid out: the Wall, the"
                                                   " Courtyard rows and the Sheriff's row (R9)")}),
        "setup_done": MoveSpec("The battlefield is set: draw today's bands.", who="any",
                               result={"day": replace(DAY, description="The day whose bands are drawn now")}),
        "starting_band": MoveSpec("The band that starts the game's first day (the rulebook: who most recently"
                                  " walked in a park or forest) or Day 5 (the players' choice, R17), entered or"
                                  " drawn before the day's first turn does anything; until then band 1 starts"
                                  " the first day and the clockwise rotation (R8) is proposed for Day 5.",
                                  # The players may leave who starts Day 5 to chance (issue 37).
                                  {"band": Int(minimum=0, maximum=4)}, who="any", drawable=("band",),
                                  result={"band": replace(RESULT_BAND, description="The band that starts the day"
                                                                                   " (R17)"),
                                          "day": replace(DAY, description="The day it starts")}),
        "band": MoveSpec("Today's band: the totals of your 4 villagers and your leader, and its skill tokens.",
                         {**{s: Int(minimum=-20, maximum=99) for s in STATS},
                          **{t: Int(minimum=0, maximum=10, default=0) for t in SKILLS}},
                         result={"band": RESULT_BAND, **BAND_STATS, **BAND_TOKENS, "mead": MEAD_NOW}),
        "spend_jolliness": MoveSpec("Planning: spend Jolliness, +1 per point (R4).",
                                    {"attribute": Choice(choices=ATTRIBUTES), "amount": Int(minimum=1, maximum=99)},
                                    result={"band": RESULT_BAND, **{a: STAT_NOW[a] for a in ATTRIBUTES},
                                            "jolliness": BAND_STATS["jolliness"]}),
        "cookery": MoveSpec("Planning: your Cookery token gives +2 to a band's attribute (R6).",
                            {"band": Int(minimum=0, maximum=4), "attribute": Choice(choices=ATTRIBUTES)},
                            result={"band": RESULT_BAND, **{a: STAT_NOW[a] for a in ATTRIBUTES},
                                    "gain": Int(minimum=2, maximum=3, description="The attribute gained: 2, 3 for"
                                                                                  " Lady Christabel's band")}),
        "mead": MoveSpec("Planning: your Mead token gives +1 Jolliness to any band (R6).",
                         {"band": Int(minimum=0, maximum=4)},
                         result={"band": RESULT_BAND, "jolliness": BAND_STATS["jolliness"],
                                 "gain": Int(minimum=1, maximum=2, description="The Jolliness gained: 1, 2 for Lady"
                                                                               " Christabel's band"),
                                 "mead_left": Int(minimum=0, description="Mead tokens the spender has left")}),
        "scouting": MoveSpec("Planning: your Scouting token reveals up to 2 guards of one row (R6): `guards` by id"
                             " (older phones: `row` and `cards` positions).",
                             {"guards": ListOf(item=CARD_ID, min_items=1, max_items=2, required=False),
                              "row": Int(minimum=0, maximum=19, required=False),
                              "cards": ListOf(item=POSITION, min_items=1, max_items=2, required=False)},
                             result={"row": ROW_INDEX,
                                     "revealed": ListOf(item=CARD_ID, min_items=1, max_items=2,
                                                        description="The guards turned face-up, by id")}),
        "prayer_move": MoveSpec("Planning: one Prayer moves `guard` to `position` in `to_row` (its own row if left"
                                " out; on Day 5 always its own row, R16) (R6).",
                                {"guard": Int(minimum=0, maximum=99999, required=False),
                                 "to_row": Int(minimum=0, maximum=19, required=False), "position": PLACE,
                                 "row": Int(minimum=0, maximum=19, required=False),
                                 "card": Int(minimum=0, maximum=20, required=False)},
                                result={"guard": replace(CARD_ID, description="The guard moved, by id"),
                                        "from_row": replace(ROW_INDEX, description="The row it left"),
                                        "to_row": replace(ROW_INDEX, description="The row it went to"),
                                        "position": Int(minimum=0, description="Where it stands now: 0 at the"
                                                                               " row's end"),
                                        **CARDS_FALL}),
        "prayer_remove": MoveSpec("Planning: two Prayers, yours or one from `partner`, remove `guard` (R6, R16).",
                                  {"guard": Int(minimum=0, maximum=99999, required=False),
                                   "partner": Int(minimum=0, maximum=4, required=False),
                                   "row": Int(minimum=0, maximum=19, required=False),
                                   "card": Int(minimum=0, maximum=20, required=False)},
                                  result={"row": replace(ROW_INDEX, description="The row the guard was in"),
                                          "removed": replace(CARD_ID, description="The guard removed, by id"),
                                          **CARDS_FALL}),
        "wit": MoveSpec("Wit attack, one card at a time (R2): `row` to start; each move reveals the next card, with"
                        " its Wit in `value` unless the app knows it.",
                        {"row": Int(minimum=0, maximum=19, required=False),
                         "value": Int(minimum=0, maximum=30, required=False),
                         "card": Int(minimum=0, maximum=20, required=False)},
                        result=WIT_RESULT),
        "wit_stop": MoveSpec("Stop a Wit attack after a success: the outwitted guards are discarded (R2).",
                             result={"stopped": Bool(description="Always true: the Wit attack ended (R2)"),
                                     **DEFEAT}),
        "brawn": MoveSpec("Brawn attack on a whole row (R3): `revealed` gives the Brawn the app does not know, by"
                          " card id (older phones: `values`, every card's Brawn from the end).",
                          {"row": ROW, "revealed": REVEALED, "values": VALUES}, result=COMPARED),
        "stealth": MoveSpec("Stealth attack on chosen cards of one row (R3): `chosen` by card id with the Stealth of"
                            " those the app does not know (older phones: `row`, `cards` positions and `values`).",
                            {"chosen": CHOSEN, "row": Int(minimum=0, maximum=19, required=False),
                             "cards": ListOf(item=POSITION, min_items=1, max_items=20, required=False),
                             "values": VALUES}, result=COMPARED),
        "robin": MoveSpec("The rescuer adds Robin Hood's printed attributes (R11).",
                          {s: Int(minimum=0, maximum=30) for s in STATS},
                          result={"band": RESULT_BAND,
                                  "extra_attack": Bool(description="Whether the rescuer gained R11's extra attack"
                                                                   " (only on their own turn)"),
                                  **BAND_STATS}),
        "end_turn": MoveSpec("End your turn: Brawn and Jolliness pass to the next player (R5).",
                             result={"band": RESULT_BAND, **PASSED,
                                     "carried_to_next_day": replace(CARRIED, required=False, description=(
                                         "Single-band solo, the day's last turn: what the band carries into the"
                                         " next day; 0 after day 4 (R13)"))}),
        "recruit": MoveSpec("Recruit a villager from the Major Oak (take) or pass (R8).", {"take": Bool()},
                            result={"band": RESULT_BAND, "took": Bool(description="Whether the band took a villager"),
                                    "major_oak": Int(minimum=0, description="Villagers left at the Major Oak"),
                                    "recruiting_over": Bool(required=False, description=(
                                        "Present (true) when the pass came after recruiting ended: it stands as"
                                        " nothing (R8)"))}),
        "end_day": MoveSpec("End-of-day clean-up (R8, R13).", who="any",
                            result={"day": Int(minimum=1, maximum=4, description="The day that ended (Day 5 ends"
                                                                                 " with its last turn)"),
                                    "imprisoned": Int(minimum=0, description="Villagers imprisoned (R8); 0 when"
                                                                             " single-band solo keeps the battlefield"
                                                                             " (R13)"),
                                    "to_sherwood": Int(minimum=0, required=False, description=(
                                        "Rescued but unrecruited villagers sent to Sherwood Forest (R8); absent in"
                                        " single-band solo, which keeps them (R13)")),
                                    "retired": Int(minimum=0, required=False, description=(
                                        "End of day 2 or 4: villagers cut from the bands, retired to Sherwood"
                                        " Forest (R8)"))}),
        "challenge": MoveSpec("Expert mode: a challenge card accepted, blind or seen (R12).",
                              {"points": Int(minimum=0, maximum=50), "blind": Bool()}, who="any",
                              result={"challenges": Int(minimum=1, maximum=10, description="Challenges accepted in"
                                                                                           " the game so far (R12)")}),
        "adjust": MoveSpec("A band leader's printed power, applied by hand with a reason.",
                           {"band": Int(minimum=0, maximum=4), "what": Choice(choices=(*STATS, *SKILLS, "mead")),
                            "amount": Int(minimum=-20, maximum=20), "reason": Str(min_length=3, max_length=120)},
                           result={"band": RESULT_BAND, **STAT_NOW, **TOKENS_NOW,
                                   "mead": replace(MEAD_NOW, required=False,
                                                   description="Mead tokens the band holds now, when they changed"),
                                   "reason": Str(min_length=3, max_length=120, description="The reason given")}),
        "exchange": MoveSpec("Much the Miller's Son: swap a card with another band; both keep their old tokens and"
                             " gain the new card's (FAQ).",
                             {"band": Int(minimum=0, maximum=4), "give": CARD_CONTENT, "get": CARD_CONTENT},
                             result={"band": replace(RESULT_BAND, description="Much the Miller's Son's band"),
                                     "with": replace(RESULT_BAND, description="The band he exchanged with")}),
    }

    # -- setup

    def check_options(self, options: Mapping[str, Any]) -> None:
        players, mode = options["players"], options["mode"]
        if mode == "solo-single" and players != 1:
            raise RuleError(msg("rescuing-solo-one-band"), rule="R13", field="players")
        if mode != "solo-single" and players < 2:
            raise RuleError(msg("rescuing-mode-bands", mode=mode), rule="R13",
                            field="players")
        if options["leaders"] is not None and len(options["leaders"]) != players:
            raise RuleError(msg("rescuing-leaders", count=players), field="leaders")

    def setup(self, options: Mapping[str, Any]) -> State:
        n, mode = options["players"], options["mode"]
        days = [2, 4, 5] if mode == "accelerated" else [1, 2, 3, 4, 5]  # R14
        return {
            "seats": n, "mode": mode, "expert": options["expert"],
            "leaders": list(options["leaders"] or [None] * n),
            "days": days, "day": days[0], "phase": "setup",
            "rows": [], "next_id": 0, "first_player": 0, "starter_chosen": False, "current": None, "turns_taken": 0,
            "bands": [None] * n, "mead": [0] * n, "decks": [8] * n,
            "turn": fresh_turn(),
            "major_oak": 0, "sherwood": 0, "imprisoned": 0, "waiting_recruits": 0,
            "recruiting": {"next": 0, "passes": 0},
            "solo_carry": {"brawn": 0, "jolliness": 0},
            "castle_defeated": False, "robin_rescued": False, "robin_pending": None, "sheriff_defeated": False,
            "outcome": None, "challenges": [], "by_day": [], "rescued_today": 0,
        }

    def upgrade(self, state: State) -> State:
        upgrade(state)  # a snapshot stored before card ids
        return state

    # -- moves: Game.apply has refused a finished game (R11) and a band's move without a band

    over_rule = "R11"

    def over_sentence(self, state: State) -> Text:
        return msg("rescuing-over", rescued=yes_no(state["robin_rescued"]))

    def seat_missing(self, move_type: str) -> Text:
        return msg("rescuing-seat-missing")

    # -- helpers

    @staticmethod
    def _need(state: State, phase: str, doing: str) -> None:
        if state["phase"] != phase:
            # doing: end-turn, recruit, end-day, add-row, add-castle, finish-setup, draw-band, plan, exchange, attack
            raise RuleError(msg("rescuing-not-now", doing=doing, stage=state["phase"]), rule="R8")

    def _planning(self, state: State) -> None:
        self._need(state, "turns", "plan")
        if state["turn"]["wit"] is not None:
            raise RuleError(msg("rescuing-plan-mid-attack"), rule="R6")

    @staticmethod
    def _band_of(state: State, seat: int) -> dict[str, Any]:
        if not 0 <= seat < state["seats"] or state["bands"][seat] is None:
            raise RuleError(msg("rescuing-no-band-today", number=seat + 1), field="band")
        band: dict[str, Any] = state["bands"][seat]
        return band

    @staticmethod
    def _spend_token(band: dict[str, Any], token: str, count: int = 1) -> None:
        if band[token] < count:
            raise RuleError(msg("rescuing-no-token", token=stat_words(token)) if count == 1 else
                            msg("rescuing-tokens-short", count=count, token=stat_words(token), have=band[token]),
                            rule="R6")
        band[token] -= count

    def _row(self, state: State, index: int) -> dict[str, Any]:
        if not 0 <= index < len(state["rows"]) or state["rows"][index]["cleared"]:
            raise RuleError(msg("rescuing-row-empty", row=row_words(state, index, "start")), field="row")
        row: dict[str, Any] = state["rows"][index]
        return row

    @staticmethod
    def _find(state: State, card_id: int, path: str) -> tuple[int, int]:
        """Where card ``card_id`` stands now: (row, position from the row's end)."""
        for r, row in enumerate(state["rows"]):
            for i, card in enumerate(row["cards"]):
                if card["id"] == card_id:
                    return r, i
        raise RuleError(msg("rescuing-no-card", card=card_number(card_id)), field=path)

    def _locate(self, state: State, move: Move, path: str = "guard") -> tuple[int, int]:
        """The card a move names: by id (``guard``), or as older phones did, by ``row`` and position ``card``."""
        if move.get(path) is not None:
            if move.get("card") is not None:
                raise RuleError(msg("rescuing-card-once"), field="card")
            r, i = self._find(state, move[path], path)
            if move.get("row") is not None and move["row"] != r:
                raise RuleError(msg("rescuing-card-in-row-not", card=card_number(move[path]), row=row_words(state, r, "in"),
                                    other=row_words(state, move["row"], "not-in")),
                                field="row")
            return r, i
        if move.get("row") is None or move.get("card") is None:
            raise RuleError(msg("rescuing-name-guard"), field=path)
        row = self._row(state, move["row"])
        if move["card"] >= len(row["cards"]):
            raise RuleError(msg("rescuing-row-only", row=row_words(state, move["row"], "start"), count=len(row["cards"])),
                            field="card")
        return move["row"], move["card"]

    @staticmethod
    def _attackable_row(state: State) -> int | None:
        """Day 5: the one row that may be attacked now (R9 order); None once every row has fallen."""
        return next((i for i, r in enumerate(state["rows"]) if not r["cleared"]), None)

    def _flip_ends(self, state: State) -> None:
        for row in state["rows"]:  # R7
            if row["cards"]:
                row["cards"][0]["face_up"] = True

    # -- setup moves

    def move_add_row(self, state: State, move: Move, seat: int | None) -> Result:
        self._need(state, "setup", "add-row")
        if state["day"] == 5:
            raise RuleError(msg("rescuing-day5-no-rows"), rule="R9")
        if not move["guards"]["blue"] + move["guards"]["red"]:
            raise RuleError(msg("rescuing-row-needs-guard"), field="guards")
        cards = [new_card(state, "guard", colour) for colour in ("blue", "red") for _ in range(move["guards"][colour])]
        per_medallion = 2 if state["mode"] == "accelerated" else 1  # R14
        medallions = [m for m in move["medallions"] for _ in range(per_medallion)]
        state["rows"].append({"kind": "row", "villagers": len(medallions), "medallions": medallions,
                              "cards": cards, "cleared": False})
        self._flip_ends(state)
        return {"row": len(state["rows"]) - 1, "villagers": state["rows"][-1]["villagers"]}

    def move_add_castle(self, state: State, move: Move, seat: int | None) -> Result:
        self._need(state, "setup", "add-castle")
        if state["day"] != 5 or state["rows"]:
            raise RuleError(msg("rescuing-castle-once"), rule="R9")
        for counts in move["courtyard"]:
            if not counts["blue"] + counts["red"]:
                raise RuleError(msg("rescuing-courtyard-needs-guard"), rule="R9", field="courtyard")

        def guards(counts: Mapping[str, int], red_last: bool) -> list[dict[str, Any]]:
            order = ("blue", "red") if red_last else ("red", "blue")
            return [new_card(state, "guard", colour) for colour in order for _ in range(counts[colour])]

        castle = new_card(state, "castle", None, move["castle"])
        rows: list[dict[str, Any]] = [{"kind": "wall", "cards": [castle, *guards(move["wall"], False)]}]
        rows += [{"kind": "courtyard", "cards": guards(counts, False)} for counts in move["courtyard"]]
        # The Sheriff's row: blue at the end, red nearest him, the Sheriff last (R9).
        rows.append({"kind": "sheriff", "cards": [*guards(move["sheriff_guards"], True),
                                                  new_card(state, "sheriff", None, move["sheriff"])]})
        for row in rows:
            row.update(villagers=0, medallions=[], cleared=False)
        state["rows"] = rows
        self._flip_ends(state)
        return {"rows": len(rows)}

    def move_setup_done(self, state: State, move: Move, seat: int | None) -> Result:
        self._need(state, "setup", "finish-setup")
        if not state["rows"]:
            raise RuleError(msg("rescuing-rows-first"), field="rows")
        state["phase"] = "bands"
        return {"day": state["day"]}

    def move_starting_band(self, state: State, move: Move, seat: int | None) -> Result:
        if not starter_chosen_today(state):
            raise RuleError(msg("rescuing-starter-day5"), rule="R17")
        if day_begun(state):
            raise RuleError(msg("rescuing-starter-fixed", day=state["day"]), rule="R17")
        if move["band"] >= state["seats"]:
            raise RuleError(msg("rescuing-no-such-band", number=move["band"] + 1), field="band")
        state["first_player"], state["starter_chosen"] = move["band"], True
        if state["phase"] == "turns":
            state["current"] = move["band"]
        return {"band": move["band"], "day": state["day"]}

    def move_band(self, state: State, move: Move, seat: int) -> Result:
        self._need(state, "bands", "draw-band")
        if state["bands"][seat] is not None:
            raise RuleError(msg("rescuing-band-entered"), rule="R8")
        band = {k: move[k] for k in (*STATS, *SKILLS)}
        if state["mode"] == "solo-single":
            band["brawn"] += state["solo_carry"]["brawn"]  # R13: carried from the previous day
            band["jolliness"] += state["solo_carry"]["jolliness"]
            if state["day"] == 5:
                band = {k: 2 * v for k, v in band.items()}  # R13: doubled on Day 5
        state["bands"][seat] = band
        if all(b is not None for b in state["bands"]):
            state["phase"] = "turns"
            state["current"] = state["first_player"]
            state["turn"] = fresh_turn()
        return {"band": seat, **band, "mead": state["mead"][seat]}

    # -- planning (R4, R6)

    def move_spend_jolliness(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        if seat != state["current"]:
            raise RuleError(msg("rescuing-jolliness-own-turn"), rule="R4")
        band = state["bands"][seat]
        if move["amount"] > max(0, band["jolliness"]):
            raise RuleError(msg("rescuing-jolliness-short", have=max(0, band["jolliness"]), amount=move["amount"]), rule="R4",
                            field="amount")
        band["jolliness"] -= move["amount"]
        band[move["attribute"]] += move["amount"]
        state["turn"]["jolliness_spent"] += move["amount"]
        return {"band": seat, move["attribute"]: band[move["attribute"]], "jolliness": band["jolliness"]}

    def move_cookery(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        self._spend_token(self._band_of(state, seat), "cookery")
        target = self._band_of(state, move["band"])
        gain = 2 + self._christabel(state, move["band"])  # Lady Christabel: +1 on Cookery
        target[move["attribute"]] += gain
        return {"band": move["band"], move["attribute"]: target[move["attribute"]], "gain": gain}

    def move_mead(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        target = self._band_of(state, move["band"])
        if state["mead"][seat] < 1:  # the seat's Mead lives in the top-level `mead`, its one place
            raise RuleError(msg("rescuing-no-token", token=stat_words("mead")), rule="R6")
        state["mead"][seat] -= 1
        gain = 1 + self._christabel(state, move["band"])
        target["jolliness"] += gain
        return {"band": move["band"], "jolliness": target["jolliness"], "gain": gain, "mead_left": state["mead"][seat]}

    def _christabel(self, state: State, seat: int) -> int:
        return 1 if state["leaders"][seat] == "Lady Christabel" else 0

    def move_scouting(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        if move.get("guards") is not None:
            if move.get("cards") is not None:
                raise RuleError(msg("rescuing-guards-once"), field="cards")
            places = [self._find(state, card_id, "guards") for card_id in move["guards"]]
            row_index = places[0][0]
            if any(r != row_index for r, _ in places):
                raise RuleError(msg("rescuing-scouting-one-row"), rule="R6", field="guards")
            if move.get("row") is not None and move["row"] != row_index:
                raise RuleError(msg("rescuing-guards-in", row=row_words(state, row_index, "in")), field="row")
            indices = [i for _, i in places]
        else:
            if move.get("row") is None or move.get("cards") is None:
                raise RuleError(msg("rescuing-name-guards"), field="guards")
            row_index, indices = move["row"], list(move["cards"])
            row = self._row(state, row_index)
            for index in indices:
                if index >= len(row["cards"]):
                    raise RuleError(msg("rescuing-row-only", row=row_words(state, row_index, "start"), count=len(row["cards"])),
                                    field="cards")
        self._row(state, row_index)
        self._spend_token(self._band_of(state, seat), "scouting")
        cards = state["rows"][row_index]["cards"]
        for index in indices:
            cards[index]["face_up"] = True
        return {"row": row_index, "revealed": [cards[i]["id"] for i in indices]}

    def _prayer_target(self, state: State, move: Move) -> tuple[int, int]:
        """The guard a Prayer touches (R6), on Day 5 only in the row that may be attacked now (R16)."""
        row_index, index = self._locate(state, move)
        card = state["rows"][row_index]["cards"][index]
        if card["kind"] != "guard":
            raise RuleError(msg("rescuing-prayer-not-guard", card=card_name(card)), rule="R6",
                            field="guard")
        if state["day"] == 5:
            now = self._attackable_row(state)  # not None: this row still has the guard
            if now is not None and row_index != now:
                raise RuleError(msg("rescuing-prayer-day5-row", now=row_words(state, now), row=row_words(state, row_index)),
                                rule="R16",
                                field="guard")
        return row_index, index

    def move_prayer_move(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        row_index, index = self._prayer_target(state, move)
        to_row = move["to_row"] if move.get("to_row") is not None else row_index
        if state["day"] == 5 and to_row != row_index:  # R16: no Prayer empties the Courtyard before the Wall
            raise RuleError(msg("rescuing-prayer-day5-stays"), rule="R16", field="to_row")
        target = self._row(state, to_row)
        self._spend_token(self._band_of(state, seat), "prayer")
        moved = state["rows"][row_index]["cards"].pop(index)
        # Anywhere in the row, but never behind the Sheriff, who falls last (R9).
        limit = len(target["cards"]) - (1 if target["cards"] and target["cards"][-1]["kind"] == "sheriff" else 0)
        position = min(move["position"], limit)
        target["cards"].insert(position, moved)
        result: Result = {"guard": moved["id"], "from_row": row_index, "to_row": to_row, "position": position}
        self._after_cards_change(state, seat, result)
        return result

    def move_prayer_remove(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        row_index, index = self._prayer_target(state, move)
        mine = self._band_of(state, seat)
        partner = move.get("partner")
        if partner is None or partner == seat:
            self._spend_token(mine, "prayer", 2)
        else:
            other = self._band_of(state, partner)
            if mine["prayer"] < 1 or other["prayer"] < 1:
                raise RuleError(msg("rescuing-prayer-both"), rule="R6")
            mine["prayer"] -= 1
            other["prayer"] -= 1
        removed = state["rows"][row_index]["cards"].pop(index)
        result: Result = {"row": row_index, "removed": removed["id"]}
        self._after_cards_change(state, seat, result)  # R16: the Courtyard's last guard removed is its fall
        return result

    def move_adjust(self, state: State, move: Move, seat: int | None) -> Result:
        band = self._band_of(state, move["band"])
        if move["what"] == "mead":  # Mead's one place is the table's `mead`, kept from day to day
            state["mead"][move["band"]] += move["amount"]
            return {"band": move["band"], "mead": state["mead"][move["band"]], "reason": move["reason"]}
        band[move["what"]] += move["amount"]
        return {"band": move["band"], move["what"]: band[move["what"]], "reason": move["reason"]}

    def move_exchange(self, state: State, move: Move, seat: int) -> Result:
        if state["leaders"][seat] != "Much the Miller's Son":
            raise RuleError(msg("rescuing-exchange-much"), field="band")
        self._need(state, "turns", "exchange")
        if move["band"] == seat:
            raise RuleError(msg("rescuing-exchange-other"), field="band")
        mine, theirs = self._band_of(state, seat), self._band_of(state, move["band"])
        for stat in STATS:  # attributes recalculated as normal
            mine[stat] += move["get"][stat] - move["give"][stat]
            theirs[stat] += move["give"][stat] - move["get"][stat]
        for skill in SKILLS:  # both collect the new card's tokens and keep the old ones (FAQ)
            mine[skill] += move["get"][skill]
            theirs[skill] += move["give"][skill]
        return {"band": seat, "with": move["band"]}

    # -- attacks (R1-R4, R9-R11)

    def _start_attack(self, state: State, seat: int, attribute: str, row_index: int) -> dict[str, Any]:
        self._need(state, "turns", "attack")
        if seat != state["current"]:
            raise RuleError(msg("rescuing-attack-not-turn"), rule="R4")
        turn = state["turn"]
        if state["robin_pending"] is not None:
            raise RuleError(msg("rescuing-robin-first"), rule="R11")
        if turn["wit"] is not None:
            raise RuleError(msg("rescuing-wit-unfinished"), rule="R2")
        if attribute in turn["attacks"]:
            raise RuleError(msg("rescuing-attacked-with", stat=stat_words(attribute)), rule="R4")
        limit = 3 if turn["extra_attack"] else 2
        if len(turn["attacks"]) >= limit:
            raise RuleError(msg("rescuing-attacks-done", count=limit), rule="R4")
        row = self._row(state, row_index)
        if state["day"] == 5:
            now = self._attackable_row(state)  # not None: _row() found cards in this one
            if now is not None and row_index != now:
                raise RuleError(msg("rescuing-day5-order", row=row_words(state, now)), rule="R9",
                                field="row")
        return row

    def move_wit(self, state: State, move: Move, seat: int) -> Result:
        turn = state["turn"]
        wit = turn["wit"]
        if wit is None:
            if move.get("row") is None:
                raise RuleError(msg("rescuing-wit-row"), field="row")
            row = self._start_attack(state, seat, "wit", move["row"])
            if move.get("card", 0) != 0:
                raise RuleError(msg("rescuing-wit-start"), rule="R2",
                                field="card")
            wit = turn["wit"] = {"row": move["row"], "outwitted": 0, "total": 0}
        else:
            if seat != state["current"]:
                raise RuleError(msg("rescuing-attack-not-turn"), rule="R4")
            row = state["rows"][wit["row"]]
            if move.get("row", wit["row"]) != wit["row"] or move.get("card", wit["outwitted"]) != wit["outwitted"]:
                nxt = card_name(row["cards"][wit["outwitted"]])
                raise RuleError(msg("rescuing-wit-next", row=row_words(state, wit["row"], "along"), card=nxt),
                                rule="R2", field="card")
        band = state["bands"][seat]
        if wit["outwitted"] >= len(row["cards"]):
            raise RuleError(msg("rescuing-wit-end-of-row"), rule="R2", field="card")
        card = row["cards"][wit["outwitted"]]
        value = value_of(card, "wit", move.get("value"), "value")
        card["values"]["wit"], card["face_up"] = value, True
        wit["total"] += value
        if wit["total"] > band["wit"]:  # R2 failure: guards back face-up in order, Wit 0
            band["wit"] = 0
            turn["wit"] = None
            turn["attacks"].append("wit")
            return {"card": card["id"], "value": value, "success": False, "guard_total": wit["total"],
                    "remaining": 0, "defeated": 0, **named_cards([card])}
        wit["outwitted"] += 1
        result = {"card": card["id"], "value": value, "success": True, "guard_total": wit["total"],
                  "remaining": band["wit"] - wit["total"], "outwitted": wit["outwitted"], **named_cards([card])}
        if wit["outwitted"] == len(row["cards"]):  # nothing left to push on to
            result.update(self.move_wit_stop(state, move, seat))
        return result

    def move_wit_stop(self, state: State, move: Move, seat: int) -> Result:
        turn = state["turn"]
        wit = turn["wit"]
        if wit is None or wit["outwitted"] == 0 or seat != state["current"]:
            raise RuleError(msg("rescuing-wit-nothing-to-stop"), rule="R2")
        band = state["bands"][seat]
        band["wit"] -= wit["total"]
        turn["wit"] = None
        turn["attacks"].append("wit")
        return {"stopped": True, **self._defeat(state, seat, wit["row"], list(range(wit["outwitted"])))}

    def _ids_with_values(self, state: State, row_index: int, entries: list[dict[str, Any]],
                         path: str) -> dict[int, int | None]:
        """``[{id, value?}]`` naming cards of one row, as {id: value or None}; each card once."""
        ids_here = {c["id"] for c in state["rows"][row_index]["cards"]}
        out: dict[int, int | None] = {}
        for entry in entries:
            if entry["id"] in out:
                raise RuleError(msg("rescuing-card-twice", card=card_number(entry["id"])), rule="R3", field=path)
            if entry["id"] not in ids_here:
                raise RuleError(msg("rescuing-card-not-in", card=card_number(entry["id"]), row=row_words(state, row_index, "in")), field=path)
            out[entry["id"]] = entry.get("value")
        return out

    def move_brawn(self, state: State, move: Move, seat: int) -> Result:
        row = self._start_attack(state, seat, "brawn", move["row"])
        cards = row["cards"]
        if move.get("values") is not None:  # older phones: every card's Brawn from the end
            if move.get("revealed") is not None:
                raise RuleError(msg("rescuing-brawn-once"), field="values")
            if len(move["values"]) != len(cards):
                raise RuleError(msg("rescuing-brawn-all", count=len(cards)), rule="R3",
                                field="values")
            for n, (card, value) in enumerate(zip(cards, move["values"])):
                check_value(card, "brawn", value, f"values.{n}")
            values = list(move["values"])
        else:
            entered = self._ids_with_values(state, move["row"], move.get("revealed") or [], "revealed")
            missing = [card_name(c) for c in cards if entered.get(c["id"]) is None and "brawn" not in c["values"]]
            if missing:
                raise RuleError(msg("rescuing-brawn-missing", cards=missing), rule="R3",
                                field="revealed")
            values = [value_of(c, "brawn", entered.get(c["id"]), "revealed") for c in cards]
        return self._compare(state, seat, "brawn", move["row"], list(range(len(cards))), values)

    def move_stealth(self, state: State, move: Move, seat: int) -> Result:
        if move.get("chosen") is not None:
            if move.get("cards") is not None or move.get("values") is not None:
                raise RuleError(msg("rescuing-chosen-once"), field="cards")
            row_index, _ = self._find(state, move["chosen"][0]["id"], "chosen")
            if move.get("row") is not None and move["row"] != row_index:
                raise RuleError(msg("rescuing-card-in", card=card_number(move["chosen"][0]["id"]),
                                    row=row_words(state, row_index, "in")), field="row")
            row = self._start_attack(state, seat, "stealth", row_index)
            entered = self._ids_with_values(state, row_index, move["chosen"], "chosen")
            position = {c["id"]: i for i, c in enumerate(row["cards"])}
            chosen = [position[card_id] for card_id in entered]
            typed, paths = list(entered.values()), ["chosen"] * len(entered)
        else:  # older phones: positions and their values, two parallel lists
            if move.get("row") is None or move.get("cards") is None or move.get("values") is None:
                raise RuleError(msg("rescuing-choose-cards"), rule="R3",
                                field="chosen")
            row_index = move["row"]
            row = self._start_attack(state, seat, "stealth", row_index)
            chosen = list(move["cards"])
            if len(set(chosen)) != len(chosen) or len(move["values"]) != len(chosen):
                raise RuleError(msg("rescuing-chosen-each-once"), rule="R3", field="values")
            if any(i >= len(row["cards"]) for i in chosen):
                raise RuleError(msg("rescuing-row-only", row=row_words(state, row_index, "start"), count=len(row["cards"])),
                                field="cards")
            typed, paths = list(move["values"]), [f"values.{n}" for n in range(len(chosen))]
        sheriff = [i for i, c in enumerate(row["cards"]) if c["kind"] == "sheriff"]
        if sheriff and sheriff[0] in chosen and len(chosen) != len(row["cards"]):
            raise RuleError(msg("rescuing-sheriff-last"),
                            rule="R9", field="chosen")
        values = [value_of(row["cards"][index], "stealth", value, path)
                  for index, value, path in zip(chosen, typed, paths)]
        return self._compare(state, seat, "stealth", row_index, chosen, values)

    def _compare(self, state: State, seat: int, attribute: str, row_index: int, chosen: list[int],
                 values: list[int]) -> Result:
        """Brawn and Stealth: all chosen cards revealed, their total against the attribute (R1, R3)."""
        row = state["rows"][row_index]
        band = state["bands"][seat]
        for index, value in zip(chosen, values):
            row["cards"][index]["values"][attribute] = value
            row["cards"][index]["face_up"] = True
        outcome = attack(attribute, band[attribute], values)
        state["turn"]["attacks"].append(attribute)
        if attribute == "brawn":
            state["turn"]["brawn_attack"] = {"success": outcome["success"], "row_total": outcome["guard_total"]}
        band[attribute] = outcome["remaining"]
        result = {"target_row": target_row(state, row_index), "cards": [row["cards"][i]["id"] for i in chosen], **outcome,
                  **named_cards([row["cards"][i] for i in chosen])}
        if outcome["success"]:
            result.update(self._defeat(state, seat, row_index, chosen))
        return result

    def _defeat(self, state: State, seat: int, row_index: int, indices: list[int]) -> Result:
        """Remove defeated cards; free villagers (R7); Castle bonus (R10); Robin and the Sheriff (R11)."""
        row = state["rows"][row_index]
        kinds = [row["cards"][i]["kind"] for i in indices]
        row["cards"] = [c for i, c in enumerate(row["cards"]) if i not in set(indices)]
        result: Result = {"defeated": len(indices)}
        if "castle" in kinds:
            bonus = castle_bonus(state["sherwood"])
            state["bands"][seat]["jolliness"] += bonus
            state["castle_defeated"] = True
            result["castle_bonus"] = bonus
        if "sheriff" in kinds:
            state["sheriff_defeated"] = True
            result["sheriff_defeated"] = True
        self._after_cards_change(state, seat, result)
        return result

    def _after_cards_change(self, state: State, seat: int, result: Result) -> None:
        self._flip_ends(state)
        for row in state["rows"]:
            if not row["cards"] and not row["cleared"]:
                row["cleared"] = True
                state["major_oak"] += row["villagers"]  # R7: freed at once
                state["rescued_today"] += row["villagers"]
                result["rescued"] = result.get("rescued", 0) + row["villagers"]
        if not state["robin_rescued"] and self._courtyard_fallen(state):
            state["robin_rescued"] = True  # R11: won at once
            state["outcome"] = "won"
            state["robin_pending"] = seat
            result["robin_rescued"] = True
        if state["sheriff_defeated"]:
            self._finish(state)

    @staticmethod
    def _courtyard_fallen(state: State) -> bool:
        """R11, R16: every Courtyard row down, after the Wall (the Castle with it)."""
        courtyard = [r for r in state["rows"] if r["kind"] == "courtyard"]
        wall = [r for r in state["rows"] if r["kind"] == "wall"]
        return bool(courtyard) and all(r["cleared"] for r in courtyard + wall)

    def move_robin(self, state: State, move: Move, seat: int) -> Result:
        if state["robin_pending"] != seat:
            raise RuleError(msg("rescuing-robin-rescuer"), rule="R11")
        band = state["bands"][seat]
        for stat in STATS:
            band[stat] += move[stat]
        state["robin_pending"] = None
        if seat == state["current"]:
            state["turn"]["extra_attack"] = True  # one more attack, with an attribute not yet used (R11)
        return {"band": seat, "extra_attack": seat == state["current"], **{s: band[s] for s in STATS}}


    def move_end_turn(self, state: State, move: Move, seat: int) -> Result:
        self._need(state, "turns", "end-turn")
        if seat != state["current"]:
            raise RuleError(msg("rescuing-end-not-turn"), rule="R5")
        if state["turn"]["wit"] is not None:
            raise RuleError(msg("rescuing-wit-unfinished"), rule="R2")
        band = state["bands"][seat]
        state["turns_taken"] += 1
        last = state["turns_taken"] == state["seats"]
        # The band already holds what its attacks left (R5: all Brawn without a Brawn attack, what a
        # successful one left, 0 after a failed one), so no attack is passed to carry_over again.
        # What the band held before spending; a leader's adjustment below zero since then passes nothing (R5).
        owned = max(band["jolliness"], 0) + state["turn"]["jolliness_spent"]
        passed = carry_over(band["brawn"], owned, state["turn"]["jolliness_spent"], None, last_player=last)
        result: Result = {"band": seat, **passed}
        # R5: the Brawn and Jolliness left go to the next player, or back to zero at the day's end (R13's
        # solo carry is kept below): the band's tracker no longer shows what it passed on.
        ended = {"brawn": band["brawn"], "jolliness": band["jolliness"]}
        band["brawn"], band["jolliness"] = min(0, band["brawn"]), min(0, band["jolliness"])
        if last and state["mode"] == "solo-single":
            keep = state["day"] != 4  # R13: carried day to day, reset at the end of day 4
            solo = carry_over(ended["brawn"], owned, state["turn"]["jolliness_spent"], None, last_player=False)
            state["solo_carry"] = {"brawn": solo["brawn_passed"] * keep, "jolliness": solo["jolliness_passed"] * keep}
            result["carried_to_next_day"] = state["solo_carry"]
        state["turn"] = fresh_turn()
        if last:
            state["current"] = None
            if state["day"] == 5:
                self._finish(state)
            else:
                state["phase"] = "recruit"
                state["recruiting"] = {"next": state["first_player"], "passes": 0}
                if state["major_oak"] == 0 or state["mode"] == "solo-single":
                    state["phase"] = "cleanup"
            return result
        nxt = (seat + 1) % state["seats"]
        state["current"] = nxt
        state["bands"][nxt]["brawn"] += passed["brawn_passed"]
        state["bands"][nxt]["jolliness"] += passed["jolliness_passed"]
        return result

    # -- recruiting and the end of the day (R8, R13)

    def move_recruit(self, state: State, move: Move, seat: int) -> Result:
        if state["phase"] == "cleanup" and not move["take"]:
            # A pass once recruiting is over passes on nothing: it stands as nothing, so that a correction
            # that ends recruiting sooner (fewer villagers freed) keeps the later passes (R8). A take is
            # still refused: there is no villager left to take.
            return {"band": seat, "took": False, "major_oak": state["major_oak"], "recruiting_over": True}
        self._need(state, "recruit", "recruit")
        recruiting = state["recruiting"]
        if seat != recruiting["next"]:
            raise RuleError(msg("rescuing-recruit-order", number=recruiting["next"] + 1), rule="R8")
        if move["take"]:
            state["major_oak"] -= 1
            state["decks"][seat] += 1
            recruiting["passes"] = 0
        else:
            recruiting["passes"] += 1
        recruiting["next"] = (seat + 1) % state["seats"]
        if state["major_oak"] == 0 or recruiting["passes"] == state["seats"]:
            state["phase"] = "cleanup"
        return {"band": seat, "took": move["take"], "major_oak": state["major_oak"]}

    def move_end_day(self, state: State, move: Move, seat: int | None) -> Result:
        self._need(state, "cleanup", "end-day")
        day, solo = state["day"], state["mode"] == "solo-single"
        keep_field = solo and day in (1, 3)  # R13: the same battlefield tomorrow
        imprisoned = 0 if keep_field else sum(r["villagers"] for r in state["rows"] if not r["cleared"])
        result: Result = {"day": day, "imprisoned": imprisoned}
        state["imprisoned"] += imprisoned
        if solo:
            state["waiting_recruits"] += state["major_oak"]  # R13: they join only at the end of days 2 and 4
            if day in (2, 4):
                state["decks"][0] += state["waiting_recruits"]
                state["waiting_recruits"] = 0
        else:
            state["sherwood"] += state["major_oak"]  # rescued but unrecruited
            result["to_sherwood"] = state["major_oak"]
        state["major_oak"] = 0
        if day in (2, 4):  # R8: refine the bands
            target = 8 if day == 2 else 4
            retired = sum(max(0, deck - target) for deck in state["decks"])
            state["decks"] = [min(deck, target) for deck in state["decks"]]
            state["sherwood"] += retired
            result["retired"] = retired
        for seat_index, band in enumerate(state["bands"]):
            if band is not None:
                state["mead"][seat_index] += band["cookery"]  # R6: Cookery becomes Mead
        state["by_day"].append({"day": day, "rescued": state["rescued_today"], "imprisoned": imprisoned})
        state["rescued_today"] = 0
        state["bands"] = [None] * state["seats"]
        state["turns_taken"] = 0
        state["first_player"] = (state["first_player"] + 1) % state["seats"]
        if not keep_field:
            state["rows"], state["next_id"] = [], 0
        state["day"] = state["days"][state["days"].index(day) + 1]
        state["phase"] = "bands" if keep_field else "setup"
        return result

    def move_challenge(self, state: State, move: Move, seat: int | None) -> Result:
        if not state["expert"]:
            raise RuleError(msg("rescuing-challenge-expert"), rule="R12")
        today = [c for c in state["challenges"] if c["day"] == state["day"]]
        if len(today) >= 2:
            raise RuleError(msg("rescuing-challenge-limit"), rule="R12")
        state["challenges"].append({"points": move["points"], "blind": move["blind"], "day": state["day"]})
        return {"challenges": len(state["challenges"])}

    def _finish(self, state: State) -> None:
        state["phase"] = "over"
        state["outcome"] = "won" if state["robin_rescued"] else "lost"
        state["by_day"].append({"day": 5, "rescued": state["rescued_today"], "imprisoned": 0})

    # -- views

    def result_today(self, move_type: str, result: Result) -> Result:
        """An attack's row, stored as English words (``row_name``) before it was ``target_row``, as
        ``target_row``."""
        if isinstance(result.get("row_name"), str):
            kept = {key: value for key, value in result.items() if key != "row_name"}
            return {"target_row": row_from_name(result["row_name"]), **kept}
        return result

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        if needs_upgrade(state):  # a snapshot stored before card ids: shown as the next move will see it
            state = copy_state(state)
            upgrade(state)
        out = dict(state)
        # Day 5: the one row Prayer and attacks may touch now (R9, R16), for the screen.
        out["attackable_row"] = self._attackable_row(state) if state["day"] == 5 else None
        out["passes_on"] = passes_on(state)
        # R15: the values a guard of each colour may show, for the screen's number fields and hints.
        out["guard_range"] = {colour: list(bounds) for colour, bounds in GUARD_RANGE.items()}
        if state["expert"]:
            out["expert_score"] = expert_score(state["challenges"], state["robin_rescued"], state["sheriff_defeated"],
                                               state["imprisoned"])
        return out

    def status(self, state: State) -> dict[str, Any]:
        won = state["outcome"] == "won"
        return {"finished": state["phase"] == "over", "winners": list(range(state["seats"])) if won else []}

    # -- the end
    progress_unit = "day"
    progress_measure = "villagers rescued"

    def final_standing(self, state: State, names: Sequence[str]) -> Standing:
        """Cooperative: every band wins when Robin Hood is rescued (R11), or none does. In expert mode
        every band shares the expert score (R12)."""
        won = state["outcome"] == "won"
        ending = ("won-sheriff" if state["sheriff_defeated"] else "won") if won else "lost"
        outcome: Text = msg("rescuing-outcome", ending=ending, bands=state["seats"])
        scores: list[int | None] | None = None
        measure = None
        if state["expert"]:
            scored = expert_score(state["challenges"], state["robin_rescued"], state["sheriff_defeated"],
                                  state["imprisoned"])
            outcome = msg("rescuing-outcome-expert", outcome=outcome, amount=amount_words(scored["score"], "points"),
                          rank=rank_words(scored["score"]))
            scores, measure = [scored["score"]] * state["seats"], "points"
        return Standing.all_or_none(outcome, seats=state["seats"], won=won, scores=scores, measure=measure)

    # -- what may be entered now (engine/choices.py)

    def legal_moves(self, state: State) -> list[LegalMove]:
        """Every move the table may take now, each field limited to the values the rules allow (R4-R9,
        R11, R12, R16, R17). A value printed on a card the app has not seen (a band's totals, Robin's
        attributes, a challenge's points) keeps its declared range; a guard's value its colour's (R15)."""
        if needs_upgrade(state):
            state = copy_state(state)
            upgrade(state)
        phase = state["phase"]
        moves: list[LegalMove] = []
        if phase == "over":
            return moves
        if phase == "setup":
            moves += self._setup_moves(state)
        elif phase == "bands":
            moves += [LegalMove("band", seat, rule="R8") for seat, band in enumerate(state["bands"]) if band is None]
        elif phase == "turns":
            moves += self._turn_moves(state)
        elif phase == "recruit":
            moves.append(LegalMove("recruit", state["recruiting"]["next"], {"take": one_of([True, False])}, rule="R8"))
        elif phase == "cleanup":
            moves.append(LegalMove("end_day", rule="R8"))
        if starter_chosen_today(state) and phase in ("setup", "bands", "turns") and not day_begun(state):
            moves.append(LegalMove("starting_band", None, {"band": one_of(range(state["seats"]))}, rule="R17"))
        if state["expert"] and sum(1 for c in state["challenges"] if c["day"] == state["day"]) < 2:
            moves.append(LegalMove("challenge", rule="R12"))
        drawn = [seat for seat, band in enumerate(state["bands"]) if band is not None]
        if drawn:  # a leader's printed power, by hand, on any band drawn today
            moves += [LegalMove("adjust", seat, {"band": one_of(drawn)}) for seat in range(state["seats"])]
        return moves

    def _setup_moves(self, state: State) -> list[LegalMove]:
        """R9: Day 5 lays out the Castle once; days 1-4 their rows, each with a guard at least."""
        moves: list[LegalMove] = []
        if state["day"] == 5 and not state["rows"]:
            moves.append(LegalMove("add_castle", None, {"courtyard": Domain(items=one_of(GUARDED), min_items=1, max_items=4)},
                                   rule="R9"))
        elif state["day"] != 5:
            moves.append(LegalMove("add_row", None, {"guards": one_of(GUARDED)}, rule="R7"))
        if state["rows"]:
            moves.append(LegalMove("setup_done", rule="R8"))
        return moves

    def _turn_moves(self, state: State) -> list[LegalMove]:
        """A band's turn: Robin first when rescued (R11); a Wit attack under way goes on or stops (R2);
        otherwise the attacks left (R4, R9), Jolliness (R4), the tokens (R6) and the end of the turn (R5)."""
        current, turn = state["current"], state["turn"]
        moves: list[LegalMove] = []
        pending = state["robin_pending"]
        if pending is not None:
            moves.append(LegalMove("robin", pending, rule="R11"))
        if turn["wit"] is not None:
            moves.append(self._wit_next(state))
            if turn["wit"]["outwitted"]:
                moves.append(LegalMove("wit_stop", current, rule="R2"))
            return moves
        moves += self._token_moves(state)
        if pending == current:
            return moves  # the rescuer adds Robin before attacking on or ending the turn (R11)
        band = state["bands"][current]
        if band["jolliness"] > 0:
            moves.append(LegalMove("spend_jolliness", current, {"attribute": one_of(ATTRIBUTES),
                                                                 "amount": between(1, band["jolliness"])}, rule="R4"))
        if pending is None:
            moves += self._attacks(state)
        moves.append(LegalMove("end_turn", current, rule="R5"))
        return moves

    def _attacks(self, state: State) -> list[LegalMove]:
        """The attacks the current band may start (R4: two a turn, each attribute once; R11: a third),
        one legal move per row it may attack now (R9 on Day 5), with the values the app still needs."""
        current, turn = state["current"], state["turn"]
        limit = 3 if turn["extra_attack"] else 2
        if len(turn["attacks"]) >= limit:
            return []
        moves: list[LegalMove] = []
        for attribute in (a for a in ATTRIBUTES if a not in turn["attacks"]):
            for row_index in attackable_rows(state):
                cards = state["rows"][row_index]["cards"]
                rule = "R9" if state["day"] == 5 else "R4"
                if attribute == "wit":
                    value, needed = value_domain(cards[0], "wit")
                    moves.append(LegalMove("wit", current, {"row": one_of([row_index]), "value": value},
                                           require=("value",) if needed else (), rule=rule))
                elif attribute == "brawn":
                    unknown = any("brawn" not in c["values"] for c in cards)
                    moves.append(LegalMove("brawn", current, {"row": one_of([row_index])},
                                           require=("revealed",) if unknown else (), rule=rule))
                else:
                    moves.append(LegalMove("stealth", current, {"row": one_of([row_index])}, require=("chosen",),
                                           rule=rule))
        return moves

    def _wit_next(self, state: State) -> LegalMove:
        """R2: a Wit attack under way meets the next card of its row, and nothing else."""
        wit = state["turn"]["wit"]
        card = state["rows"][wit["row"]]["cards"][wit["outwitted"]]
        value, needed = value_domain(card, "wit")
        return LegalMove("wit", state["current"], {"value": value}, require=("value",) if needed else (), rule="R2")

    def _token_moves(self, state: State) -> list[LegalMove]:
        """R6: each token while its holder has it, on the bands and guards it may touch (R16 on Day 5)."""
        moves: list[LegalMove] = []
        everyone = list(range(state["seats"]))
        guards = prayable_guards(state)
        for seat, band in enumerate(state["bands"]):
            if band["cookery"] > 0:
                moves.append(LegalMove("cookery", seat, {"band": one_of(everyone), "attribute": one_of(ATTRIBUTES)},
                                       rule="R6"))
            if state["mead"][seat] > 0:
                moves.append(LegalMove("mead", seat, {"band": one_of(everyone)}, rule="R6"))
            if band["scouting"] > 0:
                moves += [LegalMove("scouting", seat, {"guards": Domain(items=one_of(ids), min_items=1,
                                                                         max_items=min(2, len(ids)))}, rule="R6")
                          for ids in scoutable_guards(state)]
            if band["prayer"] > 0 and guards:
                rows = [attackable_rows(state)[0]] if state["day"] == 5 else attackable_rows(state)
                moves.append(LegalMove("prayer_move", seat, {"guard": one_of(guards), "to_row": one_of(rows)},
                                       require=("guard",), rule="R16" if state["day"] == 5 else "R6"))
                partners = [other for other in everyone if other != seat and state["bands"][other]["prayer"] > 0]
                if band["prayer"] > 1:
                    partners.insert(0, seat)
                if partners:
                    moves.append(LegalMove("prayer_remove", seat, {"guard": one_of(guards), "partner": one_of(partners)},
                                           require=("guard", "partner"), rule="R16" if state["day"] == 5 else "R6"))
            if state["leaders"][seat] == "Much the Miller's Son":  # his printed power: a card with another band
                moves.append(LegalMove("exchange", seat, {"band": one_of(s for s in everyone if s != seat)}))
        return moves

    def turn(self, state: State) -> Turn | None:
        """R8: the bands are drawn at once; then each band's turn in order, then recruiting in turn
        order; the battlefield and the day's clean-up are the table's (no single turn)."""
        if state["phase"] == "over" or state.get("outcome") is not None:
            return None
        period, phase = Period("day", state["day"]), state["phase"]
        if phase == "bands":
            return Turn(tuple(s for s, band in enumerate(state["bands"]) if band is None), period)
        if phase == "turns" and state["current"] is not None:
            return Turn((state["current"],), period)
        if phase == "recruit":
            return Turn((state["recruiting"]["next"],), period)
        return Turn((), period)

    def progress_point(self, state: State, moves: int) -> Point | None:
        # Villagers rescued so far, the whole table's (a cooperative game): the same for every band.
        rescued = sum(day["rescued"] for day in state["by_day"]) + state["rescued_today"]
        if state["phase"] == "over":
            rescued = sum(day["rescued"] for day in state["by_day"])  # _finish already added today's
        return Period("day", state["day"]), [rescued] * state["seats"]

    def start_seat(self, state: State) -> int | None:
        """The first player of the first day, until its turns begin."""
        first_day = not state["by_day"] and state["day"] == state["days"][0]
        return state["first_player"] if first_day and state["phase"] in ("setup", "bands") else None

    # -- setting up the table (issue 37): the rulebook's "Initial Setup" for these options. The
    # rulebook numbers its setup steps on a picture; its text keeps their order, which the step
    # numbers here follow: 1 Skill tokens, 2 Guards, 3 Villagers (a, b), 4 Major Oak, 5 Attribute
    # trackers, 6 Band Leaders, 7 Scenario Setup cards (a, b, c), 8 Castle, Sheriff and Robin Hood.

    def setup_steps(self, options: Mapping[str, Any]) -> list[Message]:
        bands = int(options.get("players", 2))
        mode = str(options.get("mode", "standard"))
        solo = mode == "solo-single"
        steps = [
            msg("setup-rescuing-skill-tokens", step=1),
            msg("setup-rescuing-guards", step=2, blue=GUARDS_PER_COLOUR, red=GUARDS_PER_COLOUR),
            msg("setup-rescuing-villager-piles", step="3a"),
            msg("setup-rescuing-starting-villagers", step="3b", each=STARTING_VILLAGERS, bands=bands,
                total=STARTING_VILLAGERS * bands),
            msg("setup-rescuing-major-oak", step=4),
            msg("setup-rescuing-trackers", step=5, bands=bands, cubes=TRACKER_CUBES),
            self._leaders_step(bands),
            # R13: a single band sets up as a 2-player game.
            msg("setup-rescuing-scenario-cards", step="7a", players=SOLO_SETUP_PLAYERS if solo else bands,
                solo=yes_no(solo)),
            msg("setup-rescuing-scenario-stack", step="7b-7c"),
            msg("setup-rescuing-castle", step=8),
        ]
        if mode == "accelerated":
            steps.append(msg("setup-rescuing-accelerated", per_medallion=2))  # R14
        if solo:
            steps.append(msg("setup-rescuing-solo"))  # R13
        if options.get("expert", False):
            steps.append(msg("setup-rescuing-expert", cards=CHALLENGE_CARDS, start=EXPERT_START))  # R12
        if not solo:
            steps.append(msg("setup-rescuing-first-player"))
        steps.append(msg("setup-rescuing-first-day", day=2 if mode == "accelerated" else 1))  # R14
        return steps

    @staticmethod
    def _leaders_step(bands: int) -> Message:
        """Step 6: two Band Leaders dealt to each band, one kept; with 5 bands the 8 cards cannot go
        round at once, so 2 bands choose first and the rest are dealt again to the other 3."""
        if bands == 5:
            return msg("setup-rescuing-leaders-five", step=6, dealt=2, first=2, then=3)
        return msg("setup-rescuing-leaders", step=6, dealt=2, bands=bands)


def fresh_turn() -> dict[str, Any]:
    return {"attacks": [], "extra_attack": False, "jolliness_spent": 0, "brawn_attack": None, "wit": None}


register(RescuingRobinHood())
