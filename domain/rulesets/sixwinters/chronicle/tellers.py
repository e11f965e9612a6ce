"""Telling single events: which teller tells each kind, and the loop that adds their blocks
to a section. A kind with no teller here is told by the kernel's generic account or by
narrate_unknown, so a new kind never breaks the book."""
from __future__ import annotations

from domain.kernel.chronicle import NOT_NARRATED, Moment, Paragraph, Section, narrate_generic, narrate_unknown

from ..campaign import events as ev
from . import campaign_events as camp
from . import table_events as play
from .quiet import QUIET, tk
from .text import and_list, para


def narrate(section: Section, moments: list[Moment], cast: dict) -> None:
    """Add the blocks telling each moment to `section`, skipping quiet kinds and empty prose."""
    for moment in moments:
        if moment.kind in NOT_NARRATED or moment.kind in QUIET or moment.kind == ev.SESSION_STARTED:
            continue
        teller = TELLERS.get(moment.kind)
        blocks = teller(moment) if teller else [narrate_generic(moment) or narrate_unknown(moment)]
        for block in blocks:
            if block is not None and (not isinstance(block, Paragraph) or block.text):
                section.add(block)


class _Known(dict):
    def __missing__(self, key):
        return "?"


def _sentence(template: str, style: str = ""):
    """A teller filling `template` from the event's data (a missing field reads '?')."""
    return lambda m: para(template.format_map(_Known(m.data)), style)


def _per_character(title: str, key: str, joiner: str = ": ", style: str = ""):
    """'Title: Thea: A and B; Keel: C.' from {character: cards or place} under `key`."""
    def tell(m: Moment) -> list:
        items = m.data.get(key) or {}
        said = [f"{name}{joiner}{and_list(v) if isinstance(v, list) else v}" for name, v in items.items()]
        return para(f"{title}: {'; '.join(said)}.", style) if said else []
    return tell


def _cards(title: str, *keys: str, style: str = "aside"):
    """'Title: A, B and C.' from the card lists under `keys` (nothing when all are empty)."""
    def tell(m: Moment) -> list:
        cards = [card for key in keys for card in (m.data.get(key) or [])]
        return para(f"{title}: {and_list(cards)}.", style) if cards else []
    return tell


TELLERS = {
    ev.WINTER_RECORDED: camp.winter, ev.SCENARIO_SET_UP: camp.setup, ev.STARTING_DICE_ROLLED: camp.starting_dice,
    ev.INITIAL_SCENE_PLACED: _sentence("The first scene, {scene}, waited at {location}."),
    ev.STAGING_FILLED: _cards("In the staging area", "staging"),
    ev.YEAR_CARDS_ADDED: _cards("New cards joined the decks", "assets", "obstacles"),
    ev.STARTING_ASSETS_CHOSEN: _per_character("Starting assets", "assets"),
    ev.ABILITY_CARDS_TAKEN: _per_character("Abilities in hand", "unlocked", style="aside"),
    ev.CAMPAIGN_RESTORED: _sentence("The campaign was restored from where it was stored.", "aside"),
    ev.CHARACTERS_PLACED: _per_character("The characters took their places", "locations", joiner=" at "),
    ev.RESERVE_ACTION_TAKEN: _sentence("{character} took the reserve action {action}."),
    ev.SKILLS_IMPROVED: camp.improved, ev.ASSETS_ARCHIVED: camp.archived, ev.DECKS_UPDATED: camp.decks,
    ev.THREATS_UPDATED: camp.threats, ev.JOURNALS_UPDATED: camp.journals,
    ev.CHARACTER_UNLOCKED: _sentence("{character} joined the company.", "moment"),
    ev.RESERVE_ACTION_UNLOCKED: _sentence("{character} learned {action}."),
    tk.OBSTACLES_ACTIVATED: play.threat_events, tk.EFFECT_RESOLVED: play.threat_events,
    tk.EXPLODED: play.sorcery, tk.MUSTERED: play.sorcery, tk.REFRESHED: play.sorcery,
    tk.SCENE_NARRATED: play.scene_done, tk.SCENE_COMMITTED: play.committed, tk.STRESS_FORESEEN: play.foreseen, tk.OBSTACLE_ATTEMPTED: play.attempt, tk.ASSET_BUILT: play.built,
    tk.GAME_ENDED: play.game_over, tk.TIME_ADVANCED: play.time_advanced, tk.LOCATION_ACTION: play.location_action,
}
