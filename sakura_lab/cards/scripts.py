"""Imports every megami module so that their card scripts (and host rules) are registered."""
from sakura_lab.cards import (  # noqa: F401
    chikage,
    hagane,
    himika,
    honoka,
    kururu,
    oboro,
    raira,
    saine,
    shinra,
    thallya,
    tokoyo,
    utsuro,
    yatsuha,
    yukihi,
    yurina,
)
