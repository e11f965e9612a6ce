#!/usr/bin/env bash
# Serve the demo on 127.0.0.1 (the port `journal serve` defaults to) when the site is installed; otherwise show the demo campaigns.
set -euo pipefail
JOURNAL=.venv/bin/journal
if $JOURNAL --help | grep -q "^  serve"; then
  exec $JOURNAL serve --host 127.0.0.1 --demo
fi
$JOURNAL campaign list
for id in $($JOURNAL campaign list | awk '{print $1}'); do
  $JOURNAL log "$id"
done
