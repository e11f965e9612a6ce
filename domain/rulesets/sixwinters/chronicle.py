"""The Six Winters chronicle: the campaign told year by year (the reports hook, docs/chronicle.md).

A year runs from its session start (rulebook "Session Start") to the next one. Its chapter
tells the scenario and the party, the winter, the setup, the game scene by scene (from the
live table's events, or from the session-end summary when play was recorded as summaries),
the moments found in the dice, and the session end ("Session End"); the party's sheets and
the world map are shown as they stood when the game opened and when the year closed. The
book ends with the campaign score and title ("Campaign End").

Written against the event kinds in events.py and table/kinds.py, and defensive: every field
is read with a default, and a kind it does not know is told by `narrate_unknown`.
(One module of ~400 lines rather than the ~300 budget: reports/ owns only this file here.)
"""
from __future__ import annotations

from dataclasses import dataclass, field

from domain.kernel.chronicle import (NOT_NARRATED, Card, Chronicle, Facts, Moment, Paragraph, Picture, Quote,
                                     Section, Table, Timeline, narrate_generic, narrate_unknown)

from . import events as ev


class tk:
    """Table event kinds told here, by their stored names (a kind renamed in table/ then
    falls back to narrate_unknown instead of breaking the import)."""

    PREFIX = "sixwinters/table-"
    MOVED, OPENING_ROLLED, PLACED = PREFIX + "moved", PREFIX + "opening-rolled", PREFIX + "character-placed"
    ACTIONS_ENDED, TRADED, ASSET_TAKEN = PREFIX + "actions-ended", PREFIX + "traded", PREFIX + "asset-taken"
    ASSETS_DRAWN, OBSTACLES_PLACED = PREFIX + "assets-drawn", PREFIX + "obstacles-placed"
    ABILITY_USED, STASHED = PREFIX + "ability-used", PREFIX + "die-stashed"
    EXPLODED, MUSTERED, REFRESHED = PREFIX + "sorcery-exploded", PREFIX + "mustered", PREFIX + "refreshed"
    OBSTACLE_ATTEMPTED, ASSET_BUILT = PREFIX + "obstacle-attempted", PREFIX + "asset-built"
    SCENE_NARRATED, TIME_ADVANCED = PREFIX + "scene-narrated", PREFIX + "time-advanced"
    OBSTACLES_ACTIVATED, EFFECT_RESOLVED = PREFIX + "obstacles-activated", PREFIX + "effect-resolved"
    LOCATION_ACTION = PREFIX + "location-action-taken"
    GAME_ENDED = PREFIX + "game-ended"


def is_table(kind: str) -> bool:
    return kind.startswith(tk.PREFIX)

QUIET = frozenset({ev.SPOTLIGHT_CHOSEN, ev.CHARACTERS_CHOSEN, ev.SCENARIO_CHOSEN, ev.DECKS_SHUFFLED,
                   ev.SESSION_ENDED, ev.CAMPAIGN_ENDED, ev.SCENARIO_ENDED, ev.MAP_UPDATED,
                   tk.MOVED, tk.OPENING_ROLLED, tk.PLACED, tk.ACTIONS_ENDED, tk.TRADED, tk.ASSET_TAKEN,
                   tk.ASSETS_DRAWN, tk.OBSTACLES_PLACED, tk.ABILITY_USED, tk.STASHED})
DOTS = ("\u25cf", "\u25cb")   # filled / empty skill dot, as on the character sheet


@dataclass
class Year:
    """One year's moments and the positions that frame it."""

    number: int
    moments: list[Moment] = field(default_factory=list)

    def first(self, kind: str) -> Moment | None:
        return next((m for m in self.moments if m.kind == kind), None)

    def data(self, kind: str) -> dict:
        found = self.first(kind)
        return found.data if found else {}


def chronicle(timeline: Timeline, year: int | None = None) -> Chronicle:
    """The book of a Six Winters campaign, or of one campaign year."""
    years, prologue = split_years(timeline)
    final = timeline.final or {}
    ended = (final.get("campaign") or {}).get("ended")
    book = Chronicle(title=timeline.name or "A Six Winters campaign", subtitle=_subtitle(years, ended, year))
    book.facts = _cover_facts(years, final, ended)
    book.picture = _map(final, "The world as the story ends")
    if year is None and prologue:
        book.sections += _prologue(timeline, prologue)
    for chapter in years:
        if year is None or chapter.number == year:
            book.sections += year_sections(timeline, chapter)
    if ended and (year is None or (years and years[-1].number == year)):
        book.sections.append(_finale(final, ended))
    return book


def split_years(timeline: Timeline) -> tuple[list[Year], list[Moment]]:
    """Moments grouped by the session that starts each year; what comes before is the prologue."""
    years, prologue = [], []
    for moment in timeline:
        if moment.kind == ev.SESSION_STARTED:
            years.append(Year(int(moment.data.get("year") or len(years) + 1)))
        (years[-1].moments if years else prologue).append(moment)
    return years, prologue


def _subtitle(years: list[Year], ended, year) -> str:
    if year is not None:
        return f"Six Winters: the chronicle of year {year}"
    if not years:
        return "Six Winters: a campaign about to begin"
    span = f"year {years[0].number}" if len(years) == 1 else f"years {years[0].number} to {years[-1].number}"
    return f"Six Winters, {span}" + (f": {ended.get('title')}" if ended and ended.get("title") else "")


def _cover_facts(years: list[Year], final: dict, ended) -> list:
    history = (final.get("campaign") or {}).get("history") or []
    players = sorted({p for y in years for p in y.data(ev.SESSION_STARTED).get("players", [])})
    facts = [("Years played", len(history)), ("Players", ", ".join(players) or "-"),
             ("Scenarios won", sum(1 for h in history if h.get("result") == "success"))]
    if ended:
        facts += [("Campaign score", ended.get("total", "-")), ("Final title", ended.get("title", "-"))]
    return facts


# ---- pictures and sheets -------------------------------------------------------------------

def _map(state: dict | None, caption: str) -> Picture | None:
    from .pictures import PICTURES
    try:
        return Picture(PICTURES["map"](state), caption) if state and state.get("campaign") else None
    except (KeyError, TypeError, ValueError):  # a half-built state must not sink the whole book
        return None


def _skills_table(state: dict, skills: dict) -> Table:
    names = [(s.get("id"), s.get("name", s.get("id"))) for s in (state.get("catalog") or {}).get("skills", [])]
    names = names or [(k, k) for k in skills]
    top = (state.get("catalog") or {}).get("skill_max", 5)
    dots = [DOTS[0] * skills.get(i, 0) + DOTS[1] * max(0, top - skills.get(i, 0)) for i, _ in names]
    return Table([n.capitalize() for _, n in names], [dots], caption="Skills")


def sheet_card(state: dict, name: str, player: str = "") -> Card:
    """A character sheet as it stands in `state` (campaign sheets; see views.sheets_view)."""
    sheet = ((state.get("campaign") or {}).get("sheets") or {}).get(name, {})
    stress = sheet.get("stress") or {}
    conditions = [c.get("name", "") if isinstance(c, dict) else str(c) for c in sheet.get("conditions", [])]
    facts = [("Player", player if player and not player.startswith("#") else "-"), ("Psyche / body", f"{stress.get('psyche', '-')} / {stress.get('body', '-')}"),
             ("Movement", sheet.get("move", "-")), ("Conditions", ", ".join(conditions) or "none"),
             ("Abilities", ", ".join(sheet.get("abilities", [])) or "none"),
             ("Reserve actions", ", ".join(sheet.get("reserve_actions", [])) or "none")]
    return Card(name, [Facts(facts), _skills_table(state, sheet.get("skills") or {})], subtitle=sheet.get("title", ""))


def party_section(state: dict, cast: dict, title: str, caption: str) -> Section:
    """Sheets of the cast ({player: character}; "" for no player) and the world map."""
    section = Section(title, level=2, style="sheet")
    for player, name in cast.items():
        section.add(sheet_card(state, name, player))
    picture = _map(state, caption)
    if picture:
        section.add(picture)
    return section


def _prologue(timeline: Timeline, moments: list[Moment]) -> list[Section]:
    start = moments[-1].state or {}
    unlocked = [n for n, s in ((start.get("campaign") or {}).get("sheets") or {}).items() if s.get("unlocked")]
    section = Section("Before the first winter", style="chapter")
    section.say(f"The campaign began with {len(unlocked)} characters ready to ride out: {_and(unlocked)}.", "lead")
    _narrate(section, moments, {})
    party = party_section(start, {f"#{i}": n for i, n in enumerate(unlocked)}, "The characters at the outset",
                          "The world map at the outset")
    return [section, party]


# ---- one year --------------------------------------------------------------------------------

def year_sections(timeline: Timeline, year: Year) -> list[Section]:
    """The chapter of one year: opening, setup, party, game, moments, session end, party."""
    cast = year.data(ev.CHARACTERS_CHOSEN).get("characters") or {}
    placed = year.first(ev.CHARACTERS_PLACED)
    ended = year.first(ev.SCENARIO_ENDED)
    open_at = placed.position if placed else year.moments[0].position
    end_at = ended.position if ended else None
    before = [m for m in year.moments if m.position <= open_at]
    game = [m for m in year.moments if m.position > open_at and (end_at is None or m.position < end_at)]
    after = [m for m in year.moments if end_at is not None and m.position >= end_at]
    sections = [_opening(year, cast, before)]
    if placed is None:
        sections[0].say("The session has begun; the game has not opened yet.", "aside")
        return sections
    sections.append(party_section(timeline.state_at(open_at), cast, "The party sets out",
                                  f"The world map as year {year.number} begins"))
    sections += _game(timeline, year, game, after)
    moments = key_moments(year)
    if moments:
        sections.append(Section("Moments in the dice", level=2, blocks=moments))
    if after:
        sections.append(_session_end(year, after))
        sections.append(party_section(year.moments[-1].state or {}, cast, "The party at year's end",
                                      f"The world map as year {year.number} closes"))
    return sections


def _opening(year: Year, cast: dict, moments: list[Moment]) -> Section:
    scenario = year.data(ev.SCENARIO_CHOSEN)
    spotlight = year.data(ev.SPOTLIGHT_CHOSEN).get("spotlight")
    name = scenario.get("scenario", "an unknown scenario")
    section = Section(f"Year {year.number}: {name}")
    who = [f"{p} played {c}" + (" (in the spotlight)" if p == spotlight else "") for p, c in cast.items()]
    section.say(f"In year {year.number} {_and(who) or 'the party'}. They took on {name} "
                f"at {scenario.get('difficulty', 'standard')} difficulty.", "lead")
    setup, scene = year.data(ev.SCENARIO_SET_UP), year.data(ev.INITIAL_SCENE_PLACED)
    section.add(Facts([("Scenario", name), ("Difficulty", scenario.get("difficulty", "standard")),
                       ("Spotlight", spotlight or "-"), ("Threat pool", setup.get("threat_pool", "-")),
                       ("First scene", scene.get("scene", "-")), ("Scene location", scene.get("location", "-")),
                       ("Points needed", scene.get("target", "-"))], caption="The year at a glance"))
    _narrate(section, moments, cast)
    return section


def _game(timeline: Timeline, year: Year, game: list[Moment], after: list[Moment]) -> list[Section]:
    """The game scene by scene from table events, or the summary when play was summarised."""
    section = Section("The game", level=2)
    if not any(is_table(m.kind) for m in game):
        summary = (after[0].data.get("summary") if after else None) or {}
        scenes = summary.get("scenes_completed") or []
        section.say(f"The game was recorded as a summary. Scenes completed: {_and(scenes) or 'none'}."
                    if after else "The game is under way.", "lead")
        _narrate(section, game, {})
        return [section]
    sections, current = [section], _scene_section(timeline, game[0].position - 1)
    section.say(f"{len([m for m in game if m.kind == tk.TIME_ADVANCED]) + 1} turns were played.", "lead")
    for moment in game:
        current = current or _scene_section(timeline, moment.position - 1)
        _narrate(current, [moment], {})
        if moment.kind == tk.SCENE_NARRATED:
            sections.append(current)
            current = None
    if current and current.blocks:
        sections.append(current)
    return sections


def _scene_section(timeline: Timeline, position: int) -> Section:
    table = (timeline.state_at(position) or {}).get("table") or {}
    scene = table.get("scene") or {}
    title = f"Scene: {scene.get('name', 'the last turns')}" + (f" at {scene['location']}" if scene.get("location") else "")
    section = Section(title, level=3)
    if scene.get("needed"):
        section.say(f"The scene needed {scene['needed']} points.", "aside")
    return section


def _session_end(year: Year, moments: list[Moment]) -> Section:
    ended = year.data(ev.SCENARIO_ENDED)
    section = Section("Session end", level=2)
    result = {"success": "succeeded", "failure": "failed"}.get(ended.get("result"), "ended")
    section.say(f"The scenario {result}.", "lead")
    chars = (ended.get("summary") or {}).get("characters") or {}
    rows = [[n, ", ".join(c.get("assets", [])) or "-", ", ".join(c.get("obstacles", [])) or "-",
             ", ".join(_condition(x) for x in c.get("conditions", [])) or "-"] for n, c in chars.items()]
    if rows:
        section.add(Table(["Character", "Assets completed", "Obstacles overcome", "Conditions"], rows,
                          caption="What each character brought home"))
    _narrate(section, moments, {})
    return section


# ---- narrating single events ---------------------------------------------------------------

def _narrate(section: Section, moments: list[Moment], cast: dict) -> None:
    for moment in moments:
        if moment.kind in NOT_NARRATED or moment.kind in QUIET or moment.kind == ev.SESSION_STARTED:
            continue
        teller = TELLERS.get(moment.kind)
        blocks = teller(moment) if teller else [narrate_generic(moment) or narrate_unknown(moment)]
        for block in blocks:
            if block is not None and (not isinstance(block, Paragraph) or block.text):
                section.add(block)


def _p(text: str, style: str = "") -> list:
    return [Paragraph(text, style)]


def _winter(m: Moment) -> list:
    choices = m.data.get("choices") or []
    said = [f"{c.get('character')} {'rested' if c.get('choice') == 'rest' else 'trained'}" for c in choices]
    return _p(f"Winter passed. {_and(said)}." if said else "Winter passed quietly.")


def _setup(m: Moment) -> list:
    placed = [f"{o.get('name')} at {o.get('location')}" for o in m.data.get("obstacles") or []]
    return _p(f"The scenario was set up with {m.data.get('threat_pool', '?')} threat tokens in the pool"
              + (f"; obstacles placed: {_and(placed)}." if placed else "."))


def _starting_dice(m: Moment) -> list:
    pending = m.data.get("pending") or {}
    return _p(f"Sorcery flared as the dice were rolled: dice still owed at {_and(list(pending))}.", "moment") if pending else []


def _improved(m: Moment) -> list:
    rows = [[n, c.get("skill", "?"), c.get("from", "?"), c.get("to", "?")] for n, c in (m.data.get("improved") or {}).items()]
    return [Table(["Character", "Skill", "From", "To"], rows, caption="Skills improved", numeric=(2, 3))] if rows else \
        _p("No skill improved this year.", "aside")


def _archived(m: Moment) -> list:
    names = [a.get("name", a) if isinstance(a, dict) else a for a in m.data.get("assets") or []]
    return _p(f"Into the archive went {_and(names)}." if names else "Nothing was archived.")


def _decks(m: Moment) -> list:
    burned = m.data.get("burned") or {}
    cards = list(burned.get("assets", [])) + list(burned.get("obstacles", []))
    return _p(f"Burned for good: {_and(cards)}." if cards else "No card was burned.")


def _threats(m: Moment) -> list:
    before, after = m.data.get("before") or {}, m.data.get("after") or {}
    rows = [[loc, before.get(loc, 0), after.get(loc, 0)] for loc in sorted(set(before) | set(after))
            if before.get(loc, 0) or after.get(loc, 0)]
    return [Table(["Location", "Threats before", "Threats after"], rows, caption="Threats", numeric=(1, 2))] if rows else []


def _journals(m: Moment) -> list:
    entries = m.data.get("entries") or {}
    return [Quote(e.get("notes", "") if isinstance(e, dict) else str(e), by=name, about="the journal")
            for name, e in entries.items() if (e.get("notes") if isinstance(e, dict) else e)]


def _scene_done(m: Moment) -> list:
    out = m.data.get("outcome") or {}
    rows = [[c.get("character", ""), c.get("card", ""), c.get("points", 0)] for c in out.get("cards", [])]
    blocks = _p(f"The scene was completed with {out.get('points', '?')} points.", "moment")
    if rows:
        blocks.append(Table(["Character", "Card played", "Points"], rows, caption="Cards played", numeric=(2,)))
    return blocks + _stress_lines(out)


def _attempt(m: Moment) -> list:
    out = m.data.get("outcome") or {}
    team = _and([t.get("character", "") for t in m.data.get("team") or []])
    verdict = {"overcome": "overcame", "hindered": "hindered"}.get(out.get("result"), "pushed against")
    return _p(f"{team} {verdict} {m.data.get('obstacle', 'an obstacle')}: {out.get('progress', 0)} progress, "
              f"{out.get('hindrance', 0)} hindrance; stress dice {' '.join(map(str, out.get('stress', []))) or 'none'}.") \
        + _stress_lines(out)


def _stress_lines(out: dict) -> list:
    """'Thea took 3 psyche stress; Keel took a Wounded condition.' from an outcome's items."""
    taken, said = {}, []
    for item in outcome_items(out):
        who = item.get("character")
        if who and isinstance(item.get("stress"), str):
            taken[(who, item["stress"])] = taken.get((who, item["stress"]), 0) + 1
        elif who and item.get("condition"):
            said.append(f"{who} took a {_condition(item['condition'])} condition")
    said = [f"{who} took {n} {track} stress" for (who, track), n in taken.items()] + said
    return _p(f"{'; '.join(said)}.", "aside") if said else []


def _condition(value) -> str:
    return value.get("name", "new") if isinstance(value, dict) else str(value)


def _sorcery(m: Moment) -> list:
    booms = sum(1 for i in outcome_items(m.data.get("outcome")) if i.get("cause") == "explosion")
    if not booms:
        return []
    return _p(f"Sorcery exploded {'once' if booms == 1 else f'{booms} times'}.", "moment") + _stress_lines(m.data.get("outcome") or {})


def _threat_events(m: Moment) -> list:
    """Threat tokens placed (surges included) and threat rolls against the pool."""
    items = outcome_items(m.data.get("outcome"))
    places = [i["threat"] for i in items if isinstance(i.get("threat"), str)]
    rolls = [f"a threat roll of {i['threat_roll']} against a pool of {i.get('pool', '?')}"
             for i in items if "threat_roll" in i]
    said = ([f"threat gathered at {_and(places)}"] if places else []) + rolls
    text = "; ".join(said)
    return _p(f"{text[:1].upper()}{text[1:]}.") if said else []


def _built(m: Moment) -> list:
    done = (m.data.get("outcome") or {}).get("completed")
    names = done if isinstance(done, list) else [done]
    return _p(f"{m.data.get('character', 'Someone')} completed {_and(names)}.") if done else []


def _season(game) -> str:
    """' to summer' from the table after the turn, or '' when it cannot tell."""
    table = (game or {}).get("table") or {}
    try:
        return f" to {table['seasons'][table['season']]['name']}"
    except (KeyError, IndexError, TypeError):
        return ""


def _game_over(m: Moment) -> list:
    reason = f" ({m.data['reason']})" if m.data.get("reason") else ""
    return _p(f"The game was {m.data.get('result', 'over')}{reason}.", "moment")


class _Known(dict):
    def __missing__(self, key):
        return "?"


def _sentence(template: str, style: str = ""):
    """A teller filling `template` from the event's data (a missing field reads '?')."""
    return lambda m: _p(template.format_map(_Known(m.data)), style)


def _per_character(title: str, key: str, joiner: str = ": ", style: str = ""):
    """'Title: Thea: A and B; Keel: C.' from {character: cards or place} under `key`."""
    def tell(m: Moment) -> list:
        items = m.data.get(key) or {}
        said = [f"{name}{joiner}{_and(v) if isinstance(v, list) else v}" for name, v in items.items()]
        return _p(f"{title}: {'; '.join(said)}.", style) if said else []
    return tell


def _cards(title: str, *keys: str, style: str = "aside"):
    """'Title: A, B and C.' from the card lists under `keys` (nothing when all are empty)."""
    def tell(m: Moment) -> list:
        cards = [card for key in keys for card in (m.data.get(key) or [])]
        return _p(f"{title}: {_and(cards)}.", style) if cards else []
    return tell


def _location_action(m: Moment) -> list:
    """A location's own action: which obstacle it discarded, moved or pulled, and any stress."""
    out = m.data.get("outcome") or {}
    where = ((m.state or {}).get("table") or {}).get("characters", {}).get(m.data.get("character"), {}).get("location")
    done = [f"discarded {out['discarded']}" if out.get("discarded") else "",
            f"moved {out['moved']} to {out.get('to')}" if out.get("moved") else "",
            f"pulled {out['pulled']} from {out.get('from')}" if out.get("pulled") else ""]
    place = f" of {where}" if where else ""
    return _p(f"{m.data.get('character', 'A character')} used the action{place}"
              + (f" and {_and(done)}." if any(done) else ".")) + _stress_lines(out)


def _time(m: Moment) -> list:
    ended = (m.data.get("outcome") or {}).get("season_ended")
    return _p(f"The season turned{_season(m.state)}.", "aside") if ended else []


TELLERS = {
    ev.WINTER_RECORDED: _winter, ev.SCENARIO_SET_UP: _setup, ev.STARTING_DICE_ROLLED: _starting_dice,
    ev.INITIAL_SCENE_PLACED: _sentence("The first scene, {scene}, waited at {location}."),
    ev.STAGING_FILLED: _cards("In the staging area", "staging"),
    ev.YEAR_CARDS_ADDED: _cards("New cards joined the decks", "assets", "obstacles"),
    ev.STARTING_ASSETS_CHOSEN: _per_character("Starting assets", "assets"),
    ev.ABILITY_CARDS_TAKEN: _per_character("Abilities in hand", "unlocked", style="aside"),
    ev.CAMPAIGN_RESTORED: _sentence("The campaign was restored from where it was stored.", "aside"),
    ev.CHARACTERS_PLACED: _per_character("The characters took their places", "locations", joiner=" at "),
    ev.RESERVE_ACTION_TAKEN: _sentence("{character} took the reserve action {action}."),
    ev.SKILLS_IMPROVED: _improved, ev.ASSETS_ARCHIVED: _archived, ev.DECKS_UPDATED: _decks,
    ev.THREATS_UPDATED: _threats, ev.JOURNALS_UPDATED: _journals,
    ev.CHARACTER_UNLOCKED: _sentence("{character} joined the company.", "moment"),
    ev.RESERVE_ACTION_UNLOCKED: _sentence("{character} learned {action}."),
    tk.OBSTACLES_ACTIVATED: _threat_events, tk.EFFECT_RESOLVED: _threat_events,
    tk.EXPLODED: _sorcery, tk.MUSTERED: _sorcery, tk.REFRESHED: _sorcery,
    tk.SCENE_NARRATED: _scene_done, tk.OBSTACLE_ATTEMPTED: _attempt, tk.ASSET_BUILT: _built,
    tk.GAME_ENDED: _game_over, tk.TIME_ADVANCED: _time, tk.LOCATION_ACTION: _location_action,
}


# ---- key moments ---------------------------------------------------------------------------

def outcome_items(value) -> list[dict]:
    """Every dict inside an event outcome (stress, conditions, threats, threat rolls)."""
    if isinstance(value, dict):
        return [value] + [i for v in value.values() for i in outcome_items(v)]
    if isinstance(value, list):
        return [i for v in value for i in outcome_items(v)]
    return []


def key_moments(year: Year) -> list:
    """Exploding sorcery chains, threat rolls that nearly lost the game, conditions taken,
    big overcomes, knock-outs: the dice the table will remember."""
    found = []
    for m in year.moments:
        items = outcome_items(m.data.get("outcome"))
        booms = sum(1 for i in items if i.get("cause") == "explosion")
        if booms >= 2:
            found.append(f"A chain of sorcery: the dice exploded {booms} times in a row.")
        for i in items:
            if "threat_roll" in i and i["threat_roll"] > i.get("pool", 99) and i.get("pool", 99) <= 2:
                found.append(f"A threat roll of {i['threat_roll']} against a pool of {i['pool']}: the game hung by a thread.")
            if i.get("condition"):
                found.append(f"{i.get('character')} took the condition {_condition(i['condition'])}.")
            if i.get("knocked_out"):
                found.append(f"{i.get('character')} was knocked out.")
        out = m.data.get("outcome") or {}
        if m.kind == tk.OBSTACLE_ATTEMPTED and out.get("result") == "overcome" and out.get("progress", 0) >= 3:
            found.append(f"{m.data.get('obstacle')} fell at one stroke: {out['progress']} progress in a single attempt.")
    for name, char in ((year.data(ev.SCENARIO_ENDED).get("summary") or {}).get("characters") or {}).items():
        if not any(is_table(m.kind) for m in year.moments):
            found += [f"{name} came home with the condition {c}." for c in char.get("conditions", [])]
    return [Paragraph(text, "moment") for text in found]


def _finale(final: dict, ended: dict) -> Section:
    section = Section("The end of the campaign")
    verdict = "victorious" if ended.get("victorious") else "without victory in the final year"
    section.say(f"The six winters are over and the company ended {verdict}. Their score was "
                f"{ended.get('total', '?')}: the title of {ended.get('title', '?')}.", "lead")
    parts = ended.get("parts") or {}
    section.add(Table(["Part", "Count", "Points"], [
        ["Successful missions (standard / difficult)",
         f"{ended.get('successful_missions', 0)} / {ended.get('successful_difficult_missions', 0)}", parts.get("missions", 0)],
        ["Productions on the map (base / improved)",
         f"{ended.get('productions', 0)} / {ended.get('improved_productions', 0)}", parts.get("production", 0)],
        ["Archived assets", ended.get("archived_assets", 0), parts.get("archive", 0)],
        ["Total", "", ended.get("total", 0)]], caption="Campaign score", numeric=(1, 2)))
    history = (final.get("campaign") or {}).get("history") or []
    section.add(Table(["Year", "Scenario", "Difficulty", "Result", "Spotlight"],
                      [[h.get("year"), h.get("scenario"), h.get("difficulty"), h.get("result"), h.get("spotlight")]
                       for h in history], caption="The years", numeric=(0,)))
    return section


def _and(items: list) -> str:
    items = [str(i) for i in items if i]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else ""
