"""The storyteller's templates for a v19.3 chronicle (kernel/storytelling.py `Voice`): each
moment has several shapes, handed out in turn, so a year of eight turns never reads as a log.
Fields are filled by the tellers (turns.py, year.py, ending.py); a template whose fields are
missing is skipped."""
from __future__ import annotations

TEMPLATES = {
    # a turn opens: the seasonal event chosen by the season symbols on the obstacle decks' backs
    "turn": (
        "With {symbols} on the backs of the obstacle decks, {when} brought {event}.",
        "{event} came into play: the decks' backs showed {symbols}.",
        "The decks showed {symbols}, so {when} opened under {event}.",
        "{when} began with {event}, called up by {symbols} on the decks.",
        "{symbols} on the decks' backs meant {event} for {when}.",
        "Then came {when}; {event} came into play, for the decks showed {symbols}.",
        "{when} turned on {event}, as {symbols} stood on the obstacle decks.",
        "Over {when}, {event} weighed on the table: the decks' backs showed {symbols}.",
    ),
    # a turn opens with no season symbol on the decks' backs: the event came by itself
    "turn_bare": (
        "{when} brought {event}.",
        "{event} came into play as {when} began.",
        "{when} opened under {event}.",
        "With {when} came {event}.",
        "{event} set the tone for {when}.",
        "{when} began, and with it {event}.",
        "{event} marked {when}.",
        "For {when} the table lived with {event}.",
    ),
    # what a character did between two moments worth telling on their own
    "deeds": (
        "{who} {what}.",
        "Meanwhile {who} {what}.",
        "On {player}'s side, {who} {what}.",
        "{who}, for their part, {what}.",
        "In the same turn {who} {what}.",
        "For {player}, {who} {what}.",
        "Then {who} {what}.",
        "{who} also {what}.",
    ),
    "completed": (
        "{card} was complete, and its dice went back: {raised}.",
        "The last die fell into place on {card}; {raised}.",
        "{player} finished {card}, and {raised}.",
        "{card} was done at last: {raised}.",
        "With {card} completed, {raised}.",
    ),
    "took-card": (
        "{player} took up {card} next.",
        "Next from the staging area, {player} chose {card}.",
        "{card} became {player}'s new card.",
        "{player} turned to {card}.",
    ),
    "wild": (
        "The wildcard went to {track}, now at {progress}.",
        "{player} spent the wildcard on {track}, which rose to {progress}.",
    ),
    "overcome": (
        "{team} overcame {obstacle} at {location}.",
        "At {location}, {obstacle} gave way before {team}.",
        "{team} cleared {obstacle} from {location}.",
        "{obstacle} fell to {team} at {location}.",
        "{location} was rid of {obstacle}, thanks to {team}.",
        "{team} matched the defence of {obstacle} and swept it from {location}.",
    ),
    "holds": (
        "{team} wore at {obstacle} {times}, but it held; their dice stayed on it.",
        "{obstacle} held out against {team}, tried {times}.",
        "{team} could not break {obstacle} yet (tried {times}) and left their dice on it.",
        "Tried {times} by {team}, {obstacle} still stood.",
        "{obstacle} stood firm: {team} went at it {times} in vain.",
        "{team} made no headway against {obstacle}, {times} over.",
    ),
    "hurt": (
        "The obstacles' attacks cost {stress}.",
        "Failed defences took their toll: {stress}.",
        "The fighting left its marks: {stress}.",
    ),
    "skill": (
        "{raised}, a lesson from {obstacle}.",
        "Overcoming {obstacle} taught something: {raised}.",
    ),
    "activation": (
        "Activation woke {places}.",
        "In the Activation, {places} stirred.",
        "The backs of the decks stirred {places}.",
        "{places} came to life in the Activation.",
        "The seasons' symbols activated {places}.",
        "When the decks' backs were read, {places} awoke.",
    ),
    "sources": (
        "Their sources gave {dice}.",
        "The source icons added {dice}.",
        "Sources rolled {dice}.",
    ),
    "obstacles": (
        "{obstacles} came into play.",
        "New trouble arrived: {obstacles}.",
        "The staging area sent {obstacles} onto the board.",
        "{obstacles} joined the location board.",
        "Fresh obstacles followed: {obstacles}.",
        "The board grew harder: {obstacles}.",
        "As the turn closed, the lowest staged cards called up {obstacles}.",
        "More obstacles came: {obstacles}.",
        "The staging area's lowest cards were spent on {obstacles}.",
        "{obstacles} appeared on the board.",
    ),
    "surge": (
        "The surge added {obstacles}.",
        "With so many at the table, the surge brought {obstacles}.",
        "A surge followed: {obstacles}.",
    ),
    "threat": (
        "Threat rose against Red Bank: {rises}.",
        "The obstacles' threat icons told: {rises}.",
        "Threat mounted: {rises}.",
        "Red Bank's enemies gained ground: {rises}.",
    ),
    "stage": (
        "The progress deck now showed stage {stage} and {stars} on its back.",
        "From here on the top progress card's back showed stage {stage}, {stars}.",
    ),
    # a year's story at the head of its chapter (story.py)
    "story-stakes": ("Year {year} began with Red Bank's threat highest on {tracks}, at {threat}, and {characters} "
                     "set to push its progress past it.",
                     "As year {year} opened, threat stood at {threat} on {tracks}: the mark {characters} had to beat.",
                     "{characters} went into year {year} with threat already at {threat} on {tracks}."),
    "story-turn": ("The year turned when {what}.", "What decided the year: {what}.", "The year's great moment: {what}."),
    "story-cost": ("Over the year threat rose on {rises}.", "Threat crept up all the same: {rises}.",
                   "The price was threat: {rises}."),
    "story-standing": ("At the year's end threat stood highest on {tracks}, at {threat}.",
                       "By the year's close {tracks} carried the most threat: {threat}."),
    "story-end": ("It ended after {turns}, {completed}.",
                  "When it was over, {turns} had passed: {completed}.",
                  "The year closed after {turns}, {completed}."),
}

# Session End, each step that changed something
SESSION_END_WORDS = {
    "burned-obstacles": ("{cards} {were} burned.", "The group burned {cards}.", "{cards} left the campaign for good."),
    "unlocked-obstacles": ("New obstacles were unlocked: {cards}.", "Into the decks went {cards}.",
                           "The decks grew: {cards}."),
    "burned-locations": ("{locations} burned down and left the board.", "The group burned {locations}.",
                         "{locations} {were} lost to the flames."),
    "unlocked-locations": ("New locations took the empty places: {places}.", "The board was whole again: {places}.",
                           "Fresh locations filled the gaps: {places}."),
    "recovered": ("{characters} recovered from their stress{unlocked}.",
                  "Rest healed {characters}{unlocked}.", "{characters} shook off their stress{unlocked}."),
    "unlocked-characters": ("{characters} joined the cast.", "The cast grew: {characters}."),
    "year": ("The wheel of years turned to year {year}{burned}.", "Year {year} lay ahead{burned}.",
             "On the wheel of years, year {year} came next{burned}."),
}

# the year's opening and its end
OPENING = {
    "players": (
        "In year {year}, {cast} took up the defence of Red Bank.",
        "Year {year} found {cast} at the table.",
        "Year {year} belonged to {cast}.",
    ),
    "solo": (
        "In year {year}, {player} held Red Bank alone, with {characters} and seven action dice.",
        "Year {year} was a solo year: {player} played {characters}.",
    ),
    "backs": (
        "The obstacle decks were shuffled {how}; their backs showed {backs}.",
        "Shuffled {how}, the obstacle decks showed {backs} on top.",
    ),
    "cards": (
        "{kept}; {staged} waited in the staging area.",
        "{kept}, and {staged} lay in the staging area.",
    ),
    "first-obstacles": (
        "For the first game each progress card called up an obstacle: {obstacles}.",
        "The first obstacles came with the cards: {obstacles}.",
    ),
    "placed": (
        "The characters took their places: {places}.",
        "Play began with {places}.",
        "They set out from their places: {places}.",
    ),
    "year-end": (
        "Year {year} ended after {turns}, with {completed}.",
        "The time marker came back to winter after {turns}: year {year} was over, with {completed}.",
        "After {turns}, winter returned and year {year} closed with {completed}.",
    ),
}
