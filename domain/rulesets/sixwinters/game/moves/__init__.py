"""The moves legal now at the table, with every choice enumerated (docs/moves.md): the actions
of each character (actions.py, build.py, overcome.py, scene.py, abilities.py), the turn's
other steps (turn.py) and the pending effects (resolve.py). One hook per command, registered
beside its rule in game/decider.py."""
from . import abilities, actions, build, overcome, resolve, scene, turn

MOVES = {
    "table-place": turn.place, "table-open-roll": turn.open_roll, "table-move": actions.move,
    "table-muster": actions.muster, "table-explode": turn.explode, "table-take-asset": actions.take_asset,
    "table-build-asset": build.build_asset, "table-overcome": overcome.overcome, "table-foresee": overcome.foresee, "table-narrate": scene.narrate,
    "table-commit-scene": scene.commit,
    "table-trade": actions.trade, "table-ability": abilities.ability, "table-stash": actions.stash,
    "table-location-action": actions.location_action, "table-end-actions": turn.end_actions,
    "table-refresh": turn.refresh_step, "table-new-assets": turn.new_assets, "table-activate": turn.activate_obstacles,
    "table-new-obstacles": turn.new_obstacles, "table-advance": turn.advance_time, "table-resolve": resolve.resolve,
}
