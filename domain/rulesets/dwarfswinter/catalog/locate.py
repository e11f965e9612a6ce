"""Line numbers for a file's problems: a problem names its entry by a path of keys
(("zones", "Forest 1", "adjacent")), and the line is found by reading the file's text for
those keys in order, as a TOML or JSON key first and as any mention second."""
from __future__ import annotations

import re


class Locator:
    def __init__(self, text: str):
        self.lines = text.splitlines()

    def line(self, path: tuple) -> int | None:
        """The 1-based line where the entry at `path` is written, or None."""
        found, start = None, 0
        for key in path:
            if not isinstance(key, str):
                continue
            at = self._find(key, start)
            if at is None:
                break
            found, start = at, at
        return None if found is None else found + 1

    def _find(self, key: str, start: int) -> int | None:
        k = re.escape(key)
        as_key = re.compile(rf'"{k}"\s*:|^\s*"?{k}"?\s*=|[{{,]\s*"?{k}"?\s*=|^\s*\[.*[\[.]"?{k}"?\s*[\].]')
        for index in range(start, len(self.lines)):
            if as_key.search(self.lines[index]):
                return index
        for index in range(start, len(self.lines)):
            if f'"{key}"' in self.lines[index]:
                return index
        return None


def where(source: str, locator: Locator | None, path: tuple) -> str:
    """"ours.toml, line 12" (or just the source when no line is known)."""
    line = locator.line(path) if locator else None
    return f"{source}, line {line}" if line else source
