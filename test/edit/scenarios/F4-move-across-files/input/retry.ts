export const MAX = 3;
