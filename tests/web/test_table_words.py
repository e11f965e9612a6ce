"""The table page speaks the rulebook's words: no chip, choice, badge or status of any ruleset
reads as a code word ("reroll-action", "pc", "gm", "Characters ( 2)") at any point of its demo."""
from __future__ import annotations

import pytest

import domain.rulesets as registry
from web.accounts import store_of
from web.journal_access import journal_of

from .shown_words import code_words, moves_of, moves_text, page_text

DEMOS = [(name, script["name"]) for name in registry.available() if registry.get(name).demo is not None
         for script in [registry.get(name).demo(), *registry.get(name).extra_demos()]]
STOPS = 4      # the table is read at the start, at each quarter of the demo and at its end


def test_the_scan_finds_the_code_words_it_is_for():
    assert code_words("Mode: resource / reroll-action / reroll_resources; Kind: pc / npc; gm") == \
        ["reroll-action", "reroll_resources", "pc", "npc", "gm"]
    assert code_words("Characters ( 2) · Add a characters · a bonus die, a success") == ["( 2", "a characters"]
    assert code_words("Session receipt 26:53d0-f735-e691-9d6b · the face-down deck · Claud's turn") == []


@pytest.mark.parametrize("ruleset, demo", DEMOS)
def test_no_code_words_on_the_table_page_of_a_demo(app, client, auth, ruleset, demo):
    """Read by the game master, who is offered every move (and wears the badge of the role)."""
    journal = journal_of(app)
    script = next(found for found in journal.demo_scripts(ruleset) if found["name"] == demo)
    cid = journal.create_campaign(ruleset, script["name"], script.get("setup", {}), "olga")
    store_of(app).set_role(auth.user("gina").id, cid, "gm")
    auth.login("gina")
    commands = script["commands"]
    stops = {len(commands) * part // STOPS for part in range(STOPS + 1)}
    for done in range(len(commands) + 1):
        if done in stops:
            page = client.get(f"/campaigns/{cid}/table").get_data(as_text=True)
            found = code_words(page_text(page)) + code_words(moves_text(moves_of(page)))
            assert not found, (ruleset, done, found)
        if done < len(commands):
            command = dict(commands[done])
            journal.execute(cid, command, actor=command.pop("actor", "olga"))
