"""Rescuing Robin Hood: the engine, ruling by ruling (R1-R18), with the rulebook's worked examples; cards named
by id; logs and snapshots from before card ids."""
import copy
import json

import pytest

import engine
from engine.games.rescuing import attack, carry_over, castle_bonus, expert_score
from tests.helpers import english
from tests.paths import FIXTURES

GAME = engine.get("rescuing-robin-hood")
BAND = {"wit": 14, "brawn": 6, "stealth": 4, "jolliness": 2, "scouting": 1, "cookery": 1, "prayer": 1}


def new(players=2, mode="standard", **options):
    return GAME.setup(engine.validate_options(GAME, {"players": players, "mode": mode, **options}))


def play(state, move, seat=None):
    return engine.play(GAME, state, move, seat)


def at_turns(state=None, rows=({"blue": 3},), bands=None):
    """Set up the day's rows and draw every band; band 0's turn."""
    state = state or new()
    for guards in rows:
        state, _ = play(state, {"type": "add_row", "medallions": ["bronze"], "guards": guards})
    state, _ = play(state, {"type": "setup_done"})
    for seat in range(state["seats"]):
        state, _ = play(state, {"type": "band", **(bands[seat] if bands else BAND)}, seat)
    return state


# R1-R3: the worked examples ------------------------------------------------------------

def test_r2_maid_marians_wit_attack_fails_and_wit_becomes_zero():
    state = at_turns()
    state, result = play(state, {"type": "wit", "row": 0, "card": 0, "value": 4}, 0)
    assert result == {"card": 0, "value": 4, "success": True, "guard_total": 4, "remaining": 10, "outwitted": 1}
    state, result = play(state, {"type": "wit", "row": 0, "card": 1, "value": 6}, 0)
    assert result["remaining"] == 4
    state, result = play(state, {"type": "wit", "row": 0, "card": 2, "value": 5}, 0)
    assert result == {"card": 2, "value": 5, "success": False, "guard_total": 15, "remaining": 0, "defeated": 0}
    assert state["bands"][0]["wit"] == 0
    row = state["rows"][0]
    assert len(row["cards"]) == 3 and all(c["face_up"] for c in row["cards"])  # back, face-up, in order


def test_r2_stopping_discards_the_outwitted_guards():
    state = at_turns()
    state, _ = play(state, {"type": "wit", "row": 0, "card": 0, "value": 4}, 0)
    state, result = play(state, {"type": "wit_stop"}, 0)
    assert result["defeated"] == 1 and len(state["rows"][0]["cards"]) == 2
    assert state["rows"][0]["cards"][0]["face_up"]  # R7: the new end guard is flipped
    assert state["bands"][0]["wit"] == 10


def test_r2_a_wit_attack_starts_at_the_end_guard_and_goes_in_order():
    state = at_turns()
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "wit", "row": 0, "card": 1, "value": 4}, 0)
    assert caught.value.rule == "R2"
    state, _ = play(state, {"type": "wit", "row": 0, "card": 0, "value": 4}, 0)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "wit", "row": 0, "card": 2, "value": 4}, 0)


def test_r1_r3_brawn_success_and_what_passes_on():
    state = at_turns(bands=[{**BAND, "brawn": 11}, BAND], rows=({"blue": 4},))
    state, result = play(state, {"type": "brawn", "row": 0, "values": [2, 1, 3, 2]}, 0)
    assert result["success"] and result["remaining"] == 3 and result["rescued"] == 1
    assert state["major_oak"] == 1
    state, passed = play(state, {"type": "end_turn"}, 0)
    assert passed["brawn_passed"] == 3 and state["bands"][1]["brawn"] == 6 + 3  # R5


def test_r3_little_johns_stealth_wins_a_tie():
    assert attack("stealth", 8, [3, 2, 3]) == {"success": True, "defeated": 3, "guard_total": 8, "remaining": 0}
    state = at_turns(bands=[{**BAND, "stealth": 8}, BAND], rows=({"blue": 5},))
    state, result = play(state, {"type": "stealth", "row": 0, "cards": [0, 1, 2], "values": [3, 2, 3]}, 0)
    assert result["success"] and len(state["rows"][0]["cards"]) == 2


def test_r3_a_failed_brawn_attack_leaves_the_row_face_up():
    state = at_turns(rows=({"red": 2},))
    state, result = play(state, {"type": "brawn", "row": 0, "values": [5, 4]}, 0)
    assert not result["success"] and all(c["face_up"] for c in state["rows"][0]["cards"])
    assert state["bands"][0]["brawn"] == 0


# R4 ---------------------------------------------------------------------------------

def test_r4_two_attacks_with_different_attributes():
    state = at_turns(rows=({"blue": 1}, {"blue": 1}, {"blue": 1}))
    state, _ = play(state, {"type": "brawn", "row": 0, "values": [1]}, 0)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "brawn", "row": 1, "values": [1]}, 0)
    assert caught.value.rule == "R4"
    state, _ = play(state, {"type": "stealth", "row": 1, "cards": [0], "values": [1]}, 0)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "wit", "row": 2, "card": 0, "value": 1}, 0)
    assert caught.value.rule == "R4"


def test_r4_jolliness_only_on_your_own_turn_and_not_beyond_what_you_have():
    state = at_turns()
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "spend_jolliness", "attribute": "brawn", "amount": 1}, 1)
    assert caught.value.rule == "R4"
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "spend_jolliness", "attribute": "brawn", "amount": 3}, 0)
    assert caught.value.rule == "R4"


def test_r4_r6_the_planning_example_two_jolliness_and_a_cookery_take_brawn_from_6_to_10():
    state = at_turns()
    state, _ = play(state, {"type": "spend_jolliness", "attribute": "brawn", "amount": 2}, 0)
    state, result = play(state, {"type": "cookery", "band": 0, "attribute": "brawn"}, 0)
    assert result["brawn"] == 10 and state["bands"][0]["jolliness"] == 0


def test_r4_only_the_current_player_attacks():
    with pytest.raises(engine.RuleError) as caught:
        play(at_turns(), {"type": "brawn", "row": 0, "values": [1, 1, 1]}, 1)
    assert caught.value.rule == "R4"


# R5 ---------------------------------------------------------------------------------

@pytest.mark.parametrize("brawn_attack, passed", [(None, 6), ({"success": True, "row_total": 4}, 2),
                                                   ({"success": False, "row_total": 9}, 0)])
def test_r5_brawn_passed(brawn_attack, passed):
    assert carry_over(6, 5, 2, brawn_attack, last_player=False) == {"brawn_passed": passed, "jolliness_passed": 3}


def test_r5_nothing_negative_and_nothing_from_the_last_player():
    assert carry_over(-3, -1, 0, None, last_player=False) == {"brawn_passed": 0, "jolliness_passed": 0}
    assert carry_over(9, 9, 0, None, last_player=True) == {"brawn_passed": 0, "jolliness_passed": 0}


def test_r5_a_spend_above_what_is_owned_is_refused():
    with pytest.raises(engine.RuleError):
        carry_over(5, 2, 3, None, last_player=False)


# R6 ---------------------------------------------------------------------------------

def test_r6_tokens_on_another_players_turn_and_lady_christabels_bonus():
    state = at_turns(new(leaders=["Maid Marian", "Lady Christabel"]))
    state, result = play(state, {"type": "cookery", "band": 1, "attribute": "wit"}, 0)  # on band 0's turn, for band 1
    assert result["gain"] == 3 and state["bands"][1]["wit"] == 14 + 3
    with pytest.raises(engine.RuleError):
        play(state, {"type": "cookery", "band": 1, "attribute": "wit"}, 0)  # no token left


def test_r6_scouting_reveals_up_to_two_guards_of_one_row():
    state = at_turns(rows=({"blue": 4},))
    state, _ = play(state, {"type": "scouting", "row": 0, "cards": [2, 3]}, 1)
    assert [c["face_up"] for c in state["rows"][0]["cards"]] == [True, False, True, True]


def test_r6_prayer_moves_or_removes_guards_but_never_the_castle_or_sheriff():
    state = at_turns(rows=({"blue": 2}, {"red": 1}))
    state, _ = play(state, {"type": "prayer_move", "row": 0, "card": 1, "to_row": 1, "position": 0}, 0)
    assert len(state["rows"][1]["cards"]) == 2
    state = at_turns(rows=({"blue": 1},))
    state, result = play(state, {"type": "prayer_remove", "row": 0, "card": 0, "partner": 1}, 0)
    assert state["rows"][0]["cleared"] and state["major_oak"] == 1  # R7: freed at once
    castle = day5(at_day=True)
    with pytest.raises(engine.RuleError) as caught:
        play(castle, {"type": "prayer_remove", "row": 0, "card": 0, "partner": 1}, 0)
    assert caught.value.rule == "R6"


def test_r6_unspent_cookery_becomes_mead_at_days_end():
    state = end_of_day(at_turns())
    assert state["mead"] == [1, 1]


# R7, R8 -------------------------------------------------------------------------------

def test_r7_a_rows_end_guard_is_face_up_and_the_next_one_flips_when_it_falls():
    state = at_turns(rows=({"blue": 3},))
    assert [c["face_up"] for c in state["rows"][0]["cards"]] == [True, False, False]  # only the end guard
    state, result = play(state, {"type": "stealth", "row": 0, "cards": [0], "values": [2]}, 0)
    assert result["success"] and result["defeated"] == 1
    assert [c["face_up"] for c in state["rows"][0]["cards"]] == [True, False]  # the new end guard, flipped
    assert not state["rows"][0]["cleared"] and state["major_oak"] == 0  # guards are left: nobody is freed yet


def test_r7_a_row_without_guards_frees_its_villagers_to_the_major_oak_at_once():
    state, _ = play(new(), {"type": "add_row", "medallions": ["bronze", "silver"], "guards": {"blue": 2}})
    state = at_turns(state, rows=())
    state, result = play(state, {"type": "brawn", "row": 0, "values": [2, 3]}, 0)
    assert result["success"] and result["rescued"] == 2  # both medallions' villagers, in the same move
    assert state["rows"][0]["cleared"] and state["rows"][0]["cards"] == []
    assert state["major_oak"] == 2 and state["rescued_today"] == 2


def test_r8_end_of_day_imprisons_sends_to_sherwood_and_passes_the_first_player():
    state = at_turns(rows=({"blue": 1}, {"red": 1}))
    state, _ = play(state, {"type": "brawn", "row": 0, "values": [2]}, 0)
    state = end_of_day(state)
    assert state["imprisoned"] == 1 and state["sherwood"] == 1 and state["first_player"] == 1
    assert state["day"] == 2 and state["phase"] == "setup" and state["rows"] == []


def test_r8_bands_are_cut_to_8_after_day_2_and_4_after_day_4():
    state = new()
    state["day"], state["decks"] = 2, [10, 8]
    state = end_of_day(at_turns(state))
    assert state["decks"] == [8, 8] and state["sherwood"] == 2
    state["day"], state["decks"] = 4, [8, 9]
    state = end_of_day(at_turns(state))
    assert state["decks"] == [4, 4] and state["sherwood"] == 2 + 9


def test_r8_recruiting_in_turn_order_until_all_taken_or_all_pass():
    state = at_turns(rows=({"blue": 1},))
    state["rows"][0]["villagers"] = 3
    state, _ = play(state, {"type": "brawn", "row": 0, "values": [1]}, 0)
    for seat in (0, 1):
        state, _ = play(state, {"type": "end_turn"}, seat)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "recruit", "take": True}, 1)
    state, _ = play(state, {"type": "recruit", "take": True}, 0)
    state, _ = play(state, {"type": "recruit", "take": False}, 1)
    state, _ = play(state, {"type": "recruit", "take": False}, 0)
    assert state["phase"] == "cleanup" and state["decks"] == [9, 8] and state["major_oak"] == 2


# R9-R11: Day 5 ------------------------------------------------------------------------

def test_r9_rows_fall_in_order_and_the_sheriff_falls_last():
    state = day5()
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "brawn", "row": 1, "values": [2]}, 0)
    assert caught.value.rule == "R9"
    sheriff_row = day5(storm=True)
    row = len(sheriff_row["rows"]) - 1
    with pytest.raises(engine.RuleError) as caught:
        play(sheriff_row, {"type": "stealth", "row": row, "cards": [1], "values": [5]}, 1)
    assert caught.value.rule == "R9"


def test_r10_the_castle_bonus_23_in_sherwood_gives_7():
    assert castle_bonus(23) == 7
    state = day5(sherwood=23)
    state, result = play(state, {"type": "brawn", "row": 0, "values": [6, 2]}, 0)
    assert result["castle_bonus"] == 7 and state["castle_defeated"]


def test_r11_robin_rescued_when_the_courtyard_falls_with_an_extra_attack():
    state = day5()
    state, _ = play(state, {"type": "brawn", "row": 0, "values": [6, 2]}, 0)
    state, result = play(state, {"type": "stealth", "row": 1, "cards": [0], "values": [2]}, 0)
    assert result["robin_rescued"] and state["outcome"] == "won"
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "wit", "row": 2, "card": 0, "value": 1}, 0)
    assert caught.value.rule == "R11"  # Robin's attributes first
    state, _ = play(state, {"type": "robin", "wit": 5, "brawn": 5, "stealth": 5, "jolliness": 1}, 0)
    with pytest.raises(engine.RuleError):
        play(state, {"type": "brawn", "row": 2, "values": [2, 7]}, 0)  # Brawn was used this turn
    state, result = play(state, {"type": "wit", "row": 2, "card": 0, "value": 2}, 0)  # the extra attack
    assert result["success"]


def test_r11_day_5_without_a_rescue_is_lost():
    state = day5()
    for seat in (0, 1):
        state, _ = play(state, {"type": "end_turn"}, seat)
    assert state["phase"] == "over" and state["outcome"] == "lost"
    assert GAME.status(state) == {"finished": True, "winners": []}


# R12 ---------------------------------------------------------------------------------

@pytest.mark.parametrize("score, name", [(-5, "Babe in the Woods"), (49, "Babe in the Woods"), (50, "First Archery Lesson"),
                                         (139, "Outlaw"), (181, "Savior of Sherwood"), (200, "Savior of Sherwood")])
def test_r12_ranks(score, name):
    from engine.games.rescuing import rank
    assert rank(score) == name


def test_r12_expert_score():
    challenges = [{"points": 10, "blind": True, "day": 2}, {"points": 5, "blind": False, "day": 5}]
    assert expert_score(challenges, True, True, 3) == {"score": 50 + 12 + 7 + 30 + 40 - 15, "rank": "Outlaw"}


# R13, R14 ----------------------------------------------------------------------------

def test_r13_single_band_solo_keeps_the_battlefield_and_carries_brawn_and_jolliness():
    state = at_turns(new(1, "solo-single"), rows=({"blue": 1}, {"red": 1}))
    state, _ = play(state, {"type": "brawn", "row": 0, "values": [2]}, 0)  # 6 - 2 = 4 left
    state, result = play(state, {"type": "end_turn"}, 0)
    assert result["carried_to_next_day"] == {"brawn": 4, "jolliness": 2}
    state, _ = play(state, {"type": "end_day"})
    assert state["day"] == 2 and state["phase"] == "bands" and len(state["rows"]) == 2  # same battlefield
    assert state["imprisoned"] == 0 and state["decks"] == [8]
    state, band = play(state, {"type": "band", **BAND}, 0)
    assert band["brawn"] == 6 + 4 and band["jolliness"] == 2 + 2
    state, _ = play(state, {"type": "end_turn"}, 0)
    state, _ = play(state, {"type": "end_day"})
    assert state["decks"] == [8]  # the rescued villager joined at the end of day 2, then the cut to 8
    assert state["imprisoned"] == 1 and state["sherwood"] == 1


def test_r13_single_band_solo_doubles_on_day_5_and_needs_one_band():
    state = new(1, "solo-single")
    state["day"] = 5
    state, _ = play(state, {"type": "add_castle", **CASTLE})
    state, _ = play(state, {"type": "setup_done"})
    state, band = play(state, {"type": "band", **BAND}, 0)
    assert band["wit"] == 28 and band["cookery"] == 2
    with pytest.raises(engine.RuleError) as caught:
        engine.validate_options(GAME, {"players": 2, "mode": "solo-single"})
    assert caught.value.rule == "R13"


def test_r14_accelerated_mode_plays_days_2_4_5_with_two_villagers_a_medallion():
    state = new(3, "accelerated")
    assert state["days"] == [2, 4, 5] and state["day"] == 2
    state, result = play(state, {"type": "add_row", "medallions": ["silver", "gold"], "guards": {"blue": 1}})
    assert result["villagers"] == 4


# R15 ---------------------------------------------------------------------------------

@pytest.mark.parametrize("colour, value", [("blue", 7), ("blue", 0), ("red", 1), ("red", 10)])
def test_r15_a_guard_value_outside_its_colours_range_is_refused(colour, value):
    state = at_turns(rows=({colour: 1},))
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "wit", "row": 0, "card": 0, "value": value}, 0)
    assert caught.value.rule == "R15"


# Leaders --------------------------------------------------------------------------------

def test_much_the_millers_son_exchanges_cards_and_both_keep_old_tokens():
    state = at_turns(new(leaders=["Much the Miller's Son", "Friar Tuck"]))
    give = {"wit": 2, "brawn": 0, "stealth": 0, "jolliness": 0, "scouting": 1, "cookery": 0, "prayer": 0}
    get = {"wit": 0, "brawn": 3, "stealth": 0, "jolliness": 0, "scouting": 0, "cookery": 1, "prayer": 0}
    state, _ = play(state, {"type": "exchange", "band": 1, "give": give, "get": get}, 0)
    assert state["bands"][0]["wit"] == 12 and state["bands"][0]["brawn"] == 9 and state["bands"][0]["cookery"] == 2
    assert state["bands"][1]["wit"] == 16 and state["bands"][1]["scouting"] == 2
    with pytest.raises(engine.RuleError):
        play(state, {"type": "exchange", "band": 0, "give": give, "get": get}, 1)


def test_other_leader_powers_are_logged_adjustments():
    state = at_turns()
    state, result = play(state, {"type": "adjust", "band": 1, "what": "stealth", "amount": 2, "reason": "Will's power"},
                         0)
    assert state["bands"][1]["stealth"] == 6 and result["reason"] == "Will's power"


# helpers ----------------------------------------------------------------------------

CASTLE = {"wall": {"blue": 1}, "castle": {"wit": 5, "brawn": 6, "stealth": 7},
          "courtyard": [{"blue": 1}], "sheriff_guards": {"red": 1}, "sheriff": {"wit": 9, "brawn": 9, "stealth": 9}}


def end_of_day(state):
    for seat in range(state["seats"]):
        if state["phase"] == "turns":
            state, _ = play(state, {"type": "end_turn"}, state["current"])
    while state["phase"] == "recruit":
        state, _ = play(state, {"type": "recruit", "take": False}, state["recruiting"]["next"])
    state, _ = play(state, {"type": "end_day"})
    return state


def day5(sherwood=0, storm=False, at_day=False):
    state = new()
    state["day"], state["sherwood"] = 5, sherwood
    state, _ = play(state, {"type": "add_castle", **CASTLE})
    state, _ = play(state, {"type": "setup_done"})
    for seat in (0, 1):
        state, _ = play(state, {"type": "band", **{**BAND, "brawn": 20, "stealth": 20}}, seat)
    if storm:  # the Wall and the Courtyard down, Robin rescued; band 1 faces the Sheriff's row
        state, _ = play(state, {"type": "brawn", "row": 0, "values": [6, 2]}, 0)
        state, _ = play(state, {"type": "stealth", "row": 1, "cards": [0], "values": [2]}, 0)
        state, _ = play(state, {"type": "robin", "wit": 1, "brawn": 1, "stealth": 1, "jolliness": 0}, 0)
        state, _ = play(state, {"type": "end_turn"}, 0)
    return state


def ids(state, row):
    return [card["id"] for card in state["rows"][row]["cards"]]


# R16: Prayer on Day 5 -------------------------------------------------------------------

def test_r16_one_prayer_cannot_move_the_last_courtyard_guard_into_the_wall():
    state = day5()
    courtyard_guard = ids(state, 1)[0]
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "prayer_move", "guard": courtyard_guard, "to_row": 0, "position": 2}, 0)
    assert caught.value.rule == "R16" and "the Wall" in english(caught.value)
    with pytest.raises(engine.RuleError) as caught:  # the same move as older phones wrote it
        play(state, {"type": "prayer_move", "row": 1, "card": 0, "to_row": 0, "position": 2}, 0)
    assert caught.value.rule == "R16"


def test_r16_a_guard_moved_by_prayer_on_day_5_stays_in_its_row():
    state = day5()
    wall_guard = ids(state, 0)[1]  # the Castle stands at the end, its guard behind it
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "prayer_move", "guard": wall_guard, "to_row": 1, "position": 0}, 0)
    assert caught.value.rule == "R16"
    state, result = play(state, {"type": "prayer_move", "guard": wall_guard, "position": 0}, 0)
    assert ids(state, 0)[0] == wall_guard and result["to_row"] == 0  # now in front of the Castle
    assert not state["robin_rescued"] and state["bands"][0]["prayer"] == 0


def test_r16_two_prayers_cannot_clear_the_courtyard_before_the_wall_falls():
    state = day5()
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "prayer_remove", "guard": ids(state, 1)[0], "partner": 1}, 0)
    assert caught.value.rule == "R16"
    assert not state["robin_rescued"]


def test_r16_two_prayers_removing_the_courtyards_last_guard_after_the_wall_rescue_robin():
    state = day5()
    state, _ = play(state, {"type": "brawn", "row": 0, "revealed": [{"id": ids(state, 0)[1], "value": 3}]}, 0)
    assert state["rows"][0]["cleared"] and state["castle_defeated"]
    # Band 1 prays on band 0's turn, with band 0's token: the Courtyard's last guard falls (R16).
    state, result = play(state, {"type": "prayer_remove", "guard": ids(state, 1)[0], "partner": 0}, 1)
    assert result["robin_rescued"] and state["robin_rescued"] and state["outcome"] == "won"
    assert state["robin_pending"] == 1
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "stealth", "chosen": [{"id": ids(state, 2)[0], "value": 4}]}, 0)
    assert caught.value.rule == "R11"  # Robin's attributes first
    state, robin = play(state, {"type": "robin", "wit": 2, "brawn": 2, "stealth": 2, "jolliness": 0}, 1)
    assert robin["extra_attack"] is False and state["bands"][1]["wit"] == 14 + 2


def test_r16_a_rescuer_praying_on_their_own_turn_gets_the_extra_attack():
    state = day5()
    state, _ = play(state, {"type": "brawn", "row": 0, "revealed": [{"id": ids(state, 0)[1], "value": 3}]}, 0)
    state, _ = play(state, {"type": "stealth", "chosen": [{"id": ids(state, 1)[0], "value": 2}]}, 0)
    assert state["robin_rescued"]  # two attacks used; the Wit one is left through R11
    state, robin = play(state, {"type": "robin", "wit": 2, "brawn": 2, "stealth": 2, "jolliness": 0}, 0)
    assert robin["extra_attack"] is True


def test_r16_prayer_on_the_sheriffs_row_spares_him_and_keeps_him_last():
    state = day5(storm=True)
    sheriff_row = len(state["rows"]) - 1
    guard_id, sheriff_id = ids(state, sheriff_row)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "prayer_remove", "guard": sheriff_id}, 1)
    assert caught.value.rule == "R6"
    state, result = play(state, {"type": "prayer_move", "guard": guard_id, "position": 9}, 1)
    assert ids(state, sheriff_row) == [guard_id, sheriff_id] and result["position"] == 0


def test_r16_days_1_to_4_prayer_still_moves_between_rows_and_an_emptied_row_frees_its_villagers():
    state = at_turns(rows=({"blue": 1}, {"red": 2}))
    lone = ids(state, 0)[0]
    state, _ = play(state, {"type": "prayer_move", "guard": lone, "to_row": 1, "position": 1}, 0)
    assert state["rows"][0]["cleared"] and state["major_oak"] == 1  # R7
    assert ids(state, 1)[1] == lone and len(ids(state, 1)) == 3


# R17: who starts Day 5 ----------------------------------------------------------------------

def test_r17_until_chosen_the_clockwise_rotation_is_proposed():
    state = new(3)
    state["day"], state["first_player"] = 4, 2
    state = end_of_day(at_turns(state))
    assert state["day"] == 5 and state["first_player"] == 0 and not state["starter_chosen"]


def test_r17_any_seat_or_the_host_enters_the_choice_before_the_first_day_5_turn():
    state = new(3)
    state["day"] = 5
    state, result = play(state, {"type": "starting_band", "band": 2}, 1)
    assert result == {"band": 2, "day": 5} and state["first_player"] == 2 and state["starter_chosen"]
    state, _ = play(state, {"type": "add_castle", **CASTLE})
    state, _ = play(state, {"type": "setup_done"})
    for seat in range(3):
        state, _ = play(state, {"type": "band", **BAND}, seat)
    assert state["current"] == 2
    state, _ = play(state, {"type": "starting_band", "band": 1})  # the host changes it: nothing done yet
    assert state["current"] == 1
    state, _ = play(state, {"type": "spend_jolliness", "attribute": "wit", "amount": 1}, 1)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "starting_band", "band": 0})
    assert caught.value.rule == "R17"


def test_r17_days_2_to_4_are_not_chosen_they_pass_clockwise():
    state = end_of_day(at_turns(new()))
    assert state["day"] == 2 and state["first_player"] == 1
    assert "starting_band" not in {m.type for m in GAME.legal_moves(state)}
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "starting_band", "band": 0})
    assert caught.value.rule == "R17"
    state = new()
    state["day"] = 5
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "starting_band", "band": 3})
    assert "band 4" in english(caught.value)


# R18: the calculators refuse what no game reaches ----------------------------------------------

def calc(name, body):
    return GAME.calculators[name].run(body)


def test_r18_carry_over_refuses_a_successful_brawn_attack_on_a_row_larger_than_the_brawn():
    body = {"brawn": 7, "jolliness": 1, "jolliness_spent": 0, "last_player": False}
    with pytest.raises(engine.RuleError) as caught:
        calc("carry-over", {**body, "brawn_attack": {"success": True, "row_total": 8}})
    assert caught.value.rule == "R18" and "brawn_attack.row_total" in caught.value.errors
    assert calc("carry-over", {**body, "brawn_attack": {"success": True, "row_total": 7}}) == \
        {"brawn_passed": 0, "jolliness_passed": 1}  # a tie is the band's (R1)
    assert calc("carry-over", {**body, "brawn_attack": {"success": False, "row_total": 8}})["brawn_passed"] == 0


def test_r18_expert_score_refuses_three_challenges_on_one_day():
    three = [{"points": 4, "blind": False, "day": 3}] * 3
    with pytest.raises(engine.RuleError) as caught:
        calc("expert-score", {"challenges": three, "robin_rescued": True, "sheriff_defeated": False,
                              "villagers_imprisoned": 0})
    assert caught.value.rule == "R18" and "challenges" in caught.value.errors
    two_and_one = three[:2] + [{"points": 4, "blind": False, "day": 4}]
    assert calc("expert-score", {"challenges": two_and_one, "robin_rescued": True, "sheriff_defeated": False,
                                 "villagers_imprisoned": 0})["score"] == 50 + 12 + 30


def test_r18_expert_score_refuses_the_sheriff_defeated_without_robin_rescued():
    with pytest.raises(engine.RuleError) as caught:
        calc("expert-score", {"challenges": [], "robin_rescued": False, "sheriff_defeated": True,
                              "villagers_imprisoned": 1})
    assert caught.value.rule == "R18" and "sheriff_defeated" in caught.value.errors
    assert calc("expert-score", {"challenges": [], "robin_rescued": False, "sheriff_defeated": False,
                                 "villagers_imprisoned": 1}) == {"score": 45, "rank": "Babe in the Woods"}


def test_the_attack_calculator_is_declared_by_the_game_and_checks_its_body():
    assert calc("attack", {"attribute": "wit", "value": 14, "guards": [4, 6, 5]})["guard_total"] == 15
    assert {name: c.method for name, c in GAME.calculators.items()} == \
        {"attack": "POST", "carry-over": "POST", "expert-score": "POST"}
    with pytest.raises(engine.RuleError) as caught:
        calc("attack", {"attribute": "wit", "value": 5, "guards": [31]})
    assert "guards.0" in caught.value.errors


# Moves as people at the table make them: cards by id, the app filling what it knows ----------------

def test_card_ids_stay_while_positions_renumber():
    state = at_turns(rows=({"blue": 4},))
    first, second, third, fourth = ids(state, 0)
    state, _ = play(state, {"type": "prayer_remove", "guard": third, "partner": 1}, 0)
    state, _ = play(state, {"type": "scouting", "guards": [fourth]}, 0)
    assert ids(state, 0) == [first, second, fourth] and state["rows"][0]["cards"][2]["face_up"]
    state, _ = play(state, {"type": "stealth", "chosen": [{"id": fourth, "value": 2}]}, 0)
    assert ids(state, 0) == [first, second]


def test_wit_reveals_the_next_card_without_its_position_and_asks_only_unknown_values():
    state = at_turns(rows=({"blue": 2},), bands=[{**BAND, "wit": 5}, BAND])
    state, result = play(state, {"type": "wit", "row": 0, "value": 2}, 0)
    assert result["card"] == ids(state, 0)[0] and result["remaining"] == 3
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "wit"}, 0)  # the next card is face-down: its Wit is unknown
    assert "Enter the Wit of the blue guard" in english(caught.value)
    state, result = play(state, {"type": "wit", "value": 4}, 0)
    assert result["success"] is False and state["bands"][0]["wit"] == 0
    # Both values are known now: on another day's attack nothing would be asked.
    assert [c["values"]["wit"] for c in state["rows"][0]["cards"]] == [2, 4]


def test_the_castles_wit_is_known_so_a_wit_attack_on_the_wall_asks_nothing_for_it():
    state = day5()
    state, result = play(state, {"type": "wit", "row": 0}, 0)
    assert result["value"] == 5 and result["remaining"] == 14 - 5  # the Castle's printed Wit


def test_brawn_needs_only_the_values_the_app_does_not_know():
    state = at_turns(rows=({"blue": 3},), bands=[{**BAND, "brawn": 11}, BAND])
    a, b, c = ids(state, 0)
    state, _ = play(state, {"type": "wit", "row": 0, "value": 2}, 0)
    state, _ = play(state, {"type": "wit_stop"}, 0)
    state["rows"][0]["cards"][0]["values"]["brawn"] = 4  # as if seen in an earlier Brawn attack
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "brawn", "row": 0, "revealed": []}, 0)
    assert caught.value.rule == "R3" and f"#{c}" in english(caught.value) and f"#{b}" not in english(caught.value)
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "brawn", "row": 0, "revealed": [{"id": b, "value": 5}, {"id": c, "value": 1}]}, 0)
    assert caught.value.rule == "R15"  # #b's Brawn is known to be 4
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "brawn", "row": 0, "revealed": [{"id": a, "value": 1}, {"id": c, "value": 1}]}, 0)
    assert f"#{a}" in english(caught.value)  # no longer in the row
    state, result = play(state, {"type": "brawn", "row": 0, "revealed": [{"id": c, "value": 3}]}, 0)
    assert result["guard_total"] == 7 and result["remaining"] == 4 and result["cards"] == [b, c]


def test_stealth_names_the_chosen_by_id_with_the_values_of_the_face_down_ones():
    state = at_turns(rows=({"blue": 3},), bands=[{**BAND, "stealth": 8}, BAND])
    a, b, c = ids(state, 0)
    state["rows"][0]["cards"][2]["values"]["stealth"] = 3
    with pytest.raises(engine.RuleError):
        play(state, {"type": "stealth", "chosen": [{"id": a}, {"id": c}]}, 0)  # #a's Stealth unknown
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "stealth", "chosen": [{"id": a, "value": 2}, {"id": a, "value": 2}]}, 0)
    assert caught.value.rule == "R3"
    state, result = play(state, {"type": "stealth", "chosen": [{"id": a, "value": 5}, {"id": c}]}, 0)
    assert result["success"] and result["guard_total"] == 8 and ids(state, 0) == [b]


def test_mead_has_one_place_the_top_level_mead():
    state = end_of_day(at_turns())  # each band's unspent Cookery became Mead
    state = at_turns(state)
    assert state["mead"] == [1, 1] and all("mead" not in band for band in state["bands"])
    state, result = play(state, {"type": "mead", "band": 0}, 1)
    assert state["mead"] == [1, 0] and result["jolliness"] == BAND["jolliness"] + 1
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "mead", "band": 0}, 1)
    assert caught.value.rule == "R6"
    state = end_of_day(state)
    assert state["mead"] == [2, 1]


# Old tables: logs and snapshots written before card ids ------------------------------------------

OLD = json.loads((FIXTURES / "rescuing_log_before_issue_9.json").read_text())


def comparable(state):
    """A state without what card ids added or moved (card ids, where Mead is kept)."""
    state = copy.deepcopy(state)
    state.pop("next_id", None)
    state.pop("starter_chosen", None)
    for row in state["rows"]:
        for card in row["cards"]:
            card.pop("id", None)
    for seat, band in enumerate(state["bands"]):
        if band is not None and "mead" in band:
            state["mead"][seat] = band.pop("mead")
    return state


def test_a_log_written_in_the_old_move_shapes_replays_to_the_same_state():
    """The log was played on the engine before card ids (positions, `card` on wit, parallel stealth lists),
    with its final state kept beside it."""
    shapes = {(e["move"]["type"], tuple(sorted(e["move"]))) for e in OLD["log"]}
    assert ("stealth", ("cards", "row", "type", "values")) in shapes
    assert ("wit", ("card", "row", "type", "value")) in shapes
    assert ("prayer_move", ("card", "position", "row", "to_row", "type")) in shapes
    replayed = engine.replay(GAME, OLD["options"], OLD["log"])
    assert comparable(replayed) == comparable(OLD["final"])
    assert replayed["outcome"] == "won" and replayed["mead"] == [4, 3]


def test_a_snapshot_stored_before_card_ids_loads_and_plays_on():
    old = OLD["mid_day_2"]["state"]
    assert "next_id" not in old and old["bands"][1]["mead"] == 0 and old["mead"] == [1, 1]  # stale top-level
    shown = GAME.view(old, None)
    assert [c["id"] for c in shown["rows"][0]["cards"]] == [0, 1] and shown["mead"] == [1, 0]
    assert "id" not in old["rows"][0]["cards"][0]  # the stored snapshot itself is untouched
    state = old
    for entry in OLD["log"][OLD["mid_day_2"]["index"]:]:
        state, _ = play(state, entry["move"], entry["seat"])
    assert comparable(state) == comparable(OLD["final"])


def test_r4_only_the_attacker_pushes_a_wit_attack_on():
    state = at_turns()
    state, _ = play(state, {"type": "wit", "row": 0, "value": 4}, 0)
    with pytest.raises(engine.RuleError) as caught:  # band 1 would have pushed on with its own Wit
        play(state, {"type": "wit", "value": 3}, 1)
    assert caught.value.rule == "R4"


def test_a_seat_move_without_a_seat_is_refused_not_a_crash():
    with pytest.raises(engine.RuleError) as caught:
        play(at_turns(), {"type": "mead", "band": 1})
    assert "seat" in caught.value.errors


def test_the_first_days_starting_player_is_the_tables_choice_until_its_first_turn_does_something():
    """Rulebook, Starting Player: "The player who most recently walked in a park or forest starts the first
    round": a fact only the table knows, so it is entered (or drawn) before the first day's first turn acts
    (the decision beside R17); until then band 1 starts."""
    state = new(3)
    assert state["first_player"] == 0 and not state["starter_chosen"]
    [offered] = [m for m in GAME.legal_moves(state) if m.type == "starting_band"]
    assert offered.fields["band"].values == (0, 1, 2) and offered.seat is None
    state, result = play(state, {"type": "starting_band", "band": 2}, 1)
    assert result == {"band": 2, "day": 1} and state["first_player"] == 2 and state["starter_chosen"]
    state = at_turns(state, bands=[BAND] * 3)
    assert state["current"] == 2
    state, _ = play(state, {"type": "starting_band", "band": 1})  # nothing done yet: still the table's to change
    assert state["current"] == 1
    state, _ = play(state, {"type": "spend_jolliness", "attribute": "wit", "amount": 1}, 1)
    assert "starting_band" not in {m.type for m in GAME.legal_moves(state)}
    with pytest.raises(engine.RuleError) as caught:
        play(state, {"type": "starting_band", "band": 0})
    assert caught.value.rule == "R17" and "Day 1 has begun" in english(caught.value)
