"""Every field of the ruleset surface and of the command registry is documented in
docs/dev/ruleset.md (a new field without its section fails here), and the hooks' defaults are
safe: a ruleset that fills none behaves as a physical table with nothing hidden."""
import dataclasses
import re
from pathlib import Path

import pytest

from domain.kernel import EVERYONE, Command, Recorded, Ruleset, Viewer
from domain.kernel.hooks import CardImportHook, CatalogHook, ChronicleHook, imports_cards
from domain.rulesets import all_rulesets

DOC = (Path(__file__).resolve().parents[3] / "docs" / "dev" / "ruleset.md").read_text()
SECTIONS = set(re.findall(r"^### `([a-z_]+)`$", DOC, re.M))


@pytest.mark.parametrize("surface", [Ruleset, Command])
def test_every_field_has_its_section_in_the_ruleset_doc(surface):
    fields = {field.name for field in dataclasses.fields(surface)}
    assert fields <= SECTIONS, sorted(fields - SECTIONS)


def test_the_doc_documents_no_field_that_does_not_exist():
    fields = {field.name for surface in (Ruleset, Command) for field in dataclasses.fields(surface)}
    assert SECTIONS <= fields, sorted(SECTIONS - fields)


def test_a_ruleset_that_fills_no_hook_hides_nothing_and_lets_anyone_act():
    bare = Ruleset(name="bare", title="Bare", rules_version="1", initial_state=lambda setup: {},
                   decide=lambda state, command: [], evolve=lambda state, event: state)
    event = Recorded("bare/happened", {}, 2, "physical", "Ann", "t")
    assert bare.seats({}) == () and bare.acting_seats({}, {"type": "x"}) == frozenset()
    assert event.audience is EVERYONE and EVERYONE.admits(Viewer(role="viewer"))
    assert bare.face_down(event) == () and bare.reveal_kinds == frozenset()
    state = {"secret": 1}
    assert bare.redact(state, Viewer(role="viewer")) is state
    assert bare.shadow(event) == "The game master made a private move (happened)."
    assert bare.narrate({}, event) == "Happened."
    assert bare.explain({}, event) == () and bare.result({}) is None
    assert bare.moves is None and bare.setup_fields is None and bare.table_view is None
    assert bare.session({}) is None


@pytest.mark.parametrize("rules", all_rulesets(), ids=lambda r: r.name)
def test_the_chronicle_and_catalog_hooks_have_their_protocols_shape(rules):
    assert rules.chronicle is None or isinstance(rules.chronicle, ChronicleHook)
    assert rules.catalogs is None or isinstance(rules.catalogs, CatalogHook)


def test_a_catalogs_hook_imports_card_spreadsheets_only_when_it_has_import_dir():
    class FilesOnly:
        def builtin(self): return {}
        def load_file(self, path): return {}
        def validate(self, catalog, source="catalog"): return catalog
        def describe(self, catalog): return ""

    class Importing(FilesOnly):
        def import_dir(self, path, progress=None): return {}

    assert isinstance(FilesOnly(), CatalogHook) and not imports_cards(FilesOnly())
    assert isinstance(Importing(), CardImportHook) and imports_cards(Importing())
    assert not imports_cards(None)
