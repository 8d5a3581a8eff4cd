"""Training and evaluation: `docx train --config C.yaml` and `docx evaluate`.

    from docx_cli.training.config import load_config            # YAML + dotted overrides → TrainConfig
    from docx_cli.training.loop import train                     # the loop (single process or torchrun DDP)
    from docx_cli.training.datasets import load_dataset          # sroie | funsd | kleister | synthetic | jsonl | files
    from docx_cli.training.evaluate import evaluate_model        # entity / field F1 per length bucket
    from docx_cli.training.metrics import evaluate_predictions   # the scores on DocPredictions
    from docx_cli.training.pretrain import mask_tokens           # layout MLM masking (15 %: 80/10/10)
"""
