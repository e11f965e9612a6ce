"""The garbage collector of a site process, settled once the site is built.

Python's full collection walks every object that has lived long, and a built site holds
some hundred thousand of them (its modules, templates, rulesets and catalogs) that live as
long as the process. On a 10,000-event campaign the full collections that allocation
triggers every few pages cost about 6 ms a page on average (measured with gc.callbacks
while serving the replay page in bench/scale_bench.py's store), a tenth of the page.
`gc.freeze()` moves what exists now out of the collector's sight: those objects are still
freed when nothing refers to them, only never walked again. Done once per process after
the app is built (`journal serve`, each gunicorn worker, the bench's site), not by
create_app: the test suite builds hundreds of apps in one process.
"""
from __future__ import annotations

import gc


def settle() -> int:
    """Collect what building the site left behind, then freeze the rest; the number of
    objects frozen."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()
