"""Steps every browser test takes: create a table from the home page, join it by its code."""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError, Page, expect

SHOTS = os.environ.get("SHERWOOD_SCREENSHOTS")  # a folder, to look at the pages


def shot(page: Page, name: str) -> None:
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, f"{name}.png"), full_page=True)


def create_table(page: Page, server: str, game: str, name: str = "", **fields: Any) -> str:
    """Create a table of the game whose link matches ``game``; fields by label; returns the join code."""
    page.goto(server + "/")
    page.get_by_role("link", name=re.compile(game)).click()
    for label, value in fields.items():
        field = page.get_by_label(label.replace("_", " ").capitalize(), exact=True)
        field.fill(str(value))
        field.dispatch_event("change")
    if name:
        page.get_by_label("Your name (to take a seat yourself)").fill(name)
    page.get_by_role("button", name="Create the table").click()
    expect(page.locator("#join-code")).to_have_text(re.compile(r"^[A-Z0-9]{6}$"))
    return page.locator("#join-code").inner_text()


def join(page: Page, server: str, code: str, name: str) -> None:
    page.goto(f"{server}/join/{code}")
    page.get_by_placeholder("Your name").fill(name)
    page.get_by_role("button", name="Sit down").click()
    expect(page.locator(".players")).to_contain_text(name)


# ---- Checks any screen can run: the lead applies them to every game's screen. ----

AXE_JS = Path(__file__).resolve().parents[2] / ".venv" / "axe" / "node_modules" / "axe-core" / "axe.min.js"


def assert_no_axe_violations(page: Page, impacts: tuple[str, ...] = ("serious", "critical")) -> None:
    """axe-core's WCAG 2.x A/AA rules on the page as it is now; fails on serious or critical findings."""
    assert AXE_JS.exists(), f"{AXE_JS} is missing: scripts/test installs axe-core from npm"
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        try:
            page.add_script_tag(path=str(AXE_JS))
        except PlaywrightError:
            # The app's pages forbid inline script (CSP script-src 'self'), and add_script_tag inlines
            # the file: run the same source through the DevTools protocol, which the CSP does not govern.
            page.evaluate(AXE_JS.read_text())
    # At the top of the page: the sticky top bar covers whatever the page was scrolled under it, which axe's
    # target-size counts as obscured though a person scrolls it free; the scroll is put back after.
    scrolled = page.evaluate("() => { const y = window.scrollY; window.scrollTo(0, 0); return y; }")
    result = page.evaluate("""() => axe.run(document, {
        runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']},
        resultTypes: ['violations']})""")
    page.evaluate("(y) => window.scrollTo(0, y)", scrolled)
    found = [v for v in result["violations"] if v["impact"] in impacts]
    assert not found, "axe-core found:\n" + "\n".join(
        f"- {v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:4]]}"
        f" {v['nodes'][0].get('failureSummary', '')[:300]}" for v in found)


def assert_no_horizontal_overflow(page: Page) -> None:
    """Nothing sticks out sideways: the page does not scroll horizontally, and no element reaches past the viewport."""
    wide = page.evaluate("""() => {
        const width = document.documentElement.clientWidth;
        const out = [];
        for (const el of document.querySelectorAll('body *')) {
            const box = el.getBoundingClientRect();
            if (!box.width || getComputedStyle(el).visibility === 'hidden') continue;
            let clipped = false;  // inside a box that scrolls or clips on its own
            for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
                if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowX)) { clipped = true; break; }
            }
            if (!clipped && (box.right > width + 1 || box.left < -1)) out.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}-${Math.round(box.right)}`);
        }
        return {scroll: document.documentElement.scrollWidth, width, out: out.slice(0, 8)};
    }""")
    assert wide["scroll"] <= wide["width"] and not wide["out"], f"wider than the {wide['width']} px screen: {wide}"


def assert_text_and_targets_large_enough(page: Page, min_text: float = 12, min_target: float = 44) -> None:
    """No visible text under 12 CSS px and no field's text under 16; every visible button, link, field and
    summary at least 44 px high (inline links inside a sentence are exempt, as WCAG 2.5.8 allows)."""
    small = page.evaluate("""([minText, minTarget]) => {
        const visible = (el) => { const b = el.getBoundingClientRect(); return b.width > 0 && b.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
        const text = [];
        for (const el of document.querySelectorAll('body *')) {
            const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
            if (!own || !visible(el) || el.closest('.visually-hidden, svg')) continue;
            const size = parseFloat(getComputedStyle(el).fontSize);
            if (size < minText) text.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 30)}" ${size}px`);
        }
        const targets = [];
        for (const el of document.querySelectorAll('button, select, textarea, summary, input:not([type=checkbox]):not([type=radio]), a[href]')) {
            if (!visible(el) || el.closest('.visually-hidden')) continue;
            if (el.tagName === 'A' && el.closest('p, li, dd') && !el.matches('.game-link, .foot a')) continue;  // a link inside a sentence
            const b = el.getBoundingClientRect();
            if (b.height < minTarget - 0.5) targets.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(b.width)}x${Math.round(b.height)}`);
        }
        // What a person types reads at 16 px or more (a phone zooms into a smaller field, and 12 px digits were hard to read).
        for (const el of document.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([type=range]), select, textarea')) {
            if (!visible(el) || el.closest('.visually-hidden')) continue;
            const size = parseFloat(getComputedStyle(el).fontSize);
            if (size < 16) text.push(`${el.tagName.toLowerCase()} field "${el.name || el.getAttribute('aria-label') || ''}" ${size}px`);
        }
        return {text: text.slice(0, 8), targets: targets.slice(0, 8)};
    }""", [min_text, min_target])
    assert not small["text"] and not small["targets"], f"too small: {small}"


def assert_refusal_visible_and_announced(page: Page, text: str | re.Pattern[str] | None = None) -> Any:
    """A refusal is on the screen where the person is looking (inside the viewport, not hidden under
    the sticky top bar) and is announced (role=alert or inside an aria-live region). Returns its locator."""
    refusal = page.locator(".message.error:visible").last
    expect(refusal).to_be_visible()
    if text is not None:
        expect(refusal).to_contain_text(text)
    expect(refusal).to_be_in_viewport()
    placed = refusal.evaluate("""(el) => {
        const box = el.getBoundingClientRect();
        const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom || 0;
        const announced = Boolean(el.closest('[role=alert], [role=status], [aria-live]:not([aria-live=off])'));
        return {top: box.top, bottom: box.bottom, bar, height: window.innerHeight, announced};
    }""")
    assert placed["announced"], "the refusal is not in a role=alert or aria-live region"
    assert placed["top"] >= placed["bar"] - 1 and placed["bottom"] <= placed["height"] + 1, f"the refusal is off screen: {placed}"
    return refusal


LOG_NOT_FOR_PEOPLE = [
    (re.compile(r"[{}\[\]]|\":"), "JSON"),
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "an underscore identifier"),
    (re.compile(r"\b(null|undefined|NaN|true|false)\b"), "a programmer's word"),
    (re.compile(r"\bSeat 0\b"), "a seat counted from 0"),
]


def assert_log_readable(page: Page) -> list[str]:
    """Every log line is for people: no JSON, no underscore_identifiers, no null/true/false, no "Seat 0".
    Returns the lines (newest first)."""
    expect(page.locator(".log li").first).to_be_visible()
    lines = page.locator(".log li").all_inner_texts()
    for line in lines:
        for pattern, what in LOG_NOT_FOR_PEOPLE:
            assert not pattern.search(line), f"the log line {line!r} shows {what}"
    log = page.locator(".log")
    assert log.get_attribute("tabindex") == "0" and (log.get_attribute("aria-label") or log.get_attribute("aria-labelledby")), \
        "the scrollable log must be reachable by keyboard (tabindex=0) and labelled"
    return lines


def check_screen(page: Page, name: str | None = None) -> None:
    """The table-ready layout checks on the screen as it is now (and a screenshot when kept)."""
    if name:
        shot(page, name)
    assert_no_horizontal_overflow(page)
    assert_text_and_targets_large_enough(page)
    assert_no_axe_violations(page)


def assert_screen_ready(page: Page) -> None:
    """check_screen() in light and in dark, leaving the page light."""
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        check_screen(page)
    page.emulate_media(color_scheme="light")


def start_hero_game(page: Page, server: str, bounty: int = 300, name: str = "Robin") -> None:
    """A Hero of the People table (solo: no invitation to wait for), its player seated, round 1 begun."""
    page.goto(server + "/")
    page.get_by_role("link", name=re.compile("Hero of the People")).click()
    page.get_by_label("Bounty", exact=True).fill(str(bounty))
    page.get_by_label("Your name (to take a seat yourself)").fill(name)
    page.get_by_role("button", name="Create the table").click()
    expect(page.locator(".round-line")).to_contain_text("Round 1 · Active hero phase")


def post(server: str, path: str, token: str, body: dict) -> dict:
    """POST to the API with a table token, straight from the test (moves the screen is not about)."""
    import json
    import urllib.request

    request = urllib.request.Request(server + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as answer:
        return json.loads(answer.read())


def host_of(page: Page) -> tuple[str, str]:
    """The table id and the host token the creating phone keeps in its storage."""
    table_id = page.url.rstrip("/").split("/t/")[1].split("#")[0]
    return table_id, page.evaluate("JSON.parse(localStorage.getItem('sherwood.seats'))")[table_id]["host"]


# The Fix form's second step: "Save the correction", or "Delete move N" / "Delete these moves" for deletions.
SAVE_STEP = re.compile(r"^(Save the correction|Delete move \d+|Delete these moves)$")


def save_correction(form: Any, first: str = "Preview", confirm: str | re.Pattern[str] = SAVE_STEP) -> Any:
    """Save a Fix (or Delete) form the way a person does: "Preview" shows what the correction
    changes (the corrected move itself and later moves), then the same button, now "Save the
    correction", saves it. A refusal at the preview (shown in the form's alert) is left for the
    caller to read. Returns the preview's box."""
    form.get_by_role("button", name=first, exact=True).click()
    preview = form.locator(".fix-preview")
    expect(preview.or_(form.get_by_role("alert"))).to_be_visible()
    if preview.is_visible():
        form.get_by_role("button", name=confirm).click()
    return preview
