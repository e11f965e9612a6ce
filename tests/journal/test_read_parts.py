"""The read models take the parts of the store they read (journal/projections/read_parts.py), never the
Journal façade: telling, the kept sentences, the marks, the standings and their checks."""
from __future__ import annotations

import ast
from pathlib import Path

from domain.kernel import Viewer
from journal.projections.telling import told

ROOT = Path(__file__).resolve().parents[2]
READ_MODELS = ("telling.py", "told.py", "marks.py", "standing.py", "read_models.py", "read_parts.py")


def test_no_read_model_takes_the_journal_or_imports_its_facade():
    for name in READ_MODELS:
        tree = ast.parse((ROOT / "journal" / "projections" / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                assert "journal" not in [arg.arg for arg in node.args.args], f"journal/projections/{name} {node.name}"
            if isinstance(node, ast.ImportFrom):
                assert node.module not in ("service", "journal.service"), f"journal/projections/{name} imports the façade"


def test_a_journal_hands_its_read_models_the_parts_it_is_made_of(journal):
    campaign = journal.create_campaign("dice", "Parts")
    journal.execute(campaign, {"type": "note", "text": "hello"})
    parts = journal.parts
    assert (parts.store, parts.replayer, parts.sealed, parts.heads) == (
        journal.store, journal.replayer, journal.sealed, journal.heads)
    assert told(parts, campaign, 2, 2, Viewer.auditor()) == [(2, "cli noted: hello")]
    assert parts.standing(journal.stream_id(campaign)) == journal.standing(campaign)
