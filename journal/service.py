"""The application service: load, decide, append — and read states back.

One Journal per process, shared by threads. It keeps the latest state of each
active campaign cached so a command does not replay its campaign, and relies on
the store's optimistic concurrency: of two writers on one campaign, the loser
gets a ConflictError and nothing of its command is stored.
"""
from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass
from uuid import UUID, uuid4

import domain.rulesets as registry
from domain.kernel import generic
from domain.kernel import reading as kernel_reading
from domain.kernel.canonical import fingerprint
from domain.kernel.dice import check_value, walk_dice
from domain.kernel.errors import EventDoesNotApply, RuleViolation
from domain.kernel.events import DIGITAL, PHYSICAL
from domain.kernel.viewers import Viewer

from . import envelope as envelopes
from . import reading, seeds
from .acting import acting_seat
from .anchors import Anchor, AnchorTable
from .application import Row, Store
from .config import store_settings
from .commands import campaign_name, load_setup, validate
from .errors import CampaignNotFound, CommandRejected, ConflictError, DamagedData
from .replay import SNAPSHOT_EVERY, Replayed, Replayer, effective_retracted, read_intact
from .retraction import decide_retract, decide_reveal
from .revealing import Revealed, as_secrets, reveal_event
from .sealing import Head, seal_all, seal_retraction, tag
from .secret_vault import SecretVault
from .seed_vault import SeedVault


@dataclass(frozen=True)
class CampaignInfo:
    id: str
    name: str
    ruleset: str
    position: int = 0
    last_played: str = ""


LOGGER = logging.getLogger(__name__)


def _info(entry) -> CampaignInfo:
    return CampaignInfo(entry.id, entry.name, entry.ruleset, entry.position, entry.last_played)


class Journal:
    """Campaigns, commands and states over one store (SQLite file or PostgreSQL)."""

    def __init__(self, url: str | None = None, instance_path=None, cache_size: int = 64, create: bool = True,
                 snapshot_every: int = SNAPSHOT_EVERY):
        """Opens (and with `create`, makes) the store; the campaign list is read from its index."""
        self.settings = store_settings(url, instance_path)
        self.store = Store(self.settings, create=create)
        self.anchors = AnchorTable(self.store)
        self.replayer = Replayer(self.store, every=snapshot_every, secrets=self.secrets)
        self.vault = SeedVault(self.store)
        self.secret_vault = SecretVault(self.store)
        self.revealed = Revealed(self.store)
        self._heads: OrderedDict[UUID, Head] = OrderedDict()
        self._ruleset_names: dict[UUID, str] = {}
        self._lock = threading.RLock()
        self._cache_size = cache_size

    def close(self) -> None:
        self.store.close()

    # campaigns -----------------------------------------------------------
    def create_campaign(self, ruleset: str, name: str, setup: dict | None = None, actor: str = "cli") -> str:
        rules = self._ruleset(ruleset)
        name = campaign_name(name, "campaign.name")
        setup = load_setup(rules, setup or {})
        stream = uuid4()
        data = {"name": name.strip(), "ruleset": rules.name, "rules_version": rules.rules_version, "setup": setup}
        head = Head(state={"meta": {"position": 0}, "game": None}, hash=envelopes.GENESIS)
        sealed = self._append(stream, rules, head, tag([generic.Event(generic.CAMPAIGN_STARTED, data)], PHYSICAL), actor)
        self._anchor(stream, rules, sealed[-1], data["name"], "campaign start")  # lists it even if event 1 is lost
        return str(stream)

    def campaigns(self) -> list[CampaignInfo]:
        """Every campaign in the store, as its index says now (whichever process wrote it), and
        any anchored campaign the index does not hold: a damaged campaign is never dropped."""
        found = {entry.id: _info(entry) for entry in self.store.campaigns()}
        for stream, anchor in self.anchors.campaigns().items():
            if str(stream) not in found:
                found[str(stream)] = self._anchored_info(stream, anchor)
        return list(found.values())

    def _anchored_info(self, stream: UUID, anchor: Anchor) -> CampaignInfo:
        return CampaignInfo(str(stream), str(anchor.name), str(anchor.ruleset), self.store.head(stream))

    def first_event_problem(self, campaign_id) -> str | None:
        """What is wrong with the campaign's first event (None when it is intact): the lists
        mark such a campaign as damaged instead of failing on it."""
        stream = self._uuid(campaign_id)
        rows = self.store.read(stream, upto=1)
        if not rows:
            return "its first event is missing"
        _, problem = envelopes.check(rows[0].data, rows[0].kind, 1, canonical=False)
        return f"its first event is damaged ({problem})" if problem else None

    def campaign_id(self, ref: str) -> str:
        """The id a reference names, without reading the campaign's state (audits of damaged data)."""
        try:
            return str(UUID(str(ref).strip()))
        except ValueError:
            return self._matching(ref).id

    def campaign(self, ref: str) -> CampaignInfo:
        """By id, unique id prefix (4+ characters) or exact name."""
        try:
            stream = UUID(str(ref).strip())
        except ValueError:
            return self._matching(ref)
        return self._info(stream)

    def _matching(self, ref: str) -> CampaignInfo:
        ref = str(ref).strip()
        matches = [c for c in self.campaigns() if c.name == ref or (len(ref) >= 4 and c.id.startswith(ref))]
        if len(matches) != 1:
            raise CampaignNotFound(ref, len(matches))
        return matches[0]

    def _info(self, stream: UUID) -> CampaignInfo:
        """Name as of now (a fork renames), ruleset, position: one row of the index (or, for a
        campaign the index lost, its latest anchor)."""
        entry = self.store.campaign(stream)
        if entry is not None:
            return _info(entry)
        anchor = self.anchors.latest(str(stream))
        if anchor is None:
            raise CampaignNotFound(str(stream))
        return self._anchored_info(stream, anchor)

    def ruleset_of(self, campaign_id: str):
        """A campaign's ruleset never changes, so it is looked up once."""
        stream = self._uuid(campaign_id)
        name = self._ruleset_names.get(stream)
        if name is None:
            entry = self.store.campaign(stream)
            name = entry.ruleset if entry is not None and entry.ruleset else self._ruleset_from_events(stream)
            self._ruleset_names[stream] = name
        return self._ruleset(name)

    def _ruleset_from_events(self, stream: UUID) -> str:
        """The ruleset named by the first event, for a campaign the index does not hold."""
        if not self.store.read(stream, upto=1):
            if self.store.head(stream) or self.anchors.of(str(stream)):
                raise DamagedData(str(stream), 1, "the campaign's first event is missing")
            raise CampaignNotFound(str(stream))
        return read_intact(self.store, stream, after=0, upto=1)[0]["ruleset"]

    @staticmethod
    def _ruleset(name: str):
        try:
            return registry.get(name)
        except registry.UnknownRuleset as error:
            raise CommandRejected("campaign.ruleset", str(error)) from None

    @staticmethod
    def _uuid(campaign_id) -> UUID:
        try:
            return campaign_id if isinstance(campaign_id, UUID) else UUID(str(campaign_id))
        except ValueError:
            raise CampaignNotFound(str(campaign_id)) from None

    # commands ------------------------------------------------------------
    def execute(self, campaign_id: str, command: dict, actor: str = "cli",
                expected_position: int | None = None, retries: int = 3,
                viewer: Viewer | None = None, bindings: dict | None = None) -> list[dict]:
        """Decide a command on the latest state and append its events atomically.

        `viewer` and `bindings` (seat -> user) come from the site: a command for a seat bound
        to someone else is SeatRefused. Without them (the shell) nothing is refused."""
        stream = self._uuid(campaign_id)
        rules = self.ruleset_of(stream)
        loaded = validate(rules, command)
        for attempt in range(retries + 1):
            head = self._head(stream, fresh=attempt > 0)
            if expected_position is not None and expected_position != head.position:
                raise ConflictError(str(stream), expected_position, head.position)
            try:
                seat, events = self._decide(stream, rules, head, loaded, viewer, bindings)
            except CommandRejected:
                if attempt == 0 and self.store.head(stream) != head.position:
                    continue  # decided on a stale cache: decide again on the real state
                raise
            try:
                return self._append(stream, rules, head, events, actor, seat)
            except ConflictError:
                self._forget(stream)
                if expected_position is not None or attempt == retries:
                    raise ConflictError(str(stream), expected_position, self.store.head(stream)) from None
        raise AssertionError("unreachable")

    def _decide(self, stream: UUID, rules, head: Head, command: dict, viewer: Viewer | None = None,
                bindings: dict | None = None) -> tuple[str | None, list[tuple]]:
        """(the seat acted for, [(Event, source, command or None, rolls or None)]), dice rolled
        where the table asked: from the session's seed, or sealed from a secret of their own."""
        kind, game, meta = command["type"], head.state["game"], head.state["meta"]
        try:
            seat = acting_seat(self, stream, rules, head, command, viewer, bindings)
            if kind == "retract":
                return seat, tag(decide_retract(self, stream, head, command), PHYSICAL, command, None)
            if kind == "reveal":
                return seat, tag(decide_reveal(self.vault.active(stream, meta), meta), PHYSICAL, command, None)
            if kind == "roll":
                command = generic.prepare_roll(command)
            elif kind not in generic.SCHEMAS and rules.prepare:
                command = rules.prepare(game, command)
            commit, seed, counter = self.vault.for_command(stream, meta, command)
            # a copy (the loaded command is reused on retry) in stored key order, so dice are
            # numbered as verify reads them
            command = envelopes.decode(envelopes.encode(command))
            rolls = seeds.roll_missing(command, seed, counter) if seed else []
            sealed_dice = seeds.roll_sealed(command)
            for die in walk_dice(command):
                check_value(die)
            decided = generic.decide(rules, game, command) if kind in generic.SCHEMAS else rules.decide(game, command)
        except RuleViolation as error:
            raise CommandRejected(error.rule, error.message) from None
        source = DIGITAL if rolls or sealed_dice else PHYSICAL
        tagged = tag(commit, PHYSICAL) + tag(decided, source, command, rolls or None)
        tagged += tag(self.vault.session_events(stream, rules, meta, decided, commit), PHYSICAL)
        return seat, tagged + tag(reveal_event(self, stream, rules, decided), PHYSICAL)

    def _append(self, stream, rules, head: Head, decided, actor, seat: str | None = None) -> list[dict]:
        """Seal the events into the chain (their secrets into the vault first), append them
        atomically, advance the cache."""
        first = head.position + 1
        if decided and decided[0][0].kind == generic.RETRACTED:
            sealed, state = self._seal_retraction(stream, rules, head, decided[0], actor, seat)
        else:
            sealed, state, secrets = seal_all(rules, head, decided, actor, seat)
            self.secret_vault.keep(stream, secrets)
        self.store.append(stream, [Row(e["position"], e["type"], envelopes.encode(e)) for e in sealed])
        self._remember(stream, Head(state, sealed[-1]["hash"]))
        every = self.replayer.every
        if sealed[-1]["position"] // every > (first - 1) // every:
            self.replayer.snapshots.save(stream, rules, state)
        for kinds, reason in ((rules.session_end_kinds, "session end"), (rules.session_start_kinds, "session start")):
            if any(e["type"] in kinds for e in sealed):
                self._anchor(stream, rules, sealed[-1], state["meta"]["name"], reason)
                break
        return sealed

    def _seal_retraction(self, stream, rules, head: Head, item, actor, seat: str | None = None):
        """A retraction is refused when a later command stood on what it undoes (its events
        would no longer apply): undo that later command first."""
        try:
            return seal_retraction(self.replayer, stream, rules, head, item, actor, seat)
        except DamagedData as error:
            if not isinstance(error.__cause__, EventDoesNotApply):
                raise
            raise CommandRejected("retract.later-command", f"the command at position {error.position} stands on "
                                  "what this undoes: undo it first") from None

    # reading -------------------------------------------------------------
    def _head(self, stream: UUID, fresh: bool = False) -> Head:
        """The cached head; with `fresh`, checked against the store (another process may have written).

        Other threads may evict or forget the entry at any moment, so the cache is only
        touched under the lock and an entry that vanished meanwhile is simply not renewed.
        """
        with self._lock:
            cached = self._heads.get(stream)
        last = self.store.head(stream) if fresh or cached is None else cached.position
        if cached is not None and cached.position == last:
            with self._lock:
                if self._heads.get(stream) is cached:
                    self._heads.move_to_end(stream)
            return cached
        if last == 0:
            raise CampaignNotFound(str(stream))
        rules = self.ruleset_of(stream)
        state = self.replayer.state_at(stream, rules, last)
        head_hash = read_intact(self.store, stream, after=last - 1, upto=last)[0]["hash"]
        head = Head(state, head_hash)
        self._remember(stream, head)
        return head

    def _remember(self, stream: UUID, head: Head) -> None:
        """Keep the newest head: a slower thread never puts back an older one."""
        with self._lock:
            known = self._heads.get(stream)
            if known is None or known.position <= head.position:
                self._heads[stream] = head
            self._heads.move_to_end(stream)
            while len(self._heads) > self._cache_size:
                self._heads.popitem(last=False)

    def _forget(self, stream: UUID) -> None:
        with self._lock:
            self._heads.pop(stream, None)

    def head(self, campaign_id: str) -> int:
        return self.store.head(self._uuid(campaign_id))

    def events(self, campaign_id: str, start: int = 1, stop: int | None = None,
               viewer: Viewer | None = None) -> list[dict]:
        """Envelopes from `start` to `stop` (inclusive), each marked `retracted` as of now, as
        `viewer` may read them (reading.py); without one, in the clear (to fold, to audit)."""
        stream = self._uuid(campaign_id)
        head = self._head(stream, fresh=True)
        undone = effective_retracted(head.state["meta"].get("retractions", []))
        found = read_intact(self.store, stream, after=max(start, 1) - 1, upto=stop)
        shown = reading.envelopes_for(self, stream, self.ruleset_of(stream), found, viewer)
        return [{**env, "retracted": env["cmd"] in undone} for env in shown]

    def secrets(self, stream: UUID) -> dict:
        """commitment -> sealed value, for folding: the vault's, and any the log has opened
        (a copy imported without the vault folds as far as the log reveals)."""
        held = self.secret_vault.contents(stream)
        opened = as_secrets(self.revealed.of(stream).values())
        return {**opened, **held} if opened else held

    def state(self, campaign_id: str, at: int | None = None) -> Replayed:
        stream = self._uuid(campaign_id)
        if at is None:
            head = self._head(stream, fresh=True)
            return Replayed(head.position, head.state, fingerprint(head.state))
        last = self.store.head(stream)
        if last == 0:
            raise CampaignNotFound(str(stream))
        if not 0 <= at <= last:
            raise CommandRejected("replay.position", f"position {at} is outside 0..{last}")
        return self.replayer.replayed(stream, self.ruleset_of(stream), at)

    def view(self, campaign_id: str, name: str, at: int | None = None, viewer: Viewer | None = None) -> dict:
        """A view of the state as `viewer` may see it (without one: everything, as an audit)."""
        rules = self.ruleset_of(campaign_id)
        if name not in rules.views:
            raise CommandRejected("view.name", f"no view {name!r}; views: {', '.join(rules.views) or 'none'}")
        return kernel_reading.view(rules, name, self._game(campaign_id, at), viewer or Viewer.auditor())

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
        stream = self._uuid(campaign_id)
        return self.replayer.walk(stream, self.ruleset_of(stream), upto)

    def fingerprints(self, campaign_id: str) -> list[str]:
        return [fingerprint(state) for _, state in self.walk(campaign_id)]

    # anchors -------------------------------------------------------------
    def anchor(self, campaign_id, reason: str, position: int | None = None) -> Anchor | None:
        """Write the head (or the event at `position`) into the anchor table (anchors.py) and
        return the anchor; the head anchored last is not written twice. None if the table
        cannot be written: what was stored stays stored, and verify says what is unanchored."""
        stream = self._uuid(campaign_id)
        head = self._head(stream, fresh=True)
        position = head.position if position is None else position
        if not 1 <= position <= head.position:
            raise CommandRejected("anchor.position", f"position {position} is outside 1..{head.position}")
        envelope = read_intact(self.store, stream, after=position - 1, upto=position)[0]
        return self._anchor(stream, self.ruleset_of(stream), envelope, head.state["meta"]["name"], reason)

    def _anchor(self, stream: UUID, rules, envelope: dict, name: str, reason: str) -> Anchor | None:
        latest = self.latest_anchor(stream)
        if latest and (latest.position, latest.head) == (envelope["position"], envelope["hash"]):
            return latest
        try:
            return self.anchors.add(str(stream), envelope["position"], envelope["hash"], reason, name, rules.name)
        except Exception:  # noqa: BLE001 - the events are stored; a lost anchor is logged and audited
            LOGGER.exception("campaign %s: the %s anchor at position %s was not written", stream, reason, envelope["position"])
            return None

    def latest_anchor(self, campaign_id, reasons: tuple[str, ...] | None = None) -> Anchor | None:
        """The campaign's newest anchor (of one of `reasons`): the receipt to show the group."""
        return self.anchors.latest(str(self._uuid(campaign_id)), reasons)

    # transfer and audit ----------------------------------------------------
    def export(self, campaign_id: str, fileobj, with_secrets: bool = True) -> int:
        """Write the export (the owner's holds the sealed values; a member's only their
        commitments) and anchor the head it ends with."""
        from .transfer import export
        stream = self._uuid(campaign_id)
        count = export(self, stream, fileobj, with_secrets)
        self.anchor(stream, "export", position=count)
        return count

    def import_(self, fileobj, new_id: bool = False) -> str:
        from .transfer import import_
        campaign = import_(self, fileobj, new_id)
        self.anchor(campaign, "import")
        return campaign

    def verify(self, campaign_id: str, replay: bool = True, head: str | None = None):
        from .verify import verify_store
        return verify_store(self, self._uuid(campaign_id), replay, expected_head=head)

    def fork(self, campaign_id: str, at: int, name: str, actor: str = "cli") -> str:
        from .transfer import fork
        branch = fork(self, self._uuid(campaign_id), at, name, actor)
        self.anchor(branch, "fork")
        return branch

    def append_fork(self, stream: UUID, rows: list[Row], name: str, actor: str) -> str:
        """The copied rows and the fork marker, appended to a new stream in one transaction."""
        rules = self.ruleset_of(stream)
        last = read_intact(self.store, stream, after=len(rows) - 1, upto=len(rows))[0]
        head = Head(self.replayer.state_at(stream, rules, last["position"]), last["hash"])
        marker = generic.Event(generic.FORKED, {"campaign": str(stream), "at": last["position"], "name": name})
        sealed, state, _ = seal_all(rules, head, tag([marker], PHYSICAL), actor)
        new = uuid4()
        self.secret_vault.keep(new, reading.secrets_in(self.secrets(stream), rows))
        self.store.append(new, [*rows, *(Row(e["position"], e["type"], envelopes.encode(e)) for e in sealed)])
        self._remember(new, Head(state, sealed[-1]["hash"]))
        return str(new)

    def demo_scripts(self, ruleset: str) -> list[dict]:
        """The ruleset's demo campaigns: its main demo first, then any extra ones."""
        rules = self._ruleset(ruleset)
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
