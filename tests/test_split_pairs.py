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


def test_several_decks_pool_their_pairs_and_a_deck_replays_its_single_deck_games():
    """``run_split_pairs`` over forms x deck seeds: one entry per deck, the pooled pairs, and a deck's games are
    those of the one-deck run with the same game seed (the same for any number of workers)."""
    import functools

    make_x = functools.partial(SP._maker, "heuristic", None, "", 99, "", True)
    make_y = functools.partial(SP._maker, "random", None, "", 99, "", True)
    both = SP.run_split_pairs(make_x, make_y, ("yurina", "saine"), (0, 1), 1, 7, jobs=2)
    assert both["pairs"] == 4 and sorted(both["per_deck"]) == ["saine/0", "saine/1", "yurina/0", "yurina/1"]
    one = SP.run_split_pairs(make_x, make_y, ("saine",), (1,), 1, 7, jobs=1)
    assert one["per_deck"]["saine/1"] == both["per_deck"]["saine/1"]
    assert one["win_rate"] == both["per_deck"]["saine/1"]


def test_an_unknown_form_is_named(capsys):
    import pytest

    with pytest.raises(ValueError, match="unknown deck form 'nobody'"):
        SP.form_deck("nobody", 0)
    with pytest.raises(SystemExit):
        SP.main(["yurina,nobody", "--pairs", "1"])
    assert "unknown deck form 'nobody'" in capsys.readouterr().err


def test_added_cards_join_the_deck_without_changing_the_forms_required_cards():
    """``--add`` reaches the deck through ``split_deck(add=...)``; ``REQUIRED`` stays as declared (a reused worker
    must not carry one trial's cards into the next)."""
    before = dict(SP.MT.REQUIRED)
    plain = SP.form_deck("yurina", 0)
    card = next(c for c in ("01-yurina-o-n-1", "01-yurina-o-n-2", "01-yurina-o-n-3") if c not in plain.cards)
    assert card in SP.form_deck("yurina", 0, (card,)).cards
    assert SP.MT.REQUIRED == before and SP.form_deck("yurina", 0).cards == plain.cards
