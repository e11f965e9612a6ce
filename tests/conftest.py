"""Fixtures shared by every test package: stores on both backends."""
from __future__ import annotations

import os
import uuid

import pytest

from tests import outside_reads

POSTGRES_VARIABLE = "JOURNAL_TEST_POSTGRES_URL"


def postgres_server_url() -> str:
    """The throwaway server `make test` starts; without it the PostgreSQL tests fail loudly."""
    url = os.environ.get(POSTGRES_VARIABLE)
    if not url:
        pytest.fail(f"{POSTGRES_VARIABLE} is not set: run the suite with `make test`, which starts PostgreSQL")
    return url


def fresh_postgres_database() -> str:
    """A new empty database on the test server, so tests never see each other's campaigns."""
    import psycopg

    server = postgres_server_url()
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")   # each worker's databases apart, by name too
    name = f"journal_{worker}_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    return server.rsplit("/", 1)[0] + f"/{name}"


@pytest.fixture(autouse=True)
def reads_stay_inside_the_repository():
    """Fail the test during which a path beside the repository was opened, listed or handed to a
    program (a clone anywhere must pass): data comes from tests/data, or from the folder
    JOURNAL_DESIGNER_DATA names through tests/designer_data.py (tests/outside_reads.py)."""
    watcher = outside_reads.install()
    yield
    seen = watcher.take()
    if seen:
        pytest.fail("read outside the repository (use tests/data, or JOURNAL_DESIGNER_DATA through "
                    "tests/designer_data.py):\n" + "\n".join(sorted(set(seen))), pytrace=False)


@pytest.fixture(autouse=True, scope="session")
def shared_digests_are_checked():
    """Every digest a fingerprint takes from an earlier state's tree is checked against a fresh
    encoding of its part, so a state changed in place after its fingerprint was taken fails the
    test that did it (domain/kernel/fingerprints.py)."""
    from domain.kernel import fingerprints

    previous = fingerprints.check_shared(True)
    yield
    fingerprints.check_shared(previous)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store_url(request, tmp_path) -> str:
    """The same test over the embedded SQLite file and the PostgreSQL server."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'journal.sqlite'}"
    return fresh_postgres_database()


@pytest.fixture
def journal(store_url, tmp_path):
    from journal.service import Journal

    opened = Journal(url=store_url, instance_path=tmp_path / "instance")
    yield opened
    opened.close()


@pytest.fixture
def sqlite_journal(tmp_path):
    from journal.service import Journal

    opened = Journal(url=f"sqlite:///{tmp_path / 'journal.sqlite'}", instance_path=tmp_path / "instance")
    yield opened
    opened.close()
