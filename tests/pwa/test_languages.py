"""The phone's side of the languages (docs/languages.md): a fourth language is one catalog file per side
plus its tests, so everything that lists the languages must agree, and every request the phone makes
to the API says the language picked on the phone (the browser's own Accept-Language may differ)."""
from __future__ import annotations

import re

from api.words.i18n import FALLBACK, LANGUAGES
from tests.paths import ROOT

PWA = ROOT / "pwa"
I18N = PWA / "js" / "i18n.js"


def phone_languages() -> dict[str, str]:
    """pwa/js/i18n.js's LANGUAGES: each code with its own name, in their order."""
    found = re.search(r"^export const LANGUAGES = \{(.*?)\};", I18N.read_text(encoding="utf-8"), re.M | re.S)
    assert found, "pwa/js/i18n.js no longer says `export const LANGUAGES = { code: \"Name\", ... };`"
    return dict(re.findall(r'([a-z]{2,3}):\s*"([^"]+)"', found.group(1)))


def test_the_phone_speaks_the_languages_the_server_speaks():
    assert list(phone_languages()) == list(LANGUAGES)
    assert re.search(rf'^const FALLBACK = "{FALLBACK}";', I18N.read_text(encoding="utf-8"), re.M)


def test_each_language_is_named_once_in_its_own_words():
    names = phone_languages().values()
    assert all(name.strip() for name in names) and len(set(names)) == len(names)


def test_every_language_has_the_same_phone_catalog_files():
    folders = sorted(path.name for path in (PWA / "locales").iterdir() if path.is_dir())
    assert folders == sorted(LANGUAGES)
    files = {language: sorted(path.name for path in (PWA / "locales" / language).glob("*.ftl")) for language in LANGUAGES}
    assert all(files[language] == files[FALLBACK] for language in LANGUAGES), files


def calls(text: str, name: str) -> list[tuple[int, str]]:
    """Each call of ``name(`` in ``text``: where it starts and its arguments' text (brackets matched)."""
    found = []
    for start in (m.end() for m in re.finditer(rf"(?<![\w.]){re.escape(name)}\(", text)):
        depth, end = 1, start
        while depth:
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        found.append((start, text[start:end - 1]))
    return found


def test_every_request_to_the_api_says_the_phones_language():
    """A fetch of /api/ passes ``"Accept-Language": language()`` (in its options, or in the options
    object it is given). The catalogs' own fetches (/locales/) need none, and the live stream
    (EventSource) can send no header: it carries version numbers, no words."""
    said = '"Accept-Language": language()'
    checked = 0
    for module in sorted((PWA / "js").rglob("*.js")):
        text = module.read_text(encoding="utf-8")
        for start, args in calls(text, "fetch"):
            if "/api/" not in args:
                continue
            checked += 1
            options = args.split(",", 1)[1] if "," in args else ""
            # An object built before the call: fetch(url, init), or fetch(url, { headers, ... }).
            given = any(re.search(rf"const {name} = \{{[^;]*{re.escape(said)}", text[:start])
                        for name in re.findall(r"(?<![\w.\"])([A-Za-z_]\w*)(?=\s*[,}]|$)", options))
            where = f"{module.relative_to(ROOT)}:{text[:start].count(chr(10)) + 1}"
            assert said in args or given, f"{where}: a request to the API without the phone's language"
    assert checked >= 6  # api.js's call(), the photo, the QR code, the table's game, the log's pages, the downloads
