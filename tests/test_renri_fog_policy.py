"""Historian Renri's 欺瞞の霧 (card text 22-renri-a1-n-2), Falsehood Installation (CR v1.14.1 §20-6-2) and
ロルレロラルロ (22-renri-a1-s-1) in the heuristic (session 9b): the Fog margin of ``ai.policy.declare_choice``, the
main-phase pick of a player ignoring a mechanic (``ai.heuristic.main_pick``), the switches of the Installation's and
the replay's real decisions and Resolution's play bonus (off: measured, not shipped)."""
from __future__ import annotations

from sakura_lab.ai import policy as P
from sakura_lab.cards import renri as R
from sakura_lab.engine.constants import D_CARD
from sakura_lab.engine.state import Decision
from sakura_lab.testing import scenario, uid

HR = ("renri-a1", "yurina")
SLASH = "01-yurina-o-n-1"  # 3-4 3/1


def _fog_position():
    st = scenario(megami0=HR, hand0=[R.FOG, SLASH], dist=4)
    d = st.decision
    f, s = uid(st, R.FOG), uid(st, SLASH)
    fog = next(i for i, o in enumerate(d.options) if o[:2] == ("rule", "fog") and o[2] == f)
    return st, d, fog, d.options.index(("play", s))


def test_a_fog_needs_the_fog_margin_over_the_best_other_option(monkeypatch):
    st, d, fog, slash = _fog_position()
    scores = [0.0] * len(d.options)
    scores[fog], scores[slash] = 4.0, 1.0
    monkeypatch.setitem(P.DECLARE, "fog_margin", None)
    assert P.declare_choice(st.view(0), d, scores, fog, cover=None, margin=None) == fog
    monkeypatch.setitem(P.DECLARE, "fog_margin", 2.0)
    assert P.declare_choice(st.view(0), d, scores, fog, cover=None, margin=None) == fog
    monkeypatch.setitem(P.DECLARE, "fog_margin", 5.0)
    assert P.declare_choice(st.view(0), d, scores, fog, cover=None, margin=None) == slash


def test_the_installation_is_answered_by_the_fast_rule_only_when_switched(monkeypatch):
    d = Decision(0, D_CARD, ("stop", 5), "renri_install")
    monkeypatch.setitem(P.RENRI_INSTALL, "real", "simulate")
    assert not P.install_by_rule(d)
    monkeypatch.setitem(P.RENRI_INSTALL, "real", "rule")
    assert P.install_by_rule(d)
    assert not P.install_by_rule(Decision(0, D_CARD, ("stop", 5), "other"))


def test_a_player_ignoring_the_fog_keeps_the_fake_margin():
    """``heuristic.main_pick`` on scores with the ignored options at -inf (``_decide_without``): a fake (MR 20-4)
    within the margin of the best honest option is not taken by a side B that holds a Fog it may not declare
    (before session 9b that path skipped the margin)."""
    import random

    from sakura_lab.ai.heuristic import main_pick

    st = scenario(megami0=HR, hand0=[R.FOG, SLASH], dist=4)
    d = st.decision
    s = uid(st, SLASH)
    fake = next(i for i, o in enumerate(d.options) if o[:3] == ("rule", "falsehood", s))
    slash = d.options.index(("play", s))
    scores = [0.0] * len(d.options)
    for i, o in enumerate(d.options):
        if o[:2] in (("rule", "fog"), ("rule", "fog_fullpower")):
            scores[i] = float("-inf")
    scores[fake], scores[slash] = 3.0, 1.0
    assert P.DECLARE["fake_margin"] is not None and P.DECLARE["fake_margin"] > 2.0
    assert main_pick(st.view(0), d, scores, fake, random.Random(0)) == slash


def test_the_shipped_fog_margin():
    """Session 9b: a Fog declaration needs 5 evaluation units over the best other option (chosen by play)."""
    assert P.DECLARE["fog_margin"] == 5.0


def test_resolution_is_played_under_its_bonus_with_life_for_the_replay(monkeypatch):
    """ロルレロラルロ (22-renri-a1-s-1): Charge 0, so played it is Devoted at once; its replay at the end phase takes
    one token from Life. ``policy.resolution_choice`` plays it within ``RESOLUTION["play_bonus"]`` of the best option,
    and only above ``RENRI_REPLAY_MIN_LIFE``."""
    st = scenario(megami0=HR, hand0=[SLASH], specials0=[P.RESOLUTION_ID], dist=4, life=(10, 10))
    d = st.decision
    res = d.options.index(("play", uid(st, P.RESOLUTION_ID)))
    slash = d.options.index(("play", uid(st, SLASH)))
    scores = [0.0] * len(d.options)
    scores[slash], scores[res] = 3.0, 1.0
    monkeypatch.setitem(P.RESOLUTION, "play_bonus", None)
    assert P.resolution_choice(st, d, scores, slash) == slash
    monkeypatch.setitem(P.RESOLUTION, "play_bonus", 1.0)
    assert P.resolution_choice(st, d, scores, slash) == slash
    monkeypatch.setitem(P.RESOLUTION, "play_bonus", 3.0)
    assert P.resolution_choice(st, d, scores, slash) == res
    low = scenario(megami0=HR, hand0=[SLASH], specials0=[P.RESOLUTION_ID], dist=4,
                   life=(P.RENRI_REPLAY_MIN_LIFE, 10))
    assert P.resolution_choice(low, low.decision, scores, slash) == slash


def test_resolution_replay_answered_by_rule_only_when_switched(monkeypatch):
    from sakura_lab.engine.constants import D_MAY

    d = Decision(0, D_MAY, (False, True), "renri_resolution_replay")
    monkeypatch.setitem(P.RESOLUTION, "replay", "simulate")
    assert not P.answered_by_rule(d)
    monkeypatch.setitem(P.RESOLUTION, "replay", "rule")
    assert P.answered_by_rule(d)
    assert not P.answered_by_rule(Decision(0, D_MAY, (False, True), "renri_gift"))
