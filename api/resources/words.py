"""A sentence the server said once, worded again in the reader's language now.

Every refusal carries its message (``message``: the catalog id and its placeables) beside its
sentence (``detail``). A phone whose reader changes language sends that message back here and
shows the refusal again in the new words, instead of losing it with the old ones (issue 34).
Nothing is stored or looked up: the answer is only the catalog's wording of what was sent.
"""
from __future__ import annotations

from typing import Any

from flask.views import MethodView
from flask_smorest import Blueprint

from engine.messages import Message, msg

from ..web.errors import ErrorSchema, abort
from ..web.http import PUBLIC
from ..words.i18n import FALLBACK, bundle, say
from ..web.schemas import WordsInSchema, WordsSchema

blp = Blueprint("words", __name__, url_prefix="/api/v1/words", description="Sentences worded again")


@blp.route("")
class Words(MethodView):
    @blp.doc(operationId="wordMessage", security=PUBLIC)
    @blp.arguments(WordsInSchema())
    @blp.response(200, WordsSchema)
    @blp.alt_response(422, schema=ErrorSchema, description="No such message in the catalogs, or malformed")
    def post(self, data: dict[str, Any]) -> dict[str, Any]:
        """Word a message (a refusal's `message`) in the request's language (Accept-Language)

        The phone keeps a refusal's message id and placeables, and asks
        again here when its reader changes language.
        """
        try:
            # args, when sent, is an object (the spec's WordsIn says so): null or a list is refused, not read as {}
            if not isinstance(data["message"].get("args", {}), dict):
                raise TypeError("args is not an object")
            message: Message | None = Message.from_json(data["message"])
        except (KeyError, TypeError, ValueError, AttributeError):
            message = None
        if message is None or not bundle(FALLBACK).has_message(message.id):
            abort(422, message=msg("api-no-such-message"), errors={"message": [msg("api-no-such-message")]})
        return {"text": say(message)}
