// Loyalty-tier pricing rules. One block per tier, kept separate on purpose: marketing changes
// them independently.

export function bronzeDiscount(order) {
  if (order.subtotal >= 100) {
    return Math.round(order.subtotal * 0.05);
  }
  return 0;
}

export function bronzeShipping(order) {
  if (order.subtotal >= 50) {
    return 0;
  }
  return order.shipping;
}

export function silverDiscount(order) {
  if (order.subtotal >= 100) {
    return Math.round(order.subtotal * 0.1);
  }
  return 0;
}

export function silverShipping(order) {
  if (order.subtotal >= 40) {
    return 0;
  }
  return order.shipping;
}

export function goldDiscount(order) {
  if (order.subtotal >= 100) {
    return Math.round(order.subtotal * 0.1);
  }
  return 0;
}

export function goldShipping(order) {
  if (order.subtotal >= 30) {
    return 0;
  }
  return order.shipping;
}

export function platinumDiscount(order) {
  if (order.subtotal >= 100) {
    return Math.round(order.subtotal * 0.2);
  }
  return 0;
}

export function platinumShipping(order) {
  if (order.subtotal >= 0) {
    return 0;
  }
  return order.shipping;
}

const RULES = {
  bronze: { discount: bronzeDiscount, shipping: bronzeShipping },
  silver: { discount: silverDiscount, shipping: silverShipping },
  gold: { discount: goldDiscount, shipping: goldShipping },
  platinum: { discount: platinumDiscount, shipping: platinumShipping },
};

export function priceOrder(order) {
  const rules = RULES[order.tier];
  if (!rules) throw new Error(`unknown tier: ${order.tier}`);
  const discount = rules.discount(order);
  const shipping = rules.shipping(order);
  return { subtotal: order.subtotal, discount, shipping, total: order.subtotal - discount + shipping };
}
