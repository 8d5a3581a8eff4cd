"""The batch engine (docx_cli/batch.py) as hostile folders, names and process kills meet it: bad ``--out``,
long names, stdin names that look like comments, truncated outputs under ``--resume``, concurrent runs on one
``--out``, kill -9 / SIGTERM / Ctrl-C of ``docx extract --jobs 2``, library warnings under ``--quiet``, and the
bounded window that keeps a long batch in constant memory."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cli_run import run_docx
from test_pipeline import save_tiny_model

from docx_cli.batch import (
    Input,
    expand_inputs,
    output_name,
    output_path,
    read_input,
    release_claim,
    run_batch,
    take_claim,
)

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "NO_COLOR": "1", "OMP_NUM_THREADS": "1", "PYTHONUNBUFFERED": "1"}


def docx(args, monkeypatch, capsys, stdin: str | None = None):
    return run_docx(args, capsys, monkeypatch, stdin)


def texts(folder: Path, n: int, lines: int = 3) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(n):
        p = folder / f"note{i:04d}.txt"
        p.write_text("\n".join(f"Order {i} line {k} total {k}.50 EUR" for k in range(lines)) + "\n")
        paths.append(p)
    return paths


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory, tiny_tokenizer):
    return save_tiny_model(tmp_path_factory.mktemp("batch") / "model", tiny_tokenizer)


# -- inputs on stdin ---------------------------------------------------------------------------------------
def test_stdin_names_keep_spaces_and_hashes(tmp_path, monkeypatch, capsys):
    """Only the newline ends a name: ' a.txt ' and '#1.txt' are files, not a stripped name and a comment."""
    names = [" spaced.txt ", "#1.txt", "plain.txt"]
    for n in names:
        (tmp_path / n).write_text("hello there\n")
    stdin = "".join(f"{tmp_path / n}\n" for n in names[:2]) + "\n" + f"{tmp_path / names[2]}"  # no final newline
    assert [i.source for i in expand_inputs(["-"], io.StringIO(stdin))] == [str(tmp_path / n) for n in names]
    code, out, err = docx(["ocr", "-", "--jobs", "1"], monkeypatch, capsys, stdin=stdin)
    assert code == 0, err
    assert [json.loads(line)["source"] for line in out.splitlines()] == [str(tmp_path / n) for n in names]


# -- --out that cannot be written, names that cannot be ----------------------------------------------------
def test_out_is_a_file(tmp_path, monkeypatch, capsys):
    (note,) = texts(tmp_path / "in", 1)
    target = tmp_path / "taken"
    target.write_text("not a folder")
    code, out, err = docx(["ocr", note, "--out", target], monkeypatch, capsys)
    assert code == 1 and out == "" and "Traceback" not in err
    assert err.strip() == f"error: --out {target}: is a file, not a folder"


def test_out_cannot_be_written(tmp_path, monkeypatch, capsys):
    (note,) = texts(tmp_path / "in", 1)
    if os.geteuid() == 0:  # root writes through permission bits: use a folder no one can create files in
        if not Path("/proc/self").is_dir():
            pytest.skip("running as root without /proc: no unwritable folder to test with")
        target = Path("/proc/self/docx-out")
    else:
        target = tmp_path / "locked"
        target.mkdir()
        target.chmod(0o500)
    code, out, err = docx(["ocr", note, "--out", target], monkeypatch, capsys)
    assert code == 1 and out == "" and "Traceback" not in err
    assert err.startswith(f"error: --out {target}: cannot write there (")


def test_a_246_character_name(tmp_path, monkeypatch, capsys):
    """A legal name (≤ 255 bytes) whose output or temp file name would not be: the batch goes on."""
    long = tmp_path / ("n" * 242 + ".txt")
    long.write_text("hello long name\n")
    (short,) = texts(tmp_path, 1)
    out_dir = tmp_path / "out"
    code, _, err = docx(["ocr", long, short, "--out", out_dir, "--jobs", "1"], monkeypatch, capsys)
    assert code == 0 and "Traceback" not in err, err
    written = sorted(out_dir.iterdir())
    assert len(written) == 2 and all(len(p.name.encode()) <= 140 for p in written)
    assert json.loads(output_path(out_dir, str(long)).read_text())["source"] == str(long)
    assert output_name(str(long)).startswith("nnnn") and ".txt." in output_name(str(long))


# -- --resume ----------------------------------------------------------------------------------------------
def test_resume_redoes_a_truncated_output(tmp_path, monkeypatch, capsys):
    notes = texts(tmp_path / "in", 3)
    out_dir = tmp_path / "out"
    assert docx(["ocr", *notes, "--out", out_dir, "--jobs", "1"], monkeypatch, capsys)[0] == 0
    victim = output_path(out_dir, str(notes[1]))
    whole = victim.read_text()
    victim.write_text(whole[: len(whole) // 2])  # a copy cut short, a disk that filled up
    foreign = output_path(out_dir, str(notes[2]))
    foreign.write_text('{"source": "x", "something": "else"}\n')  # JSON, but not a Document
    code, _, err = docx(["ocr", *notes, "--out", out_dir, "--resume", "--jobs", "1"], monkeypatch, capsys)
    assert code == 0 and "2 ok" in err and "1 input(s) already done" in err
    assert victim.read_text() == whole and json.loads(foreign.read_text())["docx_version"] == 1


def test_claims_are_exclusive_and_die_with_their_holder(tmp_path):
    path = tmp_path / "x.json"
    fd = take_claim(path)
    assert fd is not None and take_claim(path) is None  # a second claim (another open file) is refused
    release_claim(path, fd)
    assert not (tmp_path / ".x.json.claim").exists()
    # a claim left by a process killed mid-input: the file stays, its lock died with it
    script = ("import sys, time; from pathlib import Path; from docx_cli.batch import take_claim; "
              "take_claim(Path(sys.argv[1])); print('held', flush=True); time.sleep(60)")
    holder = subprocess.Popen([sys.executable, "-c", script, str(path)],
                              stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert holder.stdout.readline().strip() == "held"
    assert take_claim(path) is None  # held by a live process
    holder.kill()
    holder.wait()
    assert (tmp_path / ".x.json.claim").exists()
    fd = take_claim(path)
    assert fd is not None
    release_claim(path, fd)


def test_signals_wait_for_a_held_block_with_other_threads_running():
    """A pool's manager thread or rich's refresh thread is running: a SIGTERM blocked in the main thread
    goes to one of them, but its Python handler must still wait for the end of the held block."""
    import threading

    from docx_cli.batch import _on_sigterm, _signals_held, _Terminated

    stop = threading.Event()

    def busy() -> None:  # a running thread: the kernel hands it the signal the main thread blocks
        while not stop.is_set():
            pass

    other = threading.Thread(target=busy, daemon=True)
    other.start()
    old = signal.signal(signal.SIGTERM, _on_sigterm)
    # Python's own Ctrl-C handler, whatever the test was started under (a background job ignores SIGINT)
    old_int = signal.signal(signal.SIGINT, signal.default_int_handler)
    steps = []
    try:
        with pytest.raises(_Terminated), _signals_held():
            os.kill(os.getpid(), signal.SIGTERM)
            for _ in range(200_000):  # bytecode after the signal: where an undeferred handler would run
                steps.append(1)
            time.sleep(0.1)
            steps.append("end")
        assert steps[-1] == "end" and len(steps) == 200_001
        # Ctrl-C too, and through the handler it had before
        with pytest.raises(KeyboardInterrupt), _signals_held():
            os.kill(os.getpid(), signal.SIGINT)
            steps.append("after ctrl-c")
        assert steps[-1] == "after ctrl-c"
        assert signal.getsignal(signal.SIGTERM) is _on_sigterm  # handlers put back
    finally:
        signal.signal(signal.SIGTERM, old)
        signal.signal(signal.SIGINT, old_int)
        stop.set()


def test_four_concurrent_resume_runs_process_each_input_once(tmp_path):
    notes = texts(tmp_path / "in", 24, lines=100)
    out_dir = tmp_path / "out"
    listing = "".join(f"{p}\n" for p in notes)  # a few KB: fits the pipe, so no write blocks
    cmd = [sys.executable, "-m", "docx_cli.cli.app", "ocr", "-", "--out", str(out_dir), "--resume", "--jobs", "1"]
    procs = [subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, cwd=ROOT, env=ENV) for _ in range(4)]
    for p in procs:  # all four get their list at once (communicate() one by one would run them in turn)
        p.stdin.write(listing)
        p.stdin.close()
        p.stdin = None
    results = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0] * 4, [err for _, err in results]
    oks = [int(err.rsplit(" ok,", 1)[0].split()[-1]) for _, err in results]
    assert sum(oks) == len(notes), oks  # every input processed exactly once, across the four
    written = sorted(p.name for p in out_dir.iterdir())
    assert written == sorted(output_name(str(p)) for p in notes)  # no claim or temp file left
    for p in notes:
        assert json.loads(output_path(out_dir, str(p)).read_text())["source"] == str(p)


# -- bounded memory ----------------------------------------------------------------------------------------
def test_inputs_are_read_as_the_model_frees_room(tmp_path):
    """At most `window` inputs are in flight: a 100,000-file batch holds a few Documents, not all of them."""
    notes = texts(tmp_path / "in", 30)
    pulled = 0
    in_flight = []

    def inputs():
        nonlocal pulled
        for p in notes:
            pulled += 1
            yield Input(str(p))

    def stage2(inp, doc):
        in_flight.append(pulled - len(in_flight))  # read but not yet through the model, this one included
        return doc.to_json()

    report = run_batch(inputs(), read_input, stage2, jobs=2, window=4, emit=lambda line: None)
    assert report.ok == 30
    assert max(in_flight) <= 4 + 1, in_flight  # the window, plus the one read to find it full


# -- processes ---------------------------------------------------------------------------------------------
def _children(pid: int) -> set[int]:
    """Pids whose parent is ``pid`` (from /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")  # a zombie has exited; only its exit status is left


def _start_batch(tiny_model, tmp_path, **popen):
    notes = texts(tmp_path / "in", 400)
    cmd = [sys.executable, "-m", "docx_cli.cli.app", "extract", "-", "--model", str(tiny_model), "--jobs", "2",
           "--out", str(tmp_path / "out")]
    # SIGINT as a terminal's foreground job has it: a shell that starts the tests in the background
    # (`make test &`) leaves it ignored, a child inherits that, and Ctrl-C would then test nothing. A handled
    # signal is reset to its default in the child at exec.
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, cwd=ROOT, env=ENV, **popen)
    finally:
        signal.signal(signal.SIGINT, old)
    proc.stdin.write("".join(f"{p}\n" for p in notes))
    proc.stdin.close()
    proc.stdin = None  # so that communicate() does not flush it
    deadline = time.monotonic() + 120
    out_dir = tmp_path / "out"
    while time.monotonic() < deadline:  # two workers and the resource tracker up, the model at work
        kids = _children(proc.pid)
        if len(kids) >= 3 and out_dir.is_dir() and any(out_dir.glob("*.json")):
            return proc, kids
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.05)
    raise AssertionError("the batch never started its workers")


def _assert_all_gone(pids: set[int], seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and any(_alive(p) for p in pids):
        time.sleep(0.1)
    assert not [p for p in pids if _alive(p)], "processes outlived the batch"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to find the children")
def test_kill_9_leaves_no_worker_running(tiny_model, tmp_path):
    proc, kids = _start_batch(tiny_model, tmp_path)
    proc.kill()
    proc.wait()
    _assert_all_gone(kids)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to find the children")
def test_sigterm_stops_cleanly(tiny_model, tmp_path):
    proc, kids = _start_batch(tiny_model, tmp_path)
    proc.terminate()
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and "terminated" in err and "Traceback" not in err, err
    _assert_all_gone(kids)
    assert not list((tmp_path / "out").glob(".*"))  # claims released, no temp file


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to find the children")
def test_ctrl_c_to_the_process_group(tiny_model, tmp_path):
    proc, kids = _start_batch(tiny_model, tmp_path, start_new_session=True)
    os.killpg(proc.pid, signal.SIGINT)  # what the terminal does: every process of the group gets it
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert "interrupted" in err
    _assert_all_gone(kids)


# -- library warnings under --quiet ------------------------------------------------------------------------
def _pdf_with_a_bad_operator(path: Path) -> Path:
    """A valid page whose content stream has a gray level that is not a number: pdfminer logs a warning."""
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path))
    c.setFont("Helvetica", 12)
    c.drawString(72, 720, "Invoice 42 total 9.00")
    c._code.append("/NotANumber g")  # a raw operator reportlab would never write itself
    c.showPage()
    c.save()
    return path


def test_pdfminer_warnings_are_silent_under_quiet(tmp_path):
    pdfs = [_pdf_with_a_bad_operator(tmp_path / f"bad{i}.pdf") for i in range(2)]
    for jobs in ("1", "2"):  # in this process and in the workers
        cmd = [sys.executable, "-m", "docx_cli.cli.app", "ocr", *map(str, pdfs), "--quiet", "--jobs", jobs,
               "--ocr", "never"]
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=ENV, timeout=120, check=False)
        assert proc.returncode == 0 and len(proc.stdout.splitlines()) == 2
        assert proc.stderr == "", proc.stderr
    loud = subprocess.run([sys.executable, "-m", "docx_cli.cli.app", "ocr", str(pdfs[0]), "--ocr", "never"],
                          capture_output=True, text=True, cwd=ROOT, env=ENV, timeout=120, check=False)
    assert "gray level" in loud.stderr  # the probe does provoke one: the quiet runs above prove something


# -- several documents per model call ----------------------------------------------------------------------
@pytest.mark.parametrize("jobs", [1, 2])
def test_groups_share_the_model_and_a_bad_input_fails_alone(tmp_path, jobs):
    notes = texts(tmp_path / "in", 7)
    poison = str(notes[3])
    groups = []

    def one(inp, doc):
        if inp.source == poison:
            raise ValueError("this one breaks the model")
        return {"source": inp.source, "words": doc.num_words}

    def many(items):
        groups.append([inp.source for inp, _ in items])
        for inp, doc in items:
            yield one(inp, doc)

    lines = []
    report = run_batch([str(p) for p in notes], read_input, one, stage2_many=many, group=3, jobs=jobs,
                       emit=lines.append)
    records = [json.loads(line) for line in lines]
    assert [r["source"] for r in records] == [str(p) for p in notes]  # input order, every input once
    assert report.ok == 6 and report.failed == 1 and records[3]["error"]["code"] == "internal_error"
    assert all(len(g) <= 3 for g in groups)
    if jobs == 1:  # read in this process: groups fill; with workers a group holds what has arrived (timing)
        assert any(len(g) > 1 for g in groups)
    if jobs == 1:  # read three, run them together
        assert groups[0] == [str(p) for p in notes[:3]]
