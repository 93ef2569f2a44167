"""A photo of the table on the results screen, in the browser: picked on one phone (a 2000x1500
picture, so the phone scales it down), sent at 200 KB or less, shown on the other phone and the
big screen, refused in words when the file is not a picture, and noted in the past games.

Two phones per case at 320 and 390 px; the cases between them cover light and dark at both widths.
"""
from __future__ import annotations

import io
import re
import urllib.request

import pytest
from playwright.sync_api import Page, expect

from tests.browser import finished_games
from tests.browser.finished_games import seat_phone
from tests.browser.helpers import assert_refusal_visible_and_announced, check_screen

pytestmark = pytest.mark.browser

PHOTO_LIMIT = 200 * 1024


def big_png(width: int = 2000, height: int = 1500) -> bytes:
    """A textured PNG (stripes and a checker pattern, not flat: a flat picture would be tiny as a JPEG)."""
    import png  # pypng

    rows = []
    for y in range(height):
        row = bytearray(width * 3)
        for x in range(0, width):
            checker = 255 if ((x // 25) + (y // 25)) % 2 else 0
            row[3 * x] = (x * 7 + y * 3) & 255
            row[3 * x + 1] = checker
            row[3 * x + 2] = (x ^ y) & 255
        rows.append(row)
    out = io.BytesIO()
    png.Writer(width, height, greyscale=False, compression=1).write(out, rows)
    return out.getvalue()


PICTURE = {"name": "table.png", "mimeType": "image/png", "buffer": big_png()}
NOT_A_PICTURE = {"name": "table.jpg", "mimeType": "image/jpeg", "buffer": b"These are the scores, not a photo.\n" * 20}


def open_results(page: Page, server: str, table_id: str, token: str) -> None:
    seat_phone(page, server, table_id, player=token)
    expect(page.locator(".results .outcome")).to_be_visible(timeout=10000)
    expect(page.get_by_role("heading", name="Photo of the table")).to_be_visible()


def pick(page: Page, file: dict) -> None:
    page.locator("#photo-input").set_input_files(file)


def add_photo(page: Page) -> None:
    """Pick the big picture and wait until the phone has sent it."""
    expect(page.get_by_role("button", name="Add a photo of the table")).to_be_visible()
    with page.expect_request(lambda r: r.method == "PUT" and r.url.endswith("/photo"), timeout=20000) as sent:
        pick(page, PICTURE)
    assert sent.value.headers["content-type"] == "image/jpeg"
    expect(page.get_by_role("img", name="Photo of the table")).to_be_visible(timeout=10000)
    expect(page.locator(".photo-status")).to_contain_text("Photo added")


def kept_photo(server: str, table_id: str, token: str) -> tuple[str, bytes]:
    """The photo the server keeps (its type and bytes), read with a token of the table."""
    request = urllib.request.Request(f"{server}/api/v1/tables/{table_id}/photo", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.headers.get_content_type(), answer.read()


def shown_size(page: Page) -> dict:
    return page.get_by_role("img", name="Photo of the table").evaluate(
        "(img) => ({width: img.naturalWidth, height: img.naturalHeight})")


def test_a_photo_taken_on_one_phone_shows_on_the_other_and_a_text_file_is_refused(server, phone):
    game = finished_games.score_pad(server)
    ann = phone(width=320)  # light
    bob = phone(width=390, color_scheme="dark")
    open_results(ann, server, game.id, game.tokens[0])
    check_screen(ann)
    add_photo(ann)
    kind, sent = kept_photo(server, game.id, game.host)
    assert kind == "image/jpeg" and sent[:3] == b"\xff\xd8\xff" and len(sent) <= PHOTO_LIMIT, (kind, len(sent))
    size = shown_size(ann)
    assert max(size["width"], size["height"]) <= 1600 and size["width"] > size["height"], size  # scaled, not cropped
    expect(ann.get_by_role("button", name="Replace the photo")).to_be_visible()
    check_screen(ann, "photo-320-light")

    open_results(bob, server, game.id, game.tokens[1])
    expect(bob.get_by_role("img", name="Photo of the table")).to_be_visible(timeout=10000)
    assert shown_size(bob) == size
    check_screen(bob)
    pick(bob, NOT_A_PICTURE)
    assert_refusal_visible_and_announced(bob, re.compile("not a photo"))
    expect(bob.get_by_role("img", name="Photo of the table")).to_be_visible()  # the photo stays
    check_screen(bob, "photo-390-dark-refused")
    bob.reload()
    expect(bob.get_by_role("img", name="Photo of the table")).to_be_visible(timeout=10000)


def test_the_photo_is_kept_for_the_table_only_and_the_sender_removes_it(server, phone):
    game = finished_games.score_pad(server)
    other = finished_games.score_pad(server)
    ann = phone(width=320, color_scheme="dark")
    bob = phone(width=390)  # light
    open_results(bob, server, game.id, game.tokens[1])
    add_photo(bob)

    open_results(ann, server, game.id, game.tokens[0])
    expect(ann.get_by_role("img", name="Photo of the table")).to_be_visible(timeout=10000)
    check_screen(ann)
    ann.get_by_role("button", name="Remove the photo").click()  # Ann did not send it, nor is she the host
    assert_refusal_visible_and_announced(ann, "Only the host, or whoever added the photo")
    check_screen(ann, "photo-320-dark-remove-refused")

    # Another table's phone opens the photo address with its own token: refused.
    answer = ann.evaluate("""async ([id, token]) => (await fetch(`/api/v1/tables/${id}/photo`,
        {headers: {Authorization: `Bearer ${token}`}})).status""", [game.id, other.tokens[0]])
    assert answer == 403

    # The big screen shows it without the controls.
    watch = phone(width=390)
    watch.goto(f"{server}/watch/{game.id}#{game.spectator}")
    expect(watch.get_by_role("img", name="Photo of the table")).to_be_visible(timeout=10000)
    expect(watch.get_by_role("button", name=re.compile("photo"))).to_have_count(0)

    # The past games say there is a photo; opening the table shows it.
    ann.goto(server + "/history")
    row = ann.locator(f".past-game[data-table='{game.id}']")
    expect(row).to_contain_text("A photo of the table was taken")
    check_screen(ann)

    bob.get_by_role("button", name="Remove the photo").click()
    expect(bob.get_by_role("img", name="Photo of the table")).to_have_count(0)
    expect(bob.get_by_role("button", name="Add a photo of the table")).to_be_visible()
    check_screen(bob, "photo-390-light-removed")
    ann.goto(f"{server}/t/{game.id}")
    expect(ann.get_by_role("heading", name="Photo of the table")).to_be_visible(timeout=10000)
    expect(ann.get_by_role("button", name="Add a photo of the table")).to_be_visible()
    expect(ann.get_by_role("img", name="Photo of the table")).to_have_count(0)
