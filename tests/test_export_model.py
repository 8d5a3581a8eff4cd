"""scripts/export_model.py: fp16 weights beside the labels, and a shipped model's decoding filters kept when it
is rebuilt into the same directory (they are chosen on validation data, not stored in a checkpoint)."""

from __future__ import annotations

import json

from tests.conftest import ROOT


def _export():
    import importlib.util

    spec = importlib.util.spec_from_file_location("export_model", ROOT / "scripts" / "export_model.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.export


def test_a_rebuild_keeps_the_shipped_decoding_filters(tmp_path, tiny_tokenizer):
    import torch

    from docx_cli.modeling import DocxConfig, DocxForTokenClassification
    from docx_cli.registry import describe
    from docx_cli.tagging import tag_set

    torch.manual_seed(0)
    kinds = {"party": "multi", "term": "single"}
    cfg = DocxConfig.from_preset("layoutlm", vocab_size=len(tiny_tokenizer), hidden_size=32, num_hidden_layers=1,
                                 num_attention_heads=2, intermediate_size=64, max_length=128,
                                 labels=tag_set(list(kinds)), field_kinds=kinds)
    DocxForTokenClassification(cfg).save_pretrained(tmp_path / "ckpt", tokenizer=tiny_tokenizer)
    export = _export()
    dst = tmp_path / "shipped"
    export(tmp_path / "ckpt", dst, [])
    labels = json.loads((dst / "labels.json").read_text())
    assert "min_confidence" not in labels and "max_values" not in labels  # nothing to keep the first time
    assert (dst / "model.safetensors").is_file()

    # the shipped directory declares filters, one of them for a field the new weights no longer have
    labels.update({"min_confidence": {"party": 0.7, "gone": 0.5}, "max_values": {"party": 2}})
    (dst / "labels.json").write_text(json.dumps(labels))
    export(tmp_path / "ckpt", dst, [])
    rebuilt = json.loads((dst / "labels.json").read_text())
    assert rebuilt["min_confidence"] == {"party": 0.7} and rebuilt["max_values"] == {"party": 2}
    info = describe(dst)
    assert info.min_confidence == {"party": 0.7} and info.max_values == {"party": 2}
