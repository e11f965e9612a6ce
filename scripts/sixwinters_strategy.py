"""A purposeful Six Winters V24 table for the scripted demo campaigns (scripts/sixwinters_three_winters.py).

It plays from the moves document alone: every command is built from a move listed at that
moment (domain/kernel/moves), so what it records is what a group could have tapped. Its
choices are a group's who know the rules well:

* Overcome dice are not spent (Actions, "Overcome Obstacle": only the defense pool is), so a
  character standing at an obstacle keeps pushing it with every die at or below the skill
  until it falls, and a team works together. An obstacle that would apply its threat at the
  next activation (too few tokens to absorb it, Activate Obstacles step 2) is broken or
  hindered first: high dice add hindrance, and enough tokens let the team hinder it away.
* Each character heads for the obstacle worth most for the distance (its difficulty, its
  bonus in a scene still to come, its urgency), for the resource dice its assets need, and for
  the scene as soon as the group's cards reach the scene's points; a character waiting at
  the scene commits the cards worth no more later (the running score track).
* Thea's Change Course and Fuscus's Silver-Tongued Ruffian turn a high action die into one
  that makes progress where the character stands.
* The physical shuffle lets the table name the cards it draws: obstacles the characters can
  overcome, holding tokens and points for later scenes; assets easy to build and kept in play.
* Dice are rolled by a seeded random source as a table would roll them; where low is good
  (stress, threat) the table is lucky (the lower of two rolls), and a stress die that would
  leave a character with a condition gets up to three more chances (plan "stress_rerolls"):
  conditions still come, a few a year, not one an obstacle.
"""
from __future__ import annotations

import random

from domain.kernel.catalogs import catalog_of
from domain.kernel.moves import build_command
from domain.kernel.moves.build import resolve
from domain.kernel.moves.grammar import distinct_fields
from domain.rulesets.sixwinters.game.rules import defense, grid
from domain.rulesets.sixwinters.game.rules.activate import targets as heading
from domain.rulesets.sixwinters.game.rules.create_asset import fits as slot_fits
from domain.rulesets.sixwinters.game.rules.scene import committed_keeps
from domain.rulesets.sixwinters.game.state import tokens_left

MISSING = object()
META = ("unlock-character", "unlock-reserve-action", "adjust", "retract")   # the table's own corrections
LOW_IS_GOOD = {"stress", "threat"}
SKILL_ORDER = ["thievery", "tactics", "survival", "lore", "combat", "command", "rapport", "disguise"]
SCENE_READY = 1000   # the scene's worth as a goal once the group holds its points


class Dice:
    """Dice as the table rolls them: a seeded random source, lucky where low is good."""

    def __init__(self, rng: random.Random, luck: int = 2):
        self.rng, self.luck = rng, luck

    def one(self, kind: str) -> int:
        if kind in LOW_IS_GOOD:
            return min(self.rng.randint(1, 6) for _ in range(self.luck))
        return self.rng.randint(1, 6)

    def __call__(self, kind: str, count: int) -> list[int]:
        return [self.one(kind) for _ in range(count)]


def fill(fields: dict, want: dict, dice: Dice) -> dict:
    """Picks for a move's fields: the wanted ones, dice rolled for the rest, the first choice
    of a required field, nothing for an optional one; `roll` is always physical."""
    built: dict = {}
    for name, declared in fields.items():
        spec = resolve(declared, built)
        if spec is None:
            continue
        wish = want.get(name, MISSING)
        if "fixed" in spec:
            built[name] = spec["fixed"]
        elif "dice" in spec:
            built[name] = wish if wish is not MISSING else dice(spec["dice"]["kind"], spec["dice"]["min"])
        elif "each" in spec:
            members = (wish or []) if wish is not MISSING else _default_members(spec)
            built[name] = [fill(spec["each"], member, dice) for member in members]
        elif "choices" in spec:
            _choose(built, name, spec, wish)
        elif wish is not MISSING and wish is not None:
            built[name] = wish
    return built


def _choose(built: dict, name: str, spec: dict, wish) -> None:
    if wish is not MISSING:
        if wish is not None:
            built[name] = wish
    elif name == "roll":
        built[name] = "physical"
    elif spec.get("min", 1) > 0:
        many = spec.get("many", spec.get("max", 1) > 1)
        built[name] = spec["choices"][:spec.get("min", 1)] if many else spec["choices"][0]


def _default_members(spec: dict) -> list[dict]:
    key = distinct_fields(spec)[0]
    return [{key: choice} for choice in spec["each"][key]["choices"][:spec.get("min", 1)]]


class Strategy:
    """Plays one command at a time on a table (`document()`, `play(command)`, `game`)."""

    def __init__(self, table, plan: dict, rng: random.Random):
        self.table, self.plan, self.rng = table, plan, rng
        self.dice = Dice(rng, plan.get("luck", 2))
        self.commands: list[dict] = []

    # ---- the table -------------------------------------------------------------------------
    @property
    def game(self) -> dict:
        return self.table.game

    @property
    def tab(self) -> dict:
        return self.game["table"]

    @property
    def year(self) -> dict:
        return self.plan["years"][self.game["campaign"]["year"]]

    def moves(self) -> list[dict]:
        return [m for m in self.table.document()["moves"] if m["type"] not in META]

    def play(self, move: dict, want: dict) -> None:
        command = build_command(move, fill(move["fields"], want, self.dice))
        self.table.play(command)
        self.commands.append(command)

    def step(self) -> bool:
        """Play the next command; False when nothing is left to do."""
        moves = self.moves()
        if not moves:
            return False
        resolving = [m for m in moves if m["type"] == "table-resolve" and "by_hand" not in m["fields"]]
        if resolving:
            self.resolve(resolving[0])
        elif any(m["type"] == "table-end-actions" for m in moves):
            self.actions(moves)
        else:
            getattr(self, "on_" + moves[0]["type"].replace("-", "_"), self.plainly)(moves)
        return True

    def plainly(self, moves: list[dict]) -> None:
        """A step with nothing to choose (or only dice to roll)."""
        self.play(moves[0], {})

    # ---- facts -------------------------------------------------------------------------------
    def obstacle(self, name: str) -> dict:
        return self.tab["cards"]["obstacles"][name]

    def asset(self, name: str) -> dict:
        """The card's facts at the table (before the table opens: in the campaign's catalog)."""
        return (self.tab["cards"] if self.tab else catalog_of(self.game))["assets"][name]

    def skill(self, char: dict, name: str) -> int:
        return defense.skill(char, name)

    def dist(self, a: str, b: str) -> int:
        return grid.distances(self.tab, a).get(b, 99)

    def threatening(self, facts: dict) -> bool:
        return facts["effect"]["kind"] == "threat"

    def fires_in(self, where: str, obs: dict) -> int:
        """Turns until the obstacle's effect would apply, were nothing done (1: this turn)."""
        facts = self.obstacle(obs["name"])
        per = 1 + sum(self.asset(a)["skill"] == facts["skill"] for a in self.tab["staging"])
        far = 0
        if facts["movement"]:
            far = min((self.dist(where, goal) for goal in heading(self.tab, facts["movement"])), default=0)
        return -(-(obs["progress"] + obs["hindrance"] + far + 1) // per)

    def stress_cost(self, char: dict, facts: dict, progress: int, need: int) -> float:
        """The stress a character can expect to take pushing an obstacle until it falls: one
        roll of its stress dice a push, each die above the skill one stress (dice the lower
        of two rolls)."""
        over = ((6 - min(6, self.skill(char, facts["skill"]))) / 6) ** 2
        pushes = -(-max(need, 1) // max(progress, 1))
        return pushes * len(facts["stress"]) * over

    def scenes_ahead(self) -> list[dict]:
        scene = (self.tab or {}).get("scene")
        return self.tab["scenario_scenes"][scene["index"]:] if scene else []

    def card_value(self, char: dict, name: str, skills: list) -> int:
        facts = self.asset(name) if name in char["completed"] else self.obstacle(name)
        points = facts["points"] if name in char["completed"] else facts["difficulty"]
        return points + (self.skill(char, facts["skill"]) if facts["skill"] in skills else 0)

    def later_value(self, char: dict, name: str) -> int:
        """What a card played now would have been worth in a later scene of the scenario."""
        return max((self.card_value(char, name, s["skills"]) for s in self.scenes_ahead()[1:]), default=0)

    def single_use(self, char: dict, name: str) -> bool:
        return name in char["overcome"] or self.asset(name)["play"]

    def scene_ready(self) -> bool:
        scene = self.tab.get("scene")
        if not scene:
            return False
        kept, total = committed_keeps(scene), scene.get("score", 0)
        for name, char in self.tab["characters"].items():
            total += sum(self.card_value(char, key, scene["skills"])
                         for key in dict.fromkeys(char["completed"] + char["overcome"]) if (name, key) not in kept)
        return total >= scene["needed"]

    def stress_roll(self, takers: list[tuple[dict, str, int]]) -> list[int]:
        """Stress dice for (character, track, skill) takers; a die that would leave its taker
        at zero (a condition) is rolled again, a few times at most."""
        hits, values = {}, []
        for char, track, skill in takers:
            key = (char["name"], track)
            for _ in range(self.plan.get("stress_rerolls", 4)):
                value = self.dice.one("stress")
                if value <= skill or char[track] - hits.get(key, 0) > 1:
                    break
            if value > skill:
                hits[key] = hits.get(key, 0) + 1
            values.append(value)
        return values

    # ---- Session Start ---------------------------------------------------------------------
    def on_choose_spotlight(self, moves):
        everyone, spotlight = self.plan["players"], self.year.get("spotlight")
        for move in moves:
            if spotlight and move["fields"]["spotlight"].get("fixed") != spotlight:
                continue
            if any(sorted(c) == sorted(everyone) for c in move["fields"]["players"]["choices"]):
                return self.play(move, {"players": everyone})
        raise RuntimeError(f"no spotlight move for {everyone} with {spotlight}")

    def on_choose_scenario(self, moves):
        self.play(moves[0], {"scenario": self.year["scenario"], "difficulty": self.year.get("difficulty", "standard")})

    def on_winter_phase(self, moves):
        move = moves[0]
        idle = move["fields"]["choices"]["each"]["character"]["choices"]
        want = {"choices": [{"character": c, "choice": self.year.get("winter", {}).get(c, "train")} for c in idle]}
        if "reserve_actions" in move["fields"]:
            want["reserve_actions"] = self.year.get("reserve_actions", [])
        self.play(move, want)

    def on_choose_characters(self, moves):
        wanted = self.year["characters"]
        for move in moves:
            if sorted(move["fields"]["characters"]["each"]["character"]["choices"]) != sorted(wanted.values()):
                continue
            want = {"characters": [{"player": p, "character": c} for p, c in wanted.items()]}
            if "training" in move["fields"]:
                training = move["fields"]["training"]["each"]["character"]["choices"]
                want["training"] = [{"character": c, "skills": sorted(self.year["training"][c])} for c in training]
            if "resting" in move["fields"]:   # a year of rest clears a condition
                spec = move["fields"]["resting"]["each"]
                want["resting"] = [{"character": c, "conditions": spec["conditions"]["cases"][c]["choices"][0]}
                                   for c in spec["character"]["choices"]]
            return self.play(move, want)
        raise RuntimeError(f"no move for the characters {wanted}")

    def on_choose_starting_assets(self, moves):
        """Each character starts with as many archived assets as its skills allow."""
        spec = moves[0]["fields"].get("assets", {}).get("each")
        picks = [{"character": n, "assets": max(spec["assets"]["cases"][n]["choices"], key=len)}
                 for n in spec["character"]["choices"]] if spec else []
        self.play(moves[0], {"assets": picks} if spec else {})

    def on_set_up_scenario(self, moves):
        self.play(moves[0], self.year.get("setup", {}))

    def on_fill_staging(self, moves):
        spec = moves[0]["fields"]["assets"]
        self.play(moves[0], {"assets": self.pick_assets(spec["choices"], spec["min"])})

    def on_place_characters(self, moves):
        self.play(moves[0], {"locations": [{"character": c, "location": where} for c, where in self.year["start"].items()]})

    # ---- the turn's steps ------------------------------------------------------------------
    def on_table_new_obstacles(self, moves):
        move = moves[0]
        if "cards" not in move["fields"]:
            return self.play(move, {})
        spec = move["fields"]["cards"]["cases"]["physical"]
        self.play(move, {"cards": self.pick_obstacles(spec["choices"], spec["min"])})

    def on_table_new_assets(self, moves):
        move = moves[0]
        if "cards" not in move["fields"]:
            return self.play(move, {})
        self.play(move, {"cards": self.pick_assets(move["fields"]["cards"]["cases"]["physical"]["choices"], 1)})

    def on_table_resolve(self, moves):
        self.resolve(next(m for m in moves if "by_hand" not in m["fields"]))

    def resolve(self, move: dict) -> None:
        """A scene's completion or a threat effect: a new location where the plan puts it, a
        curse on the skill that costs least, the choice of Defend Boar's Rift."""
        fields, want = move["fields"], {}
        if "row" in fields:
            want = dict(zip(("row", "col"), self.plan["new_location"]))
        elif "skill" in fields:
            name = fields["character"]["choices"][-1]
            char = self.tab["characters"][name]
            want = {"character": name, "skill": min(fields["skill"]["cases"][name]["choices"],
                                                    key=lambda s: (char["skills"].get(s, 0), s))}
        elif "option" in fields:
            want = self._boars_rift(fields["option"]["choices"])
        self.play(move, want)

    def _boars_rift(self, options: list) -> dict:
        busy = [w for w, loc in self.tab["locations"].items()
                if any(self.threatening(self.obstacle(o["name"])) for o in loc["obstacles"])]
        if 1 in options and busy:
            return {"option": 1, "location": max(busy, key=lambda w: len(self.tab["locations"][w]["obstacles"]))}
        return {"option": max(options)}

    # ---- Session End -----------------------------------------------------------------------
    def on_improve_skills(self, moves):
        move, want = moves[0], {}
        if "choices" in move["fields"]:
            spec = move["fields"]["choices"]["each"]
            want["choices"] = [{"character": n, "skill": min(spec["skill"]["cases"][n]["choices"], key=SKILL_ORDER.index)}
                               for n in spec["character"]["choices"]]
        self.play(move, want)

    def on_update_decks(self, moves):
        """Burn the hardest obstacles and the assets worth least."""
        move, want, catalog = moves[0], {}, catalog_of(self.game)
        worth = {"burn_obstacles": lambda n: -catalog["obstacles"][n]["difficulty"],
                 "burn_assets": lambda n: catalog["assets"][n]["points"]}
        for field, value in worth.items():
            spec = move["fields"].get(field, {})
            if "choices" in spec:
                want[field] = min(spec["choices"], key=lambda pick: (sum(map(value, pick)), pick))
        self.play(move, want)

    def on_update_journals(self, moves):
        notes = self.year.get("journal", {})
        names = moves[0]["fields"]["entries"]["each"]["character"]["choices"]
        self.play(moves[0], {"entries": [{"character": n, "notes": notes[n]} for n in names if n in notes]})

    # ---- cards the table names -------------------------------------------------------------
    def pick_obstacles(self, names: list, count: int) -> list:
        """Obstacles a character can overcome, with tokens to spare and points for later scenes."""
        chars = list(self.tab["characters"].values())

        def value(name):
            facts = self.obstacle(name)
            best = max(self.skill(c, facts["skill"]) for c in chars)
            worth = 2 * (facts["progress"] + facts["hindrance"]) + (0 if self.threatening(facts) else 5)
            worth += 6 if best >= 3 else 2 if best == 2 else 0
            worth += max((best for s in self.scenes_ahead() if facts["skill"] in s["skills"]), default=0)
            return worth + 0.3 * facts["difficulty"] + self.rng.random()
        picked = sorted(dict.fromkeys(names), key=value, reverse=True)[:count]
        while len(picked) < count:   # a second copy of a card
            picked.append(next(n for n in names if names.count(n) > picked.count(n)))
        return picked

    def pick_assets(self, names: list, count: int) -> list:
        """Assets easy to build and kept in play, of a skill no obstacle in play has (a staged
        asset of an obstacle's skill makes it activate once more)."""
        places = self.tab["locations"].values() if self.tab else []
        live = {self.obstacle(o["name"])["skill"] for loc in places for o in loc["obstacles"]}

        def value(name):
            facts = self.asset(name)
            worth = (0 if facts["play"] else 3) + facts["points"] / 4 - 0.8 * len(facts["slots"])
            return worth - (3 if facts["skill"] in live else 0) + self.rng.random()
        return sorted(dict.fromkeys(names), key=value, reverse=True)[:count]

    def ease(self, name: str) -> float:
        return sum(1 + 0.7 * bool(s["type"]) + 1.2 * bool(s["value"]) + 0.8 * bool(s["region"])
                   for s in self.asset(name)["slots"]) or 1

    def asset_worth(self, name: str) -> float:
        facts = self.asset(name)
        return facts["points"] * (1 if facts["play"] else max(1, len(self.scenes_ahead()))) / self.ease(name)

    # ---- the actions step ------------------------------------------------------------------
    def actions(self, moves: list[dict]) -> None:
        for attempt in (self.narrate, self.commit, self.ability, self.overcome, self.take, self.build, self.move):
            if attempt(moves):
                return
        self.end_actions(moves)

    def of(self, moves: list[dict], kind: str) -> list[dict]:
        return [m for m in moves if m["type"] == kind]

    def narrate(self, moves) -> bool:
        """Narrate with the cards that lose least for later scenes; the last scene's stress
        meets every die left in the defense pools."""
        found = self.of(moves, "table-narrate")
        if not found:
            return False
        move = min(found, key=self._lost)
        last = self.tab["scene"]["index"] + 1 == len(self.tab["scenario_scenes"])
        plays = []
        for name in move["fields"]["plays"]["each"]["character"]["choices"]:
            options = move["fields"]["plays"]["each"]["defense"]["cases"][name]["choices"]
            plays.append({"character": name, "defense": max(options, key=len) if last else [], "stash_defense": []})
        want = {"plays": plays}
        if "stress_dice" in move["fields"]:
            want["stress_dice"] = self.stress_roll(self._scene_takers(plays))
        if "next_location" in move["fields"]:
            want["next_location"] = move["fields"]["next_location"]["choices"][0]
        self.play(move, want)
        return True

    def _lost(self, move: dict) -> float:
        chars, lost = self.tab["characters"], 0.0
        for name, cards in move["fields"]["plays"]["each"]["cards"]["cases"].items():
            for key in cards["fixed"]:
                lost += self.later_value(chars[name], key) + 1 if self.single_use(chars[name], key) else 0.1
        return lost

    def _scene_takers(self, plays: list[dict]) -> list[tuple[dict, str, int]]:
        """The scene's stress dice, split evenly in the order of the plays (the default split)."""
        scene = self.tab["scene"]
        tracks = scene["stress"] * self.tab["players"]
        takers, start = [], 0
        for i, play in enumerate(plays):
            count = len(tracks) // len(plays) + (i < len(tracks) % len(plays))
            char = self.tab["characters"][play["character"]]
            skill = max(self.skill(char, s) for s in scene["skills"])
            takers += [(char, track, skill) for track in tracks[start:start + count]]
            start += count
        return takers

    def commit(self, moves) -> bool:
        """A character at the scene banks the single-use cards worth no more in a later scene."""
        scene = self.tab.get("scene")
        for move in self.of(moves, "table-commit-scene"):
            char = self.tab["characters"][move["fields"]["character"]["fixed"]]
            short, cards = scene["needed"] - scene.get("score", 0), []
            for key in sorted(move["fields"]["cards"]["choices"], key=lambda k: -self.card_value(char, k, scene["skills"])):
                now = self.card_value(char, key, scene["skills"])
                if short > 0 and self.single_use(char, key) and now >= self.later_value(char, key):
                    cards.append(key)
                    short -= now
            if cards:
                self.play(move, {"cards": cards})
                return True
        return False

    def ability(self, moves) -> bool:
        """Flip (Thea) or lower (Fuscus) a high action die into one that makes progress here."""
        for move in self.of(moves, "table-ability"):
            char = self.tab["characters"][move["fields"]["character"]["fixed"]]
            facts = char["ability_facts"].get(move["fields"]["ability"]["fixed"])
            op = (facts or {}).get("effect", {}).get("op")
            if op not in ("flip-die", "lower-die") or set(move["fields"]) != {"character", "ability", "die"}:
                continue
            here = self.tab["locations"][char["location"]]["obstacles"]
            top = max((self.skill(char, self.obstacle(o["name"])["skill"]) for o in here), default=0)
            for die in move["fields"]["die"]["choices"]:
                turned = 7 - die["value"] if op == "flip-die" else die["value"] - 1
                if die["type"] == "action" and die["value"] > top >= turned:
                    self.play(move, {"die": die})
                    return True
        return False

    def overcome(self, moves) -> bool:
        """The best push: progress where it can finish an obstacle, urgent threats first;
        an urgent obstacle nobody can progress is hindered, or given hindrance to hold it."""
        best = None
        for move in self.of(moves, "table-overcome"):
            plan = self._push(move)
            if plan and (best is None or plan[0] > best[0]):
                best = plan
        if best is None:
            return False
        _, move, want = best
        self.play(move, want)
        return True

    def _push(self, move: dict):
        team = move["fields"]["team"]["each"]["character"]["choices"]
        if move["fields"]["team"]["min"] != len(team):
            return None   # the whole team at the obstacle, or nobody
        chars = [self.tab["characters"][n] for n in team]
        obs = next(o for o in self.tab["locations"][chars[0]["location"]]["obstacles"]
                   if o["name"] == move["fields"]["obstacle"]["fixed"])
        facts = self.obstacle(obs["name"])
        low = {c["name"]: [d for d in c["action_dice"] if d <= self.skill(c, facts["skill"])] for c in chars}
        high = {c["name"]: [d for d in c["action_dice"] if d > self.skill(c, facts["skill"])] for c in chars}
        helping = {n: max(move["fields"]["team"]["each"]["assets"]["cases"][n]["choices"], key=len) for n in team}
        bonus = sum((self.asset(a)["effect"] or {}).get("op") == "extra-progress" for n in team for a in helping[n])
        progress, need = sum(map(len, low.values())) + bonus, facts["difficulty"] - obs["progress"]
        urgent = self.threatening(facts) and self.fires_in(chars[0]["location"], obs) <= 1
        stress = len(facts["stress"])
        hinder, with_high = False, False
        lead = max(chars, key=lambda c: self.skill(c, facts["skill"]))
        hurts = self.stress_cost(lead, facts, progress, need)
        if min(progress, tokens_left(self.tab, "progress")) > 0 and tokens_left(self.tab, "progress") >= need \
                and (urgent or hurts <= self.plan.get("stress_bearable", 2.5)):
            score = 100 + 30 * urgent + facts["difficulty"] - stress - hurts
            with_high = urgent and progress < need and tokens_left(self.tab, "hindrance") > 0
        elif urgent and "hinder" in move["fields"]:
            score, hinder, low = 60, True, {n: [] for n in low}
        elif urgent and any(high.values()) and tokens_left(self.tab, "hindrance"):
            score, with_high, low = 50, True, {n: [] for n in low}
        else:
            return None
        members = sorted(({"character": n, "defense": [], "overcome": sorted(low[n] + (high[n] if with_high else [])),
                           "stash_defense": [], "stash_overcome": [], "assets": helping[n]} for n in team),
                         key=lambda m: -self.skill(self.tab["characters"][m["character"]], facts["skill"]))
        return score, move, self._overcome_want(move, members, facts, hinder)

    def _overcome_want(self, move: dict, members: list, facts: dict, hinder: bool) -> dict:
        """The first member (the most skilled) takes the undefended stress, and the obstacle."""
        first = self.tab["characters"][members[0]["character"]]
        want = {"team": members}
        if "stress_dice" in move["fields"]:
            count = move["fields"]["stress_dice"]["cases"]["physical"]["dice"]["min"]
            tracks = facts["stress"][len(facts["stress"]) - count:]
            want["stress_dice"] = self.stress_roll([(first, t, self.skill(first, facts["skill"])) for t in tracks])
        if "taker" in move["fields"]:
            want["taker"] = first["name"]
        if "hinder" in move["fields"]:
            want["hinder"] = hinder
        return want

    def take(self, moves) -> bool:
        for move in self.of(moves, "table-take-asset"):
            pick = max(move["fields"]["asset"]["choices"], key=self.asset_worth)
            if self.asset_worth(pick) >= self.plan.get("take_threshold", 1.5):
                self.play(move, {"asset": pick})
                return True
        return False

    def build(self, moves) -> bool:
        """The placement filling most slots and completing most assets, paid with a die the
        character's best skills could not use for progress when there is one."""
        best = None
        for move in self.of(moves, "table-build-asset"):
            if "die" not in move["fields"]:
                continue
            char = self.tab["characters"][move["fields"]["character"]["fixed"]]
            top = max(self.skill(char, s) for s in ("lore", "command", "survival", "thievery"))
            for die in move["fields"]["die"]["choices"]:
                for place in move["fields"]["place"]["cases"][str(die)]["choices"]:
                    score = len(place) + 3 * self._completes(char, place) - 2 * (die <= top) - 0.01 * die
                    if best is None or score > best[0]:
                        best = (score, move, die, place)
        if not best or best[0] < 0.5:
            return False
        self.play(best[1], {"die": best[2], "place": best[3]})
        return True

    def _completes(self, char: dict, place: list) -> int:
        filled: dict = {}
        for p in place:
            filled[p["asset"]] = filled.get(p["asset"], 0) + 1
        return sum(1 for a in char["in_progress"]
                   if a["name"] in filled and sum(s is None for s in a["slots"]) == filled[a["name"]])

    def move(self, moves) -> bool:
        for move in self.of(moves, "table-move"):
            char = self.tab["characters"][move["fields"]["character"]["fixed"]]
            goal = self.goal(char)
            steps = move["fields"]["to"]["cases"].get("step", {}).get("choices", [])
            if goal is None or goal == char["location"] or not steps:
                continue
            step = min(steps, key=lambda s: self.dist(s, goal))
            if self.dist(step, goal) < self.dist(char["location"], goal):
                self.play(move, {"via": "step", "to": step})
                return True
        return False

    def goal(self, char: dict) -> str | None:
        """The place worth most for the distance; the scene when nothing else calls."""
        best = None
        for value, where in self._targets(char):
            d = self.dist(char["location"], where)
            score = value / (1 + d) - (0 if d <= char["move"] else 3)
            if best is None or score > best[0]:
                best = (score, where)
        scene = self.tab.get("scene")
        return best[1] if best else scene["location"] if scene else None

    def _targets(self, char: dict) -> list[tuple[float, str]]:
        found = []
        for where, loc in self.tab["locations"].items():
            for obs in loc["obstacles"]:
                facts = self.obstacle(obs["name"])
                skill = self.skill(char, facts["skill"])
                value, need = 0, facts["difficulty"] - obs["progress"]
                progress = sum(v <= skill for v in char["action_dice"])
                hurts = self.stress_cost(char, facts, progress, need)
                if progress and tokens_left(self.tab, "progress") >= need and hurts <= self.plan.get("stress_bearable", 2.5):
                    value = facts["difficulty"] + max((skill for s in self.scenes_ahead() if facts["skill"] in s["skills"]),
                                                      default=0) - hurts
                if self.threatening(facts) and self.fires_in(where, obs) <= 1:
                    value += 15
                if value:
                    found.append((value, where))
        found += [(value, where) for where, value in self._building_spots(char).items()]
        if self.scene_ready():
            found.append((SCENE_READY, self.tab["scene"]["location"]))
        return found

    def _building_spots(self, char: dict) -> dict:
        """Locations whose resource dice fit empty slots of the character's assets, by worth."""
        if not char["action_dice"]:
            return {}
        top, slots = max(char["action_dice"]), []
        for held in char["in_progress"]:
            facts = self.asset(held["name"])
            per = self.asset_worth(held["name"]) * self.ease(held["name"]) / max(1, len(facts["slots"]))
            last = sum(s is None for s in held["slots"]) == 1
            slots += [(facts["slots"][i], per * (2 if last else 1)) for i, s in enumerate(held["slots"]) if s is None]
        spots = {}
        for where, loc in self.tab["locations"].items():
            used, value = set(), 0.0
            for die in sorted(loc["resources"], key=lambda d: d["value"]):
                fit = next((i for i, (spec, _) in enumerate(slots) if i not in used and die["value"] <= top
                            and slot_fits(spec, die, loc["region"])), None)
                if fit is not None:
                    used.add(fit)
                    value += slots[fit][1]
            if value:
                spots[where] = value
        return spots

    def end_actions(self, moves) -> None:
        """Save the highest dice the momentum slots hold (their total unlocks abilities)."""
        move, want = self.of(moves, "table-end-actions")[0], {}
        if "save" in move["fields"]:
            spec = move["fields"]["save"]["each"]
            want["save"] = [{"character": n, "dice": max(spec["dice"]["cases"][n]["choices"], key=lambda o: (len(o), sum(o)))}
                            for n in spec["character"]["choices"]]
        self.play(move, want)
