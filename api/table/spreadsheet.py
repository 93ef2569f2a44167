"""CSV for spreadsheets, safe to open: the one writer every CSV export uses (log.csv, results.csv).

A spreadsheet reads a cell that starts with ``=``, ``+``, ``-`` or ``@`` as a formula, and runs it
(OWASP, "CSV Injection"): a player named ``=HYPERLINK("http://evil.example","x")`` made a link in
everyone's export. Every cell goes through :func:`safe_cell`, whatever the columns are, so a new
export or a new column is safe without thinking of it:

* text that starts with one of ``FORMULA_STARTS`` (the OWASP list: ``=``, ``+``, ``-``, ``@``, tab,
  carriage return; also a line feed, and the full-width forms of the four signs, which some
  spreadsheets take for them), after any spaces, gets a leading apostrophe: the cell is read as the
  text it was, the apostrophe shown (OWASP's advice; the csv module quotes what needs quoting);
* numbers stay numbers: a Python int or float is written as it is (a score of -3 is -3, which a sum
  adds up), and so is text that is only a decimal number (``-3``, ``2.5``), which no spreadsheet
  runs. ``-2+3`` is not only a number: it gets its apostrophe.
"""
from __future__ import annotations

import csv
import io
import re
from typing import Any, Iterable, Sequence

# What makes a spreadsheet read a cell as a formula (or a command, in older ones), at its start.
FORMULA_STARTS = frozenset("=+-@\t\r\n\uff1d\uff0b\uff0d\uff20")
PLAIN_NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")
LEADING_SPACES = " \u00a0"


def safe_cell(value: Any) -> Any:
    """``value`` as a CSV cell no spreadsheet runs as a formula.

    >>> safe_cell(-3), safe_cell("-3"), safe_cell("Ann"), safe_cell('=HYPERLINK("http://x","y")')
    (-3, '-3', 'Ann', '\\'=HYPERLINK("http://x","y")')
    >>> safe_cell("-2+3"), safe_cell("  @SUM(A1)"), safe_cell("\\tx"), safe_cell(None)
    ("'-2+3", "'  @SUM(A1)", "'\\tx", '')
    """
    if value is None:
        return ""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    text = str(value)
    if PLAIN_NUMBER.fullmatch(text):
        return text
    first = text[:1] if text[:1] in FORMULA_STARTS else text.lstrip(LEADING_SPACES)[:1]
    return "'" + text if first and first in FORMULA_STARTS else text


def csv_text(header: Sequence[Any], rows: Iterable[Sequence[Any]]) -> str:
    """A CSV document (RFC 4180: CRLF line ends, quoted where needed) with every cell made safe."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([safe_cell(cell) for cell in header])
    for row in rows:
        writer.writerow([safe_cell(cell) for cell in row])
    return out.getvalue()
