"""oraclec: Magic: The Gathering card text (English and Japanese) compiled to one IR."""
__version__ = "0.1.0"
