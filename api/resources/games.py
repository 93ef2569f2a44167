"""GET /games: what can be played, with each game's options, moves and rulings."""
from __future__ import annotations

import re
from typing import Any

from flask import g
from flask.views import MethodView
from flask_smorest import Blueprint

import engine

from engine.messages import msg

from ..request.context import bearer_token, services
from ..words.descriptions import worded
from ..web.http import conditional
from ..web.paths import PRESET_NAME_PATTERN
from ..web.errors import ErrorSchema, abort, refusals_as_422
from ..words.i18n import request_language, say, words_or
from ..request.limits import rate_limit
from ..web.schemas import GameBriefSchema, GameChoiceSchema, GameSchema, GameSummarySchema, PresetNameSchema, PresetSchema
from ..store import Conflict, hash_token

PRESET_NAME = re.compile(PRESET_NAME_PATTERN)  # the whole name (fullmatch): no newline after it

blp = Blueprint("games", __name__, url_prefix="/api/v1/games", description="The games the engine knows")


def game_or_404(game_id: str) -> engine.Game:
    game = engine.get(game_id)
    if game is None:
        abort(404, message=msg("api-no-game", game=repr(game_id)))
    return game


def describe(game: engine.Game) -> dict[str, Any]:
    """The game as GET /games gives it, its words in the request's language: the title, the
    descriptions and names (api/words/descriptions.py), the rulings and decisions."""
    language = request_language()
    return {**worded(game, language), "rulings_url": f"/rulings#{game.id}",
            "rulings": {rule: say(words_or(game.ruling_words(rule), text)) for rule, text in game.rulings.items()},
            "decisions": [say(words_or(game.decision_words(index), text)) for index, text in enumerate(game.decisions)],
            "ruling_phases": [{"phase": phase, "title": say(msg(f"phase-{phase}")), "rulings": list(rules)}
                              for phase, rules in game.rulings_by_phase()]}


@blp.route("")
class Games(MethodView):
    @conditional
    @blp.doc(operationId="listGames", security=[])
    @blp.response(200, GameSummarySchema(many=True))
    def get(self) -> list[dict[str, Any]]:
        """Every game: id, title, player range, options schema, move types, rulings

        The decisions taken where the rules are silent are left out: GET /games/{id} has them.
        """
        return [describe(game) for game in engine.all_games()]


@blp.route("/briefs")
class GameBriefs(MethodView):
    @conditional
    @blp.doc(operationId="listGameBriefs", security=[])
    @blp.response(200, GameChoiceSchema(many=True))
    def get(self) -> list[dict[str, Any]]:
        """Every game in brief, for choosing one and setting up its table

        Each game as GET /games/{id}/brief gives it (title, player range, options and moves) with
        what a new table's form offers (presets, the rulebook's setup tables), without the rulings:
        about half of GET /games. The phone's home page and new-table form read this one.
        """
        language = request_language()
        return [worded(game, language) for game in engine.all_games()]


@blp.route("/<string(maxlength=60):game_id>")
class GameById(MethodView):
    @conditional
    @blp.doc(operationId="getGame", security=[])
    @blp.response(200, GameSchema)
    @blp.alt_response(404, schema=ErrorSchema, description="No such game")
    def get(self, game_id: str) -> dict[str, Any]:
        """One game

        Its options, its moves (each with its JSON Schema: the spec's `<Game>Move` components
        say the same), its rulings and the decisions taken where the rules are silent.
        """
        return describe(game_or_404(game_id))


@blp.route("/<string(maxlength=60):game_id>/brief")
class GameBrief(MethodView):
    @conditional
    @blp.doc(operationId="getGameBrief", security=[])
    @blp.response(200, GameBriefSchema)
    @blp.alt_response(404, schema=ErrorSchema, description="No such game")
    def get(self, game_id: str) -> dict[str, Any]:
        """One game in brief, for a table's screen

        Its title, player range, options and moves as GET /games/{id} gives them, without the
        rulings and decisions (about half its size): the phone's table page reads this one.
        """
        return worded(game_or_404(game_id), request_language())


@blp.route("/<string(maxlength=60):game_id>/presets")
class Presets(MethodView):
    @conditional
    @blp.doc(operationId="listPresets", security=[])
    @blp.response(200, PresetNameSchema(many=True))
    @blp.alt_response(404, schema=ErrorSchema, description="No such game")
    def get(self, game_id: str) -> list[dict[str, Any]]:
        """Names of the presets saved for a game (e.g. a card catalogue), newest first

        Presets are shared by everyone using this server; read one with GET .../presets/{name}.
        """
        return services().store.preset_names(game_or_404(game_id).id)


@blp.route("/<string(maxlength=60):game_id>/presets/<string(maxlength=40):name>")
class PresetByName(MethodView):
    # Before the body is read (api/request/context.py authenticate_first): the rate limit and who saves.
    authenticate = {"PUT": lambda game_id, name: preset_saver(game_id)}

    @conditional
    @blp.doc(operationId="getPreset", security=[])
    @blp.response(200, PresetSchema)
    @blp.alt_response(404, schema=ErrorSchema, description="No such game or preset")
    def get(self, game_id: str, name: str) -> dict[str, Any]:
        """A saved preset, to pre-fill a new table's options

        Its data goes into the option named by the game's `preset_option`.
        """
        data = services().store.preset(game_or_404(game_id).id, name)
        if data is None:
            abort(404, message=msg("api-no-preset", name=repr(name)))
        return {"data": data}

    @blp.doc(operationId="savePreset", security=[{"bearerAuth": []}])
    @blp.arguments(PresetSchema())
    @blp.response(200, PresetSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="No token, or one that opens no live table")
    @blp.alt_response(403, schema=ErrorSchema, description="A spectator token, or a table of another game")
    @blp.alt_response(404, schema=ErrorSchema, description="No such game")
    @blp.alt_response(409, schema=ErrorSchema, description="Someone else saved a preset under that name")
    @blp.alt_response(429, schema=ErrorSchema, description="Too many preset writes from this client")
    def put(self, body: dict[str, Any], game_id: str, name: str) -> dict[str, Any]:
        """Save a preset under a name (or replace your own); the game checks it first

        Saving needs the token of the host or a player of a live table of this
        game (`Authorization: Bearer <token>`). A preset belongs to the token
        that saved it: only that token may replace it (a rematch keeps the
        tokens, so its host may too); anyone else gets 409 and saves a copy
        under another name. Presets are read by everyone using this server:
        they hold card numbers, never anything about a player.
        """
        game, owner = game_or_404(game_id), g.preset_owner
        if not PRESET_NAME.fullmatch(name):
            abort(422, message=msg("api-preset-name"), errors={"name": [msg("api-preset-name-invalid")]})
        with refusals_as_422():
            data = engine.validate_preset(game, body["data"])
        try:
            services().store.save_preset(game.id, name, data, services().clock(), owner_hash=owner)
        except Conflict as conflict:
            abort(409, message=conflict.message)
        return {"data": data}


def preset_saver(game_id: str) -> None:
    """Before the body is read: the rate limit, then who saves (``g.preset_owner``) or the 401/403."""
    rate_limit("presets")
    g.preset_owner = preset_owner(game_or_404(game_id))


def preset_owner(game: engine.Game) -> str:
    """The hash of the token saving a preset, or the 401/403 that says why it may not."""
    token = bearer_token()
    if not token:
        abort(401, message=msg("api-preset-token"))
    svc = services()
    access = svc.store.token_access_for_game(token, game.id)
    if access is None and svc.store.token_known(token):
        abort(403, message=msg("api-token-other-game", game=game.title_words()))
    if access is None or access.expires_at < svc.clock():
        abort(401, message=msg("api-token-no-live-table"))
    if access.role == "spectator":
        abort(403, message=msg("api-spectator-cannot", what="preset"))
    return hash_token(token)
