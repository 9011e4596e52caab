"""Korunu (original, na-s10-2): one or more tests per card id, plus the additional rules of megami-rules.en.md
section 13 (Freeze tokens 13-1, frozen 13-2-1, the Aura cap 13-3, Out of Game 13-4, Freeze 13-5, the frozen
player's Focus 13-6) and interactions with other megami. Player 0 hosts Korunu unless stated."""
from __future__ import annotations

import pytest

from sakura_lab.cards import korunu as K
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    DEVOTED,
    DIST,
    ENHANCE,
    PLAYED,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import BasicActions
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    end_main,
    inject,
    options,
    pass_until,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

ICE_SHARDS = "15-korunu-o-n-1"  # 3-4 1/1
CYCLONE = "15-korunu-o-n-2"  # 2-3 2/2
BLADE_DANCE = "15-korunu-o-n-3"  # 4-5 2/1
SNOW_CROSSING = "15-korunu-o-n-4"
ABSOLUTE_ZERO = "15-korunu-o-n-5"  # reaction
FROSTBITE = "15-korunu-o-n-6"  # charge 2
RIMETHORN = "15-korunu-o-n-7"  # charge 2
KONRU = "15-korunu-o-s-1"  # 2-3 2/3, cost 4
RETAR_RERA = "15-korunu-o-s-2"  # reaction, cost 2
UPASTUM = "15-korunu-o-s-3"  # 3-6 0/-, cost 0
PORU_CHAR_TO = "15-korunu-o-s-4"  # charge 1, cost 2 (4 as a Reaction)

SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1, no text
HILT_SLAM = "02-saine-o-n-3"  # Saine reaction attack 2-3 2/1
SILENT_WALL = "02-saine-o-n-7"  # tokens count as Aura for damage
HIMIKA_SHOT = "03-himika-o-n-1"  # 4-10 2/1
BLOSSOM = "04-tokoyo-A2-s-3"  # Devoted: arrows into your Aura have cap 8

KO = ("korunu", "yurina")
RECOVER_ONCE = BasicActions(1, only=("recover",), optional=False)


def setup(**kw):
    kw.setdefault("megami0", KO)
    return scenario(**kw)


def set_frozen(st, p, n):
    """Put ``n`` Freeze tokens in ``p``'s Aura directly (as if frozen earlier), then ask the pending decision
    again."""
    if n:
        st.marks[("korunu_freeze", p)] = n
    else:
        st.marks.pop(("korunu_freeze", p), None)
    if st.decision is not None:
        inject(st, (), Ctx(st.decision.player))


def cur_attack(st):
    return st.attacks[max(st.attacks)]


def vals(st):
    v = S.attack_values(st, cur_attack(st))
    return v.aura, v.life


def basic_choices(st, p):
    return S.basic_action_choices(st, p)


# ====================================================================== rules (section 13)
@pytest.mark.rule("megami 13-1")
def test_rule_13_1_13_4_freeze_tokens_are_not_sakura_tokens():
    """MR 13-1, 13-4, 13-5: a Freeze token comes from Out of Game (unlimited) into the Aura; sakura tokens are
    untouched (conservation, CR 6-3)."""
    st = setup(aura=(3, 1))
    before = list(st.tok)
    assert K.freeze(st, 1, 0)
    assert K.frozen(st, 1) == 1 and K.frozen(st, 0) == 0
    assert list(st.tok) == before
    for _ in range(3):
        K.freeze(st, 1, 0)
    assert K.frozen(st, 1) == 4
    S.check_invariants(st)


@pytest.mark.rule("megami 13-2-1")
def test_rule_13_2_1_frozen_x_or_more_is_public():
    """MR 13-2-1: frozen X or more = X+ Freeze tokens in the Aura; public (the opponent's view shows the
    same room in that Aura)."""
    st = setup(aura=(3, 1))
    set_frozen(st, 1, 3)
    assert K.frozen(st, 1) >= 3 and not K.frozen(st, 0)
    ctx = Ctx(0)
    assert K.OPP_FROZEN_3(st, ctx) and not K.OPP_FROZEN_3(st, Ctx(1))
    assert st.view(0)._st.marks[("korunu_freeze", 1)] == 3  # the mark is not declared hidden


@pytest.mark.rule("megami 13-3")
def test_rule_13_3_freeze_tokens_take_room_for_every_move_into_an_aura():
    """MR 13-3: sakura + Freeze tokens <= 5: basic actions, card arrows and charges see the Freeze tokens."""
    st = setup(aura=(1, 3), shadow=5, dist=5)
    set_frozen(st, 1, 2)
    assert S.room(st, AURA + 1) == 0
    assert K.aura_full(st, 1)
    # basic actions into the Aura are not offered to the frozen player
    ch = basic_choices(st, 1)
    assert "recover" not in ch and "forward" not in ch
    # an arrow into that Aura moves nothing (CR 6-3: as many as possible)
    assert S.move_tokens(st, SHADOW, AURA + 1, 2, arrow_player=1, cause="arrow") == 0
    assert st.tok[AURA + 1] == 3
    # room for one more after one Freeze token leaves
    K.thaw(st, 1)
    assert S.room(st, AURA + 1) == 1
    assert S.move_tokens(st, SHADOW, AURA + 1, 2, cause="arrow") == 1
    assert st.tok[AURA + 1] == 4 and K.frozen(st, 1) == 1
    S.check_invariants(st)


@pytest.mark.rule("megami 13-3")
def test_rule_13_3_invariant_catches_an_overfull_aura():
    """MR 13-3: the registered invariant refuses sakura + Freeze tokens over the cap."""
    st = setup(aura=(5, 3))
    st.marks[("korunu_freeze", 1)] = 3
    with pytest.raises(S.RulesError):
        S.check_invariants(st)


@pytest.mark.rule("megami 13-5")
def test_rule_13_5_freeze_a_full_aura_moves_nothing():
    """MR 13-5 (CR 6-3): with no room, freezing does nothing."""
    st = setup(aura=(3, 5))
    assert not K.freeze(st, 1, 0)
    assert K.frozen(st, 1) == 0
    st2 = setup(aura=(3, 4))
    assert K.freeze(st2, 1, 0) and not K.freeze(st2, 1, 0)
    assert K.frozen(st2, 1) == 1


@pytest.mark.rule("megami 13-6")
def test_rule_13_6_frozen_focus_removes_a_freeze_token_even_without_aura():
    """MR 13-6: a frozen player's Focus moves one Freeze token to Out of Game instead; it may be chosen
    though no sakura token would move (Aura 0)."""
    st = setup(aura=(0, 0), turn_player=0, vigor=(1, 1))
    assert "focus" not in basic_choices(st, 0)
    set_frozen(st, 0, 2)
    assert ("basic", "focus") in options(st)
    answer(st, ("basic", "focus"))
    if st.decision.kind == "basic_cost":
        answer(st, ("vigor",))
    assert K.frozen(st, 0) == 1
    assert tokens(st)["aura"] == (0, 0) and tokens(st)["flare"] == (0, 0)
    assert st.vigor[0] == 0


@pytest.mark.rule("megami 13-6")
def test_rule_13_6_frozen_focus_with_aura_moves_no_sakura():
    """MR 13-6: with sakura tokens in the Aura, the frozen player's Focus still only removes a Freeze token;
    once unfrozen, Focus is the ordinary one again."""
    st = setup(aura=(2, 2), flare=(0, 0))
    set_frozen(st, 0, 1)
    S.do_basic_action(st, 0, "focus")
    assert K.frozen(st, 0) == 0 and tokens(st)["aura"] == (2, 2) and tokens(st)["flare"] == (0, 0)
    S.do_basic_action(st, 0, "focus")
    assert tokens(st)["aura"] == (1, 2) and tokens(st)["flare"] == (1, 0)


@pytest.mark.rule("megami 13")
def test_rule_13_note_freeze_tokens_are_not_aura_for_damage():
    """MR 13 NOTE: Freeze tokens are not Aura: not in the Aura value, not in the CR 5-8-3-2 test, not moved by
    Aura damage."""
    st = setup(megami0=("yurina", "korunu"), hand0=[SLASH], dist=3, aura=(3, 1))
    set_frozen(st, 1, 4)
    play_card(st, SLASH)  # 3/1
    if st.decision.kind == "react":
        react(st, None)
    # 1 sakura < 3 damage: the only choice is Life (answered at once); the Freeze tokens stay
    assert tokens(st)["life"] == (10, 9) and tokens(st)["aura"] == (3, 1) and K.frozen(st, 1) == 4
    st2 = setup(megami0=("yurina", "korunu"), hand0=[SLASH], dist=3, aura=(3, 3))
    set_frozen(st2, 1, 2)
    play_card(st2, SLASH)
    if st2.decision.kind == "react":
        react(st2, None)
    answer(st2, "aura")
    assert st2.tok[AURA + 1] == 0 and K.frozen(st2, 1) == 2 and st2.tok[SHADOW] == 3


# ====================================================================== cards
@pytest.mark.card("15-korunu-o-n-1")
def test_ice_shards_freezes_after_the_attack():
    """15-korunu-o-n-1: 3-4 1/1; after the attack the opponent is frozen once."""
    st = setup(hand0=[ICE_SHARDS], dist=4, aura=(3, 3))
    play_card(st, ICE_SHARDS)
    assert vals(st) == (1, 1)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 2) and st.tok[SHADOW] == 1
    assert K.frozen(st, 1) == 1 and zone_ids(st, 0, PLAYED) == [ICE_SHARDS]


@pytest.mark.card("15-korunu-o-n-2")
def test_cyclone_blade_reacted_moves_distance_after_the_reaction():
    """15-korunu-o-n-2: reacted to -> after the Reaction card resolves, Distance<->Shadow 2 (here 3 -> 1, and
    the attack 2-3 then misses)."""
    st = setup(megami1=("saine", "tokoyo"), hand0=[CYCLONE], hand1=[HILT_SLAM], dist=3, aura=(3, 3), shadow=0)
    play_card(st, CYCLONE)
    react(st, HILT_SLAM)  # reaction attack 2-3 2/1 on Korunu
    assert st.decision.player == 0 and st.decision.kind == "damage"
    answer(st, "aura")
    assert st.decision.kind == "arrow" and st.decision.player == 0
    answer(st, ("dist", "shadow"))
    assert st.tok[DIST] == 1 and st.tok[SHADOW] == 4
    # the Cyclone Blade attack misses at distance 1 (CR 9-4 iii): player 1 keeps their Aura
    assert tokens(st)["aura"] == (1, 3) and tokens(st)["life"] == (10, 10)
    assert zone_ids(st, 0, PLAYED) == [CYCLONE]


@pytest.mark.card("15-korunu-o-n-2")
def test_cyclone_blade_not_reacted_does_nothing_more():
    """15-korunu-o-n-2 without a Reaction: plain 2-3 2/2, no arrow."""
    st = setup(megami1=("saine", "tokoyo"), hand0=[CYCLONE], hand1=[HILT_SLAM], dist=3, aura=(3, 3))
    play_card(st, CYCLONE)
    react(st, None)
    answer(st, "aura")
    assert st.tok[DIST] == 3 and tokens(st)["aura"] == (3, 1) and st.tok[SHADOW] == 2
    assert st.decision.kind == "main"


@pytest.mark.card("15-korunu-o-n-3")
def test_blade_dance_plus_one_when_aura_full():
    """15-korunu-o-n-3: 4-5 2/1, +1/+1 while the opponent's Aura is full (Freeze tokens included)."""
    st = setup(hand0=[BLADE_DANCE], dist=5, aura=(3, 3))
    play_card(st, BLADE_DANCE)
    assert vals(st) == (2, 1)
    st = setup(hand0=[BLADE_DANCE], dist=5, aura=(3, 3))
    set_frozen(st, 1, 2)
    play_card(st, BLADE_DANCE)
    assert vals(st) == (3, 2)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0) and K.frozen(st, 1) == 2


@pytest.mark.card("15-korunu-o-n-4")
def test_snow_crossing_with_full_aura_may_add_distance():
    """15-korunu-o-n-4: Distance<->Shadow 1; with the opponent's Aura full, may Shadow->Distance 1."""
    st = setup(hand0=[SNOW_CROSSING], dist=5, aura=(3, 5), shadow=2)
    play_card(st, SNOW_CROSSING)
    answer(st, ("dist", "shadow"))
    assert st.decision.kind == "may" and st.decision.context == "korunu_snow_crossing"
    answer(st, True)
    assert st.tok[DIST] == 5 and st.tok[SHADOW] == 2
    st = setup(hand0=[SNOW_CROSSING], dist=5, aura=(3, 5), shadow=2)
    play_card(st, SNOW_CROSSING)
    answer(st, ("shadow", "dist"))
    answer(st, True)
    assert st.tok[DIST] == 7 and st.tok[SHADOW] == 0


@pytest.mark.card("15-korunu-o-n-4")
def test_snow_crossing_without_full_aura():
    """15-korunu-o-n-4: the second part is not offered while the opponent's Aura has room."""
    st = setup(hand0=[SNOW_CROSSING], dist=5, aura=(3, 4), shadow=2)
    play_card(st, SNOW_CROSSING)
    answer(st, ("dist", "shadow"))
    assert st.decision.kind == "main"
    assert st.tok[DIST] == 4 and st.tok[SHADOW] == 3


@pytest.mark.card("15-korunu-o-n-5")
def test_absolute_zero_standard_recovers_once():
    """15-korunu-o-n-5 (standard): Recover once; no attack, no freeze."""
    st = setup(hand0=[ABSOLUTE_ZERO], dist=5, aura=(2, 1), shadow=3)
    play_card(st, ABSOLUTE_ZERO)
    assert tokens(st)["aura"] == (3, 1) and st.tok[SHADOW] == 2 and K.frozen(st, 1) == 0
    assert zone_ids(st, 0, PLAYED) == [ABSOLUTE_ZERO]


@pytest.mark.card("15-korunu-o-n-5")
def test_absolute_zero_all_out_attacks_freezes_and_recovers_twice():
    """15-korunu-o-n-5 All-Out: attack 2-5 1/2, freeze until the Aura is full, then Recover twice (frozen 3+)."""
    st = setup(hand0=[ABSOLUTE_ZERO], dist=4, aura=(2, 2), shadow=3)
    play_card(st, ABSOLUTE_ZERO, fullpower=True)
    assert vals(st) == (1, 2)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "aura")  # 2 -> 1
    assert K.frozen(st, 1) == 4  # 1 sakura + 4 Freeze = 5
    assert tokens(st)["aura"] == (4, 1) and st.tok[SHADOW] == 2  # 3 + 1 (damage) - 2 (recover)


@pytest.mark.card("15-korunu-o-n-5")
def test_absolute_zero_as_reaction():
    """15-korunu-o-n-5 as a Reaction in the opponent's turn: Recover once (twice if they are frozen 3+)."""
    st = setup(megami1=("himika", "tokoyo"), hand0=[ABSOLUTE_ZERO], hand1=[HIMIKA_SHOT], turn_player=1, dist=5,
               aura=(1, 2), shadow=3)
    set_frozen(st, 1, 3)
    play_card(st, HIMIKA_SHOT, 1)
    react(st, ABSOLUTE_ZERO)
    assert tokens(st)["aura"] == (3, 2) and st.tok[SHADOW] == 1


@pytest.mark.card("15-korunu-o-n-6")
def test_frostbite_freezes_and_forbids_focus():
    """15-korunu-o-n-6: Initialize freezes the opponent; while deployed the opponent cannot Focus (not even
    the frozen Focus of MR 13-6)."""
    st = setup(hand0=[FROSTBITE], aura=(3, 3), shadow=2)
    play_card(st, FROSTBITE)
    if st.decision.kind == "charge":
        answer(st, ("aura", 0))
    assert st.tok[CARD_BASE + uid(st, FROSTBITE)] == 2 and st.tok[SHADOW] == 0
    assert K.frozen(st, 1) == 1 and zone_ids(st, 0, ENHANCE) == [FROSTBITE]
    assert "focus" not in basic_choices(st, 1)
    assert "focus" in basic_choices(st, 0)
    S.do_basic_action(st, 1, "focus")  # forbidden: nothing happens
    assert K.frozen(st, 1) == 1 and tokens(st)["flare"] == (0, 0)


@pytest.mark.card("15-korunu-o-n-7")
def test_rimethorn_first_non_special_attack_gets_plus_one():
    """15-korunu-o-n-7: the first non-Special attack in your turn gets +1/+1 (not the second)."""
    st = setup(hand0=[ICE_SHARDS, SLASH], enh0=[(RIMETHORN, 2)], dist=4, aura=(3, 5))
    play_card(st, ICE_SHARDS)
    assert vals(st) == (2, 2)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "aura")
    pass_until(st, "main")
    play_card(st, SLASH)
    assert vals(st) == (3, 1)


@pytest.mark.card("15-korunu-o-n-7")
def test_rimethorn_not_on_the_opponents_attack():
    """15-korunu-o-n-7: the opponent's attacks are not modified."""
    st = setup(hand1=[HIMIKA_SHOT], enh0=[(RIMETHORN, 2)], dist=5, turn_player=1)
    play_card(st, HIMIKA_SHOT, 1)
    assert vals(st) == (2, 1)


@pytest.mark.card("15-korunu-o-n-7")
def test_rimethorn_may_keep_its_token_while_opponent_frozen():
    """15-korunu-o-n-7: while the opponent is frozen, its owner may keep the token at the start phase."""
    st = setup(enh0=[(RIMETHORN, 2)], turn_player=1, deck0=[SLASH, SLASH, SLASH], aura=(3, 3))
    st.marks[("korunu_freeze", 1)] = 1
    end_main(st)
    pass_until(st, "may", 0)
    assert st.decision.context == "korunu_rimethorn_keep"
    answer(st, True)
    u = uid(st, RIMETHORN)
    assert st.tok[CARD_BASE + u] == 2 and st.tok[SHADOW] == 0
    # declining: the token goes as usual
    st = setup(enh0=[(RIMETHORN, 2)], turn_player=1, deck0=[SLASH, SLASH, SLASH], aura=(3, 3))
    st.marks[("korunu_freeze", 1)] = 1
    end_main(st)
    pass_until(st, "may", 0)
    answer(st, False)
    assert st.tok[CARD_BASE + uid(st, RIMETHORN)] == 1 and st.tok[SHADOW] == 1


@pytest.mark.card("15-korunu-o-n-7")
def test_rimethorn_no_choice_when_opponent_not_frozen():
    """15-korunu-o-n-7: the opponent not frozen -> the token leaves without a question."""
    st = setup(enh0=[(RIMETHORN, 2)], turn_player=1, deck0=[SLASH, SLASH, SLASH], aura=(3, 3))
    end_main(st)
    pass_until(st, "main", 0)
    assert st.tok[CARD_BASE + uid(st, RIMETHORN)] == 1 and st.tok[SHADOW] == 1


@pytest.mark.card("15-korunu-o-s-1")
def test_konru_ruyanpe_aura_choice_freezes_until_full():
    """15-korunu-o-s-1: 2-3 2/3; damage taken on Aura -> freeze the opponent until their Aura is full."""
    st = setup(specials0=[KONRU], flare=(4, 0), dist=3, aura=(3, 3))
    play_card(st, KONRU)
    assert vals(st) == (2, 3)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1) and K.frozen(st, 1) == 4
    assert tokens(st)["flare"] == (0, 0) and st.tok[SHADOW] == 6
    assert st.cstate[uid(st, KONRU)] == DEVOTED


@pytest.mark.card("15-korunu-o-s-1")
def test_konru_ruyanpe_life_choice_no_freeze():
    """15-korunu-o-s-1: damage taken on Life -> no freeze."""
    st = setup(specials0=[KONRU], flare=(4, 0), dist=3, aura=(3, 3))
    play_card(st, KONRU)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 7) and K.frozen(st, 1) == 0


@pytest.mark.card("15-korunu-o-s-2")
def test_retar_rera_cancels_when_aura_full():
    """15-korunu-o-s-2: opponent's Aura full -> the reacted attack is cancelled."""
    st = setup(specials0=[RETAR_RERA], hand1=[HIMIKA_SHOT], turn_player=1, flare=(2, 0), dist=5, aura=(3, 2))
    st.marks[("korunu_freeze", 1)] = 3
    play_card(st, HIMIKA_SHOT, 1)
    react(st, RETAR_RERA)
    assert tokens(st)["aura"] == (3, 2) and tokens(st)["life"] == (10, 10) and st.tok[DIST] == 5
    assert tokens(st)["flare"] == (0, 0) and st.tok[SHADOW] == 2
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("15-korunu-o-s-2")
def test_retar_rera_otherwise_distance_to_attackers_aura():
    """15-korunu-o-s-2: otherwise Distance -> opponent's Aura 1 (here the attack 4-10 then misses at 4)."""
    st = setup(specials0=[RETAR_RERA], hand1=[HIMIKA_SHOT], turn_player=1, flare=(2, 0), dist=4, aura=(3, 2))
    play_card(st, HIMIKA_SHOT, 1)
    react(st, RETAR_RERA)
    assert st.tok[DIST] == 3 and tokens(st)["aura"] == (3, 3)
    assert tokens(st)["life"] == (10, 10)  # 4-10 missed at distance 3


@pytest.mark.card("15-korunu-o-s-3")
def test_upastum_freezes_and_resurges_when_aura_fills():
    """15-korunu-o-s-3: 3-6 0/-; freezes; Devoted, it becomes unused when the opponent's Aura becomes full."""
    st = setup(specials0=[UPASTUM], dist=6, aura=(3, 3), shadow=3)
    play_card(st, UPASTUM)
    if st.decision.kind == "react":
        react(st, None)
    u = uid(st, UPASTUM)
    # 0/-: the damage can only go to the Aura (0 moves); then frozen once: 3 + 1 = 4, not full
    assert tokens(st)["aura"] == (3, 3) and tokens(st)["life"] == (10, 10)
    assert K.frozen(st, 1) == 1 and st.cstate[u] == DEVOTED
    inject(st, (K.FREEZE,), Ctx(0))  # 3 + 2 = 5: full -> Immediate Resurgence
    assert st.cstate[u] == UNUSED and st.loc[u] == SPECIAL


@pytest.mark.card("15-korunu-o-s-3")
def test_upastum_resurges_when_sakura_fill_the_aura():
    """15-korunu-o-s-3: sakura tokens moving in can fill the Aura too (by the opponent's Recover)."""
    st = setup(devoted0=[UPASTUM], aura=(3, 3), shadow=3, turn_player=1)
    st.marks[("korunu_freeze", 1)] = 1
    u = uid(st, UPASTUM)
    inject(st, (RECOVER_ONCE,), Ctx(1))
    assert tokens(st)["aura"] == (3, 4) and st.cstate[u] == UNUSED


@pytest.mark.card("15-korunu-o-s-3")
def test_upastum_own_freeze_filling_does_not_resurge():
    """15-korunu-o-s-3: its own freeze filling the Aura does not make it unused (still in use)."""
    st = setup(specials0=[UPASTUM], dist=6, aura=(3, 4))
    play_card(st, UPASTUM)
    if st.decision.kind == "react":
        react(st, None)
    u = uid(st, UPASTUM)
    assert K.frozen(st, 1) == 1 and st.cstate[u] == DEVOTED


@pytest.mark.card("15-korunu-o-s-4")
def test_poru_char_to_main_phase():
    """15-korunu-o-s-4: Cost 2, Charge 1; Initialize: Distance<->Shadow 1 and freeze the opponent."""
    st = setup(specials0=[PORU_CHAR_TO], flare=(3, 0), dist=5, aura=(3, 3), shadow=0)
    play_card(st, PORU_CHAR_TO)
    if st.decision.kind == "charge":
        answer(st, ("aura", 1))
    answer(st, ("dist", "shadow"))
    u = uid(st, PORU_CHAR_TO)
    assert tokens(st)["flare"] == (1, 0) and st.tok[CARD_BASE + u] == 1
    assert st.tok[DIST] == 4 and st.tok[AURA] == 2 and st.tok[SHADOW] == 3
    assert K.frozen(st, 1) == 1 and st.loc[u] == ENHANCE


@pytest.mark.card("15-korunu-o-s-4")
def test_poru_char_to_as_reaction_costs_four():
    """15-korunu-o-s-4: playable as a Reaction to the opponent's attack for Cost 4 (not with 3 Flare)."""
    st = setup(specials0=[PORU_CHAR_TO], hand1=[HIMIKA_SHOT], turn_player=1, flare=(3, 0), dist=5, aura=(3, 3))
    play_card(st, HIMIKA_SHOT, 1)
    assert st.decision.kind != "react"  # 3 Flare: no reaction offered
    st = setup(specials0=[PORU_CHAR_TO], hand1=[HIMIKA_SHOT], turn_player=1, flare=(4, 0), dist=5, aura=(3, 3),
               shadow=0)
    play_card(st, HIMIKA_SHOT, 1)
    react(st, PORU_CHAR_TO)
    if st.decision.kind == "charge":
        answer(st, ("aura", 1))
    answer(st, ("shadow", "dist"))
    u = uid(st, PORU_CHAR_TO)
    assert tokens(st)["flare"] == (0, 0) and st.tok[CARD_BASE + u] == 1 and st.tok[DIST] == 6
    assert K.frozen(st, 1) == 1


@pytest.mark.card("15-korunu-o-s-4")
def test_poru_char_to_disenchant_replays_with_charge_four():
    """15-korunu-o-s-4 Disenchant: may play it again with Charge 4, paying Cost 2; it stays deployed."""
    st = setup(enh0=[(PORU_CHAR_TO, 1)], flare=(2, 0), dist=5, aura=(3, 3), shadow=5, turn_player=1,
               deck0=[SLASH, SLASH, SLASH])
    u = uid(st, PORU_CHAR_TO)
    end_main(st)
    pass_until(st, "may", 0)
    assert st.decision.context == "korunu_porchar_replay"
    answer(st, True)
    if st.decision.kind == "charge":
        answer(st, ("aura", 0))
    answer(st, ("dist", "shadow"))
    assert st.tok[CARD_BASE + u] == 4 and st.loc[u] == ENHANCE
    assert tokens(st)["flare"] == (0, 0) and K.frozen(st, 1) == 1 and st.tok[DIST] == 4
    pass_until(st, "main", 0)
    assert st.loc[u] == ENHANCE and st.tok[CARD_BASE + u] == 4


@pytest.mark.card("15-korunu-o-s-4")
def test_poru_char_to_disenchant_declined_becomes_devoted():
    """15-korunu-o-s-4 Disenchant declined: it becomes Devoted as usual."""
    st = setup(enh0=[(PORU_CHAR_TO, 1)], flare=(2, 0), dist=5, aura=(3, 3), shadow=5, turn_player=1,
               deck0=[SLASH, SLASH, SLASH])
    u = uid(st, PORU_CHAR_TO)
    end_main(st)
    pass_until(st, "may", 0)
    answer(st, False)
    pass_until(st, "main", 0)
    assert st.loc[u] == SPECIAL and st.cstate[u] == DEVOTED and tokens(st)["flare"] == (2, 0)


# ====================================================================== interactions with other megami
@pytest.mark.card("04-tokoyo-A2-s-3", "15-korunu-o-s-1")
def test_interaction_tokoyo_raised_aura_cap_counts_freeze_tokens():
    """Tokoyo's 徒寄ノ八重桜 (Devoted: arrows into your Aura have cap 8) with Freeze tokens: the raised cap is
    shared by sakura and Freeze tokens (MR 13-3), and Konru Ruyanpe fills to the ordinary cap of 5."""
    st = scenario(megami0=KO, megami1=("tokoyo-a2", "himika"), devoted1=[BLOSSOM], specials0=[KONRU],
                  flare=(4, 0), dist=3, aura=(3, 3), shadow=5)
    play_card(st, KONRU)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "aura")  # 3 -> 1, then freeze until full (cap 5 for a freeze: not an arrow)
    assert K.frozen(st, 1) == 4
    # player 1's own arrow into their Aura: cap 8 -> 8 - 1 - 4 = 3 more
    assert S.move_tokens(st, SHADOW, AURA + 1, 5, arrow_player=1, cause="arrow") == 3
    assert st.tok[AURA + 1] == 4
    S.check_invariants(st)


@pytest.mark.card("02-saine-o-n-7", "15-korunu-o-n-1")
def test_interaction_saine_silent_wall_and_freeze_tokens():
    """Saine's Silent Wall counts as Aura for damage, Freeze tokens do not (MR 13 NOTE)."""
    st = scenario(megami0=KO, megami1=("saine", "tokoyo"), hand0=[ICE_SHARDS, SLASH], enh1=[(SILENT_WALL, 1)],
                  dist=4, aura=(3, 1))
    st.marks[("korunu_freeze", 1)] = 4
    play_card(st, ICE_SHARDS)  # 1/1: 1 sakura + 1 wall token >= 1 -> aura allowed
    if st.decision.kind == "react":
        react(st, None)
    assert "aura" in st.decision.options
    answer(st, "aura")
    if st.decision.kind == "damage_split":
        answer(st, 1)
    # the damage came off the wall: the Aura keeps 1 sakura + 4 Freeze tokens = full, so Ice Shards' freeze
    # moved nothing
    assert st.tok[AURA + 1] == 1 and st.tok[CARD_BASE + uid(st, SILENT_WALL)] == 0 and K.frozen(st, 1) == 4


@pytest.mark.card("15-korunu-o-n-1")
def test_interaction_thallya_distance_and_korunu_aura_caps_side_by_side():
    """Thallya's Distance +1 tokens (cap_occupied for Distance, MR 9-6) and Korunu's Freeze tokens
    (cap_occupied for an Aura, MR 13-3) answer the same hook for their own places only."""
    st = scenario(megami0=("korunu", "thallya"), megami1=("himika", "tokoyo"), hand0=[ICE_SHARDS], dist=4,
                  aura=(3, 3))
    play_card(st, ICE_SHARDS)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "life")
    assert K.frozen(st, 1) == 1
    assert S.room(st, AURA + 1) == 1 and S.room(st, AURA) == 2 and S.room(st, DIST) == 6
    st.marks[("thallya_art", 0)] = (3, 0, 2, 0)  # two Distance +1 tokens
    S.invalidate(st)
    assert S.room(st, DIST) == 4 and S.room(st, AURA + 1) == 1


@pytest.mark.card("15-korunu-o-n-1")
def test_interaction_mirror_counts_freeze_tokens_once():
    """Korunu against Korunu: both host rules are in force, Freeze tokens still take room once."""
    st = scenario(megami0=KO, megami1=("korunu", "himika"), hand0=[ICE_SHARDS], dist=4, aura=(3, 3))
    play_card(st, ICE_SHARDS)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "life")
    assert K.frozen(st, 1) == 1 and S.room(st, AURA + 1) == 1
    assert S.basic_action_choices(st, 1).count("focus") == 1


@pytest.mark.card("15-korunu-o-n-2", "15-korunu-o-s-2")
def test_cyclone_blade_moves_even_when_the_reaction_cancels_it():
    """15-korunu-o-n-2 (our reading, module docstring): the Reaction (here the opponent's own Retar Rera, Korunu
    mirror) cancels the attack; Distance<->Shadow 2 still happens after it resolved."""
    st = scenario(megami0=KO, megami1=("korunu", "himika"), hand0=[CYCLONE], specials1=[RETAR_RERA],
                  flare=(0, 2), dist=3, aura=(5, 3), shadow=1)
    play_card(st, CYCLONE)
    react(st, RETAR_RERA)  # Korunu's (player 0's) Aura is full: cancel
    assert st.decision.kind == "arrow" and st.decision.player == 0
    answer(st, ("shadow", "dist"))
    assert st.tok[DIST] == 5 and st.tok[SHADOW] == 1  # 1 + 2 (cost) - 2
    assert tokens(st)["aura"] == (5, 3) and tokens(st)["life"] == (10, 10)
    assert st.decision.kind == "main" and zone_ids(st, 0, PLAYED) == [CYCLONE]


@pytest.mark.card("15-korunu-o-n-7")
def test_rimethorn_counts_attacks_from_the_start_of_the_turn():
    """15-korunu-o-n-7: an attack made before Rimethorn was deployed was the turn's first non-Special one."""
    st = setup(hand0=[SLASH, ICE_SHARDS, RIMETHORN], dist=4, aura=(3, 3), shadow=2)
    play_card(st, SLASH)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "life")
    pass_until(st, "main")
    play_card(st, RIMETHORN)
    if st.decision.kind == "charge":
        answer(st, ("aura", 0))
    pass_until(st, "main")
    play_card(st, ICE_SHARDS)
    assert vals(st) == (1, 1)


@pytest.mark.rule("megami 13-6")
def test_rule_13_6_frozen_focus_offered_by_an_effects_basic_action():
    """MR 13-6: "perform a basic action" by an effect may choose the frozen Focus (Aura 0)."""
    st = setup(aura=(0, 3), shadow=0, dist=10)
    set_frozen(st, 0, 1)
    inject(st, (BasicActions(1),), Ctx(0))
    assert st.decision.kind == "basic" and "focus" in st.decision.options
    answer(st, "focus")
    assert K.frozen(st, 0) == 0 and tokens(st)["flare"] == (0, 0)
