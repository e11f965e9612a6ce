"""Fewer C heaps for a threaded site process, and big blocks given back when freed.

glibc gives each thread that allocates its own heap (up to eight per core), and a heap
keeps what a page freed as resident memory: a site with eight request threads grew some
14 MB more than one heap shared by all (measured with bench/site_memory.py on a
10,000-event campaign). Python's own small objects are not affected (pymalloc).

A block of 128 KB or more (a stored snapshot's bytes, a page of events as JSON) is mapped
on its own and given back when freed. glibc raises that threshold to the largest block
freed so far, after which such blocks come from the heap and stay resident. One heap and a
fixed threshold kept a site process some 3 MB lower after 240 pages of the long campaign:
82.5 MB twice, against 84.8 and 86.1 with two heaps and the moving threshold (SQLite); on
PostgreSQL 94 MB, highest 95, where it had reached 100 (bench/scale_bench.py).

`mallopt` is glibc's documented switch (the MALLOC_ARENA_MAX and MALLOC_MMAP_THRESHOLD_
environment variables do the same when set before the process starts); elsewhere nothing
is done.
"""
from __future__ import annotations

import ctypes
import ctypes.util

M_MMAP_THRESHOLD = -3   # glibc's <malloc.h>
M_ARENA_MAX = -8
ARENAS = 1
MAPPED_FROM = 128 * 1024   # bytes: glibc's own starting threshold, kept from moving


def share_heaps(arenas: int = ARENAS, mapped_from: int = MAPPED_FROM) -> bool:
    """Whether the C library took both settings (False off glibc)."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_ARENA_MAX, arenas)) and bool(libc.mallopt(M_MMAP_THRESHOLD, mapped_from))
    except (OSError, AttributeError):
        return False
