"""Folding recorded events into a campaign state: {"meta": journal facts, "game": ruleset state}.

The meta part is game-agnostic (name, position, dice commitment, retractions);
the game part belongs to the ruleset. Retracted commands never reach `apply`:
the journal leaves them out before folding.
"""
from __future__ import annotations

import hashlib
from typing import Sequence

from .changes import apply_changes
from . import generic_events
from .events import Recorded


def empty_state() -> dict:
    """The state before position 1."""
    return {"meta": {"position": 0}, "game": None}


def upcast(ruleset, kind: str, version: int, data: dict) -> tuple[int, dict]:
    """Raise old event shapes to today's, one version at a time."""
    casters = {**generic_events.UPCASTERS, **ruleset.upcasters}
    while (kind, version) in casters:
        data = casters[(kind, version)](data)
        version += 1
    return version, data


def _evolve_meta(meta: dict, event: Recorded) -> dict:
    meta = {**meta, "position": event.position}
    data = event.data
    if event.kind == generic_events.CAMPAIGN_STARTED:
        meta.update(name=data["name"], ruleset=data["ruleset"], started_at=event.recorded_at,
                    dice={"commitment": None, "counter": 0}, retractions=[])
    elif event.kind == generic_events.FORKED:
        meta.update(name=data["name"], forked_from={"campaign": data["campaign"], "at": data["at"]})
    elif event.kind == generic_events.DICE_COMMITTED:
        meta["dice"] = {"commitment": data["commitment"], "counter": 0}
    elif event.kind == generic_events.DICE_REVEALED:
        meta["dice"] = {"commitment": None, "counter": 0}
    elif event.kind == generic_events.RETRACTED:
        meta["retractions"] = [*meta["retractions"], [event.position, data["command"], data["target"]]]
    return meta


def count_digital(meta: dict, rolls: list) -> dict:
    """Advance the seed counter past the digital dice an event used."""
    if not rolls:
        return meta
    return {**meta, "dice": {**meta["dice"], "counter": max(r["n"] for r in rolls) + 1}}


def chain_salts(meta: dict, salts: Sequence[str]) -> dict:
    """Fold the salts of an event's sealed values into the journal facts (`meta["sealed"]`).

    A state holding a secret (a deck's order, a hand) then also holds high-entropy secrets,
    so nobody can find the secret by trying every order against the state's published
    fingerprint. Once the values are revealed, so are their salts."""
    if not salts:
        return meta
    digest = hashlib.sha256(((meta.get("sealed") or "") + "".join(salts)).encode()).hexdigest()
    return {**meta, "sealed": digest}


def apply(ruleset, state: dict, event: Recorded, rolls: list | None = None, salts: Sequence[str] = ()) -> dict:
    """The state after one recorded event (pure); `salts`: those of the values it sealed."""
    meta = chain_salts(count_digital(_evolve_meta(state["meta"], event), rolls or []), salts)
    game = state["game"]
    if event.kind == generic_events.CAMPAIGN_STARTED:
        game = ruleset.initial_state(event.data.get("setup") or {})
    elif event.kind == generic_events.ADJUSTED:
        game = apply_changes(game, event.data["changes"])
    game = ruleset.evolve(game, event)
    return {"meta": meta, "game": game}
