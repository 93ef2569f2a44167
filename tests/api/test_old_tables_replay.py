"""Tables created before rulings G14-G15, H10-H11, V7-V8 and C8-C9 replay unchanged.

tests/fixtures/tables_before_rulings_round_3.json holds, for Hero of the People (rulings H1-H9: Sherwood Forest
cards built without a character, a jail and the camp lost), Robin Hood 1990 (duels, an event, a settlement) and
a solo Curse You game the player tied with the Legends (which the previous release counted as the player's win),
the options the previous release stored, its log, and the state its engine reached: made by running that
release's engine (``git archive`` of the commit before these rulings) over these logs.
"""
import json

import pytest

import engine
from tests.helpers import english, make_table
from tests.paths import FIXTURES, published_spec

OLD = json.loads((FIXTURES / "tables_before_rulings_round_3.json").read_text())
PLAYERS = {"hero-of-the-people": ["Robin"], "robin-hood-1990": ["Ann", "Bob", "Cat"], "curse-you-robin-hood": ["Ann"]}


@pytest.mark.parametrize("game_id", sorted(OLD))
def test_an_old_log_replays_to_the_state_the_previous_release_stored(game_id):
    game = engine.get(game_id)
    old = OLD[game_id]
    assert engine.replay(game, old["options"], old["log"]) == old["state"]
    assert not game.snapshot_outdated(old["state"])


def test_the_old_solo_curse_table_keeps_its_result():
    old = OLD["curse-you-robin-hood"]
    game = engine.get("curse-you-robin-hood")
    assert old["state"]["winners"] == ["p0"] and set(old["state"]["totals"].values()) == {50}
    assert english(game.final_standing(old["state"], ["Ann"]).outcome) == "Ann wins with 50 points."


def store_old_table(client, app, game_id):
    """A table as the previous release left it: its options, its last snapshot and its log."""
    old = OLD[game_id]
    options = {k: v for k, v in old["options"].items() if k != "rules"}
    table = make_table(client, game_id, **options)
    for name in PLAYERS[game_id]:
        assert table.join(name).status_code == 201
    store = app.extensions["sherwood"].store
    with store.write() as db:
        db.conn.execute("UPDATE tables SET options = ?, state = ?, version = ? WHERE id = ?",
                        [json.dumps(old["options"]), json.dumps(old["state"]), len(old["log"]), table.id])
        for version, entry in enumerate(old["log"], start=1):
            db.conn.execute("INSERT INTO moves (table_id, version, kind, seat, role, move, result, undoes, created_at)"
                            " VALUES (?, ?, 'move', ?, 'host', ?, '{}', NULL, 0)",
                            [table.id, version, entry["seat"], json.dumps(entry["move"])])
    return table, store


@pytest.mark.parametrize("game_id", sorted(OLD))
def test_an_old_table_loads_and_undoes_through_http(client, app, game_id):
    table, store = store_old_table(client, app, game_id)
    game = engine.get(game_id)
    loaded = table.get(table.host)
    assert loaded.status_code == 200
    assert loaded.json["state"] == json.loads(json.dumps(game.view(OLD[game_id]["state"], None)))
    undone = table.undo(table.host)
    assert undone.status_code == 201, undone.json
    stored = store.table(table.id)
    assert stored["state"] == engine.replay(game, OLD[game_id]["options"], OLD[game_id]["log"][:-1])


def test_an_old_hero_table_builds_without_naming_a_character(client, app):
    table, store = store_old_table(client, app, "hero-of-the-people")
    me = table.seat(0)
    assert table.move(me, type="story", outcome="nothing").status_code == 201
    assert table.move(me, type="rob", played={"strength": 2}).status_code == 201
    built = table.move(me, type="build")
    assert built.status_code == 201, built.json
    assert built.json["state"]["sherwood_cards"] == [{"card": 1, "protects": None}, {"card": 2, "protects": None}]
    assert "sherwood_protects" not in store.table(table.id)["state"]


def published(name):
    """A component of the committed spec, as a validator whose refs resolve in it."""
    from jsonschema import Draft202012Validator

    spec = published_spec()
    return Draft202012Validator({"$ref": f"#/components/schemas/{name}", "components": spec["components"]})


@pytest.mark.parametrize("game_id", sorted(OLD))
def test_an_old_table_reads_as_the_spec_types_it(client, app, game_id):
    """Issue 36: a table an older release stored reads back within today's closed, typed answers."""
    from api.web.contract import game_name

    name = game_name(engine.get(game_id))
    table, _ = store_old_table(client, app, game_id)
    for headers in (table.host, table.seat(0)):
        loaded = table.get(headers)
        assert [e.message for e in published(f"{name}Table").iter_errors(loaded.json)] == []
        log = table.log(headers, page_size=200).json
        assert [e.message for entry in log for e in published(f"{name}LogEntry").iter_errors(entry)] == []


def test_a_result_and_a_loss_kept_as_english_sentences_are_served_as_messages(client, app):
    """Older releases stored a Hero adjustment's reason, and why a game was lost, as English sentences: the
    log and the state serve them as the messages this release gives (Game.result_today), as the spec types them."""
    table, store = store_old_table(client, app, "hero-of-the-people")
    reason = "Story card: Ambush"
    with store.write() as db:
        db.conn.execute("UPDATE moves SET move = ?, result = ? WHERE table_id = ? AND version = 1",
                        [json.dumps({"type": "adjust", "source": "story", "card": "Ambush", "bounty": 10}),
                         json.dumps({"reason": reason, "effects": {}, "bounty": 300}), table.id])
        state = {**OLD["hero-of-the-people"]["state"], "outcome": "lost",
                 "lost_because": "The bounty reached 1000: Robin Hood is turned in."}
        db.conn.execute("UPDATE tables SET state = ? WHERE id = ?", [json.dumps(state), table.id])
    first = table.log(table.host).json[0]
    assert first["result"]["reason"]["id"] == "hero-reason-story-card" or first["result"]["reason"]["args"]
    assert [e.message for e in published("HeroLogEntry").iter_errors(first)] == []
    loaded = table.get(table.host).json
    assert loaded["state"]["lost_because"] == {"id": "hero-lost-because", "args": {"why": "bounty"}}
