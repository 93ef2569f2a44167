"""The engine and the API type-check: mypy, configured by [tool.mypy] in pyproject.toml
(strict; flask-smorest's untyped decorators allowed in api/), finds no error in engine/ or api/."""
import os

from mypy import api
from tests.paths import ROOT



def test_mypy_finds_no_error_in_the_engine_or_the_api():
    # No cache written (os.devnull): the suite leaves nothing behind; a cold run takes some seconds.
    report, errors, status = api.run(["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", os.devnull,
                                      str(ROOT / "engine"), str(ROOT / "api")])
    assert status == 0, report + errors
    assert report.startswith("Success: no issues found"), report
