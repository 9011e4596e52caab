"""The rules engine. Importing the package wires the layers together: the run loop, the player view and
the modified distance are installed in ``state.RUNTIME`` (the state module imports nothing above it)."""
from sakura_lab.engine import abilities, resolve, view
from sakura_lab.engine.state import RUNTIME

RUNTIME.run = resolve.run
RUNTIME.view = view.PlayerView
RUNTIME.distance = abilities.current_distance
