"""HTTP details a tool author expects: RFC 8288 ``Link`` on log pages,
``Location`` on every 201, and RFC 9110's weak comparison for ``If-None-Match``.

Links and locations are paths (relative references, which RFC 8288 and RFC 9110
allow): the server never builds an absolute URL from the request's Host header.
"""
from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from flask import request
from flask_smorest import Blueprint
from werkzeug.http import parse_etags, unquote_etag

LINK_HEADER_DOC = {
    "description": 'RFC 8288 links to the other pages: `<...?page=2&page_size=50>; rel="next"`, '
                   'with `first`, `prev`, `next` and `last` as there are.',
    "schema": {"type": "string"},
}
LOCATION_HEADER_DOC = {"description": "Where the created resource is read", "schema": {"type": "string"}}
ETAG_HEADER_DOC = {"description": "The answer's entity tag, for If-None-Match", "schema": {"type": "string"}}


def etag_matches(etag: str, if_none_match: str) -> bool:
    """Whether an If-None-Match header names ``etag`` by weak comparison (RFC 9110 13.1.2), or is "*".

    >>> etag_matches('"t.3"', 'W/"t.3"'), etag_matches('"t.3"', '"t.2", "t.3"'), etag_matches('"t.3"', '*')
    (True, True, True)
    >>> etag_matches('"t.3"', '"t.2"')
    False
    """
    return parse_etags(if_none_match).contains_weak(etag.strip('"'))


def page_links(path: str, page: int, page_size: int, item_count: int, kept: dict[str, str] | None = None) -> str:
    """The Link header of one page of a paginated list; ``kept``: the request's other query parameters
    (the log's ``since``), which every page keeps.

    >>> page_links("/log", 2, 10, 25)
    '</log?page=1&page_size=10>; rel="first", </log?page=1&page_size=10>; rel="prev", \
</log?page=3&page_size=10>; rel="next", </log?page=3&page_size=10>; rel="last"'
    >>> page_links("/log", 1, 10, 0)
    ''
    >>> page_links("/log", 1, 10, 5, {"since": "7"})
    '</log?since=7&page=1&page_size=10>; rel="first", </log?since=7&page=1&page_size=10>; rel="last"'
    """
    last = (item_count - 1) // page_size + 1 if item_count else 0
    if not last:
        return ""
    wanted = [("first", 1)]
    if 1 < page <= last + 1:
        wanted.append(("prev", min(page - 1, last)))
    if page < last:
        wanted.append(("next", page + 1))
    wanted.append(("last", last))
    return ", ".join(f'<{path}?{urlencode({**(kept or {}), "page": number, "page_size": page_size})}>; rel="{rel}"'
                     for rel, number in wanted)


class LinkedPagesBlueprint(Blueprint):
    """flask-smorest's pagination (the X-Pagination JSON header), plus an RFC 8288 Link header."""

    def _set_pagination_metadata(self, page_params: Any, result: Any, headers: Any) -> Any:
        result, headers = super()._set_pagination_metadata(page_params, result, headers)
        kept = {name: value for name, value in request.args.items() if name not in ("page", "page_size")}
        links = page_links(request.path, page_params.page, page_params.page_size, page_params.item_count, kept)
        if links:
            headers["Link"] = links
        return result, headers

    def _document_pagination_metadata(self, spec: Any, resp_doc: dict[str, Any]) -> None:
        super()._document_pagination_metadata(spec, resp_doc)
        resp_doc["headers"]["Link"] = LINK_HEADER_DOC


def etag_matches_strongly(etag: str, if_match: str) -> bool:
    """Whether an If-Match header names ``etag`` by strong comparison (RFC 9110 13.1.1), or is "*":
    a weak tag (W/) never matches, a write needs the exact representation.

    >>> etag_matches_strongly('"t.3"', '"t.3"'), etag_matches_strongly('"t.3"', 'W/"t.3"'), etag_matches_strongly('"t.3"', '*')
    (True, False, True)
    """
    tags = parse_etags(if_match)
    return tags.star_tag or tags.contains(unquote_etag(etag)[0])


def log_entry_location(table_id: str, version: int) -> str:
    """The log page that holds exactly the entry a write created (GET .../moves?page=N&page_size=1)."""
    return f"/api/v1/tables/{table_id}/moves?page={version}&page_size=1"


def table_location(table_id: str) -> str:
    return f"/api/v1/tables/{table_id}"
