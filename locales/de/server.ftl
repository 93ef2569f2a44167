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

# Begriffe: Eigenschaften und Marker, Karten, Reihen, Ränge (R12).
rescuing-stat = { $stat ->
    [wit] Witz
    [brawn] Kraft
    [stealth] Schleichen
    [jolliness] Fröhlichkeit
    [scouting] Späher
    [cookery] Kochkunst
    [prayer] Gebet
   *[mead] Met
}
rescuing-card = { $kind ->
    [castle] die Burg
    [sheriff] den Sheriff
   *[guard] die { $colour ->
        [red] rote
       *[blue] blaue
    } Wache #{ $card }
}
rescuing-row = { $form ->
    [start] { $kind ->
        [wall] Die Mauer
        [sheriff] Die Reihe des Sheriffs
        [courtyard] Hofreihe { $number }
       *[row] Reihe { $number }
    }
    [bare] { $kind ->
        [wall] die Mauer
        [sheriff] die Reihe des Sheriffs
        [courtyard] Hofreihe { $number }
       *[row] Reihe { $number }
    }
   *[in] in { $kind ->
        [wall] der Mauer
        [sheriff] der Reihe des Sheriffs
        [courtyard] Hofreihe { $number }
       *[row] Reihe { $number }
    }
}
rescuing-rank-babe-in-the-woods = Grünschnabel im Wald
rescuing-rank-first-archery-lesson = Erste Bogenstunde
rescuing-rank-apprentice-cook = Küchenlehrling
rescuing-rank-outlaw = Gesetzloser
rescuing-rank-expert-marksman = Meisterschütze
rescuing-rank-golden-arrow-award = Goldener Pfeil
rescuing-rank-robin-hood = Robin Hood
rescuing-rank-savior-of-sherwood = Retter von Sherwood

# Ablehnungen: die Rechner (R3, R4, R5, R12, R15, R18).
rescuing-not-attribute = { $attribute } ist keine Angriffseigenschaft (wit, brawn, stealth).
rescuing-attack-no-guard = Ein Angriff braucht mindestens eine Wache.
rescuing-guard-negative = Der Wachenwert { $value } ist negativ.
rescuing-spent-negative = Ausgegebene Fröhlichkeit kann nicht negativ sein.
rescuing-spent-more = { $spent } Fröhlichkeit ausgegeben, aber nur { $owned } vorhanden.
rescuing-brawn-impossible = Ein Kraft-Angriff mit { $brawn } Kraft kann gegen eine Reihe mit der Summe { $total } nicht gelingen: Prüf die Zahlen.
rescuing-imprisoned-negative = Die Zahl eingekerkerter Dorfbewohner kann nicht negativ sein.
rescuing-challenges-day = { $count } Herausforderungen an Tag { $day }: Pro Tag werden höchstens 2 Herausforderungskarten angenommen (R12).
rescuing-sheriff-before-robin = Der Sheriff kann nicht besiegt werden, bevor Robin befreit ist: Seine Reihe fällt nach dem Burghof (R9, R11).

# Ablehnungen: die Werte der Karten (R15).
rescuing-guard-range = { $stat } einer { $colour ->
    [red] roten
   *[blue] blauen
} Wache liegt bei { $low }-{ $high }, nicht { $value }: Prüf die Karte.
rescuing-value-differs = Für { $card } wurde { $stat } als { $known } eingegeben, nicht als { $value }.
rescuing-value-unknown = Gib für { $card } den Wert für { $stat } ein: Die App kennt ihn noch nicht.

# Ablehnungen: der Tisch.
rescuing-solo-one-band = Das Solo mit einer Bande spielt genau eine Bande.
rescuing-mode-bands = Das { $mode ->
    [accelerated] beschleunigte Spiel
    [solo-multi] Solo mit mehreren Banden
   *[standard] Standardspiel
} hat 2-5 Banden; mit einer Bande spielt man das Solo mit einer Bande.
rescuing-leaders = Nenne einen Anführer pro Bande ({ $count }).
rescuing-over = Das Spiel ist vorbei: Robin wurde { $rescued ->
    [yes] befreit
   *[no] nicht befreit
}.
rescuing-seat-missing = Sag, welche Bande diesen Zug macht.
rescuing-not-now = Du kannst jetzt nicht { $doing ->
    [end-turn] den Zug beenden
    [recruit] anwerben
    [end-day] den Tag beenden
    [add-row] eine Reihe hinzufügen
    [add-castle] die Burg aufbauen
    [finish-setup] den Aufbau abschließen
    [draw-band] eine Bande ziehen
    [plan] planen
    [exchange] Karten tauschen
   *[attack] angreifen
}: Am Tisch wird gerade { $stage ->
    [setup] das Schlachtfeld aufgebaut
    [bands] die Banden gezogen
    [turns] gespielt
    [recruit] angeworben
    [cleanup] der Tag abgeschlossen
   *[over] nichts mehr gespielt, das Spiel ist vorbei
}.
rescuing-plan-mid-attack = Marker und Fröhlichkeit werden in der Planungsphase eingesetzt, nicht mitten in einem Angriff.
rescuing-no-band-today = Bande { $number } liegt heute nicht auf dem Tisch.
rescuing-no-token = Du hast keinen { $token }-Marker mehr.
rescuing-tokens-short = Dafür braucht es { $count } { $token }-Marker; du hast { $have }.
rescuing-row-empty = { $row } hat keine Karten mehr.
rescuing-no-card = Auf dem Schlachtfeld liegt gerade keine Karte #{ $card }.
rescuing-card-once = Nenne die Karte nur einmal: mit ihrer Nummer auf dem Bildschirm.
rescuing-card-in-row-not = Karte #{ $card } liegt { $row }, nicht { $other }.
rescuing-name-guard = Nenne die Wache mit ihrer Nummer auf dem Bildschirm.
rescuing-row-only = { $row } hat nur { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}.
rescuing-day5-no-rows = Tag 5 wird mit der Burg aufgebaut, nicht mit Reihen von Dorfbewohnern.
rescuing-row-needs-guard = Eine Reihe hat mindestens eine Wache.
rescuing-castle-once = Die Burg wird einmal aufgebaut, an Tag 5.
rescuing-courtyard-needs-guard = Eine Hofreihe hat mindestens eine Wache.
rescuing-rows-first = Gib zuerst die Reihen der Szenariokarte ein.
rescuing-starter-day5 = Wer beginnt, wählen die Spieler nur an Tag 5; an den Tagen 1-4 geht der Startspieler im Uhrzeigersinn weiter (R8).
rescuing-starter-fixed = Tag 5 hat begonnen: Wer ihn beginnt, lässt sich nicht mehr ändern.
rescuing-no-such-band = An diesem Tisch gibt es keine Bande { $number }.
rescuing-band-entered = Deine Bande ist heute schon eingetragen; nimm den Zug zurück, um sie zu ändern.
rescuing-jolliness-own-turn = Fröhlichkeit gibst du nur in deinem eigenen Zug aus.
rescuing-jolliness-short = Du hast { $have } Fröhlichkeit, nicht { $amount }.
rescuing-guards-once = Nenne die aufzudeckenden Wachen nur einmal: mit ihren Nummern auf dem Bildschirm.
rescuing-scouting-one-row = Ein Späher deckt nur Wachen einer einzigen Reihe auf.
rescuing-guards-in = Diese Wachen liegen { $row }.
rescuing-name-guards = Nenne die aufzudeckenden Wachen mit ihren Nummern auf dem Bildschirm.
rescuing-prayer-not-guard = Ein Gebet kann { $card } nicht berühren: Das können nur Witz, Kraft oder Schleichen.
rescuing-prayer-day5-row = An Tag 5 berührt ein Gebet nur die Reihe, die jetzt angegriffen werden darf ({ $now }); { $row } ist noch nicht dran.
rescuing-prayer-day5-stays = An Tag 5 bleibt eine per Gebet versetzte Wache in ihrer Reihe.
rescuing-prayer-both = Jeder der beiden Spieler braucht einen Gebet-Marker.
rescuing-exchange-much = Nur die Bande von Much, dem Müllerssohn, tauscht Karten.
rescuing-exchange-other = Tausche eine Karte mit einer anderen Bande.
rescuing-attack-not-turn = Nur wer am Zug ist, greift an.
rescuing-robin-first = Füge zuerst Robin Hoods Werte der Bande hinzu, die ihn befreit hat.
rescuing-wit-unfinished = Beende zuerst den Witz-Angriff (brich ihn ab oder mach weiter).
rescuing-attacked-with = Du hast in diesem Zug schon mit { $stat } angegriffen: Jeder Angriff nutzt eine andere Eigenschaft.
rescuing-attacks-done = Du hast deine { $count } Angriffe in diesem Zug schon gemacht.
rescuing-day5-order = An Tag 5 fallen die Reihen der Reihe nach: Greif zuerst { $row } an.
rescuing-wit-row = Sag, gegen welche Reihe der Witz-Angriff geht.
rescuing-wit-start = Ein Witz-Angriff beginnt bei der offenen Karte am Ende der Reihe.
rescuing-wit-next = Der Witz-Angriff geht { $row } weiter: Als Nächstes deckst du { $card } auf.
rescuing-wit-end-of-row = In dieser Reihe liegt keine weitere Karte: Brich den Angriff ab.
rescuing-wit-nothing-to-stop = Es gibt keinen erfolgreichen Witz-Angriff, den du abbrechen könntest.
rescuing-card-twice = Karte #{ $card } ist doppelt genannt.
rescuing-card-not-in = Karte #{ $card } liegt nicht { $row }.
rescuing-brawn-once = Gib die Kraftwerte nur einmal an, nach Kartennummer.
rescuing-brawn-all = Kraft greift die ganze Reihe an: Gib die Kraft aller { $count } Karten ein.
rescuing-brawn-missing = Kraft deckt die ganze Reihe auf: Gib die Kraft für { $cards } ein.
rescuing-chosen-once = Nenne die gewählten Karten nur einmal: mit ihren Nummern auf dem Bildschirm.
rescuing-card-in = Karte #{ $card } liegt { $row }.
rescuing-choose-cards = Wähle die anzugreifenden Karten mit ihren Nummern auf dem Bildschirm.
rescuing-chosen-each-once = Gib jede gewählte Karte einmal an, mit ihrem Schleichen-Wert.
rescuing-sheriff-last = Der Sheriff fällt zuletzt: Schleichen darf ihn nur mit allen übrigen Wachen seiner Reihe nehmen.
rescuing-robin-rescuer = Robins Werte gehen an die Bande, die ihn befreit hat.
rescuing-end-not-turn = Nur wer am Zug ist, beendet ihn.
rescuing-recruit-order = Angeworben wird in Zugreihenfolge: Jetzt wählt Bande { $number }.
rescuing-challenge-expert = Herausforderungskarten gibt es nur im Expertenmodus.
rescuing-challenge-limit = Höchstens 2 Herausforderungskarten pro Tag.

# Das Ende (R11, R12).
rescuing-outcome = { $ending ->
    [lost] Der Sheriff gewinnt: Robin Hood wurde nicht befreit.
    [won-sheriff] { $bands ->
        [one] Die Bande hat
       *[other] Die Banden haben
    } Robin Hood an Tag 5 befreit und den Sheriff besiegt.
   *[won] { $bands ->
        [one] Die Bande hat
       *[other] Die Banden haben
    } Robin Hood an Tag 5 befreit.
}
rescuing-outcome-expert = { $outcome } Expertenwertung: { $amount } ({ $rank }).

# Ergebnisse in Worten (das Protokoll).
rescuing-spoils = { $rescued ->
    [0] {""}
    [one] , { $rescued } Dorfbewohner befreit
   *[other] , { $rescued } Dorfbewohner befreit
}{ $bonus ->
    [0] {""}
   *[other] , Burgbonus +{ $bonus } Fröhlichkeit
}{ $sheriff ->
    [yes] , Sheriff besiegt
   *[no] {""}
}{ $robin ->
    [yes] , Robin Hood befreit
   *[no] {""}
}
rescuing-stats = Witz { $wit }, Kraft { $brawn }, Schleichen { $stealth }, Fröhlichkeit { $jolliness }
rescuing-stats-skills = Witz { $wit }, Kraft { $brawn }, Schleichen { $stealth }, Fröhlichkeit { $jolliness }, Späher { $scouting }, Kochkunst { $cookery }, Gebet { $prayer }
rescuing-changed = Bande von { $name }: { $stat }{ $shown ->
    [yes] {" "}+{ $gain },
   *[no] {""}
} jetzt { $value }
rescuing-result-attack = Angriff mit { $stat } auf { $where ->
    [cards] { $cards } { $row }
   *[row] { $row }
}: Die Wachen ergeben { $total } · { $success ->
    [yes] { $defeated ->
        [one] { $defeated } Karte
       *[other] { $defeated } Karten
    } besiegt{ $spoils }
   *[no] gescheitert, { $stat } ist jetzt 0
}
rescuing-result-wit-failed = Witz-Angriff bei { $card } gescheitert (Witz { $value }): Die Wachen ergeben { $total }, Witz ist jetzt 0
rescuing-result-wit-on = { $card } überlistet (Witz { $value }): Die Wachen ergeben { $total }, noch { $left } Witz übrig
rescuing-result-wit-stopped = { $card } überlistet (Witz { $value }): Die Wachen ergeben { $total } · { $defeated ->
    [one] { $defeated } Karte
   *[other] { $defeated } Karten
} besiegt{ $spoils }
rescuing-result-end-day = Tag { $day } beendet: { $imprisoned } Dorfbewohner eingekerkert{ $sherwood ->
    [0] {""}
   *[other] , { $sherwood } in den Sherwood Forest
}{ $retired ->
    [0] {""}
   *[other] , { $retired } aus den Banden ausgeschieden
}
rescuing-result-recruited = Die Bande von { $name } hat einen Dorfbewohner an der Großen Eiche angeworben (noch { $left })
rescuing-result-recruit-passed = Die Bande von { $name } hat aufs Anwerben verzichtet
rescuing-result-add-row = Reihe { $row } ausgelegt: { $villagers } Dorfbewohner
rescuing-result-add-castle = Schlachtfeld von Tag 5 aufgebaut: { $rows ->
    [one] { $rows } Reihe
   *[other] { $rows } Reihen
}
rescuing-result-setup-done = Das Schlachtfeld von Tag { $day } steht: Jetzt kommen die Banden
rescuing-result-starting-band = Die Bande von { $name } beginnt Tag 5
rescuing-result-band = Bande von { $name } heute: { $stats }
rescuing-result-spend = { $changed }, Fröhlichkeit jetzt { $jolliness }
rescuing-result-mead = { $changed }; noch { $left } Met übrig
rescuing-result-scouting = { $cards } in Reihe { $row } ausgekundschaftet
rescuing-result-prayer-move = Wache { $guard } auf Platz { $place } vom Ende von Reihe { $row } versetzt{ $spoils }
rescuing-result-prayer-remove = Wache { $guard } aus Reihe { $row } entfernt{ $spoils }
rescuing-result-wit-stop = Witz-Angriff beendet: { $defeated ->
    [one] { $defeated } Karte
   *[other] { $defeated } Karten
} besiegt{ $spoils }
rescuing-result-robin = Robin Hood schließt sich der Bande von { $name } an: { $stats }{ $extra ->
    [yes] ; ein Angriff mehr in diesem Zug
   *[no] {""}
}
rescuing-result-end-turn = Die Bande von { $name } hat den Zug beendet: { $brawn } Kraft und { $jolliness } Fröhlichkeit weitergegeben
rescuing-result-challenge = Herausforderungskarte { $blind ->
    [yes] blind
   *[no] offen
} angenommen: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} (bisher { $count })
rescuing-result-adjust = Macht des Anführers ({ $reason }): { $changed }
rescuing-result-exchange = Die Bande von { $name } hat eine Karte mit { $other } getauscht

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
