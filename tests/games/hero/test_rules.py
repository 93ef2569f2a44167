"""Robin Hood: Hero of the People, ruling by ruling (H1-H5), and whole games."""
import pytest

import engine
from engine.games.hero import MERRY_MEN, loot_needed
from engine.messages import Message
from tests.helpers import english, make_table

GAME = engine.get("hero-of-the-people")
CHEAP = {"skills": {"influence": 1}, "recruit": {"gold": 1}, "rescue": {"sword": 1}}
FULL_CATALOGUE = {"characters": {m: CHEAP for m in MERRY_MEN}, "king_richard": {"lower-bounty": {"gold": 2},
                                                                                 "story-sight": {"influence": 2},
                                                                                 "double-gold": {"sword": 4}}}


def new(bounty=300, catalogue=None):
    options = {"bounty": bounty, "catalogue": catalogue if catalogue is not None else FULL_CATALOGUE}
    return GAME.setup(engine.validate_options(GAME, options))


def play(state, move):
    return engine.play(GAME, state, move, 0)


def rob(state, **played):
    return play(state, {"type": "rob", "played": played})[0]


def story(state, outcome="nothing", **extra):
    return play(state, {"type": "story", "outcome": outcome, **extra})[0]


# H1 ------------------------------------------------------------------------------

@pytest.mark.parametrize("bounty", [0, 300, 900])
def test_h1_starting_bounty_is_a_track_space(bounty):
    assert new(bounty)["bounty"] == bounty


@pytest.mark.parametrize("bounty", [250, 1000, -100])
def test_h1_other_starting_bounties_are_refused(bounty):
    with pytest.raises(engine.RuleError) as caught:
        engine.validate_options(GAME, {"bounty": bounty})
    assert "bounty" in caught.value.errors


def test_h1_bounty_never_goes_below_zero():
    state = rob(new(0), influence=3)
    state, _ = play(state, {"type": "lower_bounty"})
    assert state["bounty"] == 0


# H2 ------------------------------------------------------------------------------

def test_h2_story_deck_holds_twenty_cards():
    assert new()["story_left"] == 20


def test_h2_reaching_1000_loses_at_once():
    state = new(900)
    state = rob(state)
    state, result = play(state, {"type": "no_action"})
    assert state["outcome"] == "lost" and state["lost_because"] == {"id": "hero-lost-because", "args": {"why": "bounty"}}
    assert "1000" in english(Message.from_json(state["lost_because"]))
    assert GAME.status(state) == {"finished": True, "winners": []}
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "story", "outcome": "nothing"})
    assert caught.value.rule == "H2"


def test_h2_six_free_merry_men_and_a_bounty_under_500_win_at_once():
    state = new(400)
    for man in MERRY_MEN[:5]:
        state["characters"][man] = "face-up"
    state = rob(state, gold=1)
    state, _ = play(state, {"type": "recruit", "character": MERRY_MEN[5]})
    assert state["outcome"] == "won" and GAME.status(state)["winners"] == [0]


def test_h2_no_win_while_the_bounty_is_500_or_more():
    state = new(500)
    for man in MERRY_MEN[:5]:
        state["characters"][man] = "face-up"
    state = rob(state, gold=1)
    state, _ = play(state, {"type": "recruit", "character": MERRY_MEN[5]})
    assert state["outcome"] is None


def test_h2_no_win_while_a_merry_man_is_jailed():
    state = new(0)
    for man in MERRY_MEN:
        state["characters"][man] = "face-up"
    state["characters"]["little-john"] = "jailed"
    state, _ = play(state, {"type": "choose_hero", "character": "maid-marian"})
    state = rob(state)
    state, _ = play(state, {"type": "ability", "note": "swapped a card"})
    assert state["outcome"] is None


# H3 ------------------------------------------------------------------------------

def test_h3_round_order_is_enforced():
    state = new()
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "build"})
    assert caught.value.rule == "H3"
    state = rob(state, strength=2)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "rob", "played": {}})
    with pytest.raises(engine.RuleError):
        play(state, {"type": "story", "outcome": "nothing"})
    state, _ = play(state, {"type": "build", "protects": "little-john"})
    with pytest.raises(engine.RuleError):
        play(state, {"type": "build", "protects": "maid-marian"})
    state = story(state)
    assert state["phase"] == "active" and state["round"] == 2


def test_h3_at_most_three_cards_played_and_the_hand_limit_is_five():
    state = new()
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "rob", "played": {"gold": 2, "sword": 2}})
    assert caught.value.rule == "H3"
    state, result = play(state, {"type": "rob", "played": {}})  # 3 + 3 in hand: one discarded
    assert result["hand"] == 5 and result["discarded"] == 1
    state = story(play(state, {"type": "no_action"})[0])
    state, result = play(state, {"type": "rob", "played": {"gold": 1}})
    assert result["hand"] == 5 and result["discarded"] == 2


def test_h3_only_a_face_up_character_becomes_the_active_hero():
    state = new()
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "choose_hero", "character": "little-john"})
    assert caught.value.rule == "H3"
    state["characters"]["little-john"] = "face-up"
    state, _ = play(state, {"type": "choose_hero", "character": "little-john"})
    assert state["active"] == "little-john"


# H4 ------------------------------------------------------------------------------

def test_h4_no_action_raises_the_bounty_by_100():
    state = rob(new(300))
    state, _ = play(state, {"type": "no_action"})
    assert state["bounty"] == 400


def test_h4_lowering_the_bounty_costs_three_influence():
    state = rob(new(300), influence=2)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "lower_bounty"})
    assert caught.value.rule == "H5" and "1 influence" in english(caught.value.message)
    state = rob(new(300), influence=3)
    state, result = play(state, {"type": "lower_bounty"})
    assert state["bounty"] == 200 and result["loot"] == {"influence": 3} and state["inventory"]["influence"] == 0


def test_h4_the_fifth_sherwood_forest_card_lowers_the_bounty_by_200():
    state = new(600)
    for built, character in enumerate(MERRY_MEN[:5], start=1):
        state = rob(state, strength=2)
        state, result = play(state, {"type": "build", "protects": character})
        assert state["sherwood"] == built
        state = story(state)
    assert state["bounty"] == 400 and result["camp_complete"]
    state = rob(state)
    state, _ = play(state, {"type": "no_action"})
    state = story(state, "sherwood_lost")
    assert state["sherwood"] == 0
    for character in MERRY_MEN[:5]:  # rebuilt: each time the fifth is placed, -200 again
        state = rob(state, strength=2)
        state = story(play(state, {"type": "build", "protects": character})[0])
    assert state["bounty"] == 300


def test_h4_king_richard_cards_are_acquired_used_and_returned():
    state = rob(new(800), gold=2)
    state, _ = play(state, {"type": "acquire_king_richard", "card": "lower-bounty"})
    assert state["king_richard"]["lower-bounty"] == "held"
    state = story(state)
    state = rob(state)
    state, _ = play(state, {"type": "use_king_richard", "card": "lower-bounty"})
    assert state["bounty"] == 600 and state["king_richard"]["lower-bounty"] == "available"
    state = story(state)
    state = rob(state)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "use_king_richard", "card": "lower-bounty"})
    assert caught.value.rule == "H4"


def test_h4_recruit_then_jail_then_rescue():
    state = rob(new(), gold=1)
    state, result = play(state, {"type": "recruit", "character": "friar-tuck"})
    assert state["characters"]["friar-tuck"] == "face-up" and result["loot"] == {"gold": 1}
    with pytest.raises(engine.RuleError) as caught:
        play(rob(story(state)), {"type": "recruit", "character": "friar-tuck"})
    assert caught.value.rule == "H4" and "already recruited" in english(caught.value.message)
    state = story(state, "jailed", character="friar-tuck")
    assert state["characters"]["friar-tuck"] == "jailed"
    state = rob(state, sword=1)
    state, _ = play(state, {"type": "rescue", "character": "friar-tuck"})
    assert state["characters"]["friar-tuck"] == "face-up"


def test_h4_a_jailed_active_hero_hands_over_to_robin():
    state = new()
    state["characters"]["little-john"] = "face-up"
    state, _ = play(state, {"type": "choose_hero", "character": "little-john"})
    state = rob(state)
    state, _ = play(state, {"type": "no_action"})
    state = story(state, "jailed", character="little-john")
    assert state["active"] == "robin-hood"


# H5 ------------------------------------------------------------------------------

def test_h5_rulebook_example_robin_pays_five_archery_two_sword_with_two_archery_cards():
    assert loot_needed({"archery": 5, "sword": 2}, {"archery": 3, "sword": 2}) == {"archery": 2, "sword": 0}
    state = rob(new(), archery=2)
    state, _ = play(state, {"type": "no_action"})
    state, result = play(state, {"type": "story", "outcome": "paid", "cost": {"archery": 5, "sword": 2}})
    assert result["loot"] == {"archery": 2} and state["inventory"]["archery"] == 0


def test_h5_a_payment_short_of_loot_is_refused_and_changes_nothing():
    state = rob(new(), archery=1)
    state, _ = play(state, {"type": "no_action"})
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "story", "outcome": "paid", "cost": {"archery": 5}})
    assert caught.value.rule == "H5" and "1 archery" in english(caught.value.message)


def test_h5_numbers_are_asked_for_when_first_needed_and_kept():
    state = rob(new(catalogue={}), gold=3)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "recruit", "character": "alan-a-dale"})
    assert caught.value.rule == "H5" and "Alan A Dale" in english(caught.value.message)
    state, _ = play(state, {"type": "card_numbers", "character": "alan-a-dale",
                            "skills": {"gold": 1}, "recruit": {"gold": 3}, "rescue": {"gold": 2}})
    state, result = play(state, {"type": "recruit", "character": "alan-a-dale"})
    assert result["loot"] == {"gold": 3}
    assert state["catalogue"]["characters"]["alan-a-dale"]["skills"] == {"gold": 1}


def test_h5_unknown_resources_are_refused():
    with pytest.raises(engine.RuleError) as caught:
        loot_needed({"magic": 2}, {})
    assert caught.value.rule == "H5"


# Whole games through HTTP ------------------------------------------------------------

def table_with(client, bounty, catalogue=FULL_CATALOGUE):
    table = make_table(client, "hero-of-the-people", bounty=bounty, catalogue=catalogue)
    assert table.join("Robin").status_code == 201
    return table


def do(table, **move):
    answer = table.move(table.seat(0), **move)
    assert answer.status_code == 201, answer.json
    return answer.json


def test_a_whole_game_to_a_win(client):
    table = table_with(client, 400)
    for man in MERRY_MEN:
        do(table, type="rob", played={"gold": 1})
        last = do(table, type="recruit", character=man)
        if man != MERRY_MEN[-1]:
            do(table, type="story", outcome="nothing")
    assert last["status"] == {"finished": True, "winners": [0]}
    assert last["state"]["outcome"] == "won"
    refused = table.move(table.seat(0), type="story", outcome="nothing")
    assert refused.status_code == 422 and refused.json["rule"] == "H2"


def test_a_whole_game_lost_to_the_bounty(client):
    table = table_with(client, 700)
    for _ in range(2):
        do(table, type="rob", played={})
        do(table, type="no_action")
        do(table, type="story", outcome="nothing")
    do(table, type="rob", played={})
    last = do(table, type="no_action")
    assert last["state"]["outcome"] == "lost" and last["state"]["bounty"] == 1000


def test_a_whole_game_lost_when_the_story_deck_runs_out(client):
    table = table_with(client, 0)
    for round_number in range(20):
        do(table, type="rob", played={"influence": 3} if round_number % 2 else {})
        do(table, type="lower_bounty" if round_number % 2 else "no_action")
        last = do(table, type="story", outcome="nothing")
    assert last["state"]["story_left"] == 0
    assert last["state"]["outcome"] == "lost" and last["state"]["lost_because"]["args"] == {"why": "story"}
    assert last["state"]["bounty_by_round"][-1] == last["state"]["bounty"]
    assert len(last["state"]["bounty_by_round"]) == 21


def test_payment_calculator(client):
    answer = client.post("/api/v1/hero-of-the-people/payment",
                         json={"cost": {"archery": 5, "sword": 2}, "skills": {"archery": 3, "sword": 2}})
    assert answer.json == {"loot_needed": {"archery": 2, "sword": 0}}
    bad = client.post("/api/v1/hero-of-the-people/payment", json={"cost": {"magic": 5}, "skills": {}})
    assert bad.status_code == 422 and "magic" in str(bad.json["errors"])


def test_the_card_catalogue_is_saved_and_reused_by_later_games(client):
    catalogue = {"characters": {"little-john": {"skills": {"strength": 2}, "recruit": {"gold": 3}, "rescue": {"sword": 2}}}}
    first = table_with(client, 300, catalogue=catalogue)  # saving needs a table's token
    saved = client.put("/api/v1/games/hero-of-the-people/presets/Our%20box", json={"data": catalogue},
                       headers=first.host)
    assert saved.status_code == 200
    assert [p["name"] for p in client.get("/api/v1/games/hero-of-the-people/presets").json] == ["Our box"]
    reused = client.get("/api/v1/games/hero-of-the-people/presets/Our%20box").json["data"]
    table = table_with(client, 300, catalogue=reused)
    do(table, type="rob", played={"gold": 3})
    assert do(table, type="recruit", character="little-john")["result"]["loot"] == {"gold": 3}


@pytest.mark.parametrize("path, body, status", [
    ("/api/v1/games/hero-of-the-people/presets/x", {"data": {"characters": {"batman": CHEAP}}}, 422),
    ("/api/v1/games/hero-of-the-people/presets/x", {"data": {"characters": {}}, "extra": 1}, 422),
    ("/api/v1/games/hero-of-the-people/presets/bad%3Fname", {"data": {}}, 422),
    ("/api/v1/games/score-pad/presets/x", {"data": {}}, 422),
    ("/api/v1/games/nope/presets/x", {"data": {}}, 404),
])
def test_bad_presets_are_refused_and_not_stored(client, path, body, status):
    game = path.split("/")[4] if "/nope/" not in path else "score-pad"
    host = make_table(client, game, **({"bounty": 300} if game == "hero-of-the-people" else {})).host
    assert client.put(path, json=body, headers=host).status_code == status
    assert client.get("/api/v1/games/hero-of-the-people/presets").json == []
