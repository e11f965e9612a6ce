"""The one place the tests reach outside the repository: the folder `JOURNAL_DESIGNER_DATA` names.

That folder (../shared beside the repository; `make test` names it when it exists) holds the
Six Winters designer's card spreadsheet exports in `data/` and the rulebooks in `rules/`. The
suite carries exports of its own in the same format (tests/data/sixwinters-*-like); only the
tests whose point is the designer's real files read them, through `designer_path` in a
fixture, so without the folder they are skipped with the reason (`pytest -rs` lists it).
tests/outside_reads.py fails any other read beside the repository.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

VARIABLE = "JOURNAL_DESIGNER_DATA"
HOW = (f"set {VARIABLE} to the folder holding data/ and rules/ "
       "(make test sets it to ../shared when that folder exists)")


def designer_path(*parts: str, what: str | None = None) -> Path:
    """The path `parts` inside the designer's folder (e.g. "data", "six-winters-v24").

    Skips the test (naming `what` and the variable) when the variable is unset or empty; fails
    it when the variable names a folder without that path: a named folder that lacks the file is
    a mistake, not a missing extra.
    """
    what = what or "/".join(parts) or "the designer's folder"
    named = os.environ.get(VARIABLE, "").strip()
    if not named:
        pytest.skip(f"{what}: {HOW}")
    path = Path(named, *parts)
    if not path.exists():
        pytest.fail(f"{VARIABLE} is {named!r}, but {what} is not there: {path} is missing", pytrace=False)
    return path
