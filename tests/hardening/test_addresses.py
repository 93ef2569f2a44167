"""Join links, spectator links and QR codes are built
from the configured public URL or from an address the server listens on, never from the Host
header; when it listens on every interface, that is the LAN address, not loopback."""
from __future__ import annotations

import socket
from urllib.parse import urlsplit

import pytest

import api.web.addresses as addresses
from api import create_app
from api.__main__ import opening_url
from api.web.addresses import is_loopback, outward_address

SCORE_PAD = {"game": "score-pad", "options": {"players": 2}}


class ConnectionAt:
    """Stands in for gunicorn's ``gunicorn.socket``: the local end of the client's connection."""

    def __init__(self, host: str, port: int) -> None:
        self.name = (host, port)

    def getsockname(self) -> tuple[str, int]:
        return self.name


def as_gunicorn(bound: str, port: int, arrived_at: str | None) -> dict:
    """The environ gunicorn gives: SERVER_NAME/PORT from the listening socket, plus the connection."""
    environ = {"SERVER_NAME": bound, "SERVER_PORT": str(port)}
    if arrived_at is not None:
        environ["gunicorn.socket"] = ConnectionAt(arrived_at, port)
    return environ


def has_default_route() -> bool:
    with open("/proc/net/route") as routes:
        return any(line.split()[1] == "00000000" for line in routes.readlines()[1:] if line.strip())


@pytest.fixture(autouse=True)
def fresh_lan_cache():
    addresses._cache.clear()
    yield
    addresses._cache.clear()


def create(client, **environ) -> dict:
    response = client.post("/api/v1/tables", json=SCORE_PAD, **environ)
    assert response.status_code == 201, response.json
    return response.json


def test_host_header_is_not_reflected_in_links_or_the_qr_code(client):
    normal = create(client)
    evil = create(client, headers={"Host": "evil.example"})
    for body in (normal, evil):
        assert "evil.example" not in body["join_url"] + body["spectator_url"]
    assert urlsplit(evil["join_url"]).netloc == urlsplit(normal["join_url"]).netloc
    # The QR code of the evil request's table encodes the same base as the normal one's.
    host = {"Authorization": f"Bearer {evil['host_token']}"}
    shown = client.get(f"/api/v1/tables/{evil['id']}", headers={**host, "Host": "evil.example"}).json
    assert "evil.example" not in shown["join_url"]
    qr_evil = client.get(f"/api/v1/tables/{evil['id']}/qr.svg", headers={**host, "Host": "evil.example"}).data
    qr_plain = client.get(f"/api/v1/tables/{evil['id']}/qr.svg", headers=host).data
    assert qr_evil == qr_plain


def test_a_unix_socket_deployment_does_not_take_the_host_header_either(client):
    # Behind a unix socket gunicorn copies SERVER_NAME from the Host header: it is not believed.
    body = create(client, headers={"Host": "evil.example:6666"},
                  environ_overrides={"SERVER_NAME": "evil.example", "SERVER_PORT": "6666"})
    assert "evil.example" not in body["join_url"] and ":6666" not in body["join_url"]


def test_join_url_is_not_loopback_when_the_server_listens_on_all_interfaces(client):
    """The host opened http://localhost:8000 on a server bound to 0.0.0.0:8000."""
    body = create(client, headers={"Host": "localhost:8000"},
                  environ_overrides=as_gunicorn("0.0.0.0", 8000, arrived_at="127.0.0.1"))
    join = urlsplit(body["join_url"])
    assert not is_loopback(join.hostname), body["join_url"]
    assert join.hostname == outward_address() and join.port == 8000
    assert join.path == "/join" and join.fragment == body["join_code"]
    assert urlsplit(body["spectator_url"]).hostname == join.hostname


def test_join_url_is_not_loopback_on_an_ipv6_wildcard_either(client):
    body = create(client, environ_overrides=as_gunicorn("::", 8000, arrived_at="::1"))
    assert not is_loopback(urlsplit(body["join_url"]).hostname)


def test_the_address_a_phone_or_laptop_reached_is_used_as_it_is(client):
    body = create(client, environ_overrides=as_gunicorn("0.0.0.0", 8123, arrived_at="192.0.2.50"))
    assert body["join_url"] == f"http://192.0.2.50:8123/join#{body['join_code']}"


def test_a_server_bound_to_loopback_only_links_to_loopback(client):
    # Nothing else can reach it, so loopback is the one honest answer (tests and benchmarks bind so).
    body = create(client, environ_overrides=as_gunicorn("127.0.0.1", 8124, arrived_at="127.0.0.1"))
    assert body["join_url"] == f"http://127.0.0.1:8124/join#{body['join_code']}"


def test_the_lan_address_is_used_when_the_server_cannot_say_where_it_listens(client, monkeypatch):
    monkeypatch.setattr(addresses, "outward_address", lambda: "192.0.2.77")
    monkeypatch.setenv("PORT", "8001")
    body = create(client)  # the test client's SERVER_NAME is "localhost": not an address
    assert body["join_url"] == f"http://192.0.2.77:8001/join#{body['join_code']}"


def test_the_public_url_wins(tmp_path, clock):
    app = create_app({"DATABASE": str(tmp_path / "p.db"), "CLOCK": clock, "PUBLIC_URL": "https://table.example/"})
    body = create(app.test_client(), headers={"Host": "evil.example"},
                  environ_overrides=as_gunicorn("0.0.0.0", 8000, arrived_at="127.0.0.1"))
    assert body["join_url"] == f"https://table.example/join#{body['join_code']}"
    assert body["spectator_url"].startswith(f"https://table.example/watch/{body['id']}#")


def test_outward_address_is_an_address_of_this_machine():
    address = outward_address()
    with socket.socket() as probe:
        probe.bind((address, 0))  # only this machine's own addresses can be bound
    if has_default_route():
        assert not is_loopback(address)
    else:
        assert address == "127.0.0.1"


def test_scripts_serve_prints_the_lan_address(monkeypatch):
    monkeypatch.delenv("SHERWOOD_PUBLIC_URL", raising=False)
    assert opening_url(8000) == f"http://{outward_address()}:8000"
    if has_default_route():
        assert not is_loopback(urlsplit(opening_url(8000)).hostname)
    monkeypatch.setenv("SHERWOOD_PUBLIC_URL", "https://table.example")
    assert opening_url(8000) == "https://table.example"


@pytest.mark.parametrize("host, loopback", [
    ("localhost", True), ("127.0.0.1", True), ("127.1.2.3", True), ("::1", True), ("[::1]", True),
    ("::ffff:127.0.0.1", True), ("app.localhost", True), ("192.168.1.5", False), ("table.example", False),
])
def test_is_loopback(host, loopback):
    assert is_loopback(host) is loopback
