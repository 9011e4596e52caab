#!/usr/bin/env python3
"""Build ``sakura_lab/data/catalogue.json`` from the furuyoni-data JSON export.

Usage::

    python scripts/build_catalogue.py [--data /work/shared/furuyoni-data] [--out sakura_lab/data/catalogue.json]

Source: furuyoni-data by tetradice (MIT), see its README.md.

LEGAL RULE: only *facts* are copied (ids, megami, names, readings, types, numbers, season
membership).  No ``text*`` field (the publisher's card texts) is ever copied into the output: the
Japanese text is only compared between seasons, to record *when* a card's text took its current
reading (``wording_since``, a season id), so that each text version gets its own effect script.

Normalisations done here (so that run time never needs the raw data):

* per-season values are reconstructed from ``variants``; consecutive seasons with identical
  values are merged into one "version";
* ``wording_since``: the first standard season in which the card read as it does in that season
  (identical Japanese text); the effect scripts are keyed by it (issue 17, card versions);
* ranges / damages / capacities / costs are parsed (full-width digits, ``{..}`` braces, ``X``)
  and kept next to their raw text;
* ``shinra-a1`` has tarot number "08" upstream: it is Shinra's alternate form, number 7;
  the dummy ``innealra`` base gets the number of its forms (26) and is never selectable;
* 合奏 (``02_04-saine_tokoyo-A1-n-1_4``) is encoded for both forms that use it: saine-a1
  (replacing ``02-saine-o-n-1``) and tokoyo-a1 (replacing ``04-tokoyo-o-n-4``);
* the three withdrawn alternate cards are asserted absent from the latest season;
* empty English names are filled (override table for the four first megami, otherwise an
  older English name of the same Japanese name, else the romanised reading).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from pathlib import Path

DEFAULT_DATA = Path("/work/shared/furuyoni-data")
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "sakura_lab" / "data" / "catalogue.json"

DECK_KINDS = ("normal", "special")
SHARED_ENSEMBLE = "02_04-saine_tokoyo-A1-n-1_4"
# form -> card replaced by 合奏 in that form
ENSEMBLE_REPLACES = {"saine-a1": "02-saine-o-n-1", "tokoyo-a1": "04-tokoyo-o-n-4"}
WITHDRAWN = ("02-saine-A1-n-3", "04-tokoyo-A1-n-5", "04-tokoyo-A1-n-7")
FIRST_FOUR = ("yurina", "saine", "himika", "tokoyo")

# Our own English translations for cards of the first four megami whose nameEn is empty.
NAME_EN_OVERRIDES = {
    "体捌き": "Body Shift",
    "合奏": "Ensemble",
}
# English megami names missing upstream.
MEGAMI_NAME_EN_OVERRIDES = {
    "oboro-a2": "Vanished Oboro",
    "misora": "Misora",
    "innealra": "Innealra",
}
MEGAMI_NUMBER_FIXES = {"shinra-a1": 7}

# Extra cards that a megami's additional rules also give to another form than the card data's links
# say: MR 14-1, 『Ego』 Yatsuha (AA1) puts the first six perfect cards of A1 into ＜Extra＞ too.
EXTRA_ALSO_FOR: dict[str, tuple[str, ...]] = {
    f"16-yatsuha-A1-n-{i}-ex1": ("yatsuha-aa1",) for i in range(1, 7)
}

# Non-text facts copied as they are (numbers / booleans / ids).
FACT_FIELDS = ("rangeOpened", "damageOpened", "growth", "lie", "investable", "sealable",
               "removable", "original", "exchangableTo")

# romanisation

_KANA = {
    "あ": "a", "い": "i", "う": "u", "え": "e", "お": "o",
    "か": "ka", "き": "ki", "く": "ku", "け": "ke", "こ": "ko",
    "が": "ga", "ぎ": "gi", "ぐ": "gu", "げ": "ge", "ご": "go",
    "さ": "sa", "し": "shi", "す": "su", "せ": "se", "そ": "so",
    "ざ": "za", "じ": "ji", "ず": "zu", "ぜ": "ze", "ぞ": "zo",
    "た": "ta", "ち": "chi", "つ": "tsu", "て": "te", "と": "to",
    "だ": "da", "ぢ": "ji", "づ": "zu", "で": "de", "ど": "do",
    "な": "na", "に": "ni", "ぬ": "nu", "ね": "ne", "の": "no",
    "は": "ha", "ひ": "hi", "ふ": "fu", "へ": "he", "ほ": "ho",
    "ば": "ba", "び": "bi", "ぶ": "bu", "べ": "be", "ぼ": "bo",
    "ぱ": "pa", "ぴ": "pi", "ぷ": "pu", "ぺ": "pe", "ぽ": "po",
    "ま": "ma", "み": "mi", "む": "mu", "め": "me", "も": "mo",
    "や": "ya", "ゆ": "yu", "よ": "yo",
    "ら": "ra", "り": "ri", "る": "ru", "れ": "re", "ろ": "ro",
    "わ": "wa", "ゐ": "i", "ゑ": "e", "を": "o", "ん": "n", "ゔ": "vu",
    "ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o",
}
_YOUON = {"ゃ": "ya", "ゅ": "yu", "ょ": "yo"}


def _to_hiragana(text: str) -> str:
    out = []
    for ch in text:
        code = ord(ch)
        if 0x30A1 <= code <= 0x30F6:
            out.append(chr(code - 0x60))
        else:
            out.append(ch)
    return "".join(out)


def is_kana(text: str) -> bool:
    text = text.replace("・", "").replace(" ", "").replace("\u3000", "").replace("ー", "")
    return bool(text) and all(0x3041 <= ord(c) <= 0x30FF for c in text)


def romanise(text: str) -> str:
    """Hepburn romanisation of a kana reading ("たいさばき" -> "Taisabaki")."""
    s = _to_hiragana(unicodedata.normalize("NFKC", text))
    out: list[str] = []
    i = 0
    geminate = False
    while i < len(s):
        ch = s[i]
        nxt = s[i + 1] if i + 1 < len(s) else ""
        if ch == "っ":
            geminate = True
            i += 1
            continue
        if ch == "ー":
            if out and out[-1] and out[-1][-1] in "aeiou":
                out.append(out[-1][-1])
            i += 1
            continue
        if ch in _KANA:
            syl = _KANA[ch]
            if nxt in _YOUON and syl.endswith("i") and len(syl) > 1:
                base = syl[:-1]
                y = _YOUON[nxt]
                syl = (base + y[1:]) if base in ("sh", "ch", "j") else base + y
                i += 1
            elif nxt in "ぁぃぅぇぉ" and nxt and syl.endswith("u") and len(syl) > 1:
                syl = syl[:-1] + _KANA[nxt]
                i += 1
            if geminate:
                syl = ("t" + syl) if syl.startswith("ch") else syl[0] + syl
                geminate = False
            if ch == "ん" and nxt and _KANA.get(nxt, "x")[0] in "aeiouy":
                syl = "n'"
            out.append(syl)
        elif ch in "・:：":
            out.append(" ")
        elif ch.isspace():
            out.append(" ")
        else:
            out.append(ch)
        i += 1
    words = "".join(out).split()
    return " ".join(w[:1].upper() + w[1:] for w in words)


# parsing

def _nfkc(value) -> str | None:
    if value is None:
        return None
    return unicodedata.normalize("NFKC", str(value)).strip()


def parse_int(value) -> int | None:
    """'3' -> 3, '１' -> 1, '{2}' -> 2, 'X'/'時価'/'x' -> None."""
    s = _nfkc(value)
    if s is None:
        return None
    s = s.strip("{}")
    return int(s) if re.fullmatch(r"\d+", s) else None


def parse_range(value) -> list[int] | None:
    s = _nfkc(value)
    if not s:
        return None
    s = s.strip("{}")
    result: set[int] = set()
    for part in s.split(","):
        m = re.fullmatch(r"(\d+)(?:-(\d+))?", part.strip())
        if not m:
            return None
        lo = int(m.group(1))
        hi = int(m.group(2)) if m.group(2) else lo
        result.update(range(lo, hi + 1))
    return sorted(result)


def parse_damage(value) -> list[int | None] | None:
    s = _nfkc(value)
    if not s:
        return None
    s = s.strip("{}")
    parts = s.split("/")
    if len(parts) != 2:
        return None
    return [int(p) if re.fullmatch(r"\d+", p.strip()) else None for p in parts]


def raw_text(value) -> str | None:
    """Raw textual value with full-width characters normalised ('１' -> '1')."""
    return _nfkc(value)


# build

def load(data_dir: Path):
    cards = json.loads((data_dir / "cards.json").read_text(encoding="utf-8"))
    megami = json.loads((data_dir / "megami.json").read_text(encoding="utf-8"))
    sets = json.loads((data_dir / "card_sets.json").read_text(encoding="utf-8"))
    return cards, megami, sets


def standard_seasons(sets) -> list[str]:
    return [s for s in sets["cardSetOrder"] if s.startswith("na-")]


def values_in(card: dict, season: str) -> dict:
    """The card's source fields as they are in ``season`` (variants applied)."""
    rec = {k: v for k, v in card.items() if k not in ("variants", "cardSets")}
    for variant in card.get("variants") or []:
        if season in variant["cardSets"]:
            for k, v in variant["diff"].items():
                if v is None:
                    rec.pop(k, None)
                else:
                    rec[k] = v
            break
    return rec


def build(data_dir: Path) -> dict:
    cards, megami_list, sets = load(data_dir)
    seasons = standard_seasons(sets)
    latest = sets["latestStandardCardSet"]
    assert latest == seasons[-1], (latest, seasons)

    # ---- megami
    megami_out = []
    forms_of: dict[str, list[str]] = {}
    aid_of: dict[str, str | None] = {}
    selectable: dict[str, set[str]] = {}
    numbers: dict[str, int] = {}
    for m in megami_list:
        listed = any(s.startswith("na-") for s in m.get("listedIn") or [])
        if not listed and m["code"] != "innealra":
            continue  # story / challenge entries
        code = m["code"]
        base = m.get("base") or code
        number = MEGAMI_NUMBER_FIXES.get(code, int(m["number"]))
        numbers[code] = number
        aid_of[code] = m.get("anotherID")
        sel = [s for s in seasons if s in (m.get("selectableIn") or [])]
        if code == "innealra":
            sel = []  # dummy base, never selectable
        selectable[code] = set(sel)
        forms_of.setdefault(base, []).append(code)
        name_en = m.get("nameEn") or MEGAMI_NAME_EN_OVERRIDES.get(code) or romanise(m["name"])
        megami_out.append({
            "code": code, "base": base, "number": number, "another_id": m.get("anotherID"),
            "name_ja": m["name"], "name_en": name_en,
            "name_zh": m.get("nameZh") or m["name"], "name_zh_g1": m.get("nameZhG1") or "",
            "first_season": sel[0] if sel else None, "seasons": sel,
        })
    # A form shares its base's tarot number (the dummy innealra base takes its forms' number).
    for base, forms in forms_of.items():
        alt_numbers = {numbers[f] for f in forms if f != base}
        if base == "innealra":
            numbers[base] = alt_numbers.pop()
        for f in forms:
            numbers[f] = numbers[base]
    for m in megami_out:
        m["number"] = numbers[m["code"]]
    base_of = {m["code"]: m["base"] for m in megami_out}

    # ---- cards per season
    std_cards = [c for c in cards if any(s.startswith("na-") for s in c["cardSets"])]
    by_id = {c["id"]: c for c in std_cards}

    def form_for(base: str, aid: str | None) -> str | None:
        if aid is None:
            return base
        code = f"{base}-{aid.lower()}"
        return code if code in base_of else None

    def aid_matches(form_aid: str | None, card_aid: str | None) -> bool:
        """Cards of alternate ``card_aid`` are used by a form with ``form_aid``
        (an AA1 form builds on its A1 form)."""
        if card_aid is None:
            return True
        if form_aid is None:
            return False
        fa, ca = form_aid.upper(), card_aid.upper()
        return fa == ca or (fa.startswith("AA") and ca == fa[1:])

    per_season: dict[str, dict[str, dict]] = {}  # season -> id -> values
    for season in seasons:
        present = {cid: values_in(c, season) for cid, c in by_id.items() if season in c["cardSets"]}
        if season == latest:
            for cid in WITHDRAWN:
                assert cid not in present, f"withdrawn card {cid} present in {latest}"
        per_season[season] = present

    # the first standard season of each reading of a card's text (compared, never copied)
    wording_since: dict[tuple[str, str], str] = {}  # (season, id) -> season
    first_reading: dict[tuple[str, str], str] = {}  # (id, text) -> season
    for season in seasons:
        for cid, v in per_season[season].items():
            wording_since[(season, cid)] = first_reading.setdefault((cid, v.get("text") or ""), season)

    def is_deck_card(v: dict) -> bool:
        return v["baseType"] in DECK_KINDS and not v.get("extra")

    forms_result: dict[tuple[str, str], list[str]] = {}
    replaces_in: dict[tuple[str, str], dict[str, str]] = {}
    for season in seasons:
        present = per_season[season]
        # pools
        pool_of: dict[str, set[str]] = {}
        for form, base in base_of.items():
            if season not in selectable[form]:
                continue
            faid = aid_of[form]
            chosen = {cid for cid, v in present.items()
                      if is_deck_card(v) and v["megami"] == base and aid_matches(faid, v.get("anotherID"))}
            repl: dict[str, str] = {}
            for cid in chosen:
                r = present[cid].get("replace")
                if r:
                    repl[r] = cid
            if form in ENSEMBLE_REPLACES and SHARED_ENSEMBLE in present:
                chosen.add(SHARED_ENSEMBLE)
                repl[ENSEMBLE_REPLACES[form]] = SHARED_ENSEMBLE
            # a replaced card may itself be an alternate that is replaced (AA1 over A1)
            chosen -= set(repl)
            for r, cid in repl.items():
                if cid in chosen and (r in present):
                    replaces_in.setdefault((season, cid), {})[form] = r
            pool_of[form] = chosen
        # forms of deck cards
        for cid, v in present.items():
            if is_deck_card(v):
                forms_result[(season, cid)] = [f for f in base_of if cid in pool_of.get(f, ())]

        # forms of extra / other cards (may chain through extraFrom)
        def extra_forms(cid: str, depth: int = 0, season: str = season, present: dict = present) -> list[str]:
            key = (season, cid)
            if key in forms_result:
                return forms_result[key]
            v = present[cid]
            base = base_of.get(v["megami"], v["megami"])
            card_aid = v.get("anotherID")
            src = v.get("extraFrom")
            if src and src in present and depth < 10:
                cands = extra_forms(src, depth + 1, season, present)
            else:
                cands = [f for f in forms_of.get(base, []) if season in selectable[f]]
            if card_aid:
                cands = [f for f in cands if (aid_of[f] or "").upper() == card_aid.upper()]
            # drop forms in which another extra card replaces this one
            out = []
            for f in cands:
                replaced = any(
                    w.get("replace") == cid and not is_deck_card(w)
                    and w.get("anotherID") and (aid_of[f] or "").upper() == w["anotherID"].upper()
                    for w in present.values())
                if not replaced:
                    out.append(f)
            forms_result[key] = out
            return out

        for cid, v in present.items():
            if not is_deck_card(v):
                extra_forms(cid)

    # ---- English names
    def name_en_for(cid: str, v: dict) -> str:
        if v.get("nameEn"):
            return v["nameEn"].strip()
        ja = v.get("name") or ""
        base = base_of.get(v["megami"], v["megami"])
        if base in FIRST_FOUR:
            if ja not in NAME_EN_OVERRIDES:
                raise SystemExit(f"no English name override for {cid} {ja!r}")
            return NAME_EN_OVERRIDES[ja]
        # an older season's English name for the same Japanese name
        for variant in by_id[cid].get("variants") or []:
            d = variant["diff"]
            if d.get("nameEn") and d.get("name", ja) == ja:
                return d["nameEn"].strip()
        ruby = v.get("ruby") or ""
        if ruby and is_kana(ruby):
            return romanise(ruby)
        if ja and is_kana(ja):
            return romanise(ja)
        return ja or cid

    # ---- card records
    def record(cid: str, season: str) -> dict:
        v = per_season[season][cid]
        deck = is_deck_card(v)
        facts = {}
        for f in FACT_FIELDS:
            if f in v and v[f] is not None:
                facts[f] = v[f]
        forms = forms_result[(season, cid)]
        also = EXTRA_ALSO_FOR.get(cid)
        if also and not deck:
            forms = forms + [f for f in also if f not in forms and f in base_of and season in selectable[f]]
        rep = v.get("replace") or None
        rin = replaces_in.get((season, cid), {})
        if cid == SHARED_ENSEMBLE:
            rep = ENSEMBLE_REPLACES["saine-a1"]
        return {
            "megami": base_of.get(v["megami"], v["megami"]),
            "another_id": v.get("anotherID"),
            "kind": v["baseType"],
            "extra": not deck,
            "extra_from": v.get("extraFrom"),
            "type": v.get("type"),
            "subtype": v.get("subType"),
            "range_text": raw_text(v.get("range")),
            "range": parse_range(v.get("range")),
            "damage_text": raw_text(v.get("damage")),
            "damage": parse_damage(v.get("damage")),
            "charge": parse_int(v.get("capacity")),
            "charge_text": raw_text(v.get("capacity")),
            "cost": parse_int(v.get("cost")),
            "cost_text": raw_text(v.get("cost")),
            "replaces": rep,
            "replaces_in": rin,
            "forms": forms,
            "name_ja": v.get("name") or "",
            "name_en": name_en_for(cid, v),
            "name_zh": v.get("nameZh") or "",
            "name_zh_g1": v.get("nameZhG1") or "",
            "ruby": v.get("ruby") or "",
            "facts": facts,
            "wording_since": wording_since[(season, cid)],
        }

    cards_out = []
    for c in std_cards:
        cid = c["id"]
        versions: list[dict] = []
        for season in seasons:
            if cid not in per_season[season]:
                continue
            rec = record(cid, season)
            if versions and versions[-1]["values"] == rec and versions[-1]["seasons"][-1] == _prev(seasons, season):
                versions[-1]["seasons"].append(season)
            else:
                versions.append({"seasons": [season], "values": rec})
        cards_out.append({"id": cid, "versions": versions})

    # sanity checks
    for c in cards_out:
        for ver in c["versions"]:
            vals = ver["values"]
            if vals["megami"] in FIRST_FOUR:
                assert vals["name_en"], c["id"]
            for key in vals:
                assert not (isinstance(key, str) and key.startswith("text")), key

    return {
        "source": {
            "name": "furuyoni-data",
            "author": "tetradice",
            "license": "MIT",
            "url": "https://github.com/tetradice/furuyoni-data",
            "note": "Facts only (ids, names, numbers, season membership). Card names belong to "
                    "BakaFire Party. No card texts are included.",
        },
        "seasons": seasons,
        "latest": latest,
        "megami": megami_out,
        "cards": cards_out,
    }


def _prev(seasons: list[str], season: str) -> str | None:
    i = seasons.index(season)
    return seasons[i - 1] if i else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = ap.parse_args(argv)
    catalogue = build(args.data)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(catalogue, ensure_ascii=False, indent=1, sort_keys=False)
    args.out.write_text(text + "\n", encoding="utf-8")
    n_latest = sum(1 for c in catalogue["cards"] if any(catalogue["latest"] in v["seasons"] for v in c["versions"]))
    print(f"wrote {args.out}: {len(catalogue['cards'])} cards ({n_latest} in {catalogue['latest']}), "
          f"{len(catalogue['megami'])} megami entries", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
