"""How `journal serve` tunes each site process it starts: the C allocator's settings and the
garbage collector. Applied by default (`journal serve --no-tuning` leaves both as Python and
the C library set them); docs/serve.md says what each does, docs/dev/performance.md what
it was measured to save. Nothing here is done by create_app: the test suite builds hundreds
of sites in one process, and a bench's site applies `settle` itself.

The allocator. glibc gives each thread that allocates its own heap (up to eight per core), and
a heap keeps what a page freed as resident memory, so a threaded site process grows with its
request threads: one heap is shared by all of them. A block of MAPPED_FROM bytes or more (a
stored snapshot's bytes, a page of events as JSON) is mapped on its own and given back when
freed; glibc would raise that threshold to the largest block freed so far, after which such
blocks come from the heap and stay resident, so the threshold is fixed. Python's own small
objects are not affected (pymalloc). `mallopt` is glibc's documented switch (the
MALLOC_ARENA_MAX and MALLOC_MMAP_THRESHOLD_ environment variables do the same when set before
the process starts); elsewhere nothing is done.

The collector. Python's full collection walks every object that has lived long, and a built
site holds a great many that live as long as the process (its modules, templates, rulesets and
catalogs); the full collections that allocation triggers every few pages walk them all again.
`gc.freeze()` moves what exists once the site is built out of the collector's sight: those
objects are still freed when nothing refers to them, only never walked again.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc

M_MMAP_THRESHOLD = -3   # glibc's <malloc.h>
M_ARENA_MAX = -8
ARENAS = 1
MAPPED_FROM = 128 * 1024   # bytes: glibc's own starting threshold, kept from moving


def share_heaps(arenas: int = ARENAS, mapped_from: int = MAPPED_FROM) -> bool:
    """Whether the C library took both settings (False off glibc). Called before the site is
    built, so that what building it allocates comes from the one heap."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_ARENA_MAX, arenas)) and bool(libc.mallopt(M_MMAP_THRESHOLD, mapped_from))
    except (OSError, AttributeError):
        return False


def settle() -> int:
    """Collect what building the site left behind, then freeze the rest; the number of
    objects frozen. Called once the site is built, in each process that serves it."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()
