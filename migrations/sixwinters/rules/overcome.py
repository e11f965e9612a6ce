"""Overcome Obstacle (Actions, "Overcome Obstacle", with Teamwork)."""
from __future__ import annotations


from domain.kernel import RuleViolation

from . import defense
from .dice import faces
from ..guards import require_step
from .abilities import spend_stash_for
from .placement import difficulty
from ..state import add_tokens, card, character, location, take_value, used_this_turn

DEFEND, PROGRESS, FORESIGHT = "defend", "extra-progress", "foresight"  # asset effect ops


def asset_op(table: dict, name: str) -> dict:
    """The catalog effect of an asset card (Asset Ability Reference)."""
    return (table["cards"]["assets"].get(name) or {}).get("effect") or {}


def fewer_dice(table: dict, assets: list) -> int:
    """Defending assets (Aren's Platemail, Jugglepuff, ...) each roll fewer stress dice."""
    return sum(asset_op(table, a).get("fewer_stress_dice", 1) for a in assets if asset_op(table, a).get("op") == DEFEND)


def find(table: dict, name: str, where: str) -> dict:
    for obs in location(table, where)["obstacles"]:
        if obs["name"] == name:
            return obs
    raise RuleViolation("sixwinters.overcome.where", f"{name} is not attached to {where}")


def _asset_use(table, char, asset, skill_name):
    """A completed asset of the obstacle's skill, once this turn: returns its effect."""
    effect = asset_op(table, asset)
    if effect.get("op") not in (DEFEND, PROGRESS, FORESIGHT):
        raise RuleViolation("sixwinters.asset.overcome", f"{asset} does not help when overcoming obstacles")
    if asset not in char["completed"]:
        raise RuleViolation("sixwinters.asset.completed", f"{char['name']} has no completed {asset}")
    if card(table, "assets", asset)["skill"] != skill_name:
        raise RuleViolation("sixwinters.asset.skill", f"{asset} only helps against obstacles of its own skill")
    used_this_turn(char, asset)
    if effect.get("op") == PROGRESS and effect.get("stash"):
        held = char["stashes"].get(asset) or []
        if not held:
            raise RuleViolation("sixwinters.stash.empty", f"{asset} needs a stashed die")
        held.pop(0)
    return effect


def stress_kinds(obstacle_card: dict, defenders: int) -> list[str]:
    """One stress die per stress icon, one fewer per defending asset (Aren's Platemail, Jugglepuff)."""
    return list(obstacle_card["stress"][defenders:])


def _pools(table, data, skill_name):
    pools = {"defense": [], "overcome": [], "spent": [], "defenders": 0, "bonus": 0}
    for member in data["team"]:
        char = character(table, member["character"])
        for value in member["defense"]:
            take_value(char["action_dice"], value, "unspent action die")
        for value in member["overcome"]:
            if member["overcome"].count(value) > char["action_dice"].count(value):
                raise RuleViolation("sixwinters.dice.missing", f"{char['name']} has no unspent {value} for the overcome pool")
        pools["defense"] += member["defense"]
        pools["defense"] += [spend_stash_for(table, char, s["ability"], "defense", s["value"]) for s in member["stash_defense"]]
        pools["overcome"] += [(char, v) for v in member["overcome"]]
        pools["spent"] += [(char, spend_stash_for(table, char, s["ability"], "overcome", s["value"])) for s in member["stash_overcome"]]
        for asset in member["assets"]:
            effect = _asset_use(table, char, asset, skill_name)
            pools["defenders"] += effect.get("fewer_stress_dice", 1) if effect["op"] == DEFEND else 0
            pools["bonus"] += effect.get("amount", 1) if effect["op"] == PROGRESS else 0
    return pools


def _stress_step(table, data, facts, pools, outcome):
    kinds_needed = stress_kinds(facts, pools["defenders"])
    rolled = faces(data["stress_dice"], "stress")
    if len(rolled) != len(kinds_needed):
        raise RuleViolation("sixwinters.overcome.stress-dice", f"{len(kinds_needed)} stress dice are rolled for {data['obstacle']}, not {len(rolled)}")
    left = defense.cancel(pools["defense"], rolled)
    names = data["takers"] or [data["team"][0]["character"]] * len(left)
    if len(names) < len(left):
        raise RuleViolation("sixwinters.overcome.takers", "name who takes each undefended stress die")
    takers = [character(table, n) for n in names[:len(left)]]
    team = {m["character"] for m in data["team"]}
    if any(c["name"] not in team for c in takers):
        raise RuleViolation("sixwinters.overcome.takers", "only characters in the team take its stress")
    dice = [{"track": kinds_needed[i], "value": rolled[i]} for i in left]
    defense.apply(table, takers, dice, facts["skill"], outcome)
    return {"stress": rolled, "undefended": [rolled[i] for i in left]}


def _tokens(table, obs, facts, pools):
    progress = hindrance = 0
    for char, value in pools["overcome"] + pools["spent"]:
        if value <= defense.skill(char, facts["skill"]):
            progress += 1
        else:
            hindrance += 1
    progress += pools["bonus"]
    return {"progress": add_tokens(table, obs, "progress", progress),
            "hindrance": add_tokens(table, obs, "hindrance", hindrance)}


def _settle(table, loc, obs, facts, data):
    facts = {**facts, "difficulty": difficulty(loc, facts)}
    team = [m["character"] for m in data["team"]]
    taker = data.get("taker") or team[0]
    if taker not in team:
        raise RuleViolation("sixwinters.overcome.taker", "the obstacle goes to a member of the team")
    if obs["progress"] >= facts["difficulty"]:
        loc["obstacles"].remove(obs)
        table["characters"][taker]["overcome"].append(obs["name"])
        return "overcome"
    if data["hinder"]:
        if obs["progress"] + obs["hindrance"] < facts["difficulty"]:
            raise RuleViolation("sixwinters.overcome.hinder", "an obstacle is hindered only when its tokens reach its difficulty")
        loc["obstacles"].remove(obs)
        table["hindered"].append(obs["name"])
        return "hindered"
    return "remains"


def run(table: dict, data: dict) -> dict:
    """Allocate defense and overcome pools, roll stress once for the team, cancel,
    take stress, add progress (die <= skill) and hindrance (die > skill), then check."""
    require_step(table, "actions")
    where = character(table, data["team"][0]["character"])["location"]
    if any(character(table, m["character"])["location"] != where for m in data["team"]):
        raise RuleViolation("sixwinters.overcome.together", "a team must stand at the obstacle's location")
    if len({m["character"] for m in data["team"]}) != len(data["team"]):
        raise RuleViolation("sixwinters.overcome.team", "each character joins a team once")
    loc, obs = location(table, where), find(table, data["obstacle"], where)
    facts = card(table, "obstacles", obs["name"])
    pools, outcome = _pools(table, data, facts["skill"]), []
    result = _stress_step(table, data, facts, pools, outcome)
    result.update(_tokens(table, obs, facts, pools))
    result["result"] = _settle(table, loc, obs, facts, data)
    result["events"] = outcome
    return result


