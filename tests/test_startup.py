"""Cold start: what `docx extract` imports and does before the first document (issue 27), and that the faster
paths give the same results as the ones they replace (tokenizer ids, loaded weights, decoding)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
from test_pipeline import make_long_pdf, save_tiny_model

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT / "models" / "default"


def test_fast_tokenizer_gives_bert_tokenizer_ids():
    if not (DEFAULT / "tokenizer.json").is_file():
        pytest.skip(f"no default model at {DEFAULT} (make model)")
    from docx_cli.modeling.tokenizer import FastWordPiece, load_inference_tokenizer, load_tokenizer

    fast, bert = load_inference_tokenizer(DEFAULT), load_tokenizer(DEFAULT)
    assert isinstance(fast, FastWordPiece) and len(fast) == len(bert)
    for role in ("unk", "cls", "sep", "pad", "mask"):
        assert getattr(fast, f"{role}_token_id") == getattr(bert, f"{role}_token_id")
    words = ["INVOICE", "№", "RE-35840341", "12/03/2024", "Total:", "$1,234.56", "Straße", "ÜNÏCÖDÉ", "naïve", "東京都", "CAFÉ", "e-mail@x.com", "ﬁnance", "x́", "½", "3×4", "—dash", "\u200b", "Qty.", "0,75"]
    words += (ROOT / "README.md").read_text(encoding="utf-8").split()[:2000]
    assert fast(words, add_special_tokens=False)["input_ids"] == bert(words, add_special_tokens=False)["input_ids"]


def test_from_pretrained_loads_the_same_weights_without_initialising(tmp_path, tiny_tokenizer):
    from docx_cli.modeling import DocxConfig, DocxForMaskedLM, DocxForTokenClassification

    d = save_tiny_model(tmp_path / "m", tiny_tokenizer)
    loaded = DocxForTokenClassification.from_pretrained(d)
    ref = DocxForTokenClassification(loaded.config)
    from safetensors.torch import load_file

    ref.load_state_dict(load_file(str(d / "model.safetensors")), strict=False)
    for (k, a), (_, b) in zip(sorted(loaded.state_dict().items()), sorted(ref.state_dict().items())):
        assert torch.equal(a, b), k
    assert not any(t.is_meta for t in [*loaded.parameters(), *loaded.buffers()])
    half = DocxForTokenClassification.from_pretrained(d, dtype=torch.bfloat16)
    assert {p.dtype for p in half.parameters()} == {torch.bfloat16}
    # the MLM decoder stays tied to the word embeddings after the tensors are assigned
    cfg = DocxConfig.from_preset("layoutlm", vocab_size=len(tiny_tokenizer), hidden_size=32, num_hidden_layers=1,
                                 num_attention_heads=2, intermediate_size=64, max_length=64)
    DocxForMaskedLM(cfg).save_pretrained(tmp_path / "mlm")
    mlm = DocxForMaskedLM.from_pretrained(tmp_path / "mlm")
    assert mlm.head.decoder.weight is mlm.model.embeddings.word_embeddings.weight


def test_decoding_takes_numpy_and_torch_alike():
    from docx_cli.decode.rules.fill import fill_single_fields
    from docx_cli.decode.viterbi import viterbi_tags

    labels = ["O", "B-date", "I-date", "E-date", "S-date", "S-total_amount", "B-vendor_name", "E-vendor_name",
              "I-vendor_name", "S-vendor_name"]
    kinds = {"date": "single", "total_amount": "single", "vendor_name": "single"}
    g = torch.Generator().manual_seed(0)
    for w in (0, 1, 7, 40):
        probs = torch.softmax(torch.randn(w, len(labels), generator=g) * 3, dim=-1)
        breaks = [k % 5 == 0 for k in range(w)]
        tags, conf = viterbi_tags(probs, labels, breaks)
        assert (tags, conf) == viterbi_tags(probs.numpy(), labels, breaks)
        words = ["12/03/2024" if k % 3 else "ACME" for k in range(w)]
        filled = fill_single_fields(probs, labels, tags, conf, kinds, 0.05, words, None)
        assert filled == fill_single_fields(probs.numpy(), labels, tags, conf, kinds, 0.05, words, None)


@pytest.fixture(scope="module")
def onnx_ready(tmp_path_factory, tiny_tokenizer):
    """A tiny model already exported into a private cache, and a PDF."""
    from docx_cli.runtime import onnx as rt

    d = tmp_path_factory.mktemp("startup")
    model = save_tiny_model(d / "model", tiny_tokenizer)
    old = os.environ.get("DOCX_CACHE")
    os.environ["DOCX_CACHE"] = str(d / "cache")
    try:
        rt.ensure_exported(model)
    finally:
        os.environ["DOCX_CACHE"] = old if old is not None else ""
    make_long_pdf(d / "a.pdf", pages=1, lines=6)
    return d


def test_extract_on_a_cpu_imports_neither_torch_nor_transformers(onnx_ready):
    """The default runtime on a CPU (auto → onnx) with the export cached: the cold-start path."""
    code = (
        "import atexit, sys\n"
        "atexit.register(lambda: sys.stderr.write('IMPORTED %s %s\\n' % ('torch' in sys.modules, "
        "'transformers' in sys.modules)))\n"
        f"sys.argv = ['docx', 'extract', {str(onnx_ready / 'a.pdf')!r}, '--model', "
        f"{str(onnx_ready / 'model')!r}, '--device', 'cpu', '-q']\n"
        "from docx_cli.cli.app import main\n"
        "main()\n"
    )
    env = {**os.environ, "DOCX_CACHE": str(onnx_ready / "cache")}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT,
                          check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout)["pages"] == 1
    assert "IMPORTED False False" in proc.stderr


def test_runtime_choice():
    from docx_cli.errors import ConfigError
    from docx_cli.runtime import resolve_runtime

    assert resolve_runtime("auto", "cpu", "auto") == "onnx"
    assert resolve_runtime("auto", "cpu", "bf16") == "torch"
    assert resolve_runtime("auto", "cuda", "auto") == "torch"
    assert resolve_runtime("torch", "cpu", "auto") == "torch"
    with pytest.raises(ConfigError):
        resolve_runtime("tensorrt")


def test_bench_startup_reports_every_phase(onnx_ready, monkeypatch):
    from docx_cli.bench.startup import PHASES, format_report, startup_benchmark

    monkeypatch.setenv("DOCX_CACHE", str(onnx_ready / "cache"))
    report = startup_benchmark(onnx_ready / "a.pdf", model=str(onnx_ready / "model"), runtime="onnx", runs=1,
                               threads=1)
    m = report["median"]
    assert set(PHASES) <= set(m) and all(m[p] >= 0 for p in PHASES)
    assert m["wall_s"] >= m["model_load"] + m["model"] > 0
    assert np.isclose(sum(m[p] for p in PHASES), m["wall_s"], atol=0.05)
    assert "model_load" in format_report(report)
