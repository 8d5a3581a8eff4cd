"""`docx bench attention` runs end to end on two tiny points and writes a valid report. Benchmarks are
figures, not tests: nothing here asserts a timing."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from docx_cli.cli.app import app


def test_bench_attention_two_tiny_points(tmp_path):
    out, png = tmp_path / "bench.json", tmp_path / "bench.png"
    result = CliRunner().invoke(app, [
        "bench", "attention", "--presets", "layoutcosformer", "--no-reference", "--lengths", "32,64", "--size", "tiny", "--threads", "1",
        "--runs", "3", "--json", str(out), "--plot", str(png), "--quiet",
    ])
    assert result.exit_code == 0, result.output
    report = json.loads(out.read_text())
    assert report["settings"]["lengths"] == [32, 64]
    assert report["settings"]["shape"]["num_hidden_layers"] == 2
    points = {(p["model"], p["length"]): p for p in report["points"]}
    assert set(points) == {("layoutcosformer", 32), ("layoutcosformer", 64)}
    for p in points.values():
        assert p["status"] == "ok", p
        assert len(p["times_s"]) == 3 and p["median_s"] == sorted(p["times_s"])[1]
        assert p["peak_bytes"] >= p["baseline_bytes"] > 0
        assert p["inference_mem_bytes"] == p["peak_bytes"] - p["baseline_bytes"]
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert set(report["acceptance"]) >= {"cosformer_speedup_vs_sdpa_at_4096"}


def test_budgets_become_records_not_crashes():
    # transformers' LayoutLM (the reference) in both ways a point can go over budget.
    from docx_cli.bench import run_attention_bench

    slow = run_attention_bench(["transformers-layoutlm-eager"], [32, 64], size="tiny", threads=1, runs=1,
                               time_budget_s=1e-9)
    assert [p["status"] for p in slow["points"]] == ["over_time_budget", "skipped"]
    big = run_attention_bench(["transformers-layoutlm-eager"], [2048, 4096], size="tiny", threads=1, runs=1,
                              mem_budget_bytes=4 << 20)  # 4 MiB: the 2048² attention scores cannot fit
    assert [p["status"] for p in big["points"]] == ["oom", "skipped"]


def test_bench_extract_splits_stages(tmp_path, tiny_tokenizer):
    import torch

    from docx_cli.bench.extract import STAGES, run_extract_bench
    from docx_cli.modeling import DocxConfig, DocxForTokenClassification
    from docx_cli.tagging import tag_set

    torch.manual_seed(0)
    cfg = DocxConfig.from_preset("layoutlm", vocab_size=len(tiny_tokenizer), hidden_size=64, num_hidden_layers=2,
                                 num_attention_heads=2, intermediate_size=128, max_length=64,
                                 labels=tag_set(["total_amount"]), field_kinds={"total_amount": "single"})
    DocxForTokenClassification(cfg).save_pretrained(tmp_path / "model", tokenizer=tiny_tokenizer)
    doc = tmp_path / "invoice.txt"
    doc.write_text("Invoice PO-1234 dated 12/03/2021 total 45.00\n" * 30)
    report = run_extract_bench([str(doc), str(tmp_path / "missing.pdf")], str(tmp_path / "model"), threads=1)
    json.dumps(report)  # serialisable as written by --json
    assert report["files"] == 1 and report["failed"] == 1
    assert report["errors"][0]["source"].endswith("missing.pdf")
    assert report["pages"] == 1 and report["tokens"] > 30 * 6  # every word is at least one piece
    assert set(report["stages_s"]) == set(STAGES) and report["stages_s"]["ocr"] == 0.0
    assert report["stages_s"]["model"] > 0 and report["pages_per_s"] > 0
    assert sum(report["stages_s"].values()) <= report["seconds"] * 1.01 + 1e-3
    assert report["settings"]["runtime"] == "onnx"  # what docx extract runs on a CPU
    assert report["cpu_s"] > 0 and 0 <= report["decode_share_max"]["share"] < 1
    [rec] = report["per_file"]
    assert rec["decode_share"] == report["decode_share_max"]["share"] and rec["group"] == 1
    assert set(rec["cpu_stages_s"]) == set(STAGES) and rec["cpu_stages_s"]["model"] > 0
    assert rec["decode_share_cpu"] == report["decode_share_cpu_max"]["share"]


def test_bench_extract_batched_with_workers(tmp_path, tiny_tokenizer):
    """--jobs 2 --batch-size 4: files read in worker processes, grouped for the model; every file gets its
    stages (the group's model time shared out by tokens) and the totals add up."""
    from test_pipeline import save_tiny_model

    from docx_cli.bench.extract import STAGES, run_extract_bench

    model = save_tiny_model(tmp_path / "model", tiny_tokenizer)
    files = []
    for i in range(5):
        f = tmp_path / f"doc{i}.txt"
        f.write_text(f"Invoice PO-{i} dated 12/03/2021 total {i}5.00\n" * (4 + 6 * i))
        files.append(str(f))
    grouped = run_extract_bench(files, str(model), threads=1, batch_size=4)
    assert [r["group"] for r in grouped["per_file"]] == [4, 4, 4, 4, 1]  # read in this process: full groups
    report = run_extract_bench(files, str(model), threads=1, jobs=2, batch_size=4)
    assert report["files"] == 5 and report["failed"] == 0
    assert report["settings"]["jobs"] == 2 and report["settings"]["batch_size"] == 4
    assert [r["source"] for r in report["per_file"]] == files  # input order
    assert report["tokens"] == sum(r["tokens"] for r in report["per_file"]) == grouped["tokens"] > 0
    for k in STAGES:
        assert abs(report["stages_s"][k] - sum(r["stages_s"][k] for r in report["per_file"])) < 1e-2
    assert all(r["stages_s"]["ingest"] > 0 and r["decode_share"] is not None for r in report["per_file"])


def test_bench_extract_reads_scans_with_the_engine_asked_for(tmp_path, monkeypatch, tiny_tokenizer):
    """--ocr-engine reaches the reader, as `docx extract --ocr-engine` does; a wrong engine is a ConfigError before
    the model loads."""
    from test_pipeline import save_tiny_model

    from docx_cli import pipeline
    from docx_cli.bench.extract import run_extract_bench
    from docx_cli.errors import ConfigError

    model = tmp_path / "model"
    save_tiny_model(model, tiny_tokenizer)
    doc = tmp_path / "invoice.txt"
    doc.write_text("Invoice PO-1234 total 45.00\n")
    seen = []
    real_ingest = pipeline.ingest
    monkeypatch.setattr(pipeline, "ingest", lambda path, options: seen.append(options.ingest.ocr_engine)
                        or real_ingest(path, options))
    report = run_extract_bench([str(doc)], str(model), threads=1, ocr_engine="tesseract", warmup=False)
    assert seen == ["tesseract"] and report["settings"]["ocr_engine"] == "tesseract"
    assert isinstance(report["host"]["native_bf16"], bool)

    def no_load(*a, **k):
        raise AssertionError("the model loaded before the options were checked")

    monkeypatch.setattr("docx_cli.bench.extract.load_for_bench", no_load)
    with pytest.raises(ConfigError):
        run_extract_bench([str(doc)], str(model), threads=1, ocr_engine="easyocr")
