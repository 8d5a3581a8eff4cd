"""Batches are padded to their longest chunk, for every attention kind (Linformer's included)."""

import pytest
import torch

from docx_cli.document import Document, Page, Word
from docx_cli.tagging import tag_set

FIELDS = {"date": "single", "total_amount": "single"}


@pytest.mark.parametrize("preset", ["layoutlinformer", "layoutlm"])
def test_pipeline_pads_to_longest_chunk_with_the_same_outputs(tmp_path, tiny_tokenizer, preset, monkeypatch):
    from docx_cli.layout import chunking
    from docx_cli.modeling import DocxConfig, DocxForTokenClassification
    from docx_cli.pipeline import ExtractOptions, predict_words
    from docx_cli.registry import load_model

    torch.set_num_threads(1)
    torch.manual_seed(0)
    cfg = DocxConfig.from_preset(preset, vocab_size=len(tiny_tokenizer), hidden_size=64, num_hidden_layers=2,
                                 num_attention_heads=2, intermediate_size=128, max_length=128, linformer_k=16,
                                 labels=tag_set(FIELDS), field_kinds=FIELDS)
    DocxForTokenClassification(cfg).save_pretrained(tmp_path, tokenizer=tiny_tokenizer)
    model = load_model(str(tmp_path), device="cpu", precision="fp32")  # exact comparison below
    # three pages of different lengths: three chunks (split_page), batched together or one by one
    pages = tuple(Page(p, 612, 792, words=tuple(Word(f"total{i}", (50 + 30 * (i % 10), 50 + 15 * i, 70 + 30 * (i % 10),
                                                                    60 + 15 * i), line_id=i) for i in range(n)))
                  for p, n in ((1, 12), (2, 5), (3, 20)))
    doc = Document("d.pdf", pages)

    widths = []
    real = chunking.collate

    def spy(chunks, pad_token_id=0, pad_to=None):
        batch = real(chunks, pad_token_id, pad_to)
        widths.append((max(len(c) for c in chunks), batch["input_ids"].shape[1]))
        return batch

    monkeypatch.setattr(chunking, "collate", spy)
    together = predict_words(doc, model, ExtractOptions(chunking="split_page", batch_size=8))
    alone = predict_words(doc, model, ExtractOptions(chunking="split_page", batch_size=1))
    assert widths[0][0] < cfg.max_length and all(longest == n for longest, n in widths)  # no pad to max_length
    assert together.shape == (doc.num_words, len(cfg.labels))
    assert torch.allclose(together, alone, atol=1e-5)  # the short chunks padded in the batch: same outputs
