"""Curse You, Robin Hood!: rulings C8 (bluffing Legends compare ranks strictly) and C9 (the solo game's winner),
in the engine, through the table endpoints, and in the results, BG Stats and exports.

The solo games below were worked out by hand from the rulebook (C2-C6): one player and three Legends, 9 cards a
hand, 8 a Legend, 6 in the Market, so 8 turns. Every seat shows the same rank each turn, so all four match (C4:
each passes to the nearest matched seat on its left, p0 -> Friar Tuck -> the Sheriff -> Little John -> p0).
Little John shows Gems and reveals Meat of the same rank: neither lower nor higher, so he plays the Gems (C8).
"""
import csv
import io
import json

import pytest

import engine
from engine.games.curse import beats_every_legend, legend_play
from tests.helpers import bearer, make_table
from tests.helpers import english

GAME = engine.get("curse-you-robin-hood")
LEGENDS = ["friar-tuck", "the-sheriff", "little-john"]
MARKET = [{"good": g, "rank": r} for r in (1, 10) for g in ("ale", "bread", "cloth")]


def c(good, rank):
    return {"good": good, "rank": rank}


# C8 ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("legend", ["little-john", "will-scarlet"])
@pytest.mark.parametrize("shown, second", [(c("ale", 7), c("meat", 7)), (c("gems", 1), c("cloth", 1)),
                                           (c("bread", 10), c("ale", 10))])
def test_c8_an_equal_rank_in_another_good_is_neither_lower_nor_higher(legend, shown, second):
    # "Little John: If it's lower, play it instead. Will Scarlet: If it's higher, play it instead."
    assert legend_play(legend, shown, second) == (shown, second)


@pytest.mark.parametrize("legend, second, plays_second", [
    ("little-john", c("meat", 6), True), ("little-john", c("meat", 8), False),
    ("will-scarlet", c("meat", 8), True), ("will-scarlet", c("meat", 6), False),
])
def test_c8_a_rank_one_apart_still_decides(legend, second, plays_second):
    played, _ = legend_play(legend, c("ale", 7), second)
    assert played == (second if plays_second else c("ale", 7))


def test_c8_the_legend_play_calculator_plays_the_shown_card_on_an_equal_rank(client):
    for legend in ("little-john", "will-scarlet"):
        answer = client.post("/api/v1/curse-you-robin-hood/legend-play",
                             json={"legend": legend, "shown": c("ale", 7), "second": c("meat", 7)})
        assert answer.status_code == 200
        assert answer.json == {"played": c("ale", 7), "returned": c("meat", 7)}


def test_c8_at_a_table_the_shown_card_is_played_and_the_equal_rank_goes_under_the_stack(client):
    table = make_table(client, "curse-you-robin-hood", players=2, legends=["little-john", "will-scarlet"])
    table.join("Ann"), table.join("Bob")
    assert table.move(table.host, type="market", cards=MARKET).status_code == 201
    for legend, shown, second in (("little-john", c("gems", 5), c("meat", 5)), ("will-scarlet", c("bread", 6), c("cloth", 6))):
        answer = table.move(table.host, type="legend", legend=legend, shown=shown, second=second)
        assert answer.status_code == 201, answer.json
        assert answer.json["result"]["played"] == shown and answer.json["result"]["returned"] == second
        assert answer.json["state"]["played"][legend] == shown


# C9: the solo game ------------------------------------------------------------------------------

@pytest.mark.parametrize("totals, wins", [
    ({"p0": 50, "friar-tuck": 9, "the-sheriff": 9, "little-john": 9}, True),
    ({"p0": 50, "friar-tuck": 49, "the-sheriff": 0, "little-john": 12}, True),
    ({"p0": 50, "friar-tuck": 50, "the-sheriff": 9, "little-john": 9}, False),  # a tie with a Legend is not a win
    ({"p0": 50, "friar-tuck": 9, "the-sheriff": 9, "little-john": 51}, False),
    ({"p0": 0, "friar-tuck": 0, "the-sheriff": 0, "little-john": 0}, False),
])
def test_c9_the_player_must_beat_each_legend(totals, wins):
    assert beats_every_legend(totals, "p0", LEGENDS) is wins


# Little John's stack (8 cards, C3), dealt so that he plays Gems 2, 3... 9 in turns 1-8: he shows Gems 2-5
# on top of Gems 6, 8, 7, 9 as his second cards (each higher: he plays the shown card and puts the second
# under his stack), which then come back in the order they went under, on top of one another.
LITTLE_JOHNS_SECONDS = {1: 6, 2: 8, 3: 7, 4: 9, 5: 8, 6: 9, 7: 9}


def solo_moves(player_wins):
    """One solo round, as (move, seat) pairs. ``player_wins``: the receivers' goods are mixed so that each
    Legend keeps four low cards of one good (4 + 5 = 9 points) while the player's Gems are cursed away (50);
    otherwise each seat receives a single good, every stockpile is cursed empty and all four score 50."""
    moves = [({"type": "market", "cards": MARKET}, None)]
    for turn in range(1, 9):
        rank = turn + 1
        if player_wins:
            # p0 -> Friar Tuck, Friar Tuck -> the Sheriff, the Sheriff -> Little John.
            given = ("ale", "bread", "cloth") if rank <= 5 else ("cloth", "ale", "bread")
        else:
            given = ("ale", "cloth", "bread")
        moves.append(({"type": "reveal", "card": c(given[0], rank)}, 0))
        moves.append(({"type": "legend", "legend": "friar-tuck", "shown": c(given[1], rank)}, None))
        moves.append(({"type": "legend", "legend": "the-sheriff", "shown": c(given[2], rank)}, None))
        second = {"second": c("gems", LITTLE_JOHNS_SECONDS[turn])} if turn < 8 else {}  # his last card has none (C3)
        moves.append(({"type": "legend", "legend": "little-john", "shown": c("gems", rank), **second}, None))
    return moves


def play_solo(options, player_wins):
    state = GAME.setup(options)
    for move, seat in solo_moves(player_wins):
        state, result = engine.play(GAME, state, move, seat)
    return state, result


def new_options():
    return engine.validate_options(GAME, {"players": 1})


def test_c9_a_player_who_beats_every_legend_wins():
    state, result = play_solo(new_options(), player_wins=True)
    assert state["totals"] == {"p0": 50, "friar-tuck": 9, "the-sheriff": 9, "little-john": 9}
    assert state["finished"] and state["winners"] == ["p0"] and state["legends_won"] is False
    assert GAME.status(state) == {"finished": True, "winners": [0]}
    assert result["game_over"] == {"winners": ["p0"], "legends_won": False}


def test_c9_a_tie_with_a_legend_is_not_a_win():
    state, result = play_solo(new_options(), player_wins=False)
    assert state["totals"] == {"p0": 50, "friar-tuck": 50, "the-sheriff": 50, "little-john": 50}
    assert state["finished"] and state["phase"] == "over" and state["winners"] == []
    assert state["legends_won"] is True  # no card archery: C7's tie-breaks are between players
    assert GAME.status(state) == {"finished": True, "winners": []}
    assert result["game_over"] == {"winners": LEGENDS, "legends_won": True}


def test_c9_the_standing_says_who_won_and_the_score_stands():
    won, _ = play_solo(new_options(), player_wins=True)
    standing = GAME.final_standing(won, ["Ann"])
    assert english(standing.outcome) == "Ann beats the Legends with 50 points."
    assert [(p.score, p.winner) for p in standing.players] == [(50, True)]
    lost, _ = play_solo(new_options(), player_wins=False)
    standing = GAME.final_standing(lost, ["Ann"])
    assert english(standing.outcome) == ("The Legends win: Ann has 50 points, as many as Friar Tuck, the Sheriff and"
                                " Little John, and a tie with a Legend is not a win.")
    assert [(p.score, p.rank, p.winner) for p in standing.players] == [(50, 1, False)]
    assert [(n.ruling, english(n.text)) for n in standing.notes] == [
        ("C9", "Ann needed more points than each Legend: Friar Tuck 50 points, the Sheriff 50 points and Little John"
               " 50 points.")]


def test_c9_a_solo_table_made_before_c9_replays_as_it_was_played():
    """Stored options of a table created before C9 have no ruleset: its solo game ends as it did then."""
    stored_options = {"players": 1, "legends": None, "order": None}
    state, result = play_solo(stored_options, player_wins=False)
    assert state["winners"] == ["p0"] and "legends_won" not in state and "ruleset" not in state
    assert "game_over" not in result
    assert english(GAME.final_standing(state, ["Ann"]).outcome) == "Ann wins with 50 points."


def play_solo_table(client, player_wins):
    table = make_table(client, "curse-you-robin-hood", players=1)
    assert table.join("Ann").status_code == 201
    for move, seat in solo_moves(player_wins):
        answer = table.move(table.host if seat is None else table.seat(0), **move)
        assert answer.status_code == 201, answer.json
    return table, answer


def test_c9_through_the_table_endpoints_the_legends_win_a_tie(client, app):
    table, last = play_solo_table(client, player_wins=False)
    assert last.json["status"] == {"finished": True, "winners": []}
    assert last.json["result"]["game_over"] == {"winners": LEGENDS, "legends_won": True}
    spectator = bearer(table.created["spectator_token"])
    result = table.result(spectator).json
    assert result["outcome"].startswith("The Legends win: Ann has 50 points")
    assert [(p["name"], p["score"], p["winner"]) for p in result["players"]] == [("Ann", 50, False)]
    assert result["notes"][0]["ruling"] == "C9"
    assert result["bg_stats"]["players"][0]["winner"] is False and result["bg_stats"]["players"][0]["score"] == 50
    exported = json.loads(table.export(table.host, format="json").data)
    assert exported["result"]["outcome"] == result["outcome"]
    assert exported["result"]["players"][0]["winner"] is False
    rows = list(csv.DictReader(io.StringIO(table.log_csv(table.host).data.decode())))
    assert rows[-1]["result"].endswith("; the Legends won")  # C9
    store = app.extensions["sherwood"].store
    entries = [{"kind": e["kind"], "move": e["move"], "seat": e["seat"]} for e in store.log(table.id)]
    stored = store.table(table.id)
    assert engine.replay(GAME, stored["options"], entries) == stored["state"]


def test_c9_through_the_table_endpoints_the_player_beats_the_legends(client):
    table, last = play_solo_table(client, player_wins=True)
    assert last.json["status"] == {"finished": True, "winners": [0]}
    result = table.result(table.host).json
    assert result["outcome"] == "Ann beats the Legends with 50 points."
    assert result["bg_stats"]["players"][0]["winner"] is True
    rows = list(csv.DictReader(io.StringIO(table.log_csv(table.host).data.decode())))
    assert rows[-1]["result"].endswith("; Ann won")  # C9


def test_c9_a_legend_ahead_is_named_in_the_result():
    state, _ = play_solo(new_options(), player_wins=False)
    state["totals"] = {"p0": 41, "friar-tuck": 9, "the-sheriff": 58, "little-john": 12}  # scores of another game
    standing = GAME.final_standing(state, ["Ann"])
    assert english(standing.outcome) == "The Legends win: the Sheriff has 58 points, Ann 41 points."
    assert english(standing.notes[0].text) == ("Ann needed more points than each Legend: Friar Tuck 9 points, the Sheriff 58"
                                      " points and Little John 12 points.")
