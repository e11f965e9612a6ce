"""docs/sixwinters.md: every JSON example runs, in order, as one campaign; every campaign
command is documented there (docs/dev/style.md, "Registries with meta-tests")."""
import json
import re
from pathlib import Path

from domain.kernel import generic
from domain.rulesets.sixwinters import RULESET
from domain.rulesets.sixwinters.campaign.decider import COMMANDS as SCHEMAS
from tests.spec import Table

DOC = Path(__file__).resolve().parents[4] / "docs" / "sixwinters.md"
BLOCK = re.compile(r"```json( setup)?\n(.*?)\n```", re.S)


def examples() -> tuple[dict, list[dict]]:
    setup, commands = {}, []
    for marker, body in BLOCK.findall(DOC.read_text(encoding="utf-8")):
        if marker:
            setup = json.loads(body)
        else:
            commands.append(json.loads(body))
    return setup, commands


def test_every_example_in_the_docs_runs_in_order():
    setup, commands = examples()
    played = Table(RULESET, setup)
    for number, command in enumerate(commands, start=1):
        events = played.run(command)
        assert events, f"example {number} ({command['type']}) recorded nothing"
    campaign = played.state["game"]["campaign"]
    assert campaign["ended"]["title"] and campaign["history"][0]["result"] == "success"
    assert "Arankh" in campaign["map"] and "Thedda's Palimpsest" in campaign["archive"]


def test_every_campaign_command_has_an_example_in_the_docs():
    _, commands = examples()
    shown = {command["type"] for command in commands}
    assert set(SCHEMAS) <= shown, sorted(set(SCHEMAS) - shown)


def test_every_rule_the_campaign_names_is_listed_in_the_docs():
    source = Path(__file__).resolve().parents[4] / "domain" / "rulesets" / "sixwinters" / "campaign"
    named = set()
    for path in [source / "rules", source, source.parent]:
        for module in path.glob("*.py"):
            named |= set(re.findall(r'"(sixwinters\.[a-z0-9.-]+)"', module.read_text(encoding="utf-8")))
    text = DOC.read_text(encoding="utf-8")
    reserve = re.search(r"`sixwinters\.reserve\.\*` \(([^)]*)\)", text).group(1).replace("\n", " ")
    listed = {f"sixwinters.reserve.{name.strip()}" for name in reserve.split(",")}
    missing = {rule for rule in named if rule not in text and rule not in listed}
    assert not missing, sorted(missing)


def test_the_example_setup_is_a_valid_setup():
    setup, _ = examples()
    assert RULESET.setup_schema().load(setup)["options"]["record_play"] == "summary"
    assert "note" in generic.SCHEMAS
