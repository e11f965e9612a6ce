"""Legal moves: what the players may do now, with every choice enumerated (docs/moves.md).

Players never type: a table shows the moves legal now, and a command built from a move (its
fixed values plus one pick for each open field) is accepted by decide. The grammar
(grammar.py), the document a viewer reads (document.py), its validator (check.py) and JSON
Schema (schema.py), the command builder (build.py) and the reference random legal player
(random_player.py).
"""
from .build import PickRefused, build_command, build_object, default_setup, fits, tapped
from .combos import sub_multisets, subsets
from .check import MovesDocumentError, check_document, check_field, check_move, check_setup
from .document import moves_document, offered, ruleset_document, ruleset_setup, setup_document, waiting_for
from .grammar import (KINDS, ROLL, ROLLS, Field, Move, among, asked, by, case_key, choices, dice, die, distinct_fields, each, fixed,
                      integer, physical, roll, text, texts)
from .random_player import NoLegalPick, random_command, random_picks, random_setup
from .schema import schemas as json_schemas, standalone as standalone_schema

__all__ = ["PickRefused", "build_command", "build_object", "default_setup", "fits", "tapped", "MovesDocumentError", "check_document",
           "check_field", "check_move", "check_setup", "moves_document", "offered", "ruleset_document", "ruleset_setup", "setup_document", "waiting_for",
           "KINDS", "ROLL", "ROLLS", "Field", "Move", "among", "asked", "by", "case_key", "choices", "dice", "die", "each", "fixed",
           "integer", "physical", "roll", "text", "texts", "NoLegalPick", "random_command", "random_picks",
           "random_setup", "json_schemas", "standalone_schema", "sub_multisets", "subsets", "distinct_fields"]
