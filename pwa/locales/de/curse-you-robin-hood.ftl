# curse-you-robin-hood: the words of its screen and its new-table form (pwa/js/games/), in de. docs/languages.md says how to write one.

## The game's terms

# Der Eigenname einer Legende in der Rolle $form im Satz: start (am Satzanfang), name (mitten im
# Satz, in einer Liste), owner (wessen Karten: „des Sheriffs“, „von Bruder Tuck“). Eine Legende,
# die dieser Katalog noch nicht kennt, heißt wie ihre Id.
curse-legend = { $legend ->
    [friar-tuck] { $form ->
        [owner] von Bruder Tuck
       *[other] Bruder Tuck
    }
    [the-sheriff] { $form ->
        [start] Der Sheriff
        [owner] des Sheriffs
       *[other] der Sheriff
    }
    [little-john] { $form ->
        [owner] von Little John
       *[other] Little John
    }
    [will-scarlet] { $form ->
        [owner] von Will Scarlet
       *[other] Will Scarlet
    }
    [robin-hood] { $form ->
        [owner] von Robin Hood
       *[other] Robin Hood
    }
    [the-prince] { $form ->
        [start] Der Prinz
        [owner] des Prinzen
       *[other] der Prinz
    }
    [maid-marian] { $form ->
        [owner] von Maid Marian
       *[other] Maid Marian
    }
   *[other] { $legend }
}
curse-good-ale = Bier
curse-good-bread = Brot
curse-good-cloth = Stoff
curse-good-gems = Edelsteine
curse-good-meat = Fleisch
curse-card = { $good } { $rank }
curse-card-targets = { $count ->
    [one] { $count } Zielscheibe
   *[other] { $count } Zielscheiben
}
curse-market = Markt
curse-legend-mark = (Legende)

## Entering the cards: the card pickers, the Market, the turn's cards, the trades, card archery

# Die Waren-Knöpfe einer Kartenauswahl.
curse-pick-ale = Bier
curse-pick-bread = Brot
curse-pick-cloth = Stoff
curse-pick-gems = Edelsteine
curse-pick-meat = Fleisch
curse-picked-good = { $good } …
curse-picker-incomplete = { $picker }: Wähl zuerst eine Ware und einen Rang.
curse-market-card = Marktkarte { $number }
curse-your-card = Deine Karte
curse-card-of = Karte von { $name }
curse-the-card = Die Karte
curse-card-taken = Vom Markt genommene Karte
curse-legend-shown = { $legend }: gezeigte Karte
curse-legend-second = { $legend }: zweite Karte
curse-deal-heading = Runde { $round }: Leg den Markt aus
curse-deal = Markt auslegen
curse-enter-legend = Karten { $legend } eintragen
curse-reveal-mine = Meine Karte aufdecken
curse-reveal-for = Für { $name } aufdecken
curse-turn-heading = Zug { $turn } von { $turns }
curse-waiting-list = Es fehlen noch: { $names }
curse-has-chosen = { $names } { $count ->
    [one] hat eine Karte gewählt
   *[other] haben ihre Karten gewählt
}; niemand sieht sie, bis alle Karten eingetragen sind.
curse-enter-others = Karten für Legenden oder andere Spieler eintragen
curse-trades-heading = { $name } tauscht mit dem Markt
curse-tap-you-take = Tipp die Marktkarte an, die du nimmst:
curse-tap-takes = Tipp die Marktkarte an, die { $name } nimmt:
curse-waiting-for = Warten auf { $name }.
curse-take-card = { $card } nehmen
curse-archery-heading = Immer noch gleichauf: Wer hat das Kartenschießen gewonnen?
curse-shared-win = Geteilter Sieg
curse-fix-archery = Wer hat das Kartenschießen gewonnen?

## The table: round, trades, stockpiles, scores

curse-round-line = Runde { $round } von { $rounds } · Zug { $turn } von { $turns }
curse-not-dealt = Noch nicht ausgelegt
curse-last-trades = Runde { $round }: der Tausch im letzten Zug
curse-trades-label = Tausch im letzten Zug
curse-transfer = { $from } → { $to }: { $card }
curse-transfer-between = { $from } → { $to }:
curse-swap-match = (gleicher Rang: sie tauschen)
curse-swap-high-low = (höchste und niedrigste Karte tauschen)
curse-trades-market = { $seat } ⇄ Markt
curse-keeps = { $seat } behält die eigene Karte
curse-the-curse = Runde { $round }: der Fluch
# $names discard the goods $goods (C5).
curse-discards = { $names } { $count ->
    [one] wirft
   *[other] werfen
} { $goods } ab
curse-no-curse = Niemand hatte eine Zielscheibe: kein Fluch in dieser Runde.
curse-round-score = { $points } Punkte in dieser Runde
curse-final-stockpiles = Vorräte nach dem letzten Fluch
curse-stockpiles = Vorräte
curse-stockpiles-hint = ◎ ist eine Zielscheibe. Am Ende der Runde werfen bei jeder Ware die Sitzplätze mit den meisten Zielscheiben alle ihre Karten dieser Ware ab: der Fluch.
curse-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
curse-points-so-far = { $points ->
    [one] bisher { $points } Punkt
   *[other] bisher { $points } Punkte
}
curse-heading-for-curse = ⚠ droht der Fluch
curse-empty = Leer
curse-chart-title = Punkte pro Runde
curse-chart-label = Punkte der Runden
curse-chart-round = Runde { $round }
curse-chart-bar = Runde { $round }, { $name }: { $score }
curse-chart-key = ■ { $name }: { $total }
curse-over = Das Spiel ist vorbei: { $names } { $count ->
    [one] hat
   *[other] haben
} gewonnen.
curse-over-legends = Das Spiel ist vorbei: Die Legenden haben gewonnen. Wer allein spielt, braucht mehr Punkte als jede Legende (Regel C9).

## The log's sentences

curse-log-market = { $who } hat den Markt ausgelegt: { $cards }
curse-legends-heading = Die Legenden am Tisch
curse-legends-now = { $count ->
    [one] Ihr spielt mit { $legends }. Bis zum ersten Markt könnt ihr eine andere Legende wählen oder auslosen lassen (C2):
   *[other] Ihr spielt mit { $legends }, in Sitzreihenfolge. Bis zum ersten Markt könnt ihr andere wählen oder auslosen lassen (C2):
}
curse-legend-seat = Legende { $number }
curse-legends-play = Mit diesen spielen
curse-log-legends = { $who }: { $count ->
    [one] Die Legende am Tisch ist
   *[other] Die Legenden am Tisch sind
} { $legends }
curse-log-legends-drawn = { $count ->
    [one] Die Legende am Tisch ist
   *[other] Die Legenden am Tisch sind
} { $legends }
curse-log-reveal = { $who } hat { $card } aufgedeckt
curse-log-host-took = Der Gastgeber hat für { $who } { $card } vom Markt genommen
curse-log-chosen = { $who } hat eine Karte gewählt
curse-log-clash = { $sentence } · doppelt eingetragen: { $clashes }: Karte neu eintragen
curse-clash-item = { $card } ({ $names })
curse-log-round = { $sentence } · Runde { $round }: { $curse } · { $scores }
curse-log-score = { $name } { $points }
curse-log-take = { $who } hat { $card } vom Markt genommen
curse-log-legend = { $legend } hat { $card } gezeigt{ $then }{ $plays }
curse-log-then = , dann { $card }
curse-log-plays = : spielt { $card }
curse-log-entered = { $who } hat eingetragen: { $sentence }
curse-log-archery = { $who } hat das Ergebnis des Kartenschießens eingetragen: { $names } { $count ->
    [one] hat
   *[other] haben
} gewonnen

## The new-table form (curse-options.js)

curse-option-player = Spieler { $number }
curse-option-players = Spieler
curse-option-players-help = Ohne die Legenden, die von ihren eigenen Stapeln spielen.
curse-option-legends = Legenden
curse-option-legend = Legende { $number }
curse-option-legends-help = Bei so vielen Spielern { $count ->
    [1] spielt eine Legende
   *[other] spielen { $count } Legenden
} mit. Jede Legende kann nur einmal am Tisch sitzen.
curse-option-no-legend = Bei 6 Spielern spielt keine Legende mit.
curse-option-order = Sitzreihenfolge
curse-option-order-help = Im Uhrzeigersinn um den Tisch; der erste Sitzplatz teilt in der ersten Runde die Karten aus. Die Reihenfolge des Regelhefts ist schon eingestellt.
