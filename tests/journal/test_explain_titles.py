"""What an explained value is called: the ruleset's words where it has them ("Audi's Life
Points"), and where it says nothing, the value's path with each index into named records read
as the record's name, never a bare index."""
from __future__ import annotations

from domain.kernel import Ruleset
from domain.kernel.titles import ANY, title_from, whose
from journal.projections.explaining import label

TABLE = {"players": [{"name": "Ann", "gold": 2}, {"name": "Bo", "gold": 3}], "rows": [{"player": "Cy", "total": 29}]}


def bare(**hooks) -> Ruleset:
    return Ruleset(name="bare", title="Bare", rules_version="1", initial_state=lambda setup: {},
                   decide=lambda state, command: [], evolve=lambda state, event: state, **hooks)


def test_where_the_ruleset_says_nothing_an_index_into_named_records_reads_as_the_name():
    assert label(bare(), "table", ["players", "1", "gold"], TABLE) == "Players › Bo › Gold"
    assert label(bare(), "table", [], TABLE) == "The table view"


def test_the_rulesets_title_is_the_label_where_it_has_one():
    titles = {("table", ("rows", ANY, "total")): lambda name: f"{whose(name)} score"}
    rules = bare(value_title=lambda view, path, document: title_from(titles, view, path, document))
    assert label(rules, "table", ["rows", "0", "total"], TABLE) == "Cy's score"
    assert label(rules, "table", ["players", "0", "gold"], TABLE) == "Players › Ann › Gold"
