"""The `tracks` picture: for each resource its twelve-space track with Red Bank's red progress
cube and the gray threat cube, the pool size printed under each space, and whether Red Bank has
advantage or has completed the track. Each cube answers "why is it here?" (the tracks view's
value), and each track can be tapped to pick it (a wildcard reward, a threat to raise).

Wide, the name stands left of its track; on a phone it stands above it, so twelve spaces fit
the screen's width with their numbers still legible."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from ..state import advantage, complete
from ..words import RESOURCES, TRACK_SPACES, resource
from .keys import TRACKS, keyed
from .svg import FILL, NAME, NARROW, PAD, TEXT, WIDE, box, choice, cube, document, explained, ink, text

PROGRESS, THREAT = "#c0392b", "#6b6b6b"


class Layout:
    """Where a track's parts go: its label to the left (wide) or above (narrow)."""

    def __init__(self, narrow: bool):
        self.narrow = narrow
        self.left = PAD if narrow else 116
        self.space = (NARROW - 2 * PAD) / TRACK_SPACES if narrow else (WIDE - 116 - PAD) / TRACK_SPACES
        self.label = 20 if narrow else 0           # the label's line above the track
        self.row = self.label + 40 + 18 + 8        # label, spaces, pool sizes, gap


def tracks_picture(state: dict, narrow: bool = False) -> str:
    layout = Layout(narrow)
    width = NARROW if narrow else WIDE
    body = [text(PAD, 18, "Progress (red) and threat (gray)", NAME, weight="bold"),
            text(PAD, 36, "Under each space: the pool size there.", TEXT, fill="#555")]
    for row, name in enumerate(RESOURCES):
        body.append(_track(state, name, 46 + row * layout.row, layout))
    body, height = keyed(body, width, 46 + len(RESOURCES) * layout.row, TRACKS)
    return document(width, height, "Resource tracks", body)


def narrow_tracks_picture(state: dict) -> str:
    return tracks_picture(state, narrow=True)


def _standing(state: dict, name: str) -> str:
    return "complete" if complete(state, name) else ("advantage" if advantage(state, name) else "")


def _track(state: dict, name: str, top: float, layout: Layout) -> str:
    track = state["tracks"][name]
    standing = _standing(state, name)
    if layout.narrow:
        label = [box(PAD, top, NARROW - 2 * PAD, 18, FILL[name], "#333", 3),
                 text(PAD + 6, top + 14, resource(name) + (f" · {standing}" if standing else ""), TEXT,
                      weight="bold", fill=ink(name))]
    else:
        label = [box(PAD, top, 104, 40, FILL[name], "#333"),
                 text(PAD + 6, top + 17, resource(name), NAME, weight="bold", fill=ink(name))]
        if standing:
            label.append(text(PAD + 6, top + 33, standing, TEXT, fill=ink(name)))
    spaces_top = top + layout.label
    parts = [box(layout.left, spaces_top, layout.space * TRACK_SPACES, 40, "#fff", "#fff", 0)]   # a tap target
    sizes = catalog_of(state)["pool_sizes"][name]
    for space in range(1, TRACK_SPACES + 1):
        x = layout.left + (space - 1) * layout.space
        last = space == TRACK_SPACES
        parts.append(box(x + 1, spaces_top, layout.space - 2, 40, "#f0e6c8" if last else "#fafafa", "#888", 3))
        parts.append(text(x + layout.space / 2, spaces_top + 14, space, TEXT, "middle", fill="#555"))
        parts.append(text(x + layout.space / 2, spaces_top + 56, sizes[space - 1], TEXT, "middle", fill="#555"))
    parts += _cubes(name, track, layout, spaces_top)
    return choice(name, label + parts, name=name)


def _cubes(name: str, track: dict, layout: Layout, top: float) -> list[str]:
    """The two cubes, each the value at /tracks/<resource>/progress or /threat of the tracks view."""
    size = 9 if layout.narrow else 12
    found = []
    for key, colour, shift in (("progress", PROGRESS, 0), ("threat", THREAT, 1)):
        x = layout.left + (track[key] - 1) * layout.space
        if layout.narrow:
            cx, cy = x + (layout.space - size) / 2, top + 18 + shift * (size + 2)
        else:
            cx, cy = x + layout.space / 2 - size - 1 + shift * (size + 2), top + 22
        found.append(explained("tracks", ["tracks", name, key], f"{resource(name)} {key}: space {track[key]}",
                               [cube(cx, cy, colour, size)]))
    return found
