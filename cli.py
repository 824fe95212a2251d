"""The `oraclec` command: explain, compile, report, lint, play, serve."""
from __future__ import annotations

import argparse
import json
import os
import re
import sys

from . import __version__
from .files import UsageError, atomic_output, check_input, not_utf8, open_text, read_text

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE, EXIT_INTERNAL, EXIT_INTERRUPTED = 0, 1, 2, 70, 130


def note(message: str) -> None:
    """A one-line note on standard error (what the command assumed, what it could not read)."""
    print(f"oraclec: note: {message}", file=sys.stderr)


def _tokens(compiled) -> list[tuple[str, str]]:
    from .compiler.compile import split_lines

    text = compiled.normalized.text
    out: list[tuple[str, str]] = []
    for a, b in split_lines(text):
        line = text[a:b].replace("\n", " ")
        try:
            if compiled.lang == "ja":
                from .compiler.lex_ja import tokenize

                toks = tokenize(line)
            else:
                toks = _en_tokens(line)
            out.extend((t.type if t.type.isupper() and not t.type.startswith("__") and t.type != str(t).upper()
                        else "", str(t)) for t in toks)
        except Exception:
            out.extend(("?", w) for w in line.split())
    return out


def _en_tokens(line: str) -> list:
    """The tokens the contextual lexer gives the parser (as far as the line parses)."""
    from .compiler.grammars import en_parser
    from .compiler.parse import _is_activated

    ip = en_parser().parse_interactive(line, start="activated_line" if _is_activated(line, ":") else "start")
    toks = []
    try:
        for tok in ip.iter_parse():
            toks.append(tok)
    except Exception:
        pass
    return toks


def _detect_lang(text: str) -> str:
    return "ja" if any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text) else "en"


def cmd_explain(args) -> int:
    from .compiler import compile_text
    from .compiler.explain import explain_data, render_text
    from .compiler.records import find_card

    type_line, pt, name = "", None, args.name or ""
    if args.card:
        rec = find_card(args.card)
        if rec is None:
            raise UsageError(f"no card named {args.card!r} in the embedded corpus")
        lang = args.lang or "en"
        text, name, type_line, pt = rec.text(lang) or "", rec.name(lang), rec.type_line(lang), rec.pt
    else:
        if args.text:
            text = " ".join(args.text)
        elif not sys.stdin.isatty():
            text = read_text("-")
        else:
            raise UsageError("give the card text as an argument, on standard input, or --card NAME")
        text = text.replace("\\n", "\n")
        lang = args.lang or _detect_lang(text)
        if args.type:
            type_line = args.type
    compiled = compile_text(text, lang, name, type_line, pt)
    if not args.card and not args.type and compiled.status != "ok":
        compiled, type_line = _without_type(compiled, text, lang, name, pt)
    data = explain_data(compiled, _tokens(compiled))
    data["type_line"] = type_line
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        sys.stdout.write(render_text(data))
    return EXIT_OK


def _without_type(compiled, text: str, lang: str, name: str, pt):
    """No --type: the text was read as a permanent's (static, triggered, activated abilities).
    "Destroy target creature." is an instant's or a sorcery's: when it reads better as one, that
    reading is taken, and either way one line says what was assumed."""
    from .compiler import compile_text

    spell_type = "インスタント" if lang == "ja" else "Instant"
    as_spell = compile_text(text, lang, name, spell_type, pt)
    if len(as_spell.unparsed) < len(compiled.unparsed):
        note(f"no --type given: read as an instant's text (type line {spell_type!r}), which compiles better than "
             "as a permanent's; give the type line to choose (e.g. Sorcery, or the card's own)")
        return as_spell, spell_type
    note("no --type given: read as a permanent's text; if it is an instant's or a sorcery's, give the type line "
         "(Instant or Sorcery)")
    return compiled, ""


def _read_records(path: str):
    """The records of one input file (- for standard input); an unreadable file: UsageError."""
    from .compiler.sources import UnreadableInput, read_records

    label = "<stdin>" if path == "-" else path
    f = open_text(path)
    try:
        yield from read_records(f, label)
    except UnreadableInput as e:
        raise UsageError(f"cannot read {e}") from None
    except OSError as e:
        raise UsageError(f"cannot read {label}: {e.strerror}") from None
    finally:
        if f is not sys.stdin:
            f.close()


def _name_pairs(paths: list[str], keep: list | None = None):
    """(name_ja, name_en) of every record in the input files, so that references to other
    cards (《…》) compile to English names whatever the order (stdin is learnt as it comes).
    This reads each file once before anything is compiled: one that cannot be read stops the
    run here, before any output. `keep`: gets each file's records (None for stdin), so that
    they need not be read again."""
    from .compiler.records import Record

    pairs = []
    for p in paths:
        if p == "-":
            if keep is not None:
                keep.append(None)
            continue
        recs = list(_read_records(p))
        if keep is not None:
            keep.append(recs)
        for rec in recs:
            if isinstance(rec, Record) and rec.name_ja:
                pairs.append((rec.name_ja, rec.name_en))
    return pairs


def cmd_compile(args) -> int:
    from .compiler.database import Progress, compile_stream, header

    langs = ["en", "ja"] if args.lang == "both" else [args.lang]
    inputs = list(args.inputs)
    if args.embedded:
        from importlib import resources

        inputs += [str(p) for p in sorted(resources.files("oraclec.corpus").iterdir(), key=lambda p: p.name)
                   if p.name.endswith(".jsonl")]
    if not inputs:
        raise UsageError("give at least one INPUT file (or - for standard input), or --embedded")
    if args.jobs is not None and args.jobs < 1:
        raise UsageError("-j takes a number of worker processes, 1 or more")
    for p in inputs:
        check_input(p)
    read: list = []
    import gc

    gc.disable()  # reading makes ~10 objects a record and no garbage: no collections meanwhile
    try:
        pairs = _name_pairs(inputs, read)
    finally:
        gc.freeze()  # (and never scanned again, here or in the workers)
        gc.enable()

    def records():
        for p, recs in zip(inputs, read):
            yield from _read_records(p) if recs is None else recs

    cache = None
    if not args.no_cache:
        from .compiler.compile_cache import CompileCache
        from .compiler.incremental import Cached

        cache = CompileCache.open()
    try:
        with atomic_output(args.output) as out:
            if not args.no_header:
                out.write(header(langs) + "\n")
            counts = compile_stream(records(), langs, out, args.jobs or 0, pairs, progress=Progress(),
                                    cache=Cached(cache) if cache is not None else None)
    finally:
        if cache is not None:
            cache.close()
    total = counts["ok"] + counts["partial"] + counts["failed"]
    reused = f" ({cache.hits} from the compile cache)" if cache is not None and cache.hits else ""
    print(f"compiled {total} texts{reused}: {counts['ok']} ok, {counts['partial']} partial, {counts['failed']} failed",
          file=sys.stderr)
    if counts["printed_ja"]:
        note(f"{counts['printed_ja']} Japanese texts are printed text (MTGJSON foreignData / Scryfall printed_text), "
             "in the wording of their time: they compile less well than current wording (README: printed-era Japanese)")
    if args.strict and (counts["partial"] or counts["failed"]):
        return EXIT_FINDINGS
    return EXIT_OK


def cmd_play(args) -> int:
    from .runtime.scenario import ScenarioError, ScenarioRuntimeError, run_file

    langs = ["en", "ja"] if args.lang == "both" else [args.lang]
    for path in [args.defs, args.cards, *args.files]:
        if path is not None:
            check_input(path)
    failed = 0
    for path in args.files:
        results, crashed = [], []
        for lang in langs:
            try:
                results.append(run_file(path, lang, args.defs, args.cards))
            except ScenarioError as e:
                raise UsageError(str(e)) from None
            except ScenarioRuntimeError as e:  # this scenario fails; the others still run
                crashed.append(f"[{lang}] {e}")
        if not results:
            failed += 1
            print(f"== {path}: [{'/'.join(langs)}] RUNTIME ERROR")
            for p in crashed:
                print("   ! " + p)
            continue
        problems = crashed + [f"[{r.lang}] {f}" for r in results for f in r.failures]
        if len(results) == 2 and results[0].log != results[1].log:
            first = next(i for i, (a, b) in enumerate(zip(results[0].log + [""], results[1].log + [""])) if a != b)
            problems.append(f"the English and Japanese event logs differ at line {first + 1}")
        status = "ok" if not problems else "FAILED"
        failed += bool(problems)
        print(f"== {path}: {results[0].name} [{'/'.join(langs)}] {status}")
        if not args.quiet:
            for line in results[0].log:
                print("   " + line)
        for p in problems:
            print("   ! " + p)
    print(f"{len(args.files) - failed} passed, {failed} failed")
    return EXIT_OK if not failed else EXIT_FINDINGS


def cmd_report(args) -> int:
    from .compiler import report

    if args.top < 0:
        raise UsageError(f"--top takes a number of patterns, 0 or more, not {args.top}")
    for p in args.definitions:
        check_input(p)
    try:
        lines = report.read_definitions(args.definitions)
    except report.NotDefinitions as e:
        raise UsageError(str(e)) from None
    rep = report.build(lines, top=0)
    with atomic_output(args.output) as md:
        if args.json:
            with atomic_output(args.json) as js:
                report.write(rep, md, js, args.top)
        else:
            report.write(rep, md, None, args.top)
    return EXIT_OK


def _codes(value: str | None) -> tuple[str, ...]:
    from .compiler.lint import CODES

    if not value:
        return ()
    out = tuple(c.strip().upper() for c in value.split(",") if c.strip())
    for c in out:
        if not any(code.startswith(c) for code in CODES):
            raise UsageError(f"unknown lint code {c!r} (codes: {', '.join(CODES)})")
    return out


def _era(value: str) -> int:
    from .compiler.tables.wordings import CURRENT_ERA

    if value == "current":
        return CURRENT_ERA
    if value.isdigit() and 1993 <= int(value) <= 2100:
        return int(value)
    raise UsageError(f"--era takes a year (1993-2100) or 'current', not {value!r}")


def _is_record_file(path: str) -> bool:
    """JSONL / MTGJSON / Scryfall records, rather than one card's plain text."""
    f = open_text(path)
    try:
        while True:
            chunk = f.read(4096)
            head = chunk.lstrip("\ufeff \t\r\n")
            if head or not chunk:
                return head[:1] in ("{", "[")
    except UnicodeDecodeError as e:
        raise not_utf8(path, e) from None
    finally:
        f.close()


_FILE_SUFFIXES = (".jsonl", ".json", ".txt", ".toml")


def _texts_or_files(items: list[str]) -> tuple[list[str], list[str]]:
    """Which arguments are files and which card texts: a path that exists is a file (one that
    could also be a text says so), anything else is a text (an argument with a "/" too, as in
    「＋３/＋３」), unless it can only be a file name."""
    texts, files = [], []
    for x in items:
        if x == "-" or os.path.exists(x):
            files.append(x)
            if x != "-" and (not any(c in x for c in "./" + os.sep) or any(c.isspace() for c in x)):
                note(f"{x!r} is read as a file (a file of that name is here); to lint it as card text, "
                     "give it on standard input")
        elif not any(c.isspace() for c in x) and x.lower().endswith(_FILE_SUFFIXES):
            raise UsageError(f"cannot read {x}: no such file")
        else:
            texts.append(x)
            if os.sep in x and re.fullmatch(r"[\w.~/-]+", x, re.ASCII):  # looks like a path, and is none
                note(f"no file {x!r} here: it is linted as card text")
    if texts and files:
        raise UsageError(f"give either texts or files, not both ({files[0]!r} is a file, {texts[0]!r} is not)")
    return texts, files


def cmd_lint(args) -> int:
    from .compiler.lint import CODES, Options

    if args.list_codes:  # the lint's own table: code, what it means, the rule it rests on
        for code, (meaning, rule) in CODES.items():
            print(f"{code}  {meaning}  [{rule}]")
        return EXIT_OK
    from .compiler.lint.render import dumps, render_text, result_json

    langs = (args.lang,) if args.lang else ("en", "ja")
    opts = Options(era=_era(args.era), select=_codes(args.select), ignore=_codes(args.ignore), langs=langs,
                   pair=args.lang is None or args.pair)
    if args.jobs is not None and args.jobs < 1:
        raise UsageError("-j takes a number of worker processes, 1 or more")
    items = args.items or (["-"] if not sys.stdin.isatty() else [])
    if not items:
        raise UsageError("give card text, file(s), or - for standard input")
    texts, files = _texts_or_files(items)
    for x in files:
        check_input(x)
    if texts:  # texts on the command line
        results = _lint_texts([t.replace("\\n", "\n") for t in texts], args, opts)
    else:
        results = _lint_files(files, args, opts)
    n_findings = n_cards = n_unreadable = 0
    out = sys.stdout
    if args.format == "json":
        out.write("[")
    first = True
    for r in results:
        n_cards += 1
        unreadable = r.status.get("error")
        n_unreadable += unreadable is not None
        if args.format == "json":
            if r.findings or unreadable is not None or not args.only_findings:
                out.write(("\n" if first else ",\n") + dumps(result_json(r)))
                first = False
        else:
            if unreadable is not None:
                out.write(f"{r.label}: error: cannot read this record: {unreadable}\n")
            for f in r.findings:
                out.write(render_text(r, f))
        n_findings += len(r.findings)
    if getattr(args, "_cache", None) is not None:
        args._cache.close()
    if args.format == "json":
        out.write("\n]\n")
    else:
        out.flush()
        bad = f" ({n_unreadable} of them unreadable)" if n_unreadable else ""
        print(f"{n_findings} finding{'s' * (n_findings != 1)} in {n_cards} card{'s' * (n_cards != 1)}{bad}",
              file=sys.stderr)
    return EXIT_FINDINGS if n_findings or n_unreadable else EXIT_OK


def _side(args, lang: str, text: str) -> dict:
    """One language's text with the --name/--type (or --name-ja/--type-ja) options that go with it."""
    if lang == "ja":
        return dict(text=text, name=args.name_ja or "", type_line=args.type_ja or "")
    return dict(text=text, name=args.name or "", type_line=args.type or "")


def _lint_one(text: str, args, opts, label: str):
    from .compiler import compile_text
    from .compiler.lint import lint_text

    lang = args.lang or _detect_lang(text)
    s = _side(args, lang, text)
    if not s["type_line"]:  # as explain does: an instant's text is read as one, and a note says so
        as_permanent = compile_text(text, lang, s["name"])
        if as_permanent.status != "ok":
            s["type_line"] = _without_type(as_permanent, text, lang, s["name"], None)[1]
    return lint_text(text, lang, s["name"], s["type_line"], None, opts, label)


def _lint_pair(en_text: str, ja_text: str, args, opts, label: str):
    from .compiler.lint import lint_pair

    return lint_pair(_side(args, "en", en_text), _side(args, "ja", ja_text), opts, label, args.name or "")


def _lint_texts(texts, args, opts):
    if args.pair:
        if len(texts) != 2:
            raise UsageError("--pair with texts takes two: the English text, then the Japanese one")
        return [_lint_pair(texts[0], texts[1], args, opts, "<text>")]
    return [_lint_one(t, args, opts, f"<text {i + 1}>" if len(texts) > 1 else "<text>") for i, t in enumerate(texts)]


def _lint_files(files, args, opts):
    import io

    from .compiler.lint import lint_records
    from .compiler.sources import UnreadableInput, read_records

    stdin_text = read_text("-") if "-" in files else None
    stdin_records = stdin_text is not None and stdin_text.lstrip("\ufeff \t\r\n")[:1] in ("{", "[")
    plain = [f for f in files if (f == "-" and not stdin_records) or (f != "-" and not _is_record_file(f))]
    if plain and args.pair:
        if len(plain) != 2 or len(files) != 2:
            raise UsageError("--pair with plain-text files takes two: the English text, then the Japanese one")
        en, ja = (stdin_text if f == "-" else read_text(f) for f in plain)
        yield _lint_pair(en, ja, args, opts, f"{plain[0]} + {plain[1]}")
        return
    for path in files:
        if path in plain:
            yield _lint_one(stdin_text if path == "-" else read_text(path), args, opts,
                            "<stdin>" if path == "-" else path)
        elif path == "-":
            try:
                yield from lint_records(read_records(io.StringIO(stdin_text), "<stdin>"), opts, args.jobs,
                                        cache=_lint_cache(args))
            except UnreadableInput as e:
                raise UsageError(f"cannot read {e}") from None
        else:
            yield from lint_records(_read_records(path), opts, args.jobs, _name_pairs([path]), cache=_lint_cache(args))


def _lint_cache(args):
    """The compile cache for linting records (opened once a run), None with --no-cache."""
    if args.no_cache:
        return None
    if not hasattr(args, "_cache"):
        from .compiler.compile_cache import CompileCache

        args._cache = CompileCache.open()
    return args._cache


def cmd_serve(args) -> int:
    from .web.serve import INSTALL, missing, serve

    if missing():
        raise UsageError(INSTALL)
    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port takes a port number (0-65535), not {args.port}")
    serve(args.host, args.port)
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="oraclec", description="Compile Magic: The Gathering card text "
                                "(English or Japanese) into one language-neutral IR.")
    p.add_argument("--version", action="version", version=f"oraclec {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    e = sub.add_parser("explain", help="show how one card's text parses: tokens, tree, IR, rules",
                       description="Show the normalized text, tokens, parse tree, IR and the rules behind "
                       "each ability of one card text. TEXT may contain real newlines or \\n between abilities.")
    e.add_argument("text", nargs="*", metavar="TEXT", help="card text (default: standard input)")
    e.add_argument("--lang", choices=["en", "ja"], help="language of TEXT (default: detected; en for --card)")
    e.add_argument("--name", help="the card's name, so that the text's uses of it read as the card itself")
    e.add_argument("--type", help="the card's type line (decides spell vs static abilities; without it, a text "
                   "that reads better as an instant's is taken as one, and a note says so)")
    e.add_argument("--card", metavar="NAME", help="take the card from the embedded corpus (English or Japanese name)")
    e.add_argument("--json", action="store_true", help="print JSON for programs")
    e.set_defaults(func=cmd_explain)

    c = sub.add_parser("compile", help="compile JSONL card records to IR (JSONL)",
                       description="Compile card records to one JSON line per face and language, after a header "
                       "line with the schema and compiler versions. INPUT is our JSONL (name_en, name_ja, type_en, "
                       "type_ja, pt, text_en, text_ja) or a JSON array of such records, MTGJSON (AtomicCards, "
                       "AllPrintings, a set file; Japanese from foreignData) or Scryfall (bulk data, a search "
                       "result, one card per line; Japanese from printed_text), told from the records themselves. "
                       "A record that cannot be read is a failed line naming it. Exit 0 when the run completed "
                       "(1 with --strict if any card did not compile ok); 2 on bad usage or input that cannot be "
                       "read as a whole (one line, nothing written); 130 on Ctrl-C.")
    c.add_argument("inputs", nargs="*", metavar="INPUT", help="card files, or - for standard input")
    c.add_argument("-o", "--output", metavar="OUT", help="output file, written atomically: replaced only when the "
                   "run completes (default: standard output)")
    c.add_argument("--lang", choices=["en", "ja", "both"], default="both", help="languages to compile (default: both)")
    c.add_argument("--strict", action="store_true", help="exit 1 when any text is partial or failed")
    c.add_argument("--embedded", action="store_true", help="also compile the embedded corpus (Magic 2012, both languages)")
    c.add_argument("-j", "--jobs", type=int, metavar="N", help="worker processes (default: all cores)")
    c.add_argument("--no-header", action="store_true", help="leave out the first line (schema and compiler version)")
    c.add_argument("--no-cache", action="store_true", help="compile every record, neither reading nor writing the "
                   "compile cache (kept beside the parser cache, in $XDG_CACHE_HOME/oraclec or ~/.cache/oraclec: "
                   "each text's definition line, keyed by the record and the compiler, so a re-run compiles only "
                   "new and changed records; the output is the same either way)")
    c.set_defaults(func=cmd_compile)

    r = sub.add_parser("report", help="coverage report of compiled definitions (Markdown and JSON)",
                       description="Read `oraclec compile` output and write a coverage report: ok/partial/failed "
                       "per language, English/Japanese agreement and the differing faces, abilities per kind, "
                       "and the unparsed text grouped into patterns ranked by how many faces each would make ok.")
    r.add_argument("definitions", nargs="+", metavar="DEFS", help="compile output (JSONL)")
    r.add_argument("-o", "--output", metavar="FILE", help="Markdown report (default: standard output)")
    r.add_argument("--json", metavar="FILE", help="also write the full report as JSON")
    r.add_argument("--top", type=int, default=40, help="patterns listed in the Markdown, 0 or more (default 40)")
    r.set_defaults(func=cmd_report)

    li = sub.add_parser("lint", help="check card wording: unreadable text, outdated wording, templating, translation",
                        description="Lint card text. Each finding has a stable code, a message, the line and column "
                        "(a caret under the span), the rule it rests on and, where one exists, a suggested "
                        "replacement. Codes: U100 text the grammar cannot read; O2xx outdated wording (both "
                        "languages); T3xx templating (reminder text vs keyword, intervening if, target words, "
                        "Japanese numerals, brackets); X4xx translation (English and Japanese IR differ). "
                        "Input: TEXT arguments, or FILEs (one card's plain text, or JSONL / MTGJSON / Scryfall "
                        "records; a record's printed English text_en_printed is read when present), or - for "
                        "standard input. Records with both languages are also compared (unless --lang). "
                        "Exit 0 when clean, 1 when there are findings (or records that cannot be read), 2 on bad usage or "
                        "an unreadable file.")
    li.add_argument("items", nargs="*", metavar="TEXT|FILE", help="card text(s), or files (an argument naming an "
                    "existing file is a file), or - for standard input")
    li.add_argument("--lang", choices=["en", "ja"], help="lint only this language (default: detected for texts; "
                    "both for records)")
    li.add_argument("--pair", action="store_true", help="translation check of two texts (English, then Japanese), "
                    "or of records even with --lang")
    li.add_argument("--format", choices=["text", "json"], default="text", help="output format (default: text)")
    li.add_argument("--select", metavar="CODES", help="only these codes or prefixes, comma-separated (e.g. O,X401)")
    li.add_argument("--ignore", metavar="CODES", help="leave out these codes or prefixes, comma-separated")
    li.add_argument("--era", default="current", metavar="YEAR", help="templating era: wording that became outdated "
                    "after YEAR is not reported (e.g. 2011: the card's name and 'enters the battlefield' are "
                    "fine); default: current")
    li.add_argument("--name", help="the card's English name (for TEXT or a plain-text file)")
    li.add_argument("--name-ja", help="the card's Japanese name")
    li.add_argument("--type", help="the card's English type line")
    li.add_argument("--type-ja", help="the card's Japanese type line")
    li.add_argument("--only-findings", action="store_true", help="JSON: leave out cards without findings")
    li.add_argument("-j", "--jobs", type=int, metavar="N", help="worker processes for record files (default: all cores)")
    li.add_argument("--no-cache", action="store_true", help="lint every record, neither reading nor writing the "
                    "compile cache (where each record's lint result is kept, keyed by the record, the options and the "
                    "compiler, so a re-run lints only new and changed records; the findings are the same either way)")
    li.add_argument("--list-codes", action="store_true", help="print every lint code with its meaning and rule, then exit")
    li.set_defaults(func=cmd_lint)

    pl = sub.add_parser("play", help="run game scenarios (TOML) and check their expectations",
                        description="Run scenarios (see docs/scenarios.md): print each event log and check the "
                        "expectations. With --lang both (the default) each scenario runs with the English and "
                        "the Japanese card texts and the two event logs must be identical. Exit 0 only when "
                        "every expectation holds; 1 otherwise; 2 for an unreadable scenario (anything unknown "
                        "in it is an error with its file and line) or definitions or cards file.")
    pl.add_argument("files", nargs="+", metavar="FILE", help="scenario files (.toml)")
    pl.add_argument("--lang", choices=["en", "ja", "both"], default="both")
    pl.add_argument("--defs", metavar="FILE", help="card definitions from `oraclec compile` (no text is parsed)")
    pl.add_argument("--cards", metavar="FILE", help="extra card records (any format compile reads)")
    pl.add_argument("-q", "--quiet", action="store_true", help="print results only, not the event logs")
    pl.set_defaults(func=cmd_play)

    sv = sub.add_parser("serve", help="a local web playground: explain, lint and compare texts in a browser",
                        description="Serve the playground (needs the web extra: pip install 'oraclec[web]'): "
                        "English and Japanese text boxes, results as you type (status, parse tree, IR, rules, "
                        "lint findings highlighted in the text, the pair's differences), and the JSON API it "
                        "uses (POST /api/explain, /api/lint, /api/pair). Exit 2 when the extra is missing.")
    sv.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1, this machine only)")
    sv.add_argument("--port", type=int, default=8022, help="port (default: 8022)")
    sv.set_defaults(func=cmd_serve)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return args.func(args)
    except UsageError as e:
        print(f"oraclec {args.command}: error: {e}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except KeyboardInterrupt:  # Ctrl-C: the workers are stopped, an output file is left as it was
        print(f"oraclec {args.command}: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except OSError as e:  # writing failed (a full disk, a closed stream): one line, as for bad input
        print(f"oraclec {args.command}: error: {e.strerror or e}" + (f": {e.filename}" if e.filename else ""),
              file=sys.stderr)
        return EXIT_USAGE
    except Exception as e:  # a bug: one line saying so rather than a traceback (ORACLEC_TRACEBACK=1 shows it)
        if os.environ.get("ORACLEC_TRACEBACK"):
            raise
        print(f"oraclec {args.command}: internal error: {type(e).__name__}: {e} (please report it; "
              "ORACLEC_TRACEBACK=1 shows where)", file=sys.stderr)
        return EXIT_INTERNAL


def run() -> None:
    """The `oraclec` command (and `python -m oraclec`): main(), then the process ends without
    tearing the interpreter down. Freeing the parsers' objects one by one at exit was ~70 ms of
    every run (a fifth of a cold `oraclec explain`). Everything main() writes is closed or
    flushed before; nothing in oraclec registers exit hooks; main() itself returns as usual
    (tests call it in-process)."""
    code = main()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (BrokenPipeError, ValueError):  # a closed pipe or stream: nothing more to say
            pass
    os._exit(code)


if __name__ == "__main__":
    run()
