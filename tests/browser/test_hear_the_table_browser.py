"""Hear the table (issue 37, point 4): with "Read the table aloud" on, a phone speaks each accepted
move as its log says it, each refusal, whose turn it is and the end of the game, in the reader's
language, through the browser's own speech synthesis (recorded here: the page's speechSynthesis is
replaced before the app loads, so what would be spoken is what the test reads). The same words go to
a live region screen readers announce. The big screen is heard too."""
from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page, expect

from engine.games.curse import DEALS, GOODS
from tests.browser.helpers import assert_screen_ready, create_table, host_of, join, post
from tests.browser.languages import english_for_now, seat_in_the_reader_language
from tests.browser.test_home_and_score_pad_languages import words

pytestmark = pytest.mark.browser

# Every utterance the page hands the speech synthesis, with the language it asks for.
RECORD_SPEECH = """
window.__spoken = [];
class RecordedUtterance { constructor(text) { this.text = text; this.lang = ""; } }
window.SpeechSynthesisUtterance = RecordedUtterance;
Object.defineProperty(window, "speechSynthesis", { configurable: true, value: {
  speak: (utterance) => window.__spoken.push({ text: utterance.text, lang: utterance.lang }),
  cancel: () => window.__spoken.push({ text: "(cancel)", lang: "" }),
} });
"""
VOICES = {"en": "en-GB", "de": "de-DE", "fr": "fr-FR"}
LOCALES = {"en": "en-GB", "de": "de-DE", "fr": "fr-FR"}


def listening_phone(phone, language: str, **screen) -> Page:
    page = phone(locale=LOCALES[language], **screen)
    page.add_init_script(RECORD_SPEECH)
    return page


def spoken(page: Page) -> list[str]:
    return [said["text"] for said in page.evaluate("window.__spoken") if said["text"] != "(cancel)"]


def wait_until_said(page: Page, count: int) -> list[str]:
    """What the page has spoken once it has said ``count`` things (the page's CSP forbids
    wait_for_function's eval, so this polls)."""
    deadline = time.monotonic() + 10
    while len(said := spoken(page)) < count and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert len(said) >= count, said
    return said


def newest_log_line(page: Page) -> str:
    return page.locator(".log li .log-text").first.inner_text()


@pytest.mark.parametrize(("language", "width", "scheme"), [("en", 320, "light"), ("de", 390, "dark"), ("fr", 320, "dark")])
def test_a_short_score_pad_game_read_aloud_in_the_readers_language(server, phone, language, width, scheme):
    ann = listening_phone(phone, language, width=width, color_scheme=scheme)
    english_for_now(ann, server)
    code = create_table(ann, server, "Score pad", "Ann", players=2, winning_score=10)
    table_id, host_token = host_of(ann)
    bob = phone(locale=LOCALES[language])
    english_for_now(bob, server)
    join(bob, server, code, "Bob")
    seat_in_the_reader_language([ann], language)

    reading = ann.get_by_label(words(language, "app", "voice-setting"))
    reading.check()
    row = ann.locator(".score-row.mine")
    expect(row.get_by_role("button", name="+5", exact=True)).to_be_visible()
    assert spoken(ann) == []  # a score pad has no turns, so turning it on says nothing yet
    assert_screen_ready(ann)

    row.get_by_role("button", name="+5", exact=True).click()  # Ann's own move
    expect(ann.locator(".log li")).to_have_count(1)
    first = newest_log_line(ann)
    wait_until_said(ann, 1)
    assert spoken(ann) == [first]

    row.get_by_role("spinbutton").fill("0")  # a refusal is heard as it is shown (SP2)
    row.get_by_role("button", name=words(language, "score-pad", "sp-add"), exact=True).click()
    refusal = ann.locator(".refusal")
    expect(refusal).to_contain_text("SP2")
    wait_until_said(ann, 2)
    assert spoken(ann)[-1] == refusal.inner_text()

    post(server, f"/api/v1/tables/{table_id}/moves", host_token, {"type": "add", "seat": 1, "points": 4})  # Bob's, from afar
    expect(ann.locator(".log li")).to_have_count(2)
    wait_until_said(ann, 3)
    assert spoken(ann)[-1] == newest_log_line(ann)

    row.get_by_role("spinbutton").fill("5")
    row.get_by_role("button", name=words(language, "score-pad", "sp-add"), exact=True).click()  # 10: Ann wins (SP3)
    wait_until_said(ann, 5)
    said = spoken(ann)
    assert said[-2] == newest_log_line(ann)
    assert said[-1] == words(language, "app", "voice-game-over-won", names="Ann", count=1)
    assert {utterance["lang"] for utterance in ann.evaluate("window.__spoken") if utterance["text"] != "(cancel)"} == {VOICES[language]}
    # Screen readers hear the same words, whether or not the phone speaks.
    expect(ann.locator(".table-head [role=status][aria-live=polite].visually-hidden")).to_have_text(" ".join(said[-2:]))


def test_the_turn_is_heard_on_a_phone_and_the_big_screen_and_reading_stops_when_turned_off(server, phone):
    ann = listening_phone(phone, "en", width=390, color_scheme="light")
    code = create_table(ann, server, "Curse You", "Ann", players=2)
    table_id, host_token = host_of(ann)
    join(phone(), server, code, "Bob")
    big_screen_link = ann.get_by_role("link", name="Open the big-screen view").get_attribute("href")
    wall = listening_phone(phone, "en", width=1280, height=800)
    wall.goto(server + big_screen_link)
    wall.get_by_label("Read the table aloud on this phone").check()
    ann.get_by_label("Read the table aloud on this phone").check()

    market = [{"good": good, "rank": rank} for good in GOODS for rank in range(1, 11)][:DEALS[2][2]]
    post(server, f"/api/v1/tables/{table_id}/moves", host_token, {"type": "market", "cards": market})
    for page in (ann, wall):
        said = wait_until_said(page, 2)
        assert said[-1] == "Ann and Bob to play", said  # the turn, as the clock's line says it
        assert said[-2] == newest_log_line(ann), said  # the move first, as the log says it
    assert_screen_ready(wall)

    ann.get_by_label("Read the table aloud on this phone").uncheck()  # off: nothing more is spoken
    before = len(spoken(ann))
    post(server, f"/api/v1/tables/{table_id}/moves", host_token, {"type": "reveal", "seat": 1,
                                                                   "card": {"good": "meat", "rank": 10}})
    expect(ann.locator(".log li")).to_have_count(2)
    live = ann.locator(".table-head [role=status][aria-live=polite].visually-hidden")
    expect(live).to_contain_text(newest_log_line(ann))  # screen readers still hear it (and the turn after it)
    assert len(spoken(ann)) == before
    ann.reload()
    expect(ann.get_by_label("Read the table aloud on this phone")).not_to_be_checked()  # kept on this phone
