"""Session End steps 1-3: Improve Skill, Archive Completed Assets, Update Obstacle and
Asset Decks (rulebook "Session End").
"""

from __future__ import annotations

from collections import Counter

from domain.kernel import Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..state import campaign_copy, remove_cards, sheets_of
from . import facts
from ..guards import require_end_step, require_took_part
from .steps import END_NUMBERS


def end_done(sess: dict, step: str) -> dict:
    return {**sess, "end_done": [*sess["end_done"], step]}


def step_data(step: str, **data) -> dict:
    return {"step": END_NUMBERS[step], **data}


# 1. Improve Skill --------------------------------------------------------------------------


def skill_counts(catalog: dict, cards: dict) -> Counter:
    """Skill symbols on a character's completed assets and overcome obstacles (played ones too)."""
    counts = Counter(facts.asset(catalog, key)["skill"] for key in cards["assets"])
    counts.update(facts.obstacle(catalog, key)["skill"] for key in cards["obstacles"])
    return counts


def improvement(catalog: dict, name: str, skills: dict, counts: Counter, choice: str | None) -> dict | None:
    """The most common skill symbol goes up by one; a tie is the player's choice; a skill
    already at five gives way to the next most common. None when nothing can improve."""
    top = facts.skill_max(catalog)
    open_counts = {skill: n for skill, n in counts.items() if n > 0 and skills.get(skill, 0) < top}
    if not open_counts:
        if choice:
            raise RuleViolation("sixwinters.improve.none", f"{name} has no skill symbol left to improve")
        return None
    best = max(open_counts.values())
    tied = sorted(skill for skill, n in open_counts.items() if n == best)
    if choice is None and len(tied) > 1:
        raise RuleViolation(
            "sixwinters.improve.tie",
            f"{name}'s most common skill symbols tie ({', '.join(tied)}): the player chooses one",
        )
    skill = choice if choice is not None else tied[0]
    if skill not in tied:
        raise RuleViolation(
            "sixwinters.improve.most-common",
            f"{name} improves {' or '.join(tied)} (most common: {best} symbol(s)), not {skill}",
        )
    return {"skill": skill, "from": skills.get(skill, 0), "to": skills.get(skill, 0) + 1, "symbols": dict(counts)}


def decide_improve(game: dict, command: dict) -> list[Event]:
    """Step 1: each character of the game improves one skill."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_end_step(campaign, "improve")
    choices = command.get("choices", {})
    chars = sess["summary"]["characters"]
    require_took_part(choices, chars, "sixwinters.improve.character")
    improved = {}
    for name, cards in chars.items():
        change = improvement(
            catalog, name, campaign["sheets"][name]["skills"], skill_counts(catalog, cards), choices.get(name)
        )
        if change:
            improved[name] = change
    return [Event(ev.SKILLS_IMPROVED, step_data("improve", improved=improved))]


def evolve_improve(game: dict, data: dict) -> dict:
    """Improve Skill: each improvement on the sheets."""
    game, campaign = campaign_copy(game, *sheets_of(data["improved"]))
    for name, change in data["improved"].items():
        campaign["sheets"][name]["skills"][change["skill"]] = change["to"]
    campaign["session"] = end_done(campaign["session"], "improve")
    return game


# 2. Archive Completed Assets ---------------------------------------------------------------


def by_seat(sess: dict, characters: dict) -> list[tuple[str, dict]]:
    """A game summary's characters in the players' seat order (then any other, by name): the
    same order whether the state was folded from events, read from a snapshot or built live."""
    seated = [sess["characters"][player] for player in sess.get("players", []) if player in sess.get("characters", {})]
    order = [name for name in seated if name in characters] + sorted(name for name in characters if name not in seated)
    return [(name, characters[name]) for name in order]


def _starting_pool(sess: dict) -> list:
    return [key for keys in (sess.get("starting_assets") or {}).values() for key in keys]


def decide_archive(game: dict, command: dict) -> list[Event]:
    """Step 2: completed assets without the play symbol go to the archive; scenes may send
    an asset there directly (``direct``: from the reserve or the deck)."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_end_step(campaign, "archive")
    pool, deck = _starting_pool(sess), list(campaign["decks"]["assets"])
    archived = []
    for name, cards in by_seat(sess, sess["summary"]["characters"]):
        for key in cards["assets"]:
            if not facts.asset(catalog, key).get("play"):
                archived.append({"name": key, "character": name, "from": _take(key, pool, deck)})
    direct, already = [], []
    reserve = list(campaign["reserve"]["assets"])
    there = [*campaign["archive"], *(item["name"] for item in archived)]
    sent = [(key, True) for key in sess["summary"].get("archived", [])]
    for key, by_scene in [*sent, *((key, False) for key in command.get("direct", []))]:
        facts.asset(catalog, key)
        source = "reserve" if key in reserve else "deck" if key in deck else None
        if source is None and by_scene and key in there:
            already.append(key)  # a scene won again sends a card that is already in the archive
            continue
        if source is None:
            raise RuleViolation("sixwinters.archive.card", f"no {key} in the reserve or the asset deck to archive")
        (reserve if source == "reserve" else deck).remove(key)
        direct.append({"name": key, "from": source})
    extra = {"already": already} if already else {}
    return [Event(ev.ASSETS_ARCHIVED, step_data("archive", assets=archived, direct=direct, **extra))]


def _take(key: str, pool: list, deck: list) -> str:
    """Where a completed card came from: the starting assets first, then the campaign deck."""
    for source, pile in (("starting", pool), ("deck", deck)):
        if key in pile:
            pile.remove(key)
            return source
    return "elsewhere"


def evolve_archive(game: dict, data: dict) -> dict:
    """Archive Completed Assets: into the archive, out of the deck or reserve they came from."""
    game, campaign = campaign_copy(game, "archive", "decks", "reserve")
    for item in [*data["assets"], *data["direct"]]:
        campaign["archive"].append(item["name"])
        pile = {"deck": campaign["decks"]["assets"], "reserve": campaign["reserve"]["assets"]}.get(item["from"])
        if pile is not None and item["name"] in pile:
            pile.remove(item["name"])
    campaign["session"] = {**end_done(campaign["session"], "archive"), "archived": list(data["assets"])}
    return game


# 3. Update Obstacle and Asset Decks --------------------------------------------------------


def gathered(catalog: dict, sess: dict) -> tuple[list, list]:
    """The completed play assets and all overcome obstacles of the game."""
    characters = by_seat(sess, sess["summary"]["characters"])
    assets = [key for _, cards in characters for key in cards["assets"] if facts.asset(catalog, key).get("play")]
    obstacles = [key for _, cards in characters for key in cards["obstacles"]]
    return assets, obstacles


def _burns(sess: dict, command: dict) -> dict:
    """The cards the players burn, by kind (one asset and one obstacle per player's character),
    named by character or as the two lists of cards burned."""
    if "burn_assets" in command or "burn_obstacles" in command:
        if command.get("burn"):
            raise RuleViolation("sixwinters.burn.one-each", "name the burned cards by character or as lists, not both")
        return {"assets": list(command.get("burn_assets", [])), "obstacles": list(command.get("burn_obstacles", []))}
    burns, playing = command.get("burn", {}), list(sess["characters"].values())
    require_took_part(burns, playing, "sixwinters.burn.player")
    in_seat_order = [burn for _, burn in by_seat(sess, burns)]
    return {
        "assets": [b["asset"] for b in in_seat_order if b.get("asset")],
        "obstacles": [b["obstacle"] for b in in_seat_order if b.get("obstacle")],
    }


def decide_decks(game: dict, command: dict) -> list[Event]:
    """Step 3: each player burns one completed asset and one overcome obstacle; the rest go
    back into the campaign decks (starting assets from the archive join the asset deck)."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_end_step(campaign, "decks")
    assets, obstacles = gathered(catalog, sess)
    burned = _burns(sess, command)
    for kind, pile in (("assets", assets), ("obstacles", obstacles)):
        _check_burns(kind, pile, burned[kind], len(sess["characters"]))
    pool = remove_cards(_starting_pool(sess), [a["name"] for a in sess.get("archived", []) if a["from"] == "starting"])
    from_start = [key for key in burned["assets"] if _take(key, pool, []) == "starting"]
    leftover = remove_cards(assets, burned["assets"])
    by_scenes = {kind: list((sess["summary"].get("burned") or {}).get(kind, [])) for kind in ("assets", "obstacles")}
    data = step_data(
        "decks",
        burned=burned,
        burned_by_scenes=by_scenes,
        returned={"assets": leftover, "obstacles": remove_cards(obstacles, burned["obstacles"])},
        from_deck={"assets": remove_cards(burned["assets"], from_start), "obstacles": burned["obstacles"]},
        rejoin=[key for key in pool if key in leftover],
        **_unlocked(sess),
    )
    return [Event(ev.DECKS_UPDATED, data)]


def _unlocked(sess: dict) -> dict:
    """Locked obstacles a scene took out of the box during the game: campaign cards from now on."""
    cards = list((sess["summary"].get("unlocked") or {}).get("obstacles", []))
    return {"unlocked": {"obstacles": cards}} if cards else {}


def _check_burns(kind: str, pile: list, burns: list, players: int) -> None:
    needed = min(players, len(pile))
    short = Counter(burns) - Counter(pile)
    pool, card = (
        ("completed play assets", "completed asset")
        if kind == "assets"
        else ("overcome obstacles", "overcome obstacle")
    )
    if short:
        raise RuleViolation("sixwinters.burn.card", f"{', '.join(sorted(short))} is not among the game's {pool}")
    if len(burns) != needed:
        raise RuleViolation(
            "sixwinters.burn.one-each", f"each player burns one {card}: {needed} to burn, not {len(burns)}"
        )


def evolve_decks(game: dict, data: dict) -> dict:
    """Update Obstacle and Asset Decks: burned cards leave, starting assets rejoin the deck."""
    game, campaign = campaign_copy(game, "reserve", "decks", "burned")
    for key in data.get("unlocked", {}).get("obstacles", []):
        if key in campaign["reserve"]["obstacles"]:
            campaign["reserve"]["obstacles"].remove(key)
            campaign["decks"]["obstacles"].append(key)
    for kind in ("assets", "obstacles"):
        for key in data["from_deck"][kind] + data.get("burned_by_scenes", {}).get(kind, []):
            if key in campaign["decks"][kind]:
                campaign["decks"][kind].remove(key)
        campaign["burned"][kind].extend(data["burned"][kind] + data.get("burned_by_scenes", {}).get(kind, []))
    campaign["decks"]["assets"].extend(data["rejoin"])
    campaign["session"] = end_done(campaign["session"], "decks")
    return game
