"""One truth: after any correction or undo, every standing move's served result is
the result a replay of the whole log gives, and the exports say the same.

A property test per game (the five and the score pad): a random legal game is played through
the API, then random corrections (replacements and deletions, at random depths) and undos are
sent. After each accepted change, for every standing move: the result the log serves equals
the result of replaying the whole stored log from the start; the JSON export's log is the log;
the CSV's result column is that result in words. A refused change (a later move broken) must
leave the log as it was. The random games come from the generators the engines' fuzz tests use.
"""
from __future__ import annotations

import csv
import io
import json
import random
from typing import Any, Callable

import pytest

import engine
from api.table import results as api_results
from tests.helpers import Table, correct, make_table
from tests.games.curse.test_rules import plausible_curse
from tests.games.goods.test_random_moves import table_move as goods_move
from tests.games.goods.test_rules import card_table
from tests.games.hero.test_random_moves import helpful_move as hero_move
from tests.games.hero.test_jail_effects_and_payments import CATALOGUE
from tests.games.rescuing.test_random_moves import BAND, an_attack, body as rescuing_body, likely_seat
from tests.games.rh1990.test_rules import plausible_1990

Propose = Callable[[dict[str, Any], random.Random], "tuple[dict[str, Any], int | None] | None"]


def pad_move(state: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], int | None]:
    seat = rng.randrange(state["seats"])
    if rng.random() < 0.15:
        return {"type": "note", "text": rng.choice(["bluff", "hold", "x"])}, seat
    return {"type": "add", "points": rng.randint(-3, 9)}, seat


def rescuing_move(state: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], int | None]:
    game = engine.get("rescuing-robin-hood")
    if state["phase"] == "setup" and len(state["rows"]) < 3:
        return {"type": "add_row", "medallions": ["bronze", "gold"],
                "guards": rng.choice([{"blue": 3}, {"blue": 1, "red": 2}, {"red": 2}])}, None
    if state["phase"] == "setup":
        return {"type": "setup_done"}, None
    if state["phase"] == "bands":
        band = {k: (v + rng.randint(-4, 4) if k in ("wit", "brawn", "stealth") else v) for k, v in BAND.items()}
        return {"type": "band", **band}, likely_seat(state, rng)
    if rng.random() < 0.5:
        return an_attack(state, rng), likely_seat(state, rng)
    kind = rng.choice(["end_turn", "end_turn", "recruit", "end_day", "spend_jolliness", "cookery"])
    schema = game.moves[kind].describe()["schema"]
    return {"type": kind, **rescuing_body(schema, state, rng)}, likely_seat(state, rng)


GAMES: dict[str, tuple[dict[str, Any], Propose, int]] = {
    # game id: (options, the move proposer, how many seats join)
    "score-pad": ({"players": 3}, pad_move, 3),
    "curse-you-robin-hood": ({"players": 3}, plausible_curse, 3),
    "robin-hood-1990": ({"players": 3, "rule": "last"}, plausible_1990, 3),
    "robin-hood-goods": ({"players": 4, "mode": "advanced", "card_table": card_table(4)}, goods_move, 4),
    "hero-of-the-people": ({"bounty": 300, "catalogue": CATALOGUE}, lambda s, r: (hero_move(s, r), 0), 1),
    "rescuing-robin-hood": ({"players": 2}, rescuing_move, 2),
}


def legal_move(game: engine.Game, state: dict[str, Any], propose: Propose, rng: random.Random,
               tries: int = 60) -> tuple[dict[str, Any], int | None] | None:
    """A move the engine accepts in ``state`` (None when the proposer finds none)."""
    for _ in range(tries):
        proposed = propose(state, rng)
        if proposed is None:
            continue
        move, seat = proposed
        try:
            engine.play(game, state, move, seat)
        except engine.RuleError:
            continue
        return move, seat
    return None


def send(table: Table, move: dict[str, Any], seat: int | None) -> Any:
    """The host enters a move for its seat, but a move with private fields for a seat someone sits
    in, which that seat's own phone enters (api/table/moves.py acting_seat)."""
    if seat is not None and seat < len(table.tokens) and engine.get(table.created["game"]).moves[move["type"]].private:
        return table.move(table.seat(seat), **move)
    body = dict(move) if seat is None else {**move, "seat": seat}
    return table.move(table.host, **body)


def stored_log(app: Any, table: Table) -> list[dict[str, Any]]:
    return app.extensions["sherwood"].store.log(table.id)


def replayed_results(game: engine.Game, options: dict[str, Any], entries: list[dict[str, Any]]) -> dict[int, Any]:
    """Every standing move's result in a replay of the whole log from the start."""
    moves = engine.effective_moves(entries)
    _, _, results = engine.replay_with_results(game, game.setup(options), moves, 1)
    return results


def check_one_truth(app: Any, table: Table, game: engine.Game, where: str) -> int:
    """Compare what the log, the JSON export and the CSV serve with a whole replay; the number
    of moves whose result is no longer the one they were entered with."""
    entries = stored_log(app, table)
    options = app.extensions["sherwood"].store.table(table.id)["options"]
    truth = replayed_results(game, options, entries)
    served = {e["version"]: e for e in table.log(table.host, page_size=200).json}
    seats = {e["version"]: e["seat"] for e in engine.effective_moves(entries)}
    # A choice still sealed (C10) is blanked for the host like another seat's private field.
    sealed = engine.sealed_in_log(game, app.extensions["sherwood"].store.table(table.id)["state"], entries)
    changed = 0
    for version, result in truth.items():
        entry = served[version]
        seat = entry["now"]["seat"] if entry["now"] else entry["seat"]
        move = (entry["now"] or {}).get("move") or {"type": entry["move"]["type"]}
        expected = engine.redact(game, move, result, None, seats[version], sealed, version)[1]
        assert entry["result"] == expected, f"{where}: move {version} serves a stale result"
        assert seat == seats[version]
        changed += entry["entered_result"] is not None
    # The table itself, and the result and BG Stats play built from it, are the whole replay's.
    stored = app.extensions["sherwood"].store.table(table.id)["state"]
    assert stored == engine.replay(game, options, entries), where
    if game.status(stored)["finished"]:
        result = table.result(table.host).json
        names = [p["name"] for p in result["players"]]
        standing = game.final_standing(stored, names)
        assert [p["score"] for p in result["players"]] == [p.score for p in standing.players], where
        assert [p["winner"] for p in result["bg_stats"]["players"]] == [p.winner for p in standing.players], where
    export = table.client.get(f"/api/v1/tables/{table.id}/export", headers=table.host,
                              query_string={"format": "json"}).json
    assert [e["result"] for e in export["log"]] == [served[v]["result"] for v in sorted(served)], where
    text = table.log_csv(table.host).get_data(as_text=True)
    rows = {int(r["version"]): r for r in csv.DictReader(io.StringIO(text))}
    names = api_results.seat_names(app.extensions["sherwood"].store, table.id, int(options.get("players", 1)))
    for version in truth:
        private = bool(served[version]["move"].get("redacted"))
        standing = (served[version]["now"] or {}).get("move") or served[version]["move"]
        assert rows[version]["result"] == api_results.result_in_words(game, standing, served[version]["result"],
                                                                        names, private), where
    # A move a standing correction deleted has no result now: what it had is only its entered result.
    for version, entry in served.items():
        if entry["kind"] == "move" and entry["now"] is not None and entry["now"]["move"] is None:
            assert entry["result"] is None and entry["entered_result"] is not None, f"{where}: deleted move {version}"
            assert rows[version]["result"] == "" and rows[version]["details"] == "(deleted)", where
    return changed


def random_change(table: Table, game: engine.Game, options: dict[str, Any], app: Any, propose: Propose,
                  rng: random.Random) -> str:
    """Send one random correction (a replacement or a deletion) or undo; what was sent."""
    entries = stored_log(app, table)
    standing = engine.effective_moves(entries)
    if not standing or rng.random() < 0.2:
        answer = table.undo(table.host)
        assert answer.status_code in (201, 409, 422), answer.json
        return f"undo -> {answer.status_code}"
    target = rng.choice(standing[: max(1, len(standing) * 2 // 3)])  # often deep in the log
    if rng.random() < 0.25:
        answer = correct(table, table.host, {"version": target["version"], "delete": True})
        assert answer.status_code in (201, 422), answer.json
        return f"delete {target['version']} -> {answer.status_code}"
    index = standing.index(target)
    state = engine.replay_moves(game, game.setup(options), standing[:index])
    found = legal_move(game, state, propose, rng)
    if found is None:
        return "nothing to propose"
    move, seat = found
    amendment: dict[str, Any] = {"version": target["version"], "move": move}
    if game.moves[move["type"]].who != "host":
        amendment["seat"] = seat
    answer = correct(table, table.host, amendment)
    # The host enters no private fields for a seat someone sits in, in a correction neither: 403.
    private = game.moves[move["type"]].private and seat is not None and seat < len(table.tokens)
    assert answer.status_code in ((403,) if private else (201, 422)), answer.json
    return f"fix {target['version']} -> {answer.status_code}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("seed", range(3))
def test_every_standing_result_is_the_whole_replays_after_random_corrections_and_undos(app, client, game_id, seed):
    options, propose, players = GAMES[game_id]
    game = engine.get(game_id)
    assert game is not None
    rng = random.Random(f"{game_id}-{seed}")
    table = make_table(client, game_id, **options)
    for n in range(players):
        assert table.join(f"P{n}").status_code == 201
    clean = app.extensions["sherwood"].store.table(table.id)["options"]
    state = game.setup(clean)
    for _ in range(30):
        found = legal_move(game, state, propose, rng)
        if found is None or game.status(state)["finished"]:
            break
        move, seat = found
        answer = send(table, move, seat)
        assert answer.status_code == 201, (move, seat, answer.json)
        state = engine.play(game, state, move, seat)[0]
    changed = 0
    for step in range(10):
        before = table.log(table.host, page_size=200).json
        what = random_change(table, game, clean, app, propose, rng)
        if what.endswith(("422", "409", "403")):
            assert table.log(table.host, page_size=200).json == before, f"{what}: a refusal stored something"
        changed = check_one_truth(app, table, game, f"{game_id} seed {seed} step {step} ({what})")
    print(f"{game_id} seed {seed}: {changed} results changed by corrections")


def test_the_changes_really_change_results_somewhere(app, client):
    """The property above must meet corrections that change later results: on the score pad a
    changed early score changes every later total, here checked to be served."""
    table = make_table(client, "score-pad", players=2)
    for name in ("Ann", "Bob"):
        table.join(name)
    first = send(table, {"type": "add", "points": 3}, 0).json["version"]
    later = send(table, {"type": "add", "points": 4}, 0).json["version"]
    answer = correct(table, table.host, {"version": first, "move": {"type": "add", "points": 10}})
    assert answer.status_code == 201
    log = {e["version"]: e for e in table.log(table.host).json}
    assert log[later]["result"]["score"] == 14 and log[later]["entered_result"]["score"] == 7
    assert log[later]["result_changed_in"] == [answer.json["version"]]
    assert check_one_truth(app, table, engine.get("score-pad"), "score pad") == 2
    # Undoing the correction brings the totals back, and the log says which entries changed them.
    undo = table.undo(table.host)
    assert undo.status_code == 201 and [c["version"] for c in undo.json["result"]["changes"]] == [first, later]
    log = {e["version"]: e for e in table.log(table.host).json}
    assert log[later]["result"]["score"] == 7 and log[later]["entered_result"] is None
    assert log[later]["result_changed_in"] == [answer.json["version"], undo.json["version"]]
    assert check_one_truth(app, table, engine.get("score-pad"), "score pad, undone") == 0
    json.dumps(log)


def csv_rows(table: Table, headers: dict[str, str]) -> dict[int, list[str]]:
    """log.csv laid out for people (in words, as a person's spreadsheet reads it)."""
    text = table.log_csv(headers, layout="people").get_data(as_text=True)
    return {int(row[0]): row for row in list(csv.reader(io.StringIO(text)))[1:]}


def test_a_deleted_move_has_no_result_now_in_the_log_and_the_csv(client):
    """Ann +5, Bob +3, Ann +4, finish; the host deletes Ann's +4, then makes Bob's +3 a +5: a shared win
    at 5. Move 3 no longer stands, so it has no result now (its +4 for 9 in all is only what it had)."""
    table = make_table(client, players=2)
    table.join("Ann"), table.join("Bob")
    for seat, points in ((0, 5), (1, 3), (0, 4)):
        assert table.move(table.seat(seat), type="add", points=points).status_code == 201
    assert table.move(table.host, type="finish").status_code == 201
    assert correct(table, table.host, {"version": 3, "delete": True}).status_code == 201
    assert correct(table, table.host, {"version": 2, "move": {"type": "add", "points": 5}}).status_code == 201
    third = table.log(table.host).json[2]
    assert third["now"]["move"] is None
    assert (third["result"], third["entered_result"]) == (None, {"seat": 0, "points": 4, "score": 9})
    rows = csv_rows(table, table.host)
    assert rows[3][7:9] == ["(deleted)", ""] and rows[3][10] == "Ann +4: 9 in all"  # details, result; entered
    assert table.result(table.host).json["outcome"] == "Ann and Bob share the win with 5 points each."


def test_a_correction_that_moves_a_move_to_another_seat_says_whose_it_was_and_is(client):
    table = make_table(client, players=2)
    table.join("Ann"), table.join("Bob")
    assert table.move(table.seat(0), type="add", points=5).status_code == 201
    assert correct(table, table.host, {"version": 1, "move": {"type": "add", "points": 5}, "seat": 1}).status_code == 201
    assert csv_rows(table, table.host)[2][7] == "move 1 (points): points: 5 for Ann -> points: 5 for Bob"
    german = csv_rows(table, {**table.host, "Accept-Language": "de"})
    assert german[2][7] == "Zug 1 (Punkte): points: 5 für Ann -> points: 5 für Bob"  # field names as the API names them
    # Who entered each entry and what kind it is, in the reader's words too.
    assert [german[v][4:6] for v in (1, 2)] == [["Spieler", "Zug"], ["Gastgeber", "Korrektur"]]
