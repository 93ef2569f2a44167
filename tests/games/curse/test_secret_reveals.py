"""C10: a player's revealed card stays secret until every player of the turn has entered theirs.

Read from every reader the API has (the other seats, the host, the big screen's spectator token) and
through every way out (the table, the log, the JSON export, log.csv, a correction's answer and its
preview): nobody learns a card before the last one is in; then everybody does, at once. A card two
players entered in the same turn (a typing slip) is told to both only then, and both enter theirs
again (C1).
"""
from __future__ import annotations

import json
from typing import Any

from tests.helpers import Table, bearer, correct, make_table


def card(good: str, rank: int) -> dict[str, Any]:
    return {"good": good, "rank": rank}


MARKET = [card("ale", 1), card("bread", 1), card("cloth", 1)]
CLOTH_9 = card("cloth", 9)


def three_players(client: Any) -> Table:
    """Ann (p0), Bob (p1), Cat (p2) and Friar Tuck, the Market dealt: the first turn's reveals are due."""
    table = make_table(client, "curse-you-robin-hood", players=3, legends=["friar-tuck"])
    for name in ("Ann", "Bob", "Cat"):
        assert table.join(name).status_code == 201
    assert table.move(table.host, type="market", cards=MARKET).status_code == 201
    return table


def readers(table: Table) -> dict[str, dict[str, str]]:
    """Every reader but Ann: the other seats, the host, the big screen."""
    return {"Bob": table.seat(1), "Cat": table.seat(2), "host": table.host,
            "spectator": bearer(table.created["spectator_token"])}


def everything_read(table: Table, headers: dict[str, str]) -> str:
    """All a reader can read of the table, in one string: table, log, export and log.csv. The choices
    are left out: a picker offers every card nobody has seen, a sealed one included (checked apart)."""
    answer = {key: value for key, value in table.get(headers).json.items() if key != "choices"}
    export = table.export(headers).json
    export["table"].pop("choices", None)
    parts = [answer, table.log(headers).json, export]
    return json.dumps(parts) + table.log_csv(headers).get_data(as_text=True)


def knows_cloth_9(text: str) -> bool:
    return '"good": "cloth", "rank": 9' in text or "Cloth 9" in text


def test_c10_a_revealed_card_is_secret_to_every_other_reader_until_the_last_one_is_in(client):
    table = three_players(client)
    assert table.move(table.seat(0), type="reveal", card=CLOTH_9).status_code == 201
    assert knows_cloth_9(everything_read(table, table.seat(0)))  # Ann sees her own card
    for who, headers in readers(table).items():
        answer = table.get(headers).json
        assert "p0" not in answer["state"]["played"], who
        assert answer["state"]["chosen"] == ["p0"], who  # only that Ann has chosen
        assert not knows_cloth_9(everything_read(table, headers)), who
    # Bob's picker still offers Cloth 9: leaving it out would tell him Ann's card.
    [bob] = [m for m in table.get(table.seat(1)).json["choices"]["moves"] if m["type"] == "reveal"]
    assert CLOTH_9 in bob["fields"]["card"]["values"] and bob["rule"] == "C10"

    assert table.move(table.seat(1), type="reveal", card=card("gems", 4)).status_code == 201
    assert table.move(table.host, type="legend", legend="friar-tuck", shown=card("meat", 2)).status_code == 201
    assert not knows_cloth_9(everything_read(table, table.seat(2)))  # Cat still waits to choose
    last = table.move(table.seat(2), type="reveal", card=card("bread", 7))
    assert last.status_code == 201 and "trades" in last.json["result"]
    for who, headers in readers(table).items():  # the last card in: every card is shown at once
        assert knows_cloth_9(everything_read(table, headers)), who


def test_c10_the_same_card_entered_by_two_players_is_told_to_both_only_once_all_are_in_c1(client):
    table = three_players(client)
    assert table.move(table.seat(0), type="reveal", card=CLOTH_9).status_code == 201
    slip = table.move(table.seat(1), type="reveal", card=CLOTH_9)  # not refused: that would tell Bob Ann's card
    assert slip.status_code == 201 and "clash" not in slip.json["result"]
    assert not knows_cloth_9(everything_read(table, table.seat(2)))
    assert table.move(table.host, type="legend", legend="friar-tuck", shown=card("meat", 2)).status_code == 201
    last = table.move(table.seat(2), type="reveal", card=card("bread", 7))
    assert last.status_code == 201
    result = last.json["result"]
    assert result["clash"] == [{"card": CLOTH_9, "seats": ["p0", "p1"]}]
    assert result["waiting_for"] == ["p0", "p1"] and "trades" not in result
    state = table.get(table.host).json["state"]
    assert state["phase"] == "reveal" and set(state["played"]) == {"friar-tuck", "p2"}  # Cat's card is public now
    log = table.log(table.seat(2)).json
    assert log[-1]["result"]["clash"][0]["seats"] == ["p0", "p1"]  # told to everyone, the two included
    assert "Cloth 9" in table.log_csv(table.seat(0)).get_data(as_text=True)
    # Both enter theirs again; the cards on the table are public now, so a duplicate is refused at once (C1).
    again = table.move(table.seat(1), type="reveal", card=card("bread", 7))
    assert again.status_code == 422 and again.json["rule"] == "C1"
    assert table.move(table.seat(1), type="reveal", card=card("gems", 4)).status_code == 201
    done = table.move(table.seat(0), type="reveal", card=CLOTH_9)
    assert done.status_code == 201 and "trades" in done.json["result"]


def test_c10_a_legend_card_that_a_sealed_card_matches_is_a_clash_once_all_are_in(client):
    table = three_players(client)
    assert table.move(table.seat(0), type="reveal", card=CLOTH_9).status_code == 201
    # The host turns Friar Tuck's card over: Cloth 9 too. Refusing it would tell the host Ann's card.
    assert table.move(table.host, type="legend", legend="friar-tuck", shown=CLOTH_9).status_code == 201
    assert table.move(table.seat(1), type="reveal", card=card("gems", 4)).status_code == 201
    last = table.move(table.seat(2), type="reveal", card=card("bread", 7)).json["result"]
    assert last["clash"] == [{"card": CLOTH_9, "seats": ["p0", "friar-tuck"]}]
    assert last["waiting_for"] == ["p0"]  # the Legend's card stands: the player enters theirs again


def test_c10_a_correction_of_a_hidden_choice_reveals_nothing(client):
    table = three_players(client)
    first = table.move(table.seat(0), type="reveal", card=CLOTH_9).json["version"]
    assert table.move(table.seat(1), type="reveal", card=card("gems", 4)).status_code == 201
    fixed = {"version": first, "move": {"type": "reveal", "card": card("cloth", 8)}}
    preview = table.client.post(f"/api/v1/tables/{table.id}/corrections/preview",
                                json={"amendments": [fixed]}, headers=table.seat(0))
    assert preview.status_code == 200
    answer = correct(table, table.seat(0), fixed)
    assert answer.status_code == 201
    for who, headers in readers(table).items():
        text = everything_read(table, headers)
        assert not knows_cloth_9(text) and "Cloth 8" not in text and '"rank": 8' not in text, who
    # Bob's own card is his: a correction's answer to the host does not show it either.
    host_fix = correct(table, table.host, {"version": first, "move": {"type": "reveal", "card": card("cloth", 7)}})
    assert host_fix.status_code == 201
    assert '"rank": 4' not in json.dumps(host_fix.json)


def test_c10_the_revealing_player_reads_their_own_card_back(client):
    table = three_players(client)
    answer = table.move(table.seat(0), type="reveal", card=CLOTH_9)
    assert answer.json["result"]["card"] == CLOTH_9
    assert table.get(table.seat(0)).json["state"]["played"]["p0"] == CLOTH_9
    [entry] = [e for e in table.log(table.seat(0)).json if e["move"]["type"] == "reveal"]
    assert entry["move"]["card"] == CLOTH_9 and "redacted" not in entry["move"]
