"""Card silhouettes on the top-down view of the mat: what is brighter than the felt.

A card's light sleeve border stands apart from the dark felt and from the
zones' printed lines, where the edges a card makes crossing a printed line
join the line's own. Two or three cards that touch (turned in a row zone,
side by side) make one silhouette too big for a card: it is kept apart, to
be looked at again as a whole.
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

Image = npt.NDArray[Any]

#: a silhouette whose convex hull covers between this many cards' area is cards that touch
MERGED_CARDS = (1.35, 3.2)


def silhouettes(top: Image, card_px: float) -> tuple[list[Image], list[Image]]:
    """The outer contours of what is brighter than the felt (Otsu's threshold), and
    apart, those of touching cards. ``card_px`` is one card's area in pixels of ``top``."""
    _, light = cv2.threshold(top, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
    light = cv2.morphologyEx(light, cv2.MORPH_CLOSE, np.ones((3, 3), np.uint8))
    contours = list(cv2.findContours(light, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)[0])
    lo, hi = MERGED_CARDS[0] * card_px, MERGED_CARDS[1] * card_px
    merged = [c for c in contours if lo <= cv2.contourArea(cv2.convexHull(c)) <= hi]
    return contours, merged
