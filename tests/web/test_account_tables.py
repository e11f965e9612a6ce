"""The accounts tables of a store made by an earlier version are completed when a process
opens it: the tables it lacks are made and the columns added since are added, on both
backends; a complete store is left as it is."""
from __future__ import annotations

from sqlalchemy import create_engine, inspect, text

from web.accounts.store import AccountStore
from web.accounts.tables import ADDED_COLUMNS, metadata
from web.config import accounts_url


def _driver(url: str) -> str:
    return accounts_url(url, None)


def _earlier_store(url: str) -> None:
    """The accounts tables as an earlier version made them: without the columns added since,
    and without the login failures table."""
    engine = create_engine(_driver(url))
    metadata.create_all(engine)
    with engine.begin() as connection:
        connection.execute(text("DROP TABLE login_failures"))
        for table, column in ADDED_COLUMNS:
            connection.execute(text(f"ALTER TABLE {table} DROP COLUMN {column}"))
    engine.dispose()


def _columns(url: str) -> dict[str, set[str]]:
    engine = create_engine(_driver(url))
    try:
        found = inspect(engine)
        return {name: {column["name"] for column in found.get_columns(name)} for name in found.get_table_names()}
    finally:
        engine.dispose()


def test_an_earlier_store_gets_the_table_and_the_column_it_lacks_and_tokens_with_an_expiry_work(store_url):
    _earlier_store(store_url)
    before = _columns(store_url)
    assert "login_failures" not in before and "expires_at" not in before["api_tokens"]

    store = AccountStore(_driver(store_url))
    store.add_user("ann", "password1")
    token = store.issue_token("ann", "laptop", days=30)

    after = _columns(store_url)
    assert "login_failures" in after and all(column in after[table] for table, column in ADDED_COLUMNS)
    [listed] = store.tokens(store.user_named("ann").id)
    assert listed["expires_at"] and listed["prefix"] == token[:11] and store.user_for_token(token).name == "ann"


def test_a_complete_store_is_opened_again_as_it_is(store_url):
    first = AccountStore(_driver(store_url))
    first.add_user("ann", "password1")
    made = _columns(store_url)

    again = AccountStore(_driver(store_url))
    assert _columns(store_url) == made and again.user_named("ann").name == "ann"
