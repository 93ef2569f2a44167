"""Robin Hood (goods and the Sheriff): a whole 4-player advanced game through the table endpoints, with a card
table of our own, every number checked against sums done by hand; and a table created before G12 kept working."""
import json

from tests.helpers import make_table
from tests.games.goods.test_rules import ASIDE

# Our own player-aid card for the numbers the rulebook leaves out (invented here; the 4-player limits are printed).
OUR_CARD = {"values": {"fruit": 2, "mead": 6, "jewelry": 11}, "penalties": {"mead": 4, "jewelry": 6},
            "rewards": {"mead": 3, "jewelry": 4}}
AMY, CARLOS, LUISH, MICHEL = range(4)

# Each turn: the Sheriff, the bags in declaring order (clockwise from the Sheriff's left), the Sheriff's moves.
WEEK_1 = [
    (AMY, [(CARLOS, "fruit", 3), (LUISH, "potato", 1), (MICHEL, "chicken", 2)], [
        # 1 fruit approved; 2 meads: penalty 2 x $4 to the bank, reward 2 x $3 to Amy.
        {"type": "inspect", "target": CARLOS, "cards": {"fruit": 1, "mead": 2}},
        # Honest: indemnity 2 x $3 to Michel; Amy's Deputy token is spent.
        {"type": "inspect", "target": MICHEL, "cards": {"chicken": 2}, "deputy": True}]),
    (CARLOS, [(LUISH, "potato", 5), (MICHEL, "fruit", 1), (AMY, "chicken", 2)], [
        {"type": "deal", "target": LUISH, "amount": 4}]),  # Luish's 5 cards approved unseen
    (LUISH, [(MICHEL, "chicken", 3), (AMY, "potato", 1), (CARLOS, "fruit", 2)], [
        # 1 chicken back to Michel, 2 silks to Luish; no money moves.
        {"type": "apprehend", "target": MICHEL, "cards": {"chicken": 1, "silk": 2}}]),
    (MICHEL, [(AMY, "chicken", 4), (CARLOS, "potato", 1), (LUISH, "fruit", 1)], []),
]
# What each player holds (the app knows the count: seen cards + unopened or dealt bags) and stores.
WEEK_1_GOODS = [
    ({"chicken": 4, "silk": 3}, {"silk": 3}),              # Amy: 2 + 1 + 4 unopened = 7
    ({"fruit": 1, "jewelry": 2, "potato": 1}, {"jewelry": 2}),  # Carlos: 1 seen fruit + 2 + 1 unopened
    ({"silk": 2, "mead": 3, "potato": 4}, {"mead": 3}),    # Luish: 2 seen silks + 1 + 5 dealt + 1 unopened
    ({"chicken": 3, "fruit": 1}, {"chicken": 3}),          # Michel: 3 seen chickens + 1 unopened
]
WEEK_2 = [
    (LUISH, [(MICHEL, "potato", 1), (AMY, "potato", 1), (CARLOS, "potato", 1)], []),
    (MICHEL, [(AMY, "fruit", 2), (CARLOS, "chicken", 5), (LUISH, "potato", 1)], [
        # 4 jewelries: penalty 4 x $6 = $24 from Carlos's $29; reward 4 x $4 to Michel.
        {"type": "inspect", "target": CARLOS, "cards": {"chicken": 1, "jewelry": 4}},
        {"type": "inspect", "target": AMY, "cards": {"fruit": 2}, "deputy": True}]),  # indemnity 2 x $2
    (AMY, [(CARLOS, "potato", 2), (LUISH, "potato", 1), (MICHEL, "potato", 1)], [
        # Penalty 2 x $5 = $10, Carlos has $5: pays $5, $5 written off (G5); reward 2 x $3 to Amy.
        {"type": "inspect", "target": CARLOS, "cards": {"silk": 2}}]),
    (CARLOS, [(LUISH, "chicken", 3), (MICHEL, "fruit", 1), (AMY, "potato", 1)], [
        {"type": "apprehend", "target": LUISH, "cards": {"chicken": 1, "jewelry": 2}}]),
]
WEEK_2_GOODS = [
    ({"fruit": 2, "potato": 2}, {}),
    ({"chicken": 1, "jewelry": 2, "potato": 1}, {}),
    ({"chicken": 1, "silk": 2}, {"silk": 2}),
    ({"silk": 1, "mead": 1, "potato": 1}, {"silk": 1, "mead": 1}),
]
WEEK_3 = [
    (AMY, [(CARLOS, "potato", 1), (LUISH, "potato", 1), (MICHEL, "potato", 1)], []),
    (CARLOS, [(LUISH, "potato", 1), (MICHEL, "potato", 1), (AMY, "potato", 1)], [
        {"type": "inspect", "target": LUISH, "cards": {"potato": 1}},
        {"type": "inspect", "target": MICHEL, "cards": {"potato": 1}, "deputy": True}]),
    (LUISH, [(MICHEL, "potato", 1), (AMY, "potato", 1), (CARLOS, "potato", 1)], [
        {"type": "deal", "target": AMY, "amount": 10}]),
    (MICHEL, [(AMY, "potato", 1), (CARLOS, "potato", 1), (LUISH, "potato", 1)], []),
]
WEEK_3_GOODS = [({"potato": 3}, {}), ({"potato": 3}, {}), ({"silk": 1, "potato": 2}, {"silk": 1}), ({"potato": 3}, {})]


def play_four_player_advanced_game(client):
    table = make_table(client, "robin-hood-goods", players=4, mode="advanced", first_sheriff=AMY, card_table=OUR_CARD)
    for name in ("Amy", "Carlos", "Luish", "Michel"):
        assert table.join(name).status_code == 201

    def move(seat, **body):
        answer = table.move(table.seat(seat), **body)
        assert answer.status_code == 201, answer.json
        return answer.json

    def play_turns(turns):
        for sheriff, bags, sheriff_moves in turns:
            assert table.get(table.host).json["state"]["sheriff"] == sheriff
            for seat, good, count in bags:
                move(seat, type="declare", good=good, count=count)
            for sheriff_move in sheriff_moves:
                move(sheriff, **sheriff_move)
            move(sheriff, type="end_turn" if sheriff_moves else "let_pass")

    def play_week(turns, goods):
        play_turns(turns)
        for seat, (approved, stored) in enumerate(goods):
            move(seat, type="week_goods", approved=approved, stored=stored)
        return table.get(table.host).json

    move(CARLOS, type="robin_hood", cards=2)  # before the first declaration (G7)
    assert table.get(table.host).json["state"]["robin_hood_token"] == [True, False, True, True]
    play_turns(WEEK_1)
    # G12 through HTTP: Carlos's bags held 4 cards; he claims 19.
    claim = table.move(table.seat(CARLOS), type="week_goods", approved={"fruit": 1, "jewelry": 9, "silk": 9})
    assert claim.status_code == 422 and claim.json["rule"] == "G12"
    assert claim.json["detail"] == ("The app counts 4 approved cards for you this week (1 seen, 3 in bags that"
                                     " passed unopened or were dealt for); 19 entered.")
    for seat, (approved, stored) in enumerate(WEEK_1_GOODS):
        move(seat, type="week_goods", approved=approved, stored=stored)
    state = table.get(table.host).json["state"]
    # Amy 30 + 6 reward + 16 (4 chickens); Carlos 30 - 8 + 4 deal + 3; Luish 30 - 4 + 18; Michel 30 + 6 + 2.
    assert state["money_by_week"][1] == [52, 29, 44, 38]
    assert state["phase"] == "choose_sheriff" and state["choosing_sheriff"] == CARLOS  # the poorest (G8)
    move(CARLOS, type="choose_sheriff", sheriff=LUISH)

    state = play_week(WEEK_2, WEEK_2_GOODS)["state"]
    # Amy 52 + 4 + 6 + 6; Carlos 29 - 24 - 5 + 27; Luish 44 + 4; Michel 38 + 16 + 1.
    assert state["money_by_week"][2] == [68, 27, 48, 55]
    move(CARLOS, type="choose_sheriff", sheriff=AMY)

    final = play_week(WEEK_3, WEEK_3_GOODS)
    state = final["state"]
    assert state["money_by_week"][3] == [61, 30, 61, 59]
    # The sell-out at twice the value, 4-player limits (G10): silks 3 + 3 + 1 over a limit of 4, so Amy and
    # Luish split 4 silks' $56 and Michel sells none; Luish's 3 meads fit the limit of 3 before Michel's 1;
    # Carlos's 2 jewelries ($22 each) and Michel's 3 chickens ($8 each) are within their limits.
    sale = state["sell_out"]
    assert sale["0"]["by_good"] == {"silk": {"stored": 3, "sold": 2, "money": 28}}
    assert sale["1"]["by_good"] == {"jewelry": {"stored": 2, "sold": 2, "money": 44}}
    assert sale["2"]["by_good"] == {"mead": {"stored": 3, "sold": 3, "money": 36},
                                    "silk": {"stored": 3, "sold": 2, "money": 28}}
    assert sale["3"]["by_good"] == {"chicken": {"stored": 3, "sold": 3, "money": 24},
                                    "silk": {"stored": 1, "sold": 0, "money": 0},
                                    "mead": {"stored": 1, "sold": 0, "money": 0}}
    assert state["money"] == state["money_by_week"][4] == [89, 74, 125, 83]
    assert final["status"] == {"finished": True, "winners": [LUISH]}
    written_off = [entry["result"].get("written_off") for entry in table.log(table.host, page_size=200).json
                   if entry["move"]["type"] == "inspect"]
    assert 5 in written_off  # Carlos's $10 penalty with $5 left (G5)
    return table


def test_a_whole_four_player_advanced_game_with_our_own_card_table(client):
    play_four_player_advanced_game(client)


def test_a_table_created_before_g12_loads_plays_and_undoes(client, app):
    table = make_table(client, "robin-hood-goods", players=3, mode="family", card_table={**ASIDE, "limits": {}})
    for name in ("Amy", "Carlos", "Luish"):
        table.join(name)
    # Make it look as a table created before G12 is stored: options without a ruleset, a snapshot without it
    # and without the count of unseen bags.
    store = app.extensions["sherwood"].store
    stored = store.table(table.id)
    options = {k: v for k, v in stored["options"].items() if k != "ruleset"}
    state = {k: v for k, v in stored["state"].items() if k not in ("ruleset", "unseen_cards")}
    with store.write() as db:
        db.conn.execute("UPDATE tables SET options = ?, state = ? WHERE id = ?",
                        [json.dumps(options), json.dumps(state), table.id])
    assert table.get(table.host).json["state"]["unseen_cards"] is None

    def move(seat, **body):
        answer = table.move(table.seat(seat), **body)
        assert answer.status_code == 201, answer.json
        return answer.json

    for turn in range(6):
        sheriff = turn % 3
        for seat in ((sheriff + 1) % 3, (sheriff + 2) % 3):
            move(seat, type="declare", good="potato", count=1)
        if turn == 0:
            move(sheriff, type="inspect", target=1, cards={"potato": 1})
        move(sheriff, type="pass_all")  # the old name, after an inspection too
    # The old rules: no week-goods check (seat 0's four bags held 4 cards; it claims 9 jewelries).
    move(0, type="week_goods", approved={"jewelry": 9}, stored={})
    move(1, type="week_goods", approved={"potato": 4})
    # Undo replays the whole log from setup, the unchecked claim and pass_all included.
    assert table.undo(table.host).status_code == 201
    state = table.get(table.host).json["state"]
    assert state["week_goods_entered"] == [True, False, False] and state["money"] == [30, 31, 30]
