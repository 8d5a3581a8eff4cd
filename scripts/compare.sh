#!/usr/bin/env bash
# Douzon et al.'s model comparison on our data (README "Results"): every preset variant trained with the same
# init, data and budget, scored on test-family synthetic orders (per field, per length bucket), SROIE
# validation and Kleister NDA validation, with pages/s. Results: docs/compare/{results.json,*.png,table.md}.
#
#   bash scripts/compare.sh                     the budget of docs/compare (30 steps of 4 chunks, 1.5-minute cap):
#                                                ~25 min for the 8 variants on one thread; it trains nothing
#   STEPS=600 BATCH=8 MINUTES=60 bash scripts/compare.sh   a budget where fields are learned (~8 h on 1 core;
#                                                a GPU does it in minutes: scripts/gpu/run.sh, README "Results")
#   VARIANTS=layoutlm,lambert bash scripts/compare.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
THREADS=${THREADS:-1}
export OMP_NUM_THREADS=$THREADS TOKENIZERS_PARALLELISM=false
SRC=${SRC:-runs/default/data}
# the labelled Kleister files (and everything else make_model.sh uses; existing files are kept)
$PY scripts/default_data.py --out "$SRC" --kleister-labelled ${DATA_ARGS:-}
$PY scripts/compare.py --src "$SRC" --steps "${STEPS:-30}" --batch "${BATCH:-4}" --minutes "${MINUTES:-1.5}" \
  --threads "$THREADS" --test "${TEST:-4,4,3}" --sroie-val "${SROIE_VAL:-20}" --kleister-val "${KLEISTER_VAL:-3}" \
  ${VARIANTS:+--variants "$VARIANTS"} ${COMPARE_ARGS:-}
# pages/s again, all variants interleaved (best of 2 rounds): a shared machine's load drifts over all alike
$PY scripts/compare.py --speed-only 2 --threads "$THREADS"
