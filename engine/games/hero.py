"""Robin Hood: Hero of the People (solo): the bounty track and the referee.

The player plays with the real cards; the app tracks the bounty, the Merry
Men, the loot in the inventory, the Sherwood Forest camp, King Richard's
cards and the Story deck, checks every action's cost (H4, H5) and detects the
win and the loss at once (H2). Rulings H1-H5 are in ``../shared/rules/RULINGS.md``.

Character and King Richard numbers are printed on cards the rulebook does not
list: the player enters them once into a catalogue (H5), which can be saved as
a preset and reused by later games.

>>> loot_needed({"archery": 5, "sword": 2}, ROBIN_SKILLS)
{'archery': 2, 'sword': 0}
"""
from __future__ import annotations

from typing import Any, Mapping

from ..errors import RuleError
from ..fields import Choice, Int, MapOf, Object, Str
from ..game import Game, Move, MoveSpec, Result, State
from ..registry import register

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
HAND_LIMIT = 5
LOOT_PER_ROUND = 3
SHERWOOD_CARDS = 5
SHERWOOD_COST = {"strength": 2}
LOWER_BOUNTY_COST = {"influence": 3}
WIN_BELOW, LOSE_AT = 500, 1000

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
}

def amounts(description: str = "", **options: Any) -> MapOf:
    """Resource -> count, e.g. {"archery": 5, "sword": 2}; resource names are checked by the rules (H5)."""
    return MapOf(key=Str(min_length=1, max_length=12), value=Int(minimum=0, maximum=20), max_items=5,
                 description=description, **options)


CHARACTER_ENTRY = Object(fields={"skills": amounts(), "recruit": amounts(), "rescue": amounts()})
CATALOGUE = Object(fields={
    "characters": MapOf(key=Str(min_length=1, max_length=20), value=CHARACTER_ENTRY, max_items=7, default={}),
    "king_richard": MapOf(key=Str(min_length=1, max_length=20), value=amounts(), max_items=3, default={}),
})


def loot_needed(cost: Mapping[str, int], skills: Mapping[str, int]) -> dict[str, int]:
    """Loot cards needed per resource once the active hero's skills are used (H5)."""
    for resource in list(cost) + list(skills):
        if resource not in RESOURCES:
            raise RuleError(f"{resource!r} is not a resource ({', '.join(RESOURCES)}).", rule="H5", field=resource)
    return {resource: max(0, n - skills.get(resource, 0)) for resource, n in cost.items()}


def check_catalogue(catalogue: Mapping[str, Any]) -> None:
    for name, entry in catalogue.get("characters", {}).items():
        if name not in MERRY_MEN:
            raise RuleError(f"{name!r} is not one of the six Merry Men.", rule="H5", field=f"catalogue.characters.{name}")
        for part in ("skills", "recruit", "rescue"):
            loot_needed(entry[part], {})
    for name, cost in catalogue.get("king_richard", {}).items():
        if name not in KING_RICHARD:
            raise RuleError(f"{name!r} is not a King Richard card.", rule="H5", field=f"catalogue.king_richard.{name}")
        loot_needed(cost, {})


def spend(state: State, cost: Mapping[str, int], what: str) -> dict[str, int]:
    """Pay ``cost`` with the active hero's skills, then loot from the inventory (H5)."""
    needed = loot_needed(cost, skills_of(state, state["active"]))
    short = {r: n - state["inventory"][r] for r, n in needed.items() if n > state["inventory"][r]}
    if short:
        missing = ", ".join(f"{n} {r}" for r, n in short.items())
        raise RuleError(f"{what} needs {missing} more loot in your inventory after {NAMES[state['active']]}'s skills.",
                        rule="H5")
    for resource, n in needed.items():
        state["inventory"][resource] -= n
    return {r: n for r, n in needed.items() if n}


def skills_of(state: State, character: str) -> dict[str, int]:
    if character == "robin-hood":
        return dict(ROBIN_SKILLS)
    return dict(numbers(state, character)["skills"])


def numbers(state: State, character: str) -> dict[str, Any]:
    entry = state["catalogue"]["characters"].get(character)
    if entry is None:
        raise RuleError(f"Enter {NAMES[character]}'s skills and costs from the card first.", rule="H5",
                        field="character")
    return entry


class HeroOfThePeople(Game):
    id = "hero-of-the-people"
    title = "Robin Hood: Hero of the People"
    min_players = 1
    max_players = 1
    rulings = RULINGS
    decisions = (
        "The loot in the inventory is tracked by resource: the player enters which resources the cards played"
        " into it show; an action or a Story payment takes exactly the loot H5 says is needed.",
        "A Special Ability used in the action phase is logged as the round's action with a note; its effect on"
        " the cards is the player's to carry out (the rulebook does not print the abilities).",
        "When the active hero is jailed, Robin Hood becomes the active hero again (or, if he is jailed, the first"
        " face-up Merry Man).",
        "King Richard's 'double the price of Gold' card is tracked as held, used and returned; its effect is applied"
        " by the player, since the rulebook does not say what it changes.",
        "The bounty track is drawn with green 0-300, yellow 400-600 and red 700-900 start zones: a drawing choice,"
        " since the rulebook names the colours but not their spaces.",
    )
    options = {
        "bounty": Int(minimum=0, maximum=900, default=300, description="Starting bounty: the track space chosen (H1)."),
        "catalogue": Object(fields=CATALOGUE.fields, default={"characters": {}, "king_richard": {}},
                            description="Skills and costs of the cards entered so far (H5); may be incomplete."),
    }
    preset_schema = CATALOGUE  # a saved card catalogue, reused by later games
    preset_option = "catalogue"

    def check_preset(self, data: Mapping[str, Any]) -> None:
        check_catalogue(data)
    moves = {
        "card_numbers": MoveSpec(
            "Enter a card's numbers when first needed: a Merry Man's skills, recruit and rescue costs, or a King"
            " Richard card's cost (H5).",
            {"character": Choice(choices=MERRY_MEN, required=False), "skills": amounts("Skills", required=False),
             "recruit": amounts("Recruit cost", required=False), "rescue": amounts("Rescue cost", required=False),
             "king_richard": Choice(choices=KING_RICHARD, required=False),
             "cost": amounts("King Richard card cost", required=False)},
        ),
        "choose_hero": MoveSpec("Active hero phase: make a face-up character the active hero (H3).",
                                {"character": Choice(choices=CHARACTERS)}),
        "rob": MoveSpec(
            "Rob the rich: cards drawn (3) and the loot played into the inventory by resource (up to 3, H3).",
            {"drawn": Int(minimum=0, maximum=LOOT_PER_ROUND, default=LOOT_PER_ROUND),
             "played": amounts("Loot played into the inventory, by resource")},
        ),
        "recruit": MoveSpec("Action: recruit a Merry Man (H4).", {"character": Choice(choices=MERRY_MEN)}),
        "rescue": MoveSpec("Action: rescue a jailed character (H4).", {"character": Choice(choices=MERRY_MEN)}),
        "acquire_king_richard": MoveSpec("Action: acquire a King Richard card (H4).", {"card": Choice(choices=KING_RICHARD)}),
        "use_king_richard": MoveSpec("Action: use a held King Richard card (H4).",
                                     {"card": Choice(choices=("double-gold", "lower-bounty"))}),
        "build": MoveSpec("Action: build a Sherwood Forest card for 2 Strength (H4)."),
        "lower_bounty": MoveSpec("Action: lower the bounty by 100 for 3 Influence (H4)."),
        "ability": MoveSpec("Action: the active hero's Special Ability, with a note of what it did.",
                            {"note": Str(min_length=1, max_length=200)}),
        "no_action": MoveSpec("No action this round: the bounty rises by 100 (H4)."),
        "story": MoveSpec(
            "Story phase: the card resolved by paying its cost, or the loss it states taken (a character jailed,"
            " the Sherwood Forest cards lost, or the bounty raised).",
            {"outcome": Choice(choices=("paid", "jailed", "sherwood_lost", "bounty_raised", "nothing")),
             "cost": amounts("The Story card's cost, when paid", required=False),
             "character": Choice(choices=CHARACTERS, required=False),
             "amount": Int(minimum=100, maximum=1000, required=False)},
        ),
    }

    def check_options(self, options: Mapping[str, Any]) -> None:
        if options["bounty"] % 100:
            raise RuleError(f"The starting bounty is a track space: a multiple of 100, not {options['bounty']}.",
                            rule="H1", field="bounty")
        check_catalogue(options["catalogue"])

    def seats(self, options: Mapping[str, Any]) -> int:
        return 1

    def setup(self, options: Mapping[str, Any]) -> State:
        return {
            "seats": 1,
            "bounty": options["bounty"],
            "bounty_by_round": [options["bounty"]],
            "catalogue": {"characters": dict(options["catalogue"].get("characters", {})),
                          "king_richard": dict(options["catalogue"].get("king_richard", {}))},
            "characters": {"robin-hood": "face-up", **{m: "face-down" for m in MERRY_MEN}},
            "recruited": [],
            "active": "robin-hood",
            "round": 1,
            "phase": "active",
            "hand": 3,  # the three cards of the set-up hand
            "inventory": {r: 0 for r in RESOURCES},
            "sherwood": 0,
            "king_richard": {card: "available" for card in KING_RICHARD},
            "story_left": STORY_CARDS,
            "acted": False,
            "outcome": None,  # "won" | "lost"
            "lost_because": None,
        }

    # -- moves

    def apply(self, state: State, move: Move, seat: int | None) -> tuple[State, Result]:
        if state["outcome"]:
            raise RuleError(f"The game is over: you {state['outcome']}.", rule="H2")
        kind = move["type"]
        if kind == "card_numbers":
            return state, self._card_numbers(state, move)
        if kind == "choose_hero":
            return state, self._choose_hero(state, move["character"])
        if kind == "rob":
            return state, self._rob(state, move)
        if kind == "story":
            return state, self._story(state, move)
        return state, self._action(state, move)

    def _phase(self, state: State, *allowed: str, doing: str) -> None:
        if state["phase"] not in allowed:
            raise RuleError(f"You cannot {doing} in the {state['phase']} phase (round order: active hero, rob the"
                            " rich, action, story).", rule="H3")

    def _card_numbers(self, state: State, move: Move) -> Result:
        if move.get("character"):
            parts = {}
            for part in ("skills", "recruit", "rescue"):
                value = move.get(part)
                if value is None:
                    raise RuleError(f"Enter {NAMES[move['character']]}'s {part} (zeros where the card shows none).",
                                    rule="H5", field=part)
                parts[part] = self._amounts(value, part)
            state["catalogue"]["characters"][move["character"]] = parts
            return {"character": move["character"], **parts}
        if move.get("king_richard"):
            cost = self._amounts(move.get("cost") or {}, "cost")
            state["catalogue"]["king_richard"][move["king_richard"]] = cost
            return {"king_richard": move["king_richard"], "cost": cost}
        raise RuleError("Name a character or a King Richard card.", rule="H5", field="character")

    @staticmethod
    def _amounts(value: Mapping[str, Any], field: str) -> dict[str, int]:
        clean = {}
        for resource, n in value.items():
            if resource not in RESOURCES:
                raise RuleError(f"{resource!r} is not a resource ({', '.join(RESOURCES)}).", rule="H5",
                                field=f"{field}.{resource}")
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 20:
                raise RuleError(f"{field}.{resource} must be a whole number from 0 to 20.", field=f"{field}.{resource}")
            clean[resource] = n
        return clean

    def _choose_hero(self, state: State, character: str) -> Result:
        self._phase(state, "active", doing="change the active hero")
        if state["characters"][character] != "face-up":
            raise RuleError(f"{NAMES[character]} is not face-up: only a recruited, free character can be the active"
                            " hero.", rule="H3", field="character")
        state["active"] = character
        return {"active": character}

    def _rob(self, state: State, move: Move) -> Result:
        self._phase(state, "active", "rob", doing="rob the rich")
        played = self._amounts(move["played"], "played")
        count = sum(played.values())
        if count > LOOT_PER_ROUND:
            raise RuleError(f"Only {LOOT_PER_ROUND} cards can be played into the inventory a round, not {count}.",
                            rule="H3", field="played")
        in_hand = state["hand"] + move["drawn"]
        if count > in_hand:
            raise RuleError(f"You hold {in_hand} cards; you cannot play {count}.", rule="H3", field="played")
        for resource, n in played.items():
            state["inventory"][resource] += n
        hand = in_hand - count
        discarded = max(0, hand - HAND_LIMIT)
        state["hand"] = hand - discarded
        state["phase"] = "action"
        return {"drawn": move["drawn"], "played": played, "hand": state["hand"], "discarded": discarded}

    def _action(self, state: State, move: Move) -> Result:
        self._phase(state, "action", doing="take an action")
        kind = move["type"]
        result: Result = {"action": kind}
        if kind == "recruit":
            character = move["character"]
            if state["characters"][character] != "face-down" or character in state["recruited"]:
                raise RuleError(f"{NAMES[character]} is already recruited.", rule="H4", field="character")
            result["loot"] = spend(state, numbers(state, character)["recruit"], f"Recruiting {NAMES[character]}")
            state["characters"][character] = "face-up"
            state["recruited"].append(character)
        elif kind == "rescue":
            character = move["character"]
            if state["characters"][character] != "jailed":
                raise RuleError(f"{NAMES[character]} is not in jail.", rule="H4", field="character")
            result["loot"] = spend(state, numbers(state, character)["rescue"], f"Rescuing {NAMES[character]}")
            state["characters"][character] = "face-up"
        elif kind == "acquire_king_richard":
            card = move["card"]
            if state["king_richard"][card] != "available":
                raise RuleError("That King Richard card is not in the King Richard area.", rule="H4", field="card")
            cost = state["catalogue"]["king_richard"].get(card)
            if cost is None:
                raise RuleError("Enter this King Richard card's cost from its back first.", rule="H5", field="card")
            result["loot"] = spend(state, cost, "This King Richard card")
            state["king_richard"][card] = "active" if card == "story-sight" else "held"
        elif kind == "use_king_richard":
            card = move["card"]
            if state["king_richard"][card] != "held":
                raise RuleError("You do not hold that King Richard card.", rule="H4", field="card")
            state["king_richard"][card] = "available"  # used: returned face-down to the area
            if card == "lower-bounty":
                self._move_bounty(state, -200)
        elif kind == "build":
            if state["sherwood"] >= SHERWOOD_CARDS:
                raise RuleError("All five Sherwood Forest cards are built.", rule="H4")
            result["loot"] = spend(state, SHERWOOD_COST, "A Sherwood Forest card")
            state["sherwood"] += 1
            if state["sherwood"] == SHERWOOD_CARDS:
                self._move_bounty(state, -200)
                result["camp_complete"] = True
        elif kind == "lower_bounty":
            result["loot"] = spend(state, LOWER_BOUNTY_COST, "Lowering the bounty")
            self._move_bounty(state, -100)
        elif kind == "ability":
            result["note"] = move["note"]
        elif kind == "no_action":
            self._move_bounty(state, +100)
        state["phase"] = "story"
        result["bounty"] = state["bounty"]
        self._check_end(state)
        return result

    def _story(self, state: State, move: Move) -> Result:
        self._phase(state, "story", doing="resolve a Story card")
        outcome = move["outcome"]
        result: Result = {"outcome": outcome}
        if outcome == "paid":
            result["loot"] = spend(state, self._amounts(move.get("cost") or {}, "cost"), "This Story card")
        elif outcome == "jailed":
            character = move.get("character")
            if character is None or state["characters"][character] != "face-up":
                raise RuleError("Name a face-up character to be jailed.", rule="H2", field="character")
            state["characters"][character] = "jailed"
            if state["active"] == character:
                free = [c for c in CHARACTERS if state["characters"][c] == "face-up"]
                state["active"] = free[0] if free else None
        elif outcome == "sherwood_lost":
            result["lost_cards"] = state["sherwood"]
            state["sherwood"] = 0
        elif outcome == "bounty_raised":
            if move.get("amount") is None:
                raise RuleError("Say how much the bounty rises.", field="amount")
            self._move_bounty(state, move["amount"])
        state["story_left"] -= 1
        state["round"] += 1
        state["phase"] = "active"
        state["bounty_by_round"].append(state["bounty"])
        self._check_end(state, story_resolved=True)
        result.update(bounty=state["bounty"], story_left=state["story_left"])
        return result

    @staticmethod
    def _move_bounty(state: State, change: int) -> None:
        state["bounty"] = max(0, state["bounty"] + change)  # H1: never below 0

    @staticmethod
    def _check_end(state: State, story_resolved: bool = False) -> None:
        """H2, checked after every change."""
        free_men = all(state["characters"][m] == "face-up" for m in MERRY_MEN)
        if state["bounty"] >= LOSE_AT:
            state["outcome"], state["lost_because"] = "lost", "The bounty reached 1000: Robin Hood is turned in."
        elif free_men and state["bounty"] < WIN_BELOW:
            state["outcome"] = "won"
        elif story_resolved and state["story_left"] == 0:
            state["outcome"], state["lost_because"] = "lost", "The last Story card was resolved without a win."
        if state["outcome"]:
            state["phase"] = "over"

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        out = dict(state)
        out["active_skills"] = skills_of(state, state["active"]) if state["active"] and (
            state["active"] == "robin-hood" or state["active"] in state["catalogue"]["characters"]) else {}
        return out

    def status(self, state: State) -> dict[str, Any]:
        return {"finished": state["outcome"] is not None, "winners": [0] if state["outcome"] == "won" else []}


register(HeroOfThePeople())
