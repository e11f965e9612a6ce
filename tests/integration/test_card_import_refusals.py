"""`journal cards import` and the site's import page refuse a whole export for one malformed row:
exit 1, one message naming file, line and column, and no catalog saved. The exports are copies of
our own small export in the designer's V24 format (tests/data/sixwinters-v24-like: invented
cards), each broken in one place."""
from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest

from .conftest import Cli

# Our export in the V24 format (the name is also what tests/web/browser/test_card_import_page.py imports).
V24 = Path(__file__).resolve().parents[1] / "data" / "sixwinters-v24-like"


def lines_of(folder: Path, name: str) -> list[str]:
    path = folder / name
    path.chmod(0o644)
    return path.read_text(encoding="utf-8").splitlines(keepends=True)


def edit(folder: Path, name: str, change) -> None:
    lines = lines_of(folder, name)
    (folder / name).write_text("".join(change(lines)), encoding="utf-8")


def replace_in(line_number: int, old: str, new: str):
    def change(lines):
        assert old in lines[line_number - 1], lines[line_number - 1][:80]
        lines[line_number - 1] = lines[line_number - 1].replace(old, new, 1)
        return lines
    return change


def oversized(folder: Path) -> None:
    lines = lines_of(folder, "obstacles.csv")
    with (folder / "obstacles.csv").open("w", encoding="utf-8") as handle:
        handle.write(lines[0])
        while handle.tell() < 2 * 1024 * 1024 + 1000:
            handle.writelines(lines[1:])


BROKEN = {
    "not a number": (lambda f: edit(f, "obstacles.csv", replace_in(3, ",6,", ",x,")),
                     'obstacles.csv, line 3, column difficulty: "x" is not a number'),
    "shifted column": (lambda f: edit(f, "obstacles.csv", replace_in(4, "xxCOMMAND,", "xxCOMMAND,,")),
                       "obstacles.csv, line 4: 13 cells, but the header has 12 columns"),
    "unterminated quote": (lambda f: edit(f, "obstacles.csv", replace_in(3, '"Eldritch, xxWINTER"', '"Eldritch, xxWINTER')),
                           "obstacles.csv, line 3: a quote is left open"),
    "short row": (lambda f: edit(f, "obstacles.csv", replace_in(2, ",xxSPRING", "")),
                  "obstacles.csv, line 2: 11 cells, but the header has 12 columns"),
    "extra cells": (lambda f: edit(f, "assets.csv", replace_in(2, "\n", ",one more,and another\n")),
                    "assets.csv, line 2: 18 cells, but the header has 16 columns"),
    "duplicated character": (lambda f: edit(f, "characters.csv", lambda lines: [*lines[:3], lines[1], *lines[3:]]),
                             'characters.csv, line 4, column name: "Oriel" is already on line 2'),
    "missing scenes": (lambda f: (f / "scenes.csv").unlink(), "scenes.csv: missing from"),
    "NUL byte": (lambda f: edit(f, "obstacles.csv", replace_in(5, "xxDISGUISE", "xx\x00DISGUISE")),
                 "obstacles.csv, line 5: a NUL byte"),
    "too big": (oversized, "obstacles.csv: 2.0 MB is over the limit of 2 MB for one card sheet"),
}


@pytest.fixture(scope="module")
def cli(tmp_path_factory) -> Cli:
    return Cli(tmp_path_factory.mktemp("refusals"))


def broken_export(tmp_path: Path, case: str) -> Path:
    folder = tmp_path / "export"
    shutil.copytree(V24, folder)
    BROKEN[case][0](folder)
    return folder


def catalog_files(cli: Cli) -> list:
    folder = cli.instance / "catalogs"
    return sorted((p.name, p.stat().st_size) for p in folder.rglob("*")) if folder.exists() else []


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_malformed_export_is_refused_whole_naming_file_line_and_column(cli, tmp_path, case):
    before = catalog_files(cli)
    result = cli("cards", "import", str(broken_export(tmp_path, case)), "--name", "broken", ok=False)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert BROKEN[case][1] in result.stderr and "nothing was imported" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1  # one line, no progress bars in a pipe
    assert catalog_files(cli) == before and "broken" not in cli("cards", "list").stdout


def test_the_intact_export_still_imports(cli):
    result = cli("cards", "import", str(V24), "--name", "v24")
    assert "imported v24 for sixwinters" in result.stdout and result.stderr == ""


def test_the_site_import_page_says_the_same_and_saves_nothing(app, client, login, tmp_path):
    login("olga")
    folder = broken_export(tmp_path, "not a number")
    sheets = [(io.BytesIO(p.read_bytes()), p.name) for p in sorted(folder.glob("*.csv"))]
    response = client.post("/catalogs/import", data={"ruleset": "sixwinters", "name": "broken", "sheets": sheets},
                           content_type="multipart/form-data")
    page = response.get_data(as_text=True)
    assert response.status_code == 400
    assert "obstacles.csv, line 3, column difficulty: &#34;x&#34; is not a number; nothing was imported" in page
    assert not (Path(app.instance_path) / "catalogs").exists()


def test_the_site_imports_an_intact_export_once_and_never_replaces_it(app, client, login):
    login("olga")

    def post(name):
        sheets = [(io.BytesIO(p.read_bytes()), p.name) for p in sorted(V24.glob("*.csv"))]
        return client.post("/catalogs/import", data={"ruleset": "sixwinters", "name": name, "sheets": sheets},
                           content_type="multipart/form-data")
    first = post("table-cards")
    assert first.status_code == 200 and "Imported <strong>table-cards</strong>" in first.get_data(as_text=True)
    saved = Path(app.instance_path) / "catalogs" / "sixwinters" / "table-cards.json"
    stamp = saved.stat().st_mtime_ns
    again = post("table-cards")
    assert again.status_code == 400 and "exists already" in again.get_data(as_text=True)
    assert saved.stat().st_mtime_ns == stamp
    assert "table-cards" in client.get("/campaigns/new").get_data(as_text=True)


def test_the_importer_reports_its_progress_sheet_by_sheet():
    from domain.rulesets.sixwinters.catalog.importer import import_dir

    seen: dict[str, tuple[int, int]] = {}
    import_dir(V24, lambda sheet, done, total: seen.__setitem__(sheet, (done, total)))
    assert {"characters.csv", "obstacles.csv", "scenes.csv"} <= set(seen)
    assert all(done == total > 1 for done, total in seen.values())
