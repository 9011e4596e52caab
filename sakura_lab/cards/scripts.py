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
# older readings (issue 17): the scripts of earlier seasons' card texts, registered after the current ones
from sakura_lab.cards import (  # noqa: F401
    hatsumi_old,
    honoka_old,
    korunu_old,
    kururu_old,
    megumi_old,
    mizuki_old,
    raira_old,
    thallya_old,
    utsuro_old,
    yatsuha_old,
)
