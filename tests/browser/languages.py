"""For the browser tests that read a game in German or French: the phones create and join a table in
English (those screens are other tests' subject), then read on in their browser's language."""
from __future__ import annotations

from playwright.sync_api import Page, expect


def english_for_now(page: Page, server: str) -> None:
    """Pick English on this phone, whatever its browser's language."""
    page.goto(server + "/")
    page.evaluate("localStorage.setItem('sherwood.language', 'en')")


def seat_in_the_reader_language(pages: list[Page], language: str) -> None:
    """The phones were set to English to create and join the table (those screens' words are not this
    test's); now they forget that pick and read in their browser's language, as a new phone does."""
    for page in pages:
        page.evaluate("localStorage.removeItem('sherwood.language')")
        page.reload()
        expect(page.locator("html")).to_have_attribute("lang", language)
