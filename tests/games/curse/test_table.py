"""Curse You, Robin Hood! through HTTP: the calculators and a whole table."""
import random

import pytest

import engine
from engine.games.curse import GOODS, round_score
from tests.helpers import make_table

BASE = "/api/v1/curse-you-robin-hood"


def c(good, rank):
    return {"good": good, "rank": rank}


def test_trades_calculator_rulebook_example(client):
    seats = [{"name": n, "card": c(g, r)} for n, g, r in
             [("Ann", "ale", 5), ("Bob", "bread", 4), ("Cat", "cloth", 5), ("Dev", "gems", 9), ("Eve", "meat", 5),
              ("Fay", "ale", 7)]]
    answer = client.post(f"{BASE}/trades", json={"seats": seats})
    assert answer.status_code == 200
    body = answer.json
    assert [(t["from"], t["to"], t["step"]) for t in body["transfers"] if t["step"] == "match"] == [
        ("Ann", "Cat", "match"), ("Cat", "Eve", "match"), ("Eve", "Ann", "match")]
    assert body["market"] == ["Fay"] and body["keeps"] == []


def test_trades_calculator_legends_keep(client):
    seats = [{"name": "Ann", "card": c("ale", 9)}, {"name": "Tuck", "card": c("gems", 4), "legend": True},
             {"name": "Bob", "card": c("meat", 2)}, {"name": "Cat", "card": c("bread", 6)}]
    body = client.post(f"{BASE}/trades", json={"seats": seats}).json
    assert body["keeps"] == ["Tuck"] and body["market"] == ["Cat"]


@pytest.mark.parametrize("bad, field", [
    ({"seats": [{"name": "A", "card": c("ale", 5)}, {"name": "B", "card": c("ale", 5)}]}, "seats.1.card"),
    ({"seats": [{"name": "A", "card": c("ale", 11)}]}, "seats.0.card.rank"),
    ({"seats": [{"name": "A", "card": c("ale", 0)}]}, "seats.0.card.rank"),
    ({"seats": [{"name": "A", "card": c("wine", 5)}]}, "seats.0.card.good"),
    ({"seats": [{"name": "A", "card": {"good": "ale", "rank": "5"}}]}, "seats.0.card.rank"),
    ({"seats": []}, "seats"),
    ({"seats": [{"name": "A", "card": c("ale", 5), "colour": "red"}]}, "seats.0.colour"),
])
def test_trades_calculator_refuses_bad_cards_naming_them(client, bad, field):
    answer = client.post(f"{BASE}/trades", json=bad)
    assert answer.status_code == 422
    assert field in answer.json["detail"] or field in str(answer.json["errors"])


def test_duplicate_card_is_refused_with_rule_c1(client):
    seats = [{"name": "A", "card": c("gems", 3)}, {"name": "B", "card": c("gems", 3)}]
    answer = client.post(f"{BASE}/trades", json={"seats": seats})
    assert answer.json["rule"] == "C1" and "Gems 3 appears twice" in answer.json["detail"]


def test_legend_play_calculator(client):
    answer = client.post(f"{BASE}/legend-play", json={"legend": "the-prince", "shown": c("ale", 3), "second": c("meat", 8)})
    assert answer.json == {"played": c("meat", 8), "returned": c("ale", 3)}
    answer = client.post(f"{BASE}/legend-play", json={"legend": "friar-tuck", "shown": c("ale", 3)})
    assert answer.json == {"played": c("ale", 3), "returned": None}
    refused = client.post(f"{BASE}/legend-play", json={"legend": "friar-tuck", "shown": c("ale", 3), "second": c("ale", 4)})
    assert refused.status_code == 422 and refused.json["rule"] == "C3"
    assert client.post(f"{BASE}/legend-play", json={"legend": "king-john", "shown": c("ale", 3)}).status_code == 422


def test_score_calculator_curse_tie_and_pauper_victory(client):
    body = client.post(f"{BASE}/score", json={"stockpiles": {
        "Ann": [c("ale", 6), c("ale", 7)], "Bob": [c("ale", 8), c("ale", 9), c("bread", 1)], "Cat": [c("gems", 1)]}}).json
    assert body["cursed"] == {"ale": ["Ann", "Bob"]}
    assert body["scores"] == {"Ann": 50, "Bob": 2, "Cat": 2}
    assert body["targets"] == {"Ann": 0, "Bob": 0, "Cat": 0}
    dup = client.post(f"{BASE}/score", json={"stockpiles": {"Ann": [c("ale", 6)], "Bob": [c("ale", 6)]}})
    assert dup.status_code == 422 and dup.json["rule"] == "C1"


# A whole 3-player game ------------------------------------------------------------

def test_a_whole_three_player_game_through_the_table_endpoints(client, app):
    table = make_table(client, "curse-you-robin-hood", players=3)
    for name in ("Ann", "Bob", "Cat"):
        assert table.join(name).status_code == 201
    rng = random.Random(5)
    host = table.host
    deck: list = []
    round_seen = 0
    stockpile_sizes = []
    while True:
        state = table.get(host).json["state"]
        if table.get(host).json["status"]["finished"]:
            break
        phase = state["phase"]
        if phase == "market":
            deck = [c(g, r) for g in GOODS for r in range(1, 11)]
            rng.shuffle(deck)
            round_seen = state["round"]
            answer = table.move(host, type="market", cards=[deck.pop() for _ in range(3)])
        elif phase == "reveal":
            if not state["chosen"]:  # a turn starts: every stockpile has one card per turn played (C6)
                stockpile_sizes.append({k: len(v) for k, v in state["stockpiles"].items()})
                assert set(stockpile_sizes[-1].values()) == {state["turn"] - 1}
            # The host sees who has chosen, not what (C10).
            waiting = [label for label in state["order"] if label not in state["chosen"]]
            label = waiting[0]
            if label.startswith("p"):
                answer = table.move(table.seat(int(label[1:])), type="reveal", card=deck.pop())
            else:
                answer = table.move(host, type="legend", legend=label, shown=deck.pop())
        elif phase == "take":
            taker = int(state["to_take"][0][1:])
            answer = table.move(table.seat(taker), type="take", card=rng.choice(state["market"]))
        else:
            answer = table.move(host, type="archery", winners=state["archery_between"][:1])
        assert answer.status_code == 201, answer.json
    final = table.get(host).json
    state = final["state"]
    assert round_seen == 3 and len(state["round_results"]) == 3
    # 11 turns a round (C2: 12 cards a hand, until each player holds one), 3 rounds.
    assert len(stockpile_sizes) == 33
    # Totals are the sums of the round scores, and each round score follows C6 from the stockpile after the Curse.
    for label in state["order"]:
        assert state["totals"][label] == sum(r["scores"][label] for r in state["round_results"])
    for record in state["round_results"]:
        for label, pile in record["stockpiles_after"].items():
            assert record["scores"][label] == round_score(pile)
    best = max(state["totals"][f"p{i}"] for i in range(3))
    assert all(state["totals"][f"p{w}"] == best for w in final["status"]["winners"])
    assert state["winners"] == [f"p{w}" for w in final["status"]["winners"]]  # one vocabulary in the state
    # The stored log replays to the snapshot.
    store = app.extensions["sherwood"].store
    entries = [{"kind": e["kind"], "move": e["move"], "seat": e["seat"]} for e in store.log(table.id)]
    stored = store.table(table.id)
    assert engine.replay(engine.get("curse-you-robin-hood"), stored["options"], entries) == stored["state"]


def test_table_refusals_carry_the_ruling_and_store_nothing(client):
    table = make_table(client, "curse-you-robin-hood", players=3)
    for name in ("Ann", "Bob", "Cat"):
        table.join(name)
    refused = table.move(table.host, type="market", cards=[c("ale", 1), c("ale", 1), c("ale", 2)])
    assert refused.status_code == 422 and refused.json["rule"] == "C1"
    table.move(table.host, type="market", cards=[c("ale", 1), c("ale", 2), c("ale", 3)])
    again = table.move(table.seat(0), type="reveal", card=c("ale", 2))
    assert again.status_code == 422 and again.json["rule"] == "C1"
    early = table.move(table.seat(0), type="take", card=c("ale", 2))
    assert early.status_code == 422 and early.json["rule"] == "C4"
    assert table.get(table.host).json["version"] == 1


def test_options_are_checked_with_c2(client):
    answer = client.post("/api/v1/tables", json={"game": "curse-you-robin-hood",
                                                 "options": {"players": 2, "legends": ["friar-tuck"]}})
    assert answer.status_code == 422 and answer.json["rule"] == "C2" and "legends" in answer.json["errors"]


def play_two_player_game_to_card_archery(client, app):
    """Numbers chosen for this test: every seat shows the same rank each turn, so all four match (C4) and each
    receives a single good; the Curse (C5) empties every stockpile, each round scores 50 (C6), and the tie on
    points and targets goes to card archery (C7), recorded by the host with seat labels."""
    table = make_table(client, "curse-you-robin-hood", players=2)
    for name in ("Ann", "Bob"):
        assert table.join(name).status_code == 201
    host, ann, bob = table.host, table.seat(0), table.seat(1)
    assert table.get(host).json["state"]["order"] == ["p0", "friar-tuck", "p1", "the-sheriff"]
    for round_ in (1, 2):
        market = table.move(host, type="market", cards=[c("meat", r) for r in range(1, 7)])
        assert market.status_code == 201, market.json
        for rank in range(2, 10):
            assert table.move(ann, type="reveal", card=c("ale", rank)).status_code == 201
            tuck = table.move(bob, type="legend", legend="friar-tuck", shown=c("cloth", rank))  # any seat enters a Legend
            assert tuck.status_code == 201, tuck.json
            assert table.move(bob, type="reveal", card=c("bread", rank)).status_code == 201
            last = table.move(ann, type="legend", legend="the-sheriff", shown=c("gems", rank))
            assert last.status_code == 201, last.json
            received = {t["to"]: t["card"]["good"] for t in last.json["result"]["trades"]["transfers"]}
            assert received == {"friar-tuck": "ale", "p1": "cloth", "the-sheriff": "bread", "p0": "gems"}
        record = last.json["result"]["round_end"]
        assert record["round"] == round_
        assert record["cursed"] == {"ale": ["friar-tuck"], "bread": ["the-sheriff"], "cloth": ["p1"], "gems": ["p0"]}
        assert record["scores"] == {"p0": 50, "friar-tuck": 50, "p1": 50, "the-sheriff": 50}
    table_now = table.get(host).json
    state = table_now["state"]
    assert state["phase"] == "archery" and state["archery_between"] == ["p0", "p1"]
    assert state["totals"]["p0"] == state["totals"]["p1"] == 100 and not table_now["status"]["finished"]
    assert table.move(ann, type="archery", winners=["p0"]).status_code == 403  # the host records it
    outsider = table.move(host, type="archery", winners=["p2"])
    assert outsider.status_code == 422 and outsider.json["rule"] == "C7"
    assert outsider.json["detail"] == "Only the tied players (seat 1 and seat 2) shoot in the card-archery contest."
    shot = table.move(host, type="archery", winners=["p1"])
    assert shot.status_code == 201, shot.json
    assert shot.json["result"] == {"winners": ["p1"]} and shot.json["state"]["winners"] == ["p1"]
    assert shot.json["status"] == {"finished": True, "winners": [1]}
    store = app.extensions["sherwood"].store
    entries = [{"kind": e["kind"], "move": e["move"], "seat": e["seat"]} for e in store.log(table.id)]
    stored = store.table(table.id)
    assert engine.replay(engine.get("curse-you-robin-hood"), stored["options"], entries) == stored["state"]
    return table


def test_a_whole_two_player_game_to_a_tie_settled_by_card_archery(client, app):
    play_two_player_game_to_card_archery(client, app)


