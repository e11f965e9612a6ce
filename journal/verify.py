"""`journal verify`: the hash chain, the digital dice and (optionally) the replay.

Everything is checked from the stored bytes alone, so an export file can be
verified by anyone: the chain proves nothing was changed, removed or reordered;
each revealed seed is checked against its commitment and every digital die is
re-derived from it; replay recomputes the state fingerprint at every position.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from domain.kernel import generic
from domain.kernel.canonical import fingerprint
from domain.kernel.dice import walk_dice

from . import envelope as envelopes
from . import seeds


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
    head: str | None = None

    @property
    def ok(self) -> bool:
        return self.problem is None

    def fail(self, position: int, problem: str) -> "Report":
        if self.problem is None:
            self.position, self.problem = position, f"position {position}: {problem}"
        return self

    def _replay_line(self) -> str:
        if self.replay_differs_at is not None:
            return (f"today's rules give a different state from position {self.replay_differs_at} on than was "
                    "recorded (the rules changed since it was played?)")
        return "every state fingerprint matches" if self.replayed else "not checked"

    def lines(self) -> list[str]:
        status = "OK" if self.ok else f"FAILED at {self.problem}"
        return [f"events: {self.events}  chain: {'intact' if self.ok or self.position is None else 'broken'}",
                f"sources: {self.sources['physical']} physical (entered at the table), "
                f"{self.sources['digital']} digital (rolled by the app), {self.sources['derived']} derived",
                f"digital dice: {self.dice_verified} re-derived from revealed seeds, "
                f"{self.dice_pending} awaiting a seed reveal",
                f"replay: {self._replay_line()}",
                f"result: {status}"]


def check_chain(rows, report: Report) -> list[dict]:
    prev, found = envelopes.GENESIS, []
    for index, row in enumerate(rows, start=1):
        env, problem = envelopes.check(row.data, row.kind, index, prev)
        if problem:
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


def check_rows(rows, expected_count: int | None = None, expected_head: str | None = None) -> Report:
    report = Report(events=len(rows))
    envs = check_chain(rows, report)
    if report.ok and expected_count is not None and expected_count != len(rows):
        report.fail(len(rows) + 1 if len(rows) < expected_count else expected_count + 1,
                    f"the header promises {expected_count} events, the file has {len(rows)} (events removed or added)")
    if report.ok and expected_head is not None and envs and envs[-1]["hash"] != expected_head:
        report.fail(len(envs), "the last event's hash differs from the header's head hash")
    if report.ok:
        check_dice(envs, report)
    report.head = envs[-1]["hash"] if envs else None
    return report


def verify_store(journal, stream, replay: bool = True, expected_head: str | None = None,
                 strict: bool = False) -> Report:
    """Chain and dice decide `ok`; a replay that differs from the recorded fingerprints is
    reported, and only fails the check when `strict` (a rules upgrade changes states, not history)."""
    rows = journal.store.read(stream)
    report = check_rows(rows, expected_head=expected_head)
    if report.ok and replay and rows:
        for env, state in journal.walk(str(stream)):
            if fingerprint(state) != env["state"]:
                report.replay_differs_at = env["position"]
                return report.fail(env["position"], "replaying gives a different state than was recorded") if strict else report
        report.replayed = True
    return report


def verify_file(fileobj, replay: bool = True, strict: bool = False) -> Report:
    """Verify an export on its own: chain, header, dice; replay in a throwaway memory store."""
    from .service import Journal
    from .transfer import read_export

    header, rows = read_export(fileobj)
    report = check_rows(rows, expected_count=header.get("events"), expected_head=header.get("head"))
    if not (report.ok and replay):
        return report
    memory = Journal(url="memory://")
    try:
        memory.store.append(memory._uuid(header["campaign"]), rows)
        return verify_store(memory, memory._uuid(header["campaign"]), replay=True, strict=strict)
    finally:
        memory.close()
