from tests.helpers import bearer, make_table


def test_create_answers_ids_code_links_and_version(client):
    response = client.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 2}})
    assert response.status_code == 201
    body = response.json
    assert body["game"] == "score-pad" and body["version"] == 0
    assert len(body["join_code"]) == 6
    # The code rides in the fragment, which browsers never send; the base is an
    # address the server listens on (tests/hardening/test_addresses.py).
    assert body["join_url"].endswith(f"/join#{body['join_code']}")
    assert len(body["host_token"]) >= 32  # 192 bits, url-safe base64
    base = body["join_url"].removesuffix(f"/join#{body['join_code']}")
    assert body["spectator_url"] == f"{base}/watch/{body['id']}#{body['spectator_token']}"


def test_public_url_setting_is_used_for_links(tmp_path, clock):
    from api import create_app

    app = create_app({"DATABASE": str(tmp_path / "p.db"), "CLOCK": clock, "PUBLIC_URL": "https://sherwood.example/"})
    body = app.test_client().post("/api/v1/tables", json={"game": "score-pad"}).json
    assert body["join_url"] == f"https://sherwood.example/join#{body['join_code']}"


def test_bad_options_name_every_bad_field_and_store_nothing(client, app):
    response = client.post("/api/v1/tables", json={"game": "score-pad", "options": {"players": 0, "goal": "x", "z": 1}})
    assert response.status_code == 422
    assert set(response.json["errors"]) == {"players", "goal", "z"}
    assert app.extensions["sherwood"].store.all_table_ids() == []


def test_unknown_game_and_unknown_fields_are_refused(client):
    assert client.post("/api/v1/tables", json={"game": "chess"}).status_code == 422
    response = client.post("/api/v1/tables", json={"game": "score-pad", "colour": "red"})
    assert response.status_code == 422 and response.json["errors"] == {"colour": ["Unknown field."]}  # one shape


def test_each_seat_sees_its_own_view(pad):
    pad.move(pad.seat(1), type="note", text="I hold the ace")
    ann, bob, host = pad.get(pad.seat(0)).json, pad.get(pad.seat(1)).json, pad.get(pad.host).json
    assert bob["state"]["my_note"] == "I hold the ace"
    assert ann["state"]["my_note"] == "" and host["state"]["my_note"] is None
    assert ann["you"] == {"role": "player", "seat": 0, "player_id": ann["players"][0]["id"], "name": "Ann"}
    assert host["you"]["role"] == "host"
    assert [p["name"] for p in ann["players"]] == ["Ann", "Bob"]
    assert ann["seats"] == 3


def test_spectator_sees_no_private_information_and_no_join_code(pad):
    pad.move(pad.seat(0), type="note", text="secret plan")
    token = pad.created["spectator_url"].split("#")[1]
    body = pad.get(bearer(token)).json
    assert body["you"]["role"] == "spectator"
    assert "secret plan" not in str(body)
    assert body["join_code"] is None


def test_strong_etag_and_304(pad):
    first = pad.get(pad.seat(0))
    etag = first.headers["ETag"]
    assert etag.startswith('"') and not etag.startswith("W/")
    again = pad.client.get(f"/api/v1/tables/{pad.id}", headers={**pad.seat(0), "If-None-Match": etag})
    assert again.status_code == 304 and again.headers["ETag"] == etag and again.data == b""
    pad.move(pad.seat(0), type="add", points=1)
    changed = pad.client.get(f"/api/v1/tables/{pad.id}", headers={**pad.seat(0), "If-None-Match": etag})
    assert changed.status_code == 200 and changed.headers["ETag"] != etag


def test_etag_differs_between_seats_and_changes_when_someone_sits(pad):
    assert pad.get(pad.seat(0)).headers["ETag"] != pad.get(pad.seat(1)).headers["ETag"]
    before = pad.get(pad.host).headers["ETag"]
    pad.join("Cat")
    assert pad.get(pad.host).headers["ETag"] != before


def test_no_token_bad_token_and_other_tables_token(client, pad):
    assert client.get(f"/api/v1/tables/{pad.id}").status_code == 401
    assert pad.get(bearer("not-a-token")).status_code == 401
    assert pad.get({"Authorization": "Basic abc"}).status_code == 401
    other = make_table(client)
    response = client.get(f"/api/v1/tables/{other.id}", headers=pad.host)
    assert response.status_code == 403


def test_unknown_table_with_a_valid_token_is_forbidden(client, pad):
    assert client.get("/api/v1/tables/nope", headers=pad.host).status_code == 403
