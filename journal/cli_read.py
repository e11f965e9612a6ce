"""`journal` commands that read, move and audit campaigns (the writing ones are in cli.py).

As in cli.py, what a command needs beyond click is imported when it runs, so that listing the
commands (`journal --help`) imports neither the store nor the rulesets.
"""
from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import click

import domain.rulesets as registry

from . import catalogs


def _summary(env: dict) -> str:
    data = env["data"]
    if "dice" in data and isinstance(data["dice"], list):
        faces = " ".join(f"{d.get('kind', 'd')}:{d.get('value')}" for d in data["dice"] if isinstance(d, dict))
        return f"{data.get('purpose', '')} [{faces}]".strip()
    for key in ("text", "reason", "name"):
        if isinstance(data.get(key), str):
            return data[key][:70]
    return json.dumps(data, sort_keys=True)[:70]


def _targets(journal, ref: str | None) -> list[tuple[str, str]]:
    """(id, title) of the campaigns to verify; found without reading their state, so damaged
    ones are verified (and fail) instead of stopping the command."""
    infos = {info.id: info for info in journal.campaigns()}
    ids = [journal.campaign_id(ref)] if ref else list(infos)
    titles = {cid: f"{infos[cid].name} ({cid})" if cid in infos else cid for cid in ids}
    return [(cid, titles[cid]) for cid in ids]


def progress(iterable, **options):
    """A progress bar on a terminal only: a pipe or a log file gets none."""
    from tqdm import tqdm

    return tqdm(iterable, file=sys.stderr, disable=not sys.stderr.isatty(), **options)


class SheetProgress:
    """One progress bar per card sheet while it is read, on a terminal only."""

    def __init__(self):
        self.bars: dict = {}

    def update(self, sheet: str, done: int, total: int) -> None:
        if not sys.stderr.isatty():
            return
        bar = self.bars.get(sheet)
        if bar is None:
            from tqdm import tqdm

            bar = self.bars[sheet] = tqdm(total=total, desc=sheet, unit="line", leave=False, file=sys.stderr)
        bar.update(max(0, done - bar.n))

    def close(self) -> None:
        for bar in self.bars.values():
            bar.close()
        self.bars = {}

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def import_by_first_reader(candidates: list, directory: Path, bars: SheetProgress) -> tuple:
    """(ruleset, catalog) of the first game whose importer reads the folder (without --ruleset,
    every game that imports catalogs is tried in turn); ValueError listing each game's reason."""
    problems = []
    for rules in candidates:
        try:
            return rules, rules.catalogs.import_dir(directory, bars.update)
        except ValueError as error:
            bars.close()
            problems.append(str(error) if len(candidates) == 1 else f"{rules.name}: {error}")
    raise ValueError("; ".join(problems))


def rebuild_read_models(journal, campaign_ref: str | None) -> None:
    """Build the read models of one campaign (or of every one) again from its events, a line
    each; when it rebuilds every campaign, exit 1 if one of them could not be rebuilt."""
    from .errors import JournalError

    targets = _targets(journal, campaign_ref)
    if not targets:
        click.echo("no campaign in this store")
    failed = False
    for cid, title in progress(targets, desc="rebuilding"):
        try:
            done = journal.rebuild(cid)
        except JournalError as error:
            if campaign_ref:
                raise
            click.echo(f"{title}: not rebuilt: {error.message}")
            failed = True
            continue
        click.echo(f"{title}: read models built again from its events: {done.sentences} sentences, "
                   f"{done.dice_records} dice records, {done.marks} mark changes, its index row and standing")
    if failed:
        sys.exit(1)


def register(main, pass_ctx, fail, owner_option):
    @main.command()
    @click.argument("campaign_ref")
    @click.option("--json", "as_json", is_flag=True, help="envelopes as JSON lines")
    @click.option("--from", "start", type=click.IntRange(min=1), default=1)
    @click.option("--to", "stop", type=click.IntRange(min=1), default=None)
    @pass_ctx
    def log(ctx, campaign_ref, as_json, start, stop):
        """The campaign's events, each in its sentence (as the operator reads it: everything);
        physical, digital and derived entries are flagged."""
        info = ctx.journal.campaign(campaign_ref)
        found = ctx.journal.events(info.id, start, stop)
        if as_json:
            for env in found:
                click.echo(json.dumps(env, sort_keys=True))
            return
        from domain.kernel.viewers import Viewer

        from .telling import told
        sentences = dict(told(ctx.journal, info.id, found[0]["position"], found[-1]["position"], Viewer.auditor())) \
            if found else {}
        for env in found:
            mark = " (retracted)" if env["retracted"] else ""
            sentence = sentences.get(env["position"]) or _summary(env)
            click.echo(f"{env['position']:>6} {env['source']:<8} {env['type']:<34} {env['actor']:<10} {sentence}{mark}")

    @main.command()
    @click.argument("campaign_ref")
    @click.option("--at", type=int, default=None, help="position (default: the latest)")
    @click.option("--view", default=None, help="one of the ruleset's views")
    @click.option("--json", "as_json", is_flag=True)
    @pass_ctx
    def state(ctx, campaign_ref, at, view, as_json):
        """The campaign state (or one view of it) at a position, with its fingerprint."""
        info = ctx.journal.campaign(campaign_ref)
        replayed = ctx.journal.state(info.id, at)
        body = ctx.journal.view(info.id, view, replayed.position) if view else replayed.state
        if as_json:
            click.echo(json.dumps(body if view else {"position": replayed.position, "fingerprint": replayed.fingerprint,
                                                     "state": body}, sort_keys=True))
            return
        click.echo(f"{info.name} ({info.ruleset}) at position {replayed.position}; fingerprint {replayed.fingerprint}")
        views = ctx.journal.ruleset_of(info.id).views
        click.echo(f"views: {', '.join(views) or 'none'}")
        click.echo(json.dumps(body, indent=2, sort_keys=True, ensure_ascii=False))

    @main.command()
    @click.argument("campaign_ref")
    @click.argument("view")
    @click.argument("pointer", metavar="JSON-POINTER")
    @click.option("--at", type=int, default=None, help="position (default: the latest)")
    @click.option("--seat", default=None, help="explain as the player at this seat sees it (default: everything)")
    @click.option("--json", "as_json", is_flag=True, help='{"value", "because": [{"position", "text"}], "total"}')
    @pass_ctx
    def explain(ctx, campaign_ref, view, pointer, at, seat, as_json):
        """Why a value of a view is so: the events that made it. JSON-POINTER names the value in the
        view as `journal state --view VIEW --json` prints it, e.g. /characters/Thea/skills/lore."""
        from .explaining import NotExplained, sentences
        from .moves import seat_reader

        info = ctx.journal.campaign(campaign_ref)
        viewer = seat_reader(ctx.journal, info.id, seat)[0] if seat else None
        try:
            answer = ctx.journal.explain(info.id, view, pointer, at, viewer)
        except NotExplained as error:
            fail(f"{error.message}; `journal state {shlex.quote(campaign_ref)} --view {view} --json` shows what is there")
        if as_json:
            click.echo(json.dumps(answer, ensure_ascii=False, sort_keys=True))
        else:
            click.echo("\n".join(sentences(answer)))

    @main.command()
    @click.argument("campaign_ref")
    @pass_ctx
    def fingerprints(ctx, campaign_ref):
        """The state fingerprint after every position, for comparing two replays byte for byte."""
        info = ctx.journal.campaign(campaign_ref)
        for env, fp in zip(ctx.journal.events(info.id), ctx.journal.fingerprints(info.id)):
            click.echo(f"{env['position']} {fp}")

    @main.command("export")
    @click.argument("campaign_ref")
    @click.option("-o", "--output", required=True, type=click.Path(dir_okay=False))
    @click.option("--without-secrets", is_flag=True,
                  help="the export a member who is not the owner gets: commitments, not the sealed values")
    @pass_ctx
    def export_cmd(ctx, campaign_ref, output, without_secrets):
        """Write the campaign as JSON Lines (docs/export-format.md); with its sealed values unless
        --without-secrets (keep an owner's export as safe as the store)."""
        info = ctx.journal.campaign(campaign_ref)
        with open(output, "w", encoding="utf-8") as fileobj:
            count = ctx.journal.export(info.id, fileobj, with_secrets=not without_secrets)
        held = "without its sealed values" if without_secrets else "with its sealed values"
        click.echo(f"exported {count} events of {info.name} to {output}, {held}")

    @main.command("import")
    @click.argument("path", type=click.Path(exists=True, dir_okay=False))
    @click.option("--new-id", is_flag=True, help="import as a copy with a new campaign id")
    @owner_option
    @pass_ctx
    def import_cmd(ctx, path, new_id, owner):
        """Load an export into this store: same events, same hashes, same states."""
        grant = ctx.owner(owner)
        from tqdm import tqdm

        def telling(done, total):   # the imported events told for the campaign's readers
            bar.total = total
            bar.update(done - bar.n)
        with open(path, encoding="utf-8") as fileobj, tqdm(desc="telling", unit="event", file=sys.stderr,
                                                           disable=not sys.stderr.isatty(), leave=False) as bar:
            cid = ctx.journal.import_(fileobj, new_id=new_id, progress=telling)
        grant(cid)
        click.echo(cid)

    @main.command()
    @click.argument("campaign_ref", required=False)
    @click.option("--file", "path", type=click.Path(exists=True, dir_okay=False), help="verify an export file instead")
    @click.option("--no-replay", is_flag=True, help="skip recomputing every state fingerprint")
    @click.option("--head", default=None, metavar="RECEIPT",
                  help="a receipt kept outside the database, e.g. 124:3f2a-9c1b-77d0-e5a4 (or a head hash)")
    @click.option("--full", is_flag=True, help="replay from the start and compare every position, not only what "
                  "changed since the last verify")
    @click.option("--strict", is_flag=True, hidden=True, help="kept for older scripts: replay drift always fails")
    @pass_ctx
    def verify(ctx, campaign_ref, path, no_replay, head, full, strict):
        """Prove what can be proven: hash chain, digital dice, replay, snapshots, seed vault,
        anchors and your receipt; says what is not proven; exit 1 on any problem. The replay
        goes on from where the last verify proved it (--full: from the start)."""
        from .anchors import parse_receipt
        from .verify import verify_file

        if head is not None:
            try:
                parse_receipt(head)
            except ValueError as error:
                fail(f"--head: {error}")
        if path:
            with open(path, encoding="utf-8") as fileobj:
                reports = [(path, verify_file(fileobj, replay=not no_replay, expected_head=head))]
        else:
            targets, anchor_rows = _targets(ctx.journal, campaign_ref), ctx.journal.anchors.rows()
            reports = [(title, ctx.journal.verify(cid, not no_replay, head, anchor_rows, full=full))
                       for cid, title in progress(targets, desc="verifying")]
        if not reports:
            click.echo("no campaign in this store")
        for name, report in reports:
            click.echo(f"== {name}")
            for line in report.lines():
                click.echo(f"   {line}")
        if not all(report.ok for _, report in reports):
            sys.exit(1)

    @main.command()
    @click.argument("campaign_ref", required=False)
    @pass_ctx
    def rebuild(ctx, campaign_ref):
        """Drop the read models of a campaign (or of every campaign) and build them again from its
        events: the index row, the dice records, the sentences, the replay's marks, the standing."""
        rebuild_read_models(ctx.journal, campaign_ref)

    @main.command()
    @click.argument("campaign_ref")
    @click.option("--at", type=int, default=None, help="position (default: the latest)")
    @click.option("--list", "listing", is_flag=True, help="list the campaign's anchors instead")
    @pass_ctx
    def receipt(ctx, campaign_ref, at, listing):
        """Anchor the campaign's head now and print its receipt, to keep outside this computer."""
        info = ctx.journal.campaign(campaign_ref)
        if listing:
            for anchor in ctx.journal.anchors.of(info.id):
                click.echo(f"{anchor.number:>5}  {anchor.recorded_at}  {anchor.reason:<14} {anchor.receipt.code}")
            return
        anchor = ctx.journal.anchor(info.id, "receipt", position=at)
        if anchor is None:
            fail("the anchor table could not be written (see the log); nothing else changed")
        click.echo(f"receipt for {info.name} at position {anchor.position}: {anchor.receipt.code}")
        click.echo(f"keep it (a photo will do): `journal verify {info.id} --head {anchor.receipt.code}` "
                   f"proves later that positions 1..{anchor.position} are unchanged")

    @main.command()
    @click.argument("campaign_ref")
    @click.option("--at", type=int, required=True, help="keep the first N events")
    @click.option("--name", required=True)
    @owner_option
    @pass_ctx
    def fork(ctx, campaign_ref, at, name, owner):
        """Start a what-if branch from the first N events; the original is untouched. Prints the new id."""
        grant = ctx.owner(owner)
        info = ctx.journal.campaign(campaign_ref)
        branch = ctx.journal.fork(info.id, at, name, "cli")
        grant(branch)
        click.echo(branch)

    @main.command()
    @click.option("--ruleset", "names", multiple=True, help="only these rulesets (default: every ruleset with a demo)")
    @owner_option
    @pass_ctx
    def demo(ctx, names, owner):
        """Load the demo campaigns (once); prints what was loaded."""
        chosen = [r for r in registry.all_rulesets() if not names or r.name in names]
        unknown = sorted(set(names) - {r.name for r in chosen})
        if unknown:
            fail(f"no ruleset {', '.join(map(repr, unknown))}; known: {', '.join(registry.available())}")
        grant = ctx.owner(owner)
        present = {c.name: c.id for c in ctx.journal.campaigns()}
        for rules in chosen:
            for script in progress(ctx.journal.demo_scripts(rules.name), desc=rules.name, leave=False):
                title = script["name"]
                if title in present:
                    grant(present[title])
                    click.echo(f"demo campaign already loaded: {title}")
                    continue
                cid = ctx.journal.load_demo(rules.name, name=title)
                grant(cid)
                click.echo(f"loaded demo campaign {title!r} ({rules.name}): {cid}, {ctx.journal.head(cid)} events")

    @main.group()
    def cards():
        """Card catalogs: import a designer's spreadsheets, list what is imported."""

    @cards.command("import")
    @click.argument("directory", type=click.Path(exists=True, file_okay=False))
    @click.option("--name", default=None, help="catalog name (default: the folder's name)")
    @click.option("--ruleset", default=None, help="the ruleset whose importer reads the folder")
    @pass_ctx
    def cards_import(ctx, directory, name, ruleset):
        """Read a folder of card spreadsheets into a catalog a new campaign can choose."""
        from domain.kernel import imports_cards   # here: `journal --help` imports no ruleset or kernel

        candidates = [r for r in registry.all_rulesets()
                      if imports_cards(r.catalogs) and (ruleset is None or r.name == ruleset)]
        if not candidates:
            named = registry.get(ruleset) if ruleset in registry.available() else None
            if named is not None and named.catalogs:
                fail(f"the {ruleset} ruleset has no card spreadsheets to import; start a campaign with "
                     "--catalog FILE (a .toml or .json catalog)")
            fail(f"no ruleset {ruleset!r} imports card catalogs" if ruleset else "no ruleset here imports card catalogs")
        name = catalogs.check_name(name or Path(directory).resolve().name)
        with SheetProgress() as bars:
            try:
                rules, catalog = import_by_first_reader(candidates, Path(directory), bars)
            except ValueError as error:
                bars.close()
                fail(f"{error}; nothing was imported")
        path = catalogs.save(ctx.instance, rules.name, name, catalog)
        describe = getattr(rules.catalogs, "describe", None)
        click.echo(f"imported {name} for {rules.name}: {describe(catalog) if describe else ''} -> {path}")

    @cards.command("list")
    @pass_ctx
    def cards_list(ctx):
        for rules in registry.all_rulesets():
            if rules.catalogs:
                click.echo(f"{rules.name}: {', '.join(['builtin', *catalogs.names(ctx.instance, rules.name)])}")
