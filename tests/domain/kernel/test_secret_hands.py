"""A game with hidden information played on the kernel alone: what each viewer reads of the
same campaign (tests/domain/kernel/secret_hands.py)."""
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.kernel import EVERYONE, Reveal, Viewer, reading
from tests.domain.kernel import secret_hands as game
from tests.spec import Table

ANN, BEN = Viewer.of("ann", "player", ["Ann"]), Viewer.of("ben", "player", ["Ben"])
GM, SPECTATOR = Viewer.of("gus", "gm"), Viewer.of("sam", "viewer")


def played(*commands) -> Table:
    table = Table(game.RULESET, {"players": ["Ann", "Ben"]})
    for command in commands:
        table.run(command)
    return table


def sentences(table: Table, viewer: Viewer) -> list[str]:
    return [reading.sentence(game.RULESET, before["game"], event, viewer)
            for before, event in zip([table.states[0], *table.states], table.log[1:])]


def test_an_app_shuffle_asks_for_sealed_dice_and_its_order_is_face_down():
    table = played({"type": "shuffle", "roll": "app"})
    assert game.RULESET.face_down(table.log[-1]) == ("/deck",)
    order = table.state["game"]["deck"]
    seen = reading.view(game.RULESET, "table", table.state["game"], ANN)
    assert seen["deck"] == sorted(order) and seen["top_back"] == order[0][0]
    assert reading.view(game.RULESET, "table", table.state["game"], Viewer.auditor())["deck"] == order


def test_each_seat_reads_its_own_hand_and_sees_the_others_face_down():
    table = played({"type": "shuffle", "roll": "app"}, {"type": "deal", "count": 2})
    hands = table.state["game"]["hands"]
    assert reading.view(game.RULESET, "table", table.state["game"], ANN)["hands"] == {"Ann": hands["Ann"], "Ben": [None, None]}
    assert reading.view(game.RULESET, "table", table.state["game"], GM)["hands"] == hands
    said = sentences(table, BEN)
    assert "Ann was dealt a hand." in said and f"Ben was dealt {', '.join(hands['Ben'])}." in said
    assert not any(card in " ".join(sentences(table, SPECTATOR)) for card in hands["Ann"] + hands["Ben"])


def test_choices_made_in_secret_are_shown_together_and_reveal_the_sealed_ones():
    table = played({"type": "shuffle", "roll": "app"}, {"type": "deal", "count": 2})
    hands = table.state["game"]["hands"]
    table.run({"type": "choose", "player": "Ann", "card": hands["Ann"][0]})
    ann_chose = table.log[-1]
    assert not ann_chose.audience.admits(BEN) and ann_chose.audience.admits(ANN)
    assert reading.view(game.RULESET, "table", table.state["game"], BEN)["chosen"] == {"Ann": None}
    events = table.run({"type": "choose", "player": "Ben", "card": hands["Ben"][1]})
    assert events[0].audience is EVERYONE and events[1].reveals == (Reveal(at=ann_chose.position),)
    assert table.state["game"]["shown"] == [{"Ann": hands["Ann"][0], "Ben": hands["Ben"][1]}]


def test_a_peek_is_read_by_the_peeking_seat_alone():
    table = played({"type": "shuffle", "roll": "app"}, {"type": "peek", "player": "Ben"})
    top = table.state["game"]["deck"][0]
    assert sentences(table, BEN)[-1] == f"Ben saw {top} on top."
    assert sentences(table, ANN)[-1] == "Ben looked at the top card."


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), deal=st.integers(1, 3), swap=st.data())
def test_nothing_a_player_reads_depends_on_the_order_of_the_cards_not_yet_drawn(seed, deal, swap):
    """Put the undrawn cards in another order: every view and sentence a player reads is the same."""
    table = Table(game.RULESET, {"players": ["Ann", "Ben"]}, seed=seed)
    table.run({"type": "shuffle", "roll": "app"})
    table.run({"type": "deal", "count": deal})
    state = table.state["game"]
    rest = state["deck"]
    other = [rest[0], *swap.draw(st.permutations(rest[1:]))]   # the top card's back is public
    changed = {**state, "deck": other}
    for viewer in (ANN, BEN, SPECTATOR, GM):
        assert reading.view(game.RULESET, "table", state, viewer) == reading.view(game.RULESET, "table", changed, viewer)
        for event in table.log:
            shown = reading.readable(game.RULESET, event, viewer)
            assert shown is None or not _holds_order(shown.data, rest)


def _holds_order(data, order) -> bool:
    """The data holds the undrawn cards in their order (a face-down value not withheld)."""
    return any(value == order for value in _values(data)) if len(order) > 1 else False


def _values(data):
    yield data
    if isinstance(data, dict):
        for value in data.values():
            yield from _values(value)
    elif isinstance(data, list):
        for value in data:
            yield from _values(value)
