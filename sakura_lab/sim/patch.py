"""Patch studies: what did a season's update change? (issue 17)

A patch study plays the same pairings, decks and seeds under two seasons (``from`` and ``to``) and measures,
with paired intervals, how each pairing's and each megami's win rate moved, and how the statistics of the
cards that changed between the seasons moved.

- **Pairings:** every legal pairing of the chosen megami that exist (and are implemented) in both seasons; all
  pairings against each other, no mirrors (a mirror is 50% in both seasons).
- **Decks:** the deck builder's deck of the ``from`` season; the same cards in the ``to`` season where that deck
  is legal there (``kept``), else the builder's deck of the ``to`` season (a pairing whose deck had to change is
  marked: its change mixes the patch with the new deck).
- **Seeds:** both studies have the same matchups in the same order, pairs and root seed, so pair ``k`` of a
  matchup has the same seed in both (``Study.pair_seed``): shuffles and players' random numbers are shared and
  the two games of a pair differ only where the cards play differently.
- **Paired intervals:** per pair, the difference of a pairing's points (``to`` − ``from``, the pair's two games
  averaged); the change is their mean and its 95% interval mean ± 1.96·sd/√n over pairs. A megami's change
  pools the pairs of its pairings.

``changes`` (card overrides, :class:`~sakura_lab.sim.study.Changes`) apply to the ``to`` side only: a made-up
version of a season (``from`` and ``to`` may then be the same season), e.g. to check what a proposed change
would do.

From Python: ``plan = patch_plan("na-s9", "na-s9-2", "yurina,saine,himika", pairs=20)``,
``run_patch(plan, "results/patch")``, then ``patch_tables("results/patch")``. From the CLI:
``sakura-lab run patch --from na-s9 --to na-s9-2 --megami … --pairs N --out DIR``.
"""
from __future__ import annotations

import itertools
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from sakura_lab.cards.catalogue import CardInfo, CatalogueError, get_catalogue
from sakura_lab.cards.registry import is_implemented
from sakura_lab.decks import DeckError, make_deck
from sakura_lab.engine.constants import MAX_TURNS
from sakura_lab.sim.errors import StudyError
from sakura_lab.sim.specs import (
    _finish,
    implemented_megami,
    megami_list,
    pairing_side,
    parse_agents,
    playable_forms,
)
from sakura_lab.sim.storage import load_results
from sakura_lab.sim.study import DEFAULT_TASK_SIZE, Changes, SideSource, Study
from sakura_lab.stats.intervals import Z95, wilson

PLAN_FILE = "patch.json"


@dataclass(frozen=True)
class PatchPlan:
    """The two studies of a patch study (same matchups, pairs and seeds) and which decks were kept."""

    from_season: str
    to_season: str
    forms: tuple[str, ...]
    base: Study  # the "from" season
    variant: Study  # the "to" season (with ``changes`` applied, if any)
    kept: tuple[bool, ...]  # per side: the same ten cards in both seasons
    changes: Changes

    @property
    def folders(self) -> tuple[str, str]:
        """Sub-folders of the output folder holding the two studies."""
        to = f"to-{self.to_season}" + (f"-{self.changes.slug()}" if self.changes else "")
        return f"from-{self.from_season}", to

    def to_config(self) -> dict[str, Any]:
        return {"from": self.from_season, "to": self.to_season, "forms": list(self.forms),
                "kept": {s.label: k for s, k in zip(self.base.sides, self.kept, strict=True)},
                "changes": self.changes.to_config(), "folders": list(self.folders),
                "changed_cards": [c for c in changed_cards(self.from_season, self.to_season, self.forms)["card_id"]]}


def _common_forms(megami: str | Sequence[str], a: str, b: str) -> list[str]:
    if isinstance(megami, str) and megami.strip().lower() == "all":
        in_b = set(implemented_megami(b))
        bases = [m for m in implemented_megami(a) if m in in_b]
        forms_b = set(playable_forms(bases, b))
        forms = [f for f in playable_forms(bases, a) if f in forms_b]
        if len(forms) < 2:
            raise StudyError(f"fewer than 2 megami are implemented in both {a} and {b}")
        return forms
    forms = megami_list(megami, a)
    megami_list(forms, b)  # each must exist in the other season too (a clear error naming it otherwise)
    for season in (a, b):
        for f in forms:
            missing = [c.id for c in get_catalogue().cards(form=f, season=season) if not is_implemented(c.id, season)]
            if missing:
                raise StudyError(f"megami {f} cannot be simulated in {season}: {len(missing)} card(s) read there "
                                 f"as no implemented script does ({', '.join(missing[:5])}"
                                 f"{', ...' if len(missing) > 5 else ''})")
    return forms


def _side_in(side: SideSource, season: str, style: str, deck_seed: int | None) -> tuple[SideSource, bool]:
    """``side`` moved to ``season``: the same cards where legal and implemented there, else the builder's deck."""
    d = side.deck
    try:
        deck = make_deck(list(d.megami), list(d.cards), season=season, name=d.name)
        if all(is_implemented(c, season) for c in deck.cards):
            return replace(side, deck=deck), True
    except (DeckError, CatalogueError):
        pass
    new = pairing_side(tuple(d.megami), season=season, style=style, deck_seed=deck_seed)
    return replace(new, label=side.label), False


def patch_plan(from_season: str, to_season: str, megami: str | Sequence[str] = "all", *, pairs: int = 20,
               agents: str | Sequence[str] = "heuristic", root_seed: int = 0, style: str = "balanced",
               deck_seed: int | None = None, max_turns: int = MAX_TURNS, task_size: int = DEFAULT_TASK_SIZE,
               changes: Changes | None = None) -> PatchPlan:
    """The two studies of a patch study between ``from_season`` and ``to_season`` (see the module docstring)."""
    cat = get_catalogue()
    try:
        a, b = cat.season(from_season), cat.season(to_season)
    except CatalogueError as e:
        raise StudyError(str(e)) from None
    changes = changes or Changes()
    if changes.swaps:  # a swap would give side A its own deck copy and the studies' matchups would differ
        raise StudyError("a patch study takes card number changes (--set), not swaps")
    if a == b and not changes:
        raise StudyError(f"from and to are the same season ({a}): nothing changes (give card changes for a what-if)")
    forms = _common_forms(megami, a, b)
    pairings = [(x, y) for x, y in itertools.combinations(forms, 2) if cat.megami(x).number != cat.megami(y).number]
    if len(pairings) < 2:
        raise StudyError("a patch study needs at least 2 legal pairings (3 megami, or forms of 2 megami)")
    base_sides = tuple(pairing_side(p, season=a, style=style, deck_seed=deck_seed) for p in pairings)
    moved = [_side_in(s, b, style, deck_seed) for s in base_sides]
    matchups = tuple(itertools.combinations(range(len(base_sides)), 2))
    players = parse_agents(agents)
    base = _finish(Study("patch", base_sides, matchups, players, pairs, root_seed, max_turns, task_size), None)
    variant = _finish(Study("patch", tuple(s for s, _ in moved), matchups, players, pairs, root_seed, max_turns,
                            task_size), changes)
    return PatchPlan(a, b, tuple(forms), base, variant, tuple(k for _, k in moved), changes)


def run_patch(plan: PatchPlan, out: str | Path, *, n_jobs: int = 1, progress: bool = True,
              scheduler: Any = None) -> Path:
    """Play both studies of ``plan`` into ``out/from-<season>`` and ``out/to-<season>`` (resumable) and write
    ``out/patch.json``; a folder holding another patch study is refused."""
    from sakura_lab.sim.runner import run_study

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    cfg = plan.to_config()
    old = out / PLAN_FILE
    if old.exists():
        prev = json.loads(old.read_text(encoding="utf-8"))
        if {k: prev.get(k) for k in ("from", "to", "forms", "changes")} != {k: cfg[k] for k in ("from", "to", "forms",
                                                                                                  "changes")}:
            raise StudyError(f"{out} holds another patch study ({prev.get('from')} -> {prev.get('to')}); "
                             "choose another --out")
    old.write_text(json.dumps(cfg, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    fa, fb = plan.folders
    run_study(plan.base, out / fa, n_jobs=n_jobs, progress=progress, scheduler=scheduler)
    run_study(plan.variant, out / fb, n_jobs=n_jobs, progress=progress, scheduler=scheduler)
    return out


# ---------------------------------------------------------------- analysis

def _long(games: pd.DataFrame) -> pd.DataFrame:
    """One row per side per game: (pair, game, role, pairing, points)."""
    won_a = np.where(games["winner"] == "A", 1.0, np.where(games["winner"] == "B", 0.0, 0.5))
    a = pd.DataFrame({"pair": games["pair"], "game": games["game"], "role": "A", "pairing": games["pairing_a"],
                      "points": won_a})
    b = pd.DataFrame({"pair": games["pair"], "game": games["game"], "role": "B", "pairing": games["pairing_b"],
                      "points": 1.0 - won_a})
    return pd.concat([a, b], ignore_index=True)


def paired_changes(base_games: pd.DataFrame, variant_games: pd.DataFrame) -> pd.DataFrame:
    """Per side of each game of both studies: (pair, game, role, pairing, megami, base, variant).

    Games are matched on (pair, game): both studies must hold the same games (the same seeds), else
    ``ValueError``. ``megami`` lists the base megami of the pairing (one row per megami)."""
    key = ["pair", "game", "role"]
    b, v = _long(base_games), _long(variant_games)
    if len(b) != len(v) or set(map(tuple, b[key].to_numpy())) != set(map(tuple, v[key].to_numpy())):
        raise ValueError("patch: the two studies do not hold the same games (same pairs and seeds); "
                         "run both to completion")
    seeds_b = base_games.set_index(["pair", "game"])["seed"]
    seeds_v = variant_games.set_index(["pair", "game"])["seed"]
    if not seeds_b.sort_index().equals(seeds_v.sort_index()):
        raise ValueError("patch: the two studies were played on different seeds")
    m = b.rename(columns={"points": "base"}).merge(v[key + ["points"]].rename(columns={"points": "variant"}),
                                                   on=key, validate="one_to_one")
    cat = get_catalogue()
    bases = {p: [cat.megami(f).base for f in p.split("+")] for p in m["pairing"].unique()}
    m["megami"] = m["pairing"].map(bases)
    return m.explode("megami", ignore_index=True)


def _summarise(df: pd.DataFrame, by: str) -> pd.DataFrame:
    rows = []
    for k, sub in df.groupby(by, sort=True):
        per = sub.assign(d=sub["variant"] - sub["base"]).groupby("pair")["d"].mean().to_numpy()
        n = len(per)
        diff = float(per.mean()) if n else math.nan
        se = float(per.std(ddof=1)) / math.sqrt(n) if n > 1 else math.nan
        rows.append({by: k, "games": int(sub.groupby(["pair", "game"]).ngroups), "pairs": n,
                     "from_rate": float(sub["base"].mean()), "to_rate": float(sub["variant"].mean()),
                     "change": diff, "se": se, "lo": diff - Z95 * se, "hi": diff + Z95 * se,
                     "changed_games": int((sub["variant"] != sub["base"]).sum())})
    out = pd.DataFrame(rows)
    if len(out):
        out = out.sort_values("change", ascending=False, kind="stable").reset_index(drop=True)
    return out


def pairing_changes(changes: pd.DataFrame) -> pd.DataFrame:
    """Per pairing: from/to win rates and the paired change with its 95% interval (pair-level)."""
    return _summarise(changes.drop_duplicates(["pair", "game", "role"]), "pairing")


def megami_changes(changes: pd.DataFrame) -> pd.DataFrame:
    """Per megami: from/to win rates over its pairings' games and the paired change with its 95% interval."""
    return _summarise(changes, "megami")


def _numbers(c: CardInfo) -> dict[str, Any]:
    return {"type": c.type, "subtype": c.subtype, "range": c.range_text, "damage": c.damage_text,
            "charge": c.charge, "cost": c.cost_text}


def changed_cards(from_season: str, to_season: str, forms: Sequence[str], lang: str = "en") -> pd.DataFrame:
    """Cards of ``forms``' pools that differ between the seasons: ``new`` (only in ``to``), ``removed`` (only in
    ``from``), or changed in ``text`` (another reading) and/or numbers (what changed, ``old -> new``)."""
    cat = get_catalogue()
    a = {c.id: c for f in forms for c in cat.pool(f, from_season)}
    b = {c.id: c for f in forms for c in cat.pool(f, to_season)}
    rows = []
    for cid in sorted(set(a) | set(b), key=lambda x: (x not in b, x)):
        ca, cb = a.get(cid), b.get(cid)
        info = cb or ca
        assert info is not None
        what: list[str] = []
        if ca is None:
            what.append("new")
        elif cb is None:
            what.append("removed")
        else:
            if ca.wording_since != cb.wording_since:
                what.append("text")
            na, nb = _numbers(ca), _numbers(cb)
            what += [f"{k} {na[k] if na[k] is not None else '-'} -> {nb[k] if nb[k] is not None else '-'}"
                     for k in na if na[k] != nb[k]]
            if ca.name_ja != cb.name_ja:
                what.append(f"renamed (was {ca.name(lang)})")
        if what:
            rows.append({"card_id": cid, "card": info.name(lang), "megami": info.megami, "change": "; ".join(what)})
    return pd.DataFrame(rows, columns=["card_id", "card", "megami", "change"])


def _card_rates(cards: pd.DataFrame) -> pd.DataFrame:
    if not len(cards):
        return pd.DataFrame(columns=["card_id", "in_decks", "use_rate", "win_when_used", "used"])
    g = cards.groupby("card_id")
    used = cards[cards["used"]]
    out = pd.DataFrame({"in_decks": g.size(), "use_rate": g["used"].mean()})
    out["used"] = used.groupby("card_id").size().reindex(out.index, fill_value=0)
    out["win_when_used"] = used.groupby("card_id")["won"].mean().reindex(out.index)
    return out.reset_index()


def card_changes(changed: pd.DataFrame, base_cards: pd.DataFrame, variant_cards: pd.DataFrame) -> pd.DataFrame:
    """The changed cards with their statistics in both studies: how often decks hold and use them and how
    often the side that used one won (Wilson 95% intervals; not paired: a card's games differ)."""
    a, b = _card_rates(base_cards), _card_rates(variant_cards)
    out = changed.merge(a.add_prefix("from_").rename(columns={"from_card_id": "card_id"}), on="card_id", how="left")
    out = out.merge(b.add_prefix("to_").rename(columns={"to_card_id": "card_id"}), on="card_id", how="left")
    for side in ("from", "to"):
        n = out[f"{side}_used"].fillna(0).astype(int)
        w = out[f"{side}_win_when_used"].fillna(0.0) * n
        lo, hi = zip(*(wilson(float(x), int(k)) if k else (math.nan, math.nan) for x, k in zip(w, n, strict=True)),
                     strict=True) if len(out) else ((), ())
        out[f"{side}_win_lo"], out[f"{side}_win_hi"] = list(lo), list(hi)
    return out


def _show(v: Any) -> str:
    """An overridden value as printed: a range of distances ``1-6``, a damage ``5/5`` (``-`` for none)."""
    if isinstance(v, list | tuple):
        if len(v) > 2 and all(isinstance(x, int) for x in v) and list(v) == list(range(v[0], v[-1] + 1)):
            return f"{v[0]}-{v[-1]}"
        return "/".join("-" if x is None else str(x) for x in v)
    return str(v)


@dataclass(frozen=True)
class PatchTables:
    pairings: pd.DataFrame
    megami: pd.DataFrame
    cards: pd.DataFrame
    summary: list[str]
    config: dict[str, Any]


def patch_tables(out: str | Path, lang: str = "en") -> PatchTables:
    """The tables and text summary of a patch study folder written by :func:`run_patch`."""
    out = Path(out)
    path = out / PLAN_FILE
    if not path.exists():
        raise StudyError(f"{out} is not a patch study folder (no {PLAN_FILE})")
    cfg = json.loads(path.read_text(encoding="utf-8"))
    fa, fb = cfg["folders"]
    gb, cb = load_results(out / fa)
    gv, cv = load_results(out / fb)
    ch = paired_changes(gb, gv)
    pairings = pairing_changes(ch)
    pairings["deck_kept"] = pairings["pairing"].map(lambda p: bool(cfg["kept"].get(p, True)))
    megami = megami_changes(ch)
    changed = changed_cards(cfg["from"], cfg["to"], cfg["forms"], lang)
    made_up = [{"card_id": c, "card": get_catalogue().card(c, cfg["to"]).name(lang),
                "megami": get_catalogue().card(c, cfg["to"]).megami, "change": f"made up: {k} -> {_show(v)}"}
               for c, k, v in cfg["changes"]["sets"]]
    if made_up:  # one row per card: its season changes and the made-up ones together
        changed = (pd.concat([changed, pd.DataFrame(made_up)], ignore_index=True)
                   .groupby(["card_id", "card", "megami"], sort=False, as_index=False)["change"].agg("; ".join))
    cards = card_changes(changed, cb, cv)
    return PatchTables(pairings, megami, cards, summarise(megami, changed, cfg, lang), cfg)


def summarise(megami: pd.DataFrame, changed: pd.DataFrame, cfg: dict[str, Any], lang: str = "en") -> list[str]:
    """Short sentences: each megami whose change's interval excludes zero, with its own changed cards."""
    cat = get_catalogue()
    what = Changes(tuple(tuple(s) for s in cfg["changes"]["swaps"]),  # type: ignore[misc]
                   tuple((c, k, tuple(v) if isinstance(v, list) else v) for c, k, v in cfg["changes"]["sets"]))
    head = f"{cfg['from']} -> {cfg['to']}" + (f" with {what.describe(cfg['to'], lang)}" if what else "")
    lines = [f"{head}: {changed['card_id'].nunique()} card(s) of these megami changed."]
    for r in megami.itertuples():
        if not (r.lo > 0 or r.hi < 0):
            continue
        own = list(dict.fromkeys(changed[changed["megami"] == r.megami]["card"]))
        verb = "gained" if r.change > 0 else "lost"
        why = (f"after {', '.join(own[:4])}{' and others' if len(own) > 4 else ''} changed" if own
               else "(none of its own cards changed: its opponents' did)")
        name = cat.megami(r.megami).name(lang)
        lines.append(f"{name} {verb} {abs(r.change) * 100:.1f} points ({r.lo * 100:.1f} to {r.hi * 100:.1f}) {why}.")
    if len(lines) == 1:
        lines.append("No megami's win rate moved by more than its 95% interval.")
    return lines


def patch_plot(megami: pd.DataFrame, ax: Any = None) -> Any:
    """Each megami's change in win rate (percentage points) with its 95% paired interval."""
    import matplotlib.pyplot as plt

    df = megami.iloc[::-1].reset_index(drop=True)
    if ax is None:
        _, ax = plt.subplots(figsize=(6.5, 0.35 * max(len(df), 2) + 1.2))
    y = np.arange(len(df))
    ch = df["change"].to_numpy(dtype=float) * 100
    err = np.vstack([ch - df["lo"].to_numpy(dtype=float) * 100, df["hi"].to_numpy(dtype=float) * 100 - ch])
    colors = ["tab:green" if lo > 0 else "tab:red" if hi < 0 else "tab:gray"
              for lo, hi in zip(df["lo"], df["hi"], strict=True)]
    ax.errorbar(ch, y, xerr=np.nan_to_num(err), fmt="none", ecolor="tab:gray", capsize=3)
    ax.scatter(ch, y, c=colors, zorder=3)
    ax.axvline(0, color="black", linewidth=0.8, linestyle="--")
    ax.set_yticks(y, labels=df["megami"].astype(str).tolist())
    ax.set_xlabel("change in win rate (points, 95% paired interval)")
    ax.set_title("Patch study: change per megami")
    return ax


def write_patch_report(out: str | Path, lang: str = "en") -> PatchTables:
    """Write ``patch_pairings.csv``, ``patch_megami.csv``, ``patch_cards.csv``, ``patch_megami.png`` and
    ``summary.txt`` into the patch study folder ``out``; returns the tables."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = Path(out)
    t = patch_tables(out, lang)
    t.pairings.to_csv(out / "patch_pairings.csv", index=False)
    t.megami.to_csv(out / "patch_megami.csv", index=False)
    t.cards.to_csv(out / "patch_cards.csv", index=False)
    ax = patch_plot(t.megami)
    ax.figure.tight_layout()
    ax.figure.savefig(out / "patch_megami.png", dpi=110)
    plt.close(ax.figure)
    (out / "summary.txt").write_text("\n".join(t.summary) + "\n", encoding="utf-8")
    return t


__all__ = ["PatchPlan", "PatchTables", "card_changes", "changed_cards", "megami_changes", "paired_changes",
           "pairing_changes", "patch_plan", "patch_plot", "patch_tables", "run_patch", "summarise",
           "write_patch_report"]
