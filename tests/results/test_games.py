"""The result of a finished game of each of the five games through the HTTP API.

The games are the finished-game tests that exist (reused, not copied); every
winner, score, rank and chart point below was checked by hand against them.
"""
from tests.helpers import bearer, chart_point, make_table, person_of
from tests.games.curse.test_table import play_two_player_game_to_card_archery
from tests.games.goods.test_whole_game import OUR_CARD, play_four_player_advanced_game
from tests.games.hero.test_table import play_game_where_robin_is_jailed_and_rescued
from tests.games.rescuing.test_table import play_single_band_solo_game_lost, play_two_band_game_won_on_day_5



def result_of(table):
    """The result as the spectator screen reads it (nothing private there)."""
    response = table.result(bearer(table.created["spectator_token"]))
    assert response.status_code == 200, response.json
    return response.json


def standings(result):
    return [(p["name"], p["score"], p["rank"], p["winner"]) for p in result["players"]]


def test_goods_four_players_luish_wins_with_the_most_money(client):
    result = result_of(play_four_player_advanced_game(client))
    assert result["game_name"] == "Robin Hood (goods and the Sheriff)"
    assert result["outcome"] == "Luish wins with $125."
    assert (result["measure"], result["high_wins"], result["no_points"], result["cooperative"]) == ("money", True, False, False)
    # The final money of the existing test: [89, 74, 125, 83].
    assert standings(result) == [("Amy", 89, 2, False), ("Carlos", 74, 4, False), ("Luish", 125, 1, True),
                                 ("Michel", 83, 3, False)]
    assert [p["start_player"] for p in result["players"]] == [True, False, False, False]  # Amy, the first Sheriff
    assert result["progress"]["unit"] == "Week"
    assert result["progress"]["points"] == [  # money_by_week of the existing test; week 3 with the sell-out
        chart_point("Week 1", [52, 29, 44, 38]), chart_point("Week 2", [68, 27, 48, 55]),
        chart_point("Week 3", [89, 74, 125, 83])]
    assert result["tie_breaks"] == []
    assert result["bg_stats"]["players"][2] == {"name": "Luish", "sourcePlayerId": person_of(client, "Luish"),
                                                "score": 125, "rank": 1, "winner": True, "startPlayer": False}


def test_curse_two_players_tied_on_points_and_targets_card_archery_decides(client, app):
    result = result_of(play_two_player_game_to_card_archery(client, app))
    assert result["outcome"] == "Bob wins with 100 points."
    assert standings(result) == [("Ann", 100, 2, False), ("Bob", 100, 1, True)]
    assert result["tie_breaks"] == [{"ruling": "C7", "text": "Ann and Bob tied on 100 points and on 0 targets left"
                                                            " after the final Curse; Bob won the card archery."}]
    assert result["progress"] == {"unit": "Round", "unit_key": "round", "measure": "points", "points": [
        chart_point("Round 1", [50, 50]), chart_point("Round 2", [100, 100])]}


def test_hero_solo_won_without_points(client):
    result = result_of(play_game_where_robin_is_jailed_and_rescued(client))
    assert result["outcome"] == "Robin wins in round 7: all six Merry Men are free and the bounty is 400."
    assert (result["measure"], result["no_points"], result["cooperative"]) == (None, True, False)
    assert standings(result) == [("Robin", None, 1, True)]
    assert result["players"][0]["start_player"]
    # bounty_by_round of the existing test, [400, 500, 500, 500, 400, 400, 400], at the end of each round.
    assert result["progress"]["measure"] == "bounty"
    assert [p["scores"][0] for p in result["progress"]["points"]] == [500, 500, 500, 400, 400, 400, 400]
    assert result["bg_stats"]["game"]["noPoints"] is True
    assert "score" not in result["bg_stats"]["players"][0]


def test_rescuing_two_bands_win_together(client):
    result = result_of(play_two_band_game_won_on_day_5(client))
    assert result["outcome"] == "The bands rescued Robin Hood on Day 5 and defeated the Sheriff."
    assert result["cooperative"] and result["no_points"] and result["measure"] is None
    assert standings(result) == [("Band 0", None, 1, True), ("Band 1", None, 1, True)]
    assert [p["start_player"] for p in result["players"]] == [True, False]
    # Two villagers rescued each of days 1-4, none on Day 5 (its rows hold none).
    assert result["progress"]["unit"] == "Day" and result["progress"]["measure"] == "villagers rescued"
    assert [(p["label"], p["scores"]) for p in result["progress"]["points"]] == [
        ("Day 1", [2, 2]), ("Day 2", [4, 4]), ("Day 3", [6, 6]), ("Day 4", [8, 8]), ("Day 5", [8, 8])]


def test_rescuing_solo_lost(client):
    result = result_of(play_single_band_solo_game_lost(client))
    assert result["outcome"] == "The Sheriff wins: Robin Hood was not rescued."
    # First place is a winner's: the Sheriff won, so the band is 2nd (api/table/results.py place).
    assert standings(result) == [("Band 0", None, 2, False)]
    assert result["bg_stats"]["players"][0]["winner"] is False and result["bg_stats"]["players"][0]["rank"] == 2


def test_rh1990_equal_gold_shares_the_win(client):
    """Numbers chosen here, by hand (rule 'last'): each arrival gets the distance to the last pawn plus
    5, 10, 15, 20. Gold [5, 5] -> [15, 5] -> [15, 18] -> [15, 38] -> [38, 38]."""
    table = make_table(client, "robin-hood-1990", players=2, first_player=1)
    table.join("Ann"), table.join("Bob")
    for distances in ({"0": 0, "1": 5}, {"0": 3, "1": 0}, {"0": 5, "1": 0}, {"0": 0, "1": 3}):
        assert table.move(table.host, type="settle", distances=distances).status_code == 201
    result = result_of(table)
    assert result["outcome"] == "Ann and Bob share the win with 38 gold each."
    assert standings(result) == [("Ann", 38, 1, True), ("Bob", 38, 1, True)]
    assert result["tie_breaks"] == [{"ruling": "V4", "text": "Ann and Bob have 38 gold each: equal gold shares the win."}]
    assert [p["start_player"] for p in result["players"]] == [False, True]  # first_player=1
    assert result["progress"] == {"unit": "Settlement", "unit_key": "settlement", "measure": "gold", "points": [
        chart_point("Settlement 1", [15, 5]), chart_point("Settlement 2", [15, 18]),
        chart_point("Settlement 3", [15, 38]), chart_point("Settlement 4", [38, 38])]}
    assert result["moves"] == 4


def test_every_game_refuses_a_result_before_its_end(client):
    for game, options in (("robin-hood-1990", {"players": 2}), ("rescuing-robin-hood", {"players": 2}),
                          ("curse-you-robin-hood", {"players": 2}), ("robin-hood-goods", {"players": 4, "mode": "advanced", "card_table": OUR_CARD}),
                          ("hero-of-the-people", {"bounty": 400}), ("score-pad", {})):
        table = make_table(client, game, **options)
        response = table.result(table.host)
        assert response.status_code == 409 and response.json["detail"] == "The game is not over yet.", game
