"""Sherwood Table's HTTP API: ``create_app()`` builds it.

The API knows no game rules: it stores tables and their logs, checks who may
act, and asks the engine (``engine``) everything else.
"""
from __future__ import annotations

import os
import time
from typing import Any, Callable, Mapping

from flask import Flask
from flask.json.provider import DefaultJSONProvider

import engine

from .web import contract, cors
from .web.cors import add_language_headers
from .web.examples import document_examples, recorded_examples
from .web.schemas import TableEventSchema
from .web.http import answer_conditionally, document_conditional, document_idempotent_creations, document_sent_headers
from .request.context import Services
from .web.errors import SherwoodApi
from .request.limits import (BodyDeadline, add_rate_limit_headers, allow_offline_tables, refuse_bodies_not_json,
                             refuse_deep_json)
from .store.photos import PHOTO_MAX_BYTES
from .live.notify import Notifier, PostgresNotifier
from .live.siblings import Siblings
from .request.context import authenticate_first
from .web.paths import document_converters, register_converters, routing_first
from .operator.purge import PurgeSchedule
from .store import AnyStore, StreamLimits, is_postgres_url, open_store
from .live.streams import StreamLeases
from .operator.upgrade import refresh_outdated_snapshots

DEFAULTS: dict[str, Any] = {
    "DATABASE": os.path.join("data", "sherwood.db"),  # the SQLite file, unless DATABASE_URL names PostgreSQL
    "DATABASE_URL": None,  # postgresql://... (or postgres://...): use PostgreSQL instead of SQLite
    "DATABASE_POOL_SIZE": 10,  # PostgreSQL connections per worker process
    "DATABASE_POOL_TIMEOUT": 3.0,  # seconds a request waits for a PostgreSQL connection before 503
    "SQLITE_SYNCHRONOUS": "NORMAL",  # OFF, NORMAL, FULL or EXTRA: what a commit survives (docs/deploy.md)
    "GROUP_COMMIT": True,  # SQLite: writes arriving together share one COMMIT (api/store/sqlite.py)
    "TABLE_TTL_SECONDS": 7 * 24 * 3600,
    "JOIN_RATE_LIMIT": 20,  # attempts per client per window
    "JOIN_RATE_WINDOW": 60.0,
    "CREATE_RATE_LIMIT": 30,  # new tables per client per window
    "CREATE_RATE_WINDOW": 60.0,
    "PRESET_RATE_LIMIT": 10,  # preset saves per client per window
    "PRESET_RATE_WINDOW": 60.0,
    "PEOPLE_RATE_LIMIT": 30,  # POST /people/stats per client per window (each reads up to 100 tables)
    "PEOPLE_RATE_WINDOW": 60.0,
    # PUT .../photo per client per window: each photo is decoded and written again (api/store/photos.py),
    # up to a second or two of a worker's CPU for a large one, during which its other streams wait.
    "PHOTO_RATE_LIMIT": 10,
    "PHOTO_RATE_WINDOW": 60.0,
    # POST /offline-tables per client per window: each upload is a whole evening entered again (its undos
    # and corrections a replay each, seconds of CPU at the most), and a phone uploads a table once.
    "OFFLINE_RATE_LIMIT": 10,
    "OFFLINE_RATE_WINDOW": 600.0,
    "PROXY_HOPS": 0,  # proxies in front that set X-Forwarded-For/-Proto (werkzeug's ProxyFix); 0: none believed
    "MAX_CONTENT_LENGTH": 64 * 1024,
    "MAX_PHOTO_BYTES": PHOTO_MAX_BYTES,
    # POST /offline-tables only: a whole evening's log played without a server (api/resources/offline.py)
    "MAX_OFFLINE_TABLE_BYTES": 1024 * 1024,  # PUT .../photo only (api/store/photos.py); every other body: MAX_CONTENT_LENGTH
    "MAX_JSON_DEPTH": 32,  # lists and objects in a request body; the deepest real move needs about 6
    "BODY_TIMEOUT_SECONDS": 5.0,  # the whole request body must arrive within this (gunicorn's gevent worker)
    "PURGE_INTERVAL_SECONDS": 600.0,  # expired tables are deleted this often (api/operator/purge.py); 0: only on create
    "STREAM_TICKET_SECONDS": 30.0,  # an unused live-update ticket expires after this
    # A used ticket opens the stream again (EventSource reconnecting by itself) within EVENTS_MAX_SECONDS +
    # STREAM_TICKET_SECONDS of its last use, at most this many times and for at most this long after it was issued.
    "STREAM_TICKET_USES": 20,
    "STREAM_TICKET_LIFETIME_SECONDS": 3600.0,
    # Entries a reconnecting stream sends of what it missed (Last-Event-ID); beyond them one `gap` event
    # says to read GET .../moves?since= instead.
    "EVENTS_CATCH_UP_ENTRIES": 100,
    # Live-update streams open at once (api/live/streams.py), counted in the database: a phone needs one
    # per table it shows; a big screen's link may be shared by a few screens; a venue's phones may
    # share one address behind its router.
    "STREAMS_PER_TOKEN": 10,
    "STREAMS_PER_TABLE": 50,
    "STREAMS_PER_ADDRESS": 250,
    "STREAM_LEASE_SECONDS": 60.0,  # a killed worker's streams stop counting after this
    "EVENTS_MAX_SECONDS": 300.0,
    "EVENTS_KEEPALIVE_SECONDS": 15.0,
    "NOTIFY_POLL_SECONDS": 0.1,
    "NOTIFY_SIBLINGS": True,  # SQLite: a worker's commit told to the others at once (api/live/siblings.py)
    "PUBLIC_URL": None,
    "CLOCK": time.time,
    "API_TITLE": "Sherwood Table",
    "API_VERSION": "1",
    "OPENAPI_VERSION": "3.1.0",
    "HOT_PATHS": True,  # api/resources/hot.py answers plain moves and 304 table reads without Flask's dispatch
    "OPENAPI_URL_PREFIX": "/api",
    # Browser tools on other origins may call /api/: tokens are bearer headers, no
    # cookies, so any origin is safe by default. A comma-separated list narrows it.
    "CORS_ORIGINS": "*",
    "CORS_MAX_AGE": 24 * 3600,  # seconds a browser keeps a preflight's answer
    "OPENAPI_JSON_PATH": "openapi.json",
    "OPENAPI_SWAGGER_UI_PATH": "docs",
    "OPENAPI_SWAGGER_UI_URL": "/api/docs/static/",
    "PSEUDO_LOCALE": False,  # api/words/pseudo.py: the accented, lengthened English the browser tests read
    # api/resources/pwa.py serves the PWA's modules bundled (pwa/bundle/, while current) and its stylesheets
    # without comments; off, both as written.
    "MINIFY": True,
}

def switched_on(value: str) -> bool:
    """An environment switch: anything but 0, false or no turns it on."""
    return value.strip().lower() not in ("0", "false", "no")


# Environment variables a deployment may set (docs/deploy.md, "Configuration").
ENVIRONMENT: dict[str, tuple[str, Callable[[str], Any]]] = {
    "SHERWOOD_DB": ("DATABASE", str),
    "DATABASE_URL": ("DATABASE_URL", str),
    "SHERWOOD_DB_POOL_SIZE": ("DATABASE_POOL_SIZE", int),
    "SHERWOOD_DB_POOL_TIMEOUT": ("DATABASE_POOL_TIMEOUT", float),
    "SHERWOOD_SQLITE_SYNCHRONOUS": ("SQLITE_SYNCHRONOUS", str),
    "SHERWOOD_GROUP_COMMIT": ("GROUP_COMMIT", switched_on),
    "SHERWOOD_NOTIFY_SIBLINGS": ("NOTIFY_SIBLINGS", switched_on),
    "SHERWOOD_TABLE_TTL": ("TABLE_TTL_SECONDS", float),
    "SHERWOOD_PURGE_INTERVAL": ("PURGE_INTERVAL_SECONDS", float),
    "SHERWOOD_PUBLIC_URL": ("PUBLIC_URL", str),
    "SHERWOOD_JOIN_RATE_LIMIT": ("JOIN_RATE_LIMIT", int),
    "SHERWOOD_CREATE_RATE_LIMIT": ("CREATE_RATE_LIMIT", int),
    "SHERWOOD_PRESET_RATE_LIMIT": ("PRESET_RATE_LIMIT", int),
    "SHERWOOD_PEOPLE_RATE_LIMIT": ("PEOPLE_RATE_LIMIT", int),
    "SHERWOOD_PHOTO_RATE_LIMIT": ("PHOTO_RATE_LIMIT", int),
    "SHERWOOD_OFFLINE_RATE_LIMIT": ("OFFLINE_RATE_LIMIT", int),
    "SHERWOOD_STREAMS_PER_TOKEN": ("STREAMS_PER_TOKEN", int),
    "SHERWOOD_STREAMS_PER_TABLE": ("STREAMS_PER_TABLE", int),
    "SHERWOOD_STREAMS_PER_ADDRESS": ("STREAMS_PER_ADDRESS", int),
    "SHERWOOD_PROXY_HOPS": ("PROXY_HOPS", int),
    "SHERWOOD_BODY_TIMEOUT": ("BODY_TIMEOUT_SECONDS", float),
    "SHERWOOD_CORS_ORIGINS": ("CORS_ORIGINS", str),
    "SHERWOOD_MINIFY": ("MINIFY", switched_on),
    # "1": also speak the pseudo-locale en-XA (api/words/pseudo.py), for tests that look for words left in English.
    "SHERWOOD_PSEUDO_LOCALE": ("PSEUDO_LOCALE", switched_on),
}

API_DESCRIPTION = """\
Sherwood Table keeps the score, the log and the rules of card games played
with real cards. Create a table, join it by code, send moves; the engine
refuses illegal ones with 422 and the ruling id in `rule`.
Errors are RFC 9457 problem details (`application/problem+json`): `type` (a stable URN:
`urn:sherwood-table:problem:<message id>`, or `urn:sherwood-table:ruling:<game>-<rule>`), `title`
and `detail` (in the request's Accept-Language; `detail` a sentence for players), `status`,
`instance`, and `rule` with `ruling_url` (the rulings page's anchor), `errors`, `broken` and
`message` (the sentence's `{id, args}`; its ids are listed in the `Message` schema)."""


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    app = Flask(__name__, static_folder=None)
    app.config.from_mapping(DEFAULTS)
    for variable, (key, kind) in ENVIRONMENT.items():
        if os.environ.get(variable):
            app.config[key] = kind(os.environ[variable])
    if config:
        app.config.update(config)
        if "DATABASE" in config and "DATABASE_URL" not in config:
            app.config["DATABASE_URL"] = None  # a SQLite file named by the caller wins over the environment
    if isinstance(app.json, DefaultJSONProvider):
        app.json.sort_keys = False  # answers keep the engine's order of keys

    from .resources.offline_files import bp as offline_files_bp
    from .resources.pwa import bp as pwa_bp, serves_bundle, service_worker_source, shell_version

    app.config["BUNDLED"] = serves_bundle(app.config, app.logger)
    if "SHELL_VERSION" not in app.config:
        app.config["SHELL_VERSION"] = shell_version(app.config["BUNDLED"])
    app.config["SERVICE_WORKER"] = service_worker_source(app.config["SHELL_VERSION"], app.config["BUNDLED"])
    url = app.config["DATABASE_URL"]
    store = open_store(app.config["DATABASE"], url, pool_size=app.config["DATABASE_POOL_SIZE"],
                       synchronous=app.config["SQLITE_SYNCHRONOUS"], pool_timeout=app.config["DATABASE_POOL_TIMEOUT"],
                       group_commit=app.config["GROUP_COMMIT"])
    refresh_outdated_snapshots(store, app.config["CLOCK"]())
    notifier: Notifier
    if is_postgres_url(url):  # every process hears every commit's NOTIFY
        notifier = PostgresNotifier(store, interval=app.config["NOTIFY_POLL_SECONDS"])
    else:
        notifier = Notifier(store, interval=app.config["NOTIFY_POLL_SECONDS"],
                            siblings=Siblings.of(app.config["DATABASE"]) if app.config["NOTIFY_SIBLINGS"] else None)
    app.extensions["sherwood"] = Services(
        store=store,
        notifier=notifier,
        clock=app.config["CLOCK"],
        purge=scheduled_purge(app, store),
        streams=StreamLeases(store, app.config["CLOCK"], stream_limits(app.config),
                             float(app.config["STREAM_LEASE_SECONDS"])),
    )

    if is_postgres_url(url):
        import psycopg

        from .web.errors import database_unavailable

        app.register_error_handler(psycopg.OperationalError, database_unavailable)
        app.extensions["sherwood.unavailable"] = (psycopg.OperationalError, database_unavailable)
    register_converters(app)  # before any route names them
    api = SherwoodApi(app, spec_kwargs=spec_kwargs(app.config))
    document_converters(api)
    app.extensions["sherwood.api"] = api
    contract.register(api, engine.all_games())
    from .resources import calculators, corrections, games, health, join, offline, people, photos, results, seats, tables, words

    for blueprint in (health.blp, games.blp, tables.blp, offline.blp, join.blp, seats.blp, corrections.blp, results.blp, photos.blp, people.blp, words.blp,
                      *calculators.blueprints()):
        api.register_blueprint(blueprint)
    # The JSON of a live-update event: no answer's body, the data of GET .../events' Server-Sent Events.
    api.spec.components.schema("TableEvent", schema=TableEventSchema)
    contract.register_game_answers(api, engine.all_games())  # after every component naming an answer
    contract.document_request_defaults(api)  # after every request body is in the spec
    contract.document_enforced_constraints(api, engine.all_games())  # and what the views check across fields
    document_conditional(api.spec._paths)  # after every blueprint: the operations they marked conditional
    document_idempotent_creations(api.spec._paths)  # and those that keep their first answer to a key
    document_sent_headers(api.spec)  # once every response is in the spec
    document_examples(api.spec._paths, recorded_examples())  # last: the examples go into the finished operations
    app.register_blueprint(pwa_bp)
    app.register_blueprint(offline_files_bp)
    app.extensions["sherwood.cors"] = cors.enable(app)
    # In this order: the method and address (405, 404), who asks (401, 403, 410), then the body.
    app.before_request(routing_first)
    app.before_request(authenticate_first)
    app.before_request(allow_offline_tables)  # before anything reads a body
    app.before_request(refuse_bodies_not_json)
    app.before_request(refuse_deep_json)
    app.after_request(add_rate_limit_headers)
    app.after_request(add_language_headers)
    app.after_request(answer_conditionally)  # runs first (after_request is called in reverse): tags the body as sent
    if app.config["HOT_PATHS"]:
        from .resources.hot import HotPaths

        app.wsgi_app = HotPaths(app, app.wsgi_app)  # type: ignore[method-assign]
    if app.config["PROXY_HOPS"]:
        # Only when the deployment says a proxy is there: otherwise any client could name
        # its own address in X-Forwarded-For and escape the rate limits. Never X-Forwarded-Host:
        # links are built from SHERWOOD_PUBLIC_URL or the listening address, never a header.
        from werkzeug.middleware.proxy_fix import ProxyFix

        hops = int(app.config["PROXY_HOPS"])
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops)  # type: ignore[method-assign]
    app.wsgi_app = BodyDeadline(  # type: ignore[method-assign]
        app.wsgi_app, app.config["BODY_TIMEOUT_SECONDS"], app.config["MAX_CONTENT_LENGTH"],
        app.config["MAX_PHOTO_BYTES"], app.config["MAX_OFFLINE_TABLE_BYTES"])
    return app


def stream_limits(config: Mapping[str, Any]) -> StreamLimits:
    return StreamLimits(per_token=int(config["STREAMS_PER_TOKEN"]), per_table=int(config["STREAMS_PER_TABLE"]),
                        per_address=int(config["STREAMS_PER_ADDRESS"]))


def scheduled_purge(app: Flask, store: AnyStore) -> PurgeSchedule | None:
    """The worker's purge of expired tables (api/operator/purge.py), unless PURGE_INTERVAL_SECONDS is 0."""
    interval = float(app.config["PURGE_INTERVAL_SECONDS"])
    if interval <= 0:
        return None
    windows = (app.config[key] for key in ("JOIN_RATE_WINDOW", "CREATE_RATE_WINDOW", "PRESET_RATE_WINDOW",
                                           "PEOPLE_RATE_WINDOW", "PHOTO_RATE_WINDOW",
                                           "OFFLINE_RATE_WINDOW"))
    return PurgeSchedule(store, app.config["CLOCK"], interval, keep_attempts=max(windows))


def spec_kwargs(config: Mapping[str, Any]) -> dict[str, Any]:
    """The spec's info and servers: the public URL when one is set, else "/", which a reader resolves
    against the address it read the document from (Swagger UI calls the server it is served by, on
    any address and port; the Host header is never trusted to write a URL into it)."""
    if config["PUBLIC_URL"]:
        server = {"url": str(config["PUBLIC_URL"]).rstrip("/"),
                  "description": "This server (generated clients may take another base URL)"}
    else:
        server = {"url": "/", "description": "The server this document was read from (a generated client"
                                             " is given its base URL)"}
    return {"info": {"description": API_DESCRIPTION, "contact": {"name": "Sherwood Table"}},
            "servers": [server]}


def close_app(app: Flask) -> None:
    """Let go of an app's database connections and its live-update watcher.

    gunicorn's ``worker_exit`` hook (gunicorn.conf.py) calls it as a worker
    stops: PostgreSQL's pool, left to its finaliser, would complain that
    gevent's hub is already gone. Tests call it for every app they make.
    """
    services = app.extensions["sherwood"]
    if services.purge is not None:
        services.purge.stop()
    services.streams.stop()
    services.notifier.close()
    services.store.close()
