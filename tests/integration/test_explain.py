"""Why is this so: the events that made a value of a view what it is, read from the log.

Every expectation is read from the events themselves (what an event's data says it changed),
never from an earlier run of the explanation."""
from __future__ import annotations

import json

import pytest

from domain.kernel.viewers import Viewer
from journal.projections.explaining import NotExplained, sentences
from journal.service import Journal
from journal.projections.telling import told
from tests import demo_store

from .conftest import Cli

BLUE_ROBE = "The Order of the Blue Robe, year one, move by move"


@pytest.fixture(scope="module")
def journal(tmp_path_factory):
    folder = tmp_path_factory.mktemp("explain")
    made = Journal(url=f"sqlite:///{folder / 'journal.sqlite'}")
    made.demo_ids = {"six": demo_store.load_demo(made, "sixwinters"), "blue": demo_store.load_demo(made, "sixwinters", name=BLUE_ROBE)}
    yield made
    made.close()


def the_event(journal, cid, kind: str) -> dict:
    (found,) = [env for env in journal.events(cid) if env["type"] == f"sixwinters/{kind}"]
    return found


def changes_of(answer: dict) -> list[tuple[int, object]]:
    return [(item["position"], item["value"]) for item in answer["because"]]


def sentence_at(journal, cid, position: int) -> str:
    return told(journal.parts, cid, position, position, Viewer.auditor())[0][1]


def test_a_skill_started_at_campaign_setup_and_rose_when_skills_improved(journal):
    cid = journal.demo_ids["six"]
    improved = the_event(journal, cid, "skills-improved")
    keel = improved["data"]["improved"]["Keel"]
    answer = journal.explain(cid, "sheets", f"/characters/Keel/skills/{keel['skill']}")
    assert answer["value"] == keel["to"]
    assert changes_of(answer) == [(1, keel["from"]), (improved["position"], keel["to"])]
    assert answer["total"] == 2
    assert [item["change"] for item in answer["because"]] == [f"started {keel['from']}", f"+{keel['to'] - keel['from']}"]
    # the sentence the history, the stream and the replay read for the same event
    assert answer["because"][-1]["text"] == sentence_at(journal, cid, improved["position"])
    assert f"Keel improved {keel['skill']}" in answer["because"][-1]["text"]


def test_a_stress_track_is_every_event_that_set_it_since_the_characters_took_their_places(journal):
    cid, at = journal.demo_ids["blue"], 90
    placed = the_event(journal, cid, "characters-placed")
    base = journal.view(cid, "sheets", placed["position"])["characters"]["Thea"]["stress"]["body"]
    expected, value = [(placed["position"], base)], base
    for env in journal.events(cid, placed["position"] + 1, at):
        for change in env["data"].get("changes") or []:
            if change["path"] == "/table/characters/Thea/body" and change.get("set") != value:
                value = change["set"]
                expected.append((env["position"], value))
    assert len(expected) >= 3   # the track was hit twice or more by then
    answer = journal.explain(cid, "table", "/characters/Thea/body", at=at)
    assert answer["value"] == value and answer["position"] == at
    assert changes_of(answer) == expected
    assert all("Thea took 1 body stress" in item["text"] for item in answer["because"][1:])


def test_a_condition_on_the_sheet_points_at_the_moves_that_gave_it_not_at_the_journals_that_copied_it(journal):
    cid = journal.demo_ids["blue"]
    written = the_event(journal, cid, "journals-updated")
    copied = written["data"]["status"]["Keel"]["conditions"]
    taken = [(env["position"], change["set"]) for env in journal.events(cid, 1, written["position"])
             for change in env["data"].get("changes") or [] if change["path"] == "/table/characters/Keel/conditions"]
    assert len(taken) >= 2 and taken[-1][1] == copied
    answer = journal.explain(cid, "sheets", "/characters/Keel/conditions", at=written["position"])
    assert answer["value"] == copied and answer["label"] == "Keel's conditions"
    assert changes_of(answer) == [(1, [])] + taken and answer["total"] == 1 + len(taken)
    assert "Keel took the condition Shattered" in answer["because"][1]["text"]


def test_a_location_threat_follows_the_location_though_the_map_grew_before_it(journal):
    cid = journal.demo_ids["six"]
    threats = the_event(journal, cid, "threats-updated")
    grown = the_event(journal, cid, "map-updated")
    now = journal.view(cid, "map")["locations"]
    index = next(i for i, place in enumerate(now) if place["name"] == "Parisa's Glen")
    before = journal.view(cid, "map", threats["position"])["locations"]
    assert before[index]["name"] != "Parisa's Glen"   # a new location came before it on the grid since
    start = next(place["threats"] for place in journal.view(cid, "map", 1)["locations"] if place["name"] == "Parisa's Glen")
    answer = journal.explain(cid, "map", f"/locations/{index}/threats")
    assert grown["position"] > threats["position"]
    assert changes_of(answer) == [(1, start), (threats["position"], threats["data"]["after"]["Parisa's Glen"])]
    assert answer["value"] == now[index]["threats"]


def test_a_deck_count_is_the_cards_the_year_took_out_and_put_in(journal):
    cid = journal.demo_ids["six"]
    archived, updated, added = (the_event(journal, cid, kind) for kind in ("assets-archived", "decks-updated",
                                                                           "year-cards-added"))
    start = journal.view(cid, "archive", 1)["counts"]["decks"]["assets"]
    taken = len([item for item in archived["data"]["assets"] if item["from"] == "deck"])
    burned = len(updated["data"]["from_deck"]["assets"])
    joined = len(added["data"]["assets"])
    answer = journal.explain(cid, "archive", "/counts/decks/assets")
    assert changes_of(answer) == [(1, start), (archived["position"], start - taken),
                                  (updated["position"], start - taken - burned),
                                  (added["position"], start - taken - burned + joined)]
    assert answer["value"] == journal.view(cid, "archive")["counts"]["decks"]["assets"]
    assert [item["change"] for item in answer["because"][1:]] == [f"−{taken}", f"−{burned}", f"+{joined}"]


def test_at_a_position_the_value_is_explained_as_it_stood_then(journal):
    cid = journal.demo_ids["six"]
    improved = the_event(journal, cid, "skills-improved")
    keel = improved["data"]["improved"]["Keel"]
    pointer = f"/characters/Keel/skills/{keel['skill']}"
    before = journal.explain(cid, "sheets", pointer, at=improved["position"] - 1)
    assert (before["value"], changes_of(before), before["position"]) == (keel["from"], [(1, keel["from"])],
                                                                         improved["position"] - 1)


def test_the_archive_counts_are_titled_by_their_pile(journal):
    cid = journal.demo_ids["six"]
    assert journal.explain(cid, "archive", "/counts/burned/assets")["label"] == "Assets burned"
    assert journal.explain(cid, "archive", "/counts/reserve/obstacles")["label"] == "Obstacles in the reserve"
    assert journal.explain(cid, "archive", "/counts/archive")["label"] == "Cards in the archive"


def test_a_value_that_changed_often_gives_its_last_twenty_changes_and_their_total(journal):
    cid = journal.demo_ids["blue"]
    steps, last = [], None
    for position in range(1, 111):
        found = journal.view(cid, "table", position)["step"] if journal.view(cid, "table", position).get("open") \
            else None
        if found is not None and found != last:
            steps.append(position)
        last = found
    answer = journal.explain(cid, "table", "/step", at=110)
    assert answer["total"] > 20
    assert len(answer["because"]) == 20
    assert [item["position"] for item in answer["because"]][-5:] == [p for p in steps if p <= 110][-5:]


def test_a_value_is_titled_in_the_rulebooks_words_by_the_name_of_whose_it_is(tmp_path):
    journal = Journal(url=f"sqlite:///{tmp_path / 'journal.sqlite'}")
    try:
        cid = demo_store.load_demo(journal, "ninetraits")
        party = journal.view(cid, "party")["characters"]
        index = [row["name"] for row in party].index("Audi")
        answer = journal.explain(cid, "party", f"/characters/{index}/life/current")
        assert answer["label"] == "Audi's Life Points" and answer["value"] == party[index]["life"]["current"]
        assert sentences(answer)[0].startswith(f"Audi's Life Points is {party[index]['life']['current']} ")
        trait = party[index]["traits"][1]["trait"]
        assert journal.explain(cid, "party", f"/characters/{index}/traits/1/dice")["label"] == \
            f"Audi's {trait[:1].upper()}{trait[1:]} dice"
    finally:
        journal.close()


def test_a_pointer_that_names_nothing_is_refused_with_the_view_and_the_pointer(journal):
    cid = journal.demo_ids["six"]
    with pytest.raises(NotExplained) as refused:
        journal.explain(cid, "sheets", "/characters/Nobody/skills/lore")
    assert "/characters/Nobody/skills/lore" in refused.value.message and "sheets" in refused.value.message
    stored = the_event(journal, cid, "scenario-ended")
    assert journal.explain(cid, "history", "/years/0/scenario")["value"] == "The Order of the Blue Robe"
    with pytest.raises(NotExplained):   # the year played is there now, not before it ended
        journal.explain(cid, "history", "/years/0/scenario", at=stored["position"] - 1)


def test_the_cli_explains_in_sentences_and_in_json_and_refuses_what_names_nothing(tmp_path):
    cli = Cli(tmp_path)
    cli("demo", "--ruleset", "sixwinters")
    log = cli.log("Six Winters demo")
    (improved,) = [env for env in log if env["type"] == "sixwinters/skills-improved"]
    keel = improved["data"]["improved"]["Keel"]
    pointer = f"/characters/Keel/skills/{keel['skill']}"
    text = cli("explain", "Six Winters demo", "sheets", pointer).stdout.splitlines()
    assert text[0].startswith(f"Keel's {keel['skill'].capitalize()} is {keel['to']}")
    assert text[1].startswith(f"  #1 started {keel['from']}: ")
    assert text[2].startswith(f"  #{improved['position']} +1: Keel improved {keel['skill']}")
    answer = json.loads(cli("explain", "Six Winters demo", "sheets", pointer, "--json",
                            "--at", str(improved["position"])).stdout)
    assert answer["value"] == keel["to"] and answer["total"] == 2
    assert [item["position"] for item in answer["because"]] == [1, improved["position"]]
    assert set(answer["because"][0]) >= {"position", "text"}
    for args, words in ((("sheets", "/characters/Nobody"), "nothing at '/characters/Nobody' in the sheets view"),
                        (("nowhere", "/x"), "no view 'nowhere'; views: map, sheets"),
                        (("sheets", "characters"), "a JSON pointer starts with '/'")):
        refused = cli("explain", "Six Winters demo", *args, ok=False)
        assert refused.returncode == 1 and words in refused.stderr
        assert "Traceback" not in refused.stderr
