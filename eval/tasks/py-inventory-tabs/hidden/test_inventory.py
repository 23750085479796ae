import unittest
from pathlib import Path

from stock.inventory import Inventory, OutOfStock

SOURCE = Path(__file__).resolve().parent.parent / "stock" / "inventory.py"


class HiddenInventoryTest(unittest.TestCase):
    def test_two_orders_cannot_oversell(self):
        inv = Inventory()
        inv.receive("SKU-1", 10)
        inv.reserve("SKU-1", 6)
        with self.assertRaisesRegex(OutOfStock, "SKU-1: 5 requested, 4 available"):
            inv.reserve("SKU-1", 5)
        inv.reserve("SKU-1", 4)
        self.assertEqual(inv.available("SKU-1"), 0)

    def test_released_stock_can_be_reserved_again(self):
        inv = Inventory()
        inv.receive("B", 2)
        inv.reserve("B", 2)
        inv.release("B", 1)
        inv.reserve("B", 1)
        self.assertEqual(inv.available("B"), 0)

    def test_ship_reduces_stock(self):
        inv = Inventory()
        inv.receive("C", 3)
        inv.reserve("C", 2)
        inv.ship("C", 2)
        self.assertEqual((inv.on_hand["C"], inv.available("C")), (1, 1))
        with self.assertRaises(OutOfStock):
            inv.reserve("C", 2)

    def test_unknown_sku_and_bad_quantities(self):
        inv = Inventory()
        with self.assertRaises(OutOfStock):
            inv.reserve("nope", 1)
        with self.assertRaises(ValueError):
            inv.reserve("nope", 0)

    def test_source_stays_tab_indented(self):
        spaced = [line for line in SOURCE.read_text().splitlines() if line.startswith(" ")]
        self.assertEqual(spaced, [])
