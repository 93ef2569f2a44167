"""Hero of the People's legal moves (engine/choices.py): what the screen offers is exactly what the rules accept.

The action menu offers the actions the inventory can pay after the active hero's skills (H4, H5; loot alone
without a hero, H6), recruiting only Merry Men still face-down and rescuing only jailed characters; a card's
numbers are asked for when an action first needs them (H5); the Story card may jail only face-up characters
(H6) and be paid or its alternative taken (H9, H11). A player who enters only what is offered plays every
game to its end, won or lost (H2).
"""
from __future__ import annotations

import random
from typing import Any, Mapping

import pytest

import engine
from engine import LegalMove
from engine.games.hero import CHARACTERS, MERRY_MEN, RESOURCES, ROBIN_SKILLS, RULES_BEFORE_H10
from tests.games.hero.test_jail_effects_and_payments import CATALOGUE, OLD_SNAPSHOT, ROBIN_RESCUE
from tests.legal_moves import Checker

GAME = engine.get("hero-of-the-people")
FULL_CATALOGUE = {"characters": {**CATALOGUE["characters"],
                                 "robin-hood": {"skills": {}, "recruit": {}, "rescue": ROBIN_RESCUE}},
                  "king_richard": {"double-gold": {"gold": 2}, "lower-bounty": {"influence": 2},
                                   "story-sight": {"archery": 4}}}
EMPTY_CATALOGUE = {"characters": {}, "king_richard": {}}


def skills(state: Mapping[str, Any]) -> dict[str, int]:
    active = state["active"]
    if active is None:
        return {}
    return dict(ROBIN_SKILLS) if active == "robin-hood" else dict(state["catalogue"]["characters"][active]["skills"])


def some(rng: random.Random, low: int, high: int) -> dict[str, int]:
    return {rng.choice(RESOURCES): rng.randint(low, high)}


def fill(state: Mapping[str, Any], legal: LegalMove, name: str, move: dict[str, Any], rng: random.Random) -> Any:
    """A plausible value for a field the legal move leaves at its declared range (what a card says); None
    leaves an optional field out."""
    kind, robin = legal.type, move.get("character") == "robin-hood"
    if kind == "card_numbers":
        return {"skills": {} if robin else some(rng, 0, 2), "recruit": {} if robin else some(rng, 1, 3),
                "rescue": some(rng, 1, 2), "cost": some(rng, 1, 3)}.get(name)
    if kind == "rob" and name == "played":
        room = min(state["extra"]["plays"] + 3, state["hand"] + move.get("drawn", 3))
        played: dict[str, int] = {}
        for _ in range(rng.randint(0, max(0, room))):
            resource = rng.choice(RESOURCES)
            played[resource] = played.get(resource, 0) + 1
        return played
    if kind in ("ability", "adjust"):
        return {"note": "A trick", "card": "Ambush", "inventory": {"gold": 1} if kind == "adjust" else None}.get(name)
    if kind == "story":
        return story_fill(state, name, move, rng)
    return None


def story_fill(state: Mapping[str, Any], name: str, move: dict[str, Any], rng: random.Random) -> Any:
    """A Story card's cost the inventory can pay when it is paid (H5, H9); an alternative with an effect (H11)."""
    if name == "cost":
        payable = {r: skills(state).get(r, 0) + state["inventory"][r] for r in RESOURCES}
        can = [r for r, n in payable.items() if n > 0]
        if move.get("choice") == "pay":
            if not can:
                return {"gold": 1}  # nothing can pay it: the refusal the legal move foresaw
            resource = rng.choice(can)
            return {resource: rng.randint(1, payable[resource])}
        return {"archery": 5} if move.get("choice") == "alternative" and rng.random() < 0.5 else None
    if name == "bounty":
        effect = move.get("jailed") or move.get("sherwood_lost")
        return 100 if move.get("choice") == "alternative" and not effect else rng.choice([None, 100, -100])
    if name == "card":
        return "Sheriff's spies"
    return None


class HeroChecker(Checker):
    """The promise of tests/legal_moves.py, the move completed also with the optional fields a card fills in
    (a Story card's cost, an adjustment's effect): the fill says which, None leaving one out."""

    def complete(self, state: Mapping[str, Any], legal: LegalMove, fixed: Mapping[str, Any],
                 rng: random.Random) -> dict[str, Any]:
        move = super().complete(state, legal, fixed, rng)
        for name in self.game.moves[legal.type].fields:
            if name not in move and name not in legal.omit and name not in legal.fields:
                value = fill(state, legal, name, move, rng)
                if value is not None:
                    move[name] = value
        return move


def play(options: Mapping[str, Any], seed: int, limit: int = 3000,
         entered: list[dict[str, Any]] | None = None) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """A game played with legal moves only, chosen at random: the states it went through and its end
    (and each move, in ``entered`` when given)."""
    rng, checker = random.Random(seed), HeroChecker(GAME, fill)
    state = GAME.setup(engine.validate_options(GAME, dict(options)))
    states = [engine.copy_state(state)]
    for _ in range(limit):
        if GAME.status(state)["finished"]:
            return states, state
        legal = list(GAME.legal_moves(state))
        assert legal, f"seed {seed}: nothing legal in round {state['round']}, phase {state['phase']}"
        for _ in range(40):
            choice = rng.choice(legal)
            move = checker.complete(state, choice, {}, rng)
            try:
                state, _ = engine.play(GAME, state, move, 0)
                if entered is not None:
                    entered.append(move)
                break
            except engine.RuleError as refused:
                last = (choice, refused)
        else:
            raise AssertionError(f"seed {seed}: no offered move accepted: {last}")
        states.append(engine.copy_state(state))
    raise AssertionError(f"seed {seed}: not over after {limit} moves")


@pytest.mark.parametrize("catalogue", [FULL_CATALOGUE, EMPTY_CATALOGUE], ids=["catalogue", "empty"])
def test_h2_h3_a_player_entering_only_legal_moves_plays_every_game_to_its_end(catalogue):
    outcomes = set()
    for seed in range(6):
        _, end = play({"bounty": 300, "catalogue": catalogue}, seed)
        outcomes.add(end["outcome"])
    assert "lost" in outcomes  # the bounty reached 1000 or the Story deck ran out (H2)


@pytest.mark.parametrize("catalogue", [FULL_CATALOGUE, EMPTY_CATALOGUE], ids=["catalogue", "empty"])
def test_h4_h5_h6_h7_h11_every_value_offered_is_accepted_and_every_value_left_out_is_refused(catalogue):
    checker = HeroChecker(GAME, fill)
    rng = random.Random(str(catalogue))
    for seed in range(3):
        states, _ = play({"bounty": 0, "catalogue": catalogue}, seed)
        for state in states[::4]:
            checker.check_state(state, rng, per_field=6)
    assert not checker.failures, "\n".join(checker.failures[:10])
    assert checker.checked > 1000


def test_h6_h7_h10_older_tables_are_offered_what_their_rules_accept():
    """A table made before H6-H9 (its ability while Robin Hood leads) and one made with H1-H9 (a Sherwood Forest
    card built without its character, H10) are offered what their own rules take."""
    checker = HeroChecker(GAME, fill)
    rng = random.Random(10)
    old = GAME.upgrade(engine.copy_state(OLD_SNAPSHOT))
    states = [old]
    h1_h9 = GAME.setup(engine.validate_options(GAME, {"catalogue": FULL_CATALOGUE}))
    h1_h9["rules"] = RULES_BEFORE_H10
    h1_h9, _ = engine.play(GAME, h1_h9, {"type": "rob", "drawn": 3, "played": {"strength": 2}}, 0)
    states.append(h1_h9)
    for state in states:
        checker.check_state(state, rng)
    assert not checker.failures, "\n".join(checker.failures[:10])
    [build] = [m for m in GAME.legal_moves(h1_h9) if m.type == "build"]
    assert build.require == () and build.rule == "H4"  # H1-H9: the character may be left out


def legal(state: Mapping[str, Any], move_type: str) -> list[LegalMove]:
    return [m for m in GAME.legal_moves(state) if m.type == move_type]


def test_h4_h5_the_actions_offered_are_those_the_inventory_can_pay_after_the_active_heros_skills():
    state = GAME.setup(engine.validate_options(GAME, {"catalogue": FULL_CATALOGUE}))
    state, _ = engine.play(GAME, state, {"type": "rob", "drawn": 3, "played": {"gold": 2, "strength": 1}}, 0)
    [recruit] = legal(state, "recruit")
    # Maid Marian 2 gold, Friar Tuck 1 gold and 1 influence (no influence: not offered), Little John 3 sword
    # (Robin Hood's 2 sword skills leave 1 to pay: none in the inventory).
    assert recruit.fields["character"].values == ("maid-marian",)
    assert legal(state, "build") == [] and legal(state, "lower_bounty") == []  # 1 strength of 2; no influence
    assert [m.fields["card"].values for m in legal(state, "acquire_king_richard")] == [("double-gold",)]
    assert legal(state, "rescue") == []  # nobody is jailed (H6)
    assert legal(state, "ability") == []  # Robin Hood has no Special Ability (H7)
    assert legal(state, "no_action") and not legal(state, "story")  # the Story card waits for the action (H3)


def test_h4_recruiting_offers_only_merry_men_not_yet_recruited_and_lowering_once_a_round():
    state = GAME.setup(engine.validate_options(GAME, {"catalogue": FULL_CATALOGUE}))
    state["inventory"] = {r: 9 for r in RESOURCES}
    state, _ = engine.play(GAME, state, {"type": "adjust", "source": "story", "card": "Gift", "actions": 2}, 0)
    state, _ = engine.play(GAME, state, {"type": "rob", "drawn": 3, "played": {}}, 0)
    state, _ = engine.play(GAME, state, {"type": "recruit", "character": "little-john"}, 0)
    state, _ = engine.play(GAME, state, {"type": "lower_bounty"}, 0)
    [recruit] = legal(state, "recruit")
    assert "little-john" not in recruit.fields["character"].values
    assert set(recruit.fields["character"].values) == set(MERRY_MEN) - {"little-john"}
    assert legal(state, "lower_bounty") == []  # once a round (H4)
    assert legal(state, "no_action") == []  # an action was taken (H4)
    assert legal(state, "story")  # the third action may go unused


def test_h6_rescue_offers_only_jailed_characters_and_the_story_jails_only_face_up_ones():
    state = GAME.setup(engine.validate_options(GAME, {"catalogue": FULL_CATALOGUE}))
    state, _ = engine.play(GAME, state, {"type": "rob", "drawn": 3, "played": {"gold": 3}}, 0)
    state, _ = engine.play(GAME, state, {"type": "recruit", "character": "maid-marian"}, 0)
    [story] = legal(state, "story")
    assert story.fields["jailed"].items.values == ("robin-hood", "maid-marian")
    state, _ = engine.play(GAME, state, {"type": "story", "jailed": ["robin-hood"]}, 0)
    assert [m.fields["character"].values for m in legal(state, "choose_hero")] == [("maid-marian",)]
    state, _ = engine.play(GAME, state, {"type": "rob", "drawn": 3, "played": {"gold": 2, "strength": 1}}, 0)
    [rescue] = legal(state, "rescue")
    assert rescue.fields["character"].values == ("robin-hood",) and rescue.rule == "H6"


def test_h5_a_cards_numbers_are_asked_for_where_its_action_first_needs_them():
    state = GAME.setup(engine.validate_options(GAME, {"catalogue": EMPTY_CATALOGUE}))
    assert [m.fields for m in legal(state, "card_numbers")][0]["character"].values == CHARACTERS
    assert len(legal(state, "card_numbers")) == 1  # any card, any time: none needed before the actions
    state, _ = engine.play(GAME, state, {"type": "rob", "drawn": 3, "played": {"gold": 3}}, 0)
    needed = legal(state, "card_numbers")[1:]
    assert [m.fields["character"].values[0] for m in needed if "character" in m.fields] == list(MERRY_MEN)
    assert [m.fields["king_richard"].values[0] for m in needed if "king_richard" in m.fields] == \
        ["double-gold", "lower-bounty", "story-sight"]
    assert {m.rule for m in needed} == {"H5"}  # to recruit; H6 when one is jailed, to rescue
    assert legal(state, "recruit") == []  # no numbers, no recruiting yet
    state, _ = engine.play(GAME, state, {"type": "card_numbers", "character": "little-john", "skills": {},
                                         "recruit": {"gold": 2}, "rescue": {}}, 0)
    assert legal(state, "recruit")[0].fields["character"].values == ("little-john",)
    assert "little-john" not in [m.fields.get("character", engine.Domain(values=())).values[0]
                                 for m in legal(state, "card_numbers")[1:] if "character" in m.fields]


def test_h2_a_player_entering_only_legal_moves_wins():
    """Six rounds, each a Merry Man recruited for 1 gold: every move is one the legal moves offer, with values
    they allow, and the sixth recruit wins at once with the bounty under 500 (H2)."""
    cheap = {"characters": {m: {"skills": {}, "recruit": {"gold": 1}, "rescue": {"gold": 1}} for m in MERRY_MEN},
             "king_richard": {}}
    state = GAME.setup(engine.validate_options(GAME, {"bounty": 300, "catalogue": cheap}))

    def enter(move: dict[str, Any]) -> None:
        nonlocal state
        offered = legal(state, move["type"])
        assert offered, f"{move['type']} is not offered in phase {state['phase']}"
        assert any(all(name not in m.fields or m.fields[name].allows(value) for name, value in move.items()
                       if name != "type") for m in offered), move
        state, _ = engine.play(GAME, state, move, 0)

    for man in MERRY_MEN:
        enter({"type": "rob", "drawn": 3, "played": {"gold": 1}})
        enter({"type": "recruit", "character": man})
        if state["outcome"]:
            break
        enter({"type": "story", "card": "Quiet day"})
    assert state["outcome"] == "won" and state["bounty"] == 300 and GAME.status(state)["finished"]
    assert list(GAME.legal_moves(state)) == [] or engine.choices_for(GAME, state, seat=0, host=False,
                                                                     seated={0}).moves == ()


def test_h5_h9_h11_a_story_card_is_paid_only_when_a_skill_or_a_card_can_pay_something():
    """Robin Hood jailed with nobody else face-up: no active hero, so no skills (H6); with an empty inventory
    nothing can pay a cost (H5, H9): the Story card offers only its alternative (H11), and "pay" is refused."""
    state = GAME.setup(engine.validate_options(GAME, {"catalogue": FULL_CATALOGUE}))
    state, _ = engine.play(GAME, state, {"type": "rob", "drawn": 3, "played": {}}, 0)
    [story] = [m for m in GAME.legal_moves(state) if m.type == "story"] or [None]
    assert story is None  # the action first (H3)
    state, _ = engine.play(GAME, state, {"type": "no_action"}, 0)
    [story] = legal(state, "story")
    assert story.fields["choice"].values == ("pay", "alternative")  # Robin Hood's skills pay archery and sword
    state, _ = engine.play(GAME, state, {"type": "story", "jailed": ["robin-hood"]}, 0)
    state, _ = engine.play(GAME, state, {"type": "rob", "drawn": 3, "played": {}}, 0)
    state, _ = engine.play(GAME, state, {"type": "no_action"}, 0)
    [story] = legal(state, "story")
    assert story.fields["choice"].values == ("alternative",) and "jailed" in story.omit
    with pytest.raises(engine.RuleError) as refused:
        engine.play(GAME, state, {"type": "story", "choice": "pay", "cost": {"gold": 1}}, 0)
    assert refused.value.rule == "H5"
