"""Writes openapi.yaml from the app (the spec flask-smorest generates).

    python scripts/openapi.py          # rewrite openapi.yaml
    python scripts/openapi.py --check  # exit 1 if openapi.yaml is stale
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from api import create_app  # noqa: E402
from scripts.generated import write_or_check  # noqa: E402

SPEC_FILE = ROOT / "openapi.yaml"


class PlainDumper(yaml.SafeDumper):
    """Writes shared parts out in full: no &anchors or *aliases in a spec people read."""

    def ignore_aliases(self, data: object) -> bool:
        return True


def current_spec() -> str:
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"DATABASE": str(Path(tmp) / "spec.db")})
        spec = app.extensions["sherwood.api"].spec.to_dict()
    return yaml.dump(spec, Dumper=PlainDumper, sort_keys=False, allow_unicode=True)


def main() -> int:
    return write_or_check(SPEC_FILE, current_spec(), "python scripts/openapi.py")


if __name__ == "__main__":
    sys.exit(main())
