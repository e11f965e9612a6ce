"""Meta-tests over every registered ruleset: its demo records, verifies, replays and round-trips."""
import io

import pytest

import domain.rulesets as registry
from domain.kernel import CommandSchema

RULESETS = registry.available()


def test_the_registry_has_the_minimal_ruleset():
    assert "dice" in RULESETS


@pytest.mark.parametrize("name", RULESETS)
def test_every_command_schema_rejects_unknown_fields_and_has_a_type(name):
    for kind, schema in registry.get(name).command_schemas.items():
        assert issubclass(schema, CommandSchema), kind


DEMOS = [(n, script["name"]) for n in RULESETS
         for script in ([registry.get(n).demo()] if registry.get(n).demo else []) + registry.get(n).extra_demos()]


@pytest.mark.parametrize("name, title", DEMOS)
def test_each_demo_campaign_verifies_replays_and_survives_export_and_import(name, title, sqlite_journal, tmp_path):
    from journal.service import Journal
    campaign = sqlite_journal.load_demo(name, name=title)
    report = sqlite_journal.verify(campaign)
    assert report.ok and report.replayed, report.problem
    buffer = io.StringIO()
    sqlite_journal.export(campaign, buffer)
    other = Journal(url=f"sqlite:///{tmp_path / 'copy.sqlite'}")
    try:
        other.import_(io.StringIO(buffer.getvalue()))
        assert other.state(campaign).fingerprint == sqlite_journal.state(campaign).fingerprint
    finally:
        other.close()


@pytest.mark.parametrize("name", RULESETS)
def test_every_view_and_picture_renders_on_the_demo_state(name, sqlite_journal):
    rules = registry.get(name)
    if rules.demo is None:
        pytest.fail(f"{name} has no demo campaign")
    campaign = sqlite_journal.load_demo(name)
    for view in rules.views:
        assert isinstance(sqlite_journal.view(campaign, view), dict), view
    for picture in rules.pictures:
        assert sqlite_journal.picture(campaign, picture).lstrip().startswith("<svg"), picture
