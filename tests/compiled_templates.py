"""The site's templates compiled once per test worker, not once per test.

Each test makes a new site (`create_app`), and a new site's Jinja environment parses and compiles
every template it renders again. A production process makes one site and compiles each template
once; the tests make some two thousand. Jinja's bytecode cache, kept in memory for the worker and
keyed by each template's name and source checksum, lets every new site load what an earlier one
compiled; an edited template has a new checksum and is compiled afresh.
"""
from __future__ import annotations

import jinja2


class CompiledTemplates(jinja2.BytecodeCache):
    """Jinja's bytecode cache in a dict: the worker's compiled templates by key."""

    def __init__(self):
        self.compiled: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        code = self.compiled.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self.compiled[bucket.key] = bucket.bytecode_to_string()


WORKER = CompiledTemplates()


def share(app):
    """`app`, its templates loaded from (and compiled into) the worker's cache."""
    app.jinja_env.bytecode_cache = WORKER
    return app
