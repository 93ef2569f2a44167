"""Robin Hood: Hero of the People, rulings H10 (each Sherwood Forest card protects one character from jail) and
H11 (a Story cost may be paid or the card's printed alternative taken), in the engine and through the table
endpoints, and tables made with H1-H9 kept as they were.

The rulebook's passages: "For 2 Strength Skills, you can acquire ONE Sherwood Forest card. Each card will protect
a particular character from being jailed by a Story card." "If Sherwood Forest is attacked during the Story Phase
and you do not defend it, discard all face-up Sherwood Forest cards [...] You lose the abilities of any Sherwood
Forest cards you had in this way." "You draw the Sherwood Forest Is Invaded card. It says you can save it for 5
Archery Skills and 2 Sword Skills or discard all Sherwood Forest cards. [...] If you can't, or choose not to, pay
the resource cost then discard all of your gained Sherwood Forest cards."
"""
import pytest

import engine
from tests.helpers import english, make_table
from tests.games.hero.test_jail_effects_and_payments import CATALOGUE, new, play, refused, rob, story

GAME = engine.get("hero-of-the-people")
INVADED = {"card": "Sherwood Forest Is Invaded", "cost": {"archery": 5, "sword": 2}}


def build(state, protects, **extra):
    """Round: rob 2 Strength, build a card protecting ``protects``, a Story card that does nothing."""
    state, result = play(rob(state, strength=2), {"type": "build", "protects": protects, **extra})
    return story(state, outcome="nothing"), result


def story_phase(state, **played):
    return play(rob(state, **played), {"type": "no_action"})[0]


# H10 --------------------------------------------------------------------------------------------

def test_h10_a_sherwood_forest_card_is_built_with_the_character_it_protects():
    state, result = build(new(), "robin-hood")
    assert result["protects"] == "robin-hood" and result["card"] == 1 and result["loot"] == {"strength": 2}
    assert state["sherwood"] == 1 and state["sherwood_protects"] == ["robin-hood"]
    assert GAME.view(state, 0)["sherwood_cards"] == [{"card": 1, "protects": "robin-hood"}]


def test_h10_the_character_is_asked_when_the_card_is_acquired():
    state = rob(new(), strength=2)
    error = refused(state, {"type": "build"}, "H10")
    assert error.errors == {"protects": [error.message]} and "printed on the card" in english(error.message)


def test_h10_a_story_card_that_would_jail_a_protected_character_does_not():
    state, _ = build(new(men=("maid-marian", "little-john")), "little-john")
    state = story_phase(state)
    state, result = play(state, {"type": "story", "card": "Raid on the camp", "jailed": ["little-john", "maid-marian"]})
    assert state["characters"]["little-john"] == "face-up" and state["characters"]["maid-marian"] == "jailed"
    assert result["jailed"] == ["maid-marian"]
    assert result["protected"] == [{"character": "little-john", "card": 1}]  # the log says which card, whom


def test_h10_protection_keeps_the_active_hero_in_play():
    state, _ = build(new(), "robin-hood")
    state, result = play(story_phase(state), {"type": "story", "outcome": "jailed", "character": "robin-hood"})
    assert state["active"] == "robin-hood" and state["characters"]["robin-hood"] == "face-up"
    assert result["jailed"] == [] and result["protected"] == [{"character": "robin-hood", "card": 1}]
    assert "pick_hero" not in result


def test_h10_a_discarded_sherwood_forest_card_protects_no_one():
    state, _ = build(new(men=("little-john",)), "maid-marian")
    state, _ = build(state, "little-john")
    state, result = play(story_phase(state), {"type": "story", **INVADED, "choice": "alternative",
                                              "sherwood_lost": True})
    assert result["lost_cards"] == 2 and state["sherwood"] == 0 and state["sherwood_protects"] == []
    state, result = play(story_phase(state), {"type": "story", "jailed": ["little-john"]})
    assert state["characters"]["little-john"] == "jailed" and "protected" not in result
    # Bought again, a card protects again: "You can purchase any cards returned to the Sherwood Forest deck".
    state, _ = build(state, "robin-hood")
    assert GAME.view(state, 0)["sherwood_cards"] == [{"card": 1, "protects": "robin-hood"}]


def test_h10_the_jail_comes_before_the_camp_is_lost_on_the_same_card():
    state, _ = build(new(), "robin-hood")
    state, result = play(story_phase(state), {"type": "story", "jailed": ["robin-hood"], "sherwood_lost": True})
    assert state["characters"]["robin-hood"] == "face-up" and result["protected"][0]["card"] == 1
    assert state["sherwood"] == 0


def test_h10_the_first_of_two_cards_naming_one_character_is_said_to_protect():
    state, _ = build(new(), "will-scarlett")
    state, _ = build(state, "robin-hood")
    state, _ = build(state, "robin-hood")
    state, result = play(story_phase(state), {"type": "story", "jailed": ["robin-hood"]})
    assert result["protected"] == [{"character": "robin-hood", "card": 2}]


def test_h10_only_a_face_up_character_is_jailed_protected_or_not():
    state, _ = build(new(), "maid-marian")  # Maid Marian is not recruited yet
    refused(story_phase(state), {"type": "story", "jailed": ["maid-marian"]}, "H6")


def test_h10_a_table_made_with_h1_h9_builds_without_a_character():
    """Stored options of a table made with rulings H1-H9: the card protects no one the app knows of."""
    options = {"bounty": 300, "catalogue": CATALOGUE, "rules": "H1-H9"}
    state = rob(GAME.setup(options), strength=2)
    state, result = play(state, {"type": "build"})
    assert state["sherwood"] == 1 and "sherwood_protects" not in state and "protects" not in result
    assert GAME.view(state, 0)["sherwood_cards"] == [{"card": 1, "protects": None}]
    assert GAME.view(state, 0)["asks_sherwood_character"] is False
    state = rob(story(state, outcome="nothing"), strength=2)
    state, _ = play(state, {"type": "build", "protects": "robin-hood"})  # naming one is welcome there too
    assert state["sherwood_protects"] == [None, "robin-hood"]
    state, result = play(story_phase(story(state, outcome="nothing")), {"type": "story", "jailed": ["robin-hood"]})
    assert result["protected"] == [{"character": "robin-hood", "card": 2}]


# H11 --------------------------------------------------------------------------------------------

def test_h11_sherwood_forest_is_invaded_paid_with_robins_skills_and_two_archery():
    # "Robin Hood has 3 Archery Skills and 2 Sword Skills, so he will only need to discard 2 Archery cards".
    state, _ = build(new(), "robin-hood")
    state, result = play(story_phase(state, archery=2), {"type": "story", **INVADED, "choice": "pay"})
    assert result["loot"] == {"archery": 2} and state["sherwood"] == 1 and result["outcome"] == "paid"


def test_h11_the_card_that_cannot_be_paid_takes_its_alternative():
    state, _ = build(new(), "robin-hood")
    state = story_phase(state, archery=1)
    error = refused(state, {"type": "story", **INVADED}, "H5")
    assert "take the card's alternative instead (H11)" in english(error.message) and "cost" in error.errors
    refused(state, {"type": "story", **INVADED, "choice": "pay"}, "H5")
    state, result = play(state, {"type": "story", **INVADED, "choice": "alternative", "sherwood_lost": True})
    assert result["outcome"] == "alternative" and result["alternative"] is True
    assert result["unpaid"] == {"archery": 5, "sword": 2} and "loot" not in result
    assert result["lost_cards"] == 1 and state["sherwood"] == 0
    assert state["inventory"]["archery"] == 1  # nothing was paid


def test_h11_the_alternative_may_be_chosen_though_the_cost_could_be_paid():
    state = story_phase(new(), gold=3)
    state, result = play(state, {"type": "story", "card": "Tax collector", "cost": {"gold": 3},
                                 "choice": "alternative", "bounty": 100})
    assert state["inventory"]["gold"] == 3 and state["bounty"] == 500 and result["bounty_change"] == 100


@pytest.mark.parametrize("alternative, check", [
    ({"jailed": ["robin-hood"]}, lambda s, r: s["characters"]["robin-hood"] == "jailed" and r["jailed"] == ["robin-hood"]),
    ({"bounty": 200}, lambda s, r: s["bounty"] == 600),
    ({"lost": {"gold": 1}}, lambda s, r: r["loot_lost"] == {"gold": 1}),
])
def test_h11_the_alternative_is_recorded_as_the_card_states_it(alternative, check):
    state = story_phase(new(), gold=1)
    state, result = play(state, {"type": "story", "cost": {"sword": 9}, "choice": "alternative", **alternative})
    assert result["unpaid"] == {"sword": 9} and check(state, result)


def test_h11_a_protected_character_stays_free_under_the_alternative_too():
    state, _ = build(new(), "robin-hood")
    state, result = play(story_phase(state), {"type": "story", "cost": {"gold": 4}, "choice": "alternative",
                                              "jailed": ["robin-hood"]})
    assert state["characters"]["robin-hood"] == "face-up" and result["protected"][0]["character"] == "robin-hood"


def test_h11_refusals():
    state = story_phase(new())
    error = refused(state, {"type": "story", "cost": {"gold": 4}, "choice": "alternative"}, "H11")
    assert error.errors == {"choice": [error.message]}
    refused(state, {"type": "story", "choice": "alternative"}, "H11")
    refused(state, {"type": "story", "outcome": "sherwood_lost", "choice": "alternative"}, "H11")
    refused(state, {"type": "story", "choice": "pay", "bounty": 100}, "H9")  # paying needs the cost
    refused(state, {"type": "story", "cost": {}, "choice": "pay"}, "H9")


def test_h11_without_a_choice_a_story_card_is_applied_as_entered():
    state = story_phase(new(), sword=1)
    state, result = play(state, {"type": "story", "cost": {"sword": 3}, "bounty": 100})
    assert result["loot"] == {"sword": 1} and result["outcome"] == "several" and "alternative" not in result


# Through the table endpoints --------------------------------------------------------------------

def test_h10_and_h11_through_the_table_endpoints(client):
    table = make_table(client, "hero-of-the-people", bounty=300, catalogue=CATALOGUE)
    table.join("Robin")
    me = table.seat(0)
    assert table.move(me, type="rob", played={"strength": 2}).status_code == 201
    unnamed = table.move(me, type="build")
    assert unnamed.status_code == 422 and unnamed.json["rule"] == "H10" and "protects" in unnamed.json["errors"]
    built = table.move(me, type="build", protects="robin-hood")
    assert built.status_code == 201 and built.json["result"] == {"action": "build", "loot": {"strength": 2},
                                                                 "protects": "robin-hood", "card": 1,
                                                                 "bounty": 300}
    assert built.json["state"]["sherwood_cards"] == [{"card": 1, "protects": "robin-hood"}]
    jailed = table.move(me, type="story", card="Ambush", jailed=["robin-hood"])
    assert jailed.status_code == 201 and jailed.json["result"]["protected"] == [{"character": "robin-hood", "card": 1}]
    assert jailed.json["state"]["characters"]["robin-hood"] == "face-up"
    assert table.move(me, type="rob", played={"archery": 1}).status_code == 201
    assert table.move(me, type="no_action").status_code == 201
    short = table.move(me, type="story", choice="pay", **INVADED)
    assert short.status_code == 422 and short.json["rule"] == "H5" and "(H11)" in short.json["detail"]
    empty = table.move(me, type="story", choice="alternative", **INVADED)
    assert empty.status_code == 422 and empty.json["rule"] == "H11"
    taken = table.move(me, type="story", choice="alternative", sherwood_lost=True, **INVADED)
    assert taken.status_code == 201, taken.json
    assert taken.json["result"]["unpaid"] == {"archery": 5, "sword": 2} and taken.json["result"]["lost_cards"] == 1
    assert taken.json["state"]["sherwood_cards"] == [] and taken.json["state"]["inventory"]["archery"] == 1
    log = table.log(me).json
    assert [e["move"].get("choice") for e in log if e["move"]["type"] == "story"] == [None, "alternative"]
