"""The registry of rulesets: name -> Ruleset. journal/, web/ and reports/ look games up here."""
from __future__ import annotations

import importlib

from domain.kernel import Ruleset

# name -> module under domain.rulesets (or a full dotted path) that defines RULESET
_MODULES = {
    "dice": "dice",
    "sixwinters": "sixwinters",
    "d6d": "d6d",
}


class UnknownRuleset(LookupError):
    def __init__(self, name: str):
        super().__init__(f"unknown ruleset {name!r}; known: {', '.join(available())}")
        self.name = name


def _load(module: str) -> Ruleset | None:
    try:
        path = module if "." in module else f"domain.rulesets.{module}"
        return getattr(importlib.import_module(path), "RULESET", None)
    except ModuleNotFoundError as error:
        if error.name in (module, f"domain.rulesets.{module}"):
            return None  # not written yet
        raise


def available() -> list[str]:
    """Names of the rulesets present in this installation."""
    return [name for name, module in _MODULES.items() if _load(module) is not None]


def get(name: str) -> Ruleset:
    """The ruleset called `name`, or UnknownRuleset."""
    module = _MODULES.get(name)
    ruleset = _load(module) if module else None
    if ruleset is None:
        raise UnknownRuleset(name)
    return ruleset


def all_rulesets() -> list[Ruleset]:
    return [get(name) for name in available()]
