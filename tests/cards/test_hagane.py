"""Hagane (original and A1 Blacksmith) and Tempered Attack: one or more tests per card id, plus the
additional rules of megami rules section 6 (6-1 extra card, 6-2 Centrifuge, 6-3-1 Anvil).

Player 0 hosts Hagane unless stated. ``scenario`` sets the start-of-turn Distance to ``dist``; tests that
need the Distance to have moved set ``st.start_distance`` and re-ask the main-phase decision.
"""
from __future__ import annotations

import pytest

from sakura_lab.cards import hagane
from sakura_lab.deckgen import random_deck
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AUX1,
    AUX_TOKENS,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    HAND,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.state import Ctx
from sakura_lab.game import SETUP_TOKENS, new_state
from sakura_lab.testing import (
    answer,
    can_play_now,
    end_main,
    inject,
    options,
    play_card,
    scenario,
    tokens,
    uid,
    zone_ids,
)

SWING = "08-hagane-o-n-1"
SCATTER = "08-hagane-o-n-2"
EARTH = "08-hagane-o-n-3"
RECOIL = "08-hagane-o-n-4"
WALTZ = "08-hagane-o-n-5"
BELL = "08-hagane-o-n-6"
GRAVITY = "08-hagane-o-n-7"
CRASH = "08-hagane-o-s-1"
PEAL = "08-hagane-o-s-2"
ATTRACT = "08-hagane-o-s-3"
RESPECT = "08-hagane-o-s-4"
HEARTH = "08-hagane-A1-n-1"
WHIRL = "08-hagane-A1-n-2"
MATERIAL = "08-hagane-A1-s-1"
TEMPERED = "08-hagane-A1-s-1-ex1"

SLASH = "01-yurina-o-n-1"  # 3-4 3/1, no text
H = ("hagane", "yurina")
HA1 = ("hagane-a1", "yurina")


def started_at(st, start):
    """Pretend the turn started at Distance ``start`` and ask the main-phase decision again."""
    st.start_distance = start
    inject(st, (), Ctx(st.turn_player))


def to_anvil(st, card_id, p=0, n_tokens=0):
    u = uid(st, card_id, p)
    S.move_card(st, u, AUX1)
    st.tok[AUX_TOKENS + p] = n_tokens
    S.invalidate(st)
    inject(st, (), Ctx(st.turn_player))
    return u


# ====================================================================== 遠心撃
@pytest.mark.card("08-hagane-o-n-1")
def test_centrifugal_swing_empties_hands_and_ends_phase():
    """08-hagane-o-n-1: 2-6 5/3; after: both hands face down, your vigor 0, the main phase ends."""
    st = scenario(megami0=H, hand0=[SWING, SLASH], hand1=[SLASH], dist=6, vigor=(2, 1))
    assert not can_play_now(st, SWING)  # Centrifuge: the Distance has not grown (6-2)
    started_at(st, 4)
    play_card(st, SWING)  # aura 3 cannot take 5: life only
    assert tokens(st) == {"life": (10, 7), "aura": (3, 3), "flare": (0, 3), "dist": 6, "shadow": 0}
    assert zone_ids(st, 0, DISCARD) == [SLASH] and zone_ids(st, 1, DISCARD) == [SLASH]
    assert zone_ids(st, 0, PLAYED) == [SWING] and st.zones[0][HAND] == [] and st.zones[1][HAND] == []
    assert st.vigor[0] == 0
    assert st.turn_player == 1 and st.turn == 4  # the main phase ended, the turn passed
    assert st.decision.kind == "reshuffle" and st.decision.player == 1


# ====================================================================== 砂風塵
@pytest.mark.card("08-hagane-o-n-2")
def test_scatter_discards_random_card_when_distance_moved():
    """08-hagane-o-n-2: 0-6 1/-; after: Distance moved 2+ (either way) -> a random opponent hand card
    goes to their played pile."""
    st = scenario(megami0=H, hand0=[SCATTER], hand1=[SLASH, SLASH], dist=4)
    started_at(st, 6)  # moved 2 closer
    play_card(st, SCATTER)
    assert tokens(st)["aura"] == (3, 2)
    assert len(st.zones[1][HAND]) == 1 and zone_ids(st, 1, PLAYED) == [SLASH]
    assert st.decision.kind == "main"


@pytest.mark.card("08-hagane-o-n-2")
def test_scatter_no_discard_without_movement():
    st = scenario(megami0=H, hand0=[SCATTER], hand1=[SLASH, SLASH], dist=4)
    started_at(st, 5)
    play_card(st, SCATTER)
    assert len(st.zones[1][HAND]) == 2 and st.zones[1][PLAYED] == []


# ====================================================================== 大地砕き
@pytest.mark.card("08-hagane-o-n-3")
def test_earthshatter_vigor_zero_and_flinch():
    """08-hagane-o-n-3: full-power 0-3 2/-, no reactions; after: opponent's vigor 0 and flinch."""
    st = scenario(megami0=H, hand0=[EARTH], dist=3, vigor=(1, 2), turn=1)
    assert not can_play_now(st, EARTH)
    play_card(st, EARTH, fullpower=True)
    assert tokens(st)["aura"] == (3, 1)
    assert st.vigor[1] == 0 and st.flinch[1] is True
    assert st.turn_player == 1 and st.decision.kind == "main"  # turn 2: no start-phase vigor gain


# ====================================================================== 超反動
@pytest.mark.card("08-hagane-o-n-4")
def test_recoil_far_and_near():
    """08-hagane-o-n-4: Distance 5+: Distance -> your flare 1; 4 or less: opponent flare -> Distance 1."""
    st = scenario(megami0=H, hand0=[RECOIL], dist=5, flare=(0, 2))
    play_card(st, RECOIL)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (1, 2), "dist": 4, "shadow": 0}
    st = scenario(megami0=H, hand0=[RECOIL], dist=4, flare=(0, 2))
    play_card(st, RECOIL)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 1), "dist": 5, "shadow": 0}


# ====================================================================== 円舞錬
@pytest.mark.card("08-hagane-o-n-5")
def test_waltz_takes_opponent_flare():
    """08-hagane-o-n-5: Centrifuge; opponent flare 3+: opponent flare -> your aura 2."""
    st = scenario(megami0=H, hand0=[WALTZ], dist=6, aura=(2, 3), flare=(0, 3))
    started_at(st, 4)
    play_card(st, WALTZ)
    assert tokens(st) == {"life": (10, 10), "aura": (4, 3), "flare": (0, 1), "dist": 6, "shadow": 0}
    st = scenario(megami0=H, hand0=[WALTZ], dist=6, aura=(2, 3), flare=(0, 2))
    started_at(st, 4)
    play_card(st, WALTZ)
    assert tokens(st)["flare"] == (0, 2) and tokens(st)["aura"] == (2, 3)


# ====================================================================== 鐘鳴らし
@pytest.mark.card("08-hagane-o-n-6")
def test_bell_plus_two_plus_one():
    """08-hagane-o-n-6: Centrifuge; the next attack this turn gets +2/+1."""
    st = scenario(megami0=H, hand0=[BELL, SLASH], dist=4, aura=(3, 5))
    started_at(st, 2)
    play_card(st, BELL)
    answer(st, "+2/+1")
    play_card(st, SLASH)
    assert st.decision.kind == "damage" and st.decision.context == (1, 5, 2, "attack")


@pytest.mark.card("08-hagane-o-n-6")
def test_bell_no_reactions_far_one():
    """08-hagane-o-n-6: or no reactions and far range +1: Slash (3-4) reaches Distance 5."""
    st = scenario(megami0=H, hand0=[BELL, SLASH], hand1=["04-tokoyo-o-n-4"], dist=5)
    started_at(st, 3)
    play_card(st, BELL)
    answer(st, "no_reactions+far1")
    play_card(st, SLASH)
    assert st.decision.kind == "damage"  # no reaction window
    v = S.attack_values(st, st.attacks[max(st.attacks)])
    assert 5 in v.range and "no_reactions" in v.flags


# ====================================================================== 引力場
@pytest.mark.card("08-hagane-o-n-7")
def test_gravity_well_standard():
    """08-hagane-o-n-7: Charge 2; deploy: Distance -> your aura 1; ongoing: Mastery Zone 1 smaller."""
    st = scenario(megami0=H, hand0=[GRAVITY], dist=10, aura=(3, 3))
    play_card(st, GRAVITY)
    u = uid(st, GRAVITY)
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 2
    assert tokens(st) == {"life": (10, 10), "aura": (2, 3), "flare": (0, 0), "dist": 9, "shadow": 0}
    assert S.mastery_zone(st) == 1


@pytest.mark.card("08-hagane-o-n-7")
def test_gravity_well_full_power_moves_one_more():
    """08-hagane-o-n-7 全力化 (CR 9-1-2): played full-power, its arrow moves 2."""
    st = scenario(megami0=H, hand0=[GRAVITY], dist=10, aura=(3, 3), turn=1)
    play_card(st, GRAVITY, fullpower=True)
    u = uid(st, GRAVITY)
    assert st.card_tokens(u) == 2
    assert tokens(st)["aura"][0] == 3 and tokens(st)["dist"] == 8


# ====================================================================== 大天空クラッシュ
@pytest.mark.card("08-hagane-o-s-1")
def test_grand_firmament_crash_x_y_overwhelm():
    """08-hagane-o-s-1: cost 4, 0-10 X/Y, X = Distance moved since the turn began, Y = ceil(X/2); Overwhelm."""
    st = scenario(megami0=H, specials0=[CRASH], dist=8, flare=(4, 0), aura=(3, 5))
    started_at(st, 2)
    play_card(st, CRASH)
    made = [e for e in st.events if e[1] == "attack"]
    assert made and " 6/3 " in made[-1][-1] and "overwhelm" in made[-1][-1]  # 6 > 5: Overwhelm
    # Aura 5 cannot take 6: life only
    assert tokens(st) == {"life": (10, 7), "aura": (3, 5), "flare": (0, 3), "dist": 8, "shadow": 4}
    assert st.cstate[uid(st, CRASH)] == DEVOTED


# ====================================================================== 大破鐘メガロベル
@pytest.mark.card("08-hagane-o-s-2")
def test_bourdon_peal_needs_other_specials_used():
    """08-hagane-o-s-2: cost 2; all your other Specials used -> Shadow -> your life 2."""
    st = scenario(megami0=H, specials0=[PEAL], devoted0=[ATTRACT], flare=(2, 0), life=(5, 10), shadow=1)
    play_card(st, PEAL)
    assert tokens(st) == {"life": (7, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 1}
    st = scenario(megami0=H, specials0=[PEAL, ATTRACT], flare=(2, 0), life=(5, 10), shadow=1)
    play_card(st, PEAL)
    assert tokens(st)["life"] == (5, 10) and tokens(st)["shadow"] == 3


# ====================================================================== 大重力アトラクト
@pytest.mark.card("08-hagane-o-s-3")
def test_gravity_attract_and_no_resurgence_same_turn():
    """08-hagane-o-s-3: cost 5; Distance -> your flare 3. Played this turn: no Resurgence."""
    st = scenario(megami0=H, specials0=[ATTRACT], hand0=[WALTZ], dist=10, flare=(5, 0))
    play_card(st, ATTRACT)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (3, 0), "dist": 7, "shadow": 5}
    started_at(st, 5)
    play_card(st, WALTZ)
    end_main(st)
    assert st.cstate[uid(st, ATTRACT)] == DEVOTED


@pytest.mark.card("08-hagane-o-s-3")
def test_gravity_attract_resurgence_after_centrifuge():
    """08-hagane-o-s-3 Resurgence: you played a Centrifuge card this turn and not this card."""
    st = scenario(megami0=H, devoted0=[ATTRACT], hand0=[WALTZ], dist=6)
    started_at(st, 4)
    play_card(st, WALTZ)
    end_main(st)
    u = uid(st, ATTRACT)
    assert st.loc[u] == SPECIAL and st.cstate[u] == UNUSED


@pytest.mark.card("08-hagane-o-s-3")
def test_gravity_attract_no_resurgence_without_centrifuge():
    st = scenario(megami0=H, devoted0=[ATTRACT], hand0=[RECOIL], dist=6)
    play_card(st, RECOIL)
    end_main(st)
    assert st.cstate[uid(st, ATTRACT)] == DEVOTED


# ====================================================================== 大山脈リスペクト
@pytest.mark.card("08-hagane-o-s-4")
def test_sierra_respect_replay_then_mill():
    """08-hagane-o-s-4: cost 3, Centrifuge; up to twice: play a non-full-power card of your played pile
    (it goes face down afterwards), or put your whole deck into the played pile."""
    st = scenario(megami0=H, specials0=[RESPECT], played0=[RECOIL, EARTH], deck0=[SLASH, WALTZ],
                  dist=6, flare=(3, 2))
    started_at(st, 4)
    play_card(st, RESPECT)
    assert options(st) == ("stop", "mill_deck", "replay")
    answer(st, "replay")  # only Recoil qualifies (Earthshatter is full-power)
    assert tokens(st)["flare"] == (1, 2) and tokens(st)["dist"] == 5  # Recoil at Distance 6
    assert zone_ids(st, 0, DISCARD) == [RECOIL]
    answer(st, "mill_deck")
    assert zone_ids(st, 0, PLAYED) == [EARTH, SLASH, WALTZ] and st.zones[0][DECK] == []
    assert st.decision.kind == "main" and st.cstate[uid(st, RESPECT)] == DEVOTED


@pytest.mark.card("08-hagane-o-s-4")
def test_sierra_respect_stop():
    st = scenario(megami0=H, specials0=[RESPECT], deck0=[SLASH], dist=6, flare=(3, 0))
    started_at(st, 4)
    play_card(st, RESPECT)
    assert options(st) == ("stop", "mill_deck")
    answer(st, "stop")
    assert zone_ids(st, 0, DECK) == [SLASH] and st.decision.kind == "main"


# ====================================================================== 炉火
@pytest.mark.card("08-hagane-A1-n-1")
def test_hearthfire():
    """08-hagane-A1-n-1: Distance 3+: Distance -> your flare 1 and Distance -> opponent flare 1."""
    st = scenario(megami0=HA1, hand0=[HEARTH], dist=3)
    play_card(st, HEARTH)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (1, 1), "dist": 1, "shadow": 0}
    st = scenario(megami0=HA1, hand0=[HEARTH], dist=2)
    play_card(st, HEARTH)
    assert tokens(st)["dist"] == 2 and tokens(st)["flare"] == (0, 0)


# ====================================================================== 旋回起
@pytest.mark.card("08-hagane-A1-n-2")
def test_whirling_ascent():
    """08-hagane-A1-n-2: Distance moved 2+ since the turn began: draw 1 and gain 1 vigor."""
    st = scenario(megami0=HA1, hand0=[WHIRL], deck0=[SLASH], dist=3, vigor=(0, 0))
    started_at(st, 5)
    play_card(st, WHIRL)
    assert zone_ids(st, 0, HAND) == [SLASH] and st.vigor[0] == 1
    st = scenario(megami0=HA1, hand0=[WHIRL], deck0=[SLASH], dist=3, vigor=(0, 0))
    started_at(st, 4)
    play_card(st, WHIRL)
    assert st.zones[0][HAND] == [] and st.vigor[0] == 0


# ====================================================================== 大錬成マテリアル
@pytest.mark.card("08-hagane-A1-s-1")
def test_refinement_material_puts_attack_on_anvil():
    """08-hagane-A1-s-1: cost 1, Terminal; empty Anvil: may put another megami's attack from hand on it;
    a Tempered Attack from ＜Extra＞ goes to the deck bottom."""
    st = scenario(megami0=HA1, specials0=[MATERIAL], hand0=[SLASH, RECOIL], extra0=[TEMPERED],
                  deck0=[WALTZ], flare=(1, 0))
    play_card(st, MATERIAL)
    assert options(st) == ("none", uid(st, SLASH))  # Recoil is Hagane's and not an attack
    answer(st, uid(st, SLASH))
    assert zone_ids(st, 0, AUX1) == [SLASH] and zone_ids(st, 0, DECK) == [WALTZ, TEMPERED]
    assert st.zones[0][EXTRA] == [] and st.terminal[0]
    assert options(st) == (("end",),)


@pytest.mark.card("08-hagane-A1-s-1")
def test_refinement_material_adds_anvil_token():
    """08-hagane-A1-s-1: Anvil already holds a card: Shadow -> Anvil 1."""
    st = scenario(megami0=HA1, specials0=[MATERIAL], hand0=[SLASH], extra0=[TEMPERED], flare=(1, 0))
    to_anvil(st, SLASH)
    play_card(st, MATERIAL)
    assert st.tok[AUX_TOKENS + 0] == 1 and tokens(st)["shadow"] == 0  # cost 1 went to Shadow, then to the Anvil
    assert zone_ids(st, 0, DECK) == [TEMPERED]


@pytest.mark.card("08-hagane-A1-s-1")
def test_refinement_material_resurgence_after_tempered_attack():
    """08-hagane-A1-s-1 Resurgence: you played Tempered Attack this turn."""
    st = scenario(megami0=HA1, devoted0=[MATERIAL], hand0=[TEMPERED, SLASH], dist=4, aura=(3, 5))
    to_anvil(st, SLASH)
    play_card(st, TEMPERED)
    answer(st, "aura")
    end_main(st)
    assert st.cstate[uid(st, MATERIAL)] == UNUSED


# ====================================================================== 錬成攻撃
@pytest.mark.card("08-hagane-A1-s-1-ex1")
def test_tempered_attack_copies_anvil_with_bonus():
    """08-hagane-A1-s-1-ex1: a copy of the Anvil's Slash (3-4 3/1) with +1/+0 and far 1 at 0 tokens
    (our ruling: the tiers add up)."""
    st = scenario(megami0=HA1, hand0=[TEMPERED, SLASH], dist=5, aura=(3, 5))
    assert not can_play_now(st, TEMPERED)  # empty Anvil: a Variable card without type (CR 6-2-1-5)
    to_anvil(st, SLASH)
    assert can_play_now(st, TEMPERED)
    play_card(st, TEMPERED)
    assert st.decision.context == (1, 4, 1, "attack")
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1) and zone_ids(st, 0, PLAYED) == [TEMPERED]


@pytest.mark.card("08-hagane-A1-s-1-ex1")
def test_tempered_attack_two_tokens_uncancellable():
    """Two Anvil tokens: +3/+2 (aura capped at 5, CR 6-4-1-4), far 3, uncancellable (cumulative tiers)."""
    st = scenario(megami0=HA1, hand0=[TEMPERED, SLASH], dist=7, aura=(3, 5))
    to_anvil(st, SLASH, n_tokens=2)
    play_card(st, TEMPERED)
    v = S.attack_values(st, st.attacks[max(st.attacks)])
    assert (v.aura, v.life) == (5, 3) and sorted(v.range) == [3, 4, 5, 6, 7] and "uncancellable" in v.flags
    assert st.cards[uid(st, TEMPERED)].megami == "hagane"


@pytest.mark.card_idle("08-hagane-A1-s-1-ex1")
def test_tempered_attack_not_chosen_by_opponent_effect():
    """Tempered Attack in hand cannot be chosen by the opponent's effects (Scatter's random pick)."""
    st = scenario(megami0=H, megami1=HA1, hand0=[SCATTER], hand1=[TEMPERED], dist=4)
    started_at(st, 6)
    play_card(st, SCATTER)
    assert zone_ids(st, 1, HAND) == [TEMPERED]


# ====================================================================== additional rules (section 6)
@pytest.mark.rule("megami 6-1")
def test_megami_rules_6_1_extra_card_setup():
    """megami rules 6-1: a player hosting Blacksmith Hagane starts with Tempered Attack in ＜Extra＞."""
    import random

    r = random.Random(1)
    st = new_state(1, (random_deck(HA1, r), random_deck(("saine", "himika"), r)))
    assert zone_ids(st, 0, EXTRA) == [TEMPERED] and zone_ids(st, 1, EXTRA) == []
    st = new_state(1, (random_deck(H, r), random_deck(("saine", "himika"), r)))
    assert zone_ids(st, 0, EXTRA) == []


@pytest.mark.rule("megami 6-2")
def test_megami_rules_6_2_centrifuge_distance_must_grow():
    """megami rules 6-2: Centrifuge needs the Distance to have grown by 2+ (moving closer does not count)."""
    st = scenario(megami0=H, hand0=[WALTZ], dist=4)
    started_at(st, 6)
    assert not can_play_now(st, WALTZ)
    started_at(st, 3)
    assert not can_play_now(st, WALTZ)
    started_at(st, 2)
    assert can_play_now(st, WALTZ)


@pytest.mark.rule("megami 6-2")
def test_megami_rules_6_2_centrifuge_not_after_attack():
    """megami rules 6-2: no Centrifuge card after you made an attack this turn."""
    st = scenario(megami0=H, hand0=[WALTZ, SLASH], dist=4)
    started_at(st, 2)
    assert can_play_now(st, WALTZ)
    play_card(st, SLASH)
    answer(st, "aura")
    assert st.decision.kind == "main" and not can_play_now(st, WALTZ)
    assert hagane.attacked_this_turn(st, 0)


@pytest.mark.rule("megami 6-3-1")
@pytest.mark.card("08-hagane-A1-s-1")
def test_megami_rules_6_3_1_anvil_tokens_conserved():
    """megami rules 6-3-1: the Anvil holds cards face up and sakura tokens; its tokens count in the total."""
    st = scenario(megami0=HA1, specials0=[MATERIAL], hand0=[SLASH], flare=(1, 0))
    to_anvil(st, SLASH)
    before = S.total_tokens(st)
    play_card(st, MATERIAL)
    assert S.total_tokens(st) == before and st.tok[AUX_TOKENS] == 1
    assert SETUP_TOKENS > 0


@pytest.mark.card_idle("08-hagane-A1-s-1-ex1")
def test_tempered_attack_stays_out_of_deck_unless_from_discard():
    """08-hagane-A1-s-1-ex1: outside hand and discard pile it returns to the deck only by reshuffle:
    Tokoyo's 04-tokoyo-o-n-5 may pick it from the face-down pile but not from the played pile."""
    tok5 = "04-tokoyo-o-n-5"
    st = scenario(megami0=("hagane-a1", "tokoyo"), hand0=[tok5], played0=[TEMPERED, SLASH], turn=1)
    play_card(st, tok5, fullpower=True)
    assert options(st) == ("stop", uid(st, SLASH))
    st = scenario(megami0=("hagane-a1", "tokoyo"), hand0=[tok5], discard0=[TEMPERED], turn=1)
    play_card(st, tok5, fullpower=True)
    assert options(st) == ("stop", uid(st, TEMPERED))
