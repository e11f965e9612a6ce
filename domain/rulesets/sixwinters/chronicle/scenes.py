"""The game of one year scene by scene: a section per scene at its location, told from the
live table's events, or the session-end summary when play was recorded as summaries."""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Section, Timeline

from domain.kernel.storytelling import Voice, count

from .quiet import is_table, tk
from .story import Clock, tell_scene
from .tellers import narrate
from .text import and_list
from .year import Year


def game_sections(timeline: Timeline, year: Year, game: list[Moment], after: list[Moment], voice: Voice) -> list[Section]:
    """The game scene by scene from table events, or the summary when play was summarised."""
    section = Section("The game", level=2)
    if not any(is_table(m.kind) for m in game):
        summary = (after[0].data.get("summary") if after else None) or {}
        scenes = summary.get("scenes_completed") or []
        if after:
            section.say(f"The game itself was recorded in brief: {and_list(scenes) or 'no scene'} "
                        f"{'was' if len(scenes) == 1 else 'were'} completed." if scenes
                        else "The game itself was recorded in brief, with no scene completed.", "lead")
        narrate(section, game, {})
        return [section] if section.blocks else []
    sections, clock, number = [], Clock(), 0
    turns = 1 + sum(1 for m in game if m.kind == tk.TIME_ADVANCED)
    section.say(f"The game ran over {count(turns, 'turn')}.", "lead")
    for scene, moments in _scenes(timeline, game):
        number += 1
        current = Section(_scene_title(scene), level=3)
        current.blocks += tell_scene(voice, clock, moments, scene, number)
        sections.append(current)
    return [section, *sections]


def _scenes(timeline: Timeline, game: list[Moment]) -> list[tuple[dict, list[Moment]]]:
    """The game's moments cut at each completed scene, with the scene as the table showed it
    before the scene's first move."""
    cut: list[tuple[dict, list[Moment]]] = []
    for moment in game:
        if not cut or cut[-1][1] and cut[-1][1][-1].kind == tk.SCENE_NARRATED:
            table = (timeline.state_at(moment.position - 1) or {}).get("table") or {}
            cut.append((table.get("scene") or {}, []))
        cut[-1][1].append(moment)
    return cut


def _scene_title(scene: dict) -> str:
    return f"Scene: {scene.get('name', 'the last turns')}" + (f" at {scene['location']}" if scene.get("location") else "")
