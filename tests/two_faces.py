"""A runtime library of compiled card records (the faces of a double-faced card, linked as the
runtime links them): the transform and day/night tests build theirs alike."""
import json

from oraclec.compiler.database import compile_record
from oraclec.compiler.records import record_from_dict
from oraclec.runtime.library import CardLibrary


def library(tmp_path, lang, faces):
    """The faces compiled in `lang` into tmp_path/defs.jsonl, loaded as the runtime loads definitions."""
    path = tmp_path / "defs.jsonl"
    path.write_text("".join(json.dumps(compile_record(record_from_dict(f), lang)) + "\n" for f in faces),
                    encoding="utf-8")
    lib = CardLibrary(lang)
    lib.load_defs(str(path))
    return lib
