"""Tests of the text parsing shared by the CLI and the study builders (sakura_lab.sim.specs)."""
from __future__ import annotations

from pathlib import Path

import pytest

from sakura_lab.sim.errors import StudyError
from sakura_lab.sim.specs import (
    make_changes,
    megami_list,
    parse_agents,
    parse_pairing,
    parse_set,
    parse_swap,
    resolve_side,
)

HT = str(Path(__file__).resolve().parent.parent / "decks" / "himika-tokoyo.toml")
SLASH = "01-yurina-o-n-1"


def test_good_input():
    assert parse_pairing("Yurina + saine") == ("yurina", "saine")
    assert parse_pairing("yurina-a1,saine") == ("yurina-a1", "saine")
    assert megami_list("yurina, saine,himika-a1") == ["yurina", "saine", "himika-a1"]
    assert parse_agents("greedy") == ("greedy", "greedy")
    assert parse_agents(["greedy", "heuristic:aggressive"]) == ("greedy", "heuristic:aggressive")
    assert parse_swap("Slash=Overawe") == (SLASH, "01-yurina-o-n-6")
    assert parse_set("Slash:damage=-/1;range=2,4-5;cost=3") == [
        (SLASH, "damage", (None, 1)), (SLASH, "range", (2, 4, 5)), (SLASH, "cost", 3)]
    changes = make_changes(["Slash=Overawe"], ["Slash:charge=2"])
    assert changes.swaps == ((SLASH, "01-yurina-o-n-6"),) and changes.sets == ((SLASH, "charge", 2),)
    side = resolve_side(HT)
    assert side.kind == "file" and side.label == "himika-tokoyo"
    side = resolve_side("yurina+saine")
    assert side.kind == "pairing" and side.label == "yurina+saine" and len(side.deck.cards) == 10
    assert resolve_side(side.deck).kind == "deck"


BAD = [
    (lambda: parse_pairing("yurina"), "expected a pairing A+B"),
    (lambda: parse_pairing("yurina+saine+himika"), "expected a pairing A+B"),
    (lambda: parse_pairing("yurina+nobody"), "unknown megami"),
    (lambda: parse_pairing("yurina+yurina-a1"), "both megami no. 1"),
    (lambda: megami_list("yurina,,saine"), "empty megami name"),
    (lambda: megami_list("yurina,yurina"), "listed twice"),
    (lambda: megami_list("yurina"), "at least 2 megami"),
    (lambda: parse_agents("nobody"), "unknown player"),
    (lambda: parse_agents(["greedy", "greedy", "random"]), "one player spec for both sides"),
    (lambda: parse_swap("Slash"), "OLD=NEW"),
    (lambda: parse_swap("Slash="), "OLD=NEW"),
    (lambda: parse_swap("Nonexistent Card=Slash"), "unknown card"),
    (lambda: parse_set("Slash"), "CARD:KEY=VALUE"),
    (lambda: parse_set("Slash:damage"), "CARD:KEY=VALUE"),
    (lambda: parse_set("Slash:damage=lots"), "damage must be AURA/LIFE"),
    (lambda: parse_set("Slash:damage=x/1"), "whole number"),
    (lambda: parse_set("Slash:range=5-3"), "empty range"),
    (lambda: parse_set("Slash:range=11"), "distances 0-10"),
    (lambda: parse_set("Slash:cost=-1"), "0 or more"),
    (lambda: parse_set("Slash:colour=red"), "cannot set 'colour'"),
    (lambda: resolve_side("missing-deck.toml"), "deck file not found"),
    (lambda: resolve_side("yurina"), "neither a deck file nor a pairing"),
]


@pytest.mark.parametrize("call,needle", BAD, ids=[f"{i}-{b[1]}" for i, b in enumerate(BAD)])
def test_bad_input_is_one_clear_line(call, needle):
    with pytest.raises(StudyError) as e:
        call()
    msg = str(e.value)
    assert needle in msg and "\n" not in msg, msg
