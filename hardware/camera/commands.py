"""``playmat camera-decode`` and the camera section of ``playmat bench``."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Callable
from typing import Any

from engine.errors import LoadError, PlaymatError

log = logging.getLogger(__name__)


def _decode_images(args: argparse.Namespace) -> int:
    from engine.layouts import layout_for
    from hardware.camera.images import load_image
    from hardware.camera.labels import LabelBook
    from hardware.camera.pipeline import Pipeline

    try:
        layout = layout_for(args.layout)
    except KeyError as exc:
        raise PlaymatError(str(exc.args[0])) from None
    try:
        pipeline = Pipeline(layout, LabelBook.from_registry(), args.decoder)
    except (ImportError, OSError) as exc:
        raise PlaymatError(f"decoder {args.decoder} is not available here: {exc}") from None
    report: list[dict[str, Any]] = []
    bad = 0
    for path in args.images:
        try:
            img = load_image(path)
        except LoadError as exc:  # said at once, and the other images are read all the same
            bad += 1
            report.append({"image": path, "error": exc.message})
            _err(f"playmat: {exc}")
            continue
        pipeline.calibrator.current = None  # each image is its own scene
        r = pipeline.process(img, 0.0)
        entry: dict[str, Any] = {
            "image": path,
            "calibrated": r.calibration is not None,
            "labels": [
                {
                    "payload": s.label.label.payload,
                    "game": s.label.game,
                    "card_id": s.label.label.card_id,
                    "copy": s.label.label.copy,
                    "name": s.label.name,
                    "mat_xy": [round(s.mat_xy[0], 1), round(s.mat_xy[1], 1)],
                    "zone": s.zone,
                    "px": [round(s.px[0], 1), round(s.px[1], 1)],
                }
                for s in r.labels
            ],
            "unknown_cards": [
                {"mat_xy": [round(u.mat_xy[0], 1), round(u.mat_xy[1], 1)], "zone": u.zone} for u in r.unknown
            ],
            "ignored": sorted({d.text for d in r.rejected}),
            "ms": round(r.ms, 1),
        }
        report.append(entry)
    if args.json:
        _out(json.dumps(report, indent=1))
    else:
        for e in report:
            if "error" in e:
                continue  # said on stderr
            if not e["calibrated"]:
                _out(f"{e['image']}: mat not found (fewer than 3 corner markers)")
                continue
            _out(f"{e['image']}: {len(e['labels'])} labels, {len(e['unknown_cards'])} unknown cards")
            for lab in e["labels"]:
                _out(
                    f"  {lab['payload']:24s} {lab['name']:28s} {lab['zone'] or '-':12s} "
                    f"({lab['mat_xy'][0]:.0f}, {lab['mat_xy'][1]:.0f}) mm"
                )
            for u in e["unknown_cards"]:
                x, y = u["mat_xy"]
                _out(f"  {'(unreadable card)':24s} {'':28s} {u['zone'] or '-':12s} ({x:.0f}, {y:.0f}) mm")
    return 1 if bad else 0


def _render_sim(args: argparse.Namespace) -> int:
    import cv2

    from engine import registry
    from engine.layouts import layout_for
    from hardware.camera.corpus import payloads, scene
    from hardware.camera.simulate import SimView

    layout = layout_for(args.layout)
    rs = registry.get(args.layout)
    ids = sorted(rs.pool.cards)
    view = SimView(
        args.width,
        args.height,
        tilt=args.tilt,
        yaw=args.yaw,
        blur=args.blur,
        noise=args.noise,
        light=args.light,
        glare=args.glare,
    )
    frame = scene(
        layout,
        payloads(rs.label_code, ids, args.cards),
        args.module_px,
        view,
        args.seed,
        face_down=args.face_down,
        hands=args.hands,
    )
    if not cv2.imwrite(args.output, frame.image):
        raise PlaymatError(f"cannot write {args.output}")
    _out(f"{args.output}: {args.width}x{args.height}, {args.cards} labelled cards, {args.face_down} face down")
    return 0


def _out(text: str) -> None:
    """Command output, for the terminal."""
    sys.stdout.write(text + "\n")


def _err(text: str) -> None:
    """A message about the run, apart from its output."""
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


#: The decoders' names (hardware.camera.decoders.DECODERS), listed here so
#: building the parser does not load OpenCV.
DECODER_NAMES = ("zxing", "pyzbar", "opencv")
DEFAULT_DECODER_NAME = "zxing"


def add_commands(sub: Any) -> None:
    from engine import registry

    d = sub.add_parser(
        "camera-decode",
        help="read the card labels in camera images",
        description="Read the card labels in camera images (PNG, JPEG, WebP or BMP, at most 40 megapixels). "
        "An image that cannot be read is named on stderr (and, with --json, reported with an error) "
        "and the others are read all the same. Exit status: 0 every image was read, "
        "1 some could not be, 2 the command itself failed.",
    )
    d.add_argument("images", nargs="+", metavar="IMAGE")
    d.add_argument("--layout", required=True, choices=registry.ids(), metavar="GAME", help="the mat layout (a game id)")
    d.add_argument("--decoder", choices=DECODER_NAMES, default=DEFAULT_DECODER_NAME)
    d.add_argument("--json", action="store_true", help="print JSON")
    d.set_defaults(func=_decode_images)

    s = sub.add_parser("camera-sim", help="render a simulated camera frame of a mat with labelled cards")
    s.add_argument("-o", "--output", required=True)
    s.add_argument("--layout", default="vanguard", choices=registry.ids(), metavar="GAME")
    s.add_argument("--cards", type=int, default=20)
    s.add_argument("--face-down", type=int, default=0)
    s.add_argument("--hands", type=int, default=0)
    s.add_argument("--module-px", type=float, default=3.0)
    s.add_argument("--width", type=int, default=1920)
    s.add_argument("--height", type=int, default=1080)
    s.add_argument("--tilt", type=float, default=15.0)
    s.add_argument("--yaw", type=float, default=0.0)
    s.add_argument("--blur", type=float, default=0.7)
    s.add_argument("--noise", type=float, default=3.0)
    s.add_argument("--light", type=float, default=0.2)
    s.add_argument("--glare", type=float, default=0.0)
    s.add_argument("--seed", type=int, default=1)
    s.set_defaults(func=_render_sim)


def bench_section(games: int, seed: int, say: Callable[[str], None]) -> tuple[str, dict[str, Any]]:
    from hardware.camera.bench import bench_camera

    frames = max(4, min(12, games // 8))
    return "camera", bench_camera(frames, seed, say)
