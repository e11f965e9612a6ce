"""Parts of the card importer (see ../importer.py): markup decoding and one reader per sheet."""
