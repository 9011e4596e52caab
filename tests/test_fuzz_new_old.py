"""Invariant fuzzing of the older readings (issue 17) of Kanawe, Kamuwi, Renri, Akina, Shisui and Innealra: random
legal decks of every form of these megami in every season from na-s7 to na-s10 that has her (Historian Renri from
na-s8-2 on, with 神授's older reading in na-s8-2 and na-s9), against random decks of the forms whose whole pool reads as that season
prints it; random players (``fuzz_game``: invariants after every decision, clone independence) and the heuristic
player (``agents_game``). 152 games in all."""
from __future__ import annotations

import random
from collections import Counter

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.registry import OLD_WORDINGS, is_implemented, load_all
from sakura_lab.deckgen import random_deck
from sakura_lab.fuzz import agents_game, fuzz_game

MEGAMI = ("kanawe", "kamuwi", "renri", "akina", "shisui", "innealra")
SEASONS = ("na-s7", "na-s7-2", "na-s8", "na-s8-2", "na-s9", "na-s9-2", "na-s10")
RANDOM_GAMES = 3  # per (season, form)
HEURISTIC_GAMES = 1


def _implemented_forms(season: str) -> list[str]:
    cat = get_catalogue()
    return [m.code for m in cat.megamis(season)
            if all(is_implemented(c.id, season) for c in cat.cards(form=m.code, season=season))]


def _cases() -> list[tuple[str, str, list[str]]]:
    """(season, form of one of ours, partner forms of other megami implemented in that season)."""
    load_all()
    cat = get_catalogue()
    out = []
    for season in SEASONS:
        ok = _implemented_forms(season)
        for m in cat.megamis(season):
            if m.base in MEGAMI:
                partners = sorted(f for f in ok if cat.megami(f).number != m.number)
                out.append((season, m.code, partners))
    return out


def _old_cards(st) -> set[int]:
    """Uids of the cards in ``st`` built with an older reading's script (a script of OLD_WORDINGS)."""
    old = {id(s) for s in OLD_WORDINGS.values()}
    return {u for u, cd in enumerate(st.cards) if id(cd.script) in old}


def test_cases_cover_every_form_and_season():
    """Every form of the six megami in every season she exists in from na-s7 to na-s10, Historian Renri included
    (na-s8-2 on); each has partners whose pools read as the season prints them."""
    cases = _cases()
    got = {(s, f) for s, f, _ in cases}
    cat = get_catalogue()
    want = {(s, m.code) for s in SEASONS for m in cat.megamis(s) if m.base in MEGAMI}
    assert got == want and len(got) == 38
    assert all(len(p) >= 4 for _, _, p in cases)
    for s, f, _ in cases:
        assert f in _implemented_forms(s), (s, f)
    assert all(("renri-a1" in _implemented_forms(s)) == (SEASONS.index(s) >= SEASONS.index("na-s8-2")) for s in SEASONS)


def test_fuzz_older_readings_random_players():
    """3 random games per (season, form): no crash, invariants after every decision, clones independent; the
    decks really hold older readings, and cards with older readings are played."""
    rng = random.Random(17_020)
    reasons: Counter = Counter()
    old_in_decks = old_played = 0
    n = 0
    for season, form, partners in _cases():
        for g in range(RANDOM_GAMES):
            mine = random_deck((form, rng.choice(partners)), rng, season=season)
            other = random_deck(_pair(partners, rng), rng, season=season)
            decks = (mine, other) if g % 2 == 0 else (other, mine)
            st = fuzz_game(17_020 + n, decks, clone_every=40, card_stats=True)
            n += 1
            assert st.season == season
            reasons[st.outcome.reason] += 1
            old = _old_cards(st)
            old_in_decks += bool(old)
            old_played += sum(1 for u in old if (st.cstats or {}).get(u, [0])[0] > 0)
    assert n == RANDOM_GAMES * 38 == sum(reasons.values())
    assert old_in_decks > n // 2 and old_played > n // 4, (old_in_decks, old_played)


def _pair(partners: list[str], rng: random.Random) -> tuple[str, str]:
    """Two forms of different megami among ``partners``."""
    cat = get_catalogue()
    while True:
        a, b = rng.sample(partners, 2)
        if cat.megami(a).number != cat.megami(b).number:
            return a, b


def test_fuzz_older_readings_heuristic_player():
    """1 game per (season, form): the heuristic player with the older readings against the random player (seats
    alternate); invariants after every decision."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(17_021)
    n = 0
    for season, form, partners in _cases():
        for _ in range(HEURISTIC_GAMES):
            decks = (random_deck((form, rng.choice(partners)), rng, season=season),
                     random_deck(_pair(partners, rng), rng, season=season))
            agents = (make_agent("heuristic", n), make_agent("random", n + 1))
            if n % 2:
                decks, agents = (decks[1], decks[0]), (agents[1], agents[0])
            st = agents_game(17_120 + n, decks, agents)
            n += 1
            assert st.outcome is not None and st.season == season
    assert n == HEURISTIC_GAMES * 38
