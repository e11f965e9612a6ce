"""Session End and Campaign End as moves (rulebook "Session End", "Campaign End"), and the
campaign effects of scenarios and scenes (a character or a reserve action unlocked).
Characters are listed in the order of their names, never the order the state happens to hold
them (a snapshot's state holds its keys sorted)."""
from __future__ import annotations


from domain.kernel import Viewer
from domain.kernel.catalogs import catalog_of
from domain.kernel.moves import Move, by, choices, each, fixed, sub_multisets, text

from ..rules import facts
from ..rules.session_end import gathered, skill_counts
from .steps import at_end, campaign_of, plain_step

GROUP = "Session End"
RESULTS = ["success", "failure"]


def end_scenario(game: dict, viewer: Viewer) -> list[Move]:
    """The scenario is over: the table's result is read; without a live table (option
    record_play "summary") the players say how it ended."""
    campaign = campaign_of(game)
    session, table = campaign.get("session"), game.get("table")
    if campaign.get("ended") or not session or session["stage"] != "play" or not table:
        return []
    if table.get("fallback"):
        return [Move("end-scenario", f"{session['scenario']} is over: record its result", group=GROUP,
                     fields={"result": choices(RESULTS), "summary": fixed({})})]
    if not table.get("result"):
        return []
    return [Move("end-scenario", f"{session['scenario']} ended in {'victory' if table['result'] == 'won' else 'defeat'}: "
                                 "begin the Session End", group=GROUP)]


def improve_skills(game: dict, viewer: Viewer) -> list[Move]:
    """Step 1: where a character's most common skill symbols tie, the player picks one."""
    campaign = at_end(game, "improve")
    if not campaign:
        return []
    catalog, top = catalog_of(game), facts.skill_max(catalog_of(game))
    ties = {}
    for name, cards in campaign["session"]["summary"]["characters"].items():
        skills = campaign["sheets"][name]["skills"]
        counts = {s: n for s, n in skill_counts(catalog, cards).items() if n > 0 and skills.get(s, 0) < top}
        if counts:
            best = max(counts.values())
            tied = sorted(s for s, n in counts.items() if n == best)
            if len(tied) > 1:
                ties[name] = tied
    fields = {}
    if ties:
        member = {"character": choices(sorted(ties)), "skill": by("character", {n: choices(t) for n, t in ties.items()})}
        fields["choices"] = each(member, min=len(ties), max=len(ties), distinct="character")
    return [Move("improve-skills", "Each character improves its most common skill", group=GROUP, fields=fields)]


def update_decks(game: dict, viewer: Viewer) -> list[Move]:
    """Step 3: one completed play asset and one overcome obstacle burned per player."""
    campaign = at_end(game, "decks")
    if not campaign:
        return []
    session = campaign["session"]
    players = len(session["characters"])
    assets, obstacles = gathered(catalog_of(game), session)
    fields = {}
    for field, pile in (("burn_assets", assets), ("burn_obstacles", obstacles)):
        count = min(players, len(pile))
        fields[field] = choices(sub_multisets(pile, count, count)) if count else fixed([])
    return [Move("update-decks", "Burn one completed asset and one overcome obstacle per player", group=GROUP,
                 fields=fields)]


def update_journals(game: dict, viewer: Viewer) -> list[Move]:
    """Step 6: the mission in each journal, with an optional note per character."""
    campaign = at_end(game, "journals")
    if not campaign:
        return []
    names = sorted(campaign["session"]["summary"]["characters"])
    fields = {}
    if names:
        member = {"character": choices(names), "notes": text(max=4000)}
        fields["entries"] = each(member, min=0, max=len(names), distinct="character")
    return [Move("update-journals", "Write the year in the character journals", group=GROUP, fields=fields)]


def store_game(game: dict, viewer: Viewer) -> list[Move]:
    campaign = at_end(game, "store")
    if not campaign:
        return []
    return [Move("store-game", f"Store the game: year {campaign['year']} is over", group=GROUP)]


def _effects_now(campaign: dict) -> bool:
    """A scenario's or a scene's campaign effects come while its year is played (the rules
    accept them at any time before the campaign ends; they are offered only then)."""
    return not campaign.get("ended") and campaign.get("session") is not None


def unlock_character(game: dict, viewer: Viewer) -> list[Move]:
    """A scenario or scene unlocks a character (any time the campaign goes on)."""
    campaign = campaign_of(game)
    locked = [name for name, sheet in sorted(campaign["sheets"].items()) if not sheet["unlocked"]]
    if not _effects_now(campaign) or not locked:
        return []
    return [Move("unlock-character", "A scenario unlocks a character", group="Campaign",
                 fields={"character": choices(locked), "reason": text(max=4000)})]


def unlock_reserve_action(game: dict, viewer: Viewer) -> list[Move]:
    """A scene gives a character a reserve (winter) action it does not have."""
    campaign = campaign_of(game)
    if not _effects_now(campaign):
        return []
    actions = list(catalog_of(game).get("winter_actions", {}))
    open_ = {name: [a for a in actions if a not in sheet["reserve_actions"]] for name, sheet in campaign["sheets"].items()}
    open_ = {name: left for name, left in open_.items() if left}
    if not open_:
        return []
    return [Move("unlock-reserve-action", "A scene gives a character a reserve action", group="Campaign",
                 fields={"character": choices(sorted(open_)),
                         "action": by("character", {n: choices(a) for n, a in open_.items()}),
                         "reason": text(max=4000)})]


archive_assets = plain_step("archive-assets", "archive", "Archive the completed assets without the play symbol", GROUP,
                            end=True)
update_threats = plain_step("update-threats", "threats", "One threat token leaves every location", GROUP, end=True)
update_map = plain_step("update-map", "map", "Record the campaign map as the game left it", GROUP, end=True)
end_campaign = plain_step("end-campaign", "campaign-end", "The campaign ends: score it", "Campaign End", end=True)
