"""Every result in the log's CSV is a short sentence with the players' names.

Each game's table is played deep with moves generated from its published schemas (as in
tests/api/test_no_server_errors.py); every accepted move's result must be said by the game's own
sentence (``Game.result_sentence``), never by the fallback that lists fields ("seat: Ann;
points: 5"), and never with a seat's number.
"""
from __future__ import annotations

import csv
import io
import random
import re

import pytest

import engine
from api.table import results as api_results
from tests.api.test_no_server_errors import OPTIONS, MoveGenerator, random_moves, seated_table
from tests.helpers import english

MOVES = 1500
GAMES_WITH_SENTENCES = sorted(OPTIONS)
# A seed of its own where the default one's stream ends the game at once: the score pad's
# move list grew (`score`), and "sentences/score-pad" then opens with the host's finish.
SEEDS = {"score-pad": "sentences/score-pad/2"}


@pytest.mark.parametrize("game_id", GAMES_WITH_SENTENCES)
def test_every_move_type_the_log_holds_has_a_sentence(client, game_id):
    game = engine.get(game_id)
    assert set(game.result_sentences) == set(game.moves), "a move type without a sentence"
    published = client.get(f"/api/v1/games/{game_id}").json
    rnd = random.Random(SEEDS.get(game_id, f"sentences/{game_id}"))
    table, seats = seated_table(client, published)
    generate = MoveGenerator(published, seats, rnd)
    for _ in random_moves(table, seats, generate, rnd, MOVES):
        pass
    names = [f"Player {n + 1}" for n in range(seats)]
    log = [e for e in table.log(table.host, page_size=200).json if e["kind"] == "move"]
    said = {e["move"]["type"] for e in log}
    assert len(said) >= 3, said  # the table got somewhere
    for entry in log:
        if entry["result"]:
            sentence = english(game.result_sentence(entry["move"], entry["result"], names))
            assert sentence and not re.search(r"\bseat \d", sentence), (entry["move"], entry["result"], sentence)
    rows = list(csv.DictReader(io.StringIO(table.log_csv(table.host).get_data(as_text=True))))
    for row in rows:
        if row["kind"] == "move" and row["result"]:
            assert not re.match(r"^[a-z ]+: ", row["result"]), row  # not "seat: Player 1; points: 5"


def test_a_private_result_is_said_without_its_secrets(client):
    """G9: a week's sales are the seller's; any other reader's sentence says only that they were entered."""
    game = engine.get("robin-hood-goods")
    move, result = {"type": "week_goods", "approved": None, "stored": None}, {
        "seat": 1, "approved": None, "stored": None, "sold": None, "earned": None, "week": 1, "week_over": True}
    assert english(game.result_sentence(move, result, ["Amy", "Carlos"])) == (
        "Carlos entered the week's goods (private); week 1's sales are paid")
    seen = {**result, "approved": {"silk": 3}, "stored": {"silk": 1}, "sold": {"silk": 2}, "earned": 8}
    assert english(game.result_sentence(move, seen, ["Amy", "Carlos"])) == (
        "Carlos sold 2 silks for $8, storing 1 silk; week 1's sales are paid")


@pytest.mark.parametrize(("game_id", "move", "result", "said"), [
    ("score-pad", {"type": "add", "points": -3}, {"seat": 0, "points": -3, "score": 9}, "Ann -3: 9 in all"),
    ("score-pad", {"type": "finish"}, {"winners": [0, 1]}, "Game over: Ann and Bob won"),
    ("curse-you-robin-hood", {"type": "legend", "legend": "little-john"},
     {"legend": "little-john", "played": {"good": "meat", "rank": 3}, "returned": {"good": "ale", "rank": 7},
      "trades": {"transfers": [{"from": "p1", "to": "p0", "card": {"good": "gems", "rank": 9}, "step": "match"}],
                 "market": ["little-john"], "keeps": []}},
     "Little John plays Meat 3, Ale 7 back under the stack; trades: Gems 9 from Bob to Ann;"
     " Little John trades with the Market"),
    ("robin-hood-1990", {"type": "settle"}, {"gathering_point": 1, "paid": {"0": 10, "1": 3}, "starter": 1,
                                             "choosing_starter": []},
     "Gathering point 1 (the inn) paid: Ann +10, Bob +3; Bob starts section 2"),
    ("rescuing-robin-hood", {"type": "stealth"}, {"target_row": {"kind": "courtyard", "number": 1},
                                                   "cards": [6, 7], "success": True, "defeated": 2, "guard_total": 5, "remaining": 1, "rescued": 1},
     "Stealth attack on #6 and #7 of Courtyard row 1: the guards total 5 · 2 cards defeated, 1 villager rescued"),
    ("hero-of-the-people", {"type": "recruit", "character": "maid-marian"},
     {"action": "recruit", "loot": {"gold": 2}, "bounty": 400}, "Maid Marian recruited for 2 gold; bounty 400"),
])
def test_worked_sentences(game_id, move, result, said):
    assert english(engine.get(game_id).result_sentence(move, result, ["Ann", "Bob"])) == said


def test_a_result_stored_by_an_older_version_falls_back_on_its_fields():
    """A key a sentence needs may be missing from an old log: the export still reads (the fields in words)."""
    pad = engine.get("score-pad")
    assert pad.result_sentence({"type": "add", "points": 2}, {"seat": 0}, ["Ann"]) is None
    assert api_results.result_in_words(pad, {"type": "add"}, {"seat": 0}, ["Ann"], False) == "seat: Ann"
