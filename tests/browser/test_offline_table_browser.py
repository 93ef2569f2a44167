"""A table with no server (issue 38): whole games played on one phone with the network cut, a reload in the
middle, then the network back and the table kept on the server, whose log and result are the phone's.

The phone gets ready while the server is in reach (the engine, Pyodide, the screens and words kept by the
service worker); then every request to the server fails (Playwright's offline mode: the page and its
service worker both). The phone is passed around: each player says who holds it ("I am Bob") before it
shows their seat. Back online, the phone uploads the table by itself; a table changed by hand in the
phone's storage is refused and nothing is kept.
"""
from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

import engine
from engine import offline
from tests.browser.finished_games import api_get
from tests.browser.helpers import assert_screen_ready, shot
from tests.browser.test_curse_whole_games_browser import Cards, Game as CurseGame, check_curse_shown, pick

pytestmark = pytest.mark.browser

READY_SECONDS = 180_000  # the first start downloads and compiles Pyodide (bench/README.md: its start time)
ENGINE_START_MS = 60_000  # a start from the service worker's cache, on a loaded machine


def get_ready(page: Page, server: str) -> None:
    page.goto(server + "/")
    page.locator("#offline-link").click()
    page.get_by_role("button", name="Get this phone ready").click()
    expect(page.locator("#offline-ready")).to_have_text("This phone is ready to play without a server.",
                                                        timeout=READY_SECONDS)


def new_local_table(page: Page, game_link: str, names: list[str], **fields: Any) -> str:
    """From /offline (the network may be cut): a new table kept on the phone; its id. The phone then asks who holds it."""
    page.locator("section", has_text="New table on this phone").get_by_role("link", name=re.compile(game_link)).click()
    for label, value in fields.items():
        field = page.get_by_label(label, exact=True)
        if isinstance(value, str) and field.evaluate("el => el.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(str(value))
        field.dispatch_event("change")
    page.get_by_role("button", name="Create the table").click()
    for seat, name in enumerate(names):
        page.get_by_label(f"Seat {seat + 1}", exact=True).fill(name)
    page.get_by_role("button", name="Start").click()
    expect(page.get_by_role("heading", name="Who holds the phone?")).to_be_visible()
    return page.evaluate("location.pathname").removeprefix("/t/")


def hold(page: Page, name: str) -> None:
    page.get_by_role("button", name=f"I am {name}", exact=True).click()
    expect(page.locator("#holder-bar")).to_contain_text(f"On this phone: {name}")


def hand_to(page: Page, name: str) -> None:
    if f"On this phone: {name}" in page.locator("#holder-bar").inner_text():
        return
    page.locator("#holder-next").select_option(label=name)
    page.locator("#holder-hand").click()
    expect(page.locator("#holder-bar")).to_have_count(0)  # the table hidden while the phone changes hands
    hold(page, name)


def kept_on_phone(page: Page, table_id: str) -> dict[str, Any]:
    return json.loads(page.evaluate(f"localStorage.getItem('sherwood.local.{table_id}')"))


def server_seats(page: Page, server_id: str) -> dict[str, Any]:
    return json.loads(page.evaluate("localStorage.getItem('sherwood.seats')"))[server_id]


def back_online_and_kept(page: Page, server: str, table_id: str) -> tuple[str, dict[str, Any]]:
    """The network back: the phone uploads the table by itself and opens the server's table. Its id and the
    phone's table as it was kept."""
    kept = kept_on_phone(page, table_id)
    page.context.set_offline(False)
    page.wait_for_url(re.compile(r"/t/(?!local-)[\w-]+$"), timeout=30_000)
    server_id = page.evaluate("location.pathname").removeprefix("/t/")
    assert kept_on_phone(page, table_id)["uploadedAs"] == server_id
    return server_id, kept


def assert_server_has_the_phones_table(server: str, page: Page, server_id: str, kept: dict[str, Any]) -> dict[str, Any]:
    token = server_seats(page, server_id)["host"]
    log = api_get(server, f"/api/v1/tables/{server_id}/moves?page_size=200", token)
    # Each entry as it was entered (the log serves a corrected move's result as it stands now, and the one
    # it was entered with as entered_result), at the time the phone entered it.
    entered = [e["result"] if e["entered_result"] is None else e["entered_result"] for e in log]
    assert [(e["version"], e["kind"], e["seat"], e["move"], result, e["time"]) for e, result in zip(log, entered)] == \
        [(e["version"], e["kind"], e["seat"], e["move"], e["result"], e["created_at"]) for e in kept["log"]]
    table = api_get(server, f"/api/v1/tables/{server_id}", token)
    game = engine.get(kept["game"])
    state = offline.state_of(game, kept)
    assert table["state"] == game.view(state, None) and table["status"] == game.status(state)
    assert [p["name"] for p in table["players"]] == kept["players"]
    return table


def test_a_score_pad_played_with_the_network_cut_and_a_reload_is_kept_on_the_server(server, phone):
    page = phone(width=320)
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    get_ready(page, server)
    assert_screen_ready(page)  # the page about playing without a server, at 320 px
    page.context.set_offline(True)
    table_id = new_local_table(page, "Score pad", ["Ann", "Bob"], **{"Players": 2, "Winning score": 30})
    assert_screen_ready(page)  # the cover: who holds the phone?
    hold(page, "Ann")
    mine = page.locator(".score-row.mine")
    mine.get_by_role("button", name="+10", exact=True).click()
    expect(mine.locator(".score")).to_have_text("10")
    # A refusal, worded as the server words it, by the engine in the phone.
    mine.get_by_role("spinbutton").fill("0")
    mine.get_by_role("button", name="Add").click()
    expect(page.locator(".message.error")).to_contain_text("Adding 0 points changes nothing. (rule SP2)")
    hand_to(page, "Bob")
    page.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(page.locator('.score-row[data-seat="1"] .score')).to_have_text("5")
    # A mistaken +10, undone.
    page.locator(".score-row.mine").get_by_role("button", name="+10", exact=True).click()
    expect(page.locator('.score-row[data-seat="1"] .score')).to_have_text("15")
    page.locator("#undo").click()
    expect(page.locator('.score-row[data-seat="1"] .score')).to_have_text("5")

    page.reload()  # offline: the service worker serves the app, the phone's storage the table
    expect(page.locator("#holder-bar")).to_contain_text("On this phone: Bob")  # the same tab: the same holder
    # The engine starts again in the phone (Pyodide, from the service worker's cache: bench/README.md).
    expect(page.locator('.score-row[data-seat="0"] .score')).to_have_text("10", timeout=ENGINE_START_MS)
    expect(page.locator(".log li").first).to_have_text("4. Bob undid move 3")
    hand_to(page, "Ann")
    # A correction with its preview, made by the engine in the phone: Ann's first move was +20, not +10.
    page.get_by_role("button", name="Fix move 1").click()
    form = page.locator(".fix-form")
    form.get_by_label("Points", exact=True).fill("20")
    form.get_by_role("button", name="Preview", exact=True).click()
    expect(form.locator(".fix-preview")).to_contain_text("Move 1 itself")  # the engine's preview, worded here
    form.get_by_role("button", name="Save the correction").click()
    expect(page.locator(".fix-form")).to_have_count(0)
    expect(page.locator('.score-row[data-seat="0"] .score')).to_have_text("20")
    page.locator(".score-row.mine").get_by_role("button", name="+10", exact=True).click()
    expect(page.locator("#local-results .local-places li").first).to_have_text("1. Ann: 30")
    assert_screen_ready(page)
    shot(page, "offline-score-pad-finished")
    assert kept_on_phone(page, table_id)["log"][-1]["result"]["score"] == 30

    server_id, kept = back_online_and_kept(page, server, table_id)
    table = assert_server_has_the_phones_table(server, page, server_id, kept)
    assert table["status"] == {"finished": True, "winners": [0]}
    result = api_get(server, f"/api/v1/tables/{server_id}/result", server_seats(page, server_id)["host"])
    assert [p["name"] for p in result["players"]][:1] == ["Ann"] and result["moves"] == 3
    expect(page.locator(".results")).to_be_visible(timeout=15_000)  # the server's results screen now
    assert errors == []


def test_a_table_changed_by_hand_on_the_phone_is_refused_and_nothing_is_kept(server, phone):
    page = phone()
    get_ready(page, server)
    page.context.set_offline(True)
    table_id = new_local_table(page, "Score pad", ["Ann", "Bob"], **{"Players": 2})
    hold(page, "Ann")
    page.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(page.locator(".score-row.mine .score")).to_have_text("5")
    kept = kept_on_phone(page, table_id)
    kept["log"][0]["result"]["score"] = 50  # the phone's storage, edited
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [f"sherwood.local.{table_id}", json.dumps(kept)])
    page.context.set_offline(False)
    expect(page.locator("#holder-status")).to_contain_text("The server refused this table: Entry 1", timeout=30_000)
    assert page.evaluate("location.pathname") == f"/t/{table_id}"
    assert "uploadedAs" not in kept_on_phone(page, table_id) or not kept_on_phone(page, table_id).get("uploadedAs")


class OfflineCurse(CurseGame):
    """Curse You on one phone passed around: the table read from the phone's storage (the engine in the
    test process gives the host's view of it, as the phone's engine does), each seat's card entered by the
    one holding the phone."""

    names = ["Ann", "Bob", "Cat"]

    def state(self) -> dict[str, Any]:
        kept = kept_on_phone(self.phones[0], self.table_id)
        game = engine.get("curse-you-robin-hood")
        state = offline.state_of(game, kept)
        return {"version": len(kept["log"]), "state": game.view(state, None), "status": game.status(state)}

    def step(self, table: dict[str, Any]) -> dict[str, Any]:
        if table["state"]["phase"] == "take":  # the one who takes holds the phone
            hand_to(self.phones[0], self.names[int(table["state"]["to_take"][0][1:])])
        return super().step(table)

    def reveal(self, table: dict[str, Any]) -> dict[str, Any]:
        state, page = table["state"], self.phones[0]
        waiting = [label for label in state["order"] if label not in state["chosen"]]
        if any(not label.startswith("p") for label in waiting):
            return super().reveal(table)  # a Legend's cards: whoever holds the phone enters them (the host's move)
        seat = int(waiting[0][1:])
        hand_to(page, self.names[seat])
        card = self.cards.play_card(seat)

        def reveal_my_card() -> None:
            self.caught_up(page, table)
            pick(page, "Your card", card)
            page.get_by_role("button", name="Reveal my card").click()
        answer = self.entered(table, reveal_my_card)
        if len(waiting) > 1:  # C10: handed on, the next player reads that she chose, not what
            hand_to(page, self.names[int(waiting[1][1:])])
            # (The phone holds the host role too: the line offers to delete the move, never to show it.)
            expect(page.locator(".log li").first).to_have_text(
                re.compile(rf"^\d+\. {self.names[seat]} chose a card \(rule C10\)(Delete)?$"))
        return answer


def test_a_curse_you_game_with_two_players_and_bluffing_legends_played_on_one_phone_then_kept(server, phone):
    page = phone(width=390, color_scheme="dark")
    get_ready(page, server)
    page.context.set_offline(True)
    table_id = new_local_table(page, "Curse You", ["Ann", "Bob"], Players=2,
                               **{"Legend 1": "the-sheriff", "Legend 2": "maid-marian"})
    assert_screen_ready(page)  # the cover, at 390 px in the dark
    hold(page, "Ann")
    game = OfflineCurse(server, [page, page], table_id, "", Cards(random.Random(8), 2, ["the-sheriff", "maid-marian"]))
    table = game.state()
    reloaded = False
    while not table["status"]["finished"]:
        table = game.step(table)
        if not reloaded and table["version"] >= 12:
            page.reload()  # in the middle, offline
            expect(page.locator(".log li").first).to_have_text(re.compile(rf"^{table['version']}\. "),
                                                              timeout=ENGINE_START_MS)
            reloaded = True
    check_curse_shown(CurseGame(server, [page], table_id, "", game.cards), table)
    expect(page.locator(".curse .banner")).to_contain_text("Game over")
    assert game.cards.returned_shown.get("maid-marian", 0) >= 1
    server_id, kept = back_online_and_kept(page, server, table_id)
    assert_server_has_the_phones_table(server, page, server_id, kept)
