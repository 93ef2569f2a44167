"""Rescuing Robin Hood played over its five days on phones alone: no move is sent by the API (issue 34).

Ann hosts on a 390 px phone in light mode, Bob plays on a 320 px phone in dark mode. Days 1-4: the host lays
out two rows, both bands are drawn, each band defeats a row (the rows the engine offers, R4), the freed
villagers are recruited in turn (R8) and the host ends the day. Day 5 (the full game, not the accelerated one,
so days 1 and 3 are played too): the Castle, Bob chosen to start (R17), the rows offered one at a time in
order (R9), Robin rescued (R11) and the Sheriff defeated last in his row. Along the way: a band's tracker no
longer shows the Brawn it passed on (R5), and the log names the Sheriff instead of numbering him.
"""
from __future__ import annotations

import time
from typing import Any, Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.finished_games import api_get
from tests.browser.helpers import assert_screen_ready, create_table, host_of, join

pytestmark = pytest.mark.browser


class Table:
    """The phones and a way to wait for each move they send to be stored (reading the table only)."""

    def __init__(self, server: str, ann: Page, bob: Page) -> None:
        self.server, self.ann, self.bob = server, ann, bob
        self.table_id, self.token = host_of(ann)
        self.phones = [ann, bob]

    def read(self) -> dict[str, Any]:
        return api_get(self.server, f"/api/v1/tables/{self.table_id}", self.token)

    def tap(self, action: Callable[[], None]) -> dict[str, Any]:
        """Do ``action`` on a phone, then wait until the move it sends is stored; the state after it."""
        version = self.read()["version"]
        action()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            table = self.read()
            if table["version"] > version:
                return table["state"]
            time.sleep(0.05)
        messages = [page.locator(".message").all_inner_texts() for page in self.phones]
        raise AssertionError(f"no move stored after version {version}; the phones say {messages}")


def click(page: Page, name: str) -> Callable[[], None]:
    return lambda: page.get_by_role("button", name=name, exact=True).click()


def add_row(table: Table, medallion: str, blue: int, red: int, rows: int) -> None:
    ann = table.ann
    ann.get_by_role("button", name=f"+ {medallion}").click()
    ann.get_by_label("blue guards", exact=True).fill(str(blue))
    ann.get_by_label("red guards", exact=True).fill(str(red))
    table.tap(click(ann, "Add the row"))
    expect(ann.locator(".brow")).to_have_count(rows)  # drawn: the next row's form is a new one


def enter_band(table: Table, page: Page, **stats: int) -> None:
    for stat, value in stats.items():
        page.get_by_label(stat, exact=True).fill(str(value))
    table.tap(click(page, "Enter the band"))


def brawn_attack(table: Table, page: Page, card: int, value: int | None) -> dict[str, Any]:
    page.get_by_label("Attack with").select_option("brawn")
    if value is not None:
        page.get_by_label(f"Brawn of #{card}", exact=True).fill(str(value))
    return table.tap(click(page, "Attack"))


def play_day(table: Table, day: int) -> None:
    """Days 1-4: two rows, each band defeats one, both villagers recruited, the day ended."""
    ann, bob = table.ann, table.bob
    expect(ann.locator(".round-line")).to_contain_text(f"Day {day} of days 1, 2, 3, 4, 5")
    add_row(table, "bronze", 1, 0, rows=1)  # guard #0
    add_row(table, "silver", 0, 1, rows=2)  # guard #1
    if day == 1:
        assert_screen_ready(ann)
    table.tap(click(ann, "Done: draw the bands"))
    enter_band(table, ann, wit=3, brawn=10, stealth=3, jolliness=1)
    enter_band(table, bob, wit=3, brawn=10, stealth=3, jolliness=1)
    first, second = (ann, bob) if day % 2 else (bob, ann)  # the first player passes clockwise (R8)
    brawn_attack(table, first, 0, 2)
    table.tap(click(first, "End the turn"))
    seat = 0 if first is ann else 1
    # R5: what the band passed on is the next band's now, no longer shown on its own tracker.
    expect(second.locator(f'.trackers li[data-seat="{seat}"] .stat.brawn')).to_have_text("Brawn 0")
    expect(second.locator(f'.trackers li[data-seat="{1 - seat}"] .stat.brawn')).to_have_text("Brawn 18")
    # Row 1 has fallen: the only row offered is row 2 (R4), with its guard's Brawn to enter.
    expect(second.get_by_label("Row", exact=True).locator("option")).to_have_text(["Row 2"])
    if day == 1:
        assert_screen_ready(bob)
    brawn_attack(table, second, 1, 3)
    state = table.tap(click(second, "End the turn"))
    assert state["phase"] == "recruit" and state["major_oak"] == 2
    for page in (first, second):  # recruiting in turn order from the first player (R8)
        name = "Ann" if page is ann else "Bob"
        expect(page.locator(".entry h3", has_text=f"{name}: recruit from the Major Oak")).to_be_visible()
        if page is ann:  # Bob's phone waits; the host's phone may enter Bob's choice for him
            expect(bob.get_by_role("button", name="Recruit one")).to_have_count(0)
        state = table.tap(click(page, "Recruit one"))
    assert state["phase"] == "cleanup"
    state = table.tap(click(ann, f"End day {day}"))
    assert state["imprisoned"] == 0 and state["day"] == day + 1


def day_five(table: Table) -> dict[str, Any]:
    ann, bob = table.ann, table.bob
    expect(ann.get_by_role("heading", name="Day 5: storm the Castle")).to_be_visible()
    for stat, value in (("wit", 6), ("brawn", 5), ("stealth", 6)):  # the Castle's printed values
        ann.get_by_label(stat, exact=True).fill(str(value))
    for stat, value in (("wit", 4), ("brawn", 4), ("stealth", 3)):
        ann.get_by_label(f"Sheriff {stat}", exact=True).fill(str(value))
    # The Wall holds the Castle alone; Courtyard row 1 one blue guard (#1); the Sheriff's row a red guard (#2).
    table.tap(click(ann, "Set up the Castle"))
    assert_screen_ready(ann)
    table.tap(click(ann, "Draw the bands"))
    expect(bob.locator(".starter")).to_contain_text("Proposed: Ann starts Day 5")
    bob.locator('select[name="starter"]').select_option(label="Bob")
    table.tap(click(bob, "Starts Day 5"))  # the players choose who starts (R17)
    enter_band(table, ann, wit=3, brawn=6, stealth=8, jolliness=0)
    enter_band(table, bob, wit=3, brawn=10, stealth=5, jolliness=0)
    expect(bob.locator(".starter")).to_contain_text("Bob starts Day 5 (chosen)")  # until the first turn acts
    # R9: one row at a time, in order; the Castle's Brawn is known, nothing to enter.
    expect(bob.get_by_label("Row", exact=True).locator("option")).to_have_text(["Wall"])
    state = brawn_attack(table, bob, 0, None)
    assert state["castle_defeated"]
    expect(ann.locator(".starter")).to_have_count(0)  # the first turn has attacked: the choice is made (R17)
    bob.get_by_label("Attack with").select_option("stealth")
    expect(bob.get_by_label("Row", exact=True).locator("option")).to_have_text(["Courtyard 1"])
    bob.get_by_label("Choose #1", exact=True).check()
    bob.get_by_label("Stealth of #1", exact=True).fill("2")
    state = table.tap(click(bob, "Attack"))
    assert state["robin_rescued"]
    expect(bob.get_by_text("Robin Hood is rescued!")).to_be_visible()
    expect(ann.get_by_role("button", name="Add Robin")).to_be_visible()  # the host may enter it for him
    for stat, value in (("wit", 2), ("brawn", 2), ("stealth", 2), ("jolliness", 1)):
        bob.get_by_label(stat, exact=True).fill(str(value))
    table.tap(click(bob, "Add Robin"))
    expect(bob.get_by_label("Attack with").locator("option")).to_have_text(["Wit"])  # R11: the extra attack
    table.tap(click(bob, "End the turn"))
    # The Sheriff falls last in his row (R9): Ann chooses his red guard and him, his Stealth known.
    ann.get_by_label("Attack with").select_option("stealth")
    ann.get_by_label("Choose #2", exact=True).check()
    ann.get_by_label("Choose #3", exact=True).check()
    ann.get_by_label("Stealth of #2", exact=True).fill("2")
    return table.tap(click(ann, "Attack"))


def test_r4_r5_r8_r9_r11_r17_a_whole_game_over_five_days_on_two_phones(server, phone):
    started = time.monotonic()
    ann = phone(width=390)
    code = create_table(ann, server, "Rescuing Robin Hood", "Ann")
    bob = phone(width=320, color_scheme="dark")
    join(bob, server, code, "Bob")
    table = Table(server, ann, bob)
    for day in (1, 2, 3, 4):
        play_day(table, day)
    state = day_five(table)
    assert state["phase"] == "over" and state["outcome"] == "won" and state["sheriff_defeated"]
    for page in (ann, bob):
        expect(page.locator(".banner")).to_be_visible()
        expect(page.locator(".log")).to_contain_text("Ann's Stealth attack on #2 and the Sheriff")
        expect(page.locator(".log")).not_to_contain_text("#3")
    assert_screen_ready(bob)
    print(f"whole game on phones: {time.monotonic() - started:.1f} s")
