"""Small helpers for journal tests."""
from __future__ import annotations


def physical(*values, kind="action", sides=6) -> dict:
    return {"type": "roll", "dice": [{"sides": sides, "value": v, "kind": kind} for v in values], "purpose": "test"}


def snapshot_of_store(journal, campaign_id) -> list[tuple]:
    """Everything stored for a campaign, to show a rejected command changed nothing."""
    return [(e["position"], e["hash"]) for e in journal.events(campaign_id)]
