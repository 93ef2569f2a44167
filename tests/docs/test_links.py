"""Every relative link in README.md, docs/ and bench/README.md leads to a file that exists (the
docs are split into pages that link to each other, and a moved page must not leave a dead link)."""
from __future__ import annotations

import re

from tests.paths import ROOT

LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
PAGES = [ROOT / "README.md", ROOT / "bench" / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def test_every_relative_link_in_the_docs_resolves():
    dead = [(page.relative_to(ROOT).as_posix(), target) for page in PAGES for target in LINK.findall(page.read_text())
            if "://" not in target and not (page.parent / target).exists()]
    assert dead == []
    assert len(PAGES) >= 12


def test_the_readme_is_a_front_door():
    readme = (ROOT / "README.md").read_text().splitlines()
    assert len(readme) <= 160
    assert readme[10:14] == ["```sh", readme[11], readme[12], "```"] and readme[11].startswith("scripts/serve")
    assert readme[12].startswith("scripts/test")
