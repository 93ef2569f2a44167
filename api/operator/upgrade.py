"""Bringing tables stored by an older release up to date, once, at start."""
from __future__ import annotations

import logging

import engine

from ..store import AnyStore

log = logging.getLogger(__name__)


def refresh_outdated_snapshots(store: AnyStore, now: float) -> int:
    """Replace every live table's snapshot that its game calls outdated with a replay of its log.

    A release gave Rescuing's cards ids in the order they were laid out; a
    snapshot stored before had none, and numbering it by position could
    disagree with what an undo's replay numbers. Replaying the log once makes
    the snapshot, the screen and later replays agree. Returns how many tables
    were refreshed.
    """
    refreshed = 0
    for game in engine.all_games():
        if type(game).snapshot_outdated is engine.Game.snapshot_outdated:
            continue  # the game never asks for it: read nothing
        for table_id, options, state in store.live_snapshots(game.id, now):
            if not game.snapshot_outdated(state):
                continue
            try:
                rebuilt = engine.replay(game, options, store.log(table_id))
            except engine.RuleError as err:  # keep the stored state rather than lose the table
                log.warning("Table %s could not be replayed (%s); its snapshot stays as stored.", table_id, err)
                continue
            store.replace_snapshot(table_id, rebuilt)
            refreshed += 1
    return refreshed
