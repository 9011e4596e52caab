"""Exceptions of the engine (kept apart from ``state`` so that module can be compiled with mypyc)."""
from __future__ import annotations


class RulesError(RuntimeError):
    """An engine invariant was broken or an illegal answer was given."""


class HiddenInformationError(PermissionError):
    """An agent asked for something its player may not see (raised by ``view.PlayerView``)."""
