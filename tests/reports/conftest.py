"""Fixtures for the chronicle tests: a journal in a temp SQLite file, PDFs read back."""
from __future__ import annotations

import logging

import pytest

from journal.service import Journal


@pytest.fixture(scope="module")
def journal(tmp_path_factory):
    store = Journal(url=f"sqlite:///{tmp_path_factory.mktemp('journal') / 'journal.sqlite'}")
    yield store
    store.close()


@pytest.fixture
def weasyprint_log(caplog):
    """WeasyPrint's warnings (refused fetches among them), captured."""
    caplog.set_level(logging.WARNING, logger="weasyprint")
    return caplog
