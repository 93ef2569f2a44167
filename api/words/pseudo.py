"""A pseudo-locale for finding words that skipped the catalogs: English made accented and longer.

``en-XA`` turns every catalog's English text into lookalike accented letters, a third longer and
in brackets ("[Šéáţ 3 ~]" for "Seat 3"), keeping each placeable and each variant key. A screen shown in it
has no plain ASCII word left except what came from elsewhere: a sentence written in the code
rather than the catalog, or a message id no catalog has. The longer text shows where a
translation (German runs about a third longer than English) would overflow.

It is served only when the app is created with ``PSEUDO_LOCALE`` (``SHERWOOD_PSEUDO_LOCALE=1``);
the browser tests turn it on (tests/browser/test_pseudo_locale.py).

>>> pseudo_catalog("hello = Hello, { $name }!")
'hello = [Ĥéĺĺó, { $name }! ~~]\\n'
>>> pseudo_catalog("n = { $count ->\\n [one] a point\\n *[other] { $count } points\\n}").splitlines()[2:4]
['        [one] [á þóíñţ ~~]', '       *[other] [{ $count } þóíñţš ~~]']
"""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast, visitor

PSEUDO = "en-XA"
PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"
LOOKALIKE = str.maketrans(PLAIN, ACCENTED)
LONGER_BY = 3  # one "~" every LONGER_BY letters: a third longer, as German runs
# A word the pseudo-locale would have accented, so one that did not come through a catalog: three
# or more plain ASCII letters standing alone (the tests read screens and sentences for it).
PLAIN_WORD = re.compile(r"(?<![^\W\d_])[A-Za-z]{3,}(?![^\W\d_])")


class Pseudo(visitor.Transformer):
    """Each pattern's text accented and bracketed; placeables, selectors and keys as they are."""

    def visit_Pattern(self, node: ast.Pattern) -> ast.Pattern:
        self.generic_visit(node)
        letters = sum(len(element.value) for element in node.elements if isinstance(element, ast.TextElement))
        if letters:
            node.elements.insert(0, ast.TextElement("["))
            node.elements.append(ast.TextElement(" " + "~" * max(1, letters // LONGER_BY) + "]"))
        return node

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = node.value.translate(LOOKALIKE)
        return node


def pseudo_catalog(english: str) -> str:
    """An English catalog's text, pseudo-localized."""
    resource = FluentParser(with_spans=False).parse(english)
    return str(FluentSerializer().serialize(Pseudo().visit(resource)))


@cache
def pseudo_file(path: Path) -> str:
    """An English catalog file, pseudo-localized (read once per process)."""
    return pseudo_catalog(path.read_text(encoding="utf-8"))
