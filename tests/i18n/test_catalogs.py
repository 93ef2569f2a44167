"""The server's message catalogs (locales/<language>/server.ftl): complete, consistent and used.

Every id the engine and the API use exists in every language; no language has an id the others
lack or one nothing uses; each translation keeps every placeable of the English message; none is
left in English by mistake; and every message renders without a Fluent error in every language.
"""
from __future__ import annotations

import ast as pyast
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

import engine
from api.words.descriptions import texts
from api.words.i18n import CATALOG_FILES, LANGUAGES, bundle, catalog_path, render
from engine.messages import msg
from tests.paths import ROOT

PARSER = FluentParser(with_spans=False)
# The server's code, and the phone's table API that answers as the server does with no server (pwa/py/).
CODE = [*sorted((ROOT / "engine").rglob("*.py")), *sorted((ROOT / "api").rglob("*.py")),
        *sorted((ROOT / "pwa" / "py").rglob("*.py"))]
# Said the same in a translation on purpose: messages of placeables and punctuation only, in every
# language; then the names and words a language shares with English.
PLACEABLES_ONLY = {"field-problem", "word-list", "sp-team-names", "sp-score-ended", "curse-card", "curse-comma",
                   "curse-seat-score", "rh1990-gold-change", "rh1990-paid-one", "rh1990-paid-more", "goods-comma",
                   "signed-number"}
SAME_ON_PURPOSE = {
    "de": PLACEABLES_ONLY | {"preview-change", "csv-move-corrected", "game-curse-you-robin-hood", "game-robin-hood-1990",
                             "curse-then", "rescuing-rank-robin-hood", "hero-joined", "hero-reason-card",
                             "hero-result-ability", "hero-result-adjust",
                             # the characters' names the German editions keep (api/words/descriptions.py)
                             "name-alan-a-dale", "name-little-john", "name-maid-marian", "name-robin-hood",
                             "name-will-scarlet", "name-will-scarlett"},
    "fr": PLACEABLES_ONLY | {"csv-column-version", "csv-kind-correction", "game-curse-you-robin-hood",
                             "move-score-pad-add", "move-robin-hood-1990-duel", "move-robin-hood-goods-inspect",
                             "name-alan-a-dale"},
}


@cache
def messages(language: str) -> dict[str, ast.Message]:
    """Every message of a language's catalog files (the server's sentences, the games' descriptions)."""
    found: dict[str, ast.Message] = {}
    for catalog in CATALOG_FILES:
        resource = PARSER.parse(catalog_path(language, catalog).read_text(encoding="utf-8"))
        junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{language}/{catalog}: lines Fluent cannot read: {junk}"
        ours = {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}
        assert not ours.keys() & found.keys(), f"{language}/{catalog}: ids another catalog file has"
        found.update(ours)
    return found


class Placeables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def placeables(message: ast.Message) -> set[str]:
    found = Placeables()
    found.visit(message)
    return found.names


class Numbers(visitor.Visitor):
    """The placeables a message formats with NUMBER(): numbers only (the period's)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
        if node.id.name == "NUMBER":
            self.names |= {arg.id.name for arg in node.arguments.positional if isinstance(arg, ast.VariableReference)}


def numbers(message: ast.Message) -> set[str]:
    found = Numbers()
    found.visit(message)
    return found.names


def ids_in_call(call: pyast.Call) -> tuple[set[str], set[str]]:
    """The ids one msg() call can pass: its first argument's strings (both sides of an
    ``a if c else b``, not what the condition compares), and the fixed start of an f-string id."""
    literal: set[str] = set()
    prefixes: set[str] = set()
    pending = [call.args[0]] if call.args else []
    while pending:
        node = pending.pop()
        if isinstance(node, pyast.IfExp):
            pending += [node.body, node.orelse]
        elif isinstance(node, pyast.Constant) and isinstance(node.value, str):
            literal.add(node.value)
        elif isinstance(node, pyast.JoinedStr) and node.values and isinstance(node.values[0], pyast.Constant):
            prefixes.add(str(node.values[0].value))
    return literal, prefixes


def msg_calls(source: str) -> list[pyast.Call]:
    return [node for node in pyast.walk(pyast.parse(source)) if isinstance(node, pyast.Call)
            and isinstance(node.func, pyast.Name) and node.func.id == "msg"]


def ids_in_code() -> tuple[set[str], set[str]]:
    """The literal ids the code passes to msg(), and the prefixes of the ids it builds (f-strings)."""
    literal: set[str] = set()
    prefixes: set[str] = set()
    for path in CODE:
        for call in msg_calls(path.read_text(encoding="utf-8")):
            found, starts = ids_in_call(call)
            literal |= found
            prefixes |= starts
    return literal, prefixes


def built_ids() -> set[str]:
    """The ids the code builds from data: each game's name, what the log calls each of its moves, its
    description's words (api/words/descriptions.py), its rulings and decisions, and marshmallow's sentences read back as messages
    (api/web/field_errors.py)."""
    from api.web.field_errors import PLAIN, TEMPLATES

    return {game.title_words().id for game in engine.all_games()} | {
        game.move_words(move_type).id for game in engine.all_games() for move_type in game.moves} | {
        message_id for game in engine.all_games() for message_id, _ in texts(game)} | {
        *PLAIN.values(), *(message_id for _, message_id, _ in TEMPLATES)} | {
        game.ruling_words(rule).id for game in engine.all_games() for rule in game.rulings} | {
        game.decision_words(index).id for game in engine.all_games() for index in range(len(game.decisions))}


def test_every_catalog_reads_and_every_language_has_the_same_ids():
    english = set(messages("en"))
    for language in LANGUAGES[1:]:
        theirs = set(messages(language))
        assert english - theirs == set(), f"{language} lacks these"
        assert theirs - english == set(), f"{language} has ids English has not"


def test_every_id_the_code_uses_is_in_the_catalog_and_every_id_there_is_used():
    literal, prefixes = ids_in_code()
    english = set(messages("en"))
    assert literal - english == set(), "used in the code but in no catalog"
    assert built_ids() <= english
    unused = {mid for mid in english - literal - built_ids() if not any(mid.startswith(p) for p in prefixes)}
    # Shared words the engine passes as data (engine.words.HIDDEN, amount_words) are literal ids too.
    assert unused == set(), "in the catalog but used nowhere"


def test_the_scan_of_the_code_finds_the_calls_it_should():
    """The scanner itself: the forms of msg() calls the code uses."""
    text = ('msg("a-b", x=1)\nmsg("c-d" if y else "e-f", z=2)\nmsg(f"game-{self.id}")\n'
            'msg("g-h" if entry["kind"] == "undo" else "i-j")\n')
    found = [ids_in_call(call) for call in msg_calls(text)]
    assert set().union(*(ids for ids, _ in found)) == {"a-b", "c-d", "e-f", "g-h", "i-j"}
    assert set().union(*(starts for _, starts in found)) == {"game-"}


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_each_translation_keeps_every_placeable_of_the_english_message(language):
    english, theirs = messages("en"), messages(language)
    lost = {mid: placeables(english[mid]) - placeables(theirs[mid])
            for mid in english if mid in theirs and placeables(english[mid]) - placeables(theirs[mid])}
    assert lost == {}


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_no_message_is_left_in_english(language):
    english, theirs = messages("en"), messages(language)
    same = {mid for mid in english if mid in theirs and serialized(english[mid]) == serialized(theirs[mid])}
    assert same - SAME_ON_PURPOSE.get(language, PLACEABLES_ONLY) == set()  # a new language: none yet


def serialized(message: ast.Message) -> str:
    from fluent.syntax import FluentSerializer

    return FluentSerializer().serialize_entry(message).split("=", 1)[1].strip()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_renders_without_a_fluent_error(language):
    """Each message with made-up placeables (names, numbers, a nested message) in each language: no
    error, no raw placeable left, no Unicode isolation mark."""
    for mid, message in messages(language).items():
        for sample in ("Ann", 1, 2, 1500):
            args = {name: 3 if sample == "Ann" and name in numbers(message) else sample
                    for name in placeables(messages("en")[mid])}
            if message.value is None:
                continue
            said, errors = bundle(language).format_pattern(bundle(language).get_message(mid).value, args)
            assert errors == [], (language, mid, errors)
            assert "{" not in said and "\u2068" not in said, (language, mid, said)


def test_a_nested_message_and_a_list_render_in_the_readers_language():
    sentence = msg("outcome-share-with", names=["Ann", "Bob", "Cy"], count=3,
                   amount=msg("amount", value=1500, measure="points"))
    assert render(sentence, "en") == "Ann, Bob and Cy share the win with 1,500 points each."
    assert render(sentence, "de") == "Ann, Bob und Cy teilen sich den Sieg (je 1.500 Punkte)."
    assert render(sentence, "fr") == "Ann, Bob et Cy se partagent la victoire avec 1\u202f500 points chacun."


def test_money_is_written_as_each_language_writes_it():
    assert [render(msg("amount", value=v, measure="money"), "en") for v in (12, -3)] == ["$12", "-$3"]
    assert render(msg("amount", value=1500, measure="money"), "de") == "1.500\xa0$"
    assert [render(msg("amount", value=v, measure="money"), "fr") for v in (1500, -3)] == ["1\u202f500\xa0$", "-3\xa0$"]


def test_french_writes_one_seen_card_in_the_singular():
    """ "1 vue", never "1 vues" (issue 34): the count chooses the plural, as in every other sentence."""
    def said(seen: int) -> str:
        return render(msg("goods-week-total", known=seen, seen=seen, unseen=0, entered=0), "fr")
    assert "(1 vue, 0 dans" in said(1) and "vues" not in said(1)
    assert "2 vues," in said(2)


def test_a_signed_change_is_written_the_readers_way():
    """engine.words.signed keeps the sign as data and the number as a number: '+1,500', '+1.500', '+1 500'."""
    from engine.words import signed

    assert [render(signed(1500), language) for language in ("en", "de", "fr")] == ["+1,500", "+1.500", "+1\u202f500"]
    assert (render(signed(-3), "de"), render(signed(0), "fr")) == ("-3", "0")


def test_the_catalogs_are_utf8_text_files_under_locales():
    for language in LANGUAGES:
        path = catalog_path(language)
        assert path.parent.parent == ROOT / "locales" and path.suffix == ".ftl"
        path.read_text(encoding="utf-8")
        assert isinstance(path, Path)


# The calls that hand a reader a sentence: the engine's refusals and tie-breaks; the API's aborts
# (``message=``, ``errors=``), its store's conflicts and its schemas' validation errors.
SENTENCE_CALLS = ("RuleError", "Invalid", "TieBreak", "Conflict", "ValidationError", "abort")


def is_english(node: pyast.expr) -> bool:
    """A sentence written in the code (a string, an f-string, or a list or dict holding one) rather
    than a message."""
    if isinstance(node, pyast.JoinedStr) or (isinstance(node, pyast.Constant) and isinstance(node.value, str)):
        return True
    if isinstance(node, (pyast.List, pyast.Tuple)):
        return any(is_english(item) for item in node.elts)
    if isinstance(node, pyast.Dict):
        return any(is_english(value) for value in node.values)
    return False


def english_literals(source: str) -> list[int]:
    """The lines where a reader is handed a sentence written in English (a string or an f-string)
    rather than a message: a RuleError, an Invalid, a TieBreak, a store's Conflict, a schema's
    ValidationError (the field name after it is no sentence), an abort's ``message`` or ``errors``."""
    found = []
    for node in pyast.walk(pyast.parse(source)):
        if not isinstance(node, pyast.Call):
            continue
        name = node.func.id if isinstance(node.func, pyast.Name) else \
            node.func.attr if isinstance(node.func, pyast.Attribute) else None
        if name not in SENTENCE_CALLS:
            continue
        said = node.args[1:2] if name == "TieBreak" else node.args[:1] if name in ("ValidationError", "Conflict") \
            else [] if name == "abort" else node.args
        said = [*said, *(k.value for k in node.keywords if k.arg in ("message", "errors"))]
        if any(is_english(arg) for arg in said):
            found.append(node.lineno)
    return found


def test_the_scan_for_english_sentences_finds_them():
    source = ('raise RuleError("No.", rule="X1")\nraise RuleError(msg("x-no"), rule="X1")\n'
              'raise Invalid(f"{v} is bad")\nTieBreak("X2", "Ann wins.")\nTieBreak("X2", msg("x-tie"))\n'
              'abort(409, message="Not over.")\nabort(422, message=msg("x"), errors={"a": [f"Move {n}."]})\n'
              'abort(404)\nraise Conflict(f"{name!r} is taken.")\nraise ma.ValidationError("Give one.", "paused")\n'
              'raise ma.ValidationError([msg("x-give")], "paused")\nabort(403, message=msg("x-no"))\n')
    assert english_literals(source) == [1, 3, 4, 6, 7, 9, 10]


def test_no_sentence_in_the_engine_or_the_api_is_written_in_english():
    """The engine and the API refuse and explain in message ids only: a sentence written in English
    would reach a German or French reader as it is."""
    found = {str(path.relative_to(ROOT)): english_literals(path.read_text(encoding="utf-8")) for path in CODE}
    assert {name: lines for name, lines in found.items() if lines} == {}


def test_marshmallows_sentences_read_back_as_messages_say_in_english_what_marshmallow_said():
    """The English catalog words each of marshmallow's sentences as marshmallow does, so an English
    reader reads what they always read."""
    from api.web.field_errors import PLAIN, TEMPLATES, as_message

    for text in PLAIN:
        assert render(as_message(text), "en") == text
    samples = {"min": "1", "max": "60", "equal": "5", "choices": "a, b"}
    for template, _, _ in TEMPLATES:
        text = template.format(**samples)
        assert render(as_message(text), "en") == text, text
    assert render(as_message("Length must be between 1 and 60."), "de") == "Die Länge muss zwischen 1 und 60 liegen."
