"""The pseudo-locale en-XA (api/words/pseudo.py): every catalog message, the server's and the phone's,
made accented and longer with its placeables kept; spoken only where PSEUDO_LOCALE is on."""
from __future__ import annotations

import re

import pytest
from fluent.runtime import FluentBundle, FluentResource

from api import close_app, create_app
from api.words.i18n import CATALOG_FILES, catalog_path
from api.words.pseudo import PLAIN_WORD, PSEUDO, pseudo_catalog
from tests.conftest import APP_SETTINGS
from tests.helpers import make_table
from tests.i18n.test_catalogs import messages as server_messages, placeables
from tests.i18n.test_pwa_catalogs import CATALOGS, parts



def english_words_in(catalog_text: str, sample: str = "Ñó") -> dict[str, str]:
    """Each message of a pseudo-localized catalog rendered with made-up placeables: its ASCII words."""
    loaded = FluentBundle(["en"], use_isolating=False, functions={"MONEY": lambda value: str(value)})
    loaded.add_resource(FluentResource(catalog_text))
    found = {}
    for mid in re.findall(r"^([a-z][\w-]*) =", catalog_text, re.M):
        message = loaded.get_message(mid)
        for pattern in [message.value, *message.attributes.values()]:
            if pattern is None:
                continue
            names = re.findall(r"\$([\w-]+)", catalog_text)
            said, errors = loaded.format_pattern(pattern, {name: sample for name in names})
            if errors:  # a placeable NUMBER() formats: a number, then (a number's digits are no word)
                said, errors = loaded.format_pattern(pattern, {name: 3 for name in names})
            assert errors == [] or all("Unknown" in str(e) for e in errors), (mid, errors)
            words = PLAIN_WORD.findall(said)
            if words:
                found[mid] = said
    return found


def test_a_message_is_accented_longer_and_keeps_its_placeables():
    pseudo = pseudo_catalog("seat = Seat { $number }\nhello = Hello, { $name }!\n")
    assert pseudo.splitlines() == ["seat = [Šéáţ { $number } ~]", "hello = [Ĥéĺĺó, { $name }! ~~]"]


def test_every_server_message_has_its_pseudo_form_with_the_same_placeables():
    english = "\n".join(catalog_path("en", catalog).read_text(encoding="utf-8") for catalog in CATALOG_FILES)
    pseudo = pseudo_catalog(english)
    assert english_words_in(pseudo) == {}
    from fluent.syntax import FluentParser, ast

    ours = {entry.id.name: entry for entry in FluentParser(with_spans=False).parse(pseudo).body
            if isinstance(entry, ast.Message)}
    assert {mid: placeables(m) for mid, m in server_messages("en").items()} == {mid: placeables(m) for mid, m in ours.items()}


@pytest.mark.parametrize("part", parts())
def test_every_phone_message_has_its_pseudo_form(part):
    assert english_words_in(pseudo_catalog((CATALOGS / "en" / f"{part}.ftl").read_text(encoding="utf-8"))) == {}


@pytest.mark.parametrize("on", [True, False], ids=["on", "off"])
def test_the_pseudo_locale_is_spoken_only_where_it_is_turned_on(tmp_path, clock, on):
    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "p.db"), "CLOCK": clock, "PSEUDO_LOCALE": on})
    try:
        client = app.test_client()
        pad = make_table(client, "score-pad", players=2)
        assert pad.join("Ann").status_code == 201
        refused = client.post(f"/api/v1/tables/{pad.id}/moves", json={"type": "add", "points": 0},
                              headers={**pad.seat(0), "Accept-Language": PSEUDO})
        assert refused.status_code == 422
        assert refused.headers["Content-Language"] == (PSEUDO if on else "en")
        assert (PLAIN_WORD.search(refused.json["detail"]) is None) is on, refused.json["detail"]
        catalog = client.get(f"/locales/{PSEUDO}/app.ftl")
        assert catalog.status_code == (200 if on else 404)
        if on:
            assert "app-language = [Ĺáñĝúáĝé" in catalog.get_data(as_text=True)
        assert client.get(f"/locales/{PSEUDO}/../../api/i18n.py").status_code == 404
    finally:
        close_app(app)
