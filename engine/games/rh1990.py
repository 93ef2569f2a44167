"""Robin Hood (Ravensburger 1990): the gold ledger.

The board, pawns and castle cards stay physical. The app keeps every
player's gold (V1), settles archery duels (V3), records what event cards did
to gold (V5), settles each gathering point from the distances the players
enter (V2), says who starts the next section (V4; on a tie it waits for the
tied players' choice, V6) and names the winner after the fourth gathering
point. A duel won on the sheriff's starting space may move the pawn straight
onto the gathering point, an exact arrival that ends the section (V7). The
sheriff's reserve is not counted: every reward is paid in full (V8).

>>> settlement(1, {"Ann": 0, "Bob": 3, "Cat": 7})
{'Ann': 12, 'Bob': 4, 'Cat': 0}
>>> settlement(1, {"Ann": 0, "Bob": 3, "Cat": 7}, rule="behind")
{'Ann': 8, 'Bob': 4, 'Cat': 0}
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Callable, Mapping, Sequence

from ..choices import Domain, LegalMove, between, one_of
from ..readers import every_seat
from ..errors import RuleError
from ..fields import Bool, Choice, Field, Int, ListOf, MapOf, Object, Str, public_view
from ..periods import Period
from ..game import Calculator, Game, Move, MoveSpec, Result, State, Turn, seats_with_most
from ..messages import Message, Text, msg
from ..registry import register
from ..standing import Point, Standing, most_wins
from ..words import amount_words, who, whom

START_GOLD = 5
ARROW_CARDS, CASTLE_SLOTS = 5, 4  # Setup, "Castle Cards": 5 arrow cards slid into the 4 slots
EVENT_CARDS = 42
FIRST_ARRIVAL_BONUS = {1: 5, 2: 10, 3: 15, 4: 20}
DUEL_REWARD = 5
CASTLE_CARDS = (1, 2, 3, 4, 5, "sheriff")
RULES = ("last", "behind")
# The most gold one event card may give or take. The rulebook does not print
# the cards (V5); the whole bank is 380 gold (30 x 1, 30 x 5, 20 x 10), and
# a bound catches a typing slip such as 500 for 5.
EVENT_GOLD_LIMIT = 100
# How far an event may move a pawn: more than any section of the route.
EVENT_PAWN_LIMIT = 60
# The farthest a pawn may be entered short of a gathering point (the settle move's declared range).
MOST_SPACES_SHORT = 200
# The gold the box holds: 80 coin cards, 30 of 1, 30 of 5 and 20 of 10 (V8: the app pays past it).
BOX_GOLD = 30 * 1 + 30 * 5 + 20 * 10

RULINGS = {
    "V1": "Each player starts with 5 gold; 2-6 players, a sheriff pawn.",
    "V2": "Settlement when a pawn reaches a gathering point exactly. Default ('last'): each player gets as many"
          " gold as spaces separate them from the last player; the first arrival also gets 5, 10, 15, 20 at"
          " gathering points 1-4; the last gets nothing. House rule ('behind'): the distance to the player"
          " directly behind. Distances are spaces short of the gathering point (the arrival at 0); no two pawns"
          " share a space, except pawns sent back to the section's start, which all stand at the largest distance.",
    "V3": "Archery duel: two different castle cards (1-5 arrows, or the Sheriff). If either is the Sheriff, the"
          " Sheriff wins; otherwise more arrows wins. The winning player gets 5 gold and the sheriff pawn returns"
          " to its start space; a losing player goes back to the section's starting point.",
    "V4": "The player with the fewest gold starts the next section; on a tie the tied players choose among"
          " themselves (the app asks). After the 4th gathering point the most gold wins; equal gold shares the win.",
    "V5": "Event cards: the rulebook does not print the 42 event cards. A player enters what an event did to gold"
          " (a signed amount with the card's text or a note) and any pawn move it caused; gold never goes below 0.",
    "V6": "After V4's tie the tied players' choice is one move naming the starting player; it may be entered by"
          " any tied player or the host, and is the only move accepted until it is made.",
    "V7": "A player who wins a duel on the sheriff's starting space and moves directly onto the next gathering"
          " point arrives there exactly: if no pawn arrived before, the section ends at once, the settlement"
          " follows, and the player is the first arrival with its bonus (distance 0).",
    "V8": "The sheriff's reserve never runs out in the app: duel rewards and settlements are paid in full (use"
          " stand-in coins at the table if the box's run short); the rulebook gives no rule for an empty reserve.",
}

# The rulebook's first player (the youngest) is the V4 question for the first section.
FIRST_PLAYER_RULE = "V4"


def settlement(gathering_point: int, distances: Mapping[str, int], rule: str = "last",
               label: Callable[[str], Text] = str) -> dict[str, int]:
    """Gold each player gets at a gathering point (V2).

    ``distances``: spaces short of the gathering point, the arrival at 0.
    ``label`` names a key in a sentence (a table's keys are seat numbers).
    """
    if not 1 <= gathering_point <= 4:
        raise RuleError(msg("rh1990-point-unknown", point=gathering_point), rule="V2", field="gathering_point")
    if rule not in RULES:
        raise RuleError(msg("rh1990-rule-unknown", rule=repr(rule)), rule="V2", field="rule")
    if list(distances.values()).count(0) != 1:
        raise RuleError(msg("rh1990-one-arrival"), rule="V2", field="distances")
    farthest = max(distances.values())
    by_space: dict[int, str] = {}
    for name, distance in distances.items():
        if distance < 0:
            raise RuleError(msg("rh1990-distance-negative", who=label(name), distance=distance), rule="V2",
                            field=f"distances.{name}")
        if distance in by_space and distance != farthest:
            raise RuleError(msg("rh1990-share-space", first=label(by_space[distance]), second=label(name), space=distance),
                            rule="V2", field=f"distances.{name}")
        by_space.setdefault(distance, name)
    spaces = sorted(set(distances.values()))
    gold = {}
    for name, distance in distances.items():
        if rule == "last":
            earned = farthest - distance
        else:
            behind = [s for s in spaces if s > distance]
            earned = behind[0] - distance if behind else 0
        gold[name] = earned + (FIRST_ARRIVAL_BONUS[gathering_point] if distance == 0 else 0)
    return gold


def duel(player_card: int | str, sheriff_card: int | str) -> dict[str, Any]:
    """Who wins an archery duel, and the gold the player wins (V3).

    >>> duel(4, 2)
    {'winner': 'player', 'gold': 5}
    >>> duel(5, "sheriff")
    {'winner': 'sheriff', 'gold': 0}
    """
    for field, card in (("player_card", player_card), ("sheriff_card", sheriff_card)):
        if card not in CASTLE_CARDS or isinstance(card, bool):
            # The card as it was sent (7, 'x', True), quoted as Python writes it.
            raise RuleError(msg("rh1990-not-castle-card", card=repr(card)), rule="V3", field=field)
    if player_card == sheriff_card:
        raise RuleError(msg("rh1990-same-cards"), rule="V3", field="sheriff_card")
    # Neither card is the Sheriff's: two ranks 1-5.
    player_wins = not isinstance(player_card, str) and not isinstance(sheriff_card, str) and player_card > sheriff_card
    return {"winner": "player", "gold": DUEL_REWARD} if player_wins else {"winner": "sheriff", "gold": 0}


def event_gold(gold: int, change: int) -> int:
    """The change an event can actually make: gold never goes below 0 (V5).

    >>> event_gold(10, -4), event_gold(3, -8), event_gold(0, 6)
    (-4, -3, 6)
    """
    return max(change, -gold)


def seats_words(seats: list[int]) -> Message:
    """Seats for a sentence, counted from 1 as people count them: 'seat 1', 'seats 1, 3 and 4'.

    >>> seats_words([0, 2, 3])
    Message(id='rh1990-seats', args={'numbers': [1, 3, 4], 'count': 3})
    """
    return msg("rh1990-seats", numbers=[seat + 1 for seat in seats], count=len(seats))


def seat_words(seat: int) -> Message:
    """'Seat 2' (a seat counted from 1), where a sentence names a seat, not a player."""
    return msg("rh1990-seat", number=seat + 1)


# -- the calculators (stateless, the same code as the table) ---------------------------

CASTLE_CARD = Choice(choices=CASTLE_CARDS, description='A castle card: 1-5 arrows or "sheriff".')


def settlement_answer(body: Mapping[str, Any]) -> dict[str, Any]:
    if len(body["distances"]) < 2:
        raise RuleError(msg("rh1990-settlement-too-few"), rule="V1", field="distances")
    return {"gold": settlement(body["gathering_point"], body["distances"], body["rule"])}


def duel_answer(body: Mapping[str, Any]) -> dict[str, Any]:
    return duel(body["player_card"], body["sheriff_card"])


CALCULATORS = {
    "settlement": Calculator(
        summary="Gold each player gets at a gathering point (V2), with the first-arrival bonus",
        compute=settlement_answer,
        result=Object(fields={"gold": MapOf(value=Int(), max_items=6, description="Gold paid, by player")}),
        fields={
            "gathering_point": Int(description="1-4; a value outside is refused with rule V2"),
            "distances": MapOf(value=Int(minimum=0, maximum=1000), max_items=6,
                               description="Spaces short of the gathering point, by player (2-6); the arrival at 0"),
            "rule": Choice(choices=RULES, default="last",
                           description="'last' (rulebook) or 'behind' (the Next Section house rule, V2)"),
        },
        description="The rulebook's settlement ('last') or the house rule ('behind'); the first arrival's bonus"
                    " is 5, 10, 15, 20 at gathering points 1-4.",
    ),
    "duel": Calculator(
        summary="Who wins an archery duel, and the gold the player wins (V3)",
        compute=duel_answer,
        result=Object(fields={"winner": Choice(choices=("player", "sheriff")), "gold": Int()}),
        fields={"player_card": CASTLE_CARD, "sheriff_card": CASTLE_CARD},
        description="The player's castle card first, then the sheriff's; the Sheriff card always wins.",
    ),
}


# -- the table ---------------------------------------------------------------------------

# -- results in words (the log's exports) ------------------------------------------------

# The gathering points, in the rulebook's order (one per section), as the reader's edition names them.
GATHERING_POINTS = {1: msg("rh1990-place-inn"), 2: msg("rh1990-place-clearing"), 3: msg("rh1990-place-farm"),
                    4: msg("rh1990-place-hut")}


def past_the_box(state: State) -> Result:
    """A payout's result, once the players hold more gold than the box's coins: how much more (V8)."""
    beyond = beyond_box(state["gold"])
    return {"beyond_box": beyond} if beyond else {}


def box_words(result: Result) -> Text:
    """'; the players now hold 32 gold more than the box's 380: …stand-in coins (V8)', or nothing."""
    beyond = result.get("beyond_box", 0)
    return msg("rh1990-beyond-box", beyond=beyond, box=BOX_GOLD) if beyond else ""


def duel_text(move: Move, result: Result, names: Sequence[str]) -> Message:
    """'Ann won the archery duel: +5 gold, the sheriff pawn returns to its start space' (V3, V7)."""
    player = who(result["seat"], names)
    if result["winner"] != "player":
        return msg("rh1990-result-duel-lost", who=player)
    then = "arrived" if result.get("arrived") is not None else "returns"
    return msg("rh1990-result-duel-won", who=player, amount=amount_words(result["gold"], "gold"), then=then,
               box=box_words(result))


def then_words(then: str, section: int) -> Message:
    """What a duel does on the board next (V3, V7): "returns", "back" or "arrived" (onto the section's point)."""
    return msg("rh1990-then", then=then, **({"point": section} if then == "arrived" else {}))


def clamped_words(result: Result) -> Message:
    """Why an event took less gold than it asked (V5)."""
    return msg("rh1990-event-clamped", taken=-result["changed"], asked=-result["asked"], seat=result["seat"] + 1)


def event_text(move: Move, result: Result, names: Sequence[str]) -> Message:
    """'Event “Storm”: Ann -3 gold (only 3 of 5 could be taken), now 0; pawn back 2' (V5)."""
    changed = result["changed"]
    gold = (msg("rh1990-gold-change", sign="+" if changed > 0 else "", amount=amount_words(changed, "gold"))
            if changed else msg("rh1990-gold-none"))
    short: Text = (msg("rh1990-event-short", taken=-result["changed"], asked=-result["asked"])
                   if result.get("clamped") else "")
    return msg("rh1990-result-event", text=result["text"], who=who(result["seat"], names), gold=gold, short=short,
               now=result["gold_now"], pawn=pawn_words(result))


def pawn_words(result: Result) -> Text:
    """'; pawn forward 3', '; pawn back to the section's start', or nothing: an event's pawn move (V5)."""
    if result["pawn_to_section_start"]:
        return msg("rh1990-pawn-to-start")
    if not result["pawn_spaces"]:
        return ""
    return msg("rh1990-pawn-moved", direction="forward" if result["pawn_spaces"] > 0 else "back",
               spaces=abs(result["pawn_spaces"]))


def paid_words(paid: Sequence[Message]) -> Text:
    """'Ann +10, Bob +3': each payment, joined by commas (not 'and') as the log always wrote it."""
    if not paid:
        return ""
    if len(paid) == 1:
        return paid[0]
    return msg("rh1990-paid-more", first=paid[0], rest=paid_words(paid[1:]))


def settle_text(move: Move, result: Result, names: Sequence[str]) -> Message:
    """'Gathering point 1 (the inn) paid: Ann +10, Bob +3; Bob starts section 2' (V2, V4, V6)."""
    point = result["gathering_point"]
    paid = paid_words([msg("rh1990-paid-one", who=who(int(seat), names), gold=gold)
                       for seat, gold in result["paid"].items()])
    said: dict[str, Any] = {"point": point, "place": GATHERING_POINTS.get(point, "?"), "paid": paid,
                            "box": box_words(result)}
    if "winners" in result:
        return msg("rh1990-result-settle-won", **said, names=whom(result["winners"], names),
                   count=len(result["winners"]))
    if result.get("starter") is not None:
        return msg("rh1990-result-settle-starter", **said, who=who(result["starter"], names), section=point + 1)
    return msg("rh1990-result-settle-tied", **said, names=whom(result["choosing_starter"], names),
               count=len(result["choosing_starter"]))


RESULT_SENTENCES: dict[str, Any] = {
    "duel": duel_text,
    "event": event_text,
    "settle": settle_text,
    "first_player": lambda move, result, names: msg("rh1990-result-first-player", who=who(result["starter"], names)),
    "starter": lambda move, result, names: msg("rh1990-result-starter", who=who(result["starter"], names)),
}


# -- the shapes a tool reads back: the state as a seat sees it (VIEW) and each move's result --------------

SEAT = Int(minimum=0, maximum=5, description="A seat, counted from 0.")
# A seat as a key of a by-seat map (a settlement's distances and payments): its number, counted from 0.
SEAT_KEY = Choice(choices=tuple(str(seat) for seat in range(6)), description="A seat number, counted from 0.")
SEATS = ListOf(item=SEAT, max_items=6)
SECTION = Int(minimum=1, maximum=4, description="The section (1-4), played towards the gathering point of that number.")
GATHERING_POINT = Int(minimum=1, maximum=4, description="The gathering point settled (1-4, V2).")
DISTANCES = MapOf(key=SEAT_KEY, value=Int(minimum=0, maximum=MOST_SPACES_SHORT), max_items=6,
                  description="Each seat's distance short of the gathering point, by seat; the arrival at 0 (V2).")
PAID = MapOf(key=SEAT_KEY, value=Int(minimum=0), max_items=6,
             description="The gold the settlement paid each seat, by seat, the first arrival's bonus included (V2).")
WINNER = Choice(choices=("player", "sheriff"), description="Who won the archery duel: the player or the sheriff (V3).")
DUEL_GOLD = Choice(choices=(0, DUEL_REWARD), description="The gold the player won: 5 for a won duel, else 0 (V3).")
# No rule bounds how many duels or events a game has: a bound far past any real game, for the published schema.
MOST_RECORDS = 10_000
# What an event card did (V5): the record kept in the state's `events` and the start of the event's result.
EVENT_RECORD: dict[str, Field] = {
    "section": replace(SECTION, description="The section the event card was drawn in."),
    "seat": replace(SEAT, description="The seat that drew the event card."),
    "text": Str(min_length=1, max_length=200, description="The card's text, or a note of what it said (V5)."),
    "asked": Int(minimum=-EVENT_GOLD_LIMIT, maximum=EVENT_GOLD_LIMIT,
                 description="The gold the card gave (positive) or took (negative), as entered (V5)."),
    "changed": Int(minimum=-EVENT_GOLD_LIMIT, maximum=EVENT_GOLD_LIMIT,
                   description="The gold actually given or taken: a loss stops at the gold the seat had (V5)."),
    "pawn_spaces": Int(minimum=-EVENT_PAWN_LIMIT, maximum=EVENT_PAWN_LIMIT,
                       description="Spaces the card moved the pawn: forward positive, back negative, 0 for none (V5)."),
    "pawn_to_section_start": Bool(description="Whether the card sent the pawn back to the section's start (V5)."),
}
BEYOND_BOX = Int(minimum=1, required=False,
                 description="The gold the players now hold beyond the box's 380, to be made up with stand-in"
                             " coins (V8); absent while the box's coins are enough.")


def message_shape(message_id: str, args: Mapping[str, Field], description: str) -> Object:
    """A sentence as a message (``Message.to_json``): its id in locales/*/server.ftl and its placeables."""
    return Object(description=description, fields={
        "id": Choice(choices=(message_id,), description="The message's id (locales/*/server.ftl)."),
        "args": Object(fields=args, description="The message's placeables."),
    })


THEN = message_shape("rh1990-then", {
    "then": Choice(choices=("returns", "back", "arrived"),
                   description="returns: the sheriff pawn goes back to its start space (a won duel); back: the"
                               " player's pawn goes back to the section's start (a lost duel); arrived: the pawn"
                               " went onto the gathering point (V7)."),
    "point": Int(minimum=1, maximum=4, required=False, description="The gathering point reached; only with arrived."),
}, "What happens on the board next (V3, V7). Results stored by older releases hold an English sentence here.")
CLAMPED = message_shape("rh1990-event-clamped", {
    "taken": Int(minimum=0, description="The gold actually taken: all the seat had."),
    "asked": Int(minimum=1, maximum=EVENT_GOLD_LIMIT, description="The gold the card would have taken."),
    "seat": Int(minimum=1, maximum=6, description="The seat, counted from 1."),
}, "Why the event took less gold than it asked (V5); only when it did. Results stored by older releases hold"
   " an English sentence here.")

# What view() gives every seat and a spectator (all of it is public): the whole state, and what the engine works
# out from it (box_gold, beyond_box, first_player_open).
VIEW = public_view({
    "seats": Int(minimum=2, maximum=6, description="Number of players."),
    "rule": Choice(choices=RULES, description="The pay-out rule: last (to the last pawn) or behind (V2)."),
    "gold": ListOf(item=Int(minimum=0), max_items=6, description="Each seat's gold, in seat order (V1, V5, V8)."),
    "section": Int(minimum=1, maximum=4, description="The section being played, towards its gathering point."),
    "starter": replace(SEAT, nullable=True,
                       description="Who starts the section, or null while tied players choose (V6)."),
    "first_chosen": Bool(description="Whether the table named the youngest, who starts section 1 (V4); older"
                                     " tables lack it."),
    "choosing_starter": replace(SEATS, description="The tied poorest seats choosing who starts (V6); empty when"
                                                   " nobody is choosing."),
    "settlements": ListOf(item=Object(fields={
        "gathering_point": GATHERING_POINT,
        "distances": DISTANCES,
        "paid": PAID,
        "gold_after": ListOf(item=Int(minimum=0), max_items=6,
                             description="Each seat's gold after the payment, in seat order."),
    }), max_items=4, description="Each gathering point's pay-out, in order (V2, V4)."),
    "duels": ListOf(item=Object(fields={
        "section": replace(SECTION, description="The section the duel was fought in."),
        "seat": replace(SEAT, description="The seat that fought the duel."),
        "winner": WINNER,
        "gold": DUEL_GOLD,
        "to_gathering_point": Choice(choices=(True,), required=False,
                                     description="Present (true) only when the winner went straight onto the"
                                                 " gathering point (V7)."),
    }), max_items=MOST_RECORDS, description="Every archery duel entered, in order (V3, V7)."),
    "events": ListOf(item=Object(fields=EVENT_RECORD), max_items=MOST_RECORDS,
                     description="Every event card entered, in order (V5)."),
    "finished": Bool(description="Whether the game is over."),
    "winners": replace(SEATS, description="The winning seats (the most gold) once finished, else empty (V4)."),
    "arrived": replace(SEAT, description="The seat a duel won on the sheriff's starting space put on the"
                                         " gathering point (V7): only the settlement may follow. Absent otherwise."),
    "box_gold": Choice(choices=(BOX_GOLD,), description="The gold the box's 80 coin cards hold: 380 (V8)."),
    "first_player_open": Bool(description="Whether the youngest may still be named: nothing played yet (V4)."),
    "beyond_box": Int(minimum=0, description="The gold the players hold beyond the box's coins, paid in full"
                                             " and made up with stand-in coins at the table (V8); 0 while the"
                                             " box's coins are enough."),
})


def beyond_box(gold: Sequence[int]) -> int:
    """The gold the players hold beyond the box's 380: the app pays it in full, the table makes it up with
    stand-in coins (V8).

    >>> beyond_box([200, 150, 30]), beyond_box([200, 150, 62])
    (0, 32)
    """
    return max(0, sum(gold) - BOX_GOLD)


class RobinHood1990(Game):
    id = "robin-hood-1990"
    title = "Robin Hood (1990)"
    view_schema = VIEW
    result_sentences = RESULT_SENTENCES
    min_players = 2
    max_players = 6
    rulings = RULINGS
    ruling_phases = {
        "setup": ("V1",), "turn": ("V3", "V7", "V5"), "round-end": ("V2", "V4", "V6"), "entering": ("V8",)}
    decisions = (
        "The first-arrival bonus is paid under both settlement rules; 'behind' changes only the distance paid.",
        "The first section's starting player (the youngest, says the rulebook) is an option, seat 0 by default;"
        " once the players are seated, any of them or the host may name the youngest by name, which is"
        " accepted only before the first duel, event or settlement.",
        "A duel is entered by the player who fought it (or by the host for them); the pawn moves stay on the board.",
        "An event card is entered by the player who drew it (or by the host for them): the gold it gave or took"
        f" from that player (at most {EVENT_GOLD_LIMIT} either way), its text or a note, and the pawn move it"
        " caused, as spaces forward or back or back to the section's starting point (V5). A card that moves"
        " another player's gold is entered once for each player it touched.",
        "An event that takes more gold than the player has takes all they have; the result says how much was"
        " actually taken (V5).",
        "A pawn move caused by an event is recorded in the log only: the board stays physical, and the next"
        " settlement's distances say where every pawn stands.",
        "While the tied players choose who starts (V6), the host may enter the choice without naming a seat;"
        " a player (or the host acting for a seat) not among the tied is refused.",
        "A duel's `to_gathering_point` says the player won on the sheriff's starting space and took the move"
        " onto the gathering point (V7; the rulebook allows it, so it may be declined). Until the settlement is"
        " entered, only the settlement (with that player at distance 0) or an undo is accepted: the section is"
        " over for everyone else.",
        "The app counts no reserve of coins: 80 coin cards make 380 gold, and the gold paid out may pass it (V8);"
        " once the players hold more, the table and the payout's log line say how much more, to be made up with"
        " stand-in coins.",
    )
    options = {
        "players": Int(minimum=2, maximum=6, default=4, description="Number of players."),
        "rule": Choice(choices=RULES, default="last", description="Settlement: 'last' (rulebook) or 'behind' (V2)."),
        "first_player": Int(minimum=0, maximum=5, default=0, description="Seat of the youngest player, who starts."),
    }
    moves = {
        "duel": MoveSpec(
            "An archery duel with the sheriff pawn: your castle card, then the sheriff's (V3); won on the sheriff's"
            " starting space, your pawn may go straight onto the gathering point (V7).",
            {"player_card": CASTLE_CARD, "sheriff_card": CASTLE_CARD,
             "to_gathering_point": Bool(default=False,
                                        description="You won on the sheriff's starting space and moved your pawn"
                                                    " directly onto the next gathering point (V7): the section"
                                                    " ends and its settlement comes next.")},
            result={
                "seat": replace(SEAT, description="The seat that fought the duel."),
                "winner": WINNER,
                "gold": DUEL_GOLD,
                "then": THEN,
                "arrived": replace(SEAT, required=False,
                                   description="The seat now on the gathering point, which ends the section;"
                                               " only for a duel entered with to_gathering_point (V7)."),
                "beyond_box": BEYOND_BOX,
            },
        ),
        "event": MoveSpec(
            "An event card you drew: what it did to your gold, its text or a note, and any pawn move (V5).",
            {
                "text": Str(min_length=1, max_length=200, description="The card's text, or a note of what it said."),
                "gold": Int(minimum=-EVENT_GOLD_LIMIT, maximum=EVENT_GOLD_LIMIT,
                            description="Gold the event gave you (positive) or took (negative); 0 for none."),
                "pawn_spaces": Int(minimum=-EVENT_PAWN_LIMIT, maximum=EVENT_PAWN_LIMIT, default=0,
                                   description="Spaces the event moved your pawn: forward positive, back negative."),
                "pawn_to_section_start": Bool(default=False,
                                              description="The event sent your pawn back to the section's start."),
            },
            result={
                **EVENT_RECORD,
                "gold_now": Int(minimum=0, description="The seat's gold after the event (V5)."),
                "clamped": Bool(description="Whether the event took less gold than it asked: all the seat had (V5)."),
                "message": replace(CLAMPED, required=False),
            },
        ),
        "settle": MoveSpec(
            "A pawn reached the gathering point: every player's distance short of it, by seat (V2).",
            {"distances": MapOf(key=Str(min_length=1, max_length=1, description="A seat number"),
                                value=Int(minimum=0, maximum=MOST_SPACES_SHORT), max_items=6)},
            who="any",
            result={
                "gathering_point": GATHERING_POINT,
                "paid": PAID,
                "beyond_box": BEYOND_BOX,
                "winners": replace(SEATS, required=False, min_items=1,
                                   description="The winning seats, the most gold (V4); only after gathering point 4,"
                                               " which ends the game."),
                "starter": replace(SEAT, required=False, nullable=True,
                                   description="Who starts the next section, the poorest (V4); null while the tied"
                                               " poorest choose (V6). Absent after gathering point 4."),
                "choosing_starter": replace(SEATS, required=False,
                                            description="The tied poorest seats who now choose who starts (V6);"
                                                        " empty when one is poorest. Absent after gathering point 4."),
            },
        ),
        "first_player": MoveSpec("Before the first duel, event or settlement: the youngest player, who starts"
                                 " section 1 (V4). Any player or the host names them; it may be changed until"
                                 " the first other move.",
                                 {"starting_seat": Int(minimum=0, maximum=5,
                                                       description="The seat of the player who starts section 1.")},
                                 # A table that would rather not ask who is youngest leaves it to chance (issue 37).
                                 who="any", drawable=("starting_seat",),
                                 result={"starter": replace(SEAT, description="The seat that starts section 1 (V4).")}),
        "starter": MoveSpec("The tied poorest players chose who starts the next section (V4, V6): a tied player"
                            " or the host names the starting seat.",
                            {"starting_seat": Int(minimum=0, maximum=5)}, who="any",
                            drawable=("starting_seat",),  # the tied players may draw among themselves (V6)
                            result={"starter": replace(SEAT, description="The seat that starts the next section (V4)."),
                                    "chosen_by": replace(SEAT, nullable=True,
                                                         description="The tied seat that entered the choice, or null"
                                                                     " for the host (V6).")}),
    }
    calculators = CALCULATORS

    def check_options(self, options: Mapping[str, Any]) -> None:
        if options["first_player"] >= options["players"]:
            raise RuleError(msg("rh1990-seat-not-at-table", seat=options["first_player"] + 1,
                                players=options["players"]), field="first_player")

    def setup(self, options: Mapping[str, Any]) -> State:
        players = options["players"]
        return {
            "seats": players,
            "rule": options["rule"],
            "gold": [START_GOLD] * players,  # V1
            "section": 1,
            "starter": options["first_player"],
            # False until someone names the youngest at the table (the move first_player); older tables lack it.
            "first_chosen": False,
            "choosing_starter": [],
            "settlements": [],
            "duels": [],
            "events": [],
            "finished": False,
            "winners": [],
        }

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The whole state (it is all public), with what the box's coins cannot cover (V8) and whether the
        youngest may still be named (V4), so that a screen shows what the engine decided."""
        return {**state, "box_gold": BOX_GOLD, "beyond_box": beyond_box(state["gold"]),
                "first_player_open": not state["finished"] and self._nothing_played_yet(state)}

    def upgrade(self, state: State) -> State:
        state.setdefault("events", [])  # tables made before events (V5) have no list yet
        return state

    # -- moves: Game.apply has refused a finished game (V4) and a seat's move without a seat

    over_rule = "V4"

    def over_sentence(self, state: State) -> Text:
        return msg("rh1990-over")

    def seat_missing(self, move_type: str) -> Text:
        return msg("rh1990-seat-missing")

    @staticmethod
    def _no_starter_pending(state: State) -> None:
        if state["choosing_starter"]:  # V6: the choice comes before anything else
            raise RuleError(msg("rh1990-starter-first", seats=seats_words(state["choosing_starter"]),
                                section=state["section"]), rule="V6")

    def _section_goes_on(self, state: State) -> None:
        """A duel or an event: refused while the starter is being chosen (V6) or once the section ended (V7)."""
        self._no_starter_pending(state)
        arrived = state.get("arrived")
        if arrived is not None:  # V7: the pawn on the gathering point ended the section
            raise RuleError(msg("rh1990-section-over", seat=arrived + 1, point=state["section"]), rule="V7")

    def move_duel(self, state: State, move: Move, seat: int) -> Result:
        self._section_goes_on(state)
        outcome = duel(move["player_card"], move["sheriff_card"])
        onto_point = move.get("to_gathering_point", False)
        if onto_point and outcome["winner"] != "player":
            raise RuleError(msg("rh1990-onto-point-lost"), rule="V7", field="to_gathering_point")
        state["gold"][seat] += outcome["gold"]  # V8: the reserve never runs out
        record = {"section": state["section"], "seat": seat, **outcome}
        if onto_point:  # only then, so that the duels of older tables replay to the same state
            record["to_gathering_point"] = True
        state["duels"].append(record)
        then = "returns" if outcome["winner"] == "player" else "back"
        if onto_point:  # V7: an exact arrival ends the section at once
            state["arrived"] = seat
            then = "arrived"
        # What happens on the board next, as a message (older results hold it as an English sentence).
        said = then_words(then, state["section"]).to_json()
        return {"seat": seat, **outcome, "then": said, **({"arrived": seat} if onto_point else {}),
                **past_the_box(state)}

    def move_event(self, state: State, move: Move, seat: int) -> Result:
        """V5: the gold an event gave or took, clamped at 0, and the pawn move it caused (logged only)."""
        self._section_goes_on(state)
        if move["pawn_spaces"] and move["pawn_to_section_start"]:
            raise RuleError(msg("rh1990-pawn-both"), rule="V5", field="pawn_spaces")
        asked = move["gold"]
        changed = event_gold(state["gold"][seat], asked)
        state["gold"][seat] += changed
        record = {"section": state["section"], "seat": seat, "text": move["text"], "asked": asked,
                  "changed": changed, "pawn_spaces": move["pawn_spaces"],
                  "pawn_to_section_start": move["pawn_to_section_start"]}
        state["events"].append(record)
        result: Result = {**record, "gold_now": state["gold"][seat], "clamped": changed != asked}
        if changed != asked:  # V5, as a message (older results hold it as an English sentence)
            result["message"] = clamped_words(result).to_json()
        return result

    def result_today(self, move_type: str, result: Result) -> Result:
        """A duel's ``then`` and a clamped event's ``message``, stored as English sentences before they
        were messages, as messages."""
        if move_type == "duel" and isinstance(result.get("then"), str):
            arrived = result.get("arrived") is not None
            point = re.search(r"gathering point (\d+)", result["then"]) if arrived else None
            then = "arrived" if arrived else "returns" if result["winner"] == "player" else "back"
            return {**result, "then": then_words(then, int(point.group(1)) if point else 0).to_json()}
        if move_type == "event" and isinstance(result.get("message"), str):
            return {**result, "message": clamped_words(result).to_json()}
        return result

    def move_settle(self, state: State, move: Move, seat: int | None) -> Result:
        self._no_starter_pending(state)
        raw: Mapping[str, int] = move["distances"]
        expected = {str(s) for s in range(state["seats"])}
        if set(raw) != expected:
            raise RuleError(msg("rh1990-distances-every", seats=seats_words(list(range(state["seats"])))),
                            rule="V2", field="distances")
        point = state["section"]
        arrived = state.get("arrived")
        if arrived is not None and raw[str(arrived)] != 0:
            raise RuleError(msg("rh1990-arrival-at-zero", seat=arrived + 1), rule="V7",
                            field=f"distances.{arrived}")
        paid = settlement(point, raw, state["rule"], label=lambda key: seat_words(int(key)))
        state.pop("arrived", None)
        for name, gold in paid.items():
            state["gold"][int(name)] += gold  # V8: paid in full, whatever the box's coins
        state["settlements"].append({"gathering_point": point, "distances": dict(raw), "paid": paid,
                                     "gold_after": list(state["gold"])})
        result: Result = {"gathering_point": point, "paid": paid, **past_the_box(state)}
        if point == 4:
            state.update(finished=True, winners=seats_with_most(state["gold"]))
            result["winners"] = state["winners"]
            return result
        state["section"] = point + 1
        poorest = min(state["gold"])
        tied = [s for s, g in enumerate(state["gold"]) if g == poorest]
        if len(tied) == 1:
            state["starter"] = tied[0]
        else:
            state["starter"], state["choosing_starter"] = None, tied
        result["starter"] = state["starter"]
        result["choosing_starter"] = state["choosing_starter"]
        return result

    def move_starter(self, state: State, move: Move, seat: int | None) -> Result:
        starting: int = move["starting_seat"]
        tied = state["choosing_starter"]
        if not tied:
            raise RuleError(msg("rh1990-nobody-choosing"), rule="V4", field="starting_seat")
        # V6: a tied player or the host (seat None) enters the choice.
        if seat is not None and seat not in tied:
            raise RuleError(msg("rh1990-only-tied-choose", seats=seats_words(tied), seat=seat + 1), rule="V6")
        if starting not in tied:  # V4: the tied players choose among themselves
            raise RuleError(msg("rh1990-not-tied", seat=starting + 1, seats=seats_words(tied)), rule="V4",
                            field="starting_seat")
        state["starter"], state["choosing_starter"] = starting, []
        return {"starter": starting, "chosen_by": seat}

    @staticmethod
    def _nothing_played_yet(state: State) -> bool:
        """No duel, event or settlement yet: the first player may still be named."""
        return not (state["settlements"] or state["duels"] or state.get("events"))

    def move_first_player(self, state: State, move: Move, seat: int | None) -> Result:
        starting: int = move["starting_seat"]
        if not self._nothing_played_yet(state):
            raise RuleError(msg("rh1990-first-player-late"), rule=FIRST_PLAYER_RULE, field="starting_seat")
        if starting >= state["seats"]:
            raise RuleError(msg("rh1990-no-such-seat", seat=starting + 1, players=state["seats"]),
                            rule=FIRST_PLAYER_RULE, field="starting_seat")
        state["starter"], state["first_chosen"] = starting, True
        return {"starter": starting}

    def legal_moves(self, state: State) -> list[LegalMove]:
        """What the table may enter now. While the tied poorest choose who starts, only their choice
        (V6), one move per tied seat (its player's, or the host's for them); once a duel won on the
        sheriff's starting space ended the section, only the settlement with that pawn at 0 (V7);
        else a duel (V3) or an event (V5) for each seat, the settlement (V2), and before anything
        else the youngest (V4). Castle cards and what an event card says are printed on the cards:
        they keep their declared ranges."""
        if state["finished"]:
            return []
        tied = state["choosing_starter"]
        if tied:
            return [LegalMove("starter", seat, {"starting_seat": one_of(tied)}, rule="V6") for seat in tied]
        settle = LegalMove("settle", None, {"distances": self.distances_domain(state)},
                           rule="V7" if state.get("arrived") is not None else "V2")
        if state.get("arrived") is not None:
            return [settle]
        moves = [*every_seat(self, state, "duel", rule="V3"), *every_seat(self, state, "event", rule="V5"), settle]
        if self._nothing_played_yet(state):
            moves.append(LegalMove("first_player", None, {"starting_seat": one_of(range(state["seats"]))},
                                   rule=FIRST_PLAYER_RULE))
        return moves

    @staticmethod
    def distances_domain(state: State) -> Domain:
        """Every seat's distance, by seat number (V2); the pawn a duel put on the gathering point at 0 (V7)."""
        arrived = state.get("arrived")
        return Domain(entries={str(seat): one_of([0]) if seat == arrived else between(0, MOST_SPACES_SHORT)
                               for seat in range(state["seats"])})

    def status(self, state: State) -> dict[str, Any]:
        return {"finished": state["finished"], "winners": list(state["winners"])}

    # -- the end
    progress_unit = "settlement"

    def final_standing(self, state: State, names: Sequence[str]) -> Standing:
        """V4: after the 4th gathering point the most gold wins; equal gold shares the win."""
        return most_wins("V4", state["gold"], state["winners"], names, "gold")

    def turn(self, state: State) -> Turn | None:
        """The players' turns on the board are not entered (only duels, events and settlements are):
        nobody's turn, timed by section; the tied poorest players choose the next starter together (V6)."""
        if state["finished"]:
            return None
        return Turn(tuple(state["choosing_starter"]), Period("section", state["section"]))

    def progress_point(self, state: State, moves: int) -> Point | None:
        # A section ends with its settlement: the gold after each of the four.
        return Period("settlement", len(state["settlements"]) + 1), list(state["gold"])

    def start_seat(self, state: State) -> int | None:
        """Section 1's starting player (the youngest), until the first duel, event or settlement."""
        begun = state["settlements"] or state["duels"] or state["events"]
        return None if begun else state["starter"]

    # -- setting up the table (issue 37): the rulebook's "Setup" and "Starting the Game" for these
    # options, section by section (the rulebook numbers no steps).

    def setup_steps(self, options: Mapping[str, Any]) -> list[Message]:
        players = int(options.get("players", 4))
        return [
            msg("setup-rh1990-castle"),
            msg("setup-rh1990-castle-cards", cards=ARROW_CARDS, slots=CASTLE_SLOTS),
            msg("setup-rh1990-events", cards=EVENT_CARDS),
            msg("setup-rh1990-gold", players=players, gold=START_GOLD, total=START_GOLD * players),  # V1
            msg("setup-rh1990-pawns", players=players),
            msg("setup-rh1990-sheriff"),  # V1: the sheriff pawn
            msg("setup-rh1990-youngest"),  # V4: the first section's starter
        ]


register(RobinHood1990())
