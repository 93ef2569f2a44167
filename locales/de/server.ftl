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

# The game's words: characters, resources, King Richard's cards, the phases of a round
hero-character = { $character ->
    [maid-marian] Maid Marian
    [little-john] Little John
    [will-scarlett] Will Scarlett
    [friar-tuck] Bruder Tuck
    [alan-a-dale] Alan A Dale
    [much-the-miller] Much der Müllerssohn
   *[robin-hood] Robin Hood
}
hero-resource = { $resource ->
    [archery] Bogenschießen
    [sword] Schwert
    [gold] Gold
    [strength] Stärke
   *[influence] Einfluss
}
hero-loot = { $sign }{ $count } { $resource ->
    [archery] Bogenschießen
    [sword] { $count ->
        [one] Schwert
       *[other] Schwerter
    }
    [gold] Gold
    [strength] Stärke
   *[influence] Einfluss
}
hero-counts = { $count ->
    [0] nichts
   *[other] { $items }
}
hero-joined = { $separator ->
    [semicolon] { $first }; { $rest }
   *[comma] { $first }, { $rest }
}
hero-king-richard-card = { $card ->
    [double-gold] den Preis der Goldkarten verdoppeln (einmalig)
    [lower-bounty] das Kopfgeld um 200 senken (einmalig)
   *[story-sight] die nächste Geschichtenkarte ansehen (dauerhaft)
}
hero-phase = { $phase ->
    [active] Aktiver Held
    [rob] Reiche berauben
    [action] Aktion
   *[story] Geschichte
}

# Refusals (rulings H1-H11)
hero-starting-bounty = Das Start-Kopfgeld ist ein Feld der Leiste: ein Vielfaches von 100, nicht { $bounty }.
hero-over = Das Spiel ist vorbei: Du hast { $outcome ->
    [won] gewonnen
   *[lost] verloren
}.
hero-wrong-phase = In der Phase „{ $phase }“ kannst du { $doing ->
    [story] keine Geschichtenkarte abhandeln
    [choose-hero] den aktiven Helden nicht wechseln
    [rob] die Reichen nicht berauben
   *[action] keine Aktion ausführen
} (Ablauf einer Runde: Aktiver Held, Reiche berauben, Aktion, Geschichte).
hero-not-a-resource = „{ $resource }“ ist kein Rohstoff: Die Karten zeigen Bogenschießen, Schwert, Gold, Stärke oder Einfluss.
hero-not-a-character = „{ $name }“ ist weder Robin Hood noch einer der sechs Gefährten.
hero-not-a-king-richard-card = „{ $name }“ ist keine König-Richard-Karte.
hero-robin-skills = Robin Hoods Fähigkeiten stehen in der Spielregel: 3 Bogenschießen und 2 Schwert.
hero-robin-never-recruited = Robin Hood wird nie angeworben: Er liegt von Anfang an offen. Trag nur seine Befreiungskosten ein.
hero-numbers-first = Trag zuerst { $what ->
    [rescue] die Befreiungskosten
   *[all] die Fähigkeiten und Kosten
} von { $character } von der Karte ein.
hero-enter-part = Trag { $part ->
    [skills] die Fähigkeiten
    [recruit] die Anwerbekosten
   *[rescue] die Befreiungskosten
} von { $character } ein (Nullen, wo die Karte nichts zeigt).
hero-name-character-or-card = Nenne eine Figur oder eine König-Richard-Karte.
hero-count-range = Die Anzahl für { $resource } muss eine ganze Zahl von 0 bis 20 sein.
hero-paying = { $cost ->
    [recruit] Die Anwerbung von { $character }
    [rescue] Die Befreiung von { $character }
    [king-richard] Diese König-Richard-Karte
    [sherwood] Eine Sherwood-Forest-Karte
    [lower-bounty] Das Senken des Kopfgelds
   *[story] Diese Geschichtenkarte
}
hero-loot-alone = ohne aktiven Helden, nur mit Beute
hero-after-skills = nach den Fähigkeiten von { $character }
hero-needs-loot = { $what } braucht noch { $short } Beute in deinem Inventar ({ $hero }).
hero-not-face-up-to-lead = { $character } liegt nicht offen: Nur eine angeworbene, freie Figur kann der aktive Held sein.
hero-pick-hero-first = Dein aktiver Held ist im Gefängnis: Mach zuerst eine andere offene Figur zum aktiven Helden ({ $characters }).
hero-draw-limit = Du ziehst in dieser Runde { $draws } Beutekarten, nicht { $drawn }.
hero-play-limit = In dieser Runde können nur { $plays } Karten ins Inventar gespielt werden, nicht { $count }.
hero-hand-short = Du hast { $held } Karten auf der Hand; du kannst nicht { $count } spielen.
hero-already-recruited = { $character } ist schon angeworben.
hero-not-in-jail = { $character } ist nicht im Gefängnis.
hero-king-richard-not-available = Diese König-Richard-Karte liegt nicht im König-Richard-Bereich.
hero-king-richard-cost-first = Trag zuerst die Kosten dieser König-Richard-Karte von ihrer Rückseite ein.
hero-king-richard-not-held = Du hast diese König-Richard-Karte nicht.
hero-camp-built = Alle fünf Sherwood-Forest-Karten sind gebaut.
hero-name-protected = Sag, welche Figur diese Sherwood-Forest-Karte vor dem Gefängnis schützt: Sie ist auf die Karte gedruckt.
hero-lower-once = Das Kopfgeld kann nur einmal pro Runde mit Einfluss gesenkt werden.
hero-no-action-after-action = Du hast in dieser Runde schon eine Aktion ausgeführt: Das Kopfgeld steigt nur in einer Runde ohne Aktion. Mach mit der Geschichtenkarte weiter.
hero-no-hero-no-ability = Es gibt keinen aktiven Helden, also auch keine Sonderfähigkeit.
hero-robin-no-ability = Robin Hood hat keine Sonderfähigkeit: Mach einen angeworbenen Gefährten zum aktiven Helden, um eine zu nutzen.
hero-enter-effects = Trag ein, was { $what ->
    [ability] diese Sonderfähigkeit
   *[card] „{ $card }“
} geändert hat: das Inventar, die Hand, das Ziehen oder Ausspielen dieser Runde, die Aktionen dieser Runde oder das Kopfgeld.
hero-takes-loot = { $what ->
    [ability] Diese Sonderfähigkeit
   *[card] „{ $card }“
} nimmt { $taken } aus dem Inventar, das nur { $held } enthält.
hero-takes-hand = { $what ->
    [ability] Diese Sonderfähigkeit
   *[card] „{ $card }“
} nimmt { $count } Karten von deiner Hand, die nur { $held } hält.
hero-draws-over = { $effect ->
    [draws] Das Ziehen
   *[plays] Das Ausspielen
} dieser Runde ist vorbei: Trag { $what ->
    [ability] diese Sonderfähigkeit
   *[card] „{ $card }“
} ein, bevor du die Reichen beraubst.
hero-actions-over = Die Aktionsphase dieser Runde ist vorbei: Trag { $what ->
    [ability] diese Sonderfähigkeit
   *[card] „{ $card }“
} vor der Geschichtenkarte ein.
hero-bounty-steps = Das Kopfgeld bewegt sich auf der Leiste in Schritten von 100, nicht { $amount }.
hero-enter-alternative = Trag die Alternative der Karte so ein, wie die Karte sie angibt: das erhöhte Kopfgeld, eingesperrte Figuren, abgeworfene Sherwood-Forest-Karten oder verlorene Beute.
hero-pay-needs-cost = Um eine Geschichtenkarte zu bezahlen, braucht es ihre Kosten: mindestens einen Rohstoff.
hero-choice-with-outcome = Bezahlen oder die Alternative der Karte nehmen geht mit den Effekten der Karte, nicht mit einem einzelnen Ergebnis.
hero-story-cannot-pay = { $short } Wenn du nicht zahlen kannst, nimm stattdessen die Alternative der Karte (H11).
hero-old-field-needs-outcome = Eine Figur oder ein Betrag gehört zu einem einzelnen Ergebnis (eingesperrt, Kopfgeld erhöht); für mehrere Effekte nimm die eingesperrten Figuren und das Kopfgeld.
hero-outcome-or-effects = Trag die Geschichtenkarte entweder als ein Ergebnis oder als ihre Effekte ein, nicht beides.
hero-paid-needs-cost = Eine bezahlte Geschichtenkarte braucht ihre Kosten: mindestens einen Rohstoff. Wenn die Karte nichts verlangt hat, wähle „Nichts zu zahlen“.
hero-name-jailed = Nenne die offene Figur, die die Geschichtenkarte einsperrt.
hero-say-rise = Sag, um wie viel das Kopfgeld steigt.
hero-cannot-lose = Dein Inventar enthält { $held }; die Geschichtenkarte kann nicht { $count } nehmen.
hero-jail-once = Nenne jede eingesperrte Figur nur einmal.
hero-not-face-up-to-jail = { $character } liegt nicht offen: Eine Geschichtenkarte sperrt nur eine offene Figur ein.

# The log's words for each move's result
hero-paid-for = {" "}für { $loot }
hero-no-loot-spent = {" "}(keine Beute ausgegeben)
hero-effect = { $effect ->
    [hand] Hand
    [draws] Ziehen
    [plays] Ausspielen
    [actions] Aktionen
   *[bounty] Kopfgeld
} { $change }
hero-no-change = keine Änderung
hero-bounty-now = ; Kopfgeld { $bounty }
hero-newly-active = ; { $character } ist der aktive Held
hero-protecting = , schützt { $character }
hero-camp-complete = ; das Lager ist vollständig: Kopfgeld -200
hero-numbers-part = { $part ->
    [skills] Fähigkeiten
    [recruit] Anwerbung
   *[rescue] Befreiung
} { $counts }
hero-reason-ability = Sonderfähigkeit
hero-reason-hero-ability = Sonderfähigkeit von { $character }
hero-reason-king-richard = König-Richard-Karte
hero-reason-story = Geschichtenkarte
hero-reason-card = { $whose }: { $card }
hero-story-outcome = { $outcome ->
    [paid] bezahlt
    [jailed] eingesperrt
    [sherwood_lost] Sherwood Forest verloren
    [bounty_raised] Kopfgeld erhöht
    [bounty_lowered] Kopfgeld gesenkt
    [loot_lost] Beute verloren
    [several] mehrere Effekte
    [alternative] Alternative
   *[nothing] nichts
}
hero-story-named = Geschichtenkarte „{ $card }“: { $outcome }
hero-story-unnamed = Geschichtenkarte: { $outcome }
hero-story-unpaid = { $counts } nicht bezahlt
hero-story-alternative = die Alternative der Karte
hero-story-paid = { $counts } bezahlt
hero-story-lost = { $counts } verloren
hero-story-protected = { $character } bleibt dank Sherwood-Forest-Karte { $card } frei
hero-story-jailed = { $count ->
    [one] { $characters } wird eingesperrt
   *[other] { $characters } werden eingesperrt
}
hero-story-discarded = { $count ->
    [one] { $count } Sherwood-Forest-Karte abgeworfen
   *[other] { $count } Sherwood-Forest-Karten abgeworfen
}
hero-story-pick-hero = wähle den nächsten aktiven Helden
hero-result-numbers = Zahlen von { $character }: { $parts }
hero-result-king-richard-cost = Die König-Richard-Karte „{ $card }“ kostet { $counts }
hero-result-active = { $character } ist der aktive Held
hero-result-rob = { $drawn } gezogen, { $played } ausgespielt; { $hand } auf der Hand, { $discarded } abgeworfen
hero-result-recruit = { $character } angeworben{ $paid }{ $active }{ $track }
hero-result-rescue = { $character } aus dem Gefängnis befreit{ $paid }{ $active }{ $track }
hero-result-king-richard-acquired = König-Richard-Karte erhalten: { $card }{ $paid }
hero-result-king-richard-used = König-Richard-Karte benutzt: { $card }{ $track }
hero-result-build = Eine Sherwood-Forest-Karte gebaut{ $paid }{ $protecting }{ $complete }{ $track }
hero-result-lower-bounty = Kopfgeld auf { $bounty } gesenkt{ $paid }
hero-result-ability = { $reason }: { $note } ({ $effects }){ $track }
hero-result-no-action = Keine Aktion in dieser Runde: Das Kopfgeld steigt auf { $bounty }
hero-result-adjust = { $reason }: { $effects }{ $track }
hero-result-story = { $parts }{ $active }{ $track }, { $left ->
    [one] noch { $left } Geschichtenkarte
   *[other] noch { $left } Geschichtenkarten
}

# The outcome of a finished game (H2)
hero-outcome-won = { $player } gewinnt in Runde { $round }: Alle sechs Gefährten sind frei und das Kopfgeld steht bei { $bounty }.
hero-outcome-lost = { $player } verliert in Runde { $round }: { $why ->
    [bounty] Das Kopfgeld hat 1000 erreicht: Robin Hood wird ausgeliefert.
    [story] Die letzte Geschichtenkarte wurde ohne Sieg abgehandelt.
   *[sheriff] Der Sheriff hat gewonnen.
}

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
