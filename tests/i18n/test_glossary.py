"""The German and French words the glossary (docs/languages.md) settled, and French typography.

Every catalog of a language counts: the server's (locales/<language>/*.ftl) and the phone's
(pwa/locales/<language>/*.ftl). A message is read as its text (each pattern on its own: the value,
an attribute, each variant), with a string literal such as {" "} as its characters and any other
placeable as one object character, so Fluent's own syntax (ids, selectors, NUMBER(x, a: 1)) is never
mistaken for the text.
"""
from __future__ import annotations

import re
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast

from tests.paths import ROOT

PARSER = FluentParser(with_spans=False)
PLACEABLE = "\ufffc"
NNBSP, NBSP = "\u202f", "\u00a0"

HERO = ("hero-", "describe-hero-of-the-people-", "ruling-hero-of-the-people-", "decision-hero-of-the-people-")
GOODS = ("goods-", "move-robin-hood-goods-", "describe-robin-hood-goods-", "ruling-robin-hood-goods-",
         "decision-robin-hood-goods-")
EVERY = ()

# Variants a native speaker's review turned down, with the glossary's word kept instead. A variant
# is a regular expression searched in each message's text; "where" limits it to the ids starting
# with one of those prefixes (EVERY: every message); "unless" names the ids it is right in.
REJECTED = [
    # (language, rejected, kept, where, unless, why)
    ("de", r"Spielregel", "Regelheft", EVERY, (), "the rulebook is das Regelheft, as the glossary says"),
    ("de", r"Zuguhr", "Uhr", EVERY, (), "the turn clock is die Uhr, as on the phone"),
    ("de", r"\bAbst(?:a|ä)nd", "Entfernung", EVERY, (),
     "1990's distance (spaces short of the gathering point) is die Entfernung, as in its refusals"),
    ("de", r"Fertigkeiten", "Fähigkeiten", HERO, (),
     "a Hero character's skills are Fähigkeiten (Rescuing's skill tokens stay Fertigkeitsmarker)"),
    ("de", r"Ressource", "Rohstoff", EVERY, (), "Hero's resources (gold, sword...) are Rohstoffe, as on the phone"),
    ("de", r"Wirkung", "Effekt", EVERY, (), "a card's effect is der Effekt, as on the phone"),
    ("de", r"Macht des Anführers|Kräfte der Anführer|gedruckte Kraft", "Fähigkeit des Anführers", EVERY, (),
     "Kraft is Brawn; a band leader's printed power is his Fähigkeit"),
    ("de", r"Fortgeschrittenen|Ausverkauf", "Expertenspiel, Schlussverkauf", EVERY, (),
     "the goods game's modes and its final sell-out, as the phone names them"),
    ("de", r"festnehmen|festgenommen", "beschlagnahmen", EVERY, (),
     "a bag is seized (beschlagnahmt), not arrested; the move stays die Festnahme"),
    ("de", r"zurückgelegt|zurücklegen|legt [^.;]* zurück", "lagern", GOODS, (),
     "cards kept for the final sell-out are gelagert, as on the phone"),
    ("de", r"Kartenwert", "Kartenzahlen", EVERY, (), "saved card numbers are Kartenzahlen, as in Hero"),
    ("de", r"freiwillig", "optional", EVERY, (), "an optional field says (optional) everywhere"),
    ("de", r"als Erste\b|bist der Erste", "zuerst angekommen", EVERY, (),
     "1990's first arrival: any player, not a feminine or masculine one"),
    ("de", r"eins davon", "einer der folgenden Werte", EVERY, (), "a choice of values, in a full sentence"),
    ("fr", r"règle du jeu|\b(?:de|dans|dit|par|selon) la règle\b(?!\s*(?:[A-Z]+\d|\ufffc))"
           r"|\b[Ll]a règle (?:omet|n'|imprime|donne|le |les |nomme)|\(la règle\)", "le livret de règles", EVERY, (),
     "the rulebook is le livret de règles; la règle is a ruling (la règle G3)"),
    ("fr", r"[Pp]arties passées", "parties précédentes", EVERY, (), "past games, as the glossary says"),
    ("fr", r"\b[Ll]es gens\b|[Dd]es personnes de", "les joueurs", EVERY, (), "people from game to game are les joueurs"),
    ("fr", r"\bamendes?\b", "pénalité", EVERY, (), "the goods game's penalty is la pénalité, as in its refusals"),
    ("fr", r"vente totale|variante avancée", "vente finale, jeu avancé", EVERY, (),
     "the goods game's final sell-out and advanced game, as the phone names them"),
    ("fr", r"\b(?:mis|mises|met|mettre)\b[^.;]{0,20}de côté", "stocker", GOODS, (),
     "cards kept for the final sell-out are stockées, as on the phone"),
    ("fr", r"\barrêtés?\b", "confisqué", GOODS, (), "a bag is confisqué; the move stays l'arrestation"),
    ("fr", r"Bébé dans les bois", "Blanc-bec des bois", EVERY, (), "Rescuing's lowest rank: a greenhorn, not a baby"),
    ("fr", r"Robin Hood", "Robin des Bois", EVERY, ("game-curse-you-robin-hood",),
     "Robin des Bois in French (Curse You, Robin Hood! keeps its English title)"),
    ("fr", r"(?<!Lady )Marianne", "Lady Marianne", EVERY, (),
     "one name for Maid Marian in Curse You and Hero (name-maid-marian serves both)"),
    ("fr", r"valeurs? de cartes", "chiffres des cartes", EVERY, (), "saved card numbers, as in Hero"),
    ("fr", r"valable", "valide", EVERY, (), "one word for valid"),
]

# Text that keeps its own typography: code to type as it is, and an English title.
AS_WRITTEN = ["Curse You, Robin Hood!", "Authorization: Bearer", "Content-Type: application/json", "sheet: true"]


def catalog_files(language: str) -> list:
    return [*sorted((ROOT / "locales" / language).glob("*.ftl")), *sorted((ROOT / "pwa" / "locales" / language).glob("*.ftl"))]


def patterns(node: ast.BaseNode):
    """Every pattern in a message: its value, its attributes', and each variant's, nested ones too."""
    if isinstance(node, ast.Pattern):
        yield node
    for value in vars(node).values():
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, ast.BaseNode):
                yield from patterns(child)


def text(pattern: ast.Pattern) -> str:
    out = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            out.append(element.value)
        elif isinstance(element.expression, ast.StringLiteral):
            out.append(element.expression.parse()["value"])
        else:
            out.append(PLACEABLE)
    return "".join(out)


@cache
def messages(language: str) -> list[tuple[str, str, list[str]]]:
    """(file, id, the text of each of its patterns) for every message of a language."""
    found = []
    for path in catalog_files(language):
        for entry in PARSER.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, (ast.Message, ast.Term)):
                found.append((str(path.relative_to(ROOT)), entry.id.name, [text(p) for p in patterns(entry)]))
    assert found, f"no catalogs for {language}"
    return found


def typography_faults(said: str) -> list[str]:
    """Where one French pattern's text misses a no-break space."""
    kept = [range(m.start(), m.end()) for written in AS_WRITTEN for m in re.finditer(re.escape(written), said)]
    faults = []
    for i, char in enumerate(said):
        if any(i in span for span in kept):
            continue
        where = said[max(0, i - 12):i + 12]
        if char in ";!?»:":
            after = said[i + 1:i + 2]
            if char == ":" and (after.isalnum() or after == "/"):
                continue  # 12:30, https://
            if i == 0:
                faults.append(f"{char!r} starts a pattern, where Fluent drops any space: write {{\"{NBSP if char == ':' else NNBSP}\"}}{char}")
            elif said[i - 1] != (NBSP if char == ":" else NNBSP):
                faults.append(f"{'U+00A0' if char == ':' else 'U+202F'} missing before {char!r}: {where!r}")
        elif char == "«" and said[i + 1:i + 2] != NNBSP:
            faults.append(f"U+202F missing after «: {where!r}")
    return faults


def test_french_punctuation_has_its_no_break_spaces():
    faults = [f"{path} {mid}: {fault}" for path, mid, texts in messages("fr") for said in texts
              for fault in typography_faults(said)]
    assert faults == [], "\n".join(faults[:40]) + f"\n({len(faults)} in all)"


@pytest.mark.parametrize("language", ["de", "fr"])
def test_ellipses_and_quotation_marks(language):
    """The ellipsis is one character; words are quoted „…“ or « … », never with straight double quotes."""
    faults = [f"{path} {mid}: {said!r}" for path, mid, texts in messages(language) for said in texts
              if "..." in said or '"' in said]
    assert faults == []


@pytest.mark.parametrize(("language", "rejected", "kept", "where", "unless", "why"), REJECTED,
                         ids=[f"{entry[0]}-{entry[2]}" for entry in REJECTED])
def test_a_rejected_variant_is_not_used(language, rejected, kept, where, unless, why):
    found = [f"{path} {mid}: {said!r}" for path, mid, texts in messages(language)
             if (not where or mid.startswith(where)) and mid not in unless
             for said in texts if re.search(rejected, said)]
    assert found == [], f"say {kept!r} ({why}):\n" + "\n".join(found)
