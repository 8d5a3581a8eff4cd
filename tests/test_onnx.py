"""ONNX export and the onnxruntime path: logits equal to torch's (fp32) within 1e-3, the same tags and fields
on the shipped examples, `docx export`, the export cache (built once, atomically, safe to race)."""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path

import numpy as np
import pytest
import torch
from test_pipeline import make_long_pdf, save_tiny_model

from docx_cli.runtime import onnx as rt

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT / "models" / "default"
EXAMPLES = [ROOT / "examples" / "invoice.pdf", ROOT / "examples" / "order-long.pdf"]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, tiny_tokenizer):
    return save_tiny_model(tmp_path_factory.mktemp("tiny_onnx") / "model", tiny_tokenizer)


def _batch(vocab: int, b: int, n: int, seed: int = 3):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(5, vocab, (b, n), generator=g)
    mask = torch.ones((b, n), dtype=torch.long)
    mask[-1, n // 3:] = 0  # a padded row
    x0, y0 = torch.randint(0, 900, (b, n), generator=g), torch.randint(0, 900, (b, n), generator=g)
    return ids, mask, torch.stack([x0, y0, x0 + 60, y0 + 15], dim=-1)


def test_export_matches_torch_on_other_shapes(tiny, tmp_path):
    from docx_cli.modeling import DocxForTokenClassification

    rt.export_onnx(tiny, tmp_path / "x")
    meta = json.loads((tmp_path / "x" / "meta.json").read_text())
    assert set(meta["graphs"]) == {"document", "plain"}
    assert (tmp_path / "x" / "config.json").is_file()  # self-contained
    ref = DocxForTokenClassification.from_pretrained(tiny).float().eval()
    tagger = rt.OnnxTagger(tmp_path / "x", ref.config, threads=1)
    for b, n in ((1, 7), (3, 100)):  # neither is the traced (2, 16)
        ids, mask, bbox = _batch(ref.config.vocab_size, b, n)
        with torch.no_grad():
            want_doc = ref(ids, mask, bbox).logits.numpy()
            want_plain = ref(ids, mask, format="plain").logits.numpy()
        got_doc = tagger.run("document", input_ids=ids.numpy(), attention_mask=mask.numpy(), bbox=bbox.numpy())
        got_plain = tagger(ids, mask, format="plain").logits.numpy()  # torch in, torch out
        keep = mask.numpy().astype(bool)
        assert np.abs(got_doc - want_doc)[keep].max() < 1e-3
        assert np.abs(got_plain - want_plain)[keep].max() < 1e-3


def test_torchscript_export_matches(tiny, tmp_path):
    from docx_cli.modeling import DocxForTokenClassification

    path = rt.export_torchscript(tiny, tmp_path / "ts")
    ref = DocxForTokenClassification.from_pretrained(tiny).float().eval()
    traced = torch.jit.load(str(path))
    ids, mask, bbox = _batch(ref.config.vocab_size, 2, 40)
    with torch.no_grad():
        torch.testing.assert_close(traced(ids, mask, bbox), ref(ids, mask, bbox).logits, atol=1e-4, rtol=1e-4)


def _build(args) -> str:
    model_dir, cache = args
    import os

    os.environ["DOCX_CACHE"] = cache
    return str(rt.ensure_exported(model_dir))


def test_cache_built_once_and_safe_to_race(tiny, tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(2) as pool:
        entries = pool.map(_build, [(str(tiny), str(cache))] * 2)
    assert entries[0] == entries[1]
    root = cache / "onnx"
    left = sorted(p.name for p in root.iterdir() if not p.name.endswith(".lock"))
    assert left == [Path(entries[0]).name]  # one entry, no temporary folder left behind
    assert rt._complete(Path(entries[0]))
    monkeypatch.setenv("DOCX_CACHE", str(cache))
    before = (Path(entries[0]) / "document.onnx").stat().st_mtime_ns
    assert rt.ensure_exported(tiny) == Path(entries[0])  # a hit: nothing rebuilt
    assert (Path(entries[0]) / "document.onnx").stat().st_mtime_ns == before


def test_fingerprint_follows_the_weights(tiny, tmp_path, tiny_tokenizer):
    other = save_tiny_model(tmp_path / "other", tiny_tokenizer, force_tag="S-date")
    assert rt.fingerprint(tiny) == rt.fingerprint(tiny)
    assert rt.fingerprint(tiny) != rt.fingerprint(other)


def test_extract_cli_runtime_onnx_same_output(tiny, tmp_path, monkeypatch, capsys):
    from test_extract_cli import run_cli

    monkeypatch.setenv("DOCX_CACHE", str(tmp_path / "cache"))
    pdf = tmp_path / "a.pdf"
    make_long_pdf(pdf, pages=2, lines=5)
    outs = {}
    for runtime in ("torch", "onnx"):
        code, out, err = run_cli(["extract", str(pdf), "--model", str(tiny), "--runtime", runtime,
                                  "--precision", "fp32", "--words"], monkeypatch, capsys)
        assert code == 0, err
        outs[runtime] = json.loads(out)
    assert outs["onnx"] == outs["torch"]


def test_export_cli_writes_graphs(tiny, tmp_path, monkeypatch, capsys):
    from test_extract_cli import run_cli

    code, out, err = run_cli(["export", str(tiny), str(tmp_path / "e"), "--format", "onnx"], monkeypatch, capsys)
    assert code == 0, err
    assert sorted(Path(p).name for p in out.split()) == ["document.onnx", "plain.onnx"]
    code, out, err = run_cli(["export", str(tiny), str(tmp_path / "e"), "--format", "tflite"], monkeypatch, capsys)
    assert code == 1 and "--format" in err


@pytest.fixture(scope="module")
def default_pair(tmp_path_factory):
    """The default model through both runtimes (fp32), the ONNX one exported into a private cache."""
    if not (DEFAULT / "model.safetensors").is_file():
        pytest.skip(f"no default model at {DEFAULT} (make model)")
    import os

    from docx_cli.registry import load_model

    old = os.environ.get("DOCX_CACHE")
    os.environ["DOCX_CACHE"] = str(tmp_path_factory.mktemp("onnx_cache"))
    try:
        onnx_model = rt.load_onnx_model(str(DEFAULT), threads=1)
    finally:
        if old is None:
            os.environ.pop("DOCX_CACHE")
        else:
            os.environ["DOCX_CACHE"] = old
    return load_model(str(DEFAULT), device="cpu", precision="fp32"), onnx_model


@pytest.mark.slow
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_default_model_same_logits_and_tags_on_examples(default_pair, path):
    from docx_cli.layout import chunking
    from docx_cli.pipeline import ExtractOptions, extract_document, ingest

    torch_model, onnx_model = default_pair
    cfg = torch_model.config
    doc = ingest(str(path))
    chunks = chunking.chunk_document(doc, torch_model.tokenizer, max_length=cfg.max_length, mode=cfg.chunking)
    batch = chunking.collate(chunks, cfg.pad_token_id)
    with torch.inference_mode():
        want = torch_model.model(**batch).logits.numpy()
    got = onnx_model.model(**batch).logits.numpy()
    keep = batch["attention_mask"].numpy().astype(bool)
    assert np.abs(got - want)[keep].max() < 1e-3
    options = ExtractOptions(words=True)
    a = extract_document(doc, torch_model, options).to_json()
    b = extract_document(doc, onnx_model, options).to_json()
    assert [w["tag"] for w in a["words"]] == [w["tag"] for w in b["words"]]
    # the same values; confidences (rounded to 4 places) may differ in the last place
    assert _values(a) == _values(b)
    assert max(abs(x - y) for x, y in zip(_confidences(a), _confidences(b))) <= 2e-4


def _cells(result):
    yield from result["fields"].values()
    for row in result["line_items"]:
        yield from (c for c in row.values() if isinstance(c, dict))


def _values(result):
    return [(c.get("value"), c.get("normalized"), c.get("bbox")) for c in _cells(result) if isinstance(c, dict)]


def _confidences(result):
    return [c.get("confidence") or 0.0 for c in _cells(result) if isinstance(c, dict)]


def test_positions_per_page_reach_the_model_and_the_onnx_graph(tmp_path, tiny_tokenizer):
    """A model with positions_per_page reads a whole multi-page document with positions restarting per page:
    torch (through chunking and collate) and its ONNX export give the same probabilities, and they differ from
    the same weights counting positions through the sequence."""
    from test_chunking import make_doc

    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.predict import predict_word_probs

    d = save_tiny_model(tmp_path / "m", tiny_tokenizer, max_length=512)
    cfg = json.loads((d / "config.json").read_text())
    (d / "config.json").write_text(json.dumps({**cfg, "positions_per_page": True, "chunking": "whole"}))
    ref = DocxForTokenClassification.from_pretrained(d).float().eval()
    assert ref.config.positions_per_page
    doc = make_doc((6, 5))
    [want] = predict_word_probs(ref, tiny_tokenizer, [doc], max_length=512, mode="whole")
    rt.export_onnx(d, tmp_path / "x")
    tagger = rt.OnnxTagger(tmp_path / "x", ref.config, threads=1)
    got = tagger.predict_word_probs(doc, tiny_tokenizer, mode="whole")
    assert np.abs(got - want.numpy()).max() < 1e-4
    ref.config.positions_per_page = False
    [counted] = predict_word_probs(ref, tiny_tokenizer, [doc], max_length=512, mode="whole")
    # page 1 keeps its positions but attends to page 2, whose positions moved: page 2 changes most
    assert (counted[6:] - want[6:]).abs().max() > 10 * (counted[:6] - want[:6]).abs().max() > 0
