# curse-you-robin-hood: the words of its screen and its new-table form (pwa/js/games/), in en. docs/languages.md says how to write one.

## The game's terms

# A Legend's proper name in the slot $form of the sentence: start (opening a sentence), name
# (mid-sentence, in a list), owner (whose cards, mid-sentence: German "des Sheriffs"). A Legend
# this catalog does not know yet is named by its id.
curse-legend = { $legend ->
    [friar-tuck] Friar Tuck
    [the-sheriff] { $form ->
        [start] The Sheriff
       *[other] the Sheriff
    }
    [little-john] Little John
    [will-scarlet] Will Scarlet
    [robin-hood] Robin Hood
    [the-prince] { $form ->
        [start] The Prince
       *[other] the Prince
    }
    [maid-marian] Maid Marian
   *[other] { $legend }
}
curse-good-ale = Ale
curse-good-bread = Bread
curse-good-cloth = Cloth
curse-good-gems = Gems
curse-good-meat = Meat
curse-card = { $good } { $rank }
curse-card-targets = { $count } target(s)
curse-market = Market
curse-legend-mark = (Legend)

## Entering the cards: the card pickers, the Market, the turn's cards, the trades, card archery

# A picker's good buttons (the cards' goods as short words to tap).
curse-pick-ale = ale
curse-pick-bread = bread
curse-pick-cloth = cloth
curse-pick-gems = gems
curse-pick-meat = meat
# A good picked, its rank not yet.
curse-picked-good = { $good } …
curse-picker-incomplete = { $picker }: pick a good and a rank first.
curse-market-card = Market card { $number }
curse-your-card = Your card
curse-card-of = { $name }'s card
curse-the-card = The card
curse-card-taken = Card taken from the Market
curse-legend-shown = { $legend }: card shown
curse-legend-second = { $legend }: second card
curse-deal-heading = Round { $round }: deal the Market
curse-deal = Deal the Market
# $legend in its owner form.
curse-enter-legend = Enter { $legend }
curse-reveal-mine = Reveal my card
curse-reveal-for = Reveal for { $name }
curse-turn-heading = Turn { $turn } of { $turns }
curse-waiting-list = Waiting for: { $names }
curse-has-chosen = { $names } { $count ->
    [one] has chosen a card
   *[other] have chosen their cards
}; no one sees them until every card is in.
curse-enter-others = Enter cards for Legends or other players
curse-trades-heading = { $name } trades with the Market
curse-tap-you-take = Tap the Market card you take:
curse-tap-takes = Tap the Market card { $name } takes:
curse-waiting-for = Waiting for { $name }.
curse-take-card = Take { $card }
curse-archery-heading = Still tied: who won the card archery?
curse-shared-win = Shared win
curse-fix-archery = Who won the card archery?

## The table: round, trades, stockpiles, scores

curse-round-line = Round { $round } of { $rounds } · Turn { $turn } of { $turns }
curse-not-dealt = Not dealt yet
curse-last-trades = Round { $round }: the last turn's trades
curse-trades-label = Trades of the last turn
curse-transfer = { $from } → { $to }: { $card }
curse-transfer-between = { $from } → { $to }:
curse-swap-match = (same rank: they swap)
curse-swap-high-low = (highest and lowest swap)
curse-trades-market = { $seat } ⇄ Market
curse-keeps = { $seat } keeps their card
curse-the-curse = Round { $round }: the Curse
# $names discard the goods $goods (C5).
curse-discards = { $names } { $count ->
    [one] discards
   *[other] discard
} { $goods }
curse-no-curse = Nobody held a target: no Curse this round.
curse-round-score = { $points } points this round
curse-final-stockpiles = Stockpiles after the last Curse
curse-stockpiles = Stockpiles
curse-stockpiles-hint = ◎ is a target. When the round ends, for each good the seats with the most targets discard all their cards of it: the Curse.
curse-points = { $points } points
curse-points-so-far = { $points } points so far
curse-heading-for-curse = ⚠ heading for the Curse
curse-empty = Empty
curse-chart-title = Scores by round
curse-chart-label = Round scores
curse-chart-round = Round { $round }
curse-chart-bar = Round { $round }, { $name }: { $score }
curse-chart-key = ■ { $name }: { $total }
# $count: the verb agrees with the number of winners where a language needs it.
curse-over = Game over: { $names } { $count ->
   *[other] won
}.
curse-over-legends = Game over: the Legends won. A solo player needs more points than each Legend (rule C9).

## The log's sentences

curse-log-market = { $who } dealt the Market: { $cards }
curse-legends-heading = The Legends at the table
curse-legends-now = { $count ->
    [one] Playing with { $legends }. Until the first Market, choose another Legend or leave it to a draw (C2):
   *[other] Playing with { $legends }, in seat order. Until the first Market, choose others or leave them to a draw (C2):
}
curse-legend-seat = Legend { $number }
curse-legends-play = Play with these
curse-log-legends = { $who }: the { $count ->
    [one] Legend at the table is
   *[other] Legends at the table are
} { $legends }
curse-log-legends-drawn = the { $count ->
    [one] Legend at the table is
   *[other] Legends at the table are
} { $legends }
curse-log-reveal = { $who } revealed { $card }
curse-log-host-took = Host took { $card } from the Market for { $who }
curse-log-chosen = { $who } chose a card
curse-log-clash = { $sentence } · entered twice: { $clashes }: enter the card again
curse-clash-item = { $card } ({ $names })
curse-log-round = { $sentence } · round { $round }: { $curse } · { $scores }
curse-log-score = { $name } { $points }
curse-log-take = { $who } took { $card } from the Market
# $then and $plays: curse-log-then and curse-log-plays, or nothing.
curse-log-legend = { $legend } showed { $card }{ $then }{ $plays }
curse-log-then = , then { $card }
curse-log-plays = : plays { $card }
curse-log-entered = { $who } entered: { $sentence }
curse-log-archery = { $who } recorded the card-archery result: { $names } { $count ->
   *[other] won
}

## The new-table form (curse-options.js)

curse-option-player = Player { $number }
curse-option-players = Players
curse-option-players-help = Not counting the Legends, who play from their own stacks.
curse-option-legends = Legends
curse-option-legend = Legend { $number }
curse-option-legends-help = With this many players { $count ->
    [1] one Legend plays
   *[other] { $count } Legends play
}. Each Legend can sit at the table once.
curse-option-no-legend = With 6 players no Legend plays.
curse-option-order = Seat order
curse-option-order-help = Clockwise round the table; the first seat deals the first round. The rulebook's order is already set.
