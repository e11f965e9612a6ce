"""What must hold in every state of every game (the random players check it after each move)."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of
from domain.rulesets.dwarfswinter import RULESET
from domain.rulesets.dwarfswinter import components as k
from domain.rulesets.dwarfswinter.state import total_dwarfs


def check(state: dict) -> None:
    assert RULESET.invariants(state) == []   # the ruleset's own, held to every adjust
    zones = catalog_of(state)["board"]["zones"]
    for name in state["players"]:
        board = state["boards"][name]
        assert all(0 <= board[r] <= k.RESOURCE_MAX for r in k.RESOURCES), (name, board)
        assert k.ACTIONS_FLOOR <= board["actions"] <= k.ACTIONS and k.HAND_FLOOR <= board["hand_size"] <= k.HAND_SIZE
        assert 0 <= board["spent"] <= board["actions"] and 0 <= board["tokens"] <= 3
        assert total_dwarfs(state, name) == k.DWARFS, (name, state["dwarfs"][name])
        assert all(place == "home" or place in zones for place in state["dwarfs"][name])
        assert all(number > 0 for kinds in state["dwarfs"][name].values() for number in kinds.values()) or \
            state["dwarfs"][name]["home"] == {}
        assert len(set(state["legends"][name])) == len(state["legends"][name]) <= 3
        if name in state["chosen"]:
            assert set(state["hands"][name]) <= set(state["decks_of"][name])
    on_board = [e["card"] for e in state["monsters"]] + [e["card"] for e in state["disasters"]]
    assert len(on_board) == len(set(on_board))
    assert all(e["zone"] in zones for e in state["monsters"] + state["disasters"])
    assert len(state["pool"]) == len(catalog_of(state)["board"]["pool_costs"])
    owned = [card for name in state["players"] for card in state["decks_of"][name] if card in catalog_of(state)["heroes"]]
    assert len(owned) == len(set(owned)) and not set(owned) & set(state["decks"]["heroes"])
    assert not set(on_board) & set(state["decks"]["monsters"] + state["decks"]["disasters"])
    assert 0 <= state["week"] <= k.WEEKS
