"""Rescuing Robin Hood: the five-day companion (cooperative).

Players keep playing with the real cards. The app tracks the battlefield and
every band, checks each move against the rules and computes what people get
wrong: attack results (R1-R3), what passes to the next player (R5), the Castle
bonus (R10) and the expert score (R12). Rulings R1-R15 are in
``../shared/rules/RULINGS.md``.

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

from typing import Any, Mapping, Sequence

from ..errors import RuleError
from ..fields import Bool, Choice, Int, ListOf, Object, Str
from ..game import Game, Move, MoveSpec, Result, State
from ..registry import register

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
}


# -- the calculators ------------------------------------------------------------------

def attack(attribute: str, value: int, guards: Sequence[int]) -> dict[str, Any]:
    """One attack against guard values (R1-R3). Wit: the values met in order from the end of the row,
    going on until it fails or the list ends; Brawn: the whole row; Stealth: the chosen guards."""
    if attribute not in ATTRIBUTES:
        raise RuleError(f"{attribute!r} is not an attack attribute (wit, brawn, stealth).", rule="R3", field="attribute")
    if not guards:
        raise RuleError("An attack needs at least one guard.", rule="R3", field="guards")
    for i, guard in enumerate(guards):
        if guard < 0:
            raise RuleError(f"Guard value {guard} is negative.", rule="R15", field=f"guards.{i}")
    if attribute == "wit":
        total = 0
        for count, guard in enumerate(guards, start=1):
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
        raise RuleError("Jolliness spent cannot be negative.", rule="R5", field="jolliness_spent")
    if jolliness_spent > max(jolliness, 0):
        raise RuleError(f"{jolliness_spent} Jolliness spent, but only {max(jolliness, 0)} owned.", rule="R4",
                        field="jolliness_spent")
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


def expert_score(challenges: Sequence[Mapping[str, Any]], robin_rescued: bool, sheriff_defeated: bool,
                 villagers_imprisoned: int) -> dict[str, Any]:
    """R12.

    >>> expert_score([{"points": 10, "blind": True, "day": 5}], True, False, 2)
    {'score': 84, 'rank': 'First Archery Lesson'}
    """
    if villagers_imprisoned < 0:
        raise RuleError("Villagers imprisoned cannot be negative.", rule="R12", field="villagers_imprisoned")
    score = 50 + 30 * robin_rescued + 40 * sheriff_defeated - 5 * villagers_imprisoned
    for c in challenges:
        score += c["points"] + 2 * bool(c["blind"]) + 2 * (c["day"] == 5)
    return {"score": score, "rank": rank(score)}


def castle_bonus(sherwood: int) -> int:
    """R10: one Jolliness for every 3 villagers in Sherwood Forest, rounded down."""
    return sherwood // 3


# -- the table ------------------------------------------------------------------------

MODES = ("standard", "accelerated", "solo-single", "solo-multi")
SKILLS = ("scouting", "cookery", "prayer")
STATS = (*ATTRIBUTES, "jolliness")
ROW = Int(minimum=0, maximum=19, description="Row number, top row 0")
CARD = Int(minimum=0, maximum=20, description="Card position in its row, 0 at the end attacked first")
CARD_VALUES = Object(fields={a: Int(minimum=0, maximum=30) for a in ATTRIBUTES})
GUARD_COUNTS = Object(fields={"blue": Int(minimum=0, maximum=12, default=0), "red": Int(minimum=0, maximum=12, default=0)})
VALUES = ListOf(item=Int(minimum=0, maximum=30), min_items=1, max_items=20)
CARD_CONTENT = Object(fields={**{s: Int(minimum=-9, maximum=20, default=0) for s in STATS},
                              **{t: Int(minimum=0, maximum=3, default=0) for t in SKILLS}})


def guard(colour: str) -> dict[str, Any]:
    return {"kind": "guard", "colour": colour, "face_up": False, "values": {}}


def named_card(kind: str, values: Mapping[str, int]) -> dict[str, Any]:
    return {"kind": kind, "colour": None, "face_up": True, "values": dict(values)}


def check_value(card: Mapping[str, Any], attribute: str, value: int, path: str) -> None:
    """R15: a guard's value within its colour's range; a known value must be entered the same."""
    if card["kind"] == "guard":
        low, high = GUARD_RANGE[card["colour"]]
        if not low <= value <= high:
            raise RuleError(f"A {card['colour']} guard's {attribute} is {low}-{high}, not {value}: check the card.",
                            rule="R15", field=path)
    known = card["values"].get(attribute)
    if known is not None and known != value:
        raise RuleError(f"That card's {attribute} was entered as {known}, not {value}.", rule="R15", field=path)


class RescuingRobinHood(Game):
    id = "rescuing-robin-hood"
    title = "Rescuing Robin Hood"
    min_players = 1
    max_players = 5
    rulings = RULINGS
    decisions = (
        "Rows are entered from the scenario card; each row's cards are listed from its end (the card a Wit attack"
        " meets first, number 0). The Castle stands at the end of the Wall; the Sheriff at the far end of his row,"
        " red guards next to him (R9).",
        "A guard's value is entered when an attack or a Scouting needs it, for the attribute used, checked against"
        " its colour's range (R15) and kept.",
        "A failed Brawn or Stealth attack leaves that attribute at 0, like a failed Wit attack (R2); each attribute"
        " attacks once a turn anyway (R4).",
        "Band leaders: Lady Christabel's +1 on Cookery and Mead and Much the Miller's Son's card exchange are built"
        " in; any other printed power is entered as a manual adjustment with a reason, shown in the log.",
        "Recruiting takes one villager from the Major Oak per move, in turn order from the first player, until none"
        " are left or everyone has passed in a row; single-band solo keeps them until the end of days 2 and 4 (R13).",
        "Bands are cut (R8) by the app's count of each deck: 8 starting villagers plus recruits; the surplus retires"
        " to Sherwood Forest.",
        "Day 5 is lost when its last turn ends without Robin rescued; after a rescue the table may go on for the"
        " Sheriff until the last turn ends or he falls.",
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
                             "guards": GUARD_COUNTS}, who="any"),
        "add_castle": MoveSpec("Day 5 setup: the Wall with the Castle, the Courtyard rows, the Sheriff's row (R9).",
                               {"wall": GUARD_COUNTS, "castle": CARD_VALUES,
                                "courtyard": ListOf(item=GUARD_COUNTS, min_items=1, max_items=4),
                                "sheriff_guards": GUARD_COUNTS, "sheriff": CARD_VALUES}, who="any"),
        "setup_done": MoveSpec("The battlefield is set: draw today's bands.", who="any"),
        "band": MoveSpec("Today's band: the totals of your 4 villagers and your leader, and its skill tokens.",
                         {**{s: Int(minimum=-20, maximum=99) for s in STATS},
                          **{t: Int(minimum=0, maximum=10, default=0) for t in SKILLS}}),
        "spend_jolliness": MoveSpec("Planning: spend Jolliness, +1 per point (R4).",
                                    {"attribute": Choice(choices=ATTRIBUTES), "amount": Int(minimum=1, maximum=99)}),
        "cookery": MoveSpec("Planning: your Cookery token gives +2 to a band's attribute (R6).",
                            {"band": Int(minimum=0, maximum=4), "attribute": Choice(choices=ATTRIBUTES)}),
        "mead": MoveSpec("Planning: your Mead token gives +1 Jolliness to any band (R6).",
                         {"band": Int(minimum=0, maximum=4)}),
        "scouting": MoveSpec("Planning: your Scouting token reveals up to 2 cards of one row (R6).",
                             {"row": ROW, "cards": ListOf(item=CARD, min_items=1, max_items=2)}),
        "prayer_move": MoveSpec("Planning: one Prayer moves a guard to any position in any row (R6).",
                                {"row": ROW, "card": CARD, "to_row": ROW, "position": CARD}),
        "prayer_remove": MoveSpec("Planning: two Prayers, yours or one from `partner`, remove a guard (R6).",
                                  {"row": ROW, "card": CARD, "partner": Int(minimum=0, maximum=4, required=False)}),
        "wit": MoveSpec("Wit attack, one card at a time: the next card of the row and its Wit (R2).",
                        {"row": ROW, "card": CARD, "value": Int(minimum=0, maximum=30)}),
        "wit_stop": MoveSpec("Stop a Wit attack after a success: the outwitted guards are discarded (R2)."),
        "brawn": MoveSpec("Brawn attack on a whole row: each card's Brawn, from the end (R3).",
                          {"row": ROW, "values": VALUES}),
        "stealth": MoveSpec("Stealth attack on chosen cards of one row, with their Stealth (R3).",
                            {"row": ROW, "cards": ListOf(item=CARD, min_items=1, max_items=20), "values": VALUES}),
        "robin": MoveSpec("The rescuer adds Robin Hood's printed attributes (R11).",
                          {s: Int(minimum=0, maximum=30) for s in STATS}),
        "end_turn": MoveSpec("End your turn: Brawn and Jolliness pass to the next player (R5)."),
        "recruit": MoveSpec("Recruit a villager from the Major Oak (take) or pass (R8).", {"take": Bool()}),
        "end_day": MoveSpec("End-of-day clean-up (R8, R13).", who="any"),
        "challenge": MoveSpec("Expert mode: a challenge card accepted, blind or seen (R12).",
                              {"points": Int(minimum=0, maximum=50), "blind": Bool()}, who="any"),
        "adjust": MoveSpec("A band leader's printed power, applied by hand with a reason.",
                           {"band": Int(minimum=0, maximum=4), "what": Choice(choices=(*STATS, *SKILLS, "mead")),
                            "amount": Int(minimum=-20, maximum=20), "reason": Str(min_length=3, max_length=120)}),
        "exchange": MoveSpec("Much the Miller's Son: swap a card with another band; both keep their old tokens and"
                             " gain the new card's (FAQ).",
                             {"band": Int(minimum=0, maximum=4), "give": CARD_CONTENT, "get": CARD_CONTENT}),
    }

    # -- setup

    def check_options(self, options: Mapping[str, Any]) -> None:
        players, mode = options["players"], options["mode"]
        if mode == "solo-single" and players != 1:
            raise RuleError("Single-band solo plays one band.", rule="R13", field="players")
        if mode != "solo-single" and players < 2:
            raise RuleError(f"The {mode} game has 2-5 bands; one band plays single-band solo.", rule="R13",
                            field="players")
        if options["leaders"] is not None and len(options["leaders"]) != players:
            raise RuleError(f"Name one band leader per band ({players}).", field="leaders")

    def setup(self, options: Mapping[str, Any]) -> State:
        n, mode = options["players"], options["mode"]
        days = [2, 4, 5] if mode == "accelerated" else [1, 2, 3, 4, 5]  # R14
        return {
            "seats": n, "mode": mode, "expert": options["expert"],
            "leaders": list(options["leaders"] or [None] * n),
            "days": days, "day": days[0], "phase": "setup",
            "rows": [], "first_player": 0, "current": None, "turns_taken": 0,
            "bands": [None] * n, "mead": [0] * n, "decks": [8] * n,
            "turn": fresh_turn(),
            "major_oak": 0, "sherwood": 0, "imprisoned": 0, "waiting_recruits": 0,
            "recruiting": {"next": 0, "passes": 0},
            "solo_carry": {"brawn": 0, "jolliness": 0},
            "castle_defeated": False, "robin_rescued": False, "robin_pending": None, "sheriff_defeated": False,
            "outcome": None, "challenges": [], "by_day": [], "rescued_today": 0,
        }

    # -- helpers

    def apply(self, state: State, move: Move, seat: int | None) -> tuple[State, Result]:
        if state["phase"] == "over":
            raise RuleError(f"The game is over: Robin was {'rescued' if state['robin_rescued'] else 'not rescued'}.",
                            rule="R11")
        return state, getattr(self, f"_move_{move['type']}")(state, move, seat)

    @staticmethod
    def _need(state: State, phase: str, doing: str) -> None:
        if state["phase"] != phase:
            raise RuleError(f"You cannot {doing} now: the table is at '{state['phase']}'.", rule="R8")

    def _planning(self, state: State) -> None:
        self._need(state, "turns", "plan")
        if state["turn"]["wit"] is not None:
            raise RuleError("Tokens and Jolliness are used in the planning phase, not in the middle of an attack.",
                            rule="R6")

    @staticmethod
    def _band_of(state: State, seat: int) -> dict[str, Any]:
        if not 0 <= seat < state["seats"] or state["bands"][seat] is None:
            raise RuleError(f"Band {seat} has no band on the table today.", field="band")
        return state["bands"][seat]

    @staticmethod
    def _spend_token(band: dict[str, Any], token: str, count: int = 1) -> None:
        if band[token] < count:
            raise RuleError(f"No {token} token left to spend.", rule="R6")
        band[token] -= count

    def _row(self, state: State, index: int) -> dict[str, Any]:
        if not 0 <= index < len(state["rows"]) or state["rows"][index]["cleared"]:
            raise RuleError(f"Row {index} has no cards to attack.", field="row")
        return state["rows"][index]

    def _flip_ends(self, state: State) -> None:
        for row in state["rows"]:  # R7
            if row["cards"]:
                row["cards"][0]["face_up"] = True

    # -- setup moves

    def _move_add_row(self, state: State, move: Move, seat: int | None) -> Result:
        self._need(state, "setup", "add a row")
        if state["day"] == 5:
            raise RuleError("Day 5 is set up with the Castle (add_castle), not rows of villagers.", rule="R9")
        cards = [guard("blue") for _ in range(move["guards"]["blue"])] + [guard("red") for _ in range(move["guards"]["red"])]
        if not cards:
            raise RuleError("A row has at least one guard.", field="guards")
        per_medallion = 2 if state["mode"] == "accelerated" else 1  # R14
        medallions = [m for m in move["medallions"] for _ in range(per_medallion)]
        state["rows"].append({"kind": "row", "villagers": len(medallions), "medallions": medallions,
                              "cards": cards, "cleared": False})
        self._flip_ends(state)
        return {"row": len(state["rows"]) - 1, "villagers": state["rows"][-1]["villagers"]}

    def _move_add_castle(self, state: State, move: Move, seat: int | None) -> Result:
        self._need(state, "setup", "set up the Castle")
        if state["day"] != 5 or state["rows"]:
            raise RuleError("The Castle is set up once, on Day 5.", rule="R9")

        def guards(counts: Mapping[str, int], red_last: bool) -> list[dict[str, Any]]:
            blue = [guard("blue") for _ in range(counts["blue"])]
            red = [guard("red") for _ in range(counts["red"])]
            return blue + red if red_last else red + blue

        rows = [{"kind": "wall", "cards": [named_card("castle", move["castle"]), *guards(move["wall"], False)]}]
        for counts in move["courtyard"]:
            if not counts["blue"] + counts["red"]:
                raise RuleError("A Courtyard row has at least one guard.", rule="R9", field="courtyard")
            rows.append({"kind": "courtyard", "cards": guards(counts, False)})
        # The Sheriff's row: blue at the end, red nearest him, the Sheriff last (R9).
        rows.append({"kind": "sheriff", "cards": [*guards(move["sheriff_guards"], True), named_card("sheriff", move["sheriff"])]})
        for row in rows:
            row.update(villagers=0, medallions=[], cleared=False)
        state["rows"] = rows
        self._flip_ends(state)
        return {"rows": len(rows)}

    def _move_setup_done(self, state: State, move: Move, seat: int | None) -> Result:
        self._need(state, "setup", "finish the setup")
        if not state["rows"]:
            raise RuleError("Enter the scenario card's rows first.", field="rows")
        state["phase"] = "bands"
        return {"day": state["day"]}

    def _move_band(self, state: State, move: Move, seat: int) -> Result:
        self._need(state, "bands", "draw a band")
        if state["bands"][seat] is not None:
            raise RuleError("Your band is already entered today; undo to change it.", rule="R8")
        band = {k: move[k] for k in (*STATS, *SKILLS)}
        if state["mode"] == "solo-single":
            band["brawn"] += state["solo_carry"]["brawn"]  # R13: carried from the previous day
            band["jolliness"] += state["solo_carry"]["jolliness"]
            if state["day"] == 5:
                band = {k: 2 * v for k, v in band.items()}  # R13: doubled on Day 5
        band["mead"] = state["mead"][seat]
        state["bands"][seat] = band
        if all(b is not None for b in state["bands"]):
            state["phase"] = "turns"
            state["current"] = state["first_player"]
            state["turn"] = fresh_turn()
        return {"band": seat, **band}

    # -- planning (R4, R6)

    def _move_spend_jolliness(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        if seat != state["current"]:
            raise RuleError("Jolliness is spent only on your own turn.", rule="R4")
        band = state["bands"][seat]
        if move["amount"] > max(0, band["jolliness"]):
            raise RuleError(f"You have {max(0, band['jolliness'])} Jolliness, not {move['amount']}.", rule="R4",
                            field="amount")
        band["jolliness"] -= move["amount"]
        band[move["attribute"]] += move["amount"]
        state["turn"]["jolliness_spent"] += move["amount"]
        return {"band": seat, move["attribute"]: band[move["attribute"]], "jolliness": band["jolliness"]}

    def _move_cookery(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        self._spend_token(self._band_of(state, seat), "cookery")
        target = self._band_of(state, move["band"])
        gain = 2 + self._christabel(state, move["band"])  # Lady Christabel: +1 on Cookery
        target[move["attribute"]] += gain
        return {"band": move["band"], move["attribute"]: target[move["attribute"]], "gain": gain}

    def _move_mead(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        self._spend_token(self._band_of(state, seat), "mead")  # today's Mead lives in the band until day's end
        target = self._band_of(state, move["band"])
        gain = 1 + self._christabel(state, move["band"])
        target["jolliness"] += gain
        return {"band": move["band"], "jolliness": target["jolliness"], "gain": gain}

    def _christabel(self, state: State, seat: int) -> int:
        return 1 if state["leaders"][seat] == "Lady Christabel" else 0

    def _move_scouting(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        row = self._row(state, move["row"])
        for index in move["cards"]:
            if index >= len(row["cards"]):
                raise RuleError(f"Row {move['row']} has no card {index}.", field="cards")
        self._spend_token(self._band_of(state, seat), "scouting")
        for index in move["cards"]:
            row["cards"][index]["face_up"] = True
        return {"row": move["row"], "revealed": list(move["cards"])}

    def _guard_at(self, state: State, row_index: int, card: int) -> dict[str, Any]:
        row = self._row(state, row_index)
        if card >= len(row["cards"]):
            raise RuleError(f"Row {row_index} has no card {card}.", field="card")
        if row["cards"][card]["kind"] != "guard":
            raise RuleError(f"Prayer cannot touch the {row['cards'][card]['kind'].capitalize()}: only Wit, Brawn or"
                            " Stealth can.", rule="R6", field="card")
        return row

    def _move_prayer_move(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        row = self._guard_at(state, move["row"], move["card"])
        target = self._row(state, move["to_row"])
        self._spend_token(self._band_of(state, seat), "prayer")
        moved = row["cards"].pop(move["card"])
        position = min(move["position"], len(target["cards"]))
        target["cards"].insert(position, moved)
        self._after_cards_change(state, seat)
        return {"from_row": move["row"], "to_row": move["to_row"], "position": position}

    def _move_prayer_remove(self, state: State, move: Move, seat: int) -> Result:
        self._planning(state)
        row = self._guard_at(state, move["row"], move["card"])
        mine = self._band_of(state, seat)
        partner = move.get("partner")
        if partner is None or partner == seat:
            self._spend_token(mine, "prayer", 2)
        else:
            other = self._band_of(state, partner)
            if mine["prayer"] < 1 or other["prayer"] < 1:
                raise RuleError("Each of the two players needs a Prayer token.", rule="R6")
            mine["prayer"] -= 1
            other["prayer"] -= 1
        row["cards"].pop(move["card"])
        self._after_cards_change(state, seat)
        return {"row": move["row"], "removed": move["card"]}

    def _move_adjust(self, state: State, move: Move, seat: int | None) -> Result:
        band = self._band_of(state, move["band"])
        band[move["what"]] += move["amount"]
        return {"band": move["band"], move["what"]: band[move["what"]], "reason": move["reason"]}

    def _move_exchange(self, state: State, move: Move, seat: int) -> Result:
        if state["leaders"][seat] != "Much the Miller's Son":
            raise RuleError("Only Much the Miller's Son's band exchanges cards.", field="band")
        self._need(state, "turns", "exchange cards")
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
            raise RuleError("Only the player whose turn it is attacks.", rule="R4")
        turn = state["turn"]
        if state["robin_pending"] is not None:
            raise RuleError("First add Robin Hood's attributes to the rescuer's band.", rule="R11")
        if attribute in turn["attacks"]:
            raise RuleError(f"You already attacked with {attribute.capitalize()} this turn: each attack uses a"
                            " different attribute.", rule="R4")
        limit = 3 if turn["extra_attack"] else 2
        if len(turn["attacks"]) >= limit:
            raise RuleError(f"You have made your {limit} attacks this turn.", rule="R4")
        row = self._row(state, row_index)
        if state["day"] == 5:
            first_standing = next(i for i, r in enumerate(state["rows"]) if not r["cleared"])
            if row_index != first_standing:
                order = "the Wall" if first_standing == 0 else "the Courtyard" if state["rows"][first_standing]["kind"] == "courtyard" else "the Sheriff's row"
                raise RuleError(f"On Day 5 the rows fall in order: attack {order} (row {first_standing}) first.",
                                rule="R9", field="row")
        return row

    def _move_wit(self, state: State, move: Move, seat: int) -> Result:
        turn = state["turn"]
        band = self._band_of(state, seat)
        wit = turn["wit"]
        if wit is None:
            row = self._start_attack(state, seat, "wit", move["row"])
            if move["card"] != 0:
                raise RuleError("A Wit attack starts at the face-up card at the end of the row (card 0).", rule="R2",
                                field="card")
            wit = turn["wit"] = {"row": move["row"], "outwitted": 0, "total": 0}
        else:
            row = state["rows"][wit["row"]]
            if move["row"] != wit["row"] or move["card"] != wit["outwitted"]:
                raise RuleError(f"The Wit attack goes on along row {wit['row']}: card {wit['outwitted']} is next.",
                                rule="R2", field="card")
        if move["card"] >= len(row["cards"]):
            raise RuleError("There is no further card in this row: stop the attack.", rule="R2", field="card")
        card = row["cards"][move["card"]]
        check_value(card, "wit", move["value"], "value")
        card["values"]["wit"], card["face_up"] = move["value"], True
        wit["total"] += move["value"]
        if wit["total"] > band["wit"]:  # R2 failure: guards back face-up in order, Wit 0
            band["wit"] = 0
            turn["wit"] = None
            turn["attacks"].append("wit")
            return {"success": False, "guard_total": wit["total"], "remaining": 0, "defeated": 0}
        wit["outwitted"] += 1
        result = {"success": True, "guard_total": wit["total"], "remaining": band["wit"] - wit["total"],
                  "outwitted": wit["outwitted"]}
        if wit["outwitted"] == len(row["cards"]):  # nothing left to push on to
            result.update(self._move_wit_stop(state, move, seat))
        return result

    def _move_wit_stop(self, state: State, move: Move, seat: int) -> Result:
        turn = state["turn"]
        wit = turn["wit"]
        if wit is None or wit["outwitted"] == 0 or seat != state["current"]:
            raise RuleError("There is no successful Wit attack to stop.", rule="R2")
        band = state["bands"][seat]
        band["wit"] -= wit["total"]
        turn["wit"] = None
        turn["attacks"].append("wit")
        return {"stopped": True, **self._defeat(state, seat, wit["row"], list(range(wit["outwitted"])))}

    def _move_brawn(self, state: State, move: Move, seat: int) -> Result:
        row = self._start_attack(state, seat, "brawn", move["row"])
        if state["turn"]["wit"] is not None:
            raise RuleError("Finish the Wit attack first.", rule="R2")
        if len(move["values"]) != len(row["cards"]):
            raise RuleError(f"Brawn attacks the whole row: enter all {len(row['cards'])} cards' Brawn.", rule="R3",
                            field="values")
        return self._compare(state, seat, "brawn", move["row"], list(range(len(row["cards"]))), move["values"])

    def _move_stealth(self, state: State, move: Move, seat: int) -> Result:
        row = self._start_attack(state, seat, "stealth", move["row"])
        if state["turn"]["wit"] is not None:
            raise RuleError("Finish the Wit attack first.", rule="R2")
        chosen = list(move["cards"])
        if len(set(chosen)) != len(chosen) or len(move["values"]) != len(chosen):
            raise RuleError("Give each chosen card once, with its Stealth.", rule="R3", field="values")
        if any(i >= len(row["cards"]) for i in chosen):
            raise RuleError(f"Row {move['row']} has {len(row['cards'])} cards.", field="cards")
        sheriff = [i for i, c in enumerate(row["cards"]) if c["kind"] == "sheriff"]
        if sheriff and sheriff[0] in chosen and len(chosen) != len(row["cards"]):
            raise RuleError("The Sheriff falls last: Stealth may take him only with every guard left in his row.",
                            rule="R9", field="cards")
        return self._compare(state, seat, "stealth", move["row"], chosen, move["values"])

    def _compare(self, state: State, seat: int, attribute: str, row_index: int, chosen: list[int],
                 values: list[int]) -> Result:
        """Brawn and Stealth: all chosen cards revealed, their total against the attribute (R1, R3)."""
        row = state["rows"][row_index]
        band = state["bands"][seat]
        for n, (index, value) in enumerate(zip(chosen, values)):
            check_value(row["cards"][index], attribute, value, f"values.{n}")
        for index, value in zip(chosen, values):
            row["cards"][index]["values"][attribute] = value
            row["cards"][index]["face_up"] = True
        outcome = attack(attribute, band[attribute], values)
        state["turn"]["attacks"].append(attribute)
        if attribute == "brawn":
            state["turn"]["brawn_attack"] = {"success": outcome["success"], "row_total": outcome["guard_total"]}
        band[attribute] = outcome["remaining"]
        result = dict(outcome)
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

    def _after_cards_change(self, state: State, seat: int, result: Result | None = None) -> None:
        result = result if result is not None else {}
        self._flip_ends(state)
        for row in state["rows"]:
            if not row["cards"] and not row["cleared"]:
                row["cleared"] = True
                state["major_oak"] += row["villagers"]  # R7: freed at once
                state["rescued_today"] += row["villagers"]
                result["rescued"] = result.get("rescued", 0) + row["villagers"]
        courtyard = [r for r in state["rows"] if r["kind"] == "courtyard"]
        if courtyard and all(r["cleared"] for r in courtyard) and not state["robin_rescued"]:
            state["robin_rescued"] = True  # R11: won at once
            state["outcome"] = "won"
            state["robin_pending"] = seat
            result["robin_rescued"] = True
        if state["sheriff_defeated"]:
            self._finish(state)

    def _move_robin(self, state: State, move: Move, seat: int) -> Result:
        if state["robin_pending"] != seat:
            raise RuleError("Robin's attributes go to the band that rescued him.", rule="R11")
        band = state["bands"][seat]
        for stat in STATS:
            band[stat] += move[stat]
        state["robin_pending"] = None
        state["turn"]["extra_attack"] = True  # one more attack, with an attribute not yet used (R11)
        return {"band": seat, **{s: band[s] for s in STATS}}

    def _move_end_turn(self, state: State, move: Move, seat: int) -> Result:
        self._need(state, "turns", "end a turn")
        if seat != state["current"]:
            raise RuleError("Only the player whose turn it is ends it.", rule="R5")
        if state["turn"]["wit"] is not None:
            raise RuleError("Finish the Wit attack first (stop it, or push on).", rule="R2")
        band = state["bands"][seat]
        state["turns_taken"] += 1
        last = state["turns_taken"] == state["seats"]
        # The band already holds what its attacks left (R5: all Brawn without a Brawn attack, what a
        # successful one left, 0 after a failed one), so no attack is passed to carry_over again.
        owned = band["jolliness"] + state["turn"]["jolliness_spent"]
        passed = carry_over(band["brawn"], owned, state["turn"]["jolliness_spent"], None, last_player=last)
        result: Result = {"band": seat, **passed}
        if last and state["mode"] == "solo-single":
            keep = state["day"] != 4  # R13: carried day to day, reset at the end of day 4
            solo = carry_over(band["brawn"], owned, state["turn"]["jolliness_spent"], None, last_player=False)
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

    def _move_recruit(self, state: State, move: Move, seat: int) -> Result:
        self._need(state, "recruit", "recruit")
        recruiting = state["recruiting"]
        if seat != recruiting["next"]:
            raise RuleError(f"Recruiting goes in turn order: band {recruiting['next']} chooses now.", rule="R8")
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

    def _move_end_day(self, state: State, move: Move, seat: int | None) -> Result:
        self._need(state, "cleanup", "end the day")
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
            state["mead"][seat_index] = band["mead"] + band["cookery"]  # R6: Cookery becomes Mead
        state["by_day"].append({"day": day, "rescued": state["rescued_today"], "imprisoned": imprisoned})
        state["rescued_today"] = 0
        state["bands"] = [None] * state["seats"]
        state["turns_taken"] = 0
        state["first_player"] = (state["first_player"] + 1) % state["seats"]
        if not keep_field:
            state["rows"] = []
        state["day"] = state["days"][state["days"].index(day) + 1]
        state["phase"] = "bands" if keep_field else "setup"
        return result

    def _move_challenge(self, state: State, move: Move, seat: int | None) -> Result:
        if not state["expert"]:
            raise RuleError("Challenge cards are for expert mode.", rule="R12")
        today = [c for c in state["challenges"] if c["day"] == state["day"]]
        if len(today) >= 2:
            raise RuleError("At most 2 challenge cards a day.", rule="R12")
        state["challenges"].append({"points": move["points"], "blind": move["blind"], "day": state["day"]})
        return {"challenges": len(state["challenges"])}

    def _finish(self, state: State) -> None:
        state["phase"] = "over"
        state["outcome"] = "won" if state["robin_rescued"] else "lost"
        state["by_day"].append({"day": 5, "rescued": state["rescued_today"], "imprisoned": 0})

    # -- views

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        out = dict(state)
        if state["expert"]:
            out["expert_score"] = expert_score(state["challenges"], state["robin_rescued"], state["sheriff_defeated"],
                                               state["imprisoned"])
        return out

    def status(self, state: State) -> dict[str, Any]:
        won = state["outcome"] == "won"
        return {"finished": state["phase"] == "over", "winners": list(range(state["seats"])) if won else []}


def fresh_turn() -> dict[str, Any]:
    return {"attacks": [], "extra_attack": False, "jolliness_spent": 0, "brawn_attack": None, "wit": None}


register(RescuingRobinHood())
