"""The result of a finished score pad through the HTTP API, and its BG Stats play."""
import json
import urllib.parse


from tests.helpers import bearer, chart_point, person_of


def play_to_the_end(pad, clock):
    """Ann 5, Bob 7, Ann +2 (a tie at 7), then the host ends it: a shared win (SP4)."""
    for seat, points in ((0, 5), (1, 7), (0, 2)):
        clock.advance(600)
        assert pad.move(pad.seat(seat), type="add", points=points).status_code == 201
    clock.advance(60)
    assert pad.move(pad.host, type="finish").status_code == 201


def test_no_result_before_the_end(pad):
    pad.move(pad.seat(0), type="add", points=3)
    response = pad.result(pad.host)
    assert response.status_code == 409
    assert response.json["detail"] == "The game is not over yet."


def test_result_of_a_shared_win(pad, clock):
    start = clock.now
    play_to_the_end(pad, clock)
    result = pad.result(pad.seat(1)).json
    assert result["table_id"] == pad.id and result["game"] == "score-pad" and result["game_name"] == "Score pad"
    # Play is timed from the first move: the 10 minutes before it were a wait, not play.
    assert result["started_at"] == start + 600 and result["finished_at"] == start + 1860
    assert result["duration_seconds"] == 1260 and result["duration_minutes"] == 21 and result["moves"] == 4
    assert (result["cooperative"], result["high_wins"], result["no_points"], result["measure"]) == (False, True, False, "points")
    assert result["outcome"] == "Ann and Bob share the win with 7 points each."
    assert [(p["name"], p["score"], p["rank"], p["winner"]) for p in result["players"]] == [
        ("Ann", 7, 1, True), ("Bob", 7, 1, True), ("Player 3", 0, 3, False)]
    assert result["tie_breaks"] == [{"ruling": "SP4", "text": "Ann and Bob have 7 points each: equal highest scores"
                                                              " share the win."}]
    assert result["series"] == {"id": pad.id, "tables": [pad.id], "previous": None, "next": None}


def test_progress_has_a_point_per_move_that_stands_numbered_as_in_the_log(pad, clock):
    """The chart's axis used to count standing moves (Move 1-4) while the log read 3-6."""
    pad.move(pad.seat(0), type="add", points=4)  # move 1, undone by move 2
    pad.undo(pad.seat(0))
    play_to_the_end(pad, clock)
    progress = pad.result(pad.host).json["progress"]
    assert progress["unit"] == "Move"
    assert progress["points"] == [
        chart_point("Move 3", [5, 0, 0]), chart_point("Move 4", [5, 7, 0]),
        chart_point("Move 5", [7, 7, 0]), chart_point("Move 6", [7, 7, 0])]
    assert pad.result(pad.host).json["moves"] == 4  # the undone move does not count


def test_a_goal_reached_wins_alone(client, clock):
    from tests.helpers import make_table

    table = make_table(client, "score-pad", players=2, goal=10)
    table.join("Ann"), table.join("Bob")
    table.move(table.seat(1), type="add", points=4)
    table.move(table.seat(0), type="add", points=12)
    result = table.result(table.created["spectator_token"] and bearer(table.created["spectator_token"])).json
    assert result["outcome"] == "Ann wins with 12 points, reaching the goal of 10."
    assert [(p["rank"], p["winner"]) for p in result["players"]] == [(1, True), (2, False)]


def test_bg_stats_payload_field_by_field(pad, clock):
    play_to_the_end(pad, clock)
    result = pad.result(pad.host, bgg_id=12345).json
    payload = result["bg_stats"]
    assert set(payload) == {"sourceName", "sourcePlayId", "playDate", "durationMin", "location", "comments", "game",
                            "players"}
    assert payload["sourceName"] == "Sherwood Table" and payload["location"] == "Sherwood Table"
    assert payload["sourcePlayId"] == pad.id
    assert payload["playDate"] == "2027-01-15 08:31:00"  # 1_800_000_000 + 1860 s, UTC (no utc_offset given)
    assert payload["durationMin"] == 21
    assert payload["comments"] == result["outcome"] == "Ann and Bob share the win with 7 points each."
    assert payload["game"] == {"name": "Score pad", "sourceGameId": "score-pad", "highestWins": True,
                               "noPoints": False, "bggId": 12345}
    # Seat 3 was never taken: not a player of the play. Ann typed first, but anyone scores in any order on a
    # score pad: nobody is known to have started, so no start player is sent (issue 34).
    assert payload["players"] == [
        {"name": "Ann", "sourcePlayerId": person_of(pad.client, "Ann"), "score": 7, "rank": 1, "winner": True},
        {"name": "Bob", "sourcePlayerId": person_of(pad.client, "Bob"), "score": 7, "rank": 1, "winner": True},
    ]
    assert result["start_known"] is False and not any(p["start_player"] for p in result["players"])
    base, _, query = result["bg_stats_url"].partition("?")
    assert base == "https://app.bgstatsapp.com/createPlay.html"
    (data,) = urllib.parse.parse_qs(query)["data"]
    assert json.loads(data) == payload


def test_bg_stats_play_in_the_tables_local_time_and_named_after_the_real_game(client, clock):
    """The phone sends its offset (minutes east of UTC); a score pad names the game it scored, so BG
    Stats files its plays under that game (with its BoardGameGeek id when the host gave one)."""
    from tests.helpers import make_table

    table = make_table(client, "score-pad", players=2, game_name="Carcassonne", bgg_id=822)
    table.join("Ann"), table.join("Bob")
    table.move(table.seat(1), type="add", points=4)
    table.move(table.host, type="finish")
    utc = table.result(table.host).json
    local = table.result(table.host, utc_offset=-300).json  # New York in winter
    assert utc["game_name"] == "Carcassonne" and local["utc_offset"] == -300
    assert local["bg_stats"]["game"] == {"name": "Carcassonne", "sourceGameId": "score-pad:carcassonne",
                                         "highestWins": True, "noPoints": False, "bggId": 822}
    hours = int(utc["bg_stats"]["playDate"][11:13]) - int(local["bg_stats"]["playDate"][11:13])
    assert hours % 24 == 5
    assert all("startPlayer" not in p for p in local["bg_stats"]["players"])  # Bob typed first: he did not start
    assert table.result(table.host, utc_offset=15 * 60).status_code == 422


def test_sp12_a_start_player_the_table_named_goes_to_the_results_and_bg_stats(client, clock):
    from tests.helpers import make_table

    table = make_table(client, "score-pad", players=2)
    table.join("Ann"), table.join("Bob")
    table.move(table.seat(0), type="starter", starting_seat=1)  # Ann says Bob goes first
    table.move(table.seat(0), type="add", points=4)  # and types first all the same
    table.move(table.host, type="finish")
    result = table.result(table.host).json
    assert result["start_known"] is True
    assert [p["start_player"] for p in result["players"]] == [False, True]
    assert [p.get("startPlayer", False) for p in result["bg_stats"]["players"]] == [False, True]


def test_bgg_id_only_when_given_and_bad_ones_refused(pad, clock):
    play_to_the_end(pad, clock)
    assert "bggId" not in pad.result(pad.host).json["bg_stats"]["game"]
    for bad in ("0", "-3", "abc", "1.5"):
        response = pad.result(pad.host, bgg_id=bad)
        assert response.status_code == 422, bad
        assert response.json["detail"]


def test_result_needs_a_token_of_the_table(pad, clock, client):
    from tests.helpers import make_table

    play_to_the_end(pad, clock)
    other = make_table(client, "score-pad", players=2)
    assert pad.result({}).status_code == 401
    assert pad.result(other.host).status_code == 403
    assert pad.result(bearer(pad.created["spectator_token"])).status_code == 200


def test_undoing_the_last_move_takes_the_result_back(pad, clock):
    play_to_the_end(pad, clock)
    assert pad.result(pad.host).status_code == 200
    assert pad.undo(pad.host).status_code == 201  # the host takes back "finish"
    assert pad.result(pad.host).status_code == 409
    assert pad.rematch(pad.host).status_code == 409


def test_an_idle_rematch_is_timed_from_its_first_move(pad, clock):
    """'Played in 18 min, 3 moves' for a rematch played in seconds. Play is timed from
    the first move to the end, the same on the screen (duration_minutes) and in BG Stats."""
    play_to_the_end(pad, clock)
    rematch = pad.rematch(pad.host).json["table_id"]
    clock.advance(18 * 60)  # the table waits while people talk
    for seat, points in ((0, 3), (1, 1)):
        clock.advance(20)
        assert pad.client.post(f"/api/v1/tables/{rematch}/moves", json={"type": "add", "points": points},
                               headers=pad.seat(seat)).status_code == 201
    clock.advance(20)
    assert pad.client.post(f"/api/v1/tables/{rematch}/moves", json={"type": "finish"},
                           headers=pad.host).status_code == 201
    result = pad.client.get(f"/api/v1/tables/{rematch}/result", headers=pad.host).json
    assert result["duration_seconds"] == 40 and result["duration_minutes"] == 1
    assert result["bg_stats"]["durationMin"] == 1
    assert result["finished_at"] - result["started_at"] == 40
