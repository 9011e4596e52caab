"""Imports every megami module so that their card scripts (and host rules) are registered."""
from sakura_lab.cards import (  # noqa: F401
    chikage,
    hagane,
    hatsumi,
    himika,
    honoka,
<<<<<<< HEAD
    kamuwi,
=======
    kanawe,
>>>>>>> h-kanawe
    korunu,
    kururu,
    megumi,
    mizuki,
    oboro,
    raira,
    saine,
    shinra,
    shisui,
    thallya,
    tokoyo,
    utsuro,
    yatsuha,
    yukihi,
    yurina,
)
