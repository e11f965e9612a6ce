"""Every ruleset keeps one file name per role, the names docs/dev/ruleset.md lists ("The
layout"): a newcomer who knows one game finds the same part of every other game under the
same name. A game played at several levels (Six Winters: campaign/ and game/) keeps these
names in each level's folder. Each hook of a ruleset is looked up where it was written, and no
module keeps a name another role used to go by."""
from __future__ import annotations

import functools
import importlib
import importlib.util
import inspect
from pathlib import Path

import pytest

import domain.rulesets as registry
from domain.kernel import Decider

# ruleset -> why the layout does not hold it yet
EXCEPTED: dict[str, str] = {}
PACKAGES = {name: package for name, package in registry.PACKAGES.items() if name not in EXCEPTED}
# names that once held a role the layout gives to another file
OLD_NAMES = ("kinds", "apply", "bookkeeping")
# the role's file name for each hook of the surface (docs/dev/ruleset.md, "The layout")
RULESET_HOOKS = {
    "prepare": "prepare", "check_adjust": "adjusting", "seats": "seats", "acting_seats": "seats",
    "face_down": "hidden", "redact": "hidden", "shadow": "hidden", "moves": "moves", "narrate": "narrate",
    "chronicle": "chronicle", "demo": "demo", "extra_demos": "demo", "invariants": "adjusting",
    "correctable": "adjusting", "correction_path": "adjusting",
    "initial_state": "state", "setup_fields": "setup_fields", "status": "status", "marks": "status",
    "explain": "explain",
}
# the surface's maps of hooks (name -> function) and the file each one's functions live in
RULESET_MAPS = {"views": "views", "pictures": "pictures", "narrow_pictures": "pictures", "readings": "readings"}
COMMAND_HOOKS = {"schema": "commands", "rule": "rules", "moves": "moves", "sentence": "narrate"}


def _home(hook) -> str:
    """The module a hook was written in (through partials and wrappers)."""
    while isinstance(hook, functools.partial):
        hook = hook.func
    hook = inspect.unwrap(hook) if callable(hook) else hook
    return getattr(hook, "__module__", None) or type(hook).__module__


def _levels(package: str) -> list[str]:
    """The packages a ruleset's levels of play live in: its folders with a decider.py of their
    own (Six Winters: campaign/ and game/), or the ruleset itself when it is played at one level."""
    root = Path(importlib.import_module(package).__file__).parent
    return [f"{package}.{path.parent.name}" for path in sorted(root.glob("*/decider.py"))] or [package]


def _misplaced(package: str, role: str, hook) -> str | None:
    """Why `hook` is not where its role lives, or None: it lives in `<package>.<role>` or in a
    level's `<package>.<level>.<role>` (a module or a package of that name), or the kernel made
    it (a default, a redactor, a dispatch)."""
    home = _home(hook)
    if home is None or home.startswith("domain.kernel"):
        return None
    if any(home == f"{where}.{role}" or home.startswith(f"{where}.{role}.")
           for where in {package, *_levels(package)}):
        return None
    return f"{role}: {getattr(hook, '__qualname__', hook)} lives in {home}"


def _modules(package: str) -> list[str]:
    """Every module and package of a ruleset, as paths inside it without ".py"."""
    root = Path(importlib.import_module(package).__file__).parent
    return sorted(str(path.relative_to(root).with_suffix("")) for path in root.rglob("*")
                  if (path.suffix == ".py" or (path / "__init__.py").is_file()) and "__pycache__" not in path.parts)


@pytest.mark.parametrize("package", PACKAGES.values(), ids=list(PACKAGES))
def test_no_module_keeps_a_name_another_role_used_to_go_by(package):
    old = [module for module in _modules(package) if set(Path(module).parts) & set(OLD_NAMES)]
    assert old == [], f"{package}: rename to the layout's names (docs/dev/ruleset.md)"


@pytest.mark.parametrize("package", PACKAGES.values(), ids=list(PACKAGES))
def test_the_decider_and_its_apply_functions_live_in_decider_and_applying(package):
    for level in _levels(package):
        decider = importlib.import_module(f"{level}.decider")
        applying = importlib.import_module(f"{level}.applying")
        assert isinstance(decider.DECIDER, Decider), level
        assert decider.DECIDER.appliers is applying.APPLIERS, f"{level}: APPLIERS is the registry applying.py builds"


@pytest.mark.parametrize("package", PACKAGES.values(), ids=list(PACKAGES))
def test_the_game_s_event_kinds_are_named_in_events_and_each_one_is_applied(package):
    ruleset = registry.get(next(name for name, found in PACKAGES.items() if found == package))
    for level in _levels(package):
        applying = importlib.import_module(f"{level}.applying")
        own = {kind for kind in applying.APPLIERS if kind.startswith(ruleset.name + "/")}
        if not own:   # the game records only the journal's generic events
            assert importlib.util.find_spec(f"{level}.events") is None, "no kinds of its own: no events.py"
            continue
        events = importlib.import_module(f"{level}.events")
        assert set(events.KINDS) == own, level
        assert not hasattr(events, "APPLIERS"), "events.py names the kinds; applying.py applies them"


@pytest.mark.parametrize("package", PACKAGES.values(), ids=list(PACKAGES))
def test_every_hook_of_the_surface_lives_in_the_file_its_role_is_named_for(package):
    ruleset = importlib.import_module(package).RULESET
    wrong = [_misplaced(package, role, getattr(ruleset, field)) for field, role in RULESET_HOOKS.items()
             if getattr(ruleset, field) is not None]
    wrong += [_misplaced(package, role, hook) for field, role in RULESET_MAPS.items()
              for hook in getattr(ruleset, field).values()]
    wrong += [_misplaced(package, role, getattr(command, field))
              for command in ruleset.commands.values() for field, role in COMMAND_HOOKS.items()
              if getattr(command, field) is not None]
    assert [why for why in wrong if why] == []


def test_every_excepted_ruleset_says_why_and_still_exists():
    assert all(reason for reason in EXCEPTED.values())
    assert set(EXCEPTED) <= set(registry.PACKAGES)
