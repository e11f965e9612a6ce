"""The sync endpoints in the OpenAPI document (web/sync_api.py; docs/api.md, "Sync")."""
from __future__ import annotations

from apispec import APISpec

HASH = {"type": "string", "pattern": "^[0-9a-f]{64}$"}
SECRET = {"type": "object", "required": ["position", "pointer", "audience", "value", "salt"], "properties": {
    "position": {"type": "integer", "minimum": 1}, "pointer": {"type": "string"},
    "audience": {"description": '"nobody", "gm" or a list of seats'}, "value": {}, "salt": {"type": "string"}}}
BATCH = {"type": "object", "required": ["campaign", "after", "prev", "events", "secrets", "seeds"],
         "additionalProperties": False, "properties": {
             "campaign": {"type": "string", "pattern": "^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$",
                          "description": "the campaign's id (the one in the address)"},
             "name": {"type": "string"},
             "after": {"type": "integer", "minimum": 0, "description": "the position the events follow"},
             "prev": {**HASH, "description": "the hash of the event at `after` (64 zeros for 0)"},
             "events": {"type": "array", "items": {"type": "string"}, "description": "the stored envelopes after "
                        "`after`, one export line each (docs/export-format.md)"},
             "secrets": {"type": "array", "items": SECRET, "description": "the sealed values they commit to"},
             "seeds": {"type": "array", "items": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
                       "description": "the campaign's dice seeds"}}}
LINE = {"type": "object", "required": ["campaign", "name", "head", "hashes"], "properties": {
    "campaign": {"type": "string"}, "name": {"type": "string"}, "head": {"type": "integer", "minimum": 0},
    "hashes": {"type": "array", "items": HASH, "description": "the hash of each event, position 1 first"},
    "verified": {"type": "boolean", "description": "with verify=1: whether this store verifies the campaign"},
    "problem": {"type": "string", "nullable": True}}}
LANDED = {"type": "object", "required": ["campaign", "head", "verified"], "properties": {
    "campaign": {"type": "string"}, "head": {"type": "integer", "minimum": 0}, "verified": {"type": "boolean"},
    "problem": {"type": "string", "nullable": True}}}
FORK_OF = {"type": "object", "required": ["of", "at", "name"], "additionalProperties": False, "properties": {
    "of": {"type": "string", "description": "the campaign the line parts from (yours too)"},
    "at": {"type": "integer", "minimum": 0, "description": "the last position both hold the same event at"},
    "name": {"type": "string", "description": "the fork's name, e.g. \"Club night (from jo-laptop)\""}}}
OWNER_ONLY = "a member who is not the owner (a sync carries the seeds and sealed values; the message says so)"


def sync_paths(spec: APISpec, cid: dict, fail: dict, error, answer) -> None:
    """The campaign's hash chain, a batch of its events after a position, and appending one."""
    verify = {"name": "verify", "in": "query", "schema": {"type": "string", "enum": ["0", "1"]},
              "description": "1: also verify the campaign in this store"}
    after = {"name": "after", "in": "query", "schema": {"type": "integer", "minimum": 0},
             "description": "the position the events follow (default 0)"}
    spec.path("/campaigns/{cid}/sync", operations={"get": {
        "summary": "The campaign's hash chain (the owner): what a push or pull compares", "parameters": [cid, verify],
        "responses": {"200": answer(LINE), "400": error("bad verify"), **fail, "403": error(OWNER_ONLY)}}})
    spec.path("/campaigns/{cid}/sync/events", operations={
        "get": {"summary": "One batch of the campaign's events after a position (the owner)",
                "parameters": [cid, after],
                "responses": {"200": answer(BATCH), "400": error("bad after"), **fail, "403": error(OWNER_ONLY),
                              "404": error("no such campaign (or not yours), or a position past its head")}},
        "post": {"summary": "Append a batch that continues the campaign's head, in one transaction (the owner); a "
                            "batch from position 0 of a campaign this site lacks creates it, yours",
                 "parameters": [cid],
                 "requestBody": {"required": True, "content": {"application/json": {"schema": BATCH}}},
                 "responses": {"201": answer(LANDED, "landed (and verified, or `problem` says why not)"),
                               "400": error("malformed batch"), **fail, "403": error(OWNER_ONLY),
                               "409": error("the campaign's head here is not where the batch starts: pull first"),
                               "413": error("a batch larger than the site takes"),
                               "422": error("the batch does not verify (a broken link, a changed event, a sealed "
                                            "value none of its events commits to), or is of another campaign")}}})
    spec.path("/campaigns/{cid}/sync/fork", operations={"post": {
        "summary": "Mark a line a push sent here as a fork of another campaign of yours (a diverged push keeps "
                   "its line beside the one here)", "parameters": [cid],
        "requestBody": {"required": True, "content": {"application/json": {"schema": FORK_OF}}},
        "responses": {"201": answer(LANDED, "marked (and verified, or `problem` says why not)"),
                      "400": error("not {of, at, name}"), **fail, "403": error(OWNER_ONLY),
                      "409": error("the campaign is marked as a fork already"),
                      "422": error("`at` is not a position both hold the same event at, or a bad name")}}})
