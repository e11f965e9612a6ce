"""A site process starts without what only some requests need: SQLAlchemy's ORM (the
accounts tables are Core, like the journal's), the OpenAPI document's apispec, WeasyPrint
and the rulesets. Each costs memory in every process that imports it (the ORM 5 to 6 MB),
and bench/scale_bench.py --verify-and-memory holds a site process under 100 MB. The document still loads when
asked for."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOT_AT_START = ("sqlalchemy.orm", "apispec", "web.openapi", "weasyprint", "domain.rulesets.sixwinters",
                "domain.rulesets.d6d")


def imported_by_a_started_site(tmp_path, then: str = "") -> list[str]:
    """Which of NOT_AT_START a fresh Python holds after building the site (and running `then`)."""
    code = (f"import json, sys\nfrom web import create_app\napp = create_app(None, instance_path={str(tmp_path)!r})\n"
            f"{then}\nprint(json.dumps([m for m in {NOT_AT_START!r} if m in sys.modules]))")
    env = {"PATH": "", "JOURNAL_DATABASE_URL": f"sqlite:///{tmp_path / 'journal.sqlite'}"}
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            env=env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.splitlines()[-1])


def test_a_started_site_holds_no_orm_openapi_chronicle_renderer_or_ruleset(tmp_path):
    assert imported_by_a_started_site(tmp_path) == []


def test_the_openapi_document_is_served_all_the_same(tmp_path):
    served = "assert app.test_client().get('/api/v1/openapi.json').get_json()['openapi'].startswith('3.')"
    assert "web.openapi" in imported_by_a_started_site(tmp_path, served)
