"""Campaign End and Campaign Scoring (rulebook "Campaign End").

Scores: 7 per successful mission, 10 per successful difficult mission, 2 per resource
capability, 3 per improved capability, 1 per archived asset; the total gives a title.
Whether the higher values replace or add to the lower ones is option ``scoring_tiers``
(reading R4).
"""

from __future__ import annotations

from domain.kernel import Event

from .. import events as ev
from ..state import campaign_copy
from ..guards import require_end_step
from .steps import END_NUMBERS, FINAL_YEAR

POINTS = {"mission": 7, "difficult_mission": 10, "production": 2, "improved_production": 3, "archived_asset": 1}
# (lowest score, title), highest first; scores below 1 still read as the lowest title.
TITLES = ((100, "Champion of Brightdune"), (71, "Master"), (51, "Expert"), (31, "Novice"), (0, "Noob"))


def title(score: int) -> str:
    return next(name for low, name in TITLES if score >= low)


def score(campaign: dict, tiers: str = "instead") -> dict:
    """The campaign score of a history, map and archive, with its parts."""
    wins = [item for item in campaign["history"] if item.get("result") == "success"]
    difficult = sum(1 for item in wins if item.get("difficulty") == "difficult")
    standard = len(wins) - difficult
    tokens = [token for place in campaign["map"].values() for token in place["production"]]
    improved = sum(1 for token in tokens if token["improved"])
    base = len(tokens) - improved
    add = tiers == "additional"
    parts = {
        "missions": standard * POINTS["mission"]
        + difficult * (POINTS["difficult_mission"] + (POINTS["mission"] if add else 0)),
        "production": base * POINTS["production"]
        + improved * (POINTS["improved_production"] + (POINTS["production"] if add else 0)),
        "archive": len(campaign["archive"]) * POINTS["archived_asset"],
    }
    total = sum(parts.values())
    return {
        "successful_missions": standard,
        "successful_difficult_missions": difficult,
        "productions": base,
        "improved_productions": improved,
        "archived_assets": len(campaign["archive"]),
        "parts": parts,
        "total": total,
        "title": title(total),
    }


def decide_campaign_end(game: dict, command: dict) -> list[Event]:
    """After the year-6 scenario: victory if any year-6 mission succeeded, and the score."""
    campaign = game["campaign"]
    require_end_step(campaign, "campaign-end")
    result = score(campaign, campaign["options"]["scoring_tiers"])
    final = campaign.get("final_year", FINAL_YEAR)
    victorious = any(item["year"] >= final and item["result"] == "success" for item in campaign["history"])
    return [Event(ev.CAMPAIGN_ENDED, {"step": END_NUMBERS["campaign-end"], "victorious": victorious, **result})]


def evolve_campaign_end(game: dict, data: dict) -> dict:
    """Campaign End: the score and title are kept; no session follows."""
    game, campaign = campaign_copy(game)
    campaign["ended"] = dict(data)
    campaign["session"] = None
    return {**game, "table": None}
