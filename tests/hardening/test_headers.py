"""Headers and names. A 405 says what is allowed (Allow); the Swagger UI page
has a Content-Security-Policy allowing its one inline script by hash; every page carries a Permissions-Policy
(an API answer does not: it governs documents), and every answer HSTS when the public URL is https (both
ways a move is answered); a name
is stored in NFC, so two spellings of "Zoë" are one player; a family emoji (zero-width joiners)
is a valid name, while other control and format characters stay refused."""
from __future__ import annotations

import base64
import hashlib
import re

import pytest

from api import close_app, create_app
from tests.conftest import APP_SETTINGS
from tests.helpers import make_table

FAMILY = "\U0001F468\u200d\U0001F469\u200d\U0001F467"  # man, ZWJ, woman, ZWJ, girl
RAINBOW_FLAG = "\U0001F3F3\ufe0f\u200d\U0001F308"


def test_405_names_the_allowed_methods(client):
    answer = client.delete("/api/v1/tables")
    assert answer.status_code == 405
    assert set(answer.headers["Allow"].split(", ")) >= {"POST"}
    table = client.put("/api/v1/join")
    assert table.status_code == 405 and "POST" in table.headers["Allow"]


def test_the_docs_page_has_a_csp_allowing_only_its_own_inline_script(client):
    page = client.get("/api/docs")
    assert page.status_code == 200
    policy = page.headers["Content-Security-Policy"]
    scripts = re.findall(rb"<script>(.*?)</script>", page.data, re.DOTALL)
    assert scripts, "Swagger UI's page configures itself in an inline script"
    for script in scripts:
        assert f"'sha256-{base64.b64encode(hashlib.sha256(script).digest()).decode()}'" in policy
    assert "'unsafe-inline'" not in policy.split("script-src")[1].split(";")[0]
    assert "object-src 'none'" in policy and "frame-ancestors 'none'" in policy


@pytest.mark.parametrize("hot", [True, False], ids=["hot path", "flask"])
@pytest.mark.parametrize("public_url, hsts", [("https://table.example", True), ("http://table.example", False),
                                              (None, False)])
def test_permissions_policy_on_pages_and_hsts_only_behind_an_https_public_url(tmp_path, clock, hot, public_url, hsts):
    app = create_app({**APP_SETTINGS, "DATABASE": str(tmp_path / "h.db"), "CLOCK": clock, "HOT_PATHS": hot,
                      "PUBLIC_URL": public_url})
    try:
        client = app.test_client()
        table = make_table(client, "score-pad", players=2)
        assert table.join("Ann").status_code == 201
        move = table.move(table.seat(0), type="add", points=1)  # api/resources/hot.py answers this one when on
        etag = table.get(table.host).headers["ETag"]
        not_modified = client.get(f"/api/v1/tables/{table.id}", headers={**table.host, "If-None-Match": etag})
        assert not_modified.status_code == 304
        page, games = client.get("/"), client.get("/api/v1/games")
        assert "camera=()" in page.headers["Permissions-Policy"]
        for answer in (page, games, move, not_modified):
            if answer is not page:  # a document's policy: an API answer gains nothing from it
                assert "Permissions-Policy" not in answer.headers, answer.status
            assert answer.headers["X-Content-Type-Options"] == "nosniff"
            assert ("Strict-Transport-Security" in answer.headers) is hsts
            if hsts:
                assert answer.headers["Strict-Transport-Security"].startswith("max-age=")
    finally:
        close_app(app)


def test_nfc_and_nfd_spellings_of_a_name_are_one_player(pad):
    nfc, nfd = "Zo\u00eb", "Zoe\u0308"
    assert pad.join(nfd).status_code == 201
    assert pad.get(pad.host).json["players"][-1]["name"] == nfc  # stored in NFC
    taken = pad.join(nfc)
    assert taken.status_code == 409


@pytest.mark.parametrize("name", [FAMILY, RAINBOW_FLAG, f"Ann {FAMILY}"])
def test_an_emoji_joined_by_zero_width_joiners_is_a_name(pad, name):
    assert pad.join(name).status_code == 201
    assert pad.get(pad.host).json["players"][-1]["name"] == name


@pytest.mark.parametrize("name", ["Ann\u200dBob", "\u200d\U0001F468", "Ann\u200b", "Ann\u202eBob", "Ann\x07",
                                  "\U0001F468\u200d", "Ann\u2066x"])
def test_other_control_and_format_characters_stay_refused(pad, name):
    answer = pad.join(name)
    assert answer.status_code == 422 and "control characters" in answer.json["detail"]
