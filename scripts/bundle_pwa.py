"""Bundles the phone's modules (pwa/js/ and the vendored library they import) into pwa/bundle/js/,
so a phone downloads three files where it downloaded some twenty modules.

    python scripts/bundle_pwa.py          # rebuild pwa/bundle/
    python scripts/bundle_pwa.py --check  # exit 1 if pwa/bundle/ is not what the sources build

The bundle is committed, so running the app needs neither npm nor this script. The app serves it at
the modules' own URLs (/js/app.js, /js/games/rescuing.js...) while it was built from the sources as
they are, and the modules one by one, as written, while it was not or with SHERWOOD_MINIFY=0
(api/resources/pwa.py): edit a module, reload, and run this script before committing (a test says so).

Rollup bundles (scripts/rollup.config.mjs): each entry keeps its path (app.js, which index.html
loads, and every module the code loads with import(), found here by reading the sources; a screen's
file is what the service worker keeps for a game, games/index.js), and every module app.js imports
goes into one chunk, pwa/bundle/js/chunks/core.js; what only lazily loaded pages share goes into a chunk
of its own (chunks/schema-forms.js). The offline modules (pwa/js/offline/: the page's side, loaded with
import() when a table is played with no server, and the Web Worker it starts) are entries at their own
paths too. esbuild then minifies each file (names
shortened, which rjsmin cannot do: some 4 KB less on a first load). Both are the pinned versions
below, installed by npm into .venv/bundler/ (scripts/test does it).
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from api.resources.pwa import BUNDLE_DIR, BUNDLE_RECORD, PWA_DIR, bundle_inputs_digest  # noqa: E402

TOOLS = {"rollup": "4.69.1", "esbuild": "0.28.2"}
TOOLS_DIR = ROOT / ".venv" / "bundler"
INSTALL = f"npm install --prefix {TOOLS_DIR.relative_to(ROOT)} " + " ".join(f"{n}@{v}" for n, v in TOOLS.items())
ROLLUP_CONFIG = ROOT / "scripts" / "rollup.config.mjs"
SOURCES = PWA_DIR / "js"
ENTRY = SOURCES / "app.js"
OFFLINE = SOURCES / "offline"
# The offline engine's worker imports Pyodide, not a module of pwa/js: at the URL /offline/engine.json
# names (its version in the path), which Rollup leaves as it is.
OFFLINE_WORKER = OFFLINE / "engine-worker.js"
LAZY_IMPORT = re.compile(r"\bimport\(\s*[^\s)]")  # import() with an argument (comments say "import()")
LITERAL_IMPORT = re.compile(r'\bimport\(\s*"(\.{1,2}/[^"]+)"\s*\)')
MINIFY = ["--minify", "--format=esm", "--target=es2022",  # the modules' own level: top-level await
          "--charset=utf8", "--legal-comments=eof", "--log-level=warning"]


def lazy_entries() -> list[Path]:
    """Every module loaded with import(): each is an entry of the bundle, at its own path.

    The paths must be literal, so that a reader (and this script) can tell what a page may load."""
    found: set[Path] = set()
    for module in sorted(SOURCES.rglob("*.js")):
        if module == OFFLINE_WORKER:
            continue
        text = module.read_text()
        literal = LITERAL_IMPORT.findall(text)
        if len(literal) != len(LAZY_IMPORT.findall(text)):
            raise SystemExit(f"pwa/js/{module.relative_to(SOURCES)}: import() of a path that is not a literal string")
        found |= {(module.parent / target).resolve() for target in literal}
    return sorted(found)


def offline_entries() -> list[Path]:
    """The offline engine's modules: each an entry at its own path, and never part of core (a page
    loads them only to play offline; the worker runs in a global of its own)."""
    return sorted(OFFLINE.glob("*.js"))


def tool(name: str) -> str:
    """The pinned tool's binary, or exit saying how to install it."""
    binary = TOOLS_DIR / "node_modules" / ".bin" / name
    if not binary.exists():
        raise SystemExit(f"{name} is missing: {INSTALL}")
    said = subprocess.run([str(binary), "--version"], capture_output=True, text=True, check=True).stdout
    if TOOLS[name] not in said:
        raise SystemExit(f"{binary} says {said.strip()!r}; the bundle is built with {name} {TOOLS[name]}: {INSTALL}")
    return str(binary)


def build(into: Path) -> None:
    """The bundle, built into ``into`` (its js/ folder and the record of what it was built from)."""
    # The offline modules last: they share nothing with the others, whose bundle they leave as it was.
    entries = [ENTRY, *(module for module in lazy_entries() if module != ENTRY), *offline_entries()]
    # Relative paths from the checkout, so that the output does not depend on where it lies.
    names = {p.relative_to(SOURCES).with_suffix("").as_posix(): p.relative_to(ROOT).as_posix() for p in entries}
    out = into / "js"
    rollup = subprocess.run([tool("rollup"), "--config", str(ROLLUP_CONFIG), "--failAfterWarnings"], cwd=ROOT,
                            capture_output=True, text=True, env={**os.environ, "ENTRIES": json.dumps(names), "OUT": str(out)})
    if rollup.returncode:  # a warning fails the build too: say what Rollup said
        raise SystemExit(rollup.stdout + rollup.stderr)
    esbuild = tool("esbuild")
    for script in sorted(out.rglob("*.js")):
        subprocess.run([esbuild, str(script), *MINIFY, f"--outfile={script}", "--allow-overwrite"], check=True)
    record = {"tools": TOOLS, "sources": bundle_inputs_digest(), "entries": sorted(names)}
    (into / BUNDLE_RECORD.name).write_text(json.dumps(record, indent=2) + "\n")


def files_of(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def main() -> int:
    with tempfile.TemporaryDirectory() as work:
        built = Path(work) / "bundle"
        build(built)
        if "--check" in sys.argv:
            if not BUNDLE_DIR.exists() or files_of(built) != files_of(BUNDLE_DIR):
                print(f"{BUNDLE_DIR.relative_to(ROOT)} is stale: run python scripts/bundle_pwa.py")
                return 1
            return 0
        shutil.rmtree(BUNDLE_DIR, ignore_errors=True)
        shutil.copytree(built, BUNDLE_DIR)
    sizes = files_of(BUNDLE_DIR)
    print(f"wrote {BUNDLE_DIR.relative_to(ROOT)}: {len(sizes)} files, {sum(map(len, sizes.values()))} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
