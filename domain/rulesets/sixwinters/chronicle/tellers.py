"""Telling single events: which teller tells each kind, and the loop that adds their blocks
to a section. A kind with no teller here is told by the kernel's generic account or by
narrate_unknown, so a new kind never breaks the book."""
from __future__ import annotations

from domain.kernel.storytelling import Voice
from domain.kernel.chronicle import NOT_NARRATED, Moment, Paragraph, Section, narrate_generic, narrate_unknown

from ..campaign import events as ev
from . import campaign_events as camp
from . import table_events as play
from .quiet import QUIET, tk
from .text import and_list, para


def _voiced_setup(m: Moment, voice: Voice) -> list:
    placed = [f"{o.get('name')} at {o.get('location')}" for o in m.data.get("obstacles") or []]
    return para(voice.say("set_up", pool=m.data.get("threat_pool", "?"),
                          placed=f", and {and_list(placed)} lay in wait" if placed else ""))


def _voiced_winter(m: Moment, voice: Voice) -> list:
    choices = m.data.get("choices") or []
    said = [f"{c.get('character')} {'rested' if c.get('choice') == 'rest' else 'trained'}" for c in choices]
    return para(voice.say("winter", choices=and_list(said))) if said else []


def _voiced(name: str, style: str = "", **keys):
    """A teller in the voice: `keys` maps a template field to how it is read from the event."""
    def tell(m: Moment, voice: Voice) -> list:
        fields = {field: read(m.data) for field, read in keys.items()}
        return para(voice.say(name, **fields), style) if all(fields.values()) else []
    return tell


def _by_character(key: str):
    """'Thea: A and B; Keel: C' from {character: cards} under `key` ('' when all are empty)."""
    def read(data: dict) -> str:
        items = data.get(key) or {}
        return "; ".join(f"{name}: {and_list(v) if isinstance(v, list) else v}" for name, v in items.items() if v)
    return read


def _card_names(*keys: str):
    def read(data: dict) -> str:
        return and_list([c.get("name", c) if isinstance(c, dict) else c for key in keys for c in (data.get(key) or [])])
    return read


def _burned(data: dict) -> str:
    burned = data.get("burned") or {}
    return and_list(list(burned.get("assets", [])) + list(burned.get("obstacles", [])))


def _places(data: dict) -> str:
    by_place: dict = {}
    for who, where in (data.get("locations") or {}).items():
        by_place.setdefault(where, []).append(who)
    return "; ".join(f"{and_list(who)} at {where}" for where, who in by_place.items())


def narrate(section: Section, moments: list[Moment], cast: dict, voice: Voice | None = None) -> None:
    """Add the blocks telling each moment to `section`, skipping quiet kinds and empty prose;
    with a voice, the kinds that come back every year are told in varied words."""
    for moment in moments:
        if moment.kind in NOT_NARRATED or moment.kind in QUIET or moment.kind == ev.SESSION_STARTED:
            continue
        teller = TELLERS.get(moment.kind)
        if voice is not None and moment.kind in VOICED:
            blocks = VOICED[moment.kind](moment, voice)
        else:
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
        said = [f"{name}{joiner}{and_list(v) if isinstance(v, list) else v}" for name, v in items.items() if v]
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


VOICED = {
    ev.SCENARIO_SET_UP: _voiced_setup, ev.WINTER_RECORDED: _voiced_winter,
    ev.INITIAL_SCENE_PLACED: _voiced("first_scene", scene=lambda d: d.get("scene"), location=lambda d: d.get("location")),
    ev.STAGING_FILLED: _voiced("staging", "aside", cards=lambda d: and_list(d.get("staging") or [])),
    ev.CHARACTERS_PLACED: _voiced("placed", places=_places),
    ev.CAMPAIGN_RESTORED: _voiced("restored", "aside"),
    ev.ABILITY_CARDS_TAKEN: _voiced("abilities", "aside", items=_by_character("unlocked")),
    ev.STARTING_ASSETS_CHOSEN: _voiced("starting_assets", items=_by_character("assets")),
    ev.STARTING_DICE_ROLLED: _voiced("starting_sorcery", "moment", places=lambda d: and_list(list(d.get("pending") or {}))),
    ev.ASSETS_ARCHIVED: _voiced("archived", names=_card_names("assets")),
    ev.DECKS_UPDATED: _voiced("burned", cards=_burned),
    ev.RESERVE_ACTION_TAKEN: _voiced("reserve_action", character=lambda d: d.get("character"),
                                     action=lambda d: d.get("action")),
}
