"""The phone's message catalogs (pwa/locales/<language>/<part>.ftl): complete, consistent and used.

The same checks as the server's catalogs (test_catalogs.py), for the PWA's own words: every id a
module passes to t() or tAttr() is in every language, in the part that module loads ("app", or
its game's); nothing in a catalog is unused; each translation keeps the English message's
placeables; none is left in English unless marked "same on purpose"; all render without error.
A module's words come from "app", its game's part, or a part it loads itself (``loadPart``).
"""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, FluentSerializer, ast

from api.words.i18n import LANGUAGES, of_name
from tests.i18n.test_catalogs import placeables
from tests.paths import ROOT

PWA = ROOT / "pwa"
JS = PWA / "js"
CATALOGS = PWA / "locales"
SHARED = "app"
PARSER = FluentParser(with_spans=False)
# A translation may be the English on purpose (a name, "OK"): a comment saying so sits above it.
SAME_MARK = "same on purpose"


def parts() -> list[str]:
    return sorted(path.stem for path in (CATALOGS / "en").glob("*.ftl"))


@cache
def messages(language: str, part: str) -> dict[str, ast.Message]:
    resource = PARSER.parse((CATALOGS / language / f"{part}.ftl").read_text(encoding="utf-8"))
    junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{language}/{part}: lines Fluent cannot read: {junk}"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


# t("id", ...), tAttr("id", "attr", ...), and t(`prefix-${x}`) (an id built from data).
CALL = re.compile(r"\b(?:t|tAttr)\(\s*(?:\"([a-z0-9-]+)\"|`([a-z0-9-]*)\$\{|(.))")


def calls(source: str) -> tuple[set[str], set[str], list[str]]:
    """The literal ids, the prefixes of built ids, and the calls whose id is neither."""
    literal: set[str] = set()
    prefixes: set[str] = set()
    odd: list[str] = []
    for match in CALL.finditer(source):
        if match.group(1) is not None:
            literal.add(match.group(1))
        elif match.group(2):
            prefixes.add(match.group(2))
        else:
            odd.append(source[match.start():match.start() + 40])
    return literal, prefixes, odd


def game_parts() -> dict[str, str]:
    """Each game module's catalog part: its game's id (games/index.js names the files)."""
    index = (JS / "games" / "index.js").read_text(encoding="utf-8")
    owned = {}
    for game, screen, options in re.findall(
            r'"([\w-]+)": \["/js/games/([\w-]+)\.js", \(\) => import\("\./[\w-]+\.js"\), \(\) => import\("\./([\w-]+)\.js"\)',
            index):
        owned[f"games/{screen}.js"] = game
        owned[f"games/{options}.js"] = game
        # A part of the screen it loads itself when needed (Rescuing's Fix controls) speaks the game's words.
        for loaded in re.findall(r'import\("\./([\w-]+)\.js"\)', (JS / "games" / f"{screen}.js").read_text(encoding="utf-8")):
            owned[f"games/{loaded}.js"] = game
    return owned


def modules() -> list[Path]:
    return sorted(path for path in JS.rglob("*.js") if path.name != "i18n.js")


def part_of(module: Path) -> str | None:
    return game_parts().get(module.relative_to(JS).as_posix())


LOADS = re.compile(r'loadPart\("([\w-]+)"\)')


def parts_of(module: Path) -> set[str]:
    """The parts a module's words may come from: "app" (every page has it), its game's, and those
    it loads itself before it draws (``await loadPart("home")``)."""
    return {SHARED, *filter(None, [part_of(module)]), *LOADS.findall(module.read_text(encoding="utf-8"))}


def test_the_scan_finds_the_calls_it_should():
    literal, prefixes, odd = calls('t("a-b"); tAttr("c-d", "label"); t(`move-${type}`); t(name); split("x")')
    assert literal == {"a-b", "c-d"} and prefixes == {"move-"} and len(odd) == 1


def test_every_part_reads_and_every_language_has_the_same_parts_and_ids():
    for language in LANGUAGES[1:]:
        assert sorted(p.stem for p in (CATALOGS / language).glob("*.ftl")) == parts()
        for part in parts():
            english, theirs = set(messages("en", part)), set(messages(language, part))
            assert english - theirs == set(), f"{language}/{part} lacks these"
            assert theirs - english == set(), f"{language}/{part} has ids English has not"


def test_every_id_a_module_uses_is_in_the_part_it_loads():
    missing = {}
    for module in modules():
        literal, _, odd = calls(module.read_text(encoding="utf-8"))
        assert odd == [], f"{module.name}: t() given an id that is not a literal string: {odd}"
        known = set().union(*(messages("en", part) for part in parts_of(module)))
        if literal - known:
            missing[module.name] = sorted(literal - known)
    assert missing == {}


def test_every_id_in_a_catalog_is_used():
    used: dict[str, set[str]] = {part: set() for part in parts()}
    built: dict[str, set[str]] = {part: set() for part in parts()}
    for module in modules():
        literal, prefixes, _ = calls(module.read_text(encoding="utf-8"))
        for part in parts_of(module):
            used[part] |= literal
            built[part] |= prefixes
    unused = {part: sorted(mid for mid in messages("en", part) if mid not in used[part]
                           and not any(mid.startswith(prefix) for prefix in built[part]))
              for part in parts()}
    assert {part: ids for part, ids in unused.items() if ids} == {}


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_each_translation_keeps_every_placeable_of_the_english_message(language):
    lost = {}
    for part in parts():
        english, theirs = messages("en", part), messages(language, part)
        for mid, message in english.items():
            gone = placeables(message) - placeables(theirs[mid]) if mid in theirs else set()
            if gone:
                lost[f"{part}/{mid}"] = gone
    assert lost == {}


def text_of(message: ast.Message) -> str:
    return FluentSerializer().serialize_entry(ast.Message(message.id, message.value, message.attributes)).split("=", 1)[1]


def only_placeables(message: ast.Message) -> bool:
    """Nothing to translate: placeables, digits and punctuation only."""
    return not re.search(r"[^\W\d_]", re.sub(r"\{[^{}]*\}", "", text_of(message)))


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_no_message_is_left_in_english(language):
    same = []
    for part in parts():
        english, theirs = messages("en", part), messages(language, part)
        for mid, message in theirs.items():
            marked = message.comment is not None and SAME_MARK in message.comment.content
            if mid in english and text_of(english[mid]) == text_of(message) and not marked and not only_placeables(message):
                same.append(f"{part}/{mid}")
    assert same == []


def bundle(language: str, part: str) -> FluentBundle:
    # The phone's own functions (pwa/js/i18n.js), as the server has them.
    loaded = FluentBundle([language], use_isolating=False, functions={"MONEY": lambda value: f"${value}", "OF": of_name})
    loaded.add_resource(FluentResource((CATALOGS / language / f"{part}.ftl").read_text(encoding="utf-8")))
    return loaded


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_renders_without_a_fluent_error(language):
    """With made-up placeables (a name, numbers): no error, no raw placeable left."""
    for part in parts():
        catalog = bundle(language, part)
        for mid, message in messages(language, part).items():
            patterns = ([catalog.get_message(mid).value] if message.value is not None else []) + [
                catalog.get_message(mid).attributes[attribute.id.name] for attribute in message.attributes]
            for sample in ("Ann", 1, 2, 1500):
                args = {name: sample for name in placeables(messages("en", part)[mid])}
                for pattern in patterns:
                    said, errors = catalog.format_pattern(pattern, args)
                    assert errors == [], (language, part, mid, errors)
                    assert "{" not in said, (language, part, mid, said)


def test_the_catalogs_are_served_and_kept_for_offline(client):
    """No language is pre-cached by the service worker: it keeps the shared parts of the language
    the page says (tests/pwa/test_worker_words.py), and a game's part once a table of it opens."""
    for language in LANGUAGES:
        answer = client.get(f"/locales/{language}/app.ftl")
        assert answer.status_code == 200 and answer.mimetype == "text/plain"
    worker = client.get("/sw.js").get_data(as_text=True)
    assert not [language for language in LANGUAGES if f'"/locales/{language}/' in worker]
    assert all(f'"{part}"' in worker for part in ("app", "home", "fix", "after"))
