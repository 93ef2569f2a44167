"""After the game in the browser: the rematch every phone follows by itself, the series stats,
the past games kept on the phone, the log's downloads and the BG Stats link.

Score pads keep these short: Ann and Bob play to a winning score of 10 through the API, so every score is
known by hand here.
"""
from __future__ import annotations

import csv
import io
import json
import re
import sqlite3
import urllib.parse

import pytest
from playwright.sync_api import Page, expect

from tests.browser import finished_games
from tests.browser.finished_games import api_get, seat_phone
from tests.browser.helpers import assert_screen_ready, create_table, host_of, join, post
from tests.helpers import make_table

pytestmark = pytest.mark.browser


def add(server: str, table_id: str, host: str, seat: int, points: int) -> dict:
    return post(server, f"/api/v1/tables/{table_id}/moves", host, {"type": "add", "seat": seat, "points": points})


def table_id_of(page: Page) -> str:
    return page.url.rstrip("/").split("/t/")[1].split("#")[0]


def open_past_games(page: Page, server: str) -> None:
    """From the home page, as a person gets there."""
    page.goto(server + "/")
    page.locator("#past-games").click()
    expect(page.get_by_role("heading", name="Past games on this phone")).to_be_visible()


def seats_kept(page: Page) -> dict:
    return page.evaluate("JSON.parse(localStorage.getItem('sherwood.seats'))")


def test_play_again_moves_every_phone_to_the_new_table_and_the_series_adds_up(server, phone):
    ann = phone()
    code = create_table(ann, server, "Score pad", "Ann", players=2, winning_score=10)
    bob = phone()
    fetched: list[str] = []
    bob.on("request", lambda request: fetched.append(urllib.parse.urlparse(request.url).path))
    join(bob, server, code, "Bob")
    first, host = host_of(ann)
    # Joining and playing load none of the after-game screens: they come with the game's end.
    assert not {"/js/views/results.js", "/js/views/history.js", "/results.css"} & set(fetched), fetched
    add(server, first, host, 0, 3)
    add(server, first, host, 1, 10)  # Bob reaches 10: Bob wins 10 to 3
    expect(bob.locator(".results .outcome")).to_contain_text("Bob", timeout=10000)
    assert {"/js/views/results.js", "/results.css"} <= set(fetched)
    expect(bob.get_by_role("button", name=re.compile("Play again"))).to_have_count(0)  # the host's to tap
    spectator = seats_kept(ann)[first]["spectator"]
    big_screen = phone(width=1024, height=768)
    big_screen.goto(f"{server}/watch/{first}#{spectator}")
    expect(big_screen.locator(".results .outcome")).to_contain_text("Bob", timeout=10000)
    assert_screen_ready(ann)

    ann.get_by_role("button", name="Play again with the same players").click()
    expect(ann).to_have_url(re.compile(r"/t/(?!" + first + r")[\w-]+$"))
    second = table_id_of(ann)
    # Bob's phone moves by itself, to the same seat under the same name, and says why.
    expect(bob).to_have_url(f"{server}/t/{second}", timeout=15000)
    expect(bob.locator(".message.notice")).to_have_text("A new game has started with the same players.")
    expect(bob.locator(".players li.mine")).to_have_text("2. Bob")
    expect(ann.locator(".players li.mine")).to_have_text("1. Ann")
    # The big screen follows too, with the same spectator token.
    expect(big_screen).to_have_url(f"{server}/watch/{second}#{spectator}", timeout=15000)
    expect(big_screen.locator(".message.notice")).to_have_text("A new game has started with the same players.")
    expect(big_screen.locator(".results")).to_have_count(0)
    assert seats_kept(bob)[second]["player"] == seats_kept(bob)[first]["player"]  # no scan: the same token
    old = api_get(server, f"/api/v1/tables/{first}", host)
    assert old["rematch"] == second
    mine = api_get(server, f"/api/v1/tables/{second}", seats_kept(bob)[second]["player"])
    assert mine["you"]["name"] == "Bob" and mine["you"]["seat"] == 1

    # The second game: Ann wins 10 to 0. The series: both played 2 and won 1; Ann averages (3 + 10) / 2,
    # Bob (10 + 0) / 2; both best 10.
    add(server, second, host, 0, 10)
    series = bob.locator(".results .series")
    expect(series).to_contain_text("This series: 2 games of Score pad", timeout=10000)
    expect(series.locator(".series-players li")).to_have_text([
        "Ann: played 2, won 1, average 6.5 points, best 10 points.",
        "Bob: played 2, won 1, average 5 points, best 10 points."])
    expect(series.locator(".series-winners")).to_have_text("Game 1: Bob won. Game 2: Ann won.")
    expect(series.locator(".chart svg polyline")).to_have_count(2)
    assert_screen_ready(bob)
    bob.set_viewport_size({"width": 320, "height": 740})
    assert_screen_ready(bob)
    # The old table, reopened, shows its own results and leads to the next game instead of moving on.
    bob.goto(f"{server}/t/{first}")
    expect(bob.locator(".results .outcome")).to_contain_text("Bob", timeout=10000)
    bob.get_by_role("link", name="Open the next game of the series").click()
    expect(bob).to_have_url(f"{server}/t/{second}")


def test_a_big_screen_opened_after_the_rematch_goes_to_it(server, phone):
    """A screen on a wall has nobody to tap a link: closed or reloaded during the rematch, it follows on opening."""
    table = finished_games.score_pad(server)
    second = post(server, f"/api/v1/tables/{table.id}/rematch", table.host, {})["table_id"]
    screen = phone(width=1024, height=768)
    screen.goto(f"{server}/watch/{table.id}#{table.spectator}")
    expect(screen).to_have_url(f"{server}/watch/{second}#{table.spectator}", timeout=10000)
    expect(screen.locator(".message.notice")).to_have_text("A new game has started with the same players.")
    expect(screen.locator(".score-row")).to_have_count(2)
    screen.reload()  # the new game's own address now: it stays
    expect(screen.locator(".score-row")).to_have_count(2)
    assert screen.url == f"{server}/watch/{second}#{table.spectator}"


def test_an_expired_table_on_the_big_screen_leads_home(server, browser_db, phone):
    table = finished_games.score_pad(server)
    with sqlite3.connect(browser_db) as conn:  # a week passes
        conn.execute("UPDATE tables SET expires_at = 0 WHERE id = ?", [table.id])
    screen = phone(width=1024, height=768)
    screen.goto(f"{server}/watch/{table.id}#{table.spectator}")
    expect(screen.get_by_text("This table has expired")).to_be_visible(timeout=10000)
    screen.get_by_role("link", name="Go to the home page").click()
    expect(screen).to_have_url(server + "/")


def test_past_games_list_the_finished_table_and_reopen_it(server, phone):
    table = finished_games.score_pad(server)
    page = phone()
    seat_phone(page, server, table.id, player=table.tokens[1])
    result = api_get(server, f"/api/v1/tables/{table.id}/result", table.tokens[1])
    expect(page.locator(".results .outcome")).to_have_text(result["outcome"], timeout=10000)

    open_past_games(page, server)
    row = page.locator(f'.past-game[data-table="{table.id}"]')
    expect(row.locator("h2")).to_have_text("Score pad")
    expect(row).to_contain_text("Players: Ann and Bob.")
    expect(row).to_contain_text("On this phone: player.")
    # It names the winner, worded on the phone from what it kept (no words kept: past.js).
    expect(row.locator(".past-result")).to_have_text("Bob won (10 points).")
    assert_screen_ready(page)
    page.set_viewport_size({"width": 320, "height": 740})
    assert_screen_ready(page)
    row.get_by_role("link", name=re.compile("^Open Score pad of ")).click()
    expect(page).to_have_url(f"{server}/t/{table.id}")
    expect(page.locator(".results .outcome")).to_have_text(result["outcome"], timeout=10000)

    # A table the server no longer has: its remembered summary, and the plain reason.
    gone = "table-the-server-let-go"
    page.evaluate("""(id) => {
        const seats = JSON.parse(localStorage.getItem('sherwood.seats'));
        seats[id] = {player: 'a-token-of-an-old-table'};
        localStorage.setItem('sherwood.seats', JSON.stringify(seats));
        const past = JSON.parse(localStorage.getItem('sherwood.history'));
        past[id] = {game: 'score-pad', gameName: 'Score pad', at: Date.now() - 86400000, players: ['Cat', 'Dan'],
                    role: 'Host', result: {outcome: 'Cat wins with 12 points.', winners: ['Cat']}};
        localStorage.setItem('sherwood.history', JSON.stringify(past));
    }""", gone)
    open_past_games(page, server)
    expect(page.locator(".past-game")).to_have_count(2)
    expect(page.locator(".past-game").first).to_have_attribute("data-table", table.id)  # newest first
    page.locator(f'.past-game[data-table="{gone}"]').get_by_role("link", name=re.compile("^Open Score pad of ")).click()
    expect(page.get_by_text("This table has expired: the server no longer keeps it.")).to_be_visible(timeout=10000)
    expect(page.locator(".past-game")).to_contain_text("Players: Cat and Dan.")
    expect(page.locator(".past-game")).to_contain_text("Cat wins with 12 points.")
    expect(page.locator(".past-game")).not_to_contain_text("Won by")
    assert_screen_ready(page)

    open_past_games(page, server)
    page.locator(f'.past-game[data-table="{gone}"]').get_by_role("button", name="Forget this game").click()
    expect(page.locator(".past-game")).to_have_count(1)
    assert gone not in seats_kept(page)


def test_the_downloads_hold_the_whole_log(server, phone, tmp_path):
    table = finished_games.score_pad(server)
    page = phone()
    seat_phone(page, server, table.id, player=table.tokens[0])
    button = page.get_by_role("button", name="Download everything (JSON)")
    expect(button).to_be_visible(timeout=10000)
    log = api_get(server, f"/api/v1/tables/{table.id}/moves?page=1&page_size=200", table.tokens[0])
    assert len(log) == 2

    with page.expect_download() as caught:
        button.click()
    saved = tmp_path / caught.value.suggested_filename
    caught.value.save_as(saved)
    assert saved.name == f"sherwood-score-pad-{table.id}.json"
    exported = json.loads(saved.read_text())
    assert exported["log"] == log
    assert exported["result"]["outcome"] == api_get(server, f"/api/v1/tables/{table.id}/result", table.tokens[0])["outcome"]

    with page.expect_download() as caught:
        page.get_by_role("button", name="Download the log (CSV)").click()
    saved = tmp_path / caught.value.suggested_filename
    caught.value.save_as(saved)
    assert saved.suffix == ".csv"
    rows = list(csv.reader(io.StringIO(saved.read_text())))
    assert len(rows) == 1 + len(log)  # a header, then one row per log entry
    assert rows[0][0] == "version" and [int(row[0]) for row in rows[1:]] == [entry["version"] for entry in log]
    assert any("Bob" in row for row in rows[2:]) and any("Ann" in row for row in rows[1:2])  # who moved, by name

    with page.expect_download() as caught:  # The results, a row per player, for score apps
        page.get_by_role("button", name="Download the results (CSV)").click()
    saved = tmp_path / caught.value.suggested_filename
    caught.value.save_as(saved)
    assert saved.name == f"sherwood-score-pad-{table.id}-results.csv"
    players = list(csv.DictReader(io.StringIO(saved.read_text())))
    assert [(p["player"], p["winner"]) for p in players] == [("Bob", "yes"), ("Ann", "no")]


def bg_stats_data(href: str) -> dict:
    query = urllib.parse.urlparse(href)
    assert f"{query.scheme}://{query.netloc}{query.path}" == "https://app.bgstatsapp.com/createPlay.html"
    return json.loads(urllib.parse.parse_qs(query.query)["data"][0])


def test_the_bg_stats_link_carries_the_play_and_the_boardgamegeek_id(server, phone):
    table = finished_games.score_pad(server)  # Ann 7, Bob 10: Bob wins
    page = phone()
    seat_phone(page, server, table.id, host=table.host)
    link = page.get_by_role("link", name="Add to BG Stats")
    expect(link).to_be_visible(timeout=10000)
    data = bg_stats_data(link.get_attribute("href"))
    assert data["game"]["name"] == "Score pad" and data["game"]["highestWins"] is True
    assert data["game"]["noPoints"] is False and "bggId" not in data["game"]
    assert data["location"] and "Sherwood Table" in json.dumps(data["location"])
    players = {p["name"]: (p["score"], p["winner"], p["rank"]) for p in data["players"]}
    assert players == {"Ann": (7, False, 2), "Bob": (10, True, 1)}

    # The host types the game's BoardGameGeek id; the link then carries it, and this phone keeps it for the game.
    page.get_by_text("Link the play to BoardGameGeek").click()
    field = page.get_by_label("BoardGameGeek id (optional)")
    field.fill("12345")
    page.get_by_role("button", name="Use this id").click()
    expect(page.locator(".bgg [role=status]")).to_contain_text("Saved")
    assert bg_stats_data(link.get_attribute("href"))["game"]["bggId"] == 12345
    assert_screen_ready(page)
    other = finished_games.score_pad(server, names=("Cat", "Dan"), points=(4, 10))
    seat_phone(page, server, other.id, host=other.host)
    expect(page.get_by_label("BoardGameGeek id (optional)")).to_have_value("12345", timeout=10000)
    data = bg_stats_data(page.get_by_role("link", name="Add to BG Stats").get_attribute("href"))
    assert data["game"]["bggId"] == 12345
    assert {p["name"]: p["winner"] for p in data["players"]} == {"Cat": False, "Dan": True}


def test_a_shared_win_names_its_ruling_and_links_to_it(server, phone):
    """Ann and Bob both at 5 when the host ends the game: a shared win (SP4), said and linked."""
    client = finished_games.LiveClient(server)
    table = make_table(client, "score-pad", players=2)
    for name, points in (("Ann", 5), ("Bob", 5)):
        assert table.join(name).status_code == 201
        assert table.move(table.seat(len(client.seats) - 1), type="add", points=points).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201
    page = phone(width=320)
    seat_phone(page, server, table.id, player=client.seats[0].token)
    ranking = page.locator(".results .ranking li")
    expect(ranking).to_have_count(2, timeout=10000)
    expect(ranking.locator(".rank")).to_have_text(["1st", "1st"])
    expect(ranking.locator(".win-mark")).to_have_text(["Shared win", "Shared win"])
    expect(ranking.locator(".rank-score")).to_have_text(["5 points", "5 points"])
    tie = page.locator(".results .tie-breaks li")
    expect(tie).to_contain_text("Ann and Bob have 5 points each")
    assert_screen_ready(page)
    tie.get_by_role("link", name="Ruling SP4").click()
    expect(page).to_have_url(f"{server}/rulings#score-pad-SP4")
    expect(page.locator("#score-pad-SP4")).to_be_in_viewport()
