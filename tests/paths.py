"""Where things are, for tests in any folder: the repository's root and the shared fixtures."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
