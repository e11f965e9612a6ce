"""The chronicle download: start a background render from the overview, watch its status,
download the PDF. Only members reach a campaign's renders; a job id works only through
the URLs of its own campaign."""
from __future__ import annotations

import dataclasses
import io
import re
import threading
import time

import pytest
from pypdf import PdfReader

import reports.jobs
from web.chronicle import download_name, jobs_of, offered_years

NAME = "Harbour of Ash"
WAIT_SECONDS = 120


def start(client, cid, **form):
    return client.post(f"/campaigns/{cid}/chronicle", data={"page_size": "A4", **form})


def job_of(response) -> str:
    assert response.status_code == 303, response.get_data(as_text=True)[:300]
    return response.location.rstrip("/").split("/")[-1]


def wait_until_finished(client, cid, job) -> dict:
    """Poll the JSON status as the page does, until done or failed (bounded, no timing asserts)."""
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        response = client.get(f"/campaigns/{cid}/chronicle/{job}/status")
        assert response.status_code == 200, response.get_data(as_text=True)[:300]
        status = response.get_json()
        if status["state"] in ("done", "failed"):
            return status
        time.sleep(0.05)
    pytest.fail(f"the render did not finish within {WAIT_SECONDS} s: {status}")


@pytest.fixture
def harbour(auth):
    """A small dice campaign with a viewer and a player, and a note to tell."""
    cid = auth.campaign("olga", ruleset="dice", name=NAME, viewer="vera", player="pete")
    auth.execute(cid, {"type": "note", "text": "The tide came in early."})
    return cid


@pytest.mark.parametrize("member", ["vera", "pete", "olga"])
def test_any_member_starts_a_render_watches_it_finish_and_downloads_a_real_pdf(app, auth, harbour, member):
    client = auth.device_of(member)
    job = job_of(start(client, harbour, page_size="Letter"))
    page = client.get(f"/campaigns/{harbour}/chronicle/{job}")
    assert page.status_code == 200 and "<progress" in page.get_data(as_text=True)
    status = wait_until_finished(client, harbour, job)
    assert status["state"] == "done" and status["progress"] == 1.0 and status["error"] is None
    pdf = client.get(status["download"])
    assert pdf.status_code == 200 and pdf.mimetype == "application/pdf"
    edition = "owner" if member == "olga" else "group"   # a game without a game master: the owner reads everything
    assert pdf.headers["Content-Disposition"] == f'attachment; filename=Harbour_of_Ash-chronicle-{edition}.pdf'
    assert pdf.data.startswith(b"%PDF")
    text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf.data)).pages)
    assert NAME in text


def test_the_status_page_of_a_finished_render_shows_the_download_link(app, auth, harbour):
    auth.login("olga")
    job = job_of(start(auth.client, harbour))
    wait_until_finished(auth.client, harbour, job)
    html = auth.client.get(f"/campaigns/{harbour}/chronicle/{job}").get_data(as_text=True)
    link = re.search(r'<a id="chronicle-download" class="([^"]*)"\s+href="([^"]*)"', html)
    assert "hidden" not in link.group(1) and link.group(2) == f"/campaigns/{harbour}/chronicle/{job}/pdf"
    assert "Download PDF" in html


def test_a_bad_page_size_is_refused_with_a_clear_400_message_and_starts_nothing(app, auth, harbour):
    auth.login("olga")
    response = start(auth.client, harbour, page_size="B5")
    assert response.status_code == 400
    assert "page size must be A4 or Letter" in response.get_data(as_text=True)
    assert "chronicle_jobs" not in app.extensions or not jobs_of(app)._jobs


@pytest.mark.parametrize("year", ["last", "-3", "2.5", "100000"])
def test_a_year_that_is_not_a_whole_number_is_refused_with_a_400(app, auth, harbour, year):
    auth.login("olga")
    response = start(auth.client, harbour, year=year)
    assert response.status_code == 400 and "year must be a whole number" in response.get_data(as_text=True)


def test_a_year_with_nothing_to_tell_fails_and_says_why_on_the_status_and_the_download(app, auth, harbour):
    auth.login("vera")
    job = job_of(start(auth.client, harbour, year="1800"))
    status = wait_until_finished(auth.client, harbour, job)
    assert status["state"] == "failed" and "nothing to tell for year 1800" in status["error"]
    assert status["download"] is None
    page = auth.client.get(f"/campaigns/{harbour}/chronicle/{job}").get_data(as_text=True)
    assert "could not be made" in page and "nothing to tell for year 1800" in page
    download = auth.client.get(f"/campaigns/{harbour}/chronicle/{job}/pdf")
    assert download.status_code == 409 and "nothing to tell for year 1800" in download.get_data(as_text=True)


def test_a_download_before_the_render_is_done_answers_409_with_the_progress(app, auth, harbour, monkeypatch):
    release = threading.Event()

    def slow_render(journal, campaign, year, page_size, progress, viewer=None, apart=False):
        progress(40, 100)
        release.wait(WAIT_SECONDS)
        return b"%PDF-1.7 stand-in"

    monkeypatch.setattr(reports.jobs, "render_chronicle", slow_render)
    auth.login("pete")
    job = job_of(start(auth.client, harbour))
    try:
        status = auth.client.get(f"/campaigns/{harbour}/chronicle/{job}/status").get_json()
        assert status["state"] in ("queued", "running") and status["download"] is None
        early = auth.client.get(f"/campaigns/{harbour}/chronicle/{job}/pdf")
        assert early.status_code == 409 and "not ready yet" in early.get_data(as_text=True)
    finally:
        release.set()
    assert wait_until_finished(auth.client, harbour, job)["state"] == "done"
    assert auth.client.get(f"/campaigns/{harbour}/chronicle/{job}/pdf").data == b"%PDF-1.7 stand-in"


@pytest.fixture
def held(monkeypatch):
    """Renders wait until the test sets the returned event, then give a stand-in PDF."""
    release = threading.Event()
    release.renders = []

    def held_render(journal, campaign, year, page_size, progress, viewer=None, apart=False):
        release.renders.append((campaign, page_size))
        release.wait(WAIT_SECONDS)
        return b"%PDF-1.7 stand-in"

    monkeypatch.setattr(reports.jobs, "render_chronicle", held_render)
    yield release
    release.set()


def test_two_tablets_asking_for_the_same_book_get_the_one_render_until_the_log_moves_on(app, auth, harbour, held):
    release = held
    auth.login("olga")
    second_tablet = auth.device_of("olga")
    try:
        running = job_of(start(auth.client, harbour))
        deadline = time.monotonic() + WAIT_SECONDS
        while jobs_of(app).job(harbour, running)["state"] != "running" and time.monotonic() < deadline:
            time.sleep(0.02)
        joined = job_of(start(second_tablet, harbour))
        again = job_of(start(auth.client, harbour, page_size="a4"))
        other = auth.device_of("pete")
        letter = job_of(start(other, harbour))             # the same size, told for pete's seat
        assert joined == running and again == running and letter != running
    finally:
        release.set()
    assert wait_until_finished(other, harbour, letter)["state"] == "done"  # told for pete: his to watch
    assert wait_until_finished(auth.client, harbour, running)["state"] == "done"
    assert job_of(start(second_tablet, harbour)) == running     # the finished book, not a new render
    assert len(release.renders) == 2                             # olga's book and pete's
    auth.execute(harbour, {"type": "note", "text": "One more line."})
    newer = job_of(start(second_tablet, harbour))
    assert newer != running                                      # the log moved on: a new book
    assert wait_until_finished(second_tablet, harbour, newer)["state"] == "done" and len(release.renders) == 3


def test_one_user_has_at_most_two_renders_in_flight_then_429_with_retry_after(app, auth, harbour, held):
    release = held
    auth.login("olga")
    other = auth.device_of("pete")
    try:
        first = job_of(start(auth.client, harbour))
        second = job_of(start(auth.client, harbour, page_size="Letter"))
        third = start(auth.client, harbour, year="1")
        assert third.status_code == 429 and third.headers["Retry-After"] == "10"
        assert "2 chronicles rendering" in third.get_data(as_text=True)
        assert job_of(start(other, harbour, year="2")) not in (first, second)  # another player is not held up
    finally:
        release.set()
    for job in (first, second):
        assert wait_until_finished(auth.client, harbour, job)["state"] == "done"
    assert start(auth.client, harbour, year="1").status_code == 303


def routes(cid, job) -> list[tuple[str, str]]:
    base = f"/campaigns/{cid}/chronicle"
    return [("POST", base), ("GET", f"{base}/{job}"), ("GET", f"{base}/{job}/status"), ("GET", f"{base}/{job}/pdf")]


def test_a_stranger_gets_404_on_every_chronicle_route_even_for_a_finished_job(app, auth, harbour):
    auth.login("olga")
    job = job_of(start(auth.client, harbour))
    wait_until_finished(auth.client, harbour, job)
    stranger = auth.device_of("sam")
    for method, url in routes(harbour, job):
        response = stranger.open(url, method=method, data={"page_size": "A4"})
        assert response.status_code == 404, (method, url)
        assert NAME not in response.get_data(as_text=True)


def test_an_anonymous_visitor_is_sent_to_log_in_from_every_chronicle_route(app, auth, harbour):
    auth.login("olga")
    job = job_of(start(auth.client, harbour))
    anonymous = app.test_client()
    for method, url in routes(harbour, job):
        response = anonymous.open(url, method=method, data={"page_size": "A4"})
        assert response.status_code == 302 and response.location.startswith("/login"), (method, url)


def test_the_job_of_one_campaign_cannot_be_read_through_another_campaigns_urls(app, auth, harbour):
    other = auth.campaign("olga", ruleset="dice", name="Other shore")
    auth.login("olga")
    job = job_of(start(auth.client, harbour))
    wait_until_finished(auth.client, harbour, job)
    for _, url in routes(other, job)[1:]:
        assert auth.client.get(url).status_code == 404, url
    assert auth.client.get(f"/campaigns/{harbour}/chronicle/{job}/pdf").status_code == 200


def test_an_unknown_job_id_is_404_and_the_json_route_says_so_in_json(app, auth, harbour):
    auth.login("olga")
    for _, url in routes(harbour, "no-such-job")[1:]:
        assert auth.client.get(url).status_code == 404, url
    answer = auth.client.get(f"/campaigns/{harbour}/chronicle/no-such-job/status", headers={"Accept": "application/json"})
    assert answer.get_json()["error"] == "not-found" and "no such chronicle render" in answer.get_json()["message"]


def test_the_overview_offers_the_chronicle_form_with_a_year_number_when_no_view_lists_years(app, auth, harbour):
    auth.login("vera")
    html = auth.client.get(f"/campaigns/{harbour}").get_data(as_text=True)
    assert f'action="/campaigns/{harbour}/chronicle"' in html
    assert '<option value="Letter">' in html and 'type="number" name="year"' in html


def test_the_overview_offers_a_choice_of_years_when_a_view_lists_them(app, auth, monkeypatch):
    from . import sketch_ruleset

    views = {**sketch_ruleset.RULESET.views, "history": lambda game: {"years": [{"year": 2}, {"year": 1}]}}
    monkeypatch.setattr(sketch_ruleset, "RULESET", dataclasses.replace(sketch_ruleset.RULESET, views=views))
    cid = auth.campaign("olga")
    auth.login("olga")
    html = auth.client.get(f"/campaigns/{cid}").get_data(as_text=True)
    panel = html.split('class="card chronicle-panel"')[1].split("</section>")[0]
    assert re.findall(r'<option value="([^"]*)"', panel.split('name="year"')[1]) == ["", "1", "2"]
    assert 'type="number"' not in panel


def test_years_are_offered_from_any_view_listing_them_as_numbers_or_records():
    views = {"history": {"years": [{"year": 2, "result": "won"}, {"year": 1}]}, "tally": {"years": [3, True, "4"]},
             "other": {"total": 5}, "odd": ["not", "a", "dict"]}
    assert offered_years(views) == [1, 2, 3]
    assert offered_years({"tally": {"total": 1}}) == []


def test_the_download_name_keeps_only_safe_characters_of_the_campaign_name():
    assert download_name('../../etc/pass"wd\r\nX', None) == "etc_passwd_X-chronicle.pdf"
    assert download_name("Été à Brême", 3) == "Ete_a_Breme-chronicle-3.pdf"
    assert download_name("???", None) == "campaign-chronicle.pdf"


def test_with_csrf_on_the_form_needs_its_token(csrf_app):
    from .conftest import Auth

    client = csrf_app.test_client()
    auth = Auth(csrf_app, client)
    cid = auth.campaign("olga", ruleset="dice", name=NAME)
    auth.login("olga")
    refused = client.post(f"/campaigns/{cid}/chronicle", data={"page_size": "A4"})
    assert refused.status_code == 400 and "chronicle_jobs" not in csrf_app.extensions
    overview = client.get(f"/campaigns/{cid}").get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', overview.split('class="card chronicle-panel"')[1]).group(1)
    accepted = client.post(f"/campaigns/{cid}/chronicle", data={"page_size": "A4", "csrf_token": token})
    try:
        assert wait_until_finished(client, cid, job_of(accepted))["state"] == "done"
    finally:
        jobs_of(csrf_app).shutdown()


def test_a_render_told_for_the_owner_is_not_served_to_a_player(app, auth, harbour):
    """The owner's book may hold what is private to the game master: a player who has its job
    id gets 404 on every route of it, and their own render is another job."""
    auth.login("olga")
    job = job_of(start(auth.client, harbour))
    wait_until_finished(auth.client, harbour, job)
    player = auth.device_of("pete")
    for method, url in routes(harbour, job)[1:]:
        assert player.open(url, method=method).status_code == 404, url
    assert job_of(start(player, harbour)) != job
