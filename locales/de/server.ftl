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

# Refusals
rh1990-point-unknown = Treffpunkt { $point } gibt es nicht (1-4).
rh1990-rule-unknown = Unbekannte Abrechnungsregel { $rule } (last oder behind).
rh1990-one-arrival = Genau eine Figur hat den Treffpunkt erreicht: Gib ihr die Entfernung 0.
rh1990-distance-negative = Die Entfernung von { $who } ist negativ ({ $distance }).
rh1990-share-space = { $first } und { $second } können nicht zusammen auf Feld { $space } stehen: Nur Figuren, die zum Ausgangspunkt des Abschnitts zurückmussten, teilen sich ein Feld.
rh1990-not-castle-card = { $card } ist keine Burgkarte (1-5 oder 'sheriff').
rh1990-same-cards = Die beiden Burgkarten eines Duells sind verschiedene Karten.
rh1990-settlement-too-few = Eine Abrechnung braucht die Entfernungen von mindestens 2 Spielern.
rh1990-over = Das Spiel ist vorbei: Die Fischerhütte ist erreicht.
rh1990-seat-missing = Sag, für welchen Spieler das ist.
rh1990-seat-not-at-table = Platz { $seat } gibt es an einem Tisch mit { $players } Spielern nicht.
rh1990-starter-first = Zuerst wählen die Spieler mit gleich wenig Gold ({ $seats }), wer Abschnitt { $section } beginnt: Einer von ihnen oder der Gastgeber trägt es ein.
rh1990-section-over = Die Figur von Platz { $seat } hat nach dem gewonnenen Duell auf dem Startfeld des Sheriffs Treffpunkt { $point } erreicht: Der Abschnitt ist zu Ende; trag die Abrechnung ein.
rh1990-onto-point-lost = Nur wer das Duell gewinnt, zieht auf den Treffpunkt; dieses hat der Sheriff gewonnen, also geht deine Figur zurück zum Ausgangspunkt des Abschnitts.
rh1990-pawn-both = Ein Ereignis bewegt deine Figur entweder um einige Felder oder zurück zum Ausgangspunkt des Abschnitts, nicht beides.
rh1990-distances-every = Gib für jeden Spieler eine Entfernung an ({ $seats }) und für niemanden sonst.
rh1990-arrival-at-zero = Platz { $seat } hat das Duell auf dem Startfeld des Sheriffs gewonnen und ist auf den Treffpunkt gezogen: Diese Figur ist als erste angekommen, mit Entfernung 0.
rh1990-nobody-choosing = Gerade wählt niemand einen Startspieler: Wer am wenigsten Gold hat, beginnt.
rh1990-only-tied-choose = Nur die Spieler mit gleich wenig Gold ({ $seats }) oder der Gastgeber wählen, wer beginnt; Platz { $seat } gehört nicht dazu.
rh1990-not-tied = Platz { $seat } hat nicht am wenigsten Gold: Wer beginnt, wählen die Gleichstehenden unter sich ({ $seats }).
rh1990-first-player-late = Der Startspieler wird vor dem ersten Duell, Ereignis oder der ersten Abrechnung bestimmt; das Spiel hat begonnen, also bleibt er, wie er ist.
rh1990-no-such-seat = An diesem Tisch mit { $players } Spielern gibt es keinen Platz { $seat }.

# Seats (counted from 1) and the gathering points
rh1990-seat = Platz { $number }
rh1990-seats = { $count ->
    [one] Platz
   *[other] Plätze
} { $numbers }
rh1990-place-inn = Gasthaus
rh1990-place-clearing = Lichtung
rh1990-place-farm = Bauernhof
rh1990-place-hut = Fischerhütte

# The log's results in words
rh1990-result-duel-lost = { $who } hat das Bogenduell gegen den Sheriff verloren: zurück zum Ausgangspunkt des Abschnitts
rh1990-result-duel-won = { $who } hat das Bogenduell gewonnen: +{ $amount }, { $then ->
    [arrived] direkt auf den Treffpunkt: Der Abschnitt ist zu Ende
   *[returns] die Sheriff-Figur kehrt auf ihr Startfeld zurück
}
rh1990-gold-change = { $sign }{ $amount }
rh1990-gold-none = kein Gold
rh1990-event-short = {" "}(nur { $taken } von { $asked } konnten genommen werden)
rh1990-pawn-to-start = ; Figur zurück zum Ausgangspunkt des Abschnitts
rh1990-pawn-moved = ; Figur { $spaces } { $spaces ->
    [one] Feld
   *[other] Felder
} { $direction ->
    [forward] vor
   *[back] zurück
}
rh1990-result-event = Ereignis „{ $text }“: { $who } { $gold }{ $short }, jetzt { $now }{ $pawn }
rh1990-paid-one = { $who } +{ $gold }
rh1990-paid-more = { $first }, { $rest }
rh1990-result-settle-won = Treffpunkt { $point } ({ $place }) ausgezahlt: { $paid }; Spielende: { $names } { $count ->
    [one] hat
   *[other] haben
} gewonnen
rh1990-result-settle-starter = Treffpunkt { $point } ({ $place }) ausgezahlt: { $paid }; { $who } beginnt Abschnitt { $section }
rh1990-result-settle-tied = Treffpunkt { $point } ({ $place }) ausgezahlt: { $paid }; { $names } haben gleich wenig Gold und wählen, wer beginnt
rh1990-result-first-player = { $who } beginnt Abschnitt 1
rh1990-result-starter = { $who } beginnt den Abschnitt

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
