"""Fixtures of the journal tests: journals on one SQLite file, as several processes would open it."""
from __future__ import annotations

import pytest

from journal.service import Journal


@pytest.fixture
def path(tmp_path):
    return tmp_path / "journal.sqlite"


@pytest.fixture
def opened(path):
    """Journals on the same file; each later one starts with no cache, like a new process."""
    made = []

    def open_(**options):
        made.append(Journal(url=f"sqlite:///{path}", **options))
        return made[-1]
    yield open_
    for journal in made:
        journal.close()
