# Die Wörter des Telefons zum Spielen ohne Server (views/offline.js, table/holder.js; Issue 38),
# nur von diesen Seiten geladen: Ein Telefon, das per QR-Code beitritt, lädt sie nie.

offline-title = Ohne Server spielen
offline-intro = Ohne Netz wendet dieses Telefon die Regeln selbst an: dieselben Bildschirme, dieselben Ablehnungen, Zurücknehmen und Korrekturen. Reicht das Telefon herum; jede Person sagt, wer sie ist, bevor es ihre Karten zeigt. Sobald ein Server erreichbar ist, wird der Tisch dort geprüft und gespeichert, als wäre er dort gespielt worden.
offline-ready-hint = Mach dieses Telefon bereit, solange ein Server erreichbar ist: Es speichert die Regel-Engine (etwa 6 MB) und die Bildschirme aller Spiele.
offline-get-ready = Telefon bereit machen
offline-getting-ready = Wird vorbereitet …
offline-ready = Dieses Telefon ist bereit, ohne Server zu spielen.
offline-ready-not-kept = Die Regel-Engine läuft, aber dieser Browser kann sie nicht für später speichern (kein Service Worker): Spielt jetzt, oder öffnet die App über ihr installiertes Symbol.
offline-not-ready = Dieses Telefon konnte nicht bereit gemacht werden: { $why }
offline-kept-title = Tische auf diesem Telefon
offline-kept-line = { $names } · { $moves } Züge · { $state ->
    [uploaded] auf dem Server gespeichert
    [finished] beendet
   *[playing] läuft
}
offline-new-title = Neuer Tisch auf diesem Telefon
offline-new-table-title = Neuer Tisch auf diesem Telefon: { $game }
offline-names-title = Wer spielt?
offline-seat-label = Platz { $number }
offline-player-n = Person { $number }
offline-name-needed = Jeder Platz braucht einen Namen.
offline-name-twice = { $name } kommt zweimal vor: Jede Person braucht einen eigenen Namen.
offline-start = Los

holder-starting = Die Regeln starten auf diesem Telefon …
holder-who = Wer hält das Telefon?
holder-hand-to = Gib das Telefon an { $name }
holder-private = Der Tisch zeigt die Karten der Person, die das Telefon hält: Nur sie sollte jetzt hinsehen.
holder-i-am = Ich bin { $name }
holder-not-handed = Nicht weitergegeben: zurück zum Tisch
holder-on-phone = Auf diesem Telefon: { $name }
holder-next-label = Wer das Telefon als Nächstes hält
holder-hand = Telefon weitergeben
holder-kept-here = Ohne Server gespielt: auf diesem Telefon gespeichert, und auf dem Server, sobald einer erreichbar ist.
holder-uploaded = Der Tisch ist jetzt auf dem Server gespeichert: Andere Telefone können ihre Plätze übernehmen (Platz auf einem anderen Telefon?).
holder-upload-refused = Der Server hat diesen Tisch abgelehnt: { $why }
holder-game-over = Das Spiel ist vorbei
# The place, the name and the score: the same on purpose.
holder-place = { $place }. { $name }{ $score ->
    [none] {""}
   *[other] : { $score }
}
holder-results-later = Die vollständigen Ergebnisse (Diagramme, BG Stats, die Exporte) gibt es, sobald der Tisch auf einem Server gespeichert ist, sobald einer erreichbar ist.
