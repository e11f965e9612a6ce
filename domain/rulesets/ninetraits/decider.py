"""The nine-trait game's commands, registered once each, and its decide and evolve.

After every command the combat flow moves on by itself: when everyone in the current turn
has ended it (or has died), the next turn begins, and after the last one the rotation ends.
"""
from __future__ import annotations

from domain.kernel import Command, Decider, Event

from . import commands as c
from . import events as k
from .applying import APPLIERS
from .narrate import sentence
from .rules import attacks, combat, death, rolls, sessions, sheet_steps, sheets, tribulations
from .rules.flow import turn_over
from .rules.outcome import Outcome

LIFE = (k.LIFE_CHANGED, k.FELL, k.STABILIZED, k.DIED)
FLOW = (k.TURN_BEGAN, k.ROTATION_ENDED, k.ROTATION_BEGAN, k.TRIBULATION_ENDED, *LIFE)


def flow(state: dict) -> list[Event]:
    """The turns that follow by themselves from the state a command's events leave."""
    out = Outcome(state)
    turn_over(out)
    return out.events


def _command(schema, kinds: tuple, rule) -> Command:
    return Command(schema, tuple(dict.fromkeys(kinds + FLOW)), rule, sentence=sentence)


SETTLED = (k.OPPOSITION_SETTLED, k.ATTACK_SETTLED, k.TRIBULATION_GAINED)
SCENE = (k.SCENE_ENDED,)
COMMANDS = {
    "create-character": _command(c.CreateCharacterSchema, (k.CHARACTER_CREATED,), sheets.create_character),
    "reveal-character": _command(c.RevealCharacterSchema, (k.CHARACTER_REVEALED,), sheets.reveal_character),
    "set-trait": _command(c.SetTraitSchema, (k.TRAIT_SET,), sheets.set_trait),
    "set-life-maximum": _command(c.SetLifeMaximumSchema, (k.LIFE_MAXIMUM_SET,), sheets.set_life_maximum),
    "set-path": _command(c.SetPathSchema, (k.PATH_SET,), sheets.set_path),
    "write-sheet": _command(c.WriteSheetSchema, (k.SHEET_WRITTEN, k.SHEET_PROPOSED), sheet_steps.write_sheet),
    "accept-sheet": _command(c.SheetProposalSchema, (k.SHEET_WRITTEN,), sheet_steps.accept_sheet),
    "decline-sheet": _command(c.SheetProposalSchema, (k.SHEET_DECLINED,), sheet_steps.decline_sheet),
    "open-sheets": _command(c.OpenSheetsSchema, (k.SHEETS_OPENED,), sheet_steps.open_sheets),
    "write-note": _command(c.WriteNoteSchema, (k.SHEET_NOTED,), sheets.write_note),
    "write-secret": _command(c.WriteSecretSchema, (k.SECRET_WRITTEN,), sheets.write_secret),
    "reveal-note": _command(c.RevealNoteSchema, (k.NOTE_REVEALED,), sheets.reveal_note),
    "start-session": _command(c.StartSessionSchema, (k.SESSION_STARTED,), sessions.start_session),
    "begin-scene": _command(c.BeginSceneSchema, (*SCENE, k.SCENE_BEGAN), sessions.begin_scene),
    "end-scene": _command(c.EndSceneSchema, SCENE, sessions.end_scene),
    "end-session": _command(c.EndSessionSchema, (*SCENE, k.POISON_WORSENED, k.PENALTIES_EXPIRED, k.SESSION_ENDED),
                            sessions.end_session),
    "close-campaign": _command(c.CloseCampaignSchema, (k.CAMPAIGN_CLOSED,), sessions.close_campaign),
    "roll-trait": _command(c.RollTraitSchema, (k.TRAIT_ROLLED,), rolls.roll_trait),
    "overexert": _command(c.OverexertSchema, (k.OVEREXERTED, k.PENALTY_TAKEN), rolls.overexert),
    "roll-opposed": _command(c.RollOpposedSchema, (k.OPPOSED_ROLLED,), rolls.roll_opposed),
    "resist": _command(c.ResistSchema, (k.RESISTED, *SETTLED), rolls.resist),
    "enter-combat": _command(c.EnterCombatSchema, (k.COMBAT_ENTERED,), combat.enter_combat),
    "roll-initiative": _command(c.RollInitiativeSchema, (k.INITIATIVE_ROLLED,), combat.roll_initiative),
    "set-distance": _command(c.SetDistanceSchema, (k.DISTANCE_SET,), combat.set_distance),
    "move": _command(c.MoveSchema, (k.MOVED,), combat.move),
    "end-turn": _command(c.EndTurnSchema, (k.TURN_ENDED,), combat.end_turn),
    "give-actions": _command(c.GiveActionsSchema, (k.ACTIONS_GIVEN,), combat.give_actions),
    "charm-command": _command(c.CharmCommandSchema, (k.CHARM_COMMANDED,), tribulations.charm_command),
    "end-sequence": _command(c.EndSequenceSchema, (k.SEQUENCE_ENDED,), combat.end_sequence),
    "roll-path-die": _command(c.RollPathDieSchema, (k.PATH_DIE_ROLLED,), attacks.roll_path_die),
    "declare-attack": _command(c.DeclareAttackSchema, (k.ATTACK_DECLARED,), attacks.declare_attack),
    "roll-attack": _command(c.RollAttackSchema, (k.ATTACK_ROLLED, *SETTLED), attacks.roll_attack),
    "heal": _command(c.HealSchema, (k.HEALED,), attacks.heal),
    "harm": _command(c.HarmSchema, (), attacks.harm),
    "recover": _command(c.RecoverSchema, (k.RECOVERY_ROLLED,), tribulations.recover),
    "help-wake": _command(c.HelpWakeSchema, (k.WAKE_HELPED,), tribulations.help_wake),
    "rest": _command(c.RestSchema, (k.REST_BEGUN,), tribulations.rest),
    "roll-burn": _command(c.RollBurnSchema, (k.BURN_ROLLED,), tribulations.roll_burn),
    "afflict": _command(c.AfflictSchema, (k.TRIBULATION_GAINED,), tribulations.afflict),
    "cure": _command(c.CureSchema, (), tribulations.cure),
    "death-save": _command(c.DeathSaveSchema, (k.DEATH_SAVE_ROLLED,), death.death_save),
}

DECIDER = Decider("The nine-trait game", COMMANDS, APPLIERS, follow_on=flow)
