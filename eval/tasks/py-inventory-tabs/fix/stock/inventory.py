"""Stock levels with reservations for open orders. This module is indented with tabs."""


class OutOfStock(Exception):
	pass


class Inventory:
	def __init__(self):
		self.on_hand = {}
		self.reserved = {}

	def receive(self, sku, quantity):
		if quantity <= 0:
			raise ValueError("quantity must be positive")
		self.on_hand[sku] = self.on_hand.get(sku, 0) + quantity

	def available(self, sku):
		return self.on_hand.get(sku, 0) - self.reserved.get(sku, 0)

	def reserve(self, sku, quantity):
		if quantity <= 0:
			raise ValueError("quantity must be positive")
		if quantity > self.available(sku):
			raise OutOfStock(f"{sku}: {quantity} requested, {self.available(sku)} available")
		self.reserved[sku] = self.reserved.get(sku, 0) + quantity

	def release(self, sku, quantity):
		held = self.reserved.get(sku, 0)
		if quantity > held:
			raise ValueError(f"{sku}: only {held} reserved")
		self.reserved[sku] = held - quantity

	def ship(self, sku, quantity):
		self.release(sku, quantity)
		self.on_hand[sku] -= quantity
