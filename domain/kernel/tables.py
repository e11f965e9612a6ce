"""A group's own file of card facts, read as one table: JSON, or TOML by its suffix. Games keep
their own sections and checks (a catalogs hook's `load_file`); reading the file and naming it
in every error is the same for all."""
from __future__ import annotations

import json
import tomllib
from pathlib import Path


def read_table(path, error: type[ValueError] = ValueError) -> dict:
    """The file's top-level table (TOML for a .toml file, else JSON); `error` naming the file
    when it cannot be read, does not parse, or holds something else than a table."""
    path = Path(path)
    kind = "TOML" if path.suffix.lower() == ".toml" else "JSON"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        raise error(f"{path.name}: cannot read: {problem}") from None
    try:
        data = tomllib.loads(text) if kind == "TOML" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as problem:
        raise error(f"{path.name}: not valid {kind}: {problem}") from None
    if not isinstance(data, dict):
        raise error(f"{path.name}: the file must hold a table/object")
    return data
