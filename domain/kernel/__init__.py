"""The kernel every ruleset shares: the ruleset surface, the decide/evolve idiom, changes by
JSON Pointer, canonical JSON, dice, decks and hands, seats, viewers and secrets, moves, the
chronicle's blocks.

The names below are read from their modules on first use (PEP 562), so that a program that
needs one light part (canonical JSON, viewers, reading a state) does not import them all: the
command schemas' marshmallow among them. `from domain.kernel import X` works as before.
"""
from importlib import import_module

_HOMES = {
    "catalogs": ["catalog_of"],
    "decider": ["Command", "Decider", "applied", "folded", "folding", "from_outcome_record", "marker", "on_a_copy",
                "with_data"],
    "errors": ["EventDoesNotApply", "RuleViolation"],
    "fingerprints": ["fingerprint"],
    "events": ["DERIVED", "DIGITAL", "PHYSICAL", "Event", "Recorded"],
    "generic": ["CommandSchema", "DieSchema"],
    "hidden": ["FaceDown", "GameMasterOnly", "PerAudience", "PerSeat", "kept_for", "redactor"],
    "keyed": ["Keyed"],
    "hooks": ["Because", "CardImportFunctions", "CardImportHook", "CatalogFunctions", "CatalogHook", "ChronicleHook",
              "DemoScript", "Result", "imports_cards"],
    "moves": ["Field", "Move"],
    "ruleset": ["Ruleset"],
    "seats": ["NotYourSeat", "seat_for"],
    "secrets": ["Opening", "Reveal"],
    "viewers": ["EVERYONE", "GAME_MASTER", "NOBODY", "Audience", "Seat", "Viewer"],
}
_MODULE_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = list(_MODULE_OF)


def __getattr__(name: str):
    """The exported `name`, imported from its module the first time it is asked for."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
