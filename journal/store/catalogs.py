"""Card catalogs a group imported: kept as JSON under instance/catalogs/<ruleset>/<name>.json.

A campaign copies its catalog into the first event's setup, so a campaign replays
the same way even after the catalog file changes or disappears.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from ..errors import CommandRejected

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def folder(instance: Path, ruleset: str) -> Path:
    return instance / "catalogs" / ruleset


def check_name(name: str) -> str:
    """A catalog's name becomes a file name: letters, digits, '.', '-' and '_' only."""
    if not _NAME.match(name):
        raise CommandRejected("catalog.name", f"catalog name {name!r}: use letters, digits, '.', '-' or '_' "
                              "(up to 64, starting with a letter or digit)")
    return name


def save(instance: Path, ruleset: str, name: str, catalog: dict) -> Path:
    check_name(name)
    path = folder(instance, ruleset) / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(catalog, indent=1, sort_keys=True, ensure_ascii=False))
    return path


def names(instance: Path, ruleset: str) -> list[str]:
    return sorted(p.stem for p in folder(instance, ruleset).glob("*.json"))


def resolve(instance: Path, rules, ref: str) -> dict:
    """A catalog by imported name, or a group's own catalog file (TOML/JSON) by path."""
    hook = rules.catalogs
    if hook is None:
        raise CommandRejected("catalog.unsupported", f"the {rules.name} ruleset has no card catalogs")
    if ref == "builtin":
        return hook.builtin()
    stored = folder(instance, rules.name) / f"{ref}.json"
    if _NAME.match(ref) and stored.exists():
        return json.loads(stored.read_text())
    path = Path(ref)
    if path.is_file():
        try:
            return hook.load_file(path)
        except ValueError as error:
            raise CommandRejected("catalog.invalid", str(error)) from None
    known = ", ".join(["builtin", *names(instance, rules.name)])
    raise CommandRejected("catalog.unknown", f"no catalog {ref!r}; imported: {known} (or give a .toml/.json path)")
