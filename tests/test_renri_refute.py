"""Renri's refutation (MR 20-4-1) without peeking: the refuter's worlds draw the face-down Falsehood from the rates
measured in self-play (``data/renri_falsehood.json``, ``cards.renri.true_prior``), the fast rule
(``ai.policy.refute_choice``), and the per-form with/without rows of ``scripts/mechanics_table.py``."""
from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest

from sakura_lab.ai import policy as P
from sakura_lab.cards import renri as R
from sakura_lab.engine.constants import AUX9, DECK, DISCARD, HAND, OUT
from sakura_lab.engine.view import determinize
from sakura_lab.testing import answer, scenario, set_aside_to, uid

RN = ("renri", "yurina")
HR = ("renri-a1", "yurina")
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1, no text
STANCE = "01-yurina-o-n-5"


def _historian(relics=(R.WEAPON, R.ESSENCE, R.BELL), **kw):
    kw.setdefault("megami0", HR)
    kw["extra0"] = list(kw.get("extra0", ())) + list(relics)
    return set_aside_to(scenario(**kw), relics, R.RELICS)


def _declare(st, card_id, declared):
    u = uid(st, card_id)
    answer(st, ("rule", "falsehood", u, declared))
    assert st.decision.context == ("renri_refute", u, declared)
    return u


def _share_true(st, u, declared, n=300):
    return sum(determinize(st.view(1), random.Random(s)).cards[u].id == declared for s in range(n)) / n


def _rates():
    return R.falsehood_rates()


def test_the_measured_rates_are_shipped_with_their_command():
    data = _rates()
    assert data["command"].startswith("PYTHONPATH=. python3 scripts/renri_falsehood_rates.py")
    for form in ("renri", "renri-a1"):
        assert 0.0 < data["pi"][form] < 1.0
    assert 0.0 <= data["pi_relic"]["renri-a1"] <= 1.0


@pytest.mark.rule("MR 20-2-1")
@pytest.mark.parametrize("real", [SLASH, R.MOTIVE])
def test_worlds_hold_the_declared_card_at_the_measured_rate_whatever_the_card(real):
    """An unseen declared card: the refuter's worlds hold it at the measured rate of the form, the same worlds whatever
    the true card is; the other worlds hold a random other Normal card of the pool (never the declared one twice)."""
    st = scenario(megami0=RN, hand0=[real, STANCE], deck0=[R.CHARM], dist=5)
    u = _declare(st, real, R.MOTIVE)
    share = _share_true(st, u, R.MOTIVE)
    assert abs(share - _rates()["pi"]["renri"]) < 0.08
    twin = scenario(megami0=RN, hand0=[SLASH if real == R.MOTIVE else R.MOTIVE, STANCE], deck0=[R.CHARM], dist=5)
    tu = _declare(twin, SLASH if real == R.MOTIVE else R.MOTIVE, R.MOTIVE)
    assert tu == u
    for s in range(30):
        w = determinize(st.view(1), random.Random(s))
        t = determinize(twin.view(1), random.Random(s))
        assert [c.id for c in w.cards] == [c.id for c in t.cards]
        ids = Counter(w.cards[v].id for v in range(len(w.cards)) if w.owner[v] == 0)
        assert max(ids.values()) == 1  # every identity once


@pytest.mark.rule("MR 20-2-1")
def test_a_seen_declared_card_makes_a_sure_fake():
    """The declared card lies face up in Renri's played pile: a deck holds one copy, so the Falsehood is a fake in
    every world, and ``true_prior`` says 0."""
    st = scenario(megami0=RN, hand0=[SLASH], played0=[R.MOTIVE], dist=5)
    u = _declare(st, SLASH, R.MOTIVE)
    assert R.true_prior(st, 0, R.MOTIVE, 1, [u]) == 0.0
    assert _share_true(st, u, R.MOTIVE, 60) == 0.0


def test_the_low_rate_applies_when_the_refuter_is_near_death():
    """Aura + Life of 2 or less: ``refute_choice`` accepts there, so Renri fakes more; the prior is ``pi_low``."""
    st = scenario(megami0=RN, hand0=[SLASH], dist=5, aura=(3, 0), life=(10, 2))
    u = _declare(st, SLASH, R.MOTIVE)
    assert R.true_prior(st, 0, R.MOTIVE, 1, [u]) == _rates()["pi_low"]["renri"]


@pytest.mark.rule("CR v1.14.1 §20-2-3")
def test_a_relic_declared_while_every_relic_lies_in_relics_is_a_sure_fake():
    st = _historian(hand0=[SLASH], dist=3)
    u = _declare(st, SLASH, R.ESSENCE)
    assert R.true_prior(st, 0, R.ESSENCE, 1, [u]) == 0.0
    assert _share_true(st, u, R.ESSENCE, 60) == 0.0


@pytest.mark.rule("CR v1.14.1 §20-2-3")
@pytest.mark.parametrize("true_card", [True, False])
def test_a_relic_out_of_relics_is_drawn_at_its_rate_and_relics_stay_relics(true_card):
    """One relic (刃の本質) is out of ＜Relics＞ in Renri's hand; declared as itself (true) or declared with Slash while it
    stays in the deck (a fake): the worlds hold the declared relic at ``pi_relic`` alike, each relic once, and
    ＜Relics＞ only ever holds relics."""
    if true_card:
        st = _historian(relics=(R.WEAPON, R.BELL), hand0=[R.ESSENCE], deck0=[SLASH], dist=3)
        u = _declare(st, R.ESSENCE, R.ESSENCE)
    else:
        st = _historian(relics=(R.WEAPON, R.BELL), hand0=[SLASH], deck0=[R.ESSENCE], dist=3)
        u = _declare(st, SLASH, R.ESSENCE)
    assert R.true_prior(st, 0, R.ESSENCE, 1, [u]) == _rates()["pi_relic"]["renri-a1"]
    hits = 0
    n = 300
    for s in range(n):
        w = determinize(st.view(1), random.Random(s))
        hits += w.cards[u].id == R.ESSENCE
        mine = [v for v in range(len(w.cards)) if w.owner[v] == 0]
        assert sorted(w.cards[v].id for v in mine if w.cards[v].id in R.RELIC_IDS) == sorted(R.RELIC_IDS)
        assert all(w.cards[v].id in R.RELIC_IDS for v in w.zones[0][AUX9])
        assert max(Counter(w.cards[v].id for v in mine).values()) == 1
    assert abs(hits / n - _rates()["pi_relic"]["renri-a1"]) < 0.08


def test_the_uniform_prior_is_the_first_reading():
    """``REFUTER["prior"] = "uniform"``: the face-down card is one of the identities left over, at random (the draws
    of the first reading, kept for comparisons)."""
    st = scenario(megami0=RN, hand0=[SLASH], dist=5)
    u = _declare(st, SLASH, R.MOTIVE)
    R.REFUTER["prior"] = "uniform"
    try:
        share = _share_true(st, u, R.MOTIVE, 280)
    finally:
        R.REFUTER["prior"] = "measured"
    assert share < 0.2  # 1 of the 14 Normal cards of the pool


# ---------------------------------------------------------------- no peeking in real positions
def _refute_positions(forms, n, seed):
    """Positions of random play (random decks, Renri in seat 0) at a refute decision of seat 1."""
    from sakura_lab.deckgen import form_pairings, random_deck
    from sakura_lab.game import new_state

    out = []
    rng = random.Random(seed)
    others = form_pairings(("yurina", "saine", "himika", "tokoyo"))
    tries = 0
    while len(out) < n and tries < 400:
        tries += 1
        r = random.Random(rng.randrange(10**6))
        decks = (random_deck((r.choice(forms), r.choice(("yurina", "saine", "oboro"))), r),
                 random_deck(r.choice(others), r))
        st = new_state(r.randrange(10**6), decks)
        for _ in range(300):
            d = st.decision
            if st.is_terminal:
                break
            if d.kind == "choose" and type(d.context) is tuple and d.context[0] == "renri_refute" and r.random() < 0.5:
                out.append(st)
                break
            st.apply(r.randrange(len(d.options)))
    return out


def _swap_truth(st, rng):
    """The same view for the refuter: the face-down card's identity traded with a hidden Normal pool card of Renri's
    (hand, deck, face-down discards, face-down Out of Game)."""
    u = st.decision.context[1]
    v1 = st.view(1)
    pool = {cd.id for cd in R.opponent_pool(st, 0)[0]}
    hidden = [v for z in (HAND, DECK, DISCARD, OUT) for v in st.zones[0][z]
              if not v1.can_see(v) and st.cards[v].id in pool and st.cards[v].is_normal]
    if st.cards[u].id not in pool or not hidden:
        return None
    other = st.clone()
    cards = list(other.cards)
    v = rng.choice(hidden)
    cards[u], cards[v] = cards[v], cards[u]
    other.cards = tuple(cards)
    return other


@pytest.mark.rule("MR 20-2-1")
@pytest.mark.parametrize("forms", [("renri",), ("renri-a1",)])
def test_refuters_do_not_read_the_face_down_card(forms):
    """At a refute decision of random play, trading the face-down card with a hidden card of Renri's changes neither
    a determinized world nor the heuristic's or the greedy player's answer."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(4)
    checked = 0
    for st in _refute_positions(forms, 5, seed=31 if forms == ("renri",) else 32):
        other = _swap_truth(st, rng)
        if other is None:
            continue
        for s in range(6):
            a = determinize(st.view(1), random.Random(s))
            b = determinize(other.view(1), random.Random(s))
            assert [c.id for c in a.cards] == [c.id for c in b.cards]
        for spec in ("heuristic", "greedy"):
            assert (make_agent(spec, 9).decide(st.view(1), st.decision)
                    == make_agent(spec, 9).decide(other.view(1), other.decision))
        checked += 1
    assert checked >= 3


# ---------------------------------------------------------------- the fast rule
def _rule(st, rule="expected"):
    old = P.REFUTE["rule"]
    P.REFUTE["rule"] = rule
    try:
        return st.decision.options[P.refute_choice(st, st.decision)]
    finally:
        P.REFUTE["rule"] = old


def test_fast_rule_always_refutes_unless_the_burnout_could_kill():
    st = scenario(megami0=RN, hand0=[SLASH], dist=5)
    _declare(st, SLASH, R.MOTIVE)
    assert _rule(st, "always") == "refute"
    low = scenario(megami0=RN, hand0=[SLASH], dist=5, aura=(3, 1), life=(10, 1))
    _declare(low, SLASH, R.MOTIVE)
    assert _rule(low, "always") == "accept"


def test_fast_rule_expected_refutes_a_sure_fake_even_near_death():
    st = scenario(megami0=RN, hand0=[SLASH], played0=[R.MOTIVE], dist=5, aura=(3, 0), life=(10, 1))
    _declare(st, SLASH, R.MOTIVE)
    assert _rule(st) == "refute"


def _set_prior(monkeypatch, v: float) -> None:
    """Every measured rate of both forms set to ``v`` for the test. The rates table is changed in place rather than
    ``true_prior`` replaced: the compiled path calls ``true_prior`` directly, past a patched module attribute."""
    rates = R.falsehood_rates()
    for key in ("pi", "pi_low", "pi_relic"):
        for form in ("renri", "renri-a1"):
            monkeypatch.setitem(rates.setdefault(key, {}), form, v)


def test_fast_rule_expected_follows_the_measured_chance(monkeypatch):
    st = scenario(megami0=RN, hand0=[SLASH], dist=5)
    _declare(st, SLASH, R.MOTIVE)  # an action: no attack to fear
    monkeypatch.setitem(P.REFUTE, "max_true", 0.5)
    _set_prior(monkeypatch, 0.9)
    assert R.true_prior(st, 0, R.MOTIVE, 1, list(st.zones[0][R.FALSEHOOD])) == 0.9
    assert _rule(st) == "accept"
    _set_prior(monkeypatch, 0.3)
    assert _rule(st) == "refute"


def test_fast_rule_expected_refutes_a_lethal_declared_attack(monkeypatch):
    """Essence of Sword declared (3-4 3/1; the relic is out of ＜Relics＞) against a refuter at Life 1 with 2 Aura: the
    Aura cannot take 3, so accepting loses the game, and refuting survives whenever the card is a fake (the Burnout
    takes 1 Aura). With Life to spare the likely-true card is accepted; with Aura + Life 2 the Burnout could kill."""
    _set_prior(monkeypatch, 0.9)
    for (aura, life), want in (((2, 1), "refute"), ((2, 3), "accept"), ((1, 1), "accept"), ((3, 1), "accept")):
        st = _historian(relics=(R.WEAPON, R.BELL), hand0=[SLASH], deck0=[R.ESSENCE], dist=3, aura=(3, aura),
                        life=(10, life))
        _declare(st, SLASH, R.ESSENCE)
        assert _rule(st) == want, (aura, life)


# ---------------------------------------------------------------- scripts/mechanics_table.py
def test_mechanics_table_rows_for_both_renri_forms():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    import mechanics_table as M

    forms, _ = M.MEGAMI["renri"]
    assert M.row_forms("renri", forms) == ("renri", "renri-a1")
    assert M.row_forms("renri", forms, ("renri-a1",)) == ("renri-a1",)
    assert M.row_forms("hatsumi", ("hatsumi", "hatsumi-a1"), ("hatsumi-a1",)) == ("hatsumi-a1",)
    assert M.row_forms("oboro", ("oboro", "oboro-a2")) == ("oboro",)


def test_the_heuristic_answers_its_own_refutation_by_the_rule():
    """The shipped player: the heuristic's real refute decision is ``refute_choice`` with ``REFUTE["real"]``
    ("expected"): it accepts an unseen declared card (a true card in most of Renri's Falsehoods) and refutes a sure
    fake; with ``REFUTE["real"] = None`` it simulates the decision as before."""
    from sakura_lab.ai.base import make_agent

    assert P.REFUTE["rule"] == "expected" and P.REFUTE["real"] == "expected"  # the simulations too (Session 8b)
    st = scenario(megami0=RN, hand0=[SLASH], dist=5)
    _declare(st, SLASH, R.MOTIVE)
    assert st.decision.options[make_agent("heuristic", 1).decide(st.view(1), st.decision)] == "accept"
    fake = scenario(megami0=RN, hand0=[SLASH], played0=[R.MOTIVE], dist=5)
    _declare(fake, SLASH, R.MOTIVE)
    assert fake.decision.options[make_agent("heuristic", 1).decide(fake.view(1), fake.decision)] == "refute"
    assert P.refute_by_rule(st.decision)
    old = P.REFUTE["real"]
    P.REFUTE["real"] = None
    try:
        assert not P.refute_by_rule(st.decision)
    finally:
        P.REFUTE["real"] = old
