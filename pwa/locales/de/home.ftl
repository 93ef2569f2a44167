# The phone's words for the home page, the new-table form and claiming a seat (views/home.js,
# views/claim.js), loaded with those pages: a phone that joins by QR code never downloads them.

## Home, the new-table form, joining and claiming a seat (views/home.js, views/join.js, views/claim.js, forms.js, games/generic.js)

home-players-exactly = { $count } Spieler
home-players-range = { $min }–{ $max } Spieler
home-intro-title = Spiel mit deinen Karten, die App achtet auf die Regeln.
home-intro = Eröffne einen Tisch, lass alle den Code scannen und gib ein, was die Karten zeigen.
home-new-table = Neuer Tisch
home-join-title = Einem Tisch beitreten
# same on purpose
home-code-label = Code
home-code-placeholder = z. B. K7QF4M
home-find-table = Tisch finden
home-past-title = Frühere Spiele
home-past-link = Frühere Spiele auf diesem Handy
home-past-count = { $count ->
    [0] noch keine
   *[other] { $count } gespeichert
}
home-people-link = Leute von Spiel zu Spiel
home-people-detail = Spiele, Siege und Bestwerte
home-rulings-link = Regeln: wie die App die Regelhefte liest
# same on purpose
home-api-link = API
home-no-such-game = Dieses Spiel gibt es nicht.
home-new-table-title = Neuer Tisch: { $game }
home-zone-pick = { $zone }: { $colour ->
    [green] grün
    [yellow] gelb
   *[red] rot
} { $from }–{ $to }
home-zone-now = { $value } liegt im { $colour ->
    [green] grünen
    [yellow] gelben
   *[red] roten
} Bereich der Leiste: { $zone }.
home-order-up = Hoch
home-order-down = Runter
home-order-up-label = { $name } nach oben schieben
home-order-down-label = { $name } nach unten schieben
home-no-team = Kein Team
# same on purpose
home-team-number = Team { $number }
home-player-team = Spieler { $number }: Team
home-player-number = Spieler { $number }
home-team-alone = Ein Team hat zwei oder mehr Spieler: { $players } { $count ->
    [one] würde
   *[other] würden
} allein in einem spielen.
home-people-earlier = Leute aus deinen früheren Spielen
home-people-earlier-help = Tippe auf dich selbst, um als dieselbe Person Platz zu nehmen; nach den anderen wird gefragt, wenn sie beitreten.
home-preset-label = Mit gespeicherten Kartenzahlen beginnen
home-preset-none = Keine: Zahlen eingeben, wenn sie vorkommen
home-save-as-label = Diese Kartenzahlen speichern als (optional)
home-save-as-placeholder = z. B. Unsere Spielhilfe
home-host-name-label = Dein Name (um selbst Platz zu nehmen)
home-host-name-placeholder = Leer: nur Gastgeber
home-create = Tisch eröffnen
home-try-again-online = { $text } Versuch es noch einmal, sobald die Verbindung zurück ist.
claim-title = Einen Platz übernehmen
claim-intro = Das Handy des Gastgebers (oder dein altes Handy) zeigt einen Code, der einen Platz oder die Rolle des Gastgebers auf dieses Handy überträgt. Auch der Wiederherstellungscode des Tisches funktioniert hier.
# same on purpose
claim-code-label = Code
claim-take-seat = Platz auf diesem Handy übernehmen
claim-code-needed = Gib den Code ein, den das andere Handy zeigt (8 Buchstaben und Ziffern), oder den Wiederherstellungscode des Tisches (12).
claim-done = Dieses Handy hat jetzt den Platz von { $name }.
claim-offline = Dieses Handy ist offline: Übernimm den Platz, sobald die Verbindung zurück ist.
claim-too-many-tries = Zu viele Versuche aus diesem Netz: Warte eine Minute und versuch es dann noch einmal.
claim-done-host = Dieses Handy ist jetzt das des Gastgebers. Der neue Wiederherstellungscode des Tisches ist { $code }; der alte funktioniert nicht mehr. Bewahre ihn woanders als auf diesem Handy auf.
home-recovery-code = Der Wiederherstellungscode deines Tisches: { $code }. Ist dieses Handy leer oder kaputt, übernimmt ein anderes Handy damit die Rolle des Gastgebers. Fotografiere ihn jetzt mit einem anderen Handy oder schreib ihn auf; dieses Handy zeigt ihn wieder unter „Plätze oder die Rolle des Gastgebers auf einem anderen Handy?“.

## Ohne Server spielen (views/offline.js; Issue 38)
home-offline-link = Kein Netz? Ohne Server spielen
