"""Rule defects found in review (issue 9, item 4): one test per case, each citing its rule.

Player 0 is the player under test unless stated.
"""
from __future__ import annotations

from sakura_lab.cards import chikage
from sakura_lab.engine import general as G
from sakura_lab.engine import state as S
from sakura_lab.engine.constants import IN_USE, OUT, SPECIAL
from sakura_lab.engine.state import Ctx
from sakura_lab.engine.testing import play_card, scenario, tokens, uid

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
