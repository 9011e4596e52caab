"""The one error type of the simulation layer, shared by study descriptions, parsing, runner and storage.

It lives on its own so that storage can raise it without importing anything about studies."""
from __future__ import annotations


class StudyError(ValueError):
    """Bad study input (unknown megami / card / player, bad numbers, conflicting folder...): one line."""


__all__ = ["StudyError"]
