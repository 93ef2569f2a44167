# rescuing-robin-hood: the words of its screen and its new-table form (pwa/js/games/), in en. docs/languages.md says how to write one.
# The server's sentences for this game (refusals, outcomes) are in locales/en/server.ftl, "Rescuing Robin Hood".

## Terms: attributes and tokens, medallions, colours, rows, cards, ranks

# As totals and sentences name them ("Wit 9").
rescuing-stat = { $stat ->
    [wit] Wit
    [brawn] Brawn
    [stealth] Stealth
    [jolliness] Jolliness
    [scouting] Scouting
    [cookery] Cookery
    [prayer] Prayer
   *[mead] Mead
}
# A number field's label.
rescuing-stat-label = { $stat ->
    [wit] wit
    [brawn] brawn
    [stealth] stealth
    [jolliness] jolliness
    [scouting] scouting
    [cookery] cookery
    [prayer] prayer
   *[mead] mead
}
# $name is rescuing-stat.
rescuing-stat-value = { $name } { $value }
rescuing-token-count = { $name } ×{ $count }
# A card's value in short, on the card: "W4".
rescuing-stat-short = { $stat ->
    [wit] W{ $value }
    [brawn] B{ $value }
   *[stealth] S{ $value }
}
rescuing-medallion = { $medallion ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
}
# The letter on a medallion, so colour is not all that tells them apart.
rescuing-medallion-initial = { $medallion ->
    [bronze] B
    [silver] S
   *[gold] G
}
rescuing-medallion-villager = { $medallion ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
} medallion villager
rescuing-colour = { $colour ->
    [red] red
   *[blue] blue
}
rescuing-row-label = { $kind ->
    [wall] Wall
    [sheriff] Sheriff's row
    [courtyard] Courtyard { $number }
   *[row] Row { $number }
}
rescuing-card-label = { $kind ->
    [castle] the Castle
    [sheriff] the Sheriff
   *[guard] { $colour ->
        [red] red
       *[blue] blue
    } guard #{ $card }
}
# A card as a person reads it aloud.
rescuing-card-spoken = { $kind ->
    [castle] The Castle: { $values }
    [sheriff] The Sheriff: { $values }
   *[guard] { $colour ->
        [red] Red
       *[blue] Blue
    } guard #{ $card }, { $face ->
        [down] face down
        [up] face up
       *[known] { $values }
    }
}
rescuing-card-short = #{ $card } { $kind ->
    [castle] the Castle
    [sheriff] the Sheriff
   *[guard] { $colour ->
        [red] red
       *[blue] blue
    }
}
rescuing-guard-choice = #{ $card }, { $colour ->
    [red] red
   *[blue] blue
} guard, { $row }
rescuing-sheriff-card = Sheriff
rescuing-band-number = Band { $number }
rescuing-seat-word = Band
rescuing-rank-babe-in-the-woods = Babe in the Woods
rescuing-rank-first-archery-lesson = First Archery Lesson
rescuing-rank-apprentice-cook = Apprentice Cook
rescuing-rank-outlaw = Outlaw
rescuing-rank-expert-marksman = Expert Marksman
rescuing-rank-golden-arrow-award = Golden Arrow Award
rescuing-rank-robin-hood = Robin Hood
rescuing-rank-savior-of-sherwood = Savior of Sherwood

## The screen: the day, the rules, the battlefield, the bands

rescuing-won-sheriff = Robin is free and the Sheriff defeated!
rescuing-won = Robin Hood is rescued: you win!
rescuing-lost = Robin was not rescued: the game is lost.
rescuing-round-line = Day { $day } of days { $days } · { $mode ->
    [standard] standard game
    [accelerated] accelerated game
    [solo-single] single-band solo
    [solo-multi] solo with several bands
   *[other] { $mode }
}{ $expert ->
    [yes] {" "}· expert score { $score } ({ $rank })
   *[no] {""}
}
rescuing-rules-summary = Rules for this stage
rescuing-stage-setup = Stage 1: deal each row of the scenario card: a villager per medallion, its guards face-down, the end guard face-up (R7). Accelerated: 2 villagers a medallion (R14).
rescuing-stage-bands = Stage 2: draw 4 villagers; total your band's Wit, Brawn, Stealth and Jolliness with your leader's, and take its skill tokens.
rescuing-stage-turns = Stage 3: up to 2 attacks with different attributes (R4). Plan first: Jolliness on your own turn, tokens on any turn (R6). Ties go to the band (R1).
rescuing-stage-recruit = Stage 4: in turn order, take a villager from the Major Oak or pass (R8).
rescuing-stage-cleanup = Stage 5: unrescued villagers are imprisoned, the rest go to Sherwood Forest, Cookery becomes Mead; days 2 and 4 cut the bands to 8 and 4 (R8).
rescuing-stage-over = The game is over.
rescuing-day5-rules = Day 5: the Wall (with the Castle), then each Courtyard row, then the Sheriff's row, strictly in order (R9). A Prayer touches only the row that may be attacked now, and a moved guard stays in its row (R16).
rescuing-battlefield = Day { $day } battlefield
rescuing-battlefield-hint = As on the table: captured villagers on the left, their guards to the right, the end guard (attacked first) at the far right.
rescuing-row-now = ◀ now
rescuing-row-cleared = cleared
rescuing-counts = Major Oak { $oak } · Sherwood Forest { $sherwood } · imprisoned { $imprisoned }{ $robin ->
    [yes] {" "}· Robin rescued!
   *[no] {""}
}
rescuing-turn-marker = ▶ turn
rescuing-band-not-drawn = Band not drawn yet
rescuing-chart-title = Villagers so far: rescued, and in Nottingham Prison
rescuing-chart-day = day { $day }
rescuing-chart-rescued = rescued so far
rescuing-chart-imprisoned = in Nottingham Prison

## Setting up: who starts Day 5, the scenario card's rows, the Castle, the bands

rescuing-starts-day = Starts Day { $day }
rescuing-starter-chosen = { $name } starts Day { $day } (chosen).
rescuing-starter-proposed = Proposed: { $name } starts Day { $day } (clockwise, R8). The players choose (R17):
rescuing-starter-proposed-first = Who starts? The rulebook: the player who most recently walked in a park or forest. Until you choose, { $name } starts Day { $day }:
rescuing-no-villagers-yet = no villagers yet
rescuing-take-last-off = Take the last one off
rescuing-guards-of-colour = { $colour ->
    [red] red guards
   *[blue] blue guards
}
rescuing-wall-guards = Wall guards
rescuing-castle = Castle
rescuing-courtyard-rows = Courtyard rows
rescuing-courtyard-row-colour = row { $number } { $colour ->
    [red] red
   *[blue] blue
}
# $stat is rescuing-stat-label.
rescuing-sheriff-stat = Sheriff { $stat }
rescuing-day5-heading = Day 5: storm the Castle
rescuing-set-up-castle = Set up the Castle
rescuing-draw-bands = Draw the bands
rescuing-rows-heading = Day { $day }: rows from the scenario card
rescuing-warn-medallions-first = Add the row's medallions first.
rescuing-add-row = Add the row
rescuing-done-draw-bands = Done: draw the bands
rescuing-waiting-bands = Waiting for the other bands.
rescuing-band-totals-heading = { $name }: today's band totals
rescuing-enter-band = Enter the band

## A turn: attacks, Jolliness, passing on

rescuing-wit-hint = Wit left { $left }. Next card: { $kind ->
    [castle] the castle, { $max }
    [sheriff] the sheriff, { $max }
   *[guard] { $colour ->
        [red] red
       *[blue] blue
    } guard, at most { $max }
}:
rescuing-wit-safe = it cannot beat you.
rescuing-wit-risky = it could beat you.
# $stat is rescuing-stat.
rescuing-value-known = { $stat } of { $kind ->
    [castle] the Castle
    [sheriff] the Sheriff
   *[guard] { $colour ->
        [red] red
       *[blue] blue
    } guard #{ $card }
}: { $value }
rescuing-value-of = { $stat } of #{ $card }
rescuing-attack-with = Attack with
rescuing-row = Row
rescuing-choose-card = Choose #{ $card }
rescuing-warn-choose-stealth = Choose the cards to attack by Stealth.
rescuing-attack-hint = { $attribute ->
    [wit] Wit: the end card (far right), then one card at a time.
    [brawn] Brawn: the whole row, every card revealed.
   *[stealth] Stealth: tick the cards you choose, in any place of the row.
} Enter only the values shown empty: the app keeps the ones it has seen.
rescuing-attack = Attack
rescuing-attack-under-way = { $stat } (under way)
rescuing-turn-heading = { $name }'s turn · attacks made: { $count ->
    [0] none yet
   *[other] { $made }
}
rescuing-robin-add-heading = Robin Hood is rescued! Add his printed attributes to { $name }'s band:
rescuing-add-robin = Add Robin
rescuing-spend-for-them = You can still spend your tokens for them below.
rescuing-reveal-compare = Reveal and compare
rescuing-wit-stop = Stop: defeat { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
rescuing-nothing-to-attack = No row can be attacked now: spend tokens below if you like, then end the turn.
rescuing-attacks-made = { $limit ->
    [2] Both attacks
   *[other] All { $limit } attacks
} of this turn are made: spend tokens below if you like, then end the turn.
rescuing-jolliness-to-spend = Jolliness to spend
rescuing-onto = Onto
rescuing-spend = Spend
rescuing-passes-last = Last turn of the day: nothing passes on (R5).
rescuing-passes = Ending now passes { $brawn } Brawn and { $jolliness } Jolliness to { $name } (R5).
rescuing-end-turn = End the turn

## Tokens: Scouting, Prayer, Cookery and Mead

rescuing-scouting-legend = Scouting: reveal up to 2 face-down guards of one row
rescuing-all-face-up = Every guard is face up.
rescuing-warn-tick-guards = Tick the guards to reveal.
rescuing-scouting-reveal = Scouting: reveal
rescuing-prayer-legend = { $day5 ->
    [yes] Prayer: a guard of the row to attack now
   *[no] Prayer: move or remove a guard
}
rescuing-no-prayable = No guard a Prayer can touch now.
rescuing-guard-to-pray-for = Guard to pray for
rescuing-to-row = To row
rescuing-own-row = Its own row
rescuing-second-prayer-from = Second Prayer from
rescuing-my-own = my own
rescuing-guard = Guard
rescuing-place-from-end = Place from the end
rescuing-value-from-end = { $stat } of the card at place { $number } from the end
rescuing-warn-place-from-1 = Count the place from 1, the card at the row's end.
rescuing-prayer-move = Prayer: move
rescuing-prayer-remove = Prayer ×2: remove
rescuing-spend-tokens = Spend { $name }'s tokens (any turn)
rescuing-for-band = For band
rescuing-attribute = Attribute
rescuing-cookery-mead = Cookery and Mead
rescuing-for = For
rescuing-cookery-button = Cookery +2
rescuing-mead-button = Mead +1 Jolliness
rescuing-no-tokens = No Cookery, Mead, Scouting or Prayer tokens left.

## Recruiting and the end of the day

rescuing-recruit-heading = { $name }: recruit from the Major Oak ({ $left } left)?
rescuing-recruit-one = Recruit one
rescuing-pass = Pass
rescuing-end-day = End day { $day }

## Fixing a move from the log (the fields the screen's own controls do not have)

rescuing-robin-printed = Robin Hood's printed attributes:
rescuing-from-major-oak = From the Major Oak
rescuing-scouting-revealed = Scouting: the guards revealed
rescuing-wit-of-card = Wit of the card

## The log: one sentence a move ($who made it; a corrected move comes without its result)

# A row in a sentence: "bare" as a subject or object, "of" the row a card lies in.
rescuing-log-row = { $form ->
    [of] of { $kind ->
        [wall] the Wall
        [sheriff] the Sheriff's row
        [courtyard] Courtyard row { $number }
       *[row] row { $number }
    }
   *[bare] { $kind ->
        [wall] the Wall
        [sheriff] the Sheriff's row
        [courtyard] Courtyard row { $number }
       *[row] row { $number }
    }
}
rescuing-log-guards-of-colour = { $count } { $colour ->
    [red] red
   *[blue] blue
}
# $parts: rescuing-log-guards-of-colour, listed ("1 blue and 2 red").
rescuing-log-guards = { $total ->
    [0] no guards
    [one] { $parts } guard
   *[other] { $parts } guards
}
# What an attack freed on the way, after the sentence it ends.
rescuing-log-spoils = { $rescued ->
    [0] {""}
    [one] , { $rescued } villager rescued
   *[other] , { $rescued } villagers rescued
}{ $bonus ->
    [none] {""}
   *[other] , Castle bonus { $bonus } Jolliness
}{ $robin ->
    [yes] , Robin Hood rescued!
   *[no] {""}
}{ $sheriff ->
    [yes] , the Sheriff defeated!
   *[no] {""}
}
rescuing-log-add-row = { $who } laid out { $row ->
    [0] a row
   *[other] row { $row }
}: { $medallions } { $count ->
    [one] medallion
   *[other] medallions
}, { $guards }
rescuing-log-add-castle = { $who } set up Day 5: the Wall with the Castle and { $wall }, { $courtyard ->
    [one] { $courtyard } Courtyard row
   *[other] { $courtyard } Courtyard rows
}, the Sheriff's row with { $sheriff }
rescuing-log-setup-done = { $who }: the battlefield is set, the bands are drawn next
rescuing-log-starting-band = { $who }: { $name } starts Day { $day }
rescuing-log-starting-band-drawn = { $name } starts Day { $day }
rescuing-log-band = { $who }'s band today: { $stats }{ $skilled ->
    [yes] ; { $tokens }
   *[no] {""}
}
rescuing-log-spend-jolliness = { $who } spent { $amount } Jolliness on { $stat }
rescuing-log-cookery = { $who }'s Cookery gave { $name } +{ $gain } { $stat }
rescuing-log-cookery-unknown = { $who }'s Cookery went to { $name }'s { $stat }
rescuing-log-mead = { $who }'s Mead gave { $name } +{ $gain } Jolliness
rescuing-log-mead-unknown = { $who }'s Mead went to { $name }
rescuing-log-scouting = { $who } scouted { $cards }
# $row is rescuing-log-row, form "of".
rescuing-log-scouting-row = { $who } scouted { $count ->
    [one] { $count } guard
   *[other] { $count } guards
} { $row }
rescuing-log-prayer-move = { $who }'s Prayer moved { $guard ->
    [none] a guard
   *[other] #{ $guard }
} to place { $place } from the end{ $row ->
    [0] {""}
   *[other] {" "}of row { $row }
}{ $spoils }
rescuing-log-prayer-remove = { $who } prayed twice: { $guard ->
    [none] a guard
   *[other] #{ $guard }
} removed{ $spoils }
rescuing-log-prayer-remove-pair = { $who } and { $partner } prayed: { $guard ->
    [none] a guard
   *[other] #{ $guard }
} removed{ $spoils }
rescuing-log-wit-on-row = { $who }'s Wit attack on { $row }{ $value ->
    [none] {""}
   *[other] : the end card's Wit { $value }
}
rescuing-log-wit-goes-on = { $who }'s Wit attack goes on{ $value ->
    [none] {""}
   *[other] : the next card's Wit { $value }
}
rescuing-log-wit-failed = { $who }'s Wit attack failed at { $card } (Wit { $value }): the guards total { $total }, more than the Wit. Wit is now 0
rescuing-log-wit-last-card = { $who }'s Wit got past { $card } (Wit { $value }), the last card of the row: { $defeated ->
    [one] { $defeated } card
   *[other] { $defeated } cards
} defeated{ $spoils }
rescuing-log-wit-past = { $who }'s Wit got past { $card } (Wit { $value }): total { $total }, Wit left { $left }
rescuing-log-wit-stop = { $who } stopped the Wit attack: { $defeated ->
    [one] { $defeated } card
   *[other] { $defeated } cards
} defeated{ $spoils }
rescuing-log-wit-stop-plain = { $who } stopped the Wit attack
rescuing-log-card-value = #{ $card } is { $value }
# A corrected Brawn or Stealth attack: $target is the cards or the row, $values the values entered.
rescuing-log-attack-entered = { $who }'s { $stat } attack{ $target ->
    [none] {""}
   *[other] {" "}on { $target }
}{ $values ->
    [none] {""}
   *[other] , { $stat } entered: { $values }
}
# $target is the cards chosen or the row; $row (rescuing-log-row, form "of") the row of the cards chosen.
rescuing-log-attack = { $who }'s { $stat } attack on { $target }{ $row ->
    [none] {""}
   *[other] {" "}{ $row }
}: the guards total { $total } · { $success ->
    [yes] { $defeated ->
        [one] { $defeated } card
       *[other] { $defeated } cards
    } defeated{ $spoils }
   *[no] failed{ $attribute ->
        [brawn] : the Brawn is spent, none passes on
       *[other] : the { $stat } is spent for this turn
    }
}
rescuing-log-robin = { $who } added Robin Hood's attributes: { $stats }
rescuing-log-end-turn = { $who } ended the turn
rescuing-log-end-turn-passing = { $who } ended the turn, passing { $brawn } Brawn and { $jolliness } Jolliness on
rescuing-log-recruit = { $who } recruited a villager from the Major Oak{ $left ->
    [none] {""}
   *[other] {" "}({ $left } left)
}
# $card: a guard's number, or the Castle or the Sheriff; $place "dat" after a German preposition taking the dative.
rescuing-log-card-ref = { $kind ->
    [castle] the Castle
    [sheriff] the Sheriff
   *[guard] #{ $card }
}
rescuing-log-recruit-over = { $who } passed, but recruiting was already over: nothing changes
rescuing-log-recruit-pass = { $who } passed on recruiting
rescuing-log-end-day-plain = { $who } ended the day
rescuing-log-end-day = Day { $day } ended: { $imprisoned ->
    [one] { $imprisoned } villager
   *[other] { $imprisoned } villagers
} imprisoned{ $sherwood ->
    [0] {""}
   *[other] , { $sherwood } to Sherwood Forest
}{ $retired ->
    [0] {""}
   *[other] , { $retired } retired from the bands
}
rescuing-log-challenge = { $who }: a challenge card accepted { $blind ->
    [yes] blind
   *[no] seen
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# $amount carries its sign: "+1", "-2".
rescuing-log-adjust = { $who }: { $amount } { $stat } for { $name } ({ $reason })
rescuing-log-exchange = { $who } exchanged a card with { $name }

## The new-table form (rescuing-options.js)

rescuing-option-players = Players
rescuing-option-players-help = One band each; single-band solo plays 1.
rescuing-option-mode = Game
rescuing-option-mode-standard = Standard: five days
rescuing-option-mode-accelerated = Accelerated: days 2, 4 and 5
rescuing-option-mode-solo-single = Solo with one band
rescuing-option-mode-solo-multi = Solo with several bands
rescuing-option-expert = Expert mode
rescuing-option-expert-help = Challenge cards and the final score.
rescuing-option-leaders = Band leaders
rescuing-option-leader = Band { $number }: leader
rescuing-option-leaders-help = The Merry Band Leader each band keeps. The app applies Lady Christabel's +1 and Much the Miller's Son's exchange by itself. Leave them all empty to enter leaders' powers by hand.
rescuing-option-leaders-all-or-none = Name a leader for every band, or leave them all empty.
