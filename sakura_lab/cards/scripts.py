"""Imports every megami module so that their card scripts (and host rules) are registered."""
from sakura_lab.cards import (  # noqa: F401, I001 - new megami are appended at the end
    chikage,
    hagane,
    himika,
    oboro,
    saine,
    shinra,
    tokoyo,
    yukihi,
    yurina,
    thallya,
)
