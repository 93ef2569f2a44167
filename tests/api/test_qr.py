import io

import png

from tests.helpers import bearer, make_table


def test_qr_svg_and_png_encode_the_join_url(client):
    table = make_table(client)
    svg = client.get(f"/api/v1/tables/{table.id}/qr.svg", headers=table.host)
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml" and b"<svg" in svg.data
    png_response = client.get(f"/api/v1/tables/{table.id}/qr.png", headers=table.host)
    assert png_response.mimetype == "image/png"
    width, height, _rows, _info = png.Reader(file=io.BytesIO(png_response.data)).read()
    assert width == height and width >= 200


def test_qr_is_for_the_host_and_seated_players_only(pad):
    """The QR code carries the join code, which spectators are not shown."""
    spectator = bearer(pad.created["spectator_url"].split("#")[1])
    for kind in ("svg", "png"):
        path = f"/api/v1/tables/{pad.id}/qr.{kind}"
        assert pad.client.get(path).status_code == 401
        assert pad.client.get(path, headers=bearer("not-a-token")).status_code == 401
        refused = pad.client.get(path, headers=spectator)
        assert refused.status_code == 403 and "not the big screen" in refused.json["detail"]
        assert pad.client.get(path, headers=pad.host).status_code == 200
        assert pad.client.get(path, headers=pad.seat(1)).status_code == 200


def test_qr_with_another_tables_token_is_forbidden(client, pad):
    other = make_table(client)
    assert client.get(f"/api/v1/tables/{pad.id}/qr.svg", headers=other.host).status_code == 403


def test_qr_of_an_unknown_table_is_refused(client, pad):
    assert client.get("/api/v1/tables/nope/qr.svg").status_code == 401
    assert client.get("/api/v1/tables/nope/qr.png", headers=pad.host).status_code == 403
