"""The campaign list's line and the replay's jumps: the week, the phase by the rulebook's
titles and whom the game waits for, never a card of a hand."""
from __future__ import annotations

from .builders import RULES, Game
from .test_demos import SCRIPTS, _played
from .test_random_play import play_to_the_end
from .test_views import _ben_follows


def test_the_status_follows_the_game_from_the_setup_to_spring():
    game = Game(2)
    assert RULES.status(game.state) == "Setup: shuffling the decks"
    follows = _ben_follows()
    assert RULES.status(follows.state) == "Week 1 of 7 · Phase 3: Actions · Ann's turn; Ben follows the Drums"
    assert RULES.marks(follows.state) == {"week": "Week 1", "phase": "Phase 3: Actions", "turn": "Week 1: Ann's turn"}
    assert RULES.status(_played(SCRIPTS[0]).state) == "Spring: Ann wins with 29 VPs"
    assert RULES.status(_played(SCRIPTS[1]).state) == "Spring: Ann survives with 56 VPs, The Beast Hunter"


def test_the_status_names_who_still_chooses_a_hand_and_how_the_winter_was_lost():
    game = _played(SCRIPTS[0])
    seen = set()
    for recorded in game.table.states:
        line = RULES.status(recorded["game"])
        seen.add(line)
        assert all(card not in line for hand in recorded["game"]["hands"].values() for card in hand if card)
    assert "Week 2 of 7 · Phase 2: Preparation · Ann and Ben still choosing their hands" in seen
    assert "Week 1 of 7 · Phase 1: Enemy Invasion · Cid draws a Monster card" in seen
    lost = play_to_the_end({"players": ["Ann", "Ben"]}, 1, "app")
    assert RULES.status(lost.state).startswith("Lost in week ")


def test_a_lost_winter_is_read_and_drawn_like_any_other():
    lost = play_to_the_end({"players": ["Ann", "Ben", "Cid"], "nightmare": True}, 3, "app").state
    assert lost["result"]["outcome"] == "lost"
    score = RULES.readings["score"](lost)
    assert score == [{"heading": "Score", "lines": [f"Everyone loses: {lost['result']['reason']}."]}]
    assert all(RULES.readings[name](lost) for name in RULES.readings)
    assert all(draw(lost).startswith("<svg") for draw in [*RULES.pictures.values(), *RULES.narrow_pictures.values()])
