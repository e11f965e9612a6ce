"""One turn told: its seasonal event, what each character did (the routine summed up between
the moments worth telling alone: a progress card completed, an obstacle overcome or holding,
a defence failed, a skill raised), then what the turn's later phases brought: the Activation,
new obstacles, threat and the surge. The players' notes are quoted where they were written."""
from __future__ import annotations

from collections import Counter

from domain.kernel.chronicle import NOT_NARRATED, Moment, Paragraph, Section, narrate_generic, narrate_unknown
from domain.kernel.storytelling import Voice, and_list, count, times

from .. import events as ev
from ..words import SLOTS, region, resource

ROUTINE = (ev.CHARACTER_MOVED, ev.ASSET_CREATED, ev.TRADE_MADE, ev.PROGRESS_DIE_PLACED, ev.LOCATION_ACTION_TAKEN)
QUIET = (ev.ACTIONS_ENDED, ev.POOLS_REFILLED, ev.TIME_ADVANCED, ev.DEFEND_DICE_PLACED, ev.OBSTACLE_APPROACHED,
         ev.TURN_BEGAN)
LATER = (ev.LOCATIONS_ACTIVATED, ev.OBSTACLE_PLACED, ev.OBSTACLE_SKIPPED, ev.PROGRESS_CARD_STAGED,
         ev.THREATS_RAISED, ev.THREAT_TRACK_CHOSEN, ev.OBSTACLE_DECK_RESHUFFLED)
ALONE = (ev.PROGRESS_COMPLETED, ev.PROGRESS_CARD_TAKEN, ev.REWARD_CHOSEN, ev.OBSTACLE_OVERCOME, ev.OVERCOME_ENDED,
         ev.OBSTACLE_DEFENDED, ev.SKILLS_RAISED)    # each told in its own sentence (failed ones summed a turn)
ORDINAL_TURNS = {False: "", True: "the second turn of "}


def when(turn: dict) -> str:
    """"winter", "the second turn of spring"."""
    return ORDINAL_TURNS[turn["second"]] + turn["season"]


def symbols(number: int, name: str) -> str:
    return count(number, f"{name} symbol")


VERBS = {
    "travel": ("travelled to", "made for", "headed to", "moved on to", "took the road to"),
    "build": ("built", "raised", "gathered", "made"),
    "trade": ("traded", "traded along the wheel", "struck a trade"),
    "place": ("set", "placed", "laid", "put"),
}


def pick(memory: dict, key: str) -> str:
    """The next of a verb's variants in this book, so routine deeds do not read alike."""
    turn = memory.setdefault("verbs", Counter())
    turn[key] += 1
    options = VERBS[key]
    return options[(turn[key] - 1) % len(options)]


class Deeds:
    """One character's routine since the last moment told alone."""

    def __init__(self, player: str):
        self.player = player
        self.moves: list[str] = []
        self.assets: Counter = Counter()
        self.trades = 0
        self.placed: Counter = Counter()
        self.actions: list[str] = []

    def add(self, moment: Moment) -> None:
        d = moment.data
        if moment.kind == ev.CHARACTER_MOVED:
            self.moves.append(d["to"] + {"port": " by sea", "gate": " through the magic gate"}.get(d["via"], ""))
        elif moment.kind == ev.ASSET_CREATED:
            self.assets[d["resource"]] += len(d["taken"])
        elif moment.kind == ev.TRADE_MADE:
            self.trades += 1
        elif moment.kind == ev.PROGRESS_DIE_PLACED:
            self.placed[d["card"]] += 1
        elif moment.kind == ev.LOCATION_ACTION_TAKEN:
            self.actions.append(d["location"])

    def clauses(self, memory: dict) -> list[str]:
        said = []
        if self.moves:
            said.append(f"{pick(memory, 'travel')} {self.moves[0]}" +
                        (f" and on to {and_list(self.moves[1:])}" if len(self.moves) > 1 else ""))
        if self.assets:
            said.append(f"{pick(memory, 'build')} " + and_list(count(n, f"{r} asset") for r, n in self.assets.items()))
        if self.trades:
            said.append(f"{pick(memory, 'trade')} {times(self.trades)}")
        if self.placed:
            said.append(f"{pick(memory, 'place')} " +
                        and_list(f"{count(n, 'die', 'dice')} on {card}" for card, n in self.placed.items()))
        if self.actions:
            said.append("took the action of " + and_list(self.actions))
        return said


class TurnTeller:
    """Tells the moments of one turn into a section, in order."""

    def __init__(self, voice: Voice, section: Section, players: dict, memory: dict):
        """`players`: character -> player; `memory`: what the book remembers from turn to turn
        (the progress deck's last back)."""
        self.voice, self.section, self.players, self.memory = voice, section, players, memory
        self.deeds: dict[str, Deeds] = {}
        self.team: list[str] = []
        self.facing = {"obstacle": "the obstacle", "location": "its location"}
        self.held: dict[str, dict] = {}          # obstacle -> {"team": [...], "times": n}
        self.stress: dict[str, Counter] = {}     # character -> stress taken this turn
        self.later: list[Moment] = []

    def tell(self, moments: list[Moment]) -> None:
        for moment in moments:
            if moment.kind == ev.TURN_BEGAN:
                self._opening(moment.data)
            elif moment.kind in ROUTINE:
                character = moment.data["character"]
                self.deeds.setdefault(character, Deeds(self.players.get(character, ""))).add(moment)
            elif moment.kind in LATER:
                self.later.append(moment)
            elif moment.kind == ev.OBSTACLE_APPROACHED:
                self.team = list(dict.fromkeys([*self.team, moment.data["character"]]))
                self.facing = {"obstacle": moment.data["obstacle"], "location": moment.data["location"]}
            elif moment.kind not in QUIET and moment.kind not in NOT_NARRATED:
                self._flush()
                self._alone(moment)
        self._flush()
        self._worn()
        self._after()

    def say(self, name: str, **fields) -> None:
        self.section.say(self.voice.say(name, **fields))

    def _opening(self, d: dict) -> None:
        """The turn's event, and the symbols that called it up when there were any (never 'called
        up by no symbols')."""
        name = "turn" if d["symbols"] else "turn_bare"
        self.section.say(self.voice.say(name, when=when(d), event=d["event"], symbols=symbols(d["symbols"], d["season"])),
                         "lead")

    def _flush(self) -> None:
        for character, deeds in self.deeds.items():
            what = deeds.clauses(self.memory)
            if what:
                self.say("deeds", who=character, player=deeds.player, what=and_list(what))
        self.deeds = {}

    def _alone(self, moment: Moment) -> None:
        d, kind = moment.data, moment.kind
        team = and_list(self.team) or "the team"
        if kind == ev.PROGRESS_COMPLETED:
            raised = and_list(f"{resource(n)} rose to {v}" for n, v in d["progress"].items()) or "no track rose"
            if d["wild"]:
                raised += f", and {d['player']} had a wildcard to spend"
            self.section.say(self.voice.say("completed", card=d["card"], player=d["player"], raised=raised), "moment")
        elif kind == ev.PROGRESS_CARD_TAKEN:
            self.say("took-card", player=d["player"], card=d["card"])
        elif kind == ev.REWARD_CHOSEN:
            self.say("wild", player=d["player"], track=resource(d["track"]), progress=d["progress"])
        elif kind == ev.OBSTACLE_OVERCOME:
            self.section.say(self.voice.say("overcome", team=team, obstacle=d["obstacle"],
                                            location=self.facing["location"]), "moment")
        elif kind == ev.OVERCOME_ENDED:
            held = self.held.setdefault(d["obstacle"], {"team": [], "times": 0})
            held["team"] = list(dict.fromkeys(held["team"] + self.team))
            held["times"] += 1
            self.team = []
        elif kind == ev.OBSTACLE_DEFENDED:
            for character, taken in d["stress"].items():
                self.stress.setdefault(character, Counter()).update(taken)
        elif kind == ev.SKILLS_RAISED:
            if d["characters"]:
                raised = and_list(f"{c}'s {d['skill']} rose to {d['values'][c]}" for c in d["characters"])
                self.say("skill", raised=raised, obstacle=self.facing["obstacle"])
            self.team = []
        elif kind == ev.LOCATIONS_UNLOCKED and d.get("threat"):
            for place in d["places"]:
                self.section.say(_threat_location(place), "moment")
        else:
            block = narrate_generic(moment) or narrate_unknown(moment)
            if block is not None:
                self.section.add(block)
        if kind == ev.OBSTACLE_OVERCOME and not self._skill_follows(moment):
            self.team = []

    def _skill_follows(self, moment: Moment) -> bool:
        """An overcome by a character below the difficulty waits for its skill-up to end."""
        after = (moment.state or {}).get("session") or {}
        return bool((after.get("overcome") or {}).get("eligible"))

    def _worn(self) -> None:
        """Attempts that left an obstacle standing, one sentence an obstacle; the stress the
        attacks cost, one sentence a turn."""
        for obstacle, held in self.held.items():
            self.say("holds", team=and_list(held["team"]), obstacle=obstacle, times=times(held["times"]))
        hurt = [f"{character} {and_list(count(n, f'{kind} stress', f'{kind} stress') for kind, n in taken.items() if n)}"
                for character, taken in self.stress.items() if any(taken.values())]
        if hurt:
            self.say("hurt", stress=and_list(hurt))

    def _after(self) -> None:
        """The phases after the actions: Activation, New Obstacles, Threats, Obstacle Surge."""
        for moment in self.later:
            if moment.kind == ev.LOCATIONS_ACTIVATED:
                self._activation(moment.data)
        self._placed("new", "obstacles")
        for moment in self.later:
            self._deck(moment)
        for moment in self.later:
            if moment.kind == ev.THREATS_RAISED:
                self._threats(moment.data)
            elif moment.kind == ev.THREAT_TRACK_CHOSEN:
                self.section.say(f"The players chose where the overflow went: {resource(moment.data['track'])} "
                                 f"threat to {moment.data['threat']}.")
        self._placed("surge", "surge")
        self._stage()

    def _activation(self, d: dict) -> None:
        places = [item["location"] + (f" with {and_list(item['obstacles'])}" if item["obstacles"] else "")
                  for item in d["activated"] if item["obstacles"] or any(s["location"] == item["location"] for s in d["sources"])]
        if places:
            self.say("activation", places=and_list(places))
        if d["sources"]:
            self.say("sources", dice=and_list(f"{s['resource']} {s['value']} at {s['location']}" for s in d["sources"]))

    def _deck(self, moment: Moment) -> None:
        """A deck run out: reshuffled from its discards, or no obstacle came."""
        d = moment.data
        if moment.kind == ev.OBSTACLE_DECK_RESHUFFLED:
            shows = f", showing {d['back']} on top" if d["back"] else ""
            self.section.say(f"The {region(d['region']).removeprefix('the ')} obstacle deck had run out; its discards "
                             f"were shuffled into a new deck{shows}.")
        elif moment.kind == ev.OBSTACLE_SKIPPED and d["purpose"] != "first-game":
            self.section.say(f"No obstacle came{' for ' + d['progress'] if d['progress'] else ''}: {d['why']}.")

    def _placed(self, purpose: str, template: str) -> None:
        placed = [m.data for m in self.later if m.kind == ev.OBSTACLE_PLACED and m.data["purpose"] == purpose]
        if placed:
            self.say(template, obstacles=and_list(f"{d['obstacle']} at {d['location']}" for d in placed))

    def _threats(self, d: dict) -> None:
        rises: dict[str, list] = {}
        for item in d["raises"]:
            rises.setdefault(item["track"], []).append(item["for"])
        if not rises:
            return
        parts = []
        for track, reasons in rises.items():
            over = [resource(r) for r in reasons if r != track]
            why = f", overflowing from {and_list(sorted(set(over)))}" if over else \
                f" for {count(d['icons'][track], f'{track} icon')}"
            parts.append(f"{resource(track)} by {count(len(reasons), 'space')} to {d['threats'][track]}{why}")
        self.say("threat", rises="; ".join(parts))

    def _stage(self) -> None:
        """A new stage showing on the progress deck's back is worth a sentence; a card staged is not."""
        for moment in self.later:
            if moment.kind == ev.PROGRESS_CARD_STAGED and moment.data["back"]:
                back, before = moment.data["back"], self.memory.get("back")
                if before is not None and back["stage"] != before["stage"]:
                    self.say("stage", stage=back["stage"], stars=count(back["stars"], "star"))
                self.memory["back"] = back


def _threat_location(place: dict) -> str:
    """A threat location that came into play when its track reached the last space (option
    threat_locations "at-once"), told as it happened."""
    said = f"With its threat track at the last space, {place['location']} came into play at the " \
           f"{SLOTS[place['slot']]} of {region(place['region'])}"
    if place.get("replaces"):
        said += f", in place of {place['replaces']}"
    if place.get("attached"):
        said += f", bringing {and_list(place['attached'])}"
    return said + "."
