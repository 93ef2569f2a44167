"""A Fix from the log opens the game's own controls.

For each of the six games a table is played a little through the API, then the host's phone opens
a Fix from the log: the form shows the control the move was entered with (Curse's card picker,
goods' count chips, Hero's "cards played" numbers, Rescuing's medallions and guards, 1990's
steppers, the score pad's "Points"), pre-filled with the move, in the game's words and without the
generic form's ("What the cards showed", "Add one", "Remove", a "For:" seat). A value is changed,
the preview asked, the correction saved, and the table and the log show the corrected value. Each
game runs at 320 and 390 px and, between them, in light and dark; axe and the layout checks run on
the open form. A move no screen has a control for (Rescuing's adjustment) keeps the generic form.
"""
from __future__ import annotations

import os
import re
from typing import Any, Callable

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.helpers import server_json as call
from tests.browser.helpers import (SHOTS, assert_log_readable, assert_no_axe_violations, assert_no_horizontal_overflow,
                                   assert_text_and_targets_large_enough, check_screen, save_correction)
from tests.games.goods.test_rules import card_table

pytestmark = pytest.mark.browser

GENERIC_WORDS = ["What the cards showed", "Add one", "Remove", "Details"]
NAMES = ["Ann", "Bob", "Cat"]


def table_with_moves(server: str, game: str, options: dict[str, Any], players: int, moves: list[dict[str, Any]]) -> tuple[str, str]:
    """A table of ``game`` with ``players`` seated (Ann, Bob, Cat) and ``moves`` entered by the host; (id, host token)."""
    status, created = call(server, "POST", "/api/v1/tables", {"game": game, "options": options})
    assert status == 201, created
    for name in NAMES[:players]:
        status, joined = call(server, "POST", "/api/v1/join", {"code": created["join_code"], "name": name})
        assert status == 201, joined
    for move in moves:
        status, answer = call(server, "POST", f"/api/v1/tables/{created['id']}/moves", move, created["host_token"])
        assert status == 201, (move, answer)
    return created["id"], created["host_token"]


def open_fix(page: Page, server: str, table_id: str, host: str, line_text: str) -> Locator:
    """The host's phone on the table, the Fix form of the log line that says ``line_text`` open."""
    page.goto(server + "/")
    page.evaluate("([id, token]) => localStorage.setItem('sherwood.seats', JSON.stringify({[id]: {host: token}}))",
                  [table_id, host])
    page.goto(f"{server}/t/{table_id}")
    line = page.locator(".log li", has_text=line_text)
    expect(line).to_have_count(1)
    line.get_by_role("button", name=re.compile(r"^Fix move \d+$")).click()
    form = page.locator(".fix-panel form.fix-form")
    expect(form).to_be_visible()
    return form


def assert_game_words(form: Locator) -> None:
    """The form is the game's own: its controls inside .fix-editor, none of the generic form's words."""
    expect(form.locator(".fix-editor")).to_have_count(1)
    text = form.inner_text()
    for word in GENERIC_WORDS:
        assert word not in text, f"the Fix form says the generic {word!r}: {text!r}"
    expect(form.get_by_label("For", exact=True)).to_have_count(0)
    expect(form.get_by_label("Good", exact=True)).to_have_count(0)
    expect(form.get_by_label("Rank", exact=True)).to_have_count(0)


# ---- One game each: set up, check the control, change it, and what the table shows after -------------

def score_pad(server: str, page: Page) -> None:
    table_id, host = table_with_moves(server, "score-pad", {"players": 2}, 2,
                                      [{"type": "add", "points": 5, "seat": 0}, {"type": "add", "points": 1, "seat": 1}])
    form = open_fix(page, server, table_id, host, "Ann added 5 points")
    assert_game_words(form)
    points = form.get_by_label("Points", exact=True)
    expect(points).to_have_value("5")
    expect(form.get_by_label("Player", exact=True)).to_have_value("0")  # the seat, by the player's name
    points.fill("7")
    yield_form(page, form)
    save_correction(form)
    expect(page.get_by_label("Ann score")).to_have_text("7")
    expect(page.locator(".log li").first).to_contain_text("corrected move 1: Ann added 5 points → Ann added 7 points")


def curse(server: str, page: Page) -> None:
    market = [{"good": "ale", "rank": 1}, {"good": "ale", "rank": 2}, {"good": "ale", "rank": 3}]
    table_id, host = table_with_moves(server, "curse-you-robin-hood", {"players": 3}, 3, [{"type": "market", "cards": market}])
    form = open_fix(page, server, table_id, host, "dealt the Market")
    assert_game_words(form)
    picker = form.get_by_role("group", name=re.compile(r"^Market card 2"))
    expect(picker).to_contain_text("Ale 2")
    expect(picker.get_by_role("button", name="ale", exact=True)).to_have_attribute("aria-pressed", "true")
    expect(picker.get_by_role("button", name="2", exact=True)).to_have_attribute("aria-pressed", "true")
    picker.get_by_role("button", name="5", exact=True).click()
    expect(picker.locator("legend")).to_contain_text("Ale 5")
    yield_form(page, form)
    save_correction(form)
    expect(page.locator("section.market")).to_contain_text("Ale 5")
    expect(page.locator("section.market")).not_to_contain_text("Ale 2")
    expect(page.locator(".log li").first).to_contain_text("dealt the Market: Ale 1, Ale 2, Ale 3 → Host dealt the Market: Ale 1, Ale 5, Ale 3")


def goods(server: str, page: Page) -> None:
    table_id, host = table_with_moves(server, "robin-hood-goods", {"players": 3, "card_table": card_table(3)}, 3,
                                      [{"type": "declare", "good": "potato", "count": 1, "seat": 1}])
    form = open_fix(page, server, table_id, host, "Bob declared 1 potato")
    assert_game_words(form)
    good = form.get_by_label("Good declared")
    expect(good).to_have_value("potato")
    chips = form.get_by_role("group", name="How many cards?")
    expect(chips.get_by_role("button", name="1", exact=True)).to_have_attribute("aria-pressed", "true")
    expect(chips.get_by_role("button", name="2", exact=True)).to_have_attribute("aria-pressed", "false")
    good.select_option("chicken")
    yield_form(page, form)
    save_correction(form)
    expect(page.locator(".entry li", has_text="Bob")).to_have_text("Bob: 1 chicken")
    expect(page.locator(".log li").first).to_contain_text("corrected move 1: Bob declared 1 potato → Bob declared 1 chicken")


def hero(server: str, page: Page) -> None:
    table_id, host = table_with_moves(server, "hero-of-the-people", {}, 1,
                                      [{"type": "rob", "drawn": 3, "played": {"gold": 2, "influence": 1}, "seat": 0}])
    form = open_fix(page, server, table_id, host, "Robbed the rich")
    assert_game_words(form)
    expect(form.get_by_label("gold cards played")).to_have_value("2")
    expect(form.get_by_label("influence cards played")).to_have_value("1")
    expect(form.get_by_label("strength cards played")).to_have_value("0")
    form.get_by_label("influence cards played").fill("0")
    form.get_by_label("strength cards played").fill("1")
    yield_form(page, form)
    save_correction(form)
    expect(page.locator(".inventory")).to_contain_text("strength 1")
    expect(page.locator(".inventory")).to_contain_text("influence 0")
    expect(page.locator(".log li").first).to_contain_text("played 2 gold, 1 influence → Ann: Robbed the rich: drew 3, played 2 gold, 1 strength")


def rescuing(server: str, page: Page) -> None:
    table_id, host = table_with_moves(server, "rescuing-robin-hood", {"players": 2}, 2,
                                      [{"type": "add_row", "medallions": ["bronze"], "guards": {"blue": 3}}])
    form = open_fix(page, server, table_id, host, "laid out row 1")
    assert_game_words(form)
    expect(form.locator("output.picked")).to_have_text("bronze")
    expect(form.get_by_label("blue guards")).to_have_value("3")
    form.get_by_role("button", name="+ silver").click()
    expect(form.locator("output.picked")).to_have_text("bronze, silver")
    form.get_by_label("blue guards").fill("2")
    yield_form(page, form)
    save_correction(form)
    expect(page.locator('.brow[data-row="0"] .medallion')).to_have_count(2)
    expect(page.locator(".log li").first).to_contain_text("bronze medallion, 3 blue guards → Host laid out a row: bronze and silver medallions, 2 blue guards")


def rh1990(server: str, page: Page) -> None:
    table_id, host = table_with_moves(server, "robin-hood-1990", {"players": 3}, 3, [
        {"type": "first_player", "starting_seat": 1},
        {"type": "settle", "distances": {"0": 0, "1": 4, "2": 8}},
    ])
    form = open_fix(page, server, table_id, host, "paid out")
    assert_game_words(form)
    bob = form.get_by_label("Bob: spaces short of the inn")
    expect(bob).to_have_value("4")
    expect(form.get_by_label("Cat: spaces short of the inn")).to_have_value("8")
    form.get_by_role("button", name="One space more for Bob").click()
    expect(bob).to_have_value("5")
    yield_form(page, form)
    save_correction(form)
    expect(page.locator(".log li").first).to_contain_text("corrected move 2")
    expect(page.locator(".log li").first).to_contain_text("Bob 5 spaces short")


def yield_form(page: Page, form: Locator) -> None:
    """The open form as a person sees it: axe and the layout checks (overflow, text and tap sizes)."""
    form.scroll_into_view_if_needed()
    heading = re.sub(r"[^a-z0-9]+", "-", form.locator("h3").first.inner_text().lower())[:40]
    check_screen(page, f"fix-in-game-{page.viewport_size['width']}-{heading}")
    if SHOTS:
        form.screenshot(path=os.path.join(SHOTS, f"fix-form-{page.viewport_size['width']}-{heading}.png"))


GAMES: dict[str, Callable[[str, Page], None]] = {
    "score-pad": score_pad, "curse": curse, "goods": goods, "hero": hero, "rescuing": rescuing, "rh1990": rh1990,
}
# Every game at both widths; between them the games cover all four width and colour combinations.
CASES = [(game, width, scheme) for i, game in enumerate(GAMES)
         for width, scheme in (((320, "light"), (390, "dark")) if i % 2 == 0 else ((320, "dark"), (390, "light")))]


@pytest.mark.parametrize("game, width, scheme", CASES)
def test_a_fix_from_the_log_opens_the_games_own_controls(server, phone, game, width, scheme):
    page = phone(width=width)
    page.emulate_media(color_scheme=scheme)
    GAMES[game](server, page)
    assert_log_readable(page)


@pytest.mark.parametrize("width, scheme", [(320, "dark"), (390, "light")])
def test_a_move_no_screen_enters_keeps_the_generic_form(server, phone, width, scheme):
    """Rescuing's adjustment (a card's effect the rules do not print) has no control on the screen."""
    page = phone(width=width)
    page.emulate_media(color_scheme=scheme)
    table_id, host = table_with_moves(server, "rescuing-robin-hood", {"players": 2}, 2, [
        {"type": "add_row", "medallions": ["bronze"], "guards": {"blue": 3}}, {"type": "setup_done"},
        {"type": "band", "wit": 5, "brawn": 4, "stealth": 3, "jolliness": 2, "seat": 0},
        {"type": "adjust", "band": 0, "what": "wit", "amount": 2, "reason": "A challenge card", "seat": 0},
    ])
    form = open_fix(page, server, table_id, host, "(A challenge card)")
    expect(form.locator(".fix-editor")).to_have_count(0)
    expect(form.get_by_role("group", name="Details")).to_be_visible()
    amount = form.get_by_label("Amount", exact=True)
    expect(amount).to_have_value("2")
    band = form.locator('select[name$="-band"]')  # a seat field: offered by the players' names
    expect(band).to_have_value("0")
    expect(band.locator("option:checked")).to_have_text("Ann")
    amount.fill("3")
    yield_form(page, form)
    save_correction(form)
    expect(page.locator(".log li").first).to_contain_text("+3 Wit for Ann (A challenge card)")
    assert_log_readable(page)


def test_an_undone_row_does_not_bring_back_its_medallions(server, phone):
    """Rescuing: the medallions of a row that was stored are forgotten; after an undo the row form starts empty."""
    page = phone(width=320)
    table_id, host = table_with_moves(server, "rescuing-robin-hood", {"players": 2}, 2, [])
    page.goto(server + "/")
    page.evaluate("([id, token]) => localStorage.setItem('sherwood.seats', JSON.stringify({[id]: {host: token}}))",
                  [table_id, host])
    page.goto(f"{server}/t/{table_id}")
    page.get_by_role("button", name="+ bronze").click()
    page.get_by_role("button", name="+ gold").click()
    page.get_by_role("button", name="Take the last one off").click()
    page.get_by_role("button", name="+ silver").click()
    expect(page.locator(".game-panel output.picked")).to_have_text("bronze, silver")
    page.get_by_label("blue guards").fill("2")
    page.get_by_role("button", name="Add the row").click()
    expect(page.locator(".log li").first).to_contain_text("laid out row 1: bronze and silver medallions, 2 blue guards")
    page.get_by_role("button", name="Undo last move").click()
    expect(page.locator(".log li").first).to_contain_text("undid move 1")
    expect(page.locator(".game-panel output.picked")).to_have_text("no villagers yet")
    expect(page.get_by_label("blue guards")).to_have_value("0")


# ---- Every editor reads back the move it opened on ---------------------------------------------------
# Random play (test_fix_every_move.py) reaches only a game's first phases; these moves are of every
# kind a screen has controls for, in the shapes its forms send. Each screen's fixEditor is opened on
# each move with the table's context and read straight back: it must give the same move.

EDITED_MOVES: dict[str, tuple[dict[str, Any], int, list[dict[str, Any]]]] = {
    "score-pad": ({"players": 2}, 2, [{"type": "add", "points": -3}, {"type": "note", "text": "Ann owes a round"}]),
    "curse-you-robin-hood": ({"players": 3}, 3, [
        {"type": "market", "cards": [{"good": "ale", "rank": 1}, {"good": "gems", "rank": 10}]},
        {"type": "reveal", "card": {"good": "meat", "rank": 4}}, {"type": "take", "card": {"good": "cloth", "rank": 7}},
        {"type": "legend", "legend": "little-john", "shown": {"good": "bread", "rank": 2}, "second": {"good": "ale", "rank": 9}},
        {"type": "legend", "legend": "friar-tuck", "shown": {"good": "gems", "rank": 5}},
        {"type": "archery", "winners": ["p2", "p0"]}]),
    "robin-hood-goods": ({"players": 3, "card_table": card_table(3)}, 3, [
        {"type": "robin_hood", "cards": 3}, {"type": "declare", "good": "fruit", "count": 2},
        {"type": "inspect", "target": 1, "cards": {"potato": 1, "silk": 2}, "deputy": False},
        {"type": "inspect", "target": 2, "cards": {"fruit": 0, "mead": 1}},
        {"type": "deal", "target": 2, "amount": 5, "deputy": True}, {"type": "apprehend", "target": 1, "cards": {"jewelry": 1}},
        {"type": "week_goods", "approved": {"potato": 2, "chicken": 0}, "stored": {"potato": 1}},
        {"type": "week_goods", "approved": {"fruit": 1}},
        {"type": "choose_sheriff", "sheriff": 2}, {"type": "first_sheriff", "sheriff": 1}]),
    "hero-of-the-people": ({}, 1, [
        {"type": "card_numbers", "character": "little-john", "skills": {"archery": 1}, "recruit": {"gold": 2}, "rescue": {}},
        {"type": "card_numbers", "character": "robin-hood", "rescue": {"gold": 3, "sword": 0}},
        {"type": "card_numbers", "king_richard": "double-gold", "cost": {"gold": 4}},
        {"type": "choose_hero", "character": "maid-marian"}, {"type": "rob", "drawn": 3, "played": {"gold": 2, "sword": 0}},
        {"type": "recruit", "character": "little-john"}, {"type": "rescue", "character": "robin-hood"},
        {"type": "acquire_king_richard", "card": "story-sight"}, {"type": "use_king_richard", "card": "lower-bounty"},
        {"type": "build"}, {"type": "build", "protects": "friar-tuck"},
        {"type": "ability", "note": "Took a card", "hand": 1, "inventory": {"gold": -1}},
        {"type": "adjust", "source": "story", "card": "Fair day", "bounty": 100, "draws": 0},
        {"type": "story", "card": "Spies", "cost": {"gold": 1}, "choice": "pay", "jailed": ["little-john"],
         "sherwood_lost": True, "bounty": 100, "lost": {"sword": 1}},
        {"type": "story", "choice": "alternative", "jailed": []}, {"type": "story", "outcome": "nothing"}]),
    "rescuing-robin-hood": ({"players": 2}, 2, [
        {"type": "add_row", "medallions": ["bronze", "gold"], "guards": {"blue": 2}},
        {"type": "add_castle", "wall": {"blue": 1, "red": 2}, "castle": {"wit": 5, "brawn": 6, "stealth": 7},
         "courtyard": [{"blue": 1}], "sheriff_guards": {"red": 1}, "sheriff": {"wit": 8, "brawn": 9, "stealth": 10}},
        {"type": "starting_band", "band": 1}, {"type": "band", "wit": 5, "brawn": 4, "stealth": 3, "jolliness": 2, "scouting": 1},
        {"type": "spend_jolliness", "attribute": "brawn", "amount": 2}, {"type": "cookery", "band": 1, "attribute": "stealth"},
        {"type": "mead", "band": 0}, {"type": "scouting", "guards": [3, 5]},
        {"type": "prayer_move", "guard": 3, "position": 2, "to_row": 1}, {"type": "prayer_move", "guard": 4, "position": 0},
        {"type": "prayer_remove", "guard": 3}, {"type": "prayer_remove", "guard": 3, "partner": 1},
        {"type": "wit", "row": 0, "value": 4}, {"type": "wit", "value": 3}, {"type": "wit"},
        {"type": "brawn", "row": 1, "revealed": [{"id": 2, "value": 5}]}, {"type": "stealth", "chosen": [{"id": 1}, {"id": 2, "value": 3}]},
        {"type": "robin", "wit": 1, "brawn": 2, "stealth": 3, "jolliness": 4}, {"type": "recruit", "take": True},
        {"type": "recruit", "take": False}]),
    "robin-hood-1990": ({"players": 3}, 3, [
        {"type": "duel", "player_card": 4, "sheriff_card": "sheriff"},
        {"type": "duel", "player_card": 2, "sheriff_card": 1, "to_gathering_point": True},
        {"type": "event", "text": "A storm", "gold": -2}, {"type": "event", "text": "Lost", "gold": 1, "pawn_spaces": -3, "pawn_to_section_start": False},
        {"type": "event", "text": "Back", "gold": 0, "pawn_to_section_start": True},
        {"type": "settle", "distances": {"0": 0, "1": 3, "2": 7}}, {"type": "first_player", "starting_seat": 2},
        {"type": "starter", "starting_seat": 0}]),
}


@pytest.mark.parametrize("game", sorted(EDITED_MOVES))
def test_every_fix_editor_reads_back_the_move_it_opened_on(modules_server, phone, game):
    options, players, moves = EDITED_MOVES[game]
    table_id, host = table_with_moves(modules_server, game, options, players, [])
    page = phone(width=320)
    page.goto(modules_server + "/")
    expect(page.get_by_role("link", name=re.compile("Score pad"))).to_be_visible()  # the home page drawn: main stays as it is
    page.evaluate("""async ([gameId, tableId, token]) => {
        const index = await import('/js/games/index.js');
        const screen = await index.loadScreen(gameId);
        if (!screen.fixEditor && screen.loadFixEditor) screen.fixEditor = (await screen.loadFixEditor()).fixEditor;  // as corrections.js does
        const get = async (path) => (await fetch(path, { headers: { Authorization: `Bearer ${token}` } })).json();
        const [table, info] = [await get(`/api/v1/tables/${tableId}`), await get(`/api/v1/games/${gameId}`)];
        window.fixUnderTest = { screen, ctx: index.screenContext(table, info, { isHost: true, readOnly: false }) };
    }""", [game, table_id, host])
    read_back = []
    for move in moves:
        # Drawn where a Fix draws it (the log's form), checked as the page is checked, then read back.
        drawn = page.evaluate("""(move) => {
            const { screen, ctx } = window.fixUnderTest;
            const editor = screen.fixEditor(ctx, move, { version: 1, seat: 0, move });
            if (!editor) return false;
            const form = document.createElement('form');
            form.className = 'fix-form';
            const part = document.createElement('div');
            part.className = 'fix-editor';
            part.append(editor.element);
            form.append(part);
            document.querySelector('main').append(form);
            Object.assign(window.fixUnderTest, { editor, form });
            return true;
        }""", move)
        if drawn:
            if SHOTS:
                page.locator("main > form.fix-form").screenshot(path=os.path.join(SHOTS, f"fix-editor-{game}-{len(read_back)}-{move['type']}.png"))
            assert_no_horizontal_overflow(page)
            assert_text_and_targets_large_enough(page)
            assert_no_axe_violations(page)
        read_back.append(page.evaluate("""() => {
            const { editor } = window.fixUnderTest;
            if (!editor) return null;
            window.fixUnderTest.editor = null;
            const out = editor.read();
            window.fixUnderTest.form.remove();
            return out;
        }""") if drawn else None)
    assert len(read_back) == len(moves)
    for move, out in zip(moves, read_back):
        assert out is not None, f"{game}: no editor of its own for {move}"
        assert out == move, f"{game}: the Fix of {move} reads back {out}"
