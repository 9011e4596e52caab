"""Kururu (original, A1 Explorer, A2 Adagami): one test per card id, plus the additional rules (megami rules 8).

Player 0 hosts Kururu unless stated. Gear frames (MR 8-2) are completed from the played pile, the
enhancements and the Devoted Specials (MR 8-3); other megami's cards in the played pile serve as parts.
"""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import kururu as K
from sakura_lab.deckgen import random_deck
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.constants import (
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    HAND,
    OUT,
    PLAYED,
    SEAL,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Custom, Reshuffle
from sakura_lab.engine.state import Ctx
from sakura_lab.engine.telemetry import counts
from sakura_lab.game import new_state
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

ELEKITER, ANALYZE, BLASTER = K.ELEKITER, K.ANALYZE, K.BLASTER
ACCELER, RAILGUN = K.ACCELER, K.RAILGUN
KURURUN, DOWSING = K.KURURUN, K.DOWSING
TORNAYDO, REGAINAH, MOZULE, REFLECTA = K.TORNAYDO, K.REGAINAH, K.MOZULE, K.REFLECTA
DRAIN, GOLEM, INDUSTRIA, DUPLIGEAR = K.DRAIN_DEVIL, K.BIG_GOLEM, K.INDUSTRIA, K.DUPLIGEAR
RESEARCH, GULLIVER, GODLY, CONNECDIVE = K.LAST_RESEARCH, K.GULLIVER, K.GODLY, K.CONNECDIVE

# parts from other megami (their effects never resolve here: they only lie in the played pile)
SLASH = "01-yurina-o-n-1"  # attack 3-4 3/1
BRANDISH = "01-yurina-o-n-2"  # attack 3 2/2
HILT = "01-yurina-o-n-3"  # attack 1-2 2/1
DRAWING = "01-yurina-o-n-4"  # attack, Throughout
BODY_SHIFT = "01-yurina-o-n-5"  # action
OVERAWE = "01-yurina-o-n-6"  # enhancement
SPIRIT = "01-yurina-o-n-7"  # enhancement, Throughout
UKIFUNE = "01-yurina-o-s-3"  # special action, Cost 2: Shadow -> Aura 5
CUT_DOWN = "02-saine-o-n-2"  # attack, Reaction
BACKSTEP = "03-himika-o-n-5"  # action
BACKDRAFT = "03-himika-o-n-6"  # action
SMOKE = "03-himika-o-n-7"  # enhancement
RED_BULLET = "03-himika-o-s-1"  # special attack 5-10 3/1, Cost 0
SONG = "04-tokoyo-o-n-4"  # action, Reaction
BREAK_POINT = "04-tokoyo-o-n-5"  # action, Throughout
PARALYSIS = "09-chikage-o-p-1"  # a poison (cannot be put face down, MR 7-2-1)

KU = ("kururu", "yurina")
KU1 = ("kururu-a1", "yurina")
KU2 = ("kururu-a2", "yurina")


def played(st, ev_kind="play"):
    return [st.cards[ev[3]].id for ev in st.events if ev[1] == ev_kind]


# ====================================================================== MR 8-1 .. 8-5
@pytest.mark.rule("MR 8-1")
def test_mr_8_1_extra_cards_at_setup():
    """MR 8-1: Kururu and Adagami Kururu start with 3 Dupligears in Extra; Explorer Kururu with Grand Gulliver."""
    r = random.Random(1)
    for forms, extra in ((KU, [DUPLIGEAR] * 3), (KU2, [DUPLIGEAR] * 3), (KU1, [GULLIVER])):
        deck = random_deck(forms, r)
        other = random_deck(("saine", "himika"), r)
        st = new_state(3, (deck, other))
        assert zone_ids(st, 0, EXTRA) == extra and zone_ids(st, 1, EXTRA) == []
        assert all(st.cstate[u] == UNUSED for u in st.zones[0][EXTRA])


@pytest.mark.rule("MR 8-2")
def test_mr_8_2_icons():
    """MR 8-2: five icons (ATK ACT ENH REA THR); any other icon stands for nothing."""
    assert K.mech("行行付") == (("付", 1), ("行", 2))
    assert K.mech("X攻Y") == K.mech("攻") == (("攻", 1),)
    assert K.mech("") == ()


@pytest.mark.rule("MR 8-3")
def test_mr_8_3_assembling_counts_played_enhancements_and_devoted():
    """MR 8-3: cards in the played pile, Enhancement and Devoted Specials count; hand, face-down pile and
    unused Specials do not; a single Action-Reaction card counts for both icons."""
    st = scenario(megami0=KU, played0=[SONG], enh0=[(SMOKE, 1)], devoted0=[UKIFUNE],
                  hand0=[BODY_SHIFT], discard0=[BACKSTEP], specials0=[RED_BULLET])
    assert K.assembled(st, 0, K.mech("行対"))  # 詩舞 is both
    assert K.assembled(st, 0, K.mech("行行付"))  # 詩舞 + devoted 浮舟宿 (Action) + Smoke
    assert not K.assembled(st, 0, K.mech("行行行付"))  # hand / face-down pile do not count
    assert not K.assembled(st, 0, K.mech("攻"))  # an unused Special does not count
    assert not K.assembled(st, 1, K.mech("行"))  # only your own cards
    # "assembled with other megami's cards": Kururu's own cards do not count
    st = scenario(megami0=KU, played0=[ELEKITER], enh0=[(MOZULE, 2)])
    assert K.assembled(st, 0, K.mech("行付"))
    assert not K.assembled(st, 0, K.mech("行"), other_only=True)
    assert not K.assembled(st, 0, K.mech("付"), other_only=True)


# ====================================================================== えれきてる
@pytest.mark.card("10-kururu-o-n-1")
def test_elekiter_assembled_deals_life_damage():
    """10-kururu-o-n-1 Elekiter: Mechanism ACT ACT ACT REA REA -> 1 damage to the opponent's Life."""
    st = scenario(megami0=KU, hand0=[ELEKITER], played0=[BODY_SHIFT, BACKSTEP, SONG, CUT_DOWN])
    play_card(st, ELEKITER)
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 10, "shadow": 0}
    assert zone_ids(st, 0, PLAYED)[-1] == ELEKITER and st.decision.kind == "main"
    assert counts(st)["mechanism_completed"] == (1, 0)


@pytest.mark.card("10-kururu-o-n-1")
def test_elekiter_incomplete_does_nothing():
    st = scenario(megami0=KU, hand0=[ELEKITER], played0=[BODY_SHIFT, BACKSTEP, SONG])  # one Reaction short
    play_card(st, ELEKITER)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 0}
    assert "mechanism_completed" not in counts(st)


# ====================================================================== とるねーど
@pytest.mark.card("10-kururu-o-n-4")
def test_tornaydo_both_frames():
    """10-kururu-o-n-4 Tornaydo (full power): ATK ATK -> 5 Aura damage; ENH ENH -> 1 Life damage."""
    st = scenario(megami0=KU, hand0=[TORNAYDO], played0=[SLASH, BRANDISH, OVERAWE, SMOKE])
    assert not can_play_now(st, TORNAYDO)
    play_card(st, TORNAYDO, fullpower=True)
    assert st.tok[2 + 1] == 0 and st.life(1) == 9 and st.flare(1) == 1 and st.shadow == 3
    assert zone_ids(st, 0, PLAYED)[-1] == TORNAYDO
    assert st.turn_player == 1  # the full-power action ended the main phase (and the turn)


@pytest.mark.card("10-kururu-o-n-4")
def test_tornaydo_one_frame_only():
    st = scenario(megami0=KU, hand0=[TORNAYDO], played0=[OVERAWE, SMOKE, SLASH])
    play_card(st, TORNAYDO, fullpower=True)
    assert st.aura(1) == 3 and st.life(1) == 9


# ====================================================================== あくせらー
@pytest.mark.card("10-kururu-o-n-2", "10-kururu-o-n-4")
def test_acceler_uses_a_throughout_card_and_the_phase_goes_on():
    """10-kururu-o-n-2 Acceler: ACT ACT ENH -> you may use a Throughout card from hand; the phase does not end."""
    st = scenario(megami0=KU, hand0=[ACCELER, TORNAYDO], played0=[BODY_SHIFT, BACKSTEP, OVERAWE, SLASH, BRANDISH])
    play_card(st, ACCELER)
    assert st.decision.context == "acceler"
    answer(st, uid(st, TORNAYDO))
    assert st.aura(1) == 0 and st.life(1) == 10  # only ATK ATK of Tornaydo was completed
    assert st.decision.kind == "main" and st.decision.player == 0 and st.turn_player == 0
    assert zone_ids(st, 0, PLAYED)[-2:] == [TORNAYDO, ACCELER]


@pytest.mark.card("10-kururu-o-n-2")
def test_acceler_may_decline():
    st = scenario(megami0=KU, hand0=[ACCELER, TORNAYDO], played0=[BODY_SHIFT, BACKSTEP, OVERAWE])
    play_card(st, ACCELER)
    answer(st, "stop")
    assert zone_ids(st, 0, HAND) == [TORNAYDO] and st.decision.kind == "main"


# ====================================================================== くるるーん
@pytest.mark.card("10-kururu-o-n-3")
def test_kururun_reaction_draw_and_opponent_discards():
    """10-kururu-o-n-3 Kururu~n: reaction only; two different of draw / face-down to bottom / opp discards."""
    st = scenario(megami1=KU, hand0=[SLASH, BODY_SHIFT], hand1=[KURURUN], deck1=[HILT], dist=4)
    play_card(st, SLASH)
    react(st, KURURUN)
    assert st.decision.context == "kururun"
    answer(st, "draw")
    assert set(options(st)) == {"stop", "bottom", "opp_discard"}
    answer(st, "opp_discard")  # p0's only card goes to the played pile (auto)
    assert zone_ids(st, 1, HAND) == [HILT] and zone_ids(st, 0, PLAYED) == [BODY_SHIFT]
    answer(st, "aura")  # Slash 3/1
    assert tokens(st)["aura"] == (3, 0) and zone_ids(st, 1, PLAYED) == [KURURUN]


@pytest.mark.card("10-kururu-o-n-3")
def test_kururun_face_down_to_bottom():
    st = scenario(megami1=KU, hand0=[SLASH], hand1=[KURURUN], deck1=[HILT], discard1=[BRANDISH], dist=4)
    play_card(st, SLASH)
    react(st, KURURUN)
    answer(st, "bottom")  # the only face-down card
    answer(st, "stop")
    assert zone_ids(st, 1, DECK) == [HILT, BRANDISH] and zone_ids(st, 1, DISCARD) == []


@pytest.mark.card_idle("10-kururu-o-n-3")
def test_kururun_not_in_main_phase():
    st = scenario(megami0=KU, hand0=[KURURUN])
    assert not can_play_now(st, KURURUN) and not can_play_now(st, KURURUN, fullpower=True)


# ====================================================================== りげいなー
@pytest.mark.card("10-kururu-o-n-5")
def test_regainah_uses_other_megami_card_with_modification():
    """10-kururu-o-n-5 Regainah: ENH REA -> use another megami's card from the played pile, +1 Aura damage."""
    st = scenario(megami0=KU, hand0=[REGAINAH], played0=[OVERAWE, CUT_DOWN, SLASH, ELEKITER], dist=4)
    play_card(st, REGAINAH, fullpower=True)
    assert st.decision.context == "regainah"
    assert uid(st, ELEKITER) not in options(st)  # Kururu's own card is not another megami's
    answer(st, uid(st, SLASH))
    assert "range+" in options(st) and "aura+" in options(st)
    answer(st, "aura+")
    # Slash as 4/1: p1's Aura (3) cannot take 4, so the Life takes it (CR 5-8-3-2)
    assert tokens(st)["life"] == (10, 9) and tokens(st)["aura"] == (3, 3)
    assert not st.buffs and zone_ids(st, 0, PLAYED)[-2:] == [SLASH, REGAINAH]


@pytest.mark.card("10-kururu-o-n-5")
def test_regainah_aura_bonus_applies():
    st = scenario(megami0=KU, hand0=[REGAINAH], played0=[OVERAWE, CUT_DOWN, SLASH], dist=4, aura=(3, 5))
    play_card(st, REGAINAH, fullpower=True)
    answer(st, uid(st, SLASH))
    answer(st, "aura+")
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1)


@pytest.mark.card("10-kururu-o-n-5")
def test_regainah_playable_from_face_down_pile():
    """Regainah's Forced text: it can be played from the face-down pile as if from hand (full power)."""
    st = scenario(megami0=KU, discard0=[REGAINAH], played0=[OVERAWE, CUT_DOWN])
    u = uid(st, REGAINAH)
    assert ("fullpower", u) in options(st) and ("play", u) not in options(st)
    answer(st, ("fullpower", u))
    assert st.decision.context == "regainah"  # Overawe / Cut Down could be used
    answer(st, "stop")
    assert zone_ids(st, 0, PLAYED)[-1] == REGAINAH and zone_ids(st, 0, DISCARD) == []


# ====================================================================== もじゅるー
@pytest.mark.card("10-kururu-o-n-6", "10-kururu-o-n-1")
def test_mozule_basic_action_after_an_action():
    """10-kururu-o-n-6 Mozule: after each Action card you use resolves, you may perform a basic action."""
    st = scenario(megami0=KU, hand0=[ELEKITER], enh0=[(MOZULE, 3)])
    play_card(st, ELEKITER)
    assert st.decision.kind == "basic" and "stop" in options(st)
    assert zone_ids(st, 0, PLAYED) == [ELEKITER]  # after its resolution
    answer(st, "forward")
    assert tokens(st)["dist"] == 9 and tokens(st)["aura"] == (4, 3) and st.vigor == [1, 1]
    assert st.decision.kind == "main"


@pytest.mark.card("10-kururu-o-n-6")
def test_mozule_played_with_charge():
    st = scenario(megami0=KU, hand0=[MOZULE], hand1=[SLASH], shadow=3)
    play_card(st, MOZULE)
    answer(st, ("aura", 0))
    assert st.card_tokens(uid(st, MOZULE)) == 3 and zone_ids(st, 0, ENHANCE) == [MOZULE]


# ====================================================================== りふれくた
@pytest.mark.card("10-kururu-o-n-7")
def test_reflecta_initialize_with_mechanism():
    """10-kururu-o-n-7 Reflecta: ATK REA -> Initialize puts 4 tokens from Shadow on it (Charge 0)."""
    st = scenario(megami0=KU, hand0=[REFLECTA], played0=[SLASH, CUT_DOWN], shadow=5)
    play_card(st, REFLECTA)
    assert st.card_tokens(uid(st, REFLECTA)) == 4 and st.shadow == 1 and zone_ids(st, 0, ENHANCE) == [REFLECTA]


@pytest.mark.card("10-kururu-o-n-7")
def test_reflecta_without_mechanism_is_disenchanted():
    st = scenario(megami0=KU, hand0=[REFLECTA], played0=[SLASH], shadow=5)
    play_card(st, REFLECTA)
    assert zone_ids(st, 0, ENHANCE) == [] and zone_ids(st, 0, PLAYED)[-1] == REFLECTA and st.shadow == 5


@pytest.mark.card("10-kururu-o-n-7")
def test_reflecta_cancels_the_second_attack():
    """Reflecta's Ongoing: the opponent's second attack in a turn is cancelled."""
    st = scenario(megami0=KU, enh0=[(REFLECTA, 4)], hand1=[SLASH, SLASH], turn_player=1, dist=4)
    first, second = st.zones[1][HAND]
    answer(st, ("play", first))
    answer(st, "aura")
    assert tokens(st)["aura"] == (0, 3)
    answer(st, ("play", second))
    assert tokens(st)["aura"] == (0, 3) and tokens(st)["life"] == (10, 10)
    assert any(ev[1] == "attack_cancelled" for ev in st.events) and st.decision.kind == "main"


# ====================================================================== どれーんでびる
@pytest.mark.card("10-kururu-o-s-1")
def test_drain_devil_reaction_arrow():
    """10-kururu-o-s-1 Drain Devil: opponent's Aura -> your Aura: 1 (Reaction, Cost 2)."""
    st = scenario(megami1=KU, hand0=[SLASH], specials1=[DRAIN], flare=(0, 2), dist=4)
    play_card(st, SLASH)
    react(st, DRAIN)
    assert tokens(st)["aura"] == (2, 4) and tokens(st)["flare"] == (0, 0) and st.shadow == 2
    answer(st, "life")
    assert st.cstate[uid(st, DRAIN)] == DEVOTED and tokens(st)["life"] == (10, 9)


@pytest.mark.card("10-kururu-o-s-1", "10-kururu-o-s-3")
def test_drain_devil_free_use_when_a_special_turns_unused():
    """Drain Devil (Devoted): when another used Special of yours becomes unused, use it for free."""
    st = scenario(megami0=KU, devoted0=[DRAIN, INDUSTRIA], deck0=[SLASH])
    inject(st, [Reshuffle()], Ctx(0))  # Industria's Immediate Resurgence
    assert st.cstate[uid(st, INDUSTRIA)] == UNUSED
    assert st.decision.context == "drain_devil"
    answer(st, True)
    assert tokens(st)["aura"] == (4, 2) and tokens(st)["flare"] == (0, 0)
    assert st.cstate[uid(st, DRAIN)] == DEVOTED and st.decision.kind == "main"


# ====================================================================== びっぐごーれむ
@pytest.mark.card("10-kururu-o-s-2")
def test_big_golem_played():
    """10-kururu-o-s-2 Big Golem: Cost 4, no effect when used; it becomes Devoted."""
    st = scenario(megami0=KU, specials0=[GOLEM], flare=(4, 0))
    play_card(st, GOLEM)
    assert st.cstate[uid(st, GOLEM)] == DEVOTED and tokens(st)["flare"] == (0, 0) and st.shadow == 4


@pytest.mark.card("10-kururu-o-s-2")
def test_big_golem_end_phase_damage_and_reshuffle():
    """Big Golem (Devoted, REA THR THR): at your end phase, 1 Life damage, then reshuffle."""
    st = scenario(megami0=KU, devoted0=[GOLEM], played0=[CUT_DOWN, DRAWING, BREAK_POINT], deck0=[HILT],
                  discard0=[BODY_SHIFT])
    end_main(st)
    assert st.decision.context == "big_golem"
    answer(st, True)
    assert tokens(st)["life"] == (10, 9)  # the reshuffle of an effect deals no damage (CR 9-8 i)
    assert zone_ids(st, 0, PLAYED) == [] and zone_ids(st, 0, DISCARD) == []
    assert sorted(zone_ids(st, 0, DECK) + zone_ids(st, 0, HAND)) == sorted(
        [CUT_DOWN, DRAWING, BREAK_POINT, HILT, BODY_SHIFT])


@pytest.mark.card("10-kururu-o-s-2", "10-kururu-o-n-4")
def test_big_golem_basic_action_after_throughout():
    st = scenario(megami0=KU, devoted0=[GOLEM], hand0=[TORNAYDO])
    play_card(st, TORNAYDO, fullpower=True)
    assert st.decision.kind == "basic"
    answer(st, "forward")
    assert tokens(st)["dist"] == 9 and tokens(st)["aura"] == (4, 3)


# ====================================================================== いんだすとりあ / でゅーぷりぎあ
@pytest.mark.card("10-kururu-o-s-3")
def test_industria_seals_and_adds_dupligear():
    """10-kururu-o-s-3 Industria: seal a non-Enhancement card of hand / played pile; a Dupligear to the deck bottom."""
    st = scenario(megami0=KU, specials0=[INDUSTRIA], hand0=[SLASH, OVERAWE], deck0=[HILT],
                  extra0=[DUPLIGEAR, DUPLIGEAR, DUPLIGEAR], flare=(1, 0))
    play_card(st, INDUSTRIA)
    assert st.decision.context == "industria" and uid(st, OVERAWE) not in options(st)
    answer(st, uid(st, SLASH))
    assert zone_ids(st, 0, SEAL) == [SLASH] and zone_ids(st, 0, DECK) == [HILT, DUPLIGEAR]
    assert len(st.zones[0][EXTRA]) == 2 and st.cstate[uid(st, INDUSTRIA)] == DEVOTED
    assert counts(st)["extra_card"] == (1, 0)
    # a second use seals nothing more, adds one more Dupligear
    def again(s, c):
        S.set_unused(s, uid(s, INDUSTRIA))
        s.tok[4] = 1  # p0's Flare

    inject(st, [Custom(again)], Ctx(0))
    play_card(st, INDUSTRIA)
    assert zone_ids(st, 0, SEAL) == [SLASH] and zone_ids(st, 0, DECK) == [HILT, DUPLIGEAR, DUPLIGEAR]


@pytest.mark.card("10-kururu-o-s-3")
def test_industria_immediate_resurgence_on_reshuffle():
    st = scenario(megami0=KU, devoted0=[INDUSTRIA])
    inject(st, [Reshuffle()], Ctx(0))
    assert st.cstate[uid(st, INDUSTRIA)] == UNUSED and any(ev[1] == "unused" for ev in st.events)


@pytest.mark.card("10-kururu-o-s-3-ex1")
def test_dupligear_copies_the_sealed_card():
    """10-kururu-o-s-3-ex1 Dupligear: a copy of the card sealed under your used Industria (name kept)."""
    st = scenario(megami0=KU, devoted0=[INDUSTRIA], hand0=[DUPLIGEAR], played0=[SLASH], dist=4)
    d = uid(st, DUPLIGEAR)
    assert S.card_of(st, d).ctype == "variable" and not can_play_now(st, DUPLIGEAR)
    inject(st, [Custom(lambda s, c: G.seal(s, uid(s, SLASH), uid(s, INDUSTRIA)))], Ctx(0))
    cd = S.card_of(st, d)
    assert (cd.ctype, cd.range, cd.aura, cd.life, cd.id, cd.name("ja")) == ("attack", (3, 4), 3, 1, DUPLIGEAR,
                                                                             "でゅーぷりぎあ")
    play_card(st, DUPLIGEAR)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9) and zone_ids(st, 0, PLAYED) == [DUPLIGEAR]


@pytest.mark.card_idle("10-kururu-o-s-3-ex1")
def test_dupligear_no_copy_while_industria_unused():
    st = scenario(megami0=KU, specials0=[INDUSTRIA], hand0=[DUPLIGEAR], played0=[SLASH], dist=4, flare=(0, 0))
    inject(st, [Custom(lambda s, c: G.seal(s, uid(s, SLASH), uid(s, INDUSTRIA)))], Ctx(0))
    assert S.card_of(st, uid(st, DUPLIGEAR)).ctype == "variable" and not can_play_now(st, DUPLIGEAR)


# ====================================================================== 神渉装置:枢式
@pytest.mark.card("10-kururu-o-s-4", "03-himika-o-s-1")
def test_godly_intervention_full():
    """10-kururu-o-s-4 Godly Intervention Simulator: ATK ATK ACT ACT ACT ENH ENH -> make an opponent's Special
    used; then use one of their used Specials for free; remove this card."""
    st = scenario(megami0=KU, specials0=[GODLY], flare=(3, 0), specials1=[RED_BULLET, UKIFUNE], dist=6,
                  played0=[SLASH, BRANDISH, BODY_SHIFT, BACKSTEP, BACKDRAFT, OVERAWE, SMOKE])
    play_card(st, GODLY)
    assert st.decision.context == "godly_used"
    answer(st, uid(st, RED_BULLET))
    assert st.cstate[uid(st, RED_BULLET)] == DEVOTED
    assert st.decision.context == "godly_use" and options(st) == ("stop", uid(st, RED_BULLET))
    answer(st, uid(st, RED_BULLET))  # Red Bullet 3/1 (range 5-10) made by p0
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0) and tokens(st)["flare"] == (0, 0) and st.shadow == 6  # Cost 3 + damage 3
    assert st.loc[uid(st, GODLY)] == OUT and st.owner[uid(st, RED_BULLET)] == 1
    assert st.cstate[uid(st, RED_BULLET)] == DEVOTED and st.loc[uid(st, RED_BULLET)] == SPECIAL


@pytest.mark.card("10-kururu-o-s-4")
def test_godly_intervention_without_mechanism_still_removed():
    st = scenario(megami0=KU, specials0=[GODLY], flare=(3, 0), specials1=[RED_BULLET])
    play_card(st, GODLY)
    assert st.loc[uid(st, GODLY)] == OUT and st.cstate[uid(st, RED_BULLET)] == UNUSED


# ====================================================================== あならいず (A1)
@pytest.mark.card("10-kururu-A1-n-1")
def test_analyze_own_attack_card_deals_damage():
    """10-kururu-A1-n-1 Analyze: ENH ATK REA -> a face-down card to the played pile; Attack: 1 Life damage."""
    st = scenario(megami0=KU1, hand0=[ANALYZE], played0=[OVERAWE, SLASH, CUT_DOWN], discard0=[BRANDISH],
                  discard1=[BODY_SHIFT])
    play_card(st, ANALYZE)
    assert st.decision.context == "analyze" and set(options(st)) == {uid(st, BRANDISH), "random"}
    answer(st, uid(st, BRANDISH))
    assert zone_ids(st, 0, PLAYED)[-2:] == [BRANDISH, ANALYZE] and tokens(st)["life"] == (10, 9)


@pytest.mark.card("10-kururu-A1-n-1")
def test_analyze_random_opponent_card_not_attack():
    st = scenario(megami0=KU1, hand0=[ANALYZE], played0=[OVERAWE, SLASH, CUT_DOWN], discard1=[BODY_SHIFT],
                  hand1=[HILT])
    play_card(st, ANALYZE)  # only the random option: answered at once
    assert zone_ids(st, 1, PLAYED) == [BODY_SHIFT] and zone_ids(st, 1, DISCARD) == [HILT]
    assert tokens(st)["life"] == (10, 10)


# ====================================================================== だうじんぐ (A1)
@pytest.mark.card("10-kururu-A1-n-3")
def test_dowsing_uses_opponent_card():
    """10-kururu-A1-n-3 Dowsing: mill the opponent's top card; choose their played card; <type> ATK <subtype>: use it."""
    st = scenario(megami0=KU1, hand0=[DOWSING], deck1=[SLASH, HILT], played0=[BRANDISH, HILT], dist=4)
    play_card(st, DOWSING)  # Slash is the only played card of p1: chosen at once; ATK ATK completed
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9) and zone_ids(st, 1, PLAYED) == [SLASH] and zone_ids(st, 1, DECK) == [HILT]
    assert zone_ids(st, 0, PLAYED)[-1] == DOWSING


@pytest.mark.card("10-kururu-A1-n-3")
def test_dowsing_mechanism_needs_the_icons():
    st = scenario(megami0=KU1, hand0=[DOWSING], deck1=[SLASH], played0=[BRANDISH], dist=4)
    play_card(st, DOWSING)
    assert tokens(st)["life"] == (10, 10) and zone_ids(st, 1, PLAYED) == [SLASH] and st.decision.kind == "main"


# ====================================================================== らすとりさーち / ぐらんがりばー (A1)
def _declare(st, card_id):
    answer(st, st.cards[uid(st, card_id)].name("ja"))


@pytest.mark.card("10-kururu-A1-s-3")
def test_last_research_right_guess_puts_a_token():
    """10-kururu-A1-s-3 Last Research: ATK -> mill if no face-down card; opponent picks one; a right guess
    puts a token from Out of Game here."""
    st = scenario(megami0=KU1, megami1=("yurina", "saine"), specials0=[RESEARCH], flare=(2, 0), played0=[SLASH],
                  deck1=[BODY_SHIFT, HILT])
    play_card(st, RESEARCH)
    assert zone_ids(st, 1, DISCARD) == [BODY_SHIFT] and st.decision.context == "declare_name"
    _declare(st, BODY_SHIFT)
    r = uid(st, RESEARCH)
    assert zone_ids(st, 1, PLAYED) == [BODY_SHIFT] and st.card_tokens(r) == 1 and st.cstate[r] == DEVOTED
    assert st.marks["outside_delta"] == 1


@pytest.mark.card("10-kururu-A1-s-3")
def test_last_research_wrong_guess():
    st = scenario(megami0=KU1, megami1=("yurina", "saine"), specials0=[RESEARCH], flare=(2, 0), played0=[SLASH],
                  discard1=[BODY_SHIFT, HILT])
    play_card(st, RESEARCH)
    assert st.decision.player == 1 and st.decision.context == "last_research_pick"
    answer(st, uid(st, HILT))
    _declare(st, BODY_SHIFT)
    assert zone_ids(st, 1, PLAYED) == [HILT] and st.card_tokens(uid(st, RESEARCH)) == 0


@pytest.mark.card("10-kururu-A1-s-3", "10-kururu-A1-s-3-ex1")
@pytest.mark.rule("MR 8-4")
def test_mr_8_4_discovery_of_the_century():
    """MR 8-4: the second token makes the discovery: the chosen player's face-down Specials in Out of Game
    become yours and unused; Grand Gulliver is gained; Last Research is removed."""
    st = scenario(megami0=KU1, megami1=("yurina", "saine"), specials0=[RESEARCH], extra0=[GULLIVER], flare=(2, 0),
                  played0=[SLASH], deck1=[BODY_SHIFT], specials1=[UKIFUNE])
    r, uk = uid(st, RESEARCH), uid(st, UKIFUNE)
    st.tok[CARD_BASE + r] = 1
    inject(st, [Custom(lambda s, c: S.move_card(s, uk, OUT))], Ctx(1))  # "not chosen in Deck Construction"
    play_card(st, RESEARCH)
    _declare(st, BODY_SHIFT)
    assert st.decision.context == "discovery"
    answer(st, "opponent")
    assert st.owner[uk] == 0 and st.loc[uk] == SPECIAL and st.cstate[uk] == UNUSED
    g = uid(st, GULLIVER)
    assert st.loc[g] == SPECIAL and st.cstate[g] == UNUSED and st.loc[r] == OUT
    assert counts(st)["discovery"] == (1, 0) and st.decision.kind == "main"


@pytest.mark.card("10-kururu-A1-s-3", "10-kururu-o-n-4")
def test_last_research_free_use_at_end_phase_after_throughout():
    st = scenario(megami0=KU1, megami1=("yurina", "saine"), devoted0=[RESEARCH], hand0=[TORNAYDO],
                  played0=[SLASH], discard1=[HILT])
    play_card(st, TORNAYDO, fullpower=True)
    assert st.decision.context == "last_research"
    answer(st, True)
    _declare(st, HILT)
    assert st.card_tokens(uid(st, RESEARCH)) == 1 and tokens(st)["flare"] == (0, 0)


@pytest.mark.card("10-kururu-A1-s-3-ex1")
def test_grand_gulliver_cost_x_and_free_specials():
    """10-kururu-A1-s-3-ex1 Grand Gulliver: Cost X = your Flare; Devoted: your Specials cost 0."""
    st = scenario(megami0=KU1, specials0=[GULLIVER, UKIFUNE], flare=(3, 0), shadow=5)
    play_card(st, GULLIVER)
    assert tokens(st)["flare"] == (0, 0) and st.shadow == 8 and st.cstate[uid(st, GULLIVER)] == DEVOTED
    assert S.card_cost(st, 0, uid(st, UKIFUNE)) == 0 and can_play_now(st, UKIFUNE)
    play_card(st, UKIFUNE)
    assert tokens(st)["aura"] == (5, 3)


# ====================================================================== ぶらすたー / れーるがん (A2)
@pytest.mark.card("10-kururu-A2-n-1")
@pytest.mark.rule("MR 8-5")
def test_blaster_after_attack_with_other_megami_parts():
    """10-kururu-A2-n-1 Blaster (MR 8-5: the attack has the card's gear frame): ENH assembled with other
    megami's cards -> After Attack, attack 0-6 1/1. No Reactions from normal cards."""
    st = scenario(megami0=KU2, hand0=[BLASTER], played0=[OVERAWE], hand1=[CUT_DOWN], dist=4)
    play_card(st, BLASTER)  # no react decision: p1 holds only a normal Reaction
    answer(st, "aura")  # 0/0
    react(st, None)  # the 0-6 1/1 attack is not Blaster's: it may be reacted to
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9) and tokens(st)["aura"] == (3, 3)
    assert counts(st)["gear_attack"] == (1, 0) and zone_ids(st, 0, PLAYED) == [OVERAWE, BLASTER]


@pytest.mark.card("10-kururu-A2-n-1")
def test_blaster_own_parts_do_not_count():
    st = scenario(megami0=KU2, hand0=[BLASTER], enh0=[(MOZULE, 2)], played0=[ELEKITER, KURURUN], dist=4)
    play_card(st, BLASTER)
    answer(st, "aura")
    assert st.decision.kind == "main" and tokens(st)["life"] == (10, 10)


@pytest.mark.card("10-kururu-A2-n-2")
def test_railgun_atk_atk_plus_two():
    """10-kururu-A2-n-2 Railgun: ATK ATK -> +2/+0 when made."""
    st = scenario(megami0=KU2, hand0=[RAILGUN], played0=[SLASH, BRANDISH], dist=4, aura=(3, 5))
    play_card(st, RAILGUN)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 2) and not st.terminal[0]


@pytest.mark.card("10-kururu-A2-n-2")
def test_railgun_throughout_frame_terminal_and_uncancellable():
    """Railgun THR frame: Terminal; +0/+1 and cannot be cancelled (Reflecta does not cancel it)."""
    st = scenario(megami0=KU2, megami1=KU, hand0=[SLASH, RAILGUN, BODY_SHIFT], played0=[DRAWING],
                  enh1=[(REFLECTA, 4)], dist=4)
    play_card(st, SLASH)
    answer(st, "aura")
    play_card(st, RAILGUN)  # the second attack this turn: Reflecta cannot cancel it; 1/2 on Aura 0: Life
    assert tokens(st)["life"] == (10, 8) and st.terminal[0]
    assert options(st) == (("end",),)


# ====================================================================== こねくとだいぶ (A2)
@pytest.mark.card("10-kururu-A2-s-4")
def test_connecdive_on_use_puts_a_token():
    """10-kururu-A2-s-4 Connecdive: ENH ACT REA of other megami -> put 1 token from Shadow or Aura on it."""
    st = scenario(megami0=KU2, specials0=[CONNECDIVE], flare=(1, 0), played0=[OVERAWE, BODY_SHIFT, CUT_DOWN])
    play_card(st, CONNECDIVE)
    assert set(options(st)) == {"no", "shadow", "aura"}  # Shadow holds the paid Cost
    answer(st, "aura")
    c = uid(st, CONNECDIVE)
    assert st.card_tokens(c) == 1 and tokens(st)["aura"] == (2, 3) and st.cstate[c] == DEVOTED


@pytest.mark.card("10-kururu-A2-s-4", "10-kururu-o-n-1")
def test_connecdive_doubles_a_gear_frame():
    st = scenario(megami0=KU2, devoted0=[CONNECDIVE], hand0=[ELEKITER],
                  played0=[BODY_SHIFT, BACKSTEP, SONG, CUT_DOWN])
    c = uid(st, CONNECDIVE)
    st.tok[CARD_BASE + c] = 1
    play_card(st, ELEKITER)
    assert st.decision.context == "connecdive"
    answer(st, True)
    assert tokens(st)["life"] == (10, 8) and st.card_tokens(c) == 0 and st.shadow == 1
    assert counts(st)["connecdive_double"] == (1, 0)


@pytest.mark.card("10-kururu-A2-s-4")
def test_connecdive_end_phase_token():
    st = scenario(megami0=KU2, devoted0=[CONNECDIVE], played0=[OVERAWE, BODY_SHIFT, CUT_DOWN], shadow=2)
    end_main(st)
    assert st.decision.context == "connecdive_put"
    answer(st, "shadow")
    assert st.card_tokens(uid(st, CONNECDIVE)) == 1 and st.shadow == 1


# ====================================================================== interactions with other megami
@pytest.mark.card("10-kururu-A1-n-1")
def test_interaction_chikage_poison_cannot_be_put_face_down():
    """Analyze vs Chikage's poison (MR 7-2-1): a poison in hand cannot be put face down, so nothing happens."""
    st = scenario(megami0=KU1, megami1=("chikage", "yurina"), hand0=[ANALYZE], played0=[OVERAWE, SLASH, CUT_DOWN],
                  discard1=[BODY_SHIFT], hand1=[PARALYSIS])
    play_card(st, ANALYZE)
    assert zone_ids(st, 1, HAND) == [PARALYSIS] and zone_ids(st, 1, DISCARD) == [] and st.decision.kind == "main"


@pytest.mark.card("10-kururu-o-s-3-ex1")
def test_interaction_yukihi_umbrella_card_copied_by_dupligear():
    """Dupligear copying a sealed Yukihi umbrella card follows the umbrella of that card's owner (MR 4-2-1)."""
    from sakura_lab.cards import yukihi

    needle = "06-yukihi-o-n-1"  # closed 4-6 3/1, open 0-2 1/2
    st = scenario(megami0=("kururu", "yukihi"), devoted0=[INDUSTRIA], hand0=[DUPLIGEAR], played0=[needle], dist=5)
    d = uid(st, DUPLIGEAR)
    inject(st, [Custom(lambda s, c: G.seal(s, uid(s, needle), uid(s, INDUSTRIA)))], Ctx(0))
    assert (S.card_of(st, d).range, S.card_of(st, d).aura) == ((4, 5, 6), 3)
    inject(st, [Custom(lambda s, c: yukihi.toggle_umbrella(s, 0))], Ctx(0))
    assert (S.card_of(st, d).range, S.card_of(st, d).aura, S.card_of(st, d).life) == ((0, 1, 2), 1, 2)
    inject(st, [Custom(lambda s, c: yukihi.toggle_umbrella(s, 0))], Ctx(0))
    play_card(st, DUPLIGEAR)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0)


@pytest.mark.card("10-kururu-o-s-4")
def test_interaction_godly_uses_shinra_special_and_devoted_counts_for_opponent():
    """Godly Intervention makes an opponent's Special Devoted: it then counts for *their* Mechanisms
    (MR 8-3 "your" Devoted Specials) and their Devoted abilities are in force."""
    st = scenario(megami0=KU, megami1=KU, specials0=[GODLY], flare=(3, 0), specials1=[GOLEM],
                  played0=[SLASH, BRANDISH, BODY_SHIFT, BACKSTEP, BACKDRAFT, OVERAWE, SMOKE],
                  played1=[DRAWING, BREAK_POINT])
    assert not K.assembled(st, 1, K.GOLEM_REQ)
    play_card(st, GODLY)
    answer(st, uid(st, GOLEM, 1))
    assert st.cstate[uid(st, GOLEM, 1)] == DEVOTED
    answer(st, "stop")  # Big Golem has no effect when used anyway
    assert K.assembled(st, 1, K.mech("全全")) and not K.assembled(st, 1, K.GOLEM_REQ)
    assert st.loc[uid(st, GODLY)] == OUT


@pytest.mark.card("10-kururu-o-n-5", "05-oboro-o-n-4", "05-oboro-o-n-5")
def test_interaction_regainah_uses_oboro_trap_from_face_down_pile():
    """Regainah uses Oboro's 忍歩 (a Trap) from the face-down pile: it counts as used from the face-down pile,
    so 忍歩 may use another Trap from there (誘導)."""
    walk, induce = "05-oboro-o-n-4", "05-oboro-o-n-5"
    st = scenario(megami0=("kururu", "oboro"), hand0=[REGAINAH], played0=[OVERAWE, CUT_DOWN],
                  discard0=[walk, induce], shadow=1, dist=5)
    play_card(st, REGAINAH, fullpower=True)
    answer(st, uid(st, walk))  # an Action: nothing to increase or decrease (answered at once)
    assert tokens(st)["dist"] == 6 and st.shadow == 0
    assert uid(st, induce) in options(st)  # 忍歩: "if used from the face-down pile, use a Trap from there"
    answer(st, uid(st, induce))
    answer(st, "dist_to_opp_aura")
    assert tokens(st)["dist"] == 5 and tokens(st)["aura"] == (3, 4)
    assert zone_ids(st, 0, PLAYED) == [OVERAWE, CUT_DOWN, induce, walk, REGAINAH]


# ====================================================================== CR 4-1 step 2, 10-29 with MR 8-4
SEASON = "na-s10-2"


def _real_decks(seed=0):
    """A real Explorer Kururu deck with Last Research (seat 0) against Saine / Himika (seat 1)."""
    from sakura_lab.decks import Deck
    from sakura_lab.game import pool_defs

    r = random.Random(seed)
    normals = sorted(cd.id for f in KU1 for cd in pool_defs(f, SEASON)[0])
    specials = sorted(cd.id for f in KU1 for cd in pool_defs(f, SEASON)[1] if cd.id != RESEARCH)
    mine = Deck("explorer", KU1, tuple(r.sample(normals, 7)), (RESEARCH, *r.sample(specials, 2)), SEASON)
    return mine, random_deck(("saine", "himika"), r, SEASON)


def _unchosen(deck):
    """Card ids of ``deck``'s two forms' pools that the deck does not contain (CR 10-29)."""
    from sakura_lab.game import pool_defs

    ids = []
    for f in deck.megami:
        for cd in pool_defs(f, deck.season)[0] + pool_defs(f, deck.season)[1]:
            if cd.id not in deck.cards and cd.id not in ids:
                ids.append(cd.id)
    return ids


@pytest.mark.rule("CR 4-1", "CR 10-29")
def test_cr_10_29_unchosen_cards_face_down_in_out_of_game(monkeypatch):
    """CR 4-1 step 2, 10-29: with Explorer Kururu in the game (her discovery reads them, MR 8-4), every card
    of each player's two megami not chosen in Deck Construction lies face down in its owner's Out of Game,
    after all other cards: the other cards' uids, the shuffles and the opening hands are those of a game
    built without them."""
    from sakura_lab.engine import hostrules
    from sakura_lab.game import SETUP_TOKENS

    decks = _real_decks(1)
    st = new_state(7, decks)
    n_base = 11 + 10  # seat 0: 10 cards + Grand Gulliver (MR 8-1); seat 1: 10 cards
    assert len(st.cards) == n_base + 2 * 12  # each form offers 7 normals + 4 Specials: 12 unchosen per player
    for p, deck in enumerate(decks):
        out = st.zones[p][OUT]
        assert [st.cards[u].id for u in out] == _unchosen(deck)
        assert all(u >= n_base and st.owner[u] == p and S.face_down_out(st, u) for u in out)
        assert st.view(p).can_see(out[0]) and not st.view(1 - p).can_see(out[0])  # CR 7-1-16
    S.check_invariants(st, SETUP_TOKENS, len(st.cards))
    monkeypatch.setattr(hostrules, "HOST_NEEDS", {})
    plain = new_state(7, decks)
    assert len(plain.cards) == n_base and st.cards[:n_base] == plain.cards
    assert [[z for i, z in enumerate(pz) if i != OUT] for pz in st.zones] == \
        [[z for i, z in enumerate(pz) if i != OUT] for pz in plain.zones]
    assert st.rngs == plain.rngs and st.turn_player == plain.turn_player


@pytest.mark.rule("CR 10-29")
def test_cr_10_29_no_unchosen_cards_without_a_host_that_reads_them():
    """Games without Explorer Kururu get no extra card objects (uid count unchanged, Out of Game empty):
    original and Adagami Kururu, and games of other megami."""
    r = random.Random(4)
    for forms in (KU, KU2, ("yurina", "saine"), ("oboro", "shinra")):
        decks = (random_deck(forms, r, SEASON), random_deck(("himika", "tokoyo"), r, SEASON))
        st = new_state(2, decks)
        extras = sum(len(st.zones[p][EXTRA]) for p in (0, 1))
        assert len(st.cards) == 20 + extras and st.zones[0][OUT] == st.zones[1][OUT] == []


def _discover(st, r, who):
    inject(st, [Custom(lambda s, c: K.discovery(s, 0, r))], Ctx(0, r))
    assert st.decision.context == "discovery" and st.decision.player == 0
    answer(st, who)


@pytest.mark.rule("MR 8-4", "CR 10-29", "CR 7-1-16")
def test_mr_8_4_discovery_in_a_real_game_moves_unchosen_specials():
    """MR 8-4 in a game built by new_state from real decks: step 1 shows the opponent's unused Specials to
    Explorer Kururu; step 2 ("opponent") moves ALL of the opponent's Specials not chosen in Deck Construction
    (face down in their Out of Game, CR 10-29) into her Special zone, unused and owned by her; step 3 gains
    Grand Gulliver; step 4 removes Last Research face up (CR 10-18). A second discovery choosing herself
    moves her own unchosen Specials but not the face-up Last Research."""
    from sakura_lab.game import SETUP_TOKENS

    st = new_state(11, _real_decks(2), first_player=0)
    pass_until(st, "main", 0)
    n = len(st.cards)
    r, g = uid(st, RESEARCH, 0), uid(st, GULLIVER, 0)
    mine = list(st.zones[0][SPECIAL])
    theirs = list(st.zones[1][SPECIAL])
    opp_unchosen = [u for u in st.zones[1][OUT] if st.cards[u].is_special]
    own_unchosen = [u for u in st.zones[0][OUT] if st.cards[u].is_special]
    opp_normals = [u for u in st.zones[1][OUT] if not st.cards[u].is_special]
    opp_out = list(st.zones[1][OUT])
    assert len(opp_unchosen) == len(own_unchosen) == 5 and r in mine
    assert not any(st.view(0).can_see(u) for u in theirs + opp_unchosen)

    inject(st, [Custom(lambda s, c: K.discovery(s, 0, r))], Ctx(0, r))
    assert all(st.view(0).can_see(u) for u in theirs)  # step 1: she looked at the opponent's Specials
    assert not any(st.view(0).can_see(u) for u in opp_unchosen)
    before = st.clone()
    answer(st, "opponent")
    assert st.zones[0][SPECIAL] == [u for u in mine if u != r] + opp_unchosen + [g]
    assert all(st.owner[u] == 0 and st.loc[u] == SPECIAL and st.cstate[u] == UNUSED for u in opp_unchosen)
    assert st.zones[1][OUT] == opp_normals and st.zones[1][SPECIAL] == theirs
    assert st.loc[r] == OUT and st.cstate[r] == DEVOTED and not S.face_down_out(st, r)
    assert st.zones[0][EXTRA] == [] and st.cstate[g] == UNUSED
    # now her unused Specials (CR 7-1-11), still known to their former owner, who could look at them (7-1-16)
    assert all(st.view(1).can_see(u) for u in opp_unchosen)
    from sakura_lab.engine.view import determinize

    for s in range(5):  # determinization keeps what each player saw: step 1 for her, their own cards for them
        d0, d1 = determinize(st.view(0), random.Random(s)), determinize(st.view(1), random.Random(s))
        assert [d0.cards[u] for u in theirs] == [st.cards[u] for u in theirs]
        assert [d1.cards[u] for u in opp_unchosen] == [st.cards[u] for u in opp_unchosen]
    S.check_invariants(st, SETUP_TOKENS, n)
    # clone independence: the clone taken before the answer is untouched, and answering it gives the same
    assert before.zones[1][OUT] == opp_out and all(before.owner[u] == 1 for u in opp_unchosen)
    answer(before, "opponent")
    assert before.zones == st.zones and before.owner == st.owner and before.cstate == st.cstate

    _discover(st, r, "self")
    assert st.zones[0][SPECIAL] == [u for u in mine if u != r] + opp_unchosen + [g] + own_unchosen
    assert [u for u in st.zones[0][OUT] if st.cards[u].is_special] == [r]  # face up: not "not chosen"
    assert all(st.cstate[u] == UNUSED and st.owner[u] == 0 for u in own_unchosen)
    assert not any(st.view(1).can_see(u) for u in own_unchosen)  # never seen by the opponent
    S.check_invariants(st, SETUP_TOKENS, n)
    assert before.zones[0][OUT] != st.zones[0][OUT]  # the clone did not follow


@pytest.mark.rule("MR 8-4", "CR 10-29")
def test_mr_8_4_last_research_makes_the_discovery_in_a_real_game():
    """The whole chain through the card in a game built by new_state: Last Research with one token already
    on it guesses right, gets its second token and makes the discovery: the opponent's five unchosen
    Specials become Explorer Kururu's, unused."""
    from sakura_lab.engine.constants import ATTACK, AURA, FLARE, OUTSIDE
    from sakura_lab.game import SETUP_TOKENS

    st = new_state(11, _real_decks(2), first_player=0)
    pass_until(st, "main", 0)
    n = len(st.cards)
    r = uid(st, RESEARCH, 0)
    S.move_tokens(st, AURA, FLARE, 2)  # its Cost
    k = S.move_tokens(st, OUTSIDE, CARD_BASE + r, 1)  # a first right guess earlier
    st.marks["outside_delta"] = st.marks.get("outside_delta", 0) + k
    atk = next(u for z in (DECK, HAND) for u in st.zones[0][z] if st.cards[u].ctype == ATTACK)
    S.move_card(st, atk, PLAYED)  # Mechanism ATK
    inject(st, [], Ctx(0))
    opp_unchosen = [u for u in st.zones[1][OUT] if st.cards[u].is_special]
    play_card(st, RESEARCH)
    if st.decision.context == "last_research_pick":
        answer(st, st.decision.options[0])
    assert st.decision.context == "declare_name" and len(st.zones[1][DISCARD]) == 1
    answer(st, st.cards[st.zones[1][DISCARD][0]].name("ja"))
    assert st.decision.context == "discovery"
    answer(st, "opponent")
    assert all(st.owner[u] == 0 and st.loc[u] == SPECIAL and st.cstate[u] == UNUSED for u in opp_unchosen)
    assert len(opp_unchosen) == 5 and not any(st.cards[u].is_special for u in st.zones[1][OUT])
    assert st.loc[r] == OUT and not S.face_down_out(st, r) and st.loc[uid(st, GULLIVER, 0)] == SPECIAL
    S.check_invariants(st, SETUP_TOKENS, n)


@pytest.mark.rule("MR 8-4")
def test_discovery_predicate_is_pursuing_it_with_last_research():
    """``uses`` of discovery (MR 8-4): playing らすとりさーち, or taking its free end-phase use (its Devoted text)."""
    from sakura_lab.engine.state import Decision
    from sakura_lab.engine.telemetry import options_using

    st = scenario(megami0=KU1, specials0=[RESEARCH], hand0=[SLASH], flare=(2, 0), dist=3)
    uses = options_using(["discovery"], st.view(0), st.decision)
    assert [o for o, u in zip(options(st), uses, strict=True) if u] == [("play", uid(st, RESEARCH)), ("fullpower", uid(st, RESEARCH))]
    d = Decision(0, "may", (False, True), "last_research")
    assert options_using(["discovery"], st.view(0), d) == [False, True]
