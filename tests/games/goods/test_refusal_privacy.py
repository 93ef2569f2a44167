"""Refusals are written for the person who reads them: when a change by another seat
or the host would break a player's private entry, the 422 names the move, its owner, its ruling
and who can fix it, but none of the owner's private goods (G9, G12).

Amy, as Sheriff, corrects her own inspection of Carlos (the rulebook's example, move 3) so that
the app now saw 2 potatoes approved for him; his week goods (1 potato approved, 3 silks stored)
no longer add up. The engine's own sentence says "2 potatoes approved for you this week; 1
entered": that "1" is Carlos's. Tried through corrections by Amy and by the host, their dry
runs, a batch, and an undo; Carlos, correcting his own goods, reads the whole sentence.
"""
from __future__ import annotations

import json
from typing import Any

import pytest

import engine
from api.table import replay
from tests.helpers import Table
from tests.games.goods.test_corrections import AMY, CARLOS, carlos_inspected, correct, goods, move, rest_of_week_one  # noqa: F401
from tests.helpers import english

GAME = engine.get("robin-hood-goods")
CARLOS_GOODS = {"approved": {"potato": 1, "silk": 3}, "stored": {"silk": 3}}
# The inspection as Amy corrects it: 2 potatoes found, so the app saw 2 approved for Carlos.
FEWER_SILKS = {"type": "inspect", "target": CARLOS, "cards": {"potato": 2, "chicken": 1, "silk": 1}}
ENGINE_SENTENCE = "The app saw 2 potatoes approved for you this week; 1 entered."


@pytest.fixture
def week_entered(goods: Table) -> dict[str, int]:
    carlos_inspected(goods)
    rest_of_week_one(goods)
    week = move(goods, CARLOS, type="week_goods", **CARLOS_GOODS)
    return {"inspection": 3, "week": week}


def private_values_of_carlos() -> list[str]:
    """Every way his private entry could show in a sentence or in data."""
    out = ["entered", "1 potato", "3 silk", "silks stored", "approved.", "stored."]
    for field in ("approved", "stored"):
        for good, n in CARLOS_GOODS[field].items():
            out += [f'"{good}": {n}', f"{n} {good}"]
    return out


def assert_tells_no_secret(answer: Any, week: int) -> None:
    assert answer.status_code == 422, answer.json
    body = answer.json
    text = json.dumps(body)
    assert ENGINE_SENTENCE not in text
    for secret in private_values_of_carlos():
        assert secret not in text, f"{secret!r} in {text}"
    assert "errors" not in body  # the fields the engine named (approved.potato) say which good
    # What the reader may know and needs: the move, whose it is, the ruling and what to do.
    assert body["broken"] == {"version": week, "seat": CARLOS, "type": "week_goods"}
    assert body["rule"] == "G12"
    assert f"move {week} (Carlos's week goods)" in body["detail"]
    assert "Carlos can fix" in body["detail"]


def preview(table: Table, headers: dict[str, str], *amendments: dict[str, Any]) -> Any:
    return table.client.post(f"/api/v1/tables/{table.id}/corrections/preview", json={"amendments": list(amendments)},
                             headers=headers)


@pytest.mark.parametrize("who", ["Amy, the Sheriff", "the host"])
def test_a_correction_that_breaks_anothers_week_goods_tells_none_of_them(goods, week_entered, who):
    headers = goods.seat(AMY) if who.startswith("Amy") else goods.host
    before = goods.log(goods.host).json
    fix = {"version": week_entered["inspection"], "move": FEWER_SILKS}
    assert_tells_no_secret(correct(goods, headers, fix), week_entered["week"])
    assert_tells_no_secret(preview(goods, headers, fix), week_entered["week"])
    # A batch: Amy's end of turn 1 fixed too (as it was), same refusal, same silence.
    batch = correct(goods, headers, fix, {"version": 4, "move": {"type": "end_turn"}})
    assert_tells_no_secret(batch, week_entered["week"])
    assert goods.log(goods.host).json == before  # a refusal stores nothing


def test_the_owner_correcting_reads_the_whole_sentence_about_their_own_goods(goods, week_entered):
    # Carlos enters 1 potato for 4 cards seen and unseen; fixing his own goods to 2 potatoes and
    # 1 silk (3 cards) breaks nothing of anyone else's, but his own entry's check is his to read.
    answer = correct(goods, goods.seat(CARLOS), {"version": week_entered["week"],
                                                 "move": {"type": "week_goods", "approved": {"potato": 1},
                                                          "stored": {}}})
    assert answer.status_code == 422 and "entered" in answer.json["detail"], answer.json


def test_an_undo_that_would_break_anothers_entry_tells_none_of_it(goods, week_entered):
    """An undo replays through the same gate: the refusal a seat or the host reads is redacted
    the same way. (An undo takes back the latest entry, after which every standing move was
    legal once, so a real table cannot reach this; the gate is checked directly.)"""
    cause = engine.RuleError(ENGINE_SENTENCE, rule="G12", field="approved.potato")
    broken = engine.BrokenMove(week_entered["week"], CARLOS, {"type": "week_goods", **CARLOS_GOODS}, cause)

    class Host:
        role, seat = "host", None

    class Owner:
        role, seat = "player", CARLOS

    with goods.client.application.test_request_context():
        for viewer, secret_kept in ((Host, True), (Owner, False)):
            with pytest.raises(Exception) as refused:
                with replay.broken_moves_as_422(GAME, viewer, lambda: {CARLOS: "Carlos"}, "undo"):
                    raise broken
            data = refused.value.data  # flask_smorest's abort() keeps the answer's body here
            said = english(data["message"])
            assert (ENGINE_SENTENCE in said) is not secret_kept
            assert said.startswith("Undoing that would make move")


def test_every_private_move_of_every_game_is_kept_out_of_others_refusals():
    """The gate's rule, game by game: a refusal about a move with private or sealed fields (C10) is
    quoted only to its own seat; every other move's refusal (all public information) to anyone."""
    for game in engine.all_games():
        for move_type, spec in game.moves.items():
            secret = bool(spec.private or spec.sealed)
            assert game.may_quote(move_type) is (not secret), (game.id, move_type)
            if secret:
                assert not replay.may_read_refusal(game, _Viewer("host", None), 1, move_type)
                assert not replay.may_read_refusal(game, _Viewer("player", 0), 1, move_type)
                assert replay.may_read_refusal(game, _Viewer("player", 1), 1, move_type)


class _Viewer:
    def __init__(self, role: str, seat: int | None) -> None:
        self.role, self.seat = role, seat


def test_a_correction_that_breaks_the_sheriffs_apprehension_tells_none_of_its_cards(goods):
    """The other private move of the game: what a Sheriff apprehends (cards, took, returned) is
    hers alone (G6, G9). Carlos, fixing his own declaration from 4 cards to 3, breaks Amy's
    Apprehension of his bag (G3); his refusal, and the host's, name it without its cards."""
    assert move(goods, CARLOS, type="declare", good="potato", count=4) == 1
    assert move(goods, 2, type="declare", good="fruit", count=1) == 2
    apprehended = {"silk": 3, "potato": 1}
    assert move(goods, AMY, type="apprehend", target=CARLOS, cards=apprehended) == 3
    before = goods.log(goods.host).json
    fix = {"version": 1, "move": {"type": "declare", "good": "potato", "count": 3}}
    for headers in (goods.seat(CARLOS), goods.host):
        for answer in (correct(goods, headers, fix), preview(goods, headers, fix)):
            assert answer.status_code == 422, answer.json
            text = json.dumps(answer.json)
            assert "silk" not in text and "were entered" not in text and "errors" not in answer.json
            assert answer.json["broken"] == {"version": 3, "seat": AMY, "type": "apprehend"}
            assert "move 3 (Amy's Apprehension)" in answer.json["detail"] and answer.json["rule"] == "G3"
    assert goods.log(goods.host).json == before


def test_the_ruling_a_private_refusal_quotes_is_in_the_readers_language(goods, week_entered):
    fix = {"version": week_entered["inspection"], "move": FEWER_SILKS}
    said = {}
    for language in ("de", "fr", "en"):
        answer = correct(goods, {**goods.seat(AMY), "Accept-Language": language}, fix)
        assert answer.status_code == 422 and answer.json["message"]["args"]["ruling"]["id"] == "ruling-robin-hood-goods-g12"
        said[language] = answer.json["detail"]
    assert "G12: Die Waren der Woche werden geprüft" in said["de"]
    assert "G12\xa0: Les marchandises de la semaine sont vérifiées" in said["fr"]
    assert said["en"].endswith("G12: " + GAME.rulings["G12"])
