"""Playing a campaign from its moves document alone, in memory, through the real pipeline
(tests/spec.py: schema, prepare, app dice, decide, fold): the random legal player picks, the
rules decide, and any refusal is a move the document should not have listed."""
from __future__ import annotations

import copy
import itertools

from domain.kernel import Event, RuleViolation, Viewer
from domain.kernel.moves import build_command, check_document, random_command, random_setup, ruleset_document, ruleset_setup
from tests.spec import Table

OWNER = Viewer.of("olga", "owner")


class LegalTable(Table):
    """A spec table that keeps only the latest state (long games) and reads its moves."""

    def __init__(self, ruleset, setup: dict, rng):
        if ruleset.setup_schema is not None:
            setup = ruleset.setup_schema().load(setup)
        super().__init__(ruleset, setup)
        self.rng = rng

    def _record(self, event: Event) -> None:
        """As Table records, without keeping a copy of every state (long games)."""
        self._fold(event)

    @property
    def game(self):
        return self.state["game"]

    def document(self, viewer: Viewer = OWNER) -> dict:
        return check_document(ruleset_document(self.ruleset, self.game, viewer, position=len(self.log)))

    def play(self, command: dict) -> list[Event]:
        """Run a command built from the document; a refusal fails naming the move."""
        try:
            return self.run(command)
        except RuleViolation as error:
            raise AssertionError(f"a listed move was refused: {command} -> {error}") from None


def fresh(ruleset, rng, setup: dict | None = None, catalog=None) -> LegalTable:
    """A campaign made from the setup document (random picks) unless a setup is given."""
    if setup is None:
        setup = random_setup(check_setup_document(ruleset, catalog), rng)
    return LegalTable(ruleset, setup, rng)


def check_setup_document(ruleset, catalog=None) -> dict:
    from domain.kernel.moves import check_setup
    return check_setup(ruleset_setup(ruleset, catalog))


def play_randomly(table: LegalTable, moves: int, until, app: bool = True, check=None) -> int:
    """Random legal moves until `until(table)` holds; returns how many were played."""
    for played in range(moves):
        if until(table):
            return played
        document = table.document()
        command = random_command(document, table.rng, app=app)
        assert command is not None, f"nothing to do at position {document['position']}: {table.game}"
        table.play(command)
        if check:
            check(table)
    assert until(table), f"not done after {moves} moves"
    return moves


def every_command(move: dict, limit: int = 200) -> list[dict]:
    """Every command a move allows (dice at their extremes), up to `limit`: the exhaustive check
    that a move is exact where it is small enough to try them all."""
    commands = []
    for picks in itertools.islice(_objects(move["fields"]), limit):
        commands.append(build_command(move, picks))
    return commands


def _objects(fields: dict, built: dict | None = None):
    from domain.kernel.moves.build import resolve
    built = dict(built or {})
    names = list(fields)
    if not names:
        yield built
        return
    name, rest = names[0], {key: fields[key] for key in names[1:]}
    spec = resolve(fields[name], built)
    options = [None] if spec is None else list(_values(spec))
    for value in options:
        nxt = dict(built) if value is None else {**built, name: value}
        yield from _objects(rest, nxt)


def _values(spec: dict):
    if "fixed" in spec:
        yield spec["fixed"]
    elif "choices" in spec:
        items, low, high = spec["choices"], spec.get("min", 1), spec.get("max", 1)
        if not spec.get("many", high > 1):
            if low == 0:
                yield None
            yield from items
        else:
            for count in range(low, high + 1):
                yield from (list(combo) for combo in itertools.combinations(items, count))
    elif "integer" in spec:
        yield from range(spec["integer"][0], spec["integer"][1] + 1)
    elif "die" in spec:
        yield from (1, spec["die"]["sides"])
    elif "dice" in spec:
        shape = spec["dice"]
        for count in {shape["min"], shape["max"]}:
            for face in (1, shape["sides"]):
                yield [face] * count
    elif "each" in spec:
        yield from _members(spec)
    else:
        yield None


def _members(spec: dict):
    """Lists of members: a few objects for each value of the distinct fields (so that teams
    of different members are found), in every order, up to 20 lists of each size."""
    from domain.kernel.moves import distinct_fields
    low, high = spec.get("min", 1), spec.get("max", 1)
    distinct = distinct_fields(spec)
    buckets: dict = {}
    for member in itertools.islice(_objects(spec["each"]), 400):
        bucket = buckets.setdefault(tuple(str(member.get(f)) for f in distinct), [])
        if len(bucket) < 4:
            bucket.append(member)
    one = [member for round_ in itertools.zip_longest(*buckets.values()) for member in round_ if member is not None]
    for count in range(low, high + 1):
        teams = (team for team in itertools.permutations(one, count)
                 if all(len({str(m.get(f)) for m in team}) == len(team) for f in distinct))
        for team in itertools.islice(teams, 20):
            yield copy.deepcopy(list(team))
