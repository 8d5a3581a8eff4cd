#!/usr/bin/env bash
# Seed 001's model comparison on our data (README "Results"): every preset variant trained with the same
# init, data and budget, scored on test-family synthetic orders (per field, per length bucket), SROIE
# validation and Kleister NDA validation, with pages/s. Results: docs/compare/{results.json,*.png,table.md}.
#
#   bash examples/compare.sh                     the budget used for the README (see docs/compare/table.md)
#   STEPS=400 MINUTES=30 bash examples/compare.sh   a bigger budget (hours on 2 CPU cores for all variants)
#   VARIANTS=layoutlm,lambert bash examples/compare.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
THREADS=${THREADS:-1}
export OMP_NUM_THREADS=$THREADS TOKENIZERS_PARALLELISM=false
SRC=${SRC:-runs/default/data}
# the labelled Kleister files (and everything else make_model.sh uses; existing files are kept)
$PY examples/default_data.py --out "$SRC" --kleister-labelled ${DATA_ARGS:-}
$PY examples/compare.py --src "$SRC" --steps "${STEPS:-60}" --batch "${BATCH:-4}" --minutes "${MINUTES:-3}" \
  --threads "$THREADS" ${VARIANTS:+--variants "$VARIANTS"} ${COMPARE_ARGS:-}
