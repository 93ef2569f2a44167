"""The PWA's modules import without circles: app.js is the entry module index.html loads
and nothing imports it; views move on with router.js's navigate(), and router.js imports no view,
so a view can be imported alone without starting the app."""
from __future__ import annotations

import re
from pathlib import Path
from tests.paths import ROOT

JS = ROOT / "pwa" / "js"
IMPORT = re.compile(r'(?:^import [^;]*? from |import\()\s*"([^"]+)"', re.M)


def imports_of(module: Path) -> set[Path]:
    """The modules ``module`` imports, statically or with import(), as files."""
    return {(module.parent / target).resolve() for target in IMPORT.findall(module.read_text())}


def test_nothing_imports_the_entry_module():
    entry = (JS / "app.js").resolve()
    importers = [m.relative_to(JS).as_posix() for m in JS.rglob("*.js") if entry in imports_of(m)]
    assert importers == []
    assert '<script type="module" src="/js/app.js">' in (JS.parent / "index.html").read_text()


def test_the_router_imports_no_view_and_every_view_navigates_through_it():
    router = (JS / "router.js").resolve()
    assert imports_of(router) == set()
    # The table view's session (table/session.js) moves on to a rematch the same way.
    modules = [*(JS / "views").glob("*.js"), *(JS / "table").glob("*.js")]
    navigating = [m for m in modules if "navigate(" in m.read_text()]
    assert navigating and all(router in imports_of(m) for m in navigating), navigating


def test_no_screen_keeps_a_copy_of_the_names_the_engine_publishes():
    """Display names come from the published schemas (a Choice's `x-names`: Curse's Legends, Hero's
    characters), read by the screens through useGame and the new-table form: none is written again in JS."""
    import engine

    def named(node):
        if isinstance(node, dict):
            yield from (node.get("x-names") or {}).items()
            for value in node.values():
                yield from named(value)
        elif isinstance(node, list):
            for value in node:
                yield from named(value)

    pairs = {pair for game in engine.all_games() for pair in named(game.describe())}
    assert ("friar-tuck", "Friar Tuck") in pairs and ("maid-marian", "Maid Marian") in pairs
    sources = {m.relative_to(JS).as_posix(): m.read_text() for m in JS.rglob("*.js")}
    copies = [(path, key) for path, text in sources.items() for key, name in pairs
              if re.search(rf'"{re.escape(key)}":\s*"{re.escape(name)}"', text, re.I)]
    assert copies == []
