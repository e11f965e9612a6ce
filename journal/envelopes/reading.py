"""Envelopes as one reader may read them (secrecy.py seals and opens; this chooses for whom).

Without a viewer, or for an audit, every sealed value is opened: that is what folding and
the shell's `journal log` need. For a member of the site: what their audiences admit them
to, and what the log has revealed since, is opened; values an older event recorded in the
clear before they were face down are withheld. An event outside their audience keeps its
commitments; the site shows its shadow sentence instead.
"""
from __future__ import annotations

from uuid import UUID

from domain.kernel.events import Recorded
from domain.kernel.viewers import Viewer

from . import envelope as envelopes
from .recorded import face_down
from .secrecy import Secret, audience_of, for_viewer, fully_opened, placeholders_in


def envelopes_for(sealed, stream: UUID, rules, found: list[dict], viewer: Viewer | None) -> list[dict]:
    holding = any(env.get("sealed") for env in found)
    vault = sealed.of(stream) if holding else {}
    if viewer is None or viewer.audit:
        return [fully_opened(env, vault) for env in found]
    revealed = sealed.opened(stream) if holding else frozenset()   # what was opened matters to sealed values only
    return [_shown(rules, env, vault, viewer, revealed) for env in found]


def envelope_for_each(sealed, stream: UUID, rules, env: dict, viewers: list[Viewer]) -> list[tuple[dict, dict | None]]:
    """One envelope as each of `viewers` reads it, the campaign's sealed values read once for all
    (an event is told to a table's usual readers at once, on append and on import), each with
    the envelope as they will read it once every value sealed in it is opened (`settled`)."""
    vault = sealed.of(stream) if env.get("sealed") else {}
    revealed = sealed.opened(stream) if env.get("sealed") and any(not viewer.audit for viewer in viewers) \
        else frozenset()   # what the log opened matters to an event's sealed values only
    return [(fully_opened(env, vault) if viewer.audit else _shown(rules, env, vault, viewer, revealed),
             settled(rules, env, vault, viewer) if env.get("sealed") else None) for viewer in viewers]


def settled_for(sealed, stream: UUID, rules, found: list[dict], viewer: Viewer) -> list[dict | None]:
    """`settled` of each envelope that holds sealed values (None for the others)."""
    vault = sealed.of(stream) if any(env.get("sealed") for env in found) else {}
    return [settled(rules, env, vault, viewer) if env.get("sealed") else None for env in found]


def settled(rules, env: dict, vault, viewer: Viewer) -> dict | None:
    """The envelope as `viewer` will read it once every value sealed in it is opened (values it
    recorded in the clear before they were face down stay withheld), or None when the vault
    lacks one of them (a copy imported without its vault: only the log can open it)."""
    if viewer.audit:
        return fully_opened(env, vault)
    if not all(commitment in vault for _, commitment in placeholders_in(env, vault)):
        return None
    opened_all = frozenset((env["position"], pointer) for pointer in env.get("sealed") or {})
    return _shown(rules, env, vault, viewer, opened_all)


def _shown(rules, env: dict, vault: dict, viewer: Viewer, revealed: set) -> dict:
    shown = for_viewer(env, vault, viewer, revealed, face_down(rules, fully_opened(env, vault)))
    if audience_of(env).admits(viewer) or (env["position"], "/data") in revealed:
        return shown
    return {**shown, "shadow": rules.shadow(shadowed(env))}


def shadowed(env: dict) -> Recorded:
    """What a shadow sentence may read of an event: its kind, seat and audience, nothing it holds."""
    return Recorded(kind=env["type"], data={}, position=env["position"], source=env["source"], actor=env["actor"],
                    recorded_at=env["recorded_at"], version=env["version"], seat=env.get("seat"),
                    audience=audience_of(env))


def secrets_in(vault: dict, rows) -> list[Secret]:
    """The vault's secrets that the given stored rows commit to (what a copy of them needs)."""
    wanted = {commitment for row in rows for _, commitment in placeholders_in(envelopes.decode(row.data), vault)}
    return [vault[commitment] for commitment in sorted(wanted) if commitment in vault]
