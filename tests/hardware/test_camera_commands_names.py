"""The camera command's decoder names match the decoders that exist."""

from hardware.camera.commands import DECODER_NAMES, DEFAULT_DECODER_NAME
from hardware.camera.decoders import DECODERS, DEFAULT_DECODER


def test_decoder_names_match_the_decoders() -> None:
    assert DECODER_NAMES == tuple(DECODERS)
    assert DEFAULT_DECODER_NAME == DEFAULT_DECODER
