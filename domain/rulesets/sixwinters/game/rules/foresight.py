"""Foresight (Asset Ability Reference, Aura of Glimmering Respect and Stoutleaf Blade Polish:
"the stress dice for the obstacle are rolled before allocating dice to the pool"): overcoming
with a foresight asset takes two moves. `table-foresee` names the obstacle, the team, the
foresight asset and any defending assets (they change how many dice are rolled) and records
the stress roll; `table-overcome` by the same team then allocates defense and overcome dice
against the known roll. Nothing else happens at the table in between."""
from __future__ import annotations

from domain.kernel import RuleViolation

from .dice import faces
from ..guards import require_step
from ..state import card, character
from .overcome import DEFEND, FORESIGHT, asset_use, find, stress_kinds


def pending(table: dict) -> dict | None:
    """The stress roll waiting for its allocation, if any."""
    return table.get("foresight")


def run_foresee(table: dict, data: dict) -> dict:
    """Declare the team and the obstacle, use the foresight asset, roll the obstacle's stress."""
    require_step(table, "actions")
    team = list(data["team"])
    if len(set(team)) != len(team):
        raise RuleViolation("sixwinters.overcome.team", "each character joins a team once")
    where = character(table, team[0])["location"]
    if any(character(table, name)["location"] != where for name in team):
        raise RuleViolation("sixwinters.overcome.together", "a team must stand at the obstacle's location")
    obs = find(table, data["obstacle"], where)
    facts = card(table, "obstacles", obs["name"])
    holder = data["foresight"]["character"]
    if holder not in team:
        raise RuleViolation("sixwinters.foresight.team", f"{holder} uses the foresight asset only in the team")
    if asset_use(table, character(table, holder), data["foresight"]["asset"], facts["skill"])["op"] != FORESIGHT:
        raise RuleViolation("sixwinters.foresight.asset", f"{data['foresight']['asset']} does not roll the stress before allocating")
    fewer = 0
    for used in data["defenders"]:
        if used["character"] not in team:
            raise RuleViolation("sixwinters.foresight.team", f"{used['character']} defends only in the team")
        effect = asset_use(table, character(table, used["character"]), used["asset"], facts["skill"])
        if effect["op"] != DEFEND:
            raise RuleViolation("sixwinters.asset.defend", f"{used['asset']} is not a defending asset")
        fewer += effect.get("fewer_stress_dice", 1)
    kinds = stress_kinds(facts, fewer)
    rolled = faces(data["stress_dice"], "stress")
    if len(rolled) != len(kinds):
        raise RuleViolation("sixwinters.overcome.stress-dice", f"{len(kinds)} stress dice are rolled for {obs['name']}, not {len(rolled)}")
    table["foresight"] = {"obstacle": obs["name"], "location": where, "team": team, "kinds": kinds, "stress": rolled}
    return {"stress": rolled, "kinds": kinds}


def dice_needed(table: dict, command: dict) -> list[dict]:
    """One stress die per icon on the obstacle, less the defending assets named."""
    team = command.get("team") or []
    char = table["characters"].get(team[0]) if team else None
    if not char or pending(table):
        return []
    obs = next((o for o in table["locations"][char["location"]]["obstacles"] if o["name"] == command.get("obstacle")), None)
    if not obs:
        return []
    facts = table["cards"]["obstacles"][obs["name"]]
    fewer = sum(((table["cards"]["assets"].get(d.get("asset")) or {}).get("effect") or {}).get("fewer_stress_dice", 1)
                for d in command.get("defenders", []))
    return [{"sides": 6, "kind": k} for k in stress_kinds(facts, fewer)]
