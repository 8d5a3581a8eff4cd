"""The multi-grained layer (docx_cli/modeling/multigrain.py): shapes, masking, gradients, save / load, the
per-token line / block ids from chunking, and what exporting does with it."""

from __future__ import annotations

import pytest
import torch

from docx_cli.document import Document, Page, Word
from docx_cli.errors import ConfigError
from docx_cli.layout.chunking import chunk_document, collate
from docx_cli.modeling import DocxConfig, DocxForTokenClassification
from docx_cli.modeling.multigrain import Graph, compact_ids

torch.set_num_threads(1)
TAGS = ["O", "S-a", "S-b"]
SMALL = {"vocab_size": 60, "hidden_size": 32, "num_hidden_layers": 1, "num_attention_heads": 2,
         "intermediate_size": 64, "max_length": 64, "labels": TAGS}

# 2 sequences of 12: [CLS] line 0 (3 tokens) | line 1 (3) in block 0, line 2 (2) in block 1, a token with no
# line or block, [SEP]; the second row has 4 padded tokens.
LINE = torch.tensor([[-1, 0, 0, 0, 1, 1, 1, 2, 2, -1, -1, -1], [-1, 7, 7, 3, 3, 3, -1, -1, 5, 5, 5, 5]])
BLOCK = torch.tensor([[-1, 0, 0, 0, 0, 0, 0, 1, 1, -1, -1, -1], [-1, 4, 4, 4, 4, 4, -1, -1, 9, 9, 9, 9]])


def tiny(multigrain: bool = True, **kw) -> DocxForTokenClassification:
    torch.manual_seed(0)
    return DocxForTokenClassification(DocxConfig.from_preset("layoutlm", multigrain=multigrain, **{**SMALL, **kw}))


def live(model: DocxForTokenClassification) -> DocxForTokenClassification:
    """Move the zero-initialised parts (token update, relation / slot biases) off zero so they all count."""
    with torch.no_grad():
        for name, p in model.named_parameters():
            if "multigrain" in name and p.abs().sum() == 0 and not name.endswith("norm.bias"):
                p.normal_(0, 0.3)
    return model.eval()


def inputs():
    g = torch.Generator().manual_seed(1)
    ids = torch.randint(5, 60, (2, 12), generator=g)
    mask = torch.ones(2, 12, dtype=torch.long)
    mask[1, 8:] = 0
    xy = torch.randint(0, 800, (2, 12, 2), generator=g)
    bbox = torch.cat([xy, xy + 20], -1)
    return ids, mask, bbox


def test_off_by_default_and_starts_as_the_model_without_it():
    assert DocxConfig().multigrain is False and tiny(False).model.multigrain is None
    model, plain = tiny().eval(), tiny(False).eval()
    missing = plain.load_state_dict(model.state_dict(), strict=False)
    assert missing.missing_keys == [] and all("multigrain" in k for k in missing.unexpected_keys)
    ids, mask, bbox = inputs()
    with torch.no_grad():
        out = model(ids, mask, bbox, line_ids=LINE, block_ids=BLOCK)
        assert out.logits.shape == (2, 12, len(TAGS))
        assert torch.equal(out.logits, plain(ids, mask, bbox).logits)  # the token update starts at zero


def test_structure_changes_outputs_once_trained_and_ids_are_only_labels():
    model = live(tiny())
    ids, mask, bbox = inputs()
    with torch.no_grad():
        ref = model(ids, mask, bbox, line_ids=LINE, block_ids=BLOCK).logits
        # the same grouping under other id values (and with the padded row's ids) gives the same outputs
        renamed = torch.where(LINE >= 0, LINE * 10 + 3, LINE)
        assert (model(ids, mask, bbox, line_ids=renamed, block_ids=BLOCK + (BLOCK >= 0) * 5).logits
                - ref).abs().max() <= 1e-5
        # another grouping changes them
        merged = torch.where(LINE[0] >= 0, 0, -1).expand(2, -1)
        assert (model(ids, mask, bbox, line_ids=merged, block_ids=BLOCK).logits - ref).abs().max() > 1e-4
        # no ids at all: lines and blocks empty, tokens read themselves and the document node
        none = model(ids, mask, bbox).logits
        assert torch.isfinite(none).all() and (none - ref).abs().max() > 1e-4


def test_padding_changes_nothing_whatever_its_ids():
    model = live(tiny())
    ids, mask, bbox = inputs()
    with torch.no_grad():
        ref = model(ids[1:, :8], mask[1:, :8], bbox[1:, :8], line_ids=LINE[1:, :8], block_ids=BLOCK[1:, :8]).logits
        # row 1 padded to 12, its padding carrying ids of real lines / blocks: nothing may leak
        out = model(ids, mask, bbox, line_ids=LINE, block_ids=BLOCK).logits
    assert (out[1, :8] - ref[0]).abs().max() <= 1e-5


def test_graph_masks_tokens_without_a_line_and_padding():
    _, mask, _ = inputs()
    hidden = torch.randn(2, 12, 32)
    graph = Graph(hidden, mask.bool(), LINE, BLOCK)
    # row 0: lines 0, 1, 2 and blocks 0, 1; row 1 (real tokens 0..7): lines 3, 7, 5 and blocks 4, 9
    assert graph.init.shape == (2, 3 + 2 + 1, 32) and graph.kinds.tolist() == [0, 0, 0, 1, 1, 2]
    assert graph.slot_mask[0, 9].tolist() == [True, False, False, True]  # no line, no block
    assert graph.slot_mask[0, 0].tolist() == [True, False, False, True]  # [CLS]
    assert not graph.slot_mask[1, 8:, 1:3].any()  # padding belongs to no node
    # a line node is the mean of its tokens, the padded ones left out (row 1, line id 5 = tokens 8.. padded)
    assert torch.allclose(graph.init[0, 0], hidden[0, 1:4].mean(0))
    assert graph.node_mask[1].tolist() == [True, True, False, True, False, True]
    assert torch.allclose(graph.init[1, 5], hidden[1, :8].mean(0))  # the document node: real tokens only
    dense, n = compact_ids(torch.tensor([[9, 9, 2, -1, 40]]), torch.tensor([[True, True, True, True, False]]))
    assert dense.tolist() == [[1, 1, 0, -1, -1]] and n == 2


def test_every_multigrain_parameter_gets_a_gradient():
    model = tiny()
    model.train()
    ids, mask, bbox = inputs()
    labels = torch.randint(0, len(TAGS), (2, 12))
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    for _ in range(2):  # the token update starts at zero: after one step everything upstream of it is reached
        opt.zero_grad()
        model(ids, mask, bbox, labels=labels, line_ids=LINE, block_ids=BLOCK).loss.backward()
        opt.step()
    dead = [n for n, p in model.named_parameters() if "multigrain" in n and (p.grad is None or p.grad.abs().sum() == 0)]
    assert dead == []


def test_save_load_round_trip(tmp_path):
    model = live(tiny(multigrain_layers=2))
    model.save_pretrained(tmp_path)
    loaded = DocxForTokenClassification.from_pretrained(tmp_path)
    assert loaded.config.multigrain is True and loaded.config.multigrain_layers == 2
    ids, mask, bbox = inputs()
    with torch.no_grad():
        a = model(ids, mask, bbox, line_ids=LINE, block_ids=BLOCK).logits
        b = loaded(ids, mask, bbox, line_ids=LINE, block_ids=BLOCK).logits
    assert torch.equal(a, b)


def test_transfer_from_a_model_without_it_keeps_its_outputs(tmp_path):
    from docx_cli.modeling.transfer import transfer_between_presets

    base = live(tiny(False))
    base.save_pretrained(tmp_path)
    model = transfer_between_presets(tmp_path, DocxConfig.from_preset("layoutlm", multigrain=True, **SMALL))
    assert model.transfer_info["new"] and all("multigrain" in k for k in model.transfer_info["new"])
    ids, mask, bbox = inputs()
    with torch.no_grad():
        assert torch.equal(model(ids, mask, bbox, line_ids=LINE, block_ids=BLOCK).logits, base(ids, mask, bbox).logits)


def test_config_refuses_a_bad_value():
    with pytest.raises(ConfigError, match="multigrain must be true or false"):
        DocxConfig(multigrain="yes")
    with pytest.raises(ConfigError, match="multigrain_layers"):
        DocxConfig(multigrain=True, multigrain_layers=0)


def test_chunking_carries_line_and_block_ids(tiny_tokenizer):
    def page(number: int) -> Page:
        words = [Word("total", (10, 10, 40, 20), line_id=0, block_id=0), Word("amount", (50, 10, 90, 20), 0, 0),
                 Word("date", (10, 30, 40, 40), line_id=1, block_id=1), Word("x", (10, 50, 20, 60))]
        return Page(number, 612, 792, words=tuple(words))

    doc = Document("d.pdf", (page(1), page(2)))
    (chunk,) = chunk_document(doc, tiny_tokenizer, max_length=64, mode="whole", with_structure=True)
    assert len(chunk.line_ids) == len(chunk) == len(chunk.block_ids)
    firsts = [i for i, w in enumerate(chunk.word_ids) if w >= 0]
    # per word: page 1 lines 0, 0, 1, none; page 2 has the same line ids, but they are other lines
    assert [chunk.line_ids[i] for i in firsts] == [0, 0, 1, -1, 2, 2, 3, -1]
    assert [chunk.block_ids[i] for i in firsts] == [0, 0, 1, -1, 2, 2, 3, -1]
    assert chunk.line_ids[0] == chunk.line_ids[-1] == -1  # [CLS], [SEP]
    (plain,) = chunk_document(doc, tiny_tokenizer, max_length=64, mode="whole")
    assert plain.line_ids is None
    short = chunk_document(Document("e.pdf", (page(1),)), tiny_tokenizer, max_length=64, with_structure=True)[0]
    batch = collate([chunk, short])
    assert batch["line_ids"].shape == batch["input_ids"].shape and (batch["line_ids"][1, len(short):] == -1).all()
    assert "line_ids" not in collate([plain])


def test_exports_refuse_it_clearly(tmp_path, tiny_tokenizer):
    from docx_cli.runtime.onnx import export_onnx, export_torchscript

    tiny(vocab_size=len(tiny_tokenizer)).save_pretrained(tmp_path / "m", tokenizer=tiny_tokenizer)
    for export in (export_onnx, export_torchscript):
        with pytest.raises(ConfigError, match="multigrain"):
            export(tmp_path / "m", tmp_path / "out")
