"""The promise of every game's legal moves (engine/choices.py), checked on random states.

``Game.legal_moves(state)`` names, for each move the table may take now, the values its fields may
take (a :class:`engine.Domain`). The promise, for every legal move and every field it limits:

* each value the domain allows, completed with allowed values of the other fields, is accepted by
  the engine (:func:`engine.play`);
* each value of the field's finite declared type that the domain leaves out is refused (RuleError).

A field a legal move does not limit (a card's printed number the app cannot know) is filled by the
game's test with a plausible value (``Fill``), and so is an object whose ``entries`` are limited one by
one (1990's distances by seat: which whole maps are accepted depends on the entries together, so the
game's own test checks each entry's range, and this one the keys and each entry's finite values). :func:`play_legal` plays whole games choosing only
among legal moves: it reaches the states the property is checked on, and shows that a table that
enters only what its screens offer can always finish.
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field as dataclass_field
from typing import Any, Callable, Mapping

import engine
from engine import Domain, Game, LegalMove, RuleError
from engine.fields import Bool, Choice, Field, Int, ListOf, MapOf, Object

# A value for a field the legal move leaves unlimited: (state, legal move, field name, the move so far, rng).
Fill = Callable[[Mapping[str, Any], LegalMove, str, dict[str, Any], random.Random], Any]
FINITE_LIMIT = 200  # a declared type with more values than this is not enumerated
TRIES = 12  # completions tried before an allowed value is said to be refused


def declared_values(spec: Field) -> list[Any] | None:
    """Every value a declared field may take, when there are few enough to list (None otherwise)."""
    if isinstance(spec, Choice):
        return list(spec.choices)
    if isinstance(spec, Bool):
        return [False, True]
    if isinstance(spec, Int) and spec.minimum is not None and spec.maximum is not None \
            and spec.maximum - spec.minimum < FINITE_LIMIT:
        return list(range(spec.minimum, spec.maximum + 1))
    if isinstance(spec, Object) and spec.fields:
        parts = [declared_values(f) for f in spec.fields.values()]
        if any(p is None for p in parts) or len(list(itertools.product(*parts))) > FINITE_LIMIT:  # type: ignore[arg-type]
            return None
        return [dict(zip(spec.fields, combo)) for combo in itertools.product(*parts)]  # type: ignore[arg-type]
    return None


def every_int(spec: Field) -> list[int]:
    """Every value of a bounded integer field, however many (sampled from, never all tried)."""
    if isinstance(spec, Int) and spec.minimum is not None and spec.maximum is not None:
        return list(range(spec.minimum, spec.maximum + 1))
    return []


def allowed_values(domain: Domain, spec: Field) -> list[Any] | None:
    """The values of a scalar domain, listed (None: a list field, handled item by item)."""
    if domain.items is not None or isinstance(spec, ListOf):
        return None
    if domain.values is not None:
        return list(domain.values)
    if domain.minimum is not None and domain.maximum is not None:
        return list(range(domain.minimum, domain.maximum + 1))
    return declared_values(spec)


def pick_list(domain: Domain, spec: ListOf, rng: random.Random) -> list[Any]:
    """A list the domain allows: distinct items (cards are unique), as many as it asks."""
    items = allowed_values(domain.items, spec.item) if domain.items is not None else declared_values(spec.item)
    assert items, f"a list domain without listed items: {domain}"
    low = domain.min_items if domain.min_items is not None else spec.min_items
    high = domain.max_items if domain.max_items is not None else min(spec.max_items, len(items))
    return rng.sample(items, rng.randint(low, min(high, len(items))))


def pick(domain: Domain, spec: Field, rng: random.Random) -> Any:
    if isinstance(spec, ListOf) and domain.values is not None:  # whole lists listed (Curse You's Legends)
        return list(rng.choice(domain.values))
    if isinstance(spec, ListOf):
        return pick_list(domain, spec, rng)
    values = allowed_values(domain, spec)
    assert values, f"an empty domain is offered: {domain}"
    return rng.choice(values)


def generic_fill(spec: Field) -> Any:
    """A harmless value of a declared field: its default, else the least it may be."""
    from engine.fields import _MISSING
    if spec.default is not _MISSING:
        return spec.default
    if isinstance(spec, Int):
        low = spec.minimum if spec.minimum is not None else 0
        return max(low, 0) if spec.maximum is None or spec.maximum >= 0 else spec.maximum
    if isinstance(spec, Bool):
        return False
    if isinstance(spec, Choice):
        return spec.choices[0]
    if isinstance(spec, ListOf):
        return []
    return "note"


@dataclass
class Checker:
    """Checks the promise of the legal moves on states of one game."""

    game: Game
    fill: Fill | None = None
    checked: int = 0  # values checked, for a test to say it checked something
    failures: list[str] = dataclass_field(default_factory=list)

    def complete(self, state: Mapping[str, Any], legal: LegalMove, fixed: Mapping[str, Any],
                 rng: random.Random) -> dict[str, Any]:
        """A whole move for ``legal``: ``fixed`` fields as given, the limited ones from their domains,
        the others from the game's fill (required and ``require``d fields only)."""
        spec = self.game.moves[legal.type]
        move: dict[str, Any] = {"type": legal.type}
        for name, fld in spec.fields.items():
            if name in legal.omit:
                continue
            if name in fixed:
                move[name] = fixed[name]
            elif name in legal.fields and (legal.fields[name].entries is not None or legal.fields[name].counts is not None):
                assert self.fill, f"{legal.type}.{name}: a domain by entries or counts needs the game's fill"
                move[name] = self.fill(state, legal, name, move, rng)
            elif name in legal.fields:
                move[name] = pick(legal.fields[name], fld, rng)
            elif fld.required or name in legal.require:
                move[name] = self.fill(state, legal, name, move, rng) if self.fill else generic_fill(fld)
        return move

    def accepted(self, state: Mapping[str, Any], legal: LegalMove, fixed: Mapping[str, Any],
                 rng: random.Random) -> RuleError | None:
        """None when some completion with ``fixed`` is accepted, else the last refusal."""
        refusal: RuleError | None = None
        for _ in range(TRIES):
            try:
                engine.play(self.game, dict(state), self.complete(state, legal, fixed, rng), legal.seat)
                return None
            except RuleError as refused:
                refusal = refused
        return refusal

    def check_state(self, state: Mapping[str, Any], rng: random.Random, per_field: int = 60) -> None:
        """The promise for every legal move of ``state`` (at most ``per_field`` values a field each way).

        A value one legal move leaves out but another of the same type and seat allows (the Sheriff's
        name in Little John's legend move) is allowed: only a value no such move allows is refused."""
        every = list(self.game.legal_moves(state))
        for legal in every:
            siblings = [other for other in every if other.type == legal.type and other.seat == legal.seat]
            spec = self.game.moves[legal.type]
            where = f"{legal.type} for seat {legal.seat} in {short(state)}"
            if not legal.fields:
                self.expect_accepted(state, legal, {}, rng, where)
            for name, domain in legal.fields.items():
                fld = spec.fields[name]
                if isinstance(fld, ListOf):
                    self.check_list(state, legal, name, domain, fld, rng, where)
                    continue
                if isinstance(fld, MapOf) and domain.entries is not None:
                    self.check_entries(state, legal, name, domain, fld, rng, where)
                    continue
                if isinstance(fld, MapOf) and domain.counts is not None:
                    self.check_counts(state, legal, name, domain, rng, where)
                    continue
                allowed = allowed_values(domain, fld) or []
                for value in rng.sample(allowed, min(per_field, len(allowed))):
                    self.expect_accepted(state, legal, {name: value}, rng, f"{where}: {name}={value!r}")
                declared = declared_values(fld) or []
                forbidden = [v for v in declared
                             if not any(name in other.fields and other.fields[name].allows(v) for other in siblings)]
                for value in rng.sample(forbidden, min(per_field, len(forbidden))):
                    self.expect_refused(state, legal, {name: value}, rng, f"{where}: {name}={value!r}")

    def check_list(self, state: Mapping[str, Any], legal: LegalMove, name: str, domain: Domain, fld: ListOf,
                   rng: random.Random, where: str) -> None:
        """A list field: an allowed list is accepted; one with an item the domain leaves out refused. Where
        the domain lists whole lists, each one sampled is accepted, and a list of declared items it does
        not list is refused (a Legend twice, one Legend too many)."""
        self.expect_accepted(state, legal, {}, rng, f"{where}: {name}")
        if domain.values is not None:
            for value in rng.sample(domain.values, min(10, len(domain.values))):
                self.expect_accepted(state, legal, {name: list(value)}, rng, f"{where}: {name}={value!r}")
            items = declared_values(fld.item) or []
            for _ in range(10):
                other = [rng.choice(items) for _ in range(rng.randint(max(fld.min_items, 1), fld.max_items))] if items else []
                if other and not domain.allows(other):
                    self.expect_refused(state, legal, {name: other}, rng, f"{where}: {name}={other!r}")
            return
        declared = declared_values(fld.item) or []
        forbidden = [v for v in declared if domain.items is not None and not domain.items.allows(v)]
        for value in rng.sample(forbidden, min(10, len(forbidden))):
            good = pick_list(domain, fld, rng)
            bad = [value, *good[1:]] if good else [value]
            self.expect_refused(state, legal, {name: bad}, rng, f"{where}: {name} with {value!r}")

    def check_entries(self, state: Mapping[str, Any], legal: LegalMove, name: str, domain: Domain, fld: MapOf,
                      rng: random.Random, where: str) -> None:
        """An object limited entry by entry: the game's fill (inside the domain) is accepted; without one
        of the entries, or with a key the domain does not name, it is refused; and so is each value of an
        entry's finite domain that it leaves out (the pawn a duel put on the gathering point, V7)."""
        assert domain.entries is not None
        good = self.complete(state, legal, {}, rng)[name]
        if not domain.allows(good):
            self.failures.append(f"the game's fill is not allowed by the domain: {where}: {name}={good!r}")
        self.expect_accepted(state, legal, {}, rng, f"{where}: {name}")
        for key in domain.entries:
            self.expect_refused(state, legal, {name: {k: v for k, v in good.items() if k != key}}, rng,
                                f"{where}: {name} without {key!r}")
        stranger = next(str(n) for n in range(10) if str(n) not in domain.entries)
        self.expect_refused(state, legal, {name: {**good, stranger: max(good.values())}}, rng,
                            f"{where}: {name} with {stranger!r}")
        declared = declared_values(fld.value) or every_int(fld.value)
        for key, entry in domain.entries.items():
            if entry.values is None:
                continue
            left_out = [v for v in declared if not entry.allows(v)]
            for value in rng.sample(left_out, min(10, len(left_out))):
                self.expect_refused(state, legal, {name: {**good, key: value}}, rng, f"{where}: {name}.{key}={value!r}")

    def check_counts(self, state: Mapping[str, Any], legal: LegalMove, name: str, domain: Domain,
                     rng: random.Random, where: str) -> None:
        """An object of counts (the goods a week holds): the game's fill (inside the domain) is accepted;
        a key the domain does not name, a count below or above its key's range, and a total outside
        ``min_total`` .. ``max_total`` are each refused, the other keys left as the fill had them."""
        assert domain.counts is not None
        good = self.complete(state, legal, {}, rng)[name]
        if not domain.allows(good):
            self.failures.append(f"the game's fill is not allowed by the domain: {where}: {name}={good!r}")
        self.expect_accepted(state, legal, {}, rng, f"{where}: {name}")
        self.expect_refused(state, legal, {name: {**good, "stranger": 1}}, rng, f"{where}: {name} with a stranger key")
        for key, entry in domain.counts.items():
            if entry.minimum is not None and entry.minimum > 0:
                self.expect_refused(state, legal, {name: {**good, key: entry.minimum - 1}}, rng,
                                    f"{where}: {name}.{key} below {entry.minimum}")
            if entry.maximum is not None:
                self.expect_refused(state, legal, {name: {**good, key: entry.maximum + 1}}, rng,
                                    f"{where}: {name}.{key} above {entry.maximum}")
        if domain.max_total is not None and good:
            key = rng.choice(sorted(good))
            beyond = {**good, key: good[key] + domain.max_total - sum(good.values()) + 1}
            if all(entry.allows(beyond.get(k, 0)) for k, entry in domain.counts.items()):
                self.expect_refused(state, legal, {name: beyond}, rng, f"{where}: {name} adding up to more than {domain.max_total}")
        if domain.min_total is not None and domain.min_total > 0 and sum(good.values()) == domain.min_total:
            fewer = {k: v for k, v in good.items() if v > domain.counts[k].minimum}  # type: ignore[operator]
            if fewer:
                key = rng.choice(sorted(fewer))
                self.expect_refused(state, legal, {name: {**good, key: good[key] - 1}}, rng,
                                    f"{where}: {name} adding up to less than {domain.min_total}")

    def expect_accepted(self, state: Mapping[str, Any], legal: LegalMove, fixed: Mapping[str, Any],
                        rng: random.Random, where: str) -> None:
        self.checked += 1
        refusal = self.accepted(state, legal, fixed, rng)
        if refusal is not None:
            self.failures.append(f"allowed but refused ({refusal}): {where}")

    def expect_refused(self, state: Mapping[str, Any], legal: LegalMove, fixed: Mapping[str, Any],
                       rng: random.Random, where: str) -> None:
        self.checked += 1
        for _ in range(3):
            try:
                engine.play(self.game, dict(state), self.complete(state, legal, fixed, rng), legal.seat)
            except RuleError:
                continue
            self.failures.append(f"left out but accepted: {where}")
            return


def short(state: Mapping[str, Any]) -> str:
    """A state named by its phase-like keys, for a failure's message."""
    keys = ("phase", "round", "turn", "day", "week", "section", "stage")
    return "{" + ", ".join(f"{k}={state[k]!r}" for k in keys if k in state) + "}"


@dataclass
class Played:
    """A game played by :func:`play_legal`: its states (a copy every ``every`` moves), its end, and
    every move as it was entered (``entered``: seat and move)."""

    states: list[dict[str, Any]]
    finished: bool
    moves: int
    entered: list[tuple[int | None, dict[str, Any]]] = dataclass_field(default_factory=list)


def play_legal(game: Game, options: Mapping[str, Any], seed: int, fill: Fill | None = None,
               every: int = 1, limit: int = 5000) -> Played:
    """Play one game choosing only among its legal moves, at random; fail if it gets stuck (no legal
    move, or none of the offered moves accepted, before the game is over)."""
    rng = random.Random(seed)
    checker = Checker(game, fill)
    state = game.setup(engine.validate_options(game, dict(options)))
    kept = [engine.copy_state(state)]
    entered: list[tuple[int | None, dict[str, Any]]] = []
    for count in range(1, limit + 1):
        if game.status(state)["finished"]:
            return Played(kept, True, count - 1, entered)
        legal = list(game.legal_moves(state))
        assert legal, f"seed {seed}: nothing legal at move {count} in {short(state)}, and the game is not over"
        for _ in range(50):
            choice = rng.choice(legal)
            move = checker.complete(state, choice, {}, rng)
            try:
                state, _ = engine.play(game, state, move, choice.seat)
                entered.append((choice.seat, move))
                break
            except RuleError:
                continue
        else:
            raise AssertionError(f"seed {seed}: no offered move accepted at move {count} in {short(state)}: {legal}")
        if count % every == 0:
            kept.append(engine.copy_state(state))
    return Played(kept, game.status(state)["finished"], limit, entered)
