"""One sentence per event of the campaign level (Session Start, Session End, Campaign End),
in the rulebook's words, for the log, replay and API. Plain text; whoever shows it escapes it.
"""
from __future__ import annotations

from domain.kernel import Recorded

from . import events as ev


def and_list(items) -> str:
    items = [str(item) for item in items if item]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _per_character(values: dict, joiner: str = ": ") -> str:
    return "; ".join(f"{name}{joiner}{and_list(v) if isinstance(v, list) else v}" for name, v in (values or {}).items())


def session_started(before, event: Recorded) -> str:
    return f"Year {event.data['year']} begins with {and_list(event.data['players'])} at the table."


def spotlight_chosen(before, event: Recorded) -> str:
    return f"{event.data['spotlight']} takes the spotlight (time {event.data.get('times', 1)})."


def campaign_restored(before, event: Recorded) -> str:
    return "The campaign was restored from where it was stored."


def scenario_chosen(before, event: Recorded) -> str:
    return f"The scenario is {event.data['scenario']}, at {event.data.get('difficulty', 'standard')} difficulty."


def winter_recorded(before, event: Recorded) -> str:
    choices = and_list(f"{c['character']} {'rested' if c['choice'] == 'rest' else 'trained'}"
                       for c in event.data.get("choices", []))
    return f"Winter of year {event.data.get('year')}: {choices or 'nobody stayed behind'}."


def reserve_action_taken(before, event: Recorded) -> str:
    return f"{event.data.get('character')} took the reserve action {event.data.get('action')}."


def characters_chosen(before, event: Recorded) -> str:
    return f"Characters chosen: {_per_character(event.data.get('characters'), ' plays ')}."


def ability_cards_taken(before, event: Recorded) -> str:
    held = {name: cards for name, cards in (event.data.get('unlocked') or {}).items() if cards}
    return f"Abilities in hand: {_per_character(held) or 'none'}."


def starting_assets_chosen(before, event: Recorded) -> str:
    return f"Starting assets: {_per_character(event.data.get('assets')) or 'none'}."


def year_cards_added(before, event: Recorded) -> str:
    cards = [*event.data.get("assets", []), *event.data.get("obstacles", [])]
    return f"New cards joined the decks: {and_list(cards)}." if cards else "No new cards joined the decks."


def scenario_set_up(before, event: Recorded) -> str:
    placed = and_list([f"{o['name']} at {o['location']}" for o in event.data.get("obstacles", [])]
                      + [f"{', '.join(cards)} waiting at {where}" for where, cards in event.data.get("location_assets", {}).items()])
    missing = "".join(f" There was {note}." for note in event.data.get("none_left", []))
    return f"The scenario was set up{': ' + placed if placed else ''}.{missing}"


def initial_scene_placed(before, event: Recorded) -> str:
    return f"The first scene, {event.data.get('scene')}, waits at {event.data.get('location')}."


def decks_shuffled(before, event: Recorded) -> str:
    return "The obstacle and asset decks were shuffled."


def staging_filled(before, event: Recorded) -> str:
    return f"In the staging area: {and_list(event.data.get('staging', [])) or 'nothing'}."


def starting_dice_rolled(before, event: Recorded) -> str:
    return "The starting resource dice and action dice were rolled."


def characters_placed(before, event: Recorded) -> str:
    return f"The characters took their places: {_per_character(event.data.get('locations'), ' at ')}. The game begins."


def scenario_ended(before, event: Recorded) -> str:
    return f"{event.data.get('scenario')} ended in {event.data.get('result')}."


def skills_improved(before, event: Recorded) -> str:
    improved = and_list(f"{name} improved {item.get('skill')}" for name, item in (event.data.get("improved") or {}).items()
                        if isinstance(item, dict))
    return f"{improved or 'No skill improved'}."


def assets_archived(before, event: Recorded) -> str:
    """The completed assets, then those a scene sent there, then any a scene sent that were
    already there (a scenario won again)."""
    items = [*(event.data.get("assets") or []), *(event.data.get("direct") or [])]
    assets = [item.get("name") if isinstance(item, dict) else item for item in items]
    said = f"Archived: {and_list(assets)}." if assets else "No asset went to the archive."
    already = event.data.get("already") or []
    if already:
        said += f" {and_list(already)} {'was' if len(already) == 1 else 'were'} already in the archive."
    return said


def decks_updated(before, event: Recorded) -> str:
    return "The obstacle and asset decks were updated."


def threats_updated(before, event: Recorded) -> str:
    return "One threat token left every location."


def map_updated(before, event: Recorded) -> str:
    changes = event.data.get("changes") or []
    return f"The campaign map changed ({len(changes)} change{'s' if len(changes) != 1 else ''})." if changes \
        else "The campaign map stayed as it was."


def journals_updated(before, event: Recorded) -> str:
    return f"The journals of {and_list(event.data.get('entries') or {}) or 'nobody'} were written."


def session_ended(before, event: Recorded) -> str:
    return f"Year {event.data.get('year')} was stored."


def campaign_ended(before, event: Recorded) -> str:
    title = f" as {event.data['title']}" if event.data.get("title") else ""
    return f"The campaign ended with {event.data.get('total', '?')} points{title}."


def character_unlocked(before, event: Recorded) -> str:
    return f"{event.data['character']} joined the company."


def reserve_action_unlocked(before, event: Recorded) -> str:
    return f"{event.data['character']} learned {event.data['action']}."


SENTENCES = {
    ev.SESSION_STARTED: session_started, ev.SPOTLIGHT_CHOSEN: spotlight_chosen,
    ev.CAMPAIGN_RESTORED: campaign_restored, ev.SCENARIO_CHOSEN: scenario_chosen,
    ev.WINTER_RECORDED: winter_recorded, ev.RESERVE_ACTION_TAKEN: reserve_action_taken,
    ev.CHARACTERS_CHOSEN: characters_chosen, ev.ABILITY_CARDS_TAKEN: ability_cards_taken,
    ev.STARTING_ASSETS_CHOSEN: starting_assets_chosen, ev.YEAR_CARDS_ADDED: year_cards_added,
    ev.SCENARIO_SET_UP: scenario_set_up, ev.INITIAL_SCENE_PLACED: initial_scene_placed,
    ev.DECKS_SHUFFLED: decks_shuffled, ev.STAGING_FILLED: staging_filled,
    ev.STARTING_DICE_ROLLED: starting_dice_rolled, ev.CHARACTERS_PLACED: characters_placed,
    ev.SCENARIO_ENDED: scenario_ended, ev.SKILLS_IMPROVED: skills_improved, ev.ASSETS_ARCHIVED: assets_archived,
    ev.DECKS_UPDATED: decks_updated, ev.THREATS_UPDATED: threats_updated, ev.MAP_UPDATED: map_updated,
    ev.JOURNALS_UPDATED: journals_updated, ev.SESSION_ENDED: session_ended, ev.CAMPAIGN_ENDED: campaign_ended,
    ev.CHARACTER_UNLOCKED: character_unlocked, ev.RESERVE_ACTION_UNLOCKED: reserve_action_unlocked,
}


def sentence(before, event: Recorded) -> str:
    """The sentence of any campaign event (a command may record several kinds)."""
    return SENTENCES[event.kind](before, event)
