"""The score pad's rules SP1-SP4, its private view and purity."""
import json

import pytest

import engine

PAD = engine.get("score-pad")


def new(players=3, goal=None):
    return PAD.setup(engine.validate_options(PAD, {"players": players, "goal": goal}))


def test_options_have_defaults_and_limits():
    # options default to the pad as it was: no sheet, no round limit, highest wins, no teams.
    assert engine.validate_options(PAD, {}) == {"players": 4, "goal": None, "game_name": None, "bgg_id": None,
                                                "sheet": False, "rounds": None, "lowest_wins": False, "teams": None}
    with pytest.raises(engine.RuleError) as caught:
        engine.validate_options(PAD, {"players": 9, "goal": 0})
    assert set(caught.value.errors) == {"players", "goal"}


def test_add_points_to_own_seat():
    state, result = engine.play(PAD, new(), {"type": "add", "points": 7}, seat=2)
    assert state["scores"] == [0, 0, 7]
    assert result == {"seat": 2, "points": 7, "score": 7}


def test_negative_points_subtract():
    state, _ = engine.play(PAD, new(), {"type": "add", "points": -4}, seat=0)
    assert state["scores"][0] == -4


def test_sp2_zero_points_are_refused():
    with pytest.raises(engine.RuleError) as caught:
        engine.play(PAD, new(), {"type": "add", "points": 0}, seat=0)
    assert caught.value.rule == "SP2"


@pytest.mark.parametrize("points", [1001, -1001])
def test_sp2_points_out_of_range_are_refused(points):
    with pytest.raises(engine.RuleError) as caught:
        engine.play(PAD, new(), {"type": "add", "points": points}, seat=0)
    assert "points" in caught.value.errors


def test_sp3_reaching_the_goal_wins_at_once():
    state, _ = engine.play(PAD, new(goal=10), {"type": "add", "points": 10}, seat=1)
    assert PAD.status(state) == {"finished": True, "winners": [1]}


def test_sp4_host_finish_shares_a_tied_win():
    state = new()
    state, _ = engine.play(PAD, state, {"type": "add", "points": 5}, seat=0)
    state, _ = engine.play(PAD, state, {"type": "add", "points": 5}, seat=2)
    state, result = engine.play(PAD, state, {"type": "finish"}, seat=None)
    assert result == {"winners": [0, 2]}
    assert PAD.status(state)["finished"]


def test_sp1_finished_game_takes_no_moves():
    state, _ = engine.play(PAD, new(), {"type": "finish"}, seat=None)
    with pytest.raises(engine.RuleError) as caught:
        engine.play(PAD, state, {"type": "add", "points": 1}, seat=0)
    assert caught.value.rule == "SP1"


def test_seat_outside_the_table_is_refused():
    with pytest.raises(engine.RuleError) as caught:
        engine.play(PAD, new(players=2), {"type": "add", "points": 1}, seat=5)
    assert "seat" in caught.value.errors


def test_notes_are_private_to_their_seat():
    state, _ = engine.play(PAD, new(), {"type": "note", "text": "bluffing"}, seat=1)
    assert PAD.view(state, 1)["my_note"] == "bluffing"
    assert PAD.view(state, 0)["my_note"] == ""
    assert "bluffing" not in json.dumps(PAD.view(state, None))
    assert "bluffing" not in json.dumps(PAD.view(state, 0))


def test_play_does_not_touch_its_input():
    state = new()
    before = json.dumps(state)
    engine.play(PAD, state, {"type": "add", "points": 3}, seat=0)
    assert json.dumps(state) == before


def test_state_round_trips_through_json_exactly():
    state = new(goal=50)
    for seat, points in [(0, 3), (1, -2), (2, 9)]:
        state, _ = engine.play(PAD, state, {"type": "add", "points": points}, seat=seat)
    state, _ = engine.play(PAD, state, {"type": "note", "text": "é ✓"}, seat=0)
    assert json.loads(json.dumps(state)) == state


def test_replay_with_undo_matches_playing_without_the_undone_move():
    options = engine.validate_options(PAD, {"players": 2})
    log = [
        {"kind": "move", "move": {"type": "add", "points": 4}, "seat": 0},
        {"kind": "move", "move": {"type": "add", "points": 9}, "seat": 1},
        {"kind": "undo"},
        {"kind": "move", "move": {"type": "add", "points": 2}, "seat": 1},
    ]
    assert engine.replay(PAD, options, log)["scores"] == [4, 2]


def test_replay_refuses_an_undo_with_nothing_to_undo():
    with pytest.raises(engine.RuleError):
        engine.replay(PAD, engine.validate_options(PAD, {}), [{"kind": "undo"}])


def test_redact_blanks_private_fields_for_others_only():
    move, result = {"type": "note", "text": "secret"}, {"seat": 1}
    assert engine.redact(PAD, move, result, viewer=1, actor=1) == (move, result)
    hidden, _ = engine.redact(PAD, move, result, viewer=0, actor=1)
    assert hidden["text"] is None and hidden["redacted"] == ["text"]
    hidden, _ = engine.redact(PAD, move, result, viewer=None, actor=1)
    assert hidden["text"] is None


def test_sp12_who_goes_first_is_named_or_drawn_before_the_first_points_only():
    state = new(3)
    [offered] = [m for m in PAD.legal_moves(state) if m.type == "starter"]
    assert offered.seat is None and offered.fields["starting_seat"].values == (0, 1, 2) and offered.rule == "SP12"
    assert "starter" not in state and PAD.start_seat(state) is None  # nobody is said to start until named
    state, result = engine.play(PAD, state, {"type": "starter", "starting_seat": 2}, seat=0)
    assert result == {"seat": 2} and PAD.start_seat(state) == 2
    state, _ = engine.play(PAD, state, {"type": "starter", "starting_seat": 1, "at_random": True}, seat=None)
    assert PAD.start_seat(state) == 1  # a draw names the seat as a choice does; the last one stands
    with pytest.raises(engine.RuleError) as caught:
        engine.play(PAD, state, {"type": "starter", "starting_seat": 3}, seat=0)
    assert caught.value.rule == "SP12" and set(caught.value.errors) == {"starting_seat"}
    state, _ = engine.play(PAD, state, {"type": "add", "points": 5}, seat=0)
    assert "starter" not in {m.type for m in PAD.legal_moves(state)}
    with pytest.raises(engine.RuleError) as caught:
        engine.play(PAD, state, {"type": "starter", "starting_seat": 0}, seat=0)
    assert caught.value.rule == "SP12"


def test_sp12_on_a_sheet_the_first_cell_entered_closes_the_choice():
    state = PAD.setup(engine.validate_options(PAD, {"players": 2, "sheet": True}))
    state, _ = engine.play(PAD, state, {"type": "score", "round": 1, "points": 0}, seat=1)  # 0 is still points entered
    assert "starter" not in {m.type for m in PAD.legal_moves(state)}
