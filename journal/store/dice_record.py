"""The dice of a campaign as a tally per die kind, kept as events are appended (the dice audit
reads it instead of the log).

Every event with dice or a shuffle gets a record: the faces it shows (per die kind, sides,
physical or digital, face) and the shuffles and draws its dice made, as every member reads
them. Dice that pick cards (`decks.deck_use`) are listed as shuffles, never tallied.

What a member reads of an event depends on them only when the event keeps something from
some members. So a record is one of:
- PUBLIC: nothing of its dice is sealed; every member reads the same.
- SEALED: dice sealed face down ("nobody") until a `journal/secrets-revealed` event opens
  them; until then every member reads the placeholders, after it the values. The record
  keeps the command and rolls as members read them now, opened as reveals come.
- PRIVATE: an event for an audience (a game master's roll), or one whose face-down values
  were recorded in the clear before they were sealed: what a member reads depends on who
  they are, so the audit reads such an event itself, for the member.
The tally per die kind holds the faces of every PUBLIC and SEALED record, retracted or not;
a reader leaves out the commands retracted as of now.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from domain.kernel import generic_events
from domain.kernel.decks import SHUFFLE, deck_use
from domain.kernel.dice import walk_dice
from domain.kernel.secrets import commitment, exists, get, is_placeholder, put
from domain.kernel.viewers import NOBODY

from domain.kernel import json_text

MAX_SIDES = 100
PUBLIC, SEALED, PRIVATE = "public", "sealed", "private"
DICE_PARTS = ("/command", "/rolls")
Face = tuple  # (kind, sides, source, face)


def faces_of(envelope: dict) -> Counter:
    """(kind, sides, source, face) -> how many such dice the event shows: valued dice of a
    physical command, the app's rolls; dice that pick cards left out."""
    found: Counter = Counter()
    for source, die in _dice(envelope):
        kind, sides, value = str(die.get("kind", "d")), die.get("sides"), die.get("value")
        if deck_use(kind) is not None:
            continue
        if isinstance(sides, int) and 2 <= sides <= MAX_SIDES and isinstance(value, int) and 1 <= value <= sides:
            found[(kind, sides, source, value)] += 1
    return found


def _dice(envelope: dict):
    if envelope.get("command") and envelope.get("source") == "physical":
        for die in walk_dice(envelope["command"]):
            if "value" in die:
                yield "physical", die
    rolls = envelope.get("rolls")
    for roll in rolls if isinstance(rolls, list) else []:   # a private roll's dice are sealed
        yield "digital", roll


def shuffles_of(envelope: dict) -> list[dict]:
    """Each shuffle or draw the event's command made with dice: which pile (the dice's kind),
    how many cards, whether the app or the table picked them. Read from the command's dice,
    so a sealed app shuffle is listed without its dice."""
    command = envelope.get("command") or {}
    groups: dict = {}
    for die in walk_dice(command):
        use = deck_use(die.get("kind", "d"))
        if use:
            groups.setdefault((use, str(die["kind"])), []).append(die)
    found = []
    for (use, kind), dice in groups.items():
        sides = [d.get("sides", 0) for d in dice if isinstance(d.get("sides"), int)]
        app = envelope.get("source") != "physical" or any(d.get("sealed") for d in dice)
        found.append({"position": envelope["position"], "use": use, "kind": kind,
                      "cards": (max(sides) if use == SHUFFLE else len(dice)) if sides else 0,
                      "pile": max(sides) if sides else 0, "by": "the app" if app else "the table"})
    return found


@dataclass(frozen=True)
class DiceRecord:
    """What one event adds to the dice audit (see the module docstring for `kind`)."""

    position: int
    cmd: int
    kind: str
    faces: Counter = field(default_factory=Counter)
    shuffles: list = field(default_factory=list)
    shown: dict | None = None      # SEALED: {"source", "command", "rolls"} as members read them now

    @property
    def tallied(self) -> bool:
        return self.kind != PRIVATE

    def faces_json(self) -> str:
        return json_text.spaced([[*face, count] for face, count in sorted(self.faces.items())])

    @staticmethod
    def faces_from(text: str) -> Counter:
        return Counter({tuple(item[:4]): item[4] for item in json_text.loads(text)})


def kind_of(envelope: dict, face_down) -> str:
    """PUBLIC, SEALED or PRIVATE (module docstring); `face_down` gives the ruleset's face-down
    pointers of the event's data."""
    sealing = envelope.get("sealed") or {}
    if envelope.get("audience") not in (None, "all"):
        return PRIVATE
    dice_sealed = {pointer: audience for pointer, audience in sealing.items() if pointer.startswith(DICE_PARTS)}
    if any(audience != NOBODY.to_json() for audience in dice_sealed.values()):
        return PRIVATE
    data = envelope.get("data")
    if any("/data" + p not in sealing and exists(data, p) and not is_placeholder(get(data, p)) for p in face_down):
        return PRIVATE
    return SEALED if dice_sealed else PUBLIC


def record_of(envelope: dict, face_down=()) -> DiceRecord | None:
    """The event's record, or None when it has no dice to count or list."""
    kind = kind_of(envelope, face_down)
    if kind == PRIVATE:
        return DiceRecord(envelope["position"], envelope["cmd"], PRIVATE)
    record = DiceRecord(envelope["position"], envelope["cmd"], kind, faces_of(envelope), shuffles_of(envelope),
                        _shown(envelope) if kind == SEALED else None)
    return record if record.faces or record.shuffles or kind == SEALED else None


def _shown(envelope: dict) -> dict:
    return {"position": envelope["position"], "source": envelope.get("source"), "command": envelope.get("command"),
            "rolls": envelope.get("rolls"), "sealed": {p: a for p, a in (envelope.get("sealed") or {}).items()
                                                       if p.startswith(DICE_PARTS)}}


def openings_of(envelope: dict) -> list[dict]:
    """The openings of a `journal/secrets-revealed` event that may show dice (empty otherwise)."""
    if envelope.get("type") != generic_events.SECRETS_REVEALED or not isinstance(envelope.get("data"), dict):
        return []
    return [item for item in envelope["data"].get("openings", [])
            if isinstance(item, dict) and str(item.get("pointer", "")).startswith(DICE_PARTS)]


def opened(record: DiceRecord, openings: list[dict]) -> DiceRecord:
    """The SEALED record once `openings` (of its position) are revealed: members now read the
    values. An opening that does not match the sealed commitment makes it PRIVATE (the audit
    then reads the event itself, as `journal verify` will report)."""
    shown = record.shown
    for item in sorted(openings, key=lambda o: len(o["pointer"])):
        pointer, value, salt = item["pointer"], item.get("value"), str(item.get("salt", ""))
        if not exists(shown, pointer) or not is_placeholder(get(shown, pointer)):
            continue
        try:
            matches = commitment(value, salt) == get(shown, pointer)["sealed"]
        except ValueError:
            matches = False
        if not matches:
            return DiceRecord(record.position, record.cmd, PRIVATE)
        shown = put(shown, pointer, value)
    return replace(record, faces=faces_of(shown), shuffles=shuffles_of(shown), shown=shown)


@dataclass
class DiceChange:
    """What an append changes: faces to add to the tally (negative counts subtract), records
    to write (new, or opened by a reveal)."""

    faces: Counter = field(default_factory=Counter)
    records: dict = field(default_factory=dict)   # position -> DiceRecord

    def add(self, record: DiceRecord, before: DiceRecord | None = None) -> None:
        if before is not None and before.tallied:
            self.faces.subtract(before.faces)
        if record.tallied:
            self.faces.update(record.faces)
        self.records[record.position] = record


def change_of(envelopes: list[dict], face_down, sealed_record) -> DiceChange:
    """The change an append of `envelopes` (in order) makes. `face_down(envelope)` gives the
    ruleset's face-down pointers; `sealed_record(position)` the stored SEALED record at an
    earlier position (None if there is none)."""
    change = DiceChange()
    for envelope in envelopes:
        record = record_of(envelope, face_down(envelope))
        if record is not None:
            change.add(record)
        by_position: dict = {}
        for item in openings_of(envelope):
            by_position.setdefault(item.get("position"), []).append(item)
        for position, items in by_position.items():
            before = change.records.get(position) or sealed_record(position)
            if before is not None and before.kind == SEALED:
                change.add(opened(before, items), before)
    change.faces = Counter({face: n for face, n in change.faces.items() if n})
    return change


def tally_table(faces: Counter) -> dict:
    """(kind, sides) -> {"physical": [count per face], "digital": [...]}: the audit's table."""
    table: dict = {}
    for (kind, sides, source, face), count in sorted(faces.items()):
        if count <= 0 or source not in ("physical", "digital") or not 1 <= face <= sides:
            continue
        counts = table.setdefault((kind, sides), {"physical": [0] * sides, "digital": [0] * sides})
        counts[source][face - 1] += count
    return table
