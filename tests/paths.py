"""Where things are, for tests in any folder: the repository's root and the shared fixtures."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
SPEC_FILE = ROOT / "openapi.yaml"


def published_spec() -> dict:
    """openapi.yaml as data, parsed once per process (libyaml's parser: the spec is most of a megabyte)
    and copied for each caller, which may change its copy."""
    import copy

    return copy.deepcopy(_parsed_spec())


def _parsed_spec() -> dict:
    global _SPEC
    if _SPEC is None:
        import yaml

        _SPEC = yaml.load(SPEC_FILE.read_text(), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    return _SPEC


_SPEC: dict | None = None
