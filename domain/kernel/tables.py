"""A group's own file of card facts, read as one table: JSON, or TOML by its suffix. Games keep
their own sections and checks (a catalogs hook's `load_file`); reading the file and naming it
in every error is the same for all: a file over MAX_BYTES, nested deeper than the input limit
(nesting.py), that does not parse, or that holds no section is refused."""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

from .nesting import TooDeep, parsed
from . import json_text

MAX_BYTES = 1024 * 1024   # far above any real catalog or board file


def read_text(path, error: type[ValueError] = ValueError) -> str:
    """The file's text; `error` naming the file when it is over MAX_BYTES or cannot be read."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise error(f"{path.name}: {size / 1024 / 1024:.1f} MB is over the limit of "
                        f"{MAX_BYTES // 1024 // 1024} MB for one card file")
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        raise error(f"{path.name}: cannot read: {problem}") from None


def parse_text(text: str, toml: bool):
    """The text parsed as TOML or as JSON; TooDeep when it nests deeper than the input limit,
    else the parser's own error."""
    return parsed(tomllib.loads if toml else json_text.loads, text)


def read_table(path, error: type[ValueError] = ValueError) -> dict:
    """The file's top-level table (TOML for a .toml file, else JSON); `error` naming the file
    when it cannot be read, does not parse, holds something else than a table, or an empty one."""
    path = Path(path)
    kind = "TOML" if path.suffix.lower() == ".toml" else "JSON"
    text = read_text(path, error)
    try:
        data = parse_text(text, kind == "TOML")
    except TooDeep as problem:
        raise error(f"{path.name}: {problem}") from None
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as problem:
        raise error(f"{path.name}: not valid {kind}: {problem}") from None
    if not isinstance(data, dict):
        raise error(f"{path.name}: the file must hold a table/object")
    if not data:
        raise error(f"{path.name}: the file is empty: it gives no section")
    return data
