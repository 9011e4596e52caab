"""Yukihi (original and A1 Society): one or more tests per card id, plus the additional rules of
megami-rules.en.md section 4 (umbrella state 4-1-1, umbrella cards 4-2-1, opening/closing 4-3, end-phase
rule effect 4-4). Player 0 hosts Yukihi unless stated."""
from __future__ import annotations

import pytest

from sakura_lab.cards import yukihi as Y
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    DECK,
    DEVOTED,
    ENHANCE,
    HAND,
    PLAYED,
    SPECIAL,
    UNUSED,
)
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

NEEDLES = "06-yukihi-o-n-1"  # closed 4-6 3/1, open 0-2 1/2
PREPARATION = "06-yukihi-o-n-2"  # closed 5-6 1/1 (back to hand, flip), open 0-2 1/1
COOPERATE = "06-yukihi-A1-n-2"  # closed 3-5 2/1, open 1-2 1/2
HIDDEN_POWER = "06-yukihi-o-n-3"  # closed 2-5 1/1, open 0-2 1/1
SWING = "06-yukihi-o-n-4"  # Throughout; closed 4-6 5/-, open 0-2 -/2
WEFT = "06-yukihi-A1-n-4"  # closed 2-8 1/1, open 0-4 0/0
WIELD = "06-yukihi-o-n-5"
PULL_BACK = "06-yukihi-o-n-6"
BIND = "06-yukihi-o-n-7"
GENTLE_SNOW = "06-yukihi-o-s-1"  # cost 2; closed 4-5 3/1, open 0-2 0/0
SWAYING_FLAME = "06-yukihi-o-s-2"  # cost 5; closed 4-6 0/0, open 0 4/5
WEAVE = "06-yukihi-A1-s-2"  # cost 4, charge 1
SOFT_HEART = "06-yukihi-o-s-3"  # cost 3, charge 7, Throughout
TRANSFORM = "06-yukihi-o-s-4"  # cost 1, Reaction

SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1, no text
HIMIKA_SHOT = "03-himika-o-n-1"  # Himika shoot 4-10 2/1

YK = ("yukihi", "yurina")
YK_A1 = ("yukihi-a1", "yurina")


def setup(*, open0: bool = False, **kw):
    kw.setdefault("megami0", YK)
    st = scenario(**kw)
    if open0:
        set_open(st, 0)
    return st


def set_open(st, p):
    """Open ``p``'s umbrella directly (as if flipped earlier) and ask the pending main decision again."""
    st.marks[("umbrella", p)] = True
    S.invalidate(st)
    if st.decision is not None and st.decision.kind == "main":
        inject(st, (), Ctx(p))


def cur_attack(st):
    assert st.attacks
    return st.attacks[max(st.attacks)]


def vals(st):
    v = S.attack_values(st, cur_attack(st))
    return sorted(v.range), v.aura, v.life


# ====================================================================== rules (section 4)
@pytest.mark.rule("megami 4-1-1")
def test_rule_4_1_1_umbrella_closed_at_start_only_for_hosts():
    """megami rules 4-1-1: a Yukihi host has an umbrella, closed at the start; others have none."""
    import random

    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    r = random.Random(4)
    st = new_state(4, (random_deck(YK, r), random_deck(("himika", "tokoyo"), r)))
    assert Y.hosts_yukihi(st, 0) and not Y.hosts_yukihi(st, 1)
    assert not Y.umbrella_open(st, 0) and not Y.umbrella_open(st, 1)


@pytest.mark.rule("megami 4-2-1")
def test_rule_4_2_1_card_information_follows_owner_umbrella():
    """megami rules 4-2-1: range / damage / text of an umbrella card follow its owner's umbrella."""
    st = setup(hand0=[NEEDLES, HIDDEN_POWER])
    u, h = uid(st, NEEDLES), uid(st, HIDDEN_POWER)
    cd = S.card_of(st, u)
    assert (cd.range, cd.aura, cd.life) == ((4, 5, 6), 3, 1)
    set_open(st, 0)
    cd = S.card_of(st, u)
    assert (cd.range, cd.aura, cd.life) == ((0, 1, 2), 1, 2)
    assert S.card_of(st, h).script is Y.OPEN_SCRIPTS[HIDDEN_POWER]


@pytest.mark.rule("megami 4-2-1")
def test_rule_4_2_1_owner_without_umbrella_state():
    """megami rules 4-2-1: owner without an umbrella state -> no text, 0/0, empty range (cannot be played)."""
    st = scenario(megami0=("yurina", "saine"), hand0=[NEEDLES, HIDDEN_POWER], dist=5)
    cd = S.card_of(st, uid(st, NEEDLES))
    assert (cd.range, cd.aura, cd.life) == ((), 0, 0)
    assert S.card_of(st, uid(st, HIDDEN_POWER)).script.after == ()
    assert not can_play_now(st, NEEDLES) and not can_play_now(st, HIDDEN_POWER)


@pytest.mark.rule("megami 4-3")
def test_rule_4_3_toggle_without_umbrella_does_nothing():
    """megami rules 4-3: opening/closing flips the state; a player without one does nothing."""
    st = setup()
    Y.toggle_umbrella(st, 0)
    assert Y.umbrella_open(st, 0)
    Y.toggle_umbrella(st, 0)
    assert not Y.umbrella_open(st, 0)
    Y.toggle_umbrella(st, 1)  # player 1 hosts Himika and Tokoyo
    assert ("umbrella", 1) not in st.marks


@pytest.mark.rule("megami 4-4")
def test_rule_4_4_end_phase_may_flip():
    """megami rules 4-4: in your end phase you may open/close the umbrella (optional)."""
    st = setup()
    end_main(st)
    assert st.decision.kind == "may" and st.decision.player == 0 and st.decision.context == "umbrella"
    answer(st, True)
    assert Y.umbrella_open(st, 0)
    # the opponent's turn: Yukihi's rule is not offered in player 1's end phase
    assert st.turn_player == 1
    while st.decision.kind != "main":
        st.apply(0)
    end_main(st)
    assert not (st.decision.kind == "may" and st.decision.context == "umbrella")


@pytest.mark.rule("megami 4-4")
def test_rule_4_4_end_phase_declined():
    """megami rules 4-4: declining leaves the umbrella as it is."""
    st = setup(open0=True)
    end_main(st)
    answer(st, False)
    assert Y.umbrella_open(st, 0)


# ====================================================================== 06-yukihi-o-n-1
@pytest.mark.card("06-yukihi-o-n-1")
def test_hidden_needles_closed():
    """06-yukihi-o-n-1 closed: 4-6 3/1, no text."""
    st = setup(hand0=[NEEDLES], dist=4)
    play_card(st, NEEDLES)
    assert vals(st) == ([4, 5, 6], 3, 1)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 4, "shadow": 3}
    assert zone_ids(st, 0, PLAYED) == [NEEDLES]


@pytest.mark.card("06-yukihi-o-n-1")
def test_kept_needles_open():
    """06-yukihi-o-n-1 open: 0-2 1/2 (closed range 4-6 no longer applies)."""
    st = setup(hand0=[NEEDLES], dist=5, open0=True)
    assert not can_play_now(st, NEEDLES)
    st = setup(hand0=[NEEDLES], dist=2, open0=True)
    play_card(st, NEEDLES)
    assert vals(st) == ([0, 1, 2], 1, 2)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 2, "shadow": 0}


# ====================================================================== 06-yukihi-o-n-2
@pytest.mark.card("06-yukihi-o-n-2")
def test_preparation_closed_returns_and_flips():
    """06-yukihi-o-n-2 closed: after the attack the card returns to hand and the umbrella opens."""
    st = setup(hand0=[PREPARATION], dist=5)
    play_card(st, PREPARATION)
    assert vals(st) == ([5, 6], 1, 1)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 5, "shadow": 1}
    assert zone_ids(st, 0, HAND) == [PREPARATION] and zone_ids(st, 0, PLAYED) == []
    assert Y.umbrella_open(st, 0)
    assert st.decision.kind == "main" and not can_play_now(st, PREPARATION)  # now 0-2


@pytest.mark.card("06-yukihi-o-n-2")
def test_fake_out_open_no_text():
    """06-yukihi-o-n-2 open: 0-2 1/1 without text: goes to the played pile, umbrella stays open."""
    st = setup(hand0=[PREPARATION], dist=1, open0=True)
    play_card(st, PREPARATION)
    assert vals(st) == ([0, 1, 2], 1, 1)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 1, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [PREPARATION] and Y.umbrella_open(st, 0)


# ====================================================================== 06-yukihi-A1-n-2
@pytest.mark.card("06-yukihi-A1-n-2")
def test_cooperate_closed_with_four_enhancement_tokens():
    """06-yukihi-A1-n-2 closed: 4+ tokens on your enhancements -> +0/+1 (2/2)."""
    st = setup(megami0=YK_A1, hand0=[COOPERATE], enh0=[(BIND, 2), (WEAVE, 2)], dist=4)
    play_card(st, COOPERATE)
    assert vals(st) == ([3, 4, 5], 2, 2)  # 2 + 2 tokens on two enhancements
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8)


@pytest.mark.card("06-yukihi-A1-n-2")
def test_cooperate_closed_below_four():
    """06-yukihi-A1-n-2 closed: 3 tokens -> plain 2/1."""
    st = setup(megami0=YK_A1, hand0=[COOPERATE], enh0=[(BIND, 3)], dist=4)
    play_card(st, COOPERATE)
    assert vals(st) == ([3, 4, 5], 2, 1)


@pytest.mark.card("06-yukihi-A1-n-2")
def test_coerce_open_plus_one_aura():
    """06-yukihi-A1-n-2 open: 1-2 1/2, with 4+ tokens +1/+0 (2/2)."""
    st = setup(megami0=YK_A1, hand0=[COOPERATE], enh0=[(BIND, 4)], dist=2, open0=True)
    play_card(st, COOPERATE)
    assert vals(st) == ([1, 2], 2, 2)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 2, "shadow": 2}


# ====================================================================== 06-yukihi-o-n-3
@pytest.mark.card("06-yukihi-o-n-3")
def test_hidden_power_closed_double_arrow():
    """06-yukihi-o-n-3 closed: 2-5 1/1, after: Shadow <-> Distance 1, direction of the player's choice."""
    st = setup(hand0=[HIDDEN_POWER], dist=3)
    play_card(st, HIDDEN_POWER)
    assert vals(st) == ([2, 3, 4, 5], 1, 1)
    answer(st, "aura")  # opponent aura 3 -> 2, shadow 1
    assert st.decision.kind == "arrow" and options(st) == (("shadow", "dist"), ("dist", "shadow"))
    answer(st, ("shadow", "dist"))
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 4, "shadow": 0}


@pytest.mark.card("06-yukihi-o-n-3")
def test_chain_reel_open_distance_to_shadow_two():
    """06-yukihi-o-n-3 open: 0-2 1/1, after: Distance -> Shadow 2."""
    st = setup(hand0=[HIDDEN_POWER], dist=2, open0=True)
    play_card(st, HIDDEN_POWER)
    assert vals(st) == ([0, 1, 2], 1, 1)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 0, "shadow": 2}


# ====================================================================== 06-yukihi-o-n-4
@pytest.mark.card("06-yukihi-o-n-4")
def test_swing_closed_throughout():
    """06-yukihi-o-n-4 closed: Throughout 4-6 5/- (only as a full-power action)."""
    st = setup(hand0=[SWING], dist=5)
    assert not can_play_now(st, SWING) and can_play_now(st, SWING, fullpower=True)
    u = uid(st, SWING)
    assert (S.card_of(st, u).aura, S.card_of(st, u).life) == (5, None)
    play_card(st, SWING, fullpower=True)  # 5/-: the Aura side is forced and takes what it can
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 5, "shadow": 3}
    assert zone_ids(st, 0, PLAYED) == [SWING]


@pytest.mark.card("06-yukihi-o-n-4")
def test_pierce_open():
    """06-yukihi-o-n-4 open: Throughout 0-2 -/2."""
    st = setup(hand0=[SWING], dist=1, open0=True)
    play_card(st, SWING, fullpower=True)
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 1, "shadow": 0}


# ====================================================================== 06-yukihi-A1-n-4
@pytest.mark.card("06-yukihi-A1-n-4")
def test_weft_closed_widens_next_other_megami_attack():
    """06-yukihi-A1-n-4 closed: 2-8 1/1; after: the next other-megami attack this turn gets far 1 and
    near 1, and this card goes to the bottom of the deck."""
    st = setup(megami0=YK_A1, hand0=[WEFT, SLASH, NEEDLES], deck0=[BIND], dist=5, aura=(3, 5))
    assert not can_play_now(st, SLASH)  # 3-4
    play_card(st, WEFT)
    assert vals(st) == ([2, 3, 4, 5, 6, 7, 8], 1, 1)
    answer(st, "aura")
    assert zone_ids(st, 0, DECK) == [BIND, WEFT]
    play_card(st, NEEDLES)  # a Yukihi attack does not take the widening
    assert vals(st) == ([4, 5, 6], 3, 1)
    answer(st, "life")
    assert can_play_now(st, SLASH)  # 2-5 now
    play_card(st, SLASH)
    assert vals(st) == ([2, 3, 4, 5], 3, 1)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (3, 4), "flare": (0, 2), "dist": 5, "shadow": 1}
    assert st.buffs == []


@pytest.mark.card("06-yukihi-A1-n-4")
def test_warp_open_uses_other_megami_card_from_played():
    """06-yukihi-A1-n-4 open: 0-4 0/0; after: if no other card was used this turn, use a non-Throughout
    other-megami card from your played pile (nested, CR 9-9)."""
    st = setup(megami0=YK_A1, hand0=[WEFT], played0=[SLASH, NEEDLES], dist=3, open0=True)
    play_card(st, WEFT)
    assert vals(st) == ([0, 1, 2, 3, 4], 0, 0)
    answer(st, "aura")
    # only Slash qualifies (Needles is Yukihi's): it is used at once
    assert st.decision.kind == "damage" and vals(st) == ([3, 4], 3, 1)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 3, "shadow": 3}
    assert zone_ids(st, 0, PLAYED) == [NEEDLES, SLASH, WEFT]  # Slash finished first (nested)


@pytest.mark.card("06-yukihi-A1-n-4")
def test_warp_open_after_another_card_does_nothing():
    """06-yukihi-A1-n-4 open: another card used earlier this turn -> no card is used."""
    st = setup(megami0=YK_A1, hand0=[WEFT, PULL_BACK], played0=[SLASH], dist=3, shadow=1, open0=True)
    play_card(st, PULL_BACK)  # open: Distance -> Shadow 1
    play_card(st, WEFT)
    answer(st, "aura")
    assert st.decision.kind == "main" and st.attacks == {}
    assert zone_ids(st, 0, PLAYED) == [SLASH, PULL_BACK, WEFT]


# ====================================================================== 06-yukihi-o-n-5
@pytest.mark.card("06-yukihi-o-n-5")
def test_wield_flips_and_recovers():
    """06-yukihi-o-n-5: flip the umbrella, then Shadow -> your Aura 1."""
    st = setup(hand0=[WIELD], shadow=2)
    play_card(st, WIELD)
    assert Y.umbrella_open(st, 0)
    assert tokens(st) == {"life": (10, 10), "aura": (4, 3), "flare": (0, 0), "dist": 10, "shadow": 1}
    assert zone_ids(st, 0, PLAYED) == [WIELD]


@pytest.mark.card("06-yukihi-o-n-5")
def test_wield_revealed_from_hand_when_flipping():
    """06-yukihi-o-n-5 Forced text in hand: when you flip the umbrella you may reveal it: Shadow -> Aura 1."""
    st = setup(hand0=[WIELD], specials0=[TRANSFORM], flare=(1, 0), shadow=3, aura=(2, 3))
    play_card(st, TRANSFORM)
    assert st.decision.kind == "may" and st.decision.context == "reveal_wield"
    answer(st, True)
    assert tokens(st) == {"life": (10, 10), "aura": (4, 3), "flare": (0, 0), "dist": 10, "shadow": 2}
    assert zone_ids(st, 0, HAND) == [WIELD] and Y.umbrella_open(st, 0)


# ====================================================================== 06-yukihi-o-n-6
@pytest.mark.card("06-yukihi-o-n-6")
def test_pull_back_closed():
    """06-yukihi-o-n-6 closed: Shadow -> Distance 1 (also playable as a Reaction)."""
    st = setup(hand0=[PULL_BACK], dist=4, shadow=1)
    play_card(st, PULL_BACK)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 0}


@pytest.mark.card("06-yukihi-o-n-6")
def test_advance_open_as_reaction():
    """06-yukihi-o-n-6 open, as a Reaction to Slash at 4: Distance -> Shadow 1 makes the attack miss."""
    st = setup(hand1=[PULL_BACK], hand0=[SLASH], megami0=("yurina", "saine"), megami1=YK, dist=3)
    set_open(st, 1)
    play_card(st, SLASH)
    react(st, PULL_BACK)
    assert st.attacks == {} and st.decision.kind == "main"
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 2, "shadow": 1}


# ====================================================================== 06-yukihi-o-n-7
@pytest.mark.card("06-yukihi-o-n-7")
def test_bind_closed_initialize():
    """06-yukihi-o-n-7 closed: Charge 2 (CR 9-2-3 iii, all from Aura here), then on deploy Distance -> Shadow 1."""
    st = setup(hand0=[BIND], dist=5)
    play_card(st, BIND)
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 0), "dist": 4, "shadow": 1}
    assert st.card_tokens(uid(st, BIND)) == 2


@pytest.mark.card("06-yukihi-o-n-7")
def test_bind_open_reversed_and_disenchant():
    """06-yukihi-o-n-7 open: arrows reversed: deploy Shadow -> Distance; leaving Distance -> Shadow."""
    st = setup(hand0=[BIND], dist=5, shadow=1, open0=True)
    play_card(st, BIND)
    answer(st, ("aura", 2))
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 0), "dist": 6, "shadow": 0}
    st = setup(enh0=[(BIND, 1)], deck0=[SLASH, NEEDLES], dist=5, start="turn")
    # closed: the start-phase decay empties it; Disenchant: Shadow -> Distance 1
    assert zone_ids(st, 0, PLAYED) == [BIND]
    assert tokens(st)["dist"] == 6 and tokens(st)["shadow"] == 0


# ====================================================================== 06-yukihi-o-s-1
@pytest.mark.card("06-yukihi-o-s-1")
def test_gentle_snow_closed_and_immediate_resurgence():
    """06-yukihi-o-s-1 closed: 4-5 3/1, after: gain 1 vigor. Devoted, it returns unused when you flip."""
    st = setup(specials0=[GENTLE_SNOW], flare=(2, 0), dist=4, vigor=(1, 1))
    play_card(st, GENTLE_SNOW)
    assert vals(st) == ([4, 5], 3, 1)
    answer(st, "life")
    u = uid(st, GENTLE_SNOW)
    assert st.vigor == [2, 1] and st.loc[u] == SPECIAL and st.cstate[u] == DEVOTED
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 4, "shadow": 2}
    inject(st, (Y.TOGGLE,), Ctx(0))
    assert st.cstate[u] == UNUSED and Y.umbrella_open(st, 0)


@pytest.mark.card("06-yukihi-o-s-1")
def test_gentle_snow_open_zero_damage_and_no_resurgence_when_closing():
    """06-yukihi-o-s-1 open: 0-2 0/0, no After text. Closing the umbrella does not make it unused: after
    the flip the card shows its closed face, which has no Immediate Resurgence (MR 4-2-1, CR 10-8)."""
    st = setup(specials0=[GENTLE_SNOW], flare=(2, 0), dist=2, vigor=(1, 1), open0=True)
    play_card(st, GENTLE_SNOW)
    assert vals(st) == ([0, 1, 2], 0, 0)
    answer(st, "aura")
    u = uid(st, GENTLE_SNOW)
    assert st.vigor == [1, 1] and st.cstate[u] == DEVOTED
    end_main(st)
    answer(st, True)  # end-phase flip (4-4) closes the umbrella
    assert st.cstate[u] == DEVOTED and not Y.umbrella_open(st, 0)


# ====================================================================== 06-yukihi-o-s-2
@pytest.mark.card("06-yukihi-o-s-2")
def test_swaying_flame_closed_and_open():
    """06-yukihi-o-s-2: closed 4-6 0/0; open range 0 4/5."""
    st = setup(specials0=[SWAYING_FLAME], flare=(5, 0), dist=5)
    play_card(st, SWAYING_FLAME)
    assert vals(st) == ([4, 5, 6], 0, 0)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 5}
    st = setup(specials0=[SWAYING_FLAME], flare=(5, 0), dist=0, aura=(3, 5), open0=True)
    play_card(st, SWAYING_FLAME)
    assert vals(st) == ([0], 4, 5)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 0, "shadow": 9}


# ====================================================================== 06-yukihi-A1-s-2
@pytest.mark.card("06-yukihi-A1-s-2")
def test_graceful_weave_closed_first_other_megami_normal():
    """06-yukihi-A1-s-2 closed: after your first other-megami normal card of the turn resolves, gain 1
    vigor and you may put 3 tokens from Shadow on it; the second one does nothing."""
    st = setup(megami0=YK_A1, hand0=[SLASH, "01-yurina-o-n-5"], specials0=[WEAVE], flare=(4, 0), dist=4,
               vigor=(0, 1), shadow=1)
    play_card(st, WEAVE)
    answer(st, ("aura", 0))  # charge 1 from Shadow
    w = uid(st, WEAVE)
    assert st.loc[w] == ENHANCE and st.card_tokens(w) == 1
    play_card(st, SLASH)
    answer(st, "aura")  # 3 -> 0, shadow 4+3
    assert st.decision.kind == "may" and st.decision.context == "weave_tokens"
    assert st.vigor[0] == 1
    answer(st, True)
    assert st.card_tokens(w) == 4
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 4, "shadow": 4}
    play_card(st, "01-yurina-o-n-5")  # Body Shift: a second other-megami normal card
    while st.decision.kind != "main":
        st.apply(0)
    assert st.vigor[0] == 1 and st.card_tokens(w) == 4


@pytest.mark.card("06-yukihi-A1-s-2")
def test_graceful_weave_open_start_phase_attack():
    """06-yukihi-A1-s-2 open: at the start of your start phase, attack 0-5 2/2."""
    st = setup(megami0=YK_A1, enh0=[(WEAVE, 2)], deck0=[SLASH, NEEDLES], deck1=[HIMIKA_SHOT, "03-himika-o-n-2"],
               dist=3, start="main")
    set_open(st, 0)
    st = _to_next_own_turn(st)
    assert st.decision.kind == "damage" and vals(st) == ([0, 1, 2, 3, 4, 5], 2, 2)
    answer(st, "life")
    # the start phase goes on: decay 2 -> 1 (the token goes to Shadow), then the reshuffle choice
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 3, "shadow": 1}
    assert st.card_tokens(uid(st, WEAVE)) == 1 and st.decision.kind == "reshuffle"


def _to_next_own_turn(st):
    """End the current turn of player 0 (not flipping) and pass player 1's turn."""
    end_main(st)
    answer(st, False)  # 4-4: keep the umbrella
    while not (st.turn_player == 0 and st.decision.kind in ("damage", "main")):
        d = st.decision
        answer(st, ("end",) if d.kind == "main" else False)
    return st


# ====================================================================== 06-yukihi-o-s-3
@pytest.mark.card("06-yukihi-o-s-3")
def test_soft_heart_both_ranges():
    """06-yukihi-o-s-3: while deployed, your Yukihi umbrella attacks have both ranges (damage unchanged)."""
    st = setup(hand0=[NEEDLES, SOFT_HEART], flare=(3, 0), dist=1, shadow=7)
    assert not can_play_now(st, NEEDLES) and not can_play_now(st, SOFT_HEART)  # Throughout
    play_card(st, SOFT_HEART, fullpower=True)
    answer(st, ("aura", 0))  # Charge 7 from Shadow
    assert st.card_tokens(uid(st, SOFT_HEART)) == 7 and zone_ids(st, 0, ENHANCE) == [SOFT_HEART]
    st = setup(hand0=[NEEDLES], enh0=[(SOFT_HEART, 7)], dist=1)
    assert can_play_now(st, NEEDLES)
    play_card(st, NEEDLES)
    assert vals(st) == ([0, 1, 2, 4, 5, 6], 3, 1)


# ====================================================================== 06-yukihi-o-s-4
@pytest.mark.card("06-yukihi-o-s-4")
def test_abrupt_transformation_as_reaction():
    """06-yukihi-o-s-4: Reaction: flip the umbrella, then Shadow -> your Aura 1."""
    st = setup(megami0=("himika", "tokoyo"), megami1=YK, hand0=[HIMIKA_SHOT], specials1=[TRANSFORM],
               flare=(0, 1), dist=5, shadow=0)
    play_card(st, HIMIKA_SHOT)
    react(st, TRANSFORM)
    assert Y.umbrella_open(st, 1)
    answer(st, "aura")  # 2/1 to the aura after the reaction
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 5, "shadow": 2}
    assert st.cstate[uid(st, TRANSFORM)] == DEVOTED
