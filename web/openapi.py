"""The OpenAPI document, built by apispec from every ruleset's marshmallow schemas."""
from __future__ import annotations


from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from apispec.ext.marshmallow.common import resolve_schema_cls

from domain import rulesets
from domain.kernel.caches import memo
from domain.kernel.moves import json_schemas
from journal.recording.commands import NAME_LIMIT
from journal.projections.explaining import POINTER

from .campaign_list import OFFSET_LIMIT
from .openapi_setups import register_new_campaigns
from .openapi_sync import sync_paths
from .schema_forms import command_schemas

NAME = {"type": "string", "minLength": 1, "maxLength": NAME_LIMIT, "pattern": r"\S",
        "description": f"1 to {NAME_LIMIT} characters, not only spaces"}

ERROR = {"type": "object", "required": ["error", "message"],
         "properties": {"error": {"type": "string"}, "message": {"type": "string"}, "rule": {"type": "string"},
                        "fields": {"type": "object"}, "position": {"type": "integer", "nullable": True},
                        "changes": {"type": "array", "items": {"type": "string"},
                                    "description": "a conflict: what was recorded since the expected position"},
                        "seat": {"type": "string", "description": "the seat a refused move acts for (rule seat.bound)"},
                        "view": {"type": "string", "description": "an explanation: the view asked for"},
                        "path": {"type": "string", "description": "an explanation: the JSON pointer that names nothing"}}}

EXPLANATION = {"type": "object", "required": ["value", "because", "total", "position", "view", "path", "label"],
               "properties": {
                   "value": {"description": "the value the pointer names in the view at the position"},
                   "because": {"type": "array", "maxItems": 20, "description": "the last changes (oldest first)",
                               "items": {"type": "object", "required": ["position", "text", "change", "value"],
                                         "properties": {"position": {"type": "integer", "minimum": 1},
                                                        "text": {"type": "string", "description": "the event's sentence "
                                                                 "as the caller reads it (a shadow when it is not theirs)"},
                                                        "change": {"type": "string", "description": 'e.g. "started 3", "+1"'},
                                                        "value": {"description": "the value after the event (null: gone)"}}}},
                   "total": {"type": "integer", "minimum": 0, "description": "how many events changed it in all"},
                   "position": {"type": "integer", "minimum": 1}, "view": {"type": "string"},
                   "path": {"type": "string"}, "label": {"type": "string", "description": "the value's name for people"}}}


def schema_name(schema) -> str:
    """A component name unique per class: its module path (without `domain.`) and name."""
    cls = resolve_schema_cls(schema)
    module = cls.__module__.removeprefix("domain.").removeprefix("rulesets.")
    return f"{module}.{cls.__name__}"


def _error(description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}


def _json(schema: dict, description: str = "OK") -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def command_types() -> dict[str, list[str]]:
    """Component name -> the command types it loads (a schema class may serve several)."""
    types: dict[str, list[str]] = {}
    for ruleset in rulesets.all_rulesets():
        for kind, schema in command_schemas(ruleset).items():
            names = types.setdefault(schema_name(schema), [])
            if kind not in names:
                names.append(kind)
    return types


def _register_commands(spec: APISpec) -> list[dict]:
    """One component per command schema class; returns the refs for `oneOf`."""
    seen: dict[type, str] = {}
    for ruleset in rulesets.all_rulesets():
        for schema in command_schemas(ruleset).values():
            if schema not in seen:
                seen[schema] = schema_name(schema)
                spec.components.schema(seen[schema], schema=schema)
    return [{"$ref": f"#/components/schemas/{name}"} for name in seen.values()]


def _typed_commands(document: dict) -> None:
    """Each command component's `type` is the command types it loads, so `oneOf` picks exactly one."""
    for name, kinds in command_types().items():
        properties = document["components"]["schemas"][name].setdefault("properties", {})
        properties["type"] = {"type": "string", "enum": kinds}


def _names(kind: str) -> list[str]:
    """Every view (or picture) name of every installed ruleset: a campaign has those of its own."""
    return sorted({name for ruleset in rulesets.all_rulesets() for name in getattr(ruleset, kind)})


def _campaign_paths(spec: APISpec, commands: list[dict], new_campaign: dict) -> None:
    cid = {"name": "cid", "in": "path", "required": True, "schema": {"type": "string"}}
    at = {"name": "at", "in": "query", "schema": {"type": "integer", "minimum": 1}, "description": "position; default: now"}
    fail = {"401": _error("not logged in"), "404": _error("no such campaign (or not yours)"),
            "429": _error("too many wrong tries of this bearer token, of its account's tokens, or of "
                          "unknown tokens from this address (the message says which): retry after the "
                          "Retry-After seconds")}
    obj = {"type": "object"}
    listing = [{"name": "offset", "in": "query", "schema": {"type": "integer", "minimum": 0, "maximum": OFFSET_LIMIT}},
               {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 1000}}]
    listed = {"type": "object", "properties": {"campaigns": {"type": "array", "items": obj},
                                               "next": {"type": "integer", "nullable": True}}}
    spec.path("/campaigns", operations={
        "get": {"summary": "Campaigns you belong to, by name, a page at a time", "parameters": listing,
                "responses": {"200": _json(listed), "400": _error("bad offset or limit"), "401": fail["401"],
                              "429": fail["429"]}},
        "post": {"summary": "Create a campaign: its ruleset and that ruleset's setup (GET /rulesets/{name}/setup "
                            "asks the questions)",
                 "requestBody": {"required": True, "content": {"application/json": {"schema": new_campaign}}},
                 "responses": {"201": _json(obj, "created"), "400": _error("bad input"), "401": fail["401"],
                               "422": _error("the ruleset refuses the setup (a rule no schema says, such as two players "
                                             "of one name), or no such catalog"), "429": fail["429"]}}})
    spec.path("/campaigns/{cid}", operations={"get": {"summary": "One campaign", "parameters": [cid],
                                                      "responses": {"200": _json(obj), **fail}}})
    _command_path(spec, commands, cid, fail)
    _reading_paths(spec, cid, at, fail)
    _seat_paths(spec, cid, fail)
    _moves_paths(spec, cid, fail)
    sync_paths(spec, cid, fail, _error, _json)


def _ref(name: str) -> str:
    return f"#/components/schemas/{name}"


def _moves_paths(spec: APISpec, cid: dict, fail: dict) -> None:
    """The moves document of a campaign and the setup document of a ruleset (docs/moves.md)."""
    for name, schema in json_schemas(_ref).items():
        spec.components.schema(name, schema)
    spec.path("/campaigns/{cid}/moves", operations={"get": {
        "summary": "What you may do now: every legal move with every choice enumerated (docs/moves.md); "
                   "send its position back as expected_position",
        "parameters": [cid, {"name": "corrections", "in": "query", "schema": {"type": "string", "enum": ["1"]},
                             "description": "1: also the corrections by taps the caller may make"}],
        "responses": {"200": _json({"$ref": _ref("MovesDocument")}),
                      "400": _error("corrections given as anything but 1, or twice"), **fail}}})
    ruleset = {"name": "name", "in": "path", "required": True,
               "schema": {"type": "string", "enum": rulesets.available()}}
    catalog = {"name": "catalog", "in": "query", "schema": {"type": "string"},
               "description": "an imported card catalog's name (default: built-in)"}
    spec.path("/rulesets/{name}/setup", operations={"get": {
        "summary": "The questions of a new campaign; POST /campaigns takes the answers as its setup",
        "parameters": [ruleset, catalog],
        "responses": {"200": _json({"$ref": _ref("SetupDocument")}), "401": fail["401"], "429": fail["429"],
                      "404": _error("no such ruleset, or no such catalog for it"),
                      "422": _error("the catalog's campaigns cannot be set up by choices alone (no standard map)")}}})


SEAT = {"type": "object", "required": ["seat", "user"], "properties": {
    "seat": {"type": "string"}, "user": {"type": "string", "nullable": True,
                                         "description": "the member bound to it; null: unbound (anyone at the table)"}}}


JOIN_LINK = {"type": "object", "required": ["url", "code", "expires"], "additionalProperties": False, "properties": {
    "url": {"type": "string", "description": "open it in the phone's browser (the seats panel shows it as a QR code)"},
    "code": {"type": "string", "description": "the short code to type at /join instead"},
    "expires": {"type": "string", "description": "when the unused link stops working (UTC, ISO 8601)"}}}


def _seat_paths(spec: APISpec, cid: dict, fail: dict) -> None:
    seat = {"name": "seat", "in": "path", "required": True, "schema": {"type": "string"},
            "description": "a seat the campaign's ruleset names (GET /campaigns/{cid}/seats lists them)"}
    body = {"type": "object", "required": ["user"], "additionalProperties": False, "properties": {
        "user": {"type": "string", "nullable": True, "description": "a member's name, or null to unbind"}}}
    spec.path("/campaigns/{cid}/seats", operations={"get": {
        "summary": "The seats and who is bound to each", "parameters": [cid],
        "responses": {"200": _json({"type": "object", "required": ["seats"],
                                    "properties": {"seats": {"type": "array", "items": SEAT}}}), **fail}}})
    spec.path("/campaigns/{cid}/seats/{seat}", operations={"put": {
        "summary": "Bind a seat to a member or unbind it (the owner)", "parameters": [cid, seat],
        "requestBody": {"required": True, "content": {"application/json": {"schema": body}}},
        "responses": {"200": _json(SEAT), "400": _error("malformed, or the user is not a player of the campaign"),
                      **fail, "403": _error("only the owner binds seats"),
                      "404": _error("no such campaign (or not yours), or no such seat")}}})
    spec.path("/campaigns/{cid}/seats/{seat}/join", operations={"post": {
        "summary": "A join link to a seat (the owner or the game master): opened in a browser, it sits that "
                   "browser in the seat, as its logged-in member or as a table guest; it works once, until it "
                   "expires or is withdrawn", "parameters": [cid, seat],
        "requestBody": {"required": False, "content": {"application/json": {"schema": {
            "type": "object", "additionalProperties": False, "properties": {}}}}},
        "responses": {"201": _json(JOIN_LINK, "the link, shown once"), "400": _error("a body with fields, or the "
                      "game master's seat (a game master is made on the members page)"),
                      **fail, "403": _error("only the owner and the game master hand out seats"),
                      "404": _error("no such campaign (or not yours), or no such seat")}}})
    spec.path("/campaigns/{cid}/export", operations={"get": {
        "summary": "The campaign as JSON Lines: the owner's with its sealed values, anyone else's with their "
                   "commitments only", "parameters": [cid],
        "responses": {"200": {"description": "docs/export-format.md",
                              "content": {"application/x-ndjson": {"schema": {"type": "string"}}}}, **fail}}})


# An event as a caller reads it: the stored envelope (docs/export-format.md) and its sentence.
TOLD_EVENT = {"type": "object", "required": ["position", "type", "text"], "properties": {
    "position": {"type": "integer", "minimum": 1}, "type": {"type": "string"},
    "text": {"type": "string", "description": "the event's sentence for the caller (a shadow sentence for what "
                                              "they may not read); the one the pages and the live stream tell"}}}


def _events(*fields: tuple[str, dict]) -> dict:
    return {"type": "object", "properties": {**dict(fields), "events": {"type": "array", "items": TOLD_EVENT}}}


def _command_path(spec: APISpec, commands: list[dict], cid: dict, fail: dict) -> None:
    body = {"type": "object", "required": ["command"], "additionalProperties": False, "properties": {
        "command": {"oneOf": commands}, "expected_position": {"type": "integer", "nullable": True, "minimum": 0}}}
    spec.path("/campaigns/{cid}/commands", operations={"post": {
        "summary": "Execute a command (validated by the ruleset's schema, decided by its rules)", "parameters": [cid],
        "requestBody": {"required": True, "content": {"application/json": {"schema": body}}},
        "responses": {"201": _json(_events(("position", {"type": "integer"})), "stored events"), "400": _error("malformed request"), **fail,
                      "403": _error("viewers cannot write; a seat bound to someone else is theirs"),
                      "409": _error("the campaign moved on since expected_position: `changes` says what was "
                                    "recorded since (without expected_position a command is tried until it lands)"),
                      "422": _error("the rules reject the command")}}})


def _reading_paths(spec: APISpec, cid: dict, at: dict, fail: dict) -> None:
    obj = {"type": "object"}
    page = [{"name": "start", "in": "query", "schema": {"type": "integer", "minimum": 1}},
            {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 1000}}]
    views, pictures = ({"name": "name", "in": "path", "required": True, "schema": {"type": "string", "enum": _names(kind)},
                        "description": f"one of the campaign's ruleset's {kind} (listed by GET /campaigns/{{cid}})"}
                       for kind in ("views", "pictures"))
    past = {"404": _error("no such campaign (or not yours), no such name for its ruleset, or a position past its head")}
    spec.path("/campaigns/{cid}/events", operations={"get": {"summary": "Events (envelopes), paged", "parameters": [cid, *page],
                                                             "responses": {"200": _json(_events(("head", {"type": "integer"}), ("next", {"type": "integer", "nullable": True}))),
                                                                           "400": _error("bad page"), **fail}}})
    _stream_path(spec, cid, fail)
    spec.path("/campaigns/{cid}/views", operations={"get": {"summary": "All views at a position", "parameters": [cid, at],
                                                            "responses": {"200": _json(obj), "400": _error("bad position"), **fail, **past}}})
    spec.path("/campaigns/{cid}/views/{name}", operations={"get": {"summary": "One view at a position", "parameters": [cid, views, at],
                                                                   "responses": {"200": _json(obj), "400": _error("bad position"), **fail, **past}}})
    _explain_path(spec, cid, at, fail)
    spec.path("/campaigns/{cid}/pictures/{name}", operations={"get": {"summary": "A picture (SVG) at a position", "parameters": [cid, pictures, at],
        "responses": {"200": {"description": "SVG", "content": {"image/svg+xml": {"schema": {"type": "string"}}}},
                      "400": _error("bad position"), **fail, **past}}})


def _explain_path(spec: APISpec, cid: dict, at: dict, fail: dict) -> None:
    """Why a value of a view is so (docs/api.md, "Why is this so")."""
    view = {"name": "view", "in": "query", "required": True, "schema": {"type": "string", "enum": _names("views")},
            "description": "one of the campaign's ruleset's views"}
    path = {"name": "path", "in": "query", "required": True, "schema": {"type": "string", "pattern": POINTER},
            "description": "a JSON pointer (RFC 6901) into the view as GET /campaigns/{cid}/views/{name} serves it "
                           "under `view`, e.g. /characters/Thea/skills/lore; empty: the whole view"}
    spec.path("/campaigns/{cid}/explain", operations={"get": {
        "summary": "Why a value is so: the events that made it (the last 20 of `total`), told for the caller",
        "parameters": [cid, view, path, at],
        "responses": {"200": _json(EXPLANATION), "400": _error("view or path missing, a malformed pointer or position"),
                      **fail, "404": _error("no such campaign (or not yours), no such view, a position past its head, "
                                            "or a pointer that names nothing in the view there")}}})


EVENT = {"type": "object", "required": ["data", "id"], "description": "one message of the stream (comments carry none)",
         "properties": {"id": {"type": "string", "pattern": "^[0-9]+$", "description": "the position"},
                        "data": {"type": "string", "description": 'JSON: {"position": n, "text": sentence}'},
                        "event": {"type": "string", "enum": ["message"]}}}


def _stream_path(spec: APISpec, cid: dict, fail: dict) -> None:
    """The campaign live, as server-sent events (docs/live.md)."""
    resume = {"name": "Last-Event-ID", "in": "header", "schema": {"type": "string", "pattern": "^[0-9]{1,15}$"},
              "description": "the last position read: every position after it is sent (default: the head)"}
    after = {"name": "after", "in": "query", "schema": {"type": "integer", "minimum": 0},
             "description": "the position the page was made at, when there is no Last-Event-ID yet"}
    once = {"name": "once", "in": "query", "schema": {"type": "string", "enum": ["1"]},
            "description": "answer what is new after Last-Event-ID at once and close (polling, when turned away)"}
    stream = {"description": "`: comment` on connect and as heartbeats; then per new position `id: n` and "
                             "`data: {\"position\": n, \"text\": sentence}` (a shadow sentence for what the "
                             "caller may not read); it ends after a while with `retry:`, to be resumed",
              "content": {"text/event-stream": {"schema": EVENT}}}
    spec.path("/campaigns/{cid}/stream", operations={"get": {
        "summary": "The campaign live: a message per new position", "parameters": [cid, resume, after, once],
        "responses": {"200": stream, "400": _error("Last-Event-ID or after is not a position"), **fail,
                      "409": _error("Last-Event-ID or after is past the campaign's head"),
                      "503": _error("every live stream of this server is taken: poll with ?once=1, retry the "
                                    "stream after Retry-After seconds")}}})


def openapi_document(base: str) -> dict:
    """The document for the rulesets installed now (the cache is keyed by them, not just by base)."""
    return _document(base, tuple(rulesets.available()))


@memo("openapi-documents")
def _document(base: str, installed: tuple) -> dict:
    spec = APISpec(title="Campaign Journal API", version="1", openapi_version="3.0.3",
                   plugins=[MarshmallowPlugin(schema_name_resolver=schema_name)], servers=[{"url": base}],
                   security=[{"bearer": []}, {"session": []}])
    spec.components.security_scheme("bearer", {"type": "http", "scheme": "bearer"})
    spec.components.security_scheme("session", {"type": "apiKey", "in": "cookie", "name": "session"})
    spec.components.schema("Error", ERROR)
    new_campaign, complete_setups = register_new_campaigns(spec, schema_name, NAME)
    _campaign_paths(spec, _register_commands(spec), new_campaign)
    document = spec.to_dict()
    _typed_commands(document)
    _cross_field_rules(spec, document)
    complete_setups(document)
    return document


def _cross_field_rules(spec: APISpec, document: dict) -> None:
    """A schema's rules across its fields (its validates_schema), which apispec cannot read: a
    schema class states them in JSON Schema as JSON_SCHEMA, and they join its component."""
    converter = next(plugin for plugin in spec.plugins if isinstance(plugin, MarshmallowPlugin)).converter
    for key, name in converter.refs.items():
        rules = getattr(key[0], "JSON_SCHEMA", None)
        if rules:
            component = document["components"]["schemas"][name]
            for keyword, value in rules.items():
                component[keyword] = [*component.get(keyword, []), *value] if keyword == "allOf" else value
