"""`docx extract` as a shell tool: JSONL on stdout, messages on stderr, error records, exit codes, --resume."""

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_pipeline import make_long_pdf, save_tiny_model

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def inputs(tmp_path_factory, tiny_tokenizer):
    d = tmp_path_factory.mktemp("cli")
    save_tiny_model(d / "model", tiny_tokenizer)
    make_long_pdf(d / "a.pdf", pages=2, lines=4)
    make_long_pdf(d / "c.pdf", pages=1, lines=3)
    (d / "b.pdf").write_bytes(b"%PDF-1.4\n this is not a PDF body")  # corrupt
    return d


def run_cli(args, monkeypatch, capsys, stdin=""):
    """Run `docx ARGS` in this process; (exit code, stdout, stderr)."""
    from docx_cli.cli import app

    monkeypatch.setattr(sys, "argv", ["docx", *args])
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    with pytest.raises(SystemExit) as e:
        app.main()
    out, err = capsys.readouterr()
    return e.value.code, out, err


def test_stdin_batch_with_a_corrupt_file(inputs):
    """The acceptance test, as a user runs it: a real process, paths on stdin."""
    paths = "\n".join(str(inputs / n) for n in ("a.pdf", "b.pdf", "c.pdf")) + "\n"
    env = {**os.environ, "NO_COLOR": "1", "OMP_NUM_THREADS": "1"}
    proc = subprocess.run([sys.executable, "-m", "docx_cli.cli.app", "extract", "-", "--model", str(inputs / "model"),
                           "--jobs", "2"],
                          input=paths, check=False, capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert proc.returncode == 3, proc.stderr
    records = [json.loads(line) for line in proc.stdout.splitlines()]  # valid JSONL, nothing else
    assert [r["source"] for r in records] == [str(inputs / n) for n in ("a.pdf", "b.pdf", "c.pdf")]
    assert [("error" in r) for r in records] == [False, True, False]
    assert set(records[1]["error"]) == {"code", "message"} and records[1]["error"]["code"]
    assert records[0]["pages"] == 2 and set(records[0]) == {"source", "model", "pages", "fields", "line_items"}
    # stderr: progress and messages only — no JSON, no traceback, no colour codes
    assert "Traceback" not in proc.stderr and "\x1b[" not in proc.stderr
    assert not any(line.lstrip().startswith("{") for line in proc.stderr.splitlines())
    assert "b.pdf" in proc.stderr and "1 failed" in proc.stderr


def test_resume_after_interrupt(inputs, tmp_path, monkeypatch, capsys):
    from docx_cli import pipeline

    out = tmp_path / "out"
    files = [str(inputs / n) for n in ("a.pdf", "b.pdf", "c.pdf")]
    calls = []
    real = pipeline.extract_document

    def interrupt_on_second(doc, model, options, source=None, **kwargs):  # kwargs: probs of a shared forward
        calls.append(source)
        if len(calls) == 2 and interrupt:
            raise KeyboardInterrupt
        return real(doc, model, options, source=source, **kwargs)

    monkeypatch.setattr(pipeline, "extract_document", interrupt_on_second)
    interrupt = True
    # b.pdf fails in ingestion (never reaches the model), so the 2nd model call is c.pdf
    rc, stdout, _ = run_cli(["extract", *files, "--model", str(inputs / "model"), "--out", str(out), "-q"],
                            monkeypatch, capsys)
    assert rc == 130 and stdout == ""
    from docx_cli.batch import output_path

    a, b, c = (output_path(out, f) for f in files)  # <file name>.<digest of its path>.json
    # finished outputs intact, no temp or claim files left
    assert sorted(p.name for p in out.iterdir()) == sorted([a.name, b.name])
    first = a.stat().st_mtime_ns
    assert json.loads(a.read_text())["pages"] == 2

    calls.clear()
    interrupt = False
    rc, _, err = run_cli(["extract", *files, "--model", str(inputs / "model"), "--out", str(out), "--resume"],
                         monkeypatch, capsys)
    assert rc == 0
    assert calls == [files[2]]  # only the unfinished input went through the model
    assert a.stat().st_mtime_ns == first
    assert json.loads(c.read_text())["source"] == files[2]
    assert "2 input(s) already done" in err


def test_words_chunking_and_jsonl(inputs, monkeypatch, capsys):
    rc, stdout, err = run_cli(["extract", str(inputs / "a.pdf"), "--model", str(inputs / "model"), "--words",
                               "--chunking", "whole", "--batch-size", "2"], monkeypatch, capsys)
    assert rc == 0, err
    (record,) = [json.loads(line) for line in stdout.splitlines()]
    assert len(record["words"]) == 2 * 4 * 9  # pages × lines × words per line
    assert set(record["words"][0]) == {"text", "tag", "confidence", "page", "bbox"}


def test_usage_errors_exit_1(inputs, monkeypatch, capsys):
    import torch

    model = ["--model", str(inputs / "model")]
    pdf = str(inputs / "a.pdf")
    rc, stdout, err = run_cli(["extract", pdf, *model, "--chunking", "pages"], monkeypatch, capsys)
    assert rc == 1 and stdout == "" and "--chunking" in err
    rc, _, err = run_cli(["extract", pdf, *model, "--resume"], monkeypatch, capsys)
    assert rc == 1 and "--out" in err
    rc, _, err = run_cli(["extract", pdf, "--model", str(inputs / "missing")], monkeypatch, capsys)
    assert rc == 1 and "make model" in err
    rc, _, err = run_cli(["extract", "-", *model], monkeypatch, capsys, stdin="\n\n")  # blank lines: no inputs
    assert rc == 1 and "no inputs" in err
    if not torch.cuda.is_available():
        rc, stdout, err = run_cli(["extract", pdf, *model, "--device", "cuda"], monkeypatch, capsys)
        assert rc == 1 and stdout == "" and "CUDA" in err and "Traceback" not in err


def test_models_lists_local_models(inputs, tmp_path, monkeypatch, capsys):
    import shutil

    shutil.copytree(inputs / "model", tmp_path / "zoo" / "tiny")
    monkeypatch.setenv("DOCX_MODELS", str(tmp_path / "zoo"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    rc, stdout, _ = run_cli(["models"], monkeypatch, capsys)
    assert rc == 0
    header, *rows = stdout.splitlines()
    assert header.split() == ["NAME", "PRESET", "FIELDS", "SIZE", "ORIGIN", "WHERE", "PATH"]
    tiny = next(r for r in rows if r.split()[0] == "tiny")
    assert "layoutlm" in tiny and "$DOCX_MODELS" in tiny
    rc, stdout, _ = run_cli(["models", "--json"], monkeypatch, capsys)
    listed = {m["name"]: m for m in map(json.loads, stdout.splitlines())}
    assert listed["tiny"]["fields"]["item_id"] == "item" and listed["tiny"]["size_bytes"] > 0


def test_a_float32_batch_on_a_bf16_cpu_is_told_about_bf16(inputs, monkeypatch, capsys):
    """The default stays float32 (the same values alone or in any batch); a batch on a CPU that multiplies bf16
    in hardware says once, on stderr, that --precision bf16 is faster. One file, --quiet, or another CPU: no."""
    from docx_cli import registry

    files = [str(inputs / "a.pdf"), str(inputs / "c.pdf")]
    model = ["--model", str(inputs / "model")]
    for native, args, told in ((True, files, True), (True, files[:1], False), (False, files, False),
                               (True, [*files, "--quiet"], False), (True, [*files, "--precision", "fp32"], False)):
        monkeypatch.setattr(registry, "cpu_has_native_bf16", lambda native=native: native)
        code, out, err = run_cli(["extract", *args, *model], monkeypatch, capsys)
        assert code == 0 and len(out.splitlines()) == len([a for a in args if a.endswith(".pdf")])
        assert ("--precision bf16" in err) is told, err
