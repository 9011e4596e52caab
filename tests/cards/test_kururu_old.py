"""Kururu's older readings (issue 17, ``sakura_lab.cards.kururu_old``): each test plays the card as the season
printed it and, where the effect differs, shows the latest season's other result on the same position.
Player 0 hosts Kururu; the other cards come from megami whose na-s7 .. na-s8 readings are implemented here."""
from __future__ import annotations

import pytest

from sakura_lab.cards import kururu as K
from sakura_lab.cards.catalogue import LATEST_SEASON
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    EXTRA,
    FLARE,
    HAND,
    OUT,
    PLAYED,
    SEAL,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Custom, Reshuffle
from sakura_lab.engine.state import Ctx
from sakura_lab.engine.telemetry import counts
from sakura_lab.testing import answer, inject, options, play_card, scenario, tokens, uid, zone_ids

REGAINAH, RESEARCH, GULLIVER, DRAIN = K.REGAINAH, K.LAST_RESEARCH, K.GULLIVER, K.DRAIN_DEVIL
QUASH = "18-mizuki-o-n-3"  # Attack with Reaction: a part for ATK and REA icons
SNOW_BLADE = "15-korunu-o-n-1"  # attack 3-4 1/1
FROSTBITE = "15-korunu-o-n-6"  # enhancement
LIGHTHOUSE = "17-hatsumi-o-s-3"  # a Special of the opponent
JULIA = "11-thallya-o-s-4"  # Throughout Special: with tokens in the Machine it becomes unused
KU = ("kururu", "korunu")
KU1 = ("kururu-a1", "korunu")
OPP = ("hatsumi", "korunu")


def _declare(st, card_id, player=1):
    answer(st, st.cards[uid(st, card_id, player)].name("ja"))


# ====================================================================== りげいなー (reading since na-s2)
@pytest.mark.card("10-kururu-o-n-5@na-s7")
def test_regainah_s7_uses_a_devoted_special_free_then_vigor_zero():
    """ATK REA completed by Quash: one of your used Specials (Drain Devil, Kururu's own) is used again without
    its Cost (opponent's Aura -> yours 1); then your vigor becomes 0."""
    st = scenario(season="na-s7", megami0=KU, megami1=OPP, hand0=[REGAINAH], played0=[QUASH], devoted0=[DRAIN],
                  vigor=(2, 1))
    play_card(st, REGAINAH, fullpower=True)
    assert st.decision.context == "regainah" and options(st) == ("stop", uid(st, DRAIN))
    answer(st, uid(st, DRAIN))
    assert tokens(st)["aura"] == (4, 2) and tokens(st)["flare"] == (0, 0)
    assert st.cstate[uid(st, DRAIN)] == DEVOTED and st.vigor[0] == 0  # (the turn passed: full power)
    assert zone_ids(st, 0, PLAYED) == [QUASH, REGAINAH]
    # the latest reading needs ENH REA and another megami's card: nothing is used, the vigor stays
    st = scenario(megami0=KU, megami1=OPP, hand0=[REGAINAH], played0=[QUASH], devoted0=[DRAIN], vigor=(2, 1))
    play_card(st, REGAINAH, fullpower=True)
    assert tokens(st)["aura"] == (3, 3) and st.vigor[0] == 2


@pytest.mark.card("10-kururu-o-n-5@na-s7", "11-thallya-o-s-4")
def test_regainah_s7_may_use_a_throughout_special():
    """A Throughout Special may be used too: Julia's BlackBox (another megami's), used again with a full
    Machine, turns itself unused."""
    st = scenario(season="na-s7", megami0=("kururu", "thallya"), megami1=OPP, hand0=[REGAINAH], played0=[QUASH],
                  devoted0=[JULIA])
    play_card(st, REGAINAH, fullpower=True)
    answer(st, uid(st, JULIA))
    assert st.cstate[uid(st, JULIA)] == UNUSED and tokens(st)["flare"] == (0, 0)


@pytest.mark.card("10-kururu-o-n-5@na-s7")
def test_regainah_s7_vigor_zero_without_mechanism_and_not_from_face_down_pile():
    """Outside the gear frame the vigor still becomes 0; the na-s7 card has no Forced text letting it be
    played from the face-down pile."""
    st = scenario(season="na-s7", megami0=KU, megami1=OPP, hand0=[REGAINAH], discard0=[REGAINAH],
                  devoted0=[DRAIN], vigor=(2, 1))
    hand_u, down_u = st.zones[0][HAND][0], st.zones[0][DISCARD][0]
    assert ("fullpower", hand_u) in options(st) and ("fullpower", down_u) not in options(st)
    answer(st, ("fullpower", hand_u))
    assert st.vigor[0] == 0 and tokens(st)["aura"] == (3, 3)
    st = scenario(megami0=KU, megami1=OPP, discard0=[REGAINAH])
    assert ("fullpower", uid(st, REGAINAH)) in options(st)  # today: playable from there


# ====================================================================== らすとりさーち (reading since na-s4)
@pytest.mark.card("10-kururu-A1-s-3@na-s7")
def test_last_research_s4_nothing_without_face_down_card():
    """No face-down card: nothing happens (the latest reading first mills the opponent's top card)."""
    st = scenario(season="na-s7", megami0=KU1, megami1=OPP, specials0=[RESEARCH], played0=[SNOW_BLADE],
                  flare=(1, 0), deck1=[FROSTBITE])
    play_card(st, RESEARCH)
    assert st.decision.kind == "main" and zone_ids(st, 1, DECK) == [FROSTBITE]
    assert st.cstate[uid(st, RESEARCH)] == DEVOTED and tokens(st)["flare"] == (0, 0)
    st = scenario(megami0=KU1, megami1=OPP, specials0=[RESEARCH], played0=[SNOW_BLADE], flare=(2, 0),
                  deck1=[FROSTBITE])
    play_card(st, RESEARCH)
    assert zone_ids(st, 1, DISCARD) == [FROSTBITE] and st.decision.context == "declare_name"


@pytest.mark.card("10-kururu-A1-s-3@na-s8")
def test_last_research_s4_right_guess_token_from_shadow():
    """A right guess puts a token from Shadow (not Out of Game) on the card; the card stays Devoted."""
    st = scenario(season="na-s8", megami0=KU1, megami1=OPP, specials0=[RESEARCH], played0=[SNOW_BLADE],
                  flare=(1, 0), discard1=[FROSTBITE, SNOW_BLADE], shadow=4)
    play_card(st, RESEARCH)
    assert st.decision.player == 1 and st.decision.context == "last_research_pick"
    answer(st, uid(st, FROSTBITE, 1))
    _declare(st, FROSTBITE)
    r = uid(st, RESEARCH)
    assert st.card_tokens(r) == 1 and tokens(st)["shadow"] == 4 - 1 + 1  # the Cost's token went to Shadow
    assert zone_ids(st, 1, PLAYED) == [FROSTBITE] and st.cstate[r] == DEVOTED
    assert st.marks.get("outside_delta", 0) == 0


@pytest.mark.card("10-kururu-A1-s-3@na-s7")
@pytest.mark.rule("MR 8-4")
def test_last_research_s4_second_token_discovery_and_terminal():
    """At 2 tokens they go back to Shadow, the discovery is made (MR 8-4: Gulliver gained, the card removed)
    and the card gains Terminal: nothing more this turn. The latest reading gives no Terminal."""
    def run(season):
        st = scenario(season=season, megami0=KU1, megami1=OPP, specials0=[RESEARCH], extra0=[GULLIVER],
                      played0=[SNOW_BLADE], hand0=[SNOW_BLADE], flare=(2, 0), discard1=[FROSTBITE],
                      specials1=[LIGHTHOUSE], shadow=5, dist=3)
        r, lh = uid(st, RESEARCH), uid(st, LIGHTHOUSE)
        st.tok[CARD_BASE + r] = 1
        st.tok[S.SHADOW] -= 1
        inject(st, [Custom(lambda s, c: S.move_card(s, lh, OUT))], Ctx(1))  # "not chosen in Deck Construction"
        play_card(st, RESEARCH)
        _declare(st, FROSTBITE)
        assert st.decision.context == "discovery"
        answer(st, "opponent")
        assert st.owner[lh] == 0 and st.loc[lh] == SPECIAL and st.cstate[lh] == UNUSED
        g = uid(st, GULLIVER)
        assert st.loc[g] == SPECIAL and st.cstate[g] == UNUSED and st.loc[r] == OUT
        assert counts(st)["discovery"] == (1, 0)
        return st

    st = run("na-s7")
    assert st.terminal[0] and options(st) == (("end",),)
    assert tokens(st)["shadow"] == 4 + 1 - 1 + 2  # + the Cost, - the token put on it, + its 2 tokens back
    st = run(LATEST_SEASON)
    assert not st.terminal[0] and len(options(st)) > 1


@pytest.mark.card("10-kururu-A1-s-3@na-s7-2")
def test_last_research_s4_immediate_resurgence_on_reshuffle():
    """Immediate Resurgence: when its owner reshuffles, it becomes unused again, keeping its token."""
    st = scenario(season="na-s7-2", megami0=KU1, megami1=OPP, devoted0=[RESEARCH], played0=[SNOW_BLADE],
                  shadow=4)
    r = uid(st, RESEARCH)
    st.tok[CARD_BASE + r] = 1
    st.tok[S.SHADOW] -= 1
    inject(st, [Reshuffle()], Ctx(0))
    assert st.cstate[r] == UNUSED and st.card_tokens(r) == 1
    st = scenario(megami0=KU1, megami1=OPP, devoted0=[RESEARCH], played0=[SNOW_BLADE])
    inject(st, [Reshuffle()], Ctx(0))
    assert st.cstate[uid(st, RESEARCH)] == DEVOTED


# ====================================================================== いんだすとりあ (reading since na-s2)
INDUSTRIA, DUPLIGEAR = K.INDUSTRIA, K.DUPLIGEAR
CLAW = "13-utsuro-o-n-2"  # Dark Pulse, Utsuro's attack (na-s2)
WINDRUN = "13-utsuro-o-n-4"  # Pressure, Utsuro's action (na-s2)
MOZULE = "10-kururu-o-n-6"  # an Enhancement: never sealed
KR = ("kururu", "utsuro")


@pytest.mark.card("10-kururu-o-s-3@na-s2", "10-kururu-o-s-3-ex1")
def test_industria_s2_seals_from_hand_only():
    """na-s2: only the hand's non-Enhancement cards may be sealed (the played pile's Windrun is not offered);
    a Dupligear goes to the deck bottom. The latest reading also offers the played pile."""
    st = scenario(season="na-s2", megami0=KR, megami1=KR, specials0=[INDUSTRIA], hand0=[CLAW, MOZULE],
                  played0=[WINDRUN], deck0=["13-utsuro-o-n-3"], extra0=[DUPLIGEAR, DUPLIGEAR, DUPLIGEAR],
                  flare=(1, 0))
    play_card(st, INDUSTRIA)
    assert st.decision.context == "industria" and options(st) == ("stop", uid(st, CLAW))
    answer(st, uid(st, CLAW))
    assert zone_ids(st, 0, SEAL) == [CLAW] and zone_ids(st, 0, DECK) == ["13-utsuro-o-n-3", DUPLIGEAR]
    assert len(st.zones[0][EXTRA]) == 2 and st.cstate[uid(st, INDUSTRIA)] == DEVOTED
    assert zone_ids(st, 0, PLAYED) == [WINDRUN] and tokens(st)["flare"] == (0, 0)
    st = scenario(megami0=KR, megami1=KR, specials0=[INDUSTRIA], hand0=[CLAW, MOZULE], played0=[WINDRUN],
                  extra0=[DUPLIGEAR], flare=(1, 0))
    play_card(st, INDUSTRIA)
    assert options(st) == ("stop", uid(st, CLAW), uid(st, WINDRUN))


@pytest.mark.card("10-kururu-o-s-3@na-s3")
def test_industria_s2_nothing_more_once_a_card_is_sealed_and_resurges_on_reshuffle():
    st = scenario(season="na-s3", megami0=KR, megami1=KR, specials0=[INDUSTRIA], hand0=[CLAW], extra0=[DUPLIGEAR],
                  flare=(1, 0))
    play_card(st, INDUSTRIA)
    answer(st, uid(st, CLAW))
    assert st.cstate[uid(st, INDUSTRIA)] == DEVOTED
    inject(st, [Reshuffle()], Ctx(0))  # Immediate Resurgence: you reshuffle
    assert st.cstate[uid(st, INDUSTRIA)] == UNUSED
    inject(st, [Custom(lambda s, c: S.move_tokens(s, SHADOW, FLARE, 1))], Ctx(0))  # 1 Flare again
    play_card(st, INDUSTRIA)  # a card is already sealed: no choice, no Dupligear left in Extra
    assert st.decision.kind == "main" and zone_ids(st, 0, SEAL) == [CLAW]
