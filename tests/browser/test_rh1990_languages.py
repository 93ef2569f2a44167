"""Robin Hood (1990) on German and French phones, 320 and 390 px, light and dark.

Two phones whose browsers speak German (or French) play a section: the youngest named by a tap, a
settlement checked too early (the phone's own check), a duel the engine refuses and then one won, an
event card, the settlement entered with the steppers and paid out from its summary. The phone's
words, the server's refusal and the log's sentences are all in the reader's language; nothing
overflows (German words are long), text and targets are large enough and axe finds nothing serious,
in the phone's colour scheme.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import assert_log_readable, assert_refusal_visible_and_announced, check_screen, create_table, join
from tests.browser.languages import english_for_now, seat_in_the_reader_language

pytestmark = pytest.mark.browser

# What each language calls the things the test taps, and the sentences it reads.
WORDS = {
    "de": {
        "locale": "de-DE", "youngest": "Wer ist am jüngsten? Diese Person beginnt.", "nobody starts": "Wer beginnt?",
        "bob starts": "Bob beginnt", "check": "Auszahlung prüfen",
        "missing": "Trag ein, wie viele Felder Ann und Bob entfernt sind (0 für die Figur, die angekommen ist).",
        "duel": "Bogenduell", "player card": "Burgkarte des Spielers", "sheriff card": "Burgkarte des Sheriffs",
        "arrows": "{} Pfeile", "settle duel": "Duell auswerten",
        "refusal": "verschiedene Karten", "english refusal": "different cards", "gold": "{} Gold",
        "event": "Ereigniskarte", "event text": "Kartentext oder Notiz", "event note": "Steuern",
        "event gold": "Gold (+ erhalten, − verloren)", "enter event": "Ereignis eintragen",
        "short of": "{}: Felder vor dem Gasthaus", "more for": "Ein Feld mehr für {}",
        "summary": ["Auszahlung am Gasthaus?", re.compile(r"Ann \+\d+ Gold \(angekommen\)"),
                    re.compile(r"Bob \+\d+ Gold \(2 Felder entfernt\)")],
        "pay out": "Auszahlen", "next section": "Abschnitt 2 von 4 · Richtung Lichtung",
        "log": [re.compile(r"Treffpunkt 1 \(Gasthaus\) ausgezahlt: Ann \+\d+, Bob \+\d+ Gold \(Ann angekommen, Bob 2 Felder entfernt\)"),
                "Ann: Ereignis „Steuern“: -2 Gold",
                "Bob hat ein Bogenduell gewonnen (4 Pfeile gegen 2 Pfeile): +5 Gold",
                "Ann hat die jüngste Person gewählt: Bob beginnt Abschnitt 1"],
    },
    "fr": {
        "locale": "fr-FR", "youngest": "Qui est le plus jeune\u202f? Cette personne commence.", "nobody starts": "qui commence\u202f?",
        "bob starts": "Bob commence", "check": "Vérifier le paiement",
        "missing": "Saisis à combien de cases se trouvent Ann et Bob (0 pour le pion arrivé).",
        "duel": "Duel à l'arc", "player card": "Carte Château du joueur", "sheriff card": "Carte Château du shérif",
        "arrows": "{} flèches", "settle duel": "Régler le duel",
        "refusal": "cartes différentes", "english refusal": "different cards", "gold": "{} pièces d'or",
        "event": "Carte Événement", "event text": "Texte de la carte ou note", "event note": "Impôts",
        "event gold": "Pièces d'or (+ gagnées, − perdues)", "enter event": "Saisir l'événement",
        "short of": "{}\xa0: cases restantes avant l'auberge", "more for": "Une case de plus pour {}",
        "summary": ["Payer à l'auberge\u202f?", re.compile(r"Ann \+\d+ pièces? d'or \(arrivé\)"),
                    re.compile(r"Bob \+\d+ pièces? d'or \(à 2 cases\)")],
        "pay out": "Payer", "next section": "Section 2 sur 4 · vers la clairière",
        "log": [re.compile(r"Point de rassemblement 1 \(l'auberge\) réglé\xa0: Ann \+\d+, Bob \+\d+ pièces d'or \(Ann arrivé, Bob à 2 cases\)"),
                "Ann\xa0: événement «\u202fImpôts\u202f»\xa0: -2 pièces d'or",
                "Bob a gagné un duel à l'arc (4 flèches contre 2 flèches)\xa0: +5 pièces d'or",
                "Ann a choisi le plus jeune\xa0: Bob commence la section 1"],
    },
}




def gold(page: Page, seat: int):
    return page.locator(f'.ledger li[data-seat="{seat}"] .gold')


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [320, 390])
@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_section_in_the_reader_language(server, phone, language, width, scheme):
    words = WORDS[language]
    ann, bob = (phone(width=width, color_scheme=scheme, locale=words["locale"]) for _ in range(2))
    for page in (ann, bob):
        english_for_now(page, server)
    code = create_table(ann, server, "Robin Hood \\(1990\\)", "Ann", players=2)
    join(bob, server, code, "Bob")
    seat_in_the_reader_language([ann, bob], language)
    shot = f"rh1990-{language}-{width}-{scheme}"

    # The youngest is named by a tap.
    choice = ann.locator("section.first-player")
    expect(choice.locator("h3")).to_have_text(words["youngest"])
    expect(ann.locator(".round-line")).to_contain_text(words["nobody starts"])
    check_screen(ann, f"{shot}-start")
    choice.get_by_role("button", name="Bob", exact=True).click()
    for page in (ann, bob):
        expect(page.locator(".round-line")).to_contain_text(words["bob starts"])

    # The phone's own check: a settlement needs every distance.
    settle = bob.locator("section.settle")
    settle.get_by_role("button", name=words["check"]).click()
    assert_refusal_visible_and_announced(bob, words["missing"])

    # The engine refuses a duel with two equal castle cards (V3), in the reader's language.
    duel = bob.locator("details.duel")
    duel.locator("summary").filter(has_text=words["duel"]).click()
    duel.get_by_label(words["player card"]).select_option(label=words["arrows"].format(2))
    duel.get_by_label(words["sheriff card"]).select_option(label=words["arrows"].format(2))
    duel.get_by_role("button", name=words["settle duel"]).click()
    refusal = assert_refusal_visible_and_announced(bob, words["refusal"])
    expect(refusal).not_to_contain_text(words["english refusal"])
    check_screen(bob, f"{shot}-refused")
    duel.get_by_label(words["player card"]).select_option(label=words["arrows"].format(4))
    duel.get_by_role("button", name=words["settle duel"]).click()
    expect(gold(ann, 1)).to_have_text(words["gold"].format(10))

    # An event card that took 2 gold from Ann, entered on her phone.
    event = ann.locator("details.event")
    event.locator("summary").filter(has_text=words["event"]).click()
    event.get_by_label(words["event text"]).fill(words["event note"])
    event.get_by_label(words["event gold"]).fill("-2")
    event.get_by_role("button", name=words["enter event"]).click()
    expect(gold(bob, 0)).to_have_text(words["gold"].format(3))

    # The distances, then the summary to confirm.
    bob.get_by_label(words["short of"].format("Ann")).fill("0")
    for _ in range(3):
        settle.get_by_role("button", name=words["more for"].format("Bob")).click()
    settle.get_by_role("button", name=words["check"]).click()
    summary = settle.locator(".payout-summary")
    for said in words["summary"]:
        expect(summary).to_contain_text(said)
    check_screen(bob, f"{shot}-summary")
    summary.get_by_role("button", name=words["pay out"], exact=True).click()
    expect(ann.locator(".round-line")).to_contain_text(words["next section"])

    # The log's sentences, newest first, in the reader's language.
    expect(ann.locator(".log li").first).to_contain_text(words["log"][0])
    lines = assert_log_readable(ann)
    for said, line in zip(words["log"], lines):
        assert said.search(line) if isinstance(said, re.Pattern) else said in line, (said, line)
    check_screen(ann, f"{shot}-log")
