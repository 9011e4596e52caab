"""Abilities in force and the questions the core asks them (CR 9-1-1, 10-28; hooks declared in engine.hooks).

The list of abilities in force (Ongoing texts of enhancements, Devoted texts of Specials, turn-long effects
and the host rules of the megami rules) is cached per state change; ``hooked`` returns, per declared hook,
the abilities that implement it, so the hot paths loop over those only. Also: a card's current information
(``card_of``: variants and copies, CR 10-16), events (``emit``), "cannot" effects (``forbidden``) and the
values modified by abilities (distance, CR 5-2-1; Mastery Zone, CR 5-2-2).
"""
from __future__ import annotations

from typing import Any, Final

from sakura_lab.engine.cardbase import CardDef
from sakura_lab.engine.constants import DEVOTED, DIST, ENHANCE, MASTERY_ZONE, SPECIAL
from sakura_lab.engine.errors import RulesError
from sakura_lab.engine.hooks import HOOKS, METHOD_HOOKS, REPLACEMENTS, Ability
from sakura_lab.engine.state import AbilityCache, GameState


def invalidate(st: GameState) -> None:
    """Forget the cached list of abilities in force. Call after any change of a card's zone, special
    state, owner or definition, of turn effects or of the cards being disenchanted."""
    st.abcache = None


_OVERRIDES: Final[dict[tuple[type, str], bool]] = {}


def _check_declared(hook: str) -> None:
    """Every hook the core asks about is declared in ``engine.hooks`` (a typo must not be silently 'no one')."""
    if hook in HOOKS or (hook.startswith("replace:") and hook[8:] in REPLACEMENTS):
        return
    raise RulesError(f"hook {hook!r} is not declared in engine.hooks")


def _implements(ab: Any, hook: str) -> bool:
    if hook in METHOD_HOOKS:  # a method: implemented when the ability's class overrides the default
        key = (type(ab), hook)
        hit = _OVERRIDES.get(key)
        if hit is None:
            hit = _OVERRIDES[key] = getattr(type(ab), hook, None) is not getattr(Ability, hook)
        return hit
    if hook.startswith("replace:"):  # a replacement effect for one declared event (CR 10-30)
        return hook[8:] in ab.replaces
    return bool(getattr(ab, hook))  # a declared flag, e.g. counts_as_aura


def active_abilities(st: GameState) -> list[tuple[int, Any]]:
    """(source uid, ability) for every ability in force: Ongoing (CR 9-1-1-6), Devoted (9-1-1-8),
    Forced texts of public cards that declare themselves global, and turn-long effects.

    The list is cached until :func:`invalidate`; callers must not modify it."""
    cache = st.abcache
    if cache is None:
        out: list[tuple[int, Any]] = []
        cards = st.cards
        for p in (0, 1):
            zp = st.zones[p]
            for u in zp[ENHANCE]:
                if u in st.disenchanting:  # a card being disenchanted loses its Ongoing effects (CR 9-6)
                    continue
                cd = cards[u]
                for ab in (cd if cd.variant is None else _base_info(st, u)).script.ongoing:
                    out.append((u, ab))
            for u in zp[SPECIAL]:
                if st.cstate[u] == DEVOTED:
                    cd = cards[u]
                    for ab in (cd if cd.variant is None else _base_info(st, u)).script.devoted:
                        out.append((u, ab))
        for src, ab in st.turn_effects:
            out.append((src, ab))
        out.extend(st.rules)
        last = st.ablast
        if last is not None and _same_abilities(last.all, out):
            cache = last  # nothing in force changed since it was built: keep its per-hook lists
        else:
            cache = st.ablast = AbilityCache(out)
            if out:
                _fill_hot_hooks(cache)
        st.abcache = cache
    result = cache.all
    if st.marks.get("cancel_keys"):
        # CR 10-28: identical effects marked "cancel out if duplicated" are all invalid together.
        keys = [ab.cancel_key for _, ab in result if ab.cancel_key is not None]
        dup = {k for k in keys if keys.count(k) > 1}
        if dup:
            result = [(s, ab) for s, ab in result if ab.cancel_key not in dup]
    return result


def _same_abilities(a: list[tuple[int, Any]], b: list[tuple[int, Any]]) -> bool:
    """Whether two lists of abilities in force hold the same abilities (the same objects) from the same sources,
    in the same order: then every list an AbilityCache derives from them is the same too."""
    if len(a) != len(b):
        return False
    for i in range(len(a)):
        x = a[i]
        y = b[i]
        if x[0] != y[0] or x[1] is not y[1]:
            return False
    return True


def ability_cache(st: GameState) -> AbilityCache:
    """The abilities in force (computed if needed); its per-hook lists (``forbids``, ...) are those of
    :func:`hooked` before CR 10-28 cancelling: when one is empty, no ability answers that hook."""
    cache = st.abcache
    if cache is None:
        active_abilities(st)
        cache = st.abcache
        assert cache is not None
    return cache


# The hooks AbilityCache keeps lists for; per ability class, which of them it implements (a method it overrides).
_HOT_HOOKS = ("forbids", "distance_delta", "mastery_delta", "modify_attack", "cost_delta", "on_event")
_HOT_BY_TYPE: dict[type, tuple[bool, bool, bool, bool, bool, bool]] = {}


def _fill_hot_hooks(cache: AbilityCache) -> None:
    """Fill the per-hook lists of a new cache (the same lists ``hooked`` would compute)."""
    forbids: list[tuple[int, Any]] = []
    distance: list[tuple[int, Any]] = []
    mastery: list[tuple[int, Any]] = []
    modify: list[tuple[int, Any]] = []
    cost: list[tuple[int, Any]] = []
    event: list[tuple[int, Any]] = []
    for pair in cache.all:
        ab = pair[1]
        t = type(ab)
        f = _HOT_BY_TYPE.get(t)
        if f is None:
            f = _HOT_BY_TYPE[t] = (_implements(ab, "forbids"), _implements(ab, "distance_delta"),
                                   _implements(ab, "mastery_delta"), _implements(ab, "modify_attack"),
                                   _implements(ab, "cost_delta"), _implements(ab, "on_event"))
        if f[0]:
            forbids.append(pair)
        if f[1]:
            distance.append(pair)
        if f[2]:
            mastery.append(pair)
        if f[3]:
            modify.append(pair)
        if f[4]:
            cost.append(pair)
        if f[5]:
            event.append(pair)
    h = cache.hooks
    cache.forbids = h["forbids"] = forbids
    cache.distance_delta = h["distance_delta"] = distance
    cache.mastery_delta = h["mastery_delta"] = mastery
    cache.modify_attack = h["modify_attack"] = modify
    cache.cost_delta = h["cost_delta"] = cost
    cache.on_event = h["on_event"] = event


def hooked(st: GameState, hook: str) -> list[tuple[int, Any]]:
    """The abilities in force that implement ``hook`` (declared in ``engine.hooks``: a method of
    :class:`~sakura_lab.engine.hooks.Ability`, ``"replace:<event>"`` or a flag): the hot paths loop over these only."""
    cache = st.abcache
    if cache is None:
        active_abilities(st)
        cache = st.abcache
        assert cache is not None
    if not cache.all:
        return cache.all
    lst = cache.hooks.get(hook)
    if lst is None:
        _check_declared(hook)
        lst = cache.hooks[hook] = [(s, ab) for s, ab in cache.all if _implements(ab, hook)]
    if st.marks.get("cancel_keys"):
        return [(s, ab) for s, ab in active_abilities(st) if _implements(ab, hook)]
    return lst


_REPLACE_HOOKS: Final[dict[str, str]] = {}


def replaced(st: GameState, what: str, *args: Any) -> bool:
    """Ask the replacement effects in force for ``what`` (declared in ``hooks.REPLACEMENTS``, CR 10-30):
    True when one replaced it (that ability pushed the work that happens instead)."""
    key = _REPLACE_HOOKS.get(what)
    if key is None:  # the hook's name, built once per event (a new string each time would be hashed each time)
        key = _REPLACE_HOOKS[what] = "replace:" + what
    for src, ab in hooked(st, key):
        if ab.replace(st, src, what, args):
            return True
    return False


def replaced_by_text(st: GameState, abilities: tuple, src: int, what: str, *args: Any) -> bool:
    """The same for replacement effects printed on one card or attack (scope "card text" / "attack text" /
    "own card" in ``hooks.REPLACEMENTS``)."""
    for ab in abilities:
        if what in ab.replaces and ab.replace(st, src, what, args):
            return True
    return False


def emit(st: GameState, *ev: Any) -> None:
    """Tell every ability in force that ``ev`` happened (they may queue triggered work); see also
    :func:`notify` for events another log line already shows."""
    if st.record:
        st.log("event", *ev)
    cache = st.abcache
    if cache is None:
        cache = ability_cache(st)
    if not cache.on_event:
        return
    for src, ab in hooked(st, "on_event"):
        ab.on_event(st, src, ev)


def notify(st: GameState, *ev: Any) -> None:
    """Like :func:`emit` but not recorded in the game log: for events whose step already logs itself
    (e.g. ``("unused", player, uid)``, a Special turned unused: CR 10-17, logged by ``zones.set_unused``),
    so that listening to them leaves the recorded games unchanged."""
    cache = st.abcache
    if cache is None:
        cache = ability_cache(st)
    if not cache.on_event:
        return
    for src, ab in hooked(st, "on_event"):
        ab.on_event(st, src, ev)


def forbidden(st: GameState, what: str, player: int, detail: Any = None) -> bool:
    cache = st.abcache
    if cache is None:
        cache = ability_cache(st)
    if not cache.forbids:
        return False
    for src, ab in hooked(st, "forbids"):
        if ab.forbids(st, src, what, player, detail):
            return True
    return False


def mastery_zone(st: GameState) -> int:
    cache = st.abcache
    if cache is None:
        cache = ability_cache(st)
    if not cache.mastery_delta:
        return MASTERY_ZONE
    m = MASTERY_ZONE
    for src, ab in hooked(st, "mastery_delta"):
        m += ab.mastery_delta(st, src)
    return max(0, m)


def current_distance(st: GameState) -> int:
    """CR 5-2-1: the tokens on ＜Distance＞ after modifications (``distance_delta`` abilities), never below 0."""
    d = st.tok[DIST]
    cache = st.abcache
    if cache is None:
        cache = ability_cache(st)
    if not cache.distance_delta:
        return max(0, d)
    for src, ab in hooked(st, "distance_delta"):
        d += ab.distance_delta(st, src)
    return max(0, d)


def add_turn_effect(st: GameState, src: int, ability: Any) -> None:
    """An ability in force until the end of this turn (e.g. "this turn your Specials cost 1 less")."""
    st.turn_effects.append((src, ability))
    st.abcache = None


def card_of(st: GameState, uid: int) -> CardDef:
    """The information of card ``uid``, honouring "S becomes a copy of T" (CR 10-16): everything but
    the category (Normal/Special, CR 6-2-1-1) is read from the copy source; then text-affecting abilities
    in force (hook ``card_info``, CR 9-1-3-3), asked only while the state's ``card_info`` mark is set."""
    cd = _base_info(st, uid)
    if st.marks.get("card_info"):
        for src, ab in hooked(st, "card_info"):
            cd = ab.card_info(st, src, uid, cd) or cd
    return cd


def _base_info(st: GameState, uid: int) -> CardDef:
    """The information of card ``uid`` from its variant and copies only (what the abilities in force are
    read from: a text-affecting ability never adds or removes abilities here)."""
    cd = st.cards[uid]
    if cd.variant is not None:  # a card whose information depends on the state (e.g. Yukihi's umbrella)
        cd = cd.variant(st, uid) or cd
    if not st.marks.get("copies"):
        return cd
    t = st.marks.get(("copy", uid))
    if t is None:
        return cd
    src = st.cards[t]
    key = (cd.id, src.id)
    merged = _COPY_CACHE.get(key)
    if merged is None:
        merged = CardDef(src.id, src.megami, cd.kind, src.ctype, src.subtype, src.range, src.aura, src.life,
                         src.charge, src.cost, src.names, src.script)
        _COPY_CACHE[key] = merged
    return merged


_COPY_CACHE: dict[tuple[str, str], CardDef] = {}
