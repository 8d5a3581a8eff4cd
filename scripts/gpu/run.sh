#!/usr/bin/env bash
# One call on a lent GPU machine (the `device` tool: one H200, 16 cores, no network, a 10-minute command):
#   A. Douzon et al.'s comparison (scripts/compare.py) at a budget where fields are learned — every variant in
#      its own process at once, each on the GPU, evaluated on the GPU;
#   B. a hyper-parameter sweep of funsd.yaml and sroie.yaml (issue 6), same data split as the configs.
# Everything it needs travels in .gpu/ (git-ignored, built on the CPU machine by scripts/gpu/prepare.sh):
# wheels the machine's image lacks (pydantic, seqeval), all-MiniLM-L6-v2 in fp16 (the tree may not exceed
# 64 MiB), and the data as JSONL (the machine cannot read ../shared). Results: $OUT/results.tar.gz.
#
#   STEPS=600 BATCH=8 MINUTES=4.5 SWEEP_MINUTES=4.5 bash scripts/gpu/run.sh    on the GPU machine (240 s)
#   STEPS=1500 BATCH=8 MINUTES=5.5 SWEEP=0 [SEED=7] bash scripts/gpu/run.sh    the comparison alone (190-240 s)
#   STEPS=2 BATCH=2 SWEEP_STEPS=2 PY=.venv/bin/python DEVICE=cpu bash scripts/gpu/run.sh   dry run here
set -uo pipefail
cd "$(dirname "$0")/../.."
OUT=${OUT:-runs/gpu-out}
PY=${PY:-python3}
DEVICE=${DEVICE:-cuda}
STEPS=${STEPS:-600}; BATCH=${BATCH:-8}; MINUTES=${MINUTES:-4.5}
SWEEP_STEPS=${SWEEP_STEPS:-0}            # 0: each sweep run's own epochs
SWEEP_MINUTES=${SWEEP_MINUTES:-4}
SWEEP=${SWEEP:-1}                        # 0: the comparison alone
SEED=${SEED:-42}                         # the comparison's training seed
VARIANTS=${VARIANTS:-layoutlm,layoutlm+squircle,layoutlm+cross,layoutlinformer,layoutcosformer,layoutcosformer+squircle,layoutcosformer+cross,lambert}
W=runs/gpu
mkdir -p "$OUT" "$W" /tmp/bin
G=${G:-.gpu}
if ls $G/whl/*.whl >/dev/null 2>&1; then
  $PY -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site $G/whl/*.whl \
    || exit 3
fi
export PYTHONPATH=$PWD:$PWD/$G/site:/tmp/site:${PYTHONPATH:-}
export TOKENIZERS_PARALLELISM=false OMP_NUM_THREADS=1 PYTHONUNBUFFERED=1
[[ -f $G/data.tar.xz && ! -d $G/data ]] && tar xJf $G/data.tar.xz -C $G
printf '#!/bin/sh\nexec %s -m docx_cli.cli.app "$@"\n' "$(command -v $PY || echo $PY)" > /tmp/bin/docx
chmod +x /tmp/bin/docx
DOCX=/tmp/bin/docx
{ nvidia-smi --query-gpu=name,memory.used,memory.total --format=csv,noheader 2>/dev/null; nproc; $PY -c \
  "import torch, transformers; print('torch', torch.__version__, 'cuda', torch.cuda.is_available(), 'transformers', transformers.__version__)"; } \
  | tee $W/machine.txt
$PY -c "import pydantic, seqeval, docx_cli.training.loop; from docx_cli.modeling.tokenizer import minilm_dir; print('minilm', minilm_dir())" \
  || exit 4

pack() {  # what has been written so far comes back even if the call is cut off
  tar czf "$OUT/results.tar.gz.tmp" --exclude='*.safetensors' --exclude='*.pt' --exclude='tokenizer*.json' \
    --exclude='*/checkpoints' $W runs/compare/*.log \
    runs/compare/*/eval-*.json runs/compare/*/metrics.jsonl runs/compare/*/resolved*.yaml 2>/dev/null
  mv "$OUT/results.tar.gz.tmp" "$OUT/results.tar.gz"
}
( while sleep 45; do pack; done ) &
PACKER=$!

# -- A: the comparison, one process per variant ------------------------------------------------------------------
pids=()
for v in ${VARIANTS//,/ }; do
  $PY scripts/compare.py --variants "$v" --data $G/data/compare --reuse-data --steps "$STEPS" --batch "$BATCH" \
    --minutes "$MINUTES" --threads 1 --seed "$SEED" --device "$DEVICE" --docx $DOCX --out "$W/compare-$v.json" \
    > "$W/compare-$v.log" 2>&1 &
  pids+=($!)
done

# -- B: the sweep (name | config | overrides) ----------------------------------------------------------------------
spids=()
sweep() {  # name config overrides...
  [[ $SWEEP == 1 ]] || return 0
  local name=$1 cfg=$2; shift 2
  local kind=${cfg%%.*}
  local extra=()
  [[ $SWEEP_STEPS != 0 ]] && extra=(--training.max_steps "$SWEEP_STEPS")
  $DOCX train --config "examples/configs/$cfg" --output_dir "$W/$name" --data.kind jsonl \
    --data.path "$G/data/$kind-train.jsonl" --data.validation_path "$G/data/$kind-val.jsonl" \
    --training.threads 1 --training.max_minutes "$SWEEP_MINUTES" --device "$DEVICE" "$@" "${extra[@]}" \
    > "$W/$name.json" 2> "$W/$name.log"
}
sweep funsd-base funsd.yaml &
spids+=($!)
sweep funsd-lr5e-5-e100 funsd.yaml --training.learning_rate 5e-5 --training.epochs 100 --training.eval_every 170 &
spids+=($!)
sweep funsd-lambert-e100 funsd.yaml --model.preset lambert --training.epochs 100 --training.eval_every 170 &
spids+=($!)
sweep funsd-b4-e100 funsd.yaml --training.batch_size 4 --training.learning_rate 1e-4 --training.epochs 100 --training.eval_every 340 &
spids+=($!)
sweep funsd-drop02-e100 funsd.yaml --model.options '{hidden_dropout_prob: 0.2}' --training.epochs 100 --training.eval_every 170 &
spids+=($!)
sweep sroie-base sroie.yaml &
spids+=($!)
sweep sroie-e30 sroie.yaml --training.epochs 30 --training.eval_every 200 &
spids+=($!)
sweep sroie-lambert-e20 sroie.yaml --model.preset lambert --training.epochs 20 --training.eval_every 200 &
spids+=($!)

wait "${pids[@]}" "${spids[@]}"
kill $PACKER 2>/dev/null
# one results file, the shape of docs/compare/results.json
$PY - "$W" <<'EOF'
import json, sys
from pathlib import Path
w = Path(sys.argv[1])
merged = {}
for f in sorted(w.glob("compare-*.json")):
    r = json.loads(f.read_text())
    for k, v in r.items():
        if k == "variants":
            merged.setdefault("variants", {}).update(v)
        else:
            merged.setdefault(k, v)
(w / "compare-results.json").write_text(json.dumps(merged, indent=1) + "\n")
for name, v in merged.get("variants", {}).items():
    print(name, v.get("steps"), v.get("train_seconds"), *(f"{k} {v[k]['field_f1']:.3f}" for k in
          ("orders_test", "sroie_val", "kleister_val") if k in v), v.get("error", ""))
for f in sorted(w.glob("*.json")):
    if f.name.startswith(("funsd", "sroie")):
        try:
            print(f.stem, f.read_text().strip().splitlines()[-1][:300])
        except IndexError:
            print(f.stem, "no summary:", (w / (f.stem + ".log")).read_text().strip().splitlines()[-1:])
EOF
pack
ls -la "$OUT"
