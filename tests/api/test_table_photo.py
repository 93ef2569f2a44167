"""A photo of the table after the game (PUT/GET/DELETE /tables/{id}/photo): kept for the
table's people only, checked by its content, at most 262,144 bytes, in the export, and gone with the
table when it expires and is purged (on SQLite and on PostgreSQL). What is kept is the image written
again by the server (tests/hardening/test_photo_rewrite.py attacks that), so these compare pixels."""
from __future__ import annotations

import base64
import hashlib
import io

import png
import pytest
from PIL import Image

from api.store.photos import PHOTO_MAX_BYTES
from tests.helpers import Table, make_table

TTL = 7 * 24 * 3600


def encoded(kind: str, size: tuple[int, int] = (8, 6)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (120, 60, 30)).save(out, format=kind)
    return out.getvalue()


JPEG, WEBP = encoded("JPEG"), encoded("WEBP")


def image_of(data: bytes) -> tuple[str, tuple[int, int]]:
    with Image.open(io.BytesIO(data)) as image:
        return image.format, image.size


def pixels(data: bytes) -> bytes:
    with Image.open(io.BytesIO(data)) as image:
        return image.convert("RGB").tobytes()


def png_bytes(width: int = 4, height: int = 3) -> bytes:
    out = io.BytesIO()
    png.Writer(width, height, greyscale=False).write(out, [[120, 60, 30] * width for _ in range(height)])
    return out.getvalue()


def finished_pad(client) -> Table:
    """A 2-seat score pad with Ann and Bob, finished."""
    table = make_table(client, "score-pad", players=2)
    for name in ("Ann", "Bob"):
        assert table.join(name).status_code == 201
    assert table.move(table.host, type="add", points=3, seat=0).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201
    return table


def put_photo(table: Table, headers: dict[str, str], data: bytes, content_type: str = "image/jpeg"):
    return table.client.put(f"/api/v1/tables/{table.id}/photo", data=data,
                            headers={**headers, "Content-Type": content_type})


def get_photo(table: Table, headers: dict[str, str], **extra: str):
    return table.client.get(f"/api/v1/tables/{table.id}/photo", headers={**headers, **extra})


def delete_photo(table: Table, headers: dict[str, str]):
    return table.client.delete(f"/api/v1/tables/{table.id}/photo", headers=headers)


def test_a_player_adds_a_photo_after_the_game_and_the_table_sees_it(client):
    table = finished_pad(client)
    sent = put_photo(table, table.seat(1), JPEG)
    assert sent.status_code == 200, sent.json
    kept = get_photo(table, table.host).data  # what the server wrote: the same picture
    assert image_of(kept) == ("JPEG", (8, 6))
    digest = hashlib.sha256(kept).hexdigest()
    assert sent.json == {"content_type": "image/jpeg", "bytes": len(kept), "etag": digest,
                         "created_at": sent.json["created_at"], "uploaded_by": {"role": "player", "seat": 1}}
    assert sent.headers["ETag"] == f'"{digest}"'
    spectator = {"Authorization": f"Bearer {table.created['spectator_token']}"}
    for headers in (table.host, table.seat(0), table.seat(1), spectator):
        got = get_photo(table, headers)
        assert got.status_code == 200
        assert got.data == kept
        assert got.mimetype == "image/jpeg"
        assert "private" in got.headers["Cache-Control"]
        assert got.headers["ETag"] == f'"{digest}"'
    assert get_photo(table, table.host, **{"If-None-Match": f'"{digest}"'}).status_code == 304


def test_no_photo_before_the_end_of_the_game(client):
    table = make_table(client, "score-pad", players=2)
    assert table.join("Ann").status_code == 201
    refused = put_photo(table, table.seat(0), JPEG)
    assert refused.status_code == 409
    assert refused.mimetype == "application/problem+json"
    assert get_photo(table, table.host).status_code == 404


def test_content_decides_what_is_an_image_not_the_name_or_the_type_declared(client):
    table = finished_pad(client)
    text = client.put(f"/api/v1/tables/{table.id}/photo", headers={**table.host, "Content-Type": "image/jpeg"},
                      data={"file": (io.BytesIO(b"not a photo at all"), "table.jpg")}, content_type="image/jpeg")
    assert text.status_code == 415
    plain = put_photo(table, table.host, b"just some text, named table.jpg", "image/jpeg")
    assert plain.status_code == 415
    assert plain.mimetype == "application/problem+json"
    assert "not a photo" in plain.json["detail"]
    mislabelled = put_photo(table, table.host, png_bytes(), "image/jpeg")
    assert mislabelled.status_code == 415
    assert "image/png" in mislabelled.json["detail"]
    not_image_type = put_photo(table, table.host, JPEG, "text/plain")
    assert not_image_type.status_code == 415
    as_json = client.put(f"/api/v1/tables/{table.id}/photo", json={"photo": "x"}, headers=table.host)
    assert as_json.status_code == 415
    assert get_photo(table, table.host).status_code == 404  # nothing refused was kept
    for data, kind in ((png_bytes(), "image/png"), (WEBP, "image/webp")):
        assert put_photo(table, table.host, data, kind).status_code == 200
        got = get_photo(table, table.seat(0))
        assert (image_of(got.data), got.mimetype) == (image_of(data), kind)
    assert put_photo(table, table.host, png_bytes(), "image/png").status_code == 200
    assert pixels(get_photo(table, table.host).data) == pixels(png_bytes())  # PNG: the same pixels, lossless


def test_a_file_sent_as_octet_stream_is_what_its_bytes_say_or_refused(client):
    """A generated client sends a file as application/octet-stream (issue 36): the first bytes decide."""
    table = finished_pad(client)
    for data in (b"GIF89a" + bytes(20), b"plain text, not an image", b""):
        refused = put_photo(table, table.host, data, "application/octet-stream")
        assert refused.status_code == 415 and refused.json["message"]["id"] == "api-photo-not-image", data
    assert get_photo(table, table.host).status_code == 404  # nothing refused was kept
    for data, kind in ((png_bytes(), "image/png"), (WEBP, "image/webp"), (JPEG, "image/jpeg")):
        assert put_photo(table, table.seat(0), data, "application/octet-stream").status_code == 200
        got = get_photo(table, table.host)
        assert (image_of(got.data), got.mimetype) == (image_of(data), kind)


def test_a_photo_larger_than_256_kb_is_refused(client):
    table = finished_pad(client)
    too_large = JPEG + b"\x00" * (PHOTO_MAX_BYTES + 1 - len(JPEG))
    refused = put_photo(table, table.host, too_large)
    assert refused.status_code == 413
    assert refused.mimetype == "application/problem+json"
    assert "256 KB" in refused.json["detail"]
    just_right = JPEG + b"\x00" * (PHOTO_MAX_BYTES - len(JPEG))  # 262,144 bytes exactly: taken
    assert len(just_right) == 262_144
    assert put_photo(table, table.host, just_right).status_code == 200
    assert image_of(get_photo(table, table.host).data) == image_of(JPEG)  # without what followed the image


def test_json_bodies_keep_their_own_smaller_limit(client):
    table = finished_pad(client)
    large_move = {"type": "note", "text": "x" * (70 * 1024)}
    assert table.move(table.host, **large_move).status_code == 413


def test_a_new_photo_replaces_the_old_one(client):
    table = finished_pad(client)
    assert put_photo(table, table.seat(0), JPEG).status_code == 200
    first = get_photo(table, table.host).headers["ETag"]
    assert put_photo(table, table.seat(0), png_bytes(), "image/png").status_code == 200  # its sender replaces it
    got = get_photo(table, table.host, **{"If-None-Match": first})
    assert got.status_code == 200
    assert got.mimetype == "image/png"
    assert got.headers["ETag"] != first


def test_other_tables_and_strangers_do_not_see_it(client):
    table, other = finished_pad(client), finished_pad(client)
    assert put_photo(table, table.host, JPEG).status_code == 200
    assert get_photo(table, other.host).status_code == 403
    assert get_photo(table, other.seat(0)).status_code == 403
    assert put_photo(table, other.host, JPEG).status_code == 403
    assert delete_photo(table, other.host).status_code == 403
    assert client.get(f"/api/v1/tables/{table.id}/photo").status_code == 401
    assert get_photo(table, {"Authorization": "Bearer not-a-token"}).status_code == 401
    assert client.put(f"/api/v1/tables/{table.id}/photo", data=JPEG,
                      headers={"Content-Type": "image/jpeg"}).status_code == 401


def test_the_big_screen_shows_the_photo_but_does_not_send_one(client):
    table = finished_pad(client)
    spectator = {"Authorization": f"Bearer {table.created['spectator_token']}"}
    refused = put_photo(table, spectator, JPEG)
    assert refused.status_code == 403
    assert "big screen" in refused.json["detail"]


def test_the_host_or_the_sender_removes_it(client):
    table = finished_pad(client)
    assert put_photo(table, table.seat(0), JPEG).status_code == 200
    assert delete_photo(table, table.seat(1)).status_code == 403  # Bob did not send it
    assert delete_photo(table, table.seat(0)).status_code == 204  # Ann did
    assert get_photo(table, table.host).status_code == 404
    assert delete_photo(table, table.seat(0)).status_code == 404
    assert put_photo(table, table.seat(1), JPEG).status_code == 200
    replaced = put_photo(table, table.seat(0), WEBP, "image/webp")  # nor replaces another's: its removal by another way
    assert replaced.status_code == 403 and replaced.mimetype == "application/problem+json"
    assert image_of(get_photo(table, table.host).data)[0] == "JPEG"
    assert put_photo(table, table.seat(1), WEBP, "image/webp").status_code == 200  # its sender may
    assert put_photo(table, table.host, JPEG).status_code == 200  # and the host, whose photo it is then
    assert put_photo(table, table.seat(1), WEBP, "image/webp").status_code == 403
    assert delete_photo(table, table.seat(1)).status_code == 403
    assert delete_photo(table, table.host).status_code == 204  # the host removes anyone's


def test_the_export_carries_the_photo(client):
    table = finished_pad(client)
    assert table.export(table.host).json["photo"] is None
    assert put_photo(table, table.seat(1), png_bytes(), "image/png").status_code == 200
    photo = table.export(table.seat(0)).json["photo"]
    kept = get_photo(table, table.host).data
    assert base64.b64decode(photo["data_base64"]) == kept
    assert pixels(kept) == pixels(png_bytes())
    assert photo["content_type"] == "image/png"
    assert photo["bytes"] == len(kept)
    assert photo["uploaded_by"] == {"role": "player", "seat": 1}


def photo_rows(app) -> int:
    store = app.extensions["sherwood"].store
    with store.db() as db:
        return store._run(db, "SELECT count(*) FROM photos").fetchone()[0]


@pytest.mark.parametrize("way", ["purge", "new table"])
def test_the_photo_goes_when_the_table_expires(any_app, clock, way):
    client = any_app.test_client()
    table = finished_pad(client)
    assert put_photo(table, table.host, JPEG).status_code == 200
    assert photo_rows(any_app) == 1
    clock.advance(TTL + 1)
    assert get_photo(table, table.host).status_code == 410
    if way == "purge":
        assert any_app.extensions["sherwood"].store.purge_expired(clock(), keep_attempts=60) == 1
    else:
        make_table(client)  # creating a table deletes the expired ones
    assert photo_rows(any_app) == 0
    assert get_photo(table, table.host).status_code == 401  # its tokens went with it


def test_photos_work_on_both_databases(any_client):
    table = finished_pad(any_client)
    assert put_photo(table, table.seat(0), png_bytes(), "image/png").status_code == 200
    assert put_photo(table, table.seat(0), JPEG).status_code == 200
    got = get_photo(table, table.seat(1))
    assert (got.status_code, image_of(got.data), got.mimetype) == (200, image_of(JPEG), "image/jpeg")
    assert delete_photo(table, table.seat(0)).status_code == 204
    assert get_photo(table, table.seat(1)).status_code == 404


def test_a_photo_without_a_content_length_is_cut_off_at_the_limit(client):
    table = finished_pad(client)
    too_large = JPEG + b"\x00" * PHOTO_MAX_BYTES
    refused = client.put(f"/api/v1/tables/{table.id}/photo", input_stream=io.BytesIO(too_large),
                         headers={**table.host, "Content-Type": "image/jpeg", "Transfer-Encoding": "chunked"},
                         environ_overrides={"wsgi.input_terminated": True})  # as gunicorn marks a chunked body
    assert refused.status_code == 413
    assert refused.mimetype == "application/problem+json"
    assert get_photo(table, table.host).status_code == 404


def test_the_body_deadline_reads_a_photo_up_front_and_other_bodies_as_before():
    from api.request.limits import BodyDeadline

    deadline = BodyDeadline(lambda environ, start: [], 5.0, 64 * 1024)
    photo = {"REQUEST_METHOD": "PUT", "PATH_INFO": "/api/v1/tables/abc/photo", "CONTENT_LENGTH": "200000"}
    assert deadline.body_to_read(photo) == 200000
    assert deadline.body_to_read({**photo, "CONTENT_LENGTH": str(PHOTO_MAX_BYTES + 1)}) is None  # Flask's 413, unread
    assert deadline.body_to_read({**photo, "PATH_INFO": "/api/v1/tables/abc/moves"}) is None  # over 64 KiB: 413
