import json

import pytest

import engine
from engine.game import Game
from tests.helpers import english


def test_registry_lists_the_built_in_score_pad():
    assert "score-pad" in [g.id for g in engine.all_games()]
    assert engine.get("score-pad").title == "Score pad"
    assert engine.get("no-such-game") is None


def test_a_game_id_cannot_be_registered_twice():
    class Dup(Game):
        id = "score-pad"

    with pytest.raises(ValueError):
        engine.register(Dup())


def test_every_game_describes_itself_as_json():
    for game in engine.all_games():
        described = game.describe()
        assert json.loads(json.dumps(described)) == described
        assert described["min_players"] <= described["max_players"]
        assert described["rulings"], f"{game.id} lists no rulings"


def test_unknown_move_type_is_refused_with_the_known_ones():
    pad = engine.get("score-pad")
    with pytest.raises(engine.RuleError) as caught:
        engine.validate_move(pad, {"type": "teleport"})
    assert "add" in english(caught.value) and caught.value.errors == {"type": [caught.value.message]}


def test_move_without_type_is_refused():
    with pytest.raises(engine.RuleError):
        engine.validate_move(engine.get("score-pad"), {"points": 3})


def test_no_move_field_collides_with_a_field_the_platform_reads():
    # The API takes `seat` (and `type`, `expected_version`) out of a
    # move body before the game sees it; a game field of that name is unreachable.
    from engine.game import PLATFORM_MOVE_FIELDS

    for game in engine.all_games():
        for name, spec in game.moves.items():
            # What the game declares (the published schema adds the platform's own `at_random` to a drawable move).
            assert not set(spec.fields) & PLATFORM_MOVE_FIELDS, f"{game.id} {name}"
            published = set(spec.describe()["schema"]["properties"]) & PLATFORM_MOVE_FIELDS
            assert published == ({"at_random"} if spec.drawable else set()), f"{game.id} {name}"


def test_a_game_declaring_a_platform_field_is_refused_at_registration():
    from engine.fields import Int
    from engine.game import MoveSpec

    class Clash(Game):
        id = "clash-test"
        moves = {"pick": MoveSpec("pick", {"seat": Int()})}

    with pytest.raises(ValueError, match="platform reads itself"):
        engine.register(Clash())
    assert engine.get("clash-test") is None


def test_a_game_declaring_a_move_without_its_method_is_refused_at_registration():
    # Game.apply dispatches a move to move_<type>; a declared move without one could never be played.
    from engine.game import MoveSpec

    class Unplayable(Game):
        id = "unplayable-test"
        moves = {"pick": MoveSpec("pick"), "draw": MoveSpec("draw")}

        def move_pick(self, state, move, seat):
            return {}

    with pytest.raises(ValueError, match=r"declares a move 'draw' but has no method move_draw\(\)"):
        engine.register(Unplayable())
    assert engine.get("unplayable-test") is None


def test_a_game_ending_with_a_ruling_it_does_not_list_is_refused_at_registration():
    class Unlisted(Game):
        id = "unlisted-end-test"
        rulings = {"U1": "One rule."}
        over_rule = "U2"

    with pytest.raises(ValueError, match="ruling 'U2', which it does not list"):
        engine.register(Unlisted())
    assert engine.get("unlisted-end-test") is None


def test_every_game_has_a_method_for_each_move_and_lists_the_ruling_that_ends_it():
    for game in engine.all_games():
        for name in game.moves:
            assert callable(getattr(game, f"move_{name}", None)), f"{game.id} {name}"
        assert game.over_rule in game.rulings, game.id
