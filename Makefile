# The two commands: `make run` and `make test` (see README.md).
SHELL := /bin/bash
UV_VERSION := 0.13.9
TOOLS := .tools
UV := $(TOOLS)/bin/uv
BIN := .venv/bin
DATA_DIR := $(or $(FEDREG_DATA_DIR),var)

.PHONY: run test install webapp-install webapp-build api-types clean

run: install webapp-build ## Serve the whole app on http://127.0.0.1:8000 (demo data on an empty data folder)
	@if [ -z "$$(ls -A "$(DATA_DIR)" 2>/dev/null)" ]; then $(BIN)/fedreg --init demo; fi
	$(BIN)/fedreg serve

test: install webapp-install ## Every check: lint, types, unit, integration, API, webapp, e2e
	$(BIN)/nox

install: $(BIN)/.synced

$(UV):
	python3 -m venv $(TOOLS)
	$(TOOLS)/bin/pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

$(BIN)/.synced: pyproject.toml packages/fedreg-core/pyproject.toml uv.lock | $(UV)
	$(UV) sync --frozen
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
