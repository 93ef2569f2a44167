# robin-hood-1990: the words of its screen and its new-table form (pwa/js/games/), in de. docs/languages.md says how to write one.

## The game's terms

# Ein Treffpunkt nach seiner Nummer (1-4; 0: irgendeiner), in der Rolle $form im Satz:
# name (als Name, ohne Artikel), dative („vor dem Gasthaus“), at (wo: „am Gasthaus“).
rh1990-place = { $point ->
    [1] { $form ->
        [dative] dem Gasthaus
        [at] am Gasthaus
       *[name] Gasthaus
    }
    [2] { $form ->
        [dative] der Lichtung
        [at] an der Lichtung
       *[name] Lichtung
    }
    [3] { $form ->
        [dative] dem Bauernhof
        [at] am Bauernhof
       *[name] Bauernhof
    }
    [4] { $form ->
        [dative] der Fischerhütte
        [at] an der Fischerhütte
       *[name] Fischerhütte
    }
   *[other] { $form ->
        [dative] dem Treffpunkt
        [at] am Treffpunkt
       *[name] Treffpunkt
    }
}
rh1990-castle-card = { $card ->
    [sheriff] die Sheriff-Karte
   *[arrows] { $arrows ->
        [one] { $arrows } Pfeil
       *[other] { $arrows } Pfeile
    }
}
rh1990-spaces = { $spaces ->
    [0] angekommen
    [one] { $spaces } Feld entfernt
   *[other] { $spaces } Felder entfernt
}
rh1990-gold = { $count } Gold
rh1990-player-number = Spieler { $number }

## The table: who starts, the ledger, the duel, the event card, the settlement

rh1990-round-line = Abschnitt { $section } von 4 · Richtung { $place } · { $starts ->
    [nobody] Wer beginnt?
    [youngest] Wer beginnt? (die jüngste Person)
   *[named] { $name } beginnt
} · Auszahlung: { $rule ->
    [last] Entfernung zur letzten Figur
   *[behind] Entfernung zur Figur dahinter
}
rh1990-over = Das Spiel ist vorbei: { $names } { $count ->
    [one] hat
   *[other] haben
} gewonnen.
# $place in its "at" form.
rh1990-last-paid = { $gold } Gold { $place } ausgezahlt
rh1990-arrived-hint = { $name } hat das Duell auf dem Startfeld des Sheriffs gewonnen und steht { $place }: Der Abschnitt ist zu Ende. Trag die Abrechnung ein ({ $name } ist zuerst angekommen, bei 0).
rh1990-chart-title = Gold pro Abschnitt
rh1990-chart-start = Start
rh1990-oak-start = am Start unter der Eiche
# Beside the coins drawn (30 at most): how many more the player holds, not a gain.
rh1990-coins-more = und { $count } weitere
rh1990-beyond-box = Die Spieler haben { $held } Gold: { $beyond } mehr als die { $box } Gold der 80 Münzkarten in der Spielschachtel. Die App zahlt alles voll aus (Regel V8): Gleicht den Rest mit Ersatzmünzen aus.
rh1990-duels-heading = Duelle in Abschnitt { $section }
rh1990-duel-news-won = { $name } hat gewonnen: +{ $gold } Gold, die Sheriff-Figur ist auf ihr Startfeld zurückgekehrt{ $onto ->
    [yes] , und { $name } ist direkt auf den Treffpunkt gezogen
   *[no] {""}
}.
# $start: where the section began, in its "at" form (the oak tree, or the last gathering point).
rh1990-duel-news-lost = { $name } hat gegen den Sheriff verloren: Die Figur von { $name } steht wieder { $start }, wo dieser Abschnitt begann; die Sheriff-Figur bleibt, wo sie gewonnen hat.
rh1990-youngest-heading = Wer ist am jüngsten? Diese Person beginnt.
rh1990-youngest-chosen = { $name } beginnt Abschnitt 1. Tipp einen anderen Namen an, um das vor dem ersten Zug zu ändern.
rh1990-youngest-tap = Tipp den Namen der jüngsten Person an. Das lässt sich bis zum ersten Duell, Ereignis oder zur ersten Auszahlung ändern.
rh1990-seats-free = { $count ->
    [one] 1 Platz ist
   *[other] { $count } Plätze sind
} noch frei: Wer dort spielt, kann gewählt werden, sobald er sich gesetzt hat.
rh1990-tied-heading = Gleich wenig Gold: Wer beginnt?
rh1990-starts = { $name } beginnt
rh1990-tied-waiting = Warten, bis { $names } (oder der Gastgeber) wählen, wer Abschnitt { $section } beginnt.
rh1990-player = Spieler
rh1990-pick-card = Karte wählen
# same on purpose
rh1990-sheriff-option = Sheriff
rh1990-player-card = Burgkarte des Spielers
rh1990-sheriff-card = Burgkarte des Sheriffs
rh1990-duel-onto-point = Auf dem Startfeld des Sheriffs: Der Sieger zieht direkt auf den Treffpunkt
rh1990-duel-cards-first = Wähl zuerst beide Burgkarten: die des Spielers und die des Sheriffs.
rh1990-duel-send = Duell auswerten
rh1990-duel = Bogenduell
rh1990-event = Ereigniskarte
rh1990-event-text = Kartentext oder Notiz
rh1990-event-text-placeholder = Was auf der Karte steht, oder eine Notiz
rh1990-event-gold = Gold (+ erhalten, − verloren)
rh1990-event-pawn = Figur
rh1990-event-spaces = Felder
rh1990-pawn-stayed = hat sich nicht bewegt
rh1990-pawn-forward = ist vorgezogen
rh1990-pawn-back = ist zurückgezogen
rh1990-pawn-to-start = ist zum Ausgangspunkt des Abschnitts zurück
rh1990-event-text-first = Schreib zuerst den Kartentext oder eine Notiz.
rh1990-event-gold-whole = Das Gold ist eine ganze Zahl: negativ, wenn die Karte Gold genommen hat.
rh1990-event-send = Ereignis eintragen
rh1990-short-of = { $name }: Felder vor { $place }
rh1990-not-entered = nicht eingetragen
rh1990-whole-number = eine ganze Zahl, 0 oder mehr
rh1990-space-fewer = Ein Feld weniger für { $name }
rh1990-space-more = Ein Feld mehr für { $name }
rh1990-settle-heading = Treffpunkt { $point }: { $place }
rh1990-settle-hint = Wenn eine Figur den Treffpunkt erreicht, trag ein, wie viele Felder jede Figur entfernt steht: 0 für die angekommene.
rh1990-arrived-first = { $name }: zuerst angekommen, nach dem Duell (0 Felder entfernt)
rh1990-check-payout = Auszahlung prüfen
rh1990-distances-missing = Trag ein, wie viele Felder { $names } entfernt { $count ->
    [one] ist
   *[other] sind
} (0 für die Figur, die angekommen ist).
rh1990-distances-whole = { $names }: Eine Entfernung ist eine ganze Zahl von Feldern, 0 oder mehr.
rh1990-pay-out-at = Auszahlung { $place }?
rh1990-payout-line = { $name } +{ $gold } Gold ({ $spaces })
rh1990-pay-out = Auszahlen
rh1990-change-distances = Entfernungen ändern
rh1990-fix-youngest = Die jüngste Person, die Abschnitt 1 beginnt
rh1990-fix-starter = Wer beginnt

## The log's sentences

rh1990-log-duel-won = { $who } hat ein Bogenduell gewonnen ({ $player } gegen { $sheriff }): +5 Gold{ $onto ->
    [yes] , dann direkt auf den Treffpunkt gezogen
   *[no] {""}
}
rh1990-log-duel-lost = { $who } hat ein Bogenduell gegen den Sheriff verloren ({ $player } gegen { $sheriff }): Figur zurück zum Ausgangspunkt des Abschnitts
# V8: after this payout the players hold more gold than the box's coins.
rh1990-log-beyond-box = ; die Spieler haben jetzt { $beyond } Gold mehr, als die Münzen der Spielschachtel hergeben: den Rest mit Ersatzmünzen ausgleichen
rh1990-log-first-player = { $who } hat die jüngste Person gewählt: { $name } beginnt Abschnitt 1
rh1990-log-drawn-starter = { $first ->
    [yes] { $name } beginnt Abschnitt 1
   *[no] { $name } beginnt den nächsten Abschnitt
}
rh1990-log-starter = { $host ->
    [yes] Der Gastgeber
   *[no] { $who }
} hat gewählt, wer beginnt: { $name }
rh1990-log-settle = { $where } ausgezahlt{ $paid } ({ $spots })
rh1990-log-where = Treffpunkt { $point } ({ $place })
rh1990-log-where-unknown = Ein Treffpunkt
rh1990-log-paid = : { $paid } Gold
rh1990-log-paid-one = { $name } +{ $gold }
rh1990-log-spot = { $name } { $spaces }
rh1990-log-event = { $who }: Ereignis „{ $text }“: { $gold }{ $pawn }{ $clamped }
rh1990-log-event-gold = { $signed } { $amount ->
   *[other] Gold
}
rh1990-log-event-no-gold = kein Gold
rh1990-log-pawn-to-start = , Figur zurück zum Ausgangspunkt des Abschnitts
rh1990-log-pawn-moved = , Figur { $spaces } { $spaces ->
    [one] Feld
   *[other] Felder
} { $direction ->
    [forward] vor
   *[back] zurück
}
rh1990-log-clamped = {" "}(nur { $taken } von { $asked } konnten genommen werden: Gold fällt nie unter 0)

## The new-table form (rh1990-options.js)

rh1990-option-players = Spieler
rh1990-option-rule = Abrechnung
rh1990-option-rule-last = Nach dem Regelheft
rh1990-option-rule-behind = Hausregel V2
rh1990-option-rule-help = Wenn eine Figur einen Treffpunkt erreicht, zahlt das Regelheft jedem Spieler die Felder zwischen ihm und dem letzten Spieler aus; Hausregel V2 zahlt die Felder bis zum Spieler direkt dahinter aus.
