"""The dice and luck page of a session: what was rolled, at the table and by the app, and
the luckiest and unluckiest roll, for any ruleset.

Read from the moments alone, as the dice audit reads the log: the valued dice in the command
of a physical moment (entered at the table) and the moment's `rolls` (rolled by the app).
Dice that pick cards (shuffles, draws) are not luck and are left out; so are dice the reader
may not see (a private roll is a shadow without dice, a face-down value is withheld).

A roll is the dice of one kind in one field of one command (a battle round's attacker die
and defender die are two rolls). Its luck is how far its total lies from what such dice give on average,
in standard deviations; whether high is lucky depends on the game, so a ruleset may say per
kind of die (`lucky`: +1 high is good, -1 low is good, 0 neither, then the roll is counted
but never called lucky).

Pure, like the rest of domain/: it reads dice, it never rolls them.
"""
from __future__ import annotations

from dataclasses import dataclass
from math import sqrt
from typing import Callable, Iterable

from .chronicle import Facts, Moment, Picture, Section, Table
from .decks import deck_use
from .dice import is_die, walk_dice
from .dice_faces import dice_svg
from .storytelling import Voice, and_list, count, number

PHYSICAL, DIGITAL = "physical", "digital"
MAX_SIDES = 1000
FAIR = 0.25   # a mean luck within this many standard deviations of the average reads as fair

TEMPLATES = {
    "mixed": ("{dice} were rolled, {table} at the table and {app} by the app.",
              "The table threw {table} and the app {app}: {dice} in all.",
              "Of {dice} rolled, {table} came from real dice and {app} from the app."),
    "table": ("{dice} were rolled, every one of them at the table.",
              "All {dice} were real dice, thrown at the table.",
              "The app rolled nothing: the table threw {dice} by hand."),
    "app": ("{dice} were rolled, every one of them by the app.",
            "The app rolled all {dice}; no die was entered from the table.",
            "No real die was thrown: the app rolled {dice}."),
}


def luck_voice() -> Voice:
    """A voice for one book's dice pages, so each session's page opens in other words."""
    return Voice(TEMPLATES)


@dataclass(frozen=True)
class Roll:
    """The dice of one kind in one field of one command."""

    moment: Moment
    field: str
    source: str                     # PHYSICAL or DIGITAL
    dice: tuple                     # ((kind, sides, value), ...)

    @property
    def total(self) -> int:
        return sum(value for _, _, value in self.dice)

    def luck(self, lucky: Callable[[str], int]) -> float | None:
        """Standard deviations above the dice's average, turned by `lucky` (None: not luck; `lucky` may answer None for 0)."""
        sign = {lucky(kind) or 0 for kind, _, _ in self.dice}
        if len(sign) != 1 or 0 in sign:
            return None
        mean = sum((sides + 1) / 2 for _, sides, _ in self.dice)
        spread = sqrt(sum((sides * sides - 1) / 12 for _, sides, _ in self.dice)) or 1.0
        return sign.pop() * (self.total - mean) / spread


def _valued(die) -> tuple | None:
    sides, value = die.get("sides"), die.get("value")
    if deck_use(die.get("kind", "d")) is not None:
        return None
    if isinstance(sides, bool) or isinstance(value, bool) or not isinstance(sides, int) or not isinstance(value, int):
        return None
    if not 2 <= sides <= MAX_SIDES or not 1 <= value <= sides:
        return None
    return (str(die.get("kind") or "d"), sides, value)


def rolls_of(moment: Moment) -> list[Roll]:
    """The rolls of one moment: its command's valued dice, field by field (only the first
    moment of a command carries it, so nothing is counted twice)."""
    command = moment.command
    if not isinstance(command, dict):
        return []
    source = DIGITAL if moment.rolls else PHYSICAL
    if source == PHYSICAL and moment.source == DIGITAL:
        return []      # dice the app rolled but the reader may not see
    found = []
    for field, value in command.items():
        by_kind: dict = {}
        for die in filter(None, (_valued(die) for die in walk_dice(value))):
            by_kind.setdefault(die[0], []).append(die)
        found += [Roll(moment, field, source, tuple(dice)) for dice in by_kind.values()]
    return found


def _name(kind: str, sides: int) -> str:
    return f"d{sides}" if kind in ("", "d") else f"{kind} d{sides}"


def _tally(rolls: list[Roll]) -> list[list]:
    """A row per kind of die: dice at the table, by the app, average against the expected one,
    top faces and ones."""
    rows: dict = {}
    for roll in rolls:
        for kind, sides, value in roll.dice:
            row = rows.setdefault((kind, sides), {PHYSICAL: 0, DIGITAL: 0, "sum": 0, "top": 0, "ones": 0})
            row[roll.source] += 1
            row["sum"] += value
            row["top"] += value == sides
            row["ones"] += value == 1
    table = []
    for (kind, sides), row in sorted(rows.items()):
        n = row[PHYSICAL] + row[DIGITAL]
        table.append([_name(kind, sides), row[PHYSICAL], row[DIGITAL], f"{row['sum'] / n:.1f}",
                      f"{(sides + 1) / 2:.1f}", row["top"], row["ones"]])
    return table


# the fields that name who rolled, in the order they are asked: a command's, a side's, an event's
ROLLERS = ("character", "player", "attacker")


def _who(roll: Roll) -> str:
    """Whom a roll belongs to: the character or player its command names, else the side its
    field is named for ("attacker_die": the event's attacker), else the event's character or
    player; else whom the moment is credited to (`Moment.by`: the seat its account sat for),
    never the account that recorded it."""
    moment, command = roll.moment, roll.moment.command or {}
    side = (moment.data or {}).get(roll.field.split("_")[0])
    side = side if isinstance(side, dict) else {}
    named = [command.get(role) for role in ROLLERS] + [side.get(role) for role in ROLLERS] + \
        [(moment.data or {}).get(role) for role in ROLLERS]
    return next((name for name in named if isinstance(name, str) and name), moment.by)


def described(roll: Roll, what: Callable[[Moment], str] | None) -> str:
    """A roll told as a moment: "Thea's roll for the weir: 6, 6 and 5". Credited to the
    character or player the command names before the account that recorded it; what it was
    for in the game's words (`what`) or the roller's, never the die's kind or the event's."""
    moment, command = roll.moment, roll.moment.command or {}
    faces = and_list(str(value) for _, _, value in roll.dice)
    who = _who(roll)
    told = (what(moment) if what else "") or moment.data.get("purpose") or command.get("purpose") or ""
    roll_words = f"{who}'s roll" if who else "A roll"
    return f"{roll_words}{f' for {told}' if told else ''}: {faces}"


def drawn(roll: Roll, label: str, told: str) -> Picture:
    """A roll drawn as the dice that landed, captioned with what it was (`label`, "Luckiest
    roll") and labelled for screen readers with the roll told in words (`told`)."""
    faces = ((sides, value) for _, sides, value in roll.dice)
    return Picture(dice_svg(faces, f"{label}: {told}"), caption=f"{label}, as it landed", style="dice")


def moment_drawn(moment: Moment, told: str = "") -> Picture | None:
    """A dice moment's dice as they landed, to print beside its sentence (`told`, also their
    label for screen readers); None when the reader may see no die of it."""
    faces = [(sides, value) for roll in rolls_of(moment) for _, sides, value in roll.dice]
    return Picture(dice_svg(faces, told), style="dice") if faces else None


def luck_section(moments: Iterable[Moment], voice: Voice | None = None, title: str = "Dice and luck",
                 lucky: Callable[[str], int] = lambda kind: 1, what: Callable[[Moment], str] | None = None,
                 level: int = 2) -> Section | None:
    """A session's dice page, or None when no die was rolled (no empty page is printed)."""
    rolls = [roll for moment in moments for roll in rolls_of(moment)]
    if not rolls:
        return None
    voice = voice or luck_voice()
    dice = sum(len(roll.dice) for roll in rolls)
    table = sum(len(roll.dice) for roll in rolls if roll.source == PHYSICAL)
    key = "mixed" if 0 < table < dice else "table" if table else "app"
    section = Section(title, level=level, style="luck")
    section.say(voice.say(key, dice=count(dice, "die", "dice"), table=number(table), app=number(dice - table)), "lead")
    section.add(Table(["Dice", "At the table", "By the app", "Average", "Expected", "Top faces", "Ones"],
                      _tally(rolls), caption="Every die rolled, by kind", numeric=(1, 2, 3, 4, 5, 6)))
    judged = [(roll.luck(lucky), roll) for roll in rolls]
    judged = [(luck, roll) for luck, roll in judged if luck is not None]
    if judged:
        best = max(judged, key=lambda item: (item[0], len(item[1].dice)))
        worst = min(judged, key=lambda item: (item[0], -len(item[1].dice)))
        items = [("Luckiest roll", described(best[1], what))]
        if worst[1] is not best[1]:
            items.append(("Unluckiest roll", described(worst[1], what)))
        section.add(Facts(items, caption="Against the odds"))
        for (label, told), (_, roll) in zip(items, (best, worst)):
            section.add(drawn(roll, label, told))
    return section


def luck_line(moments: Iterable[Moment], lucky: Callable[[str], int] = lambda kind: 1,
              what: Callable[[Moment], str] | None = None) -> str:
    """A session's dice in one sentence, for a book that tells many sessions to a chapter: how
    many dice, how the luck ran against the fair line (the average of the rolls' luck) and the
    luckiest roll ('' when no die was rolled)."""
    rolls = [roll for moment in moments for roll in rolls_of(moment)]
    if not rolls:
        return ""
    said = f"{count(sum(len(roll.dice) for roll in rolls), 'die', 'dice').capitalize()} were rolled"
    judged = [(luck, roll) for luck, roll in ((roll.luck(lucky), roll) for roll in rolls) if luck is not None]
    if not judged:
        return said + "."
    mean = sum(luck for luck, _ in judged) / len(judged)
    ran = "above the fair line" if mean > FAIR else "below the fair line" if mean < -FAIR else "close to the fair line"
    best = max(judged, key=lambda item: (item[0], len(item[1].dice)))[1]
    return f"{said}, their luck {ran}; the luckiest roll: {described(best, what)}."

