"""A photo of the table is kept as the server wrote it, never as it was sent (issue 35, point 3):
decoded and written again with Pillow (api/store/photos.py), so a JPEG, PNG or WebP carrying a GPS position
(EXIF), XMP, an ICC profile or text comes back with none of it, to every token and in the export; a
header declaring 50,000 x 50,000 pixels is refused before anything is decoded; a JPEG followed by HTML
or SVG script loses what follows; the answer is an attachment under a CSP that runs nothing; only the
host or the photo's sender replaces or removes it (SQLite and PostgreSQL); exactly 262,144 bytes are
taken, one more is 413, through the Procfile's gunicorn too; a photo an older release kept as it was
sent is written again (or removed) by migration step 11."""
from __future__ import annotations

import base64
import contextlib
import dataclasses
import hashlib
import http.client
import io
import os
import subprocess
import threading
import time
from pathlib import Path
from typing import Any, Iterator

import pytest
from PIL import Image, PngImagePlugin

from api import close_app, create_app
from api.store.photos import PHOTO_MAX_BYTES
from api.resources import photos as photo_views
from tests.conftest import APP_SETTINGS
from tests.api.test_table_photo import delete_photo, finished_pad, get_photo, put_photo
from tests.hardening.test_slow_bodies import free_port, procfile_command
from tests.helpers import bearer, http_json
from tests.paths import ROOT

GPS_IFD = 0x8825
XMP = (b'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
       b'<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.0N"/></rdf:RDF></x:xmpmeta>')
SECRET_WORDS = (b"GPS", b"51,30", b"xmpmeta", b"Sherwood secret", b"ICC_PROFILE", b"Exif\x00\x00", b"<html", b"<svg",
                b"<script")
TYPES = {"JPEG": "image/jpeg", "PNG": "image/png", "WEBP": "image/webp"}


@contextlib.contextmanager
def finished_table_under_gunicorn(tmp_path: Path, workers: int = 2) -> Iterator[tuple[int, dict[str, Any]]]:
    """The Procfile's gunicorn (with ``workers``) on a fresh database, and a finished score pad on it:
    (port, the table as created), the server stopped after."""
    port = free_port()
    command = [arg if arg != "2" else str(workers) for arg in procfile_command(port)]
    assert command[command.index("--workers") + 1] == str(workers)
    env = {**os.environ, "SHERWOOD_DB": str(tmp_path / "photo.db")}
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if http_json(port, "GET", "/api/v1/games")[0] == 200:
                    break
            except OSError:
                assert time.monotonic() < deadline
                time.sleep(0.2)
        _, table = http_json(port, "POST", "/api/v1/tables", {"game": "score-pad", "options": {"players": 1}})
        assert http_json(port, "POST", f"/api/v1/tables/{table['id']}/moves", {"type": "finish"},
                         table["host_token"])[0] == 201
        yield port, table
    finally:
        process.terminate()
        process.wait(15)


def exif_with_gps() -> Image.Exif:
    exif = Image.Exif()
    exif[0x0112] = 6  # orientation: rotated; the server turns the pixels upright, then drops the tag
    exif[0x010E] = "Sherwood secret"  # ImageDescription
    exif.get_ifd(GPS_IFD).update({1: "N", 2: (51.0, 30.0, 0.0), 3: "W", 4: (0.0, 7.0, 30.0)})
    return exif


def icc_profile() -> bytes:
    from PIL import ImageCms

    return ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()


def tagged(kind: str, size: tuple[int, int] = (40, 20)) -> bytes:
    """A photo of ``kind`` with a GPS position, XMP, an ICC profile and, for PNG, text chunks."""
    image = Image.new("RGB", size, (10, 120, 200))
    image.putpixel((0, 0), (255, 0, 0))
    out = io.BytesIO()
    options: dict = {"exif": exif_with_gps().tobytes(), "icc_profile": icc_profile(), "xmp": XMP}
    if kind == "PNG":
        info = PngImagePlugin.PngInfo()
        info.add_text("Comment", "Sherwood secret")
        info.add_itxt("XML:com.adobe.xmp", XMP.decode())
        options["pnginfo"] = info
    if kind == "JPEG":
        options["comment"] = b"Sherwood secret"
    image.save(out, format=kind, **options)
    data = out.getvalue()
    assert b"Sherwood secret" in data or kind == "WEBP"  # the metadata is really in what is sent
    assert b"GPS" in data or Image.open(io.BytesIO(data)).getexif().get_ifd(GPS_IFD)
    return data


def metadata_of(data: bytes) -> dict:
    with Image.open(io.BytesIO(data)) as image:
        return {"info": {k: v for k, v in image.info.items() if k not in ("jfif", "jfif_version", "jfif_unit",
                                                                          "jfif_density", "dpi", "loop",
                                                                          "background", "duration")},
                "exif": dict(image.getexif()), "size": image.size, "format": image.format}


@pytest.mark.parametrize("kind", sorted(TYPES))
def test_a_photo_with_gps_comes_back_without_any_metadata(client, kind):
    table = finished_pad(client)
    sent = tagged(kind)
    answer = put_photo(table, table.seat(0), sent, TYPES[kind])
    assert answer.status_code == 200, answer.json
    spectator = bearer(table.created["spectator_token"])
    for headers in (table.host, table.seat(0), table.seat(1), spectator):
        got = get_photo(table, headers)
        assert got.status_code == 200 and got.mimetype == TYPES[kind]
        assert [word for word in SECRET_WORDS if word in got.data] == []
        found = metadata_of(got.data)
        assert (found["format"], found["info"], found["exif"]) == (kind, {}, {})
        assert found["size"] == (20, 40)  # turned upright by the orientation it had (6: 90 degrees)
    exported = base64.b64decode(table.export(spectator).json["photo"]["data_base64"])
    assert exported == got.data and answer.json["bytes"] == len(got.data)


def jpeg_declaring(width: int, height: int) -> bytes:
    """A tiny real JPEG whose frame header (SOF0) says ``width`` x ``height``."""
    out = io.BytesIO()
    Image.new("RGB", (8, 8), (1, 2, 3)).save(out, format="JPEG", quality=10)
    data = bytearray(out.getvalue())
    sof = data.index(b"\xff\xc0")
    data[sof + 5:sof + 9] = height.to_bytes(2, "big") + width.to_bytes(2, "big")
    return bytes(data)


def png_declaring(width: int, height: int) -> bytes:
    import struct
    import zlib

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")


@pytest.mark.parametrize("bomb,kind", [(jpeg_declaring(50_000, 50_000), "image/jpeg"),
                                        (png_declaring(50_000, 50_000), "image/png"),
                                        (jpeg_declaring(9000, 10), "image/jpeg"),  # one side too long
                                        (png_declaring(4000, 3500), "image/png")])  # 14 million pixels
def test_a_header_declaring_too_many_pixels_is_refused_before_decoding(client, bomb, kind):
    assert len(bomb) < 1000
    table = finished_pad(client)
    refused = put_photo(table, table.host, bomb, kind)
    assert refused.status_code == 413, refused.json
    assert refused.mimetype == "application/problem+json" and "pixels" in refused.json["detail"]
    assert get_photo(table, table.host).status_code == 404


@pytest.mark.parametrize("tail", [b"<html><body><script>alert(document.domain)</script></body></html>",
                                  b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'])
@pytest.mark.parametrize("kind", ["JPEG", "PNG"])
def test_a_polyglot_loses_what_follows_the_image(client, tail, kind):
    table = finished_pad(client)
    out = io.BytesIO()
    Image.new("RGB", (16, 16), (9, 9, 9)).save(out, format=kind)
    answer = put_photo(table, table.seat(1), out.getvalue() + tail, TYPES[kind])
    assert answer.status_code == 200, answer.json
    got = get_photo(table, table.seat(0))
    assert [word for word in SECRET_WORDS if word in got.data] == []
    assert got.headers["Content-Security-Policy"] == "default-src 'none'; sandbox"
    assert got.headers["Content-Disposition"] == f'attachment; filename="sherwood-{table.id}-photo.{kind.lower().replace("jpeg", "jpg")}"'
    assert got.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("data,kind", [(b"\xff\xd8\xff\xe0" + b"<html>" * 50, "image/jpeg"),  # magic bytes, no image
                                       (b"\x89PNG\r\n\x1a\n" + b"\x00" * 40, "image/png"),
                                       (b"RIFF\x24\x00\x00\x00WEBPVP8 " + b"\x00" * 24, "image/webp")])
def test_magic_bytes_without_an_image_are_refused_and_nothing_is_kept(client, data, kind):
    table = finished_pad(client)
    refused = put_photo(table, table.host, data, kind)
    assert refused.status_code == 415 and refused.mimetype == "application/problem+json"
    assert get_photo(table, table.host).status_code == 404


def test_only_the_host_or_the_sender_replaces_or_removes_a_photo(any_client):
    table = finished_pad(any_client)
    photo = tagged("JPEG")
    assert put_photo(table, table.seat(0), photo).status_code == 200
    first = get_photo(table, table.host).data
    for attempt in (lambda: put_photo(table, table.seat(1), tagged("PNG"), "image/png"),
                    lambda: delete_photo(table, table.seat(1))):
        refused = attempt()
        assert refused.status_code == 403 and refused.mimetype == "application/problem+json"
        assert get_photo(table, table.host).data == first  # Bob can neither replace nor remove Ann's photo
    spectator = bearer(table.created["spectator_token"])
    assert put_photo(table, spectator, photo).status_code == 403
    assert delete_photo(table, spectator).status_code == 403
    assert delete_photo(table, {}).status_code == 401
    assert put_photo(table, table.host, tagged("PNG"), "image/png").status_code == 200  # the host may
    assert put_photo(table, table.seat(0), photo).status_code == 403  # and then it is the host's
    assert delete_photo(table, table.host).status_code == 204


def test_photos_sent_are_rate_limited_per_client_before_any_decoding(app, client, monkeypatch):
    """Each photo costs a decoding and up to two encodings (a large WebP, seconds of a worker's
    CPU): PHOTO_RATE_LIMIT a window per client address, refused with 429 before the bytes are read."""
    app.config["PHOTO_RATE_LIMIT"] = 3
    table = finished_pad(client)
    decoded: list[str] = []
    real = photo_views.rewritten
    monkeypatch.setattr(photo_views, "rewritten", lambda data, kind: (decoded.append(kind), real(data, kind))[1])
    answers = [put_photo(table, table.host, tagged("JPEG")) for _ in range(4)]
    assert [a.status_code for a in answers] == [200, 200, 200, 429]
    assert len(decoded) == 3  # the refused one was never decoded
    refused = answers[-1]
    assert refused.mimetype == "application/problem+json" and "photos" in refused.headers["RateLimit-Policy"]
    assert int(refused.headers["Retry-After"]) >= 1
    other = client.put(f"/api/v1/tables/{table.id}/photo", data=tagged("JPEG"),
                       headers={**table.host, "Content-Type": "image/jpeg"}, environ_base={"REMOTE_ADDR": "10.0.0.2"})
    assert other.status_code == 200  # another address has its own count


def test_the_limit_is_262144_bytes_through_gunicorn(tmp_path: Path):
    """The docs say "more than 256 KiB (262,144 bytes): 413": under the Procfile's gunicorn (and its
    body deadline, which reads a photo up front), 262,144 bytes are taken and 262,145 refused."""
    with finished_table_under_gunicorn(tmp_path) as (port, table):
        photo = tagged("JPEG")

        def put(size: int) -> int:
            body = photo + b"\x00" * (size - len(photo))
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
            conn.request("PUT", f"/api/v1/tables/{table['id']}/photo", body=body,
                         headers={"Content-Type": "image/jpeg", "Authorization": f"Bearer {table['host_token']}"})
            status = conn.getresponse().status
            conn.close()
            return status

        assert (put(PHOTO_MAX_BYTES), put(PHOTO_MAX_BYTES + 1)) == (200, 413)
        assert PHOTO_MAX_BYTES == 262_144


def test_photos_kept_as_sent_by_an_older_release_are_written_again_by_the_migration(database, clock):
    """Migration step 11 (api/store/migrations.py rewritten_photos): a photo stored byte for byte before
    this release loses its GPS position and what followed it; one the server would refuse now (a
    header of 50,000 x 50,000 pixels) is removed; on both databases, read back through the API."""
    settings = {**APP_SETTINGS, **database, "CLOCK": clock}
    app = create_app(settings)
    client = app.test_client()
    tagged_table, bomb_table = finished_pad(client), finished_pad(client)
    for table in (tagged_table, bomb_table):
        assert put_photo(table, table.seat(0), tagged("PNG"), "image/png").status_code == 200
    sent = tagged("JPEG") + b"<html><script>alert(1)</script></html>"
    store = app.extensions["sherwood"].store
    with store.write() as db:  # as an older release kept them: byte for byte, and before step 11
        store._run(db, "UPDATE photos SET content_type = 'image/jpeg', data = ? WHERE table_id = ?",
                   [sent, tagged_table.id])
        store._run(db, "UPDATE photos SET content_type = 'image/jpeg', data = ? WHERE table_id = ?",
                   [jpeg_declaring(50_000, 50_000), bomb_table.id])
        store._run(db, "DELETE FROM schema_version WHERE version >= 11")
    close_app(app)
    app = create_app(settings)  # its start applies step 11
    try:
        client = app.test_client()
        got = get_photo(dataclasses.replace(tagged_table, client=client), tagged_table.host)
        assert got.status_code == 200 and got.mimetype == "image/jpeg"
        assert [word for word in SECRET_WORDS if word in got.data] == []
        found = metadata_of(got.data)
        assert (found["format"], found["info"], found["exif"], found["size"]) == ("JPEG", {}, {}, (20, 40))
        assert got.headers["ETag"] == f'"{hashlib.sha256(got.data).hexdigest()}"'  # the ETag of what is kept
        assert get_photo(dataclasses.replace(bomb_table, client=client), bomb_table.host).status_code == 404
    finally:
        close_app(app)


def test_a_large_photo_keeps_no_other_request_of_its_worker_waiting(tmp_path: Path):
    """Under the Procfile's gevent worker (one worker here, so every request meets the photo's), a WebP
    of 12 million pixels takes a second or more to decode and write again; it runs in the hub's thread
    pool (api/request/aside.py, called by api/resources/photos.py), and the worker's other requests answer meanwhile."""
    with finished_table_under_gunicorn(tmp_path, workers=1) as (port, table):  # one worker: every request meets the photo
        out = io.BytesIO()
        Image.new("RGB", (4000, 3000), (10, 120, 200)).save(out, format="WEBP", quality=5)
        photo = out.getvalue()
        assert len(photo) < PHOTO_MAX_BYTES
        upload: dict[str, float] = {}

        def put() -> None:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            conn.request("PUT", f"/api/v1/tables/{table['id']}/photo", body=photo,
                         headers={"Content-Type": "image/webp", "Authorization": f"Bearer {table['host_token']}"})
            upload["status"] = conn.getresponse().status
            upload["ended"] = time.monotonic()
            conn.close()

        sender = threading.Thread(target=put)
        sender.start()
        time.sleep(0.05)
        answered: list[float] = []  # when each request the worker answered meanwhile came back
        while sender.is_alive() and len(answered) < 50:
            assert http_json(port, "GET", "/api/v1/games")[0] == 200
            answered.append(time.monotonic())
            time.sleep(0.02)
        sender.join(60)
        assert upload["status"] == 200
        # Not a timing threshold: a worker blocked by the decoding answers nothing until the photo is
        # written, so none of its answers would come back before the upload's; here several do.
        meanwhile = [at for at in answered if at < upload["ended"]]
        assert len(meanwhile) >= 3, (len(answered), len(meanwhile))
