"""Misora (ミソラ): one or more tests per card id, plus her additional rules (newer CR translation §23, "MR 23-n":
aim 23-1-1, rule effects 23-2, the aim matches 23-3, Tracking 23-4). Player 0 hosts Misora unless stated."""
from __future__ import annotations

import pytest

from sakura_lab.cards import misora as M
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    HAND,
    MODE_EFFECT,
    OUT,
    PLAYED,
    SEAL,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Custom
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    can_play_now,
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

YUMINAGASHI = M.YUMINAGASHI  # 4-7 2/1
NERAIGERI = M.NERAIGERI  # 2-4 2/1
KAZAANA = M.KAZAANA  # Reaction 2-5 1/1
HAYAOTOYA = M.HAYAOTOYA  # Throughout 5-15 5/1 Tracking
SEIMITSUKA = M.SEIMITSUKA
TSUIBIGEKI = M.TSUIBIGEKI
SORANOTSUBASA = M.SORANOTSUBASA  # enhancement 2
MIHATENUHATE = M.MIHATENUHATE  # cost 2, X -/1
TSUKUMONOKUMO = M.TSUKUMONOKUMO  # cost 1, enhancement 1
KAKAGERUKAGE = M.KAKAGERUKAGE  # cost 2, Reaction enhancement 3
MISORANOSORA = M.MISORANOSORA  # cost 5, Throughout enhancement 2

SLASH = "01-yurina-o-n-1"  # 3-4 3/1
STAB = "01-yurina-o-n-2"  # 2-3? (Yurina)
HIMIKA_SHOT = "03-himika-o-n-1"  # 4-10 2/1

MY = ("misora", "yurina")


def sc(**kw):
    kw.setdefault("megami0", MY)
    return scenario(**kw)


def aim(st, p, v):
    """Set ``p``'s aim; a pending main-phase decision is asked again (its options depend on the aim)."""
    def put(st, ctx):
        st.marks[(M.AIM, p)] = v
    if st.decision is not None and st.decision.kind == "main":
        inject(st, [Custom(put)], Ctx(p, -1, -1, -1, 0))
    else:
        put(st, None)


def no_react(st):
    if st.decision is not None and st.decision.kind == "react":
        react(st, None)


def take(st, side):
    """Answer the damage choice; with too little Aura for the aura damage there is no choice (CR 5-8-3-2)."""
    if st.decision is not None and st.decision.kind == "damage":
        answer(st, side)


# ---------------------------------------------------------------- MR 23-1-1 / 23-2 / 23-3 / 23-4
@pytest.mark.rule("MR 23-1-1")
def test_mr_23_1_1_aim_starts_none():
    """MR 23-1-1: the aim is none until set."""
    st = sc()
    assert M.aim_of(st, 0) is None and M.aim_of(st, 1) is None


@pytest.mark.rule("MR 23-2")
def test_mr_23_2_end_phase_may_set_aim_to_distance():
    """MR 23-2 (b): in your end phase you may make your aim the current distance."""
    st = sc(dist=6)
    end_main(st)
    pass_until(st, "may", 0)
    assert st.decision.context == "misora_aim"
    answer(st, True)
    assert M.aim_of(st, 0) == 6


@pytest.mark.rule("MR 23-2")
def test_mr_23_2_end_phase_may_decline():
    st = sc(dist=6)
    end_main(st)
    pass_until(st, "may", 0)
    answer(st, False)
    assert M.aim_of(st, 0) is None


@pytest.mark.rule("MR 23-2")
def test_mr_23_2_opponent_has_no_aim_rule():
    """MR 23-2: only the host has the rule (player 1 hosts no Misora)."""
    st = sc(dist=6, turn_player=1)
    end_main(st)
    d = st.decision
    assert not (d is not None and d.kind == "may" and d.context == "misora_aim")


@pytest.mark.card("25-misora-o-n-2")
def test_mr_23_2_attack_clears_aim_at_main_phase_end():
    """MR 23-2 (a): after a main phase in which you attacked, the aim becomes none (then (b) may set it)."""
    st = sc(hand0=[NERAIGERI], dist=3)
    aim(st, 0, 5)
    play_card(st, NERAIGERI)
    take(st, "aura")
    answer(st, "keep")
    end_main(st)
    pass_until(st, "may", 0)
    assert M.aim_of(st, 0) is None
    answer(st, False)
    assert M.aim_of(st, 0) is None


@pytest.mark.rule("MR 23-2")
def test_mr_23_2_no_attack_keeps_aim():
    st = sc(dist=3)
    aim(st, 0, 5)
    end_main(st)
    pass_until(st, "may", 0)
    answer(st, False)
    assert M.aim_of(st, 0) == 5


@pytest.mark.card_idle("25-misora-o-n-1")
def test_mr_23_3_on_target_needs_aim_and_distance_in_range():
    """MR 23-3: the aim matches when both the aim and the current distance are in the attack's Range."""
    st = sc(hand0=[YUMINAGASHI], dist=5)
    atk = S.new_attack(st, 0, card=uid(st, YUMINAGASHI))
    assert not M.on_target(st, atk)  # no aim
    aim(st, 0, 7)
    assert M.on_target(st, atk)
    aim(st, 0, 8)
    assert not M.on_target(st, atk)
    del st.attacks[atk.aid]


@pytest.mark.card_idle("25-misora-o-n-4")
def test_mr_23_4_tracking_no_aim_fails():
    """MR 23-4: with no aim the Range check of a Tracking attack fails."""
    st = sc(hand0=[HAYAOTOYA], dist=6)
    assert not can_play_now(st, HAYAOTOYA, fullpower=True)


@pytest.mark.card("25-misora-o-n-4")
def test_mr_23_4_tracking_attack_hits_at_distance_outside_range():
    """MR 23-4: aim 6 in 5-15: the Tracking attack is made at distance 2 (outside its Range)."""
    st = sc(hand0=[HAYAOTOYA], dist=2)
    aim(st, 0, 6)
    assert can_play_now(st, HAYAOTOYA, fullpower=True)
    play_card(st, HAYAOTOYA, fullpower=True)
    no_react(st)
    take(st, "life")  # 5/1
    assert tokens(st)["life"] == (10, 9)


# ---------------------------------------------------------------- 弓流し
@pytest.mark.card("25-misora-o-n-1")
def test_yuminagashi_no_aim_plain():
    st = sc(hand0=[YUMINAGASHI], dist=5)
    play_card(st, YUMINAGASHI)
    no_react(st)
    take(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 5, "shadow": 2}


@pytest.mark.card("25-misora-o-n-1")
def test_yuminagashi_on_target_aura_dash_and_aim_equal_distance_gains_aura():
    """Aim 5 at distance 5: aura damage "-" (only life), after attack Shadow -> own Aura 1."""
    st = sc(hand0=[YUMINAGASHI], dist=5, shadow=2, aura=(2, 3))
    aim(st, 0, 5)
    play_card(st, YUMINAGASHI)
    no_react(st)
    # aura damage is "-": the life damage is taken without a choice
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 5, "shadow": 1}


@pytest.mark.card("25-misora-o-n-1")
def test_yuminagashi_on_target_but_not_equal():
    st = sc(hand0=[YUMINAGASHI], dist=5, shadow=2, aura=(2, 3))
    aim(st, 0, 6)
    play_card(st, YUMINAGASHI)
    no_react(st)
    assert tokens(st) == {"life": (10, 9), "aura": (2, 3), "flare": (0, 1), "dist": 5, "shadow": 2}


# ---------------------------------------------------------------- 狙い蹴り
@pytest.mark.card("25-misora-o-n-2")
def test_neraigeri_moves_aim():
    st = sc(hand0=[NERAIGERI], dist=3)
    aim(st, 0, 5)
    play_card(st, NERAIGERI)
    no_react(st)
    take(st, "aura")
    assert st.decision.kind == "choose" and set(options(st)) == {"keep", "+1", "-1"}
    answer(st, "-1")
    assert M.aim_of(st, 0) == 4
    assert tokens(st)["aura"] == (3, 1)


@pytest.mark.card("25-misora-o-n-2")
def test_neraigeri_without_aim_nothing():
    st = sc(hand0=[NERAIGERI], dist=3)
    play_card(st, NERAIGERI)
    no_react(st)
    take(st, "life")
    assert st.decision.kind == "main" and M.aim_of(st, 0) is None
    assert tokens(st)["life"] == (10, 9)


# ---------------------------------------------------------------- 風孔
def _kazaana_state(dist, aim_v):
    st = sc(hand0=[KAZAANA], dist=dist, shadow=3, aura=(2, 3))
    if aim_v is not None:
        aim(st, 0, aim_v)
    play_card(st, KAZAANA)
    no_react(st)
    take(st, "aura")
    return st


@pytest.mark.card("25-misora-o-n-3")
def test_kazaana_distance_above_aim():
    st = _kazaana_state(4, 2)
    assert tokens(st) == {"life": (10, 10), "aura": (2, 2), "flare": (0, 0), "dist": 3, "shadow": 5}


@pytest.mark.card("25-misora-o-n-3")
def test_kazaana_distance_equals_aim():
    st = _kazaana_state(4, 4)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 4, "shadow": 3}


@pytest.mark.card("25-misora-o-n-3")
def test_kazaana_distance_below_aim():
    st = _kazaana_state(4, 9)
    assert tokens(st) == {"life": (10, 10), "aura": (2, 2), "flare": (0, 0), "dist": 5, "shadow": 3}


@pytest.mark.card("25-misora-o-n-3")
def test_kazaana_as_reaction():
    """Reaction attack: played against an opponent's attack (player 1 attacks)."""
    st = sc(hand0=[KAZAANA], hand1=[HIMIKA_SHOT], dist=4, turn_player=1, shadow=1)
    aim(st, 0, 4)
    play_card(st, HIMIKA_SHOT)
    react(st, KAZAANA)
    take(st, "aura")  # player 1 takes Kazaana's 1/1 on aura
    assert tokens(st)["aura"] == (4, 2)


# ---------------------------------------------------------------- 甲矢乙矢
@pytest.mark.card("25-misora-o-n-4")
def test_hayaotoya_opponent_discards_attack():
    st = sc(hand0=[HAYAOTOYA], hand1=[SLASH, HIMIKA_SHOT, "03-himika-o-n-5"], dist=9)
    aim(st, 0, 9)
    play_card(st, HAYAOTOYA, fullpower=True)
    no_react(st)
    assert tokens(st)["life"] == (10, 9)  # 5/1: too little Aura, life
    assert st.decision.kind == "card" and st.decision.player == 1
    assert options(st) == (uid(st, SLASH, 1), uid(st, HIMIKA_SHOT, 1))
    answer(st, uid(st, SLASH, 1))
    assert zone_ids(st, 1, PLAYED) == [SLASH]
    assert zone_ids(st, 1, HAND) == [HIMIKA_SHOT, "03-himika-o-n-5"]


@pytest.mark.card("25-misora-o-n-4")
def test_hayaotoya_no_attack_mills_three():
    st = sc(hand0=[HAYAOTOYA], hand1=["03-himika-o-n-5"], deck1=["03-himika-o-n-2", "03-himika-o-n-3",
                                                                  "03-himika-o-n-4", "03-himika-o-n-6"], dist=9)
    aim(st, 0, 9)
    play_card(st, HAYAOTOYA, fullpower=True)
    no_react(st)
    assert zone_ids(st, 1, DISCARD) == ["03-himika-o-n-2", "03-himika-o-n-3", "03-himika-o-n-4"]
    assert zone_ids(st, 1, DECK) == ["03-himika-o-n-6"]
    assert tokens(st)["life"] == (10, 9)


@pytest.mark.card_idle("25-misora-o-n-4")
def test_hayaotoya_without_aim_cannot_be_played():
    st = sc(hand0=[HAYAOTOYA], dist=9)
    assert not can_play_now(st, HAYAOTOYA, fullpower=True)


# ---------------------------------------------------------------- 精密化
@pytest.mark.card("25-misora-o-n-5")
def test_seimitsuka_vigor_and_plus_one_on_target():
    st = sc(hand0=[SEIMITSUKA, SLASH], dist=3, vigor=(0, 1))
    aim(st, 0, 4)
    play_card(st, SEIMITSUKA)
    assert st.vigor[0] == 1
    play_card(st, SLASH)
    no_react(st)
    take(st, "life")  # 3/1 +1/+1 = 4/2
    assert tokens(st)["life"] == (10, 8)


@pytest.mark.card("25-misora-o-n-5")
def test_seimitsuka_not_on_target_no_bonus():
    st = sc(hand0=[SEIMITSUKA, SLASH], dist=3)
    aim(st, 0, 6)
    play_card(st, SEIMITSUKA)
    play_card(st, SLASH)
    no_react(st)
    take(st, "life")
    assert tokens(st)["life"] == (10, 9)


@pytest.mark.card("25-misora-o-n-5")
def test_seimitsuka_skips_misora_attacks():
    """Misora's own attack is not "another megami's": the bonus waits for the next one."""
    st = sc(hand0=[SEIMITSUKA, NERAIGERI, SLASH], dist=3)
    aim(st, 0, 3)
    play_card(st, SEIMITSUKA)
    play_card(st, NERAIGERI)
    no_react(st)
    take(st, "life")  # 2/1 unchanged
    answer(st, "keep")
    assert tokens(st)["life"] == (10, 9)
    play_card(st, SLASH)
    no_react(st)
    take(st, "life")  # 3/1 + 1/1
    assert tokens(st)["life"] == (10, 7)


# ---------------------------------------------------------------- 追尾撃
@pytest.mark.card("25-misora-o-n-6")
def test_tsuibigeki_plays_discard_attack_with_tracking():
    st = sc(hand0=[TSUIBIGEKI], discard0=[SLASH], dist=8)
    aim(st, 0, 3)
    play_card(st, TSUIBIGEKI)  # the only candidate is chosen without a question
    no_react(st)
    take(st, "life")
    assert tokens(st)["life"] == (10, 9)
    assert zone_ids(st, 0, PLAYED) == [TSUIBIGEKI, SLASH] or sorted(zone_ids(st, 0, PLAYED)) == sorted(
        [TSUIBIGEKI, SLASH])


@pytest.mark.card("25-misora-o-n-6")
def test_tsuibigeki_unchosen_card_goes_back_out_face_down():
    """Yurina's Slash face down in Out of Game (not chosen in Deck Construction, CR 10-29)."""
    st2 = sc(hand0=[TSUIBIGEKI], extra0=[SLASH], dist=8)
    s = uid(st2, SLASH, 0)
    st2.zones[0][6].remove(s)
    st2.zones[0][OUT].append(s)
    st2.loc[s] = OUT
    aim(st2, 0, 3)
    play_card(st2, TSUIBIGEKI)
    no_react(st2)
    take(st2, "aura")
    assert st2.loc[s] == OUT and S.face_down_out(st2, s)
    assert zone_ids(st2, 0, PLAYED) == [TSUIBIGEKI]
    assert tokens(st2)["aura"] == (3, 0)


@pytest.mark.card("25-misora-o-n-6")
def test_tsuibigeki_no_aim_no_candidate():
    st = sc(hand0=[TSUIBIGEKI], discard0=[SLASH], dist=8)
    play_card(st, TSUIBIGEKI)
    assert st.decision.kind == "main"
    assert zone_ids(st, 0, DISCARD) == [SLASH]


# ---------------------------------------------------------------- 空の翼
@pytest.mark.card("25-misora-o-n-7")
def test_soranotsubasa_deploy_terminal_and_range_restriction():
    st = sc(hand0=[SORANOTSUBASA, SLASH], dist=3, shadow=2)
    play_card(st, SORANOTSUBASA)
    pass_until(st, "main", 0)
    assert tokens(st)["dist"] == 5 and tokens(st)["aura"][1] == 1
    assert zone_ids(st, 0, ENHANCE) == [SORANOTSUBASA]
    assert st.terminal[0]
    st2 = sc(hand0=[SORANOTSUBASA], dist=4, shadow=2)
    assert not can_play_now(st2, SORANOTSUBASA)


@pytest.mark.card("25-misora-o-n-7")
def test_soranotsubasa_disenchant_distance_and_mastery_plus_one():
    st = sc(enh0=[(SORANOTSUBASA, 1)], dist=3, start="turn")
    # start phase: the last token leaves, the card is disenchanted
    pass_until(st, "main", 0)
    assert zone_ids(st, 0, PLAYED) == [SORANOTSUBASA]
    assert S.current_distance(st) == 4 and S.mastery_zone(st) == 3


# ---------------------------------------------------------------- ミハテヌハテ
@pytest.mark.card("25-misora-o-s-1")
def test_mihatenuhate_x3_tracking_no_reactions():
    """X = 3 (no token): aim 3, distance 9 (Tracking); the opponent's Reaction is not offered."""
    st = sc(specials0=[MIHATENUHATE], hand1=[KAZAANA], flare=(2, 0), dist=9)
    aim(st, 0, 3)
    u = uid(st, MIHATENUHATE)
    play_card(st, MIHATENUHATE)
    assert st.decision.kind == "main"  # no reaction window, -/1 needs no choice
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 9, "shadow": 2}
    assert st.cstate[u] == DEVOTED
    assert zone_ids(st, 1, DISCARD) == []


@pytest.mark.card_idle("25-misora-o-s-1")
def test_mihatenuhate_aim_not_x_cannot_be_played():
    st = sc(specials0=[MIHATENUHATE], flare=(2, 0), dist=3)
    aim(st, 0, 4)
    assert not can_play_now(st, MIHATENUHATE)


@pytest.mark.card("25-misora-o-s-1")
def test_mihatenuhate_x7_mills_whole_deck():
    st = sc(specials0=[MIHATENUHATE], deck1=["03-himika-o-n-2", "03-himika-o-n-3"], flare=(2, 0), dist=2)
    u = uid(st, MIHATENUHATE)
    st.tok[CARD_BASE + u] = 2
    st.tok[S.SHADOW] = 0
    aim(st, 0, 7)
    play_card(st, MIHATENUHATE)
    assert tokens(st)["life"] == (10, 9)
    assert zone_ids(st, 1, DISCARD) == ["03-himika-o-n-2", "03-himika-o-n-3"] and zone_ids(st, 1, DECK) == []


@pytest.mark.card("25-misora-o-s-1")
def test_mihatenuhate_returns_unused_at_end_phase_with_token():
    st = sc(devoted0=[MIHATENUHATE], dist=3, shadow=2)
    u = uid(st, MIHATENUHATE)
    end_main(st)
    for _ in range(10):
        d = st.decision
        if d is not None and d.kind == "may" and d.context == "misora_aim":
            answer(st, False)
        elif d is not None and d.player == 0 and st.turn == 3:
            st.apply(0)
        else:
            break
    assert st.cstate[u] == UNUSED and st.tok[CARD_BASE + u] == 1
    assert zone_ids(st, 0, SPECIAL) == [MIHATENUHATE]


# ---------------------------------------------------------------- ツクモノクモ
@pytest.mark.card("25-misora-o-s-2")
def test_tsukumonokumo_distance_equals_aim_and_no_advance():
    st = sc(specials0=[TSUKUMONOKUMO], flare=(1, 0), dist=5, aura=(3, 3))
    aim(st, 0, 2)
    play_card(st, TSUKUMONOKUMO)
    pass_until(st, "main", 0)
    assert zone_ids(st, 0, ENHANCE) == [TSUKUMONOKUMO]
    assert S.current_distance(st) == 2 and st.tok[S.DIST] == 5
    assert ("basic", "forward") not in options(st) and ("basic", "retreat") not in options(st)
    assert not any(isinstance(o, tuple) and o[:1] == ("basic",) and o[-1] in ("forward", "retreat")
                   for o in options(st))
    assert S.forbidden(st, "basic_action", 0, "forward") and not S.forbidden(st, "basic_action", 1, "forward")


@pytest.mark.card("25-misora-o-s-2")
def test_tsukumonokumo_without_aim_no_change():
    st = sc(enh0=[(TSUKUMONOKUMO, 1)], dist=5)
    assert S.current_distance(st) == 5


# ---------------------------------------------------------------- カカゲルカゲ
@pytest.mark.card("25-misora-o-s-3")
def test_kakagerukage_cancels_and_seals():
    st = sc(specials0=[KAKAGERUKAGE], hand1=[HIMIKA_SHOT], flare=(2, 0), dist=5, turn_player=1, shadow=3)
    aim(st, 0, 8)  # Himika's shot 4-10 contains 8
    play_card(st, HIMIKA_SHOT)
    react(st, KAKAGERUKAGE)
    pass_until(st, "main", 1)
    k = uid(st, KAKAGERUKAGE)
    assert zone_ids(st, 1, SEAL) == [HIMIKA_SHOT] and zone_ids(st, 1, PLAYED) == []
    assert st.marks[("sealed_by", uid(st, HIMIKA_SHOT))] == k
    assert zone_ids(st, 0, ENHANCE) == [KAKAGERUKAGE] and st.tok[CARD_BASE + k] == 3
    # Cost 2 Flare -> Shadow, Charge 3 from Shadow
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 2}


@pytest.mark.card("25-misora-o-s-3")
def test_kakagerukage_disenchant_returns_sealed_card():
    st2 = sc(enh0=[(KAKAGERUKAGE, 1)], played1=[HIMIKA_SHOT], dist=5, turn=2, turn_player=1)
    k = uid(st2, KAKAGERUKAGE)
    from sakura_lab.engine import general as G
    G.seal(st2, uid(st2, HIMIKA_SHOT), k)
    assert zone_ids(st2, 1, SEAL) == [HIMIKA_SHOT]
    end_main(st2)  # player 0's turn starts: the last token leaves, カカゲルカゲ is disenchanted
    pass_until(st2, "main", 0)
    assert zone_ids(st2, 1, PLAYED) == [HIMIKA_SHOT] and zone_ids(st2, 1, SEAL) == []
    assert zone_ids(st2, 0, SPECIAL) == [KAKAGERUKAGE] and st2.cstate[k] == DEVOTED


@pytest.mark.card("25-misora-o-s-3")
def test_kakagerukage_aim_outside_range_no_cancel():
    st = sc(specials0=[KAKAGERUKAGE], hand1=[HIMIKA_SHOT], flare=(2, 0), dist=5, turn_player=1, shadow=3)
    aim(st, 0, 2)
    play_card(st, HIMIKA_SHOT)
    react(st, KAKAGERUKAGE)
    pass_until(st, "damage", 0)
    take(st, "life")
    assert tokens(st)["life"] == (9, 10)
    assert zone_ids(st, 1, PLAYED) == [HIMIKA_SHOT]


# ---------------------------------------------------------------- ミソラノソラ
@pytest.mark.card("25-misora-o-s-4")
def test_misoranosora_plus_five():
    st = sc(specials0=[MISORANOSORA], flare=(5, 2), dist=2, shadow=2, aura=(3, 3))
    play_card(st, MISORANOSORA, fullpower=True)
    if st.decision.kind == "charge":
        answer(st, ("aura", 0))  # both charge tokens from Shadow
    pass_until(st, "may", 0)  # the main phase ended (full-power action): the end-phase aim rule
    u = uid(st, MISORANOSORA)
    assert zone_ids(st, 0, ENHANCE) == [MISORANOSORA] and st.tok[CARD_BASE + u] == 2
    assert st.tok[S.DIST] == 2 and S.current_distance(st) == 7
    assert tokens(st)["flare"] == (0, 2)
    answer(st, True)
    assert M.aim_of(st, 0) == 7


@pytest.mark.card_idle("25-misora-o-s-4")
def test_misoranosora_devoted_cannot_be_played_again():
    st = sc(devoted0=[MISORANOSORA], flare=(5, 0), dist=2)
    u = uid(st, MISORANOSORA)
    st.marks[("free_play", u)] = True
    assert not S.can_play(st, 0, u, MODE_EFFECT)


@pytest.mark.card("25-misora-o-s-4")
def test_misoranosora_disenchant_moves_three():
    st = sc(enh0=[(MISORANOSORA, 1)], flare=(0, 2), dist=2, start="turn")
    pass_until(st, "main", 0)
    assert tokens(st)["life"][1] == 9 and tokens(st)["aura"][1] == 2 and tokens(st)["flare"][1] == 1
    assert tokens(st)["dist"] == 5
    u = uid(st, MISORANOSORA)
    assert st.cstate[u] == DEVOTED


# ---------------------------------------------------------------- interactions with other megami
NUMBING = "09-chikage-o-p-1"  # Chikage's poison (cannot be put face down, MR 7-2-1)
SHADOW_WING = "13-utsuro-o-n-5"  # this turn distance +2, Mastery Zone +2


@pytest.mark.card("25-misora-o-n-4")
@pytest.mark.rule("MR 7-2-1")
def test_interaction_hayaotoya_mill_leaves_chikage_poison_on_deck():
    """甲矢乙矢 without an Attack in the opponent's hand: the top 3 go face down, but a poison on top cannot
    be put face down (MR 7-2-1) and stays."""
    st = sc(hand0=[HAYAOTOYA], hand1=["03-himika-o-n-5"], megami1=("chikage", "himika"),
            deck1=[NUMBING, "03-himika-o-n-2", "03-himika-o-n-3", "03-himika-o-n-4"], dist=9)
    aim(st, 0, 9)
    play_card(st, HAYAOTOYA, fullpower=True)
    no_react(st)
    take(st, "life")
    assert zone_ids(st, 1, DISCARD) == ["03-himika-o-n-2", "03-himika-o-n-3"]
    assert zone_ids(st, 1, DECK) == [NUMBING, "03-himika-o-n-4"]


@pytest.mark.card("17-hatsumi-A1-d-1", "25-misora-o-n-4")
@pytest.mark.rule("MR 23-4")
def test_interaction_hatsumi_dive_does_not_stop_tracking():
    """Hatsumi dives forward (MR 15-2: the range is checked again after the dive): the Tracking attack compares
    the aim, not the changed distance (MR 23-4), so it is still made."""
    from sakura_lab.cards import hatsumi as H

    st = sc(hand0=[HAYAOTOYA], megami1=("hatsumi-a1", "yurina"), extra1=["17-hatsumi-A1-d-1", "17-hatsumi-A1-d-2"],
            dist=5)
    st.marks[(H.DIVE, 1)] = "forward"
    aim(st, 0, 6)
    play_card(st, HAYAOTOYA, fullpower=True)
    assert not H.diving(st, 1) and S.current_distance(st) == 4  # the dive resolved
    take(st, "life")
    assert tokens(st)["life"] == (10, 9)


@pytest.mark.card("13-utsuro-o-n-5", "25-misora-o-s-2")
@pytest.mark.rule("MR 23-1-1")
def test_interaction_shadow_wing_adds_to_the_cloud_substitution():
    """ツクモノクモ substitutes the aim for the distance before Utsuro's Shadow Wing adds 2 (substitution before
    +/-, our decision): aim 3 -> distance 5."""
    st = sc(hand0=[SHADOW_WING], megami0=("misora", "utsuro"), enh0=[(TSUKUMONOKUMO, 1)], dist=8)
    aim(st, 0, 3)
    assert S.current_distance(st) == 3
    play_card(st, SHADOW_WING)
    pass_until(st, "main", 0)
    assert S.current_distance(st) == 5 and st.tok[S.DIST] == 8


@pytest.mark.card("25-misora-o-n-6", "01-yurina-o-n-1")
def test_interaction_tsuibigeki_with_seimitsuka_bonus():
    """精密化 then 追尾撃 playing Yurina's Slash from the discard pile with Tracking: aim 3 at distance 8.
    The aim matching needs the current distance in the Range too (MR 23-3), so no +1/+1 here."""
    st = sc(hand0=[SEIMITSUKA, TSUIBIGEKI], discard0=[SLASH], dist=8, vigor=(0, 1))
    aim(st, 0, 3)
    play_card(st, SEIMITSUKA)
    play_card(st, TSUIBIGEKI)
    no_react(st)
    take(st, "life")
    assert tokens(st)["life"] == (10, 9) and st.vigor[0] == 1
    assert st.mstats["tracking_given"] == [1, 0] and st.mstats["tracking"] == [1, 0]
