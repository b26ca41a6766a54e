"""``playmat camera-decode`` and the camera section of ``playmat bench``."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.errors import LoadError, PlaymatError

if TYPE_CHECKING:
    from hardware.camera.realsize import Placement, Tally
    from hardware.camera.regions import Box
    from hardware.camera.simulate import SimView
    from hardware.layouts import Layout

log = logging.getLogger(__name__)


def _decode_images(args: argparse.Namespace) -> int:
    from hardware.camera.images import load_image
    from hardware.camera.labels import LabelBook
    from hardware.camera.pipeline import Pipeline
    from hardware.layouts import layout_for

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
    from hardware.camera.corpus import payloads, scene
    from hardware.camera.simulate import SimView
    from hardware.layouts import layout_for

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


def _camera_bench(args: argparse.Namespace) -> int:
    from engine import registry
    from hardware.camera.realsize import single_thread
    from hardware.layouts import layout_for

    cameras, sizes, syms = _bench_choices(args)
    rs = registry.get(args.game)
    layout = layout_for(args.game)
    undo = single_thread()
    try:
        ids = sorted(rs.pool.cards)
        deck = [ids[i % len(ids)] for i in range(50)]
        rows = [
            row for cam in cameras for row in _bench_camera_rows(args, rs.label_code, deck, layout, *cam, syms, sizes)
        ]
    finally:
        undo()
    smallest = _smallest_reading(rows, args.target)
    report = _bench_report(args, layout, rows, smallest)
    if args.json:
        _out(json.dumps(report, indent=1))
    else:
        _say_bench(args, layout, rows, smallest)
    return 0


def _bench_choices(args: argparse.Namespace) -> tuple[list[tuple[str, tuple[int, int]]], list[float], list[str]]:
    """The cameras, label sizes and symbols asked for, checked."""
    from hardware.camera import symbols
    from hardware.camera.realsize import camera_size

    try:
        cameras = [(c, camera_size(c)) for c in args.camera or ["1080p", "4k"]]
        sizes = [float(v) for v in args.label_mm.split(",")]
    except ValueError as exc:
        raise PlaymatError(str(exc)) from None
    if any(not 3.0 <= v <= 60.0 for v in sizes):
        raise PlaymatError("--label-mm sizes must lie between 3 and 60 mm")
    syms = args.symbol.split(",")
    bad = [v for v in syms if v not in symbols.SYMBOLS]
    if bad:
        raise PlaymatError(f"unknown symbol {bad[0]!r}; known: {', '.join(symbols.SYMBOLS)}")
    if args.frames < 1:
        raise PlaymatError("--frames must be 1 or more")
    if not 1 <= args.pile <= 4:
        raise PlaymatError("--pile must lie between 1 and 4")
    from hardware.camera.realsize import SECOND_LOOKS

    bad = [w for w in args.without.split(",") if w and w not in SECOND_LOOKS]
    if bad:
        raise PlaymatError(f"unknown second look {bad[0]!r}; known: {', '.join(SECOND_LOOKS)}")
    return cameras, sizes, syms


def _bench_views(args: argparse.Namespace, layout: Layout, size: tuple[int, int]) -> list[tuple[SimView, Box | None]]:
    """The cameras of one bench row: one over the whole mat, or (``--cameras 2``)
    one over each seat's half, each aimed at its half and answering for it."""
    from hardware.camera.realsize import rig_view
    from hardware.camera.regions import seat_halves

    if args.cameras == 1:
        regions: list[Box | None] = [None]
    else:
        try:
            regions = [box for _, box in seat_halves(layout)]
        except ValueError as exc:
            raise PlaymatError(str(exc)) from None
    return [
        (
            rig_view(
                layout,
                size,
                hfov=args.hfov,
                distance=args.distance,
                tilt=args.tilt,
                blur=args.blur,
                noise=args.noise,
                light=args.light,
                motion=args.motion,
                region=region,
            ),
            region,
        )
        for region in regions
    ]


def _bench_camera_rows(
    args: argparse.Namespace,
    code: str,
    deck: list[str],
    layout: Layout,
    cam_name: str,
    size: tuple[int, int],
    syms: list[str],
    sizes: list[float],
) -> list[dict[str, Any]]:
    """One camera's row per symbol and label size: the labels read of
    ``deck``'s cards lying on the mat, in frames of that camera."""
    from hardware.camera import symbols
    from hardware.camera.labels import LabelBook
    from hardware.camera.realsize import Harder, bench_labels, measure, measure_cameras, px_per_mm, worst_view

    views = _bench_views(args, layout, size)
    harder = Harder() if args.harder else None
    figures = [px_per_mm(layout, worst_view(layout, v, harder)) for v, _ in views]
    least, centre = min(f[0] for f in figures), min(f[1] for f in figures)
    if len(views) > 1:
        cam_name = f"{len(views)}x{cam_name}"
    placement = _bench_placement(args)
    without = [w for w in args.without.split(",") if w]
    rows: list[dict[str, Any]] = []
    for sym in syms:
        book = LabelBook.from_registry([code])
        labels = bench_labels(book, code, deck, compact=sym != "qr")
        mw, mh = symbols.size(labels[0], sym)
        for mm in sizes:
            _err(f"camera-bench: {cam_name} {symbols.name(labels[0], sym)} {mm:g} mm")
            run = (mm, sym, args.frames, args.seed, placement, args.decoder)
            if len(views) == 1:
                t = measure(layout, args.game, book, labels, views[0][0], *run, harder=harder, without=without)
            else:
                cams = [(v, box) for v, box in views if box is not None]
                t = measure_cameras(layout, args.game, book, labels, cams, *run, harder=harder, without=without)
            module = mm / max(mw, mh)
            rows.append(
                {
                    "camera": cam_name,
                    "resolution": f"{size[0]}x{size[1]}",
                    "symbol": symbols.name(labels[0], sym),
                    "modules": f"{mw}x{mh}",
                    "label_mm": mm,
                    "module_mm": round(module, 3),
                    "module_px": round(module * least, 2),
                    **_tally_row(t),
                    "px_per_mm_least": round(least, 3),
                    "px_per_mm_centre": round(centre, 3),
                }
            )
    return rows


def _bench_placement(args: argparse.Namespace) -> Placement:
    from hardware.camera.realsize import Placement

    return Placement(
        glare=args.glare_share,
        rested=args.rested,
        offset_mm=args.offset_mm,
        any_angle=args.any_angle or args.harder,
        pile=args.pile,
        fan_mm=args.fan_mm,
        moving=args.moving,
        moving_px=args.moving_px,
    )


def _tally_row(t: Tally) -> dict[str, Any]:
    """A bench row's counts."""
    return {
        "labels": t.labels,
        "read": t.read,
        "read_rate": round(t.rate, 4),
        "false_identifications": t.false,
        "misreads_refused": t.refused,
        "covered": t.covered,
        "covered_read": t.covered_read,
        "moving": t.moving,
        "moving_read": t.moving_read,
        "frames": t.frames,
        "frames_all_read": t.frames_all_read,
        "pipeline_ms_median": round(sorted(t.ms)[len(t.ms) // 2], 1),
    }


def _smallest_reading(rows: list[dict[str, Any]], target: float) -> dict[str, dict[str, float | None]]:
    """Per camera and symbol, the smallest label size from which every larger
    size tried reads at least ``target`` with no false identification."""
    smallest: dict[str, dict[str, float | None]] = {}
    for r in rows:
        smallest.setdefault(r["camera"], {}).setdefault(r["symbol"], None)
    for cam, by in smallest.items():
        for sym in by:
            ok = None
            mine = [r for r in rows if r["camera"] == cam and r["symbol"] == sym]
            for r in sorted(mine, key=lambda r: -r["label_mm"]):
                if r["read_rate"] < target or r["false_identifications"]:
                    break
                ok = r["label_mm"]
            by[sym] = ok
    return smallest


def _bench_report(
    args: argparse.Namespace, layout: Layout, rows: list[dict[str, Any]], smallest: dict[str, dict[str, float | None]]
) -> dict[str, Any]:
    from hardware.camera.realsize import card_mm

    return {
        "game": args.game,
        "cameras": args.cameras,
        "mat_mm": [layout.width, layout.height],
        "card_mm": list(card_mm(args.game)),
        "hfov": args.hfov,
        "tilt": args.tilt,
        "harder": args.harder,
        "without": args.without,
        "placement": {
            "offset_mm": args.offset_mm,
            "rested": args.rested,
            "glare_share": args.glare_share,
            "any_angle": args.any_angle or args.harder,
            "pile": args.pile,
            "fan_mm": args.fan_mm,
            "moving": args.moving,
            "moving_px": args.moving_px,
        },
        "frames_per_size": args.frames,
        "seed": args.seed,
        "results": rows,
        "smallest_label_mm_reading_target": smallest,
        "target_read_rate": args.target,
    }


def _say_bench(
    args: argparse.Namespace, layout: Layout, rows: list[dict[str, Any]], smallest: dict[str, dict[str, float | None]]
) -> None:
    _out(f"{args.game}: mat {layout.width:g} x {layout.height:g} mm, {args.frames} frames a size, hfov {args.hfov:g}")
    if args.harder:
        _out("harder frames: cards at any angle, tilt up to 12% keystone, blur 0.6-1 px, light 10-30%, noise 2-4")
    _out("ms: the pipeline's median time per frame, one core")
    if args.cameras == 2:
        _out("two cameras of each kind, one over each seat's half, their readings merged")
    _out(
        f"{'camera':8s} {'symbol':18s} {'label mm':>8s} {'px/mod':>6s} {'read':>11s} {'rate':>7s} "
        f"{'false':>5s} {'refused':>7s} {'ms':>6s}"
    )
    for r in rows:
        _out(
            f"{r['camera']:8s} {r['symbol']:18s} {r['label_mm']:8g} {r['module_px']:6.2f} "
            f"{r['read']:5d}/{r['labels']:<5d} {100 * r['read_rate']:6.2f}% "
            f"{r['false_identifications']:5d} {r['misreads_refused']:7d} {r['pipeline_ms_median']:6.1f}"
        )
    for r in rows:
        if r["covered"] or r["moving"]:
            _out(
                f"{r['camera']} {r['symbol']} {r['label_mm']:g} mm: labels partly covered {r['covered_read']}/"
                f"{r['covered']} read; of cards being moved {r['moving_read']}/{r['moving']} read "
                "(neither counted in the rate)"
            )
    for cam, by in smallest.items():
        for sym, least_mm in by.items():
            said = "none of the sizes tried" if least_mm is None else f"{least_mm:g} mm"
            _out(f"{cam}, {sym}: smallest label reading {100 * args.target:g}% with no false identification: {said}")


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

    _add_bench_command(sub)


def _add_bench_command(sub: Any) -> None:
    from engine import registry

    b = sub.add_parser(
        "camera-bench",
        help="read rate and false identifications against label size in mm, for a camera over a real-size mat",
        description="Render settled frames of a mat with cards of their printed size in its zones, each with a "
        "label of the given width (mm, quiet border included) in its sleeve's top-left corner, read them through "
        "the camera pipeline on one core, and report the read rate and false identifications for each camera, "
        "symbol and size.",
    )
    b.add_argument("--camera", action="append", metavar="NAME", help="720p, 1080p, 1440p, 4k or WxH (repeatable)")
    b.add_argument(
        "--cameras",
        type=int,
        choices=(1, 2),
        default=1,
        help="1: one camera over the whole mat; 2: two of that camera, one over each seat's half of a two-player "
        "mat (each calibrated to its half and reading it, with a band over the boundary), their readings merged",
    )
    b.add_argument("--label-mm", default="10,12,15,20", metavar="MM,...", help="label widths to try")
    b.add_argument(
        "--symbol", default="m2", metavar="SYM,...", help="qr (full PM1 labels), qrh, m2, m3, m4, rmqr (compact labels)"
    )
    b.add_argument("--game", default="vanguard", choices=registry.ids(), metavar="GAME")
    b.add_argument("--frames", type=int, default=20, help="frames per size (each about 24 cards)")
    b.add_argument("--hfov", type=float, default=70.0, help="horizontal field of view, degrees")
    b.add_argument("--distance", type=float, help="lens to mat centre, mm (default: the mat fills 92%% of the frame)")
    b.add_argument("--tilt", type=float, default=0.0)
    b.add_argument("--blur", type=float, default=0.6)
    b.add_argument("--noise", type=float, default=2.0)
    b.add_argument("--light", type=float, default=0.0)
    b.add_argument("--motion", type=float, default=0.0, help="motion blur length, px")
    b.add_argument("--glare-share", type=float, default=0.0, help="share of cards under a sleeve highlight")
    b.add_argument("--rested", type=float, default=0.25, help="share of cards in slots rested")
    b.add_argument("--any-angle", action="store_true", help="cards turned any way (0-360 degrees)")
    b.add_argument("--pile", type=int, default=1, help="cards in each place, one on another")
    b.add_argument(
        "--fan-mm",
        type=float,
        default=0.0,
        help="how far each card of a pile lies to the right of the one under it, mm (0: stacked)",
    )
    b.add_argument("--moving", type=float, default=0.0, help="share of cards being moved by a hand")
    b.add_argument("--moving-px", type=float, default=8.0, help="a moving card's motion blur, frame pixels")
    b.add_argument(
        "--without",
        default="",
        metavar="NAME,...",
        help="turn second looks off, to measure what each pays: rectify (pictures of a label's place seen from "
        "straight above), contrast (local thresholds and local contrast), silhouettes (card outlines from what is "
        "brighter than the felt)",
    )
    b.add_argument(
        "--harder",
        action="store_true",
        help="harder frames: cards at any angle; each frame its own camera tilt (up to 12%% fewer px/mm on the "
        "far side than the near side, either way), blur sigma 0.6-1 px, light gradient 10-30%%, noise sigma 2-4 "
        "(replaces --tilt, --blur, --light, --noise; px/module is the far side's at the greatest tilt)",
    )
    b.add_argument("--offset-mm", type=float, default=3.0, help="placement error, mm (standard deviation)")
    b.add_argument("--target", type=float, default=0.99)
    b.add_argument("--decoder", choices=DECODER_NAMES, default=DEFAULT_DECODER_NAME)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--json", action="store_true", help="print JSON")
    b.set_defaults(func=_camera_bench)


def bench_section(games: int, seed: int, say: Callable[[str], None]) -> tuple[str, dict[str, Any]]:
    from hardware.camera.bench import bench_camera

    frames = max(4, min(12, games // 8))
    return "camera", bench_camera(frames, seed, say)
