# The games' descriptions (GET /games): each option's and move's description and the characters'
# names, in English. Generated from the engine by `python scripts/games_catalog.py`: do not edit
# it here, edit the game's module. The other languages translate these ids (docs/languages.md).

## Curse You, Robin Hood!

describe-curse-you-robin-hood-option-players = Number of players (not counting Legends).
describe-curse-you-robin-hood-option-legends = Which Legends play (C2 fixes how many); default: Friar Tuck, the Sheriff, Little John.
describe-curse-you-robin-hood-option-order = Seats clockwise, players as p0, p1... and Legends by id; default by C2.
describe-curse-you-robin-hood-option-ruleset = Set by the app, not a choice: tables created before ruling C9 have none, and those created before C10 have 2; each keeps the rules it started with.
describe-curse-you-robin-hood-move-legends = The Legends at the table, in their seat order, chosen or drawn before the first Market (C2): as many as the player count asks for, each once.
describe-curse-you-robin-hood-move-legends-at-random = The server drew this move's values at random (POST …/draws); never sent.
describe-curse-you-robin-hood-move-market = Enter the Market's face-up cards dealt at the start of a round.
describe-curse-you-robin-hood-move-reveal = Enter the card you revealed this turn; no other seat sees it until every player's is in (C10).
describe-curse-you-robin-hood-move-legend = Enter a Legend's cards this turn: the one shown, and for a bluffing Legend the second one (C3).
describe-curse-you-robin-hood-move-take = Name the Market card you took (in Market order, C4).
describe-curse-you-robin-hood-move-archery = Record the card-archery winner(s) of a tie the targets did not break (C7).
describe-curse-you-robin-hood-move-archery-winners = A tied player's seat label, p0 to p5 (a seat number is read as its label).

## Robin Hood (goods and the Sheriff)

describe-robin-hood-goods-option-mode = Advanced adds storing and the sell-out.
describe-robin-hood-goods-option-first-sheriff = Seat of the first Sheriff, counted from 0 (for programs). At the table the players choose them by name before the first move instead.
describe-robin-hood-goods-option-card-table = The player-aid card's numbers the rulebook leaves out (see GET card-table); required (G1).
describe-robin-hood-goods-option-ruleset = Set by the app, not a choice: tables created before rulings G12-G13 have none and keep the rules they started with.
describe-robin-hood-goods-move-robin-hood = Use your Robin Hood token before declarations: how many cards you swap (G7).
describe-robin-hood-goods-move-declare = Declare your bag: one lawful good and a count (G2).
describe-robin-hood-goods-move-let-pass = Sheriff: open no bag; every bag passes unopened and the turn ends.
describe-robin-hood-goods-move-end-turn = Sheriff: end the turn after inspecting, dealing or apprehending; the bags not opened pass.
describe-robin-hood-goods-move-pass-all = Old name of let_pass and end_turn, accepted only at tables created before G12.
describe-robin-hood-goods-move-inspect = Sheriff: open a player's bag and enter its cards (G3, G4); deputy for a second one (G6).
describe-robin-hood-goods-move-deal = Sheriff: a player bought off the inspection (money only, player to Sheriff, G4).
describe-robin-hood-goods-move-apprehend = Sheriff: apprehend a bag not yet inspected and enter what it holds (G6).
describe-robin-hood-goods-move-week-goods = End of week: the approved goods you hold (checked, G12) and, in the advanced game, those you store (up to 3, G9; leave out to store nothing).
describe-robin-hood-goods-move-choose-sheriff = The poorest player names the next week's first Sheriff (G8).
describe-robin-hood-goods-move-first-sheriff = Before the first move: who starts as Sheriff (the rulebook: the player who tells the most honest fact); it replaces the table's first Sheriff option.
describe-robin-hood-goods-move-first-sheriff-at-random = The server drew this move's values at random (POST …/draws); never sent.
describe-robin-hood-goods-preset = The player-aid card's numbers the rulebook leaves out (see GET card-table); required (G1).

## Robin Hood: Hero of the People

describe-hero-of-the-people-option-bounty = Starting bounty: the track space chosen (H1).
describe-hero-of-the-people-option-catalogue = Skills and costs of the cards entered so far (H5); may be incomplete.
describe-hero-of-the-people-option-rules = The rulings this table follows (tables made before H6-H9 keep H1-H5, tables made before H10-H11 keep H1-H9).
describe-hero-of-the-people-move-card-numbers = Enter a card's numbers when first needed: a character's skills, recruit and rescue costs (Robin Hood: only his Rescue cost, H6), or a King Richard card's cost (H5).
describe-hero-of-the-people-move-card-numbers-skills = Skills
describe-hero-of-the-people-move-card-numbers-recruit = Recruit cost
describe-hero-of-the-people-move-card-numbers-rescue = Rescue cost
describe-hero-of-the-people-move-card-numbers-cost = King Richard card cost
describe-hero-of-the-people-move-choose-hero = Active hero phase: make a face-up character the active hero (H3, H6).
describe-hero-of-the-people-move-rob = Rob the rich: cards drawn (3) and the loot played into the inventory by resource (up to 3, H3; more or fewer after an adjustment, H7).
describe-hero-of-the-people-move-rob-played = Loot played into the inventory, by resource
describe-hero-of-the-people-move-recruit = Action: recruit a Merry Man (H4).
describe-hero-of-the-people-move-rescue = Action: rescue a jailed character, Robin Hood included (H4, H6).
describe-hero-of-the-people-move-acquire-king-richard = Action: acquire a King Richard card (H4).
describe-hero-of-the-people-move-use-king-richard = Action: use a held King Richard card (H4).
describe-hero-of-the-people-move-build = Action: build a Sherwood Forest card for 2 Strength (H4), naming the character it protects from jail (H10).
describe-hero-of-the-people-move-build-protects = The character printed on the card (H10); tables made before H10 may leave it out
describe-hero-of-the-people-move-lower-bounty = Action: lower the bounty by 100 for 3 Influence, once a round (H4).
describe-hero-of-the-people-move-ability = Action: the active hero's Special Ability, with a note of what it did and, if the app should count it, its effect (H7; Robin Hood has none).
describe-hero-of-the-people-move-ability-inventory = Loot cards put into (+) or taken from (-) the inventory, by resource
describe-hero-of-the-people-move-ability-hand = Cards added to (+) or taken from (-) the hand
describe-hero-of-the-people-move-ability-draws = Loot cards drawn this round beyond (+) or short of (-) the usual 3
describe-hero-of-the-people-move-ability-plays = Loot cards that may be played into the inventory this round beyond (+) or short of (-) the usual 3
describe-hero-of-the-people-move-ability-actions = Actions this round beyond the usual one
describe-hero-of-the-people-move-ability-bounty = The bounty raised (+) or lowered (-): a multiple of 100 (H8)
describe-hero-of-the-people-move-no-action = No action this round: the bounty rises by 100 (H4).
describe-hero-of-the-people-move-adjust = A card's effect the rulebook does not print: a Special Ability, a King Richard card or a Story card, by name, and what it changed (H7). Shown in the log with that reason.
describe-hero-of-the-people-move-adjust-source = Whose card: the active hero's Special Ability, a King Richard card or a Story card
describe-hero-of-the-people-move-adjust-card = The card's name or what it says
describe-hero-of-the-people-move-adjust-inventory = Loot cards put into (+) or taken from (-) the inventory, by resource
describe-hero-of-the-people-move-adjust-hand = Cards added to (+) or taken from (-) the hand
describe-hero-of-the-people-move-adjust-draws = Loot cards drawn this round beyond (+) or short of (-) the usual 3
describe-hero-of-the-people-move-adjust-plays = Loot cards that may be played into the inventory this round beyond (+) or short of (-) the usual 3
describe-hero-of-the-people-move-adjust-actions = Actions this round beyond the usual one
describe-hero-of-the-people-move-adjust-bounty = The bounty raised (+) or lowered (-): a multiple of 100 (H8)
describe-hero-of-the-people-move-story = Story phase: the card resolved. Either its effects (cost paid, loot lost, characters jailed, the Sherwood Forest cards lost, the bounty moved; any of them together, none for 'nothing', H7, H9) or, as first written, one outcome with its cost, character or amount.
describe-hero-of-the-people-move-story-card = The Story card's name
describe-hero-of-the-people-move-story-cost = The cost paid, with the active hero's skills first (H5, H9)
describe-hero-of-the-people-move-story-lost = Loot cards the card takes from the inventory, without the skill discount (H9)
describe-hero-of-the-people-move-story-jailed = Characters the card jails (H6)
describe-hero-of-the-people-move-story-sherwood-lost = The Sherwood Forest cards are lost
describe-hero-of-the-people-move-story-choice = Pay the card's cost (skills first, H5) or take its printed alternative instead (H11): the effects entered, the cost not paid
describe-hero-of-the-people-move-story-bounty = The bounty raised (+) or lowered (-): a multiple of 100 (H8)
describe-hero-of-the-people-move-story-outcome = One outcome (the first form of this move)
describe-hero-of-the-people-move-story-character = With outcome jailed
describe-hero-of-the-people-move-story-amount = With outcome bounty_raised

## Rescuing Robin Hood

describe-rescuing-robin-hood-option-players = Bands at the table (1 for single-band solo).
describe-rescuing-robin-hood-option-expert = Expert mode: challenge cards and the final score (R12).
describe-rescuing-robin-hood-option-leaders = Band leader per band, e.g. Lady Christabel.
describe-rescuing-robin-hood-move-add-row = Setup: a row of the scenario card: its medallions and guards.
describe-rescuing-robin-hood-move-add-castle = Day 5 setup: the Wall with the Castle, the Courtyard rows, the Sheriff's row (R9).
describe-rescuing-robin-hood-move-setup-done = The battlefield is set: draw today's bands.
describe-rescuing-robin-hood-move-starting-band = The band that starts the game's first day (the rulebook: who most recently walked in a park or forest) or Day 5 (the players' choice, R17), entered or drawn before the day's first turn does anything; until then band 1 starts the first day and the clockwise rotation (R8) is proposed for Day 5.
describe-rescuing-robin-hood-move-starting-band-at-random = The server drew this move's values at random (POST …/draws); never sent.
describe-rescuing-robin-hood-move-band = Today's band: the totals of your 4 villagers and your leader, and its skill tokens.
describe-rescuing-robin-hood-move-spend-jolliness = Planning: spend Jolliness, +1 per point (R4).
describe-rescuing-robin-hood-move-cookery = Planning: your Cookery token gives +2 to a band's attribute (R6).
describe-rescuing-robin-hood-move-mead = Planning: your Mead token gives +1 Jolliness to any band (R6).
describe-rescuing-robin-hood-move-scouting = Planning: your Scouting token reveals up to 2 guards of one row (R6): `guards` by id (older phones: `row` and `cards` positions).
describe-rescuing-robin-hood-move-scouting-guards = A card's id (rows[].cards[].id): it never changes while the card is on the battlefield
describe-rescuing-robin-hood-move-scouting-cards = Older phones: a card's position in its row, 0 at the end attacked first (renumbered after every removal); prefer the card's id
describe-rescuing-robin-hood-move-prayer-move = Planning: one Prayer moves `guard` to `position` in `to_row` (its own row if left out; on Day 5 always its own row, R16) (R6).
describe-rescuing-robin-hood-move-prayer-move-position = Where the guard goes in its row: 0 at the end attacked first
describe-rescuing-robin-hood-move-prayer-remove = Planning: two Prayers, yours or one from `partner`, remove `guard` (R6, R16).
describe-rescuing-robin-hood-move-wit = Wit attack, one card at a time (R2): `row` to start; each move reveals the next card, with its Wit in `value` unless the app knows it.
describe-rescuing-robin-hood-move-wit-stop = Stop a Wit attack after a success: the outwitted guards are discarded (R2).
describe-rescuing-robin-hood-move-brawn = Brawn attack on a whole row (R3): `revealed` gives the Brawn the app does not know, by card id (older phones: `values`, every card's Brawn from the end).
describe-rescuing-robin-hood-move-brawn-row = Row number, top row 0
describe-rescuing-robin-hood-move-brawn-revealed-id = A card's id (rows[].cards[].id): it never changes while the card is on the battlefield
describe-rescuing-robin-hood-move-brawn-revealed = The values the app does not know yet, by card id
describe-rescuing-robin-hood-move-stealth = Stealth attack on chosen cards of one row (R3): `chosen` by card id with the Stealth of those the app does not know (older phones: `row`, `cards` positions and `values`).
describe-rescuing-robin-hood-move-stealth-chosen-id = A card's id (rows[].cards[].id): it never changes while the card is on the battlefield
describe-rescuing-robin-hood-move-stealth-chosen = The chosen cards by id, with the value of each one the app does not know yet
describe-rescuing-robin-hood-move-stealth-cards = Older phones: a card's position in its row, 0 at the end attacked first (renumbered after every removal); prefer the card's id
describe-rescuing-robin-hood-move-robin = The rescuer adds Robin Hood's printed attributes (R11).
describe-rescuing-robin-hood-move-end-turn = End your turn: Brawn and Jolliness pass to the next player (R5).
describe-rescuing-robin-hood-move-recruit = Recruit a villager from the Major Oak (take) or pass (R8).
describe-rescuing-robin-hood-move-end-day = End-of-day clean-up (R8, R13).
describe-rescuing-robin-hood-move-challenge = Expert mode: a challenge card accepted, blind or seen (R12).
describe-rescuing-robin-hood-move-adjust = A band leader's printed power, applied by hand with a reason.
describe-rescuing-robin-hood-move-exchange = Much the Miller's Son: swap a card with another band; both keep their old tokens and gain the new card's (FAQ).

## Robin Hood (1990)

describe-robin-hood-1990-option-players = Number of players.
describe-robin-hood-1990-option-rule = Settlement: 'last' (rulebook) or 'behind' (V2).
describe-robin-hood-1990-option-first-player = Seat of the youngest player, who starts.
describe-robin-hood-1990-move-duel = An archery duel with the sheriff pawn: your castle card, then the sheriff's (V3); won on the sheriff's starting space, your pawn may go straight onto the gathering point (V7).
describe-robin-hood-1990-move-duel-player-card = A castle card: 1-5 arrows or "sheriff".
describe-robin-hood-1990-move-duel-sheriff-card = A castle card: 1-5 arrows or "sheriff".
describe-robin-hood-1990-move-duel-to-gathering-point = You won on the sheriff's starting space and moved your pawn directly onto the next gathering point (V7): the section ends and its settlement comes next.
describe-robin-hood-1990-move-event = An event card you drew: what it did to your gold, its text or a note, and any pawn move (V5).
describe-robin-hood-1990-move-event-text = The card's text, or a note of what it said.
describe-robin-hood-1990-move-event-gold = Gold the event gave you (positive) or took (negative); 0 for none.
describe-robin-hood-1990-move-event-pawn-spaces = Spaces the event moved your pawn: forward positive, back negative.
describe-robin-hood-1990-move-event-pawn-to-section-start = The event sent your pawn back to the section's start.
describe-robin-hood-1990-move-settle = A pawn reached the gathering point: every player's distance short of it, by seat (V2).
describe-robin-hood-1990-move-settle-distances-propertyNames = A seat number
describe-robin-hood-1990-move-first-player = Before the first duel, event or settlement: the youngest player, who starts section 1 (V4). Any player or the host names them; it may be changed until the first other move.
describe-robin-hood-1990-move-first-player-starting-seat = The seat of the player who starts section 1.
describe-robin-hood-1990-move-first-player-at-random = The server drew this move's values at random (POST …/draws); never sent.
describe-robin-hood-1990-move-starter = The tied poorest players chose who starts the next section (V4, V6): a tied player or the host names the starting seat.
describe-robin-hood-1990-move-starter-at-random = The server drew this move's values at random (POST …/draws); never sent.

## Score pad

describe-score-pad-option-players = Number of seats.
describe-score-pad-option-goal = Score that ends the game (SP3, SP8); null for none.
describe-score-pad-option-game-name = The real game being scored (for the results and BG Stats); null: 'Score pad'.
describe-score-pad-option-bgg-id = That game's BoardGameGeek id, for BG Stats; null for none.
describe-score-pad-option-sheet = Score round by round on a grid, one cell per side a round (SP5).
describe-score-pad-option-rounds = On a sheet, the number of rounds; the last one ends the game (SP7). Null: no limit.
describe-score-pad-option-lowest-wins = The lowest total wins (SP9).
describe-score-pad-option-teams = Seats that score together, each team a list of seats (SP10, SP11); null: none.
describe-score-pad-move-add = Add points to a seat's score (negative points subtract).
describe-score-pad-move-add-points = Points to add (SP2).
describe-score-pad-move-score = On a score sheet, enter a side's points for one round (SP5, SP6).
describe-score-pad-move-score-round = The round, from 1.
describe-score-pad-move-score-points = The side's points this round (0 allowed).
describe-score-pad-move-note = Keep a private note; only your own seat can read it.
describe-score-pad-move-note-text = The note.
describe-score-pad-move-finish = End the game; the best score wins (SP4, SP9).
describe-score-pad-move-starter = Who goes first, named or drawn before the first points are on the pad (SP12).
describe-score-pad-move-starter-starting-seat = The seat that goes first.
describe-score-pad-move-starter-at-random = The server drew this move's values at random (POST …/draws); never sent.

## The characters' names (the choices' x-names), shared by the games

name-alan-a-dale = Alan A Dale
name-friar-tuck = Friar Tuck
name-little-john = Little John
name-maid-marian = Maid Marian
name-much-the-miller = Much the Miller
name-robin-hood = Robin Hood
name-the-prince = the Prince
name-the-sheriff = the Sheriff
name-will-scarlet = Will Scarlet
name-will-scarlett = Will Scarlett
