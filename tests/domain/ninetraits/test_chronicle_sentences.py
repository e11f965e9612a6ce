"""A hit is told once: the fire that catches a character is one sentence and the Life Points
it takes another, never the same number twice."""
from __future__ import annotations

from domain.rulesets.ninetraits.chronicle.phrases import VOICE


def test_the_fire_names_no_number_the_life_points_it_took_tell_it():
    for template in VOICE["burn"]:
        told = template.format(character="Audi", value=3)
        assert "3" not in told and "d4" not in told and "Audi" in told, told
    assert all("{points}" in template for template in VOICE["hurt-burning"])
