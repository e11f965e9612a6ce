"""Fixtures for the chronicle tests: a journal in a temp SQLite file (shared with each game's
chronicle tests, tests/chronicle_pdf.py), WeasyPrint's warnings captured."""
from __future__ import annotations

import logging

import pytest

from tests.chronicle_pdf import journal  # noqa: F401  (a fixture, found by name)


@pytest.fixture
def weasyprint_log(caplog):
    """WeasyPrint's warnings (refused fetches among them), captured."""
    caplog.set_level(logging.WARNING, logger="weasyprint")
    return caplog
