"""The process caches bounded by weight (domain/kernel/bounded.py): kept in the kernel, which
imports nothing from the journal, so the fingerprints' own cache (kernel/fingerprints.py) is
bounded the same way."""
from domain.kernel.bounded import Bounded

__all__ = ["Bounded"]
