import unittest

from stock.inventory import Inventory, OutOfStock


class InventoryTest(unittest.TestCase):
    def test_reserve_within_stock(self):
        inv = Inventory()
        inv.receive("A", 5)
        inv.reserve("A", 3)
        self.assertEqual(inv.available("A"), 2)

    def test_cannot_reserve_what_is_already_reserved(self):
        inv = Inventory()
        inv.receive("A", 5)
        inv.reserve("A", 3)
        with self.assertRaises(OutOfStock):
            inv.reserve("A", 3)
