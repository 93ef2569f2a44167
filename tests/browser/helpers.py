"""Steps every browser test takes: create a table from the home page, join it by its code."""
from __future__ import annotations

import os
import re
from typing import Any

from playwright.sync_api import Page, expect

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
