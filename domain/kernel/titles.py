"""Titles in words for the values a page offers to explain (the `value_title` hook): a
ruleset lists the paths it has words for, with "*" where a name or an index stands, and says
each one as the rulebook does ("Audi's Life Points" for /characters/2/life/current)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

ANY = "*"
NAMES = ("name", "player")   # the fields that name a record in a list
# (view, path pattern) -> the title from the tokens that stood for "*", read as names
Titles = Mapping[tuple[str, tuple[str, ...]], Callable[..., str]]


def title_from(titles: Titles, view: str, path: tuple, document: Any, keys: tuple[str, ...] = NAMES) -> str | None:
    """The title the first matching pattern gives, or None (explain then titles the value by its
    path). Each "*" token is handed on as the name of the record it indexes, when it indexes a
    list of records with one of `keys` ("name" or "player"), so an index reads as the
    character's name."""
    for (named_view, pattern), say in titles.items():
        if named_view == view and len(pattern) == len(path) and \
                all(want in (ANY, token) for want, token in zip(pattern, path)):
            return say(*_names(document, path, pattern, keys))
    return None


def _names(document: Any, path: tuple, pattern: tuple, keys: tuple[str, ...]) -> list[str]:
    """The tokens that stood for "*", each an index read as its record's name where it has one."""
    found, names = document, []
    for want, token in zip(pattern, path):
        item = _step(found, token)
        if want == ANY:
            names.append(_name_of(item, token, keys) if isinstance(found, list) else token)
        found = item
    return names


def _step(found: Any, token: str) -> Any:
    if isinstance(found, dict):
        return found.get(token)
    if isinstance(found, list) and token.isdigit() and int(token) < len(found):
        return found[int(token)]
    return None


def _name_of(item: Any, token: str, keys: tuple[str, ...]) -> str:
    if isinstance(item, dict):
        for key in keys:
            if isinstance(item.get(key), str):
                return item[key]
    return token


def words(token: str) -> str:
    """A key as a word of a title: "reserve_actions" -> "Reserve actions"."""
    text = token.replace("_", " ")
    return text[:1].upper() + text[1:]


def whose(name: str) -> str:
    """"Keel's", "Thomas'": a name as the owner of what follows."""
    return name + ("'" if name.endswith("s") else "'s")
