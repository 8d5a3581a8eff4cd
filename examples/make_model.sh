#!/usr/bin/env bash
# `make model`: rebuild models/default from scratch on this machine (CPU is enough).
#
#   1. data      docx synth documents from the train template families + SROIE / FUNSD / Kleister NDA
#                training splits → JSONL under $RUN/data (examples/default_data.py)
#   2. pretrain  layout MLM over every unlabeled page (examples/configs/default-pretrain.yaml)
#   3. finetune  BIESO tagging over the union label set of invoices, orders and receipts
#                (examples/configs/default-finetune.yaml), best checkpoint on validation kept
#   4. evaluate  test-family synthetic orders (per field, per length bucket) and the SROIE validation split
#   5. export    fp16 safetensors + config + labels + tokenizer + resolved configs → $MODEL_OUT
#
# Budgets come from the environment, so the same script is the smoke test and the real build:
#   FAST=1 make model            a ~3-minute end-to-end check (tiny data, a few steps) into runs/smoke-model
#   THREADS=2 make model         use both cores (default 1: the shared machine's schedule)
#   PRETRAIN_MINUTES, FINETUNE_MINUTES, PRETRAIN_STEPS, FINETUNE_STEPS, ORDERS, INVOICES, RECEIPTS,
#   KLEISTER_MAX, RUN (work folder, default runs/default), MODEL_OUT (default models/default)
# Re-running reuses what $RUN already holds (data files; `rm -rf $RUN` for a clean rebuild).
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PY:-.venv/bin/python}
DOCX=${DOCX:-.venv/bin/docx}
FAST=${FAST:-0}
THREADS=${THREADS:-1}
export OMP_NUM_THREADS=$THREADS MKL_NUM_THREADS=$THREADS TOKENIZERS_PARALLELISM=false

if [[ $FAST == 1 ]]; then
  RUN=${RUN:-runs/smoke-model}; MODEL_OUT=${MODEL_OUT:-$RUN/model}
  ORDERS=${ORDERS:-12}; INVOICES=${INVOICES:-6}; RECEIPTS=${RECEIPTS:-6}; VAL_PER_KIND=${VAL_PER_KIND:-2}
  TEST_ORDERS=${TEST_ORDERS:-2,2,1}; SROIE_MAX=${SROIE_MAX:-20}; FUNSD_MAX=${FUNSD_MAX:-6}
  KLEISTER_MAX=${KLEISTER_MAX:-3}; BENCH_PDFS=${BENCH_PDFS:-3}
  PRETRAIN_STEPS=${PRETRAIN_STEPS:-2}; PRETRAIN_MINUTES=${PRETRAIN_MINUTES:-1}
  FINETUNE_STEPS=${FINETUNE_STEPS:-4}; FINETUNE_MINUTES=${FINETUNE_MINUTES:-1.5}; EVAL_EVERY=${EVAL_EVERY:-0}
else
  RUN=${RUN:-runs/default}; MODEL_OUT=${MODEL_OUT:-models/default}
  ORDERS=${ORDERS:-500}; INVOICES=${INVOICES:-300}; RECEIPTS=${RECEIPTS:-200}; VAL_PER_KIND=${VAL_PER_KIND:-20}
  TEST_ORDERS=${TEST_ORDERS:-36,36,18}; SROIE_MAX=${SROIE_MAX:-}; FUNSD_MAX=${FUNSD_MAX:-}
  KLEISTER_MAX=${KLEISTER_MAX:-}; BENCH_PDFS=${BENCH_PDFS:-20}
  # the shipped model: 41 MLM steps (~7.5 min), 640 fine-tuning steps (~65 min) on 1 thread; MODEL_CARD.md
  PRETRAIN_STEPS=${PRETRAIN_STEPS:-40}; PRETRAIN_MINUTES=${PRETRAIN_MINUTES:-10}
  FINETUNE_STEPS=${FINETUNE_STEPS:-640}; FINETUNE_MINUTES=${FINETUNE_MINUTES:-90}; EVAL_EVERY=${EVAL_EVERY:-120}
fi
D=$RUN/data
mkdir -p "$RUN/eval"
log() { echo "[make model $(date +%H:%M:%S)] $*" >&2; }
T0=$(date +%s)
stamp() { echo "\"$1\": $(( $(date +%s) - T0 ))," >> "$RUN/timings.txt"; }
: > "$RUN/timings.txt"

log "1/5 data → $D"
opt() { [[ -n ${2:-} ]] && echo "$1 $2" || true; }
# shellcheck disable=SC2046
$PY examples/default_data.py --out "$D" --orders "$ORDERS" --invoices "$INVOICES" --receipts "$RECEIPTS" \
  --val-per-kind "$VAL_PER_KIND" --test-orders "$TEST_ORDERS" --bench-pdfs "$BENCH_PDFS" \
  $(opt --sroie-max "$SROIE_MAX") $(opt --funsd-max "$FUNSD_MAX") $(opt --kleister-max "$KLEISTER_MAX")
stamp data

log "2/5 layout MLM pre-training ($PRETRAIN_STEPS steps, at most $PRETRAIN_MINUTES min, $THREADS thread(s))"
$DOCX train --config examples/configs/default-pretrain.yaml --output_dir "$RUN/pretrain" \
  --data.path "$D/pretrain-train.jsonl" --data.validation_path "$D/pretrain-val.jsonl" \
  --training.max_steps "$PRETRAIN_STEPS" --training.max_minutes "$PRETRAIN_MINUTES" \
  --training.threads "$THREADS" > "$RUN/eval/pretrain-summary.json"
stamp pretrain

log "3/5 fine-tuning on the union label set ($FINETUNE_STEPS steps, at most $FINETUNE_MINUTES min)"
$DOCX train --config examples/configs/default-finetune.yaml --output_dir "$RUN/finetune" \
  --model.init_checkpoint "$RUN/pretrain/best" \
  --data.path "$D/union-train.jsonl" --data.validation_path "$D/union-val.jsonl" \
  --training.max_steps "$FINETUNE_STEPS" --training.max_minutes "$FINETUNE_MINUTES" \
  --training.eval_every "$EVAL_EVERY" --training.save_every "$EVAL_EVERY" \
  --training.threads "$THREADS" > "$RUN/eval/finetune-summary.json"
stamp finetune

log "4/5 evaluation of $RUN/finetune/best"
$PY examples/eval_model.py --model "$RUN/finetune/best" --data "$D/orders-test.jsonl" --threads "$THREADS" \
  --out "$RUN/eval/orders-test.json"
$PY examples/eval_model.py --model "$RUN/finetune/best" --data "$D/sroie-val.jsonl" --threads "$THREADS" \
  --fields vendor_name,vendor_address,date,total_amount --out "$RUN/eval/sroie-val.json"
if $DOCX bench extract --help >/dev/null 2>&1; then  # pages/s end to end (ingest + model + decode), load excluded
  $DOCX bench extract --model "$RUN/finetune/best" --threads "$THREADS" --json "$RUN/eval/bench-extract.json" \
    "$D"/synth/order-test-s5/*.pdf || log "bench failed (not fatal)"
fi
stamp evaluate

log "5/5 export (fp16) → $MODEL_OUT"
$PY examples/export_model.py "$RUN/finetune/best" "$MODEL_OUT" \
  --configs "$RUN/pretrain/train_config.yaml" "$RUN/finetune/train_config.yaml"
$PY - "$RUN" "$MODEL_OUT" <<'EOF'
import json, sys, pathlib
run, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
def brief(r):
    keep = {"documents": r["documents"], "field_f1": r["field_f1"], "entity_f1": r["entity_f1"],
            "per_field_f1": {f: v["f1"] for f, v in r["field"]["per_field"].items()}, "timing": r["timing"]}
    keep["buckets"] = {b: {"documents": m["documents"], "field_f1": m["field_f1"],
                           "per_field_f1": {f: v["f1"] for f, v in m["field"]["per_field"].items()}}
                       for b, m in r.get("buckets", {}).items()}
    return keep
metrics = {name: brief(json.loads((run / "eval" / f"{name}.json").read_text())) for name in ("orders-test", "sroie-val")}
bench = run / "eval" / "bench-extract.json"
if bench.is_file():
    b = json.loads(bench.read_text())
    metrics["bench_extract"] = {k: b.get(k) for k in ("pages", "seconds", "pages_per_s", "tokens_per_s", "threads")}
metrics["validation_at_best"] = json.loads((run / "finetune" / "best" / "metrics.json").read_text()).get("field_f1")
(out / "metrics.json").write_text(json.dumps(metrics, indent=1) + "\n")
EOF
stamp export
log "done in $(( ($(date +%s) - T0) / 60 )) min: $MODEL_OUT (figures in $MODEL_OUT/metrics.json, timings in $RUN/timings.txt)"
