"""The campaign steps legal now, with every choice enumerated (docs/moves.md): Session Start
(start.py, table_prep.py), Session End, Campaign End and the campaign effects (end.py).
One hook per command, registered beside its rule in campaign/decider.py."""
from . import end, start, table_prep

MOVES = {
    "choose-spotlight": start.choose_spotlight, "restore-campaign": start.restore_campaign,
    "choose-scenario": start.choose_scenario, "winter-phase": start.winter_phase,
    "choose-characters": start.choose_characters, "take-ability-cards": start.take_ability_cards,
    "choose-starting-assets": start.choose_starting_assets, "add-year-cards": table_prep.add_year_cards,
    "set-up-scenario": table_prep.set_up_scenario, "place-initial-scene": table_prep.place_initial_scene,
    "shuffle-decks": table_prep.shuffle_decks, "fill-staging": table_prep.fill_staging,
    "roll-starting-dice": table_prep.roll_starting_dice, "place-characters": table_prep.place_characters,
    "end-scenario": end.end_scenario, "improve-skills": end.improve_skills, "archive-assets": end.archive_assets,
    "update-decks": end.update_decks, "update-threats": end.update_threats, "update-map": end.update_map,
    "update-journals": end.update_journals, "store-game": end.store_game, "end-campaign": end.end_campaign,
    "unlock-character": end.unlock_character, "unlock-reserve-action": end.unlock_reserve_action,
}
