"""The export of a table, JSON and CSV, with private fields blanked as in the log; the
CSVs on their own paths (log.csv, results.csv), players by name everywhere, cards in words, corrected rows
showing what stands with what was entered beside it."""
import csv
import io
import json
import re

from tests.helpers import bearer, make_table
from tests.games.goods.test_whole_game import play_four_player_advanced_game

AMY, CARLOS = 0, 1


def whole_log(table, headers):
    """Every log entry through the log endpoint, page by page."""
    entries, page = [], 1
    while True:
        response = table.log(headers, page=page, page_size=50)
        entries += response.json
        if len(response.json) < 50:
            return entries
        page += 1


def test_json_export_round_trips_to_the_log_and_the_result(client):
    table = play_four_player_advanced_game(client)
    amy = table.seat(AMY)
    response = table.export(amy, format="json")
    assert response.status_code == 200 and response.mimetype == "application/json"
    assert response.headers["Content-Disposition"] == f'attachment; filename="sherwood-robin-hood-goods-{table.id}.json"'
    exported = json.loads(response.data)
    assert exported["log"] == whole_log(table, amy)
    assert exported["table"] == table.get(amy).json
    assert exported["result"] == table.result(amy).json


def test_csv_has_one_row_per_entry_and_blanks_other_seats_private_fields(client):
    table = play_four_player_advanced_game(client)
    response = table.log_csv(table.seat(AMY))
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert response.headers["Content-Disposition"] == (
        f'attachment; filename="sherwood-robin-hood-goods-{table.id}-log.csv"')
    rows = list(csv.DictReader(io.StringIO(response.data.decode())))
    log = whole_log(table, table.seat(AMY))
    assert len(rows) == len(log) == table.get(table.host).json["version"]
    assert list(rows[0]) == ["version", "time", "seat", "player", "entered by", "kind", "move", "details", "result",
                             "entered as", "result when entered", "undone", "corrected by", "result changed by"]
    # For a spreadsheet: seats counted from 1 as on the screens, moves and results in words, no JSON.
    week_goods = [row for row in rows if row["move"] == "week goods"]
    mine = [row for row in week_goods if row["seat"] == str(AMY + 1)]
    theirs = [row for row in week_goods if row["seat"] == str(CARLOS + 1)]
    assert mine and theirs and {row["player"] for row in mine} == {"Amy"}
    assert "approved: chicken 4, silk 3" in mine[0]["details"] and "(private)" not in mine[0]["details"]
    assert all("approved: (private)" in row["details"] and "stored: (private)" in row["details"] for row in theirs)
    # Results as short sentences: Carlos's sales are his; Amy reads only that he entered them.
    assert mine[0]["result"].startswith("Amy sold ") and " for $" in mine[0]["result"]
    assert all(row["result"].startswith("Carlos entered the week's goods (private)") for row in theirs)
    assert not any("$" in row["result"] for row in theirs)
    assert not any(cell.lstrip().startswith(("{", "[")) for row in rows for cell in row.values())
    assert rows[0]["time"].endswith("Z") and rows[0]["time"].startswith("2027-01-15T08:00:00")
    assert {row["player"] for row in week_goods} == {"Amy", "Carlos", "Luish", "Michel"}
    # Seats inside results are names too (one numbering everywhere): the bags that passed, the targets.
    ended = [row["result"] for row in rows if row["move"] == "end of the turn" and "passed unopened" in row["result"]]
    assert ended and all(re.fullmatch(r"Turn \d+ is over: ((Amy|Carlos|Luish|Michel)'s(, | and )?)+ bags? passed unopened",
                                      text) for text in ended), ended
    inspections = [row["result"] for row in rows if row["move"] == "inspection"]
    assert inspections and all(re.match(r"The Sheriff inspected (Amy|Carlos|Luish|Michel)", text) for text in inspections)
    assert not any(re.search(r"target: \d|seat \d", row["result"]) for row in rows)


def test_the_spectator_export_hides_every_private_field(client):
    table = play_four_player_advanced_game(client)
    exported = table.export(bearer(table.created["spectator_token"])).json  # JSON by default
    week_goods = [e for e in exported["log"] if e["move"]["type"] == "week_goods"]
    assert week_goods and all(e["move"]["approved"] is None for e in week_goods)
    assert exported["table"]["you"]["role"] == "spectator" and exported["table"]["join_code"] is None


def test_export_before_the_end_has_no_result(pad):
    pad.move(pad.seat(0), type="add", points=3)
    pad.move(pad.seat(1), type="note", text="bluff")
    exported = pad.export(pad.seat(0)).json
    assert exported["result"] is None and len(exported["log"]) == 2
    assert exported["log"][1]["move"]["text"] is None  # Bob's note, read by Ann
    rows = list(csv.DictReader(io.StringIO(pad.log_csv(pad.seat(1)).data.decode())))
    assert rows[1]["details"] == "text: bluff" and rows[1]["seat"] == "2"  # Bob reads his own
    theirs = list(csv.DictReader(io.StringIO(pad.log_csv(pad.seat(0)).data.decode())))
    assert theirs[1]["details"] == "text: (private)" and "bluff" not in str(theirs)  # Ann does not
    assert [row["undone"] for row in rows] == ["no", "no"]


def test_undone_and_corrected_entries_are_flagged_in_the_csv(pad):
    from tests.helpers import correct

    pad.move(pad.seat(0), type="add", points=3)
    pad.move(pad.seat(0), type="add", points=4)
    pad.undo(pad.seat(0))
    correct(pad, pad.host, {"version": 1, "move": {"type": "add", "points": 5}})
    rows = list(csv.DictReader(io.StringIO(pad.log_csv(pad.host).data.decode())))
    assert [(r["version"], r["kind"], r["undone"], r["corrected by"]) for r in rows] == [
        ("1", "move", "no", "4"), ("2", "move", "yes", ""), ("3", "undo", "no", ""), ("4", "correction", "no", "")]
    # A corrected row shows what stands, with what was entered in its own column.
    assert rows[0]["details"] == "points: 5" and rows[0]["entered as"] == "points: 3"
    assert rows[0]["result"] == "Ann +5: 5 in all"
    assert rows[0]["result when entered"] == "Ann +3: 3 in all"
    assert rows[2]["details"] == "took back move 2"
    assert rows[3]["details"] == "move 1 (points): points: 3 -> points: 5"


def test_old_csv_links_are_sent_to_log_csv(pad):
    pad.move(pad.seat(0), type="add", points=3)
    response = pad.export(pad.host, format="csv")
    assert response.status_code == 308 and response.headers["Location"] == f"/api/v1/tables/{pad.id}/log.csv"


def test_results_csv_has_one_row_per_seated_player(pad, clock):
    for seat, points in ((0, 5), (1, 7)):
        clock.advance(300)
        pad.move(pad.seat(seat), type="add", points=points)
    assert pad.results_csv(pad.host).status_code == 409  # not over yet
    clock.advance(300)
    pad.move(pad.host, type="finish")
    response = pad.results_csv(pad.host, utc_offset=60)
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert response.headers["Content-Disposition"] == f'attachment; filename="sherwood-score-pad-{pad.id}-results.csv"'
    rows = list(csv.DictReader(io.StringIO(response.data.decode())))
    # Seat 3, never taken, is not a player. Ann typed first, which on a score pad says nothing of who started:
    # the start player column stays empty (issue 34); the team column is empty for players in no team.
    assert [(r["player"], r["score"], r["rank"], r["winner"], r["start player"], r["team"]) for r in rows] == [
        ("Bob", "7", "1", "yes", "", ""), ("Ann", "5", "2", "no", "", "")]
    assert list(rows[0])[-1] == "team"  # added last: the columns before it are as they were
    assert {r["game"] for r in rows} == {"Score pad"} and {r["duration (min)"] for r in rows} == {"10"}
    finished = pad.result(pad.host, utc_offset=60).json["finished_at"]
    import time
    assert {r["date"] for r in rows} == {time.strftime("%Y-%m-%d %H:%M", time.gmtime(finished + 3600))}
    assert pad.results_csv(pad.host, utc_offset=9999).status_code == 422


def test_bad_input_gets_4xx_and_stores_nothing(pad):
    pad.move(pad.seat(0), type="add", points=1)
    pad.move(pad.host, type="finish")
    before = pad.get(pad.host).json
    for bad in ("xml", "", "JSON"):
        response = pad.export(pad.host, format=bad)
        assert response.status_code == 422 and response.json["detail"], bad
    assert pad.export({}).status_code == 401
    assert pad.result(pad.host, bgg_id="x").status_code == 422
    assert pad.client.post(f"/api/v1/tables/{pad.id}/rematch", headers=pad.seat(0)).status_code == 403
    after = pad.get(pad.host).json
    assert after == before  # nothing stored: same version, no rematch
    assert pad.series(pad.host).json["tables"][0]["table_id"] == pad.id and len(pad.series(pad.host).json["tables"]) == 1


def test_csv_names_seats_kept_as_labels(client):
    """Curse keeps seats as labels (p0, p1...): the spreadsheet shows names, and Legends in words."""
    table = make_table(client, "curse-you-robin-hood", players=3)
    for name in ("Ann", "Bob", "Cat"):
        table.join(name)
    table.move(table.host, type="market", cards=[{"good": "ale", "rank": r} for r in (1, 2, 3)])
    table.move(table.seat(0), type="reveal", card={"good": "meat", "rank": 9})
    rows = list(csv.DictReader(io.StringIO(table.log_csv(table.seat(1)).data.decode())))
    assert rows[0]["details"] == "cards: Ale 1, Ale 2, Ale 3" and rows[0]["seat"] == ""  # the host's move
    assert rows[1]["result"] == "Ann has chosen a card; waiting for Friar Tuck, Bob and Cat"  # Bob reads no card: C10
    rows = list(csv.DictReader(io.StringIO(table.log_csv(table.seat(0)).data.decode())))
    assert rows[1]["result"] == "Ann revealed Meat 9; waiting for Friar Tuck, Bob and Cat"


def test_c9_a_solo_player_who_lost_to_the_legends_is_not_first_in_results_csv(client):
    """Issue 34: the Legends won, so the player's rank is 2, not 1: first place is a winner's (api/results.py
    place); the rank follows the standing's winner flag in the result, BG Stats and results.csv alike."""
    from tests.games.curse.test_bluffs_and_solo_games import play_solo_table

    for player_wins, rank, winner in ((False, "2", "no"), (True, "1", "yes")):
        table, _ = play_solo_table(client, player_wins=player_wins)
        [row] = list(csv.DictReader(io.StringIO(table.results_csv(table.host).data.decode())))
        assert (row["player"], row["rank"], row["winner"]) == ("Ann", rank, winner)
        result = table.result(table.host).json
        assert result["players"][0]["rank"] == result["bg_stats"]["players"][0]["rank"] == int(rank)
