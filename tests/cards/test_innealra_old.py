"""Innealra's older readings (issue 17, ``sakura_lab.cards.innealra_old``), season na-s10: each reading played in
that season, with the exact resulting state, and the same position in the latest season where the effects differ.
Player 0 hosts the Innealra form named + Saine, player 1 Saine + Tokoyo (their cards read the same in na-s10)."""
from __future__ import annotations

import pytest

from sakura_lab.cards import innealra as I
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_MAY,
    DEVOTED,
    DIST,
    ENHANCE,
    LOST_TOKENS,
    OUT,
    SHADOW,
    SPECIAL,
)
from sakura_lab.engine.dsl import Custom
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import answer, end_main, inject, pass_until, play_card, react, scenario, tokens, uid

LOST = LOST_TOKENS
O2, O3 = "innealra-o2", "innealra-o3"
HAKANAKIISHI = "26-innealra-o3-n-6"  # enhancement, Charge 2
SHIKIRISU = "26-innealra-o2-s-3"  # 1-4 1/1 in na-s10 (today 1-3), Cost 1
KUREENYA = "26-innealra-o3-s-3"  # na-s10: Action (today Action Reaction), Cost 0
AKOGARE = "26-innealra-o3-f-1"
SWING = "02-saine-o-n-1"
SEASON, LATEST = "na-s10", "na-s10-2"


def fate(form: str, i: int, twisted: bool = False) -> str:
    return f"26-{form}-f-{i}{'a' if twisted else ''}"


def setup(season: str, form: str, **kw):
    kw.setdefault("megami0", (form, "saine"))
    kw.setdefault("megami1", ("saine", "tokoyo"))
    kw["extra0"] = list(kw.get("extra0", ())) + [fate(form, i, t) for i in range(1, 5) for t in (False, True)]
    kw.setdefault("deck0", [SWING] * 6)
    kw.setdefault("deck1", [SWING] * 6)
    return scenario(season=season, **kw)


def slots(st, p: int = 0) -> tuple[str, ...]:
    return tuple(st.cards[u].id.rsplit("-", 2)[-2] + "-" + st.cards[u].id.rsplit("-", 1)[-1]
                 for u in I.fate_slots(st, p))


def no_react(st):
    if st.decision is not None and st.decision.kind == "react":
        react(st, None)


def to_lost(st, n: int, src: int = DIST) -> None:
    """Put ``n`` tokens of ``src`` into ＜Lost＞ (setting up a position; tokens are conserved)."""
    st.tok[src] -= n
    st.tok[LOST] += n


# ---------------------------------------------------------------- 儚き意志 Hakanakiishi (na-s10 reading)
@pytest.mark.card("26-innealra-o3-n-6@na-s10")
def test_hakanakiishi_na_s10_past_away_and_mastery_one_smaller():
    """na-s10: Initialize: may move the past fate away; while deployed the Mastery Zone is 1 (2 - 1)."""
    st = setup(SEASON, O3, hand0=[HAKANAKIISHI], aura=(3, 3))
    assert S.mastery_zone(st) == 2
    play_card(st, HAKANAKIISHI)  # Charge 2 from the Aura (Shadow is empty)
    assert st.decision.kind == D_MAY and st.decision.context == "inn_past_away"
    answer(st, True)
    assert slots(st) == ("f-2", "f-3", "f-4", "f-1")
    u = uid(st, HAKANAKIISHI)
    assert st.loc[u] == ENHANCE and st.tok[CARD_BASE + u] == 2 and S.mastery_zone(st) == 1
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 0), "dist": 10, "shadow": 0}
    now = setup(LATEST, O3, enh0=[(HAKANAKIISHI, 2)])
    assert S.mastery_zone(now) == 2


@pytest.mark.card("26-innealra-o3-n-6@na-s10")
def test_hakanakiishi_na_s10_disenchant_tokens_to_shadow_no_past_away():
    """na-s10: no Disenchant text and no replacement: its last token goes to Shadow (today: to Lost, and the
    Disenchant asks to move the past fate)."""
    st = setup(SEASON, O3, enh0=[(HAKANAKIISHI, 1)])
    u = uid(st, HAKANAKIISHI)
    inject(st, (Custom(lambda s, c: S.move_tokens(s, CARD_BASE + u, SHADOW, 1), "decay"),), Ctx(0))
    assert st.loc[u] != ENHANCE and st.decision.kind == "main"
    assert st.tok[LOST] == 0 and st.tok[SHADOW] == 1 and slots(st) == ("f-1", "f-2", "f-3", "f-4")
    now = setup(LATEST, O3, enh0=[(HAKANAKIISHI, 1)])
    v = uid(now, HAKANAKIISHI)
    inject(now, (Custom(lambda s, c: S.move_tokens(s, CARD_BASE + v, SHADOW, 1), "decay"),), Ctx(0))
    assert now.tok[LOST] == 1 and now.decision.context == "inn_past_away"


# ---------------------------------------------------------------- シキリス・ホリス Shikirisu Horisu (na-s10 reading)
@pytest.mark.card("26-innealra-o2-s-3@na-s10")
def test_shikirisu_horisu_na_s10_life_damage_to_distance():
    """na-s10: range 1-4; the tokens of its Life damage go to Distance too (today to the opponent's Flare)."""
    st = setup(SEASON, O2, specials0=[SHIKIRISU], flare=(1, 0), dist=4, aura=(3, 3))
    play_card(st, SHIKIRISU)
    no_react(st)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 1}
    now = setup(LATEST, O2, specials0=[SHIKIRISU], flare=(1, 0), dist=3, aura=(3, 3))
    play_card(now, SHIKIRISU)
    no_react(now)
    answer(now, "life")
    assert tokens(now) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 3, "shadow": 1}


@pytest.mark.card("26-innealra-o2-s-3@na-s10")
def test_shikirisu_horisu_na_s10_aura_damage_to_distance():
    st = setup(SEASON, O2, specials0=[SHIKIRISU], flare=(1, 0), dist=2, aura=(3, 3))
    play_card(st, SHIKIRISU)
    no_react(st)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 3, "shadow": 1}


# ---------------------------------------------------------------- クレーニャ・アンニャ Kureenya Annya (na-s10 reading)
def kureenya_devoted(lost: int, dist: int):
    """Kureenya played in player 0's main phase (past fate moved away); both players' turns pass."""
    st = setup(SEASON, O3, specials0=[KUREENYA], dist=dist + lost, aura=(3, 3))
    to_lost(st, lost)
    play_card(st, KUREENYA)
    answer(st, True)
    assert slots(st) == ("f-2", "f-3", "f-4", "f-1") and tokens(st)["aura"] == (3, 3)  # no Aura <-> Lost
    k = uid(st, KUREENYA)
    assert st.cstate[k] == DEVOTED
    end_main(st)
    pass_until(st, "main", 1)
    assert st.cstate[k] == DEVOTED  # nothing at the opponent's start phase
    end_main(st)
    return st, k


@pytest.mark.card("26-innealra-o3-s-3@na-s10")
def test_kureenya_annya_na_s10_own_start_phase_attack_x_lost_then_removed():
    """Devoted: at your start phase, with Lost 3 and distance 3, you may attack 『3, 2/1, Unavoidable』; then it is
    removed from the game."""
    st, k = kureenya_devoted(lost=3, dist=3)
    pass_until(st, D_MAY, 0)
    assert st.decision.context == "inn_kureenya_attack"
    answer(st, True)
    no_react(st)
    assert st.decision.context[1:3] == (2, 1)
    answer(st, "aura")
    assert st.tok[AURA + 1] == 1 and st.tok[LOST] == 3
    pass_until(st, "main", 0)
    assert st.loc[k] == OUT


@pytest.mark.card("26-innealra-o3-s-3@na-s10")
def test_kureenya_annya_na_s10_no_attack_when_lost_is_not_the_distance():
    st, k = kureenya_devoted(lost=2, dist=3)
    pass_until(st, "main", 0)
    assert st.loc[k] == SPECIAL and st.cstate[k] == DEVOTED and st.tok[AURA + 1] == 3


# ---------------------------------------------------------------- あこがれ Akogare (fate, na-s10 reading)
def fire(st, card_id: str, p: int = 0) -> None:
    u = uid(st, card_id, p)
    inject(st, (Custom(lambda s, c: I.resolve_fate(s, p, u, False)),), Ctx(p))


@pytest.mark.card("26-innealra-o3-f-1@na-s10")
def test_akogare_na_s10_three_moved_attack_3_1():
    st = setup(SEASON, O3, dist=5, aura=(3, 5))
    to_lost(st, 3)
    fire(st, fate(O3, 1))
    no_react(st)
    assert st.decision.context[1:3] == (3, 1)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 2, "shadow": 6}
    assert st.tok[LOST] == 0


@pytest.mark.card("26-innealra-o3-f-1@na-s10")
def test_akogare_na_s10_fewer_than_three_no_attack():
    """Only 2 tokens in Lost: they go to Shadow and no attack (today: attack 0-3 2/1)."""
    st = setup(SEASON, O3, dist=4, aura=(3, 5))
    to_lost(st, 2)
    fire(st, fate(O3, 1))
    assert st.decision.kind == "main" and st.tok[LOST] == 0 and st.tok[SHADOW] == 2
    assert tokens(st)["aura"] == (3, 5)
    now = setup(LATEST, O3, dist=4, aura=(3, 5))
    to_lost(now, 2)
    fire(now, fate(O3, 1))
    no_react(now)
    assert now.decision.context[1:3] == (2, 1)
