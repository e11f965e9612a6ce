"""The sentences kept in the store (journal/projections/told.py): told on append for a campaign's usual
readers, the same as told later by a process that folds, kept per sight, and read back by
another process without folding."""
from __future__ import annotations

import pytest

from domain.kernel import Viewer
from journal.projections import told as kept_sentences
from journal.projections.entries import entry
from journal.projections.telling import entries, told, told_along

ANN = Viewer.of("ann", "player", ["Ann"])
BEN = Viewer.of("ben", "player", ["Ben"])
GM = Viewer.of("olga", "owner")
SPECTATOR = Viewer.of("sam", "viewer")


def _rows(journal, campaign, viewer, first=1, last=None):
    stream = journal.stream_id(campaign)
    return kept_sentences.kept(journal.store, journal.settled, stream, journal.ruleset_of(stream), viewer, first,
                               last or journal.head(campaign))


def _kept(journal, campaign, viewer, first=1, last=None):
    return {position: sentence for position, (sentence, _) in _rows(journal, campaign, viewer, first, last).items()}


@pytest.mark.parametrize("ruleset, name", [("sixwinters", "The Order of the Blue Robe, year one, move by move"),
                                           ("d6d", None)])
def test_the_sentences_told_on_append_are_those_a_new_process_tells_by_folding(opened, ruleset, name):
    writer = opened()
    campaign = writer.load_demo(ruleset, name=name)
    head = writer.head(campaign)
    reader = opened()
    seats = [seat.id for seat in reader.ruleset_of(campaign).seats(reader.state(campaign).state["game"])]
    for viewer in [SPECTATOR, GM, *(Viewer.of("p", "player", [seat]) for seat in seats)]:
        kept = _kept(writer, campaign, viewer)
        assert len(kept) >= head - 1, "every event after the campaign's start is kept for every usual reader"
        folded = {position: text for position, text, _ in told_along(reader.parts, campaign, 1, head, viewer)}
        assert {position: folded[position] for position in kept} == kept


def test_a_private_note_is_kept_in_the_clear_for_the_game_master_and_as_its_shadow_for_players(opened):
    journal = opened()
    campaign = journal.create_campaign("d6d", "Seated", {"players": ["Ann", "Ben"]})
    [note] = journal.execute(campaign, {"type": "note", "text": "The bridge to world 4 is trapped.", "audience": "gm"})
    position = note["position"]
    assert "trapped" in _kept(journal, campaign, GM)[position]
    for player in (ANN, BEN, SPECTATOR):
        assert "trapped" not in _kept(journal, campaign, player)[position]
    assert "trapped" not in dict(told(opened().parts, campaign, position, position, ANN))[position]


def test_another_reader_is_told_once_and_a_second_process_reads_the_kept_sentence_without_folding(opened, monkeypatch):
    journal = opened()
    campaign = journal.load_demo("d6d")
    head = journal.head(campaign)
    both = Viewer.of("ann", "owner", ["Ann"])        # an owner who plays a seat: not told on append
    assert _kept(journal, campaign, both) == {}
    first = told(journal.parts, campaign, 1, head, both)
    assert len(first) == head and len(_kept(journal, campaign, both)) == head
    another = opened()
    monkeypatch.setattr(another.replayer, "state_at", lambda *args: pytest.fail("folded although the sentences are kept"))
    assert told(another.parts, campaign, 1, head, both) == first


def test_sentences_kept_by_other_code_are_not_read(opened, monkeypatch):
    journal = opened()
    campaign = journal.load_demo("d6d")
    journal.settled(campaign)   # the demo's sentences told after its commits, by today's code
    monkeypatch.setattr(kept_sentences, "_versions", {"d6d": "other-code"})
    assert _kept(journal, campaign, GM) == {}
    assert len(told(journal.parts, campaign, 1, journal.head(campaign), GM)) == journal.head(campaign)


def test_a_telling_that_fails_after_the_append_leaves_the_command_stored_and_readers_tell_it(opened, monkeypatch):
    journal = opened()
    campaign = journal.create_campaign("d6d", "Seated", {"players": ["Ann", "Ben"]})
    monkeypatch.setattr(kept_sentences, "usual_viewers", lambda *args: 1 / 0)
    [note] = journal.execute(campaign, {"type": "note", "text": "Ben brought the snacks."})
    assert journal.head(campaign) == note["position"]
    assert _kept(journal, campaign, GM, note["position"], note["position"]) == {}
    [(_, sentence)] = told(opened().parts, campaign, note["position"], note["position"], GM)
    assert "snacks" in sentence


def test_an_undo_and_its_redo_are_kept_as_undone_and_redone_and_as_a_fold_tells_them(opened):
    journal = opened()
    campaign = journal.create_campaign("d6d", "Seated", {"players": ["Ann", "Ben"]})
    [note] = journal.execute(campaign, {"type": "note", "text": "Ben brought the snacks."})
    [undo] = journal.execute(campaign, {"type": "retract", "position": note["position"]})
    [redo] = journal.execute(campaign, {"type": "retract", "position": undo["position"]})
    kept = _kept(journal, campaign, GM)
    assert kept[undo["position"]].startswith("Undone: ") and kept[redo["position"]].startswith("Redone: ")
    folded = {position: text for position, text, _ in told_along(opened().parts, campaign, 1, journal.head(campaign), GM)}
    assert {position: folded[position] for position in kept} == kept


def test_an_imported_campaign_has_its_sentences_kept_as_its_appends_would_have(opened, tmp_path, monkeypatch):
    import io

    import journal.projections.telling
    monkeypatch.setattr(journal.projections.telling, "PAGE", 7)   # told a page at a time, each folded on from the last

    from journal.service import Journal
    origin = opened()
    campaign = origin.load_demo("d6d")
    origin.settled(campaign)   # the demo's own telling is over before the import's is watched
    exported = io.StringIO()
    origin.export(campaign, exported)
    exported.seek(0)
    other = Journal(url=f"sqlite:///{tmp_path / 'other.sqlite'}")
    opening, opened_events = journal.projections.telling.envelopes_for, []
    monkeypatch.setattr(journal.projections.telling, "envelopes_for",
                        lambda *args: opened_events.append(args[3]) or opening(*args))
    try:
        told_along_the_way = []
        copy = other.import_(exported, progress=lambda done, total: told_along_the_way.append((done, total)))
        head = other.head(copy)
        assert told_along_the_way[-1] == (head, head)
        assert len(opened_events) <= head, "each event is opened once for all of its readers"
        for viewer in (GM, SPECTATOR, Viewer.of("p", "player", ["Ann"])):
            copied, kept = _kept(other, copy, viewer), _kept(origin, campaign, viewer)
            assert len(copied) == head and all(copied[position] == text for position, text in kept.items())
    finally:
        other.close()


def test_a_page_is_told_even_when_its_sentences_cannot_be_kept(opened, monkeypatch):
    journal = opened()
    campaign = journal.load_demo("d6d")
    reader = opened()
    monkeypatch.setattr(reader.store, "write_told", lambda *args: (_ for _ in ()).throw(RuntimeError("database is locked")))
    both = Viewer.of("ann", "owner", ["Ann"])
    assert len(told(reader.parts, campaign, 1, journal.head(campaign), both)) == journal.head(campaign)
    assert _kept(journal, campaign, both) == {}


@pytest.mark.parametrize("ruleset, name, opened_later", [
    ("sixwinters", "The Order of the Blue Robe, year one, move by move", False),   # deck orders: no die, no field
    ("dwarfswinter", None, True)])                                                 # hands chosen in secret
def test_the_entries_kept_on_append_are_those_of_the_events_as_each_reader_reads_them(opened, ruleset, name,
                                                                                      opened_later):
    """A timeline reads the entries kept with the sentences: each is the entry of the event as
    that reader reads it now (its face-down values withheld, a private event's shadow, sealed
    values the log opened since shown: such an event is read as it stands), and whether it is
    undone is the head's."""
    writer = opened()
    campaign = writer.load_demo(ruleset, name=name)
    head = writer.head(campaign)
    reader = opened()
    seats = [seat.id for seat in reader.ruleset_of(campaign).seats(reader.state(campaign).state["game"])]
    sealed = {e["position"] for e in reader.events(campaign) if e.get("sealed")}
    assert sealed, "the demo holds sealed values (an app shuffle, a hand chosen in secret)"
    read_now = set()
    for viewer in [SPECTATOR, GM, *(Viewer.of("p", "player", [seat]) for seat in seats)]:
        kept = _rows(writer, campaign, viewer)
        assert len(kept) >= head - 1, "every event after the campaign's start is kept for every usual reader"
        read_now |= {position for position, (_, entry_) in kept.items() if entry_ is None}
        sentences = dict(told(reader.parts, campaign, 1, head, viewer))
        now = [{**entry(e), "sentence": sentences[e["position"]]} for e in reader.events(campaign, viewer=viewer)]
        assert entries(reader.parts, campaign, 1, head, viewer) == now
    assert read_now <= sealed and bool(read_now) == opened_later, "only entries a later event may change are read"


def test_an_entry_undone_later_reads_as_undone_and_a_private_note_as_its_shadow(opened):
    journal = opened()
    campaign = journal.create_campaign("d6d", "Seated", {"players": ["Ann", "Ben"]})
    [roll] = journal.execute(campaign, {"type": "roll", "dice": [{"sides": 6, "value": 4, "kind": "action"}],
                                        "purpose": "attack"})
    [note] = journal.execute(campaign, {"type": "note", "text": "The bridge to world 4 is trapped.", "audience": "gm"})
    before = {item["position"]: item for item in entries(opened().parts, campaign, 1, journal.head(campaign), ANN)}
    assert before[roll["position"]]["retracted"] is False and before[roll["position"]]["dice"][0]["value"] == 4
    assert before[note["position"]]["private"] and "trapped" not in before[note["position"]]["text"]
    assert "trapped" in {item["position"]: item for item in entries(journal.parts, campaign, 1, journal.head(campaign),
                                                                  GM)}[note["position"]]["sentence"]
    journal.execute(campaign, {"type": "retract", "position": roll["position"]})
    after = {item["position"]: item for item in entries(opened().parts, campaign, 1, journal.head(campaign), ANN)}
    assert after[roll["position"]]["retracted"] is True and after[roll["position"]]["sentence"] == \
        before[roll["position"]]["sentence"]


def test_an_event_with_a_number_wider_than_orjson_writes_is_kept_and_read_back(opened):
    journal = opened()
    campaign = journal.create_campaign("dice", "Wide")
    [note] = journal.execute(campaign, {"type": "note", "text": "A count of grains."})
    stream, position = journal.stream_id(campaign), note["position"]
    both = Viewer.of("ann", "owner", ["Ann"])       # not told on append: nothing kept for this sight yet
    entry_ = {"position": position, "text": "grains: " + str(2 ** 70), "count": 2 ** 70}
    kept_sentences.keep(journal.store, stream, journal.ruleset_of(stream), [(both, position, "Grains were counted.", entry_)])
    assert _rows(journal, campaign, both, position, position) == {position: ("Grains were counted.", entry_)}
