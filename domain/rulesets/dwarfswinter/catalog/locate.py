"""Line numbers for a file's problems: a problem names its entry by a path of keys
(("zones", "Forest 1", "adjacent")), and the line is found by reading the file's text for
those keys in order, as a TOML or JSON key first and as any mention second. Only the lines
that mention a key are read for it, so a long file is not read again line by line for each
problem."""
from __future__ import annotations

import bisect
import re


class Locator:
    def __init__(self, text: str):
        self.text = text
        self.starts = [0, *(found.end() for found in re.finditer("\n", text))]   # where each line starts

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
        """The 0-based line, from line `start` on, where `key` is written as a key, else the
        first there that holds it in quotes."""
        k = re.escape(key)
        as_key = re.compile(rf'"{k}"\s*:|^\s*"?{k}"?\s*=|[{{,]\s*"?{k}"?\s*=|^\s*\[.*[\[.]"?{k}"?\s*[\].]')
        quoted, at = None, self.text.find(key, self.starts[start])
        while at >= 0:
            index = bisect.bisect_right(self.starts, at) - 1
            line = self._text_of(index)
            if as_key.search(line):
                return index
            if quoted is None and f'"{key}"' in line:
                quoted = index
            at = self.text.find(key, self.starts[index + 1]) if index + 1 < len(self.starts) else -1
        return quoted

    def _text_of(self, index: int) -> str:
        end = self.starts[index + 1] if index + 1 < len(self.starts) else len(self.text)
        return self.text[self.starts[index]:end].rstrip("\r\n")


def where(source: str, locator: Locator | None, path: tuple) -> str:
    """"ours.toml, line 12" (or just the source when no line is known)."""
    line = locator.line(path) if locator else None
    return f"{source}, line {line}" if line else source
