"""Robin Hood: Hero of the People, rulings H6-H9, the payment calculator, and tables made before H6-H9."""
import json

import pytest

import engine
from engine.games.hero import MERRY_MEN
from engine.messages import Message
from tests.helpers import english, make_table

GAME = engine.get("hero-of-the-people")
# Numbers made up for the tests (the rulebook prints none of them).
CATALOGUE = {
    "characters": {
        "maid-marian": {"skills": {"archery": 2}, "recruit": {"gold": 2}, "rescue": {"gold": 1}},
        "little-john": {"skills": {"strength": 2}, "recruit": {"sword": 3}, "rescue": {"strength": 1}},
        "will-scarlett": {"skills": {"sword": 1}, "recruit": {"influence": 2}, "rescue": {"gold": 1}},
        "friar-tuck": {"skills": {"influence": 2}, "recruit": {"gold": 1, "influence": 1}, "rescue": {"influence": 1}},
        "alan-a-dale": {"skills": {"gold": 1}, "recruit": {"archery": 4}, "rescue": {"gold": 2}},
        "much-the-miller": {"skills": {"strength": 1}, "recruit": {"strength": 2}, "rescue": {"sword": 2}},
    },
    "king_richard": {},
}
ROBIN_RESCUE = {"gold": 2, "strength": 1}


def new(bounty=300, catalogue=CATALOGUE, **face_up):
    state = GAME.setup(engine.validate_options(GAME, {"bounty": bounty, "catalogue": catalogue}))
    for man in face_up.get("men", ()):
        state["characters"][man] = "face-up"
        state["recruited"].append(man)
    return state


def play(state, move):
    return engine.play(GAME, state, move, 0)


def refused(state, move, rule):
    """The move is refused with ``rule``, and the state is untouched."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(engine.RuleError) as caught:
        play(state, move)
    assert caught.value.rule == rule, caught.value
    assert json.dumps(state, sort_keys=True) == before
    return caught.value


def rob(state, drawn=3, **played):
    return play(state, {"type": "rob", "drawn": drawn, "played": played})[0]


def story(state, **fields):
    return play(state, {"type": "story", **fields})[0]


def jail_robin_alone(state):
    """Round 1 ends with Robin Hood jailed and no Merry Man face-up."""
    state = play(rob(state), {"type": "no_action"})[0]
    return story(state, outcome="jailed", character="robin-hood")


# H6 ------------------------------------------------------------------------------

def test_h6_robin_jailed_with_no_merry_man_face_up_leaves_no_active_hero():
    state = jail_robin_alone(new())
    view = GAME.view(state, 0)
    assert state["active"] is None and view["active_skills"] == {} and not view["pick_hero"]
    refused(state, {"type": "choose_hero", "character": "robin-hood"}, "H3")


def test_h6_with_no_active_hero_recruiting_is_paid_with_loot_alone_and_the_recruit_becomes_active():
    # The 500: recruit after Robin was jailed with no Merry Man face-up.
    state = rob(jail_robin_alone(new()), gold=1)
    error = refused(state, {"type": "recruit", "character": "maid-marian"}, "H5")
    assert "1 gold more" in english(error.message) and "no active hero" in english(error.message)
    state = rob(jail_robin_alone(new()), gold=2)
    state, result = play(state, {"type": "recruit", "character": "maid-marian"})
    assert result["loot"] == {"gold": 2} and result["active"] == "maid-marian"
    assert state["active"] == "maid-marian" and GAME.view(state, 0)["active_skills"] == {"archery": 2}
    # Her skills count from now on: the Story card's 2 Archery take no loot.
    state, result = play(state, {"type": "story", "outcome": "paid", "cost": {"archery": 2}})
    assert result["loot"] == {}


def test_h6_with_no_active_hero_a_story_payment_takes_loot_alone():
    # The other 500: `story paid` after Robin was jailed alone. Robin's 3 Archery would have covered it.
    state = rob(jail_robin_alone(new()), archery=3)
    state = play(state, {"type": "no_action"})[0]
    refused(state, {"type": "story", "outcome": "paid", "cost": {"archery": 4}}, "H5")
    state, result = play(state, {"type": "story", "outcome": "paid", "cost": {"archery": 3}})
    assert result["loot"] == {"archery": 3} and state["inventory"]["archery"] == 0


def test_h6_robin_is_rescued_with_the_rescue_cost_entered_from_his_card():
    state = rob(jail_robin_alone(new()), gold=2, strength=1)
    error = refused(state, {"type": "rescue", "character": "robin-hood"}, "H5")
    assert "Robin Hood's Rescue cost" in english(error.message)
    state, result = play(state, {"type": "card_numbers", "character": "robin-hood", "rescue": ROBIN_RESCUE})
    assert state["catalogue"]["characters"]["robin-hood"] == {"skills": {"archery": 3, "sword": 2}, "recruit": {},
                                                              "rescue": ROBIN_RESCUE}
    state, result = play(state, {"type": "rescue", "character": "robin-hood"})
    assert result["loot"] == ROBIN_RESCUE  # no active hero: loot alone
    assert state["characters"]["robin-hood"] == "face-up" and state["active"] == "robin-hood"


def test_h6_robins_card_in_the_catalogue_holds_his_rescue_cost_and_the_rulebooks_skills():
    catalogue = {"characters": {"robin-hood": {"skills": {"archery": 3, "sword": 2}, "recruit": {},
                                               "rescue": {"gold": 3}}}}
    assert engine.validate_preset(GAME, catalogue)["characters"]["robin-hood"]["rescue"] == {"gold": 3}
    state = new(catalogue=catalogue)
    state["characters"]["robin-hood"] = "jailed"
    state["characters"]["maid-marian"] = "face-up"
    state["catalogue"]["characters"]["maid-marian"] = CATALOGUE["characters"]["maid-marian"]
    state, _ = play(state, {"type": "choose_hero", "character": "maid-marian"})
    state = rob(state, gold=3)
    state, result = play(state, {"type": "rescue", "character": "robin-hood"})
    assert result["loot"] == {"gold": 3} and state["active"] == "maid-marian"
    for entry, rule in (({"skills": {"archery": 4}, "recruit": {}, "rescue": {}}, "H5"),
                        ({"skills": {}, "recruit": {"gold": 1}, "rescue": {}}, "H6")):
        with pytest.raises(engine.RuleError) as caught:
            engine.validate_preset(GAME, {"characters": {"robin-hood": entry}})
        assert caught.value.rule == rule
        refused(new(), {"type": "card_numbers", "character": "robin-hood", **entry}, rule)


def test_h6_a_jailed_active_hero_with_several_face_up_waits_for_the_players_pick():
    state = new(men=("maid-marian", "little-john"))
    state, _ = play(state, {"type": "choose_hero", "character": "little-john"})
    state = play(rob(state), {"type": "no_action"})[0]
    state, result = play(state, {"type": "story", "jailed": ["little-john"]})
    assert result["pick_hero"] and state["active"] is None and GAME.view(state, 0)["pick_hero"]
    error = refused(state, {"type": "rob", "played": {}}, "H6")
    assert "Robin Hood, Maid Marian" in english(error.message)
    refused(state, {"type": "choose_hero", "character": "little-john"}, "H3")
    state, _ = play(state, {"type": "choose_hero", "character": "maid-marian"})
    assert GAME.view(state, 0)["active_skills"] == {"archery": 2}
    assert rob(state)["phase"] == "action"


def test_h6_a_jail_leaving_one_character_face_up_makes_it_the_active_hero():
    state = new(men=("friar-tuck",))
    state = play(rob(state), {"type": "no_action"})[0]
    state, result = play(state, {"type": "story", "jailed": ["robin-hood"]})
    assert state["active"] == "friar-tuck" and result["active"] == "friar-tuck" and not result["pick_hero"]


def test_h6_only_a_face_up_character_is_jailed_and_only_a_jailed_one_rescued():
    state = play(rob(new()), {"type": "no_action"})[0]
    refused(state, {"type": "story", "jailed": ["little-john"]}, "H6")
    refused(state, {"type": "story", "jailed": ["robin-hood", "robin-hood"]}, "H6")
    refused(state, {"type": "story", "outcome": "jailed"}, "H6")
    state = rob(new(), gold=3)
    refused(state, {"type": "rescue", "character": "robin-hood"}, "H6")


def test_h6_no_special_ability_without_an_active_hero():
    state = rob(jail_robin_alone(new()))
    refused(state, {"type": "ability", "note": "anything"}, "H6")
    refused(state, {"type": "adjust", "source": "ability", "card": "anything", "hand": 1}, "H6")


def test_h6_every_move_in_the_no_hero_state_is_played_or_refused_with_a_ruling():
    moves = [{"type": "recruit", "character": m} for m in MERRY_MEN] + [
        {"type": "rescue", "character": "robin-hood"}, {"type": "build"}, {"type": "lower_bounty"},
        {"type": "acquire_king_richard", "card": "lower-bounty"}, {"type": "use_king_richard", "card": "double-gold"},
        {"type": "ability", "note": "x"}, {"type": "no_action"}, {"type": "story", "outcome": "paid", "cost": {"gold": 1}},
        {"type": "story", "outcome": "jailed", "character": "robin-hood"}, {"type": "story", "cost": {"sword": 2}},
        {"type": "adjust", "source": "story", "card": "x", "bounty": 100},
    ]
    for phase_moves in ([], [{"type": "rob", "played": {"gold": 3}}],
                        [{"type": "rob", "played": {"sword": 3}}, {"type": "no_action"}]):
        state = jail_robin_alone(new(catalogue={"characters": {}}))
        for move in phase_moves:
            state = play(state, move)[0]
        for move in moves:
            try:
                after, _ = play(state, move)
                GAME.view(after, 0)
            except engine.RuleError as err:
                assert err.rule, (move, err)


# H7 ------------------------------------------------------------------------------

def test_h7_a_special_ability_is_refused_while_robin_hood_is_the_active_hero():
    state = rob(new())
    error = refused(state, {"type": "ability", "note": "shot the apple"}, "H7")
    assert "Robin Hood has no Special Ability" in english(error.message)
    refused(new(), {"type": "adjust", "source": "ability", "card": "trick shot", "draws": 1}, "H7")


def test_h7_a_merry_mans_ability_is_the_rounds_action_and_may_carry_its_effect():
    state = new(men=("little-john",))
    state, _ = play(state, {"type": "choose_hero", "character": "little-john"})
    state = rob(state)
    state, result = play(state, {"type": "ability", "note": "Took two gold from a merchant", "inventory": {"gold": 2}})
    assert english(Message.from_json(result["reason"])) == "Little John's Special Ability"
    assert result["effects"] == {"inventory": {"gold": 2}}
    assert state["inventory"]["gold"] == 2 and state["phase"] == "story"


def test_h7_adjustments_change_inventory_hand_and_bounty_with_the_cards_name_as_reason():
    state = rob(new(500), gold=1)
    state, result = play(state, {"type": "adjust", "source": "king_richard", "card": "Double Gold",
                                 "inventory": {"gold": 1, "sword": 0}, "hand": -2, "bounty": -200})
    assert result == {"reason": {"id": "hero-reason-card", "args": {"whose": {"id": "hero-reason-king-richard", "args": {}},
                                                                    "card": "Double Gold"}},
                      "effects": {"inventory": {"gold": 1}, "hand": -2, "bounty": -200}, "bounty": 300}
    assert english(Message.from_json(result["reason"])) == "King Richard card: Double Gold"
    assert state["inventory"]["gold"] == 2 and state["hand"] == 3 and state["bounty"] == 300
    assert state["phase"] == "action"  # an adjustment is not the round's action
    refused(state, {"type": "adjust", "source": "story", "card": "Pickpocket", "inventory": {"gold": -3}}, "H7")
    refused(state, {"type": "adjust", "source": "story", "card": "Pickpocket", "hand": -4}, "H7")
    refused(state, {"type": "adjust", "source": "story", "card": "Pickpocket", "inventory": {"magic": 1}}, "H5")
    refused(state, {"type": "adjust", "source": "story", "card": "Nothing at all"}, "H7")
    refused(state, {"type": "adjust", "source": "story", "card": "Nothing at all", "hand": 0, "inventory": {"gold": 0}},
            "H7")


def test_h7_an_adjustment_raising_the_bounty_to_1000_loses_at_once():
    state, result = play(new(800), {"type": "adjust", "source": "story", "card": "Reward doubled", "bounty": 200})
    assert state["outcome"] == "lost" and GAME.status(state)["finished"]


def test_h7_extra_draws_and_plays_hold_for_this_round_only():
    state = new()
    state, _ = play(state, {"type": "adjust", "source": "story", "card": "Market day", "draws": 2, "plays": 1})
    assert GAME.view(state, 0)["limits"] == {"draws": 5, "plays": 4, "actions": 1}
    refused(state, {"type": "rob", "drawn": 6, "played": {}}, "H7")
    refused(state, {"type": "rob", "drawn": 5, "played": {"gold": 5}}, "H7")
    state, result = play(state, {"type": "rob", "drawn": 5, "played": {"gold": 4}})
    assert state["inventory"]["gold"] == 4 and result["hand"] == 4
    refused(state, {"type": "adjust", "source": "story", "card": "Too late", "draws": 1}, "H3")
    state = story(play(state, {"type": "no_action"})[0])
    assert GAME.view(state, 0)["limits"] == {"draws": 3, "plays": 3, "actions": 1}
    refused(state, {"type": "rob", "drawn": 4, "played": {}}, "H3")
    refused(state, {"type": "rob", "played": {"gold": 4}}, "H3")
    state, _ = play(state, {"type": "adjust", "source": "story", "card": "Lean times", "draws": -1, "plays": -3})
    refused(state, {"type": "rob", "played": {"gold": 1}}, "H7")
    assert play(state, {"type": "rob", "drawn": 2, "played": {}})[1]["hand"] == 5


def test_h7_extra_actions_this_round():
    state = new(men=("little-john",))
    state, _ = play(state, {"type": "choose_hero", "character": "little-john"})
    state = rob(state, influence=3)
    state, result = play(state, {"type": "ability", "note": "Rallied the outlaws: two more actions", "actions": 2})
    assert state["phase"] == "action" and state["actions_taken"] == 1
    assert GAME.view(state, 0)["limits"]["actions"] == 3
    refused(state, {"type": "no_action"}, "H4")  # the bounty rises only in a round with no action
    state, _ = play(state, {"type": "lower_bounty"})
    assert state["phase"] == "action" and state["bounty"] == 200
    refused(state, {"type": "lower_bounty"}, "H4")  # once a round, even with actions left
    state, _ = play(state, {"type": "story", "outcome": "nothing"})  # the third action goes unused
    assert state["round"] == 2 and GAME.view(state, 0)["limits"]["actions"] == 1
    state = rob(state)
    refused(state, {"type": "story"}, "H3")  # no action taken yet: the Story card waits
    state, _ = play(state, {"type": "adjust", "source": "story", "card": "Call to arms", "actions": 1})
    state = play(state, {"type": "no_action"})[0]  # no action at all: bounty +100, and the round's actions end
    assert state["phase"] == "story" and state["bounty"] == 300
    refused(state, {"type": "adjust", "source": "story", "card": "Too late", "actions": 1}, "H3")


def test_h7_a_story_card_may_have_several_effects():
    state = new(men=("maid-marian",))
    state = play(rob(state, gold=2, sword=1), {"type": "no_action"})[0]
    state, result = play(state, {"type": "story", "card": "The Sheriff's ambush", "cost": {"sword": 3},
                                 "lost": {"gold": 1}, "jailed": ["robin-hood"], "bounty": 200})
    assert result["outcome"] == "several" and result["card"] == "The Sheriff's ambush"
    assert result["loot"] == {"sword": 1}  # paid with Robin's 2 Sword before he was jailed
    assert result["loot_lost"] == {"gold": 1} and result["jailed"] == ["robin-hood"]
    assert state["characters"]["robin-hood"] == "jailed" and state["active"] == "maid-marian"
    assert state["bounty"] == 600 and result["bounty_change"] == 200  # 300, +100 no action, +200
    assert state["inventory"] == {"archery": 0, "sword": 0, "gold": 1, "strength": 0, "influence": 0}


def test_h7_a_story_card_is_entered_as_one_outcome_or_as_its_effects_not_both():
    state = play(rob(new()), {"type": "no_action"})[0]
    refused(state, {"type": "story", "outcome": "sherwood_lost", "bounty": 100}, "H7")
    refused(state, {"type": "story", "character": "robin-hood"}, "H7")
    refused(state, {"type": "story", "amount": 100}, "H7")
    assert story(state, sherwood_lost=True, bounty=0)["bounty"] == 400


# H8 ------------------------------------------------------------------------------

def test_h8_a_story_raising_the_bounty_by_150_is_refused():
    state = play(rob(new()), {"type": "no_action"})[0]
    error = refused(state, {"type": "story", "outcome": "bounty_raised", "amount": 150}, "H8")
    assert "steps of 100" in english(error.message)
    refused(state, {"type": "story", "bounty": 150}, "H8")
    refused(state, {"type": "story", "bounty": -250}, "H8")
    refused(state, {"type": "story", "outcome": "bounty_raised"}, "H8")
    assert story(state, outcome="bounty_raised", amount=200)["bounty"] == 600
    assert story(state, bounty=-300)["bounty"] == 100


def test_h8_adjustments_move_the_bounty_in_steps_of_100():
    state = new()
    refused(state, {"type": "adjust", "source": "king_richard", "card": "x", "bounty": -50}, "H8")
    assert play(state, {"type": "adjust", "source": "king_richard", "card": "x", "bounty": -400})[0]["bounty"] == 0


# H9 ------------------------------------------------------------------------------

@pytest.mark.parametrize("move", [
    {"outcome": "paid"}, {"outcome": "paid", "cost": {}}, {"outcome": "paid", "cost": {"gold": 0}},
    {"cost": {}}, {"cost": {"sword": 0}, "bounty": 100},
])
def test_h9_a_paid_story_needs_a_cost_of_at_least_one_resource(move):
    state = play(rob(new()), {"type": "no_action"})[0]
    error = refused(state, {"type": "story", **move}, "H9")
    assert "Nothing to pay" in english(error.message)
    assert story(state, outcome="nothing")["round"] == 2


def test_h9_cards_a_story_takes_away_are_lost_without_the_skill_discount():
    state = play(rob(new(), archery=3), {"type": "no_action"})[0]
    # Paid: Robin's 3 Archery cover 2; lost: the cards themselves go.
    assert play(state, {"type": "story", "cost": {"archery": 2}})[1]["loot"] == {}
    after, result = play(state, {"type": "story", "lost": {"archery": 2, "gold": 0}})
    assert result["loot_lost"] == {"archery": 2} and after["inventory"]["archery"] == 1
    assert result["outcome"] == "loot_lost"
    error = refused(state, {"type": "story", "lost": {"archery": 4}}, "H9")
    assert "holds 3 archery" in english(error.message)
    # A loss of nothing is no effect: the card did nothing.
    assert play(state, {"type": "story", "lost": {"gold": 0}})[1]["outcome"] == "nothing"


def test_h5_an_unknown_resource_is_refused_even_with_a_count_of_zero():
    state = play(rob(new()), {"type": "no_action"})[0]
    for move in ({"type": "story", "cost": {"magic": 0}}, {"type": "story", "lost": {"magic": 0}},
                 {"type": "adjust", "source": "story", "card": "x", "inventory": {"magic": 0}, "hand": 1}):
        assert "magic" in str(refused(state, move, "H5").errors)


# The payment calculator, declared by the game -------------------------------------

def test_payment_calculator_declared_by_the_game():
    payment = GAME.calculators["payment"]
    assert payment.method == "POST"
    assert payment.run({"cost": {"archery": 5, "sword": 2}, "skills": {"archery": 3, "sword": 2}}) == {
        "loot_needed": {"archery": 2, "sword": 0}}
    assert payment.run({"cost": {"gold": 4}, "skills": {}}) == {"loot_needed": {"gold": 4}}
    with pytest.raises(engine.RuleError) as caught:
        payment.run({"cost": {"magic": 5}, "skills": {}})
    assert caught.value.rule == "H5" and "cost.magic" in caught.value.errors
    with pytest.raises(engine.RuleError) as caught:
        payment.run({"cost": {"gold": 1}, "skills": {"luck": 1}})
    assert "skills.luck" in caught.value.errors
    for bad in ({"cost": {"gold": 51}, "skills": {}}, {"cost": {"gold": 1}}, {"cost": {}, "skills": {}, "x": 1},
                {"cost": {"gold": True}, "skills": {}}, {"cost": dict.fromkeys(["a", "b", "c", "d", "e", "f"], 1),
                                                          "skills": {}}):
        with pytest.raises(engine.RuleError):
            payment.run(bad)
    errors = {}
    payment.result.check(payment.run({"cost": {"gold": 4}, "skills": {"gold": 1}}), "answer", errors)
    assert errors == {}  # the answer has the shape the spec will publish


# Tables made before H6-H9 -------------------------------------------------------

# A table's options and log as the H1-H5 engine stored them (no "rules" option), and the
# snapshot that engine stored after the last move. The log holds what H6-H9 now refuse:
# a Story raise of 150, a paid Story with no cost, an ability while Robin Hood was active,
# a jail that handed the active hero over by itself, and Robin jailed with no one face-up.
OLD_OPTIONS = {"bounty": 200, "catalogue": {"characters": {
    "little-john": {"skills": {"strength": 1}, "recruit": {"gold": 2}, "rescue": {"sword": 1}},
    "maid-marian": {"skills": {"archery": 1}, "recruit": {"gold": 1}, "rescue": {"gold": 1}}}, "king_richard": {}}}
OLD_LOG = [
    {"type": "rob", "drawn": 3, "played": {"gold": 2}},
    {"type": "recruit", "character": "little-john"},
    {"type": "story", "outcome": "bounty_raised", "amount": 150},
    {"type": "choose_hero", "character": "little-john"},
    {"type": "rob", "drawn": 3, "played": {"gold": 1}},
    {"type": "recruit", "character": "maid-marian"},
    {"type": "story", "outcome": "jailed", "character": "little-john"},
    {"type": "rob", "drawn": 3, "played": {}},
    {"type": "ability", "note": "Robin's trick shot"},
    {"type": "story", "outcome": "paid"},
    {"type": "rob", "drawn": 3, "played": {}},
    {"type": "rescue", "character": "little-john"},
    {"type": "story", "outcome": "jailed", "character": "robin-hood"},
    {"type": "rob", "drawn": 3, "played": {}},
    {"type": "no_action"},
    {"type": "story", "outcome": "jailed", "character": "maid-marian"},
    {"type": "rob", "drawn": 3, "played": {}},
    {"type": "no_action"},
    {"type": "story", "outcome": "jailed", "character": "little-john"},
]
OLD_SNAPSHOT = json.loads("""{"seats": 1, "bounty": 550, "bounty_by_round": [200, 350, 350, 350, 350, 450, 550],
 "catalogue": {"characters": {"little-john": {"skills": {"strength": 1}, "recruit": {"gold": 2},
 "rescue": {"sword": 1}}, "maid-marian": {"skills": {"archery": 1}, "recruit": {"gold": 1}, "rescue": {"gold": 1}}},
 "king_richard": {}}, "characters": {"robin-hood": "jailed", "maid-marian": "jailed", "little-john": "jailed",
 "will-scarlett": "face-down", "friar-tuck": "face-down", "alan-a-dale": "face-down", "much-the-miller": "face-down"},
 "recruited": ["little-john", "maid-marian"], "active": null, "round": 7, "phase": "active", "hand": 5,
 "inventory": {"archery": 0, "sword": 0, "gold": 0, "strength": 0, "influence": 0}, "sherwood": 0,
 "king_richard": {"double-gold": "available", "lower-bounty": "available", "story-sight": "available"},
 "story_left": 14, "acted": false, "outcome": null, "lost_because": null}""")


def old_entries(log=OLD_LOG):
    return [{"kind": "move", "move": move, "seat": 0} for move in log]


def test_an_old_tables_log_replays_to_its_snapshot_under_its_own_rules():
    replayed = engine.replay(GAME, OLD_OPTIONS, old_entries())
    assert replayed["rules"] == "H1-H5"
    old = dict(OLD_SNAPSHOT)
    del old["acted"]  # the H1-H5 engine's unused flag
    assert replayed == {**old, "rules": "H1-H5", "actions_taken": 0, "lowered_this_round": False,
                        "extra": {"draws": 0, "plays": 0, "actions": 0}}


def test_the_same_log_is_refused_on_a_new_table_at_the_150_raise():
    options = engine.validate_options(GAME, OLD_OPTIONS)
    assert options["rules"] == "H1-H11"
    with pytest.raises(engine.RuleError) as caught:
        engine.replay(GAME, options, old_entries())
    assert caught.value.rule == "H8"


def test_an_old_snapshot_is_viewed_and_played_on():
    view = GAME.view(OLD_SNAPSHOT, 0)
    assert view["active"] is None and view["active_skills"] == {} and view["limits"]["draws"] == 3
    state = rob(OLD_SNAPSHOT, gold=2, strength=1)
    state, _ = play(state, {"type": "card_numbers", "character": "robin-hood", "rescue": ROBIN_RESCUE})
    state, result = play(state, {"type": "rescue", "character": "robin-hood"})
    assert result["loot"] == ROBIN_RESCUE and state["active"] == "robin-hood"
    assert "acted" not in state and state["rules"] == "H1-H5"


def test_an_old_table_loads_moves_and_undoes_through_http(client, app):
    table = make_table(client, "hero-of-the-people", bounty=200, catalogue=OLD_OPTIONS["catalogue"])
    assert table.join("Robin").status_code == 201
    store = app.extensions["sherwood"].store
    with store.write() as db:  # turn it into a table the H1-H5 engine stored
        db.conn.execute("UPDATE tables SET options = ?, state = ?, version = ? WHERE id = ?",
                        [json.dumps(OLD_OPTIONS), json.dumps(OLD_SNAPSHOT), len(OLD_LOG), table.id])
        for version, move in enumerate(OLD_LOG, start=1):
            db.conn.execute("INSERT INTO moves (table_id, version, kind, seat, role, move, result, undoes, created_at)"
                            " VALUES (?, ?, 'move', 0, 'player', ?, '{}', NULL, 0)",
                            [table.id, version, json.dumps(move)])
    loaded = table.get(table.seat(0))
    assert loaded.status_code == 200 and loaded.json["state"]["active"] is None
    assert loaded.json["state"]["bounty"] == 550
    moved = table.move(table.seat(0), type="rob", played={"gold": 1})
    assert moved.status_code == 201 and moved.json["state"]["inventory"]["gold"] == 1
    for _ in range(2):  # back over the new move, then over the last move the old engine stored
        undone = table.undo(table.seat(0))
        assert undone.status_code == 201, undone.json
    state = undone.json["state"]
    assert state["characters"]["little-john"] == "face-up" and state["active"] == "little-john"
    assert state["phase"] == "story" and state["bounty"] == 550
    assert [e["kind"] for e in table.log(table.seat(0)).json][-2:] == ["undo", "undo"]



def test_h2_h7_reasons_and_a_loss_stored_as_english_sentences_still_read():
    """Older releases stored an ability's and an adjustment's reason, and why a game was lost, as
    English sentences: they read as before, and a replay sees the message as the same result."""
    from engine.games.hero import lost_because

    ability = {"reason": "Little John's Special Ability", "note": "x"}
    assert GAME.result_today("ability", ability)["reason"] == {
        "id": "hero-reason-hero-ability", "args": {"character": {"id": "hero-character", "args": {"character": "little-john"}}}}
    for source, stored in (("king_richard", "King Richard card: Double Gold"), ("story", "Story card: Ambush"),
                           ("ability", "Little John's Special Ability: Strong arm")):
        today = GAME.result_today("adjust", {"reason": stored})["reason"]
        assert english(Message.from_json(today)) == stored
        move = {"type": "adjust", "source": source, "card": stored.split(": ", 1)[1]}
        assert english(GAME.result_sentence(move, {"reason": stored, "effects": {}, "bounty": 300}, ["Robin"])) == \
            english(GAME.result_sentence(move, {"reason": today, "effects": {}, "bounty": 300}, ["Robin"]))
    assert lost_because({"lost_because": "The bounty reached 1000: Robin Hood is turned in.", "bounty": 1000}) == "bounty"
