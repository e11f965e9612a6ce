"""JSON responses written by orjson: the events API's pages of envelopes are large, and orjson
writes them in a fraction of json's time (docs/dev/performance.md).

Only `jsonify` goes through here; Flask's own uses of its JSON provider (the session cookie)
keep json. What orjson writes the same way json does is written by orjson: keys sorted, as
Flask sorts them; dates and dataclasses handed to Flask's `default`, so they read as before.
Anything orjson refuses (a set, an integer wider than 64 bits) is written by json, which
says what is wrong with it as it always did."""
from __future__ import annotations

import orjson
from flask.json.provider import DefaultJSONProvider

OPTIONS = (orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS | orjson.OPT_APPEND_NEWLINE
           | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS)


class ResponsesByOrjson(DefaultJSONProvider):
    def response(self, *args, **kwargs):
        value = self._prepare_response_obj(args, kwargs)
        pretty = (self.compact is None and self._app.debug) or self.compact is False
        try:
            body = orjson.dumps(value, default=self.default, option=OPTIONS | (orjson.OPT_INDENT_2 if pretty else 0))
        except TypeError:
            return super().response(*args, **kwargs)
        return self._app.response_class(body, mimetype=self.mimetype)
