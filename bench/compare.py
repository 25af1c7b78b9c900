#!/usr/bin/env python3
"""Tether beside Yoga and Taffy on the same column-of-rows layout.

Run by `make bench-compare`, inside a virtual environment with `poga` (Yoga's C API) and
`stretchable` (Taffy). Reads Tether's JSON lines from the file given with --tether, times
Yoga and Taffy here, prints a table of ratios, and rewrites the marked sections of
BENCHMARKS.md with the latest numbers and the machine they ran on.

The tree, for every engine: a column 390 pt wide of n rows, 8 pt apart; each row a fixed
20x20 icon box, a fixed 60x17 text box and a growing spacer, 8 pt apart, centred vertically.
"""

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

SIZES = [1_000, 10_000, 100_000]
RUNS = 5
WIDTH = 390.0
GAP = 8.0


def median_time(prepare, work, runs=RUNS):
    """Median seconds of `work()` over `runs` runs after one warm-up; `prepare()` is not timed."""
    times = []
    for run in range(runs + 1):
        prepare()
        start = time.perf_counter()
        work()
        elapsed = time.perf_counter() - start
        if run > 0:
            times.append(elapsed)
    return statistics.median(times)


def yoga_seconds(n):
    """Yoga: only YGNodeCalculateLayout, after marking the whole tree dirty."""
    import poga.libpoga_capi as yg

    root = yg.YGNodeNew()
    yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Column)
    yg.YGNodeStyleSetWidth(root, WIDTH)
    keep = []
    for i in range(n):
        row = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(row, yg.YGFlexDirection.Row)
        yg.YGNodeStyleSetAlignItems(row, yg.YGAlign.Center)
        if i > 0:
            yg.YGNodeStyleSetMargin(row, yg.YGEdge.Top, GAP)
        icon, text, spacer = yg.YGNodeNew(), yg.YGNodeNew(), yg.YGNodeNew()
        yg.YGNodeStyleSetWidth(icon, 20)
        yg.YGNodeStyleSetHeight(icon, 20)
        yg.YGNodeStyleSetWidth(text, 60)
        yg.YGNodeStyleSetHeight(text, 17)
        yg.YGNodeStyleSetMargin(text, yg.YGEdge.Left, GAP)
        yg.YGNodeStyleSetFlexGrow(spacer, 1)
        yg.YGNodeStyleSetMargin(spacer, yg.YGEdge.Left, GAP)
        for j, child in enumerate((icon, text, spacer)):
            yg.YGNodeInsertChild(row, child, j)
        yg.YGNodeInsertChild(root, row, i)
        keep.append((row, icon, text, spacer))

    def prepare():
        yg.YGNodeMarkDirtyAndPropogateToDescendants(root)

    def work():
        yg.YGNodeCalculateLayout(root, WIDTH, yg.YGUndefined, yg.YGDirection.LTR)

    seconds = median_time(prepare, work)
    last = keep[-1][0]
    expected_top = (n - 1) * (20 + GAP)
    assert abs(yg.YGNodeLayoutGetTop(last) - expected_top) < 0.01, "Yoga laid the rows out differently"
    return seconds


def taffy_seconds(n):
    """Taffy through stretchable: compute_layout after marking every leaf dirty. It also copies
    the results back into Python objects, so this is an upper bound on Taffy's own time."""
    from stretchable import Node, Style
    from stretchable.style import AlignItems, FlexDirection

    # One Style per kind of node: building a Style is slow in stretchable (about 1 ms).
    icon_style, text_style = Style(size=(20, 20)), Style(size=(60, 17))
    spacer_style = Style(flex_grow=1)
    row_style = Style(flex_direction=FlexDirection.ROW, align_items=AlignItems.CENTER, gap=GAP)
    leaves = []
    rows = []
    for _ in range(n):
        icon, text, spacer = Node(style=icon_style), Node(style=text_style), Node(style=spacer_style)
        leaves.extend((icon, text, spacer))
        rows.append(Node(icon, text, spacer, style=row_style))
    root = Node(*rows, style=Style(flex_direction=FlexDirection.COLUMN, size=(WIDTH, None), gap=GAP))

    def prepare():
        for leaf in leaves:
            leaf.mark_dirty()

    def work():
        root.compute_layout()

    return median_time(prepare, work)


def tether_results(path):
    results = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("{"):
                m = json.loads(line)
                results[(m["scenario"], m["n"], m["phase"])] = m["seconds"]
    return results


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    swift = swift[0] if swift else "swift"
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, {swift}, Python {platform.python_version()}"


def fmt_us(seconds, n):
    value = seconds / n * 1e6
    return f"{value:,.2f}" if value >= 0.1 else f"{value:.2g}"


def replace_section(text, name, body):
    start, end = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
    if start not in text or end not in text:
        return text + f"\n{start}\n{body}\n{end}\n"
    head, rest = text.split(start, 1)
    _, tail = rest.split(end, 1)
    return f"{head}{start}\n{body}\n{end}{tail}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tether", required=True, help="file with TetherBenchmarks' output")
    parser.add_argument("--markdown", default="BENCHMARKS.md")
    args = parser.parse_args()

    tether = tether_results(args.tether)
    rows = []
    for n in SIZES:
        yoga = yoga_seconds(n)
        print(f"yoga  n={n}: {yoga:.6f} s", flush=True)
        taffy = taffy_seconds(n)
        print(f"taffy n={n}: {taffy:.6f} s (upper bound)", flush=True)
        layout = tether.get(("anchored-list", n, "layout"))
        total = tether.get(("anchored-list", n, "total"))
        bound = tether.get(("lower-bound", n, "total"))
        rows.append((n, yoga, taffy, layout, total, bound))

    header = ("| rows | Yoga µs/row | Taffy (upper bound) µs/row | Tether layout µs/row | Tether total µs/row "
              "| lower bound µs/row | Tether layout / Yoga | Tether total / Yoga | Tether total / lower bound |")
    lines = [header, "|" + "---|" * 9]
    for n, yoga, taffy, layout, total, bound in rows:
        if layout is None or total is None or bound is None:
            lines.append(f"| {n:,} | {fmt_us(yoga, n)} | {fmt_us(taffy, n)} | – | – | – | – | – | – |")
            continue
        lines.append(f"| {n:,} | {fmt_us(yoga, n)} | {fmt_us(taffy, n)} | {fmt_us(layout, n)} | {fmt_us(total, n)} "
                     f"| {fmt_us(bound, n)} | {layout / yoga:,.1f}x | {total / yoga:,.1f}x | {total / bound:,.0f}x |")
    table = "\n".join(lines)
    print()
    print(table)

    tether_lines = ["| scenario | rows | phase | seconds | ns/row |", "|---|---|---|---|---|"]
    for (scenario, n, phase), seconds in tether.items():
        tether_lines.append(f"| {scenario} | {n:,} | {phase} | {seconds:.6f} | {seconds / n * 1e9:,.0f} |")

    when = time.strftime("%Y-%m-%d")
    text = open(args.markdown).read() if os.path.exists(args.markdown) else "# Benchmarks\n"
    text = replace_section(text, "machine", f"Measured {when} on: {machine()}.")
    text = replace_section(text, "tether", "\n".join(tether_lines))
    text = replace_section(text, "compare", table)
    with open(args.markdown, "w") as f:
        f.write(text)
    print(f"\nWrote {args.markdown}")


if __name__ == "__main__":
    sys.exit(main())
