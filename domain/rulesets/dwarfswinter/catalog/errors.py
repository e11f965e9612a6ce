"""The one error type of the board and card catalog."""
from __future__ import annotations


class BoardError(ValueError):
    """A board description (built in or a group's file) breaks the catalog's shape.

    ``errors`` lists every problem found, each naming the file and, for a file, the line:
    ``ours.toml, line 12: zone "Forest 1": adjacent zone "Fores 9" is not on the board``.
    """

    def __init__(self, errors: list[str] | str):
        self.errors = [errors] if isinstance(errors, str) else list(errors)
        super().__init__("\n".join(self.errors))
