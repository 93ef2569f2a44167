# rescuing-robin-hood: the words of its screen and its new-table form (pwa/js/games/), in de. docs/languages.md says how to write one.
# Die Sätze des Servers zu diesem Spiel stehen in locales/de/server.ftl, „Rescuing Robin Hood“: dieselben Begriffe.

## Terms: attributes and tokens, medallions, colours, rows, cards, ranks

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
rescuing-stat-label = { $stat ->
    [wit] Witz
    [brawn] Kraft
    [stealth] Schleichen
    [jolliness] Fröhlichkeit
    [scouting] Späher
    [cookery] Kochkunst
    [prayer] Gebet
   *[mead] Met
}
rescuing-stat-value = { $name } { $value }
rescuing-token-count = { $name } ×{ $count }
rescuing-stat-short = { $stat ->
    [wit] W{ $value }
    [brawn] K{ $value }
   *[stealth] S{ $value }
}
rescuing-medallion = { $medallion ->
    [bronze] Bronze
    [silver] Silber
   *[gold] Gold
}
# same on purpose
rescuing-medallion-initial = { $medallion ->
    [bronze] B
    [silver] S
   *[gold] G
}
rescuing-medallion-villager = Dorfbewohner mit { $medallion ->
    [bronze] Bronzemedaillon
    [silver] Silbermedaillon
   *[gold] Goldmedaillon
}
rescuing-colour = { $colour ->
    [red] rot
   *[blue] blau
}
rescuing-row-label = { $kind ->
    [wall] Mauer
    [sheriff] Reihe des Sheriffs
    [courtyard] Hofreihe { $number }
   *[row] Reihe { $number }
}
rescuing-card-label = { $kind ->
    [castle] die Burg
    [sheriff] der Sheriff
   *[guard] { $colour ->
        [red] rote
       *[blue] blaue
    } Wache #{ $card }
}
rescuing-card-spoken = { $kind ->
    [castle] Die Burg: { $values }
    [sheriff] Der Sheriff: { $values }
   *[guard] { $colour ->
        [red] Rote
       *[blue] Blaue
    } Wache #{ $card }, { $face ->
        [down] verdeckt
        [up] offen
       *[known] { $values }
    }
}
rescuing-card-short = #{ $card } { $kind ->
    [castle] die Burg
    [sheriff] der Sheriff
   *[guard] { $colour ->
        [red] rot
       *[blue] blau
    }
}
rescuing-guard-choice = #{ $card }, { $colour ->
    [red] rote
   *[blue] blaue
} Wache, { $row }
# same on purpose
rescuing-sheriff-card = Sheriff
rescuing-band-number = Bande { $number }
rescuing-seat-word = Bande
rescuing-rank-babe-in-the-woods = Grünschnabel im Wald
rescuing-rank-first-archery-lesson = Erste Bogenstunde
rescuing-rank-apprentice-cook = Küchenlehrling
rescuing-rank-outlaw = Gesetzloser
rescuing-rank-expert-marksman = Meisterschütze
rescuing-rank-golden-arrow-award = Goldener Pfeil
# same on purpose
rescuing-rank-robin-hood = Robin Hood
rescuing-rank-savior-of-sherwood = Retter von Sherwood

## The screen: the day, the rules, the battlefield, the bands

rescuing-won-sheriff = Robin ist frei und der Sheriff besiegt!
rescuing-won = Robin Hood ist befreit: Ihr gewinnt!
rescuing-lost = Robin wurde nicht befreit: Das Spiel ist verloren.
rescuing-round-line = Tag { $day } (Tage { $days }) · { $mode ->
    [standard] Standardspiel
    [accelerated] beschleunigtes Spiel
    [solo-single] Solo mit einer Bande
    [solo-multi] Solo mit mehreren Banden
   *[other] { $mode }
}{ $expert ->
    [yes] {" "}· Expertenwertung { $score } ({ $rank })
   *[no] {""}
}
rescuing-rules-summary = Regeln für diese Phase
rescuing-stage-setup = Phase 1: Leg jede Reihe der Szenariokarte aus: einen Dorfbewohner pro Medaillon, seine Wachen verdeckt, die Endwache offen (R7). Beschleunigt: 2 Dorfbewohner pro Medaillon (R14).
rescuing-stage-bands = Phase 2: Zieh 4 Dorfbewohner; zähl Witz, Kraft, Schleichen und Fröhlichkeit deiner Bande mit denen deines Anführers zusammen und nimm ihre Fertigkeitsmarker.
rescuing-stage-turns = Phase 3: bis zu 2 Angriffe mit verschiedenen Eigenschaften (R4). Zuerst planen: Fröhlichkeit im eigenen Zug, Marker in jedem Zug (R6). Bei Gleichstand gewinnt die Bande (R1).
rescuing-stage-recruit = Phase 4: In Zugreihenfolge nimmt jede Bande einen Dorfbewohner von der Großen Eiche oder passt (R8).
rescuing-stage-cleanup = Phase 5: Nicht befreite Dorfbewohner werden eingesperrt, die übrigen gehen in den Sherwood Forest, Kochkunst wird zu Met; an den Tagen 2 und 4 schrumpfen die Banden auf 8 und 4 (R8).
rescuing-stage-over = Das Spiel ist vorbei.
rescuing-day5-rules = Tag 5: die Mauer (mit der Burg), dann jede Hofreihe, dann die Reihe des Sheriffs, streng in dieser Reihenfolge (R9). Ein Gebet berührt nur die Reihe, die jetzt angegriffen werden darf, und eine versetzte Wache bleibt in ihrer Reihe (R16).
rescuing-battlefield = Schlachtfeld von Tag { $day }
rescuing-battlefield-hint = Wie auf dem Tisch: gefangene Dorfbewohner links, ihre Wachen rechts davon, die Endwache (wird zuerst angegriffen) ganz rechts.
rescuing-row-now = ◀ jetzt
rescuing-row-cleared = geräumt
rescuing-counts = Große Eiche { $oak } · Sherwood Forest { $sherwood } · eingesperrt { $imprisoned }{ $robin ->
    [yes] {" "}· Robin befreit!
   *[no] {""}
}
rescuing-turn-marker = ▶ am Zug
rescuing-band-not-drawn = Bande noch nicht gezogen
rescuing-chart-title = Dorfbewohner bisher: befreit und im Kerker von Nottingham
rescuing-chart-day = Tag { $day }
rescuing-chart-rescued = bisher befreit
rescuing-chart-imprisoned = im Kerker von Nottingham

## Setting up: who starts Day 5, the scenario card's rows, the Castle, the bands

rescuing-starts-day = Beginnt Tag { $day }
rescuing-starter-chosen = { $name } beginnt Tag { $day } (gewählt).
rescuing-starter-proposed = Vorschlag: { $name } beginnt Tag { $day } (im Uhrzeigersinn, R8). Die Spieler wählen (R17):
rescuing-starter-proposed-first = Wer beginnt? Laut Regelheft, wer zuletzt in einem Park oder Wald spazieren war. Bis ihr wählt, beginnt { $name } Tag { $day }:
rescuing-no-villagers-yet = noch keine Dorfbewohner
rescuing-take-last-off = Letztes wieder entfernen
rescuing-guards-of-colour = { $colour ->
    [red] rote Wachen
   *[blue] blaue Wachen
}
rescuing-wall-guards = Wachen der Mauer
rescuing-castle = Burg
rescuing-courtyard-rows = Hofreihen
rescuing-courtyard-row-colour = Reihe { $number } { $colour ->
    [red] rot
   *[blue] blau
}
rescuing-sheriff-stat = { $stat } des Sheriffs
rescuing-day5-heading = Tag 5: Sturm auf die Burg
rescuing-set-up-castle = Burg aufbauen
rescuing-draw-bands = Banden ziehen
rescuing-rows-heading = Tag { $day }: Reihen der Szenariokarte
rescuing-warn-medallions-first = Gib zuerst die Medaillons der Reihe ein.
rescuing-add-row = Reihe hinzufügen
rescuing-done-draw-bands = Fertig: Banden ziehen
rescuing-waiting-bands = Warten auf die anderen Banden.
rescuing-band-totals-heading = { $name }: heutige Werte der Bande
rescuing-enter-band = Bande eintragen

## A turn: attacks, Jolliness, passing on

rescuing-wit-hint = Noch { $left } Witz. Nächste Karte: { $kind ->
    [castle] die Burg, { $max }
    [sheriff] der Sheriff, { $max }
   *[guard] { $colour ->
        [red] rote
       *[blue] blaue
    } Wache, höchstens { $max }
}:
rescuing-wit-safe = Sie kann dich nicht schlagen.
rescuing-wit-risky = Sie könnte dich schlagen.
rescuing-value-known = { $stat } { $kind ->
    [castle] der Burg
    [sheriff] des Sheriffs
   *[guard] der { $colour ->
        [red] roten
       *[blue] blauen
    } Wache #{ $card }
}: { $value }
rescuing-value-of = { $stat } von #{ $card }
rescuing-attack-with = Angreifen mit
rescuing-row = Reihe
rescuing-choose-card = #{ $card } wählen
rescuing-warn-choose-stealth = Wähle die Karten, die du mit Schleichen angreifst.
rescuing-attack-hint = { $attribute ->
    [wit] Witz: die Endkarte (ganz rechts), dann Karte für Karte.
    [brawn] Kraft: die ganze Reihe, jede Karte wird aufgedeckt.
   *[stealth] Schleichen: Hake die Karten an, die du wählst, egal an welcher Stelle der Reihe.
} Gib nur die leeren Werte ein: Die App merkt sich die, die sie schon gesehen hat.
rescuing-attack = Angreifen
rescuing-attack-under-way = { $stat } (läuft)
rescuing-turn-heading = { $name } ist am Zug · Angriffe bisher: { $count ->
    [0] noch keine
   *[other] { $made }
}
rescuing-robin-add-heading = Robin Hood ist befreit! Füge seine aufgedruckten Werte der Bande von { $name } hinzu:
rescuing-add-robin = Robin hinzufügen
rescuing-spend-for-them = Du kannst unten trotzdem deine Marker für sie ausgeben.
rescuing-reveal-compare = Aufdecken und vergleichen
rescuing-wit-stop = Stopp: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} besiegen
rescuing-nothing-to-attack = Gerade kann keine Reihe angegriffen werden: Gib unten Marker aus, wenn du willst, und beende dann den Zug.
rescuing-attacks-made = { $limit ->
    [2] Beide Angriffe
   *[other] Alle { $limit } Angriffe
} dieses Zuges sind gemacht: Gib unten Marker aus, wenn du willst, und beende dann den Zug.
rescuing-jolliness-to-spend = Fröhlichkeit zum Ausgeben
rescuing-onto = Auf
rescuing-spend = Ausgeben
rescuing-passes-last = Letzter Zug des Tages: Nichts wird weitergegeben (R5).
rescuing-passes = Wenn du jetzt beendest, gehen { $brawn } Kraft und { $jolliness } Fröhlichkeit an { $name } (R5).
rescuing-end-turn = Zug beenden

## Tokens: Scouting, Prayer, Cookery and Mead

rescuing-scouting-legend = Späher: Deck bis zu 2 verdeckte Wachen einer Reihe auf
rescuing-all-face-up = Alle Wachen liegen offen.
rescuing-warn-tick-guards = Hake die Wachen an, die du aufdecken willst.
rescuing-scouting-reveal = Späher: aufdecken
rescuing-prayer-legend = { $day5 ->
    [yes] Gebet: eine Wache der Reihe, die jetzt dran ist
   *[no] Gebet: eine Wache versetzen oder entfernen
}
rescuing-no-prayable = Gerade kann ein Gebet keine Wache berühren.
rescuing-guard-to-pray-for = Wache für das Gebet
rescuing-to-row = In Reihe
rescuing-own-row = Ihre eigene Reihe
rescuing-second-prayer-from = Zweites Gebet von
rescuing-my-own = mir selbst
rescuing-guard = Wache
rescuing-place-from-end = Platz vom Ende
rescuing-value-from-end = { $stat } der Karte auf Platz { $number } vom Ende
rescuing-warn-place-from-1 = Zähl den Platz ab 1, der Karte am Ende der Reihe.
rescuing-prayer-move = Gebet: versetzen
rescuing-prayer-remove = Gebet ×2: entfernen
rescuing-spend-tokens = Marker von { $name } ausgeben (in jedem Zug)
rescuing-for-band = Für die Bande
rescuing-attribute = Eigenschaft
rescuing-cookery-mead = Kochkunst und Met
rescuing-for = Für
rescuing-cookery-button = Kochkunst +2
rescuing-mead-button = Met +1 Fröhlichkeit
rescuing-no-tokens = Keine Kochkunst-, Met-, Späher- oder Gebet-Marker mehr.

## Recruiting and the end of the day

rescuing-recruit-heading = { $name }: einen Dorfbewohner an der Großen Eiche anwerben (noch { $left })?
rescuing-recruit-one = Einen anwerben
rescuing-pass = Passen
rescuing-end-day = Tag { $day } beenden

## Fixing a move from the log (the fields the screen's own controls do not have)

rescuing-robin-printed = Robin Hoods aufgedruckte Werte:
rescuing-from-major-oak = Von der Großen Eiche
rescuing-scouting-revealed = Späher: die aufgedeckten Wachen
rescuing-wit-of-card = Witz der Karte

## The log: one sentence a move ($who made it; a corrected move comes without its result)

rescuing-log-row = { $form ->
    [of] in { $kind ->
        [wall] der Mauer
        [sheriff] der Reihe des Sheriffs
        [courtyard] Hofreihe { $number }
       *[row] Reihe { $number }
    }
   *[bare] { $kind ->
        [wall] die Mauer
        [sheriff] die Reihe des Sheriffs
        [courtyard] Hofreihe { $number }
       *[row] Reihe { $number }
    }
}
rescuing-log-guards-of-colour = { $count } { $colour ->
    [red] rot
   *[blue] blau
}
rescuing-log-guards = { $total ->
    [0] keine Wachen
    [one] { $total } Wache ({ $parts })
   *[other] { $total } Wachen ({ $parts })
}
rescuing-log-spoils = { $rescued ->
    [0] {""}
   *[other] , { $rescued } Dorfbewohner befreit
}{ $bonus ->
    [none] {""}
   *[other] , Burgbonus { $bonus } Fröhlichkeit
}{ $robin ->
    [yes] , Robin Hood befreit!
   *[no] {""}
}{ $sheriff ->
    [yes] , der Sheriff besiegt!
   *[no] {""}
}
rescuing-log-add-row = { $who } hat { $row ->
    [0] eine Reihe
   *[other] Reihe { $row }
} ausgelegt: { $count ->
    [one] Medaillon
   *[other] Medaillons
} { $medallions }, { $guards }
rescuing-log-add-castle = { $who } hat Tag 5 aufgebaut: die Mauer mit der Burg und { $wall }, { $courtyard ->
    [one] { $courtyard } Hofreihe
   *[other] { $courtyard } Hofreihen
}, die Reihe des Sheriffs mit { $sheriff }
rescuing-log-setup-done = { $who }: Das Schlachtfeld steht, als Nächstes werden die Banden gezogen
rescuing-log-starting-band = { $who }: { $name } beginnt Tag { $day }
rescuing-log-starting-band-drawn = { $name } beginnt Tag { $day }
rescuing-log-band = Bande von { $who } heute: { $stats }{ $skilled ->
    [yes] ; { $tokens }
   *[no] {""}
}
rescuing-log-spend-jolliness = { $who } hat { $amount } Fröhlichkeit für { $stat } ausgegeben
rescuing-log-cookery = Kochkunst von { $who }: { $name } bekommt +{ $gain } { $stat }
rescuing-log-cookery-unknown = Kochkunst von { $who } ging an { $name }, für { $stat }
rescuing-log-mead = Met von { $who }: { $name } bekommt +{ $gain } Fröhlichkeit
rescuing-log-mead-unknown = Met von { $who } ging an { $name }
rescuing-log-scouting = { $who } hat { $cards } ausgekundschaftet
rescuing-log-scouting-row = { $who } hat { $count ->
    [one] { $count } Wache
   *[other] { $count } Wachen
} { $row } ausgekundschaftet
rescuing-log-prayer-move = Gebet von { $who }: { $guard ->
    [none] eine Wache
   *[other] #{ $guard }
} auf Platz { $place } vom Ende{ $row ->
    [0] {""}
   *[other] {" "}von Reihe { $row }
} versetzt{ $spoils }
rescuing-log-prayer-remove = { $who } hat zweimal gebetet: { $guard ->
    [none] eine Wache
   *[other] #{ $guard }
} entfernt{ $spoils }
rescuing-log-prayer-remove-pair = { $who } und { $partner } haben gebetet: { $guard ->
    [none] eine Wache
   *[other] #{ $guard }
} entfernt{ $spoils }
rescuing-log-wit-on-row = Witz-Angriff von { $who } auf { $row }{ $value ->
    [none] {""}
   *[other] : Witz der Endkarte { $value }
}
rescuing-log-wit-goes-on = Witz-Angriff von { $who } geht weiter{ $value ->
    [none] {""}
   *[other] : Witz der nächsten Karte { $value }
}
rescuing-log-wit-failed = Witz-Angriff von { $who } bei { $card } gescheitert (Witz { $value }): Die Wachen ergeben { $total }, mehr als der Witz. Witz ist jetzt 0
rescuing-log-wit-last-card = Witz von { $who } kommt an { $card } vorbei (Witz { $value }), der letzten Karte der Reihe: { $defeated ->
    [one] { $defeated } Karte
   *[other] { $defeated } Karten
} besiegt{ $spoils }
rescuing-log-wit-past = Witz von { $who } kommt an { $card } vorbei (Witz { $value }): Summe { $total }, noch { $left } Witz übrig
rescuing-log-wit-stop = { $who } hat den Witz-Angriff beendet: { $defeated ->
    [one] { $defeated } Karte
   *[other] { $defeated } Karten
} besiegt{ $spoils }
rescuing-log-wit-stop-plain = { $who } hat den Witz-Angriff beendet
rescuing-log-card-value = #{ $card } ist { $value }
rescuing-log-attack-entered = Angriff von { $who } mit { $stat }{ $target ->
    [none] {""}
   *[other] {" "}auf { $target }
}{ $values ->
    [none] {""}
   *[other] , { $stat } eingegeben: { $values }
}
rescuing-log-attack = Angriff von { $who } mit { $stat } auf { $target }{ $row ->
    [none] {""}
   *[other] {" "}{ $row }
}: Die Wachen ergeben { $total } · { $success ->
    [yes] { $defeated ->
        [one] { $defeated } Karte
       *[other] { $defeated } Karten
    } besiegt{ $spoils }
   *[no] gescheitert{ $attribute ->
        [brawn] : Die Kraft ist verbraucht, nichts wird weitergegeben
       *[other] : { $stat } ist für diesen Zug verbraucht
    }
}
rescuing-log-robin = { $who } hat Robin Hoods Werte hinzugefügt: { $stats }
rescuing-log-end-turn = { $who } hat den Zug beendet
rescuing-log-end-turn-passing = { $who } hat den Zug beendet und { $brawn } Kraft und { $jolliness } Fröhlichkeit weitergegeben
rescuing-log-recruit = { $who } hat einen Dorfbewohner an der Großen Eiche angeworben{ $left ->
    [none] {""}
   *[other] {" "}(noch { $left })
}
# $card: a guard's number, or the Castle or the Sheriff; $place "dat" after a German preposition taking the dative.
rescuing-log-card-ref = { $kind ->
    [castle] { $place ->
        [dat] der Burg
       *[other] die Burg
    }
    [sheriff] { $place ->
        [dat] dem Sheriff
       *[other] den Sheriff
    }
   *[guard] #{ $card }
}
rescuing-log-recruit-over = { $who } hat verzichtet, aber das Anwerben war schon vorbei: Es ändert sich nichts
rescuing-log-recruit-pass = { $who } hat aufs Anwerben verzichtet
rescuing-log-end-day-plain = { $who } hat den Tag beendet
rescuing-log-end-day = Tag { $day } beendet: { $imprisoned } Dorfbewohner eingesperrt{ $sherwood ->
    [0] {""}
   *[other] , { $sherwood } in den Sherwood Forest
}{ $retired ->
    [0] {""}
   *[other] , { $retired } aus den Banden ausgeschieden
}
rescuing-log-challenge = { $who }: Herausforderungskarte { $blind ->
    [yes] blind
   *[no] offen
} angenommen, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
rescuing-log-adjust = { $who }: { $amount } { $stat } für { $name } ({ $reason })
rescuing-log-exchange = { $who } hat eine Karte mit { $name } getauscht

## The new-table form (rescuing-options.js)

rescuing-option-players = Spieler
rescuing-option-players-help = Eine Bande pro Spieler; das Solo mit einer Bande spielt 1.
rescuing-option-mode = Spiel
rescuing-option-mode-standard = Standard: fünf Tage
rescuing-option-mode-accelerated = Beschleunigt: Tage 2, 4 und 5
rescuing-option-mode-solo-single = Solo mit einer Bande
rescuing-option-mode-solo-multi = Solo mit mehreren Banden
rescuing-option-expert = Expertenmodus
rescuing-option-expert-help = Herausforderungskarten und die Schlusswertung.
rescuing-option-leaders = Anführer der Banden
rescuing-option-leader = Bande { $number }: Anführer
rescuing-option-leaders-help = Der Anführer, den jede Bande behält. Das +1 von Lady Christabel und den Tausch von Much the Miller's Son wendet die App selbst an (schreib die Namen so). Lass alle Felder leer, um die Fähigkeiten der Anführer von Hand einzugeben.
rescuing-option-leaders-all-or-none = Nenne einen Anführer für jede Bande oder lass alle Felder leer.
