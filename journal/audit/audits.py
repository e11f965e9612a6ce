"""The checks of a stored campaign beyond its own events (used by verify.py).

replay:      a fold from scratch must give every fingerprint the chain recorded.
rules:       whether today's rules would decide every recorded command as it was decided
             (a change of rules, told apart from tampering: it never fails verify).
snapshots:   every snapshot row must hold the state the replay gives at its position.
seed vault:  every entry must match the commitment stored with it, and the seed behind
             every open commitment must still be there, before it is revealed.
secret vault: every value sealed in the log must still be held as it was sealed.
anchors:     the anchor rows must chain, and every anchor of the campaign must name an
             event that still has the anchored hash.
receipt:     a head kept outside the database (`--head`) must be in the chain.

They read the store through the replayer, the anchor table and the seed vault (`StoreParts`),
never through the Journal that calls them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from domain.kernel import generic_events
from domain.kernel.audit import Decision, first_difference
from domain.kernel.canonical import plain_fingerprint
from domain.kernel.fingerprints import fingerprint_as, has_fingerprint
from domain.kernel.invariants import broken

from ..store import anchors as anchoring
from ..envelopes import secrecy
from ..store import snapshots as snapshotting
from . import verified
from ..store.anchors import AnchorTable
from ..history.campaigns import ruleset_named
from ..errors import DamagedData, JournalError
from ..history.replay import Replayer
from ..vaults.revealing import as_secrets
from ..vaults.sealed_values import SealedValues
from ..vaults.seed_vault import SeedVault

COPIED = ("import", "fork")


@dataclass(frozen=True)
class StoreParts:
    """What a store holds about its campaigns beside their events: the replayer (and through it
    the events and snapshots), the anchor table, the seed vault and the sealed values."""

    replayer: Replayer
    anchors: AnchorTable
    vault: SeedVault
    sealed: SealedValues


def _short(value: str) -> str:
    return f"{str(value)[:16]}…"


@dataclass
class Replay:
    """What a replay found: the fingerprint at each position it compared (in the version the
    chain recorded there), the sha256 of the state's canonical JSON at each snapshot row's
    position (what a row carries: its state is compared with the replay's without taking its
    fingerprint by parts from scratch), the last state, and the last state compared (the next
    one's fingerprint is taken by the parts it changed of that one)."""

    fingerprints: dict
    last: dict | None = None
    texts: dict = field(default_factory=dict)
    compared: dict | None = None


def replay(replayer: Replayer, rules, stream, report, start: dict | None = None, every_position: bool = True,
           points=frozenset()) -> Replay | None:
    """Fingerprints of a fold from scratch (or from `start`, a state proved before) compared
    with those the chain recorded: at every position, or only where a command ends and at
    `points` (the snapshot rows) and the last position. The first difference or damage fails.
    The same walk gives the recorded decisions that `rules_today` decides again."""
    found = Replay({}, start)
    decisions = Decisions(start)
    kept = Kept(rules)
    waiting = None   # the last (envelope, state), compared once the next event shows where its command ends
    try:
        for env, state in replayer.walk(stream, rules, start=start):
            if waiting and (every_position or env["cmd"] == env["position"] or waiting[0]["position"] in points):
                _compare(*waiting, found, report, points)
            if waiting and env["cmd"] == env["position"]:
                kept.check(*waiting)
            waiting = (env, state)
            found.last = state
            decisions.add(_opened(replayer, stream, env), state)
        if waiting:
            _compare(*waiting, found, report, points)
            kept.check(*waiting)
    except DamagedData as error:
        report.fail(error.position, error.problem)
        return None
    except JournalError as error:
        report.fail(None, f"the campaign cannot be replayed: {error.message}")
        return None
    report.replayed = report.replay_differs_at is None
    report.invariants = kept.line()
    rules_today(rules, decisions.done(), report)
    return found


class Kept:
    """Whether every state the replay reaches where a command ends keeps the game's invariants
    (the ones an `adjust` is held to): information, never a failure (a breach comes from the
    rules or from a correction recorded before the invariant was declared, not from tampering)."""

    def __init__(self, rules):
        self.rules, self.checked, self.first = rules, 0, None

    def check(self, env: dict, state: dict) -> None:
        self.checked += 1
        if self.first is None:
            found = broken(self.rules, state["game"])
            self.first = (env["position"], found[0].sentence) if found else None

    def line(self) -> str | None:
        if not self.checked:
            return None
        if self.first is None:
            states = f"{self.checked} state{'' if self.checked == 1 else 's'}"
            return f"invariants: the {states} replayed where a command ends keep the game's invariants"
        position, sentence = self.first
        return (f"invariants: the state where the command at position {position} ends breaks one ({sentence}): "
                "a rule or an earlier correction let it through, not tampering")


def _compare(env: dict, state: dict, found: Replay, report, points=frozenset()) -> None:
    found.fingerprints[env["position"]] = fingerprint_as(state, env["state"], found.compared)
    found.compared = state
    if env["position"] in points:
        found.texts[env["position"]] = plain_fingerprint(state)
    if found.fingerprints[env["position"]] != env["state"] and report.replay_differs_at is None:
        report.replay_differs_at = env["position"]
        report.fail(env["position"], "replaying gives a different state than was recorded (the events were "
                                     "rewritten, or today's code applies them differently)")


def _opened(replayer: Replayer, stream, env: dict) -> dict:
    """The envelope with its sealed values in the clear, as its command was decided."""
    return secrecy.fully_opened(env, replayer.secrets(stream)) if env.get("sealed") else env


class Decisions:
    """The recorded commands of a walk, each with the game state it was decided on."""

    def __init__(self, start: dict | None = None):
        self.found: list[Decision] = []
        self._group: list[dict] = []
        self._before, self._last = None, start  # the state before the group, the state after the last step

    def add(self, env: dict, state: dict) -> None:
        """One step of the walk: `env` and the state after it."""
        if env["cmd"] == env["position"]:  # a command's first event: the command before is complete
            self._close()
            self._before = self._last
        self._group.append(env)
        self._last = state

    def _close(self) -> None:
        command = next((env["command"] for env in self._group if env["command"] is not None), None)
        if command is not None and self._before is not None:
            events = tuple((env["type"], env["version"], env["data"]) for env in self._group)
            self.found.append(Decision(self._group[0]["position"], self._before["game"], command, events))
        self._group = []

    def done(self) -> list[Decision]:
        self._close()
        return self.found


def rules_today(rules, decisions: list[Decision], report) -> None:
    """Where today's rules would decide a recorded command differently: information, never a
    failure (events carry their outcomes, so the replay does not depend on today's rules)."""
    difference = first_difference(rules, decisions)
    report.rules_checked = True
    if difference is not None:
        report.rules_differ_at, report.rules_difference = difference.position, difference.reason


def store_parts(parts: StoreParts, stream, envs: list[dict], replayed: Replay | None, report,
                anchor_rows: list | None = None, known: dict | None = None, stored: list | None = None) -> dict:
    """Snapshots, seed vault and anchors; none of them may stop the others. Returns the
    digests of the snapshot rows found sound (`replayed`: what the replay found, if it ran;
    `known`: the rows a verify found sound before; `stored`: the snapshot rows when the
    caller read them already)."""
    campaign_anchors = anchors(parts.anchors, stream, envs, report, anchor_rows)
    sound = snapshots(parts.replayer, stream, envs, replayed, report, known or {}, stored)
    vault(parts.vault, stream, envs, campaign_anchors, report)
    secret_vault(parts.sealed, stream, envs, report)
    return sound


def secret_vault(sealed: SealedValues, stream, envs: list[dict], report) -> None:
    """Every value sealed in the log is still in the secret vault, unchanged, whether the log
    has opened it since or not (a changed value or salt no longer matches its commitment, so
    it is not found). The log's openings only help find the values sealed inside others: a
    vault entry replaced after its value was opened is named like any other."""
    vault = sealed.vault.contents(stream)
    opened = secrecy.revealed_in(envs)
    inside = {**as_secrets(opened.values()), **vault}
    found = [(env["position"], pointer, commitment) for env in envs if env.get("sealed")   # only sealing puts them
             for pointer, commitment in secrecy.placeholders_in(env, inside)]
    wrong = [(position, pointer) for position, pointer, commitment in found if commitment not in vault]
    for position, pointer in wrong:
        since = " although the log opened it since" if (position, pointer) in opened else ""
        report.fail(position, f"the value sealed at {pointer} is not in the secret vault as it was sealed "
                              f"(changed or removed there){since}")
    if found:
        report.checks.append(f"secret vault: {len(found)} sealed value{'' if len(found) == 1 else 's'}, "
                             + (_not_held(wrong, opened) if wrong else "all held and matching their commitments"))


def _not_held(wrong: list[tuple[int, str]], opened) -> str:
    """Each value the vault does not hold as sealed, by position and pointer."""
    places = "; ".join(f"position {position} {pointer}" + (" (opened since)" if (position, pointer) in opened else "")
                       for position, pointer in wrong)
    return f"{len(wrong)} not held as sealed (changed or removed): {places}"


def snapshots(replayer: Replayer, stream, envs: list[dict], replayed: Replay | None, report,
              known: dict | None = None, stored: list | None = None) -> dict:
    """Every snapshot row must hold the state the replay (or the chain) gives at its position;
    a row unchanged since a verify found it sound (`known`: position -> digest) is not parsed
    again. Returns the digests of the sound rows."""
    if not envs:
        return {}
    try:
        rules = ruleset_named(envs[0]["ruleset"])
    except JournalError:
        report.checks.append("snapshots: not checked (unknown ruleset)")
        return {}
    fingerprints = replayed.fingerprints if replayed else None
    expected = {env["position"]: env["state"] for env in envs}
    expected.update(fingerprints or {})
    texts = replayed.texts if replayed else {}
    rows = replayer.snapshots.rows(stream, rules) if stored is None else stored
    bad, sound = 0, {}
    for row in rows:
        digest = verified.row_digest(row)
        if (known or {}).get(row.position) == digest and row.kind == snapshotting.KIND:
            sound[row.position] = digest
            continue
        state, problem = snapshotting.parse(row.position, row.data)
        if row.kind != snapshotting.KIND:
            problem = "the row's kind was changed"
        if problem is None and not (plain_fingerprint(state) == texts[row.position] if row.position in texts
                                    else has_fingerprint(state, expected.get(row.position))):
            problem = "it holds a state that " + ("replaying the events" if fingerprints else "the chain") + \
                      " does not give (an edited snapshot row?)"
        if problem:
            bad += 1
            report.fail(row.position, f"the snapshot stored for this position is set aside: {problem}")
        else:
            sound[row.position] = digest
    against = "the replay" if fingerprints else "the recorded fingerprints"
    report.checks.append(f"snapshots: {len(rows)} stored, " + (f"all match {against}" if not bad else f"{bad} do not")
                         if rows else "snapshots: none stored")
    return sound


def vault(seed_vault: SeedVault, stream, envs: list[dict], campaign_anchors: list, report) -> None:
    contents = seed_vault.contents(stream)
    for number, problem in contents.damaged:
        report.fail(None, f"seed vault entry {number}: {problem}")
    revealed = {e["data"]["commitment"] for e in envs if e["type"] == generic_events.DICE_REVEALED}
    open_ = [(e["position"], e["data"]["commitment"]) for e in envs
             if e["type"] == generic_events.DICE_COMMITTED and e["data"]["commitment"] not in revealed]
    copied_upto = max((a.position for a in campaign_anchors if a.reason in COPIED), default=0)
    native = any(a.reason == "campaign start" for a in campaign_anchors) or bool(contents.seeds) or bool(contents.damaged)
    held, elsewhere = 0, 0
    for position, commitment in open_:
        if commitment in contents.seeds:
            held += 1
        elif position <= copied_upto or not native:
            elsewhere += 1
        else:
            report.fail(position, "the seed committed here is no longer in the seed vault (an entry was changed "
                                  "or removed): these dice can never be revealed")
    entries = len(contents.seeds) + len(contents.damaged)
    text = f"seed vault: {entries} entr{'y' if entries == 1 else 'ies'}"
    text += ", all match their commitments" if not contents.damaged else f", {len(contents.damaged)} damaged"
    text += f"; {len(open_)} open commitment{'' if len(open_) == 1 else 's'}"
    if open_:
        text += f", {held} with {'its' if len(open_) == 1 else 'their'} seed held and matching"
    report.checks.append(text)
    if elsewhere:
        report.unproven.append(f"{elsewhere} open dice commitment{'s' if elsewhere > 1 else ''} came with a copied "
                               "campaign (import or fork): the seed is not kept in this store")


def anchors(table: AnchorTable, stream, envs: list[dict], report, stored: list | None = None) -> list:
    """Check the whole anchor table's chain (`stored`: its rows, read once for many campaigns),
    then this campaign's anchors against its events."""
    stored = table.rows() if stored is None else stored
    checked, broken = anchoring.check_rows(stored)
    if broken:
        number, problem = broken
        report.fail(None, f"anchor row {number}: {problem}")
    mine = [a for a in checked if a.campaign == str(stream)]
    unchecked = sum(1 for row in stored[len(checked):] if row.kind == str(stream))
    matched = 0
    for anchor in mine:
        said = f"anchor {anchor.number} ({anchor.reason}, {anchor.recorded_at})"
        if anchor.position > len(envs):
            if report.chain_intact:
                report.fail(anchor.position, f"{said} names this position, but the campaign now ends at "
                                             f"{len(envs)}: events were removed")
        elif envs[anchor.position - 1]["hash"] != anchor.head:
            report.fail(anchor.position, f"{said} recorded the hash {_short(anchor.head)} here, the event now has "
                                         f"{_short(envs[anchor.position - 1]['hash'])}: the events up to here were "
                                         "rewritten")
        else:
            matched += 1
    text = f"anchors: {len(mine)} for this campaign in an anchor chain of {len(stored)} rows"
    text += " (intact)" if not broken else f" (broken at row {broken[0]})"
    if mine:
        text += f"; {matched} of {len(mine)} match the events"
    if unchecked:
        text += f"; {unchecked} more after the break cannot be trusted"
    report.checks.append(text)
    report.anchored = [a for a in mine if a.position <= len(envs) and envs[a.position - 1]["hash"] == a.head]
    return mine


def receipt(envs: list[dict], text: str | None, report) -> None:
    """A receipt kept outside the database: its position (if given) must carry its hash."""
    if text is None:
        return
    try:
        position, digits = anchoring.parse_receipt(text)
    except ValueError as error:
        report.fail(None, f"receipt {error}")
        return
    if position is None:
        position = next((e["position"] for e in envs if e["hash"].startswith(digits)), None)
        if position is None:
            report.fail(len(envs) or 1, f"no event has the hash on your receipt ({digits[:16]}…): events were "
                                        "changed or removed")
            return
    if position > len(envs):
        why = "events were removed" if report.chain_intact else "the chain is broken before it"
        report.fail(position, f"your receipt names this position, but the campaign ends at {len(envs)}: {why}")
    elif not envs[position - 1]["hash"].startswith(digits):
        report.fail(position, f"the event here has the hash {_short(envs[position - 1]['hash'])}, your receipt says "
                              f"{digits[:16]}…: the events up to here were changed")
    else:
        report.receipt_position = position
        report.checks.append(f"receipt: matches position {position}")


def summary(envs: list[dict], report, receipt_given: bool) -> None:
    """Say plainly which positions the checks cover and which they cannot."""
    end = len(envs)
    anchored = max((a.position for a in report.anchored), default=0)
    if report.receipt_position:
        report.proven.append(f"positions 1..{report.receipt_position} are the events your receipt was taken from")
    if anchored:
        newest = max(report.anchored, key=lambda a: a.position)
        report.proven.append(f"positions 1..{anchored} are the events there were when they were anchored "
                             f"({newest.reason}, {newest.recorded_at})")
    covered = max(anchored, report.receipt_position or 0)
    if not covered:
        report.unproven.append("no anchor of this campaign: an event rewritten with a re-hashed chain (and "
                               "fingerprints) would pass; `journal receipt CAMPAIGN` anchors the head now")
    elif covered < end:
        report.unproven.append(f"no anchor newer than position {covered}: positions {covered + 1}..{end} could have "
                               "been rewritten, or events after them removed, without trace")
    if covered and not receipt_given:
        report.unproven.append("the anchors live in this database too: against someone who rewrote them as well, "
                               "only a receipt kept outside it proves anything (`--head POSITION:HASH`)")
