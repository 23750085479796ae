export function total(items: { price: number }[]): number {
  let sum = 0;
  for (const item of items) {
    sum += item.price;
  }
  return sum;
}

export const zero = total([]);
