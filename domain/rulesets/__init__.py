"""The registry of rulesets: name -> Ruleset. journal/, web/ and reports/ look games up here.

Importing the registry imports no ruleset (nor the kernel): each is imported when first asked
for, so a command that needs no game starts fast.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from domain.kernel import Ruleset

# name -> the package under domain.rulesets that defines RULESET
PACKAGES = {
    "dice": "domain.rulesets.dice",
    "sixwinters": "domain.rulesets.sixwinters",
    "d6d": "domain.rulesets.d6d",
    "dwarfswinter": "domain.rulesets.dwarfswinter",
    "ninetraits": "domain.rulesets.ninetraits",
    "sixwinters_v19": "domain.rulesets.sixwinters_v19",
}


class UnknownRuleset(LookupError):
    def __init__(self, name: str):
        super().__init__(f"unknown ruleset {name!r}; known: {', '.join(available())}")
        self.name = name


def available() -> list[str]:
    """Names of the rulesets of this installation."""
    return list(PACKAGES)


def get(name: str) -> Ruleset:
    """The ruleset called `name`, or UnknownRuleset."""
    package = PACKAGES.get(name)
    if package is None:
        raise UnknownRuleset(name)
    return importlib.import_module(package).RULESET


def all_rulesets() -> list[Ruleset]:
    return [get(name) for name in available()]
