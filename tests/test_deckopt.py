"""Deck optimizer (issue 18, item 3): neighbours, racing against a field, the fresh-seed check, the CLI."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cli import main
from sakura_lab.deckbuild import build_deck
from sakura_lab.deckopt import _apply, neighbours, optimize_deck
from sakura_lab.decks import load_deck


def test_neighbours_are_legal_and_new():
    deck = build_deck(["yurina", "saine"])
    moves = neighbours(deck, random.Random(1))
    assert len(moves) == 6 and sum(len(m.out) == 2 for m in moves) == 1  # four ranked, one random, one two-card move
    cat = get_catalogue()
    for m in moves:
        d = _apply(deck, m)  # make_deck validates the deck (7 normals + 3 specials of the pool)
        assert len(set(d.cards) - set(deck.cards)) == len(m.out)
        assert all(cat.card(o).kind == cat.card(i).kind for o, i in zip(m.out, m.into, strict=True))
    seen = frozenset(tuple(sorted(_apply(deck, m).cards)) for m in moves)
    again = neighbours(deck, random.Random(1), exclude=seen)
    assert not {tuple(sorted(_apply(deck, m).cards)) for m in again} & seen


def test_racing_finds_the_better_card(monkeypatch):
    """With a known scorer (a deck holding GOOD scores 0.7 per pair, otherwise 0.4, plus seed noise), the race
    drops the clearly worse candidates, moves to a deck with GOOD, and the fresh-seed check shows the gain."""
    import numpy as np

    import sakura_lab.deckopt as O

    deck = build_deck(["yurina", "saine"])
    good = neighbours(deck, random.Random(0))[2].into[0]
    raced: list[int] = []

    def fake(d, opponents, pairs_each, root_seed, agent, n_jobs):
        raced.append(root_seed)
        noise = np.random.default_rng(root_seed % 2**32).normal(0, 0.05, pairs_each * len(opponents))
        return np.clip((0.7 if good in d.cards else 0.4) + noise, 0, 1)

    monkeypatch.setattr(O, "_pair_scores", fake)
    res = optimize_deck(deck, [deck], budget=400, seed=5, batch=3, max_batches=4, check_pairs=10)
    assert good in res.deck.cards and good not in deck.cards
    assert res.moves and good in res.moves[0][0].into and res.moves[0][1] > 0.2
    assert res.check["lo"] > 0.2 and res.check["pairs"] == 10
    assert res.games <= 400


def test_optimizer_refuses_bad_input():
    deck = build_deck(["yurina", "saine"])
    with pytest.raises(ValueError, match="field"):
        optimize_deck(deck, [], budget=10)
    with pytest.raises(ValueError, match="budget"):
        optimize_deck(deck, [deck], budget=0)


def test_cli_optimize_never_overwrites(tmp_path, capsys):
    out = tmp_path / "opt.toml"
    assert main(["deck", "optimize", "yurina+saine", "--against", "himika+tokoyo", "--agent", "random", "--budget",
                 "40", "--batch", "1", "--check-pairs", "2", "--out", str(out), "--quiet"]) == 0
    text = capsys.readouterr().out
    assert "optimized deck:" in text
    assert load_deck(out).megami == ("yurina", "saine")
    assert main(["deck", "optimize", "yurina+saine", "--against", "himika+tokoyo", "--budget", "10", "--out",
                 str(out)]) == 2
    assert "never overwrites" in capsys.readouterr().err
