import pytest

import engine


def test_games_lists_each_game_with_its_contract(client):
    response = client.get("/api/v1/games")
    assert response.status_code == 200
    pad = next(g for g in response.json if g["id"] == "score-pad")
    assert pad["min_players"] == 1 and pad["max_players"] == 8
    assert pad["options_schema"]["properties"]["players"]["maximum"] == 8
    assert set(pad["moves"]) == {"add", "score", "note", "finish", "starter"}  # `score`: a sheet's cell; `starter`: SP12
    assert pad["moves"]["finish"]["who"] == "host"
    assert pad["moves"]["note"]["private"] == ["text"]
    assert pad["rulings"]["SP1"]
    assert pad["rulings_url"] == "/rulings#score-pad"


def test_one_game_and_an_unknown_one(client):
    assert client.get("/api/v1/games/score-pad").json["title"] == "Score pad"
    response = client.get("/api/v1/games/chess")
    assert response.status_code == 404 and "chess" in response.json["detail"]


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_game_in_brief_is_the_game_without_its_rulings_and_decisions(client, language):
    """What a table's screen reads (the phone's gameInfo): the same title, options and moves, in the
    request's language, and none of the rulings (the rulings page has them) in a third of the bytes."""
    headers = {"Accept-Language": language, "Accept-Encoding": "gzip"}
    for game in engine.all_games():
        whole = client.get(f"/api/v1/games/{game.id}", headers={"Accept-Language": language}).json
        brief = client.get(f"/api/v1/games/{game.id}/brief", headers={"Accept-Language": language})
        assert brief.status_code == 200 and brief.headers["Content-Language"] == language
        assert brief.json == {key: whole[key] for key in
                              ("id", "title", "min_players", "max_players", "options_schema", "moves")}
    biggest = "rescuing-robin-hood"
    whole_bytes = len(client.get(f"/api/v1/games/{biggest}", headers=headers).data)
    assert len(client.get(f"/api/v1/games/{biggest}/brief", headers=headers).data) < whole_bytes * 0.7


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_games_in_brief_are_the_list_without_its_rulings_in_about_half_the_bytes(client, language):
    """What the home page and the new-table form read (the phone's gamesList, issue 39): every game's
    brief and what its new table's form offers, in the request's language, with none of the rulings,
    in about half of GET /games's compressed bytes."""
    headers = {"Accept-Language": language}
    briefs = client.get("/api/v1/games/briefs", headers=headers)
    assert briefs.status_code == 200 and briefs.headers["Content-Language"] == language
    listed = client.get("/api/v1/games", headers=headers).json
    assert briefs.json == [{key: value for key, value in game.items() if key not in ("rulings", "ruling_phases", "rulings_url")}
                           for game in listed]
    for game in briefs.json:
        brief = client.get(f"/api/v1/games/{game['id']}/brief", headers=headers).json
        assert {key: game[key] for key in brief} == brief
    zipped = {**headers, "Accept-Encoding": "gzip"}
    assert len(client.get("/api/v1/games/briefs", headers=zipped).data) < 0.6 * len(client.get("/api/v1/games", headers=zipped).data)


@pytest.mark.parametrize(("method", "status"), [("POST", 405), ("PUT", 405), ("DELETE", 405)])
def test_the_games_in_brief_are_read_only(client, method, status):
    answer = client.open("/api/v1/games/briefs", method=method, json={"id": "briefs"})
    assert answer.status_code == status and answer.mimetype == "application/problem+json"
    assert client.get("/api/v1/games/briefs/brief").status_code == 404  # "briefs" is no game


def test_hostile_reads_of_the_games_in_brief_get_the_list_or_a_4xx(client):
    """A query it does not take, a language header of garbage or of a thousand tags, a query string of
    64 KiB: the list (in English where no language is understood) or a refusal, never a 500."""
    plain = client.get("/api/v1/games/briefs").json
    assert client.get("/api/v1/games/briefs?id=score-pad&page=-1").json == plain
    for language in ("\x00<script>", ",".join(["xx"] * 1000), "*;q=2"):
        answer = client.get("/api/v1/games/briefs", headers={"Accept-Language": language})
        assert answer.status_code == 200 and answer.headers["Content-Language"] == "en" and answer.json == plain
    assert client.get("/api/v1/games/briefs?" + "a=" + "x" * 65536).status_code in (200, 414, 431)


def test_an_unknown_game_has_no_brief(client):
    response = client.get("/api/v1/games/chess/brief")
    assert response.status_code == 404 and "chess" in response.json["detail"]


@pytest.mark.parametrize(("language", "turn"), [("en", "During a turn"), ("de", "Während eines Zugs"),
                                                ("fr", "Pendant un tour")])
def test_the_rulings_come_grouped_by_phase_in_the_readers_language(client, language, turn):
    """The rules page's sections (Game.ruling_phases): every ruling once, each phase named for the reader."""
    for listed in client.get("/api/v1/games", headers={"Accept-Language": language}).json:
        grouped = [rule for phase in listed["ruling_phases"] for rule in phase["rulings"]]
        assert sorted(grouped) == sorted(listed["rulings"])
    curse = client.get("/api/v1/games/curse-you-robin-hood", headers={"Accept-Language": language}).json
    phases = {phase["phase"]: phase for phase in curse["ruling_phases"]}
    assert phases["turn"]["title"] == turn and phases["turn"]["rulings"] == ["C3", "C8", "C10", "C4"]


def test_each_move_lists_the_rulings_its_description_cites():
    """What the log links a move's result to (Game.move_rulings): read from the move's own description."""
    goods = engine.get("robin-hood-goods").describe()["moves"]
    assert goods["inspect"]["rulings"] == ["G3", "G4", "G6"] and goods["let_pass"]["rulings"] == []
    for game in engine.all_games():
        for name, move in game.describe()["moves"].items():
            assert set(move["rulings"]) <= set(game.rulings), (game.id, name)
            assert all(f"{rule}" in move["description"] for rule in move["rulings"])
