# Sherwood Table: alle Sätze, die der Server schreibt, auf Deutsch.
# Gleiche Ids wie locales/en/server.ftl (die Quelle); docs/languages.md hat das Glossar.

## Shared words

player-number = Spieler { $number }
private = (privat)
# A change in a score or a stat: "+5", "-3", "0", its number written the language's way ("+1,000").
signed-number = { $sign ->
    [plus] +{ $value }
    [minus] -{ $value }
   *[zero] { $value }
}
period = { $unit ->
   *[round] Runde { NUMBER($number, useGrouping: 0) }
    [day] Tag { NUMBER($number, useGrouping: 0) }
    [week] Woche { NUMBER($number, useGrouping: 0) }
    [section] Abschnitt { NUMBER($number, useGrouping: 0) }
    [settlement] Abrechnung { NUMBER($number, useGrouping: 0) }
    [move] Zug { NUMBER($number, useGrouping: 0) }
}
period-unit = { $unit ->
   *[round] Runde
    [day] Tag
    [week] Woche
    [section] Abschnitt
    [settlement] Abrechnung
    [move] Zug
}
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
field-too-few-items = braucht mindestens { $minimum ->
    [one] { $minimum } Eintrag
   *[other] { $minimum } Einträge
}.
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
move-not-drawable = { $type } ist kein Zug, den der Tisch dem Zufall überlassen kann.
preset-none = Bei { $game } gibt es nichts für spätere Tische zu speichern.
seat-missing = An diesem Tisch gibt es keinen Platz { $seat }.
seat-none = Diesen Platz gibt es nicht.
seat-not-named = Sag, für welchen Platz dieser Zug ist.
game-over = Das Spiel ist vorbei.
log-undo-missing = Das Protokoll nimmt einen Zug zurück, den es nicht gibt.
log-move-gone = Zug { $version } steht nicht mehr im Protokoll (zurückgenommen oder gelöscht).

## The API's answers

problem-refused-by = Abgelehnt nach Regel { $rule }

page-not-found-title = Seite nicht gefunden
page-not-found-text = Unter dieser Adresse gibt es nichts. Der Link eines Tisches beginnt mit /t/ oder /join/.
page-not-found-home = Zur Startseite

api-check-field = Prüfe { $first }{ $more ->
    [0] {""}
   *[other] {" "}(und { $more } weitere)
}
schema-required = Pflichtfeld fehlt.
schema-null = Das Feld darf nicht null sein.
schema-invalid-value = Ungültiger Wert.
schema-unknown-field = Unbekanntes Feld.
schema-invalid-input-type = Ungültiger Eingabetyp.
schema-invalid-type = Ungültiger Typ.
schema-not-string = Keine gültige Zeichenkette.
schema-not-utf8 = Keine gültige UTF-8-Zeichenkette.
schema-not-integer = Keine gültige ganze Zahl.
schema-not-number = Keine gültige Zahl.
schema-number-too-large = Zahl zu groß.
schema-special-number = Besondere Zahlenwerte (nan oder unendlich) sind nicht erlaubt.
schema-not-boolean = Kein gültiger Wahrheitswert.
schema-not-list = Keine gültige Liste.
schema-not-mapping = Kein gültiges Objekt.
schema-pattern = Die Zeichenkette passt nicht zum erwarteten Muster.
schema-invalid-json = Ungültiger JSON-Inhalt.
schema-not-person-id = Keine Personen-Id (p- und 16 Hexadezimalziffern).
schema-range = Muss { $min_op ->
    [gt] größer als
   *[gte] mindestens
} { $min } und { $max_op ->
    [lt] kleiner als
   *[lte] höchstens
} { $max } sein.
schema-range-min = Muss { $min_op ->
    [gt] größer als
   *[gte] mindestens
} { $min } sein.
schema-range-max = Muss { $max_op ->
    [lt] kleiner als
   *[lte] höchstens
} { $max } sein.
schema-length-between = Die Länge muss zwischen { $min } und { $max } liegen.
schema-length-equal = Die Länge muss { $equal } sein.
schema-length-max = Länger als die Höchstlänge { $max }.
schema-length-min = Kürzer als die Mindestlänge { $min }.
schema-one-of = Muss einer der folgenden Werte sein: { $choices }.

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
    [yes] {" "}nach { $rule }
   *[no] {""}
}. Was es verletzen würde, ist privat für { $owner } und wird hier nicht gezeigt: { $owner } kann Zug { $version } korrigieren, oder der Gastgeber löscht ihn in derselben Korrektur.{ $ruled ->
    [yes] {" "}{ $rule }: { $ruling }
   *[no] {""}
}

preview-change = { $move }: { $detail }
preview-change-private = { $move }: sein Ergebnis ändert sich (privat)
preview-own = Der korrigierte Zug selbst: { $listed }.
preview-nothing-later = Diese Korrektur ändert kein Ergebnis eines späteren Zuges.
preview-later = Diese Korrektur ändert { $count ->
    [one] { $count } späteren Zug
   *[other] { $count } spätere Züge
}: { $listed }.
preview-undo-move = Damit wird { $move } zurückgenommen.
preview-undo-correction = Damit wird die Korrektur aus Zug { $version } zurückgenommen: Die korrigierten Züge gelten wieder so wie vor ihr.
preview-undo-nothing-else = Kein anderes Ergebnis ändert sich.
preview-undo-changes = Es ändert { $count ->
    [one] das Ergebnis von { $count } Zug
   *[other] die Ergebnisse von { $count } Zügen
}: { $listed }.

api-token-needed = Dafür braucht es einen Tisch-Token: Sende „Authorization: Bearer <token>“.
api-seat-moved-away = Dein Platz an diesem Tisch wurde auf ein anderes Handy übertragen, deshalb öffnet dieses Handy ihn nicht mehr. Warst du das nicht, bitte den Gastgeber, deinen Platz auf dieses Handy zurückzuholen.
api-token-other-table = Dieser Token gehört zu einem anderen Tisch.
api-token-invalid = Dieser Token ist ungültig: Setz dich mit dem Code des Tisches wieder dazu.
api-table-expired = Dieser Tisch ist abgelaufen; eröffne einen neuen.
api-body-not-json = Der Inhalt muss JSON sein (Content-Type: application/json), nicht { $mimetype }.
api-too-deep = Die Anfrage verschachtelt Listen und Objekte mehr als { $limit } Ebenen tief; nichts hier braucht das.
api-spectator-cannot = Ein Zuschauerbildschirm schaut nur zu; er kann { $what ->
    [move] keine Züge machen
    [undo] nichts zurücknehmen
    [correct] keine Züge korrigieren
    [preset] keine Vorlagen speichern
    [clock] die Uhr nicht stellen
   *[other] das nicht ({ $what })
}.
api-host-only = Nur der Gastgeber kann das.
api-host-move = Dieser Zug gehört dem Gastgeber, keinem Platz.
api-leave-seat-out = Lass den Platz weg.
api-own-seat-only = Du kannst nur Züge für deinen eigenen Platz machen; der Gastgeber kann Züge für alle eintragen.
api-host-names-seat = Der Gastgeber muss einen Platz nennen.
api-key-shape = Idempotency-Key muss aus 1-100 sichtbaren ASCII-Zeichen bestehen (Leerzeichen dazwischen erlaubt).
api-key-reused = Der Idempotency-Key { $key } wurde schon für eine andere Anfrage benutzt; sende mit einer neuen Anfrage einen neuen Key.
api-key-first-answered = { $key } hat zuerst eine andere Methode, einen anderen Pfad oder Inhalt beantwortet.
api-unhealthy = Der Server erreicht seine Datenbank nicht, oder die Datenbank hat eine andere Version ihres Schemas: Versuche es in ein paar Sekunden noch einmal.
api-precondition-failed = Der Tisch hat sich seit der Fassung geändert, für die diese Anfrage gemacht wurde (If-Match): Lies ihn neu und sende die Anfrage dann noch einmal.
api-key-in-progress = Eine Anfrage mit diesem Idempotency-Key wird noch beantwortet: Frage gleich noch einmal nach ihrer Antwort.
api-version-moved = Der Tisch ist weiter (Version { $version }, du hast { $expected } erwartet): Lade neu und versuch es noch einmal.
api-nothing-to-undo = Es gibt keinen Zug zum Zurücknehmen.
api-draw-not-now = { $type } kann von diesem Handy jetzt nicht ausgelost werden: Die Regeln bieten es hier nicht an, noch nicht oder nicht mehr.
api-drawn-by-server = Nur der Server lost aus: Bitte ihn um eine Auslosung (POST …/draws), statt at_random zu senden.
api-undo-own-latest = Du kannst nur deinen eigenen Zug zurücknehmen, und nur solange er der letzte ist; frag den Gastgeber.
api-clock-host-only = Nur der Gastgeber kann die Uhr anhalten oder ein Zeitlimit setzen.
api-no-clock = Hier gibt es keine Uhr: Dieses Spiel hat keine Züge, oder es ist vorbei.
api-clock-already = Die Uhr { $paused ->
    [yes] ist schon angehalten
   *[no] läuft schon
}.
api-calculator-json = Sende die Eingabe als JSON-Objekt (Content-Type: application/json).
api-correct-once = Jeder Zug kann in einer Korrektur nur einmal korrigiert werden.
api-twice = Zweimal.
api-not-your-move = Zug { $version } hast nicht du eingetragen: Bitte den Gastgeber, ihn zu korrigieren.
api-no-game = Es gibt kein Spiel { $game }.
api-no-preset = Keine Vorlage ist als { $name } gespeichert.
api-preset-name = Ein Vorlagenname hat 1-40 Buchstaben, Ziffern, Leerzeichen, . ' - oder _.
api-preset-name-invalid = Ungültiger Vorlagenname.
api-preset-token = Eine Vorlage zu speichern braucht einen Tisch-Token: Sende „Authorization: Bearer <token>“.
api-token-other-game = Dieser Token gehört zu einem Tisch eines anderen Spiels, nicht { $game }.
api-token-no-live-table = Dieser Token öffnet keinen laufenden Tisch: Speichere Vorlagen an einem Tisch, an dem du Gastgeber bist oder sitzt.
api-name-needed = Gib einen Namen ein, um Platz zu nehmen.
api-name-blank = Ein Name darf nicht leer sein.
api-name-control = Ein Name darf keine Steuerzeichen enthalten.
api-control-characters = Steuerzeichen.
api-no-table-with-code = Kein Tisch hat den Code { $code } (oder er ist abgelaufen).
api-person-host-only = Nur das Handy des Gastgebers nennt die Person, die Platz nimmt; der Gastgeber verknüpft einen Platz mit einer bekannten Person, sobald er besetzt ist.
api-host-says-who = Nur der Gastgeber sagt, wer auf einem Platz sitzt.
api-seat-empty = Auf Platz { $seat } sitzt niemand.
api-not-taken = Nicht besetzt.
api-photo-who-adds = Nur der Gastgeber und die Spieler fügen ein Foto hinzu; der große Bildschirm zeigt es.
api-photo-too-large = Das Foto ist größer als { $kilobytes } KB: Sende ein kleineres.
api-photo-not-over = Das Spiel ist noch nicht vorbei: Füge das Foto auf dem Ergebnisbildschirm hinzu.
api-no-photo = Dieser Tisch hat kein Foto.
api-photo-who-removes = Nur der Gastgeber oder wer das Foto hinzugefügt hat, entfernt es.
api-rematch-host-only = Nur der Gastgeber kann eine Revanche starten.
api-big-screen-no-handover = Der große Bildschirm kann keinen Platz übertragen; der Gastgeber kann es von seinem Handy aus.
api-handover-own-seat = Du kannst nur deinen eigenen Platz übertragen; der Gastgeber kann jeden übertragen.
api-handover-which-seat = Sag, welcher Platz auf ein anderes Handy geht.
api-handover-seat-empty = Auf Platz { $seat } sitzt noch niemand: Ein neues Handy nimmt ihn mit dem Code des Tisches.
api-handover-code-gone = Dieser Code überträgt keinen Platz: Er wurde schon benutzt oder ist älter als 10 Minuten. Frag nach einem neuen.
api-host-moved-away = Die Rolle des Gastgebers an diesem Tisch wurde auf ein anderes Handy übertragen, deshalb leitet dieses Handy den Tisch nicht mehr. Warst du das nicht, holt sich das Handy mit dem Wiederherstellungscode des Tisches die Rolle zurück.
api-handover-host-role-host-only = Nur das Handy des Gastgebers kann die Rolle des Gastgebers übertragen; ein Spieler überträgt seinen eigenen Platz.
api-handover-host-no-seat = Die Rolle des Gastgebers ist kein Platz: Lass den Platz weg.
api-host-seat-host-only = Nur das Token des Gastgebers sagt, wo der Gastgeber sitzt.
api-host-seat-no-seat = Dieses Token öffnet keinen Platz an diesem Tisch.
api-no-such-message = Kein Satz hat diese Kennung.
api-known-games = Bekannte Spiele: { $known }.
api-token-in-url = Ein Tisch-Token gehört nicht in eine URL, wo Protokolle ihn aufbewahren: Öffne den Stream stattdessen mit einem Stream-Ticket.
api-ticket-gone = Dieses Stream-Ticket ist unbekannt, benutzt oder abgelaufen: Frag nach einem neuen.
api-since-ahead = Der Tisch steht bei Version { $version }: Nach Version { $since } gibt es noch nichts.
api-event-id-bad = Diese Last-Event-ID ist kein Ereignis dieses Servers: Verbinde dich ohne sie neu oder mit der ID des letzten empfangenen Ereignisses.
api-join-code-not-big-screen = Der Beitrittscode ist für den Gastgeber und die Spieler, nicht für den großen Bildschirm.
api-game-gone = Dieser Server hat das Spiel { $game } nicht mehr.
api-no-table = Kein laufender Tisch hat diese Id.
api-rate-limited = Zu viele { $what ->
    [join] Beitrittsversuche
    [tables] neue Tische
    [people] Abfragen der Personenstatistik
    [photos] gesendete Fotos
   *[presets] gespeicherte Vorlagen
} von dieser Adresse; versuch es in { $seconds } Sekunden wieder.
api-name-taken = Jemand namens „{ $name }“ sitzt schon an diesem Tisch; wähle einen anderen Namen.
api-table-full = Dieser Tisch ist voll: Alle { $seats } Plätze sind besetzt.
api-preset-taken = Eine Vorlage namens „{ $name }“ hat schon jemand anderes gespeichert: Speichere deine Kopie unter einem anderen Namen.
api-not-over = Das Spiel ist noch nicht vorbei.
api-no-move-to-correct = Im Protokoll gibt es keinen Zug { $version } zum Korrigieren.
api-entry-not-a-move = Eintrag { $version } ist eine Rücknahme oder eine Korrektur, kein Zug: Nimm ihn zurück oder korrigiere den Zug, den er geändert hat.
api-move-gone = Zug { $version } wurde zurückgenommen oder gelöscht, es gibt also nichts zu korrigieren.
api-move-number = Zug { $version }.
api-clock-give = Gib paused, turn_limit_seconds oder beides an.
api-correction-give = Gib entweder den korrigierten Zug oder delete: true an.
api-photo-type = Sende das Foto als image/jpeg, image/png oder image/webp, nicht { $declared ->
    [none] ohne Content-Type
   *[other] als { $declared }
}.
api-photo-not-image = Diese Datei ist kein Foto: Ihr Inhalt ist kein JPEG-, PNG- oder WebP-Bild.
api-photo-type-mismatch = Das Foto wurde als { $declared } gesendet, sein Inhalt ist aber { $actual }: Sende es mit seinem eigenen Typ.
api-body-too-slow = Der Inhalt der Anfrage ist nicht innerhalb von { $seconds } Sekunden angekommen; sende ihn noch einmal.
api-streams-limited = Zu viele Live-Verbindungen sind offen { $which ->
    [token] mit diesem Schlüssel
    [table] an diesem Tisch
   *[address] von dieser Adresse
} (höchstens { $limit }); die Seite hält sich derweil selbst auf dem Stand. Versuch es in { $seconds } Sekunden wieder.
api-photo-too-many-pixels = Das Foto hat zu viele Pixel: höchstens { $megapixels } Millionen, { $side } an der längeren Seite. Sende ein kleineres.
api-photo-who-replaces = Ein anderer Spieler hat dieses Foto hinzugefügt: Nur er oder der Gastgeber darf es ersetzen.
api-private-own-seat = Nur das Handy auf Platz { $seat } trägt diesen Zug ein: Was er enthält, ist nur für diesen Platz.
api-clock-full = Die Uhr wurde an diesem Tisch { $count }-mal eingestellt, so oft, wie ein Tisch es festhält; spielt weiter, ohne sie zu ändern.
api-clock-limit-same = Die Uhr hat dieses Zuglimit schon: Es gibt nichts zu ändern.
# An error no view worded, by its HTTP status (an unknown address, a method it does not take).
http-status = { $status ->
    [400] Die Anfrage ließ sich nicht lesen: Prüf ihren Inhalt und ihre Header.
    [401] Dafür braucht es einen Token.
    [403] Das ist mit diesem Token nicht erlaubt.
    [404] Unter dieser Adresse gibt es nichts.
    [405] Diese Adresse nimmt diese Methode nicht an.
    [406] Diese Adresse kann in keinem Format antworten, das die Anfrage annimmt.
    [409] Das widerspricht dem, was schon da ist.
    [410] Das gibt es nicht mehr.
    [411] Sende die Länge des Inhalts (Content-Length).
    [413] Die Anfrage ist zu groß.
    [414] Die Adresse ist zu lang.
    [415] Diese Adresse nimmt diese Art von Inhalt nicht an.
    [422] Die Anfrage lässt sich so nicht ausführen.
    [428] Diese Anfrage braucht eine Bedingung (If-Match).
    [429] Zu viele Anfragen; versuch es gleich noch einmal.
    [431] Die Header der Anfrage sind zu groß.
    [503] Der Server ist ausgelastet; versuch es gleich noch einmal.
   *[other] Auf dem Server ist etwas schiefgegangen; versuch es noch einmal.
}

# A problem's title: the HTTP status in a few words, in the reader's language (api/web/errors.py).
http-title = { $status ->
    [400] Fehlerhafte Anfrage
    [401] Nicht angemeldet
    [403] Nicht erlaubt
    [404] Nicht gefunden
    [405] Methode nicht erlaubt
    [406] Nicht annehmbar
    [408] Zeitüberschreitung der Anfrage
    [409] Konflikt
    [410] Nicht mehr da
    [411] Länge fehlt
    [412] Vorbedingung nicht erfüllt
    [413] Inhalt zu groß
    [414] Adresse zu lang
    [415] Nicht unterstützter Inhaltstyp
    [422] Nicht verarbeitbarer Inhalt
    [428] Vorbedingung nötig
    [429] Zu viele Anfragen
    [431] Kopfzeilen zu groß
    [503] Dienst nicht verfügbar
   *[other] Serverfehler
}
api-database-unavailable = Die Datenbank ist für einen Moment nicht erreichbar: Versuche es in ein paar Sekunden noch einmal (ein Zug, der mit demselben Idempotency-Key noch einmal gesendet wird, wird nie zweimal gespeichert).

## The log CSV (results.csv keeps its column names in every language: score apps import it)

word-none = keine
word-yes = ja
word-no = nein
word-deleted = (gelöscht)
word-list = { $items }
csv-column-version = Version
csv-column-time = Zeit
csv-column-seat = Platz
csv-column-player = Spieler
csv-column-entered-by = eingetragen von
csv-column-kind = Art
csv-column-move = Zug
csv-column-details = Einzelheiten
csv-column-result = Ergebnis
csv-column-entered-as = eingetragen als
csv-column-result-when-entered = Ergebnis beim Eintragen
csv-column-undone = zurückgenommen
csv-column-corrected-by = korrigiert durch
csv-column-result-changed-by = Ergebnis geändert durch
csv-kind-move = Zug
csv-by = { $by ->
    [host] Gastgeber
   *[player] Spieler
}
csv-kind-undo = Zurücknahme
csv-kind-correction = Korrektur
csv-kind-clock = Uhr
csv-took-back = Zug { $version } zurückgenommen
csv-move-deleted = Zug { $version } ({ $what }) gelöscht: war { $before }
csv-move-corrected = Zug { $version } ({ $what }): { $before } -> { $after }
csv-move-corrected-seat = Zug { $version } ({ $what }): { $before } für { $from } -> { $after } für { $to }
csv-results-changed = Ergebnisse geändert: { $count ->
    [one] Zug
   *[other] Züge
} { $versions }
csv-clock-paused = { $paused ->
    [yes] Uhr angehalten
   *[no] Uhr läuft wieder
}
csv-clock-no-limit = kein Zeitlimit
csv-clock-limit = Zeitlimit { $time }

## The games' names

game-curse-you-robin-hood = Curse You, Robin Hood!
game-robin-hood-goods = Robin Hood (Waren und der Sheriff)
game-hero-of-the-people = Robin Hood: Held des Volkes
game-rescuing-robin-hood = Rettet Robin Hood
game-robin-hood-1990 = Robin Hood (1990)
game-score-pad = Punkteblock

## The phases of play the rulings are grouped by (engine/game.py PHASES)

phase-setup = Aufbau
phase-turn = Während eines Zugs
phase-round-end = Am Ende einer Runde
phase-scoring = Wertung und Sieg
phase-variants = Varianten und Solospiel
phase-entering = Eintragen in der App

## Curse You, Robin Hood!

move-curse-you-robin-hood-market = Marktkarten
move-curse-you-robin-hood-legends = Legenden am Tisch
move-curse-you-robin-hood-reveal = aufgedeckte Karte
move-curse-you-robin-hood-legend = Karten der Legende
move-curse-you-robin-hood-take = Marktkarte
move-curse-you-robin-hood-archery = Kartenschießen

# Die Begriffe des Spiels: Waren, Karten, Plätze. $form ist die Rolle des Platzes im Satz
# (engine/games/curse.py SEAT_FORMS): start, name, owner, from, to.
curse-good-ale = Bier
curse-good-bread = Brot
curse-good-cloth = Stoff
curse-good-gems = Edelsteine
curse-good-meat = Fleisch
curse-card = { $good } { $rank }
curse-legend = { $legend ->
    [friar-tuck] { $form ->
        [owner] von Bruder Tuck
        [from] von Bruder Tuck
       *[other] Bruder Tuck
    }
    [the-sheriff] { $form ->
        [start] Der Sheriff
        [owner] des Sheriffs
        [from] vom Sheriff
        [to] den Sheriff
       *[other] der Sheriff
    }
    [little-john] { $form ->
        [owner] von Little John
        [from] von Little John
       *[other] Little John
    }
    [will-scarlet] { $form ->
        [owner] von Will Scarlet
        [from] von Will Scarlet
       *[other] Will Scarlet
    }
    [robin-hood] { $form ->
        [owner] von Robin Hood
        [from] von Robin Hood
       *[other] Robin Hood
    }
    [the-prince] { $form ->
        [start] Der Prinz
        [owner] des Prinzen
        [from] vom Prinzen
        [to] den Prinzen
       *[other] der Prinz
    }
   *[maid-marian] { $form ->
        [owner] von Maid Marian
        [from] von Maid Marian
       *[other] Maid Marian
    }
}
curse-player = { $form ->
    [from] von { $name }
   *[other] { $name }
}
curse-seat-number = { $form ->
    [owner] von Sitzplatz { $number }
    [from] von Sitzplatz { $number }
   *[other] Sitzplatz { $number }
}
curse-place-market = Marktkarte { $number }
curse-place-seat = die Karte von Sitzplatz { $number }
curse-place-stockpile = Vorrat von { $name }, Karte { $number }
curse-place-shown = die gezeigte Karte
curse-place-second = die zweite Karte
curse-place-card = die Karte

# Ablehnungen (Regeln C1-C9)
curse-not-a-player-seat = { $value } ist kein Sitzplatz eines Spielers (p0 bis p5).
curse-card-twice = { $card } kommt zweimal vor ({ $first } und { $second }); jede Karte gibt es nur einmal.
curse-seen = { $card } wurde in dieser Runde schon gesehen: Prüf die Karte.
curse-shown-and-second = { $card } kann nicht zugleich die gezeigte und die zweite Karte sein.
curse-single-card = { $legend } spielt nur eine Karte; eine zweite Karte gibt es nicht.
curse-same-name = Zwei Sitzplätze haben denselben Namen.
curse-no-stockpile = Gib mindestens einen Vorrat zum Werten an.
curse-seat-missing = Sag, welcher Spieler diese Karte { $move ->
    [reveal] aufgedeckt
   *[take] genommen
} hat.
curse-not-now = { $doing ->
    [market] Den Markt kannst du jetzt nicht auslegen
    [reveal] Eine Karte kannst du jetzt nicht aufdecken
    [legend] Die Karten einer Legende kannst du jetzt nicht eintragen
    [take] Vom Markt kannst du jetzt nicht nehmen
   *[archery] Das Kartenschießen kannst du jetzt nicht eintragen
}: Der Tisch wartet auf { $waiting ->
    [market] die Marktkarten der neuen Runde
    [reveal] die in diesem Zug aufgedeckten Karten
    [take] die Tauschgeschäfte mit dem Markt
   *[archery] den Sieger des Kartenschießens
}.
curse-market-size = Bei { $players ->
    [one] einem Spieler
   *[other] { $players } Spielern
} bekommt der Markt { $wanted } Karten, nicht { $given }.
curse-card-in = Du hast deine Karte in diesem Zug schon eingetragen; nimm sie zurück, um sie zu ändern.
curse-legend-absent = { $legend } sitzt nicht an diesem Tisch.
curse-legend-in = Die Karten { $legend } sind schon eingetragen; nimm sie zurück, um sie zu ändern.
curse-stack-order = { $slot ->
    [shown] Die oberste Karte
   *[second] Die zweite Karte
} { $legend } ist { $expected ->
    [new] eine, die in dieser Runde noch nicht gesehen wurde: Die unter den Stapel gelegten Karten kommen erst danach wieder
   *[other] { $expected }, die früher in dieser Runde unter den Stapel kam
}.
curse-second-needed = { $legend } deckt bis zur letzten Karte jedes Mal eine zweite Karte auf.
curse-last-card = { $legend } hat nur noch eine Karte und spielt sie.
curse-not-trading = { $seat } tauscht in diesem Zug nicht mit dem Markt.
curse-market-order = Mit dem Markt wird vom höchsten Rang abwärts getauscht: { $first } nimmt vor { $seat }.
curse-not-in-market = { $card } liegt nicht auf dem Markt.
curse-archery-tied-only = Nur die gleichauf liegenden Spieler ({ $tied }) schießen beim Kartenschießen.
curse-legend-count = Mit { $players ->
    [one] einem Spieler
   *[other] { $players } Spielern
} hat das Spiel { $wanted ->
    [0] keine Legende
    [one] eine Legende
   *[other] { $wanted } Legenden
}, nicht { $given }.
curse-legend-twice = Eine Legende kann nur einmal am Tisch sitzen.
curse-legends-late = Der erste Markt ist eingetragen: Die Legenden am Tisch lassen sich nicht mehr ändern (C2).
curse-order = Die Sitzreihenfolge muss jeden von { $seats } genau einmal nennen.

# Ergebnisse in Worten (das Protokoll)
curse-then = { $first }; { $rest }
curse-comma = { $first }, { $rest }
curse-transfer = { $card } { $giver } an { $taker }
curse-trade-market = { $seats } { $count ->
    [one] tauscht
   *[other] tauschen
} mit dem Markt
curse-no-trades = kein Tausch
curse-seat-score = { $seat } { $score }
curse-part-trades = ; Tausch: { $trades }
curse-part-waiting = ; es { $count ->
    [one] fehlt
   *[other] fehlen
} noch: { $seats }
curse-part-clash = ; doppelt eingetragen: { $clashes }: Karte neu eintragen
curse-clash = { $card } für { $seats }
curse-part-cursed = ; der Fluch: { $discards }
curse-discard = { $seats } { $count ->
    [one] wirft
   *[other] werfen
} { $goods } ab
curse-part-scored = { $cursed }; Runde { $round } gewertet: { $scores }
curse-part-over = ; { $legends ->
    [yes] die Legenden haben
   *[no] { $winners } { $count ->
        [one] hat
       *[other] haben
    }
} gewonnen
curse-back-under = , { $card } zurück unter den Stapel
curse-result-market = Der Markt: { $cards }
curse-result-legends = Die Legenden am Tisch: { $legends }
curse-result-reveal = { $name } hat { $card } aufgedeckt{ $trades }{ $waiting }{ $scored }{ $over }
curse-result-chosen = { $name } hat eine Karte gewählt{ $waiting }
curse-result-legend = { $legend } spielt { $card }{ $back }{ $trades }{ $waiting }{ $scored }{ $over }
curse-result-take = { $name } hat { $gave } gegen { $took } vom Markt getauscht{ $trades }{ $waiting }{ $scored }{ $over }
curse-result-archery = { $winners } { $count ->
    [one] hat
   *[other] haben
} das Kartenschießen gewonnen

# Ergebnisse (C6, C7, C9)
curse-legends-note = Die Legenden werden nur zum Vergleich gewertet und nicht eingestuft: { $scores }.
curse-tie-targets = { $tied } hatten je { $amount }; { $leader } hatte nach dem letzten Fluch die meisten Zielscheiben übrig ({ $most }) und gewinnt.
curse-tie-archery = { $tied } hatten je { $amount }{ $targets ->
    [all] {" "}und nach dem letzten Fluch je { $most } Zielscheiben übrig
   *[some] ; { $leaders } hatten nach dem letzten Fluch die meisten Zielscheiben übrig ({ $most })
}; { $count ->
    [one] { $winners } hat das Kartenschießen gewonnen
   *[other] { $winners } teilen sich den Sieg
}.
curse-solo-won = { $player } schlägt die Legenden ({ $amount }).
curse-solo-won-why = { $player } hat { $amount } und schlägt damit jede Legende: { $scores }.
curse-solo-lost-tie = Die Legenden gewinnen: { $player } hat { $amount }, genauso viele wie { $legends }, und ein Gleichstand mit einer Legende ist kein Sieg.
curse-solo-lost = Die Legenden gewinnen: { $legends } { $count ->
    [one] hat
   *[other] haben
} { $best }, { $player } { $amount }.
curse-solo-lost-why = { $player } brauchte mehr Punkte als jede Legende: { $scores }.

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
goods-doing-apprehend = einen Beutel beschlagnahmen
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
hero-robin-skills = Robin Hoods Fähigkeiten stehen im Regelheft: 3 Bogenschießen und 2 Schwert.
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
hero-lost-because = { $why ->
    [bounty] Das Kopfgeld hat 1000 erreicht: Robin Hood wird ausgeliefert.
   *[story] Die letzte Geschichtenkarte wurde ohne Sieg abgehandelt.
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
move-rescuing-robin-hood-adjust = Fähigkeit des Anführers
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
rescuing-imprisoned-negative = Die Zahl eingesperrter Dorfbewohner kann nicht negativ sein.
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
rescuing-starter-day5 = Wer beginnt, wählen die Spieler nur am ersten Spieltag und an Tag 5; an den anderen Tagen geht der Startspieler im Uhrzeigersinn weiter (R8).
rescuing-starter-fixed = Tag { $day } hat begonnen: Wer ihn beginnt, lässt sich nicht mehr ändern.
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
   *[no] gescheitert{ $attribute ->
        [brawn] : Die Kraft ist verbraucht, nichts wird weitergegeben
       *[other] : { $stat } ist für diesen Zug verbraucht
    }
}
rescuing-result-wit-failed = Witz-Angriff bei { $card } gescheitert (Witz { $value }): Die Wachen ergeben { $total }, Witz ist jetzt 0
rescuing-result-wit-on = { $card } überlistet (Witz { $value }): Die Wachen ergeben { $total }, noch { $left } Witz übrig
rescuing-result-wit-stopped = { $card } überlistet (Witz { $value }): Die Wachen ergeben { $total } · { $defeated ->
    [one] { $defeated } Karte
   *[other] { $defeated } Karten
} besiegt{ $spoils }
rescuing-result-end-day = Tag { $day } beendet: { $imprisoned } Dorfbewohner eingesperrt{ $sherwood ->
    [0] {""}
   *[other] , { $sherwood } in den Sherwood Forest
}{ $retired ->
    [0] {""}
   *[other] , { $retired } aus den Banden ausgeschieden
}
rescuing-result-recruited = Die Bande von { $name } hat einen Dorfbewohner an der Großen Eiche angeworben (noch { $left })
# $case: where the card stands: "start" begins the sentence, "dat" a German dative; a guard is its number.
rescuing-card-ref = { $kind ->
    [castle] { $case ->
        [dat] der Burg
        [start] Die Burg
       *[other] die Burg
    }
    [sheriff] { $case ->
        [dat] dem Sheriff
        [start] Der Sheriff
       *[other] den Sheriff
    }
   *[guard] #{ $card }
}
rescuing-result-recruit-over = Die Bande von { $name } hat verzichtet, aber das Anwerben war schon vorbei: Es ändert sich nichts
rescuing-result-recruit-passed = Die Bande von { $name } hat aufs Anwerben verzichtet
rescuing-result-add-row = Reihe { $row } ausgelegt: { $villagers } Dorfbewohner
rescuing-result-add-castle = Schlachtfeld von Tag 5 aufgebaut: { $rows ->
    [one] { $rows } Reihe
   *[other] { $rows } Reihen
}
rescuing-result-setup-done = Das Schlachtfeld von Tag { $day } steht: Jetzt kommen die Banden
rescuing-result-starting-band = Die Bande von { $name } beginnt Tag { $day }
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
rescuing-result-end-turn = Die Bande von { $name } hat den Zug beendet{ $passed ->
    [yes] : { $brawn } Kraft und { $jolliness } Fröhlichkeit weitergegeben
   *[no] {""}
}
rescuing-result-challenge = Herausforderungskarte { $blind ->
    [yes] blind
   *[no] offen
} angenommen: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} (bisher { $count })
rescuing-result-adjust = Fähigkeit des Anführers ({ $reason }): { $changed }
rescuing-result-exchange = Die Bande von { $name } hat eine Karte mit { $other } getauscht

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
rh1990-arrival-at-zero = Platz { $seat } hat das Duell auf dem Startfeld des Sheriffs gewonnen und ist auf den Treffpunkt gezogen: Diese Figur ist zuerst angekommen, mit Entfernung 0.
rh1990-nobody-choosing = Gerade wählt niemand einen Startspieler: Wer am wenigsten Gold hat, beginnt.
rh1990-only-tied-choose = Nur die Spieler mit gleich wenig Gold ({ $seats }) oder der Gastgeber wählen, wer beginnt; Platz { $seat } gehört nicht dazu.
rh1990-not-tied = Platz { $seat } hat nicht am wenigsten Gold: Wer beginnt, wählen die Gleichstehenden unter sich ({ $seats }).
rh1990-first-player-late = Der Startspieler wird vor dem ersten Duell, Ereignis oder der ersten Auszahlung bestimmt; das Spiel hat begonnen, also bleibt er, wie er ist.
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
}{ $box }
# V8: the players hold more gold than the box's coin cards; $beyond: how much more, $box: 380.
rh1990-beyond-box = ; die Spieler haben jetzt { $beyond } Gold mehr als die { $box } der Spielschachtel: voll ausgezahlt, den Rest mit Ersatzmünzen ausgleichen
rh1990-then = { $then ->
    [returns] die Sheriff-Figur kehrt auf ihr Startfeld zurück
    [back] deine Figur geht zum Ausgangspunkt des Abschnitts zurück
   *[arrived] deine Figur zieht direkt auf Treffpunkt { $point }: Der Abschnitt ist vorbei, und du bist zuerst angekommen (Entfernung 0); trag die Abrechnung ein
}
rh1990-event-clamped = Nur { $taken } der { $asked } Gold konnten genommen werden: Platz { $seat } hatte { $taken }, und Gold fällt nie unter 0.
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
} gewonnen{ $box }
rh1990-result-settle-starter = Treffpunkt { $point } ({ $place }) ausgezahlt: { $paid }; { $who } beginnt Abschnitt { $section }{ $box }
rh1990-result-settle-tied = Treffpunkt { $point } ({ $place }) ausgezahlt: { $paid }; { $names } haben gleich wenig Gold und wählen, wer beginnt{ $box }
rh1990-result-first-player = { $who } beginnt Abschnitt 1
rh1990-result-starter = { $who } beginnt den Abschnitt

## Score pad (rules SP1-SP11)

move-score-pad-add = Punkte
move-score-pad-score = Rundenpunkte
move-score-pad-note = private Notiz
move-score-pad-finish = Spielende
move-score-pad-starter = wer anfängt


sp-over = Das Spiel ist vorbei: Es nimmt keine Züge mehr an.
sp-add-zero = 0 Punkte hinzuzufügen ändert nichts.
sp-starter-late = Es stehen schon Punkte auf dem Block: Wer anfängt, wird vor den ersten Punkten gesagt (SP12).
sp-no-such-seat = Der Block hat { $seats } Plätze: Wählt einen davon.
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
sp-result-starter = { $name } fängt an
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

## Setting up the table (engine Game.setup_steps): the rulebook's setup for a table's options,
## one step a message, shown with a check box each until the first move. Each step cites the
## rulebook's step or section, and the ruling where one decides it.

# Rescuing Robin Hood (rulebook, "Initial Setup": its steps in the order the text gives them)
setup-rescuing-skill-tokens = Stapelt die Fertigkeitsmarker in drei Haufen: Späher, Gebet und Kochkunst. (Spielaufbau, Schritt { $step })
setup-rescuing-guards = Trennt die Wachen nach der Farbe ihrer Rückseite, { $blue } blaue und { $red } rote; mischt jeden Stapel für sich und legt beide neben das Schlachtfeld. (Spielaufbau, Schritt { $step }; R15)
setup-rescuing-villager-piles = Sortiert die Dorfbewohner nach dem Medaillon oben rechts. Mischt die Stapel Bronze, Silber und Gold einzeln und legt jeden offen in Reichweite. (Spielaufbau, Schritt { $step })
setup-rescuing-starting-villagers = Mischt die Start-Dorfbewohner (ohne Medaillon) und gebt { $bands ->
    [one] der Bande { $each }: Das ist ihr Deck
   *[other] jeder der { $bands } Banden { $each } ({ $total } Karten): Das ist das Deck jeder Bande
}, gemischt und verdeckt. Der Rest kommt zurück in die Schachtel. (Spielaufbau, Schritt { $step })
setup-rescuing-major-oak = Legt das Spielbrett der Großen Eiche über das Schlachtfeld: Dort warten befreite Dorfbewohner. (Spielaufbau, Schritt { $step })
setup-rescuing-trackers = Gebt { $bands ->
    [one] der Bande
   *[other] jeder der { $bands } Banden
} eine Attributleiste und { $cubes } Würfel, 2 in der Farbe jedes Attributs. (Spielaufbau, Schritt { $step })
setup-rescuing-leaders = Mischt die Anführer und gebt { $bands ->
    [one] der Bande { $dealt }; sie behält 1
   *[other] jeder Bande { $dealt }; jede behält 1
}, der Rest kommt zurück in die Schachtel. (Spielaufbau, Schritt { $step })
setup-rescuing-leaders-five = Fünf Banden: Mischt die Anführer und gebt zuerst nur { $first } Banden je { $dealt }; sobald sie je 1 behalten haben, mischt die übrigen wieder ein und gebt den anderen { $then } Banden je { $dealt }. Der Rest kommt zurück in die Schachtel. (Spielaufbau, Schritt { $step })
setup-rescuing-scenario-cards = Nehmt die Szenariokarten mit dem Titel „{ $players } Player Set-Up“{ $solo ->
    [yes] : Eine einzelne Bande baut wie für 2 Spieler auf (R13)
   *[no] {""}
}; die übrigen Szenariokarten kommen zurück in die Schachtel. (Spielaufbau, Schritt { $step })
setup-rescuing-scenario-stack = Teilt sie in „Days 1 & 2“, „Days 3 & 4“ und „Day 5“. Zieht aus jedem Stapel 1 zufällig und stapelt sie: Tag 5 unten, Tage 3 & 4 in der Mitte, Tage 1 & 2 oben. Der Rest kommt zurück in die Schachtel. (Spielaufbau, Schritte { $step })
setup-rescuing-castle = Legt die Burg von Nottingham offen oben auf den Tisch, den Szenariostapel darunter, den Sheriff auf die eine Seite (frei, mit Schwert) und Robin Hood auf die andere (gefangen, in Ketten). (Spielaufbau, Schritt { $step })
setup-rescuing-accelerated = Schneller Modus: Ihr spielt nur die Tage 2, 4 und 5, und jeder Tag legt für jedes Medaillon seiner Szenariokarte { $per_medallion } gefangene Dorfbewohner aus. (R14)
setup-rescuing-solo = Solo mit einer Bande: Das Schlachtfeld von Tag 1 bleibt für Tag 2 liegen, das von Tag 3 für Tag 4. (R13)
setup-rescuing-expert = Expertenmodus: Mischt die { $cards } Herausforderungskarten zu einem Stapel; jeden Tag dürft ihr bis zu 2 ziehen. Die Wertung beginnt bei { $start }. (R12)
setup-rescuing-first-player = Wer zuletzt in einem Park oder Wald spazieren war, beginnt und bekommt den Startspieler-Marker. (Spielablauf: Überblick)
setup-rescuing-first-day = Legt die Reihen von Tag { $day } nach der obersten Szenariokarte aus und tragt hier jede Reihe ein. (Phase 1: Szenario-Aufbau)

# Curse You, Robin Hood! (rulebook, "Set Up a Game" and "Set Up a Round")
setup-curse-legends = { $count ->
    [0] Sechs Spieler spielen ohne Legende: Alle Legenden kommen zurück in die Schachtel.
   *[other] { $players ->
        [one] Ein Spieler spielt
       *[other] { $players } Spieler spielen
    } mit { $legends }; die übrigen Legenden kommen zurück in die Schachtel.
} (Spiel vorbereiten; C2)
setup-curse-seats = Setzt euch im Uhrzeigersinn in dieser Reihenfolge: { $order }. (Spiel vorbereiten; C2)
setup-curse-dealer = Sitzplatz 1 gibt die erste Runde; das Geben wandert jede Runde im Uhrzeigersinn weiter, { $rounds ->
    [one] 1 Runde insgesamt
   *[other] { $rounds } Runden insgesamt
}, eine pro Spieler. (C7)
setup-curse-deal = Mischt die { $cards } Warenkarten. Gebt jedem Spieler { $hand } verdeckt auf die Hand, legt { $legend } verdeckt als Stapel neben { $legends ->
    [one] die Legende
   *[other] jede Legende
} und { $market } offen in die Tischmitte: den Markt. (Runde vorbereiten; C2)
setup-curse-deal-no-legend = Mischt die { $cards } Warenkarten. Gebt jedem Spieler { $hand } verdeckt auf die Hand und legt { $market } offen in die Tischmitte: den Markt. (Runde vorbereiten; C2)
setup-curse-market = Tragt hier die { $market } Karten des Markts ein: Die Runde beginnt.

# Robin Hood (goods and the Sheriff) (rulebook, "Set Up")
setup-goods-peasants = Jeder der { $players } Spieler nimmt einen Bauern-Marker und legt ihn vor sich. (Spielaufbau)
setup-goods-deal = Mischt die { $cards } Warenkarten und gebt jedem Spieler { $hand } auf die Hand; der Rest ist der Nachziehstapel, verdeckt in der Mitte. (Spielaufbau)
setup-goods-aid-cards = Legt die Spielhilfen offen in die Mitte, wo alle sie lesen können.{ $advanced ->
    [yes] {" "}Das Expertenspiel nutzt beide Seiten: Die Rückseite nennt die Verkaufslimits, in der Spalte für { $players } Spieler. (Spielaufbau; Expertenspiel; G10)
   *[no] {" "}Das Familienspiel nutzt nur die Vorderseite. (Spielaufbau)
}
setup-goods-chariots = Legt die Karren-Marker { $tokens } in die Mitte.{ $players ->
    [5] {" "}Mit 5 Spielern sind alle fünf im Spiel.
   *[other] {" "}Mit { $players } Spielern ist nur ein Karren-Marker 2 im Spiel; der andere bleibt in der Schachtel.
} (Spielaufbau; G2)
setup-goods-money = Gebt jedem Spieler { $money }: { $tens } × { $ten }, { $fives } × { $five } und { $ones } × { $one }. Das übrige Geld ist die Bank, in der Mitte. (Spielaufbau)
setup-goods-tokens = Gebt jedem Spieler einen Robin-Hood-Marker, einen Festnahme-Marker und einen Beutel. (Spielaufbau; G6, G7)
setup-goods-deputies = { $each ->
    [0] Mit { $players } Spielern bleiben die Hilfssheriff-Marker in der Schachtel.
    [one] Mit { $players } Spielern nimmt jeder Spieler 1 Hilfssheriff-Marker.
   *[other] Mit { $players } Spielern nimmt jeder Spieler { $each } Hilfssheriff-Marker.
} (Spielaufbau; G6)
setup-goods-first-sheriff = Wer die ehrlichste selbst erlebte Geschichte erzählen kann, nimmt den Sheriff-Marker und legt ihn auf seinen Bauern-Marker: Nennt ihn hier vor dem ersten Zug. (Spielaufbau)

# Robin Hood: Hero of the People (rulebook, "Set-Up", steps 1 to 8)
setup-hero-piles = Sortiert die Karten in ihre Stapel: Charaktere, Beute, König Richard, Sherwood Forest, Geschichte 1 und Geschichte 2. (Spielaufbau)
setup-hero-story-2 = Mische die Geschichtenkarten 2 und lege { $removed } ungesehen zurück in die Schachtel; lege die übrigen { $left } oben links in den Spielbereich. (Spielaufbau, Schritt { $step })
setup-hero-story-1 = Mische die Geschichtenkarten 1 und lege { $removed } ungesehen zurück in die Schachtel; lege die übrigen { $left } auf die Geschichtenkarten 2: Das ist der Geschichtenstapel, { $deck } Karten. (Spielaufbau, Schritt { $step }; H2)
setup-hero-loot = Mische die { $cards } Beutekarten zum Beutestapel, oben in der Mitte des Spielbereichs. (Spielaufbau, Schritt { $step })
setup-hero-characters = Nimm Robin Hood aus den Charakterkarten und breite die übrigen { $face_down } verdeckt oben rechts aus, sodass jede Anwerbekosten zu sehen sind. (Spielaufbau, Schritt { $step })
setup-hero-robin = Lege Robin Hood offen vor dich: Er ist dein aktiver Held. (Spielaufbau, Schritt { $step })
setup-hero-king-richard = Breite die { $cards } König-Richard-Karten verdeckt unter den Charakteren aus, darunter die { $forest } Sherwood-Forest-Karten als verdeckten Stapel. (Spielaufbau, Schritt { $step })
setup-hero-bounty = Lege die Kopfgeldleiste unten links hin und den Kopfgeld-Marker auf { $bounty } Gold, das Feld, das dieser Tisch gewählt hat. (Spielaufbau, Schritt { $step }; H1)
setup-hero-hand = Zieh die obersten { $cards } Beutekarten: deine Starthand. (Spielaufbau, Schritt { $step })

# Robin Hood (1990) (rulebook, "Setup" and "Starting the Game")
setup-rh1990-castle = Steckt den grünen Hügel mit seinen zwei Füßen auf das Spielbrett und setzt die Burg auf den Hügel. (Vorbereitung: Die Burg)
setup-rh1990-castle-cards = Schiebt die { $cards } Burgkarten mit Pfeilen offen in die { $slots } Schlitze am Fuß des Hügels, ohne dass eine herausragt; die Sheriff-Karte wartet neben der Burg. (Vorbereitung: Burgkarten)
setup-rh1990-events = Mischt die { $cards } Ereigniskarten zu einem verdeckten Stapel neben dem Spielbrett. (Vorbereitung: Ereigniskarten und Goldmünzen)
setup-rh1990-gold = Ein Spieler verwaltet die Goldmünzen; jeder der { $players } Spieler bekommt { $gold } Gold als Startkapital ({ $total } insgesamt). (Vorbereitung: Ereigniskarten und Goldmünzen; V1)
setup-rh1990-pawns = Jeder der { $players } Spieler wählt eine Figur und stellt sie auf den Start, den Treffpunkt am Fuß der Eiche. (Vorbereitung: Spielbrett)
setup-rh1990-sheriff = Stellt die Sheriff-Figur neben Zelt Nr. 1, beim Gasthaus. (Vorbereitung: Die Sheriff-Figur; V1)
setup-rh1990-youngest = Die jüngste Person beginnt, dann geht es im Uhrzeigersinn weiter: Nennt sie hier vor dem ersten Zug. (Spielbeginn; V4)

# Ein ohne Server gespielter Tisch, hochgeladen (engine/offline.py; Issue 38).
offline-move-refused = Zug { $version } des ohne Server gespielten Tisches wird abgelehnt: { $why }
offline-entry-differs = Eintrag { $version } des ohne Server gespielten Tisches ist nicht, was die Regeln ergeben ({ $field } weicht ab): Er wurde nach der Eingabe verändert.
offline-names-per-seat = Das Spiel hat { $seats } Plätze: Nenne { $seats } Spieler (es sind { $names }).
offline-format = Das ist kein ohne Server gespielter Tisch, den diese Version lesen kann (Format { $format }).
offline-names-twice = Jede Person braucht einen eigenen Namen.
offline-uploaded-before = Dieser Tisch wurde schon hochgeladen: Es ist Tisch { $table }.
offline-time-ahead = Eintrag { $version } ist mehr als einen Tag nach der Uhr dieses Servers datiert: Die Uhr des Telefons geht falsch.
offline-needs-server = Dafür braucht es einen Server: Das geht, sobald der Tisch auf einem gespeichert ist (sobald ein Server erreichbar ist).
preview-undo-changes-offline = Das ändert { $count ->
    [one] das Ergebnis eines anderen Zuges
   *[other] die Ergebnisse von { $count } anderen Zügen
}.
preview-later-offline = { $count ->
    [one] Das Ergebnis eines späteren Zuges ändert sich.
   *[other] Die Ergebnisse von { $count } späteren Zügen ändern sich.
}
offline-too-many-changes = Dieser Tisch enthält mehr als { $most } Zurücknahmen und Korrekturen: So viele gibt der Server nicht erneut ein.
