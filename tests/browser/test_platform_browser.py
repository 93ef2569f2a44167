"""The platform's flows in headless Chromium against the real server."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_table, host_of, join, post, shot

pytestmark = pytest.mark.browser


def create_score_pad(page, server, host_name=""):
    return create_table(page, server, "Score pad", host_name, players=3)


def test_create_join_add_points_and_see_them_live(server, phone):
    host = phone()
    errors = []
    host.on("pageerror", lambda err: errors.append(str(err)))
    code = create_score_pad(host, server)
    qr = host.get_by_role("img", name=re.compile("QR code"))
    expect(qr).to_be_visible()
    # Fetched with the host's token and shown from a blob: URL.
    host.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=qr.element_handle(), timeout=5000)
    assert qr.get_attribute("src").startswith("blob:")
    expect(host.locator("#address-notice")).to_have_count(0)  # the server listens on loopback only
    shot(host, "host-invite")

    guest = phone()
    join(guest, server, code, "Marian <b>")
    expect(guest.locator(".score-row.mine")).to_contain_text("Marian <b>")
    guest.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(guest.locator(".score-row.mine .score")).to_have_text("5")
    # The host's phone hears of it within 2 seconds, through live events.
    expect(host.locator('.score-row[data-seat="0"] .score')).to_have_text("5", timeout=2000)
    expect(host.locator(".players")).to_contain_text("Marian <b>")  # shown as text, not markup
    shot(guest, "guest-table")
    assert errors == []


def test_a_refused_move_shows_its_sentence_and_changes_nothing(server, phone):
    page = phone()
    create_score_pad(page, server, host_name="Ann")
    row = page.locator(".score-row.mine")
    row.get_by_role("spinbutton").fill("0")
    row.get_by_role("button", name="Add").click()
    expect(page.locator(".message.error")).to_contain_text("Adding 0 points changes nothing. (rule SP2)")
    expect(row.locator(".score")).to_have_text("0")


def test_reload_rejoins_the_same_seat(server, phone):
    page = phone()
    create_score_pad(page, server, host_name="Ann")
    page.locator(".score-row.mine").get_by_role("button", name="+10", exact=True).click()
    expect(page.locator(".score-row.mine .score")).to_have_text("10")
    page.reload()
    expect(page.locator(".score-row.mine")).to_contain_text("Ann")
    expect(page.locator(".score-row.mine .score")).to_have_text("10")


def test_typing_survives_a_move_made_on_another_phone(server, phone):
    host = phone()
    code = create_score_pad(host, server, host_name="Ann")
    guest = phone()
    join(guest, server, code, "Bob")
    field = guest.locator(".score-row.mine").get_by_role("spinbutton")
    field.fill("42")
    host.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(guest.locator('.score-row[data-seat="0"] .score')).to_have_text("5", timeout=2000)
    expect(guest.locator(".score-row.mine").get_by_role("spinbutton")).to_have_value("42")


def test_reads_answered_out_of_order_never_draw_the_older_table(server, phone):
    """Two moves from another phone, one after the other: the answer to the phone's first read is
    held back 1.5 s in the page (a slow line), while the second read could have answered at once.
    The phone reads one table at a time, so it ends on the second move, not with the first drawn
    over it until the next poll (10 s later)."""
    host = phone()
    create_score_pad(host, server, host_name="Ann")
    table_id, _ = host_of(host)
    player = host.evaluate("JSON.parse(localStorage.getItem('sherwood.seats'))")[table_id]["player"]
    host.evaluate("""(tableId) => {
        const send = window.fetch.bind(window);
        let reads = 0;
        window.fetch = async (input, init) => {
            const answer = await send(input, init);
            if (String(input) === `/api/v1/tables/${tableId}` && reads++ === 0) await new Promise((r) => setTimeout(r, 1500));
            return answer;
        };
    }""", table_id)
    moves = f"/api/v1/tables/{table_id}/moves"
    post(server, moves, player, {"type": "add", "points": 1})
    host.wait_for_timeout(300)  # the live event has come: the first read is out, its answer held
    post(server, moves, player, {"type": "add", "points": 10})
    host.wait_for_timeout(3000)  # both reads answered, long before the poll
    expect(host.locator(".score-row.mine .score")).to_have_text("11", timeout=500)


def test_reads_asked_for_during_a_read_are_one_more_read(modules_server, phone):
    """live.js's oneAtATime, which the table page and the big screen read through: never two at once,
    a burst of asks is one more read, and an ask after the burst is a read of its own."""
    page = phone()
    page.goto(modules_server + "/rulings")
    expect(page.get_by_role("heading", name="Rulings")).to_be_visible()
    out = page.evaluate("""async () => {
        const { oneAtATime } = await import('/js/live.js');
        let reads = 0, inFlight = 0, most = 0;
        const read = oneAtATime(async () => {
            reads++; inFlight++; most = Math.max(most, inFlight);
            await new Promise((r) => setTimeout(r, 50));
            inFlight--;
        });
        await Promise.all([read(), read(), read(), read()]);
        const afterBurst = reads;
        await read();
        return { afterBurst, reads, most };
    }""")
    assert out == {"afterBurst": 2, "reads": 3, "most": 1}


def test_undo_takes_back_the_last_move(server, phone):
    page = phone()
    create_score_pad(page, server, host_name="Ann")
    page.locator(".score-row.mine").get_by_role("button", name="+10", exact=True).click()
    expect(page.locator(".score-row.mine .score")).to_have_text("10")
    page.get_by_role("button", name="Undo last move").click()
    expect(page.locator(".score-row.mine .score")).to_have_text("0")
    expect(page.locator(".log li.undone")).to_have_count(1)


def test_offline_moves_are_queued_then_sent_once(server, phone):
    page = phone()
    create_score_pad(page, server, host_name="Ann")
    page.context.set_offline(True)
    page.evaluate("window.dispatchEvent(new Event('offline'))")
    page.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    page.locator(".score-row.mine").get_by_role("button", name="+1", exact=True).click()
    expect(page.locator(".pending")).to_have_text("Offline: 2 moves waiting to be sent.")
    expect(page.locator("#net-status")).to_be_visible()
    shot(page, "offline")
    page.context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator(".score-row.mine .score")).to_have_text("6")
    expect(page.locator(".pending")).to_be_hidden()


def test_a_move_queued_offline_and_refused_on_arrival_is_said_and_stays_said(server, phone):
    """A newcomer's walkthrough found the move dropped without a word when the game had ended meanwhile."""
    host = phone()
    code = create_score_pad(host, server, host_name="Ann")
    table_id, host_token = host_of(host)
    guest = phone()
    join(guest, server, code, "Cara")
    guest.context.set_offline(True)
    guest.evaluate("window.dispatchEvent(new Event('offline'))")
    guest.locator(".score-row.mine").get_by_role("button", name="+1", exact=True).click()
    expect(guest.locator(".pending")).to_have_text("Offline: 1 move waiting to be sent.")
    post(server, f"/api/v1/tables/{table_id}/moves", host_token, {"type": "finish"})
    guest.context.set_offline(False)
    guest.evaluate("window.dispatchEvent(new Event('online'))")
    said = guest.locator(".table-head [role=alert]")
    expect(said).to_contain_text("Your move made offline was not recorded.")
    expect(said).to_be_in_viewport()
    expect(guest.locator(".pending")).to_be_hidden()
    expect(guest.locator(".results-spot")).not_to_be_empty()  # the results came, and redrew the page
    guest.wait_for_timeout(1500)  # live updates and redraws go on: the sentence stays until the next move
    expect(said).to_contain_text("not recorded")
    shot(guest, "offline-move-refused")


def test_spectator_screen_is_read_only(server, phone):
    host = phone()
    create_score_pad(host, server, host_name="Ann")
    link = host.get_by_role("link", name="Open the big-screen view").get_attribute("href")
    screen = phone()
    screen.goto(server + link)
    expect(screen.locator(".score-row")).to_have_count(3)
    expect(screen.get_by_role("button")).to_have_count(0)
    host.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(screen.locator('.score-row[data-seat="0"] .score')).to_have_text("5", timeout=2000)
    shot(screen, "spectator")


def test_shell_is_installable(server, phone):
    page = phone()
    page.goto(server + "/")
    manifest = page.evaluate("fetch('/manifest.webmanifest').then(r => r.json())")
    assert {i["sizes"] for i in manifest["icons"]} == {"192x192", "512x512"}
    registered = page.evaluate("navigator.serviceWorker.ready.then(r => r.active !== null)")
    assert registered
    caches = page.evaluate("caches.keys()")
    assert any(name.startswith("sherwood-shell-") for name in caches)


def test_no_token_or_join_code_travels_in_a_url(server, phone):
    """Live updates open with a single-use ticket; join links use /join#CODE."""
    host = phone()
    urls = []
    host.on("request", lambda request: urls.append(request.url))
    code = create_score_pad(host, server, host_name="Ann")
    guest = phone()
    guest.on("request", lambda request: urls.append(request.url))
    guest.goto(f"{server}/join#{code}")  # what the QR code now holds
    expect(guest.locator(".code")).to_have_text(code)
    guest.get_by_placeholder("Your name").fill("Bob")
    guest.get_by_role("button", name="Sit down").click()
    expect(guest.locator(".players")).to_contain_text("Bob")
    guest.locator(".score-row.mine").get_by_role("button", name="+5", exact=True).click()
    expect(host.locator('.score-row[data-seat="1"] .score')).to_have_text("5", timeout=2000)
    tokens = []
    for page in (host, guest):
        seats = page.evaluate("() => JSON.parse(localStorage.getItem('sherwood.seats'))")
        tokens += [value for seat in seats.values() for key, value in seat.items() if key in ("host", "player", "spectator")]
    assert len(tokens) == 4
    assert any("/events?ticket=" in url for url in urls)
    for url in urls:
        assert not any(token in url for token in tokens), url
        assert code not in url.split("#")[0], url


def test_an_old_printed_join_link_still_works(server, phone):
    host = phone()
    code = create_score_pad(host, server)
    guest = phone()
    join(guest, server, code, "Cat")  # opens /join/CODE, takes the seat, lands on the table
    expect(guest).to_have_url(re.compile(r"/t/[\w-]+$"))


def test_host_on_loopback_is_told_the_address_phones_use(server, phone):
    """The page is open at 127.0.0.1 while the join link (here: a LAN address) is elsewhere."""
    host = phone()

    def lan_join_url(route):
        response = route.fetch()
        if response.status != 200:
            route.fulfill(response=response)
            return
        body = response.json()
        body["join_url"] = f"http://192.0.2.60:8000/join#{body['join_code']}"
        route.fulfill(response=response, json=body)

    host.route(re.compile(r".*/api/v1/tables/[\w-]+$"), lan_join_url)
    create_score_pad(host, server)
    notice = host.locator("#address-notice")
    expect(notice).to_contain_text("which only this computer can reach")
    expect(notice).to_contain_text("Phones join at http://192.0.2.60:8000")
    shot(host, "address-notice")
    # The table page keeps reading the table (live updates): a read still in the handler when
    # this phone closes must not fail the next test.
    host.unroute_all(behavior="ignoreErrors")


def test_spectator_screen_shows_no_join_code_or_qr(server, phone):
    host = phone()
    code = create_score_pad(host, server, host_name="Ann")
    link = host.get_by_role("link", name="Open the big-screen view").get_attribute("href")
    screen = phone()
    screen.goto(server + link)
    expect(screen.locator(".score-row")).to_have_count(3)
    assert code not in screen.content()
    expect(screen.get_by_role("img", name=re.compile("QR code"))).to_have_count(0)
