"""`docx extract --engine ray` against a real local Ray cluster (docx_cli/batch_ray.py): the same output
files, byte for byte, as the local engine; error records, exit codes and --resume as the local engine's.

One cluster for the module (`ray.init(num_cpus=2)`: a model actor and one reading task at a time)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_run import run_docx

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'docx_cli[ray]'; make install does)")

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.fixture(scope="module")
def cluster():
    try:
        # "local": a new instance for the test, never a cluster that `ray start` left running on this machine
        ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    except Exception as e:  # noqa: BLE001 - Ray raises a bare Exception when its processes do not start
        pytest.fail(f"the local Ray cluster did not start ({e}). If the node timed out during startup: Ray's "
                    "raylet gives its dashboard agent a fixed 15 s to start (ray-project/ray#65983), too little "
                    "on a CPU-starved machine (this test under `nice -n 15` beside a busy process): run it at "
                    "normal priority")
    yield
    ray.shutdown()


@pytest.fixture(scope="module")
def inputs(tmp_path_factory):
    d = tmp_path_factory.mktemp("inputs")
    text = d / "memo.txt"
    text.write_text("INVOICE No. INV-2291\nDate: 14/03/2024\nBill to: Weber Foods Ltd\nTotal: 1,204.50 USD\n")
    return [str(EXAMPLES / "invoice.pdf"), str(EXAMPLES / "order-long.pdf"), str(EXAMPLES / "receipt.jpg"),
            str(text), str(d / "missing.pdf")]


def _outputs(d: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in d.iterdir()}


@pytest.fixture(scope="module")
def both(cluster, inputs, tmp_path_factory):
    """The same batch through both engines, --out each: (local dir, ray dir, the two (code, err))."""
    mp = pytest.MonkeyPatch()
    local, on_ray = tmp_path_factory.mktemp("local"), tmp_path_factory.mktemp("ray")
    runs = []
    for args in (["--out", local], ["--engine", "ray", "--out", on_ray]):
        cap = _Capture()
        runs.append(run_docx(["extract", *args, *inputs], cap, mp))
    mp.undo()
    return local, on_ray, runs


class _Capture:
    """capsys for a module-scoped fixture."""

    def __init__(self):
        import io
        import sys

        self.sys, self.old = sys, (sys.stdout, sys.stderr)
        self.out, self.err = io.StringIO(), io.StringIO()
        sys.stdout, sys.stderr = self.out, self.err

    def readouterr(self):
        self.sys.stdout, self.sys.stderr = self.old
        return self.out.getvalue(), self.err.getvalue()


def test_same_output_files_as_the_local_engine(both, inputs):
    local, on_ray, [(code_local, out_local, _err_local), (code_ray, out_ray, err_ray)] = both
    assert code_local == code_ray == 3  # the missing input failed, the others are done
    assert out_local == out_ray == ""  # with --out nothing on stdout (Ray's messages go to stderr)
    a, b = _outputs(local), _outputs(on_ray)
    assert len(a) == len(inputs) and a.keys() == b.keys()
    assert a == b  # byte-identical, error record included
    records = [json.loads(v) for v in b.values()]
    assert sum("error" in r for r in records) == 1
    assert any(r.get("fields", {}).get("total_amount") for r in records if "fields" in r)
    assert "4 ok, 1 failed" in err_ray and "no such file" in err_ray


def test_resume_on_ray(both, inputs, capsys, monkeypatch):
    _, on_ray, _ = both
    before = _outputs(on_ray)
    code, out, err = run_docx(["extract", "--engine", "ray", "--out", on_ray, "--resume", *inputs], capsys,
                              monkeypatch)
    assert out == ""
    assert code == 0 and "5 input(s) already done" in err and "0 ok, 0 failed, 5 skipped" in err
    redo = next(name for name in before if name.startswith("memo.txt."))
    (on_ray / redo).write_text('{"source": "memo.txt", "fields": ')  # a truncated output is redone
    code, _out, err = run_docx(["extract", "--engine", "ray", "--out", on_ray, "--resume", *inputs], capsys,
                              monkeypatch)
    assert code == 0 and "1 ok, 0 failed, 4 skipped" in err
    assert _outputs(on_ray) == before


def test_stdout_jsonl_on_ray(cluster, inputs, capsys, monkeypatch):
    """Without --out: JSONL on stdout, in input order, error records included."""
    code, out, _err = run_docx(["extract", "--engine", "ray", inputs[3], inputs[4]], capsys, monkeypatch)
    assert code == 3
    lines = [json.loads(line) for line in out.splitlines()]
    assert [r["source"] for r in lines] == [inputs[3], inputs[4]]
    assert lines[1]["error"]["code"] == "not_found"


def test_option_errors_before_any_work(cluster, inputs, capsys, monkeypatch):
    code, _, err = run_docx(["extract", "--actors", "2", inputs[3]], capsys, monkeypatch)
    assert code == 1 and "--address and --actors are for --engine ray" in err
    code, _, err = run_docx(["extract", "--engine", "ray", "--jobs", "2", inputs[3]], capsys, monkeypatch)
    assert code == 1 and "--jobs is for --engine local" in err
    code, _, err = run_docx(["extract", "--engine", "ray", "--actors", "2", inputs[3]], capsys, monkeypatch)
    assert code == 1 and "the Ray cluster has 2 CPU(s)" in err
