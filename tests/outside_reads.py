"""Catch a test reading beside the repository: a clone anywhere must pass.

The suite carries its own data. The one way out is the folder `JOURNAL_DESIGNER_DATA` names (the
designer's card export and the rulebooks, read through tests/designer_data.py). A Python audit hook
watches every file opened, folder listed and program started while the tests run, and notes any
path in the repository's own parent folder that lies outside the repository and outside that
folder (a `../shared` written into a test); conftest fails the test during which it happened.
The temporary folder, the interpreter's own folders and the installed packages are never counted,
wherever they are.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

VARIABLE = "JOURNAL_DESIGNER_DATA"
REPOSITORY = Path(__file__).resolve().parents[1]
WATCHED = frozenset({"open", "os.listdir", "os.scandir", "glob.glob", "shutil.copytree", "subprocess.Popen"})


def designer_folder() -> str | None:
    """The folder the variable names, as an absolute path, or None when it is unset or empty."""
    named = os.environ.get(VARIABLE, "").strip()
    return os.path.realpath(named) if named else None


class Boundary:
    """Which paths count as outside: below the repository's parent, not below an allowed folder."""

    def __init__(self, repository: Path = REPOSITORY, allowed: tuple[str, ...] = ()):
        self.repository = str(repository)
        self.neighbourhood = str(repository.parent)
        self.allowed = tuple(os.path.realpath(folder) for folder in (self.repository, *allowed))

    def is_outside(self, path: str) -> bool:
        """Whether `path` (absolute, or relative to the working folder) lies beside the repository."""
        if self.neighbourhood == os.sep:       # a clone at the root: everything is its neighbour
            return False
        full = os.path.abspath(path)
        if not _below(full, self.neighbourhood):
            return False
        return not any(_below(full, folder) or _below(os.path.realpath(full), folder) for folder in self.allowed)


def _below(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def default_boundary() -> Boundary:
    """The repository, the designer folder when named, the temporary folder and the interpreter's."""
    allowed = [tempfile.gettempdir(), sys.prefix, sys.base_prefix, sys.exec_prefix]
    allowed += [entry for entry in sys.path if entry and os.path.isabs(entry)]
    designer = designer_folder()
    if designer:
        allowed.append(designer)
    return Boundary(allowed=tuple(allowed))


class Watcher:
    """Notes outside paths seen by the audit hook until they are taken."""

    def __init__(self, boundary: Boundary):
        self.boundary = boundary
        self.seen: list[str] = []
        self.active = True

    def __call__(self, event: str, args: tuple) -> None:
        if event not in WATCHED or not self.active:
            return
        for path in _paths_in(event, args):
            if self.boundary.is_outside(path):
                self.seen.append(f"{event} {path}")

    def take(self) -> list[str]:
        seen, self.seen = self.seen, []
        return seen


def _paths_in(event: str, args: tuple):
    """The paths an audit event names: the file or folder, or a program's path-like arguments."""
    if event == "subprocess.Popen":
        arguments = args[1] if len(args) > 1 else ()
        if isinstance(arguments, (str, bytes, os.PathLike)):
            arguments = [arguments]
        candidates = [os.fsdecode(a) for a in arguments or () if isinstance(a, (str, bytes, os.PathLike))]
        return [c for c in candidates if c.startswith((os.sep, "..")) and "\n" not in c]
    if not args or args[0] is None or isinstance(args[0], int):
        return ["."] if event in {"os.listdir", "os.scandir"} and args and args[0] is None else []
    first = args[0]
    if isinstance(first, (str, bytes, os.PathLike)):
        return [os.fsdecode(first)]
    return []


_WATCHER: Watcher | None = None


def install() -> Watcher:
    """Start watching (once per process: audit hooks cannot be removed)."""
    global _WATCHER
    if _WATCHER is None:
        _WATCHER = Watcher(default_boundary())
        sys.addaudithook(_WATCHER)
    return _WATCHER
