"""Hidden information declared once per rule (sakura_lab.engine.hidden) and re-drawn by determinize
(CR 7-1; megami rules 5-1, 7-3-1; CR25 additional rules 3-9)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards.shinra import DEVIOUS, DIVINE
from sakura_lab.engine.constants import EXTRA
from sakura_lab.engine.hidden import hidden_infos
from sakura_lab.engine.view import HiddenInformationError, determinize
from sakura_lab.testing import scenario

SH = ("shinra", "yurina")
FADING = "09-chikage-o-p-4"


def _shinra_opponent(plan: str | None, unprepared: bool = False):
    st = scenario(megami0=("yurina", "saine"), megami1=SH, hand1=["01-yurina-o-n-1"], deck1=["01-yurina-o-n-2"])
    if plan is not None:
        st.marks[("plan", 1)] = plan
    if unprepared:
        st.marks[("plan_unprepared", 1)] = True
    return st


@pytest.mark.parametrize("true_plan", [DIVINE, DEVIOUS])
def test_determinize_draws_a_secret_plan_at_random(true_plan):
    """MR 5-1, 5-2: a prepared Plan is known only to its player. Determinizing for the opponent draws it
    at random (both values appear) and the true Plan does not influence the draw."""
    st = _shinra_opponent(true_plan)
    other = _shinra_opponent(DEVIOUS if true_plan == DIVINE else DIVINE)
    seen = set()
    for seed in range(40):
        a = determinize(st.view(0), random.Random(seed)).marks[("plan", 1)]
        b = determinize(other.view(0), random.Random(seed)).marks[("plan", 1)]
        assert a == b  # the same draw whatever the true Plan is
        seen.add(a)
    assert seen == {DIVINE, DEVIOUS}


def test_plan_owner_keeps_the_true_plan_and_a_revealed_plan_stays_known():
    """MR 5-1: the owner knows their Plan; the start-of-duel Plan (Divine) is public; an enacted Plan is
    revealed (5-2) until the next prepare."""
    st = _shinra_opponent(DEVIOUS)
    assert {determinize(st.view(1), random.Random(s)).marks[("plan", 1)] for s in range(20)} == {DEVIOUS}
    assert st.view(1).info("shinra_plan", 1) == DEVIOUS
    with pytest.raises(HiddenInformationError):
        st.view(0).info("shinra_plan", 1)
    start = _shinra_opponent(None)
    assert start.view(0).info("shinra_plan", 1) == DIVINE
    assert all(("plan", 1) not in determinize(start.view(0), random.Random(s)).marks for s in range(10))
    revealed = _shinra_opponent(DEVIOUS, unprepared=True)
    assert revealed.view(0).info("shinra_plan", 1) == DEVIOUS
    assert {determinize(revealed.view(0), random.Random(s)).marks[("plan", 1)] for s in range(20)} == {DEVIOUS}


def test_pouch_is_concealed_and_redealt_by_its_declaration():
    """MR 7-3-1: only the pouch's player may look at it; determinize re-deals the poisons over the pouch."""
    pouch = ["09-chikage-o-p-1", "09-chikage-o-p-2", "09-chikage-o-p-3", FADING, FADING]
    st = scenario(megami1=("chikage", "yurina"), extra1=pouch)
    v = st.view(0)
    places = list(st.zones[1][EXTRA])
    assert not any(v.can_see(u) for u in places) and all(st.view(1).can_see(u) for u in places)
    orders = {tuple(determinize(v, random.Random(s)).cards[u].id for u in places) for s in range(20)}
    assert len(orders) > 1
    assert all(sorted(o) == sorted(pouch) for o in orders)


def test_every_hidden_rule_is_declared_once():
    """DESIGN.md §2: the core's hidden cards and each megami's hidden state are declarations."""
    names = [i.name for i in hidden_infos()]
    assert names[0] == "cards"
    assert {"shinra_plan", "chikage_pouch", "oboro_parts"} <= set(names)
    assert len(names) == len(set(names))


def _hidden_groups(st, viewer):
    """The opponent's cards hidden from ``viewer``, in two groups whose members the viewer cannot tell apart:
    normal cards (hand, deck, face-down discards, face-down in Out of Game) and Specials (unused ones,
    face-down in Out of Game)."""
    from sakura_lab.engine.constants import DECK, DISCARD, HAND, OUT, SPECIAL

    q, v = 1 - viewer, st.view(viewer)
    places = [u for z in (HAND, DECK, DISCARD, SPECIAL, OUT) for u in st.zones[q][z] if not v.can_see(u)]
    return ([u for u in places if not st.cards[u].is_special], [u for u in places if st.cards[u].is_special])


@pytest.mark.rule("CR 10-29", "CR 7-1-16")
def test_determinize_never_reveals_the_opponents_unchosen_cards():
    """CR 4-1 step 2, 7-1-16, 10-29: in a game with Explorer Kururu the cards not chosen in Deck Construction
    lie face down in Out of Game, seen only by their owner. Determinizing for the other player redraws them
    with the opponent's deck, hand, face-down discards and unused Specials: zone sizes and card kinds per
    place stay, the hidden cards are exactly the unseen rest of the public pools, which card lies where is
    random, and permuting the truth under the same view changes nothing."""
    from sakura_lab.deckgen import random_deck
    from sakura_lab.engine.constants import OUT
    from sakura_lab.game import new_state

    r = random.Random(8)
    decks = (random_deck(("kururu-a1", "yurina"), r), random_deck(("saine", "himika"), r))
    st = new_state(5, decks)
    for _ in range(40):  # some play, so that cards were drawn, discarded and played
        if st.is_terminal:
            break
        st.apply(r.randrange(len(st.decision.options)))
    assert not st.is_terminal
    for viewer in (0, 1):
        q = 1 - viewer
        groups = _hidden_groups(st, viewer)
        assert st.zones[q][OUT] and set(st.zones[q][OUT]) <= set(groups[0] + groups[1])
        other = st.clone()  # the truth permuted within each group: the viewer sees the same game
        cards = list(other.cards)
        for g in groups:
            defs = [cards[u] for u in g]
            r.shuffle(defs)
            for u, cd in zip(g, defs, strict=True):
                cards[u] = cd
        other.cards = tuple(cards)
        assert other.cards != st.cards
        outs = set()
        for s in range(15):
            d = determinize(st.view(viewer), random.Random(s))
            twin = determinize(other.view(viewer), random.Random(s))
            assert [cd.id for cd in d.cards] == [cd.id for cd in twin.cards]
            assert [[sorted(z) for z in pz] for pz in d.zones] == [[sorted(z) for z in pz] for pz in st.zones]
            for g in groups:  # the same cards (the unseen pool), only dealt differently over the same places
                assert all(d.cards[u].is_special == st.cards[u].is_special for u in g)
                assert sorted(d.cards[u].id for u in g) == sorted(st.cards[u].id for u in g)
            assert [d.cards[u] for u in st.zones[viewer][OUT]] == [st.cards[u] for u in st.zones[viewer][OUT]]
            outs.add(tuple(d.cards[u].id for u in st.zones[q][OUT]))
        assert len(outs) > 1  # which cards were not chosen is redrawn, not kept
