"""Fewer C heaps for a threaded site process.

glibc gives each thread that allocates its own heap (up to eight per core), and a heap
keeps what a page freed as resident memory: a site with eight request threads grew some
14 MB more than one heap shared by all (measured with bench/site_memory.py on a
10,000-event campaign). Python's own small objects are not affected. `mallopt(M_ARENA_MAX)`
is glibc's documented switch (the MALLOC_ARENA_MAX environment variable does the same when
it is set before the process starts); elsewhere nothing is done.
"""
from __future__ import annotations

import ctypes
import ctypes.util

M_ARENA_MAX = -8   # glibc's <malloc.h>
ARENAS = 2


def share_heaps(arenas: int = ARENAS) -> bool:
    """Whether the C library took the limit (False off glibc)."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_ARENA_MAX, arenas))
    except (OSError, AttributeError):
        return False
