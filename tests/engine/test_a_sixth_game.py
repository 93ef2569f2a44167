"""A sixth game plugs in with its module alone ("Done means"): declared here as it would be in
``engine/games/tally.py``, registered, and played through the API, whose spec, rulings page, log sentences,
results and exports follow from what the module declares. Nothing in ``api/`` knows of it, and the PWA gives
it the generic screen (``pwa/js/games/index.js`` lists only the games that have their own)."""
from __future__ import annotations

import csv
import io
import re
from typing import Any, Mapping, Sequence

import pytest

import engine
from api import create_app
from engine.fields import Int
from engine.game import Game, Move, MoveSpec, Result, State, seats_with_most
from engine.registry import _GAMES, register
from engine.standing import Standing, winners_sentence
from tests.conftest import APP_SETTINGS
from tests.helpers import make_table
from tests.paths import ROOT

RULINGS = {"T1": "A finished tally takes no more marks.", "T2": "A mark is 1 to 3 points."}


class Tally(Game):
    """The smallest game that uses the whole interface: each seat marks 1-3 points; the host ends it."""

    id = "tally"
    title = "Tally"
    min_players = 2
    max_players = 4
    rulings = RULINGS
    options = {"players": Int(minimum=2, maximum=4, default=2, description="Number of seats.")}
    moves = {
        "mark": MoveSpec("Mark points for your seat (T2).", {"points": Int(minimum=1, maximum=3, description="Points.")}),
        "end": MoveSpec("End the tally; the most points win.", who="host"),
    }
    move_labels = {"mark": "mark", "end": "end of the tally"}
    over_rule = "T1"
    result_sentences = {
        "mark": lambda move, result, names: f"{names[result['seat']]} marks {result['points']}",
        "end": lambda move, result, names: "The tally is over",
    }

    def over_sentence(self, state: State) -> str:
        return "The tally is over: it takes no more marks."

    def setup(self, options: Mapping[str, Any]) -> State:
        return {"seats": options["players"], "marks": [0] * options["players"], "finished": False, "winners": []}

    def move_mark(self, state: State, move: Move, seat: int | None) -> Result:
        assert seat is not None  # a "seat" move: the preamble saw to it
        state["marks"][seat] += move["points"]
        return {"seat": seat, "points": move["points"]}

    def move_end(self, state: State, move: Move, seat: int | None) -> Result:
        state.update(finished=True, winners=seats_with_most(state["marks"]))
        return {"winners": state["winners"]}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return dict(state)

    def status(self, state: State) -> dict[str, Any]:
        return {"finished": state["finished"], "winners": list(state["winners"])}

    def final_standing(self, state: State, names: Sequence[str]) -> Standing:
        best = max(state["marks"])
        return Standing.ranked(winners_sentence(state["winners"], names, best, "points"), scores=list(state["marks"]),
                               winners=list(state["winners"]), measure="points")


@pytest.fixture
def tally_client(tmp_path: Any) -> Any:
    register(Tally())
    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "tally.db")})
    try:
        yield app.test_client()
    finally:
        _GAMES.pop("tally")  # the other tests see the five games and the score pad only


def test_a_sixth_game_is_played_through_the_api_with_nothing_written_for_it_outside_its_module(tally_client):
    client = tally_client
    published = client.get("/api/v1/games/tally").json
    assert set(published["moves"]) == {"mark", "end"} and "T2" in published["rulings"]
    spec = client.get("/api/openapi.json").json
    assert {"TallyMark", "TallyEnd", "TallyMove"} <= set(spec["components"]["schemas"])  # typed moves, by name
    table = make_table(client, "tally", players=2)
    for name in ("Ann", "Bob"):
        table.join(name)
    assert table.move(table.seat(0), type="mark", points=3).status_code == 201
    assert table.move(table.seat(1), type="mark", points=2).status_code == 201
    refused = table.move(table.seat(1), type="mark", points=4)
    assert refused.status_code == 422 and refused.json["errors"]  # T2: the declared field refuses it
    assert table.move(table.seat(0), type="end").status_code == 403  # a host move
    assert table.move(table.host, type="end").status_code == 201
    over = table.move(table.seat(0), type="mark", points=1)
    assert over.status_code == 422 and over.json["rule"] == "T1"  # the engine's preamble, from over_rule
    result = table.result(table.host).json
    assert result["outcome"] == "Ann wins with 3 points." and [p["score"] for p in result["players"]] == [3, 2]
    rows = list(csv.DictReader(io.StringIO(table.log_csv(table.host).get_data(as_text=True))))
    assert [r["result"] for r in rows] == ["Ann marks 3", "Bob marks 2", "The tally is over"]
    listed = {game["id"]: game for game in client.get("/api/v1/games").json}
    assert listed["tally"]["rulings"]["T1"] == RULINGS["T1"]  # what the rulings page shows, from the module


def test_every_registered_game_has_its_own_screen_or_the_generic_one_on_purpose():
    """pwa/js/games/index.js: one table of screens, each a module exporting `screen`; a game left out of it
    must be listed as generic on purpose, so a sixth game cannot be forgotten there."""
    index = (ROOT / "pwa" / "js" / "games" / "index.js").read_text()
    table = index[index.index("const SCREENS = {"):index.index("};", index.index("const SCREENS = {"))]
    screens = dict(re.findall(r'"([\w-]+)": \["/js/games/([\w-]+\.js)"', table))
    generic = re.search(r"GENERIC_ON_PURPOSE = \[(.*?)\]", index, re.S).group(1)
    on_purpose = set(re.findall(r'"([\w-]+)"', generic))
    assert {game.id for game in engine.all_games()} <= set(screens) | on_purpose
    for game_id, file in screens.items():
        module = (ROOT / "pwa" / "js" / "games" / file).read_text()
        assert "export const screen = {" in module, file
        assert f'() => import("./{file}")' in table, game_id
    assert "tally" not in screens  # the toy game above gets the generic screen
