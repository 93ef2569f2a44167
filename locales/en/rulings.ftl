# The rulings and decisions of every game, in English: generated from the engine (each game's
# RULINGS and decisions) by `python scripts/rulings_doc.py`. Do not edit it here: edit the engine
# and run the script, then bring locales/de/rulings.ftl and locales/fr/rulings.ftl up to date.

## Curse You, Robin Hood!

ruling-curse-you-robin-hood-c1 = 50 unique cards: Ale, Bread, Cloth, Gems, Meat, ranks 1-10; targets: rank 1 none, 2-5 one, 6-9 two, 10 three. A card seen twice in one round is a typing error and is rejected.
ruling-curse-you-robin-hood-c2 = Legends and deal sizes by player count as in the rulebook table. Seats are fixed clockwise at setup: 1 player: the player then three Legends; 2 players: player, Legend, player, Legend; 3-5 players: one Legend left of the dealer; 6 players: no Legend.
ruling-curse-you-robin-hood-c3 = Friar Tuck plays his top card face-up; the Sheriff his top card face-down. Others show their top card, then reveal the next: Little John plays it if lower, Will Scarlet if higher, Robin Hood if it is Gems or Cloth, the Prince if a different good, Maid Marian if the same good; the unplayed card goes to the bottom. With one card left a Legend plays it.
ruling-curse-you-robin-hood-c4 = Trading, in order, each seat trading at most once: Match (equal ranks pass to the nearest matched seat clockwise), High-Low (highest swaps with lowest of those left, if two or more), Market (players left, highest rank first, take a Market card; Legends left keep their own card).
ruling-curse-you-robin-hood-c5 = A round ends when each player has one card in hand. Curse: for each good, the seats holding the most targets of it (at least 1) discard all their cards of that good; ties all discard.
ruling-curse-you-robin-hood-c6 = Round score: 1 per card left plus the highest rank of each good left; a stockpile empty after the Curse scores 50 (Pauper Victory). Legends are scored for comparison only.
ruling-curse-you-robin-hood-c7 = A game is one round per player. Most points wins; tie: most targets in the final round's stockpile after the Curse; still tied: the table records the card-archery winner, or a shared win.
ruling-curse-you-robin-hood-c8 = Bluffing Legends compare ranks strictly: Little John plays the second card only if its rank is lower than the shown card's, Will Scarlet only if higher; an equal rank (in another good) is neither, so the shown card is played.
ruling-curse-you-robin-hood-c9 = Solo game (one player, three Legends): the player wins when their total after the last round is higher than each Legend's total; otherwise the Legends win (a tie with a Legend is not a win). Scores stand either way, and results and exports say who won.
decision-curse-you-robin-hood-1 = Every seat has one label in the state, the moves and the results: p0, p1... for the players (p and the table's seat number) and its id for a Legend; the archery winners are labels too (seat numbers written by older tables are still read). Only the table's status lists winners as seat numbers, as every game's does. p0 deals the first round and the deal passes clockwise among the players each round.
decision-curse-you-robin-hood-2 = Without a `legends` option the table plays the rulebook's learners' Legends first: Friar Tuck, then the Sheriff, then Little John, as many as C2 asks for.
decision-curse-you-robin-hood-3 = A card a bluffing Legend returned under its stack may be seen again from that same Legend later in the round (its stack cycles); any other card seen twice in a round is refused (C1).
decision-curse-you-robin-hood-4 = Each player enters their own revealed card; anyone (or the host) enters the Legends' cards. The trades resolve as soon as every seat's card is in.
decision-curse-you-robin-hood-5 = A 'take' names the Market card the player took; players take in Market order, highest rank first (C4).
decision-curse-you-robin-hood-6 = In a solo game the Legends win together when any of them has as many points as the player or more (C9): the table's winners are then empty, `legends_won` is true, the final move's result names the winners (`game_over`), and the result's sentence and BG Stats say the player lost. The C7 tie-breaks are for players tied with players, so a solo game never goes to card archery.
decision-curse-you-robin-hood-7 = Tables created before C9 keep the rules they started with: their solo games end with the player as the winner, so their logs replay as they were played.

## Robin Hood (goods and the Sheriff)

ruling-robin-hood-goods-g1 = Card table: the app ships the rulebook's known values (potato $1, chicken $4, silk $7; penalties chicken $3, silk $5; reward silk $3; indemnity $1/$2/$3 for potato/fruit/chicken; the deck; the 4-player limits; 3-player potatoes 6 and silks 3), marks the rest unknown and never invents a number: a table starts only once the host has filled them in from the player-aid card.
ruling-robin-hood-goods-g2 = A declaration names one lawful good and a count of 1-5. A count of 1 is always allowed; 2-5 needs a chariot token of that value not yet taken this turn (3-4 players: 2, 3, 4, 5; 5 players: 2, 2, 3, 4, 5).
ruling-robin-hood-goods-g3 = The bag holds exactly the declared number of cards; revealed contents with another count are rejected.
ruling-robin-hood-goods-g4 = Inspection: all cards match: the bank pays the indemnity of each card; all approved. Otherwise (no deal): matching cards approved, each other card costs its penalty (to the bank) and is discarded, and the bank pays the Sheriff the reward of each illegal card found. A deal is money only, player to Sheriff, and approves the bag unseen.
ruling-robin-hood-goods-g5 = A player who cannot pay a penalty in full pays all they have; the shortfall is written off and shown in the log. Money never goes negative.
ruling-robin-hood-goods-g6 = Deputy Sheriff tokens (1 each with 4 players, 2 with 5, none with 3): after the regular inspection, discard one to inspect another player. Apprehension (one per player per game): take the bag of a player not yet inspected this turn; matching cards are approved for their owner, the rest go to the Sheriff's approved goods; no deal, indemnity, penalty or reward.
ruling-robin-hood-goods-g7 = Robin Hood token: one per player per game, used before declarations, swaps 1-5 hand cards; at most one player uses it per turn.
ruling-robin-hood-goods-g8 = 3 weeks. A week has one turn per player as Sheriff (3 players: two each), Sheriff passing clockwise. After a week the poorest player picks the first Sheriff of the next; on a tie, the player left of the last Sheriff is Sheriff.
ruling-robin-hood-goods-g9 = End of week: hand cards are discarded; in the advanced game each player first stores up to 3 of the week's approved cards for the final sell-out; every other approved card sells at its value. Approved goods are private to their owner until sold.
ruling-robin-hood-goods-g10 = Final sell-out, good by good: within the limit everyone sells all at twice the value. Otherwise players sell in decreasing order of how many they stored; equal counts form one group; a group that fits sells all; the group that does not fit sells what the limit leaves and splits that money equally, rounded down; everyone after it sells nothing.
ruling-robin-hood-goods-g11 = Most money wins; equal money shares the victory.
ruling-robin-hood-goods-g12 = Week goods are checked: the approved cards a player enters must include every card the app saw approved for them (inspections, apprehensions), and their total must equal the cards the app knows they hold: the seen cards plus the declared count of every bag that passed unopened or was dealt for.
ruling-robin-hood-goods-g13 = The sell-out calculator follows G1: a value or limit the rulebook prints cannot be changed, only unknown ones given; it refuses stock no game can reach (more holders than players, more than 9 stored cards by one player).
ruling-robin-hood-goods-g14 = The draw pile is not tracked: when it runs out the table shuffles the discard pile (cards discarded after inspections, swapped with the Robin Hood token, left in hands at a week's end) into a new one. So the deck's per-good counts bound what is held at one time (one player's approved cards of a good in a week, the stored total of a good), never what passes through a whole game.
ruling-robin-hood-goods-g15 = A deal settles the inspection it replaces (the regular one, or one Deputy token's), so a Deputy inspection may follow a deal, and each inspection, regular or Deputy, is settled by at most one deal. Apprehension is not an inspection: the Sheriff may use it before or after the regular inspection, on a player whose bag has not been inspected, dealt for or apprehended this turn.
decision-robin-hood-goods-1 = Declarations go clockwise from the Sheriff's left, one at a time; the Sheriff acts once all are in.
decision-robin-hood-goods-2 = The cards an Apprehension finds are entered by the Sheriff and shown only to the Sheriff in the log.
decision-robin-hood-goods-3 = At the end of a week each player enters the approved goods they hold; the app pre-fills what it saw approved, and G12 checks the total against the bags that passed unopened or were dealt for.
decision-robin-hood-goods-4 = Stored goods can only come from the week's approved goods, at most 3 cards a week (G9).
decision-robin-hood-goods-5 = The cards an Apprehension returns to the bag's owner count as seen approved for that owner (G12).
decision-robin-hood-goods-6 = A week's approved cards of one good cannot exceed what the deck holds of it: they are all held at once until the week's sale (G14, deck counts from G1). Nothing else is counted against the deck: the discard pile is reshuffled, so a game may see 30 potatoes approved in every week (G14).
decision-robin-hood-goods-7 = The table checks each player's own goods against the deck, never the sum over players: approved and stored goods are private (G9), and a refusal must not tell anyone what another player holds (G14).
decision-robin-hood-goods-8 = A deal made after the regular inspection was settled (by an inspection or a deal) settles a Deputy inspection: it needs the `deputy` flag and spends a Deputy token (G15).
decision-robin-hood-goods-9 = The Sheriff ends a turn with `let_pass` when no bag was opened, dealt for or apprehended, and with `end_turn` after one; `pass_all`, the old name of both, is accepted only at tables created before G12.
decision-robin-hood-goods-10 = In the week's goods, `stored` may be left out: nothing is stored (always so in the family game).
decision-robin-hood-goods-11 = The sell-out calculator accepts a printed value or limit given again unchanged, as the card table does (G1, G13); only a different one is refused.
decision-robin-hood-goods-12 = The sell-out calculator refuses more stored cards of one good than the deck holds (G13).
decision-robin-hood-goods-13 = Tables created before G12 keep the rules they started with: no week-goods check, and `pass_all` still ends a turn after an inspection, so their logs replay for undo.
decision-robin-hood-goods-14 = What a player earns from the week's sale is private in the log, like the goods it comes from; the money shows on everyone's screen once the week is paid.
decision-robin-hood-goods-15 = The first Sheriff is the `first_sheriff` option (a seat number, for programs); at the table any player or the host names them with the `first_sheriff` move, allowed only before the first move of the game.

## Robin Hood: Hero of the People

ruling-hero-of-the-people-h1 = The starting bounty is the number on the track space the player chose: a multiple of 100 from 0 to 900. The bounty never goes below 0.
ruling-hero-of-the-people-h2 = Win at once when all six Merry Men are face-up (recruited and not jailed) and the bounty is under 500. Lose at once when the bounty reaches 1000, or when the last Story card is resolved without a win. Story deck: 11 - 2 Story 1 cards on top of 12 - 1 Story 2 cards = 20 cards.
ruling-hero-of-the-people-h3 = A round is: active hero phase, rob the rich (draw 3, play up to 3 into the inventory, hand limit 5 afterwards), action phase, story phase.
ruling-hero-of-the-people-h4 = Exactly one action a round (recruit, rescue, acquire or use a King Richard card, build a Sherwood Forest card, lower the bounty), or none and the bounty rises by 100. Lowering the bounty costs 3 Influence and lowers it by 100, once a round. A Sherwood Forest card costs 2 Strength; completing all five lowers the bounty by 200 each time the fifth is placed.
ruling-hero-of-the-people-h5 = A cost is paid with the active hero's skills first: loot cards needed of a resource = max(0, cost - skill). Robin Hood has 3 Archery and 2 Sword. Other characters' skills and costs are entered once (a reusable card catalogue).
ruling-hero-of-the-people-h6 = A Story card may jail any face-up character, Robin Hood included; a jailed character is rescued with the Rescue cost from its card (the catalogue holds Robin Hood's too). If the active hero is jailed, the player picks another face-up character at once; with none face-up there is no active hero: skills count 0 and every cost is paid with loot alone, until a character is face-up again.
ruling-hero-of-the-people-h7 = Robin Hood has no Special Ability, so an ability is refused while he is the active hero. Effects the rulebook does not print (Special Abilities, King Richard cards, Story cards) are entered as an adjustment with the card's name and its effect on the inventory, the hand, the draws and plays this round, the actions this round or the bounty, shown in the log with that reason. A Story card may have several effects.
ruling-hero-of-the-people-h8 = The bounty moves on the track in steps of 100: every raise or fall is a multiple of 100.
ruling-hero-of-the-people-h9 = A paid Story card needs a cost of at least one resource; a Story card that takes inventory away without the skill discount is entered as a loss of those cards, not as a payment.
ruling-hero-of-the-people-h10 = Each Sherwood Forest card protects one character from being jailed by a Story card; the rulebook does not print which, so the card's character is entered when the card is acquired. A Story card that would jail a protected character does not jail them (the log says which card protected whom); a discarded Sherwood Forest card protects no one.
ruling-hero-of-the-people-h11 = A Story cost that cannot (or will not) be paid: the card's printed alternative applies, as the rulebook spells out for "Sherwood Forest Is Invaded" (discard every Sherwood Forest card). The app offers "pay" or "take the card's alternative" and records the alternative as the card states it (the bounty raised, a character jailed, cards discarded); H5 still refuses a payment with cards or skills that are not there.
decision-hero-of-the-people-1 = The loot in the inventory is tracked by resource: the player enters which resources the cards played into it show; an action or a Story payment takes exactly the loot H5 says is needed.
decision-hero-of-the-people-2 = A Special Ability used in the action phase is logged as the round's action with a note and, optionally, its effect (H7); an ability used in another phase is an adjustment naming the ability.
decision-hero-of-the-people-3 = When a jail leaves exactly one character face-up, that one becomes the active hero (there is nothing to pick); with several, no move but choosing the active hero is taken until the player picks (H6).
decision-hero-of-the-people-4 = With no active hero, the first character to come face-up again (recruited or rescued) becomes the active hero at once, so its skills count from that moment (H6).
decision-hero-of-the-people-5 = A Story card's effects are applied in this order: the payment (with the active hero's skills), the loot lost, the jail, the Sherwood Forest cards lost, the bounty (H7, H9).
decision-hero-of-the-people-6 = Extra actions from an adjustment may be left unused: the Story card can be resolved once at least one action was taken; 'no action' (bounty +100) is only for a round with no action at all (H4).
decision-hero-of-the-people-7 = Adjustments to the draws and plays of a round are taken only before robbing, and extra actions only before the Story card (H3).
decision-hero-of-the-people-8 = King Richard's 'double the price of Gold' card is tracked as held, used and returned; its effect is entered by the player as an adjustment (H7), since the rulebook does not say what it changes.
decision-hero-of-the-people-9 = The bounty track is drawn with green 0-300, yellow 400-600 and red 700-900 start zones: a drawing choice, since the rulebook names the colours but not their spaces.
decision-hero-of-the-people-10 = Tables created before rulings H6-H9 keep their rules (H1-H5) so their logs replay: they accept a Story raise that is not a multiple of 100, a paid Story with no cost and an ability while Robin Hood is active, and a jail of the active hero hands over to the first face-up character.
decision-hero-of-the-people-11 = Sherwood Forest cards are numbered 1-5 in the order built; a card's character may be any of the seven, Robin Hood included, and two cards may name the same one (the rulebook does not print the cards), the first of them being said to protect (H10).
decision-hero-of-the-people-12 = A Story card that jails a protected character together with discarding the Sherwood Forest cards jails first: the protection holds for that card, as the order of a Story card's effects says (H10).
decision-hero-of-the-people-13 = Tables created with rulings H1-H9 may build a Sherwood Forest card without naming its character; such a card protects no one the app knows of (H10).
decision-hero-of-the-people-14 = Taking a Story card's alternative (H11) is the `choice` "alternative" with the card's effects: its cost may be entered too, for the log, and is not paid. Effects the card has either way (a bounty raised whatever is chosen) are entered with it. Without `choice` a Story card's effects are applied as entered, as before.

## Rescuing Robin Hood

ruling-rescuing-robin-hood-r1 = Ties always go to the Merry Band: an attack succeeds when the guards' total is at most the attribute.
ruling-rescuing-robin-hood-r2 = Wit starts at the face-up guard at the end of the row and goes along it in order; after each success the attacker stops (outwitted guards discarded) or continues. On failure the outwitted guards go back face-up in order and Wit becomes 0.
ruling-rescuing-robin-hood-r3 = Brawn reveals the whole row and compares its total. Stealth compares the total of any chosen guards of one row, face-up or face-down.
ruling-rescuing-robin-hood-r4 = At most 2 attacks a turn, each with a different attribute (exception: R11). Jolliness is spent only on your own turn, +1 to Wit, Brawn or Stealth per point.
ruling-rescuing-robin-hood-r5 = Carry-over to the next player: unspent Jolliness; all Brawn if no Brawn attack, the Brawn left after a successful one, 0 after a failed one. Nothing negative is passed; the last player of the day passes nothing (solo: R13).
ruling-rescuing-robin-hood-r6 = Cookery +2 Wit, Brawn or Stealth to any band; Scouting reveals up to 2 guards of one row; Prayer x1 moves a guard; Prayer x2 (from one or two players) removes a guard. Tokens are spent in any planning phase on any turn. At day's end Scouting and Prayer are lost and Cookery becomes Mead (+1 Jolliness to any player, never expires). Nothing but Wit, Brawn or Stealth removes the Castle or the Sheriff.
ruling-rescuing-robin-hood-r7 = Whenever a row's end guard is face-down it is flipped face-up. A row with no guards left frees its villagers at once (to the Major Oak).
ruling-rescuing-robin-hood-r8 = End of day: unrescued villagers are imprisoned, guards discarded, rescued but unrecruited villagers go to Sherwood Forest, the first player passes clockwise. End of day 2: bands cut to 8; day 4: to 4. Cut villagers retire to Sherwood Forest.
ruling-rescuing-robin-hood-r9 = Day 5 rows fall strictly in order: the Wall (with the Castle), each Courtyard row, then the Sheriff's row. The Sheriff falls last in his row: Stealth may include him only with every guard left.
ruling-rescuing-robin-hood-r10 = Whoever defeats the Castle gains Jolliness = floor(villagers in Sherwood Forest / 3).
ruling-rescuing-robin-hood-r11 = Robin is rescued the moment the last Courtyard guard falls: the game is won. The rescuer adds Robin's attributes and gains one extra attack with an attribute not yet used this turn. The Sheriff is optional.
ruling-rescuing-robin-hood-r12 = Expert score = 50 + challenge points + 2 per blind challenge + 2 per Day 5 challenge + 30 Robin rescued + 40 Sheriff defeated - 5 per villager imprisoned on Days 1-4. Ranks from the rulebook's table.
ruling-rescuing-robin-hood-r13 = Single-band solo: a 2-player setup; Brawn and Jolliness carry from day to day and reset at the end of day 4; the battlefield of days 1 and 3 stays for days 2 and 4; rescued villagers join the deck only at the end of days 2 and 4; on Day 5 every skill and attribute total is doubled.
ruling-rescuing-robin-hood-r14 = Accelerated mode: days 1 and 3 are skipped (days 2, 4, 5) and every medallion deals 2 villagers.
ruling-rescuing-robin-hood-r15 = Guard decks: blue values 1-6, red 2-9 (same spread for Wit, Brawn, Stealth); a value outside its colour's range is a typing error and is rejected.
ruling-rescuing-robin-hood-r16 = On Day 5 a Prayer moves or removes only guards of the row that may be attacked now (R9 order), and a moved guard stays in that row: Robin is rescued only when the Courtyard's last guard falls after the Wall (two Prayers removing it count as its fall). Days 1-4 are unchanged (R6); a row emptied by Prayer frees its villagers (R7).
ruling-rescuing-robin-hood-r17 = The players choose who starts Day 5: any seat or the host enters it before the first Day-5 turn; until then the clockwise rotation of R8 is proposed.
ruling-rescuing-robin-hood-r18 = A calculator refuses what no real game can reach: a successful Brawn attack on a row totalling more than the Brawn, more than 2 challenges on one day (R12), the Sheriff defeated without Robin rescued (R9, R11).
decision-rescuing-robin-hood-1 = Rows are entered from the scenario card; each row's cards are listed from its end (the card a Wit attack meets first). The Castle stands at the end of the Wall; the Sheriff at the far end of his row, red guards next to him (R9).
decision-rescuing-robin-hood-2 = Every card gets a number (#id) when it is laid out; moves name cards by it and it never changes while the card is on the battlefield. Numbers start again from 0 with each day's new battlefield.
decision-rescuing-robin-hood-3 = A guard's value is entered when an attack needs it, for the attribute used, checked against its colour's range (R15) and kept; a value the app knows (the Castle's, the Sheriff's, one seen before) is not asked again.
decision-rescuing-robin-hood-4 = A failed Brawn or Stealth attack leaves that attribute at 0, like a failed Wit attack (R2); each attribute attacks once a turn anyway (R4).
decision-rescuing-robin-hood-5 = Band leaders: Lady Christabel's +1 on Cookery and Mead and Much the Miller's Son's card exchange are built in; any other printed power is entered as a manual adjustment with a reason, shown in the log.
decision-rescuing-robin-hood-6 = Recruiting takes one villager from the Major Oak per move, in turn order from the first player, until none are left or everyone has passed in a row; single-band solo keeps them until the end of days 2 and 4 (R13).
decision-rescuing-robin-hood-7 = Bands are cut (R8) by the app's count of each deck: 8 starting villagers plus recruits; the surplus retires to Sherwood Forest.
decision-rescuing-robin-hood-8 = Day 5 is lost when its last turn ends without Robin rescued; after a rescue the table may go on for the Sheriff until the last turn ends or he falls.
decision-rescuing-robin-hood-9 = A Prayer cannot put a guard behind the Sheriff: a guard moved past him stands just before him (R9).
decision-rescuing-robin-hood-10 = When two Prayers rescue Robin on another band's turn (R16), the band that prayed adds Robin's attributes; the extra attack of R11 belongs to a rescuer on their own turn.
decision-rescuing-robin-hood-11 = Day 5's starting player can be chosen until its first turn does something: an attack, Jolliness spent, or its end (R17).

## Robin Hood (1990)

ruling-robin-hood-1990-v1 = Each player starts with 5 gold; 2-6 players, a sheriff pawn.
ruling-robin-hood-1990-v2 = Settlement when a pawn reaches a gathering point exactly. Default ('last'): each player gets as many gold as spaces separate them from the last player; the first arrival also gets 5, 10, 15, 20 at gathering points 1-4; the last gets nothing. House rule ('behind'): the distance to the player directly behind. Distances are spaces short of the gathering point (the arrival at 0); no two pawns share a space, except pawns sent back to the section's start, which all stand at the largest distance.
ruling-robin-hood-1990-v3 = Archery duel: two different castle cards (1-5 arrows, or the Sheriff). If either is the Sheriff, the Sheriff wins; otherwise more arrows wins. The winning player gets 5 gold and the sheriff pawn returns to its start space; a losing player goes back to the section's starting point.
ruling-robin-hood-1990-v4 = The player with the fewest gold starts the next section; on a tie the tied players choose among themselves (the app asks). After the 4th gathering point the most gold wins; equal gold shares the win.
ruling-robin-hood-1990-v5 = Event cards: the rulebook does not print the 42 event cards. A player enters what an event did to gold (a signed amount with the card's text or a note) and any pawn move it caused; gold never goes below 0.
ruling-robin-hood-1990-v6 = After V4's tie the tied players' choice is one move naming the starting player; it may be entered by any tied player or the host, and is the only move accepted until it is made.
ruling-robin-hood-1990-v7 = A player who wins a duel on the sheriff's starting space and moves directly onto the next gathering point arrives there exactly: if no pawn arrived before, the section ends at once, the settlement follows, and the player is the first arrival with its bonus (distance 0).
ruling-robin-hood-1990-v8 = The sheriff's reserve never runs out in the app: duel rewards and settlements are paid in full (use stand-in coins at the table if the box's run short); the rulebook gives no rule for an empty reserve.
decision-robin-hood-1990-1 = The first-arrival bonus is paid under both settlement rules; 'behind' changes only the distance paid.
decision-robin-hood-1990-2 = The first section's starting player (the youngest, says the rulebook) is an option, seat 0 by default; once the players are seated, any of them or the host may name the youngest by name, which is accepted only before the first duel, event or settlement.
decision-robin-hood-1990-3 = A duel is entered by the player who fought it (or by the host for them); the pawn moves stay on the board.
decision-robin-hood-1990-4 = An event card is entered by the player who drew it (or by the host for them): the gold it gave or took from that player (at most 100 either way), its text or a note, and the pawn move it caused, as spaces forward or back or back to the section's starting point (V5). A card that moves another player's gold is entered once for each player it touched.
decision-robin-hood-1990-5 = An event that takes more gold than the player has takes all they have; the result says how much was actually taken (V5).
decision-robin-hood-1990-6 = A pawn move caused by an event is recorded in the log only: the board stays physical, and the next settlement's distances say where every pawn stands.
decision-robin-hood-1990-7 = While the tied players choose who starts (V6), the host may enter the choice without naming a seat; a player (or the host acting for a seat) not among the tied is refused.
decision-robin-hood-1990-8 = A duel's `to_gathering_point` says the player won on the sheriff's starting space and took the move onto the gathering point (V7; the rulebook allows it, so it may be declined). Until the settlement is entered, only the settlement (with that player at distance 0) or an undo is accepted: the section is over for everyone else.
decision-robin-hood-1990-9 = The app counts no reserve of coins: 80 coin cards make 380 gold, and the gold paid out may pass it (V8).

## Score pad

ruling-score-pad-sp1 = A finished game takes no more moves.
ruling-score-pad-sp2 = Points are whole numbers from -1000 to 1000; adding 0 changes nothing and is refused.
ruling-score-pad-sp3 = When a goal is set, the first seat to reach it wins and the game ends at once.
ruling-score-pad-sp4 = When the host ends the game, the highest score wins; equal highest scores share the win.
ruling-score-pad-sp5 = On a score sheet each side (a player, or a team) has one cell a round, entered once by one of its players or the host; a cell already entered is changed by a correction, not entered again.
ruling-score-pad-sp6 = A side enters its rounds in order, and none past the round limit; on a score sheet points go in a round's cell (score), not added outside it (add), and without a sheet there are no cells.
ruling-score-pad-sp7 = With a round limit, the game ends when every side has entered the last round.
ruling-score-pad-sp8 = On a score sheet with a goal, the game ends at the end of the round in which a side's total reaches it.
ruling-score-pad-sp9 = With lowest-wins, the lowest total wins, equal lowest totals sharing the win; a goal still ends the game when a total reaches it.
ruling-score-pad-sp10 = A team scores together: one column and one total, which each of its players has; its players share its rank and its win.
ruling-score-pad-sp11 = A team has two players or more, a player is in one team at most, and at least two sides play.
decision-score-pad-1 = A player adds points to their own seat only; the host may add to any seat (for someone without a phone).
decision-score-pad-2 = The private note is one per seat and replaced on each save; the log shows others that a note was saved, not its text.
decision-score-pad-3 = A score sheet's cell may hold 0 (a round without points is a round played); only `add` refuses 0 (SP2).
decision-score-pad-4 = A side may enter a round before the others have finished the one before: rounds are in order within a column only (SP6), so nobody waits for the slowest phone.
decision-score-pad-5 = Without a sheet, a goal still ends the game at once (SP3), lowest-wins or not: there are no rounds to finish.
decision-score-pad-6 = A team's players each get the team's total in the results and BG Stats, with its rank and its win (SP10).
