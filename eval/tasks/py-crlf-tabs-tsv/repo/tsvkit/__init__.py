"""Reading the TSV exports of the lab information system."""
