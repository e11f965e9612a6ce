"""One conformance suite for every ruleset: its surface is complete and documented, and every
demo campaign, played through the real rules without a store, keeps the idiom: decide never
changes the state and records only the kinds its command registers, every event is plain
JSON that evolve applies the same after a round trip, and every event has its sentence."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import domain.rulesets as registry
from domain.kernel import CommandSchema, Recorded, Viewer, generic, reading
from domain.kernel.json_text import canonical, stored_form
from domain.kernel.fingerprints import fingerprint
from domain.kernel.fold import apply
from domain.kernel.moves import ruleset_document
from tests.spec import Table

ROOT = Path(__file__).resolve().parents[2]
RULESETS = [registry.get(name) for name in registry.available()]
DEMOS = [pytest.param(rules, script, id=f"{rules.name}: {script['name']}") for rules in RULESETS
         for script in ([rules.demo()] if rules.demo else []) + rules.extra_demos()]


def ids(rules):
    return rules.name


@pytest.mark.parametrize("rules", RULESETS, ids=ids)
def test_every_command_is_registered_with_a_strict_schema_and_documented(rules):
    pages = "".join((ROOT / page).read_text() for page in rules.docs)
    assert rules.docs, "a ruleset names the docs that describe it"
    for kind, command in rules.commands.items():
        assert issubclass(command.schema, CommandSchema), kind
        assert command.events, kind
        assert f'"type": "{kind}"' in pages, f"{kind} has no example in {', '.join(rules.docs)}"


@pytest.mark.parametrize("rules", RULESETS, ids=ids)
def test_views_pictures_and_the_table_view_are_declared_together(rules):
    assert rules.table_view is None or rules.table_view in rules.views
    assert rules.demo is not None, "every ruleset has a demo campaign"


def _plain(data):
    return json.loads(json.dumps(data))


READERS = (Viewer.of("sam", "viewer"), Viewer.of("ann", "player", ["Ann"]), Viewer.of("olga", "owner"))


class Checked(Table):
    """The spec table, checking the idiom at every command and event."""

    def decide(self, command):
        before = canonical(self.state)
        events = super().decide(command)
        assert canonical(self.state) == before, f"decide changed the state ({command['type']})"
        registered = self.ruleset.commands.get(command["type"])
        if registered is not None:
            stray = {e.kind for e in events} - set(registered.events)
            assert not stray, f"{command['type']} recorded kinds it does not register: {stray}"
        return events

    def _record(self, event):
        assert canonical(dict(event.data)) == canonical(_plain(dict(event.data))), event.kind
        old, before_state = self.state, canonical(self.state)
        recorded = Recorded(event.kind, _plain(dict(event.data)), len(self.log) + 1, event.source or "physical",
                            "spec", "2026-01-01T00:00:00Z", event.version, audience=event.audience)
        sentence = self.ruleset.narrate(self.state["game"], recorded)
        assert isinstance(sentence, str) and sentence.strip(), event.kind
        for viewer in READERS:   # every reader gets a sentence, their own or the event's shadow
            assert reading.sentence(self.ruleset, self.state["game"], recorded, viewer).strip(), event.kind
        super()._record(event)
        assert canonical(old) == before_state, f"evolve changed its input ({event.kind})"
        again = apply(self.ruleset, old, recorded)
        assert fingerprint(again["game"]) == fingerprint(self.state["game"]), f"{event.kind} after a JSON round trip"


@pytest.mark.parametrize("rules, script", DEMOS)
def test_every_demo_keeps_the_idiom_at_every_command(rules, script):
    played = Checked(rules, script.get("setup", {}))
    for command in script["commands"]:
        command = {k: v for k, v in command.items() if k != "actor"}
        if command["type"] in ("retract", "reveal"):
            continue  # decided by the journal, with the log (tests/test_rulesets.py)
        played.run(command)
    assert len(played.log) > len(script["commands"]) // 2
    for viewer in (*READERS, Viewer.auditor()):   # views and pictures read the state as each viewer sees it
        for name in rules.views:
            json.dumps(reading.view(rules, name, played.state["game"], viewer))
        for name in rules.pictures:
            assert reading.picture(rules, name, played.state["game"], viewer).lstrip().startswith("<svg"), name
    assert generic.CAMPAIGN_STARTED == played.log[0].kind


CANARY = "Qzxcanary"


@pytest.mark.parametrize("rules", RULESETS, ids=ids)
def test_what_a_private_note_roll_or_adjustment_holds_stays_out_of_the_state_others_read(rules):
    """Evolve sees a private event in the clear: whatever it folds of it must lie where the
    ruleset's `redact` keeps it for the event's audience (the dice game showed a private
    roll's purpose and a note's text in everyone's views: issue 45)."""
    script = rules.demo()
    played = Table(rules, script.get("setup", {}))
    for command in script["commands"]:
        if command["type"] not in ("retract", "reveal"):
            played.run({k: v for k, v in command.items() if k != "actor"})
    seats = [seat.id for seat in rules.seats(played.state["game"])]
    for audience in ("gm", *([seat] for seat in seats[:1])):
        played.run({"type": "note", "text": f"{CANARY} note", "about": f"{CANARY} about", "audience": audience})
        played.run({"type": "roll", "dice": [{"sides": 20, "value": 17, "kind": f"{CANARY} kind"}],
                    "purpose": f"{CANARY} purpose", "audience": audience})
        played.run({"type": "adjust", "reason": f"{CANARY} reason", "card": f"{CANARY} card", "changes": [],
                    "audience": audience})
    game = played.state["game"]
    for viewer in (Viewer.of("sam", "viewer"), *(Viewer.of("ben", "player", [seat]) for seat in seats[1:2])):
        assert CANARY not in json.dumps(reading.seen(rules, game, viewer)), viewer
        for name in rules.views:
            assert CANARY not in json.dumps(reading.view(rules, name, game, viewer)), (name, viewer)
        for name in rules.pictures:
            assert CANARY not in reading.picture(rules, name, game, viewer), (name, viewer)
    assert CANARY in json.dumps(game) or rules.name != "dice"   # the dice game folds what they hold


@pytest.mark.parametrize("rules, script", DEMOS)
def test_every_demo_lists_the_same_choices_in_the_same_order_from_a_snapshots_state(rules, script):
    """A snapshot gives a state back with its keys sorted: the moves listed from it are the
    moves listed from the folded state, so every reader of a position is listed the same
    choices in the same order, whichever state their document was made from."""
    played, owner = Table(rules, script.get("setup", {})), Viewer.of("olga", "owner")
    for command in script["commands"]:
        if command["type"] in ("retract", "reveal"):
            continue  # decided by the journal, with the log (tests/test_rulesets.py)
        played.run({k: v for k, v in command.items() if k != "actor"})
        game = played.state["game"]
        assert ruleset_document(rules, stored_form(game), owner, position=0) == \
            ruleset_document(rules, game, owner, position=0), (len(played.log), command["type"])
