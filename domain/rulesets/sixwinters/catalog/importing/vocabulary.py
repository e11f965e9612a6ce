"""What a token means for one import: resource, region, skill, die face, icon name.

The skills of an import are those of its characters.csv (set by the characters reader);
a card naming a skill the export's characters do not have (a leftover of an older
revision) keeps ``skill: null`` and the import notes list it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .markup import Piece, table


@dataclass
class Vocabulary:
    skills: list[dict] = field(default_factory=list)  # [{"id", "name"}] from characters.csv
    notes: list[str] = field(default_factory=list)
    stress_types: list[str] = field(default_factory=list)  # from the built-in catalog

    @property
    def skill_ids(self) -> set[str]:
        return {s["id"] for s in self.skills}

    def resource(self, name: str) -> str | None:
        for item in table()["resources"]:
            if name in item["tokens"]:
                return item["id"]
        return None

    def colour(self, colour: str | None) -> str | None:
        """The resource of a colour wrapper; "any" for the white wrapper; None if not a colour."""
        if colour == table()["any_colour"]:
            return "any"
        for item in table()["resources"]:
            if item["colour"] == colour:
                return item["id"]
        return None

    def region(self, name: str) -> str | None:
        for item in table()["regions"]:
            if name in item["tokens"]:
                return item["id"]
        return None

    def region_word(self, word: str) -> str | None:
        word = word.strip(" .,:").lower()
        for item in table()["regions"]:
            if word in item["words"]:
                return item["id"]
        return None

    def home_region(self) -> str | None:
        return next((r["id"] for r in table()["regions"] if r.get("home")), None)

    def skill_token(self, name: str) -> bool:
        return name in table()["skills"]

    def skill(self, name: str, where: str) -> str | None:
        """A skill token's id if the export's characters have that skill, else None (noted)."""
        if name not in table()["skills"]:
            return None
        if name.lower() in self.skill_ids:
            return name.lower()
        self.notes.append(f"{where}: skill {name.lower()!r} is not a skill of this export's "
                          "characters; kept without a skill")
        return None

    def face(self, name: str) -> int | None:
        return table()["faces"].get(name)

    def white_face(self, name: str) -> int | None:
        return table()["white_faces"].get(name)

    def travel(self, name: str) -> str | None:
        return table()["travel_symbols"].get(name)

    def icon(self, piece: Piece) -> str:
        """A readable icon name for lists such as an asset's ``icons``."""
        name = piece.value
        found = self.resource(name) or self.region(name) or self.travel(name)
        if found:
            return found
        if name in table()["skills"]:
            return name.lower()
        if name in table()["faces"]:
            return f"face-{table()['faces'][name]}"
        return table()["icons"].get(name, name.lower())

    def count(self, pieces: list[Piece], icon: str) -> int:
        return sum(1 for p in pieces if p.kind == "token" and self.icon(p) == icon)

    def year(self, pieces: list[Piece]):
        """Year pips: n WINTER icons -> n; LOCK -> "lock"; the 2025 starter marker -> 1."""
        if self.count(pieces, "lock"):
            return "lock"
        pips = self.count(pieces, "year")
        if pips:
            return pips
        return 1 if self.count(pieces, "starting") else None
