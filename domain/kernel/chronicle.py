"""The chronicle hook: what a ruleset returns so reports/ can print a campaign as a story.

A ruleset's ``chronicle`` attribute is a callable ``chronicle(timeline, year=None) ->
Chronicle``. It reads the campaign through a `Timeline` (every live event with the game
state right after it) and returns plain data: a title page, then `Section`s made of
ordered blocks (paragraphs, quotes, tables, pictures, facts). It never produces HTML:
all text is plain and reports/ escapes it, so a player's note can never become markup.

Everything here is pure and JSON-plain in spirit, like the rest of domain/: no clock,
no ids, no dice, no imports from journal/ or reports/. See docs/chronicle.md.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Iterator

from . import fold, reading, secrets
# the blocks and Moment are named from here too: domain.kernel.chronicle is the hook's surface
from .book_parts import Block, Card, Facts, Moment, Paragraph, Picture, Quote, Section, Table  # noqa: F401
from .events import Recorded
from .group_voice import is_group_words
from .seats import game_master_seats
from .storytelling import capital
from .viewers import Audience, Viewer
from .words import kind_words


class ChronicleRefusal(ValueError):
    """A chronicle a ruleset cannot tell as asked (a year of a game that has no years): the
    message says why and what to ask instead; reports/ passes it on as a clear error."""


@dataclass
class Chronicle:
    """The whole book: a cover (title, subtitle, the group, the dates, facts, picture) and
    sections in order. `group` names the players (with their characters where the game has
    them); `dates` the span of the sessions told ("12 March \u2013 3 September 2026"). A
    ruleset may leave both empty: reports/ then fills them from the seats and the log.
    `edition` says on the cover who the book is told for; reports/ sets it from the reader."""

    title: str
    subtitle: str = ""
    sections: list[Section] = field(default_factory=list)
    facts: list[tuple[str, Any]] = field(default_factory=list)
    picture: Picture | None = None
    group: list[str] = field(default_factory=list)
    dates: str = ""
    edition: str = ""


ChronicleHook = Callable[["Timeline", "int | None"], Chronicle]


# ---- the timeline a ruleset reads ----------------------------------------------------

class Timeline:
    """A campaign's live events in order, each with the game state after it.

    Built once by folding the log (`Timeline.fold`), so `state_at` is a lookup, not a
    replay. States are shared, never copied: treat them as read-only.
    """

    def __init__(self, name: str, ruleset: str, moments: Iterable[Moment], retracted: int = 0):
        self.name = name
        self.ruleset = ruleset
        self.moments: tuple[Moment, ...] = tuple(moments)
        self.retracted = retracted
        self._positions = [m.position for m in self.moments]

    def __iter__(self) -> Iterator[Moment]:
        return iter(self.moments)

    def __len__(self) -> int:
        return len(self.moments)

    @property
    def final(self) -> Any:
        """The game state after the last live event (None for an empty log)."""
        return self.moments[-1].state if self.moments else None

    def state_at(self, position: int) -> Any:
        """The game state after `position` (after the last live event at or before it)."""
        index = bisect_right(self._positions, position) - 1
        return self.moments[index].state if index >= 0 else None

    def state_before(self, position: int) -> Any:
        """The game state just before `position` was recorded."""
        return self.state_at(position - 1)

    def of_kind(self, *kinds: str) -> list[Moment]:
        return [m for m in self.moments if m.kind in kinds]

    def between(self, start: int, stop: int | None = None) -> list[Moment]:
        """Live moments with start <= position < stop (stop None: to the end)."""
        lo = bisect_right(self._positions, start - 1)
        hi = len(self.moments) if stop is None else bisect_right(self._positions, stop - 1)
        return list(self.moments[lo:hi])

    @classmethod
    def fold(cls, ruleset, envelopes: Iterable[dict],
             progress: Callable[[int, int], None] | None = None, viewer: Viewer | None = None) -> "Timeline":
        """Fold stored envelopes (dicts as the journal returns them, sealed values opened, an
        event of a version read through an outcome record with its record under
        "outcome_record") with the kernel's fold, told for `viewer` (default: everything, as an audit).

        Retracted events are skipped as the journal's replay skips them (its dice-seed
        bookkeeping still applies). The timeline tells the story as it stands now: a
        command retracted later never happened, even at positions before its retraction
        (where the journal's historic `state(at=p)` still shows it). For a viewer, each
        state is redacted and each event read as they may read it: an event outside their
        audience becomes a PRIVATE moment holding only its shadow sentence.
        """
        envelopes, viewer = list(envelopes), viewer or Viewer.auditor()
        state, moments, retracted, total = fold.empty_state(), [], 0, len(envelopes)
        name, shown, seen_before, sat = "", None, None, {}
        for done, envelope in enumerate(envelopes, 1):
            if progress and (done % 200 == 0 or done == total):
                progress(done, total)
            if envelope.get("retracted") and envelope["type"] not in _ALWAYS_APPLIED:
                retracted += 1
                continue
            recorded = _recorded(ruleset, envelope)
            state = fold.apply(ruleset, state, recorded, envelope.get("rolls"))
            name = state["meta"].get("name", name)
            seen_now = reading.seen(ruleset, state["game"], viewer)
            shown, seen_before = shared(seen_now, shown, seen_before), seen_now
            moment = _moment_for(ruleset, recorded, envelope, shown, viewer)
            moments.append(replace(moment, by=_sat_for(ruleset, recorded, state["game"], sat)))
        return cls(name, ruleset.name, moments, retracted)


def _sat_for(ruleset, recorded: Recorded, game: Any, sat: dict) -> str:
    """Whom a moment is credited to (`Moment.by`); `sat` remembers each account's last seat
    (under the account's name) and each seat's credit (under ("seat", id)), so the seats are
    read from the game once per seat, not once per event. An account that has not sat yet is
    credited only where it is a person: named as one of the game's seats (the account "Ann"
    at Ann's seat), or in a game of no seats (a dice journal), where the account is the one at
    the table."""
    if recorded.seat:
        key = ("seat", recorded.seat)
        if key not in sat:
            chairs = game_master_seats(ruleset, game) if ruleset.seats is not None else frozenset()
            sat[key] = GAME_MASTER if recorded.seat in chairs else recorded.seat
        sat[recorded.actor] = sat[key]
    if recorded.actor in sat:
        return sat[recorded.actor]
    seats = [] if ruleset.seats is None else [seat.id for seat in ruleset.seats(game)]
    return recorded.actor if not seats or recorded.actor in seats else ""


def shared(new: Any, old: Any, was: Any = None) -> Any:
    """`new` with every part equal to the same part of `old` replaced by `old`'s object.

    Rulesets copy their state on each event (evolve must not mutate), so consecutive
    states are mostly equal copies; sharing them keeps a timeline of a long campaign
    a fraction of the size of its copies (docs/dev/performance.md). `was` is the state
    `old` was made from: evolve copies only what an event changes, so a part of `new` that
    is `was`'s own part is unchanged and `old`'s part stands for it without a look; only the
    parts the event copied are compared. One walk decides and shares at once: a container is
    `old`'s own when each of its parts came back as `old`'s part, so no part is compared twice
    and no text is made of a state. Equal means equal as JSON with the same types (True, 1 and
    1.0 stay apart), so nothing reads differently.
    """
    if new is was and was is not None:
        return old
    if new is old or type(new) is not type(old):
        return new
    if type(new) is dict:
        return _shared_dict(new, old, was if type(was) is dict else {})
    if type(new) in (list, tuple):
        return _shared_items(new, old, was if type(was) is type(new) and len(was) == len(new) else None)
    return old if _same_scalar(new, old) else new


def _shared_dict(new: dict, old: dict, was: dict) -> dict:
    """A dict's parts shared with `old`'s; `old` itself when every key, in order, and every part is."""
    parts, same = {}, len(new) == len(old)
    for (key, value), old_key in zip(new.items(), old if same else new):
        if key in old:
            part = shared(value, old[key], was.get(key))
            same = same and key == old_key and part is old[key]
        else:
            part, same = value, False
        parts[key] = part
    return old if same else parts


def _shared_items(new, old, was):
    """A list's (or tuple's) items shared with `old`'s when both hold as many; `old` itself
    when every item is."""
    if len(new) != len(old):
        return new
    befores = was if was is not None else (None,) * len(new)
    items = [shared(a, b, c) for a, b, c in zip(new, old, befores)]
    if all(a is b for a, b in zip(items, old)):
        return old
    return items if type(new) is list else tuple(items)


def _same_scalar(new: Any, old: Any) -> bool:
    """Equal values of one type that print alike (0.0 and -0.0 are equal but do not)."""
    if type(new) is float:
        return new == old and str(new) == str(old)
    return type(new) in _SCALARS and new == old


_SCALARS = (str, int, bool, type(None))


# bookkeeping the journal's replay applies even inside a retracted command
_ALWAYS_APPLIED = frozenset({"journal/campaign-started", "journal/dice-committed", "journal/dice-revealed"})


ROLL = "roll"   # a Paragraph's style for one roll told on its own line: the appendix's (account.py)
GAME_MASTER = "the game master"   # whom a move made from the game master's chair is credited to
PRIVATE = "journal/private"   # a moment the viewer may not read: data {"sentence": its shadow}


def _recorded(ruleset, envelope: dict) -> Recorded:
    version, data = fold.upcast(ruleset, envelope["type"], envelope.get("version", 1), envelope["data"])
    audience = Audience.from_json(envelope.get("audience") or "all")
    return Recorded(kind=envelope["type"], data=data, position=envelope["position"],
                    source=envelope.get("source", ""), actor=envelope.get("actor", ""),
                    recorded_at=envelope.get("recorded_at", ""), version=version,
                    seat=envelope.get("seat"), audience=audience, outcome_record=envelope.get("outcome_record"))


def _moment_for(ruleset, recorded: Recorded, envelope: dict, game: Any, viewer: Viewer) -> Moment:
    """The moment as the viewer may read it: a PRIVATE shadow, or the event with its face-down
    values (in its data and its command) withheld."""
    shown = reading.readable(ruleset, recorded, viewer)
    command, rolls = envelope.get("command"), envelope.get("rolls")
    if shown is None:
        return _moment(recorded, PRIVATE, {"sentence": ruleset.shadow(recorded)}, envelope, None, None, game)
    if shown is not recorded:
        pointers = ruleset.face_down(recorded)
        command, rolls = (secrets.withhold(command, pointers) if command else command), None
    return _moment(recorded, recorded.kind, dict(shown.data), envelope, command, rolls, game)


def _moment(recorded, kind: str, data: dict, envelope: dict, command, rolls, game: Any) -> Moment:
    return Moment(position=recorded.position, kind=kind, data=data,
                  source=recorded.source, actor=recorded.actor, recorded_at=recorded.recorded_at,
                  cmd=envelope.get("cmd") or recorded.position, command=command, rolls=rolls, state=game)


# ---- narration of the generic journal events, shared by every ruleset ------------------

def cut_where(moments: list[Moment], kind: str) -> list[list[Moment]]:
    """The moments cut where each event of `kind` begins a run (a year, a session, a week, a
    turn); the first run holds those before any (empty when the first moment begins one)."""
    runs: list[list[Moment]] = [[]]
    for moment in moments:
        if moment.kind == kind:
            runs.append([])
        runs[-1].append(moment)
    return runs


def dice_words(dice: list[dict]) -> str:
    """'4, 2 and 6' for a list of die dicts (values only, in the order rolled)."""
    values = [str(die.get("value", "?")) for die in dice]
    if len(values) <= 1:
        return "".join(values)
    return ", ".join(values[:-1]) + " and " + values[-1]


def how_rolled(moment: Moment) -> str:
    """'the app rolled' or 'rolled at the table', from the envelope's source."""
    return "the app rolled" if moment.source == "digital" else "rolled at the table"


def narrate_generic(moment: Moment) -> Block | None:
    """The story block for a `journal/...` event every ruleset shares, or None.

    Notes become quotes (the players' own words); rolls and adjustments become prose. A roll's
    paragraph is styled "roll": it belongs to the move-by-move account (`account.py`), printed
    in the appendix, while the chapter sums the session's rolls up on its dice page.
    Bookkeeping kinds (campaign start, dice seeds, retractions) are not narrated.
    """
    data = moment.data
    if is_group_words(moment):
        return None      # the group's words for the chapter lead it (group_voice.py), not quoted
    if moment.kind == "journal/noted":
        return Quote(data.get("text", ""), by=moment.by, about=data.get("about", ""))
    if moment.kind == "journal/rolled":
        dice = data.get("dice", [])
        purpose = f" for {data['purpose']}" if data.get("purpose") else ""
        total = sum(die.get("value", 0) for die in dice)
        sum_words = f" (total {total})" if len(dice) > 1 else ""
        who = capital(moment.by) if moment.by == GAME_MASTER else moment.by or "Someone"   # a name as written
        return Paragraph(f"{who} rolled {dice_words(dice)}{sum_words}{purpose}; "
                         f"{how_rolled(moment)}.", style=ROLL)
    if moment.kind == "journal/adjusted":
        card = f" ({data['card']})" if data.get("card") else ""
        return Paragraph(f"By hand{card}: {data.get('reason', '')}", style="aside")
    if moment.kind == PRIVATE:
        return Paragraph(data["sentence"], style="aside")
    return None


NOT_NARRATED = frozenset({"journal/campaign-started", "journal/dice-committed",
                          "journal/dice-revealed", "journal/retracted", "journal/forked",
                          "journal/secrets-revealed"})


def _value_words(value: Any) -> str:
    if isinstance(value, list) and value and all(isinstance(v, dict) and "value" in v for v in value):
        return dice_words(value)
    if isinstance(value, (list, tuple)):
        return ", ".join(_value_words(v) for v in value[:8]) + (" ..." if len(value) > 8 else "")
    if isinstance(value, dict):
        return "; ".join(f"{k} {_value_words(v)}" for k, v in list(value.items())[:6])
    return str(value)


def narrate_unknown(moment: Moment) -> Paragraph | None:
    """A plain account of any event: its kind in words and its scalar facts.

    The fallback for kinds a chronicle does not tell in its own words, so a new event
    kind never disappears from the story. None for the group's words for a chapter: they
    lead their chapter (group_voice.py), never told as a move.
    """
    if is_group_words(moment):
        return None
    facts = [f"{key.replace('_', ' ')}: {_value_words(value)}" for key, value in moment.data.items()
             if value not in (None, "", [], {})][:8]
    who = f" ({moment.by})" if moment.by else ""
    detail = f" — {'; '.join(facts)}" if facts else ""
    return Paragraph(f"{kind_words(moment.kind)}{who}{detail}.", style="aside")
