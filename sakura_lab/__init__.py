"""sakura_lab: a rules engine, AI players and statistics toolkit for Sakura Arms (新幕)."""

__version__ = "0.1.0"
ENGINE_VERSION = __version__
