"""Actions, "Overcome": approach (action dice on the obstacle, at most the character's skill,
each matching an open face of the defense pattern), defend (the remaining action dice
rerolled: a 3 or less saves a character whose skill reaches the difficulty, else only a 1;
failing, the team takes the attack's stress), overcome (rerolled dice placed), skill up.
Teamwork: characters at the obstacle's location join the approach; everyone defends if
either does. Dice left on an obstacle stay for later attempts."""
from __future__ import annotations

from collections import Counter

from domain.kernel import DERIVED, Event, RuleViolation

from .. import events as ev
from ..guards import acting, d6, holds, in_actions
from ..state import obstacle, player_of, where


def skill_for(state: dict, character: str, card: str) -> int:
    return state["characters"][character]["skills"][obstacle(state, card)["skill"]]


def open_faces(state: dict, location: str, card: str) -> list[int]:
    """The faces of the defense pattern no die on the obstacle matches yet."""
    item = next(o for o in state["locations"][location]["obstacles"] if o["card"] == card)
    return sorted((Counter(obstacle(state, card)["defense"]) - Counter(item["dice"])).elements())


def fits(dice: list[int], faces: list[int]) -> bool:
    return not (Counter(dice) - Counter(faces))


def approach(state: dict, command: dict) -> list[Event]:
    """A character starts an overcome, or joins the one under way at their location."""
    in_actions(state, "Overcoming", overcome_ok=True)
    character, card, dice = command["character"], command["obstacle"], list(command.get("dice") or [])
    player = acting(state, character)
    place = state["session"]["positions"][character]
    going = state["session"]["overcome"]
    if going is not None and (going["step"] != "approach" or going["obstacle"] != card or character in going["team"]):
        raise RuleViolation("sixwinters_v19.overcome.pending", f"the overcome of {going['obstacle']} is under way: "
                                                               "join its approach or finish it")
    if card not in [o["card"] for o in state["locations"][place]["obstacles"]]:
        raise RuleViolation("sixwinters_v19.overcome.here", f"{card} is not at {place}, where {character} is")
    if not state["session"]["players"][player]["dice"]:
        raise RuleViolation("sixwinters_v19.overcome.no-dice", f"{player} has no action dice left to act with")
    holds(state, player, dice, "Approaching")
    skill = skill_for(state, character, card)
    if len(dice) > skill:
        raise RuleViolation("sixwinters_v19.overcome.skill", f"{character} places at most {skill} dice (their "
                                                             f"{obstacle(state, card)['skill']} skill)")
    faces = open_faces(state, place, card)
    if not fits(dice, faces):
        raise RuleViolation("sixwinters_v19.overcome.pattern", f"each die must match an open face of the defense: "
                                                               f"{', '.join(map(str, faces))}")
    events = [Event(ev.OBSTACLE_APPROACHED, {"player": player, "character": character, "location": place,
                                             "obstacle": card, "dice": sorted(dice)})]
    if Counter(dice) == Counter(faces):
        team = (going["team"] if going else []) + [character]
        events.append(overcome_event(state, place, card, team))
    return events


def team_players(state: dict) -> list[str]:
    team = state["session"]["overcome"]["team"]
    return list(dict.fromkeys(player_of(state, character) for character in team))


def defend(state: dict, command: dict) -> list[Event]:
    """Defend: each team player's remaining action dice are rerolled."""
    in_actions(state, "Defending", overcome_ok=True)
    going = state["session"]["overcome"]
    if going is None or going["step"] != "approach":
        raise RuleViolation("sixwinters_v19.overcome.defend", "defend after an approach that did not overcome")
    rolled = {item["player"]: item["dice"] for item in command.get("rolls") or []}
    due = {p: len(state["session"]["players"][p]["dice"]) for p in team_players(state)}
    due = {p: n for p, n in due.items() if n}
    if sorted(rolled) != sorted(due):
        raise RuleViolation("sixwinters_v19.overcome.rolls", f"reroll the remaining action dice of {', '.join(due) or 'nobody'}")
    rolls = {p: d6(rolled[p], due[p], f"{p}'s rerolled action dice", kind="action") for p in due}
    card = going["obstacle"]
    success = any(_saves(state, character, card, rolls.get(player_of(state, character), []))
                  for character in going["team"])
    attack = {k: v for k, v in obstacle(state, card)["attack"].items() if v}
    stress = {} if success or not attack else {character: dict(attack) for character in going["team"]}
    return [Event(ev.OBSTACLE_DEFENDED, {"rolls": rolls, "success": success, "stress": stress})]


def _saves(state: dict, character: str, card: str, dice: list[int]) -> bool:
    """Skill at or above the difficulty: any die of 3 or less; otherwise any 1."""
    enough = skill_for(state, character, card) >= obstacle(state, card)["difficulty"]
    return any(value <= (3 if enough else 1) for value in dice)


def place_defend_dice(state: dict, command: dict) -> list[Event]:
    """"Any of the action dice used to defend may be placed on the obstacle" (option
    `defend_dice`: the ones not placed are kept, or spent)."""
    in_actions(state, "Placing defend dice", overcome_ok=True)
    going = state["session"]["overcome"]
    player, dice = command["player"], list(command.get("dice") or [])
    if going is None or going["step"] != "place" or player not in team_players(state) or player in going["placed"]:
        raise RuleViolation("sixwinters_v19.overcome.place", f"{player} places defend dice only once, after defending")
    holds(state, player, dice, "Placing defend dice")
    faces = open_faces(state, going["location"], going["obstacle"])
    if not fits(dice, faces):
        raise RuleViolation("sixwinters_v19.overcome.pattern", f"each die must match an open face of the defense: "
                                                               f"{', '.join(map(str, faces))}")
    left = list(state["session"]["players"][player]["dice"])
    for value in dice:
        left.remove(value)
    if state["options"]["defend_dice"] == "spent":
        left = []
    events = [Event(ev.DEFEND_DICE_PLACED, {"player": player, "dice": sorted(dice), "left": left})]
    finished = Counter(dice) == Counter(faces)
    if finished:
        events.append(overcome_event(state, going["location"], going["obstacle"], going["team"]))
    elif len(going["placed"]) + 1 == len(team_players(state)):
        events.append(Event(ev.OVERCOME_ENDED, {"location": going["location"], "obstacle": going["obstacle"],
                                                "open": sorted((Counter(faces) - Counter(dice)).elements())},
                            source=DERIVED))
    return events


def overcome_event(state: dict, place: str, card: str, team: list[str]) -> Event:
    """The obstacle goes to the region's discard; who may raise their skill (below the difficulty)."""
    difficulty = obstacle(state, card)["difficulty"]
    eligible = [c for c in team if skill_for(state, c, card) < difficulty]
    return Event(ev.OBSTACLE_OVERCOME, {"location": place, "obstacle": card, "region": where(state, place)[0],
                                        "team": list(team), "eligible": eligible, "skill": obstacle(state, card)["skill"]},
                 source=DERIVED)


def raise_skill(state: dict, command: dict) -> list[Event]:
    """"If the character's skill for the obstacle is less than the difficulty, they may increase
    their skill by one.\""""
    in_actions(state, "Raising a skill", overcome_ok=True)
    going = state["session"]["overcome"]
    chosen = list(command.get("characters") or [])
    if going is None or going["step"] != "skill-up" or not set(chosen) <= set(going["eligible"]):
        raise RuleViolation("sixwinters_v19.overcome.skill-up", "after overcoming, characters whose skill is below the "
                                                                "difficulty may raise it by one")
    values = {c: state["characters"][c]["skills"][going["skill"]] + 1 for c in chosen}
    return [Event(ev.SKILLS_RAISED, {"characters": chosen, "skill": going["skill"], "values": values})]
