"""The card catalog import page: the same importer and the same messages as `journal cards import`.

The uploaded files (a designer's CSV sheets, or a board file in TOML or JSON for a game whose
importer reads one) are read in a temporary folder; one malformed row refuses the whole
import (nothing is saved) and the page shows the importer's message naming file, line and
column. A catalog name already taken is refused, so the site never replaces a catalog.
"""
from __future__ import annotations

import tempfile
from pathlib import Path

from flask import Blueprint, current_app, render_template, request
from flask_login import login_required
from journal.store import catalogs as stored
from journal.errors import CommandRejected
from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.utils import secure_filename

from domain import rulesets
from domain.kernel import imports_cards

bp = Blueprint("card_import", __name__)
READ = (".csv", ".toml", ".json")   # sheets, and board files; the game's importer decides what it reads


def importers() -> list:
    """The rulesets that import a designer's card spreadsheets."""
    return [r for r in rulesets.all_rulesets() if imports_cards(r.catalogs)]


def _over_the_limit() -> str:
    limit = current_app.config["MAX_CONTENT_LENGTH"] // 1024 // 1024
    return f"the files are over the upload limit of {limit} MB (use `journal cards import` for bigger sheets)"


def _uploads() -> list:
    try:
        return [f for f in request.files.getlist("sheets") if f and f.filename]
    except RequestEntityTooLarge:
        raise CommandRejected("catalog.upload", _over_the_limit()) from None


def _import(form) -> tuple[str, str]:
    """(name, summary) of the saved catalog, or CommandRejected / ValueError saying why not."""
    found = [r for r in importers() if r.name == form.get("ruleset")]
    if not found:
        raise CommandRejected("catalog.ruleset", "choose a game that imports card sheets")
    rules, name = found[0], stored.check_name(form.get("name", "").strip())
    if name in stored.names(Path(current_app.instance_path), rules.name):
        raise CommandRejected("catalog.name", f"a catalog called {name!r} exists already: choose another name")
    files = _uploads()
    if not files:
        raise CommandRejected("catalog.files", "choose the catalog's files: the sheets' CSV files (characters.csv, "
                                               "obstacles.csv, ...) or a board file (.toml or .json)")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "the uploaded sheets"  # the importer names it: "scenes.csv: missing from ..."
        folder.mkdir()
        for upload in files:
            filename = secure_filename(upload.filename)
            if not filename.lower().endswith(READ):
                raise CommandRejected("catalog.files", f"{upload.filename}: only {', '.join(READ)} files are read")
            upload.save(folder / filename)
        catalog = rules.catalogs.import_dir(folder)
    stored.save(Path(current_app.instance_path), rules.name, name, catalog)
    describe = getattr(rules.catalogs, "describe", None)
    return name, describe(catalog) if describe else ""


@bp.route("/catalogs/import", methods=["GET", "POST"])
@login_required
def upload():
    error, done = None, None
    if request.method == "POST":
        try:
            done = _import(request.form)
        except CommandRejected as refused:
            error = refused.reason
        except ValueError as refused:  # the importer's CardImportError / CatalogError
            error = f"{refused}; nothing was imported"
    return _page(error, done, request.form), 400 if error else 200


@bp.errorhandler(RequestEntityTooLarge)
def too_large(_error):
    """An upload over MAX_CONTENT_LENGTH is refused before the view runs (reading the form for
    the CSRF token): answer with the import page and the limit, not a bare 413 page."""
    return _page(f"{_over_the_limit()}; nothing was imported", None, {}), 413


def _page(error, done, form) -> str:
    instance = Path(current_app.instance_path)
    imported = [(r, stored.names(instance, r.name)) for r in importers()]
    return render_template("catalogs/import.html", importers=importers(), imported=imported, error=error,
                           done=done, form=form)
