"""Imports every megami module so that their card scripts (and host rules) are registered."""
from sakura_lab.cards import (  # noqa: F401, I001 - megami 10 on are appended in the order they were added
    chikage,
    hagane,
    himika,
    oboro,
    saine,
    shinra,
    tokoyo,
    yukihi,
    yurina,
    raira,
)
