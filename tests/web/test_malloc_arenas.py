"""The site process shares one C heap among its threads and maps big blocks on their own
(this machine's C library is glibc)."""
from web.malloc_arenas import share_heaps


def test_glibc_takes_the_limit_on_heaps_and_the_fixed_threshold():
    assert share_heaps() is True

