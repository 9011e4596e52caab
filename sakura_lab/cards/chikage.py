"""Card effects of Chikage and her alternate forms (latest season), written in the engine's DSL."""
from __future__ import annotations
