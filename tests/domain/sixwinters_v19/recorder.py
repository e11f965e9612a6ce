"""Records the demo games of domain/rulesets/sixwinters_v19/demos/ (run:
`python -m tests.domain.sixwinters_v19.recorder`). A plain-minded table: it places asset dice
on its progress cards, overcomes what it can, creates assets, trades and travels now and
then; every die is entered (seeded) and every deck shuffled by hand with the cards named,
so the recording replays the same anywhere. The commands are built only from the moves document."""
from __future__ import annotations

import json
import random
from pathlib import Path

from domain.kernel import Viewer
from domain.kernel.moves import build_command, random_picks, ruleset_document
from domain.rulesets.sixwinters_v19 import RULESET
from domain.rulesets.sixwinters_v19.rules import paths
from domain.rulesets.sixwinters_v19.state import progress_card, slot_resource, where
from tests.spec import Table

OUT = Path(__file__).resolve().parents[3] / "domain" / "rulesets" / "sixwinters_v19" / "demos"
TABLE = Viewer.of("demo", "owner")
PREFERENCE = ("place-progress-die", "choose-reward", "take-progress-card", "raise-skill", "place-defend-dice",
              "defend", "approach", "create-asset", "trade", "move", "location-action", "end-actions")


QUIET = {"burn-obstacles": {"cards": []}, "unlock-obstacles": {"cards": []}, "advance-year": {"burn_stages": []},
         "burn-locations": {"empire": [], "redbank": [], "settled": []}}


def _could_serve(game: dict, character: str, place: str) -> bool:
    """An asset made at `place` could go on the next square of one of the character's cards."""
    pool = slot_resource(game, place)
    for card in paths.cards_for(game, character):
        for key in paths.next_squares(game, card):
            square = progress_card(game, card)["path"]["squares"][key]
            if "colour" in square and square["colour"] != pool:
                continue
            if "region" in square and (where(game, place)[0] != square["region"]
                                       or square.get("location", pool) != pool):
                continue
            return True
    return False


def _useful_move(game: dict, found: list[dict], rng: random.Random) -> list[dict]:
    """Moves after which the character could place an asset die, or make one that fits."""
    ready, promising = [], []
    for move in found:
        character, to = move["fields"]["character"]["fixed"], move["fields"]["to"]["fixed"]
        moved = {**game, "session": {**game["session"], "positions": {**game["session"]["positions"], character: to}}}
        if paths.placements(moved, character):
            ready.append(move)
        elif _could_serve(game, character, to) and not _could_serve(game, character, game["session"]["positions"][character]):
            promising.append(move)
    return ready or promising


def _best(game: dict, options: list[dict], rng: random.Random) -> dict:
    for kind in PREFERENCE:
        found = [m for m in options if m["type"] == kind]
        if kind == "approach":
            found = [m for m in found if any(m["fields"]["dice"]["choices"])]
        if kind == "create-asset":
            found = [m for m in found if _could_serve(game, m["fields"]["character"]["fixed"],
                                                      game["session"]["positions"][m["fields"]["character"]["fixed"]])] \
                or (found if rng.random() < 0.5 else [])
        if kind == "move":
            found = _useful_move(game, found, rng) or (found if rng.random() < 0.2 else [])
        if kind == "trade" and rng.random() < 0.7:
            continue
        if found:
            return rng.choice(found)
    return rng.choice(options)


def _greedy(command: dict, move: dict) -> dict:
    """The largest pick where the table would want the most (dice on an obstacle, every skill up)."""
    fields = move["fields"]
    if command["type"] in ("approach", "place-defend-dice"):
        command["dice"] = max(fields["dice"]["choices"], key=len)
    if command["type"] == "raise-skill":
        command["characters"] = list(fields["characters"]["choices"])
    command.update(QUIET.get(command["type"], {}))
    if command["type"] == "recover-characters":
        command.update(characters=list(fields["characters"]["choices"]), unlock=[])
    if command["type"] == "create-asset":
        command["take"] = max((t for t in fields["take"]["cases"][str(command["die"])]["choices"] if t != "all"),
                              default=command["take"])
    return command


def _steer(command: dict, move: dict, wanted: dict) -> dict:
    """The demo's own choices: who plays, and a first progress card drawn and kept."""
    if command["type"] == "start-session" and "players" in wanted:
        command["players"] = wanted["players"]
    card = wanted.get("card")
    options = (move["fields"].get("card") or {}).get("choices", [])
    if card and command["type"] in ("draw-card", "keep-progress-card") and card in options:
        command["card"] = card
    return command


def record(name: str, setup: dict, seed: int, until, scripted: dict, wanted: dict) -> dict:
    rng = random.Random(seed)
    table = Table(RULESET, setup, seed=seed)
    commands = []
    while not until(table.state["game"]):
        game = table.state["game"]
        extra = scripted.pop(len(commands), None)
        for command in extra or []:
            commands.append(command)
            table.run(command)
        options = ruleset_document(RULESET, table.state["game"], TABLE, position=len(table.log))["moves"]
        move = _best(table.state["game"], options, rng)
        command = build_command(move, random_picks(move["fields"], rng))   # every die entered by hand
        command = _steer(_greedy(command, move), move, wanted)
        table.run(command)
        commands.append(command)
        assert len(commands) < 2000, game["stage"]
    return {"name": name, "setup": setup, "commands": commands}


def _after(script: dict, kind: str, extra: list[dict], **fields) -> None:
    """Insert commands that change nothing later on (a note, a stress adjustment) after the
    first command of a kind (with these fields)."""
    commands = script["commands"]
    index = next(i for i, c in enumerate(commands) if c["type"] == kind and all(c.get(k) == v for k, v in fields.items()))
    commands[index + 1:index + 1] = extra


def year_one() -> dict:
    script = _year_one()
    _after(script, "keep-progress-card", [{"type": "note", "about": "On Two Fronts", "text": (
        "A Red Bank asset first, then a 5 on the diagonal or an espionage die "
        "below; an Empire asset last.")}], card="On Two Fronts")
    _after(script, "place-character", [{"type": "adjust", "card": "Deep Drifts", "reason": (
        "Our Deep Drifts card: every character outside a Red Bank location takes one body stress."),
        "changes": [{"path": "/characters/Menas/stress/body", "add": 1}]}])
    return script


def _year_one() -> dict:
    notes: dict = {}
    wanted = {"players": ["Ann", "Ben"], "card": "On Two Fronts"}
    return record("Six Winters v19.3 demo: the first winter of Ann and Ben", {"players": ["Ann", "Ben"]}, 8,
                  lambda game: game["year"] == 2, notes, wanted)


def solo() -> dict:
    return record("Six Winters v19.3 demo: Cat alone, with two characters", {"players": ["Cat"],
                  "difficulty": "cakewalk"}, 7, lambda game: game["year"] == 2, {}, {})


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for name, script in (("year_one", year_one()), ("solo", solo())):
        (OUT / f"{name}.json").write_text(json.dumps(script, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(name, len(script["commands"]), "commands")


if __name__ == "__main__":
    main()
