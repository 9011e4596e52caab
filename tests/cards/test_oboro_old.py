"""Older readings of Oboro's cards (issue 17): one or more tests per reading, played in a season that prints it.
Player 0 hosts Oboro and Yurina, player 1 Himika and Tokoyo."""
from __future__ import annotations

import pytest

from sakura_lab.engine.constants import DEVOTED, DISCARD, ENHANCE, PLAYED
from sakura_lab.testing import answer, options, play_card, scenario, tokens, uid, zone_ids

URO = "05-oboro-o-s-3"  # Action Special, cost 4, until na-s8; Enhancement (cost 2, charge 3) since na-s8-2
STRINGS = "05-oboro-o-n-1"  # Trap attack 3-4 2/2
NINPO = "05-oboro-o-n-4"  # Trap action: Shadow -> Distance 1 (from the discard pile: may play another Trap)
INDUCE = "05-oboro-o-n-5"  # Trap reaction action
SLASH = "01-yurina-o-n-1"
OBORO = ("oboro", "yurina")


@pytest.mark.card("05-oboro-o-s-3@na-s7")
def test_uro_uo_old_is_an_action_special_without_play_effect():
    """05-oboro-o-s-3 Uro-Uo (na-s2 .. na-s8): an Action Special of Cost 4 that does nothing when played (today an
    enhancement that moves played cards face down)."""
    st = scenario(season="na-s7", megami0=OBORO, specials0=[URO], played0=[SLASH], flare=(4, 0))
    play_card(st, URO)
    assert st.cstate[uid(st, URO)] == DEVOTED and tokens(st)["flare"] == (0, 0)
    assert zone_ids(st, 0, PLAYED) == [SLASH] and st.decision.kind == "main"
    st = scenario(megami0=OBORO, specials0=[URO], played0=[SLASH], flare=(4, 0), aura=(0, 3), shadow=3)
    play_card(st, URO)  # today: Cost 2, Charge 3 from Shadow, then played cards may go face down
    assert tokens(st)["flare"] == (2, 0) and st.card_tokens(uid(st, URO)) == 3
    assert st.decision.kind == "card" and options(st) == ("stop", uid(st, SLASH))
    answer(st, "stop")
    assert st.loc[uid(st, URO)] == ENHANCE


def _traps_before_reshuffle(season):
    st = scenario(season=season, megami0=OBORO, devoted0=[URO], discard0=[STRINGS, INDUCE, NINPO], dist=3, shadow=1,
                  start="turn")
    assert st.decision.kind == "reshuffle"
    answer(st, True)
    assert set(options(st)) == {"stop", uid(st, STRINGS), uid(st, INDUCE), uid(st, NINPO)}
    answer(st, uid(st, STRINGS))
    answer(st, "aura")
    answer(st, uid(st, INDUCE))
    answer(st, "opp_aura_to_opp_flare")
    return st


@pytest.mark.card("05-oboro-o-s-3@na-s8")
def test_uro_uo_old_any_number_of_traps_before_a_reshuffle():
    """05-oboro-o-s-3 Uro-Uo (older), Devoted: before a reshuffle any number of Trap cards, attacks included, may be
    played from the discard pile in any order: a third Trap after Steel Strings and Induce. Today's reading gives
    one more non-attack Trap only, so Ninpo-Walk is no longer offered."""
    st = _traps_before_reshuffle("na-s8")
    assert options(st) == ("stop", uid(st, NINPO))
    answer(st, uid(st, NINPO))
    assert tokens(st)["dist"] == 4 and tokens(st)["life"][0] == 9  # then the reshuffle's Life damage
    assert st.zones[0][DISCARD] == [] and st.decision.kind == "main"
    st = _traps_before_reshuffle(None)
    assert tokens(st)["dist"] == 3 and tokens(st)["life"][0] == 9 and st.decision.kind == "main"
