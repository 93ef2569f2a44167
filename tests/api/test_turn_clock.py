"""The turn clock through the API: whose turn and since when in the table's answer, timed from the
log's stored times (the app's clock is the test's: FakeClock), kept right by undo and corrections,
the host's pauses left out, a per-turn limit flagged and never in a move's way; the results' time
per player and per period."""
from __future__ import annotations

from typing import Any

from tests.games.goods.test_rules import card_table
from tests.games.hero.test_rules import do, table_with
from tests.helpers import Table, make_table

ANN, BOB, CAT = 0, 1, 2


def goods_table(client: Any) -> Table:
    """Three players, Ann the first Sheriff: Bob declares first, then Cat, then Ann's turn (G2, G3)."""
    table = make_table(client, "robin-hood-goods", players=3, mode="advanced", card_table=card_table(3))
    for name in ("Ann", "Bob", "Cat"):
        assert table.join(name).status_code == 201
    return table


def declare(table: Table, seat: int, good: str = "potato") -> dict[str, Any]:
    answer = table.move(table.seat(seat), type="declare", good=good, count=1)
    assert answer.status_code == 201, answer.json
    return answer.json


def set_clock(table: Table, headers: dict[str, str], **body: Any) -> Any:
    return table.client.post(f"/api/v1/tables/{table.id}/clock", json=body, headers=headers)


def clock_of(table: Table, headers: dict[str, str] | None = None) -> dict[str, Any]:
    answer = table.get(headers or table.host)
    assert answer.status_code == 200
    return answer.json["clock"]


def test_the_clock_names_whose_turn_and_counts_from_the_move_that_made_it(client, clock):
    table = goods_table(client)
    start = clock_of(table)
    assert start["seat"] == BOB and start["period"] == {"unit": "week", "number": 1} and start["since"] is None  # starts with the first move
    clock.advance(30)
    declare(table, BOB)
    t1 = clock.now
    clock.advance(20)
    now = clock_of(table, table.seat(CAT))  # every seat reads the same clock
    assert (now["seat"], now["seats"], now["since"], now["elapsed_seconds"]) == (CAT, [CAT], t1, 20)
    assert now["server_now"] == clock.now and now["paused"] is False and now["turn_limit_seconds"] is None
    declare(table, CAT)
    assert clock_of(table)["seat"] == ANN  # the Sheriff's turn (G3)


def test_a_game_without_turns_has_no_clock_and_refuses_a_pause(client, pad):
    assert pad.get(pad.host).json["clock"] is None
    refused = set_clock(pad, pad.host, paused=True)
    assert refused.status_code == 409


def test_only_the_host_pauses_and_a_pause_leaves_the_count_and_never_blocks_a_move(client, clock):
    table = goods_table(client)
    declare(table, BOB)
    clock.advance(10)
    assert set_clock(table, table.seat(CAT), paused=True).status_code == 403
    paused = set_clock(table, table.host, paused=True)
    assert paused.status_code == 201 and paused.json["result"] == {"paused": True, "turn_limit_seconds": None}
    assert set_clock(table, table.host, paused=True).status_code == 409  # already paused
    clock.advance(100)
    during = clock_of(table)
    assert during["paused"] and during["elapsed_seconds"] == 10 and during["paused_since"] == during["server_now"] - 100
    declare(table, CAT)  # a move while paused: taken as ever
    clock.advance(50)
    assert clock_of(table)["elapsed_seconds"] == 0  # Ann's turn began while paused: nothing counted yet
    assert set_clock(table, table.host, paused=False).status_code == 201
    clock.advance(7)
    running = clock_of(table)
    assert running["seat"] == ANN and not running["paused"] and running["elapsed_seconds"] == 7
    kinds = [(e["kind"], e["by"]) for e in table.log(table.host).json]
    assert kinds == [("move", "player"), ("clock", "host"), ("move", "player"), ("clock", "host")]


def test_the_limit_is_flagged_never_refused_and_survives_a_reload(client, clock):
    table = goods_table(client)
    assert set_clock(table, table.host, turn_limit_seconds=5).status_code == 422  # at least 10 s
    assert set_clock(table, table.host, turn_limit_seconds=30).status_code == 201
    declare(table, BOB)
    clock.advance(31)
    over = clock_of(table)
    assert over["turn_limit_seconds"] == 30 and over["over_limit"] is True
    declare(table, CAT)  # late, and taken
    fresh = clock_of(table)  # a reload reads the same stored settings
    assert fresh["over_limit"] is False and fresh["turn_limit_seconds"] == 30
    assert set_clock(table, table.host, turn_limit_seconds=None).json["result"]["turn_limit_seconds"] is None


def test_an_undo_does_not_take_back_a_pause_and_gives_the_turn_back_its_time(client, clock):
    table = goods_table(client)
    declare(table, BOB)
    t1 = clock.now
    clock.advance(10)
    set_clock(table, table.host, paused=True)
    clock.advance(20)
    set_clock(table, table.host, paused=False)
    clock.advance(5)
    declare(table, CAT)
    clock.advance(5)
    undone = table.undo(table.host)
    assert undone.status_code == 201 and undone.json["result"]["undid"] == 4  # Cat's move, not the clock entry
    back = clock_of(table)
    # Cat's turn again, from Bob's move: 10 + 5 + 5 seconds, the 20 paused left out.
    assert (back["seat"], back["since"], back["elapsed_seconds"]) == (CAT, t1, 20)
    assert back["paused_before_seconds"] == 20
    assert table.undo(table.host).json["result"]["undid"] == 1  # then Bob's: the clock entries stay
    assert clock_of(table)["since"] is None


def test_a_correction_keeps_each_move_its_own_time(client, clock):
    table = goods_table(client)
    declare(table, BOB)
    t1 = clock.now
    clock.advance(40)
    declare(table, CAT)
    t2 = clock.now
    clock.advance(15)
    changed = client.post(f"/api/v1/tables/{table.id}/corrections", headers=table.host, json={
        "amendments": [{"version": 1, "move": {"type": "declare", "good": "chicken", "count": 1}}]})
    assert changed.status_code == 201, changed.json
    after = clock_of(table)
    assert (after["seat"], after["since"], after["elapsed_seconds"]) == (ANN, t2, 15)
    deleted = client.post(f"/api/v1/tables/{table.id}/corrections", headers=table.host, json={
        "amendments": [{"version": 2, "delete": True}]})
    assert deleted.status_code == 201, deleted.json
    again = clock_of(table)  # Cat's declaration deleted: her turn again, from Bob's move
    assert (again["seat"], again["since"], again["elapsed_seconds"]) == (CAT, t1, 55)


def test_the_results_give_time_per_player_and_per_round_pauses_left_out(client, clock):
    table = table_with(client, 700)  # Hero, solo: the bounty reaches 1000 in round 3
    moves = [("rob", {"played": {}}), ("no_action", {}), ("story", {"outcome": "nothing"})] * 2 + \
            [("rob", {"played": {}}), ("no_action", {})]
    for number, (kind, fields) in enumerate(moves):
        if number == 4:
            set_clock(table, table.host, paused=True)
            clock.advance(600)
            set_clock(table, table.host, paused=False)
        clock.advance(10)
        last = do(table, type=kind, **fields)
    assert last["status"]["finished"]
    assert table.get(table.host).json["clock"] is None  # over: no clock
    result = table.result(table.host).json
    timings = result["timings"]
    # 8 moves 10 s apart: 70 s from the first to the last, the 600 s break left out.
    # A turn per round (solo): round 1 from the first move to the Story card that ended it.
    assert timings["players"] == [{"seat": 0, "seconds": 70, "turns": 3, "over_limit": 0}]
    assert timings["periods"] == [{"period": f"Round {n}", "unit": "round", "number": n, "seconds": seconds}
                                  for n, seconds in ((1, 20), (2, 30), (3, 20))]
    assert timings["paused_seconds"] == 600 and timings["shared_seconds"] == 0
    assert result["duration_seconds"] == 670  # the duration is the wall clock's, as before
    export = table.export(table.host).json
    assert [e["kind"] for e in export["log"]].count("clock") == 2
    csv = table.log_csv(table.host).data.decode()
    assert "paused the clock" in csv and "resumed the clock" in csv


def test_a_retried_pause_is_answered_once(client, clock):
    table = goods_table(client)
    headers = {**table.host, "Idempotency-Key": "pause-1"}
    first = set_clock(table, headers, paused=True)
    again = set_clock(table, headers, paused=True)
    assert first.status_code == again.status_code == 201
    assert again.headers.get("Idempotent-Replayed") == "true" and again.json["version"] == first.json["version"]


def test_the_timing_kept_between_versions_is_the_one_a_fresh_replay_gives(client, clock):
    from api.table import clock as turn_clock

    table = goods_table(client)
    seen = []
    for seat in (BOB, CAT):
        clock.advance(12)
        declare(table, seat)
        seen.append(clock_of(table))  # each version timed from the one before it
        clock.advance(3)
        set_clock(table, table.host, paused=seat == BOB)
        seen.append(clock_of(table))
    turn_clock._TIMED.clear()
    assert clock_of(table) == seen[-1]  # the same from the whole log


def test_the_tables_clock_has_no_language_and_the_results_word_its_periods_for_each_reader(client, clock):
    """The period is data in the table's answer ({unit, number}: the phone words it), so the answer
    and its ETag are the same in every language; the results word each period and the chart's."""
    table = goods_table(client)
    declare(table, BOB)
    german = table.get({**table.host, "Accept-Language": "de"})
    french = table.get({**table.host, "Accept-Language": "fr"})
    assert german.json["clock"]["period"] == {"unit": "week", "number": 1}
    assert german.data == french.data and german.headers["ETag"] == french.headers["ETag"]
    assert "Content-Language" not in german.headers

    hero = table_with(client, 700)
    for kind, fields in [("rob", {"played": {}}), ("no_action", {}), ("story", {"outcome": "nothing"})] * 2 + \
            [("rob", {"played": {}}), ("no_action", {})]:
        clock.advance(10)
        do(hero, type=kind, **fields)
    said = {}
    for language in ("de", "fr", "en"):
        result = hero.result({**hero.host, "Accept-Language": language}).json
        said[language] = (result["timings"]["periods"][0]["period"], result["progress"]["unit"],
                          result["progress"]["points"][1]["label"])
        assert result["timings"]["periods"][0]["unit"] == "round" and result["progress"]["unit_key"] == "round"
        assert result["progress"]["points"][1]["number"] == 2
    assert said == {"de": ("Runde 1", "Runde", "Runde 2"), "fr": ("Manche 1", "Manche", "Manche 2"),
                    "en": ("Round 1", "Round", "Round 2")}
