"""JSON views -> readable HTML, generically (no game is known here).

A dict of plain values becomes a two-column table, a list of similar dicts a table
with one column per key, a list of plain values a short list, and a die dict a
coloured die face. Everything is escaped by markupsafe.
"""
from __future__ import annotations

import json

from markupsafe import Markup, escape

MAX_DEPTH = 8


def humanize(key) -> str:
    text = str(key).replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:]


def die_hue(kind: str) -> int:
    """A stable hue per die kind, so the same kind has the same colour everywhere."""
    hue = 0
    for char in str(kind):  # the same hash as static/table.js
        hue = (hue * 31 + ord(char)) % 360
    return hue


def is_die(value) -> bool:
    return isinstance(value, dict) and "sides" in value and set(value) <= {"sides", "value", "kind", "n"}


def die_face(die: dict) -> Markup:
    kind = die.get("kind", "d")
    value = die.get("value", "?")
    return Markup('<span class="die" style="--hue:{}" title="{} d{}">{}</span>').format(
        die_hue(kind), kind, die.get("sides", "?"), value)


def _scalar(value) -> Markup:
    if value is None:
        return Markup('<span class="none">—</span>')
    if isinstance(value, bool):
        return Markup("yes") if value else Markup("no")
    return escape(str(value))


def _is_plain(value) -> bool:
    return value is None or isinstance(value, (str, int, float, bool)) or is_die(value)


def _record_table(rows: list[dict], depth: int) -> Markup:
    keys = list(dict.fromkeys(key for row in rows for key in row))
    head = Markup("").join(Markup("<th>{}</th>").format(humanize(k)) for k in keys)
    body = Markup("").join(
        Markup("<tr>{}</tr>").format(Markup("").join(
            Markup("<td>{}</td>").format(render(row.get(k), depth + 1)) for k in keys)) for row in rows)
    return Markup('<table class="records"><thead><tr>{}</tr></thead><tbody>{}</tbody></table>').format(head, body)


def _list(values: list, depth: int) -> Markup:
    if not values:
        return Markup('<span class="none">none</span>')
    if all(is_die(v) for v in values):
        return Markup('<span class="dice">{}</span>').format(Markup("").join(die_face(v) for v in values))
    if all(isinstance(v, dict) for v in values) and all(all(_is_plain(x) or isinstance(x, list) for x in v.values()) for v in values):
        return _record_table(values, depth)
    if all(_is_plain(v) for v in values) and len(values) <= 6:
        return Markup('<span class="inline-list">{}</span>').format(
            Markup(", ").join(render(v, depth + 1) for v in values))
    if all(_is_plain(v) for v in values):
        return Markup('<ul class="chips">{}</ul>').format(
            Markup("").join(Markup("<li>{}</li>").format(render(v, depth + 1)) for v in values))
    return Markup('<ol class="items">{}</ol>').format(
        Markup("").join(Markup("<li>{}</li>").format(render(v, depth + 1)) for v in values))


def _compact(value: dict) -> bool:
    """Many short numbers or words (skills, counters) read best side by side."""
    return len(value) >= 3 and all(
        isinstance(v, (int, float, str)) and not isinstance(v, bool) and len(str(v)) <= 12 for v in value.values())


def _dict(value: dict, depth: int) -> Markup:
    if not value:
        return Markup('<span class="none">none</span>')
    if depth > 0 and _compact(value):
        return Markup('<ul class="chips pairs">{}</ul>').format(Markup("").join(
            Markup("<li><span>{}</span> <strong>{}</strong></li>").format(humanize(k), v) for k, v in value.items()))
    rows = Markup("").join(
        Markup('<tr><th scope="row">{}</th><td>{}</td></tr>').format(humanize(k), render(v, depth + 1))
        for k, v in value.items())
    return Markup('<table class="fields">{}</table>').format(rows)


def render(value, depth: int = 0) -> Markup:
    """Readable HTML for any JSON-plain value."""
    if depth > MAX_DEPTH:
        return Markup("<code>{}</code>").format(json.dumps(value)[:500])
    if is_die(value):
        return die_face(value)
    if isinstance(value, dict):
        return _dict(value, depth)
    if isinstance(value, list):
        return _list(value, depth)
    return _scalar(value)


WIDE = 1200


def is_wide(value) -> bool:
    """A view with a lot in it gets the whole width of the page."""
    return len(json.dumps(value, default=str)) > WIDE


def register_filters(app) -> None:
    from .snapshot import drawn_views

    app.jinja_env.filters["is_wide"] = is_wide
    app.jinja_env.filters["drawn_views"] = drawn_views
    app.jinja_env.filters["render_json"] = render
    app.jinja_env.filters["humanize"] = humanize
    app.jinja_env.filters["die_hue"] = die_hue
    app.jinja_env.filters["die_face"] = die_face
    app.jinja_env.filters["tojson_pretty"] = lambda v: json.dumps(v, indent=2, ensure_ascii=False)
