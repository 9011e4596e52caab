"""Shinra (original and A1 Hierarch): one test per card id, plus the additional rules (megami rules 5).

Player 0 hosts Shinra unless stated. Plans: ``st.marks[("plan", p)]`` (default Divine, megami rules 5-1).
"""
from __future__ import annotations

import pytest

from sakura_lab.cards import shinra
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    HAND,
    PLAYED,
    SEAL,
    SHADOW,
    SPECIAL,
)
from sakura_lab.engine.dsl import Custom
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

ARGUE = "07-shinra-o-n-1"
PROTEST = "07-shinra-o-n-2"
MANTRA = "07-shinra-A1-n-2"
SOPHISM = "07-shinra-o-n-3"
REPLICATE = "07-shinra-o-n-4"
AGITATE = "07-shinra-o-n-5"
ELOQUENCE = "07-shinra-o-n-6"
CONFUSE = "07-shinra-o-n-7"
APOSTLE = "07-shinra-A1-n-7"
SHAKE = "07-shinra-o-s-1"
TOTALITY = "07-shinra-o-s-2"
REFUTE = "07-shinra-o-s-3"
SCRIPTURE = "07-shinra-A1-s-3"
PROVE = "07-shinra-o-s-4"

SLASH = "01-yurina-o-n-1"  # attack 3-4 3/1, no text
Y2 = "01-yurina-o-n-2"
Y3 = "01-yurina-o-n-3"
Y5 = "01-yurina-o-n-5"
Y_FULL = "01-yurina-o-n-4"  # a Throughout attack, range 2-4
SH = ("shinra", "yurina")
SH1 = ("shinra-a1", "yurina")


def strip(st, card_id, player=0):
    """Remove every token from an enhancement (it is then disenchanted, CR 5-5-2)."""
    u = uid(st, card_id, player)
    inject(st, [Custom(lambda s, c: S.move_tokens(s, CARD_BASE + u, SHADOW, s.tok[CARD_BASE + u]))], Ctx(player))


def plan_choice(st, player=0):
    d = st.decision
    assert d is not None and d.kind == "choose" and d.player == player and d.context == "plan", d
    return d


def enacted(st):
    return [ev[2:] for ev in st.events if ev[1] == "plan_enact"]


# ====================================================================== 立論
@pytest.mark.card("07-shinra-o-n-1")
def test_argue_mills_instead_of_damage():
    """07-shinra-o-n-1 Argue: opponent's deck 2+ -> top 2 face down instead of damage."""
    st = scenario(megami0=SH, hand0=[ARGUE], deck1=[Y2, Y3, Y5], dist=5)
    play_card(st, ARGUE)
    assert zone_ids(st, 1, DISCARD) == [Y2, Y3] and zone_ids(st, 1, DECK) == [Y5]
    assert tokens(st)["aura"] == (3, 3) and tokens(st)["life"] == (10, 10)
    assert zone_ids(st, 0, PLAYED) == [ARGUE] and st.decision.kind == "main"


@pytest.mark.card("07-shinra-o-n-1")
def test_argue_deals_damage_with_short_deck():
    st = scenario(megami0=SH, hand0=[ARGUE], deck1=[Y2], dist=5)
    play_card(st, ARGUE)  # 2/- : only Aura can take it
    assert tokens(st)["aura"] == (3, 1) and zone_ids(st, 1, DECK) == [Y2]


# ====================================================================== 反論
@pytest.mark.card("07-shinra-o-n-2")
def test_protest_cancels_reacted_damage_and_opponent_draws():
    """07-shinra-o-n-2 Protest: cancel the damage of a non-Special attack with Aura damage; opponent draws."""
    st = scenario(megami1=SH, hand0=[SLASH], deck0=[Y2], hand1=[PROTEST], dist=4)
    play_card(st, SLASH)
    react(st, PROTEST)  # 1/- to p0's Aura (auto), then Slash's damage is cancelled
    assert tokens(st) == {"life": (10, 10), "aura": (2, 3), "flare": (0, 0), "dist": 4, "shadow": 1}
    assert zone_ids(st, 0, HAND) == [Y2] and zone_ids(st, 1, PLAYED) == [PROTEST]
    assert st.decision.kind == "main" and not st.attacks


# ====================================================================== 真言
@pytest.mark.card("07-shinra-A1-n-2")
def test_mantra_as_reaction_enacts_divine():
    """07-shinra-A1-n-2 Mantra: as a Reaction, Divine with opponent's deck 3+ -> 1 Life damage; then prepare."""
    st = scenario(megami1=SH1, hand0=[SLASH], deck0=[Y2, Y3, Y5], hand1=[MANTRA], dist=4)
    play_card(st, SLASH)
    react(st, MANTRA)
    plan_choice(st, 1)
    answer(st, "devious")
    answer(st, "aura")  # Slash 3/1 on p1
    assert tokens(st) == {"life": (9, 10), "aura": (3, 0), "flare": (1, 0), "dist": 4, "shadow": 3}
    assert st.marks[("plan", 1)] == "devious" and enacted(st) == [(1, "divine")]


@pytest.mark.card("07-shinra-A1-n-2")
def test_mantra_devious_and_main_phase_use():
    st = scenario(megami0=SH1, hand0=[MANTRA], deck1=[Y2])
    st.marks[("plan", 0)] = "devious"
    play_card(st, MANTRA)  # not a Reaction: nothing
    assert st.decision.kind == "main" and enacted(st) == [] and tokens(st)["aura"] == (3, 3)
    inject(st, shinra.plan_step(*shinra.MANTRA), Ctx(0))  # its Devious text: deck 3- -> 2 Aura damage
    answer(st, "divine")
    assert tokens(st)["aura"] == (3, 1) and st.marks[("plan", 0)] == "divine"


# ====================================================================== 詭弁
@pytest.mark.card("07-shinra-o-n-3")
def test_sophism_divine_mills_three():
    """07-shinra-o-n-3 Sophism: after attack, Divine puts the opponent's top 3 face down; then prepare."""
    st = scenario(megami0=SH, hand0=[SOPHISM], deck1=[Y2, Y3, Y5, SLASH], dist=5)
    play_card(st, SOPHISM, fullpower=True)
    plan_choice(st)
    answer(st, "divine")
    assert zone_ids(st, 1, DISCARD) == [Y2, Y3, Y5] and zone_ids(st, 1, DECK) == [SLASH]
    assert tokens(st)["life"] == (10, 9) and (st.turn, st.turn_player) == (4, 1)  # full-power: the turn ended


@pytest.mark.card("07-shinra-o-n-3")
def test_sophism_devious_uses_opponents_played_card():
    st = scenario(megami0=SH, hand0=[SOPHISM], played1=[SLASH], dist=4)
    st.marks[("plan", 0)] = "devious"
    play_card(st, SOPHISM, fullpower=True)
    assert options(st) == ("stop", uid(st, SLASH, 1))
    answer(st, uid(st, SLASH, 1))
    answer(st, "aura")  # Slash 3/1 made by p0 against p1
    plan_choice(st)
    answer(st, "divine")
    assert tokens(st)["life"] == (10, 9) and tokens(st)["aura"] == (3, 0)
    assert zone_ids(st, 1, PLAYED) == [SLASH] and st.owner[uid(st, SLASH, 1)] == 1


# ====================================================================== 引用
@pytest.mark.card("07-shinra-o-n-4")
def test_replicate_uses_attack_from_opponents_hand():
    """07-shinra-o-n-4 Replicate: pick an attack from the opponent's hand and use it (non-attack not offered)."""
    st = scenario(megami0=SH, hand0=[REPLICATE], hand1=[SLASH, Y5], dist=4)
    play_card(st, REPLICATE)
    assert options(st) == ("stop", uid(st, SLASH, 1))
    answer(st, uid(st, SLASH, 1))
    assert options(st) == ("use", "discard")
    answer(st, "use")
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9) and zone_ids(st, 1, PLAYED) == [SLASH]
    assert zone_ids(st, 1, HAND) == [Y5] and st.decision.kind == "main"


@pytest.mark.card("07-shinra-o-n-4")
def test_replicate_throughout_card_ends_the_phase():
    st = scenario(megami0=SH, hand0=[REPLICATE], hand1=[Y_FULL], dist=10)
    play_card(st, REPLICATE)
    answer(st, uid(st, Y_FULL, 1))  # out of range: it can only go face down
    # the main phase ended at once: the end phase ran and it is p1's turn
    assert zone_ids(st, 1, DISCARD) == [Y_FULL] and (st.turn, st.turn_player) == (4, 1)
    assert zone_ids(st, 0, PLAYED) == [REPLICATE]


# ====================================================================== 煽動
@pytest.mark.card("07-shinra-o-n-5")
def test_agitate_divine_and_devious():
    """07-shinra-o-n-5 Agitate: Divine Shadow->Distance 1; Devious Distance->opponent's Aura 1."""
    st = scenario(megami0=SH, hand0=[AGITATE], dist=5, shadow=2, aura=(3, 2))
    play_card(st, AGITATE)
    plan_choice(st)
    answer(st, "devious")
    assert tokens(st)["dist"] == 6 and tokens(st)["shadow"] == 1
    inject(st, shinra.plan_step(*shinra.AGITATE), Ctx(0))
    answer(st, "divine")
    assert tokens(st)["dist"] == 5 and tokens(st)["aura"] == (3, 3) and enacted(st) == [(0, "divine"), (0, "devious")]


# ====================================================================== 壮語
@pytest.mark.card("07-shinra-o-n-6")
def test_eloquence_divine_on_disenchant():
    """07-shinra-o-n-6 Eloquence: on disenchant, Divine gives 1 vigor and puts it on top of the deck."""
    st = scenario(megami0=SH, enh0=[(ELOQUENCE, 1)], deck0=[Y2], vigor=(0, 1))
    strip(st, ELOQUENCE)
    plan_choice(st)
    answer(st, "divine")
    assert st.vigor[0] == 1 and zone_ids(st, 0, DECK) == [ELOQUENCE, Y2] and zone_ids(st, 0, ENHANCE) == []


@pytest.mark.card("07-shinra-o-n-6")
def test_eloquence_devious_flinch_draw_discard():
    st = scenario(megami0=SH, enh0=[(ELOQUENCE, 1)], hand1=[Y2], deck1=[Y3, Y5, SLASH, Y_FULL])
    st.marks[("plan", 0)] = "devious"
    strip(st, ELOQUENCE)
    assert st.decision.player == 1 and st.decision.context == "to_played"
    answer(st, uid(st, Y2, 1))
    answer(st, uid(st, SLASH, 1))
    plan_choice(st)
    answer(st, "divine")
    assert st.flinch[1] and zone_ids(st, 1, HAND) == [Y3, Y5] and zone_ids(st, 1, PLAYED) == [Y2, SLASH]
    assert zone_ids(st, 0, PLAYED) == [ELOQUENCE]


# ====================================================================== 論破
@pytest.mark.card("07-shinra-o-n-7")
def test_confuse_seals_and_returns():
    """07-shinra-o-n-7 Confuse: seal a card of the opponent's played pile; it returns when disenchanted."""
    st = scenario(megami0=SH, hand0=[CONFUSE], played1=[SLASH], aura=(4, 3))
    play_card(st, CONFUSE)  # Charge 4 from Aura (Shadow empty), then the only candidate is sealed
    assert zone_ids(st, 1, SEAL) == [SLASH] and st.tok[CARD_BASE + uid(st, CONFUSE)] == 4
    strip(st, CONFUSE)
    assert zone_ids(st, 1, PLAYED) == [SLASH] and zone_ids(st, 1, SEAL) == [] and zone_ids(st, 0, PLAYED) == [CONFUSE]


# ====================================================================== 使徒
@pytest.mark.card("07-shinra-A1-n-7")
def test_apostle_pay_prepare_then_devious_attack():
    """07-shinra-A1-n-7 Apostle: pay 1 vigor to prepare, then enact: Devious 0/2/4 2/2 unavoidable attack."""
    st = scenario(megami0=SH1, hand0=[APOSTLE], deck1=[Y2, Y3, Y5], dist=4, vigor=(1, 1))
    play_card(st, APOSTLE, fullpower=True)
    assert options(st) == ("no", "pay")
    answer(st, "pay")
    plan_choice(st)
    answer(st, "devious")
    answer(st, "life")
    plan_choice(st)
    answer(st, "divine")
    assert st.vigor[0] == 0 and tokens(st)["life"] == (10, 8)
    assert zone_ids(st, 1, PLAYED) == [Y2] and zone_ids(st, 1, DISCARD) == [Y3] and zone_ids(st, 1, DECK) == [Y5]
    assert zone_ids(st, 0, ENHANCE) == [APOSTLE] and st.marks[("plan", 0)] == "divine"


@pytest.mark.card("07-shinra-A1-n-7")
def test_apostle_divine_on_disenchant():
    st = scenario(megami0=SH1, enh0=[(APOSTLE, 1)], hand1=[Y2, Y3], dist=3)
    strip(st, APOSTLE)
    answer(st, "aura")
    answer(st, uid(st, Y3, 1))  # p1 puts a card of its hand on the bottom of its deck
    plan_choice(st)
    answer(st, "divine")
    assert tokens(st)["aura"] == (3, 1) and zone_ids(st, 1, DECK) == [Y3] and zone_ids(st, 1, HAND) == [Y2]


# ====================================================================== 完全論破
@pytest.mark.card("07-shinra-o-s-1")
def test_shake_the_mind_seals_for_good():
    """07-shinra-o-s-1 Shake the Mind: seal a card of the opponent's played pile."""
    st = scenario(megami0=SH, specials0=[SHAKE], played1=[SLASH], flare=(2, 0))
    play_card(st, SHAKE)
    u = uid(st, SHAKE)
    assert zone_ids(st, 1, SEAL) == [SLASH] and st.marks[("sealed_by", uid(st, SLASH, 1))] == u
    assert st.cstate[u] == DEVOTED and st.loc[u] == SPECIAL and tokens(st)["flare"] == (0, 0)


# ====================================================================== 皆式理解
@pytest.mark.card("07-shinra-o-s-2")
def test_totality_divine_uses_devoted_enhancement_free_and_ends_phase():
    """07-shinra-o-s-2 Infer the Totality: Divine plays a used Throughout enhancement free; the phase ends
    and the end-phase rule (megami rules 5-3) prepares the Plan that was cut."""
    st = scenario(megami0=SH, specials0=[TOTALITY], devoted0=[REFUTE], played0=[ELOQUENCE], flare=(2, 0),
                  aura=(0, 3))
    play_card(st, TOTALITY)
    assert set(options(st)) == {uid(st, REFUTE), uid(st, ELOQUENCE)}
    answer(st, uid(st, REFUTE))
    assert zone_ids(st, 0, ENHANCE) == [REFUTE] and st.tok[CARD_BASE + uid(st, REFUTE)] == 2
    assert tokens(st)["flare"] == (0, 0) and st.phase == S.PHASE_END
    plan_choice(st)
    answer(st, "devious")
    assert st.marks[("plan", 0)] == "devious" and not shinra.plan_unprepared(st, 0)


@pytest.mark.card("07-shinra-o-s-2")
def test_totality_devious_strips_normal_enhancement():
    st = scenario(megami0=SH, specials0=[TOTALITY], enh1=[(ELOQUENCE, 2)], flare=(2, 0))
    st.marks[("plan", 0)] = "devious"
    play_card(st, TOTALITY)  # p1 hosts no Shinra: its Eloquence's Plan text does nothing (5-2)
    plan_choice(st)
    answer(st, "divine")
    assert zone_ids(st, 1, PLAYED) == [ELOQUENCE] and tokens(st)["shadow"] == 4


# ====================================================================== 天地反駁
@pytest.mark.card("07-shinra-o-s-3")
def test_refute_swaps_own_attack_damage():
    """07-shinra-o-s-3 Refute the World: your attacks' Aura and Life damage are exchanged."""
    st = scenario(megami0=SH, specials0=[REFUTE], hand0=[SLASH], deck0=[Y2, Y2], deck1=[Y2, Y2], dist=4,
                  flare=(2, 0), shadow=5)
    play_card(st, REFUTE, fullpower=True)  # Cost 2, full power only: it ends p0's main phase
    answer(st, ("aura", 0))  # its Charge 5 comes from Shadow
    answer(st, False)  # p1's start phase: no reshuffle
    end_main(st)
    answer(st, False)  # p0's start phase: no reshuffle; Refute decays to 4
    assert st.decision.kind == "main" and st.decision.player == 0 and zone_ids(st, 0, ENHANCE) == [REFUTE]
    play_card(st, SLASH)
    assert st.decision.kind == "damage" and st.decision.context == (1, 1, 3, "attack")
    answer(st, "life")
    assert tokens(st)["life"] == (10, 7)


# ====================================================================== 全知経典
@pytest.mark.card("07-shinra-A1-s-3")
def test_scripture_discards_then_enacts_plans():
    """07-shinra-A1-s-3 Interpret the Scripture: move cards to the played pile, enact Plans in any order, prepare."""
    st = scenario(megami0=SH1, specials0=[SCRIPTURE], hand0=[AGITATE], discard0=[MANTRA], played0=[ELOQUENCE],
                  deck1=[Y2, Y3, Y5], flare=(4, 0), dist=3)
    play_card(st, SCRIPTURE, fullpower=True)
    answer(st, "aura")
    answer(st, uid(st, AGITATE))
    answer(st, uid(st, MANTRA))
    assert set(options(st)) == {"stop", uid(st, ELOQUENCE), uid(st, AGITATE), uid(st, MANTRA)}
    answer(st, uid(st, AGITATE))  # Divine: Shadow -> Distance 1
    answer(st, uid(st, MANTRA))  # Divine: deck 3+ -> 1 Life damage
    answer(st, "stop")
    plan_choice(st)
    answer(st, "devious")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 1), "flare": (0, 1), "dist": 4, "shadow": 5}
    assert enacted(st) == [(0, "divine"), (0, "divine")] and st.marks[("plan", 0)] == "devious"
    assert set(zone_ids(st, 0, PLAYED)) == {ELOQUENCE, AGITATE, MANTRA}


# ====================================================================== 森羅判証
@pytest.mark.card("07-shinra-o-s-4")
def test_prove_the_nature():
    """07-shinra-o-s-4 Prove the Nature: Shadow->Life 2; other enhancement disenchanted -> 1 Life damage to
    the opponent; disenchanting it loses the game."""
    st = scenario(megami0=SH, specials0=[PROVE], enh0=[(CONFUSE, 1)], flare=(6, 0), shadow=2)
    play_card(st, PROVE)
    answer(st, ("aura", 0))  # Charge 6 from Shadow (8 after paying the Cost)
    assert tokens(st)["life"] == (12, 10) and tokens(st)["shadow"] == 0
    strip(st, CONFUSE)
    assert tokens(st)["life"] == (12, 9)
    strip(st, PROVE)
    assert st.outcome is not None and st.outcome.winner == 1


# ====================================================================== additional rules (section 5)
@pytest.mark.rule("megami 5-1", "megami 5-2")
def test_rule_5_1_plan_starts_divine_and_non_host_has_none():
    """megami rules 5-1, 5-2: the Plan starts Divine; a player hosting no Shinra has no Plan: nothing happens."""
    st = scenario(megami0=SH, hand0=[AGITATE], dist=5, shadow=1)
    assert shinra.current_plan(st, 0) == "divine" and shinra.hosts_shinra(st, 0)
    assert not shinra.hosts_shinra(st, 1)
    st2 = scenario(hand0=[AGITATE], dist=5, shadow=1)  # Yurina + Saine
    play_card(st2, AGITATE)
    assert st2.decision.kind == "main" and tokens(st2)["dist"] == 5 and enacted(st2) == []


@pytest.mark.rule("megami 5-2")
@pytest.mark.card("07-shinra-o-n-3")
def test_rule_5_2_nested_enact_uses_current_plan():
    """megami rules 5-2 supplement: Sophism's Devious uses the opponent's Sophism; enacting again is Devious."""
    st = scenario(megami0=SH, megami1=SH1, hand0=[SOPHISM], played1=[SOPHISM], dist=4)
    st.marks[("plan", 0)] = "devious"
    play_card(st, SOPHISM, fullpower=True)
    answer(st, uid(st, SOPHISM, 1))
    plan_choice(st)  # the inner Sophism's prepare
    answer(st, "divine")
    plan_choice(st)  # then the outer one
    answer(st, "devious")
    assert enacted(st) == [(0, "devious"), (0, "devious")] and tokens(st)["life"] == (10, 8)


@pytest.mark.rule("megami 5-3")
def test_rule_5_3_end_phase_prepares_missing_plan():
    """megami rules 5-3: in an end phase (either player's), a host without a prepared Plan prepares one."""
    st = scenario(megami1=SH)
    st.marks[("plan_unprepared", 1)] = True
    end_main(st)
    plan_choice(st, 1)
    answer(st, "devious")
    assert st.marks[("plan", 1)] == "devious" and not shinra.plan_unprepared(st, 1)
    st2 = scenario(megami0=SH)
    end_main(st2)  # a prepared Plan: nothing asked
    assert st2.decision is None or st2.decision.context != "plan"
