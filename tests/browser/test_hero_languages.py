"""Robin Hood: Hero of the People on a phone that reads German or French.

The phone's browser says de-DE or fr-FR, nothing is picked: the screen, its forms, the phone's own
warning, the server's refusal and the log lines are all in that language. At 320 and 390 px, light
and dark: no sideways overflow (German words are long), no serious axe-core finding, text and tap
targets large enough.

The table is made and the seat taken through the API: this file is about the game's screen, and
the home and join pages have words of their own.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import (
    assert_log_readable, assert_no_axe_violations, assert_no_horizontal_overflow,
    assert_refusal_visible_and_announced, check_screen,
)
from tests.helpers import server_json as call

pytestmark = pytest.mark.browser

PLAYER = "Rosa"
STORY = "Spione"


@dataclass(frozen=True)
class Words:
    """What a reader of one language sees, as the catalogs say it (the steps below look for these)."""
    locale: str
    lang: str
    round_start: str
    track: str
    gold_played: str
    sword_played: str
    influence_played: str
    done_robbing: str
    refusal: str  # a word or two of the server's sentence, never the English
    action_phase: str
    recruit_little_john: str
    recruit_gold: str
    save_numbers: str
    story_phase: str
    story_card: str
    bounty_up: str
    resolve: str
    round_two: str
    save_catalogue: str
    save: str
    warning: str
    log_lines: tuple[str, ...]
    english_never: tuple[str, ...]


GERMAN = Words(
    locale="de-DE", lang="de",
    round_start="Runde 1 · Phase Aktiver Held",
    track="Kopfgeld 300 auf der Leiste",
    gold_played="Gold: ausgespielte Karten",
    sword_played="Schwert: ausgespielte Karten",
    influence_played="Einfluss: ausgespielte Karten",
    done_robbing="Fertig mit Berauben",
    refusal="In dieser Runde können nur 3 Karten ins Inventar gespielt werden, nicht 4.",
    action_phase="Phase Aktion",
    recruit_little_john="Little John anwerben",
    recruit_gold="Anwerbung: Gold",
    save_numbers="Zahlen speichern",
    story_phase="Phase Geschichte",
    story_card="Geschichtenkarte",
    bounty_up="Kopfgeld hoch (+) oder runter (-)",
    resolve="Geschichtenkarte abhandeln",
    round_two="Runde 2 · Phase Aktiver Held",
    save_catalogue="Kartenzahlen für spätere Spiele speichern",
    save="Speichern",
    warning="Gib den Kartenzahlen einen Namen",
    log_lines=(
        f"{PLAYER}: Reiche beraubt: 3 gezogen, 2 Gold, 1 Einfluss ausgespielt; 3 auf der Hand",
        f"{PLAYER}: Zahlen von Little John eingetragen: Fähigkeiten keine; Anwerbung 2 Gold; Befreiung keine",
        f"{PLAYER}: Little John angeworben (2 Gold bezahlt)",
        f"{PLAYER}: Geschichte „{STORY}“: Kopfgeld +100",
    ),
    english_never=("Robbed the rich", "Recruited", "Entered", "Story “"),
)

FRENCH = Words(
    locale="fr-FR", lang="fr",
    round_start="Manche 1 · phase héros actif",
    track="Prime de 300 sur la piste",
    gold_played="or\xa0: cartes jouées",
    sword_played="épée\xa0: cartes jouées",
    influence_played="influence\xa0: cartes jouées",
    done_robbing="Vol terminé",
    refusal="Seules 3 cartes peuvent être jouées dans l'inventaire cette manche, pas 4.",
    action_phase="phase action",
    recruit_little_john="Recruter Petit Jean",
    recruit_gold="recrutement\xa0: or",
    save_numbers="Enregistrer les chiffres",
    story_phase="phase Histoire",
    story_card="Carte Histoire",
    bounty_up="Prime en hausse (+) ou en baisse (-)",
    resolve="Résoudre la carte Histoire",
    round_two="Manche 2 · phase héros actif",
    save_catalogue="Enregistrer les chiffres des cartes pour les prochaines parties",
    save="Enregistrer",
    warning="Donne aux chiffres des cartes un nom",
    log_lines=(
        f"{PLAYER}\xa0: Riches volés\xa0: pioché 3, joué 2 or, 1 influence\u202f; 3 en main",
        f"{PLAYER}\xa0: Chiffres de Petit Jean saisis\xa0: compétences rien\u202f; recrutement 2 or\u202f; libération rien",
        f"{PLAYER}\xa0: Petit Jean recruté (payé 2 or)",
        f"{PLAYER}\xa0: Histoire «\u202f{STORY}\u202f»\xa0: prime +100",
    ),
    english_never=("Robbed the rich", "Recruited", "Entered", "Story “"),
)

CASES = [(words, width, scheme) for words in (GERMAN, FRENCH) for width in (320, 390) for scheme in ("light", "dark")]


def seated_phone(phone, server: str, words: Words, width: int, scheme: str) -> Page:
    """A phone in the reader's language on a new Hero of the People table, its one seat taken (bounty 300)."""
    status, table = call(server, "POST", "/api/v1/tables", {"game": "hero-of-the-people", "options": {"bounty": 300}})
    assert status == 201, table
    status, seat = call(server, "POST", "/api/v1/join", {"code": table["join_code"], "name": PLAYER})
    assert status == 201, seat
    page = phone(width=width, color_scheme=scheme, locale=words.locale)
    page.goto(server + "/")
    page.evaluate("([id, token, code]) => localStorage.setItem('sherwood.seats', JSON.stringify({[id]: {player: token, code, game: 'hero-of-the-people'}}))",
                  [table["id"], seat["token"], table["join_code"]])
    page.goto(f"{server}/t/{table['id']}")
    return page


def check_layout(page: Page) -> None:
    assert_no_horizontal_overflow(page)
    assert_no_axe_violations(page)


@pytest.mark.parametrize(("words", "width", "scheme"), CASES, ids=[f"{w.lang}-{width}-{scheme}" for w, width, scheme in CASES])
def test_a_round_in_the_readers_language(server, phone, words, width, scheme):
    page = seated_phone(phone, server, words, width, scheme)
    expect(page.locator("html")).to_have_attribute("lang", words.lang)
    expect(page.locator(".round-line")).to_contain_text(words.round_start)
    expect(page.get_by_role("img", name=words.track)).to_be_visible()
    check_screen(page, f"hero-{words.lang}-start-{width}-{scheme}")

    # Robbing four cards where three may be played: the server's refusal, in the reader's language.
    rob = page.locator("form", has=page.get_by_role("button", name=words.done_robbing))
    rob.get_by_label(words.gold_played, exact=True).fill("2")
    rob.get_by_label(words.sword_played, exact=True).fill("2")
    rob.get_by_role("button", name=words.done_robbing).click()
    refusal = assert_refusal_visible_and_announced(page, words.refusal)
    expect(refusal).not_to_contain_text("Only 3 cards")
    check_layout(page)
    rob.get_by_label(words.sword_played, exact=True).fill("0")
    rob.get_by_label(words.influence_played, exact=True).fill("1")
    rob.get_by_role("button", name=words.done_robbing).click()
    expect(page.locator(".round-line")).to_contain_text(words.action_phase)

    # Little John's numbers, asked for when he is first recruited, then his recruitment.
    little_john = page.locator("details.first-use", has_text=words.recruit_little_john)
    little_john.locator("summary").click()
    little_john.get_by_label(words.recruit_gold, exact=True).fill("2")
    check_layout(page)
    little_john.get_by_role("button", name=words.save_numbers).click()
    recruit = page.get_by_role("button", name=re.compile(words.recruit_little_john))
    expect(recruit).to_be_enabled()
    recruit.click()
    expect(page.locator(".round-line")).to_contain_text(words.story_phase)

    # The Story card raises the bounty; round 2 begins.
    story = page.locator("form", has=page.get_by_role("button", name=words.resolve))
    story.get_by_label(words.story_card, exact=True).fill(STORY)
    story.get_by_label(words.bounty_up, exact=True).fill("100")
    check_layout(page)
    story.get_by_role("button", name=words.resolve).click()
    expect(page.locator(".round-line")).to_contain_text(words.round_two)

    # The phone's own warning: the card numbers saved without a name.
    save = page.locator("details.save-catalogue")
    save.locator("summary").click()
    save.get_by_role("button", name=words.save, exact=True).click()
    assert_refusal_visible_and_announced(page, words.warning)
    check_screen(page, f"hero-{words.lang}-round2-{width}-{scheme}")

    # Every move's log line in the reader's words.
    expect(page.locator(".log")).to_contain_text(words.log_lines[-1])
    lines = assert_log_readable(page)
    for wanted in words.log_lines:
        assert any(wanted in line for line in lines), (wanted, lines)
    for english in words.english_never:
        assert not any(english in line for line in lines), (english, lines)
