"""The demo campaigns: a game of Six Winters v19.3 recorded move by move (demos/*.json),
every die entered and every deck shuffled by hand, so it records the same everywhere."""
from __future__ import annotations

from pathlib import Path
from domain.kernel import json_text

HERE = Path(__file__).resolve().parent / "demos"


def _load(name: str) -> dict:
    return json_text.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def demo() -> dict:
    return _load("year_one")


def extra_demos() -> list[dict]:
    return [_load("solo")]
