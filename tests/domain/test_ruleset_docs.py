"""Every ruleset's docs stay true (docs/dev/style.md, "Registries with meta-tests"): each command
has a JSON example its schema accepts, the setup example is a valid setup, every event kind and
every rule the code can name is documented. One test per check, over every ruleset of the
registry, reading the pages each ruleset names in its `docs`; what a page says of one game only
(coordinates, grids, options) is checked beside that game's tests (tests/domain/<game>/test_docs.py).
"""
from __future__ import annotations

import importlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from domain.kernel import generic
from domain.rulesets import PACKAGES, available, get

ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"```json(?: setup)?\n(.*?)\n```", re.S)


@dataclass(frozen=True)
class Docs:
    """What a ruleset's pages must show, beyond an example of each of its commands."""
    journal_commands: frozenset[str] = frozenset()  # the journal's own commands its pages show too
    setup_key: str | None = None   # a setup example is the JSON without "type" that has this key
    kinds: str | None = None       # the module whose KINDS every event kind of the ruleset lists
    rule: str | None = None        # how the code names a rule it can refuse with
    fewest_rules: int = 1          # so that a pattern gone stale finds too few rather than none


DOCS = {
    "dice": Docs(journal_commands=frozenset(generic.SCHEMAS)),
    "sixwinters": Docs(journal_commands=frozenset({"adjust", "note"}), setup_key="options"),
    "d6d": Docs(setup_key="players", kinds="domain.rulesets.d6d.events",
                rule=r'RuleViolation\("(d6d\.[a-z0-9.-]+[a-z0-9])"'),
    "dwarfswinter": Docs(setup_key="players", kinds="domain.rulesets.dwarfswinter.applying",
                         rule=r'"(dwarfswinter\.[a-z.-]+)"'),
    "ninetraits": Docs(setup_key="characters", kinds="domain.rulesets.ninetraits.events",
                       rule=r'RuleViolation\("(ninetraits\.[a-z0-9.-]+[a-z0-9])"', fewest_rules=41),
    "sixwinters_v19": Docs(setup_key="players", kinds="domain.rulesets.sixwinters_v19.events",
                           rule=r'"(sixwinters_v19\.[a-z0-9.-]*[a-z0-9])"', fewest_rules=51),
}


def text(name: str) -> str:
    """The pages the ruleset `name` names in its docs, one after the other."""
    return "\n".join((ROOT / page).read_text(encoding="utf-8") for page in get(name).docs)


def examples(name: str) -> list[dict]:
    """Every JSON example of the ruleset's pages, in order."""
    return [json.loads(block) for block in BLOCK.findall(text(name))]


def source(name: str) -> str:
    """The text of every module of the ruleset's package, subpackages included."""
    folder = ROOT / PACKAGES[name].replace(".", "/")
    return "".join(path.read_text(encoding="utf-8") for path in sorted(folder.rglob("*.py")))


def having(field: str) -> list[str]:
    """The rulesets whose Docs give `field`."""
    return [name for name in available() if getattr(DOCS[name], field)]


def test_every_ruleset_of_the_registry_says_what_its_docs_show():
    assert sorted(DOCS) == sorted(available())
    assert all(get(name).docs and all((ROOT / page).is_file() for page in get(name).docs) for name in available())


@pytest.mark.parametrize("name", available())
def test_every_command_has_a_json_example_that_its_schema_accepts(name):
    ruleset, shown = get(name), {}
    for example in examples(name):
        if "type" in example:
            shown.setdefault(example["type"], []).append(example)
    assert set(shown) == set(ruleset.command_schemas) | DOCS[name].journal_commands
    schemas = {**generic.SCHEMAS, **ruleset.command_schemas}
    for kind, found in shown.items():
        for example in found:
            schemas[kind]().load(example)


@pytest.mark.parametrize("name", having("setup_key"))
def test_the_setup_example_is_a_valid_setup(name):
    key, schema = DOCS[name].setup_key, get(name).setup_schema
    setups = [example for example in examples(name) if "type" not in example and key in example]
    assert setups and all(schema().load(setup) for setup in setups)


@pytest.mark.parametrize("name", having("kinds"))
def test_every_event_kind_is_documented(name):
    kinds, pages = importlib.import_module(DOCS[name].kinds).KINDS, text(name)
    assert [kind for kind in sorted(kinds) if f"`{kind}`" not in pages] == []


@pytest.mark.parametrize("name", having("rule"))
def test_every_rule_the_code_can_name_is_documented(name):
    rules, pages = set(re.findall(DOCS[name].rule, source(name))), text(name)
    assert len(rules) >= DOCS[name].fewest_rules
    assert [rule for rule in sorted(rules) if f"`{rule}`" not in pages] == []
