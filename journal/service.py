"""The Journal: one object over one store for the CLI, the site and the chronicle.

It puts together the parts, each in a module of its own: finding campaigns
(campaigns.py), their cached latest states (heads.py), writing to them (writing.py),
folding them (replay.py), anchors (anchors.py), export, import and fork (transfer.py) and
verify (verify.py). One Journal per process, shared by threads; several processes may
share one store (the store's optimistic concurrency orders their appends).
"""
from __future__ import annotations

import threading
from functools import partial
from typing import TYPE_CHECKING
from uuid import UUID

from domain.kernel import generic_events, json_text
from domain.kernel import reading as kernel_reading
from domain.kernel.caches import bounded
from domain.kernel.fingerprints import fingerprint_as
from domain.kernel.viewers import Viewer

from .projections import explaining, read_models
from .history import migrating, outcomes
from .envelopes import reading
from .audit import verified
from .store.anchors import Anchor, AnchorTable
from .store.application import Store, one_reading
from .history.campaigns import CampaignInfo, Campaigns, ruleset_named, stream_id
from .config import store_settings
from .projections.dice_reading import DiceAudit, dice_audit
from .errors import CampaignNotFound, CommandRejected, JournalError
from .recording.heads import Heads
from .projections.marks import MarkChanges
from .projections.projector import Projector
from .projections.read_parts import ReadParts
from .history.replay import SNAPSHOT_EVERY, Replayed, Replayer, effective_retracted, read_intact
from .vaults.sealed_values import SealedValues
from .projections.standing import Standing, standing
from .projections.telling import Told, tell_campaign, timeline
from .vaults.seed_vault import SeedVault

if TYPE_CHECKING:
    from .audit.verify import Report
    from .recording.writing import Writer

__all__ = ["CampaignInfo", "Journal"]


def _transfer():
    """Export, import and fork (transfer.py), loaded by those commands only: reading a store
    needs none of it."""
    from .audit import transfer
    return transfer


class Journal:
    """Campaigns, commands and states over one store (SQLite file or PostgreSQL)."""

    def __init__(self, url: str | None = None, instance_path=None, create: bool = True,
                 snapshot_every: int = SNAPSHOT_EVERY):
        """Opens (and with `create`, makes) the store; the campaign list is read from its index."""
        self.settings = store_settings(url, instance_path)
        self.store = Store(self.settings, create=create)
        self.anchors = AnchorTable(self.store)
        self.sealed = SealedValues(self.store)
        self.replayer = Replayer(self.store, every=snapshot_every, secrets=self.sealed.of, between=self.sealed.between)
        self.vault = SeedVault(self.store)
        self.index = Campaigns(self.store, self.anchors)
        self.heads = Heads(self.store, self.replayer, self.index.ruleset_of)
        self._writer: Writer | None = None
        self._writer_made = threading.Lock()
        self.moves_kept = bounded("moves-documents")   # the moves documents of recent heads (moves.py)
        self.projector = Projector({stage: partial(self._project, stage) for stage in read_models.PROJECTIONS})
        self.parts = ReadParts(self.store, self.replayer, self.sealed, self.heads, self.index.ruleset_of,
                               Told(), bounded("jump-marks"), self.projector.settled)

    def _project(self, stage: str, appended) -> None:
        read_models.PROJECTIONS[stage](self.parts, appended)   # looked up each time: a test may hold a stage

    def close(self) -> None:
        self.projector.close()   # what the last commands appended is told before the store closes
        self.store.close()

    def settled(self, campaign_id=None) -> None:
        """Wait until the read models of every command this process executed on the campaign
        (None: on any) are up to date: a reader of kept rows reads them instead of telling again."""
        self.projector.settled(None if campaign_id is None else self.stream_id(campaign_id))

    @property
    def writer(self) -> Writer:
        """The one writer of this journal, made when the first command comes: reading the store
        (`journal campaign list`, a page) loads neither the command schemas nor marshmallow."""
        with self._writer_made:
            if self._writer is None:
                from .recording.writing import Writer   # the command schemas come with it

                self._writer = Writer(self.store, self.replayer, self.vault, self.heads, self.anchors, self.sealed)
        return self._writer

    # campaigns -----------------------------------------------------------
    def create_campaign(self, ruleset: str, name: str, setup: dict | None = None, actor: str = "cli") -> str:
        appended = self.writer.create(self.ruleset(ruleset), name, setup, actor)
        self.projector.submit(appended)
        return str(appended.stream)

    def campaigns(self) -> list[CampaignInfo]:
        """Every campaign in the store, whichever process wrote it; a damaged one is never dropped."""
        return self.index.all()

    def standing(self, campaign_id: str) -> Standing:
        """Where the campaign stands now (journal/projections/standing.py): kept per head position, so a
        campaign that has not moved is not folded again."""
        stream = self.stream_id(campaign_id)

        def fold():
            replayed = self.state(campaign_id)
            return replayed.position, replayed.state["game"]
        return standing(self.store, stream, self.ruleset_of(stream), self.store.head(stream), fold)

    def campaign(self, ref: str) -> CampaignInfo:
        """By id, unique id prefix (4+ characters) or exact name."""
        return self.index.find(ref)

    def campaign_id(self, ref: str) -> str:
        """The id a reference names, without reading the campaign's state (audits of damaged data)."""
        return self.index.id_of(ref)

    def first_event_problem(self, campaign_id) -> str | None:
        """What is wrong with the campaign's first event (None when it is intact): the lists
        mark such a campaign as damaged instead of failing on it."""
        return self.index.first_event_problem(self.stream_id(campaign_id))

    def ruleset_of(self, campaign_id: str):
        return self.index.ruleset_of(self.stream_id(campaign_id))

    @staticmethod
    def ruleset(name: str):
        """The ruleset called `name`; an unknown name is refused (campaign.ruleset)."""
        return ruleset_named(name)

    @staticmethod
    def stream_id(campaign_id) -> UUID:
        """The id of a campaign's event stream, from its id as text (CampaignNotFound if none)."""
        return stream_id(campaign_id)

    # commands ------------------------------------------------------------
    def execute(self, campaign_id: str, command: dict, actor: str = "cli",
                expected_position: int | None = None, retries: int | None = None,
                viewer: Viewer | None = None, bindings: dict | None = None) -> list[dict]:
        """Decide a command on the latest state and append its events atomically.

        `viewer` and `bindings` (seat -> user) come from the site: a command for a seat bound
        to someone else is SeatRefused. Without them (the shell) nothing is refused.
        Without `expected_position` the command is decided again whenever another writer was
        first, until it lands (`retries`: at most that many times more); with one, a campaign
        that has moved on is a ConflictError and nothing is stored."""
        stream = self.stream_id(campaign_id)
        appended = self.writer.execute(stream, self.ruleset_of(stream), command, actor, expected_position, retries,
                                       viewer, bindings)
        self.projector.submit(appended)   # after the command's commit: the writer does not wait for it
        return appended.envelopes

    # reading -------------------------------------------------------------
    def forget(self, campaign_id) -> None:
        """Drop the campaign's cached state: the next read folds it from the store, as a
        process that never read it would."""
        self.heads.forget(self.stream_id(campaign_id))

    def head(self, campaign_id: str) -> int:
        return self.store.head(self.stream_id(campaign_id))

    @staticmethod
    def reading():
        """A context manager for one reader's look at campaigns (a page): inside it, each
        campaign's head is read once (journal/store/application.py `one_reading`). Never around a
        reader that waits for new heads (a live stream)."""
        return one_reading()

    def following(self, campaign_id):
        """A context manager over the campaign's new heads (journal/store/announcements.py): its
        `wait(after, seconds)` returns when the head may have moved past `after`, at once
        when an append announced it, from this process or (on PostgreSQL) any other."""
        return self.store.announcements.following(self.stream_id(campaign_id))

    def events(self, campaign_id: str, start: int = 1, stop: int | None = None,
               viewer: Viewer | None = None) -> list[dict]:
        """Envelopes from `start` to `stop` (inclusive), each marked `retracted` as of now, as
        `viewer` may read them (reading.py); without one, in the clear (to fold, to audit)."""
        stream = self.stream_id(campaign_id)
        head = self.heads.latest(stream, fresh=True)
        undone = effective_retracted(head.state["meta"].get("retractions", []))
        found = read_intact(self.store, stream, after=max(start, 1) - 1, upto=stop)
        rules = self.ruleset_of(stream)
        shown = reading.envelopes_for(self.sealed, stream, rules, found, viewer)
        if viewer is None:   # in the clear, to fold: with the outcome records an older event is read through
            shown = outcomes.attached(self.replayer.outcomes(stream, rules, found), rules, shown, undone)
        return [{**env, "retracted": env["cmd"] in undone} for env in shown]

    def events_at(self, campaign_id, positions: list[int], viewer: Viewer | None = None) -> list[dict]:
        """The envelopes at the given positions (read at once), as `events` gives them."""
        return self.parts.events_at(self.stream_id(campaign_id), positions, viewer)

    @staticmethod
    def undone(head) -> set[int]:
        """The commands retracted as of a head (journal/recording/retraction.py)."""
        return effective_retracted(head.state["meta"].get("retractions", []))

    def dice(self, campaign_id, viewer: Viewer | None = None) -> DiceAudit:
        """The dice audit as `viewer` reads it (dice_reading.py), from the dice records."""
        return dice_audit(self, campaign_id, viewer or Viewer.auditor())

    def secrets(self, campaign_id) -> dict:
        """commitment -> sealed value, for folding: the vault's, and any the log has opened."""
        return self.parts.secrets(self.stream_id(campaign_id))

    def state(self, campaign_id: str, at: int | None = None) -> Replayed:
        stream = self.stream_id(campaign_id)
        if at is None:
            head = self.heads.latest(stream, fresh=True)
            return Replayed(head.position, head.state)
        last = self.store.head(stream)
        if last == 0:
            raise CampaignNotFound(str(stream))
        if at == 0:   # as the API reads `at`: a position from 1
            raise CommandRejected("replay.position", f"position 0 is before the campaign started: there is no "
                                  f"game state to show (positions 1..{last})")
        if not 1 <= at <= last:
            raise CommandRejected("replay.position", f"position {at} is outside 1..{last}")
        return self.replayer.replayed(stream, self.ruleset_of(stream), at)

    def view(self, campaign_id: str, name: str, at: int | None = None, viewer: Viewer | None = None) -> dict:
        """A view of the state as `viewer` may see it (without one: everything, as an audit)."""
        rules = self.ruleset_of(campaign_id)
        if name not in rules.views:
            raise CommandRejected("view.name", f"no view {name!r}; views: {', '.join(rules.views) or 'none'}")
        return kernel_reading.view(rules, name, self._game(campaign_id, at), viewer or Viewer.auditor())

    def explain(self, campaign_id: str, name: str, pointer: str, at: int | None = None,
                viewer: Viewer | None = None) -> dict:
        """Why the value at `pointer` in the view is what it is at `at` (default: now), for
        `viewer` (explaining.py); NotExplained when the pointer names nothing there."""
        rules = self.ruleset_of(campaign_id)
        explaining.check_view(rules, name)
        last = self.head(campaign_id)
        if at is not None and not 1 <= at <= last:
            raise CommandRejected("explain.position", f"position {at} is outside 1..{last}")
        viewer = viewer or Viewer.auditor()
        at = last if at is None else at
        now = self.view(campaign_id, name, at, viewer)
        if explaining.resolve(now, explaining.parse_pointer(pointer)) is explaining.ABSENT:
            raise explaining.NotExplained(name, pointer, at)
        return explaining.explain(rules, timeline(self.parts, campaign_id, at, viewer), name, pointer, viewer, now)

    def picture(self, campaign_id: str, name: str, at: int | None = None, viewer: Viewer | None = None) -> str:
        rules = self.ruleset_of(campaign_id)
        if name not in rules.pictures:
            raise CommandRejected("picture.name", f"no picture {name!r}; pictures: {', '.join(rules.pictures) or 'none'}")
        return kernel_reading.picture(rules, name, self._game(campaign_id, at), viewer or Viewer.auditor())

    def _game(self, campaign_id: str, at: int | None):
        """The game state at a position; before position 1 there is none to show."""
        if at is not None and at < 1:
            raise CommandRejected("view.position", "position 0 is before the campaign started: there is no game state to show")
        return self.state(campaign_id, at).state["game"]

    def walk(self, campaign_id: str, upto: int | None = None):
        """(envelope, state after it) for every position: timelines, fingerprints, chronicles."""
        stream = self.stream_id(campaign_id)
        return self.replayer.walk(stream, self.ruleset_of(stream), upto)

    def fingerprints(self, campaign_id: str) -> list[str]:
        """The fingerprint of the state after every position, in the version its event recorded
        (fingerprints.py): a replay that gives every recorded state gives the recorded list."""
        found, before = [], None
        for env, state in self.walk(campaign_id):
            found.append(fingerprint_as(state, env["state"], before))
            before = state
        return found

    # anchors -------------------------------------------------------------
    def anchor(self, campaign_id, reason: str, position: int | None = None) -> Anchor | None:
        """Write the head (or the event at `position`) into the anchor table (anchors.py) and
        return the anchor; None if the table cannot be written."""
        stream = self.stream_id(campaign_id)
        head = self.heads.latest(stream, fresh=True)
        position = head.position if position is None else position
        if not 1 <= position <= head.position:
            raise CommandRejected("anchor.position", f"position {position} is outside 1..{head.position}")
        envelope = read_intact(self.store, stream, after=position - 1, upto=position)[0]
        return self.anchors.anchor(str(stream), envelope, head.state["meta"]["name"], self.ruleset_of(stream).name,
                                   reason)

    def latest_anchor(self, campaign_id, reasons: tuple[str, ...] | None = None) -> Anchor | None:
        """The campaign's newest anchor (of one of `reasons`): the receipt to show the group."""
        return self.anchors.latest(str(self.stream_id(campaign_id)), reasons)

    # transfer and audit ----------------------------------------------------
    def export(self, campaign_id: str, fileobj, with_secrets: bool = True) -> int:
        """Write the export (the owner's holds the sealed values; a member's only their
        commitments) and anchor the head it ends with."""
        stream = self.stream_id(campaign_id)
        count = _transfer().export(self.store, self.sealed, self.ruleset_of(stream), stream, fileobj,
                                   self.state(stream).state["meta"]["name"], with_secrets)
        self.anchor(stream, "export", position=count)
        return count

    def import_(self, fileobj, new_id: bool = False, progress=None) -> str:
        """Load an export; its sentences are told for its usual readers as its appends would
        have been (telling.py), `progress(done, total)` as that goes on, and the replay's jump
        marks worked out from the same fold (marks.py): else the first replay page of a long
        campaign worked them out from its first event, slowly."""
        campaign = _transfer().import_(self.store, self.sealed, fileobj, new_id)
        self._copied(campaign, "import", progress)
        return str(campaign)

    def _copied(self, campaign, reason: str, progress=None) -> None:
        """The read models of a campaign whose events came whole from elsewhere (an import, a
        first sync), anchored for `reason`."""
        migrating.migrate(self, campaign)   # events of an earlier version: their outcome records
        self.anchor(campaign, reason)
        changes = MarkChanges(self.ruleset_of(campaign))
        tell_campaign(self.parts, campaign, progress, each=changes.after)
        changes.keep(self.store, campaign)

    def synced(self, campaign_id, new: bool, since: int = 0, dice=None) -> None:
        """After a sync appended events (journal/sync): a campaign new here is told as an import
        is; one that grew from position `since` has the events after it told and what they
        changed in the dice records (`dice`, as the appends gave it: read_store.py
        `TallyChange`) counted into its tally, as the projector does for a
        command's, since they came from another store and no command of this process told them."""
        if new:
            self._copied(self.stream_id(campaign_id), "sync")
            return
        stream = self.stream_id(campaign_id)
        self.heads.forget(stream)
        migrating.migrate(self, stream, since)
        read_models.caught_up(self.parts, stream, since, dice)
        self.anchor(stream, "sync")

    def forked_from(self, campaign_id) -> str | None:
        """The campaign the campaign was last forked from (its latest fork marker), or None."""
        markers = self.store.read_kind(self.stream_id(campaign_id), generic_events.FORKED)
        return json_text.loads(markers[-1].data)["data"]["campaign"] if markers else None

    def mark_fork(self, campaign_id, source, at: int, name: str, actor: str = "sync") -> None:
        """End a copied line (a campaign's other line, stored by a sync) with the fork marker
        naming where it came from: it is then listed, and replayed, as a fork of `source` that
        parts from it after position `at`."""
        stream = self.stream_id(campaign_id)
        self.writer.mark_fork(stream, self.ruleset_of(stream), self.stream_id(source), at, name, actor)

    def verify(self, campaign_id: str, replay: bool = True, head: str | None = None,
               anchor_rows: list | None = None, full: bool = False) -> Report:
        """Everything this store can prove about the campaign (verify.py); `head` is a receipt
        kept outside it, `anchor_rows` the anchor table read once for many campaigns. The
        replay goes on from where an earlier verify proved it unless `full`."""
        from .audit.verify import StoreParts, verify_store   # only verify needs the verifier

        stream = self.stream_id(campaign_id)
        since = 0 if full else self._verified_up_to(stream)
        parts = StoreParts(self.replayer, self.anchors, self.vault, self.sealed)
        report = verify_store(parts, stream, replay, expected_head=head, anchor_rows=anchor_rows, full=full)
        if report.chain_intact and replay and report.rules_today is not None:
            read_models.check(self.parts, stream, report, since, full)
        return report

    def _verified_up_to(self, stream) -> int:
        """The position an earlier verify proved the campaign up to (0: none)."""
        try:
            row = self.store.verified_latest(stream, verified.version_of(self.ruleset_of(stream)))
        except JournalError:
            return 0
        return row.position if row is not None else 0

    def migrate(self, campaign_id) -> migrating.Migrated:
        """Work out and keep the outcome records of the campaign's events of an earlier version
        (migrating.py); those kept already are left as they are."""
        return migrating.migrate(self, campaign_id)

    def rebuild(self, campaign_id) -> read_models.Rebuilt:
        """Drop the campaign's read models and build them again from its events (read_models.py)."""
        return read_models.rebuild(self.parts, campaign_id)

    def fork(self, campaign_id: str, at: int, name: str, actor: str = "cli") -> str:
        """A new campaign made of the first `at` events and a fork marker; the original is untouched."""
        stream = self.stream_id(campaign_id)
        rules = self.ruleset_of(stream)
        rows = _transfer().rows_to_fork(self.store, stream, at)
        branch = self.writer.append_fork(stream, rules, rows, name, actor)
        kept = self.store.outcome_rows(stream, 1, at)
        if kept:   # the copied events of an earlier version are read through the same records
            self.store.keep_outcomes(branch, kept)
        self.anchor(branch, "fork")
        return str(branch)

    # demos ---------------------------------------------------------------
    def demo_scripts(self, ruleset: str) -> list[dict]:
        """The ruleset's demo campaigns: its main demo first, then any extra ones."""
        rules = self.ruleset(ruleset)
        return ([rules.demo()] if rules.demo else []) + list(rules.extra_demos())

    def load_demo(self, ruleset: str, actor: str = "demo", name: str | None = None) -> str:
        """Create a demo campaign (the main one, or the one called `name`) and play its commands."""
        scripts = self.demo_scripts(ruleset)
        script = next((s for s in scripts if name in (None, s["name"])), None)
        if script is None:
            raise CommandRejected("demo.missing", f"the {ruleset} ruleset has no demo campaign {name or ''}".strip())
        cid = self.create_campaign(ruleset, script["name"], script.get("setup", {}), actor)
        for command in script["commands"]:
            command = dict(command)
            self.execute(cid, command, actor=command.pop("actor", actor))
        self.anchor(cid, "demo")
        return cid
