"""Migrations: what events of an earlier version meant, worked out once with that version's rules.

An event recorded in a version that carried only the players' input (a ruleset names those
versions in `Ruleset.outcome_versions`) is read through an outcome record: the changes the
rules of its version made to the state, kept by the journal beside the event and bound to
its hash. This package holds those earlier rules and works the records out. Nothing at run
time imports it: only `journal migrate` (and the import of an export, which migrates what
it brings) and `journal verify --full`, which works every record out again and compares.
"""
from __future__ import annotations

from importlib import import_module
from typing import Any, Mapping

from domain.kernel.events import Recorded

# ruleset name -> the module of its migration, which has `outcome(game, event) -> record`
MIGRATIONS = {"sixwinters": "migrations.sixwinters.outcomes"}


class NoMigration(LookupError):
    """A ruleset names event versions to migrate, but this package has no migration for it."""


def outcome(ruleset, game: Any, event: Recorded) -> Mapping[str, Any]:
    """The outcome record of `event` (of a version `ruleset.outcome_versions` names), applied to
    `game`, the state before it, by the rules of the event's version."""
    name = MIGRATIONS.get(ruleset.name)
    if name is None:
        raise NoMigration(f"no migration of {ruleset.name} events is known")
    return import_module(name).outcome(game, event)
