"""JSON views -> readable HTML, generically (no game is known here).

A dict of plain values becomes a two-column table, a list of similar dicts a table
with one column per key, a list of plain values a short list, and a die dict a
coloured die face. Everything is escaped by markupsafe.

Given a `Why` (the view's name and where its explanations live), every plain value is a link
to why it is so, carrying `data-view` and `data-pointer` (its JSON pointer in the view):
static/explain.js opens the answer in a panel, and without script the link opens its page.
"""
from __future__ import annotations

from urllib.parse import quote_plus
from dataclasses import dataclass
from typing import Callable

from flask import g, url_for
from markupsafe import Markup, escape

from domain.kernel.changes import join_pointer
from journal.projections.entries import DICE_SHOWN
from journal.projections.explaining import short

from domain.kernel import json_text

from .snapshot import drawn_views

MAX_DEPTH = 8


def humanize(key) -> str:
    """A key or a value in words: "port_cost" -> "Port cost", True -> "Yes" (an option on or off)."""
    if isinstance(key, bool):
        return "Yes" if key else "No"
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
    """A die as it shows: its kind's hue, its kind and sides as its title, its value."""
    kind, sides, value = die.get("kind", "d"), die.get("sides", "?"), die.get("value", "?")
    return Markup(f"{_opening(kind, sides)}{escape(value)}</span>")


def dice_runs(dice: list[dict], owners: list[str] | None = None) -> list[dict]:
    """The dice of a log line in runs of one owner and one kind, each run labelled ("Thea ·
    action", "d20"), so a row of faces says whose each die is and what it is."""
    runs: list[dict] = []
    for die, owner in zip(dice, owners or [""] * len(dice)):
        kind = str(die.get("kind") or die.get("type") or "d").replace("_", " ").replace("-", " ")
        label = " · ".join(part for part in (owner, kind if kind != "d" else f"d{die.get('sides', '?')}") if part)
        if runs and runs[-1]["label"] == label:
            runs[-1]["dice"].append(die)
        else:
            runs.append({"label": label, "dice": [die]})
    return runs


def _opening(kind, sides) -> str:
    return f'<span class="die" style="--hue:{die_hue(str(kind))}" title="{escape(kind)} d{escape(sides)}">'


def replay_href(access, position: int) -> str:
    """The replay page at `position`: its address is built once per request and campaign (a
    timeline links every entry, and url_for costs more than the entry's other parts)."""
    bases = g.setdefault("replay_bases", {})
    if access.id not in bases:
        bases[access.id] = url_for("replay.page", cid=access.id)
    return f"{bases[access.id]}?at={int(position)}"


@dataclass(frozen=True)
class Why:
    """Where the values of one view are explained: `href(pointer)` is the explanation's page."""

    view: str
    href: Callable[[str], str]

    def link(self, shown: Markup, path: tuple) -> Markup:
        # joined by hand: a long view has thousands of values, and Markup.format is slow
        pointer = join_pointer(path)
        return Markup(f'<a class="why" href="{escape(self.href(pointer))}" data-view="{escape(self.view)}" '
                      f'data-pointer="{escape(pointer)}">{shown}</a>')


NONE, YES, NO = Markup('<span class="none">—</span>'), Markup("yes"), Markup("no")


def _scalar(value, why: Why | None = None, path: tuple = ()) -> Markup:
    if value is None:
        shown = NONE
    elif isinstance(value, bool):
        shown = YES if value else NO
    else:
        shown = escape(str(value))
    return why.link(shown, path) if why else shown


def _is_plain(value) -> bool:
    return value is None or isinstance(value, (str, int, float, bool)) or is_die(value)


def _record_table(rows: list[dict], depth: int, why, path: tuple) -> Markup:
    keys = list(dict.fromkeys(key for row in rows for key in row))
    head = "".join(f"<th>{escape(humanize(k))}</th>" for k in keys)
    body = "".join("<tr>" + "".join(f"<td>{render(row.get(k), depth + 1, why if k in row else None, (*path, i, k))}</td>"
                                    for k in keys) + "</tr>" for i, row in enumerate(rows))
    return Markup(f'<table class="records"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')


def _list(values: list, depth: int, why, path: tuple) -> Markup:
    if not values:
        none = Markup('<span class="none">none</span>')
        return why.link(none, path) if why else none
    if all(is_die(v) for v in values):
        dice = Markup("").join(die_face(v) for v in values)
        return Markup('<span class="dice">{}</span>').format(why.link(dice, path) if why else dice)
    if all(isinstance(v, dict) for v in values) and all(all(_is_plain(x) or isinstance(x, list) for x in v.values()) for v in values):
        return _record_table(values, depth, why, path)
    items = [render(v, depth + 1, why, (*path, i)) for i, v in enumerate(values)]
    if all(_is_plain(v) for v in values) and len(values) <= 6:
        return Markup('<span class="inline-list">{}</span>').format(Markup(", ").join(items))
    if all(_is_plain(v) for v in values):
        return Markup('<ul class="chips">{}</ul>').format(Markup("").join(Markup("<li>{}</li>").format(i) for i in items))
    return Markup('<ol class="items">{}</ol>').format(Markup("").join(Markup("<li>{}</li>").format(i) for i in items))


def _is_row(value) -> bool:
    """A dict that reads as one row of a table: its values plain, or lists of plain values."""
    return isinstance(value, dict) and bool(value) and not is_die(value) and all(
        _is_plain(v) or (isinstance(v, list) and all(_is_plain(x) for x in v)) for v in value.values())


def _keyed_table(value: dict, depth: int, why, path: tuple) -> Markup:
    """Things by name, each with the same kind of facts (locations, characters, players): one
    row each, the name heading its row, a column per fact, instead of a table inside a table."""
    keys = list(dict.fromkeys(key for row in value.values() for key in row))
    head = "<th></th>" + "".join(f'<th scope="col">{escape(humanize(k))}</th>' for k in keys)
    body = "".join(f'<tr><th scope="row">{escape(humanize(name))}</th>' + "".join(
        f"<td>{render(row.get(k), depth + 1, why if k in row else None, (*path, name, k))}</td>" for k in keys)
        + "</tr>" for name, row in value.items())
    return Markup(f'<table class="records"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')


def _compact(value: dict) -> bool:
    """Many short numbers or words (skills, counters) read best side by side."""
    return len(value) >= 3 and all(
        isinstance(v, (int, float, str)) and not isinstance(v, bool) and len(str(v)) <= 12 for v in value.values())


def _dict(value: dict, depth: int, why, path: tuple) -> Markup:
    if not value:
        none = Markup('<span class="none">none</span>')
        return why.link(none, path) if why else none
    if depth > 0 and _compact(value):
        return Markup('<ul class="chips pairs">{}</ul>').format(Markup("").join(
            Markup("<li><span>{}</span> <strong>{}</strong></li>").format(humanize(k), _scalar(v, why, (*path, k)))
            for k, v in value.items()))
    if len(value) >= 2 and all(_is_row(v) and len(v) >= 2 for v in value.values()):
        return _keyed_table(value, depth, why, path)
    rows = "".join(f'<tr><th scope="row">{escape(humanize(k))}</th><td>{render(v, depth + 1, why, (*path, k))}</td></tr>'
                   for k, v in value.items())
    return Markup(f'<table class="fields">{rows}</table>')


def render(value, depth: int = 0, why: Why | None = None, path: tuple = ()) -> Markup:
    """Readable HTML for any JSON-plain value; with `why`, each value links to its explanation."""
    if depth > MAX_DEPTH:
        code = Markup("<code>{}</code>").format(json_text.spaced(value)[:500])
        return why.link(code, path) if why else code
    if is_die(value):
        return why.link(die_face(value), path) if why else die_face(value)
    if isinstance(value, dict):
        return _dict(value, depth, why, path)
    if isinstance(value, list):
        return _list(value, depth, why, path)
    return _scalar(value, why, path)


def reading(name: str, blocks: list[dict], changed: bool = False) -> Markup:
    """A view as people read it (the ruleset's `readings`): sentences and tables under
    headings. Written here rather than as a template macro: a long campaign's history reads
    as a table of every year, and its cells through the macro were a tenth of a replay page."""
    parts = [f'<section class="reading{" changed" if changed else ""}" data-view="{escape(name)}" '
             f'aria-labelledby="reading-{escape(name)}"><h2 id="reading-{escape(name)}">{escape(humanize(name))}</h2>']
    for block in blocks:
        parts.append(f"<h3>{escape(block['heading'])}</h3>")
        if block.get("lines"):
            parts.append('<ul class="sentences">' + "".join(f"<li>{escape(line)}</li>" for line in block["lines"]) + "</ul>")
        if block.get("rows"):
            parts.append(f'<div class="table-frame" tabindex="0" role="group" aria-label="{escape(block["heading"])}">'
                         '<table class="reading-table"><thead><tr>'
                         + "".join(f'<th scope="col">{escape(column)}</th>' for column in block["columns"])
                         + "</tr></thead><tbody>" + "".join(_reading_row(row) for row in block["rows"])
                         + "</tbody></table></div>")
    return Markup("".join(parts) + "</section>")


def _reading_row(row: list) -> str:
    if not row:
        return "<tr></tr>"
    return (f'<tr><th scope="row">{escape(row[0])}</th>'
            + "".join(f"<td>{'—' if cell is None else escape(cell)}</td>" for cell in row[1:]) + "</tr>")


WIDE = 1200


def is_wide(value) -> bool:
    """A view with a lot in it gets the whole width of the page."""
    return len(json_text.spaced(value, default=str)) > WIDE


def register_filters(app) -> None:
    app.jinja_env.filters["is_wide"] = is_wide
    app.jinja_env.filters["drawn_views"] = drawn_views
    app.jinja_env.filters["render_json"] = lambda value, why=None: render(value, why=why)
    app.jinja_env.globals["why_of"] = why_of
    app.jinja_env.globals["reading"] = reading
    app.jinja_env.globals["replay_href"] = replay_href
    app.jinja_env.globals["DICE_SHOWN"] = DICE_SHOWN   # of a row's dice shown (_event_rows.html)
    app.jinja_env.filters["short_value"] = short
    app.jinja_env.filters["humanize"] = humanize
    app.jinja_env.globals["dice_runs"] = dice_runs
    app.jinja_env.filters["die_hue"] = die_hue
    app.jinja_env.filters["die_face"] = die_face
    app.jinja_env.filters["tojson_pretty"] = lambda v: json_text.pretty(v)


def why_of(access, view: str, at: int | None = None) -> Why:
    """The explanations of one view of a campaign (at a position: as it stood then)."""
    base = url_for("explain.page", cid=access.id, view=view, **({"at": at} if at else {}))
    return Why(view, lambda pointer: f"{base}&path={quote_plus(pointer)}")
