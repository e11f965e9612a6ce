"""What a player reads on the table page, and the code words in it that should have been
phrases ("reroll-action", "pc", "gm", "Characters ( 2)", "Add a characters").

`page_text` is the text of a rendered table page as a reader sees it (no scripts, no markup,
no attributes); `moves_text` the words the moves panel draws from the moves document, as
static/move_fields.js draws them: each move's label and group, each field's heading (its
`label`, else its name), each choice's chip (its `labels` entry, else the item itself).
`code_words` finds what reads like an identifier in either."""
from __future__ import annotations

import json
import re
from html.parser import HTMLParser

# snake_case and kebab-case words, and words a program uses for a role or a kind
IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+\b")
CODE_WORDS = re.compile(r"\b(?:pc|npc|gm|pcs|npcs|true|false|null)\b")
# a count with a gap before it ("( 2)"); "a" before a plural ("Add a characters")
ODD = re.compile(r"\(\s+\d|\ba (?![a-z]*(?:ss|us|is)\b)[a-z]+s\b")
HASH = re.compile(r"^[0-9a-f]{4}(?:-[0-9a-f]{4})+$")   # a receipt's short hash is read out as it is
# English words written with a hyphen: not code
WORDS = {"face-down", "face-up", "game-master", "one-tap", "two-step", "re-roll", "re-rolls", "well-being",
         "x-ray", "self-control", "nine-trait", "long-term", "short-term", "half-orc", "half-elf", "half-elves"}
ROLL_WORDS = {"physical": "Dice on the table", "app": "Let the app roll"}


def code_words(text: str) -> list[str]:
    """The identifier-looking words in `text`, each once, in order."""
    found = [m.group(0) for pattern in (IDENTIFIER, CODE_WORDS, ODD) for m in pattern.finditer(text)]
    return list(dict.fromkeys(word for word in found if word.lower() not in WORDS and not HASH.match(word)))


class _Shown(HTMLParser):
    """Collects the text a reader sees: not scripts or styles, nor what the page keeps hidden
    until asked (the "Details" of the table view, the correction forms behind "Correct")."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.said, self.open, self.hiding = [], [], 0

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            return
        found = dict(attrs)
        hides = tag in ("script", "style") or "hidden" in found or "hidden" in (found.get("class") or "").split()
        self.open.append(hides)
        self.hiding += hides

    def handle_endtag(self, tag):
        if tag in self.VOID or not self.open:
            return
        self.hiding -= self.open.pop()

    def handle_data(self, data):
        if not self.hiding:
            self.said.append(data)


def page_text(page: str) -> str:
    """The text of an HTML page as a reader sees it, in one line per piece."""
    reader = _Shown()
    reader.feed(page)
    return "\n".join(piece.strip() for piece in reader.said if piece.strip())


def heading(name: str, spec: dict) -> str:
    """A field's heading as move_fields.js writes it."""
    return spec.get("label") or (name.replace("_", " ").replace("-", " ").capitalize())


def chip(item, name: str = "") -> str:
    """One choice as move_fields.js shows it when the field has no `labels`."""
    if name == "roll" and item in ROLL_WORDS:
        return ROLL_WORDS[item]
    if isinstance(item, bool):
        return "yes" if item else "no"
    if isinstance(item, list):
        return " + ".join(chip(i) for i in item) if item else "nothing"
    if isinstance(item, dict):
        if "value" in item and ("type" in item or "kind" in item):
            return f"{item.get('type') or item['kind']} {item['value']}"
        return " · ".join(chip(v) for v in item.values())
    return "nothing" if item is None else str(item)


def field_words(name: str, spec: dict) -> list[str]:
    """The words a field shows: its heading, its chips and those of the fields inside it."""
    said = [heading(name, spec)]
    if "choices" in spec:
        said += spec.get("labels") or [chip(item, name) for item in spec["choices"]]
    elif "fixed" in spec:
        said.append(chip(spec["fixed"], name))
    elif "each" in spec:
        said += [word for inner, sub in spec["each"].items() for word in field_words(inner, sub)]
    elif "by" in spec:
        said = [word for case in spec["cases"].values() for word in field_words(name, case)]
    return said


def moves_text(document: dict) -> str:
    """Every word the moves panel may show for the moves document."""
    said = []
    for move in document["moves"]:
        said += [move["label"], move.get("group") or ""]
        said += [word for name, spec in move["fields"].items() for word in field_words(name, spec)]
    return "\n".join(said)


def moves_of(page: str) -> dict:
    """The moves document a rendered table page carries for its script."""
    found = re.search(r'<script type="application/json" id="moves-document">(.*?)</script>', page, re.S)
    return json.loads(found.group(1).replace("<\\/", "</"))
