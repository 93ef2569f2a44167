# hero-of-the-people: the words of its screen and its new-table form (pwa/js/games/), in de. docs/languages.md says how to write one.

## The game's words: resources, King Richard's cards, what a row of numbers is for

# The characters as the server's sentences name them (the published x-names are English).
hero-character = { $character ->
    [maid-marian] Maid Marian
    [little-john] Little John
    [will-scarlett] Will Scarlett
    [friar-tuck] Bruder Tuck
    [alan-a-dale] Alan A Dale
    [much-the-miller] Much der Müllerssohn
    [robin-hood] Robin Hood
   *[other] { $character }
}
hero-resource = { $resource ->
    [archery] Bogenschießen
    [sword] Schwert
    [gold] Gold
    [strength] Stärke
   *[influence] Einfluss
}
# A resource's name over its number field (narrow: a long word carries soft hyphens, {"\u00AD"}, where it may break).
hero-resource-label = { $resource ->
    [archery] Bogen{"\u00AD"}schießen
    [sword] Schwert
    [gold] Gold
    [strength] Stärke
   *[influence] Einfluss
}
# A count of one resource: "2 gold", "+1 sword" ($sign is "+" or nothing).
hero-count = { $sign }{ $count } { $resource ->
    [archery] Bogenschießen
    [sword] { $count ->
        [one] Schwert
       *[other] Schwerter
    }
    [gold] Gold
    [strength] Stärke
   *[influence] Einfluss
}
hero-free = kostenlos
hero-none = keine
hero-kr-title = { $card ->
    [double-gold] Doppeltes Gold
    [lower-bounty] Kopfgeld senken
    [story-sight] Nächste Geschichte ansehen
   *[other] { $card }
}
hero-king-richard = König Richard: { $title }
hero-hero-ability = Sonderfähigkeit von { $name }
hero-special-ability = Sonderfähigkeit
hero-character-card = Karte von { $name }
hero-part = { $part ->
    [skills] Fähigkeiten
    [recruit] Anwerbung
    [rescue] Befreiung
    [cost] Kosten
    [inventory] Inventar
   *[lost] verloren
}
# An input's name: the row's words and the resource ("recruit gold").
hero-labelled-resource = { $label }: { $resource }
hero-cards-played = { $resource }: ausgespielte Karten
hero-cards-lost = { $resource }: verlorene Karten
hero-card-cost = {" "}(kostet { $cost })

## The board: the bounty track, the round, the characters, the inventory, the chart

hero-track-label = Kopfgeld { $bounty } auf der Leiste
hero-track-bounty = Kopfgeld { $bounty }
hero-track-key = {" "}· du gewinnst, wenn alle sechs Gefährten frei sind und das Kopfgeld unter 500 liegt; bei 1000 verlierst du
hero-won = Du gewinnst: Alle sechs Gefährten sind frei und das Kopfgeld liegt unter 500!
hero-lost = Du verlierst: { $why ->
    [bounty] Das Kopfgeld hat 1000 erreicht: Robin Hood wird ausgeliefert.
    [story] Die letzte Geschichtenkarte wurde ohne Sieg abgehandelt.
   *[sheriff] Der Sheriff hat gewonnen.
}
hero-round-line = Runde { $round } · Phase { $phase ->
    [active] Aktiver Held
    [rob] Reiche berauben
    [action] Aktion
    [story] Geschichte
   *[over] Spielende
} · noch { $left ->
    [one] { $left } Geschichtenkarte
   *[other] { $left } Geschichtenkarten
} · Hand { $hand }
hero-characters = Figuren
hero-status = {" "}{ $status ->
    [active] aktiv
    [face-up] offen
    [face-down] verdeckt
   *[jailed] eingesperrt
}
hero-safe-from-jail = {" "}· sicher vor dem Gefängnis (Sherwood-Forest-Karte { $card })
hero-pick-another = Dein aktiver Held ist im Gefängnis: Wähl eine andere offene Figur.
hero-no-active-hero = Kein aktiver Held: Jede Figur ist eingesperrt oder nicht angeworben, also werden Kosten nur mit Beute bezahlt.
hero-inventory = Inventar:{" "}
hero-inventory-count = { $resource } { $count }
hero-inventory-sherwood = Sherwood Forest { $built } von 5
hero-camp-label = Sherwood-Forest-Karten
hero-camp-card-protects = Sherwood-Forest-Karte { $card }: schützt { $name }
hero-camp-card-unknown = Sherwood-Forest-Karte { $card }: Figur nicht eingetragen
hero-make-active = { $name } zum aktiven Helden machen
hero-chart-title = Kopfgeld pro Runde
hero-chart-start = Start
# same on purpose: R for Runde
hero-chart-round = R{ $round }
hero-chart-series = Kopfgeld

## Robbing the rich and the actions

hero-rob-heading = Reiche berauben: Zieh { $draws }, spiel bis zu { $plays } ins Inventar
hero-rob-hint = Zähl die Beutekarten, die du ausgespielt hast, nach dem Rohstoff, den sie zeigen.
hero-rob-done = Fertig mit Berauben
hero-act-on = { $verb ->
    [recruit] { $name } anwerben
   *[rescue] { $name } befreien
}
hero-numbers-hint-robin = Trag die Befreiungskosten von Robin Hood von seiner Karte ein (seine Fähigkeiten stehen im Regelheft).
hero-numbers-hint = Trag die Zahlen von { $name } von der Karte ein: die Fähigkeiten und was Anwerben und Befreien kosten. Lass 0 stehen, wo die Karte nichts zeigt.
hero-save-numbers = Zahlen speichern
hero-kr-cost-hint = Trag die Kosten dieser Karte von der Karte ein.
hero-save-cost = Kosten speichern
hero-kr-use = { $title } benutzen
hero-protects-label = Die Figur, die diese Karte schützt
hero-protects-ask = Wen schützt die Karte?
hero-warn-protects = Wähl die Figur, die auf der Sherwood-Forest-Karte abgebildet ist: Die Karte hält sie aus dem Gefängnis.
hero-build-form = Eine Sherwood-Forest-Karte bauen
hero-build = Sherwood Forest bauen ({ $built } von 5 gebaut)
hero-lower-bounty = Kopfgeld um 100 senken
hero-ability-placeholder = Was die Fähigkeit bewirkt hat
hero-ability-label = Was die Sonderfähigkeit bewirkt hat
hero-warn-ability-note = Sag, was die Sonderfähigkeit bewirkt hat.
hero-ability-effects = Was sie geändert hat, damit die App mitzählt
hero-no-action = Keine Aktion (Kopfgeld +100)
hero-actions-left = Aktion: noch { $left } von { $actions } in dieser Runde
hero-action-one = Aktion: eine pro Runde
hero-actions-hint = Angeboten wird, was das Inventar jetzt bezahlen kann, zuerst mit den Fähigkeiten des aktiven Helden. Eine Karte, die du zum ersten Mal benutzt, fragt nach ihren Zahlen.

## A card's effect the rulebook does not print (an adjustment)

hero-effect-inventory = { $resource } ins Inventar (+) oder aus dem Inventar (-)
hero-effect-field = { $effect ->
    [hand] Karten auf die Hand (+) oder von der Hand (-)
    [draws] mehr (+) oder weniger (-) gezogene Karten in dieser Runde
    [plays] mehr (+) oder weniger (-) ausgespielte Karten in dieser Runde
    [actions] zusätzliche Aktionen in dieser Runde
   *[bounty] Kopfgeld hoch (+) oder runter (-), in Schritten von 100
}
hero-whose-card = Wessen Karte
hero-active-hero-ability = Sonderfähigkeit des aktiven Helden
hero-source-king-richard = Eine König-Richard-Karte
hero-source-story = Eine Geschichtenkarte
hero-card-name-placeholder = Name der Karte oder was sie sagt
hero-card-name = Karte
hero-warn-name-card = Nenne die Karte, deren Effekt das ist.
hero-adjust-summary = Eine Karte hat etwas anderes bewirkt (Effekt eintragen)
hero-adjust-form = Effekt einer Karte
hero-adjust-enter = Effekt eintragen

## The Story card

hero-story-heading = Geschichtenkarte (noch { $left })
hero-story-hint = Trag alles ein, was die Karte bewirkt hat: bezahlte Kosten (zuerst mit Fähigkeiten), genommene Beute, eingesperrte Figuren, das verlorene Lager, das bewegte Kopfgeld.
hero-story-card-placeholder = Name der Geschichtenkarte (optional)
hero-story-card = Geschichtenkarte
hero-story-cost = Kosten:
hero-story-cost-legend = Die Kosten der Karte
hero-story-pay = Bezahlen (zuerst mit Fähigkeiten)
hero-story-take-alternative = Die Alternative der Karte nehmen
hero-story-alternative-hint = Kannst oder willst du nicht bezahlen? Nimm die Alternative, die auf der Karte steht, und kreuz unten an, was sie bewirkt: eingesperrte Figuren, verlorene Sherwood-Forest-Karten, ein erhöhtes Kopfgeld oder verlorene Beute.
hero-story-nothing-pays = Jetzt lassen sich keine Kosten bezahlen: Der aktive Held hat keine Fähigkeit dafür, und im Inventar liegt keine Karte.
hero-story-taken = Aus dem Inventar genommen:
hero-story-jailed = Eingesperrt
hero-story-jail = { $name } einsperren
hero-story-sherwood-lost = Sherwood-Forest-Karten verloren
hero-story-bounty = Kopfgeld hoch (+) oder runter (-)
hero-story-resolve = Geschichtenkarte abhandeln
hero-story-nothing = Nichts zu zahlen

## Saving the card numbers for later games

hero-catalogue-summary = Kartenzahlen für spätere Spiele speichern
hero-catalogue-form = Kartenzahlen speichern
hero-catalogue-placeholder = z. B. Unsere Schachtel
hero-catalogue-name = Name der Kartenzahlen
hero-catalogue-save = Speichern
hero-warn-catalogue-name = Gib den Kartenzahlen einen Namen, unter dem sie gespeichert werden.
hero-catalogue-saved = Gespeichert als „{ $name }“: Ein neuer Tisch dieses Spiels kann damit beginnen.

## The log: one line a move ($who: the player's name), and the Fix forms

hero-log-line = { $who }: { $text }
hero-log-rob = Reiche beraubt: { $drawn } gezogen, { $played } ausgespielt{ $hand }
hero-log-no-cards = keine Karten
hero-log-hand = ; { $hand } auf der Hand
hero-log-hand-discarded = ; { $hand } auf der Hand, { $discarded } abgeworfen
# $paid: hero-log-paid-for, or nothing when the line does not know what was paid.
hero-log-paid-for = {" "}({ $cost } bezahlt)
hero-log-recruited = { $name } angeworben{ $paid }
hero-log-rescued = { $name } befreit{ $paid }
hero-log-built = Eine Sherwood-Forest-Karte gebaut{ $paid }
hero-log-built-protecting = Eine Sherwood-Forest-Karte gebaut, die { $name } schützt{ $paid }
hero-log-lowered = Kopfgeld um 100 gesenkt{ $paid }
hero-log-no-action = Keine Aktion: Kopfgeld +100
hero-log-chose-hero = { $name } zum aktiven Helden gemacht
hero-log-kr-acquired = König Richard erhalten: { $title }{ $paid }
hero-log-kr-used = König Richard benutzt: { $title }
hero-log-entered-kr-cost = Kosten der König-Richard-Karte „{ $title }“ eingetragen: { $cost }
hero-log-entered-robin = Befreiungskosten von { $name } eingetragen: { $cost }
hero-log-entered-numbers = Zahlen von { $name } eingetragen: Fähigkeiten { $skills }; Anwerbung { $recruit }; Befreiung { $rescue }
hero-log-ability = { $reason }: { $note }
hero-log-ability-effects = { $reason }: { $note } ({ $effects })
hero-log-adjust = { $reason }: { $effects }
hero-log-reason = { $source ->
    [ability] Sonderfähigkeit
    [king_richard] König-Richard-Karte
    [story] Geschichtenkarte
   *[other] Eine Karte
}: { $card }
hero-log-reason-hero = Sonderfähigkeit von { $name }: { $card }
hero-effect = { $effect ->
    [hand] Hand
    [draws] Ziehen
    [plays] Ausspielen
    [actions] Aktionen
   *[bounty] Kopfgeld
} { $change }
hero-no-change = keine Änderung
# A Story card's line: its parts joined by hero-semicolon. The card's name in curly quotes: straight ones before a colon read like JSON.
hero-log-story-named = Geschichte „{ $card }“: { $parts }
hero-log-story = Geschichte: { $parts }
hero-semicolon = {"; "}
hero-log-nothing = nichts
hero-log-unpaid-alternative = { $counts } nicht bezahlt: Alternative der Karte genommen
hero-log-alternative = Alternative der Karte genommen
hero-log-paid = { $counts } bezahlt
hero-log-paid-skills-first = { $counts } bezahlt, zuerst mit Fähigkeiten
hero-log-paid-with-skills = mit Fähigkeiten bezahlt
hero-log-lost = { $counts } verloren
hero-log-jailed = { $count ->
   *[other] { $names } eingesperrt
}
hero-log-protected = { $name } geschützt durch Sherwood-Forest-Karte { $card }
hero-log-sherwood-lost = Sherwood-Forest-Karten verloren
hero-log-sherwood-lost-count = Sherwood-Forest-Karten verloren ({ $count })
hero-log-pick-hero = aktiven Helden wählen
hero-fix-kr-cost = König Richard: { $title }. Trag die Kosten dieser Karte von der Karte ein.
hero-fix-recruited = Angeworben
hero-fix-rescued = Befreit
hero-fix-active-hero = Der aktive Held
hero-fix-kr-card = König-Richard-Karte
hero-fix-ability-effects = Was sie geändert hat, damit die App mitzählt:

## The new-table form (hero-options.js)

hero-option-bounty = Kopfgeld
hero-option-bounty-help = Das Start-Kopfgeld: das Feld der Leiste, das du wählst. Wähl einen Schwierigkeitsgrad oder gib ein Feld ein.
hero-option-easy = Leicht
# same on purpose
hero-option-normal = Normal
hero-option-hard = Schwer
