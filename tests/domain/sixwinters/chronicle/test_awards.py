"""A Six Winters book ends with awards read from the log: the character who overcame the most
obstacles and completed the most assets, the luckiest roll by the rule's direction and the
longest run of obstacles overcome; each credited to a character or player, never the account."""
from __future__ import annotations

from collections import Counter

import domain.rulesets as registry
from domain.kernel.chronicle import Facts
from domain.rulesets.sixwinters.chronicle.chapters import lucky
from domain.kernel.storytelling import count
from reports.chronicle import build
from reports.source import load_timeline

from tests import demo_store

THREE_WINTERS = "Three winters, move by move"


def _awards(journal, name):
    cid = demo_store.load_demo(journal, "sixwinters", name=name)
    book = build(*load_timeline(journal, cid))
    chapter = book.sections[-1]
    return cid, chapter.title, dict(next(b for b in chapter.blocks if isinstance(b, Facts)).items)


def test_the_campaign_ends_with_awards_counted_from_the_log(journal):
    cid, title, awards = _awards(journal, THREE_WINTERS)
    attempts = [e["data"] for e in journal.events(cid) if e["type"] == "sixwinters/table-obstacle-attempted"
                and not e["retracted"]]
    overcome = Counter(member["character"] for data in attempts if data["outcome"]["result"] == "overcome"
                       for member in data["team"])
    top = max(overcome.values())
    leaders = sorted(name for name, n in overcome.items() if n == top)
    assert title == "Awards"   # a part of the last chapter (level 2): no page of its own
    who, what = awards["Most obstacles overcome"].split(": ")
    assert sorted(who.split(" and ")) == leaders and what == count(top, "obstacle")
    assert {"Most assets completed", "The luckiest roll", "Longest run of obstacles overcome"} <= set(awards)


def test_the_longest_run_is_of_obstacles_overcome_in_a_row_by_one_character(journal):
    cid, _, awards = _awards(journal, THREE_WINTERS)
    runs, best = Counter(), Counter()
    for e in journal.events(cid):
        if e["type"] == "sixwinters/table-obstacle-attempted" and not e["retracted"]:
            for member in e["data"]["team"]:
                name = member["character"]
                runs[name] = runs[name] + 1 if e["data"]["outcome"]["result"] == "overcome" else 0
                best[name] = max(best[name], runs[name])
    top = max(best.values())
    assert awards["Longest run of obstacles overcome"].startswith(
        " and ".join(name for name, n in best.items() if n == top) + ": ")


def test_no_award_is_credited_to_the_account_that_recorded_the_moves(journal):
    for name in (THREE_WINTERS, "The Order of the Blue Robe, year one, move by move", "Six Winters demo"):
        _, _, awards = _awards(journal, name)
        assert awards and not any("demo" in line for line in awards.values()), (name, awards)


def test_a_sorcery_die_is_nobodys_luck_it_brings_another_die_and_stress_alike(journal):
    """Issue #49: "a sorcery roll of 3 and 1 called the luckiest"; a 6 explodes, which brings
    another die and a stress to each character there, so a sorcery roll is judged neither way
    (the Blue Robe book called Ann's sorcery refresh of 3 and 1 the luckiest roll)."""
    assert lucky("sorcery") == 0 and lucky("action") == 1 and lucky("threat") == -1
    rules = registry.get("sixwinters")
    for script in [rules.demo(), *rules.extra_demos()]:
        awards = _awards(journal, script["name"])[2]
        assert not awards.get("The luckiest roll", "").endswith("for the refresh: 3 and 1"), script["name"]
