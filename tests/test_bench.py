"""`docx bench attention` runs end to end on two tiny points and writes a valid report. Benchmarks are
figures, not tests: nothing here asserts a timing."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from docx_cli.cli.app import app


def test_bench_attention_two_tiny_points(tmp_path):
    out, png = tmp_path / "bench.json", tmp_path / "bench.png"
    result = CliRunner().invoke(app, [
        "bench", "attention", "--presets", "", "--lengths", "32,64", "--size", "tiny", "--threads", "1",
        "--runs", "3", "--json", str(out), "--plot", str(png), "--quiet",
    ])
    assert result.exit_code == 0, result.output
    report = json.loads(out.read_text())
    assert report["settings"]["lengths"] == [32, 64]
    assert report["settings"]["shape"]["num_hidden_layers"] == 2
    points = {(p["model"], p["length"]): p for p in report["points"]}
    assert set(points) == {(m, n) for m in ("transformers-layoutlm-eager", "transformers-layoutlm-sdpa")
                           for n in (32, 64)}
    for p in points.values():
        assert p["status"] == "ok", p
        assert len(p["times_s"]) == 3 and p["median_s"] == sorted(p["times_s"])[1]
        assert p["peak_bytes"] >= p["baseline_bytes"] > 0
        assert p["inference_mem_bytes"] == p["peak_bytes"] - p["baseline_bytes"]
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert set(report["acceptance"]) >= {"cosformer_speedup_vs_sdpa_at_4096"}


def test_budgets_become_records_not_crashes():
    from docx_cli.bench import run_attention_bench

    slow = run_attention_bench(["transformers-layoutlm-eager"], [32, 64], size="tiny", threads=1, runs=1,
                               time_budget_s=1e-9)
    assert [p["status"] for p in slow["points"]] == ["over_time_budget", "skipped"]
    big = run_attention_bench(["transformers-layoutlm-eager"], [2048, 4096], size="tiny", threads=1, runs=1,
                              mem_budget_bytes=4 << 20)  # 4 MiB: the 2048² attention scores cannot fit
    assert [p["status"] for p in big["points"]] == ["oom", "skipped"]
