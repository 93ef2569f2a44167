"""The screens every game shares, tried as a new player would on a phone (generic part):
refusals beside the control that caused them, the log newest first with paging, the offline
reload, the not-found page, and WCAG 2.2 AA (axe-core) at 320 and 390 px in light and dark."""
from __future__ import annotations

import json
import re
import urllib.request

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import (
    post,
    assert_log_readable, assert_no_axe_violations, assert_no_horizontal_overflow,
    assert_refusal_visible_and_announced, check_screen, create_table, join, shot,
)

pytestmark = pytest.mark.browser

PHONES = [(320, "light"), (320, "dark"), (390, "light"), (390, "dark")]


def tokens(page) -> dict:
    """The seats this phone remembers, by table id."""
    return page.evaluate("JSON.parse(localStorage.getItem('sherwood.seats'))")


@pytest.mark.parametrize(("width", "scheme"), PHONES, ids=[f"{w}-{s}" for w, s in PHONES])
def test_screens_pass_axe_fit_the_phone_and_are_large_enough(server, phone, width, scheme):
    host = phone(width=width, color_scheme=scheme)
    host.goto(server + "/")
    expect(host.get_by_role("heading", level=1)).to_be_visible()
    check_screen(host, f"home-{width}-{scheme}")

    code = create_table(host, server, "Score pad", "Ann", players=3)
    host.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(host.locator(".log li")).to_have_count(1)
    check_screen(host, f"table-{width}-{scheme}")
    assert_log_readable(host)

    guest = phone(width=width, color_scheme=scheme)
    guest.goto(f"{server}/join/{code}")
    expect(guest.get_by_role("heading", name="Take a seat")).to_be_visible()
    check_screen(guest, f"join-{width}-{scheme}")

    guest.goto(server + "/rulings")
    expect(guest.get_by_role("heading", name="Rulings")).to_be_visible()
    check_screen(guest, f"rulings-{width}-{scheme}")

    link = host.get_by_role("link", name="Open the big-screen view").get_attribute("href")
    guest.goto(server + link)
    expect(guest.locator(".score-row")).to_have_count(3)
    check_screen(guest, f"spectator-{width}-{scheme}")


@pytest.mark.parametrize(("width", "scheme"), [(320, "dark"), (390, "light")], ids=["320-dark", "390-light"])
def test_refusal_shows_beside_the_control_then_goes_when_edited_or_a_move_succeeds(server, phone, width, scheme):
    page = phone(width=width, height=640, color_scheme=scheme)
    create_table(page, server, "Score pad", "Ann", players=8)
    row = page.locator(".score-row.mine")
    field = row.get_by_role("spinbutton")
    field.fill("0")
    row.get_by_role("button", name="Add").click()
    refusal = assert_refusal_visible_and_announced(page, "Adding 0 points changes nothing. (rule SP2)")
    # The ruling is one tap away: its entry on this server's rulings page (issue 37, a rule at hand).
    expect(refusal.get_by_role("link", name="rule SP2")).to_have_attribute("href", "/rulings#score-pad-SP2")
    # Beside the control that caused it: inside the seat's own row, right after its add controls.
    expect(row.locator(".refusal")).to_have_count(1)
    assert refusal.evaluate("(el) => el.previousElementSibling.classList.contains('add-row')")
    shot(page, f"refusal-{width}-{scheme}")
    assert_no_axe_violations(page)  # the refusal itself reads at 4.5:1 and is labelled
    field.fill("3")  # fixing the value: the old sentence no longer applies
    expect(page.locator(".message.error")).to_have_count(0)

    field.fill("0")
    row.get_by_role("button", name="Add").click()
    assert_refusal_visible_and_announced(page, "rule SP2")
    row.get_by_role("button", name="+1", exact=True).click()
    expect(row.locator(".score")).to_have_text("1")
    expect(page.locator(".message.error")).to_have_count(0)


def test_refusal_goes_when_another_phone_changes_the_table(server, phone):
    host = phone()
    code = create_table(host, server, "Score pad", "Ann", players=3)
    guest = phone()
    join(guest, server, code, "Bob")
    # Bob has no move to take back: Undo is not offered to him (table.may_undo, issue 34).
    expect(guest.get_by_role("button", name="Undo my last move")).to_be_hidden()
    row = guest.locator(".score-row.mine")
    row.get_by_role("spinbutton").fill("0")
    row.get_by_role("button", name="Add").click()  # refused (SP2)
    assert_refusal_visible_and_announced(guest, "Adding 0 points changes nothing. (rule SP2)")
    host.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(guest.locator('.score-row[data-seat="0"] .score')).to_have_text("5", timeout=5000)
    expect(guest.locator(".message.error")).to_have_count(0)


def test_a_field_error_names_the_label_once_never_the_field_path(server, phone):
    page = phone()
    create_table(page, server, "Score pad", "Ann", players=3)
    row = page.locator(".score-row.mine")
    row.get_by_role("spinbutton").evaluate("(el) => { el.removeAttribute('max'); el.value = '5000'; }")
    row.get_by_role("button", name="Add").click()
    refusal = assert_refusal_visible_and_announced(page)
    text = refusal.inner_text()
    assert "points:" not in text and text.count("Points") == 1, text


def test_error_words_from_nested_and_dotted_field_paths(modules_server, phone):
    """The explainer the screens share, on the API's two shapes of field errors (webargs' nested
    dict, the engine's dotted paths) and a form whose controls carry the labels."""
    page = phone()
    page.goto(modules_server + "/rulings")
    expect(page.get_by_role("heading", name="Rulings")).to_be_visible()
    out = page.evaluate("""async () => {
        const { explainError } = await import('/js/forms.js');
        const nested = explainError({ message: 'Check seats.0.card.rank: Must be at most 10.',
            errors: { json: { seats: { 0: { card: { rank: ['Must be at most 10.'] } } } } } });
        const form = document.createElement('form');
        form.innerHTML = '<fieldset><legend>values</legend><label>fruit <input name="ct-values-fruit"></label></fieldset>'
          + '<label for="p">Players</label><input id="p" name="players">';
        document.body.append(form);
        const dotted = explainError({ message: 'The card table is not complete: card_table.values.fruit.',
            errors: { 'card_table.values.fruit': ['card_table.values.fruit: read it from the player-aid card.'] } }, form);
        const plain = explainError({ message: "players: 'x' is not a whole number.",
            errors: { players: ["players: 'x' is not a whole number."] } }, form);
        const cards = explainError({ message: 'Two cards are the same.', rule: 'C1',
            errors: { 'cards.0': ['cards.0: seen already this round.'] } });
        // A sentence that starts with a number (German "0 Punkte ...") is the refusal's own: not said twice.
        const digit = explainError({ message: '0 Punkte hinzuzufügen ändert nichts.', rule: 'SP2',
            errors: { points: ['0 Punkte hinzuzufügen ändert nichts.'] } });
        // French "de" before a name, as the catalogs' OF() writes it (api/words/i18n.py's of_name too).
        const { ofName } = await import('/js/i18n.js');
        const of = ['Anna', 'Hélène', 'Bob', 'Émile'].map((name) => ofName([name]));
        return { nested: nested.text, dotted: dotted.text, marked: dotted.controls.map((c) => c.name),
                 plain: plain.text, cards: cards.text, digit: digit.text, of };
    }""")
    assert out["nested"] == "Check Rank (seat 1, card): Must be at most 10."
    assert out["dotted"] == "The card table is not complete: Fruit (values)."
    assert out["marked"] == ["ct-values-fruit"]
    assert out["plain"] == "Players: 'x' is not a whole number."
    assert out["cards"] == "Two cards are the same. Card 1: seen already this round. (rule C1)"
    assert out["digit"] == "0 Punkte hinzuzufügen ändert nichts. (rule SP2)"
    assert out["of"] == ["d'Anna", "d'Hélène", "de Bob", "d'Émile"]


def test_game_over_keeps_the_hosts_undo_hides_the_note_and_clears_an_old_refusal(server, phone):
    page = phone()
    create_table(page, server, "Score pad", "Ann", players=2)
    expect(page.get_by_role("button", name="Undo last move")).to_be_hidden()  # nothing to undo yet
    row = page.locator(".score-row.mine")
    row.get_by_role("spinbutton").fill("0")
    row.get_by_role("button", name="Add").click()  # refused (SP2)
    assert_refusal_visible_and_announced(page)
    page.get_by_role("button", name="End the game").click()
    page.get_by_role("dialog").get_by_role("button", name="End the game").click()  # asked in the page
    expect(page.locator(".banner")).to_contain_text("Game over")
    expect(page.locator(".message.error")).to_have_count(0)
    # After the game the host may still take the end back, as the API allows (docs/decisions.md).
    expect(page.get_by_role("button", name="Undo last move")).to_be_visible()
    expect(page.get_by_role("button", name="Save note")).to_have_count(0)
    assert_log_readable(page)
    assert_no_axe_violations(page)


def test_the_results_come_into_view_when_the_game_ends_below_them(server, phone):
    """A walkthrough found the winner off screen: End the game is tapped low on a small phone."""
    page = phone(width=320, height=568)
    create_table(page, server, "Score pad", "Ann", players=6)
    end = page.get_by_role("button", name="End the game")
    end.scroll_into_view_if_needed()
    expect(page.locator(".table-head")).not_to_be_in_viewport()  # the page is long: the top is out of sight
    end.click()
    page.get_by_role("dialog").get_by_role("button", name="End the game").click()
    expect(page.locator(".results .outcome")).to_be_in_viewport(timeout=10000)


def test_log_shows_the_latest_moves_first_and_pages_back(server, phone):
    page = phone(width=320)
    create_table(page, server, "Score pad", "Ann", players=2)
    table_id = page.url.rsplit("/", 1)[1]
    host = tokens(page)[table_id]["host"]
    for _ in range(250):
        post(server, f"/api/v1/tables/{table_id}/moves", host, {"type": "add", "points": 1, "seat": 1})
    page.reload()
    expect(page.locator('.score-row[data-seat="1"] .score')).to_have_text("250")
    items = page.locator(".log li")
    expect(items.first).to_contain_text("250.")
    expect(items).to_have_count(50)
    expect(items.last).to_contain_text("201.")
    page.get_by_role("button", name="Show older moves").click()
    expect(items).to_have_count(100)
    expect(items.last).to_contain_text("151.")
    lines = assert_log_readable(page)
    assert lines[0].startswith("250.") and "added 1 point" in lines[0]
    # Three-digit numbers are shown whole, inside the log's box.
    clipped = page.locator(".log-n").evaluate_all("""(els) => els.filter((el) => {
        const box = el.getBoundingClientRect(), log = el.closest('.log').getBoundingClientRect();
        return el.scrollWidth > el.clientWidth + 1 || box.left < log.left - 1; }).length""")
    assert clipped == 0
    page.locator(".log").focus()  # reachable by keyboard, and it scrolls with the keys
    page.keyboard.press("End")
    # Scrolling may be smooth: wait until it has moved.
    page.wait_for_function("(el) => el.scrollTop > 0", arg=page.locator(".log").element_handle(), timeout=5000)
    assert_no_horizontal_overflow(page)


def test_reload_offline_shows_the_table_queues_moves_and_catches_up_once(server, phone):
    page = phone()
    create_table(page, server, "Score pad", "Ann", players=2)
    table_id = page.url.rsplit("/", 1)[1]
    # The service worker has taken the page over (it pre-caches the shell).
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20000)
    page.context.set_offline(True)
    page.reload()
    expect(page.locator(".score-row.mine")).to_contain_text("Ann")
    expect(page.get_by_text("as this phone last saw it")).to_be_visible()
    expect(page.get_by_text("Something went wrong")).to_have_count(0)
    page.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(page.locator(".pending")).to_have_text("Offline: 1 move waiting to be sent.")
    shot(page, "offline-reload")
    page.context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator(".score-row.mine .score")).to_have_text("5")
    expect(page.locator(".pending")).to_be_hidden()
    expect(page.get_by_text("as this phone last saw it")).to_have_count(0)
    host = tokens(page)[table_id]["host"]
    request = urllib.request.Request(f"{server}/api/v1/tables/{table_id}/moves", headers={"Authorization": f"Bearer {host}"})
    with urllib.request.urlopen(request, timeout=5) as response:
        log = json.loads(response.read())
    assert [entry["move"]["type"] for entry in log] == ["add"]  # sent once


def test_reload_offline_without_anything_kept_waits_then_loads(server, phone):
    page = phone()
    page.goto(server + "/")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20000)
    page.evaluate("localStorage.clear()")
    page.context.set_offline(True)
    page.reload()
    expect(page.get_by_role("heading", name="Waiting for the connection")).to_be_visible()
    page.context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.get_by_role("link", name=re.compile("Score pad"))).to_be_visible()


def test_unknown_address_is_a_page_with_a_way_home_and_the_favicon_exists(server, phone):
    page = phone()
    response = page.goto(server + "/no/such/page")
    assert response.status == 404
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
    assert_no_axe_violations(page)
    page.get_by_role("link", name="Go to the home page").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("Play with your cards")
    missing = []
    page.on("response", lambda r: missing.append(r.url) if r.status == 404 else None)
    page.goto(server + "/api/docs")
    page.wait_for_load_state("networkidle")
    assert missing == []
    # Swagger UI 5 renders the OpenAPI 3.1 spec (4.15 said "Unable to render this definition"), offline,
    # and its "Try it out" calls the server it was read from ("/").
    expect(page.locator(".version-stamp")).to_have_text("OAS 3.1")
    expect(page.locator(".opblock").first).to_be_visible()
    assert page.locator(".opblock").count() >= 45 and "Unable to render" not in page.content()
    expect(page.locator(".servers select")).to_contain_text("/")
    favicon = page.request.get(server + "/favicon.ico")
    assert favicon.status == 200 and favicon.headers["content-type"] == "image/png"
    api_missing = page.request.get(server + "/api/v1/nothing", headers={"Accept": "text/html"})
    assert api_missing.status == 404 and "json" in api_missing.headers["content-type"]


def test_the_log_says_when_the_hosts_phone_entered_a_seats_move(server, phone):
    """One phone often enters for the table: a walkthrough read "Bob took off 1 point" when the host had."""
    host = phone()
    code = create_table(host, server, "Score pad", "Ann", players=2)
    bob = phone()
    join(bob, server, code, "Bob")
    host.locator('.score-row[data-seat="1"]').get_by_role("button", name="+5", exact=True).click()
    expect(bob.locator(".log li").first).to_contain_text("(entered by the host)", timeout=5000)
    bob.locator(".score-row.mine").get_by_role("button", name="+1", exact=True).click()
    expect(bob.locator(".log li")).to_have_count(2)
    expect(bob.locator(".log li").first).not_to_contain_text("entered by")  # Bob's own move
    expect(host.locator(".log li").nth(1)).to_contain_text("(entered by the host)")
