"""Card effects of Oboro and her alternate forms (latest season), written in the engine's DSL."""
from __future__ import annotations
