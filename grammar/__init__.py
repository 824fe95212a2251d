"""Grammar files (package data): en.lark, ja.lark."""
