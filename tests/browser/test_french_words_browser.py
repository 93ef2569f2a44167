"""French as the phone writes it (issue 34's platform findings): one seen card is "1 vue", not
"1 vues", and money is "12 $" as in German, not "12 $US" (French's own symbol for the dollar says
more than the games do); the server writes the same (tests/i18n/test_catalogs.py)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

WORDED = """async ([id, args]) => {
  const i18n = await import("/js/i18n.js");
  await i18n.useLanguage("fr");
  await i18n.loadPart("robin-hood-goods");
  return i18n.t(id, args);
}"""


def test_the_phone_writes_one_seen_card_and_dollars_the_french_way(modules_server, phone):
    server = modules_server  # it imports /js/i18n.js in the page: the modules one by one
    page = phone(width=320)
    page.goto(server + "/")
    one = page.evaluate(WORDED, ["goods-week-known", {"known": 1, "seenCount": 1, "seen": "1 pomme", "unseen": 0}])
    assert "1 vue (1 pomme)" in one and "vues" not in one
    two = page.evaluate(WORDED, ["goods-week-known", {"known": 2, "seenCount": 2, "seen": "2 pommes", "unseen": 0}])
    assert "2 vues (2 pommes)" in two
    money = [page.evaluate(WORDED, ["goods-money", {"amount": amount}]) for amount in (12, 1500)]
    assert money == ["12\xa0$", "1\u202f500\xa0$"]
    assert all("US" not in said for said in money)
