"""`journal verify`: what can be proven about a campaign's history, and what cannot.

The chain check, the digital dice and the replay need nothing but the events, so an
export file can be verified by anyone: the chain proves the events agree with each
other; each revealed seed is checked against its commitment and every digital die is
re-derived from it; replay recomputes the state fingerprint at every position. In a
store, audits.py adds the snapshots, the seed vault, the anchors and a receipt. Any
mismatch, replay drift or damage fails; what no check covers is said plainly.

Whether today's rules would decide the recorded commands as they were decided is told
apart: a change of rules is information, never a failure (tampering breaks the chain).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from domain.kernel import generic
from domain.kernel.changes import split_pointer
from domain.kernel.dice import walk_dice
from domain.kernel.secrets import Opening, is_placeholder

from . import audits, export_file
from ..history import migrating
from ..envelopes import envelope as envelopes
from ..vaults import seeds
from ..store.application import Store
from . import verified
from .audits import StoreParts
from ..history.campaigns import ruleset_named, stream_id
from ..config import store_settings
from ..errors import JournalError
from ..history.replay import Replayer
from ..vaults.sealed_values import SealedValues


@dataclass
class Report:
    events: int = 0
    problem: str | None = None
    position: int | None = None
    sources: dict = field(default_factory=lambda: {"physical": 0, "digital": 0, "derived": 0})
    dice_verified: int = 0
    dice_pending: int = 0
    replayed: bool = False
    replay_differs_at: int | None = None
    rules_recorded: str | None = None                      # the rules the campaign was started under
    rules_today: str | None = None                         # the rules of this installation
    rules_checked: bool = False                            # recorded commands decided again today
    rules_differ_at: int | None = None                     # the first one today's rules decide differently
    rules_difference: str | None = None
    invariants: str | None = None                          # whether the replayed states keep the game's invariants
    head: str | None = None
    chain_intact: bool = True
    anchored: list = field(default_factory=list)          # this campaign's anchors that match its events
    receipt_position: int | None = None                    # where a receipt given with --head matched
    checks: list[str] = field(default_factory=list)       # "what: result" lines of the store audits
    proven: list[str] = field(default_factory=list)
    unproven: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)     # every failure, the first one is `problem`
    withheld: int = 0                                       # events whose face-down values a member's export withholds
    sealed: int = 0                                         # values sealed in the log
    opened: int = 0                                         # of those, opened in the log since (each checked)
    replay_from: int = 0                                    # the replay went on from a verify's proof up to here
    every_position: bool = True                             # fingerprints compared at every position (--full)

    @property
    def ok(self) -> bool:
        return self.problem is None

    def fail(self, position: int | None, problem: str) -> "Report":
        text = f"position {position}: {problem}" if position is not None else problem
        self.problems.append(text)
        if self.problem is None:
            self.position, self.problem = position, text
        return self

    def _replay_line(self) -> str:
        if self.replay_differs_at is not None:
            return (f"the events give a different state from position {self.replay_differs_at} on than was "
                    "recorded (the events were rewritten, or today's code applies them differently)")
        if not self.replayed:
            return "not checked"
        where = "at every position" if self.every_position else "where each command ends and at every snapshot"
        if self.replay_from:
            return (f"every state fingerprint matches {where} after position {self.replay_from} (up to it, as an "
                    "earlier verify proved: the events there are unchanged; --full replays from the start)")
        return f"every state fingerprint matches {where}"

    def _secrets_line(self) -> str:
        if not self.sealed:
            return "sealed values: none"
        return (f"sealed values: {self.sealed}, {self.opened} opened in the log since, each matching the "
                "commitment made when it was sealed")

    def _rules_line(self) -> str | None:
        """Information only: the rules the campaign was played under, and whether today's
        rules would decide its commands the same."""
        if self.rules_today is None:
            return None
        played = f"played under {self.rules_recorded}, " if self.rules_recorded else ""
        line = f"rules: {played}these are {self.rules_today}"
        if self.rules_differ_at is not None:
            return (f"{line}; today's rules would decide differently at position {self.rules_differ_at} "
                    f"({self.rules_difference}): a change of rules, not tampering (the replay follows the "
                    "recorded outcomes)")
        if self.rules_checked:
            return f"{line}; today's rules decide every recorded command the same"
        return line

    def lines(self) -> list[str]:
        status = "OK" if self.ok else f"FAILED at {self.problem}"
        found = [f"events: {self.events}  chain: {'intact' if self.chain_intact else 'broken'}",
                 f"sources: {self.sources['physical']} physical (entered at the table), "
                 f"{self.sources['digital']} digital (rolled by the app), {self.sources['derived']} derived",
                 f"digital dice: {self.dice_verified} re-derived from revealed seeds, "
                 f"{self.dice_pending} awaiting a seed reveal",
                 f"replay: {self._replay_line()}", *filter(None, [self._rules_line(), self.invariants]),
                 self._secrets_line(),
                 *self.checks]
        found += [f"proven: {line}" for line in self.proven]
        found += [f"not proven: {line}" for line in self.unproven]
        found += [f"also failed: {line}" for line in self.problems[1:6]]
        return [*found, f"result: {status}"]


def _withheld(data: bytes, kind: str, position: int, prev: str) -> tuple[dict | None, str | None]:
    """A member's export line whose face-down values are withheld: its hash cannot be
    recomputed, so it is taken as stated; its fields, position and link must still hold."""
    env = envelopes.decode(data)
    body = {key: value for key, value in env.items() if key != "withheld"}
    if not envelopes.has_fields(body) or body["position"] != position or body["type"] != kind:
        return None, "envelope fields were changed"
    if body["prev"] != prev:
        return None, "chain broken: previous hash does not match (an earlier event was changed or removed)"
    return body, None


def check_chain(rows, report: Report) -> list[dict]:
    """The intact prefix of the chain; the first missing, damaged or unlinked event fails."""
    prev, found = envelopes.GENESIS, []
    for index, row in enumerate(rows, start=1):
        if row.position > index:
            problem = f"the event{'s' if row.position > index + 1 else ''} from here to {row.position - 1} " \
                      f"{'are' if row.position > index + 1 else 'is'} missing"
        elif b'"withheld":' in row.data and "withheld" in envelopes.decode(row.data):
            env, problem = _withheld(row.data, row.kind, index, prev)
            report.withheld += 1 if env else 0
        else:
            env, problem = envelopes.check(row.data, row.kind, index, prev)
        if problem:
            report.chain_intact = False
            report.fail(index, problem)
            return found
        found.append(env)
        prev = env["hash"]
        report.sources[env["source"]] = report.sources.get(env["source"], 0) + 1
    return found


def _rolled_in_command(rolls, command) -> bool:
    """The digital dice appear, in order, among the dice of the stored command."""
    faces = iter((d.get("sides"), d.get("value")) for d in walk_dice(command or {}))
    return all((r["sides"], r["value"]) in faces for r in rolls)


def check_dice(envs: list[dict], report: Report) -> None:
    revealed = {e["data"]["commitment"]: e["data"]["seed"] for e in envs if e["type"] == generic.DICE_REVEALED}
    for env in envs:
        if env["type"] == generic.DICE_REVEALED and seeds.commitment(env["data"]["seed"] or "") != env["data"]["commitment"]:
            report.fail(env["position"], "revealed seed does not match its commitment")
        if not env["rolls"]:
            continue
        if not _rolled_in_command(env["rolls"], env["command"]):
            report.fail(env["position"], "digital dice differ from the dice in the stored command")
        seed = revealed.get(env["commitment"])
        if seed is None:
            report.dice_pending += len(env["rolls"])
            continue
        for roll in env["rolls"]:
            if seeds.derive(seed, roll["n"], roll["sides"]) != roll["value"]:
                report.fail(env["position"], f"digital die #{roll['n']} shows {roll['value']}, the seed gives "
                                             f"{seeds.derive(seed, roll['n'], roll['sides'])}")
            report.dice_verified += 1


def _sealed_at(envs: list[dict], position: int, pointer: str, opened: dict) -> str | None:
    """The commitment the log holds at (position, pointer), through the values opened around it."""
    if not 1 <= position <= len(envs):
        return None
    node, walked = envs[position - 1], ""
    for part in split_pointer(pointer):
        if is_placeholder(node):
            outer = opened.get((position, walked))
            if outer is None:
                return None
            node = outer.value
        walked += "/" + part
        node = node[int(part)] if isinstance(node, list) and part.isdigit() else node.get(part) \
            if isinstance(node, dict) else None
        if node is None:
            return None
    return node["sealed"] if is_placeholder(node) else None


def check_openings(envs: list[dict], report: Report) -> None:
    """Every value opened in the log is the one sealed where it says, earlier in the log."""
    opened: dict[tuple[int, str], Opening] = {}
    report.sealed = sum(len(env.get("sealed") or {}) for env in envs)
    for env in envs:
        if env["type"] != generic.SECRETS_REVEALED:
            continue
        items = sorted(env["data"].get("openings", []), key=lambda item: len(item.get("pointer", "")))
        for item in items:
            opening = Opening.from_json(item)
            sealed = _sealed_at(envs, opening.position, opening.pointer, opened) \
                if opening.position < env["position"] else None
            if sealed is None:
                report.fail(env["position"], f"it opens a value at position {opening.position} ({opening.pointer}) "
                                             "that was not sealed there before")
            elif not opening.matches(sealed):
                report.fail(env["position"], f"the value opened for position {opening.position} ({opening.pointer}) "
                                             "is not the one sealed there: it was changed after the fact")
            else:
                opened[(opening.position, opening.pointer)] = opening
    report.opened = len(opened)


def chain_and_dice(rows, expected_count: int | None = None, expected_head: str | None = None) -> tuple[Report, list[dict]]:
    """The report of the events alone, and the envelopes of the intact chain."""
    report = Report(events=len(rows))
    envs = check_chain(rows, report)
    if report.ok and expected_count is not None and expected_count != len(rows):
        report.fail(len(rows) + 1 if len(rows) < expected_count else expected_count + 1,
                    f"the header promises {expected_count} events, the file has {len(rows)} (events removed or added)")
    if report.ok and expected_head is not None and envs and envs[-1]["hash"] != expected_head:
        report.fail(len(envs), "the last event's hash differs from the header's head hash")
    if report.ok:
        check_dice(envs, report)
        check_openings(envs, report)
    if report.withheld:
        report.unproven.append(f"{report.withheld} event{'s' if report.withheld > 1 else ''} of this member's export "
                               "withhold face-down values recorded in the clear before such values were sealed: "
                               "their hashes are taken as stated")
    report.head = envs[-1]["hash"] if envs else None
    return report, envs


def check_rows(rows, expected_count: int | None = None, expected_head: str | None = None) -> Report:
    return chain_and_dice(rows, expected_count, expected_head)[0]


def rules_of(envs: list[dict], report: Report):
    """The campaign's ruleset, with the rules it was started under and today's in the report;
    None when this installation does not know it (the replay then fails)."""
    started = envs[0]["data"] if envs and envs[0]["type"] == generic.CAMPAIGN_STARTED else {}
    try:
        rules = ruleset_named(envs[0]["ruleset"])
    except JournalError as error:
        report.fail(None, f"the campaign cannot be replayed: {error.message}")
        return None
    if isinstance(started, dict) and started.get("rules_version"):
        revision = started.get("rules_revision")
        report.rules_recorded = f"{started['rules_version']} ({f'revision {revision}' if revision else 'revision not recorded'})"
    report.rules_today = f"{rules.rules_version} (revision {rules.rules_revision})"
    return rules


def verify_store(parts: StoreParts, stream, replay: bool = True, expected_head: str | None = None,
                 anchor_rows: list | None = None, full: bool = False) -> Report:
    """Everything the store can prove about one campaign; `expected_head` is a receipt
    ("124:3f2a-9c1b-77d0-e5a4", a hash or a prefix of one) kept outside the database;
    `anchor_rows` the anchor table read once when many campaigns are verified.

    The chain is always checked whole. The replay goes on from where a verify proved it
    before (verified.py), comparing fingerprints where commands end and at the snapshots;
    `full` replays from the start and compares every position."""
    rows = parts.replayer.store.read(stream)
    report, envs = chain_and_dice(rows)
    if not rows:
        report.chain_intact = False
        report.fail(1, "no event of this campaign is stored (its first event is missing)")
    replayed, rules, earlier, stored = None, None, None, None
    if replay and report.chain_intact and envs:
        rules = rules_of(envs, report)
        earlier = verified.latest(parts.replayer, stream, rules, envs) if rules and not full else None
        stored = parts.replayer.snapshots.rows(stream, rules) if rules else None
        replayed = _replay(parts, rules, stream, report, earlier, stored, full) if rules else None
    sound = audits.store_parts(parts, stream, envs, replayed, report, anchor_rows,
                               earlier[0].snapshots if earlier else None, stored)
    audits.receipt(envs, expected_head, report)
    audits.summary(envs, report, receipt_given=expected_head is not None)
    if replayed and replayed.last is not None and report.replayed and report.ok:
        verified.remember(parts.replayer, stream, rules, envs, replayed.last, report, sound)
    return report


def _replay(parts: StoreParts, rules, stream, report, earlier, stored: list, full: bool):
    """The replay from the start, or from the state a verify proved before (whose word on
    today's rules stands for the commands up to it)."""
    points = frozenset(row.position for row in stored)
    replayed = audits.replay(parts.replayer, rules, stream, report, earlier[1] if earlier else None,
                             every_position=full, points=points)
    if earlier and earlier[0].rules_differ_at is not None:
        report.rules_differ_at, report.rules_difference = earlier[0].rules_differ_at, earlier[0].rules_difference
    report.replay_from = earlier[0].position if earlier else 0
    report.every_position = full
    return replayed


def verify_file(fileobj, replay: bool = True, expected_head: str | None = None) -> Report:
    """Verify an export on its own: chain, header, dice; replay in a throwaway memory store."""
    header, rows, secrets = export_file.read(fileobj)
    report, envs = chain_and_dice(rows, expected_count=header.get("events"), expected_head=header.get("head"))
    missing = export_file.missing_secrets(rows, secrets) if report.ok else 0
    for secret in export_file.unmatched_secrets(envs, secrets) if report.ok else ():
        report.fail(secret.position, f"the sealed value this file carries for {secret.pointer} matches no commitment "
                                     "in its log (changed in the file)")
    if report.ok and replay and (report.withheld or missing):
        report.unproven.append(f"{missing} sealed value{'' if missing == 1 else 's'} and {report.withheld} withheld "
                               "event(s) are not in this file (a member's export): the states are not replayed; "
                               "the chain and every opened value are checked")
    rules = rules_of(envs, report) if report.ok and replay and envs and not (report.withheld or missing) else None
    if rules is not None:
        memory = Store(store_settings("memory://"))
        try:
            stream = stream_id(header.get("campaign"))
            sealed = SealedValues(memory)
            sealed.vault.keep(stream, secrets)
            memory.append(stream, rows)
            replayer = Replayer(memory, secrets=sealed.of)
            migrating.migrate_store(replayer, stream, rules)   # the outcome records of events of an earlier version
            audits.replay(replayer, rules, stream, report)
        finally:
            memory.close()
    audits.receipt(envs, expected_head, report)
    if expected_head is None:
        report.unproven.append("a file proves only that it agrees with itself: compare its head with a receipt "
                               "kept outside it (--head)")
    return report
