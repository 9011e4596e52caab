"""Imports every megami module so that their card scripts (and host rules) are registered."""
from sakura_lab.cards import (  # noqa: F401
    akina,
    chikage,
    hagane,
    hatsumi,
    himika,
    honoka,
    innealra,
    kamuwi,
    kanawe,
    korunu,
    kururu,
    megumi,
    misora,
    mizuki,
    oboro,
    raira,
    renri,
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

# older readings (issue 17)
# isort: split
from sakura_lab.cards import (  # noqa: F401
    chikage_old,
    hagane_old,
    himika_old,
    oboro_old,
    saine_old,
    shinra_old,
    tokoyo_old,
    yukihi_old,
    yurina_old,
)
