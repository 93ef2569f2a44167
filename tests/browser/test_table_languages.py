"""The table screen in German, French and English: one table read on three phones, each in its
own language (the log's words, the server's refusals); the top bar's language picker redraws
the table at once and keeps what was typed; the table, its log and the Fix form fit a 320 px
phone and pass axe in German and French, light and dark."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from api.words.i18n import render
from engine.messages import msg
from tests.browser.finished_games import LiveClient, seat_phone
from tests.browser.helpers import assert_refusal_visible_and_announced, check_screen

pytestmark = pytest.mark.browser

# The log's heading on each phone: the sign that the table drew in that language.
LOG_HEADING = {"de": "Protokoll", "fr": "Journal", "en": "Log"}


def score_pad(server: str, names: list[str], players: int | None = None) -> tuple[dict, list[str]]:
    """A score pad table made through the API, the host sitting in the first seat; its seats' tokens."""
    live = LiveClient(server)
    created = live.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": players or len(names)}}).json
    host = {"Authorization": f"Bearer {created['host_token']}"}
    tokens = [live.post("/api/v1/join", json={"code": created["join_code"], "name": name},
                        headers=host if seat == 0 else None).json["token"] for seat, name in enumerate(names)]
    return created, tokens


def open_table(page: Page, server: str, created: dict, token: str, language: str, host: bool = False) -> None:
    seats = {"player": token, **({"host": created["host_token"]} if host else {})}
    seat_phone(page, server, created["id"], **seats)
    expect(page.locator(".log-head h2")).to_have_text(LOG_HEADING[language], timeout=10000)


def add_for(page: Page, seat: int, points: int) -> None:
    """Tap a quick-add chip ("+5") of a seat's row: the chips' words are numbers in every language."""
    page.locator(f".score-row[data-seat='{seat}']").get_by_role("button", name=f"+{points}", exact=True).click()


def test_one_table_read_on_three_phones_each_in_its_own_language(server, phone):
    created, tokens = score_pad(server, ["Ann", "Bob", "Cy"])
    phones = {"de": phone(locale="de-DE"), "fr": phone(locale="fr-FR"), "en": phone(locale="en-GB")}
    for seat, (language, page) in enumerate(phones.items()):
        open_table(page, server, created, tokens[seat], language, host=seat == 0)
        assert page.evaluate("document.documentElement.lang") == language

    # The host (Ann, on the German phone) enters Bob's points: every log says so in its own words.
    add_for(phones["de"], 1, 5)
    latest = {language: page.locator(".log li .log-text").first for language, page in phones.items()}
    expect(latest["de"]).to_contain_text("(vom Gastgeber eingetragen)", timeout=10000)
    expect(latest["fr"]).to_contain_text("(saisi par l'hôte)", timeout=10000)
    expect(latest["en"]).to_have_text(re.compile(r"^Bob added 5 points.* \(entered by the host\)$"), timeout=10000)
    for page in phones.values():
        expect(page.locator(".log li .log-n").first).to_have_text("1.")

    # Each phone adds 0 to its own seat: the server refuses the same way, in the phone's language.
    for seat, (language, page) in enumerate(phones.items()):
        row = page.locator(f".score-row[data-seat='{seat}']")
        row.locator(f"input[name='points-{seat}']").fill("0")
        row.locator(f"input[name='points-{seat}']").press("Enter")
        assert_refusal_visible_and_announced(page, render(msg("sp-add-zero"), language))
    expect(phones["de"].locator(".refusal")).not_to_contain_text(render(msg("sp-add-zero"), "en"))


def test_the_language_picker_redraws_the_table_and_keeps_what_was_typed(server, phone):
    created, tokens = score_pad(server, ["Ann", "Bob"], players=3)
    page = phone(width=320, locale="en-GB")
    open_table(page, server, created, tokens[0], "en", host=True)
    points = page.locator("input[name='points-0']")
    points.fill("7")
    expect(page.locator("#undo")).to_have_text("Undo last move")
    expect(page.locator(".players .empty")).to_have_text("1 seat free")

    page.select_option("#language", "de")
    expect(page.locator(".log-head h2")).to_have_text("Protokoll")
    expect(page.locator("#undo")).to_have_text("Letzten Zug zurücknehmen")
    expect(page.locator(".players .empty")).to_have_text("1 Platz frei")
    expect(page.locator(".handover summary")).to_have_text("Plätze oder die Rolle des Gastgebers auf einem anderen Handy?")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(points).to_have_value("7")

    page.select_option("#language", "fr")
    expect(page.locator(".log-head h2")).to_have_text("Journal")
    expect(page.locator("#undo")).to_have_text("Annuler le dernier coup")
    expect(page.locator(".players .empty")).to_have_text("1 place libre")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(points).to_have_value("7")

    # The typed points are still the move's: adding them enters 7, and the log says so in French.
    points.press("Enter")
    expect(page.locator(".score-row[data-seat='0'] .score")).to_have_text("7", timeout=10000)
    expect(page.get_by_role("button", name="Corriger le coup 1")).to_be_visible()


# The Fix form's button, by language: "Preview" first, then the same button saves.
SAVE = {"de": ("Vorschau", "Korrektur speichern"),
        "fr": ("Aperçu", "Enregistrer la correction")}


def check_light_and_dark(page: Page, name: str) -> None:
    """No horizontal overflow, text and targets large enough, axe clean: in light and in dark (a screenshot of each when kept)."""
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        check_screen(page, f"{name}-{scheme}")
    page.emulate_media(color_scheme="light")


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("width", [320, 390])
def test_the_table_its_log_and_the_fix_form_fit_and_pass_axe(server, phone, language, width):
    created, tokens = score_pad(server, ["Annegret", "Bartholomäus", "Cyrille"])
    page = phone(width=width, locale={"de": "de-DE", "fr": "fr-FR"}[language])
    open_table(page, server, created, tokens[0], language, host=True)
    add_for(page, 1, 5)  # the host enters for another seat: the longest log line
    expect(page.locator(".log li")).to_have_count(1, timeout=10000)
    add_for(page, 0, 10)
    expect(page.locator(".log li")).to_have_count(2, timeout=10000)
    page.locator(".handover summary").click()
    expect(page.locator(".handover-body")).to_be_visible()
    check_light_and_dark(page, f"table-{language}-{width}")

    # A correction of the first move: its preview, then the log's line saying what corrected it.
    page.locator(".log li").last.locator(".fix-tools button").first.click()
    form = page.locator(".fix-form")
    form.locator("input[type=number]").fill("6")
    first, confirm = SAVE[language]
    form.get_by_role("button", name=first).click()
    expect(form.locator(".fix-preview")).to_be_visible()
    check_light_and_dark(page, f"fix-preview-{language}-{width}")
    form.get_by_role("button", name=confirm).click()
    expect(page.locator(".log .log-correction")).to_be_visible(timeout=10000)
    check_light_and_dark(page, f"log-corrected-{language}-{width}")

    # The Fix form open again, on the newest move that can be fixed (a correction cannot).
    page.locator(".log li:has(.fix-tools)").first.locator(".fix-tools button").first.click()
    expect(page.locator(".fix-form")).to_be_visible()
    check_light_and_dark(page, f"fix-form-{language}-{width}")
