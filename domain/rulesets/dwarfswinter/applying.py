"""evolve's bookkeeping: each event kind's facts written into a copy of the state. Nothing
here runs a rule; the catalog is shared between states, never copied."""
from __future__ import annotations

from domain.kernel import Recorded, folding, on_a_copy

from . import events as ev
from .state import HOME


def _shift(state: dict, player: str, kind: str, source: str, target: str, number: int = 1) -> None:
    """Move `number` dwarfs of `kind` from one location to another ("home" is the player board)."""
    places = state["dwarfs"][player]
    left = places[source][kind] - number
    if left < 0:
        raise ValueError(f"{player} has no {kind} at {source}")
    places[source] = {**places[source], kind: left}
    if not left:
        del places[source][kind]
    if not places[source] and source != HOME:
        del places[source]
    places.setdefault(target, {})
    places[target][kind] = places[target].get(kind, 0) + number


def _resources(state: dict, player: str, gained: dict | None = None, paid: dict | None = None) -> None:
    board = state["boards"][player]
    for resource, amount in (gained or {}).items():
        board[resource] += amount
    for resource, amount in (paid or {}).items():
        board[resource] -= amount
        if board[resource] < 0:
            raise ValueError(f"{player} cannot pay {amount} {resource}")


def _shuffled(state, data):
    state.update(shuffle=data["method"], step="draws", draws=list(data["draws"]))
    if "decks" in data:
        state["decks"] = {name: list(cards) for name, cards in data["decks"].items()}


def _take(state, deck, data):
    state["decks"][deck].remove(data["card"])
    state["draws"] = list(data["draws"])


def _hero_revealed(state, data):
    _take(state, "heroes", data)
    if state["pool"][data["slot"]] is not None:
        raise ValueError(f"spot {data['slot'] + 1} of the Hero Pool is taken")
    state["pool"][data["slot"]] = data["card"]


def _monster_spawned(state, data):
    _take(state, "monsters", data)
    state["monsters"].append({"card": data["card"], "zone": data["zone"]})


def _disaster_revealed(state, data):
    _take(state, "disasters", data)
    state["disasters"].append({"card": data["card"], "zone": data["zone"]})


def _defenders_called(state, data):
    state.update(step="defenders", defenders=[list(entry) for entry in data["defenders"]])


def _dwarf_placed(state, data):
    _shift(state, data["player"], data["kind"], HOME, data["zone"])
    state["boards"][data["player"]]["spent"] += data["cost"]
    if data["by"] == "defender":
        state["defenders"][0][1] -= 1
        if not state["defenders"][0][1]:
            state["defenders"].pop(0)
    elif state["turn"] is not None:
        state["turn"]["placed"].setdefault(data["player"], []).append(data["zone"])
    if "effect" in data:
        state["effect"] = data["effect"]


def _dwarf_moved(state, data):
    _shift(state, data["owner"], data["kind"], data["from"], data["to"])
    state["boards"][data["player"]]["spent"] += data["cost"]
    if "effect" in data:
        state["effect"] = data["effect"]


def _week_began(state, data):
    state.update(week=data["week"], first=data["first"], phase="invasion", step="attack",
                 attack={"left": list(data["left"]), "push": None, "returns": [], "zone": None}, hall={}, chosen=[], turn=None,
                 waiting=[], music=None, effect=None)
    for name in state["players"]:
        state["boards"][name].update(data["refresh"])
        state["boards"][name]["tokens"] = data["tokens"]
        state["hands"][name], state["played"][name] = [], []


def _locate(state, card):
    return next(entry for entry in state["monsters"] if entry["card"] == card)


def _monster_moved(state, data):
    entry = _locate(state, data["card"])
    if entry["zone"] != data["from"]:
        raise ValueError(f"{data['card']} is in {entry['zone']}, not {data['from']}")
    entry["zone"] = data["to"]
    if data["why"] == "push":
        state["attack"]["push"] = None


def _monster_attacked(state, data):
    for hit in data["effects"]:
        board = state["boards"][hit["player"]]
        for resource, amount in hit.get("lost", {}).items():
            board[resource] -= amount
        board["actions"] += hit.get("actions", 0)
        board["hand_size"] += hit.get("hand_size", 0)
        if "home" in hit:
            _shift(state, hit["player"], hit["home"], data["zone"], HOME)
    attack = state["attack"]
    attack["left"].remove(data["card"])
    attack.update(push=data["card"] if data["push"] else None, returns=list(data["returns"]), zone=data["zone"])


def _sent_home(state, data):
    _shift(state, data["player"], data["kind"], data["zone"], HOME)
    state["attack"]["returns"].remove(data["player"])


def _reinforcements(state, data):
    state.update(step="reinforce", attack=None, draws=list(data["draws"]))


def _disasters_called(state, data):
    state.update(step="reveal", draws=list(data["draws"]))


def _preparation(state, data):
    state.update(phase="preparation", step="choose")
    for name, cards in data["forced"].items():
        state["hands"][name] = list(cards)
        state["chosen"].append(name)


def _hand_chosen(state, data):
    state["hands"][data["player"]] = list(data["cards"])
    state["chosen"].append(data["player"])


def _new_turn(player):
    return None if player is None else {"player": player, "acquired": 0, "music": 0, "placed": {}}


def _actions_began(state, data):
    state.update(phase="actions", step="turns", turn=_new_turn(data["player"]), waiting=list(data["waiting"]))


def _turn_ended(state, data):
    state.update(turn=_new_turn(data["next"]), waiting=list(data["waiting"]))


def _hero_acquired(state, data):
    slot, pool = data["slot"], state["pool"]
    if pool[slot] != data["card"]:
        raise ValueError(f"{data['card']} is not in spot {slot + 1}")
    state["pool"] = [None, *pool[:slot], *pool[slot + 1:]]
    state["decks_of"][data["player"]].append(data["card"])
    _resources(state, data["player"], paid={"gold": data["paid"]})
    state["boards"][data["player"]]["spent"] += data["cost"]
    if data["by"] == "action":
        state["turn"]["acquired"] += 1
    state["draws"] = list(data["draws"])


def _music_played(state, data):
    state["hall"].setdefault(data["instrument"], []).append(data["player"])
    board = state["boards"][data["player"]]
    board["tokens"] -= 1
    board["spent"] += data["cost"]
    state["turn"]["music"] += 1
    state["music"] = {"instrument": data["instrument"], "leader": data["player"], "current": data["player"],
                      "order": list(data["order"])}


def _card_played(state, data):
    player = data["player"]
    state["hands"][player].remove(data["card"])
    state["played"][player].append(data["card"])
    _resources(state, player, data.get("gained"), data.get("paid"))
    state["effect"] = data.get("effect")


def _card_finished(state, data):
    state["effect"] = None


def _retired(state, data):
    _shift(state, data["player"], data["kind"], data["zone"], HOME)
    _resources(state, data["player"], data["gained"])


def _upgraded(state, data):
    places = state["dwarfs"][data["player"]]
    if places[HOME].get("dwarf", 0) < 1:
        raise ValueError("no dwarf on the player board to upgrade")
    places[HOME]["dwarf"] -= 1
    places[HOME][data["legend"]] = places[HOME].get(data["legend"], 0) + 1
    state["legends"][data["player"]].append(data["legend"])
    _resources(state, data["player"], paid=data["paid"])


def _followed(state, data):
    state["music"]["current"] = data["next"]


def _music_ended(state, data):
    state["music"] = None


def _trophy(state, data, section):
    for kind, number in data["dwarfs"].items():
        _shift(state, data["player"], kind, data["zone"], HOME, number)
    _resources(state, data["player"], data.get("gained"), data["paid"])
    state["trophies"][data["player"]][section].append(data["card"])


def _defeated(state, data):
    entry = _locate(state, data["card"])
    state["monsters"].remove(entry)
    _trophy(state, data, "monsters")


def _overcome(state, data):
    entry = next(e for e in state["disasters"] if e["card"] == data["card"])
    state["disasters"].remove(entry)
    _trophy(state, data, "disasters")


def _week_ended(state, data):
    state.update(phase="resolution", step="resolution", first=data["first"], turn=None, waiting=[])


def _game_ended(state, data):
    state.update(phase="over", step="over", turn=None, waiting=[], music=None, effect=None, draws=[],
                 result={key: data[key] for key in ("outcome", "reason", "scores", "winners", "title")})


_FACTS = {
    ev.DECKS_SHUFFLED: _shuffled, ev.HERO_REVEALED: _hero_revealed, ev.MONSTER_SPAWNED: _monster_spawned,
    ev.DISASTER_REVEALED: _disaster_revealed, ev.DEFENDERS_CALLED: _defenders_called, ev.DWARF_PLACED: _dwarf_placed,
    ev.DWARF_MOVED: _dwarf_moved, ev.WEEK_BEGAN: _week_began, ev.MONSTER_MOVED: _monster_moved,
    ev.MONSTER_ATTACKED: _monster_attacked, ev.DWARF_SENT_HOME: _sent_home, ev.REINFORCEMENTS_CALLED: _reinforcements,
    ev.DISASTERS_CALLED: _disasters_called, ev.PREPARATION_BEGAN: _preparation, ev.HAND_CHOSEN: _hand_chosen,
    ev.ACTIONS_BEGAN: _actions_began, ev.TURN_ENDED: _turn_ended, ev.HERO_ACQUIRED: _hero_acquired,
    ev.MUSIC_PLAYED: _music_played, ev.CARD_PLAYED: _card_played, ev.CARD_FINISHED: _card_finished,
    ev.DWARF_RETIRED: _retired, ev.DWARF_UPGRADED: _upgraded, ev.MUSIC_FOLLOWED: _followed,
    ev.MUSIC_ENDED: _music_ended, ev.MONSTER_DEFEATED: _defeated, ev.DISASTER_OVERCOME: _overcome,
    ev.WEEK_ENDED: _week_ended, ev.GAME_ENDED: _game_ended,
}
KINDS = frozenset(_FACTS)


def _sealed_hand(record):
    """A hand chosen in secret: its place in the log is kept, so the game's end can open it."""
    def apply(state: dict, event: Recorded) -> dict:
        after = record(state, event)
        after["sealed_hands"] = [*after["sealed_hands"], event.position]
        return after
    return apply


# each event writes on a copy of the state; the catalog, which no event changes, is shared
APPLIERS = {kind: on_a_copy(record) for kind, record in _FACTS.items()}
APPLIERS[ev.HAND_CHOSEN] = _sealed_hand(APPLIERS[ev.HAND_CHOSEN])
run = folding(APPLIERS)
