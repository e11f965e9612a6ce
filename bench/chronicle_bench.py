"""Chronicle benchmark: a synthetic six-year campaign rendered to PDF.

Builds the campaign through the journal service in a temporary SQLite store, then
prints seconds, pages and the ratio of `reports.render_chronicle` with no chapter kept (reading
the log, folding, building the book, HTML, safe fetcher, each part laid out and joined) to
plain WeasyPrint rendering the same HTML with the same stylesheet and its default fetcher; then
the book after one more event (warm: every chapter but the last is kept, reports/assembly.py)
and the same book asked again (read from the store). Targets: ratio <= 1.2, the whole six-year
chronicle with its pictures (a map and the party's sheet cards as each year opens and closes, a
dice and luck page per year) under 10 s, and under 10 s warm; each is printed as PASS or FAIL.
Prints figures only; it asserts nothing.

    .venv/bin/python bench/chronicle_bench.py [--ruleset NAME] [--page-size A4|Letter]

Default `sixwinters`: six years played through every session step (play recorded as
summaries, tests/domain/sixwinters/chronicle/story.py) with a dozen players' notes a year. With
`--ruleset dice`: six "years" of sessions, notes and rolls (a table-heavy book).
"""
from __future__ import annotations

import argparse
import io
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pypdf import PdfReader  # noqa: E402

import reports  # noqa: E402
from journal.service import Journal  # noqa: E402
from reports.chronicle import STYLESHEET, page_size_css  # noqa: E402

YEARS, SESSIONS_PER_YEAR, ROLLS_PER_SESSION = 6, 4, 40


def build_dice_campaign(journal: Journal) -> str:
    """Six years of play: per session a note, rolls by three players, a closing note."""
    cid = journal.create_campaign("dice", "Six Winters of Dice", {}, actor="gm")
    players = ["Aino", "Bertil", "Chiara"]
    for year in range(1, YEARS + 1):
        for session in range(1, SESSIONS_PER_YEAR + 1):
            journal.execute(cid, {"type": "note", "text": f"Year {year}, session {session}: the road north.\n\n"
                                  "We argued about the map for an hour.", "about": f"year {year}"}, actor="gm")
            for n in range(ROLLS_PER_SESSION):
                journal.execute(cid, {"type": "roll", "spec": "3d6", "kind": "action",
                                      "purpose": f"y{year} s{session} try {n}"}, actor=players[n % 3])
            journal.execute(cid, {"type": "note", "text": f"End of session {session}.", "about": ""},
                            actor=players[session % 3])
    return cid


def build_sixwinters_campaign(journal: Journal) -> str:
    from tests.domain.sixwinters.chronicle import story
    return story.build(journal, "Six Winters bench", years=YEARS, notes=12)


def plain_weasyprint(html: str, page_size: str) -> tuple[float, int]:
    from weasyprint import CSS, HTML
    start = time.perf_counter()
    document = HTML(string=html).render(stylesheets=[CSS(filename=str(STYLESHEET)), CSS(string=page_size_css(page_size))])
    document.write_pdf()
    return time.perf_counter() - start, len(document.pages)


def timed(work) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def forget_parts(store: Path) -> None:
    """Empty the store's kept chronicle parts, so the next book is laid out whole."""
    import sqlite3

    with sqlite3.connect(store) as connection:
        connection.execute("DELETE FROM chronicle_parts")


def _pictures(book) -> str:
    """What the book shows besides prose: maps, sheet cards, dice and luck pages."""
    from domain.kernel.chronicle import Card, Picture

    def blocks(items):
        for block in items:
            yield block
            yield from blocks(getattr(block, "blocks", []))
    every = [b for s in book.sections for b in blocks(s.blocks)]
    maps = sum(isinstance(b, Picture) for b in every) + (book.picture is not None)
    cards = sum(isinstance(b, Card) for b in every)
    luck = sum(s.style == "luck" for s in book.sections)
    return f"{maps} maps, {cards} sheet cards, {luck} dice and luck pages"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="sixwinters", choices=["sixwinters", "dice"])
    parser.add_argument("--page-size", default="A4")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each; the best is reported")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        journal = Journal(url=f"sqlite:///{Path(folder) / 'bench.sqlite'}")
        start = time.perf_counter()
        cid = build_dice_campaign(journal) if args.ruleset == "dice" else build_sixwinters_campaign(journal)
        built = time.perf_counter() - start
        events = journal.head(cid)
        import weasyprint  # noqa: F401  (import cost kept out of both timings)
        reports.render_chronicle(journal, cid, page_size=args.page_size)  # warm-up: fonts, templates
        book = reports.build(*reports.load_timeline(journal, cid))
        html = reports.to_html(book, args.page_size, inline_css=False)
        store = Path(folder) / "bench.sqlite"
        ours, plain, cpu, warm, again = [], [], [], [], []
        for run in range(args.repeat):  # alternate and keep the best: the machine is shared
            forget_parts(store)
            start, start_cpu = time.perf_counter(), time.process_time()
            pdf = reports.render_chronicle(journal, cid, page_size=args.page_size)
            ours.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            seconds, plain_pages = plain_weasyprint(html, args.page_size)
            plain.append(seconds)
            journal.execute(cid, {"type": "note", "text": f"A word after the book ({run})."}, actor="bench")
            warm.append(timed(lambda: reports.render_chronicle(journal, cid, page_size=args.page_size)))
            again.append(timed(lambda: reports.render_chronicle(journal, cid, page_size=args.page_size)))
        ours, plain, cpu, warm, again = min(ours), min(plain), min(cpu), min(warm), min(again)
        pages = len(PdfReader(io.BytesIO(pdf)).pages)
        journal.close()
    print(f"campaign: {args.ruleset}, {events} events (built in {built:.1f} s)")
    print(f"chronicle, no chapter kept: {ours:.2f} s ({cpu:.2f} s CPU), {pages} pages, {len(pdf) / 1024:.0f} KiB")
    print(f"plain WeasyPrint, same HTML: {plain:.2f} s, {plain_pages} pages")
    print(f"pictures in the book: {_pictures(book)}")
    print(f"ratio: {ours / plain:.2f}x (target <= 1.2x): {'PASS' if ours / plain <= 1.2 else 'FAIL'}")
    print(f"whole {YEARS}-year chronicle with its pictures under 10 s: {'PASS' if ours < 10 else 'FAIL'} ({ours:.2f} s)")
    print(f"warm, after one more event (every chapter but the last kept): {warm:.2f} s, {warm / plain:.2f}x plain "
          f"(target <= 10 s): {'PASS' if warm < 10 else 'FAIL'}")
    print(f"the same book again (read from the store): {again * 1000:.0f} ms, {again / plain:.3f}x plain")
    print(f"(best of {args.repeat}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
