"""Two phones moving at once: SQLite's write lock and UNIQUE(table, version) decide."""
import threading

from api import create_app
from tests.helpers import make_table


def race(app, requests):
    """Send each (table, headers, body[, path]) from its own thread with its own client, all at once."""
    barrier = threading.Barrier(len(requests))
    answers = [None] * len(requests)

    def send(i, table, headers, body, path="moves"):
        client = app.test_client()
        barrier.wait()
        answers[i] = client.post(f"/api/v1/tables/{table.id}/{path}", json=body, headers=headers)

    threads = [threading.Thread(target=send, args=(i, *r)) for i, r in enumerate(requests)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return answers


def test_two_moves_on_the_same_version_store_exactly_one(pad, app):
    for _ in range(10):
        version = pad.get(pad.host).json["version"]
        answers = race(app, [
            (pad, pad.seat(0), {"type": "add", "points": 1, "expected_version": version}),
            (pad, pad.seat(1), {"type": "add", "points": 1, "expected_version": version}),
        ])
        assert sorted(a.status_code for a in answers) == [201, 409]
    log = pad.log(pad.host, page_size=100).json
    assert [e["version"] for e in log] == list(range(1, 11))
    assert sum(pad.get(pad.host).json["state"]["scores"]) == 10


def test_concurrent_moves_without_expected_version_are_all_kept(pad, app):
    answers = race(app, [(pad, pad.seat(i % 2), {"type": "add", "points": 1}) for i in range(8)])
    assert all(a.status_code == 201 for a in answers)
    assert sorted(a.json["version"] for a in answers) == list(range(1, 9))
    assert sum(pad.get(pad.host).json["state"]["scores"]) == 8


def test_two_app_instances_on_one_file_never_share_a_version(tmp_path, clock):
    # Two worker processes are two apps on one SQLite file.
    config = {"DATABASE": str(tmp_path / "shared.db"), "CLOCK": clock}
    first, second = create_app(config), create_app(config)
    table = make_table(first.test_client(), players=2)
    table.join("Ann")
    table.join("Bob")
    answers = race(first, [(table, table.seat(0), {"type": "add", "points": 1})] * 3) + race(
        second, [(table, table.seat(1), {"type": "add", "points": 1})] * 3
    )
    assert all(a.status_code == 201 for a in answers)
    versions = [a.json["version"] for a in answers]
    assert len(set(versions)) == 6


def test_racing_corrections_undos_and_moves_leave_one_winner_and_a_replayable_log(pad, app):
    import engine

    for n in range(6):
        pad.move(pad.seat(n % 2), type="add", points=1 + n)
    for round_ in range(8):
        version = pad.get(pad.host).json["version"]
        fix = {"amendments": [{"version": 1 + round_ % 5, "move": {"type": "add", "points": 10 + round_}}],
               "expected_version": version}
        answers = race(app, [
            (pad, pad.host, fix, "corrections"),
            (pad, pad.seat(1), {"type": "add", "points": 1, "expected_version": version}),
            (pad, pad.seat(0), {"expected_version": version}, "undo"),
        ])
        statuses = sorted(a.status_code for a in answers)
        # One wins; the others lost the version (409) or, for the player's undo, found another's move last (403).
        assert statuses.count(201) == 1 and set(statuses) <= {201, 403, 409}, [a.json for a in answers]
    store = app.extensions["sherwood"].store
    stored = store.table(pad.id)
    assert engine.replay(engine.get("score-pad"), stored["options"], store.log(pad.id)) == stored["state"]
    assert stored["version"] == 6 + 8
