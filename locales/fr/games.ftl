# Les descriptions des jeux (GET /games) : options, coups et noms des personnages, en français.
# Traduit de ../en/games.ftl, produit à partir du moteur (scripts/games_catalog.py).

## Curse You, Robin Hood!

describe-curse-you-robin-hood-option-players = Nombre de joueurs (sans compter les Légendes).
describe-curse-you-robin-hood-option-legends = Quelles Légendes jouent (C2 fixe combien) ; par défaut : Frère Tuck, le shérif, Petit Jean.
describe-curse-you-robin-hood-option-order = Les sièges dans le sens horaire, les joueurs comme p0, p1… et les Légendes par identifiant ; par défaut selon C2.
describe-curse-you-robin-hood-option-ruleset = Fixé par l'application, pas un choix : les tables créées avant la règle C9 n'en ont pas, et celles créées avant C10 ont 2 ; chacune garde les règles avec lesquelles elle a commencé.
describe-curse-you-robin-hood-move-market = Saisis les cartes du Marché posées face visible au début d'une manche.
describe-curse-you-robin-hood-move-legends = Les Légendes à la table, dans l'ordre de leurs places, choisies ou tirées au sort avant le premier Marché (C2) : autant que le nombre de joueurs le demande, chacune une fois.
describe-curse-you-robin-hood-move-legends-at-random = Le serveur a tiré au sort les valeurs de ce coup (POST …/draws) ; jamais envoyé.
describe-curse-you-robin-hood-move-reveal = Saisis la carte que tu as révélée ce tour-ci ; aucun autre siège ne la voit avant que la carte de chaque joueur soit saisie (C10).
describe-curse-you-robin-hood-move-legend = Saisis les cartes d'une Légende ce tour-ci : celle montrée et, pour une Légende qui bluffe, la seconde (C3).
describe-curse-you-robin-hood-move-take = Nomme la carte du Marché que tu as prise (dans l'ordre du Marché, C4).
describe-curse-you-robin-hood-move-archery = Enregistre le ou les gagnants du tir aux cartes lors d'une égalité que les cibles n'ont pas départagée (C7).
describe-curse-you-robin-hood-move-archery-winners = Le libellé du siège d'un joueur à égalité, de p0 à p5 (un numéro de siège est lu comme son libellé).

## Robin Hood (goods and the Sheriff)

describe-robin-hood-goods-option-mode = Le jeu avancé ajoute le stockage et la vente finale.
describe-robin-hood-goods-option-first-sheriff = La place du premier shérif, comptée à partir de 0 (pour les programmes). À la table, les joueurs le choisissent plutôt par son nom avant le premier coup.
describe-robin-hood-goods-option-card-table = Les nombres de l'aide de jeu que le livret de règles omet (voir GET card-table) ; obligatoire (G1).
describe-robin-hood-goods-option-ruleset = Fixé par l'application, pas un choix : les tables créées avant les règles G12-G13 n'en ont pas et gardent les règles avec lesquelles elles ont commencé.
describe-robin-hood-goods-move-robin-hood = Utilise ton jeton Robin des Bois avant les déclarations : combien de cartes tu échanges (G7).
describe-robin-hood-goods-move-declare = Déclare ton sac : une marchandise légale et un nombre (G2).
describe-robin-hood-goods-move-let-pass = Shérif : n'ouvrir aucun sac ; tous les sacs passent sans être ouverts et le tour se termine.
describe-robin-hood-goods-move-end-turn = Shérif : finir le tour après une inspection, un marché ou une arrestation ; les sacs non ouverts passent.
describe-robin-hood-goods-move-pass-all = Ancien nom de let_pass et end_turn, accepté seulement aux tables créées avant G12.
describe-robin-hood-goods-move-inspect = Shérif : ouvrir le sac d'un joueur et saisir ses cartes (G3, G4) ; l'adjoint pour un second (G6).
describe-robin-hood-goods-move-deal = Shérif : un joueur a acheté l'absence d'inspection (de l'argent seulement, du joueur au shérif, G4).
describe-robin-hood-goods-move-apprehend = Shérif : confisquer un sac pas encore inspecté et saisir ce qu'il contient (G6).
describe-robin-hood-goods-move-week-goods = Fin de semaine : les marchandises approuvées que tu as (vérifiées, G12) et, dans le jeu avancé, celles que tu stockes (jusqu'à 3, G9 ; laisse vide pour ne rien stocker).
describe-robin-hood-goods-move-choose-sheriff = Le joueur le plus pauvre désigne le premier shérif de la semaine suivante (G8).
describe-robin-hood-goods-move-first-sheriff = Avant le premier coup : qui commence comme shérif (selon le livret de règles, le joueur qui raconte le fait le plus honnête) ; remplace l'option du premier shérif de la table.
describe-robin-hood-goods-move-first-sheriff-at-random = Le serveur a tiré au sort les valeurs de ce coup (POST …/draws) ; jamais envoyé.
describe-robin-hood-goods-preset = Les nombres de l'aide de jeu que le livret de règles omet (voir GET card-table) ; obligatoire (G1).

## Robin Hood: Hero of the People

describe-hero-of-the-people-option-bounty = Prime de départ : la case choisie sur la piste (H1).
describe-hero-of-the-people-option-catalogue = Compétences et coûts des cartes saisies jusqu'ici (H5) ; peut être incomplet.
describe-hero-of-the-people-option-rules = Les règles que suit cette table (les tables d'avant H6-H9 gardent H1-H5, celles d'avant H10-H11 gardent H1-H9).
describe-hero-of-the-people-move-card-numbers = Saisis les nombres d'une carte dès qu'il en faut : les compétences d'un personnage, ses coûts de recrutement et de libération (Robin des Bois : seulement son coût de libération, H6), ou le coût d'une carte Roi Richard (H5).
describe-hero-of-the-people-move-card-numbers-skills = Compétences
describe-hero-of-the-people-move-card-numbers-recruit = Coût de recrutement
describe-hero-of-the-people-move-card-numbers-rescue = Coût de libération
describe-hero-of-the-people-move-card-numbers-cost = Coût de la carte Roi Richard
describe-hero-of-the-people-move-choose-hero = Phase du héros actif : faire d'un personnage face visible le héros actif (H3, H6).
describe-hero-of-the-people-move-rob = Voler les riches : les cartes piochées (3) et le butin joué dans l'inventaire par ressource (jusqu'à 3, H3 ; plus ou moins après un ajustement, H7).
describe-hero-of-the-people-move-rob-played = Butin joué dans l'inventaire, par ressource
describe-hero-of-the-people-move-recruit = Action : recruter un Joyeux Compagnon (H4).
describe-hero-of-the-people-move-rescue = Action : libérer un personnage emprisonné, Robin des Bois compris (H4, H6).
describe-hero-of-the-people-move-acquire-king-richard = Action : acquérir une carte Roi Richard (H4).
describe-hero-of-the-people-move-use-king-richard = Action : utiliser une carte Roi Richard détenue (H4).
describe-hero-of-the-people-move-build = Action : construire une carte Forêt de Sherwood pour 2 de Force (H4), en nommant le personnage qu'elle protège de la prison (H10).
describe-hero-of-the-people-move-build-protects = Le personnage imprimé sur la carte (H10) ; les tables d'avant H10 peuvent l'omettre
describe-hero-of-the-people-move-lower-bounty = Action : baisser la prime de 100 pour 3 d'Influence, une fois par manche (H4).
describe-hero-of-the-people-move-ability = Action : la capacité spéciale du héros actif, avec une note de ce qu'elle a fait et, si l'application doit la compter, son effet (H7 ; Robin des Bois n'en a pas).
describe-hero-of-the-people-move-ability-inventory = Cartes Butin mises dans l'inventaire (+) ou retirées (-), par ressource
describe-hero-of-the-people-move-ability-hand = Cartes ajoutées à la main (+) ou retirées (-)
describe-hero-of-the-people-move-ability-draws = Cartes Butin piochées cette manche en plus (+) ou en moins (-) des 3 habituelles
describe-hero-of-the-people-move-ability-plays = Cartes Butin jouables dans l'inventaire cette manche en plus (+) ou en moins (-) des 3 habituelles
describe-hero-of-the-people-move-ability-actions = Actions cette manche en plus de l'action habituelle
describe-hero-of-the-people-move-ability-bounty = La prime montée (+) ou baissée (-) : un multiple de 100 (H8)
describe-hero-of-the-people-move-no-action = Aucune action cette manche : la prime monte de 100 (H4).
describe-hero-of-the-people-move-adjust = L'effet d'une carte que le livret de règles n'imprime pas : une capacité spéciale, une carte Roi Richard ou une carte Histoire, par son nom, et ce qu'elle a changé (H7). Affiché dans le journal avec cette raison.
describe-hero-of-the-people-move-adjust-source = D'où vient l'effet : la capacité spéciale du héros actif, une carte Roi Richard ou une carte Histoire
describe-hero-of-the-people-move-adjust-card = Le nom de la carte ou ce qu'elle dit
describe-hero-of-the-people-move-adjust-inventory = Cartes Butin mises dans l'inventaire (+) ou retirées (-), par ressource
describe-hero-of-the-people-move-adjust-hand = Cartes ajoutées à la main (+) ou retirées (-)
describe-hero-of-the-people-move-adjust-draws = Cartes Butin piochées cette manche en plus (+) ou en moins (-) des 3 habituelles
describe-hero-of-the-people-move-adjust-plays = Cartes Butin jouables dans l'inventaire cette manche en plus (+) ou en moins (-) des 3 habituelles
describe-hero-of-the-people-move-adjust-actions = Actions cette manche en plus de l'action habituelle
describe-hero-of-the-people-move-adjust-bounty = La prime montée (+) ou baissée (-) : un multiple de 100 (H8)
describe-hero-of-the-people-move-story = Phase d'histoire : la carte résolue. Soit ses effets (coût payé, butin perdu, personnages emprisonnés, cartes Forêt de Sherwood perdues, prime déplacée ; ensemble ou non, aucun pour 'nothing', H7, H9), soit, comme écrit d'abord, un résultat avec son coût, son personnage ou son montant.
describe-hero-of-the-people-move-story-card = Le nom de la carte Histoire
describe-hero-of-the-people-move-story-cost = Le coût payé, avec d'abord les compétences du héros actif (H5, H9)
describe-hero-of-the-people-move-story-lost = Cartes Butin que la carte prend dans l'inventaire, sans la réduction des compétences (H9)
describe-hero-of-the-people-move-story-jailed = Personnages que la carte emprisonne (H6)
describe-hero-of-the-people-move-story-sherwood-lost = Les cartes Forêt de Sherwood sont perdues
describe-hero-of-the-people-move-story-choice = Payer le coût de la carte (compétences d'abord, H5) ou prendre plutôt son alternative imprimée (H11) : les effets saisis, le coût non payé
describe-hero-of-the-people-move-story-bounty = La prime montée (+) ou baissée (-) : un multiple de 100 (H8)
describe-hero-of-the-people-move-story-outcome = Un résultat (la première forme de ce coup)
describe-hero-of-the-people-move-story-character = Avec le résultat jailed
describe-hero-of-the-people-move-story-amount = Avec le résultat bounty_raised

## Rescuing Robin Hood

describe-rescuing-robin-hood-option-players = Bandes à la table (1 pour le solo à une bande).
describe-rescuing-robin-hood-option-expert = Mode expert : cartes Défi et score final (R12).
describe-rescuing-robin-hood-option-leaders = Le chef de chaque bande, par exemple Lady Christabel.
describe-rescuing-robin-hood-move-add-row = Mise en place : une rangée de la carte de scénario, ses médaillons et ses gardes.
describe-rescuing-robin-hood-move-add-castle = Mise en place du jour 5 : la Muraille avec le château, les rangées de la cour, la rangée du shérif (R9).
describe-rescuing-robin-hood-move-setup-done = Le champ de bataille est prêt : tire les bandes du jour.
describe-rescuing-robin-hood-move-starting-band = La bande qui commence le premier jour de la partie (selon le livret de règles, qui s'est promené le plus récemment dans un parc ou une forêt) ou le jour 5 (le choix des joueurs, R17), saisie ou tirée au sort avant que le premier tour du jour ne fasse quoi que ce soit ; d'ici là, la bande 1 commence le premier jour, et l'ordre dans le sens horaire (R8) est proposé pour le jour 5.
describe-rescuing-robin-hood-move-starting-band-at-random = Le serveur a tiré au sort les valeurs de ce coup (POST …/draws) ; jamais envoyé.
describe-rescuing-robin-hood-move-band = La bande du jour : les totaux de tes 4 villageois et de ton chef, et ses jetons de compétence.
describe-rescuing-robin-hood-move-spend-jolliness = Planification : dépenser de la Gaieté, +1 par point (R4).
describe-rescuing-robin-hood-move-cookery = Planification : ton jeton Cuisine donne +2 à un attribut d'une bande (R6).
describe-rescuing-robin-hood-move-mead = Planification : ton jeton Hydromel donne +1 Gaieté à n'importe quelle bande (R6).
describe-rescuing-robin-hood-move-scouting = Planification : ton jeton Éclaireur révèle jusqu'à 2 gardes d'une rangée (R6) : `guards` par identifiant (anciens téléphones : `row` et les positions `cards`).
describe-rescuing-robin-hood-move-scouting-guards = L'identifiant d'une carte (rows[].cards[].id) : il ne change jamais tant que la carte est sur le champ de bataille
describe-rescuing-robin-hood-move-scouting-cards = Anciens téléphones : la position d'une carte dans sa rangée, 0 au bout attaqué en premier (renumérotée après chaque retrait) ; préfère l'identifiant de la carte
describe-rescuing-robin-hood-move-prayer-move = Planification : une Prière déplace `guard` à `position` dans `to_row` (sa propre rangée si omis ; le jour 5 toujours sa propre rangée, R16) (R6).
describe-rescuing-robin-hood-move-prayer-move-position = Où va le garde dans sa rangée : 0 au bout attaqué en premier
describe-rescuing-robin-hood-move-prayer-remove = Planification : deux Prières, les tiennes ou une de `partner`, retirent `guard` (R6, R16).
describe-rescuing-robin-hood-move-wit = Attaque de Ruse, une carte à la fois (R2) : `row` pour commencer ; chaque coup révèle la carte suivante, avec sa Ruse dans `value` si l'application ne la connaît pas.
describe-rescuing-robin-hood-move-wit-stop = Arrêter une attaque de Ruse après une réussite : les gardes dupés sont défaussés (R2).
describe-rescuing-robin-hood-move-brawn = Attaque de Force sur toute une rangée (R3) : `revealed` donne la Force que l'application ne connaît pas, par identifiant de carte (anciens téléphones : `values`, la Force de chaque carte depuis le bout).
describe-rescuing-robin-hood-move-brawn-row = Numéro de la rangée, celle du haut est 0
describe-rescuing-robin-hood-move-brawn-revealed-id = L'identifiant d'une carte (rows[].cards[].id) : il ne change jamais tant que la carte est sur le champ de bataille
describe-rescuing-robin-hood-move-brawn-revealed = Les valeurs que l'application ne connaît pas encore, par identifiant de carte
describe-rescuing-robin-hood-move-stealth = Attaque de Discrétion sur des cartes choisies d'une rangée (R3) : `chosen` par identifiant de carte, avec la Discrétion de celles que l'application ne connaît pas (anciens téléphones : `row`, les positions `cards` et `values`).
describe-rescuing-robin-hood-move-stealth-chosen-id = L'identifiant d'une carte (rows[].cards[].id) : il ne change jamais tant que la carte est sur le champ de bataille
describe-rescuing-robin-hood-move-stealth-chosen = Les cartes choisies par identifiant, avec la valeur de chacune que l'application ne connaît pas encore
describe-rescuing-robin-hood-move-stealth-cards = Anciens téléphones : la position d'une carte dans sa rangée, 0 au bout attaqué en premier (renumérotée après chaque retrait) ; préfère l'identifiant de la carte
describe-rescuing-robin-hood-move-robin = Le libérateur ajoute les attributs imprimés de Robin des Bois (R11).
describe-rescuing-robin-hood-move-end-turn = Finis ton tour : la Force et la Gaieté passent au joueur suivant (R5).
describe-rescuing-robin-hood-move-recruit = Recruter un villageois au Grand Chêne (prendre) ou passer (R8).
describe-rescuing-robin-hood-move-end-day = Le rangement de fin de journée (R8, R13).
describe-rescuing-robin-hood-move-challenge = Mode expert : une carte Défi acceptée, à l'aveugle ou vue (R12).
describe-rescuing-robin-hood-move-adjust = Le pouvoir imprimé d'un chef de bande, appliqué à la main avec une raison.
describe-rescuing-robin-hood-move-exchange = Much, le fils du meunier : échanger une carte avec une autre bande ; les deux gardent leurs anciens jetons et gagnent ceux de la nouvelle carte (FAQ).

## Robin Hood (1990)

describe-robin-hood-1990-option-players = Nombre de joueurs.
describe-robin-hood-1990-option-rule = Règlement : 'last' (le livret de règles) ou 'behind' (V2).
describe-robin-hood-1990-option-first-player = La place du plus jeune joueur, qui commence.
describe-robin-hood-1990-move-duel = Un duel à l'arc avec le pion du shérif : ta carte Château, puis celle du shérif (V3) ; gagné sur la case de départ du shérif, ton pion peut aller droit au point de rassemblement (V7).
describe-robin-hood-1990-move-duel-player-card = Une carte Château : 1 à 5 flèches ou 'sheriff'.
describe-robin-hood-1990-move-duel-sheriff-card = Une carte Château : 1 à 5 flèches ou 'sheriff'.
describe-robin-hood-1990-move-duel-to-gathering-point = Tu as gagné sur la case de départ du shérif et mis ton pion directement sur le point de rassemblement suivant (V7) : la section se termine et son règlement suit.
describe-robin-hood-1990-move-event = Une carte Événement que tu as piochée : ce qu'elle a fait à ton or, son texte ou une note, et un éventuel déplacement de pion (V5).
describe-robin-hood-1990-move-event-text = Le texte de la carte, ou une note de ce qu'elle disait.
describe-robin-hood-1990-move-event-gold = L'or que l'événement t'a donné (positif) ou pris (négatif) ; 0 pour rien.
describe-robin-hood-1990-move-event-pawn-spaces = Les cases dont l'événement a déplacé ton pion : en avant positif, en arrière négatif.
describe-robin-hood-1990-move-event-pawn-to-section-start = L'événement a renvoyé ton pion au point de départ de la section.
describe-robin-hood-1990-move-settle = Un pion a atteint le point de rassemblement : la distance qui en sépare chaque joueur, par place (V2).
describe-robin-hood-1990-move-settle-distances-propertyNames = Un numéro de place
describe-robin-hood-1990-move-first-player = Avant le premier duel, événement ou règlement : le plus jeune joueur, qui commence la section 1 (V4). N'importe quel joueur ou l'hôte le nomme ; on peut le changer jusqu'au premier autre coup.
describe-robin-hood-1990-move-first-player-starting-seat = La place du joueur qui commence la section 1.
describe-robin-hood-1990-move-first-player-at-random = Le serveur a tiré au sort les valeurs de ce coup (POST …/draws) ; jamais envoyé.
describe-robin-hood-1990-move-starter = Les joueurs les plus pauvres à égalité ont choisi qui commence la section suivante (V4, V6) : un joueur à égalité ou l'hôte nomme la place de départ.
describe-robin-hood-1990-move-starter-at-random = Le serveur a tiré au sort les valeurs de ce coup (POST …/draws) ; jamais envoyé.

## Score pad

describe-score-pad-option-players = Nombre de places.
describe-score-pad-option-goal = Le score qui termine la partie (SP3, SP8) ; null pour aucun.
describe-score-pad-option-game-name = Le vrai jeu dont on tient le score (pour les résultats et BG Stats) ; null : « Bloc de score ».
describe-score-pad-option-bgg-id = L'identifiant BoardGameGeek de ce jeu, pour BG Stats ; null pour aucun.
describe-score-pad-option-sheet = Tenir le score manche par manche sur une grille, une case par camp et par manche (SP5).
describe-score-pad-option-rounds = Sur une feuille de score, le nombre de manches ; la dernière termine la partie (SP7). Null : pas de limite.
describe-score-pad-option-lowest-wins = Le total le plus bas gagne (SP9).
describe-score-pad-option-teams = Les places qui marquent ensemble, chaque équipe une liste de places (SP10, SP11) ; null : aucune.
describe-score-pad-move-add = Ajouter des points au score d'une place (des points négatifs retranchent).
describe-score-pad-move-add-points = Points à ajouter (SP2).
describe-score-pad-move-score = Sur une feuille de score, saisir les points d'un camp pour une manche (SP5, SP6).
describe-score-pad-move-score-round = La manche, à partir de 1.
describe-score-pad-move-score-points = Les points du camp à cette manche (0 permis).
describe-score-pad-move-note = Garder une note privée ; seule ta propre place peut la lire.
describe-score-pad-move-note-text = La note.
describe-score-pad-move-finish = Terminer la partie ; le meilleur score gagne (SP4, SP9).
describe-score-pad-move-starter = Qui commence, nommé ou tiré au sort avant que les premiers points soient sur le bloc (SP12).
describe-score-pad-move-starter-starting-seat = La place qui commence.
describe-score-pad-move-starter-at-random = Le serveur a tiré au sort les valeurs de ce coup (POST …/draws) ; jamais envoyé.

## The characters' names (the choices' x-names), shared by the games

name-alan-a-dale = Alan A Dale
name-friar-tuck = Frère Tuck
name-little-john = Petit Jean
name-maid-marian = Lady Marianne
name-much-the-miller = Much le meunier
name-robin-hood = Robin des Bois
name-the-prince = le Prince
name-the-sheriff = le shérif
name-will-scarlet = Will l'Écarlate
name-will-scarlett = Will l'Écarlate
