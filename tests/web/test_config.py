"""The app factory reads its secret from the instance folder and sets safe cookies."""
from __future__ import annotations

import os
import stat

from web import create_app
from web.config import ensure_secret_key


def test_the_secret_key_is_made_once_and_kept_private(tmp_path):
    first = ensure_secret_key(tmp_path / "instance")
    second = ensure_secret_key(tmp_path / "instance")
    mode = stat.S_IMODE(os.stat(tmp_path / "instance" / "secret_key").st_mode)
    assert first == second and len(first) == 64 and mode == 0o600


def test_an_app_without_test_config_uses_the_instance_secret_and_safe_settings(tmp_path):
    app = create_app(instance_path=str(tmp_path / "instance"))
    assert app.config["SECRET_KEY"] == ensure_secret_key(tmp_path / "instance")
    assert app.config["SESSION_COOKIE_HTTPONLY"] and app.config["SESSION_COOKIE_SAMESITE"] == "Lax"
    assert app.config["MAX_CONTENT_LENGTH"] > 0 and "journal" not in app.extensions


def test_instance_config_can_turn_secure_cookies_on(tmp_path):
    (tmp_path / "instance").mkdir()
    (tmp_path / "instance" / "config.py").write_text("SESSION_COOKIE_SECURE = True\nREMEMBER_COOKIE_SECURE = True\n")
    app = create_app(instance_path=str(tmp_path / "instance"))
    assert app.config["SESSION_COOKIE_SECURE"] and app.config["REMEMBER_COOKIE_SECURE"]


def test_a_request_body_over_the_limit_is_refused(app, auth, client):
    auth.login("olga")
    response = client.post("/api/v1/campaigns", data=b"x" * (app.config["MAX_CONTENT_LENGTH"] + 1),
                           content_type="application/json")
    assert response.status_code == 413 and response.get_json()["message"]


def test_the_site_and_the_journal_share_the_instance_folder_by_default(tmp_path, monkeypatch):
    from journal.config import instance_path

    monkeypatch.chdir(tmp_path)
    app = create_app()
    assert app.instance_path == str(instance_path())
