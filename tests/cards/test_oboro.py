"""Oboro (original, A1 Third Chapter, A2 Vanished): one or more tests per card id, plus the additional
rules of megami-rules.en.md section 3. Rulings: docs/rulings-oboro.md. Player 0 hosts Oboro."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import oboro as O
from sakura_lab.engine import api as S
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
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Custom, SingleDamage
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

STRINGS = "05-oboro-o-n-1"
CALTROPS = "05-oboro-o-n-2"
SHURIKEN = "05-oboro-A1-n-2"
RUSH = "05-oboro-o-n-3"
SNEAK = "05-oboro-A1-n-3"
NINPO = "05-oboro-o-n-4"
INDUCE = "05-oboro-o-n-5"
CLONING = "05-oboro-o-n-6"
REVITALIZE = "05-oboro-o-n-7"
KUMA = "05-oboro-o-s-1"
TOBI = "05-oboro-o-s-2"
URO = "05-oboro-o-s-3"
MIKAZURA = "05-oboro-o-s-4"
TWIG = "05-oboro-A1-s-4"
PETAL = "05-oboro-A1-s-4-ex1"

SLASH = "01-yurina-o-n-1"  # 3-4 3/1, no text
STAB = "01-yurina-o-n-3"  # another Yurina normal (filler)
FILLER = "01-yurina-o-n-2"

OBORO = ("oboro", "yurina")
OBORO_A1 = ("oboro-a1", "yurina")


def vals(st):
    atk = st.attacks[max(st.attacks)]
    v = S.attack_values(st, atk)
    return v.aura, v.life, v.flags


def play_from_discard(st, card_id, player=0):
    u = uid(st, card_id, player)
    inject(st, (Custom(lambda st, ctx: O.play_from(st, player, u)),), Ctx(player))


# ====================================================================== 鋼糸
@pytest.mark.card("05-oboro-o-n-1")
def test_steel_strings_plain_trap_attack():
    """05-oboro-o-n-1 Steel Strings: 3-4 2/2; Trap has no effect of its own (megami rules 3-2)."""
    st = scenario(megami0=OBORO, hand0=[STRINGS], dist=3)
    assert O.is_trap(st, uid(st, STRINGS))
    play_card(st, STRINGS)
    assert vals(st)[:2] == (2, 2)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 3, "shadow": 2}
    assert zone_ids(st, 0, PLAYED) == [STRINGS] and st.decision.kind == "main"


# ====================================================================== 影菱
@pytest.mark.card("05-oboro-o-n-2")
def test_caltrops_from_hand_no_effect():
    """05-oboro-o-n-2 Caltrops: No Reactions; from hand the After Attack does nothing."""
    st = scenario(megami0=OBORO, hand0=[CALTROPS], hand1=[FILLER], dist=2)
    play_card(st, CALTROPS)
    assert "no_reactions" in vals(st)[2]
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 2, "shadow": 2}
    assert zone_ids(st, 1, HAND) == [FILLER] and st.decision.kind == "main"


@pytest.mark.card("05-oboro-o-n-2")
def test_caltrops_from_discard_discards_opponent_card():
    """05-oboro-o-n-2 Caltrops: played from the discard pile, Oboro sees the hand and puts one card face down."""
    st = scenario(megami0=OBORO, discard0=[CALTROPS], hand1=[FILLER, SLASH], dist=2)
    play_from_discard(st, CALTROPS)
    assert st.decision.kind == "damage" and st.decision.player == 1  # no reaction window
    answer(st, "life")
    assert st.decision.kind == "card" and st.decision.player == 0
    assert set(options(st)) == {uid(st, FILLER, 1), uid(st, SLASH, 1)}
    answer(st, uid(st, SLASH, 1))
    assert zone_ids(st, 1, HAND) == [FILLER] and zone_ids(st, 1, DISCARD) == [SLASH]
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 2, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [CALTROPS] and st.decision.kind == "main"


# ====================================================================== 手裏剣
@pytest.mark.card("05-oboro-A1-n-2")
def test_shuriken_returns_at_end_phase():
    """05-oboro-A1-n-2 Shuriken: at your end phase, 5+ face-down cards in total -> may return to hand."""
    st = scenario(megami0=OBORO_A1, played0=[SHURIKEN], discard0=[STRINGS, NINPO, INDUCE], discard1=[SLASH, FILLER])
    end_main(st)
    assert st.decision.kind == "may" and st.decision.context == "shuriken"
    answer(st, True)
    assert zone_ids(st, 0, HAND) == [SHURIKEN] and zone_ids(st, 0, PLAYED) == []


@pytest.mark.card_idle("05-oboro-A1-n-2")
def test_shuriken_needs_five():
    """05-oboro-A1-n-2 Shuriken: 4 face-down cards in total -> nothing is offered."""
    st = scenario(megami0=OBORO_A1, played0=[SHURIKEN], discard0=[STRINGS, NINPO], discard1=[SLASH, FILLER])
    end_main(st)
    assert st.decision.kind == "reshuffle" and st.decision.player == 1
    assert zone_ids(st, 0, PLAYED) == [SHURIKEN]


@pytest.mark.card("05-oboro-A1-n-2")
def test_shuriken_attack():
    """05-oboro-A1-n-2 Shuriken: 3-5 2/1 attack."""
    st = scenario(megami0=OBORO_A1, hand0=[SHURIKEN], dist=5)
    play_card(st, SHURIKEN)
    assert vals(st)[:2] == (2, 1)


# ====================================================================== 斬撃乱舞
@pytest.mark.card("05-oboro-o-n-3")
def test_rush_of_blades_after_aura_damage():
    """05-oboro-o-n-3 Rush of Blades: the opponent took Aura damage this turn -> +1/+1."""
    st = scenario(megami0=OBORO, hand0=[RUSH], dist=3, aura=(3, 5))
    inject(st, (SingleDamage("aura", 1),), Ctx(0))
    play_card(st, RUSH, fullpower=True)
    assert vals(st)[:2] == (4, 3)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 3, "shadow": 5}


@pytest.mark.card("05-oboro-o-n-3")
def test_rush_of_blades_plain():
    """05-oboro-o-n-3 Rush of Blades: without Aura damage this turn it is 3/2."""
    st = scenario(megami0=OBORO, hand0=[RUSH], dist=3)
    play_card(st, RUSH, fullpower=True)
    assert vals(st)[:2] == (3, 2)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 3, "shadow": 0}


# ====================================================================== 不意打ち
@pytest.mark.card("05-oboro-A1-n-3")
def test_sneak_attack_minus_opponent_discard():
    """05-oboro-A1-n-3 Sneak Attack: -X/-X, X = opponent's discard pile (2); No Reactions (normal)."""
    st = scenario(megami0=OBORO_A1, hand0=[SNEAK], discard1=[SLASH, FILLER], dist=2)
    play_card(st, SNEAK, fullpower=True)
    a, life, flags = vals(st)
    assert (a, life) == (2, 1) and "no_reactions_normal" in flags
    answer(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 2, "shadow": 0}


# ====================================================================== 忍歩
@pytest.mark.card("05-oboro-o-n-4")
def test_ninpo_walk_from_hand():
    """05-oboro-o-n-4 Ninpo-Walk: Shadow -> Distance 1; from hand nothing else."""
    st = scenario(megami0=OBORO, hand0=[NINPO], discard0=[STRINGS], dist=3, shadow=2)
    play_card(st, NINPO)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 4, "shadow": 1}
    assert zone_ids(st, 0, DISCARD) == [STRINGS] and st.decision.kind == "main"


@pytest.mark.card("05-oboro-o-n-4")
def test_ninpo_walk_from_discard_plays_trap():
    """05-oboro-o-n-4 Ninpo-Walk: from the discard pile it may play a Trap of the discard pile."""
    st = scenario(megami0=OBORO, discard0=[NINPO, STRINGS, SLASH], dist=3, shadow=2)
    play_from_discard(st, NINPO)
    assert st.decision.kind == "card" and options(st) == ("stop", uid(st, STRINGS))  # Slash is no Trap
    answer(st, uid(st, STRINGS))
    answer(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 4, "shadow": 1}
    assert zone_ids(st, 0, PLAYED) == [STRINGS, NINPO] and zone_ids(st, 0, DISCARD) == [SLASH]


# ====================================================================== 誘導
@pytest.mark.card("05-oboro-o-n-5")
def test_induce_both_modes():
    """05-oboro-o-n-5 Induce: Distance -> opponent's Aura 1, or opponent's Aura -> their Flare 1."""
    st = scenario(megami0=OBORO, hand0=[INDUCE], dist=5, aura=(3, 2))
    play_card(st, INDUCE)
    answer(st, "dist_to_opp_aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 4, "shadow": 0}
    st = scenario(megami0=OBORO, hand0=[INDUCE], dist=5, aura=(3, 2))
    play_card(st, INDUCE)
    answer(st, "opp_aura_to_opp_flare")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 1), "dist": 5, "shadow": 0}


@pytest.mark.card("05-oboro-o-n-5")
def test_induce_as_reaction():
    """05-oboro-o-n-5 Induce: a Reaction; pushing Distance up makes Slash miss (CR 9-4 iii)."""
    st = scenario(megami1=OBORO, hand0=[SLASH], hand1=[INDUCE], dist=4, aura=(2, 3))
    play_card(st, SLASH)
    react(st, INDUCE)
    answer(st, "dist_to_opp_aura")
    assert tokens(st)["dist"] == 3 and tokens(st)["aura"] == (3, 3)
    answer(st, "aura")  # still in range at 3
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 3, "shadow": 3}


# ====================================================================== 分身の術
@pytest.mark.card("05-oboro-o-n-6")
def test_shadow_cloning_plays_twice_without_reactions():
    """05-oboro-o-n-6 Shadow Cloning: plays Slash from the discard pile, then again from the played pile;
    both attacks have No Reactions (the opponent's reaction card is never offered)."""
    st = scenario(megami0=OBORO, hand0=[CLONING], discard0=[SLASH], hand1=[INDUCE], megami1=OBORO, dist=3,
                  aura=(3, 5))
    play_card(st, CLONING, fullpower=True)
    assert st.decision.kind == "damage" and "no_reactions" in vals(st)[2]
    answer(st, "aura")  # 5 -> 2: the second Slash (3/1) can only go to Life, chosen at once
    assert tokens(st) == {"life": (10, 9), "aura": (3, 2), "flare": (0, 1), "dist": 3, "shadow": 3}
    assert zone_ids(st, 0, PLAYED) == [SLASH, CLONING] and st.buffs == []
    assert [e[1] for e in st.events if e[1] == "play"] == ["play"] * 3
    assert st.decision.player == 1  # the full-power action ended the main phase


@pytest.mark.card("05-oboro-o-n-6")
def test_shadow_cloning_skips_full_power():
    """05-oboro-o-n-6 Shadow Cloning: full-power cards of the discard pile cannot be chosen."""
    st = scenario(megami0=OBORO, hand0=[CLONING], discard0=[RUSH], dist=3)
    play_card(st, CLONING, fullpower=True)
    assert zone_ids(st, 0, DISCARD) == [RUSH] and zone_ids(st, 0, PLAYED) == [CLONING]


# ====================================================================== 生体活性
@pytest.mark.card("05-oboro-o-n-7")
def test_revitalize_disenchant_restores_special():
    """05-oboro-o-n-7 Revitalize: when disenchanted, a Devoted Special becomes unused (CR 10-17)."""
    st = scenario(megami0=OBORO, enh0=[(REVITALIZE, 1)], devoted0=[KUMA])
    u = uid(st, REVITALIZE)
    inject(st, (Custom(lambda st, ctx: S.move_tokens(st, CARD_BASE + u, 7, 1)),), Ctx(0))
    k = uid(st, KUMA)
    assert st.loc[k] == SPECIAL and st.cstate[k] == UNUSED
    assert zone_ids(st, 0, PLAYED) == [REVITALIZE]


@pytest.mark.card("05-oboro-o-n-7")
def test_revitalize_unguarded():
    """05-oboro-o-n-7 Revitalize: Unguarded (CR 10-6): life damage sends it face down, no Disenchant."""
    st = scenario(megami0=OBORO, enh0=[(REVITALIZE, 4)], devoted0=[KUMA])
    inject(st, (SingleDamage("life", 1),), Ctx(1))
    assert zone_ids(st, 0, DISCARD) == [REVITALIZE]
    assert st.cstate[uid(st, KUMA)] == DEVOTED and tokens(st)["shadow"] == 4


# ====================================================================== 熊介
@pytest.mark.card("05-oboro-o-s-1")
def test_kuma_suke_extra_attacks():
    """05-oboro-o-s-1 Kuma-Suke: after its attack, attack 3-4 2/2 once per card of your discard pile (2)."""
    st = scenario(megami0=OBORO, specials0=[KUMA], discard0=[STRINGS, SLASH], flare=(4, 0), dist=3,
                  aura=(3, 5), life=(10, 10))
    play_card(st, KUMA, fullpower=True)
    answer(st, "aura")  # 5 -> 3
    answer(st, "aura")  # 3 -> 1; the third attack (2/2) can only go to Life, chosen at once
    assert tokens(st) == {"life": (10, 8), "aura": (3, 1), "flare": (0, 2), "dist": 3, "shadow": 8}
    assert st.cstate[uid(st, KUMA)] == DEVOTED and st.attacks == {}


# ====================================================================== 鳶影
@pytest.mark.card("05-oboro-o-s-2")
def test_tobi_kage_plays_card_as_reaction():
    """05-oboro-o-s-2 Tobi-Kage: reacting to Slash, it plays Steel Strings from the discard pile as a
    Reaction to the same attack."""
    st = scenario(megami1=OBORO, hand0=[SLASH], specials1=[TOBI], discard1=[STRINGS], flare=(0, 4), dist=3,
                  aura=(3, 3))
    play_card(st, SLASH)
    react(st, TOBI)
    assert options(st) == ("stop", uid(st, STRINGS, 1))
    answer(st, uid(st, STRINGS, 1))
    atk = st.attacks[max(st.attacks)]
    assert atk.is_reaction and atk.player == 1
    answer(st, "life")  # p0 takes Steel Strings 2/2 to life
    answer(st, "life")  # p1 takes Slash 3/1 to life
    assert tokens(st) == {"life": (8, 9), "aura": (3, 3), "flare": (2, 1), "dist": 3, "shadow": 4}
    assert zone_ids(st, 1, PLAYED) == [STRINGS]


# ====================================================================== 虚魚
@pytest.mark.card("05-oboro-o-s-3")
def test_uro_uo_initialize_and_double_arrows():
    """05-oboro-o-s-3 Uro-Uo: moves chosen played cards face down; then a card played from the discard pile
    has double arrows (Ninpo-Walk: Distance -> Shadow chosen)."""
    st = scenario(megami0=OBORO, specials0=[URO], played0=[NINPO, SLASH], flare=(2, 0), shadow=3, dist=5)
    play_card(st, URO)  # Cost 2, Charge 3 (all from Shadow)
    answer(st, ("aura", 0))
    answer(st, uid(st, NINPO))
    answer(st, "stop")
    assert zone_ids(st, 0, DISCARD) == [NINPO] and zone_ids(st, 0, PLAYED) == [SLASH]
    assert zone_ids(st, 0, ENHANCE) == [URO] and st.tok[CARD_BASE + uid(st, URO)] == 3
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 2}
    play_from_discard(st, NINPO)
    assert st.decision.kind == "arrow"
    answer(st, ("dist", "shadow"))
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 4, "shadow": 3}
    assert zone_ids(st, 0, PLAYED) == [SLASH, NINPO] and st.decision.kind == "main"


@pytest.mark.card("05-oboro-o-s-3")
def test_uro_uo_never_offers_a_card_that_cannot_go_face_down():
    """05-oboro-o-s-3 Uro-Uo with a poison in the played pile (megami rules 7-2-1: never face down): the poison
    is not offered (offering it repeated the choice forever, the move being refused) and stays."""
    poison = "09-chikage-o-p-1"
    st = scenario(megami0=OBORO, specials0=[URO], played0=[poison, SLASH], flare=(2, 0), shadow=3, dist=5)
    play_card(st, URO)
    answer(st, ("aura", 0))
    assert options(st) == ("stop", uid(st, SLASH))
    answer(st, uid(st, SLASH))
    assert zone_ids(st, 0, PLAYED) == [poison] and zone_ids(st, 0, DISCARD) == [SLASH]
    assert st.decision.kind == "main"


@pytest.mark.card("05-oboro-o-s-3")
def test_uro_uo_extra_trap_before_reshuffle():
    """05-oboro-o-s-3 Uro-Uo (Devoted): before a reshuffle one more non-attack Trap may be played (megami
    rules 3-3 plus the card)."""
    st = scenario(megami0=OBORO, devoted0=[URO], discard0=[STRINGS, INDUCE], dist=3, start="turn")
    assert st.decision.kind == "reshuffle"
    answer(st, True)
    assert set(options(st)) == {"stop", uid(st, STRINGS), uid(st, INDUCE)}
    answer(st, uid(st, INDUCE))
    answer(st, "opp_aura_to_opp_flare")
    assert options(st) == ("stop", uid(st, STRINGS))
    answer(st, uid(st, STRINGS))
    answer(st, "life")
    assert tokens(st)["life"] == (9, 8)  # reshuffle damage after both plays
    assert sorted(zone_ids(st, 0, DECK)) == sorted([STRINGS, INDUCE]) or zone_ids(st, 0, HAND)


# ====================================================================== 壬蔓
@pytest.mark.card("05-oboro-o-s-4")
def test_mi_kazura_attack_and_resurgence():
    """05-oboro-o-s-4 Mi-Kazura: 3-7 1/1, After Attack Shadow -> your Flare 1; Resurgence with Flare 0."""
    st = scenario(megami0=OBORO, specials0=[MIKAZURA], dist=6, shadow=1)
    play_card(st, MIKAZURA)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (1, 0), "dist": 6, "shadow": 1}
    st = scenario(megami0=OBORO, devoted0=[MIKAZURA], flare=(0, 0))
    end_main(st)
    assert st.cstate[uid(st, MIKAZURA)] == UNUSED


# ====================================================================== 神代枝 / 最後の結晶
@pytest.mark.card("05-oboro-A1-s-4")
def test_twig_gains_final_petal():
    """05-oboro-A1-s-4 Twig: Out of Game -> Aura 1 and Flare 1; removed; The Final Petal gained unused."""
    st = scenario(megami0=OBORO_A1, specials0=[TWIG], extra0=[PETAL], aura=(3, 3))
    play_card(st, TWIG, fullpower=True)
    assert tokens(st)["aura"] == (4, 3) and tokens(st)["flare"] == (1, 0)
    assert st.loc[uid(st, TWIG)] == OUT and st.loc[uid(st, PETAL)] == SPECIAL
    assert st.cstate[uid(st, PETAL)] == UNUSED and st.marks["outside_delta"] == 2
    assert zone_ids(st, 0, EXTRA) == []


@pytest.mark.card("05-oboro-A1-s-4-ex1")
def test_final_petal_replaces_first_loss():
    """05-oboro-A1-s-4-ex1 The Final Petal: cannot be played normally; the first time you would lose you
    may play it: discard a card, Shadow -> Life 1."""
    st = scenario(megami0=OBORO_A1, specials0=[PETAL], hand0=[SLASH], flare=(3, 0), life=(1, 10), dist=3)
    assert ("play", uid(st, PETAL)) not in options(st)
    inject(st, (SingleDamage("life", 1),), Ctx(1))
    assert st.outcome is None and st.decision.context == "final_petal"
    answer(st, True)
    assert st.outcome is None
    assert tokens(st) == {"life": (1, 10), "aura": (3, 3), "flare": (1, 0), "dist": 3, "shadow": 2}
    assert zone_ids(st, 0, DISCARD) == [SLASH] and st.cstate[uid(st, PETAL)] == DEVOTED
    inject(st, (SingleDamage("life", 1),), Ctx(1))  # only the first loss is replaced
    assert st.outcome is not None and st.outcome.winner == 1


@pytest.mark.card_idle("05-oboro-A1-s-4-ex1")
def test_final_petal_declined_or_unpayable():
    """05-oboro-A1-s-4-ex1 The Final Petal: declining, or Flare below its Cost, means losing."""
    st = scenario(megami0=OBORO_A1, specials0=[PETAL], flare=(3, 0), life=(1, 10))
    inject(st, (SingleDamage("life", 1),), Ctx(1))
    answer(st, False)
    assert st.outcome.winner == 1
    st = scenario(megami0=OBORO_A1, specials0=[PETAL], flare=(1, 0), life=(1, 10))  # 2 after the damage
    inject(st, (SingleDamage("life", 1),), Ctx(1))
    assert st.outcome.winner == 1


# ====================================================================== additional rules
@pytest.mark.rule("megami 3-1")
def test_rule_3_1_extra_card_at_setup():
    """megami rules 3-1: a Third Chapter host starts with The Final Petal in ＜Extra＞."""
    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state
    r = random.Random(1)
    d0 = random_deck(("oboro-a1", "yurina"), r)
    d1 = random_deck(("saine", "himika"), r)
    st = new_state(1, (d0, d1))
    assert [st.cards[u].id for u in st.zones[0][EXTRA]] == [PETAL]
    assert st.zones[1][EXTRA] == []


@pytest.mark.rule("megami 3-3")
@pytest.mark.card("05-oboro-o-n-1")
def test_rule_3_3_trap_before_start_phase_reshuffle():
    """megami rules 3-3: before the reshuffle, a Trap of the discard pile may be played; it resolves before
    the reshuffle's life damage and is then shuffled into the deck."""
    st = scenario(megami0=OBORO, discard0=[STRINGS, SLASH], dist=3, start="turn")
    answer(st, True)
    assert options(st) == ("stop", uid(st, STRINGS))
    answer(st, uid(st, STRINGS))
    assert tokens(st)["life"] == (10, 10)
    answer(st, "life")
    assert tokens(st)["life"] == (9, 8)
    assert st.loc[uid(st, STRINGS)] in (DECK, HAND) and st.loc[uid(st, SLASH)] in (DECK, HAND)


@pytest.mark.rule("megami 3-3")
def test_rule_3_3_not_for_non_host_and_optional():
    """megami rules 3-3: only a host gets the play, and it is optional ("stop")."""
    st = scenario(megami0=("yurina", "saine"), discard0=[STRINGS], deck0=[SLASH], dist=3, start="turn")
    answer(st, True)
    assert tokens(st)["life"] == (9, 10) and st.decision.kind == "main"
    st = scenario(megami0=OBORO, discard0=[STRINGS], deck0=[SLASH], dist=3, start="turn")
    answer(st, True)
    answer(st, "stop")
    assert tokens(st)["life"] == (9, 10) and st.decision.kind == "main"


# ====================================================================== Vanished Oboro (A2): parts
HOLO = "05-oboro-a2-n-1"
GIGA = "05-oboro-a2-s-1"
EBOOK = "05-oboro-a2-s-3"
MX, MY, MZ = "05-oboro-a2-mp-1", "05-oboro-a2-mp-2", "05-oboro-a2-mp-3"
CA, CB, CC, CD = "05-oboro-a2-cp-1", "05-oboro-a2-cp-2", "05-oboro-a2-cp-3", "05-oboro-a2-cp-4"
PARTS = [MX, MY, MZ, CA, CB, CC, CD]
OBORO_A2 = ("oboro-a2", "yurina")
CUT = "02-saine-o-n-2"  # 4-5 3/1 reaction attack


def put_assembled(st, *ids, player=0):
    for cid in ids:
        S.move_card(st, uid(st, cid, player), O.ASSEMBLED)
    if st.decision is not None and st.decision.kind == "main":
        inject(st, (), Ctx(player))  # options are computed again


def parts_scenario(*assembled_ids, **kw):
    """Start of p0's turn with the given parts assembled, at the reshuffle question."""
    kw.setdefault("megami0", OBORO_A2)
    kw.setdefault("deck0", [FILLER, FILLER])
    st = scenario(extra0=PARTS, start="turn", **kw)
    assert st.decision.kind == "reshuffle"
    put_assembled(st, *assembled_ids)
    return st


def parts_attack(st, main, *customs):
    """Answer: replace the reshuffle by a parts attack with ``main`` and ``customs``."""
    answer(st, True)  # reshuffle
    assert st.decision.context == "parts_attack"
    answer(st, True)
    if st.decision.context == "main_part":  # (a single main part is chosen at once)
        answer(st, uid(st, main))
    for c in customs:
        answer(st, uid(st, c))
    if st.decision.kind == "card" and st.decision.context == "custom_parts":
        answer(st, "stop")


@pytest.mark.card("05-oboro-a2-n-1")
def test_holo_kunai_assembles_and_may_go_face_down():
    """05-oboro-a2-n-1 Holo Kunai: range 1,3,5 1/1; After Attack assemble 1 part (3-7); when it would go to the
    played pile it may go to the discard pile instead."""
    st = scenario(megami0=OBORO_A2, hand0=[HOLO], extra0=PARTS, dist=3)
    play_card(st, HOLO)
    assert vals(st)[:2] == (1, 1)
    answer(st, "aura")
    assert st.decision.context == "assemble" and len(options(st)) == 7
    answer(st, uid(st, MZ))
    assert st.decision.context == "holo_kunai"
    answer(st, True)
    assert zone_ids(st, 0, O.ASSEMBLED) == [MZ] and zone_ids(st, 0, DISCARD) == [HOLO]
    assert zone_ids(st, 0, PLAYED) == [] and st.decision.kind == "main"
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 3, "shadow": 1}


@pytest.mark.card("05-oboro-a2-s-1")
def test_giga_suke_cost_and_three_attacks():
    """05-oboro-a2-s-1 Giga-Suke: Cost 16 - (4 face-down cards + 2 assembled parts) = 10; then three 3-4 2/1."""
    st = scenario(megami0=OBORO_A2, specials0=[GIGA], extra0=PARTS, discard0=[FILLER, STAB, SLASH, NINPO],
                  flare=(10, 0), dist=3, aura=(3, 10))
    put_assembled(st, MX, CA)
    assert S.card_cost(st, 0, uid(st, GIGA)) == 10
    play_card(st, GIGA)
    for _ in range(4):
        answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 3, "shadow": 18}
    assert st.cstate[uid(st, GIGA)] == DEVOTED


@pytest.mark.card("05-oboro-a2-s-3")
def test_ebook_assembles_and_basic_action():
    """05-oboro-a2-s-3 Oboro Document: assemble 1 part, then up to 1 basic action."""
    st = scenario(megami0=OBORO_A2, specials0=[EBOOK], extra0=PARTS, dist=5)
    play_card(st, EBOOK, fullpower=True)
    answer(st, uid(st, MX))
    assert st.decision.kind == "basic"
    answer(st, "forward")
    assert zone_ids(st, 0, O.ASSEMBLED) == [MX]
    assert tokens(st) == {"life": (10, 10), "aura": (4, 3), "flare": (0, 0), "dist": 4, "shadow": 0}


@pytest.mark.card("05-oboro-a2-s-3")
def test_ebook_devoted_before_reshuffle():
    """05-oboro-a2-s-3 Oboro Document (Devoted): before a reshuffle, disassemble down to 1, then assemble
    ceil(3 / 2) = 2 parts."""
    st = parts_scenario(CA, CB, devoted0=[EBOOK], discard0=[FILLER, STAB, SLASH])
    answer(st, True)
    assert st.decision.kind == "order"  # with the megami rules 3-3 Trap play (nothing to play here)
    answer(st, 0)
    assert st.decision.context == "ebook"
    answer(st, True)
    answer(st, uid(st, CA))  # disassemble A, keep B
    answer(st, uid(st, MY))
    answer(st, uid(st, CD))
    assert sorted(zone_ids(st, 0, O.ASSEMBLED)) == sorted([CB, MY, CD])
    assert tokens(st)["life"] == (9, 10)  # the reshuffle happened, with its damage


@pytest.mark.card("05-oboro-a2-mp-1")
def test_main_part_x_with_b_and_c_level_2():
    """05-oboro-a2-mp-1 Main Part X (4-5 2/2) with Custom B and C revealed: level 2 -> +0/+1 and, after the
    attack, Shadow<->Distance 1 (CR25 add. 3-3 steps 1-7; 3-4-2). No reshuffle, no life damage."""
    st = parts_scenario(MX, CB, CC, CD, dist=5, shadow=2, played0=[SLASH])
    parts_attack(st, MX, CB, CC)
    atk = st.attacks[max(st.attacks)]
    assert atk.category == "parts" and vals(st)[:2] == (2, 3)
    assert zone_ids(st, 0, O.ASSEMBLED) == []  # every part (D too) is unassembled
    answer(st, "life")
    answer(st, ("shadow", "dist"))
    assert tokens(st) == {"life": (10, 7), "aura": (3, 3), "flare": (0, 3), "dist": 6, "shadow": 1}
    assert zone_ids(st, 0, PLAYED) == [SLASH]  # not reshuffled


@pytest.mark.card("05-oboro-a2-mp-2")
def test_main_part_y_range_three_and_six():
    """05-oboro-a2-mp-2 Main Part Y: range 3 and 6 only, 2/1; with no custom part nothing is added; out of
    range at 4 the attack disappears (step 6)."""
    st = parts_scenario(MY, dist=6)
    parts_attack(st, MY)
    assert vals(st)[:2] == (2, 1)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 6, "shadow": 2}
    st = parts_scenario(MY, dist=4)
    parts_attack(st, MY)
    assert st.attacks == {} and zone_ids(st, 0, O.ASSEMBLED) == [] and tokens(st)["life"] == (10, 10)


@pytest.mark.card("05-oboro-a2-mp-3")
def test_main_part_z_flinches_on_life():
    """05-oboro-a2-mp-3 Main Part Z: 0-2 1/0; if the opponent takes it on Life, they flinch."""
    st = parts_scenario(MZ, dist=2)
    parts_attack(st, MZ)
    answer(st, "life")
    assert st.flinch == [False, True] and tokens(st)["life"] == (10, 10)
    st = parts_scenario(MZ, dist=2)
    parts_attack(st, MZ)
    answer(st, "aura")
    assert st.flinch == [False, False]


@pytest.mark.card("05-oboro-a2-cp-1")
def test_custom_part_a_levels():
    """05-oboro-a2-cp-1 Custom Part A: level 2 (with B) forbids reactions by attack cards (Cut Down is not
    offered); level 1 only forbids enhancements."""
    st = parts_scenario(MX, CA, CB, dist=5, hand1=[CUT])
    parts_attack(st, MX, CA, CB)
    assert "no_reactions_attack" in vals(st)[2] and st.decision.kind == "damage"
    st = parts_scenario(MX, CA, dist=5, hand1=[CUT])
    parts_attack(st, MX, CA)
    assert "no_reactions_enhance" in vals(st)[2] and st.decision.kind == "react"


@pytest.mark.card("05-oboro-a2-cp-2")
def test_custom_part_b_level_4_and_all_parts():
    """05-oboro-a2-cp-2 Custom Part B (level 4, all four customs): +1/+1; A: no normal reactions; C: Shadow<->
    Distance 1 and 1 Vigor; D: up to 2 played / face-down cards to the deck bottom."""
    st = parts_scenario(MX, CA, CB, CC, CD, dist=5, shadow=1, hand1=[CUT], played0=[SLASH], vigor=(0, 1))
    parts_attack(st, MX, CA, CB, CC, CD)
    a, life, flags = vals(st)
    assert (a, life) == (3, 3) and "no_reactions_normal" in flags and st.decision.kind == "damage"
    answer(st, "aura")
    answer(st, ("dist", "shadow"))
    answer(st, uid(st, SLASH))  # nothing else to choose: D ends
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 4, "shadow": 5}
    assert st.vigor[0] == 2  # 0 + 1 (start phase) + 1 (C level 4)
    assert zone_ids(st, 0, DECK)[-1] == SLASH


@pytest.mark.card("05-oboro-a2-cp-3")
def test_custom_part_c_level_1():
    """05-oboro-a2-cp-3 Custom Part C level 1: Shadow -> Distance 1 (one-way)."""
    st = parts_scenario(MX, CC, dist=4, shadow=1)
    parts_attack(st, MX, CC)
    answer(st, "aura")
    assert tokens(st)["dist"] == 5 and tokens(st)["shadow"] == 2


@pytest.mark.card("05-oboro-a2-cp-4")
def test_custom_part_d_level_1():
    """05-oboro-a2-cp-4 Custom Part D level 1: up to 1 played card goes face down."""
    st = parts_scenario(MX, CD, dist=4, played0=[SLASH])
    parts_attack(st, MX, CD)
    answer(st, "aura")
    answer(st, uid(st, SLASH))
    assert zone_ids(st, 0, DISCARD) == [SLASH] and zone_ids(st, 0, PLAYED) == []


@pytest.mark.rule("CR25 additional 3-3", "CR25 additional 3-7")
def test_parts_rule_decline_and_assemble_cap():
    """CR25 additional rules 3-3 / 3-7 (Vanished): declining the replacement gives a normal reshuffle (with
    the Trap play of megami rules 3-3); assembling a 6th part disassembles down to 5."""
    st = parts_scenario(MX, dist=3, discard0=[STRINGS])
    answer(st, True)
    answer(st, False)
    assert options(st) == ("stop", uid(st, STRINGS))  # megami rules 3-3 still applies
    answer(st, "stop")
    assert tokens(st)["life"] == (9, 10)
    st = scenario(megami0=OBORO_A2, extra0=PARTS)
    put_assembled(st, MX, MY, MZ, CA, CB)
    inject(st, (O.Assemble(1),), Ctx(0))
    answer(st, uid(st, CC))
    assert st.decision.context == "disassemble"
    answer(st, uid(st, MY))
    assert sorted(zone_ids(st, 0, O.ASSEMBLED)) == sorted([MX, MZ, CA, CB, CC])
    assert st.loc[uid(st, MY)] == EXTRA
