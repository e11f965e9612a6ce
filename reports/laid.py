"""A laid-out part of a chronicle and where parts are kept (assembly.py lays a book out of
them, layout.py lays a part out with WeasyPrint, kept.py keeps them in the store)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol
from domain.kernel import json_text

VERSION = 1                # of how a part is laid out and kept
PARTS_BUDGET = 64 * 2**20  # bytes of kept parts in the store, every campaign together
PX_TO_PT = 0.75            # WeasyPrint measures in CSS pixels (1/96 in), PDF in points (1/72 in)


@dataclass(frozen=True)
class Laid:
    """A laid-out part: its PDF, its page count, and on which of its pages (from 0) each
    element with an id is, with its box (x1, y1, x2, y2 in CSS pixels) and the page's height."""

    pdf: bytes
    pages: int
    anchors: dict[str, tuple[int, tuple[float, float, float, float], float]] = field(default_factory=dict)

    def meta(self) -> str:
        return json_text.spaced({"pages": self.pages, "anchors": self.anchors})

    @classmethod
    def of(cls, pdf: bytes, meta: str) -> "Laid":
        found = json_text.loads(meta)
        anchors = {key: (page, tuple(box), height) for key, (page, box, height) in found["anchors"].items()}
        return cls(pdf, int(found["pages"]), anchors)


class Parts(Protocol):
    def get(self, key: str) -> Laid | None: ...

    def put(self, key: str, laid: Laid) -> None: ...


class NoParts:
    """Keeps nothing (a book laid out whole every time)."""

    def get(self, key: str) -> Laid | None:
        return None

    def put(self, key: str, laid: Laid) -> None:
        pass
