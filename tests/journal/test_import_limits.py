"""An export file over the size limit, or with a line nested deeper than an envelope can be, is
refused naming the limit (or the line), and nothing is imported."""
from __future__ import annotations

import io

import pytest

from domain.kernel.nesting import MAX_DEPTH, TooDeep, check_depth
from journal.audit import export_file
from journal.errors import TransferError
from journal.audit.verify import verify_file


@pytest.fixture
def text(sqlite_journal) -> str:
    campaign = sqlite_journal.create_campaign("dice", "Exported")
    sqlite_journal.execute(campaign, {"type": "note", "text": "kept"})
    buffer = io.StringIO()
    sqlite_journal.export(campaign, buffer)
    return buffer.getvalue()


def test_an_export_file_over_the_limit_is_refused_and_nothing_is_imported(sqlite_journal, text, monkeypatch):
    before = [info.id for info in sqlite_journal.campaigns()]
    monkeypatch.setattr(export_file, "MAX_BYTES", len(text.encode()) - 1)
    with pytest.raises(TransferError, match="the file is over the limit of 0 MB for an export file"):
        sqlite_journal.import_(io.StringIO(text), new_id=True)
    with pytest.raises(TransferError, match="over the limit"):
        verify_file(io.StringIO(text))
    assert [info.id for info in sqlite_journal.campaigns()] == before
    monkeypatch.setattr(export_file, "MAX_BYTES", len(text.encode()))
    assert sqlite_journal.import_(io.StringIO(text), new_id=True) not in before   # at the limit: read


@pytest.mark.parametrize("depth", [70, 100_000])
def test_a_line_nested_too_deeply_is_named_and_nothing_is_imported(sqlite_journal, text, depth):
    before = [info.id for info in sqlite_journal.campaigns()]
    lines = text.splitlines()
    lines[2] = lines[2][:-1] + ', "extra": ' + "[" * depth + "]" * depth + "}"
    with pytest.raises(TransferError, match="line 3 is nested deeper than 64 levels"):
        sqlite_journal.import_(io.StringIO("\n".join(lines) + "\n"), new_id=True)
    assert [info.id for info in sqlite_journal.campaigns()] == before


def test_an_envelope_holding_a_command_at_the_limit_imports(sqlite_journal):
    """A command of 32 levels (the most the API and the command line take) sits a level down in
    its envelope: the export of such a campaign imports."""
    value: list = []
    for _ in range(MAX_DEPTH - 4):   # the command, its list of changes, a change, and the value's levels
        value = [value]
    command = {"type": "adjust", "reason": "as deep as input goes", "changes": [{"path": "/last_note", "set": value}]}
    check_depth(command)
    with pytest.raises(TooDeep):
        check_depth(command, MAX_DEPTH - 1)
    campaign = sqlite_journal.create_campaign("dice", "Deep adjust")
    sqlite_journal.execute(campaign, command)
    buffer = io.StringIO()
    sqlite_journal.export(campaign, buffer)
    assert sqlite_journal.import_(io.StringIO(buffer.getvalue()), new_id=True) != campaign
