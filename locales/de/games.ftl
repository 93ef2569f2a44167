# Die Beschreibungen der Spiele (GET /games): Optionen, Züge und die Namen der Figuren, auf Deutsch.
# Übersetzt aus ../en/games.ftl, das aus der Engine erzeugt wird (scripts/games_catalog.py).

## Curse You, Robin Hood!

describe-curse-you-robin-hood-option-players = Anzahl der Spieler (ohne Legenden).
describe-curse-you-robin-hood-option-legends = Welche Legenden mitspielen (C2 legt fest, wie viele); Standard: Bruder Tuck, der Sheriff, Little John.
describe-curse-you-robin-hood-option-order = Sitzplätze im Uhrzeigersinn, Spieler als p0, p1 … und Legenden nach ID; Standard nach C2.
describe-curse-you-robin-hood-option-ruleset = Von der App gesetzt, keine Wahl: Tische, die vor der Regel C9 angelegt wurden, haben keinen Wert, und die vor C10 angelegten den Wert 2; jeder behält die Regeln, mit denen er begonnen hat.
describe-curse-you-robin-hood-move-market = Trage die offenen Marktkarten ein, die zu Beginn einer Runde ausgelegt werden.
describe-curse-you-robin-hood-move-legends = Die Legenden am Tisch in ihrer Sitzreihenfolge, gewählt oder ausgelost vor dem ersten Markt (C2): so viele, wie die Spielerzahl verlangt, jede einmal.
describe-curse-you-robin-hood-move-legends-at-random = Der Server hat die Werte dieses Zugs ausgelost (POST …/draws); wird nie gesendet.
describe-curse-you-robin-hood-move-reveal = Trage die Karte ein, die du in diesem Zug aufgedeckt hast; kein anderer Sitzplatz sieht sie, bis die Karte jedes Spielers eingetragen ist (C10).
describe-curse-you-robin-hood-move-legend = Trage die Karten einer Legende in diesem Zug ein: die gezeigte und bei einer bluffenden Legende die zweite (C3).
describe-curse-you-robin-hood-move-take = Nenne die Marktkarte, die du genommen hast (in der Reihenfolge des Markts, C4).
describe-curse-you-robin-hood-move-archery = Trage den oder die Sieger im Kartenschießen bei einem Gleichstand ein, den die Zielscheiben nicht entschieden haben (C7).
describe-curse-you-robin-hood-move-archery-winners = Die Sitzplatzbezeichnung eines gleichauf liegenden Spielers, p0 bis p5 (eine Platznummer wird als ihre Bezeichnung gelesen).

## Robin Hood (goods and the Sheriff)

describe-robin-hood-goods-option-mode = Das Expertenspiel fügt das Lagern und den Schlussverkauf hinzu.
describe-robin-hood-goods-option-first-sheriff = Platz des ersten Sheriffs, ab 0 gezählt (für Programme). Am Tisch wählen ihn die Spieler stattdessen vor dem ersten Zug mit Namen.
describe-robin-hood-goods-option-card-table = Die Zahlen der Spielhilfe, die das Regelheft weglässt (siehe GET card-table); Pflicht (G1).
describe-robin-hood-goods-option-ruleset = Von der App gesetzt, keine Wahl: Tische, die vor den Regeln G12-G13 angelegt wurden, haben keinen Wert und behalten die Regeln, mit denen sie begonnen haben.
describe-robin-hood-goods-move-robin-hood = Setze deinen Robin-Hood-Marker vor den Ansagen ein: wie viele Karten du tauschst (G7).
describe-robin-hood-goods-move-declare = Sag deinen Beutel an: eine erlaubte Ware und eine Anzahl (G2).
describe-robin-hood-goods-move-let-pass = Sheriff: keinen Beutel öffnen; alle Beutel gehen ungeöffnet durch und der Zug endet.
describe-robin-hood-goods-move-end-turn = Sheriff: den Zug nach Kontrolle, Handel oder Festnahme beenden; die nicht geöffneten Beutel gehen durch.
describe-robin-hood-goods-move-pass-all = Alter Name von let_pass und end_turn, nur an Tischen angenommen, die vor G12 angelegt wurden.
describe-robin-hood-goods-move-inspect = Sheriff: den Beutel eines Spielers öffnen und seine Karten eintragen (G3, G4); Hilfssheriff für einen zweiten (G6).
describe-robin-hood-goods-move-deal = Sheriff: ein Spieler hat sich von der Kontrolle freigekauft (nur Geld, vom Spieler an den Sheriff, G4).
describe-robin-hood-goods-move-apprehend = Sheriff: einen noch nicht kontrollierten Beutel beschlagnahmen und eintragen, was er enthält (G6).
describe-robin-hood-goods-move-week-goods = Ende der Woche: die genehmigten Waren, die du hast (geprüft, G12), und im Expertenspiel die, die du lagerst (bis zu 3, G9; weglassen, um nichts zu lagern).
describe-robin-hood-goods-move-choose-sheriff = Der ärmste Spieler bestimmt den ersten Sheriff der nächsten Woche (G8).
describe-robin-hood-goods-move-first-sheriff = Vor dem ersten Zug: wer als Sheriff beginnt (laut Regelheft der Spieler, der die ehrlichste Tatsache erzählt); ersetzt die Tisch-Option des ersten Sheriffs.
describe-robin-hood-goods-move-first-sheriff-at-random = Der Server hat die Werte dieses Zugs ausgelost (POST …/draws); wird nie gesendet.
describe-robin-hood-goods-preset = Die Zahlen der Spielhilfe, die das Regelheft weglässt (siehe GET card-table); Pflicht (G1).

## Robin Hood: Hero of the People

describe-hero-of-the-people-option-bounty = Anfangskopfgeld: das gewählte Feld der Leiste (H1).
describe-hero-of-the-people-option-catalogue = Fähigkeiten und Kosten der bisher eingetragenen Karten (H5); darf unvollständig sein.
describe-hero-of-the-people-option-rules = Die Regeln, denen dieser Tisch folgt (Tische von vor H6-H9 behalten H1-H5, Tische von vor H10-H11 behalten H1-H9).
describe-hero-of-the-people-move-card-numbers = Trage die Zahlen einer Karte ein, sobald sie gebraucht werden: die Fähigkeiten einer Figur, ihre Anwerbe- und Befreiungskosten (Robin Hood: nur seine Befreiungskosten, H6) oder die Kosten einer König-Richard-Karte (H5).
describe-hero-of-the-people-move-card-numbers-skills = Fähigkeiten
describe-hero-of-the-people-move-card-numbers-recruit = Anwerbekosten
describe-hero-of-the-people-move-card-numbers-rescue = Befreiungskosten
describe-hero-of-the-people-move-card-numbers-cost = Kosten der König-Richard-Karte
describe-hero-of-the-people-move-choose-hero = Phase des aktiven Helden: eine offene Figur zum aktiven Helden machen (H3, H6).
describe-hero-of-the-people-move-rob = Reiche berauben: gezogene Karten (3) und die ins Inventar gespielte Beute nach Rohstoff (bis zu 3, H3; nach einer Anpassung mehr oder weniger, H7).
describe-hero-of-the-people-move-rob-played = Ins Inventar gespielte Beute, nach Rohstoff
describe-hero-of-the-people-move-recruit = Aktion: einen Gefährten anwerben (H4).
describe-hero-of-the-people-move-rescue = Aktion: eine eingesperrte Figur befreien, auch Robin Hood (H4, H6).
describe-hero-of-the-people-move-acquire-king-richard = Aktion: eine König-Richard-Karte erwerben (H4).
describe-hero-of-the-people-move-use-king-richard = Aktion: eine gehaltene König-Richard-Karte einsetzen (H4).
describe-hero-of-the-people-move-build = Aktion: eine Sherwood-Forest-Karte für 2 Stärke bauen (H4) und die Figur nennen, die sie vor dem Gefängnis schützt (H10).
describe-hero-of-the-people-move-build-protects = Die auf der Karte gedruckte Figur (H10); Tische von vor H10 dürfen sie weglassen
describe-hero-of-the-people-move-lower-bounty = Aktion: das Kopfgeld für 3 Einfluss um 100 senken, einmal pro Runde (H4).
describe-hero-of-the-people-move-ability = Aktion: die Sonderfähigkeit des aktiven Helden, mit einer Notiz, was sie bewirkt hat, und ihrem Effekt, falls die App sie zählen soll (H7; Robin Hood hat keine).
describe-hero-of-the-people-move-ability-inventory = Beutekarten, die ins Inventar gelegt (+) oder daraus genommen (-) werden, nach Rohstoff
describe-hero-of-the-people-move-ability-hand = Karten, die der Hand hinzugefügt (+) oder daraus genommen (-) werden
describe-hero-of-the-people-move-ability-draws = Beutekarten, die in dieser Runde über die üblichen 3 hinaus (+) oder weniger (-) gezogen werden
describe-hero-of-the-people-move-ability-plays = Beutekarten, die in dieser Runde über die üblichen 3 hinaus (+) oder weniger (-) ins Inventar gespielt werden dürfen
describe-hero-of-the-people-move-ability-actions = Aktionen in dieser Runde über die übliche eine hinaus
describe-hero-of-the-people-move-ability-bounty = Das Kopfgeld erhöht (+) oder gesenkt (-): ein Vielfaches von 100 (H8)
describe-hero-of-the-people-move-no-action = Keine Aktion in dieser Runde: das Kopfgeld steigt um 100 (H4).
describe-hero-of-the-people-move-adjust = Der Effekt einer Karte, den das Regelheft nicht druckt: eine Sonderfähigkeit, eine König-Richard-Karte oder eine Geschichtenkarte, mit Namen, und was sie geändert hat (H7). Im Protokoll mit diesem Grund angezeigt.
describe-hero-of-the-people-move-adjust-source = Wessen Karte: die Sonderfähigkeit des aktiven Helden, eine König-Richard-Karte oder eine Geschichtenkarte
describe-hero-of-the-people-move-adjust-card = Der Name der Karte oder was auf ihr steht
describe-hero-of-the-people-move-adjust-inventory = Beutekarten, die ins Inventar gelegt (+) oder daraus genommen (-) werden, nach Rohstoff
describe-hero-of-the-people-move-adjust-hand = Karten, die der Hand hinzugefügt (+) oder daraus genommen (-) werden
describe-hero-of-the-people-move-adjust-draws = Beutekarten, die in dieser Runde über die üblichen 3 hinaus (+) oder weniger (-) gezogen werden
describe-hero-of-the-people-move-adjust-plays = Beutekarten, die in dieser Runde über die üblichen 3 hinaus (+) oder weniger (-) ins Inventar gespielt werden dürfen
describe-hero-of-the-people-move-adjust-actions = Aktionen in dieser Runde über die übliche eine hinaus
describe-hero-of-the-people-move-adjust-bounty = Das Kopfgeld erhöht (+) oder gesenkt (-): ein Vielfaches von 100 (H8)
describe-hero-of-the-people-move-story = Geschichtenphase: die abgehandelte Karte. Entweder ihre Effekte (gezahlte Kosten, verlorene Beute, eingesperrte Figuren, verlorene Sherwood-Forest-Karten, verändertes Kopfgeld; beliebig kombiniert, keine für 'nothing', H7, H9) oder, wie zuerst geschrieben, ein Ergebnis mit seinen Kosten, seiner Figur oder seinem Betrag.
describe-hero-of-the-people-move-story-card = Der Name der Geschichtenkarte
describe-hero-of-the-people-move-story-cost = Die gezahlten Kosten, zuerst mit den Fähigkeiten des aktiven Helden (H5, H9)
describe-hero-of-the-people-move-story-lost = Beutekarten, die die Karte aus dem Inventar nimmt, ohne Rabatt durch Fähigkeiten (H9)
describe-hero-of-the-people-move-story-jailed = Figuren, die die Karte einsperrt (H6)
describe-hero-of-the-people-move-story-sherwood-lost = Die Sherwood-Forest-Karten gehen verloren
describe-hero-of-the-people-move-story-choice = Die Kosten der Karte zahlen (zuerst mit Fähigkeiten, H5) oder stattdessen ihre gedruckte Alternative nehmen (H11): die eingetragenen Effekte, die Kosten nicht gezahlt
describe-hero-of-the-people-move-story-bounty = Das Kopfgeld erhöht (+) oder gesenkt (-): ein Vielfaches von 100 (H8)
describe-hero-of-the-people-move-story-outcome = Ein Ergebnis (die erste Form dieses Zugs)
describe-hero-of-the-people-move-story-character = Mit dem Ergebnis jailed
describe-hero-of-the-people-move-story-amount = Mit dem Ergebnis bounty_raised

## Rescuing Robin Hood

describe-rescuing-robin-hood-option-players = Banden am Tisch (1 für Solo mit einer Bande).
describe-rescuing-robin-hood-option-expert = Expertenmodus: Herausforderungskarten und die Schlusswertung (R12).
describe-rescuing-robin-hood-option-leaders = Anführer jeder Bande, z. B. Lady Christabel.
describe-rescuing-robin-hood-move-add-row = Aufbau: eine Reihe der Szenariokarte, ihre Medaillons und Wachen.
describe-rescuing-robin-hood-move-add-castle = Aufbau von Tag 5: die Mauer mit der Burg, die Hofreihen, die Reihe des Sheriffs (R9).
describe-rescuing-robin-hood-move-setup-done = Das Schlachtfeld steht: Zieh die Banden des Tages.
describe-rescuing-robin-hood-move-starting-band = Die Bande, die den ersten Tag der Partie (laut Regelheft, wer zuletzt in einem Park oder Wald spazieren war) oder Tag 5 (die Wahl der Spieler, R17) beginnt, eingetragen oder ausgelost, bevor der erste Zug des Tages etwas tut; bis dahin beginnt Bande 1 den ersten Tag, und für Tag 5 wird die Reihenfolge im Uhrzeigersinn (R8) vorgeschlagen.
describe-rescuing-robin-hood-move-starting-band-at-random = Der Server hat die Werte dieses Zugs ausgelost (POST …/draws); wird nie gesendet.
describe-rescuing-robin-hood-move-band = Die Bande des Tages: die Summen deiner 4 Dorfbewohner und deines Anführers und ihre Fertigkeitsmarker.
describe-rescuing-robin-hood-move-spend-jolliness = Planung: Fröhlichkeit ausgeben, +1 pro Punkt (R4).
describe-rescuing-robin-hood-move-cookery = Planung: dein Kochkunst-Marker gibt einem Attribut einer Bande +2 (R6).
describe-rescuing-robin-hood-move-mead = Planung: dein Met-Marker gibt einer beliebigen Bande +1 Fröhlichkeit (R6).
describe-rescuing-robin-hood-move-scouting = Planung: dein Späher-Marker deckt bis zu 2 Wachen einer Reihe auf (R6): `guards` nach ID (ältere Handys: `row` und `cards` als Positionen).
describe-rescuing-robin-hood-move-scouting-guards = Die ID einer Karte (rows[].cards[].id): sie ändert sich nie, solange die Karte auf dem Schlachtfeld liegt
describe-rescuing-robin-hood-move-scouting-cards = Ältere Handys: die Position einer Karte in ihrer Reihe, 0 am zuerst angegriffenen Ende (nach jedem Entfernen neu nummeriert); besser die ID der Karte
describe-rescuing-robin-hood-move-prayer-move = Planung: ein Gebet versetzt `guard` an `position` in `to_row` (die eigene Reihe, wenn weggelassen; an Tag 5 immer die eigene Reihe, R16) (R6).
describe-rescuing-robin-hood-move-prayer-move-position = Wohin die Wache in ihrer Reihe kommt: 0 am zuerst angegriffenen Ende
describe-rescuing-robin-hood-move-prayer-remove = Planung: zwei Gebete, deine oder eines von `partner`, entfernen `guard` (R6, R16).
describe-rescuing-robin-hood-move-wit = Witz-Angriff, eine Karte nach der anderen (R2): `row` zum Beginnen; jeder Zug deckt die nächste Karte auf, mit ihrem Witz in `value`, wenn die App ihn nicht kennt.
describe-rescuing-robin-hood-move-wit-stop = Einen Witz-Angriff nach einem Erfolg beenden: die überlisteten Wachen werden abgelegt (R2).
describe-rescuing-robin-hood-move-brawn = Kraft-Angriff auf eine ganze Reihe (R3): `revealed` gibt die Kraft an, die die App nicht kennt, nach Karten-ID (ältere Handys: `values`, die Kraft jeder Karte vom Ende an).
describe-rescuing-robin-hood-move-brawn-row = Nummer der Reihe, die oberste ist 0
describe-rescuing-robin-hood-move-brawn-revealed-id = Die ID einer Karte (rows[].cards[].id): sie ändert sich nie, solange die Karte auf dem Schlachtfeld liegt
describe-rescuing-robin-hood-move-brawn-revealed = Die Werte, die die App noch nicht kennt, nach Karten-ID
describe-rescuing-robin-hood-move-stealth = Schleich-Angriff auf gewählte Karten einer Reihe (R3): `chosen` nach Karten-ID mit dem Schleichen derer, die die App nicht kennt (ältere Handys: `row`, `cards` als Positionen und `values`).
describe-rescuing-robin-hood-move-stealth-chosen-id = Die ID einer Karte (rows[].cards[].id): sie ändert sich nie, solange die Karte auf dem Schlachtfeld liegt
describe-rescuing-robin-hood-move-stealth-chosen = Die gewählten Karten nach ID, mit dem Wert jeder Karte, den die App noch nicht kennt
describe-rescuing-robin-hood-move-stealth-cards = Ältere Handys: die Position einer Karte in ihrer Reihe, 0 am zuerst angegriffenen Ende (nach jedem Entfernen neu nummeriert); besser die ID der Karte
describe-rescuing-robin-hood-move-robin = Der Befreier addiert die gedruckten Attribute von Robin Hood (R11).
describe-rescuing-robin-hood-move-end-turn = Beende deinen Zug: Kraft und Fröhlichkeit gehen an den nächsten Spieler (R5).
describe-rescuing-robin-hood-move-recruit = Einen Dorfbewohner von der Großen Eiche anwerben (nehmen) oder passen (R8).
describe-rescuing-robin-hood-move-end-day = Aufräumen am Ende des Tages (R8, R13).
describe-rescuing-robin-hood-move-challenge = Expertenmodus: eine angenommene Herausforderungskarte, blind oder gesehen (R12).
describe-rescuing-robin-hood-move-adjust = Die aufgedruckte Fähigkeit eines Anführers, von Hand angewandt, mit einem Grund.
describe-rescuing-robin-hood-move-exchange = Much der Müllerssohn: eine Karte mit einer anderen Bande tauschen; beide behalten ihre alten Marker und bekommen die der neuen Karte dazu (FAQ).

## Robin Hood (1990)

describe-robin-hood-1990-option-players = Anzahl der Spieler.
describe-robin-hood-1990-option-rule = Abrechnung: 'last' (Regelheft) oder 'behind' (V2).
describe-robin-hood-1990-option-first-player = Platz des jüngsten Spielers, der beginnt.
describe-robin-hood-1990-move-duel = Ein Bogenduell mit der Sheriff-Figur: deine Burgkarte, dann die des Sheriffs (V3); auf dem Startfeld des Sheriffs gewonnen, darf deine Figur direkt auf den Treffpunkt (V7).
describe-robin-hood-1990-move-duel-player-card = Eine Burgkarte: 1-5 Pfeile oder 'sheriff'.
describe-robin-hood-1990-move-duel-sheriff-card = Eine Burgkarte: 1-5 Pfeile oder 'sheriff'.
describe-robin-hood-1990-move-duel-to-gathering-point = Du hast auf dem Startfeld des Sheriffs gewonnen und deine Figur direkt auf den nächsten Treffpunkt gezogen (V7): der Abschnitt endet und seine Abrechnung folgt.
describe-robin-hood-1990-move-event = Eine gezogene Ereigniskarte: was sie mit deinem Gold gemacht hat, ihr Text oder eine Notiz und eine etwaige Bewegung deiner Figur (V5).
describe-robin-hood-1990-move-event-text = Der Text der Karte oder eine Notiz, was darauf stand.
describe-robin-hood-1990-move-event-gold = Gold, das dir das Ereignis gab (positiv) oder nahm (negativ); 0 für keines.
describe-robin-hood-1990-move-event-pawn-spaces = Felder, die das Ereignis deine Figur bewegt hat: vorwärts positiv, zurück negativ.
describe-robin-hood-1990-move-event-pawn-to-section-start = Das Ereignis hat deine Figur an den Ausgangspunkt des Abschnitts zurückgeschickt.
describe-robin-hood-1990-move-settle = Eine Figur hat den Treffpunkt erreicht: die Entfernung jedes Spielers dorthin, nach Platz (V2).
describe-robin-hood-1990-move-settle-distances-propertyNames = Eine Platznummer
describe-robin-hood-1990-move-first-player = Vor dem ersten Duell, Ereignis oder der ersten Abrechnung: der jüngste Spieler, der Abschnitt 1 beginnt (V4). Jeder Spieler oder der Gastgeber nennt ihn; es darf bis zum ersten anderen Zug geändert werden.
describe-robin-hood-1990-move-first-player-starting-seat = Der Platz des Spielers, der Abschnitt 1 beginnt.
describe-robin-hood-1990-move-first-player-at-random = Der Server hat die Werte dieses Zugs ausgelost (POST …/draws); wird nie gesendet.
describe-robin-hood-1990-move-starter = Die gleichauf ärmsten Spieler haben gewählt, wer den nächsten Abschnitt beginnt (V4, V6): ein gleichauf liegender Spieler oder der Gastgeber nennt den Startplatz.
describe-robin-hood-1990-move-starter-at-random = Der Server hat die Werte dieses Zugs ausgelost (POST …/draws); wird nie gesendet.

## Score pad

describe-score-pad-option-players = Anzahl der Plätze.
describe-score-pad-option-goal = Punktzahl, die das Spiel beendet (SP3, SP8); null für keine.
describe-score-pad-option-game-name = Das echte Spiel, das gezählt wird (für die Ergebnisse und BG Stats); null: „Punkteblock“.
describe-score-pad-option-bgg-id = Die BoardGameGeek-ID dieses Spiels, für BG Stats; null für keine.
describe-score-pad-option-sheet = Runde für Runde auf einem Raster zählen, eine Zelle pro Seite und Runde (SP5).
describe-score-pad-option-rounds = Auf einem Spielbogen die Anzahl der Runden; die letzte beendet das Spiel (SP7). Null: keine Grenze.
describe-score-pad-option-lowest-wins = Die niedrigste Summe gewinnt (SP9).
describe-score-pad-option-teams = Plätze, die zusammen zählen, jedes Team eine Liste von Plätzen (SP10, SP11); null: keine.
describe-score-pad-move-add = Punkte zur Punktzahl eines Platzes addieren (negative Punkte ziehen ab).
describe-score-pad-move-add-points = Zu addierende Punkte (SP2).
describe-score-pad-move-score = Auf einem Spielbogen die Punkte einer Seite für eine Runde eintragen (SP5, SP6).
describe-score-pad-move-score-round = Die Runde, ab 1.
describe-score-pad-move-score-points = Die Punkte der Seite in dieser Runde (0 erlaubt).
describe-score-pad-move-note = Eine private Notiz behalten; nur dein eigener Platz kann sie lesen.
describe-score-pad-move-note-text = Die Notiz.
describe-score-pad-move-finish = Das Spiel beenden; die beste Punktzahl gewinnt (SP4, SP9).
describe-score-pad-move-starter = Wer anfängt, genannt oder ausgelost, bevor die ersten Punkte auf dem Block stehen (SP12).
describe-score-pad-move-starter-starting-seat = Der Platz, der anfängt.
describe-score-pad-move-starter-at-random = Der Server hat die Werte dieses Zugs ausgelost (POST …/draws); wird nie gesendet.

## The characters' names (the choices' x-names), shared by the games

name-alan-a-dale = Alan A Dale
name-friar-tuck = Bruder Tuck
name-little-john = Little John
name-maid-marian = Maid Marian
name-much-the-miller = Much der Müllerssohn
name-robin-hood = Robin Hood
name-the-prince = der Prinz
name-the-sheriff = der Sheriff
name-will-scarlet = Will Scarlet
name-will-scarlett = Will Scarlett
