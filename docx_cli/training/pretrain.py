"""Layout MLM pre-training (the XDoc recipe, Chen et al.): hide 15 % of the text tokens — 80 % of those become
``[MASK]``, 10 % a random token, 10 % stay as they are — and predict the originals from the context and the
boxes (which are never masked, so the model learns to read text *in its place on the page*)."""

from __future__ import annotations

from collections.abc import Iterable

import torch


def mask_tokens(
    input_ids: torch.Tensor,  # (B, N) long
    attention_mask: torch.Tensor,  # (B, N) 1 = real token
    special_ids: Iterable[int],
    mask_token_id: int,
    vocab_size: int,
    probability: float = 0.15,
    generator: torch.Generator | None = None,
) -> tuple[torch.Tensor, torch.Tensor]:
    """(masked input ids, labels): labels hold the original id where a token was chosen, -100 elsewhere.

    Special tokens ([CLS], [SEP], [PAD]) and padding are never chosen. All randomness comes from
    ``generator``, so a seeded generator gives the same masks on every run (resume-exact training).
    """
    special = torch.zeros_like(input_ids, dtype=torch.bool)
    for sid in set(special_ids):
        special |= input_ids == sid
    candidates = attention_mask.bool() & ~special  # (B, N)

    chosen = (torch.rand(input_ids.shape, generator=generator) < probability) & candidates
    labels = torch.where(chosen, input_ids, torch.full_like(input_ids, -100))

    roll = torch.rand(input_ids.shape, generator=generator)
    to_mask = chosen & (roll < 0.8)  # 80 % → [MASK]
    to_random = chosen & (roll >= 0.8) & (roll < 0.9)  # 10 % → random token; the last 10 % are kept
    random_ids = torch.randint(vocab_size, input_ids.shape, generator=generator, dtype=input_ids.dtype)

    masked = input_ids.clone()
    masked[to_mask] = mask_token_id
    masked[to_random] = random_ids[to_random]
    return masked, labels


def special_token_ids(tokenizer) -> list[int]:
    return [i for i in (tokenizer.cls_token_id, tokenizer.sep_token_id, tokenizer.pad_token_id,
                        tokenizer.mask_token_id, tokenizer.unk_token_id) if i is not None]
