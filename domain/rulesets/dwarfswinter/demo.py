"""The demo games (`journal demo`): recorded move by move (demos/*.json)."""
from __future__ import annotations

from importlib import resources
from domain.kernel import json_text


def _load(name: str) -> dict:
    return json_text.loads((resources.files(__package__) / "demos" / name).read_text(encoding="utf-8"))


def demo() -> dict:
    return _load("four_dwarfs.json")


def extra_demos() -> list[dict]:
    return [_load("solitaire.json")]
