export const a = 1;
export const b = 20;
export const bb = 21;
export const c = 3;
