def test_games_lists_each_game_with_its_contract(client):
    response = client.get("/api/v1/games")
    assert response.status_code == 200
    pad = next(g for g in response.json if g["id"] == "score-pad")
    assert pad["min_players"] == 1 and pad["max_players"] == 8
    assert pad["options_schema"]["properties"]["players"]["maximum"] == 8
    assert set(pad["moves"]) == {"add", "score", "note", "finish"}  # `score`: a score sheet's cell
    assert pad["moves"]["finish"]["who"] == "host"
    assert pad["moves"]["note"]["private"] == ["text"]
    assert pad["rulings"]["SP1"]
    assert pad["rulings_url"] == "/rulings#score-pad"


def test_one_game_and_an_unknown_one(client):
    assert client.get("/api/v1/games/score-pad").json["title"] == "Score pad"
    response = client.get("/api/v1/games/chess")
    assert response.status_code == 404 and "chess" in response.json["detail"]
