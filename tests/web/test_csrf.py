"""CSRF: every form post needs the token; fetch() from our pages sends it as X-CSRFToken."""
from __future__ import annotations

import re

from web.accounts import store_of


def token_from(page: str) -> str:
    return re.search(r'name="csrf-token" content="([^"]+)"', page)[1]


def test_a_form_post_without_a_csrf_token_is_rejected(csrf_app):
    store_of(csrf_app).add_user("olga", "password1")
    client = csrf_app.test_client()
    response = client.post("/login", data={"name": "olga", "password": "password1"})
    assert response.status_code == 400
    assert "CSRF" in response.get_data(as_text=True)


def test_a_form_post_with_the_token_logs_in(csrf_app):
    store_of(csrf_app).add_user("olga", "password1")
    client = csrf_app.test_client()
    token = token_from(client.get("/login").get_data(as_text=True))
    response = client.post("/login", data={"name": "olga", "password": "password1", "csrf_token": token})
    assert response.status_code == 302 and response.location.endswith("/campaigns")


def test_an_api_write_with_the_session_cookie_needs_the_csrf_header(csrf_app):
    store_of(csrf_app).add_user("olga", "password1")
    client = csrf_app.test_client()
    token = token_from(client.get("/login").get_data(as_text=True))
    client.post("/login", data={"name": "olga", "password": "password1", "csrf_token": token})
    body = {"name": "Mine", "ruleset": "sketch"}
    without = client.post("/api/v1/campaigns", json=body)
    with_header = client.post("/api/v1/campaigns", json=body, headers={"X-CSRFToken": token})
    assert without.status_code == 400 and "CSRF" in without.get_json()["message"]
    assert with_header.status_code == 201


def test_session_cookies_are_httponly_and_samesite_lax(csrf_app):
    store_of(csrf_app).add_user("olga", "password1")
    client = csrf_app.test_client()
    token = token_from(client.get("/login").get_data(as_text=True))
    response = client.post("/login", data={"name": "olga", "password": "password1", "csrf_token": token, "remember": "y"})
    cookies = response.headers.getlist("Set-Cookie")
    assert any(c.startswith("session=") and "HttpOnly" in c and "SameSite=Lax" in c for c in cookies)
    assert any(c.startswith("remember_token=") and "HttpOnly" in c for c in cookies)
