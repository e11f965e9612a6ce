"""A sensible player for recording demo games: it plays only listed moves, but picks them as a
cautious group would (defeat and overcome first, send dwarfs where the threats are, produce
with music, keep the Castle clear). Used by scripts/record_dwarfswinter_demos.py and a test."""
from __future__ import annotations

import random

from domain.kernel import Viewer
from domain.kernel.moves import build_command, random_picks
from domain.kernel.moves.build import resolve
from domain.rulesets.dwarfswinter import RULESET
from domain.rulesets.dwarfswinter.board import distances
from domain.rulesets.dwarfswinter.state import card

from .player import command_from


def _zone_value(game: dict, player: str, zone: str) -> float:
    """How much a dwarf of `player` is wanted in `zone`: foes there needing more dwarfs than the
    player has, the more urgent the nearer the Castle (and the more disasters are active)."""
    steps, have = distances(game), sum(game["dwarfs"][player].get(zone, {}).values())
    value = 0
    for entry in game["disasters"]:
        if entry["zone"] == zone and have < card(game, entry["card"])["dwarfs"]:
            value += 4 + 2 * len(game["disasters"])
    for entry in game["monsters"]:
        if entry["zone"] == zone and have < card(game, entry["card"])["dwarfs"]:
            value += 12 - 3 * steps[zone]
    return value - have


def _threats(game: dict) -> dict[str, int]:
    return {entry["zone"]: 1 for entry in game["disasters"] + game["monsters"]}


class Bot:
    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def command(self, game: dict) -> dict | None:
        moves = [move.to_json() for move in RULESET.moves(game, Viewer.auditor())]
        if not moves:
            return None
        for kind in ("defeat-monster", "overcome-disaster"):
            found = [m for m in moves if m["type"] == kind]
            if found:
                return command_from(self.rng.choice(found), self.rng)
        by_type = {}
        for move in moves:
            by_type.setdefault(move["type"], []).append(move)
        for kind in ("draw-card", "shuffle-decks", "place-defender", "send-home", "push-monster", "move-monster",
                     "choose-hand", "continue-card", "play-card"):
            if kind in by_type:
                return self._pick(game, self.rng.choice(by_type[kind]))
        turn = game["turn"]
        if turn and game["music"] is None:
            return self._turn(game, turn["player"], by_type)
        return command_from(by_type.get("finish-playing", moves)[0], self.rng)

    def _turn(self, game: dict, player: str, by_type: dict) -> dict:
        board = game["boards"][player]
        left = board["actions"] - board["spent"]
        useful = [z for z, v in _threats(game).items() if _zone_value(game, player, z) > 0]
        if "play-music" in by_type and left >= 1:
            best = max(by_type["play-music"], key=lambda m: self._matching(game, player, m))
            if self._matching(game, player, best):
                return command_from(best, self.rng)
        if useful and left >= 1 and "place-dwarf" in by_type and self.rng.random() < 0.8:
            return self._pick(game, by_type["place-dwarf"][0])
        if left >= 1 and "acquire-hero" in by_type and self.rng.random() < 0.5:
            return command_from(self.rng.choice(by_type["acquire-hero"]), self.rng)
        if left >= 1 and "move-dwarf" in by_type and self.rng.random() < 0.5:
            return self._pick(game, by_type["move-dwarf"][0])
        if left >= 1 and "place-dwarf" in by_type and self.rng.random() < 0.4:
            return self._pick(game, by_type["place-dwarf"][0])
        return command_from(by_type["end-turn"][0], self.rng)

    def _matching(self, game: dict, player: str, move: dict) -> int:
        instrument = move["fields"]["instrument"]["fixed"]
        return sum(1 for key in game["hands"][player] if card(game, key)["music"] == instrument)

    def _pick(self, game: dict, move: dict) -> dict:
        """Like the random player, but a dwarf goes to the zone where it is wanted most."""
        picks = random_picks(move["fields"], self.rng)
        player = picks.get("player") or game["first"]
        for name in ("zone", "to"):
            spec = resolve(move["fields"].get(name, {"fixed": None}), picks)
            if spec and "choices" in spec and move["type"] not in ("move-monster", "push-monster"):
                picks[name] = max(spec["choices"], key=lambda z: (_zone_value(game, player, z), self.rng.random()))
        return build_command(move, picks)
