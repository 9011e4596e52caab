"""Mechanic telemetry (issue 10 item 1): the declared counters, one test per counted mechanic that plays it
and checks the count, the "ignore a mechanic" player switch, the MECHANICS table and its report section."""
from __future__ import annotations

import ast
import pathlib

import pandas as pd
import pytest

from sakura_lab.ai.base import AgentSpecError, make_agent
from sakura_lab.cards import oboro as O
from sakura_lab.cards.registry import load_all
from sakura_lab.engine import telemetry as T
from sakura_lab.engine.state import Ctx, Decision
from sakura_lab.testing import answer, end_main, inject, play_card, scenario, uid
from tests.cards import test_chikage as TC
from tests.cards import test_hagane as TH
from tests.cards import test_oboro as TO
from tests.cards import test_shinra as TS
from tests.cards import test_yukihi as TY

load_all()
ROOT = pathlib.Path(__file__).resolve().parents[1]


def n(st, name: str, player: int = 0) -> int:
    return T.counts(st).get(name, (0, 0))[player]


# ---------------------------------------------------------------- the facility
def test_every_counted_name_is_registered():
    """Every literal name passed to ``count(st, p, "name")`` in the package is a registered mechanic."""
    used: set[str] = set()
    for path in (ROOT / "sakura_lab").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "count" \
                    and len(node.args) >= 3 and isinstance(node.args[2], ast.Constant):
                used.add(node.args[2].value)
    assert used and used <= set(T.MECHANICS), used - set(T.MECHANICS)


def test_unregistered_mechanic_refused_and_counting_off_by_default():
    st = scenario()
    with pytest.raises(T.UnknownMechanicError):
        T.count(st, 0, "no_such_mechanic")
    off = scenario(mechanics=False)
    T.count(off, 0, "no_such_mechanic")  # statistics off: nothing is looked at
    assert off.mstats is None and T.counts(off) == {}


def test_counters_are_cloned_independently():
    st = scenario()
    T.count(st, 1, "umbrella_open", 2)
    c = st.clone()
    T.count(c, 1, "umbrella_open")
    assert T.counts(st)["umbrella_open"] == (0, 2) and T.counts(c)["umbrella_open"] == (0, 3)


def test_every_megami_declares_mechanics_with_descriptions():
    for megami in ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "raira"):
        ms = T.mechanics_of(megami)
        assert ms and all(m.description and m.rule for m in ms), megami


def test_a_mechanic_of_one_card_is_declared_for_the_forms_whose_pool_holds_it():
    """A mechanic whose rule names a card (``22-renri-a1-s-1``) is declared for exactly the forms of its megami
    that can hold that card (every form: no forms declared), so a form that can never use it gets no row in
    ``scripts/mechanics_table.py`` and no line in a study's report (Historian Renri's 欺瞞の霧, 神授, ロルレロラルロ
    and relics were measured on the original form's decks, always 50%)."""
    import re

    from sakura_lab.cards.catalogue import get_catalogue

    cat = get_catalogue()
    checked = 0
    for m in T.MECHANICS.values():
        ids = re.findall(r"\d\d-[a-z]+-[A-Za-z0-9]+-[ns]-\d+", m.rule)
        if not ids:
            continue
        forms = [f.code for f in cat.forms_of(m.megami)]
        holding = {f for f in forms if any(c.id == ids[0] for c in cat.pool(f, None))}
        assert holding, (m.name, ids[0])
        assert set(m.forms or forms) == holding, (m.name, m.forms, sorted(holding))
        checked += 1
    assert checked >= 15
    assert T.MECHANICS["renri_resolution_replay"].forms == ("renri-a1",)
    assert {m.name for m in T.mechanics_of("renri", {"renri"})} >= {"renri_falsehood", "renri_refute"}
    assert not {"renri_fog", "renri_gift", "renri_install", "renri_regress"} & {
        m.name for m in T.mechanics_of("renri", {"renri"})}


# ---------------------------------------------------------------- one test per counted mechanic
def test_yukihi_umbrella_flip_open_close_and_open_play():
    st = TY.setup()
    end_main(st)
    answer(st, True)
    assert (n(st, "umbrella_flip"), n(st, "umbrella_open"), n(st, "umbrella_close")) == (1, 1, 0)
    st = TY.setup(open0=True)
    end_main(st)
    answer(st, True)
    assert (n(st, "umbrella_flip"), n(st, "umbrella_open"), n(st, "umbrella_close")) == (1, 0, 1)
    st = TY.setup(open0=True, hand0=[TY.NEEDLES], dist=1)
    play_card(st, TY.NEEDLES)
    assert n(st, "umbrella_open_play") == 1
    st = TY.setup(hand0=[TY.NEEDLES], dist=4)
    play_card(st, TY.NEEDLES)
    assert n(st, "umbrella_open_play") == 0


def test_shinra_plans_prepared_and_enacted_per_kind():
    st = scenario(megami0=TS.SH, megami1=TS.SH1, hand0=[TS.SOPHISM], played1=[TS.SOPHISM], dist=4)
    st.marks[("plan", 0)] = "devious"
    play_card(st, TS.SOPHISM, fullpower=True)
    answer(st, uid(st, TS.SOPHISM, 1))
    TS.plan_choice(st)
    answer(st, "divine")
    TS.plan_choice(st)
    answer(st, "devious")
    assert n(st, "plan_enacted_devious") == 2 and n(st, "plan_enacted_divine") == 0
    assert n(st, "plan_prepared_divine") == 1 and n(st, "plan_prepared_devious") == 1


def test_oboro_trap_set_and_played_before_reshuffle():
    st = scenario(megami0=TO.OBORO, discard0=[TO.STRINGS, TO.SLASH], dist=3, start="turn")
    answer(st, True)
    assert n(st, "trap_set") == 1 and n(st, "trap_played") == 0
    answer(st, uid(st, TO.STRINGS))
    assert n(st, "trap_played") == 1


def test_vanished_parts_assembled_and_parts_attack():
    st = scenario(megami0=TO.OBORO_A2, extra0=TO.PARTS)
    inject(st, (O.Assemble(2),), Ctx(0))
    answer(st, uid(st, TO.MX))
    answer(st, uid(st, TO.CA))
    assert n(st, "parts_assembled") == 2
    st = TO.parts_scenario(TO.MX, TO.CA, dist=5)
    TO.parts_attack(st, TO.MX, TO.CA)
    assert n(st, "parts_attack") == 1


def test_chikage_poison_given_and_played_by_new_owner():
    st = TC.sc(hand0=[TC.MIASMA], extra0=[TC.HALLU])
    play_card(st, TC.MIASMA)
    assert n(st, "poison_given") == 1
    st, _u = TC._hand1_poison(TC.HALLU, flare=(3, 3))
    play_card(st, TC.HALLU, player=1)
    assert n(st, "poison_played", 0) == 1 and n(st, "poison_played", 1) == 0  # credited to Chikage's side


def test_hagane_anvil_set_token_tempered_and_centrifuge():
    st = scenario(megami0=TH.HA1, specials0=[TH.MATERIAL], hand0=[TH.SLASH], extra0=[TH.TEMPERED], flare=(1, 0))
    play_card(st, TH.MATERIAL)
    answer(st, uid(st, TH.SLASH))
    assert n(st, "anvil_set") == 1 and n(st, "anvil_token") == 0
    st = scenario(megami0=TH.HA1, specials0=[TH.MATERIAL], hand0=[TH.SLASH], extra0=[TH.TEMPERED], flare=(1, 0))
    TH.to_anvil(st, TH.SLASH)
    play_card(st, TH.MATERIAL)
    assert n(st, "anvil_token") == 1
    st = scenario(megami0=TH.HA1, hand0=[TH.TEMPERED, TH.SLASH], dist=5, aura=(3, 5))
    TH.to_anvil(st, TH.SLASH)
    play_card(st, TH.TEMPERED)
    assert n(st, "tempered_attack") == 1
    st = scenario(megami0=TH.H, hand0=[TH.SWING, TH.SLASH], hand1=[TH.SLASH], dist=6, vigor=(2, 1))
    TH.started_at(st, 4)
    play_card(st, TH.SWING)
    assert n(st, "centrifuge_play") == 1


@pytest.mark.parametrize(("megami", "card", "dist", "name", "kw_on", "kw_off"), [
    (("yurina", "saine"), "01-yurina-o-n-3", 2, "resolve_play", {"life": (3, 10)}, {"life": (4, 10)}),
    (("saine", "yurina"), "02-saine-o-n-3", 3, "hasso_play", {"aura": (1, 3)}, {"aura": (2, 3)}),
    (("tokoyo", "yurina"), "04-tokoyo-o-n-1", 4, "kyochi_play", {"vigor": (2, 1)}, {"vigor": (1, 1)}),
])
def test_basic_four_condition_plays(megami, card, dist, name, kw_on, kw_off):
    """A card whose text reads the keyword condition counts when played while the condition holds."""
    for kw, want in ((kw_on, 1), (kw_off, 0)):
        st = scenario(megami0=megami, hand0=[card], dist=dist, **kw)
        play_card(st, card)
        assert n(st, name) == want, (card, kw)


def test_himika_renka_counts_third_card_played():
    slash = "01-yurina-o-n-1"
    renka = "03-himika-o-n-2"
    st = scenario(megami0=("himika", "yurina"), hand0=[renka], dist=7)
    st.played_count[0] = 2  # two cards played earlier this turn
    play_card(st, renka)
    assert n(st, "renka_play") == 1
    st = scenario(megami0=("himika", "yurina"), hand0=[renka, slash], dist=7)
    play_card(st, renka)
    assert n(st, "renka_play") == 0


# ---------------------------------------------------------------- ignoring a mechanic
def test_ignore_spec_filters_options_and_refuses_unknown_names():
    a = make_agent("heuristic:ignore=umbrella_flip", 1)
    assert a.ignore == ("umbrella_flip",) and a.name.endswith("ignore=umbrella_flip")
    with pytest.raises(AgentSpecError):
        make_agent("heuristic:ignore=no_such_mechanic", 1)
    st = TY.setup()
    end_main(st)
    d = st.decision
    assert d.context == "umbrella"
    assert T.options_using(["umbrella_flip"], st.view(0), d) == [False, True]
    for seed in range(3):
        assert make_agent("heuristic:ignore=umbrella_flip", seed).decide(st.view(0), d) == 0
    # when every option uses the mechanic the player chooses normally
    only = Decision(0, "may", (True,), "umbrella")
    assert a.banned(st.view(0), only) is None


def test_ignoring_player_imagines_no_use_of_the_mechanic():
    """A player told to ignore a mechanic does not plan with it either: its own follow-up choices in the
    simulations skip the mechanic's options (heuristic.rule_choice), the opponent's are untouched."""
    from sakura_lab.ai.evaluation import STYLES
    from sakura_lab.ai.heuristic import rule_choice, settle
    from sakura_lab.ai.policy import quick_choice
    from sakura_lab.cards.yukihi import umbrella_open

    w = STYLES["balanced"]
    st = TY.setup()
    end_main(st)
    d = st.decision
    assert d.context == "umbrella" and quick_choice(st, d, w) == 1  # the fast rule flips the umbrella
    assert rule_choice(st, d, w, 0, ("umbrella_flip",)) == 0
    assert rule_choice(st, d, w, 1, ("umbrella_flip",)) == 1  # another player's ignore list does not apply
    assert rule_choice(st, d, w) == 1
    for ignore, flipped in (((), True), (("umbrella_flip",), False)):
        st = TY.setup()
        assert not umbrella_open(st, 0)
        c = st.clone()
        settle(c, 0, w, c.turn, ignore=ignore)
        assert c.turn == st.turn + 1 and umbrella_open(c, 0) is flipped


def test_ignore_trap_and_anvil_predicates():
    st = scenario(megami0=TO.OBORO, discard0=[TO.STRINGS, TO.SLASH], dist=3, start="turn")
    answer(st, True)
    assert T.options_using(["trap_played"], st.view(0), st.decision) == [False, True]
    assert make_agent("heuristic:ignore=trap_played", 0).decide(st.view(0), st.decision) == 0
    st = scenario(megami0=TH.HA1, specials0=[TH.MATERIAL], hand0=[TH.SLASH], extra0=[TH.TEMPERED], flare=(1, 0))
    play_card(st, TH.MATERIAL)
    assert T.options_using(["anvil_set"], st.view(0), st.decision) == [False, True]


# ---------------------------------------------------------------- table and report
def test_mechanics_table_from_a_study_and_old_folders(tmp_path):
    from sakura_lab.sim.runner import run_study
    from sakura_lab.sim.specs import matchup_study
    from sakura_lab.sim.storage import load_mechanics
    from sakura_lab.stats.tables import MECHANIC_COLUMNS, mechanic_table

    study = matchup_study("yukihi+oboro", "chikage+yurina", pairs=2, agents="greedy", root_seed=3)
    run_study(study, tmp_path, progress=False)
    m = load_mechanics(tmp_path)
    assert set(m["megami"]) == {"yukihi", "oboro", "chikage", "yurina"} and len(m) > 0
    assert (m.groupby(["pair", "game", "side", "mechanic"]).size() == 1).all()
    t = mechanic_table(m)
    assert list(t.columns) == MECHANIC_COLUMNS and (t["games"] == 4).all()
    # a folder written before mechanic telemetry: no mechanics/ chunks -> empty table, report still works
    import shutil
    shutil.rmtree(tmp_path / "mechanics")
    assert load_mechanics(tmp_path).empty and mechanic_table(load_mechanics(tmp_path)).empty
    from sakura_lab.cli import main
    assert main(["report", str(tmp_path), "--boot", "5"]) == 0
    assert pd.read_csv(tmp_path / "report" / "mechanics.csv").empty
