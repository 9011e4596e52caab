"""Renri's declarations (MR 20-4), session 8b: ``ai.policy.declare_choice`` (a fake only with a margin, a true
Falsehood as cover on a tie with the open play) and the shipped settings of the declarer."""
from __future__ import annotations

from sakura_lab.ai import policy as P
from sakura_lab.cards import renri as R
from sakura_lab.testing import scenario, uid

RN = ("renri", "yurina")
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1, no text


def _position():
    st = scenario(megami0=RN, hand0=[R.MOTIVE, SLASH], dist=5)
    d = st.decision
    u, v = uid(st, R.MOTIVE), uid(st, SLASH)
    return st, d, d.options.index(("play", u)), d.options.index(("rule", "falsehood", u, R.MOTIVE)), \
        d.options.index(("rule", "falsehood", v, R.MOTIVE))


def test_cover_declares_the_true_falsehood_when_it_ties_with_the_open_play():
    st, d, open_, true_, _fake = _position()
    scores = [0.0] * len(d.options)
    scores[open_] = scores[true_] = 1.0
    assert P.declare_choice(st.view(0), d, scores, open_, cover=0.0, margin=None) == true_
    assert P.declare_choice(st.view(0), d, scores, open_, cover=None, margin=None) == open_
    scores[true_] = 0.5  # the Falsehood is worse (e.g. a play later this turn counts the played pile)
    assert P.declare_choice(st.view(0), d, scores, open_, cover=0.0, margin=None) == open_
    assert P.declare_choice(st.view(0), d, scores, open_, cover=0.6, margin=None) == true_


def test_a_fake_needs_the_margin_over_the_best_honest_option():
    st, d, open_, true_, fake = _position()
    scores = [0.0] * len(d.options)
    scores[open_], scores[true_], scores[fake] = 1.0, 0.0, 4.0
    assert P.declare_choice(st.view(0), d, scores, fake, cover=None, margin=None) == fake
    assert P.declare_choice(st.view(0), d, scores, fake, cover=None, margin=2.0) == fake
    assert P.declare_choice(st.view(0), d, scores, fake, cover=None, margin=5.0) == open_
    scores[true_] = 1.0  # the honest option is the open play, and the cover makes it a true Falsehood
    assert P.declare_choice(st.view(0), d, scores, fake, cover=0.0, margin=5.0) == true_
    # a true Falsehood is never held back by the margin
    scores[true_] = 9.0
    assert P.declare_choice(st.view(0), d, scores, true_, cover=None, margin=5.0) == true_


def test_the_shipped_declarer_plans_against_the_real_refuter():
    """The simulations answer a refutation by the rule the heuristic really refutes with (``REFUTE["rule"] ==
    REFUTE["real"]``), and the declarer has a fake margin and the cover (docs/evaluation.md, Session 8b)."""
    assert P.REFUTE["rule"] == P.REFUTE["real"] == "expected"
    assert P.DECLARE["fake_margin"] is not None and P.DECLARE["fake_margin"] > 0
    assert P.DECLARE["cover"] is not None
