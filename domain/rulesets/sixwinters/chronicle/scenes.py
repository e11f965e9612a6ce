"""The game of one year scene by scene: a section per scene at its location, told from the
live table's events, or the session-end summary when play was recorded as summaries."""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Section, Timeline

from .quiet import is_table, tk
from .tellers import narrate
from .text import and_list
from .year import Year


def game_sections(timeline: Timeline, year: Year, game: list[Moment], after: list[Moment]) -> list[Section]:
    """The game scene by scene from table events, or the summary when play was summarised."""
    section = Section("The game", level=2)
    if not any(is_table(m.kind) for m in game):
        summary = (after[0].data.get("summary") if after else None) or {}
        scenes = summary.get("scenes_completed") or []
        section.say(f"The game was recorded as a summary. Scenes completed: {and_list(scenes) or 'none'}."
                    if after else "The game is under way.", "lead")
        narrate(section, game, {})
        return [section]
    sections, current = [section], _scene_section(timeline, game[0].position - 1)
    section.say(f"{len([m for m in game if m.kind == tk.TIME_ADVANCED]) + 1} turns were played.", "lead")
    for moment in game:
        current = current or _scene_section(timeline, moment.position - 1)
        narrate(current, [moment], {})
        if moment.kind == tk.SCENE_NARRATED:
            sections.append(current)
            current = None
    if current and current.blocks:
        sections.append(current)
    return sections


def _scene_section(timeline: Timeline, position: int) -> Section:
    """A scene's heading, from the table as it stood before the scene's first move."""
    table = (timeline.state_at(position) or {}).get("table") or {}
    scene = table.get("scene") or {}
    title = f"Scene: {scene.get('name', 'the last turns')}" + (f" at {scene['location']}" if scene.get("location") else "")
    section = Section(title, level=3)
    if scene.get("needed"):
        section.say(f"The scene needed {scene['needed']} points.", "aside")
    return section
