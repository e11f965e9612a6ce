"""A state names its card catalog by the catalog's hash (domain/kernel/catalogs.py): rules read
the facts through one accessor, and the state's fingerprints, of either version, are those of
the state that held the catalog itself."""
from __future__ import annotations

import json

import pytest

from domain.kernel import catalogs, fingerprints
from domain.kernel.json_text import plain_fingerprint
from domain.kernel.catalogs import CatalogNotLoaded, catalog_of, register
from domain.kernel.fingerprints import fingerprint, fingerprint_as


def _catalog(title: str = "Winter of the test") -> dict:
    return {"title": title, "cards": {"Frost Ward": {"cost": [1, 2]}, "Lantern": {"cost": [3]}},
            "board": {"zones": ["home", "pass"], "costs": {"home": 0, "pass": 2}}}


def _state(catalog) -> dict:
    return {"meta": {"position": 1}, "game": {"catalog": catalog, "pool": [1, 2, {"seat": "Ann"}], "note": "Übung"}}


def test_a_state_holds_its_catalogs_reference_and_reads_the_facts_through_the_accessor():
    catalog = _catalog()
    reference = register(catalog)
    assert reference == catalogs.PREFIX + fingerprints.digest(_catalog()).hex
    assert register(json.loads(json.dumps(catalog))) == reference, "the reference is the content's"
    assert catalog_of({"catalog": reference}) == catalog
    assert catalog_of({"catalog": catalog}) is catalog, "a state that holds the catalog itself reads it"


def test_a_state_naming_its_catalog_has_the_fingerprints_of_the_state_that_held_it():
    catalog = _catalog("Fingerprinted")
    named, held = _state(register(catalog)), _state(json.loads(json.dumps(catalog)))
    assert len(json.dumps(named)) < len(json.dumps(held))
    assert fingerprint(named) == fingerprint(held)
    assert fingerprint_as(named, plain_fingerprint(held)) == plain_fingerprint(held), "version 1: the catalog put back"
    in_a_list = {"meta": {}, "game": [named["game"]["catalog"], 1]}
    assert fingerprint(in_a_list) == fingerprint({"meta": {}, "game": [held["game"]["catalog"], 1]})


def test_a_catalog_without_containers_is_held_by_the_state_itself():
    few = {"title": "Few facts", "size": 3}
    assert register(few) is few
    assert catalog_of({"catalog": few}) is few


def test_a_reference_this_process_never_registered_is_a_clear_error_and_is_reported_missing():
    unknown = catalogs.PREFIX + "0" * 64
    with pytest.raises(CatalogNotLoaded, match="not loaded in this process"):
        catalog_of({"catalog": unknown})
    assert catalogs.missing({"meta": {}, "game": {"catalog": unknown}}) == [unknown]
    assert catalogs.missing({"meta": {}, "game": {"catalog": register(_catalog())}}) == []
    assert catalogs.missing({"meta": {}, "game": None}) == []
