#!/usr/bin/env bash
# `make model`: build models/default from all-MiniLM-L6-v2 in one recipe, on CPU.
#
#   1/7 synthetic  scripts/default_data.py: the generator's training documents (orders, invoices, receipts),
#                  600 composed documents (`docx synth --compose`: a layout drawn per document), its validation
#                  and test splits, and the unlabelled SROIE / FUNSD / Kleister NDA pages
#   2/7 real       scripts/real_mix.py: DeepForm (values located in the PDFs), WildReceipt (photos read by the
#                  default OCR engine, box labels moved onto the words) and SROIE (its boxes and the photos read
#                  by OCR) training splits + the family documents → mix-train.jsonl; mix-val.jsonl (a slice
#                  of every validation split, real ones first); real-pages.jsonl (the real pages, unlabelled);
#                  the same with the composed documents and DeepForm twice → refine/mix-train.jsonl
#   3/7 pretrain   layout MLM on every unlabelled page, real ones included (scripts/configs/default-pretrain.yaml)
#   4/7 finetune   the first run over the 17 fields on mix-train, best checkpoint on mix-val
#                  (scripts/configs/default-finetune.yaml)
#   5/7 refine     the second run, from 4/7's best: 600 steps at 3e-5 on refine/mix-train, best checkpoint on
#                  the same mix-val. The layouts no family has (the composed documents) teach fields by what
#                  they say, not where a family puts them; DeepForm twice keeps its advertiser (the composed
#                  "customer" is a bill-to party, a TV-ad order's advertiser is not)
#   6/7 export     fp16 safetensors + config + labels + tokenizer + the resolved configs → $MODEL_OUT
#   7/7 evaluate   the exported model (what ships is what is scored) on every validation set separately:
#                  scripts/eval_real.sh, the figures into $MODEL_OUT/metrics.json (scripts/model_metrics.py);
#                  FAST=1: mix-val only
#
# Time on 2 cores (THREADS=2), measured on 2026-12-03: data ~20 min the first time (OCR of 870 receipt photos,
# ~1.3 s each, measured 2026-12-04; cached in ~/.cache/docx_cli afterwards, then ~4 min), pre-training ~55 min
# (300 steps), fine-tuning ~1.75 h (2,400 steps at ~2.6 s), refining ~46 min (600 steps and three evaluations,
# measured 2026-12-04), evaluation ~3 min: ~3.8 hours warm, ~4.1 cold. Every
# training stage runs in pieces of at most 58 minutes (training.max_minutes) and the script resumes the
# unfinished stage from its last checkpoint, so re-running `make model` after a stop continues where it was;
# data files that exist are kept.
#
#   FAST=1 make model     a ~3-minute end-to-end check (a few documents per set, a few steps) into
#                         runs/smoke-model; run by tests/test_make_model.py
#   REFINE_FROM=DIR       stage 5/7 alone from DIR, a model folder of an earlier build's 4/7 (its fine-tuned
#                         weights, e.g. a past models/default from git history), when only the refine documents
#                         changed: data, refine, export, evaluation (32 min with the OCR cache); DIR's
#                         pre-training and fine-tuning configs ship beside the model as they were. Data files
#                         that exist are kept, the synth folder's union-train.jsonl (where the refine mix takes
#                         its composed documents from) included: after a generator change, use a new RUN
#   AVERAGE_WITH=DIR      after export, the weight average (½ / ½) of the new model with DIR, a model refined
#                         from the same weights (with REFINE_FROM: the shipped model and a refine run of
#                         its own start), exported as MODEL_OUT; DIR's refine config ships beside it as
#                         train_config.refine-averaged.yaml
#   Budgets: PRETRAIN_STEPS, FINETUNE_STEPS, EVAL_EVERY, ORDERS, INVOICES, RECEIPTS, MAX_PER_SET (first N
#   documents of each real set), THREADS, RUN (work folder, default runs/default), MODEL_OUT (default
#   models/default), DATA_ROOT (default ../shared/data).
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PY:-.venv/bin/python}
DOCX=${DOCX:-.venv/bin/docx}
FAST=${FAST:-0}
THREADS=${THREADS:-2}
export OMP_NUM_THREADS=$THREADS MKL_NUM_THREADS=$THREADS TOKENIZERS_PARALLELISM=false

if [[ $FAST == 1 ]]; then
  RUN=${RUN:-runs/smoke-model}; MODEL_OUT=${MODEL_OUT:-$RUN/model}
  ORDERS=${ORDERS:-6}; INVOICES=${INVOICES:-4}; RECEIPTS=${RECEIPTS:-4}; VAL_PER_KIND=${VAL_PER_KIND:-2}
  SYNTH_OPTS=${SYNTH_OPTS:---test-orders 1,1,0 --test-invoices 1 --val-orders 1,0,0 --val-invoices 1 --sroie-max 12 --funsd-max 4 --kleister-max 2 --bench-pdfs 0 --composed 4}
  MAX_PER_SET=${MAX_PER_SET:-8}; VAL_PER_SET=${VAL_PER_SET:-2}
  PRETRAIN_STEPS=${PRETRAIN_STEPS:-2}; FINETUNE_STEPS=${FINETUNE_STEPS:-4}; EVAL_EVERY=${EVAL_EVERY:-0}
  REFINE_STEPS=${REFINE_STEPS:-2}; REFINE_EVAL_EVERY=${REFINE_EVAL_EVERY:-0}
  TRAIN_OPTS=(--training.batch_size 2 --training.eval_batch_size 4 --model.max_length 256)
else
  RUN=${RUN:-runs/default}; MODEL_OUT=${MODEL_OUT:-models/default}
  ORDERS=${ORDERS:-500}; INVOICES=${INVOICES:-350}; RECEIPTS=${RECEIPTS:-100}; VAL_PER_KIND=${VAL_PER_KIND:-40}
  # the held-out layouts (--composed-heldout) are scored in 7/7; --composed: the refine stage's documents
  SYNTH_OPTS=${SYNTH_OPTS:---extra-families --train-seed 12 --composed 600 --composed-heldout 200}
  MAX_PER_SET=${MAX_PER_SET:-}; VAL_PER_SET=${VAL_PER_SET:-40}
  PRETRAIN_STEPS=${PRETRAIN_STEPS:-300}; FINETUNE_STEPS=${FINETUNE_STEPS:-2400}; EVAL_EVERY=${EVAL_EVERY:-300}
  REFINE_STEPS=${REFINE_STEPS:-600}; REFINE_EVAL_EVERY=${REFINE_EVAL_EVERY:-200}
  TRAIN_OPTS=()
fi
D=$RUN/data
if [[ -n ${AVERAGE_WITH:-} ]]; then  # read after MODEL_OUT is written: it must be another folder
  [[ -f $AVERAGE_WITH/config.json ]] || { echo "AVERAGE_WITH=$AVERAGE_WITH: no config.json there" >&2; exit 2; }
  [[ -f $AVERAGE_WITH/train_config.refine.yaml ]] || {  # it ships beside the average: say so before training
    echo "AVERAGE_WITH=$AVERAGE_WITH: no train_config.refine.yaml there (not a refined model)" >&2; exit 2; }
  [[ $(realpath "$AVERAGE_WITH") != $(realpath -m "$MODEL_OUT") ]] || {
    echo "AVERAGE_WITH is MODEL_OUT ($MODEL_OUT): copy the earlier model elsewhere first" >&2; exit 2; }
fi
mkdir -p "$D" "$RUN/eval"
log() { echo "[make model $(date +%H:%M:%S)] $*" >&2; }
T0=$(date +%s)
stamp() { echo "$1 $(( $(date +%s) - T0 ))" >> "$RUN/timings.txt"; }

# A training stage in pieces of at most training.max_minutes: resume from the newest checkpoint until the
# planned steps are done. The last summary JSON (stdout of `docx train`) says how far it got.
train_stage() {  # NAME CONFIG [overrides...]
  local name=$1 config=$2 summary="$RUN/eval/$1-summary.json"
  shift 2
  while :; do
    local resume=()
    [[ -d $RUN/$name/checkpoints ]] && [[ -n $(ls -A "$RUN/$name/checkpoints" 2>/dev/null) ]] && resume=(--resume)
    if [[ -f $summary ]] && $PY - "$summary" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
sys.exit(0 if s["step"] >= s["total_steps"] and not s.get("interrupted") else 1)
PY
    then return 0; fi
    log "$name: docx train ${resume[*]} (a piece of at most the config's max_minutes)"
    $DOCX train --config "$config" --output_dir "$RUN/$name" "${resume[@]}" --training.threads "$THREADS" \
      "${TRAIN_OPTS[@]}" "$@" \
      > "$summary.tmp"
    mv "$summary.tmp" "$summary"
  done
}

log "1/7 synthetic documents and unlabelled pages → $D"
# shellcheck disable=SC2086  # SYNTH_OPTS is a list of options
$PY scripts/default_data.py --out "$D/synth" --data-root "${DATA_ROOT:-../shared/data}" --orders "$ORDERS" \
  --invoices "$INVOICES" --receipts "$RECEIPTS" --val-per-kind "$VAL_PER_KIND" $SYNTH_OPTS
stamp synthetic

log "2/7 real training sets (DeepForm, WildReceipt and SROIE through OCR) and the mixes → $D"
if [[ ! -f $D/mix-train.jsonl || ! -f $D/refine/mix-train.jsonl ]]; then  # refine/: + composed, DeepForm twice (5/7)
  $PY scripts/real_mix.py --synth "$D/synth" --out "$D" --sroie-ocr --pages --val-per-set "$VAL_PER_SET" \
    --no-composed --refine-out "$D/refine" ${MAX_PER_SET:+--max-per-set "$MAX_PER_SET"}
fi
cat "$D/synth/pretrain-train.jsonl" "$D/real-pages.jsonl" > "$D/pretrain-all.jsonl.tmp"
mv "$D/pretrain-all.jsonl.tmp" "$D/pretrain-all.jsonl"
cp "$D/synth/pretrain-val.jsonl" "$D/pretrain-val.jsonl"
stamp real

if [[ -n ${REFINE_FROM:-} ]]; then
  [[ -f $REFINE_FROM/config.json ]] || { echo "REFINE_FROM=$REFINE_FROM: no config.json there" >&2; exit 2; }
  log "3/7 and 4/7 skipped: refining from $REFINE_FROM"
  FINETUNED=$REFINE_FROM
else
  log "3/7 layout MLM on $(wc -l < "$D/pretrain-all.jsonl") unlabelled pages ($PRETRAIN_STEPS steps)"
  train_stage pretrain scripts/configs/default-pretrain.yaml --data.path "$D/pretrain-all.jsonl" \
    --data.validation_path "$D/pretrain-val.jsonl" --training.max_steps "$PRETRAIN_STEPS"
  stamp pretrain

  log "4/7 fine-tuning on $(wc -l < "$D/mix-train.jsonl") documents ($FINETUNE_STEPS steps)"
  train_stage finetune scripts/configs/default-finetune.yaml --model.init_checkpoint "$RUN/pretrain/best" \
    --data.path "$D/mix-train.jsonl" --data.validation_path "$D/mix-val.jsonl" \
    --training.max_steps "$FINETUNE_STEPS" --training.eval_every "$EVAL_EVERY"
  stamp finetune
  FINETUNED=$RUN/finetune/best
fi

log "5/7 refining on $(wc -l < "$D/refine/mix-train.jsonl") documents ($REFINE_STEPS steps)"
train_stage refine scripts/configs/default-finetune.yaml --model.init_checkpoint "$FINETUNED" \
  --data.path "$D/refine/mix-train.jsonl" --data.validation_path "$D/mix-val.jsonl" \
  --training.max_steps "$REFINE_STEPS" --training.eval_every "$REFINE_EVAL_EVERY" \
  --training.learning_rate 3e-5 --training.save_every 200
stamp refine
BEST=$RUN/refine/best

log "6/7 export (fp16) → $MODEL_OUT"
export_to_model_out() {  # SRC: fp16 export with the resolved configs of the runs that made it
  if [[ -n ${REFINE_FROM:-} ]]; then
    $PY scripts/export_model.py "$1" "$MODEL_OUT" --configs "$RUN/refine/train_config.yaml"
    cp "$REFINE_FROM"/train_config.{pretrain,finetune}.yaml "$MODEL_OUT"/  # how the starting weights were made
  else
    $PY scripts/export_model.py "$1" "$MODEL_OUT" \
      --configs "$RUN/pretrain/train_config.yaml" "$RUN/finetune/train_config.yaml" "$RUN/refine/train_config.yaml"
  fi
}
export_to_model_out "$BEST"
if [[ -n ${AVERAGE_WITH:-} ]]; then  # a model soup (Wortsman et al., 2022): ½ this refine + ½ an earlier one
  log "6/7 averaged with $AVERAGE_WITH (½ each) → $MODEL_OUT"
  $PY scripts/average_weights.py "$AVERAGE_WITH" "$MODEL_OUT" 0.5 "$RUN/average"
  export_to_model_out "$RUN/average"
  cp "$AVERAGE_WITH/train_config.refine.yaml" "$MODEL_OUT/train_config.refine-averaged.yaml"
fi
stamp export

log "7/7 evaluation of $MODEL_OUT"
if [[ $FAST == 1 ]]; then
  $DOCX evaluate --model "$MODEL_OUT" --data "$D/mix-val.jsonl" --quiet > "$RUN/eval/mix-val.json"
else
  SYNTH=$D/synth DOCX=$DOCX bash scripts/eval_real.sh "$MODEL_OUT" "$RUN/eval" \
    | tee "$RUN/eval/summary.txt"
  $PY scripts/model_metrics.py "$RUN/eval" --model "$MODEL_OUT" --out "$MODEL_OUT/metrics.json"
fi
stamp evaluate
log "done in $(( ($(date +%s) - T0) / 60 )) min; stage times (s since start) in $RUN/timings.txt"
