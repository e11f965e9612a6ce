"""New heads announced: at once to the readers of the process that appended, and on PostgreSQL
to every process's readers through LISTEN/NOTIFY, sent only by appends that were committed."""
from __future__ import annotations

import threading
import time
from contextlib import contextmanager

import pytest

from journal.store.announcements import Announcements, parsed
from journal.errors import ConflictError

from ..conftest import fresh_postgres_database
from .helpers import physical

SOON = 30.0   # a deadline, not a speed: a wait that times out answers differently


def until(condition, within: float = SOON) -> None:
    end = time.monotonic() + within
    while not condition():
        assert time.monotonic() < end, "not within the deadline"
        time.sleep(0.02)


class Deaf:
    """A listening that is always connected and never hears anything."""

    class connected:
        @staticmethod
        def is_set():
            return True

    def stop(self):
        pass


def test_an_announcement_past_the_readers_position_wakes_it():
    heard = Announcements(lambda _: Deaf())
    with heard.following("c1") as follow:
        assert follow.wait(0, 0.01) is False            # nothing announced, and nothing unheard
        heard.announce("c2", 5)                          # another campaign: not this reader's
        assert follow.wait(0, 0.01) is False
        heard.announce("c1", 3)
        assert follow.wait(2, SOON) is True
        assert follow.wait(3, 0.01) is False            # already told up to 3


def test_where_other_processes_cannot_be_heard_every_interval_says_read_the_head():
    heard = Announcements()
    with heard.following("c1") as follow:
        assert follow.wait(0, 0.01) is True


def test_a_missed_stretch_makes_every_reader_read_its_head_once():
    heard = Announcements(lambda _: Deaf())
    with heard.following("c1") as follow:
        heard.missed()
        assert follow.wait(7, SOON) is True
        assert follow.wait(7, 0.01) is False


def test_a_reader_waiting_in_another_thread_is_woken_by_an_append(journal):
    campaign = journal.create_campaign("dice", "Woken")
    answers = []
    with journal.following(campaign) as follow:
        waiting = threading.Thread(target=lambda: answers.append(follow.wait(1, SOON)))
        waiting.start()
        journal.execute(campaign, physical(4))
        waiting.join(timeout=SOON * 2)
    assert answers == [True]


def test_the_message_names_the_campaign_and_its_head():
    assert parsed("0b1e 12") == ("0b1e", 12)
    assert parsed("anything else") is None


@pytest.fixture
def two_journals(tmp_path):
    """Two journals on one PostgreSQL database, as two site processes have."""
    from journal.service import Journal

    url = fresh_postgres_database()
    opened = [Journal(url=url, instance_path=tmp_path / "instance") for _ in range(2)]
    yield opened
    for journal in opened:
        journal.close()


@contextmanager
def followed_across(reader, writer, name: str):
    """A campaign made by `writer`, followed by `reader` once its listening connection is up."""
    campaign = writer.create_campaign("dice", name)
    with reader.following(campaign) as follow:
        until(lambda: reader.store.announcements.hears_others)
        follow.wait(1, 0.2)   # the first may say read the head once (the connection is new)
        yield campaign, follow


@pytest.mark.postgres
def test_on_postgresql_an_append_by_another_process_is_announced(two_journals):
    reader, writer = two_journals
    with followed_across(reader, writer, "Heard across") as (campaign, follow):
        assert follow.wait(1, 0.2) is False                # nothing appended: nothing to read
        writer.execute(campaign, physical(2))
        assert follow.wait(1, SOON) is True


@pytest.mark.postgres
def test_on_postgresql_an_append_refused_for_a_taken_position_is_not_announced(two_journals):
    from journal.store.application import Row

    reader, writer = two_journals
    with followed_across(reader, writer, "Nothing to hear") as (campaign, follow):
        with pytest.raises(ConflictError):
            writer.store.append(writer.stream_id(campaign), [Row(1, "journal/noted", b"{}")])
        assert follow.wait(1, 1.0) is False


@pytest.mark.postgres
def test_on_postgresql_the_listening_connection_comes_back_after_it_is_cut(two_journals):
    import psycopg

    reader, writer = two_journals
    with followed_across(reader, writer, "Cut off") as (campaign, follow):
        with psycopg.connect(reader.settings.url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE datname = current_database() AND query LIKE 'LISTEN%'")
        until(lambda: not reader.store.announcements.hears_others)
        until(lambda: reader.store.announcements.hears_others)
        assert follow.wait(1, SOON) is True       # the cut may have hidden an append: read once
        writer.execute(campaign, physical(3))
        assert follow.wait(1, SOON) is True
