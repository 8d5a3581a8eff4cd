"""The batch speed-ups change no output: documents sharing forward passes (``extract_documents``, ``docx extract
--batch-size``, ``--jobs``) give the JSON the one-document path gives, on the shipped examples with the default
model and on a small batch; the ONNX graph without torch's softmax NaN guards gives bitwise the logits of the
graph with them. Speed itself is measured by ``docx bench extract`` (figures, not tests)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from cli_run import run_docx
from test_pipeline import make_long_pdf, save_tiny_model

from docx_cli.runtime import onnx as rt

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT / "models" / "default"
EXAMPLES = [ROOT / "examples" / "invoice.pdf", ROOT / "examples" / "order-long.pdf"]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, tiny_tokenizer):
    return save_tiny_model(tmp_path_factory.mktemp("tiny_throughput") / "model", tiny_tokenizer)


@pytest.fixture(scope="module")
def small_batch(tmp_path_factory) -> list[str]:
    """Born-digital PDFs of different lengths (one page to several windows) and a text file."""
    folder = tmp_path_factory.mktemp("batch")
    paths = []
    for pages, lines in ((1, 5), (3, 12), (2, 30), (1, 1)):
        path = folder / f"doc-{pages}-{lines}.pdf"
        make_long_pdf(path, pages=pages, lines=lines)
        paths.append(str(path))
    text = folder / "note.txt"
    text.write_text("Invoice INV-77 dated 03/04/2022\nTotal due 1,234.50 EUR\n" * 8)
    return [*paths, str(text)]


def _batch(b: int, n: int, vocab: int, seed: int = 5):
    rng = np.random.default_rng(seed)
    ids = rng.integers(5, vocab, (b, n))
    mask = np.ones((b, n), dtype=np.int64)
    mask[-1, n // 3:] = 0  # a padded row
    x0, y0 = rng.integers(0, 900, (b, n)), rng.integers(0, 900, (b, n))
    return {"input_ids": ids, "attention_mask": mask, "bbox": np.stack([x0, y0, x0 + 60, y0 + 15], axis=-1)}


def test_graph_without_nan_guards_gives_the_same_logits(tiny, tmp_path, monkeypatch):
    import onnx

    from docx_cli.modeling.configuration import load_config

    rt.export_onnx(tiny, tmp_path / "new")
    with monkeypatch.context() as m:  # the export as it was: the guards kept
        m.setattr(rt, "drop_nan_guards", lambda graph: 0)
        rt.export_onnx(tiny, tmp_path / "old")
    ops = lambda d: [n.op_type for n in onnx.load(str(d / "document.onnx")).graph.node]
    assert "IsNaN" in ops(tmp_path / "old") and "IsNaN" not in ops(tmp_path / "new")
    assert ops(tmp_path / "old").count("Where") - ops(tmp_path / "new").count("Where") == 2  # one per layer
    cfg = load_config(tiny)
    old, new = rt.OnnxTagger(tmp_path / "old", cfg, threads=1), rt.OnnxTagger(tmp_path / "new", cfg, threads=1)
    for b, n in ((1, 9), (4, 77)):
        batch = _batch(b, n, cfg.vocab_size)
        for fmt in ("document", "plain"):
            inputs = batch if fmt == "document" else {k: v for k, v in batch.items() if k != "bbox"}
            assert np.array_equal(old.run(fmt, **inputs), new.run(fmt, **inputs))


def test_drop_nan_guards_leaves_other_where_nodes(tiny, tmp_path):
    import onnx
    from onnx import helper

    x = helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [2])
    y = helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [2])
    one = helper.make_node("Constant", [], ["one"], value=helper.make_tensor("v", onnx.TensorProto.FLOAT, [], [1.0]))
    nan = helper.make_node("IsNaN", ["x"], ["isnan"])
    where = helper.make_node("Where", ["isnan", "one", "x"], ["y"])  # replaces NaN by 1, not 0: kept
    graph = helper.make_graph([one, nan, where], "g", [x], [y])
    assert rt.drop_nan_guards(graph) == 0 and len(graph.node) == 3


def _probs_one_by_one(tagger, docs, tokenizer, batch_size):
    return [tagger.predict_word_probs(d, tokenizer, mode="split_page", batch_size=batch_size) for d in docs]


def test_documents_sharing_batches_give_the_same_probabilities(tiny, small_batch):
    from docx_cli.pipeline import ingest

    loaded = rt.load_onnx_model(str(tiny), threads=1)
    docs = [ingest(p) for p in small_batch]
    assert sum(d.num_words for d in docs) > 200
    for batch_size in (1, 3, 8):
        want = _probs_one_by_one(loaded.model, docs, loaded.tokenizer, batch_size)
        got = loaded.model.predict_word_probs_many(docs, loaded.tokenizer, mode="split_page", batch_size=batch_size)
        assert len(got) == len(docs)
        for a, b in zip(want, got):
            assert a.shape == b.shape
            assert np.abs(a - b).max() <= 1e-6  # padding next to another document's chunk: float noise at most
            assert (a.argmax(-1) == b.argmax(-1)).all()


def _records(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines() if line.strip()]


@pytest.mark.slow
def test_extract_cli_batched_and_with_workers_same_json(small_batch, capsys, monkeypatch):
    if not (DEFAULT / "model.safetensors").is_file():
        pytest.skip(f"no default model at {DEFAULT} (make model)")
    inputs = [*map(str, EXAMPLES), *small_batch]
    runs = {}
    for name, extra in (("alone", ["--batch-size", "1"]), ("batched", ["--batch-size", "8"]),
                        ("workers", ["--batch-size", "8", "--jobs", "2"])):
        code, out, err = run_docx(["extract", "--model", str(DEFAULT), "--words", "-q", *extra, *inputs],
                                  capsys, monkeypatch)
        assert code == 0, err
        runs[name] = _records(out)
    assert [r["source"] for r in runs["alone"]] == inputs
    assert runs["batched"] == runs["alone"]
    assert runs["workers"] == runs["alone"]


@pytest.mark.slow
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_same_json_alone_and_in_a_batch(path, small_batch):
    """Each shipped example decoded alone, then in a batch with other documents: the same JSON (words too)."""
    if not (DEFAULT / "model.safetensors").is_file():
        pytest.skip(f"no default model at {DEFAULT} (make model)")
    from docx_cli.pipeline import ExtractOptions, extract_document, extract_documents, ingest

    loaded = rt.load_onnx_model(str(DEFAULT), threads=1)
    options = ExtractOptions(words=True, batch_size=8)
    others = [ingest(p) for p in small_batch]
    doc = ingest(str(path))
    alone = extract_document(doc, loaded, options, source=str(path)).to_json()
    together = list(extract_documents([*others[:2], doc, *others[2:]], loaded, options))
    assert together[2].to_json() | {"source": str(path)} == alone
