"""Older readings of Tokoyo's cards (issue 17) and the withdrawn 陽の音: one or more tests per reading, played in
a season that prints it. Player 0 hosts Tokoyo and Yurina, player 1 Himika and Tokoyo."""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import CARD_BASE, DECK, DEVOTED, ENHANCE, HAND, PLAYED, SHADOW, UNUSED
from sakura_lab.engine.dsl import Custom, SingleDamage
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    end_main,
    inject,
    options,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

ENTRANCING = "04-tokoyo-A1-n-1"  # 5 -/1
DUET = "04-tokoyo-A1-s-2"  # cost 1
SUN = "04-tokoyo-A1-n-5"  # withdrawn after na-s8-2; enhancement, charge 2
ETERNAL_MOON = "04-tokoyo-o-s-4"  # a Tokoyo Special without Devoted text
RABBIT = "04-tokoyo-o-n-3"  # Tokoyo action: at Distance 3 or less, Shadow -> Distance 2
GLANCING = "04-tokoyo-o-n-1"  # Tokoyo attack 4 -/1
SONG = "04-tokoyo-o-n-4"  # Tokoyo reaction action: 1 vigor, then Flare -> Aura 1 or Aura -> Distance 1
TSUKIKAGE = "01-yurina-o-s-1"  # a Yurina Special without Devoted text
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1
SHOOT = "03-himika-o-n-1"  # Himika 4-10 2/1
TY = ("tokoyo", "yurina")
TY_A1 = ("tokoyo-a1", "yurina")


# ====================================================================== 奏流し (na-s2 .. na-s8-2)
@pytest.mark.card("04-tokoyo-A1-n-1@na-s7")
def test_entrancing_strike_old_needs_vigor_two_and_other_special():
    """04-tokoyo-A1-n-1 Entrancing Strike (older): No Reactions with a Tokoyo Special Devoted; After Attack, with
    vigor 2 *and* a Yurina Special Devoted it goes on top of the deck."""
    st = scenario(season="na-s7", megami0=TY_A1, hand0=[ENTRANCING], hand1=[SLASH], devoted0=[ETERNAL_MOON, TSUKIKAGE],
                  vigor=(2, 1), dist=5)
    play_card(st, ENTRANCING)
    assert st.decision.kind == "main" and tokens(st)["life"] == (10, 9)
    assert zone_ids(st, 0, DECK) == [ENTRANCING] and st.zones[0][PLAYED] == []


@pytest.mark.card("04-tokoyo-A1-n-1@na-s8-2")
def test_entrancing_strike_old_vigor_alone_is_not_enough():
    """04-tokoyo-A1-n-1 (older): vigor 2 without another megami's Special Devoted keeps it in the played pile;
    today's reading (either condition) lets it go to the top or the bottom of the deck."""
    st = scenario(season="na-s8-2", megami0=TY_A1, hand0=[ENTRANCING], deck0=[SLASH], vigor=(2, 1), dist=5)
    play_card(st, ENTRANCING)
    assert st.decision.kind == "main" and zone_ids(st, 0, PLAYED) == [ENTRANCING]
    st = scenario(megami0=TY_A1, hand0=[ENTRANCING], deck0=[SLASH], vigor=(2, 1), dist=5)
    play_card(st, ENTRANCING)
    assert st.decision.kind == "choose" and options(st) == ("top", "bottom")


# ====================================================================== 吹弾陽明 (na-s3 .. na-s8-2)
@pytest.mark.card("04-tokoyo-A1-s-2@na-s7")
def test_duet_luminosity_old_play_does_not_forbid_vigor():
    """04-tokoyo-A1-s-2 Duet: Radiant Luminosity (older): Cost 1 and no effect when played: vigor may still pay a
    basic action afterwards (today: no vigor payment this turn)."""
    for season, vigor_ok in (("na-s7", True), (None, False)):
        st = scenario(season=season, megami0=TY_A1, specials0=[DUET], hand0=[SLASH], flare=(1, 0), vigor=(1, 1),
                      dist=5)
        play_card(st, DUET)
        assert st.cstate[uid(st, DUET)] == DEVOTED and tokens(st)["flare"] == (0, 0)
        answer(st, ("basic", "forward"))
        if vigor_ok:
            assert st.decision.kind == "basic_cost" and ("vigor",) in options(st)
            answer(st, ("vigor",))
            assert st.vigor == [0, 1] and zone_ids(st, 0, HAND) == [SLASH]
        else:  # the hand card pays, no choice
            assert st.vigor == [1, 1] and st.zones[0][HAND] == []
        assert tokens(st)["dist"] == 4


@pytest.mark.card("04-tokoyo-A1-s-2@na-s8")
def test_duet_luminosity_old_start_phase_recycles_one_card():
    """04-tokoyo-A1-s-2 (older), Devoted: at the start of your start phase you may put a card of your discard pile
    or an Action card of your played pile (not an Attack) on the bottom of your deck."""
    st = scenario(season="na-s8", megami0=TY_A1, devoted0=[DUET], discard0=[SLASH], played0=[RABBIT, GLANCING],
                  deck0=[TSUKIKAGE, ETERNAL_MOON, SHOOT], start="turn")
    assert st.decision.kind == "card" and set(options(st)) == {"stop", uid(st, SLASH), uid(st, RABBIT)}
    answer(st, uid(st, RABBIT))
    if st.decision.kind == "reshuffle":
        answer(st, False)
    assert zone_ids(st, 0, DECK) == [SHOOT, RABBIT] and zone_ids(st, 0, PLAYED) == [GLANCING]
    assert st.decision.kind == "main"
    st = scenario(megami0=TY_A1, devoted0=[DUET], discard0=[SLASH], played0=[RABBIT], deck0=[TSUKIKAGE, SHOOT],
                  start="turn")
    assert st.decision.kind != "card"  # today's Devoted text is about reacting with another megami's card


@pytest.mark.card("04-tokoyo-A1-s-2@na-s7")
def test_duet_luminosity_old_resurges_on_effect_life_damage():
    """04-tokoyo-A1-s-2 (older), Immediate Resurgence: 1+ Life damage other than a reshuffle's (an effect's here;
    today only an attack's damage)."""
    st = scenario(season="na-s7", megami0=TY_A1, devoted0=[DUET])
    inject(st, (SingleDamage("life", 2, target="opp"),), Ctx(1))
    assert tokens(st)["life"] == (8, 10) and st.cstate[uid(st, DUET)] == UNUSED
    st = scenario(megami0=TY_A1, devoted0=[DUET])
    inject(st, (SingleDamage("life", 2, target="opp"),), Ctx(1))
    assert st.cstate[uid(st, DUET)] == DEVOTED


# ====================================================================== 陽の音 (withdrawn after na-s8-2)
@pytest.mark.card("04-tokoyo-A1-n-5@na-s7")
def test_sound_of_sun_deploys_with_charge_two():
    """04-tokoyo-A1-n-5 Sound of Sun: an enhancement of Charge 2."""
    st = scenario(season="na-s7", megami0=TY_A1, hand0=[SUN], aura=(3, 3), shadow=0)
    play_card(st, SUN)
    u = uid(st, SUN)
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 2 and tokens(st)["aura"] == (1, 3)


@pytest.mark.card("04-tokoyo-A1-n-5@na-s8-2")
def test_sound_of_sun_after_each_reaction_card():
    """04-tokoyo-A1-n-5 Sound of Sun, Ongoing: after a Reaction-subtype card you played has resolved (in the main
    phase too), Shadow -> your Aura 1; another card does nothing."""
    st = scenario(season="na-s8-2", megami0=TY_A1, enh0=[(SUN, 2)], hand0=[SONG, RABBIT], aura=(1, 3), flare=(1, 0),
                  shadow=3, dist=3, vigor=(0, 1))
    play_card(st, SONG)
    answer(st, "flare_to_aura")
    assert tokens(st)["aura"] == (3, 3) and tokens(st)["shadow"] == 2 and st.vigor == [1, 1]
    assert zone_ids(st, 0, PLAYED) == [SONG]
    play_card(st, RABBIT)
    assert tokens(st)["aura"] == (3, 3) and tokens(st)["shadow"] == 0 and tokens(st)["dist"] == 5


@pytest.mark.card("04-tokoyo-A1-n-5@na-s7")
def test_sound_of_sun_reaction_on_opponent_turn_and_still_tokens():
    """04-tokoyo-A1-n-5 Sound of Sun: a Reaction played on the opponent's turn triggers it too; on the opponent's
    turn its tokens do not move (no effect can take them); on its owner's turn they decay as usual."""
    st = scenario(season="na-s7", megami0=TY_A1, turn_player=1, enh0=[(SUN, 2)], hand0=[SONG], hand1=[SHOOT],
                  aura=(3, 3), shadow=1, dist=5, vigor=(0, 1))
    u = uid(st, SUN)
    assert S.free_tokens(st, CARD_BASE + u) == 0
    inject(st, (Custom(lambda s, c: S.move_tokens(s, CARD_BASE + u, SHADOW, 2, cause="effect"), "take"),), Ctx(1))
    assert st.card_tokens(u) == 2
    play_card(st, SHOOT)
    react(st, SONG)
    answer(st, "aura_to_dist")
    assert tokens(st)["aura"] == (3, 3) and tokens(st)["dist"] == 6 and tokens(st)["shadow"] == 0
    assert st.card_tokens(u) == 2
    st = scenario(season="na-s7", megami0=TY_A1, enh0=[(SUN, 2)], deck0=[SLASH, SHOOT], start="turn")
    if st.decision.kind == "reshuffle":
        answer(st, False)
    assert st.card_tokens(uid(st, SUN)) == 1 and zone_ids(st, 0, HAND) == [SLASH, SHOOT]
    end_main(st)


# ====================================================================== seasons na-s2 .. na-s6
STAGE = "04-tokoyo-o-n-7"  # 晴舞台: charge 1 until na-s6 (today 2)
SUN_S2 = "04-tokoyo-A1-n-7"  # 陽の音 of na-s2 (Tokoyo A1's card in place of 晴舞台), withdrawn afterwards


@pytest.mark.card("04-tokoyo-o-n-7@na-s2")
def test_sunny_stage_old_disenchant_aura_with_kyochi_then_vigor():
    """04-tokoyo-o-n-7 Sunny Stage (na-s2 .. na-s6): Charge 1; when its last token decays, with vigor 2 (after the
    start phase's +1) Shadow -> your Aura 2, then +1 vigor; without Kyochi only the vigor. Today it attacks
    3-6 -/1 instead."""
    st = scenario(season="na-s2", megami0=TY, enh0=[(STAGE, 1)], deck0=[SLASH, SHOOT], vigor=(1, 1), shadow=2,
                  start="turn")
    assert zone_ids(st, 0, PLAYED) == [STAGE] and st.vigor[0] == 2
    assert tokens(st) == {"life": (10, 10), "aura": (5, 3), "flare": (0, 0), "dist": 10, "shadow": 1}
    st = scenario(season="na-s6", megami0=TY, enh0=[(STAGE, 1)], deck0=[SLASH, SHOOT], vigor=(0, 1), shadow=2,
                  start="turn")
    assert zone_ids(st, 0, PLAYED) == [STAGE] and st.vigor[0] == 2
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 3}
    st = scenario(megami0=TY, enh0=[(STAGE, 1)], deck0=[SLASH, SHOOT], vigor=(1, 1), shadow=2, dist=4,
                  start="turn")
    assert zone_ids(st, 0, PLAYED) == [STAGE] and st.vigor[0] == 2
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 4, "shadow": 3}


@pytest.mark.card("04-tokoyo-o-n-7@na-s4")
def test_sunny_stage_old_deploy_charge_one_no_terminal():
    """04-tokoyo-o-n-7 Sunny Stage (older): deployed with 1 token; no vigor change and not Terminal (today Charge 2,
    vigor becomes 2, Terminal)."""
    st = scenario(season="na-s4", megami0=TY, hand0=[STAGE, RABBIT], vigor=(0, 1), dist=3, shadow=2)
    play_card(st, STAGE)
    assert options(st) == (("aura", 0), ("aura", 1))
    answer(st, ("aura", 1))
    u = uid(st, STAGE)
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 1 and st.vigor == [0, 1] and st.terminal == [False, False]
    play_card(st, RABBIT)
    assert tokens(st)["dist"] == 5
    st = scenario(megami0=TY, hand0=[STAGE, RABBIT], vigor=(0, 1), dist=3, shadow=2)
    play_card(st, STAGE)
    answer(st, ("aura", 2))
    assert st.vigor == [2, 1] and st.terminal == [True, False]


@pytest.mark.card("04-tokoyo-A1-s-2@na-s2")
def test_duet_luminosity_s2_recycles_any_played_card():
    """04-tokoyo-A1-s-2 Duet: Radiant Luminosity (na-s2), Devoted: at the start of your start phase you may put any
    card of your played pile (an Attack too) or of your discard pile on your deck bottom (na-s3 .. na-s8-2: an
    Action card of the played pile only)."""
    st = scenario(season="na-s2", megami0=TY_A1, devoted0=[DUET], discard0=[SLASH], played0=[RABBIT, GLANCING],
                  deck0=[TSUKIKAGE, ETERNAL_MOON, SHOOT], start="turn")
    assert st.decision.kind == "card"
    assert set(options(st)) == {"stop", uid(st, SLASH), uid(st, RABBIT), uid(st, GLANCING)}
    answer(st, uid(st, GLANCING))
    if st.decision.kind == "reshuffle":
        answer(st, False)
    assert zone_ids(st, 0, DECK) == [SHOOT, GLANCING] and zone_ids(st, 0, PLAYED) == [RABBIT]
    assert st.decision.kind == "main"
    st = scenario(season="na-s3", megami0=TY_A1, devoted0=[DUET], discard0=[SLASH], played0=[RABBIT, GLANCING],
                  deck0=[TSUKIKAGE, ETERNAL_MOON, SHOOT], start="turn")
    assert set(options(st)) == {"stop", uid(st, SLASH), uid(st, RABBIT)}


@pytest.mark.card("04-tokoyo-A1-s-2@na-s2")
def test_duet_luminosity_s2_resurges_on_effect_life_damage():
    """04-tokoyo-A1-s-2 (na-s2), Immediate Resurgence: 1+ Life damage other than a reshuffle's, an effect's here."""
    st = scenario(season="na-s2", megami0=TY_A1, devoted0=[DUET])
    inject(st, (SingleDamage("life", 1, target="opp"),), Ctx(1))
    assert tokens(st)["life"] == (9, 10) and st.cstate[uid(st, DUET)] == UNUSED


@pytest.mark.card("04-tokoyo-A1-n-7@na-s2")
def test_sound_of_sun_s2_on_deploy_and_after_reactions():
    """04-tokoyo-A1-n-7 Sound of Sun (na-s2): Charge 2; on deploy Shadow -> your Aura 1; then after a Reaction card
    you play has resolved, Shadow -> Aura 1 again; another card does nothing."""
    st = scenario(season="na-s2", megami0=TY_A1, hand0=[SUN_S2, SONG, RABBIT], aura=(3, 3), flare=(1, 0), shadow=4,
                  dist=3, vigor=(0, 1))
    play_card(st, SUN_S2)
    answer(st, ("aura", 2))  # both charge tokens from the Aura
    u = uid(st, SUN_S2)
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 2
    assert tokens(st)["aura"] == (2, 3) and tokens(st)["shadow"] == 3
    play_card(st, SONG)
    answer(st, "flare_to_aura")
    assert tokens(st)["aura"] == (4, 3) and tokens(st)["shadow"] == 2 and st.vigor == [1, 1]
    play_card(st, RABBIT)
    assert tokens(st)["aura"] == (4, 3) and tokens(st)["shadow"] == 0 and tokens(st)["dist"] == 5


@pytest.mark.card("04-tokoyo-A1-n-7@na-s2")
def test_sound_of_sun_s2_tokens_still_on_opponent_turn():
    """04-tokoyo-A1-n-7 Sound of Sun (na-s2): on the opponent's turn no effect can take its tokens."""
    st = scenario(season="na-s2", megami0=TY_A1, turn_player=1, enh0=[(SUN_S2, 2)], hand1=[SHOOT], dist=5)
    u = uid(st, SUN_S2)
    assert S.free_tokens(st, CARD_BASE + u) == 0
    inject(st, (Custom(lambda s, c: S.move_tokens(s, CARD_BASE + u, SHADOW, 2, cause="effect"), "take"),), Ctx(1))
    assert st.card_tokens(u) == 2
