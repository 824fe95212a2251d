"""Cards typed in by the project for tests and examples (package data)."""
