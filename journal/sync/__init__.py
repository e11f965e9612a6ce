"""Sync between stores: a campaign's log pushed to, or pulled from, another Campaign Journal site.

The two sides compare their hash chains (the chain holds no campaign id, so one log has the
same hashes in both stores), find the last position they share, and move the events after it
in the export's row format (batch.py), with the sealed values and dice seeds they need, in one
transaction per batch (landing.py). One log a prefix of the other is a fast-forward; two lines
after a common position are both kept: a pull stores the other side's line as a fork, a push
is refused (lines.py, syncing.py). The site is reached over HTTP (remote.py); remotes are named
in the instance folder (remotes.py).

May import journal.service (the Journal facade it works through) and every layer below it;
only the command line (journal.cli) and the site import it.
"""
