"""Fixtures for this game's chronicle tests: a journal in a temp SQLite file kept for the module,
as the chronicle tests of reports/ have it (tests/chronicle_pdf.py)."""
from tests.chronicle_pdf import journal  # noqa: F401  (a fixture, found by name)
