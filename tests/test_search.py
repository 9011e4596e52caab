"""The search players (``mcts``: determinized Monte Carlo over the heuristic; ``lookahead``): they find a
winning play, spend exactly their budget, score positions as win probabilities, and are reproducible."""
import math
import random

import pytest

from sakura_lab.ai import mcts as M
from sakura_lab.ai.base import make_agent
from sakura_lab.ai.evaluation import SCALE, STYLES, evaluate
from sakura_lab.testing import options, scenario, uid

SLASH = "01-yurina-o-n-1"  # 斬: range 3-4, damage 3/1


def _lethal():
    # the opponent has no aura and 1 life: a Slash at distance 4 wins the game on the spot
    return scenario(hand0=(SLASH, "02-saine-o-n-1"), life=(10, 1), aura=(3, 0), dist=4, vigor=(1, 1))


@pytest.mark.parametrize("spec", ["mcts:worlds=2,top=3", "lookahead", "heuristic"])
def test_search_players_take_a_winning_attack(spec):
    st = _lethal()
    d = st.decision
    i = make_agent(spec, seed=1).decide(st.view(0), d)
    assert d.options[i][0] in ("play", "fullpower") and d.options[i][1] == uid(st, SLASH)


def test_budget_is_top_times_worlds():
    st = scenario(hand0=(SLASH, "02-saine-o-n-1", "01-yurina-o-n-2"), dist=6)
    d = st.decision
    n_real = sum(1 for o in d.options if o[0] != "fullpower")
    agent = make_agent("mcts:worlds=3,top=2", seed=4)
    agent.decide(st.view(0), d)
    assert n_real >= 2 and agent.last_playouts == 2 * 3


def test_playout_stops_at_the_start_of_the_deciders_next_turn():
    st = scenario(hand0=(SLASH,), hand1=("03-himika-o-n-1",), dist=6, turn=3, turn_player=0)
    c = st.clone()
    M.playout(c, 0, STYLES["balanced"], turns=1)
    assert c.outcome is not None or (c.turn == 5 and c.turn_player == 0)


def test_win_probability_scale():
    st = _lethal()
    w = STYLES["balanced"]
    v = evaluate(st, 0, w)
    assert M.win_probability(st, 0, w) == pytest.approx(1 / (1 + math.exp(-v / SCALE)))


def test_same_seed_same_decisions():
    st = scenario(hand0=(SLASH, "02-saine-o-n-1", "01-yurina-o-n-2"), hand1=("03-himika-o-n-1",), dist=6)
    d = st.decision
    a = [make_agent("mcts:worlds=2", seed=9).decide(st.view(0), d) for _ in range(2)]
    assert a[0] == a[1]
    assert options(st)  # the state was not changed by the search


def test_a_large_margin_keeps_the_heuristics_first_choice():
    """``margin``: another candidate's mean must beat the heuristic's first choice by that much; a margin no mean
    can bridge leaves the first choice of the one-ply ranking (``prior=0``: every option's turn finished, the
    heuristic's own procedure), whatever the playouts say."""
    from sakura_lab.ai.heuristic import option_scores
    from sakura_lab.engine.view import determinize

    st = scenario(hand0=(SLASH, "02-saine-o-n-1", "01-yurina-o-n-2"), hand1=("03-himika-o-n-1",), dist=6)
    d = st.decision
    agent = make_agent("mcts:worlds=2,prior=0,margin=0.999", seed=3)
    rng = random.Random(3)  # the agent's own generator: its first world is this determinization
    prior = option_scores(determinize(st.view(0), rng), d, STYLES["balanced"], 0)
    assert agent.decide(st.view(0), d) == prior.index(max(prior))
    assert agent.last_playouts > 0  # the candidates were still played


@pytest.mark.parametrize("spec", ["mcts:prior=-1", "mcts:margin=1.5", "mcts:margin=-0.1"])
def test_bad_prior_or_margin_is_named(spec):
    from sakura_lab.ai.base import AgentSpecError

    with pytest.raises(AgentSpecError, match="prior|margin"):
        make_agent(spec, seed=1)


def _damage_choice():
    """Player 0 (1 life, 3 Aura) is hit by a Slash (3/1) and must choose: 3 from the Aura, or 1 Life and lose."""
    st = scenario(megami1=("yurina", "saine"), hand1=(SLASH,), life=(1, 10), aura=(3, 3), dist=4, turn_player=1)
    st.apply(next(k for k, o in enumerate(st.decision.options) if o[0] == "play" and o[1] == uid(st, SLASH)))
    assert st.decision.kind == "damage" and st.decision.player == 0 and st.decision.options == ("aura", "life")
    return st


def test_damage_choices_are_searched_by_default():
    """Since session 15 the search takes damage, yes/no, mode and card choices too (``M.SEARCHED``)."""
    st = _damage_choice()
    agent = make_agent("mcts:worlds=2", seed=5)
    assert agent.searched == M.SEARCHED == ("main", "react", "damage", "may", "choose", "card")
    assert st.decision.options[agent.decide(st.view(0), st.decision)] == "aura"
    assert agent.last_playouts == 2 * 2  # both options, in both worlds


def test_search_names_the_kinds_searched():
    """``search=main+react`` is the player before session 15: the damage choice goes to its heuristic (no playout)."""
    st = _damage_choice()
    agent = make_agent("mcts:worlds=2,search=main+react", seed=5)
    assert agent.searched == ("main", "react")
    assert st.decision.options[agent.decide(st.view(0), st.decision)] == "aura"
    assert agent.last_playouts == 0
    assert make_agent("lookahead", seed=1).searched == ("main",)


@pytest.mark.parametrize("spec", ["mcts:search=damage+mulligan", "mcts:search=+"])
def test_an_unknown_searched_kind_is_named(spec):
    from sakura_lab.ai.base import AgentSpecError

    with pytest.raises(AgentSpecError, match="search"):
        make_agent(spec, seed=1)


def _play_reference(st, p, w, turns=1):
    """The playout of ``rest=1`` spelled out: ``p``'s own choices in the current turn by the heuristic's exhaustive
    procedure (``option_scores`` with ``top=0`` and the early stop), everything after by ``choose_on_state``."""
    from sakura_lab.ai.heuristic import ENDS, SIMULATED, choose_on_state, option_scores

    stop = st.turn + (2 * turns if st.turn_player == p else 2 * turns - 1)
    first = st.turn if st.turn_player == p else -1
    while st.outcome is None and st.turn < stop:
        d = st.decision
        if st.turn == first and d.player == p and len(d.options) > 1 and d.kind in SIMULATED:
            scores = option_scores(st, d, w, 0, (), ENDS)
            st.apply(scores.index(max(scores)))
        else:
            st.apply(choose_on_state(st, w))


def _snapshot(st):
    return st.turn, st.turn_player, tuple(st.tok), tuple(tuple(tuple(z) for z in side) for side in st.zones), st.outcome


def test_rest_plays_the_searchers_own_turn_with_the_heuristics_own_procedure():
    """``rest=1`` (session 17; the lookahead's default): in a playout, the searching player's choices in the turn the
    searched option was played in are the heuristic player's (every option finished, ending the turn early judged
    too), the rest of the playout the best-few procedure's; ``rest=0`` is the playout before."""
    w = STYLES["balanced"]
    st = scenario(hand0=(SLASH, "02-saine-o-n-1", "01-yurina-o-n-2"), hand1=("03-himika-o-n-1",), dist=6,
                  vigor=(2, 1))
    played = 0
    for i in range(len(st.decision.options)):
        c = st.clone()
        c.apply(i)
        if c.outcome is not None or c.turn_player != 0:
            continue
        ref = c.clone()
        M.playout(c, 0, w, rest=1)
        _play_reference(ref, 0, w)
        assert _snapshot(c) == _snapshot(ref)
        played += 1
    assert played >= 2


def test_the_search_ranks_by_the_heuristics_own_procedure_and_plays_its_rest():
    agent = make_agent("lookahead", seed=1)
    assert (agent.prior, agent.rest, agent.worlds, agent.top) == (0, 1, 5, 4)
    before = make_agent("lookahead:prior=2,rest=0", seed=1)
    assert (before.prior, before.rest) == (2, 0)
    agent = make_agent("mcts", seed=1)
    assert (agent.prior, agent.rest, agent.worlds, agent.top) == (0, 1, 6, 4)
    before = make_agent("mcts:prior=2,rest=0", seed=1)
    assert (before.prior, before.rest) == (2, 0)


@pytest.mark.parametrize("spec", ["mcts:rest=2", "lookahead:rest=-1"])
def test_a_bad_rest_is_named(spec):
    from sakura_lab.ai.base import AgentSpecError

    with pytest.raises(AgentSpecError, match="rest"):
        make_agent(spec, seed=1)
