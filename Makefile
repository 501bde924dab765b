# The two commands: `make run` and `make test`, and the inner loop `make check` (see README.md).
SHELL := /bin/bash
UV_VERSION := 0.13.9
TOOLS := .tools
UV := $(TOOLS)/bin/uv
BIN := .venv/bin
NOX := $(BIN)/nox
DATA_DIR := $(or $(FEDREG_DATA_DIR),var)

# Each part's wall time, written by `make test` (nox --report and tools/timings.py)
TIMINGS := .nox/timings

# Machines of this kind set PYTHONDONTWRITEBYTECODE=1: every Python process (each pytest worker,
# CLI command, server and its workers) would compile every module it imports again (a `fedreg`
# command: 5 s of CPU instead of 2; docs/testing.md). uv compiles the installed packages once (--compile-bytecode);
# our own modules and pytest's rewritten test modules are cached on their first import.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: run test check install webapp-install webapp-build api-types clean

run: install webapp-build ## Serve the whole app on http://127.0.0.1:8000 (demo data on an empty data folder)
	@if [ -z "$$(ls -A "$(DATA_DIR)" 2>/dev/null)" ]; then $(BIN)/fedreg --init demo; fi
	$(BIN)/fedreg db upgrade
	$(BIN)/fedreg serve

# Two lanes run side by side (tools/timings.py lanes): the pytest suites, the core's wheel, the
# bench smoke runs and the season script in one; ruff and mypy, the deployment check, the
# rolling upgrade, the webapp's build and browser tests in the other (docs/testing.md); their
# lines come
# prefixed [py] and [web]. nox runs
# every session of a lane even when one fails, and `make test` fails when any did. The
# install runs inside the recipe (both installs at once), so that its time is in the table.
PY_LANE := tests core_dist bench_smoke season
WEB_LANE := lint types deploy rolling webapp e2e

test: ## Every check: lint, types, unit, integration, API, webapp, e2e; then each part's wall time
	@rm -rf $(TIMINGS) && mkdir -p $(TIMINGS)
	@python3 -m tools.timings run --name install $(TIMINGS)/install.json -- \
	  $(MAKE) --no-print-directory -j2 install webapp-install
	@status=0; python3 -m tools.timings lanes $(TIMINGS)/lanes.json \
	  "py=$(NOX) --report $(TIMINGS)/py.json -s $(PY_LANE)" \
	  "web=$(NOX) --report $(TIMINGS)/web.json -s $(WEB_LANE)" || status=$$?; \
	  python3 -m tools.timings table $(TIMINGS)/install.json $(TIMINGS)/lanes.json \
	    --inside $(TIMINGS)/py.json $(TIMINGS)/web.json --failures $(TIMINGS)/lanes.failures; \
	  exit $$status

check: install webapp-install ## The inner loop (target 2 min warm, docs/testing.md): ruff, mypy, import contracts, tsc, ESLint, unit and API tests on SQLite
	$(NOX) -s check

install: $(BIN)/.synced

$(UV):
	python3 -m venv $(TOOLS)
	$(TOOLS)/bin/pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

$(BIN)/.synced: pyproject.toml packages/fedreg-core/pyproject.toml uv.lock | $(UV)
	$(UV) sync --frozen --compile-bytecode
	@touch $@

webapp-install: webapp/node_modules/.installed

webapp/node_modules/.installed: webapp/package.json webapp/package-lock.json
	cd webapp && npm ci --no-audit --no-fund
	@touch $@

webapp-build: webapp-install
	cd webapp && npm run build

api-types: install webapp-install ## Regenerate webapp/src/api from the server's OpenAPI document
	cd webapp && npm run gen:api

clean:
	rm -rf .venv $(TOOLS) webapp/node_modules webapp/dist
