# Seep: the two commands a player or a developer needs.
#   make play   creates .venv, installs the game, and starts it
#   make test   creates .venv, installs the game with its test tools, lints, type-checks, tests
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: play test lint bench clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

play: $(VENV)/.installed
	$(BIN)/python -m game

lint: $(VENV)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy --strict game

test: lint
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q -n auto

bench: $(VENV)/.installed
	$(BIN)/python -m game.rules.bench

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
