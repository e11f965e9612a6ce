"""The storyteller's templates: each moment of play in several shapes, so a book that tells
ten attacks does not read as one sentence ten times (kernel/storytelling.py hands them out).

Past tense, the rulebook's words; every field is filled by tellers.py.
"""
from __future__ import annotations

VOICE = {
    # who sat at the table
    "cast": ("{played}; {wayfinder} was the Wayfinder.",
             "Around the table: {cast_as}, with {wayfinder} as the Wayfinder.",
             "{wayfinder} ran the game for {cast_as}.",
             "{wayfinder} took the Wayfinder's chair again, and {cast_as} sat down to play."),
    "party": ("The party set out: {members}.",),
    # rolls
    "roll-ok": ("{character} set out to {purpose}, and {trait} carried it: {sixes} among {dice}.",
                "With {dice} of {trait}, {character} rolled {sixes} and managed to {purpose}.",
                "It worked: {character} rolled {trait} to {purpose} and showed {sixes}.",
                "{character} called on {trait} to {purpose}; {sixes} answered.",
                "A good throw of {trait} let {character} {purpose} ({values})."),
    "roll-fail": ("{character} tried to {purpose}, but the {trait} dice showed no six ({values}).",
                  "No six came up when {character} rolled {trait} to {purpose}: {values}.",
                  "{possessive} {trait} was not enough to {purpose}; the dice read {values}.",
                  "Try as they might, {character} could not {purpose}: {values} on the {trait} dice.",
                  "The {trait} roll to {purpose} came to nothing for {character} ({values})."),
    "overexert-ok": ("{character} overexerted and threw every die again: {values}, {total} in all.",
                     "Refusing to give up, {character} pushed past their limits and rolled {values}: {total}.",
                     "{character} dug deep and tried once more; {values} came up, {total}."),
    "overexert-fail": ("{character} overexerted, but {values} held no six either, and {possessive} {trait} "
                       "is a die short until the next session.",
                       "Pushing harder only hurt: {character} rolled {values} and lost a {trait} die until the "
                       "next session.",
                       "{character} strained for a second try, found no six in {values}, and paid for it with "
                       "a {trait} die."),
    "opposed-won": ("{character} matched {trait} against {possessive_opponent} {resist} to {purpose} and won, "
                    "{mine} to {theirs}.",
                    "{opponent} could not hold out against {character}: {mine} sixes of {trait} to {theirs} of "
                    "{resist}.",
                    "{character} got the better of {opponent}, {trait} beating {resist} {mine} to {theirs}."),
    "opposed-lost": ("{possessive_opponent} {resist} held against {possessive} {trait} ({theirs} to {mine}).",
                     "{character} pitted {trait} against {opponent} to {purpose}, and lost {mine} to {theirs}.",
                     "{opponent} saw {character} off: {resist} {theirs}, {trait} only {mine}."),
    "opposed-even": ("Neither gave way: {character} and {opponent} each showed {mine}.",
                     "It came out even, {mine} sixes apiece, and neither {character} nor {opponent} won."),
    # attacks
    "attack": ("{attacker} struck at {targets} with {style}: {sixes}.",
               "{attacker} went for {targets}, {style}, and landed {sixes}.",
               "{style_cap} from {attacker} caught {targets} with {sixes}.",
               "{attacker} attacked {targets} ({style}) and rolled {sixes}.",
               "Next {attacker} turned on {targets}: {style}, {sixes}."),
    "attack-miss": ("{possessive} {style} at {targets} found nothing: not one six.",
                    "{targets} weathered {possessive} attack untouched.",
                    "{attacker} swung at {targets} and missed ({values}).",
                    "Nothing came of {possessive} attack on {targets}: {values}."),
    "afflict-landed": ("{attacker} set out to leave {targets} {tribulation}, {mine} sixes against {theirs}, and "
                       "it took.",
                       "{possessive} attack made {targets} {tribulation} ({mine} against {theirs}).",
                       "{targets} could not resist {attacker}: {tribulation}, {mine} to {theirs}."),
    "afflict-held": ("{targets} shrugged off {possessive} attempt to make them {tribulation} ({mine} against "
                     "{theirs}).",
                     "{attacker} tried to leave {targets} {tribulation}, but {theirs} held against {mine}."),
    "hurt-attack": ("{character} lost {points} ({old} to {life}).",
                    "That cost {character} {points}, down to {life}.",
                    "{character} was left on {life} Life Points.",
                    "{points_cap} came off {possessive} sheet: {life} left."),
    "hurt-harm": ("{character} took {points} of harm ({life} left).",
                  "The world was unkind to {character}: {points} gone, {life} left."),
    "hurt-bleeding": ("Blood ran: {character} lost a Life Point, down to {life}.",
                      "{character} bled on, {life} Life Points now.",
                      "Still bleeding, {character} dropped to {life}."),
    "hurt-burning": ("The flames took {points} from {character} ({life} left).",
                     "{character} burned for {points}, down to {life}."),
    "hurt-poison": ("The poison halved {possessive} Life Points to {life}.",),
    "poison-ends": ("Free of the poison, {character} got {points} back ({life}).",),
    "healed-points": ("{character} got back {points}, up to {life}.",
                      "{character} was patched up to {life} Life Points.",
                      "That brought {character} back to {life}."),
    "save-up": ("{character} clawed back a Life Point ({life}).",
                "{character} held on and rose to {life}."),
    "save-down": ("{character} slipped closer to death ({life}).",
                  "{character} sank to {life} Life Points.",
                  "Down went {character} to {life}."),
    "fell": ("{character} fell Unconscious, dying.",
             "{character} went down, dying.",
             "{character} collapsed and began to die."),
    "died": ("{character} died.", "That was the end of {character}.", "{character} breathed their last."),
    "stabilized": ("{character} pulled through: conscious again on {life}, but Tired.",
                   "{character} stabilized at {life} Life Point, awake and Tired."),
    "death-save": ("{character} fought for life against a Death Target of {target}: {sixes}.",
                   "The Death Target for {character} was {target}; Endurance gave {sixes}.",
                   "Dying, {character} faced a target of {target} and rolled {sixes}.",
                   "Another death save for {character}: {target} to beat, {sixes} rolled."),
    # Tribulations
    "gained": ("{character} was left {tribulation} by {source}.",
               "{source_cap} made {character} {tribulation}.",
               "Now {character} was {tribulation} ({source}).",
               "{tribulation_cap} took hold of {character}: {source}."),
    "recover": ("{character} fought {tribulation} with {trait}: {sixes}.",
                "To shake off {tribulation}, {character} rolled {trait} for {sixes}.",
                "{character} turned {trait} against {tribulation} and rolled {sixes}."),
    "recovered": ("{character} shook off {tribulation}.", "{tribulation_cap} let go of {character}.",
                  "{character} was free of {tribulation}."),
    "not-recovered": ("{tribulation_cap} kept its grip on {character} ({mine} against {theirs}).",
                      "{character} could not shake off {tribulation}, {mine} to {theirs}."),
    "faded": ("{possessive} {tribulation} faded.", "In time, {tribulation} left {character}."),
    "rested": ("Rested at last, {character} was no longer Tired.",),
    "cured": ("{character} was cured of {tribulation}.", "{tribulation_cap} was lifted from {character}."),
    # Combat Flow
    "combat": ("Combat Flow began: {pcs} against {others}, {distance} to one another.",
               "Steel was drawn, {pcs} facing {others} at {distance} range.",
               "A fight broke out: {pcs} against {others}."),
    "order": ("{first} acted first on {total}{rest}.",
              "The turns fell out as {order}.",
              "{first} led with {total}{rest}."),
    "rotation": ("The {ordinal} rotation began.", "Then came the {ordinal} rotation.",
                 "On into the {ordinal} rotation.", "The {ordinal} rotation opened."),
    "won": ("The fight was won after {rotations}.", "After {rotations} it was over, and the party stood.",
            "{rotations_cap} in, the last foe was down."),
    "fled": ("After {rotations}, someone ran and the fight broke off.",),
    "lost": ("After {rotations}, the party fell.",),
    "moved": ("{character} moved {band} to {toward}.", "{character} closed to {band} range of {toward}.",
              "{character} got {band} to {toward} ({cost})."),
    "healed": ("{healer} tended {targets}: {sixes}.", "{healer} saw to {possessive_targets} wounds and rolled {sixes}.",
               "Survival from {healer}: {sixes} for {targets}."),
    "path": ("{character} rolled the Path Die for {value}: up to {reach}.",
             "The Path Die gave {character} {value}, enough for {reach}."),
    # the hit itself is told once, by the Life Points it took ("hurt-burning")
    "burn": ("The fire caught {character}.", "Flames licked at {character}."),
    "wake": ("{helper} shook {character}, trying to wake them.", "{helper} knelt by {character} to rouse them."),
    "rest": ("{character} stopped to rest for {rotations}.",),
    "gave": ("{character}, unable to act, gave the turn's actions to {to}.",),
    "distance": ("{first} and {second} were now {band} to each other.",),
    # the story around the dice
    "joined": ("{who} joined the party, played by {player}.", "A new companion, {who}, came in for {player}."),
    "npc": ("The Wayfinder brought {who} into the story.", "{who} entered the story."),
    "npc-hidden": ("Behind the screen, the Wayfinder readied {who}.",
                   "Unseen by the players, {who} was written into the story."),
    "revealed": ("{who} stepped out of the shadows.", "The Wayfinder revealed {who}.",
                 "Now the players met {who}."),
    "secret-out": ("The Wayfinder let the table in on a secret: {text}",
                   "A secret came out: {text}"),
    "penalty-back": ("As the session closed, {possessive} {lost} came back.",
                     "{possessive} {lost}, lost to Overexertion, came back at the end of the session."),
    "poison-worse": ("The poison cost {character} a maximum Life Point ({max} now).",),
    "private": ("The Wayfinder did something behind the screen.",
                "Something happened behind the Wayfinder's screen.",
                "One move stayed the Wayfinder's secret.",
                "The Wayfinder kept a move to themselves."),
    "privates": ("Behind the screen, the Wayfinder made {count} moves.",
                 "{count_cap} moves were the Wayfinder's alone.",
                 "The Wayfinder kept {count} moves to themselves.",
                 "What the Wayfinder did next stayed secret: {count} moves.",
                 "For {count} moves the players saw only the Wayfinder's screen."),
}

# which way a die is lucky (+1 high, -1 low, 0 neither): a Trait die or an initiative die does
# well high; a Death Target and a Burning d4 do harm high
LUCKY = {"initiative": 1, "path": 1, "death-target": -1, "burning": -1}


def lucky(kind: str) -> int:
    """Trait dice (kinds named for their Trait) and initiative are lucky high."""
    return LUCKY.get(kind, 1)
