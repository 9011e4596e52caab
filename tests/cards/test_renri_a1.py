"""Historian Renri (renri-a1): her cards and the rules of CR v1.14.1 §20 (WitchSand/furuyoni-rules) that our digest
lacks: §20-1 relic cards face down in ＜Relics＞, §20-2-3 ＜Relics＞, §20-4 / §20-6-2 Falsehood Installation, §20-5
Regression; MR 20-4 (their §20-6-1) is tested in test_renri.py. Player 0 hosts Historian Renri."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import renri as R
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AUX8,
    AUX9,
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    HAND,
    PLAYED,
    SPECIAL,
)
from sakura_lab.engine.view import determinize
from sakura_lab.testing import (
    answer,
    end_main,
    options,
    pass_until,
    play_card,
    scenario,
    set_aside_to,
    tokens,
    uid,
    zone_ids,
)

HR = ("renri-a1", "yurina")
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1, no text
STANCE = "01-yurina-o-n-5"  # Yurina action
RELICS = (R.WEAPON, R.ESSENCE, R.BELL)


def setup(relics=RELICS, **kw):
    """A scenario for player 0 hosting Historian Renri with ``relics`` face down in ＜Relics＞ (placed without any
    recorded event, as the game's setup does)."""
    kw.setdefault("megami0", HR)
    kw["extra0"] = list(kw.get("extra0", ())) + list(relics)
    return set_aside_to(scenario(**kw), relics, R.RELICS)


def falsehood(st, card_id, declared, player=0):
    answer(st, ("rule", "falsehood", uid(st, card_id, player), declared))


# ---------------------------------------------------------------- §20-1, §20-2-3: ＜Relics＞
@pytest.mark.rule("CR v1.14.1 §20-1", "CR v1.14.1 §20-2-3")
def test_rule_20_1_relic_cards_start_face_down_in_relics():
    """§20-1: a player hosting Historian Renri sets the three relic cards face down in ＜Relics＞ (AUX9), not in
    ＜Extra＞; §20-2-3: nobody may look at them (face down, no rule lets the owner look)."""
    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    r = random.Random(3)
    st = new_state(7, (random_deck(HR, r), random_deck(("saine", "himika"), r)))
    assert sorted(zone_ids(st, 0, AUX9)) == sorted(RELICS)
    assert not any(st.cards[u].id in R.RELIC_IDS for u in st.zones[0][EXTRA])
    for u in st.zones[0][AUX9]:
        assert not st.view(0).can_see(u) and not st.view(1).can_see(u)
    assert zone_ids(st, 1, AUX9) == []


@pytest.mark.rule("CR v1.14.1 §20-2-3")
def test_rule_20_2_3_determinization_never_tells_the_relics_apart():
    """§20-2-3: a relic in the deck and those in ＜Relics＞ are hidden from both players: permuting which relic lies
    where changes no determinized world of either player, and the worlds deal them at random."""
    st = setup(relics=(R.ESSENCE, R.BELL), deck0=[R.WEAPON, SLASH])
    other = st.clone()
    cards = list(other.cards)
    a, b = uid(st, R.WEAPON), uid(st, R.ESSENCE)
    cards[a], cards[b] = cards[b], cards[a]
    other.cards = tuple(cards)
    for viewer in (0, 1):
        seen = set()
        for s in range(12):
            d = determinize(st.view(viewer), random.Random(s))
            twin = determinize(other.view(viewer), random.Random(s))
            assert [cd.id for cd in d.cards] == [cd.id for cd in twin.cards]
            seen.add(d.cards[a].id)
        assert len(seen) > 1


@pytest.mark.rule("CR v1.14.1 §20-2-3")
def test_rule_20_2_3_relic_effects_do_not_apply():
    """§20-2-3: a card in ＜Relics＞ has no effect: 刃の本質 there is not offered, its texts not in force."""
    st = setup(dist=3)
    assert not [o for o in options(st) if o[0] == "play" and st.cards[o[1]].id in R.RELIC_IDS]


# ---------------------------------------------------------------- 神授 (Divine Gift)
@pytest.mark.card("22-renri-a1-n-5")
def test_divine_gift_trades_places_with_a_relic_before_a_reshuffle():
    """22-renri-a1-n-5: used, it does nothing; just before a reshuffle, from the played pile it may go on top of the
    deck and trade places with a relic (chosen blind: at random), which the reshuffle then mixes into the deck."""
    st = setup(relics=(R.WEAPON,), played0=[R.GIFT, SLASH], start="turn")
    assert st.decision.kind == "reshuffle"
    answer(st, True)
    assert st.decision.context == "renri_gift"
    answer(st, True)
    assert zone_ids(st, 0, AUX9) == [R.GIFT]
    assert sorted(zone_ids(st, 0, DECK) + zone_ids(st, 0, HAND)) == sorted([R.WEAPON, SLASH])
    assert tokens(st)["life"] == (9, 10)  # the reshuffle's damage after the exchange
    assert st.mstats["renri_gift"] == [1, 0]
    assert st.view(0).can_see(uid(st, R.GIFT)) and st.view(1).can_see(uid(st, R.GIFT))  # seen going there


@pytest.mark.card("22-renri-a1-n-5")
def test_divine_gift_used_from_hand_does_nothing():
    st = setup(hand0=[R.GIFT], dist=5)
    play_card(st, R.GIFT)
    assert zone_ids(st, 0, PLAYED) == [R.GIFT] and zone_ids(st, 0, AUX9) == list(RELICS)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 0}


@pytest.mark.card_idle("22-renri-a1-n-5")
def test_divine_gift_declined_stays_in_the_played_pile():
    st = setup(played0=[R.GIFT], start="turn")
    answer(st, True)  # reshuffle
    answer(st, False)  # no gift
    assert zone_ids(st, 0, AUX9) == list(RELICS)


# ---------------------------------------------------------------- §20-6-2 Falsehood Installation, 偽りの武器
@pytest.mark.rule("CR v1.14.1 §20-6-2", "CR v1.14.1 §20-4")
@pytest.mark.card("22-renri-a1-n-5-ex1")
def test_rule_20_6_2_installation_before_reshuffle_a_true_weapon_refuted():
    """§20-6-2: just before a reshuffle (before its Life damage) a discarded card may be played as a Falsehood
    declaring only a card with 偽証設置 (偽りの武器). The true 偽りの武器, refuted: the refuter burns out (1/1),
    it attacks (2-4 1/1); §20-5: the owner may regress (declined here): it goes to the played pile."""
    st = setup(relics=(R.ESSENCE, R.BELL), discard0=[R.WEAPON], dist=3, start="turn")
    answer(st, True)  # reshuffle
    assert st.decision.context == "renri_install" and options(st) == ("stop", uid(st, R.WEAPON))
    w = uid(st, R.WEAPON)
    answer(st, w)
    assert zone_ids(st, 0, AUX8) == [R.WEAPON] and st.decision.context == ("renri_refute", w, R.WEAPON)
    answer(st, "refute")
    answer(st, "life")  # the refuter's Burnout
    assert st.decision.context == ("renri_regress", w)
    answer(st, False)
    pass_until(st, "damage", player=1)
    answer(st, "life")
    assert tokens(st)["life"] == (9, 8)  # 1 reshuffle damage; Burnout 1 + attack 1
    assert R.WEAPON in zone_ids(st, 0, DECK) + zone_ids(st, 0, HAND)  # played, then reshuffled in
    assert st.mstats["renri_install"] == [1, 0] and st.mstats["renri_refute_true"] == [0, 1]


@pytest.mark.rule("CR v1.14.1 §20-6-2")
def test_rule_20_6_2_installation_of_a_fake_unrefuted_goes_face_down():
    """§20-6-2 with a fake: Slash declared as 偽りの武器 attacks as it (2-4 1/1) and, face down, goes to the discard
    pile, then into the reshuffled deck."""
    st = setup(discard0=[SLASH], dist=3, start="turn")
    answer(st, True)
    answer(st, uid(st, SLASH))
    answer(st, "accept")
    pass_until(st, "damage", player=1)
    assert st.decision.context[1:3] == (1, 1)
    answer(st, "aura")
    assert tokens(st)["aura"][1] == 2 and tokens(st)["life"] == (9, 10)
    assert SLASH in zone_ids(st, 0, DECK) + zone_ids(st, 0, HAND)


@pytest.mark.rule("CR v1.14.1 §20-6-2", "MR 20-4-1")
def test_installation_policy_never_installs_a_sure_fake():
    """The fast rule for the installation (ai.policy.renri_install_choice): with the real 偽りの武器 in the played pile
    (seen by the opponent) a card installed as 偽りの武器 is a sure fake that the informed refuter catches, so none is
    installed; with every relic still in ＜Relics＞ it is a sure fake too (偽りの武器 can only be out of there through
    神授); with 偽りの武器 out of ＜Relics＞ and unseen (in the deck) the fake is believable and Slash is installed."""
    from sakura_lab.ai.evaluation import STYLES
    from sakura_lab.ai.policy import quick_choice, renri_install_choice

    st = setup(relics=(R.ESSENCE, R.BELL), played0=[R.WEAPON], discard0=[SLASH], dist=3, start="turn")
    answer(st, True)  # reshuffle
    d = st.decision
    assert d.context == "renri_install" and options(st) == ("stop", uid(st, SLASH))
    assert R.credible_install_names(st, 0, uid(st, SLASH)) == []
    assert renri_install_choice(st, d) == 0 and quick_choice(st, d, STYLES["balanced"]) == 0
    st = setup(discard0=[SLASH], dist=3, start="turn")
    answer(st, True)
    assert R.credible_install_names(st, 0, uid(st, SLASH)) == [] and renri_install_choice(st, st.decision) == 0
    st = setup(relics=(R.ESSENCE, R.BELL), deck0=[R.WEAPON], discard0=[SLASH], dist=3, start="turn")
    answer(st, True)
    d = st.decision
    assert d.context == "renri_install" and R.credible_install_names(st, 0, uid(st, SLASH)) == [R.WEAPON]
    assert renri_install_choice(st, d) == 1


@pytest.mark.rule("CR v1.14.1 §20-6-2")
def test_rule_20_6_2_no_installation_without_a_fitting_range():
    """The card must be playable as 偽りの武器 (range 2-4): at distance 8 nothing is offered."""
    st = setup(discard0=[SLASH], dist=8, start="turn")
    answer(st, True)
    assert st.decision is None or st.decision.context != "renri_install"


@pytest.mark.card("22-renri-a1-n-5-ex1")
def test_false_weapon_third_card_attack_gets_plus_life():
    """偽りの武器's 偽火: after its attack, the third card used this turn, if an Attack, gets +0/+1."""
    st = setup(relics=(R.ESSENCE, R.BELL), hand0=[R.WEAPON, STANCE, SLASH], dist=3)
    play_card(st, R.WEAPON)
    pass_until(st, "damage", player=1)
    answer(st, "aura")
    pass_until(st, "main", player=0)
    play_card(st, STANCE)
    pass_until(st, "main", player=0)
    play_card(st, SLASH)  # the third card: 3/1 + 0/1 (Aura 2 < 3: it goes to Life)
    pass_until(st, "main", player=0)
    assert tokens(st)["life"] == (10, 8) and tokens(st)["aura"] == (3, 2)


# ---------------------------------------------------------------- §20-5 Regression, 刃の本質, 最初の桜鈴
@pytest.mark.rule("CR v1.14.1 §20-5")
@pytest.mark.card("22-renri-a1-n-5-ex2")
def test_rule_20_5_regression_essence_returns_to_relics_and_zeroes_vigor():
    """§20-5: a failed refutation of 刃の本質 (回帰): the owner regresses: i. 神授 from ＜Relics＞ to the played pile;
    "when it regresses" the opponent's vigor becomes 0; ii. after its attack (3-4 3/1) it goes to ＜Relics＞."""
    st = setup(relics=(R.WEAPON, R.BELL), extra0=[R.GIFT], hand0=[R.ESSENCE], dist=4, vigor=(1, 2))
    g = uid(st, R.GIFT)
    st.zones[0][EXTRA].remove(g)
    st.zones[0][AUX9].append(g)
    st.loc[g] = AUX9
    e = uid(st, R.ESSENCE)
    falsehood(st, R.ESSENCE, R.ESSENCE)
    answer(st, "refute")
    answer(st, "aura")  # Burnout
    assert st.decision.context == ("renri_regress", e)
    answer(st, True)
    assert zone_ids(st, 0, PLAYED) == [R.GIFT] and st.vigor[1] == 0
    pass_until(st, "main", player=0)  # its 3/1 attack: Aura 2 < 3, so 1 to Life
    assert sorted(zone_ids(st, 0, AUX9)) == sorted([R.WEAPON, R.BELL, R.ESSENCE])
    assert tokens(st)["life"][1] == 9 and tokens(st)["aura"][1] == 2
    assert st.mstats["renri_regress"] == [1, 0]
    assert not st.view(0).can_see(e) and not st.view(1).can_see(e)  # face down again


@pytest.mark.card("22-renri-a1-n-5-ex2", "22-renri-a1-s-1")
def test_essence_gains_life_damage_with_tokens_on_resolution():
    """刃の本質's 奉納: with sakura tokens on ロルレロラルロ its attack is +0/+1 (3/2); treated as Zanka's card."""
    st = setup(relics=(R.WEAPON, R.BELL), hand0=[R.ESSENCE], enh0=[(R.RESOLUTION, 2)], dist=3)
    play_card(st, R.ESSENCE)
    pass_until(st, "damage", player=1)
    assert st.decision.context[1:3] == (3, 2)
    assert st.cards[uid(st, R.ESSENCE)].users == ("zanka",)


@pytest.mark.rule("CR v1.14.1 §20-5")
@pytest.mark.card("22-renri-a1-n-5-ex3")
def test_rule_20_5_bell_refuted_one_basic_action_then_regress_shadow_to_life():
    """最初の桜鈴 declared truly and refuted: only one basic action; regressing moves Shadow -> your Life 1; 光輝
    (Shadow 5 or less) puts a discarded card on the bottom of the deck; then it goes to ＜Relics＞."""
    st = setup(relics=(R.WEAPON, R.ESSENCE), hand0=[R.BELL], discard0=[SLASH], dist=5, shadow=2, life=(8, 10))
    b = uid(st, R.BELL)
    falsehood(st, R.BELL, R.BELL)
    answer(st, "refute")
    answer(st, "life")
    answer(st, True)  # regress
    assert tokens(st)["life"] == (9, 9) and tokens(st)["shadow"] == 1
    assert st.decision.kind == "basic" and "stop" not in options(st)
    answer(st, "forward")  # then 光輝: the only discarded card goes to the deck bottom
    assert zone_ids(st, 0, DECK) == [SLASH] and zone_ids(st, 0, DISCARD) == [] and tokens(st)["dist"] == 4
    assert st.decision.kind == "main" and st.loc[b] == AUX9


@pytest.mark.card("22-renri-a1-n-5-ex3")
def test_bell_unrefuted_two_basic_actions_and_wouka():
    st = setup(relics=(R.WEAPON, R.ESSENCE), hand0=[R.BELL], dist=5, shadow=6)
    play_card(st, R.BELL)
    answer(st, "forward")
    answer(st, "forward")
    assert tokens(st)["dist"] == 3 and tokens(st)["aura"][0] == 5
    assert zone_ids(st, 0, PLAYED) == [R.BELL] and st.decision.kind == "main"  # Shadow 6: no 光輝
    assert st.cards[uid(st, R.BELL)].users == ("wouka",)


# ---------------------------------------------------------------- 欺瞞の霧 (Fog of Deception)
@pytest.mark.card("22-renri-a1-n-2")
def test_fog_declared_as_an_opponent_megami_card_and_played():
    """欺瞞の霧: declared as a non-Enhancement Normal card the opponent could choose (Himika's Shoot, 4-10 2/1 is
    not an enhancement); the opponent holds none to reveal: it is played as that card."""
    shoot = "03-himika-o-n-1"
    st = setup(hand0=[R.FOG], dist=5)
    fogs = {o[3] for o in options(st) if o[:2] == ("rule", "fog")}
    assert shoot in fogs and all(not d.startswith("22-renri") for d in fogs)
    assert "04-tokoyo-o-n-7" not in fogs  # an enhancement
    answer(st, ("rule", "fog", uid(st, R.FOG), shoot))
    pass_until(st, "damage", player=1)
    answer(st, "life")
    pass_until(st, "main", player=0)
    assert zone_ids(st, 0, PLAYED) == [R.FOG] and tokens(st)["life"][1] == 9
    assert S.card_of(st, uid(st, R.FOG)).id == R.FOG and st.played_count[0] == 1


@pytest.mark.card_idle("22-renri-a1-n-2")
def test_fog_revealed_goes_to_played_unused():
    """The opponent reveals the declared card (here from their discard pile): the Fog goes to the played pile
    without being used (not counted as played)."""
    shoot = "03-himika-o-n-1"
    st = setup(hand0=[R.FOG], discard1=[shoot], dist=5)
    answer(st, ("rule", "fog", uid(st, R.FOG), shoot))
    assert st.decision.player == 1 and st.decision.context == ("renri_fog_reveal", uid(st, R.FOG), shoot)
    answer(st, True)
    assert zone_ids(st, 0, PLAYED) == [R.FOG] and st.played_count[0] == 0
    assert tokens(st)["life"] == (10, 10) and st.decision.kind == "main"
    assert st.mstats["renri_fog_revealed"] == [0, 1]


@pytest.mark.card("22-renri-a1-n-2")
def test_fog_as_a_reaction_card():
    """Declared the normal way, a Reaction card's Fog may answer an attack (Tokoyo's 雅打ち... any Reaction of the
    opponent's megami): here Yurina's 柄打ち is not a Reaction, Saine's 圏域 is not either; Tokoyo's Reaction 詩舞."""
    st = setup(hand0=[R.FOG], megami1=("tokoyo", "himika"), hand1=["03-himika-o-n-1"], dist=5, turn_player=1)
    play_card(st, "03-himika-o-n-1")
    d = st.decision
    assert d.kind == "react" and d.player == 0
    decl = [o for o in d.options if len(o) == 3]
    assert decl and all(o[1] == uid(st, R.FOG) for o in decl)
    answer(st, decl[0])
    assert S.card_of(st, uid(st, R.FOG)).subtype == "reaction"
    pass_until(st, "main", player=1)
    assert zone_ids(st, 0, PLAYED) == [R.FOG]


# ---------------------------------------------------------------- ロルレロラルロ (Resolution)
@pytest.mark.card("22-renri-a1-s-1")
def test_resolution_played_with_charge_0_then_replayed_at_end_phase_from_life():
    """ロルレロラルロ (Charge 0) played: deployed with no token it is disenchanted at once (Devoted). At the end
    phase its Devoted text replays it with Charge 3, one token from Life, two from Aura / Shadow."""
    st = setup(specials0=[R.RESOLUTION], dist=5, shadow=1)
    r = uid(st, R.RESOLUTION)
    play_card(st, R.RESOLUTION)
    pass_until(st, "main", player=0)
    assert st.loc[r] == SPECIAL and st.cstate[r] == DEVOTED
    end_main(st)
    assert st.decision.context == "renri_resolution_replay"
    answer(st, True)
    assert st.decision.kind == "charge"
    answer(st, ("aura", 1))
    assert st.loc[r] == ENHANCE and st.tok[CARD_BASE + r] == 3
    assert tokens(st)["life"] == (9, 10) and tokens(st)["aura"] == (2, 3) and tokens(st)["shadow"] == 0


@pytest.mark.card("22-renri-a1-s-1")
def test_resolution_deployed_draws_and_opponent_burnout_is_2_1():
    """Deployed: its owner may draw 1 at the start of their main phase; the opponent's Burnout deals 2/1."""
    st = setup(enh0=[(R.RESOLUTION, 2)], deck0=[SLASH, STANCE], start="turn", aura=(3, 1))
    pass_until(st, "may", player=0)
    assert st.decision.context == "renri_resolution_draw"
    answer(st, True)
    assert SLASH in zone_ids(st, 0, HAND) or STANCE in zone_ids(st, 0, HAND)
    st = setup(enh0=[(R.RESOLUTION, 2)], hand0=[R.WEAPON], dist=3, aura=(3, 3), relics=(R.ESSENCE, R.BELL))
    falsehood(st, R.WEAPON, R.WEAPON)
    answer(st, "refute")
    assert st.decision.kind == "damage" and st.decision.context[1:3] == (2, 1)


@pytest.mark.card("22-renri-a1-s-1")
def test_resolution_reveals_an_unrefuted_fake_for_vigor():
    """Deployed, an unrefuted Falsehood may be revealed; a fake gives 1 vigor, and, face up, it goes to the played
    pile after its use."""
    st = setup(enh0=[(R.RESOLUTION, 1)], hand0=[SLASH], dist=5, vigor=(0, 0))
    falsehood(st, SLASH, R.BEGUILE)
    answer(st, "accept")
    assert st.decision.context == ("renri_resolution_reveal", uid(st, SLASH), R.BEGUILE)
    answer(st, True)
    assert st.vigor[0] == 1
    assert zone_ids(st, 0, PLAYED) == [SLASH] and zone_ids(st, 0, DISCARD) == []


# ---------------------------------------------------------------- interactions with other megami
TRAP_OBORO = ("renri-a1", "oboro")
STRINGS = "05-oboro-o-n-1"  # Oboro's 鋼糸, a Trap


@pytest.mark.rule("CR v1.14.1 §20-6-2", "MR 3-3")
@pytest.mark.card("22-renri-a1-n-5-ex1")
def test_interaction_oboro_trap_and_installation_both_before_reshuffle():
    """Oboro's Trap (MR 3-3) and the Falsehood Installation (§20-6-2) are both situation-triggered just before the
    reshuffle: the turn player orders them; both happen before the reshuffle's Life damage."""
    st = setup(megami0=TRAP_OBORO, relics=(R.ESSENCE, R.BELL), discard0=[R.WEAPON, STRINGS], dist=3, start="turn")
    answer(st, True)
    assert st.decision.kind == "order"
    answer(st, st.decision.options[[c[0] for c in st.decision.context].index("renri_install")])
    answer(st, uid(st, R.WEAPON))
    answer(st, "accept")
    pass_until(st, "damage", player=1)
    answer(st, "aura")
    pass_until(st, "card", player=0)
    assert st.decision.context == "trap_before_reshuffle"
    assert tokens(st)["life"][0] == 10  # no reshuffle damage yet


@pytest.mark.card("07-shinra-o-s-1")
def test_interaction_fog_declared_as_shinra_card_and_chikage_opponent():
    """Against Shinra + Chikage the Fog may be declared as any of their non-enhancement Normal cards, never as a
    poison (not chosen in Deck Construction) and never as Renri's own."""
    st = setup(hand0=[R.FOG], megami1=("shinra", "chikage"), specials1=["07-shinra-o-s-1"], flare=(0, 5), dist=5)
    fogs = {o[3] for o in options(st) if o[:2] == ("rule", "fog")}
    assert fogs and all(d.startswith(("07-shinra", "09-chikage")) for d in fogs)
    assert not any("-p-" in d for d in fogs)
    end_main(st)
    pass_until(st, "main", player=1)
    play_card(st, "07-shinra-o-s-1")  # Shake the Mind: seal a card of the opponent's played pile
    pass_until(st, "main", player=1)


@pytest.mark.card("22-renri-a1-n-5-ex1")
def test_interaction_yatsuha_memory_hidden_and_relics_hidden():
    """With Yatsuha on the other side, determinization of both hidden zones (her Memory and the Relics) keeps the
    relics in ＜Relics＞ (three face-down cards whose identities are redrawn among the relics only)."""
    st = setup(relics=(R.ESSENCE, R.BELL), megami1=("yatsuha-aa1", "yurina"), hand0=[R.WEAPON], dist=3)
    play_card(st, R.WEAPON)
    pass_until(st, "damage", player=1)
    answer(st, "aura")
    pass_until(st, "main", player=0)
    for s in range(5):
        d = determinize(st.view(1), random.Random(s))
        assert sorted(d.cards[u].id for u in d.zones[0][AUX9]) == sorted([R.ESSENCE, R.BELL])


@pytest.mark.card("22-renri-a1-n-2")
def test_fog_declared_as_a_throughout_card_is_the_full_power_action():
    """A Throughout card (Himika's 5-9 3/1 Barrage) may be declared only as the full-power action; the main phase
    then ends (CR 8-2-2 B)."""
    barrage = "03-himika-o-n-4"
    st = setup(hand0=[R.FOG], dist=6)
    f = uid(st, R.FOG)
    assert ("rule", "fog", f, barrage) not in options(st)
    answer(st, ("rule", "fog_fullpower", f, barrage))  # Barrage deals both damages (3 to Aura, 1 to Life)
    assert tokens(st)["life"] == (10, 9) and tokens(st)["aura"] == (3, 0) and zone_ids(st, 0, PLAYED) == [R.FOG]
    assert st.turn_player == 1  # the main phase ended after the full-power action
