"""Reading a campaign as one viewer: the state, views, pictures, events and sentences as the
viewer may see them. journal/, web/ and reports/ read through these, so nothing face down or
private to another seat leaves the server: views and pictures are made from the redacted
state, an event outside the viewer's audience is its shadow sentence, and the face-down
values inside an event are withheld.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from . import secrets
from .events import Recorded
from .viewers import Viewer
from .words import kind_words, shared_sentence


def seen(ruleset, state: Any, viewer: Viewer) -> Any:
    """The game state with what the viewer may not see taken out (`ruleset.redact`)."""
    if viewer.audit or state is None:
        return state
    return ruleset.redact(state, viewer)


def view(ruleset, name: str, state: Any, viewer: Viewer) -> dict:
    return ruleset.views[name](seen(ruleset, state, viewer))


def picture(ruleset, name: str, state: Any, viewer: Viewer) -> str:
    return ruleset.pictures[name](seen(ruleset, state, viewer))


def readable(ruleset, event: Recorded, viewer: Viewer) -> Recorded | None:
    """The event as the viewer may read it: None outside its audience, else with its
    face-down values withheld (`ruleset.face_down`)."""
    if not event.audience.admits(viewer):
        return None
    if viewer.audit:
        return event
    pointers = ruleset.face_down(event)
    if not pointers:
        return event
    return replace(event, data=secrets.withhold(dict(event.data), pointers))


def sentence(ruleset, before: Any, event: Recorded, viewer: Viewer) -> str:
    """The event's sentence for the viewer: the shadow outside its audience, else the ruleset's
    sentence read with the state as the viewer saw it."""
    shown = readable(ruleset, event, viewer)
    if shown is None:
        return ruleset.shadow(event)
    told = ruleset.narrate(seen(ruleset, before, viewer), shown)
    if told == kind_words(shown.kind) + ".":   # the ruleset's default: say what the shared commands say
        return shared_sentence(shown.kind, dict(shown.data), shown.actor) or told
    return told
