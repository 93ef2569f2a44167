"""After the game, in the engine: each game's final standing on end states, its tie-breaks with their rulings
and its shared wins; the generic ranks and chart points."""
import pytest

import engine
from engine import Period
from engine.standing import progress, ranks, winners_sentence
from tests.helpers import english


def setup(game_id, **options):
    game = engine.get(game_id)
    return game, game.setup(engine.validate_options(game, options))


def table(standing):
    return [(p.score, p.rank, p.winner) for p in standing.players]


def test_ranks_share_places_and_skip_after_ties():
    assert ranks([5, 9, 9, 1], {1, 2}) == [3, 1, 1, 4]
    assert ranks([5, 5, 9], {2}) == [2, 2, 1]
    assert ranks([None, 3], set()) == [2, 1]
    assert ranks([2, 7], set(), high_wins=False) == [1, 2]


def test_winners_sentences():
    names = ["Ann", "Bob", "Cy"]
    assert english(winners_sentence([0], names, 32, "gold")) == "Ann wins with 32 gold."
    assert english(winners_sentence([0, 2], names, 30, "money")) == "Ann and Cy share the win with $30 each."
    assert english(winners_sentence([0, 1, 2], names, 1, "points")) == "Ann, Bob and Cy share the win with 1 point each."
    assert english(winners_sentence([], names, None, None)) == "Nobody wins."


def test_progress_puts_the_move_that_closes_a_round_in_that_round():
    states = [{"round": 1, "s": [0]}, {"round": 1, "s": [3]}, {"round": 2, "s": [7]}, {"round": 2, "s": [8]}]
    points = progress(lambda state, moves: (Period("round", state["round"]), state["s"]), states)
    assert points == [{"period": Period("round", 1), "scores": [7]}, {"period": Period("round", 2), "scores": [8]}]


def test_goods_equal_money_shares_the_victory_g11():
    game, state = setup("robin-hood-goods", players=3, mode="family",
                        card_table={"values": {"fruit": 2, "mead": 6, "jewelry": 11},
                                    "penalties": {"mead": 4, "jewelry": 6}, "rewards": {"mead": 3, "jewelry": 4}})
    state.update(money=[61, 40, 61], finished=True, winners=[0, 2])
    standing = game.final_standing(state, ["Amy", "Carlos", "Luish"])
    assert english(standing.outcome) == "Amy and Luish share the win with $61 each."
    assert table(standing) == [(61, 1, True), (40, 3, False), (61, 1, True)]
    assert [(t.ruling, english(t.text)) for t in standing.tie_breaks] == [
        ("G11", "Amy and Luish have $61 each: equal money shares the victory.")]
    assert standing.measure == "money" and not standing.no_points


def test_rh1990_one_winner_has_no_tie_break():
    game, state = setup("robin-hood-1990", players=3)
    state.update(gold=[20, 44, 20], finished=True, winners=[1])
    standing = game.final_standing(state, ["Ann", "Bob", "Cat"])
    assert english(standing.outcome) == "Bob wins with 44 gold." and standing.tie_breaks == []
    assert table(standing) == [(20, 2, False), (44, 1, True), (20, 2, False)]


def curse_end(totals, targets, winners, players=3):
    game, state = setup("curse-you-robin-hood", players=players)
    labels = [f"p{s}" for s in range(players)]
    state["totals"].update(dict(zip(labels, totals)))
    state["round_results"] = [{"round": 1, "targets": dict(zip(labels, targets))}]
    state.update(finished=True, winners=[f"p{w}" for w in winners], phase="over")
    return game.final_standing(state, ["Ann", "Bob", "Cat"][:players])


def test_curse_targets_break_a_tie_on_points_c7():
    standing = curse_end([70, 70, 50], [2, 5, 9], winners=[1])
    assert english(standing.outcome) == "Bob wins with 70 points."
    assert table(standing) == [(70, 2, False), (70, 1, True), (50, 3, False)]  # Cat's 9 targets do not matter
    assert [(t.ruling, english(t.text)) for t in standing.tie_breaks] == [
        ("C7", "Ann and Bob tied on 70 points; Bob had the most targets left after the final Curse (5) and wins.")]


def test_curse_still_tied_after_targets_shares_the_win_c7():
    standing = curse_end([70, 70, 70], [4, 4, 1], winners=[0, 1])
    assert english(standing.outcome) == "Ann and Bob share the win with 70 points each."
    assert table(standing) == [(70, 1, True), (70, 1, True), (70, 3, False)]
    assert [english(t.text) for t in standing.tie_breaks] == [
        "Ann, Bob and Cat tied on 70 points; Ann and Bob had the most targets left after the final Curse (4);"
        " Ann and Bob share the win."]


def test_curse_legends_are_said_beside_the_ranking_not_in_it_c6():
    game, state = setup("curse-you-robin-hood", players=2)  # two Legends sit with two players (C2)
    state["totals"].update({"p0": 77, "p1": 40, "friar-tuck": 77, "the-sheriff": 1})
    state["round_results"] = [{"round": 2, "targets": {"p0": 1, "p1": 0}}]
    state.update(finished=True, winners=["p0"], phase="over")
    standing = game.final_standing(state, ["Ann", "Bob"])
    assert table(standing) == [(77, 1, True), (40, 2, False)]  # the players alone are ranked
    assert [(n.ruling, english(n.text)) for n in standing.notes] == [
        ("C6", "The Legends are scored for comparison only and are not ranked: Friar Tuck 77 points and"
               " the Sheriff 1 point.")]


def test_curse_without_legends_has_no_note():
    game, state = setup("curse-you-robin-hood", players=6)  # six players: no Legend (C2)
    state["round_results"] = [{"round": 6, "targets": {}}]
    state.update(finished=True, winners=["p0"], phase="over")
    assert game.final_standing(state, [f"P{s}" for s in range(6)]).notes == []


def test_rescuing_expert_score_is_every_bands_score():
    game, state = setup("rescuing-robin-hood", players=2, expert=True)
    state.update(phase="over", outcome="won", robin_rescued=True, sheriff_defeated=False, imprisoned=2,
                 challenges=[{"points": 10, "blind": True, "day": 5}])
    standing = game.final_standing(state, ["Ann", "Bob"])
    # R12: 50 + 10 + 2 blind + 2 on Day 5 + 30 Robin - 5 x 2 imprisoned = 84.
    assert english(standing.outcome) == "The bands rescued Robin Hood on Day 5. Expert score: 84 points (First Archery Lesson)."
    assert table(standing) == [(84, 1, True), (84, 1, True)]
    assert standing.cooperative and standing.measure == "points"


def test_hero_lost_says_why():
    game, state = setup("hero-of-the-people", bounty=900)
    state.update(outcome="lost", lost_because="The bounty reached 1000: Robin Hood is turned in.", round=3)
    standing = game.final_standing(state, ["Robin"])
    assert english(standing.outcome) == "Robin loses in round 3: the bounty reached 1000: Robin Hood is turned in."
    assert table(standing) == [(None, 1, False)] and standing.no_points and not standing.cooperative


@pytest.mark.parametrize("game_id", [g.id for g in engine.all_games()])
def test_every_game_describes_its_end(game_id):
    """No game falls back on the default (winners only): each says its own outcome and chart."""
    game = engine.get(game_id)
    assert type(game).final_standing is not engine.Game.final_standing
    assert type(game).progress_point is not engine.Game.progress_point
