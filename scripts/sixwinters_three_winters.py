"""Play and record the Six Winters demo campaign "Three winters, move by move".

Years one to three of a two-player V24 campaign at the table (option record_play "table"),
every command built from the moves document of its moment, every die physical (entered as
the seeded table rolled it), the physical shuffle naming the cards drawn. The table's
choices are scripts/sixwinters_strategy.py's; the years' casts, spotlights and journal notes
are the plan below. The result is the data file the ruleset serves as an extra demo:

    .venv/bin/python scripts/sixwinters_three_winters.py            # rewrite the demo file
    .venv/bin/python scripts/sixwinters_three_winters.py --check    # the file is what this plays

The same seed and plan always give the same commands (the rules and the moves document
never roll dice themselves), so a change of rules or of the moves document that changes the
game shows here as a different file.
"""
from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

from domain.kernel import Recorded, RuleViolation, Viewer, fold, generic  # noqa: E402
from domain.kernel.moves import check_document, ruleset_document  # noqa: E402
from domain.rulesets import get  # noqa: E402

from sixwinters_strategy import Strategy  # noqa: E402

OUT = ROOT / "domain" / "rulesets" / "sixwinters" / "demos" / "three_winters.json"
NAME = "Three winters, move by move"
SEED = 16
OWNER = Viewer.of("olga", "owner")
PLAN = {
    "players": ["Ann", "Ben"],
    "luck": 1, "stress_rerolls": 1,  # every die as a fair die rolls it: the demo's dice audit reads as a fair table's
    # (this seed plays two years won and a difficult third lost to time, as the demo tells)
    "new_location": (3, 3),          # Arankh, between Loomwood and Undari's Tower
    "years": {
        1: {"scenario": "The Order of the Blue Robe", "characters": {"Ann": "Thea", "Ben": "Keel"},
            "start": {"Thea": "Parisa's Glen", "Keel": "Parisa's Glen"},
            "journal": {"Thea": "Elisa of the Blue Robes heard us out, and the ritual is inscribed.",
                        "Keel": "Thedda's Palimpsest is ours; the tower's frost nearly had us."}},
        2: {"scenario": "Two Eyes in One Face", "spotlight": "Ben", "characters": {"Ann": "Menas", "Ben": "Keel"},
            "start": {"Menas": "Yearly Field", "Keel": "Yearly Field"}, "training": {"Menas": ["tactics"]},
            "reserve_actions": [{"character": "Menas", "action": "Military Tactician", "target": "Fuscus",
                                 "skill": "tactics"}],
            "journal": {"Menas": "The war machines came down from the Empire; Boar's Rift held.",
                        "Keel": "In and out of Whitehold before the guards changed."}},
        3: {"scenario": "Two Eyes in One Face", "difficulty": "difficult", "spotlight": "Ann", "characters": {"Ann": "Thea", "Ben": "Fuscus"},
            "start": {"Thea": "Yearly Field", "Fuscus": "Yearly Field"},
            "winter": {"Thea": "rest"}, "training": {"Fuscus": ["survival", "thievery"]},
            "journal": {"Thea": "We chose the hard road this time; Boar's Rift held, Whitehold kept its secrets.",
                        "Fuscus": "Two winters of training, and the fall still ran out on us."}},
    },
}
NOTES = ("Ann and Ben play years one to three at the table: Thea and Keel in year one (The Order of the "
         "Blue Robe), Menas and Keel in year two and Thea and Fuscus in year three (Two Eyes in One Face, "
         "the third time on difficult). Physical shuffle (the table names the cards it draws) and dice "
         "entered as rolled. Recorded by scripts/sixwinters_three_winters.py.")


class Table:
    """A campaign in memory through the real pipeline: schema, prepare, decide, fold."""

    def __init__(self, ruleset, setup: dict):
        self.ruleset = ruleset
        loaded = ruleset.setup_schema().load(setup)
        self.position = 1
        self.state = fold.apply(ruleset, fold.empty_state(), Recorded(
            generic.CAMPAIGN_STARTED, {"name": NAME, "ruleset": ruleset.name, "setup": loaded}, 1, "physical", "script", "t"))

    @property
    def game(self) -> dict:
        return self.state["game"]

    def document(self) -> dict:
        return check_document(ruleset_document(self.ruleset, self.game, OWNER, position=self.position))

    def play(self, command: dict) -> None:
        loaded = self.ruleset.command_schemas[command["type"]]().load(copy.deepcopy(command))
        if self.ruleset.prepare:
            loaded = self.ruleset.prepare(self.game, loaded)
        try:
            events = self.ruleset.decide(self.game, loaded)
        except RuleViolation as error:
            raise SystemExit(f"a listed move was refused at position {self.position}: {command} -> {error}") from None
        for event in events:
            self.position += 1
            self.state = fold.apply(self.ruleset, self.state, Recorded(
                event.kind, copy.deepcopy(dict(event.data)), self.position, "physical", "script", "t", event.version))


def record(years: int = 3) -> dict:
    """The demo script: Session Start of year one to the Store Game of year `years`."""
    setup = {"players": PLAN["players"], "record_play": "table"}
    table = Table(get("sixwinters"), setup)
    strategy = Strategy(table, PLAN, random.Random(SEED))
    while len(table.game["campaign"]["history"]) < years or table.game["campaign"].get("session"):
        if not strategy.step():
            raise SystemExit("the moves document offers nothing before the last Store Game")
    return {"name": NAME, "notes": NOTES, "setup": setup, "commands": strategy.commands}


def text(script: dict) -> str:
    """One command a line, so a review reads the game move by move."""
    commands = ",\n".join("    " + json.dumps(c, ensure_ascii=False) for c in script["commands"])
    head = {k: script[k] for k in ("name", "notes", "setup")}
    return json.dumps(head, ensure_ascii=False, indent=2)[:-2] + ',\n  "commands": [\n' + commands + "\n  ]\n}\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the demo file instead of writing it")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    script = record()
    history = [(h["scenario"], h["result"], len(h["scenes_completed"])) for h in _history(script)]
    if args.check:
        same = args.out.read_text(encoding="utf-8") == text(script)
        print(f"{args.out}: {'as recorded' if same else 'differs from what this plays'}")
        return 0 if same else 1
    args.out.write_text(text(script), encoding="utf-8")
    print(f"{len(script['commands'])} commands to {args.out}: {history}")
    return 0


def _history(script: dict) -> list[dict]:
    table = Table(get("sixwinters"), script["setup"])
    for command in script["commands"]:
        table.play(command)
    return table.game["campaign"]["history"]


if __name__ == "__main__":
    raise SystemExit(main())
