"""The game of one year scene by scene: a section per scene at its location, told from the
live table's events, or the session-end summary when play was recorded as summaries."""
from __future__ import annotations

from domain.kernel.account import ACCOUNT
from domain.kernel.catalogs import catalog_of
from domain.kernel.chronicle import PRIVATE, Moment, Section, Timeline
from domain.kernel.generic import NOTED
from domain.kernel.storytelling import Voice, count, ordinal

from .moments import outcome_items
from .quiet import is_table, tk
from .story import Clock, tell_scene
from .tellers import narrate
from .text import and_list, condition_name
from .year import Year


def game_sections(timeline: Timeline, year: Year, game: list[Moment], after: list[Moment], voice: Voice) -> list[Section]:
    """The game scene by scene from table events, or the summary when play was summarised."""
    if not any(is_table(m.kind) for m in game):
        return _in_brief(game, after, voice)
    section, sections, clock, number = Section("The game", level=2), [], Clock(), 0
    turns = 1 + sum(1 for m in game if m.kind == tk.TIME_ADVANCED)
    section.say(f"The game ran over {count(turns, 'turn')}.", "lead")
    for scene, moments in _scenes(timeline, game):
        number += 1
        section.say(scene_in_short(scene, moments, voice, first=number == 1))
        current = Section(_scene_title(scene), level=3, style=ACCOUNT)
        current.blocks += tell_scene(voice, clock, moments, scene, number)
        for paragraph in _epilogue(timeline, scene, moments):
            current.say(paragraph, "moment")
        sections.append(current)
    return [section, *sections]


def scene_in_short(scene: dict, moments: list[Moment], voice: Voice, first: bool = True) -> str:
    """A scene's run of moves told once: who worked at it over how many turns, the obstacles
    overcome and the assets built, and how it ended (the move by move is the appendix's). A
    scene's turns are the turns it began (the game's first turn for the first scene), so the
    scenes' turns add up to the game's."""
    turns = int(first) + sum(1 for m in moments if m.kind == tk.TIME_ADVANCED)
    who = and_list(dict.fromkeys(str(m.data["character"]) for m in moments if m.data.get("character")))
    overcome = sum(1 for m in moments if m.kind == tk.OBSTACLE_ATTEMPTED
                   and (m.data.get("outcome") or {}).get("result") == "overcome")
    built = sum(1 for m in moments if m.kind == tk.ASSET_BUILT and (m.data.get("outcome") or {}).get("completed"))
    deeds = and_list([f"overcoming {count(overcome, 'obstacle')}" if overcome else "",
                      f"building {count(built, 'asset')}" if built else ""])
    name = scene.get("name") or "the last turns"
    span = f"For {count(turns, 'turn')}" if turns else "Within the same turn"
    opening = f"{span} {who or 'the party'} worked at {name}, {deeds or 'overcoming nothing'}"
    cost = scene_cost(moments, voice)
    return f"{opening}{_scene_end(moments)}." + (f" {cost}" if cost else "")


def scene_cost(moments: list[Moment], voice: Voice, leave_out: set[str] = frozenset()) -> str:
    """'Not without loss: Keel took a Shattered condition.' from the conditions the moves gave,
    those in `leave_out` (told already) left out, or ''."""
    taken = list(dict.fromkeys(   # a condition an outcome repeats (committed, then narrated) is told once
        f"{item['character']} took a {condition_name(item['condition'])} condition"
        for moment in moments for item in outcome_items((moment.data or {}).get("outcome"))
        if item.get("character") and item.get("condition")))
    taken = [line for line in taken if line not in leave_out]
    return voice.say("cost", taken=and_list(taken)) if taken else ""


def _scene_end(moments: list[Moment]) -> str:
    """'; the scene was won with 21 points', '; the game was lost there', or ''."""
    for moment in reversed(moments):
        if moment.kind == tk.SCENE_NARRATED:
            return f"; the scene was won with {(moment.data.get('outcome') or {}).get('points', '?')} points"
        if moment.kind == tk.GAME_ENDED:
            return f"; there the game was {moment.data.get('result', 'over')}"
    return ""


def _in_brief(game: list[Moment], after: list[Moment], voice: Voice) -> list[Section]:
    """A game recorded as a summary: each scene completed in turn, with the players' words about
    it (a note whose `about` names the scene: the answers to its guiding questions) quoted
    under it; the other notes and events follow in the order they were written."""
    section = Section("The game", level=2)
    summary = (after[0].data.get("summary") if after else None) or {}
    scenes = [str(s) for s in summary.get("scenes_completed") or []]
    about = {scene.casefold(): [] for scene in scenes}
    rest = []
    for moment in game:
        key = str(moment.data.get("about") or "").strip().casefold() if moment.kind == NOTED else ""
        (about[key] if key in about else rest).append(moment)
    if after:
        section.say(voice.say("in_brief", scenes=count(len(scenes), "scene")) if scenes
                    else "The game itself was recorded in brief, with no scene completed.", "lead")
    for number, scene in enumerate(scenes, 1):
        section.say(voice.say("scene_in_brief", nth=ordinal(number), scene=scene))
        narrate(section, about[scene.casefold()], {})
    narrate(section, rest, {})
    return [section] if section.blocks else []


def _scenes(timeline: Timeline, game: list[Moment]) -> list[tuple[dict, list[Moment]]]:
    """The game's moments cut at each completed scene, with the scene as the table showed it
    before the scene's first move. The notes written just after a scene's end stay with it
    (the answers to its guiding questions), and so does a later note whose `about` names it,
    and the game's end when the scene won it."""
    cut: list[tuple[dict, list[Moment]]] = []
    later: list[Moment] = []
    for moment in game:
        closed = cut and any(m.kind == tk.SCENE_NARRATED for m in cut[-1][1])
        ends = moment.kind in (NOTED, PRIVATE, tk.GAME_ENDED)   # the game won by the scene ends with it
        if closed and ends and cut[-1][1][-1].kind in (tk.SCENE_NARRATED, NOTED, PRIVATE):
            cut[-1][1].append(moment)
            continue
        if moment.kind == NOTED and _named_scene(moment, cut if closed else cut[:-1]) is not None:
            later.append(moment)
            continue
        if not cut or closed:
            table = (timeline.state_at(moment.position - 1) or {}).get("table") or {}
            cut.append((table.get("scene") or {}, []))
        cut[-1][1].append(moment)
    for moment in later:
        cut[_named_scene(moment, cut)][1].append(moment)
    return cut


def _named_scene(moment: Moment, cut: list) -> int | None:
    """The index of the scene a note's `about` names, among the scenes cut so far."""
    about = str(moment.data.get("about") or "").strip().casefold()
    names = [str(scene.get("name") or "").casefold() for scene, _ in cut]
    return names.index(about) if about and about in names else None


def _epilogue(timeline: Timeline, scene: dict, moments: list[Moment]) -> list[str]:
    """A completed scene's epilogue text, told after its story (Scenes: "epilogue text"; an
    imported catalog's, the built-in one holds none)."""
    if not scene.get("name") or not any(m.kind == tk.SCENE_NARRATED for m in moments):
        return []
    state = timeline.state_at(moments[-1].position) or {}
    if "catalog" not in state:
        return []
    return list((catalog_of(state).get("scenes", {}).get(scene["name"]) or {}).get("epilogue", []))


def _scene_title(scene: dict) -> str:
    return f"Scene: {scene.get('name', 'the last turns')}" + (f" at {scene['location']}" if scene.get("location") else "")
