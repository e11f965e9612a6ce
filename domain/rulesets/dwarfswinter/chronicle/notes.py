"""What the chronicle tells in the kernel's words: the players' notes (quoted where they were
written), corrections by hand, and any moment it has no words of its own for. A choice made in
secret by another seat (a shadow in this edition) is left out: the week's story says enough."""
from __future__ import annotations

from domain.kernel.chronicle import NOT_NARRATED, PRIVATE, Moment, narrate_generic, narrate_unknown


def quoted(moment: Moment):
    if moment.kind in NOT_NARRATED or moment.kind == PRIVATE:
        return None
    if moment.kind.startswith("journal/"):
        return narrate_generic(moment)
    return narrate_unknown(moment)
