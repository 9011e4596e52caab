"""Shisui's older readings (issue 17, ``sakura_lab.cards.shisui_old``): each reading played in a season that prints
it, with the exact resulting state, and the same position in the latest season where the effects differ.
Player 0 hosts Shisui + Saine, player 1 Saine + Tokoyo unless stated (their cards read the same in every season)."""
from __future__ import annotations

import pytest

from sakura_lab.cards import shisui as SH
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import CARD_BASE, ENHANCE, PLAYED
from sakura_lab.testing import (
    answer,
    can_play_now,
    options,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

INSURRECTION = "24-shisui-o-n-4"  # full power {2/3}; 1-7 until na-s9-2, 2-5 since
FRAGILE_MEND = "24-shisui-o-n-6"
EBON_ARMOR = "24-shisui-o-n-7"  # na-s8: 黒き鎧, Reaction enhancement, Charge 0 (today 黒き絆, an action)
PADMA = "24-shisui-o-s-1"  # Reaction, Cost 3
SS = ("shisui", "saine")
ST = ("saine", "tokoyo")
SWING = "02-saine-o-n-1"  # Saine 4-5 2/1
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1
SONG = "04-tokoyo-o-n-4"  # Tokoyo action Reaction
LATEST = "na-s10-2"


def setup(season: str, **kw):
    kw.setdefault("megami0", SS)
    kw.setdefault("megami1", ST)
    return scenario(season=season, **kw)


def lacs(st, owner=0):
    return {(p, z): SH.lac(st, owner, p, z) for p in (0, 1) for z in SH.ZONES if SH.lac(st, owner, p, z)}


def damaged(st, p, n):
    st.marks[("turn", SH._DMG, p)] = n


def cur_vals(st):
    v = S.attack_values(st, st.attacks[max(st.attacks)])
    return v.aura, v.life, v.flags


# ---------------------------------------------------------------- 徹底抗戦 Insurrection (na-s8 reading)
@pytest.mark.card("24-shisui-o-n-4@na-s8")
def test_insurrection_na_s8_no_reactions_at_distance_6():
    """na-s8 … na-s9-2: range 1-7 (catalogue) and No Reactions: the opponent's Reaction is not offered."""
    st = setup("na-s8", hand0=[INSURRECTION], hand1=[SONG], dist=6, aura=(3, 3))
    play_card(st, INSURRECTION, fullpower=True)
    assert st.decision.kind == "damage" and st.decision.player == 1  # no reaction window
    answer(st, "life")
    assert lacs(st) == {(1, "life"): 3} and st.flinch[1] is True
    assert options(st) == ("aura", "life", "flare")
    answer(st, "aura")
    assert lacs(st) == {(1, "life"): 3, (0, "aura"): 1}
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 6, "shadow": 0}
    now = setup(LATEST, hand0=[INSURRECTION], hand1=[SONG], dist=5, aura=(3, 3))
    play_card(now, INSURRECTION, fullpower=True)
    assert now.decision.kind == "react"  # today the Reaction may answer it


# ---------------------------------------------------------------- 金屑纏い Fragile Mend (na-s8 reading)
@pytest.mark.card("24-shisui-o-n-6@na-s8")
def test_fragile_mend_na_s8_no_range_restriction_both_flares():
    """na-s8 … na-s8-2: playable at distance 5 (today 0-4 only); two Recovers, then both Flares lacerated."""
    st = setup("na-s8", hand0=[FRAGILE_MEND], dist=5, aura=(1, 3), shadow=2)
    play_card(st, FRAGILE_MEND)
    assert st.decision.player == 0 and options(st) == ("auras", "flares")
    answer(st, "flares")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 0}
    assert lacs(st) == {(0, "flare"): 1, (1, "flare"): 1} and st.decision.kind == "main"
    assert not can_play_now(setup(LATEST, hand0=[FRAGILE_MEND], dist=5), FRAGILE_MEND)


@pytest.mark.card("24-shisui-o-n-6@na-s8-2")
def test_fragile_mend_na_s8_2_both_auras():
    st = setup("na-s8-2", hand0=[FRAGILE_MEND], dist=3, aura=(2, 3), shadow=2)
    play_card(st, FRAGILE_MEND)
    answer(st, "auras")
    assert lacs(st) == {(0, "aura"): 1, (1, "aura"): 1}
    assert tokens(st) == {"life": (10, 10), "aura": (4, 3), "flare": (0, 0), "dist": 3, "shadow": 0}


# ---------------------------------------------------------------- 黒き鎧 Ebon Armor (na-s8 reading)
@pytest.mark.card("24-shisui-o-n-7@na-s8", "01-yurina-o-n-1")
def test_ebon_armor_na_s8_reaction_tokens_weakens_and_decays():
    """Damaged twice this turn: X = 4, one more as X >= 4: 5 tokens from Shadow; the reacted Slash is 3/0; after
    it resolved 2 tokens go to Shadow. Today's card (黒き絆) is an action: nothing is deployed."""
    st = setup("na-s8", megami1=("yurina", "tokoyo"), hand0=[EBON_ARMOR], hand1=[SLASH], turn_player=1, dist=3,
               shadow=6)
    damaged(st, 0, 2)
    play_card(st, SLASH)
    react(st, EBON_ARMOR)
    u = uid(st, EBON_ARMOR)
    assert st.loc[u] == ENHANCE and st.tok[CARD_BASE + u] == 5
    assert st.decision.kind == "damage" and st.decision.context[1:3] == (3, 0)  # Slash 3/1 -0/-1
    answer(st, "life")
    assert st.tok[CARD_BASE + u] == 3 and st.decision.kind == "main" and st.decision.player == 1
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 3, "shadow": 3}
    now = setup(LATEST, megami1=("yurina", "tokoyo"), hand0=[EBON_ARMOR], hand1=[SLASH], turn_player=1, dist=3,
                shadow=6)
    damaged(now, 0, 2)
    play_card(now, SLASH)
    react(now, EBON_ARMOR)
    assert now.loc[uid(now, EBON_ARMOR)] != ENHANCE


@pytest.mark.card("24-shisui-o-n-7@na-s8")
def test_ebon_armor_na_s8_in_the_main_phase_x_two_and_x_zero():
    st = setup("na-s8", hand0=[EBON_ARMOR, EBON_ARMOR], dist=3, shadow=3)
    first, second = st.zones[0][S.HAND]
    damaged(st, 0, 1)
    st.apply_option(("play", first))
    assert st.loc[first] == ENHANCE and st.tok[CARD_BASE + first] == 2 and tokens(st)["shadow"] == 1
    damaged(st, 0, 0)
    st.apply_option(("play", second))  # X = 0: deployed without a token and disenchanted at once
    assert st.loc[second] == PLAYED and st.tok[CARD_BASE + second] == 0
    assert zone_ids(st, 0, ENHANCE) == [EBON_ARMOR] and st.decision.kind == "main"


# ---------------------------------------------------------------- 七大地獄「ハドマギリ」 Padma (na-s8-2 reading)
def padma_after_swing(season: str):
    st = setup(season, specials0=[PADMA], hand1=[SWING], turn_player=1, dist=4, flare=(3, 0), aura=(3, 3))
    SH._set(st, 0, 1, "life", 2)
    SH._set(st, 0, 1, "aura", 1)
    play_card(st, SWING)
    react(st, PADMA)
    assert st.decision.kind == "damage" and st.decision.player == 0  # the Swing Rush resolves first
    answer(st, "life")
    return st


@pytest.mark.card("24-shisui-o-s-1@na-s8-2")
def test_padma_na_s8_2_converts_everything_then_attack_rounded_down():
    """na-s8-2: every Laceration token is converted as at the start phase (no "stop"), and X = half the times
    damaged rounded down (1 -> 0): the attack is 2/1; today it is 2/2 and the conversion may stop."""
    st = padma_after_swing("na-s8-2")
    assert st.decision.context == "shisui_convert"
    assert options(st) == (("convert", 1, "aura"), ("convert", 1, "life"))
    answer(st, ("convert", 1, "life"))  # the other zone follows (the only option left)
    assert lacs(st) == {} and tokens(st)["life"] == (9, 8) and tokens(st)["aura"] == (3, 2)
    aura, life, flags = cur_vals(st)
    assert (aura, life) == (2, 1) and "no_reactions_normal" in flags
    answer(st, "life")
    assert tokens(st) == {"life": (9, 7), "aura": (3, 2), "flare": (1, 3), "dist": 4, "shadow": 4}
    now = padma_after_swing(LATEST)
    assert now.decision.context == "shisui_padma" and "stop" in options(now)
    answer(now, "stop")
    assert cur_vals(now)[:2] == (2, 2)
