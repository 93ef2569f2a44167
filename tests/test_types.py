"""The engine and the API type-check (issue 24): mypy, configured by [tool.mypy] in pyproject.toml
(strict; flask-smorest's untyped decorators allowed in api/), finds no error in engine/ or api/."""
import os
from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_no_error_in_the_engine_or_the_api():
    # No cache written (os.devnull): the suite leaves nothing behind; a cold run takes some seconds.
    report, errors, status = api.run(["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", os.devnull,
                                      str(ROOT / "engine"), str(ROOT / "api")])
    assert status == 0, report + errors
    assert report.startswith("Success: no issues found"), report
