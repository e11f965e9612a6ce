"""The secret hands game, where a peek at the deck reveals every face-down value recorded so
far (the app's shuffle dice among them), as a year's end does in Six Winters."""
from dataclasses import replace

from tests.domain.kernel import secret_hands

RULESET = replace(secret_hands.RULESET, reveal_kinds=frozenset({secret_hands.PEEKED}))
