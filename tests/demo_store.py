"""Demo campaigns played once per test worker and copied into each test's store.

Playing a demo through the rules (hundreds of commands, each decided, told and committed) is
the slowest set-up the suite repeats: the tests that read a demo's pages, chronicle or
positions need the campaign, not the playing of it again. The first test of a worker that asks
for a demo plays it with `Journal.load_demo` in a store of the worker's own; every later one gets
a copy through the journal's own export and import (the owner's export, sealed values included),
as a group moving a campaign to another site does. The copy's events, chain and secrets are the
demo's; only its id and its anchor ("import") differ.

Tests about playing a demo (telling, marks, the demo anchor, load_demo itself) call
`Journal.load_demo` as before.
"""
from __future__ import annotations

import atexit
import io
import shutil
import tempfile
from pathlib import Path

_exports: dict[tuple[str, str | None, str], str] = {}
_player = None


def load_demo(journal, ruleset: str, actor: str = "demo", name: str | None = None) -> str:
    """The id of a copy of the demo (the main one, or the one called `name`) in `journal`,
    played by `actor` as `Journal.load_demo` plays it."""
    key = (ruleset, name, actor)
    if key not in _exports:
        _exports[key] = _played(ruleset, actor, name)
    return journal.import_(io.StringIO(_exports[key]), new_id=True)


def _played(ruleset: str, actor: str, name: str | None) -> str:
    """The owner's export of the demo, played once in this worker's demo store."""
    played = _demo_journal()
    campaign = played.load_demo(ruleset, actor=actor, name=name)
    text = io.StringIO()
    played.export(campaign, text)
    return text.getvalue()


def _demo_journal():
    """This worker's store for playing demos, opened at its first use and kept to the end."""
    global _player
    if _player is None:
        from journal.service import Journal

        folder = Path(tempfile.mkdtemp(prefix="journal-demos-"))
        _player = Journal(url=f"sqlite:///{folder / 'demos.sqlite'}", instance_path=folder / "instance")
        atexit.register(_discard, _player, folder)
    return _player


def _discard(journal, folder: Path) -> None:
    """The worker's demo store closed and its folder removed when the worker ends."""
    journal.close()
    shutil.rmtree(folder, ignore_errors=True)
