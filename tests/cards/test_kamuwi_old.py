"""Kamuwi's older readings (issue 17, ``sakura_lab.cards.kamuwi_old``): each reading played in a season that prints
it, with the exact resulting state, and the same position in the latest season where the effects differ.
Player 0 hosts Kamuwi + Saine unless stated (Saine, Tokoyo and Yurina's Slash and Tsukikage Crush read the same in
every season)."""
from __future__ import annotations

import pytest

from sakura_lab.cards import kamuwi as K
from sakura_lab.engine.constants import CARD_BASE, DEVOTED, ENHANCE, EXTRA, HAND, PLAYED, SPECIAL, UNUSED
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

KS = ("kamuwi", "saine")
YS = ("yurina", "saine")
ST = ("saine", "tokoyo")
SLASH = "01-yurina-o-n-1"  # 3-4 3/1
CRUSH = "01-yurina-o-s-1"  # Special 3-4 4/4, cost 7
ETERNAL_MOON = "04-tokoyo-o-s-4"  # Action Special, cost 2: your Vigor 2, the opponent's 0 and flinched
GLANCING = "04-tokoyo-o-n-1"  # Tokoyo 4 -/1
RABBIT = "04-tokoyo-o-n-3"  # Tokoyo action
IMMORTAL = "04-tokoyo-o-s-1"  # Tokoyo attack Special 0-10 -/1, cost 5
OUTCLASS = "02-saine-o-n-4"  # Saine action
LATEST = "na-s10-2"


def setup(season: str, *, taboo: int = 0, **kw):
    kw.setdefault("megami0", KS)
    st = scenario(season=season, **kw)
    if taboo:
        st.marks[(K.TABOO, 0)] = taboo
    return st


def oath_answers(st, *answers: bool) -> None:
    for a in answers:
        d = st.decision
        assert d is not None and d.kind == "may" and d.context[0] == K.OATH, d
        answer(st, a)


# ---------------------------------------------------------------- 散華刃 Scattering Strike (na-s7 reading)
@pytest.mark.card("21-kamuwi-o-n-2@na-s7")
def test_scattering_strike_na_s7_one_frame_aura_damage_and_recover():
    """na-s7: 3/1 (catalogue); one (+1) frame: the opponent's Aura (4 or less) takes 1 damage, then Recover."""
    st = setup("na-s7", hand0=[K.SCATTERING], dist=3, aura=(2, 4))
    play_card(st, K.SCATTERING)
    oath_answers(st, True)
    assert st.decision.context == (1, 3, 1, "attack") and K.taboo(st, 0) == 1
    answer(st, "aura")  # 4 -> 1: 4 or less, so 1 more damage, then Recover (Shadow -> your Aura)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 3, "shadow": 3}
    assert st.decision.kind == "main"


@pytest.mark.card("21-kamuwi-o-n-2@na-s8")
def test_scattering_strike_na_s8_without_oath_only_attacks():
    """The Recover is inside the frame (our reading, see kamuwi_old): without the Oath only the 3/1 attack."""
    st = setup("na-s8", hand0=[K.SCATTERING], dist=3, aura=(2, 4), shadow=2)
    play_card(st, K.SCATTERING)
    oath_answers(st, False)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (2, 1), "flare": (0, 0), "dist": 3, "shadow": 5}
    now = setup(LATEST, hand0=[K.SCATTERING], dist=3, aura=(2, 4), shadow=2)
    play_card(now, K.SCATTERING)
    oath_answers(now, False, True)  # today: two frames, 2/1; the second moves the opponent's Aura to yours
    assert now.decision.context == (1, 2, 1, "attack")


# ---------------------------------------------------------------- 斬り払い Sever (na-s7 reading)
@pytest.mark.card("21-kamuwi-o-n-4@na-s7")
def test_sever_na_s7_cancels_the_reacted_attack():
    """na-s7: Oath +1 (today +2); the reacted Slash is cancelled (no damage at all)."""
    st = setup("na-s7", hand1=[SLASH], hand0=[K.SEVER], megami1=YS, turn_player=1, dist=3, aura=(3, 3))
    play_card(st, SLASH)
    react(st, K.SEVER)
    oath_answers(st, True)
    answer(st, "aura")  # Sever's 1/1 on player 1
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 3, "shadow": 1}
    assert K.taboo(st, 0) == 1
    assert st.decision.kind == "main" and st.decision.player == 1
    assert zone_ids(st, 0, PLAYED) == [K.SEVER] and zone_ids(st, 1, PLAYED) == [SLASH]


@pytest.mark.card("21-kamuwi-o-n-4@na-s7")
def test_sever_na_s7_against_a_special_two_more_taboo():
    st = setup("na-s7", specials1=[CRUSH], hand0=[K.SEVER], megami1=YS, turn_player=1, dist=3, aura=(3, 3),
               flare=(0, 7))
    play_card(st, CRUSH)
    react(st, K.SEVER)
    oath_answers(st, True)
    answer(st, "life")
    assert K.taboo(st, 0) == 3 and tokens(st)["life"] == (10, 9) and tokens(st)["aura"] == (3, 3)
    assert st.decision.kind == "main" and st.decision.player == 1  # the Crush was cancelled


@pytest.mark.card("21-kamuwi-o-n-4@na-s7")
def test_sever_na_s7_may_be_played_in_the_main_phase():
    """No "Reaction only" text before na-s7-2: a plain 1-4 1/1 attack in the main phase (the frame cancels
    nothing); today it cannot be played there."""
    st = setup("na-s7", hand0=[K.SEVER], dist=3, aura=(3, 3))
    assert can_play_now(st, K.SEVER)
    play_card(st, K.SEVER)
    oath_answers(st, True)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9) and K.taboo(st, 0) == 1 and zone_ids(st, 0, PLAYED) == [K.SEVER]
    assert not can_play_now(setup(LATEST, hand0=[K.SEVER], dist=3), K.SEVER)


# ---------------------------------------------------------------- 灯 Kindle (na-s7 and na-s7-2 readings)
@pytest.mark.card("21-kamuwi-o-s-1@na-s7")
def test_kindle_na_s7_flare_down_to_one_and_daybreak():
    """na-s7: Cost 4, Oath +2: the Flare keeps 1 token, the rest to Shadow; Daybreak gained unused."""
    st = setup("na-s7", specials0=[K.KINDLE], extra0=[K.DAYBREAK], flare=(7, 0))
    play_card(st, K.KINDLE)
    oath_answers(st, True)
    assert K.taboo(st, 0) == 2
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (1, 0), "dist": 10, "shadow": 6}
    d = uid(st, K.DAYBREAK)
    assert st.loc[d] == SPECIAL and st.cstate[d] == UNUSED and zone_ids(st, 0, EXTRA) == []
    assert st.cstate[uid(st, K.KINDLE)] == DEVOTED


@pytest.mark.card("21-kamuwi-o-s-1@na-s7")
def test_kindle_na_s7_without_oath_does_nothing():
    st = setup("na-s7", specials0=[K.KINDLE], extra0=[K.DAYBREAK], flare=(7, 0))
    play_card(st, K.KINDLE)
    oath_answers(st, False)
    assert tokens(st)["flare"] == (3, 0) and zone_ids(st, 0, EXTRA) == [K.DAYBREAK] and K.taboo(st, 0) == 0


@pytest.mark.card("21-kamuwi-o-s-1@na-s8")
def test_kindle_na_s7_2_reading_all_flare_and_one_life_damage():
    """na-s7-2 … na-s10: Oath +3: all the Flare to Shadow, then 1 damage to your Life (its token to your Flare);
    today: Oath +4 and no damage."""
    st = setup("na-s8", specials0=[K.KINDLE], extra0=[K.DAYBREAK], flare=(7, 0))
    play_card(st, K.KINDLE)
    oath_answers(st, True)
    assert K.taboo(st, 0) == 3
    assert tokens(st) == {"life": (9, 10), "aura": (3, 3), "flare": (1, 0), "dist": 10, "shadow": 7}
    assert st.loc[uid(st, K.DAYBREAK)] == SPECIAL
    now = setup(LATEST, specials0=[K.KINDLE], extra0=[K.DAYBREAK], flare=(7, 0))
    play_card(now, K.KINDLE)
    oath_answers(now, True)
    assert K.taboo(now, 0) == 4 and tokens(now)["life"] == (10, 10) and tokens(now)["flare"] == (0, 0)


# ---------------------------------------------------------------- 阡 Gravewalk (na-s7 reading)
@pytest.mark.card("21-kamuwi-o-s-2@na-s7")
def test_gravewalk_na_s7_attack_without_self_damage():
    """na-s7: Oath +1; the 3-4 3/3 attack without the 1 damage to your own Life of today's (+2) frame."""
    st = setup("na-s7", specials0=[K.GRAVEWALK], flare=(3, 0), dist=3, aura=(3, 3), shadow=4)
    play_card(st, K.GRAVEWALK)
    oath_answers(st, True)
    answer(st, ("aura", 0))
    assert st.decision.context == (1, 3, 3, "attack")
    answer(st, "life")
    u = uid(st, K.GRAVEWALK)
    assert tokens(st) == {"life": (10, 7), "aura": (3, 3), "flare": (0, 3), "dist": 3, "shadow": 3}
    assert K.taboo(st, 0) == 1 and st.loc[u] == ENHANCE and st.tok[CARD_BASE + u] == 4
    now = setup(LATEST, specials0=[K.GRAVEWALK], flare=(3, 0), dist=3, aura=(3, 3), shadow=4)
    play_card(now, K.GRAVEWALK)
    oath_answers(now, True)
    answer(now, ("aura", 0))
    answer(now, "life")
    assert tokens(now)["life"] == (9, 7) and K.taboo(now, 0) == 2


# ---------------------------------------------------------------- 理 Balance (na-s7 reading)
@pytest.mark.card("21-kamuwi-o-s-4@na-s7")
def test_balance_na_s7_needs_life_six_and_heals_from_shadow():
    assert not can_play_now(setup("na-s7", specials0=[K.BALANCE], flare=(3, 0), life=(7, 10), shadow=2), K.BALANCE)
    assert can_play_now(setup(LATEST, specials0=[K.BALANCE], flare=(3, 0), life=(7, 10), shadow=2), K.BALANCE)
    st = setup("na-s7", specials0=[K.BALANCE], flare=(3, 0), life=(6, 10), shadow=2)
    play_card(st, K.BALANCE)
    assert tokens(st) == {"life": (7, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 4}
    assert st.cstate[uid(st, K.BALANCE)] == DEVOTED and st.decision.kind == "main" and K.taboo(st, 0) == 0


@pytest.mark.card("21-kamuwi-o-s-4@na-s8", "04-tokoyo-o-s-4")
def test_balance_na_s8_devoted_action_special_costs_a_same_megami_card():
    """Devoted: the opponent's Action Special (Tokoyo's Eternal Moon) costs a Tokoyo card from hand to the
    played pile (not a Saine card)."""
    st = setup("na-s8", devoted0=[K.BALANCE], megami1=ST, turn_player=1, flare=(0, 7),
               hand1=[GLANCING, RABBIT, OUTCLASS], specials1=[ETERNAL_MOON], dist=4, vigor=(1, 0))
    assert can_play_now(st, ETERNAL_MOON, player=1)
    play_card(st, ETERNAL_MOON)
    assert st.decision.context == "kamuwi_balance_cost"
    assert options(st) == (uid(st, GLANCING, 1), uid(st, RABBIT, 1))  # not Outclass (Saine)
    answer(st, uid(st, GLANCING, 1))
    assert zone_ids(st, 1, PLAYED) == [GLANCING] and zone_ids(st, 1, HAND) == [RABBIT, OUTCLASS]
    assert st.vigor == [0, 2] and st.flinch[0]  # Eternal Moon resolved after the cost
    assert tokens(st)["flare"] == (0, 5)


@pytest.mark.card_idle("04-tokoyo-o-s-4", "04-tokoyo-o-s-1")
@pytest.mark.card("21-kamuwi-o-s-4@na-s7")
def test_balance_na_s7_devoted_unpayable_cost_forbids_the_special():
    st = setup("na-s7", devoted0=[K.BALANCE], megami1=ST, turn_player=1, flare=(0, 7), hand1=[OUTCLASS],
               specials1=[ETERNAL_MOON, IMMORTAL], dist=4)
    assert not can_play_now(st, ETERNAL_MOON, player=1)  # no other Tokoyo card in hand
    assert can_play_now(st, IMMORTAL, player=1)  # an attack Special: no additional cost
    assert can_play_now(st, OUTCLASS, player=1)  # a Normal card: not affected
    assert st.cstate[uid(st, K.BALANCE)] == DEVOTED
