"""The checks of a stored campaign beyond its own events (used by verify.py).

replay:      a fold from scratch must give every fingerprint the chain recorded.
snapshots:   every snapshot row must hold the state the replay gives at its position.
seed vault:  every entry must match the commitment stored with it, and the seed behind
             every open commitment must still be there, before it is revealed.
anchors:     the anchor rows must chain, and every anchor of the campaign must name an
             event that still has the anchored hash.
receipt:     a head kept outside the database (`--head`) must be in the chain.
"""
from __future__ import annotations

from domain.kernel import generic
from domain.kernel.canonical import fingerprint

from . import anchors as anchoring
from . import secrecy
from . import snapshots as snapshotting
from .errors import DamagedData, JournalError

COPIED = ("import", "fork")


def _short(value: str) -> str:
    return f"{str(value)[:16]}…"


def replay(journal, stream, envs: list[dict], report) -> dict[int, str] | None:
    """Fingerprints of a fold from scratch by position; the first difference or damage fails."""
    found: dict[int, str] = {}
    try:
        for env, state in journal.replayer.walk(stream, journal.ruleset_of(stream)):
            found[env["position"]] = fingerprint(state)
            if found[env["position"]] != env["state"] and report.replay_differs_at is None:
                report.replay_differs_at = env["position"]
                report.fail(env["position"], "replaying gives a different state than was recorded "
                                             "(the rules changed since it was played, or the events were rewritten)")
    except DamagedData as error:
        report.fail(error.position, error.problem)
        return None
    except JournalError as error:
        report.fail(None, f"the campaign cannot be replayed: {error.message}")
        return None
    report.replayed = report.replay_differs_at is None
    return found


def store_parts(journal, stream, envs: list[dict], fingerprints: dict[int, str] | None, report,
                anchor_rows: list | None = None) -> None:
    """Snapshots, seed vault and anchors; none of them may stop the others."""
    campaign_anchors = anchors(journal, stream, envs, report, anchor_rows)
    snapshots(journal, stream, envs, fingerprints, report)
    vault(journal, stream, envs, campaign_anchors, report)
    secret_vault(journal, stream, envs, report)


def secret_vault(journal, stream, envs: list[dict], report) -> None:
    """Every value sealed in the log is still in the secret vault, unchanged (a changed value or
    salt no longer matches its commitment, so it is not found)."""
    from .revealing import as_secrets

    held = {**as_secrets(secrecy.revealed_in(envs).values()), **journal.secret_vault.contents(stream)}
    sealed = [(env["position"], pointer, commitment) for env in envs
              for pointer, commitment in secrecy.placeholders_in(env, held)]
    for position, pointer, commitment in sealed:
        if commitment not in held:
            report.fail(position, f"the value sealed at {pointer} is not in the secret vault as it was sealed "
                                  "(changed or removed there)")
    if sealed:
        report.checks.append(f"secret vault: {len(sealed)} sealed value{'' if len(sealed) == 1 else 's'}, "
                             + ("all held and matching their commitments"
                                if all(c in held for _, _, c in sealed) else "some missing or changed"))


def snapshots(journal, stream, envs: list[dict], fingerprints: dict[int, str] | None, report) -> None:
    if not envs:
        return
    try:
        rules = journal._ruleset(envs[0]["ruleset"])
    except JournalError:
        report.checks.append("snapshots: not checked (unknown ruleset)")
        return
    expected = fingerprints or {env["position"]: env["state"] for env in envs}
    rows = journal.replayer.snapshots.rows(stream, rules)
    bad = 0
    for row in rows:
        state, problem = snapshotting.parse(row.position, row.data)
        if row.kind != snapshotting.KIND:
            problem = "the row's kind was changed"
        if problem is None and fingerprint(state) != expected.get(row.position):
            problem = "it holds a state that " + ("replaying the events" if fingerprints else "the chain") + \
                      " does not give (an edited snapshot row?)"
        if problem:
            bad += 1
            report.fail(row.position, f"the snapshot stored for this position is set aside: {problem}")
    against = "the replay" if fingerprints else "the recorded fingerprints"
    report.checks.append(f"snapshots: {len(rows)} stored, " + (f"all match {against}" if not bad else f"{bad} do not")
                         if rows else "snapshots: none stored")


def vault(journal, stream, envs: list[dict], campaign_anchors: list, report) -> None:
    contents = journal.vault.contents(stream)
    for number, problem in contents.damaged:
        report.fail(None, f"seed vault entry {number}: {problem}")
    revealed = {e["data"]["commitment"] for e in envs if e["type"] == generic.DICE_REVEALED}
    open_ = [(e["position"], e["data"]["commitment"]) for e in envs
             if e["type"] == generic.DICE_COMMITTED and e["data"]["commitment"] not in revealed]
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


def anchors(journal, stream, envs: list[dict], report, stored: list | None = None) -> list:
    """Check the whole anchor table's chain (`stored`: its rows, read once for many campaigns),
    then this campaign's anchors against its events."""
    stored = journal.anchors.rows() if stored is None else stored
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
