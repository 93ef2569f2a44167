"""No CSV export hands a spreadsheet a formula (OWASP "CSV Injection", issue 35 point 2): every cell a
spreadsheet would read as one is neutralised by api/table/spreadsheet.py, the one writer of log.csv and
results.csv, while a score stays a number. Checked with Python's csv module against the OWASP rule,
and by a real spreadsheet: LibreOffice Calc (Debian's ``libreoffice-calc-nogui``, installed by
scripts/test) opens each file as a person would, formulas evaluated, and saves it as .xlsx, where a
formula is a cell with an ``<f>``: there is none, and a score is a number (docs/testing.md says why
this reader).
"""
from __future__ import annotations

import csv
import html
import io
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from api.table.spreadsheet import FORMULA_STARTS, csv_text, safe_cell
from tests.helpers import Table, make_table

# Names as people may type them (a name is trimmed at joining: a tab or CR in front is the cells' own test).
HOSTILE = ['=HYPERLINK("http://evil.example","x")', "+1+1", "-2+3", "@SUM(A1)", "=1+1", "\uff1d1+1"]


def finished_pad_with_hostile_names(client) -> Table:
    """A score pad whose players are named like formulas, with a note like one and a negative score."""
    table = make_table(client, "score-pad", players=len(HOSTILE))
    for name in HOSTILE:
        joined = table.join(name)
        assert joined.status_code == 201, (name, joined.json)
    for seat in range(len(HOSTILE)):
        assert table.move(table.seat(seat), type="add", points=-3 if seat == 0 else seat).status_code == 201
    assert table.move(table.seat(1), type="note", text="=cmd|' /C calc'!A0").status_code == 201
    assert table.move(table.host, type="finish").status_code == 201
    return table


def exports(table: Table) -> dict[str, str]:
    out = {}
    for name, response in (("log.csv", table.log_csv(table.host)), ("results.csv", table.results_csv(table.host)),
                           ("log.csv, seat 1", table.log_csv(table.seat(1))),
                           ("log.csv for people, seat 1", table.log_csv(table.seat(1), layout="people"))):
        assert response.status_code == 200 and response.mimetype == "text/csv"
        out[name] = response.get_data(as_text=True)
    return out


def runs_as_formula(cell: str) -> bool:
    """The OWASP rule: a cell starting (after spaces) with = + - @, a tab or a CR (or a line feed, or a
    full-width sign) is a formula to a spreadsheet, unless it is only a number."""
    if re.fullmatch(r"-?[0-9]+(?:\.[0-9]+)?", cell):
        return False
    first = cell[:1] if cell[:1] in FORMULA_STARTS else cell.lstrip(" \u00a0")[:1]
    return bool(first) and first in FORMULA_STARTS


def test_no_cell_of_any_export_starts_a_formula(client):
    table = finished_pad_with_hostile_names(client)
    for name, text in exports(table).items():
        rows = list(csv.reader(io.StringIO(text)))
        cells = [cell for row in rows for cell in row]
        assert [cell for cell in cells if runs_as_formula(cell)] == [], name
        for hostile in HOSTILE:  # each name is still there, as text behind its apostrophe
            assert any(cell.endswith(hostile.lstrip("\t\r")) for cell in cells), (name, hostile)


def test_a_negative_score_stays_a_number(client):
    table = finished_pad_with_hostile_names(client)
    rows = list(csv.DictReader(io.StringIO(table.results_csv(table.host).get_data(as_text=True))))
    assert sorted(int(row["score"]) for row in rows) == sorted([-3, *range(1, len(HOSTILE))])
    assert rows[-1]["player"] == "'" + HOSTILE[0]


@pytest.mark.parametrize("value,cell", [
    (-3, -3), (2.5, 2.5), ("-3", "-3"), ("12", "12"), ("Ann", "Ann"), ("-2+3", "'-2+3"), ("+5", "'+5"),
    ("=1", "'=1"), ("@x", "'@x"), ("\tx", "'\tx"), ("\rx", "'\rx"), ("\nx", "'\nx"), ("  =1", "'  =1"),
    ("\uff1d1", "'\uff1d1"), ("a=b", "a=b"), ("", ""), (None, ""), (True, "True"),
])
def test_safe_cell(value, cell):
    assert safe_cell(value) == cell


def calc_cells(text: str, folder: Path) -> list[tuple[str, bool, str]]:
    """Each cell as LibreOffice Calc reads the CSV (comma, double quotes, UTF-8, as the exports are
    written): (its type: n number, s text, str a formula's text..., whether it is a formula, its value)."""
    source = folder / "export.csv"
    source.write_text(text, encoding="utf-8")
    subprocess.run(["soffice", "--headless", "--norestore", f"-env:UserInstallation=file://{folder / 'profile'}",
                    "--infilter=CSV:44,34,76,1", "--convert-to", "xlsx", "--outdir", str(folder), str(source)],
                   check=True, capture_output=True, timeout=120)
    with zipfile.ZipFile(folder / "export.xlsx") as book:
        sheet = book.read("xl/worksheets/sheet1.xml").decode("utf-8")
        shared = book.read("xl/sharedStrings.xml").decode("utf-8") if "xl/sharedStrings.xml" in book.namelist() else ""
    strings = [html.unescape(re.sub(r"<[^>]+>", "", item)) for item in re.findall(r"<si>(.*?)</si>", shared, re.S)]
    cells = []
    for kind, body in re.findall(r'<c r="[A-Z]+\d+"[^>]*?t="(\w+)"[^>]*>(.*?)</c>', sheet, re.S):
        value = html.unescape(re.sub(r"<[^>]+>", "", re.search(r"<v>(.*?)</v>", body, re.S).group(1))) \
            if "<v>" in body else ""
        cells.append((kind, "<f" in body, strings[int(value)] if kind == "s" else value))
    return cells


needs_calc = pytest.mark.skipif(shutil.which("soffice") is None,
                                reason="LibreOffice is not installed (scripts/test installs libreoffice-calc-nogui)")


@needs_calc
def test_a_real_spreadsheet_reads_no_formula_in_any_export(client, tmp_path):
    table = finished_pad_with_hostile_names(client)
    for name, text in exports(table).items():
        cells = calc_cells(text, tmp_path)
        assert len(cells) > 20, name
        assert [value for _, formula, value in cells if formula] == [], name
        names = [value for kind, _, value in cells if kind == "s"]
        for hostile in HOSTILE:
            assert "'" + hostile in names, (name, hostile)  # the name as text, its apostrophe shown
    results = calc_cells(table.results_csv(table.host).get_data(as_text=True), tmp_path)
    assert ("n", False, "-3") in results  # the score -3 is a number a sum adds up


@needs_calc
def test_the_spreadsheet_check_can_fail(tmp_path):
    """The same cells written by the csv module alone: Calc makes formulas of them (so the test above
    would see one); through csv_text, none, with the score still a number."""
    rows = [[name, -3] for name in HOSTILE]
    raw = io.StringIO()
    csv.writer(raw, lineterminator="\r\n").writerows([["player", "score"], *rows])
    # Calc runs the cells that start with "=" (Excel also those with + - @: the OWASP rule above).
    ran = [value for _, formula, value in calc_cells(raw.getvalue(), tmp_path) if formula]
    assert len(ran) == 2 and "2" in ran, ran
    safe = calc_cells(csv_text(["player", "score"], rows), tmp_path)
    assert not any(formula for _, formula, _ in safe)
    assert [value for kind, _, value in safe if kind == "n"] == ["-3"] * len(HOSTILE)
