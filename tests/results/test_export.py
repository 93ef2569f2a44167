"""The export of a table, JSON and CSV, with private fields blanked as in the log; the
CSVs on their own paths (log.csv, results.csv), players by name everywhere, cards in words, corrected rows
showing what stands with what was entered beside it."""
import csv
import io
import json
import re

import pytest

import engine
from api.table.results import LOG_CSV_COLUMNS, SENTENCE_COLUMNS as SENTENCES
from tests.helpers import bearer, correct, make_table
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
    fields = list(dict.fromkeys(name for spec in engine.get("robin-hood-goods").moves.values() for name in spec.fields))
    assert list(rows[0]) == ["version", "time", "kind", "seat", "player", "entered_by", "move_type", "move_name",
                             "details", "result", "entered_as", "result_when_entered", "undone", "corrected_by",
                             "result_changed_by", "redacted", *(f"move.{name}" for name in fields)]
    # For a script: seats counted from 0 as in the JSON, the move's type and fields in their own columns.
    week_goods = [row for row in rows if row["move_type"] == "week_goods"]
    mine = [row for row in week_goods if row["seat"] == str(AMY)]
    theirs = [row for row in week_goods if row["seat"] == str(CARLOS)]
    assert mine and theirs and {row["player"] for row in mine} == {"Amy"}
    assert [entry["move"]["approved"] for entry in log if entry["move"]["type"] == "week_goods" and entry["seat"] == AMY] \
        == [json.loads(row["move.approved"]) for row in mine]
    assert all(row["move.approved"] == row["move.stored"] == "" and row["redacted"].split() == ["approved", "stored"]
               for row in theirs)
    assert mine[0]["redacted"] == "" and {row["kind"] for row in rows} == {"move"}
    # For a person, beside them: moves and results in words.
    assert "approved: chicken 4, silk 3" in mine[0]["details"] and "(private)" not in mine[0]["details"]
    assert all("approved: (private)" in row["details"] and "stored: (private)" in row["details"] for row in theirs)
    # Results as short sentences: Carlos's sales are his; Amy reads only that he entered them.
    assert mine[0]["result"].startswith("Amy sold ") and " for $" in mine[0]["result"]
    assert all(row["result"].startswith("Carlos entered the week's goods (private)") for row in theirs)
    assert not any("$" in row["result"] for row in theirs)
    assert not any(row[column].lstrip().startswith(("{", "[")) for row in rows for column in SENTENCES)
    assert rows[0]["time"].endswith("Z") and rows[0]["time"].startswith("2027-01-15T08:00:00")
    assert {row["player"] for row in week_goods} == {"Amy", "Carlos", "Luish", "Michel"}
    # Seats inside results are names too (one numbering everywhere): the bags that passed, the targets.
    ended = [row["result"] for row in rows if row["move_type"] == "end_turn" and "passed unopened" in row["result"]]
    assert ended and all(re.fullmatch(r"Turn \d+ is over: ((Amy|Carlos|Luish|Michel)'s(, | and )?)+ bags? passed unopened",
                                      text) for text in ended), ended
    inspections = [row["result"] for row in rows if row["move_type"] == "inspect"]
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
    assert rows[1]["details"] == "text: bluff" and rows[1]["seat"] == "1" and rows[1]["move.text"] == "bluff"  # Bob's own
    theirs = list(csv.DictReader(io.StringIO(pad.log_csv(pad.seat(0)).data.decode())))
    assert theirs[1]["details"] == "text: (private)" and "bluff" not in str(theirs)  # Ann does not
    assert (theirs[1]["move.text"], theirs[1]["redacted"]) == ("", "text")
    assert [row["undone"] for row in rows] == ["false", "false"]


def test_undone_and_corrected_entries_are_flagged_in_the_csv(pad):
    pad.move(pad.seat(0), type="add", points=3)
    pad.move(pad.seat(0), type="add", points=4)
    pad.undo(pad.seat(0))
    correct(pad, pad.host, {"version": 1, "move": {"type": "add", "points": 5}})
    rows = list(csv.DictReader(io.StringIO(pad.log_csv(pad.host).data.decode())))
    assert [(r["version"], r["kind"], r["undone"], r["corrected_by"], r["move_type"]) for r in rows] == [
        ("1", "move", "false", "4", "add"), ("2", "move", "true", "", "add"), ("3", "undo", "false", "", ""),
        ("4", "correction", "false", "", "")]
    # A corrected row shows what stands, with what was entered in its own column.
    assert rows[0]["details"] == "points: 5" and rows[0]["entered_as"] == "points: 3" and rows[0]["move.points"] == "5"
    assert rows[0]["result"] == "Ann +5: 5 in all"
    assert rows[0]["result_when_entered"] == "Ann +3: 3 in all" and rows[0]["result_changed_by"] == "4"
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
    # The columns before issue 36 keep their names and places; seat (from 0, as in the JSON), person and game follow.
    assert list(rows[0]) == ["date", "game", "player", "score", "rank", "winner", "start player", "duration (min)",
                             "table", "team", "seat", "person_id", "game_id"]
    result = pad.result(pad.host, utc_offset=60).json
    person = {p["seat"]: p["person_id"] for p in pad.get(pad.host).json["players"]}
    assert [(r["player"], r["seat"], r["person_id"]) for r in rows] == [("Bob", "1", person[1]), ("Ann", "0", person[0])]
    assert {r["game"] for r in rows} == {"Score pad"} and {r["duration (min)"] for r in rows} == {"10"}
    assert {r["game_id"] for r in rows} == {"score-pad"} and {r["table"] for r in rows} == {pad.id}
    import datetime
    # The table's local time, ISO 8601 with its offset: the same instant as the JSON's finished_at.
    assert {datetime.datetime.fromisoformat(r["date"]).utcoffset() for r in rows} == {datetime.timedelta(hours=1)}
    assert {datetime.datetime.fromisoformat(r["date"]).timestamp() for r in rows} == {int(result["finished_at"])}
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
    """Issue 34: the Legends won, so the player's rank is 2, not 1: first place is a winner's (api/table/results.py
    place); the rank follows the standing's winner flag in the result, BG Stats and results.csv alike."""
    from tests.games.curse.test_bluffs_and_solo_games import play_solo_table

    for player_wins, rank, winner in ((False, "2", "no"), (True, "1", "yes")):
        table, _ = play_solo_table(client, player_wins=player_wins)
        [row] = list(csv.DictReader(io.StringIO(table.results_csv(table.host).data.decode())))
        assert (row["player"], row["rank"], row["winner"]) == ("Ann", rank, winner)
        result = table.result(table.host).json
        assert result["players"][0]["rank"] == result["bg_stats"]["players"][0]["rank"] == int(rank)


def game_with_every_kind_of_entry(pad):
    """Ann +3 and a note by Bob, Ann +4 taken back, the +3 corrected to +5, then the end (the score pad has no
    turn clock: a clock entry's codes are the same kind of cells, tests/api/test_turn_clock.py)."""
    pad.move(pad.seat(0), type="add", points=3)
    pad.move(pad.seat(1), type="note", text="=SUM(A1)")
    pad.move(pad.seat(0), type="add", points=4)
    pad.undo(pad.seat(0))
    correct(pad, pad.host, {"version": 1, "move": {"type": "add", "points": 5}})
    pad.move(pad.host, type="finish")


@pytest.mark.parametrize("layout", [{}, {"layout": "data"}], ids=["default", "data"])
def test_issue_36_log_csv_has_the_same_header_and_codes_in_every_language(pad, layout):
    """A script reads log.csv by column whoever downloaded it: only the sentence columns change with the
    reader's language; seats are the JSON's, from 0."""
    game_with_every_kind_of_entry(pad)
    read = {language: list(csv.DictReader(io.StringIO(pad.log_csv({**pad.host, "Accept-Language": language},
                                                                    **layout).data.decode())))
            for language in ("en", "de", "fr")}
    assert list(read["de"][0]) == list(read["fr"][0]) == list(read["en"][0])
    assert list(read["en"][0])[:len(LOG_CSV_COLUMNS)] == list(LOG_CSV_COLUMNS)
    codes = {language: [{k: v for k, v in row.items() if k not in SENTENCES} for row in rows]
             for language, rows in read.items()}
    assert codes["de"] == codes["fr"] == codes["en"]
    assert read["de"][0]["move_name"] != read["en"][0]["move_name"]  # the words do follow the reader
    assert [row["kind"] for row in read["en"]] == ["move", "move", "move", "undo", "correction", "move"]
    assert [row["entered_by"] for row in read["en"]] == ["player", "player", "player", "player", "host", "host"]
    log = pad.log(pad.host).json
    assert [row["seat"] for row in read["en"]] == ["" if e["seat"] is None else str(e["seat"]) for e in log]
    assert (read["en"][1]["move.text"], read["en"][1]["redacted"]) == ("", "text")  # Bob's note is his
    assert read["en"][3]["move_type"] == "" and read["en"][3]["details"] == "took back move 3"


def test_issue_36_results_csv_has_the_same_header_and_codes_in_every_language(pad):
    game_with_every_kind_of_entry(pad)
    read = {language: list(csv.reader(io.StringIO(pad.results_csv({**pad.host, "Accept-Language": language}).data
                                                   .decode()))) for language in ("en", "de", "fr")}
    game_column = read["en"][0].index("game")  # the game's name, in the reader's words
    without_name = {language: [row[:game_column] + row[game_column + 1:] for row in rows] for language, rows in read.items()}
    assert without_name["de"] == without_name["fr"] == without_name["en"]


def test_log_csv_laid_out_for_people_counts_seats_from_1_and_says_everything_in_words(pad):
    game_with_every_kind_of_entry(pad)
    rows = list(csv.DictReader(io.StringIO(pad.log_csv({**pad.host, "Accept-Language": "de"}, layout="people")
                                           .data.decode())))
    assert list(rows[0])[:6] == ["Version", "Zeit", "Platz", "Spieler", "eingetragen von", "Art"]
    assert [row["Platz"] for row in rows[:3]] == ["1", "2", "1"]
    assert [row[list(row)[11]] for row in rows[:4]] == ["nein", "nein", "ja", "nein"]  # undone, in words


@pytest.mark.parametrize("layout", ["", "words", "DATA", "x" * 10_000])
def test_a_log_csv_layout_it_does_not_know_is_refused_and_nothing_is_stored(pad, layout):
    before = pad.get(pad.host).json["version"]
    response = pad.log_csv(pad.host, layout=layout)
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    assert "layout" in json.dumps(response.json)
    assert pad.get(pad.host).json["version"] == before
