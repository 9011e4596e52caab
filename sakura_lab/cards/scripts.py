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

# isort: split
# older readings (issue 17): the scripts of texts earlier seasons printed, registered after the current ones
from sakura_lab.cards import (  # noqa: F401
    akina_old,
    innealra_old,
    kamuwi_old,
    kanawe_old,
    renri_old,
    shisui_old,
)
