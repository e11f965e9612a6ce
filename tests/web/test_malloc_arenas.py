"""The site process shares a few C heaps among its threads (this machine's C library is glibc)."""
from web.malloc_arenas import share_heaps


def test_glibc_takes_the_limit_on_heaps():
    assert share_heaps() is True
