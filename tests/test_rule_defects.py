"""Rule defects found in review (issue 9, item 4): one test per case, each citing its rule.

Player 0 is the player under test unless stated.
"""
from __future__ import annotations

from sakura_lab.cards import chikage
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.constants import IN_USE, OUT, SPECIAL
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import play_card, scenario, tokens, uid

# ---------------------------------------------------------------- CR 10-20 "all your other Specials are Devoted"
PEAL = "08-hagane-o-s-2"  # 大破鐘メガロベル: cost 2; if all your other Specials are Devoted, Shadow -> your Life 2
ATTRACT = "08-hagane-o-s-3"  # a Hagane action Special
GRIM = "09-chikage-o-s-4"  # 闇昏千影の生きる道: Disenchant: if all your other Specials are Devoted, you win
SOULTOXIN = "09-chikage-o-s-1"  # an action Special
SPIRITQUELL = "09-chikage-o-s-2"  # 叛旗の纏毒: a Special enhancement (Charge 5)
HC = ("hagane", "chikage")


def _peal(**kw):
    st = scenario(megami0=HC, flare=(2, 0), life=(5, 10), shadow=2, **kw)
    return st


def test_peal_fails_with_a_special_deployed_as_an_enhancement():
    """CR 10-20: a Special in ＜Enhancement＞ is not Devoted, so 大破鐘メガロベル gives no Life."""
    st = _peal(specials0=[PEAL], devoted0=[ATTRACT], enh0=[(SPIRITQUELL, 2)])
    play_card(st, PEAL)
    assert tokens(st)["life"] == (5, 10) and tokens(st)["shadow"] == 4  # its cost went to Shadow, nothing else


def test_peal_fails_with_a_special_in_use():
    """CR 10-20 (digest NOTE): a Special in ＜In Use＞ is not Devoted either."""
    st = _peal(specials0=[PEAL, SOULTOXIN], devoted0=[ATTRACT])
    S.move_card(st, uid(st, SOULTOXIN), IN_USE)  # as if it were resolving around this play
    play_card(st, PEAL)
    assert tokens(st)["life"] == (5, 10)


def test_peal_ignores_specials_out_of_the_game():
    """CR 10-20: Specials in ＜Extra＞ and ＜Out of Game＞ are left out of the count."""
    st = _peal(specials0=[PEAL, SOULTOXIN], devoted0=[ATTRACT])
    G.remove_from_game(st, uid(st, SOULTOXIN))
    S.invalidate(st)
    play_card(st, PEAL)
    assert st.loc[uid(st, SOULTOXIN)] == OUT
    assert tokens(st)["life"] == (7, 10)


def test_grim_path_no_win_with_a_special_deployed_as_an_enhancement():
    """CR 10-20: 闇昏千影の生きる道 disenchanted while another Special of yours is deployed in
    ＜Enhancement＞ does not win (start of turn: both lose a token, only Grim Path empties)."""
    st = scenario(megami0=("chikage", "yurina"), enh0=[(GRIM, 1), (SPIRITQUELL, 2)], devoted0=[SOULTOXIN],
                  start="turn")
    assert st.outcome is None
    assert st.loc[uid(st, GRIM)] == SPECIAL and st.cstate[uid(st, GRIM)] == S.DEVOTED


def test_grim_path_no_win_with_a_special_in_use():
    """CR 10-20: a Special of yours in ＜In Use＞ when Grim Path's Disenchant resolves: no win."""
    st = scenario(megami0=("chikage", "yurina"), enh0=[(GRIM, 0)], specials0=[SOULTOXIN])
    S.move_card(st, uid(st, SOULTOXIN), IN_USE)
    chikage._grim_win(st, Ctx(0, uid(st, GRIM)))
    assert st.outcome is None
    S.move_card(st, uid(st, SOULTOXIN), SPECIAL)
    st.cstate[uid(st, SOULTOXIN)] = S.DEVOTED
    chikage._grim_win(st, Ctx(0, uid(st, GRIM)))
    assert st.outcome is not None and st.outcome.winner == 0


# ---------------------------------------------------------------- 錬成攻撃: not chosen by the opponent, not sealed
TEMPERED = "08-hagane-A1-s-1-ex1"
REPLICATE = "07-shinra-o-n-4"  # 引用
CONFUSE = "07-shinra-o-n-7"  # 論破
SHAKE = "07-shinra-o-s-1"  # 完全論破
CALTROPS = "05-oboro-o-n-2"  # 影菱
SLASH = "01-yurina-o-n-1"  # attack 3-4 3/1
ANVIL_CARD = "01-yurina-o-n-3"  # attack 1-2 2/1, Tempered Attack copies it
HA1 = ("hagane-a1", "yurina")


def _with_anvil(st, p=1):
    """Put ANVIL_CARD on ``p``'s Anvil (megami rules 6-3-1) so Tempered Attack is an Attack card."""
    from sakura_lab.engine.constants import AUX1
    from sakura_lab.testing import inject

    S.move_card(st, uid(st, ANVIL_CARD, p), AUX1)
    S.invalidate(st)
    inject(st, (), Ctx(st.turn_player))
    return st


def test_replicate_cannot_choose_tempered_attack():
    """錬成攻撃 (Hagane A1 extra card, megami rules 6-1): in hand it cannot be chosen by the opponent's
    effects, so Shinra's 引用 does not offer it although it is an Attack card (copying its Anvil)."""
    st = _with_anvil(scenario(megami0=("shinra", "yurina"), megami1=HA1, hand0=[REPLICATE],
                              hand1=[TEMPERED, SLASH], extra1=[ANVIL_CARD], dist=4))
    assert S.card_of(st, uid(st, TEMPERED, 1)).ctype == "attack"
    play_card(st, REPLICATE)
    assert st.decision.options == ("stop", uid(st, SLASH, 1))


def test_caltrops_cannot_choose_tempered_attack():
    """錬成攻撃 in hand is not offered by Oboro's 影菱 (look at the opponent's hand, put one face down;
    megami rules 3-2); with only it in hand nothing happens."""
    from sakura_lab.cards import oboro
    from sakura_lab.engine.dsl import Custom
    from sakura_lab.testing import answer, inject

    st = scenario(megami0=("oboro", "yurina"), megami1=HA1, discard0=[CALTROPS], hand1=[TEMPERED, SLASH],
                  dist=2)
    inject(st, (Custom(lambda s, c: oboro.play_from(s, 0, uid(st, CALTROPS))),), Ctx(0))
    answer(st, "life")
    # the only candidate, so it is put face down without asking
    assert st.loc[uid(st, SLASH, 1)] == S.DISCARD and st.loc[uid(st, TEMPERED)] == S.HAND
    st = scenario(megami0=("oboro", "yurina"), megami1=HA1, discard0=[CALTROPS], hand1=[TEMPERED], dist=2)
    inject(st, (Custom(lambda s, c: oboro.play_from(s, 0, uid(st, CALTROPS))),), Ctx(0))
    answer(st, "life")
    assert st.decision.kind == "main" and st.loc[uid(st, TEMPERED)] == S.HAND


def test_tempered_attack_cannot_be_sealed():
    """錬成攻撃 "is not sealed" (CR 10-9 sealing): 完全論破 does not offer it from the played pile, 論破
    with only it there seals nothing, and sealing it directly leaves it where it is."""
    from sakura_lab.engine.constants import PLAYED, SEAL

    st = scenario(megami0=("shinra", "yurina"), megami1=HA1, specials0=[SHAKE], played1=[TEMPERED, SLASH],
                  flare=(2, 0))
    play_card(st, SHAKE)
    assert st.zones[1][SEAL] == [uid(st, SLASH, 1)]  # the only candidate, chosen without asking
    assert st.loc[uid(st, TEMPERED)] == PLAYED
    st = scenario(megami0=("shinra", "yurina"), megami1=HA1, hand0=[CONFUSE], played1=[TEMPERED], aura=(4, 3))
    play_card(st, CONFUSE)
    assert st.zones[1][SEAL] == [] and st.loc[uid(st, TEMPERED)] == PLAYED
    G.seal(st, uid(st, TEMPERED), uid(st, CONFUSE))
    assert st.loc[uid(st, TEMPERED)] == PLAYED


# ---------------------------------------------------------------- はらりゆき: Immediate Resurgence on the open face
GENTLE_SNOW = "06-yukihi-o-s-1"


def test_fluttering_snow_resurges_when_the_umbrella_opens_not_when_it_closes():
    """MR 4-2-1 (an umbrella card is read with its owner's state when it is referenced), CR 10-8 and 5-5-6
    (Immediate Resurgence is looked at once its condition holds, after the flip): はらりゆき's Immediate
    Resurgence, printed on the open face only, works when the umbrella opens and not when it closes."""
    from sakura_lab.cards import yukihi as Y
    from sakura_lab.testing import inject

    st = scenario(megami0=("yukihi", "yurina"), devoted0=[GENTLE_SNOW])
    u = uid(st, GENTLE_SNOW)
    inject(st, (Y.TOGGLE,), Ctx(0))  # closed -> open
    assert Y.umbrella_open(st, 0) and st.cstate[u] == S.UNUSED
    st = scenario(megami0=("yukihi", "yurina"), devoted0=[GENTLE_SNOW])
    st.marks[("umbrella", 0)] = True
    S.invalidate(st)
    u = uid(st, GENTLE_SNOW)
    inject(st, (Y.TOGGLE,), Ctx(0))  # open -> closed
    assert not Y.umbrella_open(st, 0) and st.cstate[u] == S.DEVOTED
