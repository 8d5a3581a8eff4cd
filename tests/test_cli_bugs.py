"""User-facing bugs of `docx extract` / `docx ocr` / `docx models` / `docx evaluate` found by trying the tool
as a new user (issue 24), each pinned by a test: colliding output names, `docx ocr | docx extract -`, HTML
read as plain text without a word, `--version`, the default model's origin, a misspelled `--model`,
`docx evaluate` on a `docx synth` folder, `extract --pretty`, and `--resume` loading the model for nothing."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from cli_run import run_docx
from test_pipeline import save_tiny_model

from docx_cli.batch import output_path


def docx(args, monkeypatch, capsys, stdin: str | None = None):
    return run_docx(args, capsys, monkeypatch, stdin)


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory, tiny_tokenizer):
    return save_tiny_model(tmp_path_factory.mktemp("bugs") / "model", tiny_tokenizer)


@pytest.fixture
def same_names(tmp_path):
    """Four inputs whose stems collide: a/inv.pdf and b/inv.pdf, x.html and x.txt."""
    from ingest_fixtures import simple_pdf

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    files = [simple_pdf(tmp_path / "a" / "inv.pdf", [["Invoice A1 total 1.00"]]),
             simple_pdf(tmp_path / "b" / "inv.pdf", [["Invoice B2 total 2.00"]]),
             tmp_path / "x.html", tmp_path / "x.txt"]
    files[2].write_text("<html><body><p>Invoice X3 total 3.00</p></body></html>\n")
    files[3].write_text("Invoice X4 total 4.00\n")
    return files


@pytest.mark.parametrize("command", ["ocr", "extract"])
def test_out_names_never_collide_and_resume_matches_the_input(command, same_names, tmp_path, tiny_model,
                                                               monkeypatch, capsys):
    model = ["--model", tiny_model] if command == "extract" else []
    out_dir = tmp_path / "out"
    code, _, err = docx([command, *same_names, *model, "--out", out_dir, "--jobs", "1"], monkeypatch, capsys)
    assert code == 0 and "4 ok" in err, err
    outputs = [output_path(out_dir, str(f)) for f in same_names]
    assert len(set(outputs)) == 4 and sorted(p.name for p in out_dir.iterdir()) == sorted(p.name for p in outputs)
    for f, p in zip(same_names, outputs):
        assert json.loads(p.read_text())["source"] == str(f)
    assert [p.name.split(".")[:2] for p in outputs] == [["inv", "pdf"], ["inv", "pdf"], ["x", "html"], ["x", "txt"]]
    outputs[1].unlink()  # b/inv.pdf lost: --resume must redo it, not take a/inv.pdf's output for it
    code, _, err = docx([command, *same_names, *model, "--out", out_dir, "--resume", "--jobs", "1"],
                        monkeypatch, capsys)
    assert code == 0 and "1 ok" in err and "3 input(s) already done" in err
    assert json.loads(outputs[1].read_text())["source"] == str(same_names[1])


def test_ocr_output_piped_into_extract(same_names, tiny_model, monkeypatch, capsys):
    """`docx ocr a.pdf | docx extract -`: Document JSON lines on stdin, mixed with paths."""
    code, ocr_out, _ = docx(["ocr", same_names[0], same_names[3], "--jobs", "1"], monkeypatch, capsys)
    assert code == 0
    stdin = ocr_out + f"{same_names[1]}\n"
    code, out, err = docx(["extract", "-", "--model", tiny_model], monkeypatch, capsys, stdin=stdin)
    assert code == 0, err
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["source"] for r in records] == [str(same_names[0]), str(same_names[3]), str(same_names[1])]
    assert all("fields" in r and r["pages"] == 1 for r in records)
    code, out, _ = docx(["extract", "-", "--model", tiny_model], monkeypatch, capsys, stdin='{"docx_version": 7}\n')
    assert code == 3 and json.loads(out)["error"]["code"] == "bad_json"
    code, help_text, _ = docx(["extract", "--help"], monkeypatch, capsys)
    assert "Document JSON per line" in " ".join(help_text.split())


def test_html_read_as_plain_text_says_so(same_names, tiny_model, monkeypatch, capsys):
    from docx_cli import pipeline

    pipeline._warned_formats.clear()  # said once per process
    code, _, err = docx(["extract", same_names[2], "--model", tiny_model], monkeypatch, capsys)
    assert code == 0
    (line,) = [ln for ln in err.splitlines() if ln.startswith("warning")]
    assert "HTML" in line and "read as plain text" in line and "'web'" in line
    pipeline._warned_formats.clear()
    code, _, err = docx(["extract", same_names[2], "--model", tiny_model, "--quiet"], monkeypatch, capsys)
    assert code == 0 and err == ""


def test_version(monkeypatch, capsys):
    from docx_cli import __version__

    code, out, _ = docx(["--version"], monkeypatch, capsys)
    assert code == 0 and out.strip() == f"docx_cli {__version__}"


def test_models_origin_of_a_staged_build(tiny_model, tmp_path, monkeypatch, capsys):
    """`make model` keeps one train_config.<stage>.yaml per stage and no train_config.yaml."""
    zoo = tmp_path / "zoo"
    shutil.copytree(tiny_model, zoo / "staged")
    (zoo / "staged" / "train_config.pretrain.yaml").write_text("model:\n  init_checkpoint: minilm\ndata:\n  kind: jsonl\n")
    (zoo / "staged" / "train_config.finetune.yaml").write_text(
        "model:\n  init_checkpoint: runs/default/pretrain/best\ndata:\n  kind: synthetic\n")
    monkeypatch.setenv("DOCX_MODELS", str(zoo))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    code, out, _ = docx(["models", "--json"], monkeypatch, capsys)
    listed = {m["name"]: m for m in map(json.loads, out.splitlines())}
    assert code == 0 and listed["staged"]["origin"] == "minilm + jsonl (2 stages)"


def test_misspelled_model_lists_the_models_there_are(tiny_model, tmp_path, monkeypatch, capsys):
    zoo = tmp_path / "zoo"
    shutil.copytree(tiny_model, zoo / "invoices")
    shutil.copytree(tiny_model, zoo / "receipts")
    monkeypatch.setenv("DOCX_MODELS", str(zoo))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.txt").write_text("hello\n")
    code, out, err = docx(["extract", "a.txt", "--model", "invoces"], monkeypatch, capsys)
    assert code == 1 and out == "" and "Traceback" not in err
    assert "did you mean 'invoices'?" in err and "receipts" in err and "make model" not in err


def test_evaluate_data_is_a_synth_folder(tmp_path, monkeypatch, capsys):
    from docx_cli.cli.evaluate import load_eval_data

    code, _, _ = docx(["synth", "--kind", "invoice", "--n", "2", "--out", tmp_path / "syn", "--quiet"],
                      monkeypatch, capsys)
    assert code == 0 and (tmp_path / "syn" / "manifest.jsonl").is_file()
    docs, kind, split, _ = load_eval_data(str(tmp_path / "syn"), "validation", None)
    assert len(docs) == 2 and kind == "jsonl" and split == "all"
    assert all(any(w.label not in (None, "O") for _, w in d.iter_words()) for d in docs)  # the gold, labelled
    assert len(load_eval_data(str(tmp_path / "syn"), "validation", 1)[0]) == 1


def test_extract_pretty(same_names, tiny_model, monkeypatch, capsys):
    code, out, _ = docx(["extract", same_names[3], "--model", tiny_model, "--pretty"], monkeypatch, capsys)
    assert code == 0 and out.startswith('{\n  "source": ') and json.loads(out)["source"] == str(same_names[3])


def test_resume_with_nothing_left_does_not_load_the_model(same_names, tiny_model, tmp_path, monkeypatch, capsys):
    from docx_cli import registry

    out_dir = tmp_path / "out"
    assert docx(["extract", *same_names, "--model", tiny_model, "--out", out_dir], monkeypatch, capsys)[0] == 0

    def no_load(*args, **kwargs):
        raise AssertionError("the model was loaded although every input is done")

    monkeypatch.setattr(registry, "load_model", no_load)
    code, _, err = docx(["extract", *same_names, "--model", tiny_model, "--out", out_dir, "--resume"],
                        monkeypatch, capsys)
    assert code == 0 and "4 input(s) already done" in err and "model " not in err


def _imports(path: Path) -> set[str]:
    import ast

    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_library_module_imports_the_cli():
    root = Path(__file__).resolve().parents[1] / "docx_cli"
    offenders = [str(p.relative_to(root)) for p in root.rglob("*.py") if p.relative_to(root).parts[0] != "cli"
                 and any(n == "docx_cli.cli" or n.startswith("docx_cli.cli.") for n in _imports(p))]
    assert offenders == []
