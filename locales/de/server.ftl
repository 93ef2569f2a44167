# Sherwood Table: alle Sätze, die der Server schreibt, auf Deutsch.
# Gleiche Ids wie locales/en/server.ftl (die Quelle); docs/languages.md hat das Glossar.

## Shared words

player-number = Spieler { $number }
private = (privat)
amount = { $measure ->
    [money] { MONEY($value) }
    [gold] { $value } Gold
    [bounty] { $value } Kopfgeld
    [villagers-rescued] { $value ->
        [one] { $value } Dorfbewohner gerettet
       *[other] { $value } Dorfbewohner gerettet
    }
   *[points] { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkte
    }
}

## Outcomes and tie-breaks every game shares

outcome-nobody = Niemand gewinnt.
outcome-wins = { $names } gewinnt.
outcome-share = { $names } teilen sich den Sieg.
outcome-wins-with = { $names } gewinnt ({ $amount }).
outcome-share-with = { $names } teilen sich den Sieg (je { $amount }).
tie-equal-amount = { $names } haben je { $amount }: { $measure ->
    [money] bei gleich viel Geld wird der Sieg geteilt
    [gold] bei gleich viel Gold wird der Sieg geteilt
   *[other] bei Gleichstand wird der Sieg geteilt
}.

## Checks every move, option and calculator input goes through

field-null = { $path }: darf nicht null sein.
field-problem = { $path }: { $problem }
field-unknown = { $path }: unbekanntes Feld.
field-required = { $path }: dieses Feld fehlt.
field-not-whole = { $value } ist keine ganze Zahl.
field-below-minimum = { $value } liegt unter dem Minimum von { $minimum }.
field-above-maximum = { $value } liegt über dem Maximum von { $maximum }.
field-not-number = { $value } ist keine Zahl.
field-not-text = { $value } ist kein Text.
field-too-short = braucht mindestens { $minimum } Zeichen.
field-too-long = ist länger als { $maximum } Zeichen.
field-not-bool = { $value } ist weder true noch false.
field-not-choice = { $value } ist keiner der Werte { $choices }.
field-not-list = { $value } ist keine Liste.
field-too-few-items = braucht mindestens { $minimum } Einträge.
field-too-many-items = hat mehr als { $maximum } Einträge.
field-not-object = { $value } ist kein Objekt.
field-too-many-entries = hat mehr als { $maximum } Einträge.
input-not-object = { $what ->
    [move] Der Zug
    [options] Die Optionen
   *[input] Die Eingabe
} muss ein JSON-Objekt sein, nicht { $kind }.
move-no-type = Ein Zug braucht einen „type“.
move-unknown = { $type } ist kein Zug von { $game } (Züge: { $known }).
preset-none = Bei { $game } gibt es nichts für spätere Tische zu speichern.
seat-missing = An diesem Tisch gibt es keinen Platz { $seat }.
seat-none = Diesen Platz gibt es nicht.
seat-not-named = Sag, für welchen Platz dieser Zug ist.
game-over = Das Spiel ist vorbei.
log-undo-missing = Das Protokoll nimmt einen Zug zurück, den es nicht gibt.
log-move-gone = Zug { $version } steht nicht mehr im Protokoll (zurückgenommen oder gelöscht).

## The API's answers

problem-refused-by = Abgelehnt nach Regel { $rule }

the-host = der Gastgeber
move-of-host = Zug { $version } ({ $what } des Gastgebers)
move-of-player = Zug { $version } ({ $what } von { $name })
change-breaks-move = { $change ->
    [undo] Das Zurücknehmen
   *[correction] Diese Korrektur
} würde { $move } regelwidrig machen: { $why }
change-breaks-private-move = { $change ->
    [undo] Das Zurücknehmen
   *[correction] Diese Korrektur
} würde { $move } regelwidrig machen{ $ruled ->
    [yes] {" "}nach { $rule } ({ $ruling })
   *[no] {""}
}. Was es verletzen würde, ist privat für { $owner } und wird hier nicht gezeigt: { $owner } kann Zug { $version } korrigieren, oder der Gastgeber löscht ihn in derselben Korrektur.

preview-change = { $move }: { $detail }
preview-change-private = { $move }: sein Ergebnis ändert sich (privat)
preview-nothing-later = Diese Korrektur ändert kein Ergebnis eines späteren Zuges.
preview-later = Diese Korrektur ändert { $count ->
    [one] { $count } späteren Zug
   *[other] { $count } spätere Züge
}: { $listed }.

## The games' names

game-curse-you-robin-hood = Curse You, Robin Hood!
game-robin-hood-goods = Robin Hood (Waren und der Sheriff)
game-hero-of-the-people = Robin Hood: Held des Volkes
game-rescuing-robin-hood = Rettet Robin Hood
game-robin-hood-1990 = Robin Hood (1990)
game-score-pad = Punkteblock

## Curse You, Robin Hood!

move-curse-you-robin-hood-market = Marktkarten
move-curse-you-robin-hood-reveal = aufgedeckte Karte
move-curse-you-robin-hood-legend = Karten der Legende
move-curse-you-robin-hood-take = Marktkarte
move-curse-you-robin-hood-archery = Kartenschießen

## Robin Hood (goods and the Sheriff)

move-robin-hood-goods-robin-hood = Robin-Hood-Marker
move-robin-hood-goods-declare = Ansage
move-robin-hood-goods-let-pass = alle Beutel durchlassen
move-robin-hood-goods-end-turn = Ende des Zuges
move-robin-hood-goods-pass-all = Beutel durchlassen
move-robin-hood-goods-inspect = Kontrolle
move-robin-hood-goods-deal = Handel
move-robin-hood-goods-apprehend = Festnahme
move-robin-hood-goods-week-goods = Waren der Woche
move-robin-hood-goods-choose-sheriff = Wahl des nächsten Sheriffs
move-robin-hood-goods-first-sheriff = erster Sheriff

goods-good = { $good ->
    [potato] Kartoffel
    [fruit] Frucht
    [chicken] Huhn
    [silk] Seide
    [mead] Met
   *[jewelry] Schmuck
}
goods-count = { $count } { $good ->
    [potato] { $count ->
        [one] Kartoffel
       *[other] Kartoffeln
    }
    [fruit] { $count ->
        [one] Frucht
       *[other] Früchte
    }
    [chicken] { $count ->
        [one] Huhn
       *[other] Hühner
    }
    [silk] Seide
    [mead] Met
   *[jewelry] Schmuck
}
goods-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
goods-nothing = nichts
goods-comma = { $first }, { $rest }
goods-number = { $section ->
    [values] { $capital ->
        [yes] Der
       *[no] der
    } Wert der Ware { $good }
    [penalties] { $capital ->
        [yes] Die
       *[no] die
    } Strafe für die Ware { $good }
    [rewards] { $capital ->
        [yes] Die
       *[no] die
    } Belohnung für die Ware { $good }
   *[limits] { $capital ->
        [yes] Das
       *[no] das
    } Verkaufslimit der Ware { $good } bei { $players } Spielern
}
goods-table-unknown = { $path }: Lies diese Zahl von der Spielhilfe ab (das Regelheft nennt sie nicht).
goods-table-printed = { $path }: Das Regelheft nennt { $printed }, nicht { $given }.
goods-table-incomplete = Die Kartentabelle ist nicht vollständig. { $parts ->
    [both] Von der Spielhilfe abzulesen: { $missing }; so anzugeben, wie das Regelheft sie druckt: { $wrong }
    [wrong] So anzugeben, wie das Regelheft sie druckt: { $wrong }
   *[missing] Von der Spielhilfe abzulesen: { $missing }
}.
goods-not-a-good = { $good } ist keine der Waren: Kartoffel, Frucht, Huhn, Seide, Met oder Schmuck.
goods-not-a-good-listed = { $good } ist keine der Waren (Kartoffel, Frucht, Huhn, Seide, Met, Schmuck).
goods-calc-players = Das Spiel ist für 3–5 Spieler, nicht für { $players }.
goods-calc-unknown = { $number } steht nicht im Regelheft: Lies die Zahl von der Spielhilfe ab.
goods-calc-needed = Benötigt, aber unbekannt: { $numbers }. Lies diese Zahlen von der Spielhilfe ab.
goods-calc-printed = Das Regelheft druckt diese Zahl: { $number } ist { $printed }, nicht { $given }. Angeben darfst du nur die Zahlen, die es offenlässt.
goods-stock-empty = Gib die gelagerten Waren von mindestens einem Spieler ein.
goods-stock-holders = { $holders } Spieler haben gelagerte Waren, aber dies ist ein Spiel für { $players } Spieler.
goods-stock-too-many = { $name } hat { $total } Karten gelagert, aber ein Spieler lagert höchstens { $most } pro Spiel ({ $a_week } pro Woche, { $weeks } Wochen lang).
goods-stock-deck = { $goods } gelagert, aber das Spiel enthält nur { $deck } davon.
goods-first-sheriff-seat = Platz { $seat } gibt es an einem Tisch für { $players } Spieler nicht.
goods-seat-missing = Sag, welcher Spieler diesen Zug macht.
goods-not-now = Du kannst jetzt nicht { $doing }: { $phase }.
goods-doing-robin-hood = den Robin-Hood-Marker einsetzen
goods-doing-declare = ansagen
goods-doing-inspect = kontrollieren
goods-doing-deal = einen Handel machen
goods-doing-apprehend = festnehmen
goods-doing-let-pass = die Beutel durchlassen
goods-doing-end-turn = den Zug beenden
goods-doing-week-goods = die Waren der Woche eintragen
goods-doing-choose-sheriff = den Sheriff wählen
goods-phase-declare = Die Spieler sagen gerade ihre Beutel an
goods-phase-sheriff = Der Sheriff kümmert sich gerade um die Beutel
goods-phase-week-end = Die Woche ist vorbei und alle tragen ihre Waren ein
goods-phase-choose-sheriff = Der ärmste Spieler wählt gerade den ersten Sheriff der nächsten Woche
goods-phase-over = Das Spiel ist vorbei
goods-phase-unknown = nicht an dieser Stelle
goods-sheriff-only = Das macht nur der Sheriff.
goods-robin-hood-before-declarations = Der Robin-Hood-Marker wird eingesetzt, bevor die Ansagen beginnen.
goods-robin-hood-used = Du hast deinen Robin-Hood-Marker in diesem Spiel schon eingesetzt.
goods-robin-hood-one-a-turn = Nur ein Spieler pro Zug kann den Robin-Hood-Marker einsetzen.
goods-robin-hood-sheriff = Der Sheriff hat in diesem Zug keinen Beutel.
goods-declare-sheriff = Der Sheriff sagt in diesem Zug nicht an.
goods-declare-not-yet = Du bist noch nicht mit der Ansage dran: Angesagt wird im Uhrzeigersinn, links vom Sheriff beginnend, und ein Spieler vor dir hat noch nicht angesagt.
goods-chariot-taken = Der Karren-Marker { $count } ist in diesem Zug schon vergeben: Sag eine andere Anzahl an.
goods-bag-count = Der Beutel wurde mit { $cards } angesagt; eingegeben: { $entered }.
goods-no-bag = Dieser Spieler hat in diesem Zug keinen Beutel.
goods-bag-settled = Dieser Beutel wurde in diesem Zug schon geöffnet, freigekauft oder beschlagnahmt.
goods-deputy-first-regular = { $doing ->
    [deal] Ein Handel für eine Hilfssheriff-Kontrolle
   *[inspect] Eine Hilfssheriff-Kontrolle
} kommt nach der regulären Kontrolle: Erledige zuerst die reguläre.
goods-deputy-none = Keine Hilfssheriff-Kontrolle: { $why ->
    [three-players] Mit 3 Spielern gibt es keine Hilfssheriff-Marker
   *[none-left] Du hast keinen Hilfssheriff-Marker mehr
}.
goods-deal-needs-deputy = Die reguläre Kontrolle ist schon erledigt: Dieser Handel ersetzt eine Hilfssheriff-Kontrolle und kostet daher einen Hilfssheriff-Marker.
goods-regular-done = Die reguläre Kontrolle ist erledigt; nimm für eine weitere einen Hilfssheriff-Marker.
goods-deal-too-much = Dieser Spieler hat nur { $money }: Ein Handel wird voll bezahlt, er kann also höchstens { $money } betragen.
goods-apprehension-used = Du hast deinen Festnahme-Marker in diesem Spiel schon eingesetzt.
goods-apprehend-settled = Dieser Beutel wurde in diesem Zug schon geöffnet, freigekauft oder beschlagnahmt: Wähle einen anderen für die Festnahme.
goods-let-pass-after-inspection = In diesem Zug wurde schon ein Beutel geöffnet, freigekauft oder beschlagnahmt: Beende stattdessen den Zug.
goods-end-turn-without-inspection = In diesem Zug wurde kein Beutel geöffnet, freigekauft oder beschlagnahmt: Lass stattdessen alle Beutel durch.
goods-pass-all-renamed = Lass alle Beutel durch oder beende den Zug nach einer Kontrolle: Diese Aktion heißt jetzt anders.
goods-week-goods-entered = Du hast die Waren dieser Woche schon eingetragen; nimm den Zug zurück, um sie zu ändern.
goods-family-no-storing = Im Familienspiel wird nichts gelagert.
goods-store-at-most = Du kannst höchstens { $most } Karten pro Woche lagern.
goods-store-approved-only = Du kannst nur genehmigte Waren lagern: { $stored } gelagert, { $approved } genehmigt.
goods-week-seen = Die App hat diese Woche { $seen } als für dich genehmigt gesehen; eingetragen: { $entered }.
goods-week-deck = Das Spiel enthält nur { $deck }; eingetragen: { $entered }.
goods-week-total = Die App zählt diese Woche { $known } genehmigte { $known ->
    [one] Karte
   *[other] Karten
} für dich ({ $seen } gesehen, { $unseen } in Beuteln, die ungeöffnet durchgingen oder freigekauft wurden); eingetragen: { $entered }.
goods-poorest-chooses = Der ärmste Spieler wählt den nächsten Sheriff.
goods-first-sheriff-late = Der erste Sheriff kann nur vor dem ersten Zug des Spiels geändert werden.

goods-result-robin-hood = { $name } hat den Robin-Hood-Marker eingesetzt: { $cards } getauscht
goods-result-declare = { $name } hat { $goods } angesagt
goods-result-honest = Der Sheriff hat { $name }{ $deputy ->
    [yes] {" "}mit einem Hilfssheriff-Marker
   *[no] {""}
} kontrolliert: ehrlich, die Bank zahlte { $name } { $indemnity }; { $approved } genehmigt
goods-result-caught = Der Sheriff hat { $name }{ $deputy ->
    [yes] {" "}mit einem Hilfssheriff-Marker
   *[no] {""}
} kontrolliert: { $discarded } abgeworfen, { $name } zahlte { $penalty } Strafe{ $short ->
    [yes] {" "}(nur { $paid } gezahlt, { $written_off } abgeschrieben)
   *[no] {""}
}, Belohnung des Sheriffs { $reward }; { $approved } genehmigt
goods-result-deal = { $name } zahlte dem Sheriff { $amount }: Der Beutel ist ungesehen genehmigt
goods-result-apprehended-private = Der Sheriff hat den Beutel von { $name } beschlagnahmt (privat)
goods-result-apprehended = Der Sheriff hat den Beutel von { $name } beschlagnahmt: { $took } behalten, { $returned } zurück an { $name }
goods-bag-owner = { $name }
goods-result-turn-over = Zug { $turn } ist vorbei{ $count ->
    [0] {""}
    [one] : Der Beutel von { $owners } ging ungeöffnet durch
   *[other] : Die Beutel von { $owners } gingen ungeöffnet durch
}
goods-result-week-private = { $name } hat die Waren der Woche eingetragen (privat){ $paid ->
    [yes] ; die Verkäufe der Woche { $week } sind bezahlt
   *[no] {""}
}
goods-result-week = { $name } verkaufte { $sold } für { $earned }{ $storing ->
    [yes] , gelagert: { $stored }
   *[no] {""}
}{ $paid ->
    [yes] ; die Verkäufe der Woche { $week } sind bezahlt
   *[no] {""}
}
goods-result-next-sheriff = { $name } ist der erste Sheriff der nächsten Woche
goods-result-first-sheriff = { $name } ist der erste Sheriff

## Robin Hood: Hero of the People

move-hero-of-the-people-card-numbers = Zahlen der Karte
move-hero-of-the-people-choose-hero = Wahl des aktiven Helden
move-hero-of-the-people-rob = Reiche berauben
move-hero-of-the-people-recruit = Anwerbung
move-hero-of-the-people-rescue = Befreiung
move-hero-of-the-people-acquire-king-richard = König-Richard-Karte erhalten
move-hero-of-the-people-use-king-richard = König-Richard-Karte benutzt
move-hero-of-the-people-build = Bau
move-hero-of-the-people-lower-bounty = Senken des Kopfgelds
move-hero-of-the-people-ability = Sonderfähigkeit
move-hero-of-the-people-no-action = Runde ohne Aktion
move-hero-of-the-people-adjust = Anpassung
move-hero-of-the-people-story = Geschichtenkarte

## Rescuing Robin Hood

move-rescuing-robin-hood-add-row = Reihe
move-rescuing-robin-hood-add-castle = Burg
move-rescuing-robin-hood-setup-done = Ende des Aufbaus
move-rescuing-robin-hood-starting-band = Startbande
move-rescuing-robin-hood-band = Werte der Bande
move-rescuing-robin-hood-spend-jolliness = ausgegebene Fröhlichkeit
move-rescuing-robin-hood-cookery = Kochkunst-Marker
move-rescuing-robin-hood-mead = Met-Marker
move-rescuing-robin-hood-scouting = Späher-Marker
move-rescuing-robin-hood-prayer-move = Gebet (eine Wache versetzen)
move-rescuing-robin-hood-prayer-remove = Gebete (eine Wache entfernen)
move-rescuing-robin-hood-wit = Witz-Angriff
move-rescuing-robin-hood-wit-stop = Ende eines Witz-Angriffs
move-rescuing-robin-hood-brawn = Kraft-Angriff
move-rescuing-robin-hood-stealth = Schleich-Angriff
move-rescuing-robin-hood-robin = Robin Hoods Werte
move-rescuing-robin-hood-end-turn = Ende des Zuges
move-rescuing-robin-hood-recruit = Anwerben
move-rescuing-robin-hood-end-day = Ende des Tages
move-rescuing-robin-hood-challenge = Herausforderungskarte
move-rescuing-robin-hood-adjust = Macht des Anführers
move-rescuing-robin-hood-exchange = Tausch

## Robin Hood (1990)

move-robin-hood-1990-duel = Duell
move-robin-hood-1990-event = Ereigniskarte
move-robin-hood-1990-settle = Abrechnung
move-robin-hood-1990-first-player = Startspieler
move-robin-hood-1990-starter = Startspieler des Abschnitts

## Score pad (rules SP1-SP11)

move-score-pad-add = Punkte
move-score-pad-score = Rundenpunkte
move-score-pad-note = private Notiz
move-score-pad-finish = Spielende


sp-over = Das Spiel ist vorbei: Es nimmt keine Züge mehr an.
sp-add-zero = 0 Punkte hinzuzufügen ändert nichts.
sp-add-on-sheet = Dieser Tisch führt einen Spielbogen: Trag die Punkte in das Feld einer Runde ein.
sp-score-no-sheet = Dieser Tisch hat keinen Spielbogen: Füge Punkte hinzu, statt eine Runde einzutragen.
sp-rounds-need-sheet = Eine Rundenzahl braucht den Spielbogen (sheet: true).
sp-round-entered = { $side } hat schon Punkte für Runde { $round }: Ändere sie mit einer Korrektur.
sp-rounds-limit = Das Spiel hat { $rounds } Runden.
sp-round-first = Für { $side } kommt zuerst Runde { $round }.
sp-team-of = das Team der Spieler { $numbers }
sp-team-twice = Spieler { $number } ist in zwei Teams (oder doppelt in einem).
sp-team-too-small = Ein Team hat zwei oder mehr Spieler.
sp-one-side = Mindestens zwei Seiten müssen spielen: ein Team und ein Spieler oder zwei Teams.
sp-team-suffix = {" "}(Team { $names })
sp-team-names = { $names }
sp-result-add = { $name }{ $team } { $points }: insgesamt { $score }
sp-result-score = { $name }{ $team }, Runde { $round }: { $points }, insgesamt { $total }{ $end }
sp-result-note = { $name } hat eine private Notiz gespeichert
sp-game-over = Spielende: { $count ->
    [0] niemand hat
    [one] { $names } hat
   *[other] { $names } haben
} gewonnen
sp-score-ended = . { $over }
sp-outcome = { $kind ->
    [team] { $names } gewinnen gemeinsam ({ $amount }
    [sides] { $names } teilen sich den Sieg (je { $amount }
    [shared] { $names } teilen sich den Sieg (je { $amount }
   *[one] { $names } gewinnt ({ $amount }
}{ $ending ->
    [goal] , Ziel von { $goal } erreicht).
    [lowest] ; die niedrigste Summe gewinnt).
   *[none] ).
}
sp-tie = { $sides } haben je { $amount }: Bei gleich { $lowest ->
    [yes] niedrigen
   *[no] hohen
} Summen wird der Sieg geteilt.
sp-team-note = { $names } haben als Team gespielt und teilen sich Summe, Rang und { $won ->
    [yes] Sieg
   *[no] Platz
}.
