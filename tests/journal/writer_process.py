"""A separate writer process for the concurrency and crash tests.

usage: python -m tests.journal.writer_process URL CAMPAIGN TAG COUNT OUTFILE
Writes COUNT notes "TAG-i" without retrying; appends "ok i" or "conflict i" per command to OUTFILE.
"""
import sys

from journal.errors import ConflictError
from journal.service import Journal


def main(url, campaign, tag, count, outfile):
    journal = Journal(url=url)
    with open(outfile, "a", buffering=1) as out:
        for index in range(int(count)):
            try:
                journal.execute(campaign, {"type": "note", "text": f"{tag}-{index}"}, actor=tag, retries=0)
                out.write(f"ok {index}\n")
            except ConflictError:
                out.write(f"conflict {index}\n")
    journal.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
