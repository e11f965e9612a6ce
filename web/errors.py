"""Errors mapped once: JSON with a message under /api/, a friendly page elsewhere.

CommandRejected -> 422 (UnreadableText and UnknownSetupField, malformed input: 400; SeatRefused, a seat bound to someone else: 403),
ConflictError -> 409, CampaignNotFound and NotExplained (a pointer naming nothing) -> 404,
DamagedData -> 500 naming the damaged position (the host runs `journal verify`); HTTP errors
keep their status (a 429 its Retry-After). Anonymous visitors of pages are sent to the login page.
"""
from __future__ import annotations

from flask import jsonify, make_response, redirect, render_template, request, url_for
from flask_wtf.csrf import CSRFError
from journal.errors import (CampaignNotFound, CommandRejected, ConflictError, DamagedData, JournalError, SeatRefused,
                            UnknownSetupField, UnreadableText)
from journal.projections.explaining import NotExplained
from werkzeug.exceptions import HTTPException


def wants_json() -> bool:
    return request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json"


def _answer(status: int, error: str, message: str, **extra):
    if wants_json():
        return jsonify({"error": error, "message": message, **extra}), status
    return render_template("error.html", status=status, error=error, message=message), status


def rejected(error: CommandRejected):
    return _answer(422, "rejected", error.reason, rule=error.rule, fields=error.fields)


def unreadable(error: UnreadableText | UnknownSetupField):
    """Text that is not text, or a setup field its ruleset's setup does not name, is malformed
    input (400), not a rule the command broke."""
    return _answer(400, "bad-request", error.reason, rule=error.rule, fields=error.fields)


def seat_refused(error: SeatRefused):
    """A move for a seat bound to someone else: forbidden to this member, whatever the rules say."""
    return _answer(403, "forbidden", error.reason, rule=error.rule, seat=error.seat)


def conflict(error: ConflictError):
    """A command sent from a stale list of moves: the position now and what changed since."""
    return _answer(409, "conflict", error.message, position=error.actual, changes=error.changes)


def not_found(error: CampaignNotFound):
    return _answer(404, "not-found", "no such campaign")


def not_explained(error: NotExplained):
    """A JSON pointer that names nothing in the view: 404 naming the pointer and the view."""
    return _answer(404, "not-found", error.message, view=error.view, path=error.pointer, position=error.position)


def damaged(error: DamagedData):
    return _answer(500, "damaged", f"This campaign's stored events are damaged at position {error.position} "
                   f"({error.problem}). Nothing was changed; ask the host to run `journal verify`.",
                   position=error.position)


def journal_error(error: JournalError):
    return _answer(400, "journal", error.message)


def csrf_error(error: CSRFError):
    return _answer(400, "csrf", error.description)


def http_error(error: HTTPException):
    if error.code == 401 and not request.path.startswith("/api/"):
        return redirect(url_for("auth.login", next=request.full_path.rstrip("?")))
    name = (error.name or "error").lower().replace(" ", "-")
    response, status = _answer(error.code or 500, name, error.description or error.name)
    if getattr(error, "valid_methods", None):  # a 405 says which methods the address has
        response = make_response(response, status)
        response.headers["Allow"] = ", ".join(sorted(error.valid_methods))
    if getattr(error, "retry_after", None) is not None:  # a 429 says when to try again
        response = make_response(response, status)
        response.headers["Retry-After"] = str(error.retry_after)
    return response, status


def register(app) -> None:
    app.register_error_handler(SeatRefused, seat_refused)
    app.register_error_handler(UnreadableText, unreadable)
    app.register_error_handler(UnknownSetupField, unreadable)
    app.register_error_handler(CommandRejected, rejected)
    app.register_error_handler(ConflictError, conflict)
    app.register_error_handler(CampaignNotFound, not_found)
    app.register_error_handler(NotExplained, not_explained)
    app.register_error_handler(DamagedData, damaged)
    app.register_error_handler(JournalError, journal_error)
    app.register_error_handler(CSRFError, csrf_error)
    app.register_error_handler(HTTPException, http_error)
