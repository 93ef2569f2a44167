"""Curse You, Robin Hood!: trading, Legends, the Curse and scoring.

The cards stay physical. Each turn the table enters what was revealed; the
engine works out the trades (C4), keeps every stockpile and the Market,
applies the Curse (C5) and scores (C6, C7). Bluffing Legends compare ranks
strictly (C8); a solo player must beat every Legend (C9). Rulings C1-C9 are in
``docs/rulings.md`` (generated from the rulings each game declares).

Every seat of the game, players and Legends alike, goes by one label: ``p0``,
``p1``... for the table's players (``p`` and the platform's seat number) and
its id for a Legend (``friar-tuck``...). The state, the moves (the archery
winners too) and the results all use these labels; only :meth:`status`
answers seat numbers, as every game does for the platform. Cards are
``{"good", "rank"}``.

>>> trades([{"name": "Ann", "card": {"good": "ale", "rank": 5}, "legend": False},
...         {"name": "Bob", "card": {"good": "gems", "rank": 5}, "legend": False},
...         {"name": "Cat", "card": {"good": "meat", "rank": 2}, "legend": False}])["market"]
['Cat']
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from itertools import permutations
from typing import Any, Mapping, Sequence

from ..choices import Domain, LegalMove, one_of
from ..errors import RuleError
from ..messages import Arg, Message, Text, msg
from ..fields import Bool, Choice, Field, Int, Invalid, ListOf, MapOf, Object, Str, public_view
from ..periods import Period
from ..game import Calculator, Game, Move, MoveSpec, Result, State, Turn
from ..registry import register
from ..standing import Point, Standing, TieBreak, winners_sentence
from ..words import Names, amount_words, who, whom

Card = dict[str, Any]

GOODS = ("ale", "bread", "cloth", "gems", "meat")
LEGENDS = ("friar-tuck", "the-sheriff", "little-john", "will-scarlet", "robin-hood", "the-prince", "maid-marian")
HONEST_LEGENDS = ("friar-tuck", "the-sheriff")  # play one card, never bluff (C3)
# Proper names, as the published option choices show them; sentences name a Legend through the
# catalog (seat_words()), in the reader's language.
LEGEND_NAMES = {
    "friar-tuck": "Friar Tuck", "the-sheriff": "the Sheriff", "little-john": "Little John",
    "will-scarlet": "Will Scarlet", "robin-hood": "Robin Hood", "the-prince": "the Prince",
    "maid-marian": "Maid Marian",
}
# Rulebook deal table (C2): players -> (each hand x, each Legend y, the Market z).
DEALS: dict[int, tuple[int, int | None, int]] = {
    1: (9, 8, 6), 2: (9, 8, 6), 3: (12, 11, 3), 4: (9, 8, 6), 5: (8, 7, 3), 6: (8, None, 2),
}
LEGENDS_FOR_PLAYERS = {1: 3, 2: 2, 3: 1, 4: 1, 5: 1, 6: 0}
DEFAULT_LEGENDS = ("friar-tuck", "the-sheriff", "little-john")  # the rulebook's pick for learners first
# Every ordered choice of as many Legends as a table has (C2), for the legends move: the same for every table
# of that size, so made once (each distinct already, so the domain needs no one_of to drop repeats).
LEGEND_ORDERS = {count: tuple(permutations(LEGENDS, count)) for count in set(LEGENDS_FOR_PLAYERS.values()) if count}

RULINGS = {
    "C1": "50 unique cards: Ale, Bread, Cloth, Gems, Meat, ranks 1-10; targets: rank 1 none, 2-5 one, 6-9 two,"
          " 10 three. A card seen twice in one round is a typing error and is rejected.",
    "C2": "Legends and deal sizes by player count as in the rulebook table. Seats are fixed clockwise at setup:"
          " 1 player: the player then three Legends; 2 players: player, Legend, player, Legend; 3-5 players:"
          " one Legend left of the dealer; 6 players: no Legend.",
    "C3": "Friar Tuck plays his top card face-up; the Sheriff his top card face-down. Others show their top card,"
          " then reveal the next: Little John plays it if lower, Will Scarlet if higher, Robin Hood if it is Gems"
          " or Cloth, the Prince if a different good, Maid Marian if the same good; the unplayed card goes to the"
          " bottom. With one card left a Legend plays it.",
    "C4": "Trading, in order, each seat trading at most once: Match (equal ranks pass to the nearest matched seat"
          " clockwise), High-Low (highest swaps with lowest of those left, if two or more), Market (players left,"
          " highest rank first, take a Market card; Legends left keep their own card).",
    "C5": "A round ends when each player has one card in hand. Curse: for each good, the seats holding the most"
          " targets of it (at least 1) discard all their cards of that good; ties all discard.",
    "C6": "Round score: 1 per card left plus the highest rank of each good left; a stockpile empty after the Curse"
          " scores 50 (Pauper Victory). Legends are scored for comparison only.",
    "C7": "A game is one round per player. Most points wins; tie: most targets in the final round's stockpile after"
          " the Curse; still tied: the table records the card-archery winner, or a shared win.",
    "C8": "Bluffing Legends compare ranks strictly: Little John plays the second card only if its rank is lower than"
          " the shown card's, Will Scarlet only if higher; an equal rank (in another good) is neither, so the shown"
          " card is played.",
    "C9": "Solo game (one player, three Legends): the player wins when their total after the last round is higher"
          " than each Legend's total; otherwise the Legends win (a tie with a Legend is not a win). Scores stand"
          " either way, and results and exports say who won.",
    "C10": "Simultaneous reveals stay secret: a card a player enters is shown to no other seat, the host or the big"
           " screen (in the table, the log, the live updates, the exports or a refusal) until every player of the"
           " turn has entered theirs; the others see only that the player has chosen. A Legend's cards are entered"
           " as the table turns them over. The card pickers offer exactly the cards the rules allow now, a card a"
           " bluffing Legend returned under its stack included (C1).",
}
# The rules a table was created under. Tables created before C9 have no `ruleset` option and keep 1: their solo
# games ended with the player as the winner whatever the Legends scored, and their logs must replay to that.
# Ruleset 3 (C10) follows a bluffing Legend's stack card by card: its unplayed card goes to the bottom (C3), so
# once its unseen cards are played the returned ones come back in the order they went under; tables of ruleset
# 2 accept a returned card from that Legend at any time, as they did.
RULESET = 3

CARD = Object(fields={"good": Choice(choices=GOODS), "rank": Int(minimum=1, maximum=10)})
ALL_CARDS = tuple({"good": good, "rank": rank} for good in GOODS for rank in range(1, 11))
PLAYER_LABELS = tuple(f"p{seat}" for seat in range(6))


# -- seats -------------------------------------------------------------------------

def player_label(seat: int) -> str:
    return f"p{seat}"


def is_player(label: str) -> bool:
    return label in PLAYER_LABELS


def seat_of(label: str) -> int:
    """The platform's seat number of a player's label.

    >>> seat_of("p2")
    2
    """
    return int(label[1:])


# The grammatical slot a seat's name fills in a sentence. Each language words each slot its own way
# ("The Sheriff" opening a sentence; German "vom Sheriff" for a card's giver, French "au shérif" for its
# receiver), so the code says the slot and the catalog picks the words.
SEAT_FORMS = (
    "start",  # the subject opening a sentence
    "name",  # mid-sentence, or in a list
    "owner",  # whose cards, opening a sentence ("Friar Tuck's cards ...")
    "from",  # the seat a card comes from
    "to",  # the seat a card goes to
)


def legends_open(state: State) -> bool:
    """Whether the Legends may still change: nothing entered yet, the first round's Market included (C2)."""
    return bool(state["round"] == 1 and state["turn"] == 1 and state["phase"] == "market" and not state["market"]
                and not state["seen"])


def seat_words(label: str, names: Names | None = None, form: str = "name") -> Message:
    """A seat as a sentence names it, in the slot ``form`` (SEAT_FORMS): a Legend by its proper name; a
    player by name, or by seat counted from 1 where the sentence knows no names (a refusal).

    >>> seat_words("the-sheriff", form="start")
    Message(id='curse-legend', args={'legend': 'the-sheriff', 'form': 'start'})
    >>> seat_words("p0").id, seat_words("p0").args["number"], seat_words("p1", ["Ann", "Bob"]).args["name"]
    ('curse-seat-number', 1, 'Bob')
    """
    if label in LEGEND_NAMES:
        return msg("curse-legend", legend=label, form=form)
    if names is None:
        return msg("curse-seat-number", number=seat_of(label) + 1, form=form)
    return msg("curse-player", name=who(seat_of(label), names), form=form)


@dataclass(frozen=True)
class PlayerLabel(Field):
    """A player's seat label, ``p0`` to ``p5``.

    Archery winners were seat numbers before every seat became a label:
    a number is still read as its label, so the logs of older tables replay.
    """

    def _check(self, value: Any, path: str, errors: dict[str, list[Text]]) -> str:
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(PLAYER_LABELS):
            return player_label(value)
        if isinstance(value, str) and value in PLAYER_LABELS:
            return value
        raise Invalid(msg("curse-not-a-player-seat", value=repr(value)))

    def _schema(self) -> dict[str, Any]:
        return {"type": "string", "enum": list(PLAYER_LABELS)}


# -- cards ---------------------------------------------------------------------------

def targets(rank: int) -> int:
    """Target symbols on a card of this rank (C1).

    >>> [targets(r) for r in (1, 2, 5, 6, 9, 10)]
    [0, 1, 1, 2, 2, 3]
    """
    return 0 if rank == 1 else 1 if rank <= 5 else 2 if rank <= 9 else 3


def card_key(card: Card) -> str:
    return f"{card['good']}-{card['rank']}"


def card_words(card: Card) -> Message:
    """A card as the table calls it, its good in the reader's language: 'Ale 5', 'Bier 5', 'Bière 5'.

    >>> card_words({"good": "ale", "rank": 5})
    Message(id='curse-card', args={'good': Message(id='curse-good-ale', args={}), 'rank': 5})
    """
    return msg("curse-card", good=msg(f"curse-good-{card['good']}"), rank=card["rank"])


def place_words(path: str) -> Message:
    """Where a card was given, in the words of the screen (the field path stays in ``errors``).

    >>> [place_words(path).id for path in ("cards.1", "seats.0.card", "stockpiles.Ann.2", "shown", "x")]
    ['curse-place-market', 'curse-place-seat', 'curse-place-stockpile', 'curse-place-shown', 'curse-place-card']
    >>> place_words("stockpiles.A.n.2").args
    {'name': 'A.n', 'number': 3}
    """
    parts = path.split(".")
    if parts[0] == "cards" and len(parts) == 2:
        return msg("curse-place-market", number=int(parts[1]) + 1)
    if parts[0] == "seats" and len(parts) == 3:
        return msg("curse-place-seat", number=int(parts[1]) + 1)
    if parts[0] == "stockpiles" and len(parts) >= 3:
        return msg("curse-place-stockpile", name=".".join(parts[1:-1]), number=int(parts[-1]) + 1)
    if path == "shown":
        return msg("curse-place-shown")
    return msg("curse-place-second") if path == "second" else msg("curse-place-card")


def check_unique(cards: Sequence[tuple[str, Card]]) -> None:
    """Refuse a card that appears twice (C1); ``cards`` are (field path, card)."""
    first_seen: dict[str, str] = {}
    for path, card in cards:
        key = card_key(card)
        if key in first_seen:
            raise RuleError(msg("curse-card-twice", card=card_words(card), first=place_words(first_seen[key]),
                                second=place_words(path)), rule="C1", field=path)
        first_seen[key] = path


# -- Legends (C3) --------------------------------------------------------------------

def legend_play(legend: str, shown: Card, second: Card | None = None) -> tuple[Card, Card | None]:
    """Which card a Legend plays, and which goes back under its stack (C3).

    ``second`` is the card revealed in step 3; leave it out for Friar Tuck and
    the Sheriff, and for a Legend down to its last card.

    >>> legend_play("little-john", {"good": "ale", "rank": 7}, {"good": "meat", "rank": 3})
    ({'good': 'meat', 'rank': 3}, {'good': 'ale', 'rank': 7})
    """
    if legend in HONEST_LEGENDS:
        if second is not None:
            raise RuleError(msg("curse-single-card", legend=seat_words(legend, form="start")),
                            rule="C3", field="second")
        return shown, None
    if second is None:  # the Legend's last card
        return shown, None
    if card_key(second) == card_key(shown):
        raise RuleError(msg("curse-shown-and-second", card=card_words(shown)), rule="C1", field="second")
    takes_second = {  # C8: strictly lower or higher; an equal rank in another good is neither
        "little-john": second["rank"] < shown["rank"],
        "will-scarlet": second["rank"] > shown["rank"],
        "robin-hood": second["good"] in ("gems", "cloth"),
        "the-prince": second["good"] != shown["good"],
        "maid-marian": second["good"] == shown["good"],
    }[legend]
    return (second, shown) if takes_second else (shown, second)


# -- trading (C4) --------------------------------------------------------------------

def trades(seats: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Resolve one turn's trades for seats in clockwise order (C4).

    Each seat is ``{"name", "card", "legend"}``. Returns the transfers (each
    card a seat receives, with the step that moved it), the players who trade
    with the Market, highest rank first, and the Legends who keep their card.
    """
    check_unique([(f"seats.{i}.card", seat["card"]) for i, seat in enumerate(seats)])
    names = [seat["name"] for seat in seats]
    if len(set(names)) != len(names):
        raise RuleError(msg("curse-same-name"), field="seats")
    rank = [seat["card"]["rank"] for seat in seats]
    traded: set[int] = set()
    transfers: list[dict[str, Any]] = []

    by_rank: dict[int, list[int]] = defaultdict(list)
    for i, r in enumerate(rank):
        by_rank[r].append(i)
    for group in by_rank.values():  # (a) Match: pass to the next matched seat clockwise
        if len(group) < 2:
            continue
        for k, i in enumerate(group):
            j = group[(k + 1) % len(group)]
            transfers.append({"from": names[i], "to": names[j], "card": seats[i]["card"], "step": "match"})
        traded.update(group)

    left = [i for i in range(len(seats)) if i not in traded]
    if len(left) >= 2:  # (b) High-Low; ranks left are all different
        high, low = max(left, key=rank.__getitem__), min(left, key=rank.__getitem__)
        transfers.append({"from": names[high], "to": names[low], "card": seats[high]["card"], "step": "high_low"})
        transfers.append({"from": names[low], "to": names[high], "card": seats[low]["card"], "step": "high_low"})
        traded.update((high, low))

    left = [i for i in range(len(seats)) if i not in traded]  # (c) Market
    market = sorted((i for i in left if not seats[i]["legend"]), key=lambda i: -rank[i])
    return {
        "transfers": transfers,
        "market": [names[i] for i in market],
        "keeps": [names[i] for i in left if seats[i]["legend"]],
    }


# -- the Curse and scoring (C5, C6) --------------------------------------------------

def target_totals(stockpile: Sequence[Card]) -> dict[str, int]:
    totals = {good: 0 for good in GOODS}
    for card in stockpile:
        totals[card["good"]] += targets(card["rank"])
    return totals


def curse(stockpiles: Mapping[str, Sequence[Card]]) -> tuple[dict[str, list[str]], dict[str, list[Card]]]:
    """Apply the Curse (C5): who discards which good, and the stockpiles after."""
    totals = {name: target_totals(pile) for name, pile in stockpiles.items()}
    cursed: dict[str, list[str]] = {}
    for good in GOODS:
        most = max((t[good] for t in totals.values()), default=0)
        if most >= 1:
            cursed[good] = [name for name, t in totals.items() if t[good] == most]
    after = {
        name: [c for c in pile if name not in cursed.get(c["good"], [])]
        for name, pile in stockpiles.items()
    }
    return cursed, after


def round_score(stockpile: Sequence[Card]) -> int:
    """C6: 1 per card plus the highest rank of each good; empty scores 50 (Pauper Victory).

    >>> round_score([{"good": "ale", "rank": 3}, {"good": "ale", "rank": 9}, {"good": "gems", "rank": 2}])
    14
    >>> round_score([])
    50
    """
    if not stockpile:
        return 50
    best: dict[str, int] = {}
    for card in stockpile:
        best[card["good"]] = max(best.get(card["good"], 0), card["rank"])
    return len(stockpile) + sum(best.values())


def score_round(stockpiles: Mapping[str, Sequence[Card]]) -> dict[str, Any]:
    """The Curse, then each seat's score and targets left (the calculator's answer)."""
    check_unique([(f"stockpiles.{name}.{i}", c) for name, pile in stockpiles.items() for i, c in enumerate(pile)])
    cursed, after = curse(stockpiles)
    return {
        "cursed": cursed,
        "stockpiles_after": after,
        "scores": {name: round_score(pile) for name, pile in after.items()},
        "targets": {name: sum(targets(c["rank"]) for c in pile) for name, pile in after.items()},
    }


def default_order(players: int, legends: Sequence[str]) -> list[str]:
    """Seats clockwise by C2, the first dealer (p0) first."""
    people = [player_label(i) for i in range(players)]
    if players == 1:
        return people + list(legends)
    if players == 2:
        return [people[0], legends[0], people[1], legends[1]]
    return [people[0], *legends, *people[1:]]  # the Legend sits left of the dealer


# -- the calculators (stateless, the same code as the table) --------------------------

SEAT_NAME = Str(min_length=1, max_length=40)


def trades_answer(body: Mapping[str, Any]) -> dict[str, Any]:
    return trades(body["seats"])


def legend_play_answer(body: Mapping[str, Any]) -> dict[str, Any]:
    played, returned = legend_play(body["legend"], body["shown"], body.get("second"))
    return {"played": played, "returned": returned}


def score_answer(body: Mapping[str, Any]) -> dict[str, Any]:
    if not body["stockpiles"]:
        raise RuleError(msg("curse-no-stockpile"), field="stockpiles")
    return score_round(body["stockpiles"])


CALCULATORS = {
    "trades": Calculator(
        summary="Who trades with whom this turn: Match, then High-Low, then the Market (C4)",
        compute=trades_answer,
        fields={"seats": ListOf(
            item=Object(fields={"name": SEAT_NAME, "card": CARD, "legend": Bool(default=False)}),
            min_items=1, max_items=9, description="Every seat, players and Legends, clockwise")},
        result=Object(fields={
            "transfers": ListOf(item=Object(fields={
                "from": Str(), "to": Str(), "card": CARD, "step": Choice(choices=("match", "high_low"))})),
            "market": ListOf(item=Str(), description="Players, highest rank first"),
            "keeps": ListOf(item=Str(), description="Legends who keep their own card"),
        }),
        description="A card that appears twice is refused with rule C1.",
    ),
    "legend-play": Calculator(
        summary="Which card a Legend plays and which goes under its stack (C3)",
        compute=legend_play_answer,
        fields={
            "legend": Choice(choices=LEGENDS, names=LEGEND_NAMES),
            "shown": CARD,
            "second": Object(fields=CARD.fields, required=False,
                             description="Leave out for Friar Tuck, the Sheriff, or a last card"),
        },
        result=Object(fields={"played": CARD, "returned": Object(fields=CARD.fields, nullable=True)}),
    ),
    "score": Calculator(
        summary="The Curse (C5), each stockpile after it, round scores (C6) and targets left (C7's tie-break)",
        compute=score_answer,
        fields={"stockpiles": MapOf(key=SEAT_NAME, value=ListOf(item=CARD, max_items=50), max_items=9,
                                    description="Each seat's stockpile (1-9 seats), by name")},
        result=Object(fields={
            "cursed": MapOf(value=ListOf(item=Str()), description="Good -> the seats that discard it"),
            "stockpiles_after": MapOf(value=ListOf(item=CARD)),
            "scores": MapOf(value=Int()),
            "targets": MapOf(value=Int()),
        }),
        description="A card that appears twice is refused with rule C1.",
    ),
}


# -- the table -----------------------------------------------------------------------

# The ruling that makes the table wait in each phase (the catalog's curse-not-now says for what).
WAITING = {"market": "C2", "reveal": "C4", "take": "C4", "archery": "C7"}


def waiting_for(state: State) -> list[str]:
    """The seats, players and Legends, whose card this turn is not in yet, clockwise."""
    return [label for label in state["order"] if label not in state["played"]]


def sealed_labels(state: State) -> set[str]:
    """The players whose card this turn no other reader may see yet (C10): all of them while the
    turn waits for a player's card, none once a clash has shown every card."""
    if state["phase"] != "reveal" or state.get("open_turn"):
        return set()
    return {label for label in state["played"] if is_player(label)}


def public_seen(state: State) -> list[str]:
    """The cards the whole table has seen this round (C1): a player's sealed card is left out (C10),
    unless a Legend showed the same card this turn (a clash to come, see CurseYouRobinHood._clashes)."""
    sealed = sealed_labels(state)
    hidden = {card_key(state["played"][label]) for label in sealed}
    shown = {card_key(card) for label, card in state["played"].items() if label not in sealed}
    shown |= {card_key(card) for cards in state["legend_cards"].values()
              for card in (cards["shown"], cards["second"]) if card}
    return list(dict.fromkeys(key for key in state["seen"] if key not in hidden or key in shown))


def unseen_cards(state: State) -> list[Card]:
    """The cards nobody at the table has seen this round, in the order goods and ranks go."""
    seen = set(public_seen(state))
    return [card for card in ALL_CARDS if card_key(card) not in seen]


def follows_stack(state: State) -> bool:
    """Whether the table follows a Legend's stack card by card (ruleset 3, see RULESET)."""
    return int(state.get("ruleset", 1)) >= 3


def returned_cards(state: State, legend: str) -> list[Card]:
    """The cards a Legend returned under its stack this round, in the order they went under (C3)."""
    by_key = {card_key(card): card for card in ALL_CARDS}
    return [by_key[key] for key in state["returned"].get(legend, [])]


def next_from_stack(state: State, legend: str, depth: int) -> Card | None:
    """The card a Legend's stack holds ``depth`` cards from the top (0: the card it shows) when the
    table knows it: the stack is its unseen cards, then the ones it returned, bottom last (C3). None:
    a card nobody has seen yet.

    >>> state = {"stack": {"little-john": 2}, "returned": {"little-john": ["ale-7"]}}
    >>> next_from_stack(state, "little-john", 0), next_from_stack(state, "little-john", 1)
    (None, {'good': 'ale', 'rank': 7})
    """
    returned = returned_cards(state, legend)
    unseen_left = state["stack"][legend] - len(returned)
    return None if depth < unseen_left else returned[depth - unseen_left]


def check_stack_order(state: State, legend: str, depth: int, slot: str, card: Card) -> None:
    """Refuse a Legend's card its stack cannot hold there now (C3, C1): a returned card before the unseen
    ones are played, or a new card where a returned one comes back."""
    known = next_from_stack(state, legend, depth)
    if known is None and card_key(card) not in state["returned"].get(legend, []):
        return
    if known is not None and card_key(known) == card_key(card):
        return
    raise RuleError(msg("curse-stack-order", legend=seat_words(legend, form="owner"), slot=slot,
                        expected=card_words(known) if known is not None else "new"),
                    rule="C3", field=slot)


def labelled(seats: Sequence[int | str]) -> list[str]:
    """Seats written as numbers by tables older than seat labels, as labels."""
    return [player_label(s) if isinstance(s, int) else s for s in seats]


# -- results in words (the log's exports) ------------------------------------------------

def chained(items: Sequence[Message], semicolon: bool) -> Arg:
    """Items said one after another, joined by '; ' or ', ' as the catalog writes them (not with
    'and', as a list placeable would be): 'Gems 9 from Bob to Ann; Cloth 1 from Ann to Bob'."""
    said: Arg = items[-1]
    for item in reversed(items[:-1]):
        said = msg("curse-then" if semicolon else "curse-comma", first=item, rest=said)
    return said


def trades_words(trades: Mapping[str, Any], names: Names) -> Arg:
    """'Meat 9 from Bob to Ann; Cloth 1 from Ann to Bob; Cat trades with the Market' (C4)."""
    moved = [msg("curse-transfer", card=card_words(t["card"]), giver=seat_words(t["from"], names, "from"),
                 taker=seat_words(t["to"], names, "to"))
             for t in trades["transfers"]]
    if trades["market"]:
        traders = [seat_words(label, names) for label in trades["market"]]
        moved.append(msg("curse-trade-market", seats=traders, count=len(traders)))
    return chained(moved, semicolon=True) if moved else msg("curse-no-trades")


def turn_end_words(result: Mapping[str, Any], names: Names) -> dict[str, Arg]:
    """What the turn's last card led to, as the placeables of its sentence (each '' when it did not happen):
    the trades, the seats still to enter a card, a round's scores (C6), the end of the game (C7, C9)."""
    said: dict[str, Arg] = {"trades": "", "waiting": "", "scored": "", "over": ""}
    if "clash" in result:  # C10: the same card entered for two seats, told once every card is in
        clashes = [msg("curse-clash", card=card_words(clash["card"]), seats=[seat_words(label, names) for label in clash["seats"]])
                   for clash in result["clash"]]
        said["trades"] = msg("curse-part-clash", clashes=chained(clashes, semicolon=True))
    if "trades" in result:
        said["trades"] = msg("curse-part-trades", trades=trades_words(result["trades"], names))
    if "waiting_for" in result:
        waiting = [seat_words(label, names) for label in result["waiting_for"]]
        said["waiting"] = msg("curse-part-waiting", seats=waiting, count=len(waiting))
    if "round_end" in result:
        scores = [msg("curse-seat-score", seat=seat_words(label, names), score=points)
                  for label, points in result["round_end"]["scores"].items()]
        said["scored"] = msg("curse-part-scored", round=result["round_end"]["round"], cursed=cursed_words(
            result["round_end"].get("cursed") or {}, names), scores=chained(scores, semicolon=False))
    if "game_over" in result:
        over = result["game_over"]
        winners = [seat_words(label, names) for label in over["winners"]]
        said["over"] = msg("curse-part-over", legends="yes" if over.get("legends_won") else "no", winners=winners,
                           count=len(winners))
    return said


def cursed_words(cursed: Mapping[str, Sequence[str]], names: Names) -> Arg:
    """The Curse of a round (C5) as a placeable: 'Ann discards Ale; Bob and Cat discard Gems', or ''
    when nobody holds a target."""
    discards: dict[tuple[str, ...], list[str]] = {}
    for good in GOODS:
        if cursed.get(good):
            discards.setdefault(tuple(cursed[good]), []).append(good)
    if not discards:
        return ""
    said = [msg("curse-discard", seats=[seat_words(label, names) for label in labels], count=len(labels),
                goods=[msg(f"curse-good-{good}") for good in goods]) for labels, goods in discards.items()]
    return msg("curse-part-cursed", discards=chained(said, semicolon=True))


def legend_sentence(move: Move, result: Result, names: Names) -> Message:
    """'Little John plays Meat 3, Ale 7 back under the stack' (C3)."""
    back: Arg = msg("curse-back-under", card=card_words(result["returned"])) if result.get("returned") else ""
    return msg("curse-result-legend", legend=seat_words(result["legend"], names, "start"),
               card=card_words(result["played"]), back=back, **turn_end_words(result, names))


def reveal_sentence(move: Move, result: Result, names: Names) -> Message:
    """'Ann revealed Meat 9; waiting for Friar Tuck, Bob and Cat'; 'Ann has chosen' while the card is sealed (C10)."""
    if result.get("card") is None:
        return msg("curse-result-chosen", name=seat_words(result["seat"], names, "start"), **turn_end_words(result, names))
    return msg("curse-result-reveal", name=seat_words(result["seat"], names, "start"), card=card_words(result["card"]),
               **turn_end_words(result, names))


def take_sentence(move: Move, result: Result, names: Names) -> Message:
    """'Cat took Ale 1 from the Market for Meat 2' (C4)."""
    return msg("curse-result-take", name=seat_words(result["seat"], names, "start"), took=card_words(result["took"]),
               gave=card_words(result["gave"]), **turn_end_words(result, names))


RESULT_SENTENCES: dict[str, Any] = {
    "legends": lambda move, result, names: msg("curse-result-legends", legends=[seat_words(legend) for legend in result["legends"]]),
    "market": lambda move, result, names: msg("curse-result-market",
                                              cards=[card_words(c) for c in result["market"]]),
    "reveal": reveal_sentence,
    "legend": legend_sentence,
    "take": take_sentence,
    "archery": lambda move, result, names: msg("curse-result-archery",
                                               winners=[seat_words(label, names) for label in result["winners"]],
                                               count=len(result["winners"])),
}


# The shapes of the table's state and of the moves' results, every key declared: a tool reads none of them
# untyped (tests/games/test_declared_shapes.py). Seats go by their labels; a card by good and rank.
SEAT_LABEL = Choice(choices=(*PLAYER_LABELS, *LEGENDS), names=LEGEND_NAMES,
                    description="A seat's label: p0, p1... for players, the Legend's id for a Legend.")
PLAYER_LABEL = Choice(choices=PLAYER_LABELS, description="A player's seat label, p0 to p5.")
LEGEND = Choice(choices=LEGENDS, names=LEGEND_NAMES, description="A Legend's id.")
GOOD = Choice(choices=GOODS, description="A good.")
CARD_KEY = Choice(choices=tuple(card_key(card) for card in ALL_CARDS),
                  description="A card written good-rank, e.g. ale-7 (C1).")
STOCKPILE = ListOf(item=CARD, max_items=50, description="A seat's stockpile, in the order its cards came.")
# good -> the seats holding the most targets of it (at least 1), who discard it (C5)
CURSED = MapOf(key=GOOD, value=ListOf(item=SEAT_LABEL, min_items=1, max_items=9), max_items=len(GOODS))
GOOD_TARGETS = Object(fields={good: Int(minimum=0, description=f"Targets on the stockpile's {good} cards (C1).")
                              for good in GOODS})
TRADES = Object(fields={
    "transfers": ListOf(item=Object(fields={
        "from": replace(SEAT_LABEL, description="The seat that gives the card."),
        "to": replace(SEAT_LABEL, description="The seat that receives it, into its stockpile."),
        "card": CARD,
        "step": Choice(choices=("match", "high_low"), description="The trade that moved it: Match or High-Low (C4)."),
    }), max_items=9, description="Each card passed from seat to seat, Match first, then High-Low (C4)."),
    "market": ListOf(item=PLAYER_LABEL, max_items=6,
                     description="The players left to trade with the Market, highest rank first (C4)."),
    "keeps": ListOf(item=LEGEND, max_items=3, description="The Legends left, who keep their own card (C4)."),
})
ROUND_RESULT = Object(fields={
    "round": Int(minimum=1, maximum=6, description="The round scored."),
    "cursed": replace(CURSED, description="Each good the Curse hit -> the seats that discarded it (C5); empty: none."),
    "stockpiles_after": MapOf(key=SEAT_LABEL, value=STOCKPILE, max_items=9,
                              description="Each seat's stockpile after the Curse, by label (C5)."),
    "scores": MapOf(key=SEAT_LABEL, value=Int(minimum=0), max_items=9,
                    description="Each seat's points this round, Legends too for comparison (C6)."),
    "targets": MapOf(key=SEAT_LABEL, value=Int(minimum=0), max_items=9,
                     description="Each seat's targets left after the Curse: C7's tie-break in the final round."),
})
LEGEND_CARDS = Object(fields={
    "shown": replace(CARD, description="The card the Legend showed (C3)."),
    "second": replace(CARD, nullable=True,
                      description="The second card a bluffing Legend revealed (C3); null for Friar Tuck, the Sheriff"
                                  " or a last card."),
    "played": replace(CARD, description="The card the Legend plays this turn (C3, C8)."),
    "returned": replace(CARD, nullable=True,
                        description="The card that went back under its stack (C3); null when none did."),
})
CLASH = Object(fields={
    "card": replace(CARD, description="The card entered for more than one seat (C1)."),
    "seats": ListOf(item=SEAT_LABEL, min_items=2, max_items=9, description="The seats it was entered for, clockwise."),
})
GAME_OVER = Object(fields={
    "winners": ListOf(item=SEAT_LABEL, min_items=1, max_items=3,
                      description="The solo player if they won, else the Legends (C9)."),
    "legends_won": Bool(description="Whether the Legends won the solo game (C9)."),
})
# Result keys of the move that ends a turn (the Market's last take, or the turn's last card when nobody takes).
TURN_END_RESULT: dict[str, Field] = {
    "round_end": replace(ROUND_RESULT, required=False,
                         description="The round's Curse and scores (C5, C6), when this move ended the round."),
    "game_over": replace(GAME_OVER, required=False,
                         description="Who won the solo game (C9), when this move ended one (ruleset 2 and later)."),
}
# Result keys of a turn's card (a player's reveal, a Legend's cards): what it led to.
CARD_IN_RESULT: dict[str, Field] = {
    "waiting_for": ListOf(item=SEAT_LABEL, min_items=1, max_items=9, required=False,
                          description="The seats whose card this turn is still to come, clockwise; absent once all"
                                      " are in and no clash is found."),
    "revealed": MapOf(key=SEAT_LABEL, value=CARD, max_items=9, required=False,
                      description="Every seat's card this turn, told to all when a clash is found (C10)."),
    "clash": ListOf(item=CLASH, min_items=1, max_items=9, required=False,
                    description="The cards entered for two seats, found once every card is in (C10, C1): the"
                                " players among those seats enter theirs again."),
    "trades": replace(TRADES, required=False,
                      description="The turn's trades, once every card is in without a clash (C4)."),
    **TURN_END_RESULT,
}

# What view() gives a seat or a spectator: the whole state (everything entered was face-up at the table, C1-C7)
# but another player's card while the turn is sealed (C10), and what the table works out from it.
VIEW = public_view({
    "seats": Int(minimum=1, maximum=6, description="Number of players (Legends not counted)."),
    "order": ListOf(item=SEAT_LABEL, max_items=9, description="Every seat clockwise from this round's dealer (C2)."),
    "legends": ListOf(item=Choice(choices=LEGENDS, names=LEGEND_NAMES), max_items=3, description="The Legends at the table."),
    "deal": Object(fields={
        "hand": Int(minimum=1, description="Cards dealt to each player."),
        "legend": Int(minimum=1, nullable=True, description="Cards dealt to each Legend's stack; null with 6 players."),
        "market": Int(minimum=2, description="Cards dealt to the Market each round."),
    }, description="The deal for this player count (C2)."),
    "rounds": Int(minimum=1, description="Rounds in the game."),
    "round": Int(minimum=1, description="The round being played."),
    "turns_per_round": Int(minimum=1, description="Turns in a round (C2)."),
    "turn": Int(minimum=1, description="The turn being played."),
    "phase": Choice(choices=("market", "reveal", "take", "archery", "over"),
                    description="What the table waits for: market, reveal, take, archery or over."),
    "market": ListOf(item=CARD, max_items=6, description="The Market's face-up cards."),
    "stockpiles": MapOf(key=SEAT_LABEL, value=STOCKPILE, max_items=9,
                        description="Each seat's stockpile this round, by label."),
    "played": MapOf(key=SEAT_LABEL, value=CARD, max_items=9,
                    description="The cards in this turn, by seat; another player's card is left out while the turn"
                                " waits for players' cards (C10)."),
    "chosen": ListOf(item=SEAT_LABEL, max_items=9,
                     description="The seats whose card this turn is in, sealed or not, clockwise (C10)."),
    "legend_cards": MapOf(key=LEGEND, value=LEGEND_CARDS, max_items=3,
                          description="Each Legend's cards this turn, once entered (C3)."),
    "returned": MapOf(key=LEGEND, value=ListOf(item=CARD_KEY, max_items=11), max_items=3,
                      description="Each Legend's cards that went under its stack this round and have not come back,"
                                  " oldest first (C3, C10)."),
    "stack": MapOf(key=LEGEND, value=Int(minimum=0), max_items=3,
                   description="Cards left in each Legend's stack this round (C3)."),
    "seen": ListOf(item=CARD_KEY, max_items=len(ALL_CARDS),
                   description="The cards the table has seen this round (C1), another player's sealed card left out"
                               " (C10)."),
    "to_take": ListOf(item=PLAYER_LABEL, max_items=6,
                      description="The players still to take a Market card this turn, in order (C4)."),
    "last_trades": replace(TRADES, nullable=True,
                           description="The trades of the last turn whose cards were all in (C4); null before the"
                                       " first."),
    "round_results": ListOf(item=ROUND_RESULT, max_items=6,
                            description="Each finished round's Curse and scores, in order (C5, C6)."),
    "totals": MapOf(key=SEAT_LABEL, value=Int(minimum=0), max_items=9,
                    description="Each seat's points so far (C6)."),
    "finished": Bool(description="Whether the game is over."),
    "winners": ListOf(item=PLAYER_LABEL, max_items=6,
                      description="The winners' labels, once finished (C7); empty when the Legends won (C9)."),
    "archery_between": ListOf(item=PLAYER_LABEL, max_items=6,
                              description="The players still tied, who shoot the card archery (C7); else empty."),
    "ruleset": Choice(choices=(2, RULESET),
                      description="The rules the table was created under: 2 before C10, 3 since; absent for a table"
                                  " created before C9 (ruleset 1)."),
    "open_turn": Bool(description="True while a turn with a clash waits for the cards entered again: nothing is"
                                  " sealed then (C10); absent otherwise."),
    "legends_won": Bool(description="In a finished solo game: whether the Legends won (C9); absent otherwise."),
    "targets": MapOf(key=SEAT_LABEL, value=GOOD_TARGETS, max_items=9,
                     description="Each seat's targets of each good in its stockpile now (C1, C5)."),
    "heading_for_curse": replace(CURSED, description="Who the Curse would hit were the round to end now: each good"
                                                     " -> the seats holding the most targets of it (C5)."),
})


class CurseYouRobinHood(Game):
    id = "curse-you-robin-hood"
    title = "Curse You, Robin Hood!"
    view_schema = VIEW
    result_sentences = RESULT_SENTENCES
    # C2: how many Legends play with how many players, and the rulebook's pick for learners.
    # C1: the targets on a card of each rank (index 0 is rank 1), which every card chip shows.
    setup_tables = {"legends_for_players": {str(n): count for n, count in LEGENDS_FOR_PLAYERS.items()},
                    "default_legends": list(DEFAULT_LEGENDS),
                    "targets_by_rank": [targets(rank) for rank in range(1, 11)]}
    min_players = 1
    max_players = 6
    rulings = RULINGS
    ruling_phases = {
        "setup": ("C2",), "turn": ("C3", "C8", "C10", "C4"), "round-end": ("C5",),
        "scoring": ("C6", "C7"), "variants": ("C9",), "entering": ("C1",)}
    decisions = (
        "Every seat has one label in the state, the moves and the results: p0, p1... for the players (p and the"
        " table's seat number) and its id for a Legend; the archery winners are labels too (seat numbers written"
        " by older tables are still read). Only the table's status lists winners as seat numbers, as every"
        " game's does. p0 deals the first round and the deal passes clockwise among the players each round.",
        "Without a `legends` option the table plays the rulebook's learners' Legends first: Friar Tuck, then"
        " the Sheriff, then Little John, as many as C2 asks for.",
        "A card a bluffing Legend returned under its stack may be seen again from that same Legend later in the"
        " round (its stack cycles); any other card seen twice in a round is refused (C1). The returned cards go to"
        " the bottom (C3), so they come back once the Legend's unseen cards are played, oldest first: the app then"
        " knows the card and its picker offers only it (tables made before C10 take a returned card back at any"
        " time).",
        "Each player enters their own revealed card; anyone (or the host) enters the Legends' cards. The trades"
        " resolve as soon as every seat's card is in.",
        "A 'take' names the Market card the player took; players take in Market order, highest rank first (C4).",
        "In a solo game the Legends win together when any of them has as many points as the player or more (C9):"
        " the table's winners are then empty, `legends_won` is true, the final move's result names the"
        " winners (`game_over`), and the result's sentence and BG Stats say the player lost. The C7 tie-breaks"
        " are for players tied with players, so a solo game never goes to card archery.",
        "Tables created before C9 keep the rules they started with: their solo games end with the player as the"
        " winner, so their logs replay as they were played.",
        "A player's revealed card is sealed until every player's card of the turn is in (C10): it is checked"
        " against the cards the whole table has seen when entered, and against the other cards of the turn only"
        " once all are in. The same card entered for two seats is then shown to everyone as a typing slip, and the"
        " players among them enter theirs again (a Legend's card stands: the host corrects it if it was the slip)."
        " An undo of the turn's last card seals the turn again until it is entered again.",
        "The rulebook lets the group decide which Legends to play with: until the first Market is entered, anyone"
        " may change them, in their seat order, or leave it to a draw by the server among every choice C2 allows;"
        " the new Legends sit where those they replace sat. A draw of the Legends is a table's choice, not a"
        " turn: it names nobody as the player who started.",
    )
    options = {
        "players": Int(minimum=1, maximum=6, default=3, description="Number of players (not counting Legends)."),
        "legends": ListOf(
            item=Choice(choices=LEGENDS, names=LEGEND_NAMES), max_items=3, default=None, nullable=True,
            description="Which Legends play (C2 fixes how many); default: Friar Tuck, the Sheriff, Little John.",
        ),
        "order": ListOf(
            item=Str(min_length=1, max_length=20), max_items=9, default=None, nullable=True,
            description="Seats clockwise, players as p0, p1... and Legends by id; default by C2.",
        ),
        "ruleset": Choice(choices=(RULESET,), default=RULESET,
                          description="Set by the app, not a choice: tables created before ruling C9 have none, and"
                                      " those created before C10 have 2; each keeps the rules it started with."),
    }
    moves = {
        # A group that will not pick its Legends leaves them to chance (issue 37): the server draws.
        "legends": MoveSpec("The Legends at the table, in their seat order, chosen or drawn before the first Market"
                            " (C2): as many as the player count asks for, each once.",
                            {"legends": ListOf(item=Choice(choices=LEGENDS, names=LEGEND_NAMES), min_items=1, max_items=3)},
                            who="any", drawable=("legends",),
                            result={
                                "legends": ListOf(item=LEGEND, min_items=1, max_items=3,
                                                  description="The Legends now at the table, in their seat order (C2)."),
                                "order": ListOf(item=SEAT_LABEL, max_items=9,
                                                description="Every seat clockwise, each new Legend in the seat of the"
                                                            " one it replaced (C2)."),
                            }),
        "market": MoveSpec(
            "Enter the Market's face-up cards dealt at the start of a round.",
            {"cards": ListOf(item=CARD, min_items=2, max_items=6)}, who="any",
            result={"market": ListOf(item=CARD, min_items=2, max_items=6,
                                     description="The Market's face-up cards for the round (C2).")},
        ),
        "reveal": MoveSpec("Enter the card you revealed this turn; no other seat sees it until every player's"
                           " is in (C10).", {"card": CARD}, sealed=("card",),
                           result={
                               "seat": replace(PLAYER_LABEL, description="The player who revealed the card."),
                               "card": replace(CARD, description="The card revealed; null to other readers while the"
                                                                 " turn waits for players' cards (C10)."),
                               "round": Int(minimum=1, required=False,
                                            description="The round of the reveal, which says if it is still sealed"
                                                        " (C10); absent in results logged before C10."),
                               "turn": Int(minimum=1, required=False,
                                           description="The turn of the reveal, which says if it is still sealed"
                                                       " (C10); absent in results logged before C10."),
                               **CARD_IN_RESULT,
                           }),
        "legend": MoveSpec(
            "Enter a Legend's cards this turn: the one shown, and for a bluffing Legend the second one (C3).",
            {"legend": Choice(choices=LEGENDS, names=LEGEND_NAMES), "shown": CARD, "second": Object(fields=CARD.fields, required=False)},
            who="any",
            result={
                "legend": replace(LEGEND, description="The Legend whose cards were entered."),
                "played": replace(CARD, description="The card the Legend plays this turn (C3, C8)."),
                "returned": replace(CARD, nullable=True,
                                    description="The card that went back under its stack (C3); null for Friar Tuck,"
                                                " the Sheriff or a Legend's last card."),
                **CARD_IN_RESULT,
            },
        ),
        "take": MoveSpec("Name the Market card you took (in Market order, C4).", {"card": CARD},
                         result={
                             "seat": replace(PLAYER_LABEL, description="The player who took from the Market."),
                             "took": replace(CARD, description="The Market card the player took, into their"
                                                               " stockpile (C4)."),
                             "gave": replace(CARD, description="The player's own card, left in the Market in its"
                                                               " place (C4)."),
                             **TURN_END_RESULT,
                         }),
        "archery": MoveSpec(
            "Record the card-archery winner(s) of a tie the targets did not break (C7).",
            {"winners": ListOf(item=PlayerLabel(description="A tied player's seat label, p0 to p5 (a seat number"
                                                            " is read as its label)."),
                               min_items=1, max_items=6)},
            who="host",
            result={"winners": ListOf(item=PLAYER_LABEL, min_items=1, max_items=6,
                                      description="The card-archery winners, who win the game (C7).")},
        ),
    }
    calculators = CALCULATORS

    # -- setup

    def check_options(self, options: Mapping[str, Any]) -> None:
        players = options["players"]
        wanted = LEGENDS_FOR_PLAYERS[players]
        legends = options["legends"] if options["legends"] is not None else list(DEFAULT_LEGENDS[:wanted])
        if len(legends) != wanted:
            raise RuleError(msg("curse-legend-count", players=players, wanted=wanted, given=len(legends)),
                            rule="C2", field="legends")
        if len(set(legends)) != len(legends):
            raise RuleError(msg("curse-legend-twice"), rule="C2", field="legends")
        order = options["order"]
        if order is not None:
            expected = {player_label(i) for i in range(players)} | set(legends)
            if sorted(order) != sorted(expected):
                listed = ", ".join(sorted(expected))
                raise RuleError(msg("curse-order", seats=listed), rule="C2", field="order")

    def setup(self, options: Mapping[str, Any]) -> State:
        players = options["players"]
        legends = options["legends"] if options["legends"] is not None else list(DEFAULT_LEGENDS[:LEGENDS_FOR_PLAYERS[players]])
        order = options["order"] or default_order(players, legends)
        hand, legend_cards, market = DEALS[players]
        return {
            "seats": players,
            "order": order,
            "legends": legends,
            "deal": {"hand": hand, "legend": legend_cards, "market": market},
            "turns_per_round": hand - 1,  # until each player holds one card (C5)
            "rounds": players,  # one round per player (C7)
            "round": 1,
            "turn": 1,
            "phase": "market",
            "market": [],
            "stockpiles": {label: [] for label in order},
            "played": {},  # label -> card this turn
            "legend_cards": {},  # legend -> {shown, second, played, returned}
            "returned": {legend: [] for legend in legends},
            "stack": {legend: legend_cards or 0 for legend in legends},
            "seen": [],
            "to_take": [],
            "last_trades": None,
            "round_results": [],
            "totals": {label: 0 for label in order},
            "finished": False,
            "winners": [],  # labels of the winning players
            "archery_between": [],  # labels of the players still tied (C7)
            **({"ruleset": options["ruleset"]} if "ruleset" in options else {}),  # older tables: none (ruleset 1)
        }

    def upgrade(self, state: State) -> State:
        """A snapshot stored before seat labels has seat numbers in its winners and archery tie: make them labels."""
        state["winners"] = labelled(state["winners"])
        state["archery_between"] = labelled(state["archery_between"])
        return state

    # -- moves: Game.apply has refused a finished game (C7) and a seat's move without a seat

    over_rule = "C7"

    def seat_missing(self, move_type: str) -> Text:
        return msg("curse-seat-missing", move="reveal" if move_type == "reveal" else "take")

    def _expect(self, state: State, phase: str, doing: str) -> None:
        """Refuse a move of type ``doing`` outside its phase, saying what the table waits for."""
        if state["phase"] != phase:
            raise RuleError(msg("curse-not-now", doing=doing, waiting=state["phase"]), rule=WAITING[state["phase"]])

    def _see(self, state: State, cards: Sequence[tuple[str, Card]], legend: str | None = None) -> None:
        """Refuse cards already seen this round (C1); remember them."""
        check_unique(cards)
        seen = set(public_seen(state))
        for path, card in cards:
            key = card_key(card)
            if legend is not None and key in state["returned"].get(legend, []):
                state["returned"][legend].remove(key)  # back from under the Legend's stack
                continue
            if key in seen:
                raise RuleError(msg("curse-seen", card=card_words(card)), rule="C1", field=path)
            state["seen"].append(key)

    def move_legends(self, state: State, move: Move, seat: int | None) -> Result:
        if not legends_open(state):
            raise RuleError(msg("curse-legends-late"), rule="C2", field="legends")
        legends = list(move["legends"])
        # Nothing is entered yet: the table is set up again, as the options would have set it up (C2).
        options = {"players": state["seats"], "legends": legends, "order": None,
                   **({"ruleset": state["ruleset"]} if "ruleset" in state else {})}
        self.check_options(options)  # as many Legends as the player count asks for, each once
        # Each new Legend takes the seat of the one it replaces (C2: the seats were fixed at setup).
        replacing = dict(zip(state["legends"], legends))
        options["order"] = [replacing.get(label, label) for label in state["order"]]
        fresh = self.setup(options)
        state.clear()
        state.update(fresh)
        return {"legends": legends, "order": fresh["order"]}

    def move_market(self, state: State, move: Move, seat: int | None) -> Result:
        self._expect(state, "market", "market")
        wanted = state["deal"]["market"]
        if len(move["cards"]) != wanted:
            raise RuleError(msg("curse-market-size", wanted=wanted, players=state["seats"], given=len(move["cards"])),
                            rule="C2", field="cards")
        self._see(state, [(f"cards.{i}", c) for i, c in enumerate(move["cards"])])
        state["market"] = list(move["cards"])
        state["phase"] = "reveal"
        return {"market": state["market"]}

    def move_reveal(self, state: State, move: Move, seat: int) -> Result:
        """A player's card, chosen with every other player's at once (C4). It is sealed (C10): checked
        only against what the whole table has seen, kept from every other reader until the last card
        is in, and only then checked against the others' cards (:meth:`_clashes`)."""
        self._expect(state, "reveal", "reveal")
        label = player_label(seat)
        if label in state["played"]:
            raise RuleError(msg("curse-card-in"), rule="C4")
        check_unique([("card", move["card"])])
        if card_key(move["card"]) in public_seen(state):
            raise RuleError(msg("curse-seen", card=card_words(move["card"])), rule="C1", field="card")
        state["played"][label] = move["card"]
        state["seen"].append(card_key(move["card"]))  # seen by its player; public_seen() keeps it from the others
        return self._resolve_if_complete(state, {"seat": label, "card": move["card"],
                                                 "round": state["round"], "turn": state["turn"]})

    def move_legend(self, state: State, move: Move, seat: int | None) -> Result:
        self._expect(state, "reveal", "legend")
        legend = move["legend"]
        name = seat_words(legend, form="start")
        if legend not in state["legends"]:
            raise RuleError(msg("curse-legend-absent", legend=name), rule="C2", field="legend")
        if legend in state["played"]:
            raise RuleError(msg("curse-legend-in", legend=seat_words(legend, form="owner")), rule="C3")
        second = move.get("second")
        last_card = state["stack"][legend] == 1
        if legend not in HONEST_LEGENDS and second is None and not last_card:
            raise RuleError(msg("curse-second-needed", legend=name), rule="C3", field="second")
        if last_card and second is not None:
            raise RuleError(msg("curse-last-card", legend=name), rule="C3", field="second")
        played, returned = legend_play(legend, move["shown"], second)
        cards = [("shown", move["shown"])] + ([("second", second)] if second else [])
        if follows_stack(state):
            for depth, (slot, card) in enumerate(cards):
                check_stack_order(state, legend, depth, slot, card)
        self._see(state, cards, legend=legend)
        if returned is not None:
            state["returned"][legend].append(card_key(returned))
        state["played"][legend] = played
        state["legend_cards"][legend] = {"shown": move["shown"], "second": second, "played": played, "returned": returned}
        return self._resolve_if_complete(state, {"legend": legend, "played": played, "returned": returned})

    def _resolve_if_complete(self, state: State, result: Result) -> Result:
        if any(label not in state["played"] for label in state["order"]):
            result["waiting_for"] = waiting_for(state)
            return result
        clashes = self._clashes(state)
        if clashes:  # a typing slip: told to all now that every card is in (C10), and entered again (C1)
            result["revealed"] = dict(state["played"])
            result["clash"] = clashes
            for clash in clashes:
                for label in clash["seats"]:
                    if is_player(label):
                        state["seen"].remove(card_key(state["played"].pop(label)))
            state["open_turn"] = True
            result["waiting_for"] = waiting_for(state)
            return result
        seats = [{"name": label, "card": state["played"][label], "legend": label in state["legends"]}
                 for label in state["order"]]
        outcome = trades(seats)
        for transfer in outcome["transfers"]:
            state["stockpiles"][transfer["to"]].append(transfer["card"])
        for legend in outcome["keeps"]:
            state["stockpiles"][legend].append(state["played"][legend])
        state["last_trades"] = outcome
        state["to_take"] = list(outcome["market"])
        result["trades"] = outcome
        if state["to_take"]:
            state["phase"] = "take"
            return result
        return self._end_turn(state, result)

    def move_take(self, state: State, move: Move, seat: int) -> Result:
        self._expect(state, "take", "take")
        label = player_label(seat)
        if label not in state["to_take"]:
            raise RuleError(msg("curse-not-trading", seat=seat_words(label, form="start")), rule="C4")
        if state["to_take"][0] != label:
            raise RuleError(msg("curse-market-order", first=seat_words(state["to_take"][0]), seat=seat_words(label)),
                            rule="C4")
        keys = [card_key(c) for c in state["market"]]
        if card_key(move["card"]) not in keys:
            raise RuleError(msg("curse-not-in-market", card=card_words(move["card"])), rule="C4", field="card")
        index = keys.index(card_key(move["card"]))
        state["market"][index] = state["played"][label]  # your card takes its place
        state["stockpiles"][label].append(move["card"])
        state["to_take"].pop(0)
        result: Result = {"seat": label, "took": move["card"], "gave": state["played"][label]}
        if state["to_take"]:
            return result
        return self._end_turn(state, result)

    def _end_turn(self, state: State, result: Result) -> Result:
        for legend in state["legends"]:
            state["stack"][legend] -= 1
        state["played"], state["legend_cards"], state["to_take"] = {}, {}, []
        state.pop("open_turn", None)
        if state["turn"] < state["turns_per_round"]:
            state["turn"] += 1
            state["phase"] = "reveal"
            return result
        result["round_end"] = self._end_round(state)
        if "legends_won" in state:  # C9: the log (and its exports) says who won a solo game
            result["game_over"] = {"winners": list(state["winners"]) or list(state["legends"]),
                                   "legends_won": state["legends_won"]}
        return result

    def _end_round(self, state: State) -> dict[str, Any]:
        scored = score_round(state["stockpiles"])
        for label, points in scored["scores"].items():
            state["totals"][label] += points
        record = {"round": state["round"], **scored}
        state["round_results"].append(record)
        if state["round"] == state["rounds"]:
            self._end_game(state, scored["targets"])
        else:
            legends = state["legends"]
            state.update(
                round=state["round"] + 1, turn=1, phase="market", market=[], seen=[],
                stockpiles={label: [] for label in state["order"]},
                returned={legend: [] for legend in legends},
                stack={legend: state["deal"]["legend"] or 0 for legend in legends},
            )
        return record

    def _end_game(self, state: State, final_targets: Mapping[str, int]) -> None:
        """C7: most points; then most targets after the final Curse; then card archery. Solo: C9."""
        players = [label for label in state["order"] if is_player(label)]  # Legends score for comparison only
        if len(players) == 1 and state.get("ruleset", 1) >= 2:
            won = beats_every_legend(state["totals"], players[0], state["legends"])
            state.update(finished=True, winners=players if won else [], phase="over", legends_won=not won)
            return
        best = max(state["totals"][p] for p in players)
        leaders = [p for p in players if state["totals"][p] == best]
        most = max(final_targets[p] for p in leaders)
        leaders = sorted((p for p in leaders if final_targets[p] == most), key=seat_of)
        if len(leaders) == 1:
            state.update(finished=True, winners=leaders, phase="over")
        else:
            state.update(phase="archery", archery_between=leaders)

    def move_archery(self, state: State, move: Move, seat: int | None) -> Result:
        self._expect(state, "archery", "archery")
        winners = sorted(set(move["winners"]), key=seat_of)
        if not set(winners) <= set(state["archery_between"]):
            tied = [seat_words(label) for label in state["archery_between"]]
            raise RuleError(msg("curse-archery-tied-only", tied=tied), rule="C7", field="winners")
        state.update(finished=True, winners=winners, phase="over")
        return {"winners": winners}

    def _clashes(self, state: State) -> list[dict[str, Any]]:
        """Cards entered for two seats this turn, once every card is in: each card with the seats that
        entered it. Only a sealed card can clash (every other card was checked against what the table
        had seen when it was entered): two players' typing slips, or one player's and a Legend's."""
        holders: dict[str, list[str]] = defaultdict(list)
        cards: dict[str, Card] = {}
        for label in state["order"]:
            entered = [state["played"][label]] if is_player(label) else \
                [c for c in (state["legend_cards"][label]["shown"], state["legend_cards"][label]["second"]) if c]
            for card in entered:  # a Legend's unplayed card too: it is under its stack now, not in a hand
                holders[card_key(card)].append(label)
                cards[card_key(card)] = card
        return [{"card": cards[key], "seats": labels}
                for key, labels in holders.items() if len(labels) > 1 and any(is_player(label) for label in labels)]

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Everything entered was face-up at the table (hands are never entered), except a player's card
        this turn while the table waits for other players' (C10): the others see only who has chosen."""
        out = self.upgrade(dict(state))
        out["targets"] = {label: target_totals(pile) for label, pile in state["stockpiles"].items()}
        out["heading_for_curse"] = curse(state["stockpiles"])[0]
        sealed = sealed_labels(state)
        out["chosen"] = [label for label in state["order"] if label in state["played"]]
        out["played"] = {label: card for label, card in state["played"].items()
                         if label not in sealed or (seat is not None and label == player_label(seat))}
        out["seen"] = public_seen(state)
        return out

    def seals(self, state: State) -> bool:
        return bool(sealed_labels(state))

    def is_sealed(self, state: State, move: Move, result: Result) -> bool:
        """C10: a reveal is sealed while its turn waits for other players' cards."""
        return (move.get("type") == "reveal" and result.get("round") == state["round"]
                and result.get("turn") == state["turn"] and result.get("seat") in sealed_labels(state))

    # -- what may be entered now (engine/choices.py)

    def legal_moves(self, state: State) -> list[LegalMove]:
        """The moves the table waits for, each card picker limited to the cards the rules allow now (C1):
        the cards not yet seen this round, for a Legend also those it returned under its stack; never
        fewer because of a player's sealed card (C10), which a clash catches once all are in."""
        phase, unseen = state["phase"], unseen_cards(state)
        if phase == "market":
            count = state["deal"]["market"]
            market = LegalMove("market", None, {"cards": Domain(items=one_of(unseen), min_items=count, max_items=count)},
                               rule="C2")
            if not (legends_open(state) and state["legends"]):
                return [market]
            orders = LEGEND_ORDERS[len(state["legends"])]  # lists, as a move sends them; fresh, as a draw hands one on
            return [LegalMove("legends", None, {"legends": Domain(values=tuple(list(order) for order in orders))}, rule="C2"),
                    market]
        if phase == "reveal":
            players = [LegalMove("reveal", seat_of(label), {"card": one_of(unseen)}, rule="C10")
                       for label in waiting_for(state) if is_player(label)]
            return players + [self._legend_move(state, legend, unseen)
                              for legend in waiting_for(state) if not is_player(legend)]
        if phase == "take" and state["to_take"]:
            return [LegalMove("take", seat_of(state["to_take"][0]), {"card": one_of(state["market"])}, rule="C4")]
        if phase == "archery":
            tied = state["archery_between"]
            return [LegalMove("archery", None, {"winners": Domain(items=one_of(tied), min_items=1, max_items=len(tied))},
                           rule="C7")]
        return []

    def _legend_move(self, state: State, legend: str, unseen: list[Card]) -> LegalMove:
        """A Legend's cards (C3): the shown card, and a second one while a bluffing Legend has more than one;
        each a card not seen yet, or the one its stack holds next (:func:`next_from_stack`)."""
        bluffs = legend not in HONEST_LEGENDS and state["stack"][legend] > 1
        slots = ("shown", "second") if bluffs else ("shown",)
        fields = {"legend": one_of([legend])}
        for depth, slot in enumerate(slots):
            known = next_from_stack(state, legend, depth)
            fields[slot] = one_of([known] if known is not None else unseen) if follows_stack(state) \
                else one_of([*unseen, *returned_cards(state, legend)])
        return LegalMove("legend", None, fields, omit=() if bluffs else ("second",), require=("second",) if bluffs else (),
                         rule="C3")

    def status(self, state: State) -> dict[str, Any]:
        # The platform's status lists seat numbers for every game.
        winners = [seat_of(label) for label in labelled(state["winners"])]
        return {"finished": state["finished"], "winners": winners}

    # -- the end
    progress_unit = "round"

    def final_standing(self, state: State, names: Sequence[str]) -> Standing:
        """C7: most points; tied, most targets in the final round's stockpile after the Curse; still tied,
        the card-archery winner or a shared win. Legends score for comparison only: not ranked. Solo (C9):
        the player wins only with more points than each Legend."""
        state = self.upgrade(dict(state))
        if "legends_won" in state:
            return solo_standing(state, names)
        seats = range(state["seats"])
        totals = [state["totals"][player_label(s)] for s in seats]
        final_targets = state["round_results"][-1]["targets"] if state["round_results"] else {}
        targets = [final_targets.get(player_label(s), 0) for s in seats]
        winners = [seat_of(label) for label in state["winners"]]
        best = max(totals)
        return Standing.ranked(
            winners_sentence(winners, names, best, "points"), scores=totals, winners=winners, measure="points",
            order=list(zip(totals, targets)), tie_breaks=curse_tie_breaks(totals, targets, winners, names),
            notes=legends_note(state),
        )

    def turn(self, state: State) -> Turn | None:
        """C4: the reveals are made at once (the players still to reveal); the Market trades go one
        by one, highest rank first (the player whose trade is next; a Legend's is entered by anyone);
        the tied players shoot the card archery together (C7); the Market cards are the table's."""
        if state["finished"]:
            return None
        period = Period("round", state["round"])
        if state["phase"] == "reveal":
            return Turn(tuple(seat_of(label) for label in state["order"]
                              if is_player(label) and label not in state["played"]), period)
        if state["phase"] == "take" and state["to_take"] and is_player(state["to_take"][0]):
            return Turn((seat_of(state["to_take"][0]),), period)
        if state["phase"] == "archery":
            return Turn(tuple(seat_of(label) for label in labelled(state["archery_between"])), period)
        return Turn((), period)

    def progress_point(self, state: State, moves: int) -> Point | None:
        return Period("round", state["round"]), [state["totals"][player_label(s)] for s in range(state["seats"])]

    # -- setting up the table (issue 37): the rulebook's "Set Up a Game" and "Set Up a Round" for
    # these options. The rulebook numbers no steps; each step names its section.

    def setup_options(self, options: Mapping[str, Any], state: State) -> Mapping[str, Any]:
        """The Legends and seats of the table now: a draw or a new choice before the first Market replaced them."""
        return {**options, "legends": list(state["legends"]), "order": list(state["order"])}

    def setup_steps(self, options: Mapping[str, Any]) -> list[Message]:
        players = int(options.get("players", 3))
        legends = list(options.get("legends") or DEFAULT_LEGENDS[:LEGENDS_FOR_PLAYERS[players]])  # C2
        order = list(options.get("order") or default_order(players, legends))  # C2
        hand, legend_cards, market = DEALS[players]  # C2
        steps = [
            msg("setup-curse-legends", count=len(legends), players=players,
                legends=[seat_words(legend) for legend in legends]),
            msg("setup-curse-seats", order=[seat_words(label) for label in order]),
            msg("setup-curse-dealer", rounds=players),  # C7: one round per player
        ]
        if legend_cards is None:
            steps.append(msg("setup-curse-deal-no-legend", cards=len(ALL_CARDS), hand=hand, market=market))
        else:
            steps.append(msg("setup-curse-deal", cards=len(ALL_CARDS), hand=hand, legend=legend_cards, market=market,
                             legends=len(legends)))
        steps.append(msg("setup-curse-market", market=market))
        return steps


def beats_every_legend(totals: Mapping[str, int], player: str, legends: Sequence[str]) -> bool:
    """C9: a solo player wins with a total higher than each Legend's; a tie with a Legend is not a win.

    >>> beats_every_legend({"p0": 50, "friar-tuck": 9, "the-sheriff": 49}, "p0", ["friar-tuck", "the-sheriff"])
    True
    >>> beats_every_legend({"p0": 50, "friar-tuck": 9, "the-sheriff": 50}, "p0", ["friar-tuck", "the-sheriff"])
    False
    """
    return all(totals[player] > totals[legend] for legend in legends)


def solo_standing(state: State, names: Sequence[str]) -> Standing:
    """C9: the solo player against the three Legends; the player's score stands either way."""
    player = who(0, names)
    total = state["totals"][player_label(0)]
    scored = [(legend, state["totals"][legend]) for legend in state["legends"]]
    listed = legends_scores(scored)
    won = not state["legends_won"]
    outcome: Message
    if won:
        outcome = msg("curse-solo-won", player=player, amount=amount_words(total, "points"))
        why = msg("curse-solo-won-why", player=player, amount=amount_words(total, "points"), scores=listed)
    else:
        best = max(points for _, points in scored)
        leaders = [seat_words(legend) for legend, points in scored if points == best]
        if best == total:
            outcome = msg("curse-solo-lost-tie", player=player, amount=amount_words(total, "points"), legends=leaders)
        else:
            outcome = msg("curse-solo-lost", legends=leaders, count=len(leaders), best=amount_words(best, "points"),
                          player=player, amount=amount_words(total, "points"))
        why = msg("curse-solo-lost-why", player=player, scores=listed)
    return Standing.ranked(outcome, scores=[total], winners=[0] if won else [], measure="points",
                           notes=[TieBreak("C9", why)])


def legends_scores(scored: Sequence[tuple[str, int]]) -> list[Text]:
    """'Friar Tuck 9 points', 'the Sheriff 58 points'... as a list placeable."""
    return [msg("curse-seat-score", seat=seat_words(legend), score=amount_words(points, "points"))
            for legend, points in scored]


def legends_note(state: State) -> list[TieBreak]:
    """C6: the Legends' points, said beside the ranking they are not part of."""
    if not state["legends"]:
        return []
    listed = legends_scores([(legend, state["totals"][legend]) for legend in state["legends"]])
    return [TieBreak("C6", msg("curse-legends-note", scores=listed))]


def curse_tie_breaks(totals: Sequence[int], targets: Sequence[int], winners: Sequence[int],
                     names: Sequence[str]) -> list[TieBreak]:
    """C7's tie-breaks, as sentences: the targets after the final Curse, then the card archery."""
    best = max(totals)
    tied = [s for s, total in enumerate(totals) if total == best]
    if len(tied) < 2:
        return []
    most = max(targets[s] for s in tied)
    leaders = [s for s in tied if targets[s] == most]
    said: dict[str, Arg] = {"tied": whom(tied, names), "amount": amount_words(best, "points"), "most": most}
    if len(leaders) == 1:
        return [TieBreak("C7", msg("curse-tie-targets", leader=who(leaders[0], names), **said))]
    return [TieBreak("C7", msg("curse-tie-archery", targets="all" if leaders == tied else "some",
                               leaders=whom(leaders, names), winners=whom(winners, names), count=len(winners),
                               **said))]


register(CurseYouRobinHood())
