"""The Python API: ``from docx_cli import extract, load_model`` (README "Python API"), imported lazily."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MODEL = ROOT / "models" / "default"


def test_import_is_cheap_and_names_resolve_lazily():
    code = ("import sys, docx_cli; heavy = [m for m in ('torch', 'transformers', 'docx_cli.pipeline') "
            "if m in sys.modules]; assert not heavy, heavy; from docx_cli import extract, load_model, "
            "ExtractOptions, Result; assert callable(extract) and callable(load_model); "
            "assert 'extract' in dir(docx_cli); print('ok')")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          check=False)
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stderr


def test_unknown_name_is_an_attribute_error():
    import docx_cli

    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        docx_cli.nope  # noqa: B018


@pytest.mark.skipif(not (MODEL / "model.safetensors").is_file(),
                    reason="models/default is absent: build it with `make model`")
def test_readme_example_extracts_the_invoice():
    """The README's Python example, as written, in a fresh interpreter; the same fields as `docx extract`."""
    code = ("from docx_cli import extract, load_model; m = load_model('default'); "
            "print(extract('examples/invoice.pdf', m).to_json())")
    env = {**os.environ, "OMP_NUM_THREADS": "1", "DOCX_MODELS": "",
           "XDG_DATA_HOME": str(ROOT / "runs" / "none")}
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    out = ast.literal_eval(proc.stdout.strip())  # print() of the result dict
    assert out["source"] == "examples/invoice.pdf" and out["model"] == "default"
    expected = json.loads((ROOT / "examples" / "invoice.expected.json").read_text(encoding="utf-8"))
    got = {k: (v or {}).get("value") for k, v in out["fields"].items() if not isinstance(v, list)}
    want = {k: v["value"] for k, v in expected["fields"].items() if isinstance(v, dict)}
    assert want and {k: got.get(k) for k in want} == want
    assert out["line_items"], "the invoice's line items"
