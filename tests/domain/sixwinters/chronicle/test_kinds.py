"""Every Six Winters event kind is told in the chronicle's own words or explicitly kept quiet
(docs/dev/style.md, registries with meta-tests); anything else would fall back to the generic account."""
from __future__ import annotations

import importlib

from domain.rulesets.sixwinters.campaign import events
from domain.rulesets.sixwinters.game.events import KINDS as TABLE_KINDS

chronicle = importlib.import_module("domain.rulesets.sixwinters.chronicle")


def test_every_campaign_and_table_kind_has_a_teller_or_is_explicitly_quiet():
    told = set(chronicle.TELLERS) | set(chronicle.QUIET) | {events.SESSION_STARTED}
    missing = sorted((set(events.KINDS) | set(TABLE_KINDS)) - told)
    assert missing == [], f"add these kinds to TELLERS (chronicle/narrate.py) or QUIET (chronicle/kinds.py): {missing}"


def test_the_chronicle_names_only_kinds_the_ruleset_really_records():
    known = set(events.KINDS) | set(TABLE_KINDS)
    stale = sorted((set(chronicle.TELLERS) | set(chronicle.QUIET)) - known)
    assert stale == [], f"renamed or removed kinds still named in sixwinters/chronicle/narrate.py or kinds.py: {stale}"
