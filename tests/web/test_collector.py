"""The site process's collector is settled once the site is built (web/collector.py)."""
import gc

from web import collector, create_app


def test_settling_freezes_what_the_built_site_holds(tmp_path):
    create_app({"TESTING": True, "SECRET_KEY": "t", "JOURNAL_DATABASE_URL": f"sqlite:///{tmp_path / 'j.sqlite'}"},
               instance_path=str(tmp_path / "instance"))
    try:
        frozen = collector.settle()
        assert frozen == gc.get_freeze_count() > 10_000   # the modules, templates and rulesets
        assert len(gc.get_objects()) < frozen              # what the collector walks from now on
    finally:
        gc.unfreeze()   # this test process goes on building apps
