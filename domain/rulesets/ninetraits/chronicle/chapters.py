"""The chapters: one per session (and a prologue or an epilogue when something was told
outside the sessions), each cut into a part per scene and a heading per fight."""
from __future__ import annotations

from domain.kernel.chronicle import (GAME_MASTER, NOT_NARRATED, PRIVATE, Moment, Paragraph, Picture, Quote, Section, Table,
                                     cut_where, narrate_generic, narrate_unknown)
from domain.kernel.group_voice import is_group_words, lead_chapter
from domain.kernel.luck import luck_section, luck_voice
from domain.kernel.storytelling import Voice, and_list, byline, capital, number
from domain.kernel.turning import STORY, turning_point

from .. import events as k
from ..pictures import combat_picture
from ..views import journal
from .phrases import VOICE, lucky
from .story import rate, session_story
from .tellers import HIGHLIGHTS, Memory, tell

QUOTED = frozenset({"journal/noted", k.SHEET_NOTED, k.SECRET_WRITTEN})


def sessions_of(moments: list[Moment]) -> list[list[Moment]]:
    """The moments cut where each session starts (the first run: what came before any)."""
    return cut_where(moments, k.SESSION_STARTED)


class Teller:
    """Tells a run of moments into sections: a paragraph per command, quotes for notes, and
    one line a scene for what the Wayfinder did behind the screen (at the scene's end: the
    players saw only that something happened, so a line each time tells them nothing new)."""

    def __init__(self, voice: Voice, memory: Memory):
        self.voice, self.memory = voice, memory
        self.sections: list[Section] = []
        self.said: list[str] = []
        self.highlight = False
        self.hidden = 0

    @property
    def current(self) -> Section:
        return self.sections[-1]

    def open(self, section: Section) -> None:
        """A new part: a scene or a chapter closes the one before (its hidden moves told);
        a fight's heading stays inside its scene."""
        if section.level <= 2:
            self.close()
        else:
            self.flush()
        self.sections.append(section)

    def flush(self) -> None:
        """The paragraph of the command told so far (hidden moves wait for the scene's end)."""
        self.end_command()

    def close(self) -> None:
        """The end of a scene: the paragraph told so far, then its hidden moves in one line."""
        self.end_command()
        self.behind_the_screen()

    def end_command(self) -> None:
        """The paragraph of the command told so far (private moves wait: a run of them is one line)."""
        if self.said:
            self.current.add(Paragraph(" ".join(self.said), "moment" if self.highlight else ""))
        self.said, self.highlight = [], False

    def behind_the_screen(self) -> None:
        if self.hidden:
            name = "private" if self.hidden == 1 else "privates"
            self.current.add(Paragraph(self.voice.say(name, count=number(self.hidden),
                                                      count_cap=capital(number(self.hidden))), "aside"))
            self.hidden = 0

    def moment(self, moment: Moment) -> None:
        if moment.kind in NOT_NARRATED or is_group_words(moment):
            return
        if moment.kind == PRIVATE:
            self.end_command()
            self.hidden += 1
            return
        if moment.kind in QUOTED:
            self.flush()
            self.current.add(_quote(moment))
            return
        sentences = tell(moment, self.voice, self.memory)
        if sentences is None:
            self.flush()
            self.current.add(narrate_generic(moment) or narrate_unknown(moment))
            return
        self.said += sentences
        self.highlight = self.highlight or (bool(sentences) and moment.kind in HIGHLIGHTS)


def _quote(moment: Moment) -> Quote:
    data = moment.data
    if moment.kind == k.SHEET_NOTED:
        player = ((moment.state or {}).get("characters") or {}).get(data["character"], {}).get("player")
        return Quote(data["text"], by=player or data["character"], about=f"on {data['character']}'s sheet")
    kept = ((moment.state or {}).get("secret") or {}).get("notes", [])
    if moment.kind == k.SECRET_WRITTEN or any(note["at"] == moment.position for note in kept):
        return Quote(data["text"], by="The Wayfinder, for their eyes only", about=data.get("about", ""))
    return Quote(data.get("text", ""), by=_writer(moment), about=data.get("about", ""))


def _writer(moment: Moment) -> str:
    """Whom a note is credited to: a person at the table (a player or the Wayfinder), never an
    account that holds no seat; for a note recorded by such an account, the player of the
    character it is about, else the player of the character whose seat the account sat for
    (`Moment.by`; the game master's chair is the Wayfinder), else that character, else the table."""
    state = moment.state or {}
    sheets = state.get("characters") or {}
    people = {sheet.get("player") for sheet in sheets.values()} | {state.get("wayfinder")}
    if moment.actor in people - {None, ""}:
        return moment.actor
    about = sheets.get(str(moment.data.get("about") or "")) or {}
    if about.get("player") or moment.by != GAME_MASTER:
        sat = sheets.get(moment.by) or {}
        return about.get("player") or sat.get("player") or about.get("name") or sat.get("name") or "the table"
    return "The Wayfinder"


def _commands(moments: list[Moment]) -> list[list[Moment]]:
    groups: list[list[Moment]] = []
    for moment in moments:
        if groups and groups[-1][0].cmd == moment.cmd:
            groups[-1].append(moment)
        else:
            groups.append([moment])
    return groups


def _scene_title(data: dict) -> str:
    return data["title"] or f"Scene {data['number']}"


def _cast_sentence(started: Moment, voice: Voice, first: bool) -> list[str]:
    cast = started.data.get("cast") or []
    wayfinder = (started.state or {}).get("wayfinder", "the Wayfinder")
    said = []
    if cast:
        played = ", ".join(f"{p} {c}" if i else f"{p} played {c}" for i, (p, c) in enumerate(cast))
        played = played if len(cast) < 2 else played.rsplit(", ", 1)[0] + " and " + played.rsplit(", ", 1)[1]
        said.append(voice.say("cast", played=played, wayfinder=wayfinder,
                              cast_as=and_list(f"{p} as {c}" for p, c in cast)))
    if first and cast:
        said.append(voice.say("party", members=and_list(c for _, c in cast)))
    return said


def _session(run: list[Moment], voice: Voice, memory: Memory, number: int, luck: Voice) -> list[Section]:
    started = run[0]
    title = f"Session {started.data['number']}" + (f": {started.data['title']}" if started.data["title"] else "")
    players = started.data.get("players") or []
    teller = Teller(voice, memory)
    teller.open(Section(title, byline=byline(run, players)))
    for line in _cast_sentence(started, voice, number == 1):
        teller.current.say(line, "lead")
    teller.current.say(session_story(run, voice), STORY)
    lead_chapter(teller.current, run)
    ended, fight = None, []
    for group in _commands(run[1:]):
        for moment in group:
            fight = [*fight, moment] if fight or moment.kind == k.COMBAT_ENTERED else []
            if moment.kind == k.SCENE_BEGAN:
                teller.open(Section(_scene_title(moment.data), level=2))
            elif moment.kind == k.COMBAT_ENTERED:
                teller.open(Section(f"Combat Flow {moment.data['sequence']}", level=3))
            elif moment.kind == k.SESSION_ENDED:
                ended = moment
                teller.open(Section("How the session ended", level=2))
                if moment.data["summary"]:
                    teller.current.add(Paragraph(moment.data["summary"], "moment"))
            teller.moment(moment)
            if moment.kind == k.SEQUENCE_ENDED:
                teller.flush()
                teller.current.add(fight_picture(fight))
                teller.open(Section("After the fight", level=3))
                fight = []
        teller.end_command()
    teller.close()
    if ended is not None:
        _changes(teller.current, ended)
    sections = teller.sections
    dice = luck_section(run, luck, title=f"Dice and luck in session {started.data['number']}", lucky=lucky)
    return sections + ([dice] if dice else [])


def fight_picture(fight: list[Moment]) -> Picture | None:
    """A fight drawn at its turn: the combat tracker as it stood after the moment that swung
    the fight most (the session's own measure), else after its last move (None when the reader
    saw no move of it under way)."""
    under_way = [moment for moment in fight if (moment.state or {}).get("combat")]
    turned = turning_point(under_way, rate) or (under_way[-1] if under_way else None)
    if turned is None:
        return None
    sequence = turned.state["combat"]["sequence"]
    return Picture(combat_picture(turned.state), caption=f"Combat Flow {sequence} at its turn")


def _changes(section: Section, ended: Moment) -> None:
    """What changed on the sheets in the session that just ended."""
    record = next((s for s in journal(ended.state)["sessions"] if s["number"] == ended.data["number"]), None)
    rows = [[c["character"], c["change"]] for c in (record or {}).get("changes", [])]
    if rows:
        section.add(Table(["Character", "What changed"], rows, caption="On the sheets"))


def _outside(run: list[Moment], voice: Voice, memory: Memory, title: str) -> list[Section]:
    teller = Teller(voice, memory)
    teller.open(Section(title))
    for group in _commands(run):
        for moment in group:
            if moment.kind == k.CAMPAIGN_CLOSED and moment.data["epilogue"]:
                teller.flush()
                teller.current.add(Paragraph(moment.data["epilogue"], "moment"))
            teller.moment(moment)
        teller.end_command()
    teller.close()
    return teller.sections


def tell_sessions(moments: list[Moment]) -> list[Section]:
    """Every chapter, empty parts left out."""
    voice, memory, luck = Voice(VOICE), Memory(), luck_voice()
    sections: list[Section] = []
    for number_, run in enumerate(sessions_of(moments)):
        closing = next((i for i, m in enumerate(run) if m.kind == k.CAMPAIGN_CLOSED), None)
        told, after = (run, []) if closing is None else (run[:closing], run[closing:])
        if number_ == 0:
            sections += _outside(told, voice, memory, "Before the first session")
        elif told:
            sections += _session(told, voice, memory, number_, luck)
        if after:
            sections += _outside(after, voice, memory, "Epilogue")
    return _kept(sections)


def _kept(sections: list[Section]) -> list[Section]:
    """Sections with something in them, or with a deeper part after them that has."""
    kept: list[Section] = []
    for section in reversed(sections):
        if section.blocks or (kept and kept[-1].level > section.level):
            kept.append(section)
    return kept[::-1]


def secrets_section(final: dict) -> Section | None:
    """The Wayfinder's edition only: the characters and notes still kept from the players."""
    kept = final.get("secret") or {}
    hidden, notes = list(kept.get("characters", {})), kept.get("notes", [])
    if not hidden and not notes:
        return None
    section = Section("What the Wayfinder still keeps", style="appendix")
    if hidden:
        section.say(f"Not yet revealed: {and_list(hidden)}.", "lead")
    for note in notes:
        section.add(Quote(note["text"], by="The Wayfinder", about=note.get("about", "")))
    return section
