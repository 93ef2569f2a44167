import io

import png

from tests.helpers import make_table


def test_qr_svg_and_png_encode_the_join_url(client):
    table = make_table(client)
    svg = client.get(f"/api/v1/tables/{table.id}/qr.svg")
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml" and b"<svg" in svg.data
    png_response = client.get(f"/api/v1/tables/{table.id}/qr.png")
    assert png_response.mimetype == "image/png"
    width, height, _rows, _info = png.Reader(file=io.BytesIO(png_response.data)).read()
    assert width == height and width >= 200


def test_qr_of_an_unknown_table_is_404(client):
    assert client.get("/api/v1/tables/nope/qr.svg").status_code == 404
    assert client.get("/api/v1/tables/nope/qr.png").status_code == 404
