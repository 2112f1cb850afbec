export const tags = ['Buzón y portales'];
