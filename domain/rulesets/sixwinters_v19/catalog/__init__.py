"""Card facts of Six Winters v19.3: the built-in practice set, a group's own file, checks."""
from .builtin import builtin, shared_builtin
from .errors import CatalogError
from .hook import HOOK
from .validate import validate

__all__ = ["builtin", "shared_builtin", "CatalogError", "HOOK", "validate"]
