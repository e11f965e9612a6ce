"""Moments in the dice: the rolls a table will remember, found in the events' outcomes."""
from __future__ import annotations

from domain.kernel.chronicle import Paragraph

from ..campaign import events as ev
from .quiet import is_table, tk
from .text import condition_name
from .year import Year


def outcome_items(value) -> list[dict]:
    """Every dict inside an event outcome (stress, conditions, threats, threat rolls)."""
    if isinstance(value, dict):
        return [value] + [i for v in value.values() for i in outcome_items(v)]
    if isinstance(value, list):
        return [i for v in value for i in outcome_items(v)]
    return []


def key_moments(year: Year) -> list:
    """Exploding sorcery chains, threat rolls that nearly lost the game, conditions taken,
    big overcomes, knock-outs: the dice the table will remember."""
    found = []
    for m in year.moments:
        items = outcome_items(m.data.get("outcome"))
        booms = sum(1 for i in items if i.get("cause") == "explosion")
        if booms >= 2:
            found.append(f"A chain of sorcery: the dice exploded {booms} times in a row.")
        for i in items:
            if "threat_roll" in i and i["threat_roll"] > i.get("pool", 99) and i.get("pool", 99) <= 2:
                found.append(f"A threat roll of {i['threat_roll']} against a pool of {i['pool']}: the game hung by a thread.")
            if i.get("condition"):
                found.append(f"{i.get('character')} took the condition {condition_name(i['condition'])}.")
            if i.get("knocked_out"):
                found.append(f"{i.get('character')} was knocked out.")
        out = m.data.get("outcome") or {}
        if m.kind == tk.OBSTACLE_ATTEMPTED and out.get("result") == "overcome" and out.get("progress", 0) >= 3:
            found.append(f"{m.data.get('obstacle')} fell at one stroke: {out['progress']} progress in a single attempt.")
    for name, char in ((year.data(ev.SCENARIO_ENDED).get("summary") or {}).get("characters") or {}).items():
        if not any(is_table(m.kind) for m in year.moments):
            found += [f"{name} came home with the condition {c}." for c in char.get("conditions", [])]
    return [Paragraph(text, "moment") for text in found]
