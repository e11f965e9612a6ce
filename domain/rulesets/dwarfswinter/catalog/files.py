"""A group's own board file (TOML or JSON): its board and, if it wants, its cards.

A section the file gives replaces the built-in section whole (a board file may hold only
`[board]`); the result is checked like the built-in catalog and refused whole, each problem
naming the file and line. A file that gives no section (an empty file) is refused: it is not
the built-in board. The format: docs/dwarfswinter.md, "A group's own board".
"""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

from domain.kernel.nesting import TooDeep
from domain.kernel.tables import parse_text, read_text

from .builtin import builtin
from .errors import BoardError
from .validate import KNOWN, validate

SUFFIXES = (".toml", ".json")


def read_file(path) -> tuple[dict, str]:
    """The file's table and text; BoardError naming the file (and line) if it cannot be read."""
    path = Path(path)
    if path.suffix.lower() not in SUFFIXES:
        raise BoardError(f"{path.name}: a board file is .toml or .json")
    text = read_text(path, BoardError)
    try:
        data = parse_text(text, path.suffix.lower() == ".toml")
    except TooDeep as error:
        raise BoardError(f"{path.name}: {error}") from None
    except tomllib.TOMLDecodeError as error:
        raise BoardError(f"{path.name}: not valid TOML: {error}") from None
    except json.JSONDecodeError as error:
        raise BoardError(f"{path.name}, line {error.lineno}: not valid JSON: {error.msg}") from None
    if not isinstance(data, dict):
        raise BoardError(f"{path.name}: the file must hold a table/object")
    return data, text


def load_file(path) -> dict:
    """The built-in catalog with the file's sections in place of its own, validated."""
    data, text = read_file(path)
    name = Path(path).name
    catalog = builtin()
    meta = data.pop("catalog", {})
    if not isinstance(meta, dict):
        raise BoardError(f"{name}: catalog must be a table (title, notes)")
    unknown = [key for key in data if key not in KNOWN or key in ("title", "source", "notes")]
    if unknown:
        raise BoardError([f"{name}: unknown section {key!r} (known: catalog, {', '.join(KNOWN[3:])})" for key in unknown])
    if not data:
        raise BoardError(f"{name}: the file gives no section: a board file gives [board] or card sections "
                         f"({', '.join(KNOWN[4:])})")
    catalog.update(data)
    catalog["title"] = meta.get("title", f"{catalog['title']} + {name}")
    catalog["source"] = name
    catalog["notes"] = [*catalog["notes"], *meta.get("notes", []), f"sections from {name}: {', '.join(data) or 'none'}"]
    return validate(catalog, name, text)


def find_board_file(folder) -> Path:
    """The one board file in a folder (`journal cards import`)."""
    found = sorted(p for p in Path(folder).iterdir() if p.suffix.lower() in SUFFIXES and p.is_file())
    if len(found) != 1:
        listed = ", ".join(p.name for p in found) or "none"
        raise BoardError(f"{Path(folder).name}: a board folder holds one .toml or .json board file (found: {listed})")
    return found[0]
