"""Level and station bands: the lines of a leveler (CR 711) or a Spacecraft with station.

English writes a header, then the P/T, then the abilities ("LEVEL 1-4" / "2/3" / "Flying");
Japanese writes the header, the abilities, then the P/T (「Lv1-4：」／「飛行」／「2/3」), and a
station header carries its abilities on the same line (「8+｜飛行、トランプル」). Both become one
Band: while the permanent has that many counters, it has that P/T and those abilities."""
from __future__ import annotations

import re

import attrs

HEADERS = {
    "en": ((re.compile(r"^level (\d+)(?:-(\d+)|\+)$"), "level"), (re.compile(r"^station (\d+)\+$"), "charge")),
    "ja": ((re.compile(r"^lv(\d+)(?:-(\d+)|\+)：$", re.IGNORECASE), "level"), (re.compile(r"^(\d+)\+｜"), "charge")),
}
PT_LINE = re.compile(r"^([+-]?\d+)/([+-]?\d+)$")


@attrs.frozen
class Header:
    counter: str  # level | charge
    low: int
    high: int | None  # None: "N+", no upper bound
    rest: int  # where abilities written on the header line itself start (len(line) if none)


def header(line: str, lang: str) -> Header | None:
    for rx, counter in HEADERS[lang]:
        m = rx.match(line.strip())
        if m:
            high = m.group(2) if m.re.groups > 1 else None
            return Header(counter, int(m.group(1)), int(high) if high else None, m.end() + (len(line) - len(line.lstrip())))
    return None


def pt_line(line: str) -> tuple[int, int] | None:
    m = PT_LINE.match(line.strip())
    return (int(m.group(1)), int(m.group(2))) if m else None
