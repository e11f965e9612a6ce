# Two commands do all set-up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
JOURNAL := $(VENV)/bin/journal
STAMP := $(VENV)/.installed
# Debian packages: WeasyPrint's libraries and fonts, PostgreSQL for the store tests,
# chromium for the browser tests (Playwright drives Debian's binary), poppler for PDF checks.
RUN_PACKAGES := libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core
TEST_PACKAGES := $(RUN_PACKAGES) postgresql chromium poppler-utils

.PHONY: demo test install system-packages-run system-packages-test bench clean screenshots

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	touch $(STAMP)

install: $(STAMP)

system-packages-run:
	@bash scripts/install-debian-packages.sh $(RUN_PACKAGES)

system-packages-test:
	@bash scripts/install-debian-packages.sh $(TEST_PACKAGES)

demo: system-packages-run $(STAMP)
	$(JOURNAL) init
	$(JOURNAL) demo
	bash scripts/demo.sh

# The suite on every core (pytest-xdist: each worker its own SQLite files, PostgreSQL databases,
# ports and browser), the 20 slowest tests at the end. The designer's card export and the rulebooks
# in ../shared are read when that folder exists; without it their tests are skipped, with the reason.
# The tests' temporary files (their SQLite stores, PDFs and browser profiles) go to memory when
# /dev/shm has 2 GB free, so a test's commit waits for no disk, as the PostgreSQL test server
# (fsync off) never does; the benches, which measure the disk, never run there.
TEST_WORKERS ?= auto
DESIGNER_DATA := $(if $(wildcard ../shared/data),$(abspath ../shared),)
TEST_TMPDIR := $(shell df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 && $$4 > 2097152 {print "/dev/shm"}')
test: system-packages-test $(STAMP)
	$(if $(DESIGNER_DATA),JOURNAL_DESIGNER_DATA=$${JOURNAL_DESIGNER_DATA:-$(DESIGNER_DATA)}) \
	$(if $(TEST_TMPDIR),TMPDIR=$(TEST_TMPDIR)) \
	bash scripts/with-postgres.sh $(PY) -m pytest -n $(TEST_WORKERS) --dist worksteal --durations=20 $(PYTEST_ARGS)

# The README's pictures (docs/images/): the browser test that takes them, then each made small.
screenshots: system-packages-test $(STAMP)
	$(if $(TEST_TMPDIR),TMPDIR=$(TEST_TMPDIR)) \
	bash scripts/with-postgres.sh $(PY) -m pytest -p no:cacheprovider -q tests/web/browser/test_screenshots.py
	$(PY) scripts/readme_images.py

# Every bench prints ratios measured side by side in one run, each against its target, PASS or
# OVER, and exits 0 (benches report; they do not fail CI). `make bench QUICK=1`: smaller sizes.
# The scale bench builds its 10,000-event store once (some minutes) and keeps it in the temp folder.
BENCH_ARGS := $(if $(QUICK),--quick,)
bench: $(STAMP)
	$(PY) bench/journal_bench.py $(BENCH_ARGS)
	$(PY) bench/commands_bench.py $(BENCH_ARGS)
	$(PY) bench/moves_bench.py $(BENCH_ARGS)
	$(PY) bench/cli_bench.py $(BENCH_ARGS)
	$(PY) bench/scale_bench.py --backend sqlite $(BENCH_ARGS)
	$(if $(wildcard bench/memory_bench.py),$(PY) bench/memory_bench.py $(BENCH_ARGS))
	bash scripts/with-postgres.sh $(PY) bench/processes_bench.py

clean:
	rm -rf $(VENV) tests/artifacts .pytest_cache
