export const a = 1;
export const b = 2;
export const c = 3;
