"""`journal serve` tunes each site process it starts (web/process_tuning.py): the site process
shares one C heap among its threads and maps big blocks on their own (this machine's C library
is glibc), and its collector is settled once the site is built; `--no-tuning` leaves both."""
from __future__ import annotations

import gc

import pytest
import waitress
from click.testing import CliRunner

from journal.cli import main
from web import create_app, process_tuning


def test_glibc_takes_the_limit_on_heaps_and_the_fixed_threshold():
    assert process_tuning.share_heaps() is True


def test_settling_freezes_what_the_built_site_holds(tmp_path):
    create_app({"TESTING": True, "SECRET_KEY": "t", "JOURNAL_DATABASE_URL": f"sqlite:///{tmp_path / 'j.sqlite'}"},
               instance_path=str(tmp_path / "instance"))
    try:
        frozen = process_tuning.settle()
        # the modules, templates and rulesets; a frozen object another thread of this test
        # process lets go of meanwhile (an earlier test's projector ending its work) leaves it
        assert frozen - 100 < gc.get_freeze_count() <= frozen and frozen > 10_000
        assert len(gc.get_objects()) < frozen              # what the collector walks from now on
    finally:
        gc.unfreeze()   # this test process goes on building apps


@pytest.mark.parametrize(("options", "tuned"), [((), ["share_heaps", "settle"]), (("--no-tuning",), [])])
def test_serve_tunes_its_process_unless_told_not_to(tmp_path, monkeypatch, options, tuned):
    done = []
    monkeypatch.setattr(process_tuning, "share_heaps", lambda: done.append("share_heaps"))
    monkeypatch.setattr(process_tuning, "settle", lambda: done.append("settle"))
    monkeypatch.setattr(waitress, "serve", lambda app, **kw: done.append("served"))
    instance = ["--instance", str(tmp_path / "inst")]
    assert CliRunner().invoke(main, [*instance, "init"], catch_exceptions=False).exit_code == 0
    result = CliRunner().invoke(main, [*instance, "serve", *options], catch_exceptions=False)
    assert result.exit_code == 0 and done == [*tuned, "served"]
