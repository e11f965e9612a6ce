"""Records the demo games (domain/rulesets/dwarfswinter/demos/*.json) move by move with the
sensible bot: `python -m tests.domain.dwarfswinter.record_demos`. The first seed whose game
reaches the end of week seven is kept (the solitaire one also earns a title)."""
from __future__ import annotations

import json
import random
from pathlib import Path

from domain.rulesets.dwarfswinter import RULESET
from domain.rulesets.dwarfswinter.rules.setup import DECKS, DICE
from tests.spec import Table

from .bot import Bot

DEMOS = Path(__file__).resolve().parents[3] / "domain" / "rulesets" / "dwarfswinter" / "demos"


def shuffle_command(game: dict, rng: random.Random) -> dict:
    """The three decks shuffled by dice the table rolled and entered (their order is public)."""
    return {"type": "shuffle-decks", "roll": "physical", **{
        DICE[deck]: [{"sides": sides, "kind": f"shuffle-{deck}", "value": rng.randint(1, sides)}
                     for sides in range(len(game["decks"][deck]), 1, -1)] for deck in DECKS}}


def play(setup: dict, seed: int, by_dice: bool) -> tuple[list[dict], dict]:
    table, bot, rng = Table(RULESET, setup, seed=seed), Bot(seed), random.Random(seed)
    commands = []
    while (command := bot.command(table.state["game"])) is not None:
        if command["type"] == "shuffle-decks":
            command = shuffle_command(table.state["game"], rng) if by_dice else {**command, "roll": "physical"}
        table.run(command)
        commands.append(command)
    return commands, table.state["game"]


def record(name: str, title: str, setup: dict, by_dice: bool, wanted) -> None:
    for seed in range(500):
        commands, game = play(setup, seed, by_dice)
        if wanted(game):
            script = {"name": title, "setup": setup, "commands": commands,
                      "notes": f"Recorded move by move (seed {seed}): {RULESET.result(game).summary}"}
            (DEMOS / name).write_text(json.dumps(script, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
            print(name, seed, len(commands), "commands:", script["notes"])
            return
    raise SystemExit(f"no seed reached the end for {name}")


def main() -> None:
    DEMOS.mkdir(exist_ok=True)
    record("four_dwarfs.json", "Dwarfs Winter: four clans survive the Winter",
           {"players": ["Ann", "Ben", "Cid", "Dee"], "first": "Cid"}, True,
           lambda game: game["result"]["outcome"] == "survived")
    record("solitaire.json", "Dwarfs Winter solitaire: Ann alone, the cards named as drawn",
           {"players": ["Ann"], "bloodlust": True}, False,
           lambda game: game["result"]["outcome"] == "survived" and game["result"]["title"])


if __name__ == "__main__":
    main()
