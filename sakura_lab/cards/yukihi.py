"""Card effects of Yukihi and her alternate forms (latest season), written in the engine's DSL."""
from __future__ import annotations
