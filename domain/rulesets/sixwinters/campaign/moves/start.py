"""Session Start steps 1-7 as moves (rulebook "Session Start"): the players and the spotlight,
the campaign restored, the scenario, the winter phase, the characters, their ability cards
and starting assets. Each lists exactly what its rule (rules/) accepts."""
from __future__ import annotations

from domain.kernel import Viewer
from domain.kernel.catalogs import catalog_of
from domain.kernel.moves import Move, choices, each, fixed, subsets

from ..rules import facts
from ..rules.session_start import DIFFICULTIES
from ..rules.winter import idle_characters
from .reserve import reserve_actions_field, winter_choices_field
from .starting_assets import starting_asset_moves
from .steps import MAX_PLAYERS, at_start, campaign_of, plain_step
from .training import pending_years, rest_field, training_field

GROUP = "Session Start"


def known_players(campaign: dict) -> list[str]:
    """The group named at setup and everyone who has played, in that order."""
    names = list(campaign.get("players", []))
    names += [p for year in campaign["history"] for p in year.get("players", [])]
    names += list(campaign["spotlight"])
    return list(dict.fromkeys(names))


def choose_spotlight(game: dict, viewer: Viewer) -> list[Move]:
    """Step 1: for each player who may take the spotlight, the sets of players it may play with
    (the spotlight among them; option spotlight_rotation "even": the fewest spotlights so far)."""
    campaign = at_start(game, "spotlight")
    players = known_players(campaign) if campaign else []
    moves = []
    for spotlight in players:
        teams = [team for team in subsets(players, 1, MAX_PLAYERS) if spotlight in team
                 and _rotation_allows(campaign, team, spotlight)]
        if teams:
            moves.append(Move("choose-spotlight", f"{spotlight} takes the spotlight in year {campaign['year']}",
                              group="Choose Spotlight Player",
                              fields={"players": choices(teams), "spotlight": fixed(spotlight)}))
    return moves


def _rotation_allows(campaign: dict, team: list, spotlight: str) -> bool:
    if campaign["options"]["spotlight_rotation"] != "even":
        return True
    counts = campaign["spotlight"]
    return counts.get(spotlight, 0) <= min(counts.get(p, 0) for p in team)


def choose_scenario(game: dict, viewer: Viewer) -> list[Move]:
    """Step 3: every scenario whose requirements are met, standard or difficult."""
    campaign = at_start(game, "scenario")
    if not campaign:
        return []
    catalog = catalog_of(game)
    open_ = [name for name, entry in catalog["scenarios"].items() if not facts.unmet_requirements(catalog, entry, campaign)]
    if not open_:
        return []
    return [Move("choose-scenario", "Choose the scenario and its difficulty", group=GROUP,
                 fields={"scenario": choices(open_), "difficulty": choices(list(DIFFICULTIES))})]


def winter_phase(game: dict, viewer: Viewer) -> list[Move]:
    """Step 4: each character who sat out last year rests or trains; reserve actions."""
    campaign = at_start(game, "winter")
    if not campaign:
        return []
    idle = sorted(idle_characters(campaign))   # listed by name, whichever state the document is made from
    fields = {}
    if idle:
        fields["choices"] = winter_choices_field(catalog_of(game), campaign, idle)
        actions = reserve_actions_field(catalog_of(game), campaign, idle)
        if actions:
            fields["reserve_actions"] = actions
    label = f"{', '.join(idle)} rest or train this winter" if idle else "Nobody sat out last year: winter passes"
    return [Move("winter-phase", label, group=GROUP, fields=fields)]


def choose_characters(game: dict, viewer: Viewer) -> list[Move]:
    """Step 5: one move per set of unlocked characters that could play (one each), each player
    paired with one of them; unspent winter years are named for the characters chosen."""
    campaign = at_start(game, "characters")
    if not campaign:
        return []
    session, catalog = campaign["session"], catalog_of(game)
    players = session["players"]
    unlocked = [name for name, sheet in sorted(campaign["sheets"].items()) if sheet["unlocked"]]
    moves = []
    for cast in subsets(unlocked, len(players), len(players)):
        fields = {"characters": each({"player": choices(players), "character": choices(cast)},
                                     min=len(players), max=len(players), distinct=["player", "character"])}
        years = {name: pending_years(campaign, name) for name in cast}
        if any(not _trainable(catalog, campaign, name, trains) for name, (trains, _) in years.items()):
            continue
        training = training_field(catalog, campaign, {n: t for n, (t, _) in years.items() if t})
        if training:
            fields["training"] = training
        resting = rest_field(campaign, {n: r for n, (_, r) in years.items() if r})
        if resting:
            fields["resting"] = resting
        moves.append(Move("choose-characters", f"{_listed(cast)} play this year", group="Choose Characters",
                          fields=fields))
    return moves


def _trainable(catalog: dict, campaign: dict, name: str, trains: int) -> bool:
    """Enough room below the maximum for every training year."""
    skills = campaign["sheets"][name]["skills"]
    room = sum(facts.skill_max(catalog) - skills.get(skill, 0) for skill in facts.skill_ids(catalog))
    return room >= trains


def _listed(names: list) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def choose_starting_assets(game: dict, viewer: Viewer) -> list[Move]:
    """Step 7 (years 2-6): archived assets that start completed."""
    campaign = at_start(game, "starting-assets")
    if not campaign:
        return []
    return starting_asset_moves(catalog_of(game), campaign_of(game))


restore_campaign = plain_step("restore-campaign", "restore", "Restore the campaign map, decks and archive", GROUP)
take_ability_cards = plain_step("take-ability-cards", "abilities", "Take the character ability cards", GROUP)
