"""The rough edges a new group met, in the browser: forms that clear once their move is stored (1990's
event card twice in a row), the screen kept awake, a wrong join code said before a name is typed,
the end of a game asked in the page, the host named in the log, the results chart's labels apart,
and the rematch notice gone once that game ends."""
import re
import time

import pytest
from playwright.sync_api import expect

from tests.browser.finished_games import LiveClient, score_pad, seat_phone
from tests.browser.helpers import check_screen, create_table, host_of, join, post
from tests.helpers import make_table

pytestmark = pytest.mark.browser

SIZES = [(320, "light"), (390, "dark"), (320, "dark"), (390, "light")]


def add(server, table_id, token, seat, points):
    post(server, f"/api/v1/tables/{table_id}/moves", token, {"type": "add", "points": points, "seat": seat})


# ---- point 3: a form clears once its move is stored -----------------------------------------------

@pytest.mark.parametrize("width,scheme", SIZES[:2])
def test_1990_two_different_events_in_a_row_and_the_form_empty_after_each(server, phone, width, scheme):
    ann = phone(width=width, color_scheme=scheme)
    code = create_table(ann, server, "Robin Hood \\(1990\\)", "Ann", players=2)
    join(phone(width=width, color_scheme=scheme), server, code, "Bob")
    event = ann.locator("details.event")
    event.locator("summary").click()
    event.get_by_label("Card text or note").fill("Found a purse")
    event.get_by_label("Gold (+ gained, − lost)").fill("3")
    event.get_by_label("Pawn").select_option("forward")
    event.get_by_label("Spaces").fill("4")
    event.get_by_role("button", name="Enter the event").click()
    expect(ann.locator(".log li").first).to_contain_text("event “Found a purse”: +3 gold, pawn forward 4")
    # Stored: the form starts again empty (one more tap would otherwise enter the same event twice).
    event = ann.locator("details.event")
    expect(event.get_by_label("Card text or note")).to_have_value("")
    expect(event.get_by_label("Gold (+ gained, − lost)")).to_have_value("0")
    expect(event.get_by_label("Pawn")).to_have_value("none")
    expect(event.get_by_label("Spaces")).to_have_value("1")
    event.get_by_role("button", name="Enter the event").click()  # nothing typed: refused, not a duplicate
    expect(ann.locator(".refusal")).to_contain_text("Write the card's text")

    event.get_by_label("Card text or note").fill("Storm on the road")
    event.get_by_label("Gold (+ gained, − lost)").fill("-2")
    event.get_by_label("Pawn").select_option("back")
    event.get_by_label("Spaces").fill("2")
    event.get_by_role("button", name="Enter the event").click()
    lines = ann.locator(".log li .log-text")
    expect(lines.first).to_contain_text("event “Storm on the road”: -2 gold, pawn back 2")
    expect(lines.nth(1)).to_contain_text("event “Found a purse”")
    expect(lines).to_have_count(2)
    check_screen(ann, f"rh1990-second-event-{width}-{scheme}")

    # After a pay-out (a new section) the form is still empty.
    ann.get_by_label("Ann: spaces short of the inn").fill("0")
    ann.get_by_label("Bob: spaces short of the inn").fill("3")
    ann.get_by_role("button", name="Check the payout").click()
    ann.get_by_role("button", name="Pay out").click()
    expect(ann.locator(".round-line")).to_contain_text("Section 2 of 4")
    event = ann.locator("details.event")
    expect(event.get_by_label("Card text or note")).to_have_value("")
    expect(event.get_by_label("Spaces")).to_have_value("1")


def test_a_score_pad_points_field_and_a_goods_deal_clear_once_stored(server, phone):
    """The other games' typed fields go through the same table screen: the score pad's points field."""
    ann = phone(width=320)
    create_table(ann, server, "Score pad", "Ann", players=2)
    row = ann.locator('.score-row[data-seat="0"]')
    row.get_by_label("Points for Ann").fill("12")
    row.get_by_role("button", name="Add").click()
    expect(row.locator(".score")).to_have_text("12")
    expect(ann.locator('.score-row[data-seat="0"]').get_by_label("Points for Ann")).to_have_value("")


# ---- point 6: the screen kept awake ---------------------------------------------------------------

WAKE_LOCK_STUB = """
(() => {
  const record = {requests: 0, releases: 0, held: 0};
  window.__wake = record;
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', {get: () => (hidden ? 'hidden' : 'visible'), configurable: true});
  window.__setHidden = (value) => { hidden = value; document.dispatchEvent(new Event('visibilitychange')); };
  Object.defineProperty(navigator, 'wakeLock', {configurable: true, value: {
    request: async (type) => {
      if (type !== 'screen') throw new Error('bad type');
      record.requests += 1; record.held += 1;
      const sentinel = new EventTarget();
      let released = false;
      sentinel.release = async () => {
        if (released) return; released = true;
        record.releases += 1; record.held -= 1;
        sentinel.dispatchEvent(new Event('release'));
      };
      return sentinel;
    }}});
})();
"""


def wake(page):
    return page.evaluate("({...window.__wake})")


def wait_for_wake(page, **expected):
    """Poll the stub's counts until they are ``expected`` (wait_for_function evaluates a string: the CSP forbids it)."""
    deadline = time.monotonic() + 5
    while (now := wake(page)) and any(now[k] != v for k, v in expected.items()):
        assert time.monotonic() < deadline, f"the wake lock counts are {now}, not {expected}"
        page.wait_for_timeout(50)


@pytest.mark.parametrize("width,scheme", SIZES[:2])
def test_the_screen_is_kept_awake_while_a_game_is_open_and_released_after(server, phone, width, scheme):
    ann = phone(width=width, color_scheme=scheme)
    ann.add_init_script(WAKE_LOCK_STUB)
    create_table(ann, server, "Score pad", "Ann", players=2)
    wait_for_wake(ann, held=1)
    setting = ann.get_by_label("Keep the screen on while the game is open")
    expect(setting).to_be_checked()
    check_screen(ann, f"keep-awake-{width}-{scheme}")

    # Hidden (another app, the phone's own lock): released; shown again: asked again.
    ann.evaluate("window.__setHidden(true)")
    wait_for_wake(ann, held=0, releases=1)
    ann.evaluate("window.__setHidden(false)")
    wait_for_wake(ann, held=1, requests=2)

    # The setting turns it off, and stays off on this phone.
    setting.uncheck()
    wait_for_wake(ann, held=0)
    ann.reload()
    expect(ann.get_by_label("Keep the screen on while the game is open")).not_to_be_checked()
    ann.wait_for_timeout(300)
    assert wake(ann)["held"] == 0
    ann.get_by_label("Keep the screen on while the game is open").check()
    wait_for_wake(ann, held=1)

    # The results screen lets the phone sleep again.
    table_id, host = host_of(ann)
    post(server, f"/api/v1/tables/{table_id}/moves", host, {"type": "finish"})
    expect(ann.locator(".results .outcome")).to_be_visible(timeout=10000)
    wait_for_wake(ann, held=0)
    expect(ann.get_by_label("Keep the screen on while the game is open")).to_be_hidden()


def test_no_wake_lock_api_no_setting_and_nothing_breaks(server, phone):
    ann = phone(width=320)
    ann.add_init_script("Object.defineProperty(Navigator.prototype, 'wakeLock', {get: undefined, configurable: true}); delete Navigator.prototype.wakeLock;")
    create_table(ann, server, "Score pad", "Ann", players=2)
    expect(ann.get_by_label("Keep the screen on while the game is open")).to_be_hidden()


# ---- point 5: the join code checked first --------------------------------------------------------

@pytest.mark.parametrize("width,scheme", SIZES[:2])
def test_a_wrong_join_code_is_said_before_a_name_is_typed(server, phone, width, scheme):
    guest = phone(width=width, color_scheme=scheme)
    guest.goto(f"{server}/join#QQQQQQ")  # a mistyped link or an expired QR code
    expect(guest.locator("#join-message")).to_contain_text("No table has the code QQQQQQ")
    expect(guest.get_by_placeholder("Your name")).to_be_hidden()
    check_screen(guest, f"join-wrong-code-{width}-{scheme}")
    guest.get_by_role("link", name="Type another code").click()
    guest.get_by_label("Code").fill("ZZZZZZ")
    guest.get_by_label("Name").focus()  # leaving the code field checks it
    expect(guest.locator("#join-message")).to_contain_text("No table has the code ZZZZZZ")
    expect(guest.get_by_label("Code")).to_have_attribute("aria-invalid", "true")
    # The right code: no refusal, and sitting down works.
    host = phone(width=width)
    code = create_table(host, server, "Score pad", "Ann", players=2)
    guest.get_by_label("Code").fill(code)
    guest.get_by_label("Name").fill("Bob")
    expect(guest.locator("#join-message")).to_be_hidden()
    guest.get_by_role("button", name="Sit down").click()
    expect(guest.locator(".players")).to_contain_text("Bob")


# ---- point 5: the end of a game asked in the page ------------------------------------------------

@pytest.mark.parametrize("width,scheme", SIZES[:2])
def test_ending_a_score_pad_is_asked_in_an_in_page_dialog(server, phone, width, scheme):
    ann = phone(width=width, color_scheme=scheme)
    create_table(ann, server, "Score pad", "Ann", players=2)
    native = []
    ann.on("dialog", lambda dialog: (native.append(dialog.message), dialog.dismiss()))
    ann.get_by_role("button", name="End the game").click()
    dialog = ann.get_by_role("dialog", name="End the game now?")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("button", name="Keep playing")).to_be_focused()  # the safe answer first
    check_screen(ann, f"end-game-dialog-{width}-{scheme}")
    dialog.get_by_role("button", name="Keep playing").click()
    expect(dialog).to_have_count(0)
    expect(ann.get_by_role("button", name="End the game")).to_be_focused()  # focus goes back
    expect(ann.locator(".banner")).to_have_count(0)
    ann.get_by_role("button", name="End the game").click()
    expect(ann.get_by_role("dialog")).to_be_visible()
    ann.keyboard.press("Escape")  # Escape is "no" too
    expect(ann.get_by_role("dialog")).to_have_count(0)
    expect(ann.locator(".banner")).to_have_count(0)
    ann.get_by_role("button", name="End the game").click()
    ann.get_by_role("dialog").get_by_role("button", name="End the game").click()
    expect(ann.locator(".banner")).to_contain_text("Game over")
    assert native == [], "no native confirm()"


# ---- point 5: the host named in the log -----------------------------------------------------------

def test_the_log_names_a_host_who_also_plays(server, phone):
    ann = phone(width=390)
    code = create_table(ann, server, "Score pad", "Ann", players=2)
    bob = phone(width=320)
    join(bob, server, code, "Bob")
    ann.locator('.score-row[data-seat="0"]').get_by_role("button", name="+5", exact=True).click()
    expect(ann.locator(".log li").first).to_contain_text("Ann added 5 points")
    expect(ann.locator(".log li").first).not_to_contain_text("entered by the host")  # her own seat
    ann.locator('.score-row[data-seat="1"]').get_by_role("button", name="+1", exact=True).click()
    expect(ann.locator(".log li").first).to_contain_text("Bob added 1 point (score 1) (entered by the host)")
    ann.get_by_role("button", name="Undo last move").click()
    for page in (ann, bob):
        expect(page.locator(".log li").first).to_contain_text("Ann undid move 2")
        expect(page.locator(".log")).not_to_contain_text("Host")


# ---- point 5: the results chart's x labels do not overlap ------------------------------------------

LABEL_BOXES = """() => [...document.querySelectorAll('.results .chart svg text')]
  .map((t) => ({text: t.textContent, box: t.getBoundingClientRect().toJSON()}))
  .filter((l) => /^Move /.test(l.text))"""


@pytest.mark.parametrize("width,scheme", [(320, "light"), (390, "dark")])
def test_the_score_pad_chart_labels_do_not_overlap_and_follow_the_log_numbers(server, phone, width, scheme):
    client = LiveClient(server)
    table = make_table(client, "score-pad", players=2, goal=30)
    for name in ("Ann", "Bob"):
        table.join(name)
    table.move(table.seat(0), type="add", points=1)
    table.undo(table.seat(0))  # move 2 undoes move 1: the chart starts at move 3, as the log does
    for n in range(4):  # five points: the old chart showed every label, "Move 3Move 4" ran together
        table.move(table.seat(n % 2), type="add", points=n + 1)
    table.move(table.host, type="finish")
    finished = client.finished()
    page = phone(width=width, color_scheme=scheme)
    seat_phone(page, server, finished.id, host=finished.host)
    expect(page.locator(".results .chart svg")).to_be_visible(timeout=10000)
    labels = page.evaluate(LABEL_BOXES)
    assert len(labels) >= 2 and labels[0]["text"] == "Move 3", labels
    for left, right in zip(labels, labels[1:]):
        assert left["box"]["right"] <= right["box"]["left"], f"{left['text']!r} runs into {right['text']!r}: {labels}"
    svg_box = page.locator(".results .chart svg").bounding_box()
    assert all(svg_box["x"] - 1 <= l["box"]["left"] and l["box"]["right"] <= svg_box["x"] + svg_box["width"] + 1 for l in labels)
    check_screen(page, f"score-pad-chart-{width}-{scheme}")


# ---- point 5: the rematch notice goes once that game ends ----------------------------------------

def test_the_new_game_notice_goes_when_that_game_ends(server, phone):
    first = score_pad(server)
    ann, bob = phone(width=390), phone(width=320)
    seat_phone(ann, server, first.id, host=first.host, player=first.tokens[0])
    seat_phone(bob, server, first.id, player=first.tokens[1])
    expect(bob.locator(".results .outcome")).to_be_visible(timeout=10000)
    ann.get_by_role("button", name=re.compile("Play again")).click()
    # Bob's phone follows by itself and says why ...
    expect(bob.locator(".message.notice")).to_have_text("A new game has started with the same players.", timeout=15000)
    second, host = host_of(ann)
    post(server, f"/api/v1/tables/{second}/moves", host, {"type": "finish"})
    # ... and the notice goes once that game has ended, not left over its results.
    expect(bob.locator(".results .outcome")).to_be_visible(timeout=10000)
    expect(bob.locator(".message.notice")).to_be_hidden()
