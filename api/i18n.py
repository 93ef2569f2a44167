"""Every sentence the server writes, in the language of each request (Project Fluent).

The engine describes refusals and results as :class:`engine.messages.Message` (an id and its
placeables); this module renders them from the catalogs ``locales/<language>/server.ftl`` with
``fluent.runtime``, which handles plurals and formats numbers by locale (Babel). A list placeable
is joined the way the language joins them ("Ann, Bob und Carlos"), and a message placeable (a
card's, a phase's name) is rendered first in the same language.

The language of a request is its ``Accept-Language`` (the phone sends the reader's own choice);
anything we do not have falls back to English. Why Fluent rather than gettext: docs/languages.md.

>>> render(msg("sp-add-zero"), "de")
'0 Punkte hinzuzufügen ändert nichts.'
>>> from engine.standing import winners_sentence
>>> render(winners_sentence([0, 1, 2], ["Ann", "Bob", "Carlos"], 30, "gold"), "fr")
"Ann, Bob et Carlos se partagent la victoire avec 30 pièces d'or chacun."
>>> render(winners_sentence([0], ["Ann"], 1, "points"), "de")
'Ann gewinnt (1 Punkt).'
>>> render("An English sentence of a game not in the catalog yet.", "fr")
'An English sentence of a game not in the catalog yet.'
"""
from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, Callable, Mapping

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource

from engine.messages import Arg, Message, Text, msg

# The languages a reader may choose, the first the fallback. A fourth is one catalog file per
# side (locales/<language>/server.ftl here, the phone's beside it) plus its tests: docs/languages.md.
LANGUAGES = ("en", "de", "fr")
FALLBACK = LANGUAGES[0]
CATALOGS = Path(__file__).resolve().parent.parent / "locales"
SERVER_CATALOG = "server.ftl"
# The games' rulings and decisions, apart: the English one is generated from the engine
# (scripts/rulings_doc.py), the others translated from it.
RULINGS_CATALOG = "rulings.ftl"
CATALOG_FILES = (SERVER_CATALOG, RULINGS_CATALOG)
# Numbers from here on are quoted digit for digit rather than formatted (only refusals quote them).
LARGEST_FORMATTED = 10**15

__all__ = ["LANGUAGES", "FALLBACK", "CATALOG_FILES", "RULINGS_CATALOG", "add_language_headers", "best_language",
           "bundle", "catalog_path", "render", "render_all", "request_language", "say", "words_or"]


def catalog_path(language: str, catalog: str = SERVER_CATALOG) -> Path:
    return CATALOGS / language / catalog


# CLDR's list conventions per language; English lists as British English writes them ("Ann, Bob
# and Cy", no serial comma), as the sentences always have.
LIST_LOCALE = {"en": "en_GB"}


@cache
def bundle(language: str) -> FluentBundle:
    """The language's catalogs (the server's sentences and the rulings), read once.
    ``use_isolating=False``: the sentences go to plain text (CSV cells, JSON), where Unicode
    isolation marks around each name would be noise."""
    loaded = FluentBundle([language], use_isolating=False, functions={"MONEY": money_in(language)})
    for catalog in CATALOG_FILES:
        loaded.add_resource(FluentResource(catalog_path(language, catalog).read_text(encoding="utf-8")))
    return loaded


def money_in(language: str) -> Callable[[Any], Any]:
    """The catalog's MONEY(): a whole amount in the language's way ('$12', '-$3', '12 $'), never with
    cents (the games count whole coins)."""
    from babel import Locale
    from babel.numbers import format_currency

    locale = language
    pattern = Locale.parse(locale).currency_formats["standard"].pattern.replace(".00", "").replace(",00", "")

    def money(value: Any) -> str:
        number = getattr(value, "value", value)  # fluent wraps numbers
        return str(format_currency(number, "USD", format=pattern, locale=locale, currency_digits=False))
    return money


def best_language(accept_language: str | None) -> str:
    """The language to answer in, from an ``Accept-Language`` header: 'de-CH,de;q=0.9' -> 'de'.

    >>> best_language("de-CH,de;q=0.9,en;q=0.8"), best_language("fr-FR"), best_language("pt-BR"), best_language(None)
    ('de', 'fr', 'en', 'en')
    """
    from werkzeug.datastructures import LanguageAccept
    from werkzeug.http import parse_accept_header

    if not accept_language:
        return FALLBACK
    chosen = parse_accept_header(accept_language, LanguageAccept).best_match(LANGUAGES)
    return chosen or FALLBACK


def render(text: Text, language: str) -> str:
    """A message in ``language`` (English where that catalog lacks it); a plain sentence as it is."""
    if not isinstance(text, Message):
        return text
    for candidate in dict.fromkeys((language, FALLBACK)):
        catalog = bundle(candidate) if candidate in LANGUAGES else None
        pattern = catalog.get_message(text.id).value if catalog and catalog.has_message(text.id) else None
        if catalog is not None and pattern is not None:
            args = {name: render_arg(value, candidate) for name, value in text.args.items()}
            said, _errors = catalog.format_pattern(pattern, args)
            return str(said)
    # In no catalog: a game added without its words yet. Its id still says what it is, and
    # tests/i18n/test_catalogs.py keeps every registered game's ids in every catalog.
    return text.id


def words_or(text: Message, english: str) -> Text:
    """``text``, or ``english`` (the engine's own sentence) when no catalog has it yet: a game added
    with its module alone publishes its rulings in English until its catalog lines are written.

    >>> words_or(msg("ruling-score-pad-sp1"), "A finished game takes no more moves.")
    Message(id='ruling-score-pad-sp1', args={})
    >>> words_or(msg("ruling-tally-t1"), "A finished tally takes no more marks.")
    'A finished tally takes no more marks.'
    """
    return text if bundle(FALLBACK).has_message(text.id) else english


def render_arg(value: Arg, language: str) -> str | int | float:
    """A placeable as Fluent takes it: numbers stay numbers (Fluent formats them by locale)."""
    if isinstance(value, Message):
        return render(value, language)
    if isinstance(value, int) and abs(value) >= LARGEST_FORMATTED:
        return str(value)  # a refused 10**400 is quoted as sent: Babel's decimals cannot format it
    if isinstance(value, (str, int, float)):
        return value
    items = [str(render_arg(item, language)) for item in value]
    return format_list(items, locale=LIST_LOCALE.get(language, language)) if items else ""


def render_all(errors: Mapping[str, list[Text]], language: str) -> dict[str, list[str]]:
    """A refusal's field errors, each sentence rendered."""
    return {path: [render(text, language) for text in texts] for path, texts in errors.items()}


def request_language() -> str:
    """The language of the request being answered (English outside a request). Asking for it marks
    the answer as worded in it (see add_language_headers)."""
    from flask import g, has_request_context, request

    if not has_request_context():
        return FALLBACK
    if "answer_language" not in g:  # once a request: a log CSV asks for every cell
        g.answer_language = best_language(request.headers.get("Accept-Language"))
    return str(g.answer_language)


def say(text: Text) -> str:
    """``text`` in the language of the request being answered."""
    return render(text, request_language())


def json_args(text: Text) -> Any:
    """What a tool reads beside the sentence: the message id and its placeables, or None."""
    return text.to_json() if isinstance(text, Message) else None



def add_language_headers(response: Any) -> Any:
    """after_request: an answer with words in it (a refusal, a result, an export) says their language
    (Content-Language) and that it depends on the request's Accept-Language (Vary), so no cache hands a
    German reader the French refusal. An answer without words (a move's 201, a table) has neither,
    which keeps it byte for byte what api/hot.py answers without Flask."""
    from flask import g

    language = g.get("answer_language")
    if language:
        response.headers["Content-Language"] = language
        response.vary.add("Accept-Language")
    return response
