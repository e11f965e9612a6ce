"""Parts of the card importer (importer.py beside this folder): markup decoding and one reader per sheet."""
