"""The score pad as a real score sheet (rounds, lowest-wins, a goal or a round
limit, teams), in the engine and through the HTTP API, with its results, BG Stats play and exports.

Rulings: SP5 (one cell a side a round), SP6 (rounds in order, within the limit, the sheet's move),
SP7 (the round limit ends it), SP8 (a goal ends it at the end of the round), SP9 (lowest wins),
SP10 (a team scores together), SP11 (what teams may be).
"""
from __future__ import annotations

import csv
import io

import pytest

import engine
from tests.helpers import Table, chart_point, correct, english, full_replay, make_table, stored_state, person_of

PAD = engine.get("score-pad")


def sheet(**options):
    return PAD.setup(engine.validate_options(PAD, {"players": 3, "sheet": True, **options}))


def play(state, *moves):
    """Each (seat, move) in turn; the last result."""
    result = None
    for seat, move in moves:
        state, result = engine.play(PAD, state, move, seat)
    return state, result


def cell(round_, points):
    return {"type": "score", "round": round_, "points": points}


# -- the engine ---------------------------------------------------------------------------

def test_a_table_without_the_new_options_is_the_pad_as_it_was():
    """A plain pad's state, results and replays are exactly the ones of before the score sheet: its state has
    none of the sheet's keys, whether its options were stored by an older release or by this one."""
    old = {"seats": 2, "goal": None, "scores": [0, 0], "notes": ["", ""], "finished": False, "winners": []}
    assert PAD.setup({"players": 2, "goal": None}) == old  # options as an older release stored them
    assert PAD.setup(engine.validate_options(PAD, {"players": 2})) == old
    state, result = engine.play(PAD, old, {"type": "add", "points": 5}, 1)
    assert result == {"seat": 1, "points": 5, "score": 5}  # exactly the result older logs hold
    assert state == {**old, "scores": [0, 5]}
    state, result = engine.play(PAD, state, {"type": "finish"}, None)
    assert result == {"winners": [1]} and PAD.final_standing(state, ["Ann", "Bob"]).high_wins


def test_sp7_the_round_limit_ends_the_game_when_every_side_has_its_last_cell():
    state = sheet(rounds=2)
    state, _ = play(state, (0, cell(1, 5)), (1, cell(1, 3)), (2, cell(1, 0)), (0, cell(2, 1)), (1, cell(2, 4)))
    assert not PAD.status(state)["finished"] and state["round"] == 2
    state, result = play(state, (2, cell(2, 2)))
    assert PAD.status(state) == {"finished": True, "winners": [1]}  # Bob 7, Ann 6, Cy 2
    assert result == {"seat": 2, "seats": [2], "round": 2, "points": 2, "total": 2, "winners": [1]}
    assert state["rows"] == [[5, 3, 0], [1, 4, 2]] and state["totals"] == [6, 7, 2]


def test_sp8_a_goal_ends_the_game_at_the_end_of_the_round_it_is_reached_in():
    state = sheet(goal=10)
    state, _ = play(state, (0, cell(1, 12)))
    assert not PAD.status(state)["finished"]  # the others still play round 1
    state, _ = play(state, (1, cell(1, 15)), (2, cell(1, 1)))
    assert PAD.status(state) == {"finished": True, "winners": [1]}


def test_sp9_lowest_wins_with_a_goal_ending_it():
    state = sheet(goal=20, lowest_wins=True)
    state, _ = play(state, (0, cell(1, 8)), (1, cell(1, 12)), (2, cell(1, 5)),
                    (0, cell(2, 13)), (1, cell(2, 1)), (2, cell(2, 9)))
    assert PAD.status(state) == {"finished": True, "winners": [1]}  # Ann reached 21; Bob's 13 is the lowest
    standing = PAD.final_standing(state, ["Ann", "Bob", "Cy"])
    assert not standing.high_wins
    assert [(p.score, p.rank, p.winner) for p in standing.players] == [(21, 3, False), (13, 1, True), (14, 2, False)]
    assert english(standing.outcome) == "Bob wins with 13 points (lowest wins)."


def test_sp9_equal_lowest_totals_share_the_win_when_the_host_ends_it():
    state, _ = play(sheet(lowest_wins=True), (0, cell(1, -2)), (1, cell(1, 4)), (2, cell(1, -2)))
    state, result = engine.play(PAD, state, {"type": "finish"}, None)
    assert result == {"winners": [0, 2]}
    standing = PAD.final_standing(state, ["Ann", "Bob", "Cy"])
    assert standing.tie_breaks[0].ruling == "SP9"
    assert english(standing.tie_breaks[0].text) == "Ann and Cy have -2 points each: equal lowest scores share the win."


def test_sp9_lowest_wins_without_a_sheet_and_a_goal_ends_it_at_once():
    state = PAD.setup(engine.validate_options(PAD, {"players": 2, "goal": 10, "lowest_wins": True}))
    state, _ = play(state, (0, {"type": "add", "points": 4}), (1, {"type": "add", "points": 11}))
    assert PAD.status(state) == {"finished": True, "winners": [0]}


def test_sp5_a_cell_is_entered_once():
    state, _ = play(sheet(), (0, cell(1, 5)))
    with pytest.raises(engine.RuleError) as caught:
        engine.play(PAD, state, cell(1, 6), 0)
    assert caught.value.rule == "SP5" and "correction" in english(caught.value)


def test_sp5_a_teams_cell_is_entered_once_by_any_of_its_players():
    state, _ = play(sheet(players=4, teams=[[0, 2], [1, 3]]), (2, cell(1, 5)))
    with pytest.raises(engine.RuleError) as caught:
        engine.play(PAD, state, cell(1, 3), 0)  # Ann's teammate entered it already
    assert caught.value.rule == "SP5"


def test_sp6_rounds_in_order_within_the_limit_and_the_right_move_for_the_table():
    for state, move, field in ((sheet(), cell(2, 1), "round"), (sheet(rounds=1), cell(2, 1), "round"),
                               (sheet(), {"type": "add", "points": 1}, "type"),
                               (PAD.setup(engine.validate_options(PAD, {"players": 2})), cell(1, 1), "type")):
        with pytest.raises(engine.RuleError) as caught:
            engine.play(PAD, state, move, 0)
        assert caught.value.rule == "SP6" and field in caught.value.errors, move
    with pytest.raises(engine.RuleError) as caught:
        engine.validate_options(PAD, {"players": 2, "rounds": 3})
    assert caught.value.rule == "SP6"


def test_sp6_a_side_may_run_ahead_of_the_others():
    state, _ = play(sheet(), (0, cell(1, 1)), (0, cell(2, 1)))
    assert state["rows"] == [[1, None, None], [1, None, None]] and state["round"] == 1


def test_sp10_a_team_scores_together_and_shares_its_win():
    state = sheet(players=4, rounds=1, teams=[[0, 2]])
    assert state["sides"] == [[0, 2], [1], [3]]
    state, result = play(state, (2, cell(1, 9)), (1, cell(1, 5)), (3, cell(1, 8)))
    assert state["scores"] == [9, 5, 9, 8] and state["totals"] == [9, 5, 8]
    assert PAD.status(state) == {"finished": True, "winners": [0, 2]}
    standing = PAD.final_standing(state, ["Ann", "Bob", "Cy", "Di"])
    # SP10: places among the three sides, not among the four seats (Di is 2nd, not 3rd; Bob 3rd, not 4th).
    assert [(p.rank, p.winner) for p in standing.players] == [(1, True), (3, False), (1, True), (2, False)]
    assert standing.teams == [[0, 2]]
    assert english(standing.outcome) == "Ann and Cy win together with 9 points."
    assert [(n.ruling, english(n.text)) for n in standing.notes] == [
        ("SP10", "Ann and Cy played as a team and share its score, rank and win.")]


def test_sp10_teams_without_a_sheet_add_to_the_team():
    state = PAD.setup(engine.validate_options(PAD, {"players": 3, "teams": [[0, 1]]}))
    state, result = play(state, (0, {"type": "add", "points": 3}), (1, {"type": "add", "points": 4}))
    assert state["scores"] == [7, 7, 0] and result == {"seat": 1, "points": 4, "score": 7, "seats": [0, 1]}
    assert english(PAD.result_sentence({"type": "add"}, result, ["Ann", "Bob", "Cy"])) == "Bob (team Ann and Bob) +4: 7 in all"


@pytest.mark.parametrize("teams, said", [
    ([[0, 1], [1, 2]], "two teams"), ([[0, 5]], "no seat 6"),
    ([[0, 1, 2]], "two sides"),
])
def test_sp11_teams_are_checked(teams, said):
    with pytest.raises(engine.RuleError) as caught:
        engine.validate_options(PAD, {"players": 3, "teams": teams})
    assert caught.value.rule == "SP11" and said in english(caught.value)


def test_sp11_a_team_of_one_is_refused_by_the_schema_and_by_the_rule():
    with pytest.raises(engine.RuleError) as caught:
        engine.validate_options(PAD, {"players": 3, "teams": [[0]]})
    assert "teams.0" in caught.value.errors  # the published schema says minItems 2
    with pytest.raises(engine.RuleError) as caught:
        PAD.setup({"players": 3, "goal": None, "teams": [[0]]})  # a direct engine caller
    assert caught.value.rule == "SP11" and "two players or more" in english(caught.value)


# -- through the API ----------------------------------------------------------------------

def teams_table(client) -> Table:
    """Four players, two teams (Ann and Cy, Bob and Di), three rounds, lowest wins."""
    table = make_table(client, "score-pad", players=4, sheet=True, rounds=3, lowest_wins=True,
                       teams=[[0, 2], [1, 3]], game_name="Hearts")
    for name in ("Ann", "Bob", "Cy", "Di"):
        assert table.join(name).status_code == 201
    return table


def enter(table: Table, headers, round_: int, points: int):
    answer = table.move(headers, type="score", round=round_, points=points)
    assert answer.status_code == 201, answer.json
    return answer


def test_a_teams_game_with_lowest_wins_played_to_the_end(client, app, clock):
    table = teams_table(client)
    enter(table, table.seat(0), 1, 10)  # Ann for Ann and Cy
    enter(table, table.seat(3), 1, 16)  # Di for Bob and Di
    double = table.move(table.seat(2), type="score", round=1, points=4)  # Cy: the team's cell is entered
    assert double.status_code == 422 and double.json["rule"] == "SP5"
    assert table.get(table.host).json["version"] == 2
    enter(table, table.seat(2), 2, 9)
    assert table.move(table.host, type="score", round=2, points=0, seat=1).status_code == 201  # the host, for Bob
    view = table.get(table.seat(1)).json["state"]
    assert view["sides"] == [[0, 2], [1, 3]] and view["rows"][0] == [10, 16] and view["round"] == 3
    enter(table, table.seat(1), 3, 7)
    enter(table, table.seat(0), 3, 6)  # the last cell of the last round: SP7
    view = table.get(table.host).json
    assert view["status"] == {"finished": True, "winners": [1, 3]}  # Ann's team 25, Bob's 23: the lowest wins
    assert full_replay(app, table) == stored_state(app, table)


def test_the_host_enters_for_a_seat(client):
    table = teams_table(client)
    answer = table.move(table.host, type="score", round=1, points=4, seat=1)
    assert answer.status_code == 201 and answer.json["result"]["seats"] == [1, 3]


def played(client, clock) -> Table:
    """Ann's team 10 + 9 + 6 = 25, Bob's team 16 + 0 + 7 = 23: Bob's team wins (lowest)."""
    table = teams_table(client)
    for headers, round_, points, seat in ((0, 1, 10, None), (3, 1, 16, None), (2, 2, 9, None), ("host", 2, 0, 1),
                                          (1, 3, 7, None), (0, 3, 6, None)):
        clock.advance(300)
        who = table.host if headers == "host" else table.seat(headers)
        body = {"type": "score", "round": round_, "points": points, **({"seat": seat} if seat is not None else {})}
        assert table.move(who, **body).status_code == 201
    return table


def test_lowest_wins_teams_result_and_bg_stats(client, clock):
    table = played(client, clock)
    result = table.result(table.host).json
    assert result["high_wins"] is False and result["game_name"] == "Hearts"
    assert result["outcome"] == "Bob and Di win together with 23 points (lowest wins)."
    # SP10: two sides, so the losing team is 2nd, not 3rd (issue 34); each player says its team.
    assert [(p["name"], p["score"], p["rank"], p["winner"], p["team"]) for p in result["players"]] == [
        ("Ann", 25, 2, False, "Ann & Cy"), ("Bob", 23, 1, True, "Bob & Di"), ("Cy", 25, 2, False, "Ann & Cy"),
        ("Di", 23, 1, True, "Bob & Di")]
    assert [n["ruling"] for n in result["notes"]] == ["SP10", "SP10"]
    assert result["progress"] == {"unit": "Round", "unit_key": "round", "measure": "points", "points": [  # a point per round
        chart_point("Round 1", [10, 16, 10, 16]), chart_point("Round 2", [19, 16, 19, 16]),
        chart_point("Round 3", [25, 23, 25, 23])]}
    payload = result["bg_stats"]
    assert payload["game"]["highestWins"] is False and payload["game"]["noPoints"] is False
    # BG Stats: each player's team (its play groups players by the same team name), the sides' places, and no
    # start player: Ann typed first, which on a score pad says nothing of who started (issue 34).
    assert payload["players"] == [
        {"name": "Ann", "sourcePlayerId": person_of(client, "Ann"), "score": 25, "rank": 2, "winner": False, "team": "Ann & Cy"},
        {"name": "Bob", "sourcePlayerId": person_of(client, "Bob"), "score": 23, "rank": 1, "winner": True, "team": "Bob & Di"},
        {"name": "Cy", "sourcePlayerId": person_of(client, "Cy"), "score": 25, "rank": 2, "winner": False, "team": "Ann & Cy"},
        {"name": "Di", "sourcePlayerId": person_of(client, "Di"), "score": 23, "rank": 1, "winner": True, "team": "Bob & Di"},
    ]


def test_a_cell_is_corrected_and_undone(client, app, clock):
    table = played(client, clock)
    assert table.get(table.host).json["status"]["winners"] == [1, 3]
    # Ann's round 1 was 1, not 10: her team now has 16 against 23, and wins.
    fixed = correct(table, table.host, {"version": 1, "move": {"type": "score", "round": 1, "points": 1}})
    assert fixed.status_code == 201, fixed.json
    view = table.get(table.host).json
    assert view["state"]["rows"][0] == [1, 16] and view["state"]["totals"] == [16, 23]
    assert view["status"]["winners"] == [0, 2]
    assert full_replay(app, table) == stored_state(app, table)
    assert table.undo(table.host).status_code == 201  # takes back the correction
    assert table.get(table.host).json["state"]["totals"] == [25, 23]
    assert table.undo(table.host).status_code == 201  # and Ann's last cell: the game is on again
    view = table.get(table.host).json
    assert view["status"]["finished"] is False and view["state"]["rows"][2] == [None, 7]
    enter(table, table.seat(2), 3, 2)  # Cy enters the team's last cell instead
    assert table.get(table.host).json["status"]["winners"] == [0, 2]  # 21 against 23


def test_the_log_csv_says_each_cell_in_words(client, clock):
    table = played(client, clock)
    rows = list(csv.DictReader(io.StringIO(table.log_csv(table.host).get_data(as_text=True))))
    assert [row["result"] for row in rows] == [
        "Ann (team Ann and Cy), round 1: +10, 10 in all",
        "Di (team Bob and Di), round 1: +16, 16 in all",
        "Cy (team Ann and Cy), round 2: +9, 19 in all",
        "Bob (team Bob and Di), round 2: 0, 16 in all",
        "Bob (team Bob and Di), round 3: +7, 23 in all",
        "Ann (team Ann and Cy), round 3: +6, 25 in all. Game over: Bob and Di won",
    ]
    assert (rows[0]["move_name"], rows[0]["move_type"], rows[0]["move.points"]) == ("round score", "score", "10")


def test_results_csv_ranks_the_lowest_first(client, clock):
    table = played(client, clock)
    rows = list(csv.DictReader(io.StringIO(table.results_csv(table.host).get_data(as_text=True))))
    # SP10: the losing team is 2nd of two sides; the team column names each player's team; no start player.
    assert [(r["game"], r["player"], r["score"], r["rank"], r["winner"], r["start player"], r["team"]) for r in rows] == [
        ("Hearts", "Bob", "23", "1", "yes", "", "Bob & Di"), ("Hearts", "Di", "23", "1", "yes", "", "Bob & Di"),
        ("Hearts", "Ann", "25", "2", "no", "", "Ann & Cy"), ("Hearts", "Cy", "25", "2", "no", "", "Ann & Cy")]


def test_sp10_a_sheet_named_hearts_is_hearts_on_its_series(client, clock):
    """Issue 34: the series of a score pad that scored Hearts is Hearts, not "Score pad"."""
    table = played(client, clock)
    series = table.series(table.host)
    assert series.status_code == 200, series.json
    assert series.json["game_name"] == "Hearts"


def test_a_refused_option_names_its_field(client):
    answer = client.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 3, "teams": [[0, 0]]}})
    assert answer.status_code == 422 and answer.json["rule"] == "SP11"
