"""Rescuing Robin Hood on a German and a French phone, 320 and 390 px wide, light and dark.

The host's phone speaks the reader's language (the browser's locale) from the first screen: a row laid out
and both bands entered through the screen, a Wit attack the server refuses for a value no blue guard has
(R15), its sentence on screen, announced and in the reader's language, then the attack as the card shows
it and stopped. The phone's own check of a Prayer's place speaks the same language, the log reads in it,
nothing sticks out sideways (German words are long) and axe-core finds nothing serious."""
from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import (
    assert_log_readable, assert_no_axe_violations, assert_no_horizontal_overflow, assert_refusal_visible_and_announced,
)

pytestmark = pytest.mark.browser

PHONES = [(320, "light"), (320, "dark"), (390, "light"), (390, "dark")]

# What each language calls the screen's controls, and words its sentences must hold.
WORDS: dict[str, dict[str, Any]] = {
    "de-DE": {
        "lang": "de",
        "battlefield": "Schlachtfeld von Tag 1",
        "bronze": "+ Bronze", "blue guards": "blaue Wachen", "add row": "Reihe hinzufügen", "done": "Fertig: Banden ziehen",
        "stats": {"wit": "Witz", "brawn": "Kraft", "stealth": "Schleichen", "jolliness": "Fröhlichkeit",
                  "scouting": "Späher", "prayer": "Gebet"},
        "enter band": "Bande eintragen",
        "attack with": "Angreifen mit", "wit of #0": "Witz von #0", "attack": "Angreifen",
        # The server's own sentence (locales/de/server.ftl, rescuing-guard-range), not the phone's.
        "refusal": "einer blauen Wache liegt bei 1-6, nicht 7",
        "wit hint": "Noch 10 Witz. Nächste Karte: blaue Wache, höchstens 6: Sie kann dich nicht schlagen.",
        "stop": "Stopp: 1 Karte besiegen",
        "tokens": "Marker von Marian ausgeben", "place": "Platz vom Ende", "prayer move": "Gebet: versetzen",
        "place warning": "Zähl den Platz ab 1",
        "log": ["hat Reihe 1 ausgelegt: Medaillon Bronze, 3 Wachen (3 blau)",
                "Bande von Marian heute: Witz 14, Kraft 6, Schleichen 4, Fröhlichkeit 2; Späher ×1, Gebet ×2",
                "Witz von Marian kommt an #0 vorbei (Witz 4): Summe 4, noch 10 Witz übrig",
                "Marian hat den Witz-Angriff beendet: 1 Karte besiegt"],
    },
    "fr-FR": {
        "lang": "fr",
        "battlefield": "Champ de bataille du jour 1",
        "bronze": "+ bronze", "blue guards": "gardes bleus", "add row": "Ajouter la rangée", "done": "Terminé\xa0: tirer les bandes",
        "stats": {"wit": "ruse", "brawn": "force", "stealth": "discrétion", "jolliness": "gaieté",
                  "scouting": "éclaireur", "prayer": "prière"},
        "enter band": "Saisir la bande",
        "attack with": "Attaquer en", "wit of #0": "Ruse de #0", "attack": "Attaquer",
        # The server's own sentence (locales/fr/server.ftl, rescuing-guard-range), not the phone's.
        "refusal": "d'un garde bleu va de 1 à 6, pas 7",
        "wit hint": "Ruse restante 10. Carte suivante\xa0: garde bleu, au plus 6\xa0: elle ne peut pas te battre.",
        "stop": "Arrêter\xa0: vaincre 1 carte",
        "tokens": "Dépenser les jetons de Marian", "place": "Place depuis le bout", "prayer move": "Prière\xa0: déplacer",
        "place warning": "Compte la place à partir de 1",
        "log": ["a posé la rangée 1\xa0: médaillon bronze, 3 gardes bleus",
                "Bande de Marian aujourd'hui\xa0: Ruse 14, Force 6, Discrétion 4, Gaieté 2\u202f; Éclaireur ×1, Prière ×2",
                "La Ruse de Marian a berné #0 (Ruse 4)\xa0: total 4, il reste 10 de Ruse",
                "Marian a arrêté l'attaque de Ruse\xa0: 1 carte vaincue"],
    },
}
CASES = [(locale, width, scheme) for locale in WORDS for width, scheme in PHONES]


def api(server: str, path: str, body: dict[str, Any]) -> Any:
    request = urllib.request.Request(server + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return json.loads(response.read())


def host_phone(server: str, phone: Any, locale: str, width: int, scheme: str) -> Page:
    """A two-band table created through the API, Marian and John seated, and the host's phone on it
    (the new-table form is another screen's)."""
    table = api(server, "/api/v1/tables", {"game": "rescuing-robin-hood", "options": {"players": 2}})
    for name in ("Marian", "John"):
        api(server, "/api/v1/join", {"code": table["join_code"], "name": name})
    page = phone(width=width, color_scheme=scheme, locale=locale)
    page.goto(server + "/")
    seats = {table["id"]: {"host": table["host_token"], "code": table["join_code"], "game": "rescuing-robin-hood"}}
    page.evaluate("(seats) => localStorage.setItem('sherwood.seats', JSON.stringify(seats))", seats)
    page.goto(f"{server}/t/{table['id']}")
    return page


def enter_band(page: Page, words: dict[str, Any], name: str, wit: int) -> None:
    # The form for this band, not the one before it still on screen until the last move's answer.
    expect(page.locator(".entry h3")).to_contain_text(name)
    values = {"wit": wit, "brawn": 6, "stealth": 4, "jolliness": 2, "scouting": 1, "prayer": 2}
    for stat, value in values.items():
        page.get_by_label(words["stats"][stat], exact=True).fill(str(value))
    page.get_by_role("button", name=words["enter band"], exact=True).click()


def assert_fits_and_passes_axe(page: Page) -> None:
    assert_no_horizontal_overflow(page)
    assert_no_axe_violations(page)


@pytest.mark.parametrize(("locale", "width", "scheme"), CASES, ids=[f"{loc[:2]}-{w}-{s}" for loc, w, s in CASES])
def test_a_day_begins_in_the_readers_language(server, phone, locale, width, scheme):
    words = WORDS[locale]
    page = host_phone(server, phone, locale, width, scheme)
    expect(page.locator(".battlefield h3")).to_have_text(words["battlefield"])
    assert page.evaluate("document.documentElement.lang") == words["lang"]
    page.locator("details.rules summary").click()  # the stage's rules: the longest sentences on the screen
    assert_fits_and_passes_axe(page)

    # A row through the screen: a bronze villager behind three blue guards (#0-#2).
    page.get_by_role("button", name=words["bronze"], exact=True).click()
    page.get_by_label(words["blue guards"], exact=True).fill("3")
    page.get_by_role("button", name=words["add row"], exact=True).click()
    expect(page.locator('.brow[data-row="0"] .rcard')).to_have_count(3)
    page.get_by_role("button", name=words["done"], exact=True).click()
    enter_band(page, words, "Marian", 14)
    enter_band(page, words, "John", 9)
    expect(page.locator('.trackers li[data-seat="1"] .stat.wit')).to_have_text(f"{words['stats']['wit'].capitalize()} 9")
    assert_fits_and_passes_axe(page)

    # A Wit no blue guard has (R15): the server refuses it in the reader's language, beside the attack.
    page.get_by_label(words["attack with"], exact=True).select_option("wit")
    page.get_by_label(words["wit of #0"], exact=True).fill("7")
    page.get_by_role("button", name=words["attack"], exact=True).click()
    refusal = assert_refusal_visible_and_announced(page, words["refusal"])
    expect(refusal).not_to_contain_text("guard")
    assert_fits_and_passes_axe(page)

    # The value as the card shows it: accepted, one card outwitted, the attack stopped.
    page.get_by_label(words["wit of #0"], exact=True).fill("4")
    page.get_by_role("button", name=words["attack"], exact=True).click()
    expect(page.locator(".wit-hint")).to_have_text(words["wit hint"])
    page.get_by_role("button", name=words["stop"], exact=True).click()
    expect(page.locator('.brow[data-row="0"] .rcard')).to_have_count(2)

    # The phone's own check, in the same language: a Prayer's place is counted from 1.
    page.locator(".tokens-panel summary").click()
    expect(page.locator(".tokens-panel summary")).to_contain_text(words["tokens"])
    page.get_by_label(words["place"], exact=True).fill("0")
    page.get_by_role("button", name=words["prayer move"], exact=True).click()
    assert_refusal_visible_and_announced(page, words["place warning"])
    assert_fits_and_passes_axe(page)

    expect(page.locator(".log")).to_contain_text(words["log"][-1], timeout=5000)
    lines = assert_log_readable(page)
    for expected in words["log"]:
        assert any(expected in line for line in lines), (expected, lines)
