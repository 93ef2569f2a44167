# robin-hood-goods: the words of its screen and its new-table form (pwa/js/games/), in en. docs/languages.md says how to write one.
# The server's sentences for this game (refusals, outcomes) are in locales/en/server.ftl.

## The goods, cards and money the screen counts

goods-good = { $good ->
    [potato] potato
    [fruit] fruit
    [chicken] chicken
    [silk] silk
    [mead] mead
   *[jewelry] jewelry
}
goods-count = { $count } { $good ->
    [potato] { $count ->
        [one] potato
       *[other] potatoes
    }
    [fruit] { $count ->
        [one] fruit
       *[other] fruits
    }
    [chicken] { $count ->
        [one] chicken
       *[other] chickens
    }
    [silk] { $count ->
        [one] silk
       *[other] silks
    }
    [mead] { $count ->
        [one] mead
       *[other] meads
    }
   *[jewelry] { $count ->
        [one] jewelry
       *[other] jewelries
    }
}
goods-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
goods-nothing = nothing
goods-nothing-yet = nothing yet
goods-money = { MONEY($amount) }

## The table: the week, the ledger, the tokens, the private line

goods-round-line = Week { $week } of 3 · turn { $turn } of { $turns } · { $mode ->
    [advanced] advanced game
   *[family] family game
}
goods-game-over = Game over: { $names } won.
goods-sheriff-star = ★ Sheriff
goods-tokens = Tokens left: { $tokens }{ $storing ->
    [no] {""}
   *[yes] {" "}· { $stored } stored
}
goods-token-robin-hood = Robin Hood
goods-token-apprehension = Apprehension
goods-token-deputy = { $count } Deputy
goods-tokens-none = none
goods-private-line = Only you see this: { $anySeen ->
    [yes] approved this week { $seen }
   *[no] no card seen approved for you this week
}{ $unseen ->
    [0] {""}
    [one] , and { $unseen } card in bags that passed unopened or were dealt for
   *[other] , and { $unseen } cards in bags that passed unopened or were dealt for
}.
goods-private-stored = Stored for the final sell-out: { $stored }.
goods-money-by-week = Money by week
goods-chart-start = start
goods-chart-week = week { $week }
goods-chart-sell-out = sell-out

## Choosing the first Sheriff, and next week's

goods-who-starts = Who starts as Sheriff?
goods-first-sheriff-hint = The rulebook gives the Sheriff token to the player who tells the most honest fact they have been through. { $name } is Sheriff now; tap another name to change it before anyone declares.
goods-poorest-waiting = { $name } has the least money and chooses next week's first Sheriff.
goods-poorest-heading-you = You have the least money: who is next week's first Sheriff?
goods-poorest-heading = { $name } has the least money and chooses next week's first Sheriff

## Declarations and the Robin Hood token

goods-declarations = Declarations ({ $sheriff } is Sheriff)
goods-declaration-item = { $name }: { $goods }
goods-robin-ask = Your Robin Hood token (once a game, before anyone declares): how many cards do you swap?
goods-swap = Swap { $cards }
goods-your-declaration = Your declaration:
goods-declares-for = { $name } declares:
goods-good-declared = Good declared
goods-count-hint = How many cards? 1 is always allowed; 2 to 5 need a chariot token not yet taken this turn (left: { $left }).
goods-chariots-none = none
goods-waiting-declare = Waiting for { $name } to declare.

## The Sheriff's turn: inspecting, deals, Apprehension

goods-sheriff-you = You are the Sheriff: inspect, deal, apprehend or let them pass
goods-sheriff-host = { $name } is the Sheriff: enter what they do
goods-sheriff-deciding = { $name } is the Sheriff and is deciding
goods-bag-declares = { $name } declares { $goods }{ $settled ->
    [yes] {" "}· the Sheriff has settled this bag
   *[no] {""}
}
goods-inspect = Inspect
goods-inspect-deputy = Inspect (Deputy token)
goods-open-bag = Open the bag
goods-apprehend = Apprehend (once a game)
goods-take-bag = Take the bag
goods-bag-cards = Cards in the bag:
goods-bag-tally = { $entered } of { $count }
goods-pad-less = one less { $good }
goods-pad-more = one more { $good }
goods-bag-mismatch = The bag was declared with { $cards }; { $entered } entered. Tap + and − until they match. (rule G3)
goods-deal-label = Deal: { $payer } pays { $payee } $
goods-deal-label-to-you = Deal: { $payer } pays you $
goods-deal-take = Take the deal
goods-deal-enter = Enter the dollars { $name } pays for the deal.
goods-deal-too-much = { $name } has only { MONEY($money) }: a deal is paid in full, so it can be at most { MONEY($money) }. (rule G4)
goods-unopened-pass = The bags not opened pass unopened when the turn ends.
goods-let-pass-hint = Letting everyone pass opens no bag: every bag is approved unseen.
goods-end-turn = End the turn
goods-let-pass = Let everyone pass
goods-turn-money = This turn's money
goods-receipt-deal = { $name } paid { $sheriff } { MONEY($amount) } (deal: the bag is approved unseen)
goods-receipt-apprehension = { $sheriff } apprehended { $name }'s bag (no money moves)
goods-receipt-honest = { $name } was honest: the bank pays { $name } { MONEY($indemnity) }; approved { $approved }
goods-receipt-penalty = { $name } pays { MONEY($penalty) }{ $short ->
    [yes] {" "}(paid { MONEY($paid) }, { MONEY($writtenOff) } written off)
   *[no] {""}
} to the bank; the Sheriff gets { MONEY($reward) }; approved { $approved }; discarded { $discarded }

## The end of the week and the final sell-out

goods-week-end = End of week { $week }: the sale
goods-week-end-how = Each player enters, privately, the approved cards they hold{ $mode ->
    [advanced] {" "}and which of them (up to 3) they store for the final sell-out
   *[family] {""}
}; the rest sell at their value. Nothing is paid until everyone has entered: then every sale is paid at once and { $after ->
    [next-week] week { $next } starts
    [sell-out] the final sell-out follows
   *[end] the game ends
}.
goods-entered = Entered: { $players }
goods-entered-yes = { $name } ✓
goods-entered-not-yet = { $name } (not yet)
goods-my-week = Only you see this: you sell { $sold } for { MONEY($earned) }{ $mode ->
    [advanced] {" "}and store { $stored }
   *[family] {""}
}. The { MONEY($earned) } is paid when everyone has entered{ $waiting ->
    [none] {""}
   *[some] {" "}(waiting for { $names })
}.
goods-week-private-hint = Only you see this. Pre-filled with what the app saw approved for you.
goods-week-known = The app counts { $known } approved { $known ->
    [one] card
   *[other] cards
} for you: { $seenCount } seen ({ $seen }) and { $unseen } in bags that passed unopened or were dealt for. Enter what those bags held (rule G12).
goods-week-tally = { $entered } of { $known } entered.
goods-week-held = Approved cards you hold
goods-week-store = Store for the final sell-out (up to 3 this week)
goods-week-field = { $kind ->
    [stored] stored { $good }
   *[approved] approved { $good }
}
goods-week-less = { $kind ->
    [stored] one less { $good } stored
   *[approved] one less { $good } approved
}
goods-week-more = { $kind ->
    [stored] one more { $good } stored
   *[approved] one more { $good } approved
}
goods-week-sale = You sell { $sold } for { MONEY($money) }{ $mode ->
    [advanced] {" "}and store { $stored }
   *[family] {""}
}; paid when everyone has entered.
goods-sell-rest = Sell the rest
goods-sell-out = The final sell-out (rule G10)
goods-sell-out-good = { $good }: { $stock } stored, limit { $limit }{ $over ->
    [yes] {" "}(over the limit: most stored sell first, equal counts split)
   *[no] {" "}(within the limit: all sell at double)
}
goods-sell-out-row = { $name }: stored { $stored }, sold { $sold }, { MONEY($money) }
goods-sell-out-row-shared = { $name }: stored { $stored }, shares the sale of { $shared } with { $others } (rule G10), { MONEY($money) }

## The big screen: what the turn is waiting for

goods-this-turn = This turn
goods-is-sheriff = { $name } is the Sheriff
goods-now-declare = Now the players fill their bags and declare.
goods-now-sheriff = Now the Sheriff inspects.
goods-now-week-end = Now the week's goods are entered.
goods-now-choose-sheriff = Now next week's first Sheriff is chosen.
goods-declares-now = { $name } declares { $goods }{ $settled ->
    [yes] {" "}· settled
   *[no] {""}
}

## The log: each move as a sentence

goods-log-robin-hood = { $name } used the Robin Hood token and swapped { $cards }
goods-log-declare = { $name } declared { $goods }
goods-log-inspect-honest = { $name } inspected { $target }{ $deputy ->
    [yes] {" "}with a Deputy token
   *[no] {""}
}: honest, the bank paid { $target } { MONEY($indemnity) }; { $approved } approved
goods-log-inspect-caught = { $name } inspected { $target }{ $deputy ->
    [yes] {" "}with a Deputy token
   *[no] {""}
}: penalty { MONEY($penalty) }, reward { MONEY($reward) }{ $short ->
    [yes] {" "}({ $target } paid only { MONEY($paid) }, { MONEY($writtenOff) } written off)
   *[no] {""}
}; the bag held { $cards }
goods-log-inspect = { $name } inspected { $target }{ $deputy ->
    [yes] {" "}with a Deputy token
   *[no] {""}
}: the bag held { $cards }
goods-log-deal = { $name } took a { MONEY($amount) } deal from { $target }{ $deputy ->
    [yes] {" "}(Deputy token)
   *[no] {""}
}: the bag is approved unseen
goods-log-apprehend-private = { $name } apprehended { $target }'s bag (what it held only { $name } sees)
goods-log-apprehend-yours = { $name } apprehended your bag: the cards matching your declaration came back to you as approved goods, the others went to { $name }
goods-log-apprehend-split = { $name } apprehended { $target }'s bag: { $returned } back to { $target }, { $took } kept by { $name }
goods-log-apprehend = { $name } apprehended { $target }'s bag: it held { $cards }
goods-log-let-pass = { $name } let every bag pass
goods-log-end-turn = { $name } ended the turn; the bags not opened passed
goods-log-pass-all = { $name } ended the turn
goods-log-week-private = { $name } entered the week's goods (only { $name } sees them){ $paid ->
    [yes] ; everyone has entered, so week { $week }'s sales are paid
    [no] ; the money is paid when everyone has entered
   *[unknown] {""}
}
goods-log-week = { $name } entered the week's goods: selling { $sold }{ $priced ->
    [yes] {" "}for { MONEY($earned) }
   *[no] {""}
}{ $storing ->
    [yes] , storing { $stored }
   *[no] {""}
}{ $paid ->
    [yes] ; everyone has entered, so week { $week }'s sales are paid
    [no] ; the money is paid when everyone has entered
   *[unknown] {""}
}
goods-log-choose-sheriff = { $name } chose { $sheriff } as next week's first Sheriff
goods-log-first-sheriff = { $name } chose { $sheriff } as the first Sheriff

## Fixing a move from the log

goods-how-many = How many cards?
goods-how-many-swapped = How many cards were swapped?
goods-robin-fix = The Robin Hood token: how many cards were swapped?
goods-whose-bag = Whose bag
goods-first-sheriff = The first Sheriff
goods-next-first-sheriff = Next week's first Sheriff
goods-who-next = Who is next week's first Sheriff?

## The new-table form (games/goods-options.js)

goods-option-players = Players
goods-option-mode = Game
goods-mode-family = Family
goods-mode-advanced = Advanced
goods-mode-help = Advanced adds storing and the sell-out.
goods-option-card-table = The player-aid card
goods-card-table-help = The rulebook prints only some numbers of the player-aid card: those are filled in and locked. Type the others from your card.
goods-section-values = Value
goods-section-penalties = Penalty
goods-section-rewards = Reward
goods-section-limits = Sell-out limit

# A number field of the card table on the new-table form: "Potato: value".
goods-card-number = { $good ->
    [potato] Potato
    [fruit] Fruit
    [chicken] Chicken
    [silk] Silk
    [mead] Mead
   *[jewelry] Jewelry
}: { $section ->
    [values] value
    [penalties] penalty
    [rewards] reward
   *[limits] sell-out limit
}
goods-limits-note = Advanced game only; for this number of players.
