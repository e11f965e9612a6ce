"""Overcome Obstacle as moves (`table-overcome`; Actions, "Overcome Obstacle", with Teamwork):
one move per obstacle and team of characters standing at it (and per set of defending assets
the team brings, since each rolls one stress die fewer). Inside a move each member commits
defense and overcome dice, stashed dice and helping assets (rules/overcome.py)."""
from __future__ import annotations

from itertools import product

from domain.kernel import Viewer
from domain.kernel.moves import Move, by, choices, dice, each, fixed, physical, roll, subsets

from ..rules.overcome import DEFEND, FORESIGHT, PROGRESS, asset_op
from ..rules.placement import difficulty
from ..state import card
from .common import characters, foreseen, in_step, locations, seats_of
from .pools import NOTHING, split_fields, stash_uses


def overcome(game: dict, viewer: Viewer) -> list[Move]:
    waiting = foreseen(game)
    if waiting:
        return [_allocation(game, waiting["foresight"])]
    table = in_step(game, "actions")
    if not table:
        return []
    moves, made = [], {}
    for where in locations(table):
        loc = table["locations"][where]
        here = [name for name in characters(table) if table["characters"][name]["location"] == where]
        if not here:
            continue
        for obstacle in dict.fromkeys(o["name"] for o in loc["obstacles"]):
            for team in subsets(here, 1):
                moves += _team_moves(game, table, where, obstacle, team, made)
    return moves


def _helping(table: dict, char: dict, skill: str) -> tuple[list[str], list[str]]:
    """(defending assets, other helping assets) the character may use against this skill."""
    defend, other = [], []
    for name in dict.fromkeys(char["completed"]):
        effect = asset_op(table, name)
        if name in char["used"] or card(table, "assets", name)["skill"] != skill:
            continue
        if effect.get("op") == DEFEND:
            defend.append(name)
        elif effect.get("op") == PROGRESS and not (effect.get("stash") and not char["stashes"].get(name)):
            other.append(name)
    return defend, other


def _foresight_assets(table: dict, char: dict, skill: str) -> list[str]:
    return [name for name in dict.fromkeys(char["completed"]) if name not in char["used"]
            and asset_op(table, name).get("op") == FORESIGHT and card(table, "assets", name)["skill"] == skill]


def foresee(game: dict, viewer: Viewer) -> list[Move]:
    """Overcome with a foresight asset, first move: one per obstacle, team, foresight asset of
    a member and set of defending assets; the stress dice are rolled now."""
    table = in_step(game, "actions")
    if not table:
        return []
    moves = []
    for where in locations(table):
        loc = table["locations"][where]
        here = [name for name in characters(table) if table["characters"][name]["location"] == where]
        for obstacle in dict.fromkeys(o["name"] for o in loc["obstacles"]) if here else []:
            facts = card(table, "obstacles", obstacle)
            for team in subsets(here, 1):
                seers = [(n, a) for n in team for a in _foresight_assets(table, table["characters"][n], facts["skill"])]
                defenders = [(n, a) for n in team for a in _helping(table, table["characters"][n], facts["skill"])[0]]
                for seer, chosen in product(seers, product(*([False, True] for _ in defenders))):
                    used = [pair for pair, on in zip(defenders, chosen) if on]
                    moves.append(_foresee_move(game, facts, where, team, seer, used))
    return moves


def _foresee_move(game, facts, where, team, seer, used) -> Move:
    fewer = sum(asset_op(game["table"], asset).get("fewer_stress_dice", 1) for _, asset in used)
    count = max(0, len(facts["stress"]) - fewer)
    fields = {"obstacle": fixed(facts["name"]), "team": fixed(list(team)),
              "foresight": fixed({"character": seer[0], "asset": seer[1]}),
              "defenders": fixed([{"character": n, "asset": a} for n, a in used])}
    if count:
        fields["roll"] = roll()
        fields["stress_dice"] = physical(dice(6, "stress", count, count))
    return Move("table-foresee", f"{team_words(team, 'looks', 'look')} ahead at {facts['name']} at {where} with {seer[1]}",
                group="Overcome", seats=seats_of(game, team), fields=fields)


def _allocation(game: dict, waiting: dict) -> Move:
    """Overcome with a foresight asset, second move: the team allocates against the known roll."""
    table, team = game["table"], waiting["team"]
    facts = card(table, "obstacles", waiting["obstacle"])
    helping = {name: ([], _helping(table, table["characters"][name], facts["skill"])[1]) for name in team}
    move = _move(game, table, waiting["location"], waiting["obstacle"], facts, team, helping, [], {}, known_roll=True)
    return move


def _team_moves(game, table, where, obstacle, team, made: dict) -> list[Move]:
    facts = card(table, "obstacles", obstacle)
    helping = {name: _helping(table, table["characters"][name], facts["skill"]) for name in team}
    defenders = [(name, asset) for name in team for asset in helping[name][0]]
    moves = []
    for chosen in product(*([False, True] for _ in defenders)):
        used = [pair for pair, on in zip(defenders, chosen) if on]
        moves.append(_move(game, table, where, obstacle, facts, team, helping, used, made))
    return moves


def _move(game, table, where, obstacle, facts, team, helping, used, made: dict, known_roll: bool = False) -> Move:
    chars = table["characters"]
    fewer = sum(asset_op(table, asset).get("fewer_stress_dice", 1) for _, asset in used)
    count = max(0, len(facts["stress"]) - fewer)
    member = {"character": choices(team)}
    splits = {name: split_fields(chars[name], made) for name in team}
    for field in ("defense", "overcome"):
        member[field] = by("character", {name: splits[name][field] for name in team})
    member["stash_defense"] = by("character", {n: choices(stash_uses(chars[n], "defend")) for n in team})
    member["stash_overcome"] = by("character", {n: choices(stash_uses(chars[n], "overcome-die")) for n in team})
    member["assets"] = by("character", {n: choices(_asset_picks(helping[n][1], [a for c, a in used if c == n]))
                                        for n in team})
    fields = {"obstacle": fixed(obstacle), "team": each(member, min=len(team), max=len(team), distinct="character")}
    if count and not known_roll:
        fields["roll"] = roll()
        fields["stress_dice"] = physical(dice(6, "stress", count, count))
    if len(team) > 1:
        fields["taker"] = choices(team, min=0)
    obs = next(o for o in table["locations"][where]["obstacles"] if o["name"] == obstacle)
    if obs["progress"] + obs["hindrance"] >= difficulty(table["locations"][where], facts):
        fields["hinder"] = choices([False, True])
    defended = f", defended by {', '.join(a for _, a in used)}" if used else ""
    return Move("table-overcome", f"{team_words(team, 'overcomes', 'overcome')} {obstacle} at {where}{defended}",
                group="Overcome",
                seats=seats_of(game, team), fields=fields)


def _asset_picks(optional: list, required: list) -> list[list[str]]:
    """The required defending assets with any of the other helping assets."""
    return [required + pick for pick in [NOTHING] + subsets(optional, 1)]


def team_words(team, one: str, many: str) -> str:
    """"Keel looks", "Keel and Thea look", "Keel, Thea and Menas look": the team and the verb
    that agrees with it (`one` for a single character, `many` for a team)."""
    names = " and ".join(team) if len(team) < 3 else f"{', '.join(team[:-1])} and {team[-1]}"
    return f"{names} {one if len(team) == 1 else many}"
