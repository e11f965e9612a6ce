"""The board and cards of Dwarfs Winter: built in (our reading), or a group's own board file."""
from .builtin import builtin
from .errors import BoardError
from .files import load_file
from .hook import HOOK
from .validate import validate

__all__ = ["builtin", "BoardError", "load_file", "HOOK", "validate"]
