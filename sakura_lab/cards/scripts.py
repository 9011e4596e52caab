"""Imports every megami module so that their card scripts are registered."""
from sakura_lab.cards import himika, saine, tokoyo, yurina  # noqa: F401
