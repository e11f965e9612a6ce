"""The Six Winters game state, {"catalog", "campaign", "table"} (docs/dev/sixwinters.md, "The
state"): the state a new campaign starts from. The questions each level's rules ask of it are
in campaign/state.py and game/state.py."""
from __future__ import annotations

from domain.kernel.catalogs import register

from . import catalog as catalogs
from .campaign.rules.setup import campaign_setup, edition_of


def initial_state(setup: dict) -> dict:
    """The game state right after the campaign starts: year 1, no session, no table."""
    catalog = setup.get("catalog") or catalogs.shared_builtin(edition_of(setup))
    campaign = campaign_setup(catalog, setup)
    if setup.get("players"):  # the group, when the setup names it (campaigns before it did not)
        campaign["players"] = list(setup["players"])
    return {"catalog": register(catalog), "campaign": campaign, "table": None}
