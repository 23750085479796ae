export const a = 1;
export const b = 3;
export const c = 4;