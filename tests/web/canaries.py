"""Campaigns with a canary in every private thing their ruleset has: a distinct marker string
in each game-master note, private roll and private adjustment (to the game master, or to one
seat), in a secret character's name and a secret note; and, where a marker cannot be written
(an app-shuffled deck, a hand of the catalog's cards), the order itself, found as a run of its
cards (`order_in`). The game's own moves are built from the moves documents as each member
reads them (domain.kernel.moves); only the generic note, roll and adjustment and a secret note,
which the documents never list, are written by hand.

`readers` of each canary are the members who may read it: the owner and the game master for
what is private to the game master, a seat's player too for what is private to the seat,
nobody on a page for what is face down (the owner's export holds it)."""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Callable

from domain.kernel.moves import build_command
from domain.kernel.moves.random_player import random_picks
from web.accounts import store_of
from web.journal_access import journal_of

from .members import client_of

OWNER, GM, VIEWER, STRANGER = "olga", "gina", "vera", "nora"
TAGS = {"dice": "di", "d6d": "dd", "dwarfswinter": "dw", "ninetraits": "nt", "sixwinters": "sw", "sixwinters_v19": "sv"}
RUN = 6   # this many cards of a face-down pile in their order give the order away


def order_in(text: str, order: list[str], run: int = RUN) -> bool:
    """Whether `text` names the first `run` cards of `order` one after another, in that order
    (other words between them, but no other card of the order)."""
    names = sorted(set(order), key=len, reverse=True)
    seen = re.findall("|".join(re.escape(name) for name in names), text)
    wanted = order[:run]
    return any(seen[i:i + run] == wanted for i in range(len(seen) - run + 1))


@dataclass
class Canaries:
    """A campaign of one ruleset, its members (name -> role, seats) and what is hidden in it."""

    app: object
    cid: str
    ruleset: str
    members: dict[str, tuple[str, list[str]]] = field(default_factory=dict)
    markers: dict[str, frozenset[str]] = field(default_factory=dict)    # marker -> who may read it
    orders: list[tuple[str, list[str], frozenset[str]]] = field(default_factory=list)  # (what, run, readers)
    face_down: tuple[str, ...] = ()   # where the game state holds a face-down pile (paths, `*` for any key)
    rng: random.Random = field(default_factory=lambda: random.Random(45))
    served: dict[str, dict[str, str]] = field(default_factory=dict)   # user -> address -> answer (the sweep's)

    # --- who reads what -------------------------------------------------------------------

    def player_of(self, seat: str) -> str:
        return next(name for name, (role, seats) in self.members.items() if seat in seats)

    def readers(self, audience) -> frozenset[str]:
        """The members an audience ("gm", a list of seats, or "nobody") admits on a page."""
        if audience == "nobody":
            return frozenset()
        seats = [] if audience == "gm" else audience
        return frozenset({OWNER, GM, *(self.player_of(seat) for seat in seats)})

    def marker(self, audience) -> str:
        """A new canary, readable by those `audience` admits."""
        made = f"Qzx{TAGS[self.ruleset]}{len(self.markers) + 1:02d}"
        self.markers[made] = self.readers(audience)
        return made

    def order(self, what: str, cards: list[str], audience="nobody") -> None:
        assert len(cards) >= RUN and cards[:RUN] != sorted(cards[:RUN]), (what, cards)
        self.orders.append((what, list(cards), self.readers(audience)))

    # --- playing --------------------------------------------------------------------------

    def document(self, name: str) -> dict:
        answer = client_of(self.app, name).get(f"/api/v1/campaigns/{self.cid}/moves")
        assert answer.status_code == 200, answer.get_data(as_text=True)
        return answer.get_json()

    def send(self, name: str, command: dict, expected: int | None = None) -> list[dict]:
        body = {"command": command} if expected is None else {"command": command, "expected_position": expected}
        answer = client_of(self.app, name).post(f"/api/v1/campaigns/{self.cid}/commands", json=body)
        assert answer.status_code == 201, (command, answer.get_data(as_text=True))
        return answer.get_json()["events"]

    def move(self, who: str, type_: str, where: Callable[[dict], bool] = lambda move: True, **picks) -> list[dict]:
        """Make the first move of this type (and `where`) in the member's document, with these
        picks and random ones for the other fields (the app rolls where it may)."""
        document = self.document(who)
        found = [move for move in document["moves"] if move["type"] == type_ and where(move)]
        assert found, (type_, sorted({move["type"] for move in document["moves"]}))
        return self.send(who, self.built(found[0], picks), document["position"])

    def built(self, move: dict, picks: dict) -> dict:
        fields = {key: {"fixed": picks[key]} if key in picks else spec for key, spec in move["fields"].items()}
        if "roll" in fields and "app" in str(fields["roll"]) and "roll" not in picks:
            fields["roll"] = {"fixed": "app"}
        return build_command(move, random_picks(fields, self.rng))

    def play_until(self, name: str, done: Callable[[list[dict]], bool], prefer: tuple[str, ...] = (),
                   limit: int = 80) -> None:
        """Random moves of the member's document (those of `prefer` first) until the events of
        one satisfy `done`."""
        for _ in range(limit):
            document = self.document(name)
            moves = document["moves"]
            assert moves, "nothing to do"
            preferred = [move for kind in prefer for move in moves if move["type"] == kind]
            move = preferred[0] if preferred else self.rng.choice(moves)
            if done(self.send(name, self.built(move, {}), document["position"])):
                return
        raise AssertionError(f"not done after {limit} moves")


def made(app, ruleset: str, setup: dict, players: dict[str, str]) -> Canaries:
    """A campaign with its members: the owner, the game master, a player bound to each seat
    named in `players` (seat -> user), a viewer, and a user who is no member."""
    journal, store = journal_of(app), store_of(app)
    cid = journal.create_campaign(ruleset, f"Canaries of {ruleset}", setup, actor=OWNER)
    canaries = Canaries(app, cid, ruleset)
    roles = {OWNER: ("owner", []), GM: ("gm", []), VIEWER: ("viewer", []),
             **{user: ("player", [seat]) for seat, user in players.items()}}
    for name, (role, seats) in roles.items():
        user = store.user_named(name) or store.add_user(name, "password1")
        store.set_role(user.id, cid, role)
        for seat in seats:
            store.bind(cid, seat, user.id)
    store.user_named(STRANGER) or store.add_user(STRANGER, "password1")
    canaries.members = roles
    return canaries


def generic_secrets(canaries: Canaries, seats: list[str]) -> None:
    """A private note, roll (entered and rolled by the app) and adjustment to the game master,
    and to one seat each when the game has seats."""
    audiences = ["gm", *([seat] for seat in seats[:2])]
    for audience in audiences:
        marker = canaries.marker
        canaries.send(GM, {"type": "note", "text": f"{marker(audience)} at the mill", "about": marker(audience),
                           "audience": audience})
        canaries.send(GM, {"type": "roll", "dice": [{"sides": 20, "value": 17, "kind": marker(audience)}],
                           "purpose": marker(audience), "audience": audience})
        canaries.send(GM, {"type": "roll", "spec": "2d6", "kind": marker(audience), "purpose": marker(audience),
                           "audience": audience})
        canaries.send(GM, {"type": "adjust", "reason": f"{marker(audience)} for the ogre", "card": marker(audience),
                           "changes": [], "audience": audience})


# --- the campaigns, one per ruleset ----------------------------------------------------------

def dice(app) -> Canaries:
    """No seats: what the game master keeps private, beside public rolls from the document."""
    canaries = made(app, "dice", {}, {})
    store = store_of(app)
    for name in ("paula", "pete"):
        canaries.members[name] = ("player", [])
        store.set_role((store.user_named(name) or store.add_user(name, "password1")).id, canaries.cid, "player")
    canaries.move(OWNER, "roll", purpose="the bridge")
    generic_secrets(canaries, [])
    canaries.move("paula", "roll", purpose="the gate")
    return canaries


def d6d(app) -> Canaries:
    canaries = made(app, "d6d", {"players": ["Ann", "Ben"], "difference": "totals", "elimination": "board",
                                 "layout": "printed"}, {"Ann": "ann", "Ben": "ben"})
    canaries.move("ann", "roll-armies")
    generic_secrets(canaries, ["Ann", "Ben"])
    canaries.move("ben", "roll-armies")
    return canaries


def dwarfswinter(app) -> Canaries:
    """Decks shuffled face down by the app, and each seat's hand chosen in secret."""
    canaries = made(app, "dwarfswinter", {"players": ["Ann", "Ben"], "legendary_classes": True},
                    {"Ann": "ann", "Ben": "ben"})
    canaries.move(OWNER, "shuffle-decks", roll="app")
    canaries.face_down = ("/decks/monsters", "/decks/disasters", "/decks/heroes")
    canaries.play_until(OWNER, lambda events: any(e["type"] == "dwarfswinter/preparation-began" for e in events))
    for seat in ("Ann", "Ben"):
        player = canaries.player_of(seat)
        [move] = [move for move in canaries.document(player)["moves"] if move["type"] == "choose-hand"]
        spec = move["fields"]["cards"]
        hand = canaries.rng.sample(spec["choices"], spec["max"])
        canaries.move(player, "choose-hand", cards=hand)
        canaries.order(f"{seat}'s hand", hand, [seat])
    canaries.move(OWNER, "play-music")   # the others follow from their hands
    generic_secrets(canaries, ["Ann", "Ben"])
    return canaries


def ninetraits(app) -> Canaries:
    """The Wayfinder's hidden character, their secret note about it, its rolls (in secret, as
    every roll of a hidden character) and a revealed character's roll made in secret."""
    canaries = made(app, "ninetraits", {"wayfinder": "Gina", "characters": ["Ann", "Ben"]},
                    {"Ann": "ann", "Ben": "ben"})
    hidden = canaries.marker("gm")
    canaries.move(GM, "create-character", name=hidden, kind="npc", hidden=True, path=canaries.marker("gm"), life=6)
    canaries.move(GM, "create-character", name="Tollkeeper", kind="npc", hidden=False, life=5)
    canaries.send(GM, {"type": "write-secret", "text": f"{canaries.marker('gm')} waits at the toll", "about": hidden})
    for seat in ("Ann", "Ben"):
        player = canaries.player_of(seat)
        canaries.move(player, "write-sheet", might=3, life=8)
    canaries.move(GM, "start-session", title="The toll road")
    canaries.move(GM, "roll-trait", lambda move: move["fields"]["character"].get("fixed") == hidden,
                  purpose=canaries.marker("gm"))
    canaries.move(GM, "roll-trait", lambda move: move["fields"]["character"].get("fixed") == "Tollkeeper",
                  purpose=canaries.marker("gm"), audience="gm")
    generic_secrets(canaries, ["Ann", "Ben"])
    canaries.move("ann", "roll-trait", lambda move: move["fields"]["character"].get("fixed") == "Ann",
                  purpose="climb the wall")
    return canaries


def sixwinters(app) -> Canaries:
    """The year's decks shuffled face down by the app, then laid on the table."""
    canaries = made(app, "sixwinters", {"players": ["Ann", "Ben"]}, {"Ann": "ann", "Ben": "ben"})
    canaries.play_until(OWNER, lambda events: any(e["type"] == "sixwinters/table-obstacles-placed" for e in events),
                        prefer=("choose-spotlight", "choose-scenario", "choose-characters", "take-ability-cards",
                                "set-up-scenario", "place-initial-scene", "shuffle-decks", "fill-staging",
                                "roll-starting-dice", "place-characters", "table-new-obstacles"))
    canaries.face_down = tuple(f"/{part}/{deck}" for part in ("campaign/session", "table", "table/opening")
                               for deck in ("obstacle_deck", "asset_deck"))
    generic_secrets(canaries, ["Ann", "Ben"])
    canaries.play_until(OWNER, lambda events: True)
    return canaries


def sixwinters_v19(app) -> Canaries:
    """The obstacle decks and the progress deck shuffled face down by the app."""
    canaries = made(app, "sixwinters_v19", {"players": ["Ann", "Ben"]}, {"Ann": "ann", "Ben": "ben"})
    canaries.play_until(OWNER, lambda events: any(e["type"] == "sixwinters_v19/obstacle-decks-shuffled"
                                                   for e in events),
                        prefer=("start-session", "roll-starting-dice", "choose-characters", "shuffle-obstacle-decks"))
    canaries.face_down = ("/decks/obstacles/*/pile", "/decks/progress/pile")
    generic_secrets(canaries, ["Ann", "Ben"])
    canaries.play_until(OWNER, lambda events: True)
    return canaries


CAMPAIGNS = {"dice": dice, "d6d": d6d, "dwarfswinter": dwarfswinter, "ninetraits": ninetraits,
             "sixwinters": sixwinters, "sixwinters_v19": sixwinters_v19}
