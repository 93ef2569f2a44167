"""Each game's setup for a table's exact options (Game.setup_steps), checked against the rulebooks.

Every expected number below is typed from the rulebook (the line is quoted above it), never read
from the app's own tables, so a wrong constant in the engine fails here. The steps are messages:
the test reads their ids and arguments; tests/i18n checks that every language words them.
"""
from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.messages import Message


def steps(game_id: str, **options: Any) -> list[Message]:
    game = engine.get(game_id)
    assert game is not None
    if game_id == "robin-hood-goods":
        return game.setup_steps({"players": 4, "mode": "advanced", **options})  # the card table does not matter
    return game.setup_steps(engine.validate_options(game, options))


def by_id(found: list[Message]) -> dict[str, dict[str, Any]]:
    ids = [step.id for step in found]
    assert len(ids) == len(set(ids)), "a step said twice"
    return {step.id: dict(step.args) for step in found}


def names(arg: Any) -> list[str]:
    """A list of seat or Legend messages as their labels: a Legend's id, a player's seat number."""
    return [item.args["legend"] if item.id == "curse-legend" else f"seat {item.args['number']}" for item in arg]


# -- Rescuing Robin Hood ---------------------------------------------------------------------

@pytest.mark.parametrize("bands", [2, 3, 4, 5])
def test_rescuing_deals_8_starting_villagers_to_each_band_and_takes_the_cards_for_the_player_count(bands):
    said = by_id(steps("rescuing-robin-hood", players=bands))
    # "Shuffle the starting Villagers without a medallion. Deal 8 to each player to create their
    # starting Band of Villagers"
    assert said["setup-rescuing-starting-villagers"] == {"step": "3b", "each": 8, "bands": bands, "total": 8 * bands}
    # "Separate out Scenario Setup cards for the number of players. For example, if you are playing
    # with 3 players you will take all the cards with the title "3 Player Set-Up.""
    assert said["setup-rescuing-scenario-cards"] == {"step": "7a", "players": bands, "solo": "no"}
    # "Give each player an Attribute tracker and 8 cubes (2 cubes of each Attribute color)."
    assert said["setup-rescuing-trackers"]["cubes"] == 8
    # "Divide the Guard cards into 2 piles, one with blue backs and one with red backs" (R15: 44 each;
    # Components: "88 Sheriff's Guard cards (44 blue-backed & 44 red-backed)")
    assert (said["setup-rescuing-guards"]["blue"], said["setup-rescuing-guards"]["red"]) == (44, 44)
    # "Starting Player: The player who most recently walked in a park or forest starts the first
    # round. Give them the First Player token."
    assert "setup-rescuing-first-player" in said
    # "c. Take 1 random card from each pile, then stack the 3 selected cards with "Day 5" on the bottom"
    assert "setup-rescuing-scenario-stack" in said
    assert said["setup-rescuing-first-day"] == {"day": 1}
    assert not {"setup-rescuing-accelerated", "setup-rescuing-solo", "setup-rescuing-expert"} & said.keys()


def test_rescuing_steps_follow_the_rulebooks_order():
    # "Note: The numbers below correspond to the setup steps." Skill tokens, Guards, Villagers (a, b),
    # the Major Oak, Attribute Trackers, Merry Band Leaders, Scenario Setup cards (a, b, c), the Castle.
    cited = [step.args["step"] for step in steps("rescuing-robin-hood", players=3) if "step" in step.args]
    assert cited == [1, 2, "3a", "3b", 4, 5, 6, "7a", "7b-7c", 8]


def test_rescuing_with_five_bands_deals_the_leaders_to_two_bands_first():
    # "Shuffle the Merry Band Leader cards and deal 2 to each player. ... For a 5-player game, deal to
    # only 2 players at first. Once they have selected their Merry Band Leader, return the other cards
    # to the Merry Band Leader deck, shuffle, and then deal to the other players."
    five = by_id(steps("rescuing-robin-hood", players=5))
    assert five["setup-rescuing-leaders-five"] == {"step": 6, "dealt": 2, "first": 2, "then": 3}
    assert "setup-rescuing-leaders" not in five
    four = by_id(steps("rescuing-robin-hood", players=4))
    assert four["setup-rescuing-leaders"] == {"step": 6, "dealt": 2, "bands": 4}


def test_rescuing_single_band_solo_sets_up_as_a_two_player_game_with_one_band():
    """R13: "Set up the game as if it were a 2-player game" with "1 Merry Band Leader and 1 Band of
    Villagers deck"; "Rather than resetting the scenario at the end of Day 1 and Day 3, you will have
    a second day to attempt to rescue the same Villagers"."""
    said = by_id(steps("rescuing-robin-hood", players=1, mode="solo-single"))
    assert said["setup-rescuing-scenario-cards"] == {"step": "7a", "players": 2, "solo": "yes"}
    assert said["setup-rescuing-starting-villagers"] == {"step": "3b", "each": 8, "bands": 1, "total": 8}
    assert said["setup-rescuing-leaders"]["bands"] == 1
    assert "setup-rescuing-solo" in said
    assert "setup-rescuing-first-player" not in said  # one band: nobody to choose among
    assert engine.get("rescuing-robin-hood").rulings["R13"]  # the ruling this test cites


def test_rescuing_multi_band_solo_is_an_ordinary_game_of_its_bands():
    """R13: "Multi-Band Solo Mode: Simply set up a 2-5 player game and play as all players.\""""
    said = by_id(steps("rescuing-robin-hood", players=3, mode="solo-multi"))
    assert said["setup-rescuing-scenario-cards"]["players"] == 3
    assert said == by_id(steps("rescuing-robin-hood", players=3))


def test_rescuing_accelerated_mode_starts_on_day_2_and_deals_two_villagers_a_medallion():
    """R14: "For a quicker game skip, Days 1 and 3." ... "deal 2 Villagers for each symbol on the
    Scenario Setup card (instead of 1).\""""
    said = by_id(steps("rescuing-robin-hood", players=2, mode="accelerated"))
    assert said["setup-rescuing-accelerated"] == {"per_medallion": 2}
    assert said["setup-rescuing-first-day"] == {"day": 2}
    # The stack itself is the same: the Days 1 & 2 card sets up Day 2, the Days 3 & 4 card Day 4.
    assert "setup-rescuing-scenario-stack" in said


def test_rescuing_expert_mode_adds_the_challenge_cards_and_the_starting_score():
    """R12. Components: "15 Challenge cards"; Expert Mode: "you may draw up to 2 challenge cards at the
    beginning of each round"; "You start with 50 points"."""
    said = by_id(steps("rescuing-robin-hood", players=2, expert=True))
    assert said["setup-rescuing-expert"] == {"cards": 15, "start": 50}
    assert "setup-rescuing-expert" not in by_id(steps("rescuing-robin-hood", players=2, expert=False))


# -- Curse You, Robin Hood! ------------------------------------------------------------------

# "| x: Each Hand | 9 | 9 | 12 | 9 | 8 | 8 |", "| y: Legend | 8 | 8 | 11 | 8 | 7 | - |",
# "| z: The Market | 6 | 6 | 3 | 6 | 3 | 2 |"
RULEBOOK_DEAL = {1: (9, 8, 6), 2: (9, 8, 6), 3: (12, 11, 3), 4: (9, 8, 6), 5: (8, 7, 3), 6: (8, None, 2)}
# "1 Player: Three Legends", "2 Players: Two Legends", "3-5 Players: One Legend", "6 Players: Do not
# play with a Legend."
RULEBOOK_LEGENDS = {1: 3, 2: 2, 3: 1, 4: 1, 5: 1, 6: 0}


@pytest.mark.parametrize("players", range(1, 7))
def test_curse_deals_the_rulebooks_table_for_the_player_count(players):
    """C2: the deal and the Legends by player count, as the rulebook's table."""
    said = by_id(steps("curse-you-robin-hood", players=players))
    hand, legend, market = RULEBOOK_DEAL[players]
    # "Cards: 50 Goods cards in 5 suits"
    if legend is None:
        assert said["setup-curse-deal-no-legend"] == {"cards": 50, "hand": hand, "market": market}
    else:
        assert said["setup-curse-deal"] == {"cards": 50, "hand": hand, "legend": legend, "market": market,
                                            "legends": RULEBOOK_LEGENDS[players]}
    assert said["setup-curse-legends"]["count"] == RULEBOOK_LEGENDS[players]
    assert said["setup-curse-market"] == {"market": market}
    # "A full game is one round per player."
    assert said["setup-curse-dealer"] == {"rounds": players}


def test_curse_seats_the_legends_where_the_rulebook_puts_them():
    """C2: "1 Player: Three Legends arrayed in front of you." "2 Players: Two Legends, one between each
    player." "3-5 Players: One Legend to the dealer's left." (seat 1 deals first)"""
    one = by_id(steps("curse-you-robin-hood", players=1))
    assert names(one["setup-curse-seats"]["order"]) == ["seat 1", "friar-tuck", "the-sheriff", "little-john"]
    two = by_id(steps("curse-you-robin-hood", players=2))
    assert names(two["setup-curse-seats"]["order"]) == ["seat 1", "friar-tuck", "seat 2", "the-sheriff"]
    four = by_id(steps("curse-you-robin-hood", players=4))
    assert names(four["setup-curse-seats"]["order"]) == ["seat 1", "friar-tuck", "seat 2", "seat 3", "seat 4"]
    six = by_id(steps("curse-you-robin-hood", players=6))
    assert names(six["setup-curse-seats"]["order"]) == [f"seat {n}" for n in range(1, 7)]
    assert names(six["setup-curse-legends"]["legends"]) == []


def test_curse_names_the_chosen_legends_and_the_chosen_seating():
    """C2: "If learning the game, play with Friar Tuck or the Sheriff. Otherwise, decide as a group who to
    play with." The table's own choice of Legends and seats is what the steps say."""
    said = by_id(steps("curse-you-robin-hood", players=2, legends=["the-prince", "maid-marian"],
                       order=["p0", "p1", "the-prince", "maid-marian"]))
    assert names(said["setup-curse-legends"]["legends"]) == ["the-prince", "maid-marian"]
    assert names(said["setup-curse-seats"]["order"]) == ["seat 1", "seat 2", "the-prince", "maid-marian"]


# -- Robin Hood (goods and the Sheriff) ------------------------------------------------------

@pytest.mark.parametrize("players, chariots, deputies", [
    # "With 3 or 4 players, use just one "Chariot" token with value 2." (Components: "5 "Chariot"
    # (values 2, 2, 3, 4 and 5) tokens")
    # "When playing in 3, the "Deputy Sheriff" tokens are not used. Deal 1 token to each player - when
    # playing 4, and 2 tokens to each player when playing in 5."
    (3, [2, 3, 4, 5], 0), (4, [2, 3, 4, 5], 1), (5, [2, 2, 3, 4, 5], 2),
])
def test_goods_chariots_and_deputy_tokens_for_the_player_count(players, chariots, deputies):
    """G2 (the chariot tokens) and G6 (the Deputy Sheriff tokens) by player count."""
    said = by_id(steps("robin-hood-goods", players=players))
    assert said["setup-goods-chariots"] == {"players": players, "tokens": chariots}
    assert said["setup-goods-deputies"] == {"players": players, "each": deputies}
    assert said["setup-goods-peasants"] == {"players": players}


def test_goods_deal_money_and_tokens_as_the_rulebook_sets_them_up():
    said = by_id(steps("robin-hood-goods", players=4))
    # "1 deck with 106 cards of goods"; "Deal 5 cards to each player"
    assert said["setup-goods-deal"] == {"cards": 106, "hand": 5}
    # "Each player receives $30 (2 x $10, 1x $5 and 5x $1)."
    money = said["setup-goods-money"]
    assert [money[k] for k in ("tens", "fives", "ones")] == [2, 1, 5]
    assert [money[k].args["value"] for k in ("money", "ten", "five", "one")] == [30, 10, 5, 1]
    assert 2 * 10 + 1 * 5 + 5 * 1 == 30
    # "Each player receives one "Robin Hood" token, one "Apprehension" token and one fabric bag." (G6, G7)
    assert "setup-goods-tokens" in said
    # "The player who can tell the most honest fact his been through receives the "Sherriff" token"
    assert "setup-goods-first-sheriff" in said


def test_goods_advanced_game_uses_both_faces_of_the_player_aid_card():
    """Advanced Game: "Game preparation is exactly the same, but now both faces of the player-aid card
    will be used." (the back: the sell-out limits, G10)"""
    advanced = by_id(steps("robin-hood-goods", players=3, mode="advanced"))
    family = by_id(steps("robin-hood-goods", players=3, mode="family"))
    assert advanced["setup-goods-aid-cards"] == {"advanced": "yes", "players": 3}
    assert family["setup-goods-aid-cards"] == {"advanced": "no", "players": 3}
    assert {k: v for k, v in advanced.items() if k != "setup-goods-aid-cards"} == \
        {k: v for k, v in family.items() if k != "setup-goods-aid-cards"}


# -- Robin Hood: Hero of the People ----------------------------------------------------------

def test_hero_sets_up_steps_1_to_8_of_the_rulebook():
    said = steps("hero-of-the-people")
    assert [step.args.get("step") for step in said] == [None, 1, 2, 3, 4, 5, 6, 7, 8]
    args = by_id(said)
    # "11 x Story 1 cards", "12 x Story 2 cards"; "1. Shuffle the Story 2 cards and randomly remove ONE
    # card"; "2. Shuffle the Story 1 cards and randomly remove TWO cards" (H2: a Story deck of 20)
    assert args["setup-hero-story-2"] == {"step": 1, "removed": 1, "left": 11}
    assert args["setup-hero-story-1"] == {"step": 2, "removed": 2, "left": 9, "deck": 20}
    # "50 x Loot cards"
    assert args["setup-hero-loot"] == {"step": 3, "cards": 50}
    # "7 x Character cards"; "4. Remove Robin Hood from the Character cards. Lay out the rest"
    assert args["setup-hero-characters"] == {"step": 4, "face_down": 6}
    # "6. Place the THREE King Richard cards"; "5 x Sherwood Forest cards"
    assert args["setup-hero-king-richard"] == {"step": 6, "cards": 3, "forest": 5}
    # "8. Finally, draw the top THREE Loot cards from the Loot deck as your beginning hand."
    assert args["setup-hero-hand"] == {"step": 8, "cards": 3}


@pytest.mark.parametrize("bounty", [0, 300, 600, 900])
def test_hero_puts_the_bounty_token_on_the_chosen_space(bounty):
    """H1: "Place the Bounty Token on a tracker space to set your desired difficulty"."""
    assert by_id(steps("hero-of-the-people", bounty=bounty))["setup-hero-bounty"] == {"step": 7, "bounty": bounty}


# -- Robin Hood (1990) -----------------------------------------------------------------------

@pytest.mark.parametrize("players", range(2, 7))
def test_rh1990_gives_each_player_5_gold_and_a_pawn(players):
    """V1: "Each player receives 5 gold coins as starting capital.\""""
    said = by_id(steps("robin-hood-1990", players=players))
    assert said["setup-rh1990-gold"] == {"players": players, "gold": 5, "total": 5 * players}
    assert said["setup-rh1990-pawns"] == {"players": players}


def test_rh1990_castle_cards_events_and_the_sheriff_pawn():
    said = by_id(steps("robin-hood-1990", players=4, rule="behind"))
    # "The 5 castle cards with arrows are slid, face up, into the 4 slots provided for this purpose"
    assert said["setup-rh1990-castle-cards"] == {"cards": 5, "slots": 4}
    # "42 event cards"
    assert said["setup-rh1990-events"] == {"cards": 42}
    # "At the start of the game, the sheriff pawn is placed beside tent no. 1, near the inn." (V1)
    # "Play proceeds clockwise, and the youngest player begins." (V4)
    assert {"setup-rh1990-castle", "setup-rh1990-sheriff", "setup-rh1990-youngest"} <= said.keys()
    # The settlement rule (V2) is no part of the setup.
    assert said == by_id(steps("robin-hood-1990", players=4, rule="last"))


# -- every game ------------------------------------------------------------------------------

def test_the_score_pad_has_no_box_to_set_up():
    assert steps("score-pad", players=3) == []


def test_a_table_made_before_an_option_existed_still_gets_its_steps():
    """Stored options of an old table may lack a later option: each game reads it with its default."""
    for game in engine.all_games():
        assert isinstance(game.setup_steps({"players": max(game.min_players, 3)}), list)
