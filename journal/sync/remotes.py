"""Named remotes: `journal remote add NAME URL --token TOKEN`, kept in the instance folder
(remotes.json, readable by its owner only, as the store's secret key is), so `journal push
CAMPAIGN NAME` needs neither the address nor the token again. A token is never shown back."""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import SyncError
from .remote import Remote

FILE = "remotes.json"
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,39}")


@dataclass(frozen=True)
class Named:
    """A remote as kept: its name, address and token."""

    name: str
    url: str
    token: str

    def remote(self, **options) -> Remote:
        """The site it names, to sync with."""
        return Remote(self.url, self.token, self.name, **options)


def listed(instance: Path) -> list[Named]:
    """The remotes named in this instance folder, by name."""
    path = Path(instance) / FILE
    if not path.exists():
        return []
    try:
        kept = json.loads(path.read_text(encoding="utf-8"))
        return [Named(name, item["url"], item["token"]) for name, item in sorted(kept.items())]
    except (ValueError, KeyError, TypeError, AttributeError):
        raise SyncError(f"{path} is not a list of remotes (remove it and add them again)") from None


def add(instance: Path, name: str, url: str, token: str) -> Named:
    """Name a remote (replacing one of the same name); its address is checked, not visited."""
    if not NAME.fullmatch(name):
        raise SyncError(f"{name!r} is not a remote's name: letters, digits, '.', '_' or '-', at most 40")
    Remote(url, token, name)
    kept = {item.name: item for item in listed(instance)}
    kept[name] = Named(name, url.strip().rstrip("/"), token)
    _write(Path(instance), kept)
    return kept[name]


def remove(instance: Path, name: str) -> None:
    """Forget the remote called `name` (a SyncError names the remotes there are when none is)."""
    kept = {item.name: item for item in listed(instance)}
    if name not in kept:
        raise SyncError(f"no remote named {name!r}" + _known(kept))
    del kept[name]
    _write(Path(instance), kept)


def resolve(instance: Path, target: str, token: str | None) -> Remote:
    """A remote by name, or by address with `token` (a token given beside a name replaces its own)."""
    kept = {item.name: item for item in listed(instance)}
    if target in kept:
        return Remote(kept[target].url, token or kept[target].token, target)
    if "://" not in target:
        raise SyncError(f"no remote named {target!r}" + _known(kept) + " (or give the site's address)")
    if not token:
        raise SyncError("give --token TOKEN: an API token of the campaign's owner on that site "
                        "(`journal user token NAME` there)")
    return Remote(target, token)


def _known(kept: dict) -> str:
    """The end of a sentence naming the remotes there are."""
    return f"; the remotes: {', '.join(sorted(kept))}" if kept else "; none is named yet (journal remote add)"


def _write(instance: Path, kept: dict) -> None:
    """The remotes written whole, readable by the folder's owner only."""
    instance.mkdir(parents=True, exist_ok=True)
    path = instance / FILE
    temporary = path.with_suffix(".tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as out:
        json.dump({name: {"url": item.url, "token": item.token} for name, item in sorted(kept.items())}, out,
                  indent=1)
    os.replace(temporary, path)
