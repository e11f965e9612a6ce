"""Dwarfs Winter's commands, registered once each, and its decide and evolve: a command's
rule, then what follows from it by itself (flow.py) until the table decides again."""
from __future__ import annotations

from domain.kernel import Command, Decider

from . import commands as c
from . import events as ev
from .applying import APPLIERS
from .flow import consequences
from .guards import not_over
from .narrate import sentence
from .rules import actions, battles, drawing, heroes, invasion, music, preparation, setup

FOLLOWING = (ev.HERO_REVEALED, ev.MONSTER_SPAWNED, ev.DISASTER_REVEALED, ev.DEFENDERS_CALLED, ev.WEEK_BEGAN,
             ev.REINFORCEMENTS_CALLED, ev.DISASTERS_CALLED, ev.PREPARATION_BEGAN, ev.ACTIONS_BEGAN, ev.WEEK_ENDED,
             ev.GAME_ENDED)


def _command(kind: str, schema, kinds: tuple, handler) -> Command:
    return Command(schema, kinds + FOLLOWING, handler, sentence=sentence)


_TABLE = (
    ("shuffle-decks", c.ShuffleDecksSchema, (ev.DECKS_SHUFFLED,), setup.shuffle_decks),
    ("draw-card", c.DrawCardSchema, (), drawing.draw_card),
    ("place-defender", c.PlaceDefenderSchema, (ev.DWARF_PLACED,), setup.place_defender),
    ("move-monster", c.MoveMonsterSchema, (ev.MONSTER_MOVED, ev.MONSTER_ATTACKED), invasion.move_monster),
    ("push-monster", c.PushMonsterSchema, (ev.MONSTER_MOVED,), invasion.push_monster),
    ("send-home", c.SendHomeSchema, (ev.DWARF_SENT_HOME,), invasion.send_home),
    ("choose-hand", c.ChooseHandSchema, (ev.HAND_CHOSEN,), preparation.choose_hand),
    ("place-dwarf", c.PlaceDwarfSchema, (ev.DWARF_PLACED,), actions.place_dwarf),
    ("move-dwarf", c.MoveDwarfSchema, (ev.DWARF_MOVED,), actions.move_dwarf),
    ("acquire-hero", c.AcquireHeroSchema, (ev.HERO_ACQUIRED,), actions.acquire_hero),
    ("play-music", c.PlayMusicSchema, (ev.MUSIC_PLAYED,), music.play_music),
    ("play-card", c.PlayCardSchema, (ev.CARD_PLAYED, ev.DWARF_MOVED, ev.DWARF_PLACED, ev.HERO_ACQUIRED,
                                     ev.DWARF_RETIRED, ev.DWARF_UPGRADED), heroes.play_card),
    ("continue-card", c.ContinueCardSchema, (ev.DWARF_MOVED, ev.DWARF_PLACED, ev.CARD_FINISHED),
     heroes.continue_card),
    ("finish-playing", c.FinishPlayingSchema, (ev.MUSIC_FOLLOWED, ev.MUSIC_ENDED), music.finish_playing),
    ("defeat-monster", c.DefeatMonsterSchema, (ev.MONSTER_DEFEATED,), battles.defeat_monster),
    ("overcome-disaster", c.OvercomeDisasterSchema, (ev.DISASTER_OVERCOME,), battles.overcome_disaster),
    ("end-turn", c.EndTurnSchema, (ev.TURN_ENDED,), actions.end_turn),
)
COMMANDS = {kind: _command(kind, schema, kinds, handler) for kind, schema, kinds, handler in _TABLE}
DECIDER = Decider("Dwarfs Winter", COMMANDS, APPLIERS, guard=not_over, follow_on=consequences)
