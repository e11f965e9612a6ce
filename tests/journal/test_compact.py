"""Sealed values kept as compressed bytes read back as the values they were, the newer over
the older."""
from domain.kernel.canonical import plain_json
from journal.vaults.compact import Compact
from journal.envelopes.secrecy import Secret
from journal.vaults.secret_vault import empty


def test_values_read_back_equal_and_the_later_win():
    ann = Secret(3, "/data/order", "nobody", ["Wolves", "Frost"], "aa" * 32)
    bob = Secret(4, "/data/hand", ["seat-2"], [1, 2, 3], "bb" * 32)
    vault = empty().with_values([(ann.commitment, ann)])
    grown = vault.with_values({bob.commitment: bob})
    assert grown[ann.commitment] == ann and grown[bob.commitment] == bob and len(grown) == 2
    assert bob.commitment not in vault and vault.get(bob.commitment) is None   # the older mapping is unchanged
    changed = Secret(3, "/data/order", "all", ["Frost", "Wolves"], "cc" * 32)
    over = Compact(Secret.from_json, Secret.to_json).with_values({ann.commitment: changed}).merged(vault)
    assert over[ann.commitment] == ann and set(over) == {ann.commitment}


def test_a_deck_order_is_kept_in_fewer_bytes_than_its_json():
    deck = [f"{name} ({copy})" for copy in range(1, 4) for name in ("War Machines", "Eldritch Signs", "Darkness")]
    order = Secret(5, "/data/order", "nobody", deck * 5, "dd" * 32)
    vault = empty().with_values([(order.commitment, order)])
    assert vault[order.commitment] == order
    assert vault.kept_bytes() < len(plain_json(order.to_json())) / 2
