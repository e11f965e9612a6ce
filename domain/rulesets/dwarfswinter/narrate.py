"""One sentence per event, in the rulebook's words. Sentences read only the event and the
public parts of the state before it, so they hold for every viewer (a private hand's event
is read only by its seat; everyone else reads its shadow, hidden.py)."""
from __future__ import annotations

from domain.kernel import Recorded
from domain.kernel.ruleset import kind_sentence

from . import events as ev
from .components import DWARF
from .words import a_or_an, amounts, card_name, listed, piece_words

DRAWN_WHY = {"doom": "Impending Doom: {card} strikes {zone}.", "week": "A Disaster strikes: {card} in {zone}.",
             "nightmare": "Nightmare: {card} strikes {zone}.",
             "ogre": "The Ogre King's arrival reveals an extra Disaster: {card} in {zone}.",
             "snowball": "The Snowball Effect: {card} piles onto {zone}."}
SHUFFLED = {"app": "The app shuffles the Monster, Disaster and Hero decks face down.",
            "dice": "The Monster, Disaster and Hero decks are shuffled by the dice rolled at the table.",
            "physical": "The Monster, Disaster and Hero decks are shuffled by hand; the table names each card drawn."}


def _placed(state, d):
    what = piece_words(d["kind"])
    if d["by"] == "defender":
        return f"The Defenders: {d['player']} places a Dwarf in {d['zone']}."
    if d["by"] == "card":
        return f"{d['player']} places {what} in {d['zone']}."
    cost = "for free" if d["cost"] == 0 else "(1 Action)"
    return f"{d['player']} places {what} in {d['zone']} {cost}."


def _moved(state, d):
    what = piece_words(d["kind"], d["owner"] if d["owner"] != d["player"] else None)
    tail = " (1 Action)" if d["cost"] else ""
    return f"{d['player']} moves {what} from {d['from']} to {d['to']}{tail}."


def _monster_moved(state, d):
    name = card_name(state, d["card"])
    if d["why"] == "charge":
        return f"Dwarfs are near: the {name} charges on from {d['from']} to {d['to']}."
    if d["why"] == "push":
        return f"The {card_name(state, d['by'])} drives the {name} from {d['from']} to {d['to']}."
    return f"The {name} moves from {d['from']} to {d['to']}, closer to the Castle."


def _attacked(state, d):
    name = card_name(state, d["card"])
    ability = d["ability"]
    if ability == "push-monster":
        return f"The {name} attacks in {d['zone']}: the 1st player chooses another monster to move once." if d["push"] \
            else f"The {name} attacks in {d['zone']}, but no other monster can move."
    if ability in ("silence", "extra-disaster", "charge"):
        return f"The {name} stands in {d['zone']}."
    hits = [_hit(h) for h in d["effects"]]
    if ability == "send-home":
        choosing = [f"{p} chooses which dwarf goes home" for p in d["returns"]]
        parts = hits + choosing
        return f"The {name} attacks in {d['zone']}: " + ("; ".join(parts) if parts else "no Dwarf is there") + "."
    if not hits:
        return f"The {name} attacks in {d['zone']}, but no Dwarf is in range."
    return f"The {name} attacks in {d['zone']}: " + "; ".join(hits) + "."


def _hit(hit: dict) -> str:
    player = hit["player"]
    if "home" in hit:
        return f"{player}'s {'dwarf' if hit['home'] == DWARF else hit['home']} goes home"
    if "actions" in hit:
        return f"{player} loses 1 Action"
    if "hand_size" in hit:
        return f"{player}'s Hand-Size drops by 1"
    if hit.get("lost"):
        return f"{player} loses {amounts(hit['lost'])}"
    return f"{player} has nothing more to lose"


def _card_played(state, d):
    name, player = d["card"], d["player"]
    if d.get("produced_in") is not None:
        blocked = f" ({listed(d['blocked'])} blocked)" if d["blocked"] else ""
        if not d["gained"]:
            why = "the tracks are full" if d["produced_in"] else "no zone of theirs can produce"
            return f"{player} plays the {name} to the {d['instrument']}, but {why}{blocked}."
        where = f" from {listed(d['produced_in'])}" if d["produced_in"] else ""
        return f"{player} plays the {name} to the {d['instrument']} and produces {amounts(d['gained'])}{where}{blocked}."
    if d.get("unpaid"):
        return f"{player} plays the {name} to the {d['instrument']}, with nothing to spend."
    if d.get("paid"):
        return f"{player} plays the {name}: spends {amounts(d['paid'])}, gains {amounts(d['gained']) or 'nothing'}."
    if d.get("gained"):
        return f"{player} plays the {name} and gains {amounts(d['gained'])}."
    if "gained" in d:
        return f"{player} plays the {name}, but the tracks are full."
    return f"{player} plays the {name} to the {d['instrument']}."


def _acquired(state, d):
    if d["by"] == "card":
        return f"{d['player']} pays {d['paid']} Gold and takes the {d['card']} from the Hero Pool."
    return f"{d['player']} acquires the {d['card']} for {d['paid']} Gold and 1 Action."


def _music_played(state, d):
    cost = "as a free action" if d["cost"] == 0 else "(1 Action)"
    return f"High ho! {d['player']} plays the {d['instrument']} {cost}."


def _defeated(state, d):
    return f"{d['player']} defeats the {card_name(state, d['card'])} in {d['zone']} with " \
           f"{_team(d['dwarfs'])}{_paying(d['paid'])} ({d['vp']} VPs)."


def _overcome(state, d):
    reward = f", and claims {amounts(d['gained'])}" if d["gained"] else ""
    return f"{d['player']} overcomes the {card_name(state, d['card'])} in {d['zone']} with " \
           f"{_team(d['dwarfs'])}{_paying(d['paid'])}{reward} ({d['vp']} VPs)."


def _team(dwarfs: dict) -> str:
    parts = [f"{n} Dwarf{'s' if n > 1 else ''}" if kind == DWARF else f"the {kind}" for kind, n in dwarfs.items()]
    return listed(parts)


def _paying(paid: dict) -> str:
    return f", paying {amounts(paid)}" if paid else ""


def _turn_ended(state, d):
    then = f"{d['next']}'s turn" if d["next"] else "every player has taken their turn"
    return f"{d['player']} ends their turn; {then}."


def _game_ended(state, d):
    if d["outcome"] == "lost":
        return f"Everyone loses: {d['reason']}."
    best = max(row["total"] for row in d["scores"])
    if len(d["scores"]) == 1:
        title = f", and earns the title {d['title']}" if d["title"] else " (no title this time)"
        return f"Spring comes: {d['winners'][0]} survives the Winter with {best} VPs{title}."
    shared = " share victory" if len(d["winners"]) > 1 else " wins"
    return f"Spring comes: the Winter is survived; {listed(d['winners'])}{shared} with {best} VPs."


def _week_began(state, d):
    return f"Week {d['week']} begins: Hand-Size back to 7, Actions to 5, and the Music Tokens come home."


def _preparation(state, d):
    forced = f" {listed(list(d['forced']))} hold{'s' if len(d['forced']) == 1 else ''} their whole Action deck." \
        if d["forced"] else ""
    return f"Preparation: each player chooses a hand of heroes in secret.{forced}"


SENTENCES = {
    ev.DECKS_SHUFFLED: lambda s, d: SHUFFLED[d["method"]],
    ev.HERO_REVEALED: lambda s, d: f"The {d['card']} is flipped face up in the Hero Pool.",
    ev.MONSTER_SPAWNED: lambda s, d: f"{a_or_an(card_name(s, d['card']))} spawns in {d['zone']}.",
    ev.DISASTER_REVEALED: lambda s, d: DRAWN_WHY[d["why"]].format(card=card_name(s, d["card"]), zone=d["zone"]),
    ev.DEFENDERS_CALLED: lambda s, d: "The Defenders: " + "; ".join(
        f"{p} places {n} Dwarf{'s' if n > 1 else ''}" for p, n in d["defenders"]) + ".",
    ev.DWARF_PLACED: _placed, ev.DWARF_MOVED: _moved, ev.WEEK_BEGAN: _week_began,
    ev.MONSTER_MOVED: _monster_moved, ev.MONSTER_ATTACKED: _attacked,
    ev.DWARF_SENT_HOME: lambda s, d: f"{piece_words(d['kind'], d['player'])} returns home from {d['zone']}.",
    ev.REINFORCEMENTS_CALLED: lambda s, d: f"Monster Reinforcements: {len(d['draws'])} monster"
                                           f"{'s' if len(d['draws']) != 1 else ''} to spawn.",
    ev.DISASTERS_CALLED: lambda s, d: "Reveal a Disaster: the 1st player draws the top Disaster card." if
    len(d["draws"]) == 1 else f"Nightmare: {len(d['draws'])} Disasters are revealed this week." if d["draws"]
    else "Reveal a Disaster: the Disaster deck is empty.",
    ev.PREPARATION_BEGAN: _preparation,
    ev.HAND_CHOSEN: lambda s, d: f"{d['player']} chooses a hand in secret: {listed(d['cards'])}.",
    ev.ACTIONS_BEGAN: lambda s, d: f"Actions! {d['player']} takes the first turn.",
    ev.HERO_ACQUIRED: _acquired, ev.MUSIC_PLAYED: _music_played, ev.CARD_PLAYED: _card_played,
    ev.CARD_FINISHED: lambda s, d: f"{d['player']} is done with the {d['card']}.",
    ev.DWARF_RETIRED: lambda s, d: f"{d['player']} calls a dwarf home from {d['zone']} and gains "
                                   f"{amounts(d['gained']) or 'nothing (the track is full)'}.",
    ev.DWARF_UPGRADED: lambda s, d: f"The Sage trains one of {d['player']}'s dwarfs into the {d['legend']} "
                                    f"for {amounts(d['paid'])}.",
    ev.MUSIC_FOLLOWED: lambda s, d: f"{d['player']} has played; {d['next']} may follow the {d['instrument']}.",
    ev.MUSIC_ENDED: lambda s, d: f"The music of the {d['instrument']} ends.",
    ev.MONSTER_DEFEATED: _defeated, ev.DISASTER_OVERCOME: _overcome, ev.TURN_ENDED: _turn_ended,
    ev.WEEK_ENDED: lambda s, d: f"Week {d['week']} is survived: the Winter token moves to {d['winter']} and "
                                f"{d['first']} takes the 1st Player token.",
    ev.GAME_ENDED: _game_ended,
}


def sentence(before: dict, event: Recorded) -> str:
    """The event's sentence (kinds of other levels, the journal's: the kernel's words)."""
    words = SENTENCES.get(event.kind)
    return words(before, dict(event.data)) if words else kind_sentence(before, event)
