"""The chronicle's own sentences for Six Winters: several shapes for every moment, so a year
told scene by scene never says the same thing the same way twice in a row (see
domain/kernel/storytelling.py). The events' plain sentences live in narrate.py; these are
the storyteller's."""
from __future__ import annotations

from domain.kernel.storytelling import Voice

TEMPLATES = {
    "scene_opens": (
        "The {nth} scene, {scene}, waited at {location}; it would take {needed} points.",
        "Next the company turned to {scene} at {location}, a scene worth {needed} points.",
        "At {location} lay the {nth} task, {scene}, and {needed} points would see it done.",
        "{scene} called them to {location}, where {needed} points were wanted.",
        "The road led on to {location} and the {nth} scene, {scene}: {needed} points to win it.",
        "{needed} points stood between the company and {scene}, the {nth} scene, at {location}.",
        "With that behind them they made for {location}, where {scene} asked {needed} points.",
        "The {nth} scene took them to {location}: {scene}, {needed} points to score.",
    ),
    "overcame": (
        "{team} overcame {obstacle}.",
        "{obstacle} gave way before {team}.",
        "{team} cleared {obstacle} from the board.",
        "It was {team} who finally broke {obstacle}.",
        "{team} made short work of {obstacle}.",
        "{obstacle} fell to {team}.",
        "{team} saw off {obstacle}.",
        "Against {team}, {obstacle} could not hold.",
        "{team} got the better of {obstacle}.",
        "{team} put an end to {obstacle}.",
        "{obstacle} was overcome by {team}.",
        "{team} broke through {obstacle}.",
        "No longer did {obstacle} bar the way; {team} had overcome it.",
        "{team} brought down {obstacle}.",
        "{obstacle} yielded at last to {team}.",
        "{team} won past {obstacle}.",
        "{team} dealt with {obstacle}.",
        "{team} had the measure of {obstacle}.",
        "{team} finished off {obstacle}.",
        "{obstacle} was beaten, {team} the victor.",
        "{team} overpowered {obstacle}.",
        "{obstacle} gave {team} no more trouble.",
        "{team} triumphed over {obstacle}.",
        "{obstacle} was cleared away by {team}.",
    ),
    "overcame_at_once": (
        "{team} swept {obstacle} aside at a single stroke ({progress} progress).",
        "With {progress} progress in one attempt, {obstacle} fell to {team}.",
    ),
    "worn": (
        "{team} wore at {obstacle} {times}, {progress} progress in all.",
        "{obstacle} held against {team} through {attempts}.",
        "{team} kept pressing {obstacle}: {progress} progress over {attempts}.",
    ),
    "built": (
        "Over {turns} the group built {assets}: {names}.",
        "Between the larger deeds, {builders} finished {names}.",
        "Along the way the group completed {assets} ({names}).",
        "{builders} saw {names} completed.",
        "Meanwhile {names} took shape under {builders}.",
    ),
    "threat": (
        "Threat gathered at {places}.",
        "Darkness crept into {places}.",
        "New threats settled on {places}.",
        "{places} fell under threat.",
    ),
    "threat_close": (
        "The threat roll came up {roll} against a pool of {pool}, and the game hung by a thread.",
        "A threat roll of {roll} beat the pool of {pool}.",
    ),
    "sorcery": (
        "Sorcery burst in {who}'s hands {times}.",
        "The sorcery dice exploded {times} for {who}.",
        "{who} called on sorcery and it flared {times}.",
    ),
    "condition": (
        "{who} came away {condition}.",
        "The struggle left {who} {condition}.",
        "{who} took the {condition} condition.",
        "It cost {who} dearly: {condition}.",
        "{who} would carry the mark of it, {condition}.",
        "Not without harm: {who} was {condition}.",
        "{condition}, {who} pressed on all the same.",
        "By the end of it {who} was {condition}.",
        "{who} paid for it and was {condition}.",
        "The toll fell on {who}: {condition}.",
        "{who} did not come through unscathed ({condition}).",
    ),
    "knocked_out": (
        "{who} was knocked out.",
        "{who} fell and could fight no more that turn.",
    ),
    "stress": (
        "The scene cost {costs}.",
        "Stress told on them: {costs}.",
        "By its end the scene had cost {costs}.",
        "The price in stress: {costs}.",
        "They paid for it with {costs}.",
        "It came at a cost of {costs}.",
        "Stress taken in the scene: {costs}.",
    ),
    "scene_done": (
        "{scene} was done with {points} points against the {needed} needed.",
        "With {points} points the scene was complete.",
        "They finished the scene on {points} points, {best} counting for most.",
        "The scene closed at {points} points.",
        "{points} points against {needed}: {scene} was done.",
        "The track reached {points} of {needed}, and {scene} was complete.",
        "{scene} ended with {points} points on the track, {best} the greatest of them.",
        "Enough: {points} points, and the scene was theirs.",
    ),
    "committed": (
        "{who} committed {cards} to the scene: {score} of {needed}.",
        "{who} put {cards} toward the scene, bringing it to {score} of {needed}.",
        "The scene stood at {score} of {needed} once {who} added {cards}.",
        "With {cards} from {who}, the scene reached {score} of {needed}.",
        "Into the scene went {cards}, from {who}; {score} of {needed} now.",
        "{who} spent {cards} on the scene, and the track read {score} of {needed}.",
        "The track climbed to {score} of {needed} with {who}'s {cards}.",
        "{who} laid down {cards} for the scene ({score} of {needed}).",
    ),
    "location_action": (
        "{who} used the action of {where}{what}.",
        "At {where}, {who} took the place's own action{what}.",
    ),
    "game_lost": (
        "There the game ended, lost: {reason}.",
        "It was over: {reason}, and the game was lost.",
    ),
    "game_won": (
        "The game was won{reason}.",
        "And so the scenario was won{reason}.",
    ),
    "game_over": (
        "The game ended{reason}.",
    ),
    "year_opens": (
        "In year {year} {cast}. They took on {scenario} at {difficulty}.",
        "Year {year} brought {scenario}, at {difficulty}; {cast}.",
        "For the {nth} year the company faced {scenario} ({difficulty}), and {cast}.",
        "{scenario} was the task of year {year}, at {difficulty}: {cast}.",
    ),
    "set_up": (
        "The scenario was set up with {pool} threat tokens in the pool{placed}.",
        "{pool} threat tokens filled the pool{placed}.",
        "The threat pool held {pool} tokens as play was readied{placed}.",
    ),
    "first_scene": (
        "The first scene, {scene}, waited at {location}.",
        "Their first task lay at {location}: {scene}.",
        "It all began at {location} with {scene}.",
    ),
    "staging": (
        "In the staging area lay {cards}.",
        "{cards} waited in the staging area.",
        "The staging area offered {cards}.",
    ),
    "placed": (
        "The characters took their places: {places}.",
        "They set out: {places}.",
        "Play opened with {places}.",
    ),
    "scenario_result": (
        "The scenario {result}.",
        "So the scenario {result}.",
        "And with that the year's scenario {result}.",
    ),
    "restored": (
        "The campaign was restored from where it was stored.",
        "The stored campaign was laid out on the table again.",
        "Out of the box came the campaign, just as it had been stored.",
    ),
    "abilities": (
        "Abilities in hand: {items}.",
        "The ability cards were taken up: {items}.",
        "Each took their abilities in hand ({items}).",
    ),
    "starting_assets": (
        "Starting assets: {items}.",
        "They began with assets already completed: {items}.",
        "From the archive came the starting assets: {items}.",
    ),
    "starting_sorcery": (
        "Sorcery flared as the dice were rolled: dice still owed at {places}.",
        "The starting roll set sorcery off, and dice were still owed at {places}.",
        "As the starting dice fell, sorcery exploded; {places} still waited for dice.",
    ),
    "archived": (
        "Into the archive went {names}.",
        "The archive gained {names}.",
        "{names} were set aside in the archive.",
    ),
    "burned": (
        "Burned for good: {cards}.",
        "The players burned {cards}, gone for the rest of the campaign.",
        "{cards} went to the burned pile, never to return.",
    ),
    "reserve_action": (
        "{character} took the reserve action {action}.",
        "From the reserve, {character} used {action}.",
        "{character}, in reserve, took {action}.",
    ),
    "winter": (
        "Winter passed. {choices}.",
        "Through the winter {choices}.",
        "Then came the winter, and {choices}.",
    ),
    "in_brief": (
        "The game itself was recorded in brief, {scenes} completed.",
        "Of the game the journal keeps the outline: {scenes} done.",
        "Only the outline of the game was written down: {scenes} completed in all.",
    ),
    "scene_in_brief": (
        "The {nth} scene completed was {scene}.",
        "{scene} was done.",
        "Then came {scene}.",
        "After that, {scene} was completed.",
    ),
    "quiet_scene": (
        "The scene passed without a deed worth the telling.",
    ),
    # what a scene or a year cost: "Keel took a Shattered condition"
    "cost": (
        "{taken}.",
        "Not without loss: {taken}.",
        "It had its price: {taken}.",
        "There was a toll to pay, for {taken}.",
        "The cost showed: {taken}.",
    ),
    # a year's turning point, the moment the rules rate the biggest swing (turns_of_fate.py)
    "turned": (
        "The year turned when {what}.",
        "The turning point came when {what}.",
        "Everything hung on one moment, when {what}.",
        "It all changed the moment {what}.",
    ),
    # a year's story: what was at stake, and where the year stood (turns_of_fate.py)
    "story_stakes": (
        "The first scene, {scene} at {location}, asked for {target} points, with {pool} in the threat pool.",
        "{target} points were needed to win the first scene, {scene} at {location}, and the threat pool held {pool}.",
        "With {pool} in the threat pool, the party faced its first scene at {location}: {scene}, worth winning at {target} points.",
    ),
    "story_scenes": (
        "They completed {scenes}: {names}.",
        "{scenes} were completed along the way: {names}.",
    ),
    "story_won": (
        "Over the year the party won {scenes}.",
        "{scenes} fell to the party that year.",
    ),
    "story_carried": (
        "They came out of it with scars: {carried}.",
        "What they carried home: {carried}.",
    ),
    "story_placed": (
        "They set out: {placed}.",
        "The characters took the field: {placed}.",
    ),
    "story_underway": (
        "Year {year} is still being played.",
        "The story of year {year} is not over yet.",
    ),
    "year_end": (
        "In the end the scenario {result}.",
        "When it was over, the scenario had {result}.",
        "At the last the scenario {result}.",
        "So the year closed, and the scenario {result}.",
    ),
}

# how a new turn opens: a turn in a new season, a later turn of the same season
SEASON_OPENERS = ("that {season}", "when {season} came", "as {season} began", "in {season}")
TURN_OPENERS = ("by the {nth} turn", "then", "soon after", "later", "on the {nth} turn")


def voice() -> Voice:
    """A fresh voice for one book."""
    return Voice(TEMPLATES)
