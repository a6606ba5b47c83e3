# /catan help, Deutsch (Issue #33): eine Seite pro Thema, jede eine Discord-Nachricht (höchstens 2.000 Zeichen).
# `.menu` ist die Zeile des Themas in der Themenliste (der Themenname zuerst: man tippt ihn). Befehle in `Code`
# sind das, was man tippt: unverändert lassen. Begriffe: ui/locales/GLOSSARY.md.

help-start =
    {"*"}*So spielst du hier Catan** (`/catan help` — diese Seite)
    Jedes Spiel läuft in einem eigenen Thread. In deinem Zug: **würfeln**, dann in beliebiger Reihenfolge handeln und bauen, dann den Zug **beenden**. Die Buttons an der Zugnachricht decken die üblichen Züge ab (aktiv sind nur die, die gerade möglich sind); jeder Befehl beginnt mit `/catan`, und seine Listen bieten nur erlaubte Auswahl an.
    Deine Karten kommen per DM (`/catan hand` zeigt sie nur dir).
    {"*"}*Mehr Hilfe:** `/catan help topic:` …
    • `lobby` — neue Spiele, ihre Optionen, aussteigen, Computerspieler
    • `turn` — würfeln, bauen, der Räuber, Entwicklungskarten, Baukosten
    • `trading` — Angebote an Mitspieler, die Bank und Häfen
    • `cities_and_knights` — die Erweiterung Städte & Ritter
    • `two_player` — die Variante für 2 Spieler
    • `five_six` — 5-6 Spieler: die Sonderbauphase, Spielerpaare
    • `seafarers` — die Erweiterung Seefahrer: Schiffe, der Pirat, Goldflüsse, Nebel
    • `history` — Statistiken, Wiederholungen, Exporte, die Rangliste
    • `admin` — Hosts, Server-Admins und der Betreiber des Bots
    • `time` — Spiele über Tage: deine Zeitzone, Ruhezeiten, Abwesenheit, Spieluhren
    {"*"}*Schnellstart:** `/catan new` in einem Textkanal, die Spieler drücken **Beitreten**, der Host drückt **Starten**. In deinem Zug: `/catan roll`, `/catan build road|settlement|city spot`, `/catan trade offer give get`, `/catan end`. `/catan status` sagt, wer am Zug ist; `/catan board` zeigt den Spielplan.
    .menu = start: Überblick und Schnellstart

help-lobby =
    {"*"}*Hilfe: Spiele und Plätze**
    • `/catan new` öffnet eine Lobby (alle drücken **Beitreten**, der Host **Starten**). Optionen, alle freiwillig:
    {"  "}`board` (zufällige Insel, Einsteigerplan, Einsteigerplan mit freier Gründung) · `players` (2-6; mit 2 die Variante für 2 Spieler, mit 5-6 die größere Insel) · `paired` (5-6: Spielerpaare statt Sonderbauphase; wartet pro Zug nie auf mehr als zwei Spieler) · `sbp_hours` (5-6: ein Sonderbau-Zug verfällt nach so vielen Stunden von selbst; 1) · `vp_target` (10; 13 bei S&R) · `combined_trade_build` (handeln und bauen in beliebiger Reihenfolge) · `reminder_hours` (0 = nie) · `rules` (5. Auflage oder 1997) · `number_placement` (Spirale oder zufällig) · `robber_desert` · `longest_road_tie` (Besitzer behält, beiseitelegen) · `optional_steal` · `open_trades` (andere dürfen dem aktiven Spieler anbieten) · `expansion` (Städte & Ritter) · `barbarians` (Länge der Barbarenleiste bei S&R) · `scenario` (Seefahrer: Karte und Aufbau aus der Liste, siehe `topic:seafarers`) · `ck_variant` (fahrender Ritter, leichter Start, gemeine Barbaren) · `clock` (eine Spieluhr: `12h+3d` sind 12 Stunden pro Entscheidung plus 3 Tage Reserve; siehe `topic:time`)
    • **🤖 Computerspieler…** in der Lobby (Host): leichte, normale oder schwere Computerspieler hinzufügen; ein Spiel braucht mindestens einen Menschen.
    • `/catan quit` — dein Spiel verlassen (mit Rückfrage); dein Platz bleibt, und jemand kann **Platz übernehmen**.
    • `/catan me back` — deinen Platz vom Computerspieler zurückholen, der ihn in deiner Abwesenheit gespielt hat.
    • `/catan host cancel`, `/catan host kick player`, `/catan host autopilot player` — siehe `topic:admin`.
    .menu = lobby: neue Spiele, Optionen, Plätze, Computerspieler

help-turn =
    {"*"}*Hilfe: dein Zug**
    • `/catan roll` — würfeln (oder vorher eine Entwicklungskarte ausspielen); `/catan end` — den Zug beenden.
    • `/catan build road|settlement|city spot` — Kreuzungen sind Zahlen 1-54 (1-80 bei 5-6 Spielern), Wege zwei Zahlen (`12-13`); `/catan board numbers:True` schreibt die Zahlen auf den Plan, `public:True` zeigt ihn allen.
    • `/catan buy` — eine Entwicklungskarte; `/catan play knight|road_building|year_of_plenty|monopoly` — eine pro Zug, nicht im Zug des Kaufs (`year_of_plenty first second`, `monopoly resource`); `/catan play reveal` deckt deine Siegpunktkarten auf (Regeln von 1997).
    • Bei einer 7: `/catan discard cards`, wenn du mehr als 7 Karten hast (z. B. `2 wool 2 ore`), dann versetzt, wer gewürfelt hat, den Räuber (`/catan robber hex`, Felder sind Buchstaben A-S, A-AD bei 5-6) und raubt (`/catan steal player`).
    • `/catan hand` (deine Karten, nur für dich), `/catan status`, `/catan history log count` (die letzten Ereignisse).
    • `/catan me games` (auch per DM): deine Spiele auf allen Servern und worauf sie warten; wie du von deinem Zug erfährst; Daueraufträge (auch **📜 Daueraufträge…** an deiner Hand-DM) antworten für dich, während du schläfst.
    {"*"}*Baukosten**
    { $costs }
    {"*"}*Siegpunkte:** Siedlung 1, Stadt 2, Längste Handelsstraße (5+ Straßen) 2, Größte Rittermacht (3+ Ritter) 2, Siegpunktkarten 1. Wer in seinem eigenen Zug das Ziel (standardmäßig 10) erreicht, gewinnt.
    .menu = turn: würfeln, bauen, Räuber, Entwicklungskarten, Baukosten

help-trading =
    {"*"}*Hilfe: Handeln**
    • `/catan trade offer give get to` (oder der Button **Handeln…**): Karten als Text, z. B. `give:2 wool get:1 ore`; `to` ein Spieler, sonst alle. Die anderen nehmen an, lehnen ab oder machen ein Gegenangebot, mit den Buttons des Angebots.
    • `/catan trade accept offer`, `/catan trade decline offer` — auf ein Angebot an dich antworten.
    • `/catan trade counter offer give get` — mit deinen eigenen Bedingungen antworten.
    • `/catan trade confirm offer player` — dein Angebot mit jemandem abschließen, der angenommen hat.
    • `/catan trade withdraw offer` — dein Angebot zurückziehen. Angebote enden mit dem Zug.
    • `/catan trade bank give get times` — 4:1 mit der Bank, 3:1 oder 2:1 an deinen Häfen (`times` wiederholt den Tausch).
    Die Listen von `offer` zeigen die offenen Angebote. An jedem Handel ist der Spieler beteiligt, der am Zug ist (mit der Lobby-Option `open_trades` dürfen auch die anderen ihm Angebote machen).
    .menu = trading: Angebote, die Bank, Häfen

help-history =
    {"*"}*Hilfe: nach dem Spiel**
    • `/catan history stats game` — das Statistikbild und die Höhepunkte eines beendeten Spiels dieses Servers.
    • `/catan history replay game turn` — der Spielplan am Ende jedes Zugs, mit Buttons für zurück/vor/springen.
    • `/catan history export game` — das öffentliche Protokoll als JSON und als Text (es enthält kein Geheimnis).
    • `/catan history leaderboard bots` — Spieler nach Wertung; `bots:True` listet auch Computerspieler.
    Nur beendete Spiele zählen; verdeckte Karten bleiben verdeckt, außer Siegpunktkarten, die das Spielende aufdeckt.
    .menu = history: Statistiken, Wiederholungen, Exporte, Rangliste

help-admin =
    {"*"}*Hilfe: Hosts und Admins**
    • `/catan host cancel` — das Spiel abbrechen (der Host oder wer „Server verwalten“ darf).
    • `/catan host kick player` — einen Spieler entfernen, der nicht mehr spielt; der Platz bleibt für jemand anderen frei.
    • `/catan host autopilot player` — ein Computerspieler spielt diesen Platz ab sofort (`/catan me back` gibt ihn zurück).
    • Wer einen Zug länger schuldet als das AFK-Limit (standardmäßig 24 Stunden, seine Ruhezeiten nicht mitgezählt), wird durch einen Computerspieler ersetzt; in einem Spiel mit Spieluhr gilt stattdessen die Folge, die die Uhr vorsieht.
    {"*"}*Der Betreiber des Bots** (eine Shell, in der der Bot läuft): `python -m service.admin list`, `verify`, `rebuild GAME`, `export GAME --out FILE` (enthält den geheimen Seed und jede Hand: die Datei ist privat), `import FILE`, `prune --older-than DAYS`, `copy --from ... --to ...` (siehe `db/README.md`).
    .menu = admin: Hosts, Server-Admins, der Betreiber des Bots

help-time =
    {"*"}*Hilfe: Spiele über Tage** (deine Einstellungen gelten auf jedem Server)
    • `/catan me time` — zeigt deine Einstellungen; `zone` setzt deine Zeitzone (z. B. `Europe/Berlin`, tippe eine Stadt, um sie zu finden), `quiet_from` und `quiet_to` deine Ruhezeiten (z. B. 23:00 und 08:00; `off` entfernt sie). In deinen Ruhezeiten pingt dich niemand, Erinnerungen warten bis zu ihrem Ende, und deine AFK-Uhr steht; die Zugnachricht sagt, wann du zurück bist („Bo ist bis 08:00 weg“, in der Ortszeit jedes Lesers).
    • `/catan me away days strength` — für einige Tage weg (von 1 Stunde, `days:0.042`, bis 60 Tage): ein Computerspieler (leicht, normal oder schwer) spielt deine Plätze mit deinen Karten und Figuren, bis du zurück bist. `pause:True` bittet stattdessen jeden Spieltisch, zu pausieren, solange du weg bist (ein Button; pausiert, sobald alle am Tisch zugestimmt haben: keine Züge, Erinnerungen oder Uhren; ohne Zustimmung binnen 12 h verfällt die Bitte, und dein Computerspieler spielt).
    • `/catan me back` — beendet deine Abwesenheit sofort: deine Plätze gehören wieder dir, pausierte Spiele gehen weiter.
    • `/catan me settings language` — die Sprache dessen, was nur du liest (Antworten, deine DMs, deine Hand); `auto` folgt deinem Discord-Client. Der Thread eines Spiels ist in der Sprache, die beim Öffnen gewählt wurde (`/catan new language:`).
    • **Spieluhr** (`/catan new clock:`): `12h+3d` gibt jeder Entscheidung 12 Stunden (5m bis 14d), dann eine Reserve von 3 Tagen (0 oder 5m bis 14d) für das ganze Spiel, gezählt außerhalb der Ruhezeiten jedes Spielers; ist sie aufgebraucht, trifft ein Computerspieler diese Entscheidung (`12h+3d seat`: übernimmt den Platz bis **Ich bin zurück**). `/catan status` und die Zugnachricht zeigen die Reserven.
    .menu = time: Zeitzone, Ruhezeiten, Abwesenheit, Spieluhren

# Eine Zeile der Baukosten auf der Seite `turn`.
help-cost-line = • { $piece }: { $cost }
