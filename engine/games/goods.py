"""Robin Hood (goods and the Sheriff): declarations, inspections, money, weeks, the sell-out.

The cards stay physical and secret. The app keeps the money, the chariot
tokens, who is Sheriff, which tokens each player still has, each player's
approved and stored goods (private to that player) and does the arithmetic:
indemnities, penalties, rewards (G4, G5), the end-of-week sale (G9) and the
final sell-out (G10), checking each week's goods against what it saw (G12).
Rulings G1-G15 are in ``docs/rulings.md`` (generated from the rulings each game declares). The draw pile is not tracked: the discard pile is
reshuffled when it runs out (G14), so the deck's counts bound what is held at one time, never what passes
through a game.

>>> sell_out({"Carlos": {"potato": 4}, "Amy": {"potato": 3}, "Luish": {"potato": 1}},
...          values={"potato": 1}, limits={"potato": 6})["Amy"]["by_good"]["potato"]
{'stored': 3, 'sold': 2, 'money': 4}
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from ..choices import Domain, LegalMove, between, one_of
from ..errors import RuleError
from ..fields import Bool, Choice, Field, Int, ListOf, MapOf, Num, Object, Str, public_view
from ..periods import Period
from ..game import Calculator, Game, Move, MoveSpec, Result, State, Turn, seats_with_most
from ..messages import Message, Text, msg
from ..registry import register
from ..standing import Point, Standing, most_wins
from ..words import Names, amount_words, who

GOODS = ("potato", "fruit", "chicken", "silk", "mead", "jewelry")
LAWFUL = ("potato", "fruit", "chicken")
ILLEGAL = ("silk", "mead", "jewelry")
START_MONEY = 30  # $30 a player: 2 x $10, 1 x $5 and 5 x $1 (Set Up)
HAND_SIZE = 5  # goods cards dealt to each player (Set Up)
WEEKS = 3
MAX_STORED_A_WEEK = 3
MAX_STORED_A_GAME = MAX_STORED_A_WEEK * WEEKS  # G13: no game stores more than 9 cards for one player
# The rules a table was created under. Tables created before G12 have no `ruleset` option and keep 1: their
# logs may hold week goods G12 refuses and `pass_all` after an inspection, and must still replay (undo).
RULESET = 2

# G1: what the rulebook gives; None where the player-aid card must be read. Sections differ in shape ("limits"
# is by player count), so their values are Any.
KNOWN: dict[str, Any] = {
    "values": {"potato": 1, "fruit": None, "chicken": 4, "silk": 7, "mead": None, "jewelry": None},
    # A lawful card's chain value is both its indemnity and its penalty when undeclared.
    "penalties": {"potato": 1, "fruit": 2, "chicken": 3, "silk": 5, "mead": None, "jewelry": None},
    "rewards": {"silk": 3, "mead": None, "jewelry": None},
    "indemnities": {"potato": 1, "fruit": 2, "chicken": 3},
    "deck": {"potato": 30, "fruit": 22, "chicken": 18, "silk": 14, "mead": 12, "jewelry": 10},
    "limits": {
        "3": {"potato": 6, "fruit": None, "chicken": None, "silk": 3, "mead": None, "jewelry": None},
        "4": {"potato": 8, "fruit": 6, "chicken": 5, "silk": 4, "mead": 3, "jewelry": 2},
        "5": {good: None for good in GOODS},
    },
}
CHARIOTS = {3: [2, 3, 4, 5], 4: [2, 3, 4, 5], 5: [2, 2, 3, 4, 5]}
DEPUTIES = {3: 0, 4: 1, 5: 2}

RULINGS = {
    "G1": "Card table: the app ships the rulebook's known values (potato $1, chicken $4, silk $7; penalties"
          " chicken $3, silk $5; reward silk $3; indemnity $1/$2/$3 for potato/fruit/chicken; the deck; the 4-player"
          " limits; 3-player potatoes 6 and silks 3), marks the rest unknown and never invents a number: a table"
          " starts only once the host has filled them in from the player-aid card.",
    "G2": "A declaration names one lawful good and a count of 1-5. A count of 1 is always allowed; 2-5 needs a"
          " chariot token of that value not yet taken this turn (3-4 players: 2, 3, 4, 5; 5 players: 2, 2, 3, 4, 5).",
    "G3": "The bag holds exactly the declared number of cards; revealed contents with another count are rejected.",
    "G4": "Inspection: all cards match: the bank pays the indemnity of each card; all approved. Otherwise (no"
          " deal): matching cards approved, each other card costs its penalty (to the bank) and is discarded, and"
          " the bank pays the Sheriff the reward of each illegal card found. A deal is money only, player to"
          " Sheriff, and approves the bag unseen.",
    "G5": "A player who cannot pay a penalty in full pays all they have; the shortfall is written off and shown"
          " in the log. Money never goes negative.",
    "G6": "Deputy Sheriff tokens (1 each with 4 players, 2 with 5, none with 3): after the regular inspection,"
          " discard one to inspect another player. Apprehension (one per player per game): take the bag of a"
          " player not yet inspected this turn; matching cards are approved for their owner, the rest go to the"
          " Sheriff's approved goods; no deal, indemnity, penalty or reward.",
    "G7": "Robin Hood token: one per player per game, used before declarations, swaps 1-5 hand cards; at most one"
          " player uses it per turn.",
    "G8": "3 weeks. A week has one turn per player as Sheriff (3 players: two each), Sheriff passing clockwise."
          " After a week the poorest player picks the first Sheriff of the next; on a tie, the player left of the"
          " last Sheriff is Sheriff.",
    "G9": "End of week: hand cards are discarded; in the advanced game each player first stores up to 3 of the"
          " week's approved cards for the final sell-out; every other approved card sells at its value. Approved"
          " goods are private to their owner until sold.",
    "G10": "Final sell-out, good by good: within the limit everyone sells all at twice the value. Otherwise"
           " players sell in decreasing order of how many they stored; equal counts form one group; a group that"
           " fits sells all; the group that does not fit sells what the limit leaves and splits that money equally,"
           " rounded down; everyone after it sells nothing.",
    "G11": "Most money wins; equal money shares the victory.",
    "G12": "Week goods are checked: the approved cards a player enters must include every card the app saw"
           " approved for them (inspections, apprehensions), and their total must equal the cards the app knows"
           " they hold: the seen cards plus the declared count of every bag that passed unopened or was dealt for.",
    "G13": "The sell-out calculator follows G1: a value or limit the rulebook prints cannot be changed, only unknown"
           " ones given; it refuses stock no game can reach (more holders than players, more than 9 stored cards"
           " by one player).",
    "G14": "The draw pile is not tracked: when it runs out the table shuffles the discard pile (cards discarded"
           " after inspections, swapped with the Robin Hood token, left in hands at a week's end) into a new one."
           " So the deck's per-good counts bound what is held at one time (one player's approved cards of a good"
           " in a week, the stored total of a good), never what passes through a whole game.",
    "G15": "A deal settles the inspection it replaces (the regular one, or one Deputy token's), so a Deputy"
           " inspection may follow a deal, and each inspection, regular or Deputy, is settled by at most one deal."
           " Apprehension is not an inspection: the Sheriff may use it before or after the regular inspection, on"
           " a player whose bag has not been inspected, dealt for or apprehended this turn.",
}


def good_words(good: str, n: int) -> Message:
    """'1 potato', '2 potatoes' in the reader's language: the game's own words in sentences."""
    return msg("goods-count", good=good, count=n)


def cards_words(n: int) -> Message:
    """'1 card', '3 cards'."""
    return msg("goods-cards", count=n)


def money(value: int) -> Message:
    """'$4' (the catalog's MONEY())."""
    return amount_words(value, "money")


def comma_joined(items: Sequence[Text]) -> Text:
    """'a, b, c' (no 'and': these sentences list what to read off the card, as they always have)."""
    joined = items[-1]
    for item in reversed(items[:-1]):
        joined = msg("goods-comma", first=item, rest=joined)
    return joined


# Where the table is, in the players' words: the engine knows seats, not names, so its sentences name the
# phase and the role ("the Sheriff", "that player") and the screen shows who.
PHASE_WORDS = {
    "declare": msg("goods-phase-declare"),
    "sheriff": msg("goods-phase-sheriff"),
    "week_end": msg("goods-phase-week-end"),
    "choose_sheriff": msg("goods-phase-choose-sheriff"),
    "over": msg("goods-phase-over"),
}


# -- the card table (G1) --------------------------------------------------------------

def card_table_template() -> dict[str, Any]:
    """The known values, with None where the player-aid card must be read."""
    return {key: (dict(value) if key != "limits" else {p: dict(l) for p, l in value.items()})
            for key, value in KNOWN.items()}


def complete_card_table(entered: Mapping[str, Any], players: int, advanced: bool) -> dict[str, Any]:
    """Merge the host's numbers into the known ones; refuse a gap or a contradiction (G1)."""
    errors: dict[str, list[Text]] = {}
    missing: list[str] = []
    wrong: list[str] = []
    table: dict[str, dict[str, int]] = {}
    sections = {"values": GOODS, "penalties": GOODS, "rewards": ILLEGAL}
    if advanced:
        sections["limits"] = GOODS
    for section, goods in sections.items():
        known = KNOWN["limits"][str(players)] if section == "limits" else KNOWN[section]
        given = entered.get(section) or {}
        table[section] = {}
        for good in goods:
            path = f"card_table.{section}.{good}"
            value = given.get(good, known[good])
            if value is None:
                errors.setdefault(path, []).append(msg("goods-table-unknown", path=path))
                missing.append(path)
            elif known[good] is not None and value != known[good]:
                errors.setdefault(path, []).append(msg("goods-table-printed", path=path, printed=known[good], given=value))
                wrong.append(path)
            else:
                table[section][good] = value
    if errors:
        raise RuleError(msg("goods-table-incomplete", parts="both" if missing and wrong else "wrong" if wrong else "missing",
                            missing=numbers_words(missing, players), wrong=numbers_words(wrong, players)),
                        rule="G1", errors=errors)
    table["indemnities"] = dict(KNOWN["indemnities"])
    return table


def describe_number(path: str, players: int, capital: bool = False) -> Message:
    """'card_table.limits.fruit' -> 'the 3-player fruit limit' ('The ...' to start a sentence)."""
    section, good = path.split(".")[-2:]
    return msg("goods-number", section=section, good=msg("goods-good", good=good), players=players,
               capital="yes" if capital else "no")


def numbers_words(paths: Sequence[str], players: int) -> Text:
    """'the fruit value, the mead value' for sentences; '' for none."""
    return comma_joined([describe_number(path, players) for path in paths]) if paths else ""


# -- money (G4, G5) ------------------------------------------------------------------------

def inspection(declared: Mapping[str, Any], revealed: Mapping[str, int], card_table: Mapping[str, Any]) -> dict[str, Any]:
    """What an inspection costs or pays, before G5 caps the penalty at what the player has.

    >>> table = {"penalties": {"chicken": 3, "silk": 5}, "rewards": {"silk": 3}, "indemnities": {"potato": 1}}
    >>> inspection({"good": "potato", "count": 4}, {"potato": 1, "chicken": 1, "silk": 2}, table)
    {'honest': False, 'approved': {'potato': 1}, 'discarded': {'chicken': 1, 'silk': 2}, 'indemnity': 0, 'penalty': 13, 'reward': 6}
    """
    count = sum(revealed.values())
    if count != declared["count"]:
        raise RuleError(msg("goods-bag-count", cards=cards_words(declared["count"]), entered=count), rule="G3",
                        field="cards")
    good = declared["good"]
    matching = revealed.get(good, 0)
    if matching == count:
        return {"honest": True, "approved": {good: count}, "discarded": {}, "indemnity": count * card_table["indemnities"][good],
                "penalty": 0, "reward": 0}
    discarded = {g: n for g, n in revealed.items() if g != good and n}
    return {
        "honest": False,
        "approved": {good: matching} if matching else {},
        "discarded": discarded,
        "indemnity": 0,
        "penalty": sum(n * card_table["penalties"][g] for g, n in discarded.items()),
        "reward": sum(n * card_table["rewards"][g] for g, n in discarded.items() if g in ILLEGAL),
    }


# -- the final sell-out (G10) ---------------------------------------------------------------

def sell_out(stock: Mapping[str, Mapping[str, int]], values: Mapping[str, int],
             limits: Mapping[str, int]) -> dict[str, dict[str, Any]]:
    """Each player's money from the stored goods, good by good (G10)."""
    results: dict[str, dict[str, Any]] = {name: {"total": 0, "by_good": {}} for name in stock}
    for good in GOODS:
        stored = {name: goods.get(good, 0) for name, goods in stock.items() if goods.get(good, 0)}
        if not stored:
            continue
        price = 2 * values[good]
        sold = dict.fromkeys(stored, 0.0)
        money = dict.fromkeys(stored, 0)
        left = limits[good]
        if sum(stored.values()) <= left:
            sold = {n: float(c) for n, c in stored.items()}
            money = {n: c * price for n, c in stored.items()}
        else:
            for count in sorted(set(stored.values()), reverse=True):
                group = [n for n, c in stored.items() if c == count]
                if left <= 0:
                    break
                if count * len(group) <= left:
                    for name in group:
                        sold[name], money[name] = float(count), count * price
                    left -= count * len(group)
                else:  # this group splits what the limit leaves, rounded down
                    for name in group:
                        sold[name], money[name] = left / len(group), (left * price) // len(group)
                    left = 0
        for name, count in stored.items():
            amount = sold[name]
            results[name]["by_good"][good] = {"stored": count, "sold": int(amount) if amount.is_integer() else amount,
                                              "money": money[name]}
            results[name]["total"] += money[name]
    return results


# -- the table -------------------------------------------------------------------------------

def goods_map(maximum: int, **options: Any) -> MapOf:
    """good -> whole number (cards, or dollars on the card table)."""
    return MapOf(key=Str(min_length=1, max_length=8), value=Int(minimum=0, maximum=maximum), max_items=6, **options)


COUNTS = goods_map(10)
# A good's name, the key of every goods map the game answers with.
GOOD = Choice(choices=GOODS)
# A seat as a map's key: declarations and the sell-out are keyed by the seat number as text ("0" to "4").
SEAT_KEY = Choice(choices=tuple(str(seat) for seat in range(5)))


def seat_field(description: str, **options: Any) -> Int:
    """A seat number, counted from 0."""
    return Int(minimum=0, maximum=4, description=description, **options)


def cards_of(description: str, most: int | None = None, **options: Any) -> MapOf:
    """good -> cards (never 0: the game leaves a good without cards out), at most ``most`` of one good."""
    return MapOf(key=GOOD, value=Int(minimum=1, maximum=most), max_items=len(GOODS), description=description,
                 **options)


# A bag's declaration (G2, G3).
DECLARATION = Object(fields={
    "good": Choice(choices=LAWFUL, description="The lawful good declared (G2)."),
    "count": Int(minimum=1, maximum=5, description="How many cards the bag holds, exactly (G2, G3)."),
})
# A week's approved cards of one good can exceed 10 (4 bags of 5 potatoes with 3 players); G12 bounds the
# total, the deck bounds each good (G14: they are all held at once until the week's sale), so the field
# only stops what no deck holds (30 potatoes).
WEEK_COUNTS = goods_map(max(KNOWN["deck"].values()))


def counts(value: Mapping[str, int], field: str) -> dict[str, int]:
    for good in value:
        if good not in GOODS:
            raise RuleError(msg("goods-not-a-good", good=good.capitalize()), field=f"{field}.{good}")
    return {g: n for g, n in value.items() if n}


def add(into: dict[str, int], more: Mapping[str, int]) -> None:
    for good, n in more.items():
        into[good] = into.get(good, 0) + n


# -- the calculators (G1, G10, G13) -------------------------------------------------------------

def sell_out_with_known(players: int, stock: Mapping[str, Mapping[str, int]], values: Mapping[str, int] | None,
                        limits: Mapping[str, int] | None) -> dict[str, Any]:
    """The calculator: the rulebook's known numbers fill what ``values``/``limits`` leave out (G1, G10).

    Like a table's card table, a number the rulebook prints cannot be changed, and stock no game can reach is
    refused (G13).
    """
    if players not in (3, 4, 5):
        raise RuleError(msg("goods-calc-players", players=players), field="players")
    check_given_numbers(players, values or {}, limits or {})
    check_reachable_stock(players, stock)
    needed = sorted({good for goods in stock.values() for good, n in goods.items() if n}, key=GOODS.index)
    merged_values = {**KNOWN["values"], **(values or {})}
    merged_limits = {**KNOWN["limits"][str(players)], **(limits or {})}
    errors: dict[str, list[Text]] = {}
    for good in needed:
        for name, table in (("values", merged_values), ("limits", merged_limits)):
            if table.get(good) is None:
                errors[f"{name}.{good}"] = [msg("goods-calc-unknown",
                                                number=describe_number(f"{name}.{good}", players, capital=True))]
    if errors:
        raise RuleError(msg("goods-calc-needed", numbers=numbers_words(list(errors), players)), rule="G1", errors=errors)
    return sell_out(stock, merged_values, merged_limits)


def check_given_numbers(players: int, values: Mapping[str, int], limits: Mapping[str, int]) -> None:
    """G13: only numbers the rulebook leaves out may be given; a printed one given again must match."""
    errors: dict[str, list[Text]] = {}
    for section, given, printed in (("values", values, KNOWN["values"]), ("limits", limits, KNOWN["limits"][str(players)])):
        for good in given:
            if good not in GOODS:  # a typing error, not a ruling
                raise RuleError(msg("goods-not-a-good-listed", good=good.capitalize()), field=f"{section}.{good}")
        for good, n in given.items():
            path, what = f"{section}.{good}", describe_number(f"{section}.{good}", players)
            if printed[good] is not None and n != printed[good]:
                amount: Text | int = money(printed[good]) if section == "values" else printed[good]
                errors[path] = [msg("goods-calc-printed", number=what, printed=amount, given=n)]
    if errors:
        raise RuleError(next(iter(errors.values()))[0], rule="G13", errors=errors)


def check_reachable_stock(players: int, stock: Mapping[str, Mapping[str, int]]) -> None:
    """G13: stock no game can reach (more holders than players, over 9 cards by one, more than the deck)."""
    if not stock:
        raise RuleError(msg("goods-stock-empty"), field="stock")
    if len(stock) > players:
        raise RuleError(msg("goods-stock-holders", holders=len(stock), players=players), rule="G13", field="stock")
    for name, goods in stock.items():
        for good in goods:
            if good not in GOODS:
                raise RuleError(msg("goods-not-a-good-listed", good=good.capitalize()), field=f"stock.{name}.{good}")
        total = sum(goods.values())
        if total > MAX_STORED_A_GAME:
            raise RuleError(msg("goods-stock-too-many", name=name, total=total, most=MAX_STORED_A_GAME,
                                a_week=MAX_STORED_A_WEEK, weeks=WEEKS), rule="G13", field=f"stock.{name}")
    for good in GOODS:
        total = sum(goods.get(good, 0) for goods in stock.values())
        if total > KNOWN["deck"][good]:
            raise RuleError(msg("goods-stock-deck", goods=good_words(good, total), deck=KNOWN["deck"][good]),
                            rule="G13", field="stock")


def nullable_numbers() -> MapOf:
    return MapOf(key=Str(min_length=1, max_length=8), value=Int(nullable=True), max_items=6)


SALE = Object(fields={
    "stored": Int(minimum=1, description="The cards of this good the player stored."),
    "money": Int(minimum=0, description="What the player earned for them (G10)."),
    "sold": Num(description="The cards sold; may be fractional inside a group that splits the money (G10).")})
# One player's final sell-out (G10), in the calculator's answer and the table's state.
SELLER = Object(fields={
    "total": Int(minimum=0, description="The player's money from the sell-out, every good together (G10)."),
    "by_good": MapOf(key=GOOD, value=SALE, max_items=len(GOODS),
                     description="The sale of each good the player stored (G10)."),
})
CALCULATORS = {
    "card-table": Calculator(
        summary="The player-aid card as far as the rulebook gives it; null where it must be read (G1)",
        compute=lambda _body: card_table_template(),
        result=Object(fields={
            **{section: nullable_numbers() for section in ("values", "penalties", "rewards", "indemnities", "deck")},
            "limits": MapOf(key=Str(min_length=1, max_length=1), value=nullable_numbers(), max_items=3,
                            description="Sell-out limits by player count: 3, 4 and 5"),
        }),
    ),
    "sell-out": Calculator(
        summary="The final sell-out of stored goods (G10), known numbers filling what is left out (G1, G13)",
        compute=lambda body: {"results": sell_out_with_known(body["players"], body["stock"], body.get("values"),
                                                             body.get("limits"))},
        result=Object(fields={"results": MapOf(value=SELLER)}),
        fields={
            "players": Int(minimum=3, maximum=5),
            "stock": MapOf(value=goods_map(30), max_items=5, description="Stored goods by player"),
            "values": goods_map(100, required=False, description="Card values the rulebook leaves out"),
            "limits": goods_map(100, required=False, description="Sell-out limits the rulebook leaves out"),
        },
        description="A printed value or limit cannot be changed and stock no game can reach is refused (G13).",
    ),
}


# -- results in words (the log's exports) ------------------------------------------------

def goods_words(counts: Mapping[str, int] | None) -> Text | list[Text]:
    """'2 chickens and 1 silk' (a list placeable); 'nothing'; (private) where the reader may not see them."""
    if counts is None:
        return msg("private")
    return [good_words(good, n) for good, n in counts.items() if n] or msg("goods-nothing")


def yes_no(flag: Any) -> str:
    """A choice a sentence selects on."""
    return "yes" if flag else "no"


def inspection_text(move: Move, result: Result, names: Names) -> Message:
    """'The Sheriff inspected Carlos: honest, the bank paid Carlos $4; 4 potatoes approved' (G4), or the
    penalty, capped at what the player has (G5)."""
    whose, deputy = who(result["target"], names), yes_no(move.get("deputy"))
    if result["honest"]:
        return msg("goods-result-honest", name=whose, deputy=deputy, indemnity=money(result["indemnity"]),
                   approved=goods_words(result["approved"]))
    return msg("goods-result-caught", name=whose, deputy=deputy, discarded=goods_words(result["discarded"]),
               penalty=money(result["penalty"]), short=yes_no(result.get("written_off")),
               paid=money(result.get("paid") or 0), written_off=money(result.get("written_off") or 0),
               reward=money(result["reward"]), approved=goods_words(result["approved"]))


def apprehension_text(move: Move, result: Result, names: Names) -> Message:
    """'The Sheriff apprehended Carlos's bag: 2 chickens kept, 1 potato back to Carlos' (G6)."""
    whose = who(result["target"], names)
    if result["took"] is None:
        return msg("goods-result-apprehended-private", name=whose)
    return msg("goods-result-apprehended", name=whose, took=goods_words(result["took"]),
               returned=goods_words(result["returned"]))


def week_goods_text(move: Move, result: Result, names: Names) -> Message:
    """'Ann sold 3 potatoes for $6, storing 1 chicken; week 1's sales are paid' (G9)."""
    seller, paid = who(result["seat"], names), yes_no(result.get("week_over"))
    if result["sold"] is None:
        return msg("goods-result-week-private", name=seller, week=result["week"], paid=paid)
    storing = any(result["stored"].values())
    return msg("goods-result-week", name=seller, sold=goods_words(result["sold"]), earned=money(result["earned"]),
               storing=yes_no(storing), stored=goods_words(result["stored"]) if storing else "", week=result["week"],
               paid=paid)


def bags_passed_text(move: Move, result: Result, names: Names) -> Message:
    """'Turn 3 is over: Ann's and Bob's bags passed unopened' (G3)."""
    passed = result["passed"]
    owners = [msg("goods-bag-owner", name=who(seat, names)) for seat in passed]
    return msg("goods-result-turn-over", turn=result["turn"], count=len(passed), owners=owners or "")


RESULT_SENTENCES: dict[str, Any] = {
    "robin_hood": lambda move, result, names: msg("goods-result-robin-hood", name=who(result["seat"], names),
                                                  cards=cards_words(result["cards"])),
    "declare": lambda move, result, names: msg("goods-result-declare", name=who(result["seat"], names),
                                               goods=good_words(result["good"], result["count"])),
    "inspect": inspection_text,
    "deal": lambda move, result, names: msg("goods-result-deal", name=who(result["target"], names),
                                            amount=money(result["amount"])),
    "apprehend": apprehension_text,
    "let_pass": bags_passed_text,
    "end_turn": bags_passed_text,
    "pass_all": bags_passed_text,
    "week_goods": week_goods_text,
    "choose_sheriff": lambda move, result, names: msg("goods-result-next-sheriff", name=who(result["sheriff"], names)),
    "first_sheriff": lambda move, result, names: msg("goods-result-first-sheriff", name=who(result["sheriff"], names)),
}


# -- what the game answers and stores, every key declared (tests/games/test_declared_shapes.py) ----------------

# An inspection's receipt (G4, G5): the inspect move's result, kept in the turn's receipts.
INSPECTION = {
    "kind": Choice(choices=("inspection",), description="What settled the bag: an inspection."),
    "target": seat_field("The player whose bag was inspected."),
    "declared": replace(DECLARATION, description="What the bag's owner declared (G2)."),
    "honest": Bool(description="Whether every card matched the declaration (G4)."),
    "approved": cards_of("The matching cards, approved for the bag's owner (G4).", most=5),
    "discarded": cards_of("The cards that did not match, discarded (G4).", most=5),
    "indemnity": Int(minimum=0, description="What the bank paid the owner of an honest bag (G4); else 0."),
    "penalty": Int(minimum=0, description="The penalties the cards found cost, before G5's cap (G4); 0 if honest."),
    "reward": Int(minimum=0, description="What the bank paid the Sheriff for the illegal cards found (G4); 0 if honest."),
    "paid": Int(minimum=0, required=False, description="The part of the penalty paid; only when caught (G5)."),
    "written_off": Int(minimum=0, required=False,
                       description="The part of the penalty the player could not pay, written off; only when caught (G5)."),
}
DEAL_AMOUNT = Int(minimum=1, maximum=1000, description="The money the player paid the Sheriff (G4).")
# A deal's receipt (G4, G15): the deal move's result, kept in the turn's receipts.
DEAL = {
    "kind": Choice(choices=("deal",), description="What settled the bag: a deal."),
    "target": seat_field("The player who bought off the inspection."),
    "amount": DEAL_AMOUNT,
}
# One entry of the turn's receipts: an inspection, a deal, or an apprehension (kind and target only).
RECEIPT = Object(fields={
    "kind": Choice(choices=("inspection", "deal", "apprehension"),
                   description="What settled the bag: an inspection (G4), a deal (G4, G15) or an apprehension (G6)."),
    "target": seat_field("The player whose bag it was."),
    **{name: replace(fld, required=False) for name, fld in INSPECTION.items() if name not in ("kind", "target")},
    "amount": replace(DEAL_AMOUNT, required=False, description="A deal's money, player to Sheriff (G4)."),
})
# Ending the Sheriff's turn: let_pass, end_turn and pass_all (G3, G4, G12).
BAGS_PASS = {
    "turn": Int(minimum=1, maximum=6, description="The turn of the week that ended."),
    "passed": ListOf(item=Int(minimum=0, maximum=4), max_items=4,
                     description="The seats whose bags passed unopened; their declared counts go to unseen_cards (G12)."),
}
NEXT_SHERIFF = {"sheriff": seat_field("The seat named Sheriff (G8).")}
# What a seat entered for the week until it is paid (G9).
WEEK_ENTRY = {
    "sold": cards_of("The approved cards sold at the week's end (G9).", most=max(KNOWN["deck"].values())),
    "stored": cards_of("The approved cards stored for the final sell-out, at most 3 (G9).", most=MAX_STORED_A_WEEK),
    "earned": Int(minimum=0, description="What the sold cards earn, paid when the last player has entered (G9)."),
}


def per_seat(item: Field, description: str, **options: Any) -> ListOf:
    """One entry per seat, in seat order."""
    return ListOf(item=item, max_items=5, description=description, **options)


def goods_section(key: tuple[str, ...], description: str, **options: Any) -> MapOf:
    """One section of the card table: good -> dollars (or, for limits, cards) (G1)."""
    return MapOf(key=Choice(choices=key), value=Int(minimum=0, maximum=100), max_items=len(key),
                 description=description, **options)


# What view() gives a seat: the whole state, but the goods only their owner may read (G9) shown as that seat's
# own (my_...) and as public counts.
VIEW = public_view({
    "seats": Int(minimum=3, maximum=5, description="Number of players."),
    "mode": Choice(choices=("family", "advanced"), description="family or advanced (storing and the sell-out, G9, G10)."),
    "ruleset": Choice(choices=(1, RULESET), description="The rules the table was created under: 2 checks the week's"
                                                         " goods (G12); 1, a table from before G12."),
    "card_table": Object(fields={
        "values": goods_section(GOODS, "Each good's value (G1)."),
        "penalties": goods_section(GOODS, "Each good's penalty when found undeclared (G1, G4)."),
        "rewards": goods_section(ILLEGAL, "The reward the Sheriff gets for each illegal card found (G1, G4)."),
        "indemnities": goods_section(LAWFUL, "What the bank pays for each honest lawful card (G1, G4)."),
        "limits": goods_section(GOODS, "The sell-out limit of each good for this player count; advanced game only"
                                       " (G1, G10).", required=False),
    }, description="The player-aid card's numbers, the rulebook's completed by the host (G1)."),
    "money": per_seat(Int(minimum=0), "Each seat's money, in seat order (never negative, G5)."),
    "money_by_week": ListOf(item=per_seat(Int(minimum=0), "Each seat's money then."), max_items=5,
                            description="Everyone's money at the start and after each week (then the sell-out)."),
    "robin_hood_token": per_seat(Bool(), "Whether each seat still has its Robin Hood token (G7)."),
    "apprehension_token": per_seat(Bool(), "Whether each seat still has its Apprehension token (G6)."),
    "deputy_tokens": per_seat(Int(minimum=0, maximum=2), "Each seat's Deputy Sheriff tokens left (G6)."),
    "week": Int(minimum=1, maximum=3, description="The week being played."),
    "turn": Int(minimum=1, maximum=6, description="The turn of the week."),
    "turns_per_week": Int(minimum=3, maximum=6, description="Turns in a week: one per player as Sheriff, two each"
                                                             " with 3 players (G8)."),
    "sheriff": seat_field("This turn's Sheriff (G8)."),
    "phase": Choice(choices=tuple(PHASE_WORDS), description="Where the turn is: declare, sheriff, week_end,"
                                                             " choose_sheriff or over."),
    "robin_hood_used_by": seat_field("The seat that used its Robin Hood token this turn, or null (G7).", nullable=True),
    "declarations": MapOf(key=SEAT_KEY, value=DECLARATION, max_items=4,
                          description="This turn's declarations by seat (G2, G3)."),
    "chariots_left": ListOf(item=Int(minimum=2, maximum=5), max_items=5,
                            description="The chariot tokens not yet taken this turn: the counts above 1 still free (G2)."),
    "inspected": ListOf(item=Int(minimum=0, maximum=4), max_items=4,
                        description="The seats whose bags were inspected, dealt for or apprehended this turn (G15)."),
    "regular_done": Bool(description="Whether the regular inspection was settled this turn; the next needs a Deputy"
                                     " token (G6, G15)."),
    "receipts": ListOf(item=RECEIPT, max_items=4, description="The bags settled this turn, in order: inspections (G4, G5),"
                                                               " deals (G4, G15), apprehensions (G6)."),
    "unseen_cards": per_seat(Int(minimum=0), "Each seat's cards this week in bags that passed unopened or were dealt"
                                             " for (G12); null for a table from before G12.", nullable=True),
    "choosing_sheriff": seat_field("The poorest player, choosing the next week's first Sheriff, or null (G8).",
                                   nullable=True),
    "sell_out": MapOf(key=SEAT_KEY, value=SELLER, max_items=5, nullable=True,
                      description="Each seat's final sell-out, once the advanced game is over; else null (G10)."),
    "finished": Bool(description="Whether the game is over."),
    "winners": ListOf(item=Int(minimum=0, maximum=4), max_items=5, description="The winning seats, once finished (G11)."),
    "my_seen_approved": cards_of("The cards the app saw approved for this seat this week (G12); null for a spectator.",
                                 nullable=True),
    "my_stored": cards_of("The cards this seat stored for the sell-out (G9); null for a spectator.", nullable=True),
    "week_goods_entered": per_seat(Bool(), "Whether each seat entered its week's goods (G9)."),
    "stored_counts": per_seat(Int(minimum=0, maximum=MAX_STORED_A_GAME),
                              "How many cards each seat stored in all (G9, G13); which goods is private."),
    "my_week_goods": Object(fields=WEEK_ENTRY, nullable=True,
                            description="What this seat entered for the week, until the week is paid (G9); null for"
                                        " a spectator or before it enters."),
    "first_sheriff_open": Bool(description="Whether the first Sheriff may still be named: nothing played yet (G8)."),
})


class RobinHoodGoods(Game):
    id = "robin-hood-goods"
    title = "Robin Hood (goods and the Sheriff)"
    view_schema = VIEW
    result_sentences = RESULT_SENTENCES
    min_players = 3
    max_players = 5
    rulings = RULINGS
    ruling_phases = {
        "setup": ("G1",), "turn": ("G7", "G2", "G3", "G4", "G15", "G5", "G6"),
        "round-end": ("G8", "G9", "G12"), "scoring": ("G10", "G11"), "entering": ("G14", "G13")}
    decisions = (
        "Declarations go clockwise from the Sheriff's left, one at a time; the Sheriff acts once all are in.",
        "The cards an Apprehension finds are entered by the Sheriff and shown only to the Sheriff in the log.",
        "At the end of a week each player enters the approved goods they hold; the app pre-fills what it saw"
        " approved, and G12 checks the total against the bags that passed unopened or were dealt for.",
        "Stored goods can only come from the week's approved goods, at most 3 cards a week (G9).",
        "The cards an Apprehension returns to the bag's owner count as seen approved for that owner (G12).",
        "A week's approved cards of one good cannot exceed what the deck holds of it: they are all held at once"
        " until the week's sale (G14, deck counts from G1). Nothing else is counted against the deck: the"
        " discard pile is reshuffled, so a game may see 30 potatoes approved in every week (G14).",
        "The table checks each player's own goods against the deck, never the sum over players: approved and"
        " stored goods are private (G9), and a refusal must not tell anyone what another player holds (G14).",
        "A deal made after the regular inspection was settled (by an inspection or a deal) settles a Deputy"
        " inspection: it needs the `deputy` flag and spends a Deputy token (G15).",
        "The Sheriff ends a turn with `let_pass` when no bag was opened, dealt for or apprehended, and with"
        " `end_turn` after one; `pass_all`, the old name of both, is accepted only at tables created before G12.",
        "In the week's goods, `stored` may be left out: nothing is stored (always so in the family game).",
        "The sell-out calculator accepts a printed value or limit given again unchanged, as the card table does"
        " (G1, G13); only a different one is refused.",
        "The sell-out calculator refuses more stored cards of one good than the deck holds (G13).",
        "Tables created before G12 keep the rules they started with: no week-goods check, and `pass_all` still"
        " ends a turn after an inspection, so their logs replay for undo.",
        "What a player earns from the week's sale is private in the log, like the goods it comes from; the money"
        " shows on everyone's screen once the week is paid.",
        "The first Sheriff is the `first_sheriff` option (a seat number, for programs); at the table any player or"
        " the host names them with the `first_sheriff` move, allowed only before the first move of the game.",
    )
    options = {
        "players": Int(minimum=3, maximum=5, default=4),
        "mode": Choice(choices=("family", "advanced"), default="advanced", description="Advanced adds storing and the sell-out."),
        "first_sheriff": Int(minimum=0, maximum=4, default=0,
                             description="Seat of the first Sheriff, counted from 0 (for programs). At the table the"
                                         " players choose them by name before the first move instead."),
        "card_table": Object(
            fields={section: goods_map(100, default={}) for section in ("values", "penalties", "rewards", "limits")},
            default={}, description="The player-aid card's numbers the rulebook leaves out (see GET card-table); required (G1).",
        ),
        "ruleset": Choice(choices=(RULESET,), default=RULESET,
                          description="Set by the app, not a choice: tables created before rulings G12-G13 have none"
                                      " and keep the rules they started with."),
    }
    moves = {
        "robin_hood": MoveSpec("Use your Robin Hood token before declarations: how many cards you swap (G7).",
                               {"cards": Int(minimum=1, maximum=5)},
                               result={"seat": seat_field("The player who used the token (G7)."),
                                       "cards": Int(minimum=1, maximum=5, description="How many cards they swapped (G7).")}),
        "declare": MoveSpec("Declare your bag: one lawful good and a count (G2).",
                            {"good": Choice(choices=LAWFUL), "count": Int(minimum=1, maximum=5)},
                            result={"seat": seat_field("The player who declared."), **DECLARATION.fields}),
        "let_pass": MoveSpec("Sheriff: open no bag; every bag passes unopened and the turn ends.", result=BAGS_PASS),
        "end_turn": MoveSpec("Sheriff: end the turn after inspecting, dealing or apprehending; the bags not opened pass.",
                             result=BAGS_PASS),
        "pass_all": MoveSpec("Old name of let_pass and end_turn, accepted only at tables created before G12.",
                             result=BAGS_PASS),
        "inspect": MoveSpec("Sheriff: open a player's bag and enter its cards (G3, G4); deputy for a second one (G6).",
                            {"target": Int(minimum=0, maximum=4), "cards": COUNTS, "deputy": Bool(default=False)},
                            result=INSPECTION),
        "deal": MoveSpec("Sheriff: a player bought off the inspection (money only, player to Sheriff, G4).",
                         {"target": Int(minimum=0, maximum=4), "amount": Int(minimum=1, maximum=1000), "deputy": Bool(default=False)},
                         result=DEAL),
        "apprehend": MoveSpec("Sheriff: apprehend a bag not yet inspected and enter what it holds (G6).",
                              {"target": Int(minimum=0, maximum=4), "cards": COUNTS}, private=("cards", "took", "returned"),
                              result={
                                  "target": seat_field("The player whose bag was apprehended (G6)."),
                                  "cards": cards_of("What the bag held (G3); the Sheriff's alone in the log.", most=5),
                                  "took": cards_of("The cards that did not match, now the Sheriff's approved goods"
                                                   " (G6); the Sheriff's alone in the log.", most=5),
                                  "returned": cards_of("The matching cards, approved for the bag's owner (G6); the"
                                                       " Sheriff's alone in the log.", most=5),
                              }),
        "week_goods": MoveSpec("End of week: the approved goods you hold (checked, G12) and, in the advanced game, those"
                               " you store (up to 3, G9; leave out to store nothing).",
                               {"approved": WEEK_COUNTS, "stored": goods_map(MAX_STORED_A_WEEK, default={})},
                               # What a player sells shows what they hold: private until the week's money is paid.
                               private=("approved", "stored", "sold", "earned"),
                               result={
                                   "seat": seat_field("The player who entered their week."),
                                   "approved": cards_of("The approved cards they hold (G12); theirs alone in the log.",
                                                        most=max(KNOWN["deck"].values())),
                                   **{name: replace(fld, description=f"{fld.description[:-1]}; theirs alone in the log.")
                                      for name, fld in WEEK_ENTRY.items()},
                                   "week": Int(minimum=1, maximum=WEEKS, description="The week entered."),
                                   "week_over": Bool(description="Whether this was the week's last entry, so everyone's"
                                                                 " week was paid (G9)."),
                               }),
        "choose_sheriff": MoveSpec("The poorest player names the next week's first Sheriff (G8).",
                                   {"sheriff": Int(minimum=0, maximum=4)}, result=NEXT_SHERIFF),
        # The first_sheriff option is a seat number chosen before anyone sits; at the table people know each
        # other's names, so any of them (or the host) may name the first Sheriff until the first move.
        "first_sheriff": MoveSpec("Before the first move: who starts as Sheriff (the rulebook: the player who tells"
                                  " the most honest fact); it replaces the table's first Sheriff option.",
                                  # A table that would rather not judge honest facts leaves it to chance (issue 37).
                                  {"sheriff": Int(minimum=0, maximum=4)}, who="any", drawable=("sheriff",),
                                  result=NEXT_SHERIFF),
    }

    calculators = CALCULATORS

    preset_schema = options["card_table"]  # a completed card table, saved and reused (G1)
    preset_option = "card_table"

    def check_preset(self, data: Mapping[str, Any]) -> None:
        for section, goods in data.items():
            counts(goods, section)

    # -- setup

    def check_options(self, options: Mapping[str, Any]) -> None:
        if options["first_sheriff"] >= options["players"]:
            raise RuleError(msg("goods-first-sheriff-seat", seat=options["first_sheriff"] + 1, players=options["players"]),
                            field="first_sheriff")
        complete_card_table(options["card_table"], options["players"], options["mode"] == "advanced")

    def setup(self, options: Mapping[str, Any]) -> State:
        n = options["players"]
        return {
            "seats": n,
            "mode": options["mode"],
            # Stored options of a table created before G12 have no ruleset: it keeps ruleset 1 when replayed.
            "ruleset": options.get("ruleset", 1),
            "card_table": complete_card_table(options["card_table"], n, options["mode"] == "advanced"),
            "money": [START_MONEY] * n,
            "money_by_week": [[START_MONEY] * n],
            "robin_hood_token": [True] * n,
            "apprehension_token": [True] * n,
            "deputy_tokens": [DEPUTIES[n]] * n,
            "week": 1,
            "turn": 1,
            "turns_per_week": 2 * n if n == 3 else n,
            "sheriff": options["first_sheriff"],
            "phase": "declare",
            "robin_hood_used_by": None,
            "declarations": {},
            "chariots_left": list(CHARIOTS[n]),
            "inspected": [],
            "regular_done": False,
            "receipts": [],
            "seen_approved": [{} for _ in range(n)],
            # G12: cards in each seat's bags that passed unopened or were dealt for this week (their declared
            # counts: G3 makes the count exact). Public, like the declarations it adds up.
            "unseen_cards": [0] * n,
            "week_goods": [None] * n,
            "stored": [{} for _ in range(n)],
            "choosing_sheriff": None,
            "sell_out": None,
            "finished": False,
            "winners": [],
        }

    # -- helpers

    def _order(self, state: State) -> list[int]:
        n = state["seats"]
        return [(state["sheriff"] + i) % n for i in range(1, n)]

    def _phase(self, state: State, phase: str, doing: Message, rule: str = "G8") -> None:
        if state["phase"] != phase:
            raise RuleError(msg("goods-not-now", doing=doing,
                                phase=PHASE_WORDS.get(state["phase"], msg("goods-phase-unknown"))), rule=rule)

    def _sheriff_only(self, state: State, seat: int | None) -> None:
        if seat != state["sheriff"]:
            raise RuleError(msg("goods-sheriff-only"), rule="G4")

    def _pay(self, state: State, payer: int, amount: int) -> tuple[int, int]:
        """G5: pay what you can; return (paid, written off)."""
        paid = min(amount, state["money"][payer])
        state["money"][payer] -= paid
        return paid, amount - paid

    def _week_goods_domains(self, state: State, seat: int, family: bool) -> dict[str, Domain]:
        """What one seat's week may hold: each good from what the app saw approved for it to the deck's
        cards (G14), every card it knows of in all (G12); and up to three of those to store (G9). The
        seat's own, as private as its cards: only its own phone is offered its week (engine.may_send)."""
        domains: dict[str, Domain] = {}
        if self._checks_week_goods(state):
            seen = state["seen_approved"][seat]
            known = sum(seen.values()) + state["unseen_cards"][seat]
            least = {good: seen.get(good, 0) for good in GOODS}  # a mistyped inspection may have seen more than the deck
            domains["approved"] = Domain(counts={good: between(least[good], max(KNOWN["deck"][good], least[good]))
                                                 for good in GOODS}, min_total=known, max_total=known)
        if not family:
            domains["stored"] = Domain(counts={good: between(0, MAX_STORED_A_WEEK) for good in GOODS},
                                       max_total=MAX_STORED_A_WEEK, counts_within="approved")
        return domains

    @staticmethod
    def _checks_week_goods(state: State) -> bool:
        """G12 applies at tables created with it (a snapshot from before it has no ruleset)."""
        ruleset: int = state.get("ruleset", 1)
        return ruleset >= 2

    def upgrade(self, state: State) -> State:
        # A snapshot from before G12 lacks the count of unseen bags; its week is not checked (ruleset 1).
        state.setdefault("unseen_cards", [0] * state["seats"])
        return state

    # -- moves: Game.apply has refused a finished game (G11) and a seat's move without a seat (every move
    # but first_sheriff is a seat's own: the host acting for one must name it)

    over_rule = "G11"

    def seat_missing(self, move_type: str) -> Text:
        return msg("goods-seat-missing")

    def move_robin_hood(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "declare", msg("goods-doing-robin-hood"), rule="G7")
        if state["declarations"]:
            raise RuleError(msg("goods-robin-hood-before-declarations"), rule="G7")
        if not state["robin_hood_token"][seat]:
            raise RuleError(msg("goods-robin-hood-used"), rule="G7")
        if state["robin_hood_used_by"] is not None:
            raise RuleError(msg("goods-robin-hood-one-a-turn"), rule="G7")
        if seat == state["sheriff"]:
            raise RuleError(msg("goods-robin-hood-sheriff"), rule="G7")
        state["robin_hood_token"][seat] = False
        state["robin_hood_used_by"] = seat
        return {"seat": seat, "cards": move["cards"]}

    def move_declare(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "declare", msg("goods-doing-declare"), rule="G2")
        order = self._order(state)
        if seat == state["sheriff"]:
            raise RuleError(msg("goods-declare-sheriff"), rule="G2")
        waiting = next(s for s in order if str(s) not in state["declarations"])
        if seat != waiting:
            raise RuleError(msg("goods-declare-not-yet"), rule="G2")
        count = move["count"]
        if count > 1:
            if count not in state["chariots_left"]:
                raise RuleError(msg("goods-chariot-taken", count=count), rule="G2", field="count")
            state["chariots_left"].remove(count)
        state["declarations"][str(seat)] = {"good": move["good"], "count": count}
        if len(state["declarations"]) == len(order):
            state["phase"] = "sheriff"
        return {"seat": seat, "good": move["good"], "count": count}

    def _check_target(self, state: State, target: int, deputy: bool, doing: str = "inspect") -> dict[str, Any]:
        """The bag an inspection or a deal settles: one not yet settled this turn (G15), regular or Deputy (G6)."""
        if str(target) not in state["declarations"]:
            raise RuleError(msg("goods-no-bag"), rule="G4", field="target")
        if target in state["inspected"]:
            # G15: each inspection is settled once, by opening the bag or by one deal; an apprehended bag is gone.
            raise RuleError(msg("goods-bag-settled"), rule="G15", field="target")
        if deputy:
            if not state["regular_done"]:
                raise RuleError(msg("goods-deputy-first-regular", doing=doing), rule="G6", field="deputy")
            if state["deputy_tokens"][state["sheriff"]] <= 0:
                why = "three-players" if state["seats"] == 3 else "none-left"
                raise RuleError(msg("goods-deputy-none", why=why), rule="G6", field="deputy")
        elif state["regular_done"]:
            if doing == "deal":  # G15: a deal after the regular inspection settles a Deputy one
                raise RuleError(msg("goods-deal-needs-deputy"), rule="G15", field="deputy")
            raise RuleError(msg("goods-regular-done"), rule="G6", field="deputy")
        declared: dict[str, Any] = state["declarations"][str(target)]
        return declared

    def _after_inspection(self, state: State, target: int, deputy: bool) -> None:
        state["inspected"].append(target)
        if deputy:
            state["deputy_tokens"][state["sheriff"]] -= 1
        state["regular_done"] = True

    def move_inspect(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "sheriff", msg("goods-doing-inspect"), rule="G4")
        self._sheriff_only(state, seat)
        target, deputy = move["target"], move["deputy"]
        declared = self._check_target(state, target, deputy)
        found = inspection(declared, counts(move["cards"], "cards"), state["card_table"])
        sheriff = state["sheriff"]
        receipt: dict[str, Any] = {"kind": "inspection", "target": target, "declared": declared, **found}
        if found["honest"]:
            state["money"][target] += found["indemnity"]
        else:
            paid, written_off = self._pay(state, target, found["penalty"])
            state["money"][sheriff] += found["reward"]
            receipt.update(paid=paid, written_off=written_off)
        add(state["seen_approved"][target], found["approved"])
        self._after_inspection(state, target, deputy)
        state["receipts"].append(receipt)
        return receipt

    def move_deal(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "sheriff", msg("goods-doing-deal"), rule="G4")
        self._sheriff_only(state, seat)
        target, amount = move["target"], move["amount"]
        # G15: the deal settles the inspection it replaces (regular, or a Deputy token's), then the turn goes on.
        declared = self._check_target(state, target, move["deputy"], doing="deal")
        if state["money"][target] < amount:
            raise RuleError(msg("goods-deal-too-much", money=money(state["money"][target])), rule="G4", field="amount")
        state["money"][target] -= amount
        state["money"][state["sheriff"]] += amount
        state["unseen_cards"][target] += declared["count"]  # G12: the bag is approved unseen
        self._after_inspection(state, target, move["deputy"])
        receipt = {"kind": "deal", "target": target, "amount": amount}
        state["receipts"].append(receipt)
        return receipt

    def move_apprehend(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "sheriff", msg("goods-doing-apprehend"), rule="G6")
        self._sheriff_only(state, seat)
        if not state["apprehension_token"][seat]:
            raise RuleError(msg("goods-apprehension-used"), rule="G6")
        target = move["target"]
        if str(target) not in state["declarations"]:
            raise RuleError(msg("goods-no-bag"), rule="G6", field="target")
        if target in state["inspected"]:
            # G15: Apprehension is not an inspection (it may come before or after the regular one), but it takes
            # only a bag nobody has opened, dealt for or apprehended this turn.
            raise RuleError(msg("goods-apprehend-settled"), rule="G15", field="target")
        declared = state["declarations"][str(target)]
        cards = counts(move["cards"], "cards")
        if sum(cards.values()) != declared["count"]:
            raise RuleError(msg("goods-bag-count", cards=cards_words(declared["count"]), entered=sum(cards.values())),
                            rule="G3", field="cards")
        returned = {declared["good"]: cards[declared["good"]]} if cards.get(declared["good"]) else {}
        took = {g: n for g, n in cards.items() if g != declared["good"]}
        add(state["seen_approved"][seat], took)
        add(state["seen_approved"][target], returned)  # G6: matching cards are approved for their owner (G12: seen)
        state["apprehension_token"][seat] = False
        state["inspected"].append(target)
        state["receipts"].append({"kind": "apprehension", "target": target})
        return {"target": target, "returned": returned, "took": took, "cards": cards}

    def move_let_pass(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "sheriff", msg("goods-doing-let-pass"), rule="G4")
        self._sheriff_only(state, seat)
        if state["inspected"]:
            raise RuleError(msg("goods-let-pass-after-inspection"), rule="G4")
        return self._bags_pass(state)

    def move_end_turn(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "sheriff", msg("goods-doing-end-turn"), rule="G4")
        self._sheriff_only(state, seat)
        if not state["inspected"]:
            raise RuleError(msg("goods-end-turn-without-inspection"), rule="G4")
        return self._bags_pass(state)

    def move_pass_all(self, state: State, move: Move, seat: int) -> Result:
        """The old name of let_pass and end_turn: what logs from before G12 hold."""
        if self._checks_week_goods(state):
            raise RuleError(msg("goods-pass-all-renamed"), field="type")
        self._phase(state, "sheriff", msg("goods-doing-end-turn"), rule="G4")
        self._sheriff_only(state, seat)
        return self._bags_pass(state)

    def _bags_pass(self, state: State) -> Result:
        # Bags not opened pass unseen: their declared counts are what the app knows of them (G3, G12).
        passed = [int(s) for s in state["declarations"] if int(s) not in state["inspected"]]
        for target in passed:
            state["unseen_cards"][target] += state["declarations"][str(target)]["count"]
        result = {"turn": state["turn"], "passed": passed}
        self._next_turn(state)
        return result

    def _next_turn(self, state: State) -> None:
        state.update(declarations={}, chariots_left=list(CHARIOTS[state["seats"]]), inspected=[], regular_done=False,
                     robin_hood_used_by=None, phase="declare", receipts=[])
        if state["turn"] < state["turns_per_week"]:
            state["turn"] += 1
            state["sheriff"] = (state["sheriff"] + 1) % state["seats"]
        else:
            state["phase"] = "week_end"

    def move_week_goods(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "week_end", msg("goods-doing-week-goods"), rule="G9")
        if state["week_goods"][seat] is not None:
            raise RuleError(msg("goods-week-goods-entered"), rule="G9")
        approved = counts(move["approved"], "approved")
        stored = counts(move["stored"], "stored")
        if self._checks_week_goods(state):
            self._check_week_goods(state, seat, approved)
        if stored and state["mode"] == "family":
            raise RuleError(msg("goods-family-no-storing"), rule="G9", field="stored")
        if sum(stored.values()) > MAX_STORED_A_WEEK:
            raise RuleError(msg("goods-store-at-most", most=MAX_STORED_A_WEEK), rule="G9", field="stored")
        for good, n in stored.items():
            if n > approved.get(good, 0):
                raise RuleError(msg("goods-store-approved-only", stored=good_words(good, n), approved=approved.get(good, 0)),
                                rule="G9", field=f"stored.{good}")
        sold = {g: n - stored.get(g, 0) for g, n in approved.items() if n - stored.get(g, 0)}
        earned = sum(n * state["card_table"]["values"][g] for g, n in sold.items())
        state["week_goods"][seat] = {"sold": sold, "stored": stored, "earned": earned}
        # The money is paid when the last player has entered: say in the result whether this entry did it.
        week, week_over = state["week"], all(entry is not None for entry in state["week_goods"])
        if week_over:
            self._end_week(state)
        return {"seat": seat, "approved": approved, "stored": stored, "sold": sold, "earned": earned,
                "week": week, "week_over": week_over}

    def _check_week_goods(self, state: State, seat: int, approved: Mapping[str, int]) -> None:
        """G12: what a player enters must hold every card the app saw, and add up to every card it knows of."""
        seen = state["seen_approved"][seat]
        for good, n in seen.items():
            entered = approved.get(good, 0)
            if entered < n:
                raise RuleError(msg("goods-week-seen", seen=good_words(good, n), entered=entered),
                                rule="G12", field=f"approved.{good}")
        for good, n in approved.items():
            # G14: a week's approved cards are all held at once until the sale, so the deck bounds each good; more
            # is a typing error. A mistyped inspection that already saw more must not leave the player stuck, so
            # what was seen is always accepted. Earlier weeks are not counted: the discard pile is reshuffled.
            if n > max(KNOWN["deck"][good], seen.get(good, 0)):
                raise RuleError(msg("goods-week-deck", deck=good_words(good, KNOWN["deck"][good]), entered=n),
                                rule="G14", field=f"approved.{good}")
        unseen = state["unseen_cards"][seat]
        known = sum(seen.values()) + unseen
        entered_total = sum(approved.values())
        if entered_total != known:
            raise RuleError(msg("goods-week-total", known=known, seen=sum(seen.values()), unseen=unseen,
                                entered=entered_total), rule="G12", field="approved")

    def _end_week(self, state: State) -> None:
        for seat, entry in enumerate(state["week_goods"]):
            state["money"][seat] += entry["earned"]
            add(state["stored"][seat], entry["stored"])
        state["money_by_week"].append(list(state["money"]))
        state["week_goods"] = [None] * state["seats"]
        state["seen_approved"] = [{} for _ in range(state["seats"])]
        state["unseen_cards"] = [0] * state["seats"]
        if state["week"] == WEEKS:
            self._end_game(state)
            return
        poorest = min(state["money"])
        tied = [s for s, m in enumerate(state["money"]) if m == poorest]
        last = state["sheriff"]
        if len(tied) > 1:
            state.update(sheriff=(last + 1) % state["seats"], phase="declare")  # G8: left of the last Sheriff
            state["week"] += 1
            state["turn"] = 1
        else:
            state.update(choosing_sheriff=tied[0], phase="choose_sheriff")

    def move_choose_sheriff(self, state: State, move: Move, seat: int) -> Result:
        self._phase(state, "choose_sheriff", msg("goods-doing-choose-sheriff"), rule="G8")
        if seat != state["choosing_sheriff"]:
            raise RuleError(msg("goods-poorest-chooses"), rule="G8")
        if not 0 <= move["sheriff"] < state["seats"]:
            raise RuleError(msg("seat-missing", seat=move["sheriff"] + 1), rule="G8", field="sheriff")
        state.update(sheriff=move["sheriff"], choosing_sheriff=None, phase="declare", week=state["week"] + 1, turn=1)
        return {"sheriff": move["sheriff"]}

    @staticmethod
    def _before_first_move(state: State) -> bool:
        """Nothing has happened yet: week 1, turn 1, no Robin Hood token used, no bag declared."""
        return (state["week"] == 1 and state["turn"] == 1 and state["phase"] == "declare"
                and not state["declarations"] and state["robin_hood_used_by"] is None)

    def move_first_sheriff(self, state: State, move: Move, seat: int | None) -> Result:
        if not self._before_first_move(state):
            raise RuleError(msg("goods-first-sheriff-late"), rule="G8")
        if not 0 <= move["sheriff"] < state["seats"]:
            raise RuleError(msg("seat-missing", seat=move["sheriff"] + 1), rule="G8", field="sheriff")
        state["sheriff"] = move["sheriff"]
        return {"sheriff": move["sheriff"]}

    def _end_game(self, state: State) -> None:
        if state["mode"] == "advanced":
            stock = {str(seat): goods for seat, goods in enumerate(state["stored"])}
            results = sell_out(stock, state["card_table"]["values"], state["card_table"]["limits"])
            for seat, result in results.items():
                state["money"][int(seat)] += result["total"]
            state["sell_out"] = results
            state["money_by_week"].append(list(state["money"]))
        state.update(finished=True, phase="over", winners=seats_with_most(state["money"]))

    # -- what may be entered now (engine/choices.py)

    def legal_moves(self, state: State) -> list[LegalMove]:
        """The moves the table waits for in each phase. The cards in a bag, a week's approved goods and
        how many cards the Robin Hood token swaps are what only the cards know: those fields keep their
        declared range, and the move checks them (G3, G12)."""
        if state["finished"]:
            return []
        phase = state["phase"]
        if phase == "declare":
            return self._declare_moves(state)
        if phase == "sheriff":
            return self._sheriff_moves(state)
        if phase == "week_end":
            # G9: only the advanced game stores cards for the sell-out; the family game leaves `stored` out.
            family = state["mode"] == "family"
            return [LegalMove("week_goods", seat, self._week_goods_domains(state, seat, family),
                              omit=("stored",) if family else (), rule="G9" if family else "G12")
                    for seat, entry in enumerate(state["week_goods"]) if entry is None]
        if phase == "choose_sheriff" and state.get("choosing_sheriff") is not None:
            return [LegalMove("choose_sheriff", state["choosing_sheriff"], {"sheriff": self._any_seat(state)},
                              rule="G8")]
        return []

    @staticmethod
    def _any_seat(state: State) -> Domain:
        return one_of(range(state["seats"]))

    def _declare_moves(self, state: State) -> list[LegalMove]:
        """G2: the next player clockwise declares, a count of 1 or of a chariot token still free; before
        any declaration, one player who is not the Sheriff may use their Robin Hood token (G7); before the
        first move, anyone names the first Sheriff (G8)."""
        moves: list[LegalMove] = []
        if self._before_first_move(state):
            moves.append(LegalMove("first_sheriff", None, {"sheriff": self._any_seat(state)}, rule="G8"))
        if not state["declarations"] and state["robin_hood_used_by"] is None:
            moves += [LegalMove("robin_hood", seat, rule="G7") for seat in self._order(state)
                      if state["robin_hood_token"][seat]]
        waiting = [seat for seat in self._order(state) if str(seat) not in state["declarations"]]
        if waiting:
            counts_free = one_of([1, *sorted(set(state["chariots_left"]))])
            moves.append(LegalMove("declare", waiting[0], {"good": one_of(LAWFUL), "count": counts_free}, rule="G2"))
        return moves

    def _sheriff_moves(self, state: State) -> list[LegalMove]:
        """The Sheriff's turn: let every bag pass, or settle bags one by one and end the turn (G4); an
        inspection or a deal is the regular one, then one a Deputy token pays for (G6, G15); a deal is
        listed per bag, up to what its owner has (G4); Apprehension takes a bag still unsettled (G6, G15)."""
        sheriff = state["sheriff"]
        open_bags = [int(seat) for seat in state["declarations"] if int(seat) not in state["inspected"]]
        moves: list[LegalMove] = []
        if not self._checks_week_goods(state):  # tables from before G12 still end a turn with pass_all
            moves.append(LegalMove("pass_all", sheriff, rule="G4"))
        moves.append(LegalMove("end_turn", sheriff, rule="G4") if state["inspected"]
                     else LegalMove("let_pass", sheriff, rule="G4"))
        deputy = state["regular_done"]
        if open_bags and (not deputy or state["deputy_tokens"][sheriff] > 0):
            settles = {"deputy": one_of([deputy])}
            rule = "G6" if deputy else "G4"
            moves.append(LegalMove("inspect", sheriff, {"target": one_of(open_bags), **settles}, rule=rule))
            moves += [LegalMove("deal", sheriff, {"target": one_of([bag]), "amount": between(1, min(state["money"][bag], 1000)),
                                                  **settles}, rule="G15" if deputy else "G4")
                      for bag in open_bags if state["money"][bag] > 0]
        if open_bags and state["apprehension_token"][sheriff]:
            moves.append(LegalMove("apprehend", sheriff, {"target": one_of(open_bags)}, rule="G6"))
        return moves

    # -- views

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Approved and stored goods are the owner's alone until sold (G9)."""
        out = {k: v for k, v in state.items() if k not in ("seen_approved", "stored", "week_goods")}
        out["my_seen_approved"] = state["seen_approved"][seat] if seat is not None else None
        out["my_stored"] = state["stored"][seat] if seat is not None else None
        out["week_goods_entered"] = [entry is not None for entry in state["week_goods"]]
        out["stored_counts"] = [sum(goods.values()) for goods in state["stored"]]
        # What this seat entered for the week, until the week is paid (G9): sold, stored, earned.
        out["my_week_goods"] = state["week_goods"][seat] if seat is not None else None
        out["first_sheriff_open"] = not state["finished"] and self._before_first_move(state)
        # A snapshot from before G12 has neither: say so rather than show a count the app never kept.
        out.setdefault("ruleset", 1)
        out.setdefault("unseen_cards", None)
        return out

    def status(self, state: State) -> dict[str, Any]:
        return {"finished": state["finished"], "winners": list(state["winners"])}

    # -- the end
    progress_unit = "week"

    def final_standing(self, state: State, names: Sequence[str]) -> Standing:
        """G11: most money wins; equal money shares the victory."""
        return most_wins("G11", state["money"], state["winners"], names, "money")

    def turn(self, state: State) -> Turn | None:
        """G2: declarations go one by one clockwise from the Sheriff's left; then the Sheriff's
        turn (G3-G6); the week's goods are entered by everyone at once (G9); the poorest player
        chooses the next Sheriff (G8)."""
        if self.status(state)["finished"]:
            return None
        period, phase = Period("week", state["week"]), state["phase"]
        if phase == "declare":
            waiting = [s for s in self._order(state) if str(s) not in state["declarations"]]
            return Turn(tuple(waiting[:1]), period)
        if phase == "sheriff":
            return Turn((state["sheriff"],), period)
        if phase == "week_end":
            return Turn(tuple(s for s, entry in enumerate(state["week_goods"]) if entry is None), period)
        if phase == "choose_sheriff" and state.get("choosing_sheriff") is not None:
            return Turn((state["choosing_sheriff"],), period)
        return Turn((), period)

    def progress_point(self, state: State, moves: int) -> Point | None:
        return Period("week", state["week"]), list(state["money"])

    def start_seat(self, state: State) -> int | None:
        """The first Sheriff (G8), until the game begins."""
        return state["sheriff"] if self._before_first_move(state) else None

    # -- setting up the table (issue 37): the rulebook's "Set Up" for these options, in its order.
    # The rulebook numbers no steps; the family and advanced games set up alike ("Advanced Game":
    # "Game preparation is exactly the same"), except that the advanced game uses both faces of
    # the player-aid card.

    def setup_steps(self, options: Mapping[str, Any]) -> list[Message]:
        players = int(options.get("players", 4))
        advanced = options.get("mode", "advanced") == "advanced"
        return [
            msg("setup-goods-peasants", players=players),
            msg("setup-goods-deal", cards=sum(KNOWN["deck"].values()), hand=HAND_SIZE),
            msg("setup-goods-aid-cards", advanced=yes_no(advanced), players=players),  # G10
            msg("setup-goods-chariots", players=players, tokens=list(CHARIOTS[players])),  # G2
            msg("setup-goods-money", money=money(START_MONEY), tens=2, ten=money(10), fives=1, five=money(5), ones=5,
                one=money(1)),
            msg("setup-goods-tokens"),  # G6, G7: one Apprehension and one Robin Hood token a game
            msg("setup-goods-deputies", players=players, each=DEPUTIES[players]),  # G6
            msg("setup-goods-first-sheriff"),
        ]


register(RobinHoodGoods())
