# Seep: the two commands a player or a developer needs.
#   make play   creates .venv, installs the game, and starts it
#   make test   creates .venv, installs the game with its test tools, lints, type-checks, tests
# and, for the executable friends get (README, "Building"):
#   make dist        builds it for this machine: dist/seep (dist/seep.exe, dist/Seep.app)
#   make dist-smoke  builds it and plays a match with it headless (CI)
#   make bench-dist  builds it and measures it against its targets (tools/bench_dist.py)
#   make compile     compiles the computer players' hot path again after its sources changed
#                    (setup.py; until then the checkout runs them from source: game/_native.py)
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# What the executable bundles besides the game: PyInstaller (dist) and the speech extra.
DIST_EXTRAS ?= dist,speech
SPEECH_CHECK := $(if $(findstring speech,$(DIST_EXTRAS)),--speech)

.PHONY: play test lint bench compile dist dist-smoke bench-dist clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,speech]' || $(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

play: $(VENV)/.installed
	$(BIN)/python -m game

lint: $(VENV)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy --strict game
	$(BIN)/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml

test: lint
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q -n auto --reruns 1

bench: $(VENV)/.installed
	$(BIN)/python -m game.rules.bench

compile: $(VENV)/.installed
	$(BIN)/python setup.py --quiet build_ext --inplace
	$(BIN)/python -c "import game._native as n; print('hot path:', n.STATE)"

$(VENV)/.dist-installed: $(VENV)/.installed pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[dev,$(DIST_EXTRAS)]'
	touch $@

dist: $(VENV)/.dist-installed
	$(BIN)/python build/build.py

dist-smoke: dist
	$(BIN)/python tools/bench_dist.py --smoke $(SPEECH_CHECK)

bench-dist: dist
	$(BIN)/python tools/bench_dist.py $(SPEECH_CHECK)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build/out dist
	rm -f game/_compiled.json game/_compiled__mypyc.* game/*/*.so game/*/*.pyd
