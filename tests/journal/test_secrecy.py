"""Sealing an envelope's secrets and opening them for whoever may read them."""
from domain.kernel import GAME_MASTER, Audience, Event, Viewer
from domain.kernel.secrets import commitment, is_placeholder
from journal.envelopes.secrecy import fully_opened, for_viewer, revealed_in, salts_of, seal, to_seal

SALTS = iter(f"{n:02x}" * 32 for n in range(1, 100))


def envelope(data, command=None, rolls=None, position=7):
    return {"position": position, "type": "x/happened", "data": data, "command": command, "rolls": rolls}


def sealed(event, env, face_down=()):
    return seal(env, to_seal(event, env, face_down), salt=lambda: next(SALTS))


def test_a_face_down_value_is_sealed_in_the_data_and_the_command_for_nobody():
    env = envelope({"order": ["B", "A"], "method": "app"}, command={"type": "shuffle", "order": ["B", "A"]})
    stored, secrets = sealed(Event("x/happened"), env, face_down=("/order",))
    assert stored["sealed"] == {"/data/order": "nobody", "/command/order": "nobody"}
    assert is_placeholder(stored["data"]["order"]) and stored["data"]["method"] == "app"
    vault = {secret.commitment: secret for secret in secrets}
    assert fully_opened(stored, vault) == {**env, "sealed": stored["sealed"]}
    owner = for_viewer(stored, vault, Viewer.of("olga", "owner"), set(), ("/order",))
    assert is_placeholder(owner["data"]["order"]) and is_placeholder(owner["command"]["order"])


def test_a_private_event_seals_its_data_command_and_rolls_for_its_audience():
    env = envelope({"dice": [{"sides": 6, "value": 6}]}, command={"type": "roll", "spec": "1d6"},
                   rolls=[{"n": 0, "sides": 6, "value": 6}])
    stored, secrets = sealed(Event("journal/rolled", audience=GAME_MASTER), env)
    assert set(stored["sealed"]) == {"/data", "/command", "/rolls"} and is_placeholder(stored["data"])
    vault = {secret.commitment: secret for secret in secrets}
    assert for_viewer(stored, vault, Viewer.of("gus", "gm"), set(), ())["data"] == env["data"]
    player = for_viewer(stored, vault, Viewer.of("ann", "player", ["Ann"]), set(), ())
    assert is_placeholder(player["data"]) and is_placeholder(player["rolls"])


def test_a_seat_reads_its_own_secret_and_a_revealed_one_is_read_by_everyone():
    env = envelope({"card": "A1"})
    stored, secrets = sealed(Event("x/happened", audience=Audience(seats=frozenset({"Ann"}))), env)
    vault = {secret.commitment: secret for secret in secrets}
    ben = Viewer.of("ben", "player", ["Ben"])
    assert is_placeholder(for_viewer(stored, vault, ben, set(), ())["data"])
    assert for_viewer(stored, vault, ben, {(7, "/data")}, ())["data"] == {"card": "A1"}
    assert for_viewer(stored, vault, Viewer.of("ann", "player", ["Ann"]), set(), ())["data"] == {"card": "A1"}


def test_a_value_changed_in_the_vault_is_not_found_and_stays_sealed():
    stored, secrets = sealed(Event("x/happened", audience=GAME_MASTER), envelope({"text": "plot"}))
    [secret] = secrets
    forged = type(secret)(secret.position, secret.pointer, secret.audience, {"text": "other"}, secret.salt)
    assert is_placeholder(fully_opened(stored, {forged.commitment: forged})["data"])
    assert salts_of(stored, {secret.commitment: secret}) == [secret.salt]


def test_values_recorded_in_the_clear_before_sealing_are_withheld_from_players_not_from_an_audit():
    old = envelope({"order": ["B", "A"]}, command={"type": "shuffle", "order": ["B", "A"]}, rolls=[{"n": 0}])
    shown = for_viewer(old, {}, Viewer.of("ann", "player"), set(), ("/order",))
    assert shown["data"]["order"] == {"sealed": None} and shown["command"]["order"] == {"sealed": None}
    assert shown["rolls"] is None and shown["withheld"] == ["/data/order"]
    assert for_viewer(old, {}, Viewer.auditor(), set(), ("/order",)) == old


def test_openings_in_the_log_are_found_by_position_and_pointer():
    log = [{"type": "journal/secrets-revealed", "data": {"openings": [
        {"position": 3, "pointer": "/data/order", "value": ["A"], "salt": "11" * 32}]}}]
    [(key, opening)] = revealed_in(log).items()
    assert key == (3, "/data/order") and opening.matches(commitment(["A"], "11" * 32))
