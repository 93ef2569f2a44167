"""Live updates wake the phones of the changed table only (api/live/notify.py): one condition per table.

With one condition for the whole process, every change woke every listener of every table to
look and wait again; with thousands of phones listening that was thousands of wake-ups a move.
Counted here, not timed.
"""
from __future__ import annotations

import threading
import time

from tests.helpers import make_table


def test_a_change_wakes_the_listeners_of_its_table_and_no_other(client, app):
    notifier = app.extensions["sherwood"].notifier
    store = app.extensions["sherwood"].store
    tables = [make_table(client, "score-pad", players=2) for _ in range(2)]
    for table in tables:
        assert table.join("Ann").status_code == 201
    moved, quiet = tables
    marks = store.versions([moved.id, quiet.id])
    heard: dict[str, object] = {}

    def listen(table_id: str, timeout: float) -> None:
        heard[table_id] = notifier.wait(table_id, marks[table_id], timeout=timeout)

    listeners = [threading.Thread(target=listen, args=(moved.id, 10.0)),
                 threading.Thread(target=listen, args=(quiet.id, 2.0))]
    for listener in listeners:
        listener.start()
    deadline = time.monotonic() + 5
    while len(notifier._table_conds) < 2 and time.monotonic() < deadline:
        time.sleep(0.01)
    quiet_condition = notifier._table_conds[quiet.id]
    woken: list[str] = []
    real_notify = quiet_condition.notify_all
    quiet_condition.notify_all = lambda: (woken.append(quiet.id), real_notify())  # type: ignore[method-assign]

    assert moved.move(moved.seat(0), type="add", points=1).status_code == 201
    listeners[0].join(5)
    assert heard[moved.id][0] == marks[moved.id][0] + 1  # the moved table's phone heard the new version
    listeners[1].join(5)
    assert heard[quiet.id] == marks[quiet.id] and woken == []  # the other table's was never woken
