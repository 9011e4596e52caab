"""Errors of the ai layer, in a module of their own: mypyc (``scripts/compile.py``) compiles
``evaluation.py`` and cannot compile a class that inherits from a builtin exception."""
from __future__ import annotations


class WeightsFormatError(RuntimeError):
    """A weights file that does not match the evaluation's features (wrong format, missing or unknown
    features): re-fit with ``scripts/fit_evaluation.py`` or migrate it explicitly."""
