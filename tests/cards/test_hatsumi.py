"""Hatsumi (original and A1 Adagami): one or more tests per card id, plus the additional rules of
megami-rules.en.md section 15 (tailwind / headwind 15-1-1, diving 15-1-2, resolving a dive 15-2).
Player 0 hosts Hatsumi unless stated."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import hatsumi as H
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    HAND,
    MODE_STANDARD,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Custom, MakeAttack, rng
from sakura_lab.engine.state import Ctx
from sakura_lab.engine.view import HiddenInformationError, determinize
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

TORPEDO = "17-hatsumi-o-n-1"  # 3-5 0/0
TORRENT = "17-hatsumi-o-n-2"  # 4-5 2/1
ACID = "17-hatsumi-o-n-3"  # 5-6 3/1
TSUNAMI = "17-hatsumi-o-n-4"  # Reaction action
DIVEBOMB = "17-hatsumi-A1-n-4"  # enhancement 2, Unguarded
BATTEN = "17-hatsumi-o-n-5"  # Throughout action
COMPASS = "17-hatsumi-o-n-6"  # enhancement 3
WAVECALL = "17-hatsumi-o-n-7"  # enhancement 1
CETACEAN = "17-hatsumi-o-s-1"  # cost 3, 3-5 2/1
BRUMOUS = "17-hatsumi-A1-s-1"  # cost 3, Reaction enhancement 4
SALVO = "17-hatsumi-o-s-2"  # cost 2, 5-6 2/2
LIGHTHOUSE = "17-hatsumi-o-s-3"  # cost 1
COXSWAINED = "17-hatsumi-o-s-4"  # cost 2
BENTHIC = "17-hatsumi-A1-s-4"  # cost 2, enhancement 2
DIVE_F = "17-hatsumi-A1-d-1"
DIVE_B = "17-hatsumi-A1-d-2"
DIVES = [DIVE_F, DIVE_B]

SLASH = "01-yurina-o-n-1"  # 3-4 3/1
HIMIKA_SHOT = "03-himika-o-n-1"  # 4-10 2/1
BACKSTEP = "03-himika-o-n-5"  # action: draw 1, Shadow -> Distance 1

HT = ("hatsumi", "yurina")
HT_A1 = ("hatsumi-a1", "yurina")


def sc(**kw):
    kw.setdefault("megami0", HT)
    return scenario(**kw)


def headwind(st, p=0, turn=None):
    """Put ``p`` in headwind during ``turn`` (default: the current turn), as if attacked before (MR 15-1-1)."""
    st.marks[(H.HEADWIND_KEY, p)] = frozenset({st.turn if turn is None else turn})


def take(st, side):
    assert st.decision.kind == "damage", st.decision
    answer(st, side)


# ---------------------------------------------------------------- Torpedo
@pytest.mark.card("17-hatsumi-o-n-1")
def test_torpedo_tailwind_plus_2_2():
    """Tailwind: 0/0 becomes 2/2; no After Attack arrow."""
    st = sc(hand0=[TORPEDO], dist=4)
    play_card(st, TORPEDO)
    take(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 4, "shadow": 2}
    assert zone_ids(st, 0, PLAYED) == [TORPEDO]


@pytest.mark.card("17-hatsumi-o-n-1")
def test_torpedo_headwind_double_arrow():
    """Headwind: 0/0, After Attack Distance (2) <-> Shadow, direction chosen by the attacker."""
    st = sc(hand0=[TORPEDO], dist=4, shadow=1)
    headwind(st)
    play_card(st, TORPEDO)
    take(st, "life")
    assert st.decision.kind == "arrow" and st.decision.player == 0
    answer(st, ("dist", "shadow"))
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 2, "shadow": 3}


# ---------------------------------------------------------------- Torrent
@pytest.mark.card("17-hatsumi-o-n-2")
def test_torrent_tailwind_standard_can_be_reacted():
    st = sc(hand0=[TORRENT], hand1=[TSUNAMI], dist=5, shadow=1)
    play_card(st, TORRENT)
    assert st.decision.kind == "react"
    react(st, None)
    take(st, "life")  # 3/2
    assert tokens(st)["life"] == (10, 8) and tokens(st)["flare"] == (0, 2)


@pytest.mark.card("17-hatsumi-o-n-2")
def test_torrent_all_out_no_normal_reactions_damage_to_distance():
    """All-Out: No Reactions (Normal); its damage moves the tokens to Distance."""
    st = sc(hand0=[TORRENT], hand1=[TSUNAMI], dist=5)
    play_card(st, TORRENT, fullpower=True)
    assert st.decision.kind == "damage"  # no reaction window for a Normal card
    take(st, "aura")  # 3/2: 3 aura tokens to Distance
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 8, "shadow": 0}


@pytest.mark.card("17-hatsumi-o-n-2")
def test_torrent_all_out_headwind_life_to_distance():
    st = sc(hand0=[TORRENT], dist=4)
    headwind(st)
    play_card(st, TORRENT, fullpower=True)
    take(st, "life")  # 2/1
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 0}


# ---------------------------------------------------------------- Acid Spray
@pytest.mark.card("17-hatsumi-o-n-3")
def test_acid_spray_headwind_life_to_shadow():
    st = sc(hand0=[ACID], dist=5)
    headwind(st)
    play_card(st, ACID)
    take(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 1}


@pytest.mark.card("17-hatsumi-o-n-3")
def test_acid_spray_tailwind_life_to_flare():
    st = sc(hand0=[ACID], dist=6)
    play_card(st, ACID)
    take(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 6, "shadow": 0}


# ---------------------------------------------------------------- Tsunami
@pytest.mark.card("17-hatsumi-o-n-4")
def test_tsunami_shadow_to_distance():
    st = sc(hand0=[TSUNAMI], dist=4, shadow=2)
    play_card(st, TSUNAMI)
    assert tokens(st)["dist"] == 5 and tokens(st)["shadow"] == 1


@pytest.mark.card("17-hatsumi-o-n-4")
def test_tsunami_headwind_takes_opponents_flare_as_reaction():
    """As a Reaction on the opponent's turn while in headwind: opponent's Flare (1) -> Distance; the attack
    then misses (4-10 at Distance 4 -> 5 still hits; use Slash 3-4)."""
    st = sc(hand1=[SLASH], hand0=[TSUNAMI], megami1=("yurina", "himika"), dist=4, shadow=2, flare=(0, 2),
            turn_player=1)
    headwind(st, 0)
    play_card(st, SLASH, player=1)
    react(st, TSUNAMI)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 1), "dist": 5, "shadow": 2}
    assert zone_ids(st, 1, PLAYED) == [SLASH]  # out of range: missed (CR 9-4 iii)


@pytest.mark.card("17-hatsumi-o-n-4")
def test_tsunami_nothing_beyond_distance_4():
    st = sc(hand0=[TSUNAMI], dist=5, shadow=2)
    play_card(st, TSUNAMI)
    assert tokens(st)["dist"] == 5 and tokens(st)["shadow"] == 2


# ---------------------------------------------------------------- Batten Down
@pytest.mark.card("17-hatsumi-o-n-5")
def test_batten_down_recover_and_draw():
    st = sc(hand0=[BATTEN], deck0=[SLASH], aura=(1, 3), shadow=4)
    play_card(st, BATTEN, fullpower=True)
    answer(st, True)
    assert tokens(st)["aura"] == (4, 3) and tokens(st)["shadow"] == 1
    assert zone_ids(st, 0, HAND) == [SLASH]


@pytest.mark.card("17-hatsumi-o-n-5")
def test_batten_down_headwind_hand_limit_plus_1():
    """Headwind: hand limit 3 this turn (3 cards kept at the end phase, none discarded)."""
    st = sc(hand0=[BATTEN, SLASH, TORPEDO], deck0=[ACID], aura=(3, 3), shadow=4)
    headwind(st)
    play_card(st, BATTEN, fullpower=True)
    answer(st, True)
    pass_until(st, "main")
    assert st.turn_player == 1
    assert tokens(st)["aura"][0] == 5
    assert sorted(zone_ids(st, 0, HAND)) == sorted([SLASH, TORPEDO, ACID]) and zone_ids(st, 0, DISCARD) == []


# ---------------------------------------------------------------- Compass
@pytest.mark.card("17-hatsumi-o-n-6")
def test_compass_play_adds_and_removes_range_5():
    st = sc(hand0=[COMPASS, SLASH], hand1=[HIMIKA_SHOT], megami1=("yurina", "himika"), dist=5, aura=(3, 3),
            shadow=0)
    assert not can_play_now(st, SLASH)
    play_card(st, COMPASS)
    assert st.card_tokens(uid(st, COMPASS)) == 3 and tokens(st)["aura"] == (0, 3)
    assert can_play_now(st, SLASH)  # 3-4 + 5
    assert not S.can_play(st, 1, uid(st, HIMIKA_SHOT), MODE_STANDARD)  # 4-10 less 5
    st.tok[S.DIST] = 6
    assert S.can_play(st, 1, uid(st, HIMIKA_SHOT), MODE_STANDARD)


@pytest.mark.card("17-hatsumi-o-n-6")
def test_compass_duplicates_cancel_and_disenchant_recovers():
    """CR 10-28: p0 plays Compass while p1's is deployed: both cancel out, so Himika's 4-10 keeps Range 5
    (without the cancelling it would lose it). Disenchant: Shadow (1) -> Aura."""
    st = sc(hand0=[COMPASS], enh1=[(COMPASS, 2)], hand1=[HIMIKA_SHOT], megami1=("yurina", "himika"), dist=5,
            aura=(3, 3), shadow=1)
    shot = uid(st, HIMIKA_SHOT)
    assert S.can_play(st, 1, shot, MODE_STANDARD)  # p1's own Compass adds 5 (it is in 4-10 anyway)
    play_card(st, COMPASS)
    answer(st, ("aura", 2))
    assert st.marks.get("cancel_keys")
    assert S.can_play(st, 1, shot, MODE_STANDARD)
    st.marks.pop("cancel_keys")
    S.invalidate(st)
    assert not S.can_play(st, 1, shot, MODE_STANDARD)  # p0's Compass alone removes 5
    st.marks["cancel_keys"] = True
    S.invalidate(st)
    mine = uid(st, COMPASS, 0)
    inject(st, [Custom(lambda s, c: S.move_tokens(s, S.CARD_BASE + mine, S.SHADOW, 3))], Ctx(0))
    assert zone_ids(st, 0, PLAYED) == [COMPASS] and tokens(st)["aura"] == (2, 3)


# ---------------------------------------------------------------- Wavecall
@pytest.mark.card("17-hatsumi-o-n-7")
def test_wavecall_headwind_keeps_tokens_and_returns_a_discard():
    """Start of p0's turn in headwind: a discard goes on top of the deck (then drawn); decay cannot take the
    token (it moves only on p0's turn with a tailwind)."""
    st = sc(enh0=[(WAVECALL, 1)], discard0=[SLASH], deck0=[TORPEDO, ACID], turn_player=1)
    headwind(st, 0, turn=st.turn + 1)
    end_main(st)
    pass_until(st, "card", player=0)
    answer(st, uid(st, SLASH))
    pass_until(st, "main")
    assert st.card_tokens(uid(st, WAVECALL)) == 1
    assert sorted(zone_ids(st, 0, HAND)) == sorted([SLASH, TORPEDO])


@pytest.mark.card("17-hatsumi-o-n-7")
def test_wavecall_tokens_locked_on_opponents_turn_and_disenchant_attack():
    st = sc(enh0=[(WAVECALL, 1)], turn_player=1, dist=5, shadow=0)
    u = uid(st, WAVECALL)
    assert S.move_tokens(st, S.CARD_BASE + u, S.SHADOW, 1) == 0  # opponent's turn: locked
    end_main(st)
    # p0's turn, tailwind: decay takes the token -> Disenchant: (no discard), basic action, attack 2-7 1/-
    pass_until(st, "basic", player=0)
    answer(st, "backward")
    assert tokens(st)["dist"] == 6
    pass_until(st, "main")
    assert zone_ids(st, 0, PLAYED) == [WAVECALL]
    assert tokens(st)["aura"][1] == 2  # 1/- to aura (only option)


# ---------------------------------------------------------------- Cetacean Ocean
@pytest.mark.card("17-hatsumi-o-s-1")
def test_cetacean_ocean_tailwind():
    st = sc(specials0=[CETACEAN], dist=4, flare=(3, 0), aura=(3, 5))
    play_card(st, CETACEAN)
    take(st, "aura")  # 3/3
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 4, "shadow": 6}
    u = uid(st, CETACEAN)
    assert st.loc[u] == SPECIAL and st.cstate[u] == DEVOTED


@pytest.mark.card("17-hatsumi-o-s-1")
def test_cetacean_ocean_headwind_returns_unused():
    st = sc(specials0=[CETACEAN], dist=4, flare=(3, 0), aura=(3, 5))
    headwind(st)
    play_card(st, CETACEAN)
    take(st, "life")  # 2/1
    assert tokens(st) == {"life": (10, 9), "aura": (3, 5), "flare": (0, 1), "dist": 6, "shadow": 1}
    u = uid(st, CETACEAN)
    assert st.loc[u] == SPECIAL and st.cstate[u] == UNUSED


# ---------------------------------------------------------------- Brumous Ocean
@pytest.mark.card("17-hatsumi-A1-s-1")
def test_brumous_ocean_reaction_keeps_only_range_ends():
    """Played as a Reaction to 4-10 at Distance 5: the attack keeps Range 4, 10 and misses."""
    st = sc(megami0=HT_A1, specials0=[BRUMOUS], hand1=[HIMIKA_SHOT], megami1=("yurina", "himika"), dist=5,
            flare=(3, 0), aura=(4, 3), turn_player=1)
    play_card(st, HIMIKA_SHOT, player=1)
    react(st, BRUMOUS)
    answer(st, ("aura", 4))
    pass_until(st, "main")
    assert tokens(st) == {"life": (10, 10), "aura": (0, 3), "flare": (0, 0), "dist": 5, "shadow": 3}
    assert zone_ids(st, 0, ENHANCE) == [BRUMOUS] and zone_ids(st, 1, PLAYED) == [HIMIKA_SHOT]


@pytest.mark.card("17-hatsumi-A1-s-1")
def test_brumous_ocean_only_on_opponents_turn():
    st = sc(megami0=HT_A1, enh0=[(BRUMOUS, 2)], hand0=[TORPEDO], hand1=[HIMIKA_SHOT],
            megami1=("yurina", "himika"), dist=4)
    assert can_play_now(st, TORPEDO)  # own attack, own turn: 3-5 untouched
    st2 = sc(megami0=HT_A1, enh0=[(BRUMOUS, 2)], hand1=[HIMIKA_SHOT], megami1=("yurina", "himika"), dist=5,
             turn_player=1)
    assert not can_play_now(st2, HIMIKA_SHOT, player=1)
    st2.tok[S.DIST] = 10
    assert S.can_play(st2, 1, uid(st2, HIMIKA_SHOT), MODE_STANDARD)


# ---------------------------------------------------------------- Aquiform Salvo
@pytest.mark.card("17-hatsumi-o-s-2")
def test_aquiform_salvo_attack():
    st = sc(specials0=[SALVO], dist=6, flare=(2, 0))
    play_card(st, SALVO)
    take(st, "life")
    assert tokens(st)["life"] == (10, 8) and st.cstate[uid(st, SALVO)] == DEVOTED


@pytest.mark.card("17-hatsumi-o-s-2")
def test_aquiform_salvo_immediate_resurgence_and_basic_action():
    """Opponent's turn, Distance 2 closer than at its start: Salvo becomes unused, p0 may do a basic action."""
    st = sc(devoted0=[SALVO], dist=6, vigor=(1, 2), turn_player=1, aura=(3, 0))
    answer(st, ("basic", "forward"))  # the cost: vigor (no card in hand), paid at once
    assert st.cstate[uid(st, SALVO)] == DEVOTED
    answer(st, ("basic", "forward"))
    assert st.decision.kind == "basic" and st.decision.player == 0
    answer(st, "backward")
    u = uid(st, SALVO)
    assert st.loc[u] == SPECIAL and st.cstate[u] == UNUSED
    assert tokens(st)["dist"] == 5 and tokens(st)["aura"] == (2, 2)


# ---------------------------------------------------------------- Phaneritic Lighthouse
@pytest.mark.card("17-hatsumi-o-s-3")
def test_lighthouse_flinches_unless_headwind_and_mastery_zone():
    st = sc(specials0=[LIGHTHOUSE], flare=(1, 0))
    play_card(st, LIGHTHOUSE)
    assert st.flinch == [True, False] and S.mastery_zone(st) == 3
    st2 = sc(specials0=[LIGHTHOUSE], flare=(1, 0))
    headwind(st2)
    play_card(st2, LIGHTHOUSE)
    assert st2.flinch == [False, False] and S.mastery_zone(st2) == 3


@pytest.mark.card("17-hatsumi-o-s-3")
def test_lighthouse_devoted_stops_opponents_action_and_returns_unused():
    st = sc(devoted0=[LIGHTHOUSE], hand1=[BACKSTEP, HIMIKA_SHOT], deck1=[SLASH], megami1=("yurina", "himika"),
            dist=5, shadow=1, turn_player=1)
    play_card(st, BACKSTEP, player=1)
    assert zone_ids(st, 1, PLAYED) == [BACKSTEP] and zone_ids(st, 1, HAND) == [HIMIKA_SHOT]
    assert tokens(st)["dist"] == 5  # not resolved
    u = uid(st, LIGHTHOUSE)
    assert st.cstate[u] == UNUSED and S.mastery_zone(st) == 2


@pytest.mark.card("17-hatsumi-o-s-3")
def test_lighthouse_lets_attacks_through():
    st = sc(devoted0=[LIGHTHOUSE], hand1=[HIMIKA_SHOT], megami1=("yurina", "himika"), dist=5, turn_player=1)
    play_card(st, HIMIKA_SHOT, player=1)
    take(st, "life")
    assert tokens(st)["life"] == (9, 10) and st.cstate[uid(st, LIGHTHOUSE)] == DEVOTED


# ---------------------------------------------------------------- Coxswained Strait
@pytest.mark.card("17-hatsumi-o-s-4")
def test_coxswained_strait_headwind_flinch_and_mill_attack():
    st = sc(specials0=[COXSWAINED], deck1=[HIMIKA_SHOT, BACKSTEP], megami1=("yurina", "himika"), flare=(2, 0))
    headwind(st)
    play_card(st, COXSWAINED)
    assert st.flinch == [False, True]
    assert zone_ids(st, 1, PLAYED) == [HIMIKA_SHOT] and zone_ids(st, 1, DECK) == [BACKSTEP]


@pytest.mark.card("17-hatsumi-o-s-4")
def test_coxswained_strait_tailwind_nothing_and_free_replay_at_start():
    st = sc(specials0=[COXSWAINED], deck1=[BACKSTEP], megami1=("yurina", "himika"), flare=(2, 0))
    play_card(st, COXSWAINED)
    assert st.flinch == [False, False] and zone_ids(st, 1, DECK) == [BACKSTEP]
    u = uid(st, COXSWAINED)
    assert st.cstate[u] == DEVOTED
    # next own turn in headwind: may play it again without Cost
    headwind(st, 0, turn=st.turn + 2)
    st.zones[1][DECK].append(uid(st, BACKSTEP))  # keep it (draws would take it)
    end_main(st)
    pass_until(st, "main")  # p1's turn
    end_main(st)
    pass_until(st, "may", player=0)
    assert st.decision.context == "coxswained"
    answer(st, True)
    assert st.flinch[1] is True and st.cstate[u] == DEVOTED and tokens(st)["flare"][0] == 0


# ---------------------------------------------------------------- Benthic Strait
@pytest.mark.card("17-hatsumi-A1-s-4")
def test_benthic_strait_submerge_and_flinch():
    st = sc(megami0=HT_A1, specials0=[BENTHIC], extra0=DIVES, flare=(2, 0), aura=(3, 3))
    play_card(st, BENTHIC)
    answer(st, ("aura", 2))
    assert st.decision.kind == "choose" and st.decision.context == "dive"
    answer(st, "backward")
    assert H.diving(st, 0) and H.dive_direction(st, 0) == "backward" and st.flinch == [False, True]
    assert st.card_tokens(uid(st, BENTHIC)) == 2


@pytest.mark.card("17-hatsumi-A1-s-4")
def test_benthic_strait_disenchant_tailwind_damage():
    st = sc(megami0=HT_A1, enh0=[(BENTHIC, 1)], turn_player=1)
    end_main(st)
    pass_until(st, "main")
    assert tokens(st)["aura"][1] == 2 and tokens(st)["life"][1] == 9
    assert st.cstate[uid(st, BENTHIC)] == DEVOTED


@pytest.mark.card("17-hatsumi-A1-s-4")
def test_benthic_strait_resurgence_in_headwind():
    st = sc(megami0=HT_A1, devoted0=[BENTHIC])
    headwind(st)
    end_main(st)
    pass_until(st, "main")
    assert st.cstate[uid(st, BENTHIC)] == UNUSED


# ---------------------------------------------------------------- Divebomb
@pytest.mark.card("17-hatsumi-A1-n-4")
def test_divebomb_submerges():
    st = sc(megami0=HT_A1, hand0=[DIVEBOMB], extra0=DIVES, aura=(3, 3), shadow=2)
    play_card(st, DIVEBOMB)
    answer(st, ("aura", 1))
    answer(st, "forward")
    assert H.dive_direction(st, 0) == "forward" and st.card_tokens(uid(st, DIVEBOMB)) == 2
    assert tokens(st)["aura"] == (2, 3)


@pytest.mark.card("17-hatsumi-A1-n-4")
def test_divebomb_disenchant_attack_no_reactions():
    st = sc(megami0=HT_A1, enh0=[(DIVEBOMB, 1)], hand1=[TSUNAMI], turn_player=1, dist=7)
    end_main(st)
    pass_until(st, "main")
    assert tokens(st)["life"] == (10, 9) and zone_ids(st, 0, PLAYED) == [DIVEBOMB]


# ---------------------------------------------------------------- MR 15-1-1 tailwind / headwind
@pytest.mark.rule("MR 15-1-1")
def test_mr_15_1_1_attacked_player_is_in_headwind_their_next_turn():
    st = sc(hand1=[HIMIKA_SHOT], megami1=("yurina", "himika"), dist=5, turn_player=1)
    t = st.turn
    assert not H.in_headwind(st, 0)
    play_card(st, HIMIKA_SHOT, player=1)
    take(st, "aura")
    assert not H.in_headwind(st, 0)  # not this turn
    end_main(st)
    pass_until(st, "main")
    assert st.turn == t + 1 and H.in_headwind(st, 0) and not H.in_headwind(st, 1)
    end_main(st)
    pass_until(st, "main")
    assert not H.in_headwind(st, 0)


@pytest.mark.rule("MR 15-1-1")
def test_mr_15_1_1_attack_on_own_turn_gives_headwind_on_next_own_turn():
    """Our reading ("their next turn"): p0 attacked during p0's own turn (an effect attack of p1) is in
    headwind on p0's next own turn, not during p1's turn in between."""
    st = sc(dist=4)
    t = st.turn
    inject(st, [MakeAttack(rng(0, 10), 1, None)], Ctx(1))  # 1/-: aura damage, no choice
    assert tokens(st)["aura"] == (2, 3)
    assert not H.in_headwind(st, 0)
    end_main(st)
    pass_until(st, "main")
    assert st.turn == t + 1 and not H.in_headwind(st, 0)
    end_main(st)
    pass_until(st, "main")
    assert st.turn == t + 2 and H.in_headwind(st, 0)


@pytest.mark.rule("MR 15-1-1")
def test_mr_15_1_1_counter_counts_headwind_turns():
    st = sc(hand1=[HIMIKA_SHOT], megami1=("yurina", "himika"), dist=5, turn_player=1)
    play_card(st, HIMIKA_SHOT, player=1)
    take(st, "aura")
    end_main(st)
    pass_until(st, "main")
    assert st.mstats["hatsumi_headwind"] == [1, 0]


# ---------------------------------------------------------------- MR 15-1-2 / 15-2 diving
def _diver(direction, **kw):
    kw.setdefault("megami0", HT_A1)
    kw.setdefault("extra0", DIVES)
    kw.setdefault("turn_player", 1)
    st = sc(**kw)
    st.marks[(H.DIVE, 0)] = direction
    return st


@pytest.mark.card("17-hatsumi-A1-d-1")
@pytest.mark.rule("MR 15-2")
def test_mr_15_2_dive_forward_makes_attack_fail():
    """Forward: Distance 4 -> 3, Himika's 4-10 is out of range: removed, not made (no damage, no headwind),
    the Normal card goes to the played pile, p0 is in tailwind during their next turn whatever happens."""
    st = _diver("forward", hand0=[TSUNAMI], hand1=[HIMIKA_SHOT], megami1=("yurina", "himika"), dist=4)
    play_card(st, HIMIKA_SHOT, player=1)
    assert st.decision.kind == "main" and st.decision.player == 1  # no reaction window for p0's Tsunami
    assert zone_ids(st, 1, PLAYED) == [HIMIKA_SHOT] and tokens(st)["aura"] == (3, 3)
    assert not H.diving(st, 0) and S.current_distance(st) == 3 and S.mastery_zone(st) == 1
    assert st.mstats["hatsumi_dive_fail"] == [1, 0]
    end_main(st)
    pass_until(st, "main")
    assert S.current_distance(st) == 4  # the dive lasted for that turn only
    headwind(st, 0)  # an attack could not change the fixed tailwind
    assert not H.in_headwind(st, 0)


@pytest.mark.card("17-hatsumi-A1-d-2")
@pytest.mark.rule("MR 15-2")
def test_mr_15_2_dive_backward_special_becomes_devoted():
    st = _diver("backward", specials1=[CETACEAN], flare=(0, 3), dist=5)
    play_card(st, CETACEAN, player=1)
    u = uid(st, CETACEAN, 1)
    assert st.loc[u] == SPECIAL and st.cstate[u] == DEVOTED and tokens(st)["flare"] == (0, 0)
    assert tokens(st)["aura"] == (3, 3) and S.current_distance(st) == 6 and S.mastery_zone(st) == 3


@pytest.mark.card("17-hatsumi-A1-d-1")
@pytest.mark.rule("MR 15-2")
def test_mr_15_2_dive_in_range_attack_still_hits():
    st = _diver("forward", hand1=[HIMIKA_SHOT], megami1=("yurina", "himika"), dist=6)
    play_card(st, HIMIKA_SHOT, player=1)
    take(st, "life")
    assert tokens(st)["life"] == (9, 10) and S.current_distance(st) == 5 and not H.diving(st, 0)


@pytest.mark.card("17-hatsumi-A1-d-2")
@pytest.mark.rule("MR 15-1-2")
def test_mr_15_1_2_dive_resolves_at_own_start_phase():
    st = _diver("backward", dist=4, turn_player=1)
    end_main(st)
    pass_until(st, "main")
    assert st.turn_player == 0 and not H.diving(st, 0)
    assert S.current_distance(st) == 5 and S.mastery_zone(st) == 3 and st.tok[S.DIST] == 4


@pytest.mark.card("17-hatsumi-A1-d-1")
@pytest.mark.rule("MR 15-1-2")
def test_mr_15_1_2_non_attack_card_resolves_dive():
    st = _diver("forward", hand1=[BACKSTEP], deck1=[SLASH], megami1=("yurina", "himika"), dist=4, shadow=1)
    play_card(st, BACKSTEP, player=1)
    assert not H.diving(st, 0) and st.tok[S.DIST] == 5 and S.current_distance(st) == 4


@pytest.mark.card("17-hatsumi-o-s-3")
@pytest.mark.rule("MR 15-1-2")
def test_mr_15_1_2_replaced_resolution_does_not_resolve_the_dive():
    """CR 10-30: Lighthouse replaces the card's resolution, so the dive stays."""
    st = _diver("forward", devoted0=[LIGHTHOUSE], hand1=[BACKSTEP], megami1=("yurina", "himika"), dist=4)
    play_card(st, BACKSTEP, player=1)
    assert H.diving(st, 0) and S.current_distance(st) == 4


@pytest.mark.rule("MR 15-1-2")
def test_mr_15_1_2_dive_direction_is_hidden_and_redrawn():
    st = _diver("forward")
    assert st.view(0).info(H.DIVE, 0) == "forward"
    with pytest.raises(HiddenInformationError):
        st.view(1).info(H.DIVE, 0)
    seen = {determinize(st.view(1), random.Random(s)).marks[(H.DIVE, 0)] for s in range(20)}
    assert seen == {"forward", "backward"}
    assert {determinize(st.view(0), random.Random(s)).marks[(H.DIVE, 0)] for s in range(5)} == {"forward"}
    assert zone_ids(st, 0, EXTRA) == DIVES


@pytest.mark.rule("MR 15-1-2")
def test_mr_15_1_2_second_submerge_keeps_the_first_direction():
    st = sc(megami0=HT_A1, hand0=[DIVEBOMB], extra0=DIVES, aura=(3, 3), shadow=2)
    st.marks[(H.DIVE, 0)] = "backward"
    play_card(st, DIVEBOMB)
    answer(st, ("aura", 1))
    assert st.decision.kind == "main" and H.dive_direction(st, 0) == "backward"


# ---------------------------------------------------------------- interactions with other megami
@pytest.mark.card("17-hatsumi-A1-d-1")
@pytest.mark.rule("MR 15-2", "MR 9-6")
def test_dive_with_thallya_distance_tokens():
    """Thallya's Distance +1 token and a forward dive: current Distance = tokens + 1 - 1 (hook distance_delta)."""
    st = _diver("forward", megami1=("thallya", "himika"), hand1=[HIMIKA_SHOT], dist=4)
    st.marks[("thallya_art", 1)] = (4, 0, 1, 0)
    S.invalidate(st)
    play_card(st, HIMIKA_SHOT, player=1)
    take(st, "aura")
    assert S.current_distance(st) == 4 and tokens(st)["aura"] == (1, 3)


@pytest.mark.card("17-hatsumi-A1-s-1")
@pytest.mark.rule("MR 4-2-1")
def test_brumous_ocean_against_yukihis_open_umbrella():
    """Yukihi's open Needles (0-2) at Distance 1 keep Range 0, 2 under Brumous Ocean: not playable."""
    needles = "06-yukihi-o-n-1"
    st = sc(megami0=HT_A1, enh0=[(BRUMOUS, 2)], megami1=("yukihi", "yurina"), hand1=[needles], dist=1,
            turn_player=1)
    st.marks[("umbrella", 1)] = True
    S.invalidate(st)
    inject(st, (), Ctx(1))
    assert not can_play_now(st, needles, player=1)
    st.tok[S.DIST] = 2
    inject(st, (), Ctx(1))
    assert can_play_now(st, needles, player=1)


@pytest.mark.card("17-hatsumi-o-s-3")
@pytest.mark.rule("MR 7-2")
def test_lighthouse_stops_chikages_poison():
    """A poison (Hallucinogen) played from hand by Hatsumi's opponent on their turn does not resolve."""
    hallu = "09-chikage-o-p-2"
    st = sc(megami0=("hatsumi", "chikage"), devoted0=[LIGHTHOUSE], hand1=[hallu], turn_player=1, flare=(0, 3))
    play_card(st, hallu, player=1)
    assert tokens(st)["flare"] == (0, 3) and st.cstate[uid(st, LIGHTHOUSE)] == UNUSED
    assert hallu not in zone_ids(st, 1, HAND)


@pytest.mark.card_idle("17-hatsumi-o-n-1")
def test_options_smoke():
    """A Hatsumi main decision lists its cards (sanity of the scenario helper)."""
    st = sc(hand0=[TORPEDO], dist=4)
    assert ("play", uid(st, TORPEDO)) in options(st)
    assert zone_ids(st, 0, DISCARD) == []
