"""Is this server up? For a load balancer, a container's health check or an uptime monitor.

``GET /api/v1/health`` asks the database one question (its schema's version) and answers 200 when it
answers with the schema this server expects; 503 with problem details and Retry-After otherwise. It
needs no token, reads no table and is never cached. Several instances on one PostgreSQL answer alike.
"""
from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from engine.messages import msg

from ..request.context import services
from ..store.migrations import latest_version
from ..web.errors import ErrorSchema, abort
from ..web.http import PUBLIC
from ..web.schemas import HealthSchema

blp = Blueprint("health", __name__, url_prefix="/api/v1/health", description="Whether the server is up")
RETRY_SECONDS = 5


@blp.route("")
class Health(MethodView):
    @blp.doc(operationId="getHealth", security=PUBLIC)
    @blp.response(200, HealthSchema, headers={"Cache-Control": {"schema": {"type": "string"},
                                                               "description": "no-store: every check asks again"}})
    @blp.alt_response(503, schema=ErrorSchema, description="The database does not answer, or holds another schema",
                      headers={"Retry-After": {"schema": {"type": "integer"}, "description": "Seconds before asking again"}})
    def get(self) -> Any:
        """Whether the server and its database answer

        200 `{"status": "ok", ...}` when the database answers with the schema
        this server expects; 503 otherwise. No token; never cached.
        """
        expected = latest_version()
        try:
            found = services().store.schema_version()
        except Exception:  # any database failure is the answer, not a 500: that is what the check is for
            found = None
        if found != expected:
            abort(503, message=msg("api-unhealthy"), headers={"Retry-After": str(RETRY_SECONDS), "Cache-Control": "no-store"})
        return {"status": "ok", "database": services().store.kind, "schema_version": found}, 200, {"Cache-Control": "no-store"}
