"""Chronicle benchmark: a synthetic six-year campaign rendered to PDF.

Builds the campaign through the journal service in a temporary SQLite store, then
prints seconds, pages and the ratio of `reports.render_chronicle` (reading the log,
folding, building the book, HTML, safe fetcher, PDF) to plain WeasyPrint rendering the
same HTML with the same stylesheet and its default fetcher. Targets: ratio <= 1.2,
whole campaign <= 10 s. Prints figures only; it asserts nothing.

    .venv/bin/python bench/chronicle_bench.py [--ruleset NAME] [--page-size A4|Letter]

With `sixwinters` (when that ruleset can play its demo) each year is the demo's play
repeated; otherwise the `dice` ruleset gets six "years" of sessions, notes and rolls.
"""
from __future__ import annotations

import argparse
import io
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

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


def build_demo_campaign(journal: Journal, ruleset: str) -> str:
    return journal.load_demo(ruleset, actor="bench")


def plain_weasyprint(html: str, page_size: str) -> tuple[float, int]:
    from weasyprint import CSS, HTML
    start = time.perf_counter()
    document = HTML(string=html).render(stylesheets=[CSS(filename=str(STYLESHEET)), CSS(string=page_size_css(page_size))])
    document.write_pdf()
    return time.perf_counter() - start, len(document.pages)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="dice")
    parser.add_argument("--page-size", default="A4")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        journal = Journal(url=f"sqlite:///{Path(folder) / 'bench.sqlite'}")
        start = time.perf_counter()
        cid = build_dice_campaign(journal) if args.ruleset == "dice" else build_demo_campaign(journal, args.ruleset)
        built = time.perf_counter() - start
        events = journal.head(cid)
        import weasyprint  # noqa: F401  (import cost kept out of both timings)
        reports.render_chronicle(journal, cid, page_size=args.page_size)  # warm-up: fonts, templates
        start = time.perf_counter()
        pdf = reports.render_chronicle(journal, cid, page_size=args.page_size)
        ours = time.perf_counter() - start
        html = reports.to_html(reports.build(*reports.load_timeline(journal, cid)), args.page_size, inline_css=False)
        plain, plain_pages = plain_weasyprint(html, args.page_size)
        pages = len(PdfReader(io.BytesIO(pdf)).pages)
        journal.close()
    print(f"campaign: {args.ruleset}, {events} events (built in {built:.1f} s)")
    print(f"chronicle: {ours:.2f} s, {pages} pages, {len(pdf) / 1024:.0f} KiB")
    print(f"plain WeasyPrint, same HTML: {plain:.2f} s, {plain_pages} pages")
    print(f"ratio: {ours / plain:.2f}x (target <= 1.2x); whole campaign {'within' if ours <= 10 else 'OVER'} 10 s")


if __name__ == "__main__":
    main()
