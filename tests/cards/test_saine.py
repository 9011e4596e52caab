"""Saine (original, A1 Second Chapter, A2 Adagami) and the shared 合奏: one or more tests per card id.

Rulings: docs/rulings-basic4.md (§6-§11, §22a, §24, §27, §28). Player 0 is Saine's side unless stated.
"""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    DEVOTED,
    ENHANCE,
    HAND,
    PLAYED,
    SPECIAL,
    UNUSED,
)
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

SWING = "02-saine-o-n-1"
ENSEMBLE = "02_04-saine_tokoyo-A1-n-1_4"
CUT = "02-saine-o-n-2"
TREACHERY = "02-saine-A2-n-2"
HILT = "02-saine-o-n-3"
OUTCLASS = "02-saine-o-n-4"
SPACE = "02-saine-o-n-5"
CRYSTAL = "02-saine-o-n-6"
ACCOMP = "02-saine-A1-n-6"
WALL = "02-saine-o-n-7"
REVERB = "02-saine-A2-n-7"
ARC = "02-saine-o-s-1"
RESONANT = "02-saine-o-s-2"
DUET = "02-saine-A1-s-2"
ICEBREAKER = "02-saine-o-s-3"
WITHERING = "02-saine-A2-s-3"
FINAL = "02-saine-o-s-4"

SLASH = "01-yurina-o-n-1"  # 3-4 3/1, no text
TSUKIKAGE = "01-yurina-o-s-1"  # a Yurina Special without Devoted text
ETERNAL_MOON = "04-tokoyo-o-s-4"  # a Tokoyo Special without Devoted text


def cur_attack(st):
    """The innermost attack in progress (the one made last)."""
    assert st.attacks
    return st.attacks[max(st.attacks)]


def interject(st, *frames):
    """Withdraw the pending main-phase decision, resolve ``frames`` (fn, args) first, then ask again."""
    assert st.decision is not None and st.decision.kind == "main"
    st.stack.pop()
    st.decision = None
    S.push(st, S.main_loop)
    for fn, args in reversed(frames):
        S.push(st, fn, *args)
    S.run(st)


def vals(st):
    v = S.attack_values(st, cur_attack(st))
    return v.aura, v.life, v.flags


# ====================================================================== 八方振り
@pytest.mark.card("02-saine-o-n-1")
def test_swing_rush_idea_makes_follow_up_attack():
    """02-saine-o-n-1 Swing Rush: with Idea (Aura <= 1) the After Attack makes a 4-5 2/1 attack (CR 10-5, 9-4)."""
    st = scenario(hand0=[SWING], dist=5, aura=(1, 3))
    play_card(st, SWING)
    assert st.decision.kind == "damage" and options(st) == ("aura", "life")
    answer(st, "aura")  # 2 to Aura: 3 -> 1; follow-up 2/1 cannot go to Aura (1 < 2), Life is forced (CR 5-8-3-2)
    assert tokens(st) == {"life": (10, 9), "aura": (1, 1), "flare": (0, 1), "dist": 5, "shadow": 2}
    assert zone_ids(st, 0, PLAYED) == [SWING]
    assert st.attacks == {}
    assert st.decision.kind == "main"


@pytest.mark.card("02-saine-o-n-1")
def test_swing_rush_without_idea():
    """02-saine-o-n-1 Swing Rush: Aura 2 (no Idea) -> no follow-up attack."""
    st = scenario(hand0=[SWING], dist=5, aura=(2, 3))
    play_card(st, SWING)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (2, 1), "flare": (0, 0), "dist": 5, "shadow": 2}
    assert zone_ids(st, 0, PLAYED) == [SWING]
    assert st.attacks == {}
    assert st.decision.kind == "main"


@pytest.mark.card("02-saine-o-n-1")
def test_swing_rush_follow_up_takes_next_attack_buff():
    """02-saine-o-n-1 Swing Rush: a "next attack" buff created during the first attack's resolution goes
    to the follow-up attack (memo §24). The buff is created by hand here, after the first attack was made."""
    st = scenario(hand0=[SWING], dist=5, aura=(1, 5))
    play_card(st, SWING)
    st.buffs.append((0, None, (("dmg", 0, 1),)))  # as 遺響壁's attack would leave it
    answer(st, "aura")  # 5 -> 3
    assert st.decision.kind == "damage"
    assert vals(st)[:2] == (2, 2)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (1, 3), "flare": (0, 2), "dist": 5, "shadow": 2}
    assert st.buffs == [] and st.decision.kind == "main"


# ====================================================================== 合奏
@pytest.mark.card("02_04-saine_tokoyo-A1-n-1_4")
def test_ensemble_all_three_clauses():
    """02_04-saine_tokoyo-A1-n-1_4 Ensemble: Saine Special Devoted -> opp Aura->Shadow 1; Idea ->
    Shadow->Distance 1; Tokoyo Special Devoted -> Shadow->Aura 1, in printed order (CR 9-1, 10-20, memo §8)."""
    st = scenario(hand0=[ENSEMBLE], devoted0=[ICEBREAKER, ETERNAL_MOON], dist=4, aura=(1, 3), shadow=1)
    play_card(st, ENSEMBLE)
    assert st.decision.context == (1, 3, 0, "attack")
    answer(st, "life")  # a real 0 (memo §8)
    assert tokens(st) == {"life": (10, 10), "aura": (2, 2), "flare": (0, 0), "dist": 5, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [ENSEMBLE]
    assert st.decision.kind == "main"


@pytest.mark.card("02_04-saine_tokoyo-A1-n-1_4")
def test_ensemble_no_clause_applies():
    """02_04-saine_tokoyo-A1-n-1_4 Ensemble: no Devoted Saine/Tokoyo Special, Aura 3, Vigor 1 -> no After effect."""
    st = scenario(hand0=[ENSEMBLE], devoted0=[TSUKIKAGE], dist=4, aura=(3, 3), shadow=2, vigor=(1, 1))
    play_card(st, ENSEMBLE)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 4, "shadow": 5}
    assert st.decision.kind == "main"


@pytest.mark.card("02_04-saine_tokoyo-A1-n-1_4")
def test_ensemble_kyochi_clause_and_users():
    """02_04-saine_tokoyo-A1-n-1_4 Ensemble: Vigor 2 (Kyochi) alone triggers Shadow->Distance 1; its users
    are Saine and Tokoyo (CR 10-15, memo §8)."""
    st = scenario(hand0=[ENSEMBLE], dist=4, aura=(3, 3), shadow=2, vigor=(2, 1))
    assert st.cards[uid(st, ENSEMBLE)].users == ("saine", "tokoyo")
    play_card(st, ENSEMBLE)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 1}
    assert st.decision.kind == "main"


@pytest.mark.card("02_04-saine_tokoyo-A1-n-1_4")
def test_ensemble_as_reaction():
    """02_04-saine_tokoyo-A1-n-1_4 Ensemble: a Reaction attack; reacting to Slash (CR 9-4 i)."""
    st = scenario(hand1=[SLASH], hand0=[ENSEMBLE], turn_player=1, dist=4, aura=(3, 3))
    play_card(st, SLASH)
    react(st, ENSEMBLE)
    answer(st, "aura")  # p1 takes 3 to Aura
    assert st.decision.player == 0 and st.decision.context == (0, 3, 1, "attack")
    answer(st, "life")
    assert tokens(st) == {"life": (9, 10), "aura": (3, 0), "flare": (1, 0), "dist": 4, "shadow": 3}
    assert zone_ids(st, 0, PLAYED) == [ENSEMBLE] and zone_ids(st, 1, PLAYED) == [SLASH]
    assert st.decision.kind == "main" and st.decision.player == 1


# ====================================================================== 薙斬り
@pytest.mark.card("02-saine-o-n-2")
def test_cut_down_vanilla():
    """02-saine-o-n-2 Cut Down: plain 4-5 3/1 (vanilla), also usable as a Reaction."""
    st = scenario(hand0=[CUT], dist=5)
    assert can_play_now(st, CUT)
    play_card(st, CUT)
    assert vals(st)[:2] == (3, 1)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 5, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [CUT] and st.decision.kind == "main"


@pytest.mark.card_idle("02-saine-o-n-2")
def test_cut_down_out_of_range():
    """02-saine-o-n-2 Cut Down: not playable at distance 3 (range 4-5, CR 9-2)."""
    st = scenario(hand0=[CUT], dist=3)
    assert not can_play_now(st, CUT)


# ====================================================================== 裏斬り
@pytest.mark.card("02-saine-A2-n-2")
def test_treachery_swaps_when_opponent_aura_low():
    """02-saine-A2-n-2 Treachery: opponent Aura <= 1 when made -> 3/1 becomes 1/3 (CR 5-6 ii, memo §11)."""
    st = scenario(hand0=[TREACHERY], dist=4, aura=(3, 1))
    play_card(st, TREACHERY)
    assert st.decision.context == (1, 1, 3, "attack")
    answer(st, "life")
    assert tokens(st) == {"life": (10, 7), "aura": (3, 1), "flare": (0, 3), "dist": 4, "shadow": 0}
    assert st.decision.kind == "main"


@pytest.mark.card("02-saine-A2-n-2")
def test_treachery_no_swap_and_no_special_reactions():
    """02-saine-A2-n-2 Treachery: opponent Aura 2 -> 3/1 unchanged; No Reactions (Special) allows only
    normal Reactions (CR 10-22)."""
    st = scenario(hand0=[TREACHERY], hand1=[CUT], specials1=[ICEBREAKER], flare=(0, 2), dist=4, aura=(3, 2))
    play_card(st, TREACHERY)
    assert st.decision.kind == "react"
    assert options(st) == (("pass",), ("react", uid(st, CUT, 1)))
    assert vals(st) == (3, 1, frozenset({"no_reactions_special"}))
    react(st, None)  # Aura 2 < 3: Life is forced, answered automatically (CR 5-8-3-2)
    assert tokens(st) == {"life": (10, 9), "aura": (3, 2), "flare": (0, 3), "dist": 4, "shadow": 0}
    assert st.attacks == {} and st.decision.kind == "main"


@pytest.mark.card("02-saine-A2-n-2")
def test_treachery_swap_is_locked_at_making():
    """02-saine-A2-n-2 Treachery: the swap is decided when the attack is made; raising the opponent's
    Aura afterwards does not undo it (memo §11)."""
    st = scenario(hand0=[TREACHERY], dist=4, aura=(3, 1))
    play_card(st, TREACHERY)
    st.tok[S.AURA + 1] = 3  # e.g. a Reaction that recovered Aura
    st.tok[S.SHADOW] = 0
    assert vals(st)[:2] == (1, 3)


# ====================================================================== 石突
@pytest.mark.card("02-saine-o-n-3")
def test_hilt_slam_idea():
    """02-saine-o-n-3 Hilt Slam: with Idea, After Attack Shadow->Distance 1."""
    st = scenario(hand0=[HILT], dist=3, aura=(1, 3))
    play_card(st, HILT)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (1, 1), "flare": (0, 0), "dist": 4, "shadow": 1}
    assert st.decision.kind == "main"


@pytest.mark.card("02-saine-o-n-3")
def test_hilt_slam_no_idea():
    """02-saine-o-n-3 Hilt Slam: Aura 2 -> no After effect."""
    st = scenario(hand0=[HILT], dist=3, aura=(2, 3))
    play_card(st, HILT)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (2, 1), "flare": (0, 0), "dist": 3, "shadow": 2}
    assert st.decision.kind == "main"


# ====================================================================== 見切り
@pytest.mark.card("02-saine-o-n-4")
def test_outclass_main_phase_double_arrow():
    """02-saine-o-n-4 Outclass: Distance<->Shadow 1, direction chosen by the player (CR 10-1)."""
    st = scenario(hand0=[OUTCLASS], dist=6, shadow=1, aura=(3, 3))
    play_card(st, OUTCLASS)
    assert st.decision.kind == "arrow" and options(st) == (("dist", "shadow"), ("shadow", "dist"))
    answer(st, ("dist", "shadow"))
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 2}
    assert zone_ids(st, 0, PLAYED) == [OUTCLASS] and st.decision.kind == "main"


@pytest.mark.card("02-saine-o-n-4")
def test_outclass_as_reaction_with_idea_makes_attack_miss():
    """02-saine-o-n-4 Outclass: with Idea it may react (memo §6); Shadow->Distance puts the attack out of
    range, so it misses at CR 9-4 iii."""
    st = scenario(hand1=[CUT], hand0=[OUTCLASS], turn_player=1, dist=5, shadow=1, aura=(1, 3))
    play_card(st, CUT)
    assert options(st) == (("pass",), ("react", uid(st, OUTCLASS, 0)))
    react(st, OUTCLASS)
    answer(st, ("shadow", "dist"))
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 0), "dist": 6, "shadow": 0}
    assert st.attacks == {}
    assert zone_ids(st, 0, PLAYED) == [OUTCLASS] and zone_ids(st, 1, PLAYED) == [CUT]
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card_idle("02-saine-o-n-4")
def test_outclass_no_reaction_without_idea():
    """02-saine-o-n-4 Outclass: Aura 3 (no Idea) -> not a Reaction option; the attack goes straight to damage."""
    st = scenario(hand1=[CUT], hand0=[OUTCLASS], turn_player=1, dist=5, shadow=1, aura=(3, 3))
    play_card(st, CUT)
    assert st.decision.kind == "damage" and st.decision.player == 0
    assert zone_ids(st, 0, HAND) == [OUTCLASS]


# ====================================================================== 圏域
@pytest.mark.card("02-saine-o-n-5")
def test_space_for_master_deploy_and_mastery():
    """02-saine-o-n-5 Space for Master: Charge 2 (CR 9-2-3); Mastery Zone +1 -> Forward stops at 3 and
    Retreat works at 3 (CR 5-2-2, 9-7-1/5, memo §10)."""
    st = scenario(hand0=[SPACE, CUT], dist=3, shadow=2, aura=(3, 3))
    play_card(st, SPACE)
    assert st.decision.kind == "charge" and options(st) == (("aura", 0), ("aura", 1), ("aura", 2))
    answer(st, ("aura", 0))
    u = uid(st, SPACE)
    assert zone_ids(st, 0, ENHANCE) == [SPACE] and st.card_tokens(u) == 2
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 3, "shadow": 0}
    assert S.mastery_zone(st) == 3
    assert st.decision.kind == "main"
    assert ("basic", "forward") not in options(st)
    assert ("basic", "backward") in options(st)


@pytest.mark.card("02-saine-o-n-5")
def test_space_for_master_decay_goes_to_distance():
    """02-saine-o-n-5 Space for Master: the start-phase decay token goes to Distance (memo §10, CR 8-1-3 ii)."""
    st = scenario(enh0=[(SPACE, 2)], deck0=[CUT, HILT], dist=5, start="turn")
    assert st.decision.kind == "reshuffle"
    answer(st, False)
    assert st.card_tokens(uid(st, SPACE)) == 1
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 6, "shadow": 0}
    assert zone_ids(st, 0, HAND) == [CUT, HILT] and st.decision.kind == "main"


@pytest.mark.card("02-saine-o-n-5")
def test_space_for_master_full_distance_keeps_token():
    """02-saine-o-n-5 Space for Master: with Distance 10 the token stays on the card (memo §10, CR 6-3)."""
    st = scenario(enh0=[(SPACE, 1)], deck0=[CUT, HILT], dist=10, start="turn")
    answer(st, False)
    assert st.card_tokens(uid(st, SPACE)) == 1 and zone_ids(st, 0, ENHANCE) == [SPACE]
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 0}


@pytest.mark.card("02-saine-o-n-5")
def test_space_for_master_last_token_disenchant():
    """02-saine-o-n-5 Space for Master: the last token goes to Distance, then the card is disenchanted
    (no Disenchant effect) and goes to the played pile (CR 5-5-2, 9-6)."""
    st = scenario(enh0=[(SPACE, 1)], deck0=[CUT, HILT], dist=5, start="turn")
    answer(st, False)
    assert zone_ids(st, 0, ENHANCE) == [] and zone_ids(st, 0, PLAYED) == [SPACE]
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 6, "shadow": 0}
    assert S.mastery_zone(st) == 2


# ====================================================================== 衝音晶
@pytest.mark.card("02-saine-o-n-6")
def test_wavering_crystal_reaction_weakens():
    """02-saine-o-n-6 Wavering Crystal: as a Reaction, Initialize gives the reacted attack -1/+0 (CR 9-2-3)."""
    st = scenario(hand1=[CUT], hand0=[CRYSTAL], turn_player=1, dist=4, shadow=1, aura=(3, 3))
    play_card(st, CUT)
    react(st, CRYSTAL)
    assert st.decision.kind == "charge" and options(st) == (("aura", 0), ("aura", 1))
    answer(st, ("aura", 0))
    assert st.decision.kind == "damage" and st.decision.context == (0, 2, 1, "attack")
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 0), "dist": 4, "shadow": 2}
    assert zone_ids(st, 0, ENHANCE) == [CRYSTAL] and st.card_tokens(uid(st, CRYSTAL)) == 1
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("02-saine-o-n-6")
def test_wavering_crystal_disenchant_attack():
    """02-saine-o-n-6 Wavering Crystal: Disenchant attack 0-10 1/- No Reactions, then Shadow->Distance 1
    (CR 9-6, 10-5, 10-22)."""
    st = scenario(enh0=[(CRYSTAL, 1)], deck0=[CUT, HILT], hand1=[CUT], dist=5, aura=(3, 3), start="turn")
    # decay 1 -> Shadow; the attack deals 1 to p1's Aura (only option), no reaction window; Shadow->Distance 1
    assert st.decision.kind == "reshuffle"
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 6, "shadow": 1}
    assert zone_ids(st, 0, PLAYED) == [CRYSTAL] and zone_ids(st, 0, ENHANCE) == []


@pytest.mark.card("02-saine-o-n-6")
def test_wavering_crystal_main_phase_initialize_does_nothing():
    """02-saine-o-n-6 Wavering Crystal: played in the main phase there is no reacted attack."""
    st = scenario(hand0=[CRYSTAL], dist=5, shadow=0, aura=(3, 3))
    play_card(st, CRYSTAL)
    # charge 1 from Aura only (Shadow empty): a single option, answered automatically
    assert tokens(st) == {"life": (10, 10), "aura": (2, 3), "flare": (0, 0), "dist": 5, "shadow": 0}
    assert zone_ids(st, 0, ENHANCE) == [CRYSTAL] and st.decision.kind == "main"


# ====================================================================== 伴奏
@pytest.mark.card("02-saine-A1-n-6")
def test_accompaniment_first_attack_loses_no_reactions():
    """02-saine-A1-n-6 Accompaniment: the opponent's first attack this turn loses No Reactions and gets
    -1/+0 when another megami's Special is Devoted (memo §8); their second attack is not affected."""
    st = scenario(enh0=[(ACCOMP, 3)], devoted0=[TSUKIKAGE], specials0=[ICEBREAKER], flare=(2, 0),
                  hand1=[TREACHERY, CUT], turn_player=1, dist=4, aura=(2, 3))
    play_card(st, TREACHERY)
    assert st.decision.kind == "react"
    assert options(st) == (("pass",), ("react", uid(st, ICEBREAKER, 0)))
    assert vals(st) == (2, 1, frozenset())
    react(st, None)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (0, 3), "flare": (2, 0), "dist": 4, "shadow": 2}
    play_card(st, CUT)  # second attack this turn: unchanged
    assert st.decision.kind == "react"
    assert vals(st) == (3, 1, frozenset())
    react(st, None)  # Aura 0: Life forced
    assert tokens(st) == {"life": (9, 10), "aura": (0, 3), "flare": (3, 0), "dist": 4, "shadow": 2}
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("02-saine-A1-n-6")
def test_accompaniment_condition_fails():
    """02-saine-A1-n-6 Accompaniment: Aura 2 and no other megami's Devoted Special -> no change."""
    st = scenario(enh0=[(ACCOMP, 3)], devoted0=[ICEBREAKER], specials0=[FINAL], flare=(5, 0),
                  hand1=[TREACHERY], turn_player=1, dist=4, aura=(3, 3))
    play_card(st, TREACHERY)
    assert st.decision.kind == "damage"  # no Reaction possible: only a Special could react
    assert vals(st) == (3, 1, frozenset({"no_reactions_special"}))


@pytest.mark.card("02-saine-A1-n-6")
def test_accompaniment_not_first_attack():
    """02-saine-A1-n-6 Accompaniment: the opponent already attacked this turn (e.g. before it was deployed)
    -> their next attack is not modified (first attack counted from the start of the turn, memo §8)."""
    st = scenario(enh0=[(ACCOMP, 3), (WALL, 5)], hand1=[CUT], turn_player=1, dist=4, aura=(1, 3))
    st.marks[("done_attack", 99)] = (1, "life", 0, 1, -1)  # an earlier attack of p1 this turn
    play_card(st, CUT)
    assert st.decision.kind == "damage" and st.decision.context == (0, 3, 1, "attack")
    answer(st, "life")
    assert tokens(st) == {"life": (9, 10), "aura": (1, 3), "flare": (1, 0), "dist": 4, "shadow": 0}


@pytest.mark.card("02-saine-A1-n-6")
def test_accompaniment_deploy_charge():
    """02-saine-A1-n-6 Accompaniment: Charge 3 from Aura and/or Shadow (CR 9-2-3 iii)."""
    st = scenario(hand0=[ACCOMP], dist=4, aura=(2, 3), shadow=3)
    play_card(st, ACCOMP)
    assert options(st) == (("aura", 0), ("aura", 1), ("aura", 2))
    answer(st, ("aura", 1))
    assert st.card_tokens(uid(st, ACCOMP)) == 3 and zone_ids(st, 0, ENHANCE) == [ACCOMP]
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 0), "dist": 4, "shadow": 1}
    assert st.decision.kind == "main"


@pytest.mark.card("02-saine-A1-n-6")
def test_accompaniment_idea_first_attack():
    """02-saine-A1-n-6 Accompaniment: with Idea (real Aura <= 1) the opponent's first attack gets -1/+0
    (a Silent Wall lets the Aura side be chosen but does not count for Idea, memo §9)."""
    st = scenario(enh0=[(ACCOMP, 3), (WALL, 5)], hand1=[CUT], turn_player=1, dist=4, aura=(1, 3))
    play_card(st, CUT)
    assert st.decision.kind == "damage" and st.decision.context == (0, 2, 1, "attack")
    answer(st, "life")
    assert tokens(st) == {"life": (9, 10), "aura": (1, 3), "flare": (1, 0), "dist": 4, "shadow": 0}
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("02-saine-A1-n-6")
def test_accompaniment_initialize_discount():
    """02-saine-A1-n-6 Accompaniment: Initialize with a Saine Special Devoted -> your Specials cost 1 less
    this turn (memo §8)."""
    st = scenario(hand0=[ACCOMP], devoted0=[ICEBREAKER], specials0=[ARC], flare=(5, 0), dist=4, shadow=3)
    assert not can_play_now(st, ARC)
    play_card(st, ACCOMP)
    answer(st, ("aura", 0))
    assert S.card_cost(st, 0, uid(st, ARC)) == 5
    assert can_play_now(st, ARC)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (5, 0), "dist": 4, "shadow": 0}


@pytest.mark.card("02-saine-A1-n-6")
def test_accompaniment_initialize_no_discount_without_saine_special():
    """02-saine-A1-n-6 Accompaniment: no Saine Special Devoted -> no discount."""
    st = scenario(hand0=[ACCOMP], devoted0=[TSUKIKAGE], specials0=[ARC], flare=(5, 0), dist=4, shadow=3)
    play_card(st, ACCOMP)
    answer(st, ("aura", 0))
    assert S.card_cost(st, 0, uid(st, ARC)) == 6 and not can_play_now(st, ARC)


@pytest.mark.card("02-saine-A1-n-6")
def test_accompaniment_disenchant_discount_in_start_phase():
    """02-saine-A1-n-6 Accompaniment: its Disenchant during the start-phase decay also gives -1 Cost for
    that turn (memo §8)."""
    st = scenario(enh0=[(ACCOMP, 1)], devoted0=[ICEBREAKER], specials0=[ARC], flare=(5, 0), deck0=[CUT, HILT],
                  dist=4, start="turn")
    answer(st, False)
    assert zone_ids(st, 0, PLAYED) == [ACCOMP]
    assert S.card_cost(st, 0, uid(st, ARC)) == 5 and can_play_now(st, ARC)


# ====================================================================== 無音壁
@pytest.mark.card("02-saine-o-n-7")
def test_silent_wall_fullpower_deploy():
    """02-saine-o-n-7 Silent Wall: Throughout (full-power only, CR 8-2-2 B); Charge 5."""
    st = scenario(hand0=[WALL], dist=5, shadow=2, aura=(3, 3))
    assert not can_play_now(st, WALL) and can_play_now(st, WALL, fullpower=True)
    play_card(st, WALL, fullpower=True)  # 3 from Aura + 2 from Shadow: the only split
    assert zone_ids(st, 0, ENHANCE) == [WALL] and st.card_tokens(uid(st, WALL)) == 5
    assert tokens(st) == {"life": (10, 10), "aura": (0, 3), "flare": (0, 0), "dist": 5, "shadow": 0}
    assert st.decision.kind == "reshuffle" and st.decision.player == 1  # the main phase ended


@pytest.mark.card("02-saine-o-n-7")
def test_silent_wall_absorbs_damage_with_split():
    """02-saine-o-n-7 Silent Wall: wall tokens count as Aura for damage; the damaged player splits (memo §9)."""
    st = scenario(enh0=[(WALL, 5)], hand1=[CUT], turn_player=1, dist=4, aura=(1, 3))
    play_card(st, CUT)
    assert options(st) == ("aura", "life")
    answer(st, "aura")
    assert st.decision.kind == "damage_split" and options(st) == (2, 3)
    answer(st, 2)
    assert st.card_tokens(uid(st, WALL)) == 3
    assert tokens(st) == {"life": (10, 10), "aura": (0, 3), "flare": (0, 0), "dist": 4, "shadow": 3}
    assert st.decision.kind == "main" and st.decision.player == 1


# ====================================================================== 遺響壁
@pytest.mark.card("02-saine-A2-n-7")
def test_reverberant_wall_counts_as_aura_and_no_attack_in_opponent_turn():
    """02-saine-A2-n-7 Reverberant Wall: tokens count as Aura; emptied in the opponent's turn -> no
    Disenchant attack (memo §9: needs your turn)."""
    st = scenario(enh0=[(REVERB, 1)], hand1=[HILT], turn_player=1, dist=3, aura=(1, 3))
    play_card(st, HILT)
    answer(st, "aura")  # 2 = 1 Aura + 1 wall, forced split
    assert zone_ids(st, 0, PLAYED) == [REVERB] and st.attacks == {}
    assert tokens(st) == {"life": (10, 10), "aura": (0, 3), "flare": (0, 0), "dist": 3, "shadow": 2}
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("02-saine-A2-n-7")
def test_reverberant_wall_disenchant_attack_in_own_turn():
    """02-saine-A2-n-7 Reverberant Wall: Disenchant in your turn with Idea -> attack 0-5 0/0 whose After
    Attack deals 2 Aura damage and gives your next attack +0/+1 (memo §9, §24; CR 10-5)."""
    st = scenario(enh0=[(REVERB, 1)], deck0=[CUT, HILT], dist=5, aura=(1, 3), start="turn")
    assert st.decision.kind == "damage" and st.decision.context == (1, 0, 0, "attack")
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (1, 1), "flare": (0, 0), "dist": 5, "shadow": 3}
    assert st.buffs == [(0, None, (("dmg", 0, 1),))]
    answer(st, False)  # no reshuffle
    play_card(st, CUT)  # 3/1 +0/+1: p1's Aura 1 < 3, so the 2 Life damage is forced
    assert tokens(st) == {"life": (10, 8), "aura": (1, 1), "flare": (0, 2), "dist": 5, "shadow": 3}
    assert st.buffs == [] and st.decision.kind == "main"


@pytest.mark.card("02-saine-A2-n-7")
def test_reverberant_wall_disenchant_without_idea():
    """02-saine-A2-n-7 Reverberant Wall: Aura 2 (no Idea) in your turn -> no attack."""
    st = scenario(enh0=[(REVERB, 1)], deck0=[CUT, HILT], dist=5, aura=(2, 3), start="turn")
    assert st.decision.kind == "reshuffle"
    assert tokens(st) == {"life": (10, 10), "aura": (2, 3), "flare": (0, 0), "dist": 5, "shadow": 1}
    assert st.buffs == [] and zone_ids(st, 0, PLAYED) == [REVERB]


# ====================================================================== 律動弧戟
@pytest.mark.card("02-saine-o-s-1")
def test_rhythmic_arc_three_attacks():
    """02-saine-o-s-1 Rhythmic Arc: three separate attacks in order (memo §28), Cost 6 (CR 9-3)."""
    st = scenario(specials0=[ARC], flare=(6, 0), dist=4, aura=(3, 3))
    play_card(st, ARC)
    answer(st, "aura")  # 3-4 1/1
    answer(st, "aura")  # 4-5 1/1; then 3-5 2/2 with Aura 1 < 2: Life forced
    assert tokens(st) == {"life": (10, 8), "aura": (3, 1), "flare": (0, 2), "dist": 4, "shadow": 8}
    assert st.cstate[uid(st, ARC)] == DEVOTED and zone_ids(st, 0, SPECIAL) == [ARC]
    assert st.decision.kind == "main"


@pytest.mark.card("02-saine-o-s-1")
def test_rhythmic_arc_skips_out_of_range_attack():
    """02-saine-o-s-1 Rhythmic Arc: at distance 3 the 4-5 attack is not made (CR 10-5 i)."""
    st = scenario(specials0=[ARC], flare=(7, 0), dist=3, aura=(3, 3))
    play_card(st, ARC)
    answer(st, "aura")  # 3-4 1/1
    assert st.decision.context == (1, 2, 2, "attack")  # straight to the 3-5 2/2
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (1, 0), "dist": 3, "shadow": 9}
    assert st.decision.kind == "main"


@pytest.mark.card_idle("02-saine-o-s-1")
def test_rhythmic_arc_cost():
    """02-saine-o-s-1 Rhythmic Arc: not playable with 5 Flare."""
    st = scenario(specials0=[ARC], flare=(5, 0), dist=4)
    assert not can_play_now(st, ARC)


# ====================================================================== 響鳴共振
@pytest.mark.card("02-saine-o-s-2")
def test_resonant_beat_cost_and_effect():
    """02-saine-o-s-2 Resonant Beat: Cost 8 minus the opponent's Aura (3 -> 5); opp Aura->Distance 2."""
    st = scenario(specials0=[RESONANT], flare=(5, 0), dist=5, aura=(3, 3))
    assert S.card_cost(st, 0, uid(st, RESONANT)) == 5 and can_play_now(st, RESONANT)
    play_card(st, RESONANT)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 7, "shadow": 5}
    assert st.cstate[uid(st, RESONANT)] == DEVOTED and st.decision.kind == "main"


@pytest.mark.card_idle("02-saine-o-s-2")
def test_resonant_beat_not_affordable():
    """02-saine-o-s-2 Resonant Beat: opponent Aura 1 -> Cost 7; 5 Flare is not enough. Walls do not count
    (memo §28)."""
    st = scenario(specials0=[RESONANT], enh1=[(WALL, 4)], flare=(5, 0), dist=5, aura=(3, 1))
    assert S.card_cost(st, 0, uid(st, RESONANT)) == 7
    assert not can_play_now(st, RESONANT)
    st2 = scenario(specials0=[RESONANT], flare=(7, 0), dist=5, aura=(3, 0))
    assert S.card_cost(st2, 0, uid(st2, RESONANT)) == 8 and not can_play_now(st2, RESONANT)


@pytest.mark.card("02-saine-o-s-2")
def test_resonant_beat_distance_cap():
    """02-saine-o-s-2 Resonant Beat: Distance 9 takes only one token (CR 6-3, 7-1-1)."""
    st = scenario(specials0=[RESONANT], flare=(6, 0), dist=9, aura=(3, 2))
    assert S.card_cost(st, 0, uid(st, RESONANT)) == 6
    play_card(st, RESONANT)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 10, "shadow": 6}
    assert st.decision.kind == "main"


# ====================================================================== 弾奏氷瞑
@pytest.mark.card("02-saine-A1-s-2")
def test_duet_chilling_forbids_attacks_this_turn():
    """02-saine-A1-s-2 Duet: Chilling Tranquility: Cost 2, -1 with Idea; after it no attack this turn
    (memo §22a)."""
    st = scenario(specials0=[DUET], hand0=[CUT, OUTCLASS], flare=(1, 0), dist=4, aura=(1, 3))
    assert S.card_cost(st, 0, uid(st, DUET)) == 1
    assert can_play_now(st, CUT)
    play_card(st, DUET)
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 0), "dist": 4, "shadow": 1}
    assert st.cstate[uid(st, DUET)] == DEVOTED
    assert st.decision.kind == "main"
    assert not can_play_now(st, CUT) and can_play_now(st, OUTCLASS)


@pytest.mark.card_idle("02-saine-A1-s-2")
def test_duet_chilling_cost_without_idea():
    """02-saine-A1-s-2 Duet: Chilling Tranquility: Aura 2 -> Cost 2; not playable with 1 Flare."""
    st = scenario(specials0=[DUET], flare=(1, 0), dist=4, aura=(2, 3))
    assert S.card_cost(st, 0, uid(st, DUET)) == 2 and not can_play_now(st, DUET)


@pytest.mark.card("02-saine-A1-s-2")
def test_duet_chilling_forbids_effect_attacks():
    """02-saine-A1-s-2 Duet: Chilling Tranquility: an effect attack made later this turn is removed
    (Reverberant Wall's Disenchant attack here, memo §22a)."""
    st = scenario(specials0=[DUET], enh0=[(REVERB, 1)], flare=(2, 0), dist=4, aura=(1, 3))
    play_card(st, DUET)
    # the wall loses its last token to an effect: disenchanted, its attack would be 0-5 0/0
    interject(st, (S.move_tokens, (S.CARD_BASE + uid(st, REVERB), S.SHADOW, 1)))
    assert st.attacks == {} and zone_ids(st, 0, PLAYED) == [REVERB]
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (1, 0), "dist": 4, "shadow": 2}
    assert st.decision.kind == "main"


@pytest.mark.card("02-saine-A1-s-2")
def test_duet_chilling_devoted_buffs_other_megami_only():
    """02-saine-A1-s-2 Duet: Chilling Tranquility: Devoted, your other megami's attacks get +0/+1; Saine's
    and the shared 合奏 do not (CR 10-15, memo §22a)."""
    st = scenario(devoted0=[DUET], hand0=[SLASH, ENSEMBLE, CUT], dist=4, aura=(3, 5))
    play_card(st, SLASH)
    assert vals(st)[:2] == (3, 2)
    answer(st, "life")
    play_card(st, ENSEMBLE)
    assert vals(st)[:2] == (3, 0)
    answer(st, "life")  # its first clause applies: a Saine Special (this Duet) is Devoted
    play_card(st, CUT)
    assert vals(st)[:2] == (3, 1)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 7), "aura": (3, 4), "flare": (0, 3), "dist": 4, "shadow": 1}


@pytest.mark.card("02-saine-A1-s-2")
def test_duet_chilling_immediate_resurgence():
    """02-saine-A1-s-2 Duet: Chilling Tranquility: 1+ Life damage from an attack -> unused at once (CR 10-8)."""
    st = scenario(devoted0=[DUET], hand1=[CUT], turn_player=1, dist=4, aura=(3, 3))
    play_card(st, CUT)
    answer(st, "life")
    assert st.cstate[uid(st, DUET)] == UNUSED and zone_ids(st, 0, SPECIAL) == [DUET]
    assert tokens(st) == {"life": (9, 10), "aura": (3, 3), "flare": (1, 0), "dist": 4, "shadow": 0}


@pytest.mark.card("02-saine-A1-s-2")
def test_duet_chilling_no_resurgence_from_after_attack_damage():
    """02-saine-A1-s-2 Duet: Chilling Tranquility: Life damage that is not an attack's damage (CR 10-19)
    does not trigger it; Aura damage does not either."""
    st = scenario(devoted0=[DUET], hand1=[CUT], turn_player=1, dist=4, aura=(3, 3))
    interject(st, (S.push_single_damage, (0, "life", 1)))
    assert st.cstate[uid(st, DUET)] == DEVOTED
    play_card(st, CUT)
    answer(st, "aura")
    assert st.cstate[uid(st, DUET)] == DEVOTED
    assert tokens(st) == {"life": (9, 10), "aura": (0, 3), "flare": (1, 0), "dist": 4, "shadow": 3}


# ====================================================================== 音無砕氷
@pytest.mark.card("02-saine-o-s-3")
def test_silent_icebreaker_reaction():
    """02-saine-o-s-3 Silent Icebreaker: Reaction 0-10 1/1; After Attack the reacted attack gets -1/-1."""
    st = scenario(specials0=[ICEBREAKER], flare=(2, 0), hand1=[CUT], turn_player=1, dist=4, aura=(3, 3))
    play_card(st, CUT)
    react(st, ICEBREAKER)
    answer(st, "aura")  # p1 takes 1 to Aura
    assert st.decision.player == 0 and st.decision.context == (0, 2, 0, "attack")
    answer(st, "life")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 4, "shadow": 3}
    assert st.cstate[uid(st, ICEBREAKER)] == DEVOTED
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("02-saine-o-s-3")
def test_silent_icebreaker_resurgence_with_idea():
    """02-saine-o-s-3 Silent Icebreaker: Resurgence at your end phase with Idea (CR 10-7)."""
    st = scenario(devoted0=[ICEBREAKER], aura=(1, 3))
    end_main(st)
    assert st.cstate[uid(st, ICEBREAKER)] == UNUSED


@pytest.mark.card("02-saine-o-s-3")
def test_silent_icebreaker_no_resurgence_without_idea():
    """02-saine-o-s-3 Silent Icebreaker: Aura 2 at the end phase -> stays Devoted."""
    st = scenario(devoted0=[ICEBREAKER], aura=(2, 3))
    end_main(st)
    assert st.cstate[uid(st, ICEBREAKER)] == DEVOTED


# ====================================================================== 絶唱絶華
@pytest.mark.card("02-saine-A2-s-3")
def test_withering_fragment_ends_phase():
    """02-saine-A2-s-3 Withering Fragment: after the reacted attack resolves, Aura chosen and real Aura 0
    -> the current phase ends (CR 10-13, memo §7); Terminal (CR 9-2)."""
    st = scenario(specials0=[WITHERING], flare=(1, 0), hand1=[CUT, HILT], turn_player=1, dist=4, aura=(3, 3),
                  deck0=[OUTCLASS, SPACE])
    play_card(st, CUT)
    react(st, WITHERING)  # 2/- to p1: Aura is the only side
    assert st.decision.player == 0 and st.decision.context == (0, 3, 1, "attack")
    answer(st, "aura")  # p0 takes 3 to Aura -> 0
    # p1's main phase ended: end phase (hand 1 <= 2), then p0's turn begins
    assert st.turn_player == 0 and st.decision.kind == "reshuffle" and st.decision.player == 0
    assert zone_ids(st, 1, HAND) == [HILT] and zone_ids(st, 1, PLAYED) == [CUT]
    assert st.cstate[uid(st, WITHERING)] == DEVOTED
    assert tokens(st) == {"life": (10, 10), "aura": (0, 1), "flare": (0, 0), "dist": 4, "shadow": 6}


@pytest.mark.card("02-saine-A2-s-3")
def test_withering_fragment_life_chosen():
    """02-saine-A2-s-3 Withering Fragment: Life chosen -> the phase goes on; Terminal forbids further
    Reactions this turn."""
    st = scenario(specials0=[WITHERING], flare=(1, 0), hand1=[CUT, HILT], hand0=[CUT], turn_player=1, dist=4,
                  aura=(3, 3))
    play_card(st, CUT)
    react(st, WITHERING)
    answer(st, "life")
    assert st.decision.kind == "main" and st.decision.player == 1
    assert st.terminal[0]
    assert tokens(st) == {"life": (9, 10), "aura": (3, 1), "flare": (1, 0), "dist": 4, "shadow": 3}


@pytest.mark.card("02-saine-A2-s-3")
def test_withering_fragment_aura_left():
    """02-saine-A2-s-3 Withering Fragment: Aura chosen but Aura left (1) -> the phase goes on."""
    st = scenario(specials0=[WITHERING], flare=(1, 0), hand1=[CUT], turn_player=1, dist=4, aura=(4, 3))
    play_card(st, CUT)
    react(st, WITHERING)
    answer(st, "aura")
    assert st.decision.kind == "main" and st.decision.player == 1
    assert tokens(st) == {"life": (10, 10), "aura": (1, 1), "flare": (0, 0), "dist": 4, "shadow": 6}


# ====================================================================== 氷雨細音の果ての果て
@pytest.mark.card("02-saine-o-s-4")
def test_final_stage_only_against_special():
    """02-saine-o-s-4 Saine's Final Stage: only as a Reaction to a Special card's attack (memo §28)."""
    st = scenario(specials0=[FINAL], flare=(5, 2), specials1=[ICEBREAKER], hand1=[CUT], turn_player=1,
                  dist=4, aura=(3, 3))
    play_card(st, ICEBREAKER)
    assert options(st) == (("pass",), ("react", uid(st, FINAL, 0)))
    react(st, FINAL)  # 5/5 against Aura 3: Life forced
    assert tokens(st) == {"life": (10, 5), "aura": (3, 3), "flare": (0, 5), "dist": 4, "shadow": 7}
    assert st.decision.player == 0 and st.decision.context == (0, 1, 1, "attack")
    answer(st, "life")  # Icebreaker's 1/1 to p0
    assert tokens(st) == {"life": (9, 5), "aura": (3, 3), "flare": (1, 5), "dist": 4, "shadow": 7}
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card_idle("02-saine-o-s-4")
def test_final_stage_not_against_normal_or_in_main():
    """02-saine-o-s-4 Saine's Final Stage: no Reaction to a normal attack; not playable in the main phase."""
    st = scenario(specials0=[FINAL], flare=(5, 0), hand1=[CUT], turn_player=1, dist=4, aura=(3, 3))
    play_card(st, CUT)
    assert st.decision.kind == "damage"
    st2 = scenario(specials0=[FINAL], flare=(5, 0), dist=4)
    assert not can_play_now(st2, FINAL)
