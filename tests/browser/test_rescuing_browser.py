"""Rescuing Robin Hood in the browser: Maid Marian's Wit attack from the rulebook, then a Stealth attack on
guards chosen by their numbers."""


import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_table, host_of, join, post, save_correction, shot
from tests.helpers import server_json as call

pytestmark = pytest.mark.browser


def enter_band(page, wit):
    for stat, value in (("wit", wit), ("brawn", 6), ("stealth", 4), ("jolliness", 2)):
        page.get_by_label(stat, exact=True).fill(str(value))
    page.get_by_role("button", name="Enter the band").click()


def marian_and_john(server, phone, **screen):
    """Marian hosts a Rescuing table on one phone; John joins it on another. Returns both phones."""
    marian = phone(**screen)
    code = create_table(marian, server, "Rescuing Robin Hood", "Marian")
    john = phone(**screen)
    join(john, server, code, "John")
    return marian, john


def lay_out_first_row(page):
    """The host's first row: a bronze villager behind three blue guards (#0-#2)."""
    page.get_by_role("button", name="+ bronze").click()
    page.get_by_label("blue guards").fill("3")
    page.get_by_role("button", name="Add the row").click()
    try:
        expect(page.locator('.brow[data-row="0"] .rcard')).to_have_count(3)
    except AssertionError as failure:  # say what the screen showed
        raise AssertionError(f"{failure}\nmessages: {page.locator('.message').all_inner_texts()}") from None


def test_maid_marians_wit_attack(server, phone):
    ann, john = marian_and_john(server, phone)

    # Before the first row no "Done" button: nothing is written in its place (it once read "Add the rownull").
    expect(ann.locator(".game-panel")).not_to_contain_text("null")
    lay_out_first_row(ann)
    ann.get_by_role("button", name="Done: draw the bands").click()
    enter_band(ann, 14)
    enter_band(john, 9)
    # Typed while Ann's moves re-render John's screen: the value must arrive as typed.
    expect(ann.locator('.trackers li[data-seat="1"] .stat.wit')).to_have_text("Wit 9")

    ann.get_by_label("Attack with").select_option("wit")
    ann.get_by_label("Wit of #0").fill("4")  # guards are named by their number on the screen
    ann.get_by_role("button", name="Attack").click()
    expect(ann.locator(".wit-hint")).to_contain_text("Wit left 10. Next card: blue guard, at most 6: it cannot beat you.")
    ann.get_by_label("Wit of #1").fill("6")
    ann.get_by_role("button", name="Reveal and compare").click()
    expect(ann.locator(".wit-hint")).to_contain_text("Wit left 4. Next card: blue guard, at most 6: it could beat you.")
    ann.get_by_label("Wit of #2").fill("5")
    ann.get_by_role("button", name="Reveal and compare").click()

    expect(ann.locator(".log")).to_contain_text("Marian's Wit attack failed at #2 (Wit 5): the guards total 15")
    expect(ann.locator('.trackers li[data-seat="0"] .stat.wit')).to_have_text("Wit 0")
    expect(ann.locator('.brow[data-row="0"] .rcard.up')).to_have_count(3)  # back face-up, in order (R2)
    expect(ann.locator(".passes")).to_contain_text("passes 6 Brawn and 2 Jolliness to John")
    expect(john.locator(".log")).to_contain_text("failed", timeout=2000)
    shot(ann, "rescuing-wit")

    # John's Stealth: he ticks the guards he chooses (by number) and enters the Stealth of each (R3).
    ann.get_by_role("button", name="End the turn").click()
    john.get_by_label("Attack with").select_option("stealth")
    john.get_by_label("Choose #0").check()
    john.get_by_label("Choose #2").check()
    john.get_by_label("Stealth of #0").fill("1")
    john.get_by_label("Stealth of #2").fill("3")
    john.get_by_role("button", name="Attack").click()
    expect(john.locator(".log")).to_contain_text("John's Stealth attack on #0 and #2 of row 1: the guards total 4 · 2 cards defeated")
    expect(ann.locator('.brow[data-row="0"] .rcard')).to_have_count(1, timeout=2000)
    expect(ann.locator('.brow[data-row="0"] .rcard')).to_contain_text("#1")  # the guard left keeps its number


def play_quiet_days_1_to_4(server: str, table_id: str, host: str) -> None:
    """Days 1-4 of a 2-band table through the API: nobody attacks, so each row's villager is imprisoned."""
    moves = f"/api/v1/tables/{table_id}/moves"
    for _ in range(4):
        post(server, moves, host, {"type": "add_row", "medallions": ["silver"], "guards": {"red": 1}})
        post(server, moves, host, {"type": "setup_done"})
        for seat in (0, 1):
            answer = post(server, moves, host, {"type": "band", "seat": seat, "wit": 1, "brawn": 1, "stealth": 1,
                                                "jolliness": 0})
        for _ in range(2):
            answer = post(server, moves, host, {"type": "end_turn", "seat": answer["state"]["current"]})
        post(server, moves, host, {"type": "end_day"})


def test_day_5_prayer_refused_then_robin_rescued_on_the_screen(server, phone):
    ann, john = marian_and_john(server, phone)
    table_id, host = host_of(ann)
    play_quiet_days_1_to_4(server, table_id, host)

    # R17: Marian is proposed (clockwise); the players choose John.
    expect(ann.locator(".starter")).to_contain_text("Proposed: Marian starts Day 5", timeout=5000)
    ann.get_by_label("Starts Day 5").select_option("1")
    ann.get_by_role("button", name="Starts Day 5").click()
    expect(john.locator(".starter")).to_contain_text("John starts Day 5 (chosen).", timeout=2000)
    for name, number in (("wall-blue", 1), ("castle-wit", 4), ("castle-brawn", 5), ("castle-stealth", 6),
                         ("cy1-blue", 1), ("sheriff-wit", 8), ("sheriff-brawn", 8), ("sheriff-stealth", 8)):
        ann.locator(f'[name="{name}"]').fill(str(number))
    ann.get_by_role("button", name="Set up the Castle").click()
    ann.get_by_role("button", name="Draw the bands").click()
    for page in (ann, john):
        page.get_by_label("prayer", exact=True).fill("1")
        enter_band(page, 9)

    # R16: while the Wall stands John's Prayer offers only the Wall's guard (#1), never the Courtyard's (#2).
    expect(john.locator(".brow.wall .rlabel")).to_contain_text("now")
    john.locator(".tokens-panel summary").click()
    guards = john.get_by_label("Guard to pray for").locator("option")
    expect(guards).to_have_count(1)
    expect(guards).to_have_text("#1, blue guard, Wall")
    # The Wall by Brawn: only the guard's Brawn is asked, the Castle's is printed (5).
    john.get_by_label("Attack with").select_option("brawn")
    expect(john.locator(".attack-form")).to_contain_text("Brawn of the Castle: 5")
    john.get_by_label("Brawn of #1").fill("1")
    john.get_by_role("button", name="Attack").click()
    expect(john.locator(".log")).to_contain_text("John's Brawn attack on the Wall: the guards total 6 · 2 cards defeated, Castle bonus")
    # The Courtyard by Stealth: Robin is rescued.
    john.get_by_label("Attack with").select_option("stealth")
    john.get_by_label("Choose #2").check()
    john.get_by_label("Stealth of #2").fill("3")
    john.get_by_role("button", name="Attack").click()
    expect(john.get_by_role("button", name="Add Robin")).to_be_visible()
    expect(ann.locator(".banner")).to_have_text("Robin Hood is rescued: you win!", timeout=2000)
    shot(john, "rescuing-day5")


def test_a_section_opened_stays_open_when_another_phone_changes_the_table(server, phone):
    """A walkthrough saw a folded section close under a player's thumb when another phone moved."""
    ann = phone()
    code = create_table(ann, server, "Rescuing Robin Hood", "Marian")
    rules = ann.locator("details.rules")
    rules.locator("summary").click()
    expect(rules).to_have_attribute("open", "")
    john = phone()
    join(john, server, code, "John")  # Ann's screen redraws with John's seat
    expect(ann.locator(".players")).to_contain_text("John")
    expect(ann.locator("details.rules")).to_have_attribute("open", "")


def test_the_next_bands_form_starts_empty_on_the_hosts_phone(server, phone):
    """A walkthrough saw Alice's totals left in "Bob: today's band totals": one tap would give Bob her band."""
    ann, _ = marian_and_john(server, phone)
    lay_out_first_row(ann)
    ann.get_by_role("button", name="Done: draw the bands").click()
    enter_band(ann, 14)
    expect(ann.locator("section.entry h3")).to_have_text("John: today's band totals")
    for stat in ("wit", "brawn", "stealth", "jolliness"):
        expect(ann.get_by_label(stat, exact=True)).not_to_have_value(str({"wit": 14, "brawn": 6, "stealth": 4, "jolliness": 2}[stat]))


def two_rows_and_bands(server, host_phone):
    """Two rows of two blue guards laid out and both bands drawn, through the API: (the moves URL, the host
    token, the band whose turn it is)."""
    table_id, host = host_of(host_phone)
    moves = f"/api/v1/tables/{table_id}/moves"
    for _ in range(2):
        post(server, moves, host, {"type": "add_row", "medallions": ["bronze"], "guards": {"blue": 2}})
    post(server, moves, host, {"type": "setup_done"})
    for seat in (0, 1):
        answer = post(server, moves, host, {"type": "band", "seat": seat, "wit": 9, "brawn": 30, "stealth": 30,
                                            "jolliness": 0})
    return moves, host, answer["state"]["current"]


def test_after_two_attacks_the_attack_form_gives_way(server, phone):
    """R4: a walkthrough was offered a third attack, then refused. Two attacks made, the form goes."""
    ann, john = marian_and_john(server, phone)
    moves, host, current = two_rows_and_bands(server, ann)
    post(server, moves, host, {"type": "brawn", "seat": current, "row": 0, "values": [1, 1]})
    page = ann if current == 0 else john
    expect(page.get_by_role("button", name="Attack")).to_be_visible(timeout=5000)  # one attack left
    post(server, moves, host, {"type": "stealth", "seat": current, "row": 1, "cards": [0], "values": [1]})
    expect(page.get_by_text("Both attacks of this turn are made")).to_be_visible(timeout=5000)
    expect(page.get_by_role("button", name="Attack")).to_have_count(0)
    expect(page.get_by_role("button", name="End the turn")).to_be_visible()


def test_an_older_phones_attacks_are_fixed_in_the_readers_words_and_saved_unchanged(server, phone):
    """An older phone logs a Brawn's every value and a Stealth's places from the end of the row: their
    Fix forms named fields "Values" and "Cards" in English; they now speak the attack's own words."""
    ann, john = marian_and_john(server, phone)
    moves, host, current = two_rows_and_bands(server, ann)
    post(server, moves, host, {"type": "brawn", "seat": current, "row": 0, "values": [1, 2]})
    post(server, moves, host, {"type": "stealth", "seat": current, "row": 1, "cards": [1], "values": [3]})
    for version, words in ((6, ["Brawn of the card at place 1 from the end", "Brawn of the card at place 2 from the end"]),
                           (7, ["Place from the end", "Stealth of the card at place 2 from the end"])):
        ann.get_by_role("button", name=f"Fix move {version}", exact=False).click()
        form = ann.locator(".fix-panel form.fix-form")
        expect(form.get_by_label("Row", exact=True)).to_be_visible()
        for label in words:
            expect(form.get_by_label(label, exact=True)).to_be_visible()
        expect(form.get_by_label("Values", exact=True)).to_have_count(0)
        save_correction(form)
        expect(form).to_have_count(0, timeout=5000)
    log = call(server, "GET", f"{moves}?page_size=50", token=host)[1]
    amendments = [a for entry in log if entry["kind"] == "correction" for a in entry["move"]["amendments"]]
    assert [(a["version"], a["move"] == a["before"]) for a in amendments] == [(6, True), (7, True)]
