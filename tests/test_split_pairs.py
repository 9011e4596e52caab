"""``scripts/split_pairs.py``: a player that plays one card whenever it may, on X's side or both (``--force-y``)."""
from __future__ import annotations

from script_loader import load_script

from sakura_lab.ai.base import make_agent
from sakura_lab.engine.constants import D_MAIN
from sakura_lab.engine.view import PlayerView
from sakura_lab.testing import scenario, uid

SP = load_script("split_pairs")
SLASH = "01-yurina-o-n-1"


def test_forcing_plays_the_card_whenever_it_may_else_asks_the_inner_player():
    st = scenario(hand0=[SLASH], dist=3)
    d = st.decision
    assert d.kind == D_MAIN
    forcing = SP.Forcing(make_agent("random", seed=1), SLASH, 99)
    assert d.options[forcing.decide(PlayerView(st, 0), d)] == ("play", uid(st, SLASH))
    st = scenario(hand0=[SLASH], dist=8)  # out of range: not an option, so the inner player decides
    d = st.decision
    assert ("play", uid(st, SLASH)) not in d.options
    assert 0 <= SP.Forcing(make_agent("random", seed=1), SLASH, 99).decide(PlayerView(st, 0), d) < len(d.options)


def test_force_y_forces_both_sides(capsys):
    """With ``--force-y`` the same player on both sides plays the same games: every pair ends 1-1."""
    card = SP.MT.split_deck("yurina", "saine", 0).cards[0]
    assert SP.main(["yurina", "--pairs", "2", "--force", card, "--force-y"]) == 0
    out = capsys.readouterr().out.splitlines()[-1]
    assert out.startswith("yurina deck seed 0, 2 pairs, seed 0: X 50.0%") and "0 pairs decided" in out
