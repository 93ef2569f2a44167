"""Hero of the People through the table endpoints: a whole game where Robin Hood is jailed and rescued (H6-H9)."""
from engine.messages import Message
from tests.games.hero.test_rules import do, table_with
from tests.helpers import english
from tests.games.hero.test_jail_effects_and_payments import CATALOGUE, ROBIN_RESCUE


def hero_table(client, bounty):
    return table_with(client, bounty, CATALOGUE)


def refused(table, rule, **move):
    answer = table.move(table.seat(0), **move)
    assert answer.status_code == 422 and answer.json["rule"] == rule, answer.json
    return answer.json


def play_game_where_robin_is_jailed_and_rescued(client):
    table = hero_table(client, 400)

    # Round 1: Robin recruits Maid Marian; the Story card jails him and raises the bounty.
    do(table, type="rob", played={"gold": 2})
    refused(table, "H7", type="ability", note="a trick shot")  # Robin Hood has no Special Ability
    assert do(table, type="recruit", character="maid-marian")["result"]["loot"] == {"gold": 2}
    refused(table, "H9", type="story", outcome="paid")
    refused(table, "H8", type="story", outcome="bounty_raised", amount=150)
    last = do(table, type="story", card="Ambush at the ford", jailed=["robin-hood"], bounty=100)
    assert last["state"]["characters"]["robin-hood"] == "jailed"
    assert last["state"]["active"] == "maid-marian" and last["state"]["bounty"] == 500  # the only one face-up (H6)

    # Round 2: Maid Marian rescues Robin with the Rescue cost from his card, entered when first needed.
    do(table, type="rob", played={"gold": 2, "strength": 1})
    assert "Robin Hood's Rescue cost" in refused(table, "H5", type="rescue", character="robin-hood")["detail"]
    do(table, type="card_numbers", character="robin-hood", rescue=ROBIN_RESCUE)
    last = do(table, type="rescue", character="robin-hood")
    assert last["result"]["loot"] == ROBIN_RESCUE and last["state"]["characters"]["robin-hood"] == "face-up"
    last = do(table, type="story", card="Archery contest", cost={"archery": 2})
    assert last["result"]["loot"] == {}  # Maid Marian's 2 Archery pay it

    # Round 3: Little John joins; then Maid Marian, the active hero, is jailed: the player picks.
    do(table, type="rob", played={"sword": 3})
    do(table, type="recruit", character="little-john")
    last = do(table, type="story", card="The Sheriff's raid", jailed=["maid-marian"])
    assert last["result"]["pick_hero"] and last["state"]["pick_hero"] and last["state"]["active"] is None

    # Round 4: Little John's ability (entered as an adjustment) gives one more play and one more action.
    refused(table, "H6", type="rob", played={})
    do(table, type="choose_hero", character="little-john")
    ability = dict(type="adjust", source="ability", card="Strong arm: one more card and one more action",
                   plays=1, actions=1)
    do(table, **ability)
    assert table.undo(table.seat(0)).status_code == 201  # taken back and entered again: undo replays H6-H9 moves
    last = do(table, **ability)
    assert last["state"]["limits"] == {"draws": 3, "plays": 4, "actions": 2}
    do(table, type="rob", played={"influence": 3, "gold": 1})
    assert do(table, type="recruit", character="will-scarlett")["state"]["phase"] == "action"
    assert do(table, type="recruit", character="friar-tuck")["state"]["phase"] == "story"
    assert do(table, type="story", card="The people rally", bounty=-100)["state"]["bounty"] == 400

    # Rounds 5 and 6: back to Robin Hood for Alan A Dale's Archery; Much the Miller; a Story card takes loot.
    do(table, type="choose_hero", character="robin-hood")
    do(table, type="rob", played={"archery": 1, "gold": 1})
    assert do(table, type="recruit", character="alan-a-dale")["result"]["loot"] == {"archery": 1}
    do(table, type="story", outcome="nothing")
    do(table, type="rob", played={"strength": 2, "gold": 1})
    do(table, type="recruit", character="much-the-miller")
    last = do(table, type="story", card="Lean winter", lost={"gold": 1})
    assert last["result"]["loot_lost"] == {"gold": 1} and last["state"]["inventory"]["gold"] == 1

    # Round 7: rescuing Maid Marian frees the sixth Merry Man with the bounty under 500: won at once.
    do(table, type="rob", played={})
    last = do(table, type="rescue", character="maid-marian")
    assert last["status"] == {"finished": True, "winners": [0]} and last["state"]["outcome"] == "won"
    assert last["state"]["bounty_by_round"] == [400, 500, 500, 500, 400, 400, 400]
    refused(table, "H2", type="story", outcome="nothing")

    log = table.log(table.seat(0), page_size=100).json
    reasons = [english(Message.from_json(e["result"]["reason"])) for e in log
               if e["move"]["type"] == "adjust" and not e["undone"]]
    assert reasons == ["Little John's Special Ability: Strong arm: one more card and one more action"]
    cards = [e["result"].get("card") for e in log if e["move"]["type"] == "story"]
    assert cards[0] == "Ambush at the ford" and "Lean winter" in cards
    return table


def test_a_whole_game_where_robin_is_jailed_and_rescued(client):
    play_game_where_robin_is_jailed_and_rescued(client)


def test_the_issues_500s_after_robin_is_jailed_alone_are_answered(client):
    table = hero_table(client, 300)
    do(table, type="rob", played={})
    do(table, type="no_action")
    assert do(table, type="story", outcome="jailed", character="robin-hood")["state"]["active"] is None
    do(table, type="rob", played={"gold": 1, "archery": 2})
    refused(table, "H5", type="recruit", character="maid-marian")  # 2 gold from loot alone; 1 held
    refused(table, "H6", type="ability", note="anything")
    do(table, type="no_action")
    last = do(table, type="story", outcome="paid", cost={"archery": 2})
    assert last["result"]["loot"] == {"archery": 2} and last["state"]["active_skills"] == {}
    assert table.get(table.seat(0)).status_code == 200
