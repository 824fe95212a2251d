"""Word tables: the only place where English and Japanese surface words meet canonical
IR names. Front ends look words up here; the IR never sees a surface word."""
