"""Utsuro (original) and Final Chapter Utsuro (A1) with her extra cards: one or more tests per card id, one
test per additional rule (megami-rules.en.md section 11: MR 11-1, MR 11-2) and interaction tests with other
megami. Player 0 is Utsuro's side unless a test says otherwise."""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    HAND,
    OUT,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.telemetry import counts
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

FULL_MOON = "13-utsuro-o-n-1"
DARK_PULSE = "13-utsuro-o-n-2"
GNAWING_DUST = "13-utsuro-A1-n-2"
REAP = "13-utsuro-o-n-3"
PRESSURE = "13-utsuro-o-n-4"
SHADOW_WING = "13-utsuro-o-n-5"
SHADOW_WALL = "13-utsuro-o-n-6"
CURSE = "13-utsuro-o-n-7"
VYMIRANIE = "13-utsuro-o-s-1"
LOZH = "13-utsuro-o-s-2"
KONETS = "13-utsuro-o-s-3"
EROZIYA = "13-utsuro-o-s-4"
DEVICE = "13-utsuro-A1-s-1"
EX1 = "13-utsuro-A1-s-1-ex1"
EX2 = "13-utsuro-A1-s-1-ex2"
EX3 = "13-utsuro-A1-s-1-ex3"
EX4 = "13-utsuro-A1-s-1-ex4"
EXTRAS = [EX1, EX2, EX3, EX4]

UTSURO = ("utsuro", "yurina")
FINAL = ("utsuro-a1", "yurina")

SLASH = "01-yurina-o-n-1"  # 3-4 3/1
BRANDISH = "01-yurina-o-n-2"  # 3 2/2
OVERAWE = "01-yurina-o-n-6"  # enhancement, charge 2
EARTHSHATTER = "08-hagane-o-n-3"  # full power 0-3 2/-, no reactions; after: vigor 0, flinch
PROVE = "07-shinra-o-s-4"  # enhancement; Disenchant: you lose
SPIRITQUELL = "09-chikage-o-s-2"  # cancels opponent attacks with a "-" damage
FADING = "09-chikage-o-p-4"  # a poison


def sc(**kw):
    kw.setdefault("megami0", UTSURO)
    return scenario(**kw)


def take(st, side):
    assert st.decision.kind == "damage", st.decision
    answer(st, side)


def shed(st, *places):
    """The opponent answers the "move N tokens from Aura/Flare/Life" choices."""
    for p in places:
        assert st.decision.kind == "choose" and st.decision.context == "utsuro_shed", st.decision
        answer(st, p)


# ====================================================================== normal cards
@pytest.mark.card("13-utsuro-o-n-1")
def test_full_moon_plain():
    """13-utsuro-o-n-1 Full Moon: 5-7 2/2 without Ashen; distance 4 is out of range."""
    st = sc(hand0=[FULL_MOON], dist=5, shadow=11)
    play_card(st, FULL_MOON)
    assert set(options(st)) == {"aura", "life"}
    take(st, "life")
    assert tokens(st)["life"] == (10, 8)
    assert zone_ids(st, 0, PLAYED) == [FULL_MOON]
    st2 = sc(hand0=[FULL_MOON], dist=4, shadow=11)
    assert not can_play_now(st2, FULL_MOON)


@pytest.mark.card("13-utsuro-o-n-1")
def test_full_moon_ashen_range_and_dash():
    """Ashen (Shadow 12+): range expands near 1 (4-7) and the Aura damage becomes "-"."""
    st = sc(hand0=[FULL_MOON], dist=4, shadow=12)
    play_card(st, FULL_MOON)  # Aura "-": Life is the only choice (answered at once)
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 4, "shadow": 12}


@pytest.mark.card("13-utsuro-o-n-2")
def test_dark_pulse_aura_discards_chosen_card():
    """13-utsuro-o-n-2 Dark Pulse: taken on Aura, Utsuro looks at the hand and puts one into the played pile."""
    st = sc(hand0=[DARK_PULSE], hand1=[SLASH, BRANDISH], dist=4)
    play_card(st, DARK_PULSE)
    take(st, "aura")
    assert st.decision.kind == "card" and st.decision.player == 0
    assert set(options(st)) == {uid(st, SLASH, 1), uid(st, BRANDISH, 1)}
    answer(st, uid(st, BRANDISH, 1))
    assert zone_ids(st, 1, PLAYED) == [BRANDISH]
    assert zone_ids(st, 1, HAND) == [SLASH]
    assert tokens(st)["aura"] == (3, 2)


@pytest.mark.card("13-utsuro-o-n-2")
def test_dark_pulse_life_does_nothing_more():
    st = sc(hand0=[DARK_PULSE], hand1=[SLASH], dist=7)
    play_card(st, DARK_PULSE)
    take(st, "life")
    assert st.decision.kind == "main"
    assert zone_ids(st, 1, HAND) == [SLASH]
    assert tokens(st)["life"] == (10, 8)


@pytest.mark.card("13-utsuro-A1-n-2")
def test_gnawing_dust_life_burns_flare():
    """13-utsuro-A1-n-2 Gnawing Dust: 3-6 2/0; taken on Life (0 damage), opponent's Flare to Shadow 2."""
    st = sc(megami0=FINAL, hand0=[GNAWING_DUST], dist=3, flare=(0, 3))
    play_card(st, GNAWING_DUST)
    take(st, "life")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 1), "dist": 3, "shadow": 2}


@pytest.mark.card("13-utsuro-A1-n-2")
def test_gnawing_dust_aura_no_flare_loss():
    st = sc(megami0=FINAL, hand0=[GNAWING_DUST], dist=6, flare=(0, 3))
    play_card(st, GNAWING_DUST)
    take(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 3), "dist": 6, "shadow": 2}


@pytest.mark.card("13-utsuro-o-n-3")
def test_reap_sheds_two_and_strips_enhancement():
    """13-utsuro-o-n-3 Reap: 4 -/0; the opponent moves 2 tokens of their choice (Aura/Flare/Life) to Shadow,
    then Utsuro may take 2 tokens off an opponent's enhancement."""
    st = sc(hand0=[REAP], enh1=[(OVERAWE, 3)], dist=4, flare=(0, 1))
    play_card(st, REAP)  # -/0: 0 Life damage (the only choice)
    assert st.decision.player == 1
    assert set(options(st)) == {"aura", "flare", "life"}
    shed(st, "flare")
    assert set(options(st)) == {"aura", "life"}  # Flare is empty now
    shed(st, "aura")
    assert st.decision.kind == "card" and st.decision.player == 0
    assert options(st) == ("stop", uid(st, OVERAWE, 1))
    answer(st, uid(st, OVERAWE, 1))
    assert st.card_tokens(uid(st, OVERAWE, 1)) == 1
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 4, "shadow": 4}


@pytest.mark.card("13-utsuro-o-n-3")
def test_reap_may_decline_enhancement():
    st = sc(hand0=[REAP], enh1=[(OVERAWE, 2)], dist=4, aura=(3, 0))
    play_card(st, REAP)
    # Aura and Flare are empty: Life is the only place (chosen automatically)
    answer(st, "stop")
    assert st.card_tokens(uid(st, OVERAWE, 1)) == 2
    assert tokens(st)["life"] == (10, 8)
    assert tokens(st)["shadow"] == 2


@pytest.mark.card("13-utsuro-o-n-4")
def test_pressure_without_ashen():
    """13-utsuro-o-n-4 Pressure: the opponent moves 1 token to Shadow; no flinch below 12 Shadow."""
    st = sc(hand0=[PRESSURE], shadow=10)
    play_card(st, PRESSURE)
    shed(st, "life")
    assert tokens(st)["life"] == (10, 9)
    assert tokens(st)["shadow"] == 11
    assert st.flinch == [False, False]


@pytest.mark.card("13-utsuro-o-n-4")
def test_pressure_ashen_flinches():
    st = sc(hand0=[PRESSURE], shadow=11)
    play_card(st, PRESSURE)
    shed(st, "aura")  # Shadow becomes 12: Ashen holds when the second line resolves
    assert tokens(st)["aura"] == (3, 2)
    assert st.flinch == [False, True]


@pytest.mark.card("13-utsuro-o-n-5")
def test_shadow_wing_distance_and_mastery():
    """13-utsuro-o-n-5 Shadow Wing: this turn the distance reads 2 more and the Mastery Zone is 4."""
    st = sc(hand0=[SHADOW_WING, FULL_MOON], dist=3)
    assert not can_play_now(st, FULL_MOON)
    play_card(st, SHADOW_WING)
    assert st.distance == 5 and S.mastery_zone(st) == 4 and tokens(st)["dist"] == 3
    assert can_play_now(st, FULL_MOON)
    play_card(st, FULL_MOON)
    take(st, "aura")
    assert tokens(st)["aura"] == (3, 1)
    end_main(st)
    assert st.turn_player == 1 and st.distance == 3 and S.mastery_zone(st) == 2


@pytest.mark.card("13-utsuro-o-n-6")
def test_shadow_wall_reduces_life_damage():
    """13-utsuro-o-n-6 Shadow Wall: the reacted attack gets +0/-1."""
    st = sc(hand1=[SLASH], hand0=[SHADOW_WALL], dist=3, turn_player=1)
    play_card(st, SLASH, 1)
    react(st, SHADOW_WALL)
    take(st, "life")
    assert tokens(st)["life"] == (10, 10)  # 3/1 became 3/0
    assert zone_ids(st, 0, PLAYED) == [SHADOW_WALL]


@pytest.mark.card("13-utsuro-o-n-7")
def test_curse_of_ashes_initialize():
    """13-utsuro-o-n-7 Curse of Ashes (full power): opponent's Aura to Shadow 3, then Charge 2."""
    st = sc(hand0=[CURSE], aura=(3, 4), shadow=1)
    assert not can_play_now(st, CURSE)  # Throughout: only as the full-power action
    play_card(st, CURSE, fullpower=True)
    assert st.decision.kind == "charge"  # CR 9-2-3: Charge (iii) before Initialize (iv)
    answer(st, ("aura", 1))
    u = uid(st, CURSE)
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 2
    assert tokens(st)["aura"] == (2, 1) and tokens(st)["shadow"] == 3


@pytest.mark.card("13-utsuro-o-n-7")
def test_curse_of_ashes_disenchant_ashen():
    """Disenchant with Ashen: Shadow to the opponent's Aura 2 and their Life to Shadow 1."""
    st = sc(enh0=[(CURSE, 1)], aura=(3, 1), shadow=12, start="turn")
    assert zone_ids(st, 0, PLAYED) == [CURSE]
    assert tokens(st)["aura"] == (3, 3)
    assert tokens(st)["life"] == (10, 9)
    assert tokens(st)["shadow"] == 12 + 1 - 2 + 1


@pytest.mark.card("13-utsuro-o-n-7")
def test_curse_of_ashes_disenchant_without_ashen():
    st = sc(enh0=[(CURSE, 1)], aura=(3, 1), shadow=10, start="turn")
    assert zone_ids(st, 0, PLAYED) == [CURSE]
    assert tokens(st)["aura"] == (3, 1)
    assert tokens(st)["life"] == (10, 10)
    assert tokens(st)["shadow"] == 11


# ====================================================================== special cards
@pytest.mark.card("13-utsuro-o-s-1")
def test_vymiranie_cost_and_removal():
    """13-utsuro-o-s-1 вымирание: Cost 24 minus Shadow; opponent's Life to Shadow 3; removed from the game."""
    st = sc(specials0=[VYMIRANIE], flare=(4, 0), shadow=19)
    assert not can_play_now(st, VYMIRANIE)  # cost 5 > 4
    st = sc(specials0=[VYMIRANIE], flare=(4, 0), shadow=20)
    u = uid(st, VYMIRANIE)
    assert S.card_cost(st, 0, u) == 4
    play_card(st, VYMIRANIE)
    assert st.loc[u] == OUT and st.cstate[u] == DEVOTED
    assert tokens(st) == {"life": (10, 7), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 27}


@pytest.mark.card("13-utsuro-o-s-2")
def test_lozh_reaction_shrinks_range_to_a_miss():
    """13-utsuro-o-s-2 Ложь as a Reaction: the reacted attack gets range reduction (near 1): Slash 3-4 at
    distance 3 misses."""
    st = sc(hand1=[SLASH], specials0=[LOZH], flare=(3, 0), dist=3, shadow=2, turn_player=1)
    play_card(st, SLASH, 1)
    react(st, LOZH)
    answer(st, ("aura", 1))  # Charge 3: 1 from Aura, 2 from Shadow
    assert st.decision.kind == "main" and st.decision.player == 1
    u = uid(st, LOZH)
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 3
    assert tokens(st) == {"life": (10, 10), "aura": (2, 3), "flare": (0, 0), "dist": 3, "shadow": 3}


@pytest.mark.card("13-utsuro-o-s-2")
def test_lozh_opponent_loses_after_attack_effects():
    """Ongoing: the opponent's attacks lose their After Attack effects (Hagane's Earthshatter keeps its
    damage but neither sets Vigor to 0 nor flinches)."""
    st = sc(hand1=[EARTHSHATTER], enh0=[(LOZH, 2)], dist=3, turn_player=1, vigor=(2, 1),
            megami1=("hagane", "tokoyo"))
    play_card(st, EARTHSHATTER, 1, fullpower=True)  # 2/-: Aura is the only choice
    assert tokens(st)["aura"] == (1, 3)
    # (the full-power action ended the turn: player 0's start phase gained 1 Vigor, up to the cap 2)
    assert st.vigor[0] == 2 and not any(e[1] == "flinch" for e in st.events)


@pytest.mark.card("08-hagane-o-n-3")
def test_without_lozh_earthshatter_after_attack_happens():
    """Control for the test above: with no Ложь the After Attack effects resolve."""
    st = sc(hand1=[EARTHSHATTER], enh0=[(OVERAWE, 2)], dist=3, turn_player=1, vigor=(2, 1),
            megami1=("hagane", "tokoyo"))
    play_card(st, EARTHSHATTER, 1, fullpower=True)
    # Vigor 0 and flinched: player 0's start phase gains no Vigor (the flinch is spent there)
    assert st.vigor[0] == 0 and any(e[1] == "flinch" and e[2] == 0 for e in st.events)


@pytest.mark.card("13-utsuro-o-s-2")
def test_lozh_reduces_opponent_charge():
    """Ongoing: the opponent's enhancements have their Charge reduced by 1 (Overawe 2 -> 1); one's own not."""
    st = sc(hand1=[OVERAWE], enh0=[(LOZH, 2)], turn_player=1, shadow=3)
    play_card(st, OVERAWE, 1)
    assert st.decision.kind == "charge" and st.decision.context == (uid(st, OVERAWE, 1), 1)
    answer(st, ("aura", 1))
    assert st.card_tokens(uid(st, OVERAWE, 1)) == 1
    st2 = sc(hand0=[OVERAWE], enh0=[(LOZH, 2)], shadow=3)
    play_card(st2, OVERAWE)
    assert st2.decision.context == (uid(st2, OVERAWE, 0), 2)


@pytest.mark.card("13-utsuro-o-s-2", "07-shinra-o-s-4")
def test_lozh_suppresses_opponent_disenchant_shinra():
    """Interaction with Shinra: Prove the Nature's Disenchant ("you lose") does not resolve under Ложь."""
    st = sc(enh0=[(LOZH, 3)], enh1=[(PROVE, 1)], megami1=("shinra", "tokoyo"), turn_player=1, start="turn")
    assert st.outcome is None
    assert zone_ids(st, 1, SPECIAL) == [PROVE] and st.cstate[uid(st, PROVE)] == DEVOTED
    st2 = sc(enh0=[(OVERAWE, 3)], enh1=[(PROVE, 1)], megami1=("shinra", "tokoyo"), turn_player=1, start="turn")
    assert st2.outcome is not None and st2.outcome.winner == 0  # without Ложь: Shinra loses


@pytest.mark.card("13-utsuro-o-s-3")
def test_konets_empties_after_damage_and_ends_phase():
    """13-utsuro-o-s-3 Конец: an opponent's attack dealt 1+ damage: its tokens go to Shadow, it is
    disenchanted and the current phase (the opponent's main phase) ends."""
    st = sc(hand1=[SLASH, BRANDISH], enh0=[(KONETS, 2)], dist=3, turn_player=1)
    play_card(st, SLASH, 1)
    take(st, "aura")
    u = uid(st, KONETS)
    assert st.loc[u] == SPECIAL and st.cstate[u] == DEVOTED
    assert tokens(st)["shadow"] == 3 + 2
    # the main phase ended: the turn passed to player 0 without another main-phase choice for player 1
    assert st.turn_player == 0
    assert zone_ids(st, 1, HAND) == [BRANDISH]


@pytest.mark.card("13-utsuro-o-s-3")
def test_konets_plays_and_resurges():
    """Played for 2 with Charge 3; Devoted, it resurges at its owner's end phase while Ashen (12+)."""
    st = sc(specials0=[KONETS], flare=(2, 0), shadow=3)
    play_card(st, KONETS)
    answer(st, ("aura", 0))
    u = uid(st, KONETS)
    assert st.card_tokens(u) == 3 and tokens(st)["flare"] == (0, 0)
    st = sc(devoted0=[KONETS], shadow=12)
    end_main(st)
    assert st.cstate[uid(st, KONETS)] == UNUSED
    st = sc(devoted0=[KONETS], shadow=11)
    end_main(st)
    assert st.cstate[uid(st, KONETS)] == DEVOTED


@pytest.mark.card("13-utsuro-o-s-4")
def test_eroziya_start_phase_choice():
    """13-utsuro-o-s-4 Эрозия: Devoted, at the start of Utsuro's turn the opponent chooses Aura 1 or Flare 2."""
    st = sc(devoted0=[EROZIYA], flare=(0, 3), start="turn", deck0=[SLASH, SLASH])
    assert st.decision.kind == "choose" and st.decision.player == 1
    assert options(st) == ("aura1", "flare2")
    answer(st, "flare2")
    assert tokens(st)["flare"] == (0, 1)
    st = sc(devoted0=[EROZIYA], flare=(0, 3), start="turn", deck0=[SLASH, SLASH])
    answer(st, "aura1")
    assert tokens(st)["aura"] == (3, 2)


@pytest.mark.card("13-utsuro-o-s-4")
def test_eroziya_played():
    st = sc(specials0=[EROZIYA], flare=(4, 0))
    play_card(st, EROZIYA)
    assert st.cstate[uid(st, EROZIYA)] == DEVOTED and tokens(st)["flare"] == (0, 0)


@pytest.mark.card("13-utsuro-A1-s-1")
def test_device_attack_is_terminal():
    """13-utsuro-A1-s-1 Kururu-Type device: 3-10 2/1 for 2; Terminal: nothing more this turn."""
    st = sc(megami0=FINAL, specials0=[DEVICE], hand0=[SLASH], flare=(2, 0), dist=10)
    play_card(st, DEVICE)
    take(st, "life")
    assert tokens(st)["life"] == (10, 9)
    assert st.cstate[uid(st, DEVICE)] == DEVOTED
    assert options(st) == (("end",),)


@pytest.mark.rule("MR 11-2")
@pytest.mark.card("13-utsuro-A1-s-1")
def test_mr_11_2_end_is_nigh_from_device():
    """MR 11-2 through the Device's Devoted text at an end phase with Shadow 13+: every non-Special card of
    deck, played, discard, enhancement and hand is removed (tokens to Shadow, no Disenchant), Ex2-Ex4 go to
    the played pile, the player reshuffles *without* Life damage (decision in utsuro.py), then the Device is
    removed, желание is gained Devoted, a card is drawn and Life drops to 5."""
    st = sc(megami0=FINAL, devoted0=[DEVICE, KONETS], extra0=EXTRAS, hand0=[SLASH], deck0=[BRANDISH],
            played0=[FULL_MOON], discard0=[REAP], enh0=[(CURSE, 2)], shadow=13, life=(9, 10))
    end_main(st)
    # Конец's Resurgence (Ashen) triggers at the same time: the turn player orders them
    assert st.decision.kind == "order"
    answer(st, 0)  # the end is nigh first
    for cid in (SLASH, BRANDISH, FULL_MOON, REAP, CURSE):
        assert st.loc[uid(st, cid)] == OUT, cid
    assert st.loc[uid(st, DEVICE)] == OUT
    assert st.loc[uid(st, KONETS)] == SPECIAL  # Specials stay
    e1 = uid(st, EX1)
    assert st.loc[e1] == SPECIAL and st.cstate[e1] == DEVOTED
    assert sorted(zone_ids(st, 0, DECK) + zone_ids(st, 0, HAND)) == sorted([EX2, EX3, EX4])
    assert len(zone_ids(st, 0, HAND)) == 1
    assert zone_ids(st, 0, PLAYED) == [] and zone_ids(st, 0, DISCARD) == []
    # Life 9 -> 5 by moving tokens (no reshuffle damage: it would have gone to Flare)
    assert tokens(st)["life"] == (5, 10) and tokens(st)["flare"] == (0, 0)
    assert tokens(st)["shadow"] == 13 + 2 + 4  # the Curse's tokens and the 4 Life tokens
    assert counts(st)["end_is_nigh"] == (1, 0)
    assert st.turn_player == 1


@pytest.mark.rule("MR 11-2")
@pytest.mark.card_idle("13-utsuro-A1-s-1")
def test_mr_11_2_not_below_13_shadow():
    st = sc(megami0=FINAL, devoted0=[DEVICE], extra0=EXTRAS, hand0=[SLASH], shadow=12)
    end_main(st)
    assert st.loc[uid(st, DEVICE)] == SPECIAL and st.loc[uid(st, EX1)] == EXTRA
    assert zone_ids(st, 0, HAND) == [SLASH]


@pytest.mark.rule("MR 11-2")
@pytest.mark.card("13-utsuro-A1-s-1")
def test_mr_11_2_on_the_opponents_end_phase_keeps_low_life():
    """"Either player's" end phase: it fires at the opponent's end phase too; Life 4 stays 4."""
    st = sc(megami0=FINAL, devoted0=[DEVICE], extra0=EXTRAS, shadow=13, life=(4, 10), turn_player=1)
    end_main(st)
    assert st.loc[uid(st, DEVICE)] == OUT
    assert tokens(st)["life"] == (4, 10)
    assert st.cstate[uid(st, EX1)] == DEVOTED


@pytest.mark.rule("MR 11-1")
def test_mr_11_1_final_chapter_sets_up_extra_cards():
    """MR 11-1: a player hosting Final Chapter Utsuro starts with Ex1-Ex4 face up in ＜Extra＞; the
    original form does not."""
    import random

    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    r = random.Random(4)
    st = new_state(1, (random_deck(FINAL, r), random_deck(UTSURO, r)))
    assert sorted(zone_ids(st, 0, EXTRA)) == sorted(EXTRAS)
    assert zone_ids(st, 1, EXTRA) == []


# ====================================================================== extra cards (MR 11-1)
@pytest.mark.card("13-utsuro-A1-s-1-ex1")
def test_zhelanie_prevents_damage():
    """13-utsuro-A1-s-1-ex1 желание: Devoted, its owner cannot take damage (attack damage here)."""
    st = sc(megami0=FINAL, devoted0=[EX1], hand1=[SLASH], dist=3, turn_player=1)
    play_card(st, SLASH, 1)
    assert st.decision.kind == "main"  # no damage choice at all
    assert tokens(st)["life"] == (10, 10) and tokens(st)["aura"] == (3, 3)
    assert counts(st)["zhelanie_prevented"] == (1, 0)


@pytest.mark.card("13-utsuro-A1-s-1-ex1")
def test_zhelanie_prevents_reshuffle_damage_and_resurges():
    """Its Immediate Resurgence: it becomes unused when its owner's main phase begins; the start-phase
    reshuffle's Life damage (CR 9-8 i) is prevented while it is Devoted."""
    st = sc(megami0=FINAL, devoted0=[EX1], start="turn", played0=[SLASH], deck0=[BRANDISH])
    assert st.decision.kind == "reshuffle"
    answer(st, True)
    assert tokens(st)["life"] == (10, 10)
    assert st.decision.kind == "main"
    assert st.cstate[uid(st, EX1)] == UNUSED


@pytest.mark.card("13-utsuro-A1-s-1-ex1")
def test_zhelanie_played_for_six():
    st = sc(megami0=FINAL, specials0=[EX1], flare=(6, 0))
    play_card(st, EX1)
    assert st.cstate[uid(st, EX1)] == DEVOTED and tokens(st)["flare"] == (0, 0)
    st = sc(megami0=FINAL, specials0=[EX1], flare=(5, 0))
    assert not can_play_now(st, EX1)


@pytest.mark.card("13-utsuro-A1-s-1-ex2")
def test_shadow_of_annihilation():
    """13-utsuro-A1-s-1-ex2 (full power): 0-3 -/0, no reactions; the opponent sheds 6 tokens."""
    st = sc(megami0=FINAL, hand0=[EX2], hand1=[SHADOW_WALL], megami1=("utsuro", "yurina"), dist=2,
            flare=(0, 2))
    assert not can_play_now(st, EX2)
    play_card(st, EX2, fullpower=True)  # no reaction window for the opponent's Shadow Wall; 0 Life damage
    shed(st, "flare", "flare", "aura", "aura", "aura")  # the sixth can only come from Life
    assert tokens(st) == {"life": (10, 9), "aura": (3, 0), "flare": (0, 0), "dist": 2, "shadow": 6}
    assert counts(st)["final_chapter_extra_played"] == (1, 0)


@pytest.mark.card("13-utsuro-A1-s-1-ex3")
def test_perish_the_self_basic_actions_then_three_attacks():
    """13-utsuro-A1-s-1-ex3 (full power): up to 5 basic actions but Forward, then 4-10 3/2, 5-10 1/1 and
    6-10 1/1 in order."""
    st = sc(megami0=FINAL, hand0=[EX3], dist=4, aura=(3, 5), shadow=2)
    play_card(st, EX3, fullpower=True)
    assert st.decision.kind == "basic"
    assert "forward" not in options(st)
    answer(st, "backward")  # distance 5
    answer(st, "backward")  # distance 6
    answer(st, "stop")
    take(st, "aura")  # 3/2 on Aura
    take(st, "life")  # 1/1
    take(st, "life")  # 1/1
    assert tokens(st) == {"life": (10, 8), "aura": (1, 2), "flare": (0, 2), "dist": 6, "shadow": 5}


@pytest.mark.card("13-utsuro-A1-s-1-ex4")
def test_the_end_cometh_disenchant():
    """13-utsuro-A1-s-1-ex4: on disenchant the opponent's hand and deck go to their played pile, their
    Vigor becomes 0 and they flinch."""
    st = sc(megami0=FINAL, enh0=[(EX4, 1)], hand1=[SLASH], deck1=[BRANDISH, FULL_MOON], vigor=(1, 2),
            start="turn")
    assert sorted(zone_ids(st, 1, PLAYED)) == sorted([SLASH, BRANDISH, FULL_MOON])
    assert zone_ids(st, 1, HAND) == [] and zone_ids(st, 1, DECK) == []
    assert st.vigor[1] == 0 and st.flinch[1]
    assert zone_ids(st, 0, PLAYED) == [EX4]


@pytest.mark.card("13-utsuro-A1-s-1-ex4")
def test_the_end_cometh_played_charge_two():
    st = sc(megami0=FINAL, hand0=[EX4], shadow=2)
    play_card(st, EX4)
    answer(st, ("aura", 0))
    assert st.card_tokens(uid(st, EX4)) == 2


# ====================================================================== interactions with other megami
@pytest.mark.rule("MR 11-2")
@pytest.mark.card("13-utsuro-A1-s-1")
def test_end_is_nigh_removes_a_chikage_poison():
    """Chikage interaction: a poison Utsuro's side was given (its owner is now Utsuro's player, MR 7-4) is
    a non-Special card in her hand: the end is nigh removes it from the game (MR 11-2 step 1)."""
    st = sc(megami0=FINAL, megami1=("chikage", "tokoyo"), devoted0=[DEVICE], extra0=EXTRAS, hand0=[FADING],
            shadow=13)
    end_main(st)
    assert st.loc[uid(st, FADING)] == OUT


@pytest.mark.card("13-utsuro-o-n-3", "09-chikage-o-s-2")
def test_reap_is_cancelled_by_spiritquell():
    """Chikage interaction: Treacherous Spiritquell cancels attacks with a "-" damage, so Reap (-/0) does
    nothing at all (no shedding, no enhancement stripping)."""
    st = sc(hand0=[REAP], enh1=[(SPIRITQUELL, 2)], megami1=("chikage", "tokoyo"), dist=4)
    play_card(st, REAP)
    assert st.decision.kind == "main"
    assert tokens(st)["life"] == (10, 10) and tokens(st)["aura"] == (3, 3)
    assert st.card_tokens(uid(st, SPIRITQUELL)) == 2


@pytest.mark.card("13-utsuro-o-n-5")
def test_shadow_wing_with_yukihi_opponent():
    """Yukihi interaction: Shadow Wing's larger distance lasts only for this turn; on the opponent's turn
    the distance is back (their attacks see the real distance)."""
    st = sc(hand0=[SHADOW_WING], megami1=("yukihi", "tokoyo"), dist=2)
    play_card(st, SHADOW_WING)
    assert st.distance == 4 and S.mastery_zone(st) == 4
    assert "forward" not in [o[1] for o in options(st) if o[0] == "basic"]  # distance 4 <= mastery 4
    end_main(st)
    assert st.distance == 2


@pytest.mark.card("13-utsuro-o-s-3", "13-utsuro-o-n-3")
def test_konets_not_emptied_by_tokens_moved_after_attack():
    """Конец counts damage only: an opponent's Reap (-/0) deals 0 damage; the tokens its After Attack makes
    Utsuro move are not damage, so Конец keeps its tokens."""
    st = sc(hand1=[REAP], enh0=[(KONETS, 2)], megami1=("utsuro", "tokoyo"), dist=4, turn_player=1, aura=(0, 3))
    play_card(st, REAP, 1)  # 0 Life damage (Aura is "-"), then 2 Life tokens shed (the only place)
    assert st.decision.kind == "card" and st.decision.player == 1
    answer(st, "stop")
    assert st.loc[uid(st, KONETS)] == ENHANCE and st.card_tokens(uid(st, KONETS)) == 2
    assert tokens(st)["life"] == (8, 10)
    assert st.decision.kind == "main" and st.decision.player == 1
