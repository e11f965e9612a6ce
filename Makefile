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

.PHONY: demo test install system-packages-run system-packages-test bench clean

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

test: system-packages-test $(STAMP)
	bash scripts/with-postgres.sh $(PY) -m pytest $(PYTEST_ARGS)

bench: $(STAMP)
	$(PY) bench/journal_bench.py
	$(PY) bench/sixwinters_bench.py
	$(PY) bench/moves_bench.py
	$(PY) bench/cli_bench.py
	bash scripts/with-postgres.sh $(PY) bench/processes_bench.py

clean:
	rm -rf $(VENV) tests/artifacts .pytest_cache
