"""Curse You, Robin Hood! on German and French phones, 320 and 390 px, light and dark.

Three phones whose browsers speak German (or French) play a turn: the Market dealt after a check the
phone makes itself and a refusal from the engine, the cards revealed, Friar Tuck's card entered, the
Market trades tapped. The phone's words, the server's refusal and the log's sentences are all in the
reader's language; nothing overflows (German words are long), text and targets are large enough
and axe finds nothing serious, in the phone's colour scheme.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import assert_log_readable, assert_refusal_visible_and_announced, check_screen, create_table, join
from tests.browser.languages import english_for_now, seat_in_the_reader_language

pytestmark = pytest.mark.browser

# What each language calls the things the test taps, and the sentences it reads.
WORDS = {
    "de": {
        "locale": "de-DE", "goods": {"ale": "Bier", "bread": "Brot", "cloth": "Stoff", "gems": "Edelsteine", "meat": "Fleisch"},
        "market card": "Marktkarte {}", "your card": "Deine Karte", "legend shown": "Bruder Tuck: gezeigte Karte",
        "deal": "Markt auslegen", "reveal": "Meine Karte aufdecken", "enter legend": "Karten von Bruder Tuck eintragen",
        "take": "{} nehmen", "round line": "Runde 1 von 3 · Zug 1 von 11", "next turn": "Zug 2 von 11",
        "pick first": "Marktkarte 2: Wähl zuerst eine Ware und einen Rang.",
        "refusal": "Bier 1 kommt zweimal vor", "english refusal": "appears twice",
        "trade": "Ann → Bruder Tuck: Fleisch 9", "tap": "Tipp die Marktkarte an, die du nimmst:",
        "stockpiles": "Vorräte", "so far": "bisher 0 Punkte",
        "log": ["Cat hat Bier 3 vom Markt genommen", "Bob hat Bier 1 vom Markt genommen",
                "Ann hat eingetragen: Bruder Tuck hat Edelsteine 5 gezeigt: spielt Edelsteine 5",
                "Ann hat den Markt ausgelegt: Bier 1, Bier 2, Bier 3"],
    },
    "fr": {
        "locale": "fr-FR", "goods": {"ale": "bière", "bread": "pain", "cloth": "tissu", "gems": "gemmes", "meat": "viande"},
        "market card": "Carte du Marché {}", "your card": "Ta carte", "legend shown": "Frère Tuck\xa0: carte montrée",
        "deal": "Disposer le Marché", "reveal": "Révéler ma carte", "enter legend": "Saisir les cartes de Frère Tuck",
        "take": "Prendre {}", "round line": "Manche 1 sur 3 · Tour 1 sur 11", "next turn": "Tour 2 sur 11",
        "pick first": "Carte du Marché 2\xa0: choisis d'abord une marchandise et un rang.",
        "refusal": "Bière 1 apparaît deux fois", "english refusal": "appears twice",
        "trade": "Ann → Frère Tuck\xa0: Viande 9", "tap": "Touche la carte du Marché que tu prends\xa0:",
        "stockpiles": "Réserves", "so far": "0 point pour l'instant",
        "log": ["Cat a pris Bière 3 au Marché", "Bob a pris Bière 1 au Marché",
                "Ann a saisi\xa0: Frère Tuck a montré Gemmes 5\xa0: joue Gemmes 5",
                "Ann a disposé le Marché\xa0: Bière 1, Bière 2, Bière 3"],
    },
}
# The good's name on a card ("Bier 1"), as the cards are written (capitalised) in every language.
CARD = {"de": lambda good, rank: f"{WORDS['de']['goods'][good]} {rank}",
        "fr": lambda good, rank: f"{WORDS['fr']['goods'][good].capitalize()} {rank}"}




def pick(page: Page, language: str, picker: str, good: str, rank: int) -> None:
    box = page.locator(f'fieldset[data-picker="{picker}"]')
    box.get_by_role("button", name=WORDS[language]["goods"][good], exact=True).click()
    box.get_by_role("button", name=str(rank), exact=True).click()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [320, 390])
@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_turn_in_the_reader_language(server, phone, language, width, scheme):
    words = WORDS[language]
    card = CARD[language]
    ann, bob, cat = (phone(width=width, color_scheme=scheme, locale=words["locale"]) for _ in range(3))
    for page in (ann, bob, cat):
        english_for_now(page, server)
    code = create_table(ann, server, "Curse You", "Ann", players=3)
    join(bob, server, code, "Bob")
    join(cat, server, code, "Cat")
    seat_in_the_reader_language([ann, bob, cat], language)
    expect(ann.locator(".round-line")).to_have_text(words["round line"])
    expect(ann.locator(".stockpiles h3")).to_have_text(words["stockpiles"])
    expect(ann.locator('.stockpile[data-seat="p1"] .total')).to_have_text(words["so far"])
    check_screen(ann, f"curse-{language}-{width}-{scheme}-start")

    # The phone's own check, beside the picker left empty, in the reader's words.
    def market(number: int) -> str:
        return words["market card"].format(number)

    pick(ann, language, market(1), "ale", 1)
    ann.get_by_role("button", name=words["deal"]).click()
    assert_refusal_visible_and_announced(ann, words["pick first"])
    # The same card twice: the engine refuses (C1), in the reader's language.
    pick(ann, language, market(2), "ale", 1)
    pick(ann, language, market(3), "ale", 3)
    ann.get_by_role("button", name=words["deal"]).click()
    refusal = assert_refusal_visible_and_announced(ann, words["refusal"])
    expect(refusal).not_to_contain_text(words["english refusal"])
    check_screen(ann, f"curse-{language}-{width}-{scheme}-refused")
    pick(ann, language, market(2), "ale", 2)
    ann.get_by_role("button", name=words["deal"]).click()
    expect(ann.locator(".market .card-chip")).to_have_count(3)
    expect(refusal).to_have_count(0)

    pick(ann, language, words["your card"], "meat", 9)
    ann.get_by_role("button", name=words["reveal"]).click()
    pick(ann, language, words["legend shown"], "gems", 5)
    check_screen(ann, f"curse-{language}-{width}-{scheme}-legend")
    ann.get_by_role("button", name=words["enter legend"]).click()
    pick(bob, language, words["your card"], "bread", 8)
    bob.get_by_role("button", name=words["reveal"]).click()
    pick(cat, language, words["your card"], "cloth", 6)
    cat.get_by_role("button", name=words["reveal"]).click()

    # The trades, listed and drawn; the Market trades tapped on each trader's phone.
    expect(ann.locator(".trade-list")).to_contain_text(words["trade"])
    bob.locator(".market-pick").get_by_role("button", name=words["take"].format(card("ale", 1))).click()
    expect(cat.locator("section.entry")).to_contain_text(words["tap"])
    check_screen(cat, f"curse-{language}-{width}-{scheme}-take")
    cat.locator(".market-pick").get_by_role("button", name=words["take"].format(card("ale", 3))).click()
    expect(ann.locator(".round-line")).to_contain_text(words["next turn"])

    # The log's sentences, newest first, in the reader's language.
    expect(ann.locator(".log li").first).to_contain_text(words["log"][0])
    lines = assert_log_readable(ann)
    for expected in words["log"]:
        assert any(expected in line for line in lines), (expected, lines)
    check_screen(ann, f"curse-{language}-{width}-{scheme}-log")
