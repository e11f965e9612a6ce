"""Secrets in envelopes: what the journal seals when it records an event, and what it opens,
for whom, when it reads one (the commitments are domain/kernel/secrets.py's).

An envelope may carry three more fields, covered by its hash like every other:
- "seat": the seat its command acted for;
- "audience": who may read the event when not everyone ("gm" or a list of seats);
- "sealed": {pointer: audience} for every value replaced by {"sealed": commitment}, pointers
  into the envelope: "/data/order" or "/command/dice" for what is face down
  (audience "nobody"), "/data", "/command" and "/rolls" for a private event (its audience).
The values and their salts live in the secret vault (secret_vault.py). A reader gets a value
when its audience admits them or a later `journal/secrets-revealed` event opened it.
"""
from __future__ import annotations

import secrets as random_source
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Mapping

from domain.kernel import generic_events
from domain.kernel.changes import join_pointer, split_pointer
from domain.kernel.events import Event
from domain.kernel.secrets import (Opening, commitment, exists, get, is_placeholder, placeholders, put,
                                   seal as seal_values, withhold)
from domain.kernel.viewers import NOBODY, Audience, Viewer

PRIVATE_PARTS = ("/data", "/command", "/rolls")


def new_salt() -> str:
    return random_source.token_hex(32)


@dataclass(frozen=True)
class Secret:
    """One sealed value: where it was sealed, who may read it, the value and its salt."""

    position: int
    pointer: str
    audience: Any        # the stored form: "nobody", "gm" or a list of seats
    value: Any
    salt: str

    @property
    def commitment(self) -> str:
        return commitment(self.value, self.salt)

    def admits(self, viewer: Viewer) -> bool:
        return Audience.from_json(self.audience).admits(viewer)

    def opening(self) -> Opening:
        return Opening(self.position, self.pointer, self.value, self.salt)

    def to_json(self) -> dict:
        return {"position": self.position, "pointer": self.pointer, "audience": self.audience,
                "value": self.value, "salt": self.salt}

    @classmethod
    def from_json(cls, data: Mapping) -> "Secret":
        return cls(data["position"], data["pointer"], data["audience"], data["value"], data["salt"])


def _sealed_die(value: Any) -> bool:
    return isinstance(value, dict) and "sides" in value and bool(value.get("sealed"))


def sealed_dice(document: Any, prefix: str = "") -> list[str]:
    """Pointers of the sealed dice in a command: a list of them as one, a lone die as itself."""
    return [prefix + join_pointer(path) for path in _sealed_paths(document, ())]


def _sealed_paths(document: Any, path: tuple) -> Iterator[tuple]:
    """The keys down to each sealed die or list of them (a pointer is written only for those)."""
    if _sealed_die(document) or (isinstance(document, list) and document
                                 and all(_sealed_die(item) for item in document)):
        yield path
        return
    items = document.items() if isinstance(document, dict) else enumerate(document) if isinstance(document, list) else ()
    for key, value in items:
        if isinstance(value, (dict, list)):
            yield from _sealed_paths(value, (*path, key))


def to_seal(event: Event, envelope: dict, face_down: Iterable[str]) -> dict[str, Any]:
    """{envelope pointer: audience} of what this event keeps out of the log: its face-down
    values (in its data and its command), the sealed dice of its command, and all of it when
    the event is private."""
    found: dict[str, Any] = {}
    for pointer in face_down:
        for part in ("/data", "/command"):
            if envelope.get(part[1:]) is not None and exists(envelope, part + pointer):
                found[part + pointer] = NOBODY.to_json()
    if envelope.get("command") is not None:
        for pointer in sealed_dice(envelope["command"], "/command"):
            found.setdefault(pointer, NOBODY.to_json())
    if not event.audience.public:
        for part in PRIVATE_PARTS:
            if envelope.get(part[1:]) is not None:
                found[part] = event.audience.to_json()
    return found


def seal(envelope: dict, sealing: Mapping[str, Any], salt: Callable[[], str] = new_salt) -> tuple[dict, list[Secret]]:
    """The envelope with its secrets replaced by commitments, and the secrets to keep."""
    if not sealing:
        return envelope, []
    salts = {pointer: salt() for pointer in sealing}
    sealed, values = seal_values(envelope, sealing, salts)
    kept = [Secret(envelope["position"], pointer, sealing[pointer], value, salts[pointer])
            for pointer, value in values.items()]
    return {**sealed, "sealed": dict(sealing)}, kept


def salts_of(envelope: dict, vault: Mapping[str, Secret]) -> list[str]:
    """The salts of an envelope's sealed values in pointer order (chained into the state)."""
    found = []
    for pointer in sorted(envelope.get("sealed") or {}):
        secret = _secret_at(envelope, pointer, vault)
        if secret is not None:
            found.append(secret.salt)
    return found


def _secret_at(envelope: dict, pointer: str, vault: Mapping[str, Secret]) -> Secret | None:
    """The secret behind the placeholder at `pointer` (outer placeholders opened first)."""
    node = envelope
    for part in split_pointer(pointer):
        if is_placeholder(node):
            secret = vault.get(node["sealed"])
            node = secret.value if secret else None
        if node is None:
            return None
        node = node[int(part)] if isinstance(node, list) else node.get(part) if isinstance(node, dict) else None
    return vault.get(node["sealed"]) if is_placeholder(node) else None


def opened(envelope: dict, vault: Mapping[str, Secret], may_read: Callable[[int, str, Any], bool]) -> dict:
    """The envelope with every sealed value `may_read(position, pointer, audience)` allows put back
    (outermost first; a value missing from the vault stays sealed)."""
    sealing = envelope.get("sealed") or {}
    for pointer in sorted(sealing, key=lambda p: len(split_pointer(p))):
        if not may_read(envelope["position"], pointer, sealing[pointer]) or not exists(envelope, pointer):
            continue
        node = get(envelope, pointer)
        secret = vault.get(node["sealed"]) if is_placeholder(node) else None
        if secret is not None:
            envelope = put(envelope, pointer, secret.value)
    return envelope


def fully_opened(envelope: dict, vault: Mapping[str, Secret]) -> dict:
    """Everything in the clear: for folding, and for an audit."""
    return opened(envelope, vault, lambda position, pointer, audience: True)


def for_viewer(envelope: dict, vault: Mapping[str, Secret], viewer: Viewer, revealed: set[tuple[int, str]],
               face_down: Iterable[str]) -> dict:
    """The envelope as a viewer may read it: what its audience admits them to or what was
    revealed since, opened; values recorded in the clear before they were face down, withheld
    (`withheld` lists them: such an envelope no longer matches its hash)."""
    if viewer.audit:
        return fully_opened(envelope, vault)

    def may_read(position: int, pointer: str, audience: Any) -> bool:
        return (position, pointer) in revealed or Audience.from_json(audience).admits(viewer)

    shown = opened(envelope, vault, may_read)
    sealing = envelope.get("sealed") or {}
    clear = [p for p in face_down if "/data" + p not in sealing and exists(shown.get("data"), p)
             and not is_placeholder(get(shown["data"], p))]
    if not clear:
        return shown
    command = shown.get("command")
    return {**shown, "data": withhold(shown["data"], clear), "command": withhold(command, clear) if command else command,
            "rolls": None, "withheld": ["/data" + p for p in clear]}


def placeholders_in(envelope: dict, vault: Mapping[str, Secret]) -> list[tuple[str, str]]:
    """(pointer, commitment) of every sealed value of an envelope, those inside sealed values
    the vault holds included."""
    found, todo = [], [("", envelope)]
    while todo:
        prefix, document = todo.pop()
        for pointer, sealed in placeholders(document, prefix):
            found.append((pointer, sealed))
            if sealed in vault:
                todo.append((pointer, vault[sealed].value))
    return found


def audience_of(envelope: dict) -> Audience:
    return Audience.from_json(envelope.get("audience") or "all")


def openings_event(secrets: Iterable[Secret]) -> Event:
    """The event that makes sealed values public: each with its salt, checkable by anyone."""
    openings = [secret.opening().to_json() for secret in secrets]
    return Event(generic_events.SECRETS_REVEALED, {"openings": openings})


def revealed_in(envelopes: Iterable[dict]) -> dict[tuple[int, str], Opening]:
    """(position, pointer) -> opening, from every `journal/secrets-revealed` event."""
    found = {}
    for envelope in envelopes:
        if envelope["type"] == generic_events.SECRETS_REVEALED:
            for item in envelope["data"]["openings"]:
                opening = Opening.from_json(item)
                found[(opening.position, opening.pointer)] = opening
    return found
