"""A series' stats on a hand-computed example of three finished tables and one in play."""
import pytest

from tests.helpers import bearer, make_table


def play(table, scores):
    for seat, points in enumerate(scores):
        assert table.move(table.seat(seat), type="add", points=points).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201


def test_series_stats_by_hand(client, clock):
    first = make_table(client, "score-pad", players=3)
    for name in ("Ann", "Bob", "Cy"):
        first.join(name)
    play(first, [10, 4, 6])  # Ann wins
    clock.advance(3600)
    second = first.at(first.rematch(first.host).json["table_id"])
    play(second, [3, 8, 8])  # Bob and Cy share the win
    clock.advance(3600)
    third = first.at(second.rematch(first.host).json["table_id"])
    play(third, [9, 2, 5])  # Ann wins
    clock.advance(3600)
    fourth = first.at(third.rematch(first.host).json["table_id"])
    fourth.move(fourth.seat(0), type="add", points=50)  # still being played: not counted

    series = second.series(bearer(first.created["spectator_token"])).json
    assert series["series_id"] == first.id and series["game"] == "score-pad" and series["game_name"] == "Score pad"
    assert [t["table_id"] for t in series["tables"]] == [first.id, second.id, third.id, fourth.id]
    assert [t["winners"] for t in series["tables"]] == [["Ann"], ["Bob", "Cy"], ["Ann"], []]
    assert series["tables"][1]["scores"] == {"Ann": 3, "Bob": 8, "Cy": 8}
    assert series["tables"][3]["finished_at"] is None and series["tables"][3]["scores"] == {}
    assert series["tables"][0]["created_at"] == 1_800_000_000.0
    stats = {p["name"]: p for p in series["players"]}
    assert stats["Ann"] == {"name": "Ann", "played": 3, "wins": 2, "average_score": pytest.approx(22 / 3, abs=0.01),
                            "best_score": 10}
    assert stats["Bob"] == {"name": "Bob", "played": 3, "wins": 1, "average_score": pytest.approx(14 / 3, abs=0.01),
                            "best_score": 8}
    assert stats["Cy"] == {"name": "Cy", "played": 3, "wins": 1, "average_score": pytest.approx(19 / 3, abs=0.01),
                           "best_score": 8}
    # Every table of the series answers with the same series.
    assert fourth.series(first.seat(2)).json == series


def test_a_table_never_rematched_is_a_series_of_one(pad):
    series = pad.series(pad.seat(0)).json
    assert series["series_id"] == pad.id
    assert series["tables"] == [{"table_id": pad.id, "created_at": 1_800_000_000.0, "finished_at": None,
                                 "winners": [], "scores": {}}]
    assert series["players"] == []
