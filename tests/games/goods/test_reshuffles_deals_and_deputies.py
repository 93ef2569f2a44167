"""Robin Hood (goods and the Sheriff): rulings G14 (the draw pile is reshuffled: the deck bounds what is held at
one time, never what passes through a game) and G15 (deals, Deputies and Apprehension), in the engine and through
the table endpoints.

Every count check of the game, audited against G14:
- a bag: 1-5 cards, exactly the declared count (G2, G3): what one bag holds, not a total;
- the week's approved cards of one good, one player: at most the deck's count (G14: all are held at once until
  the week's sale), unless the app saw more (a mistyped inspection must not leave the player stuck);
- the week's stored cards: at most 3 a week (G9), so at most 9 a game for one player (G13), fewer than any
  good's deck count (jewelries 10): one player's stored goods never reach the deck;
- the sell-out calculator: a good's stored total over all players at most the deck's count (G13, G14);
- nothing counts what passed through earlier turns or weeks, nor the sum over players at a table (private, G9).
"""
import pytest

import engine
from engine.games.goods import KNOWN
from tests.helpers import english, make_table
from tests.games.goods.test_week_goods_and_sell_out import refusal, turn
from tests.games.goods.test_whole_game import OUR_CARD
from tests.games.goods.test_rules import declare_all, new, play

# G14 ---------------------------------------------------------------------------------------------

# A 5-player turn's chariot tokens are 2, 2, 3, 4 and 5 (G2): the four bags declare 5, 4, 3 and 2 potatoes.
COUNTS = (5, 4, 3, 2)


def potato_week(state, week_goods):
    """Five turns in which every bag holds potatoes and passes unopened, then each player's week goods."""
    for _ in range(state["seats"]):
        state = turn(state, [("potato", n) for n in COUNTS])
    assert state["phase"] == "week_end"
    for seat in range(state["seats"]):
        state, _ = play(state, {"type": "week_goods", **week_goods(state, seat)}, seat)
    return state


def all_potatoes(state, seat, stored=2):
    held = state["unseen_cards"][seat]
    return {"approved": {"potato": held}, "stored": {"potato": stored}}


def test_g14_a_five_player_game_passes_far_more_cards_than_the_deck_holds():
    # "Remaining cards are placed face-down in a draw pile" and "all players receive goods cards in order to have
    # 5 cards on hand": 70 potatoes go through each of these weeks, 210 in the game, against a deck of 106 cards.
    state = new(5)
    for week in (1, 2, 3):
        state = potato_week(state, all_potatoes)
        if state["phase"] == "choose_sheriff":
            state, _ = play(state, {"type": "choose_sheriff", "sheriff": 0}, state["choosing_sheriff"])
    assert state["finished"]
    passed = sum(14 * 5 for _ in range(3))
    assert passed == 210 and passed > sum(KNOWN["deck"].values()) and passed > KNOWN["deck"]["potato"]
    # 2 potatoes stored by each of 5 players in each of 3 weeks: 30, the whole potato deck, held at once.
    assert sum(goods["potato"] for goods in state["stored"]) == KNOWN["deck"]["potato"]
    assert sum(state["sell_out"][str(s)]["by_good"]["potato"]["stored"] for s in range(5)) == 30


def test_g14_one_player_approves_more_potatoes_in_a_game_than_the_deck_holds():
    state = new(5)
    entered = []

    def seat_1_counted(st, seat):
        goods = all_potatoes(st, seat, stored=0)
        if seat == 1:
            entered.append(goods["approved"]["potato"])
        return goods

    for week in (1, 2, 3):
        state = potato_week(state, seat_1_counted)
        if state["phase"] == "choose_sheriff":
            state, _ = play(state, {"type": "choose_sheriff", "sheriff": 0}, state["choosing_sheriff"])
    assert entered == [14, 14, 14] and sum(entered) > KNOWN["deck"]["potato"]  # all accepted
    assert state["finished"]


@pytest.mark.parametrize("good", ["fruit", "chicken", "silk", "mead", "jewelry"])
def test_g14_a_weeks_approved_cards_of_one_good_are_held_at_once_so_the_deck_bounds_them(good):
    state = new(3)
    for _ in range(6):  # seat 1 declares 5 every turn it has a bag: 4 bags of 5 cards pass unopened
        bags = [("potato", 5), ("potato", 1)] if state["sheriff"] == 0 else \
            [("potato", 1), ("potato", 5)] if state["sheriff"] == 2 else [("potato", 1), ("potato", 1)]
        state = turn(state, bags)
    deck = KNOWN["deck"][good]
    over = {good: deck + 1, "potato": 20 - deck - 1} if deck < 20 else {good: deck + 1}
    error = refusal(state, {"type": "week_goods", "approved": over}, 1)
    assert error.rule == "G14" and f"approved.{good}" in error.errors
    assert english(error.message) == f"The deck holds only {deck} {'jewelries' if good == 'jewelry' else good + 's'}; {deck + 1} entered."
    fits = {good: min(deck, 20), "potato": 20 - min(deck, 20)} if deck < 20 else {good: 20}
    state, result = play(state, {"type": "week_goods", "approved": {g: n for g, n in fits.items() if n}}, 1)
    assert result["seat"] == 1


def test_g14_the_sell_out_calculator_bounds_the_stored_total_of_a_good(client):
    # Four players storing 3 jewelries each: 12 held at once, but the deck holds 10.
    stock = {name: {"jewelry": 3} for name in ("A", "B", "C", "D")}
    answer = client.post("/api/v1/robin-hood-goods/sell-out", json={"players": 4, "stock": stock,
                                                                      "values": {"jewelry": 9}})
    assert answer.status_code == 422 and answer.json["rule"] == "G13"
    stock["D"] = {"jewelry": 1}  # 10 stored: the whole deck, which is possible
    answer = client.post("/api/v1/robin-hood-goods/sell-out", json={"players": 4, "stock": stock,
                                                                      "values": {"jewelry": 9}})
    assert answer.status_code == 200


def test_g14_through_the_table_endpoints_week_after_week_of_potatoes(client):
    table = make_table(client, "robin-hood-goods", players=5, mode="family",
                       card_table=OUR_CARD)
    for name in ("Amy", "Bea", "Cy", "Dan", "Eve"):
        assert table.join(name).status_code == 201
    for week in (1, 2):
        for _ in range(5):
            state = table.get(table.host).json["state"]
            sheriff = state["sheriff"]
            for offset, count in zip(range(1, 5), COUNTS):
                seat = (sheriff + offset) % 5
                assert table.move(table.seat(seat), type="declare", good="potato", count=count).status_code == 201
            assert table.move(table.seat(sheriff), type="let_pass").status_code == 201
        unseen = table.get(table.host).json["state"]["unseen_cards"]
        for seat in range(5):
            answer = table.move(table.seat(seat), type="week_goods", approved={"potato": unseen[seat]})
            assert answer.status_code == 201, answer.json
        state = answer.json["state"]
        if state["phase"] == "choose_sheriff":
            chooser = state["choosing_sheriff"]
            assert table.move(table.seat(chooser), type="choose_sheriff", sheriff=0).status_code == 201
    state = table.get(table.host).json["state"]
    assert state["week"] == 3 and sum(state["money"]) == 5 * 30 + 2 * 70  # 140 potatoes sold at $1 in two weeks


# G15 ---------------------------------------------------------------------------------------------

def sheriff_turn(players=4):
    """Everyone but the Sheriff (seat 0) has declared one potato: the Sheriff acts."""
    return declare_all(new(players))


def test_g15_a_deputy_inspection_may_follow_a_deal():
    # "The Sherriff may use his 'Deputy Sherriff' tokens after his regular inspection": a deal settled it.
    state, _ = play(sheriff_turn(), {"type": "deal", "target": 1, "amount": 5}, 0)
    assert state["regular_done"] and state["deputy_tokens"][0] == 1
    state, result = play(state, {"type": "inspect", "target": 2, "cards": {"potato": 1}, "deputy": True}, 0)
    assert result["honest"] and state["deputy_tokens"][0] == 0 and state["inspected"] == [1, 2]


def test_g15_a_deal_may_settle_a_deputy_inspection_and_spends_the_token():
    state, _ = play(sheriff_turn(5), {"type": "inspect", "target": 1, "cards": {"potato": 1}}, 0)
    state, _ = play(state, {"type": "deal", "target": 2, "amount": 3, "deputy": True}, 0)
    assert state["deputy_tokens"][0] == 1 and state["money"][0] == 33 and state["money"][2] == 27
    state, _ = play(state, {"type": "deal", "target": 3, "amount": 2, "deputy": True}, 0)  # 5 players: 2 tokens
    assert state["deputy_tokens"][0] == 0 and state["unseen_cards"][2] == state["unseen_cards"][3] == 1


def test_g15_each_inspection_is_settled_by_at_most_one_deal():
    state, _ = play(sheriff_turn(), {"type": "deal", "target": 1, "amount": 5}, 0)
    again = refusal(state, {"type": "deal", "target": 1, "amount": 2, "deputy": True}, 0)
    assert again.rule == "G15" and again.errors == {"target": [again.message]}
    opened = refusal(state, {"type": "inspect", "target": 1, "cards": {"potato": 1}, "deputy": True}, 0)
    assert opened.rule == "G15"
    second_regular = refusal(state, {"type": "deal", "target": 2, "amount": 2}, 0)
    assert second_regular.rule == "G15" and "takes a Deputy token" in english(second_regular.message)
    assert "deputy" in second_regular.errors


def test_g15_a_deal_for_a_deputy_inspection_comes_after_the_regular_one():
    error = refusal(sheriff_turn(), {"type": "deal", "target": 1, "amount": 5, "deputy": True}, 0)
    assert error.rule == "G6" and "settle the regular inspection first" in english(error.message)


def test_g15_apprehension_may_come_before_the_regular_inspection():
    # "The Sherriff discards the 'Apprehension' token and chooses a player that hasn't yet gone through
    # inspection this turn": it is not the regular inspection, which may still follow.
    state, _ = play(sheriff_turn(), {"type": "apprehend", "target": 1, "cards": {"potato": 1}}, 0)
    assert not state["regular_done"]
    refusal_before = refusal(state, {"type": "inspect", "target": 2, "cards": {"potato": 1}, "deputy": True}, 0)
    assert refusal_before.rule == "G6"  # a Deputy inspection still waits for the regular one
    state, _ = play(state, {"type": "inspect", "target": 2, "cards": {"potato": 1}}, 0)
    state, _ = play(state, {"type": "deal", "target": 3, "amount": 1, "deputy": True}, 0)
    assert state["inspected"] == [1, 2, 3]


def test_g15_apprehension_after_a_deal_takes_only_a_bag_not_yet_settled():
    state, _ = play(sheriff_turn(), {"type": "deal", "target": 1, "amount": 5}, 0)
    dealt = refusal(state, {"type": "apprehend", "target": 1, "cards": {"potato": 1}}, 0)
    assert dealt.rule == "G15" and "dealt for" in english(dealt.message)
    state, result = play(state, {"type": "apprehend", "target": 2, "cards": {"jewelry": 1}}, 0)
    assert result["took"] == {"jewelry": 1}
    apprehended = refusal(state, {"type": "inspect", "target": 2, "cards": {"potato": 1}, "deputy": True}, 0)
    assert apprehended.rule == "G15"
    state, _ = play(state, {"type": "end_turn"}, 0)
    assert state["unseen_cards"][1] == 1 and state["unseen_cards"][3] == 1  # dealt for, and passed unopened


def test_g15_through_the_table_endpoints(client):
    table = make_table(client, "robin-hood-goods", players=5, mode="family", card_table=OUR_CARD)
    for name in ("Amy", "Bea", "Cy", "Dan", "Eve"):
        table.join(name)
    for seat in (1, 2, 3, 4):
        assert table.move(table.seat(seat), type="declare", good="potato", count=1).status_code == 201
    sheriff = table.seat(0)
    assert table.move(sheriff, type="apprehend", target=4, cards={"potato": 1}).status_code == 201
    assert table.move(sheriff, type="deal", target=1, amount=4).status_code == 201
    refused = table.move(sheriff, type="deal", target=2, amount=4)
    assert refused.status_code == 422 and refused.json["rule"] == "G15"
    assert table.move(sheriff, type="deal", target=2, amount=4, deputy=True).status_code == 201
    twice = table.move(sheriff, type="inspect", target=2, cards={"potato": 1}, deputy=True)
    assert twice.status_code == 422 and twice.json["rule"] == "G15"
    answer = table.move(sheriff, type="inspect", target=3, cards={"potato": 1}, deputy=True)
    assert answer.status_code == 201
    state = answer.json["state"]
    assert state["deputy_tokens"][0] == 0 and state["money"][0] == 38 and state["inspected"] == [4, 1, 2, 3]
