"""Why is this so, for the numbers of a v19.3 campaign people ask about: a progress track is
every completed card that raised it, a threat track every Threats phase that raised it, and the
victory level the Campaign End that counted the tracks, each told in the sentence the log reads.
Expectations are read from the events themselves."""
from __future__ import annotations

import pytest

from domain.kernel.viewers import Viewer
from journal.service import Journal
from journal.projections.telling import told
from tests import demo_store
from tests.domain.sixwinters_v19.campaign import played_campaign


@pytest.fixture(scope="module")
def journal(tmp_path_factory):
    made = Journal(url=f"sqlite:///{tmp_path_factory.mktemp('v19-explain') / 'journal.sqlite'}")
    made.demo = demo_store.load_demo(made, "sixwinters_v19")
    setup, commands = played_campaign(seed=8)
    made.finished = made.create_campaign("sixwinters_v19", "Six winters explained", setup)
    for command in commands:
        made.execute(made.finished, command)
    yield made
    made.close()


def kinds(journal, cid: str, kind: str) -> list[dict]:
    return [env for env in journal.events(cid) if env["type"] == f"sixwinters_v19/{kind}"]


def sentence_at(journal, cid: str, position: int) -> str:
    return told(journal.parts, cid, position, position, Viewer.auditor())[0][1]


def test_a_progress_track_is_explained_by_the_cards_completed_for_it(journal):
    raised = [env for env in kinds(journal, journal.demo, "progress-completed") if "military" in env["data"]["progress"]]
    answer = journal.explain(journal.demo, "tracks", "/tracks/military/progress")
    assert answer["value"] == 3 and answer["label"] == "Military progress"
    assert [(c["position"], c["value"]) for c in answer["because"]] == \
        [(1, 1)] + [(env["position"], env["data"]["progress"]["military"]) for env in raised]
    assert [c["change"] for c in answer["because"]] == ["started 1", "+1", "+1"]
    assert answer["because"][-1]["text"] == sentence_at(journal, journal.demo, raised[-1]["position"])
    assert answer["because"][-1]["text"].startswith("On Two Fronts is completed")


def test_a_threat_track_is_explained_by_each_threats_phase_that_raised_it(journal):
    rises = [env for env in kinds(journal, journal.demo, "threats-raised")
             if any(item["track"] == "support" for item in env["data"]["raises"])]
    answer = journal.explain(journal.demo, "tracks", "/tracks/support/threat")
    assert [(c["position"], c["value"]) for c in answer["because"]] == \
        [(1, 3)] + [(env["position"], env["data"]["threats"]["support"]) for env in rises]
    assert answer["value"] == 8 and [c["change"] for c in answer["because"]] == ["started 3", "+1", "+2", "+2"]
    assert "support +2 to 6 (4 support icons)" in answer["because"][2]["text"]


def test_the_victory_level_is_explained_by_campaign_end(journal):
    [ended] = kinds(journal, journal.finished, "campaign-ended")
    answer = journal.explain(journal.finished, "campaign", "/result/level")
    assert answer["value"] == ended["data"]["level"]
    assert [(c["position"], c["value"]) for c in answer["because"]] == [(ended["position"], ended["data"]["level"])]
    assert answer["because"][0]["text"] == f"The campaign is over: {ended['data']['summary']}."


def test_a_player_reads_the_same_explanation_of_public_tracks(journal):
    ann = Viewer.of("ann", "player", ["Ann"])
    assert journal.explain(journal.demo, "tracks", "/tracks/military/progress", viewer=ann)["because"] == \
        journal.explain(journal.demo, "tracks", "/tracks/military/progress")["because"]
