# robin-hood-goods: the words of its screen and its new-table form (pwa/js/games/), in de. docs/languages.md says how to write one.
# Die Sätze des Servers zu diesem Spiel (Ablehnungen, Ergebnisse) stehen in locales/de/server.ftl.

## The goods, cards and money the screen counts

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
goods-nothing-yet = noch nichts
goods-money = { MONEY($amount) }

## The table: the week, the ledger, the tokens, the private line

goods-round-line = Woche { $week } von 3 · Zug { $turn } von { $turns } · { $mode ->
    [advanced] Expertenspiel
   *[family] Familienspiel
}
goods-game-over = Spiel vorbei: Sieg für { $names }.
# same on purpose
goods-sheriff-star = ★ Sheriff
goods-tokens = Übrige Marker: { $tokens }{ $storing ->
    [no] {""}
   *[yes] {" "}· { $stored } gelagert
}
# same on purpose
goods-token-robin-hood = Robin Hood
goods-token-apprehension = Festnahme
goods-token-deputy = { $count ->
    [one] { $count } Hilfssheriff
   *[other] { $count } Hilfssheriffs
}
goods-tokens-none = keine
goods-private-line = Nur du siehst das: { $anySeen ->
    [yes] diese Woche genehmigt: { $seen }
   *[no] diese Woche wurde keine Karte als für dich genehmigt gesehen
}{ $unseen ->
    [0] {""}
    [one] {" "}und { $unseen } Karte in Beuteln, die ungeöffnet durchgingen oder freigekauft wurden
   *[other] {" "}und { $unseen } Karten in Beuteln, die ungeöffnet durchgingen oder freigekauft wurden
}.
goods-private-stored = Für den Schlussverkauf gelagert: { $stored }.
goods-money-by-week = Geld pro Woche
goods-chart-start = Beginn
goods-chart-week = Woche { $week }
goods-chart-sell-out = Schlussverkauf

## Choosing the first Sheriff, and next week's

goods-who-starts = Wer beginnt als Sheriff?
goods-first-sheriff-hint = Laut Regelheft bekommt den Sheriff-Marker, wer die ehrlichste Begebenheit aus dem eigenen Leben erzählt. { $name } ist jetzt Sheriff; tippe auf einen anderen Namen, um das zu ändern, bevor jemand ansagt.
goods-poorest-waiting = { $name } hat am wenigsten Geld und wählt den ersten Sheriff der nächsten Woche.
goods-poorest-heading-you = Du hast am wenigsten Geld: Wer ist der erste Sheriff der nächsten Woche?
goods-poorest-heading = { $name } hat am wenigsten Geld und wählt den ersten Sheriff der nächsten Woche

## Declarations and the Robin Hood token

goods-declarations = Ansagen ({ $sheriff } ist Sheriff)
goods-declaration-item = { $name }: { $goods }
goods-robin-ask = Dein Robin-Hood-Marker (einmal pro Spiel, bevor jemand ansagt): Wie viele Karten tauschst du?
goods-swap = { $cards } tauschen
goods-your-declaration = Deine Ansage:
goods-declares-for = Ansage von { $name }:
goods-good-declared = Angesagte Ware
goods-count-hint = Wie viele Karten? 1 geht immer; 2 bis 5 brauchen einen Karren-Marker, der in diesem Zug noch frei ist (übrig: { $left }).
goods-chariots-none = keiner
goods-waiting-declare = Warten auf die Ansage von { $name }.

## The Sheriff's turn: inspecting, deals, Apprehension

goods-sheriff-you = Du bist der Sheriff: kontrollieren, handeln, beschlagnahmen oder durchlassen
goods-sheriff-host = { $name } ist der Sheriff: Trag ein, was entschieden wird
goods-sheriff-deciding = { $name } ist der Sheriff und entscheidet gerade
goods-bag-declares = { $name } sagt { $goods } an{ $settled ->
    [yes] {" "}· der Sheriff hat diesen Beutel erledigt
   *[no] {""}
}
goods-inspect = Kontrollieren
goods-inspect-deputy = Kontrollieren (Hilfssheriff-Marker)
goods-open-bag = Beutel öffnen
goods-apprehend = Festnahme (einmal pro Spiel)
goods-take-bag = Beutel beschlagnahmen
goods-bag-cards = Karten im Beutel:
goods-bag-tally = { $entered } von { $count }
goods-pad-less = 1 { $good } weniger
goods-pad-more = 1 { $good } mehr
goods-bag-mismatch = Der Beutel wurde mit { $cards } angesagt; eingegeben: { $entered }. Tippe auf + und −, bis beides übereinstimmt. (Regel G3)
goods-deal-label = Handel: { $payer } zahlt { $payee } (in $)
goods-deal-label-to-you = Handel: { $payer } zahlt dir (in $)
goods-deal-take = Handel annehmen
goods-deal-enter = Gib die Dollar ein, die { $name } für den Handel zahlt.
goods-deal-too-much = { $name } hat nur { MONEY($money) }: Ein Handel wird voll bezahlt, er kann also höchstens { MONEY($money) } betragen. (Regel G4)
goods-unopened-pass = Die nicht geöffneten Beutel gehen ungeöffnet durch, wenn der Zug endet.
goods-let-pass-hint = Alle durchlassen öffnet keinen Beutel: Jeder Beutel ist ungesehen genehmigt.
goods-end-turn = Zug beenden
goods-let-pass = Alle durchlassen
goods-turn-money = Das Geld dieses Zuges
goods-receipt-deal = { $name } zahlte { $sheriff } { MONEY($amount) } (Handel: Der Beutel ist ungesehen genehmigt)
goods-receipt-apprehension = { $sheriff } hat den Beutel von { $name } beschlagnahmt (es fließt kein Geld)
goods-receipt-honest = { $name } war ehrlich: Die Bank zahlt { $name } { MONEY($indemnity) }; genehmigt: { $approved }
goods-receipt-penalty = { $name } zahlt { MONEY($penalty) }{ $short ->
    [yes] {" "}(gezahlt: { MONEY($paid) }, { MONEY($writtenOff) } abgeschrieben)
   *[no] {""}
} an die Bank; der Sheriff bekommt { MONEY($reward) }; genehmigt: { $approved }; abgeworfen: { $discarded }

## The end of the week and the final sell-out

goods-week-end = Ende der Woche { $week }: der Verkauf
goods-week-end-how = Jeder Spieler trägt geheim die genehmigten Karten ein, die er hält{ $mode ->
    [advanced] {" "}und welche davon (bis zu 3) er für den Schlussverkauf lagert
   *[family] {""}
}; der Rest wird zu seinem Wert verkauft. Bezahlt wird erst, wenn alle eingetragen haben: Dann werden alle Verkäufe auf einmal bezahlt und { $after ->
    [next-week] Woche { $next } beginnt
    [sell-out] der Schlussverkauf folgt
   *[end] das Spiel endet
}.
goods-entered = Eingetragen: { $players }
goods-entered-yes = { $name } ✓
goods-entered-not-yet = { $name } (noch nicht)
goods-my-week = Nur du siehst das: Du verkaufst { $sold } für { MONEY($earned) }{ $mode ->
    [advanced] {" "}und lagerst { $stored }
   *[family] {""}
}. Die { MONEY($earned) } werden bezahlt, wenn alle eingetragen haben{ $waiting ->
    [none] {""}
   *[some] {" "}(es fehlen noch { $names })
}.
goods-week-private-hint = Nur du siehst das. Vorausgefüllt mit dem, was die App als für dich genehmigt gesehen hat.
goods-week-known = Die App zählt { $known } genehmigte { $known ->
    [one] Karte
   *[other] Karten
} für dich: { $seenCount } gesehen ({ $seen }) und { $unseen } in Beuteln, die ungeöffnet durchgingen oder freigekauft wurden. Trag ein, was in diesen Beuteln war (Regel G12).
goods-week-tally = { $entered } von { $known } eingetragen.
goods-week-held = Genehmigte Karten, die du hältst
goods-week-store = Für den Schlussverkauf lagern (bis zu 3 diese Woche)
goods-week-field = { $kind ->
    [stored] { $good } gelagert
   *[approved] { $good } genehmigt
}
goods-week-less = { $kind ->
    [stored] { $good } gelagert: 1 weniger
   *[approved] { $good } genehmigt: 1 weniger
}
goods-week-more = { $kind ->
    [stored] { $good } gelagert: 1 mehr
   *[approved] { $good } genehmigt: 1 mehr
}
goods-week-sale = Du verkaufst { $sold } für { MONEY($money) }{ $mode ->
    [advanced] {" "}und lagerst { $stored }
   *[family] {""}
}; bezahlt wird, wenn alle eingetragen haben.
goods-sell-rest = Rest verkaufen
goods-sell-out = Der Schlussverkauf (Regel G10)
goods-sell-out-good = { $good }: { $stock } gelagert, Limit { $limit }{ $over ->
    [yes] {" "}(über dem Limit: Wer am meisten gelagert hat, verkauft zuerst; bei Gleichstand wird geteilt)
   *[no] {" "}(im Limit: Alles wird zum doppelten Wert verkauft)
}
goods-sell-out-row = { $name }: gelagert { $stored }, verkauft { $sold }, { MONEY($money) }
goods-sell-out-row-shared = { $name }: gelagert { $stored }, teilt den Verkauf von { $shared } mit { $others } (Regel G10), { MONEY($money) }

## The big screen: what the turn is waiting for

goods-this-turn = Dieser Zug
goods-is-sheriff = { $name } ist der Sheriff
goods-now-declare = Jetzt füllen die Spieler ihre Beutel und sagen an.
goods-now-sheriff = Jetzt kontrolliert der Sheriff.
goods-now-week-end = Jetzt werden die Waren der Woche eingetragen.
goods-now-choose-sheriff = Jetzt wird der erste Sheriff der nächsten Woche gewählt.
goods-declares-now = { $name } sagt { $goods } an{ $settled ->
    [yes] {" "}· erledigt
   *[no] {""}
}

## The log: each move as a sentence

goods-log-robin-hood = { $name } hat den Robin-Hood-Marker eingesetzt und { $cards } getauscht
goods-log-declare = { $name } hat { $goods } angesagt
goods-log-inspect-honest = { $name } hat { $target }{ $deputy ->
    [yes] {" "}mit einem Hilfssheriff-Marker
   *[no] {""}
} kontrolliert: ehrlich, die Bank zahlte { $target } { MONEY($indemnity) }; { $approved } genehmigt
goods-log-inspect-caught = { $name } hat { $target }{ $deputy ->
    [yes] {" "}mit einem Hilfssheriff-Marker
   *[no] {""}
} kontrolliert: Strafe { MONEY($penalty) }, Belohnung { MONEY($reward) }{ $short ->
    [yes] {" "}({ $target } zahlte nur { MONEY($paid) }, { MONEY($writtenOff) } abgeschrieben)
   *[no] {""}
}; der Beutel enthielt { $cards }
goods-log-inspect = { $name } hat { $target }{ $deputy ->
    [yes] {" "}mit einem Hilfssheriff-Marker
   *[no] {""}
} kontrolliert: Der Beutel enthielt { $cards }
goods-log-deal = { $name } hat mit { $target } einen Handel über { MONEY($amount) } gemacht{ $deputy ->
    [yes] {" "}(Hilfssheriff-Marker)
   *[no] {""}
}: Der Beutel ist ungesehen genehmigt
goods-log-apprehend-private = { $name } hat den Beutel von { $target } beschlagnahmt (was darin war, sieht nur { $name })
goods-log-apprehend-yours = { $name } hat deinen Beutel beschlagnahmt: die Karten, die zu deiner Ansage passen, bekommst du als genehmigte Karten zurück, die anderen behält { $name }
goods-log-apprehend-split = { $name } hat den Beutel von { $target } beschlagnahmt: { $returned } zurück an { $target }, { $took } behält { $name }
goods-log-apprehend = { $name } hat den Beutel von { $target } beschlagnahmt: Er enthielt { $cards }
goods-log-let-pass = { $name } hat alle Beutel durchgelassen
goods-log-end-turn = { $name } hat den Zug beendet; die nicht geöffneten Beutel gingen durch
goods-log-pass-all = { $name } hat den Zug beendet
goods-log-week-private = { $name } hat die Waren der Woche eingetragen (nur { $name } sieht sie){ $paid ->
    [yes] ; alle haben eingetragen, also sind die Verkäufe der Woche { $week } bezahlt
    [no] ; das Geld wird bezahlt, wenn alle eingetragen haben
   *[unknown] {""}
}
goods-log-week = { $name } hat die Waren der Woche eingetragen: verkauft { $sold }{ $priced ->
    [yes] {" "}für { MONEY($earned) }
   *[no] {""}
}{ $storing ->
    [yes] , gelagert: { $stored }
   *[no] {""}
}{ $paid ->
    [yes] ; alle haben eingetragen, also sind die Verkäufe der Woche { $week } bezahlt
    [no] ; das Geld wird bezahlt, wenn alle eingetragen haben
   *[unknown] {""}
}
goods-log-choose-sheriff = { $name } hat { $sheriff } als ersten Sheriff der nächsten Woche gewählt
goods-log-first-sheriff = { $name } hat { $sheriff } als ersten Sheriff gewählt

## Fixing a move from the log

goods-how-many = Wie viele Karten?
goods-how-many-swapped = Wie viele Karten wurden getauscht?
goods-robin-fix = Der Robin-Hood-Marker: Wie viele Karten wurden getauscht?
goods-whose-bag = Wessen Beutel
goods-first-sheriff = Der erste Sheriff
goods-next-first-sheriff = Der erste Sheriff der nächsten Woche
goods-who-next = Wer ist der erste Sheriff der nächsten Woche?

## The new-table form (games/goods-options.js)

goods-option-players = Spieler
goods-option-mode = Spiel
goods-mode-family = Familienspiel
goods-mode-advanced = Expertenspiel
goods-mode-help = Das Expertenspiel bringt das Lagern und den Schlussverkauf dazu.
goods-option-card-table = Die Spielhilfe
goods-card-table-help = Das Regelheft druckt nur einige Zahlen der Spielhilfe ab: Diese sind eingetragen und gesperrt. Tippe die anderen von deiner Karte ab.
goods-section-values = Wert
goods-section-penalties = Strafe
goods-section-rewards = Belohnung
goods-section-limits = Verkaufslimit

# Ein Zahlenfeld der Kartentabelle im Formular für einen neuen Tisch: "Kartoffel: Wert".
goods-card-number = { $good ->
    [potato] Kartoffel
    [fruit] Frucht
    [chicken] Huhn
    [silk] Seide
    [mead] Met
   *[jewelry] Schmuck
}: { $section ->
    [values] Wert
    [penalties] Strafe
    [rewards] Belohnung
   *[limits] Verkaufslimit
}
goods-limits-note = Nur im Expertenspiel; für diese Spielerzahl.
