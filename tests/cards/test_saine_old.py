"""Older readings of Saine's cards (issue 17) and the withdrawn 氷の音: one or more tests per reading, played in a
season that prints it. Player 0 hosts Yurina and Saine, player 1 Himika and Tokoyo (``scenario``'s defaults)."""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import DEVOTED, DISCARD, ENHANCE, HAND, PLAYED, SPECIAL, UNUSED
from sakura_lab.engine.dsl import SingleDamage
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    can_play_now,
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

TREACHERY = "02-saine-A2-n-2"
ACCOMP = "02-saine-A1-n-6"
REVERB = "02-saine-A2-n-7"
DUET = "02-saine-A1-s-2"
SOUND_OF_ICE = "02-saine-A1-n-3"  # withdrawn after na-s8-2
BACKSTEP = "03-himika-o-n-5"  # draw 1, Shadow -> Distance 1
ICEBREAKER = "02-saine-o-s-3"  # a Saine Special, cost 2

SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1
TSUKIKAGE = "01-yurina-o-s-1"  # a Yurina Special without Devoted text
UKIFUNE = "01-yurina-o-s-3"  # Yurina Special, cost 2: Shadow -> Aura 5
SHOOT = "03-himika-o-n-1"  # Himika 4-10 2/1
MAGNUM = "03-himika-o-n-3"  # Himika 5-8 3/2 (After Attack: own Life -> Shadow 1)
POLITE_RETURN = "04-tokoyo-o-n-2"  # Tokoyo's Normal reaction attack 2-4 2/1
SONG = "04-tokoyo-o-n-4"  # Tokoyo reaction action: 1 vigor, then Flare -> Aura 1 or Aura -> Distance 1

TOK = {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 0}


def tok(**kw):
    return {**TOK, **kw}


def dmg(st):
    """The pending damage decision's (target, aura, life) damage."""
    assert st.decision.kind == "damage", st.decision
    return st.decision.context[:3]


# ====================================================================== 裏斬り (na-s4 .. na-s8)
@pytest.mark.card("02-saine-A2-n-2@na-s7")
def test_treachery_no_normal_reactions_and_no_exchange():
    """02-saine-A2-n-2 Treachery (na-s4 .. na-s8): 1/3 with No Reactions (Normal): Tokoyo's Normal reaction is
    not offered and the damage stays 1/3 at the opponent's Aura 1. Today's reading (3/1, No Reactions (Special),
    exchange at Aura <= 1) offers the reaction and swaps to 1/3."""
    st = scenario(season="na-s7", hand0=[TREACHERY], hand1=[POLITE_RETURN], aura=(3, 1), dist=4)
    play_card(st, TREACHERY)
    assert dmg(st) == (1, 1, 3)
    answer(st, "life")
    assert tokens(st) == tok(life=(10, 7), aura=(3, 1), flare=(0, 3), dist=4)
    st = scenario(hand0=[TREACHERY], hand1=[POLITE_RETURN], aura=(3, 1), dist=4)
    play_card(st, TREACHERY)
    assert st.decision.kind == "react"
    react(st, None)
    assert dmg(st) == (1, 1, 3)  # 3/1 exchanged


# ====================================================================== 伴奏 (na-s2 .. na-s8-2)
@pytest.mark.card("02-saine-A1-n-6@na-s7")
def test_accompaniment_weakens_first_opponent_attack_with_other_special_used():
    """02-saine-A1-n-6 Accompaniment (older), Ongoing (1): with a Yurina Special Devoted, the opponent's first
    attack of the turn gets -1/+0; the second attack does not."""
    st = scenario(season="na-s7", turn_player=1, enh0=[(ACCOMP, 4)], devoted0=[TSUKIKAGE],
                  hand1=[SHOOT, MAGNUM], aura=(5, 3), dist=5)
    play_card(st, SHOOT)
    assert dmg(st) == (0, 1, 1)
    answer(st, "aura")
    play_card(st, MAGNUM)
    assert dmg(st) == (0, 3, 2)


@pytest.mark.card("02-saine-A1-n-6@na-s8-2")
def test_accompaniment_idea_alone_does_nothing_unlike_today():
    """02-saine-A1-n-6 Accompaniment (older): Idea (Aura <= 1) is no condition of the older text, so with no
    Special Devoted the first attack keeps 2/1; today's reading weakens it (and it loses No Reactions)."""
    st = scenario(season="na-s8-2", turn_player=1, enh0=[(ACCOMP, 4)], hand1=[SHOOT], aura=(1, 3), dist=5)
    play_card(st, SHOOT)  # 2/1 against Aura 1: the Life takes it, no choice
    assert st.decision.kind == "main" and tokens(st)["life"] == (9, 10) and tokens(st)["aura"] == (1, 3)
    st = scenario(turn_player=1, enh0=[(ACCOMP, 3)], hand1=[SHOOT], aura=(1, 3), dist=5)
    play_card(st, SHOOT)
    assert dmg(st) == (0, 1, 1)


@pytest.mark.card("02-saine-A1-n-6@na-s7")
def test_accompaniment_first_special_each_turn_costs_one_less():
    """02-saine-A1-n-6 Accompaniment (older), Ongoing (2): with a Saine Special Devoted, the first Special you
    play each turn costs 1 less, the next ones their full Cost; without a Saine Special Devoted, no discount.
    Today's discount comes only from deploying or disenchanting it (none here)."""
    st = scenario(season="na-s7", enh0=[(ACCOMP, 4)], devoted0=[ICEBREAKER], specials0=[UKIFUNE, DUET],
                  flare=(3, 0))
    u, d = uid(st, UKIFUNE), uid(st, DUET)
    assert S.card_cost(st, 0, u) == 1 and S.card_cost(st, 0, d) == 1
    play_card(st, UKIFUNE)
    assert tokens(st)["flare"] == (2, 0) and S.card_cost(st, 0, d) == 2
    st = scenario(season="na-s7", enh0=[(ACCOMP, 4)], devoted0=[TSUKIKAGE], specials0=[UKIFUNE], flare=(3, 0))
    assert S.card_cost(st, 0, uid(st, UKIFUNE)) == 2
    st = scenario(enh0=[(ACCOMP, 3)], devoted0=[ICEBREAKER], specials0=[UKIFUNE], flare=(3, 0))
    assert S.card_cost(st, 0, uid(st, UKIFUNE)) == 2


@pytest.mark.card("02-saine-A1-n-6@na-s7")
def test_accompaniment_deployed_with_charge_four():
    """02-saine-A1-n-6 Accompaniment (older): Charge 4 then (today 3), taken from Aura and Shadow."""
    st = scenario(season="na-s7", hand0=[ACCOMP], aura=(4, 3), shadow=0)
    play_card(st, ACCOMP)  # 4 tokens from 4 Aura and an empty Shadow: no choice
    u = uid(st, ACCOMP)
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 4 and tokens(st)["aura"] == (0, 3)


# ====================================================================== 遺響壁 (na-s4 .. na-s7)
@pytest.mark.card("02-saine-A2-n-7@na-s7")
def test_reverberant_wall_disenchant_buffs_next_attack():
    """02-saine-A2-n-7 Reverberant Wall (na-s4 .. na-s7): on disenchant your next attack this turn gets +0/+1,
    with no Idea condition (Aura 3 here); today's reading needs Idea on your turn and attacks first."""
    st = scenario(season="na-s7", enh0=[(REVERB, 1)], hand0=[SLASH], deck0=[TSUKIKAGE, TSUKIKAGE], dist=3,
                  start="turn")
    answer(st, False)  # no reshuffle
    assert st.decision.kind == "main" and zone_ids(st, 0, PLAYED) == [REVERB]
    play_card(st, SLASH)
    assert dmg(st) == (1, 3, 2)
    st = scenario(enh0=[(REVERB, 1)], hand0=[SLASH], deck0=[TSUKIKAGE, TSUKIKAGE], dist=3, start="turn")
    answer(st, False)
    assert st.decision.kind == "main" and st.buffs == []
    play_card(st, SLASH)
    assert dmg(st) == (1, 3, 1)


@pytest.mark.card("02-saine-A2-n-7@na-s4")
def test_reverberant_wall_tokens_count_as_aura():
    """02-saine-A2-n-7 Reverberant Wall (older): its tokens count as your Aura against damage (as today)."""
    st = scenario(season="na-s4", turn_player=1, enh0=[(REVERB, 2)], hand1=[SHOOT], aura=(0, 3), dist=5)
    play_card(st, SHOOT)
    assert st.decision.kind == "damage"
    answer(st, "aura")
    if st.decision is not None and st.decision.kind == "damage_split":
        answer(st, st.decision.options[0])
    assert st.card_tokens(uid(st, REVERB)) == 0 and tokens(st)["life"] == (10, 10)


# ====================================================================== 弾奏氷瞑 (na-s6-2 .. na-s8-2)
@pytest.mark.card("02-saine-A1-s-2@na-s7")
def test_duet_chilling_old_play_terminal_flinch_and_choice():
    """02-saine-A1-s-2 Duet: Chilling Tranquility (older): Cost 2; flinch the opponent, then draw or gain vigor;
    Terminal: no more cards this turn (today: no attacks this turn, no flinch)."""
    st = scenario(season="na-s7", specials0=[DUET], hand0=[SLASH], deck0=[TSUKIKAGE], flare=(2, 0), dist=3,
                  vigor=(0, 1))
    play_card(st, DUET)
    assert options(st) == ("draw", "vigor")
    answer(st, "vigor")
    assert st.vigor == [1, 1] and st.flinch == [False, True] and zone_ids(st, 0, HAND) == [SLASH]
    assert st.cstate[uid(st, DUET)] == DEVOTED and tokens(st)["flare"] == (0, 0)
    assert not can_play_now(st, SLASH) and st.terminal[0]
    st = scenario(season="na-s7", specials0=[DUET], deck0=[TSUKIKAGE], flare=(2, 0))
    play_card(st, DUET)
    answer(st, "draw")
    assert zone_ids(st, 0, HAND) == [TSUKIKAGE] and st.vigor == [1, 1]


@pytest.mark.card("02-saine-A1-s-2@na-s8")
def test_duet_chilling_old_devoted_unavoidable_plus_life():
    """02-saine-A1-s-2 (older), Devoted: your other megami's attacks get +0/+1 and Unavoidable (no range check at
    resolution, CR 9-4 iii): Slash (3-4) still hits after the reaction Song and Dance moved the Distance to 5;
    today's reading gives +0/+1 only, so the same Slash misses."""
    for season, hits in (("na-s8", True), (None, False)):
        st = scenario(season=season, devoted0=[DUET], hand0=[SLASH], hand1=[SONG], aura=(3, 5), dist=4)
        play_card(st, SLASH)
        react(st, SONG)
        answer(st, "aura_to_dist")
        assert tokens(st)["dist"] == 5 and tokens(st)["aura"] == (3, 4)
        if hits:
            assert dmg(st) == (1, 3, 2)
        else:
            assert st.decision.kind == "main" and tokens(st)["life"] == (10, 10)


@pytest.mark.card("02-saine-A1-s-2@na-s7")
def test_duet_chilling_old_resurges_on_effect_life_damage_not_reshuffle():
    """02-saine-A1-s-2 (older), Immediate Resurgence: 1+ Life damage other than a reshuffle's, here an effect's
    (today only an attack's damage counts); the reshuffle's Life damage does not count."""
    st = scenario(season="na-s7", devoted0=[DUET])
    inject(st, (SingleDamage("life", 1, target="opp"),), Ctx(1))
    assert tokens(st)["life"] == (9, 10) and st.cstate[uid(st, DUET)] == UNUSED
    st = scenario(devoted0=[DUET])
    inject(st, (SingleDamage("life", 1, target="opp"),), Ctx(1))
    assert tokens(st)["life"] == (9, 10) and st.cstate[uid(st, DUET)] == DEVOTED
    st = scenario(season="na-s7", devoted0=[DUET], discard0=[SLASH], start="turn")
    assert st.decision.kind == "reshuffle"
    answer(st, True)
    assert tokens(st)["life"][0] == 9 and st.loc[uid(st, DUET)] == SPECIAL and st.cstate[uid(st, DUET)] == DEVOTED


# ====================================================================== 氷の音 (withdrawn after na-s8-2)
@pytest.mark.card("02-saine-A1-n-3@na-s7")
def test_sound_of_ice_as_reaction_takes_two():
    """02-saine-A1-n-3 Sound of Ice: opponent's Aura -> Shadow 1, and 1 more when played as a Reaction."""
    st = scenario(season="na-s7", turn_player=1, hand0=[SOUND_OF_ICE], hand1=[SHOOT], dist=5)
    play_card(st, SHOOT)
    assert st.decision.kind == "react"
    react(st, SOUND_OF_ICE)
    assert tokens(st)["aura"] == (3, 1) and tokens(st)["shadow"] == 2
    assert zone_ids(st, 0, PLAYED) == [SOUND_OF_ICE]
    assert dmg(st) == (0, 2, 1)


@pytest.mark.card("02-saine-A1-n-3@na-s8-2")
def test_sound_of_ice_in_main_phase_takes_one():
    """02-saine-A1-n-3 Sound of Ice, played in the main phase: one token only."""
    st = scenario(season="na-s8-2", hand0=[SOUND_OF_ICE])
    play_card(st, SOUND_OF_ICE)
    assert tokens(st) == tok(aura=(3, 2), shadow=1)
    assert zone_ids(st, 0, PLAYED) == [SOUND_OF_ICE] and st.zones[0][DISCARD] == []
    end_main(st)


# ====================================================================== seasons na-s2 .. na-s6 (Idea = Aura 0)
SWING = "02-saine-o-n-1"  # 4-5 2/1
CUT = "02-saine-o-n-2"  # 4-5 3/1
CUT_IN = "02-saine-o-n-3"  # 返し刃 in na-s2 (Reaction 3-5 1/1), 石突 (Hilt Slam, Reaction 2-3 2/1) since na-s3
HILT = CUT_IN
OUTCLASS = "02-saine-o-n-4"
SPACE = "02-saine-o-n-5"
CRYSTAL = "02-saine-o-n-6"
WITHERING = "02-saine-A2-s-3"


def atk_flags(st):
    return S.attack_values(st, st.attacks[max(st.attacks)]).flags


@pytest.mark.card("02-saine-o-n-1@na-s2")
def test_swing_rush_old_follow_up_only_at_aura_zero():
    """02-saine-o-n-1 Swing Rush (na-s2 .. na-s6): the follow-up 4-5 2/1 attack needs Aura 0; at Aura 1 there is
    none (today Aura 1 is enough)."""
    st = scenario(season="na-s2", hand0=[SWING], dist=5, aura=(0, 3))
    play_card(st, SWING)
    answer(st, "aura")  # 3 -> 1; the follow-up 2/1 must go to Life
    assert tokens(st) == tok(life=(10, 9), aura=(0, 1), flare=(0, 1), dist=5, shadow=2)
    assert st.decision.kind == "main" and st.attacks == {}
    for season, life in (("na-s6", 10), (None, 9)):
        st = scenario(season=season, hand0=[SWING], dist=5, aura=(1, 3))
        play_card(st, SWING)
        answer(st, "aura")
        assert tokens(st)["life"] == (10, life) and st.decision.kind == "main"


@pytest.mark.card("02-saine-o-n-3@na-s2")
def test_cut_in_as_reaction_follows_up_with_unreactable_attack():
    """02-saine-o-n-3 Cut In (na-s2): Reaction 3-5 1/1; used as a Reaction, After Attack: attack 3-5 2/1 with No
    Reactions; then the reacted Shoot resolves."""
    st = scenario(season="na-s2", turn_player=1, hand1=[SHOOT], hand0=[CUT_IN], dist=4)
    play_card(st, SHOOT)
    react(st, CUT_IN)
    assert dmg(st) == (1, 1, 1)
    answer(st, "aura")
    assert dmg(st) == (1, 2, 1) and "no_reactions" in atk_flags(st)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(3, 0), dist=4, shadow=3)
    assert dmg(st) == (0, 2, 1)  # the reacted Shoot
    answer(st, "life")
    assert tokens(st) == tok(life=(9, 10), aura=(3, 0), flare=(1, 0), dist=4, shadow=3)
    assert zone_ids(st, 0, PLAYED) == [CUT_IN] and st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("02-saine-o-n-3@na-s2")
def test_cut_in_in_the_main_phase_makes_no_follow_up():
    """02-saine-o-n-3 Cut In (na-s2): played in the main phase it reacts to nothing: no follow-up attack."""
    st = scenario(season="na-s2", hand0=[CUT_IN], dist=4)
    play_card(st, CUT_IN)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(3, 2), dist=4, shadow=1) and st.decision.kind == "main"


@pytest.mark.card("02-saine-o-n-3@na-s3")
def test_hilt_slam_old_needs_aura_zero():
    """02-saine-o-n-3 Hilt Slam (na-s3 .. na-s6): Shadow -> Distance 1 after the attack only at Aura 0; at Aura 1
    nothing (today it moves)."""
    st = scenario(season="na-s3", hand0=[HILT], dist=3, aura=(0, 3))
    play_card(st, HILT)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(0, 1), dist=4, shadow=1)
    for season, dist in (("na-s6", 3), (None, 4)):
        st = scenario(season=season, hand0=[HILT], dist=3, aura=(1, 3))
        play_card(st, HILT)
        answer(st, "aura")
        assert tokens(st)["dist"] == dist


@pytest.mark.card("02-saine-o-n-4@na-s2")
def test_outclass_old_reacts_only_at_aura_zero():
    """02-saine-o-n-4 Outclass (na-s2 .. na-s6): a Reaction only at Aura 0 (today at 1 or less); Distance<->Shadow
    1 puts the attack out of range."""
    st = scenario(season="na-s2", turn_player=1, hand1=[SHOOT], hand0=[OUTCLASS], dist=4, shadow=0, aura=(0, 3))
    play_card(st, SHOOT)
    assert options(st) == (("pass",), ("react", uid(st, OUTCLASS, 0)))
    react(st, OUTCLASS)
    answer(st, ("dist", "shadow"))
    assert tokens(st) == tok(aura=(0, 3), dist=3, shadow=1) and st.attacks == {}
    assert zone_ids(st, 0, PLAYED) == [OUTCLASS] and st.decision.kind == "main" and st.decision.player == 1
    for season, offered in (("na-s6", False), (None, True)):
        st = scenario(season=season, turn_player=1, hand1=[SHOOT], hand0=[OUTCLASS], dist=4, aura=(1, 3))
        play_card(st, SHOOT)
        assert (st.decision.kind == "react") is offered


@pytest.mark.card("02-saine-o-n-5@na-s2")
def test_space_for_master_old_deploy_moves_shadow_and_widens_by_two():
    """02-saine-o-n-5 Space for Master (na-s2 .. na-s4): Charge 3; Initialize Shadow -> Distance 1; Mastery Zone
    +2 (4): Forward from 5 stops."""
    st = scenario(season="na-s2", hand0=[SPACE], dist=4, shadow=1, aura=(3, 3))
    play_card(st, SPACE)
    assert options(st) == (("aura", 2), ("aura", 3))
    answer(st, ("aura", 3))
    u = uid(st, SPACE)
    assert zone_ids(st, 0, ENHANCE) == [SPACE] and st.card_tokens(u) == 3
    assert tokens(st) == tok(aura=(0, 3), dist=5, shadow=0)
    assert S.mastery_zone(st) == 4 and st.decision.kind == "main"


@pytest.mark.card("02-saine-o-n-5@na-s4")
def test_space_for_master_old_decay_goes_to_shadow():
    """02-saine-o-n-5 Space for Master (older): its tokens go to Shadow as usual (today to Distance)."""
    for season, dist, shadow in (("na-s4", 5, 1), (None, 6, 0)):
        st = scenario(season=season, enh0=[(SPACE, 1)], deck0=[CUT, HILT], dist=5, start="turn")
        answer(st, False)
        assert zone_ids(st, 0, PLAYED) == [SPACE] and tokens(st)["dist"] == dist and tokens(st)["shadow"] == shadow


@pytest.mark.card("02-saine-o-n-6@na-s2")
def test_wavering_crystal_old_disenchant_attack_without_arrow():
    """02-saine-o-n-6 Wavering Crystal (na-s2): Disenchant attack 0-10 1/- No Reactions, and no Shadow -> Distance
    after it (today 1)."""
    for season, dist, shadow in (("na-s2", 5, 2), (None, 6, 1)):
        st = scenario(season=season, enh0=[(CRYSTAL, 1)], deck0=[CUT, HILT], hand1=[POLITE_RETURN], dist=5,
                      start="turn")
        assert st.decision.kind == "reshuffle"
        assert tokens(st) == tok(aura=(3, 2), dist=dist, shadow=shadow)
        assert zone_ids(st, 0, PLAYED) == [CRYSTAL]


@pytest.mark.card("02-saine-o-n-6@na-s2")
def test_wavering_crystal_old_reaction_weakens():
    """02-saine-o-n-6 Wavering Crystal (na-s2): as a Reaction, the reacted attack gets -1/+0 (as today)."""
    st = scenario(season="na-s2", turn_player=1, hand1=[SHOOT], hand0=[CRYSTAL], dist=4, shadow=0)
    play_card(st, SHOOT)
    react(st, CRYSTAL)  # Charge 1 from Aura (Shadow empty)
    assert dmg(st) == (0, 1, 1)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(1, 3), dist=4, shadow=1) and st.card_tokens(uid(st, CRYSTAL)) == 1


@pytest.mark.card("02-saine-A1-s-2@na-s2")
def test_duet_chilling_s2_ends_the_phase():
    """02-saine-A1-s-2 Duet: Chilling Tranquility (na-s2 .. na-s6): Cost 2 even with Idea; played in the main phase
    it ends the phase: the end phase runs and the opponent's turn begins. Today you stay in your main phase (no
    attacks)."""
    st = scenario(season="na-s2", specials0=[DUET], hand0=[CUT], deck1=[SHOOT, SHOOT], flare=(2, 0), dist=4,
                  aura=(1, 3))
    assert S.card_cost(st, 0, uid(st, DUET)) == 2
    play_card(st, DUET)
    assert st.cstate[uid(st, DUET)] == DEVOTED and zone_ids(st, 0, HAND) == [CUT]
    assert st.turn_player == 1 and st.decision.player == 1 and st.terminal == [False, False]
    assert tokens(st) == tok(aura=(1, 3), dist=4, shadow=2)
    st = scenario(specials0=[DUET], hand0=[CUT], flare=(2, 0), dist=4, aura=(1, 3))
    play_card(st, DUET)
    assert st.turn_player == 0 and st.decision.kind == "main" and not can_play_now(st, CUT)


@pytest.mark.card("02-saine-A1-s-2@na-s5")
def test_duet_chilling_s2_devoted_plus_life_for_other_megami_and_resurgence():
    """02-saine-A1-s-2 (na-s2 .. na-s6), Devoted: your other megami's attacks get +0/+1 (Saine's do not, and no
    Unavoidable); Immediate Resurgence on 1+ Life damage other than a reshuffle's, here an effect's."""
    st = scenario(season="na-s5", devoted0=[DUET], hand0=[SLASH, CUT], dist=4, aura=(3, 5))
    play_card(st, SLASH)
    assert dmg(st) == (1, 3, 2) and "unavoidable" not in atk_flags(st)
    answer(st, "life")
    play_card(st, CUT)
    assert dmg(st) == (1, 3, 1)
    st = scenario(season="na-s5", devoted0=[DUET])
    inject(st, (SingleDamage("life", 1, target="opp"),), Ctx(1))
    assert tokens(st)["life"] == (9, 10) and st.cstate[uid(st, DUET)] == UNUSED


@pytest.mark.card("02-saine-o-s-3@na-s2")
def test_silent_icebreaker_old_resurges_only_at_aura_zero():
    """02-saine-o-s-3 Silent Icebreaker (na-s2 .. na-s6): Resurgence at your end phase with Aura 0; at Aura 1 it
    stays used (today it resurges)."""
    for season, aura, state in (("na-s2", 0, UNUSED), ("na-s6", 1, DEVOTED), (None, 1, UNUSED)):
        st = scenario(season=season, devoted0=[ICEBREAKER], aura=(aura, 3))
        end_main(st)
        assert st.cstate[uid(st, ICEBREAKER)] == state, season


@pytest.mark.card("02-saine-o-s-3@na-s4")
def test_silent_icebreaker_old_reaction_weakens():
    """02-saine-o-s-3 Silent Icebreaker (older): Reaction 0-10 1/1, then the reacted attack -1/-1 (as today)."""
    st = scenario(season="na-s4", specials0=[ICEBREAKER], flare=(2, 0), hand1=[SHOOT], turn_player=1, dist=4)
    play_card(st, SHOOT)
    react(st, ICEBREAKER)
    answer(st, "aura")
    assert dmg(st) == (0, 1, 0)  # Shoot 2/1 became 1/0
    answer(st, "aura")
    assert tokens(st) == tok(aura=(2, 2), dist=4, shadow=4) and st.decision.kind == "main"
    assert st.cstate[uid(st, ICEBREAKER)] == DEVOTED


@pytest.mark.card("02-saine-A2-s-3@na-s4")
def test_withering_fragment_old_reaction_action_ends_phase():
    """02-saine-A2-s-3 Withering Fragment (na-s4 .. na-s6): a Reaction action of Cost 3 (no attack of its own, not
    Terminal): the reacted Shoot hits the Aura, which ends at 0 -> the opponent's phase ends."""
    st = scenario(season="na-s4", specials0=[WITHERING], flare=(3, 0), hand1=[SHOOT, BACKSTEP], turn_player=1,
                  dist=4, aura=(2, 3), deck0=[CUT, HILT])
    play_card(st, SHOOT)
    react(st, WITHERING)
    assert tokens(st) == tok(aura=(2, 3), dist=4, shadow=3) and st.terminal == [False, False]
    assert dmg(st) == (0, 2, 1)
    answer(st, "aura")
    assert st.turn_player == 0 and st.decision.player == 0
    assert zone_ids(st, 1, HAND) == [BACKSTEP] and st.cstate[uid(st, WITHERING)] == DEVOTED
    assert tokens(st) == tok(aura=(0, 3), dist=4, shadow=5)


@pytest.mark.card("02-saine-A2-s-3@na-s6")
def test_withering_fragment_old_aura_left_and_resurgence():
    """02-saine-A2-s-3 Withering Fragment (older): Aura left after the hit -> the phase goes on; Resurgence at your
    end phase with Aura 0 (today it has no Resurgence)."""
    st = scenario(season="na-s6", specials0=[WITHERING], flare=(3, 0), hand1=[SHOOT], turn_player=1, dist=4)
    play_card(st, SHOOT)
    react(st, WITHERING)
    answer(st, "aura")
    assert st.decision.kind == "main" and st.decision.player == 1 and tokens(st)["aura"] == (1, 3)
    for season, state in (("na-s6", UNUSED), (None, DEVOTED)):
        st = scenario(season=season, devoted0=[WITHERING], aura=(0, 3))
        end_main(st)
        assert st.cstate[uid(st, WITHERING)] == state
