"""Inference runtimes other than PyTorch eager: ONNX (onnx.py) — export, an export cache, and a tagger that
runs the exported graph with onnxruntime behind the interface `docx_cli.predict` drives."""
