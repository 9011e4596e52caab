"""Card tests for Himika (original and A1 "Originally"), season na-s10-2.

Each test builds an exact position with ``scenario``, plays the card and checks the resulting state.
Rulings: docs/rulings-basic4.md §16-19, §24, §25, §28.
"""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    HAND,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Arrow
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    can_play_now,
    end_main,
    options,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

HY = ("himika", "yurina")

SHOOT = "03-himika-o-n-1"
RAPID = "03-himika-o-n-2"
FLAME = "03-himika-A1-n-2"
MAGNUM = "03-himika-o-n-3"
BARRAGE = "03-himika-o-n-4"
BACKSTEP = "03-himika-o-n-5"
INTENT = "03-himika-A1-n-5"
BACKDRAFT = "03-himika-o-n-6"
SMOKE = "03-himika-o-n-7"
RED_BULLET = "03-himika-o-s-1"
CRIMSON = "03-himika-o-s-2"
BLAZING = "03-himika-A1-s-2"
SCARLET = "03-himika-o-s-3"
VERMILLION = "03-himika-o-s-4"

SLASH = "01-yurina-o-n-1"  # vanilla 3-4 3/1
MOON = "01-yurina-o-s-1"  # vanilla special 3-4 4/4, cost 7
COMB = "04-tokoyo-o-n-1"  # 4 -/1 (After Attack needs Vigor 2)
POEM = "04-tokoyo-o-n-4"  # an Action with Reaction


def vals(st):
    """Values of the single attack in progress."""
    (atk,) = st.attacks.values()
    return S.attack_values(st, atk)


def two_fillers(st):
    """Play Murderous Intent (hand not empty: nothing) then Backstep (draws; Shadow empty: nothing)."""
    play_card(st, INTENT)
    play_card(st, BACKSTEP)


# ---------------------------------------------------------------- normals
@pytest.mark.card("03-himika-o-n-1")
def test_shoot():
    """03-himika-o-n-1 Shoot: vanilla 4-10 2/1 (CR 9-4); out of range at 3 (CR 9-2-1 i)."""
    st = scenario(megami0=HY, hand0=[SHOOT], dist=3)
    assert not can_play_now(st, SHOOT)
    st = scenario(megami0=HY, hand0=[SHOOT], dist=4)
    play_card(st, SHOOT)
    assert st.decision.kind == "damage" and st.decision.player == 1
    v = vals(st)
    assert (v.aura, v.life, sorted(v.range)) == (2, 1, list(range(4, 11)))
    answer(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 4, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [SHOOT]
    assert st.attacks == {}
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-n-2")
def test_rapid_fire_without_inferno():
    """03-himika-o-n-2 Rapid Fire: 1st card this turn, no Inferno: plain 2/1 (memo §18)."""
    st = scenario(megami0=HY, hand0=[RAPID], dist=6)
    play_card(st, RAPID)
    v = vals(st)
    assert (v.aura, v.life) == (2, 1)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 6, "shadow": 2}
    assert zone_ids(st, 0, PLAYED) == [RAPID]
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-n-2")
def test_rapid_fire_with_inferno():
    """03-himika-o-n-2 Rapid Fire: 3rd card this turn -> +1/+1 (Inferno, memo §18; CR 10-3)."""
    st = scenario(megami0=HY, hand0=[INTENT, BACKSTEP, RAPID], deck0=[SHOOT], dist=6)
    two_fillers(st)
    assert tokens(st)["dist"] == 6
    play_card(st, RAPID)
    v = vals(st)
    assert (v.aura, v.life) == (3, 2)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 6, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [INTENT, BACKSTEP, RAPID]
    assert zone_ids(st, 0, HAND) == [SHOOT]
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-A1-n-2")
def test_flame_stream_without_inferno():
    """03-himika-A1-n-2 Flame stream: 1-3 2/1, no Inferno on the 1st card (memo §18)."""
    st = scenario(megami0=("himika-a1", "yurina"), hand0=[FLAME], dist=4)
    assert not can_play_now(st, FLAME)
    st = scenario(megami0=("himika-a1", "yurina"), hand0=[FLAME], dist=2)
    play_card(st, FLAME)
    v = vals(st)
    assert (v.aura, v.life, sorted(v.range)) == (2, 1, [1, 2, 3])
    answer(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 2, "shadow": 0}
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-A1-n-2")
def test_flame_stream_with_inferno():
    """03-himika-A1-n-2 Flame stream: 3rd card this turn -> +0/+1 (Inferno, memo §18)."""
    st = scenario(megami0=("himika-a1", "yurina"), hand0=[INTENT, BACKSTEP, FLAME], deck0=[SHOOT], dist=2)
    two_fillers(st)
    play_card(st, FLAME)
    v = vals(st)
    assert (v.aura, v.life) == (2, 2)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 2, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [INTENT, BACKSTEP, FLAME]
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-n-3")
def test_magnum_cannon():
    """03-himika-o-n-3 Magnum Cannon: 5-8 3/2, After Attack own Life -> Shadow 1 (CR 9-4 vi, 10-1)."""
    st = scenario(megami0=HY, hand0=[MAGNUM], dist=5)
    play_card(st, MAGNUM)
    v = vals(st)
    assert (v.aura, v.life) == (3, 2)
    answer(st, "aura")
    assert tokens(st) == {"life": (9, 10), "aura": (3, 0), "flare": (0, 0), "dist": 5, "shadow": 4}
    assert zone_ids(st, 0, PLAYED) == [MAGNUM]
    assert st.outcome is None
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-n-3")
def test_magnum_cannon_self_life_to_zero_loses():
    """03-himika-o-n-3 Magnum Cannon: the arrow can bring your own Life to 0 -> you lose (CR 4-2)."""
    st = scenario(megami0=HY, hand0=[MAGNUM], dist=5, life=(1, 10))
    play_card(st, MAGNUM)
    answer(st, "life")
    assert tokens(st) == {"life": (0, 8), "aura": (3, 3), "flare": (0, 2), "dist": 5, "shadow": 1}
    assert st.outcome is not None and st.outcome.winner == 1


@pytest.mark.card("03-himika-o-n-3")
def test_magnum_cannon_arrow_is_not_damage():
    """03-himika-o-n-3 Magnum Cannon: the Life arrow is not damage, so no "life_damage" event (memo §23)."""
    st = scenario(megami0=HY, hand0=[MAGNUM], dist=5)
    play_card(st, MAGNUM)
    answer(st, "aura")
    damage_events = [e for e in st.events if e[1] == "event" and e[2] == "life_damage" and e[3] == 0]
    assert damage_events == []


@pytest.mark.card("03-himika-o-n-4")
def test_barrage_full_power_both_damages():
    """03-himika-o-n-4 Barrage: Throughout only (CR 8-2-2 A/B); both damages, no choice (CR 10-26)."""
    st = scenario(megami0=HY, hand0=[BARRAGE], dist=5)
    assert not can_play_now(st, BARRAGE)
    assert can_play_now(st, BARRAGE, fullpower=True)
    play_card(st, BARRAGE, fullpower=True)
    # no damage decision; the full-power action ends the main phase; the opponent's turn starts
    assert tokens(st) == {"life": (10, 9), "aura": (3, 0), "flare": (0, 1), "dist": 5, "shadow": 3}
    assert zone_ids(st, 0, PLAYED) == [BARRAGE]
    assert st.turn_player == 1
    assert st.decision.kind == "reshuffle" and st.decision.player == 1


@pytest.mark.card("03-himika-o-n-4")
def test_barrage_both_damages_with_little_aura():
    """03-himika-o-n-4 Barrage: with 1 Aura, that 1 goes and the full Life damage is dealt (memo §28; CR 10-26)."""
    st = scenario(megami0=HY, hand0=[BARRAGE], dist=9, aura=(3, 1))
    play_card(st, BARRAGE, fullpower=True)
    assert tokens(st) == {"life": (10, 9), "aura": (3, 0), "flare": (0, 1), "dist": 9, "shadow": 1}


@pytest.mark.card("03-himika-o-n-5")
def test_backstep():
    """03-himika-o-n-5 Backstep: draw 1, then Shadow -> Distance 1 (CR 7-1-6, 10-1)."""
    st = scenario(megami0=HY, hand0=[BACKSTEP], deck0=[SHOOT, RAPID], dist=4, shadow=2)
    play_card(st, BACKSTEP)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 1}
    assert zone_ids(st, 0, HAND) == [SHOOT]
    assert zone_ids(st, 0, DECK) == [RAPID]
    assert zone_ids(st, 0, PLAYED) == [BACKSTEP]
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-n-5")
def test_backstep_distance_full():
    """03-himika-o-n-5 Backstep: Distance at its cap 10 -> nothing moves (CR 6-3, 7-1-1)."""
    st = scenario(megami0=HY, hand0=[BACKSTEP], deck0=[SHOOT], dist=10, shadow=2)
    play_card(st, BACKSTEP)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 2}
    assert zone_ids(st, 0, HAND) == [SHOOT]


@pytest.mark.card("03-himika-A1-n-5")
def test_murderous_intent_empty_hand():
    """03-himika-A1-n-5 Murderous intent: hand empty at resolution -> opponent Aura -> Shadow 2 (memo §28)."""
    st = scenario(megami0=("himika-a1", "yurina"), hand0=[INTENT])
    play_card(st, INTENT)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 10, "shadow": 2}
    assert zone_ids(st, 0, PLAYED) == [INTENT]
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-A1-n-5")
def test_murderous_intent_cards_in_hand():
    """03-himika-A1-n-5 Murderous intent: a card left in hand -> no effect."""
    st = scenario(megami0=("himika-a1", "yurina"), hand0=[INTENT, SHOOT])
    play_card(st, INTENT)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 0}
    assert zone_ids(st, 0, HAND) == [SHOOT]
    assert zone_ids(st, 0, PLAYED) == [INTENT]


@pytest.mark.card("03-himika-A1-n-5")
def test_murderous_intent_little_aura():
    """03-himika-A1-n-5 Murderous intent: opponent has 1 Aura -> as many as possible, 1 (CR 6-3)."""
    st = scenario(megami0=("himika-a1", "yurina"), hand0=[INTENT], aura=(3, 1))
    play_card(st, INTENT)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 10, "shadow": 1}


@pytest.mark.card("03-himika-o-n-6")
def test_backdraft_without_inferno():
    """03-himika-o-n-6 Backdraft: 1st card -> flinch only, no buff (CR 5-1-4; memo §17)."""
    st = scenario(megami0=HY, hand0=[BACKDRAFT, SLASH], dist=4)
    play_card(st, BACKDRAFT)
    assert st.flinch == [False, True]
    assert st.buffs == []
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 4, "shadow": 0}
    play_card(st, SLASH)
    v = vals(st)
    assert (v.aura, v.life) == (3, 1)


@pytest.mark.card("03-himika-o-n-6")
def test_backdraft_with_inferno_skips_himika_attack():
    """03-himika-o-n-6 Backdraft: with Inferno the buff skips Himika's own attack and goes to the next
    other-megami attack of Aura damage <= 3: Slash 3/1 -> 4/2 (CR 10-15, 10-3; memo §17, §24)."""
    st = scenario(megami0=HY, hand0=[INTENT, BACKSTEP, BACKDRAFT, SHOOT, SLASH], deck0=[MAGNUM], dist=4,
                  aura=(3, 5))
    two_fillers(st)
    play_card(st, BACKDRAFT)
    assert st.flinch == [False, True]
    assert len(st.buffs) == 1
    play_card(st, SHOOT)
    v = vals(st)
    assert (v.aura, v.life) == (2, 1)
    assert len(st.buffs) == 1  # not consumed by Himika's attack
    answer(st, "life")
    play_card(st, SLASH)
    v = vals(st)
    assert (v.aura, v.life) == (4, 2)
    assert st.buffs == []
    answer(st, "life")
    assert tokens(st) == {"life": (10, 7), "aura": (3, 5), "flare": (0, 3), "dist": 4, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [INTENT, BACKSTEP, BACKDRAFT, SHOOT, SLASH]
    assert zone_ids(st, 0, HAND) == [MAGNUM]
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-n-6")
def test_backdraft_skips_aura_damage_four():
    """03-himika-o-n-6 Backdraft: an other-megami attack with Aura damage 4 does not take the buff (memo §17)."""
    st = scenario(megami0=HY, hand0=[INTENT, BACKSTEP, BACKDRAFT], specials0=[MOON], deck0=[MAGNUM],
                  dist=4, flare=(7, 0), aura=(3, 5))
    two_fillers(st)
    play_card(st, BACKDRAFT)
    play_card(st, MOON)
    v = vals(st)
    assert (v.aura, v.life) == (4, 4)
    assert len(st.buffs) == 1
    answer(st, "life")
    assert tokens(st) == {"life": (10, 6), "aura": (3, 5), "flare": (0, 4), "dist": 4, "shadow": 7}


@pytest.mark.card("03-himika-o-n-6")
def test_backdraft_skips_dash_aura_damage():
    """03-himika-o-n-6 Backdraft: an Aura damage of "-" does not qualify (memo §17, L)."""
    st = scenario(megami0=("himika", "tokoyo"), hand0=[INTENT, BACKSTEP, BACKDRAFT, COMB], deck0=[MAGNUM],
                  dist=4)
    two_fillers(st)
    play_card(st, BACKDRAFT)
    play_card(st, COMB)  # "-"/1: only the Life side exists, so the damage resolves at once
    assert len(st.buffs) == 1
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 4, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [INTENT, BACKSTEP, BACKDRAFT, COMB]
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-n-6")
def test_backdraft_tests_aura_before_add_sub():
    """03-himika-o-n-6 Backdraft: the <= 3 test ignores earlier +X/+Y (CR 9-1-3-2, 5-6): Slash 3/1
    already buffed +1/+0 still qualifies and becomes 5/2."""
    st = scenario(megami0=HY, hand0=[INTENT, BACKSTEP, BACKDRAFT, SLASH], deck0=[MAGNUM], dist=4, aura=(3, 5))
    st.buffs.append((0, None, (("dmg", 1, 0),)))  # an earlier "next attack +1/+0" effect
    two_fillers(st)
    play_card(st, BACKDRAFT)
    play_card(st, SLASH)
    v = vals(st)
    assert (v.aura, v.life) == (5, 2)
    assert st.buffs == []
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 4, "shadow": 5}
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-n-7")
def test_smoke_deploy():
    """03-himika-o-n-7 Smoke: charge 3 from Aura and/or Shadow as chosen (CR 9-2-3 iii)."""
    st = scenario(megami0=HY, hand0=[SMOKE], shadow=2)
    play_card(st, SMOKE)
    assert st.decision.kind == "charge"
    assert options(st) == (("aura", 1), ("aura", 2), ("aura", 3))
    answer(st, ("aura", 1))
    assert tokens(st) == {"life": (10, 10), "aura": (2, 3), "flare": (0, 0), "dist": 10, "shadow": 0}
    assert zone_ids(st, 0, ENHANCE) == [SMOKE]
    assert st.tok[CARD_BASE + uid(st, SMOKE)] == 3
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-n-7")
def test_smoke_blocks_arrows_out_of_distance():
    """03-himika-o-n-7 Smoke: no card arrow of either player moves tokens out of Distance; arrows
    into Distance and basic actions still work (memo §16; CR 10-1, 9-7-1)."""
    st = scenario(megami0=HY, enh0=[(SMOKE, 3)], hand0=[BACKSTEP], deck0=[SHOOT], dist=8, shadow=3,
                  aura=(2, 2))
    Arrow("dist", "aura", 2).run(st, Ctx(1))  # the opponent's arrow
    Arrow("dist", "shadow", 1).run(st, Ctx(0))  # your own arrow
    assert tokens(st) == {"life": (10, 10), "aura": (2, 2), "flare": (0, 0), "dist": 8, "shadow": 3}
    play_card(st, BACKSTEP)  # Shadow -> Distance is allowed
    assert tokens(st) == {"life": (10, 10), "aura": (2, 2), "flare": (0, 0), "dist": 9, "shadow": 2}
    answer(st, ("basic", "forward"))
    answer(st, ("vigor",))
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 8, "shadow": 2}
    assert st.decision.kind == "main"


@pytest.mark.card_idle("03-himika-o-n-7")
def test_smoke_gone_arrows_work_again():
    """03-himika-o-n-7 Smoke: without Smoke deployed the same arrow moves tokens out of Distance."""
    st = scenario(megami0=HY, played0=[SMOKE], dist=8, aura=(2, 2))
    Arrow("dist", "aura", 2).run(st, Ctx(1))
    assert tokens(st) == {"life": (10, 10), "aura": (2, 4), "flare": (0, 0), "dist": 6, "shadow": 0}


# ---------------------------------------------------------------- specials
@pytest.mark.card("03-himika-o-s-1")
def test_red_bullet():
    """03-himika-o-s-1 Red Bullet: cost 0, 5-10 3/1, becomes Devoted (CR 9-2-1 v, 9-3)."""
    st = scenario(megami0=HY, specials0=[RED_BULLET], dist=4)
    assert not can_play_now(st, RED_BULLET)
    st = scenario(megami0=HY, specials0=[RED_BULLET], dist=10)
    play_card(st, RED_BULLET)
    v = vals(st)
    assert (v.aura, v.life) == (3, 1)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 10, "shadow": 3}
    u = uid(st, RED_BULLET)
    assert zone_ids(st, 0, SPECIAL) == [RED_BULLET] and st.cstate[u] == DEVOTED
    assert not can_play_now(st, RED_BULLET)
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-s-2")
def test_crimson_zero_reactable_at_distance_one():
    """03-himika-o-s-2 Crimson Zero: cost 5; at Distance 1 it can be reacted to; both damages (CR 10-26)."""
    st = scenario(megami0=HY, specials0=[CRIMSON], hand1=[POEM], dist=1, flare=(4, 0))
    assert not can_play_now(st, CRIMSON)
    st = scenario(megami0=HY, specials0=[CRIMSON], hand1=[POEM], dist=1, flare=(5, 0))
    play_card(st, CRIMSON)
    assert st.decision.kind == "react" and st.decision.player == 1
    assert ("react", uid(st, POEM)) in options(st)
    react(st, None)
    assert tokens(st) == {"life": (10, 8), "aura": (3, 1), "flare": (0, 2), "dist": 1, "shadow": 7}
    assert st.cstate[uid(st, CRIMSON)] == DEVOTED
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-s-2")
def test_crimson_zero_no_reactions_at_distance_zero():
    """03-himika-o-s-2 Crimson Zero: at Distance 0 it has No Reactions (Forced, CR 10-22; memo §28 B-17)."""
    st = scenario(megami0=HY, specials0=[CRIMSON], hand1=[POEM], dist=0, flare=(5, 0), aura=(3, 1))
    play_card(st, CRIMSON)
    assert tokens(st) == {"life": (10, 8), "aura": (3, 0), "flare": (0, 2), "dist": 0, "shadow": 6}
    assert zone_ids(st, 1, HAND) == [POEM]
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-A1-s-2")
def test_blazing_sun_lose_after_attack():
    """03-himika-A1-s-2 Blazing Sun: Throughout, No Reactions, X = 8 - Distance; After Attack you lose
    (CR 10-22, 9-4 vi, 4-2; memo §19)."""
    hy = ("himika-a1", "yurina")
    st = scenario(megami0=hy, specials0=[BLAZING], hand1=[POEM], dist=5, flare=(5, 0))
    assert not can_play_now(st, BLAZING)
    assert can_play_now(st, BLAZING, fullpower=True)
    play_card(st, BLAZING, fullpower=True)
    assert st.decision.kind == "damage" and st.decision.player == 1  # no reaction window
    v = vals(st)
    assert (v.aura, v.life, "no_reactions" in v.flags) == (3, 3, True)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 5, "shadow": 8}
    assert st.outcome is not None and st.outcome.winner == 1 and st.outcome.reason == "effect"


@pytest.mark.card("03-himika-A1-s-2")
def test_blazing_sun_aura_capped_and_win_first():
    """03-himika-A1-s-2 Blazing Sun: at Distance 0, X = 8, Aura side capped at 5 (CR 6-4-1-4); Life to 0
    wins at once, before the After Attack (CR 4-2; memo §19)."""
    hy = ("himika-a1", "yurina")
    st = scenario(megami0=hy, specials0=[BLAZING], dist=0, flare=(5, 0), life=(10, 8), aura=(3, 5))
    play_card(st, BLAZING, fullpower=True)
    assert st.decision.kind == "damage" and options(st) == ("aura", "life")
    v = vals(st)
    assert (v.aura, v.life) == (5, 8)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 0), "aura": (3, 5), "flare": (0, 8), "dist": 0, "shadow": 5}
    assert st.outcome is not None and st.outcome.winner == 0 and st.outcome.reason == "life"


@pytest.mark.card_idle("03-himika-A1-s-2")
def test_blazing_sun_out_of_range():
    """03-himika-A1-s-2 Blazing Sun: range 0-7, unplayable at Distance 8 (CR 9-2-1 i)."""
    st = scenario(megami0=("himika-a1", "yurina"), specials0=[BLAZING], dist=8, flare=(5, 0))
    assert not can_play_now(st, BLAZING, fullpower=True)


@pytest.mark.card("03-himika-o-s-3")
def test_scarlet_imagine():
    """03-himika-o-s-3 Scarlet Imagine: cost 3; draw 2, then put 1 hand card face down (CR 7-1-8)."""
    st = scenario(megami0=HY, specials0=[SCARLET], hand0=[BACKSTEP], deck0=[SHOOT, RAPID, MAGNUM],
                  flare=(3, 0))
    play_card(st, SCARLET)
    assert st.decision.kind == "card" and st.decision.player == 0
    assert options(st) == (uid(st, BACKSTEP), uid(st, SHOOT), uid(st, RAPID))
    answer(st, uid(st, RAPID))
    assert zone_ids(st, 0, HAND) == [BACKSTEP, SHOOT]
    assert zone_ids(st, 0, DISCARD) == [RAPID]
    assert zone_ids(st, 0, DECK) == [MAGNUM]
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 3}
    assert st.cstate[uid(st, SCARLET)] == DEVOTED
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-s-4")
def test_vermillion_field_without_inferno():
    """03-himika-o-s-4 Vermillion Field: cost 2; 1st card -> no Distance change (memo §18)."""
    st = scenario(megami0=HY, specials0=[VERMILLION], dist=5, flare=(2, 0))
    play_card(st, VERMILLION)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 2}
    assert st.cstate[uid(st, VERMILLION)] == DEVOTED
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-s-4")
def test_vermillion_field_with_inferno():
    """03-himika-o-s-4 Vermillion Field: 3rd card -> Shadow -> Distance 2 (Inferno, memo §18; CR 10-1)."""
    st = scenario(megami0=HY, specials0=[VERMILLION], hand0=[INTENT, BACKSTEP], deck0=[SHOOT], dist=5,
                  flare=(2, 0))
    two_fillers(st)
    play_card(st, VERMILLION)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 7, "shadow": 0}
    assert st.cstate[uid(st, VERMILLION)] == DEVOTED
    assert st.decision.kind == "main"


@pytest.mark.card("03-himika-o-s-4")
def test_vermillion_field_resurgence_empty_hand():
    """03-himika-o-s-4 Vermillion Field: Resurgence at your end phase with an empty hand (CR 10-7; memo §25)."""
    st = scenario(megami0=HY, devoted0=[VERMILLION])
    end_main(st)
    u = uid(st, VERMILLION)
    assert st.loc[u] == SPECIAL and st.cstate[u] == UNUSED
    assert st.turn_player == 1 and st.decision.kind == "reshuffle"


@pytest.mark.card("03-himika-o-s-4")
def test_vermillion_field_no_resurgence_with_cards():
    """03-himika-o-s-4 Vermillion Field: a card in hand at the end phase -> stays Devoted (CR 10-7)."""
    st = scenario(megami0=HY, devoted0=[VERMILLION], hand0=[SHOOT])
    end_main(st)
    u = uid(st, VERMILLION)
    assert st.loc[u] == SPECIAL and st.cstate[u] == DEVOTED
    assert st.turn_player == 1 and st.decision.kind == "reshuffle"


@pytest.mark.card("03-himika-o-s-4")
def test_vermillion_field_no_resurgence_in_opponent_end_phase():
    """03-himika-o-s-4 Vermillion Field: Resurgence checks only its owner's end phase (CR 10-7)."""
    st = scenario(megami0=HY, devoted0=[VERMILLION], turn_player=1)
    end_main(st)
    u = uid(st, VERMILLION)
    assert st.cstate[u] == DEVOTED
    assert st.turn_player == 0 and st.decision.kind == "reshuffle"
