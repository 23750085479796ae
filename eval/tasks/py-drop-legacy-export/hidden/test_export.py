import importlib
import unittest
from pathlib import Path

import exporter
from exporter import export

PACKAGE = Path(__file__).resolve().parent.parent / "exporter"


class HiddenExportTest(unittest.TestCase):
    def test_module_deleted(self):
        self.assertFalse((PACKAGE / "legacy_xml.py").exists())
        with self.assertRaises(ModuleNotFoundError):
            importlib.import_module("exporter.legacy_xml")

    def test_xml_is_an_unknown_format(self):
        with self.assertRaisesRegex(ValueError, r"unknown format 'xml'; available: csv, json$"):
            export([{"a": 1}], "xml")
        self.assertFalse(hasattr(exporter, "to_xml"))

    def test_remaining_formats(self):
        rows = [{"name": "a,b", "n": 1}]
        self.assertEqual(export(rows, "csv"), 'name,n\n"a,b",1\n')
        self.assertEqual(export(rows, "json"), '[\n  {\n    "n": 1,\n    "name": "a,b"\n  }\n]\n')
        self.assertEqual(export([], "csv"), "")
